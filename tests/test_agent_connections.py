"""`Agent.connect` shares a connection among the sessions it opens to one server.

Over real HTTP/2 (cleartext and TLS) and HTTP/3 on 127.0.0.1: sessions opened at
once ride one connection, a session opened just after another closed reuses it,
the connection closes after `TransportConfig.reuse_linger` (or at once with 0), a
full connection makes another, a connection the server dropped is not handed out
again, and `Agent.close` ends it all.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections.abc import AsyncIterator

import pytest
from aioquic.h3.connection import ErrorCode
from aioquic.quic.packet import QuicErrorCode
from collector_census import QUIC_CONNECTION, census, left
from draining_server import DrainingConnection, draining_server, goaway, raw_frame
from transport_helpers import HandshakeHeld, eventually

import ioa.agent as agent_module
from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming, Listener, Tls
from ioa.agent_client import AgentConnections, Client, Place
from l7_transport import (
    Channel,
    ConnectError,
    ConnectionLost,
    TransportConfig,
    TransportError,
    TransportErrorCode,
)
from l7_transport.framing import encode_frame
from l7_transport.http2 import serve_http2
from l7_transport.tls import write_dev_pki
from l9_snl.aio import HandshakeError, HandshakeInterruptedError
from l9_snl.exceptions import LocalSemanticError
from l9_snl.handshake import HandshakeConfig
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.tickets import TicketIssuer

TRAVEL = [builtin("urn:contexts:travel:v2.1")]
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def _agents(
    transport: TransportConfig | None = None,
    *,
    handshake: HandshakeConfig | None = None,
    booked: list[bool] | None = None,
) -> tuple[Agent, Agent]:
    """A traveller and an airline that trust each other; `booked` gets one entry a booking."""
    traveller = Agent(
        AgentIdentity.generate("traveller"),
        contexts=TRAVEL,
        transport=transport,
        handshake=handshake or HandshakeConfig(),
    )
    airline = Agent(
        AgentIdentity.generate("airline"), contexts=TRAVEL, handshake=handshake or HandshakeConfig()
    )
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        if booked is not None:
            booked.append(True)
        return {"booking_reference": "IOA7Q2", **message.values}

    return traveller, airline


@contextlib.asynccontextmanager
async def _serving(airline: Agent, protocol: str, pki) -> AsyncIterator[tuple[Listener, dict]]:
    """`airline` listening; the keyword arguments of a `connect` to it."""
    transport = "h3" if protocol == "h3" else "h2"
    tls = None if protocol == "h2c" else Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    listener = await airline.serve(protocol=transport, tls=tls)
    try:
        yield (
            listener,
            {
                "host": "127.0.0.1",
                "port": listener.port,
                "peer": "airline",
                "protocol": transport,
                "tls": tls,
            },
        )
    finally:
        await listener.close()


def _served(listener: Listener) -> set[int]:
    return {id(connection) for connection in listener.server.connections}


async def _dropped_by_the_server(traveller: Agent, listener: Listener, where: dict) -> Client:
    """A session's connection, lingering after it, which the server then closes (GOAWAY)."""
    first = await traveller.connect(**where)
    old = first.connection
    await first.close()
    for connection in list(listener.server.connections):
        connection.close_now()
    return old


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_request_on_a_session_whose_connection_died_idle_says_why(pki, protocol):
    # Outside attack with hostile servers (G4): the next request on a session whose
    # connection went while it was idle raised L8's bare "session_closed: the session has
    # ended" (no peer, no cause), though the session knew why it had ended.
    traveller, airline = _agents()
    async with _serving(airline, protocol, pki) as (listener, where):
        session = await traveller.connect(**where)
        for connection in list(listener.server.connections):
            if protocol == "h3":
                connection.close(ErrorCode.H3_INTERNAL_ERROR, "gone")
            else:
                connection.close_now()
        await asyncio.wait_for(session.ended.wait(), 10)
        with pytest.raises(AgentError) as caught:
            await session.request("bookFlight", FLIGHT)
        assert caught.value.code != "session_closed", caught.value
        assert caught.value is not session.end  # a copy: the session keeps its own
        assert (caught.value.code, caught.value.reason) == (session.end.code, session.end.reason)
        await session.close()


@pytest.mark.parametrize("protocol", ["h2c", "h2", "h3"])
async def test_sessions_opened_at_once_share_one_connection(pki, protocol):
    traveller, airline = _agents()
    async with _serving(airline, protocol, pki) as (listener, where), asyncio.timeout(30):
        sessions = await asyncio.gather(*(traveller.connect(**where) for _ in range(5)))
        assert len(traveller.connections) == 1
        assert len(_served(listener)) == 1
        results = await asyncio.gather(*(s.request("bookFlight", FLIGHT) for s in sessions))
        assert results == [{"booking_reference": "IOA7Q2", **FLIGHT}] * 5
        await traveller.close()
        assert len(traveller.connections) == 0
        assert all(session.ended.is_set() for session in sessions)


async def test_a_session_opened_after_another_closed_reuses_its_connection(pki):
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        first = await traveller.connect(**where)
        [connection] = _served(listener)
        await first.close()
        for _ in range(3):
            again = await traveller.connect(**where)
            assert await again.request("bookFlight", FLIGHT)
            await again.close()
            assert _served(listener) == {connection}
        await traveller.close()


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_the_connection_closes_with_its_last_session_when_it_may_not_linger(pki, protocol):
    traveller, airline = _agents(TransportConfig(reuse_linger=0))
    async with _serving(airline, protocol, pki) as (_listener, where), asyncio.timeout(30):
        one, two = await asyncio.gather(traveller.connect(**where), traveller.connect(**where))
        client = one.connection
        assert two.connection is client
        await one.close()
        assert not client.closed  # the other session still uses it
        await two.close()  # the last: with no linger, its close waits for the connection's
        assert client.closed
        assert len(traveller.connections) == 0


async def test_a_lingering_connection_closes_once_its_linger_is_over(pki):
    traveller, airline = _agents(TransportConfig(reuse_linger=0.05))
    async with _serving(airline, "h2c", pki) as (_listener, where), asyncio.timeout(30):
        session = await traveller.connect(**where)
        client = session.connection
        await session.close()
        assert len(traveller.connections) == 1  # lingering, for the next session
        await client.wait_lost()
        assert len(traveller.connections) == 0


async def test_idle_connections_can_be_closed_at_once(pki):
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    second = await airline.serve()
    try:
        async with _serving(airline, "h2c", pki) as (_listener, where), asyncio.timeout(30):
            kept = await traveller.connect(**where)
            done = await traveller.connect(**{**where, "port": second.port})
            lingering = done.connection
            await done.close()
            assert len(traveller.connections) == 2
            traveller.connections.close_idle()
            await lingering.wait_lost()
            assert len(traveller.connections) == 1  # the one `kept` rides stays
            assert not kept.connection.closed
            assert await kept.request("bookFlight", FLIGHT)
            await traveller.close()
    finally:
        await second.close()


async def test_a_full_connection_makes_another(pki):
    traveller, airline = _agents(TransportConfig(max_concurrent_streams=2))
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        sessions = [await traveller.connect(**where) for _ in range(5)]
        assert len(traveller.connections) == 3
        assert len(_served(listener)) == 3
        clients = [session.connection for session in sessions]
        assert [clients.count(client) for client in clients] == [2, 2, 2, 2, 1]
        await traveller.close()


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_the_servers_own_limit_on_sessions_makes_another_connection(pki, protocol):
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    airline = Agent(
        AgentIdentity.generate("airline"),
        contexts=TRAVEL,
        transport=TransportConfig(max_concurrent_streams=2),
    )
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    async with _serving(airline, protocol, pki) as (listener, where), asyncio.timeout(30):
        sessions = [await traveller.connect(**where) for _ in range(3)]
        assert len(_served(listener)) == 2  # the server takes 2 sessions per connection
        first = sessions[0].connection
        assert sessions[2].connection is not first
        # The first connection was never given up on (no session waited on it and was
        # refused): with room again, it takes the next session.
        await sessions[0].close()
        fourth = await traveller.connect(**where)
        assert len(_served(listener)) == 2  # no third connection
        if protocol == "h2c":  # HTTP/2 counts open streams: the first has room at once
            assert fourth.connection is first
        # (QUIC counts every stream ever opened: the first gets room again only when the
        # server raises MAX_STREAMS, so the fourth may ride the second connection.)
        await traveller.close()


async def test_a_connection_the_server_dropped_is_not_handed_out_again(pki):
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        old = await _dropped_by_the_server(traveller, listener, where)
        # whether the client has heard of it yet or not, the next session gets through
        again = await traveller.connect(**where)
        assert again.connection is not old
        assert await again.request("bookFlight", FLIGHT)
        await traveller.close()


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_session_sent_on_a_connection_going_away_is_sent_again_on_a_fresh_one(
    pki, protocol, monkeypatch
):
    # The session's first flight (here a REQUEST behind a resumed HELLO) leaves with its
    # stream's headers, before the client has read the server's GOAWAY: the GOAWAY names
    # an earlier stream as the last it processes, so this one was refused unserved, and
    # is sent again, once, on a new connection, resumed by the same ticket (it was never
    # read: stop 41's G7, it was spent and the retry ran a full handshake). The server
    # acts on it once.
    resumed: list[bool] = []
    lock = agent_module.lock_session

    async def recorded(*args, **kwargs):
        locked = await lock(*args, **kwargs)
        resumed.append(locked.locked.resumed)
        return locked

    monkeypatch.setattr(agent_module, "lock_session", recorded)
    early = HandshakeConfig(early_performatives=frozenset({"QUERY", "REQUEST"}))
    booked: list[bool] = []  # one entry per REQUEST the server acted on
    traveller, airline = _agents(TransportConfig(reuse_linger=30), handshake=early, booked=booked)

    async with _serving(airline, protocol, pki) as (listener, where), asyncio.timeout(30):
        await traveller.request(task="bookFlight", parameters=FLIGHT, **where)
        old = next(iter(traveller.connections._places.values()))[0].client
        for connection in list(listener.server.connections):
            if protocol == "h3":  # GOAWAY: no stream from the next one on; then the close
                connection._send_goaway()
                connection.close(0, "going away")
            else:
                connection.close_now()  # GOAWAY, last stream 1
        assert not old.closed  # the client has not read it yet
        result = await traveller.request(task="bookFlight", parameters=FLIGHT, **where)
        assert result["booking_reference"] == "IOA7Q2"
        assert len(booked) == 2  # once each: the refused first flight was not served
        assert resumed == [False, True]  # the first session, then the retry (by its ticket)
        assert old.closed
        await traveller.close()


async def test_a_refusal_the_connection_ends_right_behind_stays_a_refusal(pki):
    # The peer refuses the handshake and its connection goes away in the same flight:
    # the caller gets the refusal (HandshakeError unknown_peer), not the connection's loss.
    _traveller, airline = _agents()
    stranger = Agent(
        AgentIdentity.generate("stranger"),
        contexts=TRAVEL,
        transport=TransportConfig(reuse_linger=0),
    )
    stranger.trust_peer(airline.identity)  # the airline does not trust the stranger
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        server = listener.server
        serve = server.session_handler

        async def refuse_then_go(channel):
            send = channel.send

            async def send_then_close(data):
                await send(data)
                channel._driver.pump()
                channel._driver.close_now()  # GOAWAY and the end, right behind the refusal

            channel.send = send_then_close
            await serve(channel)

        server.session_handler = refuse_then_go
        with pytest.raises(HandshakeError, match="unknown_peer"):
            await stranger.connect(**where)
        await stranger.close()


async def test_a_refused_handshake_gives_its_connection_back():
    _traveller, airline = _agents()
    stranger = Agent(
        AgentIdentity.generate("stranger"),
        contexts=TRAVEL,
        transport=TransportConfig(reuse_linger=0),
    )
    stranger.trust_peer(airline.identity)  # airline does not trust the stranger
    listener = await airline.serve()
    try:
        async with asyncio.timeout(30):
            with pytest.raises(HandshakeError, match="unknown_peer"):
                await stranger.connect("127.0.0.1", listener.port, peer="airline")
            assert len(stranger.connections) == 0
    finally:
        await listener.close()


async def test_an_http3_listener_stopped_during_a_quic_handshake_says_so_at_once(pki):
    """The airline stops listening while the traveller's QUIC handshake is under way (a relay
    withholds the server's flight): `Agent.connect` fails with `connect_failed` and the
    server's reason, not after its connect timeout."""
    patient = TransportConfig(connect_timeout=60.0)
    traveller, airline = _agents(patient)
    listener = await airline.serve(
        protocol="h3", tls=Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    )
    relay = await HandshakeHeld.start(listener.port)
    connecting = asyncio.create_task(
        traveller.connect(
            "127.0.0.1", relay.port, peer="airline", protocol="h3", tls=Tls(ca=pki.ca_cert)
        )
    )
    try:
        await eventually(lambda: relay.withheld > 0)
        async with asyncio.timeout(30):
            await listener.close()
            with pytest.raises(ConnectError) as refused:
                await connecting
        assert type(refused.value) is ConnectError  # not ConnectTimeout
        assert refused.value.code is TransportErrorCode.CONNECT_FAILED
        assert "the connection was refused (server shutting down)" in str(refused.value)
        assert len(traveller.connections) == 0
    finally:
        connecting.cancel()
        relay.close()
        await listener.close()
        await traveller.close()


async def test_a_connection_whose_server_said_goaway_is_not_handed_out(pki):
    # Between the GOAWAY and the socket's end the old connection must not look usable.
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        old = await _dropped_by_the_server(traveller, listener, where)
        engine = old._connection.h2  # the GOAWAY read, the socket maybe not yet
        while not engine.terminated:  # noqa: ASYNC110 - h2 has no event for it
            await asyncio.sleep(0)
        assert old.closed
        assert not old.has_room
        again = await traveller.connect(**where)
        assert again.connection is not old
        assert await again.request("bookFlight", FLIGHT)
        await traveller.close()


async def test_a_session_on_a_connection_draining_gracefully_finishes_and_the_next_goes_elsewhere(
    pki,
):
    # A server draining as nginx, envoy or Go's net/http do: GOAWAY (NO_ERROR) naming the
    # last stream it will finish, then it goes on serving that stream. The session there
    # finishes; the next `connect` opens a fresh connection (the one going away takes no
    # new stream); the old connection closes with its last session, not before.
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        kept = await traveller.connect(**where)
        old = kept.connection
        [served] = listener.server.connections
        served.transport.write(goaway(max(served.streams)))  # behind the server's own h2
        await eventually(lambda: old.closed)
        fresh = await traveller.connect(**where)
        assert fresh.connection is not old
        assert await kept.request("bookFlight", FLIGHT) == {"booking_reference": "IOA7Q2", **FLIGHT}
        assert await fresh.request("bookFlight", FLIGHT)
        assert len(traveller.connections) == 2
        await kept.close()
        await old.wait_lost()
        assert old.lost_sessions == []
        assert len(traveller.connections) == 1
        await traveller.close()


async def test_a_cancelled_connect_leaves_the_shared_connection_in_service(pki):
    traveller, airline = _agents()
    async with _serving(airline, "h2c", pki) as (_listener, where), asyncio.timeout(30):
        kept = [await traveller.connect(**where) for _ in range(3)]
        first = kept[0].connection
        waiting = asyncio.create_task(traveller.connect(**where))
        await asyncio.sleep(0)  # it waits for its stream's answer on the shared connection
        waiting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await waiting
        after = await traveller.connect(**where)
        assert after.connection is first
        assert len(traveller.connections) == 1
        await traveller.close()


async def test_a_session_that_cannot_start_leaves_no_stream_open(pki):
    traveller, airline = _agents()
    async with _serving(airline, "h2c", pki) as (_listener, where), asyncio.timeout(30):
        kept = await traveller.connect(**where)
        for _ in range(3):
            with pytest.raises(ValueError, match="agent id"):
                await traveller.connect(**{**where, "peer": "not an agent id!"})
        assert kept.connection.session_count == 1
        await traveller.close()


async def test_sessions_opened_at_once_share_one_attempt_and_its_failure():
    opened: list[Place] = []
    release = asyncio.Event()

    async def failing(place: Place) -> Client:
        opened.append(place)
        await release.wait()
        raise ConnectError(TransportErrorCode.CONNECT_FAILED, "nobody answers", peer="x")

    connections = AgentConnections(failing, linger=1.0, per_connection=8)
    place: Place = ("h2", "127.0.0.1", 1, None)
    waiting = [asyncio.create_task(connections.acquire(place)) for _ in range(4)]
    await asyncio.sleep(0)
    release.set()
    outcomes = await asyncio.gather(*waiting, return_exceptions=True)
    assert len(opened) == 1  # one attempt, not one after another
    assert all(isinstance(outcome, ConnectError) for outcome in outcomes)
    assert len(connections) == 0


def test_an_agent_serves_two_event_loops_one_after_the_other():
    # asyncio.run twice with one Agent: a connection lingering from the first loop is
    # not handed to the second.
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    ready = threading.Event()
    port: list[int] = []
    stop: list[asyncio.AbstractEventLoop] = []

    def serve() -> None:
        async def run() -> None:
            listener = await airline.serve()
            port.append(listener.port)
            stop.append(asyncio.get_running_loop())
            ready.set()
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.Event().wait()
            await listener.close()

        asyncio.run(run())

    server = threading.Thread(target=serve, daemon=True)
    server.start()
    assert ready.wait(30)

    async def once() -> dict:
        async with asyncio.timeout(30):
            session = await traveller.connect("127.0.0.1", port[0], peer="airline")
            try:
                return await session.request("bookFlight", FLIGHT)
            finally:
                await session.close()

    try:
        assert asyncio.run(once()) == asyncio.run(once())
    finally:
        for task in asyncio.all_tasks(stop[0]):
            stop[0].call_soon_threadsafe(task.cancel)
        server.join(10)


SHAPES = (
    "close at once",
    "request, then close",
    "request and close together",
    "close at once, four at a time",
    "request, sixteen at a time",
)


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_sessions_closed_in_every_order_end_clean_and_keep_resuming(pki, protocol, caplog):
    # The class of the close right behind the lock (spec 12.16), over real transports: a
    # session closed at once, after its request, while its request is on the way, alone
    # or many at a time, full or resumed. Every close is clean on both sides (no warning
    # logged, nothing ended badly), every request is answered, and the tickets keep
    # coming: each session leaves one, so once the first round has left enough for the
    # largest batch, every session of the second round resumes.
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    resumed: list[bool] = []

    async def one(shape: str) -> None:
        session = await traveller.connect(**where)
        resumed.append(session.locked.locked.resumed)
        if shape.startswith("request, "):
            assert await session.request("bookFlight", FLIGHT)
        elif shape == "request and close together":
            asked = asyncio.ensure_future(session.request("bookFlight", FLIGHT))
            await asyncio.sleep(0)
            assert await asked
        await session.close()

    async with _serving(airline, protocol, pki) as (_listener, where), asyncio.timeout(60):
        rounds = []
        for _ in range(2):
            resumed.clear()
            for shape in SHAPES:
                many = 16 if "sixteen" in shape else 4 if "four" in shape else 1
                await asyncio.gather(*(one(shape) for _ in range(many)))
            rounds.append(list(resumed))
        await traveller.close()
    assert rounds[0][:3] == [False, True, True]  # one at a time: the first ticket serves on
    assert all(rounds[1]), rounds[1]
    problems = [
        record.getMessage()
        for record in caplog.records
        if record.levelno >= logging.WARNING
        # (`_serving` gives the client a certificate, which HTTP/3 says it cannot present)
        and "presents no client certificate" not in record.getMessage()
    ]
    assert problems == []


async def _closed(session: Client) -> None:
    await session.close()


async def _ended_by_the_server(session: Client) -> None:
    # A frame that is not sealed, after the lock: the server ends the session with an
    # authenticated `integrity_failure` notice (its reader cancelled, a violation queued).
    await session.locked.session.channel.send(encode_frame(b'{"not": "sealed"}'))
    await asyncio.wait_for(session.ended.wait(), 10)
    await session.close()


@pytest.mark.parametrize("in_flight", [False, True], ids=["after-the-answer", "in-flight"])
@pytest.mark.parametrize("protocol", ["h2c", "h2", "h3"])
async def test_sessions_whose_connection_is_cut_leave_nothing_of_theirs_for_the_collector(
    pki, protocol, in_flight
):
    # A peer that resets its connections: each session that fails with it kept its channel's
    # error, raised again at every later call, whose traceback gathered the frames of the
    # channel, the L8 session and the locked session that raised it (~64 objects a session);
    # the HTTP/2 connection was a cycle of its own too (h2's table of its bound methods).
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, protocol, pki) as (listener, where), asyncio.timeout(30):
        warm = await traveller.connect(**where)
        assert await warm.request("bookFlight", FLIGHT)
        await warm.close()
        started = asyncio.Event()
        if in_flight:  # the request is being handled when the connection goes

            @airline.handler("bookFlight")
            async def book_slowly(message: Incoming) -> dict:  # noqa: ARG001
                started.set()
                await asyncio.Event().wait()  # cancelled as the server's session ends
                return {}

        with census():
            for _ in range(3):
                session = await traveller.connect(**where)
                started.clear()
                asked = asyncio.ensure_future(session.request("bookFlight", FLIGHT))
                if in_flight:
                    await started.wait()
                else:
                    assert await asked
                for connection in list(listener.server.connections):
                    if protocol == "h3":
                        connection.close(QuicErrorCode.INTERNAL_ERROR, "cut")
                    else:
                        connection.transport.abort()
                await asyncio.wait_for(session.ended.wait(), 10)
                if in_flight:
                    with pytest.raises(AgentError):
                        await asked  # the session's end, as the request's failure
                del asked
                with pytest.raises(AgentError):
                    await session.receive()  # a session's stored end, raised again
                with pytest.raises(AgentError):
                    await session.receive()
                await session.close()
            del session
            await eventually(lambda: not airline.sessions)
            remaining = left(kept=QUIC_CONNECTION if protocol == "h3" else ())
        assert remaining == []
        await traveller.close()


async def test_a_connect_waiting_on_another_that_is_cancelled_opens_its_own(pki):
    # Two connects to one place share the first one's opening; the first was cancelled (its
    # caller's timeout), and the second, which nobody cancelled, ended cancelled too.
    async def silent(reader: asyncio.StreamReader, _writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            await reader.read()  # takes the TCP connection, never answers the TLS handshake

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    traveller = Agent(
        AgentIdentity.generate("traveller"),
        contexts=TRAVEL,
        transport=TransportConfig(connect_timeout=3.0),
    )
    where = {"host": "127.0.0.1", "port": port, "peer": "airline", "protocol": "h2"}
    where["tls"] = Tls(ca=pki.ca_cert)
    try:

        async def impatient() -> None:
            async with asyncio.timeout(0.5):
                await traveller.connect(**where)

        first = asyncio.ensure_future(impatient())
        await eventually(lambda: traveller.connections._opening)  # the first is opening it
        second = asyncio.ensure_future(traveller.connect(**where))
        with pytest.raises(TimeoutError):
            await first
        with pytest.raises(ConnectError) as caught:
            await second  # its own attempt, which the silent server lets time out
        assert not second.cancelled()
        assert caught.value.code is TransportErrorCode.CONNECT_TIMEOUT
    finally:
        await traveller.close()
        server.close()


async def test_a_connect_whose_connection_is_cut_leaves_nothing_for_the_collector():
    # The handshake cut: the stream's failure (raised as the connect's error; its cause
    # was the interrupted handshake) held the frames that held the channel that kept it, and
    # the hint made from it was a local of the frame it was raised from (38 objects a try).
    async def cut_at_hello(channel: Channel) -> None:
        await channel.receive()
        for connection in list(server.connections):
            connection.transport.abort()

    server = await serve_http2(cut_at_hello, cleartext=True)
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    where = {"host": "127.0.0.1", "port": server.port, "peer": "airline", "protocol": "h2"}
    try:
        with pytest.raises(ConnectionLost):
            await traveller.connect(**where)  # what is made once, made
        with census():
            for _ in range(3):
                with pytest.raises(ConnectionLost):
                    await traveller.connect(**where)
            remaining = left()
        assert remaining == []
    finally:
        await traveller.close()
        await server.close()


def _ping_flood(server: DrainingConnection, _stream_id: int) -> None:
    server.inject(raw_frame(0x6, 0, 0, bytes(8)) * 10_000)  # PINGs, far past the budget


def _frame_of_2_31_bytes(server: DrainingConnection, stream_id: int) -> None:
    server.send(stream_id, (0).to_bytes(1, "big") + (2**31).to_bytes(4, "big") + b"{")


@pytest.mark.parametrize(
    ("attack", "code"),
    [
        (_ping_flood, TransportErrorCode.PROTOCOL_ERROR),
        (_frame_of_2_31_bytes, TransportErrorCode.FRAME_TOO_LARGE),
    ],
    ids=["ping-flood", "frame-of-2^31"],
)
async def test_a_handshake_cut_by_a_transport_fault_says_which(attack, code):
    # A hostile server answers the session's request, then floods PINGs or announces a
    # frame of 2^31 bytes: the client's transport ends the stream for it, and the connect
    # said only "the session ended during the handshake".
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    async with draining_server() as server, asyncio.timeout(30):
        connecting = asyncio.ensure_future(
            traveller.connect("127.0.0.1", server.port, peer="airline", protocol="h2")
        )
        try:
            hostile = await server.connection()
            await hostile.until(lambda: hostile.requests)
            stream_id = next(iter(hostile.requests))
            hostile.respond(stream_id)
            attack(hostile, stream_id)
            with pytest.raises(HandshakeInterruptedError) as caught:
                await connecting
        finally:
            await traveller.close()
    assert "the session ended during the handshake: " in str(caught.value)
    assert f"{code}: " in str(caught.value)  # its code and its reason, in the message
    cause = caught.value.__cause__
    assert isinstance(cause, TransportError)
    assert cause.code is code
    assert cause.message in str(caught.value)


@pytest.mark.parametrize("ending", [_closed, _ended_by_the_server], ids=["closed", "ended"])
@pytest.mark.parametrize("protocol", ["h2c", "h2", "h3"])
async def test_a_session_that_ends_leaves_nothing_for_the_cycle_collector(pki, protocol, ending):
    # A server opens and closes sessions all day: what one leaves in reference cycles
    # waits for the cyclic collector, whose passes grow with it (each locked session was
    # ~70 such objects on each side until the endpoint held its L9 session weakly; one
    # ended by the peer's notice kept its cancelled reader and its violation's frames).
    traveller, airline = _agents(TransportConfig(reuse_linger=30))
    async with _serving(airline, protocol, pki) as (_, where), asyncio.timeout(30):
        warm = await traveller.connect(**where)  # the connection, and what is made once
        assert await warm.request("bookFlight", FLIGHT)
        await warm.close()
        with census():
            for _ in range(3):
                session = await traveller.connect(**where)
                assert await session.request("bookFlight", FLIGHT)
                await ending(session)
            del session
            await eventually(lambda: not airline.sessions)  # the server's ended too
            remaining = left()
        assert remaining == []
        await traveller.close()


async def test_a_peer_that_takes_nothing_more_is_named_and_its_connection_handed_out_no_more(pki):
    # The airline stops reading once locked (its window small): what the traveller sends
    # waits for credit. The answer's timeout says so, and the next session gets a new
    # connection rather than one whose peer starves it.
    traveller, _ = _agents(TransportConfig(reuse_linger=30))
    airline = Agent(
        AgentIdentity.generate("airline"),
        contexts=TRAVEL,
        transport=TransportConfig(stream_window=1024),
    )
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        return {"booking_reference": "ABC123", **message.values}

    starving = asyncio.Event()
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(60):
        serve = listener.server.session_handler

        async def reads_until_told(channel):
            receive, listen = channel.receive, channel.listen

            async def receive_or_starve():
                if starving.is_set():
                    await asyncio.Event().wait()  # never again: no credit goes back
                return await receive()

            def listen_until_told(listener):
                if listener is None:
                    return listen(None)
                return listen(lambda data: not starving.is_set() and listener(data))

            channel.receive, channel.listen = receive_or_starve, listen_until_told
            await serve(channel)

        listener.server.session_handler = reads_until_told
        session = await traveller.connect(**where)
        starved = session.connection
        starving.set()
        session.answer_timeout = 1.0
        results = await asyncio.gather(
            *(session.request("bookFlight", FLIGHT) for _ in range(20)), return_exceptions=True
        )
        told = [str(r) for r in results if isinstance(r, AgentError)]
        # (A read already waiting as the airline stopped may still take one or two.)
        assert len(told) >= 18, results
        assert any(
            "bytes queued on this session were not taken for half that time" in t for t in told
        )
        assert all("airline did not answer REQUEST bookFlight within 1 s" in t for t in told)
        listener.server.session_handler = serve
        again = await traveller.connect(**where)
        assert again.connection is not starved
        assert await again.request("bookFlight", FLIGHT) == {
            "booking_reference": "ABC123",
            **FLIGHT,
        }
        await again.close()
        session.locked.session.channel.abort("test over")
    await traveller.close()
    await airline.close()


async def test_a_first_flight_cut_before_the_lock_says_its_request_may_have_run(pki):
    # Stop 41's F6: a REQUEST that travels with a resumed HELLO (early data, allowed here)
    # may have reached the peer and run when the connection is lost before the lock; it is
    # not sent again (a GOAWAY's refusal is: the test above), and the error now says why.
    early = HandshakeConfig(early_performatives=frozenset({"QUERY", "REQUEST"}))
    traveller, airline = _agents(TransportConfig(reuse_linger=0), handshake=early)
    async with _serving(airline, "h2c", pki) as (listener, where), asyncio.timeout(30):
        await traveller.request(task="bookFlight", parameters=FLIGHT, **where)  # a ticket
        server = listener.server
        serve = server.session_handler

        async def cut(channel):  # the first flight read, then the connection gone
            await channel.receive()
            channel._driver.transport.abort()

        server.session_handler = cut
        with pytest.raises(ConnectionLost, match=r"REQUEST sent before the lock .* may have"):
            await traveller.request(task="bookFlight", parameters=FLIGHT, **where)
        # Review: with no ticket the REQUEST waits for the lock, so nothing was sent early.
        stranger, _ = _agents(TransportConfig(reuse_linger=0), handshake=early)
        stranger.trust_peer(airline.identity)
        with pytest.raises(ConnectionLost) as cut_short:
            await stranger.request(task="bookFlight", parameters=FLIGHT, **where)
        assert "before the lock" not in str(cut_short.value)
        await stranger.close()
        # Without a first flight, the same loss says nothing of the kind.
        with pytest.raises(ConnectionLost) as lost:
            await traveller.connect(**where)
        assert "before the lock" not in str(lost.value)
        server.session_handler = serve
        await traveller.close()


@pytest.mark.parametrize("protocol", ["h2c", "h2", "h3"])
async def test_an_agent_that_seals_connects_sealed_to_the_card_its_peer_publishes(pki, protocol):
    """A carried item: `Agent.connect` could not seal (it had no way to the responder's
    card), so two agents built with `HandshakeConfig(seal=True)` could not talk at all.
    It fetches the card the agent publishes where it serves, and seals to it once its
    trust accepts it as the peer's (a sealing responder refuses unsealed HELLOs: the lock
    says the HELLO was sealed)."""
    traveller, airline = _agents(handshake=HandshakeConfig(seal=True))
    async with _serving(airline, protocol, pki) as (_, where):
        session = await traveller.connect(**where)
        assert (await session.request("bookFlight", FLIGHT))["booking_reference"] == "IOA7Q2"
        await session.close()
    await traveller.close()


async def test_a_sealing_agent_whose_resumption_is_refused_locks_in_full_sealed(pki):
    """A third review: a sealing connect that held a ticket skipped the peer's card, and
    when the responder refused the resumption (it restarted: its ticket keys went), the
    full handshake it falls back to, which must be sealed, had no card to seal to. The
    card is at hand whether the connect resumes or not."""
    traveller, airline = _agents(handshake=HandshakeConfig(seal=True))
    async with _serving(airline, "h2c", pki) as (_, where):
        first = await traveller.connect(**where)
        await first.close()
        await eventually(lambda: traveller._tickets.count("airline") > 0)
        airline._issuer = TicketIssuer(stored=airline.handshake.stored_tickets)  # restarted
        second = await traveller.connect(**where)
        assert (await second.request("bookFlight", FLIGHT))["booking_reference"] == "IOA7Q2"
        assert not second.locked.locked.resumed  # refused, then locked in full, sealed
        await second.close()
    await traveller.close()


async def test_a_sealing_agent_seals_to_no_card_its_trust_refuses(pki):
    """The card given, or the one at the address, must pass the trust as the peer's before
    anything is sent: a card in another's name is refused locally with the check's code;
    an address that publishes no card is `sealed_payload_invalid`, naming where."""
    traveller, airline = _agents(handshake=HandshakeConfig(seal=True))
    stranger = AgentIdentity.generate("airline")  # the same name, a key no one pinned
    stray = AgentCard.issue(stranger, endpoints=[], contexts=[], now=time.time(), lifetime=60)
    async with _serving(airline, "h2c", pki) as (_, where):
        with pytest.raises(LocalSemanticError) as refused:
            await traveller.connect(**where, peer_card=stray)
        assert refused.value.code == "bad_signature"  # impersonation of a pinned peer

    async def silent(channel: Channel) -> None:
        await channel.close()

    server = await serve_http2(silent, cleartext=True)  # an HTTP/2 server with no card
    try:
        with pytest.raises(LocalSemanticError) as refused:
            await traveller.connect("127.0.0.1", server.port, peer="airline")
        assert refused.value.code == "sealed_payload_invalid"
        assert f"127.0.0.1:{server.port}/.well-known/ioa-agent.json" in refused.value.message
    finally:
        await traveller.close()
        await server.close()


async def test_an_agent_that_seals_takes_sealed_hellos_and_refuses_others(pki):
    """A review: an agent built with `HandshakeConfig(seal=True)` had no sealer, so after
    a sealing responder began to refuse unsealed HELLOs it refused every handshake, and
    its refusal asked for what it could not open. It opens sealed HELLOs (answering
    sealed); an initiator that does not seal is refused, as it should be."""
    import time  # noqa: PLC0415

    from l7_transport.http2 import Http2Client  # noqa: PLC0415
    from l8_comm import Endpoint  # noqa: PLC0415
    from l8_comm.aio import Session  # noqa: PLC0415
    from l9_snl.aio import initiate  # noqa: PLC0415
    from l9_snl.handshake import HandshakeInitiator, snl_registry  # noqa: PLC0415
    from l9_snl.identity import AgentCard  # noqa: PLC0415
    from l9_snl.peers import IdentitySealer, TrustedPeers  # noqa: PLC0415

    traveller, _ = _agents()
    airline = Agent(
        AgentIdentity.generate("airline"), contexts=TRAVEL, handshake=HandshakeConfig(seal=True)
    )
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    async with _serving(airline, "h2c", pki) as (listener, where):
        with pytest.raises(HandshakeError) as refused:  # an initiator that does not seal
            await traveller.connect(**where)
        assert refused.value.code == "sealed_payload_invalid"
        now = time.time() - 60
        cards = {
            agent.agent_id: AgentCard.issue(
                agent.identity, endpoints=[], contexts=[str(TRAVEL[0].urn)], now=now, lifetime=3600
            )
            for agent in (traveller, airline)
        }
        sealing = HandshakeInitiator(
            agent_id="traveller",
            signing_key=traveller.identity.signing_key,
            peer="airline",
            support=traveller.support(),
            peer_keys=TrustedPeers(traveller.trust),
            card=cards["traveller"].to_json(),
            peer_card=cards["airline"],
            sealer=IdentitySealer(traveller.identity),
            config=HandshakeConfig(seal=True),
        )
        client = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
        try:
            endpoint = Endpoint("traveller", peer_id="airline", registry=snl_registry())
            session = Session(endpoint, await client.open_session()).start()
            locked = await initiate(session, sealing)
            assert str(locked.locked.context.urn) == str(TRAVEL[0].urn)
            await locked.close()
        finally:
            await client.close()
