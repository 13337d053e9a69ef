"""`ioa.Agent`: serve and connect over real HTTP/2 and HTTP/3 on 127.0.0.1, handlers per task."""

from __future__ import annotations

import asyncio
from importlib import resources
from pathlib import Path

import pytest

from contexts.builtin import builtin
from ioa.agent import NOT_HANDLED, Agent, AgentError, Incoming, Tls
from l7_transport.tls import write_dev_pki
from l9_snl.identity import AgentIdentity

TRAVEL = [builtin("urn:contexts:travel:v2.0"), builtin("urn:contexts:travel:v2.1")]
PAYMENT = [builtin("urn:contexts:payment:v2.0")]
EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
OFFER = {
    "offer_id": "O-1",
    "carrier_code": "AA",
    "flight_number": "117",
    "origin_code": "LAX",
    "dest_code": "JFK",
    "date": "2026-11-24",
    "departure_time": "08:00",
    "price_minor": 34900,
    "currency": "USD",
}


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def agents(contexts=TRAVEL, **kwargs) -> tuple[Agent, Agent]:
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=contexts)
    airline = Agent(AgentIdentity.generate("airline"), contexts=contexts, **kwargs)
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    return traveller, airline


@pytest.mark.parametrize("protocol", ["h2-cleartext", "h2", "h3"])
async def test_an_agent_serves_a_task_and_another_books_through_it(pki, protocol):
    traveller, airline = agents()
    seen: list[Incoming] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        seen.append(message)
        return {"booking_reference": "IOA7Q2", **message.values}

    transport = "h3" if protocol == "h3" else "h2"
    tls = None if protocol == "h2-cleartext" else Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    listener = await airline.serve(protocol=transport, tls=tls)
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect(
                "127.0.0.1", listener.port, peer="airline", protocol=transport, tls=tls
            )
            assert session.context == "urn:contexts:travel:v2.1"
            result = await session.request("bookFlight", FLIGHT)
            assert result == {"booking_reference": "IOA7Q2", **FLIGHT}
            [message] = seen
            assert message.peer == "traveller"
            assert message.values == FLIGHT
            with pytest.raises(AgentError) as refused:
                await session.request("searchFlights", FLIGHT)
            assert refused.value.code == NOT_HANDLED
            await session.close()
    finally:
        await listener.close()


async def test_the_context_to_lock_can_be_named_and_content_is_validated_both_ways():
    traveller, airline = agents()

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        return {"booking_reference": "X", **message.values}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect(
                "127.0.0.1", listener.port, peer="airline", context="urn:contexts:travel:v2.0"
            )
            assert session.context == "urn:contexts:travel:v2.0"
            with pytest.raises(Exception, match="invalid_content"):
                await session.request("bookFlight", {"origin_code": "not an airport"})
            await session.close()
    finally:
        await listener.close()


async def test_a_handler_that_fails_answers_with_failure_and_the_agent_goes_on():
    traveller, airline = agents()
    calls = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        calls.append(message.values)
        if len(calls) == 1:
            msg = "no seats"
            raise RuntimeError(msg)
        return {"booking_reference": "IOA7Q3", **message.values}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            with pytest.raises(AgentError) as failed:
                await session.request("bookFlight", FLIGHT)
            assert failed.value.code == "handler_failed"
            assert "no seats" in failed.value.reason
            assert (await session.request("bookFlight", FLIGHT))["booking_reference"] == "IOA7Q3"
            await session.close()
    finally:
        await listener.close()


async def test_an_agent_with_a_policy_directory_puts_its_firewall_in_front():
    traveller, airline = agents(PAYMENT, policies=EXAMPLES)

    @airline.handler("sendPayment")
    async def pay(message: Incoming) -> dict:
        assert message.values["amount_minor"] <= 1_000_000
        return {"payment_id": "P-1", "status": "accepted"}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            small = {"payee_id": "acme", "amount_minor": 500, "currency": "USD"}
            assert (await session.request("sendPayment", small))["status"] == "accepted"
            with pytest.raises(AgentError) as refused:
                await session.request("sendPayment", {**small, "amount_minor": 2_000_000})
            assert refused.value.code == "forbidden"
            await session.close()
    finally:
        await listener.close()


async def test_an_impostor_never_reaches_a_handler():
    traveller, airline = agents()
    calls = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        calls.append(message)
        return {"booking_reference": "IOA7Q2", **message.values}

    # Same agent id as the traveller the airline pinned, another key.
    impostor = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    impostor.trust_peer(airline.identity)
    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            # The initiator is locked once it sends LOCK; the airline refuses the LOCK's
            # signature (bad_signature), so nothing the impostor sends is ever handled.
            session = await impostor.connect("127.0.0.1", listener.port, peer="airline")
            session.answer_timeout = 2.0
            with pytest.raises((AgentError, TimeoutError)):
                await session.request("bookFlight", FLIGHT)
            await session.close()
    finally:
        await listener.close()
    assert calls == []
    del traveller


async def test_a_handler_can_ask_the_peer_back_and_refuse_with_its_own_code():
    traveller, airline = agents()

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        # Asks the traveller while the traveller waits for this very answer: the
        # session keeps delivering messages while a handler runs.
        found = await message.session.query({"task": "searchFlights", "parameters": FLIGHT})
        if not found["result"]["offers"]:
            raise AgentError("no_seats", "sold out on that day")
        return {"booking_reference": "TRAV01", **message.values}

    searches = []

    @traveller.handler("searchFlights")
    async def search(message: Incoming) -> dict:
        searches.append(message.values)
        return {"offers": []} if len(searches) > 1 else {"offers": [OFFER]}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            booked = await session.request("bookFlight", FLIGHT)
            assert booked["booking_reference"] == "TRAV01"
            with pytest.raises(AgentError) as refused:
                await session.request("bookFlight", {**FLIGHT, "date": "2026-12-25"})
            assert refused.value.code == "no_seats"
            assert refused.value.reason == "sold out on that day"
            assert searches == [FLIGHT, FLIGHT]
            await session.close()
    finally:
        await listener.close()


async def test_a_session_runs_at_most_max_handlers_and_refuses_the_rest_busy():
    traveller, airline = agents()
    release = asyncio.Event()
    two_started = asyncio.Event()
    started = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        message.session.max_handlers = 2
        started.append(message.values["date"])
        if len(started) == 2:
            two_started.set()
        await release.wait()
        return {"booking_reference": "SLOW42", **message.values}

    listener = await airline.serve()
    try:
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            first = asyncio.ensure_future(session.request("bookFlight", FLIGHT))
            second = asyncio.ensure_future(
                session.request("bookFlight", {**FLIGHT, "date": "2026-11-25"})
            )
            await two_started.wait()
            with pytest.raises(AgentError) as busy:
                await session.request("bookFlight", {**FLIGHT, "date": "2026-11-26"})
            assert busy.value.code == "busy"
            release.set()
            assert {(await first)["date"], (await second)["date"]} == {"2026-11-24", "2026-11-25"}
            assert len(started) == 2
            await session.close()
    finally:
        await listener.close()
