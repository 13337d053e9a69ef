"""A revocation watcher fed a malformed signed entry keeps watching (review 3)."""

from __future__ import annotations

import asyncio

from authority.client import Revocation
from contexts.builtin import builtin
from ioa.agent import Agent
from l9_snl.identity import AgentIdentity

V21 = builtin("urn:contexts:travel:v2.1")
SUPPLY = builtin("urn:contexts:supplyChain:v1.0")


class FakeClient:
    metadata_url = "http://authority.invalid/metadata/"

    def __init__(self, lists):
        self.lists = lists
        self.polls = 0

    def due(self, _now):
        return True

    def refresh(self, *, now):
        pass

    def revocations(self, *, now):  # noqa: ARG002 - the client's signature
        self.polls += 1
        return self.lists[min(self.polls - 1, len(self.lists) - 1)]


def good():
    return Revocation(
        urn=str(V21.urn), digest=V21.digest, reason="flaw", revoked_at="2026-11-30T00:00:00Z"
    )


async def test_a_malformed_signed_entry_does_not_kill_the_watcher():
    agent = Agent(AgentIdentity.generate("host"), contexts=[V21, SUPPLY])
    bad = Revocation(urn=str(V21.urn), digest=["not", "hashable"], reason="x", revoked_at="x")
    client = FakeClient([[bad], [bad, good()]])
    task = agent.watch_revocations(client, every=0.01)
    try:
        for _ in range(100):
            await asyncio.sleep(0.01)
            if agent.revoked:
                break
        assert not task.done(), "the watcher died"
        assert agent.revoked
    finally:
        await agent.close()


async def test_close_stops_the_watcher():
    agent = Agent(AgentIdentity.generate("host"), contexts=[V21, SUPPLY])
    client = FakeClient([[]])
    task = agent.watch_revocations(client, every=0.01)
    await asyncio.sleep(0.05)
    await agent.close()
    await asyncio.sleep(0)
    assert task.done()
