"""A task's result is an answer: it never runs the task's handler (review of issue 13).

A task binds to `{"task": name, ...}` whether its content carries `parameters` or `result`
(the task schema's `oneOf`). Dispatching on the name alone ran the `bookFlight` handler on
a REQUEST, QUERY or INFORM carrying bookFlight's *result*, with no parameters at all: a
value validated under one schema (the result) used under another (the parameters), and a
late or forged result INFORM running a side-effecting task. The binding now says which
part was validated, and only parameters run a handler.
"""

from __future__ import annotations

import asyncio

import pytest
from test_content_attacks import OFFER, URN, Airline, answer_to, raw, serving, session_of

RESULT = {
    "booking_reference": "EVIL99",
    "origin_code": "LAX",
    "dest_code": "JFK",
    "date": "2026-11-24",
}
PARAMETERS = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("performative", ["REQUEST", "QUERY"])
async def test_a_task_result_asked_as_a_request_is_refused_unrun(performative):
    airline = Airline()
    hostile = airline.client("mallory")
    async with serving(airline) as port:
        session = await session_of(hostile, port)
        sent = await raw(session, performative, {"task": "bookFlight", "result": RESULT})
        answer = await answer_to(session, sent)
        assert answer.performative in ("REFUSE", "FAILURE"), answer
        assert "answer" in str(answer.content), answer.content
        assert airline.booked == []
        await session.close()


@pytest.mark.timeout(60)
async def test_a_task_result_informed_runs_nothing():
    airline = Airline()
    hostile = airline.client("mallory")
    async with serving(airline) as port:
        session = await session_of(hostile, port)
        await raw(session, "INFORM", {"task": "bookFlight", "result": RESULT})
        # A barrier: the airline handles messages in order, so once this request is answered
        # the INFORM before it has been dispatched (or not) already.
        sent = await raw(session, "REQUEST", {"task": "bookFlight", "parameters": PARAMETERS})
        answer = await answer_to(session, sent)
        assert answer.performative == "INFORM", answer
        assert airline.booked == [PARAMETERS], airline.booked
        await session.close()
    assert URN


@pytest.mark.timeout(60)
async def test_a_publications_values_are_what_l9_validated_never_the_brokers_topic():
    # A PUBLISH is validated without its `topic` (the broker's routing, spec 8.1): the values
    # the application reads are what L9 validated; the topic stays on the envelope.
    airline = Airline()
    hostile = airline.client("mallory")
    async with serving(airline) as port:
        session = await session_of(hostile, port)
        await raw(session, "PUBLISH", {**OFFER, "topic": "offers/LAX"})
        async with asyncio.timeout(10):
            while not airline.agent.sessions:  # the airline locks when the LOCK arrives  # noqa: ASYNC110
                await asyncio.sleep(0.01)
            [served] = airline.agent.sessions
            received = await served.receive()
        assert received.name == "flight_offer"
        assert "topic" not in received.values
        assert received.values["price_minor"] == 34900
        assert received.envelope.content["topic"] == "offers/LAX"
        await session.close()
