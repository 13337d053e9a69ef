"""Events an `Endpoint` (and the patterns built on it) report, named for what happened."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from l8_comm.envelope import JSON, Envelope, SubContextRef
from l8_comm.exceptions import ErrorCode, RemoteProtocolError


@dataclass(frozen=True, kw_only=True, slots=True)
class Event:
    """Base class of every L8 event."""


@dataclass(frozen=True, kw_only=True, slots=True)
class MessageReceived(Event):
    """A valid envelope arrived and was a legal step of its conversation."""

    envelope: Envelope
    """The message."""
    state: str
    """The state of its conversation after this message."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ConversationCompleted(Event):
    """A received message put a conversation in a final state."""

    conversation_id: str
    """The conversation that ended."""
    protocol: str
    """Its interaction protocol."""
    state: str
    """The final state (`done`, `refused`, `accepted`, `not_understood`, ...)."""
    envelope: Envelope
    """The message that ended it."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ConversationTimedOut(Event):
    """A conversation ended because time ran out (idle, or a subscription expired)."""

    conversation_id: str
    """The conversation that ended."""
    protocol: str
    """Its interaction protocol."""
    state: str
    """The state it was in when time ran out."""
    reason: str
    """`idle` or `expired`."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ConversationAborted(Event):
    """A conversation ended without reaching a final state of its protocol."""

    conversation_id: str
    """The conversation that was cut off."""
    protocol: str
    """Its interaction protocol."""
    state: str
    """The state it was in."""
    reason: str = "session_closed"
    """`session_closed`, or `superseded` (a synchronous session's glare was lost to the peer)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ProtocolViolation(Event):
    """The peer broke the protocol; the offending message had no effect."""

    error: RemoteProtocolError
    """What rule was broken, with its stable code."""
    answered: bool
    """True when a NOT_UNDERSTOOD carrying the code was queued for the peer."""

    @property
    def code(self) -> ErrorCode | str:
        """The stable code of the violation (an L9 code when L9 refused the content)."""
        return self.error.code


@dataclass(frozen=True, kw_only=True, slots=True)
class SubContextOpened(Event):
    """A sub-context came into being by its first use."""

    context: SubContextRef
    """The sub-context as first used."""
    depth: int
    """1 for a child of the main context, 2 for its child, and so on."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SubContextEnded(Event):
    """A sub-context ended."""

    context_id: str
    """The sub-context that ended."""
    reason: str
    """`idle` or `session_closed`."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SessionTerminated(Event):
    """The session cannot continue; the driver should close the stream."""

    code: ErrorCode | str
    """Why, as a stable code."""
    reason: str
    """Why, for people."""
    peer: str | None = None
    """The peer, when it ended the session (its code, and its words in `reason`, made
    printable and bounded); None when this side did."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SubscriptionStarted(Event):
    """A broker agreed to a subscription."""

    topic: str
    """The topic subscribed to."""
    subscriber: str
    """The subscribing agent."""
    conversation_id: str
    """The subscription conversation, where INFORMs will flow."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SubscriptionEnded(Event):
    """A subscription is over (cancelled, expired, failed, or the session closed)."""

    topic: str
    """The topic."""
    subscriber: str
    """The agent that was subscribed."""
    conversation_id: str
    """The subscription conversation."""
    reason: str
    """The conversation's final state, or `expired` / `session_closed`."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Published(Event):
    """Content published on a topic was fanned out to its subscribers."""

    topic: str
    """The topic."""
    publisher: str
    """Who published it."""
    delivered_to: tuple[str, ...]
    """The subscribers that were sent an INFORM."""


@dataclass(frozen=True, kw_only=True, slots=True)
class AggregationCompleted(Event):
    """An N:1 aggregation finished: quorum, deadline, or every member heard from."""

    result: object
    """What the aggregation function returned for the answers."""
    answers: Mapping[str, JSON]
    """Member id to the content of its INFORM."""
    failures: Mapping[str, JSON]
    """Member id to the content of its FAILURE or NOT_UNDERSTOOD."""
    missing: tuple[str, ...]
    """Members that had not answered when the aggregation finished."""
    quorum_met: bool
    """True when at least `quorum` members answered with INFORM."""
    reason: str
    """`quorum`, `all_answered` or `deadline`."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GroupMessageDelivered(Event):
    """A group message is delivered, in the order its sender sent it."""

    group_id: str
    """The group."""
    sender: str
    """The member that sent it."""
    seq: int
    """Its position in that sender's stream (0, 1, 2, ...)."""
    envelope: Envelope
    """The message."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GroupMessageRejected(Event):
    """A message for the group was not delivered."""

    group_id: str
    """The group."""
    sender: str
    """Who sent it."""
    code: str
    """Why, as a stable code (`not_a_member`, `invalid_sequence`, `reorder_window_exceeded`)."""
    reason: str
    """Why, for people."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GroupMemberLeft(Event):
    """A member left the group (its CANCEL arrived, or it was removed)."""

    group_id: str
    """The group."""
    member: str
    """The member that left."""
