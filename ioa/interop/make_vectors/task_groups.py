"""Vectors of task-group authorization (spec 15.1 to 15.3).

JWS, SD-JWT presentations with key binding, task credentials and DPoP proofs.
"""

from __future__ import annotations

import functools
import hmac
import json
from collections.abc import Callable
from typing import Any, Final

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from joserfc.jwk import OKPKey

from authority.authz.dpop import TYP as DPOP_TYP
from authority.authz.dpop import make_proof
from authority.authz.jose import JoseCheckError, public_jwk, sha256_b64, thumbprint
from authority.authz.jose import sign as jose_sign
from authority.authz.jose import verify as jose_verify
from authority.authz.resource import NonceIssuer
from authority.authz.sdjwt import KB_TYP, Disclosure, disclose
from authority.authz.tokens import (
    ACCESS_TOKEN_TYP,
    Member,
    issue_credential,
    issue_group_token,
    issue_task_token,
    present_token_star,
    token_star,
)
from ioa.interop.make_vectors.fixed import NOW, REGENERATE, Json, seeded
from l9_snl.encoding import b64url, from_b64url

# -- the keys of the task-group vectors (spec 15.1) ----------------------------------------------


def _ed25519(label: str) -> Ed25519PrivateKey:
    """The Ed25519 key whose seed is the first 32 bytes `seeded(label)` draws."""
    return Ed25519PrivateKey.from_private_bytes(seeded(label)(32))


def _okp(label: str) -> OKPKey:
    private = _ed25519(label)
    return OKPKey.import_key(
        {
            "kty": "OKP",
            "crv": "Ed25519",
            "x": b64url(private.public_key().public_bytes_raw()),
            "d": b64url(private.private_bytes_raw()),
        }
    )


def _key_entry(label: str, key: OKPKey) -> Json:
    return {
        "section": "15.1",
        "private": b64url(seeded(label)(32)),
        "jwk": public_jwk(key),
        "thumbprint": thumbprint(key),
    }


def _server_kid(server: OKPKey) -> str:
    return thumbprint(server)[:16]


# -- task-group JWS (spec 15.1) ------------------------------------------------------------------

_JWS_CLAIMS: Final[Json] = {
    "iss": "https://authz.example",
    "sub": "agent:leader",
    "aud": "urn:ioa:task-group",
    "scope": "travel.book",
    "iat": 1795000000,
    "exp": 1795000600,
}


def _compact(header: Json, claims: Json, sign_with: Callable[[bytes], bytes] | None) -> str:
    """A compact JWS written by hand (to make the ones the stack must refuse)."""
    head = b64url(json.dumps(header, separators=(",", ":")).encode())
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    signing_input = f"{head}.{body}".encode()
    signature = b64url(sign_with(signing_input)) if sign_with is not None else ""
    return f"{head}.{body}.{signature}"


def _hs256(key: bytes) -> Callable[[bytes], bytes]:
    return lambda message: hmac.digest(key, message, "sha256")


def authz_jws() -> Json:
    """The authorization server's key as a JWK, and JWS it accepts and refuses."""
    private, other = _ed25519("authz/server"), _ed25519("authz/other")
    raw = private.public_key().public_bytes_raw()
    key = _okp("authz/server")
    kid = _server_kid(key)
    token = jose_sign({"typ": ACCESS_TOKEN_TYP, "kid": kid}, _JWS_CLAIMS, key)
    header = {"typ": ACCESS_TOKEN_TYP, "kid": kid}
    cases = (
        ("EdDSA, RFC 8037's name for the same algorithm", {**header, "alg": "EdDSA"}, private),
        ("alg none", {**header, "alg": "none"}, None),
        ("HS256 keyed with the public key (key confusion)", {**header, "alg": "HS256"}, "hs256"),
        ("signed by another key", {**header, "alg": "Ed25519"}, other),
        ("a crit header", {**header, "alg": "Ed25519", "crit": ["x-ext"], "x-ext": 1}, private),
        ("another typ", {"typ": "JWT", "kid": kid, "alg": "Ed25519"}, private),
    )
    made = []
    for name, case_header, signer in cases:
        if signer == "hs256":
            made.append((name, _compact(case_header, _JWS_CLAIMS, _hs256(raw))))
        elif isinstance(signer, Ed25519PrivateKey):
            made.append((name, _compact(case_header, _JWS_CLAIMS, signer.sign)))
        else:
            made.append((name, _compact(case_header, _JWS_CLAIMS, None)))
    made.append(("padded base64url", token + "=="))
    others = []
    for name, compact in made:
        try:
            jose_verify(compact, key, typ=ACCESS_TOKEN_TYP)
        except JoseCheckError:
            accepted = False
        else:
            accepted = True
        others.append({"name": name, "section": "15.1", "token": compact, "accepted": accepted})
    head, body, _ = token.split(".")
    return {
        "description": (
            "Task-group JWS (docs/spec.md section 15.1). key: the authorization server's "
            "Ed25519 key (private: its 32-byte seed, base64url), its public JWK, the RFC 7638 "
            "thumbprint (SHA-256 of the JWK's required members in JCS form, base64url) and kid "
            "(the thumbprint's first 16 characters). token: a compact JWS the server signed "
            "(alg Ed25519, typ at+jwt), signing_input what its signature covers (ASCII of "
            "header.payload, each base64url of the JSON as written). tokens: compact JWS a "
            "verifier holding key must accept or refuse (typ at+jwt expected)."
        ),
        "regenerate": REGENERATE,
        "key": {**_key_entry("authz/server", key), "kid": kid},
        "token": {
            "section": "15.1",
            "token": token,
            "signing_input": f"{head}.{body}",
            "header": json.loads(from_b64url(head)),
            "claims": json.loads(from_b64url(body)),
        },
        "tokens": others,
    }


# -- task-group presentations: SD-JWT, key binding, credentials, DPoP (spec 15.3) ------------------

_ISSUER: Final = "https://authz.example"
_RS_DATA: Final = "https://rs-data.example"
_RS_MODEL: Final = "https://rs-model.example"
_TASK: Final = "forecast-2026-11"


def _ascii_hash(text: str) -> str:
    """base64url(SHA-256(ASCII of text)): sd_hash, ath."""
    return sha256_b64(text.encode("ascii"))


def _jws_parts(token: str) -> Json:
    head, body, _ = token.split(".")
    return {
        "token": token,
        "header": json.loads(from_b64url(head)),
        "claims": json.loads(from_b64url(body)),
        "signing_input": f"{head}.{body}",
    }


def _authz_keys() -> dict[str, tuple[str, OKPKey]]:
    labels = {
        "server": "authz/server",
        "leader": "authz/leader",
        "collector": "authz/collector",
        "predictor": "authz/predictor",
        "other": "authz/other",
    }
    return {name: (label, _okp(label)) for name, label in labels.items()}


def _disclosure_entry(disclosure: Disclosure) -> Json:
    return {
        "section": "15.2",
        "salt": disclosure.salt,
        "value": disclosure.value,
        "json": from_b64url(disclosure.encoded).decode("utf-8"),
        "encoded": disclosure.encoded,
        "digest": disclosure.digest,
    }


def _static_check(  # noqa: PLR0913 - what a resource server is given
    name: str,
    presentation: str,
    *,
    code: str | None,
    resource: str = _RS_DATA,
    nonce: str,
    now: int,
    needed: tuple[str, ...] = ("read",),
) -> Json:
    return {
        "name": name,
        "section": "15.3",
        "verifier": "resource server",
        "presentation": presentation,
        "resource": resource,
        "nonce": nonce,
        "now": now,
        "needed": list(needed),
        "code": code,
    }


def authz_sdjwt() -> Json:
    """A static group's SD-JWT, a token*, its presentation with key binding, and refusals."""
    keys = _authz_keys()
    server, collector, predictor = keys["server"][1], keys["collector"][1], keys["predictor"][1]
    members = [
        Member("collector", (_RS_DATA,), ("read",), public_jwk(collector)),
        Member("predictor", (_RS_DATA, _RS_MODEL), ("read", "predict"), public_jwk(predictor)),
    ]
    issued = issue_group_token(
        issuer=_ISSUER,
        client_id="leader",
        applier="leader",
        members=members,
        key=server,
        kid=_server_kid(server),
        now=int(NOW),
        jti="group-token-1",
        rng=seeded("authz/salts"),
    )
    star = token_star(issued, "collector")
    nonce = NonceIssuer(seeded("authz/nonce-secret")(32)).issue(NOW + 20)
    at = int(NOW) + 30
    presentation = present_token_star(star, collector, resource=_RS_DATA, nonce=nonce, now=at)
    kb_jwt = presentation[len(star) :]

    def bound(sd_jwt: str, key: OKPKey = collector, **changes: Any) -> str:  # noqa: ANN401
        claims = {"iat": at, "aud": _RS_DATA, "nonce": nonce, "sd_hash": _ascii_hash(sd_jwt)}
        claims.update(changes)
        return sd_jwt + jose_sign({"typ": KB_TYP}, claims, key)

    [mine] = [d for d in issued.disclosures if d.value["sbj"] == "collector"]
    forged = disclose({**mine.value, "scope": "read predict"}, salt=mine.salt)
    late = int(NOW) + 590
    check = functools.partial(_static_check, nonce=nonce, now=at)
    checks = [
        check("the collector's presentation", presentation, code=None),
        check(
            "scope beyond the entry", presentation, code="insufficient_scope", needed=("predict",)
        ),
        check(
            "a resource server not in the disclosed entry",
            bound(star, aud=_RS_MODEL),
            code="invalid_token",
            resource=_RS_MODEL,
        ),
        check(
            "a key-binding JWT for another resource server",
            bound(star, aud=_RS_MODEL),
            code="invalid_token",
        ),
        check("another nonce", presentation, code="invalid_token", nonce=nonce + "x"),
        check(
            "a key-binding JWT older than 300 s", presentation, code="invalid_token", now=at + 301
        ),
        check("signed by another sub-agent's key", bound(star, predictor), code="invalid_token"),
        check(
            "sd_hash over another SD-JWT",
            bound(star, sd_hash=_ascii_hash(issued.serialise())),
            code="invalid_token",
        ),
        check("no key-binding JWT", star, code="invalid_token"),
        check(
            "the whole group token (every entry disclosed)",
            bound(issued.serialise()),
            code="invalid_token",
        ),
        check(
            "an entry rewritten (its digest is not in the token)",
            bound(f"{issued.jwt}~{forged.encoded}~"),
            code="invalid_token",
        ),
        check(
            "the token at its exp", bound(star, iat=late), code="invalid_token", now=int(NOW) + 600
        ),
    ]
    trusted = ["leader"]
    sub_agent_checks = [
        {
            "name": name,
            "section": "15.3",
            "verifier": "sub-agent",
            "token": star,
            "me": me,
            "trusted_appliers": appliers,
            "now": int(NOW),
            "code": code,
        }
        for name, me, appliers, code in (
            ("the collector accepts its token*", "collector", trusted, None),
            ("a leading agent the sub-agent does not trust", "collector", [], "unknown_applier"),
            ("another sub-agent's token*", "predictor", trusted, "invalid_token"),
        )
    ]
    return {
        "description": (
            "A static task group's token (docs/spec.md sections 15.2, 15.3): keys as in "
            "authz_jws.json (private: the 32-byte seed, base64url; thumbprint: RFC 7638). "
            "issued: the SD-JWT the server returns: its issuer-signed JWT (header, claims and "
            "signing_input) and one disclosure per member of grp: salt, value, json (the "
            "array that is base64url-encoded), encoded and digest (base64url of the SHA-256 "
            "of encoded's ASCII). token_star: the collector's SD-JWT with its own entry only. "
            "presentation: the token* with a key-binding JWT for a resource server and its "
            "nonce; sd_hash is base64url(SHA-256(ASCII of the token*, up to and including its "
            "last ~)). checks: presentations a resource server (given resource, nonce, now "
            "and the scope it needs) and token* a sub-agent (given its name, the appliers it "
            "trusts and now) must accept (code null) or refuse with the code of section 15.4."
        ),
        "regenerate": REGENERATE,
        "keys": {name: _key_entry(label, key) for name, (label, key) in keys.items()},
        "kid": _server_kid(server),
        "issuer": _ISSUER,
        "issued": {
            "section": "15.2",
            **_jws_parts(issued.jwt),
            "disclosures": [_disclosure_entry(d) for d in issued.disclosures],
            "serialised": issued.serialise(),
        },
        "token_star": {"section": "15.3", "sbj": "collector", "token": star},
        "presentation": {
            "section": "15.3",
            "resource": _RS_DATA,
            "nonce": nonce,
            "sd_hash_input": star,
            "sd_hash": _ascii_hash(star),
            "key_binding": _jws_parts(kb_jwt),
            "presentation": presentation,
        },
        "checks": [*checks, *sub_agent_checks],
    }


def _dynamic_check(  # noqa: PLR0913 - what a resource server is given
    name: str,
    *,
    token: str,
    credential: str,
    proofs: list[str],
    code: str | None,
    leaders: Json,
    now: int,
    method: str = "GET",
    uri: str = _RS_DATA + "/series?from=2026-11-01",
    resource: str = _RS_DATA,
    needed: tuple[str, ...] = ("read",),
) -> Json:
    return {
        "name": name,
        "section": "15.3",
        "verifier": "resource server",
        "access_token": token,
        "credential": credential,
        "dpop": proofs,
        "method": method,
        "uri": uri,
        "resource": resource,
        "needed": list(needed),
        "leaders": leaders,
        "now": now,
        "code": code,
    }


def authz_dpop() -> Json:
    """A dynamic group's task token, task credential and DPoP proof, and refusals."""
    keys = _authz_keys()
    server, leader = keys["server"][1], keys["leader"][1]
    collector, predictor, other = keys["collector"][1], keys["predictor"][1], keys["other"][1]
    kid = _server_kid(server)

    def task_token(jti: str) -> str:
        return issue_task_token(
            issuer=_ISSUER,
            client_id="leader",
            applier="leader",
            task=_TASK,
            leader_jkt=thumbprint(leader),
            audience=[_RS_DATA],
            scope=["read"],
            key=server,
            kid=kid,
            now=int(NOW),
            jti=jti,
        )

    token, another_token = task_token("task-token-1"), task_token("task-token-2")

    def credential(
        *,
        key: OKPKey = leader,
        task: str = _TASK,
        access_token: str = token,
        lifetime: int = 600,
        jti: str = "credential-1",
    ) -> str:
        return issue_credential(
            leader_key=key,
            leader="leader",
            sub_agent="collector",
            sub_agent_jwk=public_jwk(collector),
            task=task,
            access_token=access_token,
            now=int(NOW),
            lifetime=lifetime,
            jti=jti,
        )

    good = credential()
    at = int(NOW) + 30
    htu = _RS_DATA + "/series"

    def proof(
        key: OKPKey = collector,
        *,
        drop: str = "",
        header: Json | None = None,
        **changes: Any,  # noqa: ANN401 - JSON values
    ) -> str:
        """A proof written by hand (to make the ones a resource server must refuse)."""
        claims = {"jti": "proof-1", "htm": "GET", "htu": htu, "iat": at, "ath": _ascii_hash(token)}
        claims.update(changes)
        claims.pop(drop, None)
        return jose_sign(header or {"typ": DPOP_TYP, "jwk": public_jwk(key)}, claims, key)

    made = make_proof(collector, method="GET", uri=htu, now=at, jti="proof-1", access_token=token)
    leaders = {"leader": public_jwk(leader)}
    check = functools.partial(_dynamic_check, token=token, credential=good, leaders=leaders)
    private_jwk = {**public_jwk(collector), "d": b64url(seeded("authz/collector")(32))}
    checks = [
        check("the collector's request", proofs=[made], code=None, now=at),
        check(
            "scope beyond the token",
            proofs=[made],
            code="insufficient_scope",
            now=at,
            needed=("write",),
        ),
        check(
            "a resource server the token does not name",
            proofs=[made],
            code="invalid_token",
            now=at,
            uri=_RS_MODEL + "/series",
            resource=_RS_MODEL,
        ),
        check(
            "a stolen credential: the proof is by another agent's key",
            proofs=[proof(predictor)],
            code="invalid_token",
            now=at,
        ),
        check(
            "the proof's ath hashes another token",
            proofs=[proof(ath=_ascii_hash(another_token))],
            code="invalid_token",
            now=at,
        ),
        check("no ath", proofs=[proof(drop="ath")], code="invalid_token", now=at),
        check("another method", proofs=[made], code="invalid_token", now=at, method="POST"),
        check("another URI", proofs=[made], code="invalid_token", now=at, uri=_RS_DATA + "/other"),
        check("a proof older than 300 s", proofs=[made], code="invalid_token", now=at + 301),
        check("two DPoP header fields", proofs=[made, made], code="invalid_token", now=at),
        check("no DPoP header field", proofs=[], code="invalid_token", now=at),
        check(
            "typ JWT",
            proofs=[proof(header={"typ": "JWT", "jwk": public_jwk(collector)})],
            code="invalid_token",
            now=at,
        ),
        check(
            "a private key in jwk",
            proofs=[proof(header={"typ": DPOP_TYP, "jwk": private_jwk})],
            code="invalid_token",
            now=at,
        ),
        check(
            "a credential signed by another key",
            credential=credential(key=other),
            proofs=[made],
            code="invalid_credential",
            now=at,
        ),
        check(
            "a credential from a leading agent not trusted",
            leaders={},
            proofs=[made],
            code="invalid_credential",
            now=at,
        ),
        check(
            "a credential past its exp",
            credential=credential(lifetime=60, jti="credential-2"),
            proofs=[made],
            code="invalid_credential",
            now=int(NOW) + 60,
        ),
        check(
            "a credential for another task",
            credential=credential(task="another-task", jti="credential-3"),
            proofs=[made],
            code="unknown_credential",
            now=at,
        ),
        check(
            "a credential that hashes another token",
            credential=credential(access_token=another_token, jti="credential-4"),
            proofs=[made],
            code="unknown_credential",
            now=at,
        ),
    ]
    sub_agent_checks = [
        {
            "name": name,
            "section": "15.3",
            "verifier": "sub-agent",
            "access_token": token,
            "credential": good,
            "me": me,
            "leaders": trusted,
            "now": int(NOW),
            "code": code,
        }
        for name, me, trusted, code in (
            ("the collector accepts its credential", "collector", leaders, None),
            ("a credential for another sub-agent", "predictor", leaders, "invalid_credential"),
            ("a leading agent the sub-agent does not trust", "collector", {}, "invalid_credential"),
        )
    ]
    return {
        "description": (
            "A dynamic task group's documents (docs/spec.md section 15.3): keys as in "
            "authz_jws.json (private: the 32-byte seed, base64url; thumbprint: RFC 7638, the "
            "jkt of cnf). token: the task token (bound to the leading agent's key by cnf.jkt); "
            "credential: the leading agent's task credential for the collector (typ task+jwt; "
            "ath is base64url(SHA-256(ASCII of token)), cnf.jkt the collector's thumbprint); "
            "proof: the collector's DPoP proof (RFC 9449) for a request, with ath over token "
            "and jkt the thumbprint of the jwk in its header; htu is the request's URI without "
            "its query. Each with header, claims and signing_input. checks: requests a "
            "resource server (given method, uri, resource, the scope it needs, the trusted "
            "leading agents' keys and now; dpop is every DPoP header field) and credentials a "
            "sub-agent (given its name, the leading agents it trusts and now) must accept "
            "(code null) or refuse with the code of section 15.4."
        ),
        "regenerate": REGENERATE,
        "keys": {name: _key_entry(label, key) for name, (label, key) in keys.items()},
        "kid": kid,
        "issuer": _ISSUER,
        "token": {"section": "15.2", **_jws_parts(token)},
        "credential": {"section": "15.3", **_jws_parts(good), "ath": _ascii_hash(token)},
        "proof": {
            "section": "15.3",
            **_jws_parts(made),
            "jkt": thumbprint(collector),
            "ath": _ascii_hash(token),
            "method": "GET",
            "uri": _RS_DATA + "/series?from=2026-11-01",
        },
        "checks": [*checks, *sub_agent_checks],
    }
