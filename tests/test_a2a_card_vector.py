"""The A2A agent card and its JWS (spec 19.2) against the published vector `a2a_card.json`.

From the file alone, with no code of this stack: each card's payload (its RFC 8785 text
without empty members), the JWS signing input and the Ed25519 signature, checked with
`cryptography`. Then the official SDK's verifier reads the card as served, and the
bridge's own card code makes the same cards and signatures from the vector's inputs.
"""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from contexts.builtin import builtin
from contexts.canonical import canonical_bytes
from ioa.agent import Agent
from ioa.interop.published import load_vectors
from l9_snl.identity import AgentIdentity

try:  # the SDK's and the bridge's checks need the `a2a` extra; the file's own need nothing
    from a2a.client.card_resolver import parse_agent_card
    from a2a.server.request_handlers.response_helpers import agent_card_to_dict
    from a2a.utils.signing import InvalidSignaturesError, create_signature_verifier
    from google.protobuf.json_format import MessageToDict
    from jwt import PyJWK

    from ioa.bridges.a2a.card import agent_card
except ImportError:
    WITH_THE_SDK = False
else:
    WITH_THE_SDK = True
needs_the_sdk = pytest.mark.skipif(
    not WITH_THE_SDK, reason="the A2A bridge needs the `a2a` extra (a2a-sdk)"
)

VECTORS = load_vectors("a2a_card.json")
CARDS = VECTORS["cards"]
INPUTS = VECTORS["inputs"]
ZERO_POINT_THREE_MEMBERS = {"url", "preferredTransport", "protocolVersion", "additionalInterfaces"}
"""What the card at the root carries for 0.3 clients beside the signed 1.0 card."""


def unpadded_b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_unpadded_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def without_empty(value: Any) -> Any:
    """Spec 19.2: the card is signed without its empty members (`""`, `[]`, `{}`), at any depth."""
    if isinstance(value, dict):
        kept = {k: without_empty(v) for k, v in value.items()}
        kept = {k: v for k, v in kept.items() if v is not None}
        return kept or None
    if isinstance(value, list):
        items = [v for v in (without_empty(v) for v in value) if v is not None]
        return items or None
    return None if value == "" else value


def rfc8785_of_strings(value: Any) -> str:
    """RFC 8785 for JSON without numbers: sorted members, no whitespace, JSON escapes only.

    Enough for a card (strings, booleans, objects, arrays); a number would need RFC 8785's
    number form, so one fails the test instead.
    """

    def no_numbers(v: Any) -> None:
        assert not isinstance(v, (int, float)) or isinstance(v, bool), v
        for child in v.values() if isinstance(v, dict) else v if isinstance(v, list) else ():
            no_numbers(child)

    no_numbers(value)
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def public_key() -> Ed25519PublicKey:
    jwk = VECTORS["jwk"]
    assert (jwk["kty"], jwk["crv"]) == ("OKP", "Ed25519")
    return Ed25519PublicKey.from_public_bytes(from_unpadded_b64url(jwk["x"]))


def named(path: str) -> dict[str, Any]:
    [card] = [c for c in CARDS if c["path"] == path]
    return card


# -- from the file alone ------------------------------------------------------------------------


def test_the_vector_has_both_cards_each_naming_its_section():
    assert [c["path"] for c in CARDS] == [
        "/.well-known/agent-card.json",
        "/v1/.well-known/agent-card.json",
    ]
    assert {c["section"] for c in CARDS} == {"19.2"}
    versions = [[i["protocolVersion"] for i in c["card"]["supportedInterfaces"]] for c in CARDS]
    assert versions == [["1.0", "0.3"], ["1.0"]]


@pytest.mark.parametrize("vector", CARDS, ids=[c["path"] for c in CARDS])
def test_the_signing_input_is_recomputed_from_the_card_alone(vector):
    payload = rfc8785_of_strings(without_empty(vector["card"]))
    assert payload == vector["payload"]
    assert payload.encode() == canonical_bytes(without_empty(vector["card"]))
    header = json.loads(from_unpadded_b64url(vector["protected"]))
    assert header == vector["protected_header"]
    assert header == {"alg": "EdDSA", "kid": INPUTS["agent"], "typ": "JOSE"}
    assert VECTORS["alg"] == header["alg"]
    signing_input = f"{vector['protected']}.{unpadded_b64url(payload.encode())}"
    assert signing_input == vector["signing_input"]


@pytest.mark.parametrize("vector", CARDS, ids=[c["path"] for c in CARDS])
def test_the_signature_verifies_with_the_agents_key(vector):
    [extension] = vector["card"]["capabilities"]["extensions"]
    # the key a client pins for the agent is the one the card's extension names
    assert extension["params"]["publicKey"] == VECTORS["jwk"]["x"]
    assert extension["params"]["agent"] == INPUTS["agent"]
    signature = from_unpadded_b64url(vector["signature"])
    public_key().verify(signature, vector["signing_input"].encode("ascii"))
    # detached: the served card carries the protected header and signature, not the payload
    assert vector["served"]["signatures"] == [
        {"protected": vector["protected"], "signature": vector["signature"]}
    ]
    tampered = {**vector["card"], "description": "tampered"}
    tampered_input = (
        f"{vector['protected']}.{unpadded_b64url(rfc8785_of_strings(tampered).encode())}"
    )
    with pytest.raises(InvalidSignature):
        public_key().verify(signature, tampered_input.encode("ascii"))


def test_the_served_card_is_the_signed_card_with_the_0_3_members_beside_it():
    for vector in CARDS:
        served = copy.deepcopy(vector["served"])
        del served["signatures"]
        added = set(served) - set(vector["card"])
        at_the_root = vector["path"] == "/.well-known/agent-card.json"
        expected = ZERO_POINT_THREE_MEMBERS if at_the_root else set()
        assert added <= expected
        assert bool(added) == bool(expected)
        for member in added:
            del served[member]
        # protobuf's JSON form leaves a default (false) out of what is signed; the 0.3
        # view the SDK merges in writes it
        for extension in served["capabilities"]["extensions"]:
            assert extension.pop("required", False) is False
        assert served == vector["card"]


# -- the SDK and the bridge ---------------------------------------------------------------------


@needs_the_sdk
@pytest.mark.parametrize("vector", CARDS, ids=[c["path"] for c in CARDS])
def test_the_sdks_verifier_accepts_the_served_card(vector):
    key = PyJWK.from_dict(VECTORS["jwk"], VECTORS["alg"])
    verify = create_signature_verifier(lambda _kid, _jku: key, [VECTORS["alg"]])
    card = parse_agent_card(json.loads(json.dumps(vector["served"])))
    verify(card)
    card.skills[0].description = "tampered"
    with pytest.raises(InvalidSignaturesError):
        verify(card)


@needs_the_sdk
@pytest.mark.parametrize("vector", CARDS, ids=[c["path"] for c in CARDS])
def test_the_bridge_makes_the_same_card_and_signature_from_the_inputs(vector):
    seed = from_unpadded_b64url(INPUTS["signing_key"])
    identity = AgentIdentity(
        INPUTS["agent"],
        signing_key=Ed25519PrivateKey.from_private_bytes(seed),
        x25519_key=X25519PrivateKey.generate(),  # not on the card
    )
    agent = Agent(identity, contexts=[builtin(urn) for urn in INPUTS["contexts"]])
    for task in INPUTS["tasks"]:
        agent.handler(task)(lambda _message: None)
    v0_3 = vector["path"] == "/.well-known/agent-card.json"
    card = agent_card(agent, INPUTS["url"], v0_3=v0_3, version=INPUTS["version"])
    made = MessageToDict(card)
    assert made.pop("signatures") == [
        {"protected": vector["protected"], "signature": vector["signature"]}
    ]
    assert made == vector["card"]
    assert agent_card_to_dict(card) == vector["served"]
