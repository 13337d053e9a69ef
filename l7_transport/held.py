"""Bytes held at once against two bounds: one for each holder, one for all of them.

Sans-I/O. The offloading agent's fetches, the bridges' request bodies and the
aggregations' contributions (`l8_comm.patterns.rounds`) count this way.
"""

from __future__ import annotations

from typing import Literal


class BytesSpent(Exception):  # noqa: N818 - a bound met, said as what happened
    """Taking the bytes would pass a bound (`bound`: "total" or "holder")."""

    def __init__(self, bound: Literal["total", "holder"], would_hold: int, limit: int) -> None:
        super().__init__(f"{would_hold} bytes held, at most {limit} ({bound})")
        self.bound: Literal["total", "holder"] = bound
        self.would_hold = would_hold
        """What would be held (in all, or by the holder) with the bytes taken."""
        self.limit = limit
        """The bound it would pass."""


class HeldBytes:
    """Bytes held now by each holder and in all, each against its bound.

    The offloading agent's fetches (by the peer fetched from), the bridges' request
    bodies being read (by client address) and an aggregation's contributions (by the
    round's requester) count this way. Nothing is kept for a holder that holds nothing.
    """

    __slots__ = ("_by_holder", "held", "per_holder", "total")

    def __init__(self, *, total: int, per_holder: int) -> None:
        self.total = total
        self.per_holder = per_holder
        self.held = 0
        """Bytes held now, in all."""
        self._by_holder: dict[str, int] = {}

    def held_by(self, holder: str) -> int:
        """Bytes held now by `holder`."""
        return self._by_holder.get(holder, 0)

    def hold(self, holder: str, size: int) -> None:
        """Hold `size` more bytes for `holder`; `BytesSpent` past a bound, nothing taken.

        The total is checked first.
        """
        if self.held + size > self.total:
            raise BytesSpent("total", self.held + size, self.total)
        mine = self._by_holder.get(holder, 0) + size
        if mine > self.per_holder:
            raise BytesSpent("holder", mine, self.per_holder)
        self.held += size
        self._by_holder[holder] = mine

    def let_go(self, holder: str, size: int) -> None:
        """`size` bytes of `holder` are no longer held."""
        if not size:
            return
        self.held -= size
        mine = self._by_holder.get(holder, 0) - size
        if mine > 0:
            self._by_holder[holder] = mine
        else:
            self._by_holder.pop(holder, None)
