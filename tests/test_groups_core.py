"""The hosted group core (l8_comm.patterns.hosted_group): one total order of messages and
membership, one membership per agent, only members send, a slow member leaves."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l8_comm.patterns.hosted_group import GROUP_EVENT, GROUP_FROM, GROUP_MEMBER, OrderedGroup
from l8_comm.patterns.topics import (
    Overflow,
    PublicationSequenced,
    SubscriberDropped,
    TopicCode,
    TopicConfig,
    TopicError,
)


def message(n: int) -> dict[str, object]:
    return {"concept": "note", "n": n}


def drain(group: OrderedGroup, key: str) -> list[tuple[int, str, str]]:
    """(seq, kind, who) of what is queued for `key`."""
    out = []
    for delivery in group.take(key, 10_000):
        body = delivery.body
        if GROUP_EVENT in body:
            out.append((delivery.seq, str(body[GROUP_EVENT]), str(body[GROUP_MEMBER])))
        else:
            out.append((delivery.seq, f"n{body['n']}", str(body[GROUP_FROM])))
    return out


def test_joins_messages_and_leaves_share_one_sequence_and_the_joiner_sees_its_own_join():
    group = OrderedGroup("team", host="host")
    admitted = group.subscribe("a", "alice")
    assert admitted.head == 0
    group.subscribe("b", "bob")
    group.publish(message(1), publisher="alice")
    group.unsubscribe("b")
    group.publish(message(2), publisher="host")  # the host sends without being a member
    assert drain(group, "a") == [
        (1, "joined", "alice"),
        (2, "joined", "bob"),
        (3, "n1", "alice"),
        (4, "left", "bob"),
        (5, "n2", "host"),
    ]
    assert group.members == ["alice"]


def test_one_membership_per_agent_and_only_members_send():
    group = OrderedGroup("team", host="host")
    group.subscribe("a1", "alice")
    with pytest.raises(TopicError) as twice:
        group.subscribe("a2", "alice")
    assert twice.value.code is TopicCode.ALREADY_A_MEMBER
    with pytest.raises(TopicError) as outsider:
        group.publish(message(1), publisher="mallory")
    assert outsider.value.code is TopicCode.NOT_A_MEMBER
    assert group.head == 1  # a refusal takes no number
    group.unsubscribe("a1")
    group.subscribe("a2", "alice")  # a member that left may join again
    assert group.is_member("alice")


def test_a_sender_cannot_set_its_own_group_from():
    group = OrderedGroup("team", host="host")
    group.subscribe("a", "alice")
    group.publish({**message(1), GROUP_FROM: "host"}, publisher="alice")
    assert drain(group, "a")[-1] == (2, "n1", "alice")


def test_a_slow_member_is_dropped_and_the_others_see_it_leave_without_a_gap():
    group = OrderedGroup("team", TopicConfig(queue=3, overflow=Overflow.DISCONNECT), host="h")
    group.subscribe("fast", "fast")
    group.subscribe("slow", "slow")
    drain(group, "slow")  # it read its join and the fast one's... then stops reading
    seen: list[tuple[int, str, str]] = []
    dropped: list[SubscriberDropped] = []
    for n in range(5):
        events = group.publish(message(n), publisher="fast")
        assert isinstance(events[0], PublicationSequenced)
        dropped += [e for e in events if isinstance(e, SubscriberDropped)]
        seen += drain(group, "fast")
    assert [d.subscriber for d in dropped] == ["slow"]
    assert dropped[0].code == TopicCode.SLOW_SUBSCRIBER
    assert "left" in [kind for _, kind, _ in seen]
    assert group.members == ["fast"]
    numbers = [seq for seq, _, _ in seen]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))  # no gap


def test_a_chain_of_drops_longer_than_the_recursion_limit_drops_each_member_once():
    """Members that joined in order and never read sit at staggered queue levels: one
    message drops the fullest, whose leave fills the next, and so on. That chain was
    recursion, past Python's limit from ~500 members (an outside attack), and left a
    member with no subscription that could not join again."""
    members = 1_200
    group = OrderedGroup(
        "team",
        TopicConfig(queue=members, overflow=Overflow.DISCONNECT, max_subscribers=members),
        host="h",
    )
    for k in range(members):
        group.subscribe(k, f"m{k}")
    events = group.publish(message(1), publisher="h")
    dropped = [e.subscriber for e in events if isinstance(e, SubscriberDropped)]
    assert len(dropped) == len(set(dropped)) == members  # each once, in the order they filled
    assert dropped[:3] == ["m0", "m1", "m2"]
    assert group.members == []
    assert group.subscribers == 0
    group.subscribe("again", "m0")  # nobody is left half a member
    assert group.members == ["m0"]


def test_a_closed_group_numbers_nothing_more():
    group = OrderedGroup("team", host="h")
    group.subscribe("a", "alice")
    dropped = group.close("urn:contexts:travel:v2.1 revoked")
    assert [d.code for d in dropped] == [TopicCode.TOPIC_CLOSED]
    for act in (
        lambda: group.publish(message(1), publisher="h"),
        lambda: group.subscribe("b", "bob"),
    ):
        with pytest.raises(TopicError) as closed:
            act()
        assert closed.value.code is TopicCode.TOPIC_CLOSED
    assert group.unsubscribe("a") is None


_OPS = st.lists(
    st.tuples(st.sampled_from(["join", "leave", "send", "read"]), st.integers(0, 5)),
    max_size=60,
)


@settings(max_examples=300, deadline=None)
@given(_OPS, st.sampled_from([Overflow.DISCONNECT, Overflow.DROP_OLDEST]))
def test_every_member_sees_exactly_what_was_numbered_while_it_was_a_member_in_one_order(  # noqa: C901 - one model of the group, checked at the end
    ops, overflow
):
    group = OrderedGroup("team", TopicConfig(queue=4, overflow=overflow), host="h")
    spans: dict[str, list[int]] = {}  # membership key -> the numbers handed out while it was in
    got: dict[str, list[tuple[int, str, str]]] = {}  # membership key -> what it took
    current: dict[str, str] = {}  # member -> its membership key now
    dropped: set[str] = set()  # memberships the group ended (a full queue)
    joins = 0
    seen = 0  # the numbers handed out so far, accounted for

    def account() -> None:
        nonlocal seen
        for key in [k for m, k in current.items() if not group.is_member(m)]:
            dropped.add(key)  # gone without a leave of ours: dropped for a full queue
        for member in [m for m in current if not group.is_member(m)]:
            del current[member]
        for seq in range(seen + 1, group.head + 1):
            for key in current.values():
                spans.setdefault(key, []).append(seq)
        seen = group.head

    def read(key: str) -> None:
        got.setdefault(key, []).extend(drain(group, key))

    for n, (op, i) in enumerate(ops):
        member = f"m{i}"
        if op == "join" and member not in current:
            joins += 1
            key = current[member] = f"{member}#{joins}"
            group.subscribe(key, member)
        elif op == "leave" and member in current:
            key = current.pop(member)
            read(key)
            group.unsubscribe(key)
        elif op == "send" and member in current:
            group.publish(message(n), publisher=member)
        elif op == "read" and member in current:
            read(current[member])
        account()
    for key in current.values():
        read(key)

    at: dict[int, tuple[str, str]] = {}
    for key, items in got.items():
        numbers = [seq for seq, _, _ in items]
        assert numbers == sorted(set(numbers))  # increasing, each once
        assert set(numbers) <= set(spans.get(key, []))  # nothing from outside its membership
        if overflow is Overflow.DISCONNECT and key not in dropped:
            assert numbers == spans.get(key, [])  # exactly its span, no gap
        for seq, kind, who in items:
            assert at.setdefault(seq, (kind, who)) == (kind, who)  # one order for all


def test_a_group_replays_nothing_and_keeps_no_history():
    group = OrderedGroup("team", host="h")
    group.subscribe("a", "alice")
    group.publish(message(1), publisher="alice")
    for after in (0, 1, 2):
        with pytest.raises(TopicError) as refused:
            group.subscribe("b", "bob", after=after)
        assert refused.value.code is TopicCode.INVALID_RESUME
    assert not group.is_member("bob")
    with pytest.raises(ValueError, match="history"):
        OrderedGroup("team", TopicConfig(history=8), host="h")
