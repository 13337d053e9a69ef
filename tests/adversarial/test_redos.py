"""ReDoS: patterns from authors and peers run in linear time, in every place a schema holds one.

Attack: a context document (from an authority) or a peer's `concept_definition`
puts a pattern with nested quantifiers (`^(a+)+$`) where content is checked
against it, then sends 30+ characters that almost match: a backtracking
engine spends time exponential in their length, and the agent stalls for
every session. Each table below is crossed with the others: every evil
pattern, in every schema position, through a context document and through
a peer definition (`accept_definition` and `DefinitionCache.agree`), against
adversarial strings of 30 to 5,000 characters. Nothing here measures time:
a pattern that backtracks makes the test hit its timeout.
"""

import re
from collections.abc import Callable
from typing import Any

import jsonschema
import jsonschema._keywords
import jsonschema._utils
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from contexts import ContentInvalidError, InvalidDocumentError, SharedContext, lint_document
from contexts.explainer import Explainer
from contexts.lint import errors_of, json_pointer
from contexts.patterns import MAX_PATTERN_LENGTH, refusal, search
from l9_snl.clarification import (
    MAX_DEFINITION_DEPTH,
    MAX_DEFINITION_PATTERNS,
    DefinitionCache,
    accept_definition,
)
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.grounding import grounder_for

HANG: int = 60
"""Seconds before a test counts as hung: a linear engine needs a small fraction of that.

pytest-timeout's default (signal) method is the one that works here: Python's
`re` checks for signals as it backtracks, while the thread method's timer
never gets the GIL back from it (tried on the code before the fix).
"""


EVIL_PATTERNS: dict[str, str] = {
    "nested_plus": "^(a+)+$",
    "nested_star": "^(a*)*$",
    "overlapping_alternation": "^(a|a)*$",
    "prefix_alternation": "^(a|aa)+$",
    "counted_dot_star": "(.*a){12}",
    "words_and_spaces": r"^(\w+\s?)*$",
    "nested_groups": "^((a+)*b*)+c$",
    "optional_then_counted": "^(a?){30}a{30}$",
    "email_like": r"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}[a-z]{2,3}$",
}
"""Patterns a backtracking engine takes exponential (or high-polynomial) time on."""

SIZES: tuple[int, ...] = (30, 300, 5_000)


def adversarial_texts(size: int) -> list[str]:
    """Strings of about `size` characters that almost match the patterns above."""
    spread = ("a" + "b" * max(1, size // 12)) * 11  # eleven a's: (.*a){12} tries every split
    return ["a" * size + "!", ("a " * size)[:size] + "!", "a" * size + "@a.!", spread]


def closed(properties: dict[str, Any], **keywords: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "additionalProperties": False, **keywords}


def string(pattern: str) -> dict[str, Any]:
    return {"type": "string", "pattern": pattern}


def map_of(pattern: str) -> dict[str, Any]:
    """A closed object whose keys must match `pattern` (and whose values are integers)."""
    return {"type": "object", "patternProperties": {pattern: {"type": "integer"}}}


Position = Callable[[str], tuple[dict[str, Any], dict[str, Any]]]
"""pattern -> (the schema of concept property `v`, the `$defs` it needs)."""

POSITIONS: dict[str, Position] = {
    "pattern": lambda p: (string(p), {}),
    "patternProperties": lambda p: ({**map_of(p), "additionalProperties": False}, {}),
    "propertyNames": lambda p: (
        {
            "type": "object",
            "propertyNames": string(p),
            "patternProperties": {"": {}},
            "additionalProperties": False,
        },
        {},
    ),
    "additionalProperties": lambda p: (
        {"type": "object", "additionalProperties": string(p), "unevaluatedProperties": False},
        {},
    ),
    "unevaluatedProperties": lambda p: ({**map_of(p), "unevaluatedProperties": False}, {}),
    "unevaluatedProperties_through_ref": lambda p: (
        {"type": "object", "$ref": "#/$defs/evil", "unevaluatedProperties": False},
        {"evil": {**map_of(p), "unevaluatedProperties": False}},
    ),
    "unevaluatedProperties_through_allOf": lambda p: (
        {
            "type": "object",
            "allOf": [{**map_of(p), "unevaluatedProperties": False}],
            "unevaluatedProperties": False,
        },
        {},
    ),
    "defs": lambda p: ({"$ref": "#/$defs/evil"}, {"evil": string(p)}),
    "defs_patternProperties": lambda p: (
        {"$ref": "#/$defs/evil"},
        {"evil": {**map_of(p), "additionalProperties": False}},
    ),
    "items": lambda p: ({"type": "array", "items": string(p)}, {}),
    "items_patternProperties": lambda p: (
        {"type": "array", "items": {**map_of(p), "additionalProperties": False}},
        {},
    ),
    "prefixItems": lambda p: ({"type": "array", "prefixItems": [string(p)]}, {}),
    "contains": lambda p: ({"type": "array", "contains": string(p)}, {}),
    "anyOf": lambda p: ({"anyOf": [string(p), {"type": "integer"}]}, {}),
    "oneOf": lambda p: ({"oneOf": [string(p), {"type": "integer"}]}, {}),
    "allOf": lambda p: ({"allOf": [{"type": "string"}, string(p)]}, {}),
    "not": lambda p: ({"not": string(p)}, {}),
    "if_then_else": lambda p: (
        {"if": string(p), "then": {"maxLength": 1}, "else": string(p)},
        {},
    ),
    "dependentSchemas": lambda p: (
        closed({"k": {}, "w": {}}, dependentSchemas={"k": closed({"k": {}, "w": string(p)})}),
        {},
    ),
}
"""Every place a JSON Schema 2020-12 document can hold a pattern, each closed as lint wants."""


def contents(position: str, text: str) -> list[Any]:
    """Values of property `v` that put `text` where the pattern in `position` looks at it."""
    if position in {"pattern", "defs", "anyOf", "oneOf", "allOf", "not", "if_then_else"}:
        return [text]
    if position in {"items", "prefixItems", "contains"}:
        return [[text], [text, text]]
    if position == "items_patternProperties":
        return [[{text: 1}], [{text: "x"}]]
    if position == "dependentSchemas":
        return [{"k": 1, "w": text}]
    if position == "additionalProperties":
        return [{text: text}]
    return [{text: 1}, {text: "x"}, {text: 1, "a" * 40: "x"}]  # keys, matched or not


def concept(position: str, pattern: str) -> tuple[dict[str, Any], dict[str, Any]]:
    schema, defs = POSITIONS[position](pattern)
    return closed({"v": schema}), defs


def document_with(position: str, pattern: str, **members: Any) -> dict[str, Any]:
    """A context document whose concept `evil` holds `pattern` in `position`."""
    body, defs = concept(position, pattern)
    doc = {"urn": "urn:contexts:evil:v1.0", "title": "Evil", "concepts": {"evil": body}}
    if defs:
        doc["$defs"] = defs
    return {**doc, **members}


def context_with(position: str, pattern: str) -> SharedContext:
    """`document_with`, with a task `attack` whose parameters are the concept's schema."""
    body, _ = concept(position, pattern)
    doc = document_with(position, pattern, tasks={"attack": {"parameters": body}})
    assert errors_of(lint_document(doc)) == [], (position, pattern)
    return SharedContext(doc)


def definition_of(position: str, pattern: str) -> dict[str, Any]:
    body, defs = concept(position, pattern)
    schema = {**body, "$defs": defs} if defs else body
    return {"description": f"{position} holding {pattern}", "schema": schema}


def check(validate: Callable[[Any], object], content: Any) -> None:
    """Validate; an invalid verdict must come with its explanation (the findings)."""
    findings: tuple[object, ...] | list[object] = ["valid"]
    try:
        validate(content)
    except ContentInvalidError as exc:
        findings = exc.findings
    assert findings, content


def every_attack(position: str) -> list[tuple[str, Any]]:
    return [
        (pattern, value)
        for pattern in EVIL_PATTERNS.values()
        for size in SIZES
        for text in adversarial_texts(size)
        for value in contents(position, text)
    ]


@pytest.mark.timeout(HANG)
@pytest.mark.parametrize("position", POSITIONS)
def test_evil_patterns_in_a_context_document_run_in_linear_time(position):
    for pattern in EVIL_PATTERNS.values():
        context = context_with(position, pattern)
        grounder = grounder_for(context)
        for _, value in (a for a in every_attack(position) if a[0] == pattern):
            check(context.validate, {"concept": "evil", "v": value})
            check(context.validate, {"task": "attack", "parameters": {"v": value}})
            grounder.is_valid("attack", "v", value)


@pytest.mark.timeout(HANG)
@pytest.mark.parametrize("position", POSITIONS)
def test_evil_patterns_in_a_peer_definition_run_in_linear_time(position):
    cache = DefinitionCache()
    for pattern in EVIL_PATTERNS.values():
        definition = definition_of(position, pattern)
        accepted = accept_definition("evil", definition)
        answer = {"concept": "concept_definition", "name": "evil", "definition": definition}
        agreed = cache.agree("me", "peer", "sha256:" + "0" * 64, answer)
        for _, value in (a for a in every_attack(position) if a[0] == pattern):
            check(accepted.validate, {"concept": "evil", "v": value})
            check(agreed.validate, {"concept": "evil", "v": value})


class _Tripwire:
    """Stands in for `re` inside jsonschema: any match there is a test failure."""

    def __getattr__(self, name: str) -> Any:
        def refuse(*args: Any, **_: Any) -> Any:
            raise AssertionError(f"Python's re.{name} ran on a schema pattern: {args[:1]}")

        return refuse


@pytest.mark.timeout(HANG)
@pytest.mark.parametrize("position", POSITIONS)
def test_the_explainer_never_hands_a_pattern_to_python_re(position, monkeypatch):
    contexts = {p: context_with(position, p) for p in EVIL_PATTERNS.values()}
    monkeypatch.setattr(jsonschema._keywords, "re", _Tripwire())
    monkeypatch.setattr(jsonschema._utils, "re", _Tripwire())
    for pattern, value in every_attack(position):
        check(contexts[pattern].validate, {"concept": "evil", "v": value})


EVIL = EVIL_PATTERNS["nested_plus"]
KEY = "a" * 40  # matches ^(a+)+$
NEAR_KEY = "a" * 40 + "!"  # almost does: the worst case for a backtracking engine


def top_level(**keywords: Any) -> SharedContext:
    """The finding's own shape: the evil pattern on the concept itself."""
    body = {"type": "object", "properties": {}, **keywords}
    return SharedContext({"urn": "urn:contexts:evil:v1.0", "title": "E", "concepts": {"c": body}})


def explained(context: SharedContext, content: dict[str, Any]) -> set[tuple[str, str]]:
    with pytest.raises(ContentInvalidError) as caught:
        context.validate({"concept": "c", **content})
    return {(f.code, f.path) for f in caught.value.findings}


@pytest.mark.timeout(HANG)
def test_pattern_properties_are_explained_by_pointer_and_keyword():
    context = top_level(patternProperties={EVIL: {"type": "integer"}}, additionalProperties=False)
    assert explained(context, {KEY: "x"}) == {("type", f"/{KEY}")}
    assert explained(context, {NEAR_KEY: 1}) == {("additionalProperties", "")}
    with pytest.raises(ContentInvalidError, match="does not match any of the regexes"):
        context.validate({"concept": "c", NEAR_KEY: 1})
    assert context.validate({"concept": "c", KEY: 1}) == "c"


@pytest.mark.timeout(HANG)
def test_unevaluated_properties_are_explained_by_pointer_and_keyword():
    context = top_level(patternProperties={EVIL: {"type": "integer"}}, unevaluatedProperties=False)
    assert explained(context, {KEY: "x"}) == {("type", f"/{KEY}")}
    assert explained(context, {NEAR_KEY: 1}) == {("unevaluatedProperties", "")}
    assert context.validate({"concept": "c", KEY: 1}) == "c"


@pytest.mark.timeout(HANG)
def test_property_names_are_explained_by_pointer_and_keyword():
    names = {
        "type": "object",
        "propertyNames": {"pattern": EVIL},
        "patternProperties": {"": {}},
        "additionalProperties": False,
    }
    context = top_level(properties={"m": names}, additionalProperties=False)
    assert explained(context, {"m": {NEAR_KEY: 1}}) == {("pattern", "/m")}
    assert context.validate({"concept": "c", "m": {KEY: 1}}) == "c"


@pytest.mark.timeout(HANG)
def test_a_peer_definition_with_an_evil_pattern_property_is_explained():
    schema = {
        "type": "object",
        "properties": {},
        "patternProperties": {EVIL: {"type": "integer"}},
        "additionalProperties": False,
    }
    accepted = accept_definition("c", {"description": "evil", "schema": schema})
    with pytest.raises(ContentInvalidError) as caught:
        accepted.validate({"concept": "c", "a" * 5_000 + "!": 1})
    assert [(f.code, f.path) for f in caught.value.findings] == [("additionalProperties", "")]


BENIGN = "^k[0-9]$"
EXPLAINED_SCHEMAS: dict[str, dict[str, Any]] = {
    "additional_false": {"properties": {"a": {}}, "additionalProperties": False},
    "additional_false_with_patterns": {
        "patternProperties": {BENIGN: {"type": "integer"}},
        "additionalProperties": False,
    },
    "additional_schema": {
        "patternProperties": {BENIGN: {}},
        "additionalProperties": {"type": "integer"},
    },
    "unevaluated_false": {
        "patternProperties": {BENIGN: {"type": "integer"}},
        "unevaluatedProperties": False,
    },
    "unevaluated_schema": {
        "properties": {"a": {}},
        "unevaluatedProperties": {"type": "integer"},
    },
    "unevaluated_through_applicators": {
        "$defs": {"r": {"properties": {"r": {}}}},
        "$ref": "#/$defs/r",
        "allOf": [{"patternProperties": {"^x": {}}}],
        "anyOf": [{"properties": {"y": {"type": "string"}}}, {"required": ["z"]}],
        "oneOf": [{"properties": {"z": {}}}],
        "dependentSchemas": {"d": {"properties": {"e": {}}}},
        "if": {"properties": {"i": {"const": 1}}, "required": ["i"]},
        "then": {"properties": {"t": {}}},
        "else": {"properties": {"f": {}}},
        "properties": {"d": {}, "i": {}},
        "unevaluatedProperties": False,
    },
    "unevaluated_under_additional": {
        "additionalProperties": {"type": "string"},
        "unevaluatedProperties": False,
    },
}
"""Schemas whose property names meet patterns, with patterns Python's re runs fast."""
EXPLAINED_INSTANCES: list[Any] = [
    {},
    {"a": 1, "k1": 2},
    {"k1": "x", "k2": 3, "b": 1, "c": "x"},
    {"r": 1, "x1": 1, "y": 1, "z": 1, "d": 1, "e": 1, "i": 1, "t": 1, "f": 1, "g": 1},
    {"i": 2, "t": 1, "f": 1, "y": "s", "z": 0, "q": 1},
    {"k1": 1, "zz": 1, "aa": "x", "mm": "y"},
    ["not an object"],
]


@pytest.mark.parametrize("schema", EXPLAINED_SCHEMAS.values(), ids=EXPLAINED_SCHEMAS)
def test_the_explainer_explains_as_jsonschema_does_with_its_own_re(schema):
    # Same keyword, path and message as jsonschema with `re`, where `re` is safe to run.
    def explain(validator: Any, instance: Any) -> list[tuple[str, list[Any], str]]:
        errors = validator(schema).iter_errors(instance)
        return sorted((e.validator, list(e.absolute_path), e.message) for e in errors)

    for instance in EXPLAINED_INSTANCES:
        expected = explain(jsonschema.Draft202012Validator, instance)
        assert explain(Explainer, instance) == expected, instance


UNSUPPORTED: dict[str, str] = {
    "lookahead": "^(?=a)a+$",
    "negative_lookahead": "^(?!b)[a-z]+$",
    "lookbehind": "(?<=a)b",
    "negative_lookbehind": "(?<!a)b",
    "backreference": "^(a+)\\1$",
    "named_backreference": "^(?<x>a+)\\k<x>$",
    "evil_with_lookahead": "^(a+)+(?=b)",
}
"""ECMA-262 features the linear engine lacks: refused when a document is loaded."""


def where_the_pattern_is(position: str, pattern: str) -> str:
    """The JSON pointer of `pattern` in the document `context_with` builds (concept side)."""
    body, defs = concept(position, pattern)
    doc = {"concepts": {"evil": body}, "$defs": defs}
    paths: list[tuple[str, ...]] = []
    stack: list[tuple[tuple[str, ...], Any]] = [((), doc)]
    while stack:
        path, node = stack.pop()
        if isinstance(node, dict):
            for key, child in node.items():
                if key == pattern:
                    paths.append((*path, key))
                if key == "pattern" and child == pattern:
                    paths.append((*path, key))
                stack.append(((*path, key), child))
        elif isinstance(node, list):
            stack.extend(((*path, str(i)), child) for i, child in enumerate(node))
    return min(json_pointer(p) for p in paths)


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("pattern", UNSUPPORTED.values(), ids=UNSUPPORTED)
def test_lint_refuses_lookaround_and_backreferences_by_pointer(position, pattern):
    doc = document_with(position, pattern)
    found = [(f.code, f.path) for f in errors_of(lint_document(doc))]
    assert ("unsupported_pattern", where_the_pattern_is(position, pattern)) in found
    assert {code for code, _ in found} == {"unsupported_pattern"}
    with pytest.raises(InvalidDocumentError):
        SharedContext(doc)
    with pytest.raises(RemoteSemanticError) as caught:
        accept_definition("evil", definition_of(position, pattern))
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert "lookaround" in str(caught.value)


def test_refusals_say_why():
    assert "lookaround or a backreference" in (refusal("(?=a)") or "")
    assert "lookaround or a backreference" in (refusal("(a)\\1") or "")
    assert "more than 1 MiB" in (refusal("^(?:.{0,100}){0,100}$") or "")
    assert "not a regular expression" in (refusal("(") or "")
    assert refusal(EVIL) is None


@pytest.mark.parametrize("position", ["pattern", "patternProperties", "propertyNames", "defs"])
def test_lint_refuses_a_pattern_over_the_length_bound(position):
    long = "a" * (MAX_PATTERN_LENGTH + 1)
    found = [(f.code, f.path) for f in errors_of(lint_document(document_with(position, long)))]
    assert found == [("pattern_too_long", where_the_pattern_is(position, long))]
    fits = "a" * MAX_PATTERN_LENGTH
    assert errors_of(lint_document(document_with(position, fits))) == []


def test_lint_refuses_the_pre_2020_dependencies_keyword():
    # jsonschema-rs applies it and jsonschema does not: a pattern in it would escape lint.
    body = closed({"k": {}, "w": {}}, dependencies={"k": closed({"w": string("(?=a)")})})
    doc = {"urn": "urn:contexts:evil:v1.0", "title": "E", "concepts": {"evil": body}}
    found = [(f.code, f.path) for f in errors_of(lint_document(doc))]
    assert found == [("forbidden_keyword", "/concepts/evil")]


def nested(depth: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(depth):
        schema = {"type": "array", "items": schema}
    return closed({"v": schema})


@pytest.mark.parametrize(
    ("schema", "words"),
    [
        (nested(MAX_DEFINITION_DEPTH), "levels deep"),
        (closed({f"p{i}": {} for i in range(60)}, allOf=[{}] * 200), "sub-schemas"),
        (
            closed({f"p{i}": string(f"^{i}$") for i in range(MAX_DEFINITION_PATTERNS + 1)}),
            "patterns",
        ),
        (
            closed(
                {}, patternProperties={f"^k{i}$": {} for i in range(MAX_DEFINITION_PATTERNS + 1)}
            ),
            "patterns",
        ),
    ],
    ids=["depth", "subschemas", "patterns", "pattern_properties"],
)
def test_a_peer_definition_is_bounded_in_depth_schemas_and_patterns(schema, words):
    with pytest.raises(RemoteSemanticError, match=f"is [0-9]+ {words}; the limit is") as caught:
        accept_definition("big", {"description": "d", "schema": schema})
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT


def test_a_peer_definition_within_the_bounds_is_accepted():
    within = closed({f"p{i}": string(f"^{i}$") for i in range(MAX_DEFINITION_PATTERNS)})
    accepted = accept_definition("fine", {"description": "d", "schema": within})
    accepted.validate({"concept": "fine", "p3": "3"})


# A small grammar of patterns both engines accept, over an alphabet without line
# terminators (where `$` differs: Python's also matches before a final newline).
ATOMS = st.sampled_from(["a", "b", "c", ".", "[ab]", "[^a]", "\\d", "\\w", "\\s", "1", " "])
QUANTIFIERS = st.sampled_from(["", "", "*", "+", "?", "{2}", "{1,3}", "*?", "+?"])


def _extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    # Only atoms and groups take a quantifier: `a*+` means different things to the engines.
    alternation = st.builds(
        lambda a, b, open_: f"{open_}{a}|{b})", inner, inner, st.sampled_from(["(", "(?:"])
    )
    group = st.one_of(alternation, inner.map(lambda a: f"(?:{a})"))
    sequence = st.lists(st.tuples(st.one_of(ATOMS, group), QUANTIFIERS), min_size=1, max_size=3)
    return sequence.map(lambda parts: "".join(atom + q for atom, q in parts))


SIMPLE_PATTERNS = st.recursive(ATOMS, _extend, max_leaves=8).flatmap(
    lambda body: st.sampled_from([body, f"^{body}", f"{body}$", f"^{body}$"])
)
TEXTS = st.text(alphabet="abc1 _", max_size=12)


@given(pattern=SIMPLE_PATTERNS, text=TEXTS)
def test_the_linear_engine_agrees_with_ecma_search_semantics(pattern, text):
    assume(refusal(pattern) is None)
    # JSON Schema's `pattern` is an unanchored ECMA search; on ASCII text without line
    # terminators Python's re.ASCII means the same for this grammar.
    assert search(pattern, text) == (re.search(pattern, text, re.ASCII) is not None)
    anchored = f"^(?:{pattern})$"
    assert search(anchored, text) == (re.fullmatch(pattern, text, re.ASCII) is not None)
