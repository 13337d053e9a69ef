"""The injection screen: how well it separates injections from business text, and its cost.

Measured on the held-out part of the corpus (`screen_corpus/heldout.jsonl`),
which training never reads:

- precision, recall and false-positive rate at the shipped model's
  threshold, overall and per family (recall for the injection families,
  the false-positive rate for the benign ones), and the recall the screen
  would have at a false-positive rate of 0.05 (its best threshold on this
  set: a figure to compare models by, not the one it ships with);
- the same for the baseline measured in the same run: the pattern signals
  alone, flagged as the regex screen before issue 15 flagged (an
  `override`, `role`, `prompt_leak` or `markup` signal, or `exfiltration`
  with an address or a URL);
- the cost in microseconds per KiB of text, per script (English, accented
  Latin, Cyrillic, Chinese and Japanese), of business text and of injected
  text: `screen_text` on a text it has not seen (normalisation, signals and
  the classifier on every reading: the text, and each sentence of a long
  field alone), nothing remembered.

A sample split over messages is screened as a session screens a
conversation (each part after the tail of the ones before, flagged when
any part is); one split over fields as one message's fields.

Goals (issue 15): recall >= 0.9 with a false-positive rate <= 0.05 on
held-out data; under 50 us per KiB of business text (the worst script).
"""

from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, parse_args, report

from l9_snl.firewall.screen import ConversationTails, Screen, _screen, screen_text
from l9_snl.firewall.screen.normalise import views
from l9_snl.firewall.screen.signals import signals

HELDOUT = Path(__file__).resolve().parent.parent / "screen_corpus" / "heldout.jsonl"
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


def read() -> list[dict[str, Any]]:
    """The held-out samples."""
    return [json.loads(line) for line in HELDOUT.read_text(encoding="utf-8").splitlines() if line]


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


def main() -> int:
    """Measure, print and report."""
    args = parse_args(__doc__ or "")
    samples = read()
    measured = quality(samples)
    costs = cost(samples, quick=args.quick)
    table = Table(title="the injection screen on held-out data", title_justify="left")
    for column in ("family", "label", "samples", "screen", "regex screen (baseline)"):
        table.add_column(column, justify="left" if column in ("family", "label") else "right")

    def shown(figures: dict[str, float], label: str) -> str:
        if label == "benign":
            return f"FPR {figures['false-positive rate']:.2f}"
        return f"recall {figures['recall']:.2f}"

    for family, row in measured["families"].items():
        table.add_row(
            family,
            row["label"],
            f"{row['screen']['samples']:.0f}",
            shown(row["screen"], row["label"]),
            shown(row["regex screen (baseline)"], row["label"]),
        )

    def overall(figures: dict[str, float]) -> str:
        return (
            f"P {figures['precision']:.2f} R {figures['recall']:.2f} "
            f"FPR {figures['false-positive rate']:.2f}"
        )

    table.add_row(
        "all",
        "",
        f"{measured['screen']['samples']:.0f}",
        overall(measured["screen"]),
        overall(measured["regex screen (baseline)"]),
    )
    for script, figures in costs.items():
        table.add_row(
            f"cost, {script}",
            "",
            "",
            f"{figures['screen']:.1f} us/KiB",
            f"{figures['regex screen (baseline)']:.1f} us/KiB",
        )
    screen, baseline = measured["screen"], measured["regex screen (baseline)"]
    worst = max(figures["screen"] for name, figures in costs.items() if "business" in name)
    ratios = {
        "recall, screen / regex screen": screen["recall"] / max(baseline["recall"], 1e-9),
        "false-positive rate, screen - regex screen": screen["false-positive rate"]
        - baseline["false-positive rate"],
        "cost (English business text), screen / regex screen": costs["English, business text"][
            "screen"
        ]
        / costs["English, business text"]["regex screen (baseline)"],
    }
    goals = {
        "recall on held-out data": at_least(GOAL_RECALL, screen["recall"]),
        "false-positive rate on held-out data": at_most(GOAL_FPR, screen["false-positive rate"]),
        "us per KiB of business text (worst script)": at_most(
            GOAL_US_PER_KIB, worst, strictly=True
        ),
    }
    return report(
        "screen",
        {"quality": measured, "cost_us_per_kib": costs},
        ratios,
        goals,
        args=args,
        table=table,
    )


if __name__ == "__main__":
    sys.exit(main())
