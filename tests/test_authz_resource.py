"""A resource server's guard (`authority.authz.resource`): what an HTTP request must carry.

Static: a token* bound to this server with a nonce this server issued (the
first request is challenged with one), accepted once. Dynamic: a task
token, its credential and a DPoP proof by the credential's key.
"""

from __future__ import annotations

import json

import pytest

from authority.authz import jose, tokens
from authority.authz.dpop import make_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError
from authority.authz.resource import NonceIssuer, ResourceGuard

NOW = 1_800_000_000
AS_KEY, LEADER, SUB = jose.generate_key(), jose.generate_key(), jose.generate_key()
ISSUER, RS, URI = "https://as.example", "rs-data", "https://rs-data.example/records"


def _as_keys(header):
    if header.get("kid") != "as-1":
        raise JoseCheckError("unknown kid")
    return AS_KEY


def _guard():
    return ResourceGuard(
        RS,
        issuer=ISSUER,
        issuer_keys=_as_keys,
        leader_keys={"leader": LEADER}.get,
        nonces=NonceIssuer(b"k" * 32),
    )


def _star():
    member = tokens.Member("collector", (RS,), ("read",), jose.public_jwk(SUB))
    issued = tokens.issue_group_token(
        issuer=ISSUER, client_id="leader", applier="leader", members=[member], key=AS_KEY,
        kid="as-1", now=NOW,
    )  # fmt: skip
    return tokens.token_star(issued, "collector")


def _refused(call):
    with pytest.raises(AuthzError) as caught:
        call()
    return caught.value


def test_a_static_request_is_challenged_then_served_once():
    guard = _guard()
    star = _star()
    first = tokens.present_token_star(star, SUB, resource=RS, nonce="made-up", now=NOW)
    error = _refused(
        lambda: guard.check({"Authorization": f"Bearer {first}"}, method="GET", uri=URI, now=NOW)
    )
    status, headers = guard.challenge(error, NOW)
    assert status == 401
    nonce = headers["WWW-Authenticate"].split('nonce="')[1].split('"')[0]
    bound = tokens.present_token_star(star, SUB, resource=RS, nonce=nonce, now=NOW)
    grant = guard.check({"Authorization": f"Bearer {bound}"}, method="GET", uri=URI, now=NOW)
    assert (grant.sub_agent, grant.applier, grant.task) == ("collector", "leader", None)
    again = _refused(
        lambda: guard.check({"Authorization": f"Bearer {bound}"}, method="GET", uri=URI, now=NOW)
    )
    assert again.code == AuthzCode.INVALID_TOKEN


def test_a_nonce_expires_and_one_from_another_server_is_refused():
    guard, other = _guard(), NonceIssuer(b"x" * 32)
    star = _star()
    for nonce, now in ((guard.nonces.issue(NOW - 400), NOW), (other.issue(NOW), NOW)):
        bound = tokens.present_token_star(star, SUB, resource=RS, nonce=nonce, now=now)
        error = _refused(
            lambda bound=bound, now=now: guard.check(
                {"Authorization": f"Bearer {bound}"}, method="GET", uri=URI, now=now
            )
        )
        assert "nonce" in error.description


def test_scope_beyond_the_entry_is_403():
    guard = _guard()
    bound = tokens.present_token_star(
        _star(), SUB, resource=RS, nonce=guard.nonces.issue(NOW), now=NOW
    )
    error = _refused(
        lambda: guard.check(
            {"Authorization": f"Bearer {bound}"}, method="GET", uri=URI, needed=["write"], now=NOW
        )
    )
    assert guard.challenge(error, NOW)[0] == 403


def test_one_member_of_a_group_cannot_spend_its_siblings_replay_quota():
    """A member that sends 1,000 key bindings (the quota) is refused; its sibling is not."""
    guard = _guard()
    sibling_key = jose.generate_key()
    members = [
        tokens.Member("collector", (RS,), ("read",), jose.public_jwk(SUB)),
        tokens.Member("reporter", (RS,), ("read",), jose.public_jwk(sibling_key)),
    ]
    issued = tokens.issue_group_token(
        issuer=ISSUER, client_id="leader", applier="leader", members=members, key=AS_KEY,
        kid="as-1", now=NOW,
    )  # fmt: skip
    nonce = guard.nonces.issue(NOW)

    def check(star, key, at):
        bound = tokens.present_token_star(star, key, resource=RS, nonce=nonce, now=at)
        return guard.check({"Authorization": f"Bearer {bound}"}, method="GET", uri=URI, now=NOW)

    flooder = tokens.token_star(issued, "collector")
    for n in range(1000):  # each KB-JWT new: its iat a fifth of a second apart
        assert check(flooder, SUB, NOW - n / 5).sub_agent == "collector"
    assert "replayed" in _refused(lambda: check(flooder, SUB, NOW - 201)).description
    sibling = tokens.token_star(issued, "reporter")
    assert check(sibling, sibling_key, NOW).sub_agent == "reporter"


def _task_token_and_credential() -> tuple[str, str]:
    """A task token for `RS` (task t-1) and the collector's credential for it."""
    token = tokens.issue_task_token(
        issuer=ISSUER, client_id="leader", applier="leader", task="t-1",
        leader_jkt=jose.thumbprint(LEADER), audience=[RS], scope=["read"], key=AS_KEY,
        kid="as-1", now=NOW,
    )  # fmt: skip
    credential = tokens.issue_credential(
        leader_key=LEADER, leader="leader", sub_agent="collector",
        sub_agent_jwk=jose.public_jwk(SUB), task="t-1", access_token=token, now=NOW,
    )  # fmt: skip
    return token, credential


def test_a_dynamic_request_carries_token_credential_and_proof():
    guard = _guard()
    token, credential = _task_token_and_credential()
    proof = make_proof(SUB, method="GET", uri=URI, now=NOW, access_token=token)
    headers = {"Authorization": f"DPoP {token}", "DPoP": proof, "Task-Credential": credential}
    grant = guard.check(headers, method="GET", uri=URI, now=NOW)
    assert (grant.sub_agent, grant.task) == ("collector", "t-1")
    missing = {"Authorization": f"DPoP {token}", "DPoP": proof}
    assert _refused(lambda: guard.check(missing, method="GET", uri=URI, now=NOW)).code == (
        AuthzCode.INVALID_CREDENTIAL
    )


def test_a_request_without_credentials_is_challenged_without_an_error_code():
    guard = _guard()
    error = _refused(lambda: guard.check({}, method="GET", uri=URI, now=NOW))
    status, headers = guard.challenge(error, NOW)
    assert status == 401
    assert "error=" not in headers["WWW-Authenticate"]
    assert 'nonce="' in headers["WWW-Authenticate"]
    assert 'DPoP algs="' in headers["WWW-Authenticate"]


def test_a_tab_after_the_scheme_is_white_space():
    guard = _guard()
    bound = tokens.present_token_star(
        _star(), SUB, resource=RS, nonce=guard.nonces.issue(NOW), now=NOW
    )
    grant = guard.check({"Authorization": f"Bearer\t{bound}"}, method="GET", uri=URI, now=NOW)
    assert grant.sub_agent == "collector"


def test_the_public_uri_is_what_dpop_is_checked_against_behind_a_proxy():
    guard = ResourceGuard(
        RS, issuer=ISSUER, issuer_keys=_as_keys, public_base="https://rs.example/"
    )
    assert guard.public_uri("/records?x=1") == "https://rs.example/records?x=1"
    assert _guard().public_uri("/records") is None


@pytest.mark.parametrize(
    "headers",
    [
        {"Authorization": "Basic eA=="},
        {"Authorization": "Bearer "},
        [("Authorization", "Bearer a"), ("authorization", "Bearer b")],
    ],
)
def test_malformed_authorization_is_a_bad_request(headers):
    guard = _guard()
    error = _refused(lambda: guard.check(headers, method="GET", uri=URI, now=NOW))
    assert guard.challenge(error, NOW)[0] == 400


def test_a_nonce_of_any_text_is_refused_not_an_internal_error():
    """An outside attack: `1.é` made compare_digest raise (a str not ASCII), and `²` is a
    digit to isdigit but not to int: both were 500s before any signature was read."""
    guard = _guard()
    for nonce in ("1.é", "².x", "1.\ud800", "١٢٣.x", "."):
        assert guard.nonces.valid(nonce, NOW) is False, nonce


@pytest.mark.parametrize("claim", ["iat", "exp", "nbf"])
@pytest.mark.parametrize("value", [10**400, -(10**400), 2**64, 1e308 * 10, "1", True])
def test_a_time_claim_out_of_range_is_a_refusal_wherever_it_is(claim, value):
    """`iat: 10**400` in a DPoP proof (any key signs one), a key-binding JWT, or a
    credential's `exp`: `math.isfinite` raised on it (500) before the proof's key was
    compared with the token's. Refused as what it is, in each place."""
    guard = _guard()
    token, credential = _task_token_and_credential()
    proof_claims = {
        "jti": "j1", "htm": "GET", "htu": URI, "iat": NOW,
        "ath": jose.sha256_b64(token.encode()), claim: value,
    }  # fmt: skip
    odd_proof = jose.sign({"typ": "dpop+jwt", "jwk": jose.public_jwk(SUB)}, proof_claims, SUB)
    header, payload, signature = credential.split(".")
    claims = {**json.loads(jose.b64url_decode(payload)), claim: value}
    odd_credential = jose.sign(json.loads(jose.b64url_decode(header)), claims, LEADER)
    good_proof = make_proof(SUB, method="GET", uri=URI, now=NOW, access_token=token)
    cases = [(good_proof, odd_credential)]
    if claim == "iat":  # a proof's only time claim (others it does not read)
        cases.append((odd_proof, credential))
    for proof, held in cases:
        headers = {"Authorization": f"DPoP {token}", "DPoP": proof, "Task-Credential": held}
        error = _refused(lambda h=headers: guard.check(h, method="GET", uri=URI, now=NOW))
        assert error.code in {AuthzCode.INVALID_TOKEN, AuthzCode.INVALID_CREDENTIAL}
    assert not jose.is_time(value)
