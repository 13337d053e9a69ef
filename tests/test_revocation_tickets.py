"""Tickets are chosen by the context asked for and never for a revoked one (review 3)."""

from __future__ import annotations

import pytest
from topic_helpers import V21

from ioa.stage import Stage
from l9_snl.exceptions import SemanticError

SUPPLY = "urn:contexts:supplyChain:v1.0"


async def _pair(stage):
    host = await stage.agent("host", contexts=[V21, SUPPLY])
    member = await stage.agent("member", contexts=[V21, SUPPLY], serve=False)
    return host, member


async def test_initiator_revoked_ticket_context_refuses_resume():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        assert member._tickets.count("host") >= 1
        member.context_revoked(V21, reason="r")
        with pytest.raises(SemanticError) as refused:
            await stage.connect(member, "host", context=V21)
        assert refused.value.code == "revoked_context"


async def test_initiator_revoked_ticket_does_not_break_another_context():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        member.context_revoked(V21, reason="r")
        other = await stage.connect(member, "host", context=SUPPLY)
        assert other.context == SUPPLY


async def test_responder_revoked_refuses_resume():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        host.context_revoked(V21, reason="r")
        with pytest.raises(SemanticError) as refused:
            await stage.connect(member, "host", context=V21)
        assert refused.value.code == "revoked_context"
        other = await stage.connect(member, "host", context=SUPPLY)
        assert other.context == SUPPLY


async def test_responder_revoked_with_no_context_named():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        host.context_revoked(V21, reason="r")
        other = await stage.connect(member, "host")
        assert other.context != V21


async def test_baseline_ticket_of_one_context_then_connect_another():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        other = await stage.connect(member, "host", context=SUPPLY)
        assert other.context == SUPPLY


async def test_initiator_revoked_then_default_connect():
    async with Stage() as stage:
        host, member = await _pair(stage)
        s = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await s.close()
        member.context_revoked(V21, reason="r")
        other = await stage.connect(member, "host")
        assert other.context == SUPPLY
