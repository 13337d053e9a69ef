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
from collections.abc import Callable

from l7_transport.channel import Channel
from l7_transport.exceptions import TransportError
from l8_comm.endpoint import Endpoint
from l8_comm.events import Event, ProtocolViolation

logger = logging.getLogger("l8_comm.aio")

Clock = Callable[[], float]


class Session:
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
        self._tasks: list[asyncio.Task[None]] = []
        self._timer_changed = asyncio.Event()
        self.ended = asyncio.Event()
        """Set once the session is over (either side, or the transport)."""

    def start(self) -> Session:
        """Start reading and timing; return self."""
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._read()), loop.create_task(self._run_timers())]
        return self

    async def flush(self) -> None:
        """Send whatever the endpoint has queued (waits if the peer is slow)."""
        data = self.endpoint.data_to_send()
        if data:
            await self.channel.send(data)
        self._timer_changed.set()

    async def next_event(self) -> Event | None:
        """The next event, or None once the session has ended and every event was taken."""
        if self.ended.is_set() and self._events.empty():
            return None
        return await self._events.get()

    def __aiter__(self) -> Session:
        return self

    async def __anext__(self) -> Event:
        event = await self.next_event()
        if event is None:
            raise StopAsyncIteration
        return event

    async def close(self) -> None:
        """End the session: close the endpoint, flush, end the channel, stop the tasks.

        Never waits on the event queue: events that do not fit any more are dropped
        (the application asked for the end; it gets `None` from `next_event`).
        """
        self.ended.set()
        await self._stop_tasks()
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
        await self._events.put(event)

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
            for event in self.endpoint.close():
                await self._deliver(event)
        finally:
            self.ended.set()
            await self._events.put(None)

    async def _run_timers(self) -> None:
        while not self.ended.is_set():
            deadline = self.endpoint.get_timer()
            self._timer_changed.clear()
            timeout = None if deadline is None else max(0.0, deadline - self._clock())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._timer_changed.wait(), timeout)
                continue
            for event in self.endpoint.handle_timer(self._clock()):
                await self._deliver(event)
            with contextlib.suppress(TransportError):
                await self.flush()

    async def _stop_tasks(self) -> None:
        current = asyncio.current_task()
        for task in self._tasks:
            if task is not current:
                task.cancel()
        for task in self._tasks:
            if task is not current:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
