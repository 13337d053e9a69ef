"""When to log an event each source repeats at its rate: its first, then once per `every` seconds.

A server that logs every refused request writes at its peers' rate: a flood of `GET /x`
wrote 85,000 INFO lines in 10 s over HTTP/2 (an outside attack), and a refusal answered
with a problem document draws on no budget. `PacedBySource` says, per source address
(as the connection caps count it), whether a line is due, and how many such events the
source has caused so far, for the line to say. Sans-I/O: time comes in as `now`. (The
agent paces its own lines the same way, `ioa.logs.Pace`; this layer cannot import it.)
"""

from __future__ import annotations

from typing import Final

SAID_EVERY: Final = 10.0
"""Seconds between two lines about one source, at least (as `ioa.logs.SAID_SECONDS`)."""
MAX_SOURCES: Final = 4096
"""Sources a pace is kept for at once; past this, those not said for `every` go (their next
line would be due anyway), and if none has, all do (counts start again)."""


class PacedBySource:
    """Each source's count of an event, and when a line about it is due (module docstring)."""

    __slots__ = ("_sources", "every")

    def __init__(self, every: float = SAID_EVERY) -> None:
        self.every = every
        """Seconds between two lines about one source, at least."""
        self._sources: dict[str, tuple[float, int]] = {}
        """Source -> (when its last line was said, its events so far)."""

    def due(self, source: str, now: float) -> int | None:
        """Count one event of `source`: its count so far when a line is due now, else None."""
        said_at, seen = self._sources.get(source, (None, 0))
        seen += 1
        if said_at is not None and now - said_at < self.every:
            self._sources[source] = (said_at, seen)
            return None
        if said_at is None and len(self._sources) >= MAX_SOURCES:
            self._make_room(now)
        self._sources[source] = (now, seen)
        return seen

    def _make_room(self, now: float) -> None:
        self._sources = {
            source: held for source, held in self._sources.items() if now - held[0] < self.every
        }
        if len(self._sources) >= MAX_SOURCES:
            self._sources.clear()

    def __len__(self) -> int:
        return len(self._sources)


__all__ = ["MAX_SOURCES", "SAID_EVERY", "PacedBySource"]
