"""L9 over real HTTP/2 on 127.0.0.1: handshake, resumption, a downgrading proxy, locked content."""

from __future__ import annotations

import asyncio
import contextlib
import copy

import orjson
import pytest
from l9_helpers import MOOD, TRAVEL_20, TRAVEL_21, pair, support
from transport_helpers import running

from l7_transport import Channel
from l7_transport.framing import FrameDecoder, encode_frame
from l7_transport.tls import write_dev_pki
from l8_comm import (
    Endpoint,
    MessageReceived,
    Performative,
    ProtocolViolation,
    decode_envelope,
    encode_envelope,
)
from l8_comm.aio import Session
from l9_snl.aio import HandshakeError, LockedSession, initiate, respond
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.handshake import snl_registry
from l9_snl.session import (
    ClarificationAnswered,
    ContentRefused,
    DefinitionAgreed,
    SemanticConfig,
)

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

REGISTRY = snl_registry()
BOOK = {
    "task": "bookFlight",
    "parameters": {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
}


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def endpoint(agent: str, peer: str | None = None) -> Endpoint:
    return Endpoint(agent, peer_id=peer, registry=REGISTRY)


class Airline:
    """A responder that answers bookFlight requests and records what it saw."""

    def __init__(self, p, config=None) -> None:
        self.p = p
        self.config = config
        self.locked: list[LockedSession] = []
        self.failures: list[HandshakeError] = []
        self.seen: list = []
        self.responders = iter(())

    async def __call__(self, channel: Channel) -> None:
        session = Session(endpoint("airline"), channel).start()
        responder = next(self.responders, None) or self.p.responder
        try:
            locked = await respond(session, responder, config=self.config)
        except HandshakeError as error:
            self.failures.append(error)
            await asyncio.sleep(0.2)  # let the REFUSE reach the peer
            await session.close()
            return
        self.locked.append(locked)
        async for event in locked:
            self.seen.append(event)
            if isinstance(event, MessageReceived) and event.envelope.performative == "REQUEST":
                await locked.reply(event.envelope, Performative.AGREE)
                await locked.reply(
                    event.envelope,
                    Performative.INFORM,
                    {
                        "task": "bookFlight",
                        "result": {"booking_reference": "IOA7Q2", **BOOK["parameters"]},
                    },
                )
            if (
                isinstance(event, MessageReceived)
                and event.envelope.performative == "QUERY"
                and event.envelope.content.get("concept") is None
            ):
                await locked.reply(
                    event.envelope,
                    Performative.INFORM,
                    {
                        "task": "bookFlight",
                        "result": {"booking_reference": "EARLY1", **BOOK["parameters"]},
                    },
                )


async def until(locked: LockedSession, predicate):
    async with asyncio.timeout(10):
        async for event in locked:
            if predicate(event):
                return event
    raise AssertionError("the session ended first")


async def reply_to(locked: LockedSession, sent) -> MessageReceived:
    """The first message answering `sent`."""
    return await until(
        locked, lambda e: isinstance(e, MessageReceived) and e.envelope.in_reply_to == sent.id
    )


async def in_conversation(locked: LockedSession, conversation_id: str) -> MessageReceived:
    """The first message received in the conversation `conversation_id`."""
    return await until(
        locked,
        lambda e: isinstance(e, MessageReceived) and e.envelope.conversation_id == conversation_id,
    )


async def traveller_session(client) -> Session:
    """The traveller's L8 session on a new stream of `client`."""
    return Session(endpoint("traveller", "airline"), await client.open_session()).start()


async def test_handshake_and_validated_exchange_over_http2(pki):
    p = pair()
    airline = Airline(p)
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, p.initiator)
        assert str(locked.locked.context.urn) == TRAVEL_21
        request = await locked.send(Performative.REQUEST, BOOK)
        assert request.ontology == TRAVEL_21
        done = await until(
            locked,
            lambda e: isinstance(e, MessageReceived) and e.envelope.performative == "INFORM",
        )
        assert done.envelope.content["result"]["booking_reference"] == "IOA7Q2"
        # Content outside the context is never sent...
        with pytest.raises(LocalSemanticError) as caught:
            await locked.send(Performative.REQUEST, {"concept": "my_mood", "mood": "great"})
        assert caught.value.code == SNLErrorCode.UNDEFINED_CONCEPT
        # ...and if a peer sends it anyway, it is refused with the code.
        rogue = locked.session.endpoint.send(
            Performative.REQUEST, {"task": "bookFlight", "parameters": {}}, ontology=TRAVEL_21
        )
        await locked.session.flush()
        refusal = await until(
            locked,
            lambda e: (
                isinstance(e, MessageReceived)
                and e.envelope.performative == "NOT_UNDERSTOOD"
                and e.envelope.in_reply_to == rogue.id
            ),
        )
        assert refusal.envelope.content["code"] == "invalid_content"
        assert "origin_code" in refusal.envelope.content["reason"]
        await locked.close()
        await client.close()


async def test_clarification_is_answered_by_the_peers_l9(pki):
    p = pair()
    airline = Airline(p)
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, p.initiator)
        query = {
            "concept": "ambiguous_parameter",
            "task": "bookFlight",
            "parameter": "dest_code",
            "value": "New York",
        }
        sent = await locked.send(Performative.QUERY, query)
        answer = await reply_to(locked, sent)
        assert answer.envelope.content["concept"] == "parameter_options"
        assert [o["value"] for o in answer.envelope.content["options"]] == ["EWR", "JFK", "LGA"]
        await asyncio.sleep(0.05)
        assert any(isinstance(e, ClarificationAnswered) for e in airline.seen)
        await locked.close()
        await client.close()


async def test_resumption_over_http2_carries_the_first_flight(pki):
    first = pair(label="wire-full")
    airline = Airline(first)
    resumed = pair(label="wire-resumed", issuer=first.issuer, cache=first.cache)
    airline.responders = iter([first.responder, resumed.responder])
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, first.initiator)
        await until(locked, lambda e: type(e).__name__ == "TicketReceived")
        await locked.close()
        session = await traveller_session(client)
        early = {"task": "bookFlight", "parameters": BOOK["parameters"]}
        locked = await initiate(session, resumed.initiator, early=(Performative.QUERY, early))
        assert locked.locked.resumed
        assert locked.early_envelope is not None
        answer = await in_conversation(locked, locked.early_envelope.conversation_id)
        assert answer.envelope.content["result"]["booking_reference"] == "EARLY1"
        assert airline.locked[-1].locked.resumed
        await locked.close()
        await client.close()


async def test_a_replayed_resumed_flight_is_refused_over_the_wire(pki):
    first = pair(label="replay-full")
    airline = Airline(first)
    resumed = pair(label="replay-resumed", issuer=first.issuer, cache=first.cache)
    replay = pair(label="replay-again", issuer=first.issuer)
    airline.responders = iter([first.responder, resumed.responder, replay.responder])
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, first.initiator)
        await until(locked, lambda e: type(e).__name__ == "TicketReceived")
        await locked.close()
        channel = await client.open_session()
        recorded: list[bytes] = []
        original_send = channel.send

        async def recording_send(data: bytes) -> None:
            recorded.append(bytes(data))
            await original_send(data)

        channel.send = recording_send  # type: ignore[method-assign]
        session = Session(endpoint("traveller", "airline"), channel).start()
        early = {"task": "bookFlight", "parameters": BOOK["parameters"]}
        locked = await initiate(session, resumed.initiator, early=(Performative.QUERY, early))
        assert locked.locked.resumed
        await locked.close()
        # An attacker replays the recorded first flight (HELLO + QUERY) on a new stream.
        attacker = await client.open_session()
        await attacker.send(recorded[0])
        replies = FrameDecoder(1 << 20)
        answers = []
        async with asyncio.timeout(10):
            while "REFUSE" not in [a.performative for a in answers]:
                data = await attacker.receive()
                if not data:
                    break
                answers.extend(
                    decode_envelope(frame, registry=REGISTRY) for frame in replies.feed(data)
                )
        [refused] = [a for a in answers if a.performative == "REFUSE"]
        assert refused.content["code"] == SNLErrorCode.REPLAYED_EARLY_DATA
        # The replayed QUERY was not acted on (the airline answers QUERYs with EARLY1).
        assert all(a.performative != "INFORM" for a in answers)
        assert not airline.failures  # it waits for a full HELLO the attacker cannot sign
        with contextlib.suppress(Exception):
            await attacker.close()
        await client.close()


async def test_an_in_path_proxy_that_strips_an_offer_is_detected(pki):
    """The initiator talks to a proxy, which forwards to the real responder minus v2.1."""
    p = pair()
    airline = Airline(p)
    async with running("h2", pki, airline) as (_, connect_airline):
        upstream_client = await connect_airline()

        async def proxy(channel: Channel) -> None:
            upstream = await upstream_client.open_session()

            async def pump(source, sink, rewrite) -> None:
                decoder = FrameDecoder(1 << 20)
                while True:
                    data = await source.receive()
                    if not data:
                        await sink.close()
                        return
                    for frame in decoder.feed(data):
                        await sink.send(encode_frame(rewrite(frame)))

            def strip(frame: bytes) -> bytes:
                envelope = decode_envelope(frame, registry=REGISTRY)
                content = envelope.content
                if isinstance(content, dict) and content.get("snl") == "HELLO":
                    content = copy.deepcopy(content)
                    content["offers"] = [o for o in content["offers"] if o["urn"] != TRAVEL_21]
                    wire = envelope.to_wire()
                    wire["content"] = content
                    return encode_envelope(decode_envelope(orjson.dumps(wire), registry=REGISTRY))
                return frame

            await asyncio.gather(
                pump(channel, upstream, strip), pump(upstream, channel, lambda f: f)
            )

        async with running("h2", pki, proxy) as (_, connect_proxy):
            client = await connect_proxy()
            session = await traveller_session(client)
            with pytest.raises(HandshakeError) as caught:
                await initiate(session, p.initiator)
            assert caught.value.code == SNLErrorCode.DOWNGRADE_DETECTED
            assert not caught.value.detected_by_peer
            await asyncio.sleep(0.1)
            assert not airline.locked  # the responder was told, and never locked
            await session.close()
            await client.close()
        await upstream_client.close()


async def test_messages_before_the_lock_are_refused(pki):
    p = pair(support(TRAVEL_20), support(TRAVEL_20))
    airline = Airline(p)
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        early = session.endpoint.send(Performative.REQUEST, BOOK, to=("airline",))
        await session.flush()
        async with asyncio.timeout(10):
            while True:
                event = await session.next_event()
                if isinstance(event, MessageReceived) and event.envelope.in_reply_to == early.id:
                    assert event.envelope.content["code"] == "not_locked"
                    break
                assert not isinstance(event, ProtocolViolation)
        await session.close()
        await client.close()


async def test_an_undefined_concept_is_clarified_and_the_definition_cached(pki):
    p = pair()
    airline = Airline(p, SemanticConfig(clarify_undefined=True))
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, p.initiator, config=SemanticConfig(clarify_undefined=True))
        locked.semantic.local_definitions["my_mood"] = MOOD
        first = await locked.send(Performative.REQUEST, {"concept": "my_mood", "mood": "great"})
        await in_conversation(locked, first.conversation_id)
        second = await locked.send(Performative.REQUEST, {"concept": "my_mood", "mood": "fine"})
        await in_conversation(locked, second.conversation_id)
        # An invalid use of the agreed concept is refused with invalid_content.
        rogue = locked.session.endpoint.send(
            Performative.REQUEST, {"concept": "my_mood", "mood": "furious"}, ontology=TRAVEL_21
        )
        await locked.session.flush()
        refusal = await reply_to(locked, rogue)
        assert refusal.envelope.content["code"] == "invalid_content"
        requests = [
            e.envelope.content
            for e in airline.seen
            if isinstance(e, MessageReceived) and e.envelope.performative == "REQUEST"
        ]
        assert requests == [
            {"concept": "my_mood", "mood": "great"},
            {"concept": "my_mood", "mood": "fine"},
        ]
        agreed = [e for e in airline.seen if isinstance(e, DefinitionAgreed)]
        assert [e.name for e in agreed] == ["my_mood"]  # asked once, cached for the pair
        await locked.close()
        await client.close()


async def test_an_undefined_concept_nobody_defines_is_refused(pki):
    p = pair()
    airline = Airline(p, SemanticConfig(clarify_undefined=True))
    async with running("h2", pki, airline) as (_, connect):
        client = await connect()
        session = await traveller_session(client)
        locked = await initiate(session, p.initiator)
        rogue = locked.session.endpoint.send(
            Performative.REQUEST, {"concept": "my_mood", "mood": "great"}, ontology=TRAVEL_21
        )
        await locked.session.flush()
        refusal = await reply_to(locked, rogue)
        assert refusal.envelope.content["code"] == "undefined_concept"
        await asyncio.sleep(0.05)
        assert [e.code for e in airline.seen if isinstance(e, ContentRefused)] == [
            "undefined_concept"
        ]
        await locked.close()
        await client.close()
