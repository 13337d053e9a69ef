"""Agent identities, signed agent cards, certifications and peer trust (l9_snl.identity)."""

import copy
import hashlib
import hmac
import json

import orjson
import pytest
from conftest import T0, counter_rng
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import example, given
from hypothesis import strategies as st

from contexts.canonical import canonical_bytes
from ioa.interop.published import load_vectors
from l8_comm.identifiers import format_timestamp
from l9_snl.encoding import b64url, from_b64url, hmac_sha256, sign
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.identity import (
    MAX_CARD_BYTES,
    SEAL_HYBRID,
    SEAL_X25519,
    AgentCard,
    AgentIdentity,
    SealKey,
)
from l9_snl.trust import CardCertifier, PeerTrust

VECTORS = load_vectors("l9_cards.json")
DAY = 86_400.0
ENDPOINTS = ["https://alice.example/ioa/v1/session"]
CONTEXTS = ["urn:contexts:travel:v2.1", "urn:contexts:acme.logistics:v1.0"]


def make_identity(agent_id="alice", *, hybrid=True, seed=None):
    return AgentIdentity.generate(agent_id, hybrid=hybrid, rng=counter_rng(seed or agent_id))


ALICE = make_identity("alice")
MALLORY = make_identity("mallory")
AUTHORITY = CardCertifier.generate("authority.example", rng=counter_rng("authority"))
ROGUE_AUTHORITY = CardCertifier.generate("authority.example", rng=counter_rng("rogue"))


def issue(identity=ALICE, *, now=T0, lifetime=DAY, **kwargs):
    kwargs.setdefault("endpoints", ENDPOINTS)
    kwargs.setdefault("contexts", CONTEXTS)
    return AgentCard.issue(identity, now=now, lifetime=lifetime, **kwargs)


ALICE_CARD = issue()


def code_of(action):
    with pytest.raises((RemoteSemanticError, LocalSemanticError)) as caught:
        action()
    return caught.value.code, caught.value.message


# --- identities -------------------------------------------------------------------------------


@pytest.mark.parametrize("hybrid", [False, True])
def test_identity_round_trips_through_its_private_bytes(hybrid):
    identity = make_identity("bob", hybrid=hybrid)
    loaded = AgentIdentity.from_private_bytes(identity.to_private_bytes())
    assert loaded.agent_id == "bob"
    assert loaded.to_private_bytes() == identity.to_private_bytes()
    assert loaded.public_signing_key_b64url == identity.public_signing_key_b64url
    assert loaded.seal_public_keys == identity.seal_public_keys
    assert set(loaded.seal_keys) == ({SEAL_X25519, SEAL_HYBRID} if hybrid else {SEAL_X25519})
    # Ed25519 is deterministic: the same keys issue byte-identical cards.
    assert issue(loaded).to_json() == issue(identity).to_json()


def test_generate_is_reproducible_from_the_rng_and_differs_between_seeds():
    assert make_identity("a", seed="s").to_private_bytes() == (
        make_identity("a", seed="s").to_private_bytes()
    )
    one, other = make_identity("a", seed="s"), make_identity("a", seed="t")
    assert one.public_signing_key_b64url != other.public_signing_key_b64url
    assert one.seal_public_keys != other.seal_public_keys


def test_generate_without_rng_uses_fresh_os_randomness():
    one, other = AgentIdentity.generate("a"), AgentIdentity.generate("a")
    assert one.public_signing_key_b64url != other.public_signing_key_b64url
    assert list(one.seal_keys) == [SEAL_X25519]


def test_hybrid_and_x25519_seal_keys_are_independent():
    x25519, hybrid = ALICE.seal_public_keys
    assert (x25519.alg, len(x25519.public)) == (SEAL_X25519, 32)
    assert (hybrid.alg, len(hybrid.public)) == (SEAL_HYBRID, 1184 + 32)
    assert hybrid.public[1184:] != x25519.public


def test_repr_shows_no_private_material():
    text = repr(ALICE)
    document = orjson.loads(ALICE.to_private_bytes())
    assert ALICE.public_signing_key_b64url in text
    assert document["sign"]["private"] not in text
    for entry in document["seal"]:
        assert entry["private"] not in text


def _document(**changes):
    document = orjson.loads(ALICE.to_private_bytes())
    for path, value in changes.items():
        *parents, last = path.split("__")
        target = document
        for step in parents:
            target = target[int(step)] if step.isdigit() else target[step]
        if value is None:
            del target[int(last) if last.isdigit() else last]
        else:
            target[int(last) if last.isdigit() else last] = value
    return orjson.dumps(document)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"{not json", "not JSON"),
        (b"[]", "must be an object"),
        (_document(format="ioa-agent-identity/v2"), "format"),
        (_document(id="not an id"), "not an agent id"),
        (_document(sign=None), "missing member 'sign'"),
        (_document(extra=1), "unknown member 'extra'"),
        (_document(sign__alg="Ed448"), "sign.alg"),
        (_document(sign__private="AAAA"), "expected 32 bytes"),
        (_document(sign__private="a+b/"), "base64url"),
        (_document(seal__0=None), "no X25519 key"),
        (_document(seal__1__alg="X25519"), "repeated seal algorithm"),
        (_document(seal__1__private=b64url(bytes(64))), "expected 96 bytes"),
    ],
)
def test_from_private_bytes_names_the_defect(data, fragment):
    with pytest.raises(ValueError, match="agent identity") as caught:
        AgentIdentity.from_private_bytes(data)
    assert fragment in str(caught.value)


def test_identity_and_certifier_refuse_bad_ids():
    key = Ed25519PrivateKey.generate()
    with pytest.raises(ValueError, match="not an agent id"):
        AgentIdentity.generate(" alice")
    with pytest.raises(ValueError, match="not an authority id"):
        CardCertifier("", key)


@pytest.mark.parametrize(
    ("lifetime", "most", "certified"),
    [(30 * DAY, None, True), (90 * DAY, None, True), (91 * DAY, None, False),
     (2 * DAY, DAY, False), (DAY, DAY, True)],
)  # fmt: skip
def test_a_certifier_vouches_only_for_cards_that_run_out(lifetime, most, certified):
    """A certification is withdrawn only by distrusting the certifier's whole key: one for
    a card valid for a century stood as long. A certifier refuses a card valid longer than
    its `max_lifetime` (90 days by default), naming both."""
    kwargs = {} if most is None else {"max_lifetime": most}
    certifier = CardCertifier.generate("authority.example", rng=counter_rng("cap"), **kwargs)
    card = issue(lifetime=lifetime)
    if certified:
        assert len(certifier.certify(card, now=T0).certifications) == 1
        return
    code, message = code_of(lambda: certifier.certify(card, now=T0))
    assert code == SNLErrorCode.INVALID_CARD
    assert f"valid for {lifetime:,.0f} s more" in message
    assert "authority.example certifies at most" in message


def test_a_certifier_bounds_how_far_ahead_a_card_runs_not_its_span():
    """A review: the card's own span was bounded, so a 30-day card dated ten years ahead
    was certified today, and its certification held then. A card runs at most
    `max_lifetime` past the certifier's clock."""
    certifier = CardCertifier.generate("authority.example", rng=counter_rng("ahead"))
    later = issue(now=T0 + 10 * 365 * DAY, lifetime=30 * DAY)
    code, message = code_of(lambda: certifier.certify(later, now=T0))
    assert code == SNLErrorCode.INVALID_CARD
    assert "certifies at most" in message
    assert certifier.certify(later, now=T0 + 10 * 365 * DAY).certifications  # its time come


@pytest.mark.parametrize("most", [0, -1.0, float("inf"), float("nan"), "90"])
def test_a_certifiers_max_lifetime_must_be_finite_and_positive(most):
    with pytest.raises(ValueError, match="max_lifetime"):
        CardCertifier.generate("authority.example", max_lifetime=most)


# --- the card's JSON form ---------------------------------------------------------------------


def test_card_json_form_is_exactly_the_documented_one():
    wire = ALICE_CARD.to_json()
    assert list(wire) == ["card", "signature", "certifications"]
    body = wire["card"]
    assert set(body) == {"id", "keys", "endpoints", "contexts", "issued_at", "expires_at"}
    assert body["id"] == "alice"
    assert body["keys"]["sign"] == {"alg": "Ed25519", "public": ALICE.public_signing_key_b64url}
    assert [entry["alg"] for entry in body["keys"]["seal"]] == ["X25519", "MLKEM768-X25519"]
    assert [len(entry["public"]) for entry in body["keys"]["seal"]] == [43, 1622]
    assert body["endpoints"] == ENDPOINTS
    assert body["contexts"] == CONTEXTS
    assert body["issued_at"] == "2026-11-18T11:06:40.000Z"
    assert body["expires_at"] == "2026-11-19T11:06:40.000Z"
    assert wire["certifications"] == []
    assert wire["signature"] == sign(ALICE.signing_key, body)
    assert ALICE_CARD.signed_bytes == canonical_bytes(body)
    assert ALICE_CARD.digest == "sha256:" + hashlib.sha256(canonical_bytes(body)).hexdigest()


def test_card_round_trips_through_json_bytes():
    certified = AUTHORITY.certify(ALICE_CARD, now=T0)
    for card in (ALICE_CARD, certified, issue(make_identity("carol", hybrid=False))):
        again = AgentCard.from_json(orjson.loads(orjson.dumps(card.to_json())))
        assert again == card
        assert again.to_json() == card.to_json()
        assert again.digest == card.digest
        again.verify_self_signature()


def test_member_order_and_whitespace_do_not_change_the_digest_or_signature():
    wire = ALICE_CARD.to_json()
    shuffled = {key: wire[key] for key in reversed(wire)}
    shuffled["card"] = dict(reversed(list(wire["card"].items())))
    again = AgentCard.from_json(json.loads(json.dumps(shuffled, indent=3)))
    assert again.digest == ALICE_CARD.digest
    again.verify_self_signature()


def test_seal_key_by_algorithm():
    assert ALICE_CARD.seal_key(SEAL_HYBRID).public == ALICE.seal_public_keys[1].public
    assert ALICE_CARD.seal_key(SEAL_X25519).public == ALICE.seal_public_keys[0].public
    assert issue(make_identity("d", hybrid=False)).seal_key(SEAL_HYBRID) is None
    assert ALICE_CARD.seal_key("P-256") is None


def test_a_seal_key_of_an_unknown_algorithm_has_no_hpke_key():
    with pytest.raises(ValueError, match="unknown seal algorithm"):
        SealKey(alg="P-256", public=bytes(65)).hpke_public_key  # noqa: B018


def test_extensions_are_kept_and_signed():
    card = issue(extensions={"x-display-name": "Alice", "x-tags": ["a", {"b": 1}]})
    wire = card.to_json()
    assert wire["card"]["x-tags"] == ["a", {"b": 1}]
    AgentCard.from_json(wire).verify_self_signature()
    wire["card"]["x-tags"][1]["b"] = 2
    with pytest.raises(RemoteSemanticError) as caught:
        AgentCard.from_json(wire).verify_self_signature()
    assert caught.value.code == SNLErrorCode.BAD_SIGNATURE


def test_card_extensions_cannot_be_changed_through_to_json():
    card = issue(extensions={"x-tags": ["a"]})
    card.to_json()["card"]["x-tags"].append("b")
    card.verify_self_signature()


# --- any single change breaks the self-signature ------------------------------------------------


def leaf_paths(value, here=()):
    if isinstance(value, dict):
        for key, child in value.items():
            yield from leaf_paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from leaf_paths(child, (*here, index))
    else:
        yield here


def put(value, path, new):
    for step in path[:-1]:
        value = value[step]
    value[path[-1]] = new


def get(value, path):
    for step in path:
        value = value[step]
    return value


# A second valid card with the same shape and a different value in every leaf.
OTHER_CARD = issue(
    MALLORY,
    endpoints=["https://mallory.example/ioa/v1/session"],
    contexts=["urn:contexts:travel:v2.0", "urn:contexts:acme.logistics:v1.1"],
    now=T0 - 60,
    lifetime=2 * DAY,
)
# `alg` members have one valid value each; the structural changes below cover them.
CARD_LEAVES = [p for p in leaf_paths(ALICE_CARD.to_json()["card"]) if p[-1] != "alg"]


@pytest.mark.parametrize("path", CARD_LEAVES, ids=lambda p: ".".join(map(str, p)))
def test_changing_any_single_field_breaks_the_self_signature(path):
    wire = ALICE_CARD.to_json()
    replacement = get(OTHER_CARD.to_json()["card"], path)
    assert replacement != get(wire["card"], path)
    put(wire["card"], path, replacement)
    card = AgentCard.from_json(wire)  # still a well-formed card...
    with pytest.raises(RemoteSemanticError) as caught:
        card.verify_self_signature()  # ...that its signature no longer covers
    assert caught.value.code == SNLErrorCode.BAD_SIGNATURE
    trust = PeerTrust()
    trust.pin(card.agent_id, card.public_signing_key_b64url)
    assert code_of(lambda: trust.check(card, now=T0 + 1))[0] == SNLErrorCode.BAD_SIGNATURE


def _drop_hybrid(body):
    body["keys"]["seal"].pop()


def _swap_seal_order(body):
    body["keys"]["seal"].reverse()


def _swap_contexts(body):
    body["contexts"].reverse()


def _add_context(body):
    body["contexts"].append("urn:contexts:weather:v1.0")


def _drop_endpoint(body):
    body["endpoints"].clear()


def _add_extension(body):
    body["x-note"] = "hello"


@pytest.mark.parametrize(
    "change",
    [_drop_hybrid, _swap_seal_order, _swap_contexts, _add_context, _drop_endpoint, _add_extension],
)
def test_structural_changes_break_the_self_signature(change):
    wire = ALICE_CARD.to_json()
    change(wire["card"])
    card = AgentCard.from_json(wire)
    assert code_of(card.verify_self_signature)[0] == SNLErrorCode.BAD_SIGNATURE


def test_a_changed_signature_fails():
    for other in (b64url(bytes(64)), OTHER_CARD.signature):
        wire = ALICE_CARD.to_json()
        wire["signature"] = other
        card = AgentCard.from_json(wire)
        assert code_of(card.verify_self_signature)[0] == SNLErrorCode.BAD_SIGNATURE


# --- validity period ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("now", "fragment"),
    [
        (T0 - 61, "not valid before 2026-11-18T11:06:40.000Z"),
        (T0 + DAY + 60, "expired at 2026-11-19T11:06:40.000Z"),
        (T0 + 400 * DAY, "expired"),
    ],
)
def test_cards_outside_their_validity_are_refused(now, fragment):
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    code, message = code_of(lambda: trust.check(ALICE_CARD, now=now))
    assert code == SNLErrorCode.INVALID_CARD
    assert fragment in message
    # the clocks are named: a card "from the future" is more often a wrong clock
    assert f"this agent's clock reads {format_timestamp(now)}, 60 s of skew allowed" in message


@pytest.mark.parametrize("now", [T0 - 60, T0, T0 + DAY - 1, T0 + DAY + 59.9])
def test_cards_within_their_validity_and_the_clock_skew_are_accepted(now):
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert trust.check(ALICE_CARD, now=now).trusted_by == "pinned"


def test_clock_skew_is_configurable():
    trust = PeerTrust(clock_skew=0)
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert code_of(lambda: trust.check(ALICE_CARD, now=T0 - 0.5))[0] == SNLErrorCode.INVALID_CARD
    assert code_of(lambda: trust.check(ALICE_CARD, now=T0 + DAY))[0] == SNLErrorCode.INVALID_CARD
    trust.check(ALICE_CARD, now=T0)


@pytest.mark.parametrize("field", ["issued_at", "expires_at"])
@pytest.mark.parametrize("when", ["0000-01-01T00:00:00Z", "0000-02-29T12:00:00Z"])
def test_a_card_dated_in_year_zero_is_an_invalid_card(field, when):
    # Found from outside: a HELLO whose card said year 0000 raised a bare ValueError
    # in the responder's handshake (an internal error and a reset stream).
    wire = ALICE_CARD.to_json()
    wire["card"][field] = when
    code, message = code_of(lambda: AgentCard.from_json(wire))
    assert code == SNLErrorCode.INVALID_CARD
    assert f"card.{field}" in message


def test_the_signature_is_checked_before_the_times():
    wire = ALICE_CARD.to_json()
    wire["card"]["expires_at"] = "2020-01-01T00:00:00Z"
    wire["card"]["issued_at"] = "2019-01-01T00:00:00Z"
    card = AgentCard.from_json(wire)
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert code_of(lambda: trust.check(card, now=T0))[0] == SNLErrorCode.BAD_SIGNATURE


# --- pinning --------------------------------------------------------------------------------------


def test_a_pinned_peer_is_trusted_with_its_keys():
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    peer = trust.check(ALICE_CARD, now=T0 + 1)
    assert peer.agent_id == "alice"
    assert peer.trusted_by == "pinned"
    assert peer.sign_public == ALICE.public_signing_key.public_bytes_raw()
    assert peer.public_signing_key == ALICE.public_signing_key
    assert peer.seal_keys == ALICE.seal_public_keys
    assert peer.card is ALICE_CARD


def test_a_pinned_id_with_another_key_is_an_impersonation():
    impostor = issue(make_identity("alice", seed="impostor"))
    impostor.verify_self_signature()  # a perfectly self-consistent card...
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    code, message = code_of(lambda: trust.check(impostor, now=T0))
    assert code == SNLErrorCode.BAD_SIGNATURE  # ...under a key that is not alice's
    assert "not the key pinned" in message


def test_a_pin_wins_over_a_trusted_certification():
    impostor = AUTHORITY.certify(issue(make_identity("alice", seed="impostor")), now=T0)
    trust = PeerTrust()
    trust.trust_certifier(AUTHORITY.authority_id, AUTHORITY.public_key_b64url)
    assert trust.check(impostor, now=T0).trusted_by == "certified:authority.example"
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert code_of(lambda: trust.check(impostor, now=T0))[0] == SNLErrorCode.BAD_SIGNATURE


def test_repinning_replaces_the_key():
    rotated = make_identity("alice", seed="rotated")
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    trust.pin("alice", rotated.public_signing_key_b64url)
    trust.check(issue(rotated), now=T0)
    assert code_of(lambda: trust.check(ALICE_CARD, now=T0))[0] == SNLErrorCode.BAD_SIGNATURE


def test_a_card_presented_by_another_agent_is_refused():
    trust = PeerTrust()
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert trust.check(ALICE_CARD, now=T0, agent_id="alice").agent_id == "alice"
    code, message = code_of(lambda: trust.check(ALICE_CARD, now=T0, agent_id="mallory"))
    assert code == SNLErrorCode.INVALID_CARD
    assert "'mallory' presented the card of 'alice'" in message


def test_an_unpinned_uncertified_peer_is_unknown():
    trust = PeerTrust()
    trust.pin("bob", ALICE.public_signing_key_b64url)
    code, message = code_of(lambda: trust.check(ALICE_CARD, now=T0))
    assert code == SNLErrorCode.UNKNOWN_PEER
    assert "'alice'" in message


def test_public_key_of_pinned_peers():
    trust = PeerTrust()
    assert trust.public_key_of("alice") is None
    trust.pin("alice", ALICE.public_signing_key_b64url)
    assert trust.public_key_of("alice") == ALICE.public_signing_key
    assert trust.public_key_of("bob") is None


@pytest.mark.parametrize(
    ("agent_id", "key"),
    [
        ("not an id", ALICE.public_signing_key_b64url),
        ("alice", ALICE.public_signing_key_b64url + "A"),
        ("alice", b64url(bytes(31))),
        ("alice", 42),
    ],
)
def test_pin_and_trust_certifier_refuse_malformed_input(agent_id, key):
    trust = PeerTrust()
    assert code_of(lambda: trust.pin(agent_id, key))[0] == SNLErrorCode.INVALID_CARD
    assert code_of(lambda: trust.trust_certifier(agent_id, key))[0] == SNLErrorCode.INVALID_CARD


# --- certification ------------------------------------------------------------------------------


def certified_trust(*certifiers):
    trust = PeerTrust()
    for certifier in certifiers:
        trust.trust_certifier(certifier.authority_id, certifier.public_key_b64url)
    return trust


def test_a_certified_card_is_accepted_by_a_trusting_peer():
    card = AUTHORITY.certify(ALICE_CARD, now=T0)
    [certification] = card.to_json()["certifications"]
    assert certification == {
        "authority": "authority.example",
        "key": AUTHORITY.public_key_b64url,
        "signature": sign(AUTHORITY.private_key, ALICE_CARD.body()),
    }
    assert card.digest == ALICE_CARD.digest  # certifications are outside the signed bytes
    card.verify_self_signature()
    peer = certified_trust(AUTHORITY).check(card, now=T0)
    assert peer.trusted_by == "certified:authority.example"
    assert peer.agent_id == "alice"


def test_certifying_twice_adds_nothing_and_two_authorities_stack():
    other = CardCertifier.generate("other-authority", rng=counter_rng("other"))
    card = AUTHORITY.certify(AUTHORITY.certify(ALICE_CARD, now=T0), now=T0)
    assert len(card.certifications) == 1
    both = other.certify(card, now=T0)
    assert [c.authority for c in both.certifications] == ["authority.example", "other-authority"]
    assert certified_trust(other).check(both, now=T0).trusted_by == "certified:other-authority"


def test_a_certified_card_is_unknown_to_a_peer_that_does_not_trust_the_certifier():
    card = AUTHORITY.certify(ALICE_CARD, now=T0)
    other = CardCertifier.generate("other-authority", rng=counter_rng("other"))
    assert code_of(lambda: PeerTrust().check(card, now=T0))[0] == SNLErrorCode.UNKNOWN_PEER
    assert code_of(lambda: certified_trust(other).check(card, now=T0))[0] == (
        SNLErrorCode.UNKNOWN_PEER
    )


def test_a_certification_by_the_right_name_with_another_key_is_not_trusted():
    card = ROGUE_AUTHORITY.certify(ALICE_CARD, now=T0)  # same authority id, a key nobody trusts
    code, _ = code_of(lambda: certified_trust(AUTHORITY).check(card, now=T0))
    assert code == SNLErrorCode.UNKNOWN_PEER


def test_a_forged_certification_under_a_trusted_key_is_a_bad_signature():
    wire = ALICE_CARD.to_json()
    wire["certifications"] = [
        {
            "authority": AUTHORITY.authority_id,
            "key": AUTHORITY.public_key_b64url,  # claims the trusted key...
            "signature": sign(ROGUE_AUTHORITY.private_key, wire["card"]),  # ...signed by another
        }
    ]
    code, message = code_of(
        lambda: certified_trust(AUTHORITY).check(AgentCard.from_json(wire), now=T0)
    )
    assert code == SNLErrorCode.BAD_SIGNATURE
    assert "certification" in message


def test_a_certification_copied_from_another_card_does_not_verify():
    stolen = AUTHORITY.certify(ALICE_CARD, now=T0).to_json()["certifications"]
    wire = issue(MALLORY).to_json()
    wire["certifications"] = stolen
    card = AgentCard.from_json(wire)
    card.verify_self_signature()
    code, _ = code_of(lambda: certified_trust(AUTHORITY).check(card, now=T0))
    assert code == SNLErrorCode.BAD_SIGNATURE


def test_a_certification_does_not_survive_a_change_to_the_card():
    wire = AUTHORITY.certify(ALICE_CARD, now=T0).to_json()
    wire["card"]["endpoints"] = ["https://evil.example/ioa/v1/session"]
    wire["signature"] = sign(MALLORY.signing_key, wire["card"])
    wire["card"]["keys"]["sign"]["public"] = MALLORY.public_signing_key_b64url
    wire["signature"] = sign(MALLORY.signing_key, wire["card"])
    card = AgentCard.from_json(wire)
    card.verify_self_signature()
    code, _ = code_of(lambda: certified_trust(AUTHORITY).check(card, now=T0))
    assert code == SNLErrorCode.BAD_SIGNATURE


def test_one_good_certification_is_enough_beside_a_forged_one():
    good = AUTHORITY.certify(ALICE_CARD, now=T0).to_json()
    other = CardCertifier.generate("other-authority", rng=counter_rng("other"))
    forged = {
        "authority": other.authority_id,
        "key": other.public_key_b64url,
        "signature": OTHER_CARD.signature,
    }
    good["certifications"].insert(0, forged)
    card = AgentCard.from_json(good)
    trust = certified_trust(AUTHORITY, other)
    assert trust.check(card, now=T0).trusted_by == "certified:authority.example"


def test_a_card_carries_at_most_sixteen_certifications():
    card = ALICE_CARD
    for index in range(16):
        card = CardCertifier.generate(f"authority-{index}").certify(card, now=T0)
    assert len(AgentCard.from_json(card.to_json()).certifications) == 16
    code, message = code_of(lambda: AUTHORITY.certify(card, now=T0))
    assert code == SNLErrorCode.INVALID_CARD
    assert "at most 16" in message
    wire = card.to_json()
    wire["certifications"].append(
        AUTHORITY.certify(ALICE_CARD, now=T0).to_json()["certifications"][0]
    )
    assert "17 entries" in code_of(lambda: AgentCard.from_json(wire))[1]


def test_the_certifier_refuses_a_card_its_key_did_not_sign():
    wire = ALICE_CARD.to_json()
    wire["card"]["endpoints"] = ["https://evil.example/ioa/v1/session"]
    card = AgentCard.from_json(wire)
    assert code_of(lambda: AUTHORITY.certify(card, now=T0))[0] == SNLErrorCode.BAD_SIGNATURE


# --- issue's and from_json's checks -------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"endpoints": ["not a url"]}, "not an absolute URL"),
        ({"endpoints": ENDPOINTS * 2}, "appears twice"),
        ({"contexts": ["urn:contexts:travel"]}, "not a context URN"),
        ({"contexts": ["urn:contexts:a:v1.0"] * 2}, "appears twice"),
        ({"lifetime": 0}, "lifetime"),
        ({"lifetime": float("inf")}, "lifetime"),
        ({"now": float("nan")}, "now must be finite"),
        ({"now": 1e300}, "unusable time"),
        ({"extensions": {"id": "bob"}}, "does not start with 'x-'"),
        ({"extensions": {"x-f": float("nan")}}, "RFC 8785"),
        ({"extensions": {"x-big": "a" * MAX_CARD_BYTES}}, "canonical bytes"),
    ],
)
def test_issue_refuses_what_would_be_an_invalid_card(kwargs, fragment):
    code, message = code_of(lambda: issue(**kwargs))
    assert code == SNLErrorCode.INVALID_CARD
    assert fragment in message


def _card(*edits):
    """ALICE_CARD's JSON with `(path, value)` edits; value None deletes."""
    wire = ALICE_CARD.to_json()
    for path, value in edits:
        target = get(wire, path[:-1])
        if value is None:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return wire


LOW_ORDER = b64url(b"\x01" + bytes(31))
INVALID_MLKEM = b64url(b"\xff" * 1184 + ALICE.seal_public_keys[1].public[1184:])


@pytest.mark.parametrize(
    ("wire", "fragment"),
    [
        ("card", "(top): must be an object, not a string"),
        ({1: "card"}, "(top): member names must be strings, not a number"),
        (_card((("card",), None)), "missing member 'card'"),
        (_card((("extra",), 1)), "(top): unknown member 'extra'"),
        (_card((("card", "name"), "Alice")), "card: unknown member 'name'"),
        (_card((("card", "id"), 7)), "card.id: must be a string, not a number"),
        (_card((("card", "id"), "al ice")), "card.id: 'al ice' is not an agent id"),
        (_card((("card", "keys", "sign", "alg"), "Ed448")), "card.keys.sign.alg"),
        (_card((("card", "keys", "sign", "public"), "AAAA")), "expected 32 bytes, got 3"),
        (_card((("card", "keys", "sign", "public"), None)), "missing member 'public'"),
        (_card((("card", "keys", "seal"), {})), "card.keys.seal: must be an array"),
        (_card((("card", "keys", "seal"), [])), "must offer 'X25519'"),
        (_card((("card", "keys", "seal", 0, "alg"), "P-256")), "unknown seal algorithm 'P-256'"),
        (_card((("card", "keys", "seal", 1, "alg"), "X25519")), "expected 32 bytes"),
        (_card((("card", "keys", "seal", 0, "public"), LOW_ORDER)), "low-order point"),
        (_card((("card", "keys", "seal", 1, "public"), INVALID_MLKEM)), "not a valid ML-KEM-768"),
        (
            _card((("card", "keys", "seal", 1), ALICE_CARD.to_json()["card"]["keys"]["seal"][0])),
            "'X25519' appears twice",
        ),
        (_card((("card", "keys", "seal", 0, "public"), "a+b/")), "base64url"),
        (_card((("card", "endpoints"), "https://a")), "card.endpoints: must be an array"),
        (_card((("card", "endpoints"), ["https://a"] * 17)), "17 entries, more than the 16"),
        (_card((("card", "endpoints", 0), "https://a b")), "not an absolute URL"),
        (_card((("card", "endpoints", 0), "h" * 2049)), "not an absolute URL"),
        (_card((("card", "contexts", 0), 7)), "card.contexts[0]: must be a string"),
        (_card((("card", "contexts", 0), "urn:contexts:travel:v02.1")), "not a context URN"),
        (_card((("card", "issued_at"), "2026-11-18 11:06:40Z")), "card.issued_at"),
        (_card((("card", "expires_at"), "2026-02-30T00:00:00Z")), "not an RFC 3339"),
        (_card((("card", "expires_at"), "2026-11-18T11:06:40Z")), "later than issued_at"),
        (_card((("card", "x-deep"), json.loads("[" * 20 + "]" * 20))), "deeper than 16"),
        (_card((("card", "x-f"), 2**60)), "RFC 8785"),
        (_card((("signature",), "AAAA")), "signature: expected 64 bytes"),
        (_card((("signature",), None)), "missing member 'signature'"),
        (_card((("certifications",), None)), "missing member 'certifications'"),
        (_card((("certifications",), [{}])), "certifications[0]: missing member"),
        (_card((("certifications",), [7])), "certifications[0]: must be an object"),
    ],
)
def test_from_json_names_each_defect(wire, fragment):
    with pytest.raises(RemoteSemanticError) as caught:
        AgentCard.from_json(wire)
    assert caught.value.code == SNLErrorCode.INVALID_CARD
    assert fragment in caught.value.message


def test_from_json_refuses_repeated_certifications():
    wire = AUTHORITY.certify(ALICE_CARD, now=T0).to_json()
    wire["certifications"].append(dict(wire["certifications"][0]))
    with pytest.raises(RemoteSemanticError, match="repeats an authority and key"):
        AgentCard.from_json(wire)


def test_from_json_does_not_share_state_with_its_input():
    wire = issue(extensions={"x-list": [1]}).to_json()
    card = AgentCard.from_json(wire)
    wire["card"]["x-list"].append(2)
    wire["card"]["endpoints"].append("https://b.example")
    card.verify_self_signature()


# --- golden vectors -------------------------------------------------------------------------------


@pytest.mark.parametrize("vector", VECTORS["cards"], ids=lambda v: v["name"])
def test_card_vector(vector):
    identity = AgentIdentity.from_private_bytes(orjson.dumps(vector["identity"]))
    assert identity.to_private_bytes() == canonical_bytes(vector["identity"])
    card = AgentCard.issue(identity, **vector["issue"])
    assert card.to_json() == vector["card"]
    assert card.signed_bytes == vector["canonical"].encode()
    assert card.digest == vector["digest"]
    assert card.signature == vector["signature"]
    private = from_b64url(vector["certifier"]["private"], length=32)
    certifier = CardCertifier(
        vector["certifier"]["authority"], Ed25519PrivateKey.from_private_bytes(private)
    )
    assert certifier.public_key_b64url == vector["certifier"]["public"]
    assert certifier.certify(card, now=T0).to_json() == vector["certified"]
    parsed = AgentCard.from_json(copy.deepcopy(vector["certified"]))
    peer = certified_trust(certifier).check(parsed, now=vector["issue"]["now"])
    assert peer.trusted_by == "certified:" + certifier.authority_id


# --- fuzzing: only RemoteSemanticError comes out ------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**64), 2**64)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["Ed25519", "X25519", "MLKEM768-X25519", "urn:contexts:a:v1.0", "AAAA"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.text(max_size=8)
            | st.sampled_from(["card", "signature", "certifications", "id", "keys", "x-a"]),
            children,
            max_size=4,
        )
    ),
    max_leaves=16,
)


def remote_code(action):
    """The code of the RemoteSemanticError `action` raises, or None; any other exception fails."""
    try:
        action()
    except RemoteSemanticError as exc:
        return exc.code
    return None


def assert_only_remote_errors(obj):
    parsed = []
    code = remote_code(lambda: parsed.append(AgentCard.from_json(obj)))
    if not parsed:
        assert code == SNLErrorCode.INVALID_CARD
        return
    code = remote_code(lambda: certified_trust(AUTHORITY).check(parsed[0], now=T0))
    assert code in {
        None,
        SNLErrorCode.BAD_SIGNATURE,
        SNLErrorCode.INVALID_CARD,
        SNLErrorCode.UNKNOWN_PEER,
    }


@given(json_values)
def test_from_json_of_garbage_raises_only_invalid_card(obj):
    assert_only_remote_errors(obj)


def all_paths(value, here=()):
    yield here
    if isinstance(value, dict):
        for key, child in value.items():
            yield from all_paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from all_paths(child, (*here, index))


CERTIFIED_WIRE = AUTHORITY.certify(ALICE_CARD, now=T0).to_json()
CERTIFIED_PATHS = [path for path in all_paths(CERTIFIED_WIRE) if path]


@st.composite
def mutated_cards(draw):
    wire = copy.deepcopy(CERTIFIED_WIRE)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(CERTIFIED_PATHS))
        try:
            parent = get(wire, path[:-1])
            parent[path[-1]]  # the path may have gone with an earlier mutation
        except (KeyError, IndexError, TypeError):
            continue
        action = draw(st.sampled_from(["delete", "replace", "insert", "flip"]))
        if action == "delete":
            del parent[path[-1]]
        elif action == "replace":
            parent[path[-1]] = draw(json_values)
        elif action == "insert" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(json_values)
        elif isinstance(parent[path[-1]], str) and parent[path[-1]]:
            text = parent[path[-1]]
            index = draw(st.integers(0, len(text) - 1))
            parent[path[-1]] = text[:index] + draw(st.characters()) + text[index + 1 :]
    return wire


@given(mutated_cards())
def test_from_json_and_check_of_mutated_cards_raise_only_remote_errors(wire):
    assert_only_remote_errors(wire)


def test_the_unmutated_fuzz_seed_is_accepted():
    card = AgentCard.from_json(copy.deepcopy(CERTIFIED_WIRE))
    assert certified_trust(AUTHORITY).check(card, now=T0).trusted_by.startswith("certified:")


@given(
    key=st.one_of(st.binary(max_size=64), st.binary(min_size=65, max_size=200)),
    data=st.binary(max_size=300),
)
@example(key=b"k" * 64, data=b"")
@example(key=b"k" * 65, data=b"x")
@example(key=b"s" * 71, data=b"")  # a transcript hash's length: two extracts' salt
def test_the_handshakes_hmac_is_the_standard_librarys(key, data):
    # L9's HMAC-SHA256 is written on hashlib for speed (binders, HKDF): the same bytes as
    # Python's own, whatever the key's length (longer than a block: hashed first).
    assert hmac_sha256(key, data) == hmac.digest(key, data, "sha256")
