"""A resource server's side of task-group authorization, over HTTP: what a request carries.

Static groups: `Authorization: Bearer <token*>` where the token* is the
sub-agent's SD-JWT presentation with a key-binding JWT whose `aud` is this
resource server and whose `nonce` is one this server issued. A request
without a valid nonce is answered 401 with `WWW-Authenticate: Bearer
error="invalid_token", nonce="..."`: the sub-agent binds again with that
nonce (one round trip per five minutes). Nonces are stateless (a time and
an HMAC of it under the server's secret); a key-binding JWT is accepted
once (a replay cache keyed by the token's id and the member's key, so that
each member of a group has its own quota).

Dynamic groups: `Authorization: DPoP <task token>`, a `DPoP` proof by the
sub-agent's key with `ath` (RFC 9449), and `Task-Credential: <credential>`.

`ResourceGuard.check` answers a `Grant` (who, for what) or raises
`AuthzError`; `challenge` turns a refusal into the RFC 6750 response.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from authority.authz import tokens
from authority.authz.dpop import MemoryReplayCache, ReplayCache
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError, PublicKey, b64url_encode, unverified_claims

CREDENTIAL_HEADER: Final = "Task-Credential"
NO_CREDENTIALS: Final = "the request carries no credentials"
DPOP_ALGS: Final = "Ed25519 EdDSA ES256"
NONCE_LIFETIME: Final = 300


@dataclass(frozen=True, slots=True)
class Grant:
    """Who a request acts for: the sub-agent, its leading agent, the task (dynamic), scope."""

    sub_agent: str
    applier: str
    scope: frozenset[str]
    task: str | None = None


class NonceIssuer:
    """Stateless nonces: `<time>.<HMAC(secret, time)>`, valid for `NONCE_LIFETIME` seconds."""

    def __init__(self, secret: bytes | None = None) -> None:
        self._secret = secret or secrets.token_bytes(32)

    def issue(self, now: float) -> str:
        """A fresh nonce."""
        stamp = str(int(now))
        return f"{stamp}.{self._mac(stamp)}"

    def valid(self, nonce: str, now: float) -> bool:
        """Whether `nonce` is one of ours and not older than the lifetime."""
        stamp, _, mac = nonce.partition(".")
        # ASCII digits only ("²" is a digit to isdigit, not to int), compared as bytes
        # (compare_digest refuses a str that is not ASCII: an internal error before)
        if not (stamp.isascii() and stamp.isdigit()):
            return False
        if not hmac.compare_digest(mac.encode("utf-8", "surrogatepass"), self._mac(stamp).encode()):
            return False
        return 0 <= now - int(stamp) <= NONCE_LIFETIME

    def _mac(self, stamp: str) -> str:
        digest = hmac.new(self._secret, stamp.encode(), hashlib.sha256).digest()
        return b64url_encode(digest[:16])


class ResourceGuard:
    """The checks of one resource server (see the module)."""

    def __init__(  # noqa: PLR0913 - who this server is and whom it trusts
        self,
        resource: str,
        *,
        issuer: str,
        issuer_keys: tokens.IssuerKeys,
        leader_keys: Callable[[str], PublicKey | None] = lambda _: None,
        replay: ReplayCache | None = None,
        nonces: NonceIssuer | None = None,
        public_base: str | None = None,
    ) -> None:
        self.resource = resource
        self.public_base = public_base.rstrip("/") if public_base else None
        """The scheme and authority clients reach this server at (behind a TLS-terminating
        proxy the request's own URL is the internal one; DPoP's `htu` is the public one)."""
        self.issuer = issuer
        self._issuer_keys = issuer_keys
        self._leader_keys = leader_keys
        self._replay = replay or MemoryReplayCache()
        self.nonces = nonces or NonceIssuer()

    def check(
        self,
        headers: Mapping[str, str] | Iterable[tuple[str, str]],
        *,
        method: str,
        uri: str,
        needed: Iterable[str] = (),
        now: float | None = None,
    ) -> Grant:
        """The grant a request carries (see the module); `AuthzError` when it carries none."""
        moment = time.time() if now is None else now
        fields = list(headers.items() if isinstance(headers, Mapping) else headers)
        authorization = [value for name, value in fields if name.lower() == "authorization"]
        if not authorization:
            raise AuthzError(AuthzCode.INVALID_TOKEN, NO_CREDENTIALS)
        if len(authorization) != 1:
            raise AuthzError(AuthzCode.INVALID_REQUEST, "exactly one Authorization header")
        scheme, credentials = [*authorization[0].strip().split(None, 1), ""][:2]
        credentials = credentials.strip()
        if scheme.lower() == "bearer" and credentials:
            return self._static(credentials, needed, int(moment))
        if scheme.lower() == "dpop" and credentials:
            proofs = [value for name, value in fields if name.lower() == "dpop"]
            credential = [value for name, value in fields if name.lower() == "task-credential"]
            if len(credential) != 1:
                raise AuthzError(
                    AuthzCode.INVALID_CREDENTIAL, f"exactly one {CREDENTIAL_HEADER} header"
                )
            access = tokens.check_task_request(
                credentials,
                credential[0],
                proofs,
                issuer_keys=self._issuer_keys,
                issuer=self.issuer,
                leader_keys=self._leader_keys,
                resource=self.resource,
                method=method,
                uri=uri,
                needed=needed,
                now=int(moment),
                replay=self._replay,
            )
            return Grant(access.sub_agent, access.applier, access.scope, access.task)
        raise AuthzError(AuthzCode.INVALID_REQUEST, "Authorization is Bearer or DPoP")

    def _static(self, presentation: str, needed: Iterable[str], now: int) -> Grant:
        nonce = _kb_nonce(presentation)
        if nonce is None or not self.nonces.valid(nonce, now):
            raise AuthzError(AuthzCode.INVALID_TOKEN, "key binding needs a fresh nonce")
        access = tokens.check_group_presentation(
            presentation,
            issuer_keys=self._issuer_keys,
            issuer=self.issuer,
            resource=self.resource,
            nonce=nonce,
            needed=needed,
            now=now,
            replay=self._replay,
        )
        return Grant(access.sbj, access.applier, access.scope)

    def challenge(self, error: AuthzError, now: float | None = None) -> tuple[int, dict[str, str]]:
        """The status and headers that answer a refusal (RFC 6750 section 3, with a nonce)."""
        moment = time.time() if now is None else now
        status = 403 if error.code == AuthzCode.INSUFFICIENT_SCOPE else 401
        if error.code == AuthzCode.INVALID_REQUEST:
            status = 400
        nonce = f'nonce="{self.nonces.issue(moment)}"'
        if error.description == NO_CREDENTIALS:  # RFC 6750 3.1: no error code without credentials
            bearer = f"Bearer {nonce}"
        else:
            description = error.description.replace('"', "'")
            bearer = f'Bearer error="{error.code}", error_description="{description}", {nonce}'
        value = f'{bearer}, DPoP algs="{DPOP_ALGS}"'  # RFC 9449 7.1: the other scheme it takes
        return status, {"WWW-Authenticate": value, "Cache-Control": "no-store"}

    def public_uri(self, path_and_query: str) -> str | None:
        """The URI clients used for a request (`public_base` + path), when configured."""
        return None if self.public_base is None else self.public_base + path_and_query


def _kb_nonce(presentation: str) -> str | None:
    """The `nonce` a presentation's key-binding JWT names (read before it is verified)."""
    if "~" not in presentation:
        return None
    try:
        nonce = unverified_claims(presentation.rsplit("~", 1)[-1]).get("nonce")
    except JoseCheckError:
        return None
    return nonce if isinstance(nonce, str) else None


__all__ = ["CREDENTIAL_HEADER", "NONCE_LIFETIME", "Grant", "NonceIssuer", "ResourceGuard"]
