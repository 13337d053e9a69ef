"""The handshake's events (past tense) and the messages it asks the driver to send."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from contexts import SharedContext
from l8_comm import Event
from l9_snl.exceptions import SNLErrorCode
from l9_snl.handshake.support import (
    EarlyMessage,
)
from l9_snl.handshake.table import (
    Kind,
)

# -- events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class HandshakeEvent(Event):
    """Base of handshake events (they travel with L8's events)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HelloReceived(HandshakeEvent):
    """The responder received a HELLO (before answering it)."""

    peer: str
    """The initiator."""
    resumed: bool
    """Whether it asks to resume with a ticket."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextSelected(HandshakeEvent):
    """A context was selected (responder: chosen; initiator: verified)."""

    urn: str
    """The selected context."""
    digest: str
    """Its digest."""
    authority: str
    """The authority both trust for it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextLocked(HandshakeEvent):
    """The handshake is complete: both sides hold the same context."""

    context: SharedContext
    """The locked context."""
    peer: str
    """The other agent."""
    authority: str
    """The authority that signed the context."""
    embedding_model: str | None
    """The embedding model both will use for vector fields, if the context has any."""
    resumed: bool
    """True when locked from a ticket (zero extra round trips)."""
    transcript: str
    """`sha256:` hash of the handshake transcript (binds the session to it)."""
    extensions: frozenset[str] = frozenset()
    """The optional features both sides support (spec 12.4), agreed in the SELECT."""
    early: EarlyMessage | None = None
    """The first flight a resumed HELLO declared (the message follows it on the session)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TicketReceived(HandshakeEvent):
    """The initiator received (and cached) a resumption ticket."""

    expires_at: float
    """Until when it can be used."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ResumptionRefused(HandshakeEvent):
    """A resumed HELLO was refused; the initiator may send one full HELLO in a new conversation.

    Not a failure: both sides wait for (initiator: send) the full HELLO, under
    the same timeout. A second refusal is a `HandshakeFailed`.
    """

    code: SNLErrorCode
    """Why, as a stable code."""
    message: str
    """Why, for people."""
    detected_by_peer: bool
    """True on the initiator (the responder refused), False on the responder."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandshakeFailed(HandshakeEvent):
    """The handshake failed; nothing is locked."""

    code: SNLErrorCode
    """Why, as a stable code."""
    message: str
    """Why, for people."""
    detected_by_peer: bool
    """True when the peer reported it (REFUSE or FAILURE), False when detected here."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Outgoing:
    """A message the driver must send in the handshake conversation."""

    kind: Kind
    """Which handshake message."""
    performative: str
    """The L8 performative to send it as."""
    content: dict[str, Any]
    """The envelope content."""


Result = tuple[list[HandshakeEvent], list[Outgoing]]
