"""The handshake with real agent cards, certified trust and sealed capabilities.

Its golden transcripts are published vectors: tests/test_published_vectors.py.
"""

from __future__ import annotations

import json

import pytest
from l9_helpers import NOW, TRAVEL_21, Pair, run, seeded

from ioa.interop.make_vectors import Agents
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import ContextLocked, HandshakeFailed, TicketReceived
from l9_snl.identity import AgentIdentity
from l9_snl.sealing import open_sealed
from l9_snl.tickets import TicketIssuer
from l9_snl.trust import PeerTrust


def pair(agents: Agents, label: str = "pair", *, seal: bool = False) -> Pair:
    """The traveller's and the airline's sides, both trusting what `agents.trust` trusts."""
    return Pair(
        agents.initiator(label, seal=seal),
        agents.responder(label),
        agents.issuer,
        agents.cache,
    )


def locked_urn(events) -> str:
    [locked] = [e for e in events if isinstance(e, ContextLocked)]
    return str(locked.context.urn)


def test_certified_cards_let_strangers_lock():
    agents = Agents("agents")
    initiator_events, responder_events, wire = run(pair(agents))
    assert locked_urn(initiator_events) == locked_urn(responder_events) == TRAVEL_21
    assert wire[0].content["card"]["card"]["id"] == "traveller"
    assert wire[1].content["card"]["card"]["id"] == "airline"


def test_a_card_nobody_vouches_for_is_refused():
    agents = Agents("agents")
    agents.trust = PeerTrust()  # no certifier
    _, responder_events, _ = run(pair(agents))
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.UNKNOWN_PEER


def test_a_card_for_another_agent_is_refused():
    agents = Agents("agents")
    p = pair(agents)
    p.initiator._card = agents.cards["airline"].to_json()  # a valid card, not the sender's
    _, responder_events, _ = run(p)
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.INVALID_CARD


@pytest.mark.parametrize("hybrid", [False, True], ids=["x25519", "mlkem768-x25519"])
def test_sealed_capabilities_are_hidden_from_a_gateway(hybrid):
    agents = Agents(f"sealed-{hybrid}", hybrid=hybrid)
    initiator_events, responder_events, wire = run(pair(agents, seal=True))
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
    agents = Agents("agents")
    p = pair(agents, seal=True)
    p.responder._sealer = None
    _, responder_events, _ = run(p)
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.SEALED_PAYLOAD_INVALID


def test_no_ticket_outlives_the_card_that_authenticated_either_side():
    agents = Agents("expiry")
    p = pair(agents, "expiry")
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
