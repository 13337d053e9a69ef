"""The performative verbs of an L8 endpoint: one call per step of the interaction protocols.

Each is `send` or `reply` with the performative (and the recipient or the
message answered) filled in; `Endpoint` gets them by inheriting `Verbs`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from l8_comm.envelope import JSON, Envelope, SubContextRef
from l8_comm.performatives import Performative


class Verbs:
    """`request`, `agree`, `inform`... over the two primitives a subclass provides."""

    def send(  # noqa: PLR0913 - every envelope field can be given
        self,
        performative: str,
        content: JSON = None,
        *,
        to: Iterable[str] | None = None,
        conversation_id: str | None = None,
        protocol: str | None = None,
        in_reply_to: str | None = None,
        context: SubContextRef | None = None,
        ontology: str | None = None,
        extensions: dict[str, JSON] | None = None,
        now: float | None = None,
    ) -> Envelope:
        """Send one message (the endpoint's own)."""
        raise NotImplementedError

    def reply(  # noqa: PLR0913 - the message, the answer, and where it goes
        self,
        message: Envelope,
        performative: str,
        content: JSON = None,
        *,
        context: SubContextRef | None = None,
        ontology: str | None = None,
        now: float | None = None,
    ) -> Envelope:
        """Answer `message` in its conversation (the endpoint's own)."""
        raise NotImplementedError

    def request(self, to: str, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Open a request-reply conversation."""
        return self.send(Performative.REQUEST, content, to=(to,), **kwargs)

    def agree(self, message: Envelope, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Agree to a request or a subscription."""
        return self.reply(message, Performative.AGREE, content, **kwargs)

    def refuse(self, message: Envelope, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Refuse a request or a subscription."""
        return self.reply(message, Performative.REFUSE, content, **kwargs)

    def inform(self, message: Envelope, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Answer a request or a query with a result."""
        return self.reply(message, Performative.INFORM, content, **kwargs)

    def failure(self, message: Envelope, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Report that an agreed action or a query failed."""
        return self.reply(message, Performative.FAILURE, content, **kwargs)

    def propose(self, to: str, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Open a negotiation with an offer."""
        return self.send(Performative.PROPOSE, content, to=(to,), **kwargs)

    def counter_propose(self, message: Envelope, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Answer the offer in `message` with another."""
        return self.reply(message, Performative.COUNTER_PROPOSE, content, **kwargs)

    def accept(self, message: Envelope, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Accept the offer in `message`."""
        return self.reply(message, Performative.ACCEPT, content, **kwargs)

    def reject(self, message: Envelope, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Reject the offer in `message`, ending the negotiation."""
        return self.reply(message, Performative.REJECT, content, **kwargs)

    def query(self, to: str, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Open a query."""
        return self.send(Performative.QUERY, content, to=(to,), **kwargs)

    def subscribe(
        self,
        to: str,
        topic: str,
        *,
        expires_in: int | None = None,
        **kwargs: Any,  # noqa: ANN401
    ) -> Envelope:
        """Subscribe to `topic` at the broker `to`, for `expires_in` seconds (or the default)."""
        content: dict[str, JSON] = {"topic": topic}
        if expires_in is not None:
            content["expires_in"] = expires_in
        return self.send(Performative.SUBSCRIBE, content, to=(to,), **kwargs)

    def publish(self, to: str, topic: str, content: dict[str, JSON], **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Publish `content` on `topic` through the broker `to`."""
        return self.send(Performative.PUBLISH, {**content, "topic": topic}, to=(to,), **kwargs)

    def cancel(self, conversation_id: str, content: JSON = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """End a subscription (or leave a group link) this side is part of."""
        return self.send(Performative.CANCEL, content, conversation_id=conversation_id, **kwargs)


__all__ = ["Verbs"]
