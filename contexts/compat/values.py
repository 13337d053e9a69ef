"""JSON values as the comparison sees them: equal under JSON equality, and shortened in messages."""

from __future__ import annotations

from typing import Any, Final

import orjson

_MAX_SHOWN: Final = 80


def _normalized(value: Any) -> Any:  # noqa: ANN401 - any JSON value
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    if isinstance(value, list):
        return [_normalized(item) for item in value]
    if isinstance(value, dict):
        return {key: _normalized(item) for key, item in value.items()}
    return value


def _key(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """A comparison key with JSON equality: `1 == 1.0`, `true != 1`, key order ignored."""
    return orjson.dumps(_normalized(value), option=orjson.OPT_SORT_KEYS)


def _shown(value: Any) -> str:  # noqa: ANN401 - any JSON value
    text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."
