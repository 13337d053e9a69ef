"""The L8 error hierarchy; every error carries a stable code that travels on the wire.

`RemoteProtocolError` means the peer broke the protocol: the endpoint answers
it with NOT_UNDERSTOOD carrying the code. `LocalProtocolError` means this
side tried to do something the protocol forbids: nothing was sent and no
state changed. Both use the same `ErrorCode` values, so a code means the same
thing whichever side detects it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class ErrorCode(StrEnum):
    """Stable, machine-readable L8 error codes (the `code` of NOT_UNDERSTOOD content)."""

    # Framing: the byte stream itself is broken; the session cannot continue.
    FRAME_TOO_LARGE = "frame_too_large"
    BAD_FRAME_FLAGS = "bad_frame_flags"
    TRUNCATED_FRAME = "truncated_frame"
    # Envelope: one frame is not a valid envelope.
    MALFORMED_JSON = "malformed_json"
    INVALID_ENVELOPE = "invalid_envelope"
    MISSING_FIELD = "missing_field"
    INVALID_FIELD = "invalid_field"
    INVALID_ID = "invalid_id"
    INVALID_TIMESTAMP = "invalid_timestamp"
    UNKNOWN_PERFORMATIVE = "unknown_performative"
    UNKNOWN_PROTOCOL = "unknown_protocol"
    # Limits.
    STRING_TOO_LONG = "string_too_long"
    NESTING_TOO_DEEP = "nesting_too_deep"
    TOO_MANY_RECIPIENTS = "too_many_recipients"
    TOO_MANY_CONVERSATIONS = "too_many_conversations"
    TOO_MANY_CONTEXTS = "too_many_contexts"
    # Session.
    SENDER_MISMATCH = "sender_mismatch"
    NOT_ADDRESSED = "not_addressed"
    DUPLICATE_MESSAGE = "duplicate_message"
    TOO_MANY_ERRORS = "too_many_errors"
    SESSION_CLOSED = "session_closed"
    SEND_BUFFER_FULL = "send_buffer_full"
    # Sub-contexts.
    CONTEXT_TOO_DEEP = "context_too_deep"
    UNKNOWN_PARENT_CONTEXT = "unknown_parent_context"
    CONTEXT_PARENT_MISMATCH = "context_parent_mismatch"
    CONTEXT_TYPE_MISMATCH = "context_type_mismatch"
    # Conversations.
    UNKNOWN_CONVERSATION = "unknown_conversation"
    ILLEGAL_TRANSITION = "illegal_transition"
    CONVERSATION_CLOSED = "conversation_closed"
    ROUND_LIMIT_EXCEEDED = "round_limit_exceeded"
    PROTOCOL_MISMATCH = "protocol_mismatch"
    CONVERSATION_IN_PROGRESS = "conversation_in_progress"


FATAL_CODES: Final = frozenset(
    {
        ErrorCode.FRAME_TOO_LARGE,
        ErrorCode.BAD_FRAME_FLAGS,
        ErrorCode.TRUNCATED_FRAME,
        ErrorCode.TOO_MANY_ERRORS,
    }
)
"""Codes after which the session cannot go on: the byte stream or the peer is unusable."""


class L8Error(Exception):
    """Base of every L8 error: a stable `code`, a readable `message`, and what it concerns."""

    def __init__(  # noqa: PLR0913 - each keyword names what the error concerns
        self,
        code: ErrorCode | str,
        message: str,
        *,
        field: str | None = None,
        message_id: str | None = None,
        conversation_id: str | None = None,
        protocol: str | None = None,
        sender: str | None = None,
        performative: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        """The stable machine-readable code (an `ErrorCode`, or an upper layer's code: L9
        refuses content through the endpoint's inspector with its own codes)."""
        self.message = message
        """A sentence for people."""
        self.field = field
        """The envelope field at fault, as a dotted path, when one is."""
        self.message_id = message_id
        """The `id` of the offending envelope, when it could be read."""
        self.conversation_id = conversation_id
        """The conversation the offending envelope belongs to, when it could be read."""
        self.protocol = protocol
        """The interaction protocol of the offending envelope, when it could be read."""
        self.sender = sender
        """The `from` of the offending envelope, when it could be read."""
        self.performative = performative
        """The performative of the offending envelope, when it could be read."""
        self.charged = True
        """False when the violation is an honest race (it then costs no error budget)."""
        self.crossing = False
        """True when the message crossed this side's own end of its conversation (the peer
        sent it before it could know): dropped, neither answered nor charged (spec 5)."""

    @property
    def fatal(self) -> bool:
        """True when the session cannot continue after this error."""
        return self.code in FATAL_CODES

    def __str__(self) -> str:
        where = f" (field {self.field})" if self.field else ""
        return f"{self.code}: {self.message}{where}"


class LocalProtocolError(L8Error):
    """This side asked for something the protocol forbids; nothing was sent."""


class RemoteProtocolError(L8Error):
    """The peer broke the protocol; the endpoint answers with NOT_UNDERSTOOD."""


class FrameError(RemoteProtocolError):
    """The byte stream does not follow the frame format."""


class EnvelopeError(RemoteProtocolError):
    """A frame does not hold a valid envelope."""


class LimitExceededError(RemoteProtocolError):
    """A size, depth or count limit was exceeded."""


class SessionError(RemoteProtocolError):
    """An envelope does not belong on this session (sender, addressee, replay, error flood)."""


class SubContextError(RemoteProtocolError):
    """An envelope's sub-context breaks the nesting rules."""


class ConversationError(RemoteProtocolError):
    """An envelope is not a legal step of its conversation."""


_REMOTE_CLASSES: Final[dict[ErrorCode, type[RemoteProtocolError]]] = {
    ErrorCode.FRAME_TOO_LARGE: FrameError,
    ErrorCode.BAD_FRAME_FLAGS: FrameError,
    ErrorCode.TRUNCATED_FRAME: FrameError,
    ErrorCode.MALFORMED_JSON: EnvelopeError,
    ErrorCode.INVALID_ENVELOPE: EnvelopeError,
    ErrorCode.MISSING_FIELD: EnvelopeError,
    ErrorCode.INVALID_FIELD: EnvelopeError,
    ErrorCode.INVALID_ID: EnvelopeError,
    ErrorCode.INVALID_TIMESTAMP: EnvelopeError,
    ErrorCode.UNKNOWN_PERFORMATIVE: EnvelopeError,
    ErrorCode.UNKNOWN_PROTOCOL: EnvelopeError,
    ErrorCode.STRING_TOO_LONG: LimitExceededError,
    ErrorCode.NESTING_TOO_DEEP: LimitExceededError,
    ErrorCode.TOO_MANY_RECIPIENTS: LimitExceededError,
    ErrorCode.TOO_MANY_CONVERSATIONS: LimitExceededError,
    ErrorCode.TOO_MANY_CONTEXTS: LimitExceededError,
    ErrorCode.SENDER_MISMATCH: SessionError,
    ErrorCode.NOT_ADDRESSED: SessionError,
    ErrorCode.DUPLICATE_MESSAGE: SessionError,
    ErrorCode.TOO_MANY_ERRORS: SessionError,
    ErrorCode.CONTEXT_TOO_DEEP: SubContextError,
    ErrorCode.UNKNOWN_PARENT_CONTEXT: SubContextError,
    ErrorCode.CONTEXT_PARENT_MISMATCH: SubContextError,
    ErrorCode.CONTEXT_TYPE_MISMATCH: SubContextError,
    ErrorCode.UNKNOWN_CONVERSATION: ConversationError,
    ErrorCode.ILLEGAL_TRANSITION: ConversationError,
    ErrorCode.CONVERSATION_CLOSED: ConversationError,
    ErrorCode.ROUND_LIMIT_EXCEEDED: ConversationError,
    ErrorCode.PROTOCOL_MISMATCH: ConversationError,
    ErrorCode.CONVERSATION_IN_PROGRESS: ConversationError,
}


MAX_REASON_LENGTH: Final = 1024
"""The longest `reason` this stack puts in a refusal (a sentence for people): a reason that
quotes a peer's value can never push the answer past the peer's string limit."""


def reason_text(message: str, limit: int = MAX_REASON_LENGTH) -> str:
    """`message`, cut to `limit` characters (a refusal's `reason`: `MAX_REASON_LENGTH`)."""
    if len(message) <= limit:
        return message
    return message[: limit - 3] + "..."


def remote_error_class(code: ErrorCode) -> type[RemoteProtocolError]:
    """The `RemoteProtocolError` subclass that reports `code`."""
    return _REMOTE_CLASSES.get(code, RemoteProtocolError)


def as_local(error: L8Error) -> LocalProtocolError:
    """The same finding, reported against this side (it was about to send it)."""
    return LocalProtocolError(
        error.code,
        error.message,
        field=error.field,
        message_id=error.message_id,
        conversation_id=error.conversation_id,
        protocol=error.protocol,
        sender=error.sender,
        performative=error.performative,
    )
