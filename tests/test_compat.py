"""The compatibility checker: each rule proven against the real validators, levels, reports.

Every classification test pairs two small documents with the expected kind
and effect, then checks the claim with the compiled validators: a widened
change must have a witness the new version accepts and the old refuses,
and no probe instance may go the other way (narrowed: the reverse). So the
rules are checked against the engine, not only asserted.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts import (
    ContentInvalidError,
    InvalidDocumentError,
    SharedContext,
    UndefinedConceptError,
)
from contexts.compat import (
    Change,
    ChangeEffect,
    CompatibilityLevel,
    CompatibilityReport,
    _combined,
    check_compatibility,
    diff_contexts,
)

W, N, C, A = (
    ChangeEffect.WIDENED,
    ChangeEffect.NARROWED,
    ChangeEffect.CHANGED,
    ChangeEffect.ANNOTATION,
)

ONTOLOGY = '@prefix ioa: <urn:ioa:vocab#> .\n<urn:x:thing> a ioa:Concept ; ioa:name "Thing" .\n'


def document(
    minor: int = 0,
    *,
    major: int = 1,
    name: str = "test",
    concepts: dict[str, Any] | None = None,
    tasks: dict[str, Any] | None = None,
    defs: dict[str, Any] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    doc: dict[str, Any] = {"urn": f"urn:contexts:{name}:v{major}.{minor}", "title": "Test"}
    if concepts is not None:
        doc["concepts"] = concepts
    if tasks is not None:
        doc["tasks"] = tasks
    if defs is not None:
        doc["$defs"] = defs
    doc.update(extra)
    return doc


def obj(
    properties: dict[str, Any], required: Iterable[str] = (), **keywords: Any
) -> dict[str, Any]:
    """A closed object schema."""
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        schema["required"] = list(required)
    schema.update(keywords)
    return schema


def thing(minor: int, schema: dict[str, Any], **kwargs: Any) -> SharedContext:
    """A context whose one concept `Thing` has `schema`."""
    return SharedContext(document(minor, concepts={"Thing": schema}, **kwargs))


def field(minor: int, schema: Any, **kwargs: Any) -> SharedContext:
    """A context whose concept `Thing` has one optional property `a` with `schema`."""
    return thing(minor, obj({"a": schema}), **kwargs)


def accepts(context: SharedContext, instance: dict[str, Any]) -> bool:
    try:
        context.validate(instance)
    except (ContentInvalidError, UndefinedConceptError):
        return False
    return True


POOL: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    10,
    -1,
    1.5,
    0.25,
    0.5,
    "",
    "a",
    "b",
    "x",
    "y",
    "z",
    "aa",
    "abc",
    "eco",
    "2020-01-01",
    "10:00:00Z",
    [],
    ["a"],
    ["a", "a"],
    ["a", "b"],
    [1],
    ["a", 1],
    [1, 2, 3],
    {},
    {"x": "a"},
    {"x": "a", "y": 1},
    {"y": 1},
]
"""Values probed for a property, to look for counter-examples to a classification."""


def probes(*fields: str) -> list[dict[str, Any]]:
    """Instances of `Thing` with each field set to each pool value, and pairs of fields."""
    instances: list[dict[str, Any]] = [{}]
    instances.extend({name: value} for name in fields for value in POOL)
    small = [None, 1, "a", "x", ["a"], 2]
    for first, second in itertools.combinations(fields, 2):
        instances.extend({first: one, second: two} for one, two in itertools.product(small, small))
    return [{"concept": "Thing", **instance} for instance in instances]


def semantic_effect(
    old: SharedContext, new: SharedContext, instances: Iterable[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Instances only the old accepts, and instances only the new accepts."""
    old_only, new_only = [], []
    for instance in instances:
        before, after = accepts(old, instance), accepts(new, instance)
        if before and not after:
            old_only.append(instance)
        elif after and not before:
            new_only.append(instance)
    return old_only, new_only


def assert_sound(
    effect: ChangeEffect,
    old: SharedContext,
    new: SharedContext,
    instances: Iterable[dict[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """No probe contradicts `effect`; return the witnesses found each way."""
    old_only, new_only = semantic_effect(old, new, instances)
    if effect is W:
        assert not old_only, f"widened, but the new version refuses {old_only[:3]}"
    elif effect is N:
        assert not new_only, f"narrowed, but the new version accepts {new_only[:3]}"
    elif effect is A:
        assert not old_only, old_only[:3]
        assert not new_only, new_only[:3]
    return old_only, new_only


def only_change(old: SharedContext, new: SharedContext) -> Change:
    changes = [c for c in diff_contexts(old, new) if c.effect is not A]
    assert len(changes) == 1, changes
    return changes[0]


# Each rule: (id, old schema of property `a`, new schema, kind, effect, witness).
# The witness is a value of `a`: for widened, the new version accepts it and the
# old refuses it; for narrowed the reverse. For changed: (old-only, new-only).
STRING = {"type": "string"}
FIELD_RULES: list[tuple[str, Any, Any, str, ChangeEffect, Any]] = [
    ("type grown", STRING, {"type": ["string", "null"]}, "type_widened", W, None),
    ("type shrunk", {"type": ["string", "null"]}, STRING, "type_narrowed", N, None),
    ("integer to number", {"type": "integer"}, {"type": "number"}, "type_widened", W, 1.5),
    ("number to integer", {"type": "number"}, {"type": "integer"}, "type_narrowed", N, 1.5),
    ("type other", STRING, {"type": "integer"}, "type_changed", C, ("a", 1)),
    ("type added", {"minLength": 1}, {"type": "string", "minLength": 1}, "type_added", N, 1),
    ("type removed", {"type": "string", "maxLength": 3}, {"maxLength": 3}, "type_removed", W, 1),
    ("enum superset", {"enum": ["x", "y"]}, {"enum": ["x", "y", "z"]}, "enum_widened", W, "z"),
    ("enum subset", {"enum": ["x", "y", "z"]}, {"enum": ["x", "y"]}, "enum_narrowed", N, "z"),
    ("enum other", {"enum": ["x", "y"]}, {"enum": ["y", "z"]}, "enum_changed", C, ("x", "z")),
    ("enum added", STRING, {"type": "string", "enum": ["x"]}, "enum_added", N, "a"),
    ("enum removed", {"type": "string", "enum": ["x"]}, STRING, "enum_removed", W, "a"),
    ("const changed", {"const": "x"}, {"const": "y"}, "const_changed", C, ("x", "y")),
    ("const added", STRING, {"type": "string", "const": "x"}, "const_added", N, "a"),
    ("const removed", {"type": "string", "const": "x"}, STRING, "const_removed", W, "a"),
    ("const to enum", {"const": "x"}, {"enum": ["x", "y"]}, "enum_widened", W, "y"),
    ("minimum raised", {"minimum": 1}, {"minimum": 2}, "bound_raised", N, 1),
    ("minimum lowered", {"minimum": 2}, {"minimum": 1}, "bound_lowered", W, 1),
    ("maximum raised", {"maximum": 2}, {"maximum": 3}, "bound_raised", W, 3),
    ("maximum lowered", {"maximum": 3}, {"maximum": 2}, "bound_lowered", N, 3),
    (
        "exclusiveMinimum raised",
        {"exclusiveMinimum": 0},
        {"exclusiveMinimum": 1},
        "bound_raised",
        N,
        1,
    ),
    (
        "exclusiveMaximum lowered",
        {"exclusiveMaximum": 3},
        {"exclusiveMaximum": 2},
        "bound_lowered",
        N,
        2,
    ),
    (
        "minLength raised",
        STRING | {"minLength": 1},
        STRING | {"minLength": 2},
        "bound_raised",
        N,
        "a",
    ),
    (
        "maxLength raised",
        STRING | {"maxLength": 1},
        STRING | {"maxLength": 2},
        "bound_raised",
        W,
        "aa",
    ),
    (
        "minItems lowered",
        {"type": "array", "minItems": 2},
        {"type": "array", "minItems": 1},
        "bound_lowered",
        W,
        ["a"],
    ),
    (
        "maxItems lowered",
        {"type": "array", "maxItems": 2},
        {"type": "array", "maxItems": 1},
        "bound_lowered",
        N,
        ["a", "b"],
    ),
    ("bound added", {"type": "integer"}, {"type": "integer", "maximum": 5}, "bound_added", N, 6),
    (
        "bound removed",
        {"type": "integer", "maximum": 5},
        {"type": "integer"},
        "bound_removed",
        W,
        6,
    ),
    ("minLength default", STRING, STRING | {"minLength": 1}, "bound_added", N, ""),
    ("multipleOf coarser", {"multipleOf": 2}, {"multipleOf": 4}, "multiple_of_narrowed", N, 2),
    ("multipleOf finer", {"multipleOf": 4}, {"multipleOf": 2}, "multiple_of_widened", W, 2),
    (
        "multipleOf decimal",
        {"multipleOf": 0.5},
        {"multipleOf": 0.25},
        "multiple_of_widened",
        W,
        0.25,
    ),
    ("multipleOf other", {"multipleOf": 2}, {"multipleOf": 3}, "multiple_of_changed", C, (2, 3)),
    (
        "multipleOf added",
        {"type": "integer"},
        {"type": "integer", "multipleOf": 2},
        "multiple_of_added",
        N,
        1,
    ),
    (
        "pattern changed",
        STRING | {"pattern": "^a"},
        STRING | {"pattern": "^b"},
        "pattern_changed",
        C,
        ("a", "b"),
    ),
    ("pattern added", STRING, STRING | {"pattern": "^a"}, "pattern_added", N, "b"),
    ("pattern removed", STRING | {"pattern": "^a"}, STRING, "pattern_removed", W, "b"),
    ("format added", STRING, STRING | {"format": "date"}, "format_added", N, "a"),
    ("format removed", STRING | {"format": "date"}, STRING, "format_removed", W, "a"),
    (
        "format changed",
        STRING | {"format": "date"},
        STRING | {"format": "time"},
        "format_changed",
        C,
        ("2020-01-01", "10:00:00Z"),
    ),
    (
        "uniqueItems added",
        {"type": "array"},
        {"type": "array", "uniqueItems": True},
        "unique_items_added",
        N,
        ["a", "a"],
    ),
    (
        "uniqueItems removed",
        {"type": "array", "uniqueItems": True},
        {"type": "array"},
        "unique_items_removed",
        W,
        ["a", "a"],
    ),
    (
        "items widened",
        {"type": "array", "items": STRING},
        {"type": "array", "items": {"type": ["string", "integer"]}},
        "type_widened",
        W,
        [1],
    ),
    (
        "prefix item added",
        {"type": "array", "prefixItems": [STRING], "items": False},
        {"type": "array", "prefixItems": [STRING, {"type": "integer"}], "items": False},
        "prefix_item_added",
        W,
        ["a", 1],
    ),
    (
        "prefix item removed",
        {"type": "array", "prefixItems": [STRING, STRING], "items": False},
        {"type": "array", "prefixItems": [STRING], "items": False},
        "prefix_item_removed",
        N,
        ["a", "b"],
    ),
    (
        "anyOf branch added",
        {"anyOf": [STRING]},
        {"anyOf": [STRING, {"type": "integer"}]},
        "any_of_branch_added",
        W,
        1,
    ),
    (
        "anyOf branch removed",
        {"anyOf": [STRING, {"type": "integer"}]},
        {"anyOf": [STRING]},
        "any_of_branch_removed",
        N,
        1,
    ),
    (
        "anyOf branch widened",
        {"anyOf": [STRING, {"type": "integer", "maximum": 3}]},
        {"anyOf": [STRING, {"type": "integer", "maximum": 5}]},
        "bound_raised",
        W,
        4,
    ),
    (
        "allOf branch added",
        {"allOf": [STRING]},
        {"allOf": [STRING, {"minLength": 2}]},
        "all_of_branch_added",
        N,
        "a",
    ),
    (
        "allOf branch removed",
        {"allOf": [STRING, {"minLength": 2}]},
        {"allOf": [STRING]},
        "all_of_branch_removed",
        W,
        "a",
    ),
    (
        "anyOf added",
        STRING,
        STRING | {"anyOf": [{"minLength": 2}, {"pattern": "^a"}]},
        "any_of_added",
        N,
        "b",
    ),
    (
        "oneOf branch added",
        {"oneOf": [{"type": "integer"}]},
        {"oneOf": [{"type": "integer"}, {"type": "number"}]},
        "one_of_branch_added",
        C,
        (1, 1.5),
    ),
    (
        "oneOf branch widened",
        {"oneOf": [{"type": "integer"}, {"type": "number", "maximum": 0}]},
        {"oneOf": [{"type": "integer"}, {"type": "number", "maximum": 2}]},
        "bound_raised",
        C,
        (1, 1.5),
    ),
    (
        "not: inner widened",
        {"not": STRING},
        {"not": {"type": ["string", "null"]}},
        "type_widened",
        N,
        None,
    ),
    (
        "not: inner narrowed",
        {"not": {"type": ["string", "null"]}},
        {"not": STRING},
        "type_narrowed",
        W,
        None,
    ),
    ("not added", {}, {"not": STRING}, "not_added", N, "a"),
    ("then added", {"if": STRING}, {"if": STRING, "then": {"minLength": 2}}, "then_added", N, "a"),
    (
        "else removed",
        {"if": STRING, "else": {"type": "integer"}},
        {"if": STRING},
        "else_removed",
        W,
        None,
    ),
    (
        "if changed",
        {"if": STRING, "then": {"type": "null"}},
        {"if": {"type": "integer"}, "then": {"type": "null"}},
        "type_changed",
        C,
        (1, "a"),
    ),
    (
        "contains added",
        {"type": "array"},
        {"type": "array", "contains": {"type": "integer"}},
        "contains_added",
        N,
        ["a"],
    ),
    (
        "contains widened",
        {"type": "array", "contains": STRING},
        {"type": "array", "contains": {"type": ["string", "integer"]}},
        "type_widened",
        W,
        [1],
    ),
    (
        "contains widened, counted",
        {"type": "array", "contains": STRING, "maxContains": 1},
        {"type": "array", "contains": {"type": ["string", "integer"]}, "maxContains": 1},
        "type_widened",
        C,
        (["a", 1], [1]),
    ),
    (
        "minContains raised",
        {"type": "array", "contains": STRING},
        {"type": "array", "contains": STRING, "minContains": 2},
        "bound_added",
        N,
        ["a"],
    ),
    (
        "nested property added",
        obj({"x": STRING}),
        obj({"x": STRING, "y": {"type": "integer"}}),
        "property_added",
        W,
        {"y": 1},
    ),
    (
        "nested property removed",
        obj({"x": STRING, "y": {"type": "integer"}}),
        obj({"x": STRING}),
        "property_removed",
        N,
        {"y": 1},
    ),
    (
        "nested required added",
        obj({"x": STRING}),
        obj({"x": STRING}, required=["x"]),
        "required_added",
        N,
        {},
    ),
    (
        "dependentRequired added",
        obj({"x": STRING, "y": {"type": "integer"}}),
        obj({"x": STRING, "y": {"type": "integer"}}, dependentRequired={"x": ["y"]}),
        "dependent_required_added",
        N,
        {"x": "a"},
    ),
    (
        "additionalProperties opened",
        obj({"x": STRING}, unevaluatedProperties=False),
        obj({"x": STRING}, unevaluatedProperties=False)
        | {"additionalProperties": {"type": "integer"}},
        "additional_properties_opened",
        W,
        {"y": 1},
    ),
    (
        "additionalProperties false to true",
        obj({"x": STRING}, unevaluatedProperties=False),
        obj({"x": STRING}, unevaluatedProperties=False) | {"additionalProperties": True},
        "additional_properties_opened",
        W,
        {"y": "a"},
    ),
    (
        "additionalProperties beside unevaluated",
        {"type": "object", "properties": {"x": STRING}, "unevaluatedProperties": False},
        {
            "type": "object",
            "properties": {"x": STRING},
            "additionalProperties": True,
            "unevaluatedProperties": False,
        },
        "additional_properties_changed",
        C,
        (None, {"y": 1}),
    ),
]


@pytest.mark.parametrize(
    ("old_schema", "new_schema", "kind", "effect", "witness"),
    [pytest.param(*rule[1:], id=rule[0]) for rule in FIELD_RULES],
)
def test_field_rule_is_classified_and_proven(old_schema, new_schema, kind, effect, witness):
    old, new = field(0, old_schema), field(1, new_schema)
    change = only_change(old, new)
    assert (change.kind, change.effect) == (kind, effect), change
    assert change.path.startswith("/concepts/Thing/properties/a")
    old_only, new_only = assert_sound(effect, old, new, probes("a"))
    if effect is C:
        old_witness, new_witness = witness
        if old_witness is not None:
            assert accepts(old, {"concept": "Thing", "a": old_witness})
            assert not accepts(new, {"concept": "Thing", "a": old_witness})
        if new_witness is not None:
            assert accepts(new, {"concept": "Thing", "a": new_witness})
            assert not accepts(old, {"concept": "Thing", "a": new_witness})
        return
    instance = {"concept": "Thing", "a": witness}
    if effect is W:
        assert accepts(new, instance)
        assert not accepts(old, instance)
        assert new_only
    else:
        assert accepts(old, instance)
        assert not accepts(new, instance)
        assert old_only


# Rules about the concept's own object: (id, old, new, kind, effect, witness instance).
OBJECT_RULES: list[tuple[str, Any, Any, str, ChangeEffect, dict[str, Any]]] = [
    (
        "optional property added",
        obj({"a": STRING}),
        obj({"a": STRING, "b": {"type": "integer"}}),
        "property_added",
        W,
        {"b": 1},
    ),
    (
        "property removed",
        obj({"a": STRING, "b": {"type": "integer"}}),
        obj({"a": STRING}),
        "property_removed",
        N,
        {"b": 1},
    ),
    (
        "required added",
        obj({"a": STRING, "b": STRING}),
        obj({"a": STRING, "b": STRING}, ["b"]),
        "required_added",
        N,
        {"a": "x"},
    ),
    (
        "required removed",
        obj({"a": STRING, "b": STRING}, ["b"]),
        obj({"a": STRING, "b": STRING}),
        "required_removed",
        W,
        {"a": "x"},
    ),
    (
        "property added beside unevaluatedProperties",
        {"type": "object", "properties": {"a": STRING}, "unevaluatedProperties": False},
        {
            "type": "object",
            "properties": {"a": STRING, "b": {"type": "integer"}},
            "unevaluatedProperties": False,
        },
        "property_added",
        W,
        {"b": 1},
    ),
]


@pytest.mark.parametrize(
    ("old_schema", "new_schema", "kind", "effect", "witness"),
    [pytest.param(*rule[1:], id=rule[0]) for rule in OBJECT_RULES],
)
def test_object_rule_is_classified_and_proven(old_schema, new_schema, kind, effect, witness):
    old, new = thing(0, old_schema), thing(1, new_schema)
    change = only_change(old, new)
    assert (change.kind, change.effect) == (kind, effect), change
    assert_sound(effect, old, new, probes("a", "b"))
    instance = {"concept": "Thing", **witness}
    if effect is W:
        assert accepts(new, instance)
        assert not accepts(old, instance)
    else:
        assert accepts(old, instance)
        assert not accepts(new, instance)


def test_required_property_added_breaks_both_directions():
    old = thing(0, obj({"a": STRING}))
    new = thing(1, obj({"a": STRING, "b": STRING}, ["b"]))
    kinds = {(c.kind, c.effect) for c in diff_contexts(old, new)}
    assert kinds == {("property_added", W), ("required_added", N)}
    old_only, new_only = semantic_effect(old, new, probes("a", "b"))
    assert old_only
    assert new_only
    report = check_compatibility(new, [old], CompatibilityLevel.FULL)
    assert not report.compatible
    assert not check_compatibility(new, [old], CompatibilityLevel.BACKWARD).compatible
    assert not check_compatibility(new, [old], CompatibilityLevel.FORWARD).compatible


def test_pattern_properties_fail_closed():
    old = thing(0, obj({"a": STRING}))
    new = thing(1, obj({"a": STRING}, patternProperties={"^x": {"type": "integer"}}))
    (change,) = diff_contexts(old, new)
    assert (change.kind, change.effect) == ("pattern_property_added", C)
    assert_sound(C, old, new, probes("a", "x1"))
    # A property added where patterns decide what an undeclared name meets: unknown.
    old = thing(0, obj({"a": STRING}, patternProperties={"^x": {"type": "integer"}}))
    new = thing(1, obj({"a": STRING, "b": STRING}, patternProperties={"^x": {"type": "integer"}}))
    (change,) = diff_contexts(old, new)
    assert (change.kind, change.effect) == ("property_added", C)


@pytest.mark.parametrize(
    ("keyword", "value"),
    [
        ("description", "a field"),
        ("title", "A"),
        ("examples", ["x"]),
        ("$comment", "why"),
        ("default", "x"),
        ("deprecated", True),
        ("readOnly", True),
        ("writeOnly", True),
        ("x-ui", {"widget": "text"}),
    ],
)
def test_annotation_keywords_are_annotations(keyword, value):
    old = field(0, STRING)
    new = field(1, STRING | {keyword: value})
    (change,) = diff_contexts(old, new)
    assert change.kind == "annotation_changed"
    assert change.effect is A
    assert change.path == f"/concepts/Thing/properties/a/{keyword}"
    assert_sound(A, old, new, probes("a"))
    assert check_compatibility(new, [old]).compatible


def test_description_only_change_is_compatible_at_every_level():
    old = thing(0, obj({"a": STRING | {"description": "one"}}))
    new = thing(1, obj({"a": STRING | {"description": "two"}}))
    changes = diff_contexts(old, new)
    assert [(c.kind, c.effect, c.old, c.new) for c in changes] == [
        ("annotation_changed", A, "one", "two")
    ]
    for level in CompatibilityLevel:
        assert check_compatibility(new, [old], level).compatible


def test_document_annotations_and_informative_parts():
    old = SharedContext(
        document(0, concepts={"Thing": obj({"a": STRING})}, description="one", ontology=None)
        | {"ontology": {"format": "text/turtle", "data": ONTOLOGY}}
    )
    new_doc = old.as_dict()
    new_doc["urn"] = "urn:contexts:test:v1.1"
    new_doc["title"] = "Test, renamed"
    new_doc["description"] = "two"
    new_doc["x-owner"] = "team"
    new_doc["minimum_secure_version"] = "v1.0"
    new_doc["ontology"]["data"] = ONTOLOGY + '<urn:x:other> ioa:name "Other" .\n'
    new = SharedContext(new_doc)
    changes = diff_contexts(old, new)
    assert [(c.path, c.kind) for c in changes] == [
        ("/description", "annotation_changed"),
        ("/title", "annotation_changed"),
        ("/x-owner", "annotation_changed"),
        ("/ontology", "ontology_changed"),
        ("/minimum_secure_version", "minimum_secure_version_changed"),
    ]
    assert all(c.effect is A for c in changes)
    assert check_compatibility(new, [old]).compatible


def test_moving_a_schema_into_defs_is_no_change():
    date = {"type": "string", "format": "date", "description": "a day"}
    tags = {"type": "array", "items": STRING, "maxItems": 4}
    inline = document(
        0,
        concepts={"Thing": obj({"a": date, "tags": tags})},
        tasks={"book": {"parameters": obj({"on": date, "tags": tags}, ["on"])}},
    )
    moved = document(
        1,
        concepts={"Thing": obj({"a": {"$ref": "#/$defs/day"}, "tags": {"$ref": "#/$defs/tags"}})},
        tasks={"book": {"parameters": obj({"on": {"$ref": "#/$defs/day"}, "tags": tags}, ["on"])}},
        defs={"day": date, "tags": {"$ref": "#/$defs/tagList"}, "tagList": tags},
    )
    old, new = SharedContext(inline), SharedContext(moved)
    assert diff_contexts(old, new) == []
    assert diff_contexts(new, old) == []
    assert check_compatibility(new, [old]).compatible


def test_a_definition_change_is_reported_where_it_is_used():
    def with_day(minor: int, day: dict[str, Any]) -> SharedContext:
        return SharedContext(
            document(
                minor,
                concepts={"Thing": obj({"a": {"$ref": "#/$defs/day"}})},
                tasks={"book": {"parameters": obj({"on": {"$ref": "#/$defs/day"}})}},
                defs={"day": day},
            )
        )

    old = with_day(0, STRING | {"maxLength": 10})
    new = with_day(1, STRING | {"maxLength": 8})
    changes = diff_contexts(old, new)
    assert [(c.path, c.kind, c.effect) for c in changes] == [
        ("/concepts/Thing/properties/a/maxLength", "bound_lowered", N),
        ("/tasks/book/parameters/properties/on/maxLength", "bound_lowered", N),
    ]
    assert changes[1].message == "book parameter `on`: maxLength lowered from 10 to 8"
    assert_sound(N, old, new, [{"concept": "Thing", "a": "x" * n} for n in range(12)])


def test_ref_beside_assertions_is_compared_in_place():
    defs = {"text": STRING}
    old = field(0, {"$ref": "#/$defs/text", "maxLength": 3}, defs=defs)
    new = field(1, {"$ref": "#/$defs/text", "maxLength": 5}, defs=defs)
    change = only_change(old, new)
    assert (change.kind, change.effect) == ("bound_raised", W)
    new_defs = {"text": {"type": ["string", "integer"]}}
    wider = field(1, {"$ref": "#/$defs/text", "maxLength": 3}, defs=new_defs)
    change = only_change(old, wider)
    assert (change.kind, change.effect, change.path) == (
        "type_widened",
        W,
        "/concepts/Thing/properties/a/type",
    )
    assert_sound(W, old, wider, probes("a"))


def recursive_tree(minor: int, name_schema: dict[str, Any]) -> SharedContext:
    node = obj(
        {"name": name_schema, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
        ["name"],
    )
    return SharedContext(
        document(
            minor, concepts={"Tree": obj({"root": {"$ref": "#/$defs/node"}})}, defs={"node": node}
        )
    )


def test_recursive_definitions_terminate_and_are_classified():
    old = recursive_tree(0, STRING | {"maxLength": 3})
    new = recursive_tree(1, STRING | {"maxLength": 5})
    changes = diff_contexts(old, new)
    assert [(c.path, c.kind, c.effect) for c in changes] == [
        ("/concepts/Tree/properties/root/properties/name/maxLength", "bound_raised", W)
    ]
    deep = {"name": "a", "children": [{"name": "a", "children": [{"name": "abcd"}]}]}
    instance = {"concept": "Tree", "root": deep}
    assert accepts(new, instance)
    assert not accepts(old, instance)
    assert diff_contexts(old, recursive_tree(2, STRING | {"maxLength": 3})) == []


def test_definitions_that_are_not_used_are_not_changes():
    base = {"concepts": {"Thing": obj({"a": STRING})}}
    old = SharedContext(document(0, **base, defs={"spare": STRING}))
    new = SharedContext(document(1, **base, defs={"spare": {"type": "integer"}}))
    assert diff_contexts(old, new) == []


def test_concepts_and_tasks_added_and_removed():
    parameters = obj({"to": STRING}, ["to"])
    old = SharedContext(
        document(
            0, concepts={"Thing": obj({"a": STRING})}, tasks={"book": {"parameters": parameters}}
        )
    )
    new = SharedContext(
        document(
            1,
            concepts={"Thing": obj({"a": STRING}), "Other": obj({"b": STRING})},
            tasks={"book": {"parameters": parameters}, "cancel": {"parameters": parameters}},
        )
    )
    changes = diff_contexts(old, new)
    assert [(c.path, c.kind, c.effect) for c in changes] == [
        ("/concepts/Other", "concept_added", ChangeEffect.ADDED),
        ("/tasks/cancel", "task_added", ChangeEffect.ADDED),
    ]
    # A new subject breaks no level: old content never names it.
    for level in CompatibilityLevel:
        assert check_compatibility(new, [old], level).compatible
    # Removing one narrows: what the old version accepted is now undefined.
    removed = diff_contexts(
        new,
        SharedContext(
            new.as_dict()
            | {"urn": "urn:contexts:test:v1.2"}
            | {"concepts": {"Thing": obj({"a": STRING})}}
        ),
    )
    assert [(c.kind, c.effect) for c in removed] == [("concept_removed", N)]
    gone = {"concept": "Other", "b": "x"}
    assert accepts(new, gone)
    later = SharedContext(
        document(
            2, concepts={"Thing": obj({"a": STRING})}, tasks={"book": {"parameters": parameters}}
        )
    )
    assert not accepts(later, gone)
    kinds = [(c.kind, c.effect) for c in diff_contexts(new, later)]
    assert kinds == [("concept_removed", N), ("task_removed", N)]
    assert not check_compatibility(later, [new], CompatibilityLevel.BACKWARD).compatible
    assert check_compatibility(later, [new], CompatibilityLevel.FORWARD).compatible


def test_task_parameters_result_and_description():
    parameters = obj({"to": STRING}, ["to"])
    old = SharedContext(
        document(0, tasks={"book": {"parameters": parameters, "description": "one"}})
    )
    new = SharedContext(
        document(
            1,
            tasks={
                "book": {
                    "parameters": obj({"to": STRING, "cabin": {"enum": ["eco", "biz"]}}, ["to"]),
                    "description": "two",
                    "result": obj({"ref": STRING}, ["ref"]),
                }
            },
        )
    )
    changes = diff_contexts(old, new)
    assert [(c.path, c.kind, c.effect) for c in changes] == [
        ("/tasks/book/description", "annotation_changed", A),
        ("/tasks/book/parameters/properties/cabin", "property_added", W),
        ("/tasks/book/result", "task_result_added", W),
    ]
    assert changes[1].message == "book parameter `cabin` was added"
    result = {"task": "book", "result": {"ref": "X1"}}
    assert accepts(new, result)
    assert not accepts(old, result)
    cabin = {"task": "book", "parameters": {"to": "x", "cabin": "eco"}}
    assert accepts(new, cabin)
    assert not accepts(old, cabin)
    # And the result schema itself is compared when both have one.
    narrower = copy.deepcopy(new.as_dict())
    narrower["urn"] = "urn:contexts:test:v1.2"
    narrower["tasks"]["book"]["result"]["properties"]["ref"]["maxLength"] = 2
    (change,) = diff_contexts(new, SharedContext(narrower))
    assert (change.path, change.kind, change.effect) == (
        "/tasks/book/result/properties/ref/maxLength",
        "bound_added",
        N,
    )
    assert change.message == "book result field `ref`: maxLength added (2)"
    removed = copy.deepcopy(new.as_dict())
    removed["urn"] = "urn:contexts:test:v1.2"
    del removed["tasks"]["book"]["result"]
    (change,) = diff_contexts(new, SharedContext(removed))
    assert (change.kind, change.effect) == ("task_result_removed", N)


def test_boolean_results_are_compared():
    def with_result(minor: int, result: Any) -> SharedContext:
        return SharedContext(
            document(minor, tasks={"t": {"parameters": obj({}), "result": result}})
        )

    (change,) = diff_contexts(with_result(0, False), with_result(1, obj({"a": STRING})))
    assert (change.kind, change.effect) == ("schema_permitted", W)
    (change,) = diff_contexts(with_result(0, True), with_result(1, False))
    assert (change.kind, change.effect) == ("schema_forbidden", N)
    changes = diff_contexts(with_result(0, True), with_result(1, obj({"a": STRING})))
    assert changes
    assert {c.effect for c in changes} == {N}


def test_reordered_anyof_and_oneof_branches_are_no_change():
    branches = [STRING, {"type": "integer"}, {"type": "null"}]
    assert diff_contexts(field(0, {"anyOf": branches}), field(1, {"anyOf": branches[::-1]})) == []
    assert diff_contexts(field(0, {"oneOf": branches}), field(1, {"oneOf": branches[::-1]})) == []


def test_anyof_branch_inserted_in_the_middle_is_one_addition():
    old = field(0, {"anyOf": [STRING, {"type": "null"}]})
    new = field(1, {"anyOf": [STRING, {"type": "integer"}, {"type": "null"}]})
    (change,) = diff_contexts(old, new)
    assert (change.kind, change.effect, change.path) == (
        "any_of_branch_added",
        W,
        "/concepts/Thing/properties/a/anyOf/1",
    )
    assert_sound(W, old, new, probes("a"))


def test_unknown_keywords_fail_closed():
    old = field(0, STRING | {"contentMediaType": "text/plain"})
    new = field(1, STRING | {"contentMediaType": "text/html"})
    (change,) = diff_contexts(old, new)
    assert (change.kind, change.effect) == ("keyword_changed", C)


def test_mixed_changes_under_one_property():
    old = field(0, {"type": "integer", "maximum": 5})
    new = field(1, {"type": "number", "maximum": 3})
    effects = {(c.kind, c.effect) for c in diff_contexts(old, new)}
    assert effects == {("type_widened", W), ("bound_lowered", N)}
    old_only, new_only = semantic_effect(old, new, probes("a"))
    assert old_only
    assert new_only


def test_integer_types_spelled_differently_are_equal():
    assert (
        diff_contexts(field(0, {"type": ["number", "integer"]}), field(1, {"type": "number"})) == []
    )
    assert diff_contexts(field(0, {"enum": [1, "a"]}), field(1, {"enum": ["a", 1.0]})) == []
    assert diff_contexts(field(0, {"enum": [True]}), field(1, {"enum": [1]}))


def test_diff_is_deterministic_and_in_document_order():
    def many(minor: int, maximum: int) -> SharedContext:
        concepts = {name: obj({"a": {"type": "integer", "maximum": maximum}}) for name in "zyxab"}
        tasks = {name: {"parameters": obj({"a": {"maximum": maximum}})} for name in "qp"}
        return SharedContext(document(minor, concepts=concepts, tasks=tasks))

    first = diff_contexts(many(0, 1), many(1, 2))
    assert first == diff_contexts(many(0, 1), many(1, 2))
    assert [c.path.split("/")[1:3] for c in first] == [
        ["concepts", "a"],
        ["concepts", "b"],
        ["concepts", "x"],
        ["concepts", "y"],
        ["concepts", "z"],
        ["tasks", "p"],
        ["tasks", "q"],
    ]


def test_huge_comparisons_fail_closed(monkeypatch):
    monkeypatch.setattr("contexts.compat.schemas.MAX_COMPARISON_STEPS", 3)
    old = thing(0, obj({"a": obj({"b": obj({"c": STRING})})}))
    new = thing(1, obj({"a": obj({"b": obj({"c": STRING | {"description": "d"}})})}))
    (change,) = diff_contexts(old, new)
    assert (change.kind, change.effect, change.path) == (
        "comparison_too_complex",
        C,
        "/concepts/Thing",
    )


# --- levels, transitivity, majors ---------------------------------------------


def enum_version(minor: int, values: list[str], major: int = 1) -> SharedContext:
    return field(minor, {"enum": values}, major=major)


def test_transitive_checks_every_earlier_minor():
    v10 = enum_version(0, ["x", "y"])
    v11 = enum_version(1, ["x", "z"])
    v12 = enum_version(2, ["x", "z", "w"])
    backward = check_compatibility(v12, [v10, v11], CompatibilityLevel.BACKWARD)
    assert backward.compatible
    assert backward.checked_against == ("urn:contexts:test:v1.1",)
    transitive = check_compatibility(v12, [v11, v10], CompatibilityLevel.BACKWARD_TRANSITIVE)
    assert not transitive.compatible
    assert transitive.checked_against == ("urn:contexts:test:v1.0", "urn:contexts:test:v1.1")
    assert [(urn, c.kind) for urn, c in transitive.breaking] == [
        ("urn:contexts:test:v1.0", "enum_changed")
    ]
    # The engine agrees: a v1.0 instance that v1.2 refuses.
    instance = {"concept": "Thing", "a": "y"}
    assert accepts(v10, instance)
    assert not accepts(v12, instance)
    text = transitive.explain()
    assert "against urn:contexts:test:v1.0:" in text
    assert "against urn:contexts:test:v1.1: compatible" in text
    assert "instances of v1.0 are refused by v1.2 and the reverse" in text
    # FORWARD: v1.2 adds w, which v1.1 refuses.
    assert not check_compatibility(v12, [v11], CompatibilityLevel.FORWARD).compatible


def test_levels_pick_directions():
    old = field(0, STRING)
    wider = field(1, {"type": ["string", "null"]})
    narrower = field(1, STRING | {"maxLength": 3})
    expected = {
        CompatibilityLevel.NONE: (True, True),
        CompatibilityLevel.BACKWARD: (True, False),
        CompatibilityLevel.BACKWARD_TRANSITIVE: (True, False),
        CompatibilityLevel.FORWARD: (False, True),
        CompatibilityLevel.FORWARD_TRANSITIVE: (False, True),
        CompatibilityLevel.FULL: (False, False),
        CompatibilityLevel.FULL_TRANSITIVE: (False, False),
    }
    for level, (wider_ok, narrower_ok) in expected.items():
        assert check_compatibility(wider, [old], level).compatible is wider_ok, level
        assert check_compatibility(narrower, [old], level).compatible is narrower_ok, level


def test_none_level_checks_nothing():
    report = check_compatibility(
        field(1, {"type": "integer"}), [field(0, STRING)], CompatibilityLevel.NONE
    )
    assert report.compatible
    assert report.checked_against == ()
    assert report.breaking == ()
    assert "nothing is checked" in report.explain()


def test_other_majors_are_ignored_and_listed_nowhere():
    v20 = enum_version(0, ["x"], major=2)
    v21 = enum_version(1, ["x"], major=2)
    v10 = enum_version(0, ["completely", "different"], major=1)
    v30 = enum_version(0, ["other"], major=3)
    report = check_compatibility(v21, [v10, v20, v30])
    assert report.compatible
    assert report.checked_against == ("urn:contexts:test:v2.0",)
    assert "v1.0" not in report.explain()
    assert "v3.0" not in report.explain()
    assert all(urn == "urn:contexts:test:v2.0" for urn, _ in report.changes)


def test_first_minor_has_nothing_to_check():
    report = check_compatibility(enum_version(0, ["x"]), [])
    assert report.compatible
    assert report.checked_against == ()
    assert "no earlier version" in report.explain()


def test_invalid_arguments_are_value_errors():
    v10, v11 = enum_version(0, ["x"]), enum_version(1, ["x"])
    other = field(0, STRING, name="other")
    with pytest.raises(ValueError, match="not a version of 'test'"):
        check_compatibility(v11, [other])
    with pytest.raises(ValueError, match="not earlier than"):
        check_compatibility(v10, [v11])
    with pytest.raises(ValueError, match="not earlier than"):
        check_compatibility(v11, [v11])
    with pytest.raises(ValueError, match="two different documents"):
        check_compatibility(enum_version(2, ["x"]), [v10, enum_version(0, ["y"])])
    # The same document twice is fine.
    assert check_compatibility(v11, [v10, v10]).checked_against == ("urn:contexts:test:v1.0",)


def test_report_explains_in_the_registry_words():
    old = SharedContext(
        document(
            0, name="travel", major=2, tasks={"bookFlight": {"parameters": obj({"to": STRING})}}
        )
    )
    new = SharedContext(
        document(
            1,
            name="travel",
            major=2,
            tasks={"bookFlight": {"parameters": obj({"to": STRING, "cabin": {"enum": ["eco"]}})}},
        )
    )
    report = check_compatibility(new, [old])
    assert isinstance(report, CompatibilityReport)
    assert not report.compatible
    assert report.candidate == "urn:contexts:travel:v2.1"
    assert (
        "bookFlight parameter `cabin` was added: instances of v2.1 are refused by v2.0 "
        "(breaks FORWARD)"
    ) in report.explain()
    assert report.explain().splitlines()[0].startswith("urn:contexts:travel:v2.1 is NOT compatible")
    data = report.as_dict()
    assert orjson.loads(orjson.dumps(data)) == data
    assert data["breaking"][0]["against"] == "urn:contexts:travel:v2.0"
    assert data["breaking"][0]["kind"] == "property_added"
    backward = check_compatibility(new, [old], CompatibilityLevel.BACKWARD)
    assert backward.compatible
    assert "1 change(s), none of them breaking" in backward.explain()


def test_level_and_effect_tables():
    assert CompatibilityLevel("FULL_TRANSITIVE").transitive
    assert not CompatibilityLevel.FULL.transitive
    assert not CompatibilityLevel.NONE.checks_backward
    assert not CompatibilityLevel.NONE.checks_forward
    for effect in ChangeEffect:
        assert not effect.breaks(CompatibilityLevel.NONE)
    assert ChangeEffect.CHANGED.breaks(CompatibilityLevel.BACKWARD)
    assert ChangeEffect.CHANGED.breaks(CompatibilityLevel.FORWARD)
    assert not ChangeEffect.ADDED.breaks(CompatibilityLevel.FULL_TRANSITIVE)
    assert not ChangeEffect.ANNOTATION.breaks(CompatibilityLevel.FULL_TRANSITIVE)


# --- real documents -------------------------------------------------------------


def builtin_documents() -> list[Path]:
    root = Path(__file__).parent.parent / "contexts" / "builtin"
    return sorted(root.glob("*/*.json"))


@pytest.mark.parametrize("path", builtin_documents(), ids=lambda p: p.parent.name + "/" + p.name)
def test_builtin_documents_equal_their_fully_inlined_selves(path):
    """The independent inliner of jsonschema-rs agrees that inlining changes nothing."""
    try:
        context = SharedContext.from_bytes(path.read_bytes())
    except Exception:  # noqa: BLE001 - another engineer's file in progress
        pytest.skip("not a valid context document (yet)")
    doc = context.as_dict()
    defs = doc.pop("$defs", {})

    def inline(schema: Any) -> Any:
        if not defs or isinstance(schema, bool):
            return schema
        inlined = jsonschema_rs.dereference(schema | {"$defs": defs}, offline=True)
        inlined.pop("$defs", None)
        return inlined

    for name, schema in doc.get("concepts", {}).items():
        doc["concepts"][name] = inline(schema)
    for task in doc.get("tasks", {}).values():
        for part in ("parameters", "result"):
            if part in task:
                task[part] = inline(task[part])
    if "$ref" in orjson.dumps(doc).decode():
        pytest.skip("recursive definitions stay as $ref")
    # jsonschema-rs lets the target's annotations win over the `$ref`'s own; only
    # annotations may differ.
    assert [c for c in diff_contexts(context, SharedContext(doc)) if c.effect is not A] == []
    assert diff_contexts(context, context) == []


# --- Hypothesis: classifications agree with the engine --------------------------

NUMBER_PROBES = [n / 4 for n in range(-28, 29)]
NUMERIC_BOUNDS = ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum")
bound_value = st.none() | st.integers(-10, 10).map(lambda n: n / 2)


def number_schema(bounds: dict[str, float | None]) -> dict[str, Any]:
    return {"type": "number"} | {k: v for k, v in bounds.items() if v is not None}


def accepted_sets(
    old: SharedContext, new: SharedContext, values: Iterable[Any]
) -> tuple[set[int], set[int]]:
    values = list(values)
    before = {i for i, v in enumerate(values) if accepts(old, {"concept": "Thing", "a": v})}
    after = {i for i, v in enumerate(values) if accepts(new, {"concept": "Thing", "a": v})}
    return before, after


def assert_effect_matches(effect: ChangeEffect, before: set[int], after: set[int]) -> None:
    if effect is A:
        assert before == after
    elif effect is W:
        assert before <= after
    elif effect is N:
        assert after <= before


@given(
    st.dictionaries(st.sampled_from(NUMERIC_BOUNDS), bound_value),
    st.dictionaries(st.sampled_from(NUMERIC_BOUNDS), bound_value),
)
def test_numeric_bound_changes_agree_with_the_validator(old_bounds, new_bounds):
    old, new = field(0, number_schema(old_bounds)), field(1, number_schema(new_bounds))
    changes = diff_contexts(old, new)
    before, after = accepted_sets(old, new, NUMBER_PROBES)
    assert_effect_matches(_combined(changes), before, after)
    if len(changes) == 1 and len(old_bounds.keys() | new_bounds.keys()) == 1:
        # A lone bound changed: the probes (every quarter) see the difference exactly.
        (change,) = changes
        assert change.kind.startswith("bound_")
        if change.effect is W:
            assert after - before
        elif change.effect is N:
            assert before - after


@given(
    st.sampled_from(("minLength", "maxLength")),
    st.none() | st.integers(0, 6),
    st.none() | st.integers(0, 6),
)
def test_length_bound_changes_agree_with_the_validator(keyword, before_value, after_value):
    def schema(value: int | None) -> dict[str, Any]:
        return STRING | ({keyword: value} if value is not None else {})

    old, new = field(0, schema(before_value)), field(1, schema(after_value))
    changes = diff_contexts(old, new)
    before, after = accepted_sets(old, new, ["x" * n for n in range(9)])
    effect = _combined(changes)
    assert_effect_matches(effect, before, after)
    assert (before != after) == (effect in {W, N})


UNIVERSE = ["x", "y", "z", 1, None]


@given(
    st.sets(st.sampled_from(range(len(UNIVERSE))), min_size=1),
    st.sets(st.sampled_from(range(len(UNIVERSE))), min_size=1),
)
def test_enum_changes_agree_with_the_validator(old_members, new_members):
    old = field(0, {"enum": [UNIVERSE[i] for i in sorted(old_members)]})
    new = field(1, {"enum": [UNIVERSE[i] for i in sorted(new_members)]})
    effect = _combined(diff_contexts(old, new))
    before, after = accepted_sets(old, new, [*UNIVERSE, "w", 2])
    assert_effect_matches(effect, before, after)
    if effect is C:
        assert before - after
        assert after - before


TYPES = ["null", "boolean", "integer", "number", "string", "array"]


@given(
    st.sets(st.sampled_from(TYPES), min_size=1),
    st.sets(st.sampled_from(TYPES), min_size=1),
)
def test_type_changes_agree_with_the_validator(old_types, new_types):
    old = field(0, {"type": sorted(old_types)})
    new = field(1, {"type": sorted(new_types)})
    effect = _combined(diff_contexts(old, new))
    before, after = accepted_sets(old, new, [None, True, 1, 1.5, "a", ["a"], {"x": 1}])
    assert_effect_matches(effect, before, after)
    assert (effect is A) == (before == after)


# Random schemas and one random edit: every claim is checked against the engine.
SCALARS: list[Any] = [None, True, 0, 1, 2, 5, -1, 1.5, 0.5, "", "a", "b", "ab", "ba", "abc"]
ARRAYS: list[Any] = [[], [1], ["a"], ["a", "a"], ["a", 1], [1, 2, 3], ["b", "a"], [[]], [{"a": 1}]]
OBJECTS: list[Any] = [
    {},
    *({"a": value} for value in (1, "a", "ab", None, [1])),
    *({"b": value} for value in (1, "a", [])),
    {"a": 1, "b": "a"},
    {"a": "b", "b": 2},
    {"c": 1},
]
FIELD_PROBES = [{"concept": "Thing", "a": value} for value in SCALARS + ARRAYS + OBJECTS] + [
    {"concept": "Thing"}
]


def _schemas() -> st.SearchStrategy[dict[str, Any]]:
    small_int = st.integers(-1, 3)
    leaf = st.one_of(
        st.sets(
            st.sampled_from(["null", "boolean", "integer", "number", "string", "array"]), min_size=1
        ).map(lambda t: {"type": sorted(t)}),
        st.lists(
            st.sampled_from(SCALARS[:12]),
            min_size=1,
            max_size=4,
            unique_by=orjson.dumps,
        ).map(lambda v: {"enum": v}),
        st.sampled_from(SCALARS[:12]).map(lambda v: {"const": v}),
        st.builds(
            lambda k, n: {k: n},
            st.sampled_from(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]),
            small_int,
        ),
        st.builds(
            lambda k, n: {k: n},
            st.sampled_from(["minLength", "maxLength", "minItems", "maxItems"]),
            st.integers(0, 3),
        ),
        st.sampled_from(
            [
                {"pattern": "^a"},
                {"pattern": "b"},
                {"multipleOf": 2},
                {"multipleOf": 0.5},
                {"uniqueItems": True},
            ]
        ),
    )

    def nested(inner: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[dict[str, Any]]:
        return st.one_of(
            st.builds(lambda s: {"items": s}, inner),
            st.builds(
                lambda p, s: {"prefixItems": p, "items": s},
                st.lists(inner, min_size=1, max_size=2),
                inner | st.just(False),
            ),
            st.builds(
                lambda s, m: {"contains": s} | m,
                inner,
                st.sampled_from([{}, {"minContains": 2}, {"maxContains": 1}]),
            ),
            st.builds(lambda b: {"anyOf": b}, st.lists(inner, min_size=1, max_size=3)),
            st.builds(lambda b: {"allOf": b}, st.lists(inner, min_size=1, max_size=2)),
            st.builds(lambda b: {"oneOf": b}, st.lists(inner, min_size=1, max_size=2)),
            st.builds(lambda s: {"not": s}, inner),
            st.builds(lambda i, t: {"if": i, "then": t}, inner, inner),
            st.builds(
                lambda a, b, req: obj({"a": a, "b": b}, sorted(req)),
                inner,
                inner,
                st.sets(st.sampled_from(["a", "b"])),
            ),
            st.builds(lambda a: obj({"a": a}), inner),
        )

    fragment = st.recursive(leaf, nested, max_leaves=4)
    return st.lists(fragment, min_size=0, max_size=3).map(
        lambda fragments: {k: v for part in fragments for k, v in part.items()}
    )


def _edited(schema: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    keys = sorted(schema)
    edit = data.draw(st.sampled_from(["add", "remove", "replace"] if keys else ["add"]))
    fragment = data.draw(_schemas())
    if edit == "remove":
        key = data.draw(st.sampled_from(keys))
        return {k: v for k, v in schema.items() if k != key}
    if edit == "replace":
        key = data.draw(st.sampled_from(keys))
        replacement = fragment.get(key, fragment)
        return schema | {key: replacement} if key in fragment else schema | fragment
    return schema | fragment


def _valid_field(minor: int, schema: dict[str, Any]) -> SharedContext | None:
    """The context, or None when lint refuses what the generator built (an open object...)."""
    try:
        return field(minor, schema)
    except InvalidDocumentError:
        return None


@given(st.data())
def test_random_edits_are_classified_soundly(data):
    before = data.draw(_schemas(), label="old")
    after = _edited(before, data)
    old, new = _valid_field(0, before), _valid_field(1, after)
    if old is None or new is None:
        return
    changes = diff_contexts(old, new)
    old_only, new_only = semantic_effect(old, new, FIELD_PROBES)
    for change in changes:
        assert change.effect in {W, N, C, A}
    effect = _combined(changes)
    if effect is W:
        assert not old_only, (changes, old_only[:3])
    elif effect is N:
        assert not new_only, (changes, new_only[:3])
    elif effect is A:
        assert not old_only, (changes, old_only[:3])
        assert not new_only, (changes, new_only[:3])


def test_ref_whose_target_shares_a_keyword_is_an_applicator():
    defs = {"text": STRING | {"maxLength": 10}}
    old = field(0, {"$ref": "#/$defs/text", "maxLength": 3}, defs=defs)
    new = field(1, {"$ref": "#/$defs/text", "maxLength": 5}, defs=defs)
    change = only_change(old, new)
    assert (change.kind, change.effect) == ("bound_raised", W)
    assert_sound(W, old, new, probes("a"))
    instance = {"concept": "Thing", "a": "abcd"}
    assert accepts(new, instance)
    assert not accepts(old, instance)
    # The target itself changes: found through the applicator, at the same place.
    tighter = field(
        1,
        {"$ref": "#/$defs/text", "maxLength": 3},
        defs={"text": {"type": "string", "maxLength": 8}},
    )
    change = only_change(old, tighter)
    assert (change.path, change.kind, change.effect) == (
        "/concepts/Thing/properties/a/maxLength",
        "bound_lowered",
        N,
    )
    assert_sound(N, old, tighter, probes("a"))
    # An inline schema replaced by a `$ref` beside assertions: never called harmless wrongly.
    inline = field(0, STRING | {"maxLength": 3})
    changes = diff_contexts(inline, field(1, {"$ref": "#/$defs/text", "maxLength": 3}, defs=defs))
    assert _combined(changes) in {A, C}


def test_a_definition_that_uses_a_changed_definition_is_compared():
    def nested(minor: int, inner: dict[str, Any]) -> SharedContext:
        defs = {"outer": obj({"inner": {"$ref": "#/$defs/inner"}}), "inner": inner}
        return field(minor, {"$ref": "#/$defs/outer"}, defs=defs)

    old, new = nested(0, STRING), nested(1, STRING | {"maxLength": 2})
    change = only_change(old, new)
    assert (change.path, change.kind, change.effect) == (
        "/concepts/Thing/properties/a/properties/inner/maxLength",
        "bound_added",
        N,
    )
    assert change.message == "concept `Thing` field `a.inner`: maxLength added (2)"
    instance = {"concept": "Thing", "a": {"inner": "abc"}}
    assert accepts(old, instance)
    assert not accepts(new, instance)


def test_dependent_schemas_and_dependent_required():
    properties = {"x": STRING, "y": {"type": "integer"}}
    base = field(0, obj(properties))
    added = field(1, obj(properties, dependentSchemas={"x": {"required": ["y"]}}))
    change = only_change(base, added)
    assert (change.kind, change.effect) == ("dependent_schema_added", N)
    assert_sound(N, base, added, probes("a"))
    stricter = field(
        2, obj(properties, dependentSchemas={"x": {"required": ["y"], "maxProperties": 1}})
    )
    change = only_change(added, stricter)
    assert (change.kind, change.effect) == ("bound_added", N)
    assert change.path == "/concepts/Thing/properties/a/dependentSchemas/x/maxProperties"
    required = field(1, obj(properties, dependentRequired={"x": ["y"]}))
    change = only_change(required, base)
    assert (change.kind, change.effect) == ("dependent_required_removed", W)
    instance = {"concept": "Thing", "a": {"x": "a"}}
    assert accepts(base, instance)
    assert not accepts(required, instance)


def test_prefix_items_beside_unevaluated_items():
    def array(minor: int, prefix: list[Any], **keywords: Any) -> SharedContext:
        return field(
            minor, {"type": "array", "prefixItems": prefix, "unevaluatedItems": False} | keywords
        )

    old, new = array(0, [STRING]), array(1, [STRING, {"type": "integer"}])
    change = only_change(old, new)
    assert (change.kind, change.effect) == ("prefix_item_added", W)
    assert_sound(W, old, new, probes("a"))
    instance = {"concept": "Thing", "a": ["a", 1]}
    assert accepts(new, instance)
    assert not accepts(old, instance)
    # With contains beside it, whether an item is evaluated is not known: fail closed.
    old = array(0, [STRING], contains=STRING)
    new = array(1, [STRING, {"type": "integer"}], contains=STRING)
    change = only_change(old, new)
    assert (change.kind, change.effect) == ("prefix_item_added", C)
    opened = field(1, {"type": "array", "prefixItems": [STRING], "unevaluatedItems": STRING})
    change = only_change(array(0, [STRING]), opened)
    assert (change.kind, change.effect) == ("unevaluated_items_opened", W)


def test_integral_takes_one_number_and_walks_nothing():
    """For a member that holds one number: a list sent there is not copied to be refused
    (json_numbers walks it all: up to a frame's worth of values)."""
    from contexts.compat.values import integral, json_numbers  # noqa: PLC0415

    assert integral(2.0) == 2
    assert type(integral(2.0)) is int
    assert integral(2.5) == 2.5
    assert integral(2**53 + 0.0) == 2**53  # past 2**53: a float still
    assert type(integral(float(2**53))) is float
    values = [2.0] * 1000
    assert integral(values) is values
    assert json_numbers(values) == [2] * 1000


# --- recursion: what a `$ref` to an enclosing definition accepts ----------------

TREE_SIBLINGS = st.fixed_dictionaries(
    {},
    optional={
        "maxProperties": st.integers(0, 2),
        "minProperties": st.integers(0, 2),
        "required": st.sets(st.sampled_from(["label", "child"]), min_size=1).map(sorted),
        "not": st.just({"required": ["label"]}),
        "type": st.sampled_from(["object", ["object", "string"]]),
        "additionalProperties": st.booleans(),
        "description": st.just("a subtree"),
    },
)
"""Keywords written beside a recursive `$ref`: mergeable assertions, ones that are not
(`type`, `additionalProperties`: the `$ref` is compared in place) and an annotation."""


def recursive_with_siblings(minor: int, siblings: dict[str, Any], shape: str) -> SharedContext:
    """A tree whose recursive reference (`shape`: from a property, from array items, or
    through a second definition) carries `siblings`."""
    target = "#/$defs/link" if shape == "through" else "#/$defs/node"
    ref = {"$ref": target, **siblings}
    child = {"type": "array", "items": ref} if shape == "items" else ref
    defs = {"node": obj({"label": STRING, "child": child})}
    if shape == "through":
        defs["link"] = obj({"label": STRING, "child": {"$ref": "#/$defs/node"}})
    root = obj({"root": {"$ref": "#/$defs/node"}}, ["root"])
    return SharedContext(document(minor, concepts={"Tree": root}, defs=defs))


def trees(depth: int) -> list[Any]:
    """Every small tree of `node` down to `depth`, and values that are not objects."""
    leaves: list[Any] = [{}, {"label": "a"}, "x", 1]
    found = leaves
    for _ in range(depth):
        found = leaves + [
            {**label, "child": child}
            for t in found
            for label in ({}, {"label": "a"})
            for child in (t, [t])
        ]
    return found


TREE_PROBES = [{"concept": "Tree", "root": tree} for tree in trees(3)]


def test_a_change_beside_a_recursive_ref_is_seen():
    """The attacker's case: maxProperties 5 -> 0 beside `node`'s reference to itself."""
    old = recursive_with_siblings(0, {"maxProperties": 5}, "property")
    new = recursive_with_siblings(1, {"maxProperties": 0}, "property")
    report = check_compatibility(new, [old])
    assert not report.compatible
    assert [(c.path, c.kind, c.effect) for _, c in report.changes] == [
        ("/concepts/Tree/properties/root/properties/child/maxProperties", "bound_lowered", N)
    ]
    assert_sound(N, old, new, TREE_PROBES)


@given(
    TREE_SIBLINGS,
    TREE_SIBLINGS,
    st.sampled_from(["property", "items", "through"]),
)
def test_recursive_ref_sibling_changes_agree_with_the_validator(before, after, shape):
    """Any edit of the keywords beside a recursive `$ref` is classified soundly: a
    comparison that says "annotations only" sees no instance accepted differently."""
    try:
        old = recursive_with_siblings(0, before, shape)
        new = recursive_with_siblings(1, after, shape)
    except InvalidDocumentError:
        return
    effect = _combined(diff_contexts(old, new))
    old_only, new_only = assert_sound(effect, old, new, TREE_PROBES)
    if old_only or new_only:
        assert effect is not A


@pytest.mark.parametrize("references", [2, 6, 8])
def test_a_tree_whose_references_carry_their_own_descriptions_compares_once(
    references, monkeypatch
):
    """A review of the recursion guard keyed on the schemas compared: a node whose K child
    references each carried a description of its own was K merged schemas at one place,
    so the walk grew like K! (K=6: 1,957 copies of one change; K=7: refused as
    `comparison_too_complex`) for a widening. Annotations are not part of a pair's key,
    and each pair is compared once per unit: one change, and few steps."""
    from contexts.compat import schemas  # noqa: PLC0415 - counting its comparisons

    def document(minor: int) -> dict[str, Any]:
        children = {
            f"child{i}": {"$ref": "#/$defs/node", "description": f"child number {i}"}
            for i in range(references)
        }
        label = {"type": "string", "maxLength": 10 + minor, "description": "the label"}
        node = {
            "type": "object",
            "additionalProperties": False,
            "properties": {**children, "label": label},
        }
        return {
            "urn": f"urn:contexts:tree:v1.{minor}",
            "title": "tree",
            "$defs": {"node": node},
            "concepts": {
                "tree": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {"root": {"$ref": "#/$defs/node"}},
                    "required": ["root"],
                }
            },
        }

    calls = []
    compare = schemas._SchemaComparison.compare

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return compare(self, *args, **kwargs)

    monkeypatch.setattr(schemas._SchemaComparison, "compare", counted)
    report = check_compatibility(
        SharedContext(document(1)), [SharedContext(document(0))], CompatibilityLevel.BACKWARD
    )
    assert report.compatible
    assert [change.kind for _, change in report.changes] == ["bound_raised"]
    assert len(calls) <= 20 * references  # (linear in the references, not K!)
