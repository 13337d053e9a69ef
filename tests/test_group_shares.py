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
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from topic_helpers import V21, host_and, offer, serving

from contexts.builtin import builtin
from ioa import task_group
from ioa.agent import Agent, AgentError, Incoming
from ioa.groups import GroupMessage, Membership
from ioa.master import MasterAgent, collaborating_handler, invoked_handler
from ioa.orchestration import Plan, SubTask
from ioa.task_group import group_named
from l9_snl.identity import AgentIdentity

pytestmark = pytest.mark.asyncio

FLOOD = 2000
"""The most messages a flooder sends here before it gives up (unbounded, it never ended)."""
ACI = [builtin("urn:contexts:aci:v1.1")]
TOUR = ("flight-agent", "hotel-agent", "weather-agent")


async def flood(
    membership: Membership, message: Callable[[int], dict[str, Any]] = lambda n: offer(10_000 + n)
) -> tuple[int, AgentError | None]:
    """Send `message(n)` to the group as fast as the host answers; how many went, the refusal."""
    for sent in range(FLOOD):
        try:
            await membership.send(message(sent))
        except AgentError as refusal:
            return sent, refusal
    return FLOOD, None


def finding(context: dict[str, Any], text: str) -> dict[str, Any]:
    """An agent's own AgentContext with its key information: what it shares with the group."""
    item = context["todoItems"][0]["itemId"]
    return {**context, "KeyInformation": [{"itemId": item, "outputabstract": text}]}


def plan(agents: list[str]) -> Callable[[str], Plan]:
    """A planner: one sub-task for each of `agents`, all at once (no dependencies)."""
    return lambda _query: Plan(
        "trip",
        "a trip to Lisbon",
        ("book it",),
        tuple(SubTask(a, a, a, a, ((f"{a}-1", f"what {a} finds"),)) for a in agents),
    )


@contextlib.asynccontextmanager
async def task_team(handlers: dict[str, Callable[..., Any]]) -> AsyncIterator[MasterAgent]:
    """A grouped MasterAgent and an agent serving `handlers[agent]` for each, on 127.0.0.1."""
    master_agent = Agent(AgentIdentity.generate("master"), contexts=ACI)
    listeners, addresses = [], {}
    for agent_id, handler in handlers.items():
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=ACI)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        invoked.handler("AgentContext")(handler)
        listener = await invoked.serve()
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    master = MasterAgent(master_agent, addresses, planner=plan(list(handlers)), group=True)
    try:
        yield master
    finally:
        await master.close()
        for listener in listeners:
            await listener.close()


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
        mallory = await sessions[0].join("team", queue=FLOOD + 64)  # room for its own copies
        slow_members = [await s.join("team") for s in sessions[1:]]
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


@pytest.mark.parametrize("slow", [1, 3], ids=["one-slow-member", "three-slow-members"])
async def test_a_task_groups_flooder_is_refused_and_its_busy_siblings_complete_the_task(slow):
    # F5 as the attack ran it: a stock MasterAgent(group=True), honest agents written as
    # docs/agents.md shows, and one agent of the plan that joins the task's group and
    # floods it. Its siblings are at their work (reading nothing) until the flood ends.
    honest = list(TOUR[:slow])
    flooded = asyncio.Event()
    flood_ended: list[tuple[int, AgentError | None]] = []
    errors: list[AgentError] = []
    heard: dict[str, list[GroupMessage]] = {}

    async def sibling(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        me = context["AgentID"]
        await flooded.wait()  # its own work: a model call, say
        try:
            await group.send(finding(context, f"{me} found it"))
            heard[me] = await until_heard(group, set(honest))
        except AgentError as error:
            errors.append(error)
            raise
        return {context["todoItems"][0]["itemId"]: f"{me} found it"}

    async def scout(context: dict[str, Any]) -> dict[str, str]:
        return {context["todoItems"][0]["itemId"]: "try the pastries"}

    answer_scout = invoked_handler(scout)

    async def flooder(message: Incoming) -> dict[str, Any]:
        name = group_named(message.envelope)
        assert name is not None
        # Its own membership on the session the master opened to it, its queue large
        # enough for its own copies of the flood (it reads none).
        group = await message.session.join(name, queue=FLOOD + 64)
        try:
            async with asyncio.timeout(20):
                while not set(group.members) >= {*honest, "evil"}:  # everyone is at work
                    await anext(group)
            aci = {"concept": "AgentContext", **message.values}  # small, valid, its own
            flood_ended.append(await flood(group, lambda _: aci))
        finally:
            flooded.set()
            await group.leave()
        return await answer_scout(message)

    handlers = {agent: collaborating_handler(sibling) for agent in honest}
    async with task_team({**handlers, "evil": flooder}) as master:
        async with asyncio.timeout(60):
            outcome = await master.run("T-F5", "plan a trip to Lisbon")
    assert errors == []
    assert outcome.refused == []
    assert outcome.task_context["OverallStatus"] == "completed"
    [(sent, refusal)] = flood_ended
    assert refusal is not None
    assert refusal.code == "busy"
    assert sent == task_group.SHARE - 1  # its join and its messages: its share
    for me in honest:  # each stayed, and heard every sibling's finding and the flood's part
        said = [m for m in heard[me] if m.kind == "message"]
        assert {m.member for m in said} == {*honest, "evil"}
        assert len([m for m in said if m.member == "evil"]) == sent
