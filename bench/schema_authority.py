"""Schema Authority: verified context fetches per second, and compiled vs pure validation.

Fetches run against a real service on 127.0.0.1 with a real SQLite file:

- cold: a new client with an empty cache (root, timestamp, snapshot,
  targets and the document downloaded, every signature checked);
- refreshed: one client, metadata refreshed on every fetch, the document
  re-verified from its disk cache (what a long-running agent pays per refresh);
- cached: one client within its refresh interval (what every message pays).

Validation compares the compiled validator (jsonschema-rs, what L9 runs on
every message) with the pure `jsonschema` validator on the same schemas and
documents, measured in alternation. Goal (issue 4): compiled >= 50x.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema
from rich.table import Table

_HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(_HERE))
from _common import interleaved, parse_args, per_second, report  # noqa: E402

# Take this folder off the path: only _common is imported from it.
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != _HERE]

from authority.client import AuthorityClient  # noqa: E402 - after the path fix above
from authority.config import ClientConfig  # noqa: E402
from authority.repository import Repository  # noqa: E402
from authority.sqlite_store import SqliteStore  # noqa: E402
from contexts.builtin import builtin, builtin_library  # noqa: E402

GOAL_VALIDATION = 50.0
URN = "urn:contexts:travel:v2.1"


def documents() -> dict[str, tuple[str, dict[str, Any]]]:
    """Valid content of three sizes, with the URN of the context it belongs to."""
    return {
        "bookFlight (3 fields)": (
            "urn:contexts:travel:v2.1",
            {
                "task": "bookFlight",
                "parameters": {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-12-01"},
            },
        ),
        "local_observation (3 fields)": (
            "urn:contexts:supplyChain:v1.0",
            {
                "concept": "local_observation",
                "observed_fact_text": "Port of Rotterdam congested; 2-day delay",
                "confidence_score": 0.8,
            },
        ),
        "AgentContext (nested, 10 fields)": (
            "urn:contexts:aci:v1.0",
            {
                "concept": "AgentContext",
                "AgentID": "agent-flights",
                "AgentName": "Flights",
                "SubTaskID": "s1",
                "SubTaskName": "book the outbound flight",
                "Dependencies": ["s0"],
                "ContextURI": "ioa://context/9f2c",
                "todoItems": [
                    {"itemId": "i1", "description": "find flights"},
                    {"itemId": "i2", "description": "book the cheapest"},
                ],
                "ItemstateUpdates": [{"itemId": "i1", "state": 1}],
                "KeyInformation": [{"itemId": "i1", "outputabstract": "3 options under 500 EUR"}],
            },
        ),
    }


def validation(*, quick: bool) -> tuple[dict[str, Any], dict[str, float]]:
    """Rates of compiled and pure validation per document, and their ratios."""
    results: dict[str, Any] = {}
    ratios: dict[str, float] = {}
    for label, (urn, content) in documents().items():
        context = builtin(urn)
        compiled = context.validator
        name = compiled.validate(content)
        kind = "task" if "task" in content else "concept"
        pure = jsonschema.Draft202012Validator(
            compiled.schema(kind, name),
            format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER,
        )
        assert pure.is_valid(content)  # noqa: S101 - both must agree before speed means anything
        rates = interleaved(
            {
                "compiled": lambda c=compiled, x=content: c.validate(x),
                "jsonschema": lambda p=pure, x=content: p.is_valid(x),
            },
            iterations=200 if quick else 2000,
            rounds=3 if quick else 7,
        )
        results[label] = rates
        ratios[label] = rates["compiled"] / rates["jsonschema"]
    return results, ratios


class Service:
    """The authority service on 127.0.0.1, in its own process (as operators run it)."""

    def __init__(self, db: Path) -> None:
        store = SqliteStore(db, create=True)
        commit = Repository.create(authority_id="bench-authority", now=datetime.now(UTC))
        store.initialise(commit, actor="bench", settings={"authority_id": "bench-authority"})
        for context in builtin_library():
            store.operate(
                lambda repo, c=context: repo.publish(c.canonical, now=datetime.now(UTC)),
                actor="bench",
            )
        self.root = store.metadata("1.root.json") or b""
        store.close()
        self.process = subprocess.Popen(  # noqa: S603 - our own interpreter and arguments
            [sys.executable, "-m", "ioa.cli", "authority", "serve", "--db", str(db), "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert self.process.stdout is not None  # noqa: S101 - asked for a pipe
        line = self.process.stdout.readline()
        if "serving authority on" not in line:
            self.close()
            raise RuntimeError(f"the service did not start: {line!r}")
        self.url = line.strip().rsplit(" ", 1)[-1]

    def close(self) -> None:
        """Stop the service."""
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def fetches(*, quick: bool) -> dict[str, float]:
    """Verified fetches per second: cold, refreshed, cached."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        service = Service(work / "authority.db")
        try:
            root = service.root
            metadata_url = f"{service.url}/metadata/"
            counter = iter(range(1_000_000))

            def cold() -> None:
                client = AuthorityClient(
                    metadata_url, cache_dir=work / f"cold{next(counter)}", root=root
                )
                client.fetch(URN, now=time.time())

            refreshing = AuthorityClient(
                metadata_url,
                cache_dir=work / "refreshing",
                root=root,
                config=ClientConfig(refresh_interval=0),
            )
            cached = AuthorityClient(metadata_url, cache_dir=work / "cached", root=root)
            refreshing.fetch(URN, now=time.time())
            cached.fetch(URN, now=time.time())
            return {
                "cold": per_second(cold, 5 if quick else 20, repeats=3),
                "refreshed": per_second(
                    lambda: refreshing.fetch(URN, now=time.time()), 10 if quick else 50, repeats=3
                ),
                "cached": per_second(
                    lambda: cached.fetch(URN, now=time.time()), 2000 if quick else 20000, repeats=5
                ),
            }
        finally:
            service.close()


def main() -> int:
    """Run the benchmark and print its table."""
    args = parse_args(__doc__ or "")
    fetch_rates = fetches(quick=args.quick)
    validation_rates, validation_ratios = validation(quick=args.quick)
    table = Table(title="Schema Authority (one run, 127.0.0.1)", title_justify="left")
    table.add_column("measure")
    table.add_column("per second", justify="right")
    table.add_column("ratio", justify="right")
    for name, rate in fetch_rates.items():
        ratio = rate / fetch_rates["cold"]
        table.add_row(f"verified fetch, {name}", f"{rate:,.0f}", f"{ratio:,.1f}x cold")
    for label, rates in validation_rates.items():
        table.add_row(
            f"validate {label}: compiled",
            f"{rates['compiled']:,.0f}",
            f"{validation_ratios[label]:,.1f}x",
        )
        table.add_row(f"validate {label}: jsonschema", f"{rates['jsonschema']:,.0f}", "1.0x")
    # The goal is on the set of documents: one validation of each, in turn, as a
    # mixed workload would run them. Per-document ratios are reported beside it.
    mixed = {
        side: len(validation_rates) / sum(1 / rates[side] for rates in validation_rates.values())
        for side in ("compiled", "jsonschema")
    }
    mixed_ratio = mixed["compiled"] / mixed["jsonschema"]
    table.add_row(
        "validate the three in turn: compiled", f"{mixed['compiled']:,.0f}", f"{mixed_ratio:,.1f}x"
    )
    table.add_row("validate the three in turn: jsonschema", f"{mixed['jsonschema']:,.0f}", "1.0x")
    goals = {
        "compiled validation / jsonschema (the document set)": {
            "target": GOAL_VALIDATION,
            "measured": mixed_ratio,
            "met": mixed_ratio >= GOAL_VALIDATION,
        }
    }
    ratios = {f"validation {k}": v for k, v in validation_ratios.items()}
    ratios["validation, the document set"] = mixed_ratio
    validation_rates["the document set"] = mixed
    ratios["fetch cached / cold"] = fetch_rates["cached"] / fetch_rates["cold"]
    ratios["fetch refreshed / cold"] = fetch_rates["refreshed"] / fetch_rates["cold"]
    results = {"fetches_per_second": fetch_rates, "validations_per_second": validation_rates}
    return report("schema_authority", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
