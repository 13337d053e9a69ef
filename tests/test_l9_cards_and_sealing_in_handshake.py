"""The handshake with real agent cards, certified trust and sealed capabilities.

Its golden transcripts are published vectors: tests/test_published_vectors.py.
"""

from __future__ import annotations

import json

import pytest
from l9_helpers import NOW, TRAVEL_20, TRAVEL_21, run, seeded, support

from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    ContextLocked,
    HandshakeConfig,
    HandshakeFailed,
    HandshakeInitiator,
    HandshakeResponder,
    TicketReceived,
)
from l9_snl.identity import AgentCard, AgentIdentity, CardCertifier, PeerTrust
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.sealing import open_sealed
from l9_snl.tickets import TicketCache, TicketIssuer


class Agents:
    """Two agents with identities and cards; a certifier both trust."""

    def __init__(self, *, hybrid: bool = False, label: str = "agents") -> None:
        self.traveller = AgentIdentity.generate(
            "traveller", hybrid=hybrid, rng=seeded(f"{label}/t")
        )
        self.airline = AgentIdentity.generate("airline", hybrid=hybrid, rng=seeded(f"{label}/a"))
        self.certifier = CardCertifier.generate("test-authority", rng=seeded(f"{label}/c"))
        self.cards = {
            agent.agent_id: self.certifier.certify(
                AgentCard.issue(
                    agent,
                    endpoints=["https://127.0.0.1/ioa/v1/session"],
                    contexts=[TRAVEL_21],
                    now=NOW - 60,
                    lifetime=86400,
                )
            )
            for agent in (self.traveller, self.airline)
        }

    def trust(self) -> PeerTrust:
        trust = PeerTrust()
        trust.trust_certifier("test-authority", self.certifier.public_key_b64url)
        return trust

    def pair(self, *, seal: bool = False, label: str = "pair", trust: PeerTrust | None = None):
        config = HandshakeConfig(seal=seal)
        peers = TrustedPeers(trust or self.trust())
        initiator = HandshakeInitiator(
            agent_id="traveller",
            signing_key=self.traveller.signing_key,
            peer="airline",
            support=support(TRAVEL_20, TRAVEL_21),
            peer_keys=peers,
            card=self.cards["traveller"].to_json(),
            peer_card=self.cards["airline"],
            sealer=IdentitySealer(self.traveller),
            tickets=TicketCache(),
            config=config,
            rng=seeded(f"{label}/initiator"),
        )
        responder = HandshakeResponder(
            agent_id="airline",
            signing_key=self.airline.signing_key,
            support=support(TRAVEL_20, TRAVEL_21),
            peer_keys=peers,
            card=self.cards["airline"].to_json(),
            sealer=IdentitySealer(self.airline),
            tickets=TicketIssuer(key=b"k" * 32, rng=seeded(f"{label}/issuer")),
            config=config,
            rng=seeded(f"{label}/responder"),
        )

        class P:
            pass

        p = P()
        p.initiator, p.responder = initiator, responder
        return p


def locked_urn(events) -> str:
    [locked] = [e for e in events if isinstance(e, ContextLocked)]
    return str(locked.context.urn)


def test_certified_cards_let_strangers_lock():
    agents = Agents()
    initiator_events, responder_events, wire = run(agents.pair())
    assert locked_urn(initiator_events) == locked_urn(responder_events) == TRAVEL_21
    assert wire[0].content["card"]["card"]["id"] == "traveller"
    assert wire[1].content["card"]["card"]["id"] == "airline"


def test_a_card_nobody_vouches_for_is_refused():
    agents = Agents()
    _, responder_events, _ = run(agents.pair(trust=PeerTrust()))
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.UNKNOWN_PEER


def test_a_card_for_another_agent_is_refused():
    agents = Agents()
    p = agents.pair()
    p.initiator._card = agents.cards["airline"].to_json()  # a valid card, not the sender's
    _, responder_events, _ = run(p)
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.INVALID_CARD


@pytest.mark.parametrize("hybrid", [False, True], ids=["x25519", "mlkem768-x25519"])
def test_sealed_capabilities_are_hidden_from_a_gateway(hybrid):
    agents = Agents(hybrid=hybrid, label=f"sealed-{hybrid}")
    initiator_events, responder_events, wire = run(agents.pair(seal=True))
    assert locked_urn(initiator_events) == locked_urn(responder_events) == TRAVEL_21
    hello, select = wire[0].content, wire[1].content
    for message, listing in ((hello, "offers"), (select, "supported")):
        assert listing not in message
        assert "authorities" not in message
        assert "minimums" not in message
        expected = "MLKEM768-X25519" if hybrid else "X25519"
        assert message["sealed"]["alg"] == expected
    gateway = AgentIdentity.generate("gateway", hybrid=hybrid)
    with pytest.raises(RemoteSemanticError) as caught:
        open_sealed(
            hello["sealed"],
            gateway,
            info=b"ioa-snl/v1 HELLO|traveller|airline|" + hello["nonce"].encode(),
        )
    assert caught.value.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
    assert "urn:contexts:travel" not in json.dumps(hello)  # the wire says nothing of them


def test_a_sealed_hello_to_an_agent_without_a_sealer_is_refused():
    agents = Agents()
    p = agents.pair(seal=True)
    p.responder._sealer = None
    _, responder_events, _ = run(p)
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.SEALED_PAYLOAD_INVALID


def test_no_ticket_outlives_the_card_that_authenticated_either_side():
    agents = Agents(label="expiry")
    p = agents.pair(label="expiry")
    initiator_events, _, wire = run(p)
    card_end = agents.cards["traveller"].valid_until  # both cards end together
    assert card_end == NOW + 86340
    [ticket_msg] = [m.content for m in wire if m.content.get("snl") == "TICKET"]
    assert ticket_msg["lifetime"] == 86340  # not the issuer's 86400
    [received] = [e for e in initiator_events if isinstance(e, TicketReceived)]
    assert received.expires_at == card_end  # the airline's card bounds the initiator's copy
    cached = p.initiator._tickets.take("airline", now=NOW)
    assert cached is not None
    assert cached.not_after == card_end
    assert p.initiator._tickets.take("airline", now=card_end) is None


def test_a_ticket_and_its_renewals_stop_at_the_card_end_at_the_responder():
    issuer = TicketIssuer(key=b"k" * 32, rng=seeded("renewals"))
    card_end = NOW + 3600
    first, contents = issuer.issue(
        initiator="traveller",
        responder="airline",
        urn=TRAVEL_21,
        digest="sha256:" + "0" * 64,
        authority="test-authority",
        embedding_model=None,
        secret=b"s" * 32,
        now=NOW,
        not_after=card_end,
    )
    assert contents.expires_at == card_end
    assert issuer.open(first, now=NOW + 60).not_after == card_end
    renewed, renewal = issuer.issue(
        initiator="traveller",
        responder="airline",
        urn=TRAVEL_21,
        digest="sha256:" + "0" * 64,
        authority="test-authority",
        embedding_model=None,
        secret=b"t" * 32,
        now=NOW + 1800,
        authenticated_at=contents.authenticated_at,
        not_after=contents.not_after,
    )
    assert renewal.expires_at == card_end  # a renewal does not extend past the card
    with pytest.raises(RemoteSemanticError) as expired:
        issuer.open(renewed, now=card_end)
    assert expired.value.code == SNLErrorCode.TICKET_EXPIRED
