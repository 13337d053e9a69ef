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
