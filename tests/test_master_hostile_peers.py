"""What one invoked agent can do to the others' sub-tasks, over real HTTP/2 on 127.0.0.1.

A hostile agent (forged answers, answers built to fill its dependents' contexts) or a slow
one (a connection held up) is the only custom code; the master and the other agents are
stock `MasterAgent` and `invoked_handler`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent, Incoming
from ioa.master import MasterAgent, Outcome, invoked_handler
from ioa.offload import MemoryContextStore, Offloader
from ioa.orchestration import MAX_INLINE_CHARS, Plan, SubTask, TaskRun
from l9_snl.identity import AgentIdentity

BOTH = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]


async def run_team(
    plan: Plan,
    works: Mapping[str, Callable[..., Any]],
    *,
    handlers: Mapping[str, Callable[[Incoming], Any]] | None = None,
    through: Mapping[str, Callable[[int], Any]] | None = None,
    **kwargs: Any,
) -> Outcome:
    """Run `plan` once: one agent per entry of `works` (or `handlers`), all on 127.0.0.1.

    `through[agent](port)` gives the port the master is told for that agent (a relay).
    """
    master_agent = Agent(AgentIdentity.generate("master"), contexts=BOTH)
    listeners, relays, addresses = [], [], {}
    for agent_id, work in works.items():
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=BOTH)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        invoked.handler("AgentContext")((handlers or {}).get(agent_id) or invoked_handler(work))
        listener = await invoked.serve()
        listeners.append(listener)
        port = listener.port
        if through and agent_id in through:
            relay = await through[agent_id](port)
            relays.append(relay)
            port = relay.sockets[0].getsockname()[1]
        addresses[agent_id] = ("127.0.0.1", port)
    master = MasterAgent(master_agent, addresses, planner=lambda _query: plan, **kwargs)
    try:
        async with asyncio.timeout(30):
            return await master.run("T", "q")
    finally:
        await master.close()
        for relay in relays:
            relay.close()
        for listener in listeners:
            await listener.close()


async def held_relay(port: int, until: asyncio.Event, *, drop: bool = False) -> asyncio.Server:
    """A TCP relay to `port` that holds each new connection until `until` is set (and then
    closes it, with `drop`)."""

    async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except ConnectionError:
            pass
        finally:
            writer.close()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await until.wait()
        if drop:
            writer.close()
            return
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    return await asyncio.start_server(handle, "127.0.0.1", 0)


@pytest.mark.parametrize("drop", [False, True], ids=["reached", "unreachable"])
async def test_a_sub_task_still_connecting_when_the_task_fails_never_starts(monkeypatch, drop):
    """Spec 14.2, "once a sub-task has failed for good ... nothing new starts": an attempt
    whose connection was still being set up was sent after the task had failed (only an
    attempt that queued for its turn was checked), and its agent worked for nothing (an
    outside attack: evil's forged answers fail the task while honest is still reached).
    A connection that fails once the task has failed is no attempt either (the second
    review: it was recorded, counted and the sub-task reassigned, on a finished task)."""
    failed = asyncio.Event()
    evaluate = TaskRun._evaluate

    def watched(self: TaskRun, *args: Any) -> str:
        status = evaluate(self, *args)
        if self.finished:
            failed.set()
        return status

    monkeypatch.setattr(TaskRun, "_evaluate", watched)
    worked: list[str] = []

    async def forge(message: Incoming) -> dict[str, Any]:
        return {"concept": "AgentContext", **message.values, "AgentID": "honest"}

    async def work(context: dict[str, Any]) -> dict[str, str]:
        worked.append(context["SubTaskID"])
        return {"w1": "done"}

    plan = Plan("t", "d", ("g",), (
        SubTask("ev", "ev", "evil", "E", (("e1", "x"),)),
        SubTask("slow", "slow", "honest", "H", (("w1", "x"),)),
    ))  # fmt: skip
    outcome = await run_team(
        plan,
        {"evil": None, "honest": work},
        handlers={"evil": forge},
        through={"honest": lambda port: held_relay(port, failed, drop=drop)},  # once it failed
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert worked == []  # honest was connected to, and sent nothing
    assert "slow" not in outcome.returned
    # Each record names the AgentID evil claimed, not the agent it was asked as.
    assert outcome.refused == ["evil: not_your_context: evil returned a context for 'honest'"] * 2


@pytest.mark.parametrize("offloading", [False, True])
@pytest.mark.parametrize(
    "abstract",
    [
        "\U000e0001" * 8000,  # invisible: was escaped ten characters each
        "x\u2028" * 4000,  # line separators: escaped six characters each
        "\x01" * 8000,
    ],
)
async def test_a_hostile_dependency_cannot_fail_its_dependents_nor_grow_in_their_context(
    abstract, offloading
):
    """An outside attack: evil completed its own sub-task with abstracts that, escaped,
    filled a dependent's whole inline budget: every dependent and its alternates failed
    `too_large`, blamed for it, and the task failed; with offloading, 8,000 characters
    reached every dependent as 65,536. The dependent now gets its context inline, the other
    dependency's line whole, and evil's abstracts at most as long as evil sent them."""
    received: dict[str, str] = {}

    def worker(name: str, text: str) -> Callable[[dict[str, Any]], Any]:
        async def work(context: dict[str, Any]) -> dict[str, str]:
            received[name] = context["Context"]
            return {item["itemId"]: text for item in context["todoItems"]}

        return work

    evil_items = tuple((f"c{n}", "a reading") for n in range(8))
    plan = Plan("t", "d", ("g",), (
        SubTask("collect", "collect", "evil", "Evil", evil_items, (), "Collect the readings."),
        SubTask("measure", "measure", "nurse", "Nurse", (("m1", "pulse"),), (), "Measure."),
        SubTask("advise", "advise", "honest", "Honest", (("a1", "advice"),),
                ("collect", "measure"), "Advise the user from the readings below.",
                alternates=(("honest-2", "Honest 2"),)),
    ))  # fmt: skip
    outcome = await run_team(
        plan,
        {
            "evil": worker("evil", abstract),
            "nurse": worker("nurse", "pulse 72, regular"),
            "honest": worker("honest", "see a doctor"),
            "honest-2": worker("honest-2", "see a doctor"),
        },
        offloader=Offloader(MemoryContextStore()) if offloading else None,
    )
    assert outcome.refused == []
    assert outcome.reassigned == []
    assert outcome.task_context["OverallStatus"] == "completed"
    lines = received["honest"].split("\n")
    assert len(received["honest"]) <= MAX_INLINE_CHARS
    assert lines[0] == "Advise the user from the readings below."
    assert lines[-1] == "measure/m1: pulse 72, regular"
    for n, line in enumerate(lines[1:-1]):
        assert line.startswith(f"collect/c{n}: ")
        assert len(line.removeprefix(f"collect/c{n}: ").split("... (")[0]) <= len(abstract)
