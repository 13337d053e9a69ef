"""Topics on the wire: an agent hosts them, any agent subscribes and publishes (spec 8.1.1).

The hosting logic is the sans-I/O `l8_comm.patterns.topics.Topic` (sequence
numbers, bounded history, a bounded queue per subscriber); this module is its
carrier over the agent's locked sessions: it admits SUBSCRIBE and PUBLISH
messages that L9 and the firewall have already passed, and moves what each
subscriber's queue holds onto that subscriber's session, one sender per
subscriber, so that a subscriber that does not read stalls only its own (the
senders of one session take turns, each once the session has room: see `TopicSender`).

    readings = host.topic("plant.readings", context="urn:contexts:supplyChain:v1.0")

    session = await client.connect(url, peer="host")
    async with await session.subscribe("plant.readings") as subscription:
        async for publication in subscription:
            print(publication.seq, publication.name, publication.values)
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any, Final, TypeVar

import orjson

from contexts import SharedContext
from contexts.compat.values import integral
from ioa.rounds import HostedAggregation
from ioa.subscriptions import (
    CONFIRMED_PUBLISH,
    MAX_PUBLICATION,
    SUBSCRIPTION_ENDS,
    lifetime_of,
    seconds_of,
)
from ioa.topic_sender import TopicSender
from l7_transport.exceptions import TransportError
from l8_comm import Envelope, Event, Performative
from l8_comm.exceptions import LocalProtocolError, reason_text
from l8_comm.identifiers import TOPIC_PATTERN
from l8_comm.patterns.rounds import RoundError, RoundsConfig
from l8_comm.patterns.topics import (
    CANCELLED,
    SESSION_ENDED,
    Overflow,
    PublicationSequenced,
    SubscriberDropped,
    Topic,
    TopicCode,
    TopicConfig,
    TopicError,
)
from l8_comm.validation import brief
from l9_snl.binding import Binding, BindingKind, bind
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession
    from ioa.groups import HostedGroup

logger = logging.getLogger("ioa.topics")

SUBSCRIPTION: Final = "subscription"
RESERVED: Final = frozenset(
    {
        "topic_seq",
        "topic_missed",
        "round",
        "round_seq",
        "round_from",
        "round_count",
        "group_event",
        "group_member",
    }
)
"""Members of a hosted topic's INFORM, a round's or a group's notice, that a publication may
not carry (spec 8.1.1, 8.2.1, 8.3.1; a group sets `group_from` itself)."""
PUBLISHED: Final = frozenset({BindingKind.CONCEPT, BindingKind.TASK})
"""What a publication on a hosted topic (or a contribution to a round) may be: a concept or
a task of the context (not an L9 clarification, not a concept agreed on one session: every
subscriber validates it against the context)."""
Hosted = TypeVar("Hosted", "HostedTopic", HostedAggregation)


MAX_ECHO: Final = 256
"""Most characters of a peer's own words a refusal repeats (its topic, a value it sent)."""


def _refusal(topic: str, code: str, reason: str) -> dict[str, Any]:
    """A REFUSE's content, cut to fit a frame.

    A refusal L8 could not send left the peer waiting for an answer (an `after` of
    250 KB made a reason of 700 KB).
    """
    return {"topic": reason_text(topic, MAX_ECHO), "code": str(code), "reason": reason_text(reason)}


class HostedTopic:
    """A topic this agent hosts: its core, the one Shared Context it locks, its senders."""

    items = "publications"
    """What its slow-subscriber reason counts (a group counts messages)."""

    def __init__(
        self, name: str, context: SharedContext, config: TopicConfig, *, core: Topic | None = None
    ) -> None:
        self.name = name
        self.context = context
        """The Shared Context the topic locks (URN and digest): every member's session must
        have locked exactly this one, and every publication is valid in it."""
        self.core = core or Topic(name, config)
        """The sans-I/O topic: sequence, history, queues (a group's: `OrderedGroup`)."""
        self.epoch = secrets.randbits(53)
        """Names this run of the topic: its numbers mean something only within it (a host
        that restarts numbers from 1 again, under another epoch)."""
        self._senders: dict[tuple[int, str], TopicSender] = {}

    @property
    def urn(self) -> str:
        """The locked context's URN."""
        return str(self.context.urn)

    def queued(self) -> int:
        """Publications waiting in the host for subscribers (counted per subscriber)."""
        return self.core.queued()

    def backlog(self) -> dict[str, int]:
        """Subscriber agent id -> publications waiting for it in the host (its sessions summed)."""
        waiting: dict[str, int] = {}
        for key, sender in self._senders.items():
            if key not in self.core:
                continue  # dropped; its sender only has its FAILURE left to send
            agent = sender.request.sender
            waiting[agent] = waiting.get(agent, 0) + self.core.pending(key)
        return waiting

    def publish(self, content: dict[str, Any], *, publisher: str = "") -> int:
        """Publish `content` (a concept or task of the context) here; its sequence number.

        Checked as a PUBLISH from a member would be (`LocalSemanticError` with the L9
        code, `TopicError` on a closed topic).
        """
        try:
            binding = bind(self.context, Performative.PUBLISH, content)
        except RemoteSemanticError as error:
            raise LocalSemanticError(error.code, f"not published: {error.message}") from error
        problem = self._unpublishable(content, binding)
        if problem is not None:
            raise LocalSemanticError(problem[0], f"not published: {problem[1]}")
        assert isinstance(content, dict)  # noqa: S101 - checked by _unpublishable
        return self._sequence(content, publisher)

    def close(self, reason: str) -> None:
        """Close the topic (`topic_closed`, with `reason`, to every subscriber)."""
        for dropped in self.core.close(reason):
            logger.info("%s: %s dropped (%s)", self.name, dropped.subscriber, dropped.code)
        for sender in list(self._senders.values()):
            sender.end(TopicCode.TOPIC_CLOSED, reason)

    def _unpublishable(self, content: object, binding: Binding) -> tuple[SNLErrorCode, str] | None:
        """Why `content` (bound to `binding`) cannot go out on this topic; None if it can."""
        if not isinstance(content, dict):
            return SNLErrorCode.INVALID_CONTENT, "a publication is an object"
        if binding.kind not in PUBLISHED:
            reason = f"a publication is a concept or a task of {self.urn}, not {binding.kind}"
            return SNLErrorCode.INVALID_CONTENT, f"{reason} {binding.name}"
        reserved = sorted(RESERVED & set(content))
        if reserved:
            return SNLErrorCode.INVALID_CONTENT, f"{reserved[0]} is the topic's own member"
        size = len(orjson.dumps(content))
        if size > MAX_PUBLICATION:
            reason = f"it encodes to {size} bytes; a topic carries at most {MAX_PUBLICATION}"
            return SNLErrorCode.INVALID_CONTENT, reason
        return None

    def _sequence(self, content: dict[str, Any], publisher: str) -> int:
        body = {k: v for k, v in content.items() if k != "topic"}
        events = self.core.publish(body, publisher=publisher)
        for event in events[1:]:
            if isinstance(event, SubscriberDropped):
                logger.warning("%s: %s dropped: its queue was full", self.name, event.subscriber)
        self._settle()
        # The message's own number: in a group, a member dropped for a full queue has its
        # leave numbered right after it, so the head may be past it.
        sequenced = events[0]
        assert isinstance(sequenced, PublicationSequenced)  # noqa: S101 - the core's contract
        return sequenced.seq

    def _settle(self) -> None:
        """After the core changed: wake every sender, end those whose subscriber it dropped.

        One pass over the senders: one whose key the core no longer holds, and that is not
        ending already (its own leave, a close), was dropped for a full queue.
        """
        for sender in list(self._senders.values()):
            if sender.key not in self.core and not sender.ending:
                config = self.core.config
                reason = (
                    f"more than {config.queue} {self.items}, or {config.max_bytes} bytes of "
                    "them, waited for it"
                )
                sender.end(TopicCode.SLOW_SUBSCRIBER, reason)
            else:
                sender.wake()

    # -- the carrier: the agent's sessions ---------------------------------------------------

    def _admit(self, session: AgentSession, request: Envelope, after: int | None) -> dict[str, Any]:
        key = (id(session), request.conversation_id)
        admitted = self.core.subscribe(key, request.sender, after=after)
        self._senders[key] = TopicSender(self, key, session, request)
        return self._agreement(session, request, admitted.head, admitted.missed)

    def _agreement(
        self, session: AgentSession, request: Envelope, head: int, missed: int
    ) -> dict[str, Any]:
        content = request.content if isinstance(request.content, dict) else {}
        kept = lifetime_of(session, seconds_of(content.get("expires_in")))
        return {
            "topic": self.name,
            "seq": head,
            "missed": missed,
            "context": self.urn,
            "digest": self.context.digest,
            "epoch": self.epoch,
            "expires_in": int(kept) if kept == int(kept) else kept,  # as its L8 keeps it
        }

    def _renew(self, session: AgentSession, request: Envelope, renews: object) -> dict[str, Any]:
        """Move the subscription `renews` (a conversation of `session`) to `request`'s.

        Its queue, its place and (for a group) its membership move: nothing is lost or
        repeated, nobody is told (spec 8.1.1). `TopicError` `invalid_resume` when
        `renews` names no live subscription of the same subscriber on this session.
        """
        old = (id(session), renews) if isinstance(renews, str) else None
        sender = self._senders.get(old) if old is not None else None
        if old is None or sender is None or sender.ending or old not in self.core:
            reason = f"renews names no live subscription to {self.name} on this session"
            raise TopicError(TopicCode.INVALID_RESUME, reason)
        key = (id(session), request.conversation_id)
        self.core.rekey(old, key)
        del self._senders[old]
        sender.stop()  # what it wrote stays in the old conversation, ahead of the AGREE
        self._senders[key] = TopicSender(self, key, session, request)
        return {**self._agreement(session, request, self.core.head, 0), "renewed": True}

    def _forget(self, key: tuple[int, str], code: str) -> None:
        if key not in self._senders and key not in self.core:
            # Not this topic's (every subscription conversation's end is told to every
            # topic): a group's leave wakes every member's sender, so a peer opening and
            # cancelling subscriptions elsewhere made the host wake them all each time.
            return
        self._left(key, code)
        sender = self._senders.pop(key, None)
        if sender is not None:
            sender.stop()

    def _left(self, key: Hashable, code: str) -> None:
        """The subscriber under `key` left (`code`: why): its queue is forgotten."""
        self.core.unsubscribe(key, code)


class HostedTopics:
    """The topics and aggregations an agent hosts, and what its sessions hand them.

    SUBSCRIBE, PUBLISH and their conversations' ends; an aggregation's name is a
    topic name (spec 8.2.1), so that both share one namespace and one routing.
    """

    def __init__(self) -> None:
        self.topics: dict[str, HostedTopic] = {}
        self.aggregations: dict[str, HostedAggregation] = {}

    def __bool__(self) -> bool:
        return bool(self.topics) or bool(self.aggregations)

    def host(self, name: str, context: SharedContext, config: TopicConfig) -> HostedTopic:
        """Host a new topic `name` locked to `context`."""
        self._check_name(name)
        hosted = HostedTopic(name, context, config)
        self.topics[name] = hosted
        return hosted

    def host_aggregation(
        self,
        name: str,
        context: SharedContext,
        config: RoundsConfig,
        *,
        quorum: int | None,
        deadline: float | None,
    ) -> HostedAggregation:
        """Host a new aggregation `name` locked to `context` (spec 8.2.1)."""
        self._check_name(name)
        hosted = HostedAggregation(name, context, config, quorum=quorum, deadline=deadline)
        self.aggregations[name] = hosted
        return hosted

    def host_group(
        self,
        name: str,
        context: SharedContext,
        config: TopicConfig,
        *,
        host: str,
        admits: Iterable[str] | None = None,
    ) -> HostedGroup:
        """Host a new collaboration group `name` locked to `context` (spec 8.3.1)."""
        from ioa.groups import HostedGroup  # noqa: PLC0415 - a topic's subclass, built on it

        self._check_name(name)
        hosted = HostedGroup(name, context, config, host=host, admits=admits)
        self.topics[name] = hosted
        return hosted

    def unhost(self, name: str, reason: str) -> bool:
        """Close what is hosted as `name` (`reason` to its members) and free the name.

        A topic, a group or an aggregation; False when nothing of that name is hosted.
        """
        hosted: HostedTopic | HostedAggregation | None = self.topics.pop(name, None)
        if hosted is None:
            hosted = self.aggregations.pop(name, None)
        if hosted is None:
            return False
        if not _closed(hosted):
            hosted.close(reason)
        return True

    def close_locked(self, urn: str, reason: str, *, digest: str | None = None) -> list[str]:
        """Close every topic, group and aggregation that locks `urn` (with `digest`, or any).

        Each ends what it carries with `topic_closed` and `reason` (a revoked context);
        the names of those closed, sorted.
        """
        closed: list[str] = []
        hosting: list[HostedTopic | HostedAggregation] = [
            *self.topics.values(),
            *self.aggregations.values(),
        ]
        for hosted in hosting:
            if hosted.urn != urn or (digest is not None and hosted.context.digest != digest):
                continue
            if _closed(hosted):
                continue
            hosted.close(reason)
            closed.append(hosted.name)
        return sorted(closed)

    def _check_name(self, name: str) -> None:
        if not TOPIC_PATTERN.fullmatch(name):
            msg = f"a topic name (an aggregation's too) matches {TOPIC_PATTERN.pattern}: {name!r}"
            raise ValueError(msg)
        if name in self.topics or name in self.aggregations:
            msg = f"{name} is already hosted here"
            raise ValueError(msg)

    async def on_event(  # noqa: PLR0911 - one answer per kind of message
        self, session: AgentSession, event: Event, binding: Binding | None
    ) -> bool:
        """Take `event` if it is a topic's (True): a SUBSCRIBE, a PUBLISH, a subscription's end."""
        if isinstance(event, SUBSCRIPTION_ENDS):
            if event.protocol == SUBSCRIPTION:
                for hosted in self.topics.values():
                    hosted._forget((id(session), event.conversation_id), CANCELLED)  # noqa: SLF001
                for aggregation in self.aggregations.values():
                    aggregation._forget(session, event.conversation_id)  # noqa: SLF001
            return False
        envelope = getattr(event, "envelope", None)
        if binding is None or not isinstance(envelope, Envelope):
            return False
        if envelope.performative == Performative.CANCEL and envelope.protocol == SUBSCRIPTION:
            # A subscriber ends (or a renewal moves) its subscription: the conversation's end
            # does what there is to do. Not the application's: each one filled its inbox.
            return True
        if self._topic_of(envelope) in self.aggregations and envelope.performative in (
            Performative.SUBSCRIBE,
            Performative.PUBLISH,
        ):
            await self._round(session, envelope, binding)
            return True
        if envelope.performative == Performative.SUBSCRIBE:
            await self._subscribe(session, envelope)
            return True
        if envelope.performative == Performative.PUBLISH and (
            envelope.protocol == CONFIRMED_PUBLISH or self._topic_of(envelope) in self.topics
        ):
            await self._publish(session, envelope, binding)
            return True
        return False

    def session_ended(self, session: AgentSession) -> None:
        """Drop every subscription `session` held."""
        for hosted in self.topics.values():
            for key in [key for key in hosted._senders if key[0] == id(session)]:  # noqa: SLF001
                hosted._forget(key, SESSION_ENDED)  # noqa: SLF001
        for aggregation in self.aggregations.values():
            aggregation._forget(session)  # noqa: SLF001

    @staticmethod
    def _topic_of(envelope: Envelope) -> str:
        content = envelope.content
        return str(content.get("topic", "")) if isinstance(content, dict) else ""

    def _locked_to(
        self, session: AgentSession, envelope: Envelope, hosting: dict[str, Hosted]
    ) -> tuple[Hosted | None, dict[str, Any] | None]:
        """What the message names, or the refusal: not hosted, or another context locked."""
        name = self._topic_of(envelope)
        hosted = hosting.get(name)
        if hosted is None:
            return None, _refusal(name, TopicCode.UNKNOWN_TOPIC, f"no topic {name} is hosted here")
        locked = session.locked.locked.context
        if str(locked.urn) != hosted.urn:
            reason = f"topic {name} locks {hosted.urn}; this session locked {locked.urn}"
            return None, _refusal(name, SNLErrorCode.NO_COMMON_CONTEXT, reason)
        if locked.digest != hosted.context.digest:
            reason = f"topic {name} locks {hosted.urn} with digest {hosted.context.digest}"
            return None, _refusal(name, SNLErrorCode.DIGEST_MISMATCH, reason)
        return hosted, None

    async def _subscribe(self, session: AgentSession, request: Envelope) -> None:
        hosted, answer = self._locked_to(session, request, self.topics)
        content = request.content if isinstance(request.content, dict) else {}
        given = integral(content.get("after"))  # (2.0 is 2: spec 8.1.1)
        after = given if type(given) is int and given >= 0 else None
        epoch = integral(content.get("epoch"))
        closed = hosted.core.closed if hosted is not None else None
        if hosted is not None and closed is not None:
            # Closed first, whatever else the request gets wrong (spec 8.1.1: a closed topic
            # refuses a SUBSCRIBE topic_closed; an outside attack met invalid_resume and
            # not_a_member for the same closed topic).
            reason = f"{hosted.name} is closed: {closed[1]}"
            answer = _refusal(hosted.name, TopicCode.TOPIC_CLOSED, reason)
        elif hosted is not None and given is not None and after is None:
            reason = f"after is a sequence number (an integer, 0 or more), not {brief(given)}"
            answer = _refusal(hosted.name, TopicCode.INVALID_RESUME, reason)
        elif hosted is not None and epoch is not None and type(epoch) is not int:
            reason = f"epoch is the integer the host's AGREE gave, not {brief(epoch)}"
            answer = _refusal(hosted.name, TopicCode.INVALID_RESUME, reason)
        elif hosted is not None and epoch is not None and epoch != hosted.epoch:
            reason = (
                f"{hosted.name} numbers under another epoch now (its host restarted): "
                f"subscribe without after"
            )
            answer = _refusal(hosted.name, TopicCode.INVALID_RESUME, reason)
        if answer is None and hosted is not None:
            try:
                if "renews" in content:
                    agreed = hosted._renew(session, request, content["renews"])  # noqa: SLF001
                else:
                    agreed = hosted._admit(session, request, after)  # noqa: SLF001 - its carrier
            except TopicError as error:
                answer = _refusal(hosted.name, error.code, error.reason)
            else:
                await _answer(session, request, Performative.AGREE, agreed)
                return
        assert answer is not None  # noqa: S101 - refused, or agreed above
        logger.info(
            "%s: SUBSCRIBE from %s refused: %s",
            session.agent.agent_id,
            request.sender,
            answer["code"],
        )
        await _answer(session, request, Performative.REFUSE, answer)

    async def _publish(self, session: AgentSession, message: Envelope, binding: Binding) -> None:
        hosted, answer = self._locked_to(session, message, self.topics)
        if hosted is not None:
            problem = hosted._unpublishable(message.content, binding)  # noqa: SLF001
            if problem is not None:
                answer = _refusal(hosted.name, problem[0], problem[1])
            else:
                try:
                    assert isinstance(message.content, dict)  # noqa: S101 - checked above
                    seq = hosted._sequence(message.content, message.sender)  # noqa: SLF001
                except TopicError as error:
                    answer = _refusal(hosted.name, error.code, error.reason)
                else:
                    answer = {"topic": hosted.name, "seq": seq}
        if message.protocol != CONFIRMED_PUBLISH:
            return  # a plain PUBLISH is not answered (spec 8.1): refused, it reaches nobody
        agreed = "code" not in (answer or {})
        await _answer(
            session, message, Performative.AGREE if agreed else Performative.REFUSE, answer
        )

    async def _round(self, session: AgentSession, message: Envelope, binding: Binding) -> None:
        """Open a round (SUBSCRIBE) or take a contribution (`confirmed-publish` PUBLISH)."""
        hosted, answer = self._locked_to(session, message, self.aggregations)
        opening = message.performative == Performative.SUBSCRIBE
        problem = None if opening else HostedAggregation._reserved(message.content)  # noqa: SLF001
        if not opening and problem is None and binding.kind not in PUBLISHED:
            # every requester validates the result against the context (as a topic's)
            problem = f"a contribution is a concept or a task of the context, not {binding.kind}"
        if not opening and problem is None and hosted is not None:
            problem = hosted._oversized(message)  # noqa: SLF001 - its carrier
        if hosted is not None and hosted.shut is not None:
            reason = f"{hosted.name} is closed: {hosted.shut}"
            answer = _refusal(hosted.name, TopicCode.TOPIC_CLOSED, reason)
        elif hosted is not None and problem is not None:
            answer = _refusal(hosted.name, SNLErrorCode.INVALID_CONTENT, problem)
        elif hosted is not None:
            try:
                answer = hosted._open(session, message) if opening else hosted._contribute(message)  # noqa: SLF001
            except RoundError as error:
                answer = {**_refusal(hosted.name, error.code, error.reason)}
                if not opening and isinstance(message.content, dict):
                    answer["round"] = message.content.get("round")
                logger.info(
                    "%s: %s from %s refused: %s",
                    hosted.name,
                    message.performative,
                    message.sender,
                    error.code,
                )
        if not opening and message.protocol != CONFIRMED_PUBLISH:
            return  # a plain PUBLISH is not answered: refused, it counts for nothing
        agreed = "code" not in (answer or {})
        await _answer(
            session, message, Performative.AGREE if agreed else Performative.REFUSE, answer
        )


def _closed(hosted: HostedTopic | HostedAggregation) -> bool:
    if isinstance(hosted, HostedAggregation):
        return hosted.shut is not None
    return hosted.core.closed is not None


async def _answer(
    session: AgentSession, message: Envelope, performative: str, content: dict[str, Any] | None
) -> None:
    try:
        await session.locked.reply(message, performative, content)
    except (LocalProtocolError, LocalSemanticError, TransportError) as error:
        # The conversation or the session is over: the answer has nobody to go to.
        logger.info(
            "%s: %s to %s not sent: %s", message.protocol, performative, message.sender, error
        )


def context_named(contexts: tuple[SharedContext, ...], context: str | None) -> SharedContext:
    """The context a topic locks: a URN, a name, or the agent's only one."""
    chosen = [c for c in contexts if context is None or c.urn.answers_to(context)]
    if context is None and len(chosen) > 1:
        msg = "the agent holds several contexts: name the one the topic locks (context=...)"
        raise ValueError(msg)
    if not chosen:
        msg = f"no context {context!r} to lock the topic to"
        raise ValueError(msg)
    return max(chosen, key=lambda c: c.urn.version)


__all__ = [
    "HostedTopic",
    "HostedTopics",
    "Overflow",
    "TopicConfig",
]
