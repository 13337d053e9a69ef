"""The screen's per-character tables: each what its definition says, character by character.

`l9_snl.firewall.screen.plane` makes them at C speed; here each is made again the
slow way, one character at a time from its definition, on the same Unicode database.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import numpy as np
import pytest

from l9_snl.firewall.screen import ngrams, normalise, plane

LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"


def _read_as(char: str) -> int:
    """What a character is read as before folding (0: itself), rule by rule."""
    kind = unicodedata.category(char)
    if char == "\u0131":  # the dotless i has no decomposition
        return ord("i")
    if char == "\x85" or kind in {"Zl", "Zp"}:
        return ord("\n")
    if kind == "Zs" and char != " ":
        return ord(" ")
    if (kind == "Pd" and char != "-") or char == "\u2212":
        return ord("-")
    if char in normalise._BULLETS:
        return ord(" ")
    return 0


def _alike_script(char: str) -> bool:
    return (
        ord(char) > 0x7F
        and char.isalpha()
        and unicodedata.name(char, "?").split()[0] in {"CYRILLIC", "GREEK", "LATIN"}
    )


def _lookalike(char: str) -> int:
    latin = normalise._LOOKALIKES.get(char, "")
    return ord(latin) if len(latin) == 1 else 0


DEFINITIONS: dict[str, tuple[np.ndarray, Callable[[str], object]]] = {
    "dropped": (
        normalise._DROPPED,
        lambda c: c in normalise._INVISIBLE_SET or unicodedata.category(c) in {"Mn", "Me", "Cf"},
    ),
    "read as": (normalise._READ_AS, _read_as),
    "alike scripts": (normalise._ALIKE_SCRIPTS, _alike_script),
    "wordish": (normalise._WORDISH, lambda c: c.isalnum() or c == "_"),
    "decimal": (normalise._DECIMAL, str.isdecimal),
    "look-alike": (normalise._LOOKALIKE_TABLE, _lookalike),
    "alnum": (ngrams._ALNUM, str.isalnum),
    "space kinds": (
        ngrams._SPACE_KINDS,
        lambda c: 2 if c in LINE_BREAKS else int(c.isspace()),
    ),
}


@pytest.mark.parametrize("name", DEFINITIONS)
def test_each_table_is_its_definition_for_every_character_of_the_plane(name):
    table, definition = DEFINITIONS[name]
    expected = np.array([definition(chr(c)) for c in range(0x10000)], dtype=table.dtype)
    assert table.shape == (0x10000,)
    differ = np.flatnonzero(table != expected)
    assert not len(differ), [(hex(c), table[c], expected[c]) for c in differ[:10]]


def test_the_tables_are_not_trivially_equal():
    # Each table tells characters apart (a table of zeros would equal a broken definition).
    for name, (table, _) in DEFINITIONS.items():
        assert 0 < np.count_nonzero(table) < 0x10000, name
    assert normalise._READ_AS[0x2014] == ord("-")  # an em dash, read as a hyphen
    assert normalise._READ_AS[ord("-")] == 0
    assert normalise._READ_AS[0x00A0] == ord(" ")  # no-break space
    assert normalise._READ_AS[0x2028] == ord("\n")
    assert normalise._LOOKALIKE_TABLE[0x0430] == ord("a")  # Cyrillic a
    assert ngrams._SPACE_KINDS[ord("\n")] == 2
    assert ngrams._SPACE_KINDS[ord(" ")] == 1


def test_the_plane_helpers():
    assert len(plane.PLANE) == plane.SIZE
    assert plane.PLANE[0xD800] == "\ud800"  # surrogates are in it, as `chr` makes them
    assert plane.PLANE[0x41] == "A"
    assert plane.in_categories("Lu")[0x41]
    assert not plane.in_categories("Lu")[0x61]
    assert not plane.in_categories("Xx").any()  # no such category: nothing
    assert list(plane.points("a\U0001f600b")) == [0x61, 0x62]  # beyond the plane: left out
    assert plane.among("ab")[[0x61, 0x62, 0x63]].tolist() == [True, True, False]
    named = plane.names_start(plane.among("a\u0430\u4e00"), ("CYRILLIC ",))
    assert np.flatnonzero(named).tolist() == [0x0430]
