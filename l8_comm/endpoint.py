"""The L8 endpoint: one side of one session, as a sans-I/O state machine.

Bytes of the session stream go in through `receive_data`, events come out;
verbs such as `request` or `reply` queue framed envelopes that the driver
collects with `data_to_send`. Time is passed in (`now`, seconds since the
Unix epoch, the same clock that stamps `ts` and runs every deadline, so one
that does not step: the driver's `l7_transport.clock.SteadyClock`); `get_timer` says
when `handle_timer` is next due. Nothing here blocks, reads a clock or does I/O.

Rules (the state of every conversation lives in one place, `ConversationTable`):

- A message that breaks any rule changes no state: it is answered with
  NOT_UNDERSTOOD carrying the code and reported as `ProtocolViolation`.
  Every check is made before anything is applied (`plan`, then `apply`).
- A refused step in an open conversation ends that conversation on both
  sides, because its sender already applied the step.
- A NOT_UNDERSTOOD is never answered, valid or not. In the protocol of an
  open conversation it ends that conversation; with protocol `notice` it
  concerns the session only.
- Time is checked before anything else: `receive_data` first ends what is
  due, and `send` refuses a step in a conversation whose time has run out,
  so the outcome never depends on whether the driver ran `handle_timer`.
- A flood of violations exhausts the error budget and terminates the session.
"""

from __future__ import annotations

import logging
import secrets
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm.answering import ViolationAnswers
from l8_comm.codec import decode_envelope, encode_envelope
from l8_comm.config import DEFAULT_ENDPOINT_CONFIG, EndpointConfig
from l8_comm.conversations import ConversationInfo, ConversationTable, attributed
from l8_comm.envelope import JSON, Envelope, SubContextRef
from l8_comm.events import (
    ConversationCompleted,
    Event,
    MessageReceived,
)
from l8_comm.exceptions import (
    ErrorCode,
    FrameError,
    LocalProtocolError,
    RemoteProtocolError,
    as_local,
)
from l8_comm.guard import FrameGuard, FrameGuardError
from l8_comm.identifiers import (
    AGENT_ID_PATTERN,
    ANY_RECIPIENT,
    RandomSource,
    format_timestamp,
    new_id,
)
from l8_comm.performatives import Performative
from l8_comm.registry import DEFAULT_REGISTRY, Registry
from l8_comm.subcontexts import ContextUse, SubContextTracker
from l8_comm.verbs import Verbs
from l8_comm.violations import (
    NOTICE_STATE,
    ErrorBudget,
    check_notice,
    check_session,
)

logger = logging.getLogger("l8_comm.endpoint")

Inspector = Callable[[Envelope], RemoteProtocolError | None]
"""Called with each received message that passed every L8 check (NOT_UNDERSTOOD included),
before any state changes; returning an error refuses the message like any other violation
(a NOT_UNDERSTOOD is never answered: it is then ignored). L9 uses it."""


class Endpoint(Verbs, ViolationAnswers):
    """One side of one L8 session: conversations, sub-contexts and the frame stream."""

    def __init__(  # noqa: PLR0913 - all keyword-only, each with a default
        self,
        local_id: str,
        *,
        peer_id: str | None = None,
        config: EndpointConfig | None = None,
        registry: Registry = DEFAULT_REGISTRY,
        rng: RandomSource = secrets.token_bytes,
        now: float = 0.0,
        clock: Callable[[], float] | None = None,
        inspector: Inspector | None = None,
    ) -> None:
        if not AGENT_ID_PATTERN.fullmatch(local_id):
            msg = f"local_id {local_id!r} is not an agent id ({AGENT_ID_PATTERN.pattern})"
            raise ValueError(msg)
        if peer_id is not None and not AGENT_ID_PATTERN.fullmatch(peer_id):
            msg = f"peer_id {peer_id!r} is not an agent id ({AGENT_ID_PATTERN.pattern})"
            raise ValueError(msg)
        self.local_id = local_id
        """This side's agent id."""
        self.peer_id = peer_id
        """The agent at the other end: as configured, or learned from its first valid message."""
        self.config = config or DEFAULT_ENDPOINT_CONFIG
        """The configuration in force."""
        self.registry = registry
        """The performatives and protocols this endpoint speaks."""
        self.inspector = inspector
        """Called on each received message before it is applied (see `Inspector`)."""
        self.silent_protocols: frozenset[str] = frozenset()
        """Protocols whose messages raise no events: the layer above takes them in its
        inspector (L9's acknowledgements), so they never wait in an application's queue."""
        self.guard: FrameGuard | None = None
        """Authenticates every frame both ways once an upper layer installs it (L9, after
        the lock); None: frames are taken as they come (see `l8_comm.guard`)."""
        self.clock = clock
        """Where time comes from when a call passes no `now` (a driver's clock); None: the
        last `now` given."""
        self._rng = rng
        self._now = now
        self._closed = False
        self._decoder = FrameDecoder(self.config.limits.max_frame_size)
        self._outbound = bytearray()
        self.conversations = ConversationTable(self.config, registry)
        """The open conversations, their timers, and the recently ended ones."""
        self._seen: OrderedDict[str, None] = OrderedDict()
        self._errors = ErrorBudget(self.config, now)
        self.contexts = SubContextTracker(
            max_contexts=self.config.max_contexts,
            max_depth=self.config.max_context_depth,
            idle_timeout=self.config.context_idle_timeout,
        )
        """The live sub-contexts of this session."""

    # ------------------------------------------------------------------ state

    @property
    def closed(self) -> bool:
        """True once the session has ended; verbs then raise `session_closed`."""
        return self._closed

    def conversation(self, conversation_id: str) -> ConversationInfo | None:
        """A snapshot of an open conversation, or None."""
        return self.conversations.info(conversation_id)

    def protocol_of(self, conversation_id: str) -> str | None:
        """The interaction protocol of an open conversation, or None (cheaper than a snapshot)."""
        return self.conversations.protocol_of(conversation_id)

    def open_conversations(self) -> tuple[ConversationInfo, ...]:
        """Snapshots of every open conversation."""
        return self.conversations.infos()

    def ended_state(self, conversation_id: str) -> str | None:
        """The final state of a recently ended conversation, or None."""
        return self.conversations.ended_state(conversation_id)

    def new_id(self) -> str:
        """A fresh message or conversation id from this endpoint's random source."""
        return new_id(self._rng)

    def new_context(
        self,
        *,
        type: str | None = None,  # noqa: A002 - the field's name on the wire
        parent: str | SubContextRef | None = None,
        metadata: dict[str, JSON] | None = None,
    ) -> SubContextRef:
        """A new sub-context with an unguessable id; it comes into being when first used."""
        parent_id = parent.id if isinstance(parent, SubContextRef) else parent
        return SubContextRef(id=new_id(self._rng), type=type, parent=parent_id, metadata=metadata)

    # ------------------------------------------------------------- the wire

    def data_to_send(self, max_bytes: int | None = None) -> bytes:
        """Take up to `max_bytes` (all by default) of the bytes queued for the peer."""
        if max_bytes is None or max_bytes >= len(self._outbound):
            data = bytes(self._outbound)
            self._outbound.clear()
            if self.guard is not None and data:
                self.guard.handed_over(self._tick(None))  # every sealed frame has left
            return data
        data = bytes(self._outbound[:max_bytes])
        del self._outbound[:max_bytes]
        return data

    @property
    def bytes_to_send(self) -> int:
        """How many bytes are queued for the peer."""
        return len(self._outbound)

    def receive_data(self, data: bytes, now: float | None = None) -> list[Event]:
        """Take bytes of the session stream; return what they caused, in order.

        Whatever is due at `now` ends first, as if `handle_timer(now)` had run.
        """
        if self._closed:
            return []
        now = self._tick(now)
        events = self._expire(now)
        for payload in self._decoder.feed(data):
            if not self._receive_frame(payload, now, events):
                return events
        error = self._decoder.error
        if error is not None:
            self._report(
                self._broken_stream(ErrorCode(error.code.value), error.message), events, now
            )
        return events

    def _broken_stream(self, code: ErrorCode, message: str) -> RemoteProtocolError:
        """A framing fault; on an authenticated session, the guard's failure (a relay's work)."""
        guard = self.guard
        if guard is not None and guard.receiving:
            return FrameGuardError(guard.broken_code, f"the frame stream broke ({code}: {message})")
        return FrameError(code, message)

    @property
    def now(self) -> float:
        """The time: the driver's clock when there is one, else the last `now` given."""
        return self._tick(None)

    def receive_eof(self, now: float | None = None) -> list[Event]:
        """The peer closed its side of the stream; end the session."""
        if self._closed:
            return []
        now = self._tick(now)
        events: list[Event] = []
        if self._decoder.buffered:
            message = f"stream ended inside a frame ({self._decoder.buffered} bytes buffered)"
            self._report(self._broken_stream(ErrorCode.TRUNCATED_FRAME, message), events, now)
            return events
        cut = self.guard.at_eof() if self.guard is not None else None
        if cut is not None:  # authenticated, and the peer never said goodbye
            self._report(cut, events, now)
            return events
        events.extend(self.close())
        return events

    def transport_lost(self, reason: str, now: float | None = None) -> list[Event]:
        """The transport failed under the session (a reset, a lost connection); end it.

        On an authenticated session that the peer did not close, that is a cut
        (the guard's `truncated`), however the stream was cut.
        """
        if self._closed:
            return []
        events: list[Event] = []
        cut = self.guard.at_eof() if self.guard is not None else None
        if cut is not None:
            error = type(cut)(cut.code, f"{cut.message} ({reason})")
            self._report(error, events, self._tick(now))
            return events
        events.extend(self.close())
        return events

    def goodbye(self, now: float | None = None) -> None:
        """The application ends the session: queue the guard's last word, if it has one.

        An authenticated session ends with an authenticated close (L9: a final
        ACK), so that a relay that drops messages and then closes the stream is
        found out. Call before `close`; the driver sends what is queued.
        """
        if not self._closed and self.guard is not None:
            self.guard.goodbye(self._tick(now))

    def reading_paused(self, paused: bool, now: float | None = None) -> None:  # noqa: FBT001
        """The driver stopped (or resumed) reading: the application's queue is full.

        The peer's acknowledgements wait unread behind its messages meanwhile,
        so the guard does not count that time against them.
        """
        if self.guard is not None:
            self.guard.reading_paused(paused, self._tick(now))

    def close(self) -> list[Event]:
        """End the session here: every open conversation is aborted, every sub-context ends."""
        if self._closed:
            return []
        self._closed = True
        events: list[Event] = list(self.conversations.abort_all())
        events.extend(self.contexts.close())
        return events

    # ----------------------------------------------------------------- timers

    def get_timer(self) -> float | None:
        """When `handle_timer` is next due, or None if nothing is pending (or closed)."""
        if self._closed:
            return None  # `handle_timer` does nothing any more
        guard = self.guard
        deadlines = [
            d
            for d in (
                self.conversations.next_deadline(),
                self.contexts.next_deadline(),
                guard.next_deadline() if guard is not None else None,
            )
            if d is not None
        ]
        return min(deadlines) if deadlines else None

    def handle_timer(self, now: float) -> list[Event]:
        """End what is due at `now` (conversations, subscriptions, contexts, the guard's timers)."""
        if self._closed:
            return []
        now = self._tick(now)
        events = self._expire(now)
        guard = self.guard
        if guard is not None:
            error = guard.handle_timer(now)
            if error is not None:
                self._report(error, events, now)
        return events

    def _expire(self, now: float) -> list[Event]:
        events = self.conversations.expire(now)
        if self.contexts:
            events.extend(self.contexts.expire(now))
        return events

    # ------------------------------------------------------------------ verbs

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
        message_id: str | None = None,
        now: float | None = None,
    ) -> Envelope:
        """Send one message: open a conversation, or take a step in `conversation_id`.

        `message_id`: the envelope's `id` (by default 128 random bits); the caller
        keeps it unique within the session.
        Raises `LocalProtocolError` (nothing sent, nothing changed) when the
        message would break a rule the peer enforces.
        """
        if self._closed:
            raise LocalProtocolError(ErrorCode.SESSION_CLOSED, "the session has ended")
        now = self._tick(now)
        conversation = self.conversations.get(conversation_id)
        if protocol is None:
            protocol = (
                conversation.protocol.name
                if conversation
                else self.conversations.opener_protocol(performative)
            )
            if protocol is None:
                msg = f"{performative} does not identify one protocol; pass protocol="
                raise LocalProtocolError(ErrorCode.UNKNOWN_PROTOCOL, msg)
        peer = conversation.peer if conversation and conversation.peer else self.peer_id
        if to is None:
            if peer is None:
                msg = "no recipient: pass to= (the peer is not known yet)"
                raise LocalProtocolError(ErrorCode.INVALID_FIELD, msg, field="to")
            to = (peer,)
        envelope = Envelope(
            protocol=protocol,
            id=new_id(self._rng) if message_id is None else message_id,
            ts=format_timestamp(now),
            sender=self.local_id,
            to=to,
            performative=performative,
            conversation_id=conversation_id or new_id(self._rng),
            in_reply_to=in_reply_to,
            context=context,
            ontology=ontology,
            content=content,
            extensions=extensions,
            limits=self.config.limits,
            registry=self.registry,
        )
        recipients = envelope.to
        self._check_addressed_to(peer, recipients)
        try:
            step = self.conversations.plan(envelope, local=True, now=now)
            use = self._check_context(envelope, local=True)
        except RemoteProtocolError as error:
            raise as_local(error) from None
        frame = encode_frame(self._encode(envelope, now))
        if len(self._outbound) + len(frame) > self.config.max_outbound_bytes:
            msg = (
                f"{len(self._outbound)} bytes are waiting to be sent; the limit is "
                f"{self.config.max_outbound_bytes}: send the queued data first"
            )
            raise LocalProtocolError(ErrorCode.SEND_BUFFER_FULL, msg)
        if self.peer_id is None and len(recipients) == 1 and recipients[0] != ANY_RECIPIENT:
            self.peer_id = recipients[0]
        self.conversations.apply(step, envelope, now, local=True, events=None, peer_id=self.peer_id)
        if use is not None:
            self.contexts.commit(use, now)
        self._queue(frame, envelope._wire, now)  # noqa: SLF001 - the wire form, not a copy
        return envelope

    def _queue(self, frame: bytes, wire: dict[str, Any], now: float) -> None:
        """Queue a frame for the peer (the guard counts it as sent)."""
        self._outbound += frame
        if self.guard is not None:
            self.guard.sealed(wire, now)

    def _encode(self, envelope: Envelope, now: float) -> bytes:
        """The payload of `envelope`: sealed by the guard when one is installed."""
        guard = self.guard
        if guard is None:
            return encode_envelope(envelope, self.config.limits)
        payload = guard.seal(envelope._wire, now)  # noqa: SLF001 - the wire form, not a copy
        if len(payload) > self.config.limits.max_frame_size:
            raise LocalProtocolError(
                ErrorCode.FRAME_TOO_LARGE,
                f"envelope encodes to {len(payload)} bytes with its MAC, above the limit of "
                f"{self.config.limits.max_frame_size}",
                message_id=envelope.id,
                conversation_id=envelope.conversation_id,
            )
        return payload

    def _check_addressed_to(self, peer: str | None, recipients: tuple[str, ...]) -> None:
        """A message this side sends must name the session's peer (or `*`), as the peer checks."""
        if (
            self.config.check_addressee
            and peer is not None
            and peer not in recipients
            and recipients != (ANY_RECIPIENT,)
        ):
            msg = f"this session's peer is {peer}; the message is for {list(recipients)}"
            raise LocalProtocolError(ErrorCode.NOT_ADDRESSED, msg, field="to")

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
        """Answer `message` in its conversation and, unless told otherwise, its sub-context.

        The reply names the sub-context by id only: its parent and type were
        fixed at first use, and its metadata belongs to the message it was on.
        `ontology` defaults to the message's.
        """
        if context is None and message.context_id is not None:
            context = SubContextRef(id=message.context_id)
        return self.send(
            performative,
            content,
            to=(message.sender,),
            conversation_id=message.conversation_id,
            protocol=message.protocol,
            in_reply_to=message.id,
            context=context,
            ontology=message.ontology if ontology is None else ontology,
            now=now,
        )

    # ------------------------------------------------------------- receiving

    def _tick(self, now: float | None) -> float:
        if now is None and self.clock is not None:
            now = self.clock()
        if now is not None:
            self._now = now
        return self._now

    def _receive_frame(self, payload: bytes, now: float, events: list[Event]) -> bool:
        """Process one frame; return False once the session has ended."""
        try:
            restore = None
            guard = self.guard
            if guard is not None:
                restore = guard.open(payload, now)  # authenticated before anything reads it
            envelope = decode_envelope(payload, self.config.limits, self.registry, restore=restore)
            if guard is not None:
                guard.decoded(envelope)
            self._accept(envelope, now, events)
        except RemoteProtocolError as error:
            # Without its traceback, nor the exception it was raised from: the peer's fault
            # needs neither, and their frames (this one's `events`, holding the violation
            # that holds the error) would make a cycle.
            error.__context__ = error.__cause__ = None
            self._report(error.with_traceback(None), events, now)
        return not self._closed

    def _check_session(self, envelope: Envelope) -> None:
        """The session rules (spec 7.1): peer, addressee, replay."""
        check_session(
            envelope,
            local_id=self.local_id,
            peer_id=self.peer_id,
            check_addressee=self.config.check_addressee,
            seen=self._seen,
        )

    def _accept(self, envelope: Envelope, now: float, events: list[Event]) -> None:
        self._check_session(envelope)
        if envelope.performative == Performative.NOT_UNDERSTOOD:
            self._accept_not_understood(envelope, now, events)
            return
        step = self.conversations.plan(envelope, local=False, now=now)
        use = self._check_context(envelope, local=False)
        if self.inspector is not None:
            refusal = self.inspector(envelope)
            if refusal is not None:
                raise attributed(refusal, envelope)
        self._remember(envelope)
        self.conversations.apply(
            step, envelope, now, local=False, events=events, peer_id=self.peer_id
        )
        if use is not None:
            opened = self.contexts.commit(use, now)
            if opened is not None:
                events.append(opened)
        if envelope.protocol in self.silent_protocols:
            return
        events.append(MessageReceived(envelope=envelope, state=step.next_state))
        if step.next_state in step.protocol.final_states:
            events.append(
                ConversationCompleted(
                    conversation_id=envelope.conversation_id,
                    protocol=step.protocol.name,
                    state=step.next_state,
                    envelope=envelope,
                )
            )

    def _accept_not_understood(self, envelope: Envelope, now: float, events: list[Event]) -> None:
        check_notice(envelope)
        if self.inspector is not None:  # the layer above may know it cannot be trusted
            refusal = self.inspector(envelope)
            if refusal is not None:
                raise attributed(refusal, envelope)
        conversation = self.conversations.get(envelope.conversation_id)
        if conversation is None or conversation.protocol.name != envelope.protocol:
            self._remember(envelope)
            events.append(MessageReceived(envelope=envelope, state=NOTICE_STATE))
            return
        step = self.conversations.plan(envelope, local=False, now=now)
        self._remember(envelope)
        self.conversations.apply(
            step, envelope, now, local=False, events=events, peer_id=self.peer_id
        )
        events.append(MessageReceived(envelope=envelope, state=step.next_state))
        events.append(
            ConversationCompleted(
                conversation_id=conversation.id,
                protocol=conversation.protocol.name,
                state=step.next_state,
                envelope=envelope,
            )
        )

    def _remember(self, envelope: Envelope) -> None:
        """Record an accepted message: its id for replay, its sender as the peer."""
        if self.peer_id is None:
            self.peer_id = envelope.sender
        seen = self._seen
        seen[envelope.id] = None
        if len(seen) > self.config.replay_window:
            seen.popitem(last=False)

    def _check_context(self, envelope: Envelope, *, local: bool) -> ContextUse | None:
        wire = envelope._wire.get("context")  # noqa: SLF001 - read in place, no copy made
        if wire is None:
            return None
        try:
            return self.contexts.check(wire, local=local)
        except RemoteProtocolError as error:
            raise attributed(error, envelope) from None
