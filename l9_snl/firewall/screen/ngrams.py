"""Hashed character n-grams and words, and the spans of a text they are summed over (numpy).

The classifier (`model`) is linear in the character n-grams of a folded view
(`normalise.views`) and, when its shape says so, in its words and pairs of
words (`words`): each feature is hashed into one of `2**bits` buckets and
each bucket has a weight. A *span* of the text (the whole text, one field,
one sentence, or a window of a fixed number of characters) scores the sum of
the weights of the features that start in it, divided by the square root of
their number, so that a score does not grow with length. The text scores its
best span: one injected sentence in a long business document is read as a
sentence, not drowned in the document; a long business document does not add
up to a false alarm.

Everything here is vectorised: one array of code points, one hash and one
weight look-up per order, one running sum, and every span of every kind read
from the running sum. The cost is linear in the text, with no loop in Python
over its characters. Training (`screen_corpus/train.py`) uses the same
functions, so the model reads what it was trained on.

`read` is what the screen calls: the compiled scorer (`_native.c`, the same
arithmetic in one call instead of some fifty array operations, built by the
install where a C compiler is found) or, without it, these functions.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, NamedTuple

import numpy as np
import numpy.typing as npt

from l9_snl.firewall.screen import native, plane

_PRIME: Final = np.uint64(1099511628211)  # FNV-1's 64-bit prime: mixes code points
_SPREAD: Final = np.uint64(0x9E3779B97F4A7C15)  # Fibonacci hashing: the top bits are uniform
_SALT: Final = tuple(np.uint64((order * 0x632BE59BD9B4E019) % 2**64) for order in range(18))
"""One salt per order, so that n-grams of different lengths fall in different buckets (16: a
word, 17: a pair of words: `words`)."""
_WORD_SALT: Final = _SALT[16]
_PAIR_SALT: Final = _SALT[17]
_INVERSE: Final = np.uint64(pow(int(_PRIME), -1, 2**64))  # the prime is odd: invertible
_ALNUM: Final = plane.ALNUM
"""The characters words are made of (`str.isalnum`), in the BMP (a table: beyond it, none)."""
_SPACE_KINDS: Final = plane.flags(str.isspace).astype(np.uint8) + plane.among(
    "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
)
"""1 for white space, 2 for a line break (what `str.splitlines` splits at), 0 for the rest."""
_UNSQUEEZED: Final = (
    "  ",
    "\n\n",
    " \n",
    "\n ",
    "\t",
    "\r",
    "\x0b",
    "\x0c",
    "\x1c",
    "\x1d",
    "\x1e",
    "\x1f",
)
"""What ASCII text holds when it has white space to squeeze (or a break at either end)."""
_ENDS: Final = np.zeros(0x10000, dtype=np.uint8)
_ENDS[[ord(c) for c in ".!?;"]] = 1  # end a sentence when white space follows
_ENDS[[ord(c) for c in "\n\u3002\uff01\uff1f"]] = 2  # end one whatever follows
_ENDS[[ord(" ")]] = 4  # white space (a line break is 2)
_LAST_BMP: Final = np.uint64(0xFFFF)
_TOKEN_BYTES: Final = bytes(98 if chr(c).isalnum() and c < 128 else 32 for c in range(256))
_LONG_TOKEN: Final = b"b" * 16
_TOKEN_RUN: Final = re.compile(r"[A-Za-z0-9]{16,}")


def _token(match: re.Match[str]) -> str:
    run = match.group()
    if any(c.isdigit() for c in run) and any(c.isalpha() for c in run):
        return "#"
    return run


_BREAK: Final = np.uint64(ord("\n"))
_SPACE: Final = np.uint64(ord(" "))

Codes = npt.NDArray[np.uint64]
Floats = npt.NDArray[np.float32] | npt.NDArray[np.float64]
Buckets = npt.NDArray[np.uint64]


@dataclass(frozen=True, kw_only=True, slots=True)
class Shape:
    """How a text is cut into n-grams and spans (stored with the model's weights)."""

    bits: int
    """Each n-gram is hashed into one of `2**bits` buckets."""
    orders: tuple[int, ...]
    """The lengths of the n-grams, in characters."""
    scales: tuple[int, ...]
    """The lengths of the windows read besides the whole text and its sentences."""
    words: bool = False
    """Whether words and pairs of words are read besides the n-grams (`words`)."""


class Words(NamedTuple):
    """The word features of a text (`words`): where each starts, and its bucket."""

    at: npt.NDArray[np.int64]
    """The first position of each word."""
    buckets: Buckets
    """Each word's bucket."""
    pair_at: npt.NDArray[np.int64]
    """The first position of each word that follows another on its line."""
    pairs: Buckets
    """The bucket of each such word with the word before it."""

    def before(self, upto: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        """How many word features start before each position of `upto`."""
        return (
            np.searchsorted(self.at, upto, side="left")
            + np.searchsorted(self.pair_at, upto, side="left")
        ).astype(np.float64)


def codes(text: str) -> Codes:
    """The text's code points, runs of white space made one, with a space at each end.

    Compiled where `_native` was built (`codes_numpy` is the same in numpy).
    """
    if native.ENABLED:
        return np.frombuffer(native.compiled.codes(text), dtype=np.uint64)
    return codes_numpy(text)


def codes_numpy(text: str) -> Codes:
    """`codes` in numpy: the text's code points, runs of white space made one, a space at each end.

    A run of white space that holds a line break is one line break (breaks end sentences
    and separate fields; blank lines go), any other run one space, so that spacing does not
    change the n-grams. A token (16 or more ASCII letters and digits in a row, holding
    both: a key, a hash, a piece of base64) is one `#`: random characters are not read, and
    do not dilute the text around them. Punctuation ends a token, so words joined by
    `-`, `_` or `/` are still read as words.
    """
    if _LONG_TOKEN in text.encode("utf-8", "surrogatepass").translate(_TOKEN_BYTES):
        text = _TOKEN_RUN.sub(_token, text)
    points = np.frombuffer(f" {text} ".encode("utf-32-le", "surrogatepass"), dtype="<u4")
    if (
        text.isascii()
        and not any(blank in text for blank in _UNSQUEEZED)
        and not text[:1].isspace()
        and not text[-1:].isspace()
    ):
        return points.astype(np.uint64)  # one space between words already: nothing to squeeze
    kinds = _SPACE_KINDS[np.minimum(points, _LAST_BMP)]
    blank = kinds > 0
    first = blank.copy()
    first[1:] &= ~blank[:-1]  # the first character of each run of white space
    starts = np.flatnonzero(first)
    out: Codes = points.astype(np.uint64)
    if len(starts):
        widest = np.maximum.reduceat(kinds, starts)  # each run's kind: a break if it has one
        out[starts] = np.where(widest == 2, ord("\n"), ord(" "))
    keep = ~blank | first  # the padding spaces begin the first run and end the last
    out = out[keep]
    if len(out) == 1:  # nothing but white space: the two padding spaces, as for ""
        return np.full(2, ord(" "), dtype=np.uint64)
    out[0] = out[-1] = ord(" ")
    return out


def codes_after(before: str, text: str) -> tuple[Codes, int]:
    """The code points of `text` read after `before`, and where `text`'s own begin.

    A line break separates them.
    """
    head = codes(before)[:-1]
    tail = codes(text)[1:]
    joined = np.concatenate((head, np.array([ord("\n")], dtype=np.uint64), tail))
    return joined, len(head) + 1


def buckets(points: Codes, shape: Shape) -> list[Buckets]:
    """For each order, the bucket of the n-gram starting at each position that has one.

    A line break is read as a space here (it still ends a sentence): an instruction split
    over two fields or two messages has the n-grams it has in one line.
    """
    out: list[Buckets] = []
    longest = max(shape.orders)
    shift = np.uint64(64 - shape.bits)
    points = np.where(points == _BREAK, _SPACE, points)
    running = points
    for order in range(1, longest + 1):
        if order > 1:
            running = running[:-1] * _PRIME
            running += points[order - 1 :] if len(running) else points[:0]
        if order in shape.orders:
            mixed = running + _SALT[order]
            mixed *= _SPREAD
            mixed >>= shift
            out.append(mixed)
    return out


_NO_POSITIONS: Final = np.zeros(0, dtype=np.int64)
_NO_BUCKETS: Final = np.zeros(0, dtype=np.uint64)
NO_WORDS: Final = Words(_NO_POSITIONS, _NO_BUCKETS, _NO_POSITIONS, _NO_BUCKETS)


def words(points: Codes, shape: Shape) -> Words:
    """The word features of a text: each word, and each pair of words on one line.

    A word is a run of letters or digits (`str.isalnum`, in the BMP) in the code points; it
    hashes as an n-gram of its characters does (the polynomial modulo 2**64), salted as a word,
    into the n-grams' buckets, and counts at its first position. A word that follows another
    with no line break between them also has the pair's bucket there: the hash of the word
    before times the prime plus its own, salted as a pair. Chinese or Japanese text with no
    spaces is one long word per run, which says little: its n-grams read it.

    Vectorised: with `G[k]` the sum of `points[j] * prime**-j` for `j < k` (the prime is odd,
    so invertible modulo 2**64), the word of `[s, e)` hashes `prime**(e - 1) * (G[e] - G[s])`.
    """
    if not shape.words or len(points) == 0:
        return NO_WORDS
    letters = _ALNUM[np.minimum(points, _LAST_BMP)]
    edges = np.diff(letters.astype(np.int8), prepend=np.int8(0), append=np.int8(0))
    starts = np.flatnonzero(edges == 1)
    if len(starts) == 0:
        return NO_WORDS
    stops = np.flatnonzero(edges == -1)
    size = len(points)
    inverse = np.full(size + 1, _INVERSE, dtype=np.uint64)
    inverse[0] = 1
    inverse = np.cumprod(inverse, dtype=np.uint64)  # prime**-j modulo 2**64
    powers = np.full(size + 1, _PRIME, dtype=np.uint64)
    powers[0] = 1
    powers = np.cumprod(powers, dtype=np.uint64)  # prime**j
    summed = np.zeros(size + 1, dtype=np.uint64)
    np.cumsum(points * inverse[:size], dtype=np.uint64, out=summed[1:])
    hashes = powers[stops - 1] * (summed[stops] - summed[starts])
    shift = np.uint64(64 - shape.bits)
    unigrams = ((hashes + _WORD_SALT) * _SPREAD) >> shift
    breaks = np.concatenate(([0], np.cumsum(points == _BREAK)))
    follows = breaks[starts[1:]] == breaks[stops[:-1]]  # no line break since the word before
    pairs = hashes[:-1][follows] * _PRIME + hashes[1:][follows]
    pairs = ((pairs + _PAIR_SALT) * _SPREAD) >> shift
    return Words(starts.astype(np.int64), unigrams, starts[1:][follows].astype(np.int64), pairs)


def contributions(
    weights: npt.NDArray[np.float32], found: list[Buckets], size: int, words: Words = NO_WORDS
) -> Floats:
    """At each of `size` positions, the sum of the weights of the features that start there.

    In float32, in this order: the n-grams order by order, the word, the pair of words.
    """
    total = np.zeros(size, dtype=np.float32)
    for each in found:
        total[: len(each)] += weights[each]
    if len(words.at):
        total[words.at] += weights[words.buckets]
        total[words.pair_at] += weights[words.pairs]
    return total


def counted(upto: npt.NDArray[np.int64], size: int, shape: Shape) -> Floats:
    """How many n-grams of a text of `size` positions start before each position of `upto`.

    An n-gram of order `n` starts at each of the first `size - n + 1` positions.
    """
    limits = np.maximum(size - np.asarray(shape.orders, dtype=np.int64) + 1, 0)
    total: npt.NDArray[np.float64] = np.minimum(upto[:, None], limits).sum(axis=1, dtype=np.float64)
    return total


@dataclass(frozen=True, slots=True)
class Span:
    """The best span of a text: its score, and where it starts and ends (code points)."""

    score: float
    start: int
    end: int


NOTHING: Final = Span(-math.inf, 0, 0)


def sentence_ends(points: Codes) -> npt.NDArray[np.int64]:
    """The positions just after each sentence of a text.

    A full stop, question or exclamation mark or semicolon ends a sentence when white space
    follows it ("4.20 EUR" and "e.g." do not); a line break, the CJK full stop and the
    full-width marks always do.
    """
    kinds = _ENDS[np.minimum(points, _LAST_BMP)]
    ends = ((kinds[:-1] == 1) & (kinds[1:] >= 2)) | (kinds[:-1] == 2)
    return np.flatnonzero(ends) + 1


def is_short(points: Codes, shape: Shape) -> bool:
    """Whether a text is read whole only: no longer than the shortest window, one sentence."""
    return len(points) <= min(shape.scales, default=0) and not len(sentence_ends(points[:-2]))


def short_span(weights: npt.NDArray[np.float32], points: Codes, shape: Shape) -> list[Span]:
    """`spans_of` for a short text (`is_short`), in a few array operations.

    Every n-gram of every order at once: the text's windows of the longest order times a
    matrix of powers of the prime is each order's polynomial hash (the same as `buckets`'
    running one, modulo 2**64), then salted, spread and cut to buckets.
    """
    size = len(points)
    powers, salts, windows, inside = _short_tables(shape)
    read = np.where(points == _BREAK, _SPACE, points)  # as `buckets` reads a line break
    padded = np.concatenate((read, np.zeros(max(shape.orders) - 1, dtype=np.uint64)))
    hashes = padded[windows[:size]] @ powers
    hashes += salts
    hashes *= _SPREAD
    hashes >>= np.uint64(64 - shape.bits)
    whole = inside(size)  # the n-grams inside the text
    count = int(np.count_nonzero(whole))
    if count == 0:
        return []
    return [Span(float(weights[hashes[whole]].sum()) / math.sqrt(count), 0, size)]


@functools.cache
def _short_tables(
    shape: Shape,
) -> tuple[
    npt.NDArray[np.uint64],
    npt.NDArray[np.uint64],
    npt.NDArray[np.int64],
    Callable[[int], npt.NDArray[np.bool_]],
]:
    """The tables of `short_span`.

    The powers (one column per order), the salts, the positions of each window, and which
    n-grams a text of each size holds.
    """
    longest = max(shape.orders)
    powers = np.zeros((longest, len(shape.orders)), dtype=np.uint64)
    for column, order in enumerate(shape.orders):
        for at in range(order):
            powers[at, column] = pow(int(_PRIME), order - 1 - at, 2**64)
    salts = np.array([_SALT[order] for order in shape.orders], dtype=np.uint64)
    most = min(shape.scales, default=0) + 1
    windows = np.arange(most)[:, None] + np.arange(longest)
    lengths = np.array(shape.orders, dtype=np.int64)

    @functools.cache
    def inside(size: int) -> npt.NDArray[np.bool_]:
        return (np.arange(size)[:, None] + lengths) <= size

    return powers, salts, windows, inside


def spans_of(  # noqa: PLR0913 - the text's features, and where its new part begins
    weights: npt.NDArray[np.float32],
    found: list[Buckets],
    points: Codes,
    shape: Shape,
    *,
    after: int = 0,
    words: Words = NO_WORDS,
) -> list[Span]:
    """The best span of each kind of a text (see `best_spans`), its n-grams `found`, its `words`.

    A text no longer than the shortest window is read whole (its sentences are not read
    apart): one sum, no running sums.
    """
    size = len(points)
    if after == 0 and is_short(points, shape):
        every = np.concatenate([*found, words.buckets, words.pairs])
        if len(every) == 0:
            return []
        return [Span(float(weights[every].sum()) / math.sqrt(len(every)), 0, size)]
    summed = contributions(weights, found, size, words)
    return best_spans(summed, sentence_ends(points), shape, after=after, words=words)


def read(
    weights: npt.NDArray[np.float32], points: Codes, shape: Shape, *, after: int = 0
) -> list[Span]:
    """The best span of each kind of a text (`spans_of`; a short text read whole).

    Compiled where `_native` was built (`native`), else the numpy functions of this module;
    the two agree to float32 rounding (tests/test_screen_ngrams.py).
    """
    if native.ENABLED:
        found = native.compiled.spans(
            points, weights, shape.bits, shape.orders, shape.scales, after, shape.words
        )
        return [Span(score, start, end) for score, start, end in found]
    if after == 0 and is_short(points, shape) and not shape.words:
        return short_span(weights, points, shape)
    return spans_of(
        weights, buckets(points, shape), points, shape, after=after, words=words(points, shape)
    )


def best_span(
    summed: Floats,
    ends: npt.NDArray[np.int64],
    shape: Shape,
    *,
    after: int = 0,
    words: Words = NO_WORDS,
) -> Span:
    """The best of `best_spans`."""
    return max(
        best_spans(summed, ends, shape, after=after, words=words), key=_score, default=NOTHING
    )


def _score(span: Span) -> float:
    return span.score


def best_spans(
    summed: Floats,
    ends: npt.NDArray[np.int64],
    shape: Shape,
    *,
    after: int = 0,
    words: Words = NO_WORDS,
) -> list[Span]:
    """The best span of each kind of a text whose per-position sums of n-gram weights are given.

    Kinds: the sentences (`ends`: `sentence_ends`), the whole text, then the windows of
    each of `shape.scales` positions that hold the n-grams of all orders at each of their
    positions (the last few positions of the text, which do not, are read in its sentences
    and as a whole). With `after`, only the spans that end after that position count
    (earlier text read before new text: a span wholly in the earlier text was read with it).
    A span's sum is divided by the square root of the number of its features: its n-grams
    and its `words` (with words, `shape.words`, a window is chosen by that score, not by its
    sum: its number of features varies).
    """
    size = len(summed)
    if size == 0:
        return []
    running = np.concatenate(([0.0], np.cumsum(summed, dtype=np.float64)))
    bounds = np.concatenate(([0], ends[(ends > 0) & (ends < size)], [size]))
    numbers = counted(bounds, size, shape)  # n-grams before each bound
    if len(words.at):
        numbers += words.before(bounds)
    found: list[Span] = []
    starts, stops = bounds[:-1], bounds[1:]
    kept = stops > after  # each sentence that ends in the new text
    if np.any(kept):
        number = (numbers[1:] - numbers[:-1])[kept]
        scores = (running[stops[kept]] - running[starts[kept]]) / np.sqrt(np.maximum(number, 1.0))
        scores[number == 0] = -math.inf
        at = int(np.argmax(scores))
        found.append(Span(float(scores[at]), int(starts[kept][at]), int(stops[kept][at])))
    whole = float(numbers[-1])  # then the whole text
    score = float(running[-1]) / math.sqrt(whole) if whole else -math.inf
    found.append(Span(score, 0, size))
    full = size - max(shape.orders) + 1  # positions where every order has an n-gram
    for scale in shape.scales:
        first = max(0, after - scale + 1)
        last = full - scale  # the last start whose window is full
        if last < first or scale >= size:
            continue
        sums = running[first + scale : last + scale + 1] - running[first : last + 1]
        if shape.words:
            inside = words.before(np.arange(first, last + scale + 1))
            number = scale * len(shape.orders) + (inside[scale:] - inside[: last - first + 1])
            scores = sums / np.sqrt(number)
            at = int(np.argmax(scores))
            found.append(Span(float(scores[at]), first + at, first + at + scale))
            continue
        at = int(np.argmax(sums))
        score = float(sums[at]) / math.sqrt(scale * len(shape.orders))
        found.append(Span(score, first + at, first + at + scale))
    return found


__all__ = [
    "NOTHING",
    "NO_WORDS",
    "Shape",
    "Span",
    "Words",
    "best_span",
    "best_spans",
    "buckets",
    "codes",
    "codes_after",
    "codes_numpy",
    "contributions",
    "counted",
    "is_short",
    "read",
    "sentence_ends",
    "short_span",
    "spans_of",
    "words",
]
