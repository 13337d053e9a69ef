"""Measure an order-aware second stage: a convolution over word pieces, max-pooled over the span.

    python screen_corpus/order_stage.py cache SEED --dir D         # the first stage's readings
    python screen_corpus/order_stage.py measure SEED base --dir D  # the shipped second stage
    python screen_corpus/order_stage.py measure SEED conv --dir D  # with the convolution

An experiment, not part of training (see README.md, "Measured, not shipped"). The
shipped second stage (`second_stage`) reads the average of `wordllama`'s token
embeddings of the most suspicious span: which word pieces it holds, not in which
order. Here the same network also reads `FILTERS` features of the order: a
convolution of width `WIDTH` over the span's token embeddings (each window of three
word pieces in a row, its first `MAX_TOKENS`), rectified and max-pooled over the
span. Its filters are fitted first, within the training folds only, on the texts in
the band (full-batch Adam, `EPOCHS` steps, a linear readout beside the shipped
inputs, the class-balanced logistic loss); then the shipped network (`second_stage.fit`,
its settings unchanged) is fitted on the shipped inputs and the pooled features, each
divided by its largest value on the training folds.

`cache` runs the first stage's grouped cross-validation of `train.py` for one fold
split (its seed), the padded copies included, and keeps what the second stage reads
(under `--dir`); `measure` fits the second stage out of fold over the same folds,
picks the two thresholds as `train.py` does (`second_stage.thresholds`) and prints
the recall of the corpus's injections as written at those thresholds. Only
`train.jsonl` is read.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import second_stage  # noqa: E402 - beside this script
import train  # noqa: E402 - beside this script
from adam import Adam  # noqa: E402 - beside this script

from l9_snl.firewall.screen.second import texts_read  # noqa: E402

WIDTH = 3
"""Word pieces per window of the convolution."""
MAX_TOKENS = 128
"""Word pieces of a span read by the convolution (its first)."""
FILTERS = 32
EPOCHS = 100
RATE = 0.01
L2 = 1e-3

Floats = npt.NDArray[np.float32]
Ints = npt.NDArray[np.int64]


def cache(seed: int, where: Path) -> None:
    """The first stage's out-of-fold readings for the folds of `seed`, as `train.main` makes."""
    lines = train.read(train.CORPUS / "train.jsonl")
    samples = train.prepare(lines, train.SHAPE)
    fold_of = train.folds(samples, seed)
    copies = second_stage.padded(lines, [train.text_of(line) for line in lines], fold_of, seed)
    padded = train.prepare(copies, train.SHAPE)
    logits, spans = train.out_of_fold(samples, train.SHAPE, seed, padded)
    a, b = train.calibration(logits[: len(samples)], [s.label for s in samples])
    everything = samples + padded
    kept = {
        "written": len(samples),
        "first": [a * x + b for x in logits],
        "spans": [span for _, span in spans],
        "texts": [s.text for s in everything],
        "labels": [s.label for s in everything],
        "groups": [s.group for s in everything],
        "found": [s.found for s in everything],
        "fold_of": fold_of,
    }
    (where / f"readings_{seed}.pkl").write_bytes(pickle.dumps(kept))


def token_table() -> tuple[Any, Floats]:
    """Wordllama's tokenizer and its 256-dimensional token embeddings."""
    import wordllama  # noqa: PLC0415 - only this experiment needs the table itself

    model = wordllama.WordLlama.load(
        cache_dir=Path(wordllama.__file__).parent, disable_download=True, dim=256
    )
    tokenizer = model.tokenizer
    tokenizer.no_padding()
    return tokenizer, np.asarray(model.embedding, dtype=np.float32)


def windows_of(ids: list[Ints], pad: int) -> tuple[Ints, Ints]:
    """Each span's word pieces (its first `MAX_TOKENS`) padded with `pad`, and its windows."""
    longest = min(MAX_TOKENS, max(max((len(x) for x in ids), default=1), 1))
    out = np.full((len(ids), longest + WIDTH - 1), pad, dtype=np.int64)
    count = np.zeros(len(ids), dtype=np.int64)
    for row, pieces in enumerate(ids):
        kept = pieces[:longest]
        out[row, : len(kept)] = kept
        count[row] = max(len(kept), 1)
    return out, count


def activations(projected: list[Floats], bias: Floats, ids: Ints, count: Ints) -> Floats:
    """Each window's filters (rows, windows, filters); windows past a span's end are -inf."""
    size = ids.shape[1] - (WIDTH - 1)
    out: Floats = bias + projected[0][ids[:, 0:size]]
    for k in range(1, WIDTH):
        out += projected[k][ids[:, k : k + size]]
    out[np.arange(size)[None, :] >= count[:, None]] = -np.inf
    return out


def fit_filters(  # noqa: PLR0913, PLR0917 - the samples' columns and a seed
    table: Floats, head: Floats, labels: Floats, ids: Ints, count: Ints, seed: int
) -> tuple[Floats, Floats]:
    """The convolution's weights (width, dimensions, filters) and biases (see the module)."""
    rng = np.random.default_rng(seed)
    size, (vocabulary, dimensions) = len(labels), table.shape
    positives = float(labels.sum())
    balance = (
        np.where(labels == 1.0, size / (2 * positives), size / (2 * (size - positives))) / size
    )
    balance, labels, head = (x.astype(np.float32) for x in (balance, labels, head))
    params = [
        rng.normal(0, 1 / math.sqrt(WIDTH * dimensions), (WIDTH, dimensions, FILTERS)),
        np.zeros(FILTERS),
        rng.normal(0, 1 / math.sqrt(FILTERS), FILTERS),
        np.zeros(head.shape[1]),
        np.zeros(1),
    ]
    params = [p.astype(np.float32) for p in params]
    adam = Adam(params, RATE)
    rows, columns = np.arange(size)[:, None], np.arange(FILTERS)[None, :]
    for _ in range(EPOCHS):
        weights, bias, out, linear, out_bias = params
        acts = activations([table @ weights[k] for k in range(WIDTH)], bias, ids, count)
        best = acts.argmax(axis=1)
        pooled = acts[rows, best, columns]
        hidden = np.maximum(pooled, 0)
        logits = hidden @ out + head @ linear + out_bias[0]
        error = (1 / (1 + np.exp(-logits)) - labels) * balance
        back = np.outer(error, out) * (pooled > 0)
        grad = np.zeros_like(weights)
        for k in range(WIDTH):
            at = ids[rows, best + k]
            scattered = np.bincount(
                (at * FILTERS + columns).ravel(),
                weights=back.ravel(),
                minlength=vocabulary * FILTERS,
            )
            grad[k] = table.T @ scattered.reshape(vocabulary, FILTERS).astype(np.float32)
        grads = [
            grad + L2 * weights,
            back.sum(0),
            hidden.T @ error + L2 * out,
            head.T @ error,
            np.array([error.sum()], np.float32),
        ]
        adam.step(params, grads)
    return params[0], params[1]


def pooled(table: Floats, weights: Floats, bias: Floats, ids: Ints, count: Ints) -> Floats:
    """Each span's filters, rectified and max-pooled over its windows."""
    projected = [table @ weights[k] for k in range(WIDTH)]
    out = np.zeros((len(ids), weights.shape[2]), np.float32)
    for start in range(0, len(ids), 4096):
        part = slice(start, start + 4096)
        out[part] = np.maximum(activations(projected, bias, ids[part], count[part]).max(1), 0)
    return out


def measure(seed: int, arm: str, where: Path) -> dict[str, Any]:
    """Recall and false-positive rate, grouped cross-validation, of one arm (`base`, `conv`)."""
    kept = pickle.loads((where / f"readings_{seed}.pkl").read_bytes())  # noqa: S301 - our own
    written = kept["written"]
    names = sorted({name for found in kept["found"][:written] for name in found})
    described = second_stage.describe(
        kept["texts"], kept["spans"], kept["found"], kept["first"], kept["labels"], names
    )
    fold = np.array([kept["fold_of"][group] for group in kept["groups"]])
    labels = described.labels
    if arm == "base":
        network = second_stage.out_of_fold(described, list(fold), train.FOLDS, seed)
    else:
        tokenizer, full = token_table()
        last = len(full) - 1
        spans = [texts_read(span)[0] for span in kept["spans"]]
        raw = [
            np.minimum(np.asarray(tokenizer.encode(s, add_special_tokens=False).ids), last)
            for s in spans
        ]
        vocabulary = np.unique(np.concatenate(raw))  # the word pieces the spans hold
        scale = float(np.mean(np.linalg.norm(full, axis=1)))
        table = np.vstack([full[vocabulary] / scale, np.zeros((1, full.shape[1]))])
        table = table.astype(np.float32)
        ids, count = windows_of([np.searchsorted(vocabulary, x) for x in raw], len(table) - 1)
        network = np.zeros(len(labels))
        for number in range(train.FOLDS):
            fitting = fold != number
            band = np.where(fitting & described.in_band)[0]
            weights, bias = fit_filters(
                table,
                described.inputs[band],
                labels[band],
                ids[band],
                count[band],
                seed + 100 + number,
            )
            features = pooled(table, weights, bias, ids, count).astype(np.float64)
            inputs = np.hstack([described.inputs, features / (features[fitting].max(0) + 1e-9)])
            fitted = second_stage.fit(inputs[fitting], labels[fitting], seed + number)
            network[~fitting] = fitted.logits(inputs[~fitting])
        network = np.clip(network, *second_stage.BAND)
    is_copy = np.arange(len(labels)) >= written
    chosen = second_stage.thresholds(described, network, is_copy, train.TARGET_FPR)
    flagged, injection = chosen.flagged[:written], labels[:written] == 1.0
    return {
        "seed": seed,
        "arm": arm,
        "recall": float(flagged[injection].mean()),
        "false_positive_rate": float(flagged[~injection].mean()),
        "per_fold": [
            float(flagged[injection & (fold[:written] == n)].mean()) for n in range(train.FOLDS)
        ],
        "padded_recall": float(chosen.flagged[written:][labels[written:] == 1.0].mean()),
    }


def main(argv: list[str] | None = None) -> int:
    """Cache one seed's readings, or measure one arm on them."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("step", choices=("cache", "measure"))
    parser.add_argument("seed", type=int)
    parser.add_argument("arm", nargs="?", choices=("base", "conv"), default="conv")
    parser.add_argument("--dir", type=Path, required=True, help="where the readings are kept")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    if args.step == "cache":
        cache(args.seed, args.dir)
        print(f"seed {args.seed}: cached, {time.perf_counter() - began:.0f} s")
        return 0
    result = measure(args.seed, args.arm, args.dir)
    result["seconds"] = round(time.perf_counter() - began)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
