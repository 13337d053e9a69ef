"""`RateLimiter`: sliding windows whose memory a peer's keys cannot grow without bound.

Held to a plain model (every time kept for ever) on any sequence of counts; the three
bounds (a window dropped once its span has passed, `max_keys`, `max_per_group`) each
fail a test when broken.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from l9_snl.firewall.limits import RateLimiter

LIMITS = {("a",): (1, 1.0), ("b",): (2, 5.0), ("c",): (3, 30.0), ("d",): (2, 5.0)}
"""Keys with their (count, seconds), two of them sharing a span."""


class Model:
    """The sliding window as specified, with nothing ever forgotten."""

    def __init__(self) -> None:
        self.times: dict[tuple[str, ...], list[float]] = {}

    def take(self, key: tuple[str, ...], now: float) -> bool:
        count, seconds = LIMITS[key]
        recent = [at for at in self.times.get(key, []) if at > now - seconds]
        if len(recent) >= count:
            return False
        self.times[key] = [*recent, now]
        return True

    def room(self, key: tuple[str, ...], now: float) -> bool:
        count, seconds = LIMITS[key]
        return sum(at > now - seconds for at in self.times.get(key, [])) < count


steps = st.lists(
    st.tuples(
        st.sampled_from(sorted(LIMITS)),
        st.sampled_from([0.0, 0.0, 0.4, 1.0, 2.5, 5.0, 31.0]),  # the clock only goes on
        st.booleans(),  # take, or only ask for room
    ),
    max_size=120,
)


@settings(max_examples=300, deadline=None)
@given(steps)
def test_a_limiter_counts_as_the_model_and_keeps_only_windows_still_in_their_span(steps):
    limiter, model, now = RateLimiter(), Model(), 0.0
    for key, elapsed, taking in steps:
        now += elapsed
        count, seconds = LIMITS[key]
        if taking:
            assert limiter.take(key, count, seconds, now=now) == model.take(key, now)
        else:
            assert limiter.room(key, count, seconds, now=now) == model.room(key, now)
        live = {k for k, times in model.times.items() if times and times[-1] > now - LIMITS[k][1]}
        assert len(limiter) == len(live)


def test_past_max_keys_the_least_recently_counted_goes_of_any_span():
    limiter = RateLimiter(max_keys=3)
    assert limiter.take(("slow",), 1, 3600.0, now=0.0)  # counted first, longest span
    assert limiter.take(("x",), 1, 60.0, now=1.0)
    assert limiter.take(("y",), 1, 60.0, now=2.0)
    assert limiter.take(("z",), 1, 60.0, now=3.0)  # a fourth key: ("slow",) goes
    assert len(limiter) == 3
    assert limiter.take(("slow",), 1, 3600.0, now=4.0)  # forgotten, so counted again
    assert not limiter.take(("y",), 1, 60.0, now=5.0)  # kept: still full


def test_a_group_holds_at_most_max_per_group_keys_and_refuses_new_ones_not_others():
    limiter = RateLimiter(max_per_group=2)
    mallory, alice = ("limit", "mallory"), ("limit", "alice")
    assert limiter.take((*mallory, "t1"), 5, 60.0, now=0.0, group=mallory)
    assert limiter.take((*mallory, "t2"), 5, 60.0, now=0.0, group=mallory)
    assert limiter.crowded((*mallory, "t3"), mallory, now=1.0)
    assert not limiter.take((*mallory, "t3"), 5, 60.0, now=1.0, group=mallory)
    assert limiter.take((*mallory, "t1"), 5, 60.0, now=1.0, group=mallory)  # a key it has
    assert limiter.take((*alice, "t1"), 5, 60.0, now=1.0, group=alice)  # nobody evicted
    assert len(limiter) == 3
    # t2 (counted at 0) leaves its span at 60: then a new key fits again
    assert not limiter.take((*mallory, "t3"), 5, 60.0, now=59.0, group=mallory)
    assert limiter.take((*mallory, "t3"), 5, 60.0, now=60.5, group=mallory)
    assert len(limiter) == 3  # mallory's t1 and t3, alice's t1
    limiter.clear()
    assert len(limiter) == 0
    assert not limiter.crowded((*mallory, "t9"), mallory, now=62.0)
