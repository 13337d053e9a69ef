"""What both sides of context offloading share: sizes, concepts, error codes, URIs."""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Final

CHUNK_CHARS: Final = 65_536
"""Characters per `ContextChunk`: the most `urn:contexts:aci:v1.1` allows, which is the
longest string an L8 envelope carries (`l8_comm.Limits.max_string_length`)."""
MIN_CHUNK_CHARS: Final = 1_024
"""Every part but the last has at least this many characters (bounds the round trips)."""
DEFAULT_THRESHOLD: Final = 16_384
"""Contexts longer than this (characters) are offloaded."""
DEFAULT_MAX_CHARS: Final = 64 * 1024 * 1024
"""The largest context offloaded, or accepted by a fetch (characters)."""
DEFAULT_FETCH_SECONDS: Final = 300.0
"""The longest a whole fetch may take."""
DEFAULT_FETCH_BUDGET: Final = 128 * 1024 * 1024
"""The most bytes an invoked agent's fetches under way hold at once (all sessions): their
parts' UTF-8 bytes, and a fetched text what it takes in memory (characters times 1, 2 or 4)."""

FETCH: Final = "ContextFetch"
"""The `urn:contexts:aci:v1.1` concept an invoked agent asks for a part with."""
CHUNK: Final = "ContextChunk"
"""The concept a part comes back as."""

NOT_ASSIGNED: Final = "not_assigned"
"""A fetch by an agent the context is not assigned to (or not now, or no such context)."""
CONTEXT_UNAVAILABLE: Final = "context_unavailable"
"""The store has lost the context, or holds bytes that do not match its digest."""
DIGEST_MISMATCH: Final = "digest_mismatch"
"""The fetched context does not hash to the digest its URI names."""
INVALID_CHUNK: Final = "invalid_chunk"
"""A part out of order, for another URI, or inconsistent with the length announced."""
INVALID_CONTEXT_URI: Final = "invalid_context_uri"
"""Not an `ni:///sha-256;...` URI."""
TOO_LARGE: Final = "too_large"
"""A context above the size limit."""
OVER_BUDGET: Final = "over_budget"
"""A fetch that would take the agent's fetches under way above its byte budget."""

_PREFIX: Final = "ni:///sha-256;"
_URI: Final = re.compile(r"ni:///sha-256;[A-Za-z0-9_-]{43}")


class OffloadError(Exception):
    """An offloading fault: a stable `code` and a readable `message`."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def context_uri(data: bytes) -> str:
    """The `ni:///sha-256;...` URI naming `data` (RFC 6920, base64url without padding)."""
    digest = hashlib.sha256(data).digest()
    return _PREFIX + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def uri_digest(uri: str) -> bytes:
    """The 32-byte SHA-256 digest a context URI names; `OffloadError` if it is not one."""
    if not isinstance(uri, str) or not _URI.fullmatch(uri):
        raise OffloadError(INVALID_CONTEXT_URI, f"not an ni:///sha-256 URI: {str(uri)[:80]!r}")
    return base64.urlsafe_b64decode(uri[len(_PREFIX) :] + "=")


__all__ = [
    "CHUNK",
    "CHUNK_CHARS",
    "CONTEXT_UNAVAILABLE",
    "DEFAULT_FETCH_BUDGET",
    "DEFAULT_FETCH_SECONDS",
    "DEFAULT_MAX_CHARS",
    "DEFAULT_THRESHOLD",
    "DIGEST_MISMATCH",
    "FETCH",
    "INVALID_CHUNK",
    "INVALID_CONTEXT_URI",
    "MIN_CHUNK_CHARS",
    "NOT_ASSIGNED",
    "OVER_BUDGET",
    "TOO_LARGE",
    "OffloadError",
    "context_uri",
    "uri_digest",
]
