"""Aggregation rounds on the wire: an agent hosts them, requesters open, contributors give.

The round logic is the sans-I/O `l8_comm.patterns.rounds.Rounds` (deadline,
quorum, once per contributor, bounded); this module is its carrier over the
agent's locked sessions (spec 8.2.1). A requester opens a round with a
SUBSCRIBE naming the aggregation in `topic`; contributors PUBLISH (protocol
`confirmed-publish`) a concept or task of the locked context with the round's
id in `round`, checked by L9 and the firewall like any publication; at the
close the requester gets every contribution as an INFORM in its round's
conversation, in arrival order, or FAILURE `quorum_not_met`.

    votes = host.aggregation("votes", context="urn:contexts:supplyChain:v1.0", deadline=30)

    opened = await requester.open_round("votes", quorum=2, contributors=3)   # on a session
    await contributor.contribute("votes", opened.round_id, {"concept": ...})
    result = await opened.result()      # the contributions, or AgentError quorum_not_met
"""

from __future__ import annotations

import asyncio
import collections
import functools
import logging
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, cast

import orjson

from contexts import SharedContext
from contexts.compat.values import integral
from ioa.agent_messages import AgentError
from ioa.subscriptions import (
    BATCH_BYTES,
    MAX_PUBLICATION,
    Subscription,
    agreed_subscription,
    count_of,
    publish,
    values_of,
)
from l7_transport.exceptions import TransportError, again, outcome
from l8_comm import Envelope, Performative
from l8_comm.config import EndpointConfig
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l8_comm.identifiers import AGENT_ID_PATTERN
from l8_comm.patterns.rounds import (
    ContributionAccepted,
    RoundClosed,
    RoundCode,
    RoundError,
    RoundEvent,
    Rounds,
    RoundsConfig,
)
from l8_comm.patterns.topics import TopicCode
from l8_comm.validation import brief
from l9_snl.binding import Binding
from l9_snl.exceptions import LocalSemanticError

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

logger = logging.getLogger("ioa.rounds")

ROUND_KEYS: Final = frozenset({"round", "round_seq", "round_from", "round_count"})
"""The members a contribution or a result INFORM carries that are the round's (spec 8.2.1)."""
MAX_COUNT: Final = 10**9
"""A `round_seq` or `round_count` as long as any sent: room is made for it."""
CLOSED_KEPT: Final = 64
"""Closed rounds (how each ended, not its contributions) a host keeps for operators."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClosedRound:
    """How a round closed, as a host keeps it for operators (not its contributions)."""

    round_id: str
    """The round."""
    requester: str
    """Who opened it."""
    code: RoundCode | None
    """None: it closed with its quorum; else why it failed."""
    reason: str
    """What happened, for people."""
    count: int
    """How many contributions it took."""


class HostedAggregation:
    """An aggregation this agent hosts: its rounds, the one Shared Context it locks."""

    def __init__(
        self,
        name: str,
        context: SharedContext,
        config: RoundsConfig,
        *,
        quorum: int | None = None,
        deadline: float | None = None,
    ) -> None:
        self.name = name
        self.context = context
        """The Shared Context every requester's and contributor's session must have locked."""
        self.core = Rounds(name, config)
        """The sans-I/O rounds."""
        self.quorum = quorum
        """The quorum of a round whose requester names none (None: all expected)."""
        self.deadline = deadline if deadline is not None else min(60.0, config.max_deadline)
        """Seconds a round stays open when its requester names no deadline."""
        if not 0 < self.deadline <= config.max_deadline:
            msg = f"an aggregation's deadline is more than 0 and at most {config.max_deadline} s"
            raise ValueError(msg)
        self.closed: collections.deque[ClosedRound] = collections.deque(maxlen=CLOSED_KEPT)
        """The newest rounds closed here (at most `CLOSED_KEPT`), for operators: how each
        ended, not what was given (the core remembers the ids `late_contribution` needs)."""
        self.shut: str | None = None
        """Why the aggregation was closed (it takes nothing more), or None while it is open."""
        self._requesters: dict[str, tuple[AgentSession, Envelope]] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._sending: set[asyncio.Task[None]] = set()

    @property
    def urn(self) -> str:
        """The locked context's URN."""
        return str(self.context.urn)

    def close(self, reason: str) -> None:
        """Close the aggregation: it takes nothing more, its open rounds end.

        Each open round's requester is told `round_cancelled` with `reason`; any opening
        or contribution from now on is refused `topic_closed`.
        """
        self.shut = reason
        self._settle(self.core.close_all(reason))

    def _open(self, session: AgentSession, request: Envelope) -> dict[str, Any]:
        """Open the round `request` asks for; the AGREE content. Raises `RoundError`."""
        content = request.content if isinstance(request.content, dict) else {}
        contributors = content.get("contributors")
        most = self.core.config.max_contributions
        if isinstance(contributors, list) and len(contributors) > most:
            reason = f"a round names at most {most} contributors, not {len(contributors)}"
            raise RoundError(RoundCode.INVALID_ROUND, reason)
        if isinstance(contributors, list) and all(type(c) is str for c in contributors):
            wrong = next(
                (str(c) for c in contributors if not AGENT_ID_PATTERN.fullmatch(str(c))), None
            )
            if wrong is not None:
                reason = f"contributors are agent ids, not {wrong[:64]!r}"
                raise RoundError(RoundCode.INVALID_ROUND, reason)
            if len(set(contributors)) != len(contributors):
                raise RoundError(RoundCode.INVALID_ROUND, "contributors are named once each")
            expected: frozenset[str] | int = frozenset(str(c) for c in contributors)
        elif type(number := integral(contributors)) is int:
            expected = number  # an integral number counts (2.0 is 2)
        else:
            reason = "contributors is a list of agent ids or a number, not " + brief(contributors)
            raise RoundError(RoundCode.INVALID_ROUND, reason)
        count = len(expected) if isinstance(expected, frozenset) else expected
        # The aggregation's default quorum, for a round of fewer contributors, is all of them
        # (an outside attack's NIT: it was refused, blaming a quorum the requester never sent).
        default = count if self.quorum is None else min(self.quorum, count)
        quorum = integral(content.get("quorum", default))
        deadline = content.get("deadline", self.deadline)
        if type(quorum) is not int or type(deadline) not in (int, float):
            reason = "quorum is an integer and deadline a number of seconds"
            raise RoundError(RoundCode.INVALID_ROUND, reason)
        deadline = float(cast("float", deadline))
        round_id = secrets.token_hex(8)
        loop = asyncio.get_running_loop()
        opened = self.core.open(
            round_id,
            request.sender,
            now=loop.time(),
            deadline=deadline,
            quorum=quorum,
            contributors=expected,
        )
        self._requesters[round_id] = (session, request)
        self._schedule()
        return {
            "topic": self.name,
            "round": round_id,
            "deadline": deadline,
            "quorum": opened.quorum,
            "expected": opened.expected,
            "context": self.urn,
            "digest": self.context.digest,
        }

    def _contribute(self, message: Envelope) -> dict[str, Any]:
        """Take the contribution `message`; the AGREE content. Raises `RoundError`."""
        content = message.content if isinstance(message.content, dict) else {}
        round_id = content.get("round")
        if type(round_id) is not str:
            raise RoundError(RoundCode.UNKNOWN_ROUND, "a contribution names its round (a string)")
        body = {k: v for k, v in content.items() if k not in {"topic", "round"}}
        size = len(orjson.dumps(body))
        events = self.core.contribute(
            round_id, message.sender, body, now=asyncio.get_running_loop().time(), size=size
        )
        self._settle(events)
        accepted = events[0]
        assert isinstance(accepted, ContributionAccepted)  # noqa: S101 - the core's first
        return {"topic": self.name, "round": round_id, "seq": accepted.contribution.seq}

    def _oversized(self, message: Envelope) -> str | None:
        """Why a contribution is `invalid_content` for its size, or None.

        Its INFORM in the result carries the round's members too, and must fit in a frame.
        """
        content = message.content if isinstance(message.content, dict) else {}
        body = {k: v for k, v in content.items() if k not in {"topic", "round"}}
        size = len(orjson.dumps(body))
        members = self._members(str(content.get("round")), message.sender, MAX_COUNT, MAX_COUNT)
        most = MAX_PUBLICATION - len(orjson.dumps(members))
        if size > most:
            sender = message.sender
            return f"it encodes to {size} bytes; a round carries at most {most} from {sender}"
        return None

    @staticmethod
    def _reserved(content: object) -> str | None:
        """Why a contribution is `invalid_content` here (a member of the round's own), or None."""
        members = set(content) if isinstance(content, dict) else set()
        reserved = sorted((ROUND_KEYS - {"round"}) & members)
        return f"{reserved[0]} is the round's own member" if reserved else None

    def _delivered(self, round_id: str, _task: asyncio.Task[None]) -> None:
        self.core.delivered(round_id)

    def _schedule(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        due = self.core.get_timer()
        if due is not None:
            self._timer = asyncio.get_running_loop().call_at(due, self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        self._settle(self.core.handle_timer(asyncio.get_running_loop().time()))

    def _settle(self, events: list[RoundEvent] | list[RoundClosed]) -> None:
        for event in events:
            if not isinstance(event, RoundClosed):
                continue
            self.closed.append(
                ClosedRound(
                    round_id=event.round_id,
                    requester=event.requester,
                    code=event.code,
                    reason=event.reason,
                    count=len(event.contributions),
                )
            )
            logger.info("%s: %s", self.name, event.reason)
            requester = self._requesters.pop(event.round_id, None)
            if requester is None:  # the requester left, nobody waits
                self.core.delivered(event.round_id)
                continue
            task = asyncio.get_running_loop().create_task(self._send(event, *requester))
            self._sending.add(task)
            task.add_done_callback(self._sending.discard)
            # Its bytes count until the result has gone (or failed to).
            task.add_done_callback(functools.partial(self._delivered, event.round_id))
        self._schedule()

    def _members(self, round_id: str, sender: str, seq: int, count: int) -> dict[str, Any]:
        """The round's own members of a result INFORM."""
        return {
            "topic": self.name,
            "round": round_id,
            "round_seq": seq,
            "round_from": sender,
            "round_count": count,
        }

    async def _send(self, closed: RoundClosed, session: AgentSession, request: Envelope) -> None:
        """Send `closed`'s result (or failure) to its requester, in batches, as a topic does.

        The session's `topic_gate` is held while a batch is written: one sender of a session
        writes at a time, and only once the channel has room again (spec 8.1.1). A
        contribution that cannot go out ends the conversation with FAILURE `undeliverable`:
        the requester is told, never left waiting.
        """
        locked = session.locked
        semantic, endpoint = locked.semantic, locked.session.endpoint
        pending = list(closed.contributions) if closed.code is None else []
        try:
            if closed.code is not None:
                failure = {
                    "topic": self.name,
                    "round": closed.round_id,
                    "code": str(closed.code),
                    "reason": closed.reason,
                    "count": len(closed.contributions),
                }
                async with session.topic_gate:
                    semantic.reply(request, Performative.FAILURE, failure)
                    await locked.session.flush()
                return
            count = len(pending)
            while pending:
                async with session.topic_gate:
                    while pending and endpoint.bytes_to_send < BATCH_BYTES:
                        contribution = pending.pop(0)
                        members = self._members(
                            closed.round_id, contribution.contributor, contribution.seq, count
                        )
                        semantic.reply(
                            request, Performative.INFORM, {**contribution.body, **members}
                        )
                    await locked.session.flush()  # waits while the requester does not read
        except (LocalSemanticError, LocalProtocolError) as error:
            if isinstance(error, LocalProtocolError) and error.code != ErrorCode.FRAME_TOO_LARGE:
                # The requester left (CANCEL, or its session ended): nobody to send to.
                logger.info("%s: result of %s not sent: %s", self.name, closed.round_id, error)
                return
            logger.warning("%s: result of %s not sent: %s", self.name, closed.round_id, error)
            await self._undeliverable(closed, session, request, str(error))
        except TransportError as error:
            logger.info("%s: result of %s not sent: %s", self.name, closed.round_id, error)

    async def _undeliverable(
        self, closed: RoundClosed, session: AgentSession, request: Envelope, why: str
    ) -> None:
        """End the round's conversation with FAILURE `undeliverable`: the result did not go."""
        failure = {
            "topic": self.name,
            "round": closed.round_id,
            "code": str(TopicCode.UNDELIVERABLE),
            "reason": f"the result of round {closed.round_id} could not be sent: {why}",
            "count": len(closed.contributions),
        }
        try:
            async with session.topic_gate:
                session.locked.semantic.reply(request, Performative.FAILURE, failure)
                await session.locked.session.flush()
        except (LocalProtocolError, LocalSemanticError, TransportError) as error:
            logger.info("%s: FAILURE of %s not sent: %s", self.name, closed.round_id, error)

    def _forget(self, session: AgentSession, conversation_id: str | None = None) -> None:
        """The requester's round conversation (or every one of `session`) ended."""
        for round_id, (held, request) in list(self._requesters.items()):
            if held is session and conversation_id in (None, request.conversation_id):
                del self._requesters[round_id]
                self._settle([end] if (end := self.core.cancel(round_id)) else [])


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundContribution:
    """One contribution in a round's result, validated by the requester's L9."""

    seq: int
    """Its place in arrival order (from 1)."""
    contributor: str
    """Who gave it."""
    name: str
    """The concept or task it names."""
    values: dict[str, Any]
    """The concept's members (without `concept`), or the task's parameters."""
    envelope: Envelope
    """The INFORM as received."""


class OpenedRound(Subscription):
    """A round this agent opened: `result()` waits for its close.

    Its conversation is a subscription whose INFORMs are the contributions; the
    host ends it with FAILURE when the round failed (`quorum_not_met`).
    """

    def __init__(self, session: AgentSession, request: Envelope, *, asked: int) -> None:
        super().__init__(session, request, after=None, queue=1)
        self.asked = asked
        """How many contributors this side asked for (named, or a number): a result holds at
        most this many, whatever the host says."""
        self.round_id = ""
        """The round's id (from the host's AGREE): contributors name it."""
        self.deadline = 0.0
        """Seconds the round stays open from when the host agreed."""
        self.quorum = 0
        """Its quorum."""
        self.expected = 0
        """How many contributions close it early (from the host's AGREE): a result has at
        most this many, whatever the host's `round_count` says."""
        self._contributions: list[RoundContribution] = []
        self._closing: asyncio.Task[None] | None = None
        self._result: asyncio.Future[list[RoundContribution]] = (
            asyncio.get_running_loop().create_future()
        )

    async def result(self) -> list[RoundContribution]:
        """The contributions, in arrival order, once the round closed with its quorum.

        `AgentError` with the host's code when it failed (`quorum_not_met`) or the session
        ended, or `undeliverable` when the host could not send it. The host waits at most
        the deadline: so does this, plus `answer_timeout`; then `AgentError` `timeout`, and
        the round's conversation is cancelled.
        """
        wait = self.deadline + self.session.answer_timeout
        try:
            async with asyncio.timeout(wait):
                return await outcome(self._result, shielded=True)
        except TimeoutError:
            if not self._result.done():
                reason = f"round {self.round_id} gave no result within {wait} s"
                self._result.set_exception(AgentError("timeout", reason))
                self._result.exception()
                await self.cancel()
        # Done: its result, or its error as a copy (the future keeps its own, and it is
        # raised again by every later call).
        return await outcome(self._result)

    def on_message(self, envelope: Envelope, binding: Binding) -> None:
        """A message of the round's conversation (its session routes it here)."""
        content = envelope.content if isinstance(envelope.content, dict) else {}
        if envelope.performative == Performative.AGREE:
            self.round_id = str(content.get("round", ""))
            deadline, quorum = content.get("deadline"), content.get("quorum")
            self.deadline = float(deadline) if isinstance(deadline, int | float) else 0.0
            self.quorum = count_of(quorum)  # (2.0 is 2: a host whose JSON writes doubles)
            expected = count_of(content.get("expected"))
            if not 0 < expected <= self.asked:
                # An outside attack: a host that said 10^9 (or nothing) had the requester
                # keep every INFORM it sent: 20,000 held, 71 MiB, and no result.
                logger.info(
                    "round %s: the host expects %r contributions; %d were asked for",
                    self.round_id,
                    content.get("expected"),
                    self.asked,
                )
                expected = self.asked
            self.expected = expected
        elif envelope.performative == Performative.INFORM:
            self._received(envelope, binding, content)
            return
        super().on_message(envelope, binding)

    def _received(self, envelope: Envelope, binding: Binding, content: dict[str, Any]) -> None:
        if self._result.done():
            return  # the result is whole: more is not the host's to send
        if content.get("round") != self.round_id:
            logger.info(
                "round %s: an INFORM of round %r ignored", self.round_id, content.get("round")
            )
            return  # not this round's: it counts for nothing
        self._contributions.append(
            RoundContribution(
                seq=len(self._contributions) + 1,
                contributor=str(content.get("round_from", "")),
                name=binding.name or "",
                values=values_of(envelope, binding),
                envelope=envelope,
            )
        )
        # The host agreed to no more than `expected` (at most what was asked for).
        count = min(count_of(content.get("round_count")), self.expected or self.asked)
        if len(self._contributions) >= count:
            self._result.set_result(list(self._contributions))
            # The round is over: end its conversation (kept, or the task could be collected).
            self._closing = asyncio.get_running_loop().create_task(self.cancel())

    def ended(self, error: AgentError) -> None:
        """The round failed or its session ended: `result()` raises `error`."""
        super().ended(error)
        if not self._result.done():
            self._result.set_exception(again(error))
            self._result.exception()  # retrieved here: `result()` raises it


async def open_round(
    session: AgentSession,
    aggregation: str,
    *,
    contributors: list[str] | int,
    quorum: int | None = None,
    deadline: float | None = None,
) -> OpenedRound:
    """Open a round of `aggregation` at `session`'s peer; the round once agreed."""
    # The round's conversation must outlive its deadline: the longest a subscription may
    # last (section 8.1); the close ends it long before.
    lifetime = int(EndpointConfig().max_subscription_lifetime)
    content: dict[str, Any] = {
        "topic": aggregation,
        "contributors": contributors,
        "expires_in": lifetime,
    }
    if quorum is not None:
        content["quorum"] = quorum
    if deadline is not None:
        content["deadline"] = deadline
    # (what the host would refuse, a wrong type, is left for it to say: asked as many as any)
    if isinstance(contributors, list | tuple):
        asked = len(contributors)
    else:
        asked = count_of(contributors) or RoundsConfig().max_contributions
    return await agreed_subscription(
        session, content, lambda request: OpenedRound(session, request, asked=asked)
    )


async def contribute(
    session: AgentSession, aggregation: str, round_id: str, content: dict[str, Any]
) -> int:
    """Give `content` to round `round_id` of `aggregation`; its place in arrival order."""
    return await publish(session, aggregation, {**content, "round": round_id})


__all__ = [
    "ROUND_KEYS",
    "ClosedRound",
    "HostedAggregation",
    "OpenedRound",
    "RoundContribution",
    "RoundsConfig",
    "contribute",
    "open_round",
]
