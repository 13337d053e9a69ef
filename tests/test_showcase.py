"""The main demo scenarios end to end on 127.0.0.1 (a Stage: authority, dev CA, HTTP/2 + TLS)."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from datetime import date

import pytest
from rich.console import Console

from ioa.agent import Incoming
from ioa.offload import uri_digest
from ioa.showcase import (
    ACI_VERSIONS,
    DOCTOR_ANSWERS,
    SICK_REQUEST,
    TOUR_ANSWERS,
    TOUR_REQUEST,
    TRAVEL,
    TRIP_REQUEST,
    booking_reference,
    downgrade_story,
    medical_records,
    read_trip,
    strip_best_offer,
    travel_story,
    workflow_story,
)
from ioa.stage import STAGE_AUTHORITY, CountingTranscript, Stage, content_tokens
from ioa.transcript import Transcript
from l7_transport.framing import FrameDecoder
from l8_comm import Endpoint, MessageReceived, Performative, encode_envelope
from l9_snl.handshake import PROTOCOL_NAME, snl_registry

V20, V21 = TRAVEL
THURSDAY = date(2026, 11, 19)
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


async def airline_and_traveller(stage: Stage, *, firewall: bool = False):
    airline = await stage.agent("airline", contexts=TRAVEL, firewall=firewall)
    booked: list[Incoming] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        booked.append(message)
        return {"booking_reference": "IOA7Q2", **message.values}

    traveller = await stage.agent("traveller", contexts=TRAVEL, serve=False)
    return airline, traveller, booked


# -- the stage -----------------------------------------------------------------------------------


async def test_agents_hold_exactly_the_contexts_the_authority_signed():
    async with Stage(contexts=TRAVEL) as stage:
        agent = await stage.agent("a", contexts=[*TRAVEL, "urn:contexts:payment:v2.0"])
        signed = {str(p.urn): p.digest for p in stage.store.public_repository().contexts()}
        assert set(signed) == set(TRAVEL)
        assert {str(c.urn): c.digest for c in agent.contexts} == signed
        assert agent.authority == STAGE_AUTHORITY
        # Not published, so not vouched for, so not offered.
        assert stage.refused == {"urn:contexts:payment:v2.0": "unknown_context"}


async def test_a_context_the_authority_revoked_is_not_offered():
    async with Stage(contexts=TRAVEL) as stage:
        airline, _, booked = await airline_and_traveller(stage)
        await stage.revoke(V21, "a flaw in the airport codes")
        late = await stage.agent("late-traveller", contexts=TRAVEL, serve=False)
        assert [str(c.urn) for c in late.contexts] == [V20]
        assert stage.refused == {V21: "revoked_context"}
        with pytest.raises(ValueError, match="supports no context"):
            await stage.connect(late, "airline", context=V21)
        session = await stage.connect(late, "airline", context="travel")
        assert session.context == V20  # the airline still has v2.1, the traveller no longer
        assert (await session.request("bookFlight", FLIGHT))["booking_reference"] == "IOA7Q2"
        assert len(booked) == 1
        assert airline.sessions


async def test_agents_on_a_stage_pin_each_other_and_everything_closes_on_exit():
    async with Stage(contexts=TRAVEL) as stage:
        _, traveller, booked = await airline_and_traveller(stage)
        port = stage.port("airline")
        session = await stage.connect(traveller, "airline")
        assert session.context == V21
        await session.request("bookFlight", FLIGHT)
        assert booked[0].peer == "traveller"
        database = stage.store.path
        assert database.exists()
    assert not database.exists()
    with pytest.raises(ConnectionRefusedError):
        await asyncio.open_connection("127.0.0.1", port)


async def test_a_stage_prints_handshakes_messages_with_tokens_and_decisions():
    buffer = io.StringIO()
    transcript = CountingTranscript(Console(file=buffer, width=200), "t")
    async with Stage(contexts=TRAVEL, transcript=transcript) as stage:
        _, traveller, _ = await airline_and_traveller(stage, firewall=True)
        session = await stage.connect(traveller, "airline")
        await session.request("bookFlight", FLIGHT)
    out = buffer.getvalue()
    assert f"traveller → airline: locked {V21} (HELLO, SELECT, LOCK); digest sha256:" in out
    assert "signed by stage-authority" in out
    request = {"task": "bookFlight", "parameters": FLIGHT}
    assert f"{content_tokens(request)} tokens" in out
    assert "airline firewall: allow REQUEST bookFlight from traveller" in out
    assert transcript.count == 2  # REQUEST, INFORM (a quick handler is not AGREEd to first)
    assert transcript.tokens > content_tokens(request)


async def test_an_observer_that_fails_does_not_end_the_session():
    async with Stage(contexts=TRAVEL) as stage:
        airline, traveller, booked = await airline_and_traveller(stage)

        def broken(_session, _event):
            raise RuntimeError("observer bug")

        airline.observers.insert(0, broken)
        session = await stage.connect(traveller, "airline")
        await session.request("bookFlight", FLIGHT)
        await session.request("bookFlight", FLIGHT)
        assert len(booked) == 2
        assert any(o.agent == "airline" for o in stage.events)  # later observers still told


async def test_a_clarification_query_is_answered_by_l9_and_never_reaches_the_task_handler():
    async with Stage(contexts=TRAVEL) as stage:
        _, traveller, booked = await airline_and_traveller(stage)
        session = await stage.connect(traveller, "airline")
        answer = await session.query(
            {
                "concept": "ambiguous_parameter",
                "task": "bookFlight",
                "parameter": "dest_code",
                "value": "New York",
            }
        )
        assert [o["value"] for o in answer["options"]] == ["EWR", "JFK", "LGA"]
        await asyncio.sleep(0.1)
        assert booked == []
        assert all(e.performative != "FAILURE" for e in stage.received("traveller"))


# -- travel ----------------------------------------------------------------------------------------


def test_read_trip_reads_places_as_said_and_next_weekday_from_today():
    assert read_trip(TRIP_REQUEST, THURSDAY) == {
        "origin_code": "LAX",
        "dest_code": "New York",
        "date": "2026-11-24",
    }
    tuesday = date(2026, 11, 24)
    assert read_trip("to Zurich from JFK next tuesday", tuesday)["date"] == "2026-12-01"
    assert read_trip("from Paris to Rome on 2026-12-05", tuesday) == {
        "origin_code": "Paris",
        "dest_code": "Rome",
        "date": "2026-12-05",
    }
    assert read_trip("somewhere warm", tuesday) == {}


async def test_travel_grounds_clarifies_new_york_chooses_jfk_and_books(caplog):
    caplog.set_level(logging.INFO, logger="l9_snl.firewall.decisions")
    async with Stage(contexts=TRAVEL) as stage:
        result = await travel_story(stage, TRIP_REQUEST, THURSDAY)
        decisions = [(d.outcome, d.record["action"], d.concept) for d in stage.decisions]
    assert result.locked == V21
    assert result.said["dest_code"] == "New York"
    assert result.ambiguous == {"dest_code": ("EWR", "JFK", "LGA")}
    assert result.chosen == {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
    reference = result.booking["booking_reference"]
    assert re.fullmatch(r"[A-Z0-9]{6}", reference)
    assert reference == booking_reference(result.chosen)
    assert result.booking["dest_code"] == "JFK"
    assert result.summary() == "locked v2.1; New York -> JFK; booked"
    assert decisions == [
        ("allow", "QUERY", "ambiguous_parameter"),
        ("allow", "REQUEST", "bookFlight"),
    ]
    logged = [json.loads(r.getMessage()) for r in caplog.records]
    assert [r["resource"] for r in logged] == [
        f"{V21}#ambiguous_parameter",
        f"{V21}#bookFlight",
    ]


# -- downgrade -------------------------------------------------------------------------------------


def _hello_frame(urns: list[str]) -> bytes:
    endpoint = Endpoint("traveller", peer_id="airline", registry=snl_registry())
    content = {"snl": "HELLO", "offers": [{"urn": u, "digest": "sha256:00"} for u in urns]}
    endpoint.send(Performative.PROPOSE, content, to=("airline",), protocol=PROTOCOL_NAME)
    [frame] = FrameDecoder().feed(endpoint.data_to_send())
    return frame


def test_strip_best_offer_removes_only_the_highest_version_from_a_hello():
    envelope_bytes = _hello_frame([V21, V20])
    rewritten, removed = strip_best_offer(envelope_bytes)
    assert removed == V21
    assert b"v2.1" not in rewritten
    assert b"v2.0" in rewritten
    single = _hello_frame([V20])
    assert strip_best_offer(single) == (single, None)


def test_strip_best_offer_passes_other_frames_as_they_came():
    endpoint = Endpoint("traveller", peer_id="airline")
    sent = endpoint.send(Performative.INFORM, {"concept": "x"}, to=("airline",))
    frame = encode_envelope(sent)
    assert strip_best_offer(frame) == (frame, None)


async def test_an_in_path_relay_that_strips_the_best_offer_is_detected_and_nothing_locks(
    caplog: pytest.LogCaptureFixture,
) -> None:
    buffer = io.StringIO()
    transcript = Transcript(Console(file=buffer, width=200), "downgrade")  # (counts nothing)
    async with Stage(contexts=TRAVEL, transcript=transcript) as stage:
        result = await downgrade_story(stage)
        served = [o for o in stage.events if o.agent == "airline"]
    # (What the stage and the stack said, should this ever fail on a loaded machine.)
    said = f"{result}\n{buffer.getvalue()}\n{caplog.text}"
    assert result.stripped == (V21,), said
    assert result.code == "downgrade_detected", said
    assert not result.detected_by_peer  # the initiator found it
    assert result.locked_through_relay == 0, said
    assert result.direct == V21, said
    # The only session the airline served is the direct one.
    assert {o.peer for o in served} == {"traveller"}
    assert any(isinstance(o.event, MessageReceived) for o in served)
    assert result.summary() == (
        "stripped v2.1; downgrade_detected; nothing locked; direct locked v2.1"
    )


# -- tour plan and see a doctor --------------------------------------------------------------


async def test_the_tour_plan_runs_its_three_agents_at_once_each_with_its_own_context():
    async with Stage(contexts=ACI_VERSIONS) as stage:
        result = await workflow_story(stage, TOUR_REQUEST, TOUR_ANSWERS)
        queried = {
            agent: [e for e in stage.received(agent) if e.performative == "QUERY"]
            for agent in TOUR_ANSWERS
        }
    assert result.status == "completed"
    assert result.peak == 3
    assert sorted(result.started) == sorted(TOUR_ANSWERS)
    assert result.refused == []
    assert result.offloaded == {}  # small contexts travel inline
    for agent, queries in queried.items():
        [query] = queries
        assert query.ontology == "urn:contexts:aci:v1.1"
        assert query.content["AgentID"] == agent  # its own context, nobody else's
    assert result.tokens_structured < result.tokens_full


async def test_see_a_doctor_chains_and_offloads_the_records_to_the_doctor_alone():
    records = medical_records()
    query = f"{SICK_REQUEST}\n{records}"
    async with Stage(contexts=ACI_VERSIONS) as stage:
        result = await workflow_story(stage, query, DOCTOR_ANSWERS, nosy="pharmacy-agent")
        received = {agent: stage.received(agent) for agent in DOCTOR_ANSWERS}
        stored = [p.name for p in (stage.folder / "context-store").rglob("*") if p.is_file()]
    assert result.status == "completed"
    assert result.peak == 1
    assert result.started == list(DOCTOR_ANSWERS)
    assert list(result.offloaded) == ["doctor-agent"]
    assert result.fetch_refusals == ["pharmacy-agent fetch not_assigned"]
    # Only the doctor ever received a line of the records, and only as fetched parts.
    line = records.splitlines()[7]
    assert any(line in str(e.content) for e in received["doctor-agent"])
    assert not any(line in str(e.content) for e in received["prescriber-agent"])
    assert not any(line in str(e.content) for e in received["pharmacy-agent"])
    [first] = [e for e in received["doctor-agent"] if e.performative == "QUERY"]
    assert "Context" not in first.content
    assert first.content["ContextURI"] == result.offloaded["doctor-agent"]
    assert stored == [uri_digest(result.offloaded["doctor-agent"]).hex()]
    # Forwarding everything would have sent the records to all three.
    assert result.tokens_full > 3 * result.tokens_structured
