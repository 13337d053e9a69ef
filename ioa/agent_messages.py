"""What an agent's sessions hand out and take in: refusal codes, `AgentError`, `Incoming`, AGREEs.

The values an application meets on either side of a locked session (a handler's
message, the error a refused request raises, the handler and observer types),
apart from the session that makes them.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from l7_transport.exceptions import outcome
from l8_comm import Envelope, Event, Performative
from l8_comm.envelope import JSON
from l8_comm.validation import PEER_WORDS, peer_words
from l9_snl.binding import UNBOUND, Binding

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

NOT_HANDLED: Final = "not_handled"
"""The code of a REFUSE for a task or concept this agent has no handler for."""
HANDLER_FAILED: Final = "handler_failed"
"""The code of a FAILURE when a handler raised."""
BUSY: Final = "busy"
"""The code of a refusal when a session already runs `max_handlers` handlers."""
ANSWER_TIMEOUT: Final = "answer_timeout"
"""The code of the local `AnswerTimeoutError` of `request` and `query` (and `catalogue`): no
answer within the session's `answer_timeout`."""
INVALID_ANSWER: Final = "invalid_answer"
"""The code of the local `AgentError` of `request` when the answer is not the result of the
task asked (another task's result, a concept, parameters): never handed over as a result; and
of `request` and `query` when this side refused the answer (L9 or the firewall)."""


class AgentError(Exception):
    """A refusal with a stable `code` and a `reason` for people.

    Raised by `request` / `query` when the peer refused; a handler raises it
    to refuse with its own code (REFUSE for a REQUEST, FAILURE for a QUERY).
    """

    def __init__(self, code: str, reason: str, *, peer: str | None = None) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason
        self.peer = peer
        """The agent whose refusal this is (None: raised here)."""

    @classmethod
    def from_peer(cls, content: object, peer: str) -> AgentError:
        """A peer's refusal (`{"code", "reason"}`), its words held to what a refusal may say.

        The code is the peer's when it is one (`PEER_CODE`) and not one that only this side
        raises (`answer_timeout`, `invalid_answer`, `early_unconfirmed`: a peer cannot pass
        for a local timeout), else `refused`; the reason loses its control characters (terminal
        escapes, line breaks) and is cut to `PEER_REASON` characters.
        """
        fields = content if isinstance(content, dict) else {}
        code = fields.get("code")
        if not isinstance(code, str) or not PEER_CODE.fullmatch(code) or code in _LOCAL_CODES:
            code = "refused"
        said = peer_words(fields.get("reason"), PEER_REASON)
        return cls(code, said or f"{peer} gave no reason", peer=peer)


PEER_CODE: Final = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,63}")
"""What a peer's refusal code may be (`AgentError.from_peer`)."""
PEER_REASON: Final = PEER_WORDS
"""The most characters of a peer's refusal reason kept (`AgentError.from_peer`)."""


class AnswerTimeoutError(AgentError, TimeoutError):
    """No answer within the session's `answer_timeout` (code `answer_timeout`).

    Its reason names the peer and what was asked. A `TimeoutError` too, as the wait raised
    before it had a code.
    """


EARLY_UNCONFIRMED: Final = "early_unconfirmed"
"""The code of the local `AgentError` of `Agent.request` when its REQUEST went before the
lock (early data) and the resumption it went with was refused: nothing authenticates the
refusal (a relay may forge one after the peer ran it), so it is not sent again."""
_LOCAL_CODES: Final = frozenset({ANSWER_TIMEOUT, INVALID_ANSWER, EARLY_UNCONFIRMED})
"""Codes only this side raises, about the peer: never taken from it."""


def as_refusal(error: BaseException) -> AgentError | None:
    """`error` as a handler's refusal to pass on to its requester; None: a failure.

    An `AnswerTimeoutError` is no refusal of the handler's agent but a downstream peer's
    silence: told as a failure (an error id), it names neither that peer nor its task.
    """
    if isinstance(error, AgentError) and not isinstance(error, AnswerTimeoutError):
        return error
    return None


@dataclass(frozen=True, slots=True)
class Incoming:
    """A validated message for a handler."""

    envelope: Envelope
    """The message as received."""
    name: str
    """The concept or task it names."""
    values: dict[str, Any]
    """A task's parameters, or the concept's members (without `concept`)."""
    session: AgentSession
    """The session it came on (to send more)."""
    binding: Binding = UNBOUND
    """What L9 validated the content as: a task or concept of the locked context, or a
    concept the peer defined (`agreed`, never given to a handler)."""

    @property
    def peer(self) -> str:
        """Who sent it."""
        return self.envelope.sender


Handler = Callable[[Incoming], Awaitable[JSON]]
Observer = Callable[["AgentSession", Event], None]
"""`observer(session, event)`: told of every event of a locked session, before handlers run."""


AGREE_AFTER: Final = 0.1
"""Default of `AgentSession.agree_after`."""


class Agreement:
    """The AGREE of one REQUEST: sent only if its handler is still at work `agree_after` on."""

    __slots__ = ("_envelope", "_sending", "_session", "_started", "_timer", "sent")

    def __init__(self, session: AgentSession, envelope: Envelope, *, armed: bool = True) -> None:
        """Timed from now; its timer set now, or (`armed` False) when `arm` is called."""
        self._session = session
        self._envelope = envelope
        self._sending: asyncio.Task[object] | None = None
        self.sent = False
        """Whether the AGREE went (or is going): a refusal is then a FAILURE."""
        self._started = asyncio.get_running_loop().time()
        self._timer: asyncio.TimerHandle | None = None
        if armed:
            self.arm()

    def arm(self) -> None:
        """Set the timer: the AGREE goes `agree_after` seconds after the agreement was made."""
        if self._timer is None and not self.sent:
            self._timer = asyncio.get_running_loop().call_at(
                self._started + self._session.agree_after, self._agree
            )

    def _agree(self) -> None:
        self._timer = None
        self.sent = True
        reply = self._session.locked.reply(self._envelope, Performative.AGREE)
        self._sending = asyncio.get_running_loop().create_task(reply)

    async def settle(self) -> None:
        """The handler is done: no AGREE if none went; else wait until it has (it goes first)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._sending is not None:
            with contextlib.suppress(Exception):  # the session's end says why it failed
                await outcome(self._sending)  # its error not raised itself (it holds this)


__all__ = [
    "AGREE_AFTER",
    "ANSWER_TIMEOUT",
    "BUSY",
    "EARLY_UNCONFIRMED",
    "HANDLER_FAILED",
    "INVALID_ANSWER",
    "NOT_HANDLED",
    "PEER_CODE",
    "PEER_REASON",
    "AgentError",
    "Agreement",
    "AnswerTimeoutError",
    "Handler",
    "Incoming",
    "Observer",
    "as_refusal",
]
