"""Comparison of the keywords that constrain an instance on their own.

They are type, enum and const, multipleOf, pattern, format, uniqueItems, the bounds and required.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from contexts.compat.keywords import _ALL_TYPES, _LOWER_BOUNDS, _UPPER_BOUNDS
from contexts.compat.model import Change, ChangeEffect
from contexts.compat.subjects import _subject
from contexts.compat.values import _key, _shown
from contexts.lint import json_pointer


def _type_set(schema: Mapping[str, Any]) -> frozenset[str]:
    declared = schema.get("type")
    if declared is None:
        return _ALL_TYPES
    names = [declared] if isinstance(declared, str) else list(declared)
    kinds: set[str] = set()
    for name in names:
        kinds.update(("integer", "fraction") if name == "number" else (name,))
    return frozenset(kinds)


def _allowed_values(schema: Mapping[str, Any]) -> dict[bytes, Any] | None:
    """The values `enum` and `const` allow together, by comparison key; None if unrestricted."""
    allowed: dict[bytes, Any] | None = None
    if isinstance(schema.get("enum"), list):
        allowed = {_key(value): value for value in schema["enum"]}
    if "const" in schema:
        const = schema["const"]
        key = _key(const)
        allowed = {key: const} if allowed is None or key in allowed else {}
    return allowed


def _exact(number: Any) -> Fraction | None:  # noqa: ANN401 - a JSON number
    """A number as an exact decimal fraction (`0.1` is 1/10, as its JSON text says)."""
    if isinstance(number, bool) or not isinstance(number, (int, float)):
        return None
    try:
        return Fraction(str(number))
    except (ValueError, OverflowError):
        return None


def _types(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Change | None:
    before, after = _type_set(old), _type_set(new)
    if before == after:
        return None
    if after > before:
        kind = "type_removed" if "type" not in new else "type_widened"
        effect = ChangeEffect.WIDENED
    elif after < before:
        kind = "type_added" if "type" not in old else "type_narrowed"
        effect = ChangeEffect.NARROWED
    else:
        kind, effect = "type_changed", ChangeEffect.CHANGED
    shown = [_shown(schema["type"]) if "type" in schema else "any" for schema in (old, new)]
    return Change(
        path=f"{path}/type",
        kind=kind,
        effect=effect,
        old=old.get("type"),
        new=new.get("type"),
        message=f"{_subject(path)}: type changed from {shown[0]} to {shown[1]}",
    )


def _values(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Change | None:
    before, after = _allowed_values(old), _allowed_values(new)
    if before is None and after is None:
        return None
    if before is not None and after is not None and before.keys() == after.keys():
        return None
    const_only = all("enum" not in schema for schema in (old, new))
    keyword = "const" if const_only else "enum"
    where = f"{path}/{keyword}"
    shown_old = _shown(list(before.values())) if before is not None else "any value"
    shown_new = _shown(list(after.values())) if after is not None else "any value"
    message = f"{_subject(path)}: allowed values changed from {shown_old} to {shown_new}"
    old_value = list(before.values()) if before is not None else None
    new_value = list(after.values()) if after is not None else None
    if const_only:
        old_value, new_value = old.get("const"), new.get("const")
    if before is None:
        kind, effect = f"{keyword}_added", ChangeEffect.NARROWED
    elif after is None:
        kind, effect = f"{keyword}_removed", ChangeEffect.WIDENED
    elif after.keys() > before.keys():
        kind, effect = f"{keyword}_widened", ChangeEffect.WIDENED
    elif after.keys() < before.keys():
        kind, effect = f"{keyword}_narrowed", ChangeEffect.NARROWED
    else:
        kind, effect = f"{keyword}_changed", ChangeEffect.CHANGED
    return Change(
        path=where, kind=kind, effect=effect, old=old_value, new=new_value, message=message
    )


def _multiple_of(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Change | None:
    before, after = old.get("multipleOf"), new.get("multipleOf")
    if _key(before) == _key(after):
        return None
    message = f"{_subject(path)}: multipleOf changed from {before} to {after}"
    if before is None:
        kind, effect = "multiple_of_added", ChangeEffect.NARROWED
    elif after is None:
        kind, effect = "multiple_of_removed", ChangeEffect.WIDENED
    else:
        exact_before, exact_after = _exact(before), _exact(after)
        if exact_before is None or exact_after is None:
            kind, effect = "multiple_of_changed", ChangeEffect.CHANGED
        elif (exact_after / exact_before).denominator == 1:
            kind, effect = "multiple_of_narrowed", ChangeEffect.NARROWED
        elif (exact_before / exact_after).denominator == 1:
            kind, effect = "multiple_of_widened", ChangeEffect.WIDENED
        else:
            kind, effect = "multiple_of_changed", ChangeEffect.CHANGED
    return Change(
        path=f"{path}/multipleOf",
        kind=kind,
        effect=effect,
        old=before,
        new=after,
        message=message,
    )


def _same_or_not(
    keyword: str, old: Mapping[str, Any], new: Mapping[str, Any], path: str
) -> Change | None:
    """`pattern` and `format`: only adding or removing one is comparable."""
    before, after = old.get(keyword), new.get(keyword)
    if _key(before) == _key(after):
        return None
    if before is None:
        verb, effect, shown = "added", ChangeEffect.NARROWED, _shown(after)
    elif after is None:
        verb, effect, shown = "removed", ChangeEffect.WIDENED, _shown(before)
    else:
        verb, effect = "changed", ChangeEffect.CHANGED
        shown = f"from {_shown(before)} to {_shown(after)}"
    return Change(
        path=f"{path}/{keyword}",
        kind=f"{keyword}_{verb}",
        effect=effect,
        old=before,
        new=after,
        message=f"{_subject(path)}: {keyword} {verb} {shown}",
    )


def _unique_items(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Change | None:
    before, after = old.get("uniqueItems") is True, new.get("uniqueItems") is True
    if before == after:
        return None
    return Change(
        path=f"{path}/uniqueItems",
        kind="unique_items_added" if after else "unique_items_removed",
        effect=ChangeEffect.NARROWED if after else ChangeEffect.WIDENED,
        old=old.get("uniqueItems"),
        new=new.get("uniqueItems"),
        message=f"{_subject(path)}: items must {'now' if after else 'no longer'} be unique",
    )


def _bounds(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Iterator[Change]:
    defaults: dict[str, int | None] = {**_LOWER_BOUNDS, **dict.fromkeys(_UPPER_BOUNDS)}
    for keyword, default in defaults.items():
        # Absent means the default (`minLength` 0, `minContains` 1) or no bound (None).
        before, after = old.get(keyword, default), new.get(keyword, default)
        if before == after:
            continue
        lower = keyword in _LOWER_BOUNDS
        if before is None or after is None:
            effect = ChangeEffect.NARROWED if before is None else ChangeEffect.WIDENED
        elif (after > before) == lower:
            effect = ChangeEffect.NARROWED
        else:
            effect = ChangeEffect.WIDENED
        if keyword not in old:
            kind, verb = "bound_added", f"added ({after})"
        elif keyword not in new:
            kind, verb = "bound_removed", f"removed ({before})"
        elif after > before:
            kind, verb = "bound_raised", f"raised from {before} to {after}"
        else:
            kind, verb = "bound_lowered", f"lowered from {before} to {after}"
        yield Change(
            path=f"{path}/{keyword}",
            kind=kind,
            effect=effect,
            old=old.get(keyword),
            new=new.get(keyword),
            message=f"{_subject(path)}: {keyword} {verb}",
        )


def _required(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Iterator[Change]:
    before, after = set(old.get("required", ())), set(new.get("required", ()))
    for name in sorted(after - before):
        yield Change(
            path=f"{path}/required",
            kind="required_added",
            effect=ChangeEffect.NARROWED,
            new=name,
            message=f"{_subject(path + json_pointer(('properties', name)))} became required",
        )
    for name in sorted(before - after):
        yield Change(
            path=f"{path}/required",
            kind="required_removed",
            effect=ChangeEffect.WIDENED,
            old=name,
            message=f"{_subject(path + json_pointer(('properties', name)))} is no longer required",
        )
    old_dependent = old.get("dependentRequired", {})
    new_dependent = new.get("dependentRequired", {})
    for key in sorted(old_dependent.keys() | new_dependent.keys()):
        was, now = set(old_dependent.get(key, ())), set(new_dependent.get(key, ()))
        where = path + json_pointer(("dependentRequired", key))
        for name in sorted(now - was):
            yield Change(
                path=where,
                kind="dependent_required_added",
                effect=ChangeEffect.NARROWED,
                new=name,
                message=f"{_subject(path)}: {name!r} became required when {key!r} is present",
            )
        for name in sorted(was - now):
            yield Change(
                path=where,
                kind="dependent_required_removed",
                effect=ChangeEffect.WIDENED,
                old=name,
                message=f"{_subject(path)}: {name!r} is no longer required when {key!r} is present",
            )
