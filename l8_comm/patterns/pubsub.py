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
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l8_comm.performatives import Performative

Authorizer = Callable[[str, str], bool]
"""`(agent, topic) -> allowed`."""


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
    A PUBLISH that `authorize_publish` refuses reaches nobody. Both
    authorizers allow everything when not given.
    """

    def __init__(
        self,
        *,
        max_subscriptions: int = 4096,
        authorize: Authorizer | None = None,
        authorize_publish: Authorizer | None = None,
    ) -> None:
        self.max_subscriptions = max_subscriptions
        """Most subscriptions held at once, over all sessions."""
        self._authorize = authorize
        self._authorize_publish = authorize_publish
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
                topic = str(content["topic"])
                if self._authorize_publish is not None and not self._authorize_publish(
                    envelope.sender, topic
                ):
                    return [Published(topic=topic, publisher=envelope.sender, delivered_to=())]
                return [self.publish(topic, content, publisher=envelope.sender, now=now)]
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
            except LocalProtocolError as error:
                # A full send buffer is passing: the subscriber misses this one
                # and stays. Anything else (session closed, subscription over)
                # means it cannot receive any more: it goes.
                if error.code is not ErrorCode.SEND_BUFFER_FULL:
                    self._forget(key)
                continue
            delivered.append(subscription.request.sender)
        return Published(topic=topic, publisher=publisher, delivered_to=tuple(delivered))

    def _subscribe(self, endpoint: Endpoint, request: Envelope, now: float | None) -> list[Event]:
        content = request.content
        assert isinstance(content, dict)  # noqa: S101 - the endpoint checked the topic
        topic = str(content["topic"])
        reason = None
        if self._authorize is not None and not self._authorize(request.sender, topic):
            reason = "not authorized"
        elif len(self._subscriptions) >= self.max_subscriptions:
            reason = "broker full"
        # The subscription may already be over (a CANCEL in the same batch of
        # events), or the session unable to send: then there is nothing to do.
        if endpoint.conversation(request.conversation_id) is None:
            return []
        try:
            if reason is not None:
                endpoint.refuse(request, {"topic": topic, "reason": reason}, now=now)
                return []
            endpoint.agree(request, {"topic": topic}, now=now)
        except LocalProtocolError:
            return []
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
