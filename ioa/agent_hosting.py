"""What an agent hosts and what it stops using: topics, groups, aggregations, revocations.

The part of `ioa.agent.Agent` that hosts the patterns of spec 8 on its sessions
(`topic`, `group`, `aggregation`, `unhost`) and applies revocations learnt at run
time (`context_revoked`, `watch_revocations`, spec 8.4), and withholds an
authority's contexts while their revocations cannot be verified
(`authority_unverified`, `authority_verified`). A base class of `Agent`, split
from it along this seam; it reads the agent's contexts, id and hosted table.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from contexts import SharedContext
from contexts.urn import ContextVersion
from ioa.groups import HostedGroup
from ioa.revocations import canonical_urn, watch_revocations
from ioa.rounds import HostedAggregation, RoundsConfig
from ioa.topics import HostedTopic, HostedTopics, Overflow, TopicConfig, context_named
from l8_comm.patterns.topics import DEFAULT_MAX_BYTES
from l9_snl.clarification import DefinitionCache

if TYPE_CHECKING:
    from authority.client import AuthorityClient

logger = logging.getLogger("ioa.agent")


class Hosting:
    """Hosting the patterns of spec 8 and applying revocations: a base of `Agent`."""

    agent_id: str
    contexts: tuple[SharedContext, ...]
    vouched: dict[str, str]
    hosted_topics: HostedTopics
    _revoked: dict[tuple[str, str], str]
    _unverified: dict[str, str]
    _floors: dict[str, ContextVersion]
    definitions: DefinitionCache
    _watchers: set[asyncio.Task[None]]

    def _start_hosting(self) -> None:
        """Host nothing yet: nothing revoked, withheld or agreed (from `Agent.__init__`)."""
        self.hosted_topics = HostedTopics()
        """The topics and aggregations this agent hosts, served on its sessions."""
        self._revoked = {}
        """(URN, digest) of a context of this agent revoked at run time -> the reason."""
        self._unverified = {}
        """Authorities whose revocations cannot be verified now -> why (their contexts are
        withheld: `authority_unverified`)."""
        self._watchers = set()
        """Revocation watches running (`watch_revocations`), cancelled by `close`."""
        self._floors = {}
        """Context name -> the minimum secure version an authority declared at run time."""
        self.definitions = DefinitionCache()
        """Concept definitions agreed with peers (spec 12.13), kept by (this agent, peer,
        context digest, name) for every later session with the same peer under the same
        context: one cache for all of this agent's sessions, bounded (least recently used
        first)."""

    def topic(  # noqa: PLR0913 - a topic's name, its context, and what it keeps
        self,
        name: str,
        *,
        context: str | None = None,
        history: int = 0,
        queue: int = 256,
        overflow: str = "drop_oldest",
        max_subscribers: int = 4096,
        max_per_member: int = 16,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> HostedTopic:
        """Host the topic `name` on this agent (spec 8.1.1): members subscribe and publish on it.

        The topic locks one of this agent's contexts (`context`: a URN or name; None: its
        only one), URN and digest: only sessions locked to exactly that context may
        subscribe or publish. It keeps the newest `history` publications for resuming
        subscribers, and at most `queue` publications per subscriber that its session has
        not taken; beyond, `overflow` drops the oldest ("drop_oldest", a gap the subscriber
        is told of) or the subscriber ("disconnect", code `slow_subscriber`). It admits
        `max_subscribers` subscriptions, at most `max_per_member` of them by one member
        (beyond: `topic_full`). The queues hold at most `max_bytes` of publications
        together (each counted once), and the history as many: beyond, the oldest go from
        every queue that holds them, as `overflow` says.
        """
        config = TopicConfig(
            history=history,
            queue=queue,
            overflow=Overflow(overflow),
            max_subscribers=max_subscribers,
            max_per_member=max_per_member,
            max_bytes=max_bytes,
        )
        return self.hosted_topics.host(name, self._lockable(context), config)

    def group(  # noqa: PLR0913 - a group's name, its context, and what it keeps
        self,
        name: str,
        *,
        context: str | None = None,
        max_members: int = 256,
        queue: int = 256,
        overflow: str = "disconnect",
        admits: Iterable[str] | None = None,
        max_bytes: int = DEFAULT_MAX_BYTES,
        share: int = 0,
    ) -> HostedGroup:
        """Host the collaboration group `name` on this agent (spec 8.3.1).

        Members join (`AgentSession.join`), send, and each sees every member's messages,
        and every join and leave, in one total order this agent sets. The group locks one
        of this agent's contexts as a topic does (`context`), admits `max_members` agents
        (one membership each), and holds at most `queue` messages per member that its
        session has not taken: beyond, `overflow` drops the member ("disconnect", code
        `slow_subscriber`, the default: every member sees every message or leaves) or the
        oldest ("drop_oldest", a gap it is told of). A group keeps no history: a member
        sees what is sent while it is a member, from its own join. `admits`: the agent ids
        that may join (None: any the firewall lets in); any other is refused `not_a_member`.
        The members' queues hold at most `max_bytes` of messages together (each counted
        once): beyond, the oldest go as `overflow` says. `share` (0: none) bounds what one
        member can make the others hold: among the group's last `queue` items at most
        `share` are its own (messages, joins, leaves), holding at most `share / queue` of
        `max_bytes`; past it its message or join is refused `busy`, and a member that reads
        slowly is not dropped for another's flood. A task group has one (spec 14.5).
        """
        config = TopicConfig(
            queue=queue,
            overflow=Overflow(overflow),
            max_subscribers=max_members,
            max_per_member=1,
            max_bytes=max_bytes,
            share=share,
        )
        chosen = self._lockable(context)
        return self.hosted_topics.host_group(
            name, chosen, config, host=self.agent_id, admits=admits
        )

    def unhost(self, name: str, reason: str) -> bool:
        """Stop hosting `name` (a topic, group or aggregation): closed, its name free.

        Its members get `topic_closed` with `reason`; False when nothing of that name is
        hosted here.
        """
        return self.hosted_topics.unhost(name, reason)

    def aggregation(  # noqa: PLR0913 - its name, its context, its defaults and bounds
        self,
        name: str,
        *,
        context: str | None = None,
        quorum: int | None = None,
        deadline: float = 60.0,
        max_rounds: int = 256,
        max_contributions: int = 1024,
        max_round_bytes: int = 8 * 1024 * 1024,
        max_per_requester: int = 16,
        max_requester_bytes: int | None = None,
        max_bytes: int | None = None,
    ) -> HostedAggregation:
        """Host the aggregation `name` (spec 8.2.1), locked to `context` as a topic is.

        A round's requester names its contributors, may name its `quorum` (default this one,
        else all) and `deadline` (seconds, default this one); `max_rounds` open at once, each
        keeping at most `max_round_bytes` of contributions (encoded); `max_per_requester`
        open at once for one requester (over all its sessions), whose rounds keep at most
        `max_requester_bytes` together (default 16 MiB, or `max_round_bytes` if more); all
        open rounds keep at most `max_bytes` (default 64 MiB, or `max_requester_bytes` if
        more). Past any of them a contribution is refused `round_full`.
        """
        if max_requester_bytes is None:
            max_requester_bytes = max(16 * 1024 * 1024, max_round_bytes)
        if max_bytes is None:
            max_bytes = max(64 * 1024 * 1024, max_requester_bytes)
        config = RoundsConfig(
            max_rounds=max_rounds,
            max_contributions=max_contributions,
            max_round_bytes=max_round_bytes,
            max_per_requester=max_per_requester,
            max_requester_bytes=max_requester_bytes,
            max_bytes=max_bytes,
            max_deadline=min(max(3600.0, deadline), 86000.0),  # within a subscription's life
        )
        chosen = self._lockable(context)
        return self.hosted_topics.host_aggregation(
            name, chosen, config, quorum=quorum, deadline=deadline
        )

    def _lockable(self, context: str | None) -> SharedContext:
        """The context a new topic, group or aggregation locks (`context_named`), not withheld."""
        chosen = context_named(self.contexts, context)
        if (str(chosen.urn), chosen.digest) in self._revoked:
            msg = f"{chosen.urn} was revoked: nothing new locks it"
            raise ValueError(msg)
        authority = self.vouched.get(str(chosen.urn))
        if authority in self._unverified:
            msg = (
                f"{chosen.urn} is withheld: {authority}'s revocations cannot be verified "
                f"({self._unverified[authority]}); nothing new locks it until they are"
            )
            raise ValueError(msg)
        return chosen

    @property
    def revoked(self) -> frozenset[tuple[str, str]]:
        """(URN, digest) of this agent's contexts revoked at run time (`context_revoked`)."""
        return frozenset(self._revoked)

    @property
    def unverified(self) -> dict[str, str]:
        """Authorities whose revocations cannot be verified now -> why (`authority_unverified`)."""
        return dict(self._unverified)

    @property
    def floors(self) -> dict[str, ContextVersion]:
        """Minimum secure versions learnt at run time, by context name (`context_floor`)."""
        return dict(self._floors)

    def context_floor(self, name: str, version: ContextVersion, *, authority: str) -> list[str]:
        """Refuse the versions of `name` below `version`, which `authority` declared since.

        `version` is the minimum secure version of `name` (spec 12.8), declared after this
        agent started. A floor only rises. The versions held below it are withheld as a
        revoked one is (offered in no new handshake, named in no card, nothing new hosted
        on them), and
        `version` is the floor this agent's handshakes list, so a peer's older versions
        are refused too; what runs on them goes on. Logged when it rises. Returns the URNs
        it withholds, sorted.
        """
        if name in self._floors and self._floors[name] >= version:
            return []
        self._floors[name] = version
        below = sorted(str(c.urn) for c in self.contexts if c.name == name and c.version < version)
        logger.warning(
            "%s: %s declares %s secure from %s on: refused below it in new handshakes: %s",
            self.agent_id,
            authority,
            name,
            version,
            ", ".join(below) or "no version held here is below it",
        )
        return below

    @property
    def withheld(self) -> frozenset[tuple[str, str]]:
        """(URN, digest) of this agent's contexts it does not use now.

        Revoked, vouched for by an authority whose revocations cannot be verified
        (`authority_unverified`), or below a minimum secure version declared since
        (`context_floor`).
        """
        held = {
            (str(c.urn), c.digest)
            for c in self.contexts
            if self.vouched.get(str(c.urn)) in self._unverified
            or (c.name in self._floors and c.version < self._floors[c.name])
        }
        return frozenset(held | self._revoked.keys())

    def usable_contexts(self) -> list[SharedContext]:
        """This agent's contexts not withheld now (what its cards name, what it offers)."""
        withheld = self.withheld
        return [c for c in self.contexts if (str(c.urn), c.digest) not in withheld]

    def authority_unverified(self, authority_id: str, *, reason: str) -> list[str]:
        """Withhold the contexts `authority_id` vouches for: its revocations cannot be verified.

        Until `authority_verified`, this agent neither offers nor accepts them in new
        handshakes (as initiator and responder, resumptions included: a peer finds no
        common context), its cards do not name them, and no topic, group or aggregation
        can be hosted on them. What is running on them goes on (sessions locked before,
        hosted topics): as with a revocation, only what is new is refused, and unlike
        one, it is undone. Logged once. Returns the URNs it withholds (not those revoked
        already), sorted.
        """
        if authority_id in self._unverified:
            return []
        self._unverified[authority_id] = reason
        urns = sorted(
            {
                str(c.urn)
                for c in self.contexts
                if self.vouched.get(str(c.urn)) == authority_id
                and (str(c.urn), c.digest) not in self._revoked
            }
        )
        logger.warning(
            "%s: the revocations of authority %s cannot be verified (%s): its contexts are "
            "withheld from new handshakes until they can: %s",
            self.agent_id,
            authority_id,
            reason,
            ", ".join(urns) or "none held",
        )
        return urns

    def authority_verified(self, authority_id: str) -> list[str]:
        """Offer again what `authority_unverified` withheld; its revocations are verified again.

        Returns the URNs offered again (revoked ones stay refused), sorted; logged once.
        """
        if self._unverified.pop(authority_id, None) is None:
            return []
        urns = sorted(
            str(c.urn)
            for c in self.usable_contexts()
            if self.vouched.get(str(c.urn)) == authority_id
        )
        logger.warning(
            "%s: the revocations of authority %s are verified again: offered again: %s",
            self.agent_id,
            authority_id,
            ", ".join(urns) or "none",
        )
        return urns

    def context_revoked(self, urn: str, *, reason: str, digest: str | None = None) -> list[str]:
        """Stop using the context `urn` (that `digest` of it, or any): its authority revoked it.

        From now on this agent offers it as revoked and refuses it (`revoked_context`) in
        every new handshake, as initiator and responder, resumptions included; every topic,
        group and aggregation it hosts that locks it is closed (members are told
        `topic_closed` with a reason naming `urn` and `reason`), and none can be hosted on
        it again. Sessions already locked to it go on until they end (spec 8.4). Logged
        once; calling it again for what is already revoked does nothing. Returns the names
        of the topics, groups and aggregations it closed, sorted.
        """
        urn = canonical_urn(urn)
        pairs = {
            (urn, c.digest)
            for c in self.contexts
            if str(c.urn) == urn and (digest is None or c.digest == digest)
        }
        news = sorted(pairs - set(self._revoked))
        if not news:
            return []
        for pair in news:
            self._revoked[pair] = reason
        why = f"{urn} was revoked by its authority: {reason}"
        closed: set[str] = set()
        for _, revoked_digest in news:
            closed.update(self.hosted_topics.close_locked(urn, why, digest=revoked_digest))
        logger.warning(
            "%s: %s (digest %s) revoked: %s; refused in new handshakes; closed: %s",
            self.agent_id,
            urn,
            ", ".join(d for _, d in news),
            reason,
            ", ".join(sorted(closed)) or "nothing it hosts locked it",
        )
        return sorted(closed)

    def watch_revocations(
        self,
        client: AuthorityClient,
        *,
        every: float = 60.0,
        grace: float | None = 0.0,
        clock: Callable[[], float] = time.time,
    ) -> asyncio.Task[None]:
        """Ask `client`'s authority for its revocations every `every` seconds, in the background.

        What concerns this agent's contexts is applied as `context_revoked` does; a fetch
        that fails is logged and retried at the next poll. Once polls have failed past
        `grace` seconds after the expiry of the metadata `client` last verified (`clock`,
        wall time, as the metadata's expiry), the revocations are unknown and the
        authority's contexts are withheld (`authority_unverified`) until a poll succeeds
        (`authority_verified`); `grace=None` keeps them offered however long (an outage
        then hides revocations). The task ends with `close` (or when cancelled). Call it
        with an event loop running (after `serve`, say).
        """
        if every <= 0:
            msg = f"every: seconds between polls, above 0, not {every}"
            raise ValueError(msg)
        if grace is not None and not grace >= 0:
            msg = f"grace: seconds past the metadata's expiry, 0 or more (or None), not {grace}"
            raise ValueError(msg)
        task = asyncio.get_running_loop().create_task(
            watch_revocations(self, client, every=every, grace=grace, clock=clock),
            name=f"{self.agent_id} revocations of {client.metadata_url}",
        )
        self._watchers.add(task)
        task.add_done_callback(self._watchers.discard)
        return task


__all__ = ["Hosting"]
