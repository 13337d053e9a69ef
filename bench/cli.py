"""Start-up times of the `ioa` command: `ioa --version`, and `ioa agent serve` until it serves.

In one run, each measured in its own fresh process, in alternation, `ROUNDS`
times (3 with `--quick`):

- the interpreter alone (`python -c pass`): the baseline;
- `python -m ioa --version`: what the command costs before it does anything;
- `python -m ioa agent serve --reference` until it prints its `ioa: URL` line
  (listening, its card published), then stopped.

Printed: median and min-max seconds of each, and each against the baseline.
Goal (issue 19): `ioa --version` answers in well under 0.3 s (the median).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_most, parse_args, report

ROUNDS = 11
GOAL_VERSION = 0.3


def timed(command: list[str], ready: str | None = None) -> float:
    """Seconds from starting `command` to its end (or to a line starting with `ready`)."""
    start = time.perf_counter()
    if ready is None:
        subprocess.run(command, check=True, capture_output=True, timeout=120)  # noqa: S603
        return time.perf_counter() - start
    process = subprocess.Popen(  # noqa: S603 - our own interpreter
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        assert process.stdout is not None  # noqa: S101 - piped above
        for line in process.stdout:
            if line.startswith(ready):
                return time.perf_counter() - start
        msg = f"{' '.join(command)} ended before printing {ready!r}"
        raise RuntimeError(msg)
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> int:
    """Run the measurements and print their table."""
    args = parse_args(__doc__ or "")
    rounds = 3 if args.quick else ROUNDS
    commands = {
        "python -c pass": ([sys.executable, "-c", "pass"], None),
        "ioa --version": ([sys.executable, "-m", "ioa", "--version"], None),
        "ioa agent serve --reference (until it serves)": (
            [sys.executable, "-m", "ioa", "agent", "serve", "--reference"],
            "ioa: ",
        ),
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, (command, ready) in commands.items():
            times[name].append(timed(command, ready))
    base = statistics.median(times["python -c pass"])
    table = Table(title=f"ioa start-up ({rounds} rounds, in alternation)", title_justify="left")
    for column in ("command", "median s", "min-max s", "/ python -c pass"):
        table.add_column(column, justify="left" if column == "command" else "right")
    results: dict[str, object] = {}
    ratios: dict[str, float] = {}
    for name, values in times.items():
        median = statistics.median(values)
        results[name] = {"median s": median, "min s": min(values), "max s": max(values)}
        ratios[f"{name} / python -c pass"] = median / base
        table.add_row(
            name, f"{median:.3f}", f"{min(values):.3f}-{max(values):.3f}", f"{median / base:.1f}"
        )
    version = statistics.median(times["ioa --version"])
    goals = {"ioa --version, median s": at_most(GOAL_VERSION, version)}
    return report("cli", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
