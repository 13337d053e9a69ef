"""The verbs of a locked session: one call per performative, over `send` and `reply`."""

from __future__ import annotations

from typing import Any

from l8_comm import Envelope, Performative


class SemanticVerbs:
    """`request`, `query`, `inform`... over the two primitives `SemanticSession` provides."""

    def send(self, performative: str, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Validate and send (the session's own)."""
        raise NotImplementedError

    def reply(
        self,
        message: Envelope,
        performative: str,
        content: Any = None,  # noqa: ANN401 - any JSON
        **kwargs: Any,  # noqa: ANN401 - the endpoint's keywords
    ) -> Envelope:
        """Validate and answer `message` (the session's own)."""
        raise NotImplementedError

    def request(self, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """REQUEST a task of the context from the peer."""
        return self.send(Performative.REQUEST, content, **kwargs)

    def query(self, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """QUERY the peer."""
        return self.send(Performative.QUERY, content, **kwargs)

    def propose(self, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """PROPOSE to the peer."""
        return self.send(Performative.PROPOSE, content, **kwargs)

    def inform(self, message: Envelope, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """INFORM in answer to `message`."""
        return self.reply(message, Performative.INFORM, content, **kwargs)

    def agree(self, message: Envelope, content: Any = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """AGREE to `message`."""
        return self.reply(message, Performative.AGREE, content, **kwargs)

    def refuse(self, message: Envelope, content: Any = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """REFUSE `message`."""
        return self.reply(message, Performative.REFUSE, content, **kwargs)

    def failure(self, message: Envelope, content: Any = None, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Report FAILURE of `message`."""
        return self.reply(message, Performative.FAILURE, content, **kwargs)


__all__ = ["SemanticVerbs"]
