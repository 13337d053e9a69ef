"""What an outside audit against the task-group authorization draft found (spec 15).

A leading agent may not bind a registered sub-agent's name to a key of its own; a
request refused for its applier, its proof, its members or its resource servers
leaves its authorization code for the corrected request; a token typed the long way
(`application/at+jwt`) is read as RFC 7515 says. Real signatures, no sockets.
"""

from __future__ import annotations

import pytest

from authority.authz import jose, tokens
from authority.authz.dpop import MemoryReplayCache, make_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.server import AuthorizationServer, client_credentials_form, member_details
from authority.authz.store import MemoryLedger

NOW = 1_800_000_000
ISSUER = "https://as.example"
ENDPOINT = "https://as.example/oauth/token"
RS = "rs-model"
LEADER = jose.generate_key()
PREDICTOR = jose.generate_key()  # the registered "predictor"'s own key
ROGUE = jose.generate_key()  # a key the leading agent holds, registered nowhere


@pytest.fixture
def server() -> AuthorizationServer:
    server = AuthorizationServer(
        issuer=ISSUER, token_endpoint=ENDPOINT, ledger=MemoryLedger(), replay=MemoryReplayCache()
    )
    server.register({
        "client_id": "leader", "jwks": {"keys": [jose.public_jwk(LEADER)]},
        "grant_types": ["client_credentials", "authorization_code"],
        "scope": "read predict", "capability": "resolve intent and distribute tasks",
        "resources": ["rs-data", RS],
    })  # fmt: skip
    server.register({
        "client_id": "predictor", "jwks": {"keys": [jose.public_jwk(PREDICTOR)]},
        "scope": "predict", "resources": [RS],
    })  # fmt: skip
    server.register({  # may not distribute tasks
        "client_id": "plain", "jwks": {"keys": [jose.public_jwk(PREDICTOR)]},
        "grant_types": ["authorization_code"], "scope": "predict", "resources": [RS],
    })  # fmt: skip
    return server


def token(server: AuthorizationServer, form: dict, dpop: tuple = (), now: int = NOW) -> dict:
    return server.token(form, dpop=list(dpop), method="POST", uri=ENDPOINT, now=now)


def refused(call) -> AuthzCode:
    with pytest.raises(AuthzError) as caught:
        call()
    return caught.value.code


def group_form(client: str, key: object, *members: tokens.Member, **extra: str) -> dict:
    details = member_details(list(members))
    return client_credentials_form(
        client, key, ISSUER, NOW, applier_id=client, authorization_details=details, **extra
    )


def test_a_registered_sub_agent_is_bound_only_to_a_key_it_registered(server) -> None:
    spoofed = tokens.Member("predictor", (RS,), ("predict",), jose.public_jwk(ROGUE))
    assert refused(lambda: token(server, group_form("leader", LEADER, spoofed))) == (
        AuthzCode.UNRECOGNIZED_PK
    )
    own = tokens.Member("predictor", (RS,), ("predict",), jose.public_jwk(PREDICTOR))
    assert token(server, group_form("leader", LEADER, own))["access_token"]
    # a sub-agent no client registration names is the leading agent's word (spec 15.3)
    other = tokens.Member("unregistered", (RS,), ("predict",), jose.public_jwk(ROGUE))
    assert token(server, group_form("leader", LEADER, other))["access_token"]


def consent(server: AuthorizationServer, client: str) -> tuple[str, str]:
    verifier = "v" * 43
    return server.consent(client, ["predict"], jose.sha256_b64(verifier.encode()), NOW), verifier


def test_a_group_request_refused_before_its_grant_leaves_the_code(server) -> None:
    code, verifier = consent(server, "leader")
    by_code = {"grant_type": "authorization_code", "code": code, "code_verifier": verifier}
    spoofed = tokens.Member("predictor", (RS,), ("predict",), jose.public_jwk(ROGUE))
    elsewhere = tokens.Member("x", ("rs-unknown",), ("predict",), jose.public_jwk(ROGUE))
    for bad in (spoofed, elsewhere):
        form = group_form("leader", LEADER, bad, **by_code)
        assert refused(lambda f=form: token(server, f)) in (
            AuthzCode.UNRECOGNIZED_PK,
            AuthzCode.INVALID_TARGET,
        )
    good = tokens.Member("predictor", (RS,), ("predict",), jose.public_jwk(PREDICTOR))
    assert token(server, group_form("leader", LEADER, good, **by_code))["access_token"]
    # used now: once
    again = group_form("leader", LEADER, good, **by_code)
    assert refused(lambda: token(server, again)) == AuthzCode.INVALID_GRANT


def test_an_applier_refused_leaves_its_code(server) -> None:
    code, verifier = consent(server, "plain")
    by_code = {"grant_type": "authorization_code", "code": code, "code_verifier": verifier}
    member = tokens.Member("x", (RS,), ("predict",), jose.public_jwk(ROGUE))
    applying = group_form("plain", PREDICTOR, member, **by_code)
    assert refused(lambda: token(server, applying)) == AuthzCode.UNAUTHORIZED_APPLIER
    plain = client_credentials_form("plain", PREDICTOR, ISSUER, NOW + 1, **by_code)
    assert token(server, plain, now=NOW + 1)["access_token"]


def test_a_task_request_with_a_bad_proof_leaves_the_leaders_code(server) -> None:
    code, verifier = consent(server, "leader")
    by_code = {"grant_type": "authorization_code", "code": code, "code_verifier": verifier}
    asked = {"task": "t1", "key": jose.thumbprint(LEADER), "resource": RS, **by_code}
    form = client_credentials_form("leader", LEADER, ISSUER, NOW, **asked)
    wrong = make_proof(ROGUE, method="POST", uri=ENDPOINT, now=NOW)
    assert refused(lambda: token(server, form, (wrong,))) == AuthzCode.UNRECOGNIZED_PK
    unproven = client_credentials_form("leader", LEADER, ISSUER, NOW, **asked)
    assert refused(lambda: token(server, unproven, ("x",))) == AuthzCode.INVALID_DPOP_PROOF
    retry = client_credentials_form("leader", LEADER, ISSUER, NOW, **asked)
    proof = make_proof(LEADER, method="POST", uri=ENDPOINT, now=NOW)
    assert token(server, retry, (proof,))["token_type"] == "DPoP"


@pytest.mark.parametrize("typ", ["at+jwt", "application/at+jwt", "Application/AT+JWT"])
def test_a_task_token_typed_as_rfc_7515_allows_is_read(server, typ: str) -> None:
    signer = server.signing_key(NOW)
    claims = {"iss": ISSUER, "sub": "task:t", "task": "t", "app": "leader", "aud": [RS],
              "cnf": {"jkt": jose.thumbprint(LEADER)}, "iat": NOW, "exp": NOW + 60,
              "jti": "j"}  # fmt: skip
    signed = jose.sign({"typ": typ, "kid": signer.kid}, claims, signer.key)
    read = tokens._task_token(signed, server.issuer_keys(NOW), ISSUER, NOW)
    assert read["task"] == "t"
    other = jose.sign({"typ": "application/jwt", "kid": signer.kid}, claims, signer.key)
    with pytest.raises(AuthzError, match="typ"):
        tokens._task_token(other, server.issuer_keys(NOW), ISSUER, NOW)
