"""`l7_transport.lean`: asyncio's Event and Queue without their idle containers, same behaviour."""

from __future__ import annotations

import asyncio
import sys

import pytest

from l7_transport.lean import LeanEvent, LeanQueue


async def test_an_event_wakes_every_waiter_and_can_be_cleared() -> None:
    event = LeanEvent()
    assert isinstance(event, asyncio.Event)
    waiters = [asyncio.ensure_future(event.wait()) for _ in range(3)]
    await asyncio.sleep(0)
    assert not any(w.done() for w in waiters)
    event.set()
    assert await asyncio.gather(*waiters) == [True, True, True]
    assert event.is_set()
    event.clear()
    assert not event.is_set()


async def test_a_cancelled_wait_leaves_no_waiter_behind() -> None:
    event = LeanEvent()
    waiter = asyncio.ensure_future(event.wait())
    await asyncio.sleep(0)
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    event.set()
    assert await event.wait()


async def test_a_queue_keeps_order_and_bounds() -> None:
    queue: LeanQueue[int] = LeanQueue(2)
    assert isinstance(queue, asyncio.Queue)
    assert queue.empty()
    with pytest.raises(asyncio.QueueEmpty):
        queue.get_nowait()
    queue.put_nowait(1)
    queue.put_nowait(2)
    assert queue.full()
    with pytest.raises(asyncio.QueueFull):
        queue.put_nowait(3)
    put = asyncio.ensure_future(queue.put(3))  # waits for room
    await asyncio.sleep(0)
    assert not put.done()
    assert await queue.get() == 1
    await put
    assert [queue.get_nowait(), queue.get_nowait()] == [2, 3]
    assert queue.empty()
    assert queue.qsize() == 0


async def test_a_waiting_get_takes_the_next_put_and_join_waits_for_task_done() -> None:
    queue: LeanQueue[str] = LeanQueue()
    getter = asyncio.ensure_future(queue.get())
    await asyncio.sleep(0)
    queue.put_nowait("a")
    assert await getter == "a"
    joined = asyncio.ensure_future(queue.join())
    await asyncio.sleep(0)
    assert not joined.done()
    queue.task_done()
    await joined


async def test_an_idle_queue_and_event_are_small() -> None:
    queue: LeanQueue[int] = LeanQueue()
    queue.put_nowait(1)
    queue.get_nowait()
    event = LeanEvent()
    # Nothing the size of a deque (~600 bytes) stays behind once empty.
    held = [queue._queue, queue._getters, queue._putters, event._waiters]
    assert all(sys.getsizeof(part) < 100 for part in held)


async def test_join_returns_at_once_when_nothing_is_unfinished() -> None:
    queue: LeanQueue[int] = LeanQueue()
    await asyncio.wait_for(queue.join(), 1)
    queue.put_nowait(1)
    queue.get_nowait()
    queue.task_done()
    await asyncio.wait_for(queue.join(), 1)
