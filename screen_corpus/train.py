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

The features (`features`) are those `Model.weights` reads: words, pairs of
adjacent words (both when at least `MIN_SAMPLES` texts have them), word
classes, and pairs of classes of adjacent words and of words one apart;
and the signals, whose weights are kept at zero or above.
The threshold stored in the model is chosen by grouped cross-validation on
the training samples (`threshold`): the probability at which about
`TARGET_FPR` of the benign samples, scored by models that never saw their
group, would be flagged.

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
from dataclasses import dataclass, replace
from itertools import accumulate
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from l9_snl.firewall.screen.model import (  # noqa: E402 - after the path is set
    DEFAULT_WINDOW,
    MODEL_FILE,
    NO_CLASS,
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
FOLDS = 5
"""Folds of the cross-validation that chooses the threshold."""
TARGET_FPR = 0.03
"""The false-positive rate the threshold aims at (below the goal of 0.05: a margin for text
unlike the corpus)."""


Key = tuple[str, ...]
"""A feature: ("w", word), ("p", word, next word), ("c", class), ("q", class, next word's
class), ("r", class, class of the word after next)."""


@dataclass
class Sample:
    """One training text, read once."""

    label: int
    texts: list[list[bytes]]
    """The tokens of each view."""
    found: list[str]
    """Its signals."""
    features: list[list[list[Key]]]
    """Each view's features, by word (what `Model.weights` adds up at each word)."""
    group: str = ""
    """Its idea (the corpus's `group`): cross-validation keeps a group in one fold."""


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


def features(words: list[bytes]) -> list[list[Key]]:
    """The features `Model.weights` reads at each word of a view."""
    named = [WORD_CLASSES.get(word, NO_CLASS) for word in words]
    named += [NO_CLASS, NO_CLASS]
    utf8 = [_utf8(word) for word in words]
    out: list[list[Key]] = []
    for position, word in enumerate(words):
        # Keys are text (the file's); a word whose bytes are not UTF-8 is no feature.
        keys: list[Key] = [("w", word.decode())] if utf8[position] else []
        name, following, after = named[position : position + 3]
        if name:
            keys.append(("c", name))
        if position + 1 < len(words) and utf8[position] and utf8[position + 1]:
            keys.append(("p", word.decode(), words[position + 1].decode()))
        if name and following:
            keys.append(("q", name, following))
        if name and after:
            keys.append(("r", name, after))
        out.append(keys)
    return out


def _utf8(word: bytes) -> bool:
    try:
        word.decode()
    except UnicodeDecodeError:
        return False
    return True


def prepare(lines: list[dict[str, object]]) -> list[Sample]:
    """Each line read as the screen reads a text: its views' tokens and its signals."""
    samples = []
    for line in lines:
        text = text_of(line)
        seen = views(text)
        texts = [tokens(view) for view in seen]
        samples.append(
            Sample(
                label=1 if line["label"] == "injection" else 0,
                texts=texts,
                found=sorted(signals(text, seen)),
                features=[features(words) for words in texts],
                group=str(line.get("group", line["id"])),
            )
        )
    return samples


def vocabulary(samples: list[Sample]) -> set[Key]:
    """The features that at least `MIN_SAMPLES` texts have (every class)."""
    counts: Counter[Key] = Counter()
    for sample in samples:
        counts.update({key for text in sample.features for keys in text for key in keys})
    return {key for key, n in counts.items() if n >= MIN_SAMPLES or key[0] == "c"}


def train(samples: list[Sample], seed: int) -> Model:
    """Fit the weights (see the module)."""
    weights: dict[Key, float] = dict.fromkeys(sorted(vocabulary(samples)), 0.0)
    names = sorted({name for sample in samples for name in sample.found})
    weights_of_signals: dict[str, float] = dict.fromkeys(names, 0.0)
    positives = sum(sample.label for sample in samples)
    balance = {
        1: len(samples) / (2 * max(positives, 1)),
        0: len(samples) / (2 * max(len(samples) - positives, 1)),
    }
    bias = 0.0
    order = list(range(len(samples)))
    generator = random.Random(seed)
    for epoch in range(EPOCHS):
        generator.shuffle(order)
        rate = RATE / (1 + epoch * 0.1)
        for index in order:
            sample = samples[index]
            window, best = _best(weights, sample)
            score = bias + best + sum(weights_of_signals[name] for name in sample.found)
            step = rate * balance[sample.label] * (logistic(score) - sample.label)
            bias -= step
            for name in sample.found:
                # A signal is evidence of an injection or nothing: never of benign text (the
                # words that come with it in the corpus' benign texts are weighed on their own).
                weights_of_signals[name] = max(0.0, weights_of_signals[name] - step)
            for keys in window:
                for key in keys:
                    if key in weights:
                        weights[key] -= step
        decay = 1 - rate * L2
        for key in weights:
            weights[key] *= decay
    return _model(bias, weights, weights_of_signals)


def _model(bias: float, weights: dict[Key, float], found: dict[str, float]) -> Model:
    """The model of the trained weights (those that weigh something)."""
    kept = {key: v for key, v in weights.items() if abs(v) >= 1e-3 or key[0] == "c"}
    return Model(
        bias=bias,
        window=DEFAULT_WINDOW,
        words={k[1].encode(): v for k, v in kept.items() if k[0] == "w"},
        pairs={(k[1].encode(), k[2].encode()): v for k, v in kept.items() if k[0] == "p"},
        signals=found,
        classes={k[1]: v for k, v in kept.items() if k[0] == "c"},
        class_pairs={(k[1], k[2]): v for k, v in kept.items() if k[0] == "q"},
        class_skips={(k[1], k[2]): v for k, v in kept.items() if k[0] == "r"},
    )


def _best(weights: dict[Key, float], sample: Sample) -> tuple[list[list[Key]], float]:
    """The features of a sample's best window (of its best view), and that window's sum."""
    best_window: list[list[Key]] = []
    best = -math.inf
    for text in sample.features:
        if not text:
            if best < 0.0:
                best_window, best = [], 0.0
            continue
        sums = [sum(weights.get(key, 0.0) for key in keys) for keys in text]
        if len(sums) <= DEFAULT_WINDOW:
            start, total = 0, math.fsum(sums)
        else:
            running = list(accumulate(sums, initial=0.0))
            totals = [
                running[i + DEFAULT_WINDOW] - running[i]
                for i in range(len(sums) - DEFAULT_WINDOW + 1)
            ]
            total = max(totals)
            start = totals.index(total)
        if total > best:
            best_window, best = text[start : start + DEFAULT_WINDOW], total
    return best_window, best


def probability(model: Model, sample: Sample) -> float:
    """What `Model.probability` says of a sample (read from its tokens and signals)."""
    best = max((model.view_score(text) for text in sample.texts), default=0.0)
    return logistic(model.bias + best + sum(model.signals.get(name, 0.0) for name in sample.found))


def threshold(samples: list[Sample], seed: int) -> float:
    """The probability to flag from: the false-positive rate at it is about `TARGET_FPR`.

    Measured by grouped cross-validation on the training samples (a group's samples in
    one fold, so that a fold's model never saw the idea it is scored on): the threshold
    lets through all but `TARGET_FPR` of the benign samples' out-of-fold probabilities.
    """
    groups = sorted({sample.group for sample in samples})
    if len(groups) < FOLDS:
        return 0.5
    random.Random(seed).shuffle(groups)
    fold_of = {group: number % FOLDS for number, group in enumerate(groups)}
    benign: list[float] = []
    for fold in range(FOLDS):
        model = train([s for s in samples if fold_of[s.group] != fold], seed)
        benign.extend(
            probability(model, s) for s in samples if fold_of[s.group] == fold and not s.label
        )
    if not benign:
        return 0.5
    benign.sort(reverse=True)
    allowed = int(TARGET_FPR * len(benign))
    above = benign[allowed - 1] if allowed else 1.0
    return (above + benign[allowed]) / 2


def main(argv: list[str] | None = None) -> int:
    """Train; write the model file, or check that it is reproduced."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--corpus", type=Path, default=CORPUS / "train.jsonl")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    samples = prepare(read(args.corpus))
    model = replace(train(samples, args.seed), threshold=threshold(samples, args.seed))
    produced = dumps(model)
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == produced
        sys.stdout.write(f"{args.out}: {'reproduced' if same else 'DIFFERS'}\n")
        return 0 if same else 1
    args.out.write_bytes(produced)
    sys.stdout.write(
        f"{args.out}: {len(model.words)} words, {len(model.pairs)} pairs, "
        f"{len(model.signals)} signals, threshold {model.threshold:.4f}, {len(produced)} bytes\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
