"""The screen's second stage: a small network over sentence embeddings, where the first is unsure.

The first stage (`model`) reads the surface of a text: character n-grams
and patterns. A paraphrase, or an instruction in a language the corpus has
few samples of, shares few n-grams with what it was trained on. The second
stage reads what the most suspicious span means, as far as static sentence
embeddings say it: the 256-dimensional embedding of `wordllama` (its weights
ship inside its pip package: no download, no model server) of the span the
first stage found most suspicious (its first `READ_UP_TO` characters), fed
with the first stage's logit and the signals into one hidden layer of
rectified units. It reads the span only, never the rest of the text: text
a sender adds around an instruction (an ordinary paragraph, padding) is not
what it embeds, and it is trained on padded copies of the corpus so that
what padding does to the first stage's logit is known to it too.

It runs only when the first stage's logit is in an uncertain band
(`SecondStage.low` .. `high`), on texts up to `SecondStage.longest`
characters (a longer document is read by the first stage's spans): most
business text scores under the band and is read once, plain injections
score over it. It may raise a text, never lower its score: the text's score
is the higher of the two stages' (the second's clipped to the band), and
the text is flagged when the first stage's probability reaches
`SecondStage.first_threshold` or, in the band, the second's reaches
`SecondStage.threshold`. The two thresholds are chosen together in training,
by grouped cross-validation on the corpus and its padded copies, so that
padding does not lower recall there.

Without `wordllama` installed, or without the file, the screen is the first
stage alone with its own threshold.

The file (`second.bin`, written by `screen_corpus/train.py`): a header line,
a JSON object (band, thresholds, the signals in input order, the sizes),
then the weights as little-endian `float32`: the hidden layer's matrix (row
per input), its biases, the output weights and the output bias.
"""

from __future__ import annotations

import functools
import json
import logging
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Protocol

import numpy as np
import numpy.typing as npt

from contexts.wordllama import load_wordllama
from l9_snl.firewall.screen.ngrams import codes

logger = logging.getLogger("l9_snl.firewall.screen")

SECOND_FILE: Final = Path(__file__).with_name("second.bin")
MAGIC: Final = b"ioa-stack injection screen second stage 2\n"
"""The file's first line (the format's version is its last word)."""
EMBEDDING: Final = 256
"""The size of one sentence embedding (wordllama's 256-dimensional model)."""
READ_UP_TO: Final = 256
"""Characters of the most suspicious span that are embedded (a window is at most 256)."""
LOGIT_SCALE: Final = 3.0
"""The first stage's logit enters the network divided by this (its other inputs are in [-1, 1])."""

Floats = npt.NDArray[np.float32]


class SecondStageFileError(ValueError):
    """A second-stage file that is not one (wrong header, truncated, inconsistent)."""


class Embedder(Protocol):
    """What the second stage needs of a sentence-embedding model."""

    def __call__(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """One unit-length row of `EMBEDDING` numbers per text."""
        ...


@dataclass(frozen=True, kw_only=True)
class SecondStage:
    """A trained second stage (see the module)."""

    low: float
    """The first stage's logits from which the second stage reads a text..."""
    high: float
    """...up to this one (inclusive)."""
    longest: int
    """The longest text (characters) read here; a longer one is read by the first stage alone."""
    threshold: float
    """The second stage's probability from which a text it reads is flagged."""
    first_threshold: float
    """The first stage's probability from which a text is flagged, when the second is in use
    (chosen with `threshold`, in place of the first stage's own)."""
    signals: tuple[str, ...]
    """The signals, in the order of the network's inputs (one input each: found or not)."""
    hidden: Floats = field(repr=False)
    """The hidden layer's weights: one row per input, one column per unit."""
    hidden_bias: Floats = field(repr=False)
    """The hidden units' biases."""
    output: Floats = field(repr=False)
    """The output's weight of each hidden unit."""
    output_bias: float
    """Added to the output."""

    def reads(self, logit: float, size: int) -> bool:
        """Whether a text of `size` characters and first-stage logit `logit` is read here."""
        return self.low <= logit <= self.high and size <= self.longest

    def inputs(self, first: float, found: Iterable[str], embedded: npt.NDArray[Any]) -> Floats:
        """The network's inputs: the first logit, the signals, the span's embedding."""
        names = set(found)
        marks = [1.0 if name in names else 0.0 for name in self.signals]
        head = np.array([first / LOGIT_SCALE, *marks], dtype=np.float32)
        return np.concatenate((head, np.asarray(embedded, dtype=np.float32).reshape(-1)))

    def raw(self, inputs: npt.NDArray[Any]) -> npt.NDArray[np.float64]:
        """The network's logit for each row of inputs (before clipping to the band)."""
        hidden = np.maximum(
            np.asarray(inputs, dtype=np.float32) @ self.hidden + self.hidden_bias, 0
        )
        out: npt.NDArray[np.float64] = (hidden @ self.output).astype(np.float64) + self.output_bias
        return out

    def logit(self, first: float, found: Iterable[str], embedded: npt.NDArray[Any]) -> float:
        """The second stage's logit of a text in the band: the network's, clipped to the band."""
        value = float(self.raw(self.inputs(first, found, embedded)[None, :])[0])
        if not math.isfinite(value):
            return first
        return min(self.high, max(self.low, value))


def span_text(view: str, start: int, end: int) -> str:
    """The text of a span of a view as the classifier reads it (`ngrams.codes`).

    `ngrams.Span` positions are in its codes: white space squeezed, and each key, hash or
    other random token one `#`.
    """
    return "".join(map(chr, codes(view)[start:end].tolist())).strip()


def texts_read(span: str) -> list[str]:
    """What is embedded of a text: the start of its most suspicious span (`span_text`).

    A span of a view (`normalise.views`), never of the text as written: a disguise that the
    first layer takes off (look-alike letters, invisible characters, case) changes nothing
    here either. As the classifier reads it (`span_text`): a random token (a MAC, a key) is
    `#`, so that it does not move the embedding from one message to the next. Only the
    span: what surrounds it (padding, an ordinary paragraph) is not embedded.
    """
    return [span[:READ_UP_TO] or " "]


def dumps(stage: SecondStage) -> bytes:
    """The file's bytes."""
    inputs, units = stage.hidden.shape
    header = {
        "high": round(stage.high, 6),
        "inputs": inputs,
        "longest": stage.longest,
        "low": round(stage.low, 6),
        "output_bias": float(np.float32(stage.output_bias)),
        "signals": list(stage.signals),
        "threshold": round(stage.threshold, 6),
        "first_threshold": round(stage.first_threshold, 6),
        "units": units,
    }
    head = json.dumps(header, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    body = b"".join(
        np.ascontiguousarray(array, dtype="<f4").tobytes()
        for array in (stage.hidden, stage.hidden_bias, stage.output)
    )
    return MAGIC + head + body


def loads(data: bytes) -> SecondStage:
    """A second stage from its file's bytes (`SecondStageFileError` when they are not one)."""
    if not data.startswith(MAGIC):
        raise SecondStageFileError("not a second-stage file (unknown first line)")
    rest = data[len(MAGIC) :]
    line_end = rest.find(b"\n")
    if line_end < 0:
        raise SecondStageFileError("second-stage file header is not terminated")
    try:
        header: dict[str, Any] = json.loads(rest[:line_end])
        inputs, units = int(header["inputs"]), int(header["units"])
        signals = tuple(str(name) for name in header["signals"])
        low, high = float(header["low"]), float(header["high"])
        longest = int(header["longest"])
        threshold, output_bias = float(header["threshold"]), float(header["output_bias"])
        first_threshold = float(header["first_threshold"])
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise SecondStageFileError(f"second-stage file header is malformed: {error}") from error
    if inputs != 1 + len(signals) + EMBEDDING or not 1 <= units <= 4096 or not low <= high:
        raise SecondStageFileError("second-stage file sizes are inconsistent")
    numbers = (low, high, threshold, first_threshold, output_bias)
    probabilities = all(0 < value < 1 for value in (threshold, first_threshold))
    if not all(map(math.isfinite, numbers)) or not probabilities or longest < 0:
        # a NaN or out-of-range threshold would switch the screen off without a word
        raise SecondStageFileError("second-stage file header holds a value out of range")
    body = rest[line_end + 1 :]
    if len(body) != 4 * (inputs * units + 2 * units):
        raise SecondStageFileError(f"second-stage file holds {len(body)} bytes of weights")
    values = np.frombuffer(body, dtype="<f4").astype(np.float32)
    if not np.all(np.isfinite(values)):
        raise SecondStageFileError("second-stage file holds weights that are not finite")
    hidden = values[: inputs * units].reshape(inputs, units)
    return SecondStage(
        low=low,
        high=high,
        longest=longest,
        threshold=threshold,
        first_threshold=first_threshold,
        signals=signals,
        hidden=hidden,
        hidden_bias=values[inputs * units : inputs * units + units],
        output=values[inputs * units + units :],
        output_bias=output_bias,
    )


@functools.cache
def load() -> SecondStage | None:
    """The shipped second stage, or None (logged once) when it cannot be used.

    Its file missing or not a second stage, or `wordllama` not installed or failing to
    load: the screen goes on with its first stage, never fails a message for it.
    """
    why = None
    stage = None
    if embedder() is None:
        why = "wordllama cannot be loaded"
    elif not SECOND_FILE.exists():
        why = f"{SECOND_FILE} is missing"
    else:
        try:
            stage = loads(SECOND_FILE.read_bytes())
        except (OSError, SecondStageFileError) as error:
            why = f"{SECOND_FILE}: {error}"
    if why is not None:
        # a dependency of the package: a broken install must not weaken the screen silently
        logger.warning(
            "the injection screen runs without its second stage (%s): recall is lower", why
        )
    return stage


@functools.cache
def embedder() -> Embedder | None:
    """The 256-dimensional embeddings of `wordllama`, loaded once (None without the package)."""
    try:
        model = load_wordllama(EMBEDDING)  # (without the logging set-up it does on import)
        tokenizer = model.tokenizer
        tokenizer.no_padding()  # one text at a time: no padding to the longest of a batch
        table = np.ascontiguousarray(model.embedding, dtype=np.float32)
    except Exception:  # missing, moved weights, another API: no second stage, logged
        logger.exception("wordllama could not be loaded for the injection screen")
        return None
    last = len(table) - 1

    def embed(texts: list[str]) -> npt.NDArray[np.float32]:
        """The mean of each text's token embeddings, made unit length (wordllama's `embed`)."""
        rows = np.zeros((len(texts), EMBEDDING), dtype=np.float32)
        for at, text in enumerate(texts):
            ids = np.minimum(np.asarray(tokenizer.encode(text, add_special_tokens=False).ids), last)
            if len(ids):
                mean = table[ids].mean(axis=0)
                norm = float(np.linalg.norm(mean))
                rows[at] = mean / norm if norm > 0 else mean
        return rows

    return embed


__all__ = [
    "EMBEDDING",
    "SECOND_FILE",
    "Embedder",
    "SecondStage",
    "SecondStageFileError",
    "dumps",
    "embedder",
    "load",
    "loads",
    "span_text",
    "texts_read",
]
