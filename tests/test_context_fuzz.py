"""Garbage and mutated context documents, arbitrary content: only the package's own errors."""

import copy

import orjson
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from contexts import (
    ContentInvalidError,
    ContextError,
    SharedContext,
    UndefinedConceptError,
)
from contexts.builtin import builtin_files, builtin_library

BUILTIN_DOCUMENTS = [orjson.loads(data) for _, data in builtin_files()]
BUILTIN_CONTEXTS = list(builtin_library())

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["object", "string", "array", "#/$defs/x", "concept", "a.b", "v1.0"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.text(max_size=8) | st.sampled_from(["type", "properties", "$ref", "required"]),
            children,
            max_size=4,
        )
    ),
    max_leaves=16,
)


def paths(value, here=()):
    """Every path (a tuple of keys and indices) into a JSON value, the root first."""
    yield here
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, (*here, index))


def at(value, path):
    for step in path:
        value = value[step]
    return value


@st.composite
def mutated_documents(draw):
    """A built-in document with one to four keys or values deleted, replaced or inserted."""
    document = copy.deepcopy(draw(st.sampled_from(BUILTIN_DOCUMENTS)))
    for _ in range(draw(st.integers(1, 4))):
        path = draw(st.sampled_from(list(paths(document))))
        target = at(document, path)
        action = draw(st.sampled_from(["delete", "replace", "insert", "rename"]))
        parent, last = (at(document, path[:-1]), path[-1]) if path else (None, None)
        if parent is None and action != "insert":
            continue
        if action == "delete":
            del parent[last]
        elif action == "replace":
            parent[last] = draw(json_values)
        elif action == "insert" and isinstance(target, dict):
            target[draw(st.text(max_size=10))] = draw(json_values)
        elif action == "insert" and isinstance(target, list):
            target.insert(draw(st.integers(0, len(target))), draw(json_values))
        elif action == "rename" and isinstance(parent, dict):
            parent[draw(st.text(max_size=10))] = parent.pop(last)
    return document


def check_accepted(context):
    """An accepted context answers every accessor, reloads, and compiles its validator."""
    assert SharedContext.from_bytes(context.canonical) == context
    for name in context.concept_names:
        context.concept_schema(name)
    for name in context.task_names:
        context.task(name)
    _ = (context.definitions, context.embedding, context.ontology, context.title)
    _ = (context.minimum_secure_version, context.below_minimum_secure_version)
    for name in (*context.concept_names, *context.task_names):
        assert context.validator.defines(name)


def outcome(function, *args, errors=(ContextError,)):
    """`(result, None)` or `(None, error)` when `function` raises one of `errors`."""
    try:
        return function(*args), None
    except errors as error:
        return None, error


def load_or_context_error(data):
    context, error = outcome(SharedContext.from_bytes, data)
    if error is not None:
        assert error.code in {"invalid_document", "invalid_urn", "invalid_ontology"}
        return None
    check_accepted(context)
    return context


@settings(max_examples=300)
@given(st.binary(max_size=400))
def test_garbage_bytes(data):
    load_or_context_error(data)


@settings(max_examples=200)
@given(json_values)
def test_garbage_json(value):
    load_or_context_error(orjson.dumps(value))


@settings(max_examples=300)
@given(mutated_documents())
def test_mutated_builtin_documents(document):
    try:
        data = orjson.dumps(document)
    except orjson.JSONEncodeError:
        assume(False)  # integers beyond 64 bits: not JSON orjson writes
    load_or_context_error(data)


@settings(max_examples=200)
@given(st.sampled_from([data for _, data in builtin_files()]), st.data())
def test_mutated_bytes_of_builtin_documents(valid, data):
    mutated = bytearray(valid)
    for _ in range(data.draw(st.integers(1, 6))):
        position = data.draw(st.integers(0, len(mutated) - 1))
        action = data.draw(st.sampled_from(["flip", "delete", "insert", "truncate"]))
        if action == "flip":
            mutated[position] ^= data.draw(st.integers(1, 255))
        elif action == "delete":
            del mutated[position]
        elif action == "insert":
            mutated.insert(position, data.draw(st.sampled_from(b'{}[]",:0 \\-.e')))
        else:
            del mutated[position:]
        if not mutated:
            break
    load_or_context_error(bytes(mutated))


@pytest.mark.parametrize("data", [data for _, data in builtin_files()])
def test_the_unmutated_builtin_documents_load(data):
    assert load_or_context_error(data) is not None


# -- content -------------------------------------------------------------------------------


@st.composite
def contents(draw):
    """Content for a built-in context: arbitrary JSON, or an object naming what it defines."""
    context = draw(st.sampled_from(BUILTIN_CONTEXTS))
    names = [*context.concept_names, *context.task_names, "undefined"]
    if draw(st.booleans()):
        return context, draw(json_values)
    content = draw(st.dictionaries(st.text(max_size=8), json_values, max_size=3))
    key = draw(st.sampled_from(["concept", "task"]))
    content[key] = draw(st.sampled_from(names) | json_values)
    if draw(st.booleans()):
        content["parameters" if key == "task" else "extra"] = draw(json_values)
    return context, content


@settings(max_examples=300)
@given(contents())
def test_arbitrary_content_is_accepted_or_refused_with_a_content_error(case):
    context, content = case
    name, error = outcome(
        context.validate, content, errors=(ContentInvalidError, UndefinedConceptError)
    )
    if isinstance(error, ContentInvalidError):
        assert error.code == "invalid_content"
        assert error.findings
    elif isinstance(error, UndefinedConceptError):
        assert error.code == "undefined_concept"
        kind = "concept" if "concept" in content else "task"
        assert error.concept == content[kind]
        defined = context.concept_names if kind == "concept" else context.task_names
        assert error.concept not in defined
    else:
        assert name in (*context.concept_names, *context.task_names)
    assert context.validator.is_valid(content) == (error is None)


def test_deeply_nested_content_is_invalid_content():
    context = builtin_library().get("urn:contexts:travel:v2.1")
    assert context is not None
    deep = orjson.loads(b"[" * 1000 + b"1" + b"]" * 1000)
    with pytest.raises(ContentInvalidError):
        context.validate({"task": "bookFlight", "parameters": {"origin_code": deep}})


def test_a_deeply_nested_extension_is_an_invalid_document_or_accepted():
    document = orjson.loads(builtin_files()[0][1])
    data = orjson.dumps(document)[:-1] + b',"x-deep":' + b"[" * 1000 + b"]" * 1000 + b"}"
    load_or_context_error(data)


def test_an_accepted_document_with_a_deep_constant_answers_its_accessors():
    deep = b"[" * 300 + b"1" + b"]" * 300
    data = (
        b'{"urn":"urn:contexts:deep:v1.0","title":"Deep","concepts":{"c":{"type":"object",'
        b'"properties":{"a":{"const":' + deep + b'}},"additionalProperties":false}}}'
    )
    try:
        context = SharedContext.from_bytes(data)
    except ContextError:
        return  # refusing the document is a fix
    assert context.concept_schema("c")["properties"]["a"]["const"] == orjson.loads(deep)
    with pytest.raises(ContentInvalidError):
        context.validate({"concept": "c", "a": 1})
