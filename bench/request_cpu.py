"""Server CPU per request on an open session: ioa against mcp, one and 64 in flight.

The exchange and the processes are bench/peers.py's (a `bookFlight` request
of three fields, answered with the booking; each server and each client in a
process of its own, HTTP/2 cleartext for ioa and mcp's streamable HTTP under
uvicorn, all on 127.0.0.1). Only the shapes on an already open session run:
`open x1` and `open x64` (1 and 64 requests in flight on one locked L9
session; mcp: one client session). Each round sends a fixed number of
requests per shape and peer, the peers alternating (who goes first rotates);
the server's CPU time (user + system, /proc/PID/stat) over the round, divided
by the requests, is the figure. Per shape: the median of the rounds, their
min-max, and the ratio ioa/mcp of the medians (the issue-20 goal: <= 0.1).

The figure that matters for a change in ioa is `ioa server cpu us/request`:
run it before and after, alternated, and compare medians and spreads.

`--profile` also samples the ioa server over `open x1` (py-spy when on PATH,
`--gil`, only while Python runs; else cProfile on CPU time inside the server)
and prints the top entries. `--ioa-only` leaves mcp out (a quicker run when
only ioa's figure is compared across commits). `--uvloop` as in peers.py.
"""

from __future__ import annotations

import contextlib
import importlib.util
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_most, parse_args, report
from peers import _answer, _ready, _spy_top, _start, _stop

SHAPES = {"open x1": 1, "open x64": 64}
ROUNDS = 7
REQUESTS = {"ioa": 2000, "mcp": 300}
"""Requests per round and shape: enough for ~0.3 s of server CPU (the clock ticks at 10 ms)."""
QUICK_ROUNDS = 1
QUICK_REQUESTS = {"ioa": 100, "mcp": 30}
PROFILE_REQUESTS = 10000
SPY = ("--rate", "500", "--gil", "--nonblocking", "--format", "raw")
GOAL_CPU = 0.1


def _run(pair: Any, shape: str, count: int) -> dict[str, Any]:  # noqa: ANN401 - a peers.Pair
    cpu = pair.server_cpu()
    figures = dict(pair.ask("run", shape, pair.url, None, count))
    figures["server cpu"] = pair.server_cpu() - cpu
    return figures


def measure(
    kinds: tuple[str, ...], *, rounds: int, requests: dict[str, int], loop_wanted: bool
) -> tuple[dict[str, dict[str, list[dict[str, Any]]]], dict[str, Any]]:
    """Start the pairs, warm up, run the rounds; every round's figures, and the pairs."""
    pairs = {kind: _start(kind, loop_wanted) for kind in kinds}
    rows: dict[str, dict[str, list[dict[str, Any]]]] = {
        kind: {shape: [] for shape in SHAPES} for kind in kinds
    }
    try:
        for pair in pairs.values():
            _ready(pair)
        for pair in pairs.values():
            pair.ask("open", pair.url)
            pair.ask("run", "open x1", pair.url, None, 50)
            pair.ask("run", "open x64", pair.url, None, 256)
        order = list(pairs)
        for number in range(rounds):
            for shape in SHAPES:
                for kind in order[number % len(order) :] + order[: number % len(order)]:
                    rows[kind][shape].append(_run(pairs[kind], shape, requests[kind]))
    except BaseException:
        for pair in pairs.values():
            _stop(pair)
        raise
    return rows, pairs


def profile_ioa(pair: Any, count: int) -> str:  # noqa: ANN401 - a peers.Pair
    """The ioa server's top entries over `count` requests of `open x1`."""
    spy = shutil.which("py-spy")
    if spy is None:
        pair.to_server.send(("profile", True))
        pair.ask("run", "open x1", pair.url, None, count)
        pair.to_server.send(("profile", False))
        return str(_answer(pair.to_server, pair.server, "the ioa server"))
    with tempfile.TemporaryDirectory() as where:
        out = Path(where) / "server.txt"
        spying = subprocess.Popen(  # noqa: S603 - py-spy, found on PATH, on our own child
            [spy, "record", f"--pid={pair.server.pid}", f"--output={out}", *SPY],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(0.5)  # py-spy attached
        pair.ask("run", "open x1", pair.url, None, count)
        spying.send_signal(2)  # SIGINT: py-spy writes what it sampled
        spying.wait(timeout=60)
        return _spy_top(out, count=25) if out.exists() else "py-spy wrote nothing\n"


def summary(rows: dict[str, dict[str, list[dict[str, Any]]]]) -> dict[str, Any]:
    """Per peer and shape: server CPU us/request (median, min, max, rounds), requests, errors."""
    results: dict[str, Any] = {}
    for kind, shapes in rows.items():
        results[kind] = {}
        for shape, rounds in shapes.items():
            per = [r["server cpu"] / max(1, r["done"]) * 1e6 for r in rounds]
            results[kind][shape] = {
                "server cpu us/request": statistics.median(per),
                "server cpu us/request min": min(per),
                "server cpu us/request max": max(per),
                "rounds": per,
                "requests": sum(r["done"] for r in rounds),
                "correct": sum(r["correct"] for r in rounds),
                "errors": sum(r["errors"] for r in rounds),
                "first error": next((r["first error"] for r in rounds if r["first error"]), None),
                "requests/s": statistics.median(r["done"] / r["seconds"] for r in rounds),
                "client cpu us/request": statistics.median(
                    r["client cpu"] / max(1, r["done"]) * 1e6 for r in rounds
                ),
            }
    return results


def _table(
    results: dict[str, Any], kinds: tuple[str, ...], rounds: int
) -> tuple[Table, dict[str, float], dict[str, dict[str, Any]]]:
    """The table of figures per shape; the ratios ioa/mcp and their goals (with mcp)."""
    ratios: dict[str, float] = {}
    goals: dict[str, dict[str, Any]] = {}
    table = Table(
        title=f"server CPU per request, us (median of {rounds} rounds, min-max), open session",
        title_justify="left",
    )
    table.add_column("shape")
    for kind in kinds:
        table.add_column(f"{kind} server", justify="right")
        table.add_column(f"{kind} req/s", justify="right")
    if "mcp" in kinds:
        table.add_column("ioa/mcp", justify="right")
    for shape in SHAPES:
        cells = []
        for kind in kinds:
            figures = results[kind][shape]
            cells.append(
                f"{figures['server cpu us/request']:,.1f} "
                f"({figures['server cpu us/request min']:,.0f}-"
                f"{figures['server cpu us/request max']:,.0f})"
            )
            cells.append(f"{figures['requests/s']:,.0f}")
        if "mcp" in kinds:
            ratio = results["ioa"][shape]["server cpu us/request"] / max(
                1e-9, results["mcp"][shape]["server cpu us/request"]
            )
            ratios[f"server cpu ioa/mcp, {shape}"] = ratio
            goals[f"{shape}: ioa/mcp server CPU per request"] = at_most(GOAL_CPU, ratio)
            cells.append(f"{ratio:.3f}")
        table.add_row(shape, *cells)
    if not ratios:  # ioa only: its own figures are the report
        ratios = {
            f"ioa us/request, {shape}": results["ioa"][shape]["server cpu us/request"]
            for shape in SHAPES
        }
    return table, ratios, goals


def main() -> int:
    """Run the benchmark and print its table."""
    args = parse_args(
        __doc__ or "",
        extra=[
            ("--uvloop", "run every process on uvloop (if installed)"),
            ("--profile", "also profile the ioa server over `open x1`"),
            ("--ioa-only", "leave the mcp baseline out"),
        ],
    )
    kinds: tuple[str, ...] = ("ioa", "mcp")
    if args.ioa_only or not importlib.util.find_spec("mcp"):
        kinds = ("ioa",)
    rounds = QUICK_ROUNDS if args.quick else ROUNDS
    requests = QUICK_REQUESTS if args.quick else REQUESTS
    rows, pairs = measure(kinds, rounds=rounds, requests=requests, loop_wanted=args.uvloop)
    try:
        profile = ""
        if args.profile:
            profile = profile_ioa(pairs["ioa"], PROFILE_REQUESTS // (10 if args.quick else 1))
    finally:
        for pair in pairs.values():
            with contextlib.suppress(Exception):
                pair.ask("close")
            _stop(pair)
    results = summary(rows)
    results["loop"] = pairs["ioa"].loops.get("server", "asyncio")
    table, ratios, goals = _table(results, kinds, rounds)
    code = report("request_cpu", results, ratios, goals, args=args, table=table)
    if profile:
        print(f"ioa server, open x1\n{profile}")
    return code


if __name__ == "__main__":
    sys.exit(main())
