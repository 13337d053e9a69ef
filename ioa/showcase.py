"""The main `ioa demo` scenarios: `ioa.Agent`s on a `Stage` (authority, dev CA, 127.0.0.1).

- `travel`: a traveller's sentence is grounded in travel v2.1; "New York" is
  ambiguous, so L9 asks the airline and its ontology offers EWR, JFK, LGA;
  the traveller's own rule picks JFK; the airline books the flight.
- `supply-chain` is played by three processes sharing one group: it lives in
  `ioa.demos.supply_chain`, with no stage.
- `tour-plan`: a master runs hotel, flight and weather agents at once, each
  with only its own AgentContext (`aci`).
- `see-a-doctor`: a master runs diagnosis, prescription and purchase in
  order, each fed the one before; the patient's records are offloaded to
  the doctor alone (`ni:` reference, fetched over the same session), and
  the pharmacy, asking for them with a leaked reference, is refused.
- `downgrade`: an in-path relay strips the best offer from a HELLO; the
  initiator detects the downgrade and nothing is locked.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any, Final, Self

import orjson
from rich.console import Console

from contexts.exceptions import InvalidURNError
from contexts.ontology import ParameterOption
from contexts.urn import ContextURN
from ioa.agent import Agent, AgentError, Incoming, Tls
from ioa.gateway import Relay, Upstream
from ioa.master import MasterAgent, invoked_handler
from ioa.offload import FileContextStore, Offloader, fetch_context
from ioa.stage import CountingTranscript, Outcome, Stage, content_tokens
from ioa.transcript import summarize
from l7_transport import Channel
from l7_transport.exceptions import TransportError
from l7_transport.framing import FrameDecoder, encode_frame
from l7_transport.tls import client_ssl_context, server_ssl_context
from l8_comm import decode_envelope, encode_envelope
from l9_snl.aio import HandshakeError
from l9_snl.handshake import snl_registry
from l9_snl.tokens import count_tokens

TRAVEL: Final = ("urn:contexts:travel:v2.0", "urn:contexts:travel:v2.1")
TRIP_REQUEST: Final = "a flight to New York next Tuesday from LAX"
"""What the traveller says."""
_PLACE: Final = r"([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*)"
_TO: Final = re.compile(rf"\bto\s+{_PLACE}")
_FROM: Final = re.compile(rf"\bfrom\s+{_PLACE}")
_WEEKDAYS: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NEXT_DAY: Final = re.compile(rf"\bnext\s+({'|'.join(_WEEKDAYS)})\b", re.IGNORECASE)
_ISO_DATE: Final = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")


# -- travel ------------------------------------------------------------------------------------


def read_trip(text: str, today: date) -> dict[str, str]:
    """The traveller's front end: the values a sentence gives for `bookFlight` (no model).

    "to PLACE" and "from PLACE" (capitalised words) give `dest_code` and
    `origin_code` as said; "next WEEKDAY" gives the first such day after
    `today` (or an ISO date as written). Grounding decides what the values mean.
    """
    values: dict[str, str] = {}
    for parameter, pattern in (("origin_code", _FROM), ("dest_code", _TO)):
        found = pattern.search(text)
        if found:
            values[parameter] = found[1]
    weekday = _NEXT_DAY.search(text)
    written = _ISO_DATE.search(text)
    if weekday:
        ahead = (_WEEKDAYS.index(weekday[1].lower()) - today.weekday() - 1) % 7 + 1
        values["date"] = (today + timedelta(days=ahead)).isoformat()
    elif written:
        values["date"] = written[1]
    return values


def prefers_kennedy(
    _parameter: str, _said: str | None, options: tuple[ParameterOption, ...]
) -> str | None:
    """The traveller's own rule (no model involved): JFK when New York is ambiguous."""
    return next((o.value for o in options if "Kennedy" in o.label), None)


def booking_reference(parameters: dict[str, Any]) -> str:
    """The airline's booking reference: six letters and digits derived from the booking."""
    digest = hashlib.sha256(orjson.dumps(parameters, option=orjson.OPT_SORT_KEYS)).digest()
    return base64.b32encode(digest).decode()[:6]


@dataclass(frozen=True, slots=True, kw_only=True)
class TravelResult:
    """What happened when the traveller asked for a flight."""

    locked: str
    """The URN the session locked."""
    said: dict[str, str]
    """The values read from the sentence."""
    ambiguous: dict[str, tuple[str, ...]]
    """Parameter -> the options the airline's L9 offered."""
    chosen: dict[str, Any]
    """The parameters the traveller sent."""
    booking: dict[str, Any]
    """The airline's result."""

    def summary(self) -> str:
        """The scenario's outcome, in one line."""
        version = ContextURN.parse(self.locked).version
        choices = "; ".join(
            f"{self.said.get(p)} -> {self.chosen.get(p)}" for p in sorted(self.ambiguous)
        )
        booked = "booked" if self.booking.get("booking_reference") else "not booked"
        return f"locked {version}; {choices}; {booked}"


async def _airline(stage: Stage, *, firewall: bool) -> Agent:
    """An airline agent that books flights (`bookFlight`), serving travel v2.0 and v2.1."""
    airline = await stage.agent("airline", contexts=TRAVEL, firewall=firewall)

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        reference = booking_reference(message.values)
        stage.note(f"airline: booked {message.values} as {reference}")
        return {"booking_reference": reference, **message.values}

    return airline


async def travel_story(stage: Stage, text: str, today: date) -> TravelResult:
    """The traveller grounds `text`, clarifies what is ambiguous, and books with the airline."""
    await _airline(stage, firewall=True)
    traveller = await stage.agent("traveller", contexts=TRAVEL, serve=False)
    session = await stage.connect(traveller, "airline", context="travel")
    said = read_trip(text, today)
    stage.note(f"traveller: {text!r} ({count_tokens(text)} tokens as text) reads as {said}")
    grounding = await session.ground("bookFlight", said)  # asks the airline's L9
    for entry in grounding.ambiguous:
        stage.note(f"traveller: grounding: {entry.parameter} {entry.value!r} is ambiguous")
    offered = {e.parameter: tuple(o.value for o in e.options) for e in grounding.ambiguous}
    grounding = grounding.resolve_with(prefers_kennedy)
    chosen = dict(grounding.content()["parameters"])
    for parameter in offered:
        stage.note(f"traveller: chose {parameter} {chosen.get(parameter)} (its own rule)")
    stage.note(f"traveller: the grounded request is {content_tokens(grounding.content())} tokens")
    booking = await session.request("bookFlight", chosen)
    stage.note(f"traveller: booking reference {booking.get('booking_reference')}")
    return TravelResult(
        locked=session.context, said=said, ambiguous=offered, chosen=chosen, booking=booking
    )


def travel(console: Console, now: float) -> Outcome:
    """A sentence grounded in travel v2.1, New York clarified by L9, JFK booked."""
    transcript = CountingTranscript(console, "travel: a flight to New York, clarified and booked")
    today = datetime.fromtimestamp(now, UTC).date()
    actual = asyncio.run(
        _play(TRAVEL, transcript, lambda stage: travel_story(stage, TRIP_REQUEST, today))
    )
    expected = "locked v2.1; New York -> JFK; booked"
    return Outcome(scenario="travel", expected=expected, actual=actual)


# -- downgrade ------------------------------------------------------------------------------------

_REGISTRY: Final = snl_registry()
_DAY: Final = "2026-11-24"


def strip_best_offer(frame: bytes) -> tuple[bytes, str | None]:
    """Rewrite one L8 frame: a HELLO loses its highest-version offer; the frame and what went.

    Any other frame, or a HELLO with a single offer, is returned as it came.
    """
    envelope = decode_envelope(frame, registry=_REGISTRY)
    content = envelope.content
    offers = content.get("offers") if isinstance(content, dict) else None
    if not isinstance(content, dict) or content.get("snl") != "HELLO":
        return frame, None
    if not isinstance(offers, list) or len(offers) < 2:
        return frame, None
    urns = [str(o.get("urn")) if isinstance(o, dict) else "" for o in offers]
    try:
        best = max(urns, key=ContextURN.parse)
    except InvalidURNError:
        return frame, None  # not a HELLO this relay understands: passed on
    kept = [o for o, urn in zip(offers, urns, strict=True) if urn != best]
    wire = envelope.to_wire()
    wire["content"] = {**content, "offers": kept}
    rewritten = decode_envelope(orjson.dumps(wire), registry=_REGISTRY)
    return encode_envelope(rewritten), best


class OfferStripper(Relay):
    """An in-path attacker on 127.0.0.1: relays session streams to an agent, downgrading HELLOs.

    It terminates TLS with a certificate the CA issued (a compromised
    middlebox), so TLS on each hop is sound; only L9's transcript hash can
    show that the HELLO the responder saw is not the one the initiator sent.
    """

    def __init__(self, upstream_port: int, tls: Tls) -> None:
        if tls.ca is None or tls.cert is None or tls.key is None:
            msg = "the relay needs Tls(cert, key, ca)"
            raise ValueError(msg)
        super().__init__(Upstream("127.0.0.1", upstream_port, client_ssl_context(tls.ca)))
        self.tls = tls
        self.stripped: list[str] = []
        """The offers removed, in order."""

    async def listen(self) -> Self:
        """Connect to the agent and listen with the CA-issued certificate; return self."""
        assert self.tls.cert is not None  # noqa: S101 - checked in __init__
        assert self.tls.key is not None  # noqa: S101 - checked in __init__
        return await self.start(ssl_context=server_ssl_context(self.tls.cert, self.tls.key))

    async def _relay(self, peer: Channel) -> None:
        agent = await self.open_upstream()
        await asyncio.gather(_pump(peer, agent, self._rewrite), _pump(agent, peer, None))

    def _rewrite(self, frame: bytes) -> bytes:
        rewritten, removed = strip_best_offer(frame)
        if removed is not None:
            self.stripped.append(removed)
        return rewritten


async def _pump(source: Channel, sink: Channel, rewrite: Callable[[bytes], bytes] | None) -> None:
    """Relay frames from `source` to `sink` (rewritten), until either side ends."""
    frames = FrameDecoder()
    try:
        while data := await source.receive():
            payloads = frames.feed(data)
            if rewrite is not None:
                payloads = [rewrite(payload) for payload in payloads]
            if payloads:
                await sink.send(b"".join(encode_frame(p) for p in payloads))
        await sink.close()
    except TransportError:
        sink.abort("relay ended")


@dataclass(frozen=True, slots=True, kw_only=True)
class DowngradeResult:
    """What the traveller saw through the relay, and directly."""

    stripped: tuple[str, ...]
    """Offers the relay removed."""
    code: str
    """The handshake's failure code (empty if it locked)."""
    detected_by_peer: bool
    """Whether the responder, not the initiator, found the fault."""
    locked_through_relay: int
    """Sessions the airline locked while the relay was in the path."""
    direct: str
    """The URN locked without the relay."""

    def summary(self) -> str:
        """The scenario's outcome, in one line."""
        stripped = ", ".join(str(ContextURN.parse(u).version) for u in self.stripped) or "nothing"
        direct = ContextURN.parse(self.direct).version if self.direct else "nothing"
        through = self.locked_through_relay or "nothing"
        return (
            f"stripped {stripped}; {self.code or 'locked'}; {through} locked; "
            f"direct locked {direct}"
        )


async def downgrade_story(stage: Stage) -> DowngradeResult:
    """Through the relay the traveller stops with `downgrade_detected`; directly it locks v2.1."""
    airline = await _airline(stage, firewall=False)
    traveller = await stage.agent("traveller", contexts=TRAVEL, serve=False)
    relay = await OfferStripper(stage.port("airline"), stage.tls).listen()
    stage.note(f"attacker: relaying 127.0.0.1:{relay.port} -> airline, stripping the best offer")
    code, by_peer = "", False
    try:
        await stage.connect(traveller, "airline", context="travel", port=relay.port)
    except HandshakeError as error:
        code, by_peer = str(error.code), error.detected_by_peer
        stage.note(f"traveller: handshake stopped [{code}]: {error.message}")
    finally:
        await relay.close()
    stage.note(f"attacker: stripped {', '.join(relay.stripped) or 'nothing'} from the HELLO")
    locked_through_relay = airline.locked_sessions
    direct = await stage.connect(traveller, "airline", context="travel")
    await direct.request("bookFlight", {"origin_code": "LAX", "dest_code": "JFK", "date": _DAY})
    return DowngradeResult(
        stripped=tuple(relay.stripped),
        code=code,
        detected_by_peer=by_peer,
        locked_through_relay=locked_through_relay,
        direct=direct.context,
    )


def downgrade(console: Console, _now: float) -> Outcome:
    """An in-path attacker strips travel v2.1 from the HELLO; the traveller detects it."""
    transcript = CountingTranscript(console, "downgrade: an in-path relay strips the best offer")
    actual = asyncio.run(_play(TRAVEL, transcript, downgrade_story))
    expected = "stripped v2.1; downgrade_detected; nothing locked; direct locked v2.1"
    return Outcome(scenario="downgrade", expected=expected, actual=actual)


# -- tour plan and see a doctor: a master and invoked agents --------------------------------------

ACI_VERSIONS: Final = ("urn:contexts:aci:v1.0", "urn:contexts:aci:v1.1")
TOUR_REQUEST: Final = "plan a trip to Lisbon for two nights"
SICK_REQUEST: Final = "I feel sick: fever and a cough since yesterday. My records are attached."
TOUR_ANSWERS: Final = {
    "hotel-agent": "Hotel Avenida, 2 nights, 240 EUR",
    "flight-agent": "TP 1350 LHR-LIS, Tuesday 09:40",
    "weather-agent": "sunny, 24 C, light wind",
}
DOCTOR_ANSWERS: Final = {
    "doctor-agent": "influenza A",
    "prescriber-agent": "oseltamivir 75 mg twice a day, 5 days",
    "pharmacy-agent": "bought at Farmacia Central, 12.40 EUR",
}


def medical_records(visits: int = 320) -> str:
    """A patient's records (synthetic, deterministic): long enough to be offloaded."""
    kinds = ("GP visit", "blood test", "vaccination", "physiotherapy", "dental check")
    notes = (
        "no acute findings; advised rest and fluids",
        "haemoglobin and white cell count within range",
        "seasonal influenza vaccine, left deltoid, no reaction",
        "lower back pain improving; exercises reviewed",
        "asthma reviewed: salbutamol as needed, peak flow normal",
    )
    return "\n".join(
        f"{2010 + n // 12}-{n % 12 + 1:02d}-{n % 27 + 1:02d} {kinds[n % 5]}: {notes[(n * 3) % 5]}"
        for n in range(visits)
    )


@dataclass(slots=True, kw_only=True)
class WorkflowResult:
    """How a master's task went, seen from the master and the invoked agents."""

    status: str = ""
    """The TaskContext's OverallStatus at the end."""
    started: list[str] = field(default_factory=list)
    """Invoked agents in the order their work started."""
    peak: int = 0
    """The most agents working at the same time."""
    offloaded: dict[str, str] = field(default_factory=dict)
    """Agent -> the ContextURI it was sent instead of its context."""
    fetch_refusals: list[str] = field(default_factory=list)
    """`agent: code` for every fetch of a context the agent was not given."""
    tokens_structured: int = 0
    tokens_full: int = 0
    refused: list[str] = field(default_factory=list)
    """Answers the master refused (isolation)."""

    def summary(self) -> str:
        """The scenario's outcome, in one line."""
        line = f"{self.status}; {self.peak} at once"
        if self.peak == 1:  # a chain: the order is the point
            line += f"; order {' -> '.join(self.started)}"
        if self.offloaded:
            line += f"; offloaded to {', '.join(sorted(self.offloaded))}"
        if self.fetch_refusals:
            line += f"; {'; '.join(self.fetch_refusals)}"
        return line


async def workflow_story(
    stage: Stage, query: str, answers: Mapping[str, str], *, nosy: str | None = None
) -> WorkflowResult:
    """A master runs `query` with one invoked agent per entry of `answers` on the stage.

    Every agent is made on the stage (contexts the authority vouched for,
    HTTP/2 + TLS); large contexts are offloaded to a store in the stage's
    folder. With `nosy`, that agent first tries to fetch a context it was
    never given (a leaked `ContextURI`) and is refused.
    """
    result = WorkflowResult()
    working: set[str] = set()
    leaked: list[str] = []
    master_agent = await stage.agent("master", contexts=ACI_VERSIONS, serve=False)
    for agent_id, answer in answers.items():
        invoked = await stage.agent(agent_id, contexts=ACI_VERSIONS)

        async def work(context: dict[str, Any], answer: str = answer) -> dict[str, str]:
            agent = str(context["AgentID"])
            result.started.append(agent)
            working.add(agent)
            result.peak = max(result.peak, len(working))
            stage.note(
                f"{agent}: working on {context['SubTaskName']!r} with "
                f"{len(context['Context']):,} characters of context"
            )
            await asyncio.sleep(0.05)  # the agent's own work
            working.discard(agent)
            return {item["itemId"]: answer for item in context["todoItems"]}

        invoked.handler("AgentContext")(
            _leaking(invoked_handler(work), result, leaked)
            if agent_id != nosy
            else _nosy(invoked_handler(work), stage, result, leaked)
        )
    offloader = Offloader(FileContextStore(stage.folder / "context-store"))
    addresses = {agent_id: ("127.0.0.1", stage.port(agent_id)) for agent_id in answers}
    master = MasterAgent(master_agent, addresses, tls=stage.tls, offloader=offloader)
    stage.note(f"user: {summarize(query, 120)} ({len(query):,} characters)")
    try:
        outcome = await master.run("T-demo", query)
    finally:
        await master.close()
    result.status = str(outcome.task_context["OverallStatus"])
    result.refused = list(outcome.refused)
    result.tokens_structured = sum(outcome.tokens.structured.values())
    result.tokens_full = sum(outcome.tokens.full.values())
    stage.note(
        f"master: TaskContext {result.status}; tokens the agents received "
        f"{result.tokens_structured:,} (each its own AgentContext, fetched context included) "
        f"vs {result.tokens_full:,} forwarding everything to everyone "
        f"({outcome.tokens.saved:.0%} saved)"
    )
    return result


def _leaking(
    handler: Callable[[Incoming], Awaitable[dict[str, Any]]],
    result: WorkflowResult,
    leaked: list[str],
) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    """The handler, noting the ContextURI it was sent (which the story then leaks)."""

    async def handle(message: Incoming) -> dict[str, Any]:
        uri = message.values.get("ContextURI")
        if isinstance(uri, str):
            result.offloaded[message.session.agent.agent_id] = uri
            leaked.append(uri)
        return await handler(message)

    return handle


def _nosy(
    handler: Callable[[Incoming], Awaitable[dict[str, Any]]],
    stage: Stage,
    result: WorkflowResult,
    leaked: list[str],
) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    """The handler of an agent that first asks for a context it was never given."""

    async def handle(message: Incoming) -> dict[str, Any]:
        me = message.session.agent.agent_id
        for uri in leaked:
            stage.note(f"{me}: asks the master for a leaked context {uri[:26]}…")
            try:
                await fetch_context(message.session, uri, str(message.values["SubTaskID"]))
            except AgentError as refused:
                result.fetch_refusals.append(f"{me} fetch {refused.code}")
                stage.note(f"{me}: refused [{refused.code}]: {refused.reason}")
        return await handler(message)

    return handle


def tour_plan(console: Console, _now: float) -> Outcome:
    """A master runs hotel, flight and weather agents in parallel (each sees only its part)."""
    transcript = CountingTranscript(console, "tour plan: independent agents in parallel")

    async def story(stage: Stage) -> WorkflowResult:
        return await workflow_story(stage, TOUR_REQUEST, TOUR_ANSWERS)

    actual = asyncio.run(_play(ACI_VERSIONS, transcript, story))
    expected = "completed; 3 at once"
    return Outcome(scenario="tour-plan", expected=expected, actual=actual)


def see_a_doctor(console: Console, _now: float) -> Outcome:
    """Diagnosis -> prescription -> purchase; the records offloaded to the doctor only."""
    transcript = CountingTranscript(
        console, "see a doctor: a dependent chain; the records go to the doctor only"
    )
    query = f"{SICK_REQUEST}\n{medical_records()}"

    async def story(stage: Stage) -> WorkflowResult:
        return await workflow_story(stage, query, DOCTOR_ANSWERS, nosy="pharmacy-agent")

    actual = asyncio.run(_play(ACI_VERSIONS, transcript, story))
    expected = (
        "completed; 1 at once; order doctor-agent -> prescriber-agent -> pharmacy-agent; "
        "offloaded to doctor-agent; pharmacy-agent fetch not_assigned"
    )
    return Outcome(scenario="see-a-doctor", expected=expected, actual=actual)


# -- shared -----------------------------------------------------------------------------------


_Result = TravelResult | DowngradeResult | WorkflowResult


async def _play(
    contexts: tuple[str, ...],
    transcript: CountingTranscript,
    story: Callable[[Stage], Awaitable[_Result]],
) -> str:
    async with Stage(contexts=contexts, transcript=transcript) as stage:
        result = await story(stage)
    _tokens(transcript)
    return result.summary()


def _tokens(transcript: CountingTranscript) -> None:
    transcript.note(f"tokens: {transcript.tokens} in {transcript.count} messages (cl100k_base)")


__all__ = [
    "ACI_VERSIONS",
    "DOCTOR_ANSWERS",
    "SICK_REQUEST",
    "TOUR_ANSWERS",
    "TOUR_REQUEST",
    "TRIP_REQUEST",
    "DowngradeResult",
    "OfferStripper",
    "TravelResult",
    "WorkflowResult",
    "booking_reference",
    "downgrade",
    "downgrade_story",
    "medical_records",
    "prefers_kennedy",
    "read_trip",
    "see_a_doctor",
    "strip_best_offer",
    "tour_plan",
    "travel",
    "travel_story",
    "workflow_story",
]
