"""How an L8 endpoint answers a violation: the NOT_UNDERSTOOD, the error budget, the end.

`Endpoint` gets these by inheriting `ViolationAnswers`; they read the
endpoint's state (its conversations, guard, budget and send buffer) and
queue their answers through its own encoder, as the rules of
`l8_comm.endpoint` say: a violation is answered (unless it is in a
NOT_UNDERSTOOD, or the guard forbids answers), reported, and charged; a fatal
one, or an exhausted budget, terminates the session.
"""

from __future__ import annotations

import logging
from typing import Any, Final

from l7_transport.framing import encode_frame
from l8_comm.config import EndpointConfig
from l8_comm.conversations import ConversationTable
from l8_comm.envelope import Envelope
from l8_comm.events import Event, ProtocolViolation, SessionTerminated
from l8_comm.exceptions import (
    ErrorCode,
    L8Error,
    LocalProtocolError,
    RemoteProtocolError,
    SessionError,
)
from l8_comm.guard import FrameGuard
from l8_comm.identifiers import ANY_RECIPIENT, RandomSource, format_timestamp, new_id
from l8_comm.performatives import Performative
from l8_comm.protocols import NOTICE
from l8_comm.registry import Registry
from l8_comm.violations import ErrorBudget, notice_wire

logger = logging.getLogger("l8_comm.endpoint")

# A replayed message changed nothing, so both sides still agree on the state
# of its conversation: its NOT_UNDERSTOOD concerns the session only.
_SESSION_ONLY_CODES: Final = frozenset({ErrorCode.DUPLICATE_MESSAGE})


class ViolationAnswers:
    """Answering, reporting and charging violations, over the endpoint's own state."""

    local_id: str
    peer_id: str | None
    config: EndpointConfig
    registry: Registry
    guard: FrameGuard | None
    conversations: ConversationTable
    _rng: RandomSource
    _outbound: bytearray
    _errors: ErrorBudget

    def close(self) -> list[Event]:
        """End the session here (the endpoint's own)."""
        raise NotImplementedError

    def _encode(self, envelope: Envelope, now: float) -> bytes:
        raise NotImplementedError

    def _queue(self, frame: bytes, wire: dict[str, Any], now: float) -> None:
        raise NotImplementedError

    def _report(self, error: RemoteProtocolError, events: list[Event], now: float) -> None:
        """Answer a violation, report it, charge the budget.

        Not answered: a violation in a NOT_UNDERSTOOD, and a non-fatal one while the
        guard forbids answers (`FrameGuard.may_answer`).
        """
        logger.debug("%s: protocol violation from %s: %s", self.local_id, error.sender, error)
        if error.crossing:  # an honest race with this side's own end: nothing to answer
            events.append(ProtocolViolation(error=error, answered=False))
            return
        answered = False
        guard = self.guard
        if error.performative != Performative.NOT_UNDERSTOOD and (
            guard is None or guard.may_answer or error.fatal
        ):
            answered = self._answer(error, now, events)
        events.append(ProtocolViolation(error=error, answered=answered))
        if error.fatal:
            self._terminate(error.code, error.message, events)
        elif error.charged:
            self._charge_error(now, events)

    def _charge_error(self, now: float, events: list[Event]) -> None:
        if not self._errors.charge(now):
            message = f"the peer exceeded the error budget of {self.config.error_budget} violations"
            self._answer(SessionError(ErrorCode.TOO_MANY_ERRORS, message), now, events)
            self._terminate(ErrorCode.TOO_MANY_ERRORS, message, events)

    def _answer(self, error: L8Error, now: float, events: list[Event]) -> bool:
        """Queue a NOT_UNDERSTOOD for `error`; end the conversation it concerns if open here.

        The conversation ends here whether or not the answer fits in the send
        buffer: the peer applied the refused step, so this side cannot go on.
        """
        concerns_conversation = (
            error.code not in _SESSION_ONLY_CODES
            and not error.fatal
            and error.conversation_id is not None
        )
        protocol = NOTICE.name
        open_here = (
            self.conversations.get(error.conversation_id)
            if concerns_conversation and error.conversation_id is not None
            else None
        )
        if open_here is not None:
            protocol = open_here.protocol.name
            events.append(
                self.conversations.abort(open_here, "not_understood", "protocol_violation", now=now)
            )
        elif (
            concerns_conversation
            and error.protocol in self.registry.protocol_names
            and error.protocol != NOTICE.name
        ):
            protocol = error.protocol  # ends the conversation at the sender
        wire = notice_wire(
            error,
            protocol=protocol,
            message_id=new_id(self._rng),
            ts=format_timestamp(now),
            sender=self.local_id,
            to=self.peer_id or error.sender or ANY_RECIPIENT,
            conversation_id=error.conversation_id or new_id(self._rng),
        )
        answer = Envelope.from_checked_wire(wire)
        try:
            payload = self._encode(answer, now)
        except LocalProtocolError:
            # Too big for the frame limit: the code alone, else nothing.
            wire["content"] = {"code": str(error.code)}
            try:
                payload = self._encode(answer, now)
            except LocalProtocolError:
                return False
        frame = encode_frame(payload)
        room = self.config.max_outbound_bytes + self.config.answer_reserve
        if len(self._outbound) + len(frame) > room:
            return False
        self._queue(frame, wire, now)
        return True

    def _terminate(self, code: ErrorCode | str, reason: str, events: list[Event]) -> None:
        logger.info(
            "%s: session with %s terminated: %s: %s",
            self.local_id,
            self.peer_id or "a peer not named yet",
            code,
            reason,
        )
        events.extend(self.close())
        events.append(SessionTerminated(code=code, reason=reason))
