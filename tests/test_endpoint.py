import orjson
import pytest
from conftest import T0, frame, fresh_id, wire
from helpers import events_for, inject, of_type, outbound, received, violations

from l7_transport.framing import FrameDecoder
from l8_comm import (
    ConversationAborted,
    ConversationCompleted,
    ConversationTimedOut,
    Endpoint,
    EndpointConfig,
    EnvelopeError,
    ErrorCode,
    InteractionMode,
    Limits,
    LocalProtocolError,
    MemoryNetwork,
    MessageReceived,
    Performative,
    ProtocolViolation,
    SessionTerminated,
    SubContextRef,
    decode_envelope,
    encode_envelope,
    endpoint_pair,
)


def completed(events):
    return {e.conversation_id: e.state for e in of_type(events, ConversationCompleted)}


# --------------------------------------------------------------- request-reply


def test_request_agree_inform_completes_on_both_sides(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "bookFlight"})
    bob_events = events_for(network.pump(), "bob")
    assert received(bob_events) == [request]
    assert bob.conversation(request.conversation_id).state == "requested"
    bob.agree(request)
    bob.inform(request, {"booking_ref": "X1"})
    alice_events = events_for(network.pump(), "alice")
    assert [m.performative for m in received(alice_events)] == ["AGREE", "INFORM"]
    assert completed(alice_events) == {request.conversation_id: "done"}
    assert alice.conversation(request.conversation_id) is None
    assert bob.conversation(request.conversation_id) is None
    assert alice.ended_state(request.conversation_id) == "done"
    assert received(alice_events)[1].in_reply_to == request.id


@pytest.mark.parametrize(
    ("steps", "final"),
    [
        (["INFORM"], "done"),
        (["REFUSE"], "refused"),
        (["AGREE", "FAILURE"], "failed"),
    ],
)
def test_request_reply_endings(pair, steps, final):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    for step in steps:
        bob.reply(request, step, {"step": step})
    assert completed(events_for(network.pump(), "alice")) == {request.conversation_id: final}


def test_accept_with_no_propose_is_unknown_conversation(pair):
    _, _, bob = pair
    events = inject(bob, performative="ACCEPT", protocol="negotiation")
    [violation] = violations(events)
    assert violation.code is ErrorCode.UNKNOWN_CONVERSATION
    assert violation.answered
    [notice] = outbound(bob)
    assert notice.performative == "NOT_UNDERSTOOD"
    assert notice.content["code"] == "unknown_conversation"  # type: ignore[index]


def test_second_final_reply_is_conversation_closed(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    bob.inform(request, {"ok": True})
    network.pump()
    events = inject(
        alice,
        sender="bob",
        performative="INFORM",
        conversation_id=request.conversation_id,
        in_reply_to=request.id,
    )
    (violation,) = violations(events)
    assert violation.code is ErrorCode.CONVERSATION_CLOSED
    # The peer ended it with its own final reply: it should have known (no crossing).
    assert not violation.error.crossing
    assert violation.answered


def test_local_illegal_step_raises_and_sends_nothing(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    with pytest.raises(LocalProtocolError) as caught:
        bob.accept(request)
    assert caught.value.code is ErrorCode.ILLEGAL_TRANSITION
    with pytest.raises(LocalProtocolError) as caught:
        alice.send("INFORM", {"self": "answer"}, conversation_id=request.conversation_id)
    assert caught.value.code is ErrorCode.ILLEGAL_TRANSITION
    with pytest.raises(LocalProtocolError) as caught:
        alice.inform(request, {"to": "myself"})  # a reply to one's own message
    assert caught.value.code is ErrorCode.NOT_ADDRESSED
    assert bob.bytes_to_send == 0
    assert alice.bytes_to_send == 0
    assert bob.conversation(request.conversation_id).state == "requested"


def test_illegal_step_ends_only_its_own_conversation(pair):
    network, alice, bob = pair
    first = alice.request("bob", {"n": 1})
    second = alice.request("bob", {"n": 2})
    network.pump()
    events = inject(
        alice,
        sender="bob",
        performative="ACCEPT",
        protocol="request-reply",
        conversation_id=first.conversation_id,
    )
    assert violations(events)[0].code is ErrorCode.ILLEGAL_TRANSITION
    # Both sides end the conversation the bad step was in...
    assert alice.conversation(first.conversation_id) is None
    bob_events = events_for(network.pump(), "bob")
    assert completed(bob_events) == {first.conversation_id: "not_understood"}
    assert bob.conversation(first.conversation_id) is None
    # ...and the other one is untouched and still completes normally.
    bob.inform(second, {"n": 2})
    assert completed(events_for(network.pump(), "alice")) == {second.conversation_id: "done"}


def test_not_understood_is_never_answered(pair):
    network, alice, bob = pair
    events = inject(
        bob, performative="NOT_UNDERSTOOD", protocol="notice", content={"code": "x", "reason": "y"}
    )
    [message] = received(events)
    assert message.performative == "NOT_UNDERSTOOD"
    assert bob.bytes_to_send == 0
    assert not violations(events)
    # Even for a conversation nobody knows, or in a protocol that is not notice.
    events = inject(bob, performative="NOT_UNDERSTOOD", content={"code": "x"})
    assert len(received(events)) == 1
    assert bob.bytes_to_send == 0


def test_invalid_not_understood_is_reported_but_never_answered(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"n": 1})
    network.pump()
    for broken in (
        wire(performative="NOT_UNDERSTOOD", ts="bad", conversation_id=request.conversation_id),
        wire(performative="NOT_UNDERSTOOD", content=None) | {"content": None},
        wire(performative="NOT_UNDERSTOOD", content={"code": "Not A Code"}),
        wire(performative="NOT_UNDERSTOOD", content={"code": "x", "reason": 5}),
        wire(performative="NOT_UNDERSTOOD", sender="mallory"),
    ):
        events = bob.receive_data(frame(broken))
        [violation] = violations(events)
        assert violation.answered is False
        assert bob.bytes_to_send == 0
    # None of them touched the conversation they named.
    assert bob.conversation(request.conversation_id).state == "requested"


def test_refused_not_understood_changes_nothing(rng):
    alice = Endpoint("alice", rng=rng, now=T0)
    sent = alice.send("REQUEST", {}, to=["*"])
    forged = wire(
        performative="NOT_UNDERSTOOD",
        sender="bob",
        to=["alice"],
        protocol="request-reply",
        conversation_id=sent.conversation_id,
        content={"code": "x"},
        context={"id": "0" * 22, "parent": "1" * 22},
    )
    # A NOT_UNDERSTOOD with a context is accepted (its context is ignored)...
    events = alice.receive_data(frame(forged))
    assert completed(events) == {sent.conversation_id: "not_understood"}
    assert alice.peer_id == "bob"
    # ...and one refused by the session rules leaves no trace: not the peer,
    # not its id (it can be sent again and is judged afresh).
    other = Endpoint("alice", rng=rng, now=T0, peer_id="carol")
    stray = wire(performative="NOT_UNDERSTOOD", sender="bob", to=["alice"], content={"code": "x"})
    assert violations(other.receive_data(frame(stray)))[0].code is ErrorCode.SENDER_MISMATCH
    assert violations(other.receive_data(frame(stray)))[0].code is ErrorCode.SENDER_MISMATCH
    assert other.peer_id == "carol"


def test_duplicate_message_id_is_refused_but_keeps_the_conversation(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    events = bob.receive_data(frame(request.to_wire() | {"to": ["bob"]}))
    [violation] = violations(events)
    assert violation.code is ErrorCode.DUPLICATE_MESSAGE
    [notice] = outbound(bob)
    assert notice.protocol == "notice"
    assert bob.conversation(request.conversation_id).state == "requested"


def test_sender_must_be_the_session_peer(pair):
    _, _, bob = pair
    events = inject(bob, sender="mallory")
    assert violations(events)[0].code is ErrorCode.SENDER_MISMATCH


def test_message_must_be_addressed_to_this_agent(pair):
    _, _, bob = pair
    assert violations(inject(bob, to=["carol"]))[0].code is ErrorCode.NOT_ADDRESSED
    assert received(inject(bob, to=["*"]))


def test_peer_is_learned_from_the_first_valid_message(rng):
    endpoint = Endpoint("bob", rng=rng, now=T0)
    assert endpoint.peer_id is None
    received_ = received(endpoint.receive_data(frame(wire(sender="alice"))))
    assert received_
    assert endpoint.peer_id == "alice"
    assert violations(endpoint.receive_data(frame(wire(sender="mallory"))))


def test_malformed_frame_is_answered_with_a_session_notice(pair):
    _, _, bob = pair
    events = bob.receive_data(frame(b"{not json"))
    [violation] = violations(events)
    assert violation.code is ErrorCode.MALFORMED_JSON
    [notice] = outbound(bob)
    assert notice.protocol == "notice"
    assert notice.to == ("alice",)
    assert notice.in_reply_to is None
    assert notice.content["code"] == "malformed_json"  # type: ignore[index]


def test_protocol_mismatch_in_a_live_conversation(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    events = inject(
        alice,
        sender="bob",
        performative="INFORM",
        protocol="query",
        conversation_id=request.conversation_id,
    )
    assert violations(events)[0].code is ErrorCode.PROTOCOL_MISMATCH


def test_opener_for_a_live_conversation_is_illegal(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    events = inject(bob, performative="REQUEST", conversation_id=request.conversation_id)
    assert violations(events)[0].code is ErrorCode.ILLEGAL_TRANSITION


# ------------------------------------------------------------------ negotiation


def test_negotiation_rounds_then_accept(pair):
    network, alice, bob = pair
    offer = alice.propose("bob", {"price": 8})
    [m] = received(events_for(network.pump(), "bob"))
    counter = bob.counter_propose(m, {"price": 12})
    [m] = received(events_for(network.pump(), "alice"))
    assert m == counter
    alice.counter_propose(m, {"price": 10})
    [m] = received(events_for(network.pump(), "bob"))
    bob.accept(m, {"price": 10})
    events = events_for(network.pump(), "alice")
    assert completed(events) == {offer.conversation_id: "accepted"}


def test_negotiation_turns_alternate(pair):
    network, alice, bob = pair
    offer = alice.propose("bob", {"price": 8})
    network.pump()
    with pytest.raises(LocalProtocolError):
        alice.accept(offer)  # one cannot accept one's own offer
    with pytest.raises(LocalProtocolError):
        alice.counter_propose(offer, {"price": 9})


def test_round_limit_is_enforced_on_both_sides(rng):
    config = EndpointConfig(max_negotiation_rounds=2)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, bob = network.link("alice", "bob")
    offer = alice.propose("bob", {"price": 1})
    network.pump()
    counter = bob.counter_propose(offer, {"price": 2})
    network.pump()
    counter = alice.counter_propose(counter, {"price": 3})
    network.pump()
    # Locally: the third counter is refused before anything is sent.
    with pytest.raises(LocalProtocolError) as caught:
        bob.counter_propose(counter, {"price": 4})
    assert caught.value.code is ErrorCode.ROUND_LIMIT_EXCEEDED
    assert bob.conversation(offer.conversation_id).rounds == 2
    assert bob.bytes_to_send == 0
    # Remotely: a peer that ignores the limit (it is its turn, so the table
    # alone would allow the step) is refused with the code.
    events = inject(
        alice,
        sender="bob",
        performative="COUNTER_PROPOSE",
        protocol="negotiation",
        conversation_id=offer.conversation_id,
        in_reply_to=counter.id,
    )
    assert violations(events)[0].code is ErrorCode.ROUND_LIMIT_EXCEEDED
    # Like any violation in a conversation, it ends that conversation on both sides.
    assert alice.ended_state(offer.conversation_id) == "not_understood"
    assert completed(events_for(network.pump(), "bob")) == {offer.conversation_id: "not_understood"}


# ------------------------------------------------------------------ query


def test_query_inform(pair):
    network, alice, bob = pair
    query = alice.query("bob", {"concept": "ambiguous_parameter"})
    [m] = received(events_for(network.pump(), "bob"))
    bob.inform(m, {"options": ["JFK", "LGA", "EWR"]})
    assert completed(events_for(network.pump(), "alice")) == {query.conversation_id: "answered"}


# ------------------------------------------------------------------ modes and limits


def sync_pair(rng):
    network = MemoryNetwork(
        rng=rng, now=T0, config=EndpointConfig(mode=InteractionMode.SYNCHRONOUS, error_budget=1)
    )
    return network, *network.link("alice", "bob")


def test_synchronous_mode_allows_one_exchange_at_a_time(rng):
    network, alice, bob = sync_pair(rng)
    first = alice.request("bob", {"n": 1})
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {"n": 2})
    assert caught.value.code is ErrorCode.CONVERSATION_IN_PROGRESS
    network.pump()
    bob.agree(first)
    network.pump()
    # Once bob has answered, an opener from bob is a plain violation.
    events = inject(alice, sender="bob", performative="QUERY", protocol="query")
    [violation] = violations(events)
    assert violation.code is ErrorCode.CONVERSATION_IN_PROGRESS
    assert violation.error.charged
    network.pump()
    bob.inform(first, {"n": 1})
    network.pump()
    second = alice.request("bob", {"n": 2})
    assert alice.conversation(second.conversation_id) is not None


def test_synchronous_glare_lower_conversation_id_wins_on_both_sides(rng):
    network, alice, bob = sync_pair(rng)
    a = alice.request("bob", {"from": "alice"})
    b = bob.request("alice", {"from": "bob"})
    winner, loser = sorted([a, b], key=lambda e: e.conversation_id)
    deliveries = network.pump()
    for side in (alice, bob):
        assert [c.id for c in side.open_conversations()] == [winner.conversation_id]
    aborted = [d.event for d in deliveries if isinstance(d.event, ConversationAborted)]
    assert [(e.conversation_id, e.reason) for e in aborted] == [
        (loser.conversation_id, "superseded")
    ]
    refusals = [e for d in deliveries for e in violations([d.event])]
    assert [v.code for v in refusals] == [ErrorCode.CONVERSATION_IN_PROGRESS]
    assert refusals[0].error.charged is False  # an honest race costs no error budget
    assert not alice.closed
    assert not bob.closed


def test_synchronous_mode_does_not_count_long_lived_subscriptions(rng):
    network = MemoryNetwork(
        rng=rng, now=T0, config=EndpointConfig(mode=InteractionMode.SYNCHRONOUS)
    )
    alice, _ = network.link("alice", "bob")
    alice.subscribe("bob", "news")
    alice.request("bob", {"n": 1})


def test_conversation_cap(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(max_conversations=2))
    alice, bob = network.link("alice", "bob")
    alice.request("bob", {"n": 1})
    alice.request("bob", {"n": 2})
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {"n": 3})
    assert caught.value.code is ErrorCode.TOO_MANY_CONVERSATIONS
    network.pump()
    events = inject(bob, performative="QUERY", protocol="query")
    assert violations(events)[0].code is ErrorCode.TOO_MANY_CONVERSATIONS


def test_send_buffer_is_bounded(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(max_outbound_bytes=2500))
    alice, _ = network.link("alice", "bob")
    alice.request("bob", {"text": "x" * 900})
    alice.request("bob", {"text": "x" * 900})
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {"text": "x" * 900})
    assert caught.value.code is ErrorCode.SEND_BUFFER_FULL
    assert len(alice.open_conversations()) == 2
    assert len(alice.data_to_send(100)) == 100
    assert alice.bytes_to_send > 0


def test_error_budget_terminates_a_flooding_peer(rng, caplog):
    import logging  # noqa: PLC0415

    endpoint = Endpoint(
        "bob", peer_id="alice", rng=rng, now=T0, config=EndpointConfig(error_budget=5)
    )
    with caplog.at_level(logging.INFO, logger="l8_comm.endpoint"):
        events = endpoint.receive_data(b"".join(frame(b"garbage") for _ in range(10)), T0)
    # logged where it is decided: with whom, the code and why
    [said] = [r.getMessage() for r in caplog.records if "terminated" in r.getMessage()]
    assert said.startswith("bob: session with alice terminated: too_many_errors: ")
    assert len(violations(events)) == 6
    [terminated] = of_type(events, SessionTerminated)
    assert terminated.code is ErrorCode.TOO_MANY_ERRORS
    assert endpoint.closed
    notices = outbound(endpoint)
    assert notices[-1].content["code"] == "too_many_errors"  # type: ignore[index]
    assert endpoint.receive_data(frame(wire(sender="alice", to=["bob"]))) == []


def test_error_budget_refills_with_time(rng):
    endpoint = Endpoint(
        "bob",
        peer_id="alice",
        rng=rng,
        now=T0,
        config=EndpointConfig(error_budget=2, error_refill_per_second=1.0),
    )
    for second in range(10):
        events = endpoint.receive_data(frame(b"garbage"), T0 + second * 2)
        assert not of_type(events, SessionTerminated)
    assert not endpoint.closed


def test_frame_too_large_terminates_with_a_notice(rng):
    endpoint = Endpoint(
        "bob",
        peer_id="alice",
        rng=rng,
        now=T0,
        config=EndpointConfig(limits=Limits(max_frame_size=400)),
    )
    events = endpoint.receive_data(b"\x00\x00\x00\x10\x00" + b"x" * 10)
    assert violations(events)[0].code is ErrorCode.FRAME_TOO_LARGE
    assert of_type(events, SessionTerminated)[0].code is ErrorCode.FRAME_TOO_LARGE
    [notice] = outbound(endpoint)
    assert notice.content["code"] == "frame_too_large"  # type: ignore[index]
    with pytest.raises(LocalProtocolError) as caught:
        endpoint.request("alice", {})
    assert caught.value.code is ErrorCode.SESSION_CLOSED


def test_a_notice_too_large_for_the_frame_limit_is_cut_down_or_dropped(rng):
    # With a limit this small even the notice does not fit: the violation is
    # still reported, marked unanswered, and nothing raises.
    endpoint = Endpoint(
        "bob",
        peer_id="alice",
        rng=rng,
        now=T0,
        config=EndpointConfig(limits=Limits(max_frame_size=120)),
    )
    events = endpoint.receive_data(frame(b"{}"))
    assert violations(events)[0].answered is False
    assert endpoint.bytes_to_send == 0
    # With room for the code but not the reason, the code still goes out.
    endpoint = Endpoint(
        "bob",
        peer_id="alice",
        rng=rng,
        now=T0,
        config=EndpointConfig(limits=Limits(max_frame_size=260)),
    )
    events = endpoint.receive_data(frame(b"{}"))
    assert violations(events)[0].answered is True
    [notice] = outbound(endpoint)
    assert notice.content == {"code": "missing_field"}


def test_valid_frames_before_a_broken_one_are_processed(rng):
    endpoint = Endpoint("bob", peer_id="alice", rng=rng, now=T0)
    events = endpoint.receive_data(frame(wire()) + b"\x07garbage")
    assert len(received(events)) == 1
    assert violations(events)[0].code is ErrorCode.BAD_FRAME_FLAGS


def test_eof_inside_a_frame_is_reported_and_aborts_conversations(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    network.pump()
    bob.receive_data(frame(wire())[:-3])
    events = bob.receive_eof()
    assert violations(events)[0].code is ErrorCode.TRUNCATED_FRAME
    aborted = of_type(events, ConversationAborted)
    assert [a.conversation_id for a in aborted] == [request.conversation_id]
    assert bob.closed
    assert bob.receive_eof() == []


def test_close_reports_every_open_conversation_once(pair):
    network, alice, _ = pair
    alice.request("bob", {"n": 1})
    alice.subscribe("bob", "news")
    events = alice.close()
    assert len(of_type(events, ConversationAborted)) == 2
    assert alice.close() == []
    assert alice.handle_timer(T0 + 1e6) == []


# ------------------------------------------------------------------ timers


def test_idle_conversation_times_out_on_both_sides(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"n": 1})
    network.pump()
    timeout = alice.config.conversation_timeout
    assert alice.get_timer() == pytest.approx(T0 + timeout)
    assert alice.handle_timer(T0 + timeout - 1) == []
    [timed_out] = alice.handle_timer(T0 + timeout)
    assert isinstance(timed_out, ConversationTimedOut)
    assert (timed_out.conversation_id, timed_out.reason, timed_out.state) == (
        request.conversation_id,
        "idle",
        "requested",
    )
    assert alice.get_timer() is None
    assert bob.handle_timer(T0 + timeout)[0].conversation_id == request.conversation_id
    # A late reply to a timed-out conversation is a closed conversation.
    events = inject(
        alice, sender="bob", performative="INFORM", conversation_id=request.conversation_id
    )
    assert violations(events)[0].code is ErrorCode.CONVERSATION_CLOSED


def test_activity_postpones_the_idle_timeout(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"n": 1})
    network.pump()
    bob.agree(request, now=T0 + 100)
    network.pump(T0 + 100)
    assert alice.get_timer() == pytest.approx(T0 + 100 + alice.config.conversation_timeout)
    assert alice.handle_timer(T0 + 150) == []


def test_subscription_expires_at_its_lifetime_not_idle(pair):
    network, alice, bob = pair
    subscription = alice.subscribe("bob", "news", expires_in=1000)
    [m] = received(events_for(network.pump(), "bob"))
    bob.agree(m)
    network.pump()
    assert alice.handle_timer(T0 + 999) == []
    assert alice.conversation(subscription.conversation_id).state == "active"
    [expired] = alice.handle_timer(T0 + 1000)
    assert expired.reason == "expired"
    assert expired.state == "active"


def test_subscription_lifetime_is_capped(rng):
    config = EndpointConfig(max_subscription_lifetime=60)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, _ = network.link("alice", "bob")
    subscription = alice.subscribe("bob", "news", expires_in=10_000)
    assert alice.conversation(subscription.conversation_id).expires_at == T0 + 60


@pytest.mark.parametrize(
    "content",
    [
        {"expires_in": 5},
        {"topic": ""},
        {"topic": "bad topic"},
        "news",
        {"topic": "n", "expires_in": 0},
    ],
)
def test_subscribe_content_is_checked(pair, content):
    _, _, bob = pair
    events = inject(bob, performative="SUBSCRIBE", protocol="subscription", content=content)
    [violation] = violations(events)
    assert violation.code is ErrorCode.INVALID_FIELD
    assert violation.error.field.startswith("content.")


def test_cancel_ends_a_subscription(pair):
    network, alice, bob = pair
    subscription = alice.subscribe("bob", "news")
    [m] = received(events_for(network.pump(), "bob"))
    bob.agree(m)
    bob.inform(m, {"headline": "one"})
    network.pump()
    alice.cancel(subscription.conversation_id)
    events = events_for(network.pump(), "bob")
    assert completed(events) == {subscription.conversation_id: "cancelled"}
    with pytest.raises(LocalProtocolError):
        bob.inform(m, {"headline": "two"})


def test_expired_subscription_heap_is_compacted(pair):
    network, alice, _ = pair
    for _ in range(200):
        subscription = alice.subscribe("bob", "news")
        alice.cancel(subscription.conversation_id)
    assert len(alice.conversations._expiries) <= 2 * 0 + 64 + 1
    assert alice.get_timer() is None


# ------------------------------------------------------------------ misc


def test_verbs_need_a_recipient_before_the_peer_is_known(rng):
    endpoint = Endpoint("alice", rng=rng, now=T0)
    with pytest.raises(LocalProtocolError):
        endpoint.send(Performative.REQUEST, {})
    with pytest.raises(LocalProtocolError) as caught:
        endpoint.send(Performative.AGREE, {}, to=["bob"])
    assert caught.value.code is ErrorCode.UNKNOWN_PROTOCOL
    endpoint.send(Performative.REQUEST, {}, to=["bob"])
    assert endpoint.peer_id == "bob"


def test_invalid_agent_ids_are_refused_at_construction():
    with pytest.raises(ValueError, match="agent id"):
        Endpoint("not an id")
    with pytest.raises(ValueError, match="agent id"):
        Endpoint("alice", peer_id="")


def test_config_rejects_nonsense():
    with pytest.raises(ValueError, match="max_conversations: 0 is not a whole number from 1"):
        EndpointConfig(max_conversations=0)
    with pytest.raises(ValueError, match="max_depth: -1 is not a whole number from 1"):
        Limits(max_depth=-1)


def test_message_received_reports_the_new_state(pair):
    network, alice, _ = pair
    alice.request("bob", {"n": 1})
    [event] = [e for e in events_for(network.pump(), "bob") if isinstance(e, MessageReceived)]
    assert event.state == "requested"


def test_violation_event_carries_the_error(pair):
    _, _, bob = pair
    [event] = of_type(inject(bob, performative="SHOUT"), ProtocolViolation)
    assert event.code is ErrorCode.UNKNOWN_PERFORMATIVE
    assert event.error.field == "performative"


# ------------------------------------------------------------------ in-memory pair


def test_endpoint_pair_and_advance(rng):
    network, alice, bob = endpoint_pair(
        "alice", "bob", rng=rng, now=T0, config=EndpointConfig(conversation_timeout=5)
    )
    alice.request("bob", {"n": 1})
    network.pump()
    deliveries = network.advance(T0 + 5)
    timed_out = {d.owner for d in deliveries if isinstance(d.event, ConversationTimedOut)}
    assert timed_out == {"alice", "bob"}
    assert network.now == T0 + 5
    with pytest.raises(ValueError, match="already linked"):
        network.link("alice", "bob")


def test_pump_gives_up_after_max_rounds(rng):
    network = MemoryNetwork(rng=rng, now=T0)
    alice, bob = network.link("alice", "bob")
    alice.request("bob", {})
    bob.request("alice", {})
    with pytest.raises(RuntimeError, match="still busy"):
        network.pump(max_rounds=0)


# ------------------------------------------------------------------ review follow-ups


def test_send_refuses_a_recipient_other_than_the_peer(pair):
    _, alice, _ = pair
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("carol", {})
    assert caught.value.code is ErrorCode.NOT_ADDRESSED
    assert alice.bytes_to_send == 0
    alice.send("REQUEST", {}, to=["*"])  # "whoever is at the other end" is fine


def test_conversation_opened_to_anyone_binds_to_whoever_answers(rng):
    alice = Endpoint("alice", rng=rng, now=T0)
    bob = Endpoint("bob", rng=rng, now=T0)
    sent = alice.send("REQUEST", {"n": 1}, to=["*"])
    assert alice.conversation(sent.conversation_id).peer is None
    [event] = bob.receive_data(alice.data_to_send())
    bob.agree(event.envelope)
    events = alice.receive_data(bob.data_to_send())
    assert received(events)[0].performative == "AGREE"
    assert alice.conversation(sent.conversation_id).peer == "bob"


def test_a_peer_cannot_fill_the_room_this_side_needs(rng):
    config = EndpointConfig(max_conversations=3, max_contexts=2)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, bob = network.link("alice", "bob")
    for context in (bob.new_context(), bob.new_context(), None):
        bob.send("INFORM", {}, protocol="group", conversation_id=fresh_id(), context=context)
    network.pump()
    assert len(alice.open_conversations()) == 3
    assert len(alice.contexts) == 2
    # The peer has used up its own room, not alice's.
    for _ in range(2):
        alice.request("bob", {}, context=alice.new_context())
    alice.request("bob", {})
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {})
    assert caught.value.code is ErrorCode.TOO_MANY_CONVERSATIONS
    group_link = next(c for c in alice.open_conversations() if c.protocol == "group")
    with pytest.raises(LocalProtocolError) as caught:
        alice.send("INFORM", {}, conversation_id=group_link.id, context=alice.new_context())
    assert caught.value.code is ErrorCode.TOO_MANY_CONTEXTS
    # And bob is refused when it goes beyond its own.
    events = inject(
        alice,
        sender="bob",
        performative="INFORM",
        protocol="group",
        conversation_id=group_link.id,
        context={"id": fresh_id()},
    )
    assert violations(events)[0].code is ErrorCode.TOO_MANY_CONTEXTS


def test_group_links_time_out_after_the_long_lived_timeout(rng):
    config = EndpointConfig(long_lived_timeout=1000, conversation_timeout=10)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, _ = network.link("alice", "bob")
    link = alice.send("INFORM", {}, protocol="group", conversation_id=fresh_id())
    assert alice.get_timer() == T0 + 1000
    assert alice.handle_timer(T0 + 999) == []
    [event] = alice.handle_timer(T0 + 1000)
    assert event.conversation_id == link.conversation_id
    assert event.reason == "idle"


def test_outcome_does_not_depend_on_when_the_timer_runs(pair):
    network, alice, bob = pair
    request = alice.request("bob", {"n": 1})
    network.pump()
    late = T0 + alice.config.conversation_timeout + 1
    # bob's driver has not run its timer: the step is refused anyway.
    with pytest.raises(LocalProtocolError) as caught:
        bob.inform(request, {"n": 1}, now=late)
    assert caught.value.code is ErrorCode.CONVERSATION_CLOSED
    # A late reply arriving at alice first ends the conversation by time, then refuses it.
    events = inject(
        alice,
        now=late,
        sender="bob",
        performative="INFORM",
        conversation_id=request.conversation_id,
    )
    assert isinstance(events[0], ConversationTimedOut)
    assert violations(events)[0].code is ErrorCode.CONVERSATION_CLOSED


def test_eof_inside_a_frame_is_answered_and_terminates(pair):
    _, _, bob = pair
    bob.receive_data(frame(wire())[:-3])
    events = bob.receive_eof()
    assert of_type(events, SessionTerminated)[0].code is ErrorCode.TRUNCATED_FRAME
    [notice] = outbound(bob)
    assert notice.content["code"] == "truncated_frame"  # type: ignore[index]


def test_clean_eof_just_closes(pair):
    _, _, bob = pair
    assert bob.receive_eof() == []
    assert bob.closed


def test_answers_use_the_reserve_and_the_conversation_ends_regardless(rng):
    config = EndpointConfig(max_outbound_bytes=1000, answer_reserve=600)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, bob = network.link("alice", "bob")
    request = alice.request("bob", {"n": 1})
    network.pump()
    bob.agree(request, {"pad": "x" * 400})  # bob's buffer is now nearly full
    events = inject(
        bob,
        performative="ACCEPT",
        protocol="request-reply",
        conversation_id=request.conversation_id,
    )
    assert violations(events)[0].answered is True
    assert bob.bytes_to_send > config.max_outbound_bytes - 600
    assert bob.conversation(request.conversation_id) is None
    aborted = of_type(events, ConversationAborted)
    assert [(a.conversation_id, a.reason) for a in aborted] == [
        (request.conversation_id, "protocol_violation")
    ]


def test_protocol_mismatch_is_answered_in_the_conversations_own_protocol(pair):
    network, alice, bob = pair
    offer = alice.propose("bob", {"price": 1})
    network.pump()
    events = inject(
        alice,
        sender="bob",
        performative="INFORM",
        protocol="query",
        conversation_id=offer.conversation_id,
    )
    assert violations(events)[0].code is ErrorCode.PROTOCOL_MISMATCH
    events = events_for(network.pump(), "bob")
    assert completed(events) == {offer.conversation_id: "not_understood"}
    assert bob.conversation(offer.conversation_id) is None


def test_duplicate_not_understood_is_not_answered(pair):
    _, _, bob = pair
    notice = wire(performative="NOT_UNDERSTOOD", protocol="notice", content={"code": "x"})
    assert received(bob.receive_data(frame(notice)))
    [violation] = violations(bob.receive_data(frame(notice)))
    assert violation.code is ErrorCode.DUPLICATE_MESSAGE
    assert violation.answered is False
    assert bob.bytes_to_send == 0


def test_inspector_refuses_before_any_state_changes(rng):
    def no_secrets(envelope):
        if "secret" in str(envelope.content):
            return EnvelopeError(ErrorCode.INVALID_FIELD, "no secrets here", field="content")
        return None

    bob = Endpoint("bob", peer_id="alice", rng=rng, now=T0, inspector=no_secrets)
    events = bob.receive_data(frame(wire(content={"x": "secret"}, context={"id": "c" * 22})))
    [violation] = violations(events)
    assert violation.answered
    assert violation.error.conversation_id is not None
    assert bob.open_conversations() == ()
    assert len(bob.contexts) == 0
    assert received(bob.receive_data(frame(wire(content={"x": "public"}))))


def test_decoded_envelopes_keep_their_bytes(pair):
    network, alice, _ = pair
    sent = alice.request("bob", {"n": 1})
    assert sent.raw is None
    [message] = received(events_for(network.pump(), "bob"))
    assert message.raw is not None
    assert orjson.loads(message.raw) == orjson.loads(encode_envelope(sent))


def test_replies_name_the_sub_context_by_id_only(pair):
    network, alice, bob = pair
    parent = alice.new_context(type="plan")
    alice.request("bob", {}, context=parent)
    child = alice.new_context(parent=parent, type="step", metadata={"conclusion": True})
    request = alice.request("bob", {}, context=child)
    network.pump()
    reply = bob.agree(request)
    assert reply.context == SubContextRef(id=child.id)


def test_a_broken_frame_stream_on_an_authenticated_session_is_the_guards_failure():
    from l9_snl.integrity import SessionGuard  # noqa: PLC0415 - L9's guard, for this rule

    endpoint = Endpoint("airline", peer_id="traveller")
    endpoint.guard = SessionGuard(endpoint)
    endpoint.guard.activate_receive(b"k" * 32)
    events = endpoint.receive_data(b"\x07\x00\x00\x00\x02{}")  # unknown flags
    [terminated] = [e for e in events if isinstance(e, SessionTerminated)]
    assert terminated.code == "integrity_failure"
    assert "bad_frame_flags" in terminated.reason


def _subscribed(network, alice, bob):
    """Alice's SUBSCRIBE to bob, agreed: (her SUBSCRIBE, the one bob received)."""
    subscription = alice.subscribe("bob", "news")
    delivered = network.pump()
    request = next(
        d.event.envelope
        for d in delivered
        if d.owner == "bob" and isinstance(d.event, MessageReceived)
    )
    bob.agree(request)
    network.pump()
    return subscription, request


def test_messages_crossing_this_sides_cancel_are_dropped_unanswered_and_cost_nothing(pair):
    """A publication the peer sent before it could see this side's CANCEL is an honest race:
    dropped, never answered, never charged, however often it happens (spec 5)."""
    network, alice, bob = pair
    for round_ in range(80):  # past the error budget of 50
        subscription, request = _subscribed(network, alice, bob)
        for n in range(3):
            bob.inform(request, {"n": n, "round": round_})  # in flight...
        alice.cancel(subscription.conversation_id)  # ...while alice leaves
        events = alice.receive_data(bob.data_to_send(), T0)
        crossed = violations(events)
        assert [v.error.code for v in crossed] == [ErrorCode.CONVERSATION_CLOSED] * 3
        assert all(v.error.crossing and not v.answered for v in crossed)
        sent = alice.data_to_send()
        decoded = [decode_envelope(p) for p in FrameDecoder().feed(sent)]
        assert [e.performative for e in decoded] == ["CANCEL"]  # no NOT_UNDERSTOOD
        assert not violations(bob.receive_data(sent, T0))  # the CANCEL ends it there
        assert bob.conversation(subscription.conversation_id) is None
    assert not of_type(events, SessionTerminated)
    assert alice.conversation(subscription.conversation_id) is None


def test_a_message_long_after_this_sides_cancel_is_a_charged_violation_again(pair):
    """Review: the crossing of an honest race lasts a round trip, not forever: past
    `crossing_grace` it is answered and charged like any violation."""
    network, alice, bob = pair
    subscription, request = _subscribed(network, alice, bob)
    alice.cancel(subscription.conversation_id)
    late = T0 + alice.config.crossing_grace + 1
    events = inject(
        alice,
        now=late,
        sender="bob",
        performative="INFORM",
        conversation_id=subscription.conversation_id,
        in_reply_to=request.id,
        protocol="subscription",
    )
    (violation,) = violations(events)
    assert violation.error.code is ErrorCode.CONVERSATION_CLOSED
    assert not violation.error.crossing
    assert violation.answered


def test_an_opener_reusing_the_id_of_a_conversation_this_side_ended_is_still_answered(pair):
    """A crossing is a continuation the peer sent before it knew; a new REQUEST under an
    ended conversation's id is no such thing (L8-CONV-003)."""
    network, alice, bob = pair
    request = alice.request("bob", {"task": "x"})
    delivered = network.pump()
    received = next(
        d.event.envelope
        for d in delivered
        if d.owner == "bob" and isinstance(d.event, MessageReceived)
    )
    bob.inform(received, {"ok": True})  # bob ends it: its own final reply
    network.pump()
    events = inject(
        bob,
        sender="alice",
        performative="REQUEST",
        conversation_id=request.conversation_id,
        protocol="request-reply",
    )
    (violation,) = violations(events)
    assert violation.error.code is ErrorCode.CONVERSATION_CLOSED
    assert not violation.error.crossing
    assert violation.answered


def test_steps_the_peers_role_never_sends_are_no_crossing_and_are_charged(rng):
    """Review 2: after this side's final reply, the initiator of a request-reply sent
    INFORM, AGREE, FAILURE... (steps its role never takes) hundreds of times, all dropped
    free. Only a step the peer's role could send in that protocol is a crossing."""
    config = EndpointConfig(error_budget=5, error_refill_per_second=0.001)
    alice = Endpoint("alice", peer_id="bob", rng=rng, now=T0)
    bob = Endpoint("bob", peer_id="alice", rng=rng, now=T0, config=config)
    request = alice.request("bob", {"task": "x"})
    events = bob.receive_data(alice.data_to_send(), T0)
    received = next(e.envelope for e in events if isinstance(e, MessageReceived))
    bob.inform(received, {"ok": True})  # bob's final reply: ended here
    bob.data_to_send()
    crossed = []
    for n in range(300):
        got = inject(
            bob,
            now=T0 + 1 + n * 0.05,
            sender="alice",
            performative=("INFORM", "AGREE", "FAILURE", "PROPOSE", "ACCEPT")[n % 5],
            conversation_id=request.conversation_id,
            in_reply_to=request.id,
            protocol="request-reply",
        )
        crossed += violations(got)
        if of_type(got, SessionTerminated):
            break
    assert not any(v.error.crossing for v in crossed)
    assert bob.closed
