"""Collaboration groups on the wire: an agent hosts one, members join, send and see one order.

A hosted group (spec 8.3.1) is a hosted topic (`ioa.topics`) whose core is
`l8_comm.patterns.hosted_group.OrderedGroup`: only members send, every
message carries its sender, and every join and leave is numbered in the same
sequence as the messages, so that every member sees one total order set by
the host. A member's side is a `Membership`: an async iterator of
`GroupMessage`s (messages and membership notices), `send` and `leave`.

    host.group("supply.widget-42", context="urn:contexts:supplyChain:v1.0")

    session = await member.connect(url, peer="host")
    async with await session.join("supply.widget-42") as group:
        await group.send({"concept": "current_decision", "item_id": "W", "quantity": 150})
        async for message in group:
            print(message.seq, message.kind, message.member, message.name, message.values)
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from contexts import SharedContext
from ioa.agent_messages import AgentError
from ioa.subscriptions import (
    Publication,
    Subscription,
    agreed_subscription,
    lifetime_of,
    publish,
)
from ioa.topics import HostedTopic
from l7_transport.exceptions import again
from l7_transport.lean import LeanEvent
from l8_comm import Envelope
from l8_comm.identifiers import AGENT_ID_PATTERN
from l8_comm.patterns.hosted_group import (
    GROUP_EVENT,
    GROUP_FROM,
    GROUP_MEMBER,
    JOINED,
    LEFT,
    OrderedGroup,
)
from l8_comm.patterns.topics import CANCELLED, Delivery, TopicCode, TopicConfig, TopicError
from l9_snl.binding import Binding, BindingKind

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

MESSAGE: Final = "message"


class HostedGroup(HostedTopic):
    """A group this agent hosts: a topic whose subscribers are its members (spec 8.3.1)."""

    core: OrderedGroup
    items = "messages"

    def __init__(
        self,
        name: str,
        context: SharedContext,
        config: TopicConfig,
        *,
        host: str,
        admits: Iterable[str] | None = None,
    ) -> None:
        super().__init__(name, context, config, core=OrderedGroup(name, config, host=host))
        self.admits = None if admits is None else frozenset(admits)
        """The agents that may join (None: any agent the firewall lets in)."""
        self._followers: list[HostMembership] = []

    @property
    def members(self) -> list[str]:
        """The members' agent ids, sorted."""
        return self.core.members

    def send(self, content: dict[str, Any]) -> int:
        """Send `content` to every member as the host (`group_from`: this agent); its number.

        Checked as a member's message is (`LocalSemanticError` with the L9 code,
        `TopicError` on a closed group).
        """
        return self.publish(content, publisher=self.core.host)

    def follow(self) -> HostMembership:
        """Join the group as its host: an iterator of its order, as a member's, and `send`.

        The host is then a member like any other (the others see it join), with the
        group's queue bound and overflow policy.
        """
        follower = HostMembership(self)
        self._followers.append(follower)
        self._settle()
        return follower

    def _admit(self, session: AgentSession, request: Envelope, after: int | None) -> dict[str, Any]:
        # The session's peer is the agent its handshake authenticated (never `from`).
        if self.admits is not None and session.peer not in self.admits:
            reason = f"{session.peer} is not one of the agents {self.name} admits"
            raise TopicError(TopicCode.NOT_A_MEMBER, reason)
        agreed = super()._admit(session, request, after)
        self._settle()
        return {**agreed, "members": self.core.members}

    def _renew(self, session: AgentSession, request: Envelope, renews: object) -> dict[str, Any]:
        return {**super()._renew(session, request, renews), "members": self.core.members}

    def _sequence(self, content: dict[str, Any], publisher: str) -> int:
        # The group's own members on a message are its host's to set (`group_from`).
        return super()._sequence({k: v for k, v in content.items() if k != GROUP_FROM}, publisher)

    def close(self, reason: str) -> None:
        """Close the group (`topic_closed`, with `reason`, to every member, the host's too)."""
        super().close(reason)
        for follower in self._followers:
            follower.wake()

    def _left(self, key: Hashable, code: str) -> None:
        super()._left(key, code)
        self._settle()

    def _settle(self) -> None:
        """As a topic's; the host's own membership is woken too.

        A join or a leave is numbered as a message is.
        """
        super()._settle()
        for follower in self._followers:
            follower.wake()


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupMessage:
    """One item of a group's order, as a member receives it, validated by its L9."""

    group: str
    """The group."""
    seq: int
    """Its place in the group's order (from 1)."""
    missed: int
    """Items of the order between the one before and this one that this member will never get
    (0 under the `disconnect` policy, where a member that falls behind is dropped instead)."""
    kind: Literal["message", "joined", "left"]
    """A member's message, or a notice that `member` joined or left."""
    member: str
    """Who sent the message, or who joined or left."""
    name: str
    """The concept or task a message names ("" for a notice)."""
    values: dict[str, Any]
    """A message's concept members (without `concept`) or task part ({} for a notice)."""
    envelope: Envelope | None
    """The INFORM as received (None for what the host itself reads: `HostMembership`)."""


class Membership(Subscription):
    """A membership of a hosted group: an async iterator of its `GroupMessage`s, in order.

    `members` follows the notices (it starts as the host's list when it agreed);
    `send` sends to the group; `leave` (or `cancel`) ends the membership. Iteration
    raises `AgentError` with the host's code when the host ended it (`slow_subscriber`,
    `topic_closed`) or the session ended.
    """

    members: set[str]

    def __init__(
        self,
        session: AgentSession,
        request: Envelope,
        *,
        after: int | None,
        queue: int,
        lifetime: float | None = None,
    ) -> None:
        super().__init__(session, request, after=after, queue=queue, lifetime=lifetime)
        self.members = set()
        self._leaving: asyncio.Task[None] | None = None

    def on_message(self, envelope: Envelope, binding: Binding) -> None:
        """A message of the membership's conversation (its session routes it here)."""
        content = envelope.content if isinstance(envelope.content, dict) else {}
        listed = content.get("members") if envelope.performative == "AGREE" else None
        if isinstance(listed, list):
            self.members = {m for m in listed if isinstance(m, str)}
        super().on_message(envelope, binding)

    def _received(self, envelope: Envelope, binding: Binding, content: dict[str, Any]) -> None:
        event = content.get(GROUP_EVENT)
        if binding.kind is BindingKind.NOTICE and event in (JOINED, LEFT):
            member = str(content.get(GROUP_MEMBER, ""))
            if event == JOINED:
                self.members.add(member)
            else:
                self.members.discard(member)
        elif binding.kind is BindingKind.NOTICE:
            return  # a notice of no kind this side knows: nothing to hand on
        if self._end is not None:
            return  # left already (below): nothing more is handed on
        if len(self._queue) >= self._bound:
            # As the host's default: a member that cannot keep up leaves rather than read
            # the order with a hole in it. What is queued is still read, then the error.
            reason = f"more than {self._bound} messages waited for the application"
            leaving = [self.conversation_id, *self._stop_renewing()]
            self.ended(AgentError(str(TopicCode.SLOW_SUBSCRIBER), reason))
            self.session._subscriptions.pop(self.conversation_id, None)  # noqa: SLF001
            self._leaving = asyncio.get_running_loop().create_task(
                self._cancel_conversations(leaving)
            )
            return
        super()._received(envelope, binding, content)

    def __aiter__(self) -> AsyncIterator[GroupMessage]:  # type: ignore[override]
        return self

    async def __anext__(self) -> GroupMessage:  # type: ignore[override]
        return _as_message(await super().__anext__())

    async def send(self, content: dict[str, Any]) -> int:
        """Send `content` (a concept or task of the locked context) to the group; its number.

        `AgentError` with the host's code when it refused it (`not_a_member` once this
        membership has ended...); `LocalSemanticError` when it is not valid here.
        """
        return await publish(self.session, self.topic, content)

    async def leave(self) -> None:
        """Leave the group (CANCEL): the others are told; what was not read is dropped."""
        await self.cancel()


class HostMembership:
    """The host's own membership of a group it hosts (`HostedGroup.follow`).

    An async iterator of `GroupMessage`s in the group's order, taken straight from the
    group's core (what it holds was checked when it was sent); `send`, `leave`.
    """

    def __init__(self, group: HostedGroup) -> None:
        self.group = group
        self.key: Hashable = ("host", id(self))
        self._wake = LeanEvent()
        self._ended: AgentError | None = None
        group.core.subscribe(self.key, group.core.host)

    @property
    def members(self) -> list[str]:
        """The group's members now, sorted."""
        return self.group.members

    def wake(self) -> None:
        """Something was numbered, or the group changed."""
        self._wake.set()

    def __aiter__(self) -> AsyncIterator[GroupMessage]:
        return self

    async def __anext__(self) -> GroupMessage:
        core = self.group.core
        while True:
            taken = core.take(self.key, 1)
            if taken:
                return _from_delivery(core.name, taken[0])
            if self.key not in core:
                if self._ended is None:
                    code, reason = core.closed or (
                        TopicCode.SLOW_SUBSCRIBER,
                        (
                            f"more than {core.config.queue} messages, or "
                            f"{core.config.max_bytes} bytes of them, waited for the host"
                        ),
                    )
                    self._ended = AgentError(str(code), reason)
                raise again(self._ended)
            self._wake.clear()
            await self._wake.wait()

    def send(self, content: dict[str, Any]) -> int:
        """Send `content` to the group as the host; its number (as `HostedGroup.send`)."""
        return self.group.send(content)

    def leave(self) -> None:
        """Leave the group (the members are told); iteration ends with `left`."""
        if self.key in self.group.core:
            self.group._left(self.key, CANCELLED)  # noqa: SLF001 - its own group's
        if self in self.group._followers:  # noqa: SLF001
            self.group._followers.remove(self)  # noqa: SLF001
        self._ended = AgentError("left", f"the host left {self.group.name}")
        self.wake()


def _from_delivery(group: str, delivery: Delivery) -> GroupMessage:
    body = delivery.body
    event = body.get(GROUP_EVENT)
    if event in (JOINED, LEFT):
        member = body.get(GROUP_MEMBER)
        return GroupMessage(
            group=group,
            seq=delivery.seq,
            missed=delivery.missed,
            kind=event,  # type: ignore[arg-type]
            member=member if isinstance(member, str) else "",
            name="",
            values={},
            envelope=None,
        )
    sender = body.get(GROUP_FROM)
    name = body.get("concept", body.get("task", ""))
    if "task" in body:
        part = body.get("parameters", body.get("result"))
        values = part if isinstance(part, dict) else {}
    else:
        values = {k: v for k, v in body.items() if k not in ("concept", GROUP_FROM)}
    return GroupMessage(
        group=group,
        seq=delivery.seq,
        missed=delivery.missed,
        kind=MESSAGE,
        member=sender if isinstance(sender, str) else "",
        name=name if isinstance(name, str) else "",
        values=values,
        envelope=None,
    )


def _as_message(publication: Publication) -> GroupMessage:
    envelope = publication.envelope
    content = envelope.content if isinstance(envelope.content, dict) else {}
    event = content.get(GROUP_EVENT)
    notice = event in (JOINED, LEFT) and not publication.name
    sender = content.get(GROUP_MEMBER if notice else GROUP_FROM)
    member = sender if isinstance(sender, str) and AGENT_ID_PATTERN.fullmatch(sender) else ""
    return GroupMessage(
        group=publication.topic,
        seq=publication.seq,
        missed=publication.missed,
        kind=event if notice else MESSAGE,  # type: ignore[arg-type]
        member=member,
        name=publication.name,
        values={} if notice else publication.values,
        envelope=envelope,
    )


async def join(  # noqa: PLR0913 - which group, how kept, how long
    session: AgentSession,
    group: str,
    *,
    queue: int,
    callback: Callable[[GroupMessage], Awaitable[None]] | None,
    expires_in: int | None = None,
    renew: bool = True,
) -> Membership:
    """Join `group` hosted by `session`'s peer; the membership once agreed.

    `renew`: the membership renews itself at three quarters of its lifetime (`expires_in`,
    or the default), for as long as it lasts; no other member sees a renewal.
    """
    if type(queue) is not int or queue < 1:
        msg = f"a membership's queue holds at least 1 message, not {queue!r}"
        raise ValueError(msg)
    content: dict[str, Any] = {"topic": group}
    if expires_in is not None:
        content["expires_in"] = expires_in
    lifetime = lifetime_of(session, expires_in) if renew else None
    membership = await agreed_subscription(
        session,
        content,
        lambda request: Membership(session, request, after=None, queue=queue, lifetime=lifetime),
    )
    if callback is not None:
        membership.call(callback)  # type: ignore[arg-type]
    return membership


__all__ = ["GroupMessage", "HostMembership", "HostedGroup", "Membership", "join"]
