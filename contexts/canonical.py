"""Canonical bytes (RFC 8785, JSON Canonicalization Scheme) and context digests.

A context's digest is the SHA-256 of its RFC 8785 bytes, written
`sha256:<64 hex digits>`. Two parties that hold the same document compute
the same digest whatever whitespace or key order their copies had.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, Final

import orjson
import rfc8785

from contexts.exceptions import InvalidDocumentError

DIGEST_PREFIX: Final = "sha256:"
_DIGEST_RE: Final = re.compile(r"\Asha256:[0-9a-f]{64}\Z")


_SAFE_INTEGER: Final = 2**53 - 1


_FAST_DEPTH: Final = 64


def _orjson_is_canonical(value: Any, depth: int = 0) -> bool:  # noqa: ANN401, C901 - any JSON; flat for speed
    """Whether sorted-key orjson output equals RFC 8785 for `value`.

    It does when there are no floats (number formatting differs), no
    integers JCS refuses, and only ASCII member names (JCS sorts by UTF-16
    code units, orjson by code points: they agree on ASCII). String escaping
    is the same in both (checked by tests/test_context_document.py).
    Recursive (faster than a stack here); deep values take the careful path.
    """
    kind = type(value)
    if kind is dict:
        for key in value:
            if type(key) is not str or not key.isascii():
                return False
        children = value.values()
    elif kind is list:
        children = value
    else:
        return _scalar_is_canonical(value)
    if depth > _FAST_DEPTH:
        return False
    for child in children:
        child_kind = type(child)
        if child_kind is str or child_kind is bool or child is None:
            continue
        if child_kind is dict or child_kind is list:
            if not _orjson_is_canonical(child, depth + 1):
                return False
        elif not _scalar_is_canonical(child):
            return False
    return True


def _scalar_is_canonical(value: object) -> bool:
    kind = type(value)
    if kind is str or kind is bool or value is None:
        return True
    # Floats, and subclasses of str or int (an enum member), take the careful path.
    return kind is int and -_SAFE_INTEGER <= value <= _SAFE_INTEGER  # type: ignore[operator]


def canonical_bytes(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """The RFC 8785 canonical encoding of a JSON value.

    Raises `InvalidDocumentError` for values JSON cannot carry exactly
    (NaN, infinities, integers beyond 2**53). Values without floats and with
    ASCII member names take a fast path (orjson, 20-50x faster) whose output
    is byte-for-byte the same.
    """
    try:
        if _orjson_is_canonical(value):
            return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError as exc:  # nesting beyond orjson's limit
        raise InvalidDocumentError(f"not canonicalisable as RFC 8785 JSON: {exc}") from exc
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, TypeError, RecursionError) as exc:
        raise InvalidDocumentError(f"not canonicalisable as RFC 8785 JSON: {exc}") from exc


def digest_of_bytes(data: bytes) -> str:
    """The `sha256:<hex>` digest of bytes that are already canonical."""
    return DIGEST_PREFIX + hashlib.sha256(data).hexdigest()


def digest_of(value: Any) -> str:  # noqa: ANN401 - any JSON value
    """The `sha256:<hex>` digest of a JSON value's canonical bytes."""
    return digest_of_bytes(canonical_bytes(value))


def is_digest(text: object) -> bool:
    """Whether `text` is a well-formed `sha256:<64 lowercase hex>` digest."""
    return isinstance(text, str) and _DIGEST_RE.match(text) is not None


def parse_json(data: bytes | str) -> Any:  # noqa: ANN401 - any JSON value
    """Parse JSON strictly (orjson: no NaN, no duplicate-key tricks beyond last-wins).

    Raises `InvalidDocumentError` with the parser's reason.
    """
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise InvalidDocumentError(f"not JSON: {exc}") from exc
