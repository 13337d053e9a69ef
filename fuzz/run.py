"""The long fuzzing campaign (`make fuzz`): a million mutated inputs per decoder, by default.

    .venv/bin/python fuzz/run.py [--decoder http2|http3|l8|all] [--inputs N]
                                 [--seconds S] [--jobs J] [--seed X] [--json]
    .venv/bin/python fuzz/run.py --replay fuzz/crashes/<file>.bin

Each input is a seed of fuzz/corpus/<decoder>/ (real client traffic, see
fuzz/make_corpus.py) mutated by `fuzz.cases` from a generator seeded with
(--seed, worker, input number), fed to the decoder's target (`fuzz.targets`).
The unmutated seeds go first. An input that breaks an invariant or raises is
a crash: it is saved as fuzz/crashes/<decoder>-<signature>.bin (with a .txt
beside it: the failure and its traceback), once per distinct failure, and the
run exits with status 1. Failures of a known, reported issue
(`fuzz.targets.KNOWN_ISSUES`) are counted and shown, not saved. `--seconds`
stops each decoder early; `--jobs` runs that many worker processes (default:
one per CPU). The summary gives inputs, time and inputs/s per decoder, and
how the connections ended; `--json` prints it as one JSON object instead.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import multiprocessing
import os
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: import the repository's packages
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fuzz.cases import (
    H2_FRAMING,
    L8_FRAMING,
    Chunks,
    Writes,
    dump,
    frame_donors,
    h3_donors,
    load_chunks,
    load_writes,
    mutate_chunks,
    mutate_writes,
)
from fuzz.targets import Http2Target, Http3Target, L8FramingTarget, Outcome, known_issue

HERE = Path(__file__).resolve().parent
DECODERS = ("http2", "http3", "l8")
MAX_INPUT = 512 * 1024
"""The largest mutated input (repetition stops there): above every buffer limit under test."""


class SeededChooser:
    """The mutators' choices from a `random.Random`."""

    def __init__(self, generator: random.Random) -> None:
        self._random = generator

    def below(self, n: int) -> int:
        """A whole number from 0 to `n` - 1."""
        return self._random.randrange(n)

    def blob(self, size: int) -> bytes:
        """`size` random bytes."""
        return self._random.randbytes(size)


Case = Chunks | Writes
Target = Http2Target | Http3Target | L8FramingTarget


def make_target(decoder: str) -> Target:
    """The target that reads `decoder`'s inputs."""
    if decoder == "http2":
        return Http2Target()
    if decoder == "http3":
        return Http3Target()
    return L8FramingTarget()


def load_corpus(decoder: str, folder: Path) -> list[Case]:
    """The seeds of `decoder`; SystemExit if there are none."""
    paths = sorted((folder / decoder).glob("*.bin"))
    if not paths:
        message = f"no seeds in {folder / decoder}: run fuzz/make_corpus.py"
        raise SystemExit(message)
    load = load_writes if decoder == "http3" else load_chunks
    return [load(path.read_bytes()) for path in paths]


def mutator(decoder: str, seeds: list[Case]) -> Any:  # noqa: ANN401 - one of two signatures
    """A function (chooser) -> mutated input, drawing from `seeds`."""
    if decoder == "http3":
        writes = [seed for seed in seeds if isinstance(seed, tuple)]
        donors = h3_donors(writes)  # type: ignore[arg-type]
        return lambda chooser: mutate_writes(
            chooser, writes[chooser.below(len(writes))], donors=donors, limit=MAX_INPUT
        )
    framing = H2_FRAMING if decoder == "http2" else L8_FRAMING
    donors = frame_donors(seeds, framing)  # type: ignore[arg-type]
    return lambda chooser: mutate_chunks(
        chooser, seeds[chooser.below(len(seeds))], framing, donors=donors, limit=MAX_INPUT
    )


def signature(error: BaseException) -> str:
    """What tells two failures apart: the exception, its first line, where it was raised."""
    lines = [line for line in str(error).splitlines() if line.strip()]
    where = traceback.extract_tb(error.__traceback__)[-1:] if error.__traceback__ else []
    place = f"{where[0].filename}:{where[0].lineno}" if where else ""
    text = (
        f"{type(error).__name__}|{lines[0] if lines else ''}|{lines[-1] if lines else ''}|{place}"
    )
    return hashlib.sha256(text.encode()).hexdigest()[:12]


@dataclass
class Tally:
    """What one worker (or all of them) did for one decoder."""

    decoder: str
    inputs: int = 0
    seconds: float = 0.0
    crashes: dict[str, str] = field(default_factory=dict)
    """Signature -> the file the first such input was saved to."""
    crash_count: int = 0
    known: Counter[str] = field(default_factory=Counter)
    """Known issues -> how many inputs hit them."""
    endings: Counter[str] = field(default_factory=Counter)
    """How connections ended: open, closed (and with which codes)."""
    peak_held: int = 0
    """The most bytes one connection held at once, over all inputs."""

    def add(self, other: Tally) -> None:
        """Fold another worker's tally into this one."""
        self.inputs += other.inputs
        self.seconds = max(self.seconds, other.seconds)
        self.crashes.update(other.crashes)
        self.crash_count += other.crash_count
        self.known.update(other.known)
        self.endings.update(other.endings)
        self.peak_held = max(self.peak_held, other.peak_held)


def _quiet_logs() -> None:
    """Keep the drivers' warnings (one per refused connection) off the terminal, and cheap."""
    for name in ("l7_transport", "l8_comm", "quic", "asyncio"):
        logger = logging.getLogger(name)
        logger.setLevel(logging.ERROR)  # errors still reach the targets' fault catcher
        logger.propagate = False


def _ending(outcome: Outcome) -> str:
    if not outcome.closed:
        return "open, answered" if outcome.alive else "open"
    return (
        "closed " + ",".join(f"{code:#x}" for code in sorted(set(outcome.codes)))
        if outcome.codes
        else "closed"
    )


def _save(decoder: str, case: Case, error: BaseException, crashes: Path) -> Path:
    crashes.mkdir(parents=True, exist_ok=True)
    path = crashes / f"{decoder}-{signature(error)}.bin"
    path.write_bytes(dump(case))
    text = "".join(traceback.format_exception(error))
    path.with_suffix(".txt").write_text(
        f"{decoder}: {error}\n\nreplay: .venv/bin/python fuzz/run.py --replay {path}\n\n{text}"
    )
    return path


def work(job: tuple[str, int, int, int, float | None, str, str]) -> Tally:
    """One worker's share: `count` inputs (or until `deadline`), the seeds first on worker 0."""
    decoder, seed, worker, count, deadline, corpus, crashes = job
    _quiet_logs()
    seeds = load_corpus(decoder, Path(corpus))
    mutate = mutator(decoder, seeds)
    target = make_target(decoder)
    tally = Tally(decoder)
    start = time.monotonic()
    try:
        for number in range(count):
            if deadline is not None and number % 64 == 0 and time.time() >= deadline:
                break
            if worker == 0 and number < len(seeds):
                case = seeds[number]
            else:
                generator = random.Random(f"{seed}:{worker}:{number}")  # noqa: S311 - inputs, not keys
                case = mutate(SeededChooser(generator))
            tally.inputs += 1
            try:
                outcome = target.run(case)  # type: ignore[arg-type]
            except Exception as error:  # noqa: BLE001 - every escape is a finding
                issue = known_issue(error)
                if issue is not None:
                    tally.known[issue] += 1
                    continue
                tally.crash_count += 1
                key = signature(error)
                if key not in tally.crashes:
                    tally.crashes[key] = str(_save(decoder, case, error, Path(crashes)))
                target.close()
                target = make_target(decoder)  # nothing of a crashed input carries over
                continue
            tally.endings[_ending(outcome)] += 1
            tally.peak_held = max(tally.peak_held, outcome.held)
    finally:
        target.close()
    tally.seconds = time.monotonic() - start
    return tally


def campaign(decoder: str, args: argparse.Namespace) -> Tally:
    """Run one decoder's inputs over `args.jobs` workers."""
    jobs = max(1, min(args.jobs, args.inputs))
    deadline = time.time() + args.seconds if args.seconds else None
    shares = [args.inputs // jobs + (1 if k < args.inputs % jobs else 0) for k in range(jobs)]
    work_items = [
        (decoder, args.seed, k, shares[k], deadline, str(args.corpus), str(args.crashes))
        for k in range(jobs)
    ]
    total = Tally(decoder)
    start = time.monotonic()
    if jobs == 1:
        total.add(work(work_items[0]))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for tally in pool.imap_unordered(work, work_items):
                total.add(tally)
    total.seconds = time.monotonic() - start
    return total


def replay(path: Path) -> int:
    """Run one stored input again, with the full traceback if it still fails."""
    decoder = path.name.split("-", 1)[0]
    if decoder not in DECODERS:
        decoder = path.parent.name
    data = path.read_bytes()
    case: Case = load_writes(data) if decoder == "http3" else load_chunks(data)
    target = make_target(decoder)
    try:
        outcome = target.run(case)  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - shown whole: this is what replay is for
        traceback.print_exc()
        return 1
    finally:
        target.close()
    sys.stdout.write(f"{decoder}: no failure: {outcome}\n")
    return 0


def _report(tallies: list[Tally], *, as_json: bool) -> None:
    if as_json:
        # Not dataclasses.asdict: it rebuilds a Counter from (key, value) pairs, which counts
        # the pairs.
        summary = {
            t.decoder: {
                "inputs": t.inputs,
                "seconds": round(t.seconds, 3),
                "inputs_per_second": round(t.inputs / max(t.seconds, 1e-9)),
                "crash_count": t.crash_count,
                "crashes": dict(t.crashes),
                "known": dict(t.known),
                "endings": dict(t.endings),
                "peak_held": t.peak_held,
            }
            for t in tallies
        }
        sys.stdout.write(json.dumps(summary, indent=2) + "\n")
        return
    for t in tallies:
        rate = t.inputs / max(t.seconds, 1e-9)
        sys.stdout.write(
            f"{t.decoder}: {t.inputs} inputs in {t.seconds:.1f} s ({rate:.0f} inputs/s), "
            f"{t.crash_count} crashing ({len(t.crashes)} distinct), peak held {t.peak_held} bytes\n"
        )
        for ending, count in t.endings.most_common(8):
            sys.stdout.write(f"    {count:>9}  {ending}\n")
        for issue, count in t.known.items():
            sys.stdout.write(f"    {count:>9}  known issue {issue}\n")
        for key, path in t.crashes.items():
            sys.stdout.write(f"    crash {key}: {path}\n")


def main(argv: list[str] | None = None) -> int:
    """Parse the options, run the campaign, print the summary; 1 if anything crashed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decoder", choices=(*DECODERS, "all"), default="all")
    parser.add_argument("--inputs", type=int, default=1_000_000, help="per decoder")
    parser.add_argument("--seconds", type=float, default=None, help="per decoder, at most")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", default=None, help="default: a new one, printed")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--corpus", type=Path, default=HERE / "corpus")
    parser.add_argument("--crashes", type=Path, default=HERE / "crashes")
    parser.add_argument("--replay", type=Path, default=None, help="run one saved input")
    args = parser.parse_args(argv)
    if args.replay is not None:
        _quiet_logs()
        return replay(args.replay)
    if args.seed is None:
        args.seed = str(random.SystemRandom().randrange(1 << 32))
    if not args.json:
        sys.stdout.write(f"fuzzing with seed {args.seed}, {args.jobs} worker(s)\n")
    decoders = DECODERS if args.decoder == "all" else (args.decoder,)
    tallies = []
    for decoder in decoders:
        tally = campaign(decoder, args)
        tallies.append(tally)
        if not args.json:
            _report([tally], as_json=False)
    if args.json:
        _report(tallies, as_json=True)
    return 1 if any(t.crashes for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
