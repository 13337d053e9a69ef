"""`$ref` de-duplication of JSON Schemas, and the resolver that inlines references again.

The token-efficiency draft's first mechanism: sub-schemas that repeat
(across the tools of one server, the tasks and concepts of one context) are
written once and referenced.

- `dedupe(schemas, shared_uri)`: a sub-schema that occurs at least twice
  within one schema moves to that schema's `$defs` (an internal reference,
  `#/$defs/<name>`); one that occurs in two or more schemas moves to one
  shared definitions document (`shared_uri`, an external reference,
  `<shared_uri>#/$defs/<name>`). A sub-schema is moved only when that saves
  bytes, only from a schema position (`properties`, `items`, `anyOf`...:
  never from data such as `enum`, `const`, `default` or `examples`), and
  never when it holds a `$ref`, `$id`, an anchor or `$defs` of its own (its
  meaning would change where it lands). A schema that holds any of those
  itself is left as it is.
- `inline(schema, shared)`: every reference `dedupe` wrote replaced by its
  definition again, for consumers that cannot follow references.

What `dedupe` writes accepts exactly the instances the original accepts
(tests/test_adol_dedup.py holds both forms to the compiled validator with
Hypothesis), and `inline` gives back the original, byte for byte in
canonical JSON.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import unquote

from contexts.canonical import canonical_bytes

SCHEMA_MAPS: Final = (
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
)
"""Keywords whose value maps names to sub-schemas."""
SCHEMA_LISTS: Final = ("allOf", "anyOf", "oneOf", "prefixItems")
"""Keywords whose value is a list of sub-schemas."""
SCHEMA_ONE: Final = (
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
)
"""Keywords whose value is one sub-schema."""
_POSITIONAL: Final = frozenset(
    {
        "$ref",
        "$id",
        "$anchor",
        "$dynamicAnchor",
        "$dynamicRef",
        "$recursiveRef",
        "$recursiveAnchor",
        "$defs",
        "definitions",
        "$schema",
    }
)
"""What makes a sub-schema's meaning depend on where it stands: such sub-schemas stay.

They are looked for at every depth of the JSON value, not only under the keywords this
module walks (draft-07's array `items`, `dependencies`, `additionalItems`,
`contentSchema`, unknown keywords): one anywhere keeps the whole sub-schema in place."""
MAX_DEPTH: Final = 64
"""How deep `inline` follows sub-schemas and references."""
MAX_INLINED: Final = 16 * 1024 * 1024
"""The most characters of JSON (about: strings and keys, and a few for every value) `inline`
makes by default. References to references multiply a small document without bound (a
definition naming the next twice, forty deep, is 2^40 copies; one long string at its end, a
few hundred bytes made gigabytes): what `dedupe` writes expands to the size it was given."""
MIN_BYTES: Final = 24
"""Sub-schemas smaller than this (canonical JSON) are never moved."""
_NAME: Final = re.compile(r"[^A-Za-z0-9_-]+")
_BAD_PERCENT: Final = re.compile(r"%(?![0-9A-Fa-f]{2})")
_BAD_TILDE: Final = re.compile(r"~(?![01])")


def defs_pointer(reference: str, document: str = "") -> tuple[str, bool] | None:
    """The `$defs` name `reference` points to in `document` ("": the same one), decoded.

    (name, whether it points below that definition), or None for a reference
    elsewhere. The fragment is read as validators read it: percent-decoded
    first (`%2F` separates, `%20` is a space), then each JSON Pointer token
    unescaped (RFC 6901: `~1` is `/`, `~0` is `~`), so `#/$defs/a~1b` names
    the definition `a/b`, never one called `a~1b`. ValueError for a fragment
    that is no well-formed pointer (a lone `%` or `~`, bytes not UTF-8): what
    it names is not certain, so a caller leaves the schema as it is.
    """
    base, hashed, fragment = reference.partition("#")
    if not hashed or base != document:
        return None
    if _BAD_PERCENT.search(fragment):
        raise ValueError(f"{reference!r}: a malformed percent-encoding")
    try:
        decoded = unquote(fragment, errors="strict")
    except UnicodeDecodeError:
        raise ValueError(f"{reference!r}: percent-encodes bytes that are not UTF-8") from None
    tokens = decoded.split("/")
    if len(tokens) < 3 or tokens[0] or tokens[1] != "$defs":
        return None
    if any(_BAD_TILDE.search(token) for token in tokens[2:]):
        raise ValueError(f"{reference!r}: a `~` that is neither `~0` nor `~1`")
    return tokens[2].replace("~1", "/").replace("~0", "~"), len(tokens) > 3


@dataclass(frozen=True, slots=True)
class Deduped:
    """The schemas with references, and the shared definitions document."""

    schemas: list[dict[str, Any]]
    shared: dict[str, Any]
    """`{"$id": shared_uri, "$defs": {...}}` (no `$defs` entry when nothing is shared)."""


def _children(schema: Mapping[str, Any]) -> Iterator[tuple[str, str | int | None, Any]]:
    """(keyword, key, sub-schema) of each direct sub-schema of a schema."""
    for keyword in SCHEMA_MAPS:
        value = schema.get(keyword)
        if isinstance(value, dict):
            for key, sub in value.items():
                yield keyword, key, sub
    for keyword in SCHEMA_LISTS:
        value = schema.get(keyword)
        if isinstance(value, list):
            for index, sub in enumerate(value):
                yield keyword, index, sub
    for keyword in SCHEMA_ONE:
        if keyword in schema:
            yield keyword, None, schema[keyword]


def _with_children(schema: Mapping[str, Any], replace: Callable[[Any], Any]) -> dict[str, Any]:
    """A copy of `schema` with each direct sub-schema (not in `$defs`) replaced.

    Sub-schemas are replaced in `_children`'s order (`dedupe` names definitions as it
    meets them), and each container is built once: copying it again for each of its N
    sub-schemas was N^2 (an `anyOf` of 80,000 items from a hostile MCP upstream: 10 s).
    """
    out = dict(schema)
    for keyword in SCHEMA_MAPS:
        value = schema.get(keyword)
        if isinstance(value, dict) and keyword not in {"$defs", "definitions"}:
            out[keyword] = {key: replace(sub) for key, sub in value.items()}
    for keyword in SCHEMA_LISTS:
        value = schema.get(keyword)
        if isinstance(value, list):
            out[keyword] = [replace(sub) for sub in value]
    for keyword in SCHEMA_ONE:
        if keyword in schema:
            out[keyword] = replace(schema[keyword])
    return out


def _chars(value: object) -> int:
    """At least the characters `value` takes as JSON (strings as escaped, numbers as written)."""
    if isinstance(value, str):
        return _text_chars(value)
    if isinstance(value, dict):
        return 2 + sum(_text_chars(str(key)) + 2 + _chars(sub) for key, sub in value.items())
    if isinstance(value, list):
        return 2 + sum(_chars(sub) + 1 for sub in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() * 30103 // 100000 + 2  # its digits, without writing them
    return 24  # a float's repr, true, false, null


def _text_chars(text: str) -> int:
    """A string's length as JSON writes it, escapes included.

    A review: 400 astral or control characters counted 402, and were written 2,400.
    """
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return len(text) + 2
    return len(json.dumps(text))


def _keys(value: object) -> Iterator[str]:
    """Every object key at any depth of a JSON value."""
    if isinstance(value, dict):
        for key, sub in value.items():
            yield key
            yield from _keys(sub)
    elif isinstance(value, list):
        for sub in value:
            yield from _keys(sub)


REFERENCE_KEYS: Final = ("$ref", "$dynamicRef", "$recursiveRef")


def references(value: object) -> Iterator[str]:
    """Every reference string (`REFERENCE_KEYS`) at any depth of a JSON value."""
    if isinstance(value, dict):
        for key, sub in value.items():
            if key in REFERENCE_KEYS and isinstance(sub, str):
                yield sub
            else:
                yield from references(sub)
    elif isinstance(value, list):
        for sub in value:
            yield from references(sub)


def _movable(schema: object) -> bool:
    """Whether a sub-schema means the same wherever it stands.

    Nothing positional at any depth: a `$ref` under a keyword this module does not
    walk counts too.
    """
    if not isinstance(schema, dict):
        return False
    return _POSITIONAL.isdisjoint(_keys(schema))


def _subschemas(schema: object, name: str) -> Iterator[tuple[bytes, str, dict[str, Any]]]:
    """(canonical bytes, a name hint, sub-schema) of every movable sub-schema, outermost first."""
    if not isinstance(schema, dict):
        return
    for keyword, key, sub in _children(schema):
        if keyword in {"$defs", "definitions"}:
            continue
        hint = str(key) if isinstance(key, str) else f"{name}_{keyword}"
        if isinstance(sub, dict) and _movable(sub):
            yield canonical_bytes(sub), hint, sub
        yield from _subschemas(sub, hint)


def _self_contained(schema: object) -> bool:
    """Whether a whole schema has no reference or identifier at any depth (dedupe leaves it).

    Its own top-level `$schema` is allowed.
    """
    if not isinstance(schema, dict):
        return True
    rest = {key: value for key, value in schema.items() if key != "$schema"}
    return _POSITIONAL.isdisjoint(_keys(rest))


Cost = Callable[[str], int]
"""What a piece of JSON text costs: its bytes (`len`), or its tokens (a tokenizer's count)."""


def dedupe(
    schemas: Sequence[Mapping[str, Any]],
    shared_uri: str,
    *,
    cost: Cost = len,
    reserved: Iterable[str] = (),
) -> Deduped:
    """Repeated sub-schemas of `schemas` written once (see the module).

    A sub-schema moves only when that lowers the total `cost` (bytes by default; pass a
    token counter to save tokens: a reference is a few bytes but many tokens).
    `reserved`: names the shared document already uses (shared `$defs` moved there).
    """
    originals = [copy.deepcopy(dict(schema)) for schema in schemas]
    eligible = [_self_contained(schema) for schema in originals]
    within, hints = _counted(originals, eligible)
    across: Counter[bytes] = Counter()
    for counts in within:
        across.update(set(counts))
    names = _Names(reserved)
    shared_defs: dict[str, Any] = {}
    shared_refs: dict[bytes, str] = {}
    for key, documents in across.items():
        if documents < 2:
            continue
        uses = sum(counts[key] for counts in within)
        reference = f"{shared_uri}#/$defs/{names.peek(hints[key])}"
        if _saves(key, uses, reference, names.peek(hints[key]), cost):
            shared_refs[key] = f"{shared_uri}#/$defs/{names.take(hints[key])}"
    out = []
    for schema, ok, counts in zip(originals, eligible, within, strict=True):
        if not ok:
            out.append(schema)
            continue
        local_refs = _local_refs(counts, shared_refs, hints, cost)
        defs: dict[str, Any] = {}
        rewritten = _rewrite(schema, shared_refs, local_refs, shared_defs, defs)
        if defs:
            rewritten = {**rewritten, "$defs": defs}
        out.append(rewritten)
    shared: dict[str, Any] = {"$id": shared_uri}
    if shared_defs:
        shared["$defs"] = shared_defs
    return Deduped(schemas=out, shared=shared)


def _counted(
    originals: list[dict[str, Any]], eligible: list[bool]
) -> tuple[list[Counter[bytes]], dict[bytes, str]]:
    """Per schema, how often each movable sub-schema occurs in it; a name hint for each."""
    within: list[Counter[bytes]] = []
    hints: dict[bytes, str] = {}
    for schema, ok in zip(originals, eligible, strict=True):
        counts: Counter[bytes] = Counter()
        if ok:
            for key, hint, _ in _subschemas(schema, "schema"):
                counts[key] += 1
                hints.setdefault(key, hint)
        within.append(counts)
    return within, hints


def _local_refs(
    counts: Counter[bytes], shared_refs: Mapping[bytes, str], hints: Mapping[bytes, str], cost: Cost
) -> dict[bytes, str]:
    """The sub-schemas repeated within one schema that go to its `$defs`, and their references."""
    names = _Names()
    refs: dict[bytes, str] = {}
    for key, n in counts.items():
        if n >= 2 and key not in shared_refs:
            name = names.peek(hints[key])
            if _saves(key, n, f"#/$defs/{name}", name, cost):
                refs[key] = f"#/$defs/{names.take(hints[key])}"
    return refs


def _saves(key: bytes, uses: int, reference: str, name: str, cost: Cost) -> bool:
    """Whether moving a sub-schema used `uses` times lowers the total cost."""
    if len(key) < MIN_BYTES or uses < 2:
        return False
    text = key.decode()
    inline_cost = uses * cost(text)
    moved = uses * cost(f'{{"$ref":"{reference}"}}') + cost(f'"{name}":{text},')
    return moved < inline_cost


class _Names:
    """Definition names: the hint (a property name), made unique."""

    def __init__(self, reserved: Iterable[str] = ()) -> None:
        self._taken: set[str] = set(reserved)
        # per base name, the suffix its search resumes at: those below are taken for good
        # (trying them all again for each of N names with one hint was N^2)
        self._next: dict[str, int] = {}

    def peek(self, hint: str) -> str:
        """The name `take` would give: the base, else the first free `base_2`, `base_3`..."""
        base = _NAME.sub("_", hint).strip("_") or "def"
        n = self._next.get(base, 1)
        name = base if n == 1 else f"{base}_{n}"
        while name in self._taken:
            n += 1
            name = f"{base}_{n}"
        self._next[base] = n
        return name

    def take(self, hint: str) -> str:
        """A unique name from `hint`."""
        name = self.peek(hint)
        self._taken.add(name)
        return name


def _rewrite(
    schema: dict[str, Any],
    shared_refs: Mapping[bytes, str],
    local_refs: Mapping[bytes, str],
    shared_defs: dict[str, Any],
    defs: dict[str, Any],
) -> dict[str, Any]:
    """`schema` with its movable sub-schemas replaced by references (outermost first)."""
    return _with_children(
        schema,
        lambda sub: (
            _replacement(sub, shared_refs, local_refs, shared_defs, defs)
            if isinstance(sub, dict)
            else sub
        ),
    )


def _replacement(
    sub: dict[str, Any],
    shared_refs: Mapping[bytes, str],
    local_refs: Mapping[bytes, str],
    shared_defs: dict[str, Any],
    defs: dict[str, Any],
) -> dict[str, Any]:
    key = canonical_bytes(sub) if _movable(sub) else None
    if key is not None and key in shared_refs:
        name = shared_refs[key].rsplit("/", 1)[1]
        shared_defs.setdefault(name, sub)
        return {"$ref": shared_refs[key]}
    if key is not None and key in local_refs:
        name = local_refs[key].rsplit("/", 1)[1]
        defs.setdefault(name, _rewrite(sub, shared_refs, {}, shared_defs, defs))
        return {"$ref": local_refs[key]}
    return _rewrite(sub, shared_refs, local_refs, shared_defs, defs)


class InliningTooLargeError(ValueError):
    """Inlining a schema's references would make more JSON values than allowed."""


def inline(
    schema: Mapping[str, Any],
    shared: Mapping[str, Any] | None = None,
    *,
    max_chars: int = MAX_INLINED,
) -> dict[str, Any]:
    """`schema` with the references `dedupe` wrote replaced by their definitions.

    Internal references (`#/$defs/...`) are taken from the schema's own `$defs` (which
    then goes), external ones from `shared` (the shared definitions document). A schema
    that would keep a reference or an identifier (recursive definitions, references
    elsewhere) is returned as given: `dedupe` never writes those. One whose inlined
    form would take more than `max_chars` characters of JSON raises `InliningTooLargeError`, counted
    before anything is copied (a peer's schema and definitions are not trusted).
    """
    own = schema.get("$defs") if isinstance(schema.get("$defs"), dict) else {}
    inliner = _Inliner(dict(own or {}), shared or {})
    root = {k: v for k, v in schema.items() if k != "$defs" or not own}
    try:
        size = inliner.size(root, 0, {})
    except ValueError:  # recursive definitions of the schema's own: not ours to inline
        return dict(schema)
    if size > max_chars:
        raise InliningTooLargeError(
            f"inlining the schema's references would make about {size:,} characters of JSON "
            f"(at most {max_chars:,}): its definitions reference each other over and over"
        )
    try:
        result = inliner.resolve(root, 0)
    except ValueError:  # a definition `size` counted once, met again deeper than MAX_DEPTH
        return dict(schema)
    if not isinstance(result, dict) or not _self_contained(result):
        return dict(schema)  # references it cannot resolve: left whole, as given
    return result


class _Inliner:
    """Replaces `dedupe`'s references by copies of their definitions, recursively."""

    def __init__(self, own: dict[str, Any], shared: Mapping[str, Any]) -> None:
        self.own = own
        uri = shared.get("$id")
        self.uri = uri if isinstance(uri, str) and uri else None
        defs = shared.get("$defs")
        self.shared = defs if isinstance(defs, dict) else {}

    def target(self, reference: str) -> object | None:
        """The definition a reference names (decoded: `defs_pointer`), if it is one we hold.

        A reference below a definition, or one whose pointer is malformed, is not
        resolved: the schema then keeps it, and `inline` returns the schema whole.
        """
        documents = ((self.own, ""), *(((self.shared, self.uri),) if self.uri else ()))
        for defs, document in documents:
            try:
                found = defs_pointer(reference, document)
            except ValueError:
                return None
            if found is not None:
                name, below = found
                return None if below else defs.get(name)
        return None

    def size(self, node: object, depth: int, known: dict[str, int]) -> int:
        """About how many characters of JSON `resolve(node)` makes: each definition counted once."""
        if depth > MAX_DEPTH:
            raise ValueError(f"references nest deeper than {MAX_DEPTH}")
        if not isinstance(node, dict):
            return _chars(node)
        reference = node.get("$ref")
        if isinstance(reference, str) and len(node) == 1:
            if reference in known:
                return known[reference]
            found = self.target(reference)
            if found is not None:
                known[reference] = counted = self.size(found, depth + 1, known)
                return counted
        children = [
            (keyword, key, sub)
            for keyword, key, sub in _children(node)
            if keyword not in {"$defs", "definitions"}
        ]
        by_keyword = {keyword for keyword, _, _ in children}
        rest = sum(
            _text_chars(str(keyword)) + 2 + _chars(value)
            for keyword, value in node.items()
            if keyword not in by_keyword
        )
        below = sum(
            (_text_chars(key) + 2 if isinstance(key, str) else 1) + self.size(sub, depth + 1, known)
            for _, key, sub in children
        )
        return 2 + sum(len(keyword) + 6 for keyword in by_keyword) + rest + below

    def resolve(self, node: object, depth: int) -> object:
        if depth > MAX_DEPTH:
            raise ValueError(f"references nest deeper than {MAX_DEPTH}")
        if not isinstance(node, dict):
            return node
        reference = node.get("$ref")
        if isinstance(reference, str) and len(node) == 1:
            found = self.target(reference)
            if found is not None:
                return self.resolve(copy.deepcopy(found), depth + 1)
        return _with_children(node, lambda sub: self.resolve(sub, depth + 1))


__all__ = [
    "MAX_DEPTH",
    "MAX_INLINED",
    "MIN_BYTES",
    "SCHEMA_LISTS",
    "SCHEMA_MAPS",
    "SCHEMA_ONE",
    "Deduped",
    "InliningTooLargeError",
    "dedupe",
    "defs_pointer",
    "inline",
]
