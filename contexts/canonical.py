"""Canonical bytes (RFC 8785, JSON Canonicalization Scheme) and context digests.

A context's digest is the SHA-256 of its RFC 8785 bytes, written
`sha256:<64 hex digits>`. Two parties that hold the same document compute
the same digest whatever whitespace or key order their copies had.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any, Final

import orjson
import rfc8785

from contexts.exceptions import InvalidDocumentError

DIGEST_PREFIX: Final = "sha256:"
_DIGEST_RE: Final = re.compile(r"\Asha256:[0-9a-f]{64}\Z")


_SAFE_INTEGER: Final = 2**53 - 1


_FAST_DEPTH: Final = 64
_CAREFUL: Final = object()
"""What `_fast_form` returns for a value only the careful encoder (rfc8785) can write."""
_INFINITY: Final = float("inf")


def es_number(value: float) -> bytes:
    """A finite double as ECMAScript's Number.prototype.toString writes it (RFC 8785 3.2.2.3).

    The shortest digits that round-trip (Python's `repr` finds the same ones),
    placed by the ECMAScript rule: plain from 1e-6 up to 1e21, else with an
    exponent; integral values without a fraction; -0 as 0. Raises
    `ValueError` for NaN and the infinities, which JSON cannot carry.
    """
    if value != value or value in (_INFINITY, -_INFINITY):  # noqa: PLR0124 - NaN test
        raise ValueError(f"{value!r} is not a JSON number")
    if value == 0:
        return b"0"
    text = repr(value)
    if "e" not in text:  # plain in Python (1e-4 <= |x| < 1e16): plain in ECMAScript too
        return (text.removesuffix(".0")).encode()
    sign = ""
    if text[0] == "-":
        sign, text = "-", text[1:]
    mantissa, _, exponent = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    scale = (int(exponent) if exponent else 0) - len(fraction)  # value = digits * 10**scale
    stripped = digits.rstrip("0")
    scale += len(digits) - len(stripped)
    digits = stripped
    k = len(digits)
    n = k + scale  # ECMAScript's n: value = digits * 10**(n - k)
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = f"{digits[:n]}.{digits[n:]}"
    elif -6 < n <= 0:
        body = "0." + "0" * -n + digits
    else:
        power = n - 1
        body = digits[0] + (f".{digits[1:]}" if k > 1 else "") + f"e{'+' if power >= 0 else '-'}"
        body += str(abs(power))
    return (sign + body).encode()


def _fast_form(value: Any, depth: int = 0) -> Any:  # noqa: ANN401, C901, PLR0911, PLR0912 - any JSON; flat for speed
    """`value` ready for sorted-key orjson to write RFC 8785 bytes, or `_CAREFUL`.

    Sorted-key orjson output equals RFC 8785 when member names are ASCII (JCS
    sorts by UTF-16 code units, orjson by code points: they agree on ASCII),
    integers are safe, and every float is written as ECMAScript writes it:
    floats become `orjson.Fragment`s of `es_number` (containers holding one
    are copied; the rest are the caller's objects, unchanged). String
    escaping is the same in both (checked by tests/test_context_document.py).
    Recursive (faster than a stack here); deep values take the careful path.
    """
    kind = type(value)
    if kind is dict:
        if depth > _FAST_DEPTH:
            return _CAREFUL
        copy: dict[str, Any] | None = None
        for key, child in value.items():  # names and values in one pass
            if type(key) is not str or not key.isascii():
                return _CAREFUL
            child_kind = type(child)
            if child_kind is str or child_kind is bool or child is None:
                continue
            form = _fast_form(child, depth + 1)
            if form is _CAREFUL:
                return _CAREFUL
            if form is not child:
                if copy is None:
                    copy = dict(value)
                copy[key] = form
        return value if copy is None else copy
    if kind is list or kind is tuple:
        if depth > _FAST_DEPTH:
            return _CAREFUL
        items: list[Any] | None = None
        for index, child in enumerate(value):
            child_kind = type(child)
            if child_kind is str or child_kind is bool or child is None:
                continue
            form = _fast_form(child, depth + 1)
            if form is _CAREFUL:
                return _CAREFUL
            if form is not child:
                if items is None:
                    items = list(value)
                items[index] = form
        return value if items is None else items
    if kind is str or kind is bool or value is None:
        return value
    if kind is int:
        return value if -_SAFE_INTEGER <= value <= _SAFE_INTEGER else _CAREFUL
    if kind is float:
        try:
            return orjson.Fragment(es_number(value))
        except ValueError:
            return _CAREFUL
    # Subclasses of str or int (an enum member): the careful path.
    return _CAREFUL


def canonical_bytes(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """The RFC 8785 canonical encoding of a JSON value.

    Raises `InvalidDocumentError` for values JSON cannot carry exactly
    (NaN, infinities, integers beyond 2**53). Values with ASCII member
    names take a fast path (orjson, floats written by `es_number`, 20-50x
    faster) whose output is byte-for-byte the same.
    """
    try:
        form = _fast_form(value)
        if form is not _CAREFUL:
            return orjson.dumps(form, option=orjson.OPT_SORT_KEYS)
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


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's members; `InvalidDocumentError` for a name given twice."""
    members = dict(pairs)
    if len(members) == len(pairs):
        return members
    seen: set[str] = set()
    for name, _ in pairs:
        if name in seen:
            shown = name if len(name) <= 64 else name[:64] + "..."
            msg = f"member {shown!r} given twice in one object (parsers differ on which counts)"
            raise InvalidDocumentError(msg)
        seen.add(name)
    return members  # (not reached: a repeated name is found above)


def parse_json(data: bytes | str) -> Any:  # noqa: ANN401 - any JSON value
    """Parse JSON strictly: no NaN, and no member named twice in one object.

    A document whose reader and reviewer could see two different values (one
    parser keeps the first, another the last) is refused. Raises
    `InvalidDocumentError` with the reason.
    """
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        if isinstance(data, bytes | bytearray | memoryview):
            try:  # orjson places a UTF-8 fault at char 0: say where it is
                bytes(data).decode("utf-8")
            except UnicodeDecodeError as bad:
                msg = f"not JSON: not UTF-8 at byte {bad.start} ({bad.reason})"
                raise InvalidDocumentError(msg) from exc
        raise InvalidDocumentError(f"not JSON: {exc}") from exc
    # orjson keeps the last of two same-named members: the stdlib's scanner, told to keep
    # pairs, finds them (~1.5x orjson's time; documents are parsed once, by digest)
    try:
        json.loads(data, object_pairs_hook=_once_each)
    except RecursionError:
        raise InvalidDocumentError("nested too deep to check") from None
    return value
