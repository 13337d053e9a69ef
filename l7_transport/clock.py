"""The drivers' clocks: a steady wall clock per session, and the monotonic ticks beside it.

The sans-I/O cores never read a clock; their drivers do, here, in the layer that
holds the I/O (L8's and L9's `aio` drivers, the gateway and the CLI import it). A
core takes one `now` for two jobs: wall time on the wire (an envelope's `ts`, a ticket's issue and
expiry, a card's validity, all compared with other machines' clocks) and its
deadlines (a conversation's 120 s, the handshake timeout, `ack_timeout`). Fed
`time.time`, a step of the wall clock (NTP, an operator) moved every deadline with
it: a step forward timed a live request out at once, a step back postponed every
timeout by the size of the step (spec 5.1).

`SteadyClock` gives a session both at once: wall time read once, when the session
starts, then advanced by a monotonic clock, so a step afterwards does not show in
its deadlines, while its readings stay the wall time of its start plus the time
since. A new session reads the wall clock afresh: a corrected clock is picked up by
every session that starts after the correction. Each session has its own, so state
shared by many sessions that counts time (the firewall's rate windows, the
clarification budget) is given `ticks()` instead: the same monotonic clock for all.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Final

Clock = Callable[[], float]
"""A clock: seconds, as a float."""


def _ticks_source() -> Clock:
    """CLOCK_BOOTTIME where there is one, else `time.monotonic`.

    Both are immune to steps of the wall clock, and both run at its rate (NTP slews
    them alike). CLOCK_BOOTTIME also counts the time the machine was suspended, as
    the wall clock does and CLOCK_MONOTONIC (Linux) does not: a session that
    lives through a suspend keeps its time close to the wall, and its deadlines
    count the suspend like its peer's do.
    """
    boot = getattr(time, "CLOCK_BOOTTIME", None)
    if boot is not None:
        try:
            time.clock_gettime(boot)
        except OSError:  # a kernel without it
            pass
        else:
            return functools.partial(time.clock_gettime, boot)
    return time.monotonic


_TICKS: Final[Clock] = _ticks_source()
ticks: Final[Clock] = _TICKS
"""The process's monotonic clock (seconds from an arbitrary origin; only differences
mean anything): what the drivers give to state shared across sessions."""


class SteadyClock:
    """Wall time read once at the start, advanced by a monotonic clock since.

    Call it for the time. `wall` and `ticks` are where it reads them (by default
    `time.time` and the module's `ticks`); tests give their own.
    """

    __slots__ = ("_origin", "ticks")

    def __init__(self, *, wall: Clock | None = None, ticks: Clock | None = None) -> None:
        self.ticks = ticks if ticks is not None else _TICKS
        """The monotonic clock it advances by."""
        start = wall() if wall is not None else time.time()
        self._origin = start - self.ticks()

    def __call__(self) -> float:
        """Seconds since the Unix epoch, as the wall clock read them at the start."""
        return self._origin + self.ticks()


__all__ = ["Clock", "SteadyClock", "ticks"]
