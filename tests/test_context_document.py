"""Canonical bytes and digests, the SharedContext document, the validator cache, the library."""

import hashlib
import json
import sys

import orjson
import pytest
import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts import (
    ContextLibrary,
    ContextVersion,
    DigestMismatchError,
    EmbeddingHints,
    InvalidDocumentError,
    SharedContext,
    ValidatorCache,
    canonical_bytes,
    digest_of,
    digest_of_bytes,
    is_digest,
)
from contexts.builtin import builtin
from contexts.canonical import es_number, parse_json

SAFE_INT = 2**53 - 1

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-SAFE_INT, SAFE_INT)
    # Floats of 2**53 and above are integral, written as integer digits, and parse back as
    # integers outside the safe range: see test_a_documents_canonical_bytes_load_again.
    | st.floats(-SAFE_INT, SAFE_INT)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


def document(version="v1.0", **extra):
    """A small valid document with one concept, one task and a shared definition."""
    doc = {
        "urn": f"urn:contexts:shop:{version}",
        "title": "Shop",
        "description": "Buying things.",
        "$defs": {"sku": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{4}$"}},
        "concepts": {
            "item": {
                "type": "object",
                "properties": {
                    "sku": {"$ref": "#/$defs/sku"},
                    "price": {"type": "number", "minimum": 0},
                    "vector": {"type": "array", "items": {"type": "number"}},
                },
                "required": ["sku"],
                "additionalProperties": False,
            }
        },
        "tasks": {
            "buy": {
                "description": "Buy an item.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "sku": {"$ref": "#/$defs/sku"},
                        "quantity": {"type": "integer", "minimum": 1},
                    },
                    "required": ["sku", "quantity"],
                    "additionalProperties": False,
                },
                "result": {
                    "type": "object",
                    "properties": {"order": {"type": "string"}},
                    "additionalProperties": False,
                },
            }
        },
    }
    doc.update(extra)
    return doc


def reordered(value):
    """The same JSON value with every object's keys in reverse order."""
    if isinstance(value, dict):
        return {key: reordered(value[key]) for key in reversed(list(value))}
    if isinstance(value, list):
        return [reordered(item) for item in value]
    return value


# -- canonical bytes and digests -------------------------------------------------------------


def test_known_vector_sorts_keys_and_writes_utf8():
    expected = '{"a":"é","b":1}'.encode()
    assert canonical_bytes({"b": 1, "a": "é"}) == expected
    assert digest_of({"b": 1, "a": "é"}) == "sha256:" + hashlib.sha256(expected).hexdigest()
    assert digest_of_bytes(expected) == "sha256:" + hashlib.sha256(expected).hexdigest()


def test_numbers_are_written_as_ecmascript_does():
    # RFC 8785 section 3.2.2.3: shortest round-trip form, no trailing .0, exponent from 1e21
    values = [1.0, -0.0, 1e21, 1e20, 1e-7, 0.000001, 5e-324, -12.5]
    assert (
        canonical_bytes(values) == b"[1,0,1e+21,100000000000000000000,1e-7,0.000001,5e-324,-12.5]"
    )


def test_keys_sort_by_utf16_code_units():
    # U+1F600 is the surrogate pair D83D DE00, which sorts before U+FFFF in UTF-16
    # although its code point is higher.
    value = {"\uffff": 1, "\U0001f600": 2, "é": 3, "a": 4}
    expected = '{"a":4,"é":3,"\U0001f600":2,"\uffff":1}'.encode()
    assert canonical_bytes(value) == expected


def test_strings_escape_only_what_json_requires():
    value = ["\u000f", "\n", '"', "\\", "\u2028", "/", "\x7f"]
    assert canonical_bytes(value) == b'["\\u000f","\\n","\\"","\\\\","\xe2\x80\xa8","/","\x7f"]'


@pytest.mark.parametrize(
    "value",
    [
        float("nan"),
        float("inf"),
        float("-inf"),
        2**60,
        2**53,
        -(2**53),
        {"a": [1, float("nan")]},
        {1: "non-string key"},
        {"a": object()},
        b"bytes",
    ],
)
def test_values_json_cannot_carry_exactly_are_refused(value):
    with pytest.raises(InvalidDocumentError) as caught:
        canonical_bytes(value)
    assert caught.value.code == "invalid_document"
    with pytest.raises(InvalidDocumentError):
        digest_of(value)


def test_the_largest_safe_integers_are_accepted():
    assert canonical_bytes([SAFE_INT, -SAFE_INT]) == b"[9007199254740991,-9007199254740991]"


@given(json_values)
def test_key_order_and_whitespace_do_not_change_the_digest(value):
    pretty = json.dumps(reordered(value), indent=3, ensure_ascii=True)
    assert digest_of(json.loads(pretty)) == digest_of(value)
    assert canonical_bytes(orjson.loads(canonical_bytes(value))) == canonical_bytes(value)


@given(json_values)
def test_canonical_bytes_parse_back_to_the_same_value(value):
    assert orjson.loads(canonical_bytes(value)) == value


def test_is_digest():
    good = "sha256:" + "0123456789abcdef" * 4
    assert is_digest(good)
    assert is_digest(digest_of({}))
    assert not is_digest(good.upper())
    assert not is_digest("sha256:" + "0123456789ABCDEF" * 4)
    assert not is_digest(good[:-1])
    assert not is_digest(good + "0")
    assert not is_digest(good + "\n")
    assert not is_digest("sha512:" + "0" * 64)
    assert not is_digest("0" * 64)
    assert not is_digest(None)
    assert not is_digest(good.encode())


# -- SharedContext -------------------------------------------------------------------------


def test_contexts_are_equal_when_their_digests_are():
    compact = orjson.dumps(document())
    pretty = json.dumps(reordered(document()), indent=2, ensure_ascii=True).encode()
    assert compact != pretty
    a = SharedContext.from_bytes(compact)
    b = SharedContext.from_bytes(pretty)
    assert a == b
    assert hash(a) == hash(b)
    assert len({a, b}) == 1
    assert a.digest == b.digest == digest_of(document())
    assert a.canonical == b.canonical == canonical_bytes(document())


def test_a_change_in_content_changes_the_digest_and_equality():
    a = SharedContext(document())
    b = SharedContext(document(description="Buying other things."))
    assert a.urn == b.urn
    assert a != b
    assert a.digest != b.digest
    assert a != "not a context"


def test_from_bytes_checks_the_expected_digest():
    data = orjson.dumps(document())
    good = digest_of(document())
    assert SharedContext.from_bytes(data, expected_digest=good).digest == good
    wrong = "sha256:" + "0" * 64
    with pytest.raises(DigestMismatchError) as caught:
        SharedContext.from_bytes(data, expected_digest=wrong)
    assert caught.value.code == "digest_mismatch"
    assert wrong in caught.value.message
    assert good in caught.value.message


def test_the_size_limit_is_enforced_before_parsing():
    data = orjson.dumps(document())
    assert SharedContext.from_bytes(data, max_bytes=len(data)).digest == digest_of(document())
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext.from_bytes(data, max_bytes=len(data) - 1)
    assert "limit" in caught.value.message
    # Too-large garbage is refused for its size, not for not being JSON: it is never parsed.
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext.from_bytes(b"{" * 101, max_bytes=100)
    assert "limit" in caught.value.message
    assert "not JSON" not in caught.value.message


def test_the_default_size_limit_is_one_mebibyte():
    padding = " " * (1 << 20)
    data = orjson.dumps(document())[:-1] + padding.encode() + b"}"
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext.from_bytes(data)
    assert "limit" in caught.value.message


@pytest.mark.parametrize("data", [b"", b"{", b"{'a': 1}", b"\xff\xfe", b"NaN", b'{"urn": "x",}'])
def test_bytes_that_are_not_json_are_invalid_documents(data):
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext.from_bytes(data)
    assert caught.value.code == "invalid_document"
    assert "not JSON" in caught.value.message


@pytest.mark.parametrize("value", [[], "text", 5, None])
def test_json_that_is_not_an_object_is_an_invalid_document(value):
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext.from_bytes(orjson.dumps(value))
    assert [f.code for f in caught.value.findings] == ["format:type"]


def test_an_invalid_document_error_lists_every_finding():
    doc = document()
    doc["concepts"]["item"]["additionalProperties"] = True
    doc["tasks"]["buy"]["parameters"]["properties"]["when"] = {"type": "string", "format": "uri"}
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext(doc)
    codes = {(f.code, f.path) for f in caught.value.findings}
    assert codes == {
        ("open_content_model", "/concepts/item"),
        ("unsupported_format", "/tasks/buy/parameters/properties/when"),
    }
    assert "urn:contexts:shop:v1.0" in str(caught.value)
    assert "/concepts/item" in str(caught.value)


def test_warnings_do_not_make_a_document_invalid():
    doc = document()
    doc["$defs"]["unused"] = {"type": "string"}
    assert SharedContext(doc).definitions["unused"] == {"type": "string"}


def test_the_context_keeps_a_private_copy_of_its_input():
    doc = document()
    context = SharedContext(doc)
    digest = context.digest
    doc["title"] = "Changed"
    doc["concepts"]["item"]["properties"]["sku"] = {"type": "integer"}
    assert context.title == "Shop"
    assert context.digest == digest
    assert context.concept_schema("item")["properties"]["sku"] == {"$ref": "#/$defs/sku"}


def test_as_dict_is_a_fresh_copy():
    context = SharedContext(document())
    copy = context.as_dict()
    assert copy == document()
    copy["title"] = "Changed"
    copy["concepts"]["item"]["required"].append("price")
    del copy["tasks"]
    assert context.as_dict() == document()
    assert context.digest == digest_of(document())
    assert context.as_dict() is not context.as_dict()


def test_accessors():
    context = SharedContext(document())
    assert str(context.urn) == "urn:contexts:shop:v1.0"
    assert context.name == "shop"
    assert context.version == ContextVersion(1, 0)
    assert context.title == "Shop"
    assert context.description == "Buying things."
    assert context.concept_names == ("item",)
    assert context.task_names == ("buy",)
    assert context.definitions == {"sku": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{4}$"}}
    assert context.concept_schema("item")["required"] == ["sku"]
    assert context.ontology is None
    assert context.embedding is None
    assert context.minimum_secure_version is None
    assert not context.below_minimum_secure_version
    assert "urn:contexts:shop:v1.0" in repr(context)
    assert context.digest[:19] in repr(context)
    with pytest.raises(KeyError):
        context.concept_schema("buy")
    with pytest.raises(KeyError):
        context.task("item")


def test_task_definition():
    task = SharedContext(document()).task("buy")
    assert task.name == "buy"
    assert task.description == "Buy an item."
    assert task.required == ("sku", "quantity")
    assert set(task.parameters["properties"]) == {"sku", "quantity"}
    assert task.result is not None
    assert task.result["properties"] == {"order": {"type": "string"}}


def test_a_task_without_result_or_description():
    doc = document()
    del doc["tasks"]["buy"]["result"]
    del doc["tasks"]["buy"]["description"]
    del doc["tasks"]["buy"]["parameters"]["required"]
    task = SharedContext(doc).task("buy")
    assert task.result is None
    assert task.description == ""
    assert task.required == ()


def test_accessors_return_copies():
    context = SharedContext(document())
    context.concept_schema("item")["properties"].clear()
    context.definitions["sku"]["pattern"] = ".*"
    context.task("buy").parameters["properties"].clear()  # type: ignore[attr-defined]
    assert set(context.concept_schema("item")["properties"]) == {"sku", "price", "vector"}
    assert context.definitions["sku"]["pattern"] == "^[A-Z]{2}[0-9]{4}$"
    assert set(context.task("buy").parameters["properties"]) == {"sku", "quantity"}
    assert context.digest == digest_of(document())


def test_description_defaults_to_empty():
    doc = document()
    del doc["description"]
    assert SharedContext(doc).description == ""


def test_embedding_hints():
    hints = {"fields": ["item.vector"], "models": ["m1", "m2"], "dimensions": 3}
    context = SharedContext(document(embedding=hints))
    assert context.embedding == EmbeddingHints(
        fields=("item.vector",), models=("m1", "m2"), dimensions=3
    )
    without_dimensions = {"fields": ["item.vector"], "models": ["m1"]}
    embedding = SharedContext(document(embedding=without_dimensions)).embedding
    assert embedding is not None
    assert embedding.dimensions is None


def test_minimum_secure_version():
    old = SharedContext(document("v1.3", minimum_secure_version="v1.10"))
    assert old.minimum_secure_version == ContextVersion(1, 10)
    assert old.below_minimum_secure_version
    same = SharedContext(document("v1.10", minimum_secure_version="v1.10"))
    assert not same.below_minimum_secure_version
    newer = SharedContext(document("v2.0", minimum_secure_version="v1.10"))
    assert not newer.below_minimum_secure_version


def test_minimum_secure_version_of_the_builtin_payment_contexts():
    assert builtin("urn:contexts:payment:v1.0").below_minimum_secure_version
    assert not builtin("urn:contexts:payment:v2.0").below_minimum_secure_version


def test_a_minimum_secure_version_with_a_trailing_newline_is_refused_or_readable():
    try:
        context = SharedContext(document(minimum_secure_version="v2.0\n"))
    except InvalidDocumentError:
        return  # refusing the document is the fix
    # accepted documents are valid, so their accessors answer
    assert context.minimum_secure_version == ContextVersion(2, 0)


def test_the_canonical_bytes_of_every_builtin_context_load_to_the_same_context():
    for urn in ("urn:contexts:travel:v2.1", "urn:contexts:health:v1.0", "urn:contexts:aci:v1.0"):
        context = builtin(urn)
        again = SharedContext.from_bytes(context.canonical, expected_digest=context.digest)
        assert again == context
        assert again.canonical == context.canonical


def test_a_number_that_does_not_survive_canonicalisation_is_refused_up_front():
    # JCS writes the float 1e17 as integer digits, which read back as an integer beyond
    # 2**53 that JCS refuses: such a document could never be loaded from its own bytes.
    doc = document()
    doc["concepts"]["item"]["properties"]["price"]["maximum"] = 1e17
    with pytest.raises(InvalidDocumentError, match=r"safe integer|canonical"):
        SharedContext.from_bytes(orjson.dumps(doc))
    doc["concepts"]["item"]["properties"]["price"]["maximum"] = 1e15
    context = SharedContext.from_bytes(orjson.dumps(doc))
    assert SharedContext.from_bytes(context.canonical) == context


def test_the_ontology_is_parsed_on_first_use_and_kept():
    context = builtin("urn:contexts:travel:v2.0")
    ontology = context.ontology
    assert ontology is not None
    assert context.ontology is ontology
    assert "origin_code" in ontology.parameters()


# -- the validator cache ---------------------------------------------------------------------


def test_two_copies_of_one_document_share_their_validator():
    a = SharedContext.from_bytes(orjson.dumps(document()))
    b = SharedContext.from_bytes(json.dumps(reordered(document()), indent=1).encode())
    assert a is not b
    assert a.validator is b.validator
    assert a.validate({"concept": "item", "sku": "AB1234"}) == "item"


def test_different_documents_have_different_validators():
    a = SharedContext(document())
    b = SharedContext(document(description="other"))
    assert a.validator is not b.validator


def test_the_cache_evicts_the_least_recently_used():
    cache = ValidatorCache(max_entries=2)
    a, b, c = (SharedContext(document(f"v1.{n}")) for n in range(3))
    va = cache.get(a)
    vb = cache.get(b)
    assert len(cache) == 2
    assert cache.get(a) is va  # a is now the most recently used
    vc = cache.get(c)  # evicts b
    assert len(cache) == 2
    assert cache.get(a) is va
    assert cache.get(c) is vc
    vb_again = cache.get(b)  # recompiled; evicts a
    assert vb_again is not vb
    assert cache.get(c) is vc
    assert cache.get(a) is not va


def test_the_cache_keys_by_digest_not_by_object():
    cache = ValidatorCache(max_entries=1)
    first = cache.get(SharedContext(document()))
    assert cache.get(SharedContext(reordered(document()))) is first
    assert len(cache) == 1


@pytest.mark.parametrize("size", [0, -1])
def test_the_cache_needs_room_for_one(size):
    with pytest.raises(ValueError, match="at least 1"):
        ValidatorCache(max_entries=size)


# -- the library ---------------------------------------------------------------------------


def test_library_lookups():
    v1, v1_1, v2 = (SharedContext(document(v)) for v in ("v1.0", "v1.1", "v2.0"))
    other = SharedContext({**document(), "urn": "urn:contexts:acme:v1.0"})
    library = ContextLibrary([v2, v1, other])
    library.add(v1_1)
    assert len(library) == 4
    assert library.get("urn:contexts:shop:v1.1") is v1_1
    assert library.get(v2.urn) is v2
    assert library.get("urn:contexts:shop:v3.0") is None
    assert library.by_digest(v1.digest) is v1
    assert library.by_digest("sha256:" + "0" * 64) is None
    assert library.names() == ("acme", "shop")
    assert library.versions("shop") == (v1, v1_1, v2)
    assert library.versions("nothing") == ()
    assert library.latest("shop") is v2
    assert library.latest("shop", major=1) is v1_1
    assert library.latest("shop", major=3) is None
    assert library.latest("nothing") is None
    assert [str(c.urn) for c in library] == [
        "urn:contexts:acme:v1.0",
        "urn:contexts:shop:v1.0",
        "urn:contexts:shop:v1.1",
        "urn:contexts:shop:v2.0",
    ]


def test_library_contains_takes_urns_and_strings():
    library = ContextLibrary([SharedContext(document())])
    assert "urn:contexts:shop:v1.0" in library
    assert SharedContext(document()).urn in library
    assert "urn:contexts:shop:v1.1" not in library
    assert "not a urn" not in library
    assert 5 not in library


def test_library_versions_order_numerically():
    library = ContextLibrary(SharedContext(document(v)) for v in ("v1.10", "v1.9", "v1.2"))
    assert [str(c.version) for c in library.versions("shop")] == ["v1.2", "v1.9", "v1.10"]
    latest = library.latest("shop")
    assert latest is not None
    assert str(latest.version) == "v1.10"


def test_library_refuses_a_second_document_for_one_urn():
    library = ContextLibrary([SharedContext(document())])
    impostor = SharedContext(document(description="Same URN, different content."))
    with pytest.raises(ValueError, match="already held"):
        library.add(impostor)
    held = library.get("urn:contexts:shop:v1.0")
    assert held is not None
    assert held.description == "Buying things."
    assert library.by_digest(impostor.digest) is None
    assert len(library) == 1


def test_library_accepts_the_same_document_twice():
    library = ContextLibrary([SharedContext(document())])
    library.add(SharedContext(reordered(document())))
    library.add(SharedContext(document()))
    assert len(library) == 1
    assert library.versions("shop") == (SharedContext(document()),)


def test_library_get_refuses_a_malformed_urn():
    with pytest.raises(ValueError, match="not a context URN"):
        ContextLibrary().get("urn:contexts:shop:v01.0")


@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        st.none()
        | st.booleans()
        | st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(),
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.text(max_size=6), children, max_size=4)
        ),
        max_leaves=20,
    )
)
def test_the_fast_canonical_path_matches_rfc8785_byte_for_byte(value):
    assert canonical_bytes(value) == rfc8785.dumps(value)


@settings(max_examples=2000, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False))
def test_numbers_are_written_as_rfc8785_writes_them(value):
    # The fast path writes floats itself (es_number): it must agree with the
    # reference encoder on every double, subnormals and the 1e21 / 1e-7 edges included.
    assert es_number(value) == rfc8785.dumps(value)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf")])
def test_es_number_refuses_what_json_cannot_carry(value):
    with pytest.raises(ValueError, match="not a JSON number"):
        es_number(value)


def test_the_fast_path_leaves_the_callers_value_untouched():
    value = {"b": [1.0, {"c": 2.5}], "a": "x"}
    assert canonical_bytes(value) == b'{"a":"x","b":[1,{"c":2.5}]}'
    assert value == {"b": [1.0, {"c": 2.5}], "a": "x"}
    assert type(value["b"][0]) is float


@pytest.mark.parametrize(
    ("text", "twice"),
    [
        ('{"urn": "urn:contexts:evil:v9.0", "urn": "urn:contexts:payment:v2.0"}', "urn"),
        ('{"a": [{"b": 1, "c": {"d": 1, "d": 2}}]}', "d"),  # however deep
        ('{"\\u0075rn": 1, "urn": 2}', "urn"),  # an escape spells the same name
    ],
)
def test_a_member_named_twice_is_refused_not_read_as_its_last(text, twice):
    """An outside attack: `{"urn": evil, "urn": payment}` linted and published as payment
    (orjson keeps the last), while a reviewer, or a parser that keeps the first, read evil."""
    with pytest.raises(InvalidDocumentError) as refused:
        parse_json(text.encode())
    assert refused.value.message == (
        f"member {twice!r} given twice in one object (parsers differ on which counts)"
    )


def test_a_document_nested_past_what_can_be_checked_is_refused_not_a_crash():
    """orjson reads 1,024 levels; the check of names walks them on Python's stack, whose
    limit a deep document (or a thread's smaller stack) can pass: refused, in one line."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(300)
    try:
        with pytest.raises(InvalidDocumentError) as refused:
            parse_json(b"[" * 400 + b"]" * 400)
    finally:
        sys.setrecursionlimit(limit)
    assert refused.value.message == "nested too deep to check"
