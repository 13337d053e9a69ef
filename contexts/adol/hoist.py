"""Shared `$defs`: definitions that every tool of a listing repeats, written once.

Schemas generated from one API description (an OpenAPI document behind an
MCP server, say) often carry the same `$defs` block in every tool: each
tool is one document, so each repeats the components it might need. `dedupe`
cannot move those (they hold `$ref`s, whose meaning depends on the document
they stand in); this module can, because it moves a whole family of
definitions at once:

- `hoist_defs(schemas, shared_uri)` finds the `$defs` names that two or
  more schemas define identically (canonical JSON), keeps those whose
  references all point to `#/$defs/<another such name>` (so the family is
  closed: inside the shared document, `#/$defs/<name>` resolves to the same
  definition it did inside each tool), removes them from each schema's
  `$defs`, and rewrites every reference to them that is left in the schema
  (`#/$defs/<name>`, or a pointer below it) to
  `<shared_uri>#/$defs/<name>`. Definitions holding `$id`, an anchor or a
  dynamic reference stay where they are.
- `unhoist(schema, family, shared_uri)` brings back every definition of
  the family (`family`: the shared definitions whose names the shared
  document lists under `x-adol-hoisted`) the schema references, and those
  they reference, into its own `$defs`, and the references to
  `#/$defs/<name>`: a schema for consumers that cannot resolve an external
  document.

Both accept exactly the instances the original accepts (a definition that
no reference used is not brought back: it could not change a verdict).
Only `$defs` (2019-09 and later) is handled, not draft-07's `definitions`.
References are compared by the name they decode to (`defs_pointer`:
`#/$defs/a~1b` and `#/$defs/a%7E1b` name `a/b`) and rewritten keeping their
fragment as written; a schema with a malformed pointer is left as it is.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Final

from contexts.adol.dedup import defs_pointer, references
from contexts.canonical import canonical_bytes

HOISTED: Final = "x-adol-hoisted"
"""The shared document's member listing the names `hoist_defs` moved there (an annotation to
validators; what tells `unhoist` which definitions are a family, not `dedupe`'s or groups)."""
INTERNAL: Final = re.compile(r"^#/\$defs/([^/]+)(/.*)?$")
"""A reference to a definition of the same document (or a pointer below one), as written
(`defs_pointer` decodes what it names)."""
_IDENTIFIERS: Final = frozenset({"$id", "$anchor", "$dynamicAnchor", "$dynamicRef"})


def _nodes(node: object) -> Iterator[dict[str, Any]]:
    """Every object in a JSON value (schemas and data alike: data holds no `$ref` key we use)."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _nodes(value)


def _movable(definition: object) -> bool:
    """No identifier (its meaning would change in another document)."""
    return not any(_IDENTIFIERS & each.keys() for each in _nodes(definition))


def hoist_defs(
    schemas: Sequence[Mapping[str, Any]], shared_uri: str, *, reserved: frozenset[str] = frozenset()
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(the schemas with shared definitions referenced, the shared definitions by name).

    `reserved`: names the shared document already uses for something else.
    """
    out = [copy.deepcopy(dict(schema)) for schema in schemas]
    bodies, chosen = _family([schema for schema in out if _decodable(schema)], reserved)
    if not chosen:
        return out, {}

    def target(reference: str) -> str:
        return shared_uri + reference  # the fragment as written

    for index, schema in enumerate(out):
        defs = schema.get("$defs")
        if not isinstance(defs, dict) or not chosen & defs.keys() or not _decodable(schema):
            continue
        kept = {name: body for name, body in defs.items() if name not in chosen}
        rest = {key: value for key, value in schema.items() if key != "$defs"}
        rewritten = _rewrite(rest, "", chosen, target)
        if kept:
            rewritten["$defs"] = _rewrite(kept, "", chosen, target)
        out[index] = rewritten
    return out, {name: copy.deepcopy(bodies[name]) for name in sorted(chosen)}


def _decodable(schema: object) -> bool:
    """Whether every reference in `schema` is certain in what it names (`defs_pointer`)."""
    try:
        for ref in references(schema):
            defs_pointer(ref)
    except ValueError:
        return False
    return True


def _internal(reference: str) -> str | None:
    """The definition of the same document `reference` names, or None (malformed: None)."""
    try:
        found = defs_pointer(reference)
    except ValueError:
        return None
    return found[0] if found is not None else None


def _family(
    schemas: Sequence[dict[str, Any]], reserved: frozenset[str]
) -> tuple[dict[str, Any], set[str]]:
    """(a body per definition name, the names to move: identical in two or more, closed)."""
    seen: dict[str, set[bytes]] = {}
    holders: dict[str, int] = {}
    bodies: dict[str, Any] = {}
    for schema in schemas:
        defs = schema.get("$defs")
        for name, body in defs.items() if isinstance(defs, dict) else ():
            seen.setdefault(name, set()).add(canonical_bytes(body))
            holders[name] = holders.get(name, 0) + 1
            bodies.setdefault(name, body)
    chosen = {
        name
        for name, versions in seen.items()
        if len(versions) == 1 and holders[name] > 1 and name not in reserved
        if _movable(bodies[name])
    }
    return bodies, _closed(chosen, bodies)


def _closed(candidates: set[str], bodies: Mapping[str, Any]) -> set[str]:
    """The most of `candidates` that reference only each other (and nothing outside).

    Each body's references are read once; a name that leaves takes with it, through a
    map from each name to those referencing it, every name that references it. Dropping
    one link of a chain per pass over every body was quadratic (a chain of 8,000
    definitions from a hostile MCP upstream: 50 s).
    """
    referrers: dict[str, set[str]] = {name: set() for name in candidates}
    leaving: list[str] = []
    for name in candidates:
        for ref in references(bodies[name]):
            target = _internal(ref)
            if target is None or target not in candidates:
                leaving.append(name)
                break
            referrers[target].add(name)
    chosen = set(candidates)
    while leaving:
        name = leaving.pop()
        if name in chosen:
            chosen.discard(name)
            leaving.extend(referrers[name] & chosen)
    return chosen


def _rewrite(
    node: Any,  # noqa: ANN401 - a JSON value
    document: str,
    names: set[str],
    target: Callable[[str], str],
) -> Any:  # noqa: ANN401 - a JSON value
    """A copy of `node` with the `$ref`s into `document`'s `$defs` pointed elsewhere.

    A reference (`defs_pointer`) to one of `names`, or below one, becomes
    `target(reference)`; every other stays as written.
    """
    if isinstance(node, dict):
        out = {key: _rewrite(value, document, names, target) for key, value in node.items()}
        ref = node.get("$ref")
        if isinstance(ref, str):
            try:
                found = defs_pointer(ref, document)
            except ValueError:
                found = None
            if found is not None and found[0] in names:
                out["$ref"] = target(ref)
        return out
    if isinstance(node, list):
        return [_rewrite(value, document, names, target) for value in node]
    return node


def unhoist(
    schema: Mapping[str, Any], family: Mapping[str, Any], shared_uri: str
) -> dict[str, Any]:
    """`schema` with the family's definitions it references brought back into its own `$defs`.

    `family`: the definitions `hoist_defs` moved (by name). A family that is not
    closed (a reference inside it that is not internal), or a name the schema
    already defines otherwise, leaves the schema as it is.
    """
    if not _decodable(schema):
        return dict(schema)
    wanted: list[str] = []
    for ref in references(schema):
        found = defs_pointer(ref, shared_uri)
        if found is not None and found[0] in family and found[0] not in wanted:
            wanted.append(found[0])
    back: dict[str, Any] = {}
    while wanted:
        name = wanted.pop()
        if name in back:
            continue
        body = family.get(name)
        inner = [_internal(ref) for ref in references(body)]
        if body is None or any(target is None for target in inner):
            return dict(schema)  # not a closed family: not one `hoist_defs` wrote
        back[name] = copy.deepcopy(body)
        wanted.extend(target for target in inner if target is not None)
    if not back:
        return dict(schema)
    own = schema.get("$defs", {})
    if not isinstance(own, dict) or own.keys() & back.keys():
        return dict(schema)
    out: dict[str, Any] = _rewrite(
        dict(schema), shared_uri, set(back), lambda ref: ref[len(shared_uri) :]
    )
    out["$defs"] = {**out.get("$defs", {}), **back}
    return out


__all__ = ["HOISTED", "INTERNAL", "hoist_defs", "unhoist"]
