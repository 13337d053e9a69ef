"""The authorization server's logic: registration, client authentication, the token endpoint.

Pure: each operation takes the request's parts, the time and a `Ledger` (the
persistence the driver provides: `store.SqliteLedger` in a file, or
`MemoryLedger`), and returns a result or raises `AuthzError` with an RFC 6749
code (or one of the draft's). The aiohttp service (`service.py`) only turns
HTTP into calls.

- Registration (RFC 7591 style, by an administrator): `client_id`, the
  client's public keys (`jwks`, Ed25519 or P-256), its `grant_types`, its
  `scope`, and the draft's `capability` ("resolve intent and distribute
  tasks": an applier needs "distribute tasks" in it).
- Client authentication: `private_key_jwt` (RFC 7523): a `client_assertion`
  signed by one of the client's keys, `iss` and `sub` the client, `aud` this
  server's issuer or token endpoint, an `exp` at most five minutes ahead, a
  `jti` used once.
- Grants: `client_credentials`; `authorization_code` (codes an
  administrator's consent creates, one use, ten minutes, PKCE S256);
  each with the draft's extensions:
  - static groups: `applier_id` and the group's members as RFC 9396
    `authorization_details` of type `ioa_task_group_member` (`sbj`,
    `locations` for the resource servers, `actions` for the scope, `jwk`
    the sub-agent's key): one SD-JWT access token for the group;
  - dynamic groups: `task` and `key` (the RFC 7638 thumbprint of the
    leading agent's key) with a DPoP proof by that key: an access token
    bound to it (`cnf.jkt`); a proof by another key: `unrecognized_pk`.
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from joserfc.jwk import OKPKey

from authority.authz import tokens
from authority.authz.dpop import DPoPError, ReplayCache, check_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import (
    JoseCheckError,
    PublicKey,
    import_public_jwk,
    is_time,
    public_jwk,
    sha256_b64,
    sign,
    strict_json,
    thumbprint,
    unverified_claims,
    unverified_header,
    verify,
)
from authority.authz.registry import DISTRIBUTE_TASKS, Client, Code, Ledger, SigningKey

ASSERTION_TYPE: Final = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
MEMBER_TYPE: Final = "ioa_task_group_member"
"""The RFC 9396 `authorization_details` type of one member of a static group."""
GRANT_TYPES: Final = frozenset({"client_credentials", "authorization_code"})
MAX_ASSERTION_LIFETIME: Final = 300
TOKEN_LIFETIME: Final = 600
CODE_LIFETIME: Final = 600
MAX_MEMBERS: Final = 256
MAX_RESOURCES: Final = 64
CLOCK_SKEW: Final = 60
CLIENT_AUTH_FAILED: Final = "client authentication failed"
"""One answer for an unknown client and a bad signature (client ids are not enumerable)."""
_VERIFIER: Final = re.compile(r"[A-Za-z0-9._~-]{43,128}")
"""An RFC 7636 code verifier."""
_CHALLENGE: Final = re.compile(r"[A-Za-z0-9_-]{43}")
"""An S256 code challenge (base64url of 32 bytes)."""


@dataclass
class AuthorizationServer:
    """The token endpoint's logic (see the module)."""

    issuer: str
    token_endpoint: str
    ledger: Ledger
    replay: ReplayCache
    """DPoP `jti`s (the ledger holds assertion `jti`s and codes)."""
    token_lifetime: int = TOKEN_LIFETIME
    counters: dict[str, int] = field(default_factory=dict)
    """Requests served, by grant and outcome (`bench/authz.py` reads them)."""

    # Keys.

    def signing_key(self, now: int) -> SigningKey:
        """The active key (one is made on first use)."""
        for key in self._live_keys(now):
            if key.active:
                return key
        return self.rotate(now)

    def rotate(self, now: int) -> SigningKey:
        """A new active key; the old one verifies (and is published) until its tokens expire."""
        key = OKPKey.generate_key("Ed25519")
        made = SigningKey(kid=thumbprint(key)[:16], key=key, active=True, created=now)
        self.ledger.add_key(made, forget_retired_before=self._horizon(now))
        return made

    def jwks(self, now: int) -> dict[str, Any]:
        """The published keys (RFC 7517): the active one and those still verifying tokens."""
        self.signing_key(now)
        keys = [
            {**public_jwk(each.key), "kid": each.kid, "use": "sig", "alg": "Ed25519"}
            for each in self._live_keys(now)
        ]
        return {"keys": keys}

    def _live_keys(self, now: float) -> list[SigningKey]:
        """The active key and the retired ones whose tokens may not have expired yet."""
        return self.ledger.signing_keys(retired_after=self._horizon(now))

    def _horizon(self, now: float) -> float:
        """A key retired at or before this signed nothing that still verifies."""
        return now - (self.token_lifetime + CLOCK_SKEW)

    def issuer_keys(self, now: float | None = None) -> tokens.IssuerKeys:
        """`tokens.IssuerKeys` over this server's live keys (for resource servers in-process)."""
        moment = time.time() if now is None else now
        by_kid = {each.kid: each.key for each in self._live_keys(moment)}

        def find(header: Mapping[str, Any]) -> PublicKey:
            key = by_kid.get(str(header.get("kid")))
            if key is None:
                raise JoseCheckError(f"unknown kid {header.get('kid')!r}")
            return key

        return find

    # Registration.

    def register(self, metadata: Mapping[str, Any]) -> Client:
        """Register a client (the caller has authenticated the administrator)."""
        client = _client_from(metadata)
        if not self.ledger.add_client(client):
            raise AuthzError(
                AuthzCode.INVALID_CLIENT_METADATA, f"client_id {client.client_id!r} is taken"
            )
        return client

    def consent(self, client_id: str, scope: Sequence[str], challenge: str, now: int) -> str:
        """A code for `client_id` (an administrator records the resource owner's consent)."""
        client = self.ledger.client(client_id)
        if client is None or "authorization_code" not in client.grant_types:
            raise AuthzError(AuthzCode.UNAUTHORIZED_CLIENT, f"{client_id!r} may not use codes")
        if not set(scope) <= client.scope:
            raise AuthzError(AuthzCode.INVALID_SCOPE, "scope beyond the registration")
        if not _CHALLENGE.fullmatch(challenge):
            raise AuthzError(AuthzCode.INVALID_REQUEST, "code_challenge is not an S256 challenge")
        code = secrets.token_urlsafe(24)
        self.ledger.add_code(
            Code(code, client_id, frozenset(scope), challenge, expires=now + CODE_LIFETIME)
        )
        return code

    # The token endpoint.

    def token(
        self,
        form: Mapping[str, str],
        *,
        dpop: Sequence[str],
        method: str,
        uri: str,
        now: int,
    ) -> dict[str, Any]:
        """The token endpoint (RFC 6749 section 4.4 and 4.1.3, with the draft's extensions)."""
        grant = form.get("grant_type", "")
        try:
            response = self._token(form, dpop=dpop, method=method, uri=uri, now=now)
        except AuthzError as error:
            self._count(f"{grant or '-'} refused {error.code}")
            raise
        self._count(f"{grant} issued")
        return response

    def _count(self, what: str) -> None:
        self.counters[what] = self.counters.get(what, 0) + 1

    def _token(
        self, form: Mapping[str, str], *, dpop: Sequence[str], method: str, uri: str, now: int
    ) -> dict[str, Any]:
        grant = form.get("grant_type")
        if not grant:
            raise AuthzError(AuthzCode.INVALID_REQUEST, "grant_type is missing")
        if grant not in GRANT_TYPES:
            raise AuthzError(AuthzCode.UNSUPPORTED_GRANT_TYPE, f"grant_type {grant!r}")
        client = self.authenticate(form, now)
        if grant not in client.grant_types:
            raise AuthzError(AuthzCode.UNAUTHORIZED_CLIENT, f"{grant!r} is not registered")
        # What the request says of itself is checked before its grant: a code is used once,
        # and a request refused for its applier, its proof, its members or its resource
        # servers must not use up the resource owner's consent (draft 3.3 and 4.3: the
        # applier is validated, then the grant; an outside audit).
        if "applier_id" in form or "authorization_details" in form:
            applier = self._applier(form, client)
            members = self._group_members(form, client)
            scope = self._scope(form, client, grant, now)
            _within(members, scope)
            return self._group_token(form, client, applier, members, now)
        if "task" in form or "key" in form:
            task = self._task_request(form, client, dpop=dpop, method=method, uri=uri, now=now)
            return self._task_token(client, task, self._scope(form, client, grant, now), now)
        return self._plain_token(form, client, self._scope(form, client, grant, now), now)

    def authenticate(self, form: Mapping[str, str], now: int) -> Client:
        """RFC 7523 client authentication (`invalid_client` when it fails)."""
        if form.get("client_assertion_type") != ASSERTION_TYPE or "client_assertion" not in form:
            raise AuthzError(AuthzCode.INVALID_CLIENT, "private_key_jwt client assertion missing")
        assertion = form["client_assertion"]
        try:
            claimed = unverified_claims(assertion).get("iss")
            unverified_header(assertion)
        except JoseCheckError as error:
            raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion is not a JWS") from error
        client = self.ledger.client(claimed) if isinstance(claimed, str) else None
        if client is None or form.get("client_id", claimed) != claimed:
            raise AuthzError(AuthzCode.INVALID_CLIENT, CLIENT_AUTH_FAILED)
        claims = _verified_by_any(assertion, client.keys())
        if claims.get("sub") != client.client_id:
            raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion iss and sub differ")
        if claims.get("aud") != self.issuer:  # one string, this issuer (RFC 7523bis)
            raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion aud is not this issuer")
        exp, jti = _assertion_expiry(claims, now), claims.get("jti")
        if not isinstance(jti, str) or not 1 <= len(jti) <= 256:
            raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion has no jti")
        once = json.dumps([client.client_id, jti])  # one value per (client, jti), unambiguous
        if not self.ledger.use_once("assertion", once, until=exp + CLOCK_SKEW, now=now):
            raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion replayed")
        return client

    def _scope(
        self, form: Mapping[str, str], client: Client, grant: str, now: int
    ) -> frozenset[str]:
        asked = frozenset(form.get("scope", "").split())
        if grant == "authorization_code":
            code = self.ledger.take_code(form.get("code", ""))
            if code is None or code.client_id != client.client_id or code.expires <= now:
                raise AuthzError(AuthzCode.INVALID_GRANT, "code unknown, used, expired or foreign")
            verifier = form.get("code_verifier", "")
            if not _VERIFIER.fullmatch(verifier):
                raise AuthzError(AuthzCode.INVALID_GRANT, "code_verifier is not RFC 7636's")
            if sha256_b64(verifier.encode("ascii")) != code.challenge:
                raise AuthzError(AuthzCode.INVALID_GRANT, "code_verifier does not match (PKCE)")
            granted = code.scope
        else:
            granted = client.scope
        if not asked <= granted:
            raise AuthzError(
                AuthzCode.INVALID_SCOPE, f"scope beyond the grant: {sorted(asked - granted)}"
            )
        return asked or granted

    def _applier(self, form: Mapping[str, str], client: Client) -> str:
        applier = form.get("applier_id", client.client_id)
        if not client.may_apply:
            raise AuthzError(
                AuthzCode.UNAUTHORIZED_APPLIER,
                f"{client.client_id!r} is not registered to {DISTRIBUTE_TASKS!r}",
            )
        if applier != client.client_id:
            raise AuthzError(AuthzCode.UNAUTHORIZED_APPLIER, "applier_id is not the client")
        return applier

    def _group_members(self, form: Mapping[str, str], client: Client) -> list[tokens.Member]:
        """The static group's members, each at resource servers `client` registered.

        A member whose `sbj` is a registered client must be bound to one of the keys that
        client registered: else the leading agent could act at a resource server in a
        registered sub-agent's name with a key of its own (`unrecognized_pk`). Any other
        `sbj` is the leading agent's word, proven only by the key it binds (spec 15.3).
        """
        members = _members(form.get("authorization_details", ""))
        for member in members:
            _targets(client, member.aud)
            registered = self.ledger.client(member.sbj)
            if registered is None:
                continue
            keys = {thumbprint(key) for key in registered.keys()}  # noqa: SIM118 - Client.keys()
            if thumbprint(import_public_jwk(dict(member.jwk))) not in keys:
                raise AuthzError(
                    AuthzCode.UNRECOGNIZED_PK,
                    f"{member.sbj!r} is a registered client, and jwk is none of its keys",
                )
        return members

    def _group_token(
        self,
        form: Mapping[str, str],
        client: Client,
        applier: str,
        members: list[tokens.Member],
        now: int,
    ) -> dict[str, Any]:
        signer = self.signing_key(now)
        issued = tokens.issue_group_token(
            issuer=self.issuer,
            client_id=client.client_id,
            applier=applier,
            members=members,
            key=signer.key,
            kid=signer.kid,
            now=now,
            lifetime=self.token_lifetime,
        )
        return self._issued(
            issued.jwt,
            issued.serialise(),
            client,
            "group",
            now,
            authorization_details=strict_json(form["authorization_details"]),
        )

    def _task_request(  # noqa: PLR0913 - the request's parts
        self,
        form: Mapping[str, str],
        client: Client,
        *,
        dpop: Sequence[str],
        method: str,
        uri: str,
        now: int,
    ) -> _TaskRequest:
        """A dynamic request's applier, task, key (proven by its DPoP proof) and audience."""
        applier = self._applier(form, client)
        task, key = form.get("task", ""), form.get("key", "")
        if not task or len(task) > 256 or not key:
            raise AuthzError(AuthzCode.INVALID_REQUEST, "task and key are both required")
        try:
            proof = check_proof(dpop, method=method, uri=uri, now=now, replay=self.replay)
        except DPoPError as error:
            raise AuthzError(AuthzCode.INVALID_DPOP_PROOF, error.reason) from error
        if proof.jkt != key:
            raise AuthzError(
                AuthzCode.UNRECOGNIZED_PK, "the DPoP proof is not signed by the key named by key"
            )
        audience = _targets(client, form.get("resource", "").split())
        return _TaskRequest(applier=applier, task=task, key=key, audience=audience)

    def _task_token(
        self, client: Client, asked: _TaskRequest, scope: frozenset[str], now: int
    ) -> dict[str, Any]:
        signer = self.signing_key(now)
        token = tokens.issue_task_token(
            issuer=self.issuer,
            client_id=client.client_id,
            applier=asked.applier,
            task=asked.task,
            leader_jkt=asked.key,
            audience=asked.audience,
            scope=sorted(scope),
            key=signer.key,
            kid=signer.kid,
            now=now,
            lifetime=self.token_lifetime,
        )
        return self._issued(token, token, client, "task", now, token_type="DPoP")  # noqa: S106 - a token type, not a secret

    def _plain_token(
        self, form: Mapping[str, str], client: Client, scope: frozenset[str], now: int
    ) -> dict[str, Any]:
        signer = self.signing_key(now)
        jti = secrets.token_urlsafe(16)
        claims = {
            "iss": self.issuer,
            "sub": client.client_id,
            "client_id": client.client_id,
            "aud": _targets(client, form.get("resource", "").split()),
            "scope": " ".join(sorted(scope)),
            "iat": now,
            "exp": now + self.token_lifetime,
            "jti": jti,
        }
        token = sign({"typ": tokens.ACCESS_TOKEN_TYP, "kid": signer.kid}, claims, signer.key)
        return self._issued(token, token, client, "plain", now)

    def _issued(  # noqa: PLR0913 - the token and how it is answered
        self,
        jwt: str,
        access_token: str,
        client: Client,
        kind: str,
        now: int,
        *,
        token_type: str = "Bearer",  # noqa: S107 - a token type, not a secret
        **extra: object,
    ) -> dict[str, Any]:
        """Record an issued token's id (for revocation and audit) and answer with it."""
        jti = str(unverified_claims(jwt)["jti"])
        expires = now + self.token_lifetime
        self.ledger.record_token(jti, client.client_id, kind=kind, expires=expires, now=now)
        return {
            "access_token": access_token,
            "token_type": token_type,
            "expires_in": self.token_lifetime,
            **extra,
        }


def _targets(client: Client, asked: Sequence[str]) -> list[str]:
    """The resource servers a token names (RFC 8707).

    Those asked (all the client registered when none), each one the client registered
    (`invalid_target` otherwise).
    """
    chosen = sorted(set(asked)) if asked else sorted(client.resources)
    if not chosen:
        raise AuthzError(AuthzCode.INVALID_TARGET, "the client registered no resource server")
    outside = [resource for resource in chosen if resource not in client.resources]
    if outside:
        raise AuthzError(AuthzCode.INVALID_TARGET, "a resource server the client did not register")
    return chosen


def _verified_by_any(assertion: str, keys: list[PublicKey]) -> dict[str, Any]:
    reasons = []
    for key in keys:
        try:
            return verify(assertion, key, typ=None)[1]
        except JoseCheckError as error:
            reasons.append(error.reason)
    del reasons
    raise AuthzError(AuthzCode.INVALID_CLIENT, CLIENT_AUTH_FAILED)


def _client_from(metadata: Mapping[str, Any]) -> Client:
    def bad(why: str) -> AuthzError:
        return AuthzError(AuthzCode.INVALID_CLIENT_METADATA, why)

    client_id = metadata.get("client_id")
    if not isinstance(client_id, str) or not 1 <= len(client_id) <= 200:
        raise bad("client_id must be a string of 1 to 200 characters")
    jwks = metadata.get("jwks")
    keys = jwks.get("keys") if isinstance(jwks, Mapping) else None
    if not isinstance(keys, list) or not 1 <= len(keys) <= 8:
        raise bad("jwks must hold 1 to 8 public keys")
    for jwk in keys:
        try:
            import_public_jwk(jwk)
        except JoseCheckError as error:
            raise bad(f"jwks: {error.reason}") from error
    grants = metadata.get("grant_types", ["client_credentials"])
    if (
        not isinstance(grants, list)
        or not grants
        or not all(isinstance(grant, str) for grant in grants)
        or not set(grants) <= GRANT_TYPES
    ):
        raise bad(f"grant_types must be some of {sorted(GRANT_TYPES)}")
    scope = metadata.get("scope", "")
    capability = metadata.get("capability", "")
    if not isinstance(scope, str) or not isinstance(capability, str):
        raise bad("scope and capability are strings")
    if metadata.get("token_endpoint_auth_method", "private_key_jwt") != "private_key_jwt":
        raise bad("token_endpoint_auth_method must be private_key_jwt")
    resources = metadata.get("resources", [])
    if (
        not isinstance(resources, list)
        or len(resources) > MAX_RESOURCES
        or not all(isinstance(x, str) and 0 < len(x) <= 512 and " " not in x for x in resources)
    ):
        raise bad(f"resources lists at most {MAX_RESOURCES} resource server ids")
    return Client(
        client_id=client_id,
        jwks=tuple(dict(jwk) for jwk in keys),
        grant_types=frozenset(grants),
        scope=frozenset(scope.split()),
        capability=capability,
        resources=frozenset(resources),
    )


@dataclass(frozen=True, slots=True)
class _TaskRequest:
    """A dynamic token request, checked but for its grant."""

    applier: str
    task: str
    key: str
    """The leading agent's key (RFC 7638 thumbprint), proven by the DPoP proof."""
    audience: list[str]


def _within(members: Sequence[tokens.Member], scope: frozenset[str]) -> None:
    """`invalid_scope` for the first member whose actions go beyond the grant."""
    for member in members:
        if not set(member.scope) <= scope:
            raise AuthzError(AuthzCode.INVALID_SCOPE, f"{member.sbj!r}: actions beyond the grant")


def _members(details: str) -> list[tokens.Member]:
    """The static group's members from RFC 9396 `authorization_details`."""
    try:
        listed = strict_json(details)
    except JoseCheckError as error:
        raise _bad_details("not JSON") from error
    if not isinstance(listed, list) or not 1 <= len(listed) <= MAX_MEMBERS:
        raise _bad_details(f"an array of 1 to {MAX_MEMBERS} members")
    members = [_member(each) for each in listed]
    if len({member.sbj for member in members}) != len(members):
        raise _bad_details("a sub-agent appears twice")
    return members


def _bad_details(why: str) -> AuthzError:
    return AuthzError(AuthzCode.INVALID_REQUEST, f"authorization_details: {why}")


def _member(each: object) -> tokens.Member:
    if not isinstance(each, dict) or each.get("type") != MEMBER_TYPE:
        raise _bad_details(f"each entry is of type {MEMBER_TYPE!r}")
    sbj, locations, actions = each.get("sbj"), each.get("locations"), each.get("actions")
    if not isinstance(sbj, str) or not sbj:
        raise _bad_details("sbj is the sub-agent's id")
    if not isinstance(locations, list) or not all(isinstance(x, str) for x in locations):
        raise _bad_details("locations lists the resource servers")
    if not isinstance(actions, list) or not all(isinstance(x, str) for x in actions):
        raise _bad_details("actions lists the scope")
    try:
        import_public_jwk(each.get("jwk"))
    except JoseCheckError as error:
        raise _bad_details(f"{sbj!r}: jwk: {error.reason}") from error
    return tokens.Member(sbj, tuple(locations), tuple(actions), dict(each["jwk"]))


def _assertion_expiry(claims: Mapping[str, Any], now: int) -> int:
    """A client assertion's `exp`, once its times are checked (`invalid_client` if not).

    `exp` an integer ahead, at most five minutes; `nbf` and `iat`, when present, not
    beyond the clock's skew ahead (RFC 7523 3: a JWT is not taken before its `nbf`).
    """
    exp = claims.get("exp")
    if not isinstance(exp, int) or isinstance(exp, bool) or not now < exp:
        raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion expired or without exp")
    if exp > now + MAX_ASSERTION_LIFETIME:
        raise AuthzError(AuthzCode.INVALID_CLIENT, "assertion lives longer than 5 minutes")
    for name, why in (("nbf", "not valid yet (nbf)"), ("iat", "issued in the future (iat)")):
        if name in claims and not (is_time(claims[name]) and claims[name] <= now + CLOCK_SKEW):
            raise AuthzError(AuthzCode.INVALID_CLIENT, f"assertion {why}")
    return exp


def client_assertion(client_id: str, key: OKPKey, audience: str, now: int) -> str:
    """A private_key_jwt assertion (the client's side, RFC 7523)."""
    claims = {
        "iss": client_id,
        "sub": client_id,
        "aud": audience,
        "iat": now,
        "exp": now + 60,
        "jti": secrets.token_urlsafe(16),
    }
    return sign({"typ": "JWT"}, claims, key)


def client_credentials_form(
    client_id: str, key: OKPKey, audience: str, now: int, /, **extra: str
) -> dict[str, str]:
    """A `client_credentials` token request authenticated with a fresh assertion, plus `extra`.

    The first four are positional-only: `extra` may hold a `key` member (dynamic groups).
    """
    return {
        "grant_type": "client_credentials",
        "client_assertion_type": ASSERTION_TYPE,
        "client_assertion": client_assertion(client_id, key, audience, now),
        **extra,
    }


def member_details(members: Sequence[tokens.Member]) -> str:
    """The `authorization_details` of a static group's token request."""
    return json.dumps(
        [
            {
                "type": MEMBER_TYPE,
                "sbj": member.sbj,
                "locations": list(member.aud),
                "actions": list(member.scope),
                "jwk": dict(member.jwk),
            }
            for member in members
        ]
    )


__all__ = [
    "ASSERTION_TYPE",
    "DISTRIBUTE_TASKS",
    "MEMBER_TYPE",
    "AuthorizationServer",
    "Client",
    "Code",
    "Ledger",
    "SigningKey",
    "client_assertion",
    "client_credentials_form",
    "member_details",
]
