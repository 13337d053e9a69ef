"""ioa against the ecosystem's own stacks: one "book a flight" exchange, served three ways.

The same exchange (a `bookFlight` request of three fields; the answer is the
booking: those fields and a reference) served by:

- `ioa`: an `ioa.Agent` (travel v2.1, HTTP/2 cleartext, a locked L9 session)
  and an `Agent` client (`connect`, `request`);
- `a2a`: the official a2a-sdk server (its JSON-RPC routes and request
  handler, an executor answering with a completed task whose artifact holds
  the booking) under uvicorn, and the a2a-sdk's own client (`create_client`,
  `send_message`, no streaming: HTTP/1.1 through httpx);
- `mcp`: the official mcp server (`MCPServer`, a `bookFlight` tool, the
  streamable HTTP app: stateful sessions, SSE answers) under uvicorn, and
  mcp's own client (`mcp.Client(url)`, `call_tool`).

Each server runs in a process of its own, and so does each client; this
process only orders the measures and reads the servers' CPU time
(/proc/PID/stat, user + system). The shapes:

- `open x1`, `open x64`: requests on one open session (ioa: one locked
  session; a2a: one client, whose httpx pool opens connections as it needs;
  mcp: one client session), 1 and 64 in flight;
- `new`: a new session per request, one at a time, each SDK's default way.
  ioa: a new L9 session resumed by ticket (the first `connect` left one),
  closed after its answer, on the connection the agent shares among its
  sessions to one server (it lingers `reuse_linger`, 1 s, after a session
  ends). a2a: a new client (its own httpx client and connection) made from
  the card resolved once before (as a client that caches the card does;
  ioa's keys are pinned in advance too), closed after its answer. mcp: a new
  `mcp.Client(url)` (its default, `mode="auto"`: the version probe, its
  session, the call, the session's end);
- `new, shared http`: the same, but the peers' SDK clients, still made anew
  per request, are given one shared HTTP client (httpx) that keeps its
  connections alive, as ioa's agent does: a new session per request without
  a new connection or an HTTP client's construction (~20 ms of client CPU in
  httpx, its TLS context, even for http:// URLs). For ioa it is `new` again
  (the agent is the long-lived object). The new-session goals are measured
  against it;
- `new connection`: a new session on a new TCP connection per request, for
  all three: ioa's agent keeps no idle connection (`reuse_linger` 0), the
  peers' shared HTTP client keeps none either.

Every shape runs for a fixed time, in rounds; the peers take turns within a
round (who goes first rotates), and each round's ioa rate is divided by each
peer's rate in the same round: the median of those ratios is the figure, its
min-max the spread. Server CPU per request is the server process's CPU time
over the requests the round completed (all rounds summed).

Bytes per exchange are counted on the wire at the socket level, the same way
for all three: a TCP relay on 127.0.0.1 (in this process) between each client
and its server counts the payload both ways (TCP/IP headers not counted) and
the connections opened, over a counted run of each shape with 1 in flight
(the relay adds latency, so no rate is taken through it).

Set for the bench, not in the library: the ioa server's ticket issuer lets
one initiator spend 100,000 tickets a day (default 1,000, after which it asks
for a full handshake: a bench that resumes thousands of sessions from one
client would measure that refusal instead).

`--uvloop` runs every process on uvloop (the optional `fast` extra); without
it all run on asyncio. uvicorn runs inside the server process's loop (so its
`loop` setting does not apply), parsing HTTP/1.1 with httptools when
installed, else h11: the report says which. `--profile` also profiles the ioa
server and client over the `new` shape (py-spy when on PATH, else cProfile)
and prints the top entries.

Goals (issue 20): on an open session >= 20x both peers' request rate with 64
in flight and >= 8x with one; a new resumed session per request >= 2x the
peers' per-request rate, with bytes per exchange within 1.5x of theirs; server
CPU per request <= 1/10 of theirs in every shape.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import cProfile
import functools
import gc
import importlib.util
import io
import multiprocessing
import os
import pstats
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, parse_args, report, use_uvloop
from interop import FLIGHT, _airline, _plain_app

EXPECTED = {"booking_reference": "IOA7Q2", **FLIGHT}
"""The answer every server gives (the request's fields and a reference)."""
PEERS = ("ioa", "a2a", "mcp")
SHAPES = {"open x1": 1, "open x64": 64, "new": 1, "new, shared http": 1, "new connection": 1}
"""Each shape and the requests it keeps in flight."""
NEW = {"new": "default", "new, shared http": "shared", "new connection": "new connection"}
"""The shapes with a new session per request, and how each client makes one (`fresh`)."""
FRESH_MODES = frozenset(NEW.values())
WIRE = ("open x1", *NEW)
"""The shapes whose bytes are counted."""
GOAL_NEW_SHAPE = "new, shared http"
"""The peers' faster way to a new session per request: the new-session goals' baseline."""
ROUNDS, SECONDS = 3, 1.2
QUICK_ROUNDS, QUICK_SECONDS = 1, 0.15
COUNTED = 40
"""Exchanges of each shape through the byte-counting relay (quick: a quarter)."""
TICKETS_PER_INITIATOR = 100_000
PACKAGES = "l7_transport|l8_comm|l9_snl|ioa|contexts"
OURS = rf"/({PACKAGES})/"
"""The project's own modules, in a profile's listing by cumulative time."""
PROFILE_SECONDS = 10.0
"""How long `--profile` runs the `new` shape (quick: a tenth)."""
SPY = ("--rate", "500", "--gil", "--nonblocking", "--format", "raw")
"""py-spy's options: samples only while Python runs (`--gil`), without stopping the process."""
ANSWER_TIMEOUT = 120.0
"""Seconds a child process may take to answer a command (a shape runs for ~1 s)."""
STEPS = ("connect and lock", "request and answer", "close")
"""The steps of an ioa exchange on a new session, timed by the client."""
GOAL_OPEN_X64, GOAL_OPEN_X1, GOAL_NEW, GOAL_BYTES, GOAL_CPU = 20.0, 8.0, 2.0, 1.5, 0.1


def _loop_name() -> str:
    return "uvloop" if "uvloop" in type(asyncio.get_running_loop()).__module__ else "asyncio"


def _cpu_seconds(pid: int) -> float:
    """A process's CPU time so far, user + system (threads that ended included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _top(profile: cProfile.Profile, count: int = 15) -> str:
    """The top entries by own time, then the project's own functions by cumulative time."""
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out)
    stats.sort_stats("tottime").print_stats(count)
    stats.sort_stats("cumulative").print_stats(OURS, count)
    return out.getvalue()


# -- the servers, each in a process of its own -------------------------------------------------


@dataclass
class Served:
    """A running server: where it is, its key (ioa), how to trust a client and to stop it."""

    url: str
    stop: Callable[[], Awaitable[None]]
    key: str | None = None
    trust: Callable[[str], None] = field(default=lambda _: None)
    http: str = "h2 (ioa)"


async def _serve_ioa(semantic: Any = None) -> Served:  # noqa: ANN401 - a SemanticConfig
    from l9_snl.tickets import TicketIssuer  # noqa: PLC0415 - in the server process only

    agent = _airline(semantic)
    # Bench-only (see the module's docstring): one client resumes thousands of sessions.
    agent._issuer = TicketIssuer(  # noqa: SLF001
        per_initiator=TICKETS_PER_INITIATOR, stored=agent.handshake.stored_tickets
    )
    listener = await agent.serve(port=0)
    return Served(
        f"http://127.0.0.1:{listener.port}",
        listener.close,
        key=agent.identity.public_signing_key_b64url,
        trust=lambda key: agent.trust_peer("traveller", key),
    )


def _uvicorn_http() -> str:
    import uvicorn  # noqa: PLC0415

    parser = "httptools" if importlib.util.find_spec("httptools") else "h11"
    return f"uvicorn {uvicorn.__version__}, HTTP/1.1 ({parser})"


async def _serve_a2a() -> Served:
    served = await _plain_app("uvicorn")()
    return Served(served.url.rstrip("/"), served.close, http=_uvicorn_http())


async def _serve_mcp() -> Served:
    from mcp.server.mcpserver import MCPServer  # noqa: PLC0415 - in the server process only

    from ioa.bridges.a2a.server import _listening, _uvicorn  # noqa: PLC0415

    app = MCPServer(name="airline", log_level="WARNING")

    @app.tool(name="bookFlight", description="Book one seat on a one-way flight.")
    def book(origin_code: str, dest_code: str, date: str) -> dict[str, str]:
        return {
            "booking_reference": "IOA7Q2",
            "origin_code": origin_code,
            "dest_code": dest_code,
            "date": date,
        }

    web = app.streamable_http_app(host="127.0.0.1")
    # The app's lifespan runs its session manager: run here (this task enters and leaves
    # it), since the bridge's uvicorn runs apps without their lifespan.
    running = contextlib.AsyncExitStack()
    await running.enter_async_context(app.session_manager.run())
    sock = _listening("127.0.0.1", 0)
    stop_serving = await _uvicorn(web, sock)

    async def stop() -> None:
        await stop_serving()
        await running.aclose()

    return Served(f"http://127.0.0.1:{sock.getsockname()[1]}/mcp", stop, http=_uvicorn_http())


SERVERS: dict[str, Callable[[], Awaitable[Served]]] = {
    "ioa": _serve_ioa,
    "a2a": _serve_a2a,
    "mcp": _serve_mcp,
}


def server_process(kind: str, pipe: Connection, loop_wanted: bool) -> None:  # noqa: FBT001
    """A server process: serve `kind`; trust, profile and stop when told (over `pipe`)."""
    use_uvloop(wanted=loop_wanted)
    asyncio.run(_server(kind, pipe))


async def _server(kind: str, pipe: Connection) -> None:
    served = await SERVERS[kind]()
    # What a long-running server does once started (all alike): what was made so far
    # (modules, contexts, schemas) leaves the collector's generations.
    gc.collect()
    gc.freeze()
    pipe.send({"url": served.url, "key": served.key, "loop": _loop_name(), "http": served.http})
    profile: cProfile.Profile | None = None
    while (command := await asyncio.to_thread(pipe.recv)) != "stop":
        verb, argument = command
        if verb == "trust":
            served.trust(argument)
        elif verb == "profile" and argument:
            profile = cProfile.Profile(time.process_time)  # CPU time: waits and preemption left out
            profile.enable()
        elif verb == "profile" and profile is not None:
            profile.disable()
            pipe.send(_top(profile))
    await served.stop()


# -- the clients, each in a process of its own -------------------------------------------------


class IoaClient:
    """An `ioa.Agent` client: `connect`, `request`."""

    def __init__(self, server_key: str | None) -> None:
        from contexts.builtin import builtin  # noqa: PLC0415 - in the client process only
        from ioa.agent import Agent  # noqa: PLC0415
        from l9_snl.identity import AgentIdentity  # noqa: PLC0415

        travel = builtin("urn:contexts:travel:v2.1")
        self.agent = Agent(AgentIdentity.generate("traveller"), contexts=[travel])
        self.agent.trust_peer("airline", server_key)
        self.key = self.agent.identity.public_signing_key_b64url
        self.session: Any = None
        self.linger = self.agent.connections.linger
        self.resumed = 0
        self.steps = dict.fromkeys(STEPS, 0.0)
        """Seconds a new session spent in each step, all so far."""

    async def open(self, url: str) -> None:
        """One locked session (the first: a full handshake, which leaves a ticket)."""
        self.session = await self.agent.connect(url, peer="airline")

    async def exchange(self) -> dict[str, Any]:
        """One request on the open session."""
        return await self.session.request("bookFlight", FLIGHT)

    async def fresh(self, url: str, *, mode: str) -> dict[str, Any]:
        """One request on a new session (resumed by ticket), closed after its answer.

        The agent is the long-lived object: its sessions to the server share a
        connection that lingers between them, except in mode `new connection`.
        """
        connections = self.agent.connections
        connections.linger = 0.0 if mode == "new connection" else self.linger
        if mode == "new connection":
            connections.close_idle()  # one an earlier shape left lingering
        began = time.perf_counter()
        session = await self.agent.connect(url, peer="airline")
        connected = time.perf_counter()
        self.resumed += session.locked.locked.resumed
        try:
            return await session.request("bookFlight", FLIGHT)
        finally:
            answered = time.perf_counter()
            await session.close()
            for step, seconds in zip(
                self.steps,
                (connected - began, answered - connected, time.perf_counter() - answered),
                strict=True,
            ):
                self.steps[step] += seconds

    async def close(self) -> None:
        """Close the open session."""
        await self.session.close()


class A2aClient:
    """The a2a-sdk's client: `create_client`, `send_message` (no streaming)."""

    def __init__(self, server_key: str | None) -> None:
        del server_key
        from a2a.client import ClientConfig  # noqa: PLC0415 - in the client process only

        self.config = ClientConfig(streaming=False)
        self.shared: dict[str, Any] = {}
        self.card: Any = None
        self.client: Any = None
        self.key = None
        self.resumed = 0
        self.steps: dict[str, float] = {}

    async def _card(self, url: str) -> Any:  # noqa: ANN401 - an AgentCard
        """The server's card, resolved once; its interface pointed at `url` (server or relay)."""
        import httpx  # noqa: PLC0415
        from a2a.client import A2ACardResolver  # noqa: PLC0415
        from a2a.types import AgentCard  # noqa: PLC0415

        if self.card is None:
            async with httpx.AsyncClient() as http:
                self.card = await A2ACardResolver(http, url).get_agent_card()
        card = AgentCard()
        card.CopyFrom(self.card)
        card.supported_interfaces[0].url = f"{url}/"
        return card

    async def open(self, url: str) -> None:
        """One client (its httpx pool opens connections as it needs)."""
        from a2a.client import create_client  # noqa: PLC0415

        self.client = await create_client(await self._card(url), self.config)

    async def exchange(self, client: Any = None) -> dict[str, Any]:  # noqa: ANN401
        """One `SendMessage`; the booking in the completed task's artifact."""
        from a2a.types import Message, SendMessageRequest  # noqa: PLC0415
        from google.protobuf.json_format import MessageToDict, ParseDict  # noqa: PLC0415

        document = {
            "messageId": os.urandom(8).hex(),
            "role": "ROLE_USER",
            "parts": [{"data": {"task": "bookFlight", "parameters": FLIGHT}}],
        }
        request = SendMessageRequest(message=ParseDict(document, Message()))
        result: dict[str, Any] = {}
        async for response in (client or self.client).send_message(request):
            if response.task.status.state != 3:  # TASK_STATE_COMPLETED
                return {"state": response.task.status.state}
            part = MessageToDict(response.task.artifacts[0].parts[0])
            result = part["data"]["result"]
        return result

    async def fresh(self, url: str, *, mode: str) -> dict[str, Any]:
        """One `SendMessage` from a new client, closed after its answer.

        `default`: the client makes its own httpx client (the SDK's default); `shared`:
        it is given one shared httpx client that keeps connections alive; `new
        connection`: one that keeps none.
        """
        from a2a.client import ClientConfig, create_client  # noqa: PLC0415

        config = self.config
        if mode != "default":
            import httpx  # noqa: PLC0415

            if mode not in self.shared:
                kept = None if mode == "shared" else 0
                limits = httpx.Limits(max_keepalive_connections=kept)
                self.shared[mode] = httpx.AsyncClient(limits=limits)
            config = ClientConfig(streaming=False, httpx_client=self.shared[mode])
        client = await create_client(await self._card(url), config)
        try:
            return await self.exchange(client)
        finally:
            await client.close()

    async def close(self) -> None:
        """Close the client."""
        await self.client.close()


class McpClient:
    """mcp's own client: `mcp.Client(url)`, `call_tool`."""

    def __init__(self, server_key: str | None) -> None:
        del server_key
        self.stack = contextlib.AsyncExitStack()
        self.shared: dict[str, Any] = {}
        self.client: Any = None
        self.key = None
        self.resumed = 0
        self.steps: dict[str, float] = {}

    async def open(self, url: str) -> None:
        """One client session (entered here, left in `close`: the same task)."""
        from mcp import Client  # noqa: PLC0415 - in the client process only

        self.client = await self.stack.enter_async_context(Client(url))

    async def exchange(self, client: Any = None) -> dict[str, Any]:  # noqa: ANN401
        """One `tools/call`; the booking in its structured content."""
        answer = await (client or self.client).call_tool("bookFlight", FLIGHT)
        return dict(answer.structured_content or {"error": answer.content})

    async def fresh(self, url: str, *, mode: str) -> dict[str, Any]:
        """One `tools/call` from a new client session, ended after its answer.

        `default`: `Client(url)` makes its own HTTP client (the SDK's default); `shared`:
        its transport is given one shared HTTP client that keeps connections alive;
        `new connection`: one that keeps none.
        """
        from mcp import Client  # noqa: PLC0415
        from mcp.client.streamable_http import streamable_http_client  # noqa: PLC0415

        server: Any = url
        if mode != "default":
            import httpx2  # noqa: PLC0415 - the HTTP client mcp is built on

            if mode not in self.shared:
                kept = None if mode == "shared" else 0
                self.shared[mode] = httpx2.AsyncClient(
                    timeout=httpx2.Timeout(30.0, read=300.0),  # the SDK's own client's
                    limits=httpx2.Limits(max_keepalive_connections=kept),
                )
            server = streamable_http_client(url, http_client=self.shared[mode])
        async with Client(server) as client:
            return await self.exchange(client)

    async def close(self) -> None:
        """End the client session."""
        await self.stack.aclose()


CLIENTS = {"ioa": IoaClient, "a2a": A2aClient, "mcp": McpClient}


async def _exchanges(
    one: Callable[[], Awaitable[dict[str, Any]]],
    in_flight: int,
    *,
    seconds: float | None = None,
    count: int | None = None,
) -> dict[str, Any]:
    """Run `one` with `in_flight` at once, for `seconds` or `count` exchanges."""
    figures: dict[str, Any] = {"done": 0, "correct": 0, "errors": 0, "first error": None}
    started = time.perf_counter()
    deadline = started + seconds if seconds is not None else float("inf")
    budget = count if count is not None else sys.maxsize
    cpu = time.process_time()

    async def worker() -> None:
        nonlocal budget
        while budget > 0 and time.perf_counter() < deadline:
            budget -= 1
            try:
                answer = await one()
            except Exception as error:  # noqa: BLE001 - counted and reported, not fatal
                figures["errors"] += 1
                figures["first error"] = figures["first error"] or repr(error)
                continue
            figures["done"] += 1
            figures["correct"] += answer == EXPECTED

    await asyncio.gather(*(worker() for _ in range(in_flight)))
    figures["seconds"] = time.perf_counter() - started
    figures["client cpu"] = time.process_time() - cpu
    return figures


def client_process(kind: str, pipe: Connection, loop_wanted: bool) -> None:  # noqa: FBT001
    """A client process: open, run shapes, close when told (over `pipe`)."""
    use_uvloop(wanted=loop_wanted)
    asyncio.run(_client(kind, pipe))


async def _client(kind: str, pipe: Connection) -> None:
    driver = CLIENTS[kind](pipe.recv())
    pipe.send({"key": driver.key, "loop": _loop_name()})
    profile: cProfile.Profile | None = None
    # Every command runs in this task: mcp's client must be left in the task it was entered.
    while (command := await asyncio.to_thread(pipe.recv)) != "stop":
        verb, *arguments = command
        if verb == "open":
            await driver.open(arguments[0])
            pipe.send("opened")
        elif verb == "close":
            await driver.close()
            pipe.send("closed")
        elif verb == "profile" and arguments[0]:
            profile = cProfile.Profile(time.process_time)  # CPU time: waits and preemption left out
            profile.enable()
        elif verb == "profile" and profile is not None:
            profile.disable()
            pipe.send(_top(profile))
        else:  # ("run", shape, url, seconds, count)
            shape, url, seconds, count = arguments
            resumed, steps = driver.resumed, dict(driver.steps)
            one = driver.exchange
            if shape in NEW:
                one = functools.partial(driver.fresh, url, mode=NEW[shape])
            figures = await _exchanges(one, SHAPES[shape], seconds=seconds, count=count)
            figures["resumed"] = driver.resumed - resumed
            figures["steps"] = {k: v - steps[k] for k, v in driver.steps.items()}
            pipe.send(figures)


# -- the byte-counting relay (a thread of this process) -----------------------------------------


class Relay:
    """A TCP relay on 127.0.0.1 to one server: counts the payload both ways, and connections."""

    def __init__(self, loop: asyncio.AbstractEventLoop, target: int) -> None:
        self.target = target
        self.up = self.down = self.connections = 0
        self.server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._relay, "127.0.0.1", 0), loop
        ).result()
        self.port = self.server.sockets[0].getsockname()[1]

    def counts(self) -> tuple[int, int, int]:
        """(bytes client -> server, bytes server -> client, connections) so far."""
        return self.up, self.down, self.connections

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(
                "127.0.0.1", self.target
            )
        except OSError:
            writer.close()
            return
        try:
            await asyncio.gather(
                self._pipe(reader, upstream_writer, up=True),
                self._pipe(upstream_reader, writer, up=False),
            )
        except asyncio.CancelledError:
            # The relays' loop is ending (`relay_loop`): a relay still open ends quietly,
            # since asyncio's streams log a cancelled connection handler as an error.
            pass
        finally:
            for each in (writer, upstream_writer):
                each.close()

    async def _pipe(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *, up: bool
    ) -> None:
        with contextlib.suppress(ConnectionError):
            while data := await reader.read(1 << 16):
                if up:
                    self.up += len(data)
                else:
                    self.down += len(data)
                writer.write(data)
                await writer.drain()
            if writer.can_write_eof():
                writer.write_eof()  # a half-close goes through as one


@contextlib.contextmanager
def relay_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """An event loop in a thread of its own, for the relays."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="relay", daemon=True)
    thread.start()
    try:
        yield loop
    finally:
        # Relays of connections still open (an agent's lingering one) end with the loop.
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(_cancel_all(), loop).result(timeout=5)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=5)
        if not thread.is_alive():
            # A relay accepted after that pass (one run in three printed "Task was destroyed
            # but it is pending" for it): the stopped loop runs here once more to end it.
            loop.run_until_complete(_cancel_all())
            loop.close()


async def _cancel_all() -> None:
    for _ in range(10):  # a relay's pipes are tasks it made: cancelled in the next round
        tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        if not tasks:
            return
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


# -- this process: the order of the measures ----------------------------------------------------


@dataclass
class Pair:
    """One peer's server and client processes, and what they said at start."""

    kind: str
    server: Any
    client: Any
    to_server: Connection
    to_client: Connection
    url: str = ""
    loops: dict[str, str] = field(default_factory=dict)
    http: str = ""

    def ask(self, *command: object) -> Any:  # noqa: ANN401 - the client's answer
        """A command to the client; its answer (a client that died or hangs is said so)."""
        self.to_client.send(command)
        return _answer(self.to_client, self.client, f"the {self.kind} client")

    def server_cpu(self) -> float:
        """The server process's CPU seconds so far."""
        return _cpu_seconds(self.server.pid)


def _start(kind: str, loop_wanted: bool) -> Pair:  # noqa: FBT001
    spawn = multiprocessing.get_context("spawn")
    server_end, server_pipe = spawn.Pipe()
    client_end, client_pipe = spawn.Pipe()
    server = spawn.Process(
        target=server_process, args=(kind, server_pipe, loop_wanted), daemon=True
    )
    client = spawn.Process(
        target=client_process, args=(kind, client_pipe, loop_wanted), daemon=True
    )
    server.start()
    client.start()
    return Pair(kind, server, client, server_end, client_end)


def _answer(pipe: Connection, process: Any, who: str) -> Any:  # noqa: ANN401
    """What a child process answers, within `ANSWER_TIMEOUT` seconds."""
    if not pipe.poll(ANSWER_TIMEOUT):
        state = "exited" if process.exitcode is not None else "still running"
        msg = (
            f"{who} said nothing for {ANSWER_TIMEOUT:.0f} s ({state}, exit code {process.exitcode})"
        )
        raise RuntimeError(msg)
    return pipe.recv()


def _ready(pair: Pair) -> None:
    started = _answer(pair.to_server, pair.server, f"the {pair.kind} server")
    pair.url, pair.http = started["url"], started["http"]
    pair.loops["server"] = started["loop"]
    pair.to_client.send(started["key"])
    hello = _answer(pair.to_client, pair.client, f"the {pair.kind} client")
    pair.loops["client"] = hello["loop"]
    if hello["key"] is not None:
        pair.to_server.send(("trust", hello["key"]))


def _stop(pair: Pair) -> None:
    for pipe, process in ((pair.to_client, pair.client), (pair.to_server, pair.server)):
        with contextlib.suppress(OSError):
            pipe.send("stop")
        process.join(timeout=10)
        if process.is_alive():
            process.terminate()


@dataclass
class Run:
    """What a run measured: per peer and shape, each round's figures; the bytes; profiles."""

    rounds: dict[str, dict[str, list[dict[str, Any]]]] = field(default_factory=dict)
    wire: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    profiles: dict[str, str] = field(default_factory=dict)


def _measure(pairs: dict[str, Pair], *, rounds: int, seconds: float, run: Run) -> None:
    """Every shape, every peer, in rounds; the peers take turns (who goes first rotates)."""
    order = list(pairs)
    for number in range(rounds):
        for shape in SHAPES:
            for kind in order[number % len(order) :] + order[: number % len(order)]:
                pair = pairs[kind]
                cpu = pair.server_cpu()
                figures = pair.ask("run", shape, pair.url, seconds, None)
                figures["server cpu"] = pair.server_cpu() - cpu
                run.rounds[kind][shape].append(figures)


def _count_bytes(pairs: dict[str, Pair], count: int, run: Run) -> None:
    """Each shape with 1 in flight through a relay: payload bytes and connections per exchange."""
    with relay_loop() as loop:
        for kind, pair in pairs.items():
            relay = Relay(loop, int(pair.url.split(":")[2].split("/")[0]))
            url = pair.url.replace(f":{relay.target}", f":{relay.port}")
            run.wire[kind] = {}
            for shape in WIRE:
                if shape == "open x1":
                    pair.ask("open", url)
                before = relay.counts()
                figures = pair.ask("run", shape, url, None, count)
                time.sleep(0.2)  # the last closes pass through the relay
                up, down, connections = (b - a for a, b in zip(before, relay.counts(), strict=True))
                if shape == "open x1":
                    pair.ask("close")
                done = max(1, figures["done"])
                run.wire[kind][shape] = {
                    "exchanges": figures["done"],
                    "correct": figures["correct"],
                    "bytes up per exchange": up / done,
                    "bytes down per exchange": down / done,
                    "bytes per exchange": (up + down) / done,
                    "connections per exchange": connections / done,
                }
            loop.call_soon_threadsafe(relay.server.close)


def _profile(pair: Pair, seconds: float, run: Run) -> None:
    """The ioa server and client profiled over the `new` shape: py-spy if on PATH, else cProfile.

    py-spy samples from outside (`--gil`: only while Python runs, so neither the
    waits nor the time a loaded machine preempts a process inside `send` count),
    at a small cost to the processes; cProfile, inside, slows them several times
    and smears its figures over every call.
    """
    spy = shutil.which("py-spy")
    if spy is not None:
        run.profiles.update(_spied(spy, pair, seconds))
        return
    pair.to_server.send(("profile", True))
    pair.to_client.send(("profile", True))
    pair.ask("run", "new", pair.url, seconds, None)
    pair.to_server.send(("profile", False))
    run.profiles["server"] = _answer(pair.to_server, pair.server, "the ioa server")
    run.profiles["client"] = pair.ask("profile", False)


def _spied(spy: str, pair: Pair, seconds: float) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as where:
        samples = {side: Path(where) / f"{side}.txt" for side in ("server", "client")}
        spies = [
            subprocess.Popen(  # noqa: S603 - py-spy, found on PATH, on our own children
                [
                    *(spy, "record", f"--pid={process.pid}", f"--output={samples[side]}"),
                    *(f"--duration={int(seconds) + 1}", *SPY),
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for side, process in (("server", pair.server), ("client", pair.client))
        ]
        time.sleep(0.5)  # py-spy attached
        pair.ask("run", "new", pair.url, seconds, None)
        for each in spies:
            each.wait(timeout=ANSWER_TIMEOUT)
        return {side: _spy_top(path) for side, path in samples.items() if path.exists()}


def _spy_top(path: Path, count: int = 15) -> str:
    """py-spy's raw samples: the top functions by own samples; ours by inclusive samples."""
    own: collections.Counter[str] = collections.Counter()
    inclusive: collections.Counter[str] = collections.Counter()
    for line in path.read_text().splitlines():
        stack, _, number = line.rpartition(" ")
        if not number.isdigit() or not stack:
            continue
        frames = [re.sub(r":\d+\)$", ")", frame) for frame in stack.split(";")]
        own[frames[-1]] += int(number)
        for frame in set(frames):
            inclusive[frame] += int(number)
    total = max(1, sum(own.values()))
    ours = [(f, n) for f, n in inclusive.most_common() if re.search(rf"\(({PACKAGES})/", f)]
    lines = [f"{total} samples (py-spy --gil, 500/s); by own samples:"]
    lines += [f"{n / total:6.1%}  {frame}" for frame, n in own.most_common(count)]
    lines += ["the project's functions, by samples with them on the stack:"]
    lines += [f"{n / total:6.1%}  {frame}" for frame, n in ours[:count]]
    return "\n".join(lines) + "\n"


def measured(*, quick: bool, loop_wanted: bool, profile: bool) -> tuple[Run, dict[str, Pair]]:
    """Start every process, warm up, measure, count bytes, (profile), stop."""
    pairs = {kind: _start(kind, loop_wanted) for kind in PEERS}
    run = Run(rounds={kind: {shape: [] for shape in SHAPES} for kind in PEERS})
    try:
        for pair in pairs.values():
            _ready(pair)
        for pair in pairs.values():  # warm-up: connections, caches, the first ticket
            pair.ask("open", pair.url)
            pair.ask("run", "open x1", pair.url, None, 20)
            pair.ask("run", "open x64", pair.url, None, 128)
            for shape in NEW:
                pair.ask("run", shape, pair.url, None, 5)
        rounds, seconds = (QUICK_ROUNDS, QUICK_SECONDS) if quick else (ROUNDS, SECONDS)
        _measure(pairs, rounds=rounds, seconds=seconds, run=run)
        for pair in pairs.values():
            pair.ask("close")
        _count_bytes(pairs, COUNTED // 4 if quick else COUNTED, run)
        if profile:
            _profile(pairs["ioa"], PROFILE_SECONDS / 10 if quick else PROFILE_SECONDS, run)
    finally:
        for pair in pairs.values():
            _stop(pair)
    return run, pairs


# -- the report ----------------------------------------------------------------------------------


def _summary(run: Run) -> dict[str, Any]:
    """Per peer and shape: the median rate, CPU per request, counts; per round rates."""
    results: dict[str, Any] = {}
    for kind, shapes in run.rounds.items():
        results[kind] = {}
        for shape, rounds in shapes.items():
            done = sum(r["done"] for r in rounds)
            rates = [r["done"] / r["seconds"] for r in rounds]
            results[kind][shape] = {
                "requests/s": statistics.median(rates),
                "rounds requests/s": rates,
                "requests": done,
                "correct": sum(r["correct"] for r in rounds),
                "errors": sum(r["errors"] for r in rounds),
                "first error": next((r["first error"] for r in rounds if r["first error"]), None),
                "resumed": sum(r["resumed"] for r in rounds),
                "server cpu us/request": sum(r["server cpu"] for r in rounds) / max(1, done) * 1e6,
                "client cpu us/request": sum(r["client cpu"] for r in rounds) / max(1, done) * 1e6,
                "client ms per step": {
                    step: sum(r["steps"][step] for r in rounds) / max(1, done) * 1e3
                    for step in rounds[0]["steps"]
                },
            }
        results[kind]["wire"] = run.wire.get(kind, {})
    return results


def _ratios(run: Run, results: dict[str, Any]) -> dict[str, Any]:
    """The ratios ioa/peer per shape: rates (median of per-round ratios, spread), CPU, bytes."""
    ratios: dict[str, Any] = {}
    spreads: dict[str, Any] = {}
    for peer in PEERS[1:]:
        for shape in SHAPES:
            paired = [
                (a["done"] / a["seconds"]) / max(1e-9, b["done"] / b["seconds"])
                for a, b in zip(run.rounds["ioa"][shape], run.rounds[peer][shape], strict=True)
            ]
            ratios[f"rate ioa/{peer}, {shape}"] = statistics.median(paired)
            spreads[f"rate ioa/{peer}, {shape}"] = (min(paired), max(paired))
            ours = results["ioa"][shape]["server cpu us/request"]
            theirs = results[peer][shape]["server cpu us/request"]
            ratios[f"server cpu ioa/{peer}, {shape}"] = ours / max(1e-9, theirs)
        for shape in WIRE:
            ours = results["ioa"]["wire"].get(shape, {}).get("bytes per exchange", 0.0)
            theirs = results[peer]["wire"].get(shape, {}).get("bytes per exchange", 0.0)
            ratios[f"bytes ioa/{peer}, {shape}"] = ours / max(1e-9, theirs)
    return {"ratios": ratios, "spreads": spreads}


def _goals(ratios: dict[str, float]) -> dict[str, dict[str, Any]]:
    goals: dict[str, dict[str, Any]] = {}
    for peer in PEERS[1:]:
        goals[f"open x64: ioa/{peer} requests/s"] = at_least(
            GOAL_OPEN_X64, ratios[f"rate ioa/{peer}, open x64"]
        )
        goals[f"open x1: ioa/{peer} requests/s"] = at_least(
            GOAL_OPEN_X1, ratios[f"rate ioa/{peer}, open x1"]
        )
        goals[f"new session: ioa/{peer} requests/s"] = at_least(
            GOAL_NEW, ratios[f"rate ioa/{peer}, {GOAL_NEW_SHAPE}"]
        )
        goals[f"new session: ioa/{peer} bytes per exchange"] = at_most(
            GOAL_BYTES, ratios[f"bytes ioa/{peer}, {GOAL_NEW_SHAPE}"]
        )
        for shape in SHAPES:
            goals[f"{shape}: ioa/{peer} server CPU per request"] = at_most(
                GOAL_CPU, ratios[f"server cpu ioa/{peer}, {shape}"]
            )
    return goals


def _peer_table(title: str, each: str, ratio: str) -> Table:
    """A table of shapes: a column per peer (`each`, with `{kind}`), one per ratio (`{peer}`)."""
    table = Table(title=title, title_justify="left")
    table.add_column("shape")
    for kind in PEERS:
        table.add_column(each.format(kind=kind), justify="right")
    for peer in PEERS[1:]:
        table.add_column(ratio.format(peer=peer), justify="right")
    return table


def _rate_table(
    results: dict[str, Any], ratios: dict[str, float], spreads: dict[str, Any], title: str
) -> Table:
    table = _peer_table(title, "{kind} req/s", "ioa/{peer} (min-max)")
    for shape in SHAPES:
        cells = [f"{results[kind][shape]['requests/s']:,.0f}" for kind in PEERS]
        for peer in PEERS[1:]:
            low, high = spreads[f"rate ioa/{peer}, {shape}"]
            cells.append(f"{ratios[f'rate ioa/{peer}, {shape}']:.2f} ({low:.1f}-{high:.1f})")
        table.add_row(shape, *cells)
    return table


def _cpu_table(results: dict[str, Any], ratios: dict[str, float]) -> Table:
    table = _peer_table(
        "server (and client) CPU per request, us", "{kind} server (client)", "server ioa/{peer}"
    )
    for shape in SHAPES:
        cells = [
            f"{results[kind][shape]['server cpu us/request']:,.0f} "
            f"({results[kind][shape]['client cpu us/request']:,.0f})"
            for kind in PEERS
        ]
        cells += [f"{ratios[f'server cpu ioa/{peer}, {shape}']:.2f}" for peer in PEERS[1:]]
        table.add_row(shape, *cells)
    return table


def _wire_table(results: dict[str, Any], ratios: dict[str, float]) -> Table:
    table = _peer_table(
        "on the wire per exchange (TCP payload up+down, through a relay; connections)",
        "{kind} bytes (conns)",
        "ioa/{peer}",
    )
    for shape in WIRE:
        cells = []
        for kind in PEERS:
            wire = results[kind]["wire"][shape]
            cells.append(
                f"{wire['bytes up per exchange']:,.0f}+{wire['bytes down per exchange']:,.0f} "
                f"({wire['connections per exchange']:.2f})"
            )
        cells += [f"{ratios[f'bytes ioa/{peer}, {shape}']:.2f}" for peer in PEERS[1:]]
        table.add_row(shape, *cells)
    return table


def main() -> int:
    """Run the benchmark and print its tables."""
    args = parse_args(
        __doc__ or "",
        extra=[
            ("--uvloop", "run every process on uvloop (if installed)"),
            ("--profile", "also profile the ioa server and client over the `new` shape"),
        ],
    )
    missing = [name for name in ("a2a", "mcp", "uvicorn") if not importlib.util.find_spec(name)]
    if missing:  # said, not failed: the peers come with the `a2a` and `mcp` extras
        reason = f"needs the `a2a` and `mcp` extras: {', '.join(missing)} not installed"
        return report("peers", {"skipped": reason}, {}, {}, args=args, table=reason)
    run, pairs = measured(quick=args.quick, loop_wanted=args.uvloop, profile=args.profile)
    results = _summary(run)
    computed = _ratios(run, results)
    ratios, spreads = computed["ratios"], computed["spreads"]
    results["loops"] = {
        f"{kind} {side}": loop for kind, pair in pairs.items() for side, loop in pair.loops.items()
    }
    results["http"] = {kind: pair.http for kind, pair in pairs.items()}
    results["rate spreads (min, max)"] = spreads
    loops = sorted(set(results["loops"].values()))
    seconds = QUICK_SECONDS if args.quick else SECONDS
    title = (
        f"book a flight, 127.0.0.1, each side its own process, loop: {'/'.join(loops)}; "
        f"{QUICK_ROUNDS if args.quick else ROUNDS} rounds of {seconds} s per shape and peer"
    )
    tables = [
        _rate_table(results, ratios, spreads, title),
        _cpu_table(results, ratios),
        _wire_table(results, ratios),
    ]
    steps = results["ioa"]["new"]["client ms per step"]
    tables[0].caption = "ioa's new session, client ms per exchange: " + ", ".join(
        f"{step} {ms:.2f}" for step, ms in steps.items()
    )
    tables[-1].caption = "; ".join(f"{kind}: {http}" for kind, http in results["http"].items())
    code = report("peers", results, ratios, _goals(ratios), args=args, table=Group(*tables))
    if run.profiles:
        for side, text in run.profiles.items():
            print(f"ioa {side}, `new` shape\n{text}")
    return code


if __name__ == "__main__":
    sys.exit(main())
