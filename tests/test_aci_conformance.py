"""What an outside audit against the ACI draft found (spec 14.2), each held to the draft now.

Phase two of evaluation is the master's to configure; an item no evaluation looks at
cannot complete a sub-task; an agent may stamp `LastUpdated`; the TaskContext a master
keeps is valid aci content; and AgentContexts never go off loopback in cleartext
unless that is meant. Real agents on 127.0.0.1 where a session is involved.
"""

from __future__ import annotations

import asyncio

import pytest
from master_helpers import run_task, shutdown, team

from contexts.builtin import builtin
from ioa.agent import Agent, Incoming
from ioa.config.models import InvokedSection
from ioa.master import MasterAgent, invoked_handler
from ioa.orchestration import OrchestrationError, Plan, SubTask, TaskRun
from l9_snl.identity import AgentIdentity

ACI11 = builtin("urn:contexts:aci:v1.1")


def plan_of(todo: list[tuple[str, str]], context: str = "do it") -> Plan:
    sub = {
        "id": "s",
        "name": "s",
        "agent_id": "a-agent",
        "agent_name": "A",
        "todo": [{"itemId": i, "description": d} for i, d in todo],
        "context": context,
    }
    return Plan.from_json(
        {"task_name": "t", "description": "d", "goals": ["g"], "sub_tasks": [sub]}
    )


async def test_the_masters_evaluator_judges_phase_two_and_a_refused_item_fails_the_task() -> None:
    plan = plan_of([("i1", "book a refundable hotel in Lisbon for 2 nights")])
    judged: list[tuple[str, str, str]] = []

    def strict(item: str, description: str, abstract: str) -> bool:
        judged.append((item, description, abstract))
        return "could not" not in abstract

    async def lazy(_context: dict) -> dict:
        return {"i1": "I could not do this."}

    outcome = await run_task(
        "T-eval", "q", {"a-agent": lazy}, planner=lambda _q: plan, evaluator=strict, max_attempts=3
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert len(judged) == 3  # each of the three attempts judged, then failed
    assert judged[0] == (
        "i1",
        "book a refundable hotel in Lisbon for 2 nights",
        "I could not do this.",
    )


@pytest.mark.parametrize("attempts", [0, -1, 1.5, True])
def test_max_attempts_is_a_whole_number_of_at_least_one(attempts: object) -> None:
    agent = Agent(AgentIdentity.generate("master"), contexts=[ACI11])
    with pytest.raises(ValueError, match="max_attempts"):
        MasterAgent(agent, {}, max_attempts=attempts)  # type: ignore[arg-type]


def test_items_that_no_evaluation_would_look_at_are_an_invalid_plan() -> None:
    with pytest.raises(OrchestrationError, match="share an id") as twice:
        TaskRun("T", "q", plan_of([("x", "pay the deposit"), ("x", "send the receipt")]), 0.0)
    assert twice.value.code == "invalid_plan"
    empty = Plan("t", "d", ("g",), (SubTask("s", "s", "a-agent", "A", ()),))
    with pytest.raises(OrchestrationError, match="no todo item") as none:
        empty.check()
    assert none.value.code == "invalid_plan"


async def test_an_agent_that_stamps_last_updated_as_the_draft_says_completes() -> None:
    plan = plan_of([("i1", "x")])
    inner = invoked_handler(lambda _context: _done())

    async def stamping(message: Incoming) -> dict:
        return {**await inner(message), "LastUpdated": "2026-03-14T09:30:00Z"}

    master, listeners = await team(
        {"a-agent": None}, handlers={"a-agent": stamping}, planner=lambda _q: plan
    )
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-stamp", "q")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed", outcome.refused
    assert outcome.returned["s"]["LastUpdated"] == "2026-03-14T09:30:00Z"


async def _done() -> dict:
    return {"i1": "done"}


@pytest.mark.parametrize(
    ("task_id", "query", "member"),
    [
        ("", "q", "/TaskID (minLength)"),
        ("T" * 129, "q", "/TaskID (maxLength)"),
        ("T", "", "/UserQuery (minLength)"),
    ],
)
def test_a_task_context_outside_the_aci_schema_is_refused(
    task_id: str, query: str, member: str
) -> None:
    with pytest.raises(OrchestrationError) as refused:
        TaskRun(task_id, query, plan_of([("i1", "x")]), 0.0)
    assert refused.value.code == "invalid_task"
    assert member in refused.value.message
    assert "\n" not in refused.value.message


def test_a_request_longer_than_the_wire_bound_is_kept_whole_for_offloading() -> None:
    run = TaskRun("T", "q" * 20001, plan_of([("i1", "x")]), 0.0)  # never sent: offloaded
    assert len(run.task_context["UserQuery"]) == 20001


def test_a_master_refuses_cleartext_to_agents_off_loopback_unless_meant() -> None:
    agent = Agent(AgentIdentity.generate("master"), contexts=[ACI11])
    remote = {"hotel-agent": ("192.0.2.10", 9001), "flight-agent": ("127.0.0.1", 9002)}
    with pytest.raises(ValueError, match="hotel-agent are reached off loopback"):
        MasterAgent(agent, remote)
    MasterAgent(agent, remote, cleartext=True)  # meant
    MasterAgent(agent, {"flight-agent": ("127.0.0.1", 9002), "x": ("localhost", 1)})


async def test_agent_connect_refuses_cleartext_off_loopback_unless_asked_by_url(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import ioa.agent  # noqa: PLC0415 - its dialler is replaced: no test dials off loopback

    async def dialled(place: object, **_: object) -> None:
        raise AssertionError(f"dialled {place}: refused before any connection is made")

    monkeypatch.setattr(ioa.agent, "open_connection", dialled)
    agent = Agent(AgentIdentity.generate("caller"), contexts=[ACI11])
    for host in ("192.0.2.10", "2001:db8::1", "agents.example"):
        with pytest.raises(ValueError, match="off loopback") as refused:
            await agent.connect(host, 9001, peer="hotel-agent")
        assert "http://" in str(refused.value)  # how to mean it is said


def test_a_master_config_refuses_cleartext_to_agents_off_loopback_unless_meant() -> None:
    agents = {"hotel-agent": "192.0.2.10:9001"}
    with pytest.raises(ValueError, match=r"hotel-agent = '192\.0\.2\.10:9001'"):
        InvokedSection.model_validate({"agents": agents})
    assert InvokedSection.model_validate({"agents": agents, "cleartext": True}).cleartext
    InvokedSection.model_validate({"agents": {"hotel-agent": "127.0.0.1:9001"}})
