"""The asyncio driver of an L8 endpoint: runs a sans-I/O `Endpoint` over an L7 `Channel`.

Everything protocol-related stays in `Endpoint`; this module only moves
bytes (channel -> `receive_data`, `data_to_send` -> channel), fires the
endpoint's timers, and hands events to the application through a bounded
queue, so an application that stops consuming events stops the reading,
and flow control pushes back on the peer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Final, Self

from l7_transport.channel import Channel
from l7_transport.exceptions import TransportError
from l7_transport.lean import LeanEvent, LeanQueue
from l8_comm.endpoint import Endpoint
from l8_comm.events import Event, ProtocolViolation, SessionTerminated

logger = logging.getLogger("l8_comm.aio")

Clock = Callable[[], float]

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
    """

    def __init__(
        self,
        endpoint: Endpoint,
        channel: Channel,
        *,
        clock: Clock = time.time,
        max_pending_events: int = 1024,
    ) -> None:
        self.endpoint = endpoint
        """The sans-I/O protocol state."""
        if endpoint.clock is None:
            # Verbs called without `now` take the driver's time, not the last seen.
            endpoint.clock = clock
        self.channel = channel
        """The byte stream underneath."""
        self._clock = clock
        self._events: asyncio.Queue[Event | None] = LeanQueue(max_pending_events)
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._timer_deadline: float | None = None
        self._reader: asyncio.Task[None] | None = None
        self.ended: asyncio.Event = LeanEvent()
        """Set once the session is over (either side, or the transport)."""
        self.termination: SessionTerminated | None = None
        """What ended the session with an error (either side found it), or None."""
        self._closing = LeanEvent()  # close() runs: nothing waits on the event queue
        self._half_closed = False  # this side's direction has ended: nothing more is sent

    def start(self) -> Session:
        """Start reading and timing; return self."""
        self._loop = asyncio.get_running_loop()
        self._reader = self._spawn(self._read())
        self._arm_timer()
        return self

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
        if self.ended.is_set() and self._events.empty():
            return None
        return await self._events.get()

    def next_event_nowait(self) -> Event | None:
        """The next event if one is waiting (None at the end, as `next_event`).

        Raises `asyncio.QueueEmpty` when none is waiting yet: then await `next_event`.
        """
        if self.ended.is_set() and self._events.empty():
            return None
        return self._events.get_nowait()

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
        reader = self._reader
        guard = self.endpoint.guard
        hear_out = (
            reader is not None
            and not reader.done()
            and not self.ended.is_set()
            and not self.endpoint.closed
            and guard is not None
            and guard.receiving
            and not guard.closed_by_peer
        )
        if hear_out:
            await self._say_goodbye_and_hear_out(peer_wait)
        self.ended.set()
        await self._stop_tasks()
        if not self._half_closed:
            self.endpoint.goodbye(self._clock())  # an authenticated session says so (L9's ACK)
        for event in self.endpoint.close():
            self._put_nowait(event)
        with contextlib.suppress(TransportError):
            await self.flush()
            await self.channel.close()
        with contextlib.suppress(asyncio.QueueFull):
            self._events.put_nowait(None)
        return self.termination

    async def _say_goodbye_and_hear_out(self, peer_wait: float) -> None:
        """Send the final ACK, end this direction, read until the peer's close or `peer_wait`."""
        self.endpoint.goodbye(self._clock())
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
        for event in self.endpoint.transport_lost(reason, self._clock()):
            self._put_nowait(event)

    def _put_nowait(self, event: Event) -> None:
        self._record(event)
        with contextlib.suppress(asyncio.QueueFull):
            self._events.put_nowait(event)

    def _record(self, event: Event) -> None:
        if isinstance(event, SessionTerminated) and self.termination is None:
            self.termination = event

    async def _deliver(self, event: Event) -> None:
        if isinstance(event, ProtocolViolation):
            logger.info("%s: %s", self.channel.session_id, event.error)
        self._record(event)
        if not self._events.full():
            self._events.put_nowait(event)
            return
        if self._closing.is_set():
            return  # the application asked for the end: what does not fit is dropped
        # The application is not keeping up: reading stops here (back-pressure to the peer),
        # and the endpoint is told, so that waiting does not count against the peer.
        self.endpoint.reading_paused(True, self._clock())
        put = asyncio.ensure_future(self._events.put(event))
        closing = asyncio.ensure_future(self._closing.wait())
        try:
            # A close while waiting stops the wait: the peer's close must still be read.
            await asyncio.wait({put, closing}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            put.cancel()
            closing.cancel()
            self.endpoint.reading_paused(False, self._clock())

    async def _read(self) -> None:
        try:
            while await self._read_once():
                pass
        except TransportError as error:
            logger.info("%s: transport ended the session: %s", self.channel.session_id, error)
            for event in self.endpoint.transport_lost(str(error), self._clock()):
                await self._deliver(event)
        finally:
            if not self._closing.is_set():  # else close() ends the queue, after its own events
                self.ended.set()
                self._arm_timer()  # cancels it
                await self._events.put(None)

    async def _read_once(self) -> bool:
        """Read and handle what arrives next; whether to read on.

        A call of its own, so that nothing of the last read (its bytes, its events, the
        last message) stays referenced while an idle session waits for the next.
        """
        data = await self.channel.receive()
        now = self._clock()
        if data:
            events = self.endpoint.receive_data(data, now)
        else:
            events = self._peer_ended(now)
            with contextlib.suppress(TransportError):
                await self.flush()  # first: this side's final ACK must not wait on the app
        for event in events:
            await self._deliver(event)
        await self.flush()
        return bool(data) and not self.endpoint.closed and not self._peer_closed()

    def _peer_ended(self, now: float) -> list[Event]:
        """The peer ended its direction: after its authenticated close, answer with ours."""
        guard = self.endpoint.guard
        if guard is not None and guard.receiving and guard.closed_by_peer:
            self.endpoint.goodbye(now)  # a final ACK to a final ACK: the closing side waits
        return self.endpoint.receive_eof(now)

    def _peer_closed(self) -> bool:
        """While closing: whether the peer's close (its final ACK) has been read."""
        guard = self.endpoint.guard
        return self._half_closed and guard is not None and guard.receiving and guard.closed_by_peer

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
            delay = max(0.0, deadline - self._clock())
            self._timer = self._loop.call_later(delay, self._timer_fired)

    def _timer_fired(self) -> None:
        deadline = self._timer_deadline
        self._timer = None
        self._timer_deadline = None
        if self.ended.is_set():
            return
        now = self._clock()
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
        self._spawn(self._fire_timers())

    async def _fire_timers(self) -> None:
        events = self.endpoint.handle_timer(self._clock())
        with contextlib.suppress(TransportError):
            await self.flush()  # first: what a timer queued (a notice) must not wait on the app
        for event in events:
            await self._deliver(event)
        if self._closing.is_set() and self.endpoint.closed and self._reader is not None:
            self._reader.cancel()  # a timer ended the session (ack_timeout): close need not wait
        self._arm_timer()  # also when nothing was flushed: the next deadline

    async def _stop_tasks(self) -> None:
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
