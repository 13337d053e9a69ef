"""The HTTP/2 connection both sides share: h2 driven over asyncio, streams, flushing.

`Http2Connection` is the asyncio protocol around a sans-I/O HTTP/2 engine (h2's API:
`h2` itself or the compiled `jh2`, chosen by `TransportConfig.h2_engine`, hardened alike
in l7_transport.h2engine); the server and the client (l7_transport.http2) each add their
side; how it ends (keep-alive, the idle close, GOAWAY and its linger) is in
l7_transport.h2ending, and how session bytes reach h2 (the pump) in
l7_transport.h2sending. See the docstring of l7_transport.http2 for what h2 leaves to
this driver.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import ssl
from collections.abc import Sequence
from typing import cast

import h2.events
from h2.errors import ErrorCodes

from l7_transport.channel import (
    EARLY_WRITE_AFTER,
    PeerInfo,
)
from l7_transport.config import TransportConfig
from l7_transport.engines import h2_engine
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    SessionRefused,
    StreamReset,
    TransportError,
    TransportErrorCode,
    TransportProtocolError,
)
from l7_transport.h2audit import FrameAudit, GoAway
from l7_transport.h2ending import ConnectionEnding
from l7_transport.h2engine import MAX_DATA_FRAME, HardenedConnection
from l7_transport.h2sending import Http2Sending
from l7_transport.listener import bound_tls_backlog, share_tls_read_buffer
from l7_transport.serving import socket_address
from l7_transport.stream_channel import StreamChannel
from l7_transport.tls import identities_from_der, tls_failure

logger = logging.getLogger("l7_transport.http2")

_RESET_CODES = {
    "stalled": ErrorCodes.CANCEL,
    "frame_too_large": ErrorCodes.PROTOCOL_ERROR,
    "bad_frame_flags": ErrorCodes.PROTOCOL_ERROR,
    "truncated_frame": ErrorCodes.PROTOCOL_ERROR,
    "bad_headers": ErrorCodes.PROTOCOL_ERROR,
}


def _peer_info(transport: asyncio.BaseTransport, *, cleartext: bool) -> PeerInfo:
    peername = transport.get_extra_info("peername")
    address = socket_address(peername) if peername else "unknown"
    ssl_object = transport.get_extra_info("ssl_object")
    if ssl_object is None:
        return PeerInfo(address=address, protocol="h2c" if cleartext else "h2", tls=False)
    # Only a certificate that was verified names anyone (a client context may verify none).
    verified = ssl_object.context.verify_mode != ssl.CERT_NONE
    der = ssl_object.getpeercert(True) if verified else None
    subject, names = identities_from_der(der, now=dt.datetime.now(dt.UTC))
    return PeerInfo(
        address=address, protocol="h2", tls=True, certificate_subject=subject, identities=names
    )


class Http2Connection(Http2Sending, ConnectionEnding, asyncio.Protocol):
    """What the HTTP/2 server and client connections share: h2, streams, flushing, keep-alive."""

    client_side = False
    _held_audited: bytes | None = None
    """The read that began a wait for a turn, already audited (it held part of a header block)."""

    def __init__(self, config: TransportConfig, *, cleartext: bool) -> None:
        self.config = config
        self.cleartext = cleartext
        self.loop = asyncio.get_running_loop()
        self.engine = engine = h2_engine(config.h2_engine, quiet=True)
        """The HTTP/2 engine: its events and errors are its library's own classes."""
        self.h2: HardenedConnection = engine.new_connection(
            client_side=self.client_side, config=config
        )
        self._events = engine.events
        self._protocol_error = engine.protocol_error
        self.transport: asyncio.Transport | None = None
        self.peer = PeerInfo(address="unknown", protocol="h2", tls=False)
        self.streams: dict[int, StreamChannel] = {}
        self.closed = False
        self.lost = asyncio.Event()
        """Set once the connection is gone."""
        self.lost_reason: TransportError | None = None
        self.lost_sessions: list[str] = []
        """The sessions that were open when the connection was lost."""
        self.changed = asyncio.Event()
        """Set whenever windows open, writing resumes or streams close (waiters re-check)."""
        self._flush_scheduled = False
        self._sending: dict[int, None] = {}
        """Streams that queued bytes or their end since the last pump (`schedule_flush`)."""
        self._sends = 0
        """How many sends they made (one session with many requests in flight counts each)."""
        self._reading = False
        """Events of a read are being handled: h2's state is ahead of the driver's."""
        self._pumping = False
        """A pump is running (what it sets off waits for the next, not a pump inside it)."""
        self._writable = True
        self._last_activity = self.loop.time()
        self._idle_since = self.loop.time()
        self._ping_outstanding: float | None = None
        self._keepalive: asyncio.TimerHandle | None = None
        self._closing_timer: asyncio.TimerHandle | None = None
        """The linger's end, then the abort of a peer that takes no bytes (`_close_transport`)."""
        self.audit = FrameAudit(
            max_frame_size=MAX_DATA_FRAME,
            budget=config.max_control_frames,
            resets=max(100, config.max_concurrent_streams),
            preface=not self.client_side,
            now=self.loop.time(),
            withhold_goaway=self.client_side,
        )
        """Frame sizes and the control-frame budget, checked before h2 reads a byte; a client's
        takes the server's GOAWAY frames out of what h2 reads (`_withheld_goaway`)."""
        self.h2.count_resets = self._count_resets
        self._discarding = False
        """Set once the connection is closing: what arrives is read and dropped, never parsed."""
        self._trusted = False
        """Whether a session authenticated its peer (`trust`): large TLS reads."""
        self._heard = False
        """Whether the peer has sent anything over the connection (past TLS)."""
        self.sessions_cut = 0
        """Sessions the peer reset once under way (not refused at the start), and those
        open when the connection was lost: what a connection closed while idle has not."""
        self._held_reads: list[bytes] | None = None
        """Reads waiting for the next event-loop turn with reading paused (`_hold`: a server's
        source opened its share of streams, `l7_transport.turns`); None while reading."""

    # ------------------------------------------------------------ asyncio side

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The connection is up: send the preface and settings, open the windows."""
        # A stream transport, though not always an asyncio.Transport subclass (uvloop's).
        self.transport = cast("asyncio.Transport", transport)
        self.peer = _peer_info(self.transport, cleartext=self.cleartext)
        share_tls_read_buffer(transport, wide=False)
        bound_tls_backlog(transport)
        self.h2.initiate_connection()
        # Larger DATA frames cut h2's per-frame cost for streamed sessions.
        self.h2.raise_max_frame_size(MAX_DATA_FRAME)
        # At least the sum of every stream's window: streams nobody reads
        # cannot hold the connection window the others need.
        window = max(
            self.config.connection_window,
            self.config.max_streams_window,
        )
        growth = window - self.h2.inbound_flow_control_window
        if growth > 0:
            self.h2.increment_flow_control_window(growth)
        self._write()
        self._arm_keepalive()

    def data_received(self, data: bytes) -> None:
        """Feed h2 and act on its events; a protocol error closes this connection.

        A client's audit withholds the server's GOAWAY frames from h2 (which would
        close for good on any: python-hyper/h2#1181): h2 reads the frames before
        each, the driver handles it (`_withheld_goaway`), then h2 reads on.
        """
        if self._discarding:
            return  # closing: read so the peer gets the GOAWAY (no TCP reset), never parsed
        self._heard = True
        self._last_activity = now = self.loop.time()
        self._ping_outstanding = None
        if self._held_reads is not None:
            self._held_reads.append(data)  # read before the pause took effect: in order
            return
        self._read(data, now)

    def _read(self, data: bytes, now: float, *, audited: bool = False) -> None:
        """Audit `data`, feed it to h2 and act on the events (`data_received`'s work).

        A read that may open streams (it holds part of a header block: `headers_read`)
        waits for a later turn, audited, when the peer may open no more in this one
        (`_may_open_streams`).
        """
        fault = None if audited else self.audit.inbound(data, now)
        if (
            fault is None
            and not audited
            and self.audit.headers_read
            and not self._may_open_streams()
        ):
            self._hold(data, audited=True)
            return
        pieces = self.audit.pieces
        self._reading = True  # h2 has read ahead of the events: no early write (schedule_flush)
        try:
            if fault is not None:
                self._fault_found(fault, data)
            elif self._receive_pieces((data,) if pieces is None else pieces):
                self._pump()
        finally:
            self._reading = False

    def _fault_found(self, fault: tuple[ErrorCodes, str], data: bytes) -> None:
        """The audit found `fault` in `data`: close, once h2 has read the frames before it.

        Their events are unused (a GOAWAY among them too): the first fault on the wire
        names the error, whichever side of the audit found it.
        """
        pieces = self.audit.pieces
        if pieces is None:
            whole = data[: self.audit.fault_at]
        else:
            whole = b"".join(piece for piece in pieces if isinstance(piece, bytes))
        events = self._feed(whole)
        while events is not None and self.h2.more:
            events = self._feed(b"")
        if events is not None:
            self._fail_connection(*fault)

    def _receive_pieces(self, pieces: Sequence[bytes | GoAway]) -> bool:
        """A read, a client's GOAWAY frames withheld from h2 (`FrameAudit.pieces`), in order.

        False once an unexpected error has closed the connection.
        """
        for piece in pieces:
            if self.lost_reason is not None or self.h2.calm is not None:
                break  # the connection is being closed: the rest of the read is moot
            if isinstance(piece, GoAway):
                self._withheld_goaway(piece)
            elif not self._receive(piece):
                return False
        return True

    def _receive(self, data: bytes) -> bool:
        """h2 reads `data` and the driver acts on its events.

        False once an unexpected error has closed the connection.
        """
        events = self._feed(data)
        while events is not None:
            try:
                for event in events:
                    if self.lost_reason is not None or self.h2.calm is not None:
                        break  # the connection is being closed: the rest of the batch is moot
                    self._dispatch(event)
                self._check_header_backlog()
            except Exception as error:
                # A state this driver did not expect: close this connection, keep the server.
                logger.exception("%s: unexpected error handling HTTP/2 events", self.peer.address)
                self._fail_connection(ErrorCodes.INTERNAL_ERROR, f"internal error: {error!r}")
                return False
            if not self.h2.more or self.lost_reason is not None or self.h2.calm is not None:
                break
            if not self._may_open_streams():
                self._hold(None, audited=False)  # the rest in h2's buffer waits for a turn
                break
            events = self._feed(b"")  # the rest of the read, now that those streams are handled
        return True

    def _may_open_streams(self) -> bool:
        """Whether the peer may open more streams in this turn (a server counts per source)."""
        return True

    def _hold(self, data: bytes | None, *, audited: bool) -> None:
        """Stop reading until a later turn; `data` (a read not fed to h2 yet) waits with it."""
        raise NotImplementedError  # only a server, whose `_may_open_streams` can say no

    def _feed(self, data: bytes) -> list[h2.events.Event] | None:
        """h2's events for `data`; None when it found a protocol error (the connection closes)."""
        try:
            return self.h2.receive_data(data)
        except self._protocol_error as error:
            # h2 has queued the GOAWAY with the error's own code: send that one alone.
            self._fail_connection(None, f"HTTP/2 protocol error ({error.error_code!r}): {error}")
            return None

    def eof_received(self) -> bool:
        """The peer has ended its direction: close ours too (after flushing)."""
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        """The transport is gone: every stream on it fails.

        A TLS alert before the peer said anything over HTTP/2 ends the handshake (TLS
        1.3 checks a client's certificate after the client's side of it is done): that
        is `tls_failed`, with the alert's meaning, not a connection lost.
        """
        reason = self.lost_reason
        if reason is None and isinstance(exc, ssl.SSLError) and not self._heard:
            reason = ConnectError(
                TransportErrorCode.TLS_FAILED,
                f"the TLS handshake failed: {tls_failure(exc)}",
                peer=self.peer.address,
            )
        elif reason is None:
            said = tls_failure(exc) if isinstance(exc, ssl.SSLError) else exc
            reason = ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                f"the connection closed ({said})" if exc else "the connection closed",
                peer=self.peer.address,
            )
        self._finish(reason)

    def pause_writing(self) -> None:
        """The transport's buffer is full: stop writing."""
        self._writable = False

    def resume_writing(self) -> None:
        """The transport drained: write again."""
        self._writable = True
        self.changed.set()
        self.schedule_flush()

    # ----------------------------------------------------------- driver hooks

    def trust(self) -> None:
        """A session on this connection authenticated its peer: read TLS in large reads.

        Until then a connection reads one TLS record at a time (hostile peers cost less
        memory: `l7_transport.listener.WIDE_TLS_READ_SIZE`); idempotent.
        """
        if not self._trusted and self.transport is not None:
            self._trusted = True
            share_tls_read_buffer(self.transport, wide=True)

    def credit(self, stream_id: int, amount: int) -> None:
        """Give `amount` bytes of window back to the peer on `stream_id` (they were read).

        The stream's window only: the connection's went back as the bytes arrived
        (`_on_data`).
        """
        if self.closed:
            return
        if self.h2.acknowledge_stream_data(amount, stream_id):
            self.schedule_flush()

    def schedule_flush(self, stream_id: int | None = None) -> None:
        """Pump queued session bytes into h2 soon (once per loop turn), or now on a busy turn.

        Once `EARLY_WRITE_AFTER` sends (bytes or an end, `stream_id` given) have been
        queued in one turn, the sessions that made them are written at once, so that
        the peer can read them while this side makes the rest; the pump at the end of
        the turn writes what is left. Not while a read's events are handled: h2 has read
        the whole read by then (a stream the driver still holds may be closed in h2),
        and the read's own pump follows its events. Nor inside a pump.
        """
        if self.closed:
            return
        if stream_id is not None:
            self._sending[stream_id] = None
            self._sends += 1
        if not self._flush_scheduled:
            self._flush_scheduled = True
            self.loop.call_soon(self._scheduled_pump)
        elif self._sends >= EARLY_WRITE_AFTER and not (self._reading or self._pumping):
            self._early_pump()

    def _early_pump(self) -> None:
        """Write the sessions that sent this turn, in the caller's call (`schedule_flush`).

        A fault of the driver's here is the connection's, as in a read: not the error of
        the session whose send happened to be the one that wrote.
        """
        try:
            self._pump(self._sending)
        except Exception as error:
            logger.exception("%s: unexpected error writing HTTP/2 streams", self.peer.address)
            self._fail_connection(ErrorCodes.INTERNAL_ERROR, f"internal error: {error!r}")

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """Reset `stream_id` for `reason` (a StreamChannel's fault)."""
        if self.closed:
            return
        code = _RESET_CODES.get(reason, ErrorCodes.CANCEL)
        with contextlib.suppress(self._protocol_error):
            self.h2.reset_stream(stream_id, code)
        self._forget(stream_id)
        self.schedule_flush()

    def unread_arrived(self, channel: StreamChannel) -> None:
        """A server asks the peer to stop (`h2server`); a client has nothing to do."""

    # ------------------------------------------------------------- internals

    def _dispatch(self, event: h2.events.Event) -> None:
        # The engine's own event classes (jh2's are not h2's); the same names and fields.
        events = self._events
        if isinstance(event, events.DataReceived):
            self._on_data(event)
        elif isinstance(event, events.StreamEnded):
            self._on_stream_ended(event.stream_id)
        elif isinstance(event, events.StreamReset):
            self._on_stream_reset(event)
        elif isinstance(event, events.RequestReceived):
            self._on_request(event)
        elif isinstance(event, events.ResponseReceived):
            self._on_response(event)
        elif isinstance(event, events.TrailersReceived):
            if event.stream_ended is not None:
                self._on_stream_ended(event.stream_id)
        elif isinstance(event, events.ConnectionTerminated):
            self._on_goaway(event)
        elif isinstance(event, events.WindowUpdated | events.RemoteSettingsChanged):
            self.changed.set()
            self.schedule_flush()

    def _on_data(self, event: h2.events.DataReceived) -> None:
        stream_id = event.stream_id
        data = event.data or b""
        channel = self.streams.get(stream_id)
        counted = event.flow_controlled_length or 0
        # The connection's window goes back at once (`acknowledge_connection_data`); the
        # stream's as its session reads, but padding, and bytes nobody will read, now.
        self.h2.acknowledge_connection_data(counted)
        padding = counted - len(data) if channel is not None else counted
        if padding:
            self.h2.acknowledge_stream_data(padding, stream_id)
        if channel is not None:
            channel.deliver(data)

    def _on_stream_ended(self, stream_id: int) -> None:
        channel = self.streams.get(stream_id)
        if channel is not None:
            channel.deliver_end()
            self._maybe_forget(stream_id)

    def _on_stream_reset(self, event: h2.events.StreamReset) -> None:
        channel = self.streams.get(event.stream_id)
        if event.error_code == ErrorCodes.NO_ERROR and channel is not None and channel.received_end:
            # RFC 9113 8.1: the peer has said all it will and asks this side to stop sending;
            # what it sent is still read, not discarded.
            channel.stop_sending()
            self._forget(event.stream_id)
            return
        error_name = getattr(event.error_code, "name", str(event.error_code))
        message = f"the peer reset the stream ({error_name})"
        error: TransportError
        if event.error_code == ErrorCodes.REFUSED_STREAM:  # nothing of it was processed
            error = SessionRefused.not_processed(
                message, peer=self.peer.address, stream_id=event.stream_id
            )
        else:
            if channel is not None:
                self.sessions_cut += 1
            error = StreamReset(
                TransportErrorCode.STREAM_RESET,
                message,
                peer=self.peer.address,
                stream_id=event.stream_id,
            )
        self._fail_stream(event.stream_id, error)

    def _fail_stream(self, stream_id: int, error: TransportError) -> None:
        channel = self.streams.pop(stream_id, None)
        if channel is not None:
            channel.fail(error)
        self._touch_idle()

    def _on_goaway(self, event: h2.events.ConnectionTerminated) -> None:
        self._gone_away(event.error_code)

    def _withheld_goaway(self, goaway: GoAway) -> None:
        """A hook: a GOAWAY the audit kept from h2 (a client's: `_ClientConnection`)."""
        self._gone_away(goaway.error_code)

    def _gone_away(self, error_code: ErrorCodes | int | None) -> None:
        """The peer said GOAWAY: the connection closes at once, its streams lost."""
        if isinstance(error_code, int) and not isinstance(error_code, ErrorCodes):
            with contextlib.suppress(ValueError):
                error_code = ErrorCodes(error_code)
        error_name = getattr(error_code, "name", str(error_code))
        self.lost_reason = ConnectionLost(
            TransportErrorCode.GOING_AWAY,
            f"the peer closed the connection (GOAWAY {error_name})",
            peer=self.peer.address,
        )
        self._write()
        self._close_transport(linger=False)  # the peer said goodbye first: nothing to wait for

    def _on_request(self, event: h2.events.RequestReceived) -> None:
        self._reset_quietly(event.stream_id, ErrorCodes.PROTOCOL_ERROR)

    def _on_response(self, event: h2.events.ResponseReceived) -> None:
        self._reset_quietly(event.stream_id, ErrorCodes.PROTOCOL_ERROR)

    def _reset_quietly(self, stream_id: int, code: ErrorCodes) -> None:
        with contextlib.suppress(self._protocol_error):
            self.h2.reset_stream(stream_id, code)

    def _check_header_backlog(self) -> None:
        """h2 buffers up to 64 CONTINUATION frames before HPACK sees the block: bound it."""
        backlog = getattr(self.h2.incoming_buffer, "_headers_buffer", None) or ()
        size = sum(len(getattr(frame, "data", b"")) for frame in backlog)
        if size > self.config.max_header_list_size:
            self._fail_connection(
                ErrorCodes.ENHANCE_YOUR_CALM,
                f"a header block of {size} bytes exceeds {self.config.max_header_list_size}",
            )

    def _fail_connection(self, code: ErrorCodes | None, message: str) -> None:
        """Close the connection for a fault of the peer (or an unexpected state): GOAWAY first.

        `code` None: h2 found the fault and has queued its GOAWAY already.
        """
        if self.closed or self.lost_reason is not None:
            return
        reason = TransportProtocolError(
            TransportErrorCode.PROTOCOL_ERROR, message, peer=self.peer.address
        )
        logger.warning("closing connection from %s: %s", self.peer.address, reason)
        self.lost_reason = reason
        self._fault()
        if code is not None:
            with contextlib.suppress(self._protocol_error):
                self.h2.close_connection(code)
        self._write()
        self._close_transport()

    def _fault(self) -> None:
        """A hook: the connection is closing for a fault (the server counts them)."""

    def _ended_here(self, channel: StreamChannel) -> None:
        """A hook: this side has ended its direction of `channel` (END_STREAM is queued)."""

    def _forget(self, stream_id: int) -> None:
        self.streams.pop(stream_id, None)
        self._touch_idle()

    def _maybe_forget(self, stream_id: int) -> None:
        channel = self.streams.get(stream_id)
        if channel is not None and channel.ended and channel.closed:
            self._forget(stream_id)

    def _touch_idle(self) -> None:
        self.changed.set()
        if not self.streams:
            self._idle_since = self.loop.time()

    def _count_resets(self, count: int) -> str | None:
        """h2 queued `count` RST_STREAM frames: charge them; None, or why the budget is spent."""
        fault = self.audit.resets_sent(count, self.loop.time())
        return None if fault is None else fault[1]

    def _write(self) -> None:
        if self.h2.calm is not None and self.lost_reason is None:
            # The driver's own resets (refusals, faulty session streams) spent the budget.
            self._fail_connection(ErrorCodes.ENHANCE_YOUR_CALM, self.h2.calm)
            return
        data = self.h2.data_to_send()
        if self._discarding:
            return  # the last bytes (a GOAWAY) are written; the connection is closing
        if data and self.transport is not None and not self.transport.is_closing():
            self.transport.write(data)

    def _finish(self, reason: TransportError) -> None:
        if self.closed:
            return
        self.closed = True
        self.lost_reason = reason
        if self._keepalive is not None:
            self._keepalive.cancel()
        if self._closing_timer is not None:
            self._closing_timer.cancel()
            self._closing_timer = None
        self.lost_sessions = [channel.session_id for channel in self.streams.values()]
        self.sessions_cut += len(self.lost_sessions)
        for channel in list(self.streams.values()):
            channel.fail(reason)
        self.streams.clear()
        self.changed.set()
        self.lost.set()
        self.h2.release()  # its own cycles, and ours through it: freed by reference counting


# ---------------------------------------------------------------------- server
