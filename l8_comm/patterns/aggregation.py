"""N:1 aggregation: a leader queries a population and combines the answers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from l8_comm.endpoint import Endpoint
from l8_comm.envelope import JSON, SubContextRef
from l8_comm.events import (
    AggregationCompleted,
    ConversationAborted,
    ConversationTimedOut,
    Event,
    MessageReceived,
)
from l8_comm.exceptions import LocalProtocolError
from l8_comm.performatives import Performative
from l8_comm.protocols import QUERY

Aggregator = Callable[[Mapping[str, JSON]], object]
"""Member id to its answer -> the aggregate."""


class Aggregation:
    """One round of N:1 aggregation over the leader's sessions with each member.

    `start` sends the same QUERY to every member. Answers are collected until
    `quorum` members have answered with INFORM, every member has answered
    (INFORM, FAILURE or NOT_UNDERSTOOD), or `deadline` passes, whichever is
    first; then `aggregate` is applied to the answers and the members not
    heard from are reported as missing. Late answers are ignored.
    """

    def __init__(  # noqa: PLR0913 - each argument shapes the round
        self,
        members: Mapping[str, Endpoint],
        content: JSON,
        *,
        quorum: int,
        deadline: float,
        aggregate: Aggregator,
        context: SubContextRef | None = None,
    ) -> None:
        if not members:
            msg = "an aggregation needs at least one member"
            raise ValueError(msg)
        if not 1 <= quorum <= len(members):
            msg = f"quorum must be between 1 and {len(members)}, got {quorum}"
            raise ValueError(msg)
        self.members = dict(members)
        """Member id to the leader's endpoint on its session with that member."""
        self.content = content
        """The QUERY content sent to every member."""
        self.quorum = quorum
        """How many INFORM answers complete the round early."""
        self.deadline = deadline
        """When the round completes with whatever arrived."""
        self.context = context
        """The sub-context the queries travel in, if any."""
        self.result: AggregationCompleted | None = None
        """The outcome, once the round has completed."""
        self._aggregate = aggregate
        self._pending: dict[str, str] = {}
        self._answers: dict[str, JSON] = {}
        self._failures: dict[str, JSON] = {}

    def start(self, now: float) -> None:
        """Send the QUERY to every member."""
        if self._pending or self._answers or self._failures:
            msg = "this aggregation has already started"
            raise RuntimeError(msg)
        for member, endpoint in self.members.items():
            try:
                sent = endpoint.query(member, self.content, context=self.context, now=now)
            except LocalProtocolError as error:
                self._failures[member] = {"code": str(error.code), "reason": error.message}
                continue
            self._pending[sent.conversation_id] = member

    def get_timer(self) -> float | None:
        """When `handle_timer` is due, or None once complete."""
        return None if self.result is not None else self.deadline

    def handle_timer(self, now: float) -> list[Event]:
        """Complete the round if its deadline has passed."""
        if self.result is None and now >= self.deadline:
            return [self._complete("deadline")]
        return []

    def handle_event(self, event: Event) -> list[Event]:  # noqa: PLR0911 - one exit per outcome
        """Process an event from any of the leader's member sessions.

        Only the member's own answer in its own query conversation counts: an
        INFORM, a FAILURE, or a NOT_UNDERSTOOD that ended the conversation.
        """
        if self.result is not None:
            return []
        if isinstance(event, MessageReceived):
            envelope = event.envelope
            member = self._pending.get(envelope.conversation_id)
            if (
                member is None
                or envelope.sender != member
                or envelope.protocol != QUERY.name
                or event.state not in QUERY.final_states
            ):
                return []
            del self._pending[envelope.conversation_id]
            if envelope.performative == Performative.INFORM:
                self._answers[member] = envelope.content
            else:
                self._failures[member] = envelope.content
        elif isinstance(event, ConversationTimedOut | ConversationAborted):
            member = self._pending.pop(event.conversation_id, None)
            if member is None:
                return []
            self._failures[member] = {"code": type(event).__name__}
        else:
            return []
        if len(self._answers) >= self.quorum:
            return [self._complete("quorum")]
        if not self._pending:
            return [self._complete("all_answered")]
        return []

    def _complete(self, reason: str) -> AggregationCompleted:
        heard = set(self._answers) | set(self._failures)
        self.result = AggregationCompleted(
            result=self._aggregate(MappingProxyType(dict(self._answers))),
            answers=MappingProxyType(dict(self._answers)),
            failures=MappingProxyType(dict(self._failures)),
            missing=tuple(m for m in self.members if m not in heard),
            quorum_met=len(self._answers) >= self.quorum,
            reason=reason,
        )
        return self.result
