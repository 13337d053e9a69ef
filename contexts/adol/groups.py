"""Property groups: parameters that travel together across tools, written once.

`$ref` de-duplication (`contexts.adol.dedup`) moves repeated *sub-schemas*;
after a short listing has dropped the descriptions, what repeats most is
not a sub-schema but a *group of properties*: `owner` and `repo`, `page` and
`perPage`, each with the same small schema, in dozens of tools. A reference
to `{"type": "string"}` costs as much as the schema itself; a reference to
the group `{owner, repo, page, perPage}` replaces four of them.

`factor_groups(schemas, shared_uri)` finds such groups greedily (the group
whose factoring saves the most, by `cost`, first; then again on what is
left) and rewrites each schema that has one to reference it: the schema's
own `$ref` (`{"$ref": "<shared_uri>#/$defs/<group>", ...the rest}`) when it
has none and its dialect lets `$ref` stand beside other keywords (2019-09
and 2020-12; no `$schema` counts as 2020-12, the default of JSON Schema in
MCP and in Shared Contexts), else one more `allOf` entry. The group's
definition holds its properties and those of them that every schema using
it requires. Only plain object schemas are rewritten: keys among `type`,
`properties`, `required`, `title`, `description`, `$schema`, `allOf` (no
`additionalProperties`, `patternProperties`, `unevaluatedProperties`, no
other applicators: with those, moving properties into a referenced schema
would change what is accepted). For such schemas the rewrite accepts
exactly the same instances: the properties' schemas apply the same, and
`required` is the union of the group's and the rest's.

`required` is a set (its order means nothing to a validator), so a group
takes the names every user requires wherever they stand in each user's
list; `unfactor(schema, shared)` merges the groups back (the group's
properties into `properties`, its `required` first), for consumers that
cannot follow references. The result accepts the same instances as the
original; its `required` may list the same names in another order.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Mapping, Sequence
from typing import Any, Final

from contexts.adol.dedup import Cost, _self_contained, references
from contexts.canonical import canonical_bytes

PLAIN_KEYS: Final = frozenset(
    {"type", "properties", "required", "title", "description", "$schema", "allOf"}
)
"""The keywords of an object schema whose properties may be factored into a group."""
MIN_GROUP: Final = 2
"""A group has at least two properties (one is what `dedupe` handles)."""
MAX_SCHEMAS: Final = 128
"""Candidate groups come from pairs of schemas: more than this many are left as they are."""
EXACT_PRICED: Final = 8
"""Candidates priced exactly in each round (the best by the estimate)."""
MAX_GROUPS: Final = 32
"""Rounds (groups written) at most: each round looks at every pair of schemas again."""
GROUP_PREFIX: Final = "g"
SIBLING_REF_DIALECTS: Final = frozenset(
    {
        "https://json-schema.org/draft/2020-12/schema",
        "https://json-schema.org/draft/2019-09/schema",
    }
)
"""Dialects in which `$ref` applies beside other keywords (before 2019-09 it overrode them)."""

Member = tuple[str, bytes]
"""A property: its name and its schema's canonical bytes."""


def _plain(schema: Mapping[str, Any]) -> bool:
    """Whether the schema's properties may be factored (see the module).

    A reference inside the schema that points into the schema itself (`#...`: to a
    property, to the root) would point elsewhere, or nowhere, once a property moves:
    such a schema stays whole.
    """
    return (
        set(schema) <= PLAIN_KEYS
        and schema.get("type") == "object"
        and isinstance(schema.get("properties"), Mapping)
        and isinstance(schema.get("required", []), list)
        and isinstance(schema.get("allOf", []), list)
        and not any(ref.startswith("#") for ref in references(schema))
    )


def _members(schema: Mapping[str, Any]) -> frozenset[Member]:
    """The properties that may move.

    A sub-schema with a `$ref`, `$id`, an anchor or `$defs` of its own would mean
    something else in the shared document, so it stays.
    """
    return frozenset(
        (name, canonical_bytes(sub))
        for name, sub in schema["properties"].items()
        if _self_contained(sub)
    )


def _text(members: frozenset[Member]) -> str:
    """The properties as they are written: `"name":{...},` each."""
    return "".join(f'"{name}":{sub.decode()},' for name, sub in sorted(members))


def factor_groups(
    schemas: Sequence[Mapping[str, Any]], shared_uri: str, *, cost: Cost = len
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(the schemas with their property groups referenced, the groups' definitions by name).

    Each round ranks the candidate groups by an estimate of what factoring saves
    (the members' text against a reference, per user), prices the best few exactly
    (the schemas rewritten), and keeps the best, for at most `MAX_GROUPS` rounds; with
    more than `MAX_SCHEMAS` plain schemas nothing is factored (the rounds would cost
    more than they save).
    """
    out = [copy.deepcopy(dict(schema)) for schema in schemas]
    plain = [i for i, schema in enumerate(out) if _plain(schema)]
    if len(plain) > MAX_SCHEMAS:
        return out, {}
    left = {i: _members(out[i]) for i in plain}
    defs: dict[str, Any] = {}
    priced: dict[frozenset[Member], int] = {}
    while len(defs) < MAX_GROUPS:
        name = f"{GROUP_PREFIX}{len(defs) + 1}"
        reference = f"{shared_uri}#/$defs/{name}"
        overhead = cost(f'{{"$ref":"{reference}"}},')
        estimates = []
        for members, users in _candidates(left):
            if members not in priced:
                priced[members] = cost(_text(members))
            estimates.append(
                ((len(users) - 1) * priced[members] - len(users) * overhead, members, users)
            )
        estimates.sort(key=lambda item: (-item[0], sorted(item[1])))
        best: tuple[int, list[int], dict[str, Any], dict[int, dict[str, Any]]] | None = None
        for estimate, members, users in estimates[:EXACT_PRICED]:
            if estimate <= 0:
                break
            definition, rewritten = _factored(out, members, users, reference)
            saved = sum(_cost(out[i], cost) - _cost(rewritten[i], cost) for i in users)
            saved -= cost(f'"{name}":{canonical_bytes(definition).decode()},')
            if saved > 0 and (best is None or saved > best[0]):
                best = (saved, users, definition, rewritten)
        if best is None:
            break
        _, users, definition, rewritten = best
        defs[name] = definition
        moved = _members(definition)
        for i in users:
            out[i] = rewritten[i]
            left[i] = left[i] - moved
    return out, defs


def _cost(schema: Mapping[str, Any], cost: Cost) -> int:
    return cost(canonical_bytes(schema).decode())


def _candidates(
    left: Mapping[int, frozenset[Member]],
) -> list[tuple[frozenset[Member], list[int]]]:
    """Property sets that two or more schemas share, each with the schemas that hold it."""
    holders: dict[Member, set[int]] = {}
    for i, members in left.items():
        for member in members:
            holders.setdefault(member, set()).add(i)
    shared = {
        i: frozenset(m for m in members if len(holders[m]) > 1) for i, members in left.items()
    }
    found: set[frozenset[Member]] = set()
    for a, b in itertools.combinations(sorted(i for i in shared if len(shared[i]) >= MIN_GROUP), 2):
        common = shared[a] & shared[b]
        if len(common) >= MIN_GROUP:
            found.add(common)
    return [
        (members, sorted(set.intersection(*(holders[m] for m in members))))
        for members in sorted(found, key=sorted)
    ]


def _factored(
    schemas: Sequence[dict[str, Any]], members: frozenset[Member], users: list[int], reference: str
) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """The group's definition, and each user rewritten to reference it."""
    names = {name for name, _ in members}
    # the names every user requires, in the first user's order (`required` is a set)
    always = [
        r
        for r in schemas[users[0]].get("required", [])
        if r in names and all(r in schemas[i].get("required", []) for i in users)
    ]
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
        if "$ref" not in schema and _sibling_ref(schema):
            schema["$ref"] = reference
        else:
            schema["allOf"] = [*schema.get("allOf", []), {"$ref": reference}]
        rewritten[i] = schema
    return definition, rewritten


def _sibling_ref(schema: Mapping[str, Any]) -> bool:
    """Whether `$ref` may stand beside the schema's other keywords (its dialect)."""
    dialect = schema.get("$schema")
    return dialect is None or (
        isinstance(dialect, str) and dialect.rstrip("#") in SIBLING_REF_DIALECTS
    )


def unfactor(schema: Mapping[str, Any], defs: Mapping[str, Any], shared_uri: str) -> dict[str, Any]:
    """`schema` with the groups `factor_groups` referenced merged back into it.

    A reference (the schema's own `$ref`, or an `allOf` entry that is only a
    reference) to a definition in `defs` holding only `properties` (and
    `required`) merges into `schema` when `schema` is a plain object schema and
    none of those properties is already its own; any other stays (an own `$ref`
    that stays moves into `allOf`, where consumers that inline references find
    it). Either way the result accepts the same instances.
    """
    out = copy.deepcopy(dict(schema))
    own = {"$ref": out.pop("$ref")} if "$ref" in out and _sibling_ref(out) else None
    refs = [*([own] if own else []), *out.get("allOf", [])] if _plain(out) else []
    if "$ref" in out or not refs:
        if own:
            out["$ref"] = own["$ref"]
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
        out.pop("allOf", None)
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


__all__ = ["GROUP_PREFIX", "PLAIN_KEYS", "SIBLING_REF_DIALECTS", "factor_groups", "unfactor"]
