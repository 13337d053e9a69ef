"""Clarification on a semantic session: concepts defined on demand, the peer's queries answered.

`ClarifyingStage` is a part of `SemanticSession` (it reads the session's endpoint,
configuration and tables): a message naming a concept nobody defined yet is held while
L9 asks the peer what it means (`_hold`), then released through stages 5 and 6 again
with the definition agreed, or refused (`_defined`, `_release`); a clarification QUERY
of the peer's is answered by L9 itself (`_clarify`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from contexts import SharedContext
from l8_comm import Endpoint, Envelope, Event, MessageReceived, Performative
from l8_comm.exceptions import LocalProtocolError
from l9_snl.answering import clarify
from l9_snl.binding import Binding, DefinitionNeeded
from l9_snl.clarification import ConceptDefinition, DefinitionCache, definition_query
from l9_snl.config import SemanticConfig
from l9_snl.events import (
    ClarificationAnswered,
    ContentRefused,
    DefinitionAgreed,
    FirewallDecided,
    MessageAccepted,
)
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.firewall.core import Decision, Firewall


class ClarifyingStage:
    """The clarification part of a `SemanticSession` (see the module)."""

    # The session's state it reads (set by `SemanticSession`).
    endpoint: Endpoint
    config: SemanticConfig
    definitions: DefinitionCache
    local_definitions: dict[str, dict[str, Any]]
    _holding: dict[str, str]
    _held: dict[str, list[MessageReceived]]
    _held_count: int
    _asking: dict[str, str]

    if TYPE_CHECKING:  # the session's own (and its `FirewallStage`'s)

        @property
        def context(self) -> SharedContext:
            """The locked context."""

        @property
        def urn(self) -> str:
            """The locked context's URN."""

        @property
        def peer(self) -> str:
            """The other agent."""

        def _definition_of(self, name: str) -> ConceptDefinition | None: ...
        def _bind(self, envelope: Envelope) -> Binding: ...

        def _say_refused(self, envelope: Envelope, error: RemoteSemanticError) -> None: ...

        def _shared_now(self) -> float: ...

        def _firewall_decision(self, firewall: Firewall, envelope: Envelope) -> Decision: ...

        def _firewall_refusal(self, envelope: Envelope, decision: Decision) -> None: ...

    def _may_hold(self) -> bool:
        return (
            self.config.clarify_undefined
            and self._held_count + len(self._holding) < self.config.max_held
        )

    def _hold(self, event: MessageReceived, name: str, out: list[Event]) -> None:
        if name not in self._asking.values():
            try:
                query = self.endpoint.send(
                    Performative.QUERY, definition_query(name), to=(self.peer,), ontology=self.urn
                )
            except (LocalProtocolError, LocalSemanticError) as error:
                self._refuse(
                    event.envelope,
                    RemoteSemanticError(
                        SNLErrorCode.UNDEFINED_CONCEPT, f"cannot ask what {name!r} means: {error}"
                    ),
                    out,
                )
                return
            self._asking[query.conversation_id] = name
        self._held.setdefault(name, []).append(event)
        self._held_count += 1

    def _refuse(self, envelope: Envelope, error: RemoteSemanticError, out: list[Event]) -> None:
        self._say_refused(envelope, error)
        with contextlib.suppress(LocalProtocolError):
            self.endpoint.reply(envelope, Performative.NOT_UNDERSTOOD, error.as_content())
        out.append(ContentRefused(code=error.code, message=error.message, envelope=envelope))

    def _defined(self, conversation_id: str, answer: Envelope | None) -> list[Event]:
        """The peer answered our `concept_definition` query (or never will): release or refuse.

        A held message is released through stages 5 and 6 again, with the
        definition agreed (or not): the same path as any other message.
        """
        name = self._asking.pop(conversation_id)
        waiting = self._held.pop(name, [])
        self._held_count -= len(waiting)
        reason = f"the peer could not define {name!r}"
        content = answer.content if answer is not None else None
        definition: ConceptDefinition | None = None
        if answer is not None and answer.performative == Performative.INFORM:
            try:
                if not isinstance(content, dict) or content.get("name") != name:
                    raise RemoteSemanticError(  # noqa: TRY301 - one refusal path
                        SNLErrorCode.INVALID_CONTENT, f"the answer does not define {name!r}"
                    )
                definition = self.definitions.agree(
                    self.endpoint.local_id, self.peer, self.context.digest, content
                )
            except RemoteSemanticError as error:
                reason = error.message
        out: list[Event] = []
        if definition is not None:
            out.append(DefinitionAgreed(name=name, definition=definition.as_dict()))
        for event in waiting:
            self._release(event, reason, out)
        return out

    def _release(self, event: MessageReceived, reason: str, out: list[Event]) -> None:
        envelope = event.envelope
        try:
            binding = self._bind(envelope)
        except DefinitionNeeded:
            self._refuse(envelope, RemoteSemanticError(SNLErrorCode.UNDEFINED_CONCEPT, reason), out)
            return
        except RemoteSemanticError as error:
            self._refuse(envelope, error, out)
            return
        firewall = self.config.firewall
        decision = self._firewall_decision(firewall, envelope) if firewall else None
        if decision is not None and decision.outcome != "allow":
            out.append(FirewallDecided(decision=decision, envelope=envelope))
            if not decision.delivered:
                self._firewall_refusal(envelope, decision)
                return
        out.append(MessageAccepted(envelope=envelope, state=event.state, binding=binding))

    def _clarify(self, envelope: Envelope) -> ClarificationAnswered | None:
        """L9 answers a clarification QUERY itself, within the peer's clarification budget."""
        return clarify(
            envelope,
            context=self.context,
            config=self.config,
            local_definitions=self.local_definitions,
            local_id=self.endpoint.local_id,
            peer=self.peer,
            now=self._shared_now(),  # the budget spans the peer's sessions
            reply=self.endpoint.reply,
        )


__all__ = ["ClarifyingStage"]
