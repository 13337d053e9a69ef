"""Compact envelopes (spec 12.18): what a locked session implies is left out, and restored.

The form alone (round trip over any envelope, timestamps, what stays whole),
then the guard and the decoder (only authenticated frames are restored; a
restored value is checked as if sent whole), then two agents on real sockets
with and without the extension, and a gateway that screens a compact stream.
"""

from __future__ import annotations

import asyncio
import time

import orjson
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from contexts.builtin import builtin, builtin_library
from contexts.library import ContextLibrary
from ioa.agent import Agent, AgentError, Incoming
from ioa.agent_offer import offered_extensions
from ioa.gateway import Gateway, Upstream
from l8_comm import Endpoint, Performative, decode_envelope
from l8_comm.exceptions import RemoteProtocolError
from l8_comm.identifiers import format_timestamp
from l9_snl.compact import (
    COMPACT_EXTENSION,
    CompactForm,
    millis_timestamp,
    restore_from,
    timestamp_millis,
)
from l9_snl.config import SemanticConfig
from l9_snl.firewall import Firewall, bundle_from_text
from l9_snl.handshake import HandshakeConfig, snl_registry
from l9_snl.identity import AgentIdentity
from l9_snl.integrity import SessionGuard

REGISTRY = snl_registry()
TRAVELLER = CompactForm(local="traveller", peer="airline")
AIRLINE = CompactForm(local="airline", peer="traveller")

_ids = st.text(
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-",
    min_size=22,
    max_size=24,
)
_agent_ids = st.sampled_from(["traveller", "airline", "other", "*"])
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


@st.composite
def envelopes(draw) -> dict:
    """Any envelope a side might seal: its own or not, to the peer or not, any ts form."""
    protocol = draw(st.sampled_from(["request-reply", "snl-ack", "notice", "query"]))
    ident = draw(_ids)
    millis = draw(st.integers(min_value=0, max_value=253_402_300_799_999))
    ts = draw(
        st.sampled_from(
            [
                format_timestamp(millis / 1000),
                "2026-11-30T03:32:05Z",
                "2026-11-30T03:32:05.8851Z",
                "2016-12-31T23:59:60.000Z",
            ]
        )
    )
    wire = {
        "protocol": protocol,
        "id": ident,
        "ts": ts,
        "from": draw(st.sampled_from(["traveller", "airline"])),
        "to": draw(st.lists(_agent_ids, min_size=1, max_size=2, unique=True)),
        "performative": draw(st.sampled_from(["INFORM", "REQUEST", "NOT_UNDERSTOOD"])),
        "conversation_id": draw(st.sampled_from([ident, draw(_ids)])),
        "content": draw(_json),
    }
    if draw(st.booleans()):
        wire["ontology"] = "urn:contexts:travel:v2.1"
    if draw(st.booleans()):
        wire["in_reply_to"] = draw(_ids)
    return wire


@settings(max_examples=400, deadline=None)
@given(envelopes())
def test_the_compact_form_restores_to_exactly_what_was_built(wire):
    built = orjson.loads(orjson.dumps(wire))
    sent = orjson.loads(orjson.dumps(TRAVELLER.compact(dict(wire))))
    AIRLINE.restore(sent)
    assert sent == built
    assert wire == built  # compacting left the sender's own object alone


@settings(max_examples=200, deadline=None)
@given(envelopes())
def test_what_is_left_out(wire):
    sent = TRAVELLER.compact(dict(wire))
    if wire["from"] != "traveller":
        assert sent == wire  # another's message travels whole: `from` marks the full form
        return
    assert "from" not in sent
    assert ("to" in sent) == (wire["to"] != ["airline"])
    assert ("ontology" in sent) == ("ontology" in wire)  # a gateway screens by it
    if timestamp_millis(wire["ts"]) is not None:
        assert type(sent["ts"]) is int
    else:
        assert sent["ts"] == wire["ts"]
    ack = wire["protocol"] == "snl-ack"
    assert ("performative" in sent) == (not ack or wire["performative"] != "INFORM")
    implied_conversation = ack and wire["conversation_id"] == wire["id"]
    assert ("conversation_id" in sent) == (not implied_conversation)


@settings(max_examples=500, deadline=None)
@given(st.integers(min_value=0, max_value=253_402_300_799_999))
@example(0)
@example(253_402_300_799_999)
def test_milliseconds_and_timestamps_are_one_to_one(millis):
    text = millis_timestamp(millis)
    assert text == format_timestamp(millis / 1000)
    assert timestamp_millis(text) == millis


@pytest.mark.parametrize(
    "text",
    [
        "2026-11-30T03:32:05Z",  # no fraction
        "2026-11-30T03:32:05.88Z",
        "2026-11-30T03:32:05.8851Z",
        "2026-11-30t03:32:05.885Z",
        "2026-11-30T03:32:05.885+00:00",
        "2016-12-31T23:59:60.000Z",  # a leap second does not come back the same
        "2026-02-30T03:32:05.885Z",
        "2026-11-30T24:00:05.885Z",
        "1969-12-31T23:59:59.999Z",
        "2026-11-30T03:32:0x.885Z",
        "\uff12026-11-30T03:32:05.885Z",  # a full-width digit: not the form
    ],
)
def test_other_timestamp_forms_stay_strings(text):
    assert timestamp_millis(text) is None


@pytest.mark.parametrize("millis", [-1, 253_402_300_800_000, 10**30])
def test_milliseconds_out_of_range_are_not_restored(millis):
    assert millis_timestamp(millis) is None
    wire = {"protocol": "query", "id": "A" * 22, "ts": millis}
    restore_from(wire, sender="airline", recipient="traveller")
    assert wire["ts"] == millis  # left for the envelope checks to refuse


def _compact_bytes(**changes) -> bytes:
    wire = {
        "protocol": "request-reply",
        "id": "A" * 22,
        "ts": 1_764_473_525_885,
        "performative": "REQUEST",
        "conversation_id": "B" * 22,
        "ontology": "urn:contexts:travel:v2.1",
        "content": {"task": "bookFlight", "parameters": {}},
        **changes,
    }
    return orjson.dumps({k: v for k, v in wire.items() if v is not None})


def test_a_restored_envelope_is_checked_as_if_sent_whole():
    envelope = decode_envelope(_compact_bytes(), registry=REGISTRY, restore=AIRLINE.restore)
    assert envelope.sender == "traveller"
    assert envelope.to == ("airline",)
    assert envelope.ts == "2025-11-30T03:32:05.885Z"
    for changes, code in (
        ({"ts": -1}, "invalid_timestamp"),
        ({"ts": 10**18}, "invalid_timestamp"),
        ({"performative": None}, "missing_field"),
        ({"to": "airline"}, "invalid_field"),
    ):
        with pytest.raises(RemoteProtocolError) as caught:
            decode_envelope(_compact_bytes(**changes), registry=REGISTRY, restore=AIRLINE.restore)
        assert caught.value.code == code, changes


def test_without_restoring_a_compact_envelope_is_refused():
    """What no guard authenticated is never restored: a compact frame lacks `from`."""
    with pytest.raises(RemoteProtocolError) as caught:
        decode_envelope(_compact_bytes(ts="2026-11-30T03:32:05.885Z"), registry=REGISTRY)
    assert caught.value.code == "missing_field"


def test_an_inactive_guard_restores_nothing_and_an_active_one_only_what_it_authenticated():
    endpoint = Endpoint("airline", registry=REGISTRY)
    guard = SessionGuard(endpoint)
    guard.compact = AIRLINE
    assert guard.open(_compact_bytes(), now=0.0) is None  # before its authentication point
    guard.activate_receive(b"k" * 32)
    with pytest.raises(RemoteProtocolError):
        guard.open(_compact_bytes(), now=0.0)  # no MAC: nothing to restore, the session fails


# -- two agents on real sockets ----------------------------------------------------------------


def _agents(*, traveller_compact: bool = True, airline_compact: bool = True):
    travel = builtin("urn:contexts:travel:v2.1")
    airline_id, traveller_id = (
        AgentIdentity.generate("airline"),
        AgentIdentity.generate("traveller"),
    )
    airline = Agent(airline_id, contexts=[travel], semantic=SemanticConfig(compact=airline_compact))
    traveller = Agent(
        traveller_id, contexts=[travel], semantic=SemanticConfig(compact=traveller_compact)
    )
    airline.trust_peer(traveller_id)
    traveller.trust_peer(airline_id)

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        return {"booking_reference": "IOA7Q2", **message.values}

    return airline, traveller


PARAMETERS = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


@pytest.mark.parametrize(
    ("traveller_compact", "airline_compact"), [(True, True), (True, False), (False, True)]
)
async def test_agents_agree_the_compact_form_only_when_both_offer_it(
    traveller_compact, airline_compact
):
    airline, traveller = _agents(
        traveller_compact=traveller_compact, airline_compact=airline_compact
    )
    seen: list = []
    traveller.observers.append(lambda _session, event: seen.append(event))
    listener = await airline.serve(port=0)
    try:
        for _ in range(2):  # a full handshake, then a resumed one (the ticket keeps the terms)
            session = await traveller.connect(
                "127.0.0.1", listener.port, peer="airline", context="urn:contexts:travel"
            )
            result = await session.request("bookFlight", PARAMETERS)
            agreed = session.locked.locked.extensions
            await session.close()
            assert result["booking_reference"] == "IOA7Q2"
            assert (COMPACT_EXTENSION in agreed) == (traveller_compact and airline_compact)
        raws = [
            orjson.loads(e.envelope.raw)
            for e in seen
            if getattr(e, "envelope", None) is not None
            and e.envelope.protocol == "request-reply"
            and e.envelope.raw is not None
        ]
        assert raws
        for raw in raws:
            assert ("from" not in raw) == (traveller_compact and airline_compact)
    finally:
        await traveller.close()
        await listener.close()
        await airline.close()


def test_an_agent_offers_the_extension_unless_its_config_says_not_to():
    airline, _ = _agents()
    assert COMPACT_EXTENSION in offered_extensions(airline)
    off, _ = _agents(airline_compact=False)
    assert COMPACT_EXTENSION not in offered_extensions(off)


async def test_a_session_of_many_messages_both_ways_stays_compact_and_in_order():
    airline, traveller = _agents()
    listener = await airline.serve(port=0)
    try:
        session = await traveller.connect(
            "127.0.0.1", listener.port, peer="airline", context="urn:contexts:travel"
        )
        results = await asyncio.gather(
            *(
                session.request("bookFlight", {**PARAMETERS, "date": f"2026-12-{n:02d}"})
                for n in range(1, 29)
            )
        )
        assert sorted(r["date"] for r in results) == [f"2026-12-{n:02d}" for n in range(1, 29)]
        assert await session.close() is None  # a clean close: every ACK, compact, counted
    finally:
        await traveller.close()
        await listener.close()
        await airline.close()


def test_the_ack_a_guard_sends_opens_its_conversation_under_its_own_id():
    endpoint = Endpoint("airline", registry=REGISTRY)
    endpoint.peer_id = "traveller"
    guard = SessionGuard(endpoint)
    endpoint.guard = guard
    guard.activate_send(b"k" * 32)
    guard.compact = AIRLINE
    guard.goodbye(time.time())
    [frame] = [endpoint.data_to_send()]
    sent = orjson.loads(frame[5 : frame.rindex(b',"mac"')] + b"}")
    assert sent["protocol"] == "snl-ack"
    assert not {"from", "to", "performative", "conversation_id"} & set(sent)


# -- a gateway in front of an agent screens a compact stream -----------------------------------

POLICY = """
@id("allow-the-rest")
permit (principal, action, resource);

@id("no-bookings-to-suspended-routes")
forbid (principal, action == Ioa::Action::"REQUEST", resource)
when {
  resource.name == "bookFlight" &&
  resource.hasTag("dest_code") &&
  resource.getTag("dest_code") == "KBL"
};
"""


async def test_a_gateway_restores_a_compact_stream_before_its_firewall_reads_it():
    airline, traveller = _agents()
    listener = await airline.serve(port=0)
    decisions: list[dict] = []
    firewall = Firewall(bundle_from_text({"policy.cedar": POLICY}), log=decisions.append)
    gateway = await Gateway(
        firewall, ContextLibrary(builtin_library()), Upstream("127.0.0.1", listener.port)
    ).start()
    try:
        for _ in range(2):  # a full handshake, then a resumed one: compact both times
            session = await traveller.connect(
                "127.0.0.1", gateway.port, peer="airline", context="urn:contexts:travel"
            )
            assert COMPACT_EXTENSION in session.locked.locked.extensions
            result = await session.request("bookFlight", PARAMETERS)
            assert result["booking_reference"] == "IOA7Q2"
            await session.close()
        allowed = [d for d in decisions if d.get("decision") == "allow"]
        assert allowed, decisions
        assert {d.get("principal") for d in allowed} == {"traveller"}
        session = await traveller.connect(
            "127.0.0.1", gateway.port, peer="airline", context="urn:contexts:travel"
        )
        with pytest.raises(AgentError) as refused:
            await session.request("bookFlight", {**PARAMETERS, "dest_code": "KBL"})
        assert "forbidden" in str(refused.value) or refused.value.code == "forbidden"
        [stopped] = [d for d in decisions if d.get("decision") != "allow"]
        assert stopped.get("principal") == "traveller"
    finally:
        await traveller.close()
        await gateway.close()
        await listener.close()
        await airline.close()


# -- a compact first flight that the responder can no longer read -------------------------------

EARLY = HandshakeConfig(early_performatives=frozenset({Performative.QUERY, Performative.REQUEST}))


def _early_agent(
    identity: AgentIdentity, peer: AgentIdentity, *, compact: bool, ran: list | None = None
) -> Agent:
    agent = Agent(
        identity,
        contexts=[builtin("urn:contexts:travel:v2.1")],
        semantic=SemanticConfig(compact=compact),
        handshake=EARLY,
    )
    agent.trust_peer(peer)

    @agent.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        if ran is not None:
            ran.append(message.values)
        return {"booking_reference": "IOA7Q2", **message.values}

    return agent


@pytest.mark.parametrize("compact", [True, False])
async def test_the_first_flight_of_a_refused_resumption_is_not_locked_in_either_form(compact):
    """Spec 12.7: answered NOT_UNDERSTOOD not_locked, and not sent again once locked: a
    REQUEST (not a QUERY) may have side effects, and nothing proves the refusal is the
    peer's (an outside attack: a relay forged one after the responder ran the REQUEST,
    and the initiator's automatic resend booked the flight twice)."""
    airline_id, traveller_id = (
        AgentIdentity.generate("airline"),
        AgentIdentity.generate("traveller"),
    )
    traveller = _early_agent(traveller_id, airline_id, compact=compact)
    where = {"peer": "airline", "task": "bookFlight", "parameters": PARAMETERS}
    ran: list = []
    try:
        for restarted in (False, True):  # the second airline holds none of the first's tickets
            airline = _early_agent(airline_id, traveller_id, compact=compact, ran=ran)
            seen: list = []
            airline.observers.append(lambda _session, event, seen=seen: seen.append(event))
            listener = await airline.serve(port=0)
            try:
                if restarted:
                    with pytest.raises(AgentError) as unconfirmed:
                        await traveller.request("127.0.0.1", listener.port, **where)
                    assert unconfirmed.value.code == "early_unconfirmed"
                    assert unconfirmed.value.peer is None  # said here, not by the airline
                    assert "may have reached airline and run" in unconfirmed.value.reason
                    assert len(ran) == 2  # the refused first flight did not run, nor again
                # (restarted: the full handshake gave a ticket, this one resumes)
                for _ in range(1 if restarted else 2):
                    result = await traveller.request("127.0.0.1", listener.port, **where)
                    assert result["booking_reference"] == "IOA7Q2"
            finally:
                await listener.close()
                await airline.close()
        assert len(ran) == 3
        codes = [str(e.error.code) for e in seen if type(e).__name__ == "ProtocolViolation"]
        assert codes == ["not_locked"], codes
    finally:
        await traveller.close()
