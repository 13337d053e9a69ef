"""The asyncio driver of an L8 endpoint: runs a sans-I/O `Endpoint` over an L7 `Channel`.

Everything protocol-related stays in `Endpoint`; this module only moves
bytes (channel -> `receive_data`, `data_to_send` -> channel), fires the
endpoint's timers, and hands events to the application through a bounded
queue, so an application that stops consuming events stops the reading,
and flow control pushes back on the peer.

Bytes take one of two paths. Once the application waits for events, a
stream channel hands what arrives to the endpoint in the connection's own
read (`Session._arrived`), so a message reaches the application without a
turn of a reader task; the reader task takes the rest: the peer's end, a
failure, and whatever has to wait (a full queue, a full send buffer, a close).
Over a stream channel the reader runs only while there is something to read
(the channel calls it back, `StreamChannel.on_unread`): an idle session has
no task of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import Final, Self

from l7_transport.channel import Channel
from l7_transport.clock import Clock, SteadyClock
from l7_transport.exceptions import TransportError
from l7_transport.lean import LeanEvent, LeanQueue
from l7_transport.stream_channel import StreamChannel
from l8_comm.endpoint import Endpoint
from l8_comm.events import Event, ProtocolViolation, SessionTerminated

logger = logging.getLogger("l8_comm.aio")

STALL: Final = 0.5
"""Seconds a timer may fire late before the delay counts as this process stalling."""

CLOSE_TIMEOUT: Final = 30.0
"""Seconds `Session.close` waits for the peer's authenticated close (its final ACK)."""


class EventStream:
    """`async for event in stream`: the events of `next_event` until it returns None."""

    async def next_event(self) -> Event | None:
        """The next event, or None at the end."""
        raise NotImplementedError

    def __aiter__(self) -> Self:
        return self

    async def __anext__(self) -> Event:
        event = await self.next_event()
        if event is None:
            raise StopAsyncIteration
        return event


class Session(EventStream):
    """An `Endpoint` bound to a `Channel`, with its reading and timers run as tasks.

    Use the endpoint's verbs to send, then `await flush()`; read what
    happens with `await next_event()` (or `async for event in session`).
    At most `max_pending_events` events wait unread, plus what one read of
    the stream brought when it came (bounded by the stream's window).

    `clock`: the time the endpoint is given (its timers, and the `ts` it stamps); by
    default the endpoint's own if it has one, else a `SteadyClock` of this session's:
    the wall clock as read when the session starts, advanced by a monotonic clock, so
    that a step of the wall clock moves none of its deadlines (spec 5.1).
    """

    def __init__(
        self,
        endpoint: Endpoint,
        channel: Channel,
        *,
        clock: Clock | None = None,
        max_pending_events: int = 1024,
    ) -> None:
        self.endpoint = endpoint
        """The sans-I/O protocol state."""
        if clock is None:
            clock = endpoint.clock if endpoint.clock is not None else SteadyClock()
        if endpoint.clock is None:
            # Verbs called without `now` take the driver's time, not the last seen.
            endpoint.clock = clock
        self.channel = channel
        """The byte stream underneath."""
        self.clock: Clock = clock
        """The session's time (see above): what the layer above runs on too (L9's handshake)."""
        # Unbounded as a queue: the bound is kept here (`_room`), so that bytes taken where
        # they arrive (`_arrived`) never wait. Those stop at the bound, and what one read
        # adds beyond it is bounded by the stream's window.
        self._events: asyncio.Queue[Event | None] = LeanQueue()
        self._max_pending = max_pending_events
        # Tasks waiting for room in the queue (the reader, timers'), first come first
        # served: each event taken wakes the first (a list only while some wait).
        self._room_waiters: list[asyncio.Future[None]] | tuple[()] = ()
        self._timer_batches = 0  # timers' tasks not done delivering their events
        self._end_owed = False  # reading is over: the end (None) goes behind those events
        self._reading = False  # the reader holds bytes whose events are not all queued yet
        self._stream: StreamChannel | None = None  # the channel, when it hands bytes over
        self._listening = False  # see _listen
        self._read_over = False  # reading has ended (the peer's end, a failure, a fatal fault)
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._timer_deadline: float | None = None
        self._reader: asyncio.Task[None] | None = None  # None: not started, or nothing to read
        # The stream that starts the reader when something is left unread (None: the
        # reader runs for as long as the session reads).
        self._woken_by: StreamChannel | None = None
        self._stopped = False  # the tasks were stopped: no reader starts again
        self.ended: asyncio.Event = LeanEvent()
        """Set once the session is over (either side, or the transport)."""
        self.termination: SessionTerminated | None = None
        """What ended the session with an error (either side found it), or None."""
        self._closing = LeanEvent()  # close() runs: nothing waits on the event queue
        self._half_closed = False  # this side's direction has ended: nothing more is sent

    def start(self) -> Session:
        """Start reading and timing; return self."""
        self._loop = asyncio.get_running_loop()
        if isinstance(self.channel, StreamChannel):
            self._woken_by = self.channel
            self.channel.on_unread(self._wake_reader)
        # A first read at once all the same: over a stream channel it stops as soon as it
        # finds nothing to read, having done what a read that waits does (the server's
        # status sent, credit given back).
        self._wake_reader()
        self._arm_timer()
        return self

    def _wake_reader(self) -> None:
        """Start the reader, unless it runs, reading is over or the session stopped."""
        if self._reader is None and not self._read_over and not self._stopped:
            reader = self._spawn(self._read())
            if not reader.done():  # an eager task (3.12's factory) may have run to its end
                self._reader = reader

    def _listen(self) -> None:
        """Have the channel hand bytes over where they arrive (`_arrived`), from now on.

        Not at `start`: only once the application first asks for an event (waiting or
        not: `next_event`, `next_event_nowait`), so that
        whatever it sets up on the endpoint before (L9's guard and inspector) is in
        place before a byte is handled, as when only the reader task handled them.
        """
        self._listening = True
        if isinstance(self.channel, StreamChannel) and not self._read_over:
            self._stream = self.channel
            self.channel.listen(self._arrived)

    def _arrived(self, data: bytes) -> bool:
        """Bytes handed over where they arrived: handled now if nothing needs a wait.

        The common path of an open session: the events are queued and what the
        endpoint answers (an ACK) is queued for the channel in the connection's own
        read, so a message reaches the application one loop turn sooner than through
        the reader task. Anything that may have to wait (a full event queue, a full
        send buffer, a close in progress, bytes the reader still holds) is left to
        the reader (False), which waits as it always has.
        """
        stream = self._stream
        if (
            stream is None
            or self._reading
            or self._read_over
            or self._closing.is_set()
            or self._room_waiters  # tasks wait for room: they go first
            or not self._room()
            or stream.send_would_wait
        ):
            return False
        try:
            for event in self.endpoint.receive_data(data, self.clock()):
                self._put_nowait(event)
            answer = self.endpoint.data_to_send()
            if answer:
                with contextlib.suppress(TransportError):  # the reader reports the failure
                    stream.send_nowait(answer)
            self._arm_timer()
            if self.endpoint.closed:
                self._reading_ended()
        except Exception:
            # Never into the connection's read: this session alone ends.
            logger.exception("%s: unexpected error handling its input", stream.session_id)
            stream.abort("internal error")
        return True

    def _room(self) -> bool:
        """Whether the event queue is below its bound."""
        return self._events.qsize() < self._max_pending

    async def flush(self) -> None:
        """Send whatever the endpoint has queued (waits if the peer is slow).

        Once `close` has ended this side's direction, what is queued is dropped: the
        final ACK was the last frame (spec 12.16).
        """
        data = self.endpoint.data_to_send()
        if data and not self._half_closed:
            await self.channel.send(data)
        self._arm_timer()

    async def next_event(self) -> Event | None:
        """The next event, or None once the session has ended and every event was taken."""
        if self.ended.is_set() and self._events.empty() and not self._end_owed:
            return None
        self._end_if_closed()  # (the layer above may have closed the endpoint: L9, a notice)
        if not self._listening:
            self._listen()
        event = await self._events.get()
        if self._room_waiters:
            self._made_room()
        return event

    def next_event_nowait(self) -> Event | None:
        """The next event if one is waiting (None at the end, as `next_event`).

        Raises `asyncio.QueueEmpty` when none is waiting yet (also after reading ended,
        while a timer's events are still on their way): then await `next_event`.
        Like `next_event`, the first call starts listening, so that bytes already
        arrived (a responder's HELLO, come with the stream) are taken now rather than
        after a wait (with its timer) that would find them at once.
        """
        if self.ended.is_set() and self._events.empty() and not self._end_owed:
            return None
        if not self._listening:
            self._listen()
        event = self._events.get_nowait()
        if self._room_waiters:
            self._made_room()
        return event

    async def close(self, *, peer_wait: float = CLOSE_TIMEOUT) -> SessionTerminated | None:
        """End the session: say goodbye, end the channel, hear the peer out, stop the tasks.

        On an authenticated session (a guard that authenticates what the peer sends)
        the endpoint's goodbye (L9's final ACK) is sent, this side's direction ends,
        and the reading goes on until the peer's own close (its final ACK, or a fatal
        notice), for at most `peer_wait` seconds: only the peer's final ACK tells this
        side that its last messages arrived (spec 12.16). Returns the
        `SessionTerminated` that ended the session with an error (`undelivered`,
        `truncated` when the peer's close never came, a notice of the peer), also
        queued as an event before the final None; None for a clean close.

        Never waits on the event queue: events that do not fit any more are dropped
        (the application asked for the end; it gets `None` from `next_event`).
        """
        self._closing.set()
        guard = self.endpoint.guard
        hear_out = (
            self._loop is not None  # started
            and not self._read_over
            and not self.ended.is_set()
            and not self.endpoint.closed
            and guard is not None
            and guard.receiving
            and not guard.closed_by_peer
        )
        if hear_out:
            self._wake_reader()  # the peer's close is read by the reader (`_arrived` leaves it)
            await self._say_goodbye_and_hear_out(peer_wait)
        self.ended.set()
        await self._stop_tasks()
        self._reading_ended()  # (if not yet) the channel lets go of this session
        if not self._half_closed:
            self.endpoint.goodbye(self.clock())  # an authenticated session says so (L9's ACK)
        for event in self.endpoint.close():
            self._put_nowait(event)
        with contextlib.suppress(TransportError):
            await self.flush()
            await self.channel.close()
        self._end_owed = False  # this is the end
        self._events.put_nowait(None)
        return self.termination

    async def _say_goodbye_and_hear_out(self, peer_wait: float) -> None:
        """Send the final ACK, end this direction, read until the peer's close or `peer_wait`."""
        self.endpoint.goodbye(self.clock())
        with contextlib.suppress(TransportError):
            await self.flush()
            await self.channel.close()  # a half-close: the peer's frames still come
        self._half_closed = True
        reader = self._reader
        if reader is None or reader.done():
            return
        await asyncio.wait({reader}, timeout=peer_wait)
        if reader.done():
            return
        # The peer neither closed nor failed in time: as good as a cut (spec 12.16).
        await self._stop_tasks()
        reason = f"the peer's final acknowledgement did not come within {peer_wait:g} s"
        for event in self.endpoint.transport_lost(reason, self.clock()):
            self._put_nowait(event)

    def _put_nowait(self, event: Event) -> None:
        """Queue `event` now, whatever the bound (its caller keeps to it)."""
        self._note(event)
        self._events.put_nowait(event)

    def _note(self, event: Event) -> None:
        """Log a violation; keep the first error that ended the session."""
        if isinstance(event, ProtocolViolation):
            logger.info("%s: %s", self.channel.session_id, event.error)
        if isinstance(event, SessionTerminated) and self.termination is None:
            self.termination = event

    async def _deliver(self, event: Event) -> None:
        """Queue `event`; while the queue is at its bound, wait for room (reading stops).

        The reader and timers' tasks may wait together: in the order they came, each
        woken by an event the application takes (or all, when reading is over, since
        then no more comes). Only a close drops what does not fit.
        """
        if self._room_waiters or not self._room():
            while not self._read_over:
                if self._closing.is_set():
                    self._note(event)
                    return  # the application asked for the end: what does not fit is dropped
                await self._wait_for_room()
                if self._room():
                    break
        self._put_nowait(event)  # (reading over: the few a timer's task still holds go in)

    async def _wait_for_room(self) -> None:
        """Wait for this task's turn at the room the application makes, or for a close.

        The application is not keeping up: reading stops here (back-pressure to the
        peer), and the endpoint is told, from the first waiter to the last, so that
        the wait does not count against the peer.
        """
        assert self._loop is not None  # noqa: S101 - started
        turn: asyncio.Future[None] = self._loop.create_future()
        if not self._room_waiters:
            self._room_waiters = []
        waiters = self._room_waiters
        waiters.append(turn)
        closing: asyncio.Future[bool] = asyncio.ensure_future(self._closing.wait())
        try:
            if len(waiters) == 1:
                self.endpoint.reading_paused(True, self.clock())
            # A close while waiting stops the wait: the peer's close must still be read.
            await asyncio.wait((turn, closing), return_when=asyncio.FIRST_COMPLETED)
        finally:
            closing.cancel()
            if turn in waiters:
                waiters.remove(turn)
            if not waiters:
                self._room_waiters = ()
                self.endpoint.reading_paused(False, self.clock())

    def _made_room(self, *, everyone: bool = False) -> None:
        """Wake the first task waiting for room (every one with `everyone`)."""
        for turn in self._room_waiters:
            if not turn.done():
                turn.set_result(None)
                if not everyone:
                    return

    async def _read(self) -> None:
        """The reader: what `_arrived` leaves (bytes behind a wait), ends and failures.

        Over a stream channel it stops once nothing is left to read (unless a close
        waits for the peer's): the channel starts it again (`_wake_reader`).
        """
        idle = False
        try:
            while not (idle := self._idle()):
                if not await self._read_once():
                    break
        except TransportError as error:
            logger.info("%s: transport ended the session: %s", self.channel.session_id, error)
            self._reading = True  # its events are on their way (`_end_if_closed` leaves them)
            for event in self.endpoint.transport_lost(str(error), self.clock()):
                await self._deliver(event)
        finally:
            self._reading = False
            if not idle:
                self._reading_ended()
            if self._reader is asyncio.current_task():
                # An ended reader is not kept: cancelled, its error's frames would hold
                # this session in a cycle.
                self._reader = None

    def _idle(self) -> bool:
        """Whether the reader may stop: it runs on demand and nothing is left to read."""
        stream = self._woken_by
        return stream is not None and not self._closing.is_set() and stream.reading_idle()

    async def _read_once(self) -> bool:
        """Read and handle what arrives next; whether to read on.

        A call of its own, so that nothing of the last read (its bytes, its events, the
        last message) stays referenced while an idle session waits for the next.
        """
        data = await self.channel.receive()
        self._reading = True  # `_arrived` leaves what comes next to this read
        try:
            now = self.clock()
            if data:
                events = self.endpoint.receive_data(data, now)
            else:
                events = self._peer_ended(now)
                with contextlib.suppress(TransportError):
                    await self.flush()  # first: this side's final ACK must not wait on the app
            for event in events:
                await self._deliver(event)
            await self.flush()
        finally:
            self._reading = False
        return bool(data) and not self.endpoint.closed and not self._peer_closed()

    def _reading_ended(self) -> None:
        """Nothing more is read: the session has ended (unless `close` ends it, later)."""
        if self._read_over:
            return
        self._read_over = True
        if self._stream is not None:
            self._stream.listen(None)
        if self._woken_by is not None:
            self._woken_by.on_unread(None)
        reader = self._reader
        if reader is not None and reader is not asyncio.current_task():
            reader.cancel()  # `_arrived` found the end: the reader waits for bytes to come
            self._reader = None  # (not kept: its error's frames would hold this session)
        if not self._closing.is_set():  # else close() ends the queue, after its own events
            self.ended.set()
            self._arm_timer()  # cancels it
            self._end_owed = True
            self._made_room(everyone=True)  # a timer's task waiting puts its events now
            self._end_if_due()

    def _end_if_closed(self) -> None:
        """The endpoint was closed outside a read: reading is over, as after a read that closes it.

        A timer closes it (ack_timeout), or the layer above (L9 reading the peer's
        authenticated notice). Nothing more is taken then, and the end of the events must
        not wait for the peer's end of stream: the peer may end its stream only once its
        own session has ended, which it may be waiting for just the same. Left to the
        reader while it holds events not queued yet: it ends reading itself once they are.
        """
        if self.endpoint.closed and not self._read_over and not self._reading:
            self._reading_ended()

    def _end_if_due(self) -> None:
        """Queue the end (None) once reading is over and no timer's events are on their way."""
        if self._end_owed and not self._timer_batches and not self._closing.is_set():
            self._end_owed = False
            self._events.put_nowait(None)

    def _timer_batch_done(self, _task: asyncio.Task[None]) -> None:
        self._timer_batches -= 1
        self._end_if_due()

    def _peer_ended(self, now: float) -> list[Event]:
        """The peer ended its direction: after its authenticated close, answer with ours."""
        guard = self.endpoint.guard
        if guard is not None and guard.receiving and guard.closed_by_peer:
            self.endpoint.goodbye(now)  # a final ACK to a final ACK: the closing side waits
        return self.endpoint.receive_eof(now)

    def _peer_closed(self) -> bool:
        """While closing: whether the peer's close (its final ACK) has been read.

        From the start of `close`, not from the end of this side's direction: the
        peer's answer may come while `close` still waits for that end to be written.
        """
        guard = self.endpoint.guard
        return (
            self._closing.is_set()
            and guard is not None
            and guard.receiving
            and guard.closed_by_peer
        )

    def _spawn(self, work: Coroutine[None, None, None]) -> asyncio.Task[None]:
        assert self._loop is not None  # noqa: S101 - started
        task = self._loop.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _arm_timer(self) -> None:
        """Schedule the endpoint's next deadline (a loop timer, moved only when it changes)."""
        if self._loop is None:
            return
        deadline = None if self.ended.is_set() else self.endpoint.get_timer()
        if deadline == self._timer_deadline:
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._timer_deadline = deadline
        if deadline is not None:
            delay = max(0.0, deadline - self.clock())
            self._timer = self._loop.call_later(delay, self._timer_fired)

    def _timer_fired(self) -> None:
        deadline = self._timer_deadline
        self._timer = None
        self._timer_deadline = None
        if self.ended.is_set():
            return
        now = self.clock()
        if deadline is not None and now - deadline > STALL:
            # The timer fires this late only if this process did not run (a collection, a
            # CPU-bound handler, a loaded machine): the peer's acknowledgements may be
            # waiting unread. That time is this side's, as when its reading is paused.
            logger.info(
                "%s: timers ran %.2f s late: the time does not count against the peer",
                self.channel.session_id,
                now - deadline,
            )
            self.endpoint.reading_paused(True, deadline)
            self.endpoint.reading_paused(False, now)
        self._timer_batches += 1  # its events go before the end, if reading ends meanwhile
        self._spawn(self._fire_timers()).add_done_callback(self._timer_batch_done)

    async def _fire_timers(self) -> None:
        events = self.endpoint.handle_timer(self.clock())
        # A timer that ended the session (ack_timeout) ends its events, before they are
        # delivered: nobody may be reading, and past the end they need no room.
        self._end_if_closed()
        with contextlib.suppress(TransportError):
            await self.flush()  # first: what a timer queued (a notice) must not wait on the app
        for event in events:
            await self._deliver(event)
        if self._closing.is_set() and self.endpoint.closed and self._reader is not None:
            self._reader.cancel()  # a timer ended the session (ack_timeout): close need not wait
        self._arm_timer()  # also when nothing was flushed: the next deadline

    async def _stop_tasks(self) -> None:
        self._stopped = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        current = asyncio.current_task()
        tasks = list(self._tasks)
        for task in tasks:
            if task is not current:
                task.cancel()
        for task in tasks:
            if task is not current:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
