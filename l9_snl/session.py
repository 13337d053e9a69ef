"""A locked semantic session: every message's content checked against the locked context.

`SemanticSession` wraps the L8 `Endpoint` the handshake ran on. Outgoing
content is validated before it is sent (a `LocalSemanticError`, nothing
sent) and carries the locked URN in `ontology`; incoming content is
validated in the endpoint's inspector, before it has any effect, and refused
with NOT_UNDERSTOOD carrying `undefined_concept`, `invalid_content` or
`wrong_ontology`. The L9 clarification concepts (`ambiguous_parameter`,
`parameter_options`, `concept_definition`) are answered here, without the
application: a QUERY about an ambiguous parameter gets the options from the
context's ontology.

Which content is checked: the content of REQUEST, QUERY, PROPOSE,
COUNTER_PROPOSE, INFORM and PUBLISH must be a concept or a task of the
context (a PUBLISH's `topic` member is the broker's, not the concept's);
the content of other performatives is checked when it names a concept or a
task. Handshake messages (a TICKET after the lock) and NOT_UNDERSTOOD are
L8's and L9's own and are not checked here.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from contexts import SharedContext
from contexts.exceptions import ContentInvalidError, ContextError, UndefinedConceptError
from l8_comm import ConversationCompleted, Endpoint, Envelope, Event, MessageReceived, Performative
from l8_comm.envelope import JSON
from l8_comm.events import ConversationTimedOut
from l8_comm.exceptions import LocalProtocolError, RemoteProtocolError
from l9_snl.clarification import (
    AMBIGUOUS_PARAMETER,
    CONCEPT_DEFINITION,
    PARAMETER_OPTIONS,
    SCHEMAS,
    ConceptDefinition,
    DefinitionCache,
    accept_definition,
    answer_query,
    definition_query,
    validate_clarification,
)
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SemanticError, SNLErrorCode
from l9_snl.firewall.core import ANSWERS, Decision, Firewall, request_for
from l9_snl.handshake import PROTOCOL_NAME, ContextLocked, HandshakeInitiator, HandshakeResponder

logger = logging.getLogger("l9_snl.session")

VALIDATED: Final = frozenset(
    {
        Performative.REQUEST,
        Performative.QUERY,
        Performative.PROPOSE,
        Performative.COUNTER_PROPOSE,
        Performative.INFORM,
        Performative.PUBLISH,
    }
)
"""Performatives whose content must be a concept or a task of the locked context."""
_BROKER_KEYS: Final = frozenset({"topic"})
_REFUSALS: Final = (
    Performative.REFUSE,
    Performative.FAILURE,
    Performative.REJECT,
    Performative.NOT_UNDERSTOOD,
)
"""How a firewall refusal is sent: the first the conversation's protocol allows."""
_SUBSCRIPTION: Final = "subscription"


@dataclass(frozen=True, kw_only=True)
class SemanticConfig:
    """How a locked session treats content."""

    answer_clarifications: bool = True
    """Answer `ambiguous_parameter` queries from the ontology without the application."""
    clarify_undefined: bool = False
    """Accept a concept the context lacks when the peer defines it (`concept_definition`):
    the message waits while L9 asks, the definition is cached for this pair of agents."""
    max_held: int = 16
    """Most messages waiting for a definition at once (more are refused)."""
    firewall: Firewall | None = None
    """Cedar policy over every incoming message that names a concept or task (firewall)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClarificationAnswered(Event):
    """L9 answered the peer's clarification query (the application need not)."""

    query: Envelope
    """The peer's QUERY."""
    answer: dict[str, Any]
    """The INFORM content sent back."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DefinitionAgreed(Event):
    """The peer defined a concept outside the context; it is cached for this pair."""

    name: str
    """The concept."""
    definition: dict[str, Any]
    """`{"description", "schema"}` as agreed."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FirewallDecided(Event):
    """The firewall did not simply allow a message: flagged (delivered next), or not delivered.

    For `quarantine` and `reject` the sender was answered with REFUSE (or the
    refusal its conversation allows) carrying the decision's code.
    """

    decision: Decision
    """What was decided, by which policies, and why."""
    envelope: Envelope
    """The message."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContentRefused(Event):
    """This side refused a message's content (NOT_UNDERSTOOD went back with the code)."""

    code: SNLErrorCode
    """Why."""
    message: str
    """Why, for people."""
    envelope: Envelope
    """The refused message."""


def _checked_content(envelope_content: object, performative: str, protocol: str | None) -> object:
    """The content the context validates: a publication without the broker's `topic`.

    That is a PUBLISH, and the INFORM a broker fans it out as (in a
    `subscription` conversation, spec section 8.1).
    """
    broker = performative == Performative.PUBLISH or (
        performative == Performative.INFORM and protocol == _SUBSCRIPTION
    )
    if broker and isinstance(envelope_content, dict):
        return {k: v for k, v in envelope_content.items() if k not in _BROKER_KEYS}
    return envelope_content


def _names_content(content: object) -> bool:
    return isinstance(content, dict) and ("concept" in content or "task" in content)


def _content_error(exc: ContentInvalidError) -> RemoteSemanticError:
    details = "; ".join(f"{f.path or '/'}: {f.message}" for f in exc.findings[:3])
    message = f"{exc.message} ({details})" if details else exc.message
    return RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, message)


def check_content(
    context: SharedContext,
    performative: str,
    content: object,
    protocol: str | None = None,
    definition_of: Callable[[str], ConceptDefinition | None] | None = None,
) -> str | None:
    """Validate content against `context` as a locked session does (the gateway does too).

    The L9 clarification concepts are checked against their own schemas; a
    concept the context lacks is `undefined_concept` unless `definition_of`
    has an agreed definition for it. Returns the concept or task named (None
    for content a performative need not name). Raises `RemoteSemanticError`.
    """
    checked = _checked_content(content, performative, protocol)
    if performative not in VALIDATED and not _names_content(checked):
        return None
    name = checked.get("concept") if isinstance(checked, dict) else None
    if isinstance(name, str) and name in SCHEMAS:
        validate_clarification(checked)
        return str(name)
    try:
        return context.validate(checked)
    except UndefinedConceptError as exc:
        definition = definition_of(exc.concept) if definition_of is not None else None
        if definition is None:
            raise RemoteSemanticError(SNLErrorCode.UNDEFINED_CONCEPT, exc.message) from exc
        try:
            definition.validate(checked)
        except ContentInvalidError as invalid:
            raise _content_error(invalid) from invalid
        return exc.concept
    except ContentInvalidError as exc:
        raise _content_error(exc) from exc


class SemanticSession:
    """An L8 endpoint bound to a locked Shared Context."""

    def __init__(  # noqa: PLR0913 - the endpoint, what was locked, and optional parts
        self,
        endpoint: Endpoint,
        locked: ContextLocked,
        *,
        config: SemanticConfig | None = None,
        handshake: HandshakeInitiator | HandshakeResponder | None = None,
        definitions: DefinitionCache | None = None,
        local_definitions: Mapping[str, dict[str, Any]] | None = None,
        handshake_conversation: str | None = None,
    ) -> None:
        self.endpoint = endpoint
        """The L8 endpoint underneath."""
        self.locked = locked
        """What the handshake agreed."""
        self.config = config or SemanticConfig()
        self.handshake = handshake
        """The handshake, for the messages that may follow the lock (a TICKET)."""
        self.handshake_conversation = handshake_conversation
        """The handshake's L8 conversation: the only one where handshake messages may follow."""
        self.definitions = definitions or DefinitionCache()
        """Definitions of concepts outside the context agreed with peers."""
        self.local_definitions = dict(local_definitions or {})
        """Concepts this agent can define for a peer that asks (`concept_definition`)."""
        self.unchecked: set[str] = set()
        """Ids of messages let through before the lock: checked when they are processed."""
        self._holding: dict[str, str] = {}
        self._held: dict[str, list[MessageReceived]] = {}
        self._held_count = 0
        self._asking: dict[str, str] = {}
        self._decided: dict[str, Decision] = {}
        self._targets: dict[tuple[str, str, str], Any] = {}  # the firewall's, for this context
        self._pending: list[Event] = []
        endpoint.inspector = self._inspect

    @property
    def context(self) -> SharedContext:
        """The locked context."""
        return self.locked.context

    @property
    def urn(self) -> str:
        """The locked context's URN (set as `ontology` on every message)."""
        return str(self.locked.context.urn)

    @property
    def peer(self) -> str:
        """The other agent."""
        return self.locked.peer

    # -- checking ---------------------------------------------------------------------------

    def check(self, performative: str, content: object, protocol: str | None = None) -> str | None:
        """Validate content as this session would; the concept or task it names, if any.

        `protocol` is the conversation's (a broker's fan-out INFORM carries a
        `topic` the context does not define). Raises `RemoteSemanticError`
        with `undefined_concept` or `invalid_content`.
        """
        return check_content(self.context, performative, content, protocol, self._definition_of)

    def _definition_of(self, name: str) -> ConceptDefinition | None:
        """A definition of a concept outside the context: agreed with this peer, or our own."""
        if not self.config.clarify_undefined:
            return None
        agreed = self.definitions.get(self.endpoint.local_id, self.peer, self.context.digest, name)
        if agreed is not None:
            return agreed
        own = self.local_definitions.get(name)
        if own is None:
            return None
        try:
            return accept_definition(name, own)
        except RemoteSemanticError:
            return None

    def _inspect(self, envelope: Envelope) -> RemoteProtocolError | None:
        if envelope.performative == Performative.NOT_UNDERSTOOD:
            return None
        if envelope.protocol == PROTOCOL_NAME:
            if envelope.conversation_id == self.handshake_conversation:
                return None  # its own table decides (a TICKET may follow the lock)
            return RemoteProtocolError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "a context is already locked on this session: no new handshake",
                field="protocol",
            )
        field = "ontology"
        try:
            if envelope.ontology != self.urn and (
                envelope.performative in VALIDATED or _names_content(envelope.content)
            ):
                raise RemoteSemanticError(
                    SNLErrorCode.WRONG_ONTOLOGY,
                    f"the session is locked to {self.urn}, the message says {envelope.ontology!r}",
                )
            field = "content"
            self.check(envelope.performative, envelope.content, envelope.protocol)
        except (SemanticError, ContextError) as exc:
            error = (
                exc
                if isinstance(exc, SemanticError)
                else RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, str(exc))
            )
            name = envelope.content.get("concept") if isinstance(envelope.content, dict) else None
            if (
                error.code == SNLErrorCode.UNDEFINED_CONCEPT
                and self.config.clarify_undefined
                and isinstance(name, str)
                and self._held_count + len(self._holding) < self.config.max_held
            ):
                self._holding[envelope.id] = name  # ask the peer what it means first
                return None
            logger.info(
                "%s refused %s from %s: %s",
                self.endpoint.local_id,
                envelope.performative,
                envelope.sender,
                error,
            )
            return RemoteProtocolError(error.code, error.message, field=field)
        return self._screen(envelope)

    def _screen(self, envelope: Envelope) -> RemoteProtocolError | None:
        """Ask the firewall (if any) about a message L9 accepted.

        A message its conversation lets this side answer (REQUEST, QUERY,
        PROPOSE...) is taken by L8 and answered with REFUSE, FAILURE or REJECT
        in `process`; any other is refused here, unapplied (NOT_UNDERSTOOD),
        so that it cannot complete a conversation or reach the application.
        """
        firewall = self.config.firewall
        if firewall is None:
            return None
        decision = self._firewall_decision(firewall, envelope)
        if decision is None or decision.outcome == "allow":
            return None
        if decision.delivered or envelope.performative in ANSWERS:
            self._decided[envelope.id] = decision
            return None
        self._pending.append(FirewallDecided(decision=decision, envelope=envelope))
        return RemoteProtocolError(
            str(decision.code or SNLErrorCode.FORBIDDEN), decision.reason, field="content"
        )

    def _firewall_decision(self, firewall: Firewall, envelope: Envelope) -> Decision | None:
        subcontext_type = ""
        if "context" in envelope._wire:  # noqa: SLF001 - read in place: the hot path
            context_id = envelope.context_id or ""
            known = self.endpoint.contexts.get(context_id)  # the type as first used
            ref = known or envelope.context
            subcontext_type = (ref.type or "") if ref is not None else ""
        request = request_for(
            envelope,
            self.locked.context,
            firewall.bundle,
            subcontext_type=subcontext_type,
            targets=self._targets,
        )
        if request is None:
            return None
        clock = self.endpoint.clock
        return firewall.decide(request, now=clock() if clock is not None else 0.0)

    # -- sending ------------------------------------------------------------------------------

    def _outgoing(self, performative: str, content: object, protocol: str | None) -> None:
        try:
            self.check(performative, content, protocol)
        except RemoteSemanticError as error:
            raise LocalSemanticError(error.code, f"not sent: {error.message}") from error

    def send(self, performative: str, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Validate `content`, then send it with `ontology` set to the locked URN."""
        protocol = kwargs.get("protocol")
        ongoing = kwargs.get("conversation_id")
        if protocol is None and isinstance(ongoing, str) and performative == Performative.INFORM:
            protocol = self.endpoint.protocol_of(ongoing)  # a broker's fan-out keeps its topic
        self._outgoing(performative, content, protocol)
        kwargs.setdefault("to", (self.peer,))
        return self.endpoint.send(performative, content, ontology=self.urn, **kwargs)

    def reply(
        self,
        message: Envelope,
        performative: str,
        content: Any = None,  # noqa: ANN401 - any JSON
        **kwargs: Any,  # noqa: ANN401 - the endpoint's keywords
    ) -> Envelope:
        """Validate `content`, then answer `message` in its conversation (`ontology`: the URN)."""
        self._outgoing(performative, content, message.protocol)
        kwargs.setdefault("ontology", self.urn)
        return self.endpoint.reply(message, performative, content, **kwargs)

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

    # -- receiving ----------------------------------------------------------------------------

    def receive_data(self, data: bytes, now: float | None = None) -> list[Event]:
        """Feed bytes from the peer; the events, with L9's own answers already queued."""
        return self.process(self.endpoint.receive_data(data, now))

    def handle_timer(self, now: float) -> list[Event]:
        """Fire the endpoint's timers."""
        return self.process(self.endpoint.handle_timer(now))

    def data_to_send(self, max_bytes: int | None = None) -> bytes:
        """Bytes for the peer."""
        return self.endpoint.data_to_send(max_bytes)

    def process(self, events: list[Event]) -> list[Event]:
        """Let L9 act on the endpoint's events (late handshake messages, clarification)."""
        out: list[Event] = self._pending
        self._pending = []
        for event in events:
            if isinstance(event, ConversationCompleted) and event.protocol == PROTOCOL_NAME:
                continue  # the handshake's own conversation: reported by its events
            if not isinstance(event, MessageReceived):
                out.extend(self._other(event))
                continue
            envelope = event.envelope
            if envelope.id in self.unchecked and not self._late_check(event, out):
                continue
            if envelope.protocol == PROTOCOL_NAME:
                out.extend(self._handshake_message(event))
                continue
            if self._stopped(envelope, out):
                continue
            out.append(event)
            if envelope.id in self._holding:
                out.pop()  # not delivered until its concept is defined
                self._hold(event, self._holding.pop(envelope.id), out)
                continue
            if envelope.conversation_id in self._asking:
                out.pop()  # L9's own exchange
                out.extend(self._defined(envelope.conversation_id, envelope))
                continue
            answered = self._clarify(envelope)
            if answered is not None:
                out.append(answered)
        return out

    def _stopped(self, envelope: Envelope, out: list[Event]) -> bool:
        """Report a firewall decision other than allow; True when the message is not delivered."""
        decision = self._decided.pop(envelope.id, None)
        if decision is None:
            return False
        out.append(FirewallDecided(decision=decision, envelope=envelope))
        if decision.delivered:
            return False
        self._firewall_refusal(envelope, decision)
        return True

    def _firewall_refusal(self, envelope: Envelope, decision: Decision) -> None:
        """Answer a message the firewall stopped: REFUSE where the conversation allows one."""
        content: dict[str, JSON] = {
            "code": str(decision.code or SNLErrorCode.FORBIDDEN),
            "reason": decision.reason,
        }
        for performative in _REFUSALS:
            try:
                self.endpoint.reply(envelope, performative, content)
            except LocalProtocolError:
                continue
            return

    def _handshake_message(self, event: MessageReceived) -> list[Event]:
        """A message of the handshake's conversation (a TICKET after the lock), or an answer."""
        envelope = event.envelope
        if (
            self.handshake is None
            or envelope.conversation_id != self.handshake_conversation
            or envelope.performative == Performative.NOT_UNDERSTOOD
        ):
            return [event]  # a refusal of something this side sent: the application's to see
        extra, _ = self.handshake.receive(
            envelope.performative, envelope.content, now=self._now(), sender=envelope.sender
        )
        return list(extra)

    def _other(self, event: Event) -> list[Event]:
        """An event that is not a message: a definition query that ended unanswered, or as is."""
        if isinstance(event, ConversationCompleted | ConversationTimedOut) and (
            event.conversation_id in self._asking
        ):
            return self._defined(event.conversation_id, None)  # asked, never answered
        return [event]

    def _late_check(self, event: MessageReceived, out: list[Event]) -> bool:
        """Check a message that arrived before the lock; False (and refused) if it fails."""
        envelope = event.envelope
        self.unchecked.discard(envelope.id)
        refusal = self._inspect(envelope)
        if refusal is None:
            return True
        with contextlib.suppress(LocalProtocolError):
            content: dict[str, JSON] = {"code": str(refusal.code), "reason": refusal.message}
            self.endpoint.reply(envelope, Performative.NOT_UNDERSTOOD, content)
        out.append(
            ContentRefused(
                code=SNLErrorCode(refusal.code), message=refusal.message, envelope=envelope
            )
        )
        return False

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
        with contextlib.suppress(LocalProtocolError):
            self.endpoint.reply(envelope, Performative.NOT_UNDERSTOOD, error.as_content())
        out.append(ContentRefused(code=error.code, message=error.message, envelope=envelope))

    def _defined(self, conversation_id: str, answer: Envelope | None) -> list[Event]:
        """The peer answered our `concept_definition` query (or never will): release or refuse."""
        name = self._asking.pop(conversation_id)
        waiting = self._held.pop(name, [])
        self._held_count -= len(waiting)
        definition = None
        reason = f"the peer could not define {name!r}"
        content = answer.content if answer is not None else None
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
            refusal = self._refusal(definition, reason, event.envelope.content)
            if refusal is not None:
                self._refuse(event.envelope, refusal, out)
                continue
            firewall = self.config.firewall
            decision = self._firewall_decision(firewall, event.envelope) if firewall else None
            if decision is not None and decision.outcome != "allow":
                out.append(FirewallDecided(decision=decision, envelope=event.envelope))
                if not decision.delivered:
                    self._firewall_refusal(event.envelope, decision)
                    continue
            out.append(event)
        return out

    def _now(self) -> float:
        clock = self.endpoint.clock
        return clock() if clock is not None else 0.0

    @staticmethod
    def _refusal(
        definition: ConceptDefinition | None, reason: str, content: object
    ) -> RemoteSemanticError | None:
        """Why a held message is refused now, or None to deliver it."""
        if definition is None:
            return RemoteSemanticError(SNLErrorCode.UNDEFINED_CONCEPT, reason)
        try:
            definition.validate(content)
        except ContentInvalidError as error:
            return _content_error(error)
        except ContextError as error:
            return RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, str(error))
        return None

    def _clarify(self, envelope: Envelope) -> ClarificationAnswered | None:
        content = envelope.content
        if envelope.performative != Performative.QUERY or not isinstance(content, dict):
            return None
        concept = content.get("concept")
        if concept not in (AMBIGUOUS_PARAMETER, CONCEPT_DEFINITION):
            return None
        if concept == AMBIGUOUS_PARAMETER and not self.config.answer_clarifications:
            return None
        try:
            answer = answer_query(self.context, content, self.local_definitions)
        except SemanticError as error:
            self.endpoint.reply(envelope, Performative.FAILURE, error.as_content())
            return None
        self.endpoint.reply(envelope, Performative.INFORM, answer)
        return ClarificationAnswered(query=envelope, answer=answer)


__all__ = [
    "PARAMETER_OPTIONS",
    "VALIDATED",
    "ClarificationAnswered",
    "ContentRefused",
    "DefinitionAgreed",
    "FirewallDecided",
    "SemanticConfig",
    "SemanticSession",
    "check_content",
]
