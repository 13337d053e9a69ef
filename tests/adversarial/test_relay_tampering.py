"""A relay that terminates TLS cannot rewrite, inject, replay, reorder or drop undetected.

Real agents on 127.0.0.1 over HTTP/2 with TLS; between them `TamperingRelay`,
which holds valid certificates (it terminates TLS, as a gateway or a load
balancer does) and attacks one frame of one direction: the traveller's
REQUEST, or the airline's answers. For every attack, in both directions, on
full and resumed sessions: the altered message never takes effect (the
handler never sees a rewritten request, the traveller never sees a rewritten
answer), and the session fails with `integrity_failure` (or `ack_timeout`
when the attacker drops the last message and nothing follows it).
"""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from tamper import ANSWER, REQUEST, Tamper, TamperingRelay, containing

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming, Tls
from ioa.gateway import Upstream
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki
from l8_comm.events import SessionTerminated
from l9_snl.handshake import TicketReceived
from l9_snl.identity import AgentIdentity
from l9_snl.session import SemanticConfig

TRAVEL = [builtin("urn:contexts:travel:v2.1")]
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
QUICK = SemanticConfig(ack_delay=0.2, ack_timeout=3.0)
ATTACKS = ("rewrite", "inject", "replay", "reorder", "drop")


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class World:
    """Traveller -> tampering relay (TLS terminated) -> airline, and what each side saw."""

    def __init__(self) -> None:
        self.traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL, semantic=QUICK)
        self.airline = Agent(AgentIdentity.generate("airline"), contexts=TRAVEL, semantic=QUICK)
        self.traveller.trust_peer(self.airline.identity)
        self.airline.trust_peer(self.traveller.identity)
        self.booked: list[dict] = []
        self.ended: dict[str, list[str]] = {"traveller": [], "airline": []}
        self.ending = {"traveller": asyncio.Event(), "airline": asyncio.Event()}
        self.ticket = asyncio.Event()

        @self.airline.handler("bookFlight")
        async def book(message: Incoming) -> dict:
            self.booked.append(dict(message.values))
            return {"booking_reference": "IOA7Q2", **message.values}

        for name, agent in (("traveller", self.traveller), ("airline", self.airline)):
            agent.observers.append(self._observer(name))

    def _observer(self, name: str):
        def observe(_session, event) -> None:
            if isinstance(event, SessionTerminated):
                self.ended[name].append(str(event.code))
                self.ending[name].set()
            elif isinstance(event, TicketReceived):
                self.ticket.set()

        return observe

    async def ended_with(self, side: str, *codes: str, seconds: float = 10) -> str:
        """The code the side's session ended with (waits for it)."""
        async with asyncio.timeout(seconds):
            await self.ending[side].wait()
        code = self.ended[side][0]
        assert code in codes, f"{side} ended with {code}, expected one of {codes}"
        return code


@contextlib.asynccontextmanager
async def through_relay(pki, *tampers: Tamper):
    world = World()
    tls = Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    listener = await world.airline.serve(tls=tls)
    upstream = Upstream("127.0.0.1", listener.port, client_ssl_context(pki.ca_cert))
    relay = TamperingRelay(upstream, list(tampers))
    await relay.start(ssl_context=server_ssl_context(pki.server_cert, pki.server_key))
    world.relay_port = relay.port
    world.tls = Tls(ca=pki.ca_cert)
    try:
        yield world
    finally:
        await relay.close()
        await listener.close()


async def connect(world: World):
    async with asyncio.timeout(10):
        return await world.traveller.connect(
            "127.0.0.1", world.relay_port, peer="airline", tls=world.tls
        )


def swap(old: bytes, new: bytes):
    return lambda payload: payload.replace(old, new, 1)


def forged_copy(payload: bytes) -> bytes:
    """The same message under a fresh id, rewritten: what an injecting relay would send."""
    return payload.replace(b'"JFK"', b'"LGA"').replace(b'"id":"', b'"id":"x', 1)


def tamper_for(attack: str, direction: str) -> Tamper:
    if direction == REQUEST:
        target = containing(b'"performative":"REQUEST"', b'"bookFlight"')
        rewrite, inject = swap(b'"JFK"', b'"LGA"'), forged_copy
    else:
        target = containing(b'"performative":"INFORM"', b'"booking_reference"')
        rewrite = swap(b'"IOA7Q2"', b'"EVIL99"')
        inject = swap(b'"IOA7Q2"', b'"EVIL99"')
    # reorder: two requests in flight (below); the relay holds the first REQUEST, or the
    # first INFORM answering one, until the next message in its direction has passed it
    return Tamper(attack, direction, target, rewrite=rewrite, inject=inject)


async def book(session, date: str = "2026-11-24"):
    return await session.request("bookFlight", {**FLIGHT, "date": date})


@pytest.mark.timeout(60)
@pytest.mark.parametrize("direction", [REQUEST, ANSWER])
@pytest.mark.parametrize("attack", ATTACKS)
async def test_an_in_path_relay_is_detected_and_its_change_never_takes_effect(
    pki, attack, direction
):
    tamper = tamper_for(attack, direction)
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        if attack == "reorder":
            # two requests in flight: the relay swaps them, or swaps their answers
            outcomes = await asyncio.gather(
                book(session), book(session, "2026-11-25"), return_exceptions=True
            )
        else:
            outcomes = [*await asyncio.gather(book(session), return_exceptions=True)]
        assert tamper.done, "the attack did not happen"
        # Nothing altered ever reached the other side's logic or the traveller.
        assert all(b["dest_code"] == "JFK" for b in world.booked)
        for outcome in outcomes:
            assert isinstance(outcome, AgentError | dict)
            if isinstance(outcome, dict):
                assert outcome["booking_reference"] == "IOA7Q2"
        if direction == REQUEST and attack != "replay":
            assert world.booked == []  # the altered, forged, swapped or missing one: never run
        if direction == REQUEST and attack == "replay":
            # The original may run (or be cancelled as the session ends): never the copy.
            assert len(world.booked) <= 1
        # The side that received the tampered stream ends its session, with the code.
        # Both sides end the session: the one that found it, and the one it told.
        found = ("integrity_failure", "ack_timeout") if attack == "drop" else ("integrity_failure",)
        await world.ended_with("airline", *found)
        await world.ended_with("traveller", *found)
        await session.close()


@pytest.mark.timeout(60)
@pytest.mark.parametrize("direction", [REQUEST, ANSWER])
@pytest.mark.parametrize("attack", ["rewrite", "inject", "replay"])
async def test_a_resumed_session_has_its_own_keys_and_is_bound_the_same(pki, attack, direction):
    tamper = tamper_for(attack, direction)
    async with through_relay(pki, Tamper(), tamper) as world:
        first = await connect(world)  # honest: it leaves a resumption ticket behind
        assert (await book(first))["booking_reference"] == "IOA7Q2"
        async with asyncio.timeout(5):
            await world.ticket.wait()
        await first.close()
        again = await connect(world)
        assert again.locked.locked.resumed
        await asyncio.gather(book(again), return_exceptions=True)
        assert tamper.done
        assert all(b["dest_code"] == "JFK" for b in world.booked)
        detector = "airline" if direction == REQUEST else "traveller"
        await world.ended_with(detector, "integrity_failure")
        await again.close()


@pytest.mark.timeout(60)
async def test_a_dropped_last_message_is_found_by_its_missing_acknowledgement(pki):
    # The second request is dropped when nothing else is in flight: no later message
    # reveals a gap, so only the missing acknowledgement can.
    tamper = Tamper("drop", REQUEST, containing(b'"performative":"REQUEST"'), times=2)
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        await book(session)
        await asyncio.sleep(4 * QUICK.ack_delay)  # every acknowledgement has gone both ways
        with pytest.raises(AgentError) as ended:
            await book(session, "2026-11-25")
        assert ended.value.code == "ack_timeout"
        assert tamper.done
        assert [b["date"] for b in world.booked] == ["2026-11-24"]
        assert await world.ended_with("traveller", "ack_timeout") == "ack_timeout"
        # The airline learns it from the traveller's notice, which arrives after a gap.
        await world.ended_with("airline", "integrity_failure", "ack_timeout")
        await session.close()


@pytest.mark.timeout(60)
async def test_a_tampered_session_ends_alone_and_another_through_the_same_relay_goes_on(pki):
    rewrite = tamper_for("rewrite", REQUEST)
    async with through_relay(pki, rewrite) as world:
        attacked = await connect(world)
        honest = await connect(world)
        with pytest.raises(AgentError):
            await book(attacked)
        await world.ended_with("airline", "integrity_failure")
        for day in range(25, 30):
            result = await book(honest, f"2026-11-{day}")
            assert result["booking_reference"] == "IOA7Q2"
        assert [b["date"] for b in world.booked] == [f"2026-11-{d}" for d in range(25, 30)]
        await attacked.close()
        await honest.close()


@pytest.mark.timeout(60)
async def test_an_honest_relay_changes_nothing_and_acknowledgements_flow(pki):
    async with through_relay(pki, Tamper()) as world:
        session = await connect(world)
        for day in range(10, 20):
            assert (await book(session, f"2026-11-{day}"))["dest_code"] == "JFK"
        await asyncio.sleep(3 * QUICK.ack_delay)  # ACKs go both ways; nothing times out
        await asyncio.sleep(QUICK.ack_timeout)
        assert world.ended == {"traveller": [], "airline": []}
        assert len(world.booked) == 10
        await session.close()


# -- a semantic gateway in the path: it reads and decides, it cannot forge ----------------------


PAYMENT = [builtin("urn:contexts:payment:v2.0")]


def payment(amount_minor: int) -> dict:
    return {"payee_id": "acme", "amount_minor": amount_minor, "currency": "USD"}


@pytest.mark.timeout(60)
async def test_a_semantic_gateway_relays_authenticated_sessions_and_ends_one_it_stops(pki):
    from importlib import resources  # noqa: PLC0415 - this test's own
    from pathlib import Path  # noqa: PLC0415

    from contexts.builtin import builtin_library  # noqa: PLC0415
    from ioa.gateway import Gateway  # noqa: PLC0415
    from l9_snl.firewall import Firewall, load_policies  # noqa: PLC0415

    examples = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
    payments = Agent(AgentIdentity.generate("payments"), contexts=PAYMENT, semantic=QUICK)
    clerk = Agent(AgentIdentity.generate("clerk-2"), contexts=PAYMENT, semantic=QUICK)
    payments.trust_peer(clerk.identity)
    clerk.trust_peer(payments.identity)
    paid: list[int] = []
    ended: list[str] = []

    @payments.handler("sendPayment")
    async def pay(message: Incoming) -> dict:
        paid.append(message.values["amount_minor"])
        return {"payment_id": "P-1", "status": "accepted"}

    payments.observers.append(
        lambda _s, e: isinstance(e, SessionTerminated) and ended.append(str(e.code))
    )
    listener = await payments.serve(tls=Tls(pki.server_cert, pki.server_key, pki.ca_cert))
    firewall = Firewall(load_policies(examples), log=lambda _: None)
    upstream = Upstream("127.0.0.1", listener.port, client_ssl_context(pki.ca_cert))
    gateway = Gateway(firewall, builtin_library(), upstream)
    await gateway.start(ssl_context=server_ssl_context(pki.server_cert, pki.server_key))
    try:
        async with asyncio.timeout(20):
            session = await clerk.connect(
                "127.0.0.1", gateway.port, peer="payments", tls=Tls(ca=pki.ca_cert)
            )
            for amount in (1250, 99_000, 500):  # small payments: relayed, MACs intact
                assert (await session.request("sendPayment", payment(amount)))["status"]
            await asyncio.sleep(2 * QUICK.ack_delay)  # ACKs cross the gateway both ways
            assert ended == []
            with pytest.raises(AgentError) as stopped:  # above 10,000.00 USD, no credential
                await session.request("sendPayment", payment(2_000_000))
        assert stopped.value.code == "integrity_failure"
        assert "forbidden" in stopped.value.reason  # the gateway's claim, shown as such
        assert "unauthenticated" in stopped.value.reason
        assert paid == [1250, 99_000, 500]  # the stopped one never reached the agent
        await session.close()
    finally:
        await gateway.close()
        await listener.close()


# -- cut short: a relay that drops what came last and closes both streams cleanly ---------------


@pytest.mark.timeout(60)
@pytest.mark.parametrize("how", ["truncate", "cut"])  # END_STREAM both ways, or RST_STREAM
@pytest.mark.parametrize("direction", [REQUEST, ANSWER])
async def test_a_relay_that_drops_the_last_message_and_closes_is_found_out(pki, direction, how):
    target = (
        containing(b'"performative":"REQUEST"', b'"bookFlight"')
        if direction == REQUEST
        else containing(b'"performative":"INFORM"', b'"booking_reference"')
    )
    tamper = Tamper(how, direction, target)
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        with pytest.raises(AgentError) as ended:
            await book(session)
        assert tamper.done
        # Neither side takes the end of the stream (clean or reset) for a close: both say
        # it was cut.
        assert ended.value.code in ("truncated", "integrity_failure")
        await world.ended_with("traveller", "truncated")
        if world.airline.locked_sessions:  # a cut right behind the LOCK can end its handshake
            await world.ended_with("airline", "truncated")
        if direction == REQUEST:
            assert world.booked == []
        await session.close()


@pytest.mark.timeout(60)
async def test_a_closed_session_ends_cleanly_on_both_sides(pki):
    async with through_relay(pki, Tamper()) as world:
        session = await connect(world)
        assert (await book(session))["booking_reference"] == "IOA7Q2"
        await session.close()  # a final ACK, then the end of the stream
        await asyncio.sleep(0.5)
        assert world.ended == {"traveller": [], "airline": []}


class ShownBeforeTheLock(Tamper):
    """Holds the traveller's frames after its HELLO until its first REQUEST, then sends that
    REQUEST ahead of everything held (the LOCK among it), then all of it in order: the
    airline sees a genuine REQUEST in the window where it seals but does not yet
    authenticate, and again, in order, after the LOCK."""

    def __init__(self) -> None:
        super().__init__("show-before-lock", REQUEST)
        self._count = 0
        self._held: list[bytes] = []  # type: ignore[assignment]

    def frames(self, direction: str, payload: bytes) -> list[bytes]:
        if direction != REQUEST or self.done:
            return [payload]
        self._count += 1
        if self._count == 1:
            return [payload]  # the HELLO
        self._held.append(payload)
        if b'"performative":"REQUEST"' not in payload:
            return []
        self.done = True
        return [payload, *self._held]


@pytest.mark.timeout(60)
async def test_a_request_shown_before_the_lock_is_not_answered_there_and_runs_once(pki):
    # Answered in the window, its sealed refusal reached the traveller as authentic while
    # the copy after the LOCK was booked: a request run on one side, refused on the other.
    tamper = ShownBeforeTheLock()
    async with through_relay(pki, tamper) as world:
        session = await connect(world)
        answer = await book(session)
        assert tamper.done
        assert answer["booking_reference"] == "IOA7Q2"
        assert len(world.booked) == 1
        assert world.ended == {"traveller": [], "airline": []}
        await session.close()


@pytest.mark.timeout(60)
async def test_sessions_closed_through_the_gateway_end_cleanly_at_the_agent(pki):
    # The clerk's final ACK crosses the gateway and reaches the agent before the streams
    # end; the agent's goodbye crosses back. A gateway that cut either short would make
    # the agent report `truncated` for an honest close.
    from importlib import resources  # noqa: PLC0415 - this test's own
    from pathlib import Path  # noqa: PLC0415

    from transport_helpers import eventually  # noqa: PLC0415

    from contexts.builtin import builtin_library  # noqa: PLC0415
    from ioa.gateway import Gateway  # noqa: PLC0415
    from l9_snl.firewall import Firewall, load_policies  # noqa: PLC0415

    examples = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
    payments = Agent(AgentIdentity.generate("payments"), contexts=PAYMENT, semantic=QUICK)
    clerk = Agent(AgentIdentity.generate("clerk-2"), contexts=PAYMENT, semantic=QUICK)
    payments.trust_peer(clerk.identity)
    clerk.trust_peer(payments.identity)
    ended: list[str] = []

    @payments.handler("sendPayment")
    async def pay(_message: Incoming) -> dict:
        return {"payment_id": "P-1", "status": "accepted"}

    for agent in (payments, clerk):
        agent.observers.append(
            lambda _s, e: isinstance(e, SessionTerminated) and ended.append(str(e.code))
        )
    listener = await payments.serve(tls=Tls(pki.server_cert, pki.server_key, pki.ca_cert))
    firewall = Firewall(load_policies(examples), log=lambda _: None)
    upstream = Upstream("127.0.0.1", listener.port, client_ssl_context(pki.ca_cert))
    gateway = Gateway(firewall, builtin_library(), upstream)
    await gateway.start(ssl_context=server_ssl_context(pki.server_cert, pki.server_key))
    try:
        for amount in (100, 200, 300):
            async with asyncio.timeout(20):
                session = await clerk.connect(
                    "127.0.0.1", gateway.port, peer="payments", tls=Tls(ca=pki.ca_cert)
                )
                await session.request("sendPayment", payment(amount))
                await session.close()
                await eventually(lambda: not payments.sessions)
        assert ended == []
        assert payments.locked_sessions == 3
    finally:
        await gateway.close()
        await listener.close()
