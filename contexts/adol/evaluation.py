"""How well selection finds the tools a labelled request needs (`ioa adol eval`).

A labelled request is `{"query": TEXT, "expected": [NAME, ...]}`; an empty
`expected` marks a request that no entry answers. For each method:

- top-1 accuracy: the share of answerable requests whose first pick is one
  of the expected entries;
- recall@K: the expected entries found in the first K picks, over all the
  expected entries of all answerable requests (a request needing two tools
  counts twice);
- for the requests no entry answers, the best score each method gave them,
  beside the median best score of answerable ones (how far a threshold
  could tell them apart).

The `tags` method needs tags, not text, so it is not evaluated here.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from contexts.adol.selection import SelectionError, Selector

RANKING_METHODS = ("bm25", "semantic", "hybrid")


class QueriesError(ValueError):
    """A labelled-requests document that is not a list of {query, expected} (names the entry)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class LabelledQuery:
    """One labelled request."""

    query: str
    """The request text."""
    expected: tuple[str, ...]
    """The entries that answer it (empty: none does)."""


def labelled_queries(document: object, names: Sequence[str], source: str) -> list[LabelledQuery]:
    """The labelled requests of a parsed JSON document, each checked against the listing."""
    if not isinstance(document, list):
        raise QueriesError(f"{source}: not a JSON list of {{query, expected}}")
    known = set(names)
    out = []
    for index, item in enumerate(document):
        if not isinstance(item, Mapping) or not isinstance(item.get("query"), str):
            raise QueriesError(f"{source}: entry {index} has no query text")
        if not item["query"].strip():
            raise QueriesError(f"{source}: entry {index}: the query is empty")
        if "expected" not in item:  # a forgotten label would count as "no tool answers"
            raise QueriesError(
                f"{source}: entry {index} has no expected list ([] for a request no tool answers)"
            )
        expected = item["expected"]
        if not isinstance(expected, list) or not all(isinstance(name, str) for name in expected):
            raise QueriesError(f"{source}: entry {index}: expected is not a list of tool names")
        unknown = [name for name in expected if name not in known]
        if unknown:
            raise QueriesError(f"{source}: entry {index}: unknown tool {unknown[0]!r}")
        out.append(LabelledQuery(query=item["query"], expected=tuple(expected)))
    if not any(each.expected for each in out):
        raise QueriesError(
            f"{source}: no entry expects a tool: top-1 and recall need at least one that does"
        )
    return out


def evaluate(
    selector: Selector,
    queries: Sequence[LabelledQuery],
    *,
    methods: Sequence[str] = RANKING_METHODS,
    k: int = 5,
) -> dict[str, Any]:
    """Top-1 accuracy and recall@k per method (see the module).

    A method that cannot run here is reported with its reason instead of figures.
    """
    answerable = [each for each in queries if each.expected]
    unanswerable = [each for each in queries if not each.expected]
    results: dict[str, Any] = {}
    for method in methods:
        try:
            picks = [selector.select(each.query, top=k, method=method) for each in queries]
        except SelectionError as error:
            results[method] = {"unavailable": str(error)}
            continue
        by_query = dict(zip((each.query for each in queries), picks, strict=False))
        hits = found = wanted = 0
        best_answerable = []
        for each in answerable:
            ranked = [pick.name for pick in by_query[each.query]]
            hits += bool(ranked) and ranked[0] in each.expected
            found += sum(name in ranked[:k] for name in each.expected)
            wanted += len(each.expected)
            if by_query[each.query]:
                best_answerable.append(by_query[each.query][0].score)
        best_none = [by_query[each.query][0].score for each in unanswerable if by_query[each.query]]
        results[method] = {
            "top1": hits / len(answerable) if answerable else 0.0,
            f"recall@{k}": found / wanted if wanted else 0.0,
            "answerable": len(answerable),
            "unanswerable": len(unanswerable),
            "median_best_score_answerable": statistics.median(best_answerable)
            if best_answerable
            else None,
            "best_scores_unanswerable": sorted(best_none, reverse=True),
        }
    return results


__all__ = ["RANKING_METHODS", "LabelledQuery", "QueriesError", "evaluate", "labelled_queries"]
