"""L9 answers `context_catalogue`: concepts and tasks, short or full, by tags or a request."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_agent import FLIGHT as ROUTE
from test_agent import agents, session_to

from contexts import SharedContext
from contexts.adol.listing import full
from contexts.builtin import builtin
from contexts.exceptions import InvalidDocumentError
from ioa.agent import AgentError
from l9_snl.catalogue import CONTEXT_CATALOGUE, answer_catalogue, catalogue_query
from l9_snl.clarification import validate_clarification
from l9_snl.exceptions import RemoteSemanticError

TRAVEL = builtin("urn:contexts:travel:v2.1")
HEALTH = builtin("urn:contexts:health:v1.0")


def descriptions_below_top(node: Any, *, top: bool = True) -> int:
    """How many `description`s sit in sub-schemas of `node` (not its own)."""
    if isinstance(node, list):
        return sum(descriptions_below_top(item, top=False) for item in node)
    if not isinstance(node, dict):
        return 0
    own = 0 if top else int(isinstance(node.get("description"), str))
    return own + sum(
        descriptions_below_top(v, top=False) for k, v in node.items() if k != "description"
    )


def answer(context: SharedContext, **query: Any) -> dict[str, Any]:
    content = catalogue_query(**query)
    assert validate_clarification(content) == CONTEXT_CATALOGUE
    got = answer_catalogue(context, content)
    assert validate_clarification(got) == CONTEXT_CATALOGUE  # what the asker's L9 checks
    return got


def test_the_short_catalogue_lists_everything_without_property_descriptions_or_results() -> None:
    got = answer(TRAVEL)
    assert got["listing"] == "short"
    names = [(e["kind"], e["name"]) for e in got["entries"]]
    assert names == [("concept", n) for n in TRAVEL.concept_names] + [
        ("task", n) for n in TRAVEL.task_names
    ]
    for entry in got["entries"]:
        assert entry["tags"]
        assert "result" not in entry
        assert descriptions_below_top(entry.get("schema", entry.get("parameters"))) == 0
        assert entry["description"]
    assert set(got["defs"]) == set(TRAVEL.definitions)


def test_the_full_catalogue_is_the_document_as_written() -> None:
    got = answer(TRAVEL, listing="full")
    document = TRAVEL.as_dict()
    for entry in got["entries"]:
        if entry["kind"] == "concept":
            written = document["concepts"][entry["name"]]
            assert {**entry["schema"], "description": entry["description"]} == {
                k: v for k, v in written.items() if k != "tags"
            }
        else:
            written = document["tasks"][entry["name"]]
            assert entry["parameters"] == written["parameters"]
            assert entry.get("result") == written.get("result")
    assert got["defs"] == document["$defs"]


def test_short_is_smaller_and_full_restores_exactly_what_short_left_out() -> None:
    short_answer, full_answer = answer(HEALTH), answer(HEALTH, listing="full")
    assert len(str(short_answer)) < len(str(full_answer))
    assert len(short_answer["entries"]) == len(full_answer["entries"])


def test_tags_are_the_documents_or_derived_and_filter_exactly() -> None:
    everything = answer(TRAVEL)["entries"]
    tags = {e["name"]: e["tags"] for e in everything}
    assert tags["bookFlight"] == ["flight"]  # derived: the name after its verb
    assert tags["flight_offer"] == ["flight", "offer", "flight_offer"]
    got = answer(TRAVEL, tags=["offer"])
    assert [e["name"] for e in got["entries"]] == ["flight_offer"]
    assert answer(TRAVEL, tags=["nothing"])["entries"] == []


def test_a_request_in_words_ranks_the_entries_and_top_bounds_them() -> None:
    got = answer(TRAVEL, query="reserve a seat on a plane", top=2, method="bm25")
    assert len(got["entries"]) <= 2
    assert got["entries"][0]["name"] == "bookFlight"
    scores = [e["score"] for e in got["entries"]]
    assert scores == sorted(scores, reverse=True)
    semantic = answer(TRAVEL, query="which flights go from Paris to Rome tomorrow", top=1)
    assert semantic["entries"][0]["name"] in {"searchFlights", "flight_offer"}


REFS_DOC: dict[str, Any] = {
    "urn": "urn:contexts:catalogue_refs:v1.0",
    "title": "refs",
    "$defs": {"code": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "A code."}},
    "concepts": {
        "offer": {
            "type": "object",
            "description": "An offer.",
            "tags": ["offer"],
            "properties": {"code": {"$ref": "#/$defs/code", "description": "Its code."}},
            "additionalProperties": False,
        }
    },
    "tasks": {
        "search": {
            "description": "Search offers.",
            "tags": ["search"],
            "parameters": {"type": "object", "properties": {}, "additionalProperties": False},
            "result": {
                "type": "object",
                "properties": {"offers": {"type": "array", "items": {"$ref": "#/concepts/offer"}}},
                "additionalProperties": False,
            },
        }
    },
}


def test_an_answer_carries_what_its_entries_reference_and_keeps_concept_references() -> None:
    context = SharedContext(copy.deepcopy(REFS_DOC))
    got = answer(context, listing="full", tags=["search"])
    [entry] = got["entries"]
    assert entry["result"]["properties"]["offers"]["items"] == {"$ref": "#/concepts/offer"}
    assert got["concepts"] == {
        "offer": {k: v for k, v in REFS_DOC["concepts"]["offer"].items() if k != "tags"}
    }
    assert got["defs"] == REFS_DOC["$defs"]
    both = answer(context, listing="full")
    assert "concepts" not in both  # the concept is listed itself


def test_a_context_may_not_define_the_catalogue_concept() -> None:
    document = copy.deepcopy(REFS_DOC)
    document["concepts"][CONTEXT_CATALOGUE] = document["concepts"].pop("offer")
    document["tasks"]["search"]["result"]["properties"]["offers"]["items"] = {"type": "string"}
    with pytest.raises(InvalidDocumentError):
        SharedContext(document)


@pytest.mark.parametrize(
    "content",
    [
        {"concept": CONTEXT_CATALOGUE, "listing": "medium"},
        {"concept": CONTEXT_CATALOGUE, "tags": ["Upper"]},
        {"concept": CONTEXT_CATALOGUE, "top": 0},
        {"concept": CONTEXT_CATALOGUE, "top": 10_000},
        {"concept": CONTEXT_CATALOGUE, "query": ""},
        {"concept": CONTEXT_CATALOGUE, "query": "x" * 1025},
        {"concept": CONTEXT_CATALOGUE, "method": "magic"},
        {"concept": CONTEXT_CATALOGUE, "extra": 1},
        {"concept": CONTEXT_CATALOGUE, "defs": {}},
    ],
)
def test_malformed_catalogue_content_is_invalid_content(content: dict[str, Any]) -> None:
    with pytest.raises(RemoteSemanticError) as caught:
        validate_clarification(content)
    assert caught.value.code == "invalid_content"


def test_a_catalogue_answer_sent_as_a_query_is_refused() -> None:
    with pytest.raises(RemoteSemanticError, match="an answer, not a query"):
        answer_catalogue(TRAVEL, {"concept": CONTEXT_CATALOGUE, "entries": []})


def test_full_of_each_short_entry_is_the_full_entry() -> None:
    short_entries = answer(TRAVEL)["entries"]
    full_entries = answer(TRAVEL, listing="full")["entries"]
    from l9_snl.catalogue import CATALOGUES  # noqa: PLC0415 - the entries with their optional blocks

    built = CATALOGUES.get(TRAVEL).entries
    assert [full(entry) for entry in built] == full_entries
    assert [{k: v for k, v in entry.items() if k != "optional"} for entry in built] == short_entries


async def test_a_peer_asks_for_the_catalogue_over_a_real_session() -> None:
    traveller, airline = agents(contexts=[TRAVEL])
    async with session_to(airline, traveller) as session:
        short_answer = await session.catalogue()
        assert [e["name"] for e in short_answer["entries"]] == [
            *TRAVEL.concept_names,
            *TRAVEL.task_names,
        ]
        ranked = await session.catalogue(query="book a seat", top=1, method="bm25")
        assert [e["name"] for e in ranked["entries"]] == ["bookFlight"]
        full_answer = await session.catalogue(listing="full", tags=["flight"])
        assert all("flight" in e["tags"] for e in full_answer["entries"])
        with pytest.raises(Exception, match="listing"):
            await session.catalogue(listing="medium")  # refused by our own L9 before sending


async def test_a_peer_asking_too_often_is_rate_limited_and_the_session_goes_on() -> None:
    traveller, airline = agents(contexts=[TRAVEL])
    async with session_to(airline, traveller) as session:
        codes = []
        for _ in range(80):
            try:
                await session.catalogue(tags=["flight"])
            except AgentError as error:
                codes.append(error.code)
        assert "rate_limited" in codes
        with pytest.raises(AgentError, match="no handler"):  # the peer still answers
            await session.request("searchFlights", ROUTE)


def test_a_catalogue_too_large_for_one_answer_is_refused_with_what_to_ask_instead() -> None:
    words = "A long description that repeats itself to fill the catalogue. " * 60
    document: dict[str, Any] = {
        "urn": "urn:contexts:catalogue_big:v1.0",
        "title": "big",
        "concepts": {
            f"thing{i}": {
                "type": "object",
                "description": words[:3900],
                "properties": {"x": {"type": "string", "description": words[:3900]}},
                "additionalProperties": False,
            }
            for i in range(80)
        },
    }
    context = SharedContext(document)
    assert answer(context)["entries"]  # short: no property descriptions, it fits
    with pytest.raises(RemoteSemanticError, match="ask for the short listing, tags or a query"):
        answer_catalogue(context, catalogue_query(listing="full"))


def test_long_descriptions_and_names_still_give_an_answer_the_asker_accepts() -> None:
    name = "getTheVeryLongAndWindingNameOfAConceptThatSaysFarTooMuch"
    document = {
        "urn": "urn:contexts:catalogue_long:v1.0",
        "title": "long",
        "concepts": {
            name: {
                "type": "object",
                "description": "d" * 6000,
                "properties": {},
                "additionalProperties": False,
            }
        },
    }
    got = answer(SharedContext(document))  # `answer` checks it as the asker's L9 would
    [entry] = got["entries"]
    assert len(entry["description"]) == 6000
    assert 0 < len(entry["tags"]) <= 16


def test_a_tasks_example_requests_help_the_catalogue_rank_it() -> None:
    document = copy.deepcopy(REFS_DOC)
    document["tasks"]["search"]["x-examples"] = ["which deals can I get for the weekend"]
    got = answer(SharedContext(document), query="deals for the weekend", top=1, method="bm25")
    assert [e["name"] for e in got["entries"]] == ["search"]


def test_tags_must_be_a_list_not_a_string() -> None:
    with pytest.raises(TypeError, match="not the string"):
        catalogue_query(tags="flight")


def test_an_empty_context_catalogue_is_empty() -> None:
    document = {"urn": "urn:contexts:catalogue_empty:v1.0", "title": "empty", "concepts": {}}
    context = SharedContext(document)
    assert answer(context)["entries"] == []
    assert answer(context, query="anything")["entries"] == []
