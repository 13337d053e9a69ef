"""The HTTP/2 connection both sides share: h2 driven over asyncio, streams, flushing, keep-alive.

`Http2Connection` is the asyncio protocol around the sans-I/O `h2` library;
the server and the client (l7_transport.http2) each add their side. See the
docstring of l7_transport.http2 for what h2 leaves to this driver.
"""

from __future__ import annotations

import asyncio
import binascii
import contextlib
import logging
import os
import ssl
from collections.abc import Callable, Iterable
from typing import Any, cast

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import h2.frame_buffer
import h2.settings
import h2.stream
import hyperframe.frame
from h2.connection import ConnectionInputs
from h2.errors import ErrorCodes
from hpack import Decoder
from hpack.exceptions import HPACKError

from l7_transport.channel import (
    PeerInfo,
    StreamChannel,
)
from l7_transport.config import TransportConfig
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    SessionRefused,
    StreamReset,
    TransportError,
    TransportErrorCode,
    TransportProtocolError,
)
from l7_transport.h2audit import FrameAudit
from l7_transport.listener import share_tls_read_buffer
from l7_transport.tls import identities_from_peercert, tls_failure

logger = logging.getLogger("l7_transport.http2")


def _short_raw_data_repr(data: bytes | None) -> str:
    """The DATA repr of hyperframe, without hexlifying a whole payload to keep 20 characters.

    h2 formats `repr(frame)` for a trace log on every frame it receives,
    whether or not anyone logs it, and hyperframe's repr hexlifies the entire
    payload before cutting it to 20 hex digits: with 256 KiB frames that was
    a quarter of a streamed session's cost. Same output, first 10 bytes only.
    (tests/test_transport.py checks the output is unchanged.)
    """
    if not data:
        return "None"
    text = binascii.hexlify(data[:10]).decode("ascii")
    return "<hex:" + text + ("..." if len(data) > 10 else "") + ">"


hyperframe.frame._raw_data_repr = _short_raw_data_repr  # noqa: SLF001

_parse_window_update_body = hyperframe.frame.WindowUpdateFrame.parse_body


def _parse_window_update(self: hyperframe.frame.WindowUpdateFrame, data: memoryview) -> None:
    """Parse a WINDOW_UPDATE as hyperframe does, with the reserved bit ignored (RFC 9113 6.9).

    hyperframe reads the increment's 32 bits whole and refuses a value above
    2^31-1, so a peer that sets the reserved bit, which a receiver MUST ignore,
    would get its connection closed. Patched on the class, for every parser
    in the process, rather than registered as a subclass in
    `hyperframe.frame.FRAMES`: h2 dispatches frames on their exact class, so a
    subclass would break every other `H2Connection` (the tests' raw clients).
    """
    if len(data) == 4 and data[0] & 0x80:  # the 4-byte payload, its top bit set
        data = memoryview(bytes((data[0] & 0x7F,)) + bytes(data[1:]))
    _parse_window_update_body(self, data)


hyperframe.frame.WindowUpdateFrame.parse_body = _parse_window_update  # type: ignore[method-assign]

CLOSED_STREAMS_KEPT_PER_LIMIT = 8
"""How many closed streams a connection remembers, per stream of its concurrency limit.

Frames on a stream this side reset are ignored while it is remembered (RFC 9113 5.1: they may
have left the peer before the reset arrived); one on a stream forgotten since is a connection
error (5.1 lets an endpoint limit that period). A peer has at most the limit open at once:
eight times that leaves ample room for what an honest peer can still have in flight when a
reset reaches it."""
_MAX_DATA_FRAME = 256 * 1024
"""The SETTINGS_MAX_FRAME_SIZE each side advertises (as an update, once acknowledged)."""
_LINGER = 2.0
"""Longest a connection closed here keeps reading (and discarding) after its GOAWAY."""


class _CompressionError(h2.exceptions.ProtocolError):
    """A header block HPACK cannot decode: a connection error of type COMPRESSION_ERROR."""

    error_code = ErrorCodes.COMPRESSION_ERROR


_h2_decode_headers = h2.connection._decode_headers  # noqa: SLF001


def _decode_headers(decoder: Decoder, encoded_header_block: bytes) -> Iterable[Any]:
    """h2's decoding; HPACK failures as COMPRESSION_ERROR (RFC 9113 4.3), not PROTOCOL_ERROR."""
    try:
        return _h2_decode_headers(decoder, encoded_header_block)
    except h2.exceptions.DenialOfServiceError:
        raise
    except h2.exceptions.ProtocolError as error:
        if isinstance(error.__cause__, HPACKError | IndexError | TypeError | UnicodeDecodeError):
            raise _CompressionError(str(error)) from error.__cause__
        raise


h2.connection._decode_headers = _decode_headers  # noqa: SLF001


class _ClosedStreams:
    """How the last `size` closed streams closed: h2's record of them, packed in a ring.

    h2 keeps an OrderedDict of up to 65,536 closed streams, ~150 bytes each: some MiB per
    connection, which a peer fills by opening streams. Here, 5 bytes each, `size` at most
    (the oldest forgotten first), found with a byte search. Only what h2 and `_H2` use.
    """

    __slots__ = ("_how", "_ids", "_next")

    def __init__(self, size: int) -> None:
        self._ids = bytearray(4 * size)
        """Stream ids, 4 bytes big-endian each (0, never a stream's id: a free slot)."""
        self._how = bytearray(size)
        """How each closed: an index into `_CLOSED_BY`."""
        self._next = 0

    def __setitem__(self, stream_id: int, closed_by: h2.stream.StreamClosedBy | None) -> None:
        slot = self._next
        self._ids[4 * slot : 4 * slot + 4] = stream_id.to_bytes(4, "big")
        self._how[slot] = _CLOSED_BY.index(closed_by)
        self._next = (slot + 1) % len(self._how)

    def _slot(self, stream_id: int) -> int:
        if not 0 < stream_id < 1 << 31:
            return -1
        needle = stream_id.to_bytes(4, "big")
        at = self._ids.find(needle)
        while at > 0 and at % 4:  # a match across two ids: look on
            at = self._ids.find(needle, at + 1)
        return at // 4 if at >= 0 else -1

    def __contains__(self, stream_id: object) -> bool:
        return isinstance(stream_id, int) and self._slot(stream_id) >= 0

    def __getitem__(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        slot = self._slot(stream_id)
        if slot < 0:
            raise KeyError(stream_id)
        return _CLOSED_BY[self._how[slot]]

    def closed_by(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        """How `stream_id` closed, if it is remembered; None if not (or closed implicitly)."""
        slot = self._slot(stream_id)
        return _CLOSED_BY[self._how[slot]] if slot >= 0 else None


_CLOSED_BY: tuple[h2.stream.StreamClosedBy | None, ...] = (None, *h2.stream.StreamClosedBy)


class _PausingBuffer(h2.frame_buffer.FrameBuffer):
    """h2's frame buffer, whose iteration ends early once `paused` is set.

    h2 takes frames from it until it runs dry; a paused buffer looks dry, and keeps the
    frames not yet taken for the next `receive_data`.
    """

    paused = False

    def __next__(self) -> hyperframe.frame.Frame:
        if self.paused:
            raise StopIteration
        return super().__next__()


class _ResetBudgetSpent(h2.exceptions.DenialOfServiceError):
    """The peer made this side reset more streams than the budget allows: ENHANCE_YOUR_CALM."""


class _H2(h2.connection.H2Connection):
    """h2, with what RFC 9113 asks and h2 does not do, and every reset it sends counted.

    - One stream too many is let open, so that the driver refuses it alone:
      h2 treats a HEADERS beyond SETTINGS_MAX_CONCURRENT_STREAMS as a
      connection error, dropping every valid stream with it; RFC 9113 5.1.2
      allows a stream error (REFUSED_STREAM) instead, which the driver sends.
      Streams are judged as their HEADERS arrive (one read can hold many),
      and remembered in `over_limit` until the driver has refused them.
    - Every RST_STREAM this side queues, whoever decided it (h2 itself for a
      faulty frame, or the driver), is told to `count_resets` the moment it
      is queued; once that answers that the budget is spent, h2 stops
      reading the batch and closes the connection (ENHANCE_YOUR_CALM), so
      one read cannot make the server write thousands of resets first.
    - DATA and HEADERS on a stream this side has reset are ignored (RFC 9113
      5.1: the peer may have sent them before it saw the reset); h2 would
      answer each with another RST_STREAM. The DATA still counts against the
      connection window and the header block is still decoded (HPACK state).
    - RST_STREAM on an idle stream is a connection error PROTOCOL_ERROR
      (RFC 9113 6.4); h2 ignores it.
    - A read is taken `OPENINGS_PER_PASS` new streams at a time (`more` says
      that frames wait; `receive_data(b"")` reads on), so that the driver
      handles the streams opened so far (refuses, resets or starts them, the
      reset budget charged) before h2 builds the state of the next: h2 reads
      a whole read before the driver sees an event, and one read of a flood
      can hold HEADERS for hundreds of streams, each ~1.4 KiB in h2.
    """

    OPENINGS_PER_PASS = 16
    """New streams h2 reads before the driver handles their events."""
    lenient = False

    def __init__(self, config: h2.config.H2Configuration, *, closed_streams_kept: int) -> None:
        super().__init__(config)
        self.incoming_buffer: _PausingBuffer = _PausingBuffer(server=not config.client_side)
        self._closed = _ClosedStreams(closed_streams_kept)
        # (h2 only sets and looks up entries: `_ClosedStreams` does just that.)
        self._closed_streams = self._closed  # type: ignore[assignment]
        self.over_limit: set[int] = set()
        """Streams opened beyond the advertised limit, to be refused."""
        self.count_resets: Callable[[int], str | None] | None = None
        """Told of each batch of RST_STREAM frames queued: None, or why the budget is spent."""
        self.calm: str | None = None
        """Why the reset budget ran out, once it has (the connection must close)."""
        self.more = False
        """The last `receive_data` stopped after `OPENINGS_PER_PASS` new streams: frames wait."""
        self._openings = 0

    def receive_data(self, data: bytes) -> list[h2.events.Event]:  # type: ignore[override]
        """h2's `receive_data`, pausing after `OPENINGS_PER_PASS` new streams (see `more`).

        h2 reads frames from its buffer until it is empty; `_PausingBuffer` ends that
        iteration early once enough streams opened, leaving the rest buffered.
        """
        self._openings = 0
        self.incoming_buffer.paused = False
        events: list[h2.events.Event] = super().receive_data(data)
        self.more = self.incoming_buffer.paused
        return events

    def _stream_closed_by(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        stream = self.streams.get(stream_id)
        if stream is not None:
            return stream.closed_by
        return self._closed.closed_by(stream_id)

    def _prepare_for_sending(self, frames: list[hyperframe.frame.Frame]) -> None:
        resets = sum(isinstance(frame, hyperframe.frame.RstStreamFrame) for frame in frames)
        if resets and self.calm is None and self.count_resets is not None:
            self.calm = self.count_resets(resets)
        super()._prepare_for_sending(frames)

    def _receive_frame(self, frame: hyperframe.frame.Frame) -> list[h2.events.Event]:
        if (
            isinstance(frame, hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame)
            and self._stream_closed_by(frame.stream_id) is h2.stream.StreamClosedBy.SEND_RST_STREAM
        ):
            self._ignore(frame)
            events: list[h2.events.Event] = []
        else:
            events = super()._receive_frame(frame)
        if self.calm is not None:
            raise _ResetBudgetSpent(self.calm)
        return events

    def _ignore(self, frame: hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame) -> None:
        """A frame on a stream this side reset: only its effect on the connection remains."""
        if isinstance(frame, hyperframe.frame.DataFrame):
            self.state_machine.process_input(ConnectionInputs.RECV_DATA)
            manager = self._inbound_flow_control_window_manager
            manager.window_consumed(frame.flow_controlled_length)
            increment = manager.process_bytes(frame.flow_controlled_length)
            if increment:
                self._prepare_for_sending([hyperframe.frame.WindowUpdateFrame(0, increment)])
        else:
            h2.connection._decode_headers(self.decoder, frame.data)  # noqa: SLF001 - HPACK state
            self.state_machine.process_input(ConnectionInputs.RECV_HEADERS)

    def _receive_rst_stream_frame(
        self, frame: hyperframe.frame.RstStreamFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        stream_id = frame.stream_id
        if stream_id not in self.streams:
            if self._stream_id_is_outbound(stream_id):
                highest = self.highest_outbound_stream_id
            else:
                highest = self.highest_inbound_stream_id
            if stream_id > highest:
                msg = f"RST_STREAM on stream {stream_id}, which is idle"
                raise h2.exceptions.ProtocolError(msg)
        return super()._receive_rst_stream_frame(frame)

    @property
    def open_inbound_streams(self) -> int:
        count: int = super().open_inbound_streams
        if self.lenient:
            return min(count, self.local_settings.max_concurrent_streams - 1)
        return count

    def _receive_headers_frame(
        self, frame: hyperframe.frame.HeadersFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        opening = frame.stream_id not in self.streams
        self.lenient = True
        try:
            result = super()._receive_headers_frame(frame)
        finally:
            self.lenient = False
        if opening:
            self._openings += 1
            if self._openings >= self.OPENINGS_PER_PASS:
                self.incoming_buffer.paused = True  # the frames after this one wait
            if super().open_inbound_streams > self.local_settings.max_concurrent_streams:
                self.over_limit.add(frame.stream_id)
        return result


_STREAM_GONE = (
    h2.exceptions.StreamClosedError,
    h2.exceptions.NoSuchStreamError,
    h2.exceptions.StreamIDTooLowError,
)
_RESET_CODES = {
    "stalled": ErrorCodes.CANCEL,
    "frame_too_large": ErrorCodes.PROTOCOL_ERROR,
    "bad_frame_flags": ErrorCodes.PROTOCOL_ERROR,
    "truncated_frame": ErrorCodes.PROTOCOL_ERROR,
    "bad_headers": ErrorCodes.PROTOCOL_ERROR,
}


def _can_write_eof(transport: asyncio.Transport) -> bool:
    """Whether the transport can half-close (cleartext TCP can; TLS cannot)."""
    try:
        return transport.can_write_eof()
    except NotImplementedError:
        return False


def _peer_info(transport: asyncio.BaseTransport, *, cleartext: bool) -> PeerInfo:
    peername = transport.get_extra_info("peername")
    address = f"{peername[0]}:{peername[1]}" if peername else "unknown"
    ssl_object = transport.get_extra_info("ssl_object")
    if ssl_object is None:
        return PeerInfo(address=address, protocol="h2c" if cleartext else "h2", tls=False)
    subject, names = identities_from_peercert(ssl_object.getpeercert())
    return PeerInfo(
        address=address, protocol="h2", tls=True, certificate_subject=subject, identities=names
    )


class Http2Connection(asyncio.Protocol):
    """What the HTTP/2 server and client connections share: h2, streams, flushing, keep-alive."""

    client_side = False

    def __init__(self, config: TransportConfig, *, cleartext: bool) -> None:
        self.config = config
        self.cleartext = cleartext
        self.loop = asyncio.get_running_loop()
        self.h2 = _H2(
            h2.config.H2Configuration(
                client_side=self.client_side, header_encoding=None, validate_inbound_headers=True
            ),
            closed_streams_kept=CLOSED_STREAMS_KEPT_PER_LIMIT * config.max_concurrent_streams,
        )
        self.h2.local_settings = h2.settings.Settings(
            client=self.client_side,
            initial_values={
                h2.settings.SettingCodes.MAX_CONCURRENT_STREAMS: config.max_concurrent_streams,
                h2.settings.SettingCodes.INITIAL_WINDOW_SIZE: config.stream_window,
                h2.settings.SettingCodes.MAX_HEADER_LIST_SIZE: config.max_header_list_size,
                h2.settings.SettingCodes.ENABLE_PUSH: 0,
            },
        )
        # Settings given as initial values are in force at once (h2 only
        # re-reads them when an update is acknowledged), so mirror the one
        # h2 enforces from its own attribute.
        self.h2.decoder.max_header_list_size = config.max_header_list_size
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
        self._writable = True
        self._last_activity = self.loop.time()
        self._idle_since = self.loop.time()
        self._ping_outstanding: float | None = None
        self._keepalive: asyncio.TimerHandle | None = None
        self._closing_timer: asyncio.TimerHandle | None = None
        """The linger's end, then the abort of a peer that takes no bytes (`_close_transport`)."""
        self.audit = FrameAudit(
            max_frame_size=_MAX_DATA_FRAME,
            budget=config.max_control_frames,
            resets=max(100, config.max_concurrent_streams),
            preface=not self.client_side,
            now=self.loop.time(),
        )
        """Frame sizes and the control-frame budget, checked before h2 reads a byte."""
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

    # ------------------------------------------------------------ asyncio side

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The connection is up: send the preface and settings, open the windows."""
        # A stream transport, though not always an asyncio.Transport subclass (uvloop's).
        self.transport = cast("asyncio.Transport", transport)
        self.peer = _peer_info(self.transport, cleartext=self.cleartext)
        share_tls_read_buffer(transport, wide=False)
        self.h2.initiate_connection()
        # Larger DATA frames cut h2's per-frame cost for streamed sessions. As
        # an update (not an initial value) h2 applies it once the peer has
        # acknowledged it, so no frame ever exceeds what this side accepts.
        self.h2.update_settings({h2.settings.SettingCodes.MAX_FRAME_SIZE: _MAX_DATA_FRAME})
        # Taken in at once, not only once acknowledged: a peer may use what it was told
        # before this side has read its ACK (the kit's 70 KB frame met a FRAME_SIZE_ERROR
        # now and then), and accepting the larger size early costs nothing.
        self.h2.max_inbound_frame_size = _MAX_DATA_FRAME
        # At least the sum of every stream's window: streams nobody reads
        # cannot hold the connection window the others need.
        window = max(
            self.config.connection_window,
            self.config.max_concurrent_streams * self.config.stream_window,
        )
        growth = window - self.h2.inbound_flow_control_window
        if growth > 0:
            self.h2.increment_flow_control_window(growth)
        self._write()
        self._arm_keepalive()

    def data_received(self, data: bytes) -> None:
        """Feed h2 and act on its events; a protocol error closes this connection."""
        if self._discarding:
            return  # closing: read so the peer gets the GOAWAY (no TCP reset), never parsed
        self._heard = True
        self._last_activity = now = self.loop.time()
        self._ping_outstanding = None
        fault = self.audit.inbound(data, now)
        if fault is not None:
            # The whole frames before the faulty one go to h2 first (their events
            # unused): the first fault on the wire names the error, whichever side
            # of the audit found it.
            events = self._feed(data[: self.audit.fault_at])
            while events is not None and self.h2.more:
                events = self._feed(b"")
            if events is not None:
                self._fail_connection(*fault)
            return
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
                return
            if not self.h2.more or self.lost_reason is not None or self.h2.calm is not None:
                break
            events = self._feed(b"")  # the rest of the read, now that those streams are handled
        self._pump()

    def _feed(self, data: bytes) -> list[h2.events.Event] | None:
        """h2's events for `data`; None when it found a protocol error (the connection closes)."""
        try:
            return self.h2.receive_data(data)
        except h2.exceptions.ProtocolError as error:
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
        """Give `amount` bytes of window back to the peer on `stream_id` (they were read)."""
        if self.closed:
            return
        with contextlib.suppress(*_STREAM_GONE):
            self.h2.acknowledge_received_data(amount, stream_id)
        self.schedule_flush()

    def schedule_flush(self) -> None:
        """Pump queued session bytes into h2 soon (once per loop turn)."""
        if not self._flush_scheduled and not self.closed:
            self._flush_scheduled = True
            self.loop.call_soon(self._pump)

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """Reset `stream_id` for `reason` (a StreamChannel's fault)."""
        if self.closed:
            return
        code = _RESET_CODES.get(reason, ErrorCodes.CANCEL)
        with contextlib.suppress(h2.exceptions.ProtocolError):
            self.h2.reset_stream(stream_id, code)
        self._forget(stream_id)
        self.schedule_flush()

    # ------------------------------------------------------------- internals

    def _dispatch(self, event: h2.events.Event) -> None:
        if isinstance(event, h2.events.DataReceived):
            self._on_data(event)
        elif isinstance(event, h2.events.StreamEnded):
            self._on_stream_ended(event.stream_id)
        elif isinstance(event, h2.events.StreamReset):
            self._on_stream_reset(event)
        elif isinstance(event, h2.events.RequestReceived):
            self._on_request(event)
        elif isinstance(event, h2.events.ResponseReceived):
            self._on_response(event)
        elif isinstance(event, h2.events.TrailersReceived):
            if event.stream_ended is not None:
                self._on_stream_ended(event.stream_id)
        elif isinstance(event, h2.events.ConnectionTerminated):
            self._on_goaway(event)
        elif isinstance(event, h2.events.WindowUpdated | h2.events.RemoteSettingsChanged):
            self.changed.set()
            self.schedule_flush()

    def _on_data(self, event: h2.events.DataReceived) -> None:
        stream_id = event.stream_id
        data = event.data or b""
        channel = self.streams.get(stream_id)
        padding = (event.flow_controlled_length or 0) - len(data)
        if channel is None:
            padding += len(data)  # nobody will read it
        if padding:
            with contextlib.suppress(*_STREAM_GONE):
                self.h2.acknowledge_received_data(padding, stream_id)
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
        error_class: type[TransportError] = StreamReset
        code = TransportErrorCode.STREAM_RESET
        if event.error_code == ErrorCodes.REFUSED_STREAM:
            error_class, code = SessionRefused, TransportErrorCode.SESSION_REFUSED
        elif channel is not None:
            self.sessions_cut += 1
        error = error_class(
            code,
            f"the peer reset the stream ({error_name})",
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
        error_name = getattr(event.error_code, "name", str(event.error_code))
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
        with contextlib.suppress(h2.exceptions.ProtocolError):
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
            with contextlib.suppress(h2.exceptions.ProtocolError):
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

    async def wait_changed(self) -> None:
        """Wait for a window to open, writing to resume or a stream to close (a stall timeout)."""
        self.changed.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.changed.wait(), self.config.stall_timeout)

    def pump(self) -> None:
        """Write what the sessions have queued, as far as flow control allows, now."""
        self._pump()

    def _pump(self) -> None:
        """Move queued session bytes into h2 as flow control allows, then write."""
        self._flush_scheduled = False
        if self.closed:
            return
        pumped = False
        for stream_id, channel in list(self.streams.items()):
            if channel.outbound or (channel.end_requested and not channel.ended):
                self._pump_stream(stream_id, channel)
                pumped = True
        if pumped:
            self.changed.set()  # a closing client waits for its sessions to be written
        self._write()

    def _pump_stream(self, stream_id: int, channel: StreamChannel) -> None:
        h2conn = self.h2
        try:
            while channel.outbound and self._writable:
                window = min(
                    h2conn.local_flow_control_window(stream_id), h2conn.max_outbound_frame_size
                )
                if window <= 0:
                    break
                h2conn.send_data(stream_id, channel.take_outbound(window))
            if channel.end_requested and not channel.outbound and not channel.ended:
                h2conn.end_stream(stream_id)
                channel.ended = True
                self._ended_here(channel)
        except h2.exceptions.ProtocolError:
            channel.fail(
                StreamReset(
                    TransportErrorCode.STREAM_RESET,
                    "the stream closed before the session finished sending",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
            self._forget(stream_id)
            return
        channel.outbound_drained()
        self._maybe_forget(stream_id)

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

    def _close_transport(self, *, linger: bool = True) -> None:
        """End the connection after its last bytes (a GOAWAY), without losing them to a TCP reset.

        Closing a socket that has unread input makes the kernel send a TCP
        reset, and a peer that gets it may never read the GOAWAY. So, unless
        the peer has said goodbye itself (`linger` False) or there is no
        socket (a transport in memory), this side half-closes where the
        transport can (cleartext TCP), and reads and discards whatever comes
        until the peer closes or a short linger passes; then it closes, and
        aborts if the peer takes no bytes within a keep-alive timeout.
        Nothing read meanwhile is parsed or kept.
        """
        transport = self.transport
        if transport is None or self._discarding:
            return
        self._discarding = True
        if self._keepalive is not None:
            self._keepalive.cancel()
        if not linger or transport.is_closing() or transport.get_extra_info("socket") is None:
            self._close_after_linger()
            return
        if _can_write_eof(transport):
            transport.write_eof()  # sent once the buffer is flushed
        self._closing_timer = self.loop.call_later(
            min(self.config.keepalive_timeout, _LINGER), self._close_after_linger
        )

    def _close_after_linger(self) -> None:
        transport = self.transport
        if self.closed or transport is None:
            return
        if not transport.is_closing():
            transport.close()
        # Cancelled when the connection is lost (`_finish`): a timer left pending would hold
        # this connection, its transport and its socket until it fires.
        self._closing_timer = self.loop.call_later(
            self.config.keepalive_timeout, self._abort_if_still_open
        )

    def _abort_if_still_open(self) -> None:
        if not self.closed and self.transport is not None:
            logger.info("%s: the peer is not reading; aborting the connection", self.peer.address)
            self.transport.abort()

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

    def _arm_keepalive(self) -> None:
        config = self.config
        interval = min(config.keepalive_interval, config.keepalive_timeout, config.idle_timeout) / 2
        self._keepalive = self.loop.call_later(interval, self._check_liveness)

    def _check_liveness(self) -> None:
        if self.closed or self.lost_reason is not None or self._discarding:
            return  # closing already: _close_transport watches over the rest
        now = self.loop.time()
        config = self.config
        if self._ping_outstanding is not None:
            if now - self._ping_outstanding >= config.keepalive_timeout:
                self.lost_reason = ConnectionLost(
                    TransportErrorCode.KEEPALIVE_TIMEOUT,
                    f"no answer to a PING within {config.keepalive_timeout}s",
                    peer=self.peer.address,
                )
                logger.warning("%s: %s", self.peer.address, self.lost_reason)
                if self.transport is not None:
                    self.transport.abort()  # a dead peer will not take a GOAWAY either
                return
        elif now - self._last_activity >= config.keepalive_interval:
            self._ping_outstanding = now
            self.h2.ping(os.urandom(8))
            self._write()
        if not self.streams and now - self._idle_since >= config.idle_timeout:
            logger.info("%s: closing idle connection", self.peer.address)
            self.close_now(ErrorCodes.NO_ERROR)
            return
        self._arm_keepalive()

    def close_now(self, code: ErrorCodes = ErrorCodes.NO_ERROR) -> None:
        """Send GOAWAY and close the connection; every session on it is lost."""
        if self.closed:
            return
        with contextlib.suppress(h2.exceptions.ProtocolError):
            self.h2.close_connection(code)
        self._write()
        self.lost_reason = self.lost_reason or ConnectionLost(
            TransportErrorCode.CONNECTION_LOST,
            "the connection was closed here",
            peer=self.peer.address,
        )
        self._close_transport()


# ---------------------------------------------------------------------- server
