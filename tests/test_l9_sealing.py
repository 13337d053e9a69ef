"""Sealed capabilities: HPKE to a card's key, bound to its use by `info` (l9_snl.sealing)."""

import json

import orjson
import pytest
from conftest import T0, counter_rng
from hypothesis import assume, given
from hypothesis import strategies as st

from contexts.canonical import canonical_bytes
from ioa.interop.published import load_vectors
from l9_snl.encoding import b64url, from_b64url
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.identity import SEAL_HYBRID, SEAL_X25519, AgentCard, AgentIdentity, SealKey
from l9_snl.sealing import MAX_SEALED_PLAINTEXT, SEAL_OVERHEAD, SEAL_SUITES, open_sealed, seal
from l9_snl.trust import PeerTrust

VECTORS = load_vectors("l9_cards.json")
ALGS = [SEAL_X25519, SEAL_HYBRID]
INFO = b"ioa-snl/v1 HELLO offers|alice|bob|Y29udi1ib29rLWZsaWdodA"
OFFERS = {
    "offers": [{"urn": "urn:contexts:travel:v2.1", "digest": "sha256:" + "ab" * 32}],
    "authorities": ["authority.example"],
    "note": "caf\u00e9 \U0001f600",
    "n": 1.5,
}

BOB = AgentIdentity.generate("bob", hybrid=True, rng=counter_rng("bob"))
BOB_CARD = AgentCard.issue(BOB, endpoints=[], contexts=[], now=T0, lifetime=3600)
CAROL = AgentIdentity.generate("carol", rng=counter_rng("carol"))  # X25519 only
CAROL_CARD = AgentCard.issue(CAROL, endpoints=[], contexts=[], now=T0, lifetime=3600)
GATEWAY = AgentIdentity.generate("gateway", hybrid=True, rng=counter_rng("gateway"))
# The same agent id with other keys: a man in the middle with a forged card.
BOB_TWIN = AgentIdentity.generate("bob", hybrid=True, rng=counter_rng("twin"))


def refused(sealed, identity=BOB, info=INFO):
    with pytest.raises(RemoteSemanticError) as caught:
        open_sealed(sealed, identity, info=info)
    assert caught.value.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
    return caught.value.message


def local_refusal(action):
    with pytest.raises(LocalSemanticError) as caught:
        action()
    assert caught.value.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
    return caught.value.message


def raw_seal(plaintext, alg=SEAL_X25519, identity=BOB, info=INFO):
    """Seal arbitrary bytes, bypassing `seal`'s checks, as a hostile sender could."""
    key = next(k for k in identity.seal_public_keys if k.alg == alg)
    ct = SEAL_SUITES[alg].encrypt(plaintext, key.hpke_public_key, info=info)
    return {"alg": alg, "ct": b64url(ct)}


# --- round trips ----------------------------------------------------------------------------------


@pytest.mark.parametrize("alg", ALGS)
def test_round_trip_for_each_suite(alg):
    sealed = seal(OFFERS, BOB_CARD, info=INFO, alg=alg)
    assert set(sealed) == {"alg", "ct"}
    assert sealed["alg"] == alg
    plaintext_length = len(canonical_bytes(OFFERS))
    assert len(from_b64url(sealed["ct"])) == plaintext_length + SEAL_OVERHEAD[alg]
    assert open_sealed(sealed, BOB, info=INFO) == OFFERS
    assert open_sealed(orjson.loads(orjson.dumps(sealed)), BOB, info=INFO) == OFFERS


def test_overheads_are_those_of_the_kems():
    assert SEAL_OVERHEAD == {SEAL_X25519: 32 + 16, SEAL_HYBRID: 1120 + 16}


def test_sealing_is_randomised():
    assert seal(OFFERS, BOB_CARD, info=INFO) != seal(OFFERS, BOB_CARD, info=INFO)


def test_the_hybrid_is_preferred_when_offered():
    assert seal(OFFERS, BOB_CARD, info=INFO)["alg"] == SEAL_HYBRID
    assert seal(OFFERS, CAROL_CARD, info=INFO)["alg"] == SEAL_X25519
    assert open_sealed(seal(OFFERS, CAROL_CARD, info=INFO), CAROL, info=INFO) == OFFERS


def test_recipients_may_be_a_trusted_peer_or_a_single_key():
    trust = PeerTrust()
    trust.pin("bob", BOB.public_signing_key_b64url)
    peer = trust.check(BOB_CARD, now=T0)
    assert open_sealed(seal(OFFERS, peer, info=INFO), BOB, info=INFO) == OFFERS
    key = BOB_CARD.seal_key(SEAL_X25519)
    sealed = seal(OFFERS, key, info=INFO)
    assert sealed["alg"] == SEAL_X25519
    assert open_sealed(sealed, BOB, info=INFO) == OFFERS


def test_an_identity_reloaded_from_its_private_bytes_opens_what_was_sealed_before():
    reloaded = AgentIdentity.from_private_bytes(BOB.to_private_bytes())
    for alg in ALGS:
        assert (
            open_sealed(seal(OFFERS, BOB_CARD, info=INFO, alg=alg), reloaded, info=INFO) == OFFERS
        )


def test_the_empty_object_and_the_size_limit_round_trip():
    assert open_sealed(seal({}, BOB_CARD, info=INFO), BOB, info=INFO) == {}
    padding = MAX_SEALED_PLAINTEXT - len(b'{"a":""}')
    largest = {"a": "x" * padding}
    assert len(canonical_bytes(largest)) == MAX_SEALED_PLAINTEXT
    assert open_sealed(seal(largest, BOB_CARD, info=INFO), BOB, info=INFO) == largest
    message = local_refusal(lambda: seal({"a": "x" * (padding + 1)}, BOB_CARD, info=INFO))
    assert "more than 65536" in message


@pytest.mark.parametrize(
    "vector", VECTORS["sealed"], ids=lambda v: f"{v['recipient']}-{v['sealed']['alg']}"
)
def test_sealed_vector_opens(vector):
    [card_vector] = [c for c in VECTORS["cards"] if c["identity"]["id"] == vector["recipient"]]
    identity = AgentIdentity.from_private_bytes(orjson.dumps(card_vector["identity"]))
    info = vector["info"].encode()
    assert open_sealed(vector["sealed"], identity, info=info) == vector["plaintext"]
    refused(vector["sealed"], identity, info=info + b"!")


# --- who can open, and for what -----------------------------------------------------------------


@pytest.mark.parametrize("alg", ALGS)
@pytest.mark.parametrize("other", [GATEWAY, BOB_TWIN], ids=["gateway", "same-id-other-keys"])
def test_no_one_else_can_open(alg, other):
    sealed = seal(OFFERS, BOB_CARD, info=INFO, alg=alg)
    assert "decryption failed" in refused(sealed, other)


def test_a_hybrid_payload_cannot_be_opened_without_a_hybrid_key():
    sealed = seal(OFFERS, BOB_CARD, info=INFO, alg=SEAL_HYBRID)
    assert "holds no MLKEM768-X25519 key" in refused(sealed, CAROL)


@pytest.mark.parametrize("alg", ALGS)
@pytest.mark.parametrize(
    "other_info",
    [
        b"ioa-snl/v1 HELLO offers|alice|bob|Y29udi1ib29rLWZsaWdodB",
        b"ioa-snl/v1 SELECT supported|alice|bob|Y29udi1ib29rLWZsaWdodA",
        INFO + b"\x00",
        INFO[:-1],
    ],
)
def test_the_wrong_info_fails(alg, other_info):
    sealed = seal(OFFERS, BOB_CARD, info=INFO, alg=alg)
    assert "decryption failed" in refused(sealed, info=other_info)


@pytest.mark.parametrize("alg", ALGS)
def test_every_tampered_position_fails(alg):
    sealed = seal({"k": 1}, BOB_CARD, info=INFO, alg=alg)
    ct = from_b64url(sealed["ct"])
    enc = SEAL_OVERHEAD[alg] - 16
    # Each region: the KEM encapsulation (for the hybrid, its ML-KEM and its X25519 parts),
    # the ciphertext, the tag.
    positions = {0, enc // 2, enc - 1, enc, len(ct) - 17, len(ct) - 1}
    for position in sorted(positions):
        tampered = bytearray(ct)
        tampered[position] ^= 0x01
        assert "decryption failed" in refused({"alg": alg, "ct": b64url(bytes(tampered))})


@pytest.mark.parametrize("alg", ALGS)
def test_truncated_or_extended_ciphertexts_fail(alg):
    ct = from_b64url(seal({"k": 1}, BOB_CARD, info=INFO, alg=alg)["ct"])
    for other in (ct[:-1], ct + b"\x00", ct[: SEAL_OVERHEAD[alg] - 1], b""):
        refused({"alg": alg, "ct": b64url(other)})


def test_a_relabelled_suite_fails():
    hybrid = seal(OFFERS, BOB_CARD, info=INFO, alg=SEAL_HYBRID)
    refused({"alg": SEAL_X25519, "ct": hybrid["ct"]})
    x25519 = seal(OFFERS, BOB_CARD, info=INFO, alg=SEAL_X25519)
    assert "needs 1136" in refused({"alg": SEAL_HYBRID, "ct": x25519["ct"]})


# --- the sealed object and its plaintext are parsed strictly ----------------------------------


GOOD = seal(OFFERS, BOB_CARD, info=INFO, alg=SEAL_X25519)


@pytest.mark.parametrize(
    ("sealed", "fragment"),
    [
        (None, "must be an object, not NoneType"),
        ([GOOD], "must be an object, not list"),
        ({"alg": SEAL_X25519}, "exactly the members alg and ct"),
        ({**GOOD, "enc": "AAAA"}, "exactly the members alg and ct"),
        ({**GOOD, "alg": "P-256"}, "unknown seal algorithm 'P-256'"),
        ({**GOOD, "alg": 1}, "unknown seal algorithm '1'"),
        ({**GOOD, "ct": 5}, "ct must be a base64url string"),
        ({**GOOD, "ct": GOOD["ct"] + "="}, "ct: not base64url"),
        ({**GOOD, "ct": GOOD["ct"][:-1] + "+"}, "ct: not the canonical base64url"),
        ({**GOOD, "ct": "A" * 200_000}, "ct must be a base64url string of at most"),
        ({**GOOD, "ct": ""}, "ct is 0 bytes; X25519 needs 48 to"),
    ],
)
def test_malformed_sealed_objects_say_what_is_wrong(sealed, fragment):
    assert fragment in refused(sealed)


@pytest.mark.parametrize(
    ("plaintext", "fragment"),
    [
        (b"\xff\xfe", "not JSON"),
        (b'{"a":1', "not JSON"),
        (b"[1,2]", "not a JSON object"),
        (b'"offers"', "not a JSON object"),
        (b"null", "not a JSON object"),
        (b'{ "a": 1 }', "not in RFC 8785 canonical form"),
        (b'{"b":1,"a":2}', "not in RFC 8785 canonical form"),
        (b'{"a":1,"a":2}', "not in RFC 8785 canonical form"),
        (b'{"a":1.0}', "not in RFC 8785 canonical form"),
        (b'{"a":9007199254740993}', "not RFC 8785 JSON"),
        (b'{"a":' + b"[" * 100 + b"]" * 100 + b"}", "nests deeper than 64"),
        (b'{"a":' + b"[" * 1100 + b"]" * 1100 + b"}", "not JSON"),
    ],
)
@pytest.mark.parametrize("alg", ALGS)
def test_plaintexts_that_are_not_canonical_json_objects_are_refused(plaintext, fragment, alg):
    assert fragment in refused(raw_seal(plaintext, alg))


def test_an_oversized_plaintext_is_refused_before_decryption():
    sealed = raw_seal(b'{"a":"' + b"x" * MAX_SEALED_PLAINTEXT + b'"}')
    assert "at most 65584 bytes" in refused(sealed)


# --- local mistakes -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "kwargs", "fragment"),
    [
        ([1, 2], {}, "only a JSON object can be sealed, not list"),
        ("offers", {}, "only a JSON object can be sealed, not str"),
        ({"a": float("nan")}, {}, "RFC 8785"),
        ({"a": 2**60}, {}, "RFC 8785"),
        ({"a": object()}, {}, "RFC 8785"),
        ({"a": json.loads("[" * 70 + "]" * 70)}, {}, "deeper than 64"),
        (OFFERS, {"info": b""}, "info must be non-empty bytes"),
        (OFFERS, {"info": "text"}, "info must be non-empty bytes"),
        (OFFERS, {"alg": "P-256"}, "offers no seal key for P-256"),
    ],
)
def test_seal_refuses_local_mistakes(value, kwargs, fragment):
    kwargs = {"info": INFO, **kwargs}
    assert fragment in local_refusal(lambda: seal(value, BOB_CARD, **kwargs))


def test_sealing_the_hybrid_to_a_recipient_without_it_is_a_local_mistake():
    message = local_refusal(lambda: seal(OFFERS, CAROL_CARD, info=INFO, alg=SEAL_HYBRID))
    assert "offers no seal key for MLKEM768-X25519" in message


def test_open_with_an_empty_info_is_a_local_mistake():
    assert "info" in local_refusal(lambda: open_sealed(GOOD, BOB, info=b""))


def test_a_low_order_key_that_bypassed_card_parsing_is_the_recipients_fault():
    key = SealKey(alg=SEAL_X25519, public=bytes(32))
    with pytest.raises(RemoteSemanticError) as caught:
        seal(OFFERS, key, info=INFO)
    assert caught.value.code == SNLErrorCode.INVALID_CARD


# --- fuzzing: only sealed_payload_invalid comes out ---------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=20)
    | st.sampled_from(ALGS),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.sampled_from(["alg", "ct", "enc"]) | st.text(max_size=4), children)
    ),
    max_leaves=8,
)


@given(json_values)
def test_open_sealed_of_garbage_raises_only_sealed_payload_invalid(obj):
    refused(obj)


@given(st.sampled_from(ALGS), st.binary(max_size=1300))
def test_open_sealed_of_random_ciphertexts_raises_only_sealed_payload_invalid(alg, ct):
    refused({"alg": alg, "ct": b64url(ct)})


HYBRID_CT = from_b64url(seal(OFFERS, BOB_CARD, info=INFO, alg=SEAL_HYBRID)["ct"])
X25519_CT = from_b64url(GOOD["ct"])


@given(
    st.sampled_from([(SEAL_HYBRID, HYBRID_CT), (SEAL_X25519, X25519_CT)]),
    st.lists(st.tuples(st.integers(0, 2000), st.integers(1, 255)), min_size=1, max_size=4),
    st.integers(-3, 3),
)
def test_open_sealed_of_mutated_ciphertexts_raises_only_sealed_payload_invalid(
    sample, flips, resize
):
    alg, ct = sample
    mutated = bytearray(ct)
    for position, mask in flips:
        mutated[position % len(mutated)] ^= mask
    if resize > 0:
        mutated += bytes(resize)
    elif resize < 0:
        del mutated[resize:]
    assume(bytes(mutated) != ct)  # two flips of one bit cancel out
    refused({"alg": alg, "ct": b64url(bytes(mutated))})


@given(st.binary(max_size=200))
def test_any_plaintext_bytes_give_an_object_or_sealed_payload_invalid(plaintext):
    sealed = raw_seal(plaintext)
    opened, code = [], None
    try:
        opened.append(open_sealed(sealed, BOB, info=INFO))
    except RemoteSemanticError as exc:
        code = exc.code
    if opened:
        assert isinstance(opened[0], dict)
        assert canonical_bytes(opened[0]) == plaintext
    else:
        assert code == SNLErrorCode.SEALED_PAYLOAD_INVALID
