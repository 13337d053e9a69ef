"""SD-JWT (RFC 9901): selective disclosure, issued, presented and verified here.

Built on `jose` (joserfc underneath) rather than on the PyPI `sd-jwt`
package, whose verifier (0.10.4) checks no `exp`, `nbf` or `iat`, verifies a
key-binding JWT only as ES256 and silently drops unreferenced disclosures.
Every step of RFC 9901 sections 7.1 (verifying the SD-JWT) and 7.3
(verifying the key binding) is done here, each refusing with a reason:

- the issuer-signed JWT: a compact JWS, `alg` an accepted asymmetric one
  (never `none`, never a MAC), its signature, its `typ`; `exp`, `nbf` and
  `iat` against the time passed in;
- `_sd_alg`: `sha-256` (the default when absent) only;
- each disclosure: canonical base64url, a JSON array of two (array
  element) or three (object property) members, a string salt, a string
  claim name that is neither `_sd` nor `...`; no disclosure twice;
- the digests: each `_sd` an array of strings, each `{"...": digest}`
  alone in its object; no digest twice anywhere in the payload or in the
  disclosed values; each disclosure referenced exactly once, by the kind
  of place its shape fits; a disclosed claim never replaces a claim
  already there;
- the key-binding JWT (when required): present, `typ: kb+jwt`, signed by
  the holder's key, `iat` within the window, `aud` and `nonce` as
  expected, `sd_hash` over the presentation.

Decoy digests (digests no disclosure matches) are allowed, as the RFC says.
The holder's key is given by the caller (`KeyBinding.holder_key`): this
stack reads it from the disclosed part of the payload (see
`authority.authz.tokens`), which the RFC leaves to the application.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from joserfc.jwk import OKPKey

from authority.authz.jose import (
    MAX_COMPACT,
    JoseCheckError,
    PublicKey,
    b64url_decode,
    b64url_encode,
    is_time,
    sign,
    strict_json,
    unverified_header,
    verify,
)

HASH_ALG: Final = "sha-256"
"""The one `_sd_alg` issued and accepted (RFC 9901 section 4.1.1; IANA name)."""
KB_TYP: Final = "kb+jwt"
MAX_DISCLOSURES: Final = 1024
"""Disclosures read in one SD-JWT at most."""
MAX_DEPTH: Final = 32
"""How deep disclosed values nest at most."""
CLOCK_SKEW: Final = 60
"""Seconds a peer's clock may run ahead (for `iat` and `nbf`)."""


class SdJwtError(ValueError):
    """An SD-JWT that does not verify: `reason` names the check (one line)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Disclosure:
    """One disclosure: its encoded form, and what it discloses."""

    encoded: str
    """The base64url string (what the digest is over, what travels)."""
    salt: str
    name: str | None
    """The claim name (an object property), or None (an array element)."""
    value: Any

    @property
    def digest(self) -> str:
        """base64url(SHA-256(the encoded disclosure's ASCII bytes))."""
        return _digest(self.encoded)


def _digest(encoded: str) -> str:
    return b64url_encode(hashlib.sha256(encoded.encode("ascii")).digest())


SaltSource = Callable[[int], bytes]
"""Random bytes for salts (default `secrets.token_bytes`; a seeded one makes vectors)."""


def disclose(value: object, name: str | None = None, *, salt: str | None = None) -> Disclosure:
    """A new disclosure of an array element (`name` None) or of an object property."""
    if name in {"_sd", "..."}:
        raise ValueError(f"claim name {name!r} cannot be disclosed (RFC 9901 section 4.2.1)")
    salt = salt if salt is not None else _salt(secrets.token_bytes)
    members = [salt, value] if name is None else [salt, name, value]
    encoded = b64url_encode(json.dumps(members, separators=(",", ":")).encode())
    return Disclosure(encoded=encoded, salt=salt, name=name, value=value)


def _salt(rng: SaltSource) -> str:
    return b64url_encode(rng(16))  # 128 bits, as RFC 9901 section 9.3 recommends


def conceal_elements(
    items: Iterable[object], *, rng: SaltSource = secrets.token_bytes
) -> tuple[list[dict[str, str]], list[Disclosure]]:
    """Each item of an array made selectively disclosable: the digests, the disclosures."""
    disclosures = [disclose(item, salt=_salt(rng)) for item in items]
    return [{"...": each.digest} for each in disclosures], disclosures


def conceal_claims(
    claims: Mapping[str, Any], names: Iterable[str], *, rng: SaltSource = secrets.token_bytes
) -> tuple[dict[str, Any], list[Disclosure]]:
    """`claims` with the members `names` made selectively disclosable (in `_sd`)."""
    chosen = set(names)
    out = {key: value for key, value in claims.items() if key not in chosen}
    disclosures = [
        disclose(claims[key], key, salt=_salt(rng)) for key in sorted(chosen) if key in claims
    ]
    if disclosures:
        out["_sd"] = sorted(each.digest for each in disclosures)
    return out, disclosures


@dataclass(frozen=True, slots=True)
class Issued:
    """An SD-JWT as its issuer returns it: the signed JWT and every disclosure."""

    jwt: str
    disclosures: tuple[Disclosure, ...]

    def serialise(self, chosen: Iterable[Disclosure] | None = None) -> str:
        """`<jwt>~<disclosure>~...~` with `chosen` (every disclosure when None)."""
        picked = self.disclosures if chosen is None else tuple(chosen)
        return "".join([self.jwt, "~", *(f"{each.encoded}~" for each in picked)])


def issue(
    claims: Mapping[str, Any],
    disclosures: Iterable[Disclosure],
    key: OKPKey,
    *,
    typ: str,
    kid: str | None = None,
) -> Issued:
    """Sign `claims` (holding the digests of `disclosures`) as an SD-JWT."""
    header: dict[str, Any] = {"typ": typ}
    if kid is not None:
        header["kid"] = kid
    payload = {**claims, "_sd_alg": HASH_ALG}
    return Issued(jwt=sign(header, payload, key), disclosures=tuple(disclosures))


def present(  # noqa: PLR0913 - the key binding's claims
    sd_jwt: str,
    *,
    holder_key: OKPKey | None = None,
    audience: str = "",
    nonce: str = "",
    now: int = 0,
    jti: str | None = None,
) -> str:
    """An SD-JWT presentation, with a key-binding JWT when `holder_key` is given.

    `sd_jwt` is `<jwt>~<disclosures>~` (as `Issued.serialise` makes it: choose the
    disclosures there). `jti`, when given, is a claim of the key-binding JWT (RFC 9901
    allows others besides its four): a fresh one makes each binding a new JWT, where
    `iat` in seconds and a deterministic signature would make two in one second the same.
    """
    if not sd_jwt.endswith("~"):
        raise ValueError("an SD-JWT to present ends with '~'")
    if holder_key is None:
        return sd_jwt
    claims: dict[str, Any] = {
        "iat": now,
        "aud": audience,
        "nonce": nonce,
        "sd_hash": _digest(sd_jwt),
    }
    if jti is not None:
        claims["jti"] = jti
    return sd_jwt + sign({"typ": KB_TYP}, claims, holder_key)


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyBinding:
    """What the verifier expects of the key-binding JWT (RFC 9901 section 7.3)."""

    audience: str
    nonce: str
    holder_key: Callable[[dict[str, Any]], PublicKey]
    """The holder's public key, from the verified, disclosed claims (raise to refuse)."""
    max_age: int = 300
    """Seconds a key-binding JWT's `iat` may lie in the past."""


@dataclass(frozen=True, slots=True)
class Verified:
    """A verified SD-JWT: the issuer's header, the claims with disclosures applied."""

    header: dict[str, Any]
    claims: dict[str, Any]
    disclosed: tuple[Disclosure, ...] = field(default=())
    key_binding: dict[str, Any] | None = None
    """The key-binding JWT's claims, when one was verified."""


def verify_presentation(
    presentation: str,
    issuer_key: Callable[[dict[str, Any]], PublicKey],
    *,
    typ: str,
    now: int,
    key_binding: KeyBinding | None,
) -> Verified:
    """Verify an SD-JWT (and its key binding, when `key_binding` asks for one).

    `issuer_key` gives the issuer's key from the unverified header (its `kid`) and must
    raise `JoseCheckError` for a key it does not know. Raises `SdJwtError`.
    """
    if not isinstance(presentation, str) or len(presentation) > MAX_COMPACT:
        raise SdJwtError("SD-JWT is not a string of at most 64 KiB")
    parts = presentation.split("~")
    if len(parts) < 2:
        raise SdJwtError("not an SD-JWT (no '~' after the issuer-signed JWT)")
    jwt, encoded, kb_jwt = parts[0], parts[1:-1], parts[-1]
    if len(encoded) > MAX_DISCLOSURES:
        raise SdJwtError(f"more than {MAX_DISCLOSURES} disclosures")
    header, payload = _verify_issuer_jwt(jwt, issuer_key, typ=typ, now=now)
    claims, disclosed = _apply_disclosures(payload, encoded)
    check_times(claims, now, what="disclosed claims")  # an exp may have been disclosed
    kb_claims = None
    if key_binding is not None:
        if not kb_jwt:
            raise SdJwtError("key binding required, and the presentation has no KB-JWT")
        kb_claims = _verify_key_binding(
            kb_jwt, presentation[: len(presentation) - len(kb_jwt)], claims, key_binding, now
        )
    elif kb_jwt:
        raise SdJwtError("a KB-JWT where none was asked for (not an SD-JWT ending in '~')")
    return Verified(header=header, claims=claims, disclosed=disclosed, key_binding=kb_claims)


def _verify_issuer_jwt(
    jwt: str, issuer_key: Callable[[dict[str, Any]], PublicKey], *, typ: str, now: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    try:
        key = issuer_key(unverified_header(jwt))
        header, payload = verify(jwt, key, typ=typ)
    except JoseCheckError as failure:
        raise SdJwtError(f"issuer-signed JWT: {failure.reason}") from failure
    check_times(payload, now, what="issuer-signed JWT")
    alg = payload.get("_sd_alg", HASH_ALG)
    if alg != HASH_ALG:
        raise SdJwtError(f"_sd_alg {alg!r} is not supported (only {HASH_ALG})")
    return header, payload


def check_times(claims: Mapping[str, Any], now: int, *, what: str) -> None:
    """`exp` in the future, `nbf` and `iat` not beyond the allowed skew; numbers only."""
    for name in ("exp", "nbf", "iat"):
        if name in claims and not is_time(claims[name]):
            raise SdJwtError(f"{what}: {name} is not a finite number")
    if "exp" in claims and now >= claims["exp"]:
        raise SdJwtError(f"{what}: expired")
    if "nbf" in claims and now + CLOCK_SKEW < claims["nbf"]:
        raise SdJwtError(f"{what}: not valid yet (nbf)")
    if "iat" in claims and now + CLOCK_SKEW < claims["iat"]:
        raise SdJwtError(f"{what}: issued in the future (iat)")


def _decode_disclosure(encoded: str) -> Disclosure:
    try:
        raw = b64url_decode(encoded)
    except JoseCheckError as failure:
        raise SdJwtError(f"disclosure: {failure.reason}") from failure
    try:
        members = strict_json(raw)
    except JoseCheckError as error:
        raise SdJwtError("disclosure is not JSON") from error
    if not isinstance(members, list) or len(members) not in {2, 3}:
        raise SdJwtError("disclosure is not a JSON array of two or three members")
    if not isinstance(members[0], str):
        raise SdJwtError("disclosure salt is not a string")
    if len(members) == 2:
        return Disclosure(encoded=encoded, salt=members[0], name=None, value=members[1])
    name = members[1]
    if not isinstance(name, str):
        raise SdJwtError("disclosure claim name is not a string")
    if name in {"_sd", "..."}:
        raise SdJwtError(f"disclosure claim name {name!r} is forbidden")
    return Disclosure(encoded=encoded, salt=members[0], name=name, value=members[2])


class _Applier:
    """RFC 9901 section 7.1 step 3: the payload with every disclosure put in its place."""

    def __init__(self, disclosures: list[Disclosure]) -> None:
        self.by_digest: dict[str, Disclosure] = {}
        for each in disclosures:
            self.by_digest.setdefault(each.digest, each)
        self.seen_digests: set[str] = set()
        self.used: list[Disclosure] = []

    def _digest_seen(self, digest: object) -> Disclosure | None:
        if not isinstance(digest, str):
            raise SdJwtError("a digest is not a string")
        if digest in self.seen_digests:
            raise SdJwtError("a digest appears twice")
        self.seen_digests.add(digest)
        found = self.by_digest.get(digest)
        if found is not None:
            self.used.append(found)
        return found

    def value(self, value: object, depth: int) -> object:
        if depth > MAX_DEPTH:
            raise SdJwtError(f"disclosed values nest deeper than {MAX_DEPTH}")
        if isinstance(value, dict):
            return self.members(value, depth)
        if isinstance(value, list):
            return self.elements(value, depth)
        return value

    def members(self, obj: dict[str, Any], depth: int) -> dict[str, Any]:
        out = {key: self.value(item, depth + 1) for key, item in obj.items() if key != "_sd"}
        digests = obj.get("_sd", [])
        if not isinstance(digests, list):
            raise SdJwtError("_sd is not an array")
        for digest in digests:
            found = self._digest_seen(digest)
            if found is None:
                continue  # a decoy
            if found.name is None:
                raise SdJwtError("an array-element disclosure is referenced from _sd")
            if found.name in out:
                raise SdJwtError(f"disclosed claim {found.name!r} is already in the payload")
            out[found.name] = self.value(found.value, depth + 1)
        return out

    def elements(self, items: list[object], depth: int) -> list[object]:
        out: list[object] = []
        for item in items:
            if isinstance(item, dict) and "..." in item:
                if len(item) != 1:
                    raise SdJwtError("an array element '...' has other members")
                found = self._digest_seen(item["..."])
                if found is None:
                    continue  # a decoy
                if found.name is not None:
                    raise SdJwtError("an object-property disclosure is referenced from '...'")
                out.append(self.value(found.value, depth + 1))
            else:
                out.append(self.value(item, depth + 1))
        return out


def _apply_disclosures(
    payload: dict[str, Any], encoded: list[str]
) -> tuple[dict[str, Any], tuple[Disclosure, ...]]:
    if len(set(encoded)) != len(encoded):
        raise SdJwtError("a disclosure is presented twice")
    disclosures = [_decode_disclosure(each) for each in encoded]
    applier = _Applier(disclosures)
    if len(applier.by_digest) != len(disclosures):
        raise SdJwtError("two disclosures have one digest")
    claims = applier.members(payload, 0)
    if len(applier.used) != len(disclosures):
        raise SdJwtError("a disclosure is not referenced by the payload")
    claims.pop("_sd_alg", None)
    return claims, tuple(applier.used)


def _verify_key_binding(
    kb_jwt: str, presented: str, claims: dict[str, Any], binding: KeyBinding, now: int
) -> dict[str, Any]:
    try:
        holder = binding.holder_key(claims)
        _, kb = verify(kb_jwt, holder, typ=KB_TYP)
    except JoseCheckError as failure:
        raise SdJwtError(f"key binding: {failure.reason}") from failure
    iat = kb.get("iat")
    if not is_time(iat):
        raise SdJwtError("key binding: iat missing or not a finite number")
    if iat > now + CLOCK_SKEW:
        raise SdJwtError("key binding: iat in the future")
    if iat < now - binding.max_age:
        raise SdJwtError("key binding: iat too old")
    if kb.get("aud") != binding.audience:
        raise SdJwtError("key binding: aud is not this verifier")
    if kb.get("nonce") != binding.nonce:
        raise SdJwtError("key binding: nonce does not match")
    if kb.get("sd_hash") != _digest(presented):
        raise SdJwtError("key binding: sd_hash does not match the presentation")
    return kb


__all__ = [
    "CLOCK_SKEW",
    "HASH_ALG",
    "KB_TYP",
    "MAX_DEPTH",
    "MAX_DISCLOSURES",
    "Disclosure",
    "Issued",
    "KeyBinding",
    "SaltSource",
    "SdJwtError",
    "Verified",
    "check_times",
    "conceal_claims",
    "conceal_elements",
    "disclose",
    "is_time",
    "issue",
    "present",
    "verify_presentation",
]
