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
from contexts.explainer import Explainer, equality_key, shape_of
from contexts.validation import MAX_ERRORS_READ, MAX_EXPLAINED_VALUES, MAX_FINDINGS

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
