"""Hostile HTTP/3 clients against the server, one class of attack per section.

Each attack runs against a server with short limits (0.5 s where a timeout
is the defence), while an honest session on a connection of its own does
round trips before, during and after it: the attack must cost the server
the attacker's connection or stream, never the honest one. Timeouts in the
tests are hang detectors, never measures: nothing here asserts on time.

A: connections that never finish the handshake, or never send a request.
B: streams that never send their headers, sessions that never send a frame.
C: connection caps, in total and per source address (refused at the Initial).
D: stream floods: the advertised limits, one request too many refused alone.
E: oversized frames: unknown frames, control streams, one-shot bodies.
F: abusive resets and frames that carry nothing (Rapid Reset, MadeYouReset).
G: datagram floods: junk, replays and Initials from many ports.
H: memory per hostile connection (measured in this process, the attacker in another).
I: Initials that prove nothing: junk shaped like an Initial, replays; QUIC Retry.
J: the per-address budget: many connections of one address, each within its own.
K: data out of order: gaps, ranges, stopped streams (what aioquic would hold without limit).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import sys
import time
import tracemalloc
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, Self

import pytest
from aioquic.h3.connection import ErrorCode
from aioquic.quic.packet import QuicErrorCode, QuicFrameType
from h3_attacker import (
    HANG,
    MESSAGE_PATH,
    Answers,
    HandmadeInitials,
    RawH3,
    client_initial,
    data_frame,
    frame,
    headers_frame,
    initial_shaped,
    junk_initials,
    l8_frame,
    parse_response,
    request_headers,
    response_body,
    session,
    stream_frame,
)

from l7_transport import (
    Channel,
    ConnectError,
    TransportConfig,
    TransportError,
    TransportErrorCode,
    encode_frame,
    h3listener,
)
from l7_transport.budgets import AddressBudgets, AddressShare
from l7_transport.h3reorder import CRYPTO_AHEAD, MAX_RANGES
from l7_transport.http3 import Http3Client, Http3Server, serve_http3
from l7_transport.tls import DevPki, write_dev_pki

HOST = "127.0.0.1"
ATTACKER = Path(__file__).with_name("h3_attacker.py")
SHORT = {"tls_handshake_timeout": 0.5, "first_byte_timeout": 0.5, "connect_timeout": 5}
"""Timeouts short enough for a test (the defaults are a few seconds)."""


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


async def echo(channel: Channel) -> None:
    with contextlib.suppress(TransportError):
        while data := await channel.receive():
            await channel.send(data)


async def echo_message(body: bytes, _peer: Any) -> bytes:
    return body


@contextlib.asynccontextmanager
async def serving(
    pki: DevPki, handler: Any = echo, *, retry: bool = False, **limits: Any
) -> AsyncIterator[Http3Server]:
    server = await serve_http3(
        handler,
        message_handler=echo_message,
        certificate=pki.server_cert,
        private_key=pki.server_key,
        config=TransportConfig(**{**SHORT, **limits}),
        retry=retry,
    )
    try:
        yield server
    finally:
        await server.close(grace=0.5)


class HonestPeer:
    """A well-behaved client on a connection of its own, doing round trips on one session."""

    def __init__(self, server: Http3Server, pki: DevPki) -> None:
        self.server, self.pki = server, pki
        self.client: Http3Client | None = None
        self.channel: Channel | None = None
        self.answered = 0

    async def __aenter__(self) -> Self:
        # Patient: its timeouts are hang detectors. With SHORT's 5 s, a loaded machine (the
        # suite on four workers) twice left a fresh server's first answer unseen in time.
        config = TransportConfig(**{**SHORT, "connect_timeout": 3 * HANG})
        self.client = await Http3Client.connect(
            HOST, self.server.port, ca=self.pki.ca_cert, config=config
        )
        self.channel = await self.client.open_session()
        await self.served_more()
        return self

    async def served_more(self) -> None:
        """One more round trip on the session."""
        assert self.channel is not None
        message = encode_frame(b"honest %d" % self.answered)
        async with asyncio.timeout(HANG):
            await self.channel.send(message)
            got = b""
            while len(got) < len(message):
                got += await self.channel.receive()
        assert got == message
        self.answered += 1

    async def __aexit__(self, *exc_info: object) -> None:
        await self.served_more()
        assert self.client is not None
        await self.client.close()


async def settled(server: Http3Server, **expected: int) -> Any:
    """Wait until the server's stats show `expected` (a hang detector); return them."""
    async with asyncio.timeout(HANG):
        while True:
            stats = server.stats()
            if all(getattr(stats, name) == value for name, value in expected.items()):
                return stats
            await asyncio.sleep(0.02)


# ------------------------------------------------------------------ A: before work starts


async def test_a_handshake_that_never_completes_is_closed_connection_refused(pki, caplog):
    async with serving(pki) as server, HonestPeer(server, pki) as honest:
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            stalled = await RawH3.open(server.port, finish=False)
            closed = await stalled.wait_closed()
            await honest.served_more()
        assert (closed.code, closed.transport) == (QuicErrorCode.CONNECTION_REFUSED, True)
        assert "handshake" in closed.reason
        port = stalled.transport.get_extra_info("sockname")[1]  # type: ignore[union-attr]
        assert f"127.0.0.1:{port}" in caplog.text
        assert "TLS handshake not completed within 0.5s" in caplog.text
        stalled.close()
        stats = await settled(server, connections=1)
        assert stats.faulted_connections == 1


async def test_a_connection_without_a_request_is_closed(pki, caplog):
    async with serving(pki) as server, HonestPeer(server, pki):
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            silent = await RawH3.open(server.port)  # handshake, SETTINGS, and nothing more
            closed = await silent.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_NO_ERROR, False)
        assert closed.reason == "no request within 0.5s"
        assert "no request within 0.5s" in caplog.text
        silent.close()
        assert (await settled(server, connections=1)).faulted_connections == 1


async def test_a_connection_whose_sessions_ended_is_closed_when_idle(pki):
    async with serving(pki, idle_timeout=0.5) as server:
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        raw.send(stream_id, b"", end=True)
        closed = await raw.wait_closed()
        assert (closed.code, closed.reason) == (ErrorCode.H3_NO_ERROR, "idle")
        raw.close()
        await settled(server, connections=0, streams=0, handlers=0)


# ------------------------------------------------------------------ B: slow streams


async def test_b_a_request_stream_without_headers_is_rejected_alone(pki):
    async with serving(pki) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        honest = await session(raw)
        partial = raw.request(headers_frame(request_headers())[:6])  # a HEADERS frame, cut short
        grease = raw.request(frame(0x21, b"x" * 100))  # an unknown frame, then nothing
        await raw.until(lambda: raw.seen(partial).reset and raw.seen(grease).reset)
        for stream_id in (partial, grease):
            assert raw.seen(stream_id).reset == ErrorCode.H3_REQUEST_REJECTED
            assert raw.seen(stream_id).stop == ErrorCode.H3_REQUEST_REJECTED
        await raw.echo(honest, b"unharmed")
        assert raw.closed is None
        raw.close()


async def test_b_streams_opened_below_a_later_one_get_the_same_deadline(pki):
    # Opening stream 16 opens 4, 8 and 12 too (RFC 9000 2.1): each holds a slot,
    # so each gets the deadline for its headers, and is refused when it passes.
    async with serving(pki) as server:
        raw = await RawH3.open(server.port)
        await session(raw)
        raw.quic._local_next_stream_id_bidi = 16
        raw.request(frame(0x21, b"x"))
        [connection] = server.connections
        await raw.until(lambda: raw.seen(16).reset is not None)
        assert {4, 8, 12, 16} <= connection.http.refused_streams
        for stream_id in (4, 8, 12):
            sender = connection._quic._streams[stream_id].sender
            assert sender._reset_error_code == ErrorCode.H3_REQUEST_REJECTED
        raw.close()


async def test_b_a_session_without_a_whole_first_frame_is_cancelled_alone(pki, caplog):
    async with serving(pki) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        busy = await session(raw)
        silent = raw.request(headers_frame(request_headers()))
        slow = raw.request(headers_frame(request_headers()) + data_frame(l8_frame(b"x" * 50)[:20]))
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            await raw.until(lambda: raw.seen(silent).reset and raw.seen(slow).reset)
        for stream_id in (silent, slow):
            assert raw.seen(stream_id).reset == ErrorCode.H3_REQUEST_CANCELLED
        assert "no complete frame within 0.5s" in caplog.text
        await raw.echo(busy, b"unharmed")
        await honest.served_more()
        raw.close()


async def test_b_unfinished_first_frames_share_one_budget_per_connection(pki, caplog):
    """An outside attack: 128 sessions, each sent most of a first frame announced at 1 MiB
    and never finished, held 128 stream windows (28 MiB) until `first_byte_timeout`.
    Together they may hold `FIRST_FRAMES_BUDGET`; the stream that goes over is reset
    (H3_EXCESSIVE_LOAD), and an ordinary session on the connection goes on."""
    async with serving(pki, first_byte_timeout=60) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        busy = await session(raw)
        piece = 100_000  # with its 5-byte header: ten fit in the budget, the eleventh not
        announced = (1 << 20).to_bytes(4, "big")
        streams = [
            raw.request(headers_frame(request_headers()) + data_frame(b"\x00" + announced))
            for _ in range(12)
        ]
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            for stream_id in streams:
                for offset in range(0, piece, 16_384):
                    if raw.seen(stream_id).stop is not None:
                        break  # refused already: aioquic writes nothing more on it
                    raw.send(stream_id, data_frame(b"x" * min(16_384, piece - offset)))
                    raw.flush()
                    await asyncio.sleep(0.001)
            await raw.until(lambda: raw.seen(streams[-1]).reset)
        refused = [s for s in streams if raw.seen(s).reset]
        assert len(streams) - len(refused) <= 10  # what is left fits the budget
        assert {raw.seen(s).reset for s in refused} == {ErrorCode.H3_EXCESSIVE_LOAD}
        assert "first frames hold" in caplog.text
        await raw.echo(busy, b"unharmed")
        await honest.served_more()
        raw.close()


@pytest.mark.parametrize(
    ("sizes", "limits"),
    [([700_000] * 2, {}), ([200_000] * 8, {}), ([2 << 20], {"max_frame_size": 4 << 20})],
    ids=["two-of-700k", "eight-of-200k", "one-of-2MiB"],
)
async def test_b_honest_one_shot_messages_do_not_draw_on_the_sessions_budget(pki, sizes, limits):
    """A review: the first frames' budget counted one-shot messages too (each one frame up
    to `max_message_body`), so two concurrent messages of 700 KB were reset; and it was
    smaller than the largest frame a bigger `max_frame_size` allows."""
    async with serving(pki, first_byte_timeout=60, **limits) as server:
        config = TransportConfig(**{**SHORT, **limits})
        client = await Http3Client.connect(HOST, server.port, ca=pki.ca_cert, config=config)
        try:
            answers = await asyncio.gather(*(client.message(encode_frame(b"x" * n)) for n in sizes))
        finally:
            await client.close()
        assert [len(a) for a in answers] == [len(encode_frame(b"x" * n)) for n in sizes]


async def ends_on_bye(channel: Channel) -> None:
    """Echo; a chunk that ends with `bye` ends the server's side (the handler returns)."""
    with contextlib.suppress(TransportError):
        while data := await channel.receive():
            await channel.send(data)
            if data.endswith(b"bye"):
                return


async def eventually(condition: Any) -> None:
    """Wait until `condition()` holds (polled; a hang detector)."""
    async with asyncio.timeout(HANG):
        while True:
            if condition():
                return
            await asyncio.sleep(0.02)


async def connection_of(server: Http3Server, raw: RawH3) -> Any:
    """The server's connection from `raw`'s socket (once the server has it)."""
    port = raw.transport.get_extra_info("sockname")[1]  # type: ignore[union-attr]

    def found() -> list[Any]:
        return [c for c in server.connections if c.peer.address.endswith(f":{port}")]

    await eventually(found)
    [connection] = found()
    return connection


async def test_b_a_finished_session_the_client_never_ends_is_stopped_and_forgotten(pki, caplog):
    # The server ended its side (FIN); the client never ends its own: after the first-byte
    # timeout, STOP_SENDING H3_NO_ERROR (the response stays whole: no reset), and the stream
    # is gone from the server, down to QUIC's state.
    async with serving(pki, ends_on_bye) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        stream_id = raw.request(headers_frame(request_headers()) + data_frame(l8_frame(b"bye")))
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            await raw.until(lambda: raw.seen(stream_id).stop is not None)
        seen = raw.seen(stream_id)
        assert seen.stop == ErrorCode.H3_NO_ERROR
        assert seen.ended
        assert seen.reset is None
        assert parse_response(bytes(seen.data)) == (200, l8_frame(b"bye"))
        assert "has not ended its side 0.5s after the server" in caplog.text
        await settled(server, streams=1, handlers=1)  # the honest session's
        await eventually(lambda: stream_id not in connection._quic._streams)
        assert not connection.streams
        await honest.served_more()
        await session(raw)  # the connection serves on
        assert raw.closed is None
        raw.close()


async def test_b_a_finished_session_the_client_ends_late_is_let_go_unstopped(pki):
    # The honest counterpart: the client ends its side after the server's (well within the
    # first-byte timeout): nothing is stopped, and the stream is let go as the end arrives.
    async with serving(pki, ends_on_bye, first_byte_timeout=60) as server:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        stream_id = raw.request(headers_frame(request_headers()) + data_frame(l8_frame(b"bye")))
        await raw.until(lambda: raw.seen(stream_id).ended)
        await settled(server, streams=1, handlers=0)
        raw.send(stream_id, b"", end=True)
        await settled(server, streams=0, handlers=0)
        await eventually(lambda: stream_id not in connection._quic._streams)
        seen = raw.seen(stream_id)
        assert (seen.stop, seen.reset) == (None, None)
        assert parse_response(bytes(seen.data)) == (200, l8_frame(b"bye"))
        raw.close()


# ------------------------------------------------------------------ C: connection caps


async def test_c_connections_over_the_cap_per_address_are_refused_at_their_initial(pki, caplog):
    async with serving(pki, max_connections_per_address=2) as server:
        with caplog.at_level(logging.WARNING, logger="l7_transport.http3"):
            async with HonestPeer(server, pki) as honest:
                held = await RawH3.open(server.port)
                await session(held)
                with pytest.raises(ConnectError) as refused:
                    await Http3Client.connect(
                        HOST, server.port, ca=pki.ca_cert, config=TransportConfig(**SHORT)
                    )
                assert refused.value.code is TransportErrorCode.CONNECT_FAILED
                third = await RawH3.open(server.port, finish=False)
                closed = await third.wait_closed()
                assert (closed.code, closed.transport) == (QuicErrorCode.CONNECTION_REFUSED, True)
                assert closed.reason == "too many connections"
                await honest.served_more()
                third.close()
                held.close()
        assert (
            f"to HTTP/3 at 127.0.0.1:{server.port} (CONNECTION_REFUSED): "
            "2 connections from 127.0.0.1 are open"
        ) in caplog.text
        stats = await settled(server, connections=0)
        assert stats.refused_connections == 2
        async with HonestPeer(server, pki):
            pass  # a slot freed is a slot served


async def test_c_connections_over_the_total_cap_are_refused(pki):
    async with serving(pki, max_connections=1, max_connections_per_address=10) as server:
        async with HonestPeer(server, pki) as honest:
            extra = await RawH3.open(server.port, finish=False)
            closed = await extra.wait_closed()
            assert closed.code == QuicErrorCode.CONNECTION_REFUSED
            await honest.served_more()
            extra.close()
        assert server.stats().refused_connections == 1


async def test_c_a_handshake_stalled_connection_holds_its_slot_only_until_its_timeout(pki):
    async with serving(pki, max_connections_per_address=1) as server:
        stalled = await RawH3.open(server.port, finish=False)
        await stalled.wait_closed()
        stalled.close()
        await settled(server, connections=0)
        async with HonestPeer(server, pki):
            pass


# ------------------------------------------------------------------ D: stream floods


async def test_d_the_advertised_stream_limits_are_the_configured_ones(pki):
    async with serving(pki, max_concurrent_streams=5) as server:
        raw = await RawH3.open(server.port)
        assert raw.quic._remote_max_streams_bidi == 5
        assert raw.quic._remote_max_streams_uni == 8
        raw.close()


async def test_d_one_request_beyond_the_handlers_allowed_is_refused_alone(pki):
    release = asyncio.Event()

    async def lingering(channel: Channel) -> None:
        # Ends its session at once, then keeps working: its stream is gone,
        # its handler is not. (Once released, it echoes.)
        if release.is_set():
            await echo(channel)
            return
        with contextlib.suppress(TransportError):
            while await channel.receive():
                pass
            await channel.close()
        await release.wait()

    async with serving(pki, lingering, max_concurrent_streams=3) as server:
        client = await Http3Client.connect(
            HOST, server.port, ca=pki.ca_cert, config=TransportConfig(**SHORT)
        )
        for _ in range(6):  # twice the stream limit (spec 2.3)
            channel = await client.open_session()
            await channel.send(encode_frame(b"one frame"))  # something for a handler to handle
            await channel.close()
            assert await asyncio.wait_for(channel.receive(), HANG) == b""
        await settled(server, streams=0, handlers=6)
        with pytest.raises(TransportError) as refused:
            await client.open_session()
        assert refused.value.code is TransportErrorCode.SESSION_REFUSED
        assert not client.closed
        release.set()
        await settled(server, handlers=0)
        channel = await client.open_session()
        await channel.send(encode_frame(b"again"))
        assert await asyncio.wait_for(channel.receive(), HANG) == encode_frame(b"again")
        await client.close()


# ------------------------------------------------------------------ E: oversized frames


async def test_e_unknown_frames_are_skipped_as_they_arrive_never_buffered(pki):
    async with serving(pki) as server:
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        raw.send(stream_id, frame(0x21, b"", length=10**12))
        for _ in range(40):
            raw.send(stream_id, os.urandom(16 * 1024))
        await raw.until(lambda: len(raw.quic._streams[stream_id].sender._buffer) == 0)
        [connection] = server.connections
        await asyncio.sleep(0.2)
        h3_stream = connection.http._stream.get(stream_id)
        assert h3_stream is None or len(h3_stream.buffer) < 1024
        assert raw.closed is None
        raw.close()


async def test_e_control_stream_credit_stays_a_fixed_window_ahead(pki):
    # aioquic doubled a unidirectional stream's credit as data arrived, and a
    # peer can make it allocate any gap up to that credit: the control stream
    # now gets a fixed window beyond what has been read.
    async with serving(pki, max_header_list_size=4096) as server:
        raw = await RawH3.open(server.port)
        await session(raw)
        assert raw.control_stream is not None
        for _ in range(25):
            raw.send(raw.control_stream, frame(0x21, os.urandom(4000)))
            await asyncio.sleep(0.01)
        await raw.until(lambda: not raw.quic._streams[raw.control_stream].sender._buffer)
        [connection] = server.connections
        await asyncio.sleep(0.1)
        stream = connection._quic._streams[raw.control_stream]
        read = stream.receiver.starting_offset()
        assert read > 90_000
        assert stream.max_stream_data_local <= read + 4096 + 1024
        raw.close()


async def test_e_a_one_shot_body_above_the_limit_gets_413_with_a_problem_document(pki):
    async with serving(pki, max_frame_size=1024) as server:
        raw = await RawH3.open(server.port)
        stream_id = raw.request(
            headers_frame(request_headers(MESSAGE_PATH)) + data_frame(l8_frame(b"x" * 2000))
        )
        status, body = await raw.response(stream_id)
        assert status == 413
        assert json.loads(body)["status"] == 413
        await raw.until(lambda: raw.seen(stream_id).stop is not None)
        assert raw.seen(stream_id).stop == ErrorCode.H3_NO_ERROR
        assert raw.seen(stream_id).reset is None
        await session(raw)
        raw.close()


async def test_e_a_one_shot_body_of_two_frames_gets_400_with_a_problem_document(pki):
    async with serving(pki) as server:
        raw = await RawH3.open(server.port)
        body = l8_frame(b"one") + l8_frame(b"two")
        stream_id = raw.request(
            headers_frame(request_headers(MESSAGE_PATH)) + data_frame(body), end=True
        )
        status, answer = await raw.response(stream_id)
        problem = json.loads(answer)
        assert (status, problem["status"], problem["type"]) == (400, 400, "about:blank")
        assert raw.seen(stream_id).reset is None
        raw.close()


# ------------------------------------------------------------------ F: abuse budgets


async def within_credit(raw: RawH3) -> None:
    """Wait until the next request stream is within the server's MAX_STREAMS.

    (aioquic writes RESET_STREAM for a stream beyond the credit at once: this
    attacker counts right, so that its resets are what the server judges.)
    """
    quic = raw.quic
    await raw.until(
        lambda: (
            quic.get_next_available_stream_id() // 4 < quic._remote_max_streams_bidi
            or raw.closed is not None
        )
    )


async def burst(raw: RawH3, payload: bytes, *, reset: bool) -> None:
    """Open every request stream the credit allows with `payload`, in one burst (then reset
    them all, if told), until the server closes the connection.

    QUIC's stream credit already paces these attacks to one round of
    max_concurrent_streams per round trip: each round is sent at once, so
    that even a loaded machine outruns the budget's refill.
    """
    quic = raw.quic
    async with asyncio.timeout(HANG * 6):
        while raw.closed is None:
            await within_credit(raw)
            opened = []
            while quic.get_next_available_stream_id() // 4 < quic._remote_max_streams_bidi:
                opened.append(quic.get_next_available_stream_id())
                quic.send_stream_data(opened[-1], payload)
            raw.flush()
            if reset:
                for stream_id in opened:
                    quic.reset_stream(stream_id, ErrorCode.H3_REQUEST_CANCELLED)
                raw.flush()


async def test_f_rapid_reset_closes_the_connection_with_excessive_load(pki, caplog):
    async with serving(pki, max_concurrent_streams=100) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        with caplog.at_level(logging.WARNING, logger="l7_transport.http3"):
            await burst(raw, headers_frame(request_headers()), reset=True)
        assert raw.closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        assert "too many streams reset" in caplog.text
        raw.close()


async def test_f_streams_made_to_reset_count_too_made_you_reset(pki):
    async with serving(pki, max_concurrent_streams=100) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        # Malformed requests: the server resets each stream itself.
        await burst(raw, headers_frame([*request_headers(), ("Upper", "x")]), reset=False)
        assert raw.closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        raw.close()


async def test_f_stop_sending_floods_are_budgeted(pki):
    async with serving(pki) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        async with asyncio.timeout(HANG):
            while raw.closed is None:
                for _ in range(50):
                    raw.stop(stream_id)  # the same stream, again and again
                await asyncio.sleep(0.01)
        assert raw.closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        raw.close()


async def test_f_frames_that_carry_nothing_are_budgeted(pki):
    async with serving(pki, max_control_frames=50) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        raw.send(stream_id, frame(0x21, b"") * 20 + data_frame(b"") * 20)  # 40: within budget
        await raw.echo(stream_id, b"fine")
        raw.send(stream_id, frame(0x21, b"") * 100)
        closed = await raw.wait_closed()
        assert closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        raw.close()


@pytest.mark.parametrize(
    ("name", "packed"),
    [
        ("PING", b"\x01" * 199),  # one byte each
        ("STREAM", b"\x0a\x00\x00" * 66),  # empty, on the session's own stream
        ("ACK", b"\x02\x00\x00\x00\x00" * 39),  # past the packet's first
    ],
)
async def test_f_quic_frames_that_carry_nothing_are_budgeted(pki, caplog, name, packed):
    # Below HTTP/3: a datagram packed with frames like these cost the server's aioquic
    # 17-37x the CPU of an ordinary datagram, and nothing counted them.
    async with serving(pki, max_control_frames=50) as server, HonestPeer(server, pki):
        raw = await RawH3.open(server.port)
        await raw.echo(await session(raw), b"fine")  # an honest exchange first

        def write(builder, uids=(), comment=""):  # noqa: ARG001 - aioquic's signature
            builder.start_frame(0x01, capacity=1 + len(packed)).push_bytes(packed)

        raw.quic._write_ping_frame = write
        with caplog.at_level(logging.WARNING, logger="l7_transport.http3"):
            async with asyncio.timeout(HANG):
                while raw.closed is None:
                    raw.quic.send_ping(0)
                    raw.flush()
                    await asyncio.sleep(0.01)
        assert raw.closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        assert f"QUIC {name}" in raw.closed.reason
        raw.close()


# ------------------------------------------------------------------ G: datagram floods


async def test_g_junk_and_replayed_datagrams_at_a_live_connection_cost_it_nothing(pki, capsys):
    async with serving(pki) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        replays = list(raw.sent[-20:])
        cid = raw.quic._peer_cid.cid
        count = 3000
        started = time.process_time()
        for index in range(count):
            raw.datagram(b"\x40" + cid + os.urandom(1200))  # short header, its ID, garbage
            raw.datagram(replays[index % len(replays)])
            if index % 100 == 99:
                await asyncio.sleep(0)
        await raw.echo(stream_id, b"unharmed")
        spent = time.process_time() - started
        await honest.served_more()
        assert raw.closed is None
        with capsys.disabled():
            print(  # noqa: T201 - the figure the docs quote
                f"\n  {2 * count} junk and replayed datagrams: "
                f"{spent / (2 * count) * 1e6:.1f} us of CPU each (client and server)"
            )
        raw.close()
        assert server.stats().faulted_connections == 0


async def test_g_an_initial_flood_from_many_ports_leaves_honest_clients_served(pki, capsys):
    count = 300
    async with serving(pki, max_connections_per_address=50) as server:
        async with HonestPeer(server, pki) as honest:
            started = time.process_time()
            flood = await asyncio.create_subprocess_exec(
                sys.executable,
                str(ATTACKER),
                str(server.port),
                str(count),
                "halfopen",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            assert flood.stdin is not None
            assert flood.stdout is not None
            async with asyncio.timeout(60):
                assert await flood.stdout.readline() == b"open\n"
            spent = time.process_time() - started
            stats = server.stats()
            await honest.served_more()
            flood.stdin.write(b"go\n")
            async with asyncio.timeout(60):
                await flood.stdout.readline()
                await flood.wait()
        assert stats.connections <= 50  # the honest one and 49 of the flood, at most
        assert stats.refused_connections > 0
        with capsys.disabled():
            print(  # noqa: T201 - the figure the docs quote
                f"\n  {count} Initials from {count} ports: {spent / count * 1e3:.2f} ms of server "
                f"CPU each ({stats.connections} admitted, the rest refused statelessly)"
            )
        await settled(server, connections=0)


# ------------------------------------------------------------------ H: memory per connection

HOSTILE = 100
MEMORY_PER_CONNECTION = 200 * 1024


@pytest.mark.parametrize("mode", ["halfopen", "junk"])
async def test_h_memory_per_hostile_connection_is_bounded(pki, mode, capsys):
    """100 connections that never finish the handshake, or send junk after it.

    The attacker runs in a process of its own, so that what tracemalloc
    traces here is the server's: the peak over the attack, less what was
    traced before it, per connection. The deadlines are long here, so that
    every hostile connection is held at the peak (a loaded machine takes
    seconds to open them all); that they close is shown above. Once the
    server has let them all go, what is still traced is a leak.
    """
    async with serving(pki, tls_handshake_timeout=60, first_byte_timeout=60) as server:
        async with HonestPeer(server, pki):
            pass  # every code path the attack will take is warm
        await settled(server, connections=0)
        gc.collect()
        tracemalloc.start()
        try:
            baseline = tracemalloc.get_traced_memory()[0]
            tracemalloc.reset_peak()
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                str(ATTACKER),
                str(server.port),
                str(HOSTILE),
                mode,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            assert process.stdin is not None
            assert process.stdout is not None
            async with asyncio.timeout(120):  # a hang detector: 100 handshakes on a busy machine
                line = await process.stdout.readline()
            assert line == b"open\n", line
            held = server.stats().connections
            async with HonestPeer(server, pki) as honest:
                await honest.served_more()
            peak = tracemalloc.get_traced_memory()[1]
            process.stdin.write(b"go\n")
            async with asyncio.timeout(60):
                result = json.loads(await process.stdout.readline())
                await process.wait()
            await server.close(grace=0)
            await settled(server, connections=0)
            gc.collect()
            leftover = tracemalloc.get_traced_memory()[0] - baseline
        finally:
            tracemalloc.stop()
        assert result == {"count": HOSTILE}, result
        assert held >= HOSTILE * 0.9, f"only {held} hostile connections held at once"
        per_connection = (peak - baseline) / held
        with capsys.disabled():
            print(  # noqa: T201 - the figure the docs quote
                f"\n  {mode}: {per_connection / 1024:.0f} KiB per hostile connection at peak "
                f"({held} held at once); {leftover / 1024:.0f} KiB left after them"
            )
        assert per_connection < MEMORY_PER_CONNECTION, (
            f"{per_connection / 1024:.0f} KiB per hostile connection (peak {peak}, "
            f"baseline {baseline})"
        )
        # (What is left is the honest peer's last connection, still closing.)
        assert leftover < 512 * 1024, f"{leftover} bytes still traced: a leak"


# ------------------------------------------------------------------ I: Initials that prove nothing

JUNK_SHAPES = list(junk_initials(client_initial(443)))


def held(server: Http3Server) -> tuple[int, int]:
    """(connections counted against the caps, QUIC connections the listener holds)."""
    protocols = server._server._protocols  # type: ignore[union-attr]
    return server.stats().connections, len(set(protocols.values()))


@pytest.mark.parametrize("shape", JUNK_SHAPES)
async def test_i_an_initial_that_does_not_decrypt_is_dropped_leaving_nothing(pki, shape):
    # Caps of 2 and a long handshake timeout: had the junk been admitted, it would hold the
    # caps, and the second client below would be refused.
    limits = {"max_connections": 2, "max_connections_per_address": 2, "tls_handshake_timeout": 60}
    async with serving(pki, **limits) as server, HonestPeer(server, pki) as honest:
        baseline = held(server)
        dropped = server.undecryptable_initials
        junk = await Answers.open(server.port)
        for _ in range(20):
            junk.send(junk_initials(client_initial(server.port))[shape])
        await honest.served_more()  # after the junk, in the server's socket and its loop
        assert held(server) == baseline
        assert junk.received == []  # no refusal, no Version Negotiation: nothing to reflect
        if shape != "truncated inside its packet":  # (too small to open a connection anyway)
            assert server.undecryptable_initials == dropped + 20
        async with HonestPeer(server, pki):
            pass
        assert server.stats().refused_connections == 0
        junk.close()
    assert held(server) == (0, 0)


async def test_i_junk_initials_from_anywhere_do_not_lock_new_clients_out(pki):
    # The finding of test_attacks_live, in small: a total cap of 3, the cap per address out
    # of the way (as for spoofed sources), a handshake timeout that would hold junk all along.
    limits = {"max_connections": 3, "max_connections_per_address": 1000}
    async with serving(pki, tls_handshake_timeout=60, **limits) as server:
        flood = await Answers.open(server.port)
        for index in range(300):
            flood.send(initial_shaped())
            if index % 50 == 49:
                await asyncio.sleep(0.01)  # paced: the socket's buffer, not the server, drops
        async with HonestPeer(server, pki), HonestPeer(server, pki) as second:
            await second.served_more()
        stats = await settled(server, connections=0)
        assert stats.refused_connections == 0
        assert server.undecryptable_initials > 0
        assert held(server) == (0, 0)
        assert flood.received == []
        flood.close()


async def test_i_a_real_clients_initial_replayed_from_another_port(pki):
    # While the client's connection lives, its Initial replayed from another port is routed to
    # it and dropped there (a duplicate, or its keys gone): no new state, no answer. Once the
    # connection is gone, the replay is a new client's Initial like any: counted, answered,
    # and closed at the handshake timeout, back to the baseline.
    async with serving(pki) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        stream_id = await session(raw)
        initial = raw.sent[0]
        baseline = held(server)
        replayer = await Answers.open(server.port)
        for _ in range(10):
            replayer.send(initial)
        await raw.echo(stream_id, b"unharmed")
        await honest.served_more()
        assert held(server) == baseline
        assert replayer.received == []
        raw.close()
        await settled(server, connections=1)
        await eventually(lambda: held(server) == (1, 1))
        faulted = server.stats().faulted_connections
        late = await Answers.open(server.port)
        late.send(initial)
        await eventually(lambda: late.received)  # the server's handshake flight
        stats = await settled(server, connections=1, faulted_connections=faulted + 1)
        assert stats.refused_connections == 0
        await eventually(lambda: held(server) == (1, 1))
        await honest.served_more()
        replayer.close()
        late.close()


async def test_i_a_connection_of_which_aioquic_decrypts_nothing_is_let_go_at_once(pki, monkeypatch):
    # Should the stateless check and aioquic ever disagree, the listener holds the line: a
    # connection still in its first flight once its first datagram is handled is forgotten,
    # its timers cancelled, its place in the caps released, nothing sent.
    monkeypatch.setattr(h3listener, "initial_decrypts", lambda *_args, **_kwargs: True)
    async with serving(pki, max_connections=2, tls_handshake_timeout=60) as server:
        listener = server._server
        assert listener is not None
        create = listener._create_protocol
        made: list[Any] = []

        def recording(*args: Any, **kwargs: Any) -> Any:
            made.append(create(*args, **kwargs))
            return made[-1]

        listener._create_protocol = recording
        junk = await Answers.open(server.port)
        for _ in range(5):
            junk.send(initial_shaped())
        await eventually(lambda: len(made) == 5)
        assert held(server) == (0, 0)
        assert server.undecryptable_initials == 5
        for protocol in made:
            assert protocol._timer is None
            assert protocol._deadline is None
            assert protocol.lost.is_set()
        async with HonestPeer(server, pki):
            pass
        assert junk.received == []
        junk.close()


async def test_i_with_retry_a_new_connection_proves_its_address_first(pki):
    # QUIC Retry (an operator's option against floods of well-formed Initials from spoofed
    # addresses): an Initial from an address that does not answer gets a Retry, never state;
    # junk still gets nothing; a client that does answer is served.
    async with (
        serving(pki, retry=True, tls_handshake_timeout=60) as server,
        HonestPeer(server, pki) as honest,
    ):
        baseline = held(server)
        spoofed = await Answers.open(server.port)
        spoofed.send(client_initial(server.port))
        await eventually(lambda: spoofed.received)
        [answer] = spoofed.received
        assert answer[0] & 0xF0 == 0xF0  # a long header, type Retry (QUIC v1)
        silent = await RawH3.open(server.port, finish=False)  # a real first flight, then deaf
        junk = await Answers.open(server.port)
        for datagram in junk_initials(client_initial(server.port)).values():
            junk.send(datagram)
        await honest.served_more()
        assert held(server) == baseline
        assert junk.received == []
        async with HonestPeer(server, pki):
            pass
        assert server.stats().refused_connections == 0
        for socket in (spoofed, junk, silent):
            socket.close()


async def test_i_under_load_a_new_connection_proves_its_address_first(pki, caplog):
    """An outside attack: 2,000 Initials that never finished their handshake (spoofable:
    no Retry unless asked for) held ~350 objects each, and the full collections that made
    stalled every locked session for 250-370 ms. Past half of `max_handshakes` under way,
    a new connection gets a Retry (no state kept), and a spoofed flood holds no more; an
    honest client answers the Retry and is served. Below half, no Retry."""
    async with (
        serving(pki, max_handshakes=4, tls_handshake_timeout=60) as server,
        HonestPeer(server, pki) as honest,
    ):
        baseline = held(server)
        half_open = []
        for _ in range(2):  # under half: admitted as ever, and never finished
            deaf = await Answers.open(server.port)
            deaf.send(client_initial(server.port))
            half_open.append(deaf)
        await eventually(lambda: held(server)[0] == baseline[0] + 2)
        assert server.handshakes(HOST) == (2, 2)
        await eventually(lambda: all(d.received for d in half_open))
        assert all(d.received[0][0] & 0xF0 != 0xF0 for d in half_open)  # no Retry: a flight
        spoofed = [await Answers.open(server.port) for _ in range(20)]
        with caplog.at_level(logging.WARNING, logger="l7_transport.http3"):
            for socket in spoofed:
                socket.send(client_initial(server.port))
            await eventually(lambda: all(s.received for s in spoofed))
        assert caplog.text.count("new connections prove their address first") == 1  # once
        assert all(s.received[0][0] & 0xF0 == 0xF0 for s in spoofed)  # Retries (QUIC v1)
        assert held(server)[0] == baseline[0] + 2  # nothing kept for them
        async with HonestPeer(server, pki):  # answers the Retry: served
            pass
        await honest.served_more()
        assert server.stats().refused_connections == 0
        for socket in (*half_open, *spoofed):
            socket.close()


async def test_i_a_handshake_that_times_out_is_no_longer_counted(pki):
    async with serving(pki, max_handshakes=16) as server:  # a handshake timeout of 0.5 s
        deaf = await Answers.open(server.port)
        deaf.send(client_initial(server.port))
        await eventually(lambda: server.handshakes(HOST) == (1, 1))
        await eventually(lambda: server.handshakes(HOST) == (0, 0))
        async with HonestPeer(server, pki) as honest:  # a finished one is not counted either
            assert server.handshakes(HOST) == (0, 0)
            await honest.served_more()
        deaf.close()


async def test_i_an_agent_can_ask_every_new_connection_for_a_retry(pki):
    """An outside attack: `Agent.serve` had no way to ask for QUIC Retry (only
    `serve_http3` had). `retry=True` (`[listen] retry = true`) does; over HTTP/2 it is
    refused, as it means nothing there."""
    from contexts.builtin import builtin  # noqa: PLC0415 - the app layer, this test only
    from ioa.agent import Agent, Tls  # noqa: PLC0415
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])
    tls = Tls(cert=pki.server_cert, key=pki.server_key)
    with pytest.raises(ValueError, match="retry is QUIC's"):
        await agent.serve("127.0.0.1", 0, protocol="h2", tls=tls, retry=True)
    listener = await agent.serve("127.0.0.1", 0, protocol="h3", tls=tls, retry=True)
    try:
        port = listener.port
        fresh = await Answers.open(port)
        fresh.send(client_initial(port))
        await eventually(lambda: fresh.received)
        assert fresh.received[0][0] & 0xF0 == 0xF0  # a Retry, under no load at all
        fresh.close()
    finally:
        await listener.close()


# ------------------------------------------------------------------ J: the per-address budget

NOTHING = frame(0x21, b"")
"""A reserved (grease) frame with no payload: it carries nothing, and draws a control token."""


async def test_j_connections_each_within_their_budget_are_closed_by_their_addresss(pki):
    """Eight connections from one address each send 1,500 frames that carry nothing, within
    their own budget (2,000 in a burst, so never stopped before), one after another:
    together they spend the address's budget (200 here), and each is closed
    H3_EXCESSIVE_LOAD as spending beyond its fair share. A light connection of the same
    address (its peer behind the same NAT) that sends a few such frames goes on, and so
    does an honest session."""
    async with (
        serving(pki, max_control_frames_per_address=200) as server,
        HonestPeer(server, pki) as honest,
    ):
        light = await RawH3.open(server.port)
        light_stream = await session(light)
        flooders = [await RawH3.open(server.port) for _ in range(8)]
        streams = [await session(flooder) for flooder in flooders]
        for flooder, stream_id in zip(flooders, streams, strict=True):
            flooder.send(stream_id, NOTHING * 1500)
            closed = await flooder.wait_closed()
            assert closed.code == ErrorCode.H3_EXCESSIVE_LOAD
            assert "per-address budget" in closed.reason, closed.reason
            assert "fair share" in closed.reason or "floor" in closed.reason
            flooder.close()
        light.send(light_stream, NOTHING * 3)
        await light.echo(light_stream, b"still served")
        assert light.closed is None
        await honest.served_more()
        light.close()


async def test_j_closing_every_connection_and_reopening_buys_no_new_budget(pki):
    """A connection spends its address's whole budget (200 frames that carry nothing) and
    closes: the address has no connection left. A new one from the same address meets the
    same budget, spent (the budgets' clock is stopped here: nothing refills), so it is
    closed within 300 such frames, where a fresh budget would have taken 400 (its burst,
    and as much again in debt)."""
    async with serving(pki, max_control_frames_per_address=200) as server:
        stopped = asyncio.get_running_loop().time()
        server.budget_clock = lambda: stopped
        first = await RawH3.open(server.port)
        stream_id = await session(first)
        # (with the two echoes, DATA frames of fewer than 64 bytes that draw a token each)
        first.send(stream_id, NOTHING * 198)
        await first.echo(stream_id, b"within the address's budget")
        assert first.closed is None
        first.close()
        await eventually(lambda: not server.control_budgets)  # its last connection has gone
        assert server.control_budgets.idle == 1  # its budget, kept
        again = await RawH3.open(server.port)
        stream_id = await session(again)
        again.send(stream_id, NOTHING * 300)
        closed = await again.wait_closed()
        assert closed.code == ErrorCode.H3_EXCESSIVE_LOAD
        assert "per-address budget" in closed.reason, closed.reason
        again.close()


class JoinsSeen(AddressBudgets):
    """A server's address budgets that keep every share they hand out."""

    def __init__(self, per_address: int) -> None:
        super().__init__(per_address)
        self.shares: list[AddressShare] = []

    def join(self, source: str, now: float) -> AddressShare:
        share = super().join(source, now)
        self.shares.append(share)
        return share


async def test_j_every_connection_gives_its_share_back_however_it_ends(pki, tmp_path):
    """Connections end every way a QUIC connection can: a handshake that never completes,
    one the client fails (it does not trust the server), a close by the client, a close
    by the server (no request in time), a peer that vanishes (QUIC's idle timeout), and
    the server's shutdown. Each that got past its handshake took one share of its
    address's budget, and every share is given back: no budget in use outlives the
    connections."""
    limits = {"keepalive_interval": 1.0, "keepalive_timeout": 1.0}  # a vanished peer: gone in 2 s
    async with serving(pki, **limits) as server:
        budgets = server.control_budgets = JoinsSeen(server.config.max_control_frames_per_address)
        config = TransportConfig(**SHORT)
        stalled = await RawH3.open(server.port, finish=False)  # never established
        stranger = write_dev_pki(tmp_path / "other")  # another CA: the server is not trusted
        with pytest.raises(ConnectError):
            await Http3Client.connect(HOST, server.port, ca=stranger.ca_cert, config=config)
        leaving = await Http3Client.connect(HOST, server.port, ca=pki.ca_cert, config=config)
        await (await leaving.open_session()).send(encode_frame(b"bye"))
        await leaving.close()  # closed by the client
        silent = await RawH3.open(server.port)  # closed by the server: no request
        vanished = await RawH3.open(server.port)
        await session(vanished)
        vanishing = await connection_of(server, vanished)
        vanished.silent = True  # the peer is gone: not even a CONNECTION_CLOSE
        staying = await Http3Client.connect(HOST, server.port, ca=pki.ca_cert, config=config)
        await staying.open_session()
        assert (await stalled.wait_closed()).code == QuicErrorCode.CONNECTION_REFUSED
        assert (await silent.wait_closed()).reason == "no request within 0.5s"
        await eventually(lambda: budgets.connections(HOST) == 1)  # the staying one
        assert vanishing.lost_reason.code is TransportErrorCode.KEEPALIVE_TIMEOUT
        assert len(budgets.shares) == 4  # leaving, silent, vanished, staying
        await server.close(grace=0.5)  # with a session open
        await eventually(lambda: not budgets)
        assert all(share.left for share in budgets.shares)
        assert server.gate.open == 0
        await staying.close()
        for raw in (stalled, silent, vanished):
            raw.close()


# ------------------------------------------------------------------ K: data out of order

WINDOW = TransportConfig().stream_window


async def open_sessions(raw: RawH3, count: int, first: bytes = b"") -> list[int]:
    """`count` session streams (headers, then `first`), once the server gave each its window."""
    streams = [raw.request(headers_frame(request_headers()) + first) for _ in range(count)]
    await raw.until(lambda: all(raw.credit(stream_id) > WINDOW for stream_id in streams))
    return streams


def held_out_of_order(connection: Any) -> tuple[int, int]:
    """What the server's QUIC streams of `connection` hold past what they delivered: all of
    it, and the bytes of its gaps (what aioquic allocated without receiving it)."""
    held = gaps = 0
    for stream in connection._quic._streams.values():
        receiver = stream.receiver
        held += len(receiver._buffer)
        gaps += len(receiver._buffer) - sum(len(r) for r in receiver._ranges)
    return held, gaps


async def test_k_one_byte_frames_each_past_a_gap_close_at_the_ranges_bound(pki):
    """An outside attack (F1): one-byte STREAM frames with a gap before each. aioquic walks every
    range a stream holds for each such frame (and HTTP/3's charging summed them twice): the cost
    grew with the square of the frames, and 443 KiB took a server 14 s of CPU. A stream holds
    MAX_RANGES; the frame that would add one more closes the connection."""
    async with serving(pki, first_byte_timeout=60) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        [stream_id] = await open_sessions(raw, 1)
        base = raw.written(stream_id)
        fragments = [stream_frame(stream_id, base + 1 + 2 * n, b"x") for n in range(MAX_RANGES)]
        await raw.frames_delivered(
            [b"".join(fragments[at : at + 32]) for at in range(0, MAX_RANGES, 32)]
        )
        receiver = connection._quic._streams[stream_id].receiver
        assert len(receiver._ranges) == MAX_RANGES
        assert raw.closed is None
        await raw.frames(stream_frame(stream_id, base + 1 + 2 * MAX_RANGES, b"x"))
        closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert f"more than {MAX_RANGES} ranges" in closed.reason
        assert len(receiver._ranges) == MAX_RANGES
        await honest.served_more()
        raw.close()


@pytest.mark.parametrize("data", [b"x", b""], ids=["one-byte", "empty"])
async def test_k_a_byte_at_the_end_of_each_window_is_counted_before_it_is_allocated(
    pki, data, caplog
):
    """An outside attack (F2): sessions that sent their headers only, then one byte at the end
    of each one's window: aioquic allocated each window (33 MiB a connection for 12 KiB sent),
    past the 1 MiB that first frames not whole may hold (spec 2.2), and nothing counted it.
    (An empty frame there allocates as much.) What streams not started hold out of order is
    counted first: four windows fit the budget, the frame that would pass it closes the
    connection, and nothing more was allocated."""
    async with serving(pki, first_byte_timeout=60) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        budget = connection._quic.ioa_out_of_order.budget
        fit = budget // WINDOW
        streams = await open_sessions(raw, fit + 1)
        ends = [stream_frame(s, raw.credit(s) - len(data), data) for s in streams]
        await raw.frames_delivered([b"".join(ends[:fit])])
        assert held_out_of_order(connection)[0] == fit * WINDOW
        assert raw.closed is None
        with caplog.at_level(logging.WARNING, logger="l7_transport.http3"):
            await raw.frames(ends[fit])
            closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert "out of order" in closed.reason
        assert held_out_of_order(connection)[0] == fit * WINDOW <= budget
        assert f"closing the connection: {closed.reason}" in caplog.text
        assert server.stats().faulted_connections == 1
        await honest.served_more()
        raw.close()


async def test_k_gaps_on_sessions_that_started_are_counted_too(pki):
    """The same on sessions whose first frame was whole (an empty one is enough to start one):
    a started stream counts only its gaps, the bytes never received, against the same budget."""
    async with serving(pki, first_byte_timeout=60) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        budget = connection._quic.ioa_out_of_order.budget
        fit = budget // WINDOW
        hello = l8_frame(b"hello")
        streams = await open_sessions(raw, fit + 1, data_frame(hello))
        await raw.until(
            lambda: all(response_body(bytes(raw.seen(s).data)) == hello for s in streams)
        )
        ends = [stream_frame(s, raw.credit(s) - 1, b"x") for s in streams]
        await raw.frames_delivered([b"".join(ends[:fit])])
        _, gaps = held_out_of_order(connection)
        assert fit * (WINDOW - len(hello) - 10) <= gaps <= budget
        assert raw.closed is None
        await raw.frames(ends[fit])
        closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert "out of order" in closed.reason
        assert held_out_of_order(connection)[1] == gaps
        await honest.served_more()
        raw.close()


async def test_k_data_out_of_order_as_honest_peers_send_it_is_served(pki):
    """Reordering and loss: a 100 KB frame whose first packet comes last (sent again, say),
    on a session and as a session's first frame. Its gap is one packet: nothing is refused,
    the frame is served whole, and nothing is held once the gap is filled."""
    async with serving(pki, first_byte_timeout=60) as server:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        busy = await session(raw)
        [fresh] = await open_sessions(raw, 1)
        payload = l8_frame(b"y" * 100_000)
        for stream_id in (busy, fresh):
            before = len(response_body(bytes(raw.seen(stream_id).data)))
            data, base = data_frame(payload), raw.written(stream_id)
            pieces = [(base + at, data[at : at + 1000]) for at in range(0, len(data), 1000)]
            frames = [stream_frame(stream_id, at, piece) for at, piece in pieces]
            await raw.frames_delivered(frames[1:])
            await raw.frames_delivered(frames[:1])
            await raw.until(
                lambda s=stream_id, b=before: (
                    len(response_body(bytes(raw.seen(s).data))) >= b + len(payload)
                )
            )
        assert raw.closed is None
        assert held_out_of_order(connection) == (0, 0)
        assert connection._quic.ioa_out_of_order.total == 0
        raw.close()


async def test_k_one_shot_messages_with_a_packet_lost_count_only_their_gaps(pki):
    """A review: a one-shot message counted as not started until its whole frame was in, so
    all it held past a lost packet counted against the budget: five honest uploads of 256
    KiB, each with one packet lost near its start, closed the connection. A message's bytes
    are its own bound (`max_message_body`, as in order): only its gaps count."""
    async with serving(pki, first_byte_timeout=60) as server:
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        budget = connection._quic.ioa_out_of_order.budget
        count = budget // (WINDOW // 2) + 2  # together, past the budget
        headers = headers_frame(request_headers(MESSAGE_PATH))
        streams = [raw.request(headers) for _ in range(count)]
        await raw.until(lambda: all(raw.credit(s) > WINDOW for s in streams))
        body = l8_frame(b"y" * (WINDOW // 2))
        data = data_frame(body)
        lost: list[bytes] = []
        for stream_id in streams:
            base = raw.written(stream_id)
            pieces = [
                stream_frame(stream_id, base + at, data[at : at + 1100], fin=at + 1100 >= len(data))
                for at in range(0, len(data), 1100)
            ]
            lost.append(pieces[0])  # the first packet: all the rest waits behind it
            await raw.frames_delivered(pieces[1:])
        held, gaps = held_out_of_order(connection)
        assert held > budget
        assert raw.closed is None
        assert connection._quic.ioa_out_of_order.total == gaps == count * 1100
        await raw.frames_delivered(lost)
        for stream_id in streams:
            assert await raw.response(stream_id) == (200, body)
        assert held_out_of_order(connection) == (0, 0)
        assert connection._quic.ioa_out_of_order.total == 0
        raw.close()


async def test_k_a_stream_the_server_stopped_holds_nothing_though_its_peer_never_answers(pki):
    """F2's second half: a session the server resets at its deadline is stopped (STOP_SENDING),
    but aioquic kept its buffer, gaps and all, until the peer's RESET_STREAM, which this peer
    never sends. A stopped stream lets go of what it holds and of all that comes later: more
    bytes past its gaps (eight windows, past the budget) hold nothing and close nothing."""
    async with serving(pki) as server:  # the sessions below are reset after 0.5 s
        raw = await RawH3.open(server.port)
        raw.ignore_stop_sending()
        connection = await connection_of(server, raw)
        busy = await session(raw)
        streams = await open_sessions(raw, 2)
        await raw.frames(b"".join(stream_frame(s, raw.credit(s) - 1, b"x") for s in streams))
        await raw.until(lambda: all(raw.seen(s).stop is not None for s in streams))
        assert all(raw.seen(s).reset == ErrorCode.H3_REQUEST_CANCELLED for s in streams)
        assert held_out_of_order(connection) == (0, 0)
        streams += await open_sessions(raw, 6)
        await raw.until(lambda: all(raw.seen(s).stop is not None for s in streams))
        await raw.frames(b"".join(stream_frame(s, raw.credit(s) - 2, b"x") for s in streams))
        await raw.echo(busy, b"unharmed")
        assert raw.closed is None
        assert all(s in connection._quic._streams for s in streams)  # never answered: kept
        assert held_out_of_order(connection) == (0, 0)
        assert connection._quic.ioa_out_of_order.total == 0
        raw.close()


async def test_k_crypto_fragments_each_past_a_gap_close_before_any_handshake(pki):
    """An outside attack (F1): Initial packets (anyone can make one: the keys come from the
    packet itself) of one-byte CRYPTO frames, a gap before each: 231 KiB froze a server's loop
    for 20 s, with no handshake and a source that could be spoofed. A crypto stream holds at
    most MAX_RANGES: the frame past them closes the connection, CRYPTO_BUFFER_EXCEEDED."""
    async with serving(pki) as server, HonestPeer(server, pki) as honest:
        initials = HandmadeInitials()
        answers = await Answers.open(server.port)
        answers.send(initials.datagram([(1 + 2 * n, b"\x16") for n in range(MAX_RANGES + 40)]))
        await eventually(lambda: any(initials.closes(d) for d in answers.received))
        [close] = [c for d in answers.received for c in initials.closes(d)][:1]
        assert close == (QuicErrorCode.CRYPTO_BUFFER_EXCEEDED, QuicFrameType.CRYPTO)
        await honest.served_more()
        answers.close()


@pytest.mark.parametrize(
    ("offset", "code"),
    [
        (CRYPTO_AHEAD - 1, QuicErrorCode.CONNECTION_REFUSED),  # held: the handshake's deadline
        (CRYPTO_AHEAD, QuicErrorCode.CRYPTO_BUFFER_EXCEEDED),
        (512 * 1024 - 1, QuicErrorCode.CRYPTO_BUFFER_EXCEEDED),  # aioquic allocated 512 KiB
    ],
    ids=["within", "one-past", "aioquics-limit"],
)
async def test_k_a_crypto_byte_far_past_a_gap_closes_before_any_handshake(pki, offset, code):
    """F2 before the handshake: one CRYPTO byte at offset 512 KiB - 1 made aioquic allocate
    512 KiB for a connection nobody has proved anything on. A server's crypto stream holds at
    most CRYPTO_AHEAD bytes past what TLS has read (a ClientHello is a few KiB)."""
    async with serving(pki) as server:
        initials = HandmadeInitials()
        answers = await Answers.open(server.port)
        answers.send(initials.datagram([(offset, b"\x16")]))
        await eventually(lambda: any(initials.closes(d) for d in answers.received))
        [close] = [c for d in answers.received for c in initials.closes(d)][:1]
        assert close[0] == code
        answers.close()
