"""A locked semantic session: one ordered path for every message the peer sends.

`SemanticSession` wraps the L8 `Endpoint` the handshake ran on. Outgoing
content is bound and validated before it is sent (a `LocalSemanticError`,
nothing sent) and carries the locked URN in `ontology`. An incoming message
takes one path, in this order; the first stage that refuses it ends it, and
a refused message has no effect (spec 12.13, 12.16):

1. **authenticate**: its MAC and sequence number (the `SessionGuard` on the
   endpoint, before a byte of it is decoded; a failure ends the session);
2. **decode** and the L8 checks (envelope, session, conversation table);
3. **route**: an ACK goes to the guard, a handshake message to the
   handshake, a NOT_UNDERSTOOD is L8's and not checked;
4. **ontology**: the locked URN (`wrong_ontology`), or none on content that is not checked;
5. **bind and validate** (`binding.bind`): a task, a concept or an L9
   clarification concept of the locked context, or a concept the agents
   agreed a definition for, never one shadowing a name the context defines
   (`undefined_concept`, `invalid_content`); a concept nobody defined yet
   may be held while L9 asks the peer (`clarify_undefined`);
6. **firewall**: the injection screen, rate limits and Cedar (`Firewall`);
7. **dispatch**: a `MessageAccepted` carrying the binding for the
   application, or L9's own answer to a clarification query, within the
   peer's clarification budget.

Stages 3 to 6 run in the endpoint's inspector, before L8 applies anything;
`process` carries out their verdicts on the endpoint's events. Stage 3 is
`l9_snl.routing`'s, stage 6 `FirewallStage`'s, and the holding of a message
for a definition, and L9's answers to clarification queries, `ClarifyingStage`'s.
"""

from __future__ import annotations

import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from contexts import SharedContext
from l8_comm import ConversationCompleted, Endpoint, Envelope, Event, MessageReceived, Performative
from l8_comm.envelope import JSON
from l8_comm.events import ConversationAborted, ConversationTimedOut, SessionTerminated
from l8_comm.exceptions import (
    LocalProtocolError,
    RemoteProtocolError,
    reason_text,
)
from l8_comm.validation import peer_words
from l9_snl.binding import (
    UNBOUND,
    VALIDATED,
    Binding,
    DefinitionNeeded,
    bind,
    check_content,
    names_content,
)
from l9_snl.clarification import (
    PARAMETER_OPTIONS,
    ConceptDefinition,
    DefinitionCache,
    accept_definition,
)
from l9_snl.clarifying import ClarifyingStage
from l9_snl.config import DEFAULT_CONFIG, SemanticConfig
from l9_snl.events import (
    ClarificationAnswered,
    ContentRefused,
    DefinitionAgreed,
    FirewallDecided,
    MessageAccepted,
)
from l9_snl.exceptions import SNL_CODES, LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.firewall.core import Decision
from l9_snl.firewall.screen import ConversationTails
from l9_snl.firewall_stage import FirewallStage
from l9_snl.handshake import PROTOCOL_NAME, ContextLocked, HandshakeInitiator, HandshakeResponder
from l9_snl.integrity import ACK_PROTOCOL_NAME, SessionGuard
from l9_snl.output import REQUIRE_OUTPUT_EXTENSION, filtered_result_problem, wanted_by
from l9_snl.routing import L9_PROTOCOLS, WeakInspector, ends_session, heard, route
from l9_snl.verbs import SemanticVerbs

logger = logging.getLogger("l9_snl.session")

MAX_ASKED = 1024
"""Requests naming result fields remembered per session (the oldest forgotten first)."""


class SemanticSession(SemanticVerbs, FirewallStage, ClarifyingStage):
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
        integrity: SessionGuard | None = None,
        ticks: Callable[[], float] | None = None,
    ) -> None:
        self.endpoint = endpoint
        """The L8 endpoint underneath."""
        self.locked = locked
        """What the handshake agreed."""
        self.config = config or DEFAULT_CONFIG
        self.handshake = handshake
        """The handshake, for the messages that may follow the lock (a TICKET)."""
        self.handshake_conversation = handshake_conversation
        """The handshake's L8 conversation: the only one where handshake messages may follow."""
        self.integrity = integrity
        """The guard that authenticates the session's frames (its ACKs are routed to it)."""
        self.ticks = ticks
        """A monotonic clock for what this session shares with others (the firewall's rate
        windows, the clarification budget: counted across sessions, each of which has a
        time of its own); None: the endpoint's time (a driver passes one, spec 13.3)."""
        self._definitions = definitions or None  # made when first needed (`definitions`)
        self.local_definitions = dict(local_definitions or {})
        """Concepts this agent can define for a peer that asks (`concept_definition`)."""
        self.unchecked: set[str] = set()
        """Ids of messages let through before the lock: checked when they are processed."""
        self._bindings: dict[str, Binding] = {}
        self._holding: dict[str, str] = {}
        self._held: dict[str, list[MessageReceived]] = {}
        self._held_count = 0
        self._asking: dict[str, str] = {}
        self._decided: dict[str, Decision] = {}
        self._targets: dict[tuple[str, str, str], Any] = {}  # the firewall's, for this context
        self._tails = ConversationTails()  # the screen's: free text each conversation carried
        self._pending: list[Event] = []
        self._asked: OrderedDict[str, list[str]] = OrderedDict()  # requireOutput per conversation
        # Weakly: the endpoint must not keep its L9 session alive (a cycle only the cyclic
        # collector frees, for every session that ends); whoever drives both holds both.
        endpoint.inspector = WeakInspector(self)

    @property
    def definitions(self) -> DefinitionCache:
        """Definitions of concepts outside the context agreed with peers."""
        if self._definitions is None:  # most sessions never need one
            self._definitions = DefinitionCache()
        return self._definitions

    @definitions.setter
    def definitions(self, cache: DefinitionCache) -> None:
        self._definitions = cache

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

    def _bind(self, envelope: Envelope) -> Binding:
        """`envelope`'s content bound to the locked context (`DefinitionNeeded`, refusals)."""
        return bind(
            self.context,
            envelope.performative,
            envelope.content,
            envelope.protocol,
            self._definition_of,
        )

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

    # -- the incoming path, stages 3 to 6 (in the endpoint's inspector) -----------------------

    def _inspect(self, envelope: Envelope) -> RemoteProtocolError | None:
        if envelope.performative == Performative.NOT_UNDERSTOOD:
            heard(envelope, self.integrity)
            return None
        if envelope.protocol in L9_PROTOCOLS:
            return route(envelope, self.integrity, self.handshake_conversation)
        try:
            self._check_filtered(envelope)  # before any schema is built for its fields
            self._check_ontology(envelope)
            binding = self._bind(envelope)
        except DefinitionNeeded as needed:
            if self._may_hold():
                self._holding[envelope.id] = needed.name  # ask the peer what it means first
                return None
            return self._refused(envelope, needed, "content")
        except RemoteSemanticError as error:
            field = "ontology" if error.code == SNLErrorCode.WRONG_ONTOLOGY else "content"
            return self._refused(envelope, error, field)
        self._bindings[envelope.id] = binding
        return self._screen(envelope)

    def _check_filtered(self, envelope: Envelope) -> None:
        """A result marked filtered answers a request of ours that named the same fields."""
        content = envelope.content
        asked = None
        if isinstance(content, dict) and "result" in content:
            asked = self._asked.pop(envelope.conversation_id, None)
        problem = filtered_result_problem(content, agreed=self.filters, asked=asked)
        if problem is not None:
            raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, f"{envelope.sender}: {problem}")

    def _check_ontology(self, envelope: Envelope) -> None:
        """Stage 4: a message names the locked context, or none where its content is unchecked.

        A message naming another context is refused whatever its content: a gateway
        decides each message under the context its `ontology` names (spec 13.6), so the
        agent behind it must not take one under another.
        """
        ontology = envelope.ontology
        if ontology != self.urn and (
            ontology is not None
            or envelope.performative in VALIDATED
            or names_content(envelope.content)
        ):
            raise RemoteSemanticError(
                SNLErrorCode.WRONG_ONTOLOGY,
                f"the session is locked to {self.urn}, the message says {envelope.ontology!r}",
            )

    def _refused(
        self, envelope: Envelope, error: RemoteSemanticError, field: str
    ) -> RemoteProtocolError:
        self._say_refused(envelope, error)
        return RemoteProtocolError(error.code, error.message, field=field)

    def _say_refused(self, envelope: Envelope, error: RemoteSemanticError) -> None:
        logger.info(
            "%s refused %s from %s: %s",
            self.endpoint.local_id,
            envelope.performative,
            envelope.sender,
            error,
        )

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
        sent = self.endpoint.send(performative, content, ontology=self.urn, **kwargs)
        wanted = wanted_by(content) if performative == Performative.REQUEST else None
        if wanted is not None and isinstance(content, dict):
            self._asked[sent.conversation_id] = wanted
            while len(self._asked) > MAX_ASKED:
                self._asked.popitem(last=False)
        return sent

    @property
    def filters(self) -> bool:
        """Whether both sides agreed to send only the result fields a request names."""
        return REQUIRE_OUTPUT_EXTENSION in self.locked.extensions

    def reply(
        self,
        message: Envelope,
        performative: str,
        content: Any = None,  # noqa: ANN401 - any JSON
        **kwargs: Any,  # noqa: ANN401 - the endpoint's keywords
    ) -> Envelope:
        """Validate `content`, then answer `message` in its conversation (`ontology`: the URN)."""
        asked = wanted_by(message.content) if isinstance(message.content, dict) else None
        problem = filtered_result_problem(content, agreed=self.filters, asked=asked)
        if problem is not None:
            raise LocalSemanticError(SNLErrorCode.INVALID_CONTENT, f"not sent: {problem}")
        self._outgoing(performative, content, message.protocol)
        kwargs.setdefault("ontology", self.urn)
        return self.endpoint.reply(message, performative, content, **kwargs)

    # -- receiving: stage 7 and what the verdicts ask for -------------------------------------

    def receive_data(self, data: bytes, now: float | None = None) -> list[Event]:
        """Feed bytes from the peer; the events, with L9's own answers already queued."""
        return self.process(self.endpoint.receive_data(data, now))

    def handle_timer(self, now: float) -> list[Event]:
        """Fire the endpoint's timers (acknowledgements among them)."""
        return self.process(self.endpoint.handle_timer(now))

    def data_to_send(self, max_bytes: int | None = None) -> bytes:
        """Bytes for the peer."""
        return self.endpoint.data_to_send(max_bytes)

    def process(self, events: list[Event]) -> list[Event]:
        """Carry out the verdicts on the endpoint's events; what the application sees."""
        out: list[Event] = self._pending
        self._pending = []
        bindings = self._bindings
        for event in events:
            if type(event) is MessageReceived:
                binding = bindings.pop(event.envelope.id, None)
                if binding is not None and self._plain(event.envelope):  # the common case
                    out.append(_accepted(event, binding))
                    continue
                if binding is not None:
                    bindings[event.envelope.id] = binding
                self._message(event, out)
            elif isinstance(event, MessageReceived):
                self._message(event, out)
            elif isinstance(event, ConversationCompleted) and event.protocol in L9_PROTOCOLS:
                continue  # the handshake's conversation (reported by its events), an ACK
            else:
                out.extend(self._other(event))
        return out

    def _message(self, event: MessageReceived, out: list[Event]) -> None:
        envelope = event.envelope
        if envelope.id in self.unchecked and not self._late_check(event, out):
            return
        if envelope.protocol == ACK_PROTOCOL_NAME:
            return  # taken by the guard in the inspector
        screened = self._screened_notice(event, out)  # a NOT_UNDERSTOOD's text, if flagged
        if screened is None:
            return  # withheld whole (reported by the FirewallDecided)
        event, envelope = screened, screened.envelope
        if self._peer_failed(envelope, out):
            return
        if envelope.protocol == PROTOCOL_NAME:
            out.extend(self._handshake_message(event))
        elif envelope.id in self._holding:  # not delivered until its concept is defined
            self._hold(event, self._holding.pop(envelope.id), out)
        elif self._stopped(envelope, out):
            return
        elif envelope.conversation_id in self._asking:  # L9's own exchange
            self._bindings.pop(envelope.id, None)
            out.extend(self._defined(envelope.conversation_id, envelope))
        else:
            out.append(self._accepted(event))
            answered = self._clarify(envelope)
            if answered is not None:
                out.append(answered)

    def _peer_failed(self, envelope: Envelope, out: list[Event]) -> bool:
        """The peer ended the session because its integrity failed (an authenticated notice).

        The stream will end too; the application learns why, and that the peer said so
        (`peer`): its reason is its own words, any string up to the string limit, so it
        is made printable and cut (`peer_words`) before a log line or an error repeats it.
        """
        if envelope.performative != Performative.NOT_UNDERSTOOD or not ends_session(
            envelope, self.integrity
        ):
            return False
        content = envelope.content
        assert isinstance(content, dict)  # noqa: S101 - checked by ends_session
        code = str(content["code"])
        out.extend(self.endpoint.close())
        out.append(
            SessionTerminated(
                code=SNLErrorCode(code) if code in SNL_CODES else code,
                reason=(
                    f"{envelope.sender} ended the session: "
                    f"{peer_words(content.get('reason')) or 'no reason given'}"
                ),
                peer=envelope.sender,
            )
        )
        return True

    def _plain(self, envelope: Envelope) -> bool:
        """Whether a bound message needs nothing but delivery (no decision, hold or answer)."""
        return (
            envelope.id not in self._decided
            and envelope.performative != Performative.QUERY
            and not self._asking
            and not self.unchecked
        )

    def _accepted(self, event: MessageReceived) -> MessageAccepted:
        return _accepted(event, self._bindings.pop(event.envelope.id, UNBOUND))

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
        if isinstance(event, ConversationCompleted | ConversationTimedOut | ConversationAborted):
            self._tails.forget(event.conversation_id)  # the screen's tail: nothing follows
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
            content: dict[str, JSON] = {
                "code": str(refusal.code),
                "reason": reason_text(refusal.message),
            }
            self.endpoint.reply(envelope, Performative.NOT_UNDERSTOOD, content)
        out.append(
            ContentRefused(
                code=SNLErrorCode(refusal.code), message=refusal.message, envelope=envelope
            )
        )
        return False

    def _now(self) -> float:
        return self.endpoint.now  # the driver's clock, or the last `now` given (sans-I/O)

    def _shared_now(self) -> float:
        """The time of the windows shared with other sessions: `ticks`, else `_now`."""
        ticks = self.ticks
        return self._now() if ticks is None else ticks()


_new = object.__new__
_set = object.__setattr__


def _accepted(event: MessageReceived, binding: Binding) -> MessageAccepted:
    """`MessageAccepted` for `event`, built without the frozen dataclass's checks (hot path)."""
    accepted = _new(MessageAccepted)
    _set(accepted, "envelope", event.envelope)
    _set(accepted, "state", event.state)
    _set(accepted, "binding", binding)
    return accepted


__all__ = [
    "L9_PROTOCOLS",
    "PARAMETER_OPTIONS",
    "VALIDATED",
    "ClarificationAnswered",
    "ContentRefused",
    "DefinitionAgreed",
    "FirewallDecided",
    "MessageAccepted",
    "SemanticConfig",
    "SemanticSession",
    "check_content",
]
