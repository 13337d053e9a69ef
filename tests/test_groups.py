"""Collaboration groups on the wire (spec 8.3.1): an agent hosts, members join on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from topic_helpers import (
    OFFER,
    V21,
    example_policies,
    host_and,
    offer,
    run_docs_example,
    serving,
)
from transport_helpers import eventually

from ioa.agent import AgentError, AgentSession
from ioa.groups import GroupMessage, HostedGroup, Membership
from ioa.subscriptions import agreed_subscription
from ioa.topic_sender import TopicSender
from l8_comm import Performative
from l9_snl.exceptions import LocalSemanticError

pytestmark = pytest.mark.asyncio


async def items(membership: Membership, count: int) -> list[GroupMessage]:
    async with asyncio.timeout(20):
        return [await anext(membership) for _ in range(count)]


async def to_the_end(membership: Membership) -> tuple[list[GroupMessage], AgentError]:
    """What a membership hands on until it ends, and the error it ends with."""
    kept: list[GroupMessage] = []
    async with asyncio.timeout(20):
        while True:
            try:
                kept.append(await anext(membership))
            except AgentError as error:
                return kept, error


def shown(messages: list[GroupMessage]) -> list[tuple[int, str, str, str]]:
    """(seq, kind, member, offer id or "") of each item."""
    return [(m.seq, m.kind, m.member, str(m.values.get("offer_id", ""))) for m in messages]


@contextlib.asynccontextmanager
async def group_of(
    *names: str, **settings: object
) -> AsyncIterator[tuple[HostedGroup, list[AgentSession]]]:
    """A host serving the group `team` (`settings`: its options), and a session of each member."""
    host, members = host_and(*names)
    team = host.group("team", context=V21, **settings)  # type: ignore[arg-type]
    async with serving(host) as port:
        yield team, [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]


async def test_members_see_messages_joins_and_leaves_in_one_order_the_sender_included():
    async with group_of("alice", "bob", "carol") as (team, [a, b, c]):
        alice = await a.join("team")
        assert alice.members == {"alice"}
        bob = await b.join("team")
        assert bob.members == {"alice", "bob"}
        assert await alice.send(offer(1)) == 3
        assert await bob.send(offer(2)) == 4
        carol = await c.join("team")
        assert carol.head == 4
        assert carol.members == {"alice", "bob", "carol"}
        await bob.leave()
        await eventually(lambda: "bob" not in team.members, within=20)  # its CANCEL arrived
        assert team.send(offer(3)) == 7  # the host, as itself, without joining
        expected = [
            (1, "joined", "alice", ""),
            (2, "joined", "bob", ""),
            (3, "message", "alice", "O-1"),
            (4, "message", "bob", "O-2"),
            (5, "joined", "carol", ""),
            (6, "left", "bob", ""),
            (7, "message", "host", "O-3"),
        ]
        assert shown(await items(alice, 7)) == expected
        assert shown(await items(carol, 3)) == expected[4:]
        assert alice.members == carol.members == {"alice", "carol"}
        assert team.members == ["alice", "carol"]


async def test_a_message_is_validated_by_each_member_and_reaches_it_without_the_groups_members():
    async with group_of("alice", "bob") as (_team, [a, b]):
        alice, bob = await a.join("team"), await b.join("team")
        await alice.send(offer(5))
        got = (await items(bob, 2))[-1]
        assert got.name == "flight_offer"
        assert got.values == {k: v for k, v in offer(5).items() if k != "concept"}
        assert got.envelope is not None
        assert got.envelope.content["group_from"] == "alice"


async def test_only_a_member_sends_and_an_agent_is_a_member_once():
    async with group_of("alice", "mallory") as (team, [a, m]):
        await a.join("team")
        with pytest.raises(AgentError) as outsider:
            await m.publish("team", offer(1))
        assert outsider.value.code == "not_a_member"
        with pytest.raises(AgentError) as twice:
            await a.join("team")
        assert twice.value.code == "already_a_member"
        assert team.core.head == 1  # the refusals took no number


async def test_a_member_that_locked_an_older_version_is_refused_with_the_l9_code():
    host, (old,) = host_and("old")
    host.group("team", context=V21)
    async with serving(host) as port:
        stale = await old.connect(
            "127.0.0.1", port, peer="host", context="urn:contexts:travel:v2.0"
        )
        with pytest.raises(AgentError) as refused:
            await stale.join("team")
        assert refused.value.code == "no_common_context"
        assert V21 in refused.value.reason


async def test_a_message_that_fails_validation_is_refused_to_its_sender_and_seen_by_nobody():
    async with group_of("alice", "bob") as (team, [a, b]):
        alice, bob = await a.join("team"), await b.join("team")
        with pytest.raises(LocalSemanticError):
            await alice.send({**OFFER, "price_minor": "free"})
        endpoint = a.locked.semantic.endpoint
        sent = endpoint.send(
            "PUBLISH",
            {**OFFER, "price_minor": "free", "topic": "team"},
            to=("host",),
            ontology=V21,
            protocol="confirmed-publish",
        )
        await a.locked.session.flush()
        with pytest.raises(AgentError) as invalid:
            await a._answer(sent)
        assert invalid.value.code == "invalid_content"
        for forged in ({"group_event": "left"}, {"group_member": "bob"}):
            with pytest.raises((AgentError, LocalSemanticError)):
                await alice.send({**offer(8), **forged})
        assert await alice.send(offer(9)) == 3
        assert shown(await items(bob, 2)) == [
            (2, "joined", "bob", ""),
            (3, "message", "alice", "O-9"),
        ]
        assert team.core.head == 3


async def test_the_host_follows_its_own_group_as_a_member():
    async with group_of("alice") as (team, [a]):
        mine = team.follow()
        alice = await a.join("team")
        assert alice.members == {"host", "alice"}
        await alice.send(offer(1))
        assert mine.send(offer(2)) == 4
        async with asyncio.timeout(20):
            seen = [await anext(mine) for _ in range(4)]
        assert shown(seen) == [
            (1, "joined", "host", ""),
            (2, "joined", "alice", ""),
            (3, "message", "alice", "O-1"),
            (4, "message", "host", "O-2"),
        ]
        assert seen[2].name == "flight_offer"
        assert seen[2].values["offer_id"] == "O-1"
        assert shown((await items(alice, 3))[1:]) == shown(seen[2:])
        mine.leave()
        assert shown(await items(alice, 1)) == [(5, "left", "host", "")]
        with pytest.raises(AgentError):
            await anext(mine)


async def test_a_message_that_drops_a_slow_member_is_agreed_under_its_own_number():
    # An outside attack: the AGREE carried the group's head, which a member dropped for a
    # full queue had moved to its leave notice, numbered right after the message.
    async with group_of("alice", queue=4) as (team, [a]):
        alice = await a.join("team")
        slow = team.follow()  # never read: dropped once its queue is full
        agreed = [await alice.send(offer(n)) for n in range(6)]
        kept = await items(alice, 2 + 6 + 1)  # two joins, six messages, the slow one's leave
        messages = {m.values["offer_id"]: m.seq for m in kept if m.kind == "message"}
        assert agreed == [messages[f"O-{n}"] for n in range(6)]
        assert [(m.kind, m.member) for m in kept if m.kind == "left"] == [("left", "host")]
        with pytest.raises(AgentError):
            await anext(slow)


async def test_subscriptions_that_end_elsewhere_wake_no_member_of_a_group(monkeypatch):
    # An outside attack: every subscription conversation that ended on the host (even a
    # SUBSCRIBE refused `unknown_topic`, then a CANCEL) woke every member's sender of every
    # group: 200 sender passes per SUBSCRIBE and CANCEL with 200 members, from any peer.
    async with group_of("alice", "bob", "mallory") as (team, [a, b, m]):
        await a.join("team")
        await b.join("team")
        woken: list[object] = []
        wake = TopicSender.wake
        monkeypatch.setattr(
            TopicSender, "wake", lambda sender: (woken.append(sender), wake(sender))
        )
        semantic = m.locked.semantic
        for _ in range(5):
            sent = semantic.send(Performative.SUBSCRIBE, {"topic": "no.such"}, to=("host",))
            semantic.send(Performative.CANCEL, None, conversation_id=sent.conversation_id)
        last = semantic.send(Performative.SUBSCRIBE, {"topic": "no.such"}, to=("host",))
        await m.locked.session.flush()
        conversations = m.locked.session.endpoint.conversations
        # refused after the host has read every CANCEL before it (one session: in order)
        await eventually(lambda: conversations.get(last.conversation_id) is None, within=20)
        assert woken == []
        assert team.members == ["alice", "bob"]


async def test_a_closed_group_ends_every_membership_with_its_reason():
    async with group_of("alice") as (team, [a]):
        alice = await a.join("team")
        mine = team.follow()
        team.close("urn:contexts:travel:v2.1 was revoked: airport codes were wrong")
        with pytest.raises(AgentError) as closed:
            await items(alice, 3)  # what was queued is dropped: at most its join, the host's
        assert closed.value.code == "topic_closed"
        assert "revoked" in closed.value.reason
        with pytest.raises(AgentError) as host_side:
            await anext(mine)
        assert host_side.value.code == "topic_closed"
        with pytest.raises(AgentError) as refused:
            await a.join("team")
        assert refused.value.code == "topic_closed"


async def test_a_member_whose_session_ends_leaves_and_the_others_are_told():
    async with group_of("alice", "bob") as (team, [a, b]):
        alice = await a.join("team")
        await b.join("team")
        await b.close()
        assert shown((await items(alice, 3))[2:]) == [(3, "left", "bob", "")]
        assert team.members == ["alice"]


async def test_a_member_that_does_not_read_leaves_with_slow_subscriber_and_nothing_is_skipped():
    async with group_of("alice", "bob") as (team, [a, b]):
        alice = await a.join("team", queue=3)
        bob = await b.join("team")
        for n in range(6):
            await bob.send(offer(n))
        kept, slow = await to_the_end(alice)
        assert slow.code == "slow_subscriber"
        assert [m.seq for m in kept] == [1, 2, 3]  # what it kept has no hole
        await eventually(lambda: "alice" not in team.members, within=20)  # its leave arrived
        seen = await items(bob, 8)
        assert [m.seq for m in seen] == list(range(2, 10))
        assert [(m.kind, m.member) for m in seen].count(("left", "alice")) == 1
        assert [m.values["offer_id"] for m in seen if m.kind == "message"] == [
            f"O-{n}" for n in range(6)
        ]


async def test_the_host_drops_a_member_whose_queue_is_full_and_the_others_see_it_leave():
    async with group_of("alice", "bob", queue=8) as (team, [a, b]):
        alice = await a.join("team")
        bob = await b.join("team")
        await items(bob, 1)
        stuck = next(s for s in team._senders.values() if s.request.sender == "alice")
        # Hold the host's writes to alice as a stalled socket would: its queue fills, while
        # bob reads each message as it comes.
        async with stuck.session.topic_gate:
            sent = 0
            while "alice" in team.members:
                team.send(offer(sent))
                sent += 1
                await items(bob, 1)
        assert sent <= 9  # queue 8: at the latest, the ninth message for alice dropped it
        seen = await items(bob, 1)
        assert shown(seen) == [(sent + 3, "left", "alice", "")]
        kept, dropped = await to_the_end(alice)
        assert dropped.code == "slow_subscriber"
        assert [m.seq for m in kept] == list(range(1, len(kept) + 1))  # no hole in what it got


async def test_the_firewall_decides_who_joins(tmp_path):
    host, (inside, outside) = host_and(
        "retailer-7", "public-webapp-3", policies=example_policies(tmp_path)
    )
    team = host.group("team.widgets", context=V21)
    async with serving(host) as port:
        trusted = await inside.connect("127.0.0.1", port, peer="host", context=V21)
        public = await outside.connect("127.0.0.1", port, peer="host", context=V21)
        with pytest.raises(AgentError) as refused:
            await public.join("team.widgets")
        assert refused.value.code == "forbidden"
        with pytest.raises(AgentError) as outsider:
            await public.publish("team.widgets", offer(1))
        assert outsider.value.code == "not_a_member"
        member = await trusted.join("team.widgets")
        assert await member.send(offer(2)) == 2
        assert team.members == ["retailer-7"]


async def test_a_callback_gets_every_item_in_order():
    async with group_of("alice", "bob") as (_team, [a, b]):
        got: list[tuple[int, str]] = []
        done = asyncio.Event()

        async def on_message(message: GroupMessage) -> None:
            got.append((message.seq, message.kind))
            if len(got) == 3:
                done.set()

        await a.join("team", on_message=on_message)
        bob = await b.join("team")
        await bob.send(offer(1))
        async with asyncio.timeout(20):
            await done.wait()
        assert got == [(1, "joined"), (2, "joined"), (3, "message")]


async def test_a_join_with_after_is_refused_a_group_replays_nothing():
    """Review: a rejoin with `after` replayed history (to newcomers too) and could overflow
    the joiner's own queue before it read anything. A member sees what is sent while it is
    a member, from its own join."""
    async with group_of("alice", "bob") as (team, [a, b]):
        alice = await a.join("team")
        await alice.send(offer(1))
        for after in (0, 1, 2):
            with pytest.raises(AgentError) as refused:
                await agreed_subscription(
                    b,
                    {"topic": "team", "after": after},
                    lambda request: Membership(b, request, after=None, queue=8),
                )
            assert refused.value.code == "invalid_resume"
        bob = await b.join("team")
        assert shown(await items(bob, 1)) == [(3, "joined", "bob", "")]
        assert team.members == ["alice", "bob"]


GROUPS_PAGE = Path(__file__).parents[1] / "docs" / "groups.md"


async def test_the_example_of_docs_groups_md_runs(capsys):
    """docs/groups.md's example, run as written (on a free port instead of 8443)."""
    names = await run_docs_example(GROUPS_PAGE)
    try:
        assert names["seq"] == 2
        assert capsys.readouterr().out.splitlines() == [
            "['member']",
            "1 joined member -",
            "2 message member O-1",
            "3 message host O-2",
        ]
        await eventually(lambda: names["team"].core.head == 4, within=20)  # its leave numbered
    finally:
        await names["session"].close()
        await names["listener"].close()


async def test_a_group_may_admit_only_named_agents_and_unhosting_frees_its_name():
    host, (listed, other) = host_and("alice", "mallory")
    team = host.group("team", context=V21, admits=["alice"])
    async with serving(host) as port:
        a, m = [
            await agent.connect("127.0.0.1", port, peer="host", context=V21)
            for agent in (listed, other)
        ]
        with pytest.raises(AgentError) as refused:
            await m.join("team")
        assert refused.value.code == "not_a_member"
        alice = await a.join("team")
        assert team.members == ["alice"]
        assert host.unhost("team", "the task ended") is True
        _, ended = await to_the_end(alice)
        assert (ended.code, ended.reason) == ("topic_closed", "the task ended")
        assert host.unhost("team", "again") is False
        again = host.group("team", context=V21)  # the name is free again
        assert (await m.join("team")).members == {"mallory"}
        assert again.members == ["mallory"]


async def test_a_membership_renews_itself_and_nobody_sees_it_leave_or_join():
    async with group_of("alice", "bob") as (team, [a, b]):
        alice = await a.join("team", expires_in=2)
        bob = await b.join("team")
        seen_by_bob: list[GroupMessage] = []
        sent = 0
        async with asyncio.timeout(60):
            while alice.renewals < 2:
                sent += 1
                await alice.send(offer(sent))
                seen_by_bob.append(await anext(bob))
                await asyncio.sleep(0.02)
        seen_by_bob += await items(bob, 1)
        assert [(m.kind, m.member) for m in seen_by_bob] == [("joined", "bob")] + [
            ("message", "alice")
        ] * sent  # no leave, no join of alice's: a renewal is nobody's business
        got = await items(alice, 2 + sent)  # its join, bob's, every message
        assert [m.seq for m in got] == list(range(1, 3 + sent))
        assert [m.kind for m in got].count("message") == sent
        assert team.members == ["alice", "bob"]
        assert len(team._senders) == 2


def _slow_renewals(host, delay: float) -> None:
    """The host answers a renewal SUBSCRIBE only after `delay` s (a slow or busy host)."""
    topics = host.hosted_topics
    original = topics._subscribe

    async def _subscribe(session, request):
        if isinstance(request.content, dict) and "renews" in request.content:
            await asyncio.sleep(delay)
        await original(session, request)

    topics._subscribe = _subscribe


async def test_leaving_while_a_renewal_is_in_flight_leaves_no_ghost_member():
    """Review: a leave that cancelled only the old conversation left the member in the group
    (moved by the renewal) until expiry, unable to join again."""
    host, (a,) = host_and("alice")
    team = host.group("team", context=V21)
    _slow_renewals(host, 0.5)
    async with serving(host) as port:
        session = await a.connect("127.0.0.1", port, peer="host", context=V21)
        # renews at 3 s, answered 0.5 s later (slow renewals): of the quarter of the
        # lifetime left when it renews (1 s), half a second is what a loaded machine has to
        # read the host's AGREE in before the host's own count ends the membership (with
        # 2 s it had none: the renewal's answer came as the membership ended)
        alice = await session.join("team", expires_in=4)
        await eventually(lambda: alice._renewing is not None, within=10)
        await alice.leave()
        await eventually(lambda: team.members == [] and not team._senders, within=10)
        again = await session.join("team")
        assert again.members == {"alice"}


async def test_a_session_that_ends_during_a_renewal_ends_every_subscription_it_held():
    """Review: ending a session while a renewal was under way changed the table it walked;
    its other subscriptions never ended."""
    host, (a,) = host_and("alice")
    host.topic("fares", context=V21)
    host.topic("news", context=V21)
    _slow_renewals(host, 5)
    async with serving(host) as port:
        session = await a.connect("127.0.0.1", port, peer="host", context=V21)
        renewing = await session.subscribe("fares", expires_in=4)  # renews at 3 s (above)
        other = await session.subscribe("news")
        await eventually(lambda: renewing._renewing is not None, within=10)
        await session.close()
        async with asyncio.timeout(5):
            for subscription in (other, renewing):
                with pytest.raises(AgentError):
                    await anext(subscription)


async def _expired_here_while_renewing(a, b, port) -> tuple[AgentSession, Membership]:
    """Alice's membership expires on her side while its renewal (sent at 3/4 of a 2 s
    lifetime) waits for the host's slow answer; her session, and bob's membership."""
    session = await a.connect("127.0.0.1", port, peer="host", context=V21)
    bob_session = await b.connect("127.0.0.1", port, peer="host", context=V21)
    alice = await session.join("team", expires_in=2)
    bob = await bob_session.join("team")
    _, ended = await to_the_end(alice)
    assert ended.code == "expired"
    return session, bob


async def test_a_membership_that_expires_here_during_its_renewal_leaves_no_ghost():
    """Review 2: ending on this side (its expiry, a violation) during a renewal did not
    cancel the renewal's conversation, where the host had moved the membership: the host
    kept a ghost member, and what it sent there reached `session.receive()`."""
    host, (a, b) = host_and("alice", "bob")
    team = host.group("team", context=V21)
    _slow_renewals(host, 0.8)
    async with serving(host) as port:
        session, bob = await _expired_here_while_renewing(a, b, port)
        await eventually(lambda: team.members == ["bob"], within=20)  # its leave arrived
        await bob.send(offer(7))
        with pytest.raises(TimeoutError):  # nothing of the group's leaks to receive()
            await asyncio.wait_for(session.receive(), 1.5)
        again = await session.join("team")
        assert again.members == {"alice", "bob"}
