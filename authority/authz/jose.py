"""The JOSE every part of task-group authorization shares: keys, strict compact JWS.

Built on joserfc. Signatures are Ed25519 (RFC 8037 keys; the algorithm is
written `Ed25519`, the fully specified name of RFC 9864, and `EdDSA`, the
name RFC 8037 used, is accepted on Ed25519 keys); ES256 is accepted where a
peer's key is P-256 (DPoP proofs from other stacks). Nothing else is ever
verified: no `none`, no MAC (an HS256 header over a public key is the
classic key confusion), no algorithm the key was not made for.

Everything here is pure: time is passed in, nothing is read or written.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import warnings
from collections.abc import Mapping
from typing import Any, Final, TypeGuard

from joserfc import jws
from joserfc.errors import JoseError
from joserfc.jwk import ECKey, OKPKey

from contexts.keys import ed25519_usable

SIGNING_ALG: Final = "Ed25519"
"""What this stack signs with (RFC 9864's fully specified EdDSA over Ed25519)."""
VERIFIED_ALGS: Final = frozenset({"Ed25519", "EdDSA", "ES256"})
"""What it verifies, each on the key type it was made for."""
_KEY_ALGS: Final = {"Ed25519": "OKP", "EdDSA": "OKP", "ES256": "EC"}
_CURVES: Final = frozenset({"Ed25519", "P-256"})
_COORDINATES: Final = {"Ed25519": ("x",), "P-256": ("x", "y")}
"""The members of each accepted key, each 32 bytes (one encoding, one thumbprint, per key)."""
MAX_COMPACT: Final = 64 * 1024
"""The longest compact JWS (or SD-JWT) read at all."""

PublicKey = OKPKey | ECKey


class JoseCheckError(ValueError):
    """A JWS, key or encoding that does not verify; `reason` says which check failed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def generate_key() -> OKPKey:
    """A fresh Ed25519 key pair."""
    return OKPKey.generate_key("Ed25519")


def public_jwk(key: PublicKey) -> dict[str, Any]:
    """The public half of a key, as a JWK (no private member)."""
    return dict(key.as_dict(private=False))


def _media_type(typ: str) -> str:
    """A `typ` as RFC 7515 section 4.1.9 compares it: lower case, `application/` implied."""
    return typ.lower().removeprefix("application/")


def thumbprint(key: PublicKey) -> str:
    """The key's RFC 7638 thumbprint (SHA-256, base64url)."""
    return str(key.thumbprint())


def import_public_jwk(value: object) -> PublicKey:
    """A peer's public key from a JWK object; refuses private keys and other key types.

    Ed25519 (`OKP`, `crv: Ed25519`) and P-256 (`EC`, `crv: P-256`) only.
    """
    if not isinstance(value, Mapping):
        raise JoseCheckError("jwk is not a JSON object")
    if "d" in value or "p" in value or "k" in value:
        raise JoseCheckError("jwk holds private or symmetric key material")
    kty, crv = value.get("kty"), value.get("crv")
    for member in _COORDINATES.get(str(crv), ()):
        raw = value.get(member)
        if not isinstance(raw, str) or len(b64url_decode(raw)) != 32:
            raise JoseCheckError(f"jwk member {member!r} is not 32 bytes")
    if kty == "OKP" and crv == "Ed25519" and not ed25519_usable(b64url_decode(value["x"])):
        # a point of small order: one fixed signature verifies every message under it
        raise JoseCheckError("jwk is an Ed25519 key no one can hold (a point of small order)")
    try:
        if kty == "OKP" and crv == "Ed25519":
            return OKPKey.import_key(dict(value))
        if kty == "EC" and crv == "P-256":
            return ECKey.import_key(dict(value))
    except (JoseError, ValueError, TypeError) as error:
        raise JoseCheckError(f"jwk does not import: {error}") from error
    raise JoseCheckError(f"jwk type {kty!r}/{crv!r} is not accepted (Ed25519 or P-256)")


def b64url_encode(data: bytes) -> str:
    """base64url without padding (RFC 7515 section 2)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Strict base64url: the alphabet, no padding, and the one canonical encoding.

    A string whose unused low bits are not zero decodes to the same bytes as another
    string; only the canonical one is accepted (a digest is over the string).
    """
    if not isinstance(text, str) or not text.isascii() or "=" in text or len(text) % 4 == 1:
        raise JoseCheckError("not base64url (RFC 7515: no padding, URL-safe alphabet)")
    try:
        data = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError) as error:
        raise JoseCheckError("not base64url (RFC 7515: no padding, URL-safe alphabet)") from error
    if b64url_encode(data) != text:
        raise JoseCheckError("non-canonical base64url (unused bits set)")
    return data


def sha256_b64(data: bytes) -> str:
    """base64url(SHA-256(data)): `ath`, `sd_hash`, token hashes."""
    return b64url_encode(hashlib.sha256(data).digest())


def sign(header: Mapping[str, Any], claims: Mapping[str, Any], key: OKPKey) -> str:
    """A compact JWS of `claims` (JSON) signed with an Ed25519 key, `alg: Ed25519`."""
    protected = {**header, "alg": SIGNING_ALG}
    payload = json.dumps(claims, separators=(",", ":"), ensure_ascii=False).encode()
    return jws.serialize_compact(protected, payload, key, algorithms=[SIGNING_ALG])


def verify(token: str, key: PublicKey, *, typ: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The protected header and claims of a compact JWS that `key` signed.

    Checks, in order: the size and shape (three base64url parts, canonical), the header
    (a JSON object; `alg` one of `VERIFIED_ALGS` and made for `key`'s type; `typ` equal to
    `typ` when given, as media types compare: case-insensitively, and `at+jwt` the same as
    `application/at+jwt`, RFC 7515 section 4.1.9; no `crit`), the signature, and the claims
    (a JSON object).
    """
    header = unverified_header(token)
    alg = header.get("alg")
    if alg not in VERIFIED_ALGS:
        raise JoseCheckError(f"alg {alg!r} is not accepted")
    if _KEY_ALGS[str(alg)] != _key_type(key) or key.as_dict().get("crv") not in _CURVES:
        raise JoseCheckError(f"alg {alg!r} does not fit a {_key_type(key)} key")
    if typ is not None and _media_type(str(header.get("typ", ""))) != _media_type(typ):
        raise JoseCheckError(f"typ {header.get('typ')!r} is not {typ!r}")
    if "crit" in header:
        raise JoseCheckError("crit header names extensions this verifier does not implement")
    try:
        with warnings.catch_warnings():  # joserfc warns on EdDSA, which RFC 9864 deprecates
            warnings.simplefilter("ignore")
            verified = jws.deserialize_compact(token, key, algorithms=[str(alg)])
    except JoseError as error:
        raise JoseCheckError(f"signature does not verify ({error.error})") from error
    claims = strict_json(verified.payload)
    if not isinstance(claims, dict):
        raise JoseCheckError("payload is not a JSON object")
    return header, claims


def unverified_header(token: str) -> dict[str, Any]:
    """The protected header of a compact JWS, read before its signature is checked."""
    if not isinstance(token, str) or len(token) > MAX_COMPACT:
        raise JoseCheckError("token is not a string of at most 64 KiB")
    parts = token.split(".")
    if len(parts) != 3 or not all(parts[:2]):
        raise JoseCheckError("not a compact JWS (three base64url parts)")
    for part in parts:
        b64url_decode(part)
    header = strict_json(b64url_decode(parts[0]))
    if not isinstance(header, dict):
        raise JoseCheckError("header is not a JSON object")
    return header


def unverified_claims(token: str) -> dict[str, Any]:
    """The claims of a compact JWS read before its signature is checked (to choose a key)."""
    unverified_header(token)
    claims = strict_json(b64url_decode(token.split(".")[1]))
    if not isinstance(claims, dict):
        raise JoseCheckError("payload is not a JSON object")
    return claims


def strict_json(data: bytes | str) -> object:
    """JSON as this package reads it: no NaN or Infinity, no lone surrogate, bounded nesting.

    `JoseCheckError` for anything else: a NaN `iat` compares false with every time (a
    proof that never ages), and a lone surrogate in a claim (an assertion's `iss`) failed
    later, where the claim was encoded to look it up: an internal error, not a refusal.
    Integers are read exactly, whatever their size (what was signed is what is read).
    """
    try:
        # UTF-8 only (json would guess UTF-16 from a BOM); a str given must be text too
        text = data.decode() if isinstance(data, bytes) else data.encode().decode()
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError, RecursionError) as error:
        raise JoseCheckError(f"not JSON ({type(error).__name__})") from error
    # A lone surrogate can only come from a \uD800-\uDFFF escape: walked for only then.
    if _SURROGATE_ESCAPE.search(text) and not _encodable(value):
        raise JoseCheckError("not JSON text (a lone surrogate)")
    return value


_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")
"""The escape of a UTF-16 surrogate in JSON text (paired or not)."""


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def _encodable(value: object) -> bool:
    """Whether every string of `value` (keys too) is UTF-8 text: no lone surrogate."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            try:
                item.encode()
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return True


def _key_type(key: PublicKey) -> str:
    return "OKP" if isinstance(key, OKPKey) else "EC"


MAX_TIME: Final = 2**53
"""The largest NumericDate taken, in seconds (a double's exact integers; year ~285 million)."""


def is_time(value: object) -> TypeGuard[int | float]:
    """Whether `value` is a NumericDate: a finite number within `MAX_TIME`, not a boolean.

    Bounded, not only finite: `math.isfinite(10**400)` raises, and a signed claim of it
    (a credential's `exp`, a proof's `iat`) was an internal error, not a refusal.
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return -MAX_TIME <= value <= MAX_TIME  # (false for NaN, and for either infinity)


__all__ = [
    "MAX_COMPACT",
    "MAX_TIME",
    "SIGNING_ALG",
    "VERIFIED_ALGS",
    "JoseCheckError",
    "PublicKey",
    "b64url_decode",
    "b64url_encode",
    "generate_key",
    "import_public_jwk",
    "is_time",
    "public_jwk",
    "sha256_b64",
    "sign",
    "strict_json",
    "thumbprint",
    "unverified_claims",
    "unverified_header",
    "verify",
]
