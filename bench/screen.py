"""The injection screen: how well it separates injections from business text, and its cost.

Measured on two sets that training never reads:

- `screen_corpus/heldout.jsonl`, the held-out part of the corpus (other
  ideas, domains, vocabulary and languages than the training part);
- `screen_corpus/outside.jsonl`, a set written by an author who saw neither
  the corpus nor the screen (README of `screen_corpus`).

For each: precision, recall and false-positive rate at the shipped thresholds
(the classifier's and, for a text the second stage reads, the second
stage's, chosen together in training: `l9_snl.firewall.screen.second`),
overall and per family (recall for the injection families, the
false-positive rate for the benign ones), and the recall the screen would
have at a false-positive rate of 0.05 (its best threshold on that set: a
figure to compare models by, not the one it ships with); the same for the
baseline measured in the same run: the pattern signals alone, flagged as
the regex screen before issue 15 flagged (an `override`, `role`,
`prompt_leak` or `markup` signal, or `exfiltration` with an address or a
URL).

Cost, in microseconds per KiB of text, of `screen_text` on text it has not
seen (normalisation, signals, the classifier, and the second stage where it
reads: the embedding of one span of at most 256 characters; nothing
remembered):

- documents: about 8 KiB of held-out text per script (English, accented
  Latin, Cyrillic, Chinese and Japanese), business text and injected text
  (longer than the 2,048 characters the second stage reads: the first
  three layers' cost);
- messages: every held-out text screened one by one, as a session screens
  messages (their total time over their total size; most are under 200
  bytes, so this is where the fixed cost per message shows).

A sample split over messages is screened as a session screens a
conversation (each part after the tail of the ones before, flagged when
any part is); one split over fields as one message's fields.

Goals (issue 15): recall >= 0.9 with a false-positive rate <= 0.05 on
held-out data and on data not seen (the outside set); under 50 us per KiB
of business text (the worst script, documents).
"""

from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, parse_args, report

from l9_snl.firewall.screen import (
    ConversationTails,
    Screen,
    _focus,
    _screen,
    screen_text,
    second,
)
from l9_snl.firewall.screen.model import load
from l9_snl.firewall.screen.normalise import views
from l9_snl.firewall.screen.signals import signals

CORPUS = Path(__file__).resolve().parent.parent / "screen_corpus"
SETS = {"held-out": CORPUS / "heldout.jsonl", "outside": CORPUS / "outside.jsonl"}
GOAL_RECALL = 0.9
GOAL_FPR = 0.05
GOAL_US_PER_KIB = 50.0
_STRONG = frozenset({"override", "role", "prompt_leak", "markup"})
_SCRIPTS = {
    "English": ("en",),
    "accented Latin": ("de", "fr", "es", "pt", "it", "pl", "cs", "ro", "sv", "fi", "tr", "vi"),
    "Cyrillic": ("ru", "uk"),
    "Chinese and Japanese": ("zh", "ja"),
}


def read(path: Path = SETS["held-out"]) -> list[dict[str, Any]]:
    """The samples of one evaluation set."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _joined(sample: dict[str, Any]) -> str:
    return "\n".join(sample.get("parts") or [sample.get("text", "")])


def regex_flagged(text: str) -> bool:
    """The baseline: the signals alone, flagged the way the regex screen flagged."""
    found = signals(text, views(text))
    return bool(found & _STRONG) or ("exfiltration" in found and bool(found & {"address", "url"}))


def screened(sample: dict[str, Any]) -> Screen:
    """The screen's verdict on a sample (see the module for split samples)."""
    if sample.get("split") == "messages":
        tails = ConversationTails()
        verdicts = [tails.screen("c", [part]) for part in sample["parts"]]
        return max(verdicts, key=lambda verdict: (verdict.flagged, verdict.score))
    return screen_text(sample["parts"] if "parts" in sample else [sample["text"]])


def rates(flags: list[tuple[dict[str, Any], bool]]) -> dict[str, float]:
    """Precision, recall and false-positive rate of (sample, flagged) pairs."""
    tp = sum(1 for s, f in flags if f and s["label"] == "injection")
    fp = sum(1 for s, f in flags if f and s["label"] == "benign")
    positives = sum(1 for s, _ in flags if s["label"] == "injection")
    negatives = len(flags) - positives
    return {
        "precision": tp / (tp + fp) if tp + fp else 1.0,
        "recall": tp / positives if positives else float("nan"),
        "false-positive rate": fp / negatives if negatives else float("nan"),
        "samples": float(len(flags)),
    }


def recall_at(scored: list[tuple[dict[str, Any], float]], fpr: float) -> float:
    """The best recall at a false-positive rate of at most `fpr` (any threshold)."""
    benign = sorted((s for d, s in scored if d["label"] == "benign"), reverse=True)
    allowed = int(fpr * len(benign))
    # Flag strictly above the (allowed+1)-th highest benign score.
    bar = benign[allowed] if allowed < len(benign) else float("-inf")
    injections = [s for d, s in scored if d["label"] == "injection"]
    return sum(1 for s in injections if s > bar) / len(injections)


def second_stage_reads(samples: list[dict[str, Any]]) -> int:
    """How many of the samples (each read as one text) the second stage reads (`second`)."""
    stage = second.load()
    if stage is None:
        return 0
    model = load()
    count = 0
    for sample in samples:
        text = _joined(sample)
        seen = views(text)
        texts = [view.text.decode("utf-8", "replace") for view in seen]
        kinds = [model.spans(view) for view in texts]
        best = max((span.score for spans in kinds for span in spans), default=0.0)
        found = signals(text, seen, [_focus(spans) for spans in kinds])
        count += stage.reads(model.bias + best + model.signal_weight(found), len(text))
    return count


def quality(samples: list[dict[str, Any]]) -> dict[str, Any]:
    """Every figure of accuracy, for the screen and for the baseline."""
    verdicts = [(sample, screened(sample)) for sample in samples]
    flags = [(s, v.flagged) for s, v in verdicts]
    baseline = [
        (s, regex_flagged("\n".join(s.get("parts") or [s.get("text", "")]))) for s in samples
    ]
    families: dict[str, list[tuple[dict[str, Any], bool]]] = defaultdict(list)
    baseline_families: dict[str, list[tuple[dict[str, Any], bool]]] = defaultdict(list)
    for (sample, flagged), (_, old) in zip(flags, baseline, strict=True):
        families[sample["family"]].append((sample, flagged))
        baseline_families[sample["family"]].append((sample, old))
    scored = [(s, v.score + (1000 if v.flagged and v.truncated else 0)) for s, v in verdicts]
    return {
        "screen": rates(flags),
        "regex screen (baseline)": rates(baseline),
        "screen: recall at false-positive rate 0.05 (best threshold)": recall_at(
            [(s, float(x)) for s, x in scored], GOAL_FPR
        ),
        "texts the second stage reads": second_stage_reads(samples),
        "families": {
            family: {
                "label": pairs[0][0]["label"],
                "screen": rates(pairs),
                "regex screen (baseline)": rates(baseline_families[family]),
            }
            for family, pairs in sorted(families.items())
        },
    }


def texts_by_script(samples: list[dict[str, Any]], size: int, label: str) -> dict[str, str]:
    """About `size` characters of held-out text of `label` per script."""
    out = {}
    for script, langs in _SCRIPTS.items():
        parts = [_joined(s) for s in samples if s["lang"] in langs and s["label"] == label]
        text = "\n".join(parts)
        while text and len(text) < size:
            text += "\n" + text
        out[script] = text[:size]
    return out


def _uncached(text: str) -> Screen:
    """`screen_text` on a text it has never seen (every reading done, none remembered)."""
    _screen.cache_clear()
    return screen_text([text])


def microseconds_per_kib(fn: Callable[[str], object], text: str, repeats: int) -> float:
    """Best-of-`repeats` time of `fn(text)`, per KiB of its UTF-8."""
    kib = len(text.encode()) / 1024
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn(text)
        best = min(best, time.perf_counter() - start)
    return best * 1e6 / kib


def messages_cost(samples: list[dict[str, Any]], repeats: int) -> dict[str, float]:
    """Every text screened alone, uncached: microseconds per KiB over all, and per message."""
    texts = [_joined(sample) for sample in samples]
    kib = sum(len(text.encode()) for text in texts) / 1024
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for text in texts:
            _uncached(text)
        best = min(best, time.perf_counter() - start)
    return {"us per KiB": best * 1e6 / kib, "us per message": best * 1e6 / len(texts)}


def cost(samples: list[dict[str, Any]], *, quick: bool) -> dict[str, dict[str, float]]:
    """Microseconds per KiB of the screen (uncached) and of the baseline, per script.

    Business text (the held-out benign samples) is what a screen mostly reads and what
    the goal is measured on; injected text costs more (its decoded views, and patterns
    that get past their prefilter) and is reported beside it.
    """
    repeats = 3 if quick else 15
    figures: dict[str, dict[str, float]] = {}
    for label, name in (("benign", "business text"), ("injection", "injected text")):
        for script, text in texts_by_script(samples, 8 * 1024, label).items():
            if not text:
                continue
            figures[f"{script}, {name}"] = {
                "screen": microseconds_per_kib(_uncached, text, repeats),
                "regex screen (baseline)": microseconds_per_kib(regex_flagged, text, repeats),
            }
    return figures


def _shown(figures: dict[str, float], label: str) -> str:
    if label == "benign":
        return f"FPR {figures['false-positive rate']:.2f}"
    return f"recall {figures['recall']:.2f}"


def _overall(figures: dict[str, float]) -> str:
    return (
        f"P {figures['precision']:.2f} R {figures['recall']:.2f} "
        f"FPR {figures['false-positive rate']:.2f}"
    )


def _quality_table(name: str, figures: dict[str, Any]) -> Table:
    """One evaluation set's figures, per family and overall."""
    table = Table(title=f"the injection screen on the {name} set", title_justify="left")
    for column in ("family", "label", "samples", "screen", "regex screen (baseline)"):
        table.add_column(column, justify="left" if column in ("family", "label") else "right")
    for family, row in figures["families"].items():
        table.add_row(
            family,
            row["label"],
            f"{row['screen']['samples']:.0f}",
            _shown(row["screen"], row["label"]),
            _shown(row["regex screen (baseline)"], row["label"]),
        )
    table.add_row(
        "all",
        "",
        f"{figures['screen']['samples']:.0f}",
        _overall(figures["screen"]),
        _overall(figures["regex screen (baseline)"]),
    )
    best = figures["screen: recall at false-positive rate 0.05 (best threshold)"]
    table.add_row("all, best threshold for FPR <= 0.05", "", "", f"R {best:.2f}", "")
    reads = figures["texts the second stage reads"]
    table.add_row("read by the second stage", "", f"{reads}", "" if second.load() else "off", "")
    return table


def main() -> int:
    """Measure, print and report."""
    args = parse_args(__doc__ or "")
    measured = {name: quality(read(path)) for name, path in SETS.items()}
    heldout = read(SETS["held-out"])
    costs = cost(heldout, quick=args.quick)
    messages = messages_cost(heldout, 1 if args.quick else 5)
    tables = [_quality_table(name, figures) for name, figures in measured.items()]
    costs_table = Table(title="the injection screen's cost", title_justify="left")
    for column in ("text", "screen", "regex screen (baseline)"):
        costs_table.add_column(column, justify="left" if column == "text" else "right")
    for script, figures in costs.items():
        costs_table.add_row(
            script,
            f"{figures['screen']:.1f} us/KiB",
            f"{figures['regex screen (baseline)']:.1f} us/KiB",
        )
    costs_table.add_row(
        "held-out texts one by one",
        f"{messages['us per KiB']:.1f} us/KiB ({messages['us per message']:.1f} us/message)",
        "",
    )
    table = Group(*tables, costs_table)
    screen = measured["held-out"]["screen"]
    baseline = measured["held-out"]["regex screen (baseline)"]
    outside = measured["outside"]["screen"]
    worst = max(figures["screen"] for name, figures in costs.items() if "business" in name)
    ratios = {
        "recall, screen / regex screen (held-out)": screen["recall"]
        / max(baseline["recall"], 1e-9),
        "false-positive rate, screen - regex screen (held-out)": screen["false-positive rate"]
        - baseline["false-positive rate"],
        "cost (English business text), screen / regex screen": costs["English, business text"][
            "screen"
        ]
        / costs["English, business text"]["regex screen (baseline)"],
    }
    goals = {
        "recall on held-out data": at_least(GOAL_RECALL, screen["recall"]),
        "false-positive rate on held-out data": at_most(GOAL_FPR, screen["false-positive rate"]),
        "recall on the outside set": at_least(GOAL_RECALL, outside["recall"]),
        "false-positive rate on the outside set": at_most(GOAL_FPR, outside["false-positive rate"]),
        "us per KiB of business text (worst script)": at_most(
            GOAL_US_PER_KIB, worst, strictly=True
        ),
    }
    return report(
        "screen",
        {"quality": measured, "cost_us_per_kib": costs, "messages": messages},
        ratios,
        goals,
        args=args,
        table=table,
    )


if __name__ == "__main__":
    sys.exit(main())
