"""A raw HTTP/3 client that sends whatever it is told: the attacker of the test_h3_* tests.

`RawH3` drives aioquic's QUIC connection (sans-I/O) over a UDP socket of its
own, with no HTTP/3 layer in the way: it opens the streams it is told to and
writes the bytes it is given, so a frame aioquic's `H3Connection` would
never send (DATA before HEADERS, a second control stream, SETTINGS with an
HTTP/2 identifier, a HEADERS frame announcing a megabyte) is as easy as a
valid one. Frames are packed from their fields (`frame`, `settings`,
`header_block`); header blocks are QPACK-encoded without a dynamic table.
What comes back is kept per stream: data, resets (RESET_STREAM and
STOP_SENDING codes), and the server's CONNECTION_CLOSE (code and whether it
was a transport or an application close) as soon as it arrives.

Run as a script, it opens many hostile connections from a process of its
own, so that the server's memory can be measured in the test process alone:
`python h3_attacker.py PORT COUNT halfopen|junk`; it prints `open` once they
are, waits for a line on stdin, then drops them and prints one line of JSON.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import pylsqpack
from aioquic.buffer import Buffer, BufferReadError, encode_uint_var
from aioquic.h3.connection import H3_ALPN, ErrorCode, FrameType, Setting, StreamType
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.connection import QuicConnection
from aioquic.quic.crypto import CryptoPair
from aioquic.quic.events import (
    HandshakeCompleted,
    StopSendingReceived,
    StreamDataReceived,
    StreamReset,
)
from aioquic.quic.packet import (
    QuicFrameType,
    QuicPacketType,
    QuicProtocolVersion,
    pull_quic_header,
)
from aioquic.quic.packet_builder import QuicDeliveryState, QuicPacketBuilder

HOST = "127.0.0.1"
HANG = 10.0
"""Seconds after which a wait is a hang (a detector, never a measure)."""
SESSION_PATH = "/ioa/v1/session"
MESSAGE_PATH = "/ioa/v1/message"
CONTENT_TYPE = "application/ioa+json"


def varint(value: int) -> bytes:
    """A QUIC variable-length integer."""
    return encode_uint_var(value)


def frame(kind: int, payload: bytes = b"", *, length: int | None = None) -> bytes:
    """An HTTP/3 frame: type, length (the payload's unless told), payload."""
    return varint(kind) + varint(len(payload) if length is None else length) + payload


def settings(values: dict[int, int] | None = None) -> bytes:
    """A SETTINGS frame (no dynamic table unless told)."""
    values = {
        Setting.QPACK_MAX_TABLE_CAPACITY: 0,
        Setting.QPACK_BLOCKED_STREAMS: 0,
        **(values or {}),
    }
    return frame(FrameType.SETTINGS, b"".join(varint(k) + varint(v) for k, v in values.items()))


def header_block(headers: list[tuple[str, str]] | list[tuple[bytes, bytes]]) -> bytes:
    """A QPACK field section (static table and literals only)."""
    encoded = [
        (k.encode() if isinstance(k, str) else k, v.encode() if isinstance(v, str) else v)
        for k, v in headers
    ]
    _, block = pylsqpack.Encoder().encode(0, encoded)
    return block


def request_headers(
    path: str = SESSION_PATH,
    *,
    method: str = "POST",
    content_type: str = CONTENT_TYPE,
    extra: list[tuple[str, str]] | None = None,
) -> list[tuple[str, str]]:
    """The header list of a request to the server."""
    return [
        (":method", method),
        (":scheme", "https"),
        (":authority", "localhost"),
        (":path", path),
        ("content-type", content_type),
        *(extra or []),
    ]


def headers_frame(headers: list[tuple[str, str]] | list[tuple[bytes, bytes]]) -> bytes:
    """A HEADERS frame carrying `headers`."""
    return frame(FrameType.HEADERS, header_block(headers))


def data_frame(payload: bytes) -> bytes:
    """A DATA frame."""
    return frame(FrameType.DATA, payload)


def l8_frame(payload: bytes) -> bytes:
    """An L8 frame (flag byte, 4-byte length, payload) as a session stream carries it."""
    return b"\x00" + len(payload).to_bytes(4, "big") + payload


@dataclass
class Closed:
    """How the server closed the connection."""

    code: int
    transport: bool
    """True for a QUIC transport close (CONNECTION_CLOSE 0x1c), False for an application one."""
    reason: str


@dataclass
class StreamSeen:
    """What came back on one stream."""

    data: bytearray = field(default_factory=bytearray)
    ended: bool = False
    reset: int | None = None
    """The RESET_STREAM code, once the server reset its sending half."""
    stop: int | None = None
    """The STOP_SENDING code, once the server asked this side to stop sending."""


class RawH3(asyncio.DatagramProtocol):
    """A hand-driven QUIC connection speaking HTTP/3 bytes (see the module docstring)."""

    def __init__(self) -> None:
        configuration = QuicConfiguration(
            is_client=True, alpn_protocols=H3_ALPN, verify_mode=0, server_name="localhost"
        )
        configuration.verify_mode = 0  # the dev PKI's server: nothing to check here
        self.quic = QuicConnection(configuration=configuration)
        self.streams: dict[int, StreamSeen] = {}
        self.changed = asyncio.Event()
        self.handshake = asyncio.Event()
        self.transport: asyncio.DatagramTransport | None = None
        self._timer: asyncio.TimerHandle | None = None
        self.control_stream: int | None = None
        self.silent = False
        """True: nothing more is sent (a peer that stalls mid-handshake, say)."""
        self.sent: list[bytes] = []
        """Every datagram sent, for replays."""

    @classmethod
    async def open(cls, port: int, *, setup: bool = True, finish: bool = True) -> RawH3:
        """Connect and finish the QUIC handshake; with `setup`, open the three HTTP/3 streams.

        With `finish=False` only the first flight (the ClientHello) is sent: the
        server's answers are read, but nothing more goes out.
        """
        loop = asyncio.get_running_loop()
        _, raw = await loop.create_datagram_endpoint(cls, remote_addr=(HOST, port))
        raw.quic.connect((HOST, port), now=loop.time())
        raw.flush()
        if not finish:
            raw.silent = True
            return raw
        async with asyncio.timeout(HANG):
            await raw.handshake.wait()
        if setup:
            raw.setup()
        return raw

    def setup(self, control: bytes | None = None) -> None:
        """Open the control stream (SETTINGS, unless `control` says otherwise) and QPACK streams."""
        self.control_stream = self.uni(
            StreamType.CONTROL, settings() if control is None else control
        )
        self.uni(StreamType.QPACK_ENCODER)
        self.uni(StreamType.QPACK_DECODER)

    # ------------------------------------------------------------- sending

    def uni(self, kind: int, payload: bytes = b"", *, end: bool = False) -> int:
        """Open a unidirectional stream of type `kind` and send `payload` on it."""
        stream_id = self.quic.get_next_available_stream_id(is_unidirectional=True)
        self.send(stream_id, varint(kind) + payload, end=end)
        return stream_id

    def request(self, payload: bytes = b"", *, end: bool = False) -> int:
        """Open a request stream and send `payload` (frames) on it."""
        stream_id = self.quic.get_next_available_stream_id()
        self.send(stream_id, payload, end=end)
        return stream_id

    def send(self, stream_id: int, payload: bytes, *, end: bool = False) -> None:
        """Write raw bytes on a stream."""
        self.quic.send_stream_data(stream_id, payload, end_stream=end)
        self.flush()

    def reset(self, stream_id: int, code: int = ErrorCode.H3_REQUEST_CANCELLED) -> None:
        """RESET_STREAM on this side's sending half."""
        self.quic.reset_stream(stream_id, code)
        self.flush()

    def stop(self, stream_id: int, code: int = ErrorCode.H3_REQUEST_CANCELLED) -> None:
        """STOP_SENDING: ask the server to stop sending on a stream."""
        self.quic.stop_stream(stream_id, code)
        self.flush()

    async def frames(self, payload: bytes) -> asyncio.Future[QuicDeliveryState]:
        """Send `payload`, whole QUIC frames of any kind, in one 1-RTT packet.

        aioquic knows nothing of what they carry (STREAM frames out of order, say): they
        ride in place of a PING's frame, once congestion control lets the packet go, and
        are never sent again. Returns what becomes of the packet (ACKED or LOST).
        """
        delivery: asyncio.Future[QuicDeliveryState] = asyncio.get_running_loop().create_future()

        def delivered(state: QuicDeliveryState) -> None:
            if not delivery.done():
                delivery.set_result(state)

        written: list[bool] = []

        def write(builder: Any, uids: Any = (), comment: str = "") -> None:  # noqa: ARG001 - aioquic's
            buf = builder.start_frame(
                QuicFrameType.PING, capacity=1 + len(payload), handler=delivered
            )
            buf.push_bytes(payload)
            written.append(True)

        self.quic._write_ping_frame = write  # type: ignore[method-assign]
        try:
            self.quic.send_ping(0)
            async with asyncio.timeout(HANG):
                while not written and self.closed is None:
                    self.flush()
                    if not written:
                        await asyncio.sleep(0.005)
        finally:
            del self.quic._write_ping_frame  # aioquic's own again
        return delivery

    async def frames_delivered(self, payloads: list[bytes]) -> None:
        """Send each of `payloads` (`frames`) and again any whose packet is lost, as a QUIC
        stack does, until the server has acknowledged them all."""
        while payloads:
            sent = [(payload, await self.frames(payload)) for payload in payloads]
            async with asyncio.timeout(HANG):
                payloads = [p for p, d in sent if await d != QuicDeliveryState.ACKED]

    def ignore_stop_sending(self) -> None:
        """Never answer STOP_SENDING (aioquic resets its sending side, as RFC 9000 3.5 says)."""

        def ignored(context: Any, frame_type: int, buf: Buffer) -> None:  # noqa: ARG001 - aioquic's
            stream_id, code = buf.pull_uint_var(), buf.pull_uint_var()
            self.streams.setdefault(stream_id, StreamSeen()).stop = code

        table = self.quic._QuicConnection__frame_handlers  # type: ignore[attr-defined]
        table[QuicFrameType.STOP_SENDING] = (ignored, table[QuicFrameType.STOP_SENDING][1])

    def credit(self, stream_id: int) -> int:
        """The server's credit for a stream (its MAX_STREAM_DATA), as this side knows it."""
        return self.quic._streams[stream_id].max_stream_data_remote

    def written(self, stream_id: int) -> int:
        """Bytes this side has written on a stream (where bytes sent past them would go)."""
        return self.quic._streams[stream_id].sender._buffer_stop

    def datagram(self, payload: bytes) -> None:
        """A raw UDP datagram to the server (junk, a replay)."""
        assert self.transport is not None
        self.transport.sendto(payload)

    def flush(self) -> list[bytes]:
        """Send what QUIC has queued; return the datagrams (for replays)."""
        loop = asyncio.get_running_loop()
        sent = []
        if self.transport is not None and not self.silent:
            for data, _ in self.quic.datagrams_to_send(now=loop.time()):
                self.transport.sendto(data)
                sent.append(data)
        self.sent += sent
        if self._timer is not None:
            self._timer.cancel()
        at = self.quic.get_timer()
        self._timer = loop.call_at(at, self._on_timer) if at is not None else None
        return sent

    def _on_timer(self) -> None:
        self._timer = None
        self.quic.handle_timer(now=asyncio.get_running_loop().time())
        self._drain_events()
        self.flush()

    # ------------------------------------------------------------- receiving

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The UDP socket is ready."""
        self.transport = transport  # type: ignore[assignment]

    def datagram_received(self, data: bytes, addr: Any) -> None:
        """Feed a datagram to QUIC and keep what it says."""
        self.quic.receive_datagram(data, addr, now=asyncio.get_running_loop().time())
        self._drain_events()
        self.flush()

    def _drain_events(self) -> None:
        while (event := self.quic.next_event()) is not None:
            if isinstance(event, HandshakeCompleted):
                self.handshake.set()
            elif isinstance(event, StreamDataReceived):
                seen = self.streams.setdefault(event.stream_id, StreamSeen())
                seen.data += event.data
                seen.ended = seen.ended or event.end_stream
            elif isinstance(event, StreamReset):
                self.streams.setdefault(event.stream_id, StreamSeen()).reset = event.error_code
            elif isinstance(event, StopSendingReceived):
                self.streams.setdefault(event.stream_id, StreamSeen()).stop = event.error_code
        self.changed.set()

    @property
    def closed(self) -> Closed | None:
        """How the connection was closed (by either side), once it was."""
        event = self.quic._close_event
        if event is None:
            return None
        return Closed(event.error_code, event.frame_type is not None, event.reason_phrase)

    def seen(self, stream_id: int) -> StreamSeen:
        """What came back on a stream so far."""
        return self.streams.setdefault(stream_id, StreamSeen())

    async def until(self, condition: Any, limit: float = HANG) -> None:
        """Wait until `condition()` holds (a hang detector after `limit` seconds)."""
        async with asyncio.timeout(limit):
            while not condition():
                self.changed.clear()
                await self.changed.wait()

    async def wait_closed(self, limit: float = HANG) -> Closed:
        """Wait for the server's CONNECTION_CLOSE."""
        await self.until(lambda: self.closed is not None, limit)
        assert self.closed is not None
        return self.closed

    async def response(self, stream_id: int, limit: float = HANG) -> tuple[int, bytes]:
        """Wait for the end of a stream's response; return its status and body."""
        await self.until(
            lambda: self.seen(stream_id).ended or self.seen(stream_id).reset is not None, limit
        )
        return parse_response(bytes(self.seen(stream_id).data))

    async def echo(self, stream_id: int, payload: bytes) -> None:
        """Send one L8 frame on an open session stream and wait for it to come back."""
        message = l8_frame(payload)
        before = len(response_body(bytes(self.seen(stream_id).data)))
        self.send(stream_id, data_frame(message))
        await self.until(
            lambda: len(response_body(bytes(self.seen(stream_id).data))) >= before + len(message)
        )

    def close(self) -> None:
        """Close this side (no more waiting for the server)."""
        if self._timer is not None:
            self._timer.cancel()
        with contextlib.suppress(Exception):
            self.quic.close()
            self.flush()
        if self.transport is not None:
            self.transport.close()


def stream_frame(stream_id: int, offset: int, data: bytes, *, fin: bool = False) -> bytes:
    """A QUIC STREAM frame (offset and length given) carrying `data` at `offset`."""
    kind = QuicFrameType.STREAM_BASE | 0x04 | 0x02 | (0x01 if fin else 0)
    return varint(kind) + varint(stream_id) + varint(offset) + varint(len(data)) + data


def parse_frames(data: bytes) -> list[tuple[int, bytes]]:
    """The whole HTTP/3 frames in `data` (a stream's bytes)."""
    buf = Buffer(data=data)
    frames = []
    while not buf.eof():
        try:
            kind = buf.pull_uint_var()
            length = buf.pull_uint_var()
            payload = buf.pull_bytes(length)
        except BufferReadError:
            break
        frames.append((kind, payload))
    return frames


def parse_response(data: bytes) -> tuple[int, bytes]:
    """A response's status and body from its stream's bytes (no dynamic table)."""
    status, body = 0, b""
    for kind, payload in parse_frames(data):
        if kind == FrameType.HEADERS and not status:
            _, headers = pylsqpack.Decoder(0, 0).feed_header(0, payload)
            status = int(dict(headers).get(b":status", b"0"))
        elif kind == FrameType.DATA:
            body += payload
    return status, body


def response_body(data: bytes) -> bytes:
    """The DATA so far of a response."""
    return b"".join(payload for kind, payload in parse_frames(data) if kind == FrameType.DATA)


async def session(raw: RawH3) -> int:
    """Open a session stream, wait for its 200, and show it echoes: the honest stream."""
    stream_id = raw.request(headers_frame(request_headers()))
    await raw.until(lambda: parse_response(bytes(raw.seen(stream_id).data))[0] != 0)
    assert parse_response(bytes(raw.seen(stream_id).data))[0] == 200
    await raw.echo(stream_id, b"honest")
    return stream_id


# ------------------------------------------------------------------ Initials


def client_initial(port: int) -> bytes:
    """The first datagram of a fresh, real client: its Initial (a ClientHello), padded."""
    return _initial_datagrams(port)[0]


def _varint_of_size(value: int, size: int) -> bytes:
    """`value` as a QUIC varint of exactly `size` bytes (1, 2, 4 or 8)."""
    prefix = {1: 0, 2: 1, 4: 2, 8: 3}[size] << (8 * size - 2)
    return (prefix | value).to_bytes(size, "big")


def initial_shaped(size: int = 1200) -> bytes:
    """A datagram shaped like a QUIC v1 Initial: random connection IDs, its payload random."""
    head = b"\xc3" + (1).to_bytes(4, "big") + b"\x08" + os.urandom(8) + b"\x08" + os.urandom(8)
    head += b"\x00"  # no token
    body = size - len(head) - 2
    return head + _varint_of_size(body, 2) + os.urandom(body)


def junk_initials(real: bytes) -> dict[str, bytes]:
    """Datagrams shaped like `real` (a client's first Initial) that nobody can decrypt.

    All but the last are large enough to open a connection (as large as
    `real`, 1,200 bytes): random ones; `real`'s header before a random
    payload; `real` with one bit of its payload flipped; `real` under another
    Destination Connection ID (so other keys); `real`'s packet cut short
    inside a datagram padded back to its size. The last is `real` cut inside
    its packet, too small to open a connection anyway.
    """
    buf = Buffer(data=real)
    buf.pull_uint8()
    buf.pull_uint32()
    dcid_at = buf.tell() + 1
    dcid = buf.pull_bytes(buf.pull_uint8())
    buf.pull_bytes(buf.pull_uint8())
    buf.pull_bytes(buf.pull_uint_var())
    length_at = buf.tell()
    length = buf.pull_uint_var()
    payload_at = buf.tell()
    flipped = bytearray(real)
    flipped[payload_at + length // 2] ^= 0x01
    cut = length - 100
    shortened = (
        real[:length_at]
        + _varint_of_size(cut, payload_at - length_at)
        + real[payload_at : payload_at + cut]
    )
    return {
        "random": initial_shaped(len(real)),
        "valid header, random payload": real[:payload_at] + os.urandom(len(real) - payload_at),
        "one bit flipped": bytes(flipped),
        "another connection's keys": (
            real[:dcid_at] + os.urandom(len(dcid)) + real[dcid_at + len(dcid) :]
        ),
        "packet cut short, datagram padded": shortened + bytes(len(real) - len(shortened)),
        "truncated inside its packet": real[: payload_at + length // 2],
    }


class HandmadeInitials:
    """A client's Initial packets, made by hand (no TLS: the keys come from the Destination
    Connection ID, RFC 9001 5.2), carrying whatever CRYPTO frames a test gives; the server's
    Initial packets back are read with the same keys."""

    def __init__(self) -> None:
        self.destination = os.urandom(8)
        self.source = os.urandom(8)
        self.crypto = CryptoPair()
        self.crypto.setup_initial(
            cid=self.destination, is_client=True, version=QuicProtocolVersion.VERSION_1
        )
        self.packet_number = 0

    def datagram(self, fragments: list[tuple[int, bytes]]) -> bytes:
        """One Initial datagram (padded to 1,200 bytes) of CRYPTO frames (offset, data)."""
        builder = QuicPacketBuilder(
            host_cid=self.source,
            peer_cid=self.destination,
            version=QuicProtocolVersion.VERSION_1,
            is_client=True,
            max_datagram_size=1200,
            packet_number=self.packet_number,
        )
        builder.start_packet(QuicPacketType.INITIAL, self.crypto)
        for offset, data in fragments:
            buf = builder.start_frame(QuicFrameType.CRYPTO, capacity=1 + 16 + len(data))
            buf.push_uint_var(offset)
            buf.push_uint_var(len(data))
            buf.push_bytes(data)
        datagrams, _ = builder.flush()
        self.packet_number += 1
        assert len(datagrams) == 1, "the fragments must fit one datagram"
        return datagrams[0]

    def closes(self, datagram: bytes) -> list[tuple[int, int | None]]:
        """The CONNECTION_CLOSE frames in the server's Initial packets of `datagram`:
        (error code, frame type; None for an application close)."""
        buf = Buffer(data=datagram)
        found: list[tuple[int, int | None]] = []
        while not buf.eof() and datagram[buf.tell()] & 0x40:  # (the rest: padding)
            start = buf.tell()
            header = pull_quic_header(buf, host_cid_length=8)
            end = start + header.packet_length
            encrypted = buf.tell() - start
            buf.seek(end)
            if header.packet_type != QuicPacketType.INITIAL:
                continue
            _, payload, _ = self.crypto.decrypt_packet(datagram[start:end], encrypted, 0)
            found += _closes_in(payload)
        return found


def _closes_in(payload: bytes) -> list[tuple[int, int | None]]:
    """The CONNECTION_CLOSE frames of a packet payload (of the frames an Initial may hold)."""
    buf = Buffer(data=payload)
    found: list[tuple[int, int | None]] = []
    while not buf.eof():
        kind = buf.pull_uint_var()
        if kind in (QuicFrameType.PADDING, QuicFrameType.PING):
            continue
        if kind in (QuicFrameType.ACK, QuicFrameType.ACK_ECN):
            buf.pull_uint_var()  # largest
            buf.pull_uint_var()  # delay
            ranges = buf.pull_uint_var()
            buf.pull_uint_var()  # first range
            for _ in range(2 * ranges):
                buf.pull_uint_var()
            if kind == QuicFrameType.ACK_ECN:
                for _ in range(3):
                    buf.pull_uint_var()
        elif kind == QuicFrameType.CRYPTO:
            buf.pull_uint_var()
            buf.pull_bytes(buf.pull_uint_var())
        elif kind in (QuicFrameType.TRANSPORT_CLOSE, QuicFrameType.APPLICATION_CLOSE):
            code = buf.pull_uint_var()
            frame_type = buf.pull_uint_var() if kind == QuicFrameType.TRANSPORT_CLOSE else None
            buf.pull_bytes(buf.pull_uint_var())
            found.append((code, frame_type))
        else:
            break  # no other frame goes in a server's Initial
    return found


class Answers(asyncio.DatagramProtocol):
    """A UDP socket of its own that keeps whatever the server sends back to it."""

    def __init__(self) -> None:
        self.received: list[bytes] = []
        self.transport: asyncio.DatagramTransport | None = None

    @classmethod
    async def open(cls, port: int) -> Answers:
        """A new socket (a new source port) aimed at the server."""
        _, answers = await asyncio.get_running_loop().create_datagram_endpoint(
            cls, remote_addr=(HOST, port)
        )
        return answers

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The socket is ready."""
        self.transport = transport  # type: ignore[assignment]

    def datagram_received(self, data: bytes, addr: Any) -> None:  # noqa: ARG002
        """Keep an answer."""
        self.received.append(data)

    def send(self, datagram: bytes) -> None:
        """Send one datagram to the server."""
        assert self.transport is not None
        self.transport.sendto(datagram)

    def close(self) -> None:
        """Close the socket."""
        if self.transport is not None:
            self.transport.close()


# ------------------------------------------------------------------ script mode


def _initial_datagrams(port: int) -> list[bytes]:
    configuration = QuicConfiguration(
        is_client=True, alpn_protocols=H3_ALPN, verify_mode=0, server_name="localhost"
    )
    quic = QuicConnection(configuration=configuration)
    quic.connect((HOST, port), now=time.monotonic())
    return [data for data, _ in quic.datagrams_to_send(now=time.monotonic())]


class _Listener(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.received = 0

    def datagram_received(self, data: bytes, addr: Any) -> None:  # noqa: ARG002
        self.received += 1


async def _half_open(port: int, count: int) -> list[asyncio.DatagramTransport]:
    """`count` sockets that each sent a ClientHello (again, until the server answered)."""
    loop = asyncio.get_running_loop()
    sockets = []
    for index in range(count):
        transport, _ = await loop.create_datagram_endpoint(_Listener, remote_addr=(HOST, port))
        datagrams = _initial_datagrams(port)
        for datagram in datagrams:
            transport.sendto(datagram)
        sockets.append((transport, datagrams))
        if index % 10 == 9:
            await asyncio.sleep(0.02)  # the loopback's buffers, not the server, are the limit
    for _ in range(50):  # as a client would: an Initial not answered is sent again
        await asyncio.sleep(0.2)
        silent = [(t, d) for t, d in sockets if not t.get_protocol().received]  # type: ignore[attr-defined]
        if not silent:
            break
        for transport, datagrams in silent:
            for datagram in datagrams:
                transport.sendto(datagram)
            await asyncio.sleep(0.002)
    return [transport for transport, _ in sockets]


async def _junk(port: int, count: int) -> list[RawH3]:
    """`count` connections past their handshake, each sending junk."""
    raws = []
    for _ in range(count):
        raw = await RawH3.open(port)
        # Random bytes inside an unknown frame (skipped, so the stream is held
        # until its deadline), and a datagram of garbage for its connection.
        raw.request(frame(0x21, os.urandom(300), length=10**9))
        raw.datagram(b"\x40" + raw.quic._peer_cid.cid + os.urandom(1000))
        raws.append(raw)
    return raws


async def _hostile(port: int, count: int, mode: str) -> dict[str, int]:
    """`count` connections: `halfopen` sends a ClientHello and nothing more; `junk` finishes
    the handshake, then sends random bytes on a request stream and as a datagram. Once all
    are open it says so and waits for a line, then drops them (`junk` closes them)."""
    hostile: list[Any] = await (_half_open if mode == "halfopen" else _junk)(port, count)
    print("open", flush=True)  # noqa: T201 - the parent reads this line
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    for connection in hostile:
        connection.close()
    return {"count": count}


def main() -> None:
    """`h3_attacker.py PORT COUNT halfopen|junk`: see `_hostile`; waits for a line on stdin."""
    port, count, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    result = asyncio.run(_hostile(port, count, mode))
    print(json.dumps(result), flush=True)  # noqa: T201 - the parent reads this line


if __name__ == "__main__":
    main()
