r"""What a dependency's answer puts in its dependents' `Context` (spec 14.2; sans-I/O).

Each item of a taken answer becomes one line, `<SubTaskID>/<itemId>: <outputabstract>`,
the abstract's line breaks written as escapes (`\n`, `\u2028`) so that no dependency
writes a line attributed to another. What is forwarded is bounded so that a dependent's
`Context` goes inline whenever its own instructions do, and its AgentContext within the
bytes it may take, whatever its dependencies answer: an abstract takes at most
`MAX_ABSTRACT_CHARS` once escaped, and the lines of all dependencies share the room the
instructions (and the AgentContext's other members) leave, max-min fairly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

MAX_INLINE_CHARS: Final = 65_536
"""The longest `Context` sent inline: the longest string an L8 envelope carries."""
MAX_FORWARDED_CHARS: Final = MAX_INLINE_CHARS
"""The most characters of key information a dependent's `Context` holds, all its
dependencies together, each line counted with its line break (`forwarding_room`)."""
MAX_ABSTRACT_CHARS: Final = 8000
"""The most characters one `outputabstract` takes in a dependent's `Context`, escaped:
the `aci` schema's bound for an abstract, so that escaping never makes an answer longer."""
MAX_JSON_BYTES_PER_CHAR: Final = 6
"""The most bytes one character of a `Context` takes in an AgentContext's JSON (a control
character in a plan's item id, `\u001f`; an astral character of an abstract takes 4)."""
_LINE_BREAKS: Final = {
    code: chr(code).encode("unicode_escape").decode()
    for code in (*range(0x20), 0x7F, *range(0x80, 0xA0), 0x2028, 0x2029, *range(0xD800, 0xE000))
}
"""What an abstract may not carry as is onto its line, each written as its Python escape
(`\\n`, `\\x1b`, `\\u2028`, 6 characters at most): C0, DEL, C1, U+2028 and U+2029 (every
line boundary of Unicode and `str.splitlines`), and the lone surrogates UTF-8 cannot carry.
Nothing else: format characters, other spaces and unassigned code points are an honest
answer's (a zero-width joiner in an emoji, U+3000 in Japanese), and a bidi control cannot
reach past its own line, which ends in a paragraph separator."""


@dataclass(frozen=True, slots=True)
class Line:
    """One item a dependency forwards, before it is fitted to a dependent's room."""

    dependency: str
    """The `SubTaskID` of the dependency whose answer it is."""
    name: str
    """`<SubTaskID>/<itemId>: `, the line's start."""
    text: str
    """The abstract, its line breaks escaped, at most `MAX_ABSTRACT_CHARS`."""
    source: str
    """The part of the abstract `text` holds, as the agent wrote it."""
    left: int
    """Characters of the abstract left out (past `MAX_ABSTRACT_CHARS`)."""

    @property
    def whole(self) -> str:
        """The line, a note ending it when part of the abstract was left out."""
        return f"{self.name}{self.text}{_note(self.left)}"

    @property
    def chars(self) -> int:
        """What the line takes in a `Context`, its line break included."""
        return len(self.whole) + 1


def lines_of(sub_task_id: str, key_information: Iterable[Mapping[str, Any]]) -> list[Line]:
    """One `Line` per item of a taken answer's `KeyInformation` (its abstracts strings)."""
    lines = []
    for info in key_information:
        source = info["outputabstract"]
        text, left = one_line(source, MAX_ABSTRACT_CHARS)
        name = f"{sub_task_id}/{info['itemId']}: "
        lines.append(Line(sub_task_id, name, text, source[: len(source) - left], left))
    return lines


def forwarding_room(instructions: str, bytes_left: int | None = None) -> int:
    """Characters the forwarded lines of a `Context` may take, each with its line break.

    What leaves the `Context` inline (`MAX_INLINE_CHARS`) with its `instructions`, so
    that no answer makes a dependent's context too large to send. Instructions too long
    to go inline on their own are offloaded whatever is forwarded: the lines then get
    `MAX_FORWARDED_CHARS`. `bytes_left` is what the AgentContext may still grow by (its
    bound less its size without the lines): the lines get no more characters than it
    holds at `MAX_JSON_BYTES_PER_CHAR` each, so that no answer makes it too large either.
    """
    room = MAX_FORWARDED_CHARS
    if len(instructions) <= MAX_INLINE_CHARS:
        room = min(room, MAX_INLINE_CHARS - len(instructions))
    if bytes_left is not None:
        room = min(room, max(0, bytes_left) // MAX_JSON_BYTES_PER_CHAR)
    return room


def inputs(
    dependencies: Sequence[list[Line]], instructions: str, bytes_left: int | None = None
) -> list[str]:
    """The lines each dependency forwards to a `Context` with `instructions`, in order.

    The room (`forwarding_room`) is shared max-min fairly: a dependency gets all it
    forwards or an equal share of what the others leave, whichever is less, so that one
    answer can neither keep the `Context` from going inline (nor its AgentContext within
    its bytes) nor crowd out another's lines.
    """
    needs = [sum(line.chars for line in lines) for lines in dependencies]
    shares = fair_shares(needs, forwarding_room(instructions, bytes_left))
    return [
        line
        for lines, share in zip(dependencies, shares, strict=True)
        for line in fitted(lines, share)
    ]


def fitted(lines: Sequence[Line], room: int) -> list[str]:
    """`lines` in `room` characters, each counted with its line break.

    The first line that does not fit whole is cut, its note counting the characters left
    out of it and of every item after it, which get no line. When not even the first
    line's name and note fit, one line names the dependency alone with its note
    (`<SubTaskID>: ... (N characters more, not forwarded)`), if that fits: a dependent
    is told that a dependency answered whenever its room holds that line.
    """
    out: list[str] = []
    for n, line in enumerate(lines):
        if line.chars <= room:
            out.append(line.whole)
            room -= line.chars
            continue
        later = line.left + sum(len(after.source) + after.left for after in lines[n + 1 :])
        longest_note = len(_note(later + len(line.source)))
        text, left = one_line(line.source, max(0, room - 1 - len(line.name) - longest_note))
        cut = f"{line.name}{text}{_note(later + left)}"
        if len(cut) + 1 <= room:
            out.append(cut)
        elif not out:  # nothing of this dependency's: its name and what it left out
            named = f"{line.dependency}: {_note(later + len(line.source))}"
            if len(named) + 1 <= room:
                out.append(named)
        break
    return out


def one_line(text: str, limit: int) -> tuple[str, int]:
    """`text`, its line breaks escaped, cut to `limit` characters; the characters cut.

    The cut is counted in characters of `text` and never splits an escape.
    """
    line = text.translate(_LINE_BREAKS)
    if len(line) <= limit:
        return line, 0
    kept = used = 0
    for char in text:
        used += len(_LINE_BREAKS.get(ord(char), char))
        if used > limit:
            break
        kept += 1
    return text[:kept].translate(_LINE_BREAKS), len(text) - kept


def fair_shares(needs: Sequence[int], room: int) -> list[int]:
    """Max-min fair shares of `room`: each need met, or cut to an equal share of the rest.

    Taken smallest first, each gets what it needs or an equal share of what the others
    left, whichever is less: so none gets less than `room // len(needs)` unless it needs
    less, and what one does not need goes to the others.
    """
    shares = [0] * len(needs)
    for done, i in enumerate(sorted(range(len(needs)), key=needs.__getitem__)):
        shares[i] = min(needs[i], room // (len(needs) - done))
        room -= shares[i]
    return shares


def _note(left: int) -> str:
    return f"... ({left:,} characters more, not forwarded)" if left else ""


__all__ = [
    "MAX_ABSTRACT_CHARS",
    "MAX_FORWARDED_CHARS",
    "MAX_INLINE_CHARS",
    "MAX_JSON_BYTES_PER_CHAR",
    "Line",
    "fair_shares",
    "fitted",
    "forwarding_room",
    "inputs",
    "lines_of",
    "one_line",
]
