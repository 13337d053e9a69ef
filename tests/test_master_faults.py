"""`MasterAgent` when agents fail: unreachable, silent, refusing, or answering wrong."""

from __future__ import annotations

import asyncio

import pytest

from ioa.agent import AgentError, Incoming
from ioa.offload import MemoryContextStore, Offloader
from ioa.orchestration import Plan
from tests.master_helpers import (
    BOTH,
    TOUR_AGENTS,
    answering,
    run_task,
    shutdown,
    team,
    two_step_plan,
)


@pytest.mark.parametrize("down", ["hotel-agent"])
async def test_an_agent_that_cannot_be_reached_fails_its_sub_task_not_the_master(down):
    master, listeners = await team({a: answering("ok") for a in ("flight-agent", "weather-agent")})
    master.addresses[down] = ("127.0.0.1", 9)  # nothing listens there
    try:
        async with asyncio.timeout(30):
            # Connected already, the others are asked before the hotel fails for good (one
            # still connecting then would never start: spec 14.2, nothing new starts).
            for agent in ("flight-agent", "weather-agent"):
                await master._session(agent)
            outcome = await master.run("T-9", "a holiday")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(r.startswith(f"{down}: ") for r in outcome.refused)
    assert set(outcome.returned) == {"flight", "weather"}


async def test_an_agent_stuck_connecting_holds_up_only_its_own_sub_task_and_leaks_nothing():
    connections: list[asyncio.StreamReader] = []
    closed = asyncio.Event()

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(reader)  # accepts, never answers: the handshake hangs
        await reader.read()  # until the master lets go
        closed.set()
        writer.close()

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    c_done = asyncio.Event()

    async def c(context: dict) -> dict:
        c_done.set()
        return {context["todoItems"][0]["itemId"]: "ok"}

    master, listeners = await team(
        {"a-agent": answering("ok"), "c-agent": c}, planner=two_step_plan
    )
    master.addresses["b-agent"] = ("127.0.0.1", server.sockets[0].getsockname()[1])
    try:
        async with asyncio.timeout(30):
            running = asyncio.ensure_future(master.run("T-27", "q"))
            await c_done.wait()  # a, then c (after a) ran while b was still connecting
            assert connections
            running.cancel()
            with pytest.raises(asyncio.CancelledError):
                await running
            await closed.wait()  # the half-open connection to b was closed
    finally:
        await shutdown(master, listeners)
        server.close()


async def test_unreachable_agents_and_unsendable_contexts_fail_sub_tasks_never_the_run():
    big = "the itinerary in detail. " * 4000  # 100,000 characters: must be offloaded
    master, listeners = await team(
        {a: answering("ok") for a in ("a-agent", "c-agent")},
        contexts=BOTH,
        master_contexts=BOTH,
        planner=two_step_plan,
        offloader=Offloader(MemoryContextStore()),
        addresses_extra={"b-agent": ("127.0.0.1", 9)},
    )
    try:
        async with asyncio.timeout(30):
            await master._session("a-agent")  # a is asked before b fails for good
            outcome = await master.run("T-28", big)
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert {r.split(":")[0] for r in outcome.refused} == {"b-agent"}
    assert "a" in outcome.returned  # offloaded (100,000 characters), fetched, answered
    assert "b" not in outcome.returned
    # A query that cannot be encoded (a lone surrogate) fails its sub-tasks, clearly.
    outcome = await run_task("T-29", "a trip \ud800", {a: answering("ok") for a in TOUR_AGENTS})
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(": invalid_context: " in r for r in outcome.refused)


async def test_a_session_the_peer_ends_closes_its_connection_and_the_master_reconnects():
    master, listeners = await team({a: answering("ok") for a in TOUR_AGENTS})
    try:
        async with asyncio.timeout(30):
            first = await master.run("T-30", "a holiday")
            old = master._sessions["hotel-agent"]
            await old.locked.close()  # the hotel's side of things ends
            await old.ended.wait()
            second = await master.run("T-31", "a holiday")
            assert master._sessions["hotel-agent"] is not old
    finally:
        await shutdown(master, listeners)
    assert first.task_context["OverallStatus"] == "completed"
    assert second.task_context["OverallStatus"] == "completed"


async def test_an_answer_that_is_not_an_agent_context_is_refused_whatever_it_holds():
    # A valid concept of the context, but not the one asked for: it must not be taken as
    # the agent's context just because it is a dict.
    async def wrong_concept(message: Incoming) -> dict:
        return {
            "concept": "TaskContext",
            "TaskID": str(message.values["SubTaskID"]),
            "UserQuery": "q",
            "TaskName": "t",
            "TaskDescription": "d",
            "GoalStatus": [],
            "OverallStatus": "pending",
            "StartTime": "2026-11-25T00:00:00Z",
        }

    async def done(_context: dict) -> dict:
        return {}

    outcome = await run_task(
        "T-31",
        "q",
        {"a-agent": done, "b-agent": done, "c-agent": done},
        handlers={"a-agent": wrong_concept},
        planner=two_step_plan,
    )
    assert any(r.startswith("a-agent: invalid_answer") for r in outcome.refused), outcome.refused
    assert "a" not in outcome.returned


async def test_a_silent_agent_and_a_wordy_refusal_are_recorded_with_a_code_and_a_bound():
    async def silent(message: Incoming) -> dict:
        del message
        await asyncio.Event().wait()
        return {}

    async def wordy(message: Incoming) -> dict:
        del message
        raise AgentError("nope", "x" * 20_000)

    master, listeners = await team(
        {"hotel-agent": None, "flight-agent": None, "weather-agent": answering("sunny")},
        handlers={"hotel-agent": silent, "flight-agent": wordy},
    )
    (await master._session("hotel-agent")).answer_timeout = 0.2
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-quiet", "plan a tour")
    finally:
        await shutdown(master, listeners)
    hotel = [r for r in outcome.refused if r.startswith("hotel-agent")]
    flight = [r for r in outcome.refused if r.startswith("flight-agent")]
    assert hotel
    assert set(hotel) == {"hotel-agent: answer_timeout: no answer within 0.2 s"}
    assert flight
    assert all(r.startswith("flight-agent: nope: xxx") and len(r) < 400 for r in flight)


def test_a_peers_refusal_is_recorded_on_one_line():
    """A refusal's words are the peer's: a line break in them forged a record of another
    agent in `outcome.refused` (an outside review)."""
    from ioa.master import _fault  # noqa: PLC0415 - the recorder itself

    plan = Plan.from_json(
        {"task_name": "t", "description": "d", "goals": ["g"],
         "sub_tasks": [{"id": "a", "name": "a", "agent_id": "hotel-agent", "agent_name": "H",
                        "todo": [{"itemId": "a1", "description": "d"}]}]}
    )  # fmt: skip
    from ioa.orchestration import TaskRun  # noqa: PLC0415

    run = TaskRun("T", "q", plan, 0.0)
    run.start("a")
    refused: list[str] = []
    forged = "no\nweather-agent: not_your_item: weather-agent reported on items"
    _fault(run, plan.sub_tasks[0], AgentError("busy", forged), refused)
    assert len(refused) == 1
    assert "\n" not in refused[0]
    assert refused[0].startswith("hotel-agent: busy: no\\nweather-agent")
