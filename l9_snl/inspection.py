"""The L8 inspectors the L9 driver installs, synchronous: what is judged as it is read.

L8 calls a session's inspector for each envelope in the order the peer sent
them (`l8_comm.endpoint.Inspector`), in the connection's read or the
session's reader task. Before the lock, `PreLock` hands handshake messages to
the sans-I/O core there; after it, `AnsweringCloses` answers the peer's
final ACK at once. `l9_snl.aio` installs them and sends what they leave.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from l8_comm import Envelope, Performative
from l8_comm.endpoint import Endpoint, Inspector
from l8_comm.exceptions import LocalProtocolError, RemoteProtocolError
from l9_snl.compact import COMPACT_EXTENSION, CompactForm
from l9_snl.exceptions import SNLErrorCode
from l9_snl.handshake import (
    PROTOCOL_NAME,
    HandshakeInitiator,
    HandshakeResponder,
    Kind,
    Outgoing,
    Result,
    ResumptionRefused,
)
from l9_snl.integrity import (
    ACK_PROTOCOL_NAME,
    QUIET_CLOSE_EXTENSION,
    REPLY_ACKS_EXTENSION,
    SessionGuard,
)

if TYPE_CHECKING:
    from l8_comm import Event
    from l9_snl.aio import LockedSession

Clock = Callable[[], float]

_SEALING_STARTS_AFTER: Final = frozenset({Kind.LOCK, Kind.SELECT, Kind.RESUMED_SELECT})
"""The handshake messages after which a side seals what it sends (spec 12.16); a
resumed HELLO too (its first flight is sealed)."""


def queue_handshake_message(
    endpoint: Endpoint,
    reply_to: Envelope | None,
    out: Outgoing,
    peer: str,
    handshake: HandshakeInitiator | HandshakeResponder,
) -> Envelope:
    """Queue a message the handshake core made on `endpoint`; switch sealing on after it.

    (The driver sends what is queued.)
    """
    if reply_to is None:
        envelope = endpoint.send(out.performative, out.content, to=(peer,), protocol=PROTOCOL_NAME)
    else:
        envelope = endpoint.reply(reply_to, out.performative, out.content)
    starts = out.kind in _SEALING_STARTS_AFTER or (
        out.kind is Kind.HELLO and "resume" in out.content
    )
    guard = endpoint.guard
    key = handshake.keys.send
    if starts and key is not None and isinstance(guard, SessionGuard):
        guard.compact = compact_form(handshake)
        guard.activate_send(key)
    return envelope


def compact_form(handshake: HandshakeInitiator | HandshakeResponder) -> CompactForm | None:
    """The compact form of sealed messages (spec 12.18), when the handshake agreed it."""
    agreed = handshake.agreed_extensions
    if agreed is None or COMPACT_EXTENSION not in agreed or handshake.peer is None:
        return None
    return CompactForm(local=handshake.agent_id, peer=handshake.peer)


class PreLock:
    """The L8 inspector while a handshake runs: handshake messages are handled in stream order.

    L8 calls the inspector for each envelope, in the order the peer sent
    them, after every L8 check. Handshake messages go to the sans-I/O core
    right there, so whatever follows a LOCK (or a resumed HELLO) in the same
    read is judged with the handshake already locked: let through (and
    checked against the context once the locked session takes over), or,
    when nothing is locked yet, refused with `not_locked`. Nothing waits in
    memory for the lock. The driver sends what the core answered when it
    reaches that message's event, unless the peer's close is read first: then
    it goes here, ahead of this side's final ACK (`_answer_before_closing`).
    """

    def __init__(
        self,
        handshake: HandshakeInitiator | HandshakeResponder,
        clock: Clock,
        guard: SessionGuard,
        conversation: str | None = None,
    ) -> None:
        self.handshake = handshake
        self.clock = clock
        self.guard = guard
        """Seals and opens the session's frames from the points of the stream spec 12.16 names."""
        self.conversation = conversation
        """The handshake's L8 conversation (the responder learns it from the HELLO)."""
        self.results: dict[str, Result] = {}
        """Envelope id -> what the core made of that handshake message."""
        self._unanswered: dict[str, Envelope] = {}
        """The handshake messages whose answers the driver has not sent yet, by id."""
        self.unchecked: set[str] = set()
        """Ids let through after the lock: the locked session checks them."""

    def inspect(self, envelope: Envelope) -> RemoteProtocolError | None:
        """Handle a handshake message now; judge anything else by whether a context is locked."""
        if envelope.performative == Performative.NOT_UNDERSTOOD:
            return self._notice(envelope)
        if envelope.protocol == ACK_PROTOCOL_NAME and self.guard.receiving:
            outcome = self.guard.on_ack(envelope)
            if self.guard.closed_by_peer:
                self._answer_before_closing()
            return answer_a_close(self.guard, outcome, self.clock())
        if envelope.protocol == PROTOCOL_NAME:
            return self._handshake(envelope)
        locked = self.handshake.locked if self.handshake.state == "locked" else None
        if locked is None:
            return RemoteProtocolError(
                SNLErrorCode.NOT_LOCKED,
                "no context is locked on this session yet (a first flight is only taken "
                "behind the resumed HELLO that declares it)",
                field="protocol",
            )
        early = locked.early
        if (
            early is not None
            and envelope.conversation_id == early.conversation_id
            and not early.matches(envelope.conversation_id, envelope.performative, envelope.content)
        ):
            return RemoteProtocolError(
                SNLErrorCode.UNSAFE_EARLY_DATA,
                "the first flight is not the message its resumed HELLO declared",
                field="content",
            )
        self.unchecked.add(envelope.id)
        return None

    def _notice(self, envelope: Envelope) -> RemoteProtocolError | None:
        """A NOT_UNDERSTOOD: taken once authenticated, or when it ends the handshake."""
        if self.guard.receiving or (
            envelope.protocol == PROTOCOL_NAME
            and envelope.conversation_id in (self.conversation, None)
        ):
            return None  # after the lock (authenticated), or the handshake's table ends it
        # Before the lock nothing from the peer is authenticated: a refusal of anything else
        # (a first flight, a stray message) could be a relay's forgery. It is not taken; a
        # refused resumption sends the first flight again anyway.
        return RemoteProtocolError(
            SNLErrorCode.NOT_LOCKED,
            "a NOT_UNDERSTOOD outside the handshake before the lock is not taken",
            field="protocol",
        )

    def _handshake(self, envelope: Envelope) -> RemoteProtocolError | None:
        """A handshake message: to the core now, in stream order; sealing switched on after."""
        handshake = self.handshake
        if self.conversation is None and isinstance(handshake, HandshakeResponder):
            self.conversation = envelope.conversation_id
        if envelope.conversation_id != self.conversation:
            return RemoteProtocolError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "a handshake message outside this session's handshake",
                field="conversation_id",
            )
        for field, value in (("ontology", envelope.ontology), ("context", envelope.context)):
            if value is not None:  # (a relay's addition: nothing signs the envelope)
                return RemoteProtocolError(
                    SNLErrorCode.INVALID_HANDSHAKE,
                    f"a handshake message carries no {field} (spec 12.3)",
                    field=field,
                )
        events, outgoing = handshake.receive(
            envelope.performative, envelope.content, now=self.clock(), sender=envelope.sender
        )
        self.results[envelope.id] = (events, outgoing)
        if outgoing:
            self._unanswered[envelope.id] = envelope
        keys = handshake.keys
        if handshake.state == "locked" and keys.receive is not None and not self.guard.receiving:
            # What follows this message is sealed. A resumed responder also takes the first
            # flight's key until the session key speaks; a resumed initiator sends with its
            # session key from here on (spec 12.16).
            responder = isinstance(handshake, HandshakeResponder)
            self.guard.compact = compact_form(handshake)
            self.guard.activate_receive(keys.receive, early=keys.early if responder else None)
            locked = handshake.locked
            agreed = locked.extensions if locked is not None else frozenset()
            self.guard.quiet_close = QUIET_CLOSE_EXTENSION in agreed
            self.guard.reply_acks = REPLY_ACKS_EXTENSION in agreed
            if not responder and keys.early is not None and keys.send is not None:
                self.guard.switch_send(keys.send)
        if isinstance(handshake, HandshakeResponder) and any(
            isinstance(e, ResumptionRefused) for e in events
        ):
            self.conversation = None  # the full HELLO opens a new conversation
        return None

    def take(self, envelope_id: str) -> Result:
        """What the core made of a handshake message, for the driver to send and act on."""
        self._unanswered.pop(envelope_id, None)
        return self.results.pop(envelope_id, ([], []))

    def _answer_before_closing(self) -> None:
        """The peer closed right behind a handshake message: the core's answers go first.

        They wait for the driver (a TICKET after the LOCK, a LOCK after the SELECT), but
        this side's final ACK answers the peer's close at once (`answer_a_close`) and
        nothing may follow it (spec 12.16): queued after it, they would end the session
        with `integrity_failure` on the peer's side. So they are queued now, in stream
        order, ahead of it; the driver still acts on the events.
        """
        endpoint = self.guard.endpoint
        for ident, envelope in self._unanswered.items():
            events, outgoing = self.results.get(ident, ([], []))
            self.results[ident] = (events, [])
            with contextlib.suppress(LocalProtocolError):  # a full buffer: the peer sees a cut
                for out in outgoing:
                    queue_handshake_message(
                        endpoint, envelope, out, envelope.sender, self.handshake
                    )
        self._unanswered.clear()

    def release(self, result: LockedSession, held: list[Event]) -> None:
        """Hand what came before the lock event to the locked session, which checks it."""
        semantic = result.semantic
        semantic.unchecked.update(self.unchecked)
        result._keep(semantic.process(held))  # noqa: SLF001 - the driver's own object


def answer_a_close(
    guard: SessionGuard, outcome: RemoteProtocolError | None, now: float
) -> RemoteProtocolError | None:
    """After an ACK was taken: if it was the peer's final one, queue this side's at once.

    The closing side reads on until it has this answer (spec 12.16): it is the only way
    it learns that its last messages arrived. It goes out even when this side finds
    `undelivered` (a message of its own crossed the peer's close): what this side
    received is true either way, and the peer is not left to wait and call it a cut.
    """
    if guard.receiving and guard.closed_by_peer:  # the peer's close was authenticated
        guard.goodbye(now)
    return outcome


class AnsweringCloses:
    """The locked session's inspector, answering the peer's final ACK with this side's.

    A few slots, where a closure would cost a function and its cells per session.
    """

    __slots__ = ("clock", "guard", "inspect")

    def __init__(self, inspect: Inspector, guard: SessionGuard, clock: Clock) -> None:
        self.inspect = inspect
        self.guard = guard
        self.clock = clock

    def __call__(self, envelope: Envelope) -> RemoteProtocolError | None:
        """Inspect `envelope` as the locked session does; a final ACK is answered at once."""
        outcome = self.inspect(envelope)
        if envelope.protocol == ACK_PROTOCOL_NAME:
            return answer_a_close(self.guard, outcome, self.clock())
        return outcome
