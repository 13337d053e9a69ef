"""Short and full listings and `requireOutput` filtering (`contexts.adol.listing`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol.listing import (
    OptionalConflictError,
    filtered,
    full,
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
