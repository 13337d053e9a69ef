"""What stands between a hostile peer and an HTTP/3 connection: budgets and RFC 9114 checks.

aioquic parses HTTP/3 and QUIC well, but leaves a server's defences to its
user. This module adds them to each connection, without I/O (time comes in
as `now`): `GuardedH3Connection` is aioquic's `H3Connection` with frame
lengths checked at the frame header (nothing oversized is buffered), a
field section past the limit refused before any field of it is validated
(before it is decoded, when its lines alone pass it: `l7_transport.h3fields`), the
errors RFC 9114 scopes to a stream kept to that stream (a malformed request
resets its stream; aioquic closed the connection), the QPACK dynamic table
off (a few bytes of references could expand to megabytes of headers), checks
aioquic skips (CANCEL_PUSH and GOAWAY identifiers, a request without
`:scheme` or `:path`), unknown unidirectional streams stopped, and every
frame that carries nothing, and every stream reset by the peer or because
of it, drawn from a token bucket (the same two budgets as HTTP/2's, see
`l7_transport.h2audit`); an empty bucket is H3_EXCESSIVE_LOAD. On a server,
every frame drawn is also taken from its source address's budget (`share`,
`l7_transport.budgets.AddressBudgets`, shared with HTTP/2's rules): when the
address's bucket is empty, a connection spending beyond its fair share of it
is closed with H3_EXCESSIVE_LOAD, and a light one goes on. The caps on new
connections, before any of this, are the listener's
(`l7_transport.h3listener`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pylsqpack
from aioquic.buffer import Buffer, BufferReadError  # type: ignore[attr-defined]
from aioquic.h3.connection import (
    ClosedCriticalStream,
    ErrorCode,
    FrameError,
    FrameType,
    H3Connection,
    H3Stream,
    HeadersState,
    IdError,
    MessageError,
    ProtocolError,
    Setting,
    StreamType,
)
from aioquic.h3.events import H3Event, HeadersReceived
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import (
    DatagramFrameReceived,
    QuicEvent,
    StopSendingReceived,
    StreamDataReceived,
    StreamReset,
)

from l7_transport.budgets import AddressShare, TokenBucket
from l7_transport.h3fields import FIELD_OVERHEAD, field_lines

MAX_SETTINGS_FRAME: Final = 4096
"""Longest SETTINGS frame accepted (a few varint pairs are usual); longer: H3_EXCESSIVE_LOAD."""
MAX_ID_FRAME: Final = 8
"""CANCEL_PUSH, GOAWAY and MAX_PUSH_ID carry one varint: at most 8 bytes (else H3_FRAME_ERROR)."""
SMALL_DATA_FRAME: Final = 64
"""A DATA frame with less payload than this draws a token from the frame budget, as an empty
one does, once the connection's allowance of them is spent (`SMALL_DATA_FREE`): each is an
event of its own to the server, for 2 bytes of framing (an outside attack sent 400 of 1
byte a datagram, ~25x the server's work per byte of large ones)."""
SMALL_DATA_FREE: Final = 8
"""Small DATA frames a connection sends free of its own budget, per token of that budget's
rate and burst (16,000 a second by default), each an eighth of a token of its address's
share: sessions that write a small message a turn each, 40 of them at 50 a second, close
nothing (a review), while a flood of them still does, from one connection or many (a free
allowance per STREAM frame, tried first, let one datagram spread over many streams carry
hundreds free; one per connection only, many connections of one address: a second
review)."""
_KNOWN_UNI_STREAMS = (StreamType.CONTROL, StreamType.QPACK_ENCODER, StreamType.QPACK_DECODER)
_UNKNOWN_FRAME = 0x21  # a reserved (grease) type: its payload is skipped as it arrives
_REFUSED_PRUNE_AT = 64


class ExcessiveLoad(ProtocolError):  # noqa: N818 - named like aioquic's ProtocolError kin
    """The peer made this side do more work than any honest peer would (connection error)."""

    error_code = ErrorCode.H3_EXCESSIVE_LOAD


class StreamRefused(Exception):  # noqa: N818 - an outcome, like aioquic's own ProtocolError kin
    """A request stream is refused alone (RFC 9114 scopes the fault to the stream)."""

    def __init__(self, code: int, reason: str, *, status: int | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.status = status
        """A status to answer with (431) before the stream is stopped, or None to reset it."""


class GuardedH3Connection(H3Connection):
    """aioquic's HTTP/3 connection with the checks and limits of the module docstring."""

    def __init__(
        self,
        quic: QuicConnection,
        *,
        max_field_section_size: int,
        frame_budget: TokenBucket,
        reset_budget: TokenBucket,
        clock: Callable[[], float],
    ) -> None:
        self._max_field_section_size = max_field_section_size
        self._frame_budget = frame_budget
        self._reset_budget = reset_budget
        self._clock = clock
        self.refusals: list[tuple[int, StreamRefused]] = []
        """Streams refused while an event was handled, not yet answered by the driver."""
        self.refused_streams: set[int] = set()
        """Request streams refused here: whatever else arrives on them is dropped unread."""
        self._goaway_in_frame = False
        self._small_free = TokenBucket(
            frame_budget.capacity * SMALL_DATA_FREE, frame_budget.rate * SMALL_DATA_FREE, clock()
        )
        """The small DATA frames this connection may still send free (`SMALL_DATA_FREE`)."""
        self._last_goaway: int | None = None
        self.goaway_id: int | None = None
        """The identifier of the last GOAWAY received (a server's: the first request it will not
        serve)."""
        self.connection_error: tuple[int, str] | None = None
        """Why this side closed the connection, once it has: (H3 code, reason)."""
        self.share: AddressShare | None = None
        """A server's: this connection's share of its address's budget (`AddressBudgets`),
        which every frame drawn from `frame_budget` is taken from too. None: its own only."""
        super().__init__(quic)

    # ------------------------------------------------------------ the budgets

    def charge_frame(self, what: str, count: int = 1) -> None:
        """A frame that carries nothing (unknown, empty, a stream type nobody reads).

        Drawn from this connection's budget (`count` tokens), then from its address's
        (`share`); past either, ExcessiveLoad (H3_EXCESSIVE_LOAD), its reason naming which.
        """
        now = self._clock()
        if not self._frame_budget.take(now, count):
            msg = f"too many frames without content ({what})"
            raise ExcessiveLoad(msg)
        self._charge_share(now, count, f"frames without content ({what})")

    def _charge_share(self, now: float, count: float, what: str) -> None:
        """Draw `count` tokens from the address's share, if any; ExcessiveLoad past it."""
        share = self.share
        refused = share.refused(now, count, what) if share is not None else None
        if refused is not None:
            raise ExcessiveLoad(refused)

    def _charge_small_data(self) -> None:
        """A DATA frame of fewer than `SMALL_DATA_FRAME` bytes.

        Free within the connection's allowance, but for an eighth of a token of its
        address's share (a second review: free per connection alone, 16 connections of one
        address sent 719,040 in 3.6 s, the loop saturated); past the allowance, a whole
        token of both budgets, as any frame that carries nothing.
        """
        what = f"DATA frame of fewer than {SMALL_DATA_FRAME} bytes"
        now = self._clock()
        if not self._small_free.take(now):
            self.charge_frame(what)
            return
        self._charge_share(now, 1 / SMALL_DATA_FREE, what)

    def charge_reset(self) -> bool:
        """A stream reset by the peer, or by this side because of it; False past the budget."""
        return self._reset_budget.take(self._clock())

    def _charge_reset_or_raise(self, what: str) -> None:
        if not self.charge_reset():
            msg = f"too many streams reset ({what})"
            raise ExcessiveLoad(msg)

    # ------------------------------------------------------------- settings

    def _init_connection(self) -> None:
        # No dynamic table: a 1-byte reference to a 4 KiB entry, repeated over
        # a header block, would decode to megabytes. (RFC 9204's default is 0;
        # L8 sends one header block per session, so compression buys nothing.)
        self._max_table_capacity = 0
        self._blocked_streams = 0
        self._decoder = pylsqpack.Decoder(0, 0)
        # This side never accepts pushes: without MAX_PUSH_ID, any push ID is
        # an H3_ID_ERROR (RFC 9114 section 4.6).
        self._max_push_id = None
        super()._init_connection()

    def _get_local_settings(self) -> dict[int, int]:
        settings = super()._get_local_settings()
        settings.pop(Setting.ENABLE_CONNECT_PROTOCOL, None)  # no extended CONNECT here
        settings[Setting.MAX_FIELD_SECTION_SIZE] = self._max_field_section_size
        return settings

    # --------------------------------------------------------------- events

    def handle_event(self, event: QuicEvent) -> list[H3Event]:
        """Like aioquic's, but it keeps the reason when it closes the connection."""
        if self._is_done:
            return []
        try:
            if isinstance(event, StreamDataReceived):
                return self._receive_stream_data(event)
            if isinstance(event, DatagramFrameReceived):
                return self._receive_datagram(event.data)
            if isinstance(event, StopSendingReceived):
                self._receive_stop_sending(event.stream_id)
            elif isinstance(event, StreamReset):
                self._receive_stream_reset(event.stream_id)
        except ProtocolError as error:
            self._close_for(error)
        return []

    def _close_for(self, error: ProtocolError) -> None:
        self._is_done = True
        self.connection_error = (int(error.error_code), error.reason_phrase)
        self._quic.close(error_code=error.error_code, reason_phrase=error.reason_phrase)

    def charge_quic_frame(self, what: str, count: int = 1) -> None:
        """A QUIC frame that carries nothing (`l7_transport.h3quic`), drawn as `charge_frame`.

        Past the budgets the connection is closed H3_EXCESSIVE_LOAD; never raises (it is
        called from inside aioquic's reading of a packet).
        """
        if self._is_done:
            return
        try:
            self.charge_frame(f"QUIC {what}", count)
        except ExcessiveLoad as error:
            self._close_for(error)

    # Every RESET_STREAM and STOP_SENDING is also a frame for the budgets, as HTTP/2's
    # RST_STREAM is a control frame: so that many connections of one address, each
    # within its own reset budget, cannot reset streams without bound together.

    def _receive_stop_sending(self, stream_id: int) -> None:
        self.charge_frame("STOP_SENDING")
        super()._receive_stop_sending(stream_id)
        self._charge_reset_or_raise("STOP_SENDING")

    def _receive_stream_reset(self, stream_id: int) -> None:
        self.charge_frame("RESET_STREAM")
        super()._receive_stream_reset(stream_id)
        if stream_id not in self.refused_streams:  # a reset we asked for is no abuse
            self._charge_reset_or_raise("RESET_STREAM")

    # ---------------------------------------------------------- control stream

    def _check_control_frame_type(self, frame_type: int) -> None:
        super()._check_control_frame_type(frame_type)
        stream = self._stream[self._peer_control_stream_id]  # type: ignore[index]
        size = stream.frame_size or 0
        if frame_type == FrameType.SETTINGS:
            if size > MAX_SETTINGS_FRAME:
                msg = f"a SETTINGS frame of {size} bytes (the limit is {MAX_SETTINGS_FRAME})"
                raise ExcessiveLoad(msg)
        elif frame_type in (FrameType.CANCEL_PUSH, FrameType.GOAWAY, FrameType.MAX_PUSH_ID):
            if not 1 <= size <= MAX_ID_FRAME:
                msg = f"a {FrameType(frame_type).name} frame of {size} bytes holds no one varint"
                raise FrameError(msg)
            # A GOAWAY that names the same identifier again, or a MAX_PUSH_ID (no push is
            # ever made here), changes nothing, and may be sent without end: each is drawn
            # from the budgets as a frame that carries nothing (an honest peer sends a few).
            self.charge_frame(FrameType(frame_type).name)
            if frame_type == FrameType.CANCEL_PUSH:
                # No push is ever promised or allowed here, so every push ID a
                # CANCEL_PUSH names is one never mentioned (RFC 9114 7.2.3).
                msg = "CANCEL_PUSH for a push ID never promised"
                raise IdError(msg)
            if frame_type == FrameType.GOAWAY:
                # aioquic skips GOAWAY payloads; read it whole, as for MAX_PUSH_ID.
                self._goaway_in_frame = True
                stream.frame_type = FrameType.MAX_PUSH_ID
        else:
            self.charge_frame(f"control frame type {frame_type:#x}")

    def _handle_control_frame(self, frame_type: int, frame_data: bytes) -> None:
        if not self._goaway_in_frame:
            super()._handle_control_frame(frame_type, frame_data)
            return
        self._goaway_in_frame = False
        buf = Buffer(data=frame_data)
        try:
            identifier = buf.pull_uint_var()
        except BufferReadError:
            identifier = None
        if identifier is None or not buf.eof():
            msg = "a GOAWAY frame must hold exactly one varint"
            raise FrameError(msg)
        if self._is_client and identifier % 4 != 0:
            msg = f"GOAWAY names stream {identifier}, not a client-initiated bidirectional one"
            raise IdError(msg)
        if self._last_goaway is not None and identifier > self._last_goaway:
            msg = f"GOAWAY raised its identifier from {self._last_goaway} to {identifier}"
            raise IdError(msg)
        self._last_goaway = identifier
        self.goaway_id = identifier

    def _receive_stream_data_uni(
        self,
        stream: H3Stream,
        data: bytes,
        stream_ended: bool,  # noqa: FBT001 - aioquic's signature
    ) -> list[H3Event]:
        if stream.stream_id in self.refused_streams:
            self._drop(stream)
            return []
        events = super()._receive_stream_data_uni(stream, data, stream_ended)
        if stream_ended and stream.stream_id in (
            self._peer_encoder_stream_id,
            self._peer_decoder_stream_id,
        ):
            # aioquic checks this for the control stream only (RFC 9204 4.2).
            msg = "closing a QPACK stream is not allowed"
            raise ClosedCriticalStream(msg)
        kind = stream.stream_type
        if (
            kind is not None
            and kind not in _KNOWN_UNI_STREAMS
            and not (kind == StreamType.PUSH and self._is_client)
        ):
            # Unknown stream types are not read (RFC 9114 6.2): stop the peer's
            # sending, so that the stream and its slot are released.
            self._remember_refused(stream.stream_id)
            self._drop(stream)
            self._quic.stop_stream(stream.stream_id, ErrorCode.H3_STREAM_CREATION_ERROR)
            self.charge_frame(f"unidirectional stream type {kind:#x}")
            return []
        return events

    # ---------------------------------------------------------- request streams

    def _check_request_or_push_frame_type(self, frame_type: int, stream: H3Stream) -> None:
        super()._check_request_or_push_frame_type(frame_type, stream)
        size = stream.frame_size or 0
        if frame_type == FrameType.HEADERS:
            if size > self._max_field_section_size:
                msg = (
                    f"a HEADERS frame of {size} bytes (the field section limit is "
                    f"{self._max_field_section_size})"
                )
                raise StreamRefused(ErrorCode.H3_EXCESSIVE_LOAD, msg, status=431)
        elif frame_type == FrameType.DATA:
            if size == 0:
                self.charge_frame("empty DATA frame")
            elif size < SMALL_DATA_FRAME:
                self._charge_small_data()
        elif frame_type != FrameType.PUSH_PROMISE:
            if frame_type == FrameType.WEBTRANSPORT_STREAM and not self._enable_webtransport:
                # Not negotiated, so an unknown frame (RFC 9114 section 9),
                # not the start of a WebTransport stream as aioquic reads it.
                stream.frame_type = _UNKNOWN_FRAME
            self.charge_frame(f"frame type {frame_type:#x}")

    def _decode_headers(
        self, stream_id: int, frame_data: bytes | None
    ) -> list[tuple[bytes, bytes]]:
        """Decode as aioquic does, refused (H3_EXCESSIVE_LOAD) past the field-section limit.

        Before aioquic validates any field (~1.4 us a field): a HEADERS frame within the
        limit may hold thousands of one-byte references to the static table, a megabyte
        once decoded. Each field counts at least `FIELD_OVERHEAD` bytes, so a section
        whose lines alone pass the limit is refused before it is decoded at all; the
        others (at most the limit / 32 lines) are decoded, and measured before anything
        else reads them. The connection is closed, as HTTP/2 closes one whose header
        block passes the limit (ENHANCE_YOUR_CALM): a peer told the limit in SETTINGS
        that sends more anyway is refused at the price of a handshake, not of a reset.
        """
        limit = self._max_field_section_size
        if frame_data is not None:
            lines = field_lines(frame_data, at_most=limit // FIELD_OVERHEAD)
            if lines is not None and lines * FIELD_OVERHEAD > limit:
                msg = (
                    f"a field section of more than {limit // FIELD_OVERHEAD} fields, "
                    f"above {limit} bytes (the limit) once decoded"
                )
                raise ExcessiveLoad(msg)
        headers: list[tuple[bytes, bytes]] = super()._decode_headers(stream_id, frame_data)
        size = sum(len(name) + len(value) for name, value in headers)
        size += FIELD_OVERHEAD * len(headers)
        if size > limit:
            msg = f"a field section of {size} bytes once decoded (the limit is {limit})"
            raise ExcessiveLoad(msg)
        return headers

    def _handle_request_or_push_frame(
        self,
        frame_type: int,
        frame_data: bytes | None,
        stream: H3Stream,
        stream_ended: bool,  # noqa: FBT001 - aioquic's signature
    ) -> list[H3Event]:
        initial = stream.headers_recv_state is HeadersState.INITIAL
        events = super()._handle_request_or_push_frame(frame_type, frame_data, stream, stream_ended)
        if initial and not self._is_client:
            for event in events:
                if isinstance(event, HeadersReceived):
                    check_request_pseudo_headers(event.headers)
        return events

    def _receive_request_or_push_data(
        self,
        stream: H3Stream,
        data: bytes,
        stream_ended: bool,  # noqa: FBT001 - aioquic's signature
    ) -> list[H3Event]:
        if stream.stream_id in self.refused_streams:
            self._drop(stream)
            return []
        try:
            return super()._receive_request_or_push_data(stream, data, stream_ended)
        except MessageError as error:
            # A malformed message is a stream error (RFC 9114 section 4.1.2).
            self._refuse_here(stream, StreamRefused(ErrorCode.H3_MESSAGE_ERROR, str(error)))
        except StreamRefused as refusal:
            self._refuse_here(stream, refusal)
        return []

    def _refuse_here(self, stream: H3Stream, refusal: StreamRefused) -> None:
        # Inside aioquic's stream context: the stream is dropped when it exits,
        # and the driver hears of the refusal once the event is handled.
        self._remember_refused(stream.stream_id)
        self._drop(stream)
        self.refusals.append((stream.stream_id, refusal))
        self._charge_reset_or_raise(refusal.reason)

    def take_refusals(self) -> list[tuple[int, StreamRefused]]:
        """The streams refused while the last event was handled, for the driver to answer."""
        refusals, self.refusals = self.refusals, []
        return refusals

    def refuse(self, stream_id: int) -> bool:
        """The driver refuses a stream for a fault of the peer; False past the reset budget."""
        self.forget(stream_id)
        return self.charge_reset()

    def forget(self, stream_id: int) -> None:
        """This side is done with a stream (refused, reset, answered).

        What the stream holds is dropped, and anything more that arrives on it.
        """
        self._remember_refused(stream_id)
        stream = self._stream.pop(stream_id, None)
        if stream is not None:
            self._drop(stream)

    def _remember_refused(self, stream_id: int) -> None:
        self.refused_streams.add(stream_id)
        if len(self.refused_streams) > _REFUSED_PRUNE_AT:
            # Once QUIC has discarded a stream nothing more can arrive on it.
            live = self._quic._streams  # noqa: SLF001 - which streams QUIC still holds
            self.refused_streams = {i for i in self.refused_streams if i in live}

    def _abort_incomplete_request(self, stream_id: int) -> None:
        # A request stream ended or reset before its headers: aioquic resets it
        # (H3_REQUEST_INCOMPLETE), a reset the peer made this side send.
        super()._abort_incomplete_request(stream_id)
        if stream_id not in self.refused_streams:
            self._remember_refused(stream_id)
            self._charge_reset_or_raise("a request ended before its headers")

    def _drop(self, stream: H3Stream) -> None:
        stream.buffer = b""
        stream.frame_size = None
        stream.frame_type = None
        stream.blocked = False
        # Ended both ways, so that aioquic lets go of the stream object.
        stream.receiving_ended = stream.sending_ended = True


def check_request_pseudo_headers(headers: list[tuple[bytes, bytes]]) -> None:
    """What aioquic leaves unchecked in a request (RFC 9114 section 4.3.1); MessageError."""
    present = {name for name, _ in headers if name.startswith(b":")}
    method = next((value for name, value in headers if name == b":method"), None)
    if method == b"CONNECT" and b":protocol" not in present:
        if present & {b":scheme", b":path"}:
            msg = "a CONNECT request carries neither :scheme nor :path"
            raise MessageError(msg)
        return
    missing = {b":method", b":scheme", b":path"} - present
    if missing:
        msg = f"the request lacks {b', '.join(sorted(missing)).decode()}"
        raise MessageError(msg)
