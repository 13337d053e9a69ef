"""Property groups: parameters that travel together across tools, written once.

`$ref` de-duplication (`contexts.adol.dedup`) moves repeated *sub-schemas*;
after a short listing has dropped the descriptions, what repeats most is
not a sub-schema but a *group of properties*: `owner` and `repo`, `page` and
`perPage`, each with the same small schema, in dozens of tools. A reference
to `{"type": "string"}` costs as much as the schema itself; a reference to
the group `{owner, repo, page, perPage}` replaces four of them.

`factor_groups(schemas, shared_uri)` finds such groups greedily (the group
whose factoring saves the most, by `cost`, first; then again on what is
left) and rewrites each schema that has one to
`{"allOf": [{"$ref": "<shared_uri>#/$defs/<group>"}], ...the rest}`, the
group's definition holding its properties and those of them that every
schema using it requires. Only plain object schemas are rewritten: keys
among `type`, `properties`, `required`, `title`, `description`, `$schema`
(no `additionalProperties`, `patternProperties`, `unevaluatedProperties`,
no applicators: with those, moving properties into an `allOf` would change
what is accepted). For such schemas the rewrite accepts exactly the same
instances: the properties' schemas apply the same, and `required` is the
union of the group's and the rest's.

`unfactor(schema, shared)` merges the groups back (the group's properties
into `properties`, its `required` first), for consumers that cannot follow
references; it accepts the same instances as the original (its `required`
may list the same names in another order).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Mapping, Sequence
from typing import Any, Final

from contexts.adol.dedup import Cost
from contexts.canonical import canonical_bytes

PLAIN_KEYS: Final = frozenset(
    {"type", "properties", "required", "title", "description", "$schema", "allOf"}
)
"""The keywords of an object schema whose properties may be factored into a group."""
MIN_GROUP: Final = 2
"""A group has at least two properties (one is what `dedupe` handles)."""
MAX_SCHEMAS: Final = 2000
"""Candidate groups come from pairs of schemas: more than this many are left as they are."""
GROUP_PREFIX: Final = "group_"

Member = tuple[str, bytes]
"""A property: its name and its schema's canonical bytes."""


def _plain(schema: Mapping[str, Any]) -> bool:
    return (
        set(schema) <= PLAIN_KEYS
        and schema.get("type") == "object"
        and isinstance(schema.get("properties"), Mapping)
        and isinstance(schema.get("required", []), list)
        and isinstance(schema.get("allOf", []), list)
    )


def _members(schema: Mapping[str, Any]) -> frozenset[Member]:
    return frozenset((name, canonical_bytes(sub)) for name, sub in schema["properties"].items())


def _text(members: frozenset[Member]) -> str:
    """The properties as they are written: `"name":{...},` each."""
    return "".join(f'"{name}":{sub.decode()},' for name, sub in sorted(members))


def factor_groups(
    schemas: Sequence[Mapping[str, Any]], shared_uri: str, *, cost: Cost = len
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(the schemas with their property groups referenced, the groups' definitions by name)."""
    out = [copy.deepcopy(dict(schema)) for schema in schemas]
    plain = [i for i, schema in enumerate(out) if _plain(schema)]
    if len(plain) > MAX_SCHEMAS:
        return out, {}
    left = {i: set(_members(out[i])) for i in plain}
    defs: dict[str, Any] = {}
    while True:
        name = f"{GROUP_PREFIX}{len(defs) + 1}"
        reference = f"{shared_uri}#/$defs/{name}"
        best: tuple[int, list[int], dict[str, Any], dict[int, dict[str, Any]]] | None = None
        for members, users in _candidates(left):
            definition, rewritten = _factored(out, members, users, reference)
            saved = sum(_cost(out[i], cost) - _cost(rewritten[i], cost) for i in users)
            saved -= cost(f'"{name}":{canonical_bytes(definition).decode()},')
            if saved > 0 and (best is None or saved > best[0]):
                best = (saved, users, definition, rewritten)
        if best is None:
            return out, defs
        _, users, definition, rewritten = best
        defs[name] = definition
        for i in users:
            out[i] = rewritten[i]
            left[i] -= _members(definition)


def _cost(schema: Mapping[str, Any], cost: Cost) -> int:
    return cost(canonical_bytes(schema).decode())


def _candidates(left: Mapping[int, set[Member]]) -> list[tuple[frozenset[Member], list[int]]]:
    """Property sets that two or more schemas share, each with the schemas that hold it."""
    found: set[frozenset[Member]] = set()
    for a, b in itertools.combinations(sorted(left), 2):
        common = frozenset(left[a] & left[b])
        if len(common) >= MIN_GROUP:
            found.add(common)
    ordered = sorted(found, key=sorted)
    return [(members, [i for i in sorted(left) if members <= left[i]]) for members in ordered]


def _factored(
    schemas: Sequence[dict[str, Any]], members: frozenset[Member], users: list[int], reference: str
) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """The group's definition, and each user rewritten to reference it."""
    names = {name for name, _ in members}
    always = sorted(names.intersection(*(set(schemas[i].get("required", [])) for i in users)))
    definition: dict[str, Any] = {
        "properties": {name: schemas[users[0]]["properties"][name] for name in sorted(names)}
    }
    if always:
        definition["required"] = always
    rewritten = {}
    for i in users:
        schema = dict(schemas[i])
        schema["properties"] = {k: v for k, v in schema["properties"].items() if k not in names}
        kept = [r for r in schema.get("required", []) if r not in always]
        if kept:
            schema["required"] = kept
        else:
            schema.pop("required", None)
        schema["allOf"] = [*schema.get("allOf", []), {"$ref": reference}]
        rewritten[i] = schema
    return definition, rewritten


def unfactor(schema: Mapping[str, Any], defs: Mapping[str, Any], shared_uri: str) -> dict[str, Any]:
    """`schema` with the groups `factor_groups` referenced merged back into it.

    An `allOf` entry that is only a reference to a definition in `defs` holding
    only `properties` (and `required`) merges into `schema` when `schema` is a
    plain object schema and none of those properties is already its own; any
    other entry stays. Either way the result accepts the same instances.
    """
    out = copy.deepcopy(dict(schema))
    refs = out.get("allOf")
    if not isinstance(refs, list) or not _plain(out):
        return out
    prefix = f"{shared_uri}#/$defs/"
    kept_refs: list[Any] = []
    required: list[str] = []
    properties: dict[str, Any] = {}
    for ref in refs:
        group = _group_of(ref, defs, prefix)
        names = set(group["properties"]) if group is not None else set()
        if group is None or names & (properties.keys() | out["properties"].keys()):
            kept_refs.append(ref)
            continue
        properties.update(copy.deepcopy(dict(group["properties"])))
        required.extend(name for name in group.get("required", []) if name not in required)
    if kept_refs:
        out["allOf"] = kept_refs
    else:
        out.pop("allOf")
    out["properties"] = {**properties, **out["properties"]}
    merged = [*required, *(r for r in out.get("required", []) if r not in required)]
    if merged:
        out["required"] = merged
    return out


def _group_of(ref: object, defs: Mapping[str, Any], prefix: str) -> Mapping[str, Any] | None:
    """The group definition an `allOf` entry references, if it is one."""
    if not isinstance(ref, Mapping) or set(ref) != {"$ref"} or not isinstance(ref["$ref"], str):
        return None
    if not ref["$ref"].startswith(prefix):
        return None
    group = defs.get(ref["$ref"][len(prefix) :])
    if (
        not isinstance(group, Mapping)
        or not set(group) <= {"properties", "required"}
        or not isinstance(group.get("properties"), Mapping)
        or not isinstance(group.get("required", []), list)
    ):
        return None
    return group


__all__ = ["GROUP_PREFIX", "PLAIN_KEYS", "factor_groups", "unfactor"]
