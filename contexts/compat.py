"""Compatibility of Shared Context versions, in the spirit of a schema registry.

`diff_contexts` lists every difference between two context documents as a
`Change`, each classified by its effect on the set of instances the
validators accept: `widened` (the new version accepts more: breaks
FORWARD), `narrowed` (it accepts less: breaks BACKWARD), `changed`
(incomparable: breaks both), `annotation` (no effect on validation) or
`added` (a new concept or task: a new subject with no history, which breaks
nothing). `check_compatibility` applies Confluent's levels (BACKWARD,
FORWARD, FULL and their transitive forms) to a candidate version and the
earlier minors of its major; the Schema Authority calls it before it
publishes a new minor.

Schemas are compared after `$ref`s are inlined (lazily, with cycles cut), so
moving an inline schema into `$defs` is not a change, and change paths are
JSON Pointers into the inlined document. Whatever the comparison cannot
reason about precisely is `changed`: it fails closed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any, Final

import orjson

from contexts.document import SharedContext
from contexts.lint import json_pointer
from contexts.urn import ContextURN

MAX_COMPARISON_STEPS: Final = 100_000
"""Schema nodes compared per concept or task before the comparison gives up as `changed`."""
MAX_COMPARISON_DEPTH: Final = 64
"""Nesting (with `$ref`s followed) beyond which the comparison gives up as `changed`."""

_DEFS_REF_PREFIX: Final = "#/$defs/"
_ANNOTATION_KEYWORDS: Final = frozenset(
    {
        "title",
        "description",
        "examples",
        "$comment",
        "default",
        "deprecated",
        "readOnly",
        "writeOnly",
    }
)
_IN_PLACE_APPLICATORS: Final = (
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "dependentSchemas",
    "$ref",
)
_LOWER_BOUNDS: Final[Mapping[str, int | None]] = {
    "minimum": None,
    "exclusiveMinimum": None,
    "minLength": 0,
    "minItems": 0,
    "minProperties": 0,
    "minContains": 1,
}
"""Lower-bound keywords and the value their absence means."""
_UPPER_BOUNDS: Final = (
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
    "maxContains",
)
_HANDLED_KEYWORDS: Final = frozenset(
    {
        "type",
        "enum",
        "const",
        "pattern",
        "format",
        "multipleOf",
        "uniqueItems",
        "required",
        "dependentRequired",
        "properties",
        "patternProperties",
        "additionalProperties",
        "unevaluatedProperties",
        "dependentSchemas",
        "propertyNames",
        "prefixItems",
        "items",
        "unevaluatedItems",
        "contains",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "$ref",
        *_LOWER_BOUNDS,
        *_UPPER_BOUNDS,
    }
)
_OPENABLE: Final = {
    "additionalProperties": "additional_properties",
    "unevaluatedProperties": "unevaluated_properties",
    "items": "items",
    "unevaluatedItems": "unevaluated_items",
}
"""Keywords whose subschema is often `false`: their opening and closing get their own kinds."""
_INTERACTING: Final = (
    frozenset({"properties", "patternProperties", "additionalProperties"}),
    frozenset({"prefixItems", "items", "contains", "minContains", "maxContains"}),
    frozenset({"if", "then", "else"}),
)
"""Keywords that read each other: a `$ref` target and its siblings may not split a group."""
_READS_EVERYTHING: Final = frozenset({"unevaluatedProperties", "unevaluatedItems"})
_BRANCH_KINDS: Final = {"allOf": "all_of", "anyOf": "any_of", "oneOf": "one_of"}
_ALL_TYPES: Final = frozenset(
    {"null", "boolean", "object", "array", "string", "integer", "fraction"}
)
"""JSON types, with `number` split into integers and non-integers so `integer` < `number`."""
_MAX_SHOWN: Final = 80


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


class _TooComplexError(Exception):
    """The comparison of one concept or task took more than `MAX_COMPARISON_STEPS`."""


@dataclass(frozen=True, slots=True)
class _Located:
    """A schema and where it is written in its own document (a JSON Pointer)."""

    schema: Any
    at: str

    def child(self, *keys: str | int, default: Any = None) -> _Located:  # noqa: ANN401
        """The schema under `keys` (or `default`), located."""
        node = self.schema
        for key in keys:
            in_dict = isinstance(node, dict) and isinstance(key, str) and key in node
            in_list = isinstance(node, list) and isinstance(key, int) and key < len(node)
            if in_dict or in_list:
                node = node[key]
            else:
                node = default
                break
        return _Located(node, self.at + json_pointer(keys))


def _normalized(value: Any) -> Any:  # noqa: ANN401 - any JSON value
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    if isinstance(value, list):
        return [_normalized(item) for item in value]
    if isinstance(value, dict):
        return {key: _normalized(item) for key, item in value.items()}
    return value


def _key(value: Any) -> bytes:  # noqa: ANN401 - any JSON value
    """A comparison key with JSON equality: `1 == 1.0`, `true != 1`, key order ignored."""
    return orjson.dumps(_normalized(value), option=orjson.OPT_SORT_KEYS)


def _shown(value: Any) -> str:  # noqa: ANN401 - any JSON value
    text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."


def _is_annotation(keyword: str) -> bool:
    return keyword in _ANNOTATION_KEYWORDS or keyword.startswith("x-")


def _definition_name(ref: object) -> str | None:
    if not isinstance(ref, str) or not ref.startswith(_DEFS_REF_PREFIX):
        return None
    name = ref[len(_DEFS_REF_PREFIX) :]
    return None if "/" in name or "~" in name else name


def _refs_in(value: Any) -> Iterator[object]:  # noqa: ANN401 - any JSON value
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "$ref" in node and not isinstance(node["$ref"], (dict, list)):
                yield node["$ref"]
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)


def _stable_definitions(old: Mapping[str, Any], new: Mapping[str, Any]) -> frozenset[str]:
    """Definitions identical in both documents, down to every definition they reference."""
    stable = {name for name in old.keys() & new.keys() if _key(old[name]) == _key(new[name])}
    refs = {name: [_definition_name(ref) for ref in _refs_in(old[name])] for name in stable}
    shrinking = True
    while shrinking:
        shrinking = False
        for name in sorted(stable):
            if any(ref not in stable for ref in refs[name]):
                stable.discard(name)
                shrinking = True
    return frozenset(stable)


def _resolve(node: _Located, defs: Mapping[str, Any]) -> _Located:
    """Follow `$ref`-only nodes to their definitions; annotation siblings are kept."""
    seen: set[str] = set()
    while isinstance(node.schema, dict) and "$ref" in node.schema:
        siblings = {key: value for key, value in node.schema.items() if key != "$ref"}
        name = _definition_name(node.schema["$ref"])
        if name is None or name not in defs or name in seen:
            break
        target = defs[name]
        if not _mergeable(target, siblings):
            break  # compared as an applicator, in place
        seen.add(name)
        at = json_pointer(("$defs", name))
        node = _Located({**target, **siblings} if isinstance(target, dict) else target, at)
    return node


def _mergeable(target: Any, siblings: Mapping[str, Any]) -> bool:  # noqa: ANN401 - a schema
    """Whether a `$ref`'s target and its siblings mean the same merged into one schema.

    They do when they share no assertion keyword and split no group of keywords
    that read each other (additionalProperties reads properties, and so on).
    """
    assertions = {key for key in siblings if not _is_annotation(key)}
    if not assertions:
        return True
    if not isinstance(target, dict) or "$ref" in target:
        return False
    theirs = {key for key in target if not _is_annotation(key)}
    if assertions & theirs or (assertions | theirs) & _READS_EVERYTHING:
        return False
    return not any(assertions & group and theirs & group for group in _INTERACTING)


def _combined(changes: Iterable[Change]) -> ChangeEffect:
    """The effect of several changes together: monotone ones add up, mixed ones are `changed`."""
    effects = {change.effect for change in changes} - {ChangeEffect.ANNOTATION}
    if not effects:
        return ChangeEffect.ANNOTATION
    if len(effects) == 1:
        (effect,) = effects
        return effect
    return ChangeEffect.CHANGED


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


def _subject(path: str) -> str:
    """A schema path as people say it: bookFlight parameter `passenger.name`."""
    parts = [part.replace("~1", "/").replace("~0", "~") for part in path.split("/")[1:]]
    if len(parts) < 2 or parts[0] not in {"concepts", "tasks"}:
        return f"`{path}`"
    name = parts[1]
    if parts[0] == "concepts":
        whole, field_prefix, rest = f"concept `{name}`", f"concept `{name}` field", parts[2:]
    elif parts[2:3] == ["parameters"]:
        whole, field_prefix, rest = f"{name} parameters", f"{name} parameter", parts[3:]
    elif parts[2:3] == ["result"]:
        whole, field_prefix, rest = f"{name} result", f"{name} result field", parts[3:]
    else:
        return f"task `{name}`"
    field, notes = _field_of(rest)
    described = f"{field_prefix} `{field}`" if field else whole
    return f"{described} ({', '.join(notes)})" if notes else described


def _field_of(segments: list[str]) -> tuple[str, list[str]]:
    """The dotted field a schema path leads to, and the keywords passed on the way."""
    field = ""
    notes: list[str] = []
    index = 0
    while index < len(segments):
        segment = segments[index]
        following = segments[index + 1] if index + 1 < len(segments) else None
        if segment in {"properties", "patternProperties"} and following is not None:
            name = following if segment == "properties" else f"/{following}/"
            field += f".{name}" if field else name
            index += 2
        elif segment == "items":
            field += "[]"
            index += 1
        elif segment == "prefixItems" and following is not None:
            field += f"[{following}]"
            index += 2
        elif segment in _BRANCH_KINDS and following is not None:
            notes.append(f"{segment} branch {following}")
            index += 2
        else:
            notes.append(segment)
            index += 1
    return field, notes


_REVERSED: Final = {
    ChangeEffect.WIDENED: ChangeEffect.NARROWED,
    ChangeEffect.NARROWED: ChangeEffect.WIDENED,
}


class _SchemaComparison:
    """Compares the schemas of one pair of documents; `$ref`s are followed on each side."""

    def __init__(self, old_defs: Mapping[str, Any], new_defs: Mapping[str, Any]) -> None:
        self._old_defs = old_defs
        self._new_defs = new_defs
        self._stable = _stable_definitions(old_defs, new_defs)
        self._active: set[tuple[str, str, int]] = set()
        self._steps = 0

    def unit(self, old: _Located, new: _Located, path: str) -> list[Change]:
        """Compare the schema of one concept, task parameters or result; fail closed if huge."""
        self._steps = 0
        try:
            return self.compare(old, new, path, 1)
        except _TooComplexError:
            return [
                Change(
                    path=path,
                    kind="comparison_too_complex",
                    effect=ChangeEffect.CHANGED,
                    message=f"{_subject(path)} is too large or too deep to compare "
                    f"({MAX_COMPARISON_STEPS} nodes, depth {MAX_COMPARISON_DEPTH}), so it "
                    "counts as changed",
                )
            ]

    @staticmethod
    def _unresolved(schema: Mapping[str, Any]) -> bool:
        """A `$ref` that `_resolve` could not follow (a cycle of bare references)."""
        return "$ref" in schema and all(key == "$ref" or _is_annotation(key) for key in schema)

    def _same(self, old: Any, new: Any) -> bool:  # noqa: ANN401 - schemas
        """Equal text, and every `$ref` in it to a definition that is equal on both sides."""
        return _key(old) == _key(new) and all(
            _definition_name(ref) in self._stable for ref in _refs_in(old)
        )

    def compare(self, old: _Located, new: _Located, path: str, polarity: int) -> list[Change]:
        """Every change from `old` to `new`, the schemas of the instance location `path`.

        `polarity` is 1 where accepting more means the whole accepts more, -1
        under `not` (effects reverse) and 0 where that is unknown (under
        `oneOf`, `if`, beside `unevaluated*`): widened and narrowed become changed.
        """
        self._steps += 1
        if self._steps > MAX_COMPARISON_STEPS or len(self._active) > MAX_COMPARISON_DEPTH:
            raise _TooComplexError
        old = _resolve(old, self._old_defs)
        new = _resolve(new, self._new_defs)
        if self._same(old.schema, new.schema):
            return []
        # A pair of positions seen again on the way down is a recursive schema met
        # again: its differences were (or will be) reported on the first visit.
        visit = (old.at, new.at, polarity)
        if visit in self._active:
            return []
        self._active.add(visit)
        try:
            return self._compare_nodes(old, new, path, polarity)
        finally:
            self._active.discard(visit)

    def _compare_nodes(
        self, old: _Located, new: _Located, path: str, polarity: int
    ) -> list[Change]:
        if old.schema is False or new.schema is False:
            return [self._falsity(old.schema, new.schema, path, polarity)]
        if old.schema is True:
            old = _Located({}, old.at)
        if new.schema is True:
            new = _Located({}, new.at)
        if (
            not isinstance(old.schema, dict)
            or not isinstance(new.schema, dict)
            or self._unresolved(old.schema)
            or self._unresolved(new.schema)
        ):
            return [
                self._change(
                    path=path,
                    kind="schema_changed",
                    effect=ChangeEffect.CHANGED,
                    old=old.schema,
                    new=new.schema,
                    message=f"{_subject(path)}: the schema changed in a way that is not compared",
                    polarity=polarity,
                )
            ]
        both = old.schema.keys() | new.schema.keys()
        beside_unevaluated = bool({"unevaluatedProperties", "unevaluatedItems"} & both)
        in_place = 0 if beside_unevaluated else polarity
        changes = list(self._annotations(old.schema, new.schema, path))
        changes.extend(self._assertions(old.schema, new.schema, path, polarity))
        changes.extend(self._objects(old, new, path, polarity, in_place))
        changes.extend(self._arrays(old, new, path, polarity, in_place))
        changes.extend(self._applicators(old, new, path, in_place))
        for keyword in sorted(both - _HANDLED_KEYWORDS):
            if _is_annotation(keyword):
                continue
            old_value, new_value = old.schema.get(keyword), new.schema.get(keyword)
            if _key(old_value) != _key(new_value):
                changes.append(
                    self._change(
                        path=f"{path}/{keyword}",
                        kind="keyword_changed",
                        effect=ChangeEffect.CHANGED,
                        old=old_value,
                        new=new_value,
                        message=f"{_subject(path)}: keyword {keyword} changed, and its effect "
                        "is not analysed",
                        polarity=polarity,
                    )
                )
        return changes

    def _schema_map(  # noqa: PLR0913 - both sides, where, which map, direction, and the wording
        self,
        *,
        old: _Located,
        new: _Located,
        path: str,
        keyword: str,
        polarity: int,
        describe: Callable[[str, bool], tuple[str, ChangeEffect, str]],
    ) -> Iterator[Change]:
        """Compare a map of subschemas (patternProperties, dependentSchemas) key by key.

        Keys on both sides recurse; a key on one side only is a change that
        `describe(key, added)` names: (kind, effect, message).
        """
        old_map = old.schema.get(keyword, {})
        new_map = new.schema.get(keyword, {})
        for key in sorted(old_map.keys() | new_map.keys()):
            where = path + json_pointer((keyword, key))
            if key in old_map and key in new_map:
                yield from self.compare(
                    old.child(keyword, key), new.child(keyword, key), where, polarity
                )
                continue
            added = key in new_map
            kind, effect, message = describe(key, added)
            yield self._change(
                path=where,
                kind=kind,
                effect=effect,
                old=old_map.get(key),
                new=new_map.get(key),
                message=message,
                polarity=polarity,
            )

    @staticmethod
    def _change(  # noqa: PLR0913 - every field of a Change, plus where it sits
        *,
        path: str,
        kind: str,
        effect: ChangeEffect,
        old: Any = None,  # noqa: ANN401
        new: Any = None,  # noqa: ANN401
        message: str,
        polarity: int,
    ) -> Change:
        if effect in _REVERSED and polarity < 0:
            effect = _REVERSED[effect]
            message += " (under `not`, which reverses its effect)"
        elif effect in _REVERSED and polarity == 0:
            effect = ChangeEffect.CHANGED
            message += " (under oneOf, if, maxContains or unevaluated*, so its effect is unknown)"
        return Change(path=path, kind=kind, effect=effect, old=old, new=new, message=message)

    def _falsity(self, old: Any, new: Any, path: str, polarity: int) -> Change:  # noqa: ANN401
        keyword = path.rsplit("/", 1)[-1]
        prefix = _OPENABLE.get(keyword)
        if old is False and new is False:  # pragma: no cover - equal schemas never get here
            effect, kind, verb = ChangeEffect.ANNOTATION, "schema", "is unchanged"
        elif old is False:
            effect = ChangeEffect.WIDENED
            kind = f"{prefix}_opened" if prefix else "schema_permitted"
            verb = "now accepts values (it was false)"
        else:
            effect = ChangeEffect.NARROWED
            kind = f"{prefix}_closed" if prefix else "schema_forbidden"
            verb = "now refuses every value (it is false)"
        subject = f"{_subject(path.rsplit('/', 1)[0])}: {keyword}" if prefix else _subject(path)
        return self._change(
            path=path,
            kind=kind,
            effect=effect,
            old=old,
            new=new,
            message=f"{subject} {verb}",
            polarity=polarity,
        )

    @staticmethod
    def _annotations(old: Mapping[str, Any], new: Mapping[str, Any], path: str) -> Iterator[Change]:
        for keyword in sorted(old.keys() | new.keys()):
            if not _is_annotation(keyword):
                continue
            old_value, new_value = old.get(keyword), new.get(keyword)
            if _key(old_value) == _key(new_value):
                continue
            verb = "added" if keyword not in old else "removed" if keyword not in new else "changed"
            yield Change(
                path=f"{path}/{keyword}",
                kind="annotation_changed",
                effect=ChangeEffect.ANNOTATION,
                old=old_value,
                new=new_value,
                message=f"{_subject(path)}: {keyword} {verb}",
            )

    def _assertions(
        self, old: Mapping[str, Any], new: Mapping[str, Any], path: str, polarity: int
    ) -> Iterator[Change]:
        """Keywords that each constrain the instance on their own."""
        for change in (
            self._types(old, new, path),
            self._values(old, new, path),
            self._multiple_of(old, new, path),
            *(self._same_or_not(keyword, old, new, path) for keyword in ("pattern", "format")),
            self._unique_items(old, new, path),
        ):
            if change is not None:
                yield self._polarised(change, polarity)
        for change in self._bounds(old, new, path):
            yield self._polarised(change, polarity)
        for change in self._required(old, new, path):
            yield self._polarised(change, polarity)

    def _polarised(self, change: Change, polarity: int) -> Change:
        return self._change(
            path=change.path,
            kind=change.kind,
            effect=change.effect,
            old=change.old,
            new=change.new,
            message=change.message,
            polarity=polarity,
        )

    @staticmethod
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

    @staticmethod
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

    @staticmethod
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

    @staticmethod
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

    @staticmethod
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

    @staticmethod
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

    @staticmethod
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
                message=f"{_subject(path + json_pointer(('properties', name)))} "
                "is no longer required",
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
                    message=f"{_subject(path)}: {name!r} is no longer required when {key!r} "
                    "is present",
                )

    @staticmethod
    def _undeclared_rule(node: _Located) -> _Located | None:
        """The schema a property that `node` does not declare must meet; None if unknowable."""
        schema = node.schema
        if schema.get("patternProperties"):
            return None  # which names the patterns match is not decided here
        if "additionalProperties" in schema:
            return node.child("additionalProperties")
        if "unevaluatedProperties" in schema:
            if any(keyword in schema for keyword in _IN_PLACE_APPLICATORS):
                return None  # the applicators may or may not evaluate the name
            return node.child("unevaluatedProperties")
        return node.child("additionalProperties", default=True)

    def _through(
        self, old: _Located | None, new: _Located | None, path: str
    ) -> tuple[ChangeEffect, tuple[Change, ...]]:
        """The overall effect of replacing `old` by `new`, and the changes behind it."""
        if old is None or new is None:
            return ChangeEffect.CHANGED, ()
        inner = self.compare(old, new, path, 1)
        return _combined(inner), tuple(inner)

    def _objects(
        self, old: _Located, new: _Located, path: str, polarity: int, in_place: int
    ) -> Iterator[Change]:
        old_props: Mapping[str, Any] = old.schema.get("properties", {})
        new_props: Mapping[str, Any] = new.schema.get("properties", {})
        for name in sorted(old_props.keys() | new_props.keys()):
            where = path + json_pointer(("properties", name))
            old_prop, new_prop = old.child("properties", name), new.child("properties", name)
            if name in old_props and name in new_props:
                yield from self.compare(old_prop, new_prop, where, polarity)
                continue
            if name in new_props:
                effect, _ = self._through(self._undeclared_rule(old), new_prop, where)
                kind, verb = "property_added", "was added"
            else:
                effect, _ = self._through(old_prop, self._undeclared_rule(new), where)
                kind, verb = "property_removed", "was removed"
            yield self._change(
                path=where,
                kind=kind,
                effect=effect,
                old=old_props.get(name),
                new=new_props.get(name),
                message=f"{_subject(where)} {verb}",
                polarity=polarity,
            )
        yield from self._schema_map(
            old=old,
            new=new,
            path=path,
            keyword="patternProperties",
            polarity=polarity,
            describe=lambda pattern, added: (
                "pattern_property_added" if added else "pattern_property_removed",
                ChangeEffect.CHANGED,
                (
                    f"{_subject(path)}: properties matching {pattern!r} "
                    f"{'gained' if added else 'lost'} a schema"
                ),
            ),
        )
        additional = "additionalProperties"
        # Beside unevaluatedProperties, an absent additionalProperties is not `true`.
        unsure = (additional in old.schema) != (additional in new.schema) and (
            "unevaluatedProperties" in old.schema or "unevaluatedProperties" in new.schema
        )
        if unsure:
            yield self._change(
                path=f"{path}/{additional}",
                kind="additional_properties_changed",
                effect=ChangeEffect.CHANGED,
                old=old.schema.get(additional),
                new=new.schema.get(additional),
                message=f"{_subject(path)}: additionalProperties "
                f"{'added' if additional in new.schema else 'removed'} beside "
                "unevaluatedProperties",
                polarity=polarity,
            )
        for keyword in ("additionalProperties", "unevaluatedProperties", "propertyNames"):
            if (keyword in old.schema or keyword in new.schema) and not (
                unsure and keyword == additional
            ):
                yield from self.compare(
                    old.child(keyword, default=True),
                    new.child(keyword, default=True),
                    f"{path}/{keyword}",
                    polarity,
                )
        yield from self._schema_map(
            old=old,
            new=new,
            path=path,
            keyword="dependentSchemas",
            polarity=in_place,
            describe=lambda key, added: (
                "dependent_schema_added" if added else "dependent_schema_removed",
                ChangeEffect.NARROWED if added else ChangeEffect.WIDENED,
                (
                    f"{_subject(path)}: a schema for when {key!r} is present was "
                    f"{'added' if added else 'removed'}"
                ),
            ),
        )

    @staticmethod
    def _rest_items(node: _Located) -> _Located | None:
        """The schema items past `prefixItems` must meet; None if unknowable."""
        schema = node.schema
        if "items" in schema:
            return node.child("items")
        if "unevaluatedItems" in schema:
            if "contains" in schema or any(k in schema for k in _IN_PLACE_APPLICATORS):
                return None  # those may or may not evaluate the item
            return node.child("unevaluatedItems")
        return node.child("items", default=True)

    def _arrays(
        self, old: _Located, new: _Located, path: str, polarity: int, in_place: int
    ) -> Iterator[Change]:
        old_prefix = old.schema.get("prefixItems", [])
        new_prefix = new.schema.get("prefixItems", [])
        old_rest, new_rest = self._rest_items(old), self._rest_items(new)
        for index in range(max(len(old_prefix), len(new_prefix))):
            where = path + json_pointer(("prefixItems", index))
            in_old, in_new = index < len(old_prefix), index < len(new_prefix)
            before = old.child("prefixItems", index) if in_old else old_rest
            after = new.child("prefixItems", index) if in_new else new_rest
            if before is not None and after is not None and in_old and in_new:
                yield from self.compare(before, after, where, polarity)
                continue
            # What the other side did with that position decides the effect.
            effect, _ = self._through(before, after, where)
            yield self._change(
                path=where,
                kind="prefix_item_added" if in_new else "prefix_item_removed",
                effect=effect,
                old=old_prefix[index] if in_old else None,
                new=new_prefix[index] if in_new else None,
                message=f"{_subject(path)}: a schema for item {index} was "
                f"{'added' if in_new else 'removed'}",
                polarity=polarity,
            )
        if "items" in old.schema or "items" in new.schema:
            if old_rest is not None and new_rest is not None:
                yield from self.compare(old_rest, new_rest, f"{path}/items", polarity)
            else:
                yield self._change(
                    path=f"{path}/items",
                    kind="items_changed",
                    effect=ChangeEffect.CHANGED,
                    old=old.schema.get("items"),
                    new=new.schema.get("items"),
                    message=f"{_subject(path)}: items changed beside unevaluatedItems",
                    polarity=polarity,
                )
        if "unevaluatedItems" in old.schema or "unevaluatedItems" in new.schema:
            yield from self.compare(
                old.child("unevaluatedItems", default=True),
                new.child("unevaluatedItems", default=True),
                f"{path}/unevaluatedItems",
                polarity,
            )
        old_contains, new_contains = old.schema.get("contains"), new.schema.get("contains")
        if old_contains is not None and new_contains is not None:
            # With a maximum count, more matching items can mean refusal.
            counted = "maxContains" in old.schema or "maxContains" in new.schema
            yield from self.compare(
                old.child("contains"),
                new.child("contains"),
                f"{path}/contains",
                0 if counted else in_place,
            )
        elif old_contains is not None or new_contains is not None:
            added = new_contains is not None
            yield self._change(
                path=f"{path}/contains",
                kind="contains_added" if added else "contains_removed",
                effect=ChangeEffect.NARROWED if added else ChangeEffect.WIDENED,
                old=old_contains,
                new=new_contains,
                message=f"{_subject(path)}: contains {'added' if added else 'removed'}",
                polarity=in_place,
            )

    def _applicators(
        self, old: _Located, new: _Located, path: str, in_place: int
    ) -> Iterator[Change]:
        for keyword in ("allOf", "anyOf", "oneOf"):
            yield from self._branches(keyword, old, new, path, in_place)
        if "$ref" in old.schema or "$ref" in new.schema:
            # A `$ref` beside assertions: its target applies in place, like allOf.
            before = {"$ref": old.schema["$ref"]} if "$ref" in old.schema else True
            after = {"$ref": new.schema["$ref"]} if "$ref" in new.schema else True
            yield from self.compare(
                _Located(before, old.at), _Located(after, new.at), path, in_place
            )
        sub_polarities = {"not": -in_place, "if": 0, "then": in_place, "else": in_place}
        for keyword, sub_polarity in sub_polarities.items():
            where = f"{path}/{keyword}"
            if keyword in old.schema and keyword in new.schema:
                yield from self.compare(old.child(keyword), new.child(keyword), where, sub_polarity)
            elif keyword in old.schema or keyword in new.schema:
                added = keyword in new.schema
                effect = ChangeEffect.NARROWED if added else ChangeEffect.WIDENED
                yield self._change(
                    path=where,
                    kind=f"{keyword}_{'added' if added else 'removed'}",
                    effect=ChangeEffect.CHANGED if keyword == "if" else effect,
                    old=old.schema.get(keyword),
                    new=new.schema.get(keyword),
                    message=f"{_subject(path)}: {keyword} {'added' if added else 'removed'}",
                    polarity=in_place,
                )

    def _branches(
        self, keyword: str, old: _Located, new: _Located, path: str, in_place: int
    ) -> Iterator[Change]:
        """allOf, anyOf, oneOf: equal branches pair up wherever they are, the rest by position."""
        prefix = _BRANCH_KINDS[keyword]
        old_list, new_list = old.schema.get(keyword), new.schema.get(keyword)
        if old_list is None and new_list is None:
            return
        if old_list is None or new_list is None:
            added = new_list is not None
            yield self._change(
                path=f"{path}/{keyword}",
                kind=f"{prefix}_{'added' if added else 'removed'}",
                effect=ChangeEffect.NARROWED if added else ChangeEffect.WIDENED,
                old=old_list,
                new=new_list,
                message=f"{_subject(path)}: {keyword} {'added' if added else 'removed'}",
                polarity=in_place,
            )
            return
        branch_polarity = 0 if keyword == "oneOf" else in_place
        unmatched_old = list(range(len(old_list)))
        unmatched_new: list[int] = []
        for new_index, branch in enumerate(new_list):
            twin = next((i for i in unmatched_old if self._same(old_list[i], branch)), None)
            if twin is None:
                unmatched_new.append(new_index)
            else:
                unmatched_old.remove(twin)
        for old_index, new_index in zip(unmatched_old, unmatched_new, strict=False):
            yield from self.compare(
                old.child(keyword, old_index),
                new.child(keyword, new_index),
                path + json_pointer((keyword, new_index)),
                branch_polarity,
            )
        grows = {"allOf": ChangeEffect.NARROWED, "anyOf": ChangeEffect.WIDENED}
        shrinks = {"allOf": ChangeEffect.WIDENED, "anyOf": ChangeEffect.NARROWED}
        paired = min(len(unmatched_old), len(unmatched_new))
        for new_index in unmatched_new[paired:]:
            yield self._change(
                path=path + json_pointer((keyword, new_index)),
                kind=f"{prefix}_branch_added",
                effect=grows.get(keyword, ChangeEffect.CHANGED),
                new=new_list[new_index],
                message=f"{_subject(path)}: a {keyword} branch was added",
                polarity=in_place,
            )
        for old_index in unmatched_old[paired:]:
            yield self._change(
                path=path + json_pointer((keyword, old_index)),
                kind=f"{prefix}_branch_removed",
                effect=shrinks.get(keyword, ChangeEffect.CHANGED),
                old=old_list[old_index],
                message=f"{_subject(path)}: a {keyword} branch was removed",
                polarity=in_place,
            )


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
    old_doc, new_doc = old.as_dict(), new.as_dict()
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
