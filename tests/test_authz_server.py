"""The authorization server's logic (`authority.authz.server`) over both ledgers.

Registration, RFC 7523 client authentication, the grants and the draft's two
extensions, each refusal with its code; key rotation; and the SQLite ledger's
own promises (a file the owner alone reads, state that outlives the process,
one-time values once across two processes' connections).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import sqlite3
import stat

import pytest

from authority.authz import jose, tokens
from authority.authz.dpop import MemoryReplayCache, make_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError, b64url_encode
from authority.authz.server import (
    AuthorizationServer,
    client_assertion,
    client_credentials_form,
    member_details,
)
from authority.authz.store import LedgerReplayCache, MemoryLedger, SqliteLedger

NOW = 1_800_000_000
ISSUER = "https://as.example"
ENDPOINT = "https://as.example/token"
LEADER = jose.generate_key()
PLAIN = jose.generate_key()
SUBS = {name: jose.generate_key() for name in ("collector", "predictor", "advisor")}


@pytest.fixture(params=["memory", "sqlite"])
def server(request, tmp_path):
    ledger = MemoryLedger() if request.param == "memory" else SqliteLedger(tmp_path / "as.db")
    server = AuthorizationServer(
        issuer=ISSUER, token_endpoint=ENDPOINT, ledger=ledger, replay=MemoryReplayCache()
    )
    server.register(
        {
            "client_id": "leader",
            "jwks": {"keys": [jose.public_jwk(LEADER)]},
            "grant_types": ["client_credentials", "authorization_code"],
            "scope": "read predict advise",
            "capability": "resolve intent and distribute tasks",
            "resources": ["rs-data", "rs-model", "rs-guide"],
        }
    )
    server.register(
        {
            "client_id": "plain",
            "jwks": {"keys": [jose.public_jwk(PLAIN)]},
            "scope": "read",
            "resources": ["rs-data"],
        }
    )
    return server


def _form(client="leader", signer=LEADER, **extra):
    return client_credentials_form(client, signer, ISSUER, NOW, **extra)


def _members():
    return [
        tokens.Member("collector", ("rs-data",), ("read",), jose.public_jwk(SUBS["collector"])),
        tokens.Member("predictor", ("rs-model",), ("predict",), jose.public_jwk(SUBS["predictor"])),
        tokens.Member("advisor", ("rs-guide",), ("advise",), jose.public_jwk(SUBS["advisor"])),
    ]


def _token(server, form, dpop=(), now=NOW):
    return server.token(form, dpop=list(dpop), method="POST", uri=ENDPOINT, now=now)


def _code(call):
    with pytest.raises(AuthzError) as caught:
        call()
    return caught.value.code


# Registration.


@pytest.mark.parametrize(
    "metadata",
    [
        {"jwks": {"keys": []}},
        {"client_id": "", "jwks": {"keys": [{"kty": "OKP"}]}},
        {"client_id": "x", "jwks": {"keys": [{"kty": "oct", "k": "c2VjcmV0"}]}},
        {"client_id": "x", "jwks": {"keys": [LEADER.as_dict(private=True)]}},
        {
            "client_id": "x",
            "jwks": {"keys": [jose.public_jwk(LEADER)]},
            "grant_types": ["password"],
        },
        {"client_id": "x", "jwks": {"keys": [jose.public_jwk(LEADER)]}, "scope": 7},
        {
            "client_id": "x",
            "jwks": {"keys": [jose.public_jwk(LEADER)]},
            "token_endpoint_auth_method": "client_secret_basic",
        },
        {"client_id": "x", "jwks": {"keys": [jose.public_jwk(LEADER)]}, "grant_types": [[1]]},
        {"client_id": "x", "jwks": {"keys": [jose.public_jwk(LEADER)]}, "resources": "rs"},
        {"client_id": "x", "jwks": {"keys": [jose.public_jwk(LEADER)]}, "resources": ["a b"]},
        {"client_id": "x", "jwks": {"keys": [jose.public_jwk(LEADER)]}, "resources": [7]},
    ],
)
def test_bad_registrations_are_refused(server, metadata):  # see also the resources cases
    assert _code(lambda: server.register(metadata)) == AuthzCode.INVALID_CLIENT_METADATA


def test_a_client_id_is_registered_once(server):
    again = {"client_id": "leader", "jwks": {"keys": [jose.public_jwk(PLAIN)]}}
    assert _code(lambda: server.register(again)) == AuthzCode.INVALID_CLIENT_METADATA
    form = _form()  # the first registration's key still authenticates
    assert _token(server, form)["token_type"] == "Bearer"


# Client authentication (RFC 7523).


def _assertion(key=LEADER, header=None, **claims):
    base = {"iss": "leader", "sub": "leader", "aud": ISSUER, "exp": NOW + 60, "jti": "a-1"}
    base.update(claims)
    for name in [name for name, value in base.items() if value is None]:
        del base[name]
    return jose.sign(header or {"typ": "JWT"}, base, key)


@pytest.mark.parametrize(
    ("assertion", "why"),
    [
        (lambda: _assertion(key=PLAIN), "client authentication failed"),
        (lambda: _assertion(iss="nobody", sub="nobody"), "client authentication failed"),
        (lambda: _assertion(sub="plain"), "iss and sub differ"),
        (lambda: _assertion(aud="https://other.example"), "not this issuer"),
        (lambda: _assertion(aud=ENDPOINT), "not this issuer"),
        (lambda: _assertion(aud=["https://other.example", ISSUER]), "not this issuer"),
        (lambda: _assertion(aud=[{}]), "not this issuer"),
        (lambda: _assertion(jti="x" * 257), "no jti"),
        (lambda: _assertion(exp=NOW - 1), "expired"),
        (lambda: _assertion(exp=None), "without exp"),
        (lambda: _assertion(exp=NOW + 3600), "longer than 5 minutes"),
        (lambda: _assertion(jti=None), "no jti"),
        (lambda: "not.a.jwt", "assertion"),
        (lambda: _assertion(nbf=NOW + 250), "not valid yet (nbf)"),  # RFC 7523 3
        (lambda: _assertion(nbf="soon"), "not valid yet (nbf)"),
        (lambda: _assertion(iat=NOW + 86_400), "issued in the future (iat)"),
        (lambda: _assertion(iat=10**15), "issued in the future (iat)"),
    ],
)
def test_bad_client_assertions_are_invalid_client(server, assertion, why):
    form = {**_form(), "client_assertion": assertion()}
    with pytest.raises(AuthzError) as caught:
        _token(server, form)
    assert caught.value.code == AuthzCode.INVALID_CLIENT
    assert why in caught.value.description


def test_alg_none_and_hs256_assertions_are_invalid_client(server):
    claims = {"iss": "leader", "sub": "leader", "aud": ISSUER, "exp": NOW + 60, "jti": "x"}
    body = b64url_encode(json.dumps(claims).encode())
    none = b64url_encode(json.dumps({"alg": "none"}).encode()) + f".{body}."
    hs = b64url_encode(json.dumps({"alg": "HS256"}).encode())
    secret = jose.public_jwk(LEADER)["x"].encode()
    mac = hmac.new(secret, f"{hs}.{body}".encode(), hashlib.sha256).digest()
    for forged in (none, f"{hs}.{body}.{b64url_encode(mac)}"):
        form = {**_form(), "client_assertion": forged}
        assert _code(lambda form=form: _token(server, form)) == AuthzCode.INVALID_CLIENT


def test_a_replayed_assertion_is_invalid_client(server):
    form = _form()
    assert _token(server, form)["access_token"]
    assert _code(lambda: _token(server, form)) == AuthzCode.INVALID_CLIENT


def test_no_assertion_is_invalid_client(server):
    form = {"grant_type": "client_credentials", "client_id": "leader"}
    assert _code(lambda: _token(server, form)) == AuthzCode.INVALID_CLIENT


# Grants.


def test_grant_type_errors(server):
    assert _code(lambda: _token(server, {**_form(), "grant_type": ""})) == AuthzCode.INVALID_REQUEST
    assert _code(lambda: _token(server, {**_form(), "grant_type": "password"})) == (
        AuthzCode.UNSUPPORTED_GRANT_TYPE
    )
    code_form = {**_form("plain", PLAIN), "grant_type": "authorization_code", "code": "x"}
    assert _code(lambda: _token(server, code_form)) == AuthzCode.UNAUTHORIZED_CLIENT


def test_scope_beyond_the_registration_is_invalid_scope(server):
    assert _code(lambda: _token(server, _form("plain", PLAIN, scope="write"))) == (
        AuthzCode.INVALID_SCOPE
    )


def test_a_plain_client_credentials_token_verifies(server):
    token = _token(server, _form("plain", PLAIN, scope="read"))["access_token"]
    header, claims = jose.verify(
        token, server.issuer_keys()(jose.unverified_header(token)), typ="at+jwt"
    )
    assert (claims["sub"], claims["scope"], claims["iss"]) == ("plain", "read", ISSUER)
    assert header["alg"] == "Ed25519"


# Resource servers (RFC 8707): a token names only those the client registered.


def test_a_resource_server_the_client_did_not_register_is_invalid_target(server):
    plain = _form("plain", PLAIN, resource="https://payroll.example")
    assert _code(lambda: _token(server, plain)) == AuthzCode.INVALID_TARGET
    task = _form(task="t", key=jose.thumbprint(LEADER), resource="rs-data https://payroll.example")
    assert _code(lambda: _token(server, task, dpop=[_proof()])) == AuthzCode.INVALID_TARGET
    member = tokens.Member(
        "collector", ("https://payroll.example",), ("read",), jose.public_jwk(SUBS["collector"])
    )
    group = _form(applier_id="leader", authorization_details=member_details([member]))
    assert _code(lambda: _token(server, group)) == AuthzCode.INVALID_TARGET


def test_a_tokens_audience_is_resource_servers_never_scopes(server):
    token = _token(server, _form("plain", PLAIN, scope="read"))["access_token"]
    assert jose.unverified_claims(token)["aud"] == ["rs-data"]
    task = _token(server, _form(task="t", key=jose.thumbprint(LEADER)), dpop=[_proof()])
    assert jose.unverified_claims(task["access_token"])["aud"] == [
        "rs-data",
        "rs-guide",
        "rs-model",
    ]


# Static groups.


def test_a_static_group_token_serves_every_member(server):
    response = _token(
        server, _form(applier_id="leader", authorization_details=member_details(_members()))
    )
    assert response["access_token"].count("~") == 4  # the JWT and three disclosures
    for member in _members():
        star = tokens.token_star_of(response["access_token"], member.sbj)
        access = tokens.accept_token_star(
            star,
            issuer_keys=server.issuer_keys(),
            issuer=ISSUER,
            me=member.sbj,
            trusted_appliers=lambda applier: applier == "leader",
            now=NOW,
        )
        assert access.aud == member.aud


def test_an_applier_without_the_capability_is_unauthorized_applier(server):
    form = _form(
        "plain", PLAIN, applier_id="plain", authorization_details=member_details(_members()[:1])
    )
    assert _code(lambda: _token(server, form)) == AuthzCode.UNAUTHORIZED_APPLIER


def test_an_applier_id_other_than_the_client_is_unauthorized_applier(server):
    form = _form(applier_id="someone-else", authorization_details=member_details(_members()))
    assert _code(lambda: _token(server, form)) == AuthzCode.UNAUTHORIZED_APPLIER


@pytest.mark.parametrize(
    ("details", "code"),
    [
        ("not json", AuthzCode.INVALID_REQUEST),
        ("[]", AuthzCode.INVALID_REQUEST),
        (json.dumps([{"type": "other"}]), AuthzCode.INVALID_REQUEST),
        (
            json.dumps(
                [
                    {
                        "type": "ioa_task_group_member",
                        "sbj": "a",
                        "locations": ["rs-data"],
                        "actions": ["admin"],
                        "jwk": _members()[0].jwk,  # all else well formed: the scope is wrong
                    }
                ]
            ),
            AuthzCode.INVALID_SCOPE,
        ),
        (
            json.dumps(
                [
                    {
                        "type": "ioa_task_group_member",
                        "sbj": "a",
                        "locations": ["r"],
                        "actions": ["read"],
                        "jwk": {},
                    }
                ]
            ),
            AuthzCode.INVALID_REQUEST,
        ),
        (member_details([_members()[0], _members()[0]]), AuthzCode.INVALID_REQUEST),
    ],
)
def test_bad_group_members_are_refused(server, details, code):
    form = _form(applier_id="leader", authorization_details=details)
    assert _code(lambda: _token(server, form)) == code


# Dynamic groups.


def _task_form(key=None, **extra):
    return _form(
        task="collect-health-data", key=key or jose.thumbprint(LEADER), resource="rs-data", **extra
    )


def _proof(key=LEADER, jti=None):
    return make_proof(key, method="POST", uri=ENDPOINT, now=NOW, jti=jti)


def test_a_task_token_is_bound_to_the_leaders_key(server):
    response = _token(server, _task_form(), dpop=[_proof()])
    assert response["token_type"] == "DPoP"
    claims = jose.unverified_claims(response["access_token"])
    assert (claims["sub"], claims["task"]) == ("task:collect-health-data", "collect-health-data")
    assert claims["cnf"] == {"jkt": jose.thumbprint(LEADER)}


def test_a_proof_by_another_key_is_unrecognized_pk(server):
    assert _code(lambda: _token(server, _task_form(), dpop=[_proof(key=PLAIN)])) == (
        AuthzCode.UNRECOGNIZED_PK
    )


def test_a_task_request_without_a_proof_or_with_a_replayed_one_is_refused(server):
    assert _code(lambda: _token(server, _task_form())) == AuthzCode.INVALID_DPOP_PROOF
    proof = _proof(jti="once")
    assert _token(server, _task_form(), dpop=[proof])
    assert _code(lambda: _token(server, _task_form(), dpop=[proof])) == AuthzCode.INVALID_DPOP_PROOF


def test_a_task_request_from_a_client_without_the_capability_is_unauthorized_applier(server):
    form = _form("plain", PLAIN, task="t", key=jose.thumbprint(PLAIN))
    proof = make_proof(PLAIN, method="POST", uri=ENDPOINT, now=NOW)
    assert _code(lambda: _token(server, form, dpop=[proof])) == AuthzCode.UNAUTHORIZED_APPLIER


# The authorization-code grant.


@pytest.mark.parametrize("verifier", ["", "short", "é" * 43, "x" * 129, "a b" * 20])
def test_a_verifier_that_is_not_rfc_7636s_is_invalid_grant(server, verifier):
    code = server.consent("leader", ["read"], jose.sha256_b64(verifier.encode()), NOW)
    form = _form(grant_type="authorization_code", code=code, code_verifier=verifier)
    assert _code(lambda: _token(server, form)) == AuthzCode.INVALID_GRANT


def test_a_challenge_that_is_not_s256_is_refused_at_consent(server):
    assert _code(lambda: server.consent("leader", ["read"], "plain-text", NOW)) == (
        AuthzCode.INVALID_REQUEST
    )


@pytest.mark.parametrize(
    ("capability", "may"),
    [
        ("resolve intent and distribute tasks", True),
        ("distribute tasks", True),
        ("Distribute Tasks, summarise", True),
        ("does NOT distribute tasks", False),
        ("distribute tasksx", False),
        ("", False),
    ],
)
def test_the_capability_is_read_as_phrases(capability, may):
    from authority.authz.server import Client  # noqa: PLC0415 - this test only

    assert Client("c", (), frozenset(), frozenset(), capability).may_apply is may


def test_a_code_is_exchanged_once_with_its_verifier(server):
    verifier = "v" * 48
    code = server.consent("leader", ["read"], jose.sha256_b64(verifier.encode()), NOW)
    form = _form(grant_type="authorization_code", code=code, code_verifier=verifier)
    assert _token(server, form)["access_token"]
    again = _form(grant_type="authorization_code", code=code, code_verifier=verifier)
    assert _code(lambda: _token(server, again)) == AuthzCode.INVALID_GRANT


def test_a_code_with_the_wrong_verifier_or_too_late_is_invalid_grant(server):
    right = "r" * 43
    code = server.consent("leader", ["read"], jose.sha256_b64(right.encode()), NOW)
    wrong = _form(grant_type="authorization_code", code=code, code_verifier="w" * 43)
    assert _code(lambda: _token(server, wrong)) == AuthzCode.INVALID_GRANT
    late_code = server.consent("leader", ["read"], jose.sha256_b64(right.encode()), NOW - 3600)
    late = _form(grant_type="authorization_code", code=late_code, code_verifier=right)
    assert _code(lambda: _token(server, late)) == AuthzCode.INVALID_GRANT


def test_a_code_for_a_group_carries_the_extension(server):
    verifier = "v" * 43
    code = server.consent(
        "leader", ["read", "predict", "advise"], jose.sha256_b64(verifier.encode()), NOW
    )
    form = _form(
        grant_type="authorization_code",
        code=code,
        code_verifier=verifier,
        applier_id="leader",
        authorization_details=member_details(_members()),
    )
    assert _token(server, form)["access_token"].count("~") == 4


# Keys.


def test_rotation_publishes_both_keys_and_old_tokens_still_verify(server):
    old = _token(server, _form("plain", PLAIN))["access_token"]
    server.rotate(NOW + 10)
    jwks = server.jwks(NOW + 10)
    assert len(jwks["keys"]) == 2
    assert all("d" not in key for key in jwks["keys"])
    new = _token(
        server,
        _form("plain", PLAIN, client_assertion=client_assertion("plain", PLAIN, ISSUER, NOW)),
    )["access_token"]
    kids = {jose.unverified_header(token)["kid"] for token in (old, new)}
    assert len(kids) == 2
    for token in (old, new):
        jose.verify(token, server.issuer_keys()(jose.unverified_header(token)), typ="at+jwt")


def test_a_retired_key_goes_once_its_tokens_have_expired(server):
    """Rotation contains a leaked key: it verifies nothing after its last token expired."""
    old = _token(server, _form("plain", PLAIN))["access_token"]
    server.rotate(NOW + 10)
    later = NOW + 10 + server.token_lifetime + 61
    assert len(server.jwks(later)["keys"]) == 1
    with pytest.raises(JoseCheckError, match="unknown kid"):
        server.issuer_keys(later)(jose.unverified_header(old))


def test_a_rotation_forgets_keys_whose_tokens_have_all_expired(server):
    """Rotated keys do not pile up: the private half of a key past its horizon is deleted."""
    first = server.signing_key(NOW).kid
    server.rotate(NOW + 10)
    second = server.signing_key(NOW + 10).kid
    horizon = server.token_lifetime + 61
    server.rotate(NOW + 10 + horizon)  # `first` retired at NOW + 10: past its horizon now
    kept = {key.kid for key in server.ledger.signing_keys(retired_after=float("-inf"))}
    assert first not in kept
    assert second in kept  # retired just now: its tokens still verify
    assert len(kept) == 2


def test_many_rotations_leave_a_table_of_live_keys_only(server):
    """A schedule of one rotation a minute for days keeps the table at the live keys."""
    step = 60
    for minute in range(60):
        server.rotate(NOW + minute * step)
    moment = NOW + 59 * step
    everything = server.ledger.signing_keys(retired_after=float("-inf"))
    lifetime = server.token_lifetime + 60
    assert len(everything) <= lifetime // step + 2
    assert server.signing_key(moment).kid == everything[0].kid
    assert len(server.jwks(moment)["keys"]) == len(everything)


def test_counters_say_what_was_issued_and_refused(server):
    _token(server, _form("plain", PLAIN))
    with pytest.raises(AuthzError):
        _token(server, _form("plain", PLAIN, scope="write"))
    assert server.counters == {
        "client_credentials issued": 1,
        "client_credentials refused invalid_scope": 1,
    }


# The SQLite ledger.


def test_the_ledger_file_is_private_and_outlives_its_process(tmp_path):
    path = tmp_path / "authority.db"
    first = AuthorizationServer(
        issuer=ISSUER,
        token_endpoint=ENDPOINT,
        ledger=SqliteLedger(path),
        replay=MemoryReplayCache(),
    )
    first.register(
        {
            "client_id": "plain",
            "jwks": {"keys": [jose.public_jwk(PLAIN)]},
            "scope": "read",
            "resources": ["rs-data"],
        }
    )
    kid = first.signing_key(NOW).kid
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    second = AuthorizationServer(
        issuer=ISSUER,
        token_endpoint=ENDPOINT,
        ledger=SqliteLedger(path),
        replay=MemoryReplayCache(),
    )
    assert second.signing_key(NOW).kid == kid
    assert _token(second, _form("plain", PLAIN))["access_token"]


def test_a_dpop_proof_is_accepted_once_across_two_servers_on_one_file(tmp_path):
    """Two processes of the authorization server share the file: a proof counts once."""
    path = tmp_path / "authority.db"
    one, two = (
        AuthorizationServer(
            issuer=ISSUER, token_endpoint=ENDPOINT, ledger=ledger, replay=LedgerReplayCache(ledger)
        )
        for ledger in (SqliteLedger(path), SqliteLedger(path))
    )
    one.register(
        {
            "client_id": "leader",
            "jwks": {"keys": [jose.public_jwk(LEADER)]},
            "scope": "read",
            "capability": "distribute tasks",
            "resources": ["rs-data"],
        }
    )
    proof = _proof(jti="shared")
    assert _token(one, _task_form(), dpop=[proof])["token_type"] == "DPoP"
    assert _code(lambda: _token(two, _task_form(), dpop=[proof])) == AuthzCode.INVALID_DPOP_PROOF


def test_a_one_time_value_is_accepted_once_across_two_connections(tmp_path):
    path = tmp_path / "authority.db"
    one, two = SqliteLedger(path), SqliteLedger(path)
    assert one.use_once("assertion", "leader a-1", until=NOW + 60, now=NOW)
    assert not two.use_once("assertion", "leader a-1", until=NOW + 60, now=NOW)
    assert two.use_once("assertion", "leader a-1", until=NOW + 200, now=NOW + 61)  # expired


def test_a_failed_operation_leaves_no_trace(tmp_path, monkeypatch):
    """One transaction per call: a failure half-way undoes the half already done."""
    ledger = SqliteLedger(tmp_path / "authority.db")
    ledger.record_token("old", "plain", kind="plain", expires=NOW - 10, now=NOW - 700)
    real = ledger._transaction

    class Failing:
        def __init__(self, cursor):
            self.cursor = cursor

        def execute(self, sql, *args):
            if sql.startswith("INSERT INTO authz_tokens"):
                raise OSError("disk full")
            return self.cursor.execute(sql, *args)

    def failing_transaction():
        @contextlib.contextmanager
        def wrapped():
            with real() as cursor:
                yield Failing(cursor)

        return wrapped()

    monkeypatch.setattr(ledger, "_transaction", failing_transaction)
    with pytest.raises(OSError, match="disk full"):
        ledger.record_token("new", "plain", kind="plain", expires=NOW + 600, now=NOW)
    monkeypatch.undo()
    with sqlite3.connect(tmp_path / "authority.db") as db:
        rows = db.execute("SELECT jti FROM authz_tokens").fetchall()
    assert rows == [("old",)]  # the purge of the expired row was rolled back with the insert
