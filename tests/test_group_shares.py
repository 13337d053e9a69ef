"""One member cannot push the others out of a group (spec 8.3.1 shares), on 127.0.0.1.

An outside attack (F5): a member of a task's group sent ~39,000 small valid messages in
30 s; under the group's `disconnect` policy every member whose work kept it from reading
for a moment was dropped `slow_subscriber`, its sub-task failed, and the task with it.
With a share, the flooder's excess is refused `busy` to the flooder, and a member that
reads nothing while the flood lasts keeps its membership and every honest message.
No test waits on time: a slow member reads nothing until the flood has ended.
"""

from __future__ import annotations

import asyncio

import pytest
from topic_helpers import V21, host_and, offer, serving

from ioa.agent import AgentError
from ioa.groups import GroupMessage, Membership

pytestmark = pytest.mark.asyncio

FLOOD = 2000
"""The most messages a flooder sends here before it gives up (unbounded, it never ended)."""


async def flood(membership: Membership) -> tuple[int, AgentError | None]:
    """Send to the group as fast as the host answers; how many went, and the refusal."""
    for sent in range(FLOOD):
        try:
            await membership.send(offer(10_000 + sent))
        except AgentError as refusal:
            return sent, refusal
    return FLOOD, None


async def until_heard(membership: Membership, senders: set[str]) -> list[GroupMessage]:
    """What `membership` hands on until a message of each of `senders` came (no hole)."""
    kept: list[GroupMessage] = []
    async with asyncio.timeout(20):
        while not senders <= {m.member for m in kept if m.kind == "message"}:
            kept.append(await anext(membership))
    return kept


async def items_until(membership: Membership, offer_id: str) -> list[GroupMessage]:
    """What `membership` hands on up to the message of `offer_id`."""
    kept: list[GroupMessage] = []
    async with asyncio.timeout(20):
        while not kept or kept[-1].values.get("offer_id") != offer_id:
            kept.append(await anext(membership))
    return kept


@pytest.mark.parametrize("slow", [1, 3], ids=["one-slow-member", "three-slow-members"])
async def test_a_flooding_member_is_refused_busy_and_members_that_read_nothing_stay(slow):
    honest = ["alice", "bob", "carol"][:slow]
    host, members = host_and("mallory", *honest)
    team = host.group("team", context=V21, share=16)
    async with serving(host) as port:
        sessions = [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]
        mallory, *slow_members = [await s.join("team") for s in sessions]
        # Every slow member reads nothing while the flood lasts (its work keeps it busy).
        sent, refusal = await flood(mallory)
        assert refusal is not None
        assert refusal.code == "busy"
        assert sent == 15  # its join and 15 messages: its share of the last 256 items
        assert team.members == sorted(["mallory", *honest])
        # Now each honest member speaks, then reads: nothing of it was lost, nobody dropped.
        for member, membership in zip(honest, slow_members, strict=True):
            await membership.send({**offer(slow_members.index(membership)), "offer_id": member})
        for membership in slow_members:
            kept = await until_heard(membership, set(honest))
            assert [m.seq for m in kept] == list(range(kept[0].seq, kept[0].seq + len(kept)))
            said = [m for m in kept if m.kind == "message"]
            assert [m.member for m in said].count("mallory") == sent
            assert {m.member: m.values["offer_id"] for m in said if m.member != "mallory"} == {
                member: member for member in honest
            }
        assert team.members == sorted(["mallory", *honest])


async def test_the_flooder_may_send_again_once_others_items_follow_its_own():
    host, members = host_and("mallory", "alice")
    team = host.group("team", context=V21, queue=8, share=2)
    async with serving(host) as port:
        sessions = [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]
        mallory = await sessions[0].join("team")
        alice = await sessions[1].join("team")
        await mallory.send(offer(1))  # its join and this: its share of the last 8 items
        with pytest.raises(AgentError) as refused:
            await mallory.send(offer(2))
        assert refused.value.code == "busy"
        assert "share" in refused.value.reason
        for n in range(6):  # the host's messages move the window on, past mallory's join
            team.send(offer(100 + n))
        await mallory.send(offer(3))
        said = await items_until(alice, "O-3")
        assert [m.values["offer_id"] for m in said if m.member == "mallory"] == ["O-1", "O-3"]
