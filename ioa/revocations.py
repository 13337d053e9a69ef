"""Revocation at run time: which of an authority's revocations concern an agent, and a watch loop.

`revocations_to_apply` is the decision, pure: of a signed revocation list, the
entries that revoke a context this agent holds (its URN and its digest) and that
it has not applied yet. `watch_revocations` is its driver: it asks an
`AuthorityClient` (synchronous, so in a worker thread) every `every` seconds and
hands what is new to `Agent.context_revoked`; a fetch that fails is logged and
the next poll retries, and once the metadata the client last verified has
expired (past a grace) the authority's contexts are withheld until a poll
succeeds (spec 8.4).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Collection, Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from contexts import SharedContext
from contexts.urn import ContextURN, ContextVersion

if TYPE_CHECKING:
    from authority.client import AuthorityClient, Revocation
    from ioa.agent_hosting import Hosting

logger = logging.getLogger("ioa.agent")


def canonical_urn(urn: str) -> str:
    """`urn` as the contexts spell theirs, so that a list and an agent compare equal.

    As is when it is no context URN (it then names no context an agent holds).
    """
    try:
        return str(ContextURN.parse(urn))
    except ValueError:
        return urn


def revocations_to_apply(
    listed: Iterable[Revocation],
    held: Iterable[SharedContext],
    applied: Collection[tuple[str, str]],
) -> list[Revocation]:
    """The entries of `listed` that revoke a context of `held` not in `applied` yet.

    An entry concerns a held context when it names its URN and its digest (another
    digest of the URN is another document, not the one this agent offers); `applied`
    holds the (URN, digest) pairs already revoked here. Each pair once, in the order
    listed, so that a list polled again (or repeating an entry) applies nothing twice.
    """
    mine = {(str(c.urn), c.digest) for c in held}
    taken = set(applied)
    news: list[Revocation] = []
    for entry in listed:
        if not _well_formed(entry):
            # Signed, yet malformed (an authority's bug): it names nothing this agent
            # holds, and must not stop the entries after it.
            logger.warning("a revocation entry that is not {urn, digest, reason}: %r", entry)
            continue
        pair = (canonical_urn(entry.urn), entry.digest)
        if pair in mine and pair not in taken:
            taken.add(pair)
            news.append(entry)
    return news


def _well_formed(entry: Revocation) -> bool:
    """Whether an entry's members are the strings its type says (the list is only JSON)."""
    members: tuple[object, ...] = (entry.urn, entry.digest, entry.reason)
    return all(isinstance(member, str) for member in members)


async def watch_revocations(
    agent: Hosting,
    client: AuthorityClient,
    *,
    every: float,
    grace: float | None = 0.0,
    clock: Callable[[], float] = time.time,
) -> None:
    """Poll `client`'s revocation list every `every` seconds; apply what concerns `agent`.

    Each poll asks the authority afresh (a refresh unless the client is due one anyway),
    in a worker thread. A failed poll (unreachable, a refused signature, anything) is
    logged and the next one retries; the agent keeps what it knew until `grace` seconds
    past the expiry of the metadata the client last verified (`AuthorityClient.
    verified_until`; unknown counts as expired): then what the authority revoked
    meanwhile cannot be known, and its contexts are withheld (`authority_unverified`)
    until a poll succeeds (`authority_verified`). `grace=None`: never withheld. Runs
    until cancelled.
    """
    authority: str | None = None  # the id its trusted root names, read once (a file)
    # what the last complete poll verified (before any: what loading the agent verified);
    # never read again after a failed poll, which may have refreshed the metadata without
    # the list (a relay dropping the list alone), or left newer roles on disk beside older
    # ones: either hid a revocation for as long as the attacker liked (an outside review)
    trusted_until = await _expiry(agent, client)
    while True:
        if authority is None:
            try:
                authority = await asyncio.to_thread(lambda: client.authority_id)
            except Exception:
                logger.exception("%s: %s names no authority", agent.agent_id, client.metadata_url)
        try:
            listed = await asyncio.to_thread(_poll, client, clock())
        except Exception as error:  # noqa: BLE001 - a watcher that died would stop revoking unseen
            logger.warning(
                "%s: revocations of %s not fetched (retried in %ss): %s",
                agent.agent_id,
                client.metadata_url,
                every,
                error,
            )
            if authority is not None and grace is not None:
                _withhold_if_stale(agent, trusted_until, authority, clock() - grace, error)
        else:
            trusted_until = await _expiry(agent, client)
            try:
                await _apply(agent, client, authority, listed, clock())
            except Exception:  # a fault here must not end the watch: logged, next poll
                logger.exception("%s: revocations not applied", agent.agent_id)
        await asyncio.sleep(every)


async def _apply(
    agent: Hosting,
    client: AuthorityClient,
    authority: str | None,
    listed: list[Revocation],
    now: float,
) -> None:
    """What a poll that succeeded learnt: verified again, revoked, minimums declared."""
    if authority in agent.unverified:
        agent.authority_verified(authority)
    for entry in revocations_to_apply(listed, agent.contexts, agent.revoked):
        agent.context_revoked(entry.urn, reason=entry.reason, digest=entry.digest)
    if authority is not None:
        held = [c for c in agent.contexts if agent.vouched.get(str(c.urn)) == authority]
        floors = await asyncio.to_thread(_declared_floors, client, held, now)
        for name, version in floors.items():
            agent.context_floor(name, version, authority=authority)


async def _expiry(agent: Hosting, client: AuthorityClient) -> float | None:
    """`client.verified_until`, None (fail closed) when it cannot be read (logged)."""
    try:
        return await asyncio.to_thread(lambda: client.verified_until)
    except Exception:  # a watcher that died would keep offering what may be revoked
        logger.exception("%s: %s: expiry not read", agent.agent_id, client.metadata_url)
        return None


def _withhold_if_stale(
    agent: Hosting, until: float | None, authority: str, since: float, error: Exception
) -> None:
    """After a failed poll: withhold `authority`'s contexts if `until` came by `since`.

    `until`: the expiry of what the last complete poll verified; None (unknown) counts
    as passed (fail closed).
    """
    if until is not None and since < until:
        return
    when = "an unknown time" if until is None else _utc(until)
    agent.authority_unverified(
        authority,
        reason=f"its metadata expired at {when} and no poll has succeeded since: {error}",
    )


def _utc(seconds: float) -> str:
    """`seconds` since the epoch as RFC 3339 UTC, to the second."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _declared_floors(
    client: AuthorityClient, held: Iterable[SharedContext], now: float
) -> dict[str, ContextVersion]:
    """The minimum secure versions `client`'s authority declares now above a held version.

    Read from the verified metadata of each held context (a worker thread: the documents
    come from the client's verified cache); a context it refuses now (revoked, gone) is
    left to the revocation list. A minimum declared after the agent started reached no
    running agent before (an outside audit against the L8/L9 paper).
    """
    from authority.exceptions import AuthorityError  # noqa: PLC0415 - with a client only

    floors: dict[str, ContextVersion] = {}
    for context in held:
        try:
            floor = client.fetch(context.urn, now=now).minimum_secure_version
        except AuthorityError:  # revoked, unpublished, unreachable: not a floor's to say
            continue
        if floor is not None and context.version < floor:
            floors[context.name] = max(floor, floors.get(context.name, floor))
    return floors


def _poll(client: AuthorityClient, now: float) -> list[Revocation]:
    """The authority's revocation list as of now (runs in a worker thread)."""
    if not client.due(now):  # else `revocations` refreshes first anyway
        client.refresh(now=now)
    return client.revocations(now=now)


__all__ = ["canonical_urn", "revocations_to_apply", "watch_revocations"]
