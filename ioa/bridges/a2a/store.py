"""The bridge's task store: the SDK's in-memory store, bounded in count and in idle time."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Final

from a2a.server.context import ServerCallContext
from a2a.server.tasks import InMemoryTaskStore
from a2a.types import Task

from ioa.bridges.a2a.bridge import _ENDED
from ioa.bridges.a2a_mapping import EXTENSION

MAX_TASKS: Final = 10_000
"""Tasks a bridge keeps (ended or waiting); past it one goes (`_BoundedTaskStore`)."""
TASK_IDLE: Final = 3600.0
"""Seconds a task is kept after it was last saved (a task waiting for input included)."""
MAX_STORE_BYTES: Final = 256 << 20
"""Bytes of tasks (their protobuf form) a bridge keeps; past it one goes, as past
`MAX_TASKS`: tasks of up to `tasks.MAX_TASK_BYTES` each, 10,000 of them, would be 20 GB."""


class _BoundedTaskStore(InMemoryTaskStore):
    """The SDK's in-memory store, bounded in count, bytes and idle time.

    At most `MAX_TASKS` tasks and `MAX_STORE_BYTES`, none idle past `TASK_IDLE`. The
    SDK's own keeps every task for ever: an open endpoint would grow without bound.
    Past the bound, what goes is chosen by class, each class oldest first: an ended
    task first, then a plain client's live one, and a locked context's live task only
    when nothing else is left. Anyone may make plain tasks, so a flood of them pushes
    out ended tasks, then the flood's own and other plain clients' waiting ones, never
    a task of a client that locked a context (only trusted agents lock).
    """

    _ORDER: Final = ("ended", "plain", "locked")
    """The classes in the order their tasks go."""

    def __init__(
        self,
        *,
        limit: int = MAX_TASKS,
        byte_limit: int = MAX_STORE_BYTES,
        idle: float = TASK_IDLE,
        clock: Any = time.monotonic,  # noqa: ANN401
        on_drop: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__()
        self._saved: dict[str, OrderedDict[str, tuple[float, ServerCallContext]]] = {
            kind: OrderedDict() for kind in self._ORDER
        }
        self._limit, self._idle, self._clock = limit, idle, clock
        self._byte_limit = byte_limit
        self._sizes: dict[str, int] = {}  # task id -> its size when last saved
        self._bytes = 0
        self.on_drop = on_drop
        """Told the id of each task the store lets go (past its bound, or idle)."""

    @staticmethod
    def _kind(task: Task) -> str:
        if task.status.state in _ENDED:
            return "ended"
        return "locked" if EXTENSION in task.metadata.fields else "plain"

    async def save(self, task: Task, context: ServerCallContext) -> None:
        """Save `task`, then let go of the idle ones and, past the bound, one per class order."""
        await super().save(task, context)
        now = self._clock()
        for saved in self._saved.values():
            saved.pop(task.id, None)
        self._saved[self._kind(task)][task.id] = (now, context)
        size = task.ByteSize()
        self._bytes += size - self._sizes.get(task.id, 0)
        self._sizes[task.id] = size
        for saved in self._saved.values():
            while saved:
                oldest, (saved_at, saved_by) = next(iter(saved.items()))
                if now - saved_at < self._idle:
                    break
                await self._drop(oldest, saved_by)
        while sum(map(len, self._saved.values())) > self._limit or self._bytes > self._byte_limit:
            # (never the task being saved: its own save is what runs this)
            found = next((s for s in self._saved.values() if s and next(iter(s)) != task.id), None)
            if found is None:
                break
            oldest, (_, saved_by) = next(iter(found.items()))
            await self._drop(oldest, saved_by)

    async def _drop(self, task_id: str, context: ServerCallContext) -> None:
        await self.delete(task_id, context)
        if self.on_drop is not None:
            self.on_drop(task_id)

    async def delete(self, task_id: str, context: ServerCallContext) -> None:
        """Delete a task (and forget when it was saved)."""
        for saved in self._saved.values():
            saved.pop(task_id, None)
        self._bytes -= self._sizes.pop(task_id, 0)
        await super().delete(task_id, context)
