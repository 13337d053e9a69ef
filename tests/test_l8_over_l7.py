"""L8 endpoints over real HTTP/2 and HTTP/3 sessions on 127.0.0.1 (the aio driver)."""

from __future__ import annotations

import asyncio

import pytest
from transport_helpers import running

from l7_transport import memory_channel_pair
from l7_transport.tls import write_dev_pki
from l8_comm import (
    ConversationCompleted,
    Endpoint,
    EndpointConfig,
    MessageReceived,
    Performative,
    ProtocolViolation,
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
