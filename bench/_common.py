"""Shared plumbing of the benchmark scripts: timing, the table, and the --json report."""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import platform
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console, RenderableType
from rich.table import Table


def parse_args(description: str, extra: list[tuple[str, str]] | None = None) -> argparse.Namespace:
    """The arguments every benchmark takes, plus `extra` (flag, help) switches."""
    parser = argparse.ArgumentParser(description=description)
    for flag, help_text in extra or ():
        parser.add_argument(flag, action="store_true", help=help_text)
    parser.add_argument("--json", metavar="PATH", help="also write the figures as JSON to PATH")
    parser.add_argument(
        "--quick", action="store_true", help="fewer iterations (a smoke run, not a measurement)"
    )
    return parser.parse_args()


def per_second(fn: Callable[[], object], iterations: int, repeats: int = 7) -> float:
    """Best-of-`repeats` rate of `fn` in calls per second (best = least disturbed by noise)."""
    best = float("inf")
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeats):
            start = time.perf_counter()
            for _ in range(iterations):
                fn()
            best = min(best, time.perf_counter() - start)
    finally:
        if gc_was_enabled:
            gc.enable()
    return iterations / best


def interleaved(
    candidates: dict[str, Callable[[], object]], iterations: int, rounds: int = 7
) -> dict[str, float]:
    """Rates of several functions measured in alternation, so that noise hits them alike."""
    best = dict.fromkeys(candidates, 0.0)
    for _ in range(rounds):
        for name, fn in candidates.items():
            best[name] = max(best[name], per_second(fn, iterations, repeats=1))
    return best


def report(  # noqa: PLR0913 - the report's parts
    name: str,
    results: dict[str, Any],
    ratios: dict[str, float],
    goals: dict[str, dict[str, Any]],
    *,
    args: argparse.Namespace,
    table: RenderableType,
) -> int:
    """Print the table and the goals, write JSON if asked; return 0.

    Goals are reported, not enforced: a noisy machine must not fail a run.
    """
    console = Console(width=max(Console().width, 120))  # wide tables stay one row a line
    console.print(table)
    loop = str(results.get("loop") or loop_in_use())
    engine = h2_engine_in_use()
    console.print(f"event loop: {loop}; HTTP/2 engine (auto): {engine}")
    goal_table = Table(title=f"{name}: goals", title_justify="left")
    goal_table.add_column("goal")
    goal_table.add_column("target", justify="right")
    goal_table.add_column("measured", justify="right")
    goal_table.add_column("met")
    for goal, spec in goals.items():
        goal_table.add_row(
            goal,
            str(spec["target"]),
            f"{spec['measured']:.2f}",
            "[green]yes[/green]" if spec["met"] else "[red]no[/red]",
        )
    if goals:
        console.print(goal_table)
    if args.json:
        document = {
            "bench": name,
            "results": results,
            "ratios": ratios,
            "goals": goals,
            "machine": {
                "python": platform.python_version(),
                "platform": platform.platform(),
                "loop": loop,
                "h2_engine": engine,
            },
            "quick": bool(args.quick),
        }
        Path(args.json).write_text(json.dumps(document, indent=2) + "\n")
        console.print(f"wrote {args.json}")
    return 0


def loop_in_use() -> str:
    """The loop `asyncio.run` starts in this process: "uvloop" once `use_uvloop` installed it."""
    policy = type(asyncio.get_event_loop_policy())
    return "uvloop" if policy.__module__.startswith("uvloop") else "asyncio"


def h2_engine_in_use() -> str:
    """The HTTP/2 engine "auto" picks here (l7_transport.engines), with its version."""
    from l7_transport.engines import h2_engine  # noqa: PLC0415 - benches without L7 skip it

    engine = h2_engine("auto", quiet=True)
    return f"{engine.name} ({engine.library})"


def use_uvloop(*, wanted: bool) -> str:
    """Use uvloop if asked and installed (the optional `fast` extra); say which loop runs."""
    if not wanted:
        return "asyncio"
    try:
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # noqa: PLC0415 - optional
    except ImportError:
        return "asyncio"
    uvloop.install()
    return "uvloop"


def at_least(target: float, measured: float) -> dict[str, Any]:
    """A goal met when `measured` >= `target`."""
    return {"target": target, "measured": measured, "met": measured >= target}


def at_most(target: float, measured: float, *, strictly: bool = False) -> dict[str, Any]:
    """A goal met when `measured` <= `target` (< with `strictly`)."""
    met = measured < target if strictly else measured <= target
    return {"target": target, "measured": measured, "met": met}
