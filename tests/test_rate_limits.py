"""`RateLimiter`: sliding windows whose memory a peer's keys cannot grow without bound.

Held to a plain model (every time kept for ever) on any sequence of counts; the three
bounds (a window dropped once its span has passed, `max_keys`, `max_per_group`) each
fail a test when broken.
"""

from __future__ import annotations

import pytest
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


def test_a_group_holds_at_most_max_per_group_keys_pushing_out_only_its_own():
    """A peer's made-up ids push out its own least recently counted windows: a refusal
    instead let a spoofer of `from` shut the agent it named out of new threads (review)."""
    limiter = RateLimiter(max_per_group=2)
    mallory, alice = ("limit", "mallory"), ("limit", "alice")
    assert limiter.take((*alice, "t1"), 5, 60.0, now=0.0, group=alice)
    assert limiter.take((*mallory, "t1"), 1, 60.0, now=0.0, group=mallory)
    assert limiter.take((*mallory, "t2"), 1, 60.0, now=1.0, group=mallory)
    assert not limiter.take((*mallory, "t2"), 1, 60.0, now=1.5, group=mallory)  # full
    assert limiter.take((*mallory, "t3"), 1, 60.0, now=2.0, group=mallory)  # t1 goes
    assert limiter.in_group(mallory) == 2
    assert limiter.take((*mallory, "t1"), 1, 60.0, now=2.5, group=mallory)  # forgotten: anew
    assert not limiter.take((*mallory, "t3"), 1, 60.0, now=3.0, group=mallory)  # kept
    assert limiter.in_group(alice) == 1  # nobody else's window went
    assert not limiter.take((*alice, "t1"), 1, 60.0, now=3.0, group=alice)  # still counted
    assert len(limiter) == 3
    limiter.clear()
    assert (len(limiter), limiter.in_group(mallory)) == (0, 0)


def test_a_limiter_that_could_hold_nothing_is_refused_where_it_is_made():
    with pytest.raises(ValueError, match="must be >= 1"):
        RateLimiter(max_keys=0)
    with pytest.raises(ValueError, match="must be >= 1"):
        RateLimiter(max_per_group=0)


def test_a_clock_that_steps_back_does_not_forget_a_window_early():
    limiter = RateLimiter()
    assert limiter.take(("k",), 2, 60.0, now=100.0)
    assert limiter.take(("k",), 2, 60.0, now=90.0)  # the wall clock stepped back
    assert not limiter.take(("k",), 2, 60.0, now=155.0)  # both still within 60 s of 100
    assert len(limiter) == 1
