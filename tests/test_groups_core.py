"""The hosted group core (l8_comm.patterns.hosted_group): one total order of messages and
membership, one membership per agent, only members send, a slow member leaves."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l8_comm.patterns.hosted_group import GROUP_EVENT, GROUP_FROM, GROUP_MEMBER, OrderedGroup
from l8_comm.patterns.topics import (
    Overflow,
    PublicationSequenced,
    SubscriberDropped,
    Topic,
    TopicCode,
    TopicConfig,
    TopicError,
)


def message(n: int) -> dict[str, object]:
    return {"concept": "note", "n": n}


def until_refused(act: Callable[[int], object], limit: int = 100) -> tuple[int, TopicError]:
    """How many times `act(n)` succeeded before it was refused, and the refusal."""
    for n in range(limit):
        try:
            act(n)
        except TopicError as error:
            return n, error
    pytest.fail(f"never refused in {limit} tries")


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


def test_a_member_past_its_share_is_refused_busy_and_a_member_that_reads_nothing_stays():
    # An outside attack (F5): one member sent ~39,000 messages in 30 s and every member
    # whose work kept it from reading was dropped `slow_subscriber`. With a share, the
    # flood is the flooder's to bear: its excess is refused, the slow member stays.
    group = OrderedGroup("team", TopicConfig(queue=16, share=4), host="host")
    group.subscribe("s", "slow")  # reads nothing below
    group.subscribe("f", "flooder")
    group.subscribe("h", "honest")
    sent, refused = until_refused(lambda n: group.publish(message(n), publisher="flooder"))
    assert refused.code is TopicCode.BUSY
    assert sent == 3  # its join and three messages: its share of four
    group.publish(message(100), publisher="honest")  # the others are not held back
    group.publish(message(101), publisher="host")  # nor the host
    assert group.members == ["flooder", "honest", "slow"]
    assert [who for _, kind, who in drain(group, "s") if kind.startswith("n")] == [
        "flooder",
        "flooder",
        "flooder",
        "honest",
        "host",
    ]


def test_others_items_move_the_window_and_the_flooder_may_send_again():
    group = OrderedGroup("team", TopicConfig(queue=4, share=2), host="host")
    group.subscribe("f", "flooder")
    group.publish(message(1), publisher="flooder")  # its join and this: its share
    with pytest.raises(TopicError):
        group.publish(message(2), publisher="flooder")
    group.subscribe("a", "alice")
    group.publish(message(3), publisher="alice")
    group.publish(message(4), publisher="host")  # the flooder's join leaves the window
    assert group.held("flooder") == (1, group.held("flooder")[1])
    group.publish(message(5), publisher="flooder")


def test_joins_and_leaves_count_a_leave_is_never_refused_and_churn_is_refused_busy():
    group = OrderedGroup("team", TopicConfig(queue=64, share=5), host="host")
    group.subscribe("s", "slow")

    def churn(n: int) -> None:
        group.subscribe(f"m{n}", "churner")
        group.unsubscribe(f"m{n}")  # its leave, numbered whatever its share

    _, refused = until_refused(churn)
    assert refused.code is TopicCode.BUSY
    assert group.held("churner")[0] == 6  # two joins and leaves, a third join, its leave
    assert not group.is_member("churner")
    assert len(drain(group, "s")) == 7  # its own join, then the churner's six


def test_a_member_is_held_to_its_share_of_the_bytes():
    # queue 8, share 2: a member's items may hold a quarter of max_bytes (256 of 1,024)
    group = OrderedGroup("team", TopicConfig(queue=8, share=2, max_bytes=1024), host="host")
    group.subscribe("s", "slow")
    group.subscribe("f", "flooder")
    assert group.share_bytes == 256
    group.publish({"concept": "note", "text": "x" * 300}, publisher="flooder")
    with pytest.raises(TopicError) as refused:
        group.publish(message(1), publisher="flooder")  # one item, but 300 bytes and more
    assert refused.value.code is TopicCode.BUSY
    assert "bytes" in refused.value.reason


def test_a_share_is_a_groups_and_no_share_is_the_default():
    with pytest.raises(ValueError, match="share is a group's"):
        Topic("readings", TopicConfig(share=4))
    group = OrderedGroup("team", host="host")
    group.subscribe("a", "alice")
    for n in range(1000):
        group.publish(message(n), publisher="alice")
    assert group.held("alice") == (0, 0)


@settings(max_examples=300, deadline=None)
@given(_OPS, st.integers(1, 4))
def test_among_any_queue_consecutive_items_one_member_has_its_share_and_its_leave_at_most(
    ops, share
):
    queue = 6
    group = OrderedGroup("team", TopicConfig(queue=queue, share=share), host="h")
    keys: dict[str, str] = {}
    owners: list[str] = []  # the member each numbered item is of, in order
    refusals: list[tuple[TopicCode, bool]] = []  # each refusal's code, and whether it numbered

    def numbered(before: int, member: str) -> None:
        owners.extend([member] * (group.head - before))

    for n, (op, i) in enumerate(ops):
        member, before = f"m{i}", group.head
        for gone in [m for m in keys if not group.is_member(m)]:
            del keys[gone]
        try:
            if op == "join" and member not in keys:
                group.subscribe(f"{member}#{n}", member)
                keys[member] = f"{member}#{n}"
            elif op == "leave" and member in keys:
                group.unsubscribe(keys.pop(member))
            elif op == "send" and member in keys:
                group.publish(message(n), publisher=member)
            elif op == "read" and member in keys:
                group.take(keys[member], 2)
        except TopicError as error:
            refusals.append((error.code, group.head != before))
        numbered(before, member)
    assert all(refusal == (TopicCode.BUSY, False) for refusal in refusals)  # it numbers nothing
    for end in range(len(owners)):
        window = owners[max(0, end - queue + 1) : end + 1]
        assert max(window.count(m) for m in set(window)) <= share + 1
