"""Explaining refused content costs linear work in what a peer sends.

Attack (outside, meaning layer): content that fails validation is explained by the
pure `jsonschema` validator, whose `uniqueItems` compares items pairwise when they do
not sort: one 35 KB message (6,000 integers and a string in a built-in context's
`uniqueItems` array) stalled the receiving agent 9 s, before its firewall; a 1 MiB
frame, hours. The class: every keyword of the explainer that compares values
(`uniqueItems`, `enum`), and the explanation's size (errors read, values walked).
Nothing here measures time: the tests count comparisons, errors and values.
"""

from __future__ import annotations

from typing import Any

import jsonschema
import jsonschema._utils
import jsonschema_rs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts import SharedContext
from contexts.builtin import builtin
from contexts.exceptions import ContentInvalidError
from contexts.explainer import (
    MAX_EXPLAIN_STEPS,
    Explainer,
    ExplanationTooCostly,
    equality_key,
    explaining,
    shape_of,
)
from contexts.validation import MAX_ERRORS_READ, MAX_EXPLAINED_VALUES, MAX_FINDINGS
from l9_snl.clarification import accept_definition

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 3)
    | st.sampled_from([0.0, 1.0, 2.5])
    | st.text(max_size=2),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=400)
@given(st.lists(json_values, max_size=6))
def test_unique_items_says_what_the_compiled_validator_says(items):
    """Numbers by value (1 and 1.0 equal), booleans apart from numbers, objects in any
    member order: the one-pass check agrees with jsonschema-rs on every array."""
    schema = {"type": "array", "uniqueItems": True}
    expected = jsonschema_rs.validator_for(schema).is_valid(items)
    assert (not list(Explainer(schema).iter_errors(items))) is expected


@settings(max_examples=400)
@given(json_values, st.lists(json_values, max_size=5))
def test_enum_says_what_the_stock_validator_says(value, members):
    schema = {"enum": members}
    stock = jsonschema.Draft202012Validator(schema).is_valid(value)
    assert (not list(Explainer(schema).iter_errors(value))) is stock


def test_equality_keys_follow_json_schema_equality():
    assert equality_key(1) == equality_key(1.0)
    assert equality_key(True) != equality_key(1)
    assert equality_key(False) != equality_key(0)
    assert equality_key({"a": 1, "b": [1, 2]}) == equality_key({"b": [1.0, 2], "a": 1})
    assert equality_key([1, 2]) != equality_key([2, 1])
    assert equality_key("1") != equality_key(1)
    assert equality_key(None) != equality_key("z")


ADVERSARIAL_ARRAYS = {
    "integers then a string": lambda n: [*range(n), "x"],
    "distinct objects": lambda n: [{"k": i} for i in range(n)],
    "arrays": lambda n: [[i] for i in range(n)],
    "mixed kinds": lambda n: [i if i % 3 else {"i": i} if i % 2 else [i] for i in range(n)],
    "a duplicate at the end": lambda n: [*({"k": i} for i in range(n)), {"k": 0}],
}


@pytest.mark.parametrize("shape", ADVERSARIAL_ARRAYS)
def test_unique_items_never_compares_items_pairwise(shape, monkeypatch):
    """jsonschema's pairwise `equal` is never called; each item is keyed once."""
    compared = []
    monkeypatch.setattr(jsonschema._utils, "equal", lambda *a: compared.append(a) or False)
    items = ADVERSARIAL_ARRAYS[shape](1200)
    errors = list(Explainer({"uniqueItems": True}).iter_errors(items))
    assert compared == []
    assert bool(errors) == (shape == "a duplicate at the end")
    if errors:
        assert "items 0 and 1200 are equal" in errors[0].message


def test_the_attacks_message_is_refused_without_a_quadratic_explanation(monkeypatch):
    """The attack itself, at sizes on both sides of the explained bound."""
    compared = []
    monkeypatch.setattr(jsonschema._utils, "equal", lambda *a: compared.append(a) or False)
    context = builtin("urn:contexts:aci:v1.2")
    for size in (3000, 6000, 170_000):
        content = {"concept": "AgentContext", "Dependencies": [*range(size), "x"]}
        with pytest.raises(ContentInvalidError):
            context.validate(content)
        assert compared == []


def test_content_past_the_bound_is_not_walked_or_explained(monkeypatch):
    """Past `MAX_EXPLAINED_VALUES` values, one finding says so: the pure validator does not
    run, and the walk that counts values stops at the bound."""
    ran = []
    monkeypatch.setattr(Explainer, "iter_errors", lambda *a, **_: ran.append(a) or iter(()))
    context = builtin("urn:contexts:aci:v1.2")
    content = {"concept": "AgentContext", "Dependencies": [{"k": i} for i in range(100_000)]}
    with pytest.raises(ContentInvalidError) as refused:
        context.validate(content)
    assert ran == []
    [finding] = refused.value.findings
    assert "too large to explain" in finding.message
    assert shape_of(content, MAX_EXPLAINED_VALUES)[1] == MAX_EXPLAINED_VALUES + 1


def test_an_explanation_reads_a_bounded_number_of_errors(monkeypatch):
    """Content just under the bound with a failure in every item: the pure validator's
    errors are read `MAX_ERRORS_READ` at most (each costs a message with a repr)."""
    read = []
    original = Explainer.iter_errors

    def counted(self: Any, *args: Any, **kwargs: Any):
        for error in original(self, *args, **kwargs):
            read.append(error)
            yield error

    monkeypatch.setattr(Explainer, "iter_errors", counted)
    context = SharedContext(
        {
            "urn": "urn:contexts:costs:v1.0",
            "title": "Costs",
            "concepts": {
                "list": {
                    "type": "object",
                    "properties": {"items": {"type": "array", "items": {"type": "integer"}}},
                    "additionalProperties": False,
                }
            },
        }
    )
    content = {"concept": "list", "items": ["x"] * (MAX_EXPLAINED_VALUES - 10)}
    with pytest.raises(ContentInvalidError) as refused:
        context.validate(content)
    assert len(read) == MAX_ERRORS_READ  # (one error per item: as many as it reads)
    assert len(refused.value.findings) == MAX_FINDINGS


def _tree_definition(levels: int):
    """A peer's concept definition, under every bound of `accept_definition`, whose
    `unevaluatedProperties` makes the pure validator walk each level twice."""
    defs = {}
    for i in range(levels):
        inner = {"$ref": f"#/$defs/d{i + 1}"} if i + 1 < levels else {"type": "integer"}
        defs[f"d{i}"] = {
            "type": "object",
            "additionalProperties": inner,
            "unevaluatedProperties": False,
        }
    schema = {
        "type": "object",
        "properties": {"x": {"$ref": "#/$defs/d0"}, "n": {"type": "integer"}},
        "additionalProperties": False,
        "$defs": defs,
    }
    return accept_definition("Tree", {"description": "a tree", "schema": schema})


def test_an_explanation_takes_a_bounded_number_of_steps_whatever_the_schema():
    """A review: `unevaluatedProperties` made the explainer walk each level twice, so a
    peer's definition 18 levels deep and 20 values of content took 9 s to explain, under
    every other bound. An explanation takes `MAX_EXPLAIN_STEPS` keyword applications at
    most, then gives the compiled validator's first finding; honest ones need far fewer
    (this suite's most: under a thousand)."""
    definition = _tree_definition(16)
    value: object = 1
    for _ in range(16):
        value = {"a": value}
    content = {"concept": "Tree", "n": "not an integer", "x": value}  # wrong at the top only
    with pytest.raises(ContentInvalidError) as refused:
        definition.validate(content)
    [finding] = refused.value.findings
    assert finding.code == "schema"  # the compiled validator's words: the budget ran out
    assert "not of type" in finding.message
    shallow = _tree_definition(2)
    with pytest.raises(ContentInvalidError) as explained:
        shallow.validate({"concept": "Tree", "n": "not an integer", "x": {"a": {"a": 1}}})
    assert [f.code for f in explained.value.findings] == ["type"]  # explained as before


def test_the_step_budget_is_counted_per_explanation():
    schema = {"type": "array", "items": {"type": "integer"}}
    with explaining(steps=10), pytest.raises(ExplanationTooCostly):
        list(Explainer(schema).iter_errors(["x"] * 50))
    assert list(Explainer(schema).iter_errors(["x"] * 50))  # outside: no budget
    with explaining(steps=MAX_EXPLAIN_STEPS):
        assert len(list(Explainer(schema).iter_errors(["x"] * 50))) == 50


def test_number_keys_do_not_share_a_hash_a_peer_can_choose():
    """A review: Python hashes an integer modulo 2**61 - 1, so multiples of it all fell in
    one slot of `uniqueItems`' dict and were compared pairwise again. Numbers past 2**53
    are keyed by a salted digest of their exact decimal text: equal numbers alike."""
    modulus = 2**61 - 1
    keys = [equality_key(k * modulus) for k in range(1, 200)]
    assert len({hash(key) for key in keys}) == len(keys)
    assert equality_key(2**60) == equality_key(2.0**60)
    assert equality_key(2**53 + 1) != equality_key(float(2**53))
    assert equality_key(10**30) != equality_key(1e30)  # (1e30 is not exactly 10**30)
    assert equality_key(0.5) == equality_key(0.5) != equality_key(0.25)
    assert equality_key(-0.0) == equality_key(0)
