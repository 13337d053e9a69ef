r"""Where each value of a JSON text starts, by JSON Pointer: findings get a line and column.

Linters report a finding by its JSON Pointer (RFC 6901), which a person then
has to find in the file; `value_positions` maps every pointer of a JSON text
to the line and column (both from 1, columns in characters) where its value
starts, so that a finding can be shown as `file:line:column` as compilers do.

Scalars and keys are decoded by the standard library's own decoder
(`JSONDecoder.raw_decode`), so a key written with escapes (`"caf\\u00e9"`)
gets the same pointer as the parsed document gives it. A text that is not
JSON, or nested deeper than `MAX_DEPTH`, maps what was read before the
fault: a finding whose pointer is missing is shown without a position.
"""

from __future__ import annotations

import bisect
import contextlib
import json
from collections.abc import Mapping
from typing import Final

MAX_DEPTH: Final = 256
"""Containers nested deeper than this are not mapped (their findings have no position)."""

_DECODER: Final = json.JSONDecoder()
_SPACE: Final = frozenset(" \t\n\r")


class _Stop(Exception):  # noqa: N818 - internal control flow, never escapes
    """The text ends, breaks the grammar, or nests too deep: keep what was mapped."""


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.found: dict[str, int] = {}

    def skip(self, at: int) -> int:
        text = self.text
        while at < len(text) and text[at] in _SPACE:
            at += 1
        if at >= len(text):
            raise _Stop
        return at

    def value(self, at: int, pointer: str, depth: int) -> int:
        """Map the value starting at `at` (no space before it); return where it ends."""
        self.found[pointer] = at  # last wins, as in the parsed document
        if self.text[at] in "[{":
            if depth >= MAX_DEPTH:
                raise _Stop
            return self.container(at, pointer, depth)
        return self.scalar(at)[1]

    def scalar(self, at: int) -> tuple[object, int]:
        try:
            return _DECODER.raw_decode(self.text, at)
        except ValueError:
            raise _Stop from None

    def expect(self, at: int, char: str) -> int:
        if self.text[at] != char:
            raise _Stop
        return self.skip(at + 1)

    def container(self, at: int, pointer: str, depth: int) -> int:
        obj = self.text[at] == "{"
        closing = "}" if obj else "]"
        at = self.skip(at + 1)
        index = 0
        while self.text[at] != closing:
            if index:
                at = self.expect(at, ",")
            if obj:
                if self.text[at] != '"':
                    raise _Stop
                key, at = self.scalar(at)
                at = self.expect(self.skip(at), ":")
                child = f"{pointer}/{_escape(str(key))}"
            else:
                child = f"{pointer}/{index}"
            index += 1
            at = self.skip(self.value(at, child, depth + 1))
        return at + 1


def value_positions(text: str) -> dict[str, tuple[int, int]]:
    """JSON Pointer -> (line, column) of where its value starts, both counted from 1.

    A key given twice maps to its last value, the one the parser keeps.
    """
    scanner = _Scanner(text)
    with contextlib.suppress(_Stop):
        scanner.value(scanner.skip(0), "", 0)
    starts = [0]
    starts.extend(i + 1 for i, char in enumerate(text) if char == "\n")
    positions: dict[str, tuple[int, int]] = {}
    for pointer, offset in scanner.found.items():
        line = bisect.bisect_right(starts, offset)
        positions[pointer] = (line, offset - starts[line - 1] + 1)
    return positions


def position_of(pointer: str, positions: Mapping[str, tuple[int, int]]) -> tuple[int, int] | None:
    """Where the value at `pointer` starts, else where its nearest ancestor does.

    A missing member's finding so points at the object that lacks it.
    """
    while True:
        if pointer in positions:
            return positions[pointer]
        if not pointer:
            return None
        pointer = pointer.rpartition("/")[0]
