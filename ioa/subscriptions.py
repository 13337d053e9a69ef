"""A member's side of a hosted topic: subscriptions, publications, confirmed publishing.

What `AgentSession.subscribe` and `AgentSession.publish` use (spec 8.1.1): a
`Subscription` is an async iterator of the `Publication`s its session receives
(validated by this agent's L9 on receipt), kept in a bounded queue of its own;
`acknowledged` is where a later subscription resumes.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Self, TypeVar

from contexts.compat.values import integral
from ioa.agent_messages import AgentError
from l7_transport.exceptions import TransportError, again, outcome
from l7_transport.framing import DEFAULT_MAX_FRAME_SIZE
from l7_transport.lean import LeanEvent
from l8_comm import Envelope, Performative
from l8_comm.events import ConversationAborted, ConversationCompleted, ConversationTimedOut
from l8_comm.exceptions import LocalProtocolError
from l9_snl.binding import Binding, BindingKind, checked_content

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

logger = logging.getLogger("ioa.topics")

CONFIRMED_PUBLISH: Final = "confirmed-publish"
"""The protocol of a PUBLISH answered with its sequence number (spec 5)."""
ENVELOPE_ROOM: Final = 4096
"""Bytes an INFORM's envelope, MAC and topic members take beyond the publication."""
MAX_PUBLICATION: Final = DEFAULT_MAX_FRAME_SIZE - ENVELOPE_ROOM
"""Largest publication (encoded) a topic takes: its INFORM must fit in one frame."""
BATCH_BYTES: Final = 64 * 1024
"""Encoded bytes a sender writes before it flushes: it takes publications one by one until
the session holds this much to send (so a batch is at most this plus one message)."""
CLIENT_QUEUE: Final = 256
"""Default of the publications a `Subscription` keeps that the application has not read."""
SUBSCRIPTION_ENDS: Final = (ConversationCompleted, ConversationTimedOut, ConversationAborted)
"""The events that end a conversation (a subscription among them)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Publication:
    """One publication received on a topic, validated by this agent's L9."""

    topic: str
    """The topic."""
    seq: int
    """Its sequence number on the topic."""
    missed: int
    """Publications between the one before and this one that this subscriber will never get
    (the host dropped them, or they left the history, or this side's queue was full)."""
    name: str
    """The concept or task it names."""
    values: dict[str, Any]
    """The concept's members (without `concept`), or the task's parameters."""
    envelope: Envelope
    """The INFORM as received."""


class Subscription:
    """A subscription to a hosted topic: an async iterator of its publications.

    `acknowledged` is the sequence number of the last publication handed to the
    application: subscribing again with `after=subscription.acknowledged` resumes
    there. Iteration ends when the subscription is cancelled; it raises
    `AgentError` with the host's code when the host ended it (`slow_subscriber`,
    `topic_closed`) or the session ended.
    """

    def __init__(
        self,
        session: AgentSession,
        request: Envelope,
        *,
        after: int | None,
        queue: int,
        lifetime: float | None = None,
    ) -> None:
        self.session = session
        self.request = request
        self.topic = str(request.content["topic"]) if isinstance(request.content, dict) else ""
        self.lifetime = lifetime
        """Seconds the host keeps one SUBSCRIBE: the subscription renews itself at three
        quarters of it (None: it does not renew, and ends at its expiry)."""
        self.epoch: int | None = None
        """The topic's epoch as the host said when it agreed: resume with it."""
        self.renewals = 0
        """How many times the subscription was renewed (moved to a new conversation)."""
        self._renewing: Envelope | None = None
        self._renewal: asyncio.TimerHandle | None = None
        self._expires = 0.0
        self._last_seq = 0
        self._after = after
        self.acknowledged = after or 0
        """The last sequence number handed to the application (or resumed after)."""
        self.head = 0
        """The topic's newest sequence number when the host agreed."""
        self.missed_at_start = 0
        """Publications after `after` that were gone when the host agreed (the gap notice of a
        resume)."""
        self.dropped_here = 0
        """Publications this side dropped because the application did not read them in time."""
        self._queue: collections.deque[Publication] = collections.deque()
        self._bound = queue
        self._changed = LeanEvent()
        self._agreed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._end: AgentError | None = None
        self._cancelled = False
        self._callback: asyncio.Task[None] | None = None

    @property
    def conversation_id(self) -> str:
        """The subscription's conversation."""
        return self.request.conversation_id

    def __aiter__(self) -> AsyncIterator[Publication]:
        return self

    async def __anext__(self) -> Publication:
        while not self._queue:
            if self._cancelled:
                raise StopAsyncIteration
            if self._end is not None:
                raise again(self._end)
            self._changed.clear()
            await self._changed.wait()
        publication = self._queue.popleft()
        missed = publication.seq - self.acknowledged - 1
        self.acknowledged = publication.seq
        if missed != publication.missed:
            publication = Publication(**{**_fields(publication), "missed": max(missed, 0)})
        return publication

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.cancel()

    async def cancel(self) -> None:
        """End the subscription (CANCEL); what was not read yet is dropped."""
        if self._cancelled or self._end is not None:
            return
        self._cancelled = True
        leaving = [self.conversation_id, *self._stop_renewing()]
        self._queue.clear()
        self._changed.set()
        self.session._subscriptions.pop(self.conversation_id, None)  # noqa: SLF001 - its session's
        await self._cancel_conversations(leaving)
        if self._callback is not None and self._callback is not asyncio.current_task():
            self._callback.cancel()

    def _stop_renewing(self) -> list[str]:
        """Renew no more; the conversation of a renewal under way, if any (to CANCEL too).

        The host may have moved the subscription there already: a leave that cancelled only
        the old conversation would leave it subscribed (a member in the group) until expiry.
        """
        if self._renewal is not None:
            self._renewal.cancel()
            self._renewal = None
        renewing, self._renewing = self._renewing, None
        if renewing is None:
            return []
        self.session._subscriptions.pop(renewing.conversation_id, None)  # noqa: SLF001
        return [renewing.conversation_id]

    async def _cancel_conversations(self, conversations: list[str]) -> None:
        """CANCEL each (in order: the host moves a renewal before it reads the CANCELs)."""
        for conversation_id in conversations:
            with contextlib.suppress(LocalProtocolError, TransportError):
                await self.session.locked.send(
                    Performative.CANCEL, None, conversation_id=conversation_id
                )

    async def agreed(self, timeout: float) -> None:  # noqa: ASYNC109 - the session's answer timeout
        """Wait for the host's AGREE (`AgentError` with its code when it refused)."""
        async with asyncio.timeout(timeout):
            await outcome(self._agreed)  # a refusal raised as a copy: the future keeps its own

    def on_message(self, envelope: Envelope, binding: Binding) -> None:
        """A message of this subscription's conversation (its session routes it here)."""
        content = envelope.content if isinstance(envelope.content, dict) else {}
        if self._end is not None and envelope.conversation_id != self.conversation_id:
            return  # a renewal's, after the end: nothing to hand on (its CANCEL is under way)
        renewing = self._renewing
        if renewing is not None and envelope.conversation_id == renewing.conversation_id:
            self._renewal_answered(envelope, content)
            return
        if envelope.performative == Performative.AGREE:
            epoch = integral(content.get("epoch"))
            self.epoch = epoch if type(epoch) is int else None
            self._agreed_for(content)
            self.head = count_of(content.get("seq"))
            self.missed_at_start = count_of(content.get("missed"))
            # What is gone counts as acknowledged: a later resume starts after it.
            after = self._after
            self.acknowledged = self.head if after is None else after + self.missed_at_start
            if not self._agreed.done():
                self._agreed.set_result(None)
            return
        if envelope.performative == Performative.INFORM:
            self._received(envelope, binding, content)
            return
        self.ended(AgentError.from_peer(content, self.session.peer))

    def _agreed_for(self, content: dict[str, Any]) -> None:
        """A SUBSCRIBE was agreed now: for the host's lifetime when shorter; renew before."""
        kept = seconds_of(content.get("expires_in"))
        if self.lifetime is not None and kept is not None and kept < self.lifetime:
            self.lifetime = kept
        self._expires = asyncio.get_running_loop().time() + (self.lifetime or 0.0)
        self._schedule_renewal(0.75)

    def _schedule_renewal(self, share: float) -> None:
        """Renew after `share` of the lifetime, if the subscription renews and runs."""
        if self.lifetime is None or self._cancelled or self._end is not None:
            return
        loop = asyncio.get_running_loop()
        self._renewal = loop.call_later(share * self.lifetime, self._start_renewal)

    def _start_renewal(self) -> None:
        self._renewal = None
        if self._cancelled or self._end is not None or self._renewing is not None:
            return
        content: dict[str, Any] = {
            "topic": self.topic,
            "renews": self.conversation_id,
            "expires_in": _whole(self.lifetime),
        }
        try:
            request = self.session.locked.semantic.send(
                Performative.SUBSCRIBE, content, to=(self.session.peer,)
            )
        except (LocalProtocolError, TransportError) as error:
            logger.warning("%s: the subscription could not renew: %s", self.topic, error)
            self._retry_renewal()
            return
        self._renewing = request
        self.session._subscriptions[request.conversation_id] = self  # noqa: SLF001 - its session's
        asyncio.get_running_loop().create_task(self._flush())

    def _retry_renewal(self) -> None:
        """Try again at a tenth of the lifetime while a fifth of it is left (else: expire)."""
        left = self._expires - asyncio.get_running_loop().time()
        if self.lifetime is not None and left > 0.2 * self.lifetime:
            self._schedule_renewal(0.1)

    async def _flush(self) -> None:
        with contextlib.suppress(LocalProtocolError, TransportError):
            await self.session.locked.session.flush()

    def _renewal_answered(self, envelope: Envelope, content: dict[str, Any]) -> None:
        renewing, self._renewing = self._renewing, None
        if envelope.performative != Performative.AGREE or renewing is None:
            # Refused: the subscription runs on to its expiry, then ends (`expired`).
            # Refused (a rate limit, say): tried again while a tenth of its lifetime is left.
            code = content.get("code", envelope.performative)
            logger.warning("%s: the host refused to renew the subscription (%s)", self.topic, code)
            self._retry_renewal()
            return
        old, self.request = self.request, renewing
        self.renewals += 1
        self.session._subscriptions.pop(old.conversation_id, None)  # noqa: SLF001 - its session's
        self._agreed_for(content)
        asyncio.get_running_loop().create_task(self._cancel_conversations([old.conversation_id]))

    def ended(self, error: AgentError) -> None:
        """The subscription ended (the host's FAILURE, its expiry, the session's end).

        Iteration raises once what was queued is read. A renewal under way is cancelled
        too (the host may have moved the subscription there: left alone, it would live on
        there, a ghost), and what still comes on it is taken here and dropped.
        """
        renewing = self._stop_renewing()
        if renewing and self._end is None and not self._cancelled:
            for conversation_id in renewing:
                self.session._subscriptions[conversation_id] = self  # noqa: SLF001 - dropped
            asyncio.get_running_loop().create_task(self._cancel_conversations(renewing))
        self._end = self._end or again(error)  # kept without the frames it is raised through
        if not self._agreed.done():
            self._agreed.set_exception(again(error))
            self._agreed.exception()  # retrieved here: the caller raises it
        self._changed.set()

    def conversation_ended(
        self, event: ConversationCompleted | ConversationTimedOut | ConversationAborted
    ) -> None:
        """Its conversation ended: `AgentError` with the final state, or why it was cut.

        A final state (`failed`...), time (`expired`), or a fault (`protocol_violation`:
        this side refused what the host sent; `session_closed`).
        """
        renewing = self._renewing
        if renewing is not None and event.conversation_id == renewing.conversation_id:
            # The renewal's conversation ended with no answer read (aborted, timed out)
            self._renewing = None
            self._retry_renewal()
            return
        if event.conversation_id != self.conversation_id:
            return  # the conversation it left when it renewed, or a refused renewal's
        code = event.state if isinstance(event, ConversationCompleted) else event.reason
        self.ended(AgentError(code, f"the subscription to {self.topic} ended ({code})"))

    def _received(self, envelope: Envelope, binding: Binding, content: dict[str, Any]) -> None:
        seq = count_of(content.get("topic_seq"))
        if seq:  # a hosted topic's number (a plain broker's INFORM has none, spec 8.1)
            if seq <= self._last_seq:
                return  # had it already (on the conversation it renewed from)
            self._last_seq = seq
        publication = Publication(
            topic=self.topic,
            seq=count_of(content.get("topic_seq")),
            missed=count_of(content.get("topic_missed")),
            name=binding.name or "",
            values=values_of(envelope, binding),
            envelope=envelope,
        )
        if len(self._queue) >= self._bound:
            self._queue.popleft()  # its gap shows in the next one's `missed`
            self.dropped_here += 1
        self._queue.append(publication)
        self._changed.set()

    def call(self, callback: Callable[[Publication], Awaitable[None]]) -> None:
        """Hand every publication to `callback`, in order, in a task of its own."""

        async def run() -> None:
            with contextlib.suppress(AgentError):
                async for publication in self:
                    try:
                        await callback(publication)
                    except Exception:
                        logger.exception("%s: a subscription callback failed", self.topic)

        self._callback = asyncio.get_running_loop().create_task(run())


S = TypeVar("S", bound=Subscription)


def lifetime_of(session: AgentSession, expires_in: float | None) -> float:
    """How long the host keeps a SUBSCRIBE that asks `expires_in` (None: its default).

    As its L8 computes it (spec 8.1): the default, or what was asked, within the maximum.
    """
    config = session.locked.session.endpoint.config
    asked = config.default_subscription_lifetime if expires_in is None else float(expires_in)
    return min(asked, config.max_subscription_lifetime)


def seconds_of(value: object) -> float | None:
    """A lifetime a peer gave (`expires_in`): a number above 0, or None."""
    if type(value) in (int, float) and 0 < value < float("inf"):  # type: ignore[operator]
        return float(value)  # type: ignore[arg-type]
    return None


def _whole(seconds: float | None) -> int:
    """A lifetime as `expires_in` carries it: whole seconds, at least 1."""
    return max(1, int(seconds or 0))


def count_of(value: object) -> int:
    """A count or sequence number the host sent (0 for anything else).

    An integral number is the integer it is (`2.0` is 2: a host whose JSON writes doubles
    means the integer, spec 8.1.1).
    """
    value = integral(value)
    return value if type(value) is int and value >= 0 else 0


def _timeout(what: str, topic: str, seconds: float) -> AgentError:
    return AgentError("timeout", f"the peer did not answer {what} {topic} within {seconds:g} s")


def values_of(envelope: Envelope, binding: Binding) -> dict[str, Any]:
    """What L9 validated of an INFORM from a host: a concept's members, a task's part.

    A task's part is its `parameters` or its `result`, the one the binding says L9 validated.
    Without the topic's or round's own members (left out of validation) and `concept`.
    """
    checked = checked_content(envelope.content, envelope.performative, envelope.protocol)
    values = checked if isinstance(checked, dict) else {}
    if binding.kind is BindingKind.TASK:
        part = values.get(binding.part)
        values = part if isinstance(part, dict) else {}
    return {k: v for k, v in values.items() if k != "concept"}


def _fields(publication: Publication) -> dict[str, Any]:
    return {name: getattr(publication, name) for name in Publication.__slots__}


async def subscribe(  # noqa: PLR0913 - where, what, from where, for how long, how kept
    session: AgentSession,
    topic: str,
    *,
    after: int | None,
    queue: int,
    callback: Callable[[Publication], Awaitable[None]] | None,
    expires_in: int | None = None,
    renew: bool = True,
    epoch: int | None = None,
) -> Subscription:
    """SUBSCRIBE to `topic` on `session`'s peer; the subscription once agreed.

    `ValueError` (nothing sent) for a `queue` below 1: a subscription that could
    keep no publication would end its session at the first one. `renew`: renew it at
    three quarters of its lifetime, for as long as it lasts (else it ends at its expiry).
    """
    if type(queue) is not int or queue < 1:
        msg = f"a subscription's queue holds at least 1 publication, not {queue!r}"
        raise ValueError(msg)
    content: dict[str, Any] = {"topic": topic}
    if after is not None:
        content["after"] = after
    if epoch is not None:
        content["epoch"] = epoch
    if expires_in is not None:
        content["expires_in"] = expires_in
    lifetime = lifetime_of(session, expires_in) if renew else None
    subscription = await agreed_subscription(
        session,
        content,
        lambda request: Subscription(session, request, after=after, queue=queue, lifetime=lifetime),
    )
    if callback is not None:
        subscription.call(callback)
    return subscription


async def agreed_subscription(
    session: AgentSession, content: dict[str, Any], make: Callable[[Envelope], S]
) -> S:
    """SUBSCRIBE with `content` on `session`; what `make` builds of the request, once agreed.

    A hosted topic's subscription, or an aggregation's round (`ioa.rounds`).
    """
    request = session.locked.semantic.send(Performative.SUBSCRIBE, content, to=(session.peer,))
    subscription = make(request)
    session._subscriptions[request.conversation_id] = subscription  # noqa: SLF001 - its session's
    try:
        await session.locked.session.flush()
        await subscription.agreed(session.answer_timeout)
    except TimeoutError:
        await subscription.cancel()  # the host may yet agree: CANCEL ends it there
        raise _timeout("SUBSCRIBE", str(content.get("topic")), session.answer_timeout) from None
    except BaseException:
        session._subscriptions.pop(request.conversation_id, None)  # noqa: SLF001
        raise
    return subscription


async def publish(session: AgentSession, topic: str, content: dict[str, Any]) -> int:
    """PUBLISH `content` on `topic` at `session`'s peer; its sequence number there."""
    sent = await session._locked_send(  # noqa: SLF001 - its session's (an end says why)
        Performative.PUBLISH, {**content, "topic": topic}, protocol=CONFIRMED_PUBLISH
    )
    try:
        answer, _ = await session._answer(sent)  # noqa: SLF001 - the session's answer path
    except TimeoutError:
        raise _timeout("PUBLISH", topic, session.answer_timeout) from None
    seq = integral(answer.content.get("seq")) if isinstance(answer.content, dict) else None
    if type(seq) is not int:
        raise AgentError(
            "invalid_answer", f"the host answered a publication without a seq: {answer.content!r}"
        )
    return seq


__all__ = [
    "CLIENT_QUEUE",
    "CONFIRMED_PUBLISH",
    "SUBSCRIPTION_ENDS",
    "Publication",
    "Subscription",
    "agreed_subscription",
    "count_of",
    "lifetime_of",
    "publish",
    "seconds_of",
    "subscribe",
    "values_of",
]
