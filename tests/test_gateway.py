"""`ioa gateway` end to end on 127.0.0.1: peers -> gateway -> agent over real HTTP/2."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from importlib import resources
from pathlib import Path

import orjson
import pytest
from service_helpers import ioa_service, logged, port_of, tls_init
from test_demo import run
from transport_helpers import eventually

from contexts import SharedContext
from contexts.builtin import builtin, builtin_library
from contexts.library import ContextLibrary
from ioa.certificates import CertificateCheck
from ioa.gateway import Gateway, Upstream
from l7_transport import Channel
from l7_transport.framing import encode_frame
from l7_transport.http2 import Http2Client, serve_http2
from l8_comm import (
    Endpoint,
    MessageReceived,
    Performative,
    SubContextRef,
    decode_envelope,
    encode_envelope,
    format_timestamp,
)
from l8_comm.aio import Session
from l8_comm.config import EndpointConfig
from l8_comm.identifiers import new_id
from l9_snl.compact import CompactForm
from l9_snl.firewall import Firewall, bundle_from_text
from l9_snl.firewall.gateway import GatewayFilter
from l9_snl.handshake import snl_registry

REGISTRY = snl_registry()
EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
PAYMENT = "urn:contexts:payment:v2.0"
TRAVEL = "urn:contexts:travel:v2.1"
SUBCONTEXT_RULES = """
@id("no-questions-in-untrusted-threads")
forbid (principal, action == Ioa::Action::"QUERY", resource)
when { context.subcontext_type == "untrusted-thread" };

@id("two-clarifications-per-thread")
@limit("2/60")
@per("subcontext")
permit (principal, action == Ioa::Action::"QUERY", resource)
when { context.concept == "ambiguous_parameter" };
"""


def example_bundle():
    texts = {path.name: path.read_text() for path in EXAMPLES.glob("*.cedar")}
    texts["50-subcontexts.cedar"] = SUBCONTEXT_RULES
    return bundle_from_text(texts, (EXAMPLES / "agents.json").read_text())


def contexts(urn: str):
    try:
        return builtin(urn)
    except KeyError:
        return None


def payment(amount_minor: int) -> dict:
    return {
        "task": "sendPayment",
        "parameters": {"payee_id": "acme", "amount_minor": amount_minor, "currency": "USD"},
    }


class Agent:
    """The protected agent: records what reaches it, answers REQUESTs and QUERYs."""

    def __init__(self, name: str = "payments", config: EndpointConfig | None = None) -> None:
        self.name = name
        self.config = config
        self.received: list = []

    async def __call__(self, channel: Channel) -> None:
        endpoint = Endpoint(self.name, config=self.config, registry=REGISTRY)
        session = Session(endpoint, channel).start()
        async for event in session:
            if not isinstance(event, MessageReceived):
                continue
            self.received.append(event.envelope)
            if event.envelope.performative == Performative.REQUEST:
                session.endpoint.agree(event.envelope)
                await session.flush()
            elif event.envelope.performative == Performative.QUERY:
                session.endpoint.inform(event.envelope, {"answer": "ok"})
                await session.flush()


@pytest.fixture
async def network():
    agent = Agent()
    server = await serve_http2(agent, cleartext=True)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, Upstream("127.0.0.1", server.port)).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    yield agent, gateway, client
    await client.close()
    await gateway.close()
    await server.close(grace=0.5)


async def peer(client, agent_id: str, to: str = "payments") -> Session:
    endpoint = Endpoint(agent_id, peer_id=to, registry=REGISTRY)
    return Session(endpoint, await client.open_session()).start()


async def pays(one: Session, amount: int) -> MessageReceived:
    """`one` asks the agent to pay `amount`: the answer (AGREE, or a refusal)."""
    sent = one.endpoint.request("payments", payment(amount), ontology=PAYMENT)
    await one.flush()
    return await answer_to(one, sent)


async def answer_to(session: Session, sent) -> MessageReceived:
    async with asyncio.timeout(5):
        while True:
            event = await session.next_event()
            assert event is not None, "the session ended"
            if isinstance(event, MessageReceived) and event.envelope.in_reply_to == sent.id:
                return event


async def test_the_gateway_refuses_for_the_agent_and_relays_the_rest_untouched(network):
    agent, gateway, client = network
    clerk = await peer(client, "clerk-2")
    big = clerk.endpoint.request("payments", payment(2_000_000), ontology=PAYMENT)
    await clerk.flush()
    refused = await answer_to(clerk, big)
    assert refused.envelope.performative == "REFUSE"
    assert refused.envelope.sender == "payments"
    assert refused.envelope.content["code"] == "forbidden"
    assert refused.state == "refused"
    # A small payment in a typed sub-context, with an extension field: relayed as sent.
    ref = SubContextRef(id="dGhyZWFkLW9mLXBheW1lbnRzLTE", type="invoice-run", metadata={"n": 7})
    small = clerk.endpoint.request(
        "payments", payment(500), ontology=PAYMENT, context=ref, extensions={"x-trace": "t-1"}
    )
    await clerk.flush()
    agreed = await answer_to(clerk, small)
    assert agreed.envelope.performative == "AGREE"
    [received] = [e for e in agent.received if e.id == small.id]
    assert received == small  # every field, sub-context and extension included
    assert big.id not in {e.id for e in agent.received}
    assert gateway.refused == 1
    await clerk.close()


async def test_unknown_contexts_are_refused_and_handshake_messages_pass(network):
    agent, _, client = network
    clerk = await peer(client, "clerk-2")
    stray = clerk.endpoint.request(
        "payments", {"concept": "my_mood", "mood": "great"}, ontology="urn:contexts:mood:v1.0"
    )
    await clerk.flush()
    refused = await answer_to(clerk, stray)
    assert refused.envelope.content["code"] == "wrong_ontology"
    # Content that names nothing is decided too (spec 13.6): under no context it cannot
    # be (the agent decides under the one it locked, which a gateway learns only from
    # `ontology`), and a REQUEST must name a concept or task of the one it names.
    plain = clerk.endpoint.request("payments", {"note": "no concept named"})
    await clerk.flush()
    assert (await answer_to(clerk, plain)).envelope.content["code"] == "wrong_ontology"
    named = clerk.endpoint.request("payments", {"note": "no concept named"}, ontology=PAYMENT)
    await clerk.flush()
    assert (await answer_to(clerk, named)).envelope.content["code"] == "invalid_content"
    assert not {plain.id, named.id} & {e.id for e in agent.received}
    await clerk.close()


async def test_sub_contexts_are_filtered_by_type_and_rate_limited_each_on_its_own(network):
    agent, _, client = network
    clerk = await peer(client, "clerk-2")
    untrusted = SubContextRef(id="dW50cnVzdGVkLXRocmVhZC0wMDE", type="untrusted-thread")
    first = clerk.endpoint.request("payments", payment(5), ontology=PAYMENT, context=untrusted)
    await clerk.flush()
    assert (await answer_to(clerk, first)).envelope.performative == "AGREE"
    # Later messages name the sub-context by id only; the gateway remembers its type.
    ask = {"concept": "ambiguous_parameter", "task": "bookFlight", "parameter": "dest_code"}
    later = clerk.endpoint.query(
        "payments",
        {**ask, "value": "Paris"},
        ontology=TRAVEL,
        context=SubContextRef(id=untrusted.id),
    )
    await clerk.flush()
    refused = await answer_to(clerk, later)
    assert refused.envelope.performative == "FAILURE"
    assert refused.envelope.content["code"] == "forbidden"
    codes = {}
    for thread in ("dGhyZWFkLWFhYWFhYWFhYWFhYWE", "dGhyZWFkLWJiYmJiYmJiYmJiYmI"):
        ref = SubContextRef(id=thread, type="booking")
        for n in range(3):
            sent = clerk.endpoint.query(
                "payments", {**ask, "value": f"city {n}"}, ontology=TRAVEL, context=ref
            )
            await clerk.flush()
            reply = await answer_to(clerk, sent)
            codes.setdefault(thread, []).append(
                reply.envelope.content.get("code", reply.envelope.performative)
            )
            ref = SubContextRef(id=thread)
    assert list(codes.values()) == [["INFORM", "INFORM", "rate_limited"]] * 2
    assert later.id not in {e.id for e in agent.received}
    await clerk.close()


@contextlib.asynccontextmanager
async def gateway_process(*options: str) -> AsyncIterator[tuple[Agent, Http2Client]]:
    """`ioa gateway EXAMPLES *options` in a child process in front of an agent; stops on SIGTERM.

    Yields the agent and a client connected to the gateway; the gateway must exit 0.
    """
    agent = Agent()
    server = await serve_http2(agent, cleartext=True)
    try:
        async with ioa_service(
            "gateway", str(EXAMPLES), "--upstream", f"127.0.0.1:{server.port}",
            "--listen", "127.0.0.1:0", *options,
        ) as (_, line):  # fmt: skip
            assert line.startswith("listening on 127.0.0.1:"), line
            assert line.rstrip().endswith("h2c, cleartext: no TLS"), line  # said, not implied
            port = port_of(line, "listening on ")
            client = await Http2Client.connect("127.0.0.1", port, cleartext=True)
            try:
                yield agent, client
            finally:
                await client.close()
    finally:
        await server.close(grace=0.5)


async def test_ioa_gateway_runs_from_the_command_line_and_stops_on_sigterm():
    async with gateway_process() as (_, client):
        clerk = await peer(client, "clerk-2")
        big = clerk.endpoint.request("payments", payment(2_000_000), ontology=PAYMENT)
        await clerk.flush()
        refused = await answer_to(clerk, big)
        assert refused.envelope.content["code"] == "forbidden"
        await clerk.close()


# -- minimum secure versions at the gateway ----------------------------------------------------

PAYMENT_V1 = "urn:contexts:payment:v1.0"
TRAVEL_V20 = "urn:contexts:travel:v2.0"
ASK = {"concept": "ambiguous_parameter", "task": "bookFlight", "parameter": "dest_code"}


def publication(urn: str, base: str, minimum: str | None) -> SharedContext:
    """A built-in document as another publication would have it (its declared minimum set)."""
    document = builtin(base).as_dict()
    document["urn"] = urn
    document.pop("minimum_secure_version", None)
    if minimum is not None:
        document["minimum_secure_version"] = minimum
    return SharedContext(document)


@contextlib.asynccontextmanager
async def gateway_of(library: ContextLibrary) -> AsyncIterator[tuple[Agent, Gateway, Http2Client]]:
    agent = Agent()
    server = await serve_http2(agent, cleartext=True)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, library, Upstream("127.0.0.1", server.port)).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        yield agent, gateway, client
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


async def refused_reason(client: Http2Client, ontology: str, content: dict) -> str | None:
    """The gateway's reason when it refuses `content` from treasurer-1 (credentialed), else None."""
    treasurer = await peer(client, "treasurer-1")
    try:
        sent = treasurer.endpoint.request("payments", content, ontology=ontology)
        await treasurer.flush()
        reply = (await answer_to(treasurer, sent)).envelope
    finally:
        await treasurer.close()
    if reply.performative == "AGREE":
        return None
    assert reply.content["code"] == "forbidden", reply.content
    return reply.content["reason"]


async def test_the_gateway_refuses_a_version_its_family_declares_insecure_unasked():
    # Given the built-in library and no minimums: payment v1.0 (whose family declares v2.0
    # the minimum secure version) is refused before any policy, for a credentialed peer too.
    v1 = {"task": "sendPayment", "parameters": {"payee_id": "acme", "amount": 5}}
    library = ContextLibrary(builtin_library())
    async with gateway_of(library) as (agent, gateway, client):
        assert gateway.minimums["payment"] == builtin(PAYMENT).minimum_secure_version
        reason = await refused_reason(client, PAYMENT_V1, v1)
        assert reason is not None
        assert "below the minimum secure version v2.0" in reason
        assert await refused_reason(client, PAYMENT, payment(500)) is None
        assert [e.ontology for e in agent.received] == [PAYMENT]


async def test_a_newer_document_retires_an_older_one_that_declares_nothing():
    # payment v1.0 as first published declared no minimum; v2.0 declares v2.0. A lookup
    # alone would relay v1.0 content (its own document says nothing): the library's floors
    # refuse it.
    old_v1 = publication(PAYMENT_V1, PAYMENT_V1, None)
    v1 = {"task": "sendPayment", "parameters": {"payee_id": "acme", "amount": 5}}
    library = ContextLibrary([old_v1, builtin(PAYMENT)])
    async with gateway_of(library) as (agent, _, client):
        reason = await refused_reason(client, PAYMENT_V1, v1)
        assert reason is not None
        assert "below the minimum secure version v2.0 of payment" in reason
        assert agent.received == []


async def test_ioa_gateway_takes_floors_from_context_files_and_minimum_options(tmp_path):
    v3 = publication("urn:contexts:payment:v3.0", PAYMENT, "v3.0")
    v3_file = tmp_path / "payment-v3.0.json"
    v3_file.write_text(json.dumps(v3.as_dict()))
    options = ("--context", str(v3_file), "--minimum", "travel=v2.1", "--minimum", "travel=v2.0")
    async with gateway_process(*options) as (agent, client):
        # v3.0 declares v3.0 the minimum: v2.0 content is no longer relayed.
        reason = await refused_reason(client, PAYMENT, payment(500))
        assert reason is not None
        assert "minimum secure version v3.0" in reason
        # The operator's floor (the higher of the two given) holds for travel.
        reason = await refused_reason(client, TRAVEL_V20, {**ASK, "value": "Paris"})
        assert reason is not None
        assert "minimum secure version v2.1" in reason
        assert agent.received == []


@pytest.mark.parametrize("floor", ["payment", "payment=2", "pay ment=v2.0", "=v2.0"])
def test_ioa_gateway_refuses_a_malformed_minimum(floor):
    status, out = run(["gateway", str(EXAMPLES), "--upstream", "127.0.0.1:9", "--minimum", floor])
    assert status == 2
    assert "error" in out


# -- the filter alone (sans-I/O) ----------------------------------------------------------------


def frames_of(*envelopes) -> bytes:
    return b"".join(encode_frame(encode_envelope(e)) for e in envelopes)


def test_a_stream_keeps_the_sender_it_started_with():
    screen = GatewayFilter(Firewall(example_bundle(), log=lambda _: None), contexts)
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    first = clerk.request("payments", payment(500), ontology=PAYMENT)
    relayed = screen.from_peer(frames_of(first), now=1.0)
    assert len(relayed.forward) == 1
    treasurer = Endpoint("treasurer-1", registry=REGISTRY)
    spoofed = treasurer.request("payments", payment(2_000_000), ontology=PAYMENT)
    relayed = screen.from_peer(frames_of(spoofed), now=2.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert decision.code == "forbidden"
    assert "belongs to 'clerk-2'" in decision.reason


def test_an_authenticated_identity_fixes_the_principal_from_the_start():
    screen = GatewayFilter(
        Firewall(example_bundle(), log=lambda _: None), contexts, identity="clerk-2"
    )
    spoofed = Endpoint("treasurer-1", registry=REGISTRY).request(
        "payments", payment(2_000_000), ontology=PAYMENT
    )
    assert screen.from_peer(frames_of(spoofed), now=1.0).forward == []


def test_streams_that_name_their_senders_take_their_origins_share_of_the_caches():
    """An outside review: the caches' shares were the sender's, and a gateway without
    client certificates lets each stream name its sender, so one peer with four made-up
    names pushed every other agent's decisions out. A stream's entries are its origin's."""
    firewall = Firewall(example_bundle(), log=lambda _: None, cache_size=64)
    victim = GatewayFilter(firewall, contexts, origin="address 192.0.2.1")
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    victim.from_peer(frames_of(clerk.request("payments", payment(500), ontology=PAYMENT)), now=1.0)
    assert firewall._cache.held_by("address 192.0.2.1") == 1
    for name in range(8):  # made-up senders, one stream each, all from one address
        screen = GatewayFilter(firewall, contexts, origin="address 198.51.100.7")
        sender = Endpoint(f"made-up-{name}", registry=REGISTRY)
        sent = [
            sender.request("payments", payment(10_000 + 20 * name + n), ontology=PAYMENT)
            for n in range(20)
        ]
        screen.from_peer(frames_of(*sent), now=2.0)
    assert firewall._cache.held_by("address 198.51.100.7") == 16
    assert firewall._entities.held_by("address 198.51.100.7") <= 16
    assert firewall._cache.held_by("made-up-0") == 0
    hits = firewall.cache_hits
    again = clerk.request("payments", payment(500), ontology=PAYMENT)
    victim.from_peer(frames_of(again), now=3.0)
    assert firewall.cache_hits == hits + 1


async def test_the_gateway_keeps_a_streams_cache_entries_under_its_address(network):
    _, gateway, client = network
    for name in ("made-up-1", "made-up-2"):
        one = await peer(client, name)
        assert (await pays(one, 700)).envelope.performative == "AGREE"
        await one.close()
    firewall = gateway.firewall
    assert firewall._cache.held_by("address 127.0.0.1") == 2
    assert firewall._cache.held_by("made-up-1") == firewall._cache.held_by("made-up-2") == 0


def test_rate_windows_count_on_the_monotonic_clock_and_refusals_carry_wall_time():
    # A gateway's firewall serves every stream: its windows run on `ticks`, which the wall
    # clock's steps do not move; `now` (wall time) only stamps the refusals.
    limited = (
        '@id("all") permit (principal, action, resource);\n'
        '@id("payments") @limit("2/60") '
        'permit (principal, action == Ioa::Action::"REQUEST", resource);\n'
    )
    agents = (EXAMPLES / "agents.json").read_text()
    firewall = Firewall(bundle_from_text({"p.cedar": limited}, agents), log=lambda _: None)
    screen = GatewayFilter(firewall, contexts, agent_id="payments")
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    wall = 1_800_000_000.0

    def relayed(now: float, ticks: float) -> bool:
        out = screen.from_peer(
            frames_of(clerk.request("payments", payment(500), ontology=PAYMENT)),
            now=now,
            ticks=ticks,
        )
        for frame in out.answer:
            assert decode_envelope(frame[5:], registry=REGISTRY).ts == format_timestamp(now)
        return bool(out.forward)

    assert relayed(wall, 0.0)
    assert relayed(wall + 1, 1.0)
    assert not relayed(wall - 3600 + 2, 2.0)  # stepped back: full for 60 s, not 3,600 more
    assert relayed(wall - 3600 + 61, 61.0)  # the counts of 0 and 1 s have left the window
    assert relayed(wall + 3600 + 62, 62.0)  # stepped forward: the window is not emptied
    assert not relayed(wall + 3600 + 63, 63.0)


def test_a_refusal_to_any_recipient_and_an_unreadable_frame_do_not_stop_the_relay():
    screen = GatewayFilter(
        Firewall(example_bundle(), log=lambda _: None), contexts, agent_id="payments"
    )
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    broadcast = clerk.send(Performative.REQUEST, payment(2_000_000), to=("*",), ontology=PAYMENT)
    fine = clerk.request("payments", payment(500), ontology=PAYMENT)
    garbage = encode_frame(b'{"not": "an envelope"}')
    relayed = screen.from_peer(frames_of(broadcast) + garbage + frames_of(fine), now=1.0)
    assert len(relayed.answer) == 1
    [refusal] = [decode_envelope(frame[5:], registry=REGISTRY) for frame in relayed.answer]
    assert refusal.sender == "payments"
    assert refusal.in_reply_to == broadcast.id
    assert relayed.forward == [frames_of(fine)]
    assert screen.dropped == 1


async def test_the_gateway_reconnects_when_the_agent_restarts_and_other_peers_go_on():
    agent = Agent()
    server = await serve_http2(agent, cleartext=True)
    port = server.port
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, Upstream("127.0.0.1", port)).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        clerk = await peer(client, "clerk-2")
        sent = clerk.endpoint.request("payments", payment(500), ontology=PAYMENT)
        await clerk.flush()
        assert (await answer_to(clerk, sent)).envelope.performative == "AGREE"
        await server.close(grace=0.1)  # the agent goes away...
        # ...a peer arriving now is turned away, and the gateway keeps serving.
        down = await peer(client, "clerk-3")
        down.endpoint.request("payments", payment(500), ontology=PAYMENT)
        await down.flush()
        async with asyncio.timeout(5):
            while await down.next_event() is not None:
                pass  # the gateway aborts that stream: the session ends
        restarted = Agent()
        server = await serve_http2(restarted, cleartext=True, port=port)  # ...and comes back
        again = await peer(client, "clerk-4")
        sent = again.endpoint.request("payments", payment(700), ontology=PAYMENT)
        await again.flush()
        assert (await answer_to(again, sent)).envelope.performative == "AGREE"
        assert gateway.reconnects == 1
        assert [e.content["parameters"]["amount_minor"] for e in restarted.received] == [700]
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


# -- in front of several agents, started in any order ------------------------------------------


async def test_a_gateway_in_front_of_two_agents_routes_each_stream_to_its_addressee(caplog):
    import logging  # noqa: PLC0415

    caplog.set_level(logging.INFO, logger="ioa.gateway")
    payments, treasury = Agent("payments"), Agent("treasury")
    servers = [await serve_http2(a, cleartext=True) for a in (payments, treasury)]
    upstreams = {
        a.name: Upstream("127.0.0.1", s.port)
        for a, s in zip((payments, treasury), servers, strict=True)
    }
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, upstreams).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        for to, agent, other in (
            ("payments", payments, treasury),
            ("treasury", treasury, payments),
        ):
            clerk = await peer(client, "clerk-2", to=to)
            sent = clerk.endpoint.request(to, payment(500), ontology=PAYMENT)
            await clerk.flush()
            answer = await answer_to(clerk, sent)
            assert answer.envelope.performative == "AGREE"
            assert answer.envelope.sender == to
            assert sent.id in [e.id for e in agent.received]
            assert sent.id not in [e.id for e in other.received]
        # the firewall still decides, whichever agent is behind it
        clerk = await peer(client, "clerk-2", to="treasury")
        big = clerk.endpoint.request("treasury", payment(2_000_000), ontology=PAYMENT)
        await clerk.flush()
        refused = await answer_to(clerk, big)
        assert (refused.envelope.performative, refused.envelope.content["code"]) == (
            "REFUSE",
            "forbidden",
        )
        # addressed to no agent behind the gateway: refused `undelivered`, nobody reached
        lost = await peer(client, "clerk-2", to="nobody")
        sent = lost.endpoint.request("nobody", payment(500), ontology=PAYMENT)
        await lost.flush()
        refused = await answer_to(lost, sent)
        assert refused.envelope.content["code"] == "undelivered"
        assert "'nobody'" in refused.envelope.content["reason"]
        assert sent.id not in [e.id for e in payments.received + treasury.received]
        assert gateway.undelivered == 1
        # every refusal is logged where it is made, with its code and the peer's stream
        said = [r.getMessage() for r in caplog.records if r.name == "ioa.gateway"]
        assert any(
            f"refused REQUEST {big.id} from clerk-2" in s and ": forbidden:" in s for s in said
        )
        assert any(
            f"refused REQUEST {sent.id} from clerk-2" in s and "undelivered" in s for s in said
        )
    finally:
        await client.close()
        await gateway.close()
        for server in servers:
            await server.close(grace=0.5)


def _free_port() -> int:
    import socket  # noqa: PLC0415

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def test_a_gateway_started_before_its_agent_relays_once_the_agent_is_up():
    port = _free_port()
    firewall = Firewall(example_bundle(), log=lambda _: None)
    # started with nothing behind it (this failed before: the upstream was dialled at start)
    gateway = await Gateway(
        firewall, contexts, {"payments": Upstream("127.0.0.1", port)}, connect_wait=0.3
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    server = None
    try:
        # nobody behind it yet: the stream waits connect_wait, then is refused, saying why
        early = await peer(client, "clerk-2")
        sent = early.endpoint.request("payments", payment(500), ontology=PAYMENT)
        await early.flush()
        refusal = await answer_to(early, sent)
        assert refusal.envelope.performative == "REFUSE"
        assert refusal.envelope.content["code"] == "undelivered"
        assert "agent 'payments' behind this gateway cannot be reached" in str(
            refusal.envelope.content["reason"]
        )
        async with asyncio.timeout(10):
            while await early.next_event() is not None:
                pass
        assert gateway.undelivered == 1
        # the agent starts: a stream waiting for it (a long wait now) gets through
        gateway.connect_wait = 30.0
        waiting = await peer(client, "clerk-3")
        sent = waiting.endpoint.request("payments", payment(700), ontology=PAYMENT)
        await waiting.flush()
        agent = Agent()
        await asyncio.sleep(0.2)  # the stream is waiting for the agent (not a timing assertion)
        server = await serve_http2(agent, cleartext=True, port=port)
        assert (await answer_to(waiting, sent)).envelope.performative == "AGREE"
        assert [e.content["parameters"]["amount_minor"] for e in agent.received] == [700]
    finally:
        await client.close()
        await gateway.close()
        if server is not None:
            await server.close(grace=0.5)


@pytest.mark.parametrize(
    ("upstreams", "message"),
    [
        (["127.0.0.1:9", "treasury=127.0.0.1:10"], "several agents are each AGENT_ID=HOST:PORT"),
        (["a=127.0.0.1:9", "a=127.0.0.1:10"], "named twice"),
        (["=127.0.0.1:9"], "an agent id, then ="),
        (["a=nowhere"], "is not HOST:PORT"),
    ],
)
def test_ioa_gateway_refuses_malformed_upstreams(upstreams, message):
    options = [flag for upstream in upstreams for flag in ("--upstream", upstream)]
    status, out = run(["gateway", str(EXAMPLES), *options])
    assert status == 2
    assert message in out


# -- the outside review of the routed gateway (each test fails without its fix) -----------------


async def test_an_l9_session_locks_through_a_routed_gateway():
    from l9_helpers import pair  # noqa: PLC0415
    from test_l9_over_http2 import Airline, traveller_session  # noqa: PLC0415

    from l9_snl.aio import initiate  # noqa: PLC0415

    p = pair()
    airline = Airline(p)
    server = await serve_http2(airline, cleartext=True)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(
        firewall, ContextLibrary(builtin_library()), {"airline": Upstream("127.0.0.1", server.port)}
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        session = await traveller_session(client)  # its first message is the HELLO
        async with asyncio.timeout(10):
            locked = await initiate(session, p.initiator)
        assert str(locked.locked.context.urn).startswith("urn:contexts:travel:")
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.2)


async def turned_away(client, count: int) -> None:
    """`count` peers each send a payment, and each of their streams ends (turned away)."""
    peers = [await peer(client, f"clerk-{n}") for n in range(count)]
    for one in peers:
        one.endpoint.request("payments", payment(500), ontology=PAYMENT)
        await one.flush()

    async def ended(one) -> None:
        while await one.next_event() is not None:
            pass

    async with asyncio.timeout(20):
        await asyncio.gather(*(ended(one) for one in peers))


async def test_streams_waiting_for_a_down_agent_share_one_connect_attempt(monkeypatch):
    import ioa.gateway.links as gateway_module  # noqa: PLC0415

    calls = []
    real = gateway_module.Http2Client.connect

    async def counted(*args, **kwargs):
        calls.append(args)
        return await real(*args, **kwargs)

    monkeypatch.setattr(gateway_module.Http2Client, "connect", counted)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(
        firewall, contexts, Upstream("127.0.0.1", _free_port()), connect_wait=0.5
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        await turned_away(client, 12)
        assert gateway.undelivered == 12
        # one backoff loop for all twelve (each stream dialling on its own made 12 or more)
        assert len(calls) < 12, len(calls)
    finally:
        await client.close()
        await gateway.close()


def test_a_routed_stream_takes_messages_for_its_agent_only():
    screen = GatewayFilter(
        Firewall(example_bundle(), log=lambda _: None), contexts, addressee="payments"
    )
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    first = clerk.request("payments", payment(500), ontology=PAYMENT)
    assert len(screen.from_peer(frames_of(first), now=1.0).forward) == 1
    other = Endpoint("clerk-2", peer_id="treasury", registry=REGISTRY)
    elsewhere = other.request("treasury", payment(500), ontology=PAYMENT)
    relayed = screen.from_peer(frames_of(elsewhere), now=2.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert decision.code == "undelivered"
    assert "goes to 'payments'" in decision.reason


async def test_a_first_message_for_two_agents_behind_the_gateway_is_refused():
    payments, treasury = Agent("payments"), Agent("treasury")
    servers = [await serve_http2(a, cleartext=True) for a in (payments, treasury)]
    upstreams = {
        a.name: Upstream("127.0.0.1", s.port)
        for a, s in zip((payments, treasury), servers, strict=True)
    }
    gateway = await Gateway(
        Firewall(example_bundle(), log=lambda _: None), contexts, upstreams
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        both = await peer(client, "clerk-2")
        sent = both.endpoint.send(
            Performative.REQUEST, payment(500), to=["payments", "treasury"], ontology=PAYMENT
        )
        await both.flush()
        refused = await answer_to(both, sent)
        assert refused.envelope.content["code"] == "undelivered"
        assert payments.received == treasury.received == []
    finally:
        await client.close()
        await gateway.close()
        for server in servers:
            await server.close(grace=0.5)


@pytest.mark.parametrize(
    ("upstream", "message"),
    [("*=127.0.0.1:9", "is not an agent id"), ("a=127.0.0.1:99999", "a port from 1 to 65535")],
)
def test_ioa_gateway_refuses_a_broadcast_name_or_a_port_out_of_range(upstream, message):
    status, out = run(["gateway", str(EXAMPLES), "--upstream", upstream])
    assert status == 2
    assert message in out


def test_ioa_gateway_serves_cleartext_off_loopback_only_when_told(tmp_path):
    status, out = run(
        ["gateway", str(EXAMPLES), "--upstream", "127.0.0.1:9", "--listen", "0.0.0.0:0"]
    )
    assert status == 2
    assert "would serve cleartext HTTP/2 (no TLS)" in out
    assert "--cleartext if that is meant" in out
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\nupstream = "127.0.0.1:9"\n'
        '[listen]\nhost = "0.0.0.0"\n'
    )
    status, out = run(["config", "check", str(config)])
    assert status == 2
    assert "would serve without TLS on 0.0.0.0" in out
    config.write_text(config.read_text() + "cleartext = true\n")
    status, out = run(["config", "check", str(config)])
    assert status == 0, out


# -- the second review of the routed gateway ----------------------------------------------------


async def test_a_stream_over_the_agents_stream_limit_is_turned_away_and_cuts_no_other():
    """With one connection to the agent allowed (`pool_size=1`), a stream beyond the
    agent's limit on it is turned away, and the sessions already there go on."""
    from l7_transport import TransportConfig  # noqa: PLC0415

    agent = Agent()
    server = await serve_http2(
        agent, cleartext=True, config=TransportConfig(max_concurrent_streams=2)
    )
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(
        firewall, contexts, Upstream("127.0.0.1", server.port), connect_wait=0.5, pool_size=1
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        held = [await peer(client, f"clerk-{n}") for n in (2, 3)]
        for one in held:  # two live sessions: the agent's limit
            sent = one.endpoint.request("payments", payment(100), ontology=PAYMENT)
            await one.flush()
            assert (await answer_to(one, sent)).envelope.performative == "AGREE"
        extra = await peer(client, "clerk-4")
        extra.endpoint.request("payments", payment(100), ontology=PAYMENT)
        await extra.flush()
        async with asyncio.timeout(10):
            while await extra.next_event() is not None:
                pass  # turned away
        for one in held:  # the sessions already there go on
            sent = one.endpoint.request("payments", payment(200), ontology=PAYMENT)
            await one.flush()
            assert (await answer_to(one, sent)).envelope.performative == "AGREE"
        assert gateway.undelivered == 1
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


async def test_a_later_message_naming_another_agent_behind_the_gateway_is_refused():
    screen = GatewayFilter(
        Firewall(example_bundle(), log=lambda _: None),
        contexts,
        addressee="payments",
        elsewhere=frozenset({"payments", "treasury"}),
    )
    clerk = Endpoint("clerk-2", peer_id="payments", registry=REGISTRY)
    assert screen.from_peer(
        frames_of(clerk.request("payments", payment(1), ontology=PAYMENT)), now=1.0
    ).forward
    both = clerk.send(
        Performative.REQUEST, payment(2), to=["payments", "treasury"], ontology=PAYMENT
    )
    relayed = screen.from_peer(frames_of(both), now=2.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert decision.code == "undelivered"


async def test_waiting_streams_are_bounded_per_agent(monkeypatch, caplog):
    import logging  # noqa: PLC0415

    import ioa.gateway.links as gateway_module  # noqa: PLC0415

    monkeypatch.setattr(gateway_module, "MAX_WAITING", 3)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(
        firewall, contexts, Upstream("127.0.0.1", _free_port()), connect_wait=1.0
    ).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        with caplog.at_level(logging.WARNING, logger="ioa.gateway"):
            await turned_away(client, 8)
        turned = [r for r in caplog.records if "streams wait for it already" in r.getMessage()]
        assert len(turned) == 5  # three waited; the five beyond the bound did not
        assert gateway.undelivered == 8
    finally:
        await client.close()
        await gateway.close()


def test_ioa_gateway_refuses_listen_or_cleartext_beside_a_config_file(tmp_path):
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\nupstream = "127.0.0.1:9"\n'
    )
    for extra in (["--listen", "127.0.0.1:0"], ["--cleartext"]):
        status, out = run(["gateway", "--config", str(config), *extra])
        assert status == 2
        assert "give options or --config, not both" in out


async def test_an_agent_whose_tls_fails_is_not_dialled_again_for_a_while(tmp_path, caplog):
    import logging  # noqa: PLC0415

    from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki  # noqa: PLC0415

    served, other = write_dev_pki(tmp_path / "a"), write_dev_pki(tmp_path / "b")
    agent = Agent()
    server = await serve_http2(
        agent, ssl_context=server_ssl_context(served.server_cert, served.server_key)
    )
    # the gateway trusts another CA: the agent's certificate never verifies
    upstream = Upstream("127.0.0.1", server.port, client_ssl_context(other.ca_cert))
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, upstream, connect_wait=2.0).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        with caplog.at_level(logging.WARNING, logger="ioa.gateway"):
            for n in range(3):
                one = await peer(client, f"clerk-{n}")
                one.endpoint.request("payments", payment(500), ontology=PAYMENT)
                await one.flush()
                async with asyncio.timeout(10):
                    while await one.next_event() is not None:
                        pass
        said = [r.getMessage() for r in caplog.records if "cannot be reached:" in r.getMessage()]
        assert len(said) == 3
        assert "tls_failed" in said[0]
        assert all("failed TLS" in line for line in said[1:])  # turned away, not dialled
        assert agent.received == []
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


# -- client certificates at the gateway (issue 19) ---------------------------------------------


def airline_and_peer(name: str):
    """An `ioa.Agent` airline and an agent `name`, each pinning the other's key."""
    from ioa.agent import Agent as IoaAgent  # noqa: PLC0415
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    ids = AgentIdentity.generate("airline"), AgentIdentity.generate(name)
    airline, other = (IoaAgent(i, contexts=[builtin(TRAVEL)]) for i in ids)
    airline.trust_peer(ids[1])
    other.trust_peer(ids[0])
    return airline, other


async def test_ioa_gateway_with_client_ca_takes_certified_peers_and_logs_each_refusal(tmp_path):
    """`ioa gateway --client-ca`: a traveller with the certificate `ioa tls init --client`
    made locks a session with the agent behind; one with none, one from another CA and an
    expired one are refused in the TLS handshake, each told why, each logged by the gateway
    with the code, the reason and the peer's address."""
    from test_agent_mtls import expired_client_certificate  # noqa: PLC0415

    from ioa.agent import Tls  # noqa: PLC0415
    from l7_transport import ConnectError  # noqa: PLC0415
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    pki = tls_init(tmp_path / "pki", "traveller")
    other = write_dev_pki(tmp_path / "other", clients=["traveller"]).client_certs["traveller"]
    expired = expired_client_certificate(pki, "traveller", tmp_path / "expired")
    airline, traveller = airline_and_peer("traveller")
    listener = await airline.serve()
    try:
        async with ioa_service(
            "gateway", str(EXAMPLES), "--upstream", f"airline=127.0.0.1:{listener.port}",
            "--listen", "127.0.0.1:0", "--cert", str(pki.server_cert),
            "--key", str(pki.server_key), "--client-ca", str(pki.ca_cert),
        ) as (process, line):  # fmt: skip
            port = port_of(line, "listening on ")

            async def connect(**certificate: Path):
                tls = Tls(ca=pki.ca_cert, **certificate)
                async with asyncio.timeout(20):
                    return await traveller.connect("127.0.0.1", port, peer="airline", tls=tls)

            cert, key = pki.client_certs["traveller"]
            session = await connect(cert=cert, key=key)
            assert session.context.startswith("urn:contexts:travel:")  # locked end to end
            await session.close()
            with pytest.raises(ConnectError, match=r"requires a certificate.*give Tls\(cert="):
                await connect()
            with pytest.raises(ConnectError, match="does not trust the CA of this side's"):
                await connect(cert=other[0], key=other[1])
            with pytest.raises(ConnectError, match="refused this side's certificate as expired"):
                await connect(cert=expired[0], key=expired[1])
    finally:
        await listener.close()
    refusals = [
        r["message"] for r in await logged(process) if "TLS handshake with" in r.get("message", "")
    ]
    assert len(refusals) == 3, refusals
    for refusal, reason in zip(
        refusals,
        ["the peer presented no certificate", "not issued by a CA", "certificate expired"],
        strict=True,
    ):
        assert re.search(r"TLS handshake with 127\.0\.0\.1:\d+ failed: tls_failed: ", refusal)
        assert reason in refusal, refusal


# -- one peer cannot take the connection to an agent; idle closes are no failures -------------


async def test_one_peer_cannot_take_the_connections_to_an_agent(tmp_path, caplog):
    """Two peers (each the agent its client certificate names) in front of an agent that
    takes 2 streams a connection: clerk-2's third stream is refused `too_many_streams`
    (logged with the peer), and clerk-3 still gets through, over a second connection."""
    from l7_transport import TransportConfig  # noqa: PLC0415
    from l7_transport.tls import client_ssl_context, server_ssl_context  # noqa: PLC0415

    pki = tls_init(tmp_path, "clerk-2", "clerk-3")
    agent = Agent()
    server = await serve_http2(
        agent, cleartext=True, config=TransportConfig(max_concurrent_streams=2)
    )
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(
        firewall,
        contexts,
        Upstream("127.0.0.1", server.port),
        connect_wait=2.0,
        pool_size=2,
        max_streams_per_peer=2,
    ).start(
        ssl_context=server_ssl_context(
            pki.server_cert, pki.server_key, client_ca=pki.ca_cert, require_client_cert=True
        )
    )

    async def client_of(name: str) -> Http2Client:
        cert, key = pki.client_certs[name]
        tls = client_ssl_context(pki.ca_cert, cert=cert, key=key)
        return await Http2Client.connect("127.0.0.1", gateway.port, ssl_context=tls)

    clerk2, clerk3 = await client_of("clerk-2"), await client_of("clerk-3")
    try:
        held = [await peer(clerk2, "clerk-2") for _ in range(2)]
        for one in held:  # the agent's limit on one connection, and clerk-2's own
            assert (await pays(one, 100)).envelope.performative == "AGREE"
        third = await peer(clerk2, "clerk-2")
        refused = await pays(third, 100)
        assert refused.envelope.performative == "REFUSE"
        assert refused.envelope.content["code"] == "too_many_streams"
        assert "the limit is 2" in refused.envelope.content["reason"]
        async with asyncio.timeout(10):
            while await third.next_event() is not None:
                pass  # and the stream ends
        other = await peer(clerk3, "clerk-3")
        assert (await pays(other, 300)).envelope.performative == "AGREE"
        [link] = gateway.links.values()
        assert len(link.clients) == 2  # the second connection clerk-3's stream took
        for one in held:  # clerk-2's sessions go on
            assert (await pays(one, 200)).envelope.performative == "AGREE"
        assert gateway.over_cap == 1
        [said] = [r for r in caplog.records if "too_many_streams" in r.getMessage()]
        assert said.levelname == "WARNING"
        assert "refused a stream of agent clerk-2 (127.0.0.1:" in said.getMessage()
    finally:
        await clerk2.close()
        await clerk3.close()
        await gateway.close()
        await server.close(grace=0.5)


@pytest.mark.parametrize("told", [False, True], ids=["defaults", "told"])
async def test_a_gateway_told_its_agents_l8_limits_keeps_a_peers_sub_contexts_by_them(told):
    """The gateway keeps a peer's sub-contexts as the agent's L8 does, and refuses what it
    would refuse: with L8's defaults unless told the agent's limits (`agent_limits`,
    `--agent-max-contexts`...). An agent that keeps 100 saw an honest peer refused
    `too_many_contexts` at the gateway past 64, though it would take them."""
    limits = EndpointConfig(max_contexts=100)
    agent = Agent(config=limits)
    server = await serve_http2(agent, cleartext=True)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    given = {"agent_limits": limits} if told else {}
    gateway = Gateway(firewall, contexts, Upstream("127.0.0.1", server.port), **given)
    await gateway.start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        endpoint = Endpoint("clerk-2", peer_id="payments", config=limits, registry=REGISTRY)
        clerk = Session(endpoint, await client.open_session()).start()
        answers = []
        for _ in range(80):
            thread = SubContextRef(id=new_id(), type="invoice-run")
            sent = endpoint.request("payments", payment(500), ontology=PAYMENT, context=thread)
            await clerk.flush()
            answers.append((await answer_to(clerk, sent)).envelope)
        agreed = [a for a in answers if a.performative == "AGREE"]
        refused = [a.content for a in answers if a.performative != "AGREE"]
        if told:
            assert (len(agreed), refused) == (80, [])
        else:  # the peer's first 64: the rest refused by the gateway, in the agent's words
            assert (len(agreed), len(refused)) == (64, 16)
            assert {r["code"] for r in refused} == {"forbidden"}
            assert all("too_many_contexts" in r["reason"] for r in refused)
        assert len(agent.received) == len(agreed)
        await clerk.close()
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


def test_ioa_gateway_takes_its_agents_l8_limits_from_options_or_its_file(tmp_path):
    from ioa.config import GatewaySection  # noqa: PLC0415
    from ioa.gateway import command  # noqa: PLC0415

    parser = argparse.ArgumentParser()
    command.add_gateway_command(parser.add_subparsers())
    upstream = ["gateway", str(EXAMPLES), "--upstream", "127.0.0.1:9"]
    default = command.set_up(command._given(parser.parse_args(upstream)), CertificateCheck())
    assert default.agent_limits == EndpointConfig()
    fields = GatewaySection.model_fields
    assert fields["agent_max_contexts"].default == EndpointConfig().max_contexts
    options = ["--agent-max-contexts", "100", "--agent-context-idle-timeout", "1200"]
    given = command.set_up(
        command._given(parser.parse_args(upstream + options)), CertificateCheck()
    )
    assert given.agent_limits == EndpointConfig(max_contexts=100, context_idle_timeout=1200.0)
    # past L8's own bounds: said as the user gave it, the option or the file's key
    status, out = run([*upstream, "--agent-max-context-depth", "5000"])
    assert status == 2
    assert "--agent-max-context-depth: 5000 is not a whole number from 1 to 1000" in out
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\nupstream = "127.0.0.1:9"\n'
        "agent_max_contexts = 100\nagent_max_context_depth = 12\n"
    )
    args = command.from_config(parser.parse_args(["gateway", "--config", str(config)]))
    limits = command.set_up(args, CertificateCheck()).agent_limits
    assert (limits.max_contexts, limits.max_context_depth) == (100, 12)
    config.write_text(config.read_text().replace("= 12", "= 5000"))
    status, out = run(["gateway", "--config", str(config)])
    assert status == 2
    assert "gateway.toml: [gateway] agent_max_context_depth: Input should be less than" in out
    status, out = run(["gateway", "--config", str(config), "--agent-max-contexts", "3"])
    assert status == 2
    assert "--agent-max-contexts: give options or --config, not both" in out


async def test_ioa_gateway_takes_the_per_peer_cap_and_pool_from_options_or_its_file(
    tmp_path, capsys
):
    from ioa.config import GatewaySection  # noqa: PLC0415
    from ioa.gateway import command  # noqa: PLC0415

    defaults = GatewaySection.model_fields
    assert defaults["max_streams_per_peer"].default == command.MAX_STREAMS_PER_PEER
    assert defaults["upstream_pool"].default == command.POOL_SIZE
    with pytest.raises(SystemExit):
        run(["gateway", str(EXAMPLES), "--upstream", "127.0.0.1:9", "--max-streams-per-peer", "0"])
    assert "a whole number, 1 or more" in capsys.readouterr().err
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\nupstream = "127.0.0.1:9"\n'
        "max_streams_per_peer = 8\nupstream_pool = 2\n"
    )
    parser = argparse.ArgumentParser()
    command.add_gateway_command(parser.add_subparsers())
    args = command.from_config(parser.parse_args(["gateway", "--config", str(config)]))
    assert (args.max_streams_per_peer, args.upstream_pool) == (8, 2)
    status, out = run(["gateway", "--config", str(config), "--upstream-pool", "3"])
    assert status == 2
    assert "--upstream-pool: give options or --config, not both" in out


async def test_an_upstream_connection_closed_while_idle_is_no_failure(caplog):
    """The agent closes the gateway's connection once idle (its idle timeout): the next
    stream dials again at once, counted as an idle close, not a failure or a reconnect."""
    import logging  # noqa: PLC0415

    from l7_transport import TransportConfig  # noqa: PLC0415

    caplog.set_level(logging.INFO, logger="ioa.gateway")
    agent = Agent()
    server = await serve_http2(agent, cleartext=True, config=TransportConfig(idle_timeout=0.2))
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, Upstream("127.0.0.1", server.port)).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        first = await peer(client, "clerk-2")
        assert (await pays(first, 100)).envelope.performative == "AGREE"
        await first.close()
        [link] = gateway.links.values()
        [upstream] = link.clients
        async with asyncio.timeout(10):
            await upstream.wait_lost()  # the agent closed it, idle
        again = await peer(client, "clerk-3")
        assert (await pays(again, 200)).envelope.performative == "AGREE"
        assert (link.idle_closes, link.failures, gateway.reconnects) == (1, 0, 0)
        assert "reconnected" not in caplog.text
    finally:
        await client.close()
        await gateway.close()
        await server.close(grace=0.5)


# -- per-upstream TLS ---------------------------------------------------------------------------


async def test_each_agent_behind_the_gateway_has_its_own_ca_and_client_certificate(tmp_path):
    """`ioa gateway --config`: the airline's certificate is from one CA and it asks for
    client certificates; the hotel's is from another. `[upstream_tls.AGENT_ID]` gives each
    its CA, and the airline the gateway's client certificate: sessions lock with both."""
    from ioa.agent import Agent as IoaAgent  # noqa: PLC0415
    from ioa.agent import Tls  # noqa: PLC0415
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    airline_pki = tls_init(tmp_path / "airline", "gateway")
    hotel_pki = write_dev_pki(tmp_path / "hotel")
    airline, traveller = airline_and_peer("traveller")
    hotel = IoaAgent(AgentIdentity.generate("hotel"), contexts=[builtin(TRAVEL)])
    hotel.trust_peer(traveller.identity)
    traveller.trust_peer(hotel.identity)
    served = [
        await airline.serve(
            tls=Tls(
                cert=airline_pki.server_cert,
                key=airline_pki.server_key,
                client_ca=airline_pki.ca_cert,
            )
        ),
        await hotel.serve(tls=Tls(cert=hotel_pki.server_cert, key=hotel_pki.server_key)),
    ]
    cert, key = airline_pki.client_certs["gateway"]
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\n'
        f'upstreams = {{ airline = "127.0.0.1:{served[0].port}", '
        f'hotel = "127.0.0.1:{served[1].port}" }}\n'
        f'[upstream_tls.airline]\nca = "{airline_pki.ca_cert}"\ncert = "{cert}"\nkey = "{key}"\n'
        f'[upstream_tls.hotel]\nca = "{hotel_pki.ca_cert}"\n'
    )
    try:
        async with ioa_service("gateway", "--config", str(config)) as (_, line):
            port = port_of(line, "listening on ")
            async with asyncio.timeout(20):
                for peer_id in ("airline", "hotel"):
                    session = await traveller.connect("127.0.0.1", port, peer=peer_id)
                    assert session.context.startswith("urn:contexts:travel:")
                    await session.close()
    finally:
        for listener in served:
            await listener.close()


async def test_an_agent_that_wants_the_gateways_certificate_says_so_in_its_log(tmp_path, caplog):
    """Without a client certificate for an agent that asks for one, the gateway's line
    says why the agent cannot be reached, and the agent's says whom it refused."""
    import logging  # noqa: PLC0415

    from ioa.agent import Tls  # noqa: PLC0415
    from l7_transport.tls import client_ssl_context  # noqa: PLC0415

    pki = tls_init(tmp_path, "gateway")
    airline, _ = airline_and_peer("clerk-2")
    listener = await airline.serve(
        tls=Tls(cert=pki.server_cert, key=pki.server_key, client_ca=pki.ca_cert)
    )
    upstream = Upstream("127.0.0.1", listener.port, client_ssl_context(pki.ca_cert))
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, upstream, connect_wait=2.0).start()
    client = await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True)
    try:
        with caplog.at_level(logging.INFO):
            await turned_away(client, 1)
    finally:
        await client.close()
        await gateway.close()
        await listener.close()
    [said] = [r.getMessage() for r in caplog.records if "cannot be reached:" in r.getMessage()]
    assert "tls_failed" in said
    assert "requires a certificate of this side, and none was presented" in said
    [refused] = [r.getMessage() for r in caplog.records if "TLS handshake with" in r.getMessage()]
    assert "the peer presented no certificate" in refused


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--upstream-ca", "train={ca}"], "no agent 'train' behind the gateway (airline, hotel)"),
        (["--upstream-cert", "airline={cert}", "--upstream-key", "airline={key}"],
         "--upstream-cert for airline needs --upstream-ca"),
        (["--upstream-ca", "{ca}", "--upstream-cert", "hotel={cert}"],
         "--upstream-cert and --upstream-key for hotel go together"),
        (["--upstream-ca", "airline={ca}", "--upstream-ca", "airline={ca}"],
         "a second file for agent 'airline'"),
        (["--upstream-ca", "airline=none.pem"], "airline=none.pem': none.pem: no such file"),
    ],
)  # fmt: skip
def test_ioa_gateway_refuses_upstream_tls_options_that_cannot_be_used(tmp_path, options, message):
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    pki = write_dev_pki(tmp_path, clients=["gateway"])
    cert, key = pki.client_certs["gateway"]
    given = [o.format(ca=pki.ca_cert, cert=cert, key=key) for o in options]
    status, out = run(["gateway", str(EXAMPLES), "--upstream", "airline=127.0.0.1:9",
                       "--upstream", "hotel=127.0.0.1:10", *given])  # fmt: skip
    assert status == 2
    assert message in out.replace("\n", " ")


async def test_ioa_gateway_writes_only_json_lines_on_a_stderr_that_is_no_terminal(tmp_path):
    """The warning for an agent reached in cleartext and a failed policy reload are log
    records, each one JSON line (the reload once: the watcher's), among the gateway's own."""
    import shutil  # noqa: PLC0415

    policies = tmp_path / "policies"
    shutil.copytree(EXAMPLES, policies)
    said: list[str] = []
    # an address other than loopback, never dialled: no peer comes
    async with ioa_service(
        "gateway",
        str(policies),
        "--upstream",
        "agent.invalid:8443",
        "--upstream-cleartext",
        "--reload-interval",
        "0.1",
    ) as (process, line):
        assert line.startswith("listening on 127.0.0.1:")
        broken = tmp_path / "broken.txt"
        broken.write_text("permit (principal, action, resource) when { 1 + };\n")
        broken.rename(policies / "broken.cedar")  # at once: one change, one failed reload
        assert process.stderr is not None
        async with asyncio.timeout(20):
            while not said or "not loaded" not in said[-1]:
                said.append((await process.stderr.readline()).decode())
        await asyncio.sleep(0.5)  # a second line, if one were said, is said by now
    rest = (await process.stderr.read()).decode().splitlines()
    records = [json.loads(text) for text in [*said, *rest]]  # JSON, every one
    [warning] = [r for r in records if "cleartext" in r["message"]]
    assert warning["level"] == "warning"
    assert "agent.invalid:8443 is reached in cleartext (no --upstream-ca)" in warning["message"]
    [failed] = [r for r in records if "not loaded" in r["message"]]
    assert failed["level"] == "warning"
    assert "broken.cedar" in failed["message"]


async def test_ioa_gateway_refuses_every_option_beside_its_file(tmp_path):
    """`--config FILE` replaces the options: none is silently dropped, each is refused."""
    from ioa.config import GatewaySection  # noqa: PLC0415
    from ioa.gateway import command  # noqa: PLC0415

    assert GatewaySection.model_fields["reload_interval"].default == command.RELOAD_INTERVAL
    config = tmp_path / "gateway.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\nupstream = "127.0.0.1:9"\n'
    )
    for option in (["--allow-unknown-contexts"], ["--reload-interval", "2.0"],
                   ["--minimum", "travel=v2.0"], ["--cleartext"]):  # fmt: skip
        status, out = run(["gateway", "--config", str(config), *option])
        assert status == 2
        assert f"{option[0]}: give options or --config, not both" in out


def _compact_frame(envelope, sender: str, peer: str) -> bytes:
    wire = CompactForm(local=sender, peer=peer).compact(envelope.to_wire())
    return encode_frame(orjson.dumps(wire))


def test_a_compact_message_is_read_as_the_stream_s_first_message_named_its_ends():
    """Spec 12.18, 13.6: `from` and `to` restored from the first message, then screened."""
    screen = GatewayFilter(Firewall(example_bundle(), log=lambda _: None), contexts)
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    first = clerk.request("payments", payment(500), ontology=PAYMENT)
    assert len(screen.from_peer(frames_of(first), now=1.0).forward) == 1
    small = clerk.request("payments", payment(700), ontology=PAYMENT)
    large = clerk.request("payments", payment(2_000_000), ontology=PAYMENT)
    relayed = screen.from_peer(
        _compact_frame(small, "clerk-2", "payments") + _compact_frame(large, "clerk-2", "payments"),
        now=2.0,
    )
    assert relayed.forward == [_compact_frame(small, "clerk-2", "payments")]  # byte for byte
    [(allowed, _), (stopped, decision)] = relayed.decisions
    assert (allowed.sender, allowed.to) == ("clerk-2", ("payments",))
    assert stopped.sender == "clerk-2"
    assert not decision.delivered


def test_a_compact_frame_before_any_first_message_is_dropped_unread():
    screen = GatewayFilter(Firewall(example_bundle(), log=lambda _: None), contexts)
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    sent = clerk.request("payments", payment(500), ontology=PAYMENT)
    relayed = screen.from_peer(_compact_frame(sent, "clerk-2", "payments"), now=1.0)
    assert relayed.forward == []
    assert screen.dropped == 1


def _query_about(clerk: Endpoint, ref: SubContextRef):
    return clerk.send("QUERY", payment(700), to=("payments",), ontology=PAYMENT, context=ref)


def test_the_gateway_keeps_the_sub_contexts_the_agents_l8_keeps():
    """Reviews of the gateway learning sub-context types: the peer retyped the agent's
    sub-context (the agent refuses that, but the gateway relayed it and learnt the type),
    or pushed a typed sub-context out of the gateway's table by naming 4,096 others (the
    agent keeps at most 64 live of the peer's): then named it by id alone, decided with no
    type. The gateway keeps the stream's sub-contexts as the agent's L8 does, fed both
    ways, and refuses what the agent's L8 refuses."""
    screen = GatewayFilter(Firewall(example_bundle(), log=lambda _: None), contexts)
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    opened = clerk.request("payments", payment(500), ontology=PAYMENT)
    assert len(screen.from_peer(frames_of(opened), now=1.0).forward) == 1
    agent = Endpoint("payments", registry=REGISTRY)
    agents_thread = SubContextRef(id=new_id(), type="untrusted-thread")
    told = agent.send("INFORM", {"note": "x"}, to=("clerk-2",), context=agents_thread)
    screen.from_agent([encode_envelope(told)], now=2.0)

    retyped = clerk.request(
        "payments",
        payment(600),
        ontology=PAYMENT,
        context=SubContextRef(id=agents_thread.id, type="benign"),
    )
    relayed = screen.from_peer(frames_of(retyped), now=3.0)
    assert relayed.forward == []  # the agent's L8 refuses it too
    [(_, decision)] = relayed.decisions
    assert decision.reason.startswith("context_type_mismatch:")

    peers_thread = SubContextRef(id=new_id(), type="untrusted-thread")
    first = clerk.request("payments", payment(5), ontology=PAYMENT, context=peers_thread)
    assert len(screen.from_peer(frames_of(first), now=4.0).forward) == 1
    others = [  # (an endpoint each: the clerk's own L8 would stop at 64 as well)
        Endpoint("clerk-2", registry=REGISTRY).request(
            "payments", payment(6), ontology=PAYMENT, context=SubContextRef(id=new_id(), type="x")
        )
        for _ in range(100)
    ]
    relayed = screen.from_peer(frames_of(*others), now=5.0)
    assert len(relayed.forward) == 63  # 64 live of the peer's at most, as the agent keeps
    assert all("too_many_contexts" in d.reason for _, d in relayed.decisions[63:])

    for thread in (agents_thread, peers_thread):  # by id alone: decided under its type
        relayed = screen.from_peer(
            frames_of(_query_about(clerk, SubContextRef(id=thread.id))), now=6.0
        )
        assert relayed.forward == []
        [(_, decision)] = relayed.decisions
        assert decision.policies == ("50-subcontexts/no-questions-in-untrusted-threads",)

    # After the agent's idle time both have ended: the id is a new, untyped sub-context.
    later = 6.0 + EndpointConfig().context_idle_timeout + 1
    relayed = screen.from_peer(
        frames_of(_query_about(clerk, SubContextRef(id=peers_thread.id))), now=later
    )
    [(_, decision)] = relayed.decisions
    assert "no-questions-in-untrusted-threads" not in str(decision.policies)


# -- a peer's ended stream in front of an agent that never ends its own -------------------------


class SilentAgent:
    """A broken agent: reads every stream to its end, answers nothing, never ends its side."""

    def __init__(self) -> None:
        self.streams: list[Channel] = []
        self.read_to_end = 0
        """Streams whose end (the peer's, relayed by the gateway) this agent has read."""
        self.ended = asyncio.Event()
        """Set at each end read (cleared by the test)."""

    async def __call__(self, channel: Channel) -> None:
        self.streams.append(channel)
        while await channel.receive():
            pass
        self.read_to_end += 1
        self.ended.set()
        await asyncio.Event().wait()  # (cancelled when the server closes)


@contextlib.asynccontextmanager
async def _silent_agent_behind_a_gateway() -> AsyncIterator[
    tuple[SilentAgent, Gateway, Callable[[int], Awaitable[Channel]], list[Http2Client]]
]:
    """A `SilentAgent` behind a gateway, and how to open a stream to it through the gateway:
    each on a new connection (the last item: those connections), with one payment of the
    amount given sent on it."""
    agent = SilentAgent()
    server = await serve_http2(agent, cleartext=True)
    firewall = Firewall(example_bundle(), log=lambda _: None)
    gateway = await Gateway(firewall, contexts, Upstream("127.0.0.1", server.port)).start()
    clients: list[Http2Client] = []

    async def stream(message: int) -> Channel:
        clients.append(await Http2Client.connect("127.0.0.1", gateway.port, cleartext=True))
        channel = await clients[-1].open_session(wait=False)
        clerk = Endpoint("clerk-2", peer_id="payments", registry=REGISTRY)
        await channel.send(frames_of(clerk.request("payments", payment(message), ontology=PAYMENT)))
        return channel

    try:
        yield agent, gateway, stream, clients
    finally:
        for client in clients:
            await client.close()
        await gateway.close()
        await server.close(grace=0.5)


async def test_a_stream_the_peer_ended_is_let_go_though_the_agent_never_ends_its_own(
    monkeypatch, caplog
):
    """Found by an outside attack: a peer sent a message, ended its side and hung up, and
    the gateway held the stream for good (nothing watched the peer's stream any more, and
    it waited on the agent with no deadline): with `max_streams_per_peer` such streams, every
    stream from that address was refused `too_many_streams`. Now the peer's connection lost
    aborts the agent's stream at once; a peer that ended its side and stays gets both streams
    ended `_AGENT_LINGER` after its end, logged once; a peer that keeps its side open keeps
    its stream, however long."""
    import logging  # noqa: PLC0415

    import ioa.gateway.relay as relay_module  # noqa: PLC0415
    from l7_transport.exceptions import TransportError  # noqa: PLC0415

    caplog.set_level(logging.INFO, logger="ioa.gateway")
    async with _silent_agent_behind_a_gateway() as (agent, gateway, stream, clients):
        honest = await stream(100)  # keeps its side open throughout
        await eventually(lambda: len(agent.streams) == 1)

        # The peer ends its side and hangs up: its connection lost, seen with the default
        # deadline (30 s) still far off.
        gone = await stream(200)
        await gone.close()
        async with asyncio.timeout(10):
            await agent.ended.wait()  # the gateway relayed the peer's end
        await clients[-1].close()
        await eventually(
            lambda: agent.streams[1].failure is not None
        )  # the stream to the agent aborted
        await eventually(lambda: gateway.streams_by_peer == {"address 127.0.0.1": 1})  # honest

        # The peer ends its side and stays: the agent has `_AGENT_LINGER`, then both end.
        monkeypatch.setattr(relay_module, "_AGENT_LINGER", 0.5)
        agent.ended.clear()
        stays = await stream(300)
        await stays.close()
        async with asyncio.timeout(10):
            await agent.ended.wait()
            with pytest.raises(TransportError):  # reset: the agent sent nothing, nor its end
                await stays.receive()
        await eventually(lambda: agent.streams[2].failure is not None)
        await eventually(lambda: gateway.streams_by_peer == {"address 127.0.0.1": 1})
        said = [r for r in caplog.records if "did not end its side of" in r.getMessage()]
        assert len(said) == 1
        assert said[0].levelname == "INFO"
        assert re.search(r"of h2c://127\.0\.0\.1:\d+#1 within 0\.5s", said[0].getMessage())

        # The honest stream, open past the deadline, goes on: no deadline while its side is open.
        assert agent.read_to_end == 2
        assert not honest.closed
        assert agent.streams[0].failure is None


async def test_a_fault_of_the_gateways_own_ends_that_stream_pair_at_once_and_no_other(
    monkeypatch, caplog
):
    """A review: an exception the relay did not expect (a fault of its own, in its filter)
    was taken for the peer's end (30 s for the agent to end its side), then the cleanup
    re-raised it before it cancelled the other direction's task or aborted the stream to
    the agent: both held for good. Now the pair of streams ends at once, the fault logged
    with its traceback; every other stream goes on."""
    import logging  # noqa: PLC0415

    from l7_transport.exceptions import TransportError  # noqa: PLC0415

    caplog.set_level(logging.INFO, logger="ioa.gateway")
    screened = GatewayFilter.from_peer

    def faulty(self: GatewayFilter, data: bytes, **kwargs: float) -> object:
        if b"666" in data:
            raise RuntimeError("a fault of the gateway's own")
        return screened(self, data, **kwargs)

    monkeypatch.setattr(GatewayFilter, "from_peer", faulty)
    opened: list[Channel] = []  # the gateway's streams to the agent
    upstream = Gateway.open_upstream

    async def recorded(self: Gateway, name: str | None = None) -> Channel:
        opened.append(await upstream(self, name))
        return opened[-1]

    monkeypatch.setattr(Gateway, "open_upstream", recorded)
    async with _silent_agent_behind_a_gateway() as (agent, gateway, stream, _):
        honest = await stream(100)
        await eventually(lambda: len(agent.streams) == 1)
        faulted = await stream(666)
        async with asyncio.timeout(10):  # at once, not after the agent's 30 s
            with pytest.raises(TransportError):
                await faulted.receive()
        # by then the gateway had ended its stream to the agent (not the agent's own timer)
        assert len(opened) == 2
        assert "aborted here" in str(opened[1].failure)  # not reset by the agent
        assert not opened[0].closed
        await eventually(lambda: all(s.failure is not None for s in agent.streams[1:]))
        await eventually(lambda: gateway.streams_by_peer == {"address 127.0.0.1": 1})
        # Said once, by the gateway, with the stream it was on: not raised to the server
        # (whose log said only "session handler failed"), and the stream to the agent ended
        # by the gateway, not by the agent's own timer for a stream that sends no frame.
        [said] = [r for r in caplog.records if r.exc_info]
        assert (said.name, said.levelname) == ("ioa.gateway", "ERROR")
        assert re.search(r"#1 failed in the gateway", said.getMessage())
        assert "a fault of the gateway's own" in str(said.exc_info[1])
        assert not [r for r in caplog.records if "no whole frame" in r.getMessage()]

        await honest.send(
            frames_of(
                Endpoint("clerk-2", peer_id="payments", registry=REGISTRY).request(
                    "payments", payment(101), ontology=PAYMENT
                )
            )
        )
        await eventually(lambda: not honest.closed and agent.streams[0].failure is None)


def test_a_type_the_agent_declared_wins_where_the_gateways_tracker_went_astray():
    """A review: the peer built a chain of parents only the gateway kept (messages the agent
    refused, which the gateway had relayed), so the agent's typed child of its last one
    was too deep for the gateway's tracker and skipped; the peer's QUERY naming the child
    by id alone was then decided with no type. The agent's own declarations win. And an
    agent's context the gateway cannot read (not this stack's) breaks nothing."""
    screen = GatewayFilter(Firewall(example_bundle(), log=lambda _: None), contexts)
    clerk = Endpoint("clerk-2", registry=REGISTRY)
    assert screen.from_peer(
        frames_of(clerk.request("payments", payment(5), ontology=PAYMENT)), now=1.0
    ).forward
    parent = None
    chain = Endpoint("clerk-2", registry=REGISTRY)
    for _ in range(EndpointConfig().max_context_depth):  # the deepest chain allowed
        ref = SubContextRef(id=new_id(), type="x", parent=parent)
        sent = chain.request("payments", payment(6), ontology=PAYMENT, context=ref)
        screen.from_peer(frames_of(sent), now=2.0)
        parent = ref.id
    child = SubContextRef(id=new_id(), type="untrusted-thread", parent=parent)
    agent = Endpoint("payments", registry=REGISTRY)
    told = agent.send(
        "INFORM",
        {"note": "x"},
        to=("clerk-2",),
        context=SubContextRef(id=child.id, type=child.type),
    )
    odd = [b'{"performative":"INFORM","context":{"id":["x"]}}', b'{"context":{"id":"y","type":5}}']
    screen.from_agent(
        [
            *odd,
            encode_envelope(told).replace(
                b'"type":"untrusted-thread"',
                b'"type":"untrusted-thread","parent":"' + parent.encode() + b'"',
            ),
        ],
        now=3.0,
    )
    relayed = screen.from_peer(frames_of(_query_about(clerk, SubContextRef(id=child.id))), now=4.0)
    assert relayed.forward == []
    [(_, decision)] = relayed.decisions
    assert decision.policies == ("50-subcontexts/no-questions-in-untrusted-threads",)
