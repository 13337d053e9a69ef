"""Schemas located in their document, and `$ref`s followed to their definitions.

A target merges with its siblings only where that keeps the meaning; a definition is stable when
it is equal on both sides down every reference.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final

from contexts.compat.keywords import _INTERACTING, _READS_EVERYTHING, _is_annotation
from contexts.compat.values import _key
from contexts.lint import json_pointer

_DEFS_REF_PREFIX: Final = "#/$defs/"


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
