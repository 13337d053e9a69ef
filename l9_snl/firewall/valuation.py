"""What amounts are worth: the valuation table (`valuation.json`) and its parser.

A table says, for each currency the firewall can value, its minor-unit
exponent and the value of one major unit in minor units of a reference
currency (format in `Valuation`). Without one in a policy directory, the
shipped table (`examples/valuation.json`) applies.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from fractions import Fraction
from importlib import resources
from typing import Any, Final

from contexts.lint import json_pointer
from l9_snl.firewall.findings import PolicyError

VALUATION_FILE: Final = "valuation.json"
DEFAULT_VALUATION_TEXT: Final = (
    resources.files("l9_snl.firewall").joinpath("examples", VALUATION_FILE).read_text("utf-8")
)
"""The shipped table: a few ISO 4217 fiat currencies, valued in US cents."""

_CURRENCY_CODE: Final = re.compile(r"[A-Z]{3}")
_DECIMAL: Final = re.compile(r"(?:0|[1-9][0-9]{0,29})(?:\.[0-9]{1,18})?")
_NOT_CURRENCIES: Final = frozenset({"XXX", "XTS"})
"""ISO 4217's "no currency" and "testing" codes: nothing to value."""
_MAX_EXPONENT: Final = 18
_MAX_CURRENCIES: Final = 512
_MAX_FIELDS: Final = 64
_LONG_MAX: Final = 2**63 - 1
DEFAULT_MINOR_UNIT_FIELDS: Final = ("amount_minor", "price_minor")


class Valuation:
    """What amounts are worth: a rate table in integer minor units of a reference currency.

    The table (`valuation.json`)::

        {"reference": "USD",
         "currencies": {"USD": {"exponent": 2, "value": 100},
                        "JPY": {"exponent": 0, "value": "0.75"}},
         "minor_unit_fields": ["amount_minor", "price_minor"]}

    `value` is what one major unit of the currency is worth in minor units of
    the reference currency: an integer, or a decimal string (never a JSON
    float). `exponent` is the currency's minor-unit exponent (2 for USD, 0
    for JPY, 3 for KWD). `minor_unit_fields` name the members that hold an
    integer amount in minor units of the `currency` member beside them
    (optional; the default is `amount_minor` and `price_minor`). An amount is
    valued by exact integer arithmetic, rounded up.
    """

    __slots__ = ("_factors", "currencies", "kinds", "minor_fields", "reference")

    def __init__(
        self,
        reference: str,
        currencies: Mapping[str, tuple[int, Fraction]],
        minor_fields: frozenset[str] = frozenset(DEFAULT_MINOR_UNIT_FIELDS),
    ) -> None:
        self.reference = reference
        """The currency values and thresholds count in (its minor unit)."""
        self.currencies = dict(currencies)
        """Code -> (minor-unit exponent, value of one major unit in reference minor units)."""
        self.minor_fields = minor_fields
        """Members that hold an amount in minor units of the `currency` beside them."""
        self._factors: dict[str, tuple[int, int]] = {}
        for code, (exponent, value) in self.currencies.items():
            per_minor = value / 10**exponent
            self._factors[code] = (per_minor.numerator, per_minor.denominator)
        self.kinds: dict[str, int] = {}
        """What each member name is to the request builder (its cache; see `core`)."""

    def value(self, amount_minor: int, currency: object) -> int | None:
        """`amount_minor` of `currency` in reference minor units (rounded up), or None.

        None when the currency is not a code of the table (exactly: `usd` is not
        `USD`), or the amount or its value is not a 64-bit integer >= 0.
        """
        factor = self._factors.get(currency) if type(currency) is str else None
        if factor is None or not 0 <= amount_minor <= _LONG_MAX:
            return None
        numerator, denominator = factor
        valued = -(-amount_minor * numerator // denominator)
        return valued if valued <= _LONG_MAX else None


def valuation_from_text(text: str) -> Valuation:
    """A valuation table from its JSON text; `PolicyError` naming the fault."""
    try:
        document = json.loads(
            text, object_pairs_hook=unique_keys, parse_float=_no_float, parse_constant=_no_float
        )
    except ValueError as exc:
        raise PolicyError(VALUATION_FILE, f"not JSON: {exc}") from exc
    if not isinstance(document, dict) or set(document) - {
        "reference",
        "currencies",
        "minor_unit_fields",
    }:
        raise PolicyError(
            VALUATION_FILE,
            "expected {reference, currencies[, minor_unit_fields]} and no more",
            pointer="",
        )
    entries = document.get("currencies")
    if not isinstance(entries, dict) or not 0 < len(entries) <= _MAX_CURRENCIES:
        message = f"currencies: 1 to {_MAX_CURRENCIES} entries"
        raise PolicyError(VALUATION_FILE, message, pointer="/currencies")
    currencies = {code: _currency(code, entry) for code, entry in entries.items()}
    reference = document.get("reference")
    if not isinstance(reference, str) or reference not in currencies:
        message = "reference: one of the currencies' codes"
        raise PolicyError(VALUATION_FILE, message, pointer="/reference")
    exponent, value = currencies[reference]
    if value != 10**exponent:
        raise PolicyError(
            VALUATION_FILE,
            f"{reference}: the reference currency's value is {10**exponent}",
            pointer=json_pointer(("currencies", reference)),
        )
    fields = document.get("minor_unit_fields", list(DEFAULT_MINOR_UNIT_FIELDS))
    if (
        not isinstance(fields, list)
        or not 0 < len(fields) <= _MAX_FIELDS
        or not all(isinstance(f, str) and f and f != "currency" for f in fields)
    ):
        raise PolicyError(
            VALUATION_FILE,
            f"minor_unit_fields: 1 to {_MAX_FIELDS} member names (not currency)",
            pointer="/minor_unit_fields",
        )
    return Valuation(reference, currencies, frozenset(fields))


def _currency(code: str, entry: object) -> tuple[int, Fraction]:
    where = json_pointer(("currencies", code))
    if not _CURRENCY_CODE.fullmatch(code) or code in _NOT_CURRENCIES:
        message = f"{code!r} is not a currency code that can be valued"
        raise PolicyError(VALUATION_FILE, message, pointer=where)
    if not isinstance(entry, dict) or set(entry) != {"exponent", "value"}:
        raise PolicyError(VALUATION_FILE, f"{code}: exactly exponent and value", pointer=where)
    exponent, value = entry["exponent"], entry["value"]
    if type(exponent) is not int or not 0 <= exponent <= _MAX_EXPONENT:
        message = f"{code}: exponent is an integer 0 to {_MAX_EXPONENT}"
        raise PolicyError(VALUATION_FILE, message, pointer=where + "/exponent")
    if type(value) is int or (isinstance(value, str) and _DECIMAL.fullmatch(value)):
        worth = Fraction(value)
    else:
        message = f'{code}: value is an integer or a decimal string such as "0.75"'
        raise PolicyError(VALUATION_FILE, message, pointer=where + "/value")
    if worth <= 0 or worth > _LONG_MAX:
        message = f"{code}: value is above 0 and a 64-bit integer at most"
        raise PolicyError(VALUATION_FILE, message, pointer=where + "/value")
    return exponent, worth


def _no_float(text: str) -> Fraction:
    msg = f"{text} is a JSON float: write a value as an integer or a decimal string"
    raise ValueError(msg)


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's members; `ValueError` if a key appears twice."""
    keys = [key for key, _ in pairs]
    for key in keys:
        if keys.count(key) > 1:
            msg = f"{key!r} appears twice"
            raise ValueError(msg)
    return dict(pairs)


DEFAULT_VALUATION: Final[Valuation] = valuation_from_text(DEFAULT_VALUATION_TEXT)
"""The shipped table, parsed (used by every bundle built without one)."""

__all__ = [
    "DEFAULT_MINOR_UNIT_FIELDS",
    "DEFAULT_VALUATION",
    "DEFAULT_VALUATION_TEXT",
    "VALUATION_FILE",
    "Valuation",
    "unique_keys",
    "valuation_from_text",
]
