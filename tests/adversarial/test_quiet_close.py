"""A quiet close (spec 12.16): a side whose every message arrived ends without the peer's ACK.

A side that closes when each of its messages that wants an acknowledgement is
known to have arrived (acknowledged, or answered: the peer authenticates in
order, so its answer to our last message shows it read all of ours) sends a
final ACK with `"answer": false`, and the peer ends its stream without a final
ACK of its own: one message fewer on every session that ends with its answer.
What the answer would have told the closing side, it knows already; what the
peer must learn (that its own last messages arrived) the quiet final ACK still
tells it. These tests hold both halves over real sockets, through a relay that
records or tampers with each frame.
"""

from __future__ import annotations

import asyncio

import orjson
import pytest
from tamper import ANSWER, REQUEST, Tamper, containing
from test_relay_tampering import connect, pki, through_relay  # noqa: F401 - the fixture
from test_review13_close import OFFER

from ioa.agent import AgentError

SEARCH = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
FINAL = containing(b'"snl-ack"', b'"final":true')


def acks(tamper: Tamper, direction: str) -> list[dict]:
    """The ACKs' contents that came to the relay in `direction`, in order."""
    return [
        orjson.loads(payload)["content"]
        for went, payload in tamper.seen
        if went == direction and b'"snl-ack"' in payload
    ]


@pytest.mark.timeout(60)
async def test_a_session_that_ends_with_its_answer_closes_quietly(pki):  # noqa: F811
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        session = await connect(world)
        assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
        [served] = world.airline.sessions
        assert await session.close() is None
        async with asyncio.timeout(10):
            await served.ended.wait()
        assert world.ended == {"traveller": [], "airline": []}
    closing = acks(recorder, REQUEST)[-1]
    assert (closing["final"], closing["answer"]) == (True, False)
    # It acknowledges what the airline sent: its TICKET and the answer.
    assert closing["received"] == sum(
        went == ANSWER and b'"mac"' in payload for went, payload in recorder.seen
    )
    assert not [ack for ack in acks(recorder, ANSWER) if ack.get("final")]  # none came back


@pytest.mark.timeout(60)
async def test_a_close_after_an_unanswered_message_still_waits_for_the_answer(pki):  # noqa: F811
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        session = await connect(world)
        assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
        await session.inform("flight_offer", OFFER)  # nobody answers an INFORM
        assert await session.close() is None
    [closing] = [ack for ack in acks(recorder, REQUEST) if ack.get("final")]
    assert "answer" not in closing
    assert [ack for ack in acks(recorder, ANSWER) if ack.get("final")]  # the airline answered


@pytest.mark.timeout(60)
@pytest.mark.parametrize("attack", ["drop", "truncate", "cut"])
async def test_a_lost_quiet_close_is_a_cut_for_the_peer(pki, attack):  # noqa: F811
    """The relay keeps the quiet final ACK from the airline: the airline finds out."""
    tamper = Tamper(attack, REQUEST, FINAL)
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
        told = await session.close()
        # The traveller knows everything it sent arrived: nothing the relay did after its
        # answer can take that back. (A dropped final ACK leaves it waiting for the
        # airline's end of stream, which comes when the relay ends the airline's.)
        assert told is None or (isinstance(told, AgentError) and told.code == "truncated")
        await world.ended_with("airline", "truncated")
        assert tamper.done


@pytest.mark.timeout(60)
async def test_a_reply_the_relay_forged_cannot_settle(pki):  # noqa: F811
    """Answers settle only when authenticated: a forged answer fails the session instead."""
    tamper = Tamper(
        "inject",
        ANSWER,
        containing(b'"request-reply"', b'"INFORM"'),
        inject=lambda payload: payload.replace(b'"IOA7Q2"', b'"FORGED"'),
    )
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        with pytest.raises(AgentError) as raised:
            await session.request("bookFlight", SEARCH)
        assert raised.value.code == "integrity_failure"
        await session.close()
        assert tamper.done
