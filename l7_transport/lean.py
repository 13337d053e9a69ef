"""asyncio's `Event` and `Queue`, made lean for the many that sit idle in idle sessions.

An idle session holds several events and queues (its stream's, L8's, the
agent's). Each `asyncio.Event` makes a `collections.deque` for its waiters,
and each `asyncio.Queue` three (its items, its getters, its putters) and an
event: an empty deque costs ~760 bytes, so these alone came to ~11 KB per
idle session. These subclasses behave the same (they are asyncio's, with
its waiting, waking and cancellation), but keep their waiters in a list
(a few at most ever wait; an empty list costs 56 bytes), an event's made on
its first wait, and a queue's items in a deque made on the first put and
dropped once empty.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Coroutine
from typing import Any, Literal, TypeVar

T = TypeVar("T")

_NO_ITEMS: tuple[()] = ()
_NO_WAITERS: tuple[()] = ()


class _Waiters(list[Any]):
    """The face of a deque asyncio's waiters need (append, remove, popleft), on a list."""

    __slots__ = ()

    def popleft(self) -> Any:  # noqa: ANN401 - a waiter (a future)
        """The first waiter, taken out."""
        return self.pop(0)


class LeanEvent(asyncio.Event):
    """An `asyncio.Event` whose waiters are kept in a list, made on its first wait."""

    def __init__(self) -> None:
        super().__init__()
        self._waiters = _NO_WAITERS  # type: ignore[assignment]  # (`set` only iterates them)

    def wait(self) -> Coroutine[Any, Any, Literal[True]]:
        """Wait until the event is set (at once if it is).

        asyncio's own coroutine, returned as is: no coroutine of this class's waits
        in every idle session's chain of awaits.
        """
        waiters: object = self._waiters
        if not isinstance(waiters, _Waiters):
            self._waiters = _Waiters()  # type: ignore[assignment]  # the methods asyncio calls
        return super().wait()


class _NobodyJoins:
    """A queue's `_finished` event until someone joins: set and clear have nothing to do.

    One for all queues (nobody waits on it); `join` puts a real event in its place.
    """

    __slots__ = ()

    def set(self) -> None:
        """Nothing waits."""

    def clear(self) -> None:
        """Nothing waits."""


_NOBODY_JOINS = _NobodyJoins()


class LeanQueue(asyncio.Queue[T]):
    """An `asyncio.Queue` that holds no container while empty and nobody waits."""

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        self._getters = _Waiters()  # (a list: the methods asyncio calls)
        self._putters = _Waiters()
        self._finished: asyncio.Event | _NobodyJoins = _NOBODY_JOINS  # (set and clear only)

    async def join(self) -> None:
        """Wait until every item put has been taken and marked done (`task_done`)."""
        waited: object = self._finished
        if not isinstance(waited, asyncio.Event):
            self._finished = LeanEvent()
            if not self._unfinished_tasks:  # type: ignore[attr-defined]  # asyncio's count
                self._finished.set()
        await super().join()

    def _init(self, maxsize: int) -> None:
        del maxsize
        self._queue: collections.deque[T] | tuple[()] = _NO_ITEMS

    def _put(self, item: T) -> None:
        if not isinstance(self._queue, collections.deque):
            self._queue = collections.deque()
        self._queue.append(item)

    def _get(self) -> T:
        queue = self._queue
        assert isinstance(queue, collections.deque)  # noqa: S101 - asyncio gets only when not empty
        item = queue.popleft()
        if not queue:
            self._queue = _NO_ITEMS
        return item


__all__ = ["LeanEvent", "LeanQueue"]
