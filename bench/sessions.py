"""What an idle locked session costs the server: memory per session, up to 10,000 sessions.

A server `Agent` (travel contexts, the example Cedar policies, a handler)
runs alone in a child process; this process is the client. It opens N
locked sessions (full handshakes, each on its own HTTP/2 stream, many
streams per connection to 127.0.0.1), lets them fall idle (the L9
acknowledgements and the resumption ticket exchanged), then asks the server
to measure itself: its resident memory (VmRSS, /proc), the Python
allocations tracemalloc sees, its asyncio tasks and gc-tracked objects.
N grows 0 -> 1,000 -> 5,000 -> 10,000 on the same server (sessions are
added, never closed), so the cost per session is the slope between two
points, the one-time costs (imports, compiled validators, the first
handshake's caches) paid before N = 0 by a warm-up.

Set for the bench, not in the library: 1,000 streams per connection
(`TransportConfig.max_concurrent_streams`, default 128: 10,000 sessions
would otherwise take 79 connections), so 10 connections carry 10,000
sessions; the default 2,048 connections and the file descriptors the
machine allows (`ulimit -n`) are not reached.

Two servers are measured, one after the other. The first, without
tracemalloc, gives the resident memory the goals read (tracemalloc's own
tables would add ~15 KiB per session to it, and fragment the heap). The
second runs tracemalloc from before its warm-up, up to 500 sessions: the
Python allocations per session; with `--top` also where they were made
(tracemalloc, by line and by module: the innermost frame of this project)
and which objects a session adds (gc, by type). `--uvloop` runs both sides
on uvloop (the optional `fast` extra).

Goals (issue 20): <= 16 KiB of server memory per idle locked session;
10,000 idle locked sessions in one process under 250 MiB in total.
"""

from __future__ import annotations

import asyncio
import collections
import gc
import itertools
import logging
import multiprocessing
import sys
import time
import tracemalloc
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_most, parse_args, report, use_uvloop

from contexts.builtin import builtin
from ioa.agent import Agent
from l7_transport import TransportConfig
from l7_transport.http2 import Http2Client
from l8_comm import Endpoint
from l8_comm.aio import Session
from l9_snl.aio import LockedSession, initiate
from l9_snl.handshake import HandshakeInitiator, snl_registry
from l9_snl.identity import AgentIdentity
from l9_snl.peers import TrustedPeers
from l9_snl.tickets import TicketCache

TRAVEL = [builtin("urn:contexts:travel:v2.0"), builtin("urn:contexts:travel:v2.1")]
POLICIES = Path(__file__).resolve().parent.parent / "l9_snl" / "firewall" / "examples"
STREAMS_PER_CONNECTION = 1000
"""Raised from the default 128 for the bench (both sides): 10 connections for 10,000 sessions."""
CONFIG = TransportConfig(max_concurrent_streams=STREAMS_PER_CONNECTION)
POINTS = (0, 1000, 5000, 10000)
QUICK_POINTS = (0, 300)
"""`--quick` (the suite's smoke run): one slope; each point waits `SETTLE` seconds."""
TRACED_POINTS = (0, 500)
"""The second server's (tracemalloc on: slower, and its own bookkeeping adds to RSS)."""
QUICK_TRACED_POINTS = (0, 100)
IN_FLIGHT = 64
"""Handshakes the client runs at once."""
SETTLE = 2.5
"""Seconds the sessions are left alone before a measure: the L9 ACKs (1 s delay) and the
ticket's ACK are exchanged, and every handshake's timers have fired or been cancelled."""
WARM_UP = 32
"""Sessions opened and closed before N = 0: the process's one-time costs paid first."""
GOAL_PER_SESSION_KIB = 16.0
GOAL_TOTAL_MIB = 250.0
GOAL_SESSIONS = 10000


# -- the server (child process) ------------------------------------------------------------


def _rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _types() -> collections.Counter[str]:
    return collections.Counter(type(o).__qualname__ for o in gc.get_objects())


class Server:
    """The serving agent and its self-measurement (in the child process)."""

    def __init__(self, pipe: Connection, *, trace: bool, top: int) -> None:
        self.pipe = pipe
        self.trace = trace
        self.top = top
        self.identity = AgentIdentity.generate("airline")
        self.agent = Agent(self.identity, contexts=TRAVEL, policies=POLICIES, transport=CONFIG)
        self.first: tuple[tracemalloc.Snapshot | None, collections.Counter[str]] | None = None

        @self.agent.handler("bookFlight")
        async def book(message: Any) -> dict[str, Any]:  # noqa: ANN401 - an Incoming
            return {"booking_reference": "IOA7Q2", **message.values}

    async def run(self) -> None:
        """Serve, and measure when the client asks, until it says stop."""
        listener = await self.agent.serve(port=0)
        self.pipe.send((listener.port, self.identity.public_signing_key_b64url))
        self.agent.trust_peer("traveller", await asyncio.to_thread(self.pipe.recv))
        while True:
            command = await asyncio.to_thread(self.pipe.recv)
            if command == "stop":
                # The client closes its connections next: every session ends cut, each
                # logging so; that is the bench's doing, not news.
                logging.getLogger("ioa.agent").setLevel(logging.ERROR)
                self.pipe.send("stopping")
                await asyncio.to_thread(self.pipe.recv)  # its connections are closed
                break
            self.pipe.send(self.measure(final=command == "last"))
        await listener.close()

    def measure(self, *, final: bool) -> dict[str, Any]:
        """This process's memory now (after a full collection)."""
        gc.collect()
        figures: dict[str, Any] = {
            "sessions": len(self.agent.sessions),
            "rss_kib": _rss_kib(),
            "tasks": len(asyncio.all_tasks()),
            "objects": len(gc.get_objects()),
        }
        if self.trace:
            figures["traced_kib"] = tracemalloc.get_traced_memory()[0] / 1024
            figures["tracemalloc_kib"] = tracemalloc.get_tracemalloc_memory() / 1024
        if self.top:
            figures["holders"] = self._holders(final=final)
        return figures

    def _holders(self, *, final: bool) -> dict[str, Any]:
        """At the first point, remember; at the last, what was added per session, by origin."""
        snapshot = tracemalloc.take_snapshot() if self.trace else None
        types = _types()
        if self.first is None:
            self.first = (snapshot, types)
            return {}
        if not final:
            return {}
        sessions = max(1, len(self.agent.sessions))
        before, before_types = self.first
        lines: list[tuple[str, float, float]] = []
        modules: list[tuple[str, float]] = []
        if snapshot is not None and before is not None:
            by_site: collections.Counter[str] = collections.Counter()
            blocks: collections.Counter[str] = collections.Counter()
            for stat in snapshot.compare_to(before, "traceback"):
                by_site[_site(stat.traceback)] += stat.size_diff
                blocks[_site(stat.traceback)] += stat.count_diff
            for where, size in by_site.most_common(self.top):
                lines.append((where, size / sessions, blocks[where] / sessions))
            files: collections.Counter[str] = collections.Counter()
            for where, size in by_site.items():
                files[where.split(":", 1)[0]] += size
            modules = [(name, size / sessions) for name, size in files.most_common(self.top)]
        added = (types - before_types).most_common(self.top)
        return {
            "lines": lines,
            "modules": modules,
            "types": [(name, n / sessions) for name, n in added],
        }


_OURS = ("/l7_transport/", "/l8_comm/", "/l9_snl/", "/ioa/", "/contexts/")


def _site(traceback: tracemalloc.Traceback) -> str:
    """Where an allocation was made: the innermost frame, and the innermost of ours if other."""
    inner = traceback[-1]  # (oldest frame first)
    where = f"{_short(inner.filename)}:{inner.lineno}"
    if any(p in inner.filename for p in _OURS):
        return where
    for frame in reversed(traceback):
        if any(p in frame.filename for p in _OURS):
            return f"{_short(frame.filename)}:{frame.lineno} ({where})"
    return where


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/wt20m/", "/lib/python3"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename


def serve(pipe: Connection, trace: bool, top: int, loop_wanted: bool) -> None:  # noqa: FBT001
    """The child process: the server agent until told to stop."""
    use_uvloop(wanted=loop_wanted)
    if trace:
        tracemalloc.start(8 if top else 1)
    asyncio.run(Server(pipe, trace=trace, top=top).run())


# -- the client (this process) -------------------------------------------------------------


class Client:
    """Locked sessions to the server, `STREAMS_PER_CONNECTION` per HTTP/2 connection."""

    def __init__(self, port: int, server_key: str) -> None:
        self.port = port
        self.agent = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL, transport=CONFIG)
        self.agent.trust_peer("airline", server_key)
        self.registry = snl_registry()
        self.connections: list[Http2Client] = []
        self.sessions: list[LockedSession] = []

    async def _connection(self) -> Http2Client:
        slot = len(self.sessions) // STREAMS_PER_CONNECTION
        while len(self.connections) <= slot:
            self.connections.append(
                await Http2Client.connect("127.0.0.1", self.port, cleartext=True, config=CONFIG)
            )
        return self.connections[slot]

    async def lock(self) -> LockedSession:
        """One more locked session (a full handshake: no ticket is reused)."""
        client = await self._connection()
        agent = self.agent
        channel = await client.open_session()
        endpoint = Endpoint(agent.agent_id, peer_id="airline", registry=self.registry)
        session = Session(endpoint, channel).start()
        handshake = HandshakeInitiator(
            agent_id=agent.agent_id,
            signing_key=agent.identity.signing_key,
            peer="airline",
            support=agent.support(),
            peer_keys=TrustedPeers(agent.trust),
            tickets=TicketCache(),
        )
        locked = await initiate(session, handshake)
        self.sessions.append(locked)
        return locked

    async def grow(self, target: int) -> None:
        """Open sessions until `target` are open, `IN_FLIGHT` handshakes at a time."""
        while len(self.sessions) < target:
            batch = min(IN_FLIGHT, target - len(self.sessions))
            if len(self.sessions) // STREAMS_PER_CONNECTION != (
                (len(self.sessions) + batch - 1) // STREAMS_PER_CONNECTION
            ):  # a batch stays on one connection, so that none exceeds its stream limit
                batch = STREAMS_PER_CONNECTION - len(self.sessions) % STREAMS_PER_CONNECTION
            await self._connection()
            await asyncio.gather(*(self.lock() for _ in range(batch)))

    async def warm_up(self, count: int) -> None:
        """Open and close `count` sessions (on a connection of their own)."""
        client = await Http2Client.connect("127.0.0.1", self.port, cleartext=True, config=CONFIG)
        keep, self.connections, self.sessions = self.connections, [client], []
        try:
            await self.grow(count)
            for locked in self.sessions:
                await locked.close()
        finally:
            self.connections, self.sessions = keep, []
            await client.close()

    async def close(self) -> None:
        """Close every connection (the sessions go with them)."""
        for client in self.connections:
            await client.close()


async def _ask(pipe: Connection, command: str) -> dict[str, Any]:
    await asyncio.sleep(SETTLE)
    pipe.send(command)
    return await asyncio.to_thread(pipe.recv)


async def run(
    pipe: Connection, points: tuple[int, ...]
) -> tuple[list[dict[str, Any]], dict[str, float]]:
    """Grow the sessions through `points`; the server's figures at each, and timings."""
    port, server_key = await asyncio.to_thread(pipe.recv)
    client = Client(port, server_key)
    pipe.send(client.agent.identity.public_signing_key_b64url)
    timings: dict[str, float] = {}
    measures = []
    try:
        await client.warm_up(WARM_UP)
        started = time.perf_counter()
        for n, point in enumerate(points):
            began = time.perf_counter()
            before = len(client.sessions)
            await client.grow(point)
            if point > before:
                timings[f"handshakes/s to {point:,}"] = (point - before) / (
                    time.perf_counter() - began
                )
            figures = await _ask(pipe, "last" if n == len(points) - 1 else "measure")
            figures["n"] = point
            measures.append(figures)
        timings["seconds, all points"] = time.perf_counter() - started
    finally:
        pipe.send("stop")
        await asyncio.to_thread(pipe.recv)
        await client.close()
        pipe.send("closed")
    return measures, timings


def _slope(a: dict[str, Any], b: dict[str, Any], key: str) -> float:
    """Units of `key` per session between two points."""
    return (b[key] - a[key]) / max(1, b["n"] - a["n"])


def measured(
    points: tuple[int, ...], *, trace: bool, top: int, uvloop: bool
) -> tuple[list[dict[str, Any]], dict[str, float]]:
    """A fresh server process measured at `points`; its figures, and the client's timings."""
    spawn = multiprocessing.get_context("spawn")
    ours, theirs = spawn.Pipe()
    server = spawn.Process(target=serve, args=(theirs, trace, top, uvloop), daemon=True)
    server.start()
    try:
        return asyncio.run(run(ours, points))
    finally:
        server.join(timeout=30)
        if server.is_alive():
            server.terminate()


def main() -> int:
    """Run the benchmark and print its tables."""
    args = parse_args(
        __doc__ or "",
        extra=[
            ("--uvloop", "run both sides on uvloop (if installed)"),
            ("--top", "also print what a session holds (tracemalloc by line, gc by type)"),
        ],
    )
    top = 30 if args.top else 0
    loop_name = use_uvloop(wanted=args.uvloop)
    points = QUICK_POINTS if args.quick else POINTS
    measures, timings = measured(points, trace=False, top=0, uvloop=args.uvloop)
    traced, _ = measured(
        QUICK_TRACED_POINTS if args.quick else TRACED_POINTS,
        trace=True,
        top=top,
        uvloop=args.uvloop,
    )
    table = Table(
        title=f"server memory with N idle locked sessions (HTTP/2 cleartext, 127.0.0.1, "
        f"{loop_name}, {STREAMS_PER_CONNECTION} streams per connection)",
        title_justify="left",
    )
    for column in ("N", "RSS MiB", "tasks", "gc objects", "traced MiB (2nd server)"):
        table.add_column(column, justify="right")
    traced_at = {figures["n"]: figures["traced_kib"] for figures in traced}
    for figures in measures:
        at = traced_at.get(figures["n"])
        table.add_row(
            f"{figures['n']:,}",
            f"{figures['rss_kib'] / 1024:.1f}",
            f"{figures['tasks']:,}",
            f"{figures['objects']:,}",
            "" if at is None else f"{at / 1024:.1f}",
        )
    results: dict[str, Any] = {"loop": loop_name, "points": measures, "traced": traced, **timings}
    ratios: dict[str, float] = {}
    for a, b in itertools.pairwise(measures):
        span = f"{a['n']:,} -> {b['n']:,}"
        ratios[f"KiB per session, {span}"] = _slope(a, b, "rss_kib")
        ratios[f"tasks per session, {span}"] = _slope(a, b, "tasks")
        ratios[f"gc objects per session, {span}"] = _slope(a, b, "objects")
    first, last = measures[0], measures[-1]
    per_session = _slope(first, last, "rss_kib")
    ratios[f"KiB per session, {first['n']:,} -> {last['n']:,}"] = per_session
    span = f"{traced[0]['n']:,} -> {traced[-1]['n']:,}"
    ratios[f"traced KiB per session (tracemalloc), {span}"] = _slope(
        traced[0], traced[-1], "traced_kib"
    )
    figures_table = Table(title="per session (slopes) and timings", title_justify="left")
    figures_table.add_column("measure")
    figures_table.add_column("value", justify="right")
    for name, value in {**ratios, **timings}.items():
        figures_table.add_row(name, f"{value:,.2f}")
    # The total at 10,000 sessions: measured when the run reaches it (a quick run
    # extrapolates along the slope, and says so in the goal's name).
    total_mib = (first["rss_kib"] + per_session * (GOAL_SESSIONS - first["n"])) / 1024
    if last["n"] == GOAL_SESSIONS:
        total_mib = last["rss_kib"] / 1024
    total_goal = f"MiB with {GOAL_SESSIONS:,} idle sessions" + (
        "" if last["n"] == GOAL_SESSIONS else " (extrapolated)"
    )
    goals = {
        "KiB per idle locked session": at_most(GOAL_PER_SESSION_KIB, per_session),
        total_goal: at_most(GOAL_TOTAL_MIB, total_mib, strictly=True),
    }
    both = Group(table, figures_table)
    code = report("sessions", results, ratios, goals, args=args, table=both)
    if top:
        _print_holders(traced[-1].get("holders", {}))
    return code


def _print_holders(holders: dict[str, Any]) -> None:
    from rich.console import Console  # noqa: PLC0415 - only with --top

    console = Console()
    lines = Table(title="what a session adds (tracemalloc, by line)", title_justify="left")
    for column in ("where", "bytes per session", "blocks per session"):
        lines.add_column(column, justify="right" if column != "where" else "left")
    for where, size, count in holders.get("lines", []):
        lines.add_row(where, f"{size:,.0f}", f"{count:.1f}")
    console.print(lines)
    console.print(
        _two_columns(
            "what a session adds (tracemalloc, by module)",
            "module",
            "bytes per session",
            holders.get("modules", []),
            "{:,.0f}",
        )
    )
    console.print(
        _two_columns(
            "objects a session adds (gc, by type)",
            "type",
            "per session",
            holders.get("types", []),
            "{:.1f}",
        )
    )


def _two_columns(
    title: str, name: str, figure: str, rows: list[tuple[str, float]], shown: str
) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column(name)
    table.add_column(figure, justify="right")
    for key, value in rows:
        table.add_row(key, shown.format(value))
    return table


if __name__ == "__main__":
    sys.exit(main())
