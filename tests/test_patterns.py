import random

import pytest
from conftest import T0, frame, fresh_id, wire
from helpers import of_type

from l8_comm import (
    Aggregation,
    AggregationCompleted,
    CollaborationGroup,
    ConversationCompleted,
    Delivery,
    Endpoint,
    EndpointConfig,
    Envelope,
    ErrorCode,
    GroupMemberLeft,
    GroupMessageDelivered,
    GroupMessageRejected,
    MemoryNetwork,
    MessageReceived,
    Published,
    SubContextRef,
    SubscriptionEnded,
    SubscriptionStarted,
    TopicBroker,
    format_timestamp,
    new_id,
)

# ---------------------------------------------------------------- publish-subscribe


class BrokerHarness:
    def __init__(self, network: MemoryNetwork, broker: TopicBroker, name: str = "broker"):
        self.network, self.broker, self.name = network, broker, name
        self.events: list = []

    def run(self, now: float | None = None) -> list[Delivery]:
        everything = []
        while True:
            deliveries = self.network.pump(now)
            if not deliveries:
                return everything
            everything.extend(deliveries)
            for delivery in deliveries:
                self.feed(delivery, now)

    def feed(self, delivery: Delivery, now: float | None = None) -> None:
        if delivery.owner == self.name:
            endpoint = self.network.endpoint(self.name, delivery.peer)
            self.events.extend(self.broker.handle_event(endpoint, delivery.event, now))


def informs_to(deliveries: list[Delivery], owner: str) -> list:
    return [
        d.event.envelope.content
        for d in deliveries
        if d.owner == owner
        and isinstance(d.event, MessageReceived)
        and d.event.envelope.performative == "INFORM"
    ]


@pytest.fixture
def pubsub(network):
    broker = TopicBroker()
    subs = {name: network.link(name, "broker")[0] for name in ("s1", "s2", "s3")}
    publisher = network.link("pub", "broker")[0]
    return BrokerHarness(network, broker), subs, publisher


def test_publish_fans_out_to_every_subscriber_of_the_topic(pubsub):
    harness, subs, publisher = pubsub
    subs["s1"].subscribe("broker", "stock")
    subs["s2"].subscribe("broker", "stock")
    subs["s3"].subscribe("broker", "weather")
    harness.run()
    assert sorted(harness.broker.subscribers("stock")) == ["s1", "s2"]
    assert len(of_type(harness.events, SubscriptionStarted)) == 3
    publisher.publish("broker", "stock", {"on_hand": 5})
    deliveries = harness.run()
    [published] = of_type(harness.events, Published)
    assert sorted(published.delivered_to) == ["s1", "s2"]
    assert published.publisher == "pub"
    assert informs_to(deliveries, "s1") == [{"on_hand": 5, "topic": "stock"}]
    assert informs_to(deliveries, "s2") == [{"on_hand": 5, "topic": "stock"}]
    assert informs_to(deliveries, "s3") == []


def test_cancel_and_expiry_end_subscriptions(pubsub):
    harness, subs, publisher = pubsub
    first = subs["s1"].subscribe("broker", "stock")
    subs["s2"].subscribe("broker", "stock", expires_in=30)
    harness.run()
    subs["s1"].cancel(first.conversation_id)
    harness.run()
    [ended] = of_type(harness.events, SubscriptionEnded)
    assert (ended.subscriber, ended.reason) == ("s1", "cancelled")
    # s2's subscription expires on the broker's clock.
    broker_side = harness.network.endpoint("broker", "s2")
    for event in broker_side.handle_timer(T0 + 30):
        harness.events.extend(harness.broker.handle_event(broker_side, event))
    assert [e.reason for e in of_type(harness.events, SubscriptionEnded)] == [
        "cancelled",
        "expired",
    ]
    publisher.publish("broker", "stock", {"on_hand": 1})
    harness.run()
    assert of_type(harness.events, Published)[-1].delivered_to == ()


def test_unauthorized_subscriber_is_refused(network):
    broker = TopicBroker(authorize=lambda agent, topic: agent != "s2" or topic != "secret")
    harness = BrokerHarness(network, broker)
    s1 = network.link("s1", "broker")[0]
    s2 = network.link("s2", "broker")[0]
    ok = s1.subscribe("broker", "secret")
    refused = s2.subscribe("broker", "secret")
    deliveries = harness.run()
    states = {
        d.event.conversation_id: d.event.state
        for d in deliveries
        if isinstance(d.event, ConversationCompleted)
    }
    assert states == {refused.conversation_id: "refused"}
    assert network.endpoint("s1", "broker").conversation(ok.conversation_id).state == "active"
    assert broker.subscribers("secret") == ("s1",)


def test_full_broker_refuses(network):
    harness = BrokerHarness(network, TopicBroker(max_subscriptions=1))
    s1 = network.link("s1", "broker")[0]
    s1.subscribe("broker", "a")
    second = s1.subscribe("broker", "b")
    harness.run()
    assert s1.ended_state(second.conversation_id) == "refused"


def test_closed_subscriber_session_is_dropped(pubsub):
    harness, subs, publisher = pubsub
    subs["s1"].subscribe("broker", "stock")
    subs["s2"].subscribe("broker", "stock")
    harness.run()
    broker_side = harness.network.endpoint("broker", "s1")
    for event in broker_side.close():
        harness.events.extend(harness.broker.handle_event(broker_side, event))
    assert of_type(harness.events, SubscriptionEnded)[0].reason == "session_closed"
    publisher.publish("broker", "stock", {"on_hand": 2})
    harness.run()
    assert of_type(harness.events, Published)[-1].delivered_to == ("s2",)


def test_subscriber_with_a_full_send_buffer_is_not_reported_delivered(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(max_outbound_bytes=1500))
    harness = BrokerHarness(network, TopicBroker())
    s1 = network.link("s1", "broker")[0]
    s1.subscribe("broker", "stock")
    harness.run()
    published = harness.broker.publish("stock", {"blob": "x" * 1400}, publisher="local")
    assert published.delivered_to == ()
    assert harness.broker.subscribers("stock") == ("s1",)  # the session is still open


# ---------------------------------------------------------------- aggregation


def leader_with(network, answers: dict[str, object], quorum: int, deadline: float):
    members = {name: network.link("leader", name)[0] for name in answers}
    return Aggregation(
        members,
        {"question": "count"},
        quorum=quorum,
        deadline=deadline,
        aggregate=lambda a: sorted(v["n"] for v in a.values()),
    )


def drive(network, round_, answers, now=None):
    done = []
    while True:
        deliveries = network.pump(now)
        if not deliveries:
            return done
        for d in deliveries:
            if d.owner == "leader":
                done.extend(round_.handle_event(d.event))
            elif isinstance(d.event, MessageReceived):
                reply = answers[d.owner]
                endpoint = network.endpoint(d.owner, "leader")
                if reply == "fail":
                    endpoint.failure(d.event.envelope, {"reason": "no data"})
                elif reply is not None:
                    endpoint.inform(d.event.envelope, {"n": reply})


def test_aggregation_completes_at_quorum_and_reports_the_missing(network):
    answers = {"m1": 1, "m2": 2, "m3": None}
    round_ = leader_with(network, answers, quorum=2, deadline=T0 + 10)
    round_.start(T0)
    [done] = drive(network, round_, answers)
    assert isinstance(done, AggregationCompleted)
    assert (done.reason, done.quorum_met, done.result) == ("quorum", True, [1, 2])
    assert done.missing == ("m3",)
    assert round_.get_timer() is None
    assert round_.handle_timer(T0 + 100) == []


def test_aggregation_at_deadline_without_quorum(network):
    answers = {"m1": 1, "m2": None, "m3": None}
    round_ = leader_with(network, answers, quorum=2, deadline=T0 + 10)
    round_.start(T0)
    assert drive(network, round_, answers) == []
    assert round_.get_timer() == T0 + 10
    assert round_.handle_timer(T0 + 9) == []
    [done] = round_.handle_timer(T0 + 10)
    assert (done.reason, done.quorum_met, done.result) == ("deadline", False, [1])
    assert set(done.missing) == {"m2", "m3"}


def test_aggregation_with_failures_ends_when_everyone_answered(network):
    answers = {"m1": 1, "m2": "fail", "m3": "fail"}
    round_ = leader_with(network, answers, quorum=2, deadline=T0 + 10)
    round_.start(T0)
    [done] = drive(network, round_, answers)
    assert done.reason == "all_answered"
    assert done.quorum_met is False
    assert set(done.failures) == {"m2", "m3"}
    assert done.missing == ()


def test_late_answers_are_ignored(network):
    answers = {"m1": 1, "m2": 2, "m3": 3}
    round_ = leader_with(network, answers, quorum=1, deadline=T0 + 10)
    round_.start(T0)
    done = drive(network, round_, answers)
    assert len(done) == 1
    assert done[0].result == [1]


def test_member_session_timeout_counts_as_failure(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(conversation_timeout=5))
    answers = {"m1": 1, "m2": None}
    round_ = leader_with(network, answers, quorum=2, deadline=T0 + 60)
    round_.start(T0)
    drive(network, round_, answers)
    events = network.endpoint("leader", "m2").handle_timer(T0 + 5)
    [done] = [x for e in events for x in round_.handle_event(e)]
    assert done.reason == "all_answered"
    assert done.failures["m2"] == {"code": "ConversationTimedOut"}


def test_aggregation_arguments_are_checked(network):
    with pytest.raises(ValueError, match="member"):
        Aggregation({}, {}, quorum=1, deadline=T0, aggregate=len)
    members = {"m1": network.link("leader", "m1")[0]}
    with pytest.raises(ValueError, match="quorum"):
        Aggregation(members, {}, quorum=2, deadline=T0, aggregate=len)
    round_ = Aggregation(members, {}, quorum=1, deadline=T0, aggregate=len)
    round_.start(T0)
    with pytest.raises(RuntimeError, match="started"):
        round_.start(T0)


def test_unreachable_member_fails_at_start(network):
    members = {"m1": network.link("leader", "m1")[0], "m2": network.link("leader", "m2")[0]}
    members["m2"].close()
    round_ = Aggregation(members, {}, quorum=1, deadline=T0 + 5, aggregate=len)
    round_.start(T0)
    assert round_._failures["m2"]["code"] == "session_closed"


# ---------------------------------------------------------------- collaboration groups


def group_of(network, names):
    group_id = new_id()
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            network.link(a, b)
    return {name: CollaborationGroup(group_id, name, network.endpoints_of(name)) for name in names}


def deliver_all(network, groups):
    out: dict[str, list] = {name: [] for name in groups}
    while True:
        deliveries = network.pump()
        if not deliveries:
            return out
        for d in deliveries:
            out[d.owner].extend(groups[d.owner].handle_event(d.event))


def test_group_fan_out_reaches_every_other_member_in_sender_order(network):
    names = ["a", "b", "c"]
    groups = group_of(network, names)
    for i in range(3):
        groups["a"].send({"from_a": i})
        groups["b"].send({"from_b": i})
    out = deliver_all(network, groups)
    for receiver in ("b", "c"):
        got = [e.envelope.content for e in out[receiver] if e.sender == "a"]
        assert got == [{"from_a": 0}, {"from_a": 1}, {"from_a": 2}]
    assert [e.seq for e in out["c"] if e.sender == "b"] == [0, 1, 2]
    assert not [e for e in out["a"] if e.sender == "a"]
    assert groups["a"].members == frozenset(names)


def group_message(group_id: str, sender: str, seq, to=("b",)) -> MessageReceived:
    metadata = {} if seq is None else {"seq": seq}
    envelope = Envelope(
        protocol="group",
        id=fresh_id(),
        ts=format_timestamp(T0),
        sender=sender,
        to=to,
        performative="INFORM",
        conversation_id=group_id,
        context=SubContextRef(id=group_id, type="group", metadata=metadata),
        content={"seq": seq},
    )
    return MessageReceived(envelope=envelope, state="open")


def test_group_reorders_per_sender():
    group_id = new_id()
    links = {"a": Endpoint("b", peer_id="a"), "c": Endpoint("b", peer_id="c")}
    group = CollaborationGroup(group_id, "b", links)
    rng = random.Random(7)
    arrivals = [group_message(group_id, s, n) for s in ("a", "c") for n in range(20)]
    rng.shuffle(arrivals)
    delivered = [e for m in arrivals for e in group.handle_event(m)]
    assert all(isinstance(e, GroupMessageDelivered) for e in delivered)
    for sender in ("a", "c"):
        assert [e.seq for e in delivered if e.sender == sender] == list(range(20))


@pytest.mark.parametrize(
    ("sender", "seq", "code"),
    [
        ("mallory", 0, "not_a_member"),
        ("a", None, "invalid_sequence"),
        ("a", -1, "invalid_sequence"),
        ("a", "1", "invalid_sequence"),
        ("a", 1.5, "invalid_sequence"),
        ("a", True, "invalid_sequence"),
        ("a", float(2**53), "invalid_sequence"),
        ("a", 100, "reorder_window_exceeded"),
    ],
)
def test_group_rejections(sender, seq, code):
    group_id = new_id()
    group = CollaborationGroup(group_id, "b", {"a": Endpoint("b", peer_id="a")}, max_reorder=8)
    [rejected] = group.handle_event(group_message(group_id, sender, seq))
    assert isinstance(rejected, GroupMessageRejected)
    assert rejected.code == code


def test_group_rejects_replayed_and_duplicate_sequence_numbers():
    group_id = new_id()
    group = CollaborationGroup(group_id, "b", {"a": Endpoint("b", peer_id="a")})
    assert group.handle_event(group_message(group_id, "a", 0))
    assert group.handle_event(group_message(group_id, "a", 0))[0].code == "invalid_sequence"
    assert group.handle_event(group_message(group_id, "a", 2)) == []  # held back
    assert group.handle_event(group_message(group_id, "a", 2))[0].code == "invalid_sequence"


def test_group_counts_an_integral_number_as_the_integer_it_is():
    """A peer that writes its counter as a double (2.0) means the integer (spec 8.3)."""
    group_id = new_id()
    group = CollaborationGroup(group_id, "b", {"a": Endpoint("b", peer_id="a")})
    assert group.handle_event(group_message(group_id, "a", 1.0)) == []  # held back
    delivered = group.handle_event(group_message(group_id, "a", 0.0))
    assert [(e.seq, type(e.seq)) for e in delivered] == [(0, int), (1, int)]
    assert group.handle_event(group_message(group_id, "a", 1))[0].code == "invalid_sequence"


def test_group_ignores_other_conversations():
    group = CollaborationGroup(new_id(), "b", {"a": Endpoint("b", peer_id="a")})
    assert group.handle_event(group_message(new_id(), "a", 0)) == []


def test_leaving_the_group_removes_the_member_everywhere(network):
    groups = group_of(network, ["a", "b", "c"])
    groups["a"].send({"hello": 1})
    deliver_all(network, groups)
    groups["a"].leave()
    out = deliver_all(network, groups)
    for name in ("b", "c"):
        assert [e.member for e in out[name] if isinstance(e, GroupMemberLeft)] == ["a"]
        assert "a" not in groups[name].members
    groups["b"].send({"after": True})
    out = deliver_all(network, groups)
    assert [e.envelope.content for e in out["c"]] == [{"after": True}]
    assert out["a"] == []


def test_remove_and_add_member():
    group_id = new_id()
    group = CollaborationGroup(group_id, "b", {})
    assert group.remove_member("a") == []
    group.add_member("a", Endpoint("b", peer_id="a"))
    assert group.handle_event(group_message(group_id, "a", 0))
    [left] = group.remove_member("a")
    assert left.member == "a"
    assert group.handle_event(group_message(group_id, "a", 1))[0].code == "not_a_member"


# ---------------------------------------------------------------- review follow-ups


def test_broker_survives_subscribe_and_cancel_in_one_batch(network):
    broker = TopicBroker()
    subscriber, broker_side = network.link("s1", "broker")
    sent = subscriber.subscribe("broker", "stock")
    subscriber.cancel(sent.conversation_id)
    events = broker_side.receive_data(subscriber.data_to_send())
    produced = [x for e in events for x in broker.handle_event(broker_side, e)]
    assert not of_type(produced, SubscriptionStarted)
    assert broker.subscribers("stock") == ()
    assert broker_side.bytes_to_send == 0


def test_broker_refuses_unauthorized_publishers(network):
    broker = TopicBroker(authorize_publish=lambda agent, _topic: agent == "pub")
    harness = BrokerHarness(network, broker)
    sub = network.link("s1", "broker")[0]
    sub.subscribe("broker", "stock")
    mallory = network.link("mallory", "broker")[0]
    harness.run()
    mallory.publish("broker", "stock", {"on_hand": 0})
    deliveries = harness.run()
    assert of_type(harness.events, Published)[-1].delivered_to == ()
    assert informs_to(deliveries, "s1") == []


def test_subscription_in_a_nested_context_outlives_the_context(rng):
    config = EndpointConfig(context_idle_timeout=100)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    harness = BrokerHarness(network, TopicBroker())
    sub = network.link("s1", "broker")[0]
    parent = sub.new_context(type="plan")
    sub.request("broker", {}, context=parent)
    child = sub.new_context(parent=parent)
    sub.subscribe("broker", "stock", context=child)
    harness.run(T0)
    network.advance(T0 + 700)  # both contexts idle out on both sides
    published = harness.broker.publish("stock", {"on_hand": 3}, publisher="local", now=T0 + 700)
    assert published.delivered_to == ("s1",)
    deliveries = harness.run(T0 + 700)
    assert informs_to(deliveries, "s1") == [{"on_hand": 3, "topic": "stock"}]


def test_broker_drops_a_subscription_that_can_no_longer_be_served(network):
    harness = BrokerHarness(network, TopicBroker())
    sub = network.link("s1", "broker")[0]
    subscription = sub.subscribe("broker", "stock")
    harness.run()
    broker_side = network.endpoint("broker", "s1")
    lost = broker_side.conversations._conversations  # lost behind the broker's back:
    lost.pop(subscription.conversation_id)
    published = harness.broker.publish("stock", {"on_hand": 1}, publisher="local")
    assert published.delivered_to == ()
    assert harness.broker.subscribers("stock") == ()


def test_aggregation_counts_only_the_members_own_answer(network):
    answers = {"m1": 1, "m2": 2}
    round_ = leader_with(network, answers, quorum=2, deadline=T0 + 10)
    round_.start(T0)
    leader_m2 = network.endpoint("leader", "m2")
    [query_id] = [c.id for c in leader_m2.open_conversations()]
    # A session notice that happens to name the query conversation is not an answer.
    notice = wire(
        performative="NOT_UNDERSTOOD",
        protocol="notice",
        sender="m2",
        to=["leader"],
        conversation_id=query_id,
        content={"code": "duplicate_message"},
    )
    for event in leader_m2.receive_data(frame(notice)):
        assert round_.handle_event(event) == []
    [done] = drive(network, round_, answers)
    assert done.result == [1, 2]
    assert done.failures == {}


def test_group_send_that_fails_on_one_link_leaves_no_gap(rng):
    config = EndpointConfig(max_outbound_bytes=1500)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    groups = group_of(network, ["a", "b", "c"])
    network.endpoint("a", "c").request("c", {"pad": "x" * 1200})  # a's link to c is nearly full
    result = groups["a"].send({"m": 1})
    assert set(result.sent) == {"b"}
    assert result.failed["c"].code is ErrorCode.SEND_BUFFER_FULL
    deliver_all(network, groups)
    result = groups["a"].send({"m": 2})
    assert set(result.sent) == {"b", "c"}
    out = deliver_all(network, groups)
    assert [e.envelope.content for e in out["b"]] == [{"m": 2}]
    assert [(e.seq, e.envelope.content) for e in out["c"]] == [(0, {"m": 2})]
