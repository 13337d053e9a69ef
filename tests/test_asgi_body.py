"""The bridges' request bodies read before their apps: the budget over bodies being read."""

from __future__ import annotations

import asyncio

import pytest

from ioa.bridges.asgi_body import (
    ADDRESSES_TO_FILL,
    BodyBudget,
    BodyBudgetSpent,
    body_budget,
    read_body,
)


def chunks(*parts: bytes, gone: bool = False):
    """An ASGI `receive` giving `parts` as one request's body (then the client's going)."""
    messages = [
        {"type": "http.request", "body": part, "more_body": gone or i < len(parts) - 1}
        for i, part in enumerate(parts)
    ]
    if gone:
        messages.append({"type": "http.disconnect"})

    async def receive():
        return messages.pop(0)

    return receive


def test_each_address_and_all_of_them_have_a_bound():
    budget = BodyBudget(per_holder=10, total=20)
    budget.take("a", 6)
    budget.take("b", 6)
    with pytest.raises(BodyBudgetSpent, match="from a hold 10 bytes"):
        budget.take("a", 5)
    with pytest.raises(BodyBudgetSpent, match="in all hold 20 bytes"):
        budget.take("c", 9)
    assert (budget.held_by("a"), budget.held_by("c"), budget.held) == (6, 0, 12)
    budget.let_go("a", 6)
    budget.let_go("b", 6)
    assert budget.held == 0
    assert budget._by_holder == {}  # nothing kept for an address that holds nothing


@pytest.mark.parametrize("limit", [1024, 1024 * 1024, 4 * 1024 * 1024, 100 * 1024 * 1024])
def test_a_listener_budget_holds_a_body_and_takes_many_addresses_to_fill(limit):
    """A review: with a body limit of 64 MiB or more, one address's share was the whole
    budget, and 8 addresses filled it at the defaults (every other client "busy")."""
    budget = body_budget(limit)
    assert budget.per_holder >= limit
    assert budget.total >= ADDRESSES_TO_FILL * budget.per_holder


@pytest.mark.parametrize(
    ("receive", "expected"),
    [
        (chunks(b"ab", b"cd"), (b"abcd", None)),
        (chunks(b"ab", b"cdefgh"), (None, None)),  # past the limit
        (chunks(b"ab", gone=True), (b"ab", {"type": "http.disconnect"})),
    ],
)
async def test_a_body_read_gives_its_bytes_back_however_it_ends(receive, expected):
    budget = BodyBudget(per_holder=10, total=10)
    assert await read_body(receive, 5, budget, "a") == expected
    assert budget.held == 0


async def test_a_body_past_the_budget_or_cut_off_gives_its_bytes_back():
    budget = BodyBudget(per_holder=10, total=10)
    budget.take("a", 7)
    with pytest.raises(BodyBudgetSpent):
        await read_body(chunks(b"ab", b"cd"), 100, budget, "a")
    assert budget.held == 7
    reading = asyncio.ensure_future(read_body(_never(b"ab"), 100, budget, "b"))
    await asyncio.sleep(0.01)
    assert budget.held_by("b") == 2
    reading.cancel()  # a deadline: the body did not come in time
    with pytest.raises(asyncio.CancelledError):
        await reading
    assert budget.held == 7


def _never(first: bytes):
    """A `receive` giving `first`, then waiting for ever (a body that stops coming)."""
    given = [{"type": "http.request", "body": first, "more_body": True}]

    async def receive():
        if given:
            return given.pop()
        await asyncio.sleep(3600)
        raise AssertionError

    return receive
