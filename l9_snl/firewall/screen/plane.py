"""Per-character tables of the Basic Multilingual Plane, made at C speed at import.

The screen reads a character's class (a letter, white space, an accent to drop,
a look-alike) from numpy tables indexed by code point. Asked one character at
a time from Python, the plane's 65,536 characters cost ~0.3 s at the start of
every process that screens; here `map` hands them to a built-in (`str.isalnum`,
`unicodedata.category`) with no Python frame per character: ~30 ms. Each table
is still what the per-character definition says (tests/test_screen_plane.py
holds every table to it), on the running Python's Unicode database.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from itertools import compress, repeat
from typing import Final

import numpy as np
import numpy.typing as npt

SIZE: Final = 0x10000
"""Code points U+0000 to U+FFFF (the surrogates among them, as `chr` makes them)."""
PLANE: Final = np.arange(SIZE, dtype="<u4").tobytes().decode("utf-32-le", "surrogatepass")
"""Every character of the plane, in order, as one string."""

_CATEGORY_NAMES: Final = tuple(sorted(set(map(unicodedata.category, PLANE))))
_CATEGORY_CODES: Final = np.fromiter(
    map({name: code for code, name in enumerate(_CATEGORY_NAMES)}.__getitem__,
        map(unicodedata.category, PLANE)),
    dtype=np.uint8,
    count=SIZE,
)  # fmt: skip


def flags(predicate: Callable[[str], bool]) -> npt.NDArray[np.bool_]:
    """`predicate` of each character (a built-in such as `str.isalnum`: a lambda is slow)."""
    return np.fromiter(map(predicate, PLANE), dtype=np.bool_, count=SIZE)


ALNUM: Final = flags(str.isalnum)
"""`str.isalnum` of each character (words are made of them; with `_`, what `\\w` matches)."""


def in_categories(*names: str) -> npt.NDArray[np.bool_]:
    """Whether each character's general category (`unicodedata.category`) is one of `names`."""
    wanted = [_CATEGORY_NAMES.index(name) for name in names if name in _CATEGORY_NAMES]
    return np.isin(_CATEGORY_CODES, wanted)


def points(chars: Iterable[str]) -> npt.NDArray[np.intp]:
    """The code points of those of `chars` that are in the plane (an index into a table)."""
    return np.array([ord(char) for char in chars if ord(char) < SIZE], dtype=np.intp)


def among(chars: Iterable[str]) -> npt.NDArray[np.bool_]:
    """Whether each character is one of `chars`."""
    out = np.zeros(SIZE, dtype=np.bool_)
    out[points(chars)] = True
    return out


def names_start(among: npt.NDArray[np.bool_], prefixes: tuple[str, ...]) -> npt.NDArray[np.bool_]:
    """Whether each character of `among` has a name starting with one of `prefixes`.

    `unicodedata.name`; False for the characters not among them and for one with no name.
    """
    out = np.zeros(SIZE, dtype=np.bool_)
    chosen = np.flatnonzero(among)
    names = map(unicodedata.name, compress(PLANE, among), repeat(""))
    out[chosen] = np.fromiter(
        map(str.startswith, names, repeat(prefixes)), dtype=np.bool_, count=len(chosen)
    )
    return out
