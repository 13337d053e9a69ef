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

import base64
import binascii
import codecs
import html
import re
import unicodedata
from collections.abc import Iterable, Iterator
from typing import Final, NamedTuple
from urllib.parse import unquote_to_bytes

import numpy as np
import numpy.typing as npt

from l9_snl.firewall.screen import native, plane

MAX_VIEWS: Final = 8
"""Views besides the folded text, at most (each decoded run is one): the rest are not read."""
MAX_DECODED: Final = 4096
"""Bytes of one decoded run read at most."""

_INVISIBLE: Final = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e001f\U000e007f\U000e0100-\U000e01ef"
)
"""Zero-width characters, joiners, the soft hyphen, bidirectional controls, variation
selectors, the tags that shadow no printable ASCII: removed."""
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

_SPACED: Final = re.compile(
    rb"(?<![\w\x80-\xff])(?:[^\W_][ .\-_*|/]{1,3}){2,}[^\W_](?![\w\x80-\xff])"
)
r"""Single letters or digits spaced out ("i g n", "i.g.n", "i_g_n"). A letter is `[^\W_]`, never
`_`: were `_` both a letter and a separator, "a___a___...b" would match in 2**n ways and
the search would take exponential time on a 100-byte field."""
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

SEPARATORS: Final = bytes.maketrans(b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", b" " * 32)
_WORD_BREAKS: Final = b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c"
"""What words are split at (`Vocabulary.find`)."""
_PRINTABLE_SHARE: Final = 0.85


def fold(text: str) -> bytes:
    """The text as it reads, in UTF-8 (see the module).

    NFKD and case folding first. Unicode tags (U+E0020-E007E, invisible, yet read by
    models) are read as the ASCII they shadow; white space, line and paragraph separators,
    dashes and bullets of every script are read as their ASCII kind; invisible characters,
    combining marks (every nonspacing and enclosing mark, not only accents) and variation
    selectors go. Text of the Latin script is then ASCII; in text of other scripts the
    look-alike letters are read as Latin in the words that mix them with Latin letters (in
    mostly Latin text, and in text where nearly every Cyrillic, Greek or non-ASCII Latin
    letter is a look-alike, also in words made only of look-alikes).
    """
    if text.isascii():
        return text.lower().encode()
    folded = unicodedata.normalize("NFKD", text).casefold()
    points = np.frombuffer(folded.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    bmp = np.minimum(points, 0xFFFF)
    mapped = _READ_AS[bmp]
    astral = points > 0xFFFF
    if np.any(astral):
        tags = (points >= _TAGS[0]) & (points <= _TAGS[1])
        shadowed = points - _TAG_BASE
        shadowed = np.where(
            (shadowed >= _CAPITAL_A) & (shadowed <= _CAPITAL_Z), shadowed + 32, shadowed
        )
        mapped = np.where(tags, shadowed, mapped)
        dropped = _DROPPED[bmp] | (astral & ~tags) & _astral_dropped(points)
    else:
        dropped = _DROPPED[bmp]
    points = np.where(mapped > 0, mapped, points)[~dropped]
    if not np.any(points > _LAST_LATIN):  # Latin script: accents and invisibles go
        return bytes(points[points < 0x80].astype(np.uint8).tobytes())
    bmp = np.minimum(points, 0xFFFF)
    latin = _LOOKALIKE_TABLE[bmp]
    looks = latin > 0
    if not np.any(looks):
        return _utf8(points)
    wide_letters = _ALIKE_SCRIPTS[bmp] & ~_DECIMAL[bmp]
    others = int(np.count_nonzero(wide_letters & ~looks))
    disguised = np.count_nonzero(looks) >= _LOOKALIKE_RUN and others <= _LOOKALIKE_OTHERS * int(
        np.count_nonzero(wide_letters)
    )
    return _utf8(_deconfused(points, bmp, latin, looks, disguised=bool(disguised)))


def _utf8(points: npt.NDArray[np.uint32]) -> bytes:
    wide: bytes = points.astype("<u4").tobytes()
    return wide.decode("utf-32-le", "surrogatepass").encode("utf-8", "surrogatepass")


_LOOKALIKE_RUN: Final = 3
_LOOKALIKE_OTHERS: Final = 0.1
"""A text's words made only of look-alikes (and ASCII) are read as Latin, whatever else the
text holds, when it has `_LOOKALIKE_RUN` or more look-alikes and at most this share of the
non-ASCII letters of their scripts (Cyrillic, Greek, Latin) are not look-alikes: an
instruction typed in look-alikes only, beside text of any other script. Russian or Greek
prose has many letters that are not."""


def _deconfused(
    points: npt.NDArray[np.uint32],
    bmp: npt.NDArray[np.uint32],
    latin: npt.NDArray[np.uint32],
    looks: npt.NDArray[np.bool_],
    *,
    disguised: bool = False,
) -> npt.NDArray[np.uint32]:
    r"""`points` with the look-alike letters of the words that qualify read as Latin.

    A word is a run of word characters (`\\w`). In mostly Latin text (more one-byte than
    multi-byte characters in UTF-8, by the share `fold` has always used) a word with a
    look-alike is read as Latin when it also has a Latin letter or is made only of ASCII and
    look-alikes ("pay" written in Cyrillic); otherwise, when some Latin letter touches a
    letter of another script, a word with a look-alike and a Latin letter is. A
    `disguised` text is read as a mostly Latin one.
    """
    wordish = _WORDISH[bmp] | ((points > 0xFFFF) & _astral_wordish(points))
    ascii_letter = (points >= _A) & (points <= _Z)
    utf8 = np.where(points < 0x80, 1, np.where(points < 0x800, 2, np.where(points < 0x10000, 3, 4)))
    mostly_latin = disguised or float(np.sum(2 - utf8)) > 0.6 * len(points)
    if not mostly_latin:
        other = wordish & ~_DECIMAL[bmp] & ~ascii_letter & (points != _UNDERSCORE)
        touching = (ascii_letter[:-1] & other[1:]) | (other[:-1] & ascii_letter[1:])
        if not np.any(touching):
            return points
    first = wordish.copy()
    first[1:] &= ~wordish[:-1]
    word = np.cumsum(first) * wordish  # each character's word (from 1), 0 between words
    count = int(word.max()) + 1
    has_latin = np.bincount(word, weights=ascii_letter, minlength=count) > 0
    if mostly_latin:
        foreign = ~(looks | (points < 0x80))
        plain = np.bincount(word, weights=foreign, minlength=count) == 0
        chosen = has_latin | plain
    else:
        chosen = has_latin
    chosen[0] = False
    change = looks & chosen[word]
    out = points.copy()
    out[change] = latin[change]
    return out


def _astral_wordish(points: npt.NDArray[np.uint32]) -> npt.NDArray[np.bool_]:
    """`str.isalnum` beyond the BMP (rare: each asked of `unicodedata` alone)."""
    out = np.zeros(len(points), dtype=bool)
    for at in np.flatnonzero(points > 0xFFFF):
        char = chr(int(points[at]))
        out[at] = char.isalnum() or char == "_"
    return out


_LAST_LATIN: Final = 0x36F
"""Up to here: Latin letters, their accents (combining marks after NFKD), and symbols."""
_TAGS: Final = (0xE0020, 0xE007E)
"""Unicode tags that shadow printable ASCII: read as that ASCII (in lower case)."""
_TAG_BASE: Final = 0xE0000
_CAPITAL_A, _CAPITAL_Z = ord("A"), ord("Z")
_INVISIBLE_SET: Final = frozenset(
    chr(c)
    for part in re.findall(".-.|.", _INVISIBLE, flags=re.DOTALL)
    for c in (range(ord(part[0]), ord(part[2]) + 1) if len(part) == 3 else [ord(part)])
)
_DROPPED: Final = plane.in_categories("Mn", "Me", "Cf") | plane.among(_INVISIBLE_SET)
"""Invisible characters (format controls among them), nonspacing and enclosing marks (the
accents NFKD makes, and the marks an attacker strews over letters): removed."""


def _astral_dropped(points: npt.NDArray[np.uint32]) -> npt.NDArray[np.bool_]:
    """Beyond the BMP: tags that shadow nothing, variation selectors, marks (rare)."""
    out = np.zeros(len(points), dtype=bool)
    for at in np.flatnonzero(points > 0xFFFF):
        char = chr(int(points[at]))
        out[at] = char in _INVISIBLE_SET or unicodedata.category(char) in {"Mn", "Me", "Cf"}
    return out


_BULLETS: Final = frozenset("\u2022\u2023\u2027\u2043\u2219\u22c5\u25e6\u00b7\u30fb\uff65")


def _read_as_table() -> npt.NDArray[np.uint32]:
    """Per BMP character, what it is read as before folding (0: itself).

    Line and paragraph separators (and NEL) as a line break, the other space separators
    as a space, dashes and the minus sign as a hyphen, bullets as a space, the dotless i
    (which has no decomposition) as i. Each rule overrides the ones written before it.
    """
    table = np.zeros(plane.SIZE, dtype=np.uint32)
    table[plane.points(_BULLETS)] = ord(" ")
    table[plane.in_categories("Pd")] = ord("-")
    table[[ord("-"), 0x2212]] = [0, ord("-")]  # the hyphen itself; the minus sign (Sm)
    table[plane.in_categories("Zs")] = ord(" ")
    table[ord(" ")] = 0
    table[plane.in_categories("Zl", "Zp")] = ord("\n")
    table[0x85] = ord("\n")
    table[0x131] = ord("i")
    return table


def _lookalike_table() -> npt.NDArray[np.uint32]:
    """Per BMP character, the Latin letter it looks like (`_LOOKALIKES`; 0 for the rest)."""
    table = np.zeros(plane.SIZE, dtype=np.uint32)
    for alike, latin in _LOOKALIKES.items():
        if len(alike) == 1 and ord(alike) < plane.SIZE and len(latin) == 1:
            table[ord(alike)] = ord(latin)
    return table


_ALIKE_SCRIPTS: Final = plane.names_start(
    plane.flags(str.isalpha) & (np.arange(plane.SIZE) > 0x7F), ("CYRILLIC ", "GREEK ", "LATIN ")
)
"""The non-ASCII letters of the scripts the look-alikes come from."""
_READ_AS: Final = _read_as_table()
"""Per BMP character, what it is read as (white space, separators, dashes, bullets)."""
_WORDISH: Final = plane.ALNUM | plane.among("_")
"""What `\\w` matches."""
_DECIMAL: Final = plane.flags(str.isdecimal)
"""What `\\d` matches."""
_LOOKALIKE_TABLE: Final = _lookalike_table()
"""Each look-alike letter's Latin letter (0 for the rest)."""
_A, _Z, _UNDERSCORE = ord("a"), ord("z"), ord("_")


class View(NamedTuple):
    """One reading of a text.

    Its bytes, its words (split at spaces and punctuation), and how it was read: `text`
    (the folded text), or the disguise taken off (`base64`, `hex`, `percent`, `rot13`,
    `leet`, `backwards`).
    """

    text: bytes
    words: frozenset[bytes]
    """The words of the view that some layer reads (`WORDS_READ`)."""
    how: str = "text"


def views(text: str) -> list[View]:
    """The folded text, then what its encoded or disguised parts say (see the module)."""
    folded = fold(text)
    short = len(folded) <= _SHORT  # read by the transforms themselves, without a gate
    spaced, leet = (True, False) if short else _signs(folded)
    if spaced:
        folded = _spaced_sub(folded)  # before squeezing: a wider gap is a word break
    folded = squeezed(folded)
    words, count = READ.find(folded)
    extra = _decodings(text, folded, count)
    joined = _joined_by(folded)
    if joined is not None:  # words joined into one by punctuation: read them apart too
        extra.insert(0, (folded.replace(joined, b" "), "text"))
    if not _SIGN_WORDS.isdisjoint(words):
        if not _ROT13_WORDS.isdisjoint(words):
            extra.append((folded.translate(_ROT13), "rot13"))
        if not _BACKWARDS_WORDS.isdisjoint(words):
            extra.append((folded.decode("utf-8", "replace")[::-1].encode(), "backwards"))
    if (short and _LEET_BYTES.intersection(folded)) or leet:
        unleeted = folded.translate(_LEET)
        revealed, _ = _INSTRUCTION_VOCABULARY.find(unleeted)
        if revealed and not revealed.issubset(words):
            extra.append((unleeted, "leet"))
    return [
        View(folded, words),
        *(View(view, READ.find(view)[0], how) for view, how in extra[:MAX_VIEWS]),
    ]


_JOINERS: Final = (b"-", b"_", b"/", b"+", b".")
_JOINED_WORDS: Final = 4
"""A text where one joiner stands between ASCII letters this many times, and at least half
as often as a space does, is also read with the joiner as a space
("ignore-all-previous-instructions")."""
_PROSE_SPACES: Final = 8
"""A text with a space every this many bytes or more often is prose: its words are apart."""
_JOIN_CLASSES: Final = bytes(
    ord("a") if chr(c).isalpha() and c < 128
    else ord("j") if bytes([c]) in _JOINERS
    else c if c == ord(" ")
    else ord("x")
    for c in range(256)
)  # fmt: skip


def _joined_by(folded: bytes) -> bytes | None:
    """The joiner that joins the text's words into one, if one does (`_JOINED_WORDS`)."""
    if len(folded) < 4 * _JOINED_WORDS or _PROSE_SPACES * folded.count(b" ") >= len(folded):
        return None
    classes = folded.translate(_JOIN_CLASSES)
    joined = classes.count(b"aja")
    if joined < _JOINED_WORDS or 2 * joined < classes.count(b"a a"):
        return None
    return max(_JOINERS, key=folded.count)


def _decodings(text: str, folded: bytes, count: int) -> list[tuple[bytes, str]]:
    """What the encoded runs of a text say: base64, hex, base32, percent, escapes."""
    found: list[tuple[bytes, str]] = []
    raw = text.encode("utf-8", "surrogatepass")
    classes = raw.translate(_BASE64_CLASSES)
    if _BASE64_RUN in classes:
        _decoded_base64(_base64_runs(raw, classes), found)
        hexes = raw.translate(_HEX_DIGITS)
        if _HEX_RUN in hexes or _HEX_PAIRS in hexes:
            _decoded_hex(raw, found)
        _decoded_base32(raw, found)
    elif count >= 8 and len(folded.translate(None, _WORD_BREAKS)) <= 2.3 * count:
        # mostly words of two characters: hex written with spaces
        _decoded_hex(raw, found)
    if b"%" in folded:
        _percent_runs(folded, found)
    if b"&#" in raw or b"\\" in raw:
        _escapes(raw, found)
    return found


def word_hash(word: bytes) -> int:
    """A word's 32-bit FNV-1a hash: where a `Vocabulary`'s table places it."""
    value = 2166136261
    for byte in word:
        value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
    return value


_LEAST_SLOTS: Final = 1024


class Vocabulary:
    """A set of words, found in a text without making every word of it an object.

    `find` splits at ASCII white space and punctuation (as `.translate(SEPARATORS).split()`
    does). Compiled where `_native` was built: the vocabulary's words are placed in an open
    table by their hash (`word_hash`, linear probing, at most a quarter full), and a word of
    the text is made into an object only once, when the table holds it, however often the
    text says it.
    """

    def __init__(self, words: Iterable[bytes] = ()) -> None:
        self.words: set[bytes] = set()
        self._listed: tuple[bytes, ...] = ()
        self._slots = b""
        self.add(words)

    def add(self, words: Iterable[bytes]) -> None:
        """Add words to the vocabulary."""
        self.words.update(word for word in words if word)
        listed = tuple(sorted(self.words))
        size = max(_LEAST_SLOTS, 1 << (4 * len(listed)).bit_length())
        slots = np.zeros(size, dtype=np.uint32)
        for index, word in enumerate(listed):
            at = word_hash(word) & (size - 1)
            while slots[at]:
                at = (at + 1) & (size - 1)
            slots[at] = index + 1
        self._listed, self._slots = listed, slots.tobytes()  # both made before either is set

    def find(self, data: bytes) -> tuple[frozenset[bytes], int]:
        """The words of `data` in the vocabulary, and how many words `data` has."""
        if native.ENABLED:
            return native.compiled.words(data, self._listed, self._slots)
        listed = data.translate(SEPARATORS).split()
        return frozenset(self.words.intersection(listed)), len(listed)

    def __contains__(self, word: object) -> bool:
        return word in self.words


READ: Final = Vocabulary()
"""The words some layer reads in a view's word set (`View.words` keeps only these): the
signs of `views`, and what `signals` registers with `read_words`."""
WORDS_READ: Final = READ.words


def read_words(words: Iterable[bytes]) -> None:
    """Keep `words` in the word sets of views (a layer that reads them registers them)."""
    READ.add(words)


_LETTER: Final = ord("a")
_DIGIT: Final = ord("0")
_SEPARATOR_CLASS: Final = np.array([ord(" "), ord(".")], dtype=np.uint8)
_SHORT: Final = 256
"""Texts up to this many bytes skip the gates below (the transforms cost less than them)."""
_LEET_BYTES: Final = frozenset(b"013457@$!|")
_NEAR_SPACED: Final = 8
"""Three single letters within this many bytes (one to three separators between each) are
spaced letters (`_SPACED`)."""
_NEAR_LEET: Final = 24
"""Three digits beside letters within this many bytes are leetspeak's signs."""


def _signs(folded: bytes) -> tuple[bool, bool]:
    """Whether a text shows spaced letters (`_spaced_letters`), and leetspeak (`_leetspeak`).

    Compiled where `_native` was built (one pass, no arrays); else numpy, the same answers.
    """
    if native.ENABLED:
        return native.compiled.signs(folded, _CLASSES, _NEAR_SPACED, _NEAR_LEET)
    classes = np.frombuffer(folded.translate(_CLASSES), dtype=np.uint8)
    return _spaced_letters(classes), _leetspeak(classes)


def _spaced_letters(classes: npt.NDArray[np.uint8]) -> bool:
    """Whether a text shows three single letters close together ("i g n", "i.g.n", "i-g-n")."""
    letter = classes == _LETTER
    single = letter.copy()
    single[1:] &= ~letter[:-1]
    single[:-1] &= ~letter[1:]
    at = np.flatnonzero(single)
    return len(at) >= 3 and bool(np.any(at[2:] - at[:-2] <= _NEAR_SPACED))


def _leetspeak(classes: npt.NDArray[np.uint8]) -> bool:
    """Whether a text shows three digits (or leetspeak's symbols) beside letters, close."""
    digit = classes == _DIGIT
    letter = classes == _LETTER
    beside = np.zeros_like(digit)
    beside[1:] |= letter[:-1]
    beside[:-1] |= letter[1:]
    at = np.flatnonzero(digit & beside)
    return len(at) >= 3 and bool(np.any(at[2:] - at[:-2] <= _NEAR_LEET))


def squeezed(data: bytes) -> bytes:
    """`data` with each run of ASCII white space made one byte.

    A line break if the run holds one, else a space: patterns then need no unbounded runs
    of white space. Compiled where `_native` was built (`squeezed_plain` is the same).
    """
    if native.ENABLED:
        return native.compiled.squeezed(data)
    return squeezed_plain(data)


def squeezed_plain(data: bytes) -> bytes:
    """`squeezed` in Python (`bytes.replace` loops)."""
    if not any(pair in data for pair in _SQUEEZED_PAIRS) and not any(
        odd in data for odd in _ODD_BLANKS
    ):
        return data
    data = data.translate(_BLANKS)
    while b"  " in data:
        data = data.replace(b"    ", b" ").replace(b"  ", b" ")
    data = data.replace(b" \n", b"\n").replace(b"\n ", b"\n")
    while b"\n\n" in data:
        data = data.replace(b"\n\n\n\n", b"\n").replace(b"\n\n", b"\n")
    return data


_BLANKS: Final = bytes.maketrans(b"\t\x0b\x0c\r\x1f\x1c\x1d\x1e", b"     \n\n\n")
_SQUEEZED_PAIRS: Final = (b"  ", b"\n\n", b" \n", b"\n ")
_ODD_BLANKS: Final = (b"\t", b"\r", b"\x0b", b"\x0c", b"\x1f", b"\x1c", b"\x1d", b"\x1e")


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


_BASE64_CLASSES: Final = bytes(
    98 if c in b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-" else 32
    for c in range(256)
)
_BASE64_RUN: Final = b"b" * 16
"""A run that may be base64 (or hex, or base32: their alphabets are in base64's)."""


def _base64_runs(raw: bytes, classes: bytes | None = None) -> Iterator[re.Match[bytes]]:
    """`_BASE64.finditer(raw)`, from the runs' first characters only (found, not tried).

    A match is a whole run of the base64 alphabet (the lookbehind) of 16 or more: the
    leftmost 16 such characters after the last run start one. `classes` is
    `raw.translate(_BASE64_CLASSES)` where the caller has made it already.
    """
    if classes is None:
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


_BASE32: Final = re.compile(rb"(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9])")


def _decoded_base32(raw: bytes, found: list[tuple[bytes, str]]) -> None:
    """Runs of base32 (upper-case letters and 2-7, 16 or more) that decode to text."""
    if _BASE64_RUN not in raw.translate(_BASE32_CLASSES):
        return
    for match in _BASE32.finditer(raw):
        if len(found) >= MAX_VIEWS:
            return
        run = match.group().rstrip(b"=")[: MAX_DECODED * 8 // 5]
        run = run[: len(run) // 8 * 8] if len(run) % 8 not in (0, 2, 4, 5, 7) else run
        try:
            decoded = base64.b32decode(run + b"=" * (-len(run) % 8))
        except (binascii.Error, ValueError):
            continue
        text = _printable(decoded)
        if text is not None:
            found.append((fold(text), "base32"))


_HEX_DIGITS: Final = bytes(
    98 if c in b"0123456789abcdefABCDEF" else 115 if c in b" :" else 32 for c in range(256)
)
_HEX_RUN: Final = b"b" * 16
"""Sixteen hex digits in a row: a hex run may be there (`_HEX` needs eight pairs)..."""
_HEX_PAIRS: Final = b"bbsbbsbbsbb"
"""...or four pairs of them with a space or colon between."""
_BASE32_CLASSES: Final = bytes(
    98 if c in b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" else 32 for c in range(256)
)
_ESCAPES: Final = re.compile(
    rb"(?:&#(?:[0-9]{1,7}|[xX][0-9a-fA-F]{1,6});){3,}"
    rb"|(?:\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})){3,}"
)


def _escapes(raw: bytes, found: list[tuple[bytes, str]]) -> None:
    r"""Runs of HTML numeric character references and of `\x`/`\u` escapes, read back."""
    for match in _ESCAPES.finditer(raw[: MAX_DECODED * 10]):
        if len(found) >= MAX_VIEWS:
            return
        run = match.group().decode("ascii")
        if run.startswith("&"):
            text = html.unescape(run)
        else:
            try:
                text = codecs.decode(run, "unicode_escape")
            except UnicodeDecodeError:
                continue
            if "\\x" in run:  # byte escapes: UTF-8 when they read as it
                text = _printable(text.encode("latin-1", "replace")) or text
        if any(c.isalpha() for c in text):
            found.append((fold(text), "escaped"))


_FEW_MARKS: Final = 64
"""Up to this many `%` in a text, a run is tried at each of them; with more, `re` searches
(its loop in C costs less than this one in Python)."""


def _percent_matches(raw: bytes) -> Iterator[re.Match[bytes]]:
    """`_PERCENT.finditer(raw)`, tried only at each `%` (where every match starts).

    `re` finds no literal to skip to in a pattern that starts with a repeated group: its
    search tries every byte of the text.
    """
    if raw.count(b"%") > _FEW_MARKS:
        yield from _PERCENT.finditer(raw)
        return
    at = raw.find(b"%")
    while at >= 0:
        match = _PERCENT.match(raw, at)
        if match is not None:
            yield match
            at = raw.find(b"%", match.end())
        else:
            at = raw.find(b"%", at + 1)


def _percent_runs(raw: bytes, found: list[tuple[bytes, str]]) -> None:
    for match in _percent_matches(raw):
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
    if decoded.isprintable():
        printable = len(decoded)
    else:
        printable = sum(map(str.isprintable, decoded)) + decoded.count("\n") + decoded.count("\t")
    if printable < _PRINTABLE_SHARE * len(decoded) or decoded.isdigit() or not _has_letter(decoded):
        return None
    return decoded


def _has_letter(text: str) -> bool:
    return any(map(str.isalpha, text))


__all__ = [
    "MAX_DECODED",
    "MAX_VIEWS",
    "READ",
    "SEPARATORS",
    "WORDS_READ",
    "View",
    "Vocabulary",
    "fold",
    "read_words",
    "squeezed",
    "squeezed_plain",
    "views",
]


read_words(_SIGN_WORDS | _INSTRUCTION_WORDS)
_INSTRUCTION_VOCABULARY: Final = Vocabulary(_INSTRUCTION_WORDS)
