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
import dataclasses

import orjson
import pytest
from tamper import ANSWER, REQUEST, Tamper, TamperingRelay, containing
from test_relay_tampering import connect, pki, through_relay  # noqa: F401 - the fixture
from test_review13_close import OFFER

from ioa.agent import AgentError, Incoming
from l7_transport.exceptions import TransportError
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm.exceptions import LocalProtocolError

SEARCH = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
FINAL = containing(b'"snl-ack"', b'"final":true')


def acks(tamper: Tamper, direction: str) -> list[dict]:
    """The ACKs' contents that came to the relay in `direction`, in order."""
    return [
        orjson.loads(payload)["content"]
        for went, payload in tamper.seen
        if went == direction and b'"snl-ack"' in payload
    ]


async def book_and_close(world) -> None:
    """One request answered, the session closed, the agent closed: clean on both sides."""
    session = await connect(world)
    assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
    [served] = world.airline.sessions
    assert await session.close() is None
    await world.traveller.close()  # a one-shot client: done, its connection closes
    async with asyncio.timeout(10):
        await served.ended.wait()
    assert world.ended == {"traveller": [], "airline": []}


@pytest.mark.timeout(60)
async def test_a_session_that_ends_with_its_answer_closes_quietly(pki):  # noqa: F811
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        await book_and_close(world)
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


@pytest.mark.timeout(60)
@pytest.mark.parametrize("quiet", [True, False], ids=["quiet close", "quiet close off"])
async def test_a_trailing_message_the_relay_dropped_is_found(pki, quiet):  # noqa: F811
    """The airline answers, then sends one more INFORM unasked; the relay drops that one.

    The airline always finds it (the traveller's final ACK counts one message short:
    `undelivered`). With the quiet close the traveller does not: it had nothing open
    and all it sent had arrived, so it did not wait for the airline's final ACK, whose
    sequence number would have shown the gap (spec 12.16 says so). With `quiet_close`
    off it waits, and finds it too.
    """
    tamper = Tamper("drop", ANSWER, containing(b'"flight_offer"'))
    async with through_relay(pki, tamper) as world:
        world.traveller._semantic = dataclasses.replace(
            world.traveller._semantic,
            quiet_close=quiet,
        )
        followed = asyncio.Event()

        @world.airline.handler("bookFlight")
        async def book(message: Incoming) -> dict:
            async def follow_up() -> None:
                await asyncio.sleep(0.05)  # right behind the answer
                await message.session.inform("flight_offer", OFFER)
                followed.set()

            asyncio.get_running_loop().create_task(follow_up())
            return {"booking_reference": "IOA7Q2", **message.values}

        session = await connect(world)
        assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
        async with asyncio.timeout(5):
            await followed.wait()
        await asyncio.sleep(0.1)  # the airline's INFORM reached the relay, which dropped it
        told = await session.close()
        await world.ended_with("airline", "undelivered")
        assert tamper.done
        if quiet:
            assert told is None
        else:
            assert isinstance(told, AgentError)
            assert told.code in ("integrity_failure", "truncated")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("yields", [0, 1, 2, 5, 20])
async def test_a_message_sent_while_closing_is_refused_not_lost(pki, yields):  # noqa: F811
    """Another task sends while `close()` runs: refused to its sender, or delivered."""
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        session = await connect(world)
        assert (await session.request("bookFlight", SEARCH))["booking_reference"] == "IOA7Q2"
        [served] = world.airline.sessions
        closing = asyncio.get_running_loop().create_task(session.close())
        for _ in range(yields):
            await asyncio.sleep(0)
        try:
            await session.inform("flight_offer", OFFER)
        except (AgentError, LocalProtocolError):
            refused = True
        else:
            refused = False
        told = await closing
        async with asyncio.timeout(10):
            await served.ended.wait()
        offers = [p for went, p in recorder.seen if went == REQUEST and b'"flight_offer"' in p]
        if not refused:  # it went before the final ACK: delivered and acknowledged
            assert offers
            assert told is None
            assert world.ended == {"traveller": [], "airline": []}


@pytest.mark.timeout(60)
async def test_a_quiet_close_reads_the_peers_stream_to_its_end(pki, monkeypatch):  # noqa: F811
    """The relay holds the quiet final ACK back, so the airline's ACK crosses it.

    The closing side must not take that ACK for the end: it reads on until the
    airline's end of stream, so that the airline reads the final ACK and ends cleanly
    before the traveller's side is gone.
    """
    original = TamperingRelay._pump

    async def slow_final(source, sink, direction, tamper):
        if direction != REQUEST:
            return await original(source, sink, direction, tamper)
        frames = FrameDecoder()
        try:
            while data := await source.receive():
                for payload in frames.feed(data):
                    tamper.seen.append((direction, payload))
                    if b'"final":true' in payload:
                        await asyncio.sleep(0.5)  # the airline's ACK (ack_delay) goes by
                    await sink.send(encode_frame(payload))
            await sink.close()
        except TransportError:
            sink.abort("relay")
        return None

    monkeypatch.setattr(TamperingRelay, "_pump", staticmethod(slow_final))
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        await book_and_close(world)
