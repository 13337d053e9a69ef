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
import heapq
from collections.abc import Mapping, Sequence
from typing import Any, Final

from contexts.adol.dedup import Cost, _self_contained, defs_pointer, references
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
MAX_PRICINGS: Final = 4096
"""`cost` calls at most in one `factor_groups`: the groups found when the next pricing would
pass it are kept, and no more are looked for. The honest listings of `adol_corpus` need
under 800; a hostile MCP upstream's 128 schemas with overlapping random properties made
thousands of candidates in each of 32 rounds (52,000 tokenizer calls, 17 s in the proxy)."""
MAX_PRICED_CHARS: Final = 1 << 21
"""Characters priced (what `cost` is given, all calls together) at most in one
`factor_groups`, beside `MAX_PRICINGS`: a few large schemas priced again in every round
would take long in few calls. The honest listings of `adol_corpus` need under 200,000."""
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
_Best = tuple[int, list[int], dict[str, Any], dict[int, dict[str, Any]], dict[int, int]]
"""A round's best group: (what it saves, its users, its definition, each user rewritten and
what that costs)."""


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
    more than they save). Pricing stops before `MAX_PRICINGS` calls or `MAX_PRICED_CHARS`
    characters: the groups found by then are kept.
    """
    out = [copy.deepcopy(dict(schema)) for schema in schemas]
    plain = [i for i, schema in enumerate(out) if _plain(schema)]
    if len(plain) > MAX_SCHEMAS:
        return out, {}
    return _Factoring(out, {i: _members(out[i]) for i in plain}, shared_uri, cost).run()


class _Pricing:
    """`cost`, counted against `MAX_PRICINGS` calls and `MAX_PRICED_CHARS` characters."""

    def __init__(self, cost: Cost) -> None:
        self._cost = cost
        self.calls = 0
        self.chars = 0

    def affords(self, calls: int, chars: int) -> bool:
        """Whether `calls` more pricings of `chars` characters in all stay within both bounds."""
        return self.calls + calls <= MAX_PRICINGS and self.chars + chars <= MAX_PRICED_CHARS

    def __call__(self, text: str) -> int:
        self.calls += 1
        self.chars += len(text)
        return self._cost(text)


class _Factoring:
    """The greedy rounds of `factor_groups`, and what they keep from one round to the next.

    What a round learns of a candidate (its users, its sort key, its price) is kept while
    it stays a candidate: from one round to the next only the chosen group's users change.
    """

    def __init__(
        self,
        out: list[dict[str, Any]],
        left: dict[int, frozenset[Member]],
        shared_uri: str,
        cost: Cost,
    ) -> None:
        self.out = out
        self.left = left
        self.shared_uri = shared_uri
        self.pricing = _Pricing(cost)
        self.defs: dict[str, Any] = {}
        self.priced: dict[frozenset[Member], int] = {}  # a candidate's text, priced
        self.alone: dict[Member, int] = {}  # one property's text, priced
        self.summing = False  # whether candidates are ranked by `alone` added up
        self.summed: dict[frozenset[Member], int] = {}
        self.width: dict[Member, int] = {}  # one property's text, its length
        self.users: dict[frozenset[Member], list[int]] = {}
        self.order: dict[frozenset[Member], list[Member]] = {}
        self.current: dict[int, int] = {}  # what each schema costs as it now stands
        self.common: dict[tuple[int, int], frozenset[Member]] = {}  # shared by two schemas
        self.shared: set[int] = set(left)  # schemas whose pairs are to work out again

    def run(self) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        while len(self.defs) < MAX_GROUPS:
            name = f"{GROUP_PREFIX}{len(self.defs) + 1}"
            reference = f"{self.shared_uri}#/$defs/{name}"
            ranked = self._ranked(reference)
            if ranked is None:
                break
            best, spent = self._best(ranked, name, reference)
            if best is None:
                break
            _, users, definition, rewritten, costs = best
            self.defs[name] = definition
            moved = _members(definition)
            for i in users:
                self.out[i] = rewritten[i]
                self.current[i] = costs[i]
                self.left[i] = self.left[i] - moved
            # a candidate holding a moved property lost the group's users, and only those
            gone = set(users)
            self.users = {
                m: u if m.isdisjoint(moved) else [i for i in u if i not in gone]
                for m, u in self.users.items()
            }
            self.shared.update(users)
            if spent:
                break
        return self.out, self.defs

    def _ranked(self, reference: str) -> list[tuple[int, frozenset[Member], list[int]]] | None:
        """The best few candidates by the estimate, or None when pricing them is past the bounds."""
        found = self._candidates()
        holders: dict[Member, set[int]] = {}
        for i, members in self.left.items():
            for member in members:
                holders.setdefault(member, set()).add(i)
        self.users = {m: self.users.get(m) or _holding(m, holders) for m in found}
        self.order = {m: self.order.get(m) or sorted(m) for m in found}
        pointer = f'{{"$ref":"{reference}"}},'
        unpriced = [members for members in found if members not in self.priced]
        if not self.summing:
            chars = len(pointer) + sum(self._width(m) for ms in unpriced for m in ms)
            if self.pricing.affords(1 + len(unpriced), chars):
                self.priced.update((ms, self.pricing(_text(ms))) for ms in unpriced)
                unpriced = []
            else:  # too many to price each, from now on: their members' prices added up
                self.summing = True
        unpriced = [members for members in unpriced if members not in self.summed]
        singles = {m for ms in unpriced for m in ms if m not in self.alone}
        chars = len(pointer) + sum(self._width(m) for m in singles)
        if not self.pricing.affords(1 + len(singles), chars):
            return None
        self.alone.update((m, self.pricing(_text(frozenset([m])))) for m in sorted(singles))
        self.summed.update((ms, sum(self.alone[m] for m in ms)) for ms in unpriced)
        self.summed = {ms: price for ms, price in self.summed.items() if ms in found}
        overhead = self.pricing(pointer)

        def estimate(members: frozenset[Member]) -> int:
            price = self.priced.get(members)
            if price is None:
                price = self.summed[members]
            users = len(self.users[members])
            return (users - 1) * price - users * overhead

        # the members' names break ties: the key tells every two candidates apart
        return heapq.nsmallest(
            EXACT_PRICED,
            ((estimate(members), members, self.users[members]) for members in found),
            key=lambda item: (-item[0], self.order[item[1]]),
        )

    def _best(
        self, ranked: list[tuple[int, frozenset[Member], list[int]]], name: str, reference: str
    ) -> tuple[_Best | None, bool]:
        """The candidate that saves most, priced exactly, and whether pricing stopped early."""
        best: _Best | None = None
        for estimate, members, users in ranked:
            if estimate <= 0:
                break
            definition, rewritten = _factored(self.out, members, users, reference)
            before = {
                i: canonical_bytes(self.out[i]).decode() for i in users if i not in self.current
            }
            after = {i: canonical_bytes(rewritten[i]).decode() for i in users}
            written = f'"{name}":{canonical_bytes(definition).decode()},'
            texts = [*before.values(), *after.values(), written]
            if not self.pricing.affords(len(texts), sum(map(len, texts))):
                return best, True
            self.current.update((i, self.pricing(text)) for i, text in before.items())
            costs = {i: self.pricing(text) for i, text in after.items()}
            saved = sum(self.current[i] - costs[i] for i in users) - self.pricing(written)
            if saved > 0 and (best is None or saved > best[0]):
                best = (saved, users, definition, rewritten, costs)
        return best, False

    def _candidates(self) -> set[frozenset[Member]]:
        """Property sets that two or more schemas share.

        The properties two schemas share are kept per pair, and worked out again only for
        the pairs that hold a schema the last group changed (`self.shared`, at first all).
        """
        for a in sorted(self.shared):
            for b in self.left:
                if a != b:
                    common = self.left[a] & self.left[b]
                    pair = (min(a, b), max(a, b))
                    if len(common) >= MIN_GROUP:
                        self.common[pair] = common
                    else:
                        self.common.pop(pair, None)
        self.shared.clear()
        return set(self.common.values())

    def _width(self, member: Member) -> int:
        """The length of a property's text (`_text`), which a candidate's adds up."""
        if member not in self.width:
            self.width[member] = len(_text(frozenset([member])))
        return self.width[member]


def _holding(members: frozenset[Member], holders: Mapping[Member, set[int]]) -> list[int]:
    """The schemas that hold every one of `members`, in order."""
    return sorted(set.intersection(*(holders[m] for m in members)))


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
    kept_refs: list[Any] = []
    required: list[str] = []
    properties: dict[str, Any] = {}
    for ref in refs:
        group = _group_of(ref, defs, shared_uri)
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


def _group_of(ref: object, defs: Mapping[str, Any], shared_uri: str) -> Mapping[str, Any] | None:
    """The group definition an `allOf` entry references (decoded: `defs_pointer`), if one."""
    if not isinstance(ref, Mapping) or set(ref) != {"$ref"} or not isinstance(ref["$ref"], str):
        return None
    try:
        found = defs_pointer(ref["$ref"], shared_uri)
    except ValueError:
        return None
    if found is None or found[1]:
        return None
    group = defs.get(found[0])
    if (
        not isinstance(group, Mapping)
        or not set(group) <= {"properties", "required"}
        or not isinstance(group.get("properties"), Mapping)
        or not isinstance(group.get("required", []), list)
    ):
        return None
    return group


__all__ = ["GROUP_PREFIX", "PLAIN_KEYS", "SIBLING_REF_DIALECTS", "factor_groups", "unfactor"]
