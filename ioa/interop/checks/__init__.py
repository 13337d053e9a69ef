"""The kit's checks: one async function per requirement id (`ioa.interop.requirements`).

A check gets the `Probe` (the target, its card already read) and returns a
`Verdict`: passed, or failed with what was expected and what came back, or
skipped with the reason (the target claims nothing the check needs, or the
kit holds nothing to test it with). A check that raises is a failure that
names the exception: the kit never stops on a target's fault.

Samples: the kit knows valid parameters for the built-in contexts' tasks
(`SAMPLES`) and one clarification question per context (`CLARIFY`); a task
outside them is skipped, said so in the report.
"""

from __future__ import annotations

# Each module registers its checks in CHECKS when imported.
from ioa.interop.checks import handshake, session, wire  # noqa: F401
from ioa.interop.checks.base import (
    CHECKS,
    CLARIFY,
    SAMPLES,
    Check,
    Verdict,
    check,
    failed,
    passed,
    skipped,
)

__all__ = [
    "CHECKS",
    "CLARIFY",
    "SAMPLES",
    "Check",
    "Verdict",
    "check",
    "failed",
    "passed",
    "skipped",
]
