"""The formats of identifiers and timestamps on the wire, and how new ones are made.

Ids are at least 22 characters of the base64url alphabet (a 128-bit random
value encodes to exactly 22); UUID strings also qualify. Timestamps are
RFC 3339 in UTC with a `Z` suffix. Randomness and time are passed in.
"""

from __future__ import annotations

import base64
import calendar
import re
import secrets
import time
from collections.abc import Callable
from typing import Final

ID_PATTERN: Final = re.compile(r"[A-Za-z0-9_-]{22,64}")
"""Message, conversation and sub-context ids."""

AGENT_ID_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,254}")
"""Agent ids in `from` and `to`."""
AGENT_ID_RULE: Final = "1 to 255 of A-Z a-z 0-9 . _ : @ / + -, starting with a letter or digit"
"""`AGENT_ID_PATTERN` in words, for messages."""

ANY_RECIPIENT: Final = "*"
"""The recipient that means "whoever is at the other end of this session"."""

CONTEXT_TYPE_PATTERN: Final = re.compile(r"[A-Za-z][A-Za-z0-9._-]{0,63}")
"""Sub-context types."""

URN_PATTERN: Final = re.compile(
    r"urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9()+,.:=@;$_!*'%/?#-]{1,220}"
)
"""The `ontology` field: a URN (RFC 8141), such as `urn:contexts:travel:v2.1`."""

TIMESTAMP_PATTERN: Final = re.compile(
    r"([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
    r"T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]{1,9})?Z"
)
"""RFC 3339 date-time in UTC, `Z` suffix, optional fraction of a second; ASCII digits only."""

_LEAP_CHECK_FROM: Final = 29

RandomSource = Callable[[int], bytes]
"""Returns n random bytes; `secrets.token_bytes` unless a test injects its own."""


def new_id(rng: RandomSource = secrets.token_bytes) -> str:
    """A fresh 128-bit random id, 22 characters of base64url."""
    return base64.urlsafe_b64encode(rng(16))[:22].decode("ascii")


def is_timestamp(value: str) -> bool:
    """True when `value` is an RFC 3339 UTC timestamp naming a real calendar day.

    Years 0001 to 9999: year 0000 matches the pattern but has no day that
    `parse_timestamp` (or a datetime) can name, so it is not one.
    """
    match = TIMESTAMP_PATTERN.fullmatch(value)
    if match is None or match.group(1) == "0000":
        return False
    day = int(match.group(3))
    if day < _LEAP_CHECK_FROM:
        return True
    year, month = int(match.group(1)), int(match.group(2))
    return day <= calendar.monthrange(year, month)[1]


_last_second: tuple[int, str] = (-1, "")
"""The last whole second formatted, and its text: every message of a second shares it."""


def format_timestamp(now: float) -> str:
    """`now` (seconds since the epoch) as an RFC 3339 UTC timestamp with milliseconds."""
    global _last_second  # noqa: PLW0603 - a one-entry cache (one tuple: replaced whole)
    millis = round(now * 1000)
    seconds, millis = divmod(millis, 1000)
    cached = _last_second
    if cached[0] != seconds:
        t = time.gmtime(seconds)  # (strftime's %Y does not pad years below 1000 everywhere)
        day = f"{t.tm_year:04d}-{t.tm_mon:02d}-{t.tm_mday:02d}"
        text = f"{day}T{t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d}"
        cached = _last_second = (seconds, text)
    return f"{cached[1]}.{millis:03d}Z"


def parse_timestamp(value: str) -> float:
    """Seconds since the epoch of an RFC 3339 UTC timestamp; ValueError if it is not one."""
    if not is_timestamp(value):
        msg = f"not an RFC 3339 UTC timestamp: {value!r}"
        raise ValueError(msg)
    whole, _, fraction = value[:-1].partition(".")
    seconds = calendar.timegm(time.strptime(whole, "%Y-%m-%dT%H:%M:%S"))
    return seconds + (float("0." + fraction) if fraction else 0.0)


TOPIC_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/:-]{0,127}")
"""Publish-subscribe topics (the `topic` of SUBSCRIBE and PUBLISH content)."""
