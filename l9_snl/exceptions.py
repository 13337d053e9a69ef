"""The L9 error hierarchy: every error carries a stable code that travels on the wire.

A handshake that fails answers the peer with the code (REFUSE or FAILURE
content `{"code": ..., "reason": ...}`); a message refused after the lock is
answered with NOT_UNDERSTOOD carrying the code, like an L8 violation.
`RemoteSemanticError` means the peer did something wrong; `LocalSemanticError`
means this side asked for something L9 forbids and nothing was sent.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from l8_comm.envelope import JSON
from l8_comm.exceptions import reason_text


class SNLErrorCode(StrEnum):
    """Stable, machine-readable L9 codes."""

    # Handshake: the codes the issue names.
    NO_COMMON_CONTEXT = "no_common_context"
    BELOW_MINIMUM_VERSION = "below_minimum_version"
    DOWNGRADE_DETECTED = "downgrade_detected"
    BAD_SIGNATURE = "bad_signature"
    UNKNOWN_AUTHORITY = "unknown_authority"
    REVOKED_CONTEXT = "revoked_context"
    DIGEST_MISMATCH = "digest_mismatch"
    HANDSHAKE_TIMEOUT = "handshake_timeout"
    UNEXPECTED_MESSAGE = "unexpected_message"
    NO_COMMON_EMBEDDING = "no_common_embedding"
    # Handshake: what else can go wrong.
    INVALID_HANDSHAKE = "invalid_handshake"
    UNKNOWN_PEER = "unknown_peer"
    INVALID_CARD = "invalid_card"
    SEALED_PAYLOAD_INVALID = "sealed_payload_invalid"
    TICKET_INVALID = "ticket_invalid"
    TICKET_EXPIRED = "ticket_expired"
    REPLAYED_EARLY_DATA = "replayed_early_data"
    UNSAFE_EARLY_DATA = "unsafe_early_data"
    # After the lock.
    NOT_LOCKED = "not_locked"
    UNDEFINED_CONCEPT = "undefined_concept"
    INVALID_CONTENT = "invalid_content"
    WRONG_ONTOLOGY = "wrong_ontology"
    # Message authentication after the lock (spec 12.16): fatal to the session.
    INTEGRITY_FAILURE = "integrity_failure"
    ACK_TIMEOUT = "ack_timeout"
    TRUNCATED = "truncated"
    UNDELIVERED = "undelivered"
    SEQUENCE_EXHAUSTED = "sequence_exhausted"
    # The semantic firewall (docs/firewall.md).
    FORBIDDEN = "forbidden"
    RATE_LIMITED = "rate_limited"
    QUARANTINED = "quarantined"
    # A gateway's own limit (spec 13.6): the peer has as many streams relayed as it may.
    TOO_MANY_STREAMS = "too_many_streams"


SNL_CODES: Final = frozenset(code.value for code in SNLErrorCode)
"""Every L9 code, as it travels on the wire."""


class SemanticError(Exception):
    """Base of every L9 error: a stable `code` and a readable message."""

    def __init__(self, code: SNLErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        """The stable machine-readable code."""
        self.message = message
        """A sentence for people."""

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    def as_content(self) -> dict[str, JSON]:
        """The content of the REFUSE, FAILURE or NOT_UNDERSTOOD that reports this error.

        The same shape as L8's NOT_UNDERSTOOD: `{"code", "reason"}`.
        """
        return {"code": str(self.code), "reason": reason_text(self.message)}


class RemoteSemanticError(SemanticError):
    """The peer broke L9 (a bad signature, a downgrade, content outside the context)."""


class LocalSemanticError(SemanticError):
    """This side asked for something L9 forbids; nothing was sent, no state changed."""
