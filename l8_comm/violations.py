"""What an L8 endpoint needs to answer violations: the notice's wire form, its checks, the budget.

A violation is answered with a NOT_UNDERSTOOD (spec 7.3) whose content is
`{"code", "reason"[, "field"]}`; a received NOT_UNDERSTOOD is checked for
that shape before anything reads it; a flood of violations spends the
error budget (spec 7.4), a token bucket.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Any, Final

from l8_comm.config import EndpointConfig
from l8_comm.conversations import violation
from l8_comm.envelope import JSON, Envelope
from l8_comm.exceptions import ErrorCode, L8Error, reason_text
from l8_comm.identifiers import ANY_RECIPIENT
from l8_comm.performatives import Performative

NOTICE_STATE: Final = "reported"
"""The state reported with a NOT_UNDERSTOOD that ends no conversation."""

ERROR_CODE_PATTERN: Final = re.compile(r"[a-z][a-z0-9_]{0,63}")
"""What `content.code` of a NOT_UNDERSTOOD looks like."""


def notice_wire(  # noqa: PLR0913 - the notice's envelope fields
    error: L8Error,
    *,
    protocol: str,
    message_id: str,
    ts: str,
    sender: str,
    to: str,
    conversation_id: str,
) -> dict[str, Any]:
    """The wire form of the NOT_UNDERSTOOD that answers `error`."""
    content: dict[str, JSON] = {"code": str(error.code), "reason": reason_text(error.message)}
    if error.field:
        content["field"] = error.field
    wire: dict[str, Any] = {
        "protocol": protocol,
        "id": message_id,
        "ts": ts,
        "from": sender,
        "to": (to,),
        "performative": Performative.NOT_UNDERSTOOD.value,
        "conversation_id": conversation_id,
    }
    if error.message_id:
        wire["in_reply_to"] = error.message_id
    wire["content"] = content
    return wire


def check_notice(envelope: Envelope) -> None:
    """A received NOT_UNDERSTOOD carries `{"code"[, "reason", "field"]}`; else a violation."""
    content = envelope.content
    if not isinstance(content, dict) or not isinstance(content.get("code"), str):
        raise violation(
            ErrorCode.INVALID_FIELD,
            "NOT_UNDERSTOOD content must be an object with a string code",
            envelope,
            "content.code",
        )
    if not ERROR_CODE_PATTERN.fullmatch(content["code"]):  # type: ignore[arg-type]
        raise violation(
            ErrorCode.INVALID_FIELD,
            f"NOT_UNDERSTOOD code must match {ERROR_CODE_PATTERN.pattern}",
            envelope,
            "content.code",
        )
    for optional in ("reason", "field"):
        if optional in content and not isinstance(content[optional], str):
            raise violation(
                ErrorCode.INVALID_FIELD,
                f"NOT_UNDERSTOOD {optional} must be a string",
                envelope,
                f"content.{optional}",
            )


def check_session(
    envelope: Envelope,
    *,
    local_id: str,
    peer_id: str | None,
    check_addressee: bool,
    seen: Container[str],
) -> None:
    """The session rules (spec 7.1): the peer, the addressee, no replayed id; else a violation."""
    sender = envelope.sender
    if peer_id is not None and sender != peer_id:
        raise violation(
            ErrorCode.SENDER_MISMATCH,
            f"this session's peer is {peer_id}, but the message is from {sender}",
            envelope,
            "from",
        )
    if check_addressee:
        to = envelope.to
        if local_id not in to and ANY_RECIPIENT not in to:
            raise violation(
                ErrorCode.NOT_ADDRESSED,
                f"the message is not for {local_id}",
                envelope,
                "to",
            )
    if envelope.id in seen:
        raise violation(
            ErrorCode.DUPLICATE_MESSAGE,
            f"message id {envelope.id} was already received on this session",
            envelope,
            "id",
        )


class ErrorBudget:
    """The error budget of a session (spec 7.4): `error_budget` violations, refilled over time."""

    __slots__ = ("_at", "_tokens", "config")

    def __init__(self, config: EndpointConfig, now: float) -> None:
        self.config = config
        self._tokens = float(config.error_budget)
        self._at = now

    def charge(self, now: float) -> bool:
        """Spend one violation at `now`; False once the budget is exhausted."""
        elapsed = max(0.0, now - self._at)
        self._at = now
        self._tokens = min(
            float(self.config.error_budget),
            self._tokens + elapsed * self.config.error_refill_per_second,
        )
        self._tokens -= 1.0
        return self._tokens >= 0


__all__ = [
    "ERROR_CODE_PATTERN",
    "NOTICE_STATE",
    "ErrorBudget",
    "check_notice",
    "check_session",
    "notice_wire",
]
