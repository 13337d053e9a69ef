"""The document level: every change between two versions, and the verdict on a candidate.

`diff_contexts` walks annotations, concepts, tasks and informative parts; `check_compatibility`
applies a level against the earlier minors of the candidate's major.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from contexts.compat.model import Change, ChangeEffect, CompatibilityLevel, CompatibilityReport
from contexts.compat.references import _Located
from contexts.compat.schemas import _SchemaComparison
from contexts.compat.values import _key
from contexts.document import SharedContext
from contexts.lint import json_pointer
from contexts.urn import ContextURN


def _document_annotations(old: Mapping[str, Any], new: Mapping[str, Any]) -> Iterator[Change]:
    keys = sorted(
        key
        for key in old.keys() | new.keys()
        if key in {"title", "description"} or key.startswith("x-")
    )
    for key in keys:
        if _key(old.get(key)) != _key(new.get(key)):
            yield Change(
                path=json_pointer((key,)),
                kind="annotation_changed",
                effect=ChangeEffect.ANNOTATION,
                old=old.get(key),
                new=new.get(key),
                message=f"the context's {key} changed",
            )


def _unit_membership(
    group: str, name: str, old: Mapping[str, Any], new: Mapping[str, Any]
) -> Change:
    noun = "concept" if group == "concepts" else "task"
    added = name in new
    return Change(
        path=json_pointer((group, name)),
        kind=f"{noun}_{'added' if added else 'removed'}",
        effect=ChangeEffect.ADDED if added else ChangeEffect.NARROWED,
        old=old.get(name),
        new=new.get(name),
        message=f"{noun} `{name}` was {'added' if added else 'removed'}",
    )


def _task_changes(
    comparison: _SchemaComparison, name: str, old: Mapping[str, Any], new: Mapping[str, Any]
) -> Iterator[Change]:
    base = json_pointer(("tasks", name))
    for key in sorted(old.keys() | new.keys()):
        if (key == "description" or key.startswith("x-")) and _key(old.get(key)) != _key(
            new.get(key)
        ):
            yield Change(
                path=f"{base}/{key}",
                kind="annotation_changed",
                effect=ChangeEffect.ANNOTATION,
                old=old.get(key),
                new=new.get(key),
                message=f"task `{name}`: {key} changed",
            )
    yield from comparison.unit(
        _Located(old["parameters"], f"{base}/parameters"),
        _Located(new["parameters"], f"{base}/parameters"),
        f"{base}/parameters",
    )
    if "result" in old and "result" in new:
        yield from comparison.unit(
            _Located(old["result"], f"{base}/result"),
            _Located(new["result"], f"{base}/result"),
            f"{base}/result",
        )
    elif "result" in old or "result" in new:
        added = "result" in new
        yield Change(
            path=f"{base}/result",
            kind=f"task_result_{'added' if added else 'removed'}",
            effect=ChangeEffect.WIDENED if added else ChangeEffect.NARROWED,
            old=old.get("result"),
            new=new.get("result"),
            message=f"task `{name}` result was {'added' if added else 'removed'}",
        )


def _informative(old: Mapping[str, Any], new: Mapping[str, Any]) -> Iterator[Change]:
    """Parts of a document that inform agents but do not change what validates."""
    described = {
        "ontology": "the ontology changed (data for grounding and clarification, not validation)",
        "embedding": "the embedding hints changed",
        "minimum_secure_version": "the minimum secure version changed",
    }
    for key, message in described.items():
        if _key(old.get(key)) != _key(new.get(key)):
            yield Change(
                path=json_pointer((key,)),
                kind=f"{key}_changed",
                effect=ChangeEffect.ANNOTATION,
                old=old.get(key),
                new=new.get(key),
                message=message,
            )


def diff_contexts(old: SharedContext, new: SharedContext) -> list[Change]:
    """Every change from `old` to `new`, in document order: annotations, concepts, tasks, the rest.

    Names and versions are not checked: any two documents can be compared.
    Concepts and tasks are visited in name order, so the result is deterministic.
    """
    old_doc, new_doc = old.expanded(), new.expanded()
    comparison = _SchemaComparison(old_doc.get("$defs", {}), new_doc.get("$defs", {}))
    changes = list(_document_annotations(old_doc, new_doc))
    for group in ("concepts", "tasks"):
        old_units: Mapping[str, Any] = old_doc.get(group, {})
        new_units: Mapping[str, Any] = new_doc.get(group, {})
        for name in sorted(old_units.keys() | new_units.keys()):
            if name not in old_units or name not in new_units:
                changes.append(_unit_membership(group, name, old_units, new_units))
            elif group == "concepts":
                at = json_pointer((group, name))
                changes.extend(
                    comparison.unit(
                        _Located(old_units[name], at), _Located(new_units[name], at), at
                    )
                )
            else:
                changes.extend(_task_changes(comparison, name, old_units[name], new_units[name]))
    changes.extend(_informative(old_doc, new_doc))
    return changes


def check_compatibility(
    candidate: SharedContext,
    earlier: Iterable[SharedContext],
    level: CompatibilityLevel = CompatibilityLevel.FULL_TRANSITIVE,
) -> CompatibilityReport:
    """Whether `candidate` may be published as a new minor after the `earlier` versions.

    Only earlier versions of the candidate's major count; other majors are
    ignored and listed nowhere. Transitive levels check against every
    earlier minor, the others only against the highest; NONE checks nothing
    and is always compatible. Raises `ValueError` when an earlier document
    has another name, is not older than the candidate (a swapped argument,
    or the candidate itself), or two documents claim one URN.
    """
    level = CompatibilityLevel(level)
    same_major: dict[ContextURN, SharedContext] = {}
    for context in earlier:
        if context.name != candidate.name:
            raise ValueError(
                f"{context.urn} is not a version of {candidate.name!r}: only versions of one "
                "context name can be compared for compatibility"
            )
        if context.version.major != candidate.version.major:
            continue
        if context.version >= candidate.version:
            raise ValueError(f"{context.urn} is not earlier than the candidate {candidate.urn}")
        held = same_major.get(context.urn)
        if held is not None and held.digest != context.digest:
            raise ValueError(f"two different documents claim {context.urn}")
        same_major[context.urn] = context
    ordered = [same_major[urn] for urn in sorted(same_major)]
    if level is CompatibilityLevel.NONE:
        targets: list[SharedContext] = []
    elif level.transitive:
        targets = ordered
    else:
        targets = ordered[-1:]
    changes = tuple(
        (str(target.urn), change)
        for target in targets
        for change in diff_contexts(target, candidate)
    )
    breaking = tuple((urn, change) for urn, change in changes if change.breaks(level))
    return CompatibilityReport(
        level=level,
        compatible=not breaking,
        candidate=str(candidate.urn),
        checked_against=tuple(str(target.urn) for target in targets),
        breaking=breaking,
        changes=changes,
    )
