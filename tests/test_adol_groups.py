"""Property groups (`contexts.adol.groups`) and the whole de-duplication of a listing.

Every form is held to the compiled validator: the original schema, the one
whose property groups are references (resolved through a registry holding
the shared document, never the network) and the one merged back accept
exactly the same instances.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol.compact import compact_listing, expand_listing
from contexts.adol.groups import factor_groups, unfactor
from contexts.adol.listing import optionalized, short
from contexts.canonical import canonical_bytes
from l9_snl.tokens import count_tokens

SHARED = "urn:adol:groups-test"
TOOLS = json.loads(
    (Path(__file__).resolve().parents[1] / "adol_corpus" / "github_mcp_tools_72.json").read_text()
)
POOL: dict[str, Any] = {
    "owner": {"type": "string", "minLength": 1},
    "repo": {"type": "string"},
    "page": {"type": "integer", "minimum": 1},
    "perPage": {"type": "integer", "minimum": 1, "maximum": 100},
    "flag": {"type": "boolean"},
    "tags": {"type": "array", "items": {"enum": ["a", "b"]}},
}


def validator(schema: dict[str, Any], shared: dict[str, Any] | None) -> Any:
    registry = jsonschema_rs.Registry([(SHARED, shared)]) if shared else None
    return jsonschema_rs.Draft202012Validator(schema, registry=registry)


def size(documents: list[Any]) -> int:
    return sum(len(canonical_bytes(document)) for document in documents)


def plain(names: list[str], required: list[str]) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": {n: POOL[n] for n in names}}
    if required:
        schema["required"] = required
    return schema


def test_a_group_shared_by_several_schemas_is_written_once() -> None:
    schemas = [
        plain(["owner", "repo", "page", "perPage", "flag"], ["owner", "repo"]),
        plain(["owner", "repo", "page", "perPage"], ["owner", "repo", "page"]),
        plain(["owner", "repo", "page", "perPage", "tags"], ["owner", "repo"]),
        {**plain(["owner", "repo"], []), "additionalProperties": False},  # not plain: stays
    ]
    factored, groups = factor_groups(schemas, SHARED)
    assert list(groups) == ["g1"]
    assert set(groups["g1"]["properties"]) == {"owner", "repo", "page", "perPage"}
    assert groups["g1"]["required"] == ["owner", "repo"]  # leading every user's required
    assert factored[1]["required"] == ["page"]
    assert factored[3] == schemas[3]
    document = {"$id": SHARED, "$defs": groups}
    assert size([*factored, document]) < size(schemas)
    for original, written in zip(schemas, factored, strict=True):
        assert canonical_bytes(unfactor(written, groups, SHARED)) == canonical_bytes(original)


def test_required_is_a_set_so_a_group_takes_the_names_every_user_requires_in_any_order() -> None:
    schemas = [
        plain(["owner", "repo", "page", "perPage"], ["owner", "repo"]),
        plain(["owner", "repo", "page", "perPage"], ["repo", "owner"]),
        plain(["owner", "repo", "page", "perPage", "flag"], ["flag", "repo", "owner"]),
    ]
    factored, groups = factor_groups(schemas, SHARED)
    assert set(groups["g1"]["required"]) == {"owner", "repo"}
    assert "required" not in factored[0]
    assert "required" not in factored[1]
    assert factored[2]["required"] == ["flag"]
    for original, written in zip(schemas, factored, strict=True):
        merged = unfactor(written, groups, SHARED)
        assert set(merged["required"]) == set(original["required"])
        assert merged["properties"] == original["properties"]


def test_the_reference_stands_beside_the_keywords_where_the_dialect_allows_it() -> None:
    draft7 = "http://json-schema.org/draft-07/schema#"
    schemas = [
        plain(["owner", "repo", "page", "perPage"], ["owner"]),
        {**plain(["owner", "repo", "page", "perPage", "flag"], ["owner"]), "$schema": draft7},
        {
            **plain(["owner", "repo", "page", "perPage", "tags"], []),
            "$schema": "https://json-schema.org/draft/2020-12/schema",
        },
    ]
    factored, groups = factor_groups(schemas, SHARED)
    reference = f"{SHARED}#/$defs/g1"
    assert factored[0]["$ref"] == reference
    assert "allOf" not in factored[0]
    # before 2019-09 a $ref overrode its siblings: draft-07 keeps the allOf form
    assert factored[1]["allOf"] == [{"$ref": reference}]
    assert "$ref" not in factored[1]
    assert factored[2]["$ref"] == reference
    for original, written in zip(schemas, factored, strict=True):
        assert canonical_bytes(unfactor(written, groups, SHARED)) == canonical_bytes(original)


def test_a_reference_that_cannot_merge_back_moves_into_all_of_for_inliners() -> None:
    groups = {"g1": {"properties": {"owner": POOL["owner"]}, "required": ["owner"]}}
    clash = {
        "type": "object",
        "properties": {"owner": {"type": "string", "maxLength": 3}},
        "$ref": f"{SHARED}#/$defs/g1",
    }
    merged = unfactor(clash, groups, SHARED)
    assert "$ref" not in merged
    assert merged["allOf"] == [{"$ref": f"{SHARED}#/$defs/g1"}]


names = st.lists(st.sampled_from(sorted(POOL)), min_size=1, max_size=6, unique=True)
schema_lists = st.lists(
    names.flatmap(lambda ns: st.tuples(st.just(ns), st.lists(st.sampled_from(ns), unique=True))),
    min_size=2,
    max_size=6,
)
values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 120),
    st.sampled_from(["", "x", "a"]),
    st.lists(st.sampled_from(["a", "b", "c"]), max_size=2),
)
instances = st.one_of(
    values, st.dictionaries(st.sampled_from([*sorted(POOL), "extra"]), values, max_size=6)
)


@settings(max_examples=150, deadline=None)
@given(specs=schema_lists, samples=st.lists(instances, min_size=1, max_size=8))
def test_factored_and_merged_back_accept_exactly_the_instances_the_original_does(
    specs: list[tuple[list[str], list[str]]], samples: list[Any]
) -> None:
    schemas = [plain(ns, required) for ns, required in specs]
    factored, groups = factor_groups(schemas, SHARED)
    document = {"$id": SHARED, "$defs": groups} if groups else None
    for original, written in zip(schemas, factored, strict=True):
        merged = unfactor(written, groups, SHARED)
        checks = [validator(original, None), validator(written, document), validator(merged, None)]
        for sample in samples:
            verdicts = {check.is_valid(sample) for check in checks}
            assert len(verdicts) == 1, (original, written, sample)


def test_merging_back_keeps_a_reference_it_cannot_merge_without_changing_meaning() -> None:
    groups = {"g1": {"properties": {"owner": POOL["owner"]}, "required": ["owner"]}}
    clash = {
        "type": "object",
        "properties": {"owner": {"type": "string", "maxLength": 3}},
        "allOf": [{"$ref": f"{SHARED}#/$defs/g1"}],
    }
    assert unfactor(clash, groups, SHARED) == clash
    other = {**clash, "properties": {}, "allOf": [{"$ref": "urn:elsewhere#/$defs/g1"}]}
    assert unfactor(other, groups, SHARED) == other


def test_the_72_tools_compact_and_expand_to_schemas_that_mean_the_same() -> None:
    listing = [short(optionalized(tool)) for tool in TOOLS]
    compacted, shared = compact_listing(listing, SHARED, cost=count_tokens)
    assert shared is not None
    assert any(name.startswith("g") and name[1:].isdigit() for name in shared["$defs"])
    tokens = sum(count_tokens(canonical_bytes(t).decode()) for t in listing)
    after = sum(count_tokens(canonical_bytes(t).decode()) for t in [*compacted, shared])
    assert after < tokens
    expanded = expand_listing(compacted, shared)
    for original, back in zip(listing, expanded, strict=True):
        # byte for byte, but for the order of `required` (a set to every validator)
        assert canonical_bytes(required_as_set(back)) == canonical_bytes(required_as_set(original))


def required_as_set(tool: dict[str, Any]) -> dict[str, Any]:
    schema = dict(tool["inputSchema"])
    if "required" in schema:
        schema["required"] = sorted(schema["required"])
    return {**tool, "inputSchema": schema}


def test_a_listing_with_nothing_to_share_has_no_document() -> None:
    listing = [{"name": "a", "inputSchema": plain(["owner"], [])}, {"name": "b"}]
    compacted, shared = compact_listing(listing, SHARED)
    assert shared is None
    assert expand_listing(compacted, shared) == listing


def test_a_property_whose_schema_points_elsewhere_is_never_moved() -> None:
    recursive = {
        "type": "object",
        "properties": {"label": {"type": "string"}, "child": {"$ref": "#"}},
    }
    pointer = {
        "type": "object",
        "properties": {"a": {"$ref": "#/properties/b"}, "b": {"type": "integer"}},
    }
    for schema in (recursive, pointer):
        factored, groups = factor_groups([schema] * 8, SHARED)
        moved = [name for g in groups.values() for name in g["properties"]]
        assert not {"child", "a"} & set(moved)
        for written in factored:
            check = validator(written, {"$id": SHARED, "$defs": groups} if groups else None)
            original = validator(schema, None)
            for sample in ({"child": {"label": 5}}, {"a": "x", "b": 1}, {"child": {"label": "ok"}}):
                assert check.is_valid(sample) == original.is_valid(sample)


def test_factoring_is_bounded_in_rounds_and_in_schemas() -> None:
    from contexts.adol.groups import MAX_GROUPS, MAX_SCHEMAS  # noqa: PLC0415

    pool = {f"p{i}": {"type": "string"} for i in range(30)}
    many = [
        {"type": "object", "properties": {f"p{(i * 7 + j) % 30}": pool["p0"] for j in range(10)}}
        for i in range(60)
    ]
    _, groups = factor_groups(many, SHARED)
    assert 0 < len(groups) <= MAX_GROUPS
    too_many = [plain(["owner", "repo"], ["owner"])] * (MAX_SCHEMAS + 1)
    assert factor_groups(too_many, SHARED) == (too_many, {})


def overlapping(count: int, pool: int, each: int) -> list[dict[str, Any]]:
    """`count` plain schemas, each with `each` of `pool` properties, drawn at random."""
    rng = random.Random(7)
    props = {f"p{i}": {"type": "string", "maxLength": i} for i in range(pool)}
    return [
        {"type": "object", "properties": {k: props[k] for k in rng.sample(sorted(props), each)}}
        for _ in range(count)
    ]


@pytest.mark.parametrize(
    ("calls_bound", "chars_bound"), [(4096, None), (300, None), (None, 20_000)]
)
def test_factoring_prices_at_most_a_bounded_number_of_times(
    monkeypatch: pytest.MonkeyPatch, calls_bound: int | None, chars_bound: int | None
) -> None:
    """Closes F4: a hostile MCP upstream's 128 tools drawing their properties at random from
    one pool (207 KB) made thousands of candidate groups, priced again in each of 32 rounds
    (52,000 tokenizer calls, 17 s in the proxy's worker thread). Counted: the calls to `cost`
    stay within `MAX_PRICINGS` (lowered too; and what they are given within
    `MAX_PRICED_CHARS`), the groups found by then are kept, and each schema merged back
    means what it meant."""
    from contexts.adol import groups as module  # noqa: PLC0415

    if calls_bound is not None and calls_bound != 4096:  # the default: a few thousand
        monkeypatch.setattr(module, "MAX_PRICINGS", calls_bound)
    if chars_bound is not None:
        monkeypatch.setattr(module, "MAX_PRICED_CHARS", chars_bound)
    schemas = overlapping(128, 20, 10)
    calls: list[str] = []

    def cost(text: str) -> int:
        calls.append(text)
        return len(text)

    factored, groups = factor_groups(schemas, SHARED, cost=cost)
    assert 0 < len(calls) <= (calls_bound or 4096)
    assert sum(map(len, calls)) <= (chars_bound or 1 << 21)
    assert groups
    for original, written in zip(schemas, factored, strict=True):
        merged = unfactor(written, groups, SHARED)
        assert canonical_bytes(required_as_set({"inputSchema": merged})) == canonical_bytes(
            required_as_set({"inputSchema": original})
        )


def validator_for(schema: dict[str, Any], shared: dict[str, Any] | None) -> Any:
    """The validator of the schema's own dialect (draft-07, 2019-09...), shared document known."""
    registry = jsonschema_rs.Registry([(SHARED, shared)]) if shared else None
    return jsonschema_rs.validator_for(schema, registry=registry)


POSITIONAL_CASES = {
    # a sibling points at a property that could move
    "pointer to a property": (
        {"alias": {"$ref": "#/properties/owner"}},
        None,
        [{"alias": 5, "owner": "x"}, {"alias": "ab", "owner": "x", "repo": "y"}],
    ),
    # 2019-09's recursive reference, under `items`
    "recursiveRef": (
        {"a": {"type": "array", "items": {"$recursiveRef": "#"}}},
        "https://json-schema.org/draft/2019-09/schema",
        [{"a": [{"c": "x"}]}, {"a": [{"owner": "x", "repo": "y"}], "owner": "x", "repo": "y"}],
    ),
    # draft-07 tuple `items` and `dependencies`, which the walker does not enter
    "draft-07 items list": (
        {"a": {"type": "array", "items": [{"$ref": "#"}]}},
        "http://json-schema.org/draft-07/schema#",
        [{"a": [{"c": 1}]}, {"a": [{"owner": "x", "repo": "y"}], "owner": "x", "repo": "y"}],
    ),
}


@pytest.mark.parametrize("case", sorted(POSITIONAL_CASES))
def test_a_schema_whose_references_point_into_itself_means_the_same_after_compaction(
    case: str,
) -> None:
    extra, dialect, samples = POSITIONAL_CASES[case]
    schemas = []
    for n in range(6):
        schema: dict[str, Any] = {
            "type": "object",
            "properties": {"owner": {"type": "string"}, "repo": {"type": "string"}, **extra},
            "required": ["owner", "repo"],
        }
        if n % 2:
            schema["properties"][f"p{n}"] = {"type": "integer"}
        if dialect:
            schema["$schema"] = dialect
        schemas.append(schema)
    tools = [{"name": f"t{n}", "inputSchema": s} for n, s in enumerate(schemas)]
    compacted, shared = compact_listing(tools, SHARED)
    for original, written, back in zip(
        schemas, compacted, expand_listing(compacted, shared), strict=True
    ):
        checks = [
            validator_for(original, None),
            validator_for(written["inputSchema"], shared),
            validator_for(back["inputSchema"], None),
        ]
        for sample in [*samples, {}, {"owner": "x", "repo": "y"}]:
            verdicts = {check.is_valid(sample) for check in checks}
            assert len(verdicts) == 1, (case, written["inputSchema"], sample)
