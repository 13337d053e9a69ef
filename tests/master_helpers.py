"""A master and its invoked agents on 127.0.0.1 over HTTP/2, for the `MasterAgent` tests."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.master import MasterAgent, Outcome, invoked_handler
from ioa.orchestration import Plan
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.0")]


BOTH = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]


TOUR_AGENTS = ("hotel-agent", "flight-agent", "weather-agent")


HISTORY = "2019: appendectomy. 2021: asthma, salbutamol as needed. " * 400  # ~23,000 chars


async def team(
    works: dict,
    *,
    contexts=ACI,
    master_contexts=ACI,
    contexts_of: dict | None = None,
    handlers: dict | None = None,
    serve: dict | None = None,
    addresses_extra: dict | None = None,
    **kwargs,
) -> tuple[MasterAgent, list]:
    master_agent = Agent(AgentIdentity.generate("master"), contexts=master_contexts)
    listeners, addresses = [], {}
    for agent_id, work in works.items():
        held = (contexts_of or {}).get(agent_id, contexts)  # this agent's, when not the team's
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=held)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        handler = (handlers or {}).get(agent_id) or invoked_handler(work)
        invoked.handler("AgentContext")(handler)
        listener = await invoked.serve(**(serve or {}))
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    return MasterAgent(master_agent, addresses | (addresses_extra or {}), **kwargs), listeners


async def run_task(task_id: str, query: str, works: dict, **kwargs) -> Outcome:
    """Run one task with a team on 127.0.0.1; its outcome (everything closed after)."""
    master, listeners = await team(works, **kwargs)
    return await run_with(master, listeners, task_id, query)


async def run_with(master: MasterAgent, listeners: list, task_id: str, query: str) -> Outcome:
    """Run one task with a team already made (and changed); everything closed after."""
    try:
        async with asyncio.timeout(30):
            return await master.run(task_id, query)
    finally:
        await shutdown(master, listeners)


async def shutdown(master: MasterAgent, listeners: list) -> None:
    await master.close()
    for listener in listeners:
        await listener.close()


def answering(text: str, seen: list | None = None) -> Callable:
    async def work(context: dict) -> dict:
        if seen is not None:
            seen.append(context)
        return {context["todoItems"][0]["itemId"]: text}

    return work


DOCTOR = {
    "doctor-agent": "influenza A",
    "prescriber-agent": "oseltamivir 75 mg",
    "pharmacy-agent": "bought",
}


def two_step_plan(query: str) -> Plan:
    """a and b at once; c after a; b and c by the same agent family."""
    return Plan.from_json(
        {
            "task_name": "t",
            "description": "d",
            "goals": ["g"],
            "sub_tasks": [
                {
                    "id": s,
                    "name": s,
                    "agent_id": agent,
                    "agent_name": agent,
                    "todo": [{"itemId": f"{s}1", "description": "x"}],
                    "dependencies": deps,
                    "context": query,
                }
                for s, agent, deps in (
                    ("a", "a-agent", []),
                    ("b", "b-agent", []),
                    ("c", "c-agent", ["a"]),
                )
            ],
        }
    )
