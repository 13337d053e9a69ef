"""The fields of an agent card, each read with a message naming where it fails.

Used by `l9_snl.identity` to parse cards and identity files: every problem is an
`invalid_card` error whose message names the member at fault.
"""

from __future__ import annotations

from typing import Any, Final, NoReturn

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from contexts.keys import ED25519_PUBLIC_LENGTH, ed25519_usable
from l8_comm.identifiers import AGENT_ID_PATTERN, is_timestamp
from l9_snl.encoding import from_b64url
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode

EXTENSION_PREFIX: Final = "x-"
"""Card members with this prefix are extensions: kept, not interpreted."""

# A fixed scalar used only to detect X25519 public keys that yield an all-zero
# shared secret (low-order points): HPKE would refuse to seal to them later.
_PROBE_SCALAR: Final = X25519PrivateKey.from_private_bytes(bytes(range(1, 33)))


_KINDS: Final = (
    (bool, "a boolean"),
    (int | float, "a number"),
    (str, "a string"),
    (list | tuple, "an array"),
    (dict, "an object"),
)


def json_kind(value: object) -> str:
    """The JSON type name of a parsed value, for messages."""
    if value is None:
        return "null"
    return next((name for kind, name in _KINDS if isinstance(value, kind)), type(value).__name__)


def card_fail(path: str, problem: str) -> NoReturn:
    """Raise `invalid_card`: `problem` at the member `path`."""
    raise RemoteSemanticError(SNLErrorCode.INVALID_CARD, f"agent card {path}: {problem}")


def card_object(
    value: object, path: str, members: frozenset[str], *, extensions: bool = False
) -> dict[str, Any]:
    """`value` as an object with exactly `members` (plus `x-*` members when `extensions`)."""
    if not isinstance(value, dict):
        card_fail(path, f"must be an object, not {json_kind(value)}")
    for name in value:
        if not isinstance(name, str):
            card_fail(path, f"member names must be strings, not {json_kind(name)}")
        if name not in members and not (extensions and name.startswith(EXTENSION_PREFIX)):
            card_fail(path, f"unknown member {name!r}")
    missing = sorted(members.difference(value))
    if missing:
        card_fail(path, f"missing member {missing[0]!r}")
    return value


def card_string(value: object, path: str) -> str:
    """`value` as a string."""
    if not isinstance(value, str):
        card_fail(path, f"must be a string, not {json_kind(value)}")
    return value


def card_array(value: object, path: str, limit: int) -> list[Any]:
    """`value` as an array of at most `limit` entries."""
    if not isinstance(value, list):
        card_fail(path, f"must be an array, not {json_kind(value)}")
    if len(value) > limit:
        card_fail(path, f"has {len(value)} entries, more than the {limit} allowed")
    return value


def card_bytes(value: object, path: str, length: int) -> bytes:
    """`value` as the `length` bytes a base64url string holds."""
    if not isinstance(value, str):
        card_fail(path, f"must be a base64url string, not {json_kind(value)}")
    try:
        return from_b64url(value, length=length)
    except ValueError as exc:
        card_fail(path, str(exc))


def card_signing_key(value: object, path: str) -> bytes:
    """`value` as a raw Ed25519 public key that a private key can stand behind."""
    raw = card_bytes(value, path, ED25519_PUBLIC_LENGTH)
    if not ed25519_usable(raw):
        card_fail(path, SMALL_ORDER)
    return raw


SMALL_ORDER: Final = (
    "is not an Ed25519 key anyone can hold (a point of small order, or not canonical)"
)
"""Why an Ed25519 public key is refused (`ed25519_usable`)."""


def card_agent_id(value: object, path: str) -> str:
    """`value` as an agent id."""
    text = card_string(value, path)
    if AGENT_ID_PATTERN.fullmatch(text) is None:
        card_fail(path, f"{text[:80]!r} is not an agent id")
    return text


def card_timestamp(value: object, path: str) -> str:
    """`value` as an RFC 3339 UTC timestamp (kept as the text)."""
    text = card_string(value, path)
    if not is_timestamp(text):
        card_fail(path, f"{text[:80]!r} is not an RFC 3339 UTC timestamp")
    return text


def within_depth(value: object, limit: int) -> bool:
    """Whether a JSON value nests at most `limit` arrays and objects deep (iteratively).

    Tuples count as arrays (a value built in Python, before it is encoded).
    """
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple):
            if depth >= limit:
                return False
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return True


def x25519_usable(raw: bytes) -> bool:
    """Whether an X25519 public key gives a non-zero shared secret (not a low-order point)."""
    try:
        _PROBE_SCALAR.exchange(X25519PublicKey.from_public_bytes(raw))
    except ValueError:
        return False
    return True
