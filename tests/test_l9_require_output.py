"""`requireOutput` between agents: checked by the task schema, sent when agreed, filtered always."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_agent import FLIGHT as ROUTE
from test_agent import OFFER

from contexts import SharedContext
from contexts.builtin import builtin
from contexts.exceptions import ContentInvalidError
from ioa.agent import Agent, AgentError, Incoming
from l8_comm import Performative
from l9_snl.events import MessageAccepted
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError
from l9_snl.identity import AgentIdentity
from l9_snl.output import (
    REQUIRE_OUTPUT_EXTENSION,
    read_result,
    request_content,
    result_content,
    wanted_by,
)

TRAVEL = builtin("urn:contexts:travel:v2.1")
WANTED = ["offers.offer_id", "offers.price_minor"]
CHEAP = {
    "offers": [{"offer_id": "O-1", "price_minor": 34900}, {"offer_id": "O-2", "price_minor": 34900}]
}


# -- the task schema -------------------------------------------------------------------


def test_a_request_may_name_result_fields_from_the_task_schemas_enum() -> None:
    content = {"task": "searchFlights", "parameters": ROUTE, "requireOutput": WANTED}
    assert TRAVEL.validate(content) == "searchFlights"
    with pytest.raises(ContentInvalidError, match=r"'offers\.nope' is not one of"):
        TRAVEL.validate({**content, "requireOutput": ["offers.nope"]})
    with pytest.raises(ContentInvalidError):
        TRAVEL.validate({**content, "requireOutput": ["offers", "offers"]})  # unique


def test_a_result_marked_filtered_is_checked_for_the_fields_present_only() -> None:
    partial = {"task": "searchFlights", "result": CHEAP}
    with pytest.raises(ContentInvalidError, match="required"):
        TRAVEL.validate(partial)  # not marked: the full schema
    assert TRAVEL.validate({**partial, "requireOutput": WANTED}) == "searchFlights"
    wrong = {"offers": [{"offer_id": "O-1", "price_minor": "free"}]}
    with pytest.raises(ContentInvalidError, match="price_minor"):
        TRAVEL.validate({"task": "searchFlights", "result": wrong, "requireOutput": WANTED})
    extra = {"offers": [{"offer_id": "O-1", "smuggled": 1}]}
    with pytest.raises(ContentInvalidError):  # still closed
        TRAVEL.validate({"task": "searchFlights", "result": extra, "requireOutput": WANTED})


# -- the pure steps --------------------------------------------------------------------


def test_the_member_travels_only_when_agreed() -> None:
    assert request_content("searchFlights", ROUTE, WANTED, agreed=True)["requireOutput"] == WANTED
    assert "requireOutput" not in request_content("searchFlights", ROUTE, WANTED, agreed=False)
    assert "requireOutput" not in request_content("searchFlights", ROUTE, None, agreed=True)
    assert wanted_by({"requireOutput": WANTED}) == WANTED
    assert wanted_by({}) is None


def test_the_responder_filters_and_marks_only_when_asked_and_agreed() -> None:
    full = {"offers": [OFFER]}
    sent = result_content("searchFlights", full, WANTED, agreed=True)
    assert sent == {
        "task": "searchFlights",
        "result": {"offers": [{"offer_id": "O-1", "price_minor": 34900}]},
        "requireOutput": WANTED,
    }
    assert result_content("searchFlights", full, WANTED, agreed=False)["result"] == full
    assert result_content("searchFlights", full, None, agreed=True)["result"] == full


def test_the_requester_filters_always_and_refuses_a_filter_it_did_not_ask_for() -> None:
    full = {"task": "searchFlights", "result": {"offers": [OFFER]}}
    assert read_result(full, WANTED, peer="airline") == {
        "offers": [{"offer_id": "O-1", "price_minor": 34900}]
    }
    assert read_result(full, None, peer="airline") == {"offers": [OFFER]}
    for asked in (None, ["offers.offer_id"]):
        with pytest.raises(RemoteSemanticError, match="airline: a result filtered to"):
            read_result({**full, "requireOutput": WANTED}, asked, peer="airline")


# -- between agents --------------------------------------------------------------------


async def run_pair(*, airline_filters: bool, traveller_filters: bool = True) -> dict[str, Any]:
    traveller = Agent(
        AgentIdentity.generate("traveller"), contexts=[TRAVEL], filter_results=traveller_filters
    )
    airline = Agent(
        AgentIdentity.generate("airline"), contexts=[TRAVEL], filter_results=airline_filters
    )
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    seen: list[Any] = []

    def record(_session: object, event: object) -> None:
        if (
            isinstance(event, MessageAccepted)
            and event.envelope.performative == Performative.INFORM
        ):
            seen.append(event.envelope.content)

    traveller.observers.append(record)

    @airline.handler("searchFlights")
    async def search(_incoming: Incoming) -> dict[str, Any]:
        return {"offers": [OFFER, {**OFFER, "offer_id": "O-2"}]}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            got = await session.request("searchFlights", ROUTE, require_output=WANTED)
            whole = await session.request("searchFlights", ROUTE)
            with pytest.raises(LocalSemanticError, match=r"offers\.nope"):
                await session.request("searchFlights", ROUTE, require_output=["offers.nope"])
            agreed = session.filters_results
            await session.close()
    finally:
        await listener.close()
    return {"got": got, "whole": whole, "seen": seen, "agreed": agreed}


async def test_agreed_the_responder_sends_only_the_fields_asked() -> None:
    out = await run_pair(airline_filters=True)
    assert out["agreed"]
    assert out["got"] == {
        "offers": [
            {"offer_id": "O-1", "price_minor": 34900},
            {"offer_id": "O-2", "price_minor": 34900},
        ]
    }
    assert out["seen"][0]["requireOutput"] == WANTED
    assert out["seen"][0]["result"] == out["got"]  # what travelled was already filtered
    assert len(out["whole"]["offers"][0]) == len(OFFER)


@pytest.mark.parametrize(("airline", "traveller"), [(False, True), (True, False)])
async def test_not_agreed_the_full_result_travels_and_the_requester_filters(
    airline: bool,  # noqa: FBT001 - a parameter of the test
    traveller: bool,  # noqa: FBT001
) -> None:
    out = await run_pair(airline_filters=airline, traveller_filters=traveller)
    assert not out["agreed"]
    assert out["got"]["offers"][1] == {"offer_id": "O-2", "price_minor": 34900}
    assert "requireOutput" not in out["seen"][0]
    assert len(out["seen"][0]["result"]["offers"][0]) == len(OFFER)


def test_the_extension_name_is_the_one_the_spec_names() -> None:
    from pathlib import Path  # noqa: PLC0415

    spec = (Path(__file__).resolve().parent.parent / "docs" / "spec.md").read_text()
    assert f"`{REQUIRE_OUTPUT_EXTENSION}`" in spec


def test_order_does_not_matter_when_the_answer_names_the_fields_asked() -> None:
    answer = {"task": "searchFlights", "result": CHEAP, "requireOutput": list(reversed(WANTED))}
    assert read_result(answer, WANTED, peer="airline") == CHEAP


def checks(result_schema: dict[str, Any]) -> SharedContext:
    return SharedContext(
        {
            "urn": "urn:contexts:filtering:v1.0",
            "title": "filtering",
            "tasks": {
                "t": {
                    "parameters": {
                        "type": "object",
                        "properties": {},
                        "additionalProperties": False,
                    },
                    "result": result_schema,
                }
            },
        }
    )


def test_a_filtered_result_keeps_every_assertion_but_the_presence_of_fields_not_asked() -> None:
    context = checks(
        {
            "type": "object",
            "properties": {
                "error": {"type": "string"},
                "value": {"type": "integer", "if": {"minimum": 5}, "then": {"multipleOf": 5}},
                "labels": {"type": "array", "maxItems": 2},
                "required": {"type": "string"},
            },
            "required": ["value", "labels"],
            "not": {"required": ["error", "value"]},
            "additionalProperties": False,
        }
    )

    def filtered(result: dict[str, Any], asked: list[str]) -> bool:
        return context.validator.is_valid({"task": "t", "result": result, "requireOutput": asked})

    assert filtered({"value": 3}, ["value"])
    assert not filtered({"value": 7}, ["value"])  # the property's if/then still applies
    assert not filtered({"value": 3, "error": "e"}, ["value", "error"])  # so does `not`
    assert not filtered(
        {"labels": ["a"]}, ["value", "labels"]
    )  # an asked required field is missing
    assert filtered({"labels": ["a"]}, ["labels"])
    assert not filtered({"labels": [1, 2, 3]}, ["labels"])
    assert filtered({"required": "x"}, ["required"])  # a property named like a keyword
    assert not filtered({"value": 3, "smuggled": 1}, ["value"])
    assert context.validate({"task": "t", "parameters": {}, "requireOutput": ["labels"]}) == "t"


def test_an_unsolicited_filtered_result_is_refused_by_the_receivers_l9() -> None:
    async def scenario() -> list[Any]:
        traveller = Agent(AgentIdentity.generate("traveller"), contexts=[TRAVEL])
        airline = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
        traveller.trust_peer(airline.identity)
        airline.trust_peer(traveller.identity)
        seen: list[Any] = []
        traveller.observers.append(lambda _s, event: seen.append(event))
        listener = await airline.serve()
        try:
            async with asyncio.timeout(20):
                session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
                assert session.filters_results
                content = {"task": "searchFlights", "result": CHEAP, "requireOutput": WANTED}
                await session.send(Performative.INFORM, content)
                for _ in range(100):
                    if any(
                        getattr(getattr(e, "envelope", None), "performative", None)
                        == Performative.NOT_UNDERSTOOD
                        for e in seen
                    ):
                        break
                    await asyncio.sleep(0.05)
                await session.close()
        finally:
            await listener.close()
        return seen

    seen = asyncio.run(scenario())
    refusals = [
        e.envelope.content
        for e in seen
        if getattr(getattr(e, "envelope", None), "performative", None)
        == Performative.NOT_UNDERSTOOD
    ]
    assert refusals
    assert refusals[0]["code"] == "invalid_content"
    assert "answers no request that named fields" in refusals[0]["reason"]


async def test_a_responder_may_not_leave_out_a_required_field_it_was_asked_for() -> None:
    for filters in (True, False):
        traveller = Agent(AgentIdentity.generate("traveller"), contexts=[TRAVEL])
        airline = Agent(
            AgentIdentity.generate("airline"), contexts=[TRAVEL], filter_results=filters
        )
        traveller.trust_peer(airline.identity)
        airline.trust_peer(traveller.identity)

        @airline.handler("searchFlights")
        async def search(_incoming: Incoming) -> dict[str, Any]:
            return {"offers": [{"offer_id": "O-1"}]}

        listener = await airline.serve()
        try:
            async with asyncio.timeout(20):
                session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
                with pytest.raises(AgentError) as caught:
                    await session.request("searchFlights", ROUTE, require_output=WANTED)
                assert caught.value.code == "handler_failed"
                await session.close()
        finally:
            await listener.close()
