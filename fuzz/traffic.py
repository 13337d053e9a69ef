"""Real traffic from the project's own clients, as it left them: the seeds of every fuzzer.

An HTTP/2 client (cleartext, prior knowledge) and an HTTP/3 client
(`l7_transport`) talk to real servers on loopback sockets: a session that
sends L8 envelopes from a real `Endpoint` (some frames whole, one cut across
two sends), reads the echo and ends its side; a second session left open; a
one-shot message. What each client hands its protocol library to send is
recorded: h2's `data_to_send` (one chunk per write) and QUIC's
`send_stream_data` (stream, bytes, end of stream). Nothing is made up: a
seed is what the client really wrote.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any
from unittest import mock

import h2.connection
from aioquic.quic.connection import QuicConnection

from fuzz.cases import Chunks, StreamWrite, Writes
from l7_transport import Channel, PeerInfo, TransportConfig
from l7_transport.framing import FrameDecoder, encode_frame
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.http3 import Http3Client, serve_http3
from l7_transport.tls import write_dev_pki
from l8_comm import Endpoint

HOST = "127.0.0.1"
NOW = 1_795_000_000.0
"""The clock of the L8 endpoint that writes the envelopes (2026-11-18)."""


@dataclass(frozen=True, kw_only=True)
class Traffic:
    """What the clients wrote, per protocol, and the L8 frame stream inside their sessions."""

    http2: tuple[Chunks, ...]
    """Each HTTP/2 connection: the chunks the client wrote."""
    http3: tuple[Writes, ...]
    """Each HTTP/3 connection: the stream writes the client made."""
    l8: tuple[Chunks, ...]
    """Each session: the bytes its client sent, as the sends cut them."""


def l8_frames() -> list[bytes]:
    """Frames of real envelopes: what an L8 endpoint writes on a session (seeded ids)."""
    counter = iter(range(1 << 30))

    def rng(size: int) -> bytes:
        return next(counter).to_bytes(size, "big")

    endpoint = Endpoint("traveller", peer_id="airline", rng=rng, now=NOW)
    endpoint.send("REQUEST", {"task": "bookFlight", "parameters": {"origin": "LAX"}}, now=NOW)
    endpoint.send("QUERY", {"concept": "flight_offer", "limit": 3}, now=NOW)
    endpoint.send("INFORM", {"note": "x" * 300, "unicode": "\u00e9\u4e2d\U0001f600"}, now=NOW)
    endpoint.send("SUBSCRIBE", {"topic": "fares"}, now=NOW)
    return [encode_frame(payload) for payload in FrameDecoder().feed(endpoint.data_to_send())]


async def _echo(channel: Channel) -> None:
    while data := await channel.receive():
        await channel.send(data)


async def _echo_message(body: bytes, _peer: PeerInfo) -> bytes:
    return body


async def _converse(
    connect: Callable[[], Any], frames: list[bytes], sessions: list[list[bytes]]
) -> None:
    """The exchange every client makes (see the module docstring)."""
    client = await connect()
    try:
        first = await client.open_session()
        sent: list[bytes] = []
        for frame in frames[:2]:
            await first.send(frame)
            sent.append(frame)
        joined = frames[2] + frames[3]
        cut = len(frames[2]) // 2
        for piece in (joined[:cut], joined[cut:]):  # a frame across two sends
            await first.send(piece)
            sent.append(piece)
        expected = sum(len(piece) for piece in sent)
        received = 0
        while received < expected:
            received += len(await first.receive())
        await first.close()
        sessions.append(sent)
        second = await client.open_session()
        await second.send(frames[0])
        await second.receive()
        sessions.append([frames[0]])
        await client.message(frames[1])
        del second  # left open: the connection closes under it
    finally:
        await client.close()


@contextmanager
def _recording(
    target: type, method: str, keep: Callable[[Any, tuple[Any, ...], Any], None]
) -> Iterator[None]:
    """Patch `target.method` so that every call is also shown to `keep(self, args, result)`."""
    original = getattr(target, method)

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: ANN401
        result = original(self, *args, **kwargs)
        keep(self, (*args, *kwargs.values()), result)
        return result

    with mock.patch.object(target, method, wrapper):
        yield


async def _capture_http2(frames: list[bytes], sessions: list[list[bytes]]) -> Chunks:
    chunks: list[bytes] = []

    def keep(connection: Any, _args: tuple[Any, ...], data: bytes) -> None:  # noqa: ANN401
        if connection.config.client_side and data:
            chunks.append(bytes(data))

    server = await serve_http2(_echo, message_handler=_echo_message, cleartext=True)
    try:
        with _recording(h2.connection.H2Connection, "data_to_send", keep):
            await _converse(
                lambda: Http2Client.connect(HOST, server.port, cleartext=True), frames, sessions
            )
    finally:
        await server.close(grace=0.5)
    return tuple(chunks)


async def _capture_http3(frames: list[bytes], sessions: list[list[bytes]]) -> Writes:
    writes: list[StreamWrite] = []

    def keep(quic: Any, args: tuple[Any, ...], _result: None) -> None:  # noqa: ANN401
        if quic._is_client:  # noqa: SLF001 - which side of the pair wrote
            stream_id, data, *rest = args
            writes.append(StreamWrite(stream_id, bytes(data), bool(rest and rest[0])))

    with tempfile.TemporaryDirectory() as folder:
        pki = write_dev_pki(folder)
        config = TransportConfig()
        server = await serve_http3(
            _echo,
            message_handler=_echo_message,
            certificate=pki.server_cert,
            private_key=pki.server_key,
            config=config,
        )
        try:
            with _recording(QuicConnection, "send_stream_data", keep):
                await _converse(
                    lambda: Http3Client.connect(HOST, server.port, ca=pki.ca_cert, config=config),
                    frames,
                    sessions,
                )
        finally:
            await server.close(grace=0.5)
    return tuple(writes)


async def _capture() -> Traffic:
    frames = l8_frames()
    sessions: list[list[bytes]] = []
    http2 = await _capture_http2(frames, sessions)
    http3 = await _capture_http3(frames, sessions)
    whole = b"".join(frames)
    l8 = {tuple(session) for session in sessions} | {(whole,), tuple(frames)}
    return Traffic(http2=(http2,), http3=(http3,), l8=tuple(sorted(l8)))


@cache
def capture() -> Traffic:
    """Run the clients once (a second or so) and return what they wrote."""
    return asyncio.run(_capture())
