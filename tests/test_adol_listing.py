"""Short and full listings and `requireOutput` filtering (`contexts.adol.listing`)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol import listing as listing_module
from contexts.adol.listing import (
    MAX_OUTPUT_PATHS,
    MAX_PATH_LENGTH,
    OptionalConflictError,
    UnfilterableOutputError,
    filtered,
    full,
    optionalized,
    output_paths,
    require_output,
    short,
)

TOOL = {
    "name": "get_weather",
    "description": "Weather now at a place.",
    "inputSchema": {"type": "object", "properties": {"place": {"type": "string"}}},
    "optional": {
        "inputSchema": {"properties": {"place": {"description": "A city, or lat,long."}}},
        "outputSchema": {"type": "object", "properties": {"temperature": {"type": "number"}}},
        "annotations": {"readOnlyHint": True},
    },
}


def test_a_short_listing_drops_only_the_optional_block():
    assert short(TOOL) == {key: value for key, value in TOOL.items() if key != "optional"}


def test_a_full_listing_merges_the_block_where_it_says():
    merged = full(TOOL)
    assert merged["inputSchema"]["properties"]["place"] == {
        "type": "string",
        "description": "A city, or lat,long.",
    }
    assert merged["outputSchema"]["properties"]["temperature"] == {"type": "number"}
    assert "optional" not in merged
    assert TOOL["inputSchema"]["properties"]["place"] == {"type": "string"}  # not mutated


@pytest.mark.parametrize(
    "block",
    [
        {"description": "another"},
        {"inputSchema": {"type": "array"}},
        {"inputSchema": {"properties": {"place": {"type": "number"}}}},
        "not an object",
    ],
)
def test_a_block_that_would_replace_a_member_is_refused(block):
    with pytest.raises(OptionalConflictError):
        full({**TOOL, "optional": block})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.dictionaries(st.sampled_from(["a", "b", "c", "d"]), inner, max_size=3),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["a", "b", "c"]), json_values, max_size=3), json_values)
def test_full_keeps_everything_short_has_and_adds_only_the_block(entry, block):
    if not isinstance(block, dict):
        block = {"extra": block}
    try:
        merged = full({**entry, "optional": block})
    except OptionalConflictError:
        return
    _assert_contains(merged, entry)
    _assert_contains(merged, block)


def _assert_contains(whole, part):
    for key, value in part.items():
        assert key in whole
        if isinstance(value, dict) and value:
            _assert_contains(whole[key], value)
        elif not isinstance(value, dict):
            assert whole[key] == value


OUTPUT = {
    "type": "object",
    "properties": {
        "temperature": {"type": "number"},
        "wind": {
            "type": "object",
            "properties": {"speed": {"type": "number"}, "gust": {"type": "number"}},
        },
        "visibility": {"type": "number"},
    },
}
RESULT = {"temperature": 21.5, "wind": {"speed": 12, "gust": 30}, "visibility": 10000, "extra": 1}


def test_require_output_lists_dotted_paths_as_the_draft_shapes_it():
    member = require_output(OUTPUT)
    assert member["type"] == "array"
    assert member["uniqueItems"] is True
    assert member["items"]["enum"] == [
        "temperature",
        "wind",
        "wind.speed",
        "wind.gust",
        "visibility",
    ]
    assert output_paths({"type": "string"}) == []


@pytest.mark.parametrize(
    ("paths", "expected"),
    [
        (["temperature"], {"temperature": 21.5}),
        (["wind.speed"], {"wind": {"speed": 12}}),
        (["wind.speed", "wind"], {"wind": {"speed": 12, "gust": 30}}),
        (["wind", "wind.gust"], {"wind": {"speed": 12, "gust": 30}}),
        (["nothing", "temperature.deeper"], {}),
        ([], {}),
    ],
)
def test_a_result_is_filtered_to_the_named_fields(paths, expected):
    assert filtered(RESULT, paths) == expected
    assert RESULT["wind"] == {"speed": 12, "gust": 30}  # not mutated


MCP_TOOL = {
    "name": "list_issues",
    "description": "List issues in a repository.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "owner": {"type": "string", "description": "Repository owner"},
            "labels": {"type": "array", "items": {"type": "string", "description": "A label"}},
            "filter": {
                "type": "object",
                "description": "Filters",
                "properties": {
                    "state": {"type": "string", "enum": ["open"], "description": "State"}
                },
            },
        },
        "required": ["owner"],
    },
    "outputSchema": {"type": "object", "properties": {"issues": {"type": "array"}}},
    "annotations": {"readOnlyHint": True},
}


def test_an_optionalized_tool_is_short_without_its_descriptions_and_full_again():
    marked = optionalized(MCP_TOOL)
    assert full(marked) == MCP_TOOL
    brief = short(marked)
    assert brief["description"] == MCP_TOOL["description"]  # the tool's own description stays
    assert "outputSchema" not in brief
    assert "annotations" not in brief
    assert "description" not in json.dumps(brief["inputSchema"])
    assert brief["inputSchema"]["required"] == ["owner"]
    assert brief["inputSchema"]["properties"]["filter"]["properties"]["state"]["enum"] == ["open"]


def test_a_tool_that_already_has_an_optional_block_is_refused():
    with pytest.raises(OptionalConflictError):
        optionalized({**MCP_TOOL, "optional": {}})


def test_ioa_adol_listing_prints_each_mechanism_and_refuses_bad_files(tmp_path):
    from test_demo import run, run_split  # noqa: PLC0415 - the CLI runners of the demo tests

    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([MCP_TOOL, {**MCP_TOOL, "name": "search_issues"}]))
    status, out = run(["adol", "listing", str(tools), "--json"])
    assert status == 0, out
    figures = json.loads(out)
    rows = figures["rows"]
    assert set(rows) == {"as given", "short", "dedup", "short + dedup"}
    assert rows["short"]["tokens"] < rows["as given"]["tokens"]
    assert rows["dedup"]["tokens"] <= rows["as given"]["tokens"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"description": "no name"}]))
    status, out, err = run_split(["adol", "listing", str(bad)])
    assert status == 2
    assert "entry 0 is not a tool with a name" in err
    assert out == ""


def test_the_labelled_queries_name_real_tools_in_the_shapes_the_issue_asks():
    """adol_corpus/github_72_queries.json: 80+ requests; some need two tools, a few none."""
    from pathlib import Path  # noqa: PLC0415 - this test only

    corpus = Path(__file__).resolve().parents[1] / "adol_corpus"
    tools = {tool["name"] for tool in json.loads((corpus / "github_mcp_tools_72.json").read_text())}
    queries = json.loads((corpus / "github_72_queries.json").read_text())
    assert len(queries) >= 80
    assert all(set(entry) == {"query", "expected"} for entry in queries)
    assert all(set(entry["expected"]) <= tools for entry in queries)
    assert sum(len(entry["expected"]) == 2 for entry in queries) >= 5
    assert sum(not entry["expected"] for entry in queries) >= 3
    assert len({entry["query"] for entry in queries}) == len(queries)


OFFERS_SCHEMA = {
    "type": "object",
    "properties": {
        "offers": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string"},
                    "price": {"type": "object", "properties": {"amount": {}}},
                },
            },
        },
        "count": {"type": "integer"},
    },
}
OFFERS = {
    "offers": [{"id": "a", "price": {"amount": 1, "currency": "EUR"}}, "note", {"id": "b"}],
    "count": 2,
}


def test_an_array_without_items_or_with_other_items_has_no_paths_below_it() -> None:
    schema = {
        "type": "object",
        "properties": {"a": {"type": "array"}, "b": {"type": "array", "items": True}},
    }
    assert output_paths(schema) == ["a", "b"]


def test_paths_go_through_arrays_of_objects() -> None:
    assert output_paths(OFFERS_SCHEMA) == [
        "offers",
        "offers.id",
        "offers.price",
        "offers.price.amount",
        "count",
    ]


class _CountedProperties(dict):
    """A `properties` object that counts the names taken from it."""

    taken = 0

    def items(self):  # type: ignore[override]
        for pair in super().items():
            _CountedProperties.taken += 1
            yield pair


def _long_name_over(fields: int, length: int) -> dict:
    leaves = {f"f{n}": {"type": "string"} for n in range(fields)}
    holder = {"type": "object", "properties": leaves}
    return {"type": "object", "properties": {"x" * length: holder, "y": {"type": "string"}}}


def test_one_long_name_over_many_fields_is_refused_before_its_paths_are_built():
    """Closes F1/F5b: one property named with L characters holding K fields made K paths
    of L characters each (a 151 KB tool listed 200 MB of paths, a 0.22 MB context took
    2.7 GiB to compile): the schema is refused at its first path past the bound."""
    with pytest.raises(UnfilterableOutputError, match=f"longer than {MAX_PATH_LENGTH}"):
        output_paths(_long_name_over(4_000, 100_000))
    at_bound = _long_name_over(3, MAX_PATH_LENGTH - 3)  # "xxx...x.f0": 256 characters
    assert max(map(len, output_paths(at_bound))) == MAX_PATH_LENGTH
    with pytest.raises(UnfilterableOutputError):
        output_paths(_long_name_over(3, MAX_PATH_LENGTH - 2))


def test_an_output_of_more_paths_than_the_bound_is_refused_after_reading_that_many():
    """Closes F1's other half: the paths of a schema of 100,000 fields were all listed (and
    all went into a listing's enum). The walk stops one name past the bound."""
    fields = _CountedProperties({f"f{n}": {"type": "string"} for n in range(100_000)})
    _CountedProperties.taken = 0
    with pytest.raises(UnfilterableOutputError, match=f"more than {MAX_OUTPUT_PATHS}"):
        output_paths({"type": "object", "properties": fields})
    assert _CountedProperties.taken == MAX_OUTPUT_PATHS + 1
    nested = {"type": "object", "properties": {"a": {"type": "object", "properties": fields}}}
    with pytest.raises(UnfilterableOutputError):
        output_paths(nested)  # "a" and its fields count together
    widest = {f"f{n}": {"type": "string"} for n in range(MAX_OUTPUT_PATHS)}
    assert len(output_paths({"type": "object", "properties": widest})) == MAX_OUTPUT_PATHS
    with pytest.raises(UnfilterableOutputError):
        require_output({"type": "object", "properties": fields})


@pytest.mark.parametrize(
    ("paths", "expected"),
    [
        (["offers.id"], {"offers": [{"id": "a"}, "note", {"id": "b"}]}),
        (
            ["offers.price.amount", "count"],
            {"offers": [{"price": {"amount": 1}}, "note", {}], "count": 2},
        ),
        (
            ["offers.id", "offers.price.amount"],
            {"offers": [{"id": "a", "price": {"amount": 1}}, "note", {"id": "b"}]},
        ),
        (["offers", "offers.id"], {"offers": OFFERS["offers"]}),
        (["offers.id", "offers"], {"offers": OFFERS["offers"]}),
        (["count.x"], {}),
    ],
)
def test_a_path_through_an_array_applies_to_each_object_in_it(
    paths: list[str], expected: dict
) -> None:
    assert filtered(OFFERS, paths) == expected
    assert OFFERS["offers"][0]["price"]["currency"] == "EUR"  # the result itself is untouched


results = st.dictionaries(
    st.sampled_from(["a", "b", "c"]),
    st.recursive(
        st.none() | st.integers() | st.text(max_size=3),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(st.sampled_from(["a", "b", "c"]), inner, max_size=3)
        ),
        max_leaves=12,
    ),
    max_size=3,
)
dotted = st.lists(
    st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=3).map(".".join),
    max_size=6,
)


@settings(max_examples=400, deadline=None)
@given(results, dotted, st.randoms(use_true_random=False))
def test_many_paths_keep_what_each_keeps_alone_in_any_order(result, paths, rng):
    """The paths are merged into one walk of the result: the same as each path applied
    on its own, whatever their order, and nothing that no path's first field names."""
    kept = filtered(result, paths)
    shuffled = list(paths)
    rng.shuffle(shuffled)
    assert filtered(result, shuffled) == kept
    for path in paths:
        assert filtered(kept, [path]) == filtered(result, [path]), path
    assert set(kept) <= {path.split(".")[0] for path in paths}
    assert filtered(kept, paths) == kept


class _CountedLookups(dict):
    """A result object that counts the keys looked up in it."""

    lookups = 0

    def __contains__(self, key: object) -> bool:
        _CountedLookups.lookups += 1
        return super().__contains__(key)

    def __getitem__(self, key: str) -> object:
        _CountedLookups.lookups += 1
        return super().__getitem__(key)


def test_each_object_is_walked_by_the_fewer_of_its_keys_and_the_paths():
    """A review found 2,000 one-field objects and 40,000 paths through them taking 2.4 s:
    each object was asked for every path. It is asked for its own few keys now."""
    items = [_CountedLookups(f0=n) for n in range(200)]
    paths = [f"items.f{n}" for n in range(1_000)]
    _CountedLookups.lookups = 0
    kept = filtered({"items": items}, paths)
    assert kept == {"items": [{"f0": n} for n in range(200)]}
    assert _CountedLookups.lookups <= 200 * 4  # not 200 x 1,000


def test_a_full_listing_copies_a_deep_tool_once_not_once_per_level(monkeypatch):
    """An outside attack: merging copied a subtree again at every level above it, so a
    990 KB tool whose `optional` block went 14 deep took 16 s for each full listing."""
    wide = {f"f{i}": {"type": "string", "description": "d" * 20} for i in range(200)}
    entry: dict = {"name": "t", "inputSchema": {"type": "object"}}
    block: dict = {}
    node, extra = entry["inputSchema"], block.setdefault("inputSchema", {})
    for level in range(12):  # a merge path 12 deep, the wide schema at its end
        node = node.setdefault("properties", {}).setdefault(f"l{level}", {"type": "object"})
        extra = extra.setdefault("properties", {}).setdefault(f"l{level}", {})
        extra["description"] = f"level {level}"
    node["properties"] = wide
    entry["optional"] = block
    copied: list[int] = []
    deepcopy = listing_module.copy.deepcopy

    def counted(value, memo=None):
        if memo is None:  # a top-level copy: count what it copies
            copied.append(len(json.dumps(value)))
        return deepcopy(value, memo)

    monkeypatch.setattr(listing_module.copy, "deepcopy", counted)
    whole = full(entry)
    deepest = whole["inputSchema"]
    for level in range(12):
        deepest = deepest["properties"][f"l{level}"]
        assert deepest["description"] == f"level {level}"
    assert deepest["properties"]["f0"] == wide["f0"]
    assert deepest["properties"]["f0"] is not wide["f0"]  # still a copy
    assert sum(copied) < 2 * len(json.dumps(whole))  # the tool copied once, not per level
