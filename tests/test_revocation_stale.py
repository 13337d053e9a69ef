"""An authority whose revocations cannot be verified: its contexts are withheld (spec 8.4).

A network attacker who blocks an agent's polls of its authority hides every
revocation from then on. Once the metadata the agent last verified has expired
(past a grace), the agent fails closed: the authority's contexts are offered in no
new handshake and named in no card until a poll succeeds again. Real parts on
127.0.0.1: the stage's Schema Authority (TUF over HTTP, SQLite) and agents serving
HTTP/2 + TLS; only the watch's clock is moved, and "down" is a client that raises
what an unreachable authority raises.
"""

from __future__ import annotations

import asyncio
import logging
import time

import pytest
from topic_helpers import TRAVEL, V21, host_and, offer

from authority.client import AuthorityClient, Revocation, VerifiedContext
from authority.exceptions import AuthorityUnreachableError
from ioa.stage import Stage
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError

SUPPLY = "urn:contexts:supplyChain:v1.0"
EVERY = 0.02
"""Seconds between polls: short, so that a test waits little (it never waits on it)."""


class Blockable:
    """The stage's real client, with polls that fail as an unreachable authority's do."""

    def __init__(self, client: AuthorityClient, *, until: float | None = None) -> None:
        self.client = client
        self.metadata_url = client.metadata_url
        self.down = False
        self.polls = 0
        self._until = until

    @property
    def authority_id(self) -> str:
        return self.client.authority_id

    @property
    def verified_until(self) -> float | None:
        return self._until if self._until is not None else self.client.verified_until

    def due(self, now: float) -> bool:
        return self.client.due(now)

    def refresh(self, *, now: float) -> None:
        self._poll()
        self.client.refresh(now=now)

    def revocations(self, *, now: float) -> list[Revocation]:
        self._poll()
        return self.client.revocations(now=now)

    def fetch(self, urn: str, *, now: float) -> VerifiedContext:
        return self.client.fetch(urn, now=now)

    def _poll(self) -> None:
        self.polls += 1
        if self.down:
            raise AuthorityUnreachableError("connection refused (blocked on purpose)")


class Clock:
    """The watch's wall clock: real time plus a jump the test sets."""

    def __init__(self) -> None:
        self.ahead = 0.0

    def __call__(self) -> float:
        return time.time() + self.ahead


async def stopped(watches: list[tuple[asyncio.Task[None], Blockable]]) -> None:
    """End watches whose polls write in the stage's folder, before the stage removes it.

    Down first, then two polls that fail before touching the cache, then cancelled: a
    cancelled poll's thread would still be writing when the folder goes.
    """
    for task, client in watches:
        client.down = True
        await polled(client, 2)
        task.cancel()


async def polled(client: Blockable, times: int = 3) -> None:
    """Wait for `times` more polls (bounded): what the watch decides on them is done."""
    target = client.polls + times
    async with asyncio.timeout(20):
        while client.polls < target:  # noqa: ASYNC110 - the watch sets no event
            await asyncio.sleep(0.005)


async def test_past_the_expiry_an_unreachable_authoritys_contexts_are_withheld_then_offered_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="ioa.agent")
    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21, SUPPLY])
        member = await stage.agent("member", contexts=[V21, SUPPLY], serve=False)
        fares = host.topic("fares", context=V21)
        before = await stage.connect(member, "host", context=V21)  # leaves member a ticket
        subscription = await before.subscribe("fares")
        blocked, clock = Blockable(stage.client), Clock()
        watch = host.watch_revocations(blocked, every=EVERY, clock=clock)  # type: ignore[arg-type]
        await polled(blocked)
        assert host.withheld == frozenset()

        blocked.down = True
        await polled(blocked)  # failing, but its metadata has not expired: nothing withheld
        assert host.withheld == frozenset()
        until = stage.client.verified_until
        assert until is not None
        assert until > time.time()
        clock.ahead = until - time.time() + 1  # one second past the expiry
        await polled(blocked)
        assert host.unverified.keys() == {stage.authority_id}
        assert host.withheld == {(str(c.urn), c.digest) for c in host.contexts}
        assert host.usable_contexts() == []
        assert host.claims()["digests"] == {}  # the card names none of them
        # a new session is refused, resumed (member holds a ticket) or not
        for context in (V21, SUPPLY):
            with pytest.raises(RemoteSemanticError):
                await stage.connect(member, "host", context=context)
        with pytest.raises(ValueError, match="withheld"):
            host.topic("fares-again", context=V21)
        # what ran before goes on: the earlier session still gets the topic's publications
        fares.publish(offer(7))
        async with asyncio.timeout(20):
            assert (await anext(subscription)).values["offer_id"] == "O-7"
        withheld = [r for r in caplog.records if "cannot be verified" in r.getMessage()]
        assert len(withheld) == 1  # said once, however many polls failed since
        assert "blocked on purpose" in withheld[0].getMessage()

        blocked.down = False
        clock.ahead = 0.0
        await polled(blocked)
        assert host.unverified == {}
        assert host.withheld == frozenset()
        again = await stage.connect(member, "host", context=V21)
        assert again.context == V21
        assert any("verified again" in r.getMessage() for r in caplog.records)
        await stopped([(watch, blocked)])


async def test_the_grace_delays_the_withholding_and_none_never_withholds() -> None:
    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21])
        until = time.time() + 100.0
        for grace, ahead, withheld in ((3600.0, 101.0, False), (3600.0, 3701.0, True)):
            blocked, clock = Blockable(stage.client, until=until), Clock()
            blocked.down, clock.ahead = True, ahead
            task = host.watch_revocations(blocked, every=EVERY, grace=grace, clock=clock)
            await polled(blocked)
            assert bool(host.withheld) is withheld, (grace, ahead)
            task.cancel()
        host.authority_verified(stage.authority_id)
        forever = Blockable(stage.client, until=until)
        forever.down = True
        clock = Clock()
        clock.ahead = 10 * 365 * 24 * 3600.0
        host.watch_revocations(forever, every=EVERY, grace=None, clock=clock)
        await polled(forever)
        assert host.withheld == frozenset()


async def test_an_unknown_expiry_withholds_at_the_first_failed_poll() -> None:
    class NoExpiry(Blockable):
        @property
        def verified_until(self) -> float | None:
            return None  # no readable metadata: fail closed

    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21])
        blocked = NoExpiry(stage.client)
        host.watch_revocations(blocked, every=EVERY)
        await polled(blocked)
        assert host.withheld == frozenset()  # polls succeed: nothing to withhold
        blocked.down = True
        await polled(blocked)
        assert host.unverified.keys() == {stage.authority_id}
        assert "unknown time" in host.unverified[stage.authority_id]


def test_withholding_is_per_authority_undone_and_leaves_revocations_alone() -> None:
    host, _ = host_and()
    v20, v21 = TRAVEL
    host.vouched[str(v20.urn)] = "other-authority"
    host.context_revoked(V21, reason="a flaw")
    assert host.authority_unverified("local", reason="blocked") == []  # only V21's: revoked
    host.authority_verified("local")
    assert host.authority_unverified("other-authority", reason="blocked") == [str(v20.urn)]
    assert host.authority_unverified("other-authority", reason="again") == []  # once
    assert host.withheld == {(str(v20.urn), v20.digest), (V21, v21.digest)}
    support = host.support()
    assert [(str(c.context.urn), c.revoked) for c in support.contexts] == [(V21, True)]
    # the wire's `revoked` list says only what is known revoked, never what is withheld
    assert support.preferences().revoked == {(V21, v21.digest)}
    with pytest.raises(LocalSemanticError, match="withholds") as refused:
        host.support(str(v20.urn))
    assert refused.value.code == "no_common_context"  # a handshake's refusal (a master's
    # sub-task fails; its run goes on)
    assert host.authority_verified("other-authority") == [str(v20.urn)]
    assert host.authority_verified("other-authority") == []
    assert host.withheld == {(V21, v21.digest)}  # the revocation stays
    assert [str(c.urn) for c in host.usable_contexts()] == [str(v20.urn)]


def test_a_watch_refuses_a_negative_grace() -> None:
    host, _ = host_and()
    with pytest.raises(ValueError, match="grace"):
        host.watch_revocations(None, every=1, grace=-1)  # type: ignore[arg-type]


async def test_a_master_whose_aci_authority_is_unverified_fails_the_sub_tasks_not_the_run() -> None:
    from master_helpers import answering, run_with, team  # noqa: PLC0415 - this test only

    from ioa.plans import rule_planner  # noqa: PLC0415

    works = {agent: answering("done") for agent in ("hotel-agent", "flight-agent", "weather-agent")}
    master, listeners = await team(works, planner=rule_planner)
    (authority,) = set(master.agent.vouched.values())
    master.agent.authority_unverified(authority, reason="its metadata expired")
    outcome = await run_with(master, listeners, "T-withheld", "plan a trip to Lisbon")
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all("no_common_context" in refusal for refusal in outcome.refused), outcome.refused


async def test_a_minimum_secure_version_declared_since_start_is_applied_at_the_next_poll(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """An outside audit (the L8/L9 paper): an authority that declared v2.1 the minimum
    secure version after agents started was never heard: they went on locking v2.0."""
    import json  # noqa: PLC0415

    from contexts.builtin import builtin  # noqa: PLC0415

    caplog.set_level(logging.WARNING, logger="ioa.agent")
    v20 = "urn:contexts:travel:v2.0"
    async with Stage(contexts=[v20]) as stage:
        host = await stage.agent("host", contexts=[v20])
        member = await stage.agent("member", contexts=[v20], serve=False)
        before = await stage.connect(member, "host", context=v20)  # a ticket for later
        assert before.context == v20
        watching = [Blockable(stage.client) for _ in (host, member)]
        watches = [
            (agent.watch_revocations(client, every=EVERY), client)  # type: ignore[arg-type]
            for agent, client in zip((host, member), watching, strict=True)
        ]
        newer = json.loads(builtin(V21).canonical)
        newer["minimum_secure_version"] = "v2.1"
        await stage.publish(json.dumps(newer).encode())
        for client in watching:
            await polled(client)
        for agent in (host, member):
            assert str(agent.floors["travel"]) == "v2.1"
            assert agent.usable_contexts() == []  # v2.0 only, below the floor
        with pytest.raises(LocalSemanticError, match=r"declared since: travel v2\.1"):
            await stage.connect(member, "host", context=v20)  # refused here
        other = await stage.agent("other", contexts=[v20], serve=False)  # heard of no floor
        with pytest.raises(RemoteSemanticError) as refused:
            await stage.connect(other, "host", context=v20)  # and there
        assert refused.value.code == "no_common_context"
        said = [r.getMessage() for r in caplog.records if "secure from v2.1" in r.getMessage()]
        assert len(said) == 2  # each agent once, however many polls since
        await stopped(watches)


def test_a_context_the_authority_no_longer_serves_is_left_to_the_revocation_list() -> None:
    from dataclasses import dataclass  # noqa: PLC0415

    from authority.exceptions import AuthorityUnreachableError, UnknownContextError  # noqa: PLC0415
    from contexts.urn import ContextVersion  # noqa: PLC0415
    from ioa.revocations import _declared_floors  # noqa: PLC0415

    v20, v21 = TRAVEL

    @dataclass
    class Declared:
        minimum_secure_version: ContextVersion | None

    class Client:
        def fetch(self, urn: object, *, now: float) -> Declared:  # noqa: ARG002 - a client's
            if str(urn) == str(v21.urn):
                return Declared(ContextVersion.parse("v3.0"))
            raise UnknownContextError(f"{urn} is not published")

    assert _declared_floors(Client(), [v20, v21], 0.0) == {"travel": ContextVersion.parse("v3.0")}  # type: ignore[arg-type]

    class Gone:
        def fetch(self, urn: object, *, now: float) -> Declared:  # noqa: ARG002 - a client's
            raise AuthorityUnreachableError(f"down: {urn}")

    assert _declared_floors(Gone(), [v20, v21], 0.0) == {}  # type: ignore[arg-type]


async def test_a_list_blocked_while_the_metadata_refreshes_still_withholds() -> None:
    """An outside review: a relay that let the metadata through and dropped only the
    revocation list kept `verified_until` moving, and nothing was ever withheld. The
    expiry that counts is the last complete poll's, never read again after a failure."""
    host, _ = host_and()
    started = time.time()

    class ListDropped:
        metadata_url = "https://authority.example/metadata/"
        authority_id = "local"
        refreshed = False

        @property
        def verified_until(self) -> float:
            # what loading verified, until a refresh verifies newer metadata, a day ahead
            return time.time() + 86400 if self.refreshed else started + 60

        def due(self, now: float) -> bool:  # noqa: ARG002 - a client's
            return True

        def revocations(self, *, now: float) -> list[Revocation]:
            self.refreshed = True  # the metadata came through...
            raise AuthorityUnreachableError(f"the list was dropped at {now}")  # ...the list not

    clock = Clock()
    clock.ahead = 120.0  # past what loading verified, never past what refreshes verify
    task = host.watch_revocations(ListDropped(), every=EVERY, clock=clock)  # type: ignore[arg-type]
    async with asyncio.timeout(10):
        while not host.unverified:  # noqa: ASYNC110 - the watch sets no event
            await asyncio.sleep(0.005)
    task.cancel()
    assert host.withheld == {(str(c.urn), c.digest) for c in host.contexts}
