"""The comparison of two versions' schemas, node by node with `$ref`s followed.

It fails closed past its limits; keyword groups are compared in `assertions` and `subschemas`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Final

from contexts.compat.assertions import (
    _bounds,
    _multiple_of,
    _required,
    _same_or_not,
    _types,
    _unique_items,
    _values,
)
from contexts.compat.keywords import _HANDLED_KEYWORDS, _OPENABLE, _is_annotation
from contexts.compat.model import Change, ChangeEffect
from contexts.compat.references import (
    _definition_name,
    _Located,
    _refs_in,
    _resolve,
    _stable_definitions,
)
from contexts.compat.subjects import _subject
from contexts.compat.subschemas import _SubschemaComparison
from contexts.compat.values import _key

MAX_COMPARISON_STEPS: Final = 100_000
"""Schema nodes compared per concept or task before the comparison gives up as `changed`."""
MAX_COMPARISON_DEPTH: Final = 64
"""Nesting (with `$ref`s followed) beyond which the comparison gives up as `changed`."""


class _TooComplexError(Exception):
    """The comparison of one concept or task took more than `MAX_COMPARISON_STEPS`."""


def _asserted_key(schema: Any) -> bytes:  # noqa: ANN401 - a schema
    """`schema`'s key without its own annotations (`description`, `title`...)."""
    if isinstance(schema, dict) and any(_is_annotation(keyword) for keyword in schema):
        schema = {k: v for k, v in schema.items() if not _is_annotation(k)}
    return _key(schema)


class _SchemaComparison(_SubschemaComparison):
    """Compares the schemas of one pair of documents; `$ref`s are followed on each side."""

    def __init__(self, old_defs: Mapping[str, Any], new_defs: Mapping[str, Any]) -> None:
        self._old_defs = old_defs
        self._new_defs = new_defs
        self._stable = _stable_definitions(old_defs, new_defs)
        self._active: set[tuple[str, str, int, bytes, bytes]] = set()
        self._compared: set[tuple[str, str, int, bytes, bytes]] = set()
        """Pairs compared already in this unit: their changes are reported once."""
        self._steps = 0

    def unit(self, old: _Located, new: _Located, path: str) -> list[Change]:
        """Compare the schema of one concept, task parameters or result; fail closed if huge."""
        self._steps = 0
        self._compared = set()
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
        return self._same_keyed(old, _key(old), _key(new))

    def _same_keyed(self, old: Any, old_key: bytes, new_key: bytes) -> bool:  # noqa: ANN401
        return old_key == new_key and all(
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
        old_key, new_key = _key(old.schema), _key(new.schema)
        if self._same_keyed(old.schema, old_key, new_key):
            return []
        # A pair of schemas seen again (on the way down: a recursive schema met again;
        # elsewhere in the unit: the same pair under another name) has its differences
        # reported on its first visit. The pair is keyed on what it asserts, not only
        # where it is written: a `$ref` merged with its siblings sits at its
        # definition's location, yet accepts what the siblings allow, which can differ
        # from one reference to the next. Annotations beside it are left out of the
        # key (a review: a node whose K references each had a description of its own
        # made K! walks, and an honest widening `comparison_too_complex`).
        visit = (old.at, new.at, polarity, _asserted_key(old.schema), _asserted_key(new.schema))
        if visit in self._active or visit in self._compared:
            return []
        self._active.add(visit)
        try:
            return self._compare_nodes(old, new, path, polarity)
        finally:
            self._active.discard(visit)
            self._compared.add(visit)

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
            _types(old, new, path),
            _values(old, new, path),
            _multiple_of(old, new, path),
            *(_same_or_not(keyword, old, new, path) for keyword in ("pattern", "format")),
            _unique_items(old, new, path),
        ):
            if change is not None:
                yield self._polarised(change, polarity)
        for change in _bounds(old, new, path):
            yield self._polarised(change, polarity)
        for change in _required(old, new, path):
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
