"""Interoperability costs: what speaking other agents' protocols costs, against their own stacks.

Sections (each measured in the same run as its baseline; more are added as
the interop kit grows, see `SECTIONS`):

- `a2a`: the request/response rate of one official a2a-sdk client (JSON-RPC
  over HTTP/1.1, its default, one request at a time, `SendMessage` of one data
  part `{task, parameters}`, answered by a completed task with one artifact)
  against an `ioa.Agent` through the A2A bridge (`ioa.bridges.a2a`, which
  validates the parameters and the result against the Shared Context), and
  against a plain a2a-sdk server whose executor answers the same call with
  the same task (byte for byte but the ids) without any validation. Each
  server runs in a process of its own (the client in this one), both on
  hypercorn (the bridge's default; with `--uvicorn` both again on uvicorn,
  which answered every request in ~46 ms until the listening socket named
  IPPROTO_TCP, so that asyncio turns Nagle off). The servers are
  measured in alternation (who goes first alternates too), 21 rounds of 100
  requests, and each round's rate of the bridge is divided by the plain
  server's in the same round: the median of those ratios is the figure,
  their min-max its spread. Both servers run the SDK's JSON-RPC dispatcher;
  the plain one runs the call through the SDK's request handler (an
  `ActiveTask`: producer and consumer tasks, event queues), the bridge answers
  a new call that ends in one step without it (the same task, made, saved and
  returned at once; a call it clarifies, a continued task, a streamed one and
  a message for the message handler still take the SDK's way). Beside it,
  without HTTP, the server's own work per call (best of rounds): the bridge's
  admission and answer against the plain executor's `execute`, then each
  server's request handler (`on_message_send`). A third server, the plain one
  in a process that has also imported the ioa stack, says how much of a
  difference is the process's weight rather than the bridge's work.

- `kit`: the conformance kit's full run time against the reference agent
  (`ioa agent serve --reference`, in a process of its own), and the same kit
  without its two timeout checks (which wait out the reference's 10 s
  handshake timeout): what the checks themselves cost.

Goal (issue 18): the bridge is not slower than the plain a2a-sdk server on
the same HTTP server (median per-round rate ratio >= 1.0; the spread says how
far the noise reaches).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table

_HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(_HERE))
from _common import at_least, parse_args, report  # noqa: E402

sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != _HERE]

FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
GOAL_A2A = 1.0
WORK = ("bridge", "plain", "bridge request handler", "plain request handler")
"""The server's own work, without HTTP: each side's call, then each side's request handler."""
KINDS = ("bridge", "plain", "plain, ioa imported")
"""The servers: the bridge, the plain a2a-sdk server, and the plain one in a process that
has also imported the ioa stack and made the bridge's agent (how much of a difference is
the process's weight, not the bridge's work)."""


@dataclass
class Section:
    """What one section of the benchmark measured: its figures, ratios, goals and table."""

    results: dict[str, Any] = field(default_factory=dict)
    ratios: dict[str, float] = field(default_factory=dict)
    goals: dict[str, dict[str, Any]] = field(default_factory=dict)
    tables: list[Table] = field(default_factory=list)


# -- the servers, each in a process of its own --------------------------------------------------


def _airline(semantic: Any = None) -> Any:  # noqa: ANN401 - ioa/l9 types, imported late
    """The ioa agent behind the bridge: `bookFlight` of travel v2.1 (`semantic`: its config)."""
    from contexts.builtin import builtin  # noqa: PLC0415 - in the server process only
    from ioa.agent import Agent, Incoming  # noqa: PLC0415
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    airline = Agent(
        AgentIdentity.generate("airline"),
        contexts=[builtin("urn:contexts:travel:v2.1")],
        semantic=semantic,
    )

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        return {"booking_reference": "IOA7Q2", **message.values}

    return airline


def _bridge_app(server: str) -> Callable[[], Any]:
    from ioa.bridges.a2a import serve_a2a  # noqa: PLC0415 - in the server process only

    airline = _airline()

    async def start() -> Any:  # noqa: ANN401
        return await serve_a2a(airline, server=server)

    return start


def _plain_executor() -> Any:  # noqa: ANN401 - an a2a AgentExecutor
    """A plain a2a-sdk executor: the bridge's answer to the call, made without validation."""
    import uuid  # noqa: PLC0415 - with the a2a extra only

    from a2a.server.agent_execution import AgentExecutor  # noqa: PLC0415
    from a2a.types import Task  # noqa: PLC0415
    from google.protobuf.json_format import MessageToDict, ParseDict  # noqa: PLC0415

    class Booking(AgentExecutor):
        async def execute(self, context: Any, event_queue: Any) -> None:  # noqa: ANN401
            data = MessageToDict(context.message)["parts"][0]["data"]
            result = {"booking_reference": "IOA7Q2", **data["parameters"]}
            task = {
                "id": context.task_id,
                "contextId": context.context_id,
                "status": {
                    "state": "TASK_STATE_COMPLETED",
                    "message": {
                        "messageId": uuid.uuid4().hex,
                        "role": "ROLE_AGENT",
                        "taskId": context.task_id,
                        "contextId": context.context_id,
                        "parts": [{"text": f"{data['task']}: done"}],
                    },
                },
                "artifacts": [
                    {
                        "artifactId": uuid.uuid4().hex,
                        "name": "result",
                        "parts": [
                            {
                                "data": {"task": data["task"], "result": result},
                                "mediaType": "application/json",
                            }
                        ],
                    }
                ],
            }
            await event_queue.enqueue_event(ParseDict(task, Task()))

        async def cancel(self, context: Any, event_queue: Any) -> None:  # noqa: ANN401
            raise NotImplementedError

    return Booking()


def _plain_app(server: str) -> Callable[[], Any]:
    """A plain a2a-sdk agent: the same call answered the same way, nothing validated."""
    from a2a.server.request_handlers import DefaultRequestHandler  # noqa: PLC0415
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes  # noqa: PLC0415
    from a2a.server.tasks import InMemoryTaskStore  # noqa: PLC0415
    from a2a.types import (  # noqa: PLC0415
        AgentCapabilities,
        AgentCard,
        AgentInterface,
        AgentSkill,
    )
    from starlette.applications import Starlette  # noqa: PLC0415

    from ioa.bridges.a2a.server import _hypercorn, _listening, _uvicorn  # noqa: PLC0415

    async def start() -> Any:  # noqa: ANN401
        sock = _listening("127.0.0.1", 0)
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/"
        card = AgentCard(
            name="plain",
            description="a plain a2a-sdk agent",
            version="1",
            supported_interfaces=[
                AgentInterface(url=url, protocol_binding="JSONRPC", protocol_version="1.0")
            ],
            capabilities=AgentCapabilities(streaming=True),
            default_input_modes=["application/json"],
            default_output_modes=["application/json"],
            skills=[AgentSkill(id="bookFlight", name="bookFlight", description="book", tags=["x"])],
        )
        handler = DefaultRequestHandler(
            agent_executor=_plain_executor(), task_store=InMemoryTaskStore(), agent_card=card
        )
        app = Starlette(
            routes=[*create_agent_card_routes(card), *create_jsonrpc_routes(handler, rpc_url="/")]
        )
        if server == "hypercorn":
            stop = await _hypercorn(app, sock)  # its accept loop owns the socket
        else:
            stop = await _uvicorn(app, sock)

        @dataclass
        class Served:
            url: str

            async def close(self) -> None:
                await stop()
                await handler.aclose()

        return Served(url)

    return start


def serve_forever(kind: str, server: str) -> int:
    """The server process: print the URL, serve until stdin closes."""
    if kind == "plain, ioa imported":
        _bridge_app(server)  # made, never served
    start = (_bridge_app if kind == "bridge" else _plain_app)(server)

    async def run() -> None:
        served = await start()
        # What a long-running server does once it has started (both kinds alike): the
        # objects made so far (modules, contexts) leave the collector's generations.
        gc.collect()
        gc.freeze()
        print(served.url, flush=True)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, sys.stdin.read)
        await served.close()

    asyncio.run(run())
    return 0


@contextlib.contextmanager
def server_process(kind: str, server: str):  # noqa: ANN201 - a context manager of a URL
    """A server process of `kind` on `server`; its URL."""
    process = subprocess.Popen(  # noqa: S603 - this script, run by this interpreter
        [sys.executable, str(Path(__file__).resolve()), "--serve", kind, server],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None  # noqa: S101 - piped above
        url = process.stdout.readline().strip()
        if not url.startswith("http"):
            msg = f"the {kind} server on {server} did not start"
            raise RuntimeError(msg)
        yield url
    finally:
        assert process.stdin is not None  # noqa: S101
        process.stdin.close()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# -- the a2a section ----------------------------------------------------------------------------


async def _rates(urls: dict[str, str], requests: int, rounds: int) -> dict[str, list[float]]:
    """Requests per second of one a2a-sdk client against each URL, in alternating rounds."""
    from a2a.client import ClientConfig, create_client  # noqa: PLC0415
    from a2a.types import Message, SendMessageRequest  # noqa: PLC0415
    from google.protobuf.json_format import ParseDict  # noqa: PLC0415

    clients = {
        name: await create_client(url, ClientConfig(streaming=False)) for name, url in urls.items()
    }
    document = {
        "messageId": "m",
        "role": "ROLE_USER",
        "parts": [{"data": {"task": "bookFlight", "parameters": FLIGHT}}],
    }

    async def one(client: Any) -> None:  # noqa: ANN401
        message = ParseDict(document, Message())
        async for response in client.send_message(SendMessageRequest(message=message)):
            state = response.task.status.state
            if state != 3:
                msg = f"a request ended in state {state}"
                raise RuntimeError(msg)

    rates: dict[str, list[float]] = {name: [] for name in urls}
    try:
        for client in clients.values():  # warm up: connections, caches
            for _ in range(20):
                await one(client)
        order = list(clients.items())
        for _ in range(rounds):
            for name, client in order:
                start = time.perf_counter()
                for _ in range(requests):
                    await one(client)
                rates[name].append(requests / (time.perf_counter() - start))
            order.reverse()  # who goes first alternates: an order effect cancels out
    finally:
        for client in clients.values():
            await client.close()
    return rates


async def _server_work(calls: int, rounds: int) -> dict[str, list[float]]:
    """Microseconds of the server's own work per call, without HTTP.

    Two levels. The call's own work: the bridge's admission and its answer (the
    path a new call that ends in one step takes: validation, the firewall, the
    handler, the task) against the plain executor's `execute`. And the request
    handler's: `on_message_send` of each server's request handler (the bridge's,
    and the SDK's with the plain executor, as the plain server has it), which
    adds what each does around the call (the SDK's task machinery, the store).
    """
    from a2a.server.agent_execution import RequestContext  # noqa: PLC0415
    from a2a.server.context import ServerCallContext  # noqa: PLC0415
    from a2a.server.request_handlers import DefaultRequestHandler  # noqa: PLC0415
    from a2a.server.tasks import InMemoryTaskStore  # noqa: PLC0415
    from a2a.types import Message, SendMessageRequest  # noqa: PLC0415
    from google.protobuf.json_format import ParseDict  # noqa: PLC0415

    from ioa.bridges.a2a import build_app  # noqa: PLC0415

    _, bridge, bridge_handler = build_app(_airline(), "http://127.0.0.1/")
    plain = _plain_executor()
    plain_handler = DefaultRequestHandler(
        agent_executor=plain, task_store=InMemoryTaskStore(), agent_card=bridge.card
    )
    store = InMemoryTaskStore()
    document = {
        "messageId": "m",
        "role": "ROLE_USER",
        "parts": [{"data": {"task": "bookFlight", "parameters": FLIGHT}}],
    }

    class Queue:
        async def enqueue_event(self, event: object) -> None:
            self.event = event

    async def bridged() -> None:
        params = SendMessageRequest(message=ParseDict(document, Message()))
        await bridge.admit(params, ServerCallContext(), store)
        assert bridge.runs_at_once(params.message)  # noqa: S101 - the path measured
        await bridge.answer_at_once(params.message, "t", "c")

    async def plainly() -> None:
        params = SendMessageRequest(message=ParseDict(document, Message()))
        await plain.execute(RequestContext(ServerCallContext(), params), Queue())  # type: ignore[arg-type]

    async def bridge_handled() -> None:
        params = SendMessageRequest(message=ParseDict(document, Message()))
        await bridge_handler.on_message_send(params, ServerCallContext())

    async def plain_handled() -> None:
        params = SendMessageRequest(message=ParseDict(document, Message()))
        await plain_handler.on_message_send(params, ServerCallContext())

    work: dict[str, list[float]] = {name: [] for name in WORK}
    order = list(zip(WORK, (bridged, plainly, bridge_handled, plain_handled), strict=True))
    try:
        for _ in range(rounds):
            order.reverse()
            for name, one in order:
                start = time.perf_counter()
                for _ in range(calls):
                    await one()
                work[name].append((time.perf_counter() - start) / calls * 1e6)
    finally:
        await bridge_handler.aclose()
        await plain_handler.aclose()
    return work


def a2a_section(args: argparse.Namespace) -> Section:
    """The bridge against a plain a2a-sdk server on hypercorn (and uvicorn, if asked)."""
    section = Section()
    servers = ("hypercorn", "uvicorn") if args.uvicorn else ("hypercorn",)
    try:
        import a2a  # noqa: F401, PLC0415
        import hypercorn  # noqa: F401, PLC0415

        if args.uvicorn:
            import uvicorn  # noqa: F401, PLC0415
    except ImportError as error:
        section.results["a2a"] = {"skipped": f"needs the `a2a` extra: {error}"}
        section.ratios["a2a skipped"] = 0.0
        return section
    requests, rounds = (10, 2) if args.quick else (100, 21)
    names = [f"{kind} on {server}" for server in servers for kind in KINDS]
    with contextlib.ExitStack() as stack:
        urls = {
            f"{kind} on {server}": stack.enter_context(server_process(kind, server))
            for server in servers
            for kind in KINDS
        }
        rates = asyncio.run(_rates(urls, requests, rounds))
    table = Table(
        title=f"A2A: one a2a-sdk client (HTTP/1.1, SendMessage), {rounds} rounds of {requests}",
        title_justify="left",
    )
    for column in ("server", "median req/s", "min", "max", "vs plain (median, min-max)"):
        table.add_column(column, justify="left" if column == "server" else "right")
    for name in names:
        server = name.rsplit(" on ", 1)[1]
        # Each round's rate over the plain server's in the same round (measured next to it):
        # slow drifts of a shared machine hit both alike and cancel.
        baseline = rates[f"plain on {server}"]
        paired = [mine / theirs for mine, theirs in zip(rates[name], baseline, strict=True)]
        ratio = statistics.median(paired)
        median = statistics.median(rates[name])
        section.results[name] = {
            "median req/s": median,
            "rounds req/s": rates[name],
            "requests per round": requests,
            "ratio to plain per round": paired,
        }
        if name.startswith("plain, ioa"):
            section.ratios[f"a2a plain a2a-sdk with ioa imported / plain, {server}"] = ratio
        if name.startswith("bridge"):
            section.ratios[f"a2a bridge / plain a2a-sdk, {server}"] = ratio
            section.goals[f"a2a bridge not slower than a2a-sdk ({server})"] = at_least(
                GOAL_A2A, ratio
            )
        table.add_row(
            name,
            f"{median:.0f}",
            f"{min(rates[name]):.0f}",
            f"{max(rates[name]):.0f}",
            f"{ratio:.3f} ({min(paired):.2f}-{max(paired):.2f})",
        )
    section.tables.append(table)
    calls = 25 if args.quick else 1000
    work = asyncio.run(_server_work(calls, 2 if args.quick else 7))
    best = {name: min(times) for name, times in work.items()}
    extra = best["bridge"] - best["plain"]
    section.results["server work, us per call (best of rounds)"] = best
    section.ratios["a2a bridge server work / plain executor"] = best["bridge"] / best["plain"]
    section.ratios["a2a bridge request handler / plain request handler"] = (
        best["bridge request handler"] / best["plain request handler"]
    )
    work_table = Table(
        title=f"A2A: the server's own work per call, no HTTP ({calls} calls, best of rounds)",
        title_justify="left",
    )
    for column in ("server", "us per call", "all rounds"):
        work_table.add_column(column, justify="left" if column == "server" else "right")
    for name, times in work.items():
        work_table.add_row(name, f"{best[name]:.1f}", " ".join(f"{t:.0f}" for t in times))
    handlers = best["bridge request handler"] - best["plain request handler"]
    work_table.caption = (
        f"the bridge's validation and mapping: {extra:.1f} us per call; "
        f"its request handler against the SDK's: {handlers:+.1f} us"
    )
    section.tables.append(work_table)
    return section


# -- the conformance kit against the reference agent ----------------------------------------------


def kit_section(args: argparse.Namespace) -> Section:
    """The full kit's run time against `ioa agent serve --reference` (a process of its own).

    Beside each full run, the same kit without its two timeout checks (which wait
    out the reference's 10 s handshake timeout, beside the others): the time the
    checks themselves take.
    """
    from ioa.interop.kit import run_kit  # noqa: PLC0415 - only this section needs it
    from ioa.interop.reference import reference_process  # noqa: PLC0415
    from ioa.interop.requirements import REQUIREMENTS  # noqa: PLC0415

    section = Section()
    runs = 1 if args.quick else 3
    quick = [r.id for r in REQUIREMENTS if r.category != "timeouts"]
    full: list[float] = []
    checks: list[float] = []
    outcome: dict[str, int] = {}
    with reference_process() as url:
        for _ in range(runs):
            if not args.quick:  # --quick leaves out the full run: it waits out a 10 s timeout
                report = asyncio.run(run_kit(url))
                full.append(report.seconds)
                outcome = {k: report.count(k) for k in ("passed", "failed", "skipped")}
            report = asyncio.run(run_kit(url, only=quick))
            checks.append(report.seconds)
            outcome = outcome or {k: report.count(k) for k in ("passed", "failed", "skipped")}
    section.results["kit"] = {
        "full runs, s": full,
        "without timeouts, s": checks,
        "counted": "full runs" if full else "runs without the timeout checks",
        **outcome,
    }
    if full:
        section.ratios["kit full run / without the timeout checks"] = statistics.median(
            f / c for f, c in zip(full, checks, strict=True)
        )
    table = Table(
        title=f"the conformance kit against the reference agent ({runs} runs)",
        title_justify="left",
    )
    for column in ("run", "median s", "min-max s"):
        table.add_column(column, justify="left" if column == "run" else "right")
    for name, times in (("full kit", full), ("without the 2 timeout checks", checks)):
        if not times:
            table.add_row(name, "not run (--quick)", "")
            continue
        table.add_row(name, f"{statistics.median(times):.1f}", f"{min(times):.1f}-{max(times):.1f}")
    table.caption = (
        f"{outcome.get('passed', 0)} passed, {outcome.get('failed', 0)} failed, "
        f"{outcome.get('skipped', 0)} skipped" + ("" if full else " (without the timeout checks)")
    )
    section.tables.append(table)
    return section


SECTIONS: dict[str, Callable[[argparse.Namespace], Section]] = {
    "a2a": a2a_section,
    "kit": kit_section,
}
"""Each section of the benchmark: a function of the arguments returning its `Section`."""


def main() -> int:
    """Run every section and print their tables."""
    if len(sys.argv) == 4 and sys.argv[1] == "--serve":
        return serve_forever(sys.argv[2], sys.argv[3])
    args = parse_args(__doc__ or "", [("--uvicorn", "also measure both A2A servers on uvicorn")])
    results: dict[str, Any] = {}
    ratios: dict[str, float] = {}
    goals: dict[str, dict[str, Any]] = {}
    tables: list[Table] = []
    for name, measure in SECTIONS.items():
        section = measure(args)
        results[name] = section.results
        ratios.update(section.ratios)
        goals.update(section.goals)
        tables.extend(section.tables)
    return report("interop", results, ratios, goals, args=args, table=Group(*tables))


if __name__ == "__main__":
    sys.exit(main())
