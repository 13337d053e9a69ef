"""The token-efficient data layer (ADOL) on the 72 tools of a public MCP server.

In one run, on `adol_corpus/github_mcp_tools_72.json` and the labelled requests
`adol_corpus/github_72_queries.json`:

- the listing: bytes and tokens (cl100k_base, offline) as given, after each
  mechanism (short listing; de-duplication: repeated sub-schemas, then
  property groups, the shared document counted) and both together; and,
  for scale, the average short + de-duplicated listing of the 5 tools that
  hybrid selection picks for each labelled request;
- selection: top-1 accuracy and recall@5 of `bm25`, `semantic` (WordLlama)
  and `hybrid`, with the time to rank one request (best of rounds) and the
  cost of embedding the listing the first time against a cached listing;
  then again with 3 example requests per tool in the tools' `_meta`
  (`adol_corpus/github_72_examples.json`, written from the tools' names,
  descriptions and parameters by someone who never saw the labelled
  requests: what a tool's author could ship);
- selection on listings it was not developed on: the same three methods on
  the 60 tools of `adol_corpus/unseen/` as one listing
  (`adol_corpus/unseen_all.json`) and 93 requests written for them before
  any method ran on them (`adol_corpus/unseen_queries.json`);
- the MCP proxy: the size of `tools/list` through `ioa mcp-proxy` in front of
  an upstream serving the 72 tools (tests/mcp_upstream.py --tools), for a
  client that asks for none of the extensions (the upstream's listing) and
  one that asks for the short, de-duplicated listing.

Goals (issue 17): all mechanisms together cut the listing's tokens by at
least 40%; semantic or hybrid selection reaches recall@5 >= 0.9 and top-1
>= 0.75, on the 72 and on the unseen listings. Ratios compare each figure
with the listing as given, measured in the same run.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from rich.table import Table

_HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(_HERE))
from _common import at_least, parse_args, report  # noqa: E402

sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != _HERE]

from contexts.adol.evaluation import evaluate, labelled_queries  # noqa: E402
from contexts.adol.listing import optionalized, short  # noqa: E402
from contexts.adol.selection import (  # noqa: E402
    EXAMPLES_META,
    EmbeddingCache,
    Selector,
    WordLlamaModel,
)
from ioa.adol_cli import deduplicated, size_of  # noqa: E402

ROOT = _HERE.parent
TOOLS = ROOT / "adol_corpus" / "github_mcp_tools_72.json"
QUERIES = ROOT / "adol_corpus" / "github_72_queries.json"
EXAMPLES = ROOT / "adol_corpus" / "github_72_examples.json"
UNSEEN = ROOT / "adol_corpus" / "unseen"
UNSEEN_ALL = ROOT / "adol_corpus" / "unseen_all.json"
UNSEEN_QUERIES = ROOT / "adol_corpus" / "unseen_queries.json"
GOAL_SAVED = 0.40
GOAL_RECALL = 0.9
GOAL_TOP1 = 0.75
EXTENSION = "io.ioa-stack/adol"


def listing_rows(tools: list[dict[str, Any]], picks: list[list[str]]) -> dict[str, tuple[int, int]]:
    """(bytes, tokens) of the listing as given, after each mechanism, and of a selection."""
    short_tools = [short(optionalized(tool)) for tool in tools]
    by_name = {tool["name"]: tool for tool in short_tools}
    selected = [size_of(deduplicated([by_name[name] for name in names])) for names in picks]
    return {
        "as given": size_of(tools),
        "short": size_of(short_tools),
        "dedup": size_of(deduplicated(tools)),
        "short + dedup": size_of(deduplicated(short_tools)),
        "short + dedup, top 5 selected (mean)": (
            round(statistics.mean(s[0] for s in selected)),
            round(statistics.mean(s[1] for s in selected)),
        ),
    }


def unseen_rows() -> dict[str, dict[str, Any]]:
    """Per listing the mechanisms were not developed on (and all of them together): tokens."""
    listings = {path.stem: json.loads(path.read_text()) for path in sorted(UNSEEN.glob("*.json"))}
    listings["all four, one listing"] = [tool for tools in listings.values() for tool in tools]
    rows = {}
    for name, tools in listings.items():
        given = size_of(tools)[1]
        both = size_of(deduplicated([short(optionalized(tool)) for tool in tools]))[1]
        rows[name] = {"tools": len(tools), "as given": given, "short + dedup": both}
    return rows


def unseen_table(unseen: dict[str, dict[str, Any]], ratios: dict[str, float]) -> Table:
    """The table of the listings not developed on; their ratios go into `ratios`."""
    others = Table(
        title="listings the mechanisms were not developed on (adol_corpus/unseen)",
        title_justify="left",
    )
    for column in ("listing", "tools", "tokens as given", "short + dedup", "cut"):
        others.add_column(column, justify="left" if column == "listing" else "right")
    for name, row in unseen.items():
        cut = 1 - row["short + dedup"] / row["as given"]
        ratios[f"unseen {name}: tokens short + dedup / as given"] = 1 - cut
        others.add_row(
            name,
            str(row["tools"]),
            f"{row['as given']:,}",
            f"{row['short + dedup']:,}",
            f"{cut:.1%}",
        )
    return others


def with_examples(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tools with their authors' example requests in `_meta`."""
    examples = json.loads(EXAMPLES.read_text())
    return [
        {**tool, "_meta": {**tool.get("_meta", {}), EXAMPLES_META: examples[tool["name"]]}}
        for tool in tools
    ]


def selection_figures(tools: list[dict[str, Any]], rounds: int) -> dict[str, Any]:
    """Accuracy and cost of each ranking method on the labelled requests."""
    queries = labelled_queries(json.loads(QUERIES.read_text()), [t["name"] for t in tools], "q")
    model = WordLlamaModel()
    selector = Selector(tools, model=model, cache=EmbeddingCache())
    figures = evaluate(selector, queries)
    exemplified = evaluate(Selector(with_examples(tools), model=model), queries)
    texts = [q.query for q in queries]
    for method in figures:
        best = float("inf")
        for _ in range(rounds):
            start = time.perf_counter()
            for text in texts:
                selector.select(text, method=method)
            best = min(best, (time.perf_counter() - start) / len(texts))
        figures[method]["ms per request"] = best * 1e3
    first = float("inf")
    cached = float("inf")
    for _ in range(rounds):
        cache = EmbeddingCache()
        start = time.perf_counter()
        Selector(tools, model=model, cache=cache).select("x", method="semantic")
        first = min(first, time.perf_counter() - start)
        start = time.perf_counter()
        Selector(tools, model=model, cache=cache).select("x", method="semantic")
        cached = min(cached, time.perf_counter() - start)
    figures["_listing"] = {"first ms": first * 1e3, "cached ms": cached * 1e3}
    figures["_examples"] = exemplified
    figures["_picks"] = [[p.name for p in selector.select(text, method="hybrid")] for text in texts]
    return figures


def unseen_selection() -> dict[str, dict[str, float]]:
    """Top-1 and recall@5 of each method on the unseen listings' own labelled requests."""
    tools = json.loads(UNSEEN_ALL.read_text())
    raw = json.loads(UNSEEN_QUERIES.read_text())
    queries = labelled_queries(raw, [t["name"] for t in tools], "q")
    return evaluate(Selector(tools, model=WordLlamaModel()), queries)


async def proxy_sizes() -> dict[str, Any]:
    """tools/list through the proxy, plain and opted in.

    Counted: the tools and the shared definitions; the extension's other `_meta`
    members (the listing's tags, scores) are left out.
    """
    try:
        from mcp import Client, StdioServerParameters  # noqa: PLC0415 - an optional extra
        from mcp.types import ListToolsRequest, PaginatedRequestParams  # noqa: PLC0415
        from pydantic import TypeAdapter  # noqa: PLC0415 - the SDK's dependency
    except ImportError as error:
        return {"skipped": f"the mcp SDK is not installed ({error})"}
    upstream = [sys.executable, str(ROOT / "tests" / "mcp_upstream.py"), "--tools", str(TOOLS)]
    proxy = [sys.executable, "-m", "ioa.cli", "mcp-proxy", "--", *upstream]
    raw = TypeAdapter(dict[str, Any])  # the answer as it came, not the SDK's model of it
    out: dict[str, Any] = {}
    for name, command in (("upstream", upstream), ("proxy", proxy)):
        params = StdioServerParameters(command=command[0], args=command[1:], cwd=str(ROOT))
        async with Client(params, cache=None) as client:
            metas: list[tuple[str, dict[str, Any] | None]] = [("plain", None)]
            if name == "proxy":
                metas.append(("short + dedup", {EXTENSION: {"listing": "short"}}))
            for label, meta in metas:
                request = ListToolsRequest(
                    params=PaginatedRequestParams(_meta=meta) if meta else None
                )
                result = await client.session.send_request(request, raw)
                # what a model reads: the tools and the shared definitions they reference
                documents: list[Any] = list(result.get("tools", []))
                defs = ((result.get("_meta") or {}).get(EXTENSION) or {}).get("defs")
                if defs:
                    documents.append(defs)
                out[f"{name}, {label}"] = size_of(documents)
    return out


def main() -> int:
    """Run the benchmark and print its tables."""
    args = parse_args(__doc__ or "")
    rounds = 1 if args.quick else 3
    tools = json.loads(TOOLS.read_text())
    chosen = selection_figures(tools, rounds)
    picks = chosen.pop("_picks")
    listing_cost = chosen.pop("_listing")
    exemplified = chosen.pop("_examples")
    rows = listing_rows(tools, picks)
    base_tokens = rows["as given"][1]
    results: dict[str, Any] = {
        "listing": {},
        "selection": chosen,
        "selection with example requests": exemplified,
        "embedding": listing_cost,
    }
    ratios: dict[str, float] = {}
    table = Table(title="72 tools: the listing's size", title_justify="left")
    for column in ("listing", "bytes", "tokens (cl100k_base)", "tokens / as given"):
        table.add_column(column, justify="left" if column == "listing" else "right")
    for name, (nbytes, tokens) in rows.items():
        ratio = tokens / base_tokens
        results["listing"][name] = {"bytes": nbytes, "tokens": tokens}
        ratios[f"tokens {name} / as given"] = ratio
        table.add_row(name, f"{nbytes:,}", f"{tokens:,}", f"{ratio:.3f}")
    try:
        proxied = asyncio.run(proxy_sizes())
    except Exception as error:  # noqa: BLE001 - a bench reports what it could not measure
        proxied = {"skipped": f"the proxy could not be measured: {error}"}
    results["mcp proxy"] = proxied
    if "skipped" in proxied:
        table.add_row(f"MCP proxy: {proxied['skipped']}", "", "", "")
    else:
        upstream_tokens = proxied["upstream, plain"][1]
        for name, (nbytes, tokens) in proxied.items():
            ratio = tokens / upstream_tokens
            ratios[f"tokens tools/list {name} / upstream"] = ratio
            table.add_row(f"tools/list: {name}", f"{nbytes:,}", f"{tokens:,}", f"{ratio:.3f}")
    selection = Table(
        title="selection (WordLlama, bm25s): the 72 tools' 129 labelled requests, then the "
        "unseen listings'",
        title_justify="left",
    )
    for column in ("method", "top-1", "recall@5", "ms per request"):
        selection.add_column(column, justify="left" if column == "method" else "right")
    for method, row in chosen.items():
        selection.add_row(
            method, f"{row['top1']:.3f}", f"{row['recall@5']:.3f}", f"{row['ms per request']:.2f}"
        )
    for method, row in exemplified.items():
        selection.add_row(
            f"{method}, with authors' example requests",
            f"{row['top1']:.3f}",
            f"{row['recall@5']:.3f}",
            "",
        )
    elsewhere = unseen_selection()
    results["selection on the unseen listings"] = elsewhere
    for method, row in elsewhere.items():
        selection.add_row(
            f"{method}, unseen listings (60 tools, 93 requests)",
            f"{row['top1']:.3f}",
            f"{row['recall@5']:.3f}",
            "",
        )
    selection.caption = (
        f"embedding the listing: {listing_cost['first ms']:.1f} ms the first time, "
        f"{listing_cost['cached ms']:.2f} ms from the cache"
    )
    unseen = unseen_rows()
    results["unseen listings"] = unseen
    others = unseen_table(unseen, ratios)
    combined = unseen["all four, one listing"]
    saved_unseen = 1 - combined["short + dedup"] / combined["as given"]
    saved = 1 - rows["short + dedup"][1] / base_tokens
    best_recall = max(chosen[m]["recall@5"] for m in ("semantic", "hybrid"))
    best_top1 = max(chosen[m]["top1"] for m in ("semantic", "hybrid"))
    goals = {
        "listing tokens cut (short + dedup)": at_least(GOAL_SAVED, saved),
        "unseen listings, together, tokens cut": at_least(GOAL_SAVED, saved_unseen),
        "recall@5, semantic or hybrid": at_least(GOAL_RECALL, best_recall),
        "top-1, semantic or hybrid": at_least(GOAL_TOP1, best_top1),
        "recall@5, semantic or hybrid, unseen listings": at_least(
            GOAL_RECALL, max(elsewhere[m]["recall@5"] for m in ("semantic", "hybrid"))
        ),
        "top-1, semantic or hybrid, unseen listings": at_least(
            GOAL_TOP1, max(elsewhere[m]["top1"] for m in ("semantic", "hybrid"))
        ),
    }
    from rich.console import Group  # noqa: PLC0415 - only for printing both tables

    return report("adol", results, ratios, goals, args=args, table=Group(table, others, selection))


if __name__ == "__main__":
    sys.exit(main())
