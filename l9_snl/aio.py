"""asyncio driver of L9: run the handshake over an L8 session, then a locked semantic session.

Everything semantic happens in the sans-I/O cores (`handshake`, `session`);
this module moves their messages through an `l8_comm.aio.Session` (itself on
an L7 channel: HTTP/2, HTTP/3 or memory) and fires their timers.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import weakref
from typing import Any, Final

from l7_transport.clock import Clock
from l7_transport.clock import ticks as monotonic_ticks
from l7_transport.exceptions import TransportError, again
from l8_comm import (
    ConversationCompleted,
    Envelope,
    Event,
    MessageReceived,
    Performative,
    ProtocolViolation,
)
from l8_comm.aio import EventStream, Session
from l8_comm.events import ConversationTimedOut, SessionTerminated
from l8_comm.exceptions import LocalProtocolError
from l8_comm.identifiers import new_id
from l9_snl.config import DEFAULT_CONFIG
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    PROTOCOL_NAME,
    ContextLocked,
    EarlyMessage,
    HandshakeEvent,
    HandshakeFailed,
    HandshakeInitiator,
    HandshakeResponder,
    Outgoing,
    ResumptionRefused,
)
from l9_snl.inspection import AnsweringCloses, PreLock, queue_handshake_message
from l9_snl.integrity import ACK_PROTOCOL_NAME, SessionGuard
from l9_snl.session import SemanticConfig, SemanticSession


class HandshakeError(RemoteSemanticError):
    """The handshake failed; `detected_by_peer` says which side found the fault."""

    def __init__(self, failure: HandshakeFailed) -> None:
        super().__init__(failure.code, failure.message)
        self.detected_by_peer = failure.detected_by_peer


class HandshakeInterruptedError(HandshakeError):
    """The session ended under the handshake (its stream closed or failed) before it finished.

    No refusal by the peer. When the stream failed (a reset, a frame past the limit, a
    connection closed for a PING flood), the transport's error says why: named in the
    message, and the cause (a copy of the stream's `failure`, its `code` with it).
    """


class LockedSession(EventStream):
    """An L8 session whose content is bound to a locked Shared Context."""

    early_unconfirmed: str | None = None
    """The performative of a first flight `initiate` sent behind a resumed HELLO and did
    not send again when the resumption was refused (see `initiate`): it may have run."""

    def __init__(self, session: Session, semantic: SemanticSession) -> None:
        self.session = session
        """The L8 session underneath."""
        self.semantic = semantic
        """The sans-I/O semantic session."""
        # Events processed and not taken yet: a deque while there are some (a burst), none
        # while idle (an empty deque costs ~760 bytes).
        self._pending: collections.deque[Event] | tuple[()] = ()
        self.early_envelope: Envelope | None = None
        """The first message passed to `initiate`, as sent."""

    @property
    def locked(self) -> ContextLocked:
        """What the handshake agreed."""
        return self.semantic.locked

    async def send(self, performative: str, content: Any, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Validate and send (see `SemanticSession.send`), then flush."""
        envelope = self.semantic.send(performative, content, **kwargs)
        await self.session.flush()
        return envelope

    async def reply(
        self,
        message: Envelope,
        performative: str,
        content: Any = None,  # noqa: ANN401 - any JSON
        **kwargs: Any,  # noqa: ANN401 - the endpoint's keywords
    ) -> Envelope:
        """Validate and answer `message`, then flush."""
        envelope = self.semantic.reply(message, performative, content, **kwargs)
        await self.session.flush()
        return envelope

    async def next_event(self) -> Event | None:
        """The next event (L9 has already answered what it answers itself)."""
        while not self._pending:
            event = await self.session.next_event()
            if event is None:
                return None
            self._keep(self.semantic.process([event]))
            if self.session.endpoint.bytes_to_send:  # L9 answered something itself
                # A transport that failed is the reader's to report, with the events in order.
                with contextlib.suppress(TransportError):
                    await self.session.flush()
        pending = self._pending
        assert isinstance(pending, collections.deque)  # noqa: S101 - not empty
        event = pending.popleft()
        if not pending:
            self._pending = ()
        return event

    def _keep(self, events: list[Event]) -> None:
        """Keep `events` for `next_event`, after those waiting."""
        if not events:
            return
        if isinstance(self._pending, collections.deque):
            self._pending.extend(events)
        else:
            self._pending = collections.deque(events)

    async def close(self, *, peer_wait: float | None = None) -> SessionTerminated | None:
        """End the session: the final ACK, then the peer's, awaited for up to `peer_wait`.

        `peer_wait`: seconds to wait for the peer's close (None: the session's `ack_timeout`,
        30 s by default; 0: none, which a silent peer makes `truncated`). Returns the
        `SessionTerminated` that ended the session with an error, None for a clean close:
        `undelivered` when the peer's final ACK shows that messages this side sent never
        reached it, the code of its notice when it found a fault, `truncated` when its
        close never came (spec 12.16). The event is also queued.
        """
        check_peer_wait(peer_wait)
        guard = self.session.endpoint.guard
        if peer_wait is None:
            peer_wait = guard.ack_timeout if isinstance(guard, SessionGuard) else None
        if peer_wait is None:
            return await self.session.close()
        return await self.session.close(peer_wait=peer_wait)


def check_peer_wait(peer_wait: float | None) -> None:
    """Refuse a `close(peer_wait=...)` that is no number of seconds (before a close acts)."""
    if peer_wait is not None and not (  # (NaN too)
        isinstance(peer_wait, int | float) and not isinstance(peer_wait, bool) and peer_wait >= 0
    ):
        msg = f"peer_wait: {peer_wait!r} seconds; 0 or more, or None for ack_timeout"
        raise ValueError(msg)


_L9_OWN_PROTOCOLS: Final = frozenset({ACK_PROTOCOL_NAME, PROTOCOL_NAME})
"""L9's own messages, which never want an acknowledgement (one set for every session)."""
_GUARD_TAKES: Final = frozenset({ACK_PROTOCOL_NAME})
"""The protocols the guard takes before the endpoint applies anything (ACKs)."""


async def _send(  # noqa: PLR0913 - the message, where it goes, and who seals what follows
    session: Session,
    reply_to: Envelope | None,
    out: Outgoing,
    peer: str,
    handshake: HandshakeInitiator | HandshakeResponder,
    *,
    flush: bool = True,
) -> Envelope:
    envelope = queue_handshake_message(session.endpoint, reply_to, out, peer, handshake)
    if flush:
        await session.flush()
    return envelope


def _ended(event: Event, conversation: str | None) -> HandshakeFailed | None:
    if isinstance(event, SessionTerminated):
        return HandshakeFailed(
            code=SNLErrorCode.UNEXPECTED_MESSAGE,
            message=f"session ended: {event.reason}",
            detected_by_peer=True,
        )
    if isinstance(event, ProtocolViolation) and event.error.conversation_id in (conversation, None):
        code = event.error.code  # L9's own (`invalid_handshake`: a member a relay added) kept
        return HandshakeFailed(
            code=code if isinstance(code, SNLErrorCode) else SNLErrorCode.UNEXPECTED_MESSAGE,
            message=str(event.error),
            detected_by_peer=False,
        )
    if (
        isinstance(event, ConversationCompleted | ConversationTimedOut)
        and event.conversation_id == conversation
    ):
        state = getattr(event, "state", "timed out")
        if state not in {"done", "resumed"}:
            return HandshakeFailed(
                code=SNLErrorCode.UNEXPECTED_MESSAGE,
                message=f"the handshake conversation ended ({state})",
                detected_by_peer=True,
            )
    return None


class _ResumptionRefused(Exception):  # noqa: N818 - a signal inside the driver, not an error
    """The responder refused the resumed HELLO: the initiator may lock in full."""


async def _handshake_message(
    session: Session, prelock: PreLock, envelope: Envelope
) -> ContextLocked | ResumptionRefused | None:
    """Send what the core answered to `envelope` (handled when it was read); the outcome."""
    events, outgoing = prelock.take(envelope.id)
    for out in outgoing:
        if session.endpoint.closed or prelock.guard.final_sent:
            # Cut right behind this message (the events that follow say how), or this
            # side's final ACK has gone: nothing may follow it, the answer is not sent.
            break
        try:
            await _send(session, envelope, out, envelope.sender, prelock.handshake)
        except LocalProtocolError as error:  # L8 cannot send it: the handshake has failed
            # (a LOCK read with its HELLO, before the SELECT, an illegal transition, ended
            # the conversation under the answer)
            raise HandshakeError(
                HandshakeFailed(
                    code=SNLErrorCode.UNEXPECTED_MESSAGE,
                    message=f"this side's answer could not be sent: {error}",
                    detected_by_peer=False,
                )
            ) from None
    for handshake_event in events:
        if isinstance(handshake_event, HandshakeFailed):
            raise HandshakeError(handshake_event)
        if isinstance(handshake_event, ContextLocked | ResumptionRefused):
            return handshake_event
    return None


async def _next(
    session: Session, handshake: HandshakeInitiator | HandshakeResponder, clock: Clock
) -> Event:
    """The next L8 event, failing the handshake if its timer fires first."""
    while True:
        try:
            event = session.next_event_nowait()  # no timer needed for what already came
        except asyncio.QueueEmpty:
            pass
        else:
            return _or_ended(event, session)
        deadline = handshake.get_timer()
        timeout = None if deadline is None else max(0.0, deadline - clock())
        try:
            async with asyncio.timeout(timeout):  # a loop timer, not a task per event
                event = await session.next_event()
        except TimeoutError:
            for failure in handshake.handle_timer(clock()):
                if isinstance(failure, HandshakeFailed):
                    raise HandshakeError(failure) from None
            continue
        return _or_ended(event, session)


def _or_ended(event: Event | None, session: Session) -> Event:
    if event is not None:
        return event
    failure = session.channel.failure  # (None: closed cleanly, or a transport that keeps none)
    # Raised with no local name held (this frame is in its traceback: a reference cycle),
    # and the cause a copy: the channel keeps its failure.
    if failure is None:
        raise HandshakeInterruptedError(_interrupted(None))
    raise HandshakeInterruptedError(_interrupted(failure)) from again(failure)


def _interrupted(failure: TransportError | None) -> HandshakeFailed:
    ended = "the session ended during the handshake"
    return HandshakeFailed(
        code=SNLErrorCode.UNEXPECTED_MESSAGE,
        message=ended if failure is None else f"{ended}: {failure}",
        detected_by_peer=True,
    )


async def _drive(
    session: Session, prelock: PreLock, clock: Clock, held: list[Event]
) -> tuple[ContextLocked, str]:
    """Send the core's answers until it locks or fails; keep other events for the lock.

    Returns what was locked and the handshake's conversation. A responder
    that refused a resumption waits for the full HELLO in a new conversation;
    an initiator whose resumption was refused raises `_ResumptionRefused`.
    """
    try:
        return await _drive_until_locked(session, prelock, clock, held)
    except HandshakeError:
        _refuse_all(session, held)  # what waited for the lock never gets one
        await session.flush()
        raise


async def _drive_until_locked(
    session: Session, prelock: PreLock, clock: Clock, held: list[Event]
) -> tuple[ContextLocked, str]:
    handshake = prelock.handshake
    while True:
        event = await _next(session, handshake, clock)
        if isinstance(event, MessageReceived) and event.envelope.id in prelock.results:
            conversation = event.envelope.conversation_id
            outcome = await _handshake_message(session, prelock, event.envelope)
            if isinstance(outcome, ContextLocked):
                return outcome, conversation
            if isinstance(outcome, ResumptionRefused) and isinstance(handshake, HandshakeInitiator):
                raise _ResumptionRefused
            continue
        if isinstance(event, MessageReceived) and event.envelope.protocol == PROTOCOL_NAME:
            continue  # a NOT_UNDERSTOOD in the handshake protocol: its table ends it
        failure = _ended(event, prelock.conversation)
        if failure is not None:
            raise HandshakeError(failure)
        held.append(event)


def _locked_session(  # noqa: PLR0913 - what the handshake left behind
    session: Session,
    prelock: PreLock,
    locked: ContextLocked,
    conversation: str,
    held: list[Event],
    *,
    config: SemanticConfig | None,
    ticks: Clock,
) -> LockedSession:
    """The locked session, with what arrived before the lock event handed to it."""
    semantic = SemanticSession(
        session.endpoint,
        locked,
        config=config,
        handshake=prelock.handshake,
        handshake_conversation=conversation,
        integrity=prelock.guard,
        ticks=ticks,
    )
    inspect = session.endpoint.inspector
    if inspect is not None:
        session.endpoint.inspector = AnsweringCloses(inspect, prelock.guard, prelock.clock)
    result = LockedSession(session, semantic)
    prelock.release(result, held)
    session.channel.trusted()  # a signed handshake: the transport may read in bulk now
    return result


def _install_guard(session: Session, config: SemanticConfig | None) -> SessionGuard:
    """A guard on the session's endpoint, inactive until the handshake switches it on."""
    config = config or DEFAULT_CONFIG
    guard = SessionGuard(
        # Weakly: the endpoint holds its guard; a strong way back would be a cycle that only
        # the cyclic collector frees, for every session that ends.
        weakref.proxy(session.endpoint),
        ack_delay=config.ack_delay,
        ack_timeout=config.ack_timeout,
        own_protocols=_L9_OWN_PROTOCOLS,
    )
    session.endpoint.guard = guard
    session.endpoint.silent_protocols = _GUARD_TAKES  # the guard takes them
    return guard


def _refuse_all(session: Session, held: list[Event]) -> None:
    """The handshake failed: what waited for it is refused with `not_locked`."""
    content = RemoteSemanticError(SNLErrorCode.NOT_LOCKED, "the handshake failed").as_content()
    for event in held:
        if isinstance(event, MessageReceived) and event.envelope.protocol != PROTOCOL_NAME:
            with contextlib.suppress(LocalProtocolError):
                session.endpoint.reply(event.envelope, Performative.NOT_UNDERSTOOD, content)


async def initiate(  # noqa: PLR0913 - the session, the handshake, and keyword options
    session: Session,
    handshake: HandshakeInitiator,
    *,
    early: tuple[str, Any] | None = None,
    config: SemanticConfig | None = None,
    clock: Clock | None = None,
    ticks: Clock = monotonic_ticks,
) -> LockedSession:
    """Run the handshake as the initiator; the locked session (or `HandshakeError`).

    `early` is a first message (performative, content): with a cached ticket
    it travels right behind the resumed HELLO (zero extra round trips);
    otherwise, and when the responder refuses the resumption, it is sent once
    locked (a refused resumption falls back to one full handshake on the same
    session). Its envelope is `LockedSession.early_envelope`. A first flight of
    side effects (any performative but QUERY) that went behind a resumed HELLO is not
    sent again after a refusal: nothing authenticates a refusal (a relay may forge one
    after the responder ran the message), so `early_envelope` is None and
    `LockedSession.early_unconfirmed` names it, for the caller to say it may have run.
    `clock` and `ticks`: see `respond`.
    """
    clock = session.clock if clock is None else clock
    prelock = PreLock(handshake, clock, _install_guard(session, config))
    session.endpoint.inspector = prelock.inspect
    declaration = None
    if early is not None:
        declaration = EarlyMessage.of(new_id(), early[0], early[1])
    hello = handshake.start(now=clock(), early=declaration)
    sent = await _send(session, None, hello, handshake.peer, handshake, flush=False)
    prelock.conversation = sent.conversation_id
    early_envelope = None
    ticket = handshake.resuming
    if early is not None and declaration is not None and ticket is not None:
        early_envelope = session.endpoint.send(
            early[0],
            early[1],
            to=(handshake.peer,),
            conversation_id=declaration.conversation_id,
            ontology=ticket.urn,
        )
    await session.flush()
    held: list[Event] = []
    unconfirmed = None
    try:
        locked, conversation = await _drive(session, prelock, clock, held)
    except _ResumptionRefused:
        # The responder refused the resumption (spent, expired, revoked...): lock in full.
        hello = handshake.restart_full(now=clock())
        prelock.guard.reset()  # the resumption's keys sealed its first flight, nothing more
        sent = await _send(session, None, hello, handshake.peer, handshake)
        prelock.conversation = sent.conversation_id
        if early_envelope is not None and early_envelope.performative != Performative.QUERY:
            unconfirmed = early_envelope.performative  # sent again, it could run twice
        early_envelope = None
        locked, conversation = await _drive(session, prelock, clock, held)
    result = _locked_session(
        session, prelock, locked, conversation, held, config=config, ticks=ticks
    )
    if unconfirmed is not None:
        result.early_unconfirmed = unconfirmed
    elif early is not None and early_envelope is None:
        early_envelope = await result.send(early[0], early[1])
    await session.flush()
    result.early_envelope = early_envelope
    return result


async def respond(
    session: Session,
    handshake: HandshakeResponder,
    *,
    config: SemanticConfig | None = None,
    clock: Clock | None = None,
    ticks: Clock = monotonic_ticks,
) -> LockedSession:
    """Answer the peer's handshake as the responder; the locked session (or `HandshakeError`).

    Handshake messages are handled in the order they were sent, so a first
    flight right behind a resumed HELLO is taken (if the HELLO declared it
    and the resumption locked), and whatever the initiator sends right
    behind its LOCK is checked against the locked context. Anything that
    comes before a lock is refused with `not_locked`. After a refused
    resumption, the initiator's full HELLO is awaited on the same session.

    `clock`: the handshake's time (its deadline, cards' and tickets' validity); by
    default the L8 session's, so that one steady clock runs the session (spec 5.1).
    `ticks`: the monotonic clock of what the session's peers share, the firewall's
    rate windows and the clarification budget (spec 13.3); the same for every
    session of one firewall.
    """
    clock = session.clock if clock is None else clock
    prelock = PreLock(handshake, clock, _install_guard(session, config))
    session.endpoint.inspector = prelock.inspect
    handshake.expect_hello(now=clock())
    held: list[Event] = []
    locked, conversation = await _drive(session, prelock, clock, held)
    result = _locked_session(
        session, prelock, locked, conversation, held, config=config, ticks=ticks
    )
    await session.flush()
    return result


__all__ = [
    "HandshakeError",
    "HandshakeEvent",
    "HandshakeInterruptedError",
    "LockedSession",
    "check_peer_wait",
    "initiate",
    "respond",
]
