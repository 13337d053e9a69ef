"""Train the injection screen's classifier from the corpus; write the model file the package ships.

    .venv/bin/python screen_corpus/train.py            # writes l9_snl/firewall/screen/model.json
    .venv/bin/python screen_corpus/train.py --check    # exit 1 unless it reproduces that file

Logistic regression (see `l9_snl.firewall.screen.model`) trained by
stochastic gradient descent on `train.jsonl` only: `heldout.jsonl` is
never read here (bench/screen.py measures on it). A text scores its best
window of its best view, so each step moves the weights of the features of
that window (multiple-instance learning with max pooling): a benign text
teaches that none of its windows is an injection, an injection that one
of them is.

Reproducible byte for byte: pure Python floats in a fixed order (the
samples sorted by id, then shuffled by `random.Random(seed)` each epoch),
weights rounded in the file. Same corpus, same seed, same file.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from l9_snl.firewall.screen.model import (  # noqa: E402 - after the path is set
    DEFAULT_WINDOW,
    MODEL_FILE,
    WORD_CLASSES,
    Model,
    dumps,
    logistic,
    tokens,
)
from l9_snl.firewall.screen.normalise import views  # noqa: E402
from l9_snl.firewall.screen.signals import signals  # noqa: E402

CORPUS = Path(__file__).resolve().parent
SEED = 20261125
EPOCHS = 40
RATE = 0.2
L2 = 1e-4
MIN_SAMPLES = 2
"""A word or pair is a feature when at least this many training texts have it."""


@dataclass
class Sample:
    """One training text, read once."""

    label: int
    texts: list[list[bytes]]
    """The tokens of each view."""
    found: list[str]
    """Its signals."""


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


def prepare(lines: list[dict[str, object]]) -> list[Sample]:
    """Each line read as the screen reads a text: its views' tokens and its signals."""
    samples = []
    for line in lines:
        text = text_of(line)
        seen = views(text)
        samples.append(
            Sample(
                label=1 if line["label"] == "injection" else 0,
                texts=[tokens(view) for view in seen],
                found=sorted(signals(text, seen)),
            )
        )
    return samples


def vocabulary(samples: list[Sample]) -> tuple[set[bytes], set[tuple[bytes, bytes]]]:
    """The words and pairs that at least `MIN_SAMPLES` texts have."""
    words: Counter[bytes] = Counter()
    pairs: Counter[tuple[bytes, bytes]] = Counter()
    for sample in samples:
        words.update({w for text in sample.texts for w in text})
        pairs.update({p for text in sample.texts for p in pairwise(text)})
    return (
        {w for w, n in words.items() if n >= MIN_SAMPLES},
        {p for p, n in pairs.items() if n >= MIN_SAMPLES},
    )


def train(samples: list[Sample], seed: int) -> Model:
    """Fit the weights (see the module)."""
    known_words, known_pairs = vocabulary(samples)
    words: dict[bytes, float] = dict.fromkeys(sorted(known_words), 0.0)
    pairs: dict[tuple[bytes, bytes], float] = dict.fromkeys(sorted(known_pairs), 0.0)
    names = sorted({name for sample in samples for name in sample.found})
    weights_of_signals: dict[str, float] = dict.fromkeys(names, 0.0)
    classes: dict[str, float] = dict.fromkeys(sorted(set(WORD_CLASSES.values())), 0.0)
    positives = sum(sample.label for sample in samples)
    balance = {
        1: len(samples) / (2 * max(positives, 1)),
        0: len(samples) / (2 * max(len(samples) - positives, 1)),
    }
    model = Model(0.0, DEFAULT_WINDOW, words, pairs, weights_of_signals)
    bias = 0.0
    order = list(range(len(samples)))
    generator = random.Random(seed)
    for epoch in range(EPOCHS):
        generator.shuffle(order)
        rate = RATE / (1 + epoch * 0.1)
        for index in order:
            sample = samples[index]
            view, start, best = _best(model, classes, sample)
            score = bias + best + sum(weights_of_signals[name] for name in sample.found)
            step = rate * balance[sample.label] * (logistic(score) - sample.label)
            bias -= step
            for name in sample.found:
                weights_of_signals[name] -= step
            _move(words, pairs, classes, sample.texts[view][start : start + model.window], step)
        decay = 1 - rate * L2
        for word in words:
            words[word] *= decay
        for pair in pairs:
            pairs[pair] *= decay
    return Model(
        bias=bias,
        window=DEFAULT_WINDOW,
        words={k: v for k, v in words.items() if abs(v) >= 1e-3},
        pairs={k: v for k, v in pairs.items() if abs(v) >= 1e-3},
        signals=weights_of_signals,
        classes=classes,
    )


def _weights(model: Model, classes: dict[str, float], text: list[bytes]) -> list[float]:
    """`Model.weights` on tables still changing (no merged table)."""
    weights = [
        model.words.get(word, 0.0) + classes.get(WORD_CLASSES.get(word, ""), 0.0) for word in text
    ]
    for index, pair in enumerate(pairwise(text)):
        weights[index] += model.pairs.get(pair, 0.0)
    return weights


def _best(model: Model, classes: dict[str, float], sample: Sample) -> tuple[int, int, float]:
    """The best view of a sample, where its best window starts, and that window's sum."""
    best_view, best_start, best = 0, 0, -math.inf
    for number, text in enumerate(sample.texts):
        start, total = model.best_window(_weights(model, classes, text)) if text else (0, 0.0)
        if total > best:
            best_view, best_start, best = number, start, total
    return best_view, best_start, best


def _move(
    words: dict[bytes, float],
    pairs: dict[tuple[bytes, bytes], float],
    classes: dict[str, float],
    window: list[bytes],
    step: float,
) -> None:
    """One gradient step on the features of a window (the model's own tables)."""
    for word in window:
        if word in words:
            words[word] -= step
        name = WORD_CLASSES.get(word)
        if name is not None:
            classes[name] -= step
    for pair in pairwise(window):
        if pair in pairs:
            pairs[pair] -= step


def main(argv: list[str] | None = None) -> int:
    """Train; write the model file, or check that it is reproduced."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--corpus", type=Path, default=CORPUS / "train.jsonl")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    model = train(prepare(read(args.corpus)), args.seed)
    produced = dumps(model)
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == produced
        sys.stdout.write(f"{args.out}: {'reproduced' if same else 'DIFFERS'}\n")
        return 0 if same else 1
    args.out.write_bytes(produced)
    sys.stdout.write(
        f"{args.out}: {len(model.words)} words, {len(model.pairs)} pairs, "
        f"{len(model.signals)} signals, {len(produced)} bytes\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
