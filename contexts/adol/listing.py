"""Short and full listings (`optional` blocks), and output filtering (`requireOutput`).

The token-efficiency draft's second and third mechanisms, on plain JSON:

- An entry of a listing (an MCP tool, a concept, a task) may carry an
  `optional` block: members that are not needed to use it (an output
  schema, annotations, long descriptions of parameters...). `short(entry)`
  drops the block; `full(entry)` merges it in, deep, where it says. The
  block may add, never replace: a member both in the entry and in its block
  (other than two objects, merged in turn) is `OptionalConflictError`, so a
  short listing loses only what `optional` marks. Decision where the draft
  is silent: the block mirrors the entry's own shape (`{"inputSchema":
  {"properties": {"q": {"description": "..."}}}}` adds a description deep
  inside), which lets it mark any part, at any depth, optional.
- `require_output(schema)` is the draft's `requireOutput` member for an
  output schema (an array of unique strings from an enum of the output's
  field paths, dotted for nested objects), and `filtered(result, paths)`
  keeps the named fields of a result (an ancestor path keeps all below it).
  Decision where the draft is silent: an output of more than `MAX_OUTPUT_PATHS`
  paths, or with one longer than `MAX_PATH_LENGTH`, is not filterable
  (`UnfilterableOutputError`): it offers no `requireOutput`.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any, Final

from contexts.adol.dedup import SCHEMA_MAPS, SCHEMA_ONE

OPTIONAL: Final = "optional"
MAX_DEPTH: Final = 32


class OptionalConflictError(ValueError):
    """An `optional` block that would replace a member the entry already has."""


def short(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry without its `optional` block."""
    return {key: value for key, value in entry.items() if key != OPTIONAL}


def full(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry with its `optional` block merged in (see the module)."""
    block = entry.get(OPTIONAL)
    base = short(entry)
    if block is None:
        return copy.deepcopy(base)
    if not isinstance(block, Mapping):
        raise OptionalConflictError("`optional` is not an object")
    # Copied once, whole: merging copied each level's subtree again at every level below
    # it (an outside attack: a 990 KB tool 14 deep took 16 s per full listing).
    return copy.deepcopy(_merged(base, block, "", 0))


def _merged(
    base: Mapping[str, Any], extra: Mapping[str, Any], path: str, depth: int
) -> dict[str, Any]:
    """`base` with `extra` merged in: new dicts along the merged paths, the rest shared."""
    if depth > MAX_DEPTH:
        raise OptionalConflictError(f"`optional` nests deeper than {MAX_DEPTH}")
    out = dict(base)
    for key, value in extra.items():
        where = f"{path}/{key}"
        if key not in out:
            out[key] = value
        elif isinstance(out[key], Mapping) and isinstance(value, Mapping):
            out[key] = _merged(out[key], value, where, depth + 1)
        else:
            raise OptionalConflictError(f"`optional` would replace {where}")
    return out


NON_ESSENTIAL: Final = ("outputSchema", "annotations", "_meta")
"""The members of an MCP tool a short listing may leave out (with its parameters' descriptions)."""


def optionalized(tool: Mapping[str, Any]) -> dict[str, Any]:
    """A tool with its non-essential parts moved into an `optional` block.

    The descriptions of its input schema's parameters (at every depth; the tool's own
    description stays), and its `outputSchema`, `annotations` and `_meta`. `full` of the
    result is the tool again, exactly; `short` of it is what a model needs to call it.
    """
    base = {key: copy.deepcopy(value) for key, value in tool.items() if key not in NON_ESSENTIAL}
    block: dict[str, Any] = {key: copy.deepcopy(tool[key]) for key in NON_ESSENTIAL if key in tool}
    if OPTIONAL in tool:
        raise OptionalConflictError("the tool already has an `optional` block")
    schema = tool.get("inputSchema")
    if isinstance(schema, Mapping):
        kept, moved = _descriptions_out(schema, top=True)
        base["inputSchema"] = kept
        if moved:
            block["inputSchema"] = moved
    if block:
        base[OPTIONAL] = block
    return base


def _map_out(children: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """`_descriptions_out` of each sub-schema of a map (`properties`...)."""
    kept: dict[str, Any] = {}
    moved: dict[str, Any] = {}
    for name, child in children.items():
        if isinstance(child, Mapping):
            kept[name], part = _descriptions_out(child)
            if part:
                moved[name] = part
        else:
            kept[name] = child
    return kept, moved


def _descriptions_out(
    schema: Mapping[str, Any], *, top: bool = False
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the schema without its sub-schemas' descriptions, those descriptions in its shape)."""
    kept = dict(schema)
    moved: dict[str, Any] = {}
    if not top and isinstance(kept.get("description"), str):
        moved["description"] = kept.pop("description")
    for keyword in SCHEMA_MAPS:
        children = kept.get(keyword)
        if isinstance(children, Mapping):
            kept[keyword], moved_children = _map_out(children)
            if moved_children:
                moved[keyword] = moved_children
    for keyword in SCHEMA_ONE:
        child = kept.get(keyword)
        if isinstance(child, Mapping):
            kept[keyword], part = _descriptions_out(child)
            if part:
                moved[keyword] = part
    return kept, moved


def strip_descriptions(schema: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(`schema` without its sub-schemas' descriptions, at any depth; those descriptions).

    The second member has the schema's shape, so that it can be an `optional`
    block: `full` merges it back. The schema's own description stays.
    """
    return _descriptions_out(schema, top=True)


MAX_OUTPUT_PATHS: Final = 1024
"""Most field paths one output schema may have and still be filtered (the builtin contexts'
widest task result has 15; the MCP corpora's tools have none)."""
MAX_PATH_LENGTH: Final = 256
"""Most characters of one field path (the builtin contexts' longest is 36)."""


class UnfilterableOutputError(ValueError):
    """An output schema that cannot be filtered: too many field paths, or one too long.

    Or a field whose name holds a dot (paths are dotted: it could not be named alone).
    Its paths are not listed: each is its ancestors' names again, so one long name over many
    fields made the list quadratic in the schema (a 151 KB tool listed 200 MB of paths).
    """


def output_paths(schema: Mapping[str, Any]) -> list[str]:
    """The field paths of an object output schema.

    Each property, dotted into nested objects and into the objects of arrays
    (`offers.price`: the price of each offer). Raises `UnfilterableOutputError` past
    `MAX_OUTPUT_PATHS` paths or a path of more than `MAX_PATH_LENGTH` characters, found
    before the path is built: the work is bounded by the two, not by the schema; and
    for a field whose name holds a dot (an outside attack: a required `amount.eur`
    asked for was read as field `eur` of `amount` and dropped from the result).
    """
    paths: list[str] = []
    _collect_paths(schema, "", 0, paths)
    return paths


def _collect_paths(schema: Mapping[str, Any], prefix: str, depth: int, paths: list[str]) -> None:
    if depth > MAX_DEPTH:
        return
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return
    for name, sub in properties.items():
        if "." in name:  # (`a.b` would name field `b` of `a` as well: two fields, one path)
            raise UnfilterableOutputError(f"a field named {name[:64]!r}, which no path can name")
        if len(prefix) + len(name) > MAX_PATH_LENGTH:
            raise UnfilterableOutputError(f"a field path longer than {MAX_PATH_LENGTH} characters")
        if len(paths) == MAX_OUTPUT_PATHS:
            raise UnfilterableOutputError(f"more than {MAX_OUTPUT_PATHS} field paths")
        path = f"{prefix}{name}"
        paths.append(path)
        if not isinstance(sub, Mapping):
            continue
        inner = sub.get("items") if sub.get("type") == "array" else sub
        if isinstance(inner, Mapping) and inner.get("type") == "object":
            _collect_paths(inner, f"{path}.", depth + 1, paths)


def require_output(output_schema: Mapping[str, Any]) -> dict[str, Any]:
    """The `requireOutput` member for a tool whose output follows `output_schema`.

    Raises `UnfilterableOutputError` as `output_paths` does.
    """
    return require_output_of(output_paths(output_schema))


def require_output_of(paths: Iterable[str]) -> dict[str, Any]:
    """The `requireOutput` member choosing among `paths` (an output schema's, listed once)."""
    return {
        "description": "The output fields to return (dotted paths for nested fields); all when "
        "absent.",
        "type": "array",
        "items": {"type": "string", "enum": list(paths)},
        "uniqueItems": True,
    }


def filtered(result: Mapping[str, Any], paths: Iterable[str]) -> dict[str, Any]:
    """The fields of `result` that `paths` name (dotted paths; a path keeps all below it).

    Paths that name nothing are ignored; an empty list of paths keeps nothing. The
    paths are first merged into one tree, then the result is walked once, each object
    by the fewer of its keys and the tree's: an array of 10,000 small objects and 1,000
    paths through it is not 10 million lookups.
    """
    return _kept(result, _path_tree(paths))


_PathTree = dict[str, "_PathTree | None"]
"""Dotted paths as nested dicts: a field maps to the tree below it, or None if kept whole."""


def _path_tree(paths: Iterable[str]) -> _PathTree:
    """The dotted `paths` merged into one tree; a field named whole stays whole."""
    tree: _PathTree = {}
    for path in paths:
        node = tree
        *heads, last = path.split(".")
        for head in heads:
            child = node.setdefault(head, {})
            if child is None:
                break
            node = child
        else:
            node[last] = None
    return tree


def _kept(source: Mapping[str, Any], tree: _PathTree) -> dict[str, Any]:
    """What of `source` the path tree names; through arrays, each object of it.

    A path through a value that is neither an object nor an array names nothing; the
    other items of an array stay as they are.
    """
    out: dict[str, Any] = {}
    heads = tree if len(tree) <= len(source) else [key for key in source if key in tree]
    for head in heads:
        if head not in source:
            continue
        below, value = tree[head], source[head]
        if below is None:
            out[head] = copy.deepcopy(value)
        elif isinstance(value, list):
            out[head] = [
                _kept(item, below) if isinstance(item, Mapping) else copy.deepcopy(item)
                for item in value
            ]
        elif isinstance(value, Mapping):
            out[head] = _kept(value, below)
    return out


__all__ = [
    "MAX_OUTPUT_PATHS",
    "MAX_PATH_LENGTH",
    "NON_ESSENTIAL",
    "OPTIONAL",
    "OptionalConflictError",
    "UnfilterableOutputError",
    "filtered",
    "full",
    "optionalized",
    "output_paths",
    "require_output",
    "require_output_of",
    "short",
    "strip_descriptions",
]
