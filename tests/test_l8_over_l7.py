"""L8 endpoints over real HTTP/2 and HTTP/3 sessions on 127.0.0.1 (the aio driver)."""

from __future__ import annotations

import asyncio

import pytest
from clock_helpers import START, Clocks
from transport_helpers import running

from l7_transport import memory_channel_pair
from l7_transport.clock import SteadyClock
from l7_transport.tls import write_dev_pki
from l8_comm import (
    ConversationCompleted,
    ConversationTimedOut,
    Endpoint,
    EndpointConfig,
    MessageReceived,
    Performative,
    ProtocolViolation,
    format_timestamp,
)
from l8_comm.aio import Session

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


async def airline(channel) -> None:
    session = Session(Endpoint("airline"), channel).start()
    async for event in session:
        if isinstance(event, MessageReceived) and event.envelope.performative == "REQUEST":
            session.endpoint.agree(event.envelope)
            session.endpoint.inform(event.envelope, {"booking_ref": "IOA-7Q2K"})
            await session.flush()


@pytest.mark.parametrize("protocol", ["h2", "h3"])
async def test_request_reply_over_the_wire(pki, protocol):
    async with running(protocol, pki, airline) as (_, connect):
        client = await connect()
        session = Session(Endpoint("traveller", peer_id="airline"), await client.open_session())
        session.start()
        request = session.endpoint.request("airline", {"task": "bookFlight"})
        await session.flush()
        seen = []
        async with asyncio.timeout(10):
            async for event in session:
                seen.append(event)
                if isinstance(event, ConversationCompleted):
                    break
        assert [e.envelope.performative for e in seen if isinstance(e, MessageReceived)] == [
            "AGREE",
            "INFORM",
        ]
        assert seen[-1].state == "done"
        assert seen[-1].conversation_id == request.conversation_id
        await session.close()
        await client.close()


async def test_timers_fire_without_traffic():
    left, right = memory_channel_pair()
    config = EndpointConfig(conversation_timeout=0.2)
    alice = Session(Endpoint("alice", peer_id="bob", config=config), left).start()
    Session(Endpoint("bob", peer_id="alice", config=config), right).start()
    alice.endpoint.request("bob", {"n": 1})
    await alice.flush()
    async with asyncio.timeout(5):
        async for event in alice:
            if type(event).__name__ == "ConversationTimedOut":
                break
    await alice.close()


async def test_violations_surface_as_events_and_the_session_goes_on():
    left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    await left.send(b"\x00\x00\x00\x00\x02{}")
    event = await asyncio.wait_for(bob.next_event(), 5)
    assert isinstance(event, ProtocolViolation)
    alice = Session(Endpoint("alice", peer_id="bob"), left).start()
    alice.endpoint.send(Performative.QUERY, {"q": 1}, to=["bob"])
    await alice.flush()
    event = await asyncio.wait_for(bob.next_event(), 5)
    assert isinstance(event, MessageReceived)
    await bob.close()
    await alice.close()


def stepping_pair(clocks: Clocks) -> tuple[Session, Session]:
    """A traveller and an airline session, each on the steady clock a driver gives it."""
    left, right = memory_channel_pair()
    traveller = Endpoint("traveller", peer_id="airline")
    airline = Endpoint("airline", peer_id="traveller")
    return (
        Session(traveller, left, clock=clocks.steady()).start(),
        Session(airline, right, clock=clocks.steady()).start(),
    )


@pytest.mark.parametrize("step", [300.0, 7200.0])
async def test_a_forward_step_of_the_wall_clock_during_a_request_times_nothing_out(step):
    # Both machines' wall clocks step forward while the airline's handler works (3 s):
    # the conversation has been idle 3 s, not 120, and is answered (spec 5.1).
    clocks = Clocks()
    traveller, airline = stepping_pair(clocks)
    request = traveller.endpoint.request("airline", {"task": "bookFlight"})
    await traveller.flush()
    received = await asyncio.wait_for(airline.next_event(), 5)
    assert isinstance(received, MessageReceived)
    clocks.elapse(1.0)
    clocks.step(step)
    clocks.elapse(2.0)
    airline.endpoint.agree(received.envelope)
    answer = airline.endpoint.inform(received.envelope, {"booking_ref": "IOA-7Q2K"})
    await airline.flush()
    seen = []
    async with asyncio.timeout(5):
        async for event in traveller:
            seen.append(event)
            if isinstance(event, ConversationCompleted | ConversationTimedOut):
                break
    assert [e.envelope.performative for e in seen if isinstance(e, MessageReceived)] == [
        "AGREE",
        "INFORM",
    ]
    assert isinstance(seen[-1], ConversationCompleted)
    assert seen[-1].conversation_id == request.conversation_id
    assert seen[-1].state == "done"
    # `ts` is still wall time: the wall clock as the session started, and the 3 s since.
    assert request.ts == format_timestamp(START)
    assert answer.ts == format_timestamp(START + 3.0)
    await traveller.close()
    await airline.close()


async def test_a_backward_step_of_the_wall_clock_does_not_postpone_a_timeout():
    # The wall clock steps back 2 h after a REQUEST that is never answered: the
    # conversation still times out 120 real seconds after its last message, not 2 h later.
    clocks = Clocks()
    traveller, airline = stepping_pair(clocks)
    request = traveller.endpoint.request("airline", {"task": "bookFlight"})
    await traveller.flush()
    assert isinstance(await asyncio.wait_for(airline.next_event(), 5), MessageReceived)
    clocks.step(-7200.0)
    clocks.elapse(119.0)
    due = traveller.endpoint.get_timer()
    assert due is not None
    assert due - traveller.clock() == pytest.approx(1.0)  # one real second left
    clocks.elapse(2.0)
    # Anything that arrives now finds the conversation's time run out, before it is read.
    airline.endpoint.send(Performative.QUERY, {"q": 1}, to=["traveller"])
    await airline.flush()
    timed_out = await asyncio.wait_for(traveller.next_event(), 5)
    assert isinstance(timed_out, ConversationTimedOut)
    assert timed_out.conversation_id == request.conversation_id
    assert isinstance(await asyncio.wait_for(traveller.next_event(), 5), MessageReceived)
    await traveller.close()
    await airline.close()


def test_each_session_gets_a_steady_clock_of_its_own_unless_given_one():
    left, right = memory_channel_pair()
    one = Session(Endpoint("alice", peer_id="bob"), left)
    two = Session(Endpoint("bob", peer_id="alice"), right)
    assert isinstance(one.clock, SteadyClock)
    assert isinstance(two.clock, SteadyClock)
    assert one.clock is not two.clock  # anchored each when its session starts
    assert one.endpoint.clock is one.clock  # the endpoint's verbs read the same time
    given = Endpoint("carol", clock=lambda: 5.0)
    assert Session(given, left).clock() == 5.0  # an endpoint's own clock is kept
    assert Session(Endpoint("dave"), right, clock=lambda: 7.0).endpoint.now == 7.0


def test_a_steady_clock_ignores_steps_of_the_wall_clock_and_a_new_one_reads_it_afresh():
    clocks = Clocks()
    before = clocks.steady()
    clocks.elapse(10.0)
    clocks.step(-3600.0)
    clocks.elapse(5.0)
    assert before() == START + 15.0  # the real 15 s since it started, not the step
    after = clocks.steady()  # a session that starts after the step
    assert after() == START + 15.0 - 3600.0
    clocks.elapse(1.0)
    assert after() - before() == -3600.0
