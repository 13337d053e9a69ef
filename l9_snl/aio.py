"""asyncio driver of L9: run the handshake over an L8 session, then a locked semantic session.

Everything semantic happens in the sans-I/O cores (`handshake`, `session`);
this module moves their messages through an `l8_comm.aio.Session` (itself on
an L7 channel: HTTP/2, HTTP/3 or memory) and fires their timers.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import time
from collections.abc import Callable
from typing import Any

from l8_comm import (
    ConversationCompleted,
    Envelope,
    Event,
    MessageReceived,
    Performative,
    ProtocolViolation,
)
from l8_comm.aio import Session
from l8_comm.events import ConversationTimedOut, SessionTerminated
from l8_comm.exceptions import LocalProtocolError, RemoteProtocolError
from l8_comm.identifiers import new_id
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
)
from l9_snl.session import SemanticConfig, SemanticSession

Clock = Callable[[], float]


class HandshakeError(RemoteSemanticError):
    """The handshake failed; `detected_by_peer` says which side found the fault."""

    def __init__(self, failure: HandshakeFailed) -> None:
        super().__init__(failure.code, failure.message)
        self.detected_by_peer = failure.detected_by_peer


class LockedSession:
    """An L8 session whose content is bound to a locked Shared Context."""

    def __init__(self, session: Session, semantic: SemanticSession) -> None:
        self.session = session
        """The L8 session underneath."""
        self.semantic = semantic
        """The sans-I/O semantic session."""
        self._pending: collections.deque[Event] = collections.deque()
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
            self._pending.extend(self.semantic.process([event]))
            await self.session.flush()
        return self._pending.popleft()

    def __aiter__(self) -> LockedSession:
        return self

    async def __anext__(self) -> Event:
        event = await self.next_event()
        if event is None:
            raise StopAsyncIteration
        return event

    async def close(self) -> None:
        """End the session."""
        await self.session.close()


async def _send(
    session: Session, reply_to: Envelope | None, out: Outgoing, peer: str, *, flush: bool = True
) -> Envelope:
    if reply_to is None:
        envelope = session.endpoint.send(
            out.performative, out.content, to=(peer,), protocol=PROTOCOL_NAME
        )
    else:
        envelope = session.endpoint.reply(reply_to, out.performative, out.content)
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
        return HandshakeFailed(
            code=SNLErrorCode.UNEXPECTED_MESSAGE, message=str(event.error), detected_by_peer=False
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


async def _handshake_message(
    session: Session,
    handshake: HandshakeInitiator | HandshakeResponder,
    envelope: Envelope,
    clock: Clock,
) -> ContextLocked | None:
    events, outgoing = handshake.receive(envelope.performative, envelope.content, now=clock())
    for out in outgoing:
        await _send(session, envelope, out, envelope.sender)
    for handshake_event in events:
        if isinstance(handshake_event, HandshakeFailed):
            raise HandshakeError(handshake_event)
        if isinstance(handshake_event, ContextLocked):
            return handshake_event
    return None


async def _next(
    session: Session, handshake: HandshakeInitiator | HandshakeResponder, clock: Clock
) -> Event:
    """The next L8 event, failing the handshake if its timer fires first."""
    while True:
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
        if event is None:
            raise HandshakeError(
                HandshakeFailed(
                    code=SNLErrorCode.UNEXPECTED_MESSAGE,
                    message="the session ended during the handshake",
                    detected_by_peer=True,
                )
            )
        return event


async def _drive(
    session: Session,
    handshake: HandshakeInitiator | HandshakeResponder,
    conversation: str | None,
    clock: Clock,
    held: list[Event],
) -> ContextLocked:
    """Feed handshake messages to `handshake` until it locks or fails; hold other events."""
    while True:
        event = await _next(session, handshake, clock)
        if isinstance(event, MessageReceived) and event.envelope.protocol == PROTOCOL_NAME:
            if conversation is None:
                conversation = event.envelope.conversation_id
            if event.envelope.conversation_id == conversation:
                locked = await _handshake_message(session, handshake, event.envelope, clock)
                if locked is not None:
                    return locked
            continue
        failure = _ended(event, conversation)
        if failure is not None:
            raise HandshakeError(failure)
        held.append(event)


def _pre_lock_inspector(
    handshake: HandshakeInitiator | HandshakeResponder, unchecked: set[str]
) -> Callable[[Envelope], RemoteProtocolError | None]:
    """Before the lock: handshake messages pass; others wait for the lock, or are refused.

    A message can overtake the handshake's own events (a REQUEST right behind
    the LOCK, a first flight behind a resumed HELLO): once a handshake is
    under way, such messages are held and checked when it locks. With no
    handshake begun (or after one failed), they are refused with `not_locked`.
    """

    def inspect(envelope: Envelope) -> RemoteProtocolError | None:
        if (
            envelope.protocol == PROTOCOL_NAME
            or envelope.performative == Performative.NOT_UNDERSTOOD
        ):
            return None
        early = envelope.performative in handshake.config.early_performatives
        if handshake.state not in ("start", "failed") or (early and handshake.state == "start"):
            unchecked.add(envelope.id)  # checked against the context once it is locked
            return None
        return RemoteProtocolError(
            SNLErrorCode.NOT_LOCKED, "no context is locked on this session yet", field="protocol"
        )

    return inspect


def _release(result: LockedSession, held: list[Event], unchecked: set[str]) -> None:
    """Deliver what arrived during the handshake, checked now that a context is locked."""
    result.semantic.unchecked.update(unchecked)
    result._pending.extend(result.semantic.process(held))  # noqa: SLF001 - the driver's own object


def _refuse_all(session: Session, held: list[Event]) -> None:
    """The handshake failed: what waited for it is refused with `not_locked`."""
    content = RemoteSemanticError(SNLErrorCode.NOT_LOCKED, "the handshake failed").as_content()
    for event in held:
        if isinstance(event, MessageReceived) and event.envelope.protocol != PROTOCOL_NAME:
            with contextlib.suppress(LocalProtocolError):
                session.endpoint.reply(event.envelope, Performative.NOT_UNDERSTOOD, content)


async def initiate(
    session: Session,
    handshake: HandshakeInitiator,
    *,
    early: tuple[str, Any] | None = None,
    config: SemanticConfig | None = None,
    clock: Clock = time.time,
) -> LockedSession:
    """Run the handshake as the initiator; the locked session (or `HandshakeError`).

    `early` is a first message (performative, content): with a cached ticket
    it travels right behind the resumed HELLO (zero extra round trips);
    otherwise, and when the resumption is refused, it is sent once locked.
    Its envelope is `LockedSession.early_envelope`.
    """
    unchecked: set[str] = set()
    session.endpoint.inspector = _pre_lock_inspector(handshake, unchecked)
    declaration = None
    if early is not None:
        declaration = EarlyMessage.of(new_id(), early[0], early[1])
    hello = handshake.start(now=clock(), early=declaration)
    sent = await _send(session, None, hello, handshake.peer, flush=False)
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
    try:
        locked = await _drive(session, handshake, sent.conversation_id, clock, held)
    except HandshakeError:
        if ticket is None:
            _refuse_all(session, held)
            await session.flush()
            raise
        # The responder refused the resumption (spent, expired, revoked...): lock in full.
        hello = handshake.restart_full(now=clock())
        sent = await _send(session, None, hello, handshake.peer)
        try:
            locked = await _drive(session, handshake, sent.conversation_id, clock, held)
        except HandshakeError:
            _refuse_all(session, held)
            await session.flush()
            raise
        early_envelope = None
    semantic = SemanticSession(session.endpoint, locked, config=config, handshake=handshake)
    result = LockedSession(session, semantic)
    _release(result, held, unchecked)
    if early is not None and early_envelope is None:
        early_envelope = await result.send(early[0], early[1])
    result.early_envelope = early_envelope
    return result


async def respond(
    session: Session,
    handshake: HandshakeResponder,
    *,
    config: SemanticConfig | None = None,
    clock: Clock = time.time,
) -> LockedSession:
    """Answer the peer's handshake as the responder; the locked session (or `HandshakeError`).

    A first-flight message that arrived with a resumed HELLO is delivered
    (validated) if the HELLO declared it; any other message that arrived
    before the lock is refused with `not_locked`.
    """
    unchecked: set[str] = set()
    session.endpoint.inspector = _pre_lock_inspector(handshake, unchecked)
    held: list[Event] = []
    try:
        locked = await _drive(session, handshake, None, clock, held)
    except HandshakeError:
        _refuse_all(session, held)
        await session.flush()
        raise
    semantic = SemanticSession(session.endpoint, locked, config=config, handshake=handshake)
    result = LockedSession(session, semantic)
    _release(result, held, unchecked)
    await session.flush()
    return result


__all__ = ["HandshakeError", "HandshakeEvent", "LockedSession", "initiate", "respond"]
