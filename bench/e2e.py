"""End to end: a master and 8 invoked agents over HTTP/2 on 127.0.0.1, running many tasks.

Each task is planned into 8 sub-tasks, one per invoked agent: six that run
together, then two that depend on them (the shape of the tour plan and of
see-a-doctor at once). Every sub-task travels as the agent's own
AgentContext over a locked `aci` session; the answers are checked by the
master (isolation, two-phase evaluation).

Reports tasks per second, and tokens per task (cl100k_base) of what the
agents received, against forwarding the full context (the TaskContext and
every AgentContext) to every agent, in the same run. Then the same tasks
with a 60,000-character attachment in the first sub-task's context, sent
inline and then offloaded (`ni:` reference, fetched by its agent over the
same session, checked by digest): what offloading costs per task.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import parse_args, report

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.master import MasterAgent, Planner, invoked_handler
from ioa.offload import FileContextStore, Offloader
from ioa.orchestration import Plan, SubTask
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]
AGENTS = [f"worker-{n}" for n in range(8)]
ATTACHMENT = "".join(f"line {n}: shipment record, pallet {n % 97}, ok.\n" for n in range(1500))


def planner(query: str, attachment: str = "") -> Plan:
    """Six independent sub-tasks, then two that need all six."""
    first = tuple(
        SubTask(
            f"s{n}",
            f"step {n}",
            AGENTS[n],
            f"Worker {n}",
            ((f"i{n}", f"part {n} of: {query}"),),
            context=f"Background for part {n}: " + "details " * 40 + (attachment if n == 0 else ""),
        )
        for n in range(6)
    )
    last = tuple(
        SubTask(
            f"s{n}",
            f"step {n}",
            AGENTS[n],
            f"Worker {n}",
            ((f"i{n}", f"combine the parts of: {query}"),),
            tuple(s.sub_task_id for s in first),
        )
        for n in (6, 7)
    )
    return Plan("bench task", f"Work on: {query}", ("all parts done",), first + last)


async def work(context: dict[str, Any]) -> dict[str, str]:
    """An invoked agent's work: a short abstract per item."""
    return {
        item["itemId"]: f"{context['AgentID']} did {item['itemId']}"
        for item in context["todoItems"]
    }


def with_attachment(query: str) -> Plan:
    """The same plan, the first sub-task's context carrying an attachment of its own."""
    return planner(query, f"Attachment for {query}:\n{ATTACHMENT}")


async def run(
    *, quick: bool, plan: Planner = planner, offloader: Offloader | None = None
) -> tuple[float, float, float]:
    """Start the agents, run the tasks, stop everything: tasks/s, tokens structured and full."""
    master_agent = Agent(AgentIdentity.generate("master"), contexts=ACI)
    listeners, addresses = [], {}
    for agent_id in AGENTS:
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=ACI)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        invoked.handler("AgentContext")(invoked_handler(work))
        listener = await invoked.serve()
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    master = MasterAgent(master_agent, addresses, planner=plan, offloader=offloader)
    tasks = 10 if quick else 100
    structured = full = 0
    try:
        await master.run("warm-up", "warm up the sessions")
        start = time.perf_counter()
        for n in range(tasks):
            outcome = await master.run(f"T-{n}", f"task number {n}")
            if outcome.task_context["OverallStatus"] != "completed":
                raise AssertionError(f"task {n}: {outcome.task_context['OverallStatus']}")
            structured += sum(outcome.tokens.structured.values())
            full += sum(outcome.tokens.full.values())
        elapsed = time.perf_counter() - start
    finally:
        await master.close()
        for listener in listeners:
            await listener.close()
    return tasks / elapsed, structured / tasks, full / tasks


async def measure(*, quick: bool) -> tuple[dict[str, float], dict[str, float]]:
    """The three runs, one after the other."""
    rate, structured, full = await run(quick=quick)
    inline_rate, inline_tokens, _ = await run(quick=quick, plan=with_attachment)
    with tempfile.TemporaryDirectory() as store:
        offloader = Offloader(FileContextStore(store))
        offloaded_rate, offloaded_tokens, _ = await run(
            quick=quick, plan=with_attachment, offloader=offloader
        )
    results = {
        "tasks/s (8 sub-tasks each)": rate,
        "tokens per task, structured": structured,
        "tokens per task, full context": full,
        "tasks/s, 60k attachment inline": inline_rate,
        "tasks/s, 60k attachment offloaded": offloaded_rate,
        "tokens per task, attachment inline": inline_tokens,
        "tokens per task, attachment offloaded": offloaded_tokens,
    }
    ratios = {
        "full / structured tokens": full / structured,
        "offloaded / inline tasks/s": offloaded_rate / inline_rate,
    }
    return results, ratios


def main() -> int:
    """Run the benchmark and print its table."""
    args = parse_args(__doc__ or "")
    results, ratios = asyncio.run(measure(quick=args.quick))
    table = Table(title="master + 8 invoked agents, HTTP/2 on 127.0.0.1", title_justify="left")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for name, value in results.items():
        table.add_row(name, f"{value:,.1f}")
    for name, value in ratios.items():
        table.add_row(name, f"{value:.2f}")
    return report("e2e", results, ratios, {}, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
