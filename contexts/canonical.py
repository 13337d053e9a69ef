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


def canonical_bytes(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """The RFC 8785 canonical encoding of a JSON value.

    Raises `InvalidDocumentError` for values JSON cannot carry exactly
    (NaN, infinities, integers beyond 2**53).
    """
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, TypeError) as exc:
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
