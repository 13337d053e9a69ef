"""Task-group tokens and credentials (`authority.authz.tokens`): each code where the draft says.

Static groups: the token*, its checks at the sub-agent (`unknown_applier`)
and at the resource server (another audience, another sub-agent's token*,
scope, replayed key binding). Dynamic groups: the task token, the task
credential and their relation at the sub-agent (`invalid_credential`,
`unknown_credential`) and at the resource server (a stolen credential, a
proof by another key).
"""

from __future__ import annotations

import json

import pytest

from authority.authz import jose, tokens
from authority.authz.dpop import MemoryReplayCache, make_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError

NOW = 1_800_000_000
AS_KEY = jose.generate_key()
LEADER = jose.generate_key()
SUBS = {name: jose.generate_key() for name in ("collector", "predictor", "advisor")}
ISSUER = "https://as.example"


def _as_keys(header):
    if header.get("kid") != "as-1":
        raise JoseCheckError(f"unknown kid {header.get('kid')!r}")
    return AS_KEY


def _members():
    return [
        tokens.Member("collector", ("rs-data",), ("read",), jose.public_jwk(SUBS["collector"])),
        tokens.Member(
            "predictor",
            ("rs-data", "rs-model"),
            ("read", "predict"),
            jose.public_jwk(SUBS["predictor"]),
        ),
        tokens.Member("advisor", ("rs-guide",), ("advise",), jose.public_jwk(SUBS["advisor"])),
    ]


def _group(**changes):
    options = {
        "issuer": ISSUER,
        "client_id": "leader",
        "applier": "leader",
        "members": _members(),
        "key": AS_KEY,
        "kid": "as-1",
        "now": NOW,
    }
    options.update(changes)
    return tokens.issue_group_token(**options)


def _accept(token_star, me, *, trusted=("leader",), now=NOW):
    return tokens.accept_token_star(
        token_star,
        issuer_keys=_as_keys,
        issuer=ISSUER,
        me=me,
        trusted_appliers=lambda applier: applier in trusted,
        now=now,
    )


def _at_rs(presentation, resource, *, nonce="n-1", needed=(), replay=None, now=NOW):
    return tokens.check_group_presentation(
        presentation,
        issuer_keys=_as_keys,
        issuer=ISSUER,
        resource=resource,
        nonce=nonce,
        needed=needed,
        now=now,
        replay=replay,
    )


def _code(call) -> AuthzCode:
    with pytest.raises(AuthzError) as caught:
        call()
    return caught.value.code


def _present(token_star, sub, resource, nonce="n-1"):
    return tokens.present_token_star(token_star, SUBS[sub], resource=resource, nonce=nonce, now=NOW)


# Static groups.


def test_each_sub_agent_gets_a_token_star_with_its_entry_only():
    issued = _group()
    for sub in SUBS:
        access = _accept(tokens.token_star(issued, sub), sub)
        assert (access.applier, access.sbj) == ("leader", sub)
        others = set(SUBS) - {sub}
        assert not any(other in tokens.token_star(issued, sub) for other in others)


def test_a_sub_agent_refuses_an_applier_it_does_not_trust():
    star = tokens.token_star(_group(applier="mallory"), "collector")
    assert _code(lambda: _accept(star, "collector")) == AuthzCode.UNKNOWN_APPLIER


def test_a_sub_agent_refuses_a_token_star_of_another():
    star = tokens.token_star(_group(), "collector")
    assert _code(lambda: _accept(star, "advisor")) == AuthzCode.INVALID_TOKEN


def test_a_sub_agent_refuses_an_expired_or_foreign_token():
    star = tokens.token_star(_group(), "collector")
    assert _code(lambda: _accept(star, "collector", now=NOW + 601)) == AuthzCode.INVALID_TOKEN
    foreign = tokens.token_star(_group(issuer="https://other.example"), "collector")
    assert _code(lambda: _accept(foreign, "collector")) == AuthzCode.INVALID_TOKEN


def test_a_resource_server_serves_the_sub_agent_of_its_entry():
    star = tokens.token_star(_group(), "predictor")
    access = _at_rs(_present(star, "predictor", "rs-model"), "rs-model", needed=["predict"])
    assert access.sbj == "predictor"


def test_a_token_for_another_audience_is_refused():
    star = tokens.token_star(_group(), "collector")
    presentation = _present(star, "collector", "rs-guide")  # rs-guide is in the token's aud...
    assert (
        _code(lambda: _at_rs(presentation, "rs-guide")) == AuthzCode.INVALID_TOKEN
    )  # ...not the entry's
    elsewhere = _present(star, "collector", "rs-other")
    assert _code(lambda: _at_rs(elsewhere, "rs-other")) == AuthzCode.INVALID_TOKEN


def test_a_key_binding_for_another_server_is_refused():
    star = tokens.token_star(_group(), "predictor")
    presentation = _present(star, "predictor", "rs-data")
    assert _code(lambda: _at_rs(presentation, "rs-model")) == AuthzCode.INVALID_TOKEN


def test_a_sub_agent_presenting_anothers_token_star_is_refused():
    """The collector's token*, bound by the predictor's key: the entry's key decides."""
    star = tokens.token_star(_group(), "collector")
    stolen = tokens.present_token_star(
        star, SUBS["predictor"], resource="rs-data", nonce="n-1", now=NOW
    )
    assert _code(lambda: _at_rs(stolen, "rs-data")) == AuthzCode.INVALID_TOKEN


def test_a_token_star_without_key_binding_is_refused_by_a_resource_server():
    star = tokens.token_star(_group(), "collector")
    assert _code(lambda: _at_rs(star, "rs-data")) == AuthzCode.INVALID_TOKEN


def test_the_whole_token_is_refused_by_a_resource_server():
    """The leading agent's full token discloses every entry: no single sub-agent's."""
    issued = _group()
    full = tokens.present_token_star(
        issued.serialise(), SUBS["collector"], resource="rs-data", nonce="n-1", now=NOW
    )
    assert _code(lambda: _at_rs(full, "rs-data")) == AuthzCode.INVALID_TOKEN


def test_scope_beyond_the_entry_is_insufficient():
    star = tokens.token_star(_group(), "collector")
    presentation = _present(star, "collector", "rs-data")
    assert _code(lambda: _at_rs(presentation, "rs-data", needed=["write"])) == (
        AuthzCode.INSUFFICIENT_SCOPE
    )


def test_a_replayed_key_binding_is_refused_when_the_server_remembers():
    star = tokens.token_star(_group(), "collector")
    presentation = _present(star, "collector", "rs-data")
    replay = MemoryReplayCache()
    assert _at_rs(presentation, "rs-data", replay=replay).sbj == "collector"
    assert _code(lambda: _at_rs(presentation, "rs-data", replay=replay)) == AuthzCode.INVALID_TOKEN


def test_a_member_filling_its_replay_quota_locks_out_only_itself():
    """Members of a static group share one token (one jti): each has its own quota."""
    issued = _group()
    collector, predictor = (tokens.token_star(issued, sbj) for sbj in ("collector", "predictor"))
    replay = MemoryReplayCache(per_key=5)

    def bound(star, sub, at):  # a fresh key-binding JWT for each `at`
        return tokens.present_token_star(star, SUBS[sub], resource="rs-data", nonce="n", now=at)

    for second in range(5):
        assert _at_rs(bound(collector, "collector", NOW - second), "rs-data", nonce="n",
                      replay=replay).sbj == "collector"  # fmt: skip
    full = bound(collector, "collector", NOW - 5)
    assert _code(lambda: _at_rs(full, "rs-data", nonce="n", replay=replay)) == (
        AuthzCode.INVALID_TOKEN
    )
    sibling = bound(predictor, "predictor", NOW)
    assert _at_rs(sibling, "rs-data", nonce="n", replay=replay).sbj == "predictor"
    assert _code(lambda: _at_rs(sibling, "rs-data", nonce="n", replay=replay)) == (
        AuthzCode.INVALID_TOKEN  # a sibling's own key binding is still accepted once only
    )
    again = tokens.token_star(_group(), "collector")  # another token: the member's own quota
    assert _at_rs(bound(again, "collector", NOW), "rs-data", nonce="n", replay=replay).sbj == (
        "collector"
    )


def test_the_group_tokens_signed_part_names_no_resource_server():
    """Alone, the issuer-signed JWT is no bearer token: its aud is no server's id."""
    issued = _group()
    claims = jose.unverified_claims(issued.jwt)
    assert claims["aud"] == tokens.GROUP_AUDIENCE
    assert not {"rs-data", "rs-model", "rs-guide"} & set(claims["aud"].split())


def test_a_sub_agent_refuses_an_entry_bound_to_another_key():
    star = tokens.token_star(_group(), "collector")
    code = _code(
        lambda: tokens.accept_token_star(
            star, issuer_keys=_as_keys, issuer=ISSUER, me="collector",
            trusted_appliers=lambda _: True, now=NOW, my_jkt=jose.thumbprint(SUBS["advisor"]),
        )
    )  # fmt: skip
    assert code == AuthzCode.INVALID_TOKEN


def test_a_rewritten_ecdsa_key_binding_is_still_a_replay():
    """(r, s) and (r, n - s) both verify: the replay id is over the signed part."""
    from joserfc.jwk import ECKey  # noqa: PLC0415 - this test only

    p256 = ECKey.generate_key("P-256")
    member = tokens.Member("collector", ("rs-data",), ("read",), jose.public_jwk(p256))
    issued = _group(members=[member])
    star = tokens.token_star(issued, "collector")
    claims = {
        "iat": NOW,
        "aud": "rs-data",
        "nonce": "n-1",
        "sd_hash": jose.sha256_b64(star.encode()),
    }
    from joserfc import jws  # noqa: PLC0415 - ES256 signing for this test only

    kb = jws.serialize_compact({"alg": "ES256", "typ": "kb+jwt"}, json.dumps(claims), p256)
    order = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    head, body, signature = kb.split(".")
    raw = jose.b64url_decode(signature)
    r, s_value = raw[:32], int.from_bytes(raw[32:], "big")
    twin = jose.b64url_encode(r + (order - s_value).to_bytes(32, "big"))
    replay = MemoryReplayCache()
    assert _at_rs(star + kb, "rs-data", replay=replay).sbj == "collector"
    rewritten = star + f"{head}.{body}.{twin}"
    assert _code(lambda: _at_rs(rewritten, "rs-data", replay=replay)) == AuthzCode.INVALID_TOKEN


def test_a_task_tokens_subject_is_not_a_client_id():
    claims = jose.unverified_claims(_task_token("victim"))
    assert (claims["sub"], claims["task"]) == ("task:victim", "victim")


def test_a_credential_naming_another_key_is_refused_by_its_sub_agent():
    token = _task_token()
    code = _code(
        lambda: tokens.accept_task_credential(
            token, _credential(token), issuer_keys=_as_keys, issuer=ISSUER,
            leader_keys=_leaders, me="collector", now=NOW,
            my_jkt=jose.thumbprint(SUBS["advisor"]),
        )
    )  # fmt: skip
    assert code == AuthzCode.INVALID_CREDENTIAL


def test_a_seeded_salt_source_and_a_given_jti_reproduce_a_group_token():
    def seeded():
        drawn = iter(range(1000))
        return lambda n: bytes([next(drawn)]) * n

    one, two = (_group(jti="group-1", rng=seeded()) for _ in range(2))
    assert one.serialise() == two.serialise()
    assert len({d.salt for d in one.disclosures}) == len(one.disclosures)
    assert _group(jti="group-1").serialise() != one.serialise()  # default: fresh salts


def test_a_given_jti_reproduces_a_credential():
    token = _task_token()
    made = {
        tokens.issue_credential(
            leader_key=LEADER,
            leader="leader",
            sub_agent="collector",
            sub_agent_jwk=jose.public_jwk(SUBS["collector"]),
            task="task-1",
            access_token=token,
            now=NOW,
            jti="credential-1",
        )
        for _ in range(2)
    }
    assert len(made) == 1
    assert jose.unverified_claims(made.pop())["jti"] == "credential-1"


def test_a_group_needs_distinct_members():
    members = _members()
    with pytest.raises(ValueError, match="twice"):
        _group(members=[members[0], members[0]])
    with pytest.raises(ValueError, match="at least one"):
        _group(members=[])
    with pytest.raises(ValueError, match="not a member"):
        tokens.token_star(_group(), "stranger")


# Dynamic groups.


def _task_token(task="task-1", **changes):
    options = {
        "issuer": ISSUER,
        "client_id": "leader",
        "applier": "leader",
        "task": task,
        "leader_jkt": jose.thumbprint(LEADER),
        "audience": ["rs-data"],
        "scope": ["read"],
        "key": AS_KEY,
        "kid": "as-1",
        "now": NOW,
    }
    options.update(changes)
    return tokens.issue_task_token(**options)


def _credential(token, *, sub="collector", task="task-1", leader_key=LEADER, leader="leader"):
    return tokens.issue_credential(
        leader_key=leader_key,
        leader=leader,
        sub_agent=sub,
        sub_agent_jwk=jose.public_jwk(SUBS[sub]),
        task=task,
        access_token=token,
        now=NOW,
    )


def _leaders(name):
    return {"leader": LEADER}.get(name)


def _accept_task(token, credential, me="collector", now=NOW):
    return tokens.accept_task_credential(
        token,
        credential,
        issuer_keys=_as_keys,
        issuer=ISSUER,
        leader_keys=_leaders,
        me=me,
        now=now,
    )


def test_a_sub_agent_accepts_a_credential_bound_to_its_token():
    token = _task_token()
    access = _accept_task(token, _credential(token))
    assert (access.task, access.applier, access.sub_agent) == ("task-1", "leader", "collector")


def test_a_credential_from_an_untrusted_leader_is_invalid():
    mallory = jose.generate_key()
    token = _task_token()
    forged = _credential(token, leader_key=mallory, leader="mallory")
    assert _code(lambda: _accept_task(token, forged)) == AuthzCode.INVALID_CREDENTIAL


def test_a_credential_signed_by_another_key_in_the_leaders_name_is_invalid():
    token = _task_token()
    forged = _credential(token, leader_key=jose.generate_key())
    assert _code(lambda: _accept_task(token, forged)) == AuthzCode.INVALID_CREDENTIAL


def test_a_credential_for_another_sub_agent_is_invalid():
    token = _task_token()
    assert _code(lambda: _accept_task(token, _credential(token), me="advisor")) == (
        AuthzCode.INVALID_CREDENTIAL
    )


def test_an_expired_credential_is_invalid():
    token = _task_token(lifetime=6000)
    assert _code(lambda: _accept_task(token, _credential(token), now=NOW + 601)) == (
        AuthzCode.INVALID_CREDENTIAL
    )


def test_a_credential_for_another_task_is_unknown():
    token = _task_token("task-1")
    assert _code(lambda: _accept_task(token, _credential(token, task="task-2"))) == (
        AuthzCode.UNKNOWN_CREDENTIAL
    )


def test_a_credential_for_another_token_is_unknown():
    first, second = _task_token(), _task_token(jti="other")
    assert _code(lambda: _accept_task(second, _credential(first))) == AuthzCode.UNKNOWN_CREDENTIAL


def test_a_token_bound_to_another_key_is_unknown():
    token = _task_token(leader_jkt=jose.thumbprint(jose.generate_key()))
    assert _code(lambda: _accept_task(token, _credential(token))) == AuthzCode.UNKNOWN_CREDENTIAL


def test_a_tampered_or_expired_task_token_is_invalid():
    token = _task_token()
    head, body, signature = token.split(".")
    tampered = f"{head}.{body[:-2]}AA.{signature}"
    assert _code(lambda: _accept_task(tampered, _credential(token))) == AuthzCode.INVALID_TOKEN
    assert _code(lambda: _accept_task(token, _credential(token), now=NOW + 601)) == (
        AuthzCode.INVALID_TOKEN
    )


def _rs_request(token, credential, proof_key=None, *, proof=None, replay=None, needed=("read",)):
    uri = "https://rs-data/records"
    proof = proof or make_proof(proof_key, method="GET", uri=uri, now=NOW, access_token=token)
    return tokens.check_task_request(
        token,
        credential,
        [proof],
        issuer_keys=_as_keys,
        issuer=ISSUER,
        leader_keys=_leaders,
        resource="rs-data",
        method="GET",
        uri=uri,
        needed=needed,
        now=NOW,
        replay=replay or MemoryReplayCache(),
    )


def test_a_resource_server_serves_token_credential_and_proof_together():
    token = _task_token()
    access = _rs_request(token, _credential(token), SUBS["collector"])
    assert access.sub_agent == "collector"


def test_a_stolen_credential_is_useless_without_the_sub_agents_key():
    token = _task_token()
    credential = _credential(token)
    assert _code(lambda: _rs_request(token, credential, SUBS["advisor"])) == AuthzCode.INVALID_TOKEN


def test_a_stolen_credential_used_for_another_task_is_unknown():
    token_1, token_2 = _task_token("task-1"), _task_token("task-2")
    credential = _credential(token_1)
    assert _code(lambda: _rs_request(token_2, credential, SUBS["collector"])) == (
        AuthzCode.UNKNOWN_CREDENTIAL
    )


def test_a_replayed_proof_is_refused_by_the_resource_server():
    token = _task_token()
    credential = _credential(token)
    replay = MemoryReplayCache()
    proof = make_proof(
        SUBS["collector"], method="GET", uri="https://rs-data/records", now=NOW, access_token=token
    )
    assert _rs_request(token, credential, proof=proof, replay=replay).sub_agent == "collector"
    assert _code(lambda: _rs_request(token, credential, proof=proof, replay=replay)) == (
        AuthzCode.INVALID_TOKEN
    )


def test_scope_beyond_the_task_token_is_insufficient():
    token = _task_token()
    assert _code(
        lambda: _rs_request(token, _credential(token), SUBS["collector"], needed=["write"])
    ) == (AuthzCode.INSUFFICIENT_SCOPE)


def test_a_task_token_for_another_resource_server_is_refused():
    token = _task_token(audience=["rs-guide"])
    assert _code(lambda: _rs_request(token, _credential(token), SUBS["collector"])) == (
        AuthzCode.INVALID_TOKEN
    )


def test_errors_are_rfc_6749_bodies():
    error = AuthzError(AuthzCode.UNAUTHORIZED_APPLIER, "capability lacks 'distribute tasks'")
    assert error.as_oauth() == {
        "error": "unauthorized_applier",
        "error_description": "capability lacks 'distribute tasks'",
    }


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        (b'{"n": 123456789012345678901234}', False),
        (b'{"n": 18446744073709551617}', False),
        (b'{"iss": "\\ud83d\\ude00"}', False),  # a pair: one character
        (b'{"iss": "\\ud800"}', True),
        (b'{"\\udfff": 1}', True),
        (b'{"a": [["\\ud800"]]}', True),
        (b'{"iat": NaN}', True),
        (b'{"iat": Infinity}', True),
        (b"[" * 100_000 + b"]" * 100_000, True),
        ('{"a": 1}'.encode("utf-16"), True),  # json would guess UTF-16 from its BOM
        ('{"a": "\ud800"}', True),  # a str given with a raw lone surrogate
        ('{"a": "caf\u00e9"}', False),
    ],
)
def test_strict_json_reads_integers_exactly_and_refuses_what_is_not_json_text(text, refused):
    """A review: orjson read integers past 64 bits as floats (what was signed was not what
    was read); json reads them exactly. Lone surrogates (an assertion's `iss` once reached
    SQLite), NaN and runaway nesting are refusals."""
    if refused:
        with pytest.raises(jose.JoseCheckError):
            jose.strict_json(text)
    else:
        assert jose.strict_json(text) == json.loads(text)
