"""The L9 asyncio driver under hostile or unlucky peers (memory channels: same code as a wire).

What arrives before the lock, first flights, fallback after a refused
resumption, handshake messages after the lock, malformed content and the
bounds of clarify_undefined.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
import weakref

import pytest
from clock_helpers import START, Clocks
from l9_helpers import MOOD, TRAVEL_21, pair, seal_from_here

from l7_transport import memory_channel_pair
from l7_transport.framing import encode_frame
from l8_comm import Endpoint, Envelope, MessageReceived, Performative, ProtocolViolation
from l8_comm.aio import Session
from l8_comm.events import SessionTerminated
from l8_comm.exceptions import ErrorCode, LocalProtocolError, SessionError
from l8_comm.identifiers import new_id
from l9_snl import answering as answering_module
from l9_snl.aio import HandshakeError, LockedSession, initiate, respond
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.handshake import (
    PROTOCOL_NAME,
    EarlyMessage,
    HandshakeConfig,
    TicketReceived,
    snl_registry,
)
from l9_snl.session import ContentRefused, SemanticConfig
from l9_snl.tickets import TicketIssuer

REGISTRY = snl_registry()
OFFER = {
    "concept": "flight_offer",
    "offer_id": "O-1",
    "carrier_code": "AA",
    "flight_number": "117",
    "origin_code": "LAX",
    "dest_code": "JFK",
    "date": "2026-11-24",
    "departure_time": "08:00",
    "price_minor": 34900,
    "currency": "USD",
}
BOOK = {
    "task": "bookFlight",
    "parameters": {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
}


def sessions() -> tuple[Session, Session]:
    left, right = memory_channel_pair(names=("traveller", "airline"))
    traveller = Session(Endpoint("traveller", peer_id="airline", registry=REGISTRY), left)
    airline = Session(Endpoint("airline", registry=REGISTRY), right)
    return traveller.start(), airline.start()


async def lock(p, *, config=None, early=None) -> tuple[LockedSession, LockedSession]:
    traveller, airline = sessions()
    async with asyncio.timeout(10):
        return await asyncio.gather(
            initiate(traveller, p.initiator, config=config, early=early),
            respond(airline, p.responder, config=config),
        )


async def messages(locked: LockedSession, count: int, *, seconds: float = 5) -> list:
    """The next `count` messages and refusals (ContentRefused, ProtocolViolation) seen."""
    seen: list = []
    async with asyncio.timeout(seconds):
        while len(seen) < count:
            event = await locked.next_event()
            assert event is not None, "the session ended"
            if isinstance(event, MessageReceived | ContentRefused | ProtocolViolation):
                seen.append(event)
    return seen


async def the_select(traveller: Session):
    """The SELECT (AGREE) that reaches a bare initiator session."""
    async with asyncio.timeout(5):
        while True:
            event = await traveller.next_event()
            if isinstance(event, MessageReceived) and event.envelope.performative == "AGREE":
                return event.envelope


async def with_ticket(p) -> None:
    """A full handshake, kept open until the initiator holds its resumption ticket."""
    traveller, airline = await lock(p)
    async with asyncio.timeout(5):
        while not isinstance(await traveller.next_event(), TicketReceived):
            pass
    await closed(traveller, airline)


async def resumable():
    """A pair whose initiator holds a ticket, and a fresh pair of sessions to resume on."""
    first = pair(label="full")
    await with_ticket(first)
    resumed = pair(label="resumed", issuer=first.issuer, cache=first.cache)
    traveller, airline = sessions()
    return resumed, traveller, airline


async def closed(*locked: LockedSession) -> None:
    for each in locked:
        await each.close()


async def test_a_concept_that_is_not_a_name_is_refused_and_the_session_goes_on():
    traveller, airline = await lock(pair())
    for concept in (["x"], {"a": 1}, 5):
        rogue = traveller.session.endpoint.send(
            Performative.REQUEST, {"concept": concept}, ontology=TRAVEL_21
        )
        await traveller.session.flush()
        [refused] = await messages(airline, 1)
        assert isinstance(refused, ProtocolViolation)
        assert refused.code == "invalid_content"
        [answer] = await messages(traveller, 1)
        assert answer.envelope.in_reply_to == rogue.id
        assert answer.envelope.content["code"] == "invalid_content"
    good = await traveller.send(Performative.REQUEST, BOOK)
    [delivered] = await messages(airline, 1)
    assert delivered.envelope.id == good.id
    await closed(traveller, airline)


async def test_a_message_in_the_wrong_ontology_is_refused_naming_that_field():
    traveller, airline = await lock(pair())
    rogue = traveller.session.endpoint.send(
        Performative.REQUEST, BOOK, ontology="urn:contexts:travel:v2.0"
    )
    await traveller.session.flush()
    [answer] = await messages(traveller, 1)
    assert answer.envelope.in_reply_to == rogue.id
    assert answer.envelope.content["code"] == "wrong_ontology"
    assert answer.envelope.content["field"] == "ontology"
    await closed(traveller, airline)


@pytest.mark.parametrize(
    ("performative", "content"),
    [
        (Performative.AGREE, None),
        (Performative.AGREE, {"note": "gladly"}),
        (Performative.REFUSE, {"code": "not_handled", "reason": "no seats"}),
        (Performative.REFUSE, {}),
    ],
)
async def test_an_answer_naming_another_context_is_refused_whatever_its_content(
    performative, content
):
    # A gateway decides each message under the context its `ontology` names (spec 13.6):
    # the agent behind it must not take the message under another.
    traveller, airline = await lock(pair())
    asked = await airline.send(Performative.REQUEST, BOOK)
    [request] = await messages(traveller, 1)
    answer = traveller.session.endpoint.reply(
        request.envelope, performative, content, ontology="urn:contexts:travel:v2.0"
    )
    await traveller.session.flush()
    [refused] = await messages(airline, 1)
    assert isinstance(refused, ProtocolViolation)
    assert refused.code == "wrong_ontology"
    [notice] = await messages(traveller, 1)
    assert notice.envelope.in_reply_to == answer.id
    assert notice.envelope.content["field"] == "ontology"
    # With no ontology at all, content that is not checked is still taken.
    asked = await airline.send(Performative.REQUEST, BOOK)
    [request] = await messages(traveller, 1)
    plain = traveller.session.endpoint.send(
        Performative.AGREE,
        None,
        to=("airline",),
        conversation_id=request.envelope.conversation_id,
        protocol=request.envelope.protocol,
        in_reply_to=request.envelope.id,
    )
    assert plain.ontology is None
    await traveller.session.flush()
    [taken] = await messages(airline, 1)
    assert isinstance(taken, MessageReceived)
    assert taken.envelope.id == plain.id
    assert taken.envelope.in_reply_to == asked.id
    await closed(traveller, airline)


async def test_replies_carry_the_locked_urn():
    traveller, airline = await lock(pair())
    request = traveller.session.endpoint.send(Performative.REQUEST, BOOK, ontology=TRAVEL_21)
    await traveller.session.flush()
    [received] = await messages(airline, 1)
    agree = await airline.reply(received.envelope, Performative.AGREE)
    assert agree.ontology == TRAVEL_21
    assert request.ontology == TRAVEL_21
    await closed(traveller, airline)


async def test_only_the_declared_first_flight_is_delivered_and_only_once():
    resumed, traveller, airline = await resumable()
    # An undeclared QUERY overtakes the HELLO; a copy of the declared one follows it.
    undeclared = traveller.endpoint.send(
        Performative.QUERY,
        {**BOOK, "parameters": {**BOOK["parameters"], "dest_code": "SFO"}},
        ontology=TRAVEL_21,
    )
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, resumed.initiator, early=(Performative.QUERY, BOOK)),
            respond(airline, resumed.responder),
        )
    assert mine.locked.resumed
    assert mine.early_envelope is not None
    violation, delivered = await messages(theirs, 2)
    assert violation.code == "not_locked"
    assert delivered.envelope.id == mine.early_envelope.id
    # The airline's refusal came before anything was authenticated: the traveller does not
    # take it (a relay could have forged it), and says so.
    [ignored] = await messages(mine, 1)
    assert isinstance(ignored, ProtocolViolation)
    assert ignored.error.code == "not_locked"
    assert ignored.error.message_id is not None
    assert undeclared.conversation_id == ignored.error.conversation_id
    await closed(mine, theirs)


async def test_a_refused_resumption_falls_back_to_a_full_handshake_on_the_same_session():
    first = pair(label="full")
    await with_ticket(first)
    # The responder lost its ticket key (a restart): the ticket cannot be opened.
    again = pair(label="again", issuer=TicketIssuer(key=b"n" * 32), cache=first.cache)
    mine, theirs = await lock(again, early=(Performative.QUERY, BOOK))
    assert not mine.locked.resumed
    assert not theirs.locked.resumed
    assert mine.early_envelope is not None
    # The first flight of the refused resumption was refused (a refusal the traveller does
    # not take: it came before anything was authenticated); it was sent again once locked.
    [ignored] = await messages(mine, 1)
    assert isinstance(ignored, ProtocolViolation)
    assert ignored.error.code == "not_locked"
    violation, delivered = await messages(theirs, 2)
    assert violation.code == "not_locked"
    assert delivered.envelope.id == mine.early_envelope.id
    assert delivered.envelope.conversation_id != ignored.error.conversation_id
    await closed(mine, theirs)


async def test_a_peer_that_never_says_hello_is_timed_out():
    p = pair(config=HandshakeConfig(timeout=0.3))
    traveller, airline = sessions()
    # It opens the session and sends something that is not a HELLO, then nothing.
    traveller.endpoint.send(Performative.REQUEST, BOOK, ontology=TRAVEL_21, to=("airline",))
    await traveller.flush()
    with pytest.raises(HandshakeError) as raised:
        async with asyncio.timeout(10):
            await respond(airline, p.responder)
    assert raised.value.code == SNLErrorCode.HANDSHAKE_TIMEOUT
    assert "no HELLO" in str(raised.value)
    await traveller.close()
    await airline.close()


async def test_the_handshake_runs_on_the_l8_session_s_steady_clock():
    # One clock per session, L8's and L9's alike: the handshake's deadline is on it, and a
    # step of the wall clock while the responder waits for the HELLO does not move it.
    clocks = Clocks()
    p = pair()
    left, right = memory_channel_pair(names=("traveller", "airline"))
    airline = Session(Endpoint("airline", registry=REGISTRY), right, clock=clocks.steady())
    responding = asyncio.create_task(respond(airline.start(), p.responder))
    await asyncio.sleep(0)
    timeout = HandshakeConfig().timeout
    assert p.responder.get_timer() == pytest.approx(START + timeout)
    clocks.step(3600.0)  # forward: fed the wall time, the handshake had timed out at once
    clocks.elapse(timeout / 2)
    traveller = Session(
        Endpoint("traveller", peer_id="airline", registry=REGISTRY), left, clock=clocks.steady()
    )
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(initiate(traveller.start(), p.initiator), responding)
    assert mine.locked.context.urn == theirs.locked.context.urn
    await closed(mine, theirs)


async def test_messages_before_the_lock_are_refused_at_once_and_nothing_waits():
    p = pair()
    traveller, airline = sessions()
    responding = asyncio.create_task(respond(airline, p.responder))
    early = [
        traveller.endpoint.send(Performative.REQUEST, BOOK, ontology=TRAVEL_21, to=("airline",))
        for _ in range(3)
    ]  # before the HELLO: the airline seals nothing yet, so it refuses them
    hello = p.initiator.start(now=0)
    traveller.endpoint.send(
        hello.performative, hello.content, to=("airline",), protocol=PROTOCOL_NAME
    )
    await traveller.flush()
    refusals = []
    async with asyncio.timeout(5):
        while len(refusals) < len(early):
            event = await traveller.next_event()
            if isinstance(event, MessageReceived) and event.envelope.performative in (
                "NOT_UNDERSTOOD"
            ):
                refusals.append(event.envelope)
    assert {r.content["code"] for r in refusals} == {"not_locked"}
    assert [r.in_reply_to for r in refusals] == [e.id for e in early]
    await the_select(traveller)
    assert p.responder.state == "selected"  # the SELECT is out: the responder awaits the LOCK
    # Now the airline seals what it sends but cannot authenticate what it reads: whatever
    # comes before the LOCK is dropped unanswered (spec 12.16), and nothing waits for it.
    sent = [
        traveller.endpoint.send(Performative.REQUEST, BOOK, ontology=TRAVEL_21, to=("airline",))
        for _ in range(5)
    ]
    await traveller.flush()
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(0.5):
            while True:
                event = await traveller.next_event()
                assert not isinstance(event, MessageReceived), event
    assert not responding.done()  # still waiting for the LOCK
    assert len(sent) == 5
    responding.cancel()
    await traveller.close()
    await airline.close()


async def test_a_burst_right_behind_the_lock_is_all_delivered():
    p = pair()
    traveller, airline = sessions()
    hello = p.initiator.start(now=0)
    traveller.endpoint.send(
        hello.performative, hello.content, to=("airline",), protocol=PROTOCOL_NAME
    )
    await traveller.flush()
    responding = asyncio.create_task(respond(airline, p.responder))
    select = await the_select(traveller)
    _, [lock_message] = p.initiator.receive(select.performative, select.content, now=0)
    traveller.endpoint.reply(select, lock_message.performative, lock_message.content)
    seal_from_here(traveller.endpoint, p.initiator)  # what follows the LOCK is sealed
    sent = [  # in the same write as the LOCK
        traveller.endpoint.send(Performative.REQUEST, BOOK, ontology=TRAVEL_21, to=("airline",))
        for _ in range(200)
    ]
    await traveller.flush()
    async with asyncio.timeout(5):
        locked = await responding
    delivered = await messages(locked, len(sent))
    assert [e.envelope.id for e in delivered] == [m.id for m in sent]
    await locked.close()
    await traveller.close()


async def test_a_handshake_message_after_the_lock_is_refused_and_the_session_stays_locked():
    p = pair()
    traveller, airline = await lock(p)
    second = pair(label="second")
    hello = second.initiator.start(now=0)
    stray = traveller.session.endpoint.send(
        hello.performative, hello.content, to=("airline",), protocol=PROTOCOL_NAME
    )
    await traveller.session.flush()
    [answer] = await messages(traveller, 1)
    assert answer.envelope.in_reply_to == stray.id
    assert answer.envelope.content["code"] == "unexpected_message"
    assert airline.semantic.handshake.state == "locked"
    good = await traveller.send(Performative.REQUEST, BOOK)
    violation, delivered = await messages(airline, 2)
    assert violation.code == "unexpected_message"
    assert delivered.envelope.id == good.id
    await closed(traveller, airline)


async def test_clarify_undefined_holds_a_bounded_number_of_messages():
    config = SemanticConfig(clarify_undefined=True, max_held=2)
    traveller, airline = await lock(pair(), config=config)
    traveller.semantic.local_definitions["my_mood"] = MOOD
    sent = [
        traveller.session.endpoint.send(
            Performative.REQUEST, {"concept": "my_mood", "mood": "great"}, ontology=TRAVEL_21
        )
        for _ in range(5)
    ]
    await traveller.session.flush()
    pump = asyncio.create_task(messages(traveller, 10, seconds=2))
    events = await messages(airline, 5)
    delivered = [e for e in events if isinstance(e, MessageReceived)]
    refused = [e for e in events if isinstance(e, ProtocolViolation)]
    assert [e.envelope.id for e in delivered] == [m.id for m in sent[:2]]  # held, then defined
    assert len(refused) == 3  # no room to wait: refused at once
    assert {e.code for e in refused} == {"undefined_concept"}
    pump.cancel()
    await closed(traveller, airline)


async def test_a_definition_that_names_another_concept_is_not_taken(monkeypatch):
    config = SemanticConfig(clarify_undefined=True)
    traveller, airline = await lock(pair(), config=config)
    real = answering_module.answer_query

    def lying(context, content, definitions=None):
        del definitions
        return real(context, {**content, "name": "other_mood"}, {"other_mood": MOOD})

    monkeypatch.setattr(answering_module, "answer_query", lying)
    rogue = traveller.session.endpoint.send(
        Performative.REQUEST, {"concept": "my_mood", "mood": "great"}, ontology=TRAVEL_21
    )
    await traveller.session.flush()
    pump = asyncio.create_task(messages(traveller, 10, seconds=2))
    [refused] = await messages(airline, 1)
    assert isinstance(refused, ContentRefused)
    assert refused.envelope.id == rogue.id
    assert refused.code == "undefined_concept"
    assert "does not define 'my_mood'" in refused.message
    assert len(airline.semantic.definitions) == 0
    pump.cancel()
    await closed(traveller, airline)


async def test_a_brokers_fan_out_keeps_its_topic_and_validates_the_publication():
    traveller, airline = await lock(pair())
    subscribe = traveller.session.endpoint.send(
        Performative.SUBSCRIBE, {"topic": "offers"}, ontology=TRAVEL_21, to=("airline",)
    )
    await traveller.session.flush()
    [received] = await messages(airline, 1)
    offer = {
        "concept": "flight_offer",
        "offer_id": "OF-1",
        "carrier_code": "IO",
        "flight_number": "100",
        "origin_code": "LAX",
        "dest_code": "JFK",
        "date": "2026-11-24",
        "departure_time": "08:30",
        "price_minor": 35900,
        "currency": "USD",
    }
    await airline.reply(received.envelope, Performative.AGREE, {"topic": "offers"})
    fanned = await airline.reply(
        received.envelope, Performative.INFORM, {"topic": "offers", **offer}
    )
    assert fanned.protocol == "subscription"
    [agreed, informed] = await messages(traveller, 2)
    assert agreed.envelope.performative == "AGREE"
    assert informed.envelope.id == fanned.id
    assert informed.envelope.content["topic"] == "offers"
    # The topic is the broker's; the rest is the context's, and still validated.
    with pytest.raises(LocalSemanticError) as caught:
        await airline.reply(
            received.envelope, Performative.INFORM, {"topic": "offers", **offer, "price_minor": "x"}
        )
    assert caught.value.code == "invalid_content"
    del subscribe
    await closed(traveller, airline)


async def test_a_first_flight_that_differs_from_its_declaration_is_refused():
    resumed, traveller, airline = await resumable()
    declared = EarlyMessage.of(new_id(), Performative.QUERY, BOOK)
    hello = resumed.initiator.start(now=time.time(), early=declared)
    traveller.endpoint.send(
        hello.performative, hello.content, to=("airline",), protocol=PROTOCOL_NAME
    )
    seal_from_here(traveller.endpoint, resumed.initiator, receive=False)  # the first flight is
    other = {**BOOK, "parameters": {**BOOK["parameters"], "dest_code": "SFO"}}
    swapped = traveller.endpoint.send(
        Performative.QUERY,
        other,
        to=("airline",),
        conversation_id=declared.conversation_id,
        ontology=TRAVEL_21,
    )
    await traveller.flush()
    async with asyncio.timeout(5):
        locked = await respond(airline, resumed.responder)
        assert locked.locked.resumed
        while True:
            event = await traveller.next_event()
            if isinstance(event, MessageReceived) and event.envelope.in_reply_to == swapped.id:
                break
    assert event.envelope.content["code"] == "unsafe_early_data"
    [violation] = await messages(locked, 1)
    assert violation.code == "unsafe_early_data"
    # The bare traveller authenticates nothing, so it would never answer the airline's
    # final ACK: it closes first, and the airline has nothing to wait for.
    await traveller.close()
    await locked.close()


async def test_a_resumed_session_replayed_elsewhere_goes_no_further_than_its_first_flight():
    """Two instances that share a ticket key but not their memory of spent tickets: a relay
    replays a whole resumed session to the second. Only the first flight (no side effects)
    is taken again; everything after it was sealed under keys salted with the first
    instance's SELECT, and fails."""
    resumed, traveller, airline = await resumable()
    recorded: list[bytes] = []
    send = traveller.channel.send

    async def recording(data: bytes) -> None:
        recorded.append(data)
        await send(data)

    traveller.channel.send = recording  # type: ignore[method-assign]
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, resumed.initiator, early=(Performative.QUERY, BOOK)),
            respond(airline, resumed.responder),
        )
    assert mine.locked.resumed
    request = await mine.send(Performative.REQUEST, BOOK)
    first, taken = await messages(theirs, 2)
    assert (first.envelope.performative, taken.envelope.id) == ("QUERY", request.id)
    # The replay, to an instance with the same ticket key and a fresh memory.
    second = pair(label="second instance")
    left, right = memory_channel_pair(names=("relay", "airline"))
    victim = Session(Endpoint("airline", registry=REGISTRY), right).start()
    await left.send(b"".join(recorded))
    async with asyncio.timeout(10):
        replayed = await respond(victim, second.responder)
        seen = []
        while (event := await replayed.next_event()) is not None:
            seen.append(event)
    delivered = [e.envelope.performative for e in seen if isinstance(e, MessageReceived)]
    assert "REQUEST" not in delivered
    [cut] = [e for e in seen if isinstance(e, SessionTerminated)]
    assert cut.code == "integrity_failure"
    await closed(mine, theirs)


async def test_an_application_that_never_reads_does_not_time_its_own_messages_out():
    config = SemanticConfig(ack_delay=0.05, ack_timeout=0.6)
    left, right = memory_channel_pair(names=("traveller", "airline"))
    endpoint = Endpoint("traveller", peer_id="airline", registry=REGISTRY)
    small = Session(endpoint, left, max_pending_events=8).start()  # fills with 8 unread events
    p = pair()
    async with asyncio.timeout(10):
        traveller, airline = await asyncio.gather(
            initiate(small, p.initiator, config=config),
            respond(
                Session(Endpoint("airline", registry=REGISTRY), right).start(),
                p.responder,
                config=config,
            ),
        )
    delivered = 0

    async def read_all() -> None:
        nonlocal delivered
        while (event := await airline.next_event()) is not None:
            delivered += isinstance(event, MessageReceived)

    reader = asyncio.create_task(read_all())
    first = await traveller.send(Performative.INFORM, OFFER)
    stream = {"conversation_id": first.conversation_id}
    # The traveller sends for longer than ack_timeout and never reads its own events: its
    # queue must not fill with the airline's ACKs, which it needs to keep the session.
    for n in range(60):
        await traveller.send(Performative.INFORM, {**OFFER, "offer_id": f"O-{n}"}, **stream)
        await asyncio.sleep(0.02)
    await asyncio.sleep(0.3)
    guard = traveller.session.endpoint.guard
    assert not traveller.session.endpoint.closed
    assert guard.acknowledged > 0
    assert delivered >= 61
    reader.cancel()
    await closed(traveller, airline)


async def test_a_forged_refusal_before_the_lock_is_not_taken_after_it():
    """A relay injects an `integrity_failure` notice before the LOCK: unauthenticated, it
    must not end the session once the lock has switched authentication on."""
    p = pair()
    traveller, airline = sessions()
    forged = traveller.endpoint.send(
        Performative.NOT_UNDERSTOOD,
        {"code": "integrity_failure", "reason": "forged by the relay"},
        protocol="notice",
        to=("airline",),
    )
    await traveller.flush()
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator), respond(airline, p.responder)
        )
    request = await mine.send(Performative.REQUEST, BOOK)
    seen = await messages(theirs, 2)
    assert any(isinstance(e, ProtocolViolation) and e.error.message_id == forged.id for e in seen)
    assert any(isinstance(e, MessageReceived) and e.envelope.id == request.id for e in seen)
    assert not theirs.session.endpoint.closed
    await closed(mine, theirs)


HOSTILE_REASONS = [
    "bye\n2099-01-01 00:00:00,000 CRITICAL ioa.agent: forged\r\n",
    "\x1b[1A\x1b[2Kerased the line before",
    "bidi\u202e\u2066 txt\u2069 zero\u200bwidth line\u2028sep next\x85line",
    "A" * 60_000,
    " \n\t" * 20_000 + "then words",
]


@pytest.mark.parametrize("reason", HOSTILE_REASONS, ids=range(len(HOSTILE_REASONS)))
@pytest.mark.parametrize("code", ["integrity_failure", "ack_timeout", "too_many_errors"])
async def test_a_peers_session_ending_notice_says_its_words_cleaned_bounded_and_whose(code, reason):
    # The peer's reason became the SessionTerminated reason raw and whole (any string up
    # to the string limit, CR/LF and escapes included), with nothing saying it was the peer's.
    traveller, airline = await lock(pair())
    traveller.session.endpoint.send(
        Performative.NOT_UNDERSTOOD,
        {"code": code, "reason": reason},
        protocol="notice",
        to=("airline",),
    )
    await traveller.session.flush()
    async with asyncio.timeout(10):
        while not isinstance(event := await airline.next_event(), SessionTerminated):
            assert event is not None, "the session ended without saying why"
    assert (str(event.code), event.peer) == (code, "traveller")
    assert event.reason.startswith("traveller ended the session: ")
    assert event.reason.isprintable(), event.reason[:200]
    assert len(event.reason) <= 400
    await airline.close()
    await traveller.close(peer_wait=0)  # it said it ended the session; this peer is gone


async def test_a_process_stall_is_not_blamed_on_the_peer():
    # The whole process stops for longer than the ACK timeout (a collection, a CPU-bound
    # handler, a loaded CI machine): both sides' timers then fire late, the peer's ACK not
    # yet read. That time is this side's own; neither session may fail for it.
    config = SemanticConfig(ack_delay=0.05, ack_timeout=0.6)
    traveller, airline = await lock(pair(), config=config)
    ended: list[str] = []

    async def drain(locked) -> None:
        while (event := await locked.next_event()) is not None:
            if isinstance(event, SessionTerminated):
                ended.append(str(event.code))

    tasks = [asyncio.create_task(drain(traveller)), asyncio.create_task(drain(airline))]
    await traveller.send(Performative.INFORM, OFFER)
    await asyncio.sleep(0)  # it is read: an ACK is now owed both ways in time
    time.sleep(1.0)  # noqa: ASYNC251 - the stall itself, on purpose
    await asyncio.sleep(1.0)  # the late timers run, the ACKs cross
    assert ended == []
    await traveller.send(Performative.INFORM, OFFER)  # and the session goes on
    await asyncio.sleep(0.3)
    assert ended == []
    for task in tasks:
        task.cancel()
    await closed(traveller, airline)


@pytest.mark.parametrize("kind", ["integrity", "budget"])
async def test_a_peer_s_fatal_notice_is_its_close_whenever_it_is_read(kind):
    # The airline ends the session and says why (authenticated); the traveller reads its
    # events late, after the end of the stream has come too: it must see the airline's
    # reason alone, not also a `truncated` for a close that was in fact announced.
    traveller, airline = await lock(pair())
    if kind == "integrity":
        await traveller.session.channel.send(encode_frame(b'{"not":"sealed"}'))
    else:
        for _ in range(120):  # authenticated, but refused content: the error budget runs out
            traveller.session.endpoint.send(
                Performative.REQUEST, {"task": "noSuchTask"}, ontology=TRAVEL_21, to=("airline",)
            )
        await traveller.session.flush()
    expected = "integrity_failure" if kind == "integrity" else "too_many_errors"
    async with asyncio.timeout(5):
        while (event := await airline.next_event()) is not None:
            if isinstance(event, SessionTerminated):
                assert str(event.code) == expected
                break
    await airline.close()
    await asyncio.sleep(0.3)  # the traveller's application is behind
    ended = []
    async with asyncio.timeout(5):
        while (event := await traveller.next_event()) is not None:
            if isinstance(event, SessionTerminated):
                ended.append(str(event.code))
    assert ended == [expected]
    await traveller.close()


async def _with_a_silent_airline(config: SemanticConfig | None = None):
    """A locked pair, one message sent; then the airline's frames go nowhere."""
    traveller, airline = sessions()
    p = pair()
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator, config=config),
            respond(airline, p.responder, config=config),
        )
    await mine.send(Performative.INFORM, OFFER)
    airline.channel.send = _silent  # type: ignore[method-assign]
    airline.channel.send_nowait = lambda _data: None  # (and its answers from the read)
    return mine, theirs


async def test_a_peer_that_never_answers_the_close_is_a_cut_after_ack_timeout():
    mine, theirs = await _with_a_silent_airline(SemanticConfig(ack_delay=0.05, ack_timeout=0.5))
    async with asyncio.timeout(20):
        ended = await mine.close()
    assert ended is not None
    assert ended.code in ("truncated", "ack_timeout")
    await theirs.close()


async def test_a_close_waits_for_a_silent_peer_only_as_long_as_asked():
    """Stop 41's F4: `close()` on a silent peer waited `ack_timeout` (30 s) whatever the
    caller needed; `peer_wait` bounds it (the close is then `truncated`, as after 30 s)."""
    mine, theirs = await _with_a_silent_airline()
    for wrong in (-1, float("nan")):
        with pytest.raises(ValueError, match="peer_wait"):
            await mine.close(peer_wait=wrong)
    async with asyncio.timeout(10):  # a third of the 30 s a default close would wait
        ended = await mine.close(peer_wait=0.2)
    assert ended is not None
    assert ended.code in ("truncated", "ack_timeout")
    await theirs.close(peer_wait=0)


async def _silent(_data: bytes) -> None:
    return None


async def test_an_honest_close_returns_nothing_and_the_peer_answers_at_once():
    traveller, airline = sessions()
    p = pair()
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator), respond(airline, p.responder)
        )
    await mine.send(Performative.INFORM, OFFER)
    async with asyncio.timeout(10):  # far below the 30 s the closing side would wait
        assert await mine.close() is None
        assert await theirs.close() is None
    assert mine.session.termination is None
    assert theirs.session.termination is None


def read_together_up_to(channel, marker: bytes, *, first: int) -> None:
    """From the `first`th chunk delivered to `channel`, hold them until one holds `marker`.

    Then they are handed over as one, as one TCP read would hold them: the layers above
    handle them in one go, whatever the sender's writes were.
    """
    deliver = channel.deliver
    held: list[bytes] = []
    seen = 0

    def delivered(chunk: bytes) -> None:
        nonlocal seen
        seen += 1
        if seen < first or (not held and seen > first):
            deliver(chunk)
            return
        held.append(chunk)
        if marker in chunk:
            deliver(b"".join(held))
            held.clear()

    channel.deliver = delivered


@pytest.mark.parametrize("reads", ["as the writes fell", "in one read"])
async def test_a_close_right_behind_the_lock_is_honest_and_the_ticket_still_arrives(reads):
    # The initiator closes the moment it is locked: its final ACK reaches the responder
    # right behind the LOCK (in one read, or the next), before the responder's driver has
    # sent the TICKET the LOCK earned. The responder answers the close at once, and
    # nothing may follow that answer (spec 12.16): the TICKET must go ahead of it, not
    # after it (which the initiator takes for a forgery, `integrity_failure`), and not
    # never (a lost ticket: the next session would need a full handshake).
    p = pair()
    traveller, airline = sessions()
    if reads == "in one read":  # after the HELLO: the LOCK and the final ACK in one read
        read_together_up_to(airline.channel, b'"snl-ack"', first=2)
    async with asyncio.timeout(10):
        responding = asyncio.create_task(respond(airline, p.responder))
        mine = await initiate(traveller, p.initiator)  # locked once its LOCK is sent
        assert await mine.close() is None
        theirs = await responding
        assert await theirs.close() is None
        late = [event async for event in mine]  # what came during the close: the TICKET
    assert [type(event) for event in late if isinstance(event, TicketReceived)] == [TicketReceived]
    assert mine.session.termination is None
    assert theirs.session.termination is None
    assert len(p.cache) == 1  # the next session can resume


@pytest.mark.parametrize("closer", ["initiator", "responder", "both"])
@pytest.mark.parametrize("handshake", ["full", "resumed", "resumed with a first flight"])
async def test_a_session_closed_the_moment_it_locks_ends_clean_either_way(closer, handshake):
    # The class of the case above: whoever closes first, at once, after a full or a
    # resumed handshake (with a first flight in the HELLO or not), both sides end clean
    # and the initiator holds a ticket for the next session.
    if handshake == "full":
        p = pair()
        traveller, airline = sessions()
    else:
        p, traveller, airline = await resumable()
    early = (Performative.QUERY, BOOK) if handshake == "resumed with a first flight" else None
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator, early=early), respond(airline, p.responder)
        )
        assert mine.locked.resumed is (handshake != "full")
        if closer == "initiator":
            await mine.close()
            await theirs.close()
        elif closer == "responder":
            await theirs.close()
            await mine.close()
        else:
            await asyncio.gather(mine.close(), theirs.close())
        for side in (mine, theirs):
            [event async for event in side]  # what came during the close, a TICKET too
    assert mine.session.termination is None
    assert theirs.session.termination is None
    assert len(p.cache) == 1


def last_frame_a_read_later(channel, after: int) -> None:
    """From the `after`th chunk delivered to `channel` on, its last frame comes a read later
    (and the stream's end after it)."""
    deliver = channel.deliver
    loop = asyncio.get_running_loop()
    seen = 0

    def delivered(chunk: bytes) -> None:
        nonlocal seen
        seen += 1
        frames, at = [], 0
        while at < len(chunk):
            end = at + 5 + int.from_bytes(chunk[at + 1 : at + 5], "big")
            frames.append(chunk[at:end])
            at = end
        if seen < after or len(frames) < 2:
            deliver(chunk)
            return
        deliver(b"".join(frames[:-1]))
        loop.call_later(0.05, deliver, frames[-1])

    end = channel.deliver_end
    channel.deliver = delivered
    channel.deliver_end = lambda: loop.call_later(0.1, end)  # the end stays behind them


@pytest.mark.parametrize("reads", ["in one read", "the final ACK a read later"])
async def test_a_responder_that_closes_right_behind_its_select_is_answered_after_the_lock(reads):
    # The mirror case, from a responder that says its final ACK right behind its SELECT
    # (in one write): the initiator's LOCK must still go ahead of its answering final
    # ACK; after its own final ACK the responder sends nothing (the TICKET the LOCK would
    # earn is not sent, whether the answer came with the LOCK or a read after it).
    p = pair()
    traveller, airline = sessions()
    send = airline.channel.send
    writes = 0

    async def select_then_close(data: bytes) -> None:
        nonlocal writes
        writes += 1
        if writes == 1:  # the SELECT
            airline.endpoint.guard.goodbye(time.time())
            data += airline.endpoint.data_to_send()
        await send(data)

    airline.channel.send = select_then_close
    if reads == "the final ACK a read later":
        last_frame_a_read_later(airline.channel, after=2)  # the HELLO is the first
    async with asyncio.timeout(10):
        responding = asyncio.create_task(respond(airline, p.responder))
        mine = await initiate(traveller, p.initiator)
        theirs = await responding
        assert await mine.close() is None
        assert await theirs.close() is None
        [event async for event in mine]
    assert traveller.termination is None
    assert airline.termination is None


async def test_a_session_ended_by_a_timer_or_a_notice_ends_its_events_without_the_peer():
    # The traveller's REQUEST is never acknowledged (a relay drops all the airline sends):
    # its ack_timeout ends the session, and its notice reaches the airline, which reads it
    # in order (nothing of the traveller's was lost: no gap) and ends the session too,
    # before its own ack_timeout. Each side ends its stream only once its application has
    # seen the end of its events: neither may wait for the other's end of stream for it.
    traveller, airline = sessions()
    p = pair()
    quick, slow = (SemanticConfig(ack_delay=0.05, ack_timeout=t) for t in (0.5, 30.0))
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator, config=quick),
            respond(airline, p.responder, config=slow),  # its own ack_timeout never fires first
        )

    async def events(locked: LockedSession) -> list[str]:
        ended = []
        while (event := await locked.next_event()) is not None:
            if isinstance(event, SessionTerminated):
                ended.append(str(event.code))
        return ended

    reading = [asyncio.create_task(events(mine)), asyncio.create_task(events(theirs))]
    await asyncio.sleep(0.3)  # the handshake's ACKs and the ticket have gone both ways

    async def dropped(_data: bytes) -> None:
        return None

    airline.channel.send = dropped  # type: ignore[method-assign]
    airline.channel.send_nowait = lambda _data: None  # (and its ACKs from the read)
    await mine.send(Performative.REQUEST, BOOK)
    async with asyncio.timeout(3):  # 0.5 s for the traveller's ack_timeout, then at once
        ended = await asyncio.gather(*reading)
    assert ended == [["ack_timeout"], ["ack_timeout"]]
    assert traveller.ended.is_set()
    assert airline.ended.is_set()
    await closed(mine, theirs)


@pytest.mark.parametrize("queue", ["room", "full"])
async def test_a_timer_that_ends_the_session_ends_it_even_while_nobody_reads(queue):
    # Nobody reads the traveller's events: its session ends all the same once its
    # ack_timeout has fired (`ended`), and its timer is not left firing over and over;
    # also when its event queue is at its bound (the timer's events then go past it).
    traveller, airline = sessions()
    p = pair()
    config = SemanticConfig(ack_delay=0.05, ack_timeout=0.5)
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, p.initiator, config=config),
            respond(airline, p.responder, config=config),
        )
    await asyncio.sleep(0.3)

    async def dropped(_data: bytes) -> None:
        return None

    airline.channel.send = dropped  # type: ignore[method-assign]
    airline.channel.send_nowait = lambda _data: None
    fired = 0
    timer_fired = traveller._timer_fired

    def counted() -> None:
        nonlocal fired
        fired += 1
        timer_fired()

    traveller._timer_fired = counted  # type: ignore[method-assign]
    if queue == "full":
        traveller._max_pending = traveller._events.qsize()  # no room for one more
    await mine.send(Performative.REQUEST, BOOK)
    async with asyncio.timeout(3):
        await traveller.ended.wait()
    assert traveller.endpoint.closed
    await asyncio.sleep(0.2)
    assert fired < 10, f"the timer of a closed session fired {fired} times"
    await closed(mine, theirs)


@contextlib.contextmanager
def cycle_collector_off():
    """Only reference counting frees objects inside: what a cycle holds stays."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("resumed", [False, True])
async def test_an_ended_session_is_freed_by_reference_counting_alone(resumed):
    # Every locked session that ends was once a cycle (its endpoint held the L9 session
    # through the inspector, and the guard held the endpoint): freed only by the cyclic
    # collector, whose passes over ~70 objects per session cost a server more than 10% of
    # its handshake rate. The way back from the endpoint is weak now.
    p = pair(label="full")
    if resumed:
        await with_ticket(p)
        p = pair(label="resumed", issuer=p.issuer, cache=p.cache)
    with cycle_collector_off():
        mine, theirs = await lock(p)
        assert mine.locked.resumed is resumed
        await mine.send(Performative.INFORM, OFFER)
        assert len(await messages(theirs, 1)) == 1
        async with asyncio.timeout(10):
            await asyncio.gather(mine.close(), theirs.close())
        parts = [
            weakref.ref(part)
            for side in (mine, theirs)
            for part in (side.semantic, side.session.endpoint, side.session.endpoint.guard)
        ]
        del mine, theirs, p
        await asyncio.sleep(0)  # the sessions' own tasks, done, let go of them
        alive = [type(ref()).__name__ for ref in parts if ref() is not None]
        assert alive == []


async def _locked_and_dropped(traveller, airline, p) -> Envelope:
    """Lock, exchange one message, and let the locked sessions go; the message received."""
    mine, theirs = await asyncio.gather(
        initiate(traveller, p.initiator), respond(airline, p.responder)
    )
    await mine.send(Performative.INFORM, OFFER)
    [received] = await messages(theirs, 1)
    return received.envelope


async def test_an_l8_session_whose_semantic_session_is_gone_still_closes_cleanly():
    # The endpoint reaches its semantic session weakly: once a program drops the locked
    # session and keeps the L8 one, content is refused (`session_closed`), but the peer's
    # ACKs and final ACK still reach the guard, so the close is as clean as before.
    traveller, airline = sessions()
    envelope = await _locked_and_dropped(traveller, airline, pair())
    gc.collect()
    refusal = airline.endpoint.inspector(envelope)
    assert isinstance(refusal, SessionError)
    assert refusal.code == ErrorCode.SESSION_CLOSED
    async with asyncio.timeout(10):  # below the peer_wait a missing final ACK would take
        ended = await asyncio.gather(traveller.close(peer_wait=8), airline.close(peer_wait=8))
    assert ended == [None, None]


async def test_a_ticket_after_the_lock_is_taken_though_the_initiator_dropped_its_session():
    # `initiate` returns on the initiator's LOCK; the responder's TICKET comes after it.
    # A program that dropped the locked session at once still reads it from the L8
    # session as before (its table decides), not a `session_closed` violation.
    p = pair()
    traveller, airline = sessions()
    server = asyncio.create_task(respond(airline, p.responder))
    await initiate(traveller, p.initiator)  # the locked session, dropped
    gc.collect()
    theirs = await server
    async with asyncio.timeout(10):
        assert await asyncio.gather(traveller.close(peer_wait=8), theirs.close()) == [None, None]
    events = []
    while (event := traveller.next_event_nowait()) is not None:
        events.append(event)
    assert not [e for e in events if isinstance(e, ProtocolViolation)]
    assert [e.envelope.content["snl"] for e in events if isinstance(e, MessageReceived)] == [
        "TICKET"
    ]


async def test_a_session_at_the_sequence_limit_ends_with_its_code_on_both_sides():
    # seq travels as 8 bytes: message 2^64 could not be sealed nor checked, and both
    # raised struct.error (the sender's send; the receiver's reading task).
    config = SemanticConfig(ack_delay=60.0, ack_timeout=None)  # no ACK crosses the test
    traveller, airline = await lock(pair(), config=config)
    async with asyncio.timeout(5):
        while not isinstance(await traveller.next_event(), TicketReceived):
            pass  # the TICKET was the last frame in flight
    mine, theirs = traveller.session.endpoint.guard, airline.session.endpoint.guard
    assert mine.sent == theirs.received
    mine.sent = mine.acknowledged = theirs.received = 2**64 - 1  # one number left
    last = await traveller.send(Performative.INFORM, OFFER)
    [arrived] = await messages(airline, 1)
    assert arrived.envelope.id == last.id
    with pytest.raises(LocalProtocolError) as refused:
        await traveller.send(Performative.INFORM, OFFER)
    assert refused.value.code == SNLErrorCode.SEQUENCE_EXHAUSTED
    # A peer that went on numbering anyway (numbers start again): the receiver ends it.
    mine.sent = 0
    await traveller.send(Performative.INFORM, OFFER)
    for locked in (airline, traveller):  # the airline's fault; the traveller reads its notice
        async with asyncio.timeout(5):
            while not isinstance(event := await locked.next_event(), SessionTerminated):
                assert event is not None, "the session ended without saying why"
        assert event.code == SNLErrorCode.SEQUENCE_EXHAUSTED
    await closed(traveller, airline)
