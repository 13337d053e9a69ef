"""Comparison of the keywords that hold subschemas.

Object and array keywords, and the applicators: allOf, anyOf, oneOf, not, if/then/else, and a
`$ref` beside assertions.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Final

from contexts.compat.keywords import _BRANCH_KINDS, _IN_PLACE_APPLICATORS
from contexts.compat.model import Change, ChangeEffect, _combined
from contexts.compat.references import _Located
from contexts.compat.subjects import _subject
from contexts.lint import json_pointer

_REVERSED: Final = {
    ChangeEffect.WIDENED: ChangeEffect.NARROWED,
    ChangeEffect.NARROWED: ChangeEffect.WIDENED,
}


class _SubschemaComparison(ABC):
    """The comparison of keywords that hold subschemas; `compare` recurses into them."""

    @abstractmethod
    def compare(self, old: _Located, new: _Located, path: str, polarity: int) -> list[Change]:
        """Every change from `old` to `new`, the schemas of the instance location `path`."""

    @abstractmethod
    def _same(self, old: Any, new: Any) -> bool:  # noqa: ANN401 - schemas
        """Whether two schemas are equal, down to every definition they reference."""

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
