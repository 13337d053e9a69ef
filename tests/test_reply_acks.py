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

from dataclasses import dataclass, field

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_integrity import Outbox, message, sent

from l8_comm import Envelope
from l8_comm.guard import FrameGuardError
from l9_snl.integrity import ACK_PROTOCOL_NAME, SessionGuard

ACK_DELAY, ACK_TIMEOUT = 1.0, 10.0
TS = "2026-11-30T09:00:00.000Z"


def read(guard: SessionGuard, payload: bytes, now: float) -> Envelope:
    """Open a payload as the endpoint does, and let the guard read the envelope."""
    guard.open(payload, now)
    envelope = Envelope.from_checked_wire(orjson.loads(payload))
    if envelope.protocol == ACK_PROTOCOL_NAME:
        assert guard.on_ack(envelope) is None
    else:
        guard.read(envelope)
    return envelope


def answer(to: dict | Envelope, n: int = 100) -> dict:
    """A message of ours answering `to`."""
    ident = to["id"] if isinstance(to, dict) else to.id
    return {**message(n), "performative": "INFORM", "in_reply_to": ident}


def responder(*, agreed: bool = True) -> tuple[SessionGuard, SessionGuard, Outbox]:
    """The peer's sending guard, and ours (reading it, and sending): `snl.reply-acks` or not."""
    peer = SessionGuard(Outbox(), ack_delay=ACK_DELAY, ack_timeout=ACK_TIMEOUT)  # type: ignore[arg-type]
    outbox = Outbox()
    me = SessionGuard(outbox, ack_delay=ACK_DELAY, ack_timeout=ACK_TIMEOUT)  # type: ignore[arg-type]
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
        if envelope.protocol == ACK_PROTOCOL_NAME:
            error = side.guard.on_ack(envelope)
            if error is not None:
                side.failure = str(error.code)
        else:
            side.guard.read(envelope)
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

    def answer(self, side: Side, now: float) -> None:
        if side.read:
            side.count += 1
            wire = {**answer(side.read[-1]), "id": f"{side.name}{side.count:021d}"}
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
            elif action == "answer":
                self.answer(side, now)
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
        st.sampled_from(["request", "answer", "wait"]),
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
