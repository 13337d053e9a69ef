"""`ioa demo`: scenarios that show the stack at work, each with a transcript and a verdict.

`ioa demo` runs the five main scenarios (`MAIN`): travel, supply-chain,
tour-plan, see-a-doctor and downgrade. All but supply-chain play on their own
`ioa.stage.Stage` (a Schema Authority on a temporary SQLite file vouching for
the contexts, agents on 127.0.0.1 over HTTP/2 + TLS from a dev CA; see
`ioa.showcase`); supply-chain runs its three agents as three processes
sharing one group, over HTTP/2 + TLS from a dev CA (`ioa.demos.supply_chain`).
`ioa demo --all` adds the layer tours: the L8 scenarios run agents over
in-memory sessions, then over real HTTP/2 and HTTP/3 on 127.0.0.1; the
authority scenario runs a Schema Authority service and a verifying agent;
the semantic scenario runs the L9 handshake, a clarification and a
resumption over HTTP/2 + TLS on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

import orjson
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from authority.admin import AdminClient
from authority.client import AuthorityClient
from authority.config import ClientConfig
from authority.exceptions import AuthorityError
from authority.service import TOKEN_SETTING
from authority.service_http import token_digest
from contexts.builtin import builtin
from ioa.demos.health import health
from ioa.demos.l9_tours import firewall, semantic
from ioa.demos.supply_chain import supply_chain
from ioa.showcase import (
    downgrade,
    see_a_doctor,
    tour_plan,
    travel,
)
from ioa.stage import Outcome, local_authority
from ioa.transcript import Transcript
from l7_transport import Channel
from l7_transport.http2 import Http2Client, Http2Server, serve_http2
from l7_transport.http3 import Http3Client, Http3Server, serve_http3
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki
from l8_comm import (
    JSON,
    Aggregation,
    ConversationCompleted,
    Delivery,
    Endpoint,
    MemoryNetwork,
    MessageReceived,
    Performative,
    Published,
    TopicBroker,
)
from l8_comm.aio import Session

Handler = Callable[[Delivery], None]


def _run(network: MemoryNetwork, transcript: Transcript, handler: Handler) -> list[Delivery]:
    """Pump the network, letting `handler` react, until nothing moves; return every delivery."""
    seen: list[Delivery] = []
    while True:
        deliveries = network.pump()
        if not deliveries:
            return seen
        transcript.deliveries(deliveries)
        for delivery in deliveries:
            handler(delivery)
        seen.extend(deliveries)


def _final_state(deliveries: list[Delivery], owner: str, conversation_id: str) -> str:
    for delivery in deliveries:
        event = delivery.event
        if (
            delivery.owner == owner
            and isinstance(event, ConversationCompleted)
            and event.conversation_id == conversation_id
        ):
            return event.state
    return "still open"


def request_reply(console: Console, now: float) -> Outcome:
    """A traveller asks an airline agent to book a flight: REQUEST, AGREE, INFORM."""
    network = MemoryNetwork(now=now)
    traveller, airline = network.link("traveller", "airline")
    transcript = Transcript(console, "request-reply: traveller books a flight")

    def airline_logic(delivery: Delivery) -> None:
        event = delivery.event
        if delivery.owner != "airline" or not isinstance(event, MessageReceived):
            return
        request = event.envelope
        if request.performative == Performative.REQUEST:
            airline.agree(request, {"task": "bookFlight"})
            airline.inform(request, {"booking_ref": "IOA-7Q2K", "status": "confirmed"})

    sent = traveller.request(
        "airline",
        {"task": "bookFlight", "origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
    )
    deliveries = _run(network, transcript, airline_logic)
    actual = _final_state(deliveries, "traveller", sent.conversation_id)
    return Outcome(scenario="request-reply", expected="done", actual=actual)


def negotiation(console: Console, now: float) -> Outcome:
    """A retailer and a wholesaler haggle over a unit price until one accepts."""
    network = MemoryNetwork(now=now)
    retailer, wholesaler = network.link("retailer-7", "wholesaler-2")
    transcript = Transcript(console, "negotiation: retailer-7 and wholesaler-2 agree a price")
    seller_floor, buyer_ceiling = 10.0, 10.5
    # Each side concedes one step per round: the wholesaler never below its
    # floor, the retailer never above its ceiling.
    asks = [12.0, 11.0, 10.0]
    bids = [8.75, 9.5]
    endpoints: dict[str, Endpoint] = {"retailer-7": retailer, "wholesaler-2": wholesaler}

    def haggle(delivery: Delivery) -> None:
        event = delivery.event
        if not isinstance(event, MessageReceived):
            return
        offer = event.envelope
        if offer.performative not in (Performative.PROPOSE, Performative.COUNTER_PROPOSE):
            return
        me = endpoints[delivery.owner]
        content = offer.content
        assert isinstance(content, dict)  # noqa: S101 - the demo's own agents send objects
        price = float(content["unit_price"])  # type: ignore[arg-type]
        if delivery.owner == "wholesaler-2":
            if price >= seller_floor:
                me.accept(offer, content)
            else:
                me.counter_propose(offer, {**content, "unit_price": asks.pop(0)})
        elif price <= buyer_ceiling:
            me.accept(offer, content)
        else:
            me.counter_propose(offer, {**content, "unit_price": bids.pop(0)})

    sent = retailer.propose(
        "wholesaler-2", {"item_id": "sku-1234", "quantity": 40, "unit_price": 8.0}
    )
    deliveries = _run(network, transcript, haggle)
    state = _final_state(deliveries, "retailer-7", sent.conversation_id)
    state = (
        state
        if state != "still open"
        else _final_state(deliveries, "wholesaler-2", sent.conversation_id)
    )
    if state == "still open":
        state = retailer.ended_state(sent.conversation_id) or "still open"
    return Outcome(scenario="negotiation", expected="accepted", actual=state)


def publish_subscribe(console: Console, now: float) -> Outcome:
    """Two agents subscribe to stock levels at a broker; one cancels; publications fan out."""
    network = MemoryNetwork(now=now)
    broker = TopicBroker()
    topic = "inventory/sku-1234"
    links = {name: network.link(name, "supply-broker") for name in ("retailer-7", "distributor-1")}
    publisher, _ = network.link("wholesaler-2", "supply-broker")
    transcript = Transcript(console, "publish-subscribe: stock levels of sku-1234")
    fan_outs: list[int] = []

    def broker_logic(delivery: Delivery) -> None:
        if delivery.owner != "supply-broker":
            return
        endpoint = network.endpoint("supply-broker", delivery.peer)
        for event in broker.handle_event(endpoint, delivery.event):
            if isinstance(event, Published):
                fan_outs.append(len(event.delivered_to))
                transcript.note(f"broker fanned out to {', '.join(event.delivered_to) or 'nobody'}")

    subscriptions = {
        name: own.subscribe("supply-broker", topic, expires_in=600)
        for name, (own, _) in links.items()
    }
    _run(network, transcript, broker_logic)
    publisher.publish("supply-broker", topic, {"item_id": "sku-1234", "on_hand": 120})
    _run(network, transcript, broker_logic)
    retailer = links["retailer-7"][0]
    retailer.cancel(subscriptions["retailer-7"].conversation_id)
    _run(network, transcript, broker_logic)
    publisher.publish("supply-broker", topic, {"item_id": "sku-1234", "on_hand": 80})
    _run(network, transcript, broker_logic)
    return Outcome(
        scenario="publish-subscribe", expected="fan-out [2, 1]", actual=f"fan-out {fan_outs}"
    )


def _total_on_hand(answers: Mapping[str, JSON]) -> int:
    total = 0
    for answer in answers.values():
        if isinstance(answer, dict) and isinstance(answer.get("on_hand"), int):
            total += int(answer["on_hand"])  # type: ignore[arg-type]
    return total


def aggregation(console: Console, now: float) -> Outcome:
    """A leader polls three warehouses for stock and sums what arrives before quorum."""
    network = MemoryNetwork(now=now)
    transcript = Transcript(console, "aggregation: a leader polls three warehouses (quorum 2)")
    warehouses = {"warehouse-a": 30, "warehouse-b": 45, "warehouse-c": 12}
    members = {name: network.link("leader", name)[0] for name in warehouses}
    round_ = Aggregation(
        members,
        {"question": "on_hand", "item_id": "sku-1234"},
        quorum=2,
        deadline=now + 5.0,
        aggregate=_total_on_hand,
    )
    round_.start(now)

    def logic(delivery: Delivery) -> None:
        event = delivery.event
        if delivery.owner in warehouses and isinstance(event, MessageReceived):
            if delivery.owner != "warehouse-c":  # warehouse-c is slow and never answers
                me = network.endpoint(delivery.owner, "leader")
                me.inform(event.envelope, {"on_hand": warehouses[delivery.owner]})
        elif delivery.owner == "leader":
            for done in round_.handle_event(event):
                transcript.note(
                    f"aggregation complete ({done.reason}): result {done.result}, "  # type: ignore[attr-defined]
                    f"missing {list(done.missing)}"  # type: ignore[attr-defined]
                )

    _run(network, transcript, logic)
    result = round_.result
    actual = f"sum {result.result}, missing {list(result.missing)}" if result else "incomplete"
    return Outcome(
        scenario="aggregation", expected="sum 75, missing ['warehouse-c']", actual=actual
    )


async def _wire_exchange(protocol: str, transcript: Transcript) -> str:
    """A traveller books a flight from an airline over a real TLS connection on 127.0.0.1."""
    with tempfile.TemporaryDirectory() as folder:
        pki = write_dev_pki(folder)

        async def airline(channel: Channel) -> None:
            transcript.note(
                f"airline: session from {channel.peer.address} over {channel.peer.protocol}, "
                f"TLS {'on' if channel.peer.tls else 'off'}"
            )
            session = Session(Endpoint("airline"), channel).start()
            async for event in session:
                if isinstance(event, MessageReceived):
                    transcript.message(event.envelope, event.state)
                    if event.envelope.performative == Performative.REQUEST:
                        session.endpoint.agree(event.envelope, {"task": "bookFlight"})
                        session.endpoint.inform(event.envelope, {"booking_ref": "IOA-7Q2K"})
                        await session.flush()

        client: Http2Client | Http3Client
        if protocol == "h2":
            server: Http2Server | Http3Server = await serve_http2(
                airline, ssl_context=server_ssl_context(pki.server_cert, pki.server_key)
            )
            client = await Http2Client.connect(
                "127.0.0.1", server.port, ssl_context=client_ssl_context(pki.ca_cert)
            )
        else:
            server = await serve_http3(
                airline, certificate=pki.server_cert, private_key=pki.server_key
            )
            client = await Http3Client.connect("127.0.0.1", server.port, ca=pki.ca_cert)
        transcript.note(
            f"traveller: connected to {client.peer.address} ({client.peer.protocol}, "
            f"server certificate {client.peer.identity})"
        )
        session = Session(Endpoint("traveller", peer_id="airline"), await client.open_session())
        session.start()
        sent = session.endpoint.request(
            "airline",
            {"task": "bookFlight", "origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
        )
        await session.flush()
        state = "still open"
        async with asyncio.timeout(10):
            async for event in session:
                if isinstance(event, MessageReceived):
                    transcript.message(event.envelope, event.state)
                if (
                    isinstance(event, ConversationCompleted)
                    and event.conversation_id == sent.conversation_id
                ):
                    state = event.state
                    break
        await session.close()
        await client.close()
        await server.close(grace=1)
        return state


def over_http2(console: Console, _now: float) -> Outcome:
    """The request-reply exchange over HTTP/2 with TLS (ALPN h2) on 127.0.0.1."""
    transcript = Transcript(console, "over HTTP/2 + TLS: one session stream on 127.0.0.1")
    state = asyncio.run(_wire_exchange("h2", transcript))
    return Outcome(scenario="over-http2", expected="done", actual=state)


def over_http3(console: Console, _now: float) -> Outcome:
    """The request-reply exchange over HTTP/3 (QUIC) on 127.0.0.1."""
    transcript = Transcript(console, "over HTTP/3 (QUIC): one session stream on 127.0.0.1")
    state = asyncio.run(_wire_exchange("h3", transcript))
    return Outcome(scenario="over-http3", expected="done", actual=state)


Scenario = Callable[[Console, float], Outcome]


async def _authority_story(transcript: Transcript) -> str:
    """Publish, fetch and verify, refuse an incompatible minor, revoke: on 127.0.0.1."""
    travel = builtin("urn:contexts:travel:v2.1")
    outcome: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        authority = local_authority(
            Path(folder) / "authority.db",
            "demo-authority",
            now=datetime.now(UTC),
            settings={TOKEN_SETTING: token_digest("demo")},
        )
        async with authority as (store, url):
            transcript.note(f"authority: serving TUF metadata on {url} (SQLite, Ed25519 keys)")
            admin = AdminClient(url, token="demo")  # noqa: S106 - a throw-away authority
            for urn in ("urn:contexts:travel:v2.0", "urn:contexts:travel:v2.1"):
                answer = await asyncio.to_thread(admin.publish, builtin(urn).canonical)
                transcript.note(f"operator: {answer['summary']}")
            root = store.metadata("1.root.json") or b""
            client = AuthorityClient(
                f"{url}/metadata/",
                cache_dir=Path(folder) / "agent-cache",
                root=root,
                config=ClientConfig(refresh_interval=0),
            )
            verified = await asyncio.to_thread(client.fetch, travel.urn, now=time.time())
            transcript.note(
                f"agent: fetched {verified.context.urn}, signatures and digest verified "
                f"({verified.context.digest[:23]}...)"
            )
            ontology = verified.context.ontology
            options = ontology.options("origin_code", "New York") if ontology else ()
            transcript.note(
                "agent: 'New York' as origin_code could be "
                + ", ".join(f"{o.value} ({o.label})" for o in options)
            )
            outcome.append(f"verified {verified.context.urn.version}")
            breaking = travel.as_dict()
            breaking["urn"] = "urn:contexts:travel:v2.2"
            breaking["tasks"]["bookFlight"]["parameters"]["properties"]["cabin"] = {
                "type": "string"
            }
            try:
                await asyncio.to_thread(admin.publish, orjson.dumps(breaking))
            except AuthorityError as exc:
                transcript.note(f"operator: v2.2 refused [{exc.code}]")
                for line in getattr(exc, "explanation", "").splitlines()[1:3]:
                    transcript.note(f"  {line.strip()}")
                outcome.append(f"v2.2 {exc.code}")
            await asyncio.to_thread(
                admin.revoke, "urn:contexts:travel:v2.0", "airport codes were mis-specified"
            )
            transcript.note("operator: revoked urn:contexts:travel:v2.0")
            try:
                await asyncio.to_thread(client.fetch, "urn:contexts:travel:v2.0", now=time.time())
            except AuthorityError as exc:
                transcript.note(f"agent: travel v2.0 refused [{exc.code}]: {exc.message}")
                outcome.append(f"v2.0 {exc.code}")
    return "; ".join(outcome)


def authority(console: Console, _now: float) -> Outcome:
    """A Schema Authority signs contexts; an agent verifies them, and a revocation reaches it."""
    transcript = Transcript(console, "Schema Authority: signed, versioned, revocable meaning")
    actual = asyncio.run(_authority_story(transcript))
    expected = "verified v2.1; v2.2 incompatible_context; v2.0 revoked_context"
    return Outcome(scenario="authority", expected=expected, actual=actual)


SCENARIOS: dict[str, tuple[str, Scenario]] = {
    "request-reply": ("REQUEST, AGREE, INFORM between two agents", request_reply),
    "negotiation": ("PROPOSE and COUNTER_PROPOSE rounds ending in ACCEPT", negotiation),
    "publish-subscribe": ("SUBSCRIBE, PUBLISH fan-out, CANCEL", publish_subscribe),
    "aggregation": ("N:1 QUERY to a population, quorum and missing members", aggregation),
    "over-http2": ("the request-reply over a real HTTP/2 + TLS session stream", over_http2),
    "over-http3": ("the request-reply over a real HTTP/3 (QUIC) session stream", over_http3),
    "authority": ("a Schema Authority publishes, an agent verifies, a revocation lands", authority),
    "semantic": ("L9: lock a context, clarify New York, book, resume, catch a downgrade", semantic),
    "firewall": ("Cedar policy at a gateway: refuse, allow, quarantine", firewall),
    "tour-plan": ("a master and three agents in parallel, each with its own context", tour_plan),
    "see-a-doctor": ("a master and a chain of three agents, outputs feeding inputs", see_a_doctor),
    "travel": ("ground a sentence, clarify New York through L9, choose JFK, book", travel),
    "supply-chain": (
        "three agents share decisions and observations; a refusal; an injection quarantined",
        supply_chain,
    ),
    "downgrade": ("an in-path relay strips the best offer; the initiator detects it", downgrade),
    "health": (
        "a task group under OAuth 2.0: static and dynamic authorization, three refusals",
        health,
    ),
}
MAIN: Final = ("travel", "supply-chain", "tour-plan", "see-a-doctor", "downgrade")
"""What `ioa demo` runs without names, in this order (`--all` runs every scenario)."""


def _every() -> list[str]:
    """Every scenario: the main ones in their order, then the layer tours."""
    return [*MAIN, *(name for name in SCENARIOS if name not in MAIN)]


def list_scenarios(console: Console) -> None:
    """Print the scenarios `ioa demo NAME` can run, the main ones (run by default) marked."""
    table = Table(
        title="ioa demo scenarios (main: what `ioa demo` runs; `--all`: every one)",
        title_justify="left",
    )
    table.add_column("name", style="bold")
    table.add_column("main")
    table.add_column("what it shows")
    for name in _every():
        mark = f"{MAIN.index(name) + 1}" if name in MAIN else ""
        table.add_row(name, mark, SCENARIOS[name][0])
    console.print(table)


def run_demo(
    names: list[str],
    console: Console | None = None,
    *,
    every: bool = False,
    errors: Console | None = None,
) -> int:
    """Run the named scenarios; return the exit status (0 if all reached their outcome).

    Without names: the main scenarios (`MAIN`), or every scenario with `every`. A usage
    error goes to `errors` (default: `console`), exit status 2.
    """
    console = console or Console()
    errors = errors or console
    unknown = [n for n in names if n not in SCENARIOS]
    if unknown:
        errors.print(
            f"[red]error[/red] unknown scenario(s): {escape(', '.join(unknown))} "
            "(`ioa demo --list` lists them)"
        )
        return 2
    if names and every:
        errors.print("[red]error[/red] name scenarios or ask for --all, not both")
        return 2
    outcomes = []
    start = time.time()
    chosen = names or (_every() if every else list(MAIN))
    for offset, name in enumerate(chosen):
        _, scenario = SCENARIOS[name]
        console.rule(f"[bold]{name}")
        outcomes.append(scenario(console, start + offset))
    summary = Table(title="summary", title_justify="left")
    summary.add_column("scenario", style="bold")
    summary.add_column("expected")
    summary.add_column("reached")
    summary.add_column("")
    for outcome in outcomes:
        mark = "[green]ok[/green]" if outcome.ok else "[red]FAILED[/red]"
        summary.add_row(
            escape(outcome.scenario), escape(outcome.expected), escape(outcome.actual), mark
        )
    console.rule()
    console.print(summary)
    failed = [o.scenario for o in outcomes if not o.ok]
    if failed:
        console.print(f"[red]{len(failed)} scenario(s) did not reach their outcome[/red]")
        return 1
    console.print(f"[green]all {len(outcomes)} scenarios reached their outcome[/green]")
    return 0


__all__ = ["MAIN", "SCENARIOS", "Outcome", "list_scenarios", "run_demo"]
