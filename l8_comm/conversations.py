"""Every conversation of one L8 session: the protocol tables applied, timers, what ended.

`ConversationTable` is the half of the endpoint that knows conversations:
`plan` checks that a message is a legal step and changes nothing, `apply`
commits a planned step, `expire` ends what is due. The state of every
conversation lives here, in one place; the endpoint owns the wire, the
session rules and the answers to violations.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict
from dataclasses import dataclass
from typing import NamedTuple

from l8_comm.config import EndpointConfig, InteractionMode
from l8_comm.envelope import Envelope
from l8_comm.events import ConversationAborted, ConversationTimedOut, Event
from l8_comm.exceptions import (
    ErrorCode,
    LimitExceededError,
    RemoteProtocolError,
    remote_error_class,
)
from l8_comm.identifiers import ANY_RECIPIENT, TOPIC_PATTERN
from l8_comm.performatives import Performative
from l8_comm.protocols import START, InteractionProtocol, Role
from l8_comm.registry import Registry


@dataclass(frozen=True, kw_only=True, slots=True)
class ConversationInfo:
    """A snapshot of one open conversation."""

    id: str
    """The conversation id."""
    protocol: str
    """Its interaction protocol."""
    role: Role
    """This endpoint's role in it."""
    state: str
    """Its current state."""
    peer: str | None
    """The agent on the other side (None until known, for a conversation opened to `*`)."""
    rounds: int
    """Counted steps so far (COUNTER_PROPOSE in a negotiation)."""
    expires_at: float | None
    """When it expires (subscriptions), if it does."""
    topic: str | None
    """The topic, for subscriptions."""


@dataclass(slots=True)
class _Conversation:
    id: str
    protocol: InteractionProtocol
    role: Role
    state: str
    peer: str | None
    rounds: int
    last_activity: float
    expires_at: float | None
    topic: str | None
    answered: bool

    def info(self) -> ConversationInfo:
        return ConversationInfo(
            id=self.id,
            protocol=self.protocol.name,
            role=self.role,
            state=self.state,
            peer=self.peer,
            rounds=self.rounds,
            expires_at=self.expires_at,
            topic=self.topic,
        )


class Step(NamedTuple):
    """A checked conversation step, applied only once every other check has passed.

    A NamedTuple rather than a frozen dataclass: one is built per message.
    """

    conversation: _Conversation | None
    protocol: InteractionProtocol
    role: Role
    next_state: str
    counted: bool
    expires_at: float | None
    topic: str | None
    supersedes: _Conversation | None


def attributed(error: RemoteProtocolError, envelope: Envelope) -> RemoteProtocolError:
    """`error`, naming the envelope it concerns."""
    error.message_id = envelope.id
    error.conversation_id = envelope.conversation_id
    error.protocol = envelope.protocol
    error.sender = envelope.sender
    error.performative = envelope.performative
    return error


def violation(
    code: ErrorCode, message: str, envelope: Envelope, field: str | None = None
) -> RemoteProtocolError:
    """The remote error for `code`, naming `envelope` (and the `field` at fault)."""
    error = remote_error_class(code)(code, message, field=field)
    return attributed(error, envelope)


class ConversationTable:
    """The open conversations of one session, their timers, and the recently ended ones."""

    def __init__(self, config: EndpointConfig, registry: Registry) -> None:
        self.config = config
        self.registry = registry
        self._conversations: dict[str, _Conversation] = {}
        # Conversations open by role, [responder, initiator] (indexed `role is INITIATOR`):
        # a list of two costs 72 bytes, a dict of two 224.
        self._opened = [0, 0]
        # Least recently active first; one order per timeout length.
        self._idle: OrderedDict[str, None] = OrderedDict()
        self._idle_long: OrderedDict[str, None] = OrderedDict()
        self._expiries: list[tuple[float, str]] = []
        self._ended: OrderedDict[str, str] = OrderedDict()
        self._ended_here: dict[str, tuple[float, str, Role]] = {}
        """Of `_ended`, those this side ended (its final message, its CANCEL, an abort or a
        timeout of its own), and when."""
        self._openers = registry.unique_openers()

    def get(self, conversation_id: str | None) -> _Conversation | None:
        """The open conversation with this id, or None."""
        return self._conversations.get(conversation_id) if conversation_id else None

    def opener_protocol(self, performative: str) -> str | None:
        """The one protocol `performative` can open, or None when it opens none or several."""
        return self._openers.get(performative)

    def info(self, conversation_id: str) -> ConversationInfo | None:
        """A snapshot of an open conversation, or None."""
        conversation = self._conversations.get(conversation_id)
        return conversation.info() if conversation else None

    def protocol_of(self, conversation_id: str) -> str | None:
        """The interaction protocol of an open conversation, or None (cheaper than a snapshot)."""
        conversation = self._conversations.get(conversation_id)
        return conversation.protocol.name if conversation else None

    def infos(self) -> tuple[ConversationInfo, ...]:
        """Snapshots of every open conversation."""
        return tuple(c.info() for c in self._conversations.values())

    def ended_state(self, conversation_id: str) -> str | None:
        """The final state of a recently ended conversation, or None."""
        return self._ended.get(conversation_id)

    def abort_all(self) -> list[ConversationAborted]:
        """The session ended: every open conversation is aborted."""
        events = [
            ConversationAborted(conversation_id=c.id, protocol=c.protocol.name, state=c.state)
            for c in self._conversations.values()
        ]
        self._conversations.clear()
        self._opened = [0, 0]
        self._idle.clear()
        self._idle_long.clear()
        self._expiries.clear()
        return events

    def _deadline(self, conversation: _Conversation) -> float:
        if conversation.expires_at is not None:
            return conversation.expires_at
        if conversation.protocol.long_lived:
            return conversation.last_activity + self.config.long_lived_timeout
        return conversation.last_activity + self.config.conversation_timeout

    def next_deadline(self) -> float | None:
        """When the next conversation times out or expires, or None."""
        deadlines: list[float] = []
        for order in (self._idle, self._idle_long):
            for conversation_id in order:
                deadlines.append(self._deadline(self._conversations[conversation_id]))
                break
        while self._expiries:
            at, conversation_id = self._expiries[0]
            conversation = self._conversations.get(conversation_id)
            if conversation is not None and conversation.expires_at == at:
                deadlines.append(at)
                break
            heapq.heappop(self._expiries)
        return min(deadlines) if deadlines else None

    def expire(self, now: float) -> list[Event]:
        """End what is due at `now`: idle conversations and expired subscriptions."""
        events: list[Event] = []
        for order in (self._idle, self._idle_long):
            while order:
                conversation = self._conversations[next(iter(order))]
                if self._deadline(conversation) > now:
                    break
                events.append(self._time_out(conversation, "idle", "timed_out", now))
        while self._expiries and self._expiries[0][0] <= now:
            at, conversation_id = heapq.heappop(self._expiries)
            subscription = self._conversations.get(conversation_id)
            if subscription is not None and subscription.expires_at == at:
                events.append(self._time_out(subscription, "expired", "expired", now))
        return events

    def _time_out(
        self, conversation: _Conversation, reason: str, final_state: str, now: float
    ) -> ConversationTimedOut:
        self._end(conversation, final_state, now=now)
        return ConversationTimedOut(
            conversation_id=conversation.id,
            protocol=conversation.protocol.name,
            state=conversation.state,
            reason=reason,
        )

    # --------------------------------------------------------- conversations

    def plan(self, envelope: Envelope, *, local: bool, now: float) -> Step:
        """Check that `envelope` is a legal step; change nothing."""
        performative = envelope.performative
        conversation_id = envelope.conversation_id
        conversation = self._conversations.get(conversation_id)
        if conversation is None:
            return self._plan_opening(envelope, local=local, now=now)
        protocol = conversation.protocol
        if self._deadline(conversation) <= now:
            error = violation(
                ErrorCode.CONVERSATION_CLOSED,
                f"conversation {conversation_id} ran out of time (handle_timer has not run yet)",
                envelope,
            )
            error.crossing = not local  # its time ran out here: the peer could not know
            raise error
        if envelope.protocol != protocol.name:
            raise violation(
                ErrorCode.PROTOCOL_MISMATCH,
                f"conversation {conversation_id} follows {protocol.name}, not {envelope.protocol}",
                envelope,
                "protocol",
            )
        if not local and conversation.peer is not None and envelope.sender != conversation.peer:
            raise violation(
                ErrorCode.SENDER_MISMATCH,
                f"conversation {conversation_id} is with {conversation.peer}, "
                f"not {envelope.sender}",
                envelope,
                "from",
            )
        role = conversation.role if local else conversation.role.other
        next_state = protocol.next_state(conversation.state, performative, role)
        if next_state is None:
            raise violation(
                ErrorCode.ILLEGAL_TRANSITION,
                f"{performative} from the {role} is not allowed in state "
                f"{conversation.state!r} of {protocol.name}",
                envelope,
                "performative",
            )
        counted = performative in protocol.counted
        if counted and conversation.rounds >= self.config.max_negotiation_rounds:
            raise violation(
                ErrorCode.ROUND_LIMIT_EXCEEDED,
                f"conversation {conversation_id} already had {conversation.rounds} "
                f"{performative} rounds; the limit is {self.config.max_negotiation_rounds}",
                envelope,
            )
        return Step(
            conversation=conversation,
            protocol=protocol,
            role=conversation.role,
            next_state=next_state,
            counted=counted,
            expires_at=conversation.expires_at,
            topic=conversation.topic,
            supersedes=None,
        )

    def _crossed(self, conversation_id: str, envelope: Envelope, now: float) -> bool:
        """Whether `envelope` crossed this side's own end of `conversation_id` (spec 5).

        Within `crossing_grace` of that end, and a step the peer's role could send in the
        conversation's protocol other than an opener: what the peer sent before it could
        know. Anything else is a violation (an opener reusing the id, a step its role
        never sends, a message long after).
        """
        ended = self._ended_here.get(conversation_id)
        if ended is None:
            return False
        at, name, role = ended
        if now - at > self.config.crossing_grace or envelope.protocol != name:
            return False
        peer = Role.RESPONDER if role is Role.INITIATOR else Role.INITIATOR
        protocol = self.registry.protocol(envelope.protocol)
        return any(
            performative == envelope.performative and sender is peer and state != START
            for (state, performative, sender) in protocol.transitions
        )

    def _plan_opening(self, envelope: Envelope, *, local: bool, now: float) -> Step:
        performative = envelope.performative
        conversation_id = envelope.conversation_id
        protocol = self.registry.protocol(envelope.protocol)
        if conversation_id in self._ended:
            error = violation(
                ErrorCode.CONVERSATION_CLOSED,
                f"conversation {conversation_id} has already ended "
                f"({self._ended[conversation_id]})",
                envelope,
            )
            # Ended by this side: the peer sent this before it could know (a publication
            # crossing this side's CANCEL). Not the peer's fault: dropped, not answered. An
            # opener reusing the id is no crossing: it is answered (and charged) as ever.
            error.crossing = not local and self._crossed(conversation_id, envelope, now)
            raise error
        next_state = protocol.next_state(START, performative, Role.INITIATOR)
        if next_state is None:
            raise violation(
                ErrorCode.UNKNOWN_CONVERSATION,
                f"{performative} cannot open a {protocol.name} conversation and "
                f"conversation {conversation_id} is not open",
                envelope,
                "conversation_id",
            )
        topic, expires_at = self._plan_topic(envelope, protocol, now)
        role = Role.INITIATOR if local else Role.RESPONDER
        supersedes = None
        if next_state not in protocol.final_states:
            opened = self._opened[role is Role.INITIATOR]
            if opened >= self.config.max_conversations:
                side = "this side" if local else "the peer"
                raise attributed(
                    LimitExceededError(
                        ErrorCode.TOO_MANY_CONVERSATIONS,
                        f"{opened} conversations opened by {side} are open; "
                        f"the limit is {self.config.max_conversations}",
                    ),
                    envelope,
                )
            if self.config.mode is InteractionMode.SYNCHRONOUS and not protocol.long_lived:
                supersedes = self._synchronous_glare(envelope, local=local)
        return Step(
            conversation=None,
            protocol=protocol,
            role=role,
            next_state=next_state,
            counted=False,
            expires_at=expires_at,
            topic=topic,
            supersedes=supersedes,
        )

    def _synchronous_glare(self, envelope: Envelope, *, local: bool) -> _Conversation | None:
        """In a synchronous session, decide whether a new exchange may open.

        Returns the exchange it replaces, if any. When both sides open an
        exchange at the same moment (each has sent an opener the other has
        not answered), the one with the lower conversation id wins on both
        sides: the winner's opener supersedes the loser's, and the loser's
        opener is refused without costing error budget.
        """
        busy = next((c for c in self._conversations.values() if not c.protocol.long_lived), None)
        if busy is None:
            return None
        glare = not local and busy.role is Role.INITIATOR and not busy.answered
        if glare and envelope.conversation_id < busy.id:
            return busy
        error = violation(
            ErrorCode.CONVERSATION_IN_PROGRESS,
            f"the session is synchronous and exchange {busy.id} has not completed",
            envelope,
        )
        error.charged = not glare
        raise error

    def _plan_topic(
        self, envelope: Envelope, protocol: InteractionProtocol, now: float
    ) -> tuple[str | None, float | None]:
        performative = envelope.performative
        if performative not in (Performative.SUBSCRIBE, Performative.PUBLISH):
            return None, None
        content = envelope.content
        topic = content.get("topic") if isinstance(content, dict) else None
        if not isinstance(topic, str) or not TOPIC_PATTERN.fullmatch(topic):
            raise violation(
                ErrorCode.INVALID_FIELD,
                f"{performative} content must be an object with a topic matching "
                f"{TOPIC_PATTERN.pattern}",
                envelope,
                "content.topic",
            )
        if performative != Performative.SUBSCRIBE or not protocol.long_lived:
            return topic, None
        assert isinstance(content, dict)  # noqa: S101 - checked just above
        lifetime = content.get("expires_in", self.config.default_subscription_lifetime)
        if isinstance(lifetime, bool) or not isinstance(lifetime, int | float) or lifetime <= 0:
            raise violation(
                ErrorCode.INVALID_FIELD,
                "must be a positive number of seconds",
                envelope,
                "content.expires_in",
            )
        return topic, now + min(float(lifetime), self.config.max_subscription_lifetime)

    def apply(  # noqa: PLR0913 - the step, its message, and where it came from
        self,
        step: Step,
        envelope: Envelope,
        now: float,
        *,
        local: bool,
        events: list[Event] | None,
        peer_id: str | None,
    ) -> None:
        """Commit a checked step (`peer_id`: the session's peer, if known)."""
        if step.supersedes is not None:
            aborted = self.abort(step.supersedes, "superseded", "superseded", now=now)
            if events is not None:
                events.append(aborted)
        conversation = step.conversation
        if conversation is not None:
            self._advance(conversation, step, envelope, now, local=local)
        elif step.next_state in step.protocol.final_states:
            self.remember_ended(
                envelope.conversation_id,
                step.next_state,
                here=local,
                now=now,
                role=step.role,
                protocol=step.protocol.name,
            )
        else:
            self._open(step, envelope, now, peer_id)

    def _advance(
        self,
        conversation: _Conversation,
        step: Step,
        envelope: Envelope,
        now: float,
        *,
        local: bool,
    ) -> None:
        final = step.next_state in step.protocol.final_states
        conversation.state = step.next_state
        conversation.last_activity = now
        if not local:
            conversation.answered = True
            if conversation.peer is None:
                conversation.peer = envelope.sender
        if step.counted:
            conversation.rounds += 1
        if final:
            self._end(conversation, step.next_state, here=local, now=now)
        elif conversation.id in self._idle:
            self._idle.move_to_end(conversation.id)
        elif conversation.id in self._idle_long:
            self._idle_long.move_to_end(conversation.id)

    def _open(self, step: Step, envelope: Envelope, now: float, peer_id: str | None) -> None:
        if step.role is Role.RESPONDER:
            peer: str | None = envelope.sender
        else:
            # The conversation is with the session's peer, however many
            # recipients the opening message names; unknown until it answers
            # if the message went to `*` before the peer was known.
            recipient = envelope.to[0]
            peer = peer_id or (recipient if recipient != ANY_RECIPIENT else None)
        conversation = _Conversation(
            id=envelope.conversation_id,
            protocol=step.protocol,
            role=step.role,
            state=step.next_state,
            peer=peer,
            rounds=0,
            last_activity=now,
            expires_at=step.expires_at,
            topic=step.topic,
            answered=step.role is Role.RESPONDER,
        )
        self._conversations[conversation.id] = conversation
        self._opened[step.role is Role.INITIATOR] += 1
        if step.expires_at is not None:
            heapq.heappush(self._expiries, (step.expires_at, conversation.id))
            self._compact_expiries()
        elif step.protocol.long_lived:
            self._idle_long[conversation.id] = None
        else:
            self._idle[conversation.id] = None

    def _compact_expiries(self) -> None:
        live = sum(1 for c in self._conversations.values() if c.expires_at is not None)
        if len(self._expiries) > 2 * live + 64:
            self._expiries = [
                (c.expires_at, c.id)
                for c in self._conversations.values()
                if c.expires_at is not None
            ]
            heapq.heapify(self._expiries)

    def _end(
        self, conversation: _Conversation, final_state: str, *, now: float, here: bool = True
    ) -> None:
        del self._conversations[conversation.id]
        self._opened[conversation.role is Role.INITIATOR] -= 1
        self._idle.pop(conversation.id, None)
        self._idle_long.pop(conversation.id, None)
        if not self._conversations:
            # None open (an idle session): tables emptied by deletions keep their room
            # (~180 bytes each) until cleared.
            self._conversations.clear()
            self._idle.clear()
            self._idle_long.clear()
        self.remember_ended(
            conversation.id,
            final_state,
            here=here,
            now=now,
            role=conversation.role,
            protocol=conversation.protocol.name,
        )

    def abort(
        self, conversation: _Conversation, final_state: str, reason: str, *, now: float
    ) -> ConversationAborted:
        """End `conversation` before its protocol did, in `final_state` (this side's doing)."""
        self._end(conversation, final_state, now=now)
        return ConversationAborted(
            conversation_id=conversation.id,
            protocol=conversation.protocol.name,
            state=conversation.state,
            reason=reason,
        )

    def remember_ended(  # noqa: PLR0913 - which, how, whose doing, when, as whom, in what
        self,
        conversation_id: str,
        final_state: str,
        *,
        here: bool = False,
        now: float = 0.0,
        role: Role = Role.INITIATOR,
        protocol: str = "",
    ) -> None:
        """Keep the final state of an ended conversation (bounded), to tell late replies apart.

        `here`: this side ended it (its own final message, or an abort it decided), so
        that what the peer sent before it could know is told from a violation; `role`:
        this side's in it; `protocol`: the conversation's.
        """
        self._ended[conversation_id] = final_state
        if here:
            self._ended_here[conversation_id] = (now, protocol, role)
        else:
            self._ended_here.pop(conversation_id, None)
        if len(self._ended) > self.config.closed_conversation_memory:
            oldest, _ = self._ended.popitem(last=False)
            self._ended_here.pop(oldest, None)
