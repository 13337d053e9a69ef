"""Cedar policy text without cedarpy's help: statements, tokens, where a parse error is.

cedarpy parses a whole text and reports its first fault without a position;
this module splits a text into statements and finds the token at fault.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final

import cedarpy

_TOKEN = re.compile(r"`([^`]+)`")
_END_OF_INPUT = "unexpected end of input"
_CEDAR_TOKEN = re.compile(
    r"""
      (?P<space>\s+|//[^\n\r]*)             # between tokens (Cedar ends // at \r too)
    | "(?:[^"\\]|\\.)*"?                    # a string (unterminated: to the end)
    | [A-Za-z_][A-Za-z0-9_]*                # an identifier or keyword
    | [0-9]+                                # an integer
    | ==|!=|<=|>=|&&|\|\||::                  # two-character operators
    | .                                     # any other character, alone
    """,
    re.VERBOSE | re.DOTALL,
)
"""Cedar's tokens, closely enough that no token ends inside one of Cedar's."""


def locate_parse_error(text: str, message: str) -> str:
    """`line L, column C: ` of a Cedar parse error in `text`, or "" if none is found.

    cedarpy reports no position. The statements (up to a `;` outside strings and
    comments) are parsed in turn; in the first that fails, the faulty token is the
    first at which the statement cut after it and closed with `;` fails as the whole
    one does: cut before it, the statement only stops short (its parser recovers at
    `;`, so the first fault is the one reported). A search over the token ends finds
    it. A fault Cedar sees only once the statement is whole (a bad escape, a number
    too large, `a == b == c`) is placed by `_semantic_fault`. `message` is cedarpy's
    error for the whole text (each statement's own is read again).
    """
    del message
    for start, statement in statements(text):
        parsed = parse_statement(statement)
        if isinstance(parsed, Fault):
            line, column = line_column(text, start + parsed.offset)
            return f"line {line}, column {column}: "
    return ""


@dataclass(frozen=True, slots=True)
class Fault:
    """Why one statement gives no policies: a finding's code, where, and why."""

    code: str
    """`complexity` (never given to cedarpy) or `parse`."""
    offset: int
    """Where in the statement the token at fault starts."""
    why: str
    """What is wrong, in a few words (a finding's message)."""


def parse_statement(statement: str) -> dict[str, Any] | Fault:
    """Cedar's JSON form of one statement (`statements`), or the `Fault` that stops it.

    A statement too complex for Cedar's stack (`too_complex`) is never given to cedarpy.
    """
    excess = too_complex(statement)
    if excess is not None:
        return Fault(code="complexity", offset=excess[0], why=excess[1])
    try:
        document: dict[str, Any] = json.loads(cedarpy.policies_to_json_str(statement))
    except ValueError as exc:
        error = str(exc)
        offset = fault_offset(statement, error)
        return Fault(code="parse", offset=offset, why=f"does not parse: {error}")
    return document


MAX_NESTING: Final = 32
"""Brackets (`(`, `[`, `{`) open at once in one policy, at most."""
MAX_OPERATORS: Final = 256
"""Operators, `.` and `[` accesses and `if`s in one policy, at most.

Cedar's parser and evaluator recurse once per level of a policy's expression tree, on the
thread's stack: on an 8 MiB stack ~660 nested brackets, ~4,400 nested `if`s or a chain of
~16,500 `&&`, `+` or `.a` crash the process (a segmentation fault, not an error). The
policy's JSON form, which this package reads, nests two levels per operator or bracket,
and Python's JSON reader stops at 1,000 levels. A policy is refused before cedarpy reads
it when it goes past either bound: the two together make at most ~600 levels of JSON and
use a few percent of Cedar's stack; a longer list of alternatives is a set
(`["a", "b"].contains(context.x)`), which nests nothing."""
_OPERATORS: Final = frozenset(
    {"==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", ".", "[", "if", "in", "has",
     "like", "is"}
)  # fmt: skip
MAX_COPIED: Final = 4096
"""Tokens of left sides that `has a.b` paths and `is ... in` make Cedar repeat, at most.

Each further name of a path repeats the left side (`e has a.b` is `e has a && e.a has b`):
a set of 250,000 numbers with a 21-name path made cedarpy abort out of memory on a 1 MiB
file, though no bound on operators saw it (a set nests nothing)."""
_AFTER_OPERAND: Final = frozenset({"-", "["})
"""Operators only after an operand: else a negative number or a set literal."""
_OPENING: Final = frozenset("([{")
_CLOSING: Final = frozenset(")]}")


def too_complex(statement: str) -> tuple[int, str] | None:
    """(offset, why) when `statement` nests or chains past Cedar's safe depth, else None.

    The offset is that of the token that goes past the bound (`MAX_NESTING`,
    `MAX_OPERATORS`, or a copying form inside another's operand: `_Copies`); nothing
    of the statement is given to cedarpy.
    """
    depth = operators = 0
    after_operand = False  # `-` and `[` after an operand chain (minus, index); else literals
    path = _HasPath()
    copies = _Copies()
    for match in _CEDAR_TOKEN.finditer(statement):
        if match.lastgroup == "space":
            continue
        token = match.group()
        expanded, copying = path.step(token)
        operators += expanded
        if copies.step(token, copying=copying, repeats=expanded > 0):
            return match.start(), (
                "a `has a.b` path or an `is ... in` whose left side holds another: Cedar "
                "repeats the left side for each, so nesting them doubles the policy at each "
                "level; test the names in turn (`e has a && e.a has b`)"
            )
        if copies.copied > MAX_COPIED:
            return match.start(), (
                f"`has a.b` paths and `is ... in` repeat more than {MAX_COPIED} tokens of their "
                "left sides in one policy (Cedar copies the left side once per further name): "
                "shorten the left side or the path"
            )
        if token in _OPENING:
            depth += 1
            if depth > MAX_NESTING:
                return match.start(), f"brackets nested more than {MAX_NESTING} deep"
        elif token in _CLOSING:
            depth = max(0, depth - 1)
        chains = token in _OPERATORS and (token not in _AFTER_OPERAND or after_operand)
        after_operand = token in _CLOSING or token[0].isalnum() or token[0] in '_"'
        after_operand = after_operand and token not in _OPERATORS
        if chains:
            operators += 1
            if operators > MAX_OPERATORS:
                why = " (a `has` a.b.c path of n names counts ~n²/2)" if path.names > 1 else ""
                return match.start(), (
                    f"more than {MAX_OPERATORS} operators, accesses and ifs in one policy{why}"
                )
    return None


class _HasPath:
    """The `has a.b.c` path being read, if any, and what Cedar expands it to.

    Cedar expands `e has a.b.c` to `e has a && e.a has b && e.a.b has c`: the
    path's k-th `.` stands for a `has`, an `&&` and k accesses, not one access,
    so a path of n names costs ~n²/2 operators (a 255-name path is ~1 MB of
    JSON). The `.` itself is counted as usual; `step` adds the rest. The path is
    names joined by dots: any other token, or a second name in a row, ends it.
    """

    __slots__ = ("expecting_name", "names")

    def __init__(self) -> None:
        self.names = -1  # names read so far, -1 outside a path
        self.expecting_name = False

    def step(self, word: str) -> tuple[int, bool]:
        """(operators the path adds at `word`, whether `word` makes it a copying form)."""
        if word == "has":
            self.names, self.expecting_name = 0, True
            return 0, False
        if self.names < 0:
            return 0, False
        if self.expecting_name and (word[0].isalpha() or word[0] in '_"'):
            self.names += 1
            self.expecting_name = False
            return 0, False
        if word == "." and not self.expecting_name and self.names > 0:
            self.expecting_name = True
            return self.names + 1, self.names == 1  # a second name: `e` is now repeated
        self.names = -1
        return 0, False


_BOUNDARIES: Final = frozenset(
    {"&&", "||", "if", "then", "else", ",", ":", "==", "!=", "<", "<=", ">", ">=", "in", "like"}
)  # fmt: skip
"""Tokens that end an operand: nothing before one is part of what a `has` or `is` after it
reads (`+`, `-`, `*`, `!` and accesses do not end one: `a + !b has c.d` repeats `a + !b`).
Only Cedar's reserved words are here: `when` and `unless` may name an attribute, a type or
a `has` path's name, so they start a condition only outside every bracket (`_Copies`)."""
_CONDITIONS: Final = frozenset({"when", "unless"})


class _Copies:
    """Cedar's copying forms, each of which repeats its left side: never one inside another's.

    `e has a.b` is `e has a && e.a has b`, and `e is T in x` is `e is T && e in x`:
    with one inside another's `e`, each level doubles the policy (20 levels were
    157 MB of JSON; 22 of `is ... in` aborted the process out of memory), within
    every other bound. Per bracket level: whether the operand being read (since the
    last boundary) holds a copying form, whether anything in the bracket does, and
    whether an `is` waits for its `in`.
    """

    __slots__ = ("copied", "inside", "is_waiting", "operand", "size", "total")

    def __init__(self) -> None:
        self.operand = [False]
        self.inside = [False]
        self.is_waiting = [False]
        self.size = [0]
        """Tokens of the operand being read, at each level (a bracket's whole in its level's)."""
        self.total = [0]
        """Tokens since each level's bracket opened."""
        self.copied = 0
        """Tokens Cedar repeats for the copying forms so far (`MAX_COPIED`)."""

    def step(self, word: str, *, copying: bool, repeats: bool = False) -> bool:
        """Take `word`; True if a copy nests in another's left side.

        `copying`: `word` makes a `has` path a copying form (its second name);
        `repeats`: `word` repeats the left side once more (each further name).
        """
        if word in _OPENING:
            self.operand.append(False)
            self.inside.append(False)
            self.is_waiting.append(False)
            self.size.append(1)
            self.total.append(1)
            return False
        if word in _CLOSING:
            if len(self.operand) > 1:
                held = self.inside.pop()
                self.operand.pop()
                self.is_waiting.pop()
                self.size.pop()
                whole = self.total.pop() + 1
                self.size[-1] += whole
                self.total[-1] += whole
                self.operand[-1] = self.operand[-1] or held
                self.inside[-1] = self.inside[-1] or held
            return False
        self.size[-1] += 1
        self.total[-1] += 1
        if word == "in" and self.is_waiting[-1]:
            copying = repeats = True
        if repeats:
            self.copied += self.size[-1]
        if copying:
            if self.operand[-1]:
                return True
            self.operand[-1] = self.inside[-1] = True
        if word == "is":
            self.is_waiting[-1] = True
        elif word in _BOUNDARIES or (word in _CONDITIONS and len(self.operand) == 1):
            self.operand[-1] = self.is_waiting[-1] = False
            self.size[-1] = 0
        return False


def first_token(statement: str) -> int:
    """Where in `statement` its first token starts (after blanks and comments)."""
    for match in _CEDAR_TOKEN.finditer(statement):
        if match.lastgroup != "space":
            return match.start()
    return 0


def _parse_error(text: str) -> str | None:
    """The error cedarpy finds in `text`, or None if it parses."""
    try:
        cedarpy.policies_to_json_str(text)
    except ValueError as exc:
        return str(exc)
    return None


_STOPS_SHORT = (None, "unexpected token `;`")
"""What a statement cut before its fault and closed with `;` parses to."""


def fault_offset(statement: str, error: str) -> int:
    """Where in `statement` (which fails with `error`) the faulty token starts."""
    tokens = [m for m in _CEDAR_TOKEN.finditer(statement) if m.lastgroup != "space"]
    if not tokens:
        return 0
    if error == _END_OF_INPUT:  # the statement stops short: the fault is where it stops
        return tokens[-1].end()
    if error in _STOPS_SHORT:  # its closing `;` itself is refused
        return tokens[-1].start()
    if error.startswith(("unexpected token", "invalid token")):
        low, high = 1, len(tokens)  # the smallest count of tokens that holds the fault
        while low < high:
            middle = (low + high) // 2
            cut = statement[: tokens[middle - 1].end()] + " ;"
            if _parse_error(cut) in _STOPS_SHORT:
                low = middle + 1
            else:
                high = middle
        return tokens[low - 1].start()
    return _semantic_fault(statement, tokens, error)


_RELATIONAL = frozenset({"==", "!=", "<", "<=", ">", ">=", "in"})


def _semantic_fault(statement: str, tokens: list[re.Match[str]], error: str) -> int:
    """Where a fault is that Cedar sees only in a statement that parses whole.

    Such faults (a bad escape, a number too large, `a == b == c`) are found after
    parsing, so no cut shows them early; the first cut that, closed as a condition
    (`} ;`) or as a statement (`;`), fails with the same error ends the construct at
    fault. Within it: the last place holding what the message quotes, else the last
    number too large or relational operator before it, else the cut's own token.
    """
    end = len(tokens) - 1
    if len(tokens) > _MOST_TOKENS_SEARCHED:  # two parses per token: quadratic past this
        return tokens[0].start()
    for index, token in enumerate(tokens):
        cut = statement[: token.end()]
        if error in (_parse_error(cut + " } ;"), _parse_error(cut + " ;")):
            end = index
            break
    before = tokens[: end + 1]
    quoted = _TOKEN.search(error)
    if quoted is not None:
        found = statement.rfind(quoted.group(1), 0, tokens[end].end())
        if found >= 0:
            return found
    for token in reversed(before):
        text = token.group()
        if text.isdigit() and (len(text) > _LONGEST_DIGITS or int(text) > _LARGEST_LONG):
            return token.start()
        if "relational" in error and text in _RELATIONAL:
            return token.start()
    return tokens[end].start()


_MOST_TOKENS_SEARCHED = 400
"""Past this many tokens a fault seen only in a whole statement is placed at its start."""
_LONGEST_DIGITS = 19
"""Digits of Cedar's largest integer: a longer literal is too large (read with no `int`,
which refuses past 4,300 digits)."""
_LARGEST_LONG = 2**63 - 1
"""Cedar's integers are 64-bit (and `-` is an operator: the literal itself is positive)."""


def line_column(text: str, offset: int) -> tuple[int, int]:
    """The line and column (both from 1) of `offset` in `text`."""
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


_LINE_END: Final = re.compile(r"[\n\r]")


def statements(text: str) -> list[tuple[int, str]]:
    """(offset, text) of each `;`-ended statement, strings and `//` comments respected."""
    out: list[tuple[int, str]] = []
    start = index = 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index += 1
            while index < len(text) and text[index] != '"':
                index += 2 if text[index] == "\\" else 1
        elif text.startswith("//", index):
            ends = _LINE_END.search(text, index)  # Cedar ends a comment at `\r` too
            index = len(text) if ends is None else ends.start()
        elif char == ";":
            out.append((start, text[start : index + 1]))
            start = index + 1
        index += 1
    if text[start:].strip():
        out.append((start, text[start:]))
    return out


__all__ = [
    "MAX_COPIED",
    "MAX_NESTING",
    "MAX_OPERATORS",
    "Fault",
    "fault_offset",
    "first_token",
    "line_column",
    "locate_parse_error",
    "parse_statement",
    "statements",
    "too_complex",
]
