"""An answer as acknowledgement (spec 12.16, extension `snl.reply-acks`).

A side that answers the last message it read owes no ACK for it: the peer,
which authenticates in order, takes an authenticated answer to its last message
that wants an ACK as the acknowledgement of that one and of every one before. An
isolated request and its answer then cost three messages (the request, the
answer, the initiator's ACK of the answer), not four.

Held here two ways: the guard's rule case by case, and two guards over a
simulated link for any script of messages, answers and waits (honest: nothing
ever times out and everything is settled; one message dropped: some side
always finds it). Two agents over real sockets, through a recording relay:
tests/adversarial/test_reply_acks_relay.py.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from l9_helpers import TRAVEL_20, TRAVEL_21, pair, support
from test_integrity import Outbox, message, sent
from test_l9_driver import BOOK, OFFER, closed, lock, read_together_up_to, sessions

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.agent_offer import offered_extensions
from ioa.config.models import SemanticSection
from l8_comm import Endpoint, Envelope, MessageReceived, Performative, SessionTerminated
from l8_comm.config import EndpointConfig
from l8_comm.guard import FrameGuardError
from l9_snl.aio import initiate, respond
from l9_snl.handshake import PROTOCOL_NAME, TicketReceived, snl_registry
from l9_snl.identity import AgentIdentity
from l9_snl.integrity import ACK_PROTOCOL_NAME, REPLY_ACKS_EXTENSION, SessionGuard
from l9_snl.session import SemanticConfig

ACK_DELAY, ACK_TIMEOUT = 1.0, 10.0
OWN_PROTOCOLS = frozenset({ACK_PROTOCOL_NAME, PROTOCOL_NAME})  # as the L9 driver gives them
TS = "2026-11-30T09:00:00.000Z"


def read(guard: SessionGuard, payload: bytes, now: float) -> Envelope:
    """Open and decode a payload as the endpoint does (an ACK then goes to the inspector)."""
    guard.open(payload, now)
    envelope = Envelope.from_checked_wire(orjson.loads(payload))
    guard.decoded(envelope)
    if envelope.protocol == ACK_PROTOCOL_NAME:
        assert guard.on_ack(envelope) is None
    return envelope


def answer(to: dict | Envelope, n: int = 100) -> dict:
    """A message of ours answering `to`."""
    ident = to["id"] if isinstance(to, dict) else to.id
    return {**message(n), "performative": "INFORM", "in_reply_to": ident}


def responder(*, agreed: bool = True) -> tuple[SessionGuard, SessionGuard, Outbox]:
    """The peer's sending guard, and ours (reading it, and sending): `snl.reply-acks` or not."""
    peer = SessionGuard(Outbox(), ack_delay=ACK_DELAY, ack_timeout=ACK_TIMEOUT)  # type: ignore[arg-type]
    outbox = Outbox()
    me = SessionGuard(
        outbox,  # type: ignore[arg-type]
        ack_delay=ACK_DELAY,
        ack_timeout=ACK_TIMEOUT,
        own_protocols=OWN_PROTOCOLS,
    )
    peer.activate_send(b"p" * 32)
    me.activate_receive(b"p" * 32)
    me.activate_send(b"m" * 32)
    me.reply_acks = agreed
    return peer, me, outbox


def test_an_answer_to_the_last_message_read_is_its_acknowledgement():
    peer, me, outbox = responder()
    request = message(0)
    read(me, sent(peer, request, 5.0), 5.0)
    assert me.next_deadline() == 5.0 + ACK_DELAY  # an ACK owed
    sent(me, answer(request), 5.2)
    assert me.handle_timer(5.0 + ACK_DELAY) is None
    assert outbox.sent == []  # no ACK: the answer was it
    # What is still waited for is the peer's acknowledgement of the answer.
    assert me.next_deadline() == 5.2 + ACK_TIMEOUT
    # The final ACK still counts every message read.
    me.goodbye(6.0)
    assert outbox.sent[-1][1] == {"snl": "ACK", "received": 1, "final": True}


@pytest.mark.parametrize(
    "case",
    [
        "not agreed",
        "an earlier message answered",
        "a message opened since, not yet read",
        "a message read since",
        "a message of l9's own answered",
    ],
)
def test_the_ack_still_goes_unless_the_answer_covers_everything_read(case):
    peer, me, outbox = responder(agreed=case != "not agreed")
    first, second = message(0), message(1)
    read(me, sent(peer, first, 5.0), 5.0)
    if case == "a message opened since, not yet read":
        me.open(sent(peer, second, 5.1), 5.1)  # its inspection has not run yet
    if case in ("an earlier message answered", "a message read since"):
        read(me, sent(peer, second, 5.1), 5.1)
    reply = answer(first)
    if case == "a message of l9's own answered":  # an ACK, a TICKET: no answer of the peer's
        reply["protocol"] = ACK_PROTOCOL_NAME
    if case != "a message read since":
        sent(me, reply, 5.2)
    else:
        sent(me, answer(first), 5.2)  # the first answered, the second not
    assert me.handle_timer(5.0 + ACK_DELAY) is None
    [(_, content, _)] = outbox.sent
    assert content == {"snl": "ACK", "received": me.received}


def test_a_peer_ack_read_in_between_changes_nothing():
    # ACKs are not owed an ACK: one read between the request and the answer leaves the
    # answer the acknowledgement of everything.
    peer, me, outbox = responder()
    peer.activate_receive(b"m" * 32)
    sent(me, message(50), 4.0)  # something of ours the peer then acknowledges
    request = message(0)
    read(me, sent(peer, request, 5.0), 5.0)
    peer_ack = {
        "protocol": ACK_PROTOCOL_NAME,
        "id": "b" * 22,
        "ts": TS,
        "from": "traveller",
        "to": ["airline"],
        "performative": "INFORM",
        "conversation_id": "b" * 22,
        "content": {"snl": "ACK", "received": 1},
    }
    read(me, sent(peer, peer_ack, 5.1), 5.1)
    sent(me, answer(request), 5.2)
    assert me.handle_timer(5.0 + ACK_DELAY) is None
    assert outbox.sent == []


def test_each_answer_in_turn_is_the_acknowledgement_of_what_it_answers():
    peer, me, outbox = responder()
    for n, at in enumerate((5.0, 7.0, 9.0)):
        request = message(n)
        read(me, sent(peer, request, at), at)
        sent(me, answer(request, 100 + n), at + 0.1)
        assert me.handle_timer(at + ACK_DELAY) is None
    assert outbox.sent == []


def test_an_answer_to_the_last_of_several_messages_read_acknowledges_them_all():
    peer, me, outbox = responder()
    messages = [message(n) for n in range(3)]
    for n, wire in enumerate(messages):
        read(me, sent(peer, wire, 5.0 + n * 0.1), 5.0 + n * 0.1)
    sent(me, answer(messages[-1]), 5.3)
    assert me.handle_timer(5.0 + ACK_DELAY) is None
    assert outbox.sent == []


def test_after_an_ack_went_a_message_read_since_keeps_its_own_owed():
    # An ACK resets what is owed; a message read after it (one L8 then drops, say: it
    # crossed a conversation this side ended) is owed its ACK whatever answers the first.
    peer, me, outbox = responder()
    first = message(0)
    read(me, sent(peer, first, 5.0), 5.0)
    assert me.handle_timer(5.0 + ACK_DELAY) is None  # the first's ACK goes
    assert len(outbox.sent) == 1
    read(me, sent(peer, message(1), 6.5), 6.5)
    sent(me, answer(first), 7.0)  # a slow answer to the first
    assert me.next_deadline() == 6.5 + ACK_DELAY  # the second's ACK is still owed
    assert me.handle_timer(6.5 + ACK_DELAY) is None
    assert outbox.sent[-1][1] == {"snl": "ACK", "received": 2}


def test_an_answer_to_a_ticket_acknowledges_nothing():
    peer, me, outbox = responder()
    read(me, sent(peer, message(0), 5.0), 5.0)
    ticket = {**message(1), "protocol": PROTOCOL_NAME}  # L9's own (a TICKET): wants no ACK
    read(me, sent(peer, ticket, 5.1), 5.1)
    sent(me, answer(ticket), 5.2)
    assert me.handle_timer(5.0 + ACK_DELAY) is None
    assert outbox.sent[-1][1] == {"snl": "ACK", "received": 2}


def test_after_its_final_ack_a_side_notes_nothing_to_answer():
    peer, me, outbox = responder()
    me.goodbye(4.0)
    read(me, sent(peer, message(0), 5.0), 5.0)  # the peer's last message, before its answer
    assert me.next_deadline() is None
    assert [c for _, c, _ in outbox.sent] == [{"snl": "ACK", "received": 0, "final": True}]


# -- two guards over a link, any script --------------------------------------------------------


@dataclass
class Side:
    """One agent's guard over the simulated link, and what it read and sent."""

    name: str
    guard: SessionGuard
    outbox: Outbox
    read: list[Envelope] = field(default_factory=list)  # data messages read, last last
    sent_acks: int = 0
    failure: str | None = None
    count: int = 0


class Link:
    """Two guards, each message delivered at once and in order, unless dropped."""

    def __init__(self, *, agreed: bool, drop: int | None = None) -> None:
        self.sides = {}
        for name, send, receive in (("a", b"a" * 32, b"b" * 32), ("b", b"b" * 32, b"a" * 32)):
            outbox = Outbox()
            guard = SessionGuard(outbox, ack_delay=ACK_DELAY, ack_timeout=ACK_TIMEOUT)  # type: ignore[arg-type]
            guard.activate_send(send)
            guard.activate_receive(receive)
            guard.reply_acks = agreed
            self.sides[name] = Side(name, guard, outbox)
        self.drop = drop  # the number of the data message a relay drops (either side's)
        self.data_sent = 0
        self.dropped = False

    def other(self, side: Side) -> Side:
        return self.sides["b" if side.name == "a" else "a"]

    def send(self, side: Side, wire: dict, now: float) -> None:
        if side.failure is not None:
            return
        payload = sent(side.guard, wire, now)
        if wire["protocol"] != ACK_PROTOCOL_NAME:
            self.data_sent += 1
            if self.data_sent == self.drop:
                self.dropped = True
                return
        self.deliver(self.other(side), payload, now)

    def deliver(self, side: Side, payload: bytes, now: float) -> None:
        if side.failure is not None:
            return
        try:
            side.guard.open(payload, now)
        except FrameGuardError as error:
            side.failure = str(error.code)
            return
        envelope = Envelope.from_checked_wire(orjson.loads(payload))
        side.guard.decoded(envelope)
        if envelope.protocol == ACK_PROTOCOL_NAME:
            error = side.guard.on_ack(envelope)
            if error is not None:
                side.failure = str(error.code)
        else:
            side.read.append(envelope)
        self.flush(side, now)

    def flush(self, side: Side, now: float) -> None:
        """Seal and deliver the ACKs the guard asked its endpoint to send."""
        while side.sent_acks < len(side.outbox.sent):
            _, content, options = side.outbox.sent[side.sent_acks]
            side.sent_acks += 1
            wire = {
                "protocol": options["protocol"],
                "id": options["message_id"],
                "ts": TS,
                "from": side.name,
                "to": [self.other(side).name],
                "performative": "INFORM",
                "conversation_id": options["conversation_id"],
                "content": content,
            }
            self.send(side, wire, now)

    def request(self, side: Side, now: float) -> None:
        side.count += 1
        wire = {**message(side.count), "id": f"{side.name}{side.count:021d}"}
        self.send(side, wire, now)

    def answer(self, side: Side, now: float, back: int = 0) -> None:
        """Answer the message read `back` messages before the last (0: the last)."""
        if side.read:
            side.count += 1
            to = side.read[max(0, len(side.read) - 1 - back)]
            wire = {**answer(to), "id": f"{side.name}{side.count:021d}"}
            self.send(side, wire, now)

    def tick(self, now: float) -> None:
        for side in self.sides.values():
            if side.failure is None:
                error = side.guard.handle_timer(now)
                if error is not None:
                    side.failure = str(error.code)
                self.flush(side, now)

    def run(self, script: list[tuple[str, str, float]]) -> float:
        """Play `script`, then let the timers run well past `ack_timeout`."""
        now = 0.0
        for action, who, wait in script:
            side = self.sides[who]
            if action == "request":
                self.request(side, now)
            elif action.startswith("answer"):
                self.answer(side, now, back=action.count("earlier"))
            target = now + wait
            while now < target:  # the timers as a loop would run them
                now = min(target, now + 0.25)
                self.tick(now)
        end = now + 3 * ACK_TIMEOUT
        while now < end:
            now += 0.25
            self.tick(now)
        return now

    @property
    def acks(self) -> int:
        return sum(side.sent_acks for side in self.sides.values())


SCRIPTS = st.lists(
    st.tuples(
        st.sampled_from(["request", "answer", "answer an earlier", "wait"]),
        st.sampled_from(["a", "b"]),
        st.sampled_from([0.0, 0.1, 0.5, 0.9, 1.0, 1.5, 3.0]),
    ),
    min_size=1,
    max_size=25,
)


@settings(max_examples=300, deadline=None)
@given(script=SCRIPTS)
def test_over_an_honest_link_nothing_times_out_and_everything_settles(script):
    link = Link(agreed=True)
    link.run(script)
    for side in link.sides.values():
        assert side.failure is None, (side.name, side.failure)
        assert side.guard.settled, side.name
        assert side.guard.next_deadline() is None  # no ACK owed, nothing waited for
    # And never more acknowledgements than without the extension.
    without = Link(agreed=False)
    without.run(script)
    assert link.acks <= without.acks


@settings(max_examples=300, deadline=None)
@given(script=SCRIPTS, drop=st.integers(min_value=1, max_value=10))
def test_a_dropped_message_is_always_found(script, drop):
    link = Link(agreed=True, drop=drop)
    link.run(script)
    if link.dropped:
        found = {side.failure for side in link.sides.values()} - {None}
        assert found, "a dropped message went unnoticed"
        assert found <= {"ack_timeout", "integrity_failure"}


# -- two L8 endpoints: answers L8 itself drops ----------------------------------------------------


def _endpoint(name: str, peer: str, keys: tuple[bytes, bytes], **config: float) -> Endpoint:
    """An L8 endpoint guarded as the L9 driver guards it (ACKs to the guard, silently)."""
    endpoint = Endpoint(
        name, peer_id=peer, registry=snl_registry(), config=EndpointConfig(**config)
    )
    guard = SessionGuard(
        endpoint, ack_delay=ACK_DELAY, ack_timeout=30.0, own_protocols=OWN_PROTOCOLS
    )
    endpoint.guard = guard
    endpoint.silent_protocols = frozenset({ACK_PROTOCOL_NAME})
    endpoint.inspector = lambda e: guard.on_ack(e) if e.protocol == ACK_PROTOCOL_NAME else None
    guard.activate_send(keys[0])
    guard.activate_receive(keys[1])
    guard.reply_acks = True
    return endpoint


def _ended(events: list) -> list[str]:
    return [str(e.code) for e in events if isinstance(e, SessionTerminated)]


def test_an_answer_that_crosses_a_timed_out_conversation_still_settles_the_request():
    # The requester gave up on its conversation (0.5 s) before the answer came; L8 drops the
    # answer as a crossing, unanswered. The responder, having answered, sent no ACK: the
    # answer alone tells the requester its request arrived.
    alice = _endpoint("alice", "bob", (b"a" * 32, b"b" * 32), conversation_timeout=0.5)
    bob = _endpoint("bob", "alice", (b"b" * 32, b"a" * 32))
    alice.send(Performative.REQUEST, {"x": 1}, protocol="request-reply", now=0.0)
    events = {"alice": [], "bob": bob.receive_data(alice.data_to_send(), 0.1)}
    [request] = [e.envelope for e in events["bob"] if isinstance(e, MessageReceived)]
    bob.reply(request, Performative.INFORM, {"y": 1}, now=0.3)  # within ack_delay
    events["alice"] += alice.receive_data(bob.data_to_send(), 0.7)  # after alice's timeout
    assert not [e for e in events["alice"] if isinstance(e, MessageReceived)]  # dropped
    now = 0.7
    while now < 60.0:
        now += 0.25
        for endpoint, other in ((alice, bob), (bob, alice)):
            events[endpoint.local_id] += endpoint.handle_timer(now)
            data = endpoint.data_to_send()
            if data:
                events[other.local_id] += other.receive_data(data, now)
    assert _ended(events["alice"]) == []
    assert _ended(events["bob"]) == []
    assert alice.guard.settled
    assert bob.guard.settled


async def test_an_answer_read_before_the_initiators_lock_event_still_settles_its_first_flight():
    # A resumed first flight, answered by the responder after it locked; the initiator reads
    # the answer in the same read as the resumed SELECT, before its driver takes the lock:
    # the first flight is settled all the same (no ACK comes for it).
    quick = SemanticConfig(ack_delay=0.2, ack_timeout=2.0)
    offer = support(TRAVEL_20, TRAVEL_21, extensions=frozenset({REPLY_ACKS_EXTENSION}))
    first = pair(offer, offer, label="full")
    traveller, airline = await lock(first, config=quick)
    async with asyncio.timeout(5):
        while not isinstance(await traveller.next_event(), TicketReceived):
            pass
    await closed(traveller, airline)
    resumed = pair(offer, offer, label="resumed", issuer=first.issuer, cache=first.cache)
    traveller, airline = sessions()
    read_together_up_to(traveller.channel, b"ANSWER-MARK", first=1)
    async with asyncio.timeout(10):
        responding = asyncio.create_task(respond(airline, resumed.responder, config=quick))
        initiating = asyncio.create_task(
            initiate(traveller, resumed.initiator, early=(Performative.QUERY, BOOK), config=quick)
        )
        theirs = await responding
        assert theirs.semantic.integrity.reply_acks
        while True:
            event = await theirs.next_event()
            if isinstance(event, MessageReceived) and event.envelope.performative == "QUERY":
                break
        await theirs.reply(
            event.envelope, Performative.INFORM, {**OFFER, "offer_id": "ANSWER-MARK"}
        )
        mine = await initiating
    await asyncio.sleep(3 * quick.ack_timeout)  # nothing times out for want of an ACK
    assert mine.session.termination is None
    assert theirs.session.termination is None
    await closed(mine, theirs)


def test_an_agent_offers_the_extension_unless_its_config_says_not_to():
    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])
    assert REPLY_ACKS_EXTENSION in offered_extensions(agent)
    off = Agent(
        AgentIdentity.generate("airline"),
        contexts=[builtin("urn:contexts:travel:v2.1")],
        semantic=SemanticConfig(reply_acks=False),
    )
    assert REPLY_ACKS_EXTENSION not in offered_extensions(off)
    assert SemanticSection().reply_acks  # an agent file's default
    assert not SemanticSection(reply_acks=False).reply_acks
