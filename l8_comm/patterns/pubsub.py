"""Publish-subscribe: a broker that keeps subscriptions and fans published content out to them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from l8_comm.endpoint import Endpoint
from l8_comm.envelope import JSON, Envelope
from l8_comm.events import (
    ConversationAborted,
    ConversationCompleted,
    ConversationTimedOut,
    Event,
    MessageReceived,
    Published,
    SubscriptionEnded,
    SubscriptionStarted,
)
from l8_comm.exceptions import LocalProtocolError
from l8_comm.performatives import Performative

Authorizer = Callable[[str, str], bool]
"""`(subscriber, topic) -> allowed`."""


@dataclass(slots=True)
class _Subscription:
    endpoint: Endpoint
    request: Envelope
    topic: str


class TopicBroker:
    """Keeps who subscribed to which topic, on which session, and fans PUBLISH out as INFORM.

    Feed it the events of every session it serves with `handle_event`. A
    SUBSCRIBE is agreed (or refused, when `authorize` says no or the broker
    is full); a PUBLISH, or a local `publish`, reaches every subscriber of
    its topic as an INFORM in that subscriber's subscription conversation.
    """

    def __init__(
        self,
        *,
        max_subscriptions: int = 4096,
        authorize: Authorizer | None = None,
    ) -> None:
        self.max_subscriptions = max_subscriptions
        """Most subscriptions held at once, over all sessions."""
        self._authorize = authorize
        self._subscriptions: dict[tuple[int, str], _Subscription] = {}
        self._by_topic: dict[str, dict[tuple[int, str], _Subscription]] = {}

    def subscribers(self, topic: str) -> tuple[str, ...]:
        """The agents subscribed to `topic`."""
        return tuple(s.request.sender for s in self._by_topic.get(topic, {}).values())

    def handle_event(
        self, endpoint: Endpoint, event: Event, now: float | None = None
    ) -> list[Event]:
        """Process one event reported by `endpoint`; return what the broker did."""
        if isinstance(event, MessageReceived):
            envelope = event.envelope
            if envelope.performative == Performative.SUBSCRIBE:
                return self._subscribe(endpoint, envelope, now)
            if envelope.performative == Performative.PUBLISH:
                content = envelope.content
                assert isinstance(content, dict)  # noqa: S101 - the endpoint checked the topic
                return [
                    self.publish(str(content["topic"]), content, publisher=envelope.sender, now=now)
                ]
            return []
        if isinstance(event, ConversationCompleted | ConversationTimedOut | ConversationAborted):
            reason = event.reason if isinstance(event, ConversationTimedOut) else event.state
            if isinstance(event, ConversationAborted):
                reason = "session_closed"
            return self._drop(endpoint, event.conversation_id, reason)
        return []

    def publish(
        self, topic: str, content: dict[str, JSON], *, publisher: str, now: float | None = None
    ) -> Published:
        """Send `content` to every subscriber of `topic`; report who got it."""
        delivered: list[str] = []
        body: dict[str, JSON] = {**content, "topic": topic}
        for key, subscription in list(self._by_topic.get(topic, {}).items()):
            try:
                subscription.endpoint.inform(subscription.request, body, now=now)
            except LocalProtocolError:
                # The session is closed or its send buffer is full; the
                # subscriber is not reported as delivered, and a closed
                # session's subscription goes.
                if subscription.endpoint.closed:
                    self._forget(key)
                continue
            delivered.append(subscription.request.sender)
        return Published(topic=topic, publisher=publisher, delivered_to=tuple(delivered))

    def _subscribe(self, endpoint: Endpoint, request: Envelope, now: float | None) -> list[Event]:
        content = request.content
        assert isinstance(content, dict)  # noqa: S101 - the endpoint checked the topic
        topic = str(content["topic"])
        if self._authorize is not None and not self._authorize(request.sender, topic):
            endpoint.refuse(request, {"topic": topic, "reason": "not authorized"}, now=now)
            return []
        if len(self._subscriptions) >= self.max_subscriptions:
            endpoint.refuse(request, {"topic": topic, "reason": "broker full"}, now=now)
            return []
        endpoint.agree(request, {"topic": topic}, now=now)
        key = (id(endpoint), request.conversation_id)
        subscription = _Subscription(endpoint=endpoint, request=request, topic=topic)
        self._subscriptions[key] = subscription
        self._by_topic.setdefault(topic, {})[key] = subscription
        return [
            SubscriptionStarted(
                topic=topic, subscriber=request.sender, conversation_id=request.conversation_id
            )
        ]

    def _drop(self, endpoint: Endpoint, conversation_id: str, reason: str) -> list[Event]:
        subscription = self._forget((id(endpoint), conversation_id))
        if subscription is None:
            return []
        return [
            SubscriptionEnded(
                topic=subscription.topic,
                subscriber=subscription.request.sender,
                conversation_id=conversation_id,
                reason=reason,
            )
        ]

    def _forget(self, key: tuple[int, str]) -> _Subscription | None:
        subscription = self._subscriptions.pop(key, None)
        if subscription is not None:
            topic_subs = self._by_topic[subscription.topic]
            del topic_subs[key]
            if not topic_subs:
                del self._by_topic[subscription.topic]
        return subscription
