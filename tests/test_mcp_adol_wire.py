"""The `io.ioa-stack/adol` extension's rules on plain JSON (ioa.bridges.mcp_adol: no SDK or I/O)."""

from __future__ import annotations

import json

import pytest

from contexts.adol.compact import expand_schema
from contexts.adol.listing import MAX_OUTPUT_PATHS, MAX_PATH_LENGTH
from ioa.bridges.mcp_adol import (
    EXTENSION,
    AdolParamsError,
    ListingRequest,
    capability,
    filtered_call_result,
    filters_output,
    listing_request,
    opted_in_listing,
    peer_filters_output,
    plan_call,
    with_capability,
)

OUTPUT = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "now": {
            "type": "object",
            "properties": {"temp": {"type": "number"}, "rain": {"type": "number"}},
            "required": ["temp", "rain"],
        },
        "hours": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"at": {"type": "string"}, "temp": {"type": "number"}},
                "required": ["at", "temp"],
            },
        },
    },
    "required": ["city", "now", "hours"],
}
PLACE = {
    "type": "string",
    "description": "A city, in English or in the language of its country, with its region or "
    "state when the name alone is ambiguous, for example Porto or Springfield, Illinois",
}
WEATHER = {
    "name": "weather",
    "description": "The weather in a city.",
    "inputSchema": {"type": "object", "properties": {"city": PLACE}, "required": ["city"]},
    "outputSchema": OUTPUT,
    "annotations": {"readOnlyHint": True},
}
FORECAST = {
    "name": "forecast",
    "description": "Tomorrow's weather in a city.",
    "inputSchema": {"type": "object", "properties": {"city": PLACE, "where": PLACE}},
}
RESULT = {"city": "Porto", "now": {"temp": 18.5, "rain": 0.1}, "hours": [{"at": "9", "temp": 17}]}


def params(**members: object) -> dict[str, object]:
    return {"_meta": {EXTENSION: members}}


def test_no_opt_in_is_none_and_the_defaults_are_short_and_dedup():
    assert listing_request(None) is None
    assert listing_request({"_meta": {"progressToken": 1}}) is None
    assert listing_request(params()) == ListingRequest()
    request = listing_request(params(tags=["weather"], query="rain?", top=2, threshold=0.5))
    assert request == ListingRequest(tags=("weather",), query="rain?", top=2, threshold=0.5)
    assert request.selects


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"_meta": {EXTENSION: []}}, "must be an object, not list"),
        (params(page=2), ".page: unknown member"),
        (params(top=True, query="x"), ".top: must be a whole number, not True"),
        (params(top=2.5, query="x"), ".top: must be a whole number"),
        (params(threshold=True, query="x"), ".threshold: must be a number"),
        (params(listing=None), ".listing: None is not one of short, full"),
        ({"cursor": "abc", **params()}, "cursor: an opted-in listing"),
    ],
)
def test_a_malformed_opt_in_names_the_member_at_fault(given, message):
    with pytest.raises(AdolParamsError) as caught:
        listing_request(given)
    assert message in caught.value.message
    assert caught.value.code == -32602


@pytest.mark.parametrize(
    "given",
    [
        params(tags=["x"] * 20_000 + [1]),
        params(**{"m" * 1_000_000: 1}),
        params(listing="s" * 1_000_000),
        params(query=["q" * 1_000_000]),
        params(top={"k": "v" * 1_000_000}, query="x"),
        params(dedup="d" * 1_000_000),
        params(top=-(10**4000), query="x"),
    ],
)
def test_a_refusal_never_echoes_a_large_value(given):
    """An outside attack: the refusals quoted a client's whole value (2 MB in one -32602
    message, and in one log line)."""
    with pytest.raises(AdolParamsError) as caught:
        listing_request(given)
    assert len(caught.value.message) < 300, caught.value.message[:300]


def test_a_long_list_is_named_by_its_size_and_kinds():
    with pytest.raises(AdolParamsError) as caught:
        listing_request(params(tags=["x"] * 20_000 + [1]))
    assert "a list of 20001 items (int, str)" in caught.value.message


def test_an_opted_in_listing_short_full_and_its_shared_definitions():
    tools = [WEATHER, FORECAST]
    short = opted_in_listing(tools, ListingRequest())
    full = opted_in_listing(tools, ListingRequest(listing="full"))
    weather_short = short["tools"][0]
    assert set(weather_short) == {"name", "description", "inputSchema"}
    assert "description" not in json.dumps(weather_short["inputSchema"]["properties"]["city"])
    assert weather_short["inputSchema"]["properties"]["requireOutput"]["items"]["enum"] == [
        "city",
        "now",
        "now.temp",
        "now.rain",
        "hours",
        "hours.at",
        "hours.temp",
    ]
    defs = full["_meta"][EXTENSION]["defs"]
    assert defs["$id"] == "urn:adol:defs"
    for shown, original in zip(full["tools"], tools, strict=True):
        schema = expand_schema(shown["inputSchema"], defs)
        schema["properties"].pop("requireOutput", None)
        assert schema == original["inputSchema"]
    loosened = full["tools"][0]["outputSchema"]
    assert "required" not in json.dumps(loosened)
    assert full["tools"][0]["annotations"] == {"readOnlyHint": True}
    assert "outputSchema" not in full["tools"][1]


def test_selection_orders_the_tools_and_reports_scores_and_tags():
    listing = opted_in_listing(
        [WEATHER, FORECAST],
        ListingRequest(query="tomorrow", dedup=False),
        selected=[("forecast", 2.5), ("gone", 1.0)],
        tags=["forecast", "weather"],
    )
    assert [tool["name"] for tool in listing["tools"]] == ["forecast"]
    assert listing["_meta"][EXTENSION] == {
        "listing": "short",
        "dedup": False,
        "scores": {"forecast": 2.5},
        "tags": ["forecast", "weather"],
    }


@pytest.mark.parametrize("listing", ["short", "full"])
def test_a_tool_named_unfiltered_is_listed_as_one_without_fields(listing):
    """The proxy names a tool the upstream listed twice, differently: whichever of the two a
    call reaches, no `requireOutput` is offered for it, and its output schema keeps
    `required` (its results are not filtered)."""
    request = ListingRequest(listing=listing)
    plain = opted_in_listing([WEATHER, FORECAST], request)
    shown = opted_in_listing([WEATHER, FORECAST], request, unfiltered={"weather"})
    assert "requireOutput" in plain["tools"][0]["inputSchema"]["properties"]
    assert "requireOutput" not in shown["tools"][0]["inputSchema"]["properties"]
    if listing == "full":
        assert shown["tools"][0]["outputSchema"] == OUTPUT
    assert shown["tools"][1] == plain["tools"][1]


@pytest.mark.parametrize("listing", ["short", "full"])
def test_tools_of_odd_but_valid_shapes_are_listed_as_given_beside_the_rest(listing):
    """An outside fuzz: one such tool made every opted-in listing of its upstream an
    internal error (an integer past 2^53, which RFC 8785 cannot write; an input schema
    `true`, a list, or whose properties are no object)."""
    odd = [
        {"name": "huge", "inputSchema": {"type": "object", "properties": {
            "id": {"type": "integer", "maximum": 18446744073709551615}}}, "outputSchema": OUTPUT},
        {"name": "anything", "inputSchema": True, "outputSchema": OUTPUT},
        {"name": "listed", "inputSchema": [{"type": "object"}], "outputSchema": OUTPUT},
        {"name": "loose", "inputSchema": {"type": "object", "properties": True},
         "outputSchema": OUTPUT},
    ]  # fmt: skip
    shown = opted_in_listing([WEATHER, FORECAST, *odd], ListingRequest(listing=listing))
    by_name = {tool["name"]: tool for tool in shown["tools"]}
    assert by_name["huge"]["inputSchema"]["properties"]["id"]["maximum"] == 2**64 - 1
    for name in ("anything", "listed", "loose"):  # nothing added to what is no schema's
        original = next(tool for tool in odd if tool["name"] == name)
        assert by_name[name]["inputSchema"] == original["inputSchema"], name
        assert not filters_output(original), name
    assert "requireOutput" in by_name["weather"]["inputSchema"]["properties"]
    assert shown["_meta"][EXTENSION]["dedup"] is True


def test_which_tools_get_require_output():
    assert filters_output(WEATHER)
    assert not filters_output(FORECAST)  # no output schema
    single = {**WEATHER, "outputSchema": {"type": "object", "properties": {"result": {}}}}
    assert not filters_output(single)  # one field: nothing to choose
    own = {**WEATHER, "inputSchema": {"properties": {"requireOutput": {"type": "string"}}}}
    assert not filters_output(own)  # the tool's own parameter
    for schema in (
        {"type": "object", "additionalProperties": True},
        {"type": "object", "additionalProperties": {"type": "string"}},
        {"type": "object", "patternProperties": {"^r": {}}},
        {"type": "object", "properties": {"q": {"properties": {"requireOutput": {}}}}},
        {"type": "object", "required": ["requireOutput"]},
    ):  # a schema that may take an argument named requireOutput keeps it its own
        assert not filters_output({**WEATHER, "inputSchema": schema}), schema
    closed = {**WEATHER["inputSchema"], "additionalProperties": False}
    assert filters_output({**WEATHER, "inputSchema": closed})


def test_a_call_plan_removes_require_output_unless_the_upstream_filters():
    call = {"name": "weather", "arguments": {"city": "Porto", "requireOutput": ["now.temp"]}}
    plan = plan_call(call, WEATHER, upstream_filters=False)
    assert plan.params["arguments"] == {"city": "Porto"}
    assert plan.paths == ("now.temp",)
    assert plan_call(call, WEATHER, upstream_filters=True).params == call
    untouched = {"name": "weather", "arguments": {"city": "Porto"}}
    assert plan_call(untouched, WEATHER, upstream_filters=False).paths is None
    own = {**WEATHER, "inputSchema": {"properties": {"requireOutput": {"type": "string"}}}}
    assert plan_call(call, own, upstream_filters=False).params == call
    assert plan_call(call, None, upstream_filters=False).params == call  # an unknown tool
    assert plan_call(call, FORECAST, upstream_filters=False).params == call  # nothing to choose
    open_ended = {**WEATHER, "inputSchema": {"type": "object", "additionalProperties": True}}
    assert plan_call(call, open_ended, upstream_filters=False).params == call
    nested = {"type": "object", "properties": {"q": {"$ref": "#/$defs/q"}}}
    nested["$defs"] = {"q": {"type": "object", "properties": {"requireOutput": {}}}}
    assert plan_call(call, {**WEATHER, "inputSchema": nested}, upstream_filters=False).paths is None
    bad = {"name": "weather", "arguments": {"requireOutput": ["now.wind"]}}
    with pytest.raises(AdolParamsError, match=r"no output field 'now\.wind'"):
        plan_call(bad, WEATHER, upstream_filters=False)


def test_a_filtered_result_rewrites_the_json_text_of_its_structured_content():
    indented = json.dumps(RESULT, indent=2)
    result = {
        "content": [
            {"type": "text", "text": indented},
            {"type": "text", "text": "not JSON"},
            {"type": "image", "data": "AA==", "mimeType": "image/png"},
        ],
        "structuredContent": RESULT,
    }
    out = filtered_call_result(result, ["now.temp", "hours.at"])
    kept = {"now": {"temp": 18.5}, "hours": [{"at": "9"}]}
    assert out["structuredContent"] == kept
    assert out["content"][0]["text"] == json.dumps(kept, indent=2)
    assert out["content"][1:] == result["content"][1:]
    assert result["structuredContent"] == RESULT  # the input is left as it was
    error = {**result, "isError": True}
    assert filtered_call_result(error, ["city"]) == error


def test_the_capability_joins_whatever_the_upstream_advertises():
    upstream = {"protocolVersion": "2025-11-25", "capabilities": {"experimental": {"x": {}}}}
    result = with_capability(upstream, capability())
    assert result["capabilities"]["experimental"] == {"x": {}, EXTENSION: capability()}
    assert "experimental" not in upstream["capabilities"] or upstream["capabilities"][
        "experimental"
    ] == {"x": {}}
    assert peer_filters_output(result["capabilities"])
    assert not peer_filters_output(upstream["capabilities"])
    assert not peer_filters_output(None)


def test_a_call_naming_a_field_the_tool_lacks_lists_a_bounded_number_of_known_ones():
    """An upstream tool with thousands of output fields: the check is one set lookup per
    path, and the message names the first 32 known fields, then how many more."""
    fields = {f"f{n}": {"type": "string"} for n in range(MAX_OUTPUT_PATHS)}
    wide = {**WEATHER, "outputSchema": {"type": "object", "properties": fields}}
    wanted = [f"f{n}" for n in range(MAX_OUTPUT_PATHS)]
    plan = plan_call(
        {"name": "weather", "arguments": {"requireOutput": wanted}}, wide, upstream_filters=False
    )
    assert plan.paths == tuple(wanted)
    with pytest.raises(AdolParamsError) as caught:
        plan_call(
            {"name": "weather", "arguments": {"requireOutput": [*wanted, "nope"]}},
            wide,
            upstream_filters=False,
        )
    message = str(caught.value)
    assert "no output field 'nope'" in message
    assert message.endswith(f"'f31' and {MAX_OUTPUT_PATHS - 32} more)")
    assert len(message) < 700
    odd = {f"line\n{n:03d}{'x' * (MAX_PATH_LENGTH - 8)}": {"type": "string"} for n in range(40)}
    oddly = {**WEATHER, "outputSchema": {"type": "object", "properties": odd}}
    with pytest.raises(AdolParamsError) as caught:
        plan_call(
            {"name": "weather", "arguments": {"requireOutput": ["p" * 1_000_000]}},
            oddly,
            upstream_filters=False,
        )
    message = str(caught.value)
    assert "\n" not in message
    assert len(message) < 3_000


class _CountedProperties(dict):
    """An output schema's `properties` that counts the times its names are walked."""

    walks = 0

    def items(self):  # type: ignore[override]
        _CountedProperties.walks += 1
        return super().items()


def _past_the_bounds(fields: int, length: int) -> dict[str, object]:
    """A tool whose output has one property named with `length` characters over `fields`."""
    leaves = {f"f{n}": {"type": "string"} for n in range(fields)}
    holder = {"type": "object", "properties": leaves, "required": ["f0"]}
    output = {"type": "object", "properties": {"x" * length: holder, "y": {"type": "string"}}}
    return {**WEATHER, "name": "t", "outputSchema": {**output, "required": ["y"]}}


@pytest.mark.parametrize(
    ("fields", "length"),
    [(2_000, 100_000), (MAX_OUTPUT_PATHS, 1), (2, MAX_PATH_LENGTH - 2)],
    ids=["long-name-over-many", "too-many", "one-too-long"],
)
def test_a_tool_past_the_output_bounds_is_listed_and_called_as_one_without_fields(fields, length):
    """Closes F1: a tool with one 100,000-character property over 2,000 fields was listed
    with 2,000 paths of 100,000 characters in its requireOutput enum (a 151 KB upstream
    listing answered with 200 MB), and every tools/call to it built them again on the
    event loop. Past MAX_OUTPUT_PATHS paths or MAX_PATH_LENGTH characters the tool filters
    nothing: no enum, its output schema as the upstream wrote it, its calls untouched."""
    tool = _past_the_bounds(fields, length)
    assert not filters_output(tool)
    for listing in ("short", "full"):
        shown = opted_in_listing([tool], ListingRequest(listing=listing, dedup=False))
        entry = shown["tools"][0]
        assert "requireOutput" not in entry["inputSchema"]["properties"]
        assert len(json.dumps(shown)) < 2 * len(json.dumps(tool))
        if listing == "full":
            assert entry["outputSchema"] == tool["outputSchema"]  # its `required` kept
    call = {"name": "t", "arguments": {"city": "Porto", "requireOutput": ["y"]}}
    plan = plan_call(call, tool, upstream_filters=False)
    assert plan.params == call
    assert plan.paths is None


def test_a_tools_output_paths_are_worked_out_once_for_its_listing_and_calls():
    """Closes F1's hold on the event loop: `plan_call` (run on the loop for every
    tools/call naming requireOutput) walked the tool's output schema again each time.
    It is walked once per tool object, which the proxy keeps from listing to listing."""
    fields = _CountedProperties({f"f{n}": {"type": "string"} for n in range(100)})
    tool = {**WEATHER, "outputSchema": {"type": "object", "properties": fields}}
    _CountedProperties.walks = 0
    call = {"name": "weather", "arguments": {"requireOutput": ["f1", "f2"]}}
    for _ in range(10):
        assert plan_call(call, tool, upstream_filters=False).paths == ("f1", "f2")
    assert filters_output(tool)
    assert _CountedProperties.walks == 3  # its paths, and whether it can be shaped: once
    shown = opted_in_listing([tool], ListingRequest(listing="short", dedup=False))
    member = shown["tools"][0]["inputSchema"]["properties"]["requireOutput"]
    assert member["items"]["enum"] == [f"f{n}" for n in range(100)]


@pytest.mark.parametrize("dedup", [False, True])
def test_one_tool_too_deep_to_merge_back_is_shown_as_given_and_the_rest_shaped(dedup):
    # An outside attack (a hostile upstream): one tool whose input schema nests past the
    # `optional` bound failed every opted-in full listing (-32603, "a fault of its own").
    deep: dict = {"type": "string", "description": "the leaf"}
    for _ in range(20):  # (past the merge's bound, within what the proxy reads for names)
        deep = {"type": "object", "description": "a level", "properties": {"x": deep}}
    output = {  # two fields: a tool that could be filtered, were it shaped
        "type": "object",
        "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
        "required": ["a", "b"],
    }
    tool = {"name": "deep", "description": "nests", "inputSchema": deep, "outputSchema": output}
    listing = opted_in_listing([WEATHER, tool], ListingRequest(listing="full", dedup=dedup))
    names = [shown["name"] for shown in listing["tools"]]
    assert names == ["weather", "deep"]
    shown = listing["tools"][1]
    defs = listing["_meta"][EXTENSION].get("defs")
    schema = expand_schema(shown["inputSchema"], defs) if defs else shown["inputSchema"]
    assert schema == deep  # as the upstream gave it
    assert shown["outputSchema"] == output  # its `required` too
    # A review: a tool whose own `optional` block cannot be merged back (it would replace
    # a member) is shown as given too, `required` kept, and was offered `requireOutput`:
    # a filtered result then failed the client SDK's check. It is offered none.
    odd = {
        "name": "odd",
        "description": "its block would rename it",
        "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
        "optional": {"name": "other"},
        "outputSchema": output,
    }
    [shown] = opted_in_listing([odd], ListingRequest(listing="full", dedup=dedup))["tools"]
    assert shown["outputSchema"] == output
    assert "requireOutput" not in shown["inputSchema"].get("properties", {})
    call = {"name": "odd", "arguments": {"q": "x", "requireOutput": ["a"]}}
    assert plan_call(call, odd, upstream_filters=False).paths is None  # passed on untouched
    short = opted_in_listing([WEATHER, tool], ListingRequest(listing="short", dedup=dedup))
    assert [entry["name"] for entry in short["tools"]] == ["weather", "deep"]
