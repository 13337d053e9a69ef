"""A hosted topic: sequence numbers, bounded history and a bounded queue per subscriber.

The sans-I/O core of publish-subscribe on the wire (spec 8.1): it numbers what
is published on one topic, keeps the newest `history` publications for
subscribers that resume, and holds for each subscriber at most `queue`
publications that its carrier has not taken yet. A subscriber that falls
behind loses the oldest (`drop_oldest`, reported as a gap) or is dropped
(`disconnect`, code `slow_subscriber`); the host's memory is bounded by the
configuration, never by the number of publications.

It knows nothing of sessions or sockets: a carrier (the agent's sessions
today, another transport later) admits subscribers under keys of its own,
takes what is queued for each when it can send, and says when a subscriber
leaves.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Final

import orjson

from l7_transport.bounds import GIB, MANY, ConfigBounds, Count
from l8_comm.envelope import JSON


class Overflow(StrEnum):
    """What a topic does when a subscriber's queue is full and one more is published."""

    DROP_OLDEST = "drop_oldest"
    """Drop the oldest queued publication; the subscriber learns how many it missed."""
    DISCONNECT = "disconnect"
    """Drop the subscriber (`slow_subscriber`)."""


class TopicCode(StrEnum):
    """Stable codes of topic refusals and ends, as they travel in `code` (spec 8.1)."""

    SLOW_SUBSCRIBER = "slow_subscriber"
    """The subscriber's queue was full under the `disconnect` policy."""
    TOPIC_CLOSED = "topic_closed"
    """The topic was closed by its host (its `reason` says why)."""
    TOPIC_FULL = "topic_full"
    """The topic has the most subscribers it admits."""
    UNKNOWN_TOPIC = "unknown_topic"
    """No topic of that name is hosted here."""
    INVALID_RESUME = "invalid_resume"
    """`after` names a sequence number this topic has not reached."""
    UNDELIVERABLE = "undeliverable"
    """A publication could not be sent to the subscriber (its session refused to send it)."""
    NOT_A_MEMBER = "not_a_member"
    """A group's message came from an agent that is not its member (spec 8.3.1)."""
    ALREADY_A_MEMBER = "already_a_member"
    """The agent joining a group is its member already, on some session (spec 8.3.1)."""
    BUSY = "busy"
    """A group member's items take its whole share of the group's recent order: its message
    or its join waits until others' items follow (spec 8.3.1)."""


class TopicError(Exception):
    """A refusal by a topic, with its stable code."""

    def __init__(self, code: TopicCode, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


DEFAULT_MAX_BYTES: Final = 16 * 1024 * 1024
"""Bytes (encoded) of publications a topic's queues hold together by default (and its
history). Held as Python objects they take several times that: 8 to 24 times for a
publication of arrays (a review measured it), so 16 MiB is some hundreds of MiB at worst;
256 publications of 64 KiB fit."""


@dataclass(frozen=True, kw_only=True, slots=True)
class TopicConfig:
    """How much a topic keeps."""

    history: int = 0
    """Newest publications kept for subscribers that resume (0: none)."""
    queue: int = 256
    """Publications held at most for one subscriber that has not taken them yet."""
    overflow: Overflow = Overflow.DROP_OLDEST
    """What happens to a subscriber whose queue is full."""
    max_subscribers: int = 4096
    """Subscribers admitted at once."""
    max_per_member: int = 16
    """Subscriptions one member (agent) holds at once, over all its sessions: no member
    fills the topic alone."""
    max_bytes: int = DEFAULT_MAX_BYTES
    """Bytes (encoded) of the publications the subscribers' queues hold at most, together
    (each publication counted once, however many queues hold it), and as many for the
    history. Past it the oldest held go as `overflow` says, from every queue that holds
    it; the newest publication is always kept."""
    share: int = 0
    """Groups only (a topic refuses it): the most items of one member (its messages, the
    notices of its joins and leaves) among the group's last `queue` items, and so the most
    of any member's backlog it can fill; its bytes there are held to the same part of
    `max_bytes`. Past it the member's message or join is refused `busy`. 0: no share."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "history": Count(0, MANY),  # 0: none kept
            "queue": Count(1, MANY),
            "max_subscribers": Count(1, MANY),
            "max_per_member": Count(1, MANY),
            "max_bytes": Count(1, GIB),
            "share": Count(0, MANY),  # 0: none
        },
    )
    """The range of every numeric setting (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)
        Overflow(self.overflow)  # a policy it does not know is said now


@dataclass(frozen=True, kw_only=True, slots=True)
class Delivery:
    """One publication taken for a subscriber."""

    seq: int
    """Its sequence number on the topic (from 1)."""
    body: dict[str, JSON]
    """What was published (shared by every subscriber: not to be changed)."""
    missed: int
    """Publications this subscriber will never get between the one before and this one."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SubscriberAdmitted:
    """A subscriber was admitted; what is queued for it starts after `head`, or resumes."""

    topic: str
    """The topic."""
    subscriber: str
    """Who subscribed."""
    head: int
    """The topic's newest sequence number when it was admitted (0: nothing yet)."""
    missed: int
    """Publications after the `after` it gave that are gone (0 when it gave none)."""
    replayed: int
    """Publications from the history queued for it at once."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PublicationSequenced:
    """A publication was numbered and queued for every subscriber."""

    topic: str
    """The topic."""
    seq: int
    """Its sequence number."""
    publisher: str
    """Who published it."""
    queued_for: int
    """Subscribers it was queued for."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SubscriberDropped:
    """A subscriber left, or was dropped (`code`: why)."""

    topic: str
    """The topic."""
    subscriber: str
    """Who it was."""
    code: str
    """`cancelled`, `session_ended`, `slow_subscriber`, `topic_closed`..."""


TopicEvent = SubscriberAdmitted | PublicationSequenced | SubscriberDropped

CANCELLED: Final = "cancelled"
"""The `code` of a subscriber that left of its own accord."""
SESSION_ENDED: Final = "session_ended"
"""The `code` of a subscriber whose carrier (its session) ended."""


class _Subscriber:
    __slots__ = ("last_seq", "name", "queue")

    def __init__(self, name: str, last_seq: int) -> None:
        self.name = name
        self.last_seq = last_seq
        """The sequence number of the last publication taken (or the point it starts after)."""
        self.queue: collections.deque[tuple[int, dict[str, JSON]]] = collections.deque()


class Topic:
    """One topic's sequence, history and subscribers (the carrier names subscribers by key)."""

    shares: ClassVar[bool] = False
    """Whether it holds its senders to `TopicConfig.share` (a group does; a topic's
    publishers need not subscribe, so it has no members to share among)."""

    def __init__(self, name: str, config: TopicConfig | None = None) -> None:
        self.name = name
        self.config = config or TopicConfig()
        if self.config.share and not self.shares:
            msg = f"{type(self).__name__} {name}: share is a group's (a topic has no members)"
            raise ValueError(msg)
        self.head = 0
        """The newest sequence number (0 before the first publication)."""
        self.closed: tuple[str, str] | None = None
        """(code, reason) once closed."""
        self._history: collections.deque[tuple[int, dict[str, JSON]]] = collections.deque()
        self._history_sizes: collections.deque[int] = collections.deque()
        self._history_bytes = 0
        self._subscribers: dict[Hashable, _Subscriber] = {}
        self._per_member: collections.Counter[str] = collections.Counter()
        self._held: dict[int, list[int]] = {}
        """Sequence number -> [its size, the queues holding it], for what queues hold."""
        self.held_bytes = 0
        """Bytes of the publications the subscribers' queues hold (each counted once)."""

    def __contains__(self, key: Hashable) -> bool:
        return key in self._subscribers

    @property
    def subscribers(self) -> int:
        """Subscribers admitted now."""
        return len(self._subscribers)

    def pending(self, key: Hashable) -> int:
        """Publications queued for the subscriber `key` (0 for one not admitted)."""
        subscriber = self._subscribers.get(key)
        return len(subscriber.queue) if subscriber is not None else 0

    def queued(self) -> int:
        """Publications queued over all subscribers (the same publication counted per queue)."""
        return sum(len(s.queue) for s in self._subscribers.values())

    def subscribe(
        self, key: Hashable, subscriber: str, *, after: int | None = None
    ) -> SubscriberAdmitted:
        """Admit `subscriber` under `key`: from now on, or resuming after sequence `after`.

        Resuming queues what the history still holds after `after` (the newest
        `queue` of it) and reports how many are gone. Raises `TopicError`, checking
        in the order of spec 8.1.1: closed, `after`, the topic's room, the member's.
        """
        self._check_open()
        if key in self._subscribers:
            msg = f"{key!r} is already subscribed to {self.name}"
            raise ValueError(msg)
        if after is not None and not 0 <= after <= self.head:
            reason = f"{self.name} has published up to {self.head}: cannot resume after {after}"
            raise TopicError(TopicCode.INVALID_RESUME, reason)
        if len(self._subscribers) >= self.config.max_subscribers:
            reason = (
                f"{self.name} has {self.config.max_subscribers} subscribers, the most it admits"
            )
            raise TopicError(TopicCode.TOPIC_FULL, reason)
        if self._per_member[subscriber] >= self.config.max_per_member:
            reason = (
                f"{subscriber} holds {self.config.max_per_member} subscriptions to {self.name}, "
                "the most one member may"
            )
            raise TopicError(TopicCode.TOPIC_FULL, reason)
        self._per_member[subscriber] += 1
        if after is None or after == self.head:
            self._subscribers[key] = _Subscriber(subscriber, self.head)
            return SubscriberAdmitted(
                topic=self.name, subscriber=subscriber, head=self.head, missed=0, replayed=0
            )
        # The history holds consecutive sequence numbers up to `head`: what follows `after`
        # is its newest `head - after`, of which the newest `queue` are replayed.
        count = min(self.head - after, len(self._history), self.config.queue)
        kept = list(itertools.islice(reversed(self._history), count))[::-1]
        first = kept[0][0] if kept else self.head + 1
        entry = _Subscriber(subscriber, first - 1)
        sizes = list(itertools.islice(reversed(self._history_sizes), count))[::-1]
        for item, size in zip(kept, sizes, strict=True):
            self._hold(entry, item, size)
        self._subscribers[key] = entry
        return SubscriberAdmitted(
            topic=self.name,
            subscriber=subscriber,
            head=self.head,
            missed=first - after - 1,
            replayed=len(kept),
        )

    def publish(self, body: dict[str, JSON], *, publisher: str) -> list[TopicEvent]:
        """Number `body` and queue it for every subscriber; first event: its sequence number.

        A full queue drops its oldest, or its subscriber (`SubscriberDropped`,
        `slow_subscriber`), as the overflow policy says; so do the queues holding the
        oldest publications while they hold more than `max_bytes` (encoded) together.
        """
        self._check_open()
        return self._enqueue(body, len(orjson.dumps(body)), publisher)

    def _enqueue(self, body: dict[str, JSON], size: int, publisher: str) -> list[TopicEvent]:
        """`publish` once checked and measured (`size`: `body` encoded)."""
        self.head += 1
        item = (self.head, body)
        if self.config.history:
            self._keep_in_history(item, size)
        dropped: list[TopicEvent] = []
        bound = self.config.queue
        disconnect = self.config.overflow is Overflow.DISCONNECT
        holders = 0
        for key, subscriber in list(self._subscribers.items()):
            queue = subscriber.queue
            if len(queue) >= bound:
                if disconnect:
                    del self._subscribers[key]
                    dropped.append(self._dropped(subscriber, TopicCode.SLOW_SUBSCRIBER))
                    continue
                self._release(subscriber)  # its gap shows in the next sequence number it gets
            queue.append(item)
            holders += 1
        if holders:
            self._held[self.head] = [size, holders]
            self.held_bytes += size
            dropped += self._within_bytes(disconnect)
        sequenced = PublicationSequenced(
            topic=self.name, seq=self.head, publisher=publisher, queued_for=len(self._subscribers)
        )
        return [sequenced, *dropped]

    def _keep_in_history(self, item: tuple[int, dict[str, JSON]], size: int) -> None:
        """Keep `item` in the history: the newest `history`, within `max_bytes` (it stays)."""
        self._history.append(item)
        self._history_sizes.append(size)
        self._history_bytes += size
        while len(self._history) > 1 and (
            len(self._history) > self.config.history or self._history_bytes > self.config.max_bytes
        ):
            self._history.popleft()
            self._history_bytes -= self._history_sizes.popleft()

    def _within_bytes(self, disconnect: bool) -> list[TopicEvent]:  # noqa: FBT001 - the policy
        """Let the oldest held publications go until the queues hold `max_bytes` at most.

        Each round takes the oldest publication any queue holds out of every queue that
        holds it (`drop_oldest`: a gap each is told of), or drops those subscribers
        (`disconnect`); the newest publication is never let go.
        """
        dropped: list[TopicEvent] = []
        while self.held_bytes > self.config.max_bytes and len(self._held) > 1:
            oldest = min(s.queue[0][0] for s in self._subscribers.values() if s.queue)
            for key, subscriber in list(self._subscribers.items()):
                if not subscriber.queue or subscriber.queue[0][0] != oldest:
                    continue
                if disconnect:
                    del self._subscribers[key]
                    dropped.append(self._dropped(subscriber, TopicCode.SLOW_SUBSCRIBER))
                else:
                    self._release(subscriber)
        return dropped

    def _hold(self, subscriber: _Subscriber, item: tuple[int, dict[str, JSON]], size: int) -> None:
        """Queue `item` for `subscriber`, counting its bytes once over all queues."""
        subscriber.queue.append(item)
        held = self._held.get(item[0])
        if held is None:
            self._held[item[0]] = [size, 1]
            self.held_bytes += size
        else:
            held[1] += 1

    def _release(self, subscriber: _Subscriber) -> tuple[int, dict[str, JSON]]:
        """Take the oldest item out of `subscriber`'s queue, uncounting it from the last."""
        item = subscriber.queue.popleft()
        held = self._held[item[0]]
        held[1] -= 1
        if held[1] == 0:
            del self._held[item[0]]
            self.held_bytes -= held[0]
        return item

    def take(self, key: Hashable, limit: int = 64) -> list[Delivery]:
        """Up to `limit` publications queued for `key`, oldest first, each with its gap."""
        subscriber = self._subscribers.get(key)
        if subscriber is None:
            return []
        taken: list[Delivery] = []
        queue = subscriber.queue
        while queue and len(taken) < limit:
            seq, body = self._release(subscriber)
            taken.append(Delivery(seq=seq, body=body, missed=seq - subscriber.last_seq - 1))
            subscriber.last_seq = seq
        return taken

    def rekey(self, old: Hashable, new: Hashable) -> None:
        """The subscriber under `old` is now under `new` (its carrier renewed it).

        Its queue and its place move; nothing is dropped or announced.
        """
        if new in self._subscribers:
            msg = f"{new!r} is already subscribed to {self.name}"
            raise ValueError(msg)
        self._subscribers[new] = self._subscribers.pop(old)

    def unsubscribe(self, key: Hashable, code: str = CANCELLED) -> SubscriberDropped | None:
        """The subscriber `key` left (`code`: why); None if it was not admitted."""
        subscriber = self._subscribers.pop(key, None)
        return None if subscriber is None else self._dropped(subscriber, code)

    def close(self, reason: str, code: str = TopicCode.TOPIC_CLOSED) -> list[SubscriberDropped]:
        """Close the topic: every subscriber is dropped with `code`; nothing more is published."""
        if self.closed is None:
            self.closed = (code, reason)
        dropped = [self._dropped(s, code) for s in self._subscribers.values()]
        self._subscribers.clear()
        self._per_member.clear()
        self._history.clear()
        self._history_sizes.clear()
        self._history_bytes = 0
        return dropped

    def _check_open(self) -> None:
        if self.closed is not None:
            raise TopicError(TopicCode.TOPIC_CLOSED, f"{self.name} is closed: {self.closed[1]}")

    def _dropped(self, subscriber: _Subscriber, code: str) -> SubscriberDropped:
        while subscriber.queue:
            self._release(subscriber)
        left = self._per_member[subscriber.name] - 1
        if left > 0:
            self._per_member[subscriber.name] = left
        else:
            del self._per_member[subscriber.name]
        return SubscriberDropped(topic=self.name, subscriber=subscriber.name, code=code)


__all__ = [
    "CANCELLED",
    "DEFAULT_MAX_BYTES",
    "SESSION_ENDED",
    "Delivery",
    "Overflow",
    "PublicationSequenced",
    "SubscriberAdmitted",
    "SubscriberDropped",
    "Topic",
    "TopicCode",
    "TopicConfig",
    "TopicError",
    "TopicEvent",
]
