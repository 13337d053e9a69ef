"""The server's side of one HTTP/3 connection: requests, refusals, deadlines and the drain.

`Http3ServerConnection` fills in the hooks of `Http3Connection`: a request
is routed and served (`l7_transport.serving`) or refused in full with a
problem document, in a later loop turn when its source has opened its
share of streams in this one (`l7_transport.loop_turns`, as over HTTP/2);
deadlines before work starts (the handshake, the first request, each
request's headers, each session's first whole frame) close or reset what
is late (`l7_transport.h3deadlines`, mixed in); resets the peer provokes
are charged to its budget; a finished session's peer has a linger to end
its side (`l7_transport.h3linger`, mixed in); and a shutdown drains the
connection (`l7_transport.h3drain`, mixed in: new streams refused, the
sessions in flight finished and acknowledged, a GOAWAY written, then
close; a connection whose handshake is under way refused at once).
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any, cast

from aioquic.h3.connection import ErrorCode
from aioquic.h3.events import DataReceived, H3Event, HeadersReceived
from aioquic.quic.connection import QuicConnection
from aioquic.quic.packet import QuicErrorCode, QuicFrameType

from l7_transport.config import TransportConfig
from l7_transport.exceptions import TransportError
from l7_transport.gone import GoneStreams
from l7_transport.h3connection import (
    Http3Connection,
    bytes_headers,
    code_name,
)
from l7_transport.h3deadlines import Http3ServerDeadlines
from l7_transport.h3drain import SHUTTING_DOWN, Http3ServerDrain
from l7_transport.h3guard import StreamRefused
from l7_transport.h3linger import Http3ServerLingers
from l7_transport.serving import (
    HandlerTasks,
    HeldStatuses,
    Route,
    answer_of,
    decode_headers,
    document_body,
    problem_body,
    problem_headers,
    response_headers,
    route,
    start_handler,
)
from l7_transport.stream_channel import StreamChannel

if TYPE_CHECKING:
    from l7_transport.http3 import Http3Server

logger = logging.getLogger("l7_transport.http3")

_REFUSED_PRUNE_AT = 64  # answered streams remembered; past this, those QUIC let go are forgotten


class Http3ServerConnection(
    Http3ServerDrain, Http3ServerLingers, Http3ServerDeadlines, Http3Connection
):
    """One QUIC connection as the server sees it (see the module docstring)."""

    def __init__(
        self,
        quic: QuicConnection,
        *,
        config: TransportConfig,
        server: Http3Server | None = None,
        admission: str | None = None,
        **kwargs: Any,  # noqa: ANN401 - passed through to aioquic
    ) -> None:
        super().__init__(quic, config=config, **kwargs)
        self.server = server
        self.admission = admission
        """The source this connection is counted under in the server's caps (`source_of`)."""
        if server is not None and server.budget_clock is not None:
            self._budget_clock = server.budget_clock
        self.handshaking = server is not None and admission is not None
        """Counted among the server's handshakes under way (until it ends or is done)."""
        if self.handshaking:
            assert server is not None  # noqa: S101 - said just above
            assert admission is not None  # noqa: S101
            server.handshaking[admission] += 1
        self.handlers = HandlerTasks(server.tasks if server else set())
        self._gone = server.gone.of(admission) if server is not None else GoneStreams()
        """What its source's streams that are gone still cost (`l7_transport.gone`)."""
        self.draining = False
        self._highest_request = -4
        self._init_deadlines(config.tls_handshake_timeout if server else None)
        self._answered: set[int] = set()
        self._waiting_requests: dict[int, list[H3Event]] = {}
        """Requests past their source's share of openings this turn, each with what came
        for its stream since, in order of arrival: served in later turns (`_take_turn`)."""
        self._waiting_turn = False
        self._init_lingers()
        self._held = HeldStatuses(self._loop, self.streams, self._send_status, self.schedule_flush)
        """Sessions whose `200` waits for their first bytes (spec 2.2)."""
        if server is not None:
            self._arm_deadline()

    # ------------------------------------------------------------------- hooks

    def _established(self, now: float) -> bool:
        if self.server is None:
            return True
        self._handshake_done()
        if self.server.closing:
            self.close(ErrorCode.H3_NO_ERROR, SHUTTING_DOWN)
            return False
        self.server.connections.add(self)
        self._join_address_budget()
        self._handshake_by = None
        self._request_by = now + self.config.first_byte_timeout
        self._arm_deadline()
        return True

    def _join_address_budget(self) -> None:
        """Take a share of the source address's control-frame budget (`AddressBudgets`).

        Only once the handshake is done and the connection is served: one that never
        gets here (a failed or stalled handshake, a server shutting down) holds none.
        `_finish`, the one end of every connection, gives the share back.
        """
        assert self.server is not None  # noqa: S101 - a server's connection
        if self.http is None or self.http.share is not None or self.lost.is_set():
            return
        source = self.admission
        if source is None:  # made without the listener (the fuzz targets): named here
            paths = self._quic._network_paths  # noqa: SLF001 - the peer's address
            source = self.server.gate.source_of(paths[0].addr if paths else None)
        self.http.share = self.server.control_budgets.join(source, self._budget_clock())

    def _stream_seen(self, stream_id: int) -> None:
        if self.server is not None:
            self._note_request_stream(stream_id)

    def _on_data(self, channel: StreamChannel, event: DataReceived) -> None:
        if event.stream_id in self._first_frame_by:
            self._watch_first_frame(event.stream_id, event.data, ended=event.stream_ended)
            if event.stream_id not in self.streams:
                return  # refused: past the first frames' budget
        super()._on_data(channel, event)

    def _on_http_refusal(self, stream_id: int, refusal: StreamRefused) -> None:
        self._request_by = None  # a request came, if one refused
        super()._on_http_refusal(stream_id, refusal)

    def _answer_refused(self, stream_id: int, status: int, reason: str, code: int) -> bool:
        if self.server is None:
            return False
        self._answer_refusal(stream_id, status, detail=reason, stop_code=code)
        return True

    def _channel_gone(self, channel: StreamChannel) -> None:
        self._gone.note(channel)

    def _drop_deadlines(self, stream_id: int) -> None:
        self._waiting_requests.pop(stream_id, None)  # (reset by the peer, say, before its turn)
        self._headers_by.pop(stream_id, None)
        self._first_frame_done(stream_id)
        self._drop_linger(stream_id)

    def _fault(self) -> None:
        if self.server is not None:
            self.server.gate.faulted += 1

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """As the connection's, but a refusal answered in full is kept, and resets are charged."""
        if self.lost.is_set():
            return
        if stream_id in self._answered:
            # A refusal already answered in full (a 413 with its problem
            # document): stop reading the rest, keep the answer (RFC 9114 4.1).
            self._forget_stream(stream_id)
            self._stop_reading(stream_id, ErrorCode.H3_NO_ERROR)
            return
        super().reset_stream(stream_id, reason)
        if self.server is not None and not (self.draining or self.server.closing):
            # A reset the peer made this side send costs like one it sent itself.
            self._charge_reset(reason)

    def _charge_reset(self, why: str) -> None:
        if self.http is not None and not self.http.charge_reset():
            self._close_for_fault(
                ErrorCode.H3_EXCESSIVE_LOAD, f"too many streams reset ({why})", warn=True
            )

    # ----------------------------------------------------------------- requests

    @property
    def _source(self) -> str:
        """The source its requests count against: the one it counts under in the caps."""
        return self.admission or self.peer.address  # (none without the listener: fuzzing)

    def _on_http_event(self, event: H3Event) -> None:
        waiting = self._waiting_requests.get(getattr(event, "stream_id", -1))
        if waiting is not None:  # its request waits for a turn: so does what follows it
            waiting.append(event)
            return
        super()._on_http_event(event)

    def _on_request(self, event: HeadersReceived) -> None:
        """A request: served now, or in a later turn once its source has opened its share.

        Each source opens `openings_per_turn` streams a loop turn, over all its
        connections, as over HTTP/2 (`LoopTurns`); a request past it waits whole, with
        what comes for its stream meanwhile (no credit beyond a header block is given to
        a stream that has no channel yet), and so do the requests behind it.
        """
        if self.server is None:
            return
        self._request_by = None
        self._headers_by.pop(event.stream_id, None)
        if self._waiting_requests or not self.server.turns.has_room(self._source):
            self._waiting_requests[event.stream_id] = [event]
            self._wait_turn()
            return
        self._serve_request(event)

    def _wait_turn(self) -> None:
        if not self._waiting_turn and self.server is not None:
            self._waiting_turn = True
            self.server.wait_turn(self._source, self._take_turn)

    def _take_turn(self) -> None:
        """A turn has come: the requests waiting are served in order, this connection's pass.

        A pass is an even part of the source's share of the turn, over its connections
        waiting (this one included; 1 at least): a connection of a flooding source's own
        address (an honest peer behind its NAT) waits a few turns, not one per flooding
        connection ahead of it (an outside flood of 32 connections held honest answers
        there for ~1 s at p99 with a pass of the whole share). The rest wait for a later
        turn, at the back of the source's queue. Anything unexpected closes this
        connection alone, as in `quic_event_received`.
        """
        self._waiting_turn = False
        waiting = self._waiting_requests
        assert self.server is not None  # noqa: S101 - only a server's requests wait
        turns = self.server.turns
        passing = max(1, turns.per_turn // (1 + turns.waiting_from(self._source)))
        try:
            for _ in range(passing):
                if not waiting or self.lost.is_set() or not turns.within_share(self._source):
                    break
                stream_id = next(iter(waiting))
                first, *later = waiting.pop(stream_id)
                self._serve_request(cast("HeadersReceived", first))
                if stream_id in self.streams:  # refused: nothing more of it is read (a
                    for event in later:  # review: its trailers were taken for a request)
                        super()._on_http_event(event)
        except Exception as error:
            logger.exception("%s: unexpected error serving requests after a turn", self._source)
            self._quic.close(
                ErrorCode.H3_INTERNAL_ERROR, reason_phrase=f"internal error: {error!r}"
            )
            self.transmit()
            waiting.clear()
        if self.lost.is_set():
            waiting.clear()
        elif waiting:
            self._wait_turn()
        self.schedule_flush()

    def _serve_request(self, event: HeadersReceived) -> None:
        """Route a request and serve it (its handler started) or refuse it."""
        stream_id = event.stream_id
        assert self.server is not None  # noqa: S101 - a server's request
        assert self.http is not None  # noqa: S101 - set at handshake
        self.server.opened(self._source)
        if self.draining or self.server.closing:
            self._forget_stream(stream_id)
            self._reset_both_ways(stream_id, ErrorCode.H3_REQUEST_REJECTED)
            return
        why = self._gone.refusal(
            # (a stream waiting for its first frame has its handler to come)
            # (sessions waiting for their first frame: a message's handler runs already)
            running=len(self.handlers.tasks) + len(self._sessions),
            limit=self.config.max_concurrent_streams,
        )
        if why is not None:
            # Streams QUIC let go whose handlers run on, holding what they did not read
            # (MAX_DATA grows as data arrives): refused alone, nothing processed, it may
            # be retried (`GoneStreams`).
            self._refuse_stream(stream_id, ErrorCode.H3_REQUEST_REJECTED, why)
            return
        headers = decode_headers(event.headers)
        if headers is None:
            self._refuse_stream(stream_id, ErrorCode.H3_MESSAGE_ERROR, "headers are not UTF-8")
            return
        kind, status = route(
            headers,
            has_message_handler=self.server.message_handler is not None,
            documents=self.server.documents,
        )
        if kind is None:
            self._say_refused(stream_id, status)
            self._answer_refusal(stream_id, status, request=headers)
            return
        if kind is Route.DOCUMENT:
            body = document_body(self.server.documents, headers[":path"])
            status = 500 if body is None else 200
            self._answer_refusal(stream_id, status, request=headers, document=body)
            return
        self._highest_request = max(self._highest_request, stream_id)
        channel = StreamChannel(
            self, stream_id, self.peer, self.config, scan_frames=kind is Route.SESSION
        )
        self.streams[stream_id] = channel
        self._credited.credit_may_change(stream_id)  # a session's window, not a header's
        if event.stream_ended:
            channel.deliver_end()
        else:
            self._first_frame_by[stream_id] = self._loop.time() + self.config.first_byte_timeout
            if kind is Route.SESSION:
                self._sessions.add(stream_id)
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

    def _say_refused(self, stream_id: int, status: int) -> None:
        """Log a request refused with `status`: its source's first, then one a `SAID_EVERY`.

        Each line says the count: a peer refused at its own rate (a flood of `GET /x`, an
        outside attack; a refusal with a document draws on no budget) is not logged at it.
        """
        assert self.server is not None  # noqa: S101 - a server's request
        paces = self.server.refusals_said
        source = self._source
        seen = paces.due(source, self._loop.time())
        if seen is not None:
            logger.info(
                "%s: refusing stream %d with %d (%s: %d requests refused so far; said at most "
                "once every %g s)",
                self.peer.address,
                stream_id,
                status,
                source,
                seen,
                paces.every,
            )

    def _send_response(self, stream_id: int, status: int, length: int | None) -> None:
        if self.http is None or self.lost.is_set():
            return
        if status >= 400 and not length:
            self._answer_refusal(stream_id, status, stop_reading=False)
            return
        channel = self.streams.get(stream_id)
        if status == 200 and length is None and channel is not None:  # a session
            self._held.hold(stream_id, channel)
            return
        self._queue_headers(stream_id, response_headers(status, body_length=length))
        self.transmit()

    def _send_status(self, stream_id: int) -> None:
        """The held `200` of session `stream_id`, released (`HeldStatuses`).

        It leaves with what the next pump writes: the session's first bytes, when they
        are why it goes.
        """
        if self.http is not None and not self.lost.is_set():
            self._queue_headers(stream_id, response_headers(200))
            self.schedule_flush()

    def _queue_headers(self, stream_id: int, headers: list[tuple[str, str]]) -> None:
        assert self.http is not None  # noqa: S101 - checked by the callers
        with contextlib.suppress(Exception):  # aioquic raises plain exceptions (stream gone)
            self.http.send_headers(stream_id, bytes_headers(headers))

    def _pump(self) -> None:
        if self._held:
            self._held.before_write()  # a held status goes ahead of its session's first bytes
        super()._pump()

    # ----------------------------------------------------------------- refusals

    def _answer_refusal(  # noqa: PLR0913 - keyword-only, each with a purpose
        self,
        stream_id: int,
        status: int,
        *,
        detail: str | None = None,
        stop_reading: bool = True,
        stop_code: int = ErrorCode.H3_NO_ERROR,
        request: dict[str, str] | None = None,
        document: bytes | None = None,
    ) -> None:
        """Answer with `status` and a problem document (or a published `document`), whole.

        The rest of the request is not read (`stop_reading`).

        RFC 9114 4.1: a server that needs no more of the request answers in
        full and asks the client to stop sending (H3_NO_ERROR; a request
        refused for its size, H3_EXCESSIVE_LOAD). A one-shot message's
        refusal is sent while its handler still runs: it ends the stream
        itself, and a reset after it keeps the answer.
        """
        assert self.http is not None  # noqa: S101 - set at handshake
        if detail is not None and document is None:  # a refusal that says more than its status
            body = problem_body(status, detail)
            headers = problem_headers(status, body)
        else:
            documents = self.server.documents if self.server is not None else None
            headers, body = answer_of(status, request or {}, documents, document)
        with contextlib.suppress(Exception):  # the stream may be gone already
            self.http.send_headers(stream_id, bytes_headers(headers))
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

    # ------------------------------------------------------------------ the end

    def _close_for_fault(self, code: int, reason: str, *, warn: bool = False) -> None:
        """Close this connection for a fault of the peer: one log line, counted, then close."""
        if self._close_logged:
            return
        self._close_logged = True
        log = logger.warning if warn else logger.info
        log("%s: closing the connection (%s): %s", self._peer_label(), code_name(code), reason)
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

    def close(self, error_code: int = QuicErrorCode.NO_ERROR, reason_phrase: str = "") -> None:
        """Close the QUIC connection; the server stops counting it at once."""
        if self.server is not None:
            self.server.connections.discard(self)
        super().close(error_code, reason_phrase)

    def _handshake_done(self) -> None:
        """No longer a handshake under way (done, or the connection ended first)."""
        if self.handshaking and self.server is not None and self.admission is not None:
            self.handshaking = False
            counts = self.server.handshaking
            counts[self.admission] -= 1
            if counts[self.admission] <= 0:
                del counts[self.admission]

    def _finish(self, reason: TransportError) -> None:
        self._gone.connection_lost(self.handlers.tasks, self.streams.values())
        self._handshake_done()
        if self.server is not None and self.admission is not None:
            self.server.gate.release(self.admission)
            self.admission = None
        if self.server is not None and self.http is not None and self.http.share is not None:
            # (idempotent, as `_finish` may be called twice: terminated, then lost)
            self.server.control_budgets.leave(self.http.share, self._budget_clock())
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._end_lingers()
        self._waiting_requests.clear()
        self._held.cancel()
        super()._finish(reason)
        if self.server is not None:
            self.server.connections.discard(self)
