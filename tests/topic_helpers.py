"""What the topic tests share: a host and its members on 127.0.0.1, offers to publish."""

from __future__ import annotations

import asyncio
import contextlib

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.subscriptions import Publication, Subscription
from l9_snl.identity import AgentIdentity

TRAVEL = [builtin("urn:contexts:travel:v2.0"), builtin("urn:contexts:travel:v2.1")]
V21 = "urn:contexts:travel:v2.1"
OFFER = {
    "concept": "flight_offer",
    "offer_id": "O-1",
    "carrier_code": "AA",
    "flight_number": "117",
    "origin_code": "LAX",
    "dest_code": "JFK",
    "date": "2026-11-24",
    "departure_time": "08:00",
    "price_minor": 34900,
    "currency": "USD",
}


def offer(n: int) -> dict:
    return {**OFFER, "offer_id": f"O-{n}"}


def numbers(publications: list[Publication]) -> list[int]:
    return [int(p.values["offer_id"][2:]) for p in publications]


def host_and(*names: str, contexts=TRAVEL, **kwargs) -> tuple[Agent, list[Agent]]:
    host = Agent(AgentIdentity.generate("host"), contexts=contexts, **kwargs)
    members = [Agent(AgentIdentity.generate(name), contexts=contexts) for name in names]
    for member in members:
        member.trust_peer(host.identity)
        host.trust_peer(member.identity)
    return host, members


@contextlib.asynccontextmanager
async def serving(host: Agent):
    listener = await host.serve()
    try:
        yield listener.port
    finally:
        for member_session in list(host.sessions):
            await member_session.close()
        await listener.close()


async def take(subscription: Subscription, count: int) -> list[Publication]:
    async with asyncio.timeout(20):
        return [await anext(subscription) for _ in range(count)]
