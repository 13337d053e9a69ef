"""The server's side of one HTTP/2 connection: requests, refusals, deadlines, turns and the drain.

`_ServerConnection` fills in the hooks of `Http2Connection` (l7_transport.h2connection):
a request is routed and served (`l7_transport.serving`) or refused with a problem
document; deadlines before work starts (the first request, each session's first whole
frame, the peer's end after the server's) close or reset what is late; a source that has
opened its share of streams this turn reads on in a later one (`l7_transport.turns`); a
shutdown refuses new streams, lets the sessions in flight finish, then sends GOAWAY. The
server that holds these connections is `l7_transport.http2.Http2Server`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, cast

import h2.events
from h2.errors import ErrorCodes

from l7_transport.exceptions import (
    ChannelClosed,
    TransportError,
    TransportErrorCode,
)
from l7_transport.gone import GoneStreams
from l7_transport.h2connection import Http2Connection
from l7_transport.listener import Admission
from l7_transport.serving import (
    HandlerTasks,
    HeldStatuses,
    Route,
    answer_of,
    decode_headers,
    document_body,
    response_headers,
    route,
    start_handler,
)
from l7_transport.stream_channel import StreamChannel

if TYPE_CHECKING:
    from l7_transport.http2 import Http2Server

logger = logging.getLogger("l7_transport.http2")


class _ServerConnection(Http2Connection):
    client_side = False

    def __init__(self, server: Http2Server, admission: Admission) -> None:
        super().__init__(server.config, cleartext=server.cleartext)
        self.server = server
        self.draining = False
        self.handlers = HandlerTasks(server.tasks)
        self.admission = admission
        """Counted against the server's caps since the TCP accept; released when it ends."""
        self._waiting_for_request: asyncio.TimerHandle | None = None
        self._answered: set[int] = set()
        """One-shot messages refused with a problem document while their channel is open."""
        self._gone: GoneStreams = server.gone.of(admission.address)
        """What its source's streams that are gone still cost (`l7_transport.gone`)."""
        self._unsent_answers: dict[int, bytes] = {}
        """What is left of refusals' problem documents, waiting for flow-control credit."""
        self._first_frame_due: dict[int, float] = {}
        """Session streams whose first whole frame has not been seen yet, with their deadlines,
        earliest first (all have the same timeout); one timer for them all, and nothing held
        for a stream once it is gone."""
        self._first_frame_timer: asyncio.TimerHandle | None = None
        self._held = HeldStatuses(self.loop, self.streams, self._send_status, self.schedule_flush)
        """Sessions whose `200` waits for their first bytes (spec 2.2)."""
        self._source = admission.address
        """The source its stream openings count against (`OpeningTurns`): the one its
        connection counts under in the caps (`ConnectionGate.source_of`)."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """HTTP/2 starts (after TLS): the first request is awaited with a deadline.

        Should setting it up fail (this side's fault: a setting the socket refuses...),
        the connection is closed, its place in the caps given back: raised from here, the
        exception would reach only the loop's handler on a cleartext connection, leaving
        it served by a half-made protocol, with no deadline, holding its place.
        """
        try:
            self._start(transport)
        except Exception as error:  # noqa: BLE001 - this side's fault: logged, contained
            logger.error(  # noqa: TRY400 - one line: the cause, not a traceback per connection
                "setting up the HTTP/2 connection from %s failed: %s: %s; closed",
                self._source,
                type(error).__name__,
                error,
            )
            self.server.connections.discard(self)
            self._discarding = True  # nothing it reads from now on is parsed
            cast("asyncio.Transport", transport).abort()  # connection_lost follows: it releases

    def _start(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        if self.server.closing:
            self.close_now(ErrorCodes.NO_ERROR)
            return
        self.server.connections.add(self)
        # Joined once TLS is up (a failed handshake never reaches here, nor `_release`).
        self.audit.share = self.server.control_budgets.join(self._source, self.loop.time())
        self._waiting_for_request = self.loop.call_later(
            self.config.first_byte_timeout, self._no_request
        )

    def connection_lost(self, exc: Exception | None) -> None:
        """The connection is gone."""
        super().connection_lost(exc)
        self._release()

    def _release(self) -> None:
        self.admission.release()
        if self.audit.share is not None:  # (idempotent, as the admission's release)
            self.server.control_budgets.leave(self.audit.share, self.loop.time())
        self._held.cancel()
        if self._waiting_for_request is not None:
            self._waiting_for_request.cancel()
            self._waiting_for_request = None
        if self._first_frame_timer is not None:
            self._first_frame_timer.cancel()
            self._first_frame_timer = None
        self._first_frame_due.clear()

    def _fault(self) -> None:
        self.server.count_fault()

    def _ended_here(self, channel: StreamChannel) -> None:
        """The server's side of a stream is done: the peer has a while to end its own."""
        if not channel.received_end:
            self.loop.call_later(self.config.first_byte_timeout, self._linger_over, channel)

    def unread_arrived(self, channel: StreamChannel) -> None:
        """Bytes came after the session's handler ended: the linger ends now (nobody reads).

        Only for a peer that has used all its credit (it waits for more: it learns now that
        nobody reads); one whose tail fits ends its side unasked, as HTTP/3's.
        """
        stream = self.h2.streams.get(channel.stream_id)
        if stream is None or stream.inbound_flow_control_window <= 0:
            self.loop.call_soon(self._linger_over, channel)  # (not inside the read)

    def _linger_over(self, channel: StreamChannel) -> None:
        """A peer that keeps a finished stream open is asked to stop (RFC 9113 8.1)."""
        if self.streams.get(channel.stream_id) is not channel or channel.received_end:
            return
        logger.info(
            "%s: stream %d: the peer has not ended its side %gs after the server: resetting it",
            self.peer.address,
            channel.stream_id,
            self.config.first_byte_timeout,
        )
        self._reset_quietly(channel.stream_id, ErrorCodes.NO_ERROR)
        channel.fail(
            ChannelClosed(
                TransportErrorCode.CLOSED,
                "the peer did not end its side of a finished session",
                peer=self.peer.address,
                stream_id=channel.stream_id,
            )
        )
        self._forget(channel.stream_id)
        self.schedule_flush()

    def _no_request(self) -> None:
        """The peer connected and sent no request within the first-byte timeout."""
        self._waiting_for_request = None
        if self.closed or self.lost_reason is not None:
            return
        logger.warning(
            "%s: no request within %gs of connecting: closing",
            self.peer.address,
            self.config.first_byte_timeout,
        )
        self._fault()
        self.close_now(ErrorCodes.NO_ERROR)

    def _finish(self, reason: TransportError) -> None:
        self._gone.connection_lost(self.handlers.tasks, self.streams.values())
        super()._finish(reason)
        self.server.connections.discard(self)
        self._release()

    def _may_open_streams(self) -> bool:
        return self.server.turns.has_room(self._source)

    def _hold(self, data: bytes | None, *, audited: bool) -> None:
        """The source opened its share of streams this turn: read on in a later turn."""
        if self._held_reads is None:
            self._held_reads = []
            if self.transport is not None:
                self.transport.pause_reading()
            self.server.wait_turn(self._source, self._take_turn)
        if data is not None and audited:
            self._held_audited = data  # (only a wait's first read: others wait unaudited)
        elif data:
            self._held_reads.append(data)

    def _take_turn(self) -> None:
        """A turn has come: read what waits (h2's buffer, then the reads held), then read on.

        Anything unexpected closes this connection alone (as in `data_received`).
        """
        try:
            self._read_held()
        except Exception as error:
            logger.exception("%s: unexpected error reading on after a turn", self.peer.address)
            self._fail_connection(ErrorCodes.INTERNAL_ERROR, f"internal error: {error!r}")

    def _read_held(self) -> None:
        held, self._held_reads = self._held_reads or [], None
        audited, self._held_audited = self._held_audited, None
        if self.closed or self.transport is None:
            return
        if not self._discarding:
            # This connection's pass, whoever else of its source waits: what waits in h2's
            # buffer, or the read that began the wait; then the rest as any read (whatever
            # of it may open streams may wait again).
            # (Never both: a wait begins with a read held whole, or with the rest of one.)
            if self.h2.more:
                self._reading = True
                try:
                    if self._receive(b""):
                        self._pump()
                finally:
                    self._reading = False
            if audited is not None:
                self._read(audited, self.loop.time(), audited=True)
            for data in held:
                self.data_received(data)  # what comes after a new hold waits with it
        if self._held_reads is None and not self.transport.is_closing():
            self.transport.resume_reading()

    def _on_request(self, event: h2.events.RequestReceived) -> None:
        stream_id = event.stream_id
        self.server.opened(self._source)
        ended = event.stream_ended is not None
        if self._waiting_for_request is not None:
            self._waiting_for_request.cancel()
            self._waiting_for_request = None
        if self.h2.terminated:
            # A GOAWAY (or a fault) followed in the same read: h2 answers nothing more on this
            # connection (python-hyper/h2#1181), so the request is left unanswered.
            return
        if self.draining or self.server.closing or stream_id in self.h2.over_limit:
            # One stream too many (or a server going away): refused alone, the others go on.
            self.h2.over_limit.discard(stream_id)
            self._reset_quietly(stream_id, ErrorCodes.REFUSED_STREAM)
            return
        why = self._gone.refusal(
            # (a stream waiting for its first frame has its handler to come)
            running=len(self.handlers.tasks) + len(self._first_frame_due),
            limit=self.config.max_concurrent_streams,
        )
        if why is not None:
            # Streams already gone whose handlers run on, holding what they did not read:
            # neither the connection window (given back as DATA arrives) nor the stream
            # limit bounds them (`GoneStreams`).
            self._say_refused(stream_id, f"(REFUSED_STREAM): {why}")
            self._reset_quietly(stream_id, ErrorCodes.REFUSED_STREAM)
            return
        headers = decode_headers(event.headers)
        if headers is None:
            self._say_refused(stream_id, "(PROTOCOL_ERROR): headers are not UTF-8")
            self._reset_quietly(stream_id, ErrorCodes.PROTOCOL_ERROR)
            return
        kind, status = route(
            headers,
            has_message_handler=self.server.message_handler is not None,
            documents=self.server.documents,
        )
        if kind is None:
            self._refuse(stream_id, status, stream_ended=ended, request=headers)
            return
        if kind is Route.DOCUMENT:
            body = document_body(self.server.documents, headers[":path"])
            status = 500 if body is None else 200
            self._answer(stream_id, status, request_ended=ended, request=headers, document=body)
            return
        channel = StreamChannel(
            self, stream_id, self.peer, self.config, scan_frames=kind is Route.SESSION
        )
        self.streams[stream_id] = channel
        if ended:
            channel.deliver_end()
        if kind is Route.SESSION and not ended:
            self._await_first_frame(stream_id)
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
        """The response headers of a one-shot message; a refusal (no body) gets a problem document.

        `serve_message` refuses with an empty body (400, 413, 500): it is
        answered here in full, END_STREAM included, like a refusal by route.
        """
        channel = self.streams.get(stream_id)
        if status == 200 and length is None and channel is not None:  # a session
            self._held.hold(stream_id, channel)
            return
        if status >= 400 and not length and channel is not None:  # an error: a refusal
            self._answer(stream_id, status, request_ended=channel.received_end)
            channel.ended = True  # this side's end is the refusal's (written, or waiting)
            self._answered.add(stream_id)
            self._maybe_forget(stream_id)  # a request that had ended is done with
            self.schedule_flush()
            return
        with contextlib.suppress(self._protocol_error):  # the stream or h2 closed
            self.h2.send_headers(stream_id, response_headers(status, body_length=length))
        self.schedule_flush()

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """Reset `stream_id`; a refused one-shot message is left to finish instead.

        Its answer is complete: the rest of the request is read and
        discarded (credit returned), as after a refusal by route.
        """
        if stream_id in self._answered:
            self._forget(stream_id)
            self._let_finish(stream_id)
            self.schedule_flush()
            return
        super().reset_stream(stream_id, reason)

    def _forget(self, stream_id: int) -> None:
        self._gone.note(self.streams.get(stream_id))
        self._answered.discard(stream_id)
        self._first_frame_due.pop(stream_id, None)
        super()._forget(stream_id)

    def _fail_stream(self, stream_id: int, error: TransportError) -> None:
        self._gone.note(self.streams.get(stream_id))
        self._first_frame_due.pop(stream_id, None)
        super()._fail_stream(stream_id, error)

    def _on_data(self, event: h2.events.DataReceived) -> None:
        super()._on_data(event)
        stream_id = event.stream_id
        if stream_id in self._first_frame_due:
            channel = self.streams.get(stream_id)
            if channel is None or channel.first_frame_received:
                del self._first_frame_due[stream_id]

    def _await_first_frame(self, stream_id: int) -> None:
        """Give a new session stream the first-byte timeout to carry one whole frame."""
        self._first_frame_due[stream_id] = self.loop.time() + self.config.first_byte_timeout
        if self._first_frame_timer is None:
            self._first_frame_timer = self.loop.call_later(
                self.config.first_byte_timeout, self._first_frames_due
            )

    def _first_frames_due(self) -> None:
        """Reset the session streams without one whole frame within the first-byte timeout."""
        self._first_frame_timer = None
        now = self.loop.time()
        due = self._first_frame_due
        while due:
            stream_id, deadline = next(iter(due.items()))
            if deadline > now:
                self._first_frame_timer = self.loop.call_at(deadline, self._first_frames_due)
                return
            del due[stream_id]
            channel = self.streams.get(stream_id)
            if channel is not None and not channel.first_frame_received:
                logger.warning(
                    "%s: stream %d sent no whole frame within %gs: resetting it",
                    self.peer.address,
                    stream_id,
                    self.config.first_byte_timeout,
                )
                channel.abort("no first frame")

    def _refuse(
        self, stream_id: int, status: int, *, stream_ended: bool, request: dict[str, str]
    ) -> None:
        """Answer with the status and a problem document, and let the request finish.

        The stream is not reset: the rest of the request is read and discarded
        (its flow-control credit returned), so that a faulty frame on it gets
        the error the RFC names for that fault, whenever it comes.
        """
        self._say_refused(stream_id, f"with {status}")
        self._answer(stream_id, status, request_ended=stream_ended, request=request)

    def _say_refused(self, stream_id: int, how: str) -> None:
        """Log a refused request: its source's first, then one a `SAID_EVERY`, with the count.

        A peer refused at its own rate (a flood of `GET /x`, 85,000 lines in 10 s, an
        outside attack; a refusal with a document draws on no budget) is not logged at it.
        """
        paces = self.server.refusals_said
        seen = paces.due(self._source, self.loop.time())
        if seen is not None:
            logger.info(
                "%s: refusing stream %d %s (%s: %d requests refused so far; said at most "
                "once every %g s)",
                self.peer.address,
                stream_id,
                how,
                self._source,
                seen,
                paces.every,
            )

    def _answer(
        self,
        stream_id: int,
        status: int,
        *,
        request_ended: bool,
        request: dict[str, str] | None = None,
        document: bytes | None = None,
    ) -> None:
        """The refusal itself (or a published `document`): the status, the body, END_STREAM.

        The document is flow-controlled like any DATA: what the peer's window
        does not take now waits (`_unsent_answers`) for its credit. A request
        still sending, or an answer still waiting, has a first-byte timeout
        to finish (`_let_finish`).
        """
        headers, body = answer_of(status, request or {}, self.server.documents, document)
        with contextlib.suppress(self._protocol_error):  # the stream or h2 closed
            self.h2.send_headers(stream_id, headers)
            self._unsent_answers[stream_id] = body
            self._send_answer(stream_id)
        if not request_ended or stream_id in self._unsent_answers:
            self._let_finish(stream_id)

    def _send_answer(self, stream_id: int) -> None:
        """Send what the window allows of a refusal's document; END_STREAM with its last byte."""
        body = self._unsent_answers.pop(stream_id)
        with contextlib.suppress(self._protocol_error):  # the stream or h2 closed
            room = min(
                self.h2.local_flow_control_window(stream_id), self.h2.max_outbound_frame_size
            )
            if room >= len(body):
                self.h2.send_data(stream_id, body, end_stream=True)
                return
            if room > 0:
                self.h2.send_data(stream_id, body[:room])
            self._unsent_answers[stream_id] = body[room:]

    def _before_pump(self) -> None:
        for stream_id in list(self._unsent_answers):
            self._send_answer(stream_id)
        if self._held:
            self._held.before_write()

    def _send_status(self, stream_id: int) -> None:
        """The held `200` of session `stream_id`, released (`HeldStatuses`)."""
        with contextlib.suppress(self._protocol_error):  # the stream or h2 closed
            self.h2.send_headers(stream_id, response_headers(200))
        self.schedule_flush()

    def _let_finish(self, stream_id: int) -> None:
        """A refused request may finish sending for a first-byte timeout, then is asked to stop."""
        self.loop.call_later(self.config.first_byte_timeout, self._refusal_over, stream_id)

    def _refusal_over(self, stream_id: int) -> None:
        """An unfinished refusal is ended: RST_STREAM NO_ERROR (RFC 9113 8.1).

        Unfinished: the request is still sending, or the answer still waits for credit.
        """
        unsent = self._unsent_answers.pop(stream_id, None)
        stream = self.h2.streams.get(stream_id)
        if self.closed or stream is None or stream.closed or stream_id in self.streams:
            return
        logger.info(
            "%s: stream %d: a refusal is unfinished %gs later (%s): resetting it",
            self.peer.address,
            stream_id,
            self.config.first_byte_timeout,
            "its answer waits for credit" if unsent else "the request is still sending",
        )
        self._reset_quietly(stream_id, ErrorCodes.NO_ERROR)
        self.schedule_flush()

    def begin_drain(self) -> None:
        """Refuse new streams from now on (`drain` calls it; the server, before any wait).

        No first GOAWAY of the highest stream id here, as HTTP/3's drain sends (decided,
        spec 2.3): the h2 library, under httpx and other Python clients, closes its
        connection on any GOAWAY, and a review saw httpx fail its request in flight.
        """
        self.draining = True

    async def drain(self, grace: float) -> None:
        """Refuse new streams, give the sessions in flight `grace` seconds, then close.

        Handlers still running after `grace` are cancelled, then given a
        moment (`LAST_WORDS` at most) to finish: their `finally` blocks may
        send a last frame and end their session, which is written before the
        sessions still sending are reset and the GOAWAY goes.
        """
        self.begin_drain()
        await self.handlers.wind_down(grace)
        self._pump()
        for channel in list(self.streams.values()):
            if not channel.ended:  # still sending: cut it; ended ones keep what they sent
                channel.abort("server shutting down")
        self._pump()
        self.close_now(ErrorCodes.NO_ERROR)
