"""What is built once per context (by digest) or per object (by identity), oldest used out."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from contexts.document import SharedContext

T = TypeVar("T")
K = TypeVar("K")


class ByContext(Generic[T]):
    """`build(context)` for each context, by digest; past `max_entries` the oldest used goes.

    Two threads asking at once for a new context may both build it (the second's
    result is kept): building holds no lock.
    """

    def __init__(self, build: Callable[[SharedContext], T], max_entries: int) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._build = build
        self._entries: OrderedDict[str, T] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, context: SharedContext) -> T:
        """What `build` gives for `context`, built on first use."""
        with self._lock:
            if context.digest in self._entries:
                self._entries.move_to_end(context.digest)
                return self._entries[context.digest]
        built = self._build(context)
        with self._lock:
            self._entries[context.digest] = built
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return built


class ByIdentity(Generic[K, T]):
    """`build(item)` for each object, by identity; past `max_entries` the oldest used goes.

    An entry holds its object, so that the object's `id` cannot be reused by another
    while the entry stands. Thread-safe as `ByContext` (building holds no lock).
    """

    def __init__(self, build: Callable[[K], T], max_entries: int) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._build = build
        self._entries: OrderedDict[int, tuple[K, T]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, item: K) -> T:
        """What `build` gives for `item`, built on first use."""
        with self._lock:
            known = self._entries.get(id(item))
            if known is not None and known[0] is item:
                self._entries.move_to_end(id(item))
                return known[1]
        built = self._build(item)
        with self._lock:
            self._entries[id(item)] = (item, built)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return built


__all__ = ["ByContext", "ByIdentity"]
