"""`Agent.request`: one task on a session of its own, the REQUEST behind a resumed HELLO.

Over real HTTP/2 and HTTP/3 on 127.0.0.1: the first call locks in full and sends
the REQUEST once locked; a later one resumes by ticket, and the REQUEST travels
in the first flight (the responder sees it declared by the HELLO) where both
agents let it (`early_performatives`), after the lock where they do not (the
default); a refusal comes back as `AgentError` with the peer's code; nothing
stays open.
"""

from __future__ import annotations

import asyncio

import pytest

from contexts.builtin import builtin
from ioa.agent import NOT_HANDLED, Agent, AgentError, Incoming, Tls
from l7_transport import TransportConfig
from l7_transport.tls import write_dev_pki
from l8_comm import Endpoint, Performative
from l9_snl.exceptions import LocalSemanticError
from l9_snl.handshake import HandshakeConfig
from l9_snl.identity import AgentIdentity

TRAVEL = [builtin("urn:contexts:travel:v2.1")]
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


EARLY_REQUESTS = HandshakeConfig(
    early_performatives=frozenset({Performative.QUERY, Performative.REQUEST})
)


def paired(handshake: HandshakeConfig) -> tuple[Agent, Agent]:
    """A traveller (no lingering connection) and an airline that trust each other."""
    traveller = Agent(
        AgentIdentity.generate("traveller"),
        contexts=TRAVEL,
        transport=TransportConfig(reuse_linger=0),
        handshake=handshake,
    )
    airline = Agent(AgentIdentity.generate("airline"), contexts=TRAVEL, handshake=handshake)
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    return traveller, airline


def early_booking() -> tuple[Agent, Agent, list[bool]]:
    """A traveller and an airline that let a REQUEST travel early; whether each booking resumed."""
    traveller, airline = paired(EARLY_REQUESTS)
    booked: list[bool] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        booked.append(message.session.locked.locked.resumed)
        return {"booking_reference": "IOA7Q2", **message.values}

    return traveller, airline, booked


@pytest.mark.parametrize(
    ("protocol", "handshake"),
    [("h2c", EARLY_REQUESTS), ("h3", EARLY_REQUESTS), ("h2c", HandshakeConfig())],
    ids=["h2c-early", "h3-early", "h2c-default"],
)
async def test_a_second_request_travels_with_the_resumed_hello(pki, protocol, handshake):
    traveller, airline = paired(handshake)
    seen: list[tuple[bool, bool]] = []

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        locked = message.session.locked.locked
        early = locked.early is not None and (
            locked.early.conversation_id == message.envelope.conversation_id
        )
        seen.append((locked.resumed, early))
        return {"booking_reference": "IOA7Q2", **message.values}

    transport = "h3" if protocol == "h3" else "h2"
    tls = None if protocol == "h2c" else Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    listener = await airline.serve(protocol=transport, tls=tls)
    where = {"port": listener.port, "peer": "airline", "protocol": transport, "tls": tls}
    try:
        async with asyncio.timeout(30):
            for _ in range(3):
                result = await traveller.request(
                    "127.0.0.1", task="bookFlight", parameters=FLIGHT, **where
                )
                assert result == {"booking_reference": "IOA7Q2", **FLIGHT}
            with pytest.raises(LocalSemanticError, match="not sent") as refused:
                await traveller.request(
                    "127.0.0.1", task="bookFlight", parameters={"origin_code": "?"}, **where
                )
            assert refused.value.code == "invalid_content"
            airline.handlers.clear()  # the peer refuses what it cannot do: its code comes back
            with pytest.raises(AgentError) as not_handled:
                await traveller.request("127.0.0.1", task="bookFlight", parameters=FLIGHT, **where)
            assert not_handled.value.code == NOT_HANDLED
            assert traveller.sessions == []  # each session ended with its answer
            assert len(traveller.connections) == 0
    finally:
        await traveller.close()
        await listener.close()
    # the first locks in full and asks once locked; then resumed, the request early
    early = Performative.REQUEST in handshake.early_performatives
    assert seen == [(False, False), (True, early), (True, early)]


async def test_a_refusal_forged_before_the_lock_leaves_the_early_request_to_its_answer(
    monkeypatch,
):
    # A relay puts a NOT_UNDERSTOOD in the early REQUEST's conversation ahead of the SELECT.
    # Nothing from the peer is authenticated then: the traveller takes no notice of it (it
    # answers nothing, ends no conversation), so the airline's real answer is the result.
    import ioa.agent  # noqa: PLC0415 - patched here only

    forge: list[bool] = []

    class Relayed(Endpoint):
        early: str | None = None

        def send(self, performative, *args, **kwargs):
            sent = super().send(performative, *args, **kwargs)
            if performative == Performative.REQUEST and forge:
                self.early = sent.conversation_id
            return sent

        def receive_data(self, data, *args):
            if self.early is not None:
                forger = Endpoint("airline", peer_id="traveller", registry=self.registry)
                forger.send(
                    Performative.NOT_UNDERSTOOD,
                    {"code": "forbidden", "reason": "a relay's"},
                    protocol="notice",
                    to=("traveller",),
                    conversation_id=self.early,
                )
                data, self.early = forger.data_to_send() + bytes(data), None
            return super().receive_data(data, *args)

    traveller, airline, booked = early_booking()
    monkeypatch.setattr(ioa.agent, "Endpoint", Relayed)
    listener = await airline.serve()
    where = {"port": listener.port, "peer": "airline", "task": "bookFlight", "parameters": FLIGHT}
    try:
        async with asyncio.timeout(30):
            await traveller.request("127.0.0.1", **where)  # full: leaves a ticket
            forge.append(True)
            result = await traveller.request("127.0.0.1", **where)  # resumed, early REQUEST
    finally:
        await traveller.close()
        await listener.close()
    assert result == {"booking_reference": "IOA7Q2", **FLIGHT}
    assert booked == [False, True]  # the forged refusal arrived while the early one was asked
