"""The screen's classifier: logistic regression over words, pairs of words and signals.

A text is read in each of its views (`normalise.views`); each view is cut
into windows of `window` words, and a window scores the sum of the weights
of its words, of its pairs of adjacent words, of the word classes of
`lexicon` its words belong to, and of the pairs of classes of adjacent words
and of words one word apart ("drop" then "configuration": "ignore the
rules", "disregard your guidelines", "oubliez les consignes"). The classes
are what lets the model read a paraphrase or a language the corpus has few
samples of. A view scores its best
window, plus the weights of the signals found anywhere in the text
(`signals`), plus the bias; the text scores its best view. The probability
is the logistic function of that score. Taking the best window, not the
whole text, keeps a long business document from drowning one injected
sentence, and keeps its many ordinary words from adding up to a false alarm.

Text in scripts written without spaces (Chinese, Japanese) is read as pairs
of characters instead of words.

The model is a JSON file shipped in the package (`model.json`), written by
`screen_corpus/train.py` from the corpus and a seed; `load()` reads it once.
Scoring is pure Python in time linear in the text: a dictionary look-up per
word, per pair of words, per word's class and per triple of classes (the
class pairs' weights, added up at load), and running sums.
"""

from __future__ import annotations

import functools
import json
import math
import operator
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import accumulate, chain, compress, islice, pairwise, repeat
from pathlib import Path
from typing import Any, Final

from l9_snl.firewall.screen.lexicon import word_classes
from l9_snl.firewall.screen.normalise import View

MODEL_FILE: Final = Path(__file__).with_name("model.json")
DEFAULT_WINDOW: Final = 24
WORD_CLASSES: Final = word_classes()
_CJK: Final = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CJK_SPLIT: Final = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)")


def tokens(view: View) -> list[bytes]:
    """The words of a view; runs of Chinese or Japanese characters as pairs of characters."""
    if view.text.isascii():
        return view.words
    text = view.text.decode("utf-8", "replace")
    if _CJK.search(text) is None:
        return view.words
    try:  # all words at once: the runs of the words joined by spaces, cut at the spaces
        parts = _CJK_SPLIT.split(b" ".join(view.words).decode())
    except UnicodeDecodeError:
        return _tokens_word_by_word(view.words)
    out: list[bytes] = []
    for at, part in enumerate(parts):
        if at % 2:  # a run of Chinese or Japanese characters
            out.extend(_pairs(part) if len(part) > 1 else (part.encode(),))
        elif part:  # the rest: whole words, or the parts of words beside a run
            out.extend(filter(None, part.encode().split(b" ")))
    return out


def _pairs(run: str) -> list[bytes]:
    """Each pair of characters of a run, cut from its UTF-8 (3 bytes a character).

    The pairs at even places are the run cut in 6 bytes, those at odd places the run cut
    in 6 bytes from its second character.
    """
    raw = run.encode()
    pairs: list[bytes] = [b""] * (len(run) - 1)
    pairs[0::2] = _SIX_BYTES.findall(raw)
    pairs[1::2] = _SIX_BYTES.findall(raw, 3)
    return pairs


_SIX_BYTES: Final = re.compile(rb"(?s)......")


def _tokens_word_by_word(words: list[bytes]) -> list[bytes]:
    """`tokens` of words that are not all UTF-8 (read with replacement characters)."""
    out: list[bytes] = []
    for word in words:
        if word.isascii():
            out.append(word)
            continue
        for part in _CJK_SPLIT.split(word.decode("utf-8", "replace")):
            if not part:
                continue
            if len(part) > 1 and _CJK.match(part):
                out.extend(_pairs(part))
            else:
                out.append(part.encode())
    return out


NO_CLASS: Final = ""


def classes_of(words: list[bytes]) -> list[str]:
    """Each word's class (`lexicon.CLASSES`), or `NO_CLASS`."""
    return list(map(WORD_CLASSES.get, words, repeat(NO_CLASS)))


@dataclass(frozen=True)
class Model:
    """The weights (see the module)."""

    bias: float
    window: int
    words: Mapping[bytes, float]
    pairs: Mapping[tuple[bytes, bytes], float]
    signals: Mapping[str, float]
    classes: Mapping[str, float] = field(default_factory=dict)
    """Each word class's weight (`lexicon.CLASSES`), added to its words' own."""
    threshold: float = 0.5
    """The probability from which a text is flagged (chosen by the training script)."""
    class_pairs: Mapping[tuple[str, str], float] = field(default_factory=dict)
    """The weight of two adjacent words' classes ("drop" then "configuration"), whatever
    the words: what a paraphrase shares with the sentence it rephrases."""
    class_skips: Mapping[tuple[str, str], float] = field(default_factory=dict)
    """The weight of the classes of two words one word apart ("ignore the rules")."""

    @functools.cached_property
    def merged(self) -> dict[bytes, float]:
        """Each word's weight with its class's: one look-up per word when scoring."""
        merged = dict(self.words)
        for word, name in WORD_CLASSES.items():
            weight = self.classes.get(name, 0.0)
            if weight:
                merged[word] = merged.get(word, 0.0) + weight
        return merged

    @functools.cached_property
    def unclassed_triples(self) -> bool:
        """Whether a triple of `triples` starts with a word of no class."""
        return any(first == NO_CLASS for first, _, _ in self.triples)

    @functools.cached_property
    def triples(self) -> dict[tuple[str, str, str], float]:
        """The weight of the classes of a word and of the two words after it.

        `class_pairs` of the first two, `class_skips` of the first and third: one look-up
        per word when scoring.
        """
        names = [*sorted(set(WORD_CLASSES.values())), NO_CLASS]
        table: dict[tuple[str, str, str], float] = {}
        for first in names:
            for second in names:
                pair = self.class_pairs.get((first, second), 0.0)
                for third in names:
                    weight = pair + self.class_skips.get((first, third), 0.0)
                    if weight:
                        table[first, second, third] = weight
        return table

    def weights(self, words: list[bytes]) -> list[float]:
        """Each word's weight (its class's included) plus that of the pairs it starts."""
        weights = list(map(self.merged.get, words, repeat(0.0)))
        if len(words) > 1:
            pairs = map(self.pairs.get, pairwise(words), repeat(0.0))
            weights = list(map(operator.add, weights, chain(pairs, (0.0,))))
            if self.triples:
                named = [*classes_of(words), NO_CLASS, NO_CLASS]
                classes = self.triples
                if self.unclassed_triples:
                    triples = list(
                        map(
                            classes.get, zip(named, named[1:], named[2:], strict=False), repeat(0.0)
                        )
                    )
                else:  # a word of no class starts no triple: look up only at the others
                    triples = [0.0] * len(words)
                    for at in compress(range(len(words)), named):
                        triples[at] = classes.get((named[at], named[at + 1], named[at + 2]), 0.0)
                weights = list(map(operator.add, weights, triples))
        return weights

    def best_window(self, weights: list[float]) -> tuple[int, float]:
        """Where the best window starts, and its sum (the whole text when it is shorter)."""
        if len(weights) <= self.window:
            return 0, math.fsum(weights)
        sums = list(accumulate(weights, initial=0.0))
        totals = list(map(operator.sub, sums[self.window :], sums[: -self.window]))
        best = max(totals)
        return totals.index(best), best

    def view_score(self, words: list[bytes]) -> float:
        """The best window's sum of word and pair weights (0.0 for no words)."""
        if not words:
            return 0.0
        weights = self.weights(words)
        if len(weights) <= self.window:
            return math.fsum(weights)
        sums = list(accumulate(weights, initial=0.0))
        totals: Iterable[float] = map(operator.sub, islice(sums, self.window, None), sums)
        return max(totals)

    def score(self, views: Iterable[View], signals: Iterable[str]) -> float:
        """The logit of a text read in `views` with `signals` found in it."""
        best = max((self.view_score(tokens(view)) for view in views), default=0.0)
        return self.bias + best + sum(self.signals.get(name, 0.0) for name in signals)

    def probability(self, views: Iterable[View], signals: Iterable[str]) -> float:
        """The probability that the text is an injection."""
        return logistic(self.score(views, signals))

    def as_json(self) -> dict[str, Any]:
        """The model file's content (sorted, weights rounded: byte for byte reproducible)."""
        return {
            "bias": round(self.bias, 6),
            "window": self.window,
            "words": {k.decode(): round(v, 6) for k, v in sorted(self.words.items())},
            "pairs": {
                f"{a.decode()} {b.decode()}": round(v, 6)
                for (a, b), v in sorted(self.pairs.items())
            },
            "signals": {k: round(v, 6) for k, v in sorted(self.signals.items())},
            "classes": {k: round(v, 6) for k, v in sorted(self.classes.items())},
            "threshold": round(self.threshold, 6),
            "class_pairs": {
                f"{a} {b}": round(v, 6) for (a, b), v in sorted(self.class_pairs.items())
            },
            "class_skips": {
                f"{a} {b}": round(v, 6) for (a, b), v in sorted(self.class_skips.items())
            },
        }

    @classmethod
    def from_json(cls, document: Mapping[str, Any]) -> Model:
        """A model from its file's content."""
        pairs: dict[tuple[bytes, bytes], float] = {}
        for key, weight in document["pairs"].items():
            first, _, second = key.partition(" ")
            pairs[first.encode(), second.encode()] = float(weight)
        class_pairs = _class_pairs(document.get("class_pairs", {}))
        return cls(
            bias=float(document["bias"]),
            window=int(document["window"]),
            words={k.encode(): float(v) for k, v in document["words"].items()},
            pairs=pairs,
            signals={k: float(v) for k, v in document["signals"].items()},
            classes={k: float(v) for k, v in document.get("classes", {}).items()},
            threshold=float(document.get("threshold", 0.5)),
            class_pairs=class_pairs,
            class_skips=_class_pairs(document.get("class_skips", {})),
        )


def _class_pairs(table: Mapping[str, Any]) -> dict[tuple[str, str], float]:
    """A table of pairs of classes from the file ("drop configuration": weight)."""
    pairs: dict[tuple[str, str], float] = {}
    for key, weight in table.items():
        first, _, second = key.partition(" ")
        pairs[first, second] = float(weight)
    return pairs


def logistic(x: float) -> float:
    """1 / (1 + e^-x), without overflow."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def dumps(model: Model) -> bytes:
    """The model file's bytes."""
    return (
        json.dumps(model.as_json(), ensure_ascii=False, indent=0, sort_keys=True) + "\n"
    ).encode()


@functools.cache
def load(path: Path = MODEL_FILE) -> Model:
    """The shipped model (read once)."""
    return Model.from_json(json.loads(path.read_bytes()))


__all__ = [
    "DEFAULT_WINDOW",
    "MODEL_FILE",
    "NO_CLASS",
    "Model",
    "classes_of",
    "dumps",
    "load",
    "logistic",
    "tokens",
]
