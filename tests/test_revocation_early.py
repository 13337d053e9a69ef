"""An initiator that revoked a context presents no ticket of it (review 3).

Nothing then runs early under the revoked context on the peer.
"""

from __future__ import annotations

import asyncio
import contextlib

from test_agent_request import EARLY_REQUESTS, FLIGHT, TRAVEL

from ioa.agent import Agent, Incoming
from l7_transport.config import TransportConfig
from l9_snl.exceptions import SemanticError
from l9_snl.identity import AgentIdentity


async def test_an_initiator_that_revoked_its_context_sends_no_early_request_under_it():
    traveller = Agent(
        AgentIdentity.generate("traveller"),
        contexts=TRAVEL,
        transport=TransportConfig(reuse_linger=0),
        handshake=EARLY_REQUESTS,
    )
    airline = Agent(AgentIdentity.generate("airline"), contexts=TRAVEL, handshake=EARLY_REQUESTS)
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    booked: list[bool] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        booked.append(message.session.locked.locked.resumed)
        return {"booking_reference": "IOA7Q2", **message.values}

    listener = await airline.serve()
    where = {"port": listener.port, "peer": "airline"}
    try:
        async with asyncio.timeout(30):
            await traveller.request("127.0.0.1", task="bookFlight", parameters=FLIGHT, **where)
            assert booked == [False]
            traveller.context_revoked("urn:contexts:travel:v2.1", reason="flaw")
            with contextlib.suppress(SemanticError):
                await traveller.request("127.0.0.1", task="bookFlight", parameters=FLIGHT, **where)
            await asyncio.sleep(0.3)
    finally:
        await traveller.close()
        await listener.close()
    assert booked == [False], "the revoked context was still used: a task ran under it"
