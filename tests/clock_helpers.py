"""A wall clock and a monotonic clock of a test's own, for sessions whose wall clock steps."""

from __future__ import annotations

from l7_transport.clock import SteadyClock

START = 1_800_000_000.0
"""The wall time the test's clock starts at (2027-01-15T08:00:00Z)."""


class Clocks:
    """Both clocks of one machine: time passes on both when told; the wall clock alone steps."""

    def __init__(self, wall: float = START) -> None:
        self.wall = wall
        self.ticks = 0.0

    def elapse(self, seconds: float) -> None:
        """Real time passes: both clocks move."""
        self.wall += seconds
        self.ticks += seconds

    def step(self, seconds: float) -> None:
        """The wall clock is set (NTP, an operator): it alone moves."""
        self.wall += seconds

    def tick(self) -> float:
        """The monotonic clock."""
        return self.ticks

    def steady(self) -> SteadyClock:
        """A session's clock, as a driver makes one when the session starts."""
        return SteadyClock(wall=lambda: self.wall, ticks=self.tick)
