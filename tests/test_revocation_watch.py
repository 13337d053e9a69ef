"""Revocation at run time (issue 21, spec 8.4): an authority revokes, the agent stops using it.

Real parts on 127.0.0.1: the stage's Schema Authority (TUF over HTTP, SQLite),
agents serving HTTP/2 + TLS; the watch polls the authority with a short
interval, and every wait is for a condition, bounded.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from test_authority_service import make_store, root_of, running
from test_config_authority import write_config
from topic_helpers import TRAVEL, V21, host_and, offer

from authority.client import AuthorityClient, Revocation
from authority.exceptions import AuthorityUnreachableError
from contexts.builtin import builtin
from ioa.agent import AgentError
from ioa.agent_files import ConfigError, _load, load_config, revocation_sources
from ioa.revocations import revocations_to_apply
from ioa.stage import Stage
from l9_snl.exceptions import RemoteSemanticError

SUPPLY = "urn:contexts:supplyChain:v1.0"
REASON = "a flaw in its booking concepts"
EVERY = 0.05
"""Seconds between polls: short, so that a test waits little (it never waits on it)."""


async def drained(iterator: AsyncIterator[object]) -> AgentError:
    """Iterate until the host ends it: the `AgentError` it raised (bounded in time)."""

    async def drain() -> None:
        async with asyncio.timeout(20):
            async for _ in iterator:
                pass

    with pytest.raises(AgentError) as ended:
        await drain()
    return ended.value


async def test_a_revoked_context_closes_its_topic_and_group_and_refuses_new_sessions():
    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21, SUPPLY])
        member = await stage.agent("member", contexts=[V21, SUPPLY], serve=False)
        fares = host.topic("fares", context=V21)
        host.group("desk", context=V21)
        stock = host.topic("stock", context=SUPPLY)
        session = await stage.connect(member, "host", context=V21)
        subscription = await session.subscribe("fares")
        membership = await session.join("desk")
        fares.publish(offer(1))
        assert (await anext(subscription)).values["offer_id"] == "O-1"

        await stage.revoke(V21, REASON)
        host.watch_revocations(stage.client, every=EVERY)
        await stage.until(lambda: bool(host.revoked))

        for ended in (await drained(subscription), await drained(membership)):
            assert ended.code == "topic_closed"
            assert V21 in ended.reason
            assert REASON in ended.reason
        assert not stock.core.closed  # another context's topic goes on
        # A new session to that context is refused with the L9 code; another context locks.
        with pytest.raises(RemoteSemanticError) as refused:
            await stage.connect(member, "host", context=V21)
        assert refused.value.code == "revoked_context"
        other = await stage.connect(member, "host", context=SUPPLY)
        assert other.context == SUPPLY
        with pytest.raises(ValueError, match="revoked"):
            host.topic("fares-again", context=V21)


async def test_a_failed_fetch_is_logged_and_retried_and_the_agent_keeps_serving(caplog):
    class Unreachable:
        """The stage's client, but its first two polls find the authority unreachable."""

        def __init__(self, client: AuthorityClient) -> None:
            self.client = client
            self.metadata_url = client.metadata_url
            self.failures = 2

        def due(self, now: float) -> bool:
            return self.client.due(now)

        def refresh(self, *, now: float) -> None:
            self.client.refresh(now=now)

        def revocations(self, *, now: float) -> list[Revocation]:
            if self.failures:
                self.failures -= 1
                raise AuthorityUnreachableError("connection refused (on purpose)")
            return self.client.revocations(now=now)

    caplog.set_level(logging.WARNING, logger="ioa.agent")
    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21, SUPPLY])
        member = await stage.agent("member", contexts=[V21, SUPPLY], serve=False)
        flaky = Unreachable(stage.client)
        await stage.revoke(V21, REASON)
        task = host.watch_revocations(flaky, every=EVERY)  # type: ignore[arg-type]
        await stage.until(lambda: bool(host.revoked))
        failed = [r for r in caplog.records if "not fetched" in r.getMessage()]
        assert len(failed) == 2  # each failure said once; the third poll got the list
        assert "on purpose" in failed[0].getMessage()
        revoked = [r for r in caplog.records if "revoked:" in r.getMessage()]
        assert len(revoked) == 1  # applied once, however many polls saw it since
        assert not task.done()
        session = await stage.connect(member, "host", context=SUPPLY)
        assert session.context == SUPPLY
        await host.close()  # the watch ends with the agent
        assert task.done()


def entry(urn: str, digest: str, reason: str = REASON) -> Revocation:
    return Revocation(urn=urn, digest=digest, reason=reason, revoked_at="2026-11-30T00:00:00Z")


def test_only_new_revocations_of_a_held_urn_and_digest_are_applied():
    v20, v21 = TRAVEL
    supply = builtin(SUPPLY)
    listed = [
        entry(SUPPLY, supply.digest),  # a context this agent does not hold
        entry(V21, "sha256:" + "0" * 64),  # another document of a held URN
        entry(V21, v21.digest),
        entry(V21, v21.digest, "said twice"),  # repeated in one list
    ]
    assert revocations_to_apply(listed, TRAVEL, applied=set()) == [listed[2]]
    # The next poll lists the same (and more): only what is new.
    assert revocations_to_apply(listed, TRAVEL, applied={(V21, v21.digest)}) == []
    later = [*listed, entry(str(v20.urn), v20.digest)]
    assert revocations_to_apply(later, TRAVEL, applied={(V21, v21.digest)}) == [later[-1]]
    assert revocations_to_apply([], TRAVEL, applied=set()) == []


def test_context_revoked_is_idempotent_rebuilds_the_support_and_logs_once(caplog):
    caplog.set_level(logging.WARNING, logger="ioa.agent")
    host, _ = host_and()
    fares = host.topic("fares", context=V21)
    before = host.support()
    assert not any(c.revoked for c in before.contexts)
    v21 = TRAVEL[1]
    assert host.context_revoked(V21, reason=REASON, digest="sha256:" + "1" * 64) == []  # not ours
    assert host.revoked == frozenset()
    assert host.context_revoked(V21, reason=REASON) == ["fares"]
    assert host.context_revoked(V21, reason=REASON, digest=v21.digest) == []
    assert fares.core.closed
    after = host.support()
    assert after is not before
    assert [(str(c.context.urn), c.revoked) for c in after.contexts] == [
        ("urn:contexts:travel:v2.0", False),
        (V21, True),
    ]
    assert after.preferences().revoked == {(V21, v21.digest)}
    logged = [r for r in caplog.records if "revoked:" in r.getMessage()]
    assert len(logged) == 1
    assert V21 in logged[0].getMessage()
    assert REASON in logged[0].getMessage()


def test_a_watch_polls_at_a_positive_interval():
    host, _ = host_and()
    with pytest.raises(ValueError, match="above 0"):
        host.watch_revocations(None, every=0)  # type: ignore[arg-type]


async def test_a_config_that_sets_revocations_every_polls_its_authority(tmp_path: Path) -> None:
    store = make_store(tmp_path / "authority.db")
    document = builtin(V21).canonical
    store.operate(lambda repo: repo.publish(document, now=datetime.now(UTC)), actor="test")
    try:
        async with running(store) as url:
            (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
            section = f'url = "{url}"\nroot = "root.json"\ncache = "cache"\n'
            plain = write_config(tmp_path, section)
            _, _, config = await asyncio.to_thread(_load, plain, {})
            assert revocation_sources(config, plain) == []  # not asked: learnt at start only
            path = write_config(tmp_path, section + "revocations_every = 0.05\n")
            agent, _, config = await asyncio.to_thread(_load, path, {})
            [(client, every, grace)] = revocation_sources(config, path)
            assert (every, grace) == (0.05, 0.0)  # withheld from the metadata's expiry on
            graced = write_config(
                tmp_path, section + "revocations_every = 1\nrevocations_grace = 7200\n"
            )
            _, _, later = await asyncio.to_thread(_load, graced, {})
            assert [s[1:] for s in revocation_sources(later, graced)] == [(1.0, 7200.0)]
            agent.watch_revocations(client, every=every, grace=grace)
            agent.topic("fares", context=V21)
            reason = "withdrawn by its editors"
            store.operate(
                lambda repo: repo.revoke(V21, reason=reason, now=datetime.now(UTC)), actor="test"
            )
            async with asyncio.timeout(20):
                while not agent.revoked:  # noqa: ASYNC110 - the watch sets no event
                    await asyncio.sleep(0.01)  # polled for, bounded above
            assert agent.hosted_topics.topics["fares"].core.closed
            await agent.close()
    finally:
        store.close()


def test_revocations_every_is_a_positive_number_of_seconds(tmp_path: Path) -> None:
    path = write_config(
        tmp_path, 'url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_every = 0\n'
    )
    with pytest.raises(ConfigError, match="revocations_every"):
        load_config(path, {})
