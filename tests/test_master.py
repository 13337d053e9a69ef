"""`MasterAgent` over real HTTP/2 on 127.0.0.1: parallel and chained sub-tasks, isolation."""

from __future__ import annotations

import asyncio

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.master import MasterAgent, invoked_handler
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.0")]


async def team(works: dict) -> tuple[MasterAgent, list]:
    master_agent = Agent(AgentIdentity.generate("master"), contexts=ACI)
    listeners, addresses = [], {}
    for agent_id, work in works.items():
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=ACI)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        invoked.handler("AgentContext")(invoked_handler(work))
        listener = await invoked.serve()
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    return MasterAgent(master_agent, addresses), listeners


async def shutdown(master: MasterAgent, listeners: list) -> None:
    await master.close()
    for listener in listeners:
        await listener.close()


async def test_a_tour_plan_runs_its_independent_agents_concurrently():
    running = []
    peak = [0]

    def worker(text: str):
        async def work(context: dict) -> dict:
            running.append(context["AgentID"])
            peak[0] = max(peak[0], len(running))
            await asyncio.sleep(0.05)
            running.remove(context["AgentID"])
            return {context["todoItems"][0]["itemId"]: text}

        return work

    master, listeners = await team(
        {
            "hotel-agent": worker("Hotel Avenida, 2 nights, 240 EUR"),
            "flight-agent": worker("TP 1350 LHR-LIS 09:40"),
            "weather-agent": worker("sunny, 24 C"),
        }
    )
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-1", "plan a trip to Lisbon")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert peak[0] == 3  # all three at once
    assert outcome.refused == []
    assert outcome.returned["flight"]["KeyInformation"][0]["outputabstract"].startswith("TP 1350")
    # Each agent received its own context only: far fewer tokens than the whole.
    assert all(outcome.tokens.structured[a] < outcome.tokens.full[a] for a in outcome.tokens.full)
    assert outcome.tokens.saved > 0.3


async def test_see_a_doctor_runs_its_chain_in_order_and_feeds_each_step():
    seen: list[tuple[str, str]] = []

    def step(text: str):
        async def work(context: dict) -> dict:
            seen.append((context["AgentID"], context["Context"]))
            return {context["todoItems"][0]["itemId"]: text}

        return work

    master, listeners = await team(
        {
            "doctor-agent": step("influenza A"),
            "prescriber-agent": step("oseltamivir 75 mg twice a day, 5 days"),
            "pharmacy-agent": step("bought at Farmacia Central"),
        }
    )
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-2", "I feel sick, I need a doctor")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert [agent for agent, _ in seen] == ["doctor-agent", "prescriber-agent", "pharmacy-agent"]
    assert "influenza A" in seen[1][1]
    assert "oseltamivir" in seen[2][1]
    assert "influenza" not in seen[0][1]


async def test_an_agent_that_oversteps_is_refused_and_its_sub_task_fails():
    async def honest(context: dict) -> dict:
        return {context["todoItems"][0]["itemId"]: "ok"}

    async def nosy(context: dict) -> dict:
        del context  # it reports on an item of another agent's sub-task instead
        return {"h1": "hotel booked by the weather agent"}

    master, listeners = await team(
        {"hotel-agent": honest, "flight-agent": honest, "weather-agent": nosy}
    )
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-3", "a holiday")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(r.startswith("weather-agent: not_your_item") for r in outcome.refused)
    assert "weather" not in outcome.returned
