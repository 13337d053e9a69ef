"""The topic core (l8_comm.patterns.topics): sequence, history, bounded queues, resume."""

from __future__ import annotations

import collections

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l8_comm.patterns.topics import (
    DEFAULT_MAX_BYTES,
    Overflow,
    PublicationSequenced,
    SubscriberDropped,
    Topic,
    TopicCode,
    TopicConfig,
    TopicError,
)


def body(n: int) -> dict[str, object]:
    return {"concept": "reading", "value": n}


def test_publications_are_numbered_and_reach_each_subscriber_once_in_order():
    topic = Topic("readings")
    topic.subscribe("a", "alice")
    topic.subscribe("b", "bob")
    events = [topic.publish(body(n), publisher="p")[0] for n in range(3)]
    assert [e.seq for e in events if isinstance(e, PublicationSequenced)] == [1, 2, 3]
    for key in ("a", "b"):
        taken = topic.take(key)
        assert [(d.seq, d.body["value"], d.missed) for d in taken] == [
            (1, 0, 0),
            (2, 1, 0),
            (3, 2, 0),
        ]
        assert topic.take(key) == []


def test_a_subscriber_gets_only_what_was_published_while_subscribed():
    topic = Topic("readings")
    topic.publish(body(0), publisher="p")
    topic.subscribe("a", "alice")
    topic.publish(body(1), publisher="p")
    topic.unsubscribe("a")
    topic.publish(body(2), publisher="p")
    assert topic.take("a") == []  # gone: its queue went with it
    topic.subscribe("a", "alice")
    topic.publish(body(3), publisher="p")
    assert [d.seq for d in topic.take("a")] == [4]


def test_drop_oldest_keeps_the_queue_bound_and_reports_the_gap():
    topic = Topic("readings", TopicConfig(queue=3))
    topic.subscribe("slow", "slow")
    for n in range(10):
        topic.publish(body(n), publisher="p")
        assert topic.pending("slow") <= 3
    taken = topic.take("slow")
    assert [(d.seq, d.missed) for d in taken] == [(8, 7), (9, 0), (10, 0)]


def test_disconnect_drops_the_slow_subscriber_with_its_code_and_spares_the_others():
    topic = Topic("readings", TopicConfig(queue=2, overflow=Overflow.DISCONNECT))
    topic.subscribe("slow", "slow")
    topic.subscribe("fast", "fast")
    dropped = []
    for n in range(5):
        dropped += [
            e for e in topic.publish(body(n), publisher="p") if isinstance(e, SubscriberDropped)
        ]
        topic.take("fast")
    assert dropped == [
        SubscriberDropped(topic="readings", subscriber="slow", code="slow_subscriber")
    ]
    assert "slow" not in topic
    assert topic.queued() == 0


def test_resume_replays_the_history_after_the_acknowledged_sequence():
    topic = Topic("readings", TopicConfig(history=5))
    for n in range(8):
        topic.publish(body(n), publisher="p")
    admitted = topic.subscribe("a", "alice", after=5)
    assert (admitted.head, admitted.missed, admitted.replayed) == (8, 0, 3)
    assert [(d.seq, d.missed) for d in topic.take("a")] == [(6, 0), (7, 0), (8, 0)]


def test_resume_beyond_the_history_says_how_many_are_gone():
    topic = Topic("readings", TopicConfig(history=2))
    for n in range(6):
        topic.publish(body(n), publisher="p")
    admitted = topic.subscribe("a", "alice", after=1)
    assert (admitted.missed, admitted.replayed) == (3, 2)  # 2..4 are gone, 5 and 6 are kept
    assert [(d.seq, d.missed) for d in topic.take("a")] == [(5, 0), (6, 0)]


class CountingHistory(collections.deque):
    """A history that counts the publications read from it."""

    read = 0

    def __iter__(self):
        for item in super().__iter__():
            self.read += 1
            yield item

    def __reversed__(self):
        for item in super().__reversed__():
            self.read += 1
            yield item


def test_resume_reads_only_what_it_replays_from_a_long_history():
    topic = Topic("readings", TopicConfig(history=10_000, queue=4))
    topic._history = history = CountingHistory(maxlen=10_000)
    for n in range(10_000):
        topic.publish(body(n), publisher="p")
    admitted = topic.subscribe("a", "alice", after=9_990)
    assert (admitted.missed, admitted.replayed) == (6, 4)  # the newest `queue` of 10
    assert [d.seq for d in topic.take("a")] == [9_997, 9_998, 9_999, 10_000]
    topic.subscribe("b", "bob", after=9_998)
    assert [d.seq for d in topic.take("b")] == [9_999, 10_000]
    assert history.read == 4 + 2


def test_a_resume_point_is_checked_before_the_room():
    topic = Topic("readings", TopicConfig(max_subscribers=1, max_per_member=1))
    topic.subscribe("a", "alice")
    with pytest.raises(TopicError) as beyond:
        topic.subscribe("b", "bob", after=1)  # the topic is full, and 1 is not reached
    assert beyond.value.code is TopicCode.INVALID_RESUME
    with pytest.raises(TopicError) as full:
        topic.subscribe("b", "bob", after=0)
    assert full.value.code is TopicCode.TOPIC_FULL


def test_resume_without_history_is_all_gap():
    topic = Topic("readings")
    for n in range(4):
        topic.publish(body(n), publisher="p")
    admitted = topic.subscribe("a", "alice", after=1)
    assert (admitted.missed, admitted.replayed) == (3, 0)
    topic.publish(body(4), publisher="p")
    assert [(d.seq, d.missed) for d in topic.take("a")] == [(5, 0)]


def test_resume_after_a_sequence_not_reached_is_refused():
    topic = Topic("readings")
    with pytest.raises(TopicError) as caught:
        topic.subscribe("a", "alice", after=3)
    assert caught.value.code is TopicCode.INVALID_RESUME


def test_a_full_topic_and_a_closed_one_refuse_with_their_codes():
    topic = Topic("readings", TopicConfig(max_subscribers=1))
    topic.subscribe("a", "alice")
    with pytest.raises(TopicError) as full:
        topic.subscribe("b", "bob")
    assert full.value.code is TopicCode.TOPIC_FULL
    assert topic.close("context revoked") == [
        SubscriberDropped(topic="readings", subscriber="alice", code="topic_closed")
    ]
    with pytest.raises(TopicError) as closed:
        topic.publish(body(0), publisher="p")
    assert closed.value.code is TopicCode.TOPIC_CLOSED
    assert "context revoked" in closed.value.reason


def test_one_member_holds_at_most_max_per_member_and_leaves_room_for_the_others():
    topic = Topic("readings", TopicConfig(max_subscribers=8, max_per_member=3))
    for key in range(3):
        topic.subscribe(("greedy", key), "greedy")
    with pytest.raises(TopicError) as full:
        topic.subscribe(("greedy", 3), "greedy")
    assert full.value.code is TopicCode.TOPIC_FULL
    assert "greedy holds 3 subscriptions" in full.value.reason
    topic.subscribe("b", "bob")  # another member still gets in
    topic.unsubscribe(("greedy", 0))
    topic.subscribe(("greedy", 3), "greedy")  # one left: one more may come
    topic.close("done")
    topic.closed = None  # reopened by hand: its counts went with its subscribers
    for key in range(3):
        topic.subscribe(("again", key), "greedy")


@pytest.mark.parametrize(
    "config",
    [
        {"queue": 0},
        {"history": -1},
        {"max_subscribers": 0},
        {"max_per_member": 0},
        {"max_bytes": 0},
        {"overflow": "drop_newest"},
    ],
)
def test_a_config_it_cannot_honour_is_refused_at_once(config):
    with pytest.raises(ValueError):  # noqa: PT011 - each names its own bound
        TopicConfig(**config)


# -- every sequence of operations keeps the invariants ---------------------------------------

operation = st.one_of(
    st.tuples(st.just("publish")),
    st.tuples(st.just("take"), st.integers(0, 3), st.integers(1, 5)),
    st.tuples(st.just("subscribe"), st.integers(0, 3), st.one_of(st.none(), st.integers(0, 30))),
    st.tuples(st.just("unsubscribe"), st.integers(0, 3)),
)


class _Model:
    """What each subscriber must account for next: a sequence number, delivered or missed."""

    def __init__(self, topic: Topic) -> None:
        self.topic = topic
        self.expected: dict[int, int] = {}

    def publish(self) -> None:
        for event in self.topic.publish(body(self.topic.head), publisher="p"):
            if isinstance(event, SubscriberDropped):
                assert event.code == TopicCode.SLOW_SUBSCRIBER
        for key in [k for k in self.expected if k not in self.topic]:
            del self.expected[key]  # dropped as too slow (disconnect)

    def subscribe(self, key: int, after: int | None) -> None:
        if key in self.topic:
            return
        if after is not None and after > self.topic.head:
            with pytest.raises(TopicError) as refused:
                self.topic.subscribe(key, str(key), after=after)
            assert refused.value.code is TopicCode.INVALID_RESUME
            return
        admitted = self.topic.subscribe(key, str(key), after=after)
        start = self.topic.head if after is None else after
        self.expected[key] = start + 1 + admitted.missed

    def take(self, key: int, limit: int) -> None:
        for delivery in self.topic.take(key, limit):
            assert delivery.seq == self.expected[key] + delivery.missed
            assert delivery.body["value"] == delivery.seq - 1
            self.expected[key] = delivery.seq + 1

    def unsubscribe(self, key: int) -> None:
        if self.topic.unsubscribe(key) is not None:
            del self.expected[key]


def _held(topic: Topic) -> int:
    """The bytes of the distinct publications the queues hold, counted from scratch."""
    seqs = {seq for s in topic._subscribers.values() for seq, _ in s.queue}
    return sum(len(orjson.dumps(body(seq - 1))) for seq in seqs)


@settings(max_examples=300, deadline=None)
@given(
    ops=st.lists(operation, max_size=80),
    queue=st.integers(1, 4),
    history=st.integers(0, 5),
    overflow=st.sampled_from(list(Overflow)),
    max_bytes=st.sampled_from([DEFAULT_MAX_BYTES, 1, 40, 90, 200]),
)
def test_any_sequence_keeps_queues_bounded_and_accounts_for_every_publication(
    ops, queue, history, overflow, max_bytes
):
    """Each subscriber's queue stays within its bound, the queues together within
    `max_bytes` (bar the newest publication), and what each takes is in order with every
    publication since it joined either delivered or counted as missed."""
    config = TopicConfig(queue=queue, history=history, overflow=overflow, max_bytes=max_bytes)
    model = _Model(Topic("t", config))
    newest = 0
    for name, *args in ops:
        getattr(model, name)(*args)
        if name == "publish":
            newest = len(orjson.dumps(body(model.topic.head - 1)))
        for key in model.expected:
            assert model.topic.pending(key) <= queue
        assert set(model.expected) == {k for k in range(4) if k in model.topic}
        assert model.topic.queued() <= queue * model.topic.subscribers
        assert model.topic.held_bytes == _held(model.topic)
        assert model.topic.held_bytes <= max(max_bytes, newest)


def test_a_subscriber_that_stops_reading_holds_max_bytes_not_queue_publications():
    """An outside attack: one stalled subscriber pinned `queue` publications of ~1 MB each
    (259 MB). The queues hold `max_bytes` together now; the oldest go first, from every
    queue that holds them, and a subscriber that keeps up loses nothing."""
    big = {"concept": "reading", "value": "x" * 1_000}
    for overflow in Overflow:
        topic = Topic("t", TopicConfig(queue=256, max_bytes=10_000, overflow=overflow))
        topic.subscribe("stalled", "mallory")
        topic.subscribe("reader", "alice")
        dropped = []
        for _ in range(100):
            events = topic.publish(big, publisher="p")
            dropped += [e for e in events if isinstance(e, SubscriberDropped)]
            assert [d.missed for d in topic.take("reader")] == [0]
            assert topic.held_bytes <= 10_000
        if overflow is Overflow.DISCONNECT:
            assert [(d.subscriber, d.code) for d in dropped] == [
                ("mallory", TopicCode.SLOW_SUBSCRIBER)
            ]
            assert "stalled" not in topic
        else:
            assert not dropped
            held = topic.take("stalled", limit=1_000)
            assert len(held) == 9  # the newest that fit in 10,000 bytes
            assert held[0].missed == 91
            assert held[-1].seq == 100


def test_the_history_holds_max_bytes_and_a_resume_is_told_what_is_gone():
    topic = Topic("t", TopicConfig(history=100, max_bytes=500))
    for n in range(50):
        topic.publish(body(n), publisher="p")
    admitted = topic.subscribe("late", "bob", after=0)
    size = len(orjson.dumps(body(10)))  # every body(10..49) has the same size
    assert admitted.replayed == 500 // size
    assert admitted.missed == 50 - admitted.replayed
    assert [d.seq for d in topic.take("late", 100)][-1] == 50
