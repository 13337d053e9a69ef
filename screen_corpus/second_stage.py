"""Train the screen's second stage (`l9_snl.firewall.screen.second`) on the first's readings.

Stacking: each training sample is described as the shipped screen would
describe it to the second stage, by the first-stage model that never saw its
group (grouped cross-validation, the folds of `train.py`): that model's
calibrated logit, the signals, and the `wordllama` embeddings of the view
(`normalise.views`) that model found most suspicious and of its most
suspicious span there. A network with one hidden layer of rectified units
is fitted on those (full-batch Adam on the class-balanced logistic loss
with an L2 penalty, seeded initial weights).

The threshold comes from a second, nested cross-validation over the same
folds: each sample's combined logit (the second stage's, clipped to the
band, inside the band; the first stage's outside) from a network that never
saw its group, then `train.threshold` on those.

Read by `train.py`, which writes `second.bin` beside `model.bin`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from adam import Adam

from l9_snl.firewall.screen.second import (
    LOGIT_SCALE,
    READ_UP_TO,
    SecondStage,
    embedder,
    texts_read,
)

BAND = (-0.5, 3.0)
"""The first stage's (calibrated) logits the second stage reads: probabilities 0.38-0.95.
Chosen by grouped cross-validation on the training corpus: a wider band caught no more, a
narrower one less; about 19% of the corpus's (hard) business texts fall in it."""
LONGEST = 2048
"""The longest text (characters) the second stage reads; a longer one is read by the first
stage alone (its spans), so that a long document costs no more than it did."""
UNITS = 64
EPOCHS = 500
RATE = 0.01
L2 = 1e-3

Floats = npt.NDArray[np.float64]


@dataclass
class Described:
    """The training samples as the second stage reads them."""

    inputs: Floats
    labels: Floats
    first: Floats
    """The first stage's calibrated out-of-fold logit of each sample."""
    in_band: npt.NDArray[np.bool_]
    """Whether the second stage reads the sample (its first logit in `BAND`, not too long)."""


def reads(first: float, text: str) -> bool:
    """Whether the second stage reads a text of this first-stage logit (`BAND`, `LONGEST`)."""
    return BAND[0] <= first <= BAND[1] and len(text) <= LONGEST


def describe(  # noqa: PLR0913, PLR0917 - one column of the training samples each
    texts: Sequence[str],
    spans: Sequence[tuple[str, str]],
    found: Sequence[Sequence[str]],
    first: Sequence[float],
    labels: Sequence[int],
    signals: Sequence[str],
) -> Described:
    """Each sample's inputs to the network (`SecondStage.inputs`, in bulk).

    `texts` are the samples as written (their length decides whether the second stage reads
    them), `spans` the text of each one's best view and of its best span in that view.
    """
    embed = embedder()
    if embed is None:
        raise RuntimeError("training the second stage needs the wordllama package")
    pairs = [texts_read(view, span) for view, span in spans]
    whole = embed([pair[0] for pair in pairs]).astype(np.float64)
    suspicious = embed([pair[1] for pair in pairs]).astype(np.float64)
    index = {name: at for at, name in enumerate(signals)}
    marks = np.zeros((len(texts), len(signals)))
    for row, names in enumerate(found):
        for name in names:
            if name in index:
                marks[row, index[name]] = 1.0
    logits = np.array(first, dtype=np.float64)
    inputs = np.hstack([(logits / LOGIT_SCALE)[:, None], marks, whole, suspicious])
    inputs = inputs.astype(np.float32).astype(np.float64)  # what the shipped float32 reads
    in_band = np.array([reads(x, t) for x, t in zip(first, texts, strict=True)], dtype=np.bool_)
    return Described(inputs, np.array(labels, dtype=np.float64), logits, in_band)


@dataclass
class Network:
    """One hidden layer's weights and biases, the output's."""

    hidden: Floats
    hidden_bias: Floats
    output: Floats
    output_bias: float

    def logits(self, inputs: Floats) -> Floats:
        """The network's logit of each row."""
        values: Floats = np.maximum(inputs @ self.hidden + self.hidden_bias, 0.0) @ self.output
        return values + self.output_bias


def fit(inputs: Floats, labels: Floats, seed: int) -> Network:
    """Full-batch Adam on the class-balanced logistic loss with an L2 penalty on the weights."""
    rng = np.random.default_rng(seed)
    size, width = inputs.shape
    positives = float(labels.sum())
    negatives = size - positives
    balance = np.where(
        labels == 1.0, size / (2 * max(positives, 1.0)), size / (2 * max(negatives, 1.0))
    ) / max(size, 1)
    params = [
        rng.normal(0.0, 1.0 / math.sqrt(width), (width, UNITS)),
        np.zeros(UNITS),
        rng.normal(0.0, 1.0 / math.sqrt(UNITS), UNITS),
        np.zeros(1),
    ]
    adam = Adam(params, RATE)
    for _ in range(EPOCHS):
        weights, bias, out, out_bias = params
        hidden = np.maximum(inputs @ weights + bias, 0.0)
        logits = hidden @ out + out_bias[0]
        error = (1.0 / (1.0 + np.exp(-logits)) - labels) * balance
        back = np.outer(error, out) * (hidden > 0)
        grads = [
            inputs.T @ back + L2 * weights,
            back.sum(axis=0),
            hidden.T @ error + L2 * out,
            np.array([error.sum()]),
        ]
        adam.step(params, grads)
    return Network(params[0], params[1], params[2], float(params[3][0]))


def combined(described: Described, network_logits: Floats) -> Floats:
    """The screen's logit of each sample: the network's clipped to the band inside it."""
    clipped = np.clip(network_logits, BAND[0], BAND[1])
    return np.where(described.in_band, clipped, described.first)


def out_of_fold(described: Described, fold_of: Sequence[int], folds: int, seed: int) -> Floats:
    """Each sample's combined logit, the network fitted on the other folds."""
    chosen = np.array(fold_of)
    network_logits = np.zeros(len(described.labels))
    for fold in range(folds):
        train = chosen != fold
        network = fit(described.inputs[train], described.labels[train], seed + fold)
        network_logits[chosen == fold] = network.logits(described.inputs[chosen == fold])
    return combined(described, network_logits)


def stage(network: Network, signals: Sequence[str], threshold: float) -> SecondStage:
    """The shipped second stage."""
    return SecondStage(
        low=BAND[0],
        high=BAND[1],
        longest=LONGEST,
        threshold=threshold,
        signals=tuple(signals),
        hidden=network.hidden.astype(np.float32),
        hidden_bias=network.hidden_bias.astype(np.float32),
        output=network.output.astype(np.float32),
        output_bias=float(np.float32(network.output_bias)),
    )


__all__ = ["BAND", "LONGEST", "READ_UP_TO", "Described", "combined", "describe", "fit", "stage"]
