"""Every (state, performative, sender) triple of every protocol table, tried for real."""

from __future__ import annotations

from collections import deque

import pytest
from conftest import T0, counter_rng, frame
from helpers import events_for, received, violations
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from l8_comm import (
    DEFAULT_REGISTRY,
    EndpointConfig,
    ErrorCode,
    InteractionProtocol,
    LocalProtocolError,
    MemoryNetwork,
    Role,
    make_protocol,
    new_id,
)
from l8_comm.protocols import START

PROTOCOLS = [p for p in DEFAULT_REGISTRY.protocols() if p.name != "notice"]
PERFORMATIVES = sorted(DEFAULT_REGISTRY.performative_names)
CONTENT = {"topic": "t", "code": "test_code"}  # valid for SUBSCRIBE, PUBLISH, NOT_UNDERSTOOD


def path_to(protocol: InteractionProtocol, target: str) -> list[tuple[str, Role]]:
    """The shortest list of (performative, sender role) steps from START to `target`."""
    queue: deque[tuple[str, list[tuple[str, Role]]]] = deque([(START, [])])
    seen = {START}
    while queue:
        state, steps = queue.popleft()
        if state == target:
            return steps
        for (src, performative, role), dst in sorted(protocol.transitions.items()):
            if src == state and dst not in seen and performative != "NOT_UNDERSTOOD":
                seen.add(dst)
                queue.append((dst, [*steps, (performative, role)]))
    msg = f"{target} unreachable in {protocol.name}"
    raise AssertionError(msg)


def cases():
    for protocol in PROTOCOLS:
        states = sorted(protocol.states - protocol.final_states)
        for state in states:
            roles = [Role.INITIATOR] if state == START else list(Role)
            for performative in PERFORMATIVES:
                for role in roles:
                    yield pytest.param(
                        protocol,
                        state,
                        performative,
                        role,
                        id=f"{protocol.name}:{state}:{performative}:{role}",
                    )


def setup(protocol: InteractionProtocol, state: str):
    network = MemoryNetwork(rng=counter_rng(), now=T0)
    alice, bob = network.link("alice", "bob")
    sides = {Role.INITIATOR: alice, Role.RESPONDER: bob}
    control = alice.request("bob", {"control": True})  # must survive whatever happens
    network.pump()
    conversation_id = new_id()
    for performative, role in path_to(protocol, state):
        sides[role].send(
            performative, CONTENT, conversation_id=conversation_id, protocol=protocol.name
        )
        network.pump()
    return network, sides, conversation_id, control


@pytest.mark.parametrize(("protocol", "state", "performative", "role"), list(cases()))
def test_every_triple_of_every_table(protocol, state, performative, role):
    network, sides, conversation_id, control = setup(protocol, state)
    sender, receiver = sides[role], sides[role.other]
    if state != START:
        assert sender.conversation(conversation_id).state == state
    expected = protocol.next_state(state, performative, role)
    if expected is not None:
        sender.send(performative, CONTENT, conversation_id=conversation_id, protocol=protocol.name)
        events = events_for(network.pump(), receiver.local_id)
        assert not violations(events)
        [message] = received(events)
        assert message.performative == performative
        final = expected in protocol.final_states
        for side in (sender, receiver):
            info = side.conversation(conversation_id)
            if final:
                assert info is None
                assert side.ended_state(conversation_id) == expected
            else:
                assert info is not None
                assert info.state == expected
    else:
        with pytest.raises(LocalProtocolError) as caught:
            sender.send(
                performative, CONTENT, conversation_id=conversation_id, protocol=protocol.name
            )
        assert sender.bytes_to_send == 0
        wanted = ErrorCode.UNKNOWN_CONVERSATION if state == START else ErrorCode.ILLEGAL_TRANSITION
        assert caught.value.code is wanted
        # The same step forged onto the wire is answered with NOT_UNDERSTOOD...
        forged = {
            "protocol": protocol.name,
            "id": new_id(),
            "ts": "2026-11-18T11:06:40.000Z",
            "from": sender.local_id,
            "to": [receiver.local_id],
            "performative": performative,
            "conversation_id": conversation_id,
            "content": CONTENT,
        }
        events = receiver.receive_data(frame(forged))
        if performative == "NOT_UNDERSTOOD":
            # ...except a NOT_UNDERSTOOD, which is never answered.
            assert not violations(events)
            assert receiver.bytes_to_send == 0
        else:
            [violation] = violations(events)
            assert violation.code is wanted
            assert violation.answered
            # ...which ends the conversation on both sides: the receiver at once,
            # the sender when the answer arrives.
            sender_events = sender.receive_data(receiver.data_to_send())
            assert not violations(sender_events)
            for side in (sender, receiver):
                assert side.conversation(conversation_id) is None
    # Whatever happened, the unrelated conversation is intact on both sides.
    for side in sides.values():
        assert side.conversation(control.conversation_id).state == "requested"


# ---------------------------------------------------------------- stateful model


class TwoEndpoints(RuleBasedStateMachine):
    """Random legal and illegal steps by both sides, checked against the tables as a model."""

    def __init__(self) -> None:
        super().__init__()
        # A large error budget: the garbage rule may fire many times per run.
        config = EndpointConfig(error_budget=100_000)
        self.network = MemoryNetwork(rng=counter_rng("stateful"), now=T0, config=config)
        alice, bob = self.network.link("alice", "bob")
        self.sides = {"alice": alice, "bob": bob}
        # conversation id -> (protocol, state, initiator name, rounds)
        self.model: dict[str, tuple[InteractionProtocol, str, str, int]] = {}

    def _role(self, conversation_id: str, side: str) -> Role:
        return Role.INITIATOR if self.model[conversation_id][2] == side else Role.RESPONDER

    @rule(
        protocol=st.sampled_from(PROTOCOLS),
        side=st.sampled_from(["alice", "bob"]),
    )
    def open_conversation(self, protocol: InteractionProtocol, side: str) -> None:
        opener = min(protocol.openers)
        sent = self.sides[side].send(opener, CONTENT, protocol=protocol.name)
        state = protocol.next_state(START, opener, Role.INITIATOR)
        assert state is not None
        if state not in protocol.final_states:
            self.model[sent.conversation_id] = (protocol, state, side, 0)
        self._pump()

    @precondition(lambda self: bool(self.model))
    @rule(
        data=st.data(),
        performative=st.sampled_from(PERFORMATIVES),
        side=st.sampled_from(["alice", "bob"]),
    )
    def step(self, data: st.DataObject, performative: str, side: str) -> None:
        conversation_id = data.draw(st.sampled_from(sorted(self.model)))
        protocol, state, initiator, rounds = self.model[conversation_id]
        role = self._role(conversation_id, side)
        expected = protocol.next_state(state, performative, role)
        counted = performative in protocol.counted
        limit = self.sides[side].config.max_negotiation_rounds
        legal = expected is not None and not (counted and rounds >= limit)
        try:
            self.sides[side].send(
                performative, CONTENT, conversation_id=conversation_id, protocol=protocol.name
            )
        except LocalProtocolError:
            assert not legal, f"{performative} by {role} in {state} should be allowed"
            return
        assert legal, f"{performative} by {role} in {state} should be refused"
        assert expected is not None
        if expected in protocol.final_states:
            del self.model[conversation_id]
        else:
            self.model[conversation_id] = (protocol, expected, initiator, rounds + int(counted))
        self._pump()

    @rule(side=st.sampled_from(["alice", "bob"]), junk=st.binary(max_size=40))
    def garbage(self, side: str, junk: bytes) -> None:
        events = self.sides[side].receive_data(frame(junk))
        assert len(violations(events)) == 1
        self.sides[side].data_to_send()  # the notice concerns the session only

    def _pump(self) -> None:
        deliveries = self.network.pump()
        assert not violations([d.event for d in deliveries])

    @invariant()
    def both_sides_agree_with_the_model(self) -> None:
        for side, endpoint in self.sides.items():
            live = {c.id: c.state for c in endpoint.open_conversations()}
            assert live == {cid: entry[1] for cid, entry in self.model.items()}, side


TestTwoEndpoints = TwoEndpoints.TestCase


def test_table_validation_rejects_bad_tables():
    with pytest.raises(ValueError, match="opening"):
        make_protocol("empty", {("a", "INFORM", Role.INITIATOR): "b"}, frozenset({"b"}))
    with pytest.raises(ValueError, match="final"):
        make_protocol(
            "bad-final",
            {(START, "INFORM", Role.INITIATOR): "x", ("x", "INFORM", Role.RESPONDER): "y"},
            frozenset({"x", "y"}),
        )
    with pytest.raises(ValueError, match="back to"):
        make_protocol("loop", {(START, "INFORM", Role.INITIATOR): START}, frozenset())
    with pytest.raises(ValueError, match="name"):
        make_protocol("Bad Name", {(START, "INFORM", Role.INITIATOR): "x"}, frozenset({"x"}))


def test_not_understood_rows_cover_every_open_state():
    for protocol in PROTOCOLS:
        for state in protocol.states - protocol.final_states - {START}:
            for role in Role:
                assert protocol.next_state(state, "NOT_UNDERSTOOD", role) == "not_understood"
