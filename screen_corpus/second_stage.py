"""Train the screen's second stage (`l9_snl.firewall.screen.second`) on the first's readings.

Stacking: each training sample is described as the shipped screen would
describe it to the second stage, by the first-stage model that never saw its
group (grouped cross-validation, the folds of `train.py`): that model's
calibrated logit, the signals, and the `wordllama` embedding of the span
(in a view: `normalise.views`) that model found most suspicious. A network
with one hidden layer of rectified units is fitted on those (full-batch Adam
on the class-balanced logistic loss with an L2 penalty, seeded initial
weights).

Padding: each sample, injection or business text alike, also comes as a
padded copy (`padded`: ordinary business paragraphs of the training corpus
before, after or around it) in its original's group and fold. The network
trains on the copies too, and the thresholds are chosen on them too.

The thresholds come from a second, nested cross-validation over the same
folds: each sample's network logit from a network that never saw its group,
then `thresholds`, which picks the first stage's threshold and the second's
together (the false-positive rate on the corpus's business texts at
`train.TARGET_FPR`, the padded copies of the injections caught at least as
often as the injections as written).

Read by `train.py`, which writes `second.bin` beside `model.bin`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
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


PADDING_FAMILY = "benign_plain"
"""The training texts padding is cut from: ordinary business text with no trigger word."""
PADDING_SIZES = (60, 900)
"""The shortest and longest of those texts used as a paragraph of padding (characters)."""
LAYOUTS = ("before", "after", "around")
"""Where the padding goes: before the text, after it, or some on each side."""
SEPARATORS = (" ", "\n", "\n\n")


def padded(
    lines: Sequence[Mapping[str, object]],
    texts: Sequence[str],
    fold_of: Mapping[str, int],
    seed: int,
) -> list[dict[str, object]]:
    """A copy of each line with ordinary business paragraphs before, after or around it.

    Injections and business texts alike (padding says nothing of the label), one to three
    paragraphs of `PADDING_FAMILY` training texts of the line's own fold and of other groups
    (a fold's models never saw them), as many as keep the copy within `LONGEST` (a line
    with no room left has no copy). Each copy keeps its original's label and group, so
    it is in its original's fold: it shows the second stage, and the choice of its
    thresholds, what padding does to a text. `texts` are the lines' texts (`train.text_of`).
    """
    rng = random.Random(seed)
    pools: dict[int, list[tuple[str, str]]] = {}
    for line, text in zip(lines, texts, strict=True):
        short = PADDING_SIZES[0] <= len(text) <= PADDING_SIZES[1]
        if line.get("family") == PADDING_FAMILY and "parts" not in line and short:
            group = str(line["group"])
            pools.setdefault(fold_of[group], []).append((group, text))
    out: list[dict[str, object]] = []
    for line, text in zip(lines, texts, strict=True):
        group = str(line["group"])
        pool = [para for owner, para in pools.get(fold_of[group], []) if owner != group]
        layout = rng.choice(LAYOUTS)
        wanted = max(rng.randint(1, 3), 2 if layout == "around" else 1)
        separator = rng.choice(SEPARATORS)
        chosen = [rng.choice(pool) for _ in range(wanted)] if pool else []
        room = LONGEST - len(text)
        while chosen and sum(len(p) + len(separator) for p in chosen) > room:
            chosen.pop()
        if not chosen:
            continue
        if layout == "before":
            parts = [*chosen, text]
        elif layout == "after":
            parts = [text, *chosen]
        else:
            half = max(1, len(chosen) // 2)
            parts = [*chosen[:half], text, *chosen[half:]]
        copy = {key: value for key, value in line.items() if key not in ("parts", "split")}
        copy["id"] = f"{line['id']}+padded"
        copy["text"] = separator.join(parts)
        out.append(copy)
    return out


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
    spans: Sequence[str],
    found: Sequence[Sequence[str]],
    first: Sequence[float],
    labels: Sequence[int],
    signals: Sequence[str],
) -> Described:
    """Each sample's inputs to the network (`SecondStage.inputs`, in bulk).

    `texts` are the samples as written (their length decides whether the second stage reads
    them), `spans` the text of each one's best span (`second.span_text`).
    """
    embed = embedder()
    if embed is None:
        raise RuntimeError("training the second stage needs the wordllama package")
    suspicious = embed([texts_read(span)[0] for span in spans]).astype(np.float64)
    index = {name: at for at, name in enumerate(signals)}
    marks = np.zeros((len(texts), len(signals)))
    for row, names in enumerate(found):
        for name in names:
            if name in index:
                marks[row, index[name]] = 1.0
    logits = np.array(first, dtype=np.float64)
    inputs = np.hstack([(logits / LOGIT_SCALE)[:, None], marks, suspicious])
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


def out_of_fold(described: Described, fold_of: Sequence[int], folds: int, seed: int) -> Floats:
    """Each sample's network logit (clipped to the band), the network fitted on the other folds."""
    chosen = np.array(fold_of)
    network_logits = np.zeros(len(described.labels))
    for fold in range(folds):
        train = chosen != fold
        network = fit(described.inputs[train], described.labels[train], seed + fold)
        network_logits[chosen == fold] = network.logits(described.inputs[chosen == fold])
    return np.clip(network_logits, BAND[0], BAND[1])


@dataclass
class Chosen:
    """The two thresholds, and what they do on the out-of-fold readings."""

    first: float
    """The first stage's probability from which a text is flagged."""
    second: float
    """The second stage's probability from which a text it reads is flagged."""
    flagged: npt.NDArray[np.bool_]
    """Each sample flagged or not."""


def flags(
    described: Described, network: Floats, first: float, second: float
) -> npt.NDArray[np.bool_]:
    """What the screen flags: the first probability from `first`, the second from `second`."""
    p1 = 1.0 / (1.0 + np.exp(-described.first))
    p2 = 1.0 / (1.0 + np.exp(-network))
    out: npt.NDArray[np.bool_] = (p1 >= first) | (described.in_band & (p2 >= second))
    return out


def thresholds(
    described: Described, network: Floats, padded: npt.NDArray[np.bool_], target: float
) -> Chosen:
    """The two thresholds, chosen together on out-of-fold readings that include padded copies.

    The false-positive rate is counted on the business texts as written (not their padded
    copies, which carry more text to raise a false alarm on): each first-stage threshold
    from the one that alone flags `target` of them upward, with the lowest second-stage
    threshold that keeps the rate at `target`. Chosen: the pair that catches most
    injections, the padded copies counted with their originals, among the pairs under
    which the padded copies are caught at least as often as the originals (padding must
    not lower recall). None such: the first stage's own threshold, the second never flags.
    """
    p1 = 1.0 / (1.0 + np.exp(-described.first))
    p2 = 1.0 / (1.0 + np.exp(-network))
    labels = described.labels == 1.0
    written = ~padded
    business = np.sort(p1[written & ~labels])[::-1]
    allowed = int(target * len(business))
    never = float(np.nextafter(1.0, 0.0))
    if allowed == 0 or allowed >= len(business):
        return Chosen(0.5, never, p1 >= 0.5)
    best: tuple[float, float, float] | None = None
    for k in range(1, allowed + 1):
        if business[k - 1] == business[k]:
            continue  # no threshold between them
        first = float((business[k - 1] + business[k]) / 2)
        left = np.sort(p2[written & ~labels & described.in_band & (p1 < first)])[::-1]
        second = _lowest(left, allowed - k)
        flagged = flags(described, network, first, second)
        caught = float(flagged[labels].mean())
        caught_padded = flagged[labels & padded]
        if caught_padded.size and caught_padded.mean() < flagged[labels & written].mean():
            continue
        if best is None or (caught, first) > (best[0], best[1]):
            best = (caught, first, second)
    if best is None:
        first = float((business[allowed - 1] + business[allowed]) / 2)
        return Chosen(first, never, flags(described, network, first, never))
    return Chosen(best[1], best[2], flags(described, network, best[1], best[2]))


def _lowest(scores: Floats, budget: int) -> float:
    """The lowest threshold that flags at most `budget` of `scores` (sorted, highest first)."""
    if budget >= len(scores):
        return float(1.0 / (1.0 + np.exp(-BAND[0])))  # all of them: the band's floor
    if budget == 0 or scores[budget - 1] == scores[budget]:
        values, counts = np.unique(scores, return_counts=True)
        values, counts = values[::-1], np.cumsum(counts[::-1])
        within = int(np.searchsorted(counts, budget, side="right"))
        if within == 0:
            return float((values[0] + 1.0) / 2)
        return float((values[within - 1] + values[within]) / 2)
    return float((scores[budget - 1] + scores[budget]) / 2)


def stage(network: Network, signals: Sequence[str], chosen: Chosen) -> SecondStage:
    """The shipped second stage."""
    return SecondStage(
        low=BAND[0],
        high=BAND[1],
        longest=LONGEST,
        threshold=chosen.second,
        first_threshold=chosen.first,
        signals=tuple(signals),
        hidden=network.hidden.astype(np.float32),
        hidden_bias=network.hidden_bias.astype(np.float32),
        output=network.output.astype(np.float32),
        output_bias=float(np.float32(network.output_bias)),
    )


__all__ = [
    "BAND",
    "LONGEST",
    "READ_UP_TO",
    "Chosen",
    "Described",
    "describe",
    "fit",
    "out_of_fold",
    "padded",
    "stage",
    "thresholds",
]
