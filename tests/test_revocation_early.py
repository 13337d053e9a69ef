"""An initiator that revoked a context presents no ticket of it (review 3).

Nothing then runs early under the revoked context on the peer.
"""

from __future__ import annotations

import asyncio
import contextlib

from test_agent_request import FLIGHT, early_booking

from l9_snl.exceptions import SemanticError


async def test_an_initiator_that_revoked_its_context_sends_no_early_request_under_it():
    traveller, airline, booked = early_booking()
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
