"""Compact envelopes (spec 12.18): what a locked session implies is not sent.

On a session that agreed the `snl.compact` extension, every message a side
seals leaves out the members the session already says: `from` (always the
sealing side), `to` when it is exactly the peer, and, in an ACK (12.17), its
`performative` and a `conversation_id` equal to its `id`; `ts` in the form
this implementation writes travels as integer milliseconds. A missing `from`
is what marks the compact form (the full form always has one), so a reader
that holds no key, a gateway, can restore a peer's messages too, knowing only
who is at each end of the stream. The MAC covers the bytes as sent; the
receiver restores the full envelope after authenticating it and before
anything reads it, so everything above sees exactly the envelope its peer
built (`CompactForm.restore(CompactForm.compact(wire)) == wire`).
"""

from __future__ import annotations

import calendar
import time
from dataclasses import dataclass
from typing import Any, Final

from l8_comm import Performative

COMPACT_EXTENSION: Final = "snl.compact"
"""The extension (spec 12.4) under which sealed messages travel compact."""
ACK_PROTOCOL_NAME: Final = "snl-ack"
"""The protocol of L9's acknowledgements (spec 12.17), whose performative is implied."""
_INFORM: Final = str(Performative.INFORM)

_TS_LENGTH: Final = len("2026-11-30T03:32:05.885Z")
_MINUTE: Final = 17  # len("2026-11-30T03:32:")
_MAX_MINUTES: Final = 4096
_minute_starts: dict[str, int] = {}  # "YYYY-MM-DDTHH:MM:" -> its first millisecond
_minute_names: dict[int, str] = {}  # and back


def timestamp_millis(ts: str) -> int | None:
    """`ts` as milliseconds since the epoch, when it is exactly `YYYY-MM-DDTHH:MM:SS.mmmZ`.

    None for any other form (kept as a string): only this form comes back the same
    from `millis_timestamp`, and a compact envelope must restore to what was built.
    """
    if len(ts) != _TS_LENGTH or ts[19] != "." or ts[23] != "Z":
        return None
    digits = ts[17:19] + ts[20:23]
    if not (digits.isascii() and digits.isdigit()):  # str.isdigit alone takes other scripts'
        return None
    minute = ts[:_MINUTE]
    start = _minute_starts.get(minute)
    if start is None:
        start = _minute_start(minute)
        if start is None:
            return None
    seconds = int(digits[:2])
    if seconds > 59:
        return None
    return start + seconds * 1000 + int(digits[2:])


def _minute_start(minute: str) -> int | None:
    """The first millisecond of `YYYY-MM-DDTHH:MM:` (remembered), or None if it is not one."""
    try:
        parsed = time.strptime(minute + "00", "%Y-%m-%dT%H:%M:%S")
    except ValueError:
        return None
    start = calendar.timegm(parsed) * 1000
    if start < 0 or time.strftime("%Y-%m-%dT%H:%M:", time.gmtime(start // 1000)) != minute:
        return None  # a form strptime accepts but would not write back
    _remember(minute, start)
    return start


def millis_timestamp(millis: int) -> str | None:
    """The `YYYY-MM-DDTHH:MM:SS.mmmZ` form of `millis`; None outside years 1970-9999."""
    if not 0 <= millis < 253_402_300_800_000:
        return None
    start, into = divmod(millis, 60_000)
    start *= 60_000
    minute = _minute_names.get(start)
    if minute is None:
        minute = time.strftime("%Y-%m-%dT%H:%M:", time.gmtime(start // 1000))
        _remember(minute, start)
    seconds, rest = divmod(into, 1000)
    return f"{minute}{seconds:02d}.{rest:03d}Z"


def _remember(minute: str, start: int) -> None:
    if len(_minute_starts) >= _MAX_MINUTES:
        _minute_starts.clear()
        _minute_names.clear()
    _minute_starts[minute] = start
    _minute_names[start] = minute


@dataclass(frozen=True, slots=True)
class CompactForm:
    """The members one side of a session leaves out, and restores, in sealed messages."""

    local: str
    """This side's agent id: the `from` of what it sends, the `to` of what it receives."""
    peer: str
    """The other side's: the `from` of what it receives, the `to` of what it sends."""

    def compact(self, wire: dict[str, Any]) -> dict[str, Any]:
        """The compact form of an envelope this side sends (itself, when it cannot be)."""
        if wire.get("from") != self.local:
            return wire  # a `from` present means the full form: nothing else is left out
        out = dict(wire)  # a copy (C speed), then the members the session implies go
        del out["from"]
        to = wire.get("to")
        if to is not None and len(to) == 1 and to[0] == self.peer:
            del out["to"]
        ts = wire.get("ts")
        if type(ts) is str:
            millis = timestamp_millis(ts)
            if millis is not None:
                out["ts"] = millis
        if wire.get("protocol") == ACK_PROTOCOL_NAME:
            if wire.get("performative") == _INFORM:
                del out["performative"]
            if "conversation_id" in wire and wire["conversation_id"] == wire.get("id"):
                del out["conversation_id"]
        return out

    def restore(self, wire: dict[str, Any]) -> None:
        """Give a received envelope, authenticated, back the members its compact form left out.

        A value that does not restore (an integer `ts` out of range, say) is left as
        it came, for the envelope checks to refuse.
        """
        restore_from(wire, sender=self.peer, recipient=self.local)


def restore_from(wire: dict[str, Any], *, sender: str, recipient: str) -> None:
    """Restore a compact envelope sent by `sender` to `recipient` in place; a full one is kept."""
    if "from" in wire:
        return
    wire["from"] = sender
    if "to" not in wire:
        wire["to"] = [recipient]
    ts = wire.get("ts")
    if type(ts) is int:
        restored = millis_timestamp(ts)
        if restored is not None:
            wire["ts"] = restored
    if wire.get("protocol") == ACK_PROTOCOL_NAME:
        if "performative" not in wire:
            wire["performative"] = _INFORM
        if "conversation_id" not in wire and "id" in wire:
            wire["conversation_id"] = wire["id"]


__all__ = [
    "ACK_PROTOCOL_NAME",
    "COMPACT_EXTENSION",
    "CompactForm",
    "millis_timestamp",
    "restore_from",
    "timestamp_millis",
]
