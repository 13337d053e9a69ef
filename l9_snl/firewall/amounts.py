"""Amounts in a message's content, found and valued for the firewall's policies.

`amounts_in` walks the content (not only the members a policy knows) and
values each amount with the bundle's valuation table
(`policies.Valuation`): how many it found, whether it could value them all,
and what they are worth together in minor units of the reference currency.
Peer strings go through one-character scans only, in time linear in them.
"""

from __future__ import annotations

import re
from typing import Any, Final

from l9_snl.firewall.valuation import Valuation

AMOUNT_KEYS: Final = ("amount", "amount_minor")
LONG: Final = (-(2**63), 2**63 - 1)
_OTHER, _MINOR, _MONEY, _CURRENCY = range(4)
"""What a member name is to the amount walk: nothing, an amount in minor units of the
`currency` beside it (the valuation's `minor_unit_fields`), money of unknown unit, the
currency itself."""
_MONEY_WORDS: Final = frozenset(
    {
        *("amount", "amounts", "price", "prices", "total", "totals", "subtotal", "sum"),
        *("cost", "costs", "fee", "fees", "fare", "fares", "balance", "balances", "money"),
        *("pay", "payment", "payments", "payout", "charge", "charges", "tax", "taxes"),
        *("refund", "deposit", "transfer", "cash", "funds", "principal", "tip", "wage"),
        *("salary", "budget", "credit", "debit", "minor", "major", "cents", "cent"),
    }
)
"""A member whose name has one of these words (snake_case or camelCase) holds money."""
_WORDS: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
_ASCII_LETTER: Final = re.compile(r"[A-Za-z]")
_ASCII_DIGIT: Final = re.compile(r"[0-9]")
_EXPONENT: Final = re.compile(r"[+-]?[0-9.]+[eE][+-]?[0-9]+")
_MAX_NUMBER_TEXT: Final = 256
"""A string in a money member longer than this is not read: with a digit, it is an amount the
firewall cannot value (fail closed). Peer strings go through one-character scans only: no
pattern here backtracks over them (a quadratic one did, 4.9 s at 32 KB)."""
_MAX_WALK_DEPTH: Final = 64
_MAX_KINDS: Final = 4096
_MAX_KIND_NAME: Final = 64
"""Names longer than this are not remembered (`_kind`): at most 4,096 names of 64 characters."""
_ABSENT: Final = object()


def long_value(value: object) -> int | None:
    """`value` as a Cedar Long, if it is one (an integral float counts: 2e6 is 2000000)."""
    if type(value) is float and value.is_integer():
        value = int(value)
    if type(value) is int and LONG[0] <= value <= LONG[1]:
        return value
    return None


def amounts_in(content: dict[str, Any], valuation: Valuation) -> tuple[int, bool, int]:
    """(amounts found, all of them valued, their worth in reference minor units).

    The worth is the sum of the valued amounts, or the largest Long when any
    amount could not be valued (or the sum is not a Long): a policy that
    compares it with a threshold without reading `valued` still fails closed.
    """
    kinds = valuation.kinds
    if "currency" not in content:  # the common case: flat content with no money in it
        for key, value in content.items():
            kind_of = type(value)
            if kinds.get(key) != _OTHER or kind_of is dict or kind_of is list:
                break
        else:
            return 0, True, 0
    tally = [0, 0, 0]  # amounts, worth, unvalued (0 or 1)
    _walk(content, valuation, tally, 0, money=False)
    count, worth, unvalued = tally
    if count == 0:
        return 0, True, 0
    if unvalued or worth > LONG[1]:
        return count, False, LONG[1]
    return count, True, worth


def _walk(  # noqa: C901, PLR0912 - one branch per kind of member, on the hot path
    node: object, valuation: Valuation, tally: list[int], depth: int, *, money: bool
) -> None:
    """Count and value the amounts of `node` (a dict or list) into `tally`.

    An amount is: a member of `valuation.minor_fields` (valued when it is a
    64-bit integer >= 0 and the `currency` member beside it is a code of the
    table); else a number (or a string that reads as one) in a member named
    for money (`_MONEY_WORDS`) or anywhere under such a member; else a number
    beside a `currency` member. Only the first kind can be valued.
    """
    if depth > _MAX_WALK_DEPTH:  # deeper than any L8 limit allows by default: fail closed
        tally[0] += 1
        tally[2] = 1
        return
    if type(node) is list:
        for item in node:
            kind_of = type(item)
            if kind_of is dict or kind_of is list:
                _walk(item, valuation, tally, depth + 1, money=money)
            elif money and _is_number(item):
                tally[0] += 1
                tally[2] = 1
        return
    if type(node) is not dict:
        return
    kinds = valuation.kinds
    currency = node.get("currency", _ABSENT)
    for key, value in node.items():
        kind = kinds.get(key)
        if kind is None:
            kind = _kind(key, valuation)
        type_of = type(value)
        if kind == _MINOR:
            tally[0] += 1
            amount = int(value) if type_of is float and value.is_integer() else value
            worth = valuation.value(amount, currency) if type(amount) is int else None
            if worth is None:
                tally[2] = 1
            else:
                tally[1] += worth
        elif type_of is dict or type_of is list:
            _walk(value, valuation, tally, depth + 1, money=money or kind == _MONEY)
        elif kind == _CURRENCY:
            continue
        elif (money or kind == _MONEY) and _is_number(value):
            tally[0] += 1
            tally[2] = 1
        elif currency is not _ABSENT and (type_of is int or type_of is float):
            tally[0] += 1  # a number beside a currency (a string there is a flight number...)
            tally[2] = 1


def _is_number(value: object) -> bool:
    """A number, or a string that reads as one, in time linear in the string.

    Digits and no letters (`1,250.00`, `$100`, `-1`), or an exponent form (`1.5e6`).
    """
    kind = type(value)
    if kind is int or kind is float:
        return True
    if not isinstance(value, str) or _ASCII_DIGIT.search(value) is None:
        return False
    if len(value) > _MAX_NUMBER_TEXT or _ASCII_LETTER.search(value) is None:
        return True
    return _EXPONENT.fullmatch(value.strip()) is not None


def _kind(key: str, valuation: Valuation) -> int:
    """What member `key` is to `_walk` (remembered per valuation, at most `_MAX_KINDS` names)."""
    if type(key) is not str:  # JSON names are strings; anything else names no money
        return _OTHER
    if key == "currency":
        kind = _CURRENCY
    elif key in valuation.minor_fields:
        kind = _MINOR
    elif any(word.lower() in _MONEY_WORDS for word in _WORDS.findall(key)):
        kind = _MONEY
    else:
        kind = _OTHER
    if len(key) > _MAX_KIND_NAME:
        return kind  # worked out each time: 4,096 names of 64 KiB each held 256 MiB
    if len(valuation.kinds) >= _MAX_KINDS:  # a peer inventing names: start again
        valuation.kinds.clear()
    valuation.kinds[key] = kind
    return kind


__all__ = ["AMOUNT_KEYS", "LONG", "amounts_in", "long_value"]
