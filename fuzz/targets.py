"""The decoders under fuzzing, each fed one input at a time, each with what must hold.

`Http2Target` drives the real HTTP/2 server connection
(`l7_transport.http2._ServerConnection`: the frame audit, h2, the stream
channels, the session and message handlers) over a fake transport on an event
loop of its own: `connection_made`, then `data_received` for each chunk.
`Http3Target` drives the real HTTP/3 server protocol (`l7_transport.http3`)
over a QUIC connection handshaken once in memory and cloned for each input;
an in-memory QUIC client writes the input's stream data, so that the bytes
reach the HTTP/3 layer through real QUIC flow control. `L8FramingTarget`
feeds the L8 frame stream to every reader of it: `FrameDecoder`,
`FrameScanner`, a `StreamChannel` and an L8 `Endpoint`, against a reference
reading of the format.

What must hold (else `Failure`, or the exception that escaped, is the bug):

- nothing raises out of the connection, no internal error is logged, no
  callback fails on the loop; only the peer's fault ends anything;
- HTTP/2: a connection closed for a fault sends exactly one GOAWAY, with a
  valid code that is not INTERNAL_ERROR; a connection still open answers a
  PING (or closes with such a GOAWAY); RST_STREAM codes are valid codes;
- HTTP/3: the connection is closed, if at all, with a valid HTTP/3, QPACK or
  QUIC code that is not an internal error; one still open answers a new
  request;
- memory: what a connection holds (h2's input buffer, a header block waiting
  for CONTINUATION, the audit, HTTP/3 stream buffers, bytes the application
  has not read) stays under fixed bounds whatever the input's size, and the
  server writes at most a bounded multiple of what it read;
- once the peer is gone, nothing is left behind: no stream, no handler task,
  no connection counted.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import ssl
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final

import hyperframe.exceptions
import hyperframe.frame
import pylsqpack
from aioquic.buffer import Buffer  # type: ignore[attr-defined]
from aioquic.h3.connection import ErrorCode as H3ErrorCode
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import ConnectionTerminated, StreamDataReceived, StreamReset
from aioquic.quic.packet import QuicErrorCode, pull_quic_header
from h2.errors import ErrorCodes

from fuzz.cases import H2_PREFACE, Chunks, Writes, encode_varint
from l7_transport import Channel, PeerInfo, TransportConfig
from l7_transport.exceptions import FramingError, TransportProtocolError
from l7_transport.framing import FLAG_ENVELOPE, FRAME_HEADER_SIZE, FrameDecoder, FrameScanner
from l7_transport.http2 import Http2Server, _ServerConnection
from l7_transport.http3 import Http3Server, _Protocol, quic_configuration
from l7_transport.listener import Admission
from l7_transport.serving import is_one_frame
from l7_transport.stream_channel import StreamChannel
from l7_transport.tls import write_dev_pki
from l8_comm import Endpoint, EndpointConfig, Limits, SessionTerminated

CLIENT_ADDRESS: Final = ("192.0.2.7", 50_000)
"""Where the fuzzing peer seems to connect from (TEST-NET-1)."""
SERVER_ADDRESS: Final = ("192.0.2.1", 443)
_TURNS: Final = 6  # loop turns after each chunk: a handler reads, echoes, and the echo is flushed
_CASES_PER_LOOP: Final = 200  # a fresh loop then drops the timers earlier inputs left behind
_H2_MAX_FRAME: Final = 256 * 1024  # the SETTINGS_MAX_FRAME_SIZE the server advertises
_AMPLIFICATION: Final = 64  # the server writes at most this many bytes per byte read...
_AMPLIFICATION_BASE: Final = 16 * 1024  # ...beyond this much (its preface, settings, answers)
_H3_STREAM_BUFFER: Final = 64 * 1024  # the most an HTTP/3 stream buffer may hold
_EXCHANGE_ROUNDS: Final = 32
_READ_SIZE: Final = 256 * 1024  # the most asyncio's (and uvloop's) socket transports read at once


KNOWN_ISSUES: Final[dict[str, str]] = {}
"""Bugs found here and reported, not yet fixed: a marker of each in the failure it causes.

Empty today. The two found so far (h2-answer-after-goaway: a request and a GOAWAY in one
read; h2-refusal-beyond-window: a refusal sent beyond a zero window) are fixed, and
tests/adversarial/test_fuzz_framing.py keeps a regression test of each. A new entry gets a
strict xfail test there, so that its fix is noticed.
"""


def known_issue(failure: BaseException) -> str | None:
    """The known (reported) issue a failure is an instance of, if any."""
    text = str(failure)
    return next((name for name, marker in KNOWN_ISSUES.items() if marker in text), None)


class Failure(AssertionError):  # noqa: N818 - a failed check, as pytest calls it
    """An invariant did not hold: a bug in the decoder (or the driver around it)."""


def check(condition: object, message: str) -> None:
    """Raise `Failure(message)` unless `condition` holds."""
    if not condition:
        raise Failure(message)


@dataclass
class Outcome:
    """What one input did, for tests that look further and for the campaign's counts."""

    closed: bool = False
    """The server closed the connection (or the stream, for the L8 target)."""
    codes: list[int] = field(default_factory=list)
    """The connection-level codes the server closed with (GOAWAY; CONNECTION_CLOSE)."""
    resets: list[int] = field(default_factory=list)
    """The stream-level codes it reset streams with."""
    alive: bool | None = None
    """A probe after the input was answered (None: no probe could be made)."""
    received: int = 0
    """Bytes the server read."""
    written: int = 0
    """Bytes the server wrote."""
    held: int = 0
    """The most bytes the connection held at once (see the module docstring)."""
    payloads: list[bytes] = field(default_factory=list)
    """L8 frame payloads a session handler (or the L8 decoders) took whole."""


# -- catching what a driver swallows ---------------------------------------------------------------


class _Faults(logging.Handler):
    """Errors the drivers log and swallow ("unexpected error"), and loop callbacks that failed."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text += "\n" + logging.Formatter().formatException(record.exc_info)
        self.found.append(f"{record.name}: {text}")

    def loop_error(self, _loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        text = context.get("message", "")
        if error is not None:
            text += "\n" + logging.Formatter().formatException(
                (type(error), error, error.__traceback__)
            )
        self.found.append(f"event loop: {text}")

    @contextmanager
    def watching(self) -> Iterator[None]:
        logger = logging.getLogger("l7_transport")
        self.found.clear()
        logger.addHandler(self)
        try:
            yield
        except Exception as error:
            if self.found:  # the cause, before what it caused
                raise Failure("an internal error:\n" + "\n".join(self.found)) from error
            raise
        finally:
            logger.removeHandler(self)
        check(not self.found, "an internal error:\n" + "\n".join(self.found))


class _StillClock(asyncio.SelectorEventLoop):
    """An event loop whose clock stands still.

    No timer fires: not a timeout in the middle of an input (whatever the load
    of the machine), nor one an earlier input left on the loop. An input's
    outcome depends on its bytes alone, so every failure replays.
    """

    def time(self) -> float:
        return 1_000.0


class _SteppingClock(asyncio.SelectorEventLoop):
    """An event loop whose clock moves a millisecond each time it is read.

    QUIC paces what it sends, so its clock must move; this one moves the same
    way whenever the same input is fed, so an outcome still depends on the
    bytes alone. (One loop per input: no timer outlives its input.)
    """

    def __init__(self) -> None:
        super().__init__()
        self._now = 1_000.0

    def time(self) -> float:
        self._now += 0.001
        return self._now


class _LoopTarget:
    """A target that runs its inputs on an event loop of its own, renewed now and then."""

    def __init__(self, clock: type[asyncio.SelectorEventLoop], cases_per_loop: int) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._clock = clock
        self._cases_per_loop = cases_per_loop
        self._cases = 0
        self.faults = _Faults()

    def _next_loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None or self._cases >= self._cases_per_loop:
            self.close()
            self._loop = self._clock()
            self._loop.set_exception_handler(self.faults.loop_error)
            self._cases = 0
        self._cases += 1
        return self._loop

    def close(self) -> None:
        """Drop the event loop (and every timer an input left on it)."""
        loop, self._loop = self._loop, None
        if loop is not None:
            pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.close()

    def _check_no_task_left(self, loop: asyncio.AbstractEventLoop) -> None:
        left = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in left:
            task.cancel()
        if left:
            loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))
        check(not left, f"tasks left running after the input: {[t.get_coro() for t in left]}")


async def _settle(turns: int = _TURNS) -> None:
    for _ in range(turns):
        await asyncio.sleep(0)


async def _finish_tasks(tasks: set[asyncio.Task[None]]) -> None:
    """Every handler must end once its connection is gone; cancel and fail if one does not."""
    await _settle(4 * _TURNS)
    left = [task for task in tasks if not task.done()]
    for task in left:
        task.cancel()
    if left:
        await asyncio.gather(*left, return_exceptions=True)
    check(not left, f"{len(left)} handler task(s) still running after the connection ended")


# -- the server's applications: echo every L8 frame, answer one-shot messages ----------------------


async def echo_frames(channel: Channel) -> None:
    """A session handler that reads L8 frames (FrameDecoder) and echoes each one."""
    decoder = FrameDecoder()
    while data := await channel.receive():
        for payload in decoder.feed(data):
            await channel.send(_frame(payload))
        if decoder.error is not None:
            channel.abort(str(decoder.error.code))
            return


def _frame(payload: bytes) -> bytes:
    return bytes([FLAG_ENVELOPE]) + len(payload).to_bytes(4, "big") + payload


async def echo_message(body: bytes, _peer: PeerInfo) -> bytes:
    """A one-shot message handler that answers with the message."""
    return body


# -- HTTP/2 ----------------------------------------------------------------------------------------


class RecordingTransport(asyncio.Transport):
    """A TCP transport that records what the server writes and ends as asyncio's does."""

    def __init__(self, protocol: asyncio.Protocol) -> None:
        super().__init__()
        self._protocol = protocol
        self.written = bytearray()
        self._closing = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        """Keep what the protocol writes."""
        self.written += data

    def is_closing(self) -> bool:
        """Whether `close` was called."""
        return self._closing

    def close(self) -> None:
        """End the connection: the protocol is told it was lost, in the next turn."""
        if not self._closing:
            self._closing = True
            asyncio.get_running_loop().call_soon(self._protocol.connection_lost, None)

    def abort(self) -> None:
        """As `close`."""
        self.close()

    def get_extra_info(self, name: str, default: Any = None) -> Any:  # noqa: ANN401
        """The peer's and this side's addresses, as a socket's transport gives them."""
        return {"peername": CLIENT_ADDRESS, "sockname": SERVER_ADDRESS}.get(name, default)


def h2_frames(data: bytes) -> list[hyperframe.frame.Frame]:
    """The frames of what an HTTP/2 server wrote; `Failure` if it wrote something else."""
    frames: list[hyperframe.frame.Frame] = []
    position = 0
    while position < len(data):
        check(len(data) - position >= 9, f"the server wrote {len(data) - position} stray bytes")
        try:
            frame, length = hyperframe.frame.Frame.parse_frame_header(
                memoryview(data[position : position + 9])
            )
            body = data[position + 9 : position + 9 + length]
            check(len(body) == length, "the server wrote a frame cut short")
            frame.parse_body(memoryview(body))
        except hyperframe.exceptions.HyperframeError as error:
            raise Failure(f"the server wrote a frame hyperframe cannot read: {error}") from error
        frames.append(frame)
        position += 9 + length
    return frames


def _reads(chunks: Chunks) -> Iterator[bytes]:
    """The chunks as a socket transport hands them over: at most `_READ_SIZE` bytes a read."""
    for chunk in chunks:
        for start in range(0, len(chunk), _READ_SIZE):
            yield chunk[start : start + _READ_SIZE]
        if not chunk:
            yield chunk


def _valid_h2_code(code: int) -> bool:
    return code in {member.value for member in ErrorCodes}


class Http2Target(_LoopTarget):
    """The HTTP/2 server connection, one connection per input (see the module docstring)."""

    name = "http2"

    def __init__(self, config: TransportConfig | None = None) -> None:
        super().__init__(_StillClock, _CASES_PER_LOOP)
        self.config = config or TransportConfig()

    def run(self, chunks: Chunks) -> Outcome:
        """Feed one input to a fresh server connection and check it; return what happened."""
        loop = self._next_loop()
        with self.faults.watching():
            outcome = loop.run_until_complete(self._run(chunks))
            self._check_no_task_left(loop)
            return outcome

    async def _run(self, chunks: Chunks) -> Outcome:
        server = Http2Server(echo_frames, echo_message, config=self.config, cleartext=True)
        source = server.gate.source_of(CLIENT_ADDRESS)  # as the listener counts it
        check(server.gate.admit(source) is None, "the gate refused the first connection")
        connection = _ServerConnection(server, Admission(server.gate, source))
        transport = RecordingTransport(connection)
        connection.connection_made(transport)
        outcome = Outcome()
        for chunk in _reads(chunks):
            if transport.is_closing():
                break  # a closed transport reads nothing more
            connection.data_received(chunk)
            outcome.received += len(chunk)
            self._check_held(connection, outcome)
            await _settle()
            self._check_held(connection, outcome)
        await _settle()
        if not transport.is_closing():
            outcome.alive = await self._probe(connection, transport, outcome)
        outcome.closed = transport.is_closing()
        if not outcome.closed:
            check(
                not connection.h2.terminated,
                "h2 closed the connection but the driver keeps it open",
            )
            transport.close()  # the peer goes away
        await _settle()
        self._check_gone(connection, server)
        await _finish_tasks(server.tasks)
        self._check_written(connection, transport, outcome)
        return outcome

    def _check_held(self, connection: _ServerConnection, outcome: Outcome) -> None:
        buffer = connection.h2.incoming_buffer
        incoming = len(buffer._data)  # noqa: SLF001 - what h2 holds: the measure itself
        backlog = sum(len(getattr(f, "data", b"")) for f in buffer._headers_buffer)  # noqa: SLF001
        unread = [channel.unread for channel in connection.streams.values()]
        audit = len(connection.audit._header)  # noqa: SLF001
        outcome.held = max(outcome.held, incoming + backlog + sum(unread) + audit)
        config = self.config
        check(audit < 9, f"the frame audit holds {audit} bytes of a header")
        if connection.lost_reason is None:  # (a closing connection is dropped with its buffers)
            check(incoming <= 9 + _H2_MAX_FRAME, f"h2 holds {incoming} bytes: more than one frame")
            check(
                backlog <= config.max_header_list_size,
                f"a header block of {backlog} bytes waits for CONTINUATION",
            )
        check(
            all(size <= config.stream_window for size in unread),
            f"a stream holds {max(unread, default=0)} unread bytes, beyond its window",
        )
        window = max(config.connection_window, config.max_concurrent_streams * config.stream_window)
        check(sum(unread) <= window, f"{sum(unread)} unread bytes, beyond the connection window")
        check(
            len(connection.streams) <= config.max_concurrent_streams,
            f"{len(connection.streams)} streams open, beyond the limit",
        )

    async def _probe(
        self, connection: _ServerConnection, transport: RecordingTransport, outcome: Outcome
    ) -> bool | None:
        """A PING at a frame boundary must be answered (or the connection closed, GOAWAY)."""
        audit = connection.audit
        buffer = connection.h2.incoming_buffer
        at_boundary = (
            audit._preface == len(H2_PREFACE)  # noqa: SLF001
            and not audit._skip  # noqa: SLF001
            and not audit._header  # noqa: SLF001
            and not buffer._data  # noqa: SLF001
        )
        if not at_boundary:
            return None
        before = len(transport.written)
        payload = b"fuzzping"
        ping = b"\x00\x00\x08\x06\x00\x00\x00\x00\x00" + payload
        connection.data_received(ping)
        outcome.received += len(ping)
        await _settle()
        answer = h2_frames(bytes(transport.written[before:])) if not transport.is_closing() else []
        acked = any(
            isinstance(f, hyperframe.frame.PingFrame)
            and "ACK" in f.flags
            and f.opaque_data == payload
            for f in answer
        )
        check(acked or transport.is_closing(), "an open connection did not answer a PING")
        return acked

    def _check_gone(self, connection: _ServerConnection, server: Http2Server) -> None:
        check(connection.closed, "the connection did not finish once its transport closed")
        check(not connection.streams, f"{len(connection.streams)} streams left behind")
        check(not server.connections, "the server still counts the connection")
        check(server.gate.open == 0, "the connection gate still counts the connection")
        check(not server.control_budgets, "an address budget outlived its last connection")

    def _check_written(
        self, connection: _ServerConnection, transport: RecordingTransport, outcome: Outcome
    ) -> None:
        written = bytes(transport.written)
        outcome.written = len(written)
        check(
            len(written) <= _AMPLIFICATION_BASE + _AMPLIFICATION * outcome.received,
            f"the server wrote {len(written)} bytes for {outcome.received} read",
        )
        frames = h2_frames(written)
        goaways = [f.error_code for f in frames if isinstance(f, hyperframe.frame.GoAwayFrame)]
        outcome.codes = goaways
        outcome.resets = [
            f.error_code for f in frames if isinstance(f, hyperframe.frame.RstStreamFrame)
        ]
        for code in goaways + outcome.resets:
            check(_valid_h2_code(code), f"the server sent error code {code:#x}, not an HTTP/2 code")
        check(
            ErrorCodes.INTERNAL_ERROR not in goaways + outcome.resets,
            "the server sent INTERNAL_ERROR",
        )
        if isinstance(connection.lost_reason, TransportProtocolError):
            check(
                len(goaways) == 1,
                f"closed for the peer's fault with {len(goaways)} GOAWAY frames, not one "
                f"({connection.lost_reason})",
            )


# -- HTTP/3 ----------------------------------------------------------------------------------------


class _DatagramTransport(asyncio.DatagramTransport):
    """A UDP transport that keeps what the server sends."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[bytes] = []
        self.total = 0
        self._closing = False

    def sendto(self, data: bytes | bytearray | memoryview, addr: Any = None) -> None:  # noqa: ANN401
        del addr
        self.sent.append(bytes(data))
        self.total += len(data)

    def take(self) -> list[bytes]:
        sent, self.sent = self.sent, []
        return sent

    def is_closing(self) -> bool:
        return self._closing

    def close(self) -> None:
        self._closing = True

    def abort(self) -> None:
        self._closing = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:  # noqa: ANN401
        return {"sockname": SERVER_ADDRESS}.get(name, default)


@cache
def _pki_files() -> tuple[str, str]:
    folder = tempfile.mkdtemp(prefix="ioa-fuzz-pki-")
    pki = write_dev_pki(folder)
    return str(pki.server_cert), str(pki.server_key)


_H3_VALID_CODES: Final = (
    set(range(0x100, 0x111)) | {0x200, 0x201, 0x202} | set(range(0x11)) | set(range(0x100, 0x200))
)
"""HTTP/3 (RFC 9114 8.1), QPACK (RFC 9204 6) and QUIC transport codes, TLS alerts included."""
_H3_INTERNAL: Final = {int(H3ErrorCode.H3_INTERNAL_ERROR), int(QuicErrorCode.INTERNAL_ERROR)}


def _probe_request(stream_id: int) -> bytes:
    """A HEADERS frame opening a session, QPACK static table only (no encoder stream needed)."""
    headers = [
        (b":method", b"POST"),
        (b":scheme", b"https"),
        (b":authority", b"localhost"),
        (b":path", b"/ioa/v1/session"),
        (b"content-type", b"application/ioa+json"),
    ]
    _, block = pylsqpack.Encoder().encode(stream_id, headers)
    return encode_varint(0x1) + encode_varint(len(block)) + block


@dataclass
class _Link:
    """One input's in-memory network: the client, the server protocol, what came back."""

    client: QuicConnection
    protocol: _Protocol
    transport: _DatagramTransport
    outcome: Outcome
    closed: list[ConnectionTerminated] = field(default_factory=list)
    """The connection's close, as the client received it."""
    answered: set[int] = field(default_factory=set)
    """Streams the server sent data on or reset."""

    def take_client_events(self) -> None:
        """Note what the client received: stream data, resets, the connection's close."""
        # A closed connection's event waits out the draining period: look at the frame.
        ended = self.client._close_event  # noqa: SLF001
        if ended is not None and not self.closed:
            self.closed.append(ended)
        while (event := self.client.next_event()) is not None:
            if isinstance(event, StreamReset):
                self.outcome.resets.append(event.error_code)
                self.answered.add(event.stream_id)
            elif isinstance(event, StreamDataReceived):
                self.answered.add(event.stream_id)


@dataclass
class _Pair:
    """A QUIC client and server that have completed their handshake, the server's events pending."""

    client: QuicConnection
    server: QuicConnection
    made: float


class Http3Target(_LoopTarget):
    """The HTTP/3 server protocol, one QUIC connection per input (see the module docstring)."""

    name = "http3"

    def __init__(self, config: TransportConfig | None = None) -> None:
        super().__init__(_SteppingClock, 1)
        self.config = config or TransportConfig()
        certificate, key = _pki_files()
        self._server_configuration = quic_configuration(
            is_client=False, config=self.config, certificate=certificate, private_key=key
        )
        self._client_configuration = quic_configuration(
            is_client=True, config=self.config, server_name="localhost"
        )
        self._client_configuration.verify_mode = ssl.CERT_NONE
        self._template: _Pair | None = None

    def run(self, writes: Writes) -> Outcome:
        """Feed one input to a fresh server connection and check it; return what happened."""
        loop = self._next_loop()
        with self.faults.watching():
            outcome = loop.run_until_complete(self._run(writes))
            self._check_no_task_left(loop)
            return outcome

    # The handshake costs a few milliseconds; copying a handshaken pair, under one. The
    # copy shares only what no input changes: configurations, the TLS context (done with),
    # the packet protection keys (C objects without state of their own).

    def _handshake(self, now: float) -> _Pair:
        client = QuicConnection(configuration=self._client_configuration)
        client.connect(SERVER_ADDRESS, now=now)
        server: QuicConnection | None = None
        for _ in range(_EXCHANGE_ROUNDS):
            moved = False
            for data, _ in client.datagrams_to_send(now=now):
                if server is None:
                    header = pull_quic_header(Buffer(data=data), host_cid_length=8)
                    server = QuicConnection(
                        configuration=self._server_configuration,
                        original_destination_connection_id=header.destination_cid,
                    )
                    # Shaped by the real driver before its first packet, as a server's is.
                    _Protocol(server, config=self.config)
                server.receive_datagram(data, CLIENT_ADDRESS, now=now)
                moved = True
            for data, _ in server.datagrams_to_send(now=now) if server else ():
                client.receive_datagram(data, SERVER_ADDRESS, now=now)
                moved = True
            if not moved:
                break
        assert server is not None  # noqa: S101 - the client always sends an Initial
        while (event := client.next_event()) is not None:
            check(not isinstance(event, ConnectionTerminated), f"the handshake failed: {event}")
        return _Pair(client, server, now)

    def _fresh_pair(self, now: float) -> _Pair:
        if self._template is None:
            # Every loop's clock starts at the same time: one template serves them all.
            self._template = self._handshake(now)
        template = self._template
        memo: dict[int, Any] = {}
        for quic in (template.client, template.server):
            for shared in (quic.configuration, quic.tls, getattr(quic, "ioa_credit", None)):
                memo[id(shared)] = shared
            # the template's own charging of frames that carry nothing, and its count of data
            # out of order (they hold its event loop): the copy's are set anew by the
            # `_Protocol` that serves it
            memo[id(getattr(quic, "ioa_charge", None))] = None
            memo[id(getattr(quic, "ioa_out_of_order", None))] = None
            for pair in quic._cryptos.values():  # noqa: SLF001
                for context in (pair.send, pair.recv):
                    memo[id(context.aead)] = context.aead
                    memo[id(context.hp)] = context.hp
            for buffer in quic._crypto_buffers.values():  # noqa: SLF001
                fresh = Buffer(capacity=buffer.capacity)
                fresh.push_bytes(buffer.data)
                memo[id(buffer)] = fresh
        client, server = copy.deepcopy((template.client, template.server), memo)
        return _Pair(client, server, template.made)

    async def _run(self, writes: Writes) -> Outcome:
        loop = asyncio.get_running_loop()
        pair = self._fresh_pair(loop.time())
        client = pair.client
        h3server = Http3Server(echo_frames, echo_message, config=self.config)
        protocol = _Protocol(pair.server, config=self.config, server=h3server)
        transport = _DatagramTransport()
        protocol.connection_made(transport)
        link = _Link(client, protocol, transport, Outcome())
        for write in writes:
            if link.closed:
                break
            try:
                client.send_stream_data(write.stream_id, write.data, write.end_stream)
            except (ValueError, AssertionError, RuntimeError):
                continue  # this client will not send it (a stream it ended, say): nothing goes out
            # Each write is carried and answered before the next, as when it was captured: the
            # client's QPACK decoder stream acknowledges header blocks the server has sent.
            await self._exchange(link)
        await self._exchange(link)
        outcome = link.outcome
        if not link.closed and not protocol.lost.is_set():
            outcome.alive = await self._probe(link)
        outcome.closed = bool(link.closed) or protocol.lost.is_set()
        for ended in link.closed:
            outcome.codes.append(ended.error_code)
            check(
                ended.error_code in _H3_VALID_CODES,
                f"closed with code {ended.error_code:#x}, not an HTTP/3, QPACK or QUIC code",
            )
            check(
                ended.error_code not in _H3_INTERNAL,
                f"closed with an internal error ({ended.reason_phrase})",
            )
        protocol.connection_lost(None)
        await _settle()
        check(not protocol.streams, f"{len(protocol.streams)} streams left behind")
        check(protocol not in h3server.connections, "the server still counts the connection")
        check(not h3server.control_budgets, "an address budget outlived its last connection")
        await _finish_tasks(h3server.tasks)
        outcome.written = transport.total
        return outcome

    async def _exchange(self, link: _Link) -> None:
        """Carry datagrams both ways until neither side has anything to send."""
        loop = asyncio.get_running_loop()
        for _ in range(_EXCHANGE_ROUNDS):
            moved = False
            for data, _ in link.client.datagrams_to_send(now=loop.time()):
                link.outcome.received += len(data)
                link.protocol.datagram_received(data, CLIENT_ADDRESS)
                moved = True
            if moved:
                await _settle(3)
                self._check_held(link.protocol, link.outcome)
            for data in link.transport.take():
                link.client.receive_datagram(data, SERVER_ADDRESS, now=loop.time())
                moved = True
            link.take_client_events()
            if not moved:
                break

    def _check_held(self, protocol: _Protocol, outcome: Outcome) -> None:
        quic = protocol._quic  # noqa: SLF001
        received = sum(len(stream.receiver._buffer) for stream in quic._streams.values())  # noqa: SLF001
        http = protocol.http
        streams = list(http._stream.values()) if http is not None else []  # noqa: SLF001
        buffered = [len(stream.buffer) for stream in streams]
        unread = sum(channel.unread for channel in protocol.streams.values())
        outcome.held = max(outcome.held, received + sum(buffered) + unread)
        check(
            max(buffered, default=0) <= _H3_STREAM_BUFFER,
            f"an HTTP/3 stream buffers {max(buffered, default=0)} bytes (frames not yet whole)",
        )
        check(
            all(
                channel.unread <= self.config.stream_window for channel in protocol.streams.values()
            ),
            "a session holds more unread bytes than its window",
        )

    async def _probe(self, link: _Link) -> bool | None:
        """A new session request must be answered, reset, or the connection closed."""
        client = link.client
        stream_id = client.get_next_available_stream_id()
        client.send_stream_data(stream_id, _probe_request(stream_id), end_stream=True)
        stream = client._streams.get(stream_id)  # noqa: SLF001
        if stream is not None and stream.is_blocked:
            return None  # beyond the server's stream limit: the input left its streams open
        await self._exchange(link)
        alive = stream_id in link.answered
        check(alive or link.closed, "an open connection did not answer a new request")
        return alive


# -- the L8 frame stream ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    """What the L8 frame format says a byte stream is: what every reader must agree with."""

    payloads: list[bytes]
    """The frames complete before any fault."""
    fault: str | None
    """`bad_frame_flags` or `frame_too_large` at the first bad header, else None."""
    rest: int
    """Bytes after the last complete frame (a frame cut short), when there is no fault."""


def read_frames(stream: bytes, limit: int) -> Reading:
    """Read `stream` as L8 frames, plainly (a header, a length, a payload; again)."""
    payloads: list[bytes] = []
    position = 0
    while len(stream) - position >= FRAME_HEADER_SIZE:
        flags = stream[position]
        length = int.from_bytes(stream[position + 1 : position + 5], "big")
        if flags != FLAG_ENVELOPE:
            return Reading(payloads, "bad_frame_flags", 0)
        if length > limit:
            return Reading(payloads, "frame_too_large", 0)
        if len(stream) - position - FRAME_HEADER_SIZE < length:
            break
        payloads.append(stream[position + 5 : position + 5 + length])
        position += FRAME_HEADER_SIZE + length
    return Reading(payloads, None, len(stream) - position)


_FRAMING_CODES: Final = {"bad_frame_flags", "frame_too_large", "truncated_frame"}


class _StubDriver:
    """What a StreamChannel asks of its connection, recorded."""

    def __init__(self) -> None:
        self.resets: list[str] = []
        self.credited = 0

    def credit(self, stream_id: int, amount: int) -> None:
        del stream_id
        self.credited += amount

    def schedule_flush(self, stream_id: int | None = None) -> None:
        """Nothing is sent in this target."""

    def reset_stream(self, stream_id: int, reason: str) -> None:
        del stream_id
        self.resets.append(reason)


class L8FramingTarget:
    """Every reader of the L8 frame stream, against `read_frames` (see the module docstring)."""

    name = "l8"

    def __init__(self, max_frame_size: int = 4096) -> None:
        self.limit = max_frame_size
        self._config = TransportConfig(max_frame_size=max_frame_size)
        self._endpoint_config = EndpointConfig(limits=Limits(max_frame_size=max_frame_size))

    def close(self) -> None:
        """Nothing to release."""

    def run(self, chunks: Chunks) -> Outcome:
        """Feed one input to each reader and compare them with the reference."""
        stream = b"".join(chunks)
        reading = read_frames(stream, self.limit)
        outcome = Outcome(received=len(stream), payloads=reading.payloads)
        outcome.closed = reading.fault is not None
        self._decoder(chunks, reading)
        self._scanner(chunks, reading)
        self._channel(chunks, reading)
        self._endpoint(chunks, reading)
        if len(stream) <= 2 * self.limit:
            one = reading.fault is None and reading.rest == 0 and len(reading.payloads) == 1
            check(
                is_one_frame(stream) == one, f"is_one_frame says {not one} for {len(stream)} bytes"
            )
        return outcome

    def _decoder(self, chunks: Chunks, reading: Reading) -> None:
        decoder = FrameDecoder(self.limit)
        payloads: list[bytes] = []
        for chunk in chunks:
            payloads.extend(decoder.feed(chunk))
            check(
                decoder.buffered < FRAME_HEADER_SIZE + self.limit,
                f"FrameDecoder holds {decoder.buffered} bytes: more than one frame",
            )
        check(payloads == reading.payloads, "FrameDecoder read other frames than the format says")
        fault = decoder.error.code.value if decoder.error is not None else None
        check(fault == reading.fault, f"FrameDecoder found {fault}, the format {reading.fault}")
        if fault is None:
            check(decoder.buffered == reading.rest, "FrameDecoder holds other bytes than the rest")
            if reading.rest:
                try:
                    decoder.end_of_stream()
                except FramingError as error:
                    check(error.code.value == "truncated_frame", f"end of stream: {error.code}")
                else:
                    raise Failure("FrameDecoder took a stream ending inside a frame")
        else:
            check(decoder.buffered == 0, "FrameDecoder keeps bytes after a fault")
            check(decoder.feed(b"\0" * 16) == [], "FrameDecoder reads on after a fault")

    def _scanner(self, chunks: Chunks, reading: Reading) -> None:
        scanner = FrameScanner(self.limit)
        fault: str | None = None
        for chunk in chunks:
            try:
                scanner.feed(chunk)
            except FramingError as error:
                fault = error.code.value
                break
        check(fault == reading.fault, f"FrameScanner found {fault}, the format {reading.fault}")
        if fault is None:
            check(
                scanner.inside_frame == (reading.rest > 0), "FrameScanner lost the frame boundary"
            )

    def _channel(self, chunks: Chunks, reading: Reading) -> None:
        driver = _StubDriver()
        peer = PeerInfo(address="fuzz", protocol="memory", tls=False)
        channel = StreamChannel(driver, 1, peer, self._config)
        for chunk in chunks:
            channel.deliver(chunk)
        channel.deliver_end()
        expected = reading.fault or ("truncated_frame" if reading.rest else None)
        check(
            driver.resets == ([expected] if expected else []),
            f"the channel reset the stream for {driver.resets}, the format says {expected}",
        )
        check(
            channel.closed == bool(expected),
            "a broken stream left the channel open, or a sound one closed",
        )

    def _endpoint(self, chunks: Chunks, reading: Reading) -> None:
        endpoint = Endpoint("airline", peer_id="traveller", config=self._endpoint_config, now=0.0)
        ended: list[str] = []
        for chunk in chunks:
            events = endpoint.receive_data(chunk, now=0.0)
            ended += [str(e.code) for e in events if isinstance(e, SessionTerminated)]
            check(
                endpoint._decoder.buffered < FRAME_HEADER_SIZE + self.limit,  # noqa: SLF001
                "the endpoint holds more than one frame",
            )
            endpoint.data_to_send()
        events = endpoint.receive_eof(now=0.0)
        ended += [str(e.code) for e in events if isinstance(e, SessionTerminated)]
        check(endpoint.closed, "the endpoint is still open after the end of the stream")
        expected = reading.fault or ("truncated_frame" if reading.rest else None)
        if expected is not None:
            check(ended, f"the stream broke ({expected}) and the session did not end")
            # An envelope may have ended the session first; a framing code must be the right one.
            check(
                ended[0] not in _FRAMING_CODES or ended[0] == expected,
                f"the session ended for {ended[0]}, the format says {expected}",
            )
        elif ended:
            check(ended[0] not in _FRAMING_CODES, f"a sound stream ended for {ended[0]}")
