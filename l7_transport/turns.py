"""Stream openings per source and event-loop turn: a flood from one address cannot make a turn long.

A server answers every source on one event loop. A peer that opens streams as
fast as they are reset or refused (HELLOs replayed on 64 connections x 128
streams, an outside attack of stop 23) had each read of each of its
connections start up to 128 streams, ~0.25 ms of work each: one loop turn
took seconds, and an honest session's answer waited for several of them.
`OpeningTurns` lets each source address open `per_turn` streams per turn, over
all its connections; a connection of a source that has opened its share stops
reading until the next turn, when waiting connections resume in the order
they stopped. A source alone on the server is not slowed (a turn is short
then); a flooding source costs every other one `per_turn` openings of work a
turn, not thousands. Counts only, sans-I/O: the driver says when a turn ends.
"""

from __future__ import annotations

import ipaddress
from collections import deque
from collections.abc import Callable


def address_key(host: str) -> str:
    """What a source address counts as: IPv4 as is, IPv6 by its /64.

    An IPv4-mapped IPv6 address counts as its IPv4 address (HTTP/2 and HTTP/3 report
    the same peer differently); one host commonly holds a whole IPv6 /64.
    """
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host  # a label (in-memory channels)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class OpeningTurns:
    """The stream openings of each source in the current turn, and who waits for the next."""

    __slots__ = ("_opened", "_waiting", "per_turn")

    def __init__(self, per_turn: int) -> None:
        if per_turn < 1:
            msg = f"per_turn must be at least 1, got {per_turn}"
            raise ValueError(msg)
        self.per_turn = per_turn
        self._opened: dict[str, int] = {}
        self._waiting: dict[str, deque[Callable[[], None]]] = {}

    def has_room(self, source: str) -> bool:
        """Whether `source` may open another stream in this turn (and nobody of it waits)."""
        return self._opened.get(source, 0) < self.per_turn and source not in self._waiting

    def within_share(self, source: str) -> bool:
        """Whether `source` has opened fewer than its share in this turn (waiters aside).

        A waiter that resumes takes its pass while this holds: others of its source
        waiting behind it do not stop it (`has_room` would).
        """
        return self._opened.get(source, 0) < self.per_turn

    def opened(self, source: str) -> bool:
        """`source` opened a stream in this turn.

        True for the turn's first opening: the driver must end the turn (`next_turn`) once
        the event loop has gone round, so that the counts are of one turn only.
        """
        first = not self._opened
        self._opened[source] = self._opened.get(source, 0) + 1
        return first

    def wait(self, source: str, resume: Callable[[], None]) -> bool:
        """`resume` is called in a later turn, once `source` has room again, in order of waiting.

        True when nobody was waiting before: the driver must end the turn (`next_turn`)
        once the event loop has gone round.
        """
        first = not self._waiting
        self._waiting.setdefault(source, deque()).append(resume)
        return first

    def waiting_from(self, source: str) -> int:
        """How many of `source` wait for a turn (a resumed one no longer counts)."""
        return len(self._waiting.get(source, ()))

    @property
    def waiting(self) -> int:
        """How many wait for a turn."""
        return sum(len(queue) for queue in self._waiting.values())

    def next_turn(self) -> None:
        """A new turn: every source has its share again, and those waiting resume in order.

        Each source's waiters resume while it has room (a resumed one may open streams,
        counted as it goes), each at most once a turn (one that waits again goes to the
        back); the rest wait on. Call again (a later turn) while `waiting`.
        """
        self._opened.clear()
        # A resume that raises is the driver's fault: the others still resume (the
        # first error is raised once they have; the driver schedules the next turn).
        failure: Exception | None = None
        for source, queue in list(self._waiting.items()):
            for _ in range(len(queue)):
                if self._opened.get(source, 0) >= self.per_turn:
                    break
                resume = queue.popleft()
                if not queue and self._waiting.get(source) is queue:
                    del self._waiting[source]
                try:
                    resume()
                except Exception as error:  # noqa: BLE001 - kept, raised after the others
                    failure = failure or error
        if failure is not None:
            raise failure


__all__ = ["OpeningTurns", "address_key"]
