"""lint_document: one small document per rule, each giving exactly its finding at its path."""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from contexts import lint, lint_document
from contexts.builtin import builtin_files
from contexts.lint import MAX_NAME_LENGTH, MAX_SCHEMA_DEPTH, errors_of

CLOSED_STRING_CONCEPT = {
    "type": "object",
    "properties": {"name": {"type": "string"}},
    "additionalProperties": False,
}

TURTLE_PREFIXES = "@prefix ioa: <urn:ioa:vocab#> .\n@prefix ex: <urn:ex#> .\n"


def closed(properties, **keywords):
    """A closed object schema with these properties."""
    return {"type": "object", "properties": properties, "additionalProperties": False, **keywords}


def document(concept=None, **extra):
    """A valid document with one concept `c` (replaced by `concept` when given)."""
    doc = {
        "urn": "urn:contexts:lint:v1.0",
        "title": "Lint",
        "concepts": {"c": copy.deepcopy(CLOSED_STRING_CONCEPT if concept is None else concept)},
    }
    doc.update(extra)
    return doc


def with_property(schema):
    """A document whose concept `c` has one property `p` with this schema."""
    return document(closed({"p": schema}))


def with_task(parameters, **task):
    return document(tasks={"t": {"parameters": parameters, **task}})


def findings(doc):
    return [(f.code, f.path, f.severity) for f in lint_document(doc)]


def error(code, path):
    return [(code, path, "error")]


def test_a_clean_document_has_no_findings():
    doc = document(
        description="A clean one.",
        minimum_secure_version="v1.0",
        **{
            "$defs": {"code": {"type": "string", "pattern": "^[A-Z]{3}$"}},
            "tasks": {
                "t": {
                    "description": "do it",
                    "parameters": closed({"code": {"$ref": "#/$defs/code"}}, required=["code"]),
                    "result": closed({"ok": {"type": "boolean"}}),
                    "x-note": "extension",
                }
            },
        },
    )
    assert lint_document(doc) == []


def test_every_builtin_document_is_free_of_errors():
    for path, data in builtin_files():
        assert errors_of(lint_document(json.loads(data))) == [], path


# -- the document format -------------------------------------------------------------------


@pytest.mark.parametrize("missing", ["urn", "title"])
def test_urn_and_title_are_required(missing):
    doc = document()
    del doc[missing]
    assert findings(doc) == error("format:required", "")


def test_a_document_defines_concepts_or_tasks():
    doc = document()
    del doc["concepts"]
    assert findings(doc) == error("format:anyOf", "")


def test_a_document_with_only_tasks_is_fine():
    doc = with_task(closed({"a": {"type": "integer"}}))
    del doc["concepts"]
    assert findings(doc) == []


def test_unknown_top_level_keys_are_refused():
    assert findings(document(colour="blue")) == error("format:additionalProperties", "")


def test_extension_keys_are_allowed_at_the_top_and_in_tasks():
    doc = with_task(closed({}), **{"x-ui": {"icon": "plane"}})
    doc["x-vendor"] = [1, 2, 3]
    assert findings(doc) == []
    doc["tasks"]["t"]["colour"] = "blue"
    assert findings(doc) == error("format:additionalProperties", "/tasks/t")


@pytest.mark.parametrize(
    ("change", "code", "path"),
    [
        ({"urn": "urn:contexts:lint:v01.0"}, "format:pattern", "/urn"),
        ({"urn": 5}, "format:type", "/urn"),
        ({"title": ""}, "format:minLength", "/title"),
        ({"minimum_secure_version": "2.0"}, "format:pattern", "/minimum_secure_version"),
        ({"concepts": {"1bad": CLOSED_STRING_CONCEPT}}, "format:pattern", "/concepts"),
        ({"concepts": {"c": []}}, "format:type", "/concepts/c"),
        ({"ontology": {"format": "text/n3", "data": ""}}, "format:const", "/ontology/format"),
        ({"embedding": {"fields": [], "models": ["m"]}}, "format:minItems", "/embedding/fields"),
        ({"tasks": {"t": {}}}, "format:required", "/tasks/t"),
    ],
)
def test_format_errors_point_at_the_offending_member(change, code, path):
    assert findings(document(**change)) == error(code, path)


def test_a_urn_with_a_trailing_newline_is_a_finding():
    assert findings(document(urn="urn:contexts:lint:v1.0\n")) == error("format:pattern", "/urn")


def test_a_concept_name_with_a_trailing_newline_is_a_finding():
    doc = document()
    doc["concepts"] = {"c\n": doc["concepts"].pop("c")}
    assert findings(doc) == error("format:pattern", "/concepts")


# -- schemas -------------------------------------------------------------------------------


def test_an_invalid_json_schema_is_reported_where_it_breaks():
    doc = with_property({"type": "text"})
    assert findings(doc) == error("invalid_schema", "/concepts/c/properties/p/type")


def test_an_open_content_model_is_refused():
    doc = document({"type": "object", "properties": {"name": {"type": "string"}}})
    assert findings(doc) == error("open_content_model", "/concepts/c")


def test_an_open_content_model_is_refused_when_nested():
    doc = with_property({"type": "array", "items": {"type": "object", "properties": {}}})
    assert findings(doc) == error("open_content_model", "/concepts/c/properties/p/items")


def test_unevaluated_properties_false_also_closes_an_object():
    doc = with_property({"type": "object", "properties": {}, "unevaluatedProperties": False})
    assert findings(doc) == []


def test_open_content_models_in_task_parameters_results_and_defs():
    doc = with_task({"type": "object", "properties": {}}, result={"type": "object"})
    doc["$defs"] = {"d": {"type": "object"}}
    doc["concepts"]["c"]["properties"]["d"] = {"$ref": "#/$defs/d"}
    assert findings(doc) == [
        ("open_content_model", "/$defs/d", "error"),
        ("open_content_model", "/tasks/t/parameters", "error"),
        ("open_content_model", "/tasks/t/result", "error"),
    ]


@pytest.mark.parametrize(
    "ref",
    ["https://example.com/schema.json", "other.json#/$defs/x", "#/properties/p", "#/$defs/a/b"],
)
def test_a_ref_must_point_into_this_documents_defs(ref):
    doc = with_property({"$ref": ref})
    doc["$defs"] = {"a": {"type": "string"}}
    assert [f for f in findings(doc) if f[2] == "error"] == error(
        "external_ref", "/concepts/c/properties/p"
    )


def test_a_ref_to_a_missing_definition_is_unresolved():
    assert findings(with_property({"$ref": "#/$defs/nowhere"})) == error(
        "unresolved_ref", "/concepts/c/properties/p"
    )


def test_a_ref_to_an_existing_definition_marks_it_used():
    doc = with_property({"$ref": "#/$defs/code"})
    doc["$defs"] = {"code": {"type": "string"}}
    assert findings(doc) == []


@pytest.mark.parametrize(
    "keyword", ["$id", "$schema", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs"]
)
def test_identity_keywords_are_forbidden_inside_schemas(keyword):
    value = {
        "$id": "urn:x",
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$anchor": "here",
        "$dynamicRef": "#here",
        "$dynamicAnchor": "here",
        "$defs": {},
    }[keyword]
    doc = with_property({"type": "array", "items": {"type": "string", keyword: value}})
    assert findings(doc) == error("forbidden_keyword", "/concepts/c/properties/p/items")


def test_required_names_must_be_declared_properties():
    doc = document(closed({"name": {"type": "string"}}, required=["name", "age"]))
    assert findings(doc) == error("unsatisfiable_required", "/concepts/c")


@pytest.mark.parametrize("applicator", ["anyOf", "oneOf", "allOf"])
def test_required_names_are_checked_in_applicator_branches(applicator):
    concept = closed(
        {"a": {"type": "string"}}, **{applicator: [{"required": ["a"]}, {"required": ["b"]}]}
    )
    assert findings(document(concept)) == error(
        "unsatisfiable_required", f"/concepts/c/{applicator}/1"
    )


def test_required_is_not_checked_on_objects_that_are_not_closed():
    # An open object is its own finding; it can carry any required name.
    doc = document({"type": "object", "properties": {}, "required": ["x"]})
    assert findings(doc) == error("open_content_model", "/concepts/c")


def test_required_names_in_nested_objects():
    doc = with_property(closed({"x": {"type": "integer"}}, required=["y"]))
    assert findings(doc) == error("unsatisfiable_required", "/concepts/c/properties/p")


@pytest.mark.parametrize("fmt", ["date", "date-time", "time", "uuid", "ipv4", "ipv6", "email"])
def test_formats_both_validators_check_are_allowed(fmt):
    assert findings(with_property({"type": "string", "format": fmt})) == []


@pytest.mark.parametrize("fmt", ["uri", "hostname", "regex", "duration", "made-up"])
def test_other_formats_are_refused(fmt):
    assert findings(with_property({"type": "string", "format": fmt})) == error(
        "unsupported_format", "/concepts/c/properties/p"
    )


def test_a_schema_as_deep_as_the_limit_is_fine_and_one_deeper_is_not():
    def nested(depth):
        schema = {"type": "string"}
        for _ in range(depth):
            schema = {"type": "array", "items": schema}
        return schema

    # The property schema sits two levels below the concept: properties/p.
    assert findings(with_property(nested(MAX_SCHEMA_DEPTH - 2))) == []
    deep = findings(with_property(nested(MAX_SCHEMA_DEPTH - 1)))
    path = "/concepts/c/properties/p" + "/items" * (MAX_SCHEMA_DEPTH - 1)
    assert deep == error("schema_too_deep", path)


def test_a_very_deep_schema_is_too_deep_not_a_crash():
    # 500 nested `not` (2 KB) would make the meta-schema check recurse past Python's
    # limit: the document's nesting is measured first, without recursion.
    schema = {"type": "string"}
    for _ in range(500):
        schema = {"not": schema}
    doc = {
        "urn": "urn:contexts:lint:v1.0",
        "title": "Lint",
        "concepts": {"c": closed({"p": schema})},
    }
    assert findings(doc) == error("document_too_deep", "")


# -- concepts and tasks --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["ambiguous_parameter", "parameter_options", "concept_definition"])
def test_clarification_concept_names_are_reserved(name):
    doc = document()
    doc["concepts"] = {name: doc["concepts"].pop("c")}
    assert findings(doc) == error("reserved_name", f"/concepts/{name}")


@pytest.mark.parametrize("key", ["concept", "task"])
def test_discriminators_cannot_be_concept_properties(key):
    doc = document(closed({key: {"type": "string"}, "other": {"type": "string"}}))
    assert findings(doc) == error("reserved_property", f"/concepts/c/properties/{key}")


def test_discriminators_may_be_task_parameters():
    assert findings(with_task(closed({"concept": {"type": "string"}}))) == []


def test_findings_do_not_depend_on_the_hash_seed():
    script = (
        "import json\n"
        "from contexts.lint import lint_document\n"
        "doc = {'urn': 'urn:contexts:lint:v1.0', 'title': 'T', 'concepts': {'c': {\n"
        "    'type': 'object', 'additionalProperties': False,\n"
        "    'properties': {'concept': {'type': 'string'}, 'task': {'type': 'string'}}}}}\n"
        "print(json.dumps([f.path for f in lint_document(doc)]))\n"
    )
    root = Path(__file__).resolve().parent.parent
    outputs = set()
    for seed in ("0", "1", "2", "3"):
        done = subprocess.run(  # noqa: S603 - our own interpreter on a fixed script
            [sys.executable, "-c", script],
            capture_output=True,
            check=True,
            cwd=root,
            env={**os.environ, "PYTHONHASHSEED": seed},
            text=True,
        )
        outputs.add(done.stdout)
    assert outputs == {
        json.dumps(["/concepts/c/properties/concept", "/concepts/c/properties/task"]) + "\n"
    }


@pytest.mark.parametrize(
    "concept",
    [
        {"type": "string"},
        {"type": ["object", "null"], "properties": {}, "additionalProperties": False},
        {"type": "object", "additionalProperties": False},
        {"type": "object", "properties": True, "additionalProperties": False},
    ],
)
def test_a_concept_is_an_object_schema_with_inline_properties(concept):
    assert ("concept_not_object", "/concepts/c", "error") in findings(document(concept))


@pytest.mark.parametrize(
    "parameters",
    [
        {"type": "string"},
        {"type": "object", "additionalProperties": False},
        {"$ref": "#/$defs/p"},
    ],
)
def test_task_parameters_are_an_object_schema_with_inline_properties(parameters):
    doc = with_task(parameters)
    doc["$defs"] = {"p": closed({})}
    assert ("parameters_not_object", "/tasks/t/parameters", "error") in findings(doc)


def test_a_name_cannot_be_both_a_concept_and_a_task():
    doc = document()
    doc["tasks"] = {"c": {"parameters": closed({})}}
    assert findings(doc) == error("duplicate_name", "/tasks/c")


def test_every_task_part_is_linted():
    doc = with_task(
        closed({"a": {"type": "string", "format": "uri"}}),
        result=closed({"b": {"$ref": "#/$defs/none"}}),
    )
    assert findings(doc) == [
        ("unsupported_format", "/tasks/t/parameters/properties/a", "error"),
        ("unresolved_ref", "/tasks/t/result/properties/b", "error"),
    ]


def test_a_boolean_result_is_allowed():
    assert findings(with_task(closed({}), result=True)) == []


def test_an_unused_definition_is_a_warning():
    doc = document(**{"$defs": {"used": {"type": "string"}, "spare": {"type": "integer"}}})
    doc["concepts"]["c"]["properties"]["u"] = {"$ref": "#/$defs/used"}
    assert findings(doc) == [("unused_definition", "/$defs/spare", "warning")]
    assert errors_of(lint_document(doc)) == []


def test_a_definition_used_only_by_another_definition_counts_as_used():
    doc = document(**{"$defs": {"outer": {"$ref": "#/$defs/inner"}, "inner": {"type": "string"}}})
    doc["concepts"]["c"]["properties"]["o"] = {"$ref": "#/$defs/outer"}
    assert findings(doc) == []


def test_definitions_are_linted_like_any_schema():
    doc = document(**{"$defs": {"d": {"type": "object", "properties": {}}}})
    doc["concepts"]["c"]["properties"]["d"] = {"$ref": "#/$defs/d"}
    assert findings(doc) == error("open_content_model", "/$defs/d")


# -- embedding hints -----------------------------------------------------------------------


def vector_document(vector_schema, fields):
    concept = closed({"text": {"type": "string"}, "vec": vector_schema})
    return document(concept, embedding={"fields": fields, "models": ["m"]})


def test_an_embedding_field_is_an_array_of_numbers():
    doc = vector_document({"type": "array", "items": {"type": "number"}}, ["c.vec"])
    assert findings(doc) == []


@pytest.mark.parametrize(
    ("fields", "bad_index"),
    [(["c.text"], 0), (["c.vec", "c.nothing"], 1), (["other.vec"], 0)],
)
def test_embedding_fields_must_name_vector_properties(fields, bad_index):
    doc = vector_document({"type": "array", "items": {"type": "number"}}, fields)
    assert findings(doc) == error("bad_embedding_field", f"/embedding/fields/{bad_index}")


def test_an_array_of_integers_is_not_a_vector():
    doc = vector_document({"type": "array", "items": {"type": "integer"}}, ["c.vec"])
    assert findings(doc) == error("bad_embedding_field", "/embedding/fields/0")


def test_embedding_hints_on_a_malformed_concept_do_not_crash_lint():
    doc = document({"type": "object", "properties": [1], "additionalProperties": False})
    doc["embedding"] = {"fields": ["c.vec"], "models": ["m"]}
    assert ("invalid_schema", "/concepts/c/properties", "error") in findings(doc)


# -- the ontology --------------------------------------------------------------------------


def with_ontology(turtle, doc=None):
    doc = doc if doc is not None else document()
    doc["ontology"] = {"format": "text/turtle", "data": TURTLE_PREFIXES + turtle}
    return doc


def test_an_ontology_that_is_not_turtle_is_invalid():
    assert findings(with_ontology("this is not ( turtle")) == error(
        "invalid_ontology", "/ontology/data"
    )


def test_an_ontology_for_an_unknown_parameter_is_a_warning():
    turtle = 'ex:p a ioa:Parameter ; ioa:name "nowhere" .\n'
    assert findings(with_ontology(turtle)) == [("unknown_parameter", "/ontology/data", "warning")]


def test_ontology_parameters_may_name_task_parameters_or_concept_properties():
    doc = with_task(closed({"code": {"type": "string"}}))
    turtle = (
        'ex:a a ioa:Parameter ; ioa:name "code" .\n'  # a task parameter
        'ex:b a ioa:Parameter ; ioa:name "name" .\n'  # a concept property
    )
    assert findings(with_ontology(turtle, doc)) == []


def test_an_ontology_beside_malformed_parameters_does_not_crash_lint():
    doc = with_task({"type": "object", "properties": [{}], "additionalProperties": False})
    codes = {code for code, _, _ in findings(with_ontology("", doc))}
    assert "invalid_schema" in codes


def test_a_property_name_longer_than_the_limit_is_a_finding_its_path_cut():
    fits = "n" * MAX_NAME_LENGTH
    assert findings(document(closed({fits: {"type": "string"}}))) == []
    long = "n" * (MAX_NAME_LENGTH + 1)
    doc = document(closed({long: {"type": "string"}}))
    cut = f"/concepts/c/properties/{'n' * MAX_NAME_LENGTH}…"
    assert findings(doc) == error("name_too_long", cut)
    assert lint_document(doc)[0].message == "a property name of 257 characters (at most 256)"


def test_a_long_key_above_many_schemas_is_not_copied_into_each_path(monkeypatch):
    """An outside attack: a key of 480,000 characters above 16,000 fields (a 0.9 MB
    document, under the 1 MiB limit) made a 480 KB path for each field: 19 s of lint on
    the authority at submission and in every agent that loads the document."""
    made: list[int] = []
    pointer = lint.json_pointer

    def counted(parts):
        made.append(len(text := pointer(parts)))
        return text

    monkeypatch.setattr(lint, "json_pointer", counted)
    fields = {f"f{i}": {"type": "string"} for i in range(2000)}
    doc = document(closed({"x" * 60_000: closed(fields)}))
    assert [f.code for f in lint_document(doc)] == ["name_too_long"]
    assert len(made) > 2000  # a path for every schema walked...
    assert max(made) < 2 * MAX_NAME_LENGTH  # ...none holding the key whole
