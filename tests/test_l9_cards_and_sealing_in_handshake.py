"""The handshake with real agent cards, certified trust and sealed capabilities.

Its golden transcripts are published vectors: tests/test_published_vectors.py.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from l9_helpers import NOW, TRAVEL_20, TRAVEL_21, Pair, run, seeded, support

from ioa.interop.make_vectors import Agents
from l9_snl.encoding import sign
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import ContextLocked, HandshakeFailed, TicketReceived
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.sealing import open_sealed
from l9_snl.tickets import TicketIssuer
from l9_snl.trust import CardCertifier, PeerTrust


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


def _card(identity: AgentIdentity, *, now: float = NOW - 60, lifetime: float = 86400) -> AgentCard:
    return AgentCard.issue(
        identity, endpoints=["https://127.0.0.1/"], contexts=[TRAVEL_21], now=now, lifetime=lifetime
    )


def _not_the_airlines(agents: Agents) -> list[tuple[str, object, SNLErrorCode]]:
    """Cards a hostile publisher can serve as the airline's, and what each is."""
    impostor = AgentIdentity.generate("airline", rng=seeded("impostor"))
    mallory = AgentIdentity.generate("mallory", rng=seeded("mallory"))
    other = CardCertifier.generate("other-authority", rng=seeded("other"))
    expired = agents.certifier.certify(
        _card(agents.airline, now=NOW - 7200, lifetime=3600), now=NOW
    )
    unknown, invalid = SNLErrorCode.UNKNOWN_PEER, SNLErrorCode.INVALID_CARD
    return [
        ("self-signed in the airline's name", _card(impostor), unknown),
        ("certified by an untrusted authority", other.certify(_card(impostor), now=NOW), unknown),
        (
            "another agent's certified card",
            agents.certifier.certify(_card(mallory), now=NOW),
            invalid,
        ),
        ("the airline's, expired", expired, invalid),
        ("the airline's as JSON, expired", expired.to_json(), invalid),
    ]


def test_the_initiator_seals_only_to_a_card_it_trusts_as_the_responders():
    """An outside attack: a hostile card publisher served a card in the airline's name,
    self-signed by its own key (or another agent's, or an expired one), and the traveller
    sealed its HELLO to it: the publisher opened the offers, the authorities and the
    traveller's own card; the handshake failed only after. The card is checked as the
    SELECT's will be before anything is sealed to it; nothing is sent."""
    agents = Agents("agents")
    for what, card, code in _not_the_airlines(agents):
        p = pair(agents, seal=True)
        p.initiator._peer_card = card
        with pytest.raises(LocalSemanticError) as caught:
            p.initiator.start(now=NOW)
        assert caught.value.code == code, what
        assert caught.value.message.startswith("the card to seal to is refused: "), what
        assert p.initiator.state == "start", what  # nothing moved: it may start again
        p.initiator._peer_card = agents.cards["airline"]
        assert "sealed" in p.initiator.start(now=NOW).content, what
    p = pair(agents, seal=True)  # the airline's own card, as JSON too: sealed and locked
    p.initiator._peer_card = agents.cards["airline"].to_json()
    initiator_events, _, _ = run(p)
    assert locked_urn(initiator_events) == TRAVEL_21


def _sealing(side):
    """`side` with `HandshakeConfig.seal` on."""
    side.config = replace(side.config, seal=True)
    return side


def test_a_responder_that_seals_answers_no_unsealed_hello_and_still_resumes():
    """An outside attack: a relay held the traveller's sealed HELLO, sent its own unsealed
    one in the traveller's (pinned) name, and read the airline's SELECT, which listed in
    the clear all that `seal` hides; then forwarded the genuine HELLO, which locked. A
    responder with `seal` refuses an unsealed full HELLO; a resumed one lists nothing."""
    agents = Agents("agents")
    p = pair(agents)  # the relay's HELLO: unsealed
    _sealing(p.responder)
    _, responder_events, wire = run(p)
    [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
    assert "sealed HELLOs only" in failed.message
    assert [m.content.get("snl") for m in wire] == ["HELLO", None]  # a refusal, no SELECT
    assert "supported" not in json.dumps([m.content for m in wire])
    p = pair(agents, seal=True)
    _sealing(p.responder)
    initiator_events, _, _ = run(p)
    assert locked_urn(initiator_events) == TRAVEL_21
    p = pair(agents, seal=True)  # the ticket of that session: resumed
    _sealing(p.responder)
    initiator_events, _, wire = run(p)
    assert locked_urn(initiator_events) == TRAVEL_21
    assert "resume" in wire[0].content


def test_a_sealed_hello_without_a_card_says_nothing_of_what_the_responder_supports():
    """Anyone can seal a HELLO to a public card: the selection rule ran before the missing
    card was noticed, and its refusal said, offer by offer, whether each was supported."""
    agents = Agents("agents")
    agents.trust.pin("traveller", agents.traveller.public_signing_key_b64url)  # no card needed
    codes = set()
    for offered in (TRAVEL_21, TRAVEL_20):  # the airline takes the first only
        p = pair(agents, seal=True)
        p.responder.support = support(TRAVEL_21)
        p.initiator._card = None  # a prober's: no card of its own to give
        p.initiator.support = support(offered)
        _, responder_events, _ = run(p)
        [failed] = [e for e in responder_events if isinstance(e, HandshakeFailed)]
        codes.add((failed.code, failed.message))
    assert codes == {
        (SNLErrorCode.SEALED_PAYLOAD_INVALID, "sealed HELLO without the initiator's card")
    }


def test_an_unsealed_select_after_a_sealed_hello_is_refused():
    """Spec 12.9: a responder MUST seal its SELECT to a sealed HELLO. One that does not
    (another implementation, or a bug) is refused, though its signature holds."""
    agents = Agents("agents")

    def unsealed(message):
        select = message.content
        if select.get("snl") != "SELECT":
            return message
        info = b"ioa-snl/v1 SELECT|traveller|airline|" + select["nonce"].encode()
        opened = open_sealed(select["sealed"], agents.traveller, info=info)
        clear = {k: v for k, v in select.items() if k not in {"sealed", "signature"}}
        clear = {**clear, **opened}
        clear["signature"] = sign(agents.airline.signing_key, clear)
        return replace(message, content=clear)

    initiator_events, _, _ = run(pair(agents, seal=True), tamper=unsealed)
    [failed] = [e for e in initiator_events if isinstance(e, HandshakeFailed)]
    assert failed.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
    assert failed.message == "the HELLO was sealed and the SELECT is not"


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
