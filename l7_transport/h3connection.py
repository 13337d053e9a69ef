"""One QUIC connection carrying HTTP/3 session streams, either side: the stream-channel plumbing.

Each request stream is a `StreamChannel`; this module carries bytes between
the channels and aioquic's `H3Connection` (guarded, see
`l7_transport.h3guard`): credit as the application reads (see
`l7_transport.h3quic`), sends while each stream's unacknowledged bytes stay
under the window (`l7_transport.h3sending`), resets answered by resets, keep-alive and idleness, and
the connection's end told to every session on it. What only a server does
(requests, refusals, deadlines, the drain) is in `l7_transport.h3server`,
what only a client does (a GOAWAY read) in `l7_transport.h3client`, both
through the hooks below.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Callable
from typing import Any, cast

from aioquic.asyncio.protocol import QuicConnectionProtocol
from aioquic.h3.connection import ErrorCode
from aioquic.h3.events import DataReceived, H3Event, HeadersReceived
from aioquic.quic.connection import QuicConnection, QuicConnectionState
from aioquic.quic.events import (
    ConnectionTerminated,
    HandshakeCompleted,
    QuicEvent,
    StopSendingReceived,
    StreamDataReceived,
    StreamReset,
)
from aioquic.quic.packet import QuicErrorCode
from aioquic.quic.stream import QuicStream

from l7_transport.budgets import TokenBucket
from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    SessionRefused,
    TransportError,
    TransportErrorCode,
    again,
)
from l7_transport.exceptions import StreamReset as StreamResetError
from l7_transport.h3frames import FramesBeforeHandshake
from l7_transport.h3guard import GuardedH3Connection, StreamRefused
from l7_transport.h3listener import host_of
from l7_transport.h3quic import HEADER_SLACK, credited, is_client_request_stream, read_waiting
from l7_transport.h3reorder import OUT_OF_ORDER_BUDGET, OutOfOrder
from l7_transport.h3sending import Http3Sending
from l7_transport.serving import decode_headers, socket_address, status_of
from l7_transport.stream_channel import StreamChannel
from l7_transport.tls import identities_from_certificate

logger = logging.getLogger("l7_transport.http3")

_CRYPTO_ERRORS = range(0x100, 0x200)  # QUIC CRYPTO_ERROR: 0x100 + the TLS alert
_PEER_UNI_STREAMS = 8  # control, QPACK encoder and decoder, and room for unknown (stopped) ones


def code_name(code: int) -> str:
    """An HTTP/3 error code's name (its hex value if it has none)."""
    try:
        return ErrorCode(code).name
    except ValueError:
        return hex(code)


def bytes_headers(headers: list[tuple[str, str]]) -> list[tuple[bytes, bytes]]:
    """Header pairs as aioquic takes them."""
    return [(k.encode(), v.encode()) for k, v in headers]


def _no_connection_id(connection_id: bytes) -> None:
    """A released connection's handler of connection ids: nothing to tell a server."""


def _not_terminated() -> None:
    """A released connection's handler of its termination: it was told already."""


class Http3Connection(QuicConnectionProtocol, Http3Sending):
    """One QUIC connection carrying HTTP/3 session streams and one-shot messages.

    A client uses it as it is; the server's side
    (`l7_transport.h3server.Http3ServerConnection`) fills in the hooks.
    """

    def __init__(
        self,
        quic: QuicConnection,
        *,
        config: TransportConfig,
        **kwargs: Any,  # noqa: ANN401 - passed through to aioquic
    ) -> None:
        super().__init__(quic, **kwargs)
        self._credited = credited(quic, self._credit_limit)
        # aioquic announces 128 concurrent streams of each kind whatever it is
        # told: ours for requests, and few unidirectional ones (HTTP/3 needs 3).
        streams = quic._local_max_streams_bidi  # noqa: SLF001
        streams.value = streams.sent = config.max_concurrent_streams
        uni = quic._local_max_streams_uni  # noqa: SLF001
        uni.value = uni.sent = _PEER_UNI_STREAMS
        self.config = config
        self.http: GuardedH3Connection | None = None
        self._goaway_seen: int | None = None  # the last GOAWAY identifier acted on
        self.peer = PeerInfo(address="unknown", protocol="h3", tls=True)
        self.authority = ""
        self.streams: dict[int, StreamChannel] = {}
        self.responses: dict[int, asyncio.Future[int]] = {}
        self.lost_reason: TransportError | None = None
        self.lost_sessions: list[str] = []
        self.lost = asyncio.Event()
        self.changed = asyncio.Event()
        self._flush_scheduled = False
        self._handling_events = 0  # QUIC events being handled (their transmits: `transmit`)
        self._keepalive: asyncio.TimerHandle | None = None
        self._last_activity = self._loop.time()
        self._idle_since = self._loop.time()
        self._close_logged = False
        self._budget_clock: Callable[[], float] = self._loop.time
        """The time the abuse budgets are kept in (a server's may be its own: `Http3Server`)."""
        # QUIC's frames that carry nothing, until HTTP/3's guard takes them (`_on_handshake`):
        # a handshake under way may be sent datagrams packed with PINGs as well.
        self._credited.ioa_charge = FramesBeforeHandshake(
            quic,
            TokenBucket(config.max_control_frames, config.max_control_frames, self._loop.time()),
            lambda: self._budget_clock(),  # noqa: PLW0108 - a server may set its own later
            self._refused_before_handshake,
        )
        # What QUIC holds out of order (`l7_transport.h3reorder`): a server counts all that
        # its streams not started hold, as it counts their first frames (spec 2.2).
        self._credited.ioa_out_of_order = OutOfOrder(
            max(OUT_OF_ORDER_BUDGET, config.max_message_body),
            started=None if quic.configuration.is_client else self._started,
            refused=self._refused_out_of_order,
        )

    # ------------------------------------------------------ hooks (the server's)

    def _established(self, now: float) -> bool:  # noqa: ARG002 - a hook
        """The handshake is done; False if the connection is not to be served after all."""
        return True

    def _stream_seen(self, stream_id: int) -> None:
        """Something arrived on a stream (a request stream may have opened)."""

    def _on_request(self, event: HeadersReceived) -> None:
        """A request's headers arrived (a client has none to answer)."""

    def _on_data(self, channel: StreamChannel, event: DataReceived) -> None:
        """DATA for a session or message: handed to its channel."""
        if event.data:
            channel.deliver(event.data)
        if event.stream_ended:
            self._end_received(channel)

    def _on_http_refusal(self, stream_id: int, refusal: StreamRefused) -> None:
        """The HTTP/3 layer refused a stream while it handled an event."""
        self._on_stream_refused(stream_id, refusal.code, refusal.reason, refusal.status)

    def _answer_refused(self, stream_id: int, status: int, reason: str, code: int) -> bool:  # noqa: ARG002
        """Answer a refused request with `status`; False if it is reset instead (a hook)."""
        return False

    def _goaway_read(self, goaway: int) -> None:
        """The peer's GOAWAY, first identifier or a lower one (a client acts on it)."""

    def _drop_deadlines(self, stream_id: int) -> None:
        """A stream is done with: its timers (deadlines before work starts, linger) go."""

    def _ended_here(self, channel: StreamChannel) -> None:
        """This side has written the end of its direction of `channel` (FIN)."""

    def _fault(self) -> None:
        """The connection is closing for a fault of the peer (a server counts them)."""

    # --------------------------------------------------------------- driver hooks

    def _credit_limit(self, stream: QuicStream) -> int | None:
        stream_id = stream.stream_id
        if stream_id is None or stream.is_blocked:
            return None  # not on the wire yet (the peer's limit would break)
        if stream_id % 4 in (2, 3):
            # The peer's unidirectional streams (control, QPACK) are read as
            # they arrive: a fixed window ahead of what was read, never more
            # (aioquic doubles it as data comes, and buffers any gap).
            window = self.config.max_header_list_size + HEADER_SLACK
            read = stream.receiver.starting_offset()
            if stream.max_stream_data_local - read >= window // 2:
                return stream.max_stream_data_local
            return read + window
        if not is_client_request_stream(stream_id):
            return None
        channel = self.streams.get(stream_id)
        if channel is None:
            # Headers not seen yet (or the stream is done): room for a header block only.
            return self.config.max_header_list_size + HEADER_SLACK
        # (A channel whose reader has gone lets what arrives go: no more credit.)
        read = stream.receiver.starting_offset() - channel.unread
        return (
            stream.max_stream_data_local
            if channel.reader_gone
            else read + self.config.stream_window
        )

    def credit(self, stream_id: int, amount: int) -> None:  # noqa: ARG002 - credit is computed
        """A channel read: its stream's credit is recomputed as the next packet is written."""
        self._credited.credit_may_change(stream_id)
        self.schedule_flush()

    def schedule_flush(self, stream_id: int | None = None) -> None:  # noqa: ARG002 - one write a turn
        """Write what the channels queued, soon (once per turn of the loop).

        Never early (`EARLY_WRITE_AFTER` is HTTP/2's): aioquic's cost is per datagram.
        """
        if not self._flush_scheduled and not self.lost.is_set():
            self._flush_scheduled = True
            self._loop.call_soon(self._pump)

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """A channel gave up its stream: reset it both ways (its code says why)."""
        if self.lost.is_set():
            return
        self._forget_stream(stream_id)
        code = ErrorCode.H3_MESSAGE_ERROR if "frame" in reason else ErrorCode.H3_REQUEST_CANCELLED
        self._reset_both_ways(stream_id, code)

    def unread_arrived(self, channel: StreamChannel) -> None:
        """A server asks the peer to stop (`h3server`); a client has nothing to do."""

    def _forget_stream(self, stream_id: int) -> None:
        """This side is done with the stream: no more deadlines, events or data for it."""
        self._let_go(stream_id)
        if self.http is not None:
            self.http.forget(stream_id)

    def _let_go(self, stream_id: int) -> StreamChannel | None:
        """The connection lets the stream's channel go (its handler may still read it)."""
        channel = self.streams.pop(stream_id, None)
        if channel is not None:
            self._channel_gone(channel)
        self._drop_deadlines(stream_id)
        self._touch_idle()
        return channel

    def _channel_gone(self, channel: StreamChannel) -> None:
        """A stream's channel left the connection (the server counts what it left unread)."""

    def _check_goaway(self, goaway: int | None) -> None:
        """A GOAWAY identifier not acted on yet goes to `_goaway_read`."""
        if goaway is None or goaway == self._goaway_seen:
            return
        self._goaway_seen = goaway
        self._goaway_read(goaway)

    def _done_with(self, stream_id: int) -> None:
        """The stream has ended both ways (or can no longer be written): let it go."""
        self._let_go(stream_id)

    def _end_received(self, channel: StreamChannel) -> None:
        """The peer ended its direction; a stream ended both ways is let go (still readable)."""
        channel.deliver_end()
        if channel.closed and self.streams.get(channel.stream_id) is channel:
            self._done_with(channel.stream_id)

    def _stop_reading(self, stream_id: int, code: int) -> None:
        with contextlib.suppress(Exception):  # aioquic raises plain exceptions for done streams
            self._quic.stop_stream(stream_id, code)
        self.transmit()

    def _reset_both_ways(self, stream_id: int, code: int) -> None:
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001
        with contextlib.suppress(Exception):  # aioquic raises plain exceptions for done streams
            self._quic.reset_stream(stream_id, code)
        # (For a stream still waiting for the peer's MAX_STREAMS, both frames
        # wait with it: see CreditedQuicConnection.)
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
        """Feed a datagram to QUIC; say so if aioquic closed the connection over it.

        Once HTTP/3 is up, what the datagram calls for (acknowledgements, answers)
        leaves with the pump's transmit, once per turn of the loop, rather than at once
        as aioquic's own protocol does: the datagrams of a burst are all read first,
        and their answers share fewer, fuller packets (aioquic visits every stream for
        every packet it builds, so packets, not bytes, are what HTTP/3 costs here).
        """
        if self.http is None or self.lost.is_set():  # the handshake, or the end
            super().datagram_received(data, addr)
            # Acknowledgements free send windows without raising any event.
            if any(channel.outbound for channel in self.streams.values()):
                self.schedule_flush()
        else:
            self._take_datagram(cast("bytes", data), addr)
            self.schedule_flush()  # the pump writes what is queued and transmits
            if self._quic.configuration.is_client:  # its own socket (a server's is shared)
                read_waiting(self._transport, self._take_datagram)
        if not self._close_logged and self._quic._state is QuicConnectionState.CLOSING:  # noqa: SLF001
            self._log_local_close()

    def _take_datagram(self, data: bytes, addr: Any) -> None:  # noqa: ANN401 - aioquic's address
        """One more datagram of a burst: fed, its events handled; sent with the pump's."""
        if self.lost.is_set():
            return
        self._quic.receive_datagram(data, addr, now=self._loop.time())
        self._process_events()

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
        self._fault()

    def quic_event_received(self, event: QuicEvent) -> None:
        """Handle one QUIC event; an unexpected failure closes this connection only."""
        self._handling_events += 1
        try:
            self._handle_quic_event(event)
        except Exception as error:
            # A state this driver did not expect: close this connection, keep the server.
            logger.exception("%s: unexpected error handling QUIC events", self.peer.address)
            self._quic.close(
                ErrorCode.H3_INTERNAL_ERROR, reason_phrase=f"internal error: {error!r}"
            )
            self.transmit()
        finally:
            self._handling_events -= 1

    def _handle_quic_event(self, event: QuicEvent) -> None:
        self._last_activity = self._loop.time()
        if isinstance(event, HandshakeCompleted):
            self._on_handshake()
        elif isinstance(event, ConnectionTerminated):
            self._finish(self._termination_error(event))
            return
        if isinstance(event, StreamDataReceived | StreamReset | StopSendingReceived):
            self._credited.credit_may_change(event.stream_id)
            self._stream_seen(event.stream_id)
        if isinstance(event, StreamReset):
            self._on_stream_reset(event.stream_id, event.error_code)
        elif isinstance(event, StopSendingReceived):
            self._on_stop_sending(event.stream_id, event.error_code)
        if self.http is not None:
            for http_event in self.http.handle_event(event):
                self._on_http_event(http_event)
            for stream_id, refusal in self.http.take_refusals():
                self._on_http_refusal(stream_id, refusal)
            self._check_goaway(self.http.goaway_id)
            if self.http.connection_error is not None and not self._close_logged:
                self._log_local_close()
        self.schedule_flush()

    def _termination_error(self, event: ConnectionTerminated) -> TransportError:
        reason = event.reason_phrase or ""
        if event.error_code == QuicErrorCode.CONNECTION_REFUSED and event.frame_type is not None:
            # A transport close: the server refused the connection before serving it (it
            # is shutting down, the handshake took too long, a cap), maybe after this
            # side's handshake was done. Whenever it comes, no connection was made.
            return ConnectError(
                TransportErrorCode.CONNECT_FAILED,
                f"the connection was refused ({reason or 'no reason given'})",
                peer=self._peer_label(),
            )
        code = TransportErrorCode.CONNECTION_LOST
        if reason == "Idle timeout":
            code = TransportErrorCode.KEEPALIVE_TIMEOUT
        elif event.error_code in (QuicErrorCode.NO_ERROR, ErrorCode.H3_NO_ERROR):
            code = TransportErrorCode.GOING_AWAY
        elif event.error_code in _CRYPTO_ERRORS and event.frame_type is not None:
            # A transport close (it names a frame type) in the CRYPTO_ERROR range: TLS
            # failed. An application close (HTTP/3's codes are 0x100 and up too: a server's
            # H3_EXCESSIVE_LOAD, say) names none, and is no TLS failure.
            code = TransportErrorCode.TLS_FAILED
        elif event.error_code != ErrorCode.H3_REQUEST_CANCELLED:
            code = TransportErrorCode.PROTOCOL_ERROR
        error_class = ConnectError if code is TransportErrorCode.TLS_FAILED else ConnectionLost
        return error_class(
            code,
            f"the connection closed ({reason or hex(event.error_code)})",
            peer=self.peer.address,
        )

    def _refused_before_handshake(self, reason: str) -> None:
        self._close_logged = True
        paths = self._quic._network_paths  # noqa: SLF001
        where = socket_address(paths[0].addr) if paths else "unknown"
        logger.warning("%s: closing the connection (CONNECTION_REFUSED): %s", where, reason)

    def _started(self, stream_id: int) -> bool:
        """Whether a stream's first frame is whole (until then, all QUIC holds for it counts)."""
        channel = self.streams.get(stream_id)
        return channel is not None and channel.first_frame_received

    def _refused_out_of_order(self, reason: str) -> None:
        """QUIC closed the connection for data out of order past a bound: said once, counted."""
        self._close_logged = True
        logger.warning("%s: closing the connection: %s", self._peer_label(), reason)
        self._fault()

    def _on_handshake(self) -> None:
        config = self.config
        now = self._loop.time()
        budgets_from = self._budget_clock()
        self.http = GuardedH3Connection(
            self._quic,
            max_field_section_size=config.max_header_list_size,
            frame_budget=TokenBucket(
                config.max_control_frames, config.max_control_frames, budgets_from
            ),
            reset_budget=TokenBucket(
                2 * max(100, config.max_concurrent_streams),
                max(100, config.max_concurrent_streams),
                budgets_from,
            ),
            clock=self._budget_clock,
        )
        # QUIC's frames that carry nothing are drawn from the same budgets (released in
        # `_release`: the handler is bound to `http`, which holds this QUIC connection).
        self._credited.ioa_charge = self.http.charge_quic_frame
        address = self._quic._network_paths[0].addr if self._quic._network_paths else None  # noqa: SLF001
        peer_cert = getattr(self._quic.tls, "_peer_certificate", None)
        subject, names = identities_from_certificate(peer_cert, now=dt.datetime.now(dt.UTC))
        host = str(address[0]).removeprefix("::ffff:") if address else "unknown"
        self.peer = PeerInfo(
            address=socket_address((host, address[1])) if address else "unknown",
            protocol="h3",
            tls=True,
            certificate_subject=subject,
            identities=names,
        )
        if self._established(now):
            self._arm_keepalive()

    def _on_http_event(self, event: H3Event) -> None:
        stream_id = getattr(event, "stream_id", None)
        if isinstance(event, HeadersReceived):
            if stream_id in self.streams:
                self._on_later_headers(event)  # a response (client) or trailers (either side)
            else:
                self._on_request(event)
        elif isinstance(event, DataReceived):
            channel = self.streams.get(event.stream_id)
            if channel is not None:
                self._on_data(channel, event)

    def _on_later_headers(self, event: HeadersReceived) -> None:
        status = status_of(decode_headers(event.headers) or {})
        channel = self.streams.get(event.stream_id)
        # The response's final status; not a 1xx, nor trailers after it.
        if not 100 <= status < 200 and (channel is None or not channel.status_known):
            future = self.responses.pop(event.stream_id, None)
            if future is not None and not future.done():
                future.set_result(status)
        if channel is not None and self._quic.configuration.is_client:
            channel.status_arrived(status)
        if event.stream_ended:
            channel = self.streams.get(event.stream_id)
            if channel is not None:
                self._end_received(channel)

    def _on_stream_reset(self, stream_id: int, error_code: int) -> None:
        message = f"the peer reset the stream (code {error_code:#x})"
        error: TransportError
        if error_code == ErrorCode.H3_REQUEST_REJECTED:  # nothing of it was processed
            error = SessionRefused.not_processed(
                message, peer=self.peer.address, stream_id=stream_id
            )
        else:
            error = StreamResetError(
                TransportErrorCode.STREAM_RESET,
                message,
                peer=self.peer.address,
                stream_id=stream_id,
            )
        channel = self._let_go(stream_id)
        if channel is not None:
            channel.fail(error)
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(error)
        # The peer gave up its half; give up ours, so the stream is released.
        with contextlib.suppress(Exception):
            self._quic.reset_stream(stream_id, ErrorCode.H3_REQUEST_CANCELLED)

    def _on_stop_sending(self, stream_id: int, error_code: int) -> None:
        """The peer asked this side to stop sending (QUIC has reset this side's half already).

        H3_NO_ERROR after the peer's own end (RFC 9114 4.1: it has all it
        wants, a finished session kept open too long): what is queued is
        dropped and the stream let go, what the peer sent stays readable.
        Any other: the session fails when it next writes.
        """
        channel = self.streams.get(stream_id)
        if error_code == ErrorCode.H3_NO_ERROR and channel is not None and channel.received_end:
            channel.stop_sending()
            self._forget_stream(stream_id)

    def _on_stream_refused(
        self, stream_id: int, code: int, reason: str, status: int | None
    ) -> None:
        """A stream is refused (see GuardedH3Connection): answered, or reset both ways."""
        logger.info(
            "%s: refusing stream %d (%s): %s",
            self._peer_label(),
            stream_id,
            code_name(code),
            reason,
        )
        channel = self.streams.get(stream_id)
        if channel is not None:
            channel.fail(self._reset_error(stream_id, f"the stream was refused ({reason})"))
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
        self._let_go(stream_id)
        if (
            status is not None
            and channel is None
            and self._answer_refused(stream_id, status, reason, code)
        ):
            return
        self._reset_both_ways(stream_id, code)

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

    # ------------------------------------------------------------------ the end

    def _peer_label(self) -> str:
        """The peer's address, known from its first datagram (before the handshake too)."""
        if self.peer.address != "unknown":
            return self.peer.address
        paths = self._quic._network_paths  # noqa: SLF001
        if not paths:
            return "unknown"
        return f"{host_of(paths[0].addr)}:{paths[0].addr[1]}"

    def _finish(self, reason: TransportError) -> None:
        """The connection is over: every session and response on it fails with `reason`."""
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
                future.set_exception(again(reason))  # `reason` is kept (`lost_reason`)
        self.streams.clear()
        self.responses.clear()
        self.changed.set()
        self.lost.set()
        self._release()

    def _release(self) -> None:
        """Let go of what ties this connection to itself (called when it is over).

        Its QUIC connection's callbacks (`CreditedQuicConnection.release`), and those a
        server gave it (aioquic's server binds its own methods to each protocol; it has
        called the one for the termination by now, and forgotten this connection).
        """
        self._credited.release()
        self._connection_id_issued_handler = _no_connection_id
        self._connection_id_retired_handler = _no_connection_id
        self._connection_terminated_handler = _not_terminated

    def connection_lost(self, exc: Exception | None) -> None:
        """The transport is gone: so is the connection."""
        super().connection_lost(exc)
        self._finish(
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                f"the connection closed ({exc})" if exc else "the connection closed",
                peer=self.peer.address,
            )
        )
