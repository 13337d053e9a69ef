"""DPoP (RFC 9449): proofs of possession made, and checked step by step (section 4.3).

No package here verifies DPoP proofs, so the checker is this module's, pure:
the HTTP method, URI, time and the replay cache are passed in. A proof is
checked, in the order of RFC 9449 section 4.3:

1. exactly one `DPoP` header field;
2. a well-formed compact JWS;
3. every required member: header `typ`, `alg`, `jwk`; claims `jti`, `htm`,
   `htu`, `iat` (and `ath` when an access token comes with it, `nonce`
   when the server asked for one);
4. `typ` is `dpop+jwt`;
5. `alg` an accepted asymmetric algorithm (`jose.VERIFIED_ALGS`: never
   `none`, never a MAC), fitting the key;
6. the signature, with the key in `jwk`;
7. `jwk` holds no private key;
8. `htm` is the request's method;
9. `htu` is the request's URI without query and fragment (RFC 3986
   normalisation: scheme and host case-insensitive, default port dropped,
   empty path `/`);
10. `nonce` is the one the server provided, when it provided one;
11. `iat` within the window (`max_age` back, `CLOCK_SKEW` ahead);
12. with an access token: `ath` is its SHA-256, and the proof's key is the
    one the token is bound to (`cnf.jkt`, the key's RFC 7638 thumbprint).

Then the replay check: a `jti` seen before, from the same key, within the
window is refused (`ReplayCache`).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol
from urllib.parse import urlsplit, urlunsplit

from joserfc.jwk import OKPKey

from authority.authz.jose import (
    JoseCheckError,
    PublicKey,
    import_public_jwk,
    is_time,
    public_jwk,
    sha256_b64,
    sign,
    thumbprint,
    unverified_header,
    verify,
)

TYP: Final = "dpop+jwt"
CLOCK_SKEW: Final = 60
"""Seconds a proof's `iat` may lie ahead of the server's clock."""
MAX_AGE: Final = 300
"""Seconds a proof's `iat` may lie in the past (and how long its `jti` is remembered)."""
_DEFAULT_PORTS: Final = {"http": 80, "https": 443}


class DPoPError(ValueError):
    """A proof that fails a check: `reason` says which (RFC 6749-style `invalid_dpop_proof`)."""

    code = "invalid_dpop_proof"

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ReplayCache(Protocol):
    """Remembers proof ids: `seen` is True when `jti` was already used (and records it)."""

    def seen(self, key: str, jti: str, *, now: float, until: float) -> bool:
        """Whether (`key`, `jti`) was seen; remembered until `until` either way."""
        ...


class MemoryReplayCache:
    """A bounded in-memory `ReplayCache` (one process).

    Entries go when their window ends. No entry still in its window is ever evicted (a
    flood of valid proofs must not let a captured one be replayed): a key past its quota
    (`per_key`) has its new proofs refused, so that one holder filling the cache locks
    out only itself; past the total `capacity` every new proof is refused. A deployment
    of several processes needs a shared cache.
    """

    def __init__(self, *, capacity: int = 100_000, per_key: int = 1_000) -> None:
        self._entries: OrderedDict[tuple[str, str], float] = OrderedDict()
        self._per_key: dict[str, int] = {}
        self._capacity = capacity
        self._quota = per_key
        self._latest = -math.inf  # the latest `now` seen: entries go by it

    def seen(self, key: str, jti: str, *, now: float, until: float) -> bool:
        """See `ReplayCache`.

        Entries are forgotten by the latest `now` seen, and an id whose window ended by
        then counts as seen: a clock stepped forward (entries forgotten) and back cannot
        make a used proof new again.
        """
        self._latest = latest = max(self._latest, now)
        if not until > latest:
            return True
        while self._entries:
            oldest, expiry = next(iter(self._entries.items()))
            if expiry > latest:
                break
            del self._entries[oldest]
            left = self._per_key[oldest[0]] - 1
            if left:
                self._per_key[oldest[0]] = left
            else:
                del self._per_key[oldest[0]]
        entry = (key, jti)
        if entry in self._entries:
            return True
        if len(self._entries) >= self._capacity or self._per_key.get(key, 0) >= self._quota:
            return True  # full: refuse new proofs rather than forget live ones
        self._entries[entry] = until
        self._per_key[key] = self._per_key.get(key, 0) + 1
        return False


def normalised_uri(uri: str) -> str:
    """The URI as `htu` compares it: no query or fragment, RFC 3986 6.2.2/6.2.3 normalised."""
    try:
        parts = urlsplit(uri)
        port = parts.port
    except ValueError as error:
        raise DPoPError(f"htu is not a URI: {error}") from error
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.hostname:
        raise DPoPError("htu is not an absolute http(s) URI")
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    netloc = host if port in {None, _DEFAULT_PORTS[scheme]} else f"{host}:{port}"
    return urlunsplit((scheme, netloc, parts.path or "/", "", ""))


def make_proof(  # noqa: PLR0913 - a proof's claims
    key: OKPKey,
    *,
    method: str,
    uri: str,
    now: int | None = None,
    jti: str | None = None,
    access_token: str | None = None,
    nonce: str | None = None,
) -> str:
    """A DPoP proof JWT for one request (the client's side)."""
    import secrets  # noqa: PLC0415 - the client side only

    claims: dict[str, Any] = {
        "jti": jti or secrets.token_urlsafe(16),
        "htm": method,
        "htu": uri,
        "iat": int(time.time()) if now is None else now,
    }
    if access_token is not None:
        claims["ath"] = sha256_b64(access_token.encode("ascii"))
    if nonce is not None:
        claims["nonce"] = nonce
    return sign({"typ": TYP, "jwk": public_jwk(key)}, claims, key)


@dataclass(frozen=True, slots=True)
class Proof:
    """A verified proof: its key, the key's thumbprint, its claims."""

    key: PublicKey
    jkt: str
    claims: dict[str, Any]


def check_proof(  # noqa: PLR0913 - the request's parts, each needed by one step
    headers: Sequence[str],
    *,
    method: str,
    uri: str,
    now: float,
    replay: ReplayCache,
    access_token: str | None = None,
    bound_jkt: str | None = None,
    nonce: str | None = None,
    max_age: int = MAX_AGE,
) -> Proof:
    """Check the `DPoP` header values of one request (see the module). Raises `DPoPError`."""
    if len(headers) != 1:
        raise DPoPError(f"{len(headers)} DPoP header fields (exactly one is allowed)")
    key, claims = _signed(headers[0])
    required = ("jti", "htm", "htu", "iat", *(("ath",) if access_token is not None else ()))
    for name in (*required, *(("nonce",) if nonce is not None else ())):
        if name not in claims:
            raise DPoPError(f"claim {name!r} is missing")
    _check_request(claims, method=method, uri=uri, nonce=nonce)
    _check_time(claims["iat"], now, max_age)
    jti = claims["jti"]
    if not isinstance(jti, str) or not jti or len(jti) > 256:
        raise DPoPError("jti is not a string of 1 to 256 characters")
    jkt = thumbprint(key)
    if access_token is not None:
        if claims["ath"] != sha256_b64(access_token.encode("ascii")):
            raise DPoPError("ath is not the hash of the access token")
        if bound_jkt is None or bound_jkt != jkt:
            raise DPoPError("the proof's key is not the key the access token is bound to")
    # Remembered through the last second the proof is acceptable (iat + max_age, whatever
    # the client's clock): a proof dated up to CLOCK_SKEW ahead outlives now + max_age.
    if replay.seen(jkt, jti, now=now, until=claims["iat"] + max_age + 1):
        raise DPoPError("jti was already used (replayed proof)")
    return Proof(key=key, jkt=jkt, claims=claims)


def _signed(proof: str) -> tuple[PublicKey, dict[str, Any]]:
    """Steps 2 to 7: the proof's key and claims, its header and signature checked."""
    try:
        header = unverified_header(proof)
    except JoseCheckError as failure:
        raise DPoPError(failure.reason) from failure
    for name in ("typ", "alg", "jwk"):
        if name not in header:
            raise DPoPError(f"header member {name!r} is missing")
    if str(header["typ"]).lower() != TYP:
        raise DPoPError(f"typ {header['typ']!r} is not {TYP!r}")
    try:
        key = import_public_jwk(header["jwk"])  # refuses private keys (step 7)
        _, claims = verify(proof, key, typ=TYP)  # steps 5 and 6
    except JoseCheckError as failure:
        raise DPoPError(failure.reason) from failure
    return key, claims


def _check_request(claims: dict[str, Any], *, method: str, uri: str, nonce: str | None) -> None:
    """Steps 8 to 10: the method, the URI, the server's nonce."""
    if claims["htm"] != method:
        raise DPoPError(f"htm {claims['htm']!r} is not the request's method {method!r}")
    if not isinstance(claims["htu"], str) or normalised_uri(claims["htu"]) != normalised_uri(uri):
        raise DPoPError("htu is not the request's URI")
    if nonce is not None and claims["nonce"] != nonce:
        raise DPoPError("nonce is not the one the server provided")


def _check_time(iat: object, now: float, max_age: int) -> None:
    """Step 11: `iat` within the window."""
    if not is_time(iat):
        raise DPoPError("iat is not a finite number")
    if iat > now + CLOCK_SKEW:
        raise DPoPError("iat is in the future")
    if iat < now - max_age:
        raise DPoPError("iat is too old")


__all__ = [
    "CLOCK_SKEW",
    "MAX_AGE",
    "TYP",
    "DPoPError",
    "MemoryReplayCache",
    "Proof",
    "ReplayCache",
    "check_proof",
    "make_proof",
    "normalised_uri",
]
