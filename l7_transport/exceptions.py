"""Errors of the L7 transport layer, each with a stable code, the peer and the stream.

As in httpcore, the errors of the libraries underneath (`h2`, `aioquic`,
`ssl`, `OSError`) are mapped to this hierarchy at the driver boundary, so an
upper layer handles one family whatever the wire.
"""

from __future__ import annotations

import asyncio
import copy
from enum import StrEnum
from typing import Any, TypeVar

_Error = TypeVar("_Error", bound=BaseException)
_Result = TypeVar("_Result")


def again(error: _Error) -> _Error:
    """A new exception that says what `error` says: its class, arguments and attributes.

    Made as `copy.copy` makes it (the class called with the arguments, then the
    attributes: built-in errors keep theirs so, `OSError.errno` for one), or, for a class
    whose `__init__` takes other arguments than it keeps (this project's errors), made
    without calling it; the arguments and attributes are the original's either way.

    With no traceback, cause or context. An error kept by an object (a failed channel, a
    broken decoder, an ended session) and raised again at each later call would gather the
    frames of every raise into its traceback, and each frame holds the object that kept it:
    a reference cycle, freed only by the cyclic collector. Keep the error, raise `again(it)`.
    """
    try:  # as `copy` makes it: the class called with its arguments, then its attributes
        fresh = copy.copy(error)
    except Exception:  # noqa: BLE001 - an `__init__` that takes other arguments than it keeps
        fresh = type(error).__new__(type(error), *error.args)
        fresh.__dict__.update(error.__dict__)
    fresh.args = error.args
    fresh.__traceback__ = fresh.__cause__ = fresh.__context__ = None
    notes = getattr(error, "__notes__", None)
    if isinstance(notes, list):
        fresh.__notes__ = list(notes)  # the copy's own: a note added to one is not the other's
    return fresh


async def outcome(future: asyncio.Future[_Result], *, shielded: bool = False) -> _Result:
    """What `await future` gives: its result, or its error, raised as a copy (`again`).

    Awaiting a failed future raises the very exception the future keeps, and its
    traceback then holds the frames that awaited it, which hold the future: a reference
    cycle. This waits for the future to be done instead (not at all when it is done
    already: no loop turn, as `await`), and raises a copy. Cancelled while it waits, it
    cancels `future` too, as `await` does (what `future` raises after is retrieved: no
    one waits for it any more), unless `shielded` (as `await asyncio.shield(future)`).
    """
    if not future.done():
        try:
            await asyncio.wait((future,))
        except asyncio.CancelledError:
            if not shielded:
                future.cancel()
                future.add_done_callback(_retrieved)
            raise
    if future.cancelled():
        return future.result()  # raises the future's CancelledError, its message with it
    error = future.exception()
    if error is not None:
        raise again(error)
    return future.result()


def _retrieved(future: asyncio.Future[Any]) -> None:
    """Mark what a future ended with as read (asyncio logs an error nobody read)."""
    if not future.cancelled():
        future.exception()


class TransportErrorCode(StrEnum):
    """Stable, machine-readable codes of transport errors."""

    FRAME_TOO_LARGE = "frame_too_large"
    BAD_FRAME_FLAGS = "bad_frame_flags"
    TRUNCATED_FRAME = "truncated_frame"
    CONNECT_FAILED = "connect_failed"
    CONNECT_TIMEOUT = "connect_timeout"
    TLS_FAILED = "tls_failed"
    CONNECTION_LOST = "connection_lost"
    KEEPALIVE_TIMEOUT = "keepalive_timeout"
    GOING_AWAY = "going_away"
    STREAM_RESET = "stream_reset"
    SESSION_REFUSED = "session_refused"
    STALLED = "stalled"
    PROTOCOL_ERROR = "protocol_error"
    CLOSED = "closed"
    MESSAGE_TOO_LARGE = "message_too_large"


class TransportError(Exception):
    """Base class of every error raised by `l7_transport`."""

    def __init__(
        self,
        code: TransportErrorCode,
        message: str,
        *,
        peer: str | None = None,
        stream_id: int | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        """The stable machine-readable code."""
        self.message = message
        """A sentence for people."""
        self.peer = peer
        """The remote address (`host:port`) when known."""
        self.stream_id = stream_id
        """The HTTP/2 or QUIC stream concerned, when one is."""

    def __str__(self) -> str:
        where = ""
        if self.peer:
            stream = f" stream {self.stream_id}" if self.stream_id is not None else ""
            where = f" [{self.peer}{stream}]"
        return f"{self.code}: {self.message}{where}"


class FramingError(TransportError):
    """The peer's byte stream does not follow the frame format; the stream is unusable."""


class ConnectError(TransportError):
    """No connection could be made (refused, unreachable, TLS handshake failed)."""


class ConnectTimeout(ConnectError):
    """The connection or its handshake took longer than the connect timeout."""


class ConnectionLost(TransportError):
    """An established connection ended: every session on it is lost."""


class StreamReset(TransportError):
    """The peer reset this session's stream; the session is lost."""


class SessionRefused(TransportError):
    """The peer refused to open a session (an HTTP error status, REFUSED_STREAM, GOAWAY)."""

    status: int | None = None
    """The HTTP status that refused it, when one did (the server's answer)."""
    unprocessed: bool = False
    """True when the server did not process the stream at all (REFUSED_STREAM,
    H3_REQUEST_REJECTED, beyond a GOAWAY; or it was never sent): a client may send it again
    on another connection. False when it may have been processed (no response in time)."""

    @classmethod
    def answered(cls, status: int, what: str, *, peer: str, stream_id: int) -> SessionRefused:
        """The server answered `what` (a session request, a message) with `status`, not 200."""
        refusal = cls(
            TransportErrorCode.SESSION_REFUSED,
            f"the server answered {what} with status {status}",
            peer=peer,
            stream_id=stream_id,
        )
        refusal.status = status
        return refusal

    @classmethod
    def not_processed(
        cls, message: str, *, peer: str, stream_id: int | None = None
    ) -> SessionRefused:
        """A stream the server did not process at all (see `unprocessed`), for `message`."""
        refusal = cls(TransportErrorCode.SESSION_REFUSED, message, peer=peer, stream_id=stream_id)
        refusal.unprocessed = True
        return refusal


class WriteStalled(TransportError):
    """A send could not make progress for the stall timeout: the peer stopped reading."""


class TransportProtocolError(TransportError):
    """The peer broke HTTP/2 or HTTP/3; the connection was closed."""


class ChannelClosed(TransportError):
    """The operation needs an open channel or connection, and it is closed."""


class MessageTooLarge(TransportError):
    """A one-shot message exceeds the size limit."""
