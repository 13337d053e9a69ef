"""The rules every envelope obeys, checked on the wire form (a dict) before an `Envelope` exists.

Used by the decoder on every frame and by the `Envelope` constructor, so an
envelope that exists is a valid one, whichever side made it.
"""

from __future__ import annotations

import math
import re
from typing import Any, Final

from l8_comm.config import Limits
from l8_comm.exceptions import ErrorCode, RemoteProtocolError, remote_error_class
from l8_comm.identifiers import (
    AGENT_ID_PATTERN,
    ANY_RECIPIENT,
    CONTEXT_TYPE_PATTERN,
    ID_PATTERN,
    URN_PATTERN,
    is_timestamp,
)
from l8_comm.performatives import PERFORMATIVE_NAME
from l8_comm.protocols import PROTOCOL_NAME
from l8_comm.registry import Registry

KNOWN_FIELDS: Final = (
    "protocol",
    "id",
    "ts",
    "from",
    "to",
    "performative",
    "conversation_id",
    "in_reply_to",
    "context",
    "ontology",
    "content",
)
"""Envelope fields this version defines, in their canonical order. Others are preserved."""

CONTEXT_FIELDS: Final = ("id", "type", "parent", "metadata")
"""Sub-context fields this version defines. Others are preserved."""

_id_ok = ID_PATTERN.fullmatch
_agent_ok = AGENT_ID_PATTERN.fullmatch
_ctx_type_ok = CONTEXT_TYPE_PATTERN.fullmatch
_protocol_ok = PROTOCOL_NAME.fullmatch
_urn_ok = URN_PATTERN.fullmatch
_INT_MIN: Final = -(2**63)
_INT_MAX: Final = 2**64 - 1


def brief(value: object, limit: int = 48) -> str:
    """`repr(value)`, cut short: error messages never echo a large input back."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


PEER_WORDS: Final = 300
"""The most characters of a peer's words (a reason) that `peer_words` keeps."""


def peer_words(value: object, limit: int = PEER_WORDS) -> str:
    """What a peer wrote (a reason), fit for a message or a log line of this side's.

    Its control characters (line breaks, terminal escapes, bidi and zero-width controls:
    whatever is not `str.isprintable`) become spaces, runs of spaces one, and it is cut
    to `limit` characters with an ellipsis; "" when `value` is no string.
    """
    if not isinstance(value, str):
        return ""
    read = value[: limit * 4]  # a 64 Ki reason is not read whole to keep 300 of it
    said = " ".join("".join(c if c.isprintable() else " " for c in read).split())
    whole = len(said) <= limit and len(read) == len(value)
    return said if whole else said[: limit - 1] + "\u2026"


def _readable(wire: dict[str, Any], key: str) -> str | None:
    value = wire.get(key)
    if key == "from":
        return value if isinstance(value, str) and _agent_ok(value) else None
    if key == "protocol":
        return value if isinstance(value, str) and _protocol_ok(value) else None
    if key == "performative":
        return value if isinstance(value, str) and PERFORMATIVE_NAME.fullmatch(value) else None
    return value if isinstance(value, str) and _id_ok(value) else None


def envelope_error(
    code: ErrorCode, message: str, wire: dict[str, Any] | None = None, field: str | None = None
) -> RemoteProtocolError:
    """The remote error for `code`, attributed to whatever of `wire` could be read."""
    if wire is None:
        return remote_error_class(code)(code, message, field=field)
    return remote_error_class(code)(
        code,
        message,
        field=field,
        message_id=_readable(wire, "id"),
        conversation_id=_readable(wire, "conversation_id"),
        protocol=_readable(wire, "protocol"),
        sender=_readable(wire, "from"),
        performative=_readable(wire, "performative"),
    )


def _missing(wire: dict[str, Any], field: str) -> RemoteProtocolError:
    return envelope_error(
        ErrorCode.MISSING_FIELD, f"required field {field!r} is absent", wire, field
    )


def _invalid(
    wire: dict[str, Any], field: str, what: str, code: ErrorCode = ErrorCode.INVALID_FIELD
) -> RemoteProtocolError:
    return envelope_error(code, f"field {field!r} {what}", wire, field)


def _check_id(wire: dict[str, Any], field: str, value: object) -> None:
    if type(value) is not str or not _id_ok(value):
        raise _invalid(
            wire, field, "must be 22-64 characters of A-Z a-z 0-9 _ -", ErrorCode.INVALID_ID
        )


def _check_recipients(wire: dict[str, Any], to: object, limits: Limits) -> None:
    if type(to) is not list and type(to) is not tuple:
        raise _invalid(wire, "to", "must be an array of agent ids")
    if not to:
        raise _invalid(wire, "to", "must name at least one recipient")
    if len(to) > limits.max_recipients:
        raise _invalid(
            wire,
            "to",
            f"names {len(to)} recipients; the limit is {limits.max_recipients}",
            ErrorCode.TOO_MANY_RECIPIENTS,
        )
    for recipient in to:
        if type(recipient) is not str or not (_agent_ok(recipient) or recipient == ANY_RECIPIENT):
            raise _invalid(wire, "to", f"holds {brief(recipient)}, which is not an agent id")
    if len(to) > 1 and (len(set(to)) != len(to) or ANY_RECIPIENT in to):
        raise _invalid(wire, "to", "must not repeat a recipient or mix '*' with others")


def _check_context(wire: dict[str, Any], context: object) -> None:
    if type(context) is not dict:
        raise _invalid(wire, "context", "must be an object")
    if "id" not in context:
        raise _missing(wire, "context.id")
    _check_id(wire, "context.id", context["id"])
    kind = context.get("type")
    if kind is not None and (type(kind) is not str or not _ctx_type_ok(kind)):
        raise _invalid(wire, "context.type", f"must match {CONTEXT_TYPE_PATTERN.pattern}")
    if "type" in context and kind is None:
        raise _invalid(wire, "context.type", "must be omitted rather than null")
    if "parent" in context:
        _check_id(wire, "context.parent", context["parent"])
    if "metadata" in context and type(context["metadata"]) is not dict:
        raise _invalid(wire, "context.metadata", "must be an object")


def check_wire(
    wire: dict[str, Any], limits: Limits, registry: Registry, raw: bytes | None = None
) -> None:
    """Raise the `RemoteProtocolError` for the first rule `wire` breaks.

    `raw` is the encoded form when `wire` was just parsed from it: its types
    are then known to be JSON, and its size bounds string lengths and depth,
    which lets small envelopes skip the walk over every value.
    """
    if plainly_valid(wire, limits, registry, raw):
        if raw is not None:
            return
    else:
        _check_fields(wire, limits, registry)
    # A string cannot hold more characters than the frame has bytes, and
    # nesting cannot go deeper than the number of opening brackets.
    if (
        raw is not None
        and len(raw) <= limits.max_string_length
        and raw.count(b"{") + raw.count(b"[") <= limits.max_depth
    ):
        return
    if not _values_plainly_valid(wire, 1, limits.max_depth, limits.max_string_length):
        _check_values(wire, limits, json_typed=raw is not None)


def _values_plainly_valid(  # noqa: C901, PLR0911, PLR0912 - one flat walk, for speed
    value: object, depth: int, max_depth: int, max_len: int
) -> bool:
    """True when every value is a JSON value within the limits (no path kept: fast).

    False means "look closer": `_check_values` then finds and explains the fault.
    """
    kind = type(value)
    if kind is dict:
        for key in value:  # type: ignore[attr-defined]
            if type(key) is not str or len(key) > max_len:
                return False
        children = value.values()  # type: ignore[attr-defined]
    elif kind is list or kind is tuple:
        children = value
    elif kind is str:
        return len(value) <= max_len  # type: ignore[arg-type]
    else:
        return _is_json_scalar(value)
    if depth > max_depth:
        return False
    for item in children:
        child = type(item)
        if child is str:
            if len(item) > max_len:
                return False
        elif child is dict or child is list or child is tuple:
            if not _values_plainly_valid(item, depth + 1, max_depth, max_len):
                return False
        elif not _is_json_scalar(item):
            return False
    return True


# The fast path remembers agent ids and timestamp minutes it has validated,
# since a session repeats them in message after message. Bounded: cleared
# when full.
_MEMORY_LIMIT: Final = 4096
_seen_agents: set[str] = set()
_seen_minutes: set[str] = set()
_second_ok = re.compile(r"[0-5][0-9](?:\.[0-9]{1,9})?Z").fullmatch


def _learn_agent(value: str) -> bool:
    if not _agent_ok(value):
        return False
    if len(_seen_agents) >= _MEMORY_LIMIT:
        _seen_agents.clear()
    _seen_agents.add(value)
    return True


def _learn_minute(ts: str) -> bool:
    """True when `ts` is a valid timestamp; remembers its minute (`YYYY-MM-DDTHH:MM:`)."""
    if not is_timestamp(ts):
        return False
    if len(_seen_minutes) >= _MEMORY_LIMIT:
        _seen_minutes.clear()
    _seen_minutes.add(ts[:17])
    return True


def plainly_valid(  # noqa: PLR0911 - each early False is a rule that did not visibly hold
    wire: dict[str, Any], limits: Limits, registry: Registry, raw: bytes | None
) -> bool:
    """The fast path: True when every rule visibly holds; False means "look closer".

    It may answer False for a valid envelope (then `_check_fields` decides)
    but never True for an invalid one: each test is the rule itself or a
    stricter one. Wrong types surface as TypeError or KeyError, hence False.
    With `raw` (the decoder's: the bytes `wire` was parsed from) True covers
    every value too; without (an envelope built here), only the fields that
    `_check_fields` checks: the values are walked after.
    """
    try:
        to = wire["to"]
        ts = wire["ts"]
        sender = wire["from"]
        if not (
            (type(to) is list or type(to) is tuple)
            and (len(to) == 1 or (1 < len(to) <= limits.max_recipients and len(set(to)) == len(to)))
            and wire["protocol"] in registry.protocol_names
            and wire["performative"] in registry.performative_names
            and _id_ok(wire["id"])
            and _id_ok(wire["conversation_id"])
            and (sender in _seen_agents or _learn_agent(sender))
            and (ts[:17] in _seen_minutes or _learn_minute(ts))
            and _second_ok(ts, 17)
            and "content" in wire
            and (
                raw is None
                or (
                    len(raw) <= limits.max_string_length
                    and raw.count(b"{") + raw.count(b"[") <= limits.max_depth
                )
            )
        ):
            return False
        for recipient in to:
            if recipient not in _seen_agents and not _learn_agent(recipient):
                return False
        if "in_reply_to" in wire and not _id_ok(wire["in_reply_to"]):
            return False
        if "ontology" in wire and not _urn_ok(wire["ontology"]):
            return False
        if "context" in wire:
            context = wire["context"]
            if type(context) is not dict or not _id_ok(context["id"]):
                return False
            if len(context) > 1 and (
                ("type" in context and not _ctx_type_ok(context["type"]))
                or ("parent" in context and not _id_ok(context["parent"]))
                or ("metadata" in context and type(context["metadata"]) is not dict)
            ):
                return False
    except (KeyError, TypeError):
        return False
    return True


def _required(wire: dict[str, Any], field: str) -> Any:  # noqa: ANN401 - any JSON value
    """The value of a required field; absent or null is `missing_field`."""
    value = wire.get(field)
    if value is None:
        raise _missing(wire, field)
    return value


def _check_fields(  # noqa: C901 - one branch per rule, in the order of the spec's table
    wire: dict[str, Any], limits: Limits, registry: Registry
) -> None:
    protocol = _required(wire, "protocol")
    if type(protocol) is not str:
        raise _invalid(wire, "protocol", "must be a string")
    if protocol not in registry.protocol_names:
        raise _invalid(
            wire,
            "protocol",
            f"names {brief(protocol)}, not a known interaction protocol",
            ErrorCode.UNKNOWN_PROTOCOL,
        )
    _check_id(wire, "id", _required(wire, "id"))
    ts = _required(wire, "ts")
    if type(ts) is not str or not is_timestamp(ts):
        raise _invalid(
            wire,
            "ts",
            "must be an RFC 3339 UTC timestamp such as 2026-11-22T09:30:00.000Z",
            ErrorCode.INVALID_TIMESTAMP,
        )
    sender = _required(wire, "from")
    if type(sender) is not str or not _agent_ok(sender):
        raise _invalid(wire, "from", f"must be an agent id matching {AGENT_ID_PATTERN.pattern}")
    _check_recipients(wire, _required(wire, "to"), limits)
    performative = _required(wire, "performative")
    if type(performative) is not str or performative not in registry.performative_names:
        raise _invalid(
            wire,
            "performative",
            f"holds {brief(performative)}, not a registered performative",
            ErrorCode.UNKNOWN_PERFORMATIVE,
        )
    _check_id(wire, "conversation_id", _required(wire, "conversation_id"))
    if "in_reply_to" in wire:
        _check_id(wire, "in_reply_to", wire["in_reply_to"])
    if "context" in wire:
        _check_context(wire, wire["context"])
    if "ontology" in wire:
        ontology = wire["ontology"]
        if type(ontology) is not str or not _urn_ok(ontology):
            raise _invalid(wire, "ontology", "must be a URN such as urn:contexts:travel:v2.1")
    if "content" not in wire:
        raise _missing(wire, "content")


_MAX_PATH: Final = 256
_MAX_KEY_IN_PATH: Final = 40
_PLAIN_KEY: Final = re.compile(r"[A-Za-z0-9_$@:+-]+", re.ASCII)
"""A key written bare in a path (`.name`); any other is quoted (`['a b']`)."""


def _path(trail: list[tuple[int, object]], at: int) -> str:
    """The dotted path of trail entry `at`, bounded: a path never echoes a large input back.

    The keys are the peer's: one that is not a plain name is written as its `repr` in
    brackets, as `brief` writes values, so that no character the peer chose (a line
    break, a terminal escape, a bidi control) reaches a log line or a message raw.
    """
    parts: list[str] = []
    while at > 0:
        at, key = trail[at]
        if isinstance(key, int):
            parts.append(f"[{key}]")
            continue
        name = str(key)
        if not _PLAIN_KEY.fullmatch(name):
            parts.append(f"[{brief(name, _MAX_KEY_IN_PATH)}]")
            continue
        if len(name) > _MAX_KEY_IN_PATH:
            name = name[: _MAX_KEY_IN_PATH - 3] + "..."
        parts.append(f".{name}" if at > 0 else name)
    path = "".join(reversed(parts))
    return path if len(path) <= _MAX_PATH else "..." + path[-(_MAX_PATH - 3) :]


def _check_values(  # noqa: C901 - one iterative walk, kept flat for speed
    wire: dict[str, Any], limits: Limits, *, json_typed: bool
) -> None:
    """Walk every value once, iteratively; report the first fault found with its path.

    `trail` holds (parent entry, key) for every value pushed, so the path of a
    fault is rebuilt only when there is one.
    """
    max_len = limits.max_string_length
    max_depth = limits.max_depth
    trail: list[tuple[int, object]] = [(0, "")]
    stack: list[tuple[object, int, int]] = [(wire, 1, 0)]
    pop, push, record = stack.pop, stack.append, trail.append
    while stack:
        value, depth, at = pop()
        kind = type(value)
        if kind is str:
            if len(value) > max_len:  # type: ignore[arg-type]
                raise envelope_error(
                    ErrorCode.STRING_TOO_LONG,
                    f"a string of {len(value)} characters exceeds the limit of {max_len}",  # type: ignore[arg-type]
                    wire,
                    _path(trail, at),
                )
        elif kind is dict or kind is list or kind is tuple:
            if depth > max_depth:
                raise envelope_error(
                    ErrorCode.NESTING_TOO_DEEP,
                    f"nesting depth {depth} exceeds the limit of {max_depth}",
                    wire,
                    _path(trail, at),
                )
            if kind is dict:
                for key, item in value.items():  # type: ignore[attr-defined]
                    if type(key) is not str:
                        raise envelope_error(
                            ErrorCode.INVALID_FIELD,
                            f"object key {brief(key)} is not a string",
                            wire,
                            _path(trail, at),
                        )
                    if len(key) > max_len:
                        raise envelope_error(
                            ErrorCode.STRING_TOO_LONG,
                            f"an object key of {len(key)} characters exceeds the limit of "
                            f"{max_len}",
                            wire,
                            _path(trail, at),
                        )
                    record((at, key))
                    push((item, depth + 1, len(trail) - 1))
            else:
                for index, item in enumerate(value):  # type: ignore[arg-type]
                    record((at, index))
                    push((item, depth + 1, len(trail) - 1))
        elif not json_typed and not _is_json_scalar(value):
            raise envelope_error(
                ErrorCode.INVALID_FIELD,
                f"{type(value).__name__} value {brief(value)} cannot be sent as JSON "
                "(only null, booleans, 64-bit integers, finite numbers, strings, arrays, objects)",
                wire,
                _path(trail, at),
            )


def _is_json_scalar(value: object) -> bool:
    kind = type(value)
    if value is None or kind is bool:
        return True
    if kind is int:
        return _INT_MIN <= value <= _INT_MAX  # type: ignore[operator]
    if kind is float:
        return math.isfinite(value)  # type: ignore[arg-type]
    return False
