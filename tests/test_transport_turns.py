"""`OpeningTurns`: each source's share of stream openings per event-loop turn, and who waits.

The core is counts only; a driver calls `next_turn` once the loop has gone round.
A waiter here is a function that records its turn and may open streams (as a
connection's pass does) and wait again (as one does whose source is still busy).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l7_transport.turns import OpeningTurns


def test_a_source_has_its_share_each_turn_and_others_theirs():
    turns = OpeningTurns(per_turn=3)
    for _ in range(3):
        assert turns.has_room("a")
        turns.opened("a")
    assert not turns.has_room("a")
    assert turns.has_room("b")  # another source is not touched by a's openings
    turns.next_turn()
    assert turns.has_room("a")


def test_a_waiter_takes_its_pass_within_the_share_whoever_waits_behind_it():
    turns = OpeningTurns(per_turn=2)
    passes: list[int] = []

    def connection_pass() -> None:  # as an HTTP/3 connection's: while within the share
        opened = 0
        while turns.within_share("a"):
            turns.opened("a")
            opened += 1
        passes.append(opened)

    turns.wait("a", connection_pass)
    turns.wait("a", connection_pass)
    assert not turns.has_room("a")  # others wait: no room for a newcomer
    assert turns.within_share("a")  # but the share of this turn is not spent
    turns.next_turn()
    assert passes == [2]  # the first took the turn's share; the second waits on
    turns.next_turn()
    assert passes == [2, 2]


def test_waiters_resume_in_order_while_their_source_has_room():
    turns = OpeningTurns(per_turn=2)
    log: list[str] = []

    def pass_opening(name: str, count: int):
        def resume() -> None:
            log.append(name)
            for _ in range(count):
                turns.opened("a")

        return resume

    assert turns.wait("a", pass_opening("first", 2)) is True  # the driver ends the turn
    assert turns.wait("a", pass_opening("second", 0)) is False  # already due
    assert not turns.has_room("a")  # nobody of a jumps the queue
    turns.next_turn()
    assert log == ["first"]  # the first used the share: the second waits for the next turn
    assert turns.waiting == 1
    turns.next_turn()
    assert log == ["first", "second"]
    assert turns.waiting == 0
    assert turns.has_room("a")


def test_one_that_waits_again_goes_to_the_back_and_resumes_once_a_turn():
    turns = OpeningTurns(per_turn=100)
    log: list[str] = []

    def stubborn(name: str):
        def resume() -> None:
            log.append(name)
            turns.wait("a", resume)  # its source is still busy: waits again, opening nothing

        return resume

    turns.wait("a", stubborn("x"))
    turns.wait("a", stubborn("y"))
    turns.next_turn()  # ends: each resumed once, though neither opened anything
    assert log == ["x", "y"]
    turns.next_turn()
    assert log == ["x", "y", "x", "y"]


def test_sources_wait_apart():
    turns = OpeningTurns(per_turn=1)
    log: list[str] = []

    def resume_of(source: str, name: str):
        def resume() -> None:
            log.append(name)
            turns.opened(source)

        return resume

    turns.wait("a", resume_of("a", "a1"))
    turns.wait("a", resume_of("a", "a2"))
    turns.wait("b", resume_of("b", "b1"))
    turns.next_turn()
    assert sorted(log) == ["a1", "b1"]  # a's second waits; b is not behind a
    turns.next_turn()
    assert log[-1] == "a2"


def test_per_turn_must_be_positive():
    with pytest.raises(ValueError, match="per_turn"):
        OpeningTurns(per_turn=0)


@settings(max_examples=300, deadline=None)
@given(
    per_turn=st.integers(1, 5),
    waiters=st.lists(
        st.tuples(st.sampled_from("abc"), st.integers(0, 7), st.integers(0, 3)),
        min_size=1,
        max_size=12,
    ),
)
def test_every_waiter_is_served_and_no_source_opens_past_a_pass_beyond_its_share(per_turn, waiters):
    """Waiters open streams in passes; each source opens at most its share and one pass more
    a turn; everyone is served in a bounded number of turns, nobody twice in one."""
    turns = OpeningTurns(per_turn=per_turn)
    left = {index: rounds for index, (_, _, rounds) in enumerate(waiters)}
    opened_this_turn: Counter[str] = Counter()
    resumed_this_turn: Counter[int] = Counter()

    def waiter(index: int, source: str, per_pass: int):
        def resume() -> None:
            resumed_this_turn[index] += 1
            for _ in range(per_pass):
                turns.opened(source)
                opened_this_turn[source] += 1
            if left[index] > 0:
                left[index] -= 1
                turns.wait(source, resume)

        return resume

    for index, (source, per_pass, _) in enumerate(waiters):
        turns.wait(source, waiter(index, source, per_pass))
    largest_pass = max(per_pass for _, per_pass, _ in waiters)
    for _ in range(10 * len(waiters) * 4 + 10):
        if not turns.waiting:
            break
        opened_this_turn.clear()
        resumed_this_turn.clear()
        turns.next_turn()
        assert all(count == 1 for count in resumed_this_turn.values()), resumed_this_turn
        for source, count in opened_this_turn.items():
            assert count <= per_turn - 1 + largest_pass, (source, count)
    assert turns.waiting == 0
    assert all(rounds == 0 for rounds in left.values())


def test_the_first_opening_of_a_turn_asks_for_its_end_and_the_counts_are_of_one_turn():
    """Openings are counted per turn: a driver ends the turn once the loop has gone round
    after the first one (an outside review: counts kept across turns made a slow
    client's 17th stream wait, and a dict entry per source stayed for ever)."""
    turns = OpeningTurns(per_turn=2)
    assert turns.opened("a") is True  # the turn's first: the driver schedules its end
    assert turns.opened("b") is False
    assert turns.opened("a") is False
    assert not turns.has_room("a")
    turns.next_turn()
    assert turns.has_room("a")
    assert turns.opened("a") is True


def test_a_resume_that_raises_leaves_the_others_resumed_and_is_raised_after():
    turns = OpeningTurns(per_turn=10)
    log: list[str] = []

    def broken() -> None:
        raise RuntimeError("a driver's bug")

    turns.wait("a", broken)
    turns.wait("a", lambda: log.append("a"))
    turns.wait("b", lambda: log.append("b"))
    with pytest.raises(RuntimeError, match="a driver's bug"):
        turns.next_turn()
    assert sorted(log) == ["a", "b"]
    assert turns.waiting == 0
