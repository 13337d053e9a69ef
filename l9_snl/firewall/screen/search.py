r"""Where a pattern can match: literal prefixes found with `bytes.find`, then `match` there.

Python's `re` tries a pattern from every position of the text (it skips ahead only on
a literal prefix), and each pattern of `signals` starts with an alternation
(`\b(?:ignore|disregard|...)`): on a long text each would walk it all. `plan` reads a
pattern's parse and derives the literals every match starts with, and the whole words
they hold; `starts` tries the pattern only where one of those literals occurs, and looks
for a literal only when its words are words of the text. A match starts with one of
those literals, so this finds a match exactly when `search` does
(`tests/test_screen_layers.py` checks it).
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from typing import Any, Final, NamedTuple

from l9_snl.firewall.screen.normalise import View

# Where a match can start. Python's `re` tries a pattern from every position of the text
# (it skips ahead only on a literal prefix), and each of ours starts with an alternation
# (`\b(?:ignore|disregard|...)`): on a long text each would walk it all. Instead each
# pattern is tried (`match`) only where one of the literals every match starts with is
# found (`bytes.find`), and a literal is looked for only when the whole words it holds are
# words of the text (a set look-up). A match starts with one of those literals, so this
# finds a match exactly when `search` does; `tests/test_screen_layers.py` checks it.

_sre: Any = importlib.import_module("re._parser")
"""The parser of `re` (no stub: its nodes are read as it builds them)."""
WORD_BYTES: Final = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_MAX_LITERAL: Final = 24
"""Bytes of a literal prefix, at most."""
_MAX_LITERALS: Final = 64
"""Literals a step of a pattern may branch into before they stop growing."""
_MAX_CLASS: Final = 4
"""Characters of a class a literal branches on, at most."""


class _Prefix(NamedTuple):
    """A literal that a match of a pattern starts with, as far as it is known."""

    text: bytes
    bounds: frozenset[int]
    r"""Where in `text` the pattern asserts a word boundary (`\b`)."""
    open: bool
    """Whether the pattern's next node may still extend it."""


def _closed(prefix: _Prefix) -> list[_Prefix]:
    return [prefix._replace(open=False)]


def _class_bytes(items: list[tuple[Any, Any]]) -> list[int] | None:
    """The bytes of a small character class (`[sz]`), or None."""
    out: list[int] = []
    for op, av in items:
        if op is _sre.LITERAL:
            out.append(av)
        elif op is _sre.RANGE:
            out.extend(range(av[0], av[1] + 1))
        else:
            return None
    return out if len(out) <= _MAX_CLASS else None


def _step(op: Any, av: Any, prefix: _Prefix) -> list[_Prefix]:  # noqa: ANN401, C901, PLR0911
    """The prefixes after one node of the parsed pattern (a closed one is a sound stop)."""
    if op is _sre.AT:
        if av is _sre.AT_BOUNDARY:
            return [prefix._replace(bounds=prefix.bounds | {len(prefix.text)})]
        return _closed(prefix)
    if op in (_sre.ASSERT, _sre.ASSERT_NOT):
        return [prefix]  # zero-width: `match` checks it
    if op is _sre.LITERAL or op is _sre.IN:
        chars = [av] if op is _sre.LITERAL else _class_bytes(av)
        if chars is None:
            return _closed(prefix)
        return [
            prefix._replace(text=prefix.text + bytes([c]), open=len(prefix.text) + 1 < _MAX_LITERAL)
            for c in chars
        ]
    if op is _sre.BRANCH:
        return [out for branch in av[1] for out in _walk(branch, [prefix])]
    if op is _sre.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        if add_flags or del_flags:
            return _closed(prefix)
        return _walk(body, [prefix])
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        low, high, body = av
        if low == 0 and high == 1:
            return [*_walk(body, [prefix]), prefix]
        if low >= 1:
            return [p._replace(open=False) for p in _walk(body, [prefix])]
    return _closed(prefix)


def _walk(nodes: Any, prefixes: list[_Prefix]) -> list[_Prefix]:  # noqa: ANN401 - `re`'s parse
    for op, av in nodes:
        after: list[_Prefix] = []
        for prefix in prefixes:
            after.extend(_step(op, av, prefix) if prefix.open else [prefix])
        if len(after) > _MAX_LITERALS and all(prefix.text for prefix in prefixes):
            return [prefix._replace(open=False) for prefix in prefixes]
        prefixes = after
    return prefixes


def _whole_words(prefix: _Prefix) -> dict[bytes, int]:
    r"""The words a text holds wherever `prefix` starts a match of its pattern, and where.

    The runs of word characters of the literal bounded on both sides, by a non-word
    character of the literal or by a `\b` of the pattern (each at its first place).
    """
    text, start = prefix.text, None
    words: dict[bytes, int] = {}
    for i in range(len(text) + 1):
        inside = i < len(text) and text[i] in WORD_BYTES
        if inside and start is None:
            start = i
        elif not inside and start is not None:
            if (start > 0 or 0 in prefix.bounds) and (i < len(text) or i in prefix.bounds):
                words.setdefault(text[start:i], start)
            start = None
    return words


_COMMON: Final = frozenset(
    b"a an the to for as is are will you your my in if be no do don not of on at from this "
    b"i am me all any must t s new it its our with by or and".split()
)
"""Words too common to pick a literal out by (another of its words does it better)."""


class _Plan(NamedTuple):
    """Where a pattern's matches can start: the literals they start with.

    `always`: literals looked for in every text (they need no word); `keyed`: the others,
    under the word of theirs that picks them out best (the least common), with the words
    they need and where that word is in them; `keys`: those words.
    """

    always: tuple[bytes, ...]
    keyed: dict[bytes, tuple[tuple[bytes, frozenset[bytes], int], ...]]
    keys: frozenset[bytes]


_LONG_KEY: Final = 4
"""A key word this long is looked for, and its literals checked where it is; a shorter one
(found inside many other words) only says to look for its literals."""


def plan(pattern: bytes) -> _Plan:
    """The literals every match of `pattern` starts with, and the words each needs.

    A literal that starts with another one is dropped when the shorter one needs no word it
    does not need: where the longer one is looked for, the shorter one is too, and found.
    """
    prefixes = _walk(_sre.parse(pattern), [_Prefix(b"", frozenset(), True)])
    if any(not prefix.text for prefix in prefixes):
        raise ValueError(f"a match of {pattern!r} may start anywhere")
    literals: dict[bytes, dict[bytes, int]] = {}
    for prefix in prefixes:  # a literal two ways start with needs what both need
        words = _whole_words(prefix)
        before = literals.get(prefix.text, words)
        literals[prefix.text] = {word: at for word, at in words.items() if word in before}
    kept = sorted(literals, key=lambda literal: (len(literal), literal))
    kept = [
        literal
        for i, literal in enumerate(kept)
        if not any(
            literal.startswith(shorter) and literals[shorter].keys() <= literals[literal].keys()
            for shorter in kept[:i]
        )
    ]
    uses = Counter(word for literal in kept for word in literals[literal])
    keyed: dict[bytes, list[tuple[bytes, frozenset[bytes], int]]] = {}
    for literal in kept:
        words = literals[literal]
        if words:
            key = min(words, key=lambda word: (word in _COMMON, uses[word], -len(word), word))
            keyed.setdefault(key, []).append((literal, frozenset(words), words[key]))
    return _Plan(
        tuple(literal for literal in kept if not literals[literal]),
        {key: tuple(group) for key, group in keyed.items()},
        frozenset(keyed),
    )


def starts(plan: _Plan, pattern: re.Pattern[bytes], text: bytes, tokens: frozenset[bytes]) -> bool:
    """Whether `pattern` matches at an occurrence of one of the plan's literals."""
    for literal in plan.always:
        if _at(literal, pattern, text):
            return True
    for key in plan.keys.intersection(tokens):
        group = [(literal, at) for literal, words, at in plan.keyed[key] if words <= tokens]
        if len(key) < _LONG_KEY:
            if any(_at(literal, pattern, text) for literal, _ in group):
                return True
            continue
        found = text.find(key)
        while found >= 0:  # each literal is where its key word is, `at` bytes into it
            for literal, at in group:
                start = found - at
                if start >= 0 and text.startswith(literal, start) and pattern.match(text, start):
                    return True
            found = text.find(key, found + 1)
    return False


def _at(literal: bytes, pattern: re.Pattern[bytes], text: bytes) -> bool:
    """Whether `pattern` matches where `literal` is in `text`."""
    at = text.find(literal)
    while at >= 0:
        if pattern.match(text, at):
            return True
        at = text.find(literal, at + 1)
    return False


ADDRESS_RUN: Final = b"abcdefghijklmnopqrstuvwxyz0123456789._%+-"
URL_RUN: Final = b"abcdefghijklmnopqrstuvwxyz0123456789-"
URL_DOMAINS: Final = (
    b".com",
    b".net",
    b".org",
    b".io",
    b".xyz",
    b".ru",
    b".cn",
    b".top",
    b".info",
)
URL_PLAN: Final = plan(rb"\b(?:https?|ftp|file|data):|\bwww\.")
"""The first two ways a URL starts (`url`); the third is a name before one of `URL_DOMAINS`."""


def after_run(pattern: re.Pattern[bytes], text: bytes, run: bytes, at: int) -> bool:
    """Whether `pattern` matches from the start of the run of `run` characters before `at`.

    `address` and a bare domain of `url` start there: their pattern starts with such a
    run, not preceded by one of its characters (a lookbehind).
    """
    start = len(text[:at].rstrip(run))
    return start < at and pattern.match(text, start) is not None


_PLAIN: Final = (
    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    b"!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~ \t\n\r\x0b\x0c"
)
r"""Bytes where the view's words are the runs of word characters (`\w`): no `_`, no byte
outside ASCII, no control character."""
_NON_WORD_TO_SPACE: Final = bytes(c if c in WORD_BYTES else 32 for c in range(256))


def word_runs(view: View, words: frozenset[bytes]) -> frozenset[bytes]:
    r"""The runs of word characters (`\w`, ASCII) of a view."""
    text = view.text
    other = text.translate(None, _PLAIN)
    if not other:
        return words
    if other.count(b"_") == len(other) <= _FEW:  # a few `_`: add the runs that hold one
        runs = set(words)
        at = text.find(b"_")
        while at >= 0:
            run = _WORD_RUN.match(text, len(text[:at].rstrip(_WORD_CHARS)))
            assert run is not None  # noqa: S101  (the `_` itself is a word character)
            runs.add(run.group())
            at = text.find(b"_", run.end())
        return frozenset(runs)
    return frozenset(text.translate(_NON_WORD_TO_SPACE).split())


_FEW: Final = 16
_WORD_CHARS: Final = bytes(sorted(WORD_BYTES))
_WORD_RUN: Final = re.compile(rb"\w+")


__all__ = [
    "ADDRESS_RUN",
    "URL_DOMAINS",
    "URL_PLAN",
    "URL_RUN",
    "WORD_BYTES",
    "after_run",
    "plan",
    "starts",
    "word_runs",
]
