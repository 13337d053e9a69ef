"""The hook through which an upper layer authenticates every frame of a session.

L8 itself has no keys. Once L9 has locked a session it installs a `FrameGuard`
on the endpoint: every payload the endpoint frames goes through `seal` first,
and every payload it receives goes through `open` before it is decoded, so
nothing a relay injected or altered is parsed, let alone acted on; the guard
sees each envelope so decoded (`decoded`) before anything else reads it. The guard
may also have timers (acknowledgements), which the endpoint runs with its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from l8_comm.exceptions import RemoteProtocolError

if TYPE_CHECKING:
    from l8_comm.envelope import Envelope

Restore: TypeAlias = Callable[[dict[str, Any]], None]
"""Gives a received envelope's parsed object, in place, members its sender left out because
the session implies them (L9's compact form); run before any envelope check."""


class FrameGuardError(RemoteProtocolError):
    """A frame failed authentication (or the guard's liveness rule): fatal to the session.

    The byte stream can no longer be trusted: an intermediary altered,
    injected, dropped, replayed or reordered a message. The `code` is the
    upper layer's (L9's `integrity_failure`, `ack_timeout`).
    """

    @property
    def fatal(self) -> bool:
        """Always: an unauthenticated stream cannot go on."""
        return True


class FrameGuard(Protocol):
    """Authenticates the payloads of one session, both ways (see the module docstring)."""

    @property
    def receiving(self) -> bool:
        """Whether what the peer sends is authenticated now."""
        ...

    @property
    def may_answer(self) -> bool:
        """Whether a violation by the peer may be answered now.

        False while this side seals what it sends but cannot yet authenticate what
        it receives: an answer then would be a sealed, authentic-looking reply to
        a frame anyone could have injected or reordered. Violations are still
        reported and charged to the error budget, never answered.
        """
        ...

    @property
    def broken_code(self) -> str:
        """The code a broken frame stream is reported with once authenticated.

        Not L8's own framing code: on an authenticated session a framing fault is
        a relay's work.
        """
        ...

    def seal(self, wire: dict[str, Any], now: float) -> bytes:
        """The payload to frame for an outgoing envelope's wire object; changes nothing.

        The endpoint calls `sealed` once the frame is queued: a payload that is
        never queued (the buffer is full) must not use up a sequence number.
        """
        ...

    def sealed(self, wire: dict[str, Any], now: float) -> None:
        """The payload `seal` last returned for `wire` was queued."""
        ...

    def open(self, payload: bytes, now: float) -> Restore | None:
        """Authenticate a received payload before it is decoded; raise `FrameGuardError`.

        Returns what restores the envelope's implied members before it is decoded, if
        anything does (only for a payload it authenticated).
        """
        ...

    def decoded(self, envelope: Envelope) -> None:
        """The envelope decoded from the payload `open` last took, before anything reads it.

        Every envelope decoded, whatever becomes of it next (refused, dropped as
        crossing a conversation this side ended, taken by a handshake): what an
        authenticated message shows of the peer (L9: an answer to this side's
        last message says everything before it arrived) must count even then.
        """
        ...

    def next_deadline(self) -> float | None:
        """When `handle_timer` is next due (an acknowledgement to send or to expect)."""
        ...

    def handle_timer(self, now: float) -> FrameGuardError | None:
        """Do what is due at `now`; an error ends the session."""
        ...

    def handed_over(self, now: float) -> None:
        """Every frame queued so far has left the endpoint for the transport, at `now`."""
        ...

    def reading_paused(self, paused: bool, now: float) -> None:  # noqa: FBT001
        """The driver stopped or resumed reading the peer's frames (its application lags)."""
        ...

    def goodbye(self, now: float) -> None:
        """The session is being closed by this side: queue the final word, if any."""
        ...

    def at_eof(self) -> FrameGuardError | None:
        """The peer ended its stream: an error when that is not an authenticated close."""
        ...

    @property
    def closed_by_peer(self) -> bool:
        """Whether the peer's own authenticated close (its final word) has been read.

        Not the same as `at_eof() is None`: after this side's quiet close (L9) the
        end of the peer's stream is a clean end too, but the peer has not closed yet,
        and the stream must be read to its end.
        """
        ...


__all__ = ["FrameGuard", "FrameGuardError", "Restore"]
