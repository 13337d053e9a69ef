"""`$ref` de-duplication (`contexts.adol.dedup`): the same instances, fewer bytes.

Both forms are held to the compiled validator: every instance the original
schema accepts, the de-duplicated one (its external references resolved
through a registry holding the shared document, never the network) and the
inlined one accept, and every instance one refuses the others refuse.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import jsonschema_rs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol.compact import compact_listing, expand_listing, expand_schema
from contexts.adol.dedup import InliningTooLargeError, dedupe, inline
from contexts.canonical import canonical_bytes

TOOLS = json.loads(
    (Path(__file__).resolve().parents[1] / "adol_corpus" / "github_mcp_tools_72.json").read_text()
)
SHARED = "urn:adol:test"
OWNER = {"description": "Repository owner", "type": "string", "minLength": 1}
PAGE = {"description": "Page number", "type": "integer", "minimum": 1, "maximum": 100}
TAGS = {"type": "array", "items": {"type": "string", "enum": ["a", "b", "c"]}, "uniqueItems": True}


def _validator(schema, shared):
    registry = jsonschema_rs.Registry([(SHARED, shared)]) if "$defs" in shared else None
    return jsonschema_rs.Draft202012Validator(schema, registry=registry, validate_formats=True)


SCHEMAS = [
    {
        "type": "object",
        "properties": {"owner": OWNER, "page": PAGE, "tags": TAGS},
        "required": ["owner"],
    },
    {"type": "object", "properties": {"owner": OWNER, "other_owner": OWNER, "page": PAGE}},
    {
        "type": "object",
        "properties": {"pair": {"type": "array", "prefixItems": [OWNER, OWNER]}, "tags": TAGS},
        "additionalProperties": False,
    },
    {"anyOf": [OWNER, PAGE, {"type": "null"}]},
]

instances = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 120)
    | st.sampled_from(["", "x", "a", "b", "octocat"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["owner", "other_owner", "page", "tags", "pair", "extra", "x"]),
            inner,
            max_size=4,
        )
    ),
    max_leaves=8,
)


def test_repeated_sub_schemas_move_and_come_back():
    deduped = dedupe(SCHEMAS, SHARED)
    assert "$defs" in deduped.shared  # OWNER and PAGE repeat across schemas
    assert "$defs" in deduped.schemas[1] or '"$ref"' in json.dumps(deduped.schemas[1])
    before = sum(len(canonical_bytes(s)) for s in SCHEMAS)
    after = sum(len(canonical_bytes(s)) for s in deduped.schemas) + len(
        canonical_bytes(deduped.shared)
    )
    assert after < before
    for original, written in zip(SCHEMAS, deduped.schemas, strict=True):
        assert canonical_bytes(inline(written, deduped.shared)) == canonical_bytes(original)


POINTED_NAMES = ["a/b", "a~b", "a b", "a%b", "a~1b", "a%20b", "\u00e4", "a~01b", "plain"]
"""`$defs` names a JSON Pointer must escape (`~`, `/`), a URI must percent-encode, or that
read like an escape themselves."""


def spelled(name: str, how: str) -> str:
    """A reference to the definition `name`: RFC 6901 escapes, then percent-encoding."""
    escaped = name.replace("~", "~0").replace("/", "~1")
    if how == "every byte":
        return "#/%24defs/" + "".join(f"%{byte:02X}" for byte in escaped.encode())
    return "#/$defs/" + quote(escaped, safe="~!$&'()*+,;=:@" if how == "minimal" else "")


def pointed(name: str, how: str) -> dict:
    """A tool whose `x` refers to `name`, beside a definition called what the pointer says."""
    ref = spelled(name, how)
    literal = ref.split("/", 2)[2]
    defs = {name: {"type": "integer", "description": "the definition the pointer names"}}
    if literal != name:
        defs[literal] = {"type": "string", "description": "named like the pointer's text"}
    return {"type": "object", "properties": {"x": {"$ref": ref}}, "$defs": defs}


@settings(max_examples=400, deadline=None)
@given(
    instances,
    st.sampled_from(POINTED_NAMES),
    st.sampled_from(["minimal", "encoded", "every byte"]),
)
def test_every_form_accepts_exactly_the_same_instances(instance, name, how):
    """Original, de-duplicated and inlined; and a listing compacted then expanded, whose
    tools' `$ref`s escape or percent-encode their definitions' names."""
    schemas = [*SCHEMAS, pointed(name, how), pointed(name, how)]
    deduped = dedupe(schemas, SHARED)
    for original, written in zip(schemas, deduped.schemas, strict=True):
        expected = _validator(original, {}).is_valid(instance)
        assert _validator(written, deduped.shared).is_valid(instance) == expected
        assert _validator(inline(written, deduped.shared), {}).is_valid(instance) == expected
    tools = [{"name": f"t{n}", "inputSchema": schema} for n, schema in enumerate(schemas)]
    compacted, shared = compact_listing(tools, SHARED)
    expanded = expand_listing(compacted, shared)
    for original, written, back in zip(schemas, compacted, expanded, strict=True):
        expected = _validator(original, {}).is_valid(instance)
        assert _validator(written["inputSchema"], shared or {}).is_valid(instance) == expected
        assert _validator(back["inputSchema"], {}).is_valid(instance) == expected, (name, how)


def test_data_is_never_taken_for_a_schema():
    """`enum`, `const`, `default` and `examples` hold data that only looks like schemas."""
    data = {"type": "object", "description": "Repository owner", "minLength": 1}
    schemas = [
        {"enum": [data, data], "default": data, "examples": [data]},
        {"const": data, "properties": {"x": {"default": data}}},
    ]
    deduped = dedupe(schemas, SHARED)
    assert [canonical_bytes(s) for s in deduped.schemas] == [canonical_bytes(s) for s in schemas]


def test_schemas_with_their_own_references_are_left_whole():
    recursive = {
        "$defs": {
            "node": {
                "type": "object",
                "properties": {"next": {"$ref": "#/$defs/node"}, "owner": OWNER},
            }
        },
        "$ref": "#/$defs/node",
        "properties": {"owner": OWNER},
    }
    deduped = dedupe([recursive, SCHEMAS[0]], SHARED)
    assert deduped.schemas[0] == recursive
    assert inline(recursive) == recursive  # recursive: returned as given


def test_a_token_cost_moves_only_what_saves_tokens():
    """A reference is few bytes but many tokens: priced in tokens, small repeats stay."""
    from l9_snl.tokens import count_tokens  # noqa: PLC0415 - the tokenizer for this test

    small = {"description": "Owner", "type": "string"}
    schemas = [{"properties": {"a": small, "b": small}}, {"properties": {"c": small}}]
    by_tokens = dedupe(
        schemas, "https://definitions.example/very/long/path/shared.json", cost=count_tokens
    )
    assert [canonical_bytes(s) for s in by_tokens.schemas] == [canonical_bytes(s) for s in schemas]


def test_the_72_tools_round_trip_and_lose_nothing():
    schemas = [tool["inputSchema"] for tool in TOOLS]
    deduped = dedupe(schemas, SHARED)
    for original, written in zip(schemas, deduped.schemas, strict=True):
        assert canonical_bytes(inline(written, deduped.shared)) == canonical_bytes(original)
        _validator(written, deduped.shared)  # compiles, every reference resolved
    before = sum(len(canonical_bytes(s)) for s in schemas)
    after = sum(len(canonical_bytes(s)) for s in deduped.schemas) + len(
        canonical_bytes(deduped.shared)
    )
    assert after < before


def doubling(levels: int, *, shared_uri: str | None = None) -> tuple[dict, dict]:
    """A schema whose definitions each name the next twice: 2^levels copies once inlined."""
    prefix = f"{shared_uri}#/$defs/" if shared_uri else "#/$defs/"
    defs = {
        f"d{i}": {"allOf": [{"$ref": f"{prefix}d{i + 1}"}, {"$ref": f"{prefix}d{i + 1}"}]}
        for i in range(levels)
    }
    defs[f"d{levels}"] = {"type": "string", "minLength": 1}
    schema = {"type": "object", "properties": {"x": {"$ref": f"{prefix}d0"}}}
    if shared_uri:
        return schema, {"$id": shared_uri, "$defs": defs}
    return {**schema, "$defs": defs}, {}


@pytest.mark.parametrize("where", ["own", "shared"])
def test_references_that_multiply_are_refused_before_anything_is_copied(where):
    """A few hundred bytes from a peer (a proxy's listing and definitions) inlined into
    2^30 copies: counted first, each definition once, and refused."""
    schema, shared = doubling(30, shared_uri="urn:x" if where == "shared" else None)
    assert len(json.dumps([schema, shared])) < 4096
    refused = r"would make about [\d,]+ characters of JSON \(at most 16,777,216\)"
    with pytest.raises(InliningTooLargeError, match=refused):
        inline(schema, shared)
    with pytest.raises(InliningTooLargeError):  # what a client of the MCP proxy calls
        expand_schema(schema, shared or {"$id": "urn:y", "$defs": {}})


def test_the_bound_counts_what_inlining_makes():
    schema, _ = doubling(10)  # 1,024 copies of the last definition
    whole = inline(schema)
    assert json.dumps(whole).count('"minLength"') == 1024
    made = len(json.dumps(whole, separators=(",", ":")))
    with pytest.raises(InliningTooLargeError):
        inline(schema, max_chars=made // 2)
    assert inline(schema, max_chars=2 * made) == whole


def test_a_long_string_at_the_end_of_references_that_multiply_counts_as_its_characters():
    """A review: 65,536 copies of one definition stayed under a bound of a million values,
    and the definition held a 100,000-character description: 6.5 GB for whoever writes the
    result out, from a schema of 101 KB."""
    schema, _ = doubling(16)
    schema["$defs"]["d16"]["description"] = "d" * 100_000
    assert len(json.dumps(schema)) < 110_000
    with pytest.raises(InliningTooLargeError, match=r"about 6,[\d,]+ characters"):
        inline(schema)


class _EveryDict(type):
    """`isinstance(x, _WrittenSizes)` answers as `isinstance(x, dict)` would."""

    def __instancecheck__(cls, instance: object) -> bool:
        return isinstance(instance, dict)


class _WrittenSizes(dict, metaclass=_EveryDict):
    """A dict that adds up the size of every container stored into it.

    Put in place of `dict` in the module under test: the schemas it copies with `dict(...)`
    count what is written into them, and its `isinstance(..., dict)` checks are unchanged.
    """

    written = 0

    def __setitem__(self, key, value):
        if isinstance(value, dict | list):
            _WrittenSizes.written += len(value)
        super().__setitem__(key, value)


@pytest.mark.parametrize("keyword", ["anyOf", "properties"])
def test_a_wide_schema_is_rewritten_with_each_container_built_once(monkeypatch, keyword):
    """Closes F2: a hostile MCP upstream's `anyOf` of 80,000 items (160 KB) or 80,000
    properties took `dedupe` 10 s / 69 s in the proxy's worker thread, and `inline` as
    long: each rewritten container was copied again for each of its sub-schemas (N^2).
    Counted: the items stored into the rewritten schemas stay linear in the width."""
    from contexts.adol import dedup  # noqa: PLC0415

    width = 2000
    children = [0] * width if keyword == "anyOf" else {f"p{i}": {} for i in range(width)}
    schema = {"type": "object", keyword: children}
    monkeypatch.setattr(dedup, "dict", _WrittenSizes, raising=False)
    monkeypatch.setattr(_WrittenSizes, "written", 0)
    deduped = dedupe([schema], SHARED)
    inlined = inline(deduped.schemas[0], deduped.shared)
    assert canonical_bytes(inlined) == canonical_bytes(schema)
    assert 0 < _WrittenSizes.written <= 4 * width


class _ProbedNames(set):
    """A set that counts the names looked up in it."""

    probes = 0

    def __contains__(self, name: object) -> bool:
        _ProbedNames.probes += 1
        return super().__contains__(name)


def test_many_definitions_with_one_name_hint_are_named_in_linear_probes(monkeypatch):
    """Closes the LOW naming finding: N repeated sub-schemas that all take their name from
    one hint (`schema_anyOf`) tried `base`, `base_2`... from the start for each (N^2
    lookups: 8,000 took 1 s). Counted: the taken names are probed a bounded number of
    times per name, and the names are the ones they always were."""
    from contexts.adol import dedup  # noqa: PLC0415

    count = 400
    padding = "long enough to be worth a definition " * 3
    subs = [{"type": "string", "description": f"{padding}{i:05d}"} for i in range(count)]
    schema = {"type": "object", "anyOf": subs + subs}
    monkeypatch.setattr(dedup, "set", _ProbedNames, raising=False)
    monkeypatch.setattr(_ProbedNames, "probes", 0)
    deduped = dedupe([schema], SHARED)
    assert sorted(deduped.schemas[0]["$defs"]) == sorted(
        ["schema_anyOf", *(f"schema_anyOf_{n}" for n in range(2, count + 1))]
    )
    assert deduped.schemas[0]["anyOf"][1] == {"$ref": "#/$defs/schema_anyOf_2"}
    assert 0 < _ProbedNames.probes <= 8 * count


@pytest.mark.parametrize(
    "leaf",
    [
        {"const": 10**4000},  # 4,001 digits: it counted as 4 characters
        {"description": "\U0001f600" * 400},  # 12 characters each as JSON escapes them
        {"description": "\x01" * 400},  # 6 each
    ],
)
def test_numbers_and_escaped_strings_count_as_json_writes_them(leaf):
    """A review: a doubling chain ending in a big number or escaped text stayed under the
    bound while its JSON took gigabytes."""
    schema, _ = doubling(15)
    schema["$defs"]["d15"] = leaf
    with pytest.raises(InliningTooLargeError):
        inline(schema)
    schema, _ = doubling(4)
    schema["$defs"]["d4"] = leaf
    whole = inline(schema)
    written = len(json.dumps(whole, separators=(",", ":")))
    with pytest.raises(InliningTooLargeError):
        inline(schema, max_chars=written - 1)


def test_a_pointer_that_is_not_well_formed_leaves_the_schemas_whole():
    """`~2` is no RFC 6901 escape (the validator reads it as written): what it names is not
    certain, so neither hoisting nor inlining touches the schemas that hold it."""
    schema = {
        "type": "object",
        "properties": {"x": {"$ref": "#/$defs/a~2b"}},
        "$defs": {"a~2b": {"type": "integer", "description": "the one it names, as written"}},
    }
    tools = [{"name": f"t{n}", "inputSchema": schema} for n in range(2)]
    compacted, shared = compact_listing(tools, SHARED)
    assert [tool["inputSchema"] for tool in compacted] == [schema, schema]
    assert expand_listing(compacted, shared)[0]["inputSchema"] == schema
    assert inline(schema) == schema
