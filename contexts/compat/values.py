"""JSON values as the comparison sees them: equal under JSON equality, and shortened in messages."""

from __future__ import annotations

from typing import Any, Final

import orjson

_MAX_SHOWN: Final = 80


def integral(value: Any) -> Any:  # noqa: ANN401 - any JSON value
    """`value`, an int if it is an integral float (`2.0` is `2`; not past 2**53).

    JSON has one number type: a peer that writes `2` as `2.0` (a protobuf `Struct`,
    a double in any language) means the integer. For a member that holds one number:
    anything else comes back as it is (a list or an object is not walked).
    """
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    return value


def json_numbers(value: Any) -> Any:  # noqa: ANN401 - any JSON value
    """`value` with its integral floats made ints, at any depth (`integral`)."""
    if isinstance(value, float):
        return integral(value)
    if isinstance(value, list):
        return [json_numbers(item) for item in value]
    if isinstance(value, dict):
        return {key: json_numbers(item) for key, item in value.items()}
    return value


def _key(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """A comparison key with JSON equality: `1 == 1.0`, `true != 1`, key order ignored."""
    return orjson.dumps(json_numbers(value), option=orjson.OPT_SORT_KEYS)


def _shown(value: Any) -> str:  # noqa: ANN401 - any JSON value
    text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."
