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
from contexts.keys import ed25519_usable

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
