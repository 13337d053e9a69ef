"""`contexts.positions`: every JSON Pointer of a text maps to where its value starts."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from contexts.positions import MAX_DEPTH, value_positions

KEYS = st.text(alphabet=st.sampled_from('ab/~é"\\ \n\t\u2028x'), max_size=5)
SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=20,
)


def pointers(value: Any, here: str = "") -> dict[str, Any]:
    """Every JSON Pointer of a parsed value, with the value it names."""
    found = {here: value}
    if isinstance(value, dict):
        for key, child in value.items():
            escaped = key.replace("~", "~0").replace("/", "~1")
            found |= pointers(child, f"{here}/{escaped}")
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found |= pointers(child, f"{here}/{index}")
    return found


def offset(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(earlier) + 1 for earlier in lines[: line - 1]) + column - 1


@given(VALUES, st.sampled_from([None, 0, 2, "\t"]), st.booleans())
def test_each_pointer_maps_to_the_start_of_its_value(value, indent, ascii_only):
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    positions = value_positions(text)
    expected = pointers(value)
    assert set(positions) == set(expected)
    decoder = json.JSONDecoder()
    for pointer, (line, column) in positions.items():
        decoded, _ = decoder.raw_decode(text, offset(text, line, column))
        assert decoded == expected[pointer], pointer


def test_lines_and_columns_count_from_one_in_characters():
    text = '{\n  "caf\\u00e9": [1,\n    {"a/b~": "é"}]}'
    assert value_positions(text) == {
        "": (1, 1),
        "/café": (2, 16),
        "/café/0": (2, 17),
        "/café/1": (3, 5),
        "/café/1/a~1b~0": (3, 14),
    }


def test_a_repeated_key_maps_to_the_value_the_parser_keeps():
    assert value_positions('{"a": 1, "a": 2}')["/a"] == (1, 15)


@given(st.text(max_size=40))
def test_any_text_maps_what_it_can_and_never_raises(text):
    positions = value_positions(text)
    assert all(line >= 1 and column >= 1 for line, column in positions.values())


def test_broken_and_too_deep_texts_keep_what_was_read():
    assert value_positions('[1, {"a": tru') == {
        "": (1, 1),
        "/0": (1, 2),
        "/1": (1, 5),
        "/1/a": (1, 11),
    }
    deep = "[" * (MAX_DEPTH + 10) + "]" * (MAX_DEPTH + 10)
    positions = value_positions(deep)
    assert len(positions) == MAX_DEPTH + 1
    assert positions["/0" * MAX_DEPTH] == (1, MAX_DEPTH + 1)
