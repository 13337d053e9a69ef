"""A raw HTTP/2 client that sends whatever it is told: the attacker of the test_h2_* tests.

It never refuses a frame. Frames are packed from their fields byte by byte
(`frame` and the helpers below it), so a frame `h2` would refuse to send
(a PING of 7 bytes, DATA on stream 0, a pad length past the payload) is as
easy as a valid one; header blocks come from `hpack`, always as literals
never indexed, so that a block the server refuses cannot put the two HPACK
tables out of step. What the server sends is parsed with `hyperframe`
across split reads; its SETTINGS and PINGs are acknowledged (unless told
not to), its header blocks decoded, and every frame kept in `frames`.

`HonestPeer` is the other side of every attack test: a well-behaved client
(`l7_transport.http2.Http2Client`) on a connection of its own, doing round
trips on a session before, during and after an attack.

Run as a script, it opens many hostile TLS connections from a process of its
own (so that the server's memory can be measured in the test process alone):
`python h2_attacker.py PORT COUNT random|stall`, one line of JSON at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import json
import os
import socket
import ssl
import struct
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Self

import hpack
import hyperframe.frame
from h2.errors import ErrorCodes

from l7_transport import Channel, TransportConfig, encode_frame
from l7_transport.http2 import Http2Client

HOST = "127.0.0.1"
PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
HANG = 10.0
"""Seconds after which a wait is a hang (a detector, never a measure)."""


class FrameType(enum.IntEnum):
    """HTTP/2 frame types (RFC 9113 section 6)."""

    DATA = 0x0
    HEADERS = 0x1
    PRIORITY = 0x2
    RST_STREAM = 0x3
    SETTINGS = 0x4
    PUSH_PROMISE = 0x5
    PING = 0x6
    GOAWAY = 0x7
    WINDOW_UPDATE = 0x8
    CONTINUATION = 0x9


class Flag(enum.IntFlag):
    """Frame flags (their meaning depends on the frame type)."""

    END_STREAM = 0x1
    ACK = 0x1
    END_HEADERS = 0x4
    PADDED = 0x8
    PRIORITY = 0x20


class Setting(enum.IntEnum):
    """SETTINGS identifiers (RFC 9113 section 6.5.2)."""

    HEADER_TABLE_SIZE = 0x1
    ENABLE_PUSH = 0x2
    MAX_CONCURRENT_STREAMS = 0x3
    INITIAL_WINDOW_SIZE = 0x4
    MAX_FRAME_SIZE = 0x5
    MAX_HEADER_LIST_SIZE = 0x6


SESSION_PATH = "/ioa/v1/session"
MESSAGE_PATH = "/ioa/v1/message"
CONTENT_TYPE = "application/ioa+json"
MAX_WINDOW = 2**31 - 1


# ------------------------------------------------------------------ frame builders


def frame(
    kind: int,
    flags: int = 0,
    stream_id: int = 0,
    payload: bytes = b"",
    *,
    length: int | None = None,
) -> bytes:
    """One frame from its fields; `length` overrides the length field (it may lie).

    The field holds 24 bits: a larger length is refused, not wrapped (a wrapped
    16 MiB once announced an empty frame and let random bytes be judged instead).
    """
    size = len(payload) if length is None else length
    if not 0 <= size < 1 << 24:
        msg = f"a frame's length field holds 24 bits, not {size}"
        raise ValueError(msg)
    return struct.pack(">I", size)[1:] + struct.pack(">BBI", kind, flags, stream_id) + payload


def frame_header(kind: int, length: int, flags: int = 0, stream_id: int = 0) -> bytes:
    """Only the 9-byte header of a frame that claims `length` bytes of payload."""
    return frame(kind, flags, stream_id, length=length)


def settings(*pairs: tuple[int, int], ack: bool = False) -> bytes:
    """SETTINGS with the given (identifier, value) pairs, whatever they are."""
    payload = b"".join(struct.pack(">HI", ident, value) for ident, value in pairs)
    return frame(FrameType.SETTINGS, Flag.ACK if ack else 0, 0, payload)


def ping(opaque: bytes = b"12345678", *, ack: bool = False, stream_id: int = 0) -> bytes:
    """PING (its payload need not be 8 bytes)."""
    return frame(FrameType.PING, Flag.ACK if ack else 0, stream_id, opaque)


def window_update(stream_id: int, increment: int, *, reserved: bool = False) -> bytes:
    """WINDOW_UPDATE; `reserved` sets the R bit in front of the increment."""
    value = increment | (1 << 31 if reserved else 0)
    return frame(FrameType.WINDOW_UPDATE, 0, stream_id, struct.pack(">I", value))


def rst_stream(stream_id: int, code: int = ErrorCodes.CANCEL) -> bytes:
    """RST_STREAM."""
    return frame(FrameType.RST_STREAM, 0, stream_id, struct.pack(">I", code))


def priority_fields(depends_on: int, weight: int = 16, *, exclusive: bool = False) -> bytes:
    """The 5 bytes of a priority (a PRIORITY payload, or a HEADERS prefix)."""
    return struct.pack(">IB", depends_on | (1 << 31 if exclusive else 0), weight - 1)


def priority(
    stream_id: int, depends_on: int, weight: int = 16, *, exclusive: bool = False
) -> bytes:
    """PRIORITY."""
    return frame(
        FrameType.PRIORITY, 0, stream_id, priority_fields(depends_on, weight, exclusive=exclusive)
    )


def goaway(last_stream_id: int = 0, code: int = ErrorCodes.NO_ERROR, stream_id: int = 0) -> bytes:
    """GOAWAY (on any stream)."""
    payload = struct.pack(">II", last_stream_id, code)
    return frame(FrameType.GOAWAY, 0, stream_id, payload)


def padded(payload: bytes, pad_length: int | None, padding: bytes | None) -> tuple[bytes, int]:
    """A body with its Pad Length byte and padding, and the PADDED flag (or as it was)."""
    if pad_length is None:
        return payload, 0
    filler = b"\0" * pad_length if padding is None else padding
    return bytes([pad_length]) + payload + filler, Flag.PADDED


def data(
    stream_id: int,
    payload: bytes = b"",
    *,
    end_stream: bool = False,
    pad_length: int | None = None,
    padding: bytes | None = None,
    flags: int = 0,
) -> bytes:
    """DATA; with `pad_length`, PADDED (`padding` may be shorter than it claims)."""
    body, pad_flag = padded(payload, pad_length, padding)
    bits = flags | pad_flag | (Flag.END_STREAM if end_stream else 0)
    return frame(FrameType.DATA, bits, stream_id, body)


def headers(
    stream_id: int,
    block: bytes,
    *,
    end_stream: bool = False,
    end_headers: bool = True,
    pad_length: int | None = None,
    padding: bytes | None = None,
    depends_on: int | None = None,
    flags: int = 0,
) -> bytes:
    """HEADERS carrying a header block fragment; `depends_on` sets the PRIORITY fields."""
    body = block
    bits = flags
    if depends_on is not None:
        body = priority_fields(depends_on) + body
        bits |= Flag.PRIORITY
    body, pad_flag = padded(body, pad_length, padding)
    bits |= pad_flag
    bits |= Flag.END_STREAM if end_stream else 0
    bits |= Flag.END_HEADERS if end_headers else 0
    return frame(FrameType.HEADERS, bits, stream_id, body)


def continuation(stream_id: int, block: bytes, *, end_headers: bool = True) -> bytes:
    """CONTINUATION."""
    return frame(FrameType.CONTINUATION, Flag.END_HEADERS if end_headers else 0, stream_id, block)


Header = tuple[str | bytes, str | bytes]


def request_headers(
    path: str = SESSION_PATH,
    *,
    method: str = "POST",
    content_type: str | None = CONTENT_TYPE,
    extra: Iterable[Header] = (),
) -> list[Header]:
    """The header list of a request (a session by default)."""
    fields: list[Header] = [
        (":method", method),
        (":scheme", "http"),
        (":authority", "attacker"),
        (":path", path),
    ]
    if content_type is not None:
        fields.append(("content-type", content_type))
    fields.extend(extra)
    return fields


def encode_block(fields: Iterable[Header]) -> bytes:
    """A header block of literals never indexed: no HPACK state changes on either side."""
    encoder = hpack.Encoder()
    as_bytes = [
        (
            name.encode() if isinstance(name, str) else name,
            value.encode() if isinstance(value, str) else value,
            True,  # sensitive: never indexed, so the dynamic table stays empty
        )
        for name, value in fields
    ]
    return encoder.encode(as_bytes, huffman=False)


# ------------------------------------------------------------------ received frames


@dataclass
class Received:
    """One frame from the server, as parsed by hyperframe."""

    type: int
    flags: int
    stream_id: int
    length: int
    parsed: hyperframe.frame.Frame
    fields: list[tuple[bytes, bytes]] | None = None
    """The decoded header list (HEADERS, once its block is complete)."""

    @property
    def error_code(self) -> int:
        """The error code of a GOAWAY or RST_STREAM."""
        return int(self.parsed.error_code)  # type: ignore[attr-defined]

    @property
    def payload(self) -> bytes:
        """DATA without its padding."""
        return bytes(self.parsed.data)  # type: ignore[attr-defined]

    @property
    def end_stream(self) -> bool:
        """The END_STREAM flag (DATA, HEADERS)."""
        return self.type in (FrameType.DATA, FrameType.HEADERS) and bool(self.flags & 0x1)

    @property
    def ack(self) -> bool:
        """The ACK flag (SETTINGS, PING)."""
        return self.type in (FrameType.SETTINGS, FrameType.PING) and bool(self.flags & 0x1)

    def header(self, name: str) -> str | None:
        """A decoded header's value."""
        for key, value in self.fields or ():
            if key == name.encode():
                return value.decode()
        return None

    def __repr__(self) -> str:
        try:
            kind = FrameType(self.type).name
        except ValueError:
            kind = hex(self.type)
        extra = ""
        if self.type in (FrameType.GOAWAY, FrameType.RST_STREAM):
            extra = f" {ErrorCodes(self.error_code).name}"
        elif self.fields is not None:
            extra = f" {self.fields}"
        return f"<{kind} stream={self.stream_id} flags=0x{self.flags:02x} len={self.length}{extra}>"


DEFAULT_SETTINGS: tuple[tuple[int, int], ...] = (
    (Setting.ENABLE_PUSH, 0),
    (Setting.INITIAL_WINDOW_SIZE, 1 << 24),
)
"""What the attacker announces unless told otherwise: no push, large windows."""


class H2Attacker:
    """One raw HTTP/2 connection to the server under test."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.frames: list[Received] = []
        """Every frame the server sent, in order."""
        self.eof = False
        """True once the server closed the connection (or reset it)."""
        self.reset_by_peer = False
        """True if the connection ended with a TCP reset rather than a clean close (a reset
        can destroy what the server wrote last, a GOAWAY among it)."""
        self.server_settings: dict[int, int] = {}
        self.settings_acked = 0
        """SETTINGS ACKs received (answers to this side's SETTINGS)."""
        self.auto_ack = True
        """Acknowledge the server's SETTINGS and answer its PINGs (once a preface is sent)."""
        self.sent = 0
        """Bytes written so far."""
        self._answers: list[bytes] = []  # acknowledgements held until the preface is sent
        self.decoder = hpack.Decoder()
        self.decoder.max_header_list_size = 1 << 24
        self._buffer = bytearray()
        self._block: list[bytes] = []
        self._block_frame: Received | None = None

    @classmethod
    async def open(
        cls,
        port: int,
        *,
        ssl_context: ssl.SSLContext | None = None,
        sock: socket.socket | None = None,
    ) -> H2Attacker:
        """Connect (TLS with ALPN h2 when `ssl_context` is given); send nothing yet.

        `sock`: a client socket bound first (`other_source.bound_client`), connected here.
        """
        if sock is not None:
            await asyncio.wait_for(
                asyncio.get_running_loop().sock_connect(sock, (HOST, port)), HANG
            )
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(
                None if sock is not None else HOST,
                None if sock is not None else port,
                ssl=ssl_context,
                server_hostname=HOST if ssl_context is not None else None,
                sock=sock,
            ),
            HANG,
        )
        attacker = cls(reader, writer)
        if ssl_context is not None:
            negotiated = writer.get_extra_info("ssl_object").selected_alpn_protocol()
            assert negotiated == "h2", f"ALPN chose {negotiated!r}"
        return attacker

    @classmethod
    async def connect(
        cls,
        port: int,
        *,
        ssl_context: ssl.SSLContext | None = None,
        sock: socket.socket | None = None,
        announce: Iterable[tuple[int, int]] = DEFAULT_SETTINGS,
        window: int = 1 << 30,
    ) -> H2Attacker:
        """Connect and finish the HTTP/2 handshake (`handshake`)."""
        attacker = await cls.open(port, ssl_context=ssl_context, sock=sock)
        await attacker.handshake(announce=announce, window=window)
        return attacker

    # ------------------------------------------------------------- sending

    def send(self, *chunks: bytes) -> None:
        """Write bytes at once, whatever they are (nothing happens once the server closed)."""
        if not self.writer.is_closing():
            payload = b"".join(chunks)
            self.sent += len(payload)
            if self._answers and self.sent >= len(PREFACE):
                payload += b"".join(self._answers)
                self._answers.clear()
            self.writer.write(payload)

    async def flush(self) -> None:
        """Wait until the socket has taken what was written (the server may have gone)."""
        with contextlib.suppress(ConnectionError):
            await self.writer.drain()

    async def handshake(
        self, *, announce: Iterable[tuple[int, int]] = DEFAULT_SETTINGS, window: int = 1 << 30
    ) -> None:
        """Preface, SETTINGS and a connection WINDOW_UPDATE; wait for the server to ack them.

        The server writes its own SETTINGS before it reads anything, so by
        the time its ACK arrives every SETTINGS it opened with has been
        received and acknowledged here: its limits are in force both ways.
        """
        chunks = [PREFACE, settings(*announce)]
        if window:
            chunks.append(window_update(0, window))
        self.send(*chunks)
        got = await self.wait_for(lambda f: f.type == FrameType.SETTINGS and f.ack)
        assert got is not None, f"no SETTINGS ACK before the connection closed: {self.frames}"

    def request(
        self,
        stream_id: int,
        fields: Iterable[Header] | None = None,
        *,
        end_stream: bool = False,
    ) -> None:
        """Send HEADERS opening a request (a session by default)."""
        block = encode_block(request_headers() if fields is None else fields)
        self.send(headers(stream_id, block, end_stream=end_stream))

    async def open_session(self, stream_id: int) -> Received:
        """Open a session on `stream_id` and wait for its 200."""
        mark = len(self.frames)
        self.request(stream_id)
        response = await self.wait_for(
            lambda f: (
                f.stream_id == stream_id and f.type in (FrameType.HEADERS, FrameType.RST_STREAM)
            ),
            since=mark,
        )
        assert response is not None, f"the connection closed: {self.frames[mark:]}"
        assert response.type == FrameType.HEADERS, f"stream {stream_id}: {response}"
        assert response.header(":status") == "200", response
        return response

    async def echo(self, stream_id: int, payload: bytes = b"echo") -> bytes:
        """Send one L8 frame on a session and return what came back (the echo handler's answer)."""
        message = encode_frame(payload)
        mark = len(self.frames)
        self.send(data(stream_id, message))
        got = await self.read_stream(stream_id, len(message), since=mark)
        assert got == message, f"stream {stream_id} answered {got!r}: {self.frames[mark:]}"
        return got

    async def read_stream(self, stream_id: int, size: int, *, since: int = 0) -> bytes:
        """DATA received on `stream_id` (from frame `since` on) until `size` bytes or its end."""
        while True:
            received = [f for f in self.frames[since:] if f.stream_id == stream_id]
            got = b"".join(f.payload for f in received if f.type == FrameType.DATA)
            ended = any(f.end_stream or f.type == FrameType.RST_STREAM for f in received)
            if len(got) >= size or ended or self.eof:
                return got
            if await self.next_frame() is None:
                return got

    # ------------------------------------------------------------- receiving

    async def next_frame(self, patience: float = HANG) -> Received | None:
        """The next frame from the server; None at EOF. A hang fails the test."""
        while True:
            parsed = self._parse_one()
            if parsed is not None:
                return parsed
            if self.eof:
                return None
            try:
                chunk = await asyncio.wait_for(self.reader.read(65536), patience)
            except TimeoutError:
                msg = f"nothing from the server for {patience}s (frames so far: {self.frames})"
                raise AssertionError(msg) from None
            except (ConnectionError, ssl.SSLError):
                self.reset_by_peer = True
                chunk = b""
            if not chunk:
                self.eof = True
                self.writer.close()  # the server has closed: so does this side, as TCP peers do
                continue
            self._buffer += chunk

    def _parse_one(self) -> Received | None:
        buffer = self._buffer
        if len(buffer) < 9:
            return None
        parsed, length = hyperframe.frame.Frame.parse_frame_header(memoryview(bytes(buffer[:9])))
        if len(buffer) < 9 + length:
            return None
        parsed.parse_body(memoryview(bytes(buffer[9 : 9 + length])))
        received = Received(
            type=buffer[3],
            flags=buffer[4],
            stream_id=parsed.stream_id,
            length=length,
            parsed=parsed,
        )
        del buffer[: 9 + length]
        self.frames.append(received)
        self._react(received)
        return received

    def _react(self, received: Received) -> None:
        kind = received.type
        if kind in (FrameType.HEADERS, FrameType.CONTINUATION):
            if kind == FrameType.HEADERS:
                self._block, self._block_frame = [], received
            self._block.append(bytes(received.parsed.data))  # type: ignore[attr-defined]
            if received.flags & Flag.END_HEADERS and self._block_frame is not None:
                fields = self.decoder.decode(b"".join(self._block), raw=True)
                self._block_frame.fields = list(fields)
        elif kind == FrameType.SETTINGS:
            if received.ack:
                self.settings_acked += 1
            else:
                self.server_settings.update(received.parsed.settings)  # type: ignore[attr-defined]
                if self.auto_ack:
                    self._answer(settings(ack=True))
        elif kind == FrameType.PING and not received.ack and self.auto_ack:
            self._answer(ping(bytes(received.parsed.opaque_data), ack=True))  # type: ignore[attr-defined]

    def _answer(self, frame: bytes) -> None:
        """Send an acknowledgement now, or once the preface has been sent.

        A client's first bytes are its preface: an answer sent before it would
        stand where the preface belongs, and a connection meant to be silent,
        or cut inside its preface, would not be.
        """
        if self.sent >= len(PREFACE):
            self.send(frame)
        else:
            self._answers.append(frame)

    async def wait_for(
        self, predicate: Callable[[Received], bool], *, since: int = 0, patience: float = HANG
    ) -> Received | None:
        """The first frame from `since` on that matches; None if the connection ends first."""
        index = since
        while True:
            while index < len(self.frames):
                if predicate(self.frames[index]):
                    return self.frames[index]
                index += 1
            if await self.next_frame(patience) is None and index >= len(self.frames):
                return None

    async def until_eof(self, patience: float = HANG) -> None:
        """Read (and keep) everything until the server closes the connection."""
        while await self.next_frame(patience) is not None:
            pass

    async def expect_goaway(self) -> Received:
        """Wait for the GOAWAY, then for the end of the connection; return the first GOAWAY."""
        found = await self.wait_for(lambda f: f.type == FrameType.GOAWAY)
        assert found is not None, (
            "the connection closed without GOAWAY"
            f"{' (by a TCP reset)' if self.reset_by_peer else ''}: {self.frames}"
        )
        await self.until_eof()
        return found

    async def expect_reset(self, stream_id: int, *, since: int = 0) -> Received:
        """Wait for RST_STREAM on `stream_id`; a GOAWAY first fails."""
        found = await self.wait_for(
            lambda f: (
                f.type == FrameType.GOAWAY
                or (f.type == FrameType.RST_STREAM and f.stream_id == stream_id)
            ),
            since=since,
        )
        assert found is not None, f"the connection closed: {self.frames[since:]}"
        assert found.type == FrameType.RST_STREAM, f"GOAWAY instead of a reset: {found}"
        return found

    async def barrier(self) -> None:
        """A PING round trip: the server has handled everything sent before it."""
        opaque = os.urandom(8)
        mark = len(self.frames)
        self.send(ping(opaque))
        got = await self.wait_for(
            lambda f: f.type == FrameType.PING and f.ack and f.parsed.opaque_data == opaque,  # type: ignore[attr-defined]
            since=mark,
        )
        assert got is not None, f"the connection closed: {self.frames[mark:]}"

    def of_type(self, kind: int, *, since: int = 0) -> list[Received]:
        """The frames of one type received so far."""
        return [f for f in self.frames[since:] if f.type == kind]

    def close(self) -> None:
        """Drop the connection (a reset, not a goodbye)."""
        self.writer.transport.abort()


# ------------------------------------------------------------------ the honest peer


async def collect(channel: Channel, size: int) -> bytes:
    """Read `size` bytes from a session (the peer must not end it first)."""
    got = b""
    async with asyncio.timeout(HANG):
        while len(got) < size:
            chunk = await channel.receive()
            assert chunk, "the session ended early"
            got += chunk
    return got


async def round_trip(channel: Channel, payload: bytes = b"honest") -> None:
    """One L8 frame out and back on an echo session."""
    message = encode_frame(payload)
    await channel.send(message)
    assert await collect(channel, len(message)) == message


@dataclass
class HonestPeer:
    """A well-behaved client on its own connection, round trips on one session in a loop."""

    port: int
    ssl_context: ssl.SSLContext | None = None
    config: TransportConfig = field(default_factory=TransportConfig)
    served: int = 0
    errors: list[str] = field(default_factory=list)
    _client: Http2Client | None = None
    _task: asyncio.Task[None] | None = None
    _progress: asyncio.Event = field(default_factory=asyncio.Event)

    async def __aenter__(self) -> Self:
        self._client = await Http2Client.connect(
            HOST,
            self.port,
            ssl_context=self.ssl_context,
            cleartext=self.ssl_context is None,
            server_hostname=HOST,
            config=self.config,
        )
        channel = await self._client.open_session()
        await round_trip(channel)
        self._task = asyncio.get_running_loop().create_task(self._run(channel))
        return self

    async def _run(self, channel: Channel) -> None:
        count = 0
        while True:
            try:
                await round_trip(channel, b"honest %d" % count)
            except Exception as error:  # noqa: BLE001 - any failure of the honest peer counts
                self.errors.append(f"{type(error).__name__}: {error}")
                self._progress.set()
                return
            count += 1
            self.served += 1
            self._progress.set()
            await asyncio.sleep(0.001)

    async def served_more(self, count: int = 1) -> None:
        """Wait until `count` more round trips have been served (or fail on the peer's error)."""
        target = self.served + count
        async with asyncio.timeout(HANG):
            while self.served < target:
                assert not self.errors, self.errors
                self._progress.clear()
                await self._progress.wait()
        assert not self.errors, self.errors

    async def __aexit__(self, *exc_info: object) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._client is not None:
            await self._client.close()


# ------------------------------------------------------------------ many hostile connections


async def _hostile(port: int, count: int, mode: str) -> dict[str, int]:
    """Open `count` TLS connections; `random`: handshake, then garbage; `stall`: never finish."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.set_alpn_protocols(["h2"])
    streams: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    for _ in range(count):
        if mode == "random":
            streams.append(
                await asyncio.open_connection(HOST, port, ssl=context, server_hostname=HOST)
            )
        else:
            reader, writer = await asyncio.open_connection(HOST, port)
            # A TLS record header announcing a 512-byte ClientHello, and 40 bytes of it.
            writer.write(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + os.urandom(29))
            streams.append((reader, writer))
    print("open", flush=True)  # noqa: T201 - the parent reads this line
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    if mode == "random":
        for _, writer in streams:
            writer.write(os.urandom(4096))

    async def closed(reader: asyncio.StreamReader) -> bool:
        with contextlib.suppress(ConnectionError, ssl.SSLError):
            while await reader.read(65536):
                pass
        return True

    try:
        async with asyncio.timeout(HANG):
            done = await asyncio.gather(*(closed(reader) for reader, _ in streams))
    except TimeoutError:
        done = []
    return {"count": count, "closed": len(done)}


def main() -> None:
    """`h2_attacker.py PORT COUNT random|stall`: see `_hostile`; waits for a line on stdin."""
    port, count, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    result = asyncio.run(_hostile(port, count, mode))
    print(json.dumps(result), flush=True)  # noqa: T201 - the parent reads this line


if __name__ == "__main__":
    main()
