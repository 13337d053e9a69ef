"""The public model of the compatibility checker: levels, effects, changes and reports.

Both the schema comparison and the document level build on it; it depends on neither.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from contexts.urn import ContextURN


class CompatibilityLevel(StrEnum):
    """What a new version must keep accepting (Confluent Schema Registry's levels)."""

    NONE = "NONE"
    """Nothing is checked; every version is compatible."""
    BACKWARD = "BACKWARD"
    """The new version accepts every instance the latest earlier version accepts."""
    FORWARD = "FORWARD"
    """The latest earlier version accepts every instance the new version accepts."""
    FULL = "FULL"
    """BACKWARD and FORWARD against the latest earlier version."""
    BACKWARD_TRANSITIVE = "BACKWARD_TRANSITIVE"
    """BACKWARD against every earlier version of the major."""
    FORWARD_TRANSITIVE = "FORWARD_TRANSITIVE"
    """FORWARD against every earlier version of the major."""
    FULL_TRANSITIVE = "FULL_TRANSITIVE"
    """FULL against every earlier version of the major (the default)."""

    @property
    def transitive(self) -> bool:
        """Whether every earlier version is checked, not only the latest."""
        return self.endswith("_TRANSITIVE")

    @property
    def checks_backward(self) -> bool:
        """Whether the new version must accept what earlier versions accepted."""
        return self.startswith(("BACKWARD", "FULL"))

    @property
    def checks_forward(self) -> bool:
        """Whether earlier versions must accept what the new version accepts."""
        return self.startswith(("FORWARD", "FULL"))


class ChangeEffect(StrEnum):
    """What a change does to the set of instances the validators accept."""

    WIDENED = "widened"
    """The new version accepts more: its instances may be refused by the old (breaks FORWARD)."""
    NARROWED = "narrowed"
    """The new version accepts less: old instances may be refused (breaks BACKWARD)."""
    CHANGED = "changed"
    """Incomparable, or not provably either: breaks BACKWARD and FORWARD."""
    ANNOTATION = "annotation"
    """No effect on validation (titles, descriptions, the ontology...): breaks nothing."""
    ADDED = "added"
    """A new concept or task: a new subject with no earlier instances, breaks nothing."""

    @property
    def breaks_backward(self) -> bool:
        """Whether some instance the old version accepted may be refused by the new one."""
        return self in {ChangeEffect.NARROWED, ChangeEffect.CHANGED}

    @property
    def breaks_forward(self) -> bool:
        """Whether some instance the new version accepts may be refused by the old one."""
        return self in {ChangeEffect.WIDENED, ChangeEffect.CHANGED}

    def breaks(self, level: CompatibilityLevel) -> bool:
        """Whether a change with this effect makes a version incompatible at `level`."""
        return (level.checks_backward and self.breaks_backward) or (
            level.checks_forward and self.breaks_forward
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Change:
    """One difference between two versions of a context."""

    path: str
    """Where, as a JSON Pointer into the document with `$ref`s inlined."""
    kind: str
    """A stable snake_case code (`property_added`, `bound_raised`, `concept_removed`...)."""
    effect: ChangeEffect
    """What the change does to the set of accepted instances."""
    old: Any = None
    """The old value (None when the change adds something)."""
    new: Any = None
    """The new value (None when the change removes something)."""
    message: str
    """The change in a readable sentence."""

    def breaks(self, level: CompatibilityLevel) -> bool:
        """Whether this change makes a version incompatible at `level`."""
        return self.effect.breaks(level)

    def as_dict(self) -> dict[str, Any]:
        """The change as JSON-ready data."""
        return {
            "path": self.path,
            "kind": self.kind,
            "effect": str(self.effect),
            "old": self.old,
            "new": self.new,
            "message": self.message,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class CompatibilityReport:
    """The verdict of `check_compatibility` and the changes behind it."""

    level: CompatibilityLevel
    """The level checked."""
    compatible: bool
    """Whether the candidate may be published as a new minor at `level`."""
    candidate: str
    """The URN of the version checked."""
    checked_against: tuple[str, ...]
    """The URNs of the earlier versions it was compared with, oldest first."""
    breaking: tuple[tuple[str, Change], ...]
    """The changes that break `level`, each with the URN of the version it was found against."""
    changes: tuple[tuple[str, Change], ...]
    """Every change found, each with the URN of the version it was found against."""

    def explain(self) -> str:
        """A multi-line report: the verdict, then what broke against which version and why."""
        candidate = _short_urn(self.candidate)
        if self.level is CompatibilityLevel.NONE:
            return f"{self.candidate}: compatibility level NONE, nothing is checked"
        if not self.checked_against:
            return (
                f"{self.candidate} is compatible ({self.level}): no earlier version of its "
                "major to check against"
            )
        against = ", ".join(_short_urn(urn) for urn in self.checked_against)
        if self.compatible:
            lines = [f"{self.candidate} is compatible ({self.level}) with {against}"]
            harmless = len(self.changes)
            if harmless:
                lines.append(f"  {harmless} change(s), none of them breaking at this level")
            return "\n".join(lines)
        verdict = (
            f"{self.candidate} is NOT compatible ({self.level}) with {against}: "
            f"{len(self.breaking)} breaking change(s)"
        )
        lines = [verdict]
        for urn in self.checked_against:
            found = [change for against_urn, change in self.breaking if against_urn == urn]
            if not found:
                lines.append(f"against {urn}: compatible")
                continue
            lines.append(f"against {urn}:")
            earlier = _short_urn(urn)
            lines.extend(
                f"  - {change.message}: {_consequence(change.effect, earlier, candidate)}"
                for change in found
            )
        return "\n".join(lines)

    def as_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data."""
        return {
            "level": str(self.level),
            "compatible": self.compatible,
            "candidate": self.candidate,
            "checked_against": list(self.checked_against),
            "breaking": [{"against": urn, **change.as_dict()} for urn, change in self.breaking],
            "changes": [{"against": urn, **change.as_dict()} for urn, change in self.changes],
        }


def _short_urn(urn: str) -> str:
    try:
        return str(ContextURN.parse(urn).version)
    except ValueError:
        return urn


def _consequence(effect: ChangeEffect, earlier: str, candidate: str) -> str:
    if effect is ChangeEffect.WIDENED:
        return f"instances of {candidate} are refused by {earlier} (breaks FORWARD)"
    if effect is ChangeEffect.NARROWED:
        return f"instances of {earlier} are refused by {candidate} (breaks BACKWARD)"
    return (
        f"instances of {earlier} are refused by {candidate} and the reverse "
        "(breaks BACKWARD and FORWARD)"
    )


def _combined(changes: Iterable[Change]) -> ChangeEffect:
    """The effect of several changes together: monotone ones add up, mixed ones are `changed`."""
    effects = {change.effect for change in changes} - {ChangeEffect.ANNOTATION}
    if not effects:
        return ChangeEffect.ANNOTATION
    if len(effects) == 1:
        (effect,) = effects
        return effect
    return ChangeEffect.CHANGED
