"""Stage 3 of a semantic session: what L9 routes itself before any content is checked.

L9's own protocols (an ACK to the `SessionGuard`, the handshake's messages to the
handshake) and the peer's notices, for a `SemanticSession` and for the endpoint's
inspector once that session is gone (`WeakInspector`).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Final

from l8_comm import Envelope, Performative
from l8_comm.exceptions import FATAL_CODES, ErrorCode, RemoteProtocolError, SessionError
from l9_snl.exceptions import SNLErrorCode
from l9_snl.handshake import PROTOCOL_NAME
from l9_snl.integrity import ACK_PROTOCOL_NAME, SessionGuard

if TYPE_CHECKING:
    from l9_snl.session import SemanticSession

L9_PROTOCOLS: Final = frozenset({PROTOCOL_NAME, ACK_PROTOCOL_NAME})
"""The protocols L9 routes itself (the handshake, ACKs): never checked nor put to the firewall,
here or at a gateway (`l9_snl.firewall.gateway`)."""
_SESSION_FAILURES = frozenset(
    {
        SNLErrorCode.INTEGRITY_FAILURE,
        SNLErrorCode.ACK_TIMEOUT,
        SNLErrorCode.TRUNCATED,
        SNLErrorCode.UNDELIVERED,
        SNLErrorCode.SEQUENCE_EXHAUSTED,
        *FATAL_CODES,  # the peer's L8 ended the session (too_many_errors, a broken frame)
    }
)
"""Codes of an authenticated notice after which the peer has ended the session."""


def ends_session(envelope: Envelope, guard: SessionGuard | None) -> bool:
    """Whether `envelope` is an authenticated notice by which the peer ended the session."""
    content = envelope.content
    return (
        isinstance(content, dict)
        and content.get("code") in _SESSION_FAILURES
        and guard is not None
        and guard.receiving
    )


def heard(notice: Envelope, guard: SessionGuard | None) -> None:
    """A NOT_UNDERSTOOD: L8's own, never checked, never answered; maybe the peer's close.

    An authenticated notice that ends the session is the peer's close: the end of its
    stream that follows is no cut, whenever this side reads it.
    """
    if guard is not None and ends_session(notice, guard):
        guard.peer_ended()


def route(
    envelope: Envelope, guard: SessionGuard | None, handshake_conversation: str | None
) -> RemoteProtocolError | None:
    """Stage 3: L9's own protocols (an ACK, the handshake's) carry no content to check."""
    if envelope.protocol == ACK_PROTOCOL_NAME:
        if guard is None or not guard.receiving:
            return RemoteProtocolError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "an ACK on a session whose messages are not authenticated",
                field="protocol",
            )
        return guard.on_ack(envelope)
    if envelope.conversation_id == handshake_conversation:
        return None  # its own table decides (a TICKET may follow the lock)
    return RemoteProtocolError(
        SNLErrorCode.UNEXPECTED_MESSAGE,
        "a context is already locked on this session: no new handshake",
        field="protocol",
    )


def _closing_only(
    envelope: Envelope, guard: SessionGuard | None, handshake_conversation: str | None
) -> RemoteProtocolError | None:
    """Stage 3 for a session that is gone: its close still works; content is refused.

    Notices and L9's own protocols are taken as the session took them (the peer's ACKs,
    its final one included, reach the guard; a TICKET behind the lock its conversation),
    so that an L8 session closed after its semantic session was dropped closes as cleanly
    as before; anything with content is refused with `session_closed`.
    """
    if envelope.performative == Performative.NOT_UNDERSTOOD:
        heard(envelope, guard)
        return None
    if envelope.protocol in L9_PROTOCOLS:
        return route(envelope, guard, handshake_conversation)
    return SessionError(ErrorCode.SESSION_CLOSED, "the semantic session has ended")


class WeakInspector:
    """`SemanticSession._inspect` as the endpoint's inspector, without keeping it alive.

    Once the session is gone (whoever drove it dropped it), only the close is heard
    (`_closing_only`). The guard is held as it is: it reaches the endpoint weakly.
    """

    __slots__ = ("guard", "handshake_conversation", "session")

    def __init__(self, session: SemanticSession) -> None:
        self.session = weakref.ref(session)
        self.guard = session.integrity
        self.handshake_conversation = session.handshake_conversation

    def __call__(self, envelope: Envelope) -> RemoteProtocolError | None:
        """The session's verdict on `envelope`, or only its close's once it is gone."""
        session = self.session()
        if session is None:
            return _closing_only(envelope, self.guard, self.handshake_conversation)
        return session._inspect(envelope)  # noqa: SLF001 - its own inspector


__all__ = ["L9_PROTOCOLS", "WeakInspector", "ends_session", "heard", "route"]
