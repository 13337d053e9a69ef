"""Minimum secure versions hold on every path: selection, the SELECT check, resumption, gateway.

Attack: a payment agent offers `urn:contexts:payment:v1.0` beside v2.0. Both
documents declare `"minimum_secure_version": "v2.0"` (v1.0's bare `amount`
has no currency and no unit), yet a peer that offered only v1.0 locked it and
a 50,000,000 payment reached the handler with no amount rule applied: the
selection rule only read the agents' configured `minimums`.

Defence: a side's minimum for a name is the highest of its configured minimum
and every minimum secure version its documents of that name declare
(`ContextSupport` raises it at construction; it travels in `minimums`), and
it applies wherever a minimum does: the responder's choice, the initiator's
check of a SELECT, resumption by ticket, and after the lock at a gateway and
in the firewall. These tests cross the paths with the ways a family can
declare its floor (in every document, in the newest one only, lowered by a
newer one) and with agents configured lower or higher.
"""

from __future__ import annotations

import asyncio
import dataclasses
from importlib import resources
from pathlib import Path

import pytest
from l9_helpers import AUTHORITY, NOW, key, pair, run, support

from contexts import SharedContext
from contexts.builtin import builtin
from contexts.urn import ContextVersion
from ioa.agent import Agent
from l7_transport.framing import encode_frame
from l8_comm import Endpoint, encode_envelope
from l9_snl.encoding import sign
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall import Firewall, load_policies, request_for
from l9_snl.firewall.gateway import GatewayFilter
from l9_snl.handshake import (
    ContextLocked,
    ContextSupport,
    HandshakeFailed,
    Kind,
    Outgoing,
    ResumptionRefused,
    SupportedContext,
    snl_registry,
)
from l9_snl.identity import AgentIdentity
from l9_snl.selection import secure_minimums
from l9_snl.tickets import CachedTicket, TicketCache

V1 = "urn:contexts:payment:v1.0"
V2 = "urn:contexts:payment:v2.0"
V21 = "urn:contexts:payment:v2.1"


def _variant(urn: str, base: str, **changes: object) -> SharedContext:
    """A payment document as another publication would have it (`None` removes a member)."""
    document = builtin(base).as_dict()
    document["urn"] = urn
    for member, value in changes.items():
        if value is None:
            document.pop(member, None)
        else:
            document[member] = value
    return SharedContext(document)


OLD_V1 = _variant(V1, V1, minimum_secure_version=None)
"""payment v1.0 as published before its authors declared v2.0 the minimum secure version."""
LENIENT_V21 = _variant(V21, V2, minimum_secure_version="v1.0")
"""A newer version that (wrongly) declares v1.0 secure again."""
TWO = ContextVersion(2, 0)
EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


def failure(events) -> HandshakeFailed:
    [failed] = of_type(events, HandshakeFailed)
    return failed


def never_locked(*event_lists) -> bool:
    return all(not of_type(events, ContextLocked) for events in event_lists)


def holding(*urns: str, old: bool = False, **kwargs) -> ContextSupport:
    """Support for payment versions (`old`: v1.0 as published before the declaration)."""
    documents = {V21: LENIENT_V21}
    if old:
        documents[V1] = OLD_V1
    return support(*urns, documents=documents, **kwargs)


def locked_urn(events) -> str:
    [locked] = of_type(events, ContextLocked)
    return str(locked.context.urn)


# -- the responder's selection ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("initiator", "responder"),
    [
        pytest.param((V1,), (V1, V2), id="initiator-only-v1"),
        pytest.param((V1, V2), (V1,), id="responder-only-v1"),
        pytest.param((V1,), (V1,), id="both-only-v1"),
    ],
)
def test_only_v1_in_common_is_refused_below_minimum_version(initiator, responder):
    initiator_events, responder_events, wire = run(pair(holding(*initiator), holding(*responder)))
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert failure(initiator_events).detected_by_peer
    assert [m.kind for m in wire] == [Kind.HELLO, Kind.REFUSE]
    assert never_locked(initiator_events, responder_events)


@pytest.mark.parametrize("order", [(V1, V2), (V2, V1)], ids=["v1-first", "v2-first"])
def test_both_offering_both_lock_v2(order):
    initiator_events, responder_events, _ = run(pair(holding(*order), holding(V1, V2)))
    assert locked_urn(initiator_events) == locked_urn(responder_events) == V2


def test_the_declared_minimum_travels_in_hello_and_select():
    initiator_events, _, wire = run(pair(holding(V1, V2), holding(V1, V2)))
    assert wire[0].content["minimums"] == {"payment": "v2.0"}
    assert wire[1].content["minimums"] == {"payment": "v2.0"}
    assert locked_urn(initiator_events) == V2


@pytest.mark.parametrize("configured", ["v0.1", "v1.0", "v1.9"])
def test_an_agent_configured_with_a_lower_minimum_still_refuses(configured):
    lower = {"payment": configured}
    assert holding(V1, V2, minimums=lower).minimums["payment"] == TWO
    initiator_events, responder_events, _ = run(
        pair(holding(V1, minimums=lower), holding(V1, V2, minimums=lower))
    )
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


def test_a_higher_configured_minimum_wins_over_the_declared_one():
    stricter = holding(V1, V2, minimums={"payment": "v3.0"})
    assert stricter.minimums["payment"] == ContextVersion(3, 0)
    _, responder_events, _ = run(pair(holding(V1, V2), stricter))
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION


@pytest.mark.parametrize(
    ("initiator", "responder"),
    [
        pytest.param((V1,), (V1, V2), id="only-the-responder-holds-the-declaration"),
        pytest.param((V1, V2), (V1,), id="only-the-initiator-holds-the-declaration"),
    ],
)
def test_a_minimum_declared_in_the_newest_document_only_binds_the_whole_family(
    initiator, responder
):
    # v1.0 as first published declares nothing; only v2.0 says v1.0 is insecure.
    assert OLD_V1.minimum_secure_version is None
    assert holding(*initiator, old=True).minimums.get("payment") == (
        TWO if V2 in initiator else None
    )
    initiator_events, responder_events, _ = run(
        pair(holding(*initiator, old=True), holding(*responder, old=True))
    )
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


def test_without_any_declaration_old_v1_still_locks():
    """The neighbour that must keep working: a family that declares nothing is unchanged."""
    initiator_events, responder_events, _ = run(pair(holding(V1, old=True), holding(V1, old=True)))
    assert locked_urn(initiator_events) == locked_urn(responder_events) == V1


def test_a_newer_document_cannot_lower_the_floor_an_older_one_declared():
    # v2.1 says "v1.0 is fine"; v1.0 itself says v2.0 is the minimum: the higher wins.
    both = holding(V1, V21)
    assert both.minimums["payment"] == TWO
    initiator_events, responder_events, _ = run(pair(holding(V1), both))
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


def test_a_revoked_document_still_raises_the_floor():
    initiator_events, responder_events, _ = run(
        pair(holding(V1, V2, old=True, revoked=(V2,)), holding(V1, V2, old=True))
    )
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


def test_a_minimum_learnt_beside_the_documents_raises_the_floor_too():
    # An authority's metadata knows v2.0 declares v2.0, the agent holds old v1.0 alone.
    learnt = ContextSupport(
        contexts=(
            SupportedContext(context=OLD_V1, authority=AUTHORITY, minimum_secure_version=TWO),
        ),
        authorities=frozenset({AUTHORITY}),
    )
    assert learnt.minimums == {"payment": TWO}
    initiator_events, responder_events, _ = run(pair(holding(V1, old=True), learnt))
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


# -- the initiator's check of a SELECT ----------------------------------------------------------


def _lying_select(*, urn: str, document: SharedContext, supported=None, minimums=None):
    """A responder that signs a SELECT of `urn` (optionally with doctored lists)."""
    responder_key = key("airline")

    def lie(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.SELECT:
            return message
        content = {k: v for k, v in message.content.items() if k != "signature"}
        offer = {"urn": urn, "digest": document.digest, "authority": AUTHORITY}
        content["selected"] = {"offer": offer, "location": None}
        if supported is not None:
            content["supported"] = supported
        if minimums is not None:
            content["minimums"] = minimums
        content["signature"] = sign(responder_key, content)  # properly signed: it lies
        return dataclasses.replace(message, content=content)

    return lie


@pytest.mark.parametrize(
    "doctored",
    [
        pytest.param({}, id="honest-lists"),
        pytest.param({"minimums": {}}, id="minimums-dropped"),
        pytest.param({"minimums": {"payment": "v1.0"}}, id="minimums-lowered"),
        pytest.param({"only_v1": True, "minimums": {}}, id="claims-to-hold-only-v1"),
    ],
)
def test_an_initiator_tricked_by_a_signed_select_of_v1_fails_below_minimum_version(doctored):
    v1 = builtin(V1)
    supported = None
    if doctored.get("only_v1"):
        supported = [{"urn": V1, "digest": v1.digest, "authority": AUTHORITY}]
    lie = _lying_select(urn=V1, document=v1, supported=supported, minimums=doctored.get("minimums"))
    initiator_events, responder_events, wire = run(
        pair(holding(V1, V2), holding(V1, V2)), tamper=lie
    )
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert not failure(initiator_events).detected_by_peer
    assert wire[-1].kind is Kind.FAILURE  # the responder is told, and nothing locks
    assert never_locked(initiator_events, responder_events)


def test_a_signed_select_of_v1_fails_when_only_the_newest_document_declares_the_minimum():
    lie = _lying_select(urn=V1, document=OLD_V1, minimums={})
    initiator_events, responder_events, _ = run(
        pair(holding(V1, V2, old=True), holding(V1, V2, old=True)), tamper=lie
    )
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


def test_a_signed_select_of_v1_fails_an_initiator_configured_lower():
    lie = _lying_select(urn=V1, document=builtin(V1), minimums={})
    lower = {"payment": "v1.0"}
    initiator_events, _, _ = run(pair(holding(V1, V2, minimums=lower), holding(V1, V2)), tamper=lie)
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION


# -- resumption -----------------------------------------------------------------------------------


def _locked_old_v1_with_ticket():
    first = pair(holding(V1, old=True), holding(V1, old=True), label="before-the-declaration")
    initiator_events, _, _ = run(first)
    assert locked_urn(initiator_events) == V1
    assert first.cache.count("airline") == 1
    return first


def test_a_ticket_issued_before_the_declaration_is_refused_by_the_responder():
    first = _locked_old_v1_with_ticket()
    # Both agents have since learnt v2.0, which declares v1.0 insecure.
    later = pair(
        holding(V1, V2, old=True),
        holding(V1, V2, old=True),
        issuer=first.issuer,
        cache=first.cache,
        label="after-the-declaration",
    )
    initiator_events, responder_events, wire = run(later)
    assert wire[0].content.get("resume")  # it did try to resume v1.0
    [refused] = of_type(responder_events, ResumptionRefused)
    assert refused.code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)
    # The fallback is a full handshake (a new conversation), which locks v2.0.
    hello = later.initiator.restart_full(now=NOW)
    select_events, answer = later.responder.receive(hello.performative, hello.content, now=NOW)
    assert not of_type(select_events, HandshakeFailed)
    lock_events, _ = later.initiator.receive(answer[0].performative, answer[0].content, now=NOW)
    assert locked_urn(lock_events) == V2


def test_a_resumed_select_of_v1_is_refused_by_an_initiator_that_learnt_the_declaration():
    first = _locked_old_v1_with_ticket()
    # The responder still holds old v1.0 alone (it resumes); the initiator learnt v2.0.
    later = pair(
        holding(V1, V2, old=True),
        holding(V1, old=True),
        issuer=first.issuer,
        cache=first.cache,
        label="initiator-learnt",
    )
    initiator_events, responder_events, _ = run(later)
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert not of_type(initiator_events, ContextLocked)


def test_a_ticket_for_a_self_declared_insecure_version_is_refused():
    """A ticket an older stack issued for payment v1.0 (which declares itself insecure)."""
    first = pair(label="issuer")
    v1 = builtin(V1)
    cache = TicketCache()
    configured_lower = {"payment": "v1.0"}
    later = pair(
        holding(V1, V2, minimums=configured_lower),
        holding(V1, V2, minimums=configured_lower),
        issuer=first.issuer,
        cache=cache,
        label="old-ticket",
    )
    ticket, contents = first.issuer.issue(
        initiator="traveller",
        responder="airline",
        urn=V1,
        digest=v1.digest,
        authority=AUTHORITY,
        embedding_model=None,
        secret=b"s" * 32,
        now=NOW - 60,
        trust=later.responder._peer_keys.trust_token("traveller"),
    )
    cache.put(
        CachedTicket(
            ticket=ticket,
            secret=b"s" * 32,
            responder="airline",
            urn=V1,
            digest=v1.digest,
            authority=AUTHORITY,
            embedding_model=None,
            expires_at=contents.expires_at,
            trust=later.initiator._peer_keys.trust_token("airline"),
        )
    )
    initiator_events, responder_events, wire = run(later)
    assert wire[0].content.get("resume")
    [refused] = of_type(responder_events, ResumptionRefused)
    assert refused.code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert never_locked(initiator_events, responder_events)


# -- after the lock: the firewall and the gateway -----------------------------------------------

REGISTRY = snl_registry()


def _frames(*envelopes) -> bytes:
    return b"".join(encode_frame(encode_envelope(e)) for e in envelopes)


def _known(*documents: SharedContext):
    by_urn = {str(d.urn): d for d in documents}
    return by_urn.get


def _pay_v1(sender: str, urn: str = V1):
    return Endpoint(sender, registry=REGISTRY).request(
        "payments",
        {"task": "sendPayment", "parameters": {"payee_id": "acme", "amount": 50_000_000}},
        ontology=urn,
    )


def _pay_v2(sender: str, amount_minor: int = 500):
    content = {
        "task": "sendPayment",
        "parameters": {"payee_id": "acme", "amount_minor": amount_minor, "currency": "USD"},
    }
    return Endpoint(sender, registry=REGISTRY).request("payments", content, ontology=V2)


@pytest.fixture
def firewall():
    return Firewall(load_policies(EXAMPLES), log=lambda _: None)


@pytest.mark.parametrize("sender", ["clerk-2", "treasurer-1"])
def test_a_gateway_refuses_a_message_naming_a_self_declared_insecure_version(firewall, sender):
    screen = GatewayFilter(firewall, _known(builtin(V1), builtin(V2)), agent_id="payments")
    relayed = screen.from_peer(_frames(_pay_v1(sender)), now=1.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert decision.code == SNLErrorCode.FORBIDDEN
    assert "minimum secure version v2.0" in decision.reason
    assert len(relayed.answer) == 1  # the peer learns why


def test_a_gateway_refuses_a_version_its_family_declares_insecure_when_told_the_minimums(
    firewall,
):
    known = (OLD_V1, builtin(V2))
    minimums = secure_minimums({}, known)
    assert minimums == {"payment": TWO}
    strict = GatewayFilter(firewall, _known(*known), minimums=minimums)
    relayed = strict.from_peer(_frames(_pay_v1("treasurer-1")), now=1.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert "below the minimum secure version v2.0" in decision.reason
    # v2.0 content still goes through the same gateway.
    assert len(strict.from_peer(_frames(_pay_v2("treasurer-1")), now=2.0).forward) == 1


def test_a_gateway_not_told_the_family_minimum_still_values_v1_amounts_fail_closed(firewall):
    # Old v1.0 declares nothing and the gateway was given no minimums: the message reaches
    # the policies, and its bare `amount` (no currency, no unit) cannot be valued.
    lenient = GatewayFilter(firewall, _known(OLD_V1))
    clerk = lenient.from_peer(_frames(_pay_v1("clerk-2")), now=1.0)
    assert clerk.forward == []
    treasurer = GatewayFilter(firewall, _known(OLD_V1))
    assert len(treasurer.from_peer(_frames(_pay_v1("treasurer-1")), now=1.0).forward) == 1


def test_the_firewall_in_front_of_an_agent_refuses_content_of_an_insecure_version(firewall):
    envelope = _pay_v1("treasurer-1")
    request = request_for(envelope, builtin(V1), firewall.bundle)
    assert request is not None
    decision = firewall.decide(request, now=1.0)
    assert decision.outcome == "reject"
    assert decision.code == SNLErrorCode.FORBIDDEN
    assert "below its minimum secure version v2.0" in decision.reason


# -- the Agent runtime, over real HTTP/2 on 127.0.0.1 ------------------------------------------


@pytest.mark.parametrize(
    ("client", "server"),
    [
        pytest.param((V1,), (V1, V2), id="client-only-v1"),
        pytest.param((V1, V2), (V1,), id="server-only-v1"),
    ],
)
async def test_agents_refuse_to_lock_payment_v1(client, server):
    payer = Agent(AgentIdentity.generate("payer"), contexts=[builtin(u) for u in client])
    payments = Agent(AgentIdentity.generate("payments"), contexts=[builtin(u) for u in server])
    payer.trust_peer(payments.identity)
    payments.trust_peer(payer.identity)
    reached: list = []

    @payments.handler("sendPayment")
    async def pay(message) -> dict:
        reached.append(message)
        return {"payment_id": "p-1", "status": "accepted"}

    listener = await payments.serve()
    try:
        async with asyncio.timeout(20):
            with pytest.raises(Exception, match=r"below_minimum_version|minimum"):
                await payer.connect("127.0.0.1", listener.port, peer="payments")
    finally:
        await listener.close()
    assert reached == []


async def test_agents_holding_both_lock_v2():
    payer = Agent(AgentIdentity.generate("payer"), contexts=[builtin(V1), builtin(V2)])
    payments = Agent(AgentIdentity.generate("payments"), contexts=[builtin(V1), builtin(V2)])
    payer.trust_peer(payments.identity)
    payments.trust_peer(payer.identity)
    listener = await payments.serve()
    try:
        async with asyncio.timeout(20):
            session = await payer.connect(
                "127.0.0.1", listener.port, peer="payments", context="payment"
            )
            try:
                assert session.context == V2
            finally:
                await session.close()
    finally:
        await listener.close()
