"""Transport attacks on a live agent in its own process, an honest client measuring throughout.

Issue 14, "How to test". The airline agent runs in a process of its own
(`agent_process`), serving HTTP/2 over TLS, HTTP/2 cleartext and HTTP/3 on
127.0.0.1 with timeouts of a second or two, so that its memory is measured
alone. For each class of attack (`attacks`) a traveller books flights on an
honest session to it (`honest.HonestClient`) before, during and after the
attack, and the test checks:

- the honest client is served throughout: no errors, answers in every
  phase (its p50 and p99 are printed, never asserted: machines are shared);
- the attacker got the right answer (the GOAWAY or CONNECTION_CLOSE code,
  its streams reset, its connections closed by the server);
- the server's connections, streams, handlers and tasks return to what they
  were before the attack (polled, with a generous deadline);
- its memory stays bounded: the peak RSS growth during the attack divided
  by the hostile connections open at once stays below a ceiling (the issue's
  goal is 200 KiB; where today's code does not meet it, the bound it does
  meet is asserted and said so beside it).

Each attack gets an agent of its own (0.5 s to start): a heap grown by an
earlier attack would hide the growth of the next. The few attacks on one
connection, whose growth is held to a loose ceiling, share one. Run with
`-s` to see the figures.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

import attacks
import pytest
from agent_process import CONTEXT, FLIGHT, TASK, AgentProcess
from attacks import Outcome
from honest import HonestClient, Served

from contexts.builtin import builtin
from ioa.agent import Agent, Tls
from l7_transport import TransportConfig
from l7_transport.h2audit import SETTINGS_COST
from l7_transport.tls import DevPki, client_ssl_context, write_dev_pki
from l9_snl.identity import AgentIdentity

pytestmark = pytest.mark.timeout(300)
EACH_ENGINE = pytest.mark.usefixtures("h2_engine_each")
"""An HTTP/2 attack, run once per HTTP/2 engine (tests/conftest.py)."""

FAST = {
    "tls_handshake_timeout": 1.0,
    "first_byte_timeout": 1.0,
    "idle_timeout": 2.0,
    "keepalive_interval": 5.0,
    "keepalive_timeout": 20.0,
    "stall_timeout": 2.0,
    "shutdown_grace": 1.0,
}
"""Deadlines before work starts of a second or two (the defaults are 5 to 30 s), so that the
suite stays fast. Not the keep-alive timeout: on a loaded machine the honest client (whose
process also runs the attackers) may take seconds to answer a PING, and must not be dropped
for it."""
MANY = FAST | {"max_connections": 4096, "max_connections_per_address": 2048}
"""For attacks of many connections from 127.0.0.1: the caps out of the way of the timeouts."""
PATIENT_DEADLINES = {"first_byte_timeout": 60.0, "idle_timeout": 60.0}
"""For attacks whose answer is a budget or a frame check, not a deadline: a connection set
up first and attacked later, or flooding without a request (PING, SETTINGS...), must be
closed by what the test is about, however slowly a loaded machine lets the attack go."""
PATIENT = FAST | PATIENT_DEADLINES
"""FAST, with the deadlines before work starts out of the way."""

GOAL_KIB = 200
"""The issue's goal: below 200 KiB of server memory per hostile connection, at peak."""
H3_WAITING_STREAMS_KIB = 1024
"""The bound today's code meets where an HTTP/3 connection keeps a session stream per slot
waiting for its first frame (test_an_http3_stream_flood_is_bounded): NOT the goal. No handler
starts for them any more (spec 2.2; it was 3 to 6 MiB per connection when each did), but
each holds aioquic's stream state, the HTTP/3 driver's and its channel until its deadline:
measured 482 to 552 KiB per connection with channels that made their asyncio.Events lazily,
~780 KiB without (that change lost a wake-up now and then and was taken back, 2026-11-25)."""
ONE_CONNECTION_KIB = 24 * 1024
"""For an attack on one connection: the growth in total (the agent itself is ~70 MiB)."""
SETTLE = 60.0
"""Seconds allowed for the server's counts to return to baseline (an 'eventually')."""
ANSWERS = 3
"""Answers the honest client gets before the attack, and after it, before the checks."""


# ------------------------------------------------------------------ fixtures


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> DevPki:
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


@pytest.fixture(scope="module")
def traveller() -> AgentIdentity:
    return AgentIdentity.generate("traveller")


@pytest.fixture(scope="module")
def start_agent(
    pki: DevPki, traveller: AgentIdentity, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Callable[[dict[str, Any]], AgentProcess]]:
    """Start agent processes with given limits; each is killed when the module ends at last.

    An agent serves with the HTTP/2 engine of the test that starts it: the HTTP/2 attacks
    run once per engine (`EACH_ENGINE`), the agent process reading it from the environment.
    """
    started: list[AgentProcess] = []
    logs = tmp_path_factory.mktemp("agent-logs")

    def start(limits: dict[str, Any]) -> AgentProcess:
        process = AgentProcess(
            cert=pki.server_cert,
            key=pki.server_key,
            peers=[(traveller.agent_id, traveller.public_signing_key_b64url)],
            limits=limits,
            log=logs / f"agent-{len(started)}.log",
        )
        started.append(process)
        return process

    try:
        yield start
    finally:
        for process in started:
            process.close()


@pytest.fixture
def fresh_agent(
    start_agent: Callable[[dict[str, Any]], AgentProcess],
) -> Iterator[Callable[[dict[str, Any]], AgentProcess]]:
    """Start an agent for this test alone, killed as the test ends."""
    made: list[AgentProcess] = []

    def start(limits: dict[str, Any]) -> AgentProcess:
        made.append(start_agent(limits))
        return made[-1]

    try:
        yield start
    finally:
        for process in made:
            process.close()


@pytest.fixture(scope="module")
def shared_agent(start_agent: Callable[[dict[str, Any]], AgentProcess]) -> AgentProcess:
    """One agent for the attacks made on a few connections."""
    return start_agent(FAST)


# ------------------------------------------------------------------ the harness


@dataclass
class Measured:
    """One attack, measured."""

    outcome: Outcome
    phases: dict[str, Served]
    baseline: dict[str, int]
    after: dict[str, int]
    settled: bool
    """The counts came back to the baseline within SETTLE seconds."""
    during: dict[str, int]
    """The counts as the attack ended."""
    growth_kib: int
    """Peak RSS during the attack minus the RSS when it started."""
    seconds: float
    stats: dict[str, Any]
    """The agent's last stats (refusals and faults counted since it started)."""

    @property
    def per_connection_kib(self) -> float:
        """The peak growth divided by the hostile connections open at once."""
        return self.growth_kib / max(1, self.outcome.peak_connections)

    def report(self) -> str:
        """What the test log shows: the attack, the memory, the honest client, the counts."""
        memory = (
            f"  server RSS: peak growth {self.growth_kib} KiB, "
            f"{self.per_connection_kib:.1f} KiB per hostile connection "
            f"({self.outcome.peak_connections} at once); attack {self.seconds:.1f} s"
        )
        lines = [self.outcome.summary(), memory]
        lines += [f"  honest {name}: {served.summary()}" for name, served in self.phases.items()]
        lines.append(f"  counts before {self.baseline}")
        lines.append(f"  counts as the attack ended {self.during}")
        lines.append(f"  counts after {self.after}")
        return "\n".join(lines)


def _counts(stats: dict[str, Any], server: str) -> dict[str, int]:
    counted = {
        f"{server}.{key}": value
        for key, value in stats[server].items()
        if key in ("connections", "streams", "handlers", "admitted", "quic_connections")
    }
    counted["tasks"] = stats["tasks"]
    return counted


def _back_to(baseline: dict[str, int], now: dict[str, int]) -> bool:
    return all(
        now[key] <= value if key == "tasks" else now[key] == value
        for key, value in baseline.items()
    )


async def _settle(
    agent: AgentProcess, server: str, baseline: dict[str, int] | None = None
) -> tuple[bool, dict[str, Any]]:
    """Poll until the counts are back to `baseline` (steady, if None); the last stats."""
    deadline = time.monotonic() + SETTLE
    stats = await agent.stats()
    previous = _counts(stats, server)
    while True:
        await asyncio.sleep(0.1)
        stats = await agent.stats()
        now = _counts(stats, server)
        if _back_to(baseline or previous, now):
            return True, stats
        if time.monotonic() > deadline:
            return False, stats
        previous = now


async def _answered(honest: HonestClient, phase: str, count: int) -> None:
    """Wait until `phase` has `count` answers or an error (a hang detector, not a measure)."""
    async with asyncio.timeout(60):
        while True:
            served = honest.phases.get(phase)
            if served is not None and (served.count >= count or served.errors):
                return
            await asyncio.sleep(0.02)


@contextlib.asynccontextmanager
async def _honest(
    agent: AgentProcess, pki: DevPki, identity: AgentIdentity, server: str
) -> AsyncIterator[HonestClient]:
    """A traveller's session to the agent, booking flights in a loop."""
    traveller = Agent(identity, contexts=[builtin(CONTEXT)])
    traveller.trust_peer(agent.ports.agent_id, agent.ports.public_key)
    port = getattr(agent.ports, server)
    async with asyncio.timeout(20):
        if server == "h2c":
            session = await traveller.connect(attacks.HOST, port, peer=agent.ports.agent_id)
        else:
            session = await traveller.connect(
                attacks.HOST,
                port,
                peer=agent.ports.agent_id,
                protocol="h3" if server == "h3" else "h2",
                tls=Tls(ca=pki.ca_cert),
            )
    honest = HonestClient(session, TASK, dict(FLIGHT))
    honest.start()
    try:
        yield honest
    finally:
        await honest.stop()
        with contextlib.suppress(Exception):
            await session.close()


async def under_attack(
    agent: AgentProcess,
    pki: DevPki,
    identity: AgentIdentity,
    server: str,
    attack: Callable[[], Awaitable[Outcome]],
    *,
    max_rounds: int = 10,
) -> Measured:
    """Run `attack` with the honest client before, during and after it, and measure.

    The attack is repeated (up to `max_rounds`) until the honest client has
    been answered at least once while it ran: a short flood must not pass
    for one the honest client went through.
    """
    async with _honest(agent, pki, identity, server) as honest:
        honest.phase("before")
        await _answered(honest, "before", ANSWERS)
        _, stats = await _settle(agent, server)  # the previous test's leftovers are gone
        baseline = _counts(stats, server)
        started = (await agent.reset_peak())["rss_kib"]
        honest.phase("during")
        began = time.monotonic()
        outcome = await attack()
        for _ in range(max_rounds - 1):
            if honest.phases.get("during", Served()).count > 0:
                break
            outcome.merge(await attack())
        seconds = time.monotonic() - began
        ended = await agent.stats()
        honest.phase("after")
        await _answered(honest, "after", ANSWERS)
        settled, stats = await _settle(agent, server, baseline)
        phases = await honest.stop()
    measured = Measured(
        outcome=outcome,
        phases=phases,
        baseline=baseline,
        after=_counts(stats, server),
        settled=settled,
        during=_counts(ended, server),
        growth_kib=ended["peak_kib"] - started,
        seconds=seconds,
        stats=stats,
    )
    print(measured.report())  # noqa: T201 - the figures the issue asks to report
    return measured


async def together(count: int, attack: Callable[[], Awaitable[Outcome]]) -> Outcome:
    """`count` copies of an attack at once, their outcomes added up."""
    outcomes = await asyncio.gather(*(attack() for _ in range(count)))
    total = outcomes[0]
    for more in outcomes[1:]:
        total.merge(more)
    total.peak_connections = sum(o.peak_connections for o in outcomes)
    return total


def assert_served(measured: Measured) -> None:
    """The honest client was answered in every phase and saw no error."""
    for phase in ("before", "during", "after"):
        served = measured.phases.get(phase)
        assert served is not None, f"the honest client made no request {phase} the attack"
        assert not served.errors, (
            f"the honest client failed {phase} the attack: {served.errors[:3]}"
        )
        assert served.count > 0, f"the honest client was not answered {phase} the attack"


def assert_settled(measured: Measured) -> None:
    """The server's counts came back to their baseline."""
    assert measured.settled, (
        f"the server did not return to its baseline within {SETTLE:g}s: "
        f"before {measured.baseline}, after {measured.after}"
    )


def assert_per_connection(measured: Measured, ceiling_kib: float) -> None:
    """The peak RSS growth per hostile connection stayed below the ceiling."""
    assert measured.per_connection_kib <= ceiling_kib, (
        f"{measured.per_connection_kib:.0f} KiB per hostile connection "
        f"(growth {measured.growth_kib} KiB, {measured.outcome.peak_connections} at once)"
    )


def assert_growth(measured: Measured, ceiling_kib: int = ONE_CONNECTION_KIB) -> None:
    """The peak RSS growth in total stayed below the ceiling."""
    assert measured.growth_kib <= ceiling_kib, f"RSS grew by {measured.growth_kib} KiB at peak"


def assert_all_closed(outcome: Outcome) -> None:
    """The server ended every hostile connection it had accepted."""
    assert outcome.still_open == 0, f"still open when the attacker gave up: {outcome.summary()}"
    assert outcome.closed == outcome.opened, outcome.summary()


def assert_goaway(outcome: Outcome, *codes: str) -> None:
    """Every GOAWAY (CONNECTION_CLOSE) the attacker saw had one of `codes`, and it saw one
    on every connection the server closed other than by a TCP reset."""
    assert set(outcome.goaway) <= set(codes), f"expected {codes}: {outcome.summary()}"
    seen = sum(outcome.goaway.values())
    assert seen >= outcome.closed - outcome.reset_by_peer, f"closed silently: {outcome.summary()}"
    assert seen > 0, f"no GOAWAY at all: {outcome.summary()}"


def tls(pki: DevPki) -> Any:
    return client_ssl_context(pki.ca_cert)


# ------------------------------------------------------------------ HTTP/2: many connections


@EACH_ENGINE
async def test_frames_announcing_more_than_the_limit_are_refused_at_their_header(
    fresh_agent, pki, traveller
):
    # (a) 100 TLS connections at once, each announcing a 16 MiB - 1 frame (DATA, HEADERS,
    # CONTINUATION or an unknown type) and streaming its body: the attack that pinned
    # 300 MiB. Each is refused at the 9-byte header, its body never buffered. (The
    # deadlines wait while all 100 are set up before any attacks.)
    agent = fresh_agent(MANY | PATIENT_DEADLINES)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: attacks.oversized_frames(agent.ports.h2, ssl_context=context, connections=100),
    )
    assert_served(measured)
    assert_goaway(measured.outcome, "FRAME_SIZE_ERROR")
    assert_all_closed(measured.outcome)
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


@EACH_ENGINE
async def test_sessions_that_never_send_a_byte_are_reset_and_their_connections_closed(
    fresh_agent, pki, traveller
):
    # (c) 1,000 connections (cleartext, to spare the test machine 1,000 TLS handshakes),
    # each opening an L8 session and sending nothing: the session is reset at the
    # first-byte timeout (CANCEL), then the idle connection is closed (GOAWAY NO_ERROR).
    # The timeout is 4 s here, not 1: it also bounds the wait for a connection's first
    # request, and on a loaded machine (two test workers and more) setting up 1,000
    # connections let some of them reach it before their session was asked for.
    agent = fresh_agent(MANY | {"first_byte_timeout": 4.0})
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2c",
        lambda: attacks.silent_sessions(agent.ports.h2c, ssl_context=None, connections=1000),
    )
    outcome = measured.outcome
    assert_served(measured)
    assert outcome.opened == 1000, outcome.summary()
    assert_all_closed(outcome)
    assert outcome.resets["CANCEL"] == outcome.opened, outcome.summary()
    assert_goaway(outcome, "NO_ERROR")
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


async def test_tls_handshakes_never_finished_are_closed(fresh_agent, pki, traveller):
    # (d) 300 TCP connections that start a ClientHello and never finish it: each is
    # closed at the TLS handshake timeout, counted from the TCP accept.
    agent = fresh_agent(MANY)
    before = (await agent.stats())["h2"]["faulted_connections"]
    measured = await under_attack(
        agent, pki, traveller, "h2", lambda: attacks.tls_never_finished(agent.ports.h2)
    )
    assert_served(measured)
    assert_all_closed(measured.outcome)
    assert measured.stats["h2"]["faulted_connections"] - before >= measured.outcome.opened
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


@EACH_ENGINE
async def test_random_bytes_inside_tls_are_refused_and_cost_little(fresh_agent, pki, traveller):
    # (e) 300 TLS connections sending 16 KiB of random bytes instead of HTTP/2: the
    # preface is wrong, GOAWAY PROTOCOL_ERROR. The finding was 95 MiB for 300. (The
    # deadlines wait while all 300 are set up before any sends.)
    agent = fresh_agent(MANY | PATIENT_DEADLINES)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: attacks.tls_garbage(agent.ports.h2, ssl_context=context, connections=300),
    )
    assert_served(measured)
    assert_goaway(measured.outcome, "PROTOCOL_ERROR")
    assert_all_closed(measured.outcome)
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


async def test_connections_beyond_the_caps_are_refused_at_once(fresh_agent, pki, traveller):
    # Caps: 40 connections in total, 30 from one address. The honest client holds one;
    # of 120 hostile connections from the same address 29 are served (then closed for
    # sending no request), the others closed at the accept and counted as refused.
    agent = fresh_agent(FAST | {"max_connections": 40, "max_connections_per_address": 30})
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2c",
        lambda: attacks.connection_caps(agent.ports.h2c, ssl_context=None, connections=120),
    )
    outcome = measured.outcome
    assert_served(measured)
    assert outcome.opened <= 29, outcome.summary()
    assert outcome.opened + outcome.refused == outcome.connections, outcome.summary()
    assert measured.stats["h2c"]["refused_connections"] >= outcome.refused > 0
    assert_all_closed(outcome)
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


# ------------------------------------------------------------------ HTTP/2: one connection each


@pytest.mark.parametrize("variant", attacks.MADE_YOU_RESET)
@EACH_ENGINE
async def test_resets_provoked_by_the_peer_are_budgeted(variant, fresh_agent, pki, traveller):
    # (b) MadeYouReset, CVE-2025-8671: four TLS connections, each opening up to 10,000
    # sessions with a fault that makes the server reset them. The server resets a
    # bounded number, then GOAWAY ENHANCE_YOUR_CALM. Faults h2 makes connection errors
    # (a WINDOW_UPDATE of 0, a malformed request) end the connection at the first.
    agent = fresh_agent(PATIENT)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: together(
            4,
            lambda: attacks.made_you_reset(agent.ports.h2, ssl_context=context, variant=variant),
        ),
    )
    outcome = measured.outcome
    assert_served(measured)
    if variant in ("window_zero", "malformed_headers"):
        assert_goaway(outcome, "PROTOCOL_ERROR", "ENHANCE_YOUR_CALM")
    else:
        assert_goaway(outcome, "ENHANCE_YOUR_CALM")
    assert_all_closed(outcome)
    # Each connection was stopped short of its 10,000 provocations, at most the reset
    # budget's burst and what refills while the attack goes on: `max_concurrent_streams` a
    # second (at least 100) for each connection open at once, twice that as each one's
    # burst; its resets and those of streams beyond the limit together. A rate, not a
    # count: on a loaded machine the attack may go slower than the budget refills (62 s
    # and ~110 resets a second per connection once, every connection still calmed).
    resets = sum(outcome.resets.values())
    assert resets < 10_000 * outcome.opened, outcome.summary()
    rate = max(100, TransportConfig(**PATIENT).max_concurrent_streams)
    allowed = rate * (outcome.peak_connections * measured.seconds + 2 * outcome.opened)
    assert resets <= allowed, (
        f"beyond the budget's {allowed:.0f} over {measured.seconds:.1f} s: {outcome.summary()}"
    )
    assert_settled(measured)
    # The goal. A stream starts no session handler before its first whole frame (spec
    # 2.2), and h2 reads a flood of HEADERS 16 new streams at a time and remembers closed
    # streams in 5 bytes each: the streams reset here leave next to nothing behind. Before,
    # each started a handler with the Agent's L8 and L9 state (~33 KiB) before its reset was
    # read, and the reset budget let some hundreds start per connection: 5 to 9 MiB per
    # hostile connection for window_overflow and bad_l8_frame. Measured now (five runs, two
    # of them with both cores busy): window_overflow 147 to 159 KiB, bad_l8_frame 161 to
    # 175, the other two 106 to 119 (what a TLS connection costs here).
    assert_per_connection(measured, GOAL_KIB)


# The answer each flood gets. A request with an empty field name is malformed, which h2
# makes a connection error (PROTOCOL_ERROR) at the first; a header block in more than 64
# CONTINUATION frames is one too (h2's backlog), before any budget is spent.
FLOOD_ANSWERS = {
    "ping": ("ENHANCE_YOUR_CALM",),
    "settings": ("ENHANCE_YOUR_CALM",),
    "empty_frames": ("ENHANCE_YOUR_CALM",),
    "priority_churn": ("ENHANCE_YOUR_CALM",),
    "rapid_reset": ("ENHANCE_YOUR_CALM",),
    "zero_length_headers": ("PROTOCOL_ERROR", "ENHANCE_YOUR_CALM"),
    "continuation": ("ENHANCE_YOUR_CALM",),
    "continuation_tiny": ("ENHANCE_YOUR_CALM", "PROTOCOL_ERROR"),
}


_CONTROL_BUDGETED = frozenset({"ping", "settings", "empty_frames", "priority_churn"})
"""The floods that the budget of control frames answers (`max_control_frames` a second and
as a burst, per connection)."""


def _outran_nothing(kind: str, measured: Measured) -> tuple[str, ...]:
    """("NO_ERROR",) when a control-frame flood never outran the budget, else ().

    The budget is a rate: on a machine so loaded that 16 flooding connections go slower
    than it refills, no connection is at fault, and each ends when its flood does (GOAWAY
    NO_ERROR once idle). That is right only if the server took no more than the budget
    allows over the attack's time; a server that took more without answering fails here.
    """
    outcome = measured.outcome
    if kind not in _CONTROL_BUDGETED or "NO_ERROR" not in outcome.goaway:
        return ()
    # Tokens, not frames: a SETTINGS draws SETTINGS_COST (its one parameter adds nothing).
    per_frame = SETTINGS_COST if kind == "settings" else 1
    config = TransportConfig()
    budget = config.max_control_frames / per_frame
    allowed = outcome.opened * budget * (1 + measured.seconds)
    if set(outcome.goaway) == {"NO_ERROR"}:
        # No connection was calmed, so the server read every frame written. All come from
        # 127.0.0.1: its address's budget bounds them together (`AddressShare`: at most
        # rate * T + 2 bursts), whatever each connection's own allows. (A calmed connection
        # may have written frames the server never read: only the looser bound holds then.)
        by_address = config.max_control_frames_per_address * (measured.seconds + 2)
        allowed = min(allowed, by_address / per_frame)
    assert outcome.provoked <= allowed, (
        f"{outcome.provoked} frames taken, beyond the budget's {allowed:.0f} over "
        f"{measured.seconds:.1f} s, and no ENHANCE_YOUR_CALM: {outcome.summary()}"
    )
    return ("NO_ERROR",)


@pytest.mark.parametrize("kind", attacks.FLOODS)
@EACH_ENGINE
async def test_the_http2_flood_family_gets_enhance_your_calm(kind, fresh_agent, pki, traveller):
    # (f) CVE-2019-9512/9513/9515/9516/9518, rapid reset (2023), CONTINUATION (2024):
    # 16 TLS connections at once, each flooding up to 100,000 frames.
    agent = fresh_agent(PATIENT)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: together(16, lambda: attacks.flood(agent.ports.h2, ssl_context=context, kind=kind)),
    )
    outcome = measured.outcome
    assert_served(measured)
    assert_goaway(outcome, *FLOOD_ANSWERS[kind], *_outran_nothing(kind, measured))
    assert_all_closed(outcome)
    assert outcome.provoked < 100_000 * outcome.opened, outcome.summary()
    assert_settled(measured)
    # Rapid reset too: its streams never carry a frame, so no session handler starts (it was
    # 4.6 to 5 MiB per connection when each did; 121 to 125 KiB measured now).
    assert_per_connection(measured, GOAL_KIB)


@EACH_ENGINE
async def test_answers_the_peer_does_not_read_are_not_buffered_without_bound(
    fresh_agent, pki, traveller
):
    # CVE-2019-9517 (internal data buffering): 50,000 valid requests for a path the
    # server refuses (a short problem document each), 100 at a time, never read.
    agent = fresh_agent(FAST)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: attacks.internal_buffering(agent.ports.h2, ssl_context=context),
    )
    assert_served(measured)
    assert_all_closed(measured.outcome)  # a peer that does not read is dropped
    assert_settled(measured)
    assert_growth(measured)


@EACH_ENGINE
async def test_a_data_dribble_is_stopped(fresh_agent, pki, traveller):
    # CVE-2019-9511 (data dribble): an initial stream window of one byte, 100 sessions
    # each answered by the server, one byte of window per stream per round (100 tiny
    # WINDOW_UPDATEs a round), then none. Either the WINDOW_UPDATEs are budgeted (GOAWAY
    # ENHANCE_YOUR_CALM) or every stream is reset when its answer stalls (CANCEL).
    agent = fresh_agent(FAST)
    context = tls(pki)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2",
        lambda: attacks.data_dribble(agent.ports.h2, ssl_context=context, rounds=50),
    )
    outcome = measured.outcome
    assert_served(measured)
    calmed = outcome.goaway["ENHANCE_YOUR_CALM"] == outcome.opened
    assert calmed or outcome.resets["CANCEL"] >= 100, outcome.summary()
    assert_all_closed(outcome)
    assert_settled(measured)
    assert_growth(measured)


RETAINED_PER_CONNECTION = 5
"""Objects a closed connection may leave behind (noise: caches, the honest session)."""


@EACH_ENGINE
async def test_closed_connections_are_released_at_once(fresh_agent, pki, traveller):
    # 50 cleartext connections closed for a PING flood. A closed connection must not wait
    # for a timer to be freed: keepalive_timeout is 60 s here, so one freed only by its
    # keep-alive timer (as _close_transport once scheduled it) is still held at the deadline.
    agent = fresh_agent(PATIENT | {"keepalive_timeout": 60.0})
    before = await agent.objects()
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h2c",
        lambda: together(50, lambda: attacks.flood(agent.ports.h2c, ssl_context=None, kind="ping")),
    )
    assert_served(measured)
    assert_settled(measured)
    deadline = time.monotonic() + 10
    retained = await agent.objects() - before
    while retained > RETAINED_PER_CONNECTION * measured.outcome.opened:
        if time.monotonic() > deadline:
            break
        await asyncio.sleep(0.5)
        retained = await agent.objects() - before
    print(f"objects retained after {measured.outcome.opened} connections closed: {retained}")  # noqa: T201
    assert retained <= RETAINED_PER_CONNECTION * measured.outcome.opened, (
        f"{retained} objects still held after {measured.outcome.opened} connections closed"
    )


# ------------------------------------------------------------------ HTTP/3


async def test_an_http3_datagram_flood_leaves_no_state(fresh_agent, pki, traveller):
    # (g) 10,000 UDP datagrams of random bytes, one in four shaped like a QUIC Initial
    # (which a server must try to open a connection for). Memory per would-be
    # connection below the goal, and none of them stays.
    agent = fresh_agent(FAST)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h3",
        lambda: attacks.datagram_flood(agent.ports.h3, datagrams=10_000),
    )
    assert_served(measured)
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


async def test_quic_handshakes_never_finished_are_dropped(fresh_agent, pki, traveller):
    # (g) 300 QUIC connections that send their first flight and then nothing. The QUIC
    # idle timeout is set to 90 s, far beyond the deadline to settle: only the handshake
    # timeout (1 s) can drop them in time.
    agent = fresh_agent(MANY | {"keepalive_interval": 60.0, "keepalive_timeout": 30.0})
    ca = str(pki.ca_cert)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h3",
        lambda: attacks.quic_never_finished(agent.ports.h3, ca=ca, wait=0.5),
    )
    assert_served(measured)
    assert_settled(measured)
    assert_per_connection(measured, GOAL_KIB)


async def test_undecryptable_initials_do_not_lock_new_clients_out(fresh_agent, pki, traveller):
    # Once a finding (a strict xfail): junk Initials were admitted against the caps at their
    # first datagram and held until the handshake timeout. Fixed in 99ab591 (a connection
    # counts only once its Initial decrypts); now a regression test.
    # Junk shaped like QUIC Initials (random connection ids and payload, which nobody can
    # decrypt) against a total cap of 300, the cap per address set above it, so that the
    # total binds, as for a flood from spoofed addresses. The handshake timeout is 10 s, so
    # the junk is still held when a new client arrives: it must be served all the same.
    cap = 300
    agent = fresh_agent(
        FAST
        | {
            "tls_handshake_timeout": 10.0,
            "max_connections": cap,
            "max_connections_per_address": 1000,
        }
    )
    held: dict[str, Any] = {}
    for _ in range(10):  # until the junk held reaches the cap (the server drops what it
        # cannot read in time), or it is clear that it is not held
        await attacks.datagram_flood(
            agent.ports.h3, datagrams=100, shaped_every=1, per_pause=10, pause=0.01
        )
        held = (await agent.stats())["h3"]
        if held.get("admitted", 0) >= cap:
            break
    print(f"junk Initials held: {held}")  # noqa: T201 - the figures
    failure: Exception | None = None
    served = Served()
    try:
        async with _honest(agent, pki, traveller, "h3") as honest:
            await _answered(honest, "before", 1)
            served = honest.phases["before"]
    except Exception as error:  # noqa: BLE001 - whatever refused the new client
        failure = error
    assert failure is None, f"a new client was refused: {failure!r} (the server held {held})"
    assert served.count > 0, served.summary()


async def test_an_http3_stream_flood_is_bounded(fresh_agent, pki, traveller):
    # (g) Two connections, each opening 200 sessions as fast as stream credit allows and
    # sending nothing on them: each is reset at the first-byte timeout or refused, or the
    # connection is closed with H3_EXCESSIVE_LOAD.
    agent = fresh_agent(FAST)
    ca = str(pki.ca_cert)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h3",
        lambda: together(2, lambda: attacks.h3_stream_flood(agent.ports.h3, ca=ca, streams=200)),
    )
    outcome = measured.outcome
    assert_served(measured)
    # Closed for abuse, or for idleness once every session was reset.
    assert set(outcome.goaway) <= {"H3_EXCESSIVE_LOAD", "H3_NO_ERROR"}, outcome.summary()
    refused = {
        "RESET_STREAM H3_REQUEST_CANCELLED",
        "RESET_STREAM H3_REQUEST_REJECTED",
        "STOP_SENDING H3_REQUEST_CANCELLED",
        "STOP_SENDING H3_REQUEST_REJECTED",
    }
    assert set(outcome.resets) <= refused, outcome.summary()
    reset = sum(n for code, n in outcome.resets.items() if code.startswith("RESET_STREAM"))
    assert reset >= outcome.provoked or outcome.goaway["H3_EXCESSIVE_LOAD"], outcome.summary()
    assert_settled(measured)
    # Up to 128 sessions per connection wait for their first byte: the bound met today
    # (H3_WAITING_STREAMS_KIB), NOT the goal.
    assert_per_connection(measured, H3_WAITING_STREAMS_KIB)


async def test_abusive_http3_resets_get_excessive_load(fresh_agent, pki, traveller):
    # (g) Rapid reset over HTTP/3: a session opened and reset at once, up to 10,000 times.
    agent = fresh_agent(PATIENT)
    ca = str(pki.ca_cert)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h3",
        lambda: together(2, lambda: attacks.h3_abusive_resets(agent.ports.h3, ca=ca)),
    )
    outcome = measured.outcome
    assert_served(measured)
    assert dict(outcome.goaway) == {"H3_EXCESSIVE_LOAD": outcome.opened}, outcome.summary()
    assert outcome.provoked < 10_000 * outcome.opened, outcome.summary()
    assert_settled(measured)
    assert_growth(measured)


# What refuses each oversized frame: a HEADERS frame longer than a header block may be is
# stopped at its header; a DATA frame is streamed, so the (random) L8 frames in it are what
# is refused; a frame of a reserved type must be skipped, and the connection, which never
# sent a request, is closed at the first-byte timeout.
H3_OVERSIZED_ANSWERS = {
    "headers": {"STOP_SENDING H3_EXCESSIVE_LOAD", "STOP_SENDING H3_FRAME_ERROR"},
    "data": {"RESET_STREAM H3_MESSAGE_ERROR", "STOP_SENDING H3_MESSAGE_ERROR"},
    "reserved": set(),
}


@pytest.mark.parametrize("where", attacks.H3_OVERSIZED)
async def test_oversized_http3_frames_are_not_buffered(where, shared_agent, pki, traveller):
    # (g) A frame announcing 1 GiB, then as much of its body as the stream's credit allows.
    agent = shared_agent
    ca = str(pki.ca_cert)
    measured = await under_attack(
        agent,
        pki,
        traveller,
        "h3",
        lambda: attacks.h3_oversized_frames(agent.ports.h3, ca=ca, where=where),
    )
    outcome = measured.outcome
    assert_served(measured)
    assert set(outcome.resets) <= H3_OVERSIZED_ANSWERS[where], outcome.summary()
    if H3_OVERSIZED_ANSWERS[where]:
        assert outcome.resets, outcome.summary()
    assert outcome.closed == 1, outcome.summary()
    assert_settled(measured)
    assert_growth(measured)
