"""Ed25519 keys nobody can hold: refused wherever a peer's key is taken (cards, pins, certifiers).

An outside attack: the identity point as a card's signing key. OpenSSL takes R = the
identity, S = 0 as a signature of every message under that key, so the card's
self-signature, and every SELECT or LOCK, was forged with no key at all; an authority
certified the card (its self-signature "proved" possession), and a party with no key
locked real sessions as that agent. The class: the 8 points of small order (each
with both signs of `x`) and encodings whose `y` is not below p.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import T0, counter_rng
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from authority.authz import jose
from authority.authz.jose import JoseCheckError
from contexts.keys import ed25519_usable
from ioa.bridges.a2a.card import card_verifier
from l9_snl.encoding import b64url, sign, verify
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.identity import AgentCard, AgentIdentity, Certification
from l9_snl.trust import CardCertifier, PeerTrust

P = 2**255 - 19
ORDER_8 = ("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
           "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")  # fmt: skip
"""The `y` of the points of order 8, little-endian (as published with libsodium's list)."""


def _encoded(y: int, *, negative: bool) -> bytes:
    return (y | (negative << 255)).to_bytes(32, "little")


SMALL_ORDER = [
    _encoded(y, negative=negative)
    for y in (1, P - 1, 0, *(int.from_bytes(bytes.fromhex(h), "little") for h in ORDER_8))
    for negative in (False, True)
]
NOT_CANONICAL = [
    _encoded(P + k, negative=negative) for k in (0, 1, 18) for negative in (False, True)
]
IDENTITY_SIGNATURE = b64url(_encoded(1, negative=False) + bytes(32))
"""R the identity point, S 0: what verifies every message under the identity key."""


@pytest.mark.parametrize("raw", SMALL_ORDER + NOT_CANONICAL, ids=lambda raw: raw.hex()[:8])
def test_small_order_and_non_canonical_keys_are_not_usable(raw):
    assert not ed25519_usable(raw)


@pytest.mark.parametrize("raw", SMALL_ORDER + NOT_CANONICAL, ids=lambda raw: raw.hex()[:8])
def test_a_jwk_no_one_can_hold_is_refused_by_task_group_authorization(raw):
    """The authz server's clients, leading agents' keys and members' `cnf` keys are
    JWKs: one of small order would let anyone sign as its holder."""
    with pytest.raises(JoseCheckError, match="no one can hold"):
        jose.import_public_jwk({"kty": "OKP", "crv": "Ed25519", "x": b64url(raw)})


def test_every_generated_key_is_usable():
    for n in range(200):
        key = Ed25519PrivateKey.from_private_bytes(counter_rng(f"k{n}")(32)).public_key()
        assert ed25519_usable(key.public_bytes_raw())
    assert not ed25519_usable(bytes(31))


def _genuine(agent_id: str = "mallory") -> AgentCard:
    identity = AgentIdentity.generate(agent_id, rng=counter_rng(agent_id))
    return AgentCard.issue(identity, endpoints=[], contexts=[], now=T0, lifetime=3600)


def _forged_card(raw: bytes) -> dict:
    """A card for `mallory` under the key `raw`, its self-signature the identity's."""
    genuine = _genuine().to_json()
    genuine["card"]["keys"]["sign"]["public"] = b64url(raw)
    genuine["signature"] = IDENTITY_SIGNATURE
    return genuine


@pytest.mark.parametrize("raw", SMALL_ORDER, ids=lambda raw: raw.hex()[:8])
def test_a_card_under_a_key_nobody_holds_is_refused(raw):
    with pytest.raises(RemoteSemanticError) as caught:
        AgentCard.from_json(_forged_card(raw))
    assert caught.value.code == SNLErrorCode.INVALID_CARD
    assert caught.value.message.startswith("agent card card.keys.sign.public: is not an Ed25519")


def test_a_certification_under_a_key_nobody_holds_is_refused():
    authority = CardCertifier.generate("authority.example", rng=counter_rng("authority"))
    card = authority.certify(_genuine("alice"), now=T0).to_json()
    card["certifications"][0]["key"] = b64url(SMALL_ORDER[0])
    card["certifications"][0]["signature"] = IDENTITY_SIGNATURE
    with pytest.raises(RemoteSemanticError, match=r"certifications\[0\]\.key: is not an Ed25519"):
        AgentCard.from_json(card)


@pytest.mark.parametrize("raw", SMALL_ORDER[:2] + NOT_CANONICAL[:1], ids=["1", "-1", "p"])
def test_such_a_key_is_neither_pinned_nor_trusted_as_a_certifier(raw):
    trust = PeerTrust()
    for add in (trust.pin, trust.trust_certifier):
        with pytest.raises(LocalSemanticError) as caught:
            add("mallory", b64url(raw))
        assert caught.value.code == SNLErrorCode.INVALID_CARD
        assert "is not an Ed25519 key anyone can hold" in caught.value.message
    assert trust.public_key_of("mallory") is None


def test_a_card_built_in_python_with_such_a_key_signs_nothing_and_is_not_certified():
    """Not parsed (a dataclass built by hand, as an authority's own process might): its
    self-signature, which verifies under OpenSSL, is still refused, so no certifier
    vouches for it and no trust accepts it."""
    forged = replace(_genuine(), sign_public=SMALL_ORDER[0], signature=IDENTITY_SIGNATURE)
    authority = CardCertifier.generate("authority.example", rng=counter_rng("authority"))
    with pytest.raises(RemoteSemanticError) as caught:
        authority.certify(forged, now=T0)
    assert caught.value.code == SNLErrorCode.BAD_SIGNATURE
    trust = PeerTrust()
    trust.trust_certifier("authority.example", authority.public_key_b64url)
    certified = replace(
        forged,
        certifications=(
            Certification(
                authority="authority.example",
                key=authority.private_key.public_key().public_bytes_raw(),
                signature=sign(authority.private_key, forged.body()),
            ),
        ),
    )
    with pytest.raises(RemoteSemanticError) as caught:
        trust.check(certified, now=T0)
    assert caught.value.code == SNLErrorCode.BAD_SIGNATURE


@pytest.mark.parametrize("raw", SMALL_ORDER[:4], ids=lambda raw: raw.hex()[:8])
def test_no_signature_verifies_under_such_a_key_whatever_gave_it(raw):
    """A review: the checks sat where keys are taken (cards, pins, certifiers); a
    `PeerKeys` of one's own hands `verify` (SELECT, LOCK) any key. `verify` refuses."""
    public = Ed25519PublicKey.from_public_bytes(raw)
    for value in ({"snl": "LOCK", "transcript": "x"}, {"anything": 1}):
        assert not verify(public, value, IDENTITY_SIGNATURE)
    genuine = Ed25519PrivateKey.from_private_bytes(bytes(32))
    assert verify(genuine.public_key(), {"a": 1}, sign(genuine, {"a": 1}))
    with pytest.raises(ValueError, match="not an Ed25519 key anyone can hold"):
        card_verifier(b64url(raw))
