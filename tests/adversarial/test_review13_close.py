"""Review 13: the side that closes never learns that its last messages were dropped.

`Session.close` stops reading, sends the final ACK and closes the endpoint: it never
reads the peer's final ACK, so the check of spec 12.16 ("a receiver of a final ACK
checks that it acknowledges every message it sent ... if not, `undelivered`") never
runs on the closing side. A relay that drops the last message before a close (an
INFORM: a notice, a confirmation, a publication) leaves its sender with a clean close;
only the receiver, which does not know what was lost, reports an error.

Now the closing side reads on after its final ACK until the peer's (bounded by
`ack_timeout`), and the peer answers a final ACK with its own at once: a drop, a
truncation or a reordering of the last message reaches the closing side as a
`SessionTerminated` (and `LockedSession.close` returns it); an honest close stays clean.
"""

from __future__ import annotations

import asyncio

import pytest
from tamper import REQUEST, Tamper, containing
from test_relay_tampering import connect, pki, through_relay  # noqa: F401 - the fixture

from ioa.agent import AgentError

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


@pytest.mark.timeout(60)
@pytest.mark.parametrize("attack", ["drop", "truncate", "reorder"])
async def test_the_closing_side_learns_that_its_last_message_was_dropped(pki, attack):  # noqa: F811
    tamper = Tamper(attack, REQUEST, containing(b'"flight_offer"'))
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        assert (
            await session.request(
                "bookFlight", {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
            )
        )["booking_reference"] == "IOA7Q2"
        await session.inform("flight_offer", OFFER)
        told = await session.close()  # the close itself says so
        assert isinstance(told, AgentError), "the traveller's session closed cleanly"
        assert told.code in ("undelivered", "truncated", "integrity_failure")
        assert session.end is told
        await world.ended_with("airline", "integrity_failure", "truncated")  # found there too
        assert tamper.done


@pytest.mark.timeout(60)
async def test_an_honest_close_is_clean_on_both_sides(pki):  # noqa: F811
    async with through_relay(pki, Tamper()) as world:
        session = await connect(world)
        assert (
            await session.request(
                "bookFlight", {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
            )
        )["booking_reference"] == "IOA7Q2"
        [served] = world.airline.sessions
        await session.inform("flight_offer", OFFER)
        assert await session.close() is None
        async with asyncio.timeout(10):
            await served.ended.wait()  # the airline's side ends with the stream
        assert world.ended == {"traveller": [], "airline": []}
