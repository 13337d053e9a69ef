"""L9 on real HTTP/2 (127.0.0.1): handshakes per second, and the cost of a locked session.

One run measures, each over a session stream on one HTTP/2 connection:

- full handshakes (HELLO, SELECT, LOCK: two Ed25519 signatures and
  two verifications, an X25519 exchange, the selection rule on both sides);
- resumed handshakes (a ticket, an HMAC binder, ACCEPT with an HMAC: no
  public-key operation);
- messages per second one way through a locked session (each content
  validated on the way out and on the way in, `ontology` set) against the
  same messages through a bare L8 session.

The two handshake cores are also timed alone (sans-I/O, no envelope and
no transport), for the share of the cost the transport adds. Both sides
offer what an `ioa.Agent` offers by default (the short resumed SELECT, the
compact form, the quiet close) and the responder stores its tickets, as an
agent's does (until 2026-11-30 the bench offered no extension and sealed its
tickets: resumed/full through the stack then read ~0.7 lower).

Handshakes run each on a new session stream, 16 at a time; the rate is
timed on streams already open, and also reported with each stream's open
and close (HTTP/2 HEADERS both ways: the same cost for both kinds).

Goals (issue 5): resumed >= 3x full; the locked session keeps >= 60% of
the bare L8 rate. Issue 13: with every message authenticated (its MAC and
sequence number, spec 12.16) a locked session keeps >= 90% of the rate it
has without them (measured in the same run, the guards switched off on both
sides after the lock: a bench-only switch, there is no such option).
`--uvloop` runs it on uvloop (the optional `fast` extra).

The handshake rates are measured again with Python's cyclic collector as a
served agent sets it once listening (`ioa.event_loop.settle_collector`: the
heap frozen, a youngest-generation threshold of 10,000), in rows of their
own; the goal is read on the default collector.

Where the time goes (2026-11-22, this machine): a message costs ~115 us
through HTTP/2 and L8 (both sides), the same for both kinds of handshake;
the full handshake moves four messages, the resumed one two. So although
the two cores are ~5x apart (the `core` rows), the ratio over the wire is
~2.9-3.1: the rest of the gap is per-message transport cost.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, parse_args, report, use_uvloop

from contexts.builtin import builtin
from ioa.event_loop import settle_collector
from l7_transport import Channel
from l7_transport.http2 import Http2Client, serve_http2
from l8_comm import Endpoint, MessageReceived, Performative
from l8_comm.aio import Session
from l9_snl import aio as l9_aio
from l9_snl.aio import initiate, respond
from l9_snl.compact import COMPACT_EXTENSION
from l9_snl.handshake import (
    SHORT_RESUME_EXTENSION,
    ContextSupport,
    HandshakeConfig,
    HandshakeInitiator,
    HandshakeResponder,
    PeerKey,
    SupportedContext,
    TicketReceived,
    snl_registry,
)
from l9_snl.identity import AgentIdentity
from l9_snl.integrity import QUIET_CLOSE_EXTENSION, REPLY_ACKS_EXTENSION, SessionGuard
from l9_snl.tickets import TicketCache, TicketIssuer

REGISTRY = snl_registry()
AUTHORITY = "bench-authority"
SUPPLY = "urn:contexts:supplyChain:v1.0"
CONTENT = {
    "concept": "local_observation",
    "observed_fact_text": "Port of Rotterdam congested; two-day delay on inbound containers",
    "confidence_score": 0.8,
}
GOAL_RESUMED = 3.0
GOAL_LOCKED = 0.6
GOAL_AUTHENTICATED = 0.9


class Keys:
    """Pinned keys of the two agents."""

    def __init__(self, *identities: AgentIdentity) -> None:
        self.keys = {i.agent_id: i.public_signing_key for i in identities}

    def resolve(self, agent_id: str, card: object | None, *, now: float) -> PeerKey:
        """The pinned key."""
        del card, now
        return PeerKey(agent_id=agent_id, signing_key=self.keys[agent_id])

    def trust_token(self, agent_id: str) -> bytes:
        """The pinned key's first 16 bytes (one pin per agent, never rotated here)."""
        return self.keys[agent_id].public_bytes_raw()[:16]


AGENT_EXTENSIONS = frozenset(
    {SHORT_RESUME_EXTENSION, COMPACT_EXTENSION, QUIET_CLOSE_EXTENSION, REPLY_ACKS_EXTENSION}
)
"""The extensions an `ioa.Agent` offers by default (`ioa.agent_offer.offered_extensions`)."""


def new_issuer() -> TicketIssuer:
    """A responder's ticket issuer as an `ioa.Agent` makes it (stored tickets)."""
    return TicketIssuer(stored=HandshakeConfig().stored_tickets)


class Bench:
    """A responder agent on an HTTP/2 server, and what the initiator needs."""

    def __init__(self) -> None:
        self.client_id = AgentIdentity.generate("retailer")
        self.server_id = AgentIdentity.generate("wholesaler")
        self.keys = Keys(self.client_id, self.server_id)
        contexts = tuple(
            SupportedContext(context=builtin(urn), authority=AUTHORITY)
            for urn in (SUPPLY, "urn:contexts:travel:v2.0", "urn:contexts:travel:v2.1")
        )
        # What an `ioa.Agent` offers and issues by default (ioa.agent_offer, HandshakeConfig):
        # the short resumed SELECT and the compact form, and stored tickets.
        self.support = ContextSupport(
            contexts=contexts, authorities=frozenset({AUTHORITY}), extensions=AGENT_EXTENSIONS
        )
        self.issuer = new_issuer()
        self.cache = TicketCache()
        self.received = 0
        self.target = 0
        self.done = asyncio.Event()

    def initiator(self) -> HandshakeInitiator:
        """A fresh initiator (a handshake object is used once)."""
        return HandshakeInitiator(
            agent_id="retailer",
            signing_key=self.client_id.signing_key,
            peer="wholesaler",
            support=self.support,
            peer_keys=self.keys,
            tickets=self.cache,
        )

    async def handle_bare(self, channel: Channel) -> None:
        """The server side of the baseline: a bare L8 session."""
        await self._count(Session(Endpoint("wholesaler", registry=REGISTRY), channel).start())

    async def handle(self, channel: Channel) -> None:
        """The server side: a handshake, then a locked session."""
        session = Session(Endpoint("wholesaler", registry=REGISTRY), channel).start()
        await self._count(await respond(session, self.responder()))

    def responder(self) -> HandshakeResponder:
        """A fresh responder."""
        return HandshakeResponder(
            agent_id="wholesaler",
            signing_key=self.server_id.signing_key,
            support=self.support,
            peer_keys=self.keys,
            tickets=self.issuer,
        )

    async def _count(self, source: Any) -> None:  # noqa: ANN401 - a Session or LockedSession
        async for event in source:
            if isinstance(event, MessageReceived) and event.envelope.protocol == "group":
                self.received += 1
                if self.received >= self.target:
                    self.done.set()


async def handshakes(
    bench: Bench, client: Http2Client, count: int, *, resumed: bool, in_flight: int = 16
) -> tuple[float, float]:
    """(handshakes/s on open streams, handshakes/s with each stream's open and close).

    `in_flight` handshakes run at once, so the rate is what the handshake
    costs rather than one round trip's latency. A handshake counts when both
    sides are done: full, when the initiator holds the TICKET the responder
    sent after checking LOCK; resumed, when the initiator locks (its ACCEPT
    carries the next ticket).
    """
    bench.cache = TicketCache()
    bench.issuer = new_issuer()  # a fresh memory of spent tickets for every measure (below)
    if resumed:  # full handshakes first, for tickets
        warm = [await _session(client) for _ in range(in_flight)]
        for lock in await asyncio.gather(*(_complete(bench, s) for s in warm)):
            await lock.close()
    handshake_time = 0.0
    start = time.perf_counter()
    done = 0
    while done < count:
        batch = min(in_flight, count - done)
        if not resumed:
            bench.cache = TicketCache()  # the last batch's tickets must not be used
        sessions = [await _session(client) for _ in range(batch)]
        began = time.perf_counter()
        locked = await asyncio.gather(*(_complete(bench, s) for s in sessions))
        handshake_time += time.perf_counter() - began
        if any(lock.locked.resumed != resumed for lock in locked):
            raise AssertionError(f"expected resumed={resumed}")
        for lock in locked:
            await lock.close()
        done += batch
    return count / handshake_time, count / (time.perf_counter() - start)


def core(bench: Bench, count: int, *, resumed: bool) -> float:
    """Handshakes per second of the two sans-I/O cores alone (no envelope, no transport)."""
    bench.cache = TicketCache()
    # The issuer remembers the tickets a peer spent, up to its share (`per_initiator`,
    # 1,000): one peer resuming thousands of times over a full run would be refused
    # resumption past it, as any peer would. A fresh issuer per measure keeps each
    # within its share.
    bench.issuer = new_issuer()
    if resumed:
        _core_handshake(bench)
    start = time.perf_counter()
    for _ in range(count):
        if not resumed:
            bench.cache = TicketCache()
        _core_handshake(bench)
    return count / (time.perf_counter() - start)


def _core_handshake(bench: Bench) -> None:
    initiator = bench.initiator()
    responder = bench.responder()
    now = time.time()
    message = initiator.start(now=now)
    side: HandshakeInitiator | HandshakeResponder = responder
    while True:
        _, outgoing = side.receive(message.performative, message.content, now=now)
        if not outgoing:
            break
        message = outgoing[0]
        side = initiator if side is responder else responder
    if initiator.locked is None or initiator.locked.resumed != bool(initiator.resuming):
        raise AssertionError("the core handshake did not lock")


async def _session(client: Http2Client) -> Session:
    channel = await client.open_session()
    endpoint = Endpoint("retailer", peer_id="wholesaler", registry=REGISTRY)
    return Session(endpoint, channel).start()


async def _complete(bench: Bench, session: Session) -> Any:  # noqa: ANN401 - a LockedSession
    locked = await initiate(session, bench.initiator())
    if not locked.locked.resumed:
        while not isinstance(await locked.next_event(), TicketReceived):
            pass
    return locked


class _NeverActive(SessionGuard):
    """A guard that never switches on: a locked session as it was before MACs."""

    def activate_send(self, key: bytes) -> None:
        """Do nothing."""
        del key

    def activate_receive(self, key: bytes, *, early: bytes | None = None) -> None:
        """Do nothing."""
        del key, early

    def switch_send(self, key: bytes) -> None:
        """Do nothing."""
        del key

    def goodbye(self, now: float) -> None:
        """Say nothing."""
        del now


@contextlib.contextmanager
def settled_collector() -> Iterator[None]:
    """Python's cyclic collector as a served agent sets it (`settle_collector`), then back."""
    threshold = gc.get_threshold()
    settle_collector()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


@contextlib.contextmanager
def macs(*, on: bool) -> Iterator[None]:
    """Sessions locked inside lock with MACs (`on`), or without: a bench-only switch."""
    real = l9_aio.__dict__["SessionGuard"]
    setattr(l9_aio, "SessionGuard", SessionGuard if on else _NeverActive)  # noqa: B010 - a patch
    try:
        yield
    finally:
        setattr(l9_aio, "SessionGuard", real)  # noqa: B010


async def stream(
    bench: Bench, client: Http2Client, count: int, *, locked: bool, authenticated: bool = True
) -> float:
    """Messages per second, one way, in one `group` conversation."""
    bench.received = 0
    bench.target = count
    bench.done.clear()
    with macs(on=authenticated):  # both sides: the server's handler starts with the stream
        channel = await client.open_session()
        session = Session(
            Endpoint("retailer", peer_id="wholesaler", registry=REGISTRY), channel
        ).start()
        sender: Any = session.endpoint
        handle: Any = session
        if locked:
            bench.cache = TicketCache()
            handle = await initiate(session, bench.initiator())
            sender = handle.semantic
    start = time.perf_counter()
    first = sender.send(Performative.INFORM, CONTENT, protocol="group", to=("wholesaler",))
    for _ in range(count - 1):
        sender.send(Performative.INFORM, CONTENT, conversation_id=first.conversation_id)
        if session.endpoint.bytes_to_send > 128 * 1024:
            await session.flush()
    await session.flush()
    await asyncio.wait_for(bench.done.wait(), 60)
    elapsed = time.perf_counter() - start
    await handle.close()
    return count / elapsed


async def run(*, quick: bool) -> tuple[dict[str, float], dict[str, float]]:
    """Every measure, best of `rounds`."""
    bench = Bench()
    server = await serve_http2(bench.handle, cleartext=True)
    client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
    bare_server = await serve_http2(bench.handle_bare, cleartext=True)

    async def bare(count: int) -> float:
        # A connection of its own, opened when it is used: one left idle while the
        # handshakes run would be closed by the server's first-request deadline
        # (`TransportConfig.first_byte_timeout`, 5 s) before its first stream.
        bare_client = await Http2Client.connect("127.0.0.1", bare_server.port, cleartext=True)
        try:
            return await stream(bench, bare_client, count, locked=False)
        finally:
            await bare_client.close()

    try:
        n_handshakes = 30 if quick else 200
        n_messages = 2000 if quick else 20000
        rounds = 1 if quick else 3
        best: dict[str, float] = {}
        for _ in range(rounds):
            full, full_cycle = await handshakes(bench, client, n_handshakes, resumed=False)
            resumed, resumed_cycle = await handshakes(bench, client, n_handshakes, resumed=True)
            results = {
                "full handshakes/s": full,
                "resumed handshakes/s": resumed,
                "full, with stream open and close /s": full_cycle,
                "resumed, with stream open and close /s": resumed_cycle,
                "core (sans-I/O) full handshakes/s": core(bench, n_handshakes, resumed=False),
                "core (sans-I/O) resumed handshakes/s": core(bench, n_handshakes, resumed=True),
                "bare L8 messages/s": await bare(n_messages),
                "locked L9 messages/s": await stream(bench, client, n_messages, locked=True),
                "locked L9 messages/s, without MACs": await stream(
                    bench, client, n_messages, locked=True, authenticated=False
                ),
            }
            for name, value in results.items():
                best[name] = max(best.get(name, 0.0), value)
        for _ in range(0 if quick else 2):  # the message rates are noisier: two more rounds
            for name, authenticated in (
                ("locked L9 messages/s, without MACs", False),
                ("locked L9 messages/s", True),
            ):
                rate = await stream(
                    bench, client, n_messages, locked=True, authenticated=authenticated
                )
                best[name] = max(best[name], rate)
        with settled_collector():  # as `ioa agent serve` runs once listening
            for _ in range(rounds):
                for name, resumed in (("full", False), ("resumed", True)):
                    rate, _ = await handshakes(bench, client, n_handshakes, resumed=resumed)
                    key = f"{name} handshakes/s, collector settled"
                    best[key] = max(best.get(key, 0.0), rate)
        ratios = {
            "resumed / full": best["resumed handshakes/s"] / best["full handshakes/s"],
            "resumed / full, collector settled": (
                best["resumed handshakes/s, collector settled"]
                / best["full handshakes/s, collector settled"]
            ),
            "resumed / full, with stream open and close": (
                best["resumed, with stream open and close /s"]
                / best["full, with stream open and close /s"]
            ),
            "core resumed / full (no transport)": (
                best["core (sans-I/O) resumed handshakes/s"]
                / best["core (sans-I/O) full handshakes/s"]
            ),
            "locked / bare": best["locked L9 messages/s"] / best["bare L8 messages/s"],
            "authenticated / unauthenticated": (
                best["locked L9 messages/s"] / best["locked L9 messages/s, without MACs"]
            ),
        }
        return best, ratios
    finally:
        await client.close()
        for listener in (server, bare_server):
            await listener.close(grace=0.5)


def main() -> int:
    """Run the benchmark and print its table."""
    args = parse_args(__doc__ or "", extra=[("--uvloop", "run on uvloop (if installed)")])
    loop_name = use_uvloop(wanted=args.uvloop)
    results, ratios = asyncio.run(run(quick=args.quick))
    table = Table(
        title=f"L9 over HTTP/2 cleartext (127.0.0.1, {loop_name}, best of 3, 16 in flight)",
        title_justify="left",
    )
    table.add_column("measure")
    table.add_column("per second", justify="right")
    for name, value in results.items():
        table.add_row(name, f"{value:,.0f}")
    for name, value in ratios.items():
        table.add_row(f"ratio {name}", f"{value:.2f}")
    goals = {
        "resumed handshake / full": at_least(GOAL_RESUMED, ratios["resumed / full"]),
        "locked session / bare L8": at_least(GOAL_LOCKED, ratios["locked / bare"]),
        "with MACs / without": at_least(
            GOAL_AUTHENTICATED, ratios["authenticated / unauthenticated"]
        ),
    }
    return report("snl", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
