"""The screen's first layer: what a text says once its disguises are taken off.

`views(text)` returns the text as a reader would take it (compatibility
forms such as full-width letters read as ASCII, case folded, accents and
invisible characters gone, homoglyphs of Latin letters read as Latin,
letters spaced out joined again), then, only when the text shows a sign of
one, what its encoded parts say: base64, hex and URL-encoded runs decoded,
ROT13 and leetspeak read back, text written backwards turned round. Each
view is UTF-8 bytes; each is screened on its own, and a text scores what
its highest view scores.

Cost matters (the screen reads every free-text field of every message):
the common path is one `str.lower` (ASCII) or one NFKD pass (other text),
one `bytes.translate` into character classes, and substring tests for the
signs; the regular expressions below run only on a sign, and none of them
backtracks over peer text (each run is tried from its first character
only).
"""

from __future__ import annotations

import binascii
import re
import unicodedata
from collections.abc import Iterable, Iterator
from itertools import compress
from typing import Final, NamedTuple
from urllib.parse import unquote_to_bytes

MAX_VIEWS: Final = 8
"""Views besides the folded text, at most (each decoded run is one): the rest are not read."""
MAX_DECODED: Final = 4096
"""Bytes of one decoded run read at most."""

_INVISIBLE: Final = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f"
)
"""Zero-width characters, joiners, the soft hyphen, bidirectional controls, variation
selectors, tags: removed."""
_STRIP: Final = re.compile("[" + _INVISIBLE + "\u0300-\u036f]+")
_OTHER_SCRIPT: Final = re.compile("[^\x00-\u036f" + _INVISIBLE + "]")
"""A character of a script other than Latin (after NFKD, accents are combining marks)."""
# Letters of other scripts that look like Latin ones (a subset of Unicode's confusables:
# those that can stand in for the letters of an English instruction).
_LOOKALIKES: Final[dict[str, str]] = {
    **dict(
        zip(
            "\u0430\u0432\u0435\u043a\u043c\u043d\u043e\u0440\u0441\u0442\u0443\u0445\u0455\u0456\u0458\u0501\u051b\u051d\u04bb\u04cf\u04af\u0493",
            "abekmhopctyxsijdqwhlyf",
            strict=True,
        )
    ),  # Cyrillic
    **dict(
        zip(
            "\u03b1\u03b2\u03b5\u03b7\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7\u03b3\u03c9\u03f2\u03f3",
            "abenikvoptuxywcj",
            strict=True,
        )
    ),  # Greek
    **dict(
        zip(
            "\u0131\u0237\u0251\u0261\u0269\u0280\u026a\u0274\u028f\u1d00\u1d04\u1d07\u1d0f\u1d1b\u1d20\u1d21\u1d22",
            "ijagirinyaceotvwz",
            strict=True,
        )
    ),  # Latin letters NFKD keeps apart
    "\u00df": "ss",
}
_DECONFUSE: Final = str.maketrans(_LOOKALIKES)
_LOOKALIKE: Final = re.compile("[" + "".join(k for k in _LOOKALIKES if len(k) == 1) + "]")
_WORD: Final = re.compile(r"\w+")

# Character classes, for the signs: letters "a", digits (and symbols leetspeak uses) "0",
# spaces " ", anything else ".".
_CLASSES: Final = bytes(
    ord("a") if chr(c).isalpha() and c < 128
    else ord("0") if chr(c) in "0123456789@$!|"
    else ord(" ") if chr(c) in " \t\n\r"
    else ord("a") if c >= 128
    else ord(".")
    for c in range(256)
)  # fmt: skip

_SPACED: Final = re.compile(rb"(?<![\w\x80-\xff])(?:\w[ .\-_*|/]{1,3}){2,}\w(?![\w\x80-\xff])")
_SPACED_GAP: Final = re.compile(rb"[ .\-_*|/]{2,}")
_SPACED_ONE: Final = re.compile(rb"[ .\-_*|/]")
_BASE64: Final = re.compile(rb"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}")
_HEX: Final = re.compile(rb"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}[ :]?){8,}")
_PERCENT: Final = re.compile(rb"(?:%[0-9a-fA-F]{2}[^%\s]{0,3}){3,}")
_ROT13_WORDS: Final = frozenset(
    b"gur naq lbh lbhe vtaber nyy cerivbhf vafgehpgvba vafgehpgvbaf flfgrz cebzcg fraq ehyrf "
    b"qvfertneq sbetrg erirny nqzva cnffjbeq qngn ebg13".split()
)
"""Common English words, and the words of an instruction, as ROT13 writes them."""
_BACKWARDS_WORDS: Final = frozenset(
    b"backwards backward reverse reversed reversing sdrawkcab esrever".split()
)
"""Words that say a text is written backwards."""
_ROT13: Final = bytes.maketrans(b"abcdefghijklmnopqrstuvwxyz", b"nopqrstuvwxyzabcdefghijklm")
_LEET: Final = bytes.maketrans(b"013457@$!|", b"oieastasil")
_INSTRUCTION_WORDS: Final = frozenset(
    b"ignore all previous instructions instruction system prompt rules reveal password "
    b"passwords forget disregard admin send secret secrets override bypass jailbreak "
    b"credentials token tokens key keys delete transfer".split()
)
"""Words that leetspeak hides in an instruction (a sign to read it back)."""
_SIGN_WORDS: Final = _ROT13_WORDS | _BACKWARDS_WORDS
_SEPARATORS: Final = bytes.maketrans(b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", b" " * 32)
_PRINTABLE_SHARE: Final = 0.85


def fold(text: str) -> bytes:
    """The text as it reads, in UTF-8 (see the module)."""
    if text.isascii():
        return text.lower().encode()
    folded = unicodedata.normalize("NFKD", text).casefold()
    if _OTHER_SCRIPT.search(folded) is None:
        if "\u0131" in folded:  # the dotless i has no decomposition: read it as "i"
            folded = folded.replace("\u0131", "i")
        return folded.encode("ascii", "ignore")  # Latin script: accents and invisibles go
    folded = _STRIP.sub("", folded)
    if _LOOKALIKE.search(folded):
        encoded = folded.encode()
        # Mostly Latin (the share of one-byte characters; Cyrillic and Greek take two): a
        # word made only of look-alikes is a disguise too ("pay" written in Cyrillic).
        mostly_latin = 2 * len(folded) - len(encoded) > 0.6 * len(folded)
        if mostly_latin:
            folded = _WORD.sub(_deconfuse_all, folded)
        elif _has_mixed(folded):
            folded = _WORD.sub(_deconfuse_mixed, folded)
    return folded.encode()


_MIXED: Final = re.compile(r"[a-z][^\W\da-z_]|[^\W\da-z_][a-z]")
"""A Latin letter beside a letter of another script, in one word."""


_LATIN_RUN: Final = re.compile(r"[a-z]+")


def _has_mixed(folded: str) -> bool:
    """`_MIXED.search(folded)`, tried only at the ends of the runs of Latin letters.

    A Latin letter beside a letter of another script is the last of a Latin run, or the
    letter before the first.
    """
    for run in _LATIN_RUN.finditer(folded):
        start, end = run.span()
        if (start and _MIXED.match(folded, start - 1)) or _MIXED.match(folded, end - 1):
            return True
    return False


def _deconfuse_mixed(match: re.Match[str]) -> str:
    """A word mixing look-alikes with Latin letters, read as Latin.

    "ignore" written with a Cyrillic "o" reads as "ignore"; a Russian or Greek word stays
    as it is.
    """
    word = match.group()
    if word.isascii() or not any("a" <= c <= "z" for c in word):
        return word
    return word.translate(_DECONFUSE)


def _deconfuse_all(match: re.Match[str]) -> str:
    """In mostly Latin text: also a word made only of look-alikes."""
    word = match.group()
    if word.isascii():
        return word
    latin = word.translate(_DECONFUSE)
    return latin if latin.isascii() or any("a" <= c <= "z" for c in word) else word


class View(NamedTuple):
    """One reading of a text.

    Its bytes, its words (split at spaces and punctuation), and how it was read: `text`
    (the folded text), or the disguise taken off (`base64`, `hex`, `percent`, `rot13`,
    `leet`, `backwards`).
    """

    text: bytes
    words: list[bytes]
    how: str = "text"


def views(text: str) -> list[View]:
    """The folded text, then what its encoded or disguised parts say (see the module)."""
    folded = fold(text)
    classes = folded.translate(_CLASSES)
    if b"a a a" in classes or b"a.a.a" in classes:
        folded = _spaced_sub(folded)
    words = folded.translate(_SEPARATORS).split()
    found = [View(folded, words)]
    extra: list[tuple[bytes, str]] = []
    if words and max(map(len, words)) >= 16:
        _decoded_runs(text, folded, words, extra)
    elif _mostly_pairs(words):
        _decoded_hex(text.encode("utf-8", "surrogatepass"), extra)
    if b"%" in folded:
        _percent_runs(folded, extra)
    if not _SIGN_WORDS.isdisjoint(words):
        if not _ROT13_WORDS.isdisjoint(words):
            extra.append((folded.translate(_ROT13), "rot13"))
        if not _BACKWARDS_WORDS.isdisjoint(words):
            extra.append((folded.decode("utf-8", "replace")[::-1].encode(), "backwards"))
    if b"a0a" in classes or b"0a0" in classes or b"0aa0" in classes:
        unleeted = folded.translate(_LEET)
        revealed = _INSTRUCTION_WORDS.intersection(unleeted.translate(_SEPARATORS).split())
        if revealed and not revealed.issubset(words):
            extra.append((unleeted, "leet"))
    found.extend(
        View(view, view.translate(_SEPARATORS).split(), how) for view, how in extra[:MAX_VIEWS]
    )
    return found


def _mostly_pairs(words: list[bytes]) -> bool:
    """Whether the words are mostly two characters long (hex written with spaces)."""
    return len(words) >= 8 and sum(map(len, words)) <= 2.3 * len(words)


_SPACED_CLASSES: Final = bytes(
    ord("u") if c == ord("_")
    else ord("w") if chr(c).isalnum() and c < 128
    else ord("s") if chr(c) in " .-*|/"
    else ord("h") if c >= 128
    else ord("x")
    for c in range(256)
)  # fmt: skip
_SPACED_STARTS: Final = tuple(b"w" + b"s" * gap + b"ws" for gap in (1, 2, 3))
"""How a run of spaced letters (`_SPACED`) that holds no `_` there starts: a letter, one to
three separators, a letter, a separator (w: letter or digit, s: separator, in
`_SPACED_CLASSES`); the byte before is neither a word character nor above ASCII (s or x)."""


def _spaced_sub(folded: bytes) -> bytes:
    """`_SPACED.sub(_join_spaced, folded)`, tried only where a run can start.

    At a hit of `_SPACED_STARTS` (the byte before the run is the first of one), and near
    each `_` (a word character and a separator both: the starts cannot tell).
    """
    classes = b"x" + folded.translate(_SPACED_CLASSES)  # classes[at + 1] is folded[at]
    starts: set[int] = set()
    for start in _SPACED_STARTS:
        at = classes.find(start)
        while at >= 0:
            if classes[at - 1] in b"sx":
                starts.add(at - 1)
            at = classes.find(start, at + 1)
    at = folded.find(b"_")
    while at >= 0:  # a run whose first groups hold this `_` starts at most 5 bytes before
        starts.update(range(max(0, at - 5), at + 2))
        at = folded.find(b"_", at + 1)
    out: list[bytes] = []
    end = 0
    for at in sorted(starts):
        if at >= end:
            match = _SPACED.match(folded, at)
            if match is not None:
                out += (folded[end:at], _join_spaced(match))
                end = match.end()
    if not out:
        return folded
    out.append(folded[end:])
    return b"".join(out)


def _join_spaced(match: re.Match[bytes]) -> bytes:
    """'i g n o r e  a l l' -> 'ignore all': a wider gap between letters is a word break."""
    return b" ".join(_SPACED_ONE.sub(b"", part) for part in _SPACED_GAP.split(match.group()))


def _decoded_runs(
    text: str, folded: bytes, words: list[bytes], found: list[tuple[bytes, str]]
) -> None:
    """Decode the base64 and hex runs of `text` that a long word of it (`words`) belongs to."""
    raw = text.encode("utf-8", "surrogatepass")
    if len(raw) != len(folded):  # not ASCII: positions differ, read the whole text
        _decoded_base64(_base64_runs(raw), found)
        _decoded_hex(raw, found)
        return
    runs: list[re.Match[bytes]] = []
    long = list(compress(words, map(_SIXTEEN.__le__, map(len, words))))  # no loop in Python
    for word in long:
        if len(runs) < MAX_VIEWS:
            start = folded.find(word)
            while start > 0 and raw[start - 1] in _BASE64_ALPHABET:
                start -= 1
            match = _BASE64.match(raw, start)
            if match is not None:
                runs.append(match)
    _decoded_base64(runs, found)
    if any(map(_is_hex, long)):
        _decoded_hex(raw, found)


_SIXTEEN: Final = 16
_BASE64_CLASSES: Final = bytes(
    98 if c in b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-" else 32
    for c in range(256)
)
_BASE64_RUN: Final = b"b" * 16


def _base64_runs(raw: bytes) -> Iterator[re.Match[bytes]]:
    """`_BASE64.finditer(raw)`, from the runs' first characters only (found, not tried).

    A match is a whole run of the base64 alphabet (the lookbehind) of 16 or more: the
    leftmost 16 such characters after the last run start one.
    """
    classes = raw.translate(_BASE64_CLASSES)
    at = classes.find(_BASE64_RUN)
    while at >= 0:
        match = _BASE64.match(raw, at)
        if match is None:  # pragma: no cover (a run of 16 always matches)
            return
        yield match
        at = classes.find(_BASE64_RUN, match.end())


_HEX_CLASSES: Final = bytes(
    104 if c in b"0123456789abcdefABCDEF"
    else 97 if chr(c).isalnum() and c < 128
    else 115 if c in b" :"
    else 120
    for c in range(256)
)  # fmt: skip
_HEX_STARTS: Final = (b"xhhhh", b"shhhh", b"xhhshh", b"shhshh")
"""Where a hex run can start (`_HEX`): after a byte that is no letter or digit, two pairs
of hex digits, maybe with a space or colon between (h: hex digit, s: space or colon, x:
neither a letter nor a digit)."""


def _hex_runs(raw: bytes) -> Iterator[re.Match[bytes]]:
    """`_HEX.finditer(raw)`, tried only where a match can start (`_HEX_STARTS`)."""
    classes = raw.translate(_HEX_CLASSES)
    starts = {0} if classes.startswith((b"hhhh", b"hhshh")) else set()
    for start in _HEX_STARTS:
        at = classes.find(start)
        while at >= 0:
            starts.add(at + 1)
            at = classes.find(start, at + 1)
    end = 0
    for at in sorted(starts):
        if at >= end:
            match = _HEX.match(raw, at)
            if match is not None:
                yield match
                end = match.end()


_BASE64_ALPHABET: Final = frozenset(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-"
)


def _is_hex(word: bytes) -> bool:
    return not word.strip(b"0123456789abcdef")


def _decoded_base64(runs: Iterable[re.Match[bytes]], found: list[tuple[bytes, str]]) -> None:
    for match in runs:
        if len(found) >= MAX_VIEWS:
            return
        run = match.group()
        if run.isalpha() or run.isdigit() or _is_hex(run.lower()):
            continue  # a long word or number (or hex, read below), not base64
        decoded = _base64(run[: MAX_DECODED * 4 // 3 + 4])
        if decoded is not None:
            found.append((fold(decoded), "base64"))


def _decoded_hex(raw: bytes, found: list[tuple[bytes, str]]) -> None:
    for match in _hex_runs(raw):
        if len(found) >= MAX_VIEWS:
            return
        digits = match.group().replace(b" ", b"").replace(b":", b"")[: MAX_DECODED * 2]
        decoded = _printable(bytes.fromhex(digits[: len(digits) // 2 * 2].decode()))
        if decoded is not None:
            found.append((fold(decoded), "hex"))


def _percent_runs(raw: bytes, found: list[tuple[bytes, str]]) -> None:
    for match in _PERCENT.finditer(raw):
        if len(found) >= MAX_VIEWS:
            return
        decoded = _printable(unquote_to_bytes(match.group()[:MAX_DECODED]))
        if decoded is not None:
            found.append((fold(decoded), "percent"))


def _base64(run: bytes) -> str | None:
    body = run.rstrip(b"=").replace(b"-", b"+").replace(b"_", b"/")
    body += b"=" * (-len(body) % 4)
    try:
        raw = binascii.a2b_base64(body)
    except binascii.Error:
        return None
    return _printable(raw)


def _printable(raw: bytes) -> str | None:
    """`raw` as text if it reads as text (UTF-8, mostly printable, some letters), else None."""
    if len(raw) < 6:
        return None
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(1 for c in decoded if c.isprintable() or c in "\n\t")
    if printable < _PRINTABLE_SHARE * len(decoded) or not any(c.isalpha() for c in decoded):
        return None
    return decoded


__all__ = ["MAX_DECODED", "MAX_VIEWS", "View", "fold", "views"]
