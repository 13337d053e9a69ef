"""A task's collaboration group (spec 14.5) over real HTTP/2 on 127.0.0.1.

The master's agent hosts the group for the run; each invoked agent learns its
name from the AgentContext QUERY's sub-context and joins over the session the
master opened to it; only the task's agents are admitted; the group closes
when the run ends.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming
from ioa.groups import GroupMessage, Membership
from ioa.master import MasterAgent, collaborating_handler, invoked_handler
from ioa.orchestration import OrchestrationError, Plan, SubTask
from ioa.task_group import GROUP, TASK_SUBCONTEXT, group_name, group_named
from l8_comm import Envelope
from l8_comm.envelope import SubContextRef
from l8_comm.identifiers import TOPIC_PATTERN
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.0")]
BOTH = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]
TOUR = ("flight-agent", "hotel-agent", "weather-agent")
FINDINGS = {
    "hotel-agent": "Hotel Avenida, 2 nights",
    "flight-agent": "TP 1350 lands 11:05",
    "weather-agent": "rain on Saturday",
}


@contextlib.asynccontextmanager
async def tour_team(
    handlers: dict[str, Callable[..., Any]],
    *,
    contexts: dict[str, list] | None = None,
    master_serves: bool = False,
    **master: Any,
) -> AsyncIterator[tuple[MasterAgent, dict[str, Agent], int | None]]:
    """A master and the three tour agents, each serving `handlers[agent]` on 127.0.0.1.

    Yields the master, the invoked agents, and the master's own port when it serves.
    """
    master_agent = Agent(AgentIdentity.generate("master"), contexts=BOTH)
    agents, listeners, addresses = {}, [], {}
    for agent_id in TOUR:
        invoked = Agent(
            AgentIdentity.generate(agent_id), contexts=(contexts or {}).get(agent_id, BOTH)
        )
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        invoked.handler("AgentContext")(handlers[agent_id])
        listener = await invoked.serve()
        listeners.append(listener)
        agents[agent_id] = invoked
        addresses[agent_id] = ("127.0.0.1", listener.port)
    own = await master_agent.serve() if master_serves else None
    orchestrator = MasterAgent(master_agent, addresses, **master)
    try:
        yield orchestrator, agents, own.port if own is not None else None
    finally:
        await orchestrator.close()
        for agent in [master_agent, *agents.values()]:
            for session in list(agent.sessions):
                await session.close()
        for listener in [*listeners, *([own] if own is not None else [])]:
            await listener.close()


def finding(context: dict[str, Any], text: str) -> dict[str, Any]:
    """The agent's own AgentContext with its key information: what it shares with the group."""
    item = context["todoItems"][0]["itemId"]
    return {**context, "KeyInformation": [{"itemId": item, "outputabstract": text}]}


def announcing(seen: dict[str, list[GroupMessage]]) -> Callable[..., Any]:
    """A work that waits for the whole team, announces its finding, and reads every other's."""

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        me = context["AgentID"]
        mine = seen.setdefault(me, [])
        sent = False
        async with asyncio.timeout(20):
            while True:
                if not sent and set(group.members) >= set(TOUR):  # everyone hears it
                    await group.send(finding(context, FINDINGS[me]))
                    sent = True
                heard = {m.member for m in mine if m.kind == "message"}
                if sent and heard >= set(TOUR):
                    break
                mine.append(await anext(group))
        return {context["todoItems"][0]["itemId"]: FINDINGS[me]}

    return work


async def test_the_task_agents_exchange_findings_through_the_group_in_one_order():
    seen: dict[str, list[GroupMessage]] = {}
    work = announcing(seen)
    handlers = {agent: collaborating_handler(work) for agent in TOUR}
    async with tour_team(handlers, group=True) as (master, _, _):
        async with asyncio.timeout(30):
            outcome = await master.run("T-G1", "plan a trip to Lisbon")
        hosted_after = dict(master.agent.hosted_topics.topics)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert outcome.group == "task.T-G1"
    assert "Group" not in outcome.task_context  # the TaskContext's schema admits no member more
    # Every agent read the three findings, each from its sender, validated as AgentContext,
    # and all three in the same order (the host's sequence numbers).
    orders = {}
    for agent, messages in seen.items():
        said = [m for m in messages if m.kind == "message"]
        assert {m.member: m.values["KeyInformation"][0]["outputabstract"] for m in said} == (
            FINDINGS
        )
        assert all(m.name == "AgentContext" and m.values["AgentID"] == m.member for m in said)
        orders[agent] = [(m.seq, m.member) for m in said]
    assert sorted(orders) == sorted(TOUR)
    assert len({tuple(order) for order in orders.values()}) == 1
    # The run ended: the group is no longer hosted (a later join is `unknown_topic`).
    assert "task.T-G1" not in hosted_after


async def test_the_group_admits_only_the_task_agents_and_closes_when_the_run_ends():
    hotel_working = asyncio.Event()
    checked = asyncio.Event()

    async def hotel(context: dict[str, Any]) -> dict[str, str]:
        hotel_working.set()
        await checked.wait()
        return {context["todoItems"][0]["itemId"]: "Hotel Avenida"}

    async def quick(context: dict[str, Any]) -> dict[str, str]:
        return {context["todoItems"][0]["itemId"]: "done"}

    handlers = {
        "hotel-agent": invoked_handler(hotel),
        "flight-agent": invoked_handler(quick),
        "weather-agent": invoked_handler(quick),
    }
    # The master's agent also serves: anyone it trusts can lock `aci` with it.
    async with tour_team(handlers, group=True, master_serves=True) as (master, agents, port):
        assert port is not None
        outsider = Agent(AgentIdentity.generate("outsider-agent"), contexts=BOTH)
        outsider.trust_peer(master.agent.identity)
        master.agent.trust_peer(outsider.identity)
        async with asyncio.timeout(30):
            running = asyncio.get_running_loop().create_task(master.run("T-G2", "a holiday"))
            await hotel_working.wait()
            # A task agent joins on a session of its own to the master: admitted.
            hotel_agent = agents["hotel-agent"]
            own = await hotel_agent.connect("127.0.0.1", port, peer="master", context="aci")
            member = await own.join("task.T-G2")
            assert "hotel-agent" in member.members
            # An agent with no sub-task in the task is refused, though trusted and locked.
            stranger = await outsider.connect("127.0.0.1", port, peer="master", context="aci")
            with pytest.raises(AgentError) as refused:
                await stranger.join("task.T-G2")
            assert refused.value.code == "not_a_member"
            checked.set()
            outcome = await running
            # The member still in the group when the run ended is told it closed, and why.
            with pytest.raises(AgentError) as closed:
                async for _ in member:
                    pass
            await stranger.close()
    assert outcome.task_context["OverallStatus"] == "completed"
    assert closed.value.code == "topic_closed"
    assert "T-G2 completed" in closed.value.reason


async def test_a_run_without_a_group_names_none_and_a_collaborating_work_gets_none():
    groups: list[Membership | None] = []
    subcontexts: list[Any] = []

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        groups.append(group)
        return {context["todoItems"][0]["itemId"]: "done"}

    def watching(handler: Callable[..., Any]) -> Callable[..., Any]:
        async def handle(message: Incoming) -> dict[str, Any]:
            subcontexts.append(message.envelope.context)
            return await handler(message)

        return handle

    handlers = {agent: watching(collaborating_handler(work)) for agent in TOUR}
    async with tour_team(handlers, group=True) as (master, _, _):  # the run says no
        async with asyncio.timeout(30):
            outcome = await master.run("T-G3", "a holiday", group=False)
        hosted = dict(master.agent.hosted_topics.topics)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert outcome.group is None
    assert groups == [None, None, None]
    assert subcontexts == [None, None, None]  # the QUERY is as it was before groups
    assert hosted == {}


async def test_a_task_id_can_run_again_with_a_new_group_once_the_first_closed():
    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        await group.send(finding(context, "ok"))
        return {context["todoItems"][0]["itemId"]: "ok"}

    handlers = {agent: collaborating_handler(work) for agent in TOUR}
    async with tour_team(handlers, group=True) as (master, _, _):
        async with asyncio.timeout(30):
            first = await master.run("T-G4", "a holiday")
            again = await master.run("T-G4", "a holiday")
    assert first.group == again.group == "task.T-G4"
    assert (
        first.task_context["OverallStatus"] == again.task_context["OverallStatus"] == ("completed")
    )


async def test_an_agent_that_locked_another_aci_version_is_not_told_of_the_group():
    names: dict[str, Membership | None] = {}

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        names[context["AgentID"]] = group
        return {context["todoItems"][0]["itemId"]: "ok"}

    handlers = {agent: collaborating_handler(work) for agent in TOUR}
    # The master's group locks aci v1.1 (the highest it holds); the weather agent has v1.0.
    async with tour_team(handlers, contexts={"weather-agent": ACI}, group=True) as (
        master,
        _,
        _,
    ):
        async with asyncio.timeout(30):
            outcome = await master.run("T-G5", "a holiday")
    assert outcome.task_context["OverallStatus"] == "completed"
    assert names["weather-agent"] is None
    assert names["hotel-agent"] is not None
    assert names["flight-agent"] is not None


@pytest.mark.parametrize("task_id", ["T-1", "a b", "ü" * 10, "x" * 128, "/leading"])
def test_a_group_name_is_a_topic_name_for_any_task_id(task_id):
    name = group_name(task_id)
    assert TOPIC_PATTERN.fullmatch(name)
    assert name == group_name(task_id)
    assert (name == f"task.{task_id}") == bool(TOPIC_PATTERN.fullmatch(f"task.{task_id}"))


def query_in(context: dict[str, Any] | None) -> Envelope:
    return Envelope(
        protocol="query",
        id="A" * 22,
        ts="2026-11-30T00:00:00Z",
        sender="master",
        to=["hotel-agent"],
        performative="QUERY",
        conversation_id="B" * 22,
        content={},
        context=SubContextRef.from_wire(context) if context is not None else None,
    )


def test_only_a_task_subcontext_names_a_group_and_a_bad_name_is_refused():
    assert group_named(query_in(None)) is None
    other = {"id": "C" * 22, "type": "negotiation", "metadata": {GROUP: "task.T-1"}}
    assert group_named(query_in(other)) is None
    named = {"id": "C" * 22, "type": TASK_SUBCONTEXT, "metadata": {GROUP: "task.T-1"}}
    assert group_named(query_in(named)) == "task.T-1"
    for bad in ("", " task", 7, "x" * 200):
        wrong = {"id": "C" * 22, "type": TASK_SUBCONTEXT, "metadata": {GROUP: bad}}
        with pytest.raises(AgentError) as refused:
            group_named(query_in(wrong))
        assert refused.value.code == "invalid_group"


async def test_more_grouped_runs_than_live_subcontexts_reuse_one_subcontext():
    """Each side may create 64 live sub-contexts per session (spec 6), each live for 600 s
    after its last use: the master names every task's group in one sub-context of its own."""
    contexts: list[Any] = []

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        return {context["todoItems"][0]["itemId"]: "ok"}

    def watching(message: Incoming) -> Any:
        contexts.append(message.envelope.context)
        return collaborating_handler(work)(message)

    def one_hotel(query: str) -> Plan:
        hotel = SubTask(
            "hotel", "find a hotel", "hotel-agent", "Hotel", (("h1", query),), (), query
        )
        return Plan(task_name="stay", description="a hotel", goals=("a room",), sub_tasks=(hotel,))

    handlers = dict.fromkeys(TOUR, watching)
    async with tour_team(handlers, group=True, planner=one_hotel) as (master, _, _):
        async with asyncio.timeout(60):
            for n in range(66):
                outcome = await master.run(f"T-{n}", "a room")
                assert outcome.task_context["OverallStatus"] == "completed", n
    assert len({c.id for c in contexts}) == 1
    assert [c.metadata[GROUP] for c in contexts] == [f"task.T-{n}" for n in range(66)]


async def test_two_sub_tasks_of_one_agent_at_once_share_no_membership():
    """One membership per agent (8.3.1): the second is refused while the first works."""
    refusals: list[str] = []
    both_refused = asyncio.Event()

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        await both_refused.wait()  # the first holds its membership meanwhile
        return {context["todoItems"][0]["itemId"]: "ok"}

    collaborating = collaborating_handler(work)

    async def counting(message: Incoming) -> dict[str, Any]:
        try:
            return await collaborating(message)
        except AgentError as error:
            refusals.append(error.code)
            if len(refusals) == 2:  # both attempts of the second sub-task
                both_refused.set()
            raise

    def two_hotels(query: str) -> Plan:
        subs = tuple(
            SubTask(s, "find a hotel", "hotel-agent", "Hotel", ((f"{s}1", query),), (), query)
            for s in ("a", "b")
        )
        return Plan(task_name="stays", description="hotels", goals=("rooms",), sub_tasks=subs)

    async with tour_team(dict.fromkeys(TOUR, counting), group=True, planner=two_hotels) as (
        master,
        _,
        _,
    ):
        async with asyncio.timeout(30):
            outcome = await master.run("T-G6", "two rooms")
    assert refusals == ["already_a_member", "already_a_member"]
    assert outcome.task_context["OverallStatus"] == "failed"
    assert len(outcome.returned) == 1
    assert all("already_a_member" in r for r in outcome.refused)


async def test_a_group_that_cannot_be_hosted_is_an_orchestration_error_and_nothing_starts():
    """Review 3: the name taken (or the aci context revoked) raised a bare ValueError."""
    started: list[str] = []

    async def work(context: dict[str, Any], _group: Membership | None) -> dict[str, str]:
        started.append(context["todoItems"][0]["itemId"])
        return {}

    handlers = dict.fromkeys(TOUR, collaborating_handler(work))
    async with tour_team(handlers, group=True) as (master, _, _):
        v11 = "urn:contexts:aci:v1.1"  # the highest aci the master holds: what groups lock
        master.agent.topic(group_name("T-G9"), context=v11)  # the application's, same name
        with pytest.raises(OrchestrationError) as taken:
            await master.run("T-G9", "a holiday")
        assert taken.value.code == "group_unavailable"
        master.agent.unhost(group_name("T-G9"), "the application is done with it")
        master.agent.context_revoked(v11, reason="a flaw")
        with pytest.raises(OrchestrationError) as revoked:
            await master.run("T-G9", "a holiday")
        assert revoked.value.code == "group_unavailable"
        assert "revoked" in str(revoked.value)
        assert not started
        assert not master._tokens
