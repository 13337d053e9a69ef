"""Access tokens of task groups, task credentials, and the checks of those who receive them.

Static groups (draft section 3): one access token for the whole group, a
JWT access token (RFC 9068: `typ: at+jwt`, `iss`, `sub`, `aud`, `client_id`,
`iat`, `exp`, `jti`) that is also an SD-JWT (RFC 9901): the applier `app`
in plain text, and one array-element disclosure per sub-agent in `grp`,
each `{"sbj", "aud", "scope", "cnf": {"jwk"}}` (the draft's example repeats
JSON keys; an array of entries says the same). `aud` holds every resource
server of the group (RFC 9068 requires it; the entries, not the servers,
are what selective disclosure hides). The leading agent gives each
sub-agent its token*: the SD-JWT with that sub-agent's entry only. The
sub-agent presents it with a key-binding JWT signed by the key of its
entry, for one resource server (`aud`) and one `nonce`.

Dynamic groups (draft section 4): one access token per task, `sub` the
task, bound to the leading agent's key by `cnf.jkt` (RFC 7800's
confirmation claim with RFC 9449's thumbprint member, rather than the
draft's `att`: the same meaning under a registered name). The leading
agent signs each chosen sub-agent a task credential (`typ: task+jwt`):
`iss` the leading agent, `sub` the sub-agent, `task`, `ath` the SHA-256
of the access token, `cnf.jkt` the sub-agent's own key, `iat`, `exp`. A
sub-agent presents token, credential and a DPoP proof signed by the key of
the credential, with `ath` the hash of the access token (so that a stolen
credential is of no use to another).

All checks are pure (time passed in) and answer with the draft's codes.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from joserfc.jwk import OKPKey

from authority.authz import sdjwt
from authority.authz.dpop import DPoPError, ReplayCache, check_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import (
    JoseCheckError,
    PublicKey,
    b64url_decode,
    import_public_jwk,
    public_jwk,
    sha256_b64,
    sign,
    thumbprint,
    unverified_claims,
    unverified_header,
    verify,
)

ACCESS_TOKEN_TYP: Final = "at+jwt"  # noqa: S105 - a media type, not a secret
CREDENTIAL_TYP: Final = "task+jwt"
GROUP_AUDIENCE: Final = "urn:ioa:task-group"
"""The `aud` of a static group's token: no resource server's id, so that its signed part
alone is no bearer token anywhere; each resource server is named in an entry."""
KB_REPLAYED: Final = "key-binding JWT replayed"
"""The `error_description` of a key-binding JWT seen before (a presenter binds anew)."""
TASK_SUBJECT: Final = "task:"
"""The prefix of a task token's `sub` (a task is never mistaken for a client id)."""

IssuerKeys = Callable[[Mapping[str, Any]], PublicKey]
"""The authorization server's key for a JWS header (its `kid`); raises `JoseCheckError`."""


@dataclass(frozen=True, slots=True)
class Member:
    """A sub-agent of a static group: who, for which resource servers, what scope, its key."""

    sbj: str
    aud: tuple[str, ...]
    scope: tuple[str, ...]
    jwk: Mapping[str, Any]
    """The sub-agent's public key (key binding of its token*)."""

    def entry(self) -> dict[str, Any]:
        """The member's `grp` entry."""
        return {
            "sbj": self.sbj,
            "aud": list(self.aud),
            "scope": " ".join(self.scope),
            "cnf": {"jwk": dict(self.jwk)},
        }


def _ids(now: int, lifetime: int, jti: str | None) -> dict[str, Any]:
    return {"iat": now, "exp": now + lifetime, "jti": jti or secrets.token_urlsafe(16)}


def issue_group_token(  # noqa: PLR0913 - the token's claims
    *,
    issuer: str,
    client_id: str,
    applier: str,
    members: Iterable[Member],
    key: OKPKey,
    kid: str,
    now: int,
    lifetime: int = 600,
    jti: str | None = None,
    rng: sdjwt.SaltSource = secrets.token_bytes,
) -> sdjwt.Issued:
    """The static group's access token (an SD-JWT with one disclosure per member).

    `rng` draws the disclosures' salts (a seeded one reproduces a token exactly).
    """
    chosen = list(members)
    if not chosen:
        raise ValueError("a task group has at least one member")
    if len({member.sbj for member in chosen}) != len(chosen):
        raise ValueError("a sub-agent appears twice in the group")
    digests, disclosures = sdjwt.conceal_elements((m.entry() for m in chosen), rng=rng)
    claims = {
        "iss": issuer,
        "sub": applier,
        "client_id": client_id,
        "app": applier,
        "aud": GROUP_AUDIENCE,
        **_ids(now, lifetime, jti),
        "grp": digests,
    }
    return sdjwt.issue(claims, disclosures, key, typ=ACCESS_TOKEN_TYP, kid=kid)


def token_star(issued: sdjwt.Issued, sbj: str) -> str:
    """The token* of one member: the SD-JWT with that member's entry only."""
    return token_star_of(issued.serialise(), sbj)


def token_star_of(serialised: str, sbj: str) -> str:
    """The token* of one member from the group token as the token endpoint returned it."""
    jwt = serialised.split("~", 1)[0]
    mine = [encoded for encoded, member in _entries(serialised) if member == sbj]
    if len(mine) != 1:
        raise ValueError(f"{sbj!r} is not a member of this group")
    return "~".join([jwt, *mine]) + "~"


def disclosed_members(serialised: str) -> list[str]:
    """The sub-agents whose entries a group token (or token*) discloses, read unverified."""
    return [str(member) for _, member in _entries(serialised) if member is not None]


def _entries(serialised: str) -> list[tuple[str, object]]:
    """(encoded disclosure, the `sbj` of the entry it discloses, or None) of each one."""
    found = []
    for encoded in serialised.rstrip("~").split("~")[1:]:
        try:
            members = json.loads(b64url_decode(encoded))
        except (JoseCheckError, ValueError) as error:
            raise ValueError("the group token holds a malformed disclosure") from error
        is_element = isinstance(members, list) and len(members) == 2
        found.append((encoded, _entry_sbj(members[1]) if is_element else None))
    return found


def _entry_sbj(value: object) -> object:
    return value.get("sbj") if isinstance(value, dict) else None


@dataclass(frozen=True, slots=True)
class GroupAccess:
    """A verified token*: the applier, the one entry disclosed, the token's id."""

    applier: str
    sbj: str
    aud: tuple[str, ...]
    scope: frozenset[str]
    jti: str
    claims: dict[str, Any]


def _entry_jkt(claims: Mapping[str, Any]) -> str | None:
    cnf = _single_entry(claims).get("cnf")
    try:
        return thumbprint(import_public_jwk(cnf.get("jwk"))) if isinstance(cnf, dict) else None
    except JoseCheckError:
        return None


def _single_entry(claims: Mapping[str, Any]) -> dict[str, Any]:
    entries = claims.get("grp")
    if not isinstance(entries, list) or len(entries) != 1 or not isinstance(entries[0], dict):
        raise AuthzError(AuthzCode.INVALID_TOKEN, "token* must disclose exactly one group entry")
    entry = entries[0]
    if not isinstance(entry.get("sbj"), str) or not isinstance(entry.get("aud"), list):
        raise AuthzError(AuthzCode.INVALID_TOKEN, "group entry lacks sbj or aud")
    return entry


def _group_access(verified: sdjwt.Verified, issuer: str) -> GroupAccess:
    claims = verified.claims
    if claims.get("iss") != issuer:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"token issued by {claims.get('iss')!r}")
    if not isinstance(claims.get("app"), str) or not isinstance(claims.get("jti"), str):
        raise AuthzError(AuthzCode.INVALID_TOKEN, "token lacks app or jti")
    if "exp" not in claims:
        raise AuthzError(AuthzCode.INVALID_TOKEN, "token has no exp")
    entry = _single_entry(claims)
    scope = entry.get("scope", "")
    return GroupAccess(
        applier=claims["app"],
        sbj=entry["sbj"],
        aud=tuple(str(aud) for aud in entry["aud"]),
        scope=frozenset(scope.split()) if isinstance(scope, str) else frozenset(),
        jti=claims["jti"],
        claims=claims,
    )


def accept_token_star(  # noqa: PLR0913 - the token* and what it is checked against
    presentation: str,
    *,
    issuer_keys: IssuerKeys,
    issuer: str,
    me: str,
    trusted_appliers: Callable[[str], bool],
    now: int,
    my_jkt: str | None = None,
) -> GroupAccess:
    """A sub-agent's check of the token* its leading agent sent (draft section 3.4).

    The token verifies (`invalid_token` otherwise), discloses this sub-agent's entry
    only, with this sub-agent's key when `my_jkt` (its thumbprint) is given, and its
    applier is a leading agent this sub-agent trusts (`unknown_applier`).
    """
    try:
        verified = sdjwt.verify_presentation(
            presentation, issuer_keys, typ=ACCESS_TOKEN_TYP, now=now, key_binding=None
        )
    except sdjwt.SdJwtError as error:
        raise AuthzError(AuthzCode.INVALID_TOKEN, error.reason) from error
    access = _group_access(verified, issuer)
    if access.sbj != me:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"token* discloses {access.sbj!r}, not {me!r}")
    if my_jkt is not None and _entry_jkt(access.claims) != my_jkt:
        raise AuthzError(AuthzCode.INVALID_TOKEN, "the entry binds another key than this agent's")
    if not trusted_appliers(access.applier):
        raise AuthzError(
            AuthzCode.UNKNOWN_APPLIER, f"applier {access.applier!r} is not a trusted leading agent"
        )
    return access


def present_token_star(  # noqa: PLR0913 - the key binding's claims
    token: str, key: OKPKey, *, resource: str, nonce: str, now: int, jti: str | None = None
) -> str:
    """A sub-agent's presentation of its token* to one resource server (with key binding).

    `jti`: a fresh value makes this key binding unlike every other (see `sdjwt.present`).
    """
    return sdjwt.present(token, holder_key=key, audience=resource, nonce=nonce, now=now, jti=jti)


def check_group_presentation(  # noqa: PLR0913 - what a resource server knows of a request
    presentation: str,
    *,
    issuer_keys: IssuerKeys,
    issuer: str,
    resource: str,
    nonce: str,
    needed: Iterable[str] = (),
    now: int,
    replay: ReplayCache | None = None,
) -> GroupAccess:
    """A resource server's check of a token* (draft section 3.5).

    The SD-JWT and its key binding (to this server and `nonce`, by the key of the one
    entry disclosed: `invalid_token`), this server in the token's `aud` and in the same
    entry as the presenting sub-agent (`invalid_token`), `needed` within its scope
    (`insufficient_scope`). With `replay`, a key-binding JWT is accepted once.
    """

    def holder_key(claims: dict[str, Any]) -> PublicKey:
        entry = _single_entry(claims)
        cnf = entry.get("cnf")
        if not isinstance(cnf, dict):
            raise JoseCheckError("the disclosed entry has no cnf key")
        return import_public_jwk(cnf.get("jwk"))

    binding = sdjwt.KeyBinding(audience=resource, nonce=nonce, holder_key=holder_key)
    try:
        verified = sdjwt.verify_presentation(
            presentation, issuer_keys, typ=ACCESS_TOKEN_TYP, now=now, key_binding=binding
        )
    except sdjwt.SdJwtError as error:
        raise AuthzError(AuthzCode.INVALID_TOKEN, error.reason) from error
    except AuthzError:
        raise
    access = _group_access(verified, issuer)
    if verified.claims.get("aud") != GROUP_AUDIENCE:
        raise AuthzError(AuthzCode.INVALID_TOKEN, "not a task group's token")
    if resource not in access.aud:
        raise AuthzError(
            AuthzCode.INVALID_TOKEN, f"{access.sbj!r} and {resource!r} are not in one entry"
        )
    missing = set(needed) - access.scope
    if missing:
        raise AuthzError(AuthzCode.INSUFFICIENT_SCOPE, f"scope lacks {sorted(missing)}")
    if replay is not None and verified.key_binding is not None:
        signed_part = presentation.rsplit("~", 1)[1].rsplit(".", 1)[0]  # not the signature:
        kb_id = sha256_b64(signed_part.encode("ascii"))  # an ECDSA one has two valid forms
        if replay.seen(_kb_replay_key(access), kb_id, now=now, until=now + 600):
            raise AuthzError(AuthzCode.INVALID_TOKEN, KB_REPLAYED)
    return access


def _kb_replay_key(access: GroupAccess) -> str:
    """Whose key-binding JWTs a replay cache counts together: one member of one token.

    Every member of a static group holds the same token (one `jti`): counted by the token,
    one member filling its quota would lock every sibling out. Counted by the token and the
    disclosed entry's key (which signed the KB-JWT), it locks out only itself. The `:` keeps
    these keys apart from DPoP's (a bare thumbprint) in a cache the two share.
    """
    return f"kb:{access.jti}:{_entry_jkt(access.claims)}"


# Dynamic groups.


def issue_task_token(  # noqa: PLR0913 - the token's claims
    *,
    issuer: str,
    client_id: str,
    applier: str,
    task: str,
    leader_jkt: str,
    audience: Iterable[str],
    scope: Iterable[str],
    key: OKPKey,
    kid: str,
    now: int,
    lifetime: int = 600,
    jti: str | None = None,
) -> str:
    """A task's access token, bound to the leading agent's key (`cnf.jkt`)."""
    claims = {
        "iss": issuer,
        "sub": TASK_SUBJECT + task,
        "task": task,
        "client_id": client_id,
        "app": applier,
        "aud": sorted(set(audience)),
        "scope": " ".join(scope),
        "cnf": {"jkt": leader_jkt},
        **_ids(now, lifetime, jti),
    }
    return sign({"typ": ACCESS_TOKEN_TYP, "kid": kid}, claims, key)


def issue_credential(  # noqa: PLR0913 - the credential's claims
    *,
    leader_key: OKPKey,
    leader: str,
    sub_agent: str,
    sub_agent_jwk: Mapping[str, Any],
    task: str,
    access_token: str,
    now: int,
    lifetime: int = 600,
    jti: str | None = None,
) -> str:
    """The leading agent's task credential for one sub-agent (draft section 4.4)."""
    claims = {
        "iss": leader,
        "sub": sub_agent,
        "task": task,
        "ath": sha256_b64(access_token.encode("ascii")),
        "cnf": {"jkt": thumbprint(import_public_jwk(dict(sub_agent_jwk)))},
        **_ids(now, lifetime, jti),
    }
    return sign({"typ": CREDENTIAL_TYP, "jwk": public_jwk(leader_key)}, claims, leader_key)


@dataclass(frozen=True, slots=True)
class TaskAccess:
    """A verified task token and credential: the task, the leading agent, the sub-agent."""

    task: str
    applier: str
    sub_agent: str
    sub_agent_jkt: str
    scope: frozenset[str]
    aud: tuple[str, ...]
    jti: str
    exp: float = 0.0
    """When the first of token and credential expires."""


def _times(claims: Mapping[str, Any], now: int, code: AuthzCode, what: str) -> None:
    try:
        sdjwt.check_times(claims, now, what=what)
    except sdjwt.SdJwtError as error:
        raise AuthzError(code, error.reason) from error
    if "exp" not in claims:
        raise AuthzError(code, f"{what}: no exp")


def _task_token(token: str, issuer_keys: IssuerKeys, issuer: str, now: int) -> dict[str, Any]:
    try:
        _, claims = verify(token, issuer_keys(unverified_header(token)), typ=ACCESS_TOKEN_TYP)
    except JoseCheckError as error:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"access token: {error.reason}") from error
    _times(claims, now, AuthzCode.INVALID_TOKEN, "access token")
    if claims.get("iss") != issuer:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"token issued by {claims.get('iss')!r}")
    cnf = claims.get("cnf")
    for name in ("task", "app", "jti"):
        if not isinstance(claims.get(name), str):
            raise AuthzError(AuthzCode.INVALID_TOKEN, f"access token lacks {name}")
    if claims.get("sub") != TASK_SUBJECT + claims["task"]:
        raise AuthzError(AuthzCode.INVALID_TOKEN, "not a task token (sub is not task:<task>)")
    if not isinstance(cnf, dict) or not isinstance(cnf.get("jkt"), str):
        raise AuthzError(AuthzCode.INVALID_TOKEN, "access token is not bound to a key (cnf.jkt)")
    return claims


def accept_task_credential(  # noqa: PLR0913 - the two documents and what they are checked against
    access_token: str,
    credential: str,
    *,
    issuer_keys: IssuerKeys,
    issuer: str,
    leader_keys: Callable[[str], PublicKey | None],
    me: str,
    now: int,
    my_jkt: str | None = None,
) -> TaskAccess:
    """A sub-agent's check of token and credential and of how they relate (section 4.4).

    With `my_jkt` (this sub-agent's key's thumbprint), the credential must name that key
    (`invalid_credential`).

    The credential: signed by a leading agent this sub-agent trusts (`leader_keys` gives
    its key, None for one it does not trust), for this sub-agent, in its time
    (`invalid_credential`). The relation: the token's task is the credential's, the token
    is bound to the key that signed the credential, the credential hashes this token, its
    issuer is the token's applier (`unknown_credential`).
    """
    token = _task_token(access_token, issuer_keys, issuer, now)
    key, claims = _credential(credential, leader_keys, me, now)
    if my_jkt is not None and claims["cnf"]["jkt"] != my_jkt:
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, "the credential names another agent's key")
    if claims.get("task") != token["task"]:
        raise AuthzError(AuthzCode.UNKNOWN_CREDENTIAL, "credential is for another task")
    if thumbprint(key) != token["cnf"]["jkt"]:
        raise AuthzError(
            AuthzCode.UNKNOWN_CREDENTIAL, "the token is bound to another key than the issuer's"
        )
    if claims.get("ath") != sha256_b64(access_token.encode("ascii")):
        raise AuthzError(AuthzCode.UNKNOWN_CREDENTIAL, "credential hashes another access token")
    if claims.get("iss") != token["app"]:
        raise AuthzError(AuthzCode.UNKNOWN_CREDENTIAL, "credential issuer is not the token's app")
    scope = token.get("scope", "")
    audiences = token.get("aud")
    return TaskAccess(
        task=token["task"],
        applier=token["app"],
        sub_agent=me,
        sub_agent_jkt=claims["cnf"]["jkt"],
        scope=frozenset(scope.split()) if isinstance(scope, str) else frozenset(),
        aud=tuple(audiences) if isinstance(audiences, list) else (),
        jti=token["jti"],
        exp=min(float(token["exp"]), float(claims["exp"])),
    )


def _credential(
    credential: str, leader_keys: Callable[[str], PublicKey | None], me: str, now: int
) -> tuple[PublicKey, dict[str, Any]]:
    """The credential's signer and claims (`invalid_credential` when it does not verify)."""
    named: str | None = None
    try:
        leader = unverified_claims(credential).get("iss")
        key = leader_keys(leader) if isinstance(leader, str) else None
        header = unverified_header(credential)
        if key is not None and "jwk" in header:
            named = thumbprint(import_public_jwk(header["jwk"]))
        _, claims = verify(credential, key, typ=CREDENTIAL_TYP) if key is not None else ({}, {})
    except JoseCheckError as error:
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, f"credential: {error.reason}") from error
    if key is None:
        raise AuthzError(
            AuthzCode.INVALID_CREDENTIAL, f"credential issuer {leader!r} is not trusted"
        )
    if "jwk" in header and named != thumbprint(key):
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, "credential jwk is not the issuer's key")
    _times(claims, now, AuthzCode.INVALID_CREDENTIAL, "credential")
    if claims.get("sub") != me:
        raise AuthzError(
            AuthzCode.INVALID_CREDENTIAL, f"credential is for {claims.get('sub')!r}, not {me!r}"
        )
    cnf = claims.get("cnf")
    if not isinstance(cnf, dict) or not isinstance(cnf.get("jkt"), str):
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, "credential names no sub-agent key")
    return key, claims


def check_task_request(  # noqa: PLR0913 - what a resource server knows of a request
    access_token: str,
    credential: str,
    dpop_headers: list[str],
    *,
    issuer_keys: IssuerKeys,
    issuer: str,
    leader_keys: Callable[[str], PublicKey | None],
    resource: str,
    method: str,
    uri: str,
    needed: Iterable[str] = (),
    now: int,
    replay: ReplayCache,
) -> TaskAccess:
    """A resource server's check of a dynamic group's request (draft section 4.5).

    The token and the credential and their relation (`accept_task_credential`, with the
    sub-agent the credential names), this server in the token's audience, the request
    signed by the sub-agent's key (a DPoP proof over this request, with `ath`, naming the
    key of the credential), `needed` within the scope.
    """
    try:
        sub_agent = unverified_claims(credential).get("sub")
    except JoseCheckError as error:
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, error.reason) from error
    if not isinstance(sub_agent, str):
        raise AuthzError(AuthzCode.INVALID_CREDENTIAL, "credential names no subject")
    access = accept_task_credential(
        access_token,
        credential,
        issuer_keys=issuer_keys,
        issuer=issuer,
        leader_keys=leader_keys,
        me=sub_agent,
        now=now,
    )
    if resource not in access.aud:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"token is not for {resource!r}")
    try:
        check_proof(
            dpop_headers,
            method=method,
            uri=uri,
            now=now,
            replay=replay,
            access_token=access_token,
            bound_jkt=access.sub_agent_jkt,
        )
    except DPoPError as error:
        raise AuthzError(AuthzCode.INVALID_TOKEN, f"proof: {error.reason}") from error
    missing = set(needed) - access.scope
    if missing:
        raise AuthzError(AuthzCode.INSUFFICIENT_SCOPE, f"scope lacks {sorted(missing)}")
    return access


__all__ = [
    "ACCESS_TOKEN_TYP",
    "CREDENTIAL_TYP",
    "GROUP_AUDIENCE",
    "KB_REPLAYED",
    "TASK_SUBJECT",
    "GroupAccess",
    "IssuerKeys",
    "Member",
    "TaskAccess",
    "accept_task_credential",
    "accept_token_star",
    "check_group_presentation",
    "check_task_request",
    "disclosed_members",
    "issue_credential",
    "issue_group_token",
    "issue_task_token",
    "present_token_star",
    "token_star",
    "token_star_of",
]
