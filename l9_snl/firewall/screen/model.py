"""The screen's classifier: logistic regression over hashed character n-grams and words.

A view of a text (`normalise.views`: the folded text, or what a disguise
hid) is read as character n-grams and, in a model whose shape says so, as
words and pairs of words on one line (`ngrams.words`), each hashed into a
bucket with a weight; a span of the view scores the sum of its features'
weights over the square root of their number, and the view scores its best span (the whole
text, a sentence, or a window: see `ngrams.best_spans`). The text's logit is
the best view's score, plus the weights of the pattern signals found in the
text (`signals`, kept at zero or above in training: a signal is evidence of
an injection or of nothing), plus the bias; the probability is the logistic
function of the logit. The signals carry what the patterns know of the
classic phrasings, which n-grams alone weigh against the many business texts
that quote or echo them.

Character n-grams read a word the corpus never showed in a form it did
("instrucciones", "ignorez", "disregarding"), survive typing errors, and need
no word splitting (Chinese and Japanese are read as they are); words and
pairs of words add what a few characters cannot see ("previous
instructions" as one feature, not as n-grams that ordinary text shares).

The model is a file shipped in the package (`model.bin`), written by
`screen_corpus/train.py` from the corpus and a seed; `load()` reads it once.
The file: a header line, a JSON object (the shape, bias, threshold, signal
weights and the step the weights are quantised by; version 3, a model that
reads words too (`ngrams.words`), says `"words": true`), then the non-zero
buckets as little-endian `uint32` and their weights as `int16` steps.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from l9_snl.firewall.screen.ngrams import (
    NOTHING,
    Shape,
    Span,
    codes,
    codes_after,
    read,
)

MODEL_FILE: Final = Path(__file__).with_name("model.bin")
MAGIC: Final = b"ioa-stack injection screen model 3\n"
"""The file's first line (the format's version is its last word) for a model that reads words."""
MAGIC_NO_WORDS: Final = b"ioa-stack injection screen model 2\n"
"""The first line of a file whose model reads n-grams only (version 2, as before words: such a
file is written as it was, byte for byte)."""


MAX_ORDER: Final = 15
"""The longest n-gram a model may name (one salt per length: `ngrams._SALT`)."""
MAX_SCALE: Final = 1 << 16
"""The widest window a model may name."""


class ModelFileError(ValueError):
    """A model file that is not one (wrong header, truncated, inconsistent)."""


@dataclass(frozen=True, kw_only=True)
class Model:
    """A trained classifier (see the module)."""

    shape: Shape
    """How texts are cut into n-grams and spans."""
    bias: float
    """Added to every logit."""
    threshold: float
    """The probability from which a text is flagged (chosen in training)."""
    signals: Mapping[str, float]
    """The weight of each pattern signal (`signals`), added once when the text has it."""
    weights: npt.NDArray[np.float32] = field(repr=False)
    """The weight of each bucket (`2**shape.bits` of them)."""

    def span(self, text: str) -> Span:
        """The best span of one view's text."""
        return max(self.spans(text), key=_score, default=NOTHING)

    def spans(self, text: str) -> list[Span]:
        """The best span of each kind of one view's text (see `ngrams.spans_of`)."""
        return read(self.weights, codes(text), self.shape)

    def span_after(self, before: str, text: str) -> Span:
        """The best span of `before` then `text` that ends in `text` (see `ngrams.best_spans`)."""
        points, after = codes_after(before, text)
        return max(read(self.weights, points, self.shape, after=after), key=_score, default=NOTHING)

    def logit(self, texts: Iterable[str], found: Iterable[str] = ()) -> float:
        """The logit of a text read in these views (their texts), with these signals."""
        best = max((self.span(text) for text in texts), key=_score, default=NOTHING)
        score = best.score if math.isfinite(best.score) else 0.0
        return self.bias + score + self.signal_weight(found)

    def signal_weight(self, found: Iterable[str]) -> float:
        """The sum of the weights of these signals."""
        return sum(self.signals.get(name, 0.0) for name in found)

    def probability(self, texts: Iterable[str], found: Iterable[str] = ()) -> float:
        """The probability that the text is an injection."""
        return logistic(self.logit(texts, found))


def _score(span: Span) -> float:
    return span.score


def logistic(x: float) -> float:
    """The logistic function, safe for any float."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def dumps(model: Model, *, step: float | None = None) -> bytes:
    """The model file's bytes (weights quantised to `int16` steps; zero buckets left out)."""
    weights = model.weights.astype(np.float64)
    if step is None:
        peak = float(np.max(np.abs(weights))) if weights.size else 0.0
        step = peak / 32767 if peak > 0 else 1.0
    steps = np.rint(weights / step).astype(np.int64)
    np.clip(steps, -32767, 32767, out=steps)
    where = np.flatnonzero(steps).astype("<u4")
    header = {
        "bias": round(model.bias, 6),
        "bits": model.shape.bits,
        "count": len(where),
        "orders": list(model.shape.orders),
        "scales": list(model.shape.scales),
        "signals": {name: round(weight, 6) for name, weight in sorted(model.signals.items())},
        "step": float(f"{step:.9g}"),
        "threshold": round(model.threshold, 6),
    }
    if model.shape.words:
        header["words"] = True
    head = json.dumps(header, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    places: bytes = where.tobytes()
    values: bytes = steps[where].astype("<i2").tobytes()
    return (MAGIC if model.shape.words else MAGIC_NO_WORDS) + head + places + values


def loads(data: bytes) -> Model:
    """A model from its file's bytes (`ModelFileError` when they are not one)."""
    if data.startswith(MAGIC):
        version = 3
    elif data.startswith(MAGIC_NO_WORDS):
        version = 2
    else:
        raise ModelFileError("not an injection screen model file (unknown first line)")
    rest = data[len(MAGIC) :]  # both first lines are as long
    line_end = rest.find(b"\n")
    if line_end < 0:
        raise ModelFileError("model file header is not terminated")
    try:
        header: dict[str, Any] = json.loads(rest[:line_end])
        shape = Shape(
            bits=int(header["bits"]),
            orders=tuple(int(order) for order in header["orders"]),
            scales=tuple(int(scale) for scale in header["scales"]),
            words=header["words"] is True if version >= 3 else False,
        )
        count = int(header["count"])
        step = float(header["step"])
        bias, threshold = float(header["bias"]), float(header["threshold"])
        signals = {str(name): float(weight) for name, weight in header["signals"].items()}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise ModelFileError(f"model file header is malformed: {error}") from error
    if (
        not 8 <= shape.bits <= 26
        or not shape.orders
        or not all(1 <= order <= MAX_ORDER for order in shape.orders)
        or len(set(shape.orders)) != len(shape.orders)
        or not all(1 <= scale <= MAX_SCALE for scale in shape.scales)
    ):
        raise ModelFileError(f"model file shape is out of range: {shape}")
    body = rest[line_end + 1 :]
    if len(body) != 6 * count:
        raise ModelFileError(f"model file holds {len(body)} bytes of weights, not {6 * count}")
    where = np.frombuffer(body[: 4 * count], dtype="<u4")
    if count and int(where.max()) >= 1 << shape.bits:
        raise ModelFileError("model file names a bucket beyond its size")
    weights = np.zeros(1 << shape.bits, dtype=np.float32)
    weights[where] = np.frombuffer(body[4 * count :], dtype="<i2").astype(np.float32) * step
    return Model(shape=shape, bias=bias, threshold=threshold, signals=signals, weights=weights)


def load(path: Path | None = None) -> Model:
    """The model in `path` (the shipped one by default), each file read once."""
    return _shipped() if path is None else _load(path)


@functools.cache
def _shipped() -> Model:
    """The shipped model (no argument to hash: `load()` is called per message)."""
    return _load(MODEL_FILE)


@functools.cache
def _load(path: Path) -> Model:
    return loads(path.read_bytes())


__all__ = [
    "MAGIC",
    "MAGIC_NO_WORDS",
    "MODEL_FILE",
    "Model",
    "ModelFileError",
    "dumps",
    "load",
    "loads",
    "logistic",
]
