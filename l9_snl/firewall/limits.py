"""Rate limits beside Cedar: Cedar says which limit applies, this counts (time passed in).

Time is a monotonic clock's (only differences count; a driver passes
`l7_transport.clock.ticks()`): fed the wall time, a step back refused an honest peer
for the size of the step, and a step forward emptied every window at once.

A sliding window per key (limit, agent, concept[, sub-context]): the times
of the messages counted in the last `seconds`; the message that would make
`count + 1` within the window is refused and not counted. Memory is
bounded three ways: a window whose last count has left its span is dropped
(it would allow the next message anyway), at most `max_keys` keys are kept
(the least recently counted go first), and the keys of one group (a limit
counted per sub-context, for one agent and concept: ids the peer makes up)
are at most `max_per_group`, past which the group's own least recently
counted key is forgotten: a peer that makes up ids pushes out only its own
windows (which it could bypass anyway with a new id), never refuses a
thread of the agent it claims to be, and never another group's.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Final

DEFAULT_MAX_KEYS: Final = 100_000
DEFAULT_MAX_PER_GROUP: Final = 1024

Key = tuple[str, ...]


@dataclass(slots=True)
class _Window:
    times: deque[float]
    """When the messages counted within the span came, oldest first."""
    seconds: float
    """The span."""
    group: Key | None = None
    """The group the key is counted in, if any."""
    last: float = 0.0
    """The latest time counted (a clock that steps back does not make it earlier)."""


class RateLimiter:
    """Sliding-window counters (sans-I/O: every call takes `now`, on one monotonic clock)."""

    def __init__(
        self, max_keys: int = DEFAULT_MAX_KEYS, *, max_per_group: int = DEFAULT_MAX_PER_GROUP
    ) -> None:
        if max_keys < 1 or max_per_group < 1:
            msg = f"max_keys ({max_keys}) and max_per_group ({max_per_group}) must be >= 1"
            raise ValueError(msg)
        self.max_keys = max_keys
        self.max_per_group = max_per_group
        self._windows: dict[Key, _Window] = {}
        # the keys of each span (a few: one per distinct `seconds` of the limits), least
        # recently counted first: the first to leave it
        self._spans: dict[float, OrderedDict[Key, None]] = {}
        self._groups: dict[Key, OrderedDict[Key, None]] = {}  # least recently counted first

    def __len__(self) -> int:
        return len(self._windows)

    def in_group(self, group: Key) -> int:
        """How many keys `group` holds now."""
        return len(self._groups.get(group, ()))

    def room(self, key: Key, count: int, seconds: float, *, now: float) -> bool:
        """Whether one more message fits under `key` now (nothing is counted)."""
        self.expire(now)
        window = self._windows.get(key)
        if window is None:
            return count > 0
        recent = sum(1 for at in window.times if at > now - seconds)
        return recent < count

    def take(
        self,
        key: Key,
        count: int,
        seconds: float,
        *,
        now: float,
        group: Key | None = None,
    ) -> bool:
        """Count one message under `key` if the window has room; False (not counted) if not.

        A new key of a `group` that holds `max_per_group` keys pushes out the group's
        least recently counted one.
        """
        self.expire(now)
        window = self._windows.get(key)
        if window is None:
            if count < 1:
                return False
            if group is not None:
                members = self._groups.setdefault(group, OrderedDict())
                if len(members) >= self.max_per_group:
                    self._drop(next(iter(members)))
            window = _Window(deque(maxlen=count), seconds, group)
            self._windows[key] = window
            while len(self._windows) > self.max_keys:
                self._drop(self._least_recent())
        elif window.times.maxlen is not None and window.times.maxlen < count:
            window.times = deque(window.times, maxlen=count)  # a limit raised by a reload
        times = window.times
        while times and times[0] <= now - seconds:
            times.popleft()
        if len(times) >= count:
            return False
        times.append(now)
        window.last = max(window.last, now)
        span = self._spans.setdefault(window.seconds, OrderedDict())
        span[key] = None
        span.move_to_end(key)
        if window.group is not None:
            members = self._groups.setdefault(window.group, OrderedDict())
            members[key] = None
            members.move_to_end(key)
        return True

    def expire(self, now: float) -> None:
        """Drop the windows whose last count has left their span."""
        emptied = []
        for seconds, keys in self._spans.items():
            while keys:
                first = next(iter(keys))
                if self._windows[first].last > now - seconds:
                    break
                self._drop(first)
            if not keys:
                emptied.append(seconds)
        for seconds in emptied:
            del self._spans[seconds]

    def clear(self) -> None:
        """Forget every count (a policy reload keeps counts; this is for operators and tests)."""
        self._windows.clear()
        self._spans.clear()
        self._groups.clear()

    def _least_recent(self) -> Key:
        """The key counted longest ago, of every span."""
        firsts = (next(iter(keys)) for keys in self._spans.values() if keys)
        return min(firsts, key=lambda key: self._windows[key].last)

    def _drop(self, key: Key) -> None:
        window = self._windows.pop(key)
        span = self._spans.get(window.seconds)
        if span is not None:
            span.pop(key, None)
        if window.group is not None:
            members = self._groups.get(window.group)
            if members is not None:
                members.pop(key, None)
                if not members:
                    del self._groups[window.group]


__all__ = ["DEFAULT_MAX_KEYS", "DEFAULT_MAX_PER_GROUP", "RateLimiter"]
