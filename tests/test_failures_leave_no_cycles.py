"""Failures a peer can cause again and again leave nothing to Python's cyclic collector.

The class of bug: an error kept by an object (a lost connection's reason, a session's
end, a refusal on a future) raised or awaited itself gathers the frames it passes
through in its traceback, and those frames hold the object that keeps it: a reference
cycle, freed only by the collector's next pass, with the session or connection it holds.
Each case below left 2-54 of the project's objects per try before it raised copies
(`l7_transport.exceptions.again`, `outcome`). The sessions and connections cut after a
request or during one are in tests/test_agent_connections.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from collector_census import census, left

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError
from ioa.agent_messages import Agreement
from l7_transport import ConnectError, ConnectionLost, TransportErrorCode
from l7_transport.framing import encode_frame
from l7_transport.http2 import Http2Client, serve_http2
from l9_snl.identity import AgentIdentity

TRAVEL = [builtin("urn:contexts:travel:v2.1")]
V21 = "urn:contexts:travel:v2.1"


async def _three_times(scenario: Callable[[], Awaitable[None]]) -> list[str]:
    """Run `scenario` once (what is made once, made), then three times under a census."""
    await scenario()
    with census():
        for _ in range(3):
            await scenario()
        await asyncio.sleep(0.1)  # what the ends scheduled has run
        return left()


async def test_a_client_whose_connection_drops_before_an_answer_leaves_nothing():
    # The response's future failed with the connection's kept reason; the frames waiting
    # on it (open_session, get, message, _await_status) held the future.
    async def drop(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(100)
        writer.transport.abort()

    raw = await asyncio.start_server(drop, "127.0.0.1", 0)
    port = raw.sockets[0].getsockname()[1]

    async def each_call() -> None:
        calls = (
            lambda client: client.open_session(),
            lambda client: client.get(),
            lambda client: client.message(encode_frame(b"{}")),
        )
        for call in calls:
            client = await Http2Client.connect("127.0.0.1", port, cleartext=True)
            with pytest.raises(ConnectionLost):
                await call(client)
            await client.close()

    try:
        assert await _three_times(each_call) == []
    finally:
        raw.close()


async def test_connects_to_nobody_leave_nothing():
    # The shared opening's future got the error being raised through the frame that held
    # the future; and 3.11's `wait_for` kept the attempt's task, which kept its error.
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    with_nobody = await asyncio.start_server(lambda _r, _w: None, "127.0.0.1", 0)
    port = with_nobody.sockets[0].getsockname()[1]
    with_nobody.close()
    await with_nobody.wait_closed()

    async def connect_twice_at_once() -> None:
        tries = [
            traveller.connect(host="127.0.0.1", port=port, peer="x", protocol="h2")
            for _ in range(2)
        ]
        outcomes = await asyncio.gather(*tries, return_exceptions=True)
        assert all(isinstance(outcome, ConnectError) for outcome in outcomes), outcomes

    try:
        assert await _three_times(connect_twice_at_once) == []
    finally:
        await traveller.close()


@pytest.fixture
async def host_and_member():
    """A host of a topic, a group and an aggregation, a member that trusts it, served (h2c)."""
    host = Agent(AgentIdentity.generate("host"), contexts=TRAVEL)
    member = Agent(AgentIdentity.generate("member"), contexts=TRAVEL)
    member.trust_peer(host.identity)
    host.trust_peer(member.identity)
    host.topic("fares", context=V21)
    host.group("team", context=V21)
    host.aggregation("votes", context=V21, deadline=30)
    listener = await host.serve(protocol="h2")
    where = {"host": "127.0.0.1", "port": listener.port, "peer": "host", "protocol": "h2"}
    try:
        yield listener, member, where
    finally:
        await member.close()
        await listener.close()


async def test_refused_subscriptions_groups_and_rounds_leave_nothing(host_and_member):
    # A refusal (unknown_topic here; forbidden, topic_full... the same path) set on the
    # agreement's future was raised itself through the frame that held the subscription.
    _, member, where = host_and_member
    session = await member.connect(**where)

    async def refused() -> None:
        for asking in (
            session.subscribe("no.such.topic"),
            session.join("no.such.group"),
            session.open_round("no.such", contributors=2),
        ):
            with pytest.raises(AgentError):
                await asking

    try:
        assert await _three_times(refused) == []
    finally:
        await session.close()


async def test_a_round_whose_host_is_cut_leaves_nothing(host_and_member):
    # The round's result future got the session's end, raised itself by every result().
    listener, member, where = host_and_member

    async def cut_while_waiting() -> None:
        session = await member.connect(**where)
        opened = await session.open_round("votes", contributors=2)
        for connection in list(listener.server.connections):
            connection.transport.abort()
        for _ in range(2):
            with pytest.raises(AgentError):
                async with asyncio.timeout(10):
                    await opened.result()
        await session.close()

    assert await _three_times(cut_while_waiting) == []


async def test_an_agree_whose_sending_failed_is_settled_without_a_cycle():
    # The AGREE's task failed; `settle` awaited the task, kept by the agreement its frame
    # held, and the task's error gathered that frame.
    class Locked:
        async def reply(self, _envelope: object, _performative: object) -> None:
            raise ConnectionLost(TransportErrorCode.CONNECTION_LOST, "the connection closed")

    class Session:
        agree_after = 0.0
        locked = Locked()

    async def agreed_then_settled() -> None:
        agreement = Agreement(Session(), object())  # type: ignore[arg-type]
        await asyncio.sleep(0.01)  # the handler at work: the AGREE goes, and fails
        await agreement.settle()
        assert agreement.sent

    assert await _three_times(agreed_then_settled) == []


async def test_a_served_connection_cut_while_its_message_is_handled_leaves_nothing():
    # The one-shot message's future on the client got the kept reason.
    holder: dict[str, object] = {}

    async def cut_then_answer(_body: bytes, _peer: object) -> bytes:
        for connection in list(holder["server"].connections):  # type: ignore[attr-defined]
            connection.transport.abort()
        await asyncio.sleep(10)
        return b""

    async def no_sessions(_channel: object) -> None:
        return

    server = await serve_http2(no_sessions, message_handler=cut_then_answer, cleartext=True)
    holder["server"] = server

    async def one_shot() -> None:
        client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
        with pytest.raises(ConnectionLost):
            await client.message(encode_frame(b"{}"))
        with pytest.raises(ConnectionLost):
            await client.message(encode_frame(b"{}"))  # a later call on the lost connection
        await client.close()

    try:
        assert await _three_times(one_shot) == []
    finally:
        await server.close(grace=0)
