"""A known fault, kept as a strict xfail for its owners: a member behind the shipped firewall.

Found while building `ioa demo supply-chain` (issue 21): an agent whose firewall
is the shipped examples cannot join a group. Its firewall quarantines the
host's AGREE (decision: principal wholesaler-2, action AGREE, screen signals
`encoded`, policy `00-baseline/quarantine-injected-text`), so the join ends
`protocol_violation`. The AGREE carries the topic, seq, missed, the context's
URN and digest (`ioa/topics.py`, `HostedTopic._admit`) and the members
(`ioa/groups.py`, `HostedGroup._admit`); the digest alone screens as `encoded`
(not flagged). Which reading flags the whole message was not pinned down.
"""

from __future__ import annotations

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.stage import EXAMPLE_POLICIES
from l9_snl.identity import AgentIdentity

SUPPLY_CHAIN = "urn:contexts:supplyChain:v1.0"


@pytest.mark.xfail(
    strict=True, reason="the member's firewall quarantines the host's AGREE (screen: encoded)"
)
async def test_a_member_behind_the_example_firewall_joins_a_group():
    contexts = [builtin(SUPPLY_CHAIN)]
    host = Agent(AgentIdentity.generate("wholesaler-2"), contexts=contexts)
    member = Agent(
        AgentIdentity.generate("distributor-1"), contexts=contexts, policies=EXAMPLE_POLICIES
    )
    member.trust_peer(host.identity)
    host.trust_peer(member.identity)
    host.group("supply.widget-42", context=SUPPLY_CHAIN)
    listener = await host.serve()
    try:
        session = await member.connect(
            "127.0.0.1", listener.port, peer="wholesaler-2", context=SUPPLY_CHAIN
        )
        membership = await session.join("supply.widget-42")
        assert membership.members == {"wholesaler-2", "distributor-1"}
        await session.close()
    finally:
        for session in list(host.sessions):
            await session.close()
        await listener.close()
        await member.close()
