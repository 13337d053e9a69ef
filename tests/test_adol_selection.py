"""Retrieval-based selection (contexts.adol.selection), its evaluation, `ioa adol select|eval`."""

from __future__ import annotations

import itertools
import json
import logging
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexts.adol import selection
from contexts.adol.evaluation import QueriesError, evaluate, labelled_queries
from contexts.adol.selection import (
    EmbeddingCache,
    SelectionError,
    Selector,
    entry_text,
    examples_of,
    tags_of,
)
from ioa.cli import main

CORPUS = Path(__file__).resolve().parent.parent / "adol_corpus"
TOOLS_72 = CORPUS / "github_mcp_tools_72.json"
QUERIES_72 = CORPUS / "github_72_queries.json"

TOOLS = [
    {
        "name": "get_weather",
        "description": "Current weather and forecast for a city: temperature, rain, wind.",
        "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}},
        "annotations": {"readOnlyHint": True},
    },
    {
        "name": "send_email",
        "description": "Send an email message to a recipient address.",
        "inputSchema": {"type": "object", "properties": {"to": {}, "subject": {}, "body": {}}},
    },
    {
        "name": "list_pull_requests",
        "description": "List pull requests of a GitHub repository.",
        "inputSchema": {"type": "object", "properties": {"owner": {}, "repo": {}}},
    },
    {
        "name": "createInvoice",
        "description": "Create an invoice for a customer with line items and a due date.",
        "tags": ["billing", "write"],
    },
    {
        "name": "refund_payment",
        "description": "Refund a card payment, fully or in part.",
        "_meta": {"io.ioa-stack/tags": ["billing", "payments"]},
    },
]


class Letters:
    """A deterministic stand-in model: a text's vector is its letter counts (normalised)."""

    name = "letters"

    def __init__(self) -> None:
        self.calls = 0

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.calls += 1
        rows = np.zeros((len(texts), 26), dtype=np.float32)
        for row, text in enumerate(texts):
            for char in text.lower():
                if "a" <= char <= "z":
                    rows[row, ord(char) - 97] += 1
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        return np.divide(rows, norms, out=np.zeros_like(rows), where=norms > 0)


# -- tags ------------------------------------------------------------------------------


def test_tags_are_the_entrys_own_then_mcp_meta_then_derived() -> None:
    assert tags_of(TOOLS[3]) == ("billing", "write")
    assert tags_of(TOOLS[4]) == ("billing", "payments")
    assert tags_of(TOOLS[2]) == ("pull", "request", "pull_request")
    assert tags_of(TOOLS[0]) == ("weather", "read-only")
    assert tags_of({"name": "createInvoice"}) == ("invoice",)
    assert tags_of({"name": "list_repositories"}) == ("repository",)
    assert tags_of({"name": "search"}) == ("search",)
    assert tags_of({"name": "__"}) == ("untagged",)


@pytest.mark.parametrize("tags", [[], "billing", [""], [1], {"a": 1}])
def test_bad_tags_name_the_entry(tags: object) -> None:
    with pytest.raises(SelectionError, match="'bad'") as caught:
        tags_of({"name": "bad", "tags": tags})
    assert caught.value.code == "bad_entry"


def test_derived_tags_are_tags_a_context_could_carry() -> None:
    long_name = "getTheVeryLongAndWindingNameOfAToolThatSaysFarTooMuchAboutItselfReallyTruly"
    tags = tags_of({"name": long_name})
    assert 0 < len(tags) <= 16
    assert all(len(tag) <= 64 and tag == tag.lower() for tag in tags)
    assert tags_of({"name": "список_задач"}) == ("untagged",)


def test_an_empty_listing_selects_nothing() -> None:
    for method in ("bm25", "semantic", "hybrid"):
        assert Selector([]).select("anything", method=method) == []


def test_ties_do_not_depend_on_the_order_of_the_listing() -> None:
    shuffled = list(reversed(TOOLS))
    for method in ("hybrid",):
        a = Selector(TOOLS, model=Letters()).select("zzz qqq", method=method, top=None)
        b = Selector(shuffled, model=Letters()).select("zzz qqq", method=method, top=None)
        assert {p.name: p.score for p in a} == {p.name: p.score for p in b}
    assert Selector(TOOLS).select("zzz qqq", method="bm25") == []  # no word in common


def test_tags_filter_keeps_entries_with_any_requested_tag() -> None:
    picks = Selector(TOOLS).select(tags=["billing", "payments"], method="tags")
    assert [(p.name, p.score) for p in picks] == [("refund_payment", 1.0), ("createInvoice", 0.5)]
    assert Selector(TOOLS).select(tags=["nothing"], method="tags") == []


def test_tags_filter_before_ranking() -> None:
    picks = Selector(TOOLS).select("send a refund", tags=["billing"], method="bm25")
    assert {p.name for p in picks} <= {"createInvoice", "refund_payment"}
    assert picks[0].name == "refund_payment"


# -- errors ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ([{"description": "x"}], "entry 0 has no name"),
        ([{"name": "a"}, {"name": "a"}], "share a name: a"),
    ],
)
def test_bad_listings_are_refused(entries: list[dict[str, str]], message: str) -> None:
    with pytest.raises(SelectionError, match=message) as caught:
        Selector(entries)
    assert caught.value.code == "bad_entry"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"query": "x", "method": "magic"}, "bad_method"),
        ({"query": "x", "top": 0}, "bad_top"),
        ({"query": "x", "top": True}, "bad_top"),
        ({"query": "x", "threshold": "high"}, "bad_threshold"),
        ({"query": "x", "threshold": float("nan")}, "bad_threshold"),
        ({"query": "x", "threshold": float("inf")}, "bad_threshold"),
        ({"query": "x", "threshold": True}, "bad_threshold"),
        ({"query": "   "}, "bad_query"),
        ({"method": "tags"}, "bad_tags"),
        ({"tags": "billing", "method": "tags"}, "bad_tags"),
        ({"method": "bm25"}, "bad_query"),
    ],
)
def test_bad_requests_get_their_code(kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(SelectionError) as caught:
        Selector(TOOLS, model=Letters()).select(**kwargs)  # type: ignore[arg-type]
    assert caught.value.code == code
    assert str(caught.value)


# -- ranking ---------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["bm25", "semantic", "hybrid"])
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("what's the weather forecast in Paris, will it rain?", "get_weather"),
        ("email the report to my manager", "send_email"),
        ("show the open pull requests on our repository", "list_pull_requests"),
    ],
)
def test_each_ranking_method_finds_the_obvious_tool(method: str, query: str, expected: str) -> None:
    picks = Selector(TOOLS).select(query, method=method, top=2)
    assert picks[0].name == expected
    assert len(picks) == 2 or (method == "bm25" and len(picks) == 1)  # BM25: words in common
    assert all(a.score >= b.score for a, b in itertools.pairwise(picks))


def test_threshold_compares_the_cosine_for_semantic_and_hybrid() -> None:
    selector = Selector(TOOLS, model=Letters())
    everything = selector.select("weather", method="semantic", top=None)
    assert len(everything) == len(TOOLS)
    cut = everything[1].score
    kept = selector.select("weather", method="semantic", top=None, threshold=cut)
    assert [p.name for p in kept] == [p.name for p in everything if p.score >= cut]
    fused = selector.select("weather", method="hybrid", top=None, threshold=cut)
    assert {p.name for p in fused} == {p.name for p in kept}


def test_embeddings_are_computed_once_per_text_and_shared_by_digest() -> None:
    model, cache = Letters(), EmbeddingCache()
    Selector(TOOLS, model=model, cache=cache).select("weather", method="semantic")
    assert cache.computed == len(TOOLS)
    again = Selector(TOOLS, model=model, cache=cache)
    again.select("rain", method="semantic")
    again.select("sun", method="semantic")
    assert cache.computed == len(TOOLS)  # the same listing: no entry embedded again
    changed = [*TOOLS[:-1], {**TOOLS[-1], "description": "Refund an order."}]
    Selector(changed, model=model, cache=cache).select("refund", method="semantic")
    assert cache.computed == len(TOOLS) + 1


def test_the_cache_forgets_the_least_recently_used() -> None:
    model, cache = Letters(), EmbeddingCache(size=2)
    cache.embed(model, ["a", "b"])
    cache.embed(model, ["a"])  # a is now the most recent
    cache.embed(model, ["c"])  # b goes
    before = cache.computed
    cache.embed(model, ["a", "c"])
    assert cache.computed == before
    cache.embed(model, ["b"])
    assert cache.computed == before + 1


def test_without_the_model_semantic_is_unavailable_and_hybrid_falls_back_to_bm25(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(selection, "_model_state", {"model": ImportError("no wordllama")})
    with pytest.raises(SelectionError, match="needs the wordllama package") as caught:
        Selector(TOOLS).select("weather", method="semantic")
    assert caught.value.code == "unavailable"
    with caplog.at_level(logging.WARNING, logger="contexts.adol.selection"):
        fused = Selector(TOOLS).select("weather forecast", method="hybrid")
    assert fused == Selector(TOOLS).select("weather forecast", method="bm25")
    assert "falls back to BM25" in caplog.text


def test_entry_text_reads_name_words_description_and_parameter_names() -> None:
    text = entry_text(TOOLS[1])
    assert text.startswith("send email. Send an email")
    assert text.endswith("parameters: to, subject, body")
    assert entry_text({"name": "createInvoice"}) == "create invoice"


@settings(max_examples=60, deadline=None)
@given(
    query=st.text(min_size=1, max_size=40).filter(str.strip),
    tags=st.lists(
        st.sampled_from(["billing", "weather", "read-only", "email", "nope"]), max_size=3
    ),
    top=st.integers(min_value=1, max_value=7),
    method=st.sampled_from(["bm25", "semantic", "hybrid"]),
)
def test_any_request_gives_a_ranked_subset_within_the_tags(
    query: str, tags: list[str], top: int, method: str
) -> None:
    selector = Selector(TOOLS, model=Letters())
    picks = selector.select(query, tags=tags, top=top, method=method)
    assert len(picks) <= top
    assert len({p.name for p in picks}) == len(picks)
    assert all(p.name in selector.names for p in picks)
    if tags:
        assert all(
            set(tags) & set(tags_of(next(t for t in TOOLS if t["name"] == p.name))) for p in picks
        )
    scores = [p.score for p in picks]
    assert scores == sorted(scores, reverse=True)


# -- evaluation ------------------------------------------------------------------------


def test_evaluation_counts_top1_and_recall_over_expected_tools() -> None:
    selector = Selector(TOOLS, model=Letters())
    queries = labelled_queries(
        [
            {"query": "weather forecast rain", "expected": ["get_weather"]},
            {"query": "weather and email", "expected": ["get_weather", "send_email"]},
            {"query": "zzz", "expected": []},
        ],
        selector.names,
        "q.json",
    )
    figures = evaluate(selector, queries, methods=["bm25"], k=1)["bm25"]
    first = [selector.select(q.query, top=1, method="bm25")[0].name for q in queries[:2]]
    assert figures["answerable"] == 2
    assert figures["unanswerable"] == 1
    assert (
        figures["top1"]
        == sum(name in q.expected for name, q in zip(first, queries, strict=False)) / 2
    )
    assert (
        figures["recall@1"]
        == sum(name in q.expected for name, q in zip(first, queries, strict=False)) / 3
    )
    assert len(figures["best_scores_unanswerable"]) <= 1


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"query": "x"}, "not a JSON list"),
        ([{"expected": []}], "entry 0 has no query"),
        ([{"query": "x", "expected": "get_weather"}], "entry 0: expected is not a list"),
        ([{"query": "x", "expected": ["nope"]}], "entry 0: unknown tool 'nope'"),
        # a forgotten label, an empty request, nothing to score: each read as a result of 0
        ([{"query": "x"}], r"entry 0 has no expected list \(\[\] for a request no tool"),
        ([{"query": " ", "expected": ["get_weather"]}], "entry 0: the query is empty"),
        ([], "no entry expects a tool"),
        ([{"query": "x", "expected": []}], "no entry expects a tool"),
    ],
)
def test_bad_labelled_requests_name_the_file_and_entry(document: object, message: str) -> None:
    with pytest.raises(QueriesError, match=f"q.json: {message}"):
        labelled_queries(document, [t["name"] for t in TOOLS], "q.json")


# -- the commands ----------------------------------------------------------------------


def test_select_command_ranks_the_72_tools(capsys: pytest.CaptureFixture[str]) -> None:
    query = "list the open issues of acme/web"
    assert main(["adol", "select", str(TOOLS_72), "--query", query, "--top", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    tools = json.loads(TOOLS_72.read_text())
    expected = Selector(tools).select(query, top=3)
    assert out["method"] == "hybrid"
    assert [pick["name"] for pick in out["tools"]] == [pick.name for pick in expected]
    assert main(["adol", "select", str(TOOLS_72), "--tag", "issue", "--method", "tags"]) == 0
    table = capsys.readouterr().out
    assert "list_issues" in table
    assert "get_me" not in table


def test_select_shows_hostile_tool_names_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An outside attack: tool names were printed as Rich markup, so a name `[/bold]` ended
    the command (exit 1) and escape sequences reached the terminal. A name is shown as
    text, printable, on one line."""
    names = ["[/bold]", "\x1b]0;pwned\x07title", "[link=http://evil]click[/link]"]
    tools = [
        {"name": name, "description": "lists the issues", "inputSchema": {"type": "object"}}
        for name in names
    ]
    listing = tmp_path / "tools.json"
    listing.write_text(json.dumps(tools))
    assert main(["adol", "select", str(listing), "--query", "issues", "--method", "bm25"]) == 0
    table = capsys.readouterr().out
    assert "\x1b" not in table
    assert "\x07" not in table
    assert "[/bold]" in table
    assert "[link=http://evil]click[/link]" in table


def test_eval_command_prints_each_method(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adol", "eval", str(TOOLS_72), str(QUERIES_72), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["tools"] == 72
    assert out["queries"] >= 80
    assert set(out["methods"]) == {"bm25", "semantic", "hybrid"}
    for row in out["methods"].values():
        assert 0.0 < row["top1"] <= 1.0
        assert 0.0 < row["recall@5"] <= 1.0
        assert row["answerable"] + row["unanswerable"] == out["queries"]


def test_the_shipped_labelled_set_is_as_the_issue_asks() -> None:
    tools = json.loads(TOOLS_72.read_text())
    queries = labelled_queries(json.loads(QUERIES_72.read_text()), [t["name"] for t in tools], "q")
    assert len(queries) >= 80
    assert sum(len(q.expected) >= 2 for q in queries) >= 5
    assert sum(not q.expected for q in queries) >= 3
    descriptions = {t["description"].lower().strip(". ") for t in tools}
    assert not any(q.query.lower().strip(". ") in descriptions for q in queries)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["adol", "select", "missing.json", "--query", "x"], "missing.json"),
        (["adol", "select", str(TOOLS_72), "--query", "x", "--top", "0"], "top must be"),
        (["adol", "eval", str(TOOLS_72), "missing.json"], "missing.json"),
        (["adol", "select", str(TOOLS_72)], "needs a query or tags"),
    ],
)
def test_commands_report_bad_input_in_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2  # a file or a flag at fault: a usage error
    captured = capsys.readouterr()
    assert captured.out == ""
    err = " ".join(captured.err.split())
    assert message in err
    assert "Traceback" not in err


def test_an_authors_example_requests_are_read_by_retrieval_only() -> None:
    tool = {
        "name": "list_commits",
        "description": "List commits of a branch.",
        "_meta": {"io.ioa-stack/examples": ["who touched the billing repo last week", 3, " "]},
    }
    assert examples_of(tool) == ["who touched the billing repo last week"]
    assert entry_text(tool).endswith("examples: who touched the billing repo last week")
    assert examples_of({"name": "t", "x-examples": ["book me a seat"]}) == ["book me a seat"]
    assert examples_of({"name": "t", "_meta": {"io.ioa-stack/examples": "not a list"}}) == []
    assert len(examples_of({"name": "t", "x-examples": ["x"] * 40})) == 16
    listing = [tool, {"name": "get_commit", "description": "Get details for a commit."}]
    assert Selector(listing).select("who touched billing lately", top=1, method="bm25")[0].name == (
        "list_commits"
    )
    plain = [{**tool, "_meta": {}}, listing[1]]
    assert Selector(plain).select("who touched billing lately", top=1, method="bm25") == []


def test_the_shipped_example_requests_cover_every_tool() -> None:
    examples = json.loads((CORPUS / "github_72_examples.json").read_text())
    tools = json.loads(TOOLS_72.read_text())
    assert set(examples) == {tool["name"] for tool in tools}
    assert all(
        len(set(each)) == 3 and all(text.strip() for text in each) for each in examples.values()
    )


def test_the_unseen_labelled_set_is_a_development_set_as_the_issue_asks() -> None:
    """The four unseen listings in one, and the requests labelled for it (selection is
    developed on these, so that the 72 GitHub tools stay a test set)."""
    listing = json.loads((CORPUS / "unseen_all.json").read_text())
    parts = [json.loads(path.read_text()) for path in sorted((CORPUS / "unseen").glob("*.json"))]
    assert listing == [tool for part in parts for tool in part]  # no copy drifting apart
    queries = labelled_queries(
        json.loads((CORPUS / "unseen_queries.json").read_text()),
        [tool["name"] for tool in listing],
        "unseen_queries.json",
    )
    assert len(queries) >= 60
    assert sum(len(q.expected) >= 2 for q in queries) >= 5
    assert sum(not q.expected for q in queries) >= 3
    assert {name for q in queries for name in q.expected} == {t["name"] for t in listing}
    descriptions = {t["description"].lower().strip(". ") for t in listing}
    assert not any(q.query.lower().strip(". ") in descriptions for q in queries)
