"""A bounded cache whose entries each belong to a peer, none of which may fill it alone.

The firewall keeps its decisions and Cedar entities by everything a policy reads
of a message, and each key is one peer's (the sending agent's). Kept first in,
first out over all peers, one peer that sends distinct messages pushed every
other peer's entries out (an outside attack: the others' messages were then
decided again, a Cedar call each). Here a peer holds at most `share` entries:
past it, its own oldest goes, never another's; past `size` in all, the oldest
of any peer goes.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class OwnedCache(Generic[V]):
    """At most `size` entries; at most `share` of one owner (first in, first out).

    A size of 0 keeps nothing (the cache is off).
    """

    __slots__ = ("_entries", "_held", "share", "size")

    def __init__(self, size: int, *, share: int | None = None) -> None:
        if size < 0:
            msg = f"a cache of {size} entries: give 0 (off) or more"
            raise ValueError(msg)
        self.size = size
        self.share = max(1, min(size, share if share is not None else size // 4))
        self._entries: dict[Hashable, tuple[str, V]] = {}
        self._held: dict[str, dict[Hashable, None]] = {}  # by owner, oldest first

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> V | None:
        """The value kept under `key`, or None."""
        found = self._entries.get(key)
        return None if found is None else found[1]

    def put(self, owner: str, key: Hashable, value: V) -> None:
        """Keep `value` under `key` for `owner`, making room as the module says."""
        if not self.size:
            return
        if key in self._entries:
            self._forget(key)
        mine = self._held.setdefault(owner, {})
        if len(mine) >= self.share:
            self._forget(next(iter(mine)))
            mine = self._held.setdefault(owner, {})
        mine[key] = None
        self._entries[key] = (owner, value)
        if len(self._entries) > self.size:
            self._forget(next(iter(self._entries)))

    def held_by(self, owner: str) -> int:
        """How many entries `owner` holds."""
        return len(self._held.get(owner, ()))

    def clear(self) -> None:
        """Forget every entry."""
        self._entries.clear()
        self._held.clear()

    def _forget(self, key: Hashable) -> None:
        owner, _ = self._entries.pop(key)
        mine = self._held[owner]
        del mine[key]
        if not mine:
            del self._held[owner]


__all__ = ["OwnedCache"]
