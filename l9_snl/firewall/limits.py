"""Rate limits beside Cedar: Cedar says which limit applies, this counts (time passed in).

A sliding window per key (limit, agent, concept[, sub-context]): the times
of the messages counted in the last `seconds`; the message that would make
`count + 1` within the window is refused and not counted. Memory is
bounded: at most `max_keys` keys (the least recently used go first), each
with at most `count` times.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from typing import Final

DEFAULT_MAX_KEYS: Final = 100_000


class RateLimiter:
    """Sliding-window counters (sans-I/O: every call takes `now`)."""

    def __init__(self, max_keys: int = DEFAULT_MAX_KEYS) -> None:
        self.max_keys = max_keys
        self._windows: OrderedDict[tuple[str, ...], deque[float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._windows)

    def room(self, key: tuple[str, ...], count: int, seconds: float, *, now: float) -> bool:
        """Whether one more message fits under `key` now (nothing is counted)."""
        window = self._windows.get(key)
        if window is None:
            return count > 0
        recent = sum(1 for at in window if at > now - seconds)
        return recent < count

    def take(self, key: tuple[str, ...], count: int, seconds: float, *, now: float) -> bool:
        """Count one message under `key` if the window has room; False (not counted) if not."""
        window = self._windows.get(key)
        if window is None:
            window = deque(maxlen=count)
            self._windows[key] = window
            while len(self._windows) > self.max_keys:
                self._windows.popitem(last=False)
        else:
            self._windows.move_to_end(key)
        while window and window[0] <= now - seconds:
            window.popleft()
        if len(window) >= count:
            return False
        window.append(now)
        return True

    def clear(self) -> None:
        """Forget every count (a policy reload keeps counts; this is for operators and tests)."""
        self._windows.clear()


__all__ = ["DEFAULT_MAX_KEYS", "RateLimiter"]
