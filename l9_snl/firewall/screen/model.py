"""The screen's classifier: logistic regression over words, pairs of words and signals.

A text is read in each of its views (`normalise.views`); each view is cut
into windows of `window` words, and a window scores the sum of the weights
of its words and of its pairs of adjacent words. A view scores its best
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
word and per pair, and running sums.
"""

from __future__ import annotations

import functools
import json
import math
import operator
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import accumulate, pairwise, repeat
from pathlib import Path
from typing import Any, Final

from l9_snl.firewall.screen.lexicon import word_classes
from l9_snl.firewall.screen.normalise import View

MODEL_FILE: Final = Path(__file__).with_name("model.json")
DEFAULT_WINDOW: Final = 24
WORD_CLASSES: Final = word_classes()
_CJK: Final = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CJK_RUN: Final = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def tokens(view: View) -> list[bytes]:
    """The words of a view; runs of Chinese or Japanese characters as pairs of characters."""
    if view.text.isascii():
        return view.words
    text = view.text.decode("utf-8", "replace")
    if _CJK.search(text) is None:
        return view.words
    out: list[bytes] = []
    for word in view.words:
        decoded = word.decode("utf-8", "replace")
        if _CJK.search(decoded) is None:
            out.append(word)
            continue
        for part in re.split(f"({_CJK_RUN.pattern})", decoded):
            if not part:
                continue
            if _CJK.match(part):
                out.extend((part[i : i + 2]).encode() for i in range(max(1, len(part) - 1)))
            else:
                out.append(part.encode())
    return out


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

    @functools.cached_property
    def merged(self) -> dict[bytes, float]:
        """Each word's weight with its class's: one look-up per word when scoring."""
        merged = dict(self.words)
        for word, name in WORD_CLASSES.items():
            weight = self.classes.get(name, 0.0)
            if weight:
                merged[word] = merged.get(word, 0.0) + weight
        return merged

    def weights(self, words: list[bytes]) -> list[float]:
        """Each word's weight (its class's included) plus that of the pair it starts."""
        weights = list(map(self.merged.get, words, repeat(0.0)))
        if len(words) > 1:
            pairs = list(map(self.pairs.get, pairwise(words), repeat(0.0)))
            weights = list(map(operator.add, weights, [*pairs, 0.0]))
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
        return self.best_window(self.weights(words))[1] if words else 0.0

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
        }

    @classmethod
    def from_json(cls, document: Mapping[str, Any]) -> Model:
        """A model from its file's content."""
        pairs: dict[tuple[bytes, bytes], float] = {}
        for key, weight in document["pairs"].items():
            first, _, second = key.partition(" ")
            pairs[first.encode(), second.encode()] = float(weight)
        return cls(
            bias=float(document["bias"]),
            window=int(document["window"]),
            words={k.encode(): float(v) for k, v in document["words"].items()},
            pairs=pairs,
            signals={k: float(v) for k, v in document["signals"].items()},
            classes={k: float(v) for k, v in document.get("classes", {}).items()},
            threshold=float(document.get("threshold", 0.5)),
        )


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


__all__ = ["DEFAULT_WINDOW", "MODEL_FILE", "Model", "dumps", "load", "logistic", "tokens"]
