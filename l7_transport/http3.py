"""HTTP/3 carrier of L8 sessions: an asyncio driver around the sans-I/O `aioquic` library.

Same model as HTTP/2: one QUIC connection, one bidirectional stream per
session (`POST /ioa/v1/session`), one-shot messages on `POST /ioa/v1/message`
(riding the same `StreamChannel` machinery), ALPN `h3`. What aioquic leaves
to its user is done here:

- Receive backpressure. aioquic raises a stream's credit (MAX_STREAM_DATA)
  as data *arrives*; `_CreditedQuicConnection` grants it as the application
  *reads*, so a slow reader stops the sender instead of growing a buffer. A
  request stream whose headers have not arrived yet gets only enough credit
  for a header block (aioquic buffers a whole HEADERS frame before parsing).
- Send backpressure. aioquic buffers whatever it is given; a session hands
  it more only while the stream's unacknowledged bytes stay under the window.
- Limits: MAX_STREAMS comes from the configuration; a peer's reset of its
  half of a stream is answered by resetting ours, so the stream is released.
- Robustness: anything unexpected while handling QUIC events closes this
  connection (H3_INTERNAL_ERROR), never the server.
- Graceful shutdown: new connections and streams are refused, the sessions
  in flight finish, what they sent is acknowledged, a GOAWAY is sent (aioquic
  has no API for it: the frame is written on the control stream), then close.

Client certificates (mTLS) are not offered on HTTP/3: aioquic has no public
API for a server to request them. Use HTTP/2 where mTLS is required.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any, Self

from aioquic.asyncio.client import connect
from aioquic.asyncio.protocol import QuicConnectionProtocol
from aioquic.buffer import Buffer, encode_uint_var  # type: ignore[attr-defined]
from aioquic.h3.connection import H3_ALPN, ErrorCode, FrameType
from aioquic.h3.connection import encode_frame as encode_h3_frame
from aioquic.h3.events import DataReceived, H3Event, HeadersReceived
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.connection import END_STATES, NetworkAddress, QuicConnection, QuicConnectionState
from aioquic.quic.events import (
    ConnectionTerminated,
    HandshakeCompleted,
    QuicEvent,
    StopSendingReceived,
    StreamDataReceived,
    StreamReset,
)
from aioquic.quic.packet import QuicErrorCode, QuicFrameType
from aioquic.quic.packet_builder import QuicPacketBuilder
from aioquic.quic.stream import QuicStream

from l7_transport.channel import (
    MessageHandler,
    PeerInfo,
    SessionHandler,
    StreamChannel,
)
from l7_transport.client import StreamClient
from l7_transport.config import CONTENT_TYPE, TransportConfig
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    ConnectTimeout,
    SessionRefused,
    TransportError,
    TransportErrorCode,
)
from l7_transport.exceptions import StreamReset as StreamResetError
from l7_transport.framing import FRAME_HEADER_SIZE
from l7_transport.h2audit import TokenBucket
from l7_transport.h3guard import GuardedH3Connection, GuardedQuicServer, host_of
from l7_transport.serving import (
    ConnectionGate,
    HandlerTasks,
    Route,
    ServerStats,
    decode_headers,
    problem_body,
    problem_headers,
    response_headers,
    route,
    start_handler,
    status_of,
)
from l7_transport.tls import identities_from_certificate

logger = logging.getLogger("l7_transport.http3")

_MAX_STREAM_DATA_FRAME_CAPACITY = 1 + 8 + 8  # frame type, stream id, limit (varints)
_CHUNK = 64 * 1024
_HEADER_SLACK = 1024  # frame headers and QPACK instructions around a header block
_CRYPTO_ERRORS = range(0x100, 0x200)  # QUIC CRYPTO_ERROR: 0x100 + the TLS alert
_REFUSED_PRUNE_AT = 64  # answered streams remembered; past this, those QUIC let go are forgotten
_PEER_UNI_STREAMS = 8  # control, QPACK encoder and decoder, and room for unknown (stopped) ones
_REFUSAL_LOG_PER_SECOND = 20  # refused connections logged one by one; beyond, a count a second


class _CreditedQuicConnection(QuicConnection):
    """A QUIC connection whose request streams get credit as the application reads.

    The driver sets `ioa_credit`, which returns the credit limit a stream
    should have (None for streams it does not manage: control and QPACK
    streams keep aioquic's own policy).
    """

    ioa_credit: Callable[[QuicStream], int | None]

    # A stream beyond the peer's MAX_STREAMS is "blocked": aioquic holds its
    # data back, but still writes RESET_STREAM and STOP_SENDING for it at once,
    # and a peer that has not freed a slot yet closes the whole connection
    # (STREAM_LIMIT_ERROR). So nothing about a blocked stream goes on the wire:
    # its reset waits, pending, until MAX_STREAMS lets the stream exist.

    def _write_reset_stream_frame(self, builder: QuicPacketBuilder, stream: QuicStream) -> None:
        if not stream.is_blocked:
            super()._write_reset_stream_frame(builder, stream)

    def _write_stop_sending_frame(self, builder: QuicPacketBuilder, stream: QuicStream) -> None:
        if not stream.is_blocked:
            super()._write_stop_sending_frame(builder, stream)

    def _write_stream_limits(
        self,
        builder: QuicPacketBuilder,
        space: Any,  # noqa: ANN401 - aioquic's private QuicPacketSpace
        stream: QuicStream,
    ) -> None:
        if stream.is_blocked:
            return
        limit = self.ioa_credit(stream)
        if limit is None or not stream.max_stream_data_local:
            super()._write_stream_limits(builder, space, stream)
            return
        stream.max_stream_data_local = max(stream.max_stream_data_local, limit)
        if stream.max_stream_data_local_sent == stream.max_stream_data_local:
            return
        buf: Buffer = builder.start_frame(
            QuicFrameType.MAX_STREAM_DATA,
            capacity=_MAX_STREAM_DATA_FRAME_CAPACITY,
            handler=self._on_max_stream_data_delivery,
            handler_args=(stream,),
        )
        buf.push_uint_var(stream.stream_id or 0)
        buf.push_uint_var(stream.max_stream_data_local)
        stream.max_stream_data_local_sent = stream.max_stream_data_local


def _code_name(code: int) -> str:
    try:
        return ErrorCode(code).name
    except ValueError:
        return hex(code)


def _bytes_headers(headers: list[tuple[str, str]]) -> list[tuple[bytes, bytes]]:
    return [(k.encode(), v.encode()) for k, v in headers]


def _is_client_request_stream(stream_id: int) -> bool:
    return stream_id % 4 == 0  # client-initiated, bidirectional


class _Protocol(QuicConnectionProtocol):
    """One QUIC connection carrying HTTP/3 session streams and one-shot messages."""

    def __init__(
        self,
        quic: QuicConnection,
        *,
        config: TransportConfig,
        server: Http3Server | None = None,
        admission: str | None = None,
        **kwargs: Any,  # noqa: ANN401 - passed through to aioquic
    ) -> None:
        super().__init__(quic, **kwargs)
        quic.__class__ = _CreditedQuicConnection  # same layout, one method changed
        quic.ioa_credit = self._credit_limit  # type: ignore[attr-defined]
        # aioquic announces 128 concurrent streams of each kind whatever it is
        # told: ours for requests, and few unidirectional ones (HTTP/3 needs 3).
        streams = quic._local_max_streams_bidi  # noqa: SLF001
        streams.value = streams.sent = config.max_concurrent_streams
        uni = quic._local_max_streams_uni  # noqa: SLF001
        uni.value = uni.sent = _PEER_UNI_STREAMS
        self.config = config
        self.server = server
        self.admission = admission
        """The source address this connection is counted under in the server's caps."""
        self.http: GuardedH3Connection | None = None
        self.peer = PeerInfo(address="unknown", protocol="h3", tls=True)
        self.authority = ""
        self.streams: dict[int, StreamChannel] = {}
        self.responses: dict[int, asyncio.Future[int]] = {}
        self.handlers = HandlerTasks(server.tasks if server else set())
        self.draining = False
        self.lost_reason: TransportError | None = None
        self.lost_sessions: list[str] = []
        self.lost = asyncio.Event()
        self.changed = asyncio.Event()
        self._flush_scheduled = False
        self._keepalive: asyncio.TimerHandle | None = None
        self._last_activity = self._loop.time()
        self._idle_since = self._loop.time()
        self._highest_request = -4
        # Deadlines before work starts (server side): the handshake, the first
        # request, each request's headers, each session's first frame.
        now = self._loop.time()
        self._handshake_by: float | None = now + config.tls_handshake_timeout if server else None
        self._request_by: float | None = None
        self._headers_by: dict[int, float] = {}
        self._first_frame_by: dict[int, float] = {}
        self._first_frame_seen: dict[int, tuple[bytes, int]] = {}
        self._deadline: asyncio.TimerHandle | None = None
        self._deadline_at: float | None = None
        self._highest_seen = -4
        self._answered: set[int] = set()
        self._close_logged = False
        if server is not None:
            self._arm_deadline()

    # --------------------------------------------------------------- driver hooks

    def _credit_limit(self, stream: QuicStream) -> int | None:
        stream_id = stream.stream_id
        if stream_id is None or stream.is_blocked:
            return None  # not on the wire yet (the peer's limit would break)
        if stream_id % 4 in (2, 3):
            # The peer's unidirectional streams (control, QPACK) are read as
            # they arrive: a fixed window ahead of what was read, never more
            # (aioquic doubles it as data comes, and buffers any gap).
            window = self.config.max_header_list_size + _HEADER_SLACK
            read = stream.receiver.starting_offset()
            if stream.max_stream_data_local - read >= window // 2:
                return stream.max_stream_data_local
            return read + window
        if not _is_client_request_stream(stream_id):
            return None
        channel = self.streams.get(stream_id)
        if channel is None:
            # Headers not seen yet (or the stream is done): room for a header block only.
            return self.config.max_header_list_size + _HEADER_SLACK
        return stream.receiver.starting_offset() - channel.unread + self.config.stream_window

    def credit(self, stream_id: int, amount: int) -> None:  # noqa: ARG002 - credit is computed
        self.schedule_flush()

    def schedule_flush(self) -> None:
        if not self._flush_scheduled and not self.lost.is_set():
            self._flush_scheduled = True
            self._loop.call_soon(self._pump)

    def reset_stream(self, stream_id: int, reason: str) -> None:
        if self.lost.is_set():
            return
        self._forget_stream(stream_id)
        if stream_id in self._answered:
            # A refusal already answered in full (a 413 with its problem
            # document): stop reading the rest, keep the answer (RFC 9114 4.1).
            self._stop_reading(stream_id, ErrorCode.H3_NO_ERROR)
            return
        code = ErrorCode.H3_MESSAGE_ERROR if "frame" in reason else ErrorCode.H3_REQUEST_CANCELLED
        self._reset_both_ways(stream_id, code)
        if self.server is not None and not (self.draining or self.server.closing):
            # A reset the peer made this side send costs like one it sent itself.
            self._charge_reset(reason)

    def _forget_stream(self, stream_id: int) -> None:
        """This side is done with the stream: no more deadlines, events or data for it."""
        self.streams.pop(stream_id, None)
        self._headers_by.pop(stream_id, None)
        self._first_frame_by.pop(stream_id, None)
        self._first_frame_seen.pop(stream_id, None)
        if self.http is not None:
            self.http.forget(stream_id)
        self._touch_idle()

    def _charge_reset(self, why: str) -> None:
        if self.http is not None and not self.http.charge_reset():
            self._close_for_fault(
                ErrorCode.H3_EXCESSIVE_LOAD, f"too many streams reset ({why})", warn=True
            )

    def _stop_reading(self, stream_id: int, code: int) -> None:
        with contextlib.suppress(Exception):  # aioquic raises plain exceptions for done streams
            self._quic.stop_stream(stream_id, code)
        self.transmit()

    def _reset_both_ways(self, stream_id: int, code: int) -> None:
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001
        with contextlib.suppress(Exception):  # aioquic raises plain exceptions for done streams
            self._quic.reset_stream(stream_id, code)
        # (For a stream still waiting for the peer's MAX_STREAMS, both frames
        # wait with it: see _CreditedQuicConnection.)
        if stream is not None:
            with contextlib.suppress(Exception):
                self._quic.stop_stream(stream_id, code)
        self.transmit()

    def _touch_idle(self) -> None:
        self.changed.set()
        if not self.streams:
            self._idle_since = self._loop.time()

    # ------------------------------------------------------------------- events

    def datagram_received(self, data: bytes | str, addr: Any) -> None:  # noqa: ANN401
        super().datagram_received(data, addr)
        if not self._close_logged and self._quic._state is QuicConnectionState.CLOSING:  # noqa: SLF001
            self._log_local_close()
        # Acknowledgements free send windows without raising any event.
        if any(channel.outbound for channel in self.streams.values()):
            self.schedule_flush()

    def _log_local_close(self) -> None:
        """Say once, and count, that aioquic closed the connection over what the peer sent."""
        self._close_logged = True
        closing = self._quic._close_event  # noqa: SLF001 - why aioquic is closing
        if closing is None or closing.error_code in (QuicErrorCode.NO_ERROR, ErrorCode.H3_NO_ERROR):
            return
        logger.warning(
            "%s: closing the connection: %s (code %#x)",
            self._peer_label(),
            closing.reason_phrase or "protocol error",
            closing.error_code,
        )
        if self.server is not None:
            self.server.gate.faulted += 1

    def quic_event_received(self, event: QuicEvent) -> None:
        try:
            self._handle_quic_event(event)
        except Exception as error:
            # A state this driver did not expect: close this connection, keep the server.
            logger.exception("%s: unexpected error handling QUIC events", self.peer.address)
            self._quic.close(
                ErrorCode.H3_INTERNAL_ERROR, reason_phrase=f"internal error: {error!r}"
            )
            self.transmit()

    def _handle_quic_event(self, event: QuicEvent) -> None:
        self._last_activity = self._loop.time()
        if isinstance(event, HandshakeCompleted):
            self._on_handshake()
        elif isinstance(event, ConnectionTerminated):
            self._finish(self._termination_error(event))
            return
        if self.server is not None and isinstance(
            event, StreamDataReceived | StreamReset | StopSendingReceived
        ):
            self._note_request_stream(event.stream_id)
        if isinstance(event, StreamReset):
            self._on_stream_reset(event.stream_id, event.error_code)
        if self.http is not None:
            for http_event in self.http.handle_event(event):
                self._on_http_event(http_event)
            for stream_id, refusal in self.http.take_refusals():
                self._request_by = None  # a request came, if one refused
                self._on_stream_refused(stream_id, refusal.code, refusal.reason, refusal.status)
            if self.http.connection_error is not None and not self._close_logged:
                self._log_local_close()
        self.schedule_flush()

    def _note_request_stream(self, stream_id: int) -> None:
        """A request stream has opened (with any below it): its headers get a deadline."""
        if not _is_client_request_stream(stream_id) or stream_id <= self._highest_seen:
            return
        deadline = self._loop.time() + self.config.first_byte_timeout
        for opened in range(self._highest_seen + 4, stream_id + 4, 4):
            self._headers_by[opened] = deadline
        self._highest_seen = stream_id
        self._arm_deadline()

    def _termination_error(self, event: ConnectionTerminated) -> TransportError:
        reason = event.reason_phrase or ""
        code = TransportErrorCode.CONNECTION_LOST
        if reason == "Idle timeout":
            code = TransportErrorCode.KEEPALIVE_TIMEOUT
        elif event.error_code in (QuicErrorCode.NO_ERROR, ErrorCode.H3_NO_ERROR):
            code = TransportErrorCode.GOING_AWAY
        elif event.error_code in _CRYPTO_ERRORS:
            code = TransportErrorCode.TLS_FAILED
        elif event.error_code != ErrorCode.H3_REQUEST_CANCELLED:
            code = TransportErrorCode.PROTOCOL_ERROR
        error_class = ConnectError if code is TransportErrorCode.TLS_FAILED else ConnectionLost
        return error_class(
            code,
            f"the connection closed ({reason or hex(event.error_code)})",
            peer=self.peer.address,
        )

    def _on_handshake(self) -> None:
        config = self.config
        now = self._loop.time()
        self.http = GuardedH3Connection(
            self._quic,
            max_field_section_size=config.max_header_list_size,
            frame_budget=TokenBucket(config.max_control_frames, config.max_control_frames, now),
            reset_budget=TokenBucket(
                2 * max(100, config.max_concurrent_streams),
                max(100, config.max_concurrent_streams),
                now,
            ),
            clock=self._loop.time,
        )
        address = self._quic._network_paths[0].addr if self._quic._network_paths else None  # noqa: SLF001
        peer_cert = getattr(self._quic.tls, "_peer_certificate", None)
        subject, names = identities_from_certificate(peer_cert)
        host = str(address[0]).removeprefix("::ffff:") if address else "unknown"
        self.peer = PeerInfo(
            address=f"{host}:{address[1]}" if address else "unknown",
            protocol="h3",
            tls=True,
            certificate_subject=subject,
            identities=names,
        )
        if self.server is not None:
            if self.server.closing:
                self.close(ErrorCode.H3_NO_ERROR, "server shutting down")
                return
            self.server.connections.add(self)
            self._handshake_by = None
            self._request_by = now + config.first_byte_timeout
            self._arm_deadline()
        self._arm_keepalive()

    def _on_http_event(self, event: H3Event) -> None:
        stream_id = getattr(event, "stream_id", None)
        if isinstance(event, HeadersReceived):
            if stream_id in self.streams:
                self._on_later_headers(event)  # a response (client) or trailers (either side)
            elif self.server is not None:
                self._on_request(event)
        elif isinstance(event, DataReceived):
            channel = self.streams.get(event.stream_id)
            if channel is None:
                return
            if event.stream_id in self._first_frame_by:
                self._watch_first_frame(event.stream_id, event.data, ended=event.stream_ended)
            if event.data:
                channel.deliver(event.data)
            if event.stream_ended:
                channel.deliver_end()

    def _watch_first_frame(self, stream_id: int, data: bytes, *, ended: bool) -> None:
        """Follow a session's first bytes until its first frame is whole (or the stream ends)."""
        head, total = self._first_frame_seen.get(stream_id, (b"", 0))
        if len(head) < FRAME_HEADER_SIZE:
            head += data[: FRAME_HEADER_SIZE - len(head)]
        total += len(data)
        whole = len(head) == FRAME_HEADER_SIZE and total >= FRAME_HEADER_SIZE + int.from_bytes(
            head[1:], "big"
        )
        if whole or ended:
            self._first_frame_by.pop(stream_id, None)
            self._first_frame_seen.pop(stream_id, None)
        else:
            self._first_frame_seen[stream_id] = (head, total)

    def _on_later_headers(self, event: HeadersReceived) -> None:
        future = self.responses.pop(event.stream_id, None)
        if future is not None and not future.done():
            future.set_result(status_of(decode_headers(event.headers) or {}))
        if event.stream_ended:
            channel = self.streams.get(event.stream_id)
            if channel is not None:
                channel.deliver_end()

    def _on_stream_reset(self, stream_id: int, error_code: int) -> None:
        refused = error_code == ErrorCode.H3_REQUEST_REJECTED
        error_class: type[TransportError] = SessionRefused if refused else StreamResetError
        error = error_class(
            TransportErrorCode.SESSION_REFUSED if refused else TransportErrorCode.STREAM_RESET,
            f"the peer reset the stream (code {error_code:#x})",
            peer=self.peer.address,
            stream_id=stream_id,
        )
        channel = self.streams.pop(stream_id, None)
        if channel is not None:
            channel.fail(error)
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(error)
        self._headers_by.pop(stream_id, None)
        self._first_frame_by.pop(stream_id, None)
        self._first_frame_seen.pop(stream_id, None)
        # The peer gave up its half; give up ours, so the stream is released.
        with contextlib.suppress(Exception):
            self._quic.reset_stream(stream_id, ErrorCode.H3_REQUEST_CANCELLED)
        self._touch_idle()

    # ------------------------------------------------------------------- server

    def _on_request(self, event: HeadersReceived) -> None:
        stream_id = event.stream_id
        assert self.server is not None  # noqa: S101 - only servers receive requests
        assert self.http is not None  # noqa: S101 - set at handshake
        self._request_by = None
        self._headers_by.pop(stream_id, None)
        if self.draining or self.server.closing:
            self._forget_stream(stream_id)
            self._reset_both_ways(stream_id, ErrorCode.H3_REQUEST_REJECTED)
            return
        if len(self.handlers.tasks) >= self.config.max_concurrent_streams:
            # Handlers still running for streams already closed: one request too
            # many is refused alone (nothing was processed; it may be retried).
            self._refuse_stream(
                stream_id,
                ErrorCode.H3_REQUEST_REJECTED,
                f"{len(self.handlers.tasks)} handlers are still running on this connection",
            )
            return
        headers = decode_headers(event.headers)
        if headers is None:
            self._refuse_stream(stream_id, ErrorCode.H3_MESSAGE_ERROR, "headers are not UTF-8")
            return
        kind, status = route(headers, has_message_handler=self.server.message_handler is not None)
        if kind is None:
            logger.info("%s: refusing stream %d with %d", self.peer.address, stream_id, status)
            self._answer_refusal(stream_id, status)
            return
        self._highest_request = max(self._highest_request, stream_id)
        channel = StreamChannel(
            self, stream_id, self.peer, self.config, scan_frames=kind is Route.SESSION
        )
        self.streams[stream_id] = channel
        if event.stream_ended:
            channel.deliver_end()
        else:
            self._first_frame_by[stream_id] = self._loop.time() + self.config.first_byte_timeout
            self._arm_deadline()
        start_handler(
            kind,
            channel,
            session_handler=self.server.session_handler,
            message_handler=self.server.message_handler,
            handlers=self.handlers,
            send_response=lambda status, length: self._send_response(stream_id, status, length),
            limit=self.config.max_message_body,
        )

    def _send_response(self, stream_id: int, status: int, length: int | None) -> None:
        if self.http is None or self.lost.is_set():
            return
        if status >= 400 and not length:
            self._answer_refusal(stream_id, status, stop_reading=False)
            return
        with contextlib.suppress(Exception):
            self.http.send_headers(
                stream_id, _bytes_headers(response_headers(status, body_length=length))
            )
        self.transmit()

    def _answer_refusal(
        self,
        stream_id: int,
        status: int,
        *,
        detail: str | None = None,
        stop_reading: bool = True,
        stop_code: int = ErrorCode.H3_NO_ERROR,
    ) -> None:
        """Answer with `status` and an RFC 9457 problem document, whole; stop reading the rest.

        RFC 9114 4.1: a server that needs no more of the request answers in
        full and asks the client to stop sending (H3_NO_ERROR; a request
        refused for its size, H3_EXCESSIVE_LOAD). A one-shot message's
        refusal is sent while its handler still runs: it ends the stream
        itself, and a reset after it keeps the answer.
        """
        assert self.http is not None  # noqa: S101 - set at handshake
        body = problem_body(status, detail)
        with contextlib.suppress(Exception):  # the stream may be gone already
            self.http.send_headers(stream_id, _bytes_headers(problem_headers(status, body)))
            self.http.send_data(stream_id, body, end_stream=True)
        self._answered.add(stream_id)
        if len(self._answered) > _REFUSED_PRUNE_AT:
            self._answered = {i for i in self._answered if i in self._quic._streams}  # noqa: SLF001
        channel = self.streams.get(stream_id)
        if channel is not None:
            channel.ended = True  # the driver wrote this side's end
        if stop_reading:
            self._forget_stream(stream_id)
            self._stop_reading(stream_id, stop_code)
        self.transmit()

    def _refuse_stream(self, stream_id: int, code: int, reason: str) -> None:
        """Reset one request stream both ways for a fault of the peer (logged, budgeted)."""
        assert self.http is not None  # noqa: S101 - set at handshake
        within_budget = self.http.refuse(stream_id)
        self._on_stream_refused(stream_id, code, reason, None)
        if not within_budget:
            self._close_for_fault(
                ErrorCode.H3_EXCESSIVE_LOAD, f"too many streams reset ({reason})", warn=True
            )

    def _on_stream_refused(
        self, stream_id: int, code: int, reason: str, status: int | None
    ) -> None:
        """The HTTP/3 layer refused a stream (see GuardedH3Connection): answer or reset it."""
        logger.info(
            "%s: refusing stream %d (%s): %s",
            self._peer_label(),
            stream_id,
            _code_name(code),
            reason,
        )
        channel = self.streams.get(stream_id)
        if channel is not None:
            channel.fail(
                StreamResetError(
                    TransportErrorCode.STREAM_RESET,
                    f"the stream was refused ({reason})",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(
                SessionRefused(
                    TransportErrorCode.SESSION_REFUSED,
                    f"the response was refused ({reason})",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
        self.streams.pop(stream_id, None)
        self._headers_by.pop(stream_id, None)
        self._first_frame_by.pop(stream_id, None)
        self._first_frame_seen.pop(stream_id, None)
        self._touch_idle()
        if status is not None and self.server is not None and channel is None:
            self._answer_refusal(stream_id, status, detail=reason, stop_code=code)
            return
        self._reset_both_ways(stream_id, code)

    async def drain(self, grace: float) -> None:
        """Refuse new streams, let the sessions in flight finish and be acknowledged, then close."""
        self.draining = True
        deadline = self._loop.time() + grace
        late = await self.handlers.wait(grace)
        for task in late:
            task.cancel()
        for channel in list(self.streams.values()):
            if not channel.ended:  # still sending: cut it; ended ones keep what they sent
                channel.abort("server shutting down")
        self._pump()
        self._send_goaway()
        while self._loop.time() < deadline and not self.lost.is_set() and self._unacknowledged():
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), 0.05)
        self.close(ErrorCode.H3_NO_ERROR, "server shutting down")

    def _unacknowledged(self) -> bool:
        """True while any request stream still has bytes (or its end) unacknowledged."""
        for stream_id, stream in self._quic._streams.items():  # noqa: SLF001
            sender = stream.sender
            if _is_client_request_stream(stream_id) and not (
                sender.is_finished or sender.reset_pending
            ):
                return True
        return False

    def _send_goaway(self) -> None:
        """Tell the client which requests were taken (aioquic can receive GOAWAY, not send it)."""
        control = getattr(self.http, "_local_control_stream_id", None)
        if control is None:
            return
        payload = encode_uint_var(self._highest_request + 4)
        with contextlib.suppress(Exception):
            self._quic.send_stream_data(control, encode_h3_frame(FrameType.GOAWAY, payload))
        self.transmit()

    # ------------------------------------------------------------------ sending

    def _pump(self) -> None:
        """Hand queued session bytes to aioquic while each stream's window has room."""
        self._flush_scheduled = False
        if self.lost.is_set() or self.http is None:
            return
        for stream_id, channel in list(self.streams.items()):
            if channel.outbound or (channel.end_requested and not channel.ended):
                self._pump_stream(stream_id, channel)
        self.transmit()

    def _pump_stream(self, stream_id: int, channel: StreamChannel) -> None:
        assert self.http is not None  # noqa: S101 - checked by _pump
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001 - the send buffer's size
        if stream is None:
            return
        sender = stream.sender
        try:
            while channel.outbound:
                in_flight = sender._buffer_stop - sender._buffer_start  # noqa: SLF001
                room = self.config.stream_window - in_flight
                if room <= 0:
                    break
                self.http.send_data(
                    stream_id, channel.take_outbound(min(room, _CHUNK)), end_stream=False
                )
            if channel.end_requested and not channel.outbound and not channel.ended:
                self.http.send_data(stream_id, b"", end_stream=True)
                channel.ended = True
        except Exception as error:  # noqa: BLE001 - aioquic raises plain exceptions here
            channel.fail(
                StreamResetError(
                    TransportErrorCode.STREAM_RESET,
                    f"the stream can no longer be written ({error})",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
            self.streams.pop(stream_id, None)
            self._touch_idle()
            return
        channel.outbound_drained()
        if channel.ended and channel.closed:
            self.streams.pop(stream_id, None)
            self._touch_idle()

    # ---------------------------------------------------------------- liveness

    def _arm_keepalive(self) -> None:
        config = self.config
        interval = min(config.keepalive_interval, config.keepalive_timeout, config.idle_timeout) / 2
        self._keepalive = self._loop.call_later(interval, self._check_liveness)

    def _check_liveness(self) -> None:
        if self.lost.is_set():
            return
        now = self._loop.time()
        if now - self._last_activity >= self.config.keepalive_interval:
            self._quic.send_ping(0)
            self.transmit()
        if not self.streams and now - self._idle_since >= self.config.idle_timeout:
            logger.info("%s: closing idle connection", self.peer.address)
            self.close(ErrorCode.H3_NO_ERROR, "idle")
            return
        self._arm_keepalive()

    # ---------------------------------------------------- deadlines (server side)

    def _arm_deadline(self) -> None:
        """Wake up at the nearest deadline before work starts (or not at all)."""
        candidates = [
            at
            for at in (
                self._handshake_by,
                self._request_by,
                min(self._headers_by.values(), default=None),
                min(self._first_frame_by.values(), default=None),
            )
            if at is not None
        ]
        at = min(candidates, default=None)
        if at == self._deadline_at:
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._deadline_at = at
        if at is not None and not self.lost.is_set():
            self._deadline = self._loop.call_at(at, self._on_deadline)

    def _on_deadline(self) -> None:
        self._deadline = self._deadline_at = None
        if self.lost.is_set() or self._quic._state in END_STATES:  # noqa: SLF001
            return
        now = self._loop.time()
        config = self.config
        if self._handshake_by is not None and now >= self._handshake_by:
            self._handshake_by = None
            self._close_for_fault(
                QuicErrorCode.CONNECTION_REFUSED,
                f"TLS handshake not completed within {config.tls_handshake_timeout:g}s",
            )
            return
        if self._request_by is not None and now >= self._request_by:
            self._request_by = None
            self._close_for_fault(
                ErrorCode.H3_NO_ERROR, f"no request within {config.first_byte_timeout:g}s"
            )
            return
        for stream_id, at in list(self._headers_by.items()):
            if now >= at and stream_id in self._quic._streams:  # noqa: SLF001
                self._refuse_stream(
                    stream_id,
                    ErrorCode.H3_REQUEST_REJECTED,
                    f"no request headers within {config.first_byte_timeout:g}s",
                )
            elif now >= at:
                del self._headers_by[stream_id]  # already gone
        for stream_id, at in list(self._first_frame_by.items()):
            if now >= at:
                self._refuse_stream(
                    stream_id,
                    ErrorCode.H3_REQUEST_CANCELLED,
                    f"no complete frame within {config.first_byte_timeout:g}s",
                )
        if not self.lost.is_set():
            self._arm_deadline()

    def _close_for_fault(self, code: int, reason: str, *, warn: bool = False) -> None:
        """Close this connection for a fault of the peer: one log line, counted, then close."""
        if self._close_logged:
            return
        self._close_logged = True
        log = logger.warning if warn else logger.info
        log("%s: closing the connection (%s): %s", self._peer_label(), _code_name(code), reason)
        if self.server is not None:
            self.server.gate.faulted += 1
            self.server.connections.discard(self)
        if code < ErrorCode.H3_NO_ERROR:
            # A QUIC transport code (CONNECTION_REFUSED): a transport close, which
            # Initial and Handshake packets can carry with its reason.
            self._quic.close(
                error_code=code, frame_type=QuicFrameType.PADDING, reason_phrase=reason
            )
            self.transmit()
        else:
            self.close(code, reason)

    def _peer_label(self) -> str:
        """The peer's address, known from its first datagram (before the handshake too)."""
        if self.peer.address != "unknown":
            return self.peer.address
        paths = self._quic._network_paths  # noqa: SLF001
        if not paths:
            return "unknown"
        return f"{host_of(paths[0].addr)}:{paths[0].addr[1]}"

    def close(self, error_code: int = QuicErrorCode.NO_ERROR, reason_phrase: str = "") -> None:
        """Close the QUIC connection; the server stops counting it at once."""
        if self.server is not None:
            self.server.connections.discard(self)
        super().close(error_code, reason_phrase)

    def _finish(self, reason: TransportError) -> None:
        if self.server is not None and self.admission is not None:
            self.server.gate.release(self.admission)
            self.admission = None
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if self.lost.is_set():
            return
        self.lost_reason = reason
        if self._keepalive is not None:
            self._keepalive.cancel()
        self.lost_sessions = [channel.session_id for channel in self.streams.values()]
        for channel in list(self.streams.values()):
            channel.fail(reason)
        for future in self.responses.values():
            if not future.done():
                future.set_exception(reason)
        self.streams.clear()
        self.responses.clear()
        if self.server is not None:
            self.server.connections.discard(self)
        self.changed.set()
        self.lost.set()

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self._finish(
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                f"the connection closed ({exc})" if exc else "the connection closed",
                peer=self.peer.address,
            )
        )


def quic_configuration(  # noqa: PLR0913 - all keyword-only
    *,
    is_client: bool,
    config: TransportConfig,
    certificate: str | Path | None = None,
    private_key: str | Path | None = None,
    ca: str | Path | None = None,
    server_name: str | None = None,
) -> QuicConfiguration:
    """A QUIC configuration with ALPN `h3`, the transport's windows and idle timeout."""
    configuration = QuicConfiguration(
        is_client=is_client,
        alpn_protocols=H3_ALPN,
        # Until a stream's headers are in, it may carry a header block, no
        # more; a session or message then gets its full window at once.
        max_stream_data=config.max_header_list_size + _HEADER_SLACK,
        max_data=max(
            config.connection_window, config.max_concurrent_streams * config.stream_window
        ),
        idle_timeout=config.keepalive_interval + config.keepalive_timeout,
        server_name=server_name,
        max_datagram_size=config.quic_datagram_size,
    )
    if certificate is not None:
        configuration.load_cert_chain(str(certificate), str(private_key) if private_key else None)
    if ca is not None:
        configuration.load_verify_locations(str(ca))
    return configuration


class Http3Server:
    """A listening HTTP/3 server of L8 sessions and one-shot messages."""

    def __init__(
        self,
        session_handler: SessionHandler,
        message_handler: MessageHandler | None,
        *,
        config: TransportConfig,
    ) -> None:
        self.session_handler = session_handler
        self.message_handler = message_handler
        self.config = config
        self.connections: set[_Protocol] = set()
        """Connections past their handshake (the ones a shutdown drains)."""
        self.tasks: set[asyncio.Task[None]] = set()
        self.closing = False
        self.gate = ConnectionGate(
            total=config.max_connections, per_address=config.max_connections_per_address
        )
        """The connection caps, in total and per source address: every QUIC connection counts
        from its first Initial packet until its state is gone."""
        self._server: GuardedQuicServer | None = None
        self._refusals_second = 0.0
        self._refusals_logged = 0
        self._refusals_unlogged = 0

    def stats(self) -> ServerStats:
        """Connections (handshake done or not), streams and handlers now; refusals and faults."""
        return ServerStats(
            connections=self.gate.open,
            streams=sum(len(c.streams) for c in self.connections),
            handlers=len(self.tasks),
            refused_connections=self.gate.refused,
            faulted_connections=self.gate.faulted,
        )

    def _refused(self, addr: NetworkAddress, reason: str) -> None:
        """A new connection was refused at its first Initial: one log line (a flood, counted)."""
        now = asyncio.get_running_loop().time()
        if now - self._refusals_second >= 1.0:
            if self._refusals_unlogged:
                logger.warning(
                    "%d more connections refused in the last second (not logged one by one)",
                    self._refusals_unlogged,
                )
            self._refusals_second, self._refusals_logged, self._refusals_unlogged = now, 0, 0
        if self._refusals_logged < _REFUSAL_LOG_PER_SECOND:
            self._refusals_logged += 1
            logger.warning(
                "%s:%s: refusing a connection (CONNECTION_REFUSED): %s",
                host_of(addr),
                addr[1],
                reason,
            )
        else:
            self._refusals_unlogged += 1

    @property
    def port(self) -> int:
        """The UDP port the server listens on."""
        transport = self._server._transport if self._server else None  # noqa: SLF001
        assert transport is not None  # noqa: S101 - set by serve_http3
        return int(transport.get_extra_info("sockname")[1])

    async def close(self, grace: float | None = None) -> None:
        """Refuse new connections and streams, drain every connection, then stop listening."""
        if self.closing:
            return
        self.closing = True
        grace = self.config.shutdown_grace if grace is None else grace
        await asyncio.gather(*(c.drain(grace) for c in list(self.connections)))
        for task in list(self.tasks):
            task.cancel()
        if self._server is not None:
            self._server.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


async def serve_http3(  # noqa: PLR0913 - all keyword-only, each with a purpose
    session_handler: SessionHandler,
    *,
    certificate: str | Path,
    private_key: str | Path,
    message_handler: MessageHandler | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    config: TransportConfig | None = None,
) -> Http3Server:
    """Listen for HTTP/3 (QUIC, always TLS 1.3) on UDP."""
    config = config or TransportConfig()
    server = Http3Server(session_handler, message_handler, config=config)
    configuration = quic_configuration(
        is_client=False, config=config, certificate=certificate, private_key=private_key
    )

    def create_protocol(quic: QuicConnection, **kwargs: Any) -> _Protocol:  # noqa: ANN401
        listener = server._server  # noqa: SLF001 - the factory's own object
        admission = listener.admitting if listener is not None else None
        return _Protocol(quic, config=config, server=server, admission=admission, **kwargs)

    _, listener = await asyncio.get_running_loop().create_datagram_endpoint(
        lambda: GuardedQuicServer(
            gate=server.gate,
            on_refused=server._refused,  # noqa: SLF001 - the factory's own object
            configuration=configuration,
            create_protocol=create_protocol,
        ),
        local_addr=(host, port),
    )
    server._server = listener  # noqa: SLF001 - the factory's own object
    return server


class Http3Client(StreamClient):
    """One HTTP/3 connection to a server, carrying many sessions."""

    def __init__(self, protocol: _Protocol, stack: AsyncExitStack) -> None:
        self._protocol = protocol
        self._stack = stack

    @classmethod
    async def connect(
        cls,
        host: str,
        port: int,
        *,
        ca: str | Path,
        server_name: str | None = None,
        config: TransportConfig | None = None,
    ) -> Http3Client:
        """Connect and complete the QUIC handshake (ALPN `h3`), verifying the server with `ca`."""
        config = config or TransportConfig()
        configuration = quic_configuration(
            is_client=True, config=config, ca=ca, server_name=server_name or host
        )
        made: list[_Protocol] = []

        def create_protocol(quic: QuicConnection, **kwargs: Any) -> _Protocol:  # noqa: ANN401
            protocol = _Protocol(quic, config=config, **kwargs)
            made.append(protocol)
            return protocol

        stack = AsyncExitStack()
        authority = f"{host}:{port}"
        try:
            protocol = await asyncio.wait_for(
                stack.enter_async_context(
                    connect(
                        host,
                        port,
                        configuration=configuration,
                        create_protocol=create_protocol,
                        wait_connected=True,
                    )
                ),
                config.connect_timeout,
            )
        except TimeoutError:
            await stack.aclose()
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"no QUIC handshake within {config.connect_timeout}s",
                peer=authority,
            ) from None
        except ConnectionError as error:
            await stack.aclose()
            reason = made[0].lost_reason if made else None
            code = reason.code if reason is not None else TransportErrorCode.CONNECT_FAILED
            if code is not TransportErrorCode.TLS_FAILED:
                code = TransportErrorCode.CONNECT_FAILED
            raise ConnectError(code, f"cannot connect: {reason or error}", peer=authority) from None
        assert isinstance(protocol, _Protocol)  # noqa: S101 - made by create_protocol
        protocol.authority = authority
        return cls(protocol, stack)

    @property
    def _state(self) -> _Protocol:
        return self._protocol

    async def _open_stream(
        self, path: str, *, scan_frames: bool
    ) -> tuple[StreamChannel, int, asyncio.Future[int]]:
        self._check_open()
        protocol = self._protocol
        assert protocol.http is not None  # noqa: S101 - connected
        stream_id = protocol._quic.get_next_available_stream_id()  # noqa: SLF001
        headers = [
            (":method", "POST"),
            (":scheme", "https"),
            (":authority", protocol.authority),
            (":path", path),
            ("content-type", CONTENT_TYPE),
        ]
        channel = StreamChannel(
            protocol, stream_id, protocol.peer, protocol.config, scan_frames=scan_frames
        )
        future: asyncio.Future[int] = protocol._loop.create_future()  # noqa: SLF001
        protocol.streams[stream_id] = channel
        protocol.responses[stream_id] = future
        protocol.http.send_headers(stream_id, _bytes_headers(headers), end_stream=False)
        protocol.transmit()
        return channel, stream_id, future

    async def close(self) -> None:
        """Close the connection; every session still open on it is lost."""
        self._protocol.close()
        self._protocol._finish(  # noqa: SLF001 - closing here is this connection's own end
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                "the connection was closed here",
                peer=self._protocol.peer.address,
            )
        )
        await self._stack.aclose()
