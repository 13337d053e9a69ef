"""Tasks may `$ref` a concept of their context; concepts and tasks carry tags."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts import SharedContext
from contexts.compat import check_compatibility, diff_contexts
from contexts.exceptions import InvalidDocumentError
from contexts.lint import errors_of, lint_document

OFFER: dict[str, Any] = {
    "type": "object",
    "description": "A flight that can be booked.",
    "tags": ["flight", "offer"],
    "properties": {
        "offer_id": {"type": "string", "minLength": 1, "maxLength": 8},
        "airport": {"$ref": "#/$defs/airport"},
        "price": {"type": "integer", "minimum": 0},
    },
    "required": ["offer_id", "price"],
    "additionalProperties": False,
}


def document(version: str, result_items: dict[str, Any], **task: Any) -> dict[str, Any]:
    return {
        "urn": f"urn:contexts:refs:v{version}",
        "title": "refs",
        "$defs": {"airport": {"type": "string", "pattern": "^[A-Z]{3}$"}},
        "concepts": {"offer": copy.deepcopy(OFFER)},
        "tasks": {
            "search": {
                "description": "Search offers.",
                "parameters": {
                    "type": "object",
                    "properties": {"airport": {"$ref": "#/$defs/airport"}},
                    "additionalProperties": False,
                },
                "result": {
                    "type": "object",
                    "properties": {"offers": {"type": "array", "items": result_items}},
                    "additionalProperties": False,
                },
                **task,
            }
        },
    }


INLINE = {key: value for key, value in OFFER.items() if key != "tags"}
REFERENCED = {"$ref": "#/concepts/offer"}


def result(offers: list[Any]) -> dict[str, Any]:
    return {"task": "search", "result": {"offers": offers}}


def test_a_result_that_references_a_concept_validates_as_the_inlined_one() -> None:
    inline = SharedContext(document("1.0", INLINE))
    referenced = SharedContext(document("1.0", REFERENCED))
    good = result([{"offer_id": "A1", "airport": "LHR", "price": 10}])
    assert referenced.validate(good) == inline.validate(good) == "search"
    for bad in (
        result([{"offer_id": "", "price": 1}]),  # the concept's own bound
        result([{"offer_id": "A", "price": 1, "airport": "lhr"}]),  # a $defs reference inside it
        result([{"offer_id": "A", "price": 1, "extra": 1}]),  # closed
        result([{"price": 1}]),  # required
    ):
        assert not inline.validator.is_valid(bad)
        assert not referenced.validator.is_valid(bad)


offer_values = st.fixed_dictionaries(
    {},
    optional={
        "offer_id": st.one_of(st.text(max_size=10), st.integers()),
        "airport": st.sampled_from(["LHR", "lhr", "JFKX", "", "CDG"]),
        "price": st.one_of(st.integers(min_value=-3, max_value=3), st.text(max_size=2)),
        "extra": st.none(),
    },
)


@settings(max_examples=200, deadline=None)
@given(offers=st.lists(st.one_of(offer_values, st.integers()), max_size=3))
def test_referenced_and_inlined_accept_exactly_the_same_results(offers: list[Any]) -> None:
    inline = SharedContext(document("1.0", INLINE))
    referenced = SharedContext(document("1.0", REFERENCED))
    content = result(offers)
    assert inline.validator.is_valid(content) == referenced.validator.is_valid(content)


def test_the_document_keeps_its_reference_and_the_accessors_see_the_concept() -> None:
    context = SharedContext(document("1.0", REFERENCED))
    assert (
        context.as_dict()["tasks"]["search"]["result"]["properties"]["offers"]["items"]
        == REFERENCED
    )
    task = context.task("search")
    assert task.result is not None
    assert task.result["properties"]["offers"]["items"] == INLINE
    assert len(context.canonical) < len(SharedContext(document("1.0", INLINE)).canonical)


def test_annotations_beside_the_reference_override_and_assertions_combine() -> None:
    annotated = SharedContext(document("1.0", {**REFERENCED, "description": "One offer."}))
    assert annotated.expanded()["tasks"]["search"]["result"]["properties"]["offers"]["items"] == {
        **INLINE,
        "description": "One offer.",
    }
    bounded = SharedContext(document("1.0", {**REFERENCED, "maxProperties": 2}))
    items = bounded.expanded()["tasks"]["search"]["result"]["properties"]["offers"]["items"]
    assert items == {"maxProperties": 2, "allOf": [INLINE]}
    assert bounded.validator.is_valid(result([{"offer_id": "A", "price": 1}]))
    assert not bounded.validator.is_valid(result([{"offer_id": "A", "price": 1, "airport": "LHR"}]))


def test_moving_a_repeated_concept_into_a_reference_is_no_change() -> None:
    old = SharedContext(document("1.0", INLINE))
    new = SharedContext(document("1.1", REFERENCED))
    assert diff_contexts(old, new) == []
    assert check_compatibility(new, [old]).compatible


def test_a_change_to_the_concept_is_seen_in_the_task_that_references_it() -> None:
    old = SharedContext(document("1.0", REFERENCED))
    changed = document("1.1", REFERENCED)
    changed["concepts"]["offer"]["properties"]["price"]["minimum"] = 1
    paths = {change.path for change in diff_contexts(old, SharedContext(changed))}
    assert "/concepts/offer/properties/price/minimum" in paths
    assert any(path.startswith("/tasks/search/result/") for path in paths)


@pytest.mark.parametrize(
    ("where", "ref", "code"),
    [
        ("result", "#/concepts/nothing", "unresolved_ref"),
        ("concept", "#/concepts/offer", "external_ref"),
        ("defs", "#/concepts/offer", "external_ref"),
        ("result", "#/concepts/", "unresolved_ref"),
    ],
)
def test_bad_concept_references_are_lint_errors(where: str, ref: str, code: str) -> None:
    doc = document("1.0", REFERENCED)
    if where == "result":
        doc["tasks"]["search"]["result"]["properties"]["offers"]["items"] = {"$ref": ref}
    elif where == "concept":
        doc["concepts"]["offer"]["properties"]["other"] = {"$ref": ref}
    else:
        doc["$defs"]["loop"] = {"$ref": ref}
    findings = errors_of(lint_document(doc))
    assert code in {finding.code for finding in findings}
    assert any(ref in finding.message for finding in findings)
    with pytest.raises(InvalidDocumentError):
        SharedContext(doc)


def test_concepts_and_tasks_carry_tags() -> None:
    context = SharedContext(document("1.0", REFERENCED, tags=["search", "flight"]))
    assert context.tags_of("offer") == ("flight", "offer")
    assert context.tags_of("search") == ("search", "flight")
    untagged = document("1.0", REFERENCED)
    del untagged["concepts"]["offer"]["tags"]
    assert SharedContext(untagged).tags_of("offer") == ()
    assert SharedContext(untagged).tags_of("search") == ()


@pytest.mark.parametrize("tags", [[], ["Flight"], ["a", "a"], "flight", [1], ["x" * 65]])
def test_bad_tags_are_lint_errors(tags: object) -> None:
    concept = document("1.0", REFERENCED)
    concept["concepts"]["offer"]["tags"] = tags
    assert "bad_tags" in {finding.code for finding in errors_of(lint_document(concept))}
    task = document("1.0", REFERENCED, tags=tags)
    assert errors_of(lint_document(task))


def test_retagging_is_an_annotation_change() -> None:
    old = SharedContext(document("1.0", REFERENCED, tags=["search"]))
    retagged = document("1.1", REFERENCED, tags=["search", "flight"])
    retagged["concepts"]["offer"]["tags"] = ["offer"]
    report = check_compatibility(SharedContext(retagged), [old])
    assert report.compatible


def test_an_allof_beside_a_concept_reference_is_kept() -> None:
    doc = document("1.0", {**REFERENCED, "allOf": [{"required": ["airport"]}]})
    context = SharedContext(doc)
    items = context.expanded()["tasks"]["search"]["result"]["properties"]["offers"]["items"]
    assert items["allOf"][1:] == [{"required": ["airport"]}]
    assert not context.validator.is_valid(result([{"offer_id": "A", "price": 1}]))
    assert context.validator.is_valid(result([{"offer_id": "A", "price": 1, "airport": "LHR"}]))


def test_a_reference_inside_data_is_data() -> None:
    doc = document("1.0", {"const": {"$ref": "#/concepts/offer"}})
    context = SharedContext(doc)
    assert context.validator.is_valid(result([{"$ref": "#/concepts/offer"}]))
    assert not context.validator.is_valid(result([{"offer_id": "A", "price": 1}]))


def test_references_that_would_expand_a_document_too_far_are_a_lint_error() -> None:
    doc = document("1.0", REFERENCED)
    doc["concepts"]["offer"]["description"] = "x" * 3000
    properties = {f"p{i}": {"$ref": "#/concepts/offer"} for i in range(400)}
    doc["tasks"]["search"]["parameters"]["properties"] = properties
    codes = {finding.code for finding in errors_of(lint_document(doc))}
    assert "expansion_too_large" in codes
    doc["tasks"]["search"]["parameters"]["properties"] = dict(list(properties.items())[:10])
    assert "expansion_too_large" not in {f.code for f in errors_of(lint_document(doc))}


# --- a reference is found by keyword: a property's name is not a keyword ------------

KEYWORD_NAMES = ["default", "const", "enum", "examples", "$ref", "properties", "items", "not", "x"]
"""Property (and task) names that are also JSON Schema keywords, and one that is not."""


def _wrapped(schema: Any, instance: Any, step: tuple[str, str]) -> tuple[Any, Any]:
    """`schema` one schema position deeper (`step`: how, under which name), and an instance."""
    how, name = step
    if how == "property":
        closed = {"type": "object", "properties": {name: schema}, "additionalProperties": False}
        return closed, {name: instance}
    if how == "pattern":
        return (
            {"type": "object", "patternProperties": {"^p": schema}, "additionalProperties": False},
            {"p": instance},
        )
    if how == "items":
        return {"type": "array", "items": schema}, [instance]
    if how == "prefixItems":
        return {"type": "array", "prefixItems": [schema]}, [instance]
    if how == "anyOf":
        return {"anyOf": [{"type": "null"}, schema]}, instance
    return {"allOf": [schema]}, instance


LEAVES = [
    {"offer_id": "A1", "airport": "LHR", "price": 10},
    {"offer_id": "", "price": 1},
    {"offer_id": "A", "price": 1, "airport": "lhr"},
    {"offer_id": "A", "price": 1, "extra": 1},
    {"price": 1},
    {"$ref": "#/concepts/offer"},
    None,
    5,
]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["property", "pattern", "items", "prefixItems", "anyOf", "allOf"]),
            st.sampled_from(KEYWORD_NAMES),
        ),
        max_size=3,
    ),
    st.sampled_from(KEYWORD_NAMES),
    st.sampled_from([name for name in KEYWORD_NAMES if name.isidentifier()]),
)
def test_a_concept_reference_at_any_schema_position_is_inlined(
    steps: list[tuple[str, str]], parameter: str, task: str
) -> None:
    """Whatever the properties and the task are called, and however deep the reference
    sits, the document validates as the one with the concept written out, and loads."""

    def built(leaf_schema: dict[str, Any], leaf: Any) -> tuple[dict[str, Any], Any]:
        schema, instance = leaf_schema, leaf
        for step in reversed(steps):
            schema, instance = _wrapped(schema, instance, step)
        parameters = {
            "type": "object",
            "properties": {parameter: schema},
            "additionalProperties": False,
        }
        doc = document("1.0", INLINE)
        doc["tasks"] = {task: {"description": "d", "parameters": parameters}}
        return doc, {"task": task, "parameters": {parameter: instance}}

    inline = SharedContext(built(INLINE, None)[0])
    referenced = SharedContext(built(REFERENCED, None)[0])
    expanded = referenced.expanded()["tasks"][task]["parameters"]
    assert "#/concepts/" not in str(expanded)
    for leaf in LEAVES:
        content = built(REFERENCED, leaf)[1]
        assert referenced.validator.is_valid(content) == inline.validator.is_valid(content)
    good = built(REFERENCED, LEAVES[0])[1]
    assert referenced.validate(good) == task


def test_a_document_whose_validator_does_not_compile_is_refused_where_it_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whatever slips past the inliner (here: an inliner that does nothing) fails at lint
    and load, naming the document and the schema, never on the first message."""
    import contexts.document  # noqa: PLC0415

    monkeypatch.setattr(contexts.document, "_with_concepts_inlined", lambda doc: doc)
    doc = document("1.0", REFERENCED)
    findings = errors_of(lint_document(doc))
    assert [(f.code, f.path) for f in findings] == [("uncompilable_schema", "/tasks/search/result")]
    assert "/concepts/offer" in findings[0].message
    assert "\n" not in findings[0].message
    with pytest.raises(InvalidDocumentError) as caught:
        SharedContext(doc)
    assert "urn:contexts:refs:v1.0" in str(caught.value)
    assert "/tasks/search/result" in str(caught.value)
