"""Train the injection screen's classifier from the corpus; write the model file the package ships.

    .venv/bin/python screen_corpus/train.py          # writes model.bin and second.bin
    .venv/bin/python screen_corpus/train.py --check  # exit 1 unless it reproduces both

(both in l9_snl/firewall/screen/; `--out` names the model file, `second.bin` goes beside it)

Logistic regression over hashed character n-grams, words and pairs of words
(see `l9_snl.firewall.screen.model` and `.ngrams`), fitted on `train.jsonl` only:
`heldout.jsonl` and `outside.jsonl` are never read here (bench/screen.py
measures on them).

A text scores its best span of its best view, so training is
multiple-instance learning in rounds. The first round fits whole texts: an
injection's last view (what its disguise hid, when it has one), each view
of a benign text. Each later round reads every sample with the model of
the round before and fits again on its best spans: an injection's best span
(with its whole view), and for a benign text each view whole and its best
span (the span that would have been a false alarm). Each fit is full-batch
gradient descent (Adam) on the class-balanced logistic loss with an L2
penalty; signal weights are kept at zero or above (a signal is evidence of
an injection or of nothing).

The threshold stored in the model is chosen by grouped cross-validation on
the training samples (`threshold`): the probability at which about
`TARGET_FPR` of the benign samples, scored by models that never saw their
group, would be flagged.

The second stage (`second_stage`, written to `second.bin` beside the model
file) is fitted on the same out-of-fold readings, of the samples and of a
padded copy of each (ordinary business paragraphs of the training corpus
before, after or around it, in its original's group: the fold models read
the copies but never train on them, so the first stage is unchanged): each
sample's calibrated logit, its signals, and the sentence embedding of the
span the fold's model found most suspicious. The two stages' thresholds are
chosen together, from a nested cross-validation over the same folds that
reads the padded copies too (`second_stage.thresholds`).

Reproducible byte for byte: the samples sorted by id, the folds by a seeded
shuffle of the groups, numpy arithmetic in a fixed order, weights quantised
in the file. Same corpus, same seed, same file.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import second_stage  # noqa: E402 - beside this script
from adam import Adam  # noqa: E402 - beside this script

from l9_snl.firewall.screen.model import MODEL_FILE, Model, dumps, logistic  # noqa: E402
from l9_snl.firewall.screen.ngrams import (  # noqa: E402 - after the path is set
    NOTHING,
    Shape,
    Span,
    Words,
    buckets,
    codes,
    spans_of,
    words,
)
from l9_snl.firewall.screen.normalise import views  # noqa: E402
from l9_snl.firewall.screen.second import SECOND_FILE, SecondStage, span_text  # noqa: E402
from l9_snl.firewall.screen.second import dumps as second_dumps  # noqa: E402
from l9_snl.firewall.screen.signals import signals  # noqa: E402

CORPUS = Path(__file__).resolve().parent
SEED = 20261129
SHAPE = Shape(bits=20, orders=(2, 3, 4, 5), scales=(96, 256))
ROUNDS = 3
"""Fits: the first on whole texts, each later one on the best spans of the one before."""
EPOCHS = 150
RATE = 0.05
L2 = 1e-6
FOLDS = 5
"""Folds of the cross-validation that chooses the threshold."""
TARGET_FPR = 0.05
"""The false-positive rate the threshold aims at, on the training corpus's business texts
scored out of fold: the goal's rate, on the hardest business text there is (most of those
texts were written to use an injection's words innocently; ordinary traffic scores lower)."""

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]


@dataclass
class Reading:
    """One view of a sample, cut into n-grams once."""

    text: str
    points: npt.NDArray[np.uint64]
    buckets: list[npt.NDArray[np.uint64]]
    size: int
    words: Words


@dataclass
class Sample:
    """One training text, read once."""

    label: int
    readings: list[Reading]
    found: list[str]
    group: str
    text: str


def text_of(line: dict[str, object]) -> str:
    """A corpus line's text.

    The parts of a split one are read together, as the screen reads a message's fields and
    a conversation's messages.
    """
    if "parts" in line:
        return "\n".join(str(part) for part in line["parts"])  # type: ignore[attr-defined]
    return str(line["text"])


def read(path: Path) -> list[dict[str, object]]:
    """The lines of a corpus file, sorted by id."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return sorted(lines, key=lambda line: str(line["id"]))


def reading(text: str, shape: Shape) -> Reading:
    """A view's text cut as the model cuts it."""
    points = codes(text)
    return Reading(text, points, buckets(points, shape), len(points), words(points, shape))


def prepare(lines: list[dict[str, object]], shape: Shape) -> list[Sample]:
    """Each line read as the screen reads a text: its views and its signals."""
    samples = []
    for line in lines:
        text = text_of(line)
        seen = views(text)
        samples.append(
            Sample(
                label=1 if line["label"] == "injection" else 0,
                readings=[reading(view.text.decode("utf-8", "replace"), shape) for view in seen],
                found=sorted(signals(text, seen)),
                group=str(line.get("group", line["id"])),
                text=text,
            )
        )
    return samples


@dataclass
class Rows:
    """Training instances as one sparse matrix (CSR-like) and their labels."""

    columns: Ints
    values: Floats
    row_of: Ints
    labels: Floats
    found: list[list[int]]


def instance(item: Reading, start: int, end: int) -> tuple[Ints, Floats]:
    """The features of `item` that start in [start, end): bucket, weight.

    Its n-grams and its words (`ngrams.words`), each bucket counted, over the square root of
    the number of features (as `ngrams.best_spans` reads a span).
    """
    parts = [each[start:end] for each in item.buckets]
    found = item.words
    for at, kind in ((found.at, found.buckets), (found.pair_at, found.pairs)):
        if len(at):
            parts.append(kind[(at >= start) & (at < end)])
    grams = np.concatenate(parts) if parts else np.zeros(0, dtype=np.uint64)
    if grams.size == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    where, many = np.unique(grams.astype(np.int64), return_counts=True)
    return where, many / math.sqrt(grams.size)


def rows_of(
    samples: list[Sample], choose: list[list[tuple[int, int, int]]], signal_index: dict[str, int]
) -> Rows:
    """The instances `choose` names per sample: (reading, start, end)."""
    columns: list[Ints] = []
    values: list[Floats] = []
    labels: list[float] = []
    found: list[list[int]] = []
    for sample, picks in zip(samples, choose, strict=True):
        names = [signal_index[name] for name in sample.found if name in signal_index]
        for at, start, end in picks:
            where, weight = instance(sample.readings[at], start, end)
            columns.append(where)
            values.append(weight)
            labels.append(float(sample.label))
            found.append(names)
    lengths = np.array([len(c) for c in columns], dtype=np.int64)
    return Rows(
        columns=np.concatenate(columns) if columns else np.zeros(0, dtype=np.int64),
        values=np.concatenate(values) if values else np.zeros(0),
        row_of=np.repeat(np.arange(len(columns)), lengths),
        labels=np.array(labels),
        found=found,
    )


@dataclass
class Weights:
    """What a fit moves."""

    buckets: Floats
    signals: Floats
    bias: float


def fit(rows: Rows, start: Weights, *, epochs: int | None = None) -> Weights:
    """Full-batch Adam on the class-balanced logistic loss with an L2 penalty.

    Only the buckets some instance has move (the table is compacted to them for the fit:
    a corpus reaches a few hundred thousand of the 2**bits).
    """
    epochs = EPOCHS if epochs is None else epochs
    size = len(rows.labels)
    marks = np.zeros((size, len(start.signals)))
    for row, names in enumerate(rows.found):
        marks[row, names] = 1.0
    positives = float(rows.labels.sum())
    negatives = size - positives
    balance = np.where(
        rows.labels == 1.0, size / (2 * max(positives, 1.0)), size / (2 * max(negatives, 1.0))
    )
    active, columns = np.unique(rows.columns, return_inverse=True)
    params = [start.buckets[active].copy(), start.signals.copy(), np.array([start.bias])]
    adam = Adam(params, RATE)
    for _ in range(epochs):
        table, weights_of_signals, bias = params
        logits = (
            np.bincount(rows.row_of, weights=table[columns] * rows.values, minlength=size)
            + marks @ weights_of_signals
            + bias[0]
        )
        error = (1.0 / (1.0 + np.exp(-logits)) - rows.labels) * balance / size
        grads = [
            np.bincount(columns, weights=error[rows.row_of] * rows.values, minlength=len(table))
            + L2 * table,
            marks.T @ error + L2 * weights_of_signals,
            np.array([error.sum()]),
        ]
        adam.step(params, grads)
        np.maximum(params[1], 0.0, out=params[1])  # a signal weighs for an injection or not
    table = start.buckets.copy()
    table[active] = params[0]
    return Weights(table, params[1], float(params[2][0]))


def best_spans(
    table: npt.NDArray[np.float32], sample: Sample, shape: Shape
) -> list[tuple[float, int, int, int]]:
    """Each reading's best span under `table`: (score, reading, start, end)."""
    out = []
    for at, item in enumerate(sample.readings):
        found = spans_of(table, item.buckets, item.points, shape, words=item.words)
        span = max(found, key=_score, default=NOTHING)
        out.append((span.score, at, span.start, span.end))
    return out


def _score(span: Span) -> float:
    return span.score


def train(samples: list[Sample], shape: Shape, *, rounds: int | None = None) -> Model:
    """Fit the weights (see the module)."""
    rounds = ROUNDS if rounds is None else rounds
    names = sorted({name for sample in samples for name in sample.found})
    signal_index = {name: at for at, name in enumerate(names)}
    weights = Weights(np.zeros(1 << shape.bits), np.zeros(len(names)), 0.0)
    choose = [
        [(len(s.readings) - 1, 0, s.readings[-1].size)]
        if s.label
        else [(at, 0, item.size) for at, item in enumerate(s.readings)]
        for s in samples
    ]
    for number in range(rounds):
        if number:
            table = weights.buckets.astype(np.float32)
            choose = []
            for sample in samples:
                spans = best_spans(table, sample, shape)
                if sample.label:
                    _, at, start, end = max(spans)
                    picks = [(at, start, end)]
                    if (start, end) != (0, sample.readings[at].size):
                        picks.append((at, 0, sample.readings[at].size))
                else:
                    picks = []
                    for _, at, start, end in spans:
                        picks.append((at, 0, sample.readings[at].size))
                        if (start, end) != (0, sample.readings[at].size):
                            picks.append((at, start, end))
                choose.append(picks)
        weights = fit(rows_of(samples, choose, signal_index), weights)
    return Model(
        shape=shape,
        bias=weights.bias,
        threshold=0.5,
        signals={name: float(weights.signals[at]) for name, at in signal_index.items()},
        weights=weights.buckets.astype(np.float32),
    )


def logit(model: Model, sample: Sample) -> float:
    """What the screen's classifier says of a sample (`Model.logit` on its readings)."""
    return model.logit((item.text for item in sample.readings), sample.found)


def calibration(logits: list[float], labels: list[int]) -> tuple[float, float]:
    """Platt scaling: `(a, b)` such that `logistic(a * logit + b)` is a calibrated probability.

    Fitted by Newton's method on out-of-fold logits (a model's logits on its own training
    samples are overconfident), the classes balanced as in training, with Platt's smoothed
    targets (a separable set does not drive the slope to infinity). A slope that is not
    positive (out-of-fold logits that say nothing) leaves the logits as they are.
    """
    x = np.array(logits)
    y = np.array(labels, dtype=np.float64)
    positives, negatives = float(y.sum()), float(len(y) - y.sum())
    target = np.where(y == 1.0, (positives + 1) / (positives + 2), 1 / (negatives + 2))
    weight = np.where(y == 1.0, 0.5 / max(positives, 1.0), 0.5 / max(negatives, 1.0))

    def loss(a: float, b: float) -> float:
        z = a * x + b
        return float(np.sum(weight * (np.logaddexp(0.0, z) - target * z)))

    a, b = 1.0, 0.0
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-np.clip(a * x + b, -500, 500)))
        g = weight * (p - target)
        h = weight * p * (1.0 - p) + 1e-12
        grad = np.array([np.dot(g, x), g.sum()])
        hess = np.array([[np.dot(h, x * x), np.dot(h, x)], [np.dot(h, x), h.sum()]])
        step = np.linalg.solve(hess + 1e-6 * np.eye(2), grad)
        size, before = 1.0, loss(a, b)
        while size > 1e-6 and loss(a - size * step[0], b - size * step[1]) > before:
            size /= 2  # backtracking: a Newton step on a nearly flat loss overshoots
        a, b = a - size * float(step[0]), b - size * float(step[1])
        if size * float(np.abs(step).max()) < 1e-10:
            break
    if not (math.isfinite(a) and math.isfinite(b)) or a <= 0:
        return 1.0, 0.0
    return a, b


def calibrated(model: Model, a: float, b: float) -> Model:
    """The model whose logit is `a * logit + b` of `model`'s."""
    return replace(
        model,
        bias=a * model.bias + b,
        signals={name: a * weight for name, weight in model.signals.items()},
        weights=(model.weights * np.float32(a)).astype(np.float32),
    )


def folds(samples: list[Sample], seed: int) -> dict[str, int]:
    """Each group's fold: a seeded shuffle of the groups dealt round."""
    groups = sorted({sample.group for sample in samples})
    random.Random(seed).shuffle(groups)
    return {group: number % FOLDS for number, group in enumerate(groups)}


def out_of_fold(
    samples: list[Sample], shape: Shape, seed: int, extra: list[Sample] | None = None
) -> tuple[list[float], list[tuple[str, str]]]:
    """Each sample's logit from the model of the folds it is not in, and what it found there.

    What it found: the view of the sample's best span, and that span (their texts), which
    the second stage embeds (`second_stage`). The `extra` samples (padded copies of
    `samples`, in their originals' groups) are read by the same models but never trained
    on; their figures follow those of `samples`.
    """
    fold_of = folds(samples, seed)
    everything = samples + (extra or [])
    scores = [0.0] * len(everything)
    found = [("", "")] * len(everything)
    for fold in range(FOLDS):
        model = train([s for s in samples if fold_of[s.group] != fold], shape)
        for at, sample in enumerate(everything):
            if fold_of[sample.group] == fold:
                scores[at] = logit(model, sample)
                found[at] = suspicious(model, sample)
    return scores, found


def suspicious(model: Model, sample: Sample) -> tuple[str, str]:
    """The text of a sample's best view, and of its best span, as the screen reads them."""
    best = NOTHING
    text = ""
    for item in sample.readings:
        span = model.span(item.text)
        if span.score > best.score:
            best, text = span, item.text
    return text, span_text(text, best.start, best.end)


def threshold(samples: list[Sample], scores: list[float]) -> float:
    """The probability to flag from: the false-positive rate at it is about `TARGET_FPR`.

    From out-of-fold (calibrated) probabilities (a group's samples in one fold, so that a
    fold's model never saw the idea it is scored on): the threshold lets through all but
    `TARGET_FPR` of the benign samples.
    """
    benign = sorted((p for p, s in zip(scores, samples, strict=True) if not s.label), reverse=True)
    if len(benign) < 2:
        return 0.5
    allowed = int(TARGET_FPR * len(benign))
    above = benign[allowed - 1] if allowed else 1.0
    return (above + benign[allowed]) / 2


def main(argv: list[str] | None = None) -> int:
    """Train; write the model file, or check that it is reproduced."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--corpus", type=Path, default=CORPUS / "train.jsonl")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    lines = read(args.corpus)
    samples = prepare(lines, SHAPE)
    groups = len({sample.group for sample in samples})
    padded: list[Sample] = []
    if groups >= FOLDS:
        fold_of = folds(samples, args.seed)
        copies = second_stage.padded(lines, [text_of(line) for line in lines], fold_of, args.seed)
        padded = prepare(copies, SHAPE)
    logits, spans = out_of_fold(samples, SHAPE, args.seed, padded) if groups >= FOLDS else ([], [])
    labels = [s.label for s in samples]
    a, b = calibration(logits[: len(samples)], labels) if logits else (1.0, 0.0)
    scores = [logistic(a * x + b) for x in logits[: len(samples)]]
    chosen = threshold(samples, scores) if scores else 0.5
    model = replace(calibrated(train(samples, SHAPE), a, b), threshold=chosen)
    produced = dumps(model)
    second_out = args.out.with_name(SECOND_FILE.name)
    second, picked = (
        train_second(
            samples + padded,
            [a * x + b for x in logits],
            [span for _, span in spans],
            sorted(model.signals),
            args.seed,
            len(samples),
        )
        if logits
        else (None, None)
    )
    second_produced = second_dumps(second) if second is not None else None
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == produced
        sys.stdout.write(f"{args.out}: {'reproduced' if same else 'DIFFERS'}\n")
        if second_produced is not None:
            also = second_out.exists() and second_out.read_bytes() == second_produced
            sys.stdout.write(f"{second_out}: {'reproduced' if also else 'DIFFERS'}\n")
            same = same and also
        return 0 if same else 1
    args.out.write_bytes(produced)
    sys.stdout.write(
        f"{args.out}: {len(samples)} samples, {int(np.count_nonzero(model.weights))} buckets, "
        f"threshold {model.threshold:.4f}, "
        f"{len(produced)} bytes, {time.perf_counter() - began:.0f} s\n"
    )
    if scores:
        _report("first stage", scores, labels, chosen)
    if second is not None and second_produced is not None and picked is not None:
        second_out.write_bytes(second_produced)
        sys.stdout.write(
            f"{second_out}: band {second.low}..{second.high} (logit), thresholds "
            f"{second.first_threshold:.4f} (first stage) and {second.threshold:.4f}, "
            f"{len(second_produced)} bytes\n"
        )
        both = [float(flag) for flag in picked.flagged]
        written, copies = both[: len(samples)], both[len(samples) :]
        _report("with the second stage", written, labels, 1)
        if copies:
            _report("padded copies, with it", copies, [s.label for s in padded], 1)
    return 0


def train_second(  # noqa: PLR0913, PLR0917 - the samples' columns, and where the copies start
    samples: list[Sample],
    first: list[float],
    spans: list[str],
    names: list[str],
    seed: int,
    written: int,
) -> tuple[SecondStage, second_stage.Chosen]:
    """The second stage (`second_stage`) from the first's calibrated out-of-fold logits.

    `samples` are the corpus's (the first `written`) and their padded copies, in their
    originals' groups (so in their folds). Also what the thresholds, chosen together on the
    nested out-of-fold readings, flag of each sample.
    """
    described = second_stage.describe(
        [s.text for s in samples],
        spans,
        [s.found for s in samples],
        first,
        [s.label for s in samples],
        names,
    )
    fold_of = folds(samples[:written], seed)
    network = second_stage.out_of_fold(described, [fold_of[s.group] for s in samples], FOLDS, seed)
    padded = np.arange(len(samples)) >= written
    chosen = second_stage.thresholds(described, network, padded, TARGET_FPR)
    fitted = second_stage.fit(described.inputs, described.labels, seed + FOLDS)
    return second_stage.stage(fitted, names, chosen), chosen


def _report(name: str, scores: list[float], labels: list[int], chosen: float) -> None:
    caught = sum(1 for p, y in zip(scores, labels, strict=True) if y and p >= chosen)
    alarms = sum(1 for p, y in zip(scores, labels, strict=True) if not y and p >= chosen)
    sys.stdout.write(
        f"{name}, grouped {FOLDS}-fold cross-validation at its threshold: recall "
        f"{caught / max(sum(labels), 1):.3f}, false-positive rate "
        f"{alarms / max(len(labels) - sum(labels), 1):.3f}\n"
    )


if __name__ == "__main__":
    sys.exit(main())
