"""Run the kit against one target: read its card, check what it claims, collect the verdicts.

`run_kit(url, ...)` reads the target's card, decides for each requirement
whether it applies (what the card claims), runs the checks that do (the two
that wait for the target's handshake timeout run beside the others; the one
that checks the target still serves runs last), and returns a `KitReport`.
A check that raises, or takes longer than `CHECK_TIMEOUT`, is a failure that
says so: the kit always finishes.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from ioa.interop.checks import CHECKS, Verdict, failed
from ioa.interop.probe import PATIENCE, Probe, ProbeError, Target, Where
from ioa.interop.requirements import REQUIREMENTS, Level, Requirement
from l9_snl.identity import AgentIdentity

CHECK_TIMEOUT = 90.0
"""Seconds one check may take before it is called failed."""
BACKGROUND = frozenset({"timeouts"})
"""Categories whose checks mostly wait: they run beside the others."""
LAST = frozenset({"BAD-SERVE-001"})
"""Checks that run after every other (they look at what the others left behind)."""


@dataclass(frozen=True, slots=True)
class Result:
    """One requirement's verdict."""

    requirement: Requirement
    outcome: str
    """`passed`, `failed` or `skipped`."""
    detail: str
    seconds: float


@dataclass
class KitReport:
    """Everything one run found."""

    url: str
    protocol: str
    agent_id: str
    started: str
    """RFC 3339 UTC."""
    results: list[Result] = field(default_factory=list)
    seconds: float = 0.0

    def count(self, outcome: str) -> int:
        """How many results have this outcome."""
        return sum(result.outcome == outcome for result in self.results)

    @property
    def must_failures(self) -> list[Result]:
        """The failed MUST requirements (any makes the run fail)."""
        return [
            r for r in self.results if r.outcome == "failed" and r.requirement.level is Level.MUST
        ]

    @property
    def must_skipped(self) -> list[Result]:
        """The MUST requirements not checked (the card claims nothing they need)."""
        return [
            r for r in self.results if r.outcome == "skipped" and r.requirement.level is Level.MUST
        ]

    def exit_status(self, *, strict: bool = False) -> int:
        """1 when a MUST failed (or, `strict`, was skipped), else 0."""
        return 1 if self.must_failures or (strict and self.must_skipped) else 0


def applies(requirement: Requirement, target: Target) -> str | None:
    """None when the check applies to the target; otherwise why not."""
    for need in sorted(requirement.needs):
        if need == "context" and not target.contexts:
            held = ", ".join(target.unknown[:3]) or "none"
            return f"no context both sides hold (the target claims {held})"
        if need == "task" and not target.tasks:
            return "the target's card claims no task it handles"
        if need not in ("context", "task") and need not in target.features:
            return f"the target does not claim {need!r}"
    return None


def selected(only: Iterable[str] | None) -> list[Requirement]:
    """The requirements to run: all, or those whose id starts with one of `only`."""
    prefixes = tuple(only or ())
    return [r for r in REQUIREMENTS if not prefixes or r.id.startswith(prefixes)]


async def run_kit(  # noqa: PLR0913 - where, who, what, and how to report
    url: str,
    *,
    protocol: str = "h2",
    ca: str | None = None,
    identity: AgentIdentity | None = None,
    only: Iterable[str] | None = None,
    on_result: Callable[[Result], None] | None = None,
) -> KitReport:
    """Run the kit against the agent at `url` (`ProbeError` when its card cannot be read)."""
    chosen = selected(only)
    if not chosen:
        msg = f"no requirement id starts with {', '.join(only or ())}"
        raise ProbeError(msg)
    where = Where.parse(url, protocol=protocol, ca=ca)
    probe = Probe(where) if identity is None else Probe(where, identity=identity)
    started = time.monotonic()
    target = await probe.read_card()
    report = KitReport(
        url=url,
        protocol=protocol,
        agent_id=target.agent_id,
        started=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    )

    async def one(requirement: Requirement) -> Result:
        began = time.monotonic()
        why_not = applies(requirement, target)
        if why_not is not None:
            verdict = Verdict("skipped", why_not)
        else:
            verdict = await _verdict(requirement, probe)
        result = Result(requirement, verdict.outcome, verdict.detail, time.monotonic() - began)
        report.results.append(result)
        if on_result is not None:
            on_result(result)
        return result

    background = [
        asyncio.create_task(one(r)) for r in chosen if r.category in BACKGROUND and r.id not in LAST
    ]
    for requirement in chosen:
        if requirement.category not in BACKGROUND and requirement.id not in LAST:
            await one(requirement)
    await asyncio.gather(*background)
    for requirement in chosen:
        if requirement.id in LAST:
            await one(requirement)
    order = {r.id: index for index, r in enumerate(REQUIREMENTS)}
    report.results.sort(key=lambda result: order[result.requirement.id])
    report.seconds = time.monotonic() - started
    return report


async def _verdict(requirement: Requirement, probe: Probe) -> Verdict:
    check = CHECKS.get(requirement.id)
    if check is None:
        return Verdict("failed", "the kit has no check for this requirement")
    began = time.monotonic()
    try:
        async with asyncio.timeout(CHECK_TIMEOUT):
            return await check(probe)
    except TimeoutError:
        if time.monotonic() - began >= CHECK_TIMEOUT:
            return failed(f"no verdict within {CHECK_TIMEOUT:g} s")
        return failed(f"the target did not answer within {PATIENCE:g} s")
    except ProbeError as error:
        return failed(str(error))
    except Exception as error:  # noqa: BLE001 - a target's fault is a failure, never the kit's end
        return failed(f"{type(error).__name__}: {error}")


__all__ = ["KitReport", "Result", "applies", "run_kit", "selected"]
