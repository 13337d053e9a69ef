"""A hosted collaboration group: one total order of its members' messages, joins and leaves.

The sans-I/O core of a group an agent hosts (spec 8.3.1). It is a topic
(`Topic`: sequence numbers, a bounded queue per member, an overflow policy)
whose subscribers are its members, one membership per agent: only a member
sends, every message carries its sender (`group_from`), and every join and
leave is numbered in the same sequence as the messages, so that every member
sees the same order, and sees exactly what was sent while it was a member.
With a `share` (`TopicConfig.share`), no member can fill much of the others'
backlogs: a member whose items already take its share of the last `queue`
items is refused `busy`, rather than members that read slowly being dropped.
"""

from __future__ import annotations

import collections
from collections.abc import Hashable, Iterator
from typing import Final

import orjson

from l8_comm.envelope import JSON
from l8_comm.patterns.topics import (
    CANCELLED,
    SubscriberAdmitted,
    SubscriberDropped,
    Topic,
    TopicCode,
    TopicConfig,
    TopicError,
    TopicEvent,
)

GROUP_FROM: Final = "group_from"
"""The member of a delivered message that names its sender."""
GROUP_EVENT: Final = "group_event"
"""The member of a membership notice that says what happened (`joined`, `left`)."""
GROUP_MEMBER: Final = "group_member"
"""The member of a membership notice that names who joined or left."""
JOINED: Final = "joined"
LEFT: Final = "left"


class RecentItems:
    """Who numbered the last `window` items of a group's order: items and bytes per member.

    The host's own items take their place in the window but count for nobody.
    """

    __slots__ = ("_items", "_members", "window")

    def __init__(self, window: int) -> None:
        self.window = window
        """How many of the newest items it remembers."""
        self._items: collections.deque[tuple[str | None, int]] = collections.deque()
        self._members: dict[str, list[int]] = {}
        """Member -> [its items, their bytes] among the remembered."""

    def numbered(self, member: str | None, size: int) -> None:
        """One more item, of `member` (None: the host's), `size` bytes encoded."""
        if len(self._items) >= self.window:
            gone, gone_size = self._items.popleft()
            if gone is not None:
                held = self._members[gone]
                held[0] -= 1
                held[1] -= gone_size
                if held[0] == 0:
                    del self._members[gone]
        self._items.append((member, size))
        if member is not None:
            held = self._members.setdefault(member, [0, 0])
            held[0] += 1
            held[1] += size

    def held(self, member: str) -> tuple[int, int]:
        """(items, bytes) of `member` among the remembered."""
        held = self._members.get(member)
        return (held[0], held[1]) if held is not None else (0, 0)

    def clear(self) -> None:
        """Forget every item."""
        self._items.clear()
        self._members.clear()


class OrderedGroup(Topic):
    """One group's members and its one sequence (the carrier names members' carriers by key).

    `subscribe` is a join and `unsubscribe` a leave: each is numbered as a
    notice every member then receives (the joiner its own join first). A
    member dropped for a full queue (`disconnect`) leaves the same way.
    With `share`, a member whose items already number `share` among the last
    `queue` (or hold that part of `max_bytes`) is refused `busy` for its next
    message or join; its leave is never refused.
    """

    shares = True

    def __init__(self, name: str, config: TopicConfig | None = None, *, host: str) -> None:
        if config is not None and config.history:
            msg = "a group keeps no history (a member sees what is sent while it is a member)"
            raise ValueError(msg)
        super().__init__(name, config)
        self.host = host
        """The hosting agent's id: it may send without being a member."""
        self._members: dict[str, Hashable] = {}
        self._keys: dict[Hashable, str] = {}
        share = self.config.share
        self._recent = RecentItems(self.config.queue) if share else None
        self.share_bytes = max(1, self.config.max_bytes * share // self.config.queue)
        """The bytes a member's items may hold among the last `queue` (its share of
        `max_bytes`), when the group has a share."""

    @property
    def members(self) -> list[str]:
        """The members' agent ids, sorted."""
        return sorted(self._members)

    def is_member(self, agent: str) -> bool:
        """Whether `agent` is a member now."""
        return agent in self._members

    def subscribe(
        self, key: Hashable, subscriber: str, *, after: int | None = None
    ) -> SubscriberAdmitted:
        """Admit `subscriber` as a member under `key`, then number its join.

        `TopicError`: `topic_closed`, `invalid_resume` (any `after`: a group replays
        nothing), `already_a_member` (one membership per agent), then `topic_full`.
        """
        self._check_open()
        if after is not None:
            # A member sees what is sent while it is a member: nothing from before its join
            # is replayed (a rejoin is a new membership, from its own join).
            reason = f"{self.name} is a group: join without after, from your own join"
            raise TopicError(TopicCode.INVALID_RESUME, reason)
        if subscriber in self._members:
            reason = f"{subscriber} is a member of {self.name} already (one membership per agent)"
            raise TopicError(TopicCode.ALREADY_A_MEMBER, reason)
        self._check_share(subscriber)  # a join is an item too: leaving and joining is no way out
        admitted = super().subscribe(key, subscriber, after=after)
        self._members[subscriber] = key
        self._keys[key] = subscriber
        self._announce(JOINED, subscriber)
        return admitted

    def publish(self, body: dict[str, JSON], *, publisher: str) -> list[TopicEvent]:
        """Number a member's message (`not_a_member` from anyone else); events as a topic's.

        The first event is the message's `PublicationSequenced`; members dropped
        for a full queue follow, each after its `left` notice was numbered.
        """
        self._check_open()
        if publisher not in self._members and publisher != self.host:
            reason = f"{publisher} is not a member of {self.name}: join it to send"
            raise TopicError(TopicCode.NOT_A_MEMBER, reason)
        self._check_share(publisher)
        sent = {**body, GROUP_FROM: publisher}
        size = len(orjson.dumps(sent))
        events = self._enqueue(sent, size, publisher)
        self._count(publisher, size)
        return [*events[:1], *self._left_after(events[1:])]

    def held(self, member: str) -> tuple[int, int]:
        """(items, bytes) of `member` among the last `queue` items ((0, 0) without a share)."""
        return self._recent.held(member) if self._recent is not None else (0, 0)

    def _check_share(self, member: str) -> None:
        """`TopicError` `busy` when `member`'s items take its whole share (the host has none).

        What a member may hold is bounded in the order itself, not in time: whatever the
        rate, among any `queue` consecutive items at most `share` (and its leave) are one
        member's, so a member that reads nothing while it works finds at most that many of
        each other member's items waiting, rather than a flood that drops it.
        """
        if self._recent is None or member == self.host:
            return
        items, size = self._recent.held(member)
        if items < self.config.share and size < self.share_bytes:
            return
        reason = (
            f"{member} has {items} of the last {self.config.queue} items of {self.name} "
            f"({size} bytes); a member's share is {self.config.share} ({self.share_bytes} "
            "bytes): send again once other members' items follow"
        )
        raise TopicError(TopicCode.BUSY, reason)

    def _count(self, member: str, size: int) -> None:
        """An item of `member` (its message, its join or leave) was numbered."""
        if self._recent is not None:
            self._recent.numbered(None if member == self.host else member, size)

    def rekey(self, old: Hashable, new: Hashable) -> None:
        """The member under `old` is now under `new`: no leave, no join."""
        super().rekey(old, new)
        member = self._keys.pop(old)
        self._keys[new] = member
        self._members[member] = new

    def unsubscribe(self, key: Hashable, code: str = CANCELLED) -> SubscriberDropped | None:
        """The member under `key` left (`code`: why); its leave is numbered for the others."""
        dropped = super().unsubscribe(key, code)
        if dropped is not None:
            self._forget(key)
            if self.closed is None:
                self._announce(LEFT, dropped.subscriber)
        return dropped

    def close(self, reason: str, code: str = TopicCode.TOPIC_CLOSED) -> list[SubscriberDropped]:
        """Close the group: every member is dropped with `code`; nothing is numbered after."""
        self._members.clear()
        self._keys.clear()
        if self._recent is not None:
            self._recent.clear()
        return super().close(reason, code)

    def _announce(self, event: str, member: str) -> list[TopicEvent]:
        return self._left_after(self._numbered(event, member))

    def _numbered(self, event: str, member: str) -> list[TopicEvent]:
        """Number the notice that `member` joined or left; the members it dropped."""
        notice: dict[str, JSON] = {GROUP_EVENT: event, GROUP_MEMBER: member}
        size = len(orjson.dumps(notice))
        dropped = self._enqueue(notice, size, self.host)[1:]
        self._count(member, size)  # the member's, not the host's: its joins and leaves count
        return dropped

    def _left_after(self, dropped: list[TopicEvent]) -> list[TopicEvent]:
        """Forget the members a publication dropped, and number each one's leave.

        A leave may drop more members, whose leaves are numbered next, before the
        rest (depth first); each member is dropped once, so this ends. A loop, not
        recursion: a chain of 500 members, each filled by the one before's leave,
        was past Python's recursion limit and left a member without a subscription.
        """
        out: list[TopicEvent] = []
        stack: list[Iterator[TopicEvent]] = [iter(dropped)]
        while stack:
            event = next(stack[-1], None)
            if event is None:
                stack.pop()
                continue
            if not isinstance(event, SubscriberDropped):
                continue
            key = self._members.get(event.subscriber)
            if key is not None:
                self._forget(key)
            out.append(event)
            stack.append(iter(self._numbered(LEFT, event.subscriber)))
        return out

    def _forget(self, key: Hashable) -> None:
        member = self._keys.pop(key, None)
        if member is not None:
            self._members.pop(member, None)


__all__ = [
    "GROUP_EVENT",
    "GROUP_FROM",
    "GROUP_MEMBER",
    "JOINED",
    "LEFT",
    "OrderedGroup",
    "RecentItems",
]
