"""A change of trust ends what the old trust let a peer resume (spec 12.7, 8.4).

An outside attack: with an agent's identity key and its ticket cache stolen, the
operator re-pinned the agent's id to a new key, and the thief still resumed
sessions in its name for up to 7 days (each renewed ticket kept its chain going),
and kept an A2A lock in use for as long as it liked. Tickets and A2A locks now keep
what the trust in their peer rested on (`PeerTrust.trust_token`) and are refused
once it differs, whichever way it changed; the same attack found the A2A bridge
running plain calls under a context revoked at run time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest
from l9_helpers import NOW, Pair, run

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming
from ioa.bridges.a2a import serve_a2a
from ioa.bridges.a2a.client import connect_a2a
from ioa.interop.make_vectors import Agents
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import ContextLocked, HandshakeFailed, ResumptionRefused
from l9_snl.identity import AgentIdentity
from l9_snl.peers import TrustedPeers
from l9_snl.tickets import TicketIssuer
from l9_snl.trust import TRUST_TOKEN_LENGTH, CardCertifier, PeerTrust

TRAVEL_20, TRAVEL_21 = "urn:contexts:travel:v2.0", "urn:contexts:travel:v2.1"
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
BOOK = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "SendMessage",
    "params": {
        "message": {
            "messageId": "m-1",
            "role": "ROLE_USER",
            "parts": [{"data": {"task": "bookFlight", "parameters": FLIGHT}}],
        }
    },
}
"""A plain A2A client's call of bookFlight (JSON-RPC, A2A 1.0)."""
OTHER_KEY = AgentIdentity.generate("traveller").public_signing_key_b64url


def trusts(agents: Agents, *, pinned: bool) -> PeerTrust:
    """A trust in both agents: by their keys pinned, or by their certified cards."""
    trust = PeerTrust()
    if pinned:
        trust.pin("traveller", agents.traveller.public_signing_key_b64url)
        trust.pin("airline", agents.airline.public_signing_key_b64url)
    else:
        trust.trust_certifier(agents.certifier.authority_id, agents.certifier.public_key_b64url)
    return trust


def sides(agents: Agents, label: str, initiator: PeerTrust, responder: PeerTrust) -> Pair:
    """The traveller and the airline, each with its own trust (the vectors' agents share one)."""
    p = Pair(agents.initiator(label), agents.responder(label), agents.issuer, agents.cache)
    p.initiator._peer_keys = TrustedPeers(initiator)
    p.responder._peer_keys = TrustedPeers(responder)
    return p


def locked(events) -> ContextLocked | None:
    found = [e for e in events if isinstance(e, ContextLocked)]
    return found[0] if found else None


# How the airline's trust in the traveller may change after a full handshake: (the change,
# whether the trust still rests on the same thing, so that the ticket still resumes).
PINNED_CHANGES: dict[str, tuple[Callable[[PeerTrust, Agents], object], bool]] = {
    "pinned again, the same key": (
        lambda t, a: t.pin("traveller", a.traveller.public_signing_key_b64url),
        True,
    ),
    "another agent pinned": (lambda t, _: t.pin("hotel", OTHER_KEY), True),
    "a certifier trusted besides": (lambda t, _: t.trust_certifier("other", OTHER_KEY), True),
    "pinned to another key (rotation)": (lambda t, _: t.pin("traveller", OTHER_KEY), False),
    "unpinned": (lambda t, _: t.unpin("traveller"), False),
}
CERTIFIED_CHANGES: dict[str, tuple[Callable[[PeerTrust, Agents], object], bool]] = {
    "another agent pinned": (lambda t, _: t.pin("hotel", OTHER_KEY), True),
    "the certifier distrusted": (
        lambda t, a: t.distrust_certifier(a.certifier.authority_id),
        False,
    ),
    "its key distrusted": (
        lambda t, a: t.distrust_certifier(a.certifier.authority_id, a.certifier.public_key_b64url),
        False,
    ),
    "another certifier trusted": (lambda t, _: t.trust_certifier("other", OTHER_KEY), False),
    "pinned to another key": (lambda t, _: t.pin("traveller", OTHER_KEY), False),
    "pinned to its own key": (
        lambda t, a: t.pin("traveller", a.traveller.public_signing_key_b64url),
        False,  # (trusted another way now: one full handshake)
    ),
}
CASES = [
    pytest.param(pinned, name, change, same, stored, id=f"{kind}-{name}-{store}")
    for pinned, kind, changes in (
        (True, "pinned", PINNED_CHANGES),
        (False, "card", CERTIFIED_CHANGES),
    )
    for name, (change, same) in changes.items()
    for stored, store in ((False, "sealed"), (True, "stored"))
]


@pytest.mark.parametrize(("pinned", "name", "change", "same", "stored"), CASES)
def test_a_ticket_resumes_only_under_the_trust_it_was_issued_under(
    pinned, name, change, same, stored
):
    agents = Agents(f"trust-{pinned}-{stored}")
    agents.issuer = TicketIssuer(key=b"k" * 32, stored=stored)
    initiator_trust, responder_trust = trusts(agents, pinned=pinned), trusts(agents, pinned=pinned)
    first_events, _, _ = run(sides(agents, "full", initiator_trust, responder_trust))
    assert locked(first_events) is not None
    assert agents.cache.count("airline") == 1
    change(responder_trust, agents)  # the airline's trust in the traveller changes, or not
    initiator_events, responder_events, wire = run(
        sides(agents, "again", initiator_trust, responder_trust), now=NOW + 60
    )
    assert "resume" in wire[0].content  # the traveller's trust did not change: it tries
    lock = locked(responder_events)
    if same:
        assert lock is not None
        assert lock.resumed, name
        return
    [refusal] = [e for e in responder_events if isinstance(e, ResumptionRefused)]
    assert refusal.code is SNLErrorCode.TICKET_INVALID, name
    assert "trust in" in refusal.message
    assert lock is None  # (a full HELLO follows, checked afresh: tests/test_l9_handshake.py)
    assert [e.code for e in initiator_events if isinstance(e, ResumptionRefused)] == [
        SNLErrorCode.TICKET_INVALID
    ]


@pytest.mark.parametrize("pinned", [True, False], ids=["pinned", "card"])
def test_an_initiator_does_not_present_a_ticket_kept_under_another_trust(pinned):
    """The other way: the traveller's trust in the airline changed (its key rotated): the
    traveller's tickets from the old airline are not presented (a thief holding the old
    airline's key and ticket key would read them)."""
    agents = Agents(f"initiator-trust-{pinned}")
    initiator_trust, responder_trust = trusts(agents, pinned=pinned), trusts(agents, pinned=pinned)
    run(sides(agents, "full", initiator_trust, responder_trust))
    assert agents.cache.count("airline") == 1
    initiator_trust.pin("airline", AgentIdentity.generate("airline").public_signing_key_b64url)
    _, _, wire = run(sides(agents, "again", initiator_trust, responder_trust), now=NOW + 60)
    assert "resume" not in wire[0].content
    assert agents.cache.count("airline") == 0  # (dropped, not kept for later)


def test_the_trust_token_says_what_the_trust_rests_on():
    trust = PeerTrust()
    certifier = CardCertifier.generate("authority.example")
    alice, bob = AgentIdentity.generate("alice"), AgentIdentity.generate("bob")
    nobody = trust.trust_token("alice")
    assert len(nobody) == TRUST_TOKEN_LENGTH
    trust.trust_certifier("authority.example", certifier.public_key_b64url)
    certified = trust.trust_token("alice")
    assert certified != nobody
    assert trust.trust_token("bob") == certified  # cards: the certifiers trusted, alike
    trust.pin("alice", alice.public_signing_key_b64url)
    assert trust.trust_token("alice") not in (nobody, certified)
    assert trust.trust_token("bob") == certified
    trust.pin("bob", alice.public_signing_key_b64url)  # one key under two ids
    assert trust.trust_token("bob") == trust.trust_token("alice")
    trust.pin("bob", bob.public_signing_key_b64url)
    assert trust.trust_token("bob") != trust.trust_token("alice")
    assert trust.unpin("alice") is True
    assert trust.unpin("alice") is False
    assert trust.trust_token("alice") == certified
    assert trust.distrust_certifier("authority.example", OTHER_KEY) is False  # not that key
    assert trust.distrust_certifier("unknown") is False
    assert trust.trust_token("alice") == certified
    assert trust.distrust_certifier("authority.example", certifier.public_key_b64url) is True
    assert trust.trust_token("alice") == nobody
    assert trust.distrust_certifier("authority.example") is False


# -- over the wire ------------------------------------------------------------------------------

TRAVEL = [builtin(TRAVEL_20), builtin(TRAVEL_21)]


def pair_of_agents(old: AgentIdentity) -> tuple[Agent, Agent, list[str]]:
    """An airline that trusts `old` as "traveller", and an agent holding `old` (a thief)."""
    airline = Agent(AgentIdentity.generate("airline"), contexts=TRAVEL)
    thief = Agent(old, contexts=TRAVEL)
    airline.trust_peer(old)
    thief.trust_peer(airline.identity)
    ran: list[str] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        ran.append(message.envelope.ontology or "")
        return {"booking_reference": "IOA7Q2", **message.values}

    return airline, thief, ran


@contextlib.asynccontextmanager
async def bridged(airline: Agent, other: Agent) -> AsyncIterator[Any]:
    """`airline` served over A2A on 127.0.0.1; both agents closed after."""
    server = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30):
            yield server
    finally:
        await server.close()
        await other.close()
        await airline.close()


async def test_a_stolen_key_and_its_tickets_resume_nothing_once_the_key_is_rotated(caplog):
    airline, thief, ran = pair_of_agents(AgentIdentity.generate("traveller"))
    listener = await airline.serve(protocol="h2")
    where = {"port": listener.port, "peer": "airline", "protocol": "h2"}
    try:
        async with asyncio.timeout(30):
            await thief.request("127.0.0.1", task="bookFlight", parameters=FLIGHT, **where)
            assert len(ran) == 1
            airline.trust_peer("traveller", OTHER_KEY)  # the operator rotates the key
            with caplog.at_level(logging.INFO), pytest.raises(AgentError):
                await thief.request("127.0.0.1", task="bookFlight", parameters=FLIGHT, **where)
            assert len(ran) == 1
            # its resumption refused, the full handshake that follows fails on the new key
            assert "bad_signature: LOCK is not signed by the initiator" in caplog.text
            # (a name no signature vouched for is said to be claimed)
            assert "refused from an initiator claiming to be 'traveller'" in caplog.text
    finally:
        await listener.close()
        await thief.close()
        await airline.close()


async def test_an_a2a_lock_ends_when_the_trust_in_its_peer_changes():
    airline, thief, ran = pair_of_agents(AgentIdentity.generate("traveller"))
    async with bridged(airline, thief) as server:
        session = await connect_a2a(thief, server.url, peer="airline")
        await session.request("bookFlight", FLIGHT)
        assert len(ran) == 1
        airline.trust.unpin("traveller")  # withdrawn (a rotation alike: a test above)
        with pytest.raises(AgentError) as refused:
            await session.request("bookFlight", FLIGHT)
        assert refused.value.code == "not_locked"
        assert "trust in 'traveller' is not what it was" in refused.value.reason
        assert len(ran) == 1
        assert session.context_id not in server.bridge.locks.table
        await session.close()


async def test_plain_a2a_calls_use_no_context_revoked_here():
    airline, caller, ran = pair_of_agents(AgentIdentity.generate("traveller"))
    async with bridged(airline, caller) as server, httpx.AsyncClient() as http:
        airline.context_revoked(TRAVEL_21, reason="lets a dangerous value through")
        answer = await http.post(server.url, json=BOOK, headers={"A2A-Version": "1.0"})
        assert answer.status_code == 200
        assert "result" in answer.json(), answer.json()
        assert ran == [TRAVEL_20]  # the newest not revoked
        airline.context_revoked(TRAVEL_20, reason="so is this one")
        answer = await http.post(server.url, json=BOOK, headers={"A2A-Version": "1.0"})
        error = answer.json()["error"]
        assert error["code"] == -32602  # InvalidParamsError, its ioa code beside
        assert error["message"].startswith("revoked_context: 'bookFlight' is defined here")
        assert ran == [TRAVEL_20]
        # and an ioa agent calling over plain A2A validates against no revoked context
        caller.context_revoked(TRAVEL_21, reason="revoked here too")
        caller.context_revoked(TRAVEL_20, reason="revoked here too")
        plain = await connect_a2a(caller, server.url, peer="airline", extension=False)
        with pytest.raises(AgentError) as refused:
            await plain.request("bookFlight", FLIGHT)
        assert refused.value.code == "revoked_context"
        await plain.close()


async def test_the_cards_name_no_context_revoked_at_run_time(caplog):
    """The cards were built at start: a context revoked at run time still tagged the A2A
    card's skills and was named by both cards. They are signed again on each revocation."""
    from ioa.agent_client import fetch_card  # noqa: PLC0415
    from ioa.bridges.a2a.card import card_verifier  # noqa: PLC0415

    airline, caller, _ = pair_of_agents(AgentIdentity.generate("traveller"))
    listener = await airline.serve(protocol="h2")
    verify = card_verifier(airline.identity.public_signing_key_b64url)

    async def cards(http: httpx.AsyncClient, url: str) -> list[dict[str, Any]]:
        served = []
        for path in ("/.well-known/agent-card.json", "/v1/.well-known/agent-card.json"):
            answer = await http.get(url.rstrip("/") + path)
            assert answer.status_code == 200
            served.append(answer.json())
        return served

    def contexts_of(card: dict[str, Any]) -> list[str]:
        (extension,) = card["capabilities"]["extensions"]
        return [c["urn"] for c in extension["params"]["contexts"]]

    try:
        async with bridged(airline, caller) as server, httpx.AsyncClient() as http:
            native = f"http://127.0.0.1:{listener.port}"
            config = airline.transport
            before = await cards(http, server.url)
            for card in before:
                assert {s["id"]: s["tags"] for s in card["skills"]} == {"bookFlight": [TRAVEL_21]}
                assert contexts_of(card) == [TRAVEL_20, TRAVEL_21]
            own = await fetch_card(native, tls=None, config=config, agent_id="airline")
            assert sorted(own.contexts) == [TRAVEL_20, TRAVEL_21]

            airline.context_revoked(TRAVEL_21, reason="lets a dangerous value through")
            for card in await cards(http, server.url):
                assert {s["id"]: s["tags"] for s in card["skills"]} == {"bookFlight": [TRAVEL_20]}
                assert contexts_of(card) == [TRAVEL_20]
            verify(server.bridge.card)  # signed again, by the agent's key
            verify(server.bridge.card_1_0)
            own = await fetch_card(native, tls=None, config=config, agent_id="airline")
            assert list(own.contexts) == [TRAVEL_20]
            assert own.extensions["x-ioa"]["digests"].keys() == {TRAVEL_20}
            assert own.extensions["x-ioa"]["authorities"].keys() == {TRAVEL_20}  # (a review)
            assert own.extensions["x-ioa"]["tasks"] == ["bookFlight"]  # v2.0 defines it

            airline.context_revoked(TRAVEL_20, reason="so is this one")
            with caplog.at_level(logging.WARNING, logger="a2a"):
                for _ in range(5):
                    for card in await cards(http, server.url):
                        assert not card.get("skills")  # no context usable here defines it
                        assert contexts_of(card) == []
            # the SDK warns of a card with no skill on every request: said once each way
            said = [
                r.getMessage() for r in caplog.records if "not spec-compliant" in r.getMessage()
            ]
            assert len(said) <= 2, said
            own = await fetch_card(native, tls=None, config=config, agent_id="airline")
            assert list(own.contexts) == []
            assert own.extensions["x-ioa"]["authorities"] == {}
            assert own.extensions["x-ioa"]["tasks"] == []  # only revoked contexts define it
    finally:
        await listener.close()


# -- a change of trust in the middle of a handshake (a review of the above) ---------------------


def step(side, message, now=NOW):
    """`side` receives `message`; its events and its one answer (or None)."""
    events, outgoing = side.receive(message.performative, message.content, now=now)
    return events, (outgoing[0] if outgoing else None)


@pytest.mark.parametrize("pinned", [True, False], ids=["pinned", "card"])
def test_a_lock_that_comes_after_a_change_of_trust_is_refused(pinned):
    """A review: the responder looked the initiator's key up at the HELLO and checked the LOCK
    against it, so a thief holding the old key, its HELLO sent before the rotation and its
    LOCK after, locked a new session, and got a ticket issued under the new trust (7 days
    of resumptions). The LOCK is refused when the trust changed since the HELLO."""
    agents = Agents(f"mid-{pinned}")
    initiator_trust, responder_trust = trusts(agents, pinned=pinned), trusts(agents, pinned=pinned)
    p = sides(agents, "mid", initiator_trust, responder_trust)
    _, select = step(p.responder, p.initiator.start(now=NOW))
    _, lock = step(p.initiator, select)
    responder_trust.pin("traveller", OTHER_KEY)  # rotated while the LOCK is on its way
    events, answer = step(p.responder, lock)
    assert locked(events) is None
    [failed] = [e for e in events if isinstance(e, HandshakeFailed)]
    assert failed.code is SNLErrorCode.BAD_SIGNATURE
    assert "changed during the handshake" in failed.message
    assert answer is not None
    assert answer.content.get("code") == "bad_signature"  # refused, and no TICKET issued


def test_a_ticket_that_comes_after_a_change_of_trust_is_dropped():
    """A review: the initiator kept a TICKET under the trust it had when the TICKET came: a
    responder holding the airline's stolen key held its TICKET back until the traveller
    had rotated the airline's key, and resumed the traveller later. It is dropped."""
    agents = Agents("late-ticket")
    initiator_trust, responder_trust = trusts(agents, pinned=True), trusts(agents, pinned=True)
    p = sides(agents, "late", initiator_trust, responder_trust)
    _, select = step(p.responder, p.initiator.start(now=NOW))
    _, lock = step(p.initiator, select)
    _, ticket = step(p.responder, lock)
    assert ticket is not None
    assert ticket.content["ticket"] is not None
    initiator_trust.pin("airline", AgentIdentity.generate("airline").public_signing_key_b64url)
    step(p.initiator, ticket)
    assert agents.cache.count("airline") == 0


def test_a_resumption_whose_trust_changed_before_its_select_fails():
    agents = Agents("late-select")
    initiator_trust, responder_trust = trusts(agents, pinned=True), trusts(agents, pinned=True)
    run(sides(agents, "full", initiator_trust, responder_trust))
    p = sides(agents, "again", initiator_trust, responder_trust)
    hello = p.initiator.start(now=NOW + 60)
    assert "resume" in hello.content
    _, select = step(p.responder, hello, now=NOW + 60)
    initiator_trust.pin("airline", AgentIdentity.generate("airline").public_signing_key_b64url)
    events, _ = step(p.initiator, select, now=NOW + 60)
    assert locked(events) is None
    [failed] = [e for e in events if isinstance(e, HandshakeFailed)]
    assert "changed during the handshake" in failed.message
    assert agents.cache.count("airline") == 0  # (its renewal not kept either)


def test_a_stored_ticket_of_another_initiator_is_refused_as_such():
    agents = Agents("another-initiator")
    agents.issuer = TicketIssuer(key=b"k" * 32, stored=True)
    trust = trusts(agents, pinned=True)
    run(sides(agents, "full", trust, trust))
    [cached] = agents.cache._tickets["airline"]
    with pytest.raises(RemoteSemanticError) as refused:
        agents.issuer.open(cached.ticket, now=NOW + 1, trust=b"x" * 16, initiator="hotel")
    assert refused.value.code is SNLErrorCode.TICKET_INVALID
    assert "issued to another pair of agents" in refused.value.message


def test_a_peer_keys_without_trust_tokens_still_works_with_a_warning():
    """A `PeerKeys` written before `trust_token` existed: handshakes and resumptions go on
    as before (no change of trust is seen), and a warning says what is missing."""

    class OldKeys:  # resolve only
        def __init__(self, trust: PeerTrust) -> None:
            self.inner = TrustedPeers(trust)

        def resolve(self, agent_id: str, card: object | None, *, now: float):
            return self.inner.resolve(agent_id, card, now=now)

    agents = Agents("old-keys")
    trust = trusts(agents, pinned=True)
    first = sides(agents, "full", trust, trust)
    first.initiator._peer_keys = first.responder._peer_keys = OldKeys(trust)
    with pytest.warns(DeprecationWarning, match="has no trust_token"):
        events, _, _ = run(first)
    assert locked(events) is not None
    again = sides(agents, "again", trust, trust)
    again.initiator._peer_keys = again.responder._peer_keys = OldKeys(trust)
    events, _, _ = run(again, now=NOW + 60)
    assert locked(events).resumed


async def test_an_a2a_client_lock_ends_when_its_trust_in_the_server_changes():
    airline, traveller, ran = pair_of_agents(AgentIdentity.generate("traveller"))
    async with bridged(airline, traveller) as server:
        session = await connect_a2a(traveller, server.url, peer="airline")
        await session.request("bookFlight", FLIGHT)
        traveller.trust_peer("airline", OTHER_KEY)  # the traveller rotates the airline
        for call in (
            lambda: session.request("bookFlight", FLIGHT),
            lambda: session.cancel("any-task"),
            lambda: session.resume("any-task", "bookFlight", FLIGHT),
        ):
            with pytest.raises(AgentError) as refused:
                await call()
            assert refused.value.code == "not_locked"
        assert len(ran) == 1
        await session.close()


async def test_a2a_cards_and_calls_follow_an_authority_withheld_and_verified_again():
    """What an unverifiable authority's revocations withhold (spec 8.4) is gone from the A2A
    cards and refused to plain A2A calls as a revocation is; offered again once verified."""
    airline, caller, ran = pair_of_agents(AgentIdentity.generate("traveller"))
    (authority,) = set(airline.vouched.values())
    async with bridged(airline, caller) as server, httpx.AsyncClient() as http:
        airline.authority_unverified(authority, reason="its metadata expired")
        card = (await http.get(server.url.rstrip("/") + "/.well-known/agent-card.json")).json()
        assert not card.get("skills")
        answer = await http.post(server.url, json=BOOK, headers={"A2A-Version": "1.0"})
        assert answer.json()["error"]["code"] == -32602
        assert ran == []
        airline.authority_verified(authority)
        card = (await http.get(server.url.rstrip("/") + "/.well-known/agent-card.json")).json()
        assert {s["id"]: s["tags"] for s in card["skills"]} == {"bookFlight": [TRAVEL_21]}
        answer = await http.post(server.url, json=BOOK, headers={"A2A-Version": "1.0"})
        assert "result" in answer.json(), answer.json()
        assert ran == [TRAVEL_21]
