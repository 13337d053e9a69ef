"""Handshakes under way at a responder are bounded (`l9_snl.handshake.admission`).

From an outside attack (stop 23): HELLOs in a trusted agent's name (a full HELLO is
not signed; a fresh key under a public agent id is enough), replayed on 128 streams
of each of 64 connections and never locked, held 8,192 sessions under way (~24 KiB
each, +196 MiB) and the event loop for ~15 s; nothing bounded them but the stream
and connection caps, whose product is in the hundreds of thousands.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from topic_helpers import V21, host_and
from transport_helpers import eventually

from contexts.builtin import builtin
from ioa import agent_listening as agent_listening_module
from ioa.agent import Agent
from l7_transport.http2 import Http2Client
from l8_comm import Endpoint, Performative
from l8_comm.aio import Session
from l8_comm.events import MessageReceived, SessionTerminated
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.core import Decision
from l9_snl.firewall.gateway import refusal_for
from l9_snl.handshake import HandshakeConfig, HandshakeInitiator
from l9_snl.handshake.admission import HandshakeGate, address_key
from l9_snl.identity import AgentIdentity
from l9_snl.inspection import queue_handshake_message
from l9_snl.peers import TrustedPeers
from tests.adversarial.h2_attacker import FrameType, H2Attacker, Setting, data

# -- the gate alone --------------------------------------------------------------------


def test_a_connection_and_an_address_get_their_share_and_no_more():
    gate = HandshakeGate(total=100, per_connection=2, per_address=3)
    nothing = lambda: None  # noqa: E731 - never displaced here
    a1 = [gate.admit("h2://1.1.1.1:1", "1.1.1.1", nothing) for _ in range(2)]
    assert all(not isinstance(entry, str) for entry in a1)
    refused = gate.admit("h2://1.1.1.1:1", "1.1.1.1", nothing)
    assert isinstance(refused, str)
    assert "on this connection" in refused
    assert not isinstance(gate.admit("h2://1.1.1.1:2", "1.1.1.1", nothing), str)
    by_address = gate.admit("h2://1.1.1.1:3", "1.1.1.1", nothing)
    assert isinstance(by_address, str)
    assert "from 1.1.1.1" in by_address
    # a connection a certificate vouches for is not counted by address
    assert not isinstance(gate.admit("h2://1.1.1.1:4", None, nothing), str)
    assert (gate.pending, gate.refused) == (4, 2)
    gate.release(a1[0])  # type: ignore[arg-type]
    gate.release(a1[0])  # type: ignore[arg-type]  # a second release does nothing
    assert gate.pending == 3
    assert not isinstance(gate.admit("h2://1.1.1.1:1", "1.1.1.1", nothing), str)


def test_past_the_total_the_oldest_is_displaced_once():
    gate = HandshakeGate(total=3, per_connection=10, per_address=10)
    displaced: list[int] = []
    entries = [
        gate.admit(f"c{n}", f"a{n}", lambda n=n: displaced.append(n))  # type: ignore[misc]
        for n in range(5)
    ]
    assert displaced == [0, 1]
    assert (gate.pending, gate.displaced, gate.refused) == (3, 2, 0)
    gate.release(entries[0])  # type: ignore[arg-type]  # its handler ends later: nothing
    assert gate.pending == 3
    with pytest.raises(ValueError, match="total = 0"):
        HandshakeGate(total=0, per_connection=1, per_address=1)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 5), st.integers(0, 2)), max_size=80))
def test_the_counts_always_match_what_is_under_way(steps):
    gate = HandshakeGate(total=6, per_connection=2, per_address=3)
    live: list = []
    for admit, connection, address in steps:
        if admit or not live:
            entry = gate.admit(f"c{connection}", f"a{address}" if address else None, lambda: None)
            if not isinstance(entry, str):
                live.append(entry)
        else:
            gate.release(live.pop(random.Random(connection).randrange(len(live))))
        live = [entry for entry in live if entry in gate._pending]
        assert gate.pending == len(live) <= gate.total
        for key in {e.connection for e in live}:
            assert gate._by_connection[key] == sum(e.connection == key for e in live) <= 2
        for key in {e.address for e in live if e.address}:
            assert gate._by_address[key] == sum(e.address == key for e in live) <= 3


# -- an agent ------------------------------------------------------------------------


def _initiator(agent, to: str) -> HandshakeInitiator:
    """`agent`'s own initiator towards `to`."""
    return HandshakeInitiator(
        agent_id=agent.agent_id,
        signing_key=agent.identity.signing_key,
        peer=to,
        support=agent.support(),
        peer_keys=TrustedPeers(agent.trust),
    )


async def _half_open(client: Http2Client, traveller, to: str) -> Session:
    """A session on `client` that sends a HELLO in the traveller's name and never locks."""
    channel = await client.open_session()
    session = Session(Endpoint(traveller.agent_id, registry=traveller.registry), channel).start()
    handshake = _initiator(traveller, to)
    queue_handshake_message(session.endpoint, None, handshake.start(now=time.time()), to, handshake)
    await session.flush()
    return session


async def _answer(session: Session):
    async with asyncio.timeout(10):
        while True:
            event = await session.next_event()
            if isinstance(event, MessageReceived | SessionTerminated) or event is None:
                return event


async def test_an_agent_refuses_a_connections_extra_handshakes_and_displaces_the_oldest():
    host, (traveller, honest) = host_and("traveller", "honest")
    host.handshake = HandshakeConfig(
        max_pending=3, max_pending_per_connection=2, max_pending_per_address=64
    )
    listener = await host.serve()
    try:
        first = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
        held = [await _half_open(first, traveller, "host") for _ in range(2)]
        for session in held:
            answer = await _answer(session)
            assert isinstance(answer, MessageReceived)
            assert answer.envelope.content["snl"] == "SELECT"
        extra = await _half_open(first, traveller, "host")
        refused = await _answer(extra)
        assert isinstance(refused, MessageReceived)
        assert refused.envelope.content["code"] == "too_many_streams"
        assert "on this connection" in refused.envelope.content["reason"]
        second = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
        third = await _half_open(second, traveller, "host")  # the third under way: the total
        assert isinstance(await _answer(third), MessageReceived)
        gate = host._handshake_gate()
        assert gate.pending == 3
        # an honest agent's handshake displaces the oldest under way, and locks
        session = await honest.connect("127.0.0.1", listener.port, peer="host", context=V21)
        assert session.context == V21
        assert gate.displaced == 1
        ended = await _answer(held[0])
        assert ended is None or isinstance(ended, SessionTerminated)
        await eventually(lambda: gate.pending == 2)  # the honest one locked there too
        await session.close()
        for client in (first, second):
            await client.close()
    finally:
        await listener.close()


async def test_a_flood_of_half_open_hellos_keeps_at_most_the_total_under_way():
    """The attack's shape, small: 4 connections x 12 HELLOs that never lock, caps of
    8 a connection and 16 in all; every HELLO is answered (SELECT or refusal) and an
    honest agent still locks."""
    host, (traveller, honest) = host_and("traveller", "honest")
    host.handshake = HandshakeConfig(
        max_pending=16, max_pending_per_connection=8, max_pending_per_address=1000
    )

    listener = await host.serve()
    try:
        clients = [
            await Http2Client.connect("127.0.0.1", listener.port, cleartext=True) for _ in range(4)
        ]
        sessions = [await _half_open(c, traveller, "host") for c in clients for _ in range(12)]
        answers = [await _answer(s) for s in sessions]
        codes = [
            a.envelope.content.get("code") or a.envelope.content.get("snl")
            for a in answers
            if isinstance(a, MessageReceived)
        ]
        assert codes.count("too_many_streams") == 4 * 4  # 12 - 8 on each connection
        gate = host._handshake_gate()
        assert gate.pending <= 16
        assert gate.displaced >= 16  # 32 admitted, at most 16 left
        session = await honest.connect("127.0.0.1", listener.port, peer="host", context=V21)
        assert session.context == V21
        await session.close()
        for client in clients:
            await client.close()
    finally:
        await listener.close()


def test_a_refused_hello_is_answered_as_the_handshake_table_has_it():
    """A HELLO refused before any L9 state (a gateway's cap, this gate): REFUSE in its
    conversation, which the initiator reads as the refusal; another first message gets
    its performative's own answer."""
    host, (traveller,) = host_and("traveller")
    endpoint = Endpoint(traveller.agent_id, registry=traveller.registry)
    handshake = _initiator(traveller, "host")
    hello = queue_handshake_message(
        endpoint, None, handshake.start(now=time.time()), "host", handshake
    )
    decision = Decision("reject", SNLErrorCode.TOO_MANY_STREAMS, (), "full")
    refusal = refusal_for(hello, decision, time.time(), fallback="host", said_by="host")
    assert refusal.performative == Performative.REFUSE
    assert (refusal.in_reply_to, refusal.conversation_id) == (hello.id, hello.conversation_id)
    assert refusal.content == {"code": "too_many_streams", "reason": "host: full"}
    events, _ = handshake.receive(  # the initiator's own reading
        refusal.performative, refusal.content, now=time.time(), sender=refusal.sender
    )
    assert [(type(e).__name__, e.code) for e in events] == [  # type: ignore[attr-defined]
        ("HandshakeFailed", SNLErrorCode.TOO_MANY_STREAMS)
    ]


def test_an_address_counts_as_its_host_once_whatever_its_spelling():
    """(`l7_transport.turns.address_key`: stream openings per turn count sources alike.)"""
    assert address_key("192.0.2.7") == "192.0.2.7"
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"  # HTTP/2 and HTTP/3 alike
    assert (
        address_key("2001:db8:1:2::1")
        == address_key("2001:db8:1:2:ffff::9")
        == ("2001:db8:1:2::/64")
    )
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("memory") == "memory"


def test_a_connection_with_a_certificate_counts_only_in_the_total():
    """A gateway's connection carries many honest peers: per connection and per address
    it is not counted (the gateway bounds each peer); the total still holds."""
    gate = HandshakeGate(total=4, per_connection=1, per_address=1)
    displaced: list[int] = []
    for n in range(6):
        entry = gate.admit(None, None, lambda n=n: displaced.append(n))
        assert not isinstance(entry, str)
    assert (gate.pending, displaced) == (4, [0, 1])


async def test_an_agent_opening_many_sessions_at_once_to_one_peer_locks_them_all():
    """The project's own client shares one connection for sessions to one server; 100
    opened at once outnumbered a responder's share of handshakes per connection and 68
    were refused (an outside review). Beyond `handshake_slots`, they wait their turn."""
    host, (member,) = host_and("member")
    host.handshake = HandshakeConfig(max_pending_per_connection=24, max_pending_per_address=24)
    listener = await host.serve()
    try:
        sessions = await asyncio.gather(
            *(
                member.connect("127.0.0.1", listener.port, peer="host", context=V21)
                for _ in range(100)
            )
        )
        assert len({id(s) for s in sessions}) == 100
        assert len(member.connections) == 1  # one connection, shared
        assert host._handshake_gate().refused == 0
        await asyncio.gather(*(s.close() for s in sessions))
    finally:
        await member.close()
        await listener.close()


def test_a_flood_displaces_its_own_before_a_lone_slow_handshake():
    """An outside attack: with the globally oldest displaced, a flood from four
    addresses (4 x 128 = the total) displaced every honest full handshake whose round
    trip took 300 ms. The source with the most under way gives up its oldest now."""
    gate = HandshakeGate(total=4, per_connection=100, per_address=100)
    displaced: list[str] = []
    honest = gate.admit("c-honest", "198.51.100.7", lambda: displaced.append("honest"))
    assert not isinstance(honest, str)
    for n in range(10):  # the flood: two addresses, taking turns
        address = f"203.0.113.{n % 2}"
        entry = gate.admit(f"c{n}", address, lambda n=n: displaced.append(f"flood{n}"))
        assert not isinstance(entry, str)
    assert "honest" not in displaced
    assert len(displaced) == 7  # 11 admitted, 4 kept
    assert gate.pending == 4
    # a certificate's connections count together, under their certificate: a relay's
    # many handshakes are one source, displaced first once it holds the most
    relay = "certificate URI:urn:ioa:agent:gw"
    for _ in range(3):
        gate.admit(None, None, lambda: displaced.append("relay"), source=relay)
    assert len(gate._by_source[relay]) >= 2  # one source for all
    gate.admit("c-late", "192.0.2.1", lambda: None)
    assert displaced[-1] == "relay"


async def test_a_flood_of_refusals_is_logged_at_a_pace(caplog):
    host, (traveller,) = host_and("traveller")
    host.handshake = HandshakeConfig(max_pending_per_connection=1)
    listener = await host.serve()
    try:
        client = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
        with caplog.at_level(logging.WARNING, logger="ioa.agent"):
            held = await _half_open(client, traveller, "host")
            assert isinstance(await _answer(held), MessageReceived)
            for _ in range(5):
                refused = await _answer(await _half_open(client, traveller, "host"))
                assert refused.envelope.content["code"] == "too_many_streams"
        lines = [r for r in caplog.records if "refused a handshake" in r.getMessage()]
        assert len(lines) == 1
        assert "(1 refused so far; said at most once every 10 s)" in lines[0].getMessage()
        assert host._handshake_gate().refused == 5
        await client.close()
    finally:
        await listener.close()


async def test_first_frames_refused_are_logged_at_a_pace(monkeypatch, caplog):
    # A client with no identity sent streams whose first frame is not an envelope: one
    # INFO line each, at its own rate (~117 lines/s from one simple client).
    from l7_transport.framing import encode_frame  # noqa: PLC0415

    clock = [0.0]
    monkeypatch.setattr("ioa.logs.monotonic", lambda: clock[0])
    host, _ = host_and("traveller")
    listener = await host.serve()
    try:
        client = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
        with caplog.at_level(logging.INFO, logger="ioa.agent"):
            for n in range(25):
                clock[0] = n  # one a second: said at the 1st, the 11th, the 21st
                channel = await client.open_session(wait=False)
                await channel.send(encode_frame(b"{" + b"x" * 20))  # not JSON
                async with asyncio.timeout(10):
                    assert await channel.receive()  # the NOT_UNDERSTOOD
            await eventually(lambda: host._first_frames_refused == 25)
        lines = [r.getMessage() for r in caplog.records if "first frame refused" in r.getMessage()]
        assert len(lines) == 3, lines
        assert "(1 refused so far; said at most once every 10 s)" in lines[0]
        assert "(21 refused so far" in lines[2]
        await client.close()
    finally:
        await listener.close()


async def test_a_refusal_nobody_can_receive_frees_its_stream_within_the_bound(monkeypatch):
    """An outside attack: a peer that grants no stream credit and sends HELLOs that are
    refused kept each refused session (closing, its refusal unsent) until the 30 s stall,
    three times as long as the gate counted it. The close is bounded now; then a reset."""
    monkeypatch.setattr(agent_listening_module, "REFUSAL_CLOSE", 0.5)
    host, _ = host_and()
    stranger = Agent(AgentIdentity.generate("stranger"), contexts=[builtin(V21)])
    listener = await host.serve()
    try:
        attacker = await H2Attacker.connect(
            listener.port, announce=[(Setting.INITIAL_WINDOW_SIZE, 0)]
        )
        endpoint = Endpoint(stranger.agent_id, registry=stranger.registry)
        handshake = _initiator(stranger, "host")
        queue_handshake_message(endpoint, None, handshake.start(now=time.time()), "host", handshake)
        await attacker.open_session(1)
        attacker.send(data(1, endpoint.data_to_send()))
        await attacker.flush()
        reset = await attacker.wait_for(
            lambda f: f.stream_id == 1 and f.type == FrameType.RST_STREAM, patience=15
        )
        assert reset is not None  # within the bound, not the 30 s stall
        attacker.writer.close()
    finally:
        await listener.close()


@pytest.mark.parametrize(
    "limits",
    [{"max_pending": 0}, {"max_pending_per_connection": 0}, {"max_pending_per_address": 0}],
)
def test_a_handshake_config_with_no_room_is_refused_when_made(limits):
    """A review: max_pending=0 reached the gate's displacement loop, which then took
    max() of nothing inside the serving path. Refused where it is written."""
    with pytest.raises(ValueError, match=next(iter(limits))):
        HandshakeConfig(**limits)


async def test_failed_handshakes_are_logged_at_a_pace(monkeypatch, caplog):
    # A review: every failed handshake wrote an INFO line, at the rate of any client.
    monkeypatch.setattr("ioa.logs.SAID_SECONDS", 3600.0)
    host, _ = host_and()
    stranger = Agent(AgentIdentity.generate("stranger"), contexts=[builtin(V21)])
    stranger.trust_peer(host.identity)  # the host does not trust it: unknown_peer
    listener = await host.serve()
    try:
        with caplog.at_level(logging.INFO, logger="ioa.agent"):
            for _ in range(4):
                with pytest.raises(Exception, match="unknown_peer"):
                    async with asyncio.timeout(10):
                        await stranger.connect("127.0.0.1", listener.port, peer="host")
    finally:
        await stranger.close()
        await listener.close()
        await host.close()
    lines = [r.getMessage() for r in caplog.records if "handshake refused from" in r.getMessage()]
    assert len(lines) == 1, lines
    assert "unknown_peer" in lines[0]
    assert "(1 refused so far; said at most once every 3600 s)" in lines[0]
