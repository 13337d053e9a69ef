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
from l8_comm.endpoint import Endpoint
from l8_comm.events import Event, ProtocolViolation

logger = logging.getLogger("l8_comm.aio")

Clock = Callable[[], float]

STALL: Final = 0.5
"""Seconds a timer may fire late before the delay counts as this process stalling."""


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
        self._events: asyncio.Queue[Event | None] = asyncio.Queue(max_pending_events)
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._timer_deadline: float | None = None
        self.ended = asyncio.Event()
        """Set once the session is over (either side, or the transport)."""

    def start(self) -> Session:
        """Start reading and timing; return self."""
        self._loop = asyncio.get_running_loop()
        self._spawn(self._read())
        self._arm_timer()
        return self

    async def flush(self) -> None:
        """Send whatever the endpoint has queued (waits if the peer is slow)."""
        data = self.endpoint.data_to_send()
        if data:
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

    async def close(self) -> None:
        """End the session: close the endpoint, flush, end the channel, stop the tasks.

        Never waits on the event queue: events that do not fit any more are dropped
        (the application asked for the end; it gets `None` from `next_event`).
        """
        self.ended.set()
        await self._stop_tasks()
        self.endpoint.goodbye(self._clock())  # an authenticated session says so (L9's final ACK)
        for event in self.endpoint.close():
            with contextlib.suppress(asyncio.QueueFull):
                self._events.put_nowait(event)
        with contextlib.suppress(TransportError):
            await self.flush()
            await self.channel.close()
        with contextlib.suppress(asyncio.QueueFull):
            self._events.put_nowait(None)

    async def _deliver(self, event: Event) -> None:
        if isinstance(event, ProtocolViolation):
            logger.info("%s: %s", self.channel.session_id, event.error)
        if not self._events.full():
            self._events.put_nowait(event)
            return
        # The application is not keeping up: reading stops here (back-pressure to the peer),
        # and the endpoint is told, so that waiting does not count against the peer.
        self.endpoint.reading_paused(True, self._clock())
        try:
            await self._events.put(event)
        finally:
            self.endpoint.reading_paused(False, self._clock())

    async def _read(self) -> None:
        try:
            while True:
                data = await self.channel.receive()
                now = self._clock()
                events = (
                    self.endpoint.receive_data(data, now)
                    if data
                    else self.endpoint.receive_eof(now)
                )
                for event in events:
                    await self._deliver(event)
                await self.flush()
                if not data or self.endpoint.closed:
                    break
        except TransportError as error:
            logger.info("%s: transport ended the session: %s", self.channel.session_id, error)
            for event in self.endpoint.transport_lost(str(error), self._clock()):
                await self._deliver(event)
        finally:
            self.ended.set()
            self._arm_timer()  # cancels it
            await self._events.put(None)

    def _spawn(self, work: Coroutine[None, None, None]) -> None:
        assert self._loop is not None  # noqa: S101 - started
        task = self._loop.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
