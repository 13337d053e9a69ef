"""Shared `$defs` (`contexts.adol.hoist`): a family of definitions every tool repeats, written once.

Held to the compiled validator: the original schema, the hoisted one (its
references resolved through a registry holding the shared document, never
the network) and the one brought back (`unhoist`, and `expand_listing`)
accept exactly the same instances.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema_rs
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol.compact import compact_listing, expand_listing
from contexts.adol.hoist import INTERNAL, hoist_defs, unhoist
from contexts.canonical import canonical_bytes
from l9_snl.tokens import count_tokens

SHARED = "urn:adol:hoist-test"
UNSEEN = Path(__file__).resolve().parents[1] / "adol_corpus" / "unseen"

BODIES: dict[str, Any] = {
    "id": {"type": "string", "format": "uuid", "minLength": 3},
    "text": {
        "type": "object",
        "properties": {"content": {"type": "string"}},
        "required": ["content"],
    },
    "parent": {
        "oneOf": [
            {"$ref": "#/$defs/id"},
            {"type": "object", "properties": {"page": {"$ref": "#/$defs/id"}}},
        ]
    },
    "rich": {"type": "array", "items": {"$ref": "#/$defs/text"}, "maxItems": 3},
    "page": {
        "type": "object",
        "properties": {"parent": {"$ref": "#/$defs/parent"}, "title": {"$ref": "#/$defs/rich"}},
    },
}
"""A closed family: every reference inside is to another member."""
CLOSURE = {"id": {"id"}, "text": {"text"}, "parent": {"parent", "id"}, "rich": {"rich", "text"}}
CLOSURE["page"] = {"page"} | CLOSURE["parent"] | CLOSURE["rich"]


def validator(schema: dict[str, Any], shared: dict[str, Any] | None = None) -> Any:
    registry = jsonschema_rs.Registry([(SHARED, shared)]) if shared else None
    return jsonschema_rs.Draft202012Validator(schema, registry=registry)


def tool(root_refs: list[str], extra: set[str]) -> dict[str, Any]:
    names = set().union(*(CLOSURE[name] for name in [*root_refs, *extra]))
    return {
        "type": "object",
        "properties": {f"p_{name}": {"$ref": f"#/$defs/{name}"} for name in root_refs},
        "$defs": {name: copy.deepcopy(BODIES[name]) for name in sorted(names)},
    }


def test_a_family_every_tool_repeats_moves_to_the_shared_document() -> None:
    schemas = [tool(["page"], set()), tool(["rich", "id"], {"page"}), tool(["parent"], set())]
    hoisted, family = hoist_defs(schemas, SHARED)
    assert set(family) == set(BODIES)
    for written in hoisted:
        assert "$defs" not in written
        refs = [p["$ref"] for p in written["properties"].values()]
        assert all(ref.startswith(f"{SHARED}#/$defs/") for ref in refs)
    # inside the shared document the family's own references are untouched: they resolve there
    assert family["page"]["properties"]["parent"] == {"$ref": "#/$defs/parent"}


def test_what_is_not_a_closed_identical_family_stays() -> None:
    other_id = {"type": "integer"}
    one = tool(["parent"], set())
    two = tool(["parent"], set())
    two["$defs"]["id"] = other_id  # `id` differs: it and `parent` (which uses it) stay
    three = {"type": "object", "$defs": {"loop": {"items": {"$ref": "#"}}}}  # refers to its root
    four = {"type": "object", "$defs": {"loop": {"items": {"$ref": "#"}}}}
    five = {"type": "object", "$defs": {"named": {"$anchor": "x", "type": "string"}}}
    six = copy.deepcopy(five)
    hoisted, family = hoist_defs([one, two, three, four, five, six], SHARED)
    assert family == {}
    assert hoisted == [one, two, three, four, five, six]


def test_a_reserved_name_is_never_taken() -> None:
    schemas = [tool(["text"], set()), tool(["text"], set())]
    _, family = hoist_defs(schemas, SHARED, reserved=frozenset({"text"}))
    assert family == {}


def test_a_long_chain_that_leaves_reads_each_definition_once(monkeypatch: Any) -> None:
    """Closes F3: a hostile MCP upstream's two tools holding the same chain of 8,000
    definitions, each referencing the next, the last one different (524 KB), took 50 s:
    one link left per pass, and each pass read every body's references again (n^2).
    Counted: each definition's references are read once, and none of the chain moves."""
    from contexts.adol import hoist  # noqa: PLC0415

    links = 300
    chain = {f"d{i}": {"$ref": f"#/$defs/d{i + 1}"} for i in range(links)}
    one = {"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}}, "$defs": chain}
    two = copy.deepcopy(one)
    one["$defs"][f"d{links}"] = {"type": "string"}
    two["$defs"][f"d{links}"] = {"type": "integer"}
    read: list[object] = []
    references = hoist.references

    def counted(value: object) -> Any:
        read.append(value)
        return references(value)

    monkeypatch.setattr(hoist, "references", counted)
    hoisted, family = hoist_defs([one, two], SHARED)
    assert family == {}
    assert hoisted == [one, two]
    assert len(read) <= links + 2  # and each whole schema once, for malformed pointers


names = st.lists(st.sampled_from(sorted(BODIES)), min_size=1, max_size=3, unique=True)
tools = st.lists(
    st.tuples(names, st.sets(st.sampled_from(sorted(BODIES)), max_size=2)), min_size=2, max_size=5
)
leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from(["", "ab", "abcd"]),
)
instances = st.recursive(
    leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(
                [
                    "p_page",
                    "p_rich",
                    "p_id",
                    "p_parent",
                    "p_text",
                    "content",
                    "page",
                    "parent",
                    "title",
                ]
            ),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=12,
)


SUFFIXES = ["", "/x", "~y", " z", "%w", "~1v", "%41"]
"""Added to a definition's name: what a JSON Pointer escapes or a URI percent-encodes."""


def renamed(node: Any, suffix: dict[str, str], how: str) -> Any:
    """`node` with each definition `n` called `n + suffix[n]`, every reference spelled `how`."""
    if isinstance(node, list):
        return [renamed(item, suffix, how) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: renamed(value, suffix, how) for key, value in node.items()}
    if isinstance(out.get("$defs"), dict):
        out["$defs"] = {name + suffix[name]: body for name, body in out["$defs"].items()}
    match = INTERNAL.match(node.get("$ref", ""))
    if match is not None:
        name = match.group(1)
        escaped = (name + suffix[name]).replace("~", "~0").replace("/", "~1")
        safe = "~$&'()*+,;=:@" if how == "minimal" else ""
        defs = "%24defs" if how == "encoded" else "$defs"
        out["$ref"] = f"#/{defs}/{quote(escaped, safe=safe)}{match.group(2) or ''}"
    return out


@settings(max_examples=120, deadline=None)
@given(
    specs=tools,
    samples=st.lists(instances, min_size=1, max_size=8),
    suffixes=st.fixed_dictionaries({name: st.sampled_from(SUFFIXES) for name in BODIES}),
    how=st.sampled_from(["minimal", "encoded"]),
)
def test_hoisted_and_brought_back_accept_exactly_what_the_original_does(
    specs: list[tuple[list[str], set[str]]],
    samples: list[Any],
    suffixes: dict[str, str],
    how: str,
) -> None:
    """Whatever the definitions are called, and however their references are spelled."""
    schemas = [renamed(tool(roots, extra), suffixes, how) for roots, extra in specs]
    hoisted, family = hoist_defs(schemas, SHARED)
    shared = {"$id": SHARED, "$defs": family} if family else None
    for original, written in zip(schemas, hoisted, strict=True):
        back = unhoist(written, family, SHARED) if family else written
        assert not any(isinstance(ref, str) and ref.startswith(SHARED) for ref in _refs(back)), (
            "unhoist left an external reference"
        )
        checks = [validator(original), validator(written, shared), validator(back)]
        for sample in samples:
            verdicts = {check.is_valid(sample) for check in checks}
            assert len(verdicts) == 1, (original, written, sample)


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return found + [ref for value in node.values() for ref in _refs(value)]
    if isinstance(node, list):
        return [ref for value in node for ref in _refs(value)]
    return []


def _reachable(schema: dict[str, Any]) -> set[str]:
    """The `$defs` names the schema's body references, and those they reference."""
    defs = schema.get("$defs", {})
    body = {k: v for k, v in schema.items() if k != "$defs"}
    todo = [m.group(1) for ref in _refs(body) if (m := INTERNAL.match(ref))]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen or name not in defs:
            continue
        seen.add(name)
        todo.extend(m.group(1) for ref in _refs(defs[name]) if (m := INTERNAL.match(ref)))
    return seen


def test_a_listing_generated_from_an_api_description_shrinks_and_comes_back() -> None:
    """The 24 tools of the Notion MCP server each repeat one block of API components."""
    listing = json.loads((UNSEEN / "notion.json").read_text())
    compacted, shared = compact_listing(listing, SHARED, cost=count_tokens)
    assert shared is not None
    before = sum(count_tokens(canonical_bytes(t).decode()) for t in listing)
    after = sum(count_tokens(canonical_bytes(t).decode()) for t in [*compacted, shared])
    assert after < before / 2
    for back in expand_listing(compacted, shared):
        assert not any(ref.startswith(SHARED) for ref in _refs(back))
    # the family comes back as the original's own definitions, those it uses
    hoisted, family = hoist_defs([t["inputSchema"] for t in listing], SHARED)
    for original, written in zip(listing, hoisted, strict=True):
        schema = original["inputSchema"]
        used = _reachable(schema)
        expected = dict(schema)
        if "$defs" in schema:
            kept = {n: b for n, b in schema["$defs"].items() if n not in family or n in used}
            expected["$defs"] = kept
            if not kept:
                expected.pop("$defs")
        assert canonical_bytes(unhoist(written, family, SHARED)) == canonical_bytes(expected)
