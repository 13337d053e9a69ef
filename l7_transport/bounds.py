"""Ranges of configuration values, checked when a config is built: one rule, one message.

Each config dataclass of the stack (`TransportConfig`, `l8_comm.EndpointConfig` and
`Limits`, `l9_snl.SemanticConfig`, `HandshakeConfig`, the pattern configs) lists a range for
every numeric field and the pairs of fields that must be ordered (`ConfigBounds`), and
checks them from `__post_init__`: a value no range admits is refused as the object is
built, in one line naming the class, the field, the value and the range, rather than
switching a protection off or failing later on every connection. The tests are written as
"inside the range" (`lo <= value <= hi`, ends finite), never "not below the floor", so that
NaN, for which every comparison is false, is refused with infinity; a count must be an
`int` (not a bool, not a float). Pure: l8_comm and l9_snl import it from here (imports
point down).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

SHORTEST_SECONDS: Final = 0.001
"""The shortest time a config may give: a millisecond (the event loop's timers are coarser)."""
DAY: Final = 86_400.0
"""The longest timeout a config may give: longer is "never" in all but name."""
MONTH: Final = 30 * DAY
"""The longest lifetime a config may give (a subscription, a long-lived conversation)."""
MANY: Final = 10**6
"""The most of anything a config counts with no tighter bound of its own: past what one
process serves (the CLI's `--max-connections` cap), so a larger value is a slip."""
GIB: Final = 2**30
"""The most bytes a config may let one buffer hold with no tighter bound of its own."""
WINDOW_LIMIT: Final = 2**31 - 1
"""The largest HTTP/2 flow-control window (RFC 9113 6.9.1)."""
UINT32_LIMIT: Final = 2**32 - 1
"""The largest value of a 32-bit field: an HTTP/2 setting, an L8 frame header's length."""


@dataclass(frozen=True, slots=True)
class Count:
    """A whole number (an `int`: not a bool, not a float) from `lo` to `hi`, both included."""

    lo: int
    """The smallest admitted."""
    hi: int
    """The largest admitted."""
    optional: bool = False
    """Whether None is admitted as well."""

    def admits(self, value: object) -> bool:
        """Whether `value` is in this range."""
        return type(value) is int and self.lo <= value <= self.hi

    def describe(self) -> str:
        """The range in words, for a refusal."""
        return f"a whole number from {self.lo} to {self.hi}"


@dataclass(frozen=True, slots=True)
class Quantity:
    """An `int` or `float` (not a bool) from `lo` to `hi`, both finite and included."""

    lo: float
    """The smallest admitted."""
    hi: float
    """The largest admitted."""
    unit: str = "seconds"
    """What it counts, for a refusal ("seconds", "per second")."""
    optional: bool = False
    """Whether None is admitted as well."""

    def __post_init__(self) -> None:
        if not (math.isfinite(self.lo) and math.isfinite(self.hi) and self.lo <= self.hi):
            msg = f"a range needs finite ends in order, got {self.lo!r} to {self.hi!r}"
            raise ValueError(msg)

    def admits(self, value: object) -> bool:
        """Whether `value` is in this range (finite ends: NaN and infinities are not)."""
        return (
            isinstance(value, int | float)
            and not isinstance(value, bool)
            and self.lo <= value <= self.hi
        )

    def describe(self) -> str:
        """The range in words, for a refusal."""
        return f"a number of {self.unit} from {self.lo:g} to {self.hi:g}"


def seconds(lo: float = SHORTEST_SECONDS, hi: float = DAY, *, optional: bool = False) -> Quantity:
    """A time in seconds, from a millisecond to a day unless told otherwise."""
    return Quantity(lo, hi, "seconds", optional)


@dataclass(frozen=True, slots=True)
class Order:
    """Two fields of one config, the first of which must not exceed the second."""

    smaller: str
    """The field that must be the smaller."""
    larger: str
    """The field that must be the larger."""
    why: str
    """Why, in a few words, for the refusal: what the pair would mean otherwise."""
    strict: bool = False
    """Whether they must differ too (`smaller` < `larger`)."""

    def holds(self, smaller: object, larger: object) -> bool:
        """Whether two values in their ranges are in order (None, where allowed, always is)."""
        if smaller is None or larger is None:
            return True
        assert isinstance(smaller, int | float)  # noqa: S101 - checked by its range first
        assert isinstance(larger, int | float)  # noqa: S101
        return smaller < larger if self.strict else smaller <= larger


@dataclass(frozen=True, slots=True)
class ConfigBounds:
    """What a config class admits: a range per numeric field, and orders between fields."""

    ranges: Mapping[str, Count | Quantity]
    """Every numeric field, by name, with its range."""
    orders: tuple[Order, ...] = ()
    """Pairs that must be ordered, checked once every field is in its range."""

    def check(self, config: object) -> None:
        """Refuse `config` (a `ValueError`, one line) if a field is out of its range or order."""
        owner = type(config).__name__
        for name, allowed in self.ranges.items():
            value = getattr(config, name)
            if value is None and allowed.optional:
                continue
            if not allowed.admits(value):
                alternative = " (or None)" if allowed.optional else ""
                msg = f"{owner}.{name}: {value!r} is not {allowed.describe()}{alternative}"
                raise ValueError(msg)
        for order in self.orders:
            smaller, larger = getattr(config, order.smaller), getattr(config, order.larger)
            if not order.holds(smaller, larger):
                relation = "below" if order.strict else "at most"
                msg = (
                    f"{owner}: {order.smaller} ({smaller!r}) must be {relation} "
                    f"{order.larger} ({larger!r}): {order.why}"
                )
                raise ValueError(msg)


__all__ = [
    "DAY",
    "GIB",
    "MANY",
    "MONTH",
    "SHORTEST_SECONDS",
    "UINT32_LIMIT",
    "WINDOW_LIMIT",
    "ConfigBounds",
    "Count",
    "Order",
    "Quantity",
    "seconds",
]
