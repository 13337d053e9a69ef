"""Bytes on the L9 wire: base64url, RFC 8785 canonical JSON, hashes and Ed25519 signatures.

Everything L9 signs or hashes is the RFC 8785 canonical form of a JSON
object, so two implementations that parse the same message compute the
same bytes whatever whitespace or member order travelled.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from typing import Any, Final

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError

_URLSAFE: Final = bytes.maketrans(b"+/", b"-_")
HMAC_INNER_PAD: Final = bytes(b ^ 0x36 for b in range(256))
"""A `bytes.translate` table: a key block XOR ipad (RFC 2104), for HMAC on `hashlib`."""
HMAC_OUTER_PAD: Final = bytes(b ^ 0x5C for b in range(256))
"""The same with opad."""
_BLOCK: Final = 64
_sha256: Final = hashlib.sha256


def b64url(data: bytes) -> str:
    """Base64url without padding (RFC 4648 section 5)."""
    return binascii.b2a_base64(data, newline=False).rstrip(b"=").translate(_URLSAFE).decode("ascii")


def from_b64url(text: object, *, length: int | None = None) -> bytes:
    """Decode base64url without padding; `ValueError` if malformed or not `length` bytes."""
    if not isinstance(text, str) or not text.isascii() or "=" in text:
        raise ValueError("not base64url without padding")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as exc:
        raise ValueError(f"not base64url: {exc}") from exc
    if b64url(data) != text:
        raise ValueError("not the canonical base64url of its bytes")
    if length is not None and len(data) != length:
        raise ValueError(f"expected {length} bytes, got {len(data)}")
    return data


def transcript_hash(*parts: Any) -> str:  # noqa: ANN401 - JSON values
    """`sha256:<hex>` over the canonical bytes of each part, each length-prefixed."""
    digest = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else canonical_bytes(part)
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return "sha256:" + digest.hexdigest()


def sign(key: Ed25519PrivateKey, value: Any) -> str:  # noqa: ANN401 - a JSON value
    """An Ed25519 signature over the canonical bytes of `value`, base64url."""
    return b64url(key.sign(canonical_bytes(value)))


def verify(public: Ed25519PublicKey, value: Any, signature: object) -> bool:  # noqa: ANN401
    """Whether `signature` (base64url) signs the canonical bytes of `value` with `public`.

    False too when `value` has no canonical form (an integer beyond 2**53...):
    nobody can have signed it.
    """
    if not ed25519_usable(public.public_bytes_raw()):
        return False  # a key no one holds: R the identity and S 0 would verify anything
    try:
        raw = from_b64url(signature, length=64)
        public.verify(raw, canonical_bytes(value))
    except (ValueError, InvalidSignature, ContextError):
        return False
    return True


def hmac_sha256(key: bytes, data: bytes) -> bytes:
    """HMAC-SHA256 (RFC 2104) of `data` under `key`: the same bytes as `hmac.digest`.

    Written on `hashlib.sha256` as `tags.MessageMac` is: OpenSSL 3's one-shot HMAC
    looks its digest up on every call, and costs ~1.5x this for the short inputs of
    the handshake (binders, HKDF).
    """
    if len(key) > _BLOCK:
        key = _sha256(key).digest()
    block = key.ljust(_BLOCK, b"\0")
    inner = _sha256(block.translate(HMAC_INNER_PAD) + data).digest()
    return _sha256(block.translate(HMAC_OUTER_PAD) + inner).digest()


def hkdf_extract(salt: bytes, key: bytes) -> bytes:
    """HKDF-Extract with SHA-256 (RFC 5869 2.2): the pseudorandom key of `key` under `salt`.

    (An empty salt is HashLen zero bytes: HMAC pads its key with zeros, so
    the same.)
    """
    return hmac_sha256(salt, key)


def hkdf_expand(prk: bytes, info: bytes) -> bytes:
    """HKDF-Expand with SHA-256 (RFC 5869 2.3) to 32 bytes: one block, `T(1)`."""
    return hmac_sha256(prk, info + b"\x01")


def hkdf(key: bytes, salt: bytes, info: bytes) -> bytes:
    """HKDF-SHA256 (RFC 5869), 32 bytes of output.

    Written with the standard library's one-shot HMAC: a key derived from one
    (key, salt) for several `info` labels shares one extract (`hkdf_extract`).
    """
    return hkdf_expand(hkdf_extract(salt, key), info)


ED25519_PUBLIC_LENGTH: Final = 32
"""Bytes of a raw Ed25519 public key."""

_P: Final = 2**255 - 19
"""The field of Ed25519's curve (RFC 8032, 5.1): -x^2 + y^2 = 1 + d x^2 y^2."""


def _small_order_ys() -> frozenset[int]:
    """The `y` of the curve's 8 points of small order (each `y` with both signs of `x`).

    1 (the identity), p - 1 (order 2), 0 (order 4), and those of order 8, whose double
    has `y` 0: then x^2 = -y^2, and the curve's equation gives d y^4 + 2 y^2 - 1 = 0.
    """
    d = -121665 * pow(121666, _P - 2, _P) % _P
    ys = {0, 1, _P - 1}
    root = _sqrt(1 + d)
    assert root is not None  # noqa: S101 - (1 + d is a square: the curve has points of order 8)
    for y2 in ((-1 + root) * pow(d, _P - 2, _P), (-1 - root) * pow(d, _P - 2, _P)):
        y = _sqrt(y2)
        if y is not None:
            ys |= {y, _P - y}
    return frozenset(ys)


def _sqrt(a: int) -> int | None:
    """A square root of `a` modulo p (p = 5 mod 8, RFC 8032 5.1.3), None if it has none."""
    a %= _P
    root = pow(a, (_P + 3) // 8, _P)
    if root * root % _P != a:
        root = root * pow(2, (_P - 1) // 4, _P) % _P
    return root if root * root % _P == a else None


_SMALL_ORDER_YS: Final = _small_order_ys()


def ed25519_usable(raw: bytes) -> bool:
    """Whether 32 bytes can be an Ed25519 public key that some private key stands behind.

    Refused: a `y` not below p (an encoding RFC 8032 does not take), and the 8 points
    of small order: under the identity point, whose key nobody holds, one fixed
    signature (R the identity, S 0) verifies every message, and OpenSSL takes it (an
    outside attack: a certified card with that key let a party holding no key at all
    lock sessions as its agent). A point off the curve fails every signature anyway.
    """
    if len(raw) != ED25519_PUBLIC_LENGTH:
        return False
    y = int.from_bytes(raw, "little") & ((1 << 255) - 1)
    return y < _P and y not in _SMALL_ORDER_YS
