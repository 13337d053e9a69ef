"""`ByIdentity`: what is worked out once per object, kept by identity, oldest used out."""

from __future__ import annotations

import pytest

from contexts.caching import ByIdentity


def test_an_object_is_worked_out_once_and_an_equal_one_again() -> None:
    built: list[object] = []
    memo: ByIdentity[list[int], int] = ByIdentity(lambda item: built.append(item) or sum(item), 4)
    first = [1, 2]
    assert memo.get(first) == 3
    assert memo.get(first) == 3
    assert memo.get([1, 2]) == 3  # equal, not the same: worked out again
    assert len(built) == 2


def test_past_its_size_the_oldest_used_goes_and_an_entry_keeps_its_object() -> None:
    built: list[int] = []
    memo: ByIdentity[list[int], int] = ByIdentity(lambda item: built.append(1) or len(item), 2)
    a, b, c = [1], [2, 2], [3, 3, 3]
    memo.get(a)
    memo.get(b)
    memo.get(a)  # used: b is now the oldest
    memo.get(c)
    assert len(memo) == 2
    memo.get(a)
    memo.get(b)  # gone: worked out again
    assert len(built) == 4
    kept = memo.get([9] * 5)  # held by the entry alone: its id cannot be taken by another
    assert kept == 5
    assert memo.get([8] * 7) == 7


def test_a_memo_keeps_at_least_one() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        ByIdentity(len, 0)
