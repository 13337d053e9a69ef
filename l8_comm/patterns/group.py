"""N:N collaboration groups: membership, fan-out to every member, per-sender ordering."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from l8_comm.endpoint import Endpoint
from l8_comm.envelope import JSON, Envelope, SubContextRef
from l8_comm.events import (
    Event,
    GroupMemberLeft,
    GroupMessageDelivered,
    GroupMessageRejected,
    MessageReceived,
)
from l8_comm.exceptions import LocalProtocolError
from l8_comm.performatives import Performative
from l8_comm.protocols import GROUP

GROUP_CONTEXT_TYPE = "group"
"""The sub-context type group messages travel in."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GroupSendResult:
    """What one `CollaborationGroup.send` did on each link."""

    sent: Mapping[str, Envelope]
    """Member id to the envelope sent to it."""
    failed: Mapping[str, LocalProtocolError]
    """Member id to why nothing could be sent to it."""


class CollaborationGroup:
    """One member's view of a group: its links to the other members and their orderings.

    A group message is an INFORM in the `group` protocol, sent on the link to
    every other member, in the conversation and the sub-context both named by
    the group id; the sub-context metadata carries `seq`, the sender's counter
    for that link. Each receiver delivers a sender's messages in `seq` order,
    holding back at most `max_reorder` early ones per sender.

    A counter per link, not one per sender, means a send that fails on one
    link (its buffer is full, its session closed) leaves no gap there: the
    member behind it simply did not get that message, and `send` says so.
    """

    def __init__(
        self,
        group_id: str,
        local_id: str,
        links: Mapping[str, Endpoint],
        *,
        max_reorder: int = 64,
    ) -> None:
        self.group_id = group_id
        """Names the group's conversation and sub-context on every link."""
        self.local_id = local_id
        """This member's agent id."""
        self.max_reorder = max_reorder
        """Most early messages held back per sender."""
        self._links = dict(links)
        self._next_seq: dict[str, int] = {}
        self._expected: dict[str, int] = {}
        self._held: dict[str, dict[int, Envelope]] = {}

    @property
    def members(self) -> frozenset[str]:
        """Every member, this one included."""
        return frozenset(self._links) | {self.local_id}

    def add_member(self, member: str, link: Endpoint) -> None:
        """Add a member, reached over `link`."""
        self._links[member] = link

    def remove_member(self, member: str) -> list[Event]:
        """Stop sending to and accepting from `member`."""
        if self._links.pop(member, None) is None:
            return []
        self._next_seq.pop(member, None)
        self._expected.pop(member, None)
        self._held.pop(member, None)
        return [GroupMemberLeft(group_id=self.group_id, member=member)]

    def send(self, content: JSON, *, now: float | None = None) -> GroupSendResult:
        """Send `content` to every other member; report what went out on which link."""
        audience = sorted(self._links)
        sent: dict[str, Envelope] = {}
        failed: dict[str, LocalProtocolError] = {}
        for member, link in self._links.items():
            seq = self._next_seq.get(member, 0)
            context = SubContextRef(
                id=self.group_id, type=GROUP_CONTEXT_TYPE, metadata={"seq": seq}
            )
            try:
                sent[member] = link.send(
                    Performative.INFORM,
                    content,
                    to=audience,
                    conversation_id=self.group_id,
                    protocol=GROUP.name,
                    context=context,
                    now=now,
                )
            except LocalProtocolError as error:
                failed[member] = error
                continue
            self._next_seq[member] = seq + 1
        return GroupSendResult(sent=sent, failed=failed)

    def leave(self, *, now: float | None = None) -> dict[str, LocalProtocolError]:
        """Tell every member this one is leaving, drop every link; return the links that failed."""
        failed: dict[str, LocalProtocolError] = {}
        for member, link in self._links.items():
            if link.conversation(self.group_id) is None:
                continue
            try:
                link.cancel(self.group_id, now=now)
            except LocalProtocolError as error:
                failed[member] = error
        self._links.clear()
        self._next_seq.clear()
        return failed

    def handle_event(self, event: Event) -> list[Event]:  # noqa: PLR0911 - one exit per outcome
        """Process an event from any link; return deliveries in per-sender order."""
        if not isinstance(event, MessageReceived):
            return []
        envelope = event.envelope
        if envelope.conversation_id != self.group_id:
            return []
        sender = envelope.sender
        if sender not in self._links:
            return [self._rejected(sender, "not_a_member", f"{sender} is not a member")]
        if envelope.performative == Performative.CANCEL:
            return self.remove_member(sender)
        context = envelope.context
        seq = context.metadata.get("seq") if context and context.metadata else None
        if type(seq) is float and seq.is_integer() and 0 <= seq < 2**53:
            seq = int(seq)  # JSON has one number type: 2.0 is 2 (spec 8.3, as 8.1.1)
        if type(seq) is not int or seq < 0:
            return [self._rejected(sender, "invalid_sequence", "a group message needs seq >= 0")]
        expected = self._expected.get(sender, 0)
        held = self._held.setdefault(sender, {})
        if seq < expected or seq in held:
            return [self._rejected(sender, "invalid_sequence", f"seq {seq} was already seen")]
        if seq - expected > self.max_reorder or len(held) >= self.max_reorder:
            return [
                self._rejected(
                    sender,
                    "reorder_window_exceeded",
                    f"seq {seq} is too far ahead of {expected} (window {self.max_reorder})",
                )
            ]
        held[seq] = envelope
        delivered: list[Event] = []
        while expected in held:
            delivered.append(
                GroupMessageDelivered(
                    group_id=self.group_id, sender=sender, seq=expected, envelope=held.pop(expected)
                )
            )
            expected += 1
        self._expected[sender] = expected
        return delivered

    def _rejected(self, sender: str, code: str, reason: str) -> GroupMessageRejected:
        return GroupMessageRejected(group_id=self.group_id, sender=sender, code=code, reason=reason)
