"""The de-duplication mechanism on a whole tool listing: repeated sub-schemas, then property groups.

`compact_listing(tools, shared_uri)` rewrites the input schemas of a list of
MCP tools with `dedupe` (repeated sub-schemas to references) and then
`factor_groups` (repeated groups of properties to one referenced
definition), and returns the tools with the one shared definitions document
(`{"$id": shared_uri, "$defs": {...}}`, or None when nothing was shared).
`expand_listing(tools, shared)` undoes both for consumers that cannot follow
references: each input schema then accepts exactly the instances the
original accepted (tests/test_adol_groups.py holds the three forms to the
compiled validator).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from contexts.adol.dedup import Cost, dedupe, inline
from contexts.adol.groups import factor_groups, unfactor
from contexts.adol.hoist import HOISTED, hoist_defs, unhoist
from contexts.canonical import canonical_bytes

SCHEMA_KEY = "inputSchema"


def compact_listing(
    tools: Sequence[Mapping[str, Any]], shared_uri: str, *, cost: Cost = len
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """(the tools with de-duplicated input schemas, the shared definitions document or None).

    Of the listing as given, with sub-schemas de-duplicated, and with property groups
    factored too, the one that costs least (the shared document counted) is returned:
    de-duplication never makes a listing dearer.
    """
    has = [isinstance(tool.get(SCHEMA_KEY), Mapping) for tool in tools]
    schemas = [tool[SCHEMA_KEY] for tool, ok in zip(tools, has, strict=True) if ok]
    options: list[tuple[list[dict[str, Any]], dict[str, Any] | None]] = [
        ([dict(tool) for tool in tools], None)
    ]
    starts: list[tuple[Sequence[Mapping[str, Any]], dict[str, Any]]] = [(schemas, {})]
    hoisted, family = hoist_defs(schemas, shared_uri)
    if family:
        starts.append((hoisted, family))
    for start, moved in starts:
        deduped = dedupe(start, shared_uri, cost=cost, reserved=moved)
        defs = {**moved, **deduped.shared.get("$defs", {})}
        hoisted_names = sorted(moved)
        options.append(
            (
                _with_schemas(tools, has, deduped.schemas),
                _document(shared_uri, defs, hoisted_names),
            )
        )
        factored, groups = factor_groups(deduped.schemas, shared_uri, cost=cost)
        if groups and not set(groups) & set(defs):  # a property called g1 keeps them apart
            options.append(
                (
                    _with_schemas(tools, has, factored),
                    _document(shared_uri, {**defs, **groups}, hoisted_names),
                )
            )
    return min(options, key=lambda option: _total(option, cost))


def _total(option: tuple[list[dict[str, Any]], dict[str, Any] | None], cost: Cost) -> int:
    listing, shared = option
    documents = [*listing, shared] if shared is not None else listing
    return sum(cost(canonical_bytes(document).decode()) for document in documents)


def expand_listing(
    tools: Sequence[Mapping[str, Any]], shared: Mapping[str, Any] | None
) -> list[dict[str, Any]]:
    """The tools with every reference `compact_listing` wrote resolved again."""
    if not shared:
        return [dict(tool) for tool in tools]
    has = [isinstance(tool.get(SCHEMA_KEY), Mapping) for tool in tools]
    schemas = [
        expand_schema(tool[SCHEMA_KEY], shared) for tool, ok in zip(tools, has, strict=True) if ok
    ]
    return _with_schemas(tools, has, schemas)


def expand_schema(schema: Mapping[str, Any], shared: Mapping[str, Any] | None) -> dict[str, Any]:
    """One input schema with every reference `compact_listing` wrote resolved again."""
    if not shared:
        return dict(schema)
    defs, uri = shared.get("$defs", {}), str(shared.get("$id", ""))
    hoisted = shared.get(HOISTED, [])
    names = hoisted if isinstance(hoisted, list) else []
    family = {name: defs[name] for name in names if isinstance(name, str) and name in defs}
    return inline(unfactor(unhoist(schema, family, uri), defs, uri), shared)


def _document(uri: str, defs: dict[str, Any], hoisted: list[str]) -> dict[str, Any] | None:
    if not defs:
        return None
    return {"$id": uri, "$defs": defs, **({HOISTED: hoisted} if hoisted else {})}


def _with_schemas(
    tools: Sequence[Mapping[str, Any]], has: list[bool], schemas: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    rewritten = iter(schemas)
    return [
        {**tool, SCHEMA_KEY: next(rewritten)} if ok else dict(tool)
        for tool, ok in zip(tools, has, strict=True)
    ]


__all__ = ["compact_listing", "expand_listing", "expand_schema"]
