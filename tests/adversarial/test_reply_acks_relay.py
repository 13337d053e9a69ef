"""An answer as acknowledgement (spec 12.16, `snl.reply-acks`) between agents, through a relay.

Over real sockets, a relay records (or drops) each frame: an isolated request
and its answer cost three messages where both agents agree the extension, four
where one does not; an answer a relay drops, with no ACK after it to reveal
the gap, is still found (`ack_timeout`, on both sides). The guard's rule and a
simulation over any script: tests/test_reply_acks.py.
"""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from tamper import ANSWER, REQUEST, Tamper, containing
from test_relay_tampering import QUICK, connect, pki, through_relay  # noqa: F401 - the fixture

from ioa.agent import AgentError
from l9_snl.integrity import REPLY_ACKS_EXTENSION

# -- two agents over real sockets --------------------------------------------------------------


def _acks(recorder: Tamper, direction: str) -> int:
    return sum(1 for went, payload in recorder.seen if went == direction and b"snl-ack" in payload)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("agreed", [True, False], ids=["agreed", "airline without it"])
async def test_an_isolated_request_and_answer_cost_three_messages(pki, agreed):  # noqa: F811
    recorder = Tamper()
    async with through_relay(pki, recorder) as world:
        if not agreed:  # as a peer of another implementation, or an earlier version
            world.airline._semantic = dataclasses.replace(world.airline.semantic, reply_acks=False)
        session = await connect(world)
        assert (REPLY_ACKS_EXTENSION in session.locked.locked.extensions) is agreed
        await asyncio.sleep(3 * QUICK.ack_delay)  # the handshake's own ACKs (its TICKET) go
        before = {d: _acks(recorder, d) for d in (REQUEST, ANSWER)}
        requests = len([1 for went, p in recorder.seen if went == REQUEST])
        flight = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
        assert (await session.request("bookFlight", flight))["booking_reference"] == "IOA7Q2"
        await asyncio.sleep(3 * QUICK.ack_delay)  # every acknowledgement that will go, went
        assert _acks(recorder, REQUEST) - before[REQUEST] == 1  # the traveller's, of the answer
        assert _acks(recorder, ANSWER) - before[ANSWER] == (0 if agreed else 1)
        assert len([1 for went, p in recorder.seen if went == REQUEST]) == requests + 2
        await asyncio.sleep(QUICK.ack_timeout)  # and nothing times out for want of one
        assert world.ended == {"traveller": [], "airline": []}
        assert await session.close() is None


@pytest.mark.timeout(60)
async def test_an_answer_a_relay_drops_is_still_found(pki):  # noqa: F811
    # No ACK follows the answer to reveal its loss: the request, neither answered nor
    # acknowledged, times out on the traveller's side, the answer on the airline's;
    # whichever fires first, the other side learns it from its notice (after a gap, for
    # the traveller: the notice follows the dropped answer).
    tamper = Tamper("drop", ANSWER, containing(b'"booking_reference"'))
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        assert REPLY_ACKS_EXTENSION in session.locked.locked.extensions
        flight = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
        with pytest.raises(AgentError) as ended:
            await session.request("bookFlight", flight)
        assert ended.value.code in ("ack_timeout", "integrity_failure")
        assert tamper.done
        assert world.booked  # the request arrived; its answer did not
        await world.ended_with("traveller", "ack_timeout", "integrity_failure")
        await world.ended_with("airline", "ack_timeout", "integrity_failure")
        await session.close()


@pytest.mark.timeout(60)
async def test_an_answer_a_relay_drops_ends_the_request_when_the_notice_comes_first(pki):  # noqa: F811
    # The ordering a loaded machine gives the test above now and then, forced: the
    # airline's own timer never fires first (its ack_timeout is long), so it reads the
    # traveller's ack_timeout notice, in order, while its answer is still unacknowledged.
    # Both sides end there; neither waits for the other's end of stream.
    tamper = Tamper("drop", ANSWER, containing(b'"booking_reference"'))
    async with through_relay(pki, tamper) as world:
        world.airline._semantic = dataclasses.replace(world.airline.semantic, ack_timeout=30.0)
        session = await connect(world)
        flight = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
        with pytest.raises(AgentError) as ended:
            async with asyncio.timeout(3 * QUICK.ack_timeout):  # not answer_timeout (30 s)
                await session.request("bookFlight", flight)
        assert ended.value.code == "ack_timeout"
        assert tamper.done
        await world.ended_with("airline", "ack_timeout")
        async with asyncio.timeout(2):  # the session itself has ended (`receive` raises)
            await session.ended.wait()
        await session.close()
