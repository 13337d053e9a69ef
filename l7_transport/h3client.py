"""What only an HTTP/3 client does with its connection: act on the server's GOAWAY.

`Http3ClientConnection` fills in `Http3Connection`'s GOAWAY hook (RFC 9114
5.2): the streams from the GOAWAY's identifier on were not processed and are
refused (`SessionRefused.unprocessed`: a pool sends them again elsewhere), the
others go on, and the connection takes no new session: opening one raises
`SessionRefused.unprocessed`, as HTTP/2's client does. Once the streams the
server kept have ended and the server has what they wrote, the client closes
the connection (H3_NO_ERROR).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import END_STATES
from aioquic.quic.events import ConnectionTerminated

from l7_transport.client import going_away, refuse_unprocessed
from l7_transport.exceptions import (
    ConnectionLost,
    SessionRefused,
    TransportError,
    TransportErrorCode,
)
from l7_transport.h3connection import Http3Connection

logger = logging.getLogger("l7_transport.http3")

DRAIN_GRACE: Final = 2.0
"""Seconds a drained connection waits for its last bytes to be acknowledged before closing."""


class Http3ClientConnection(Http3Connection):
    """A client's QUIC connection (`l7_transport.http3.Http3Client` drives it)."""

    _drain: asyncio.Task[None] | None = None
    """The close once a GOAWAY's kept streams have ended and their bytes arrived."""

    async def wait_connected(self) -> None:
        """aioquic's: wait for the QUIC handshake; a wait given up leaves nothing unread.

        aioquic waits on its handshake future through `asyncio.shield`: a connect that
        times out or is cancelled leaves the future behind, and the close then sets a
        `ConnectionError` on it that nobody reads (asyncio logged "Future exception was
        never retrieved" at each such connect). It is read here once it comes.
        """
        try:
            await super().wait_connected()
        except BaseException:
            waiter = self._connected_waiter
            if waiter is not None:
                waiter.add_done_callback(_read_outcome)
            raise

    def transmit(self) -> None:
        """Send what aioquic has; first what the sessions queued, if a pump is still to come.

        `_open_stream` hands a request's headers to aioquic at once, and the session's
        first frames, queued in the same turn, wait for the pump. aioquic sends by itself
        too (its delayed ACK, its timers): were it to send before that pump, the headers
        would leave alone and the first frame a datagram later, and the server would
        send the held status at once ("no first frame by the first write"). Not while
        QUIC events are being handled (a refusal's reset transmits: the pump would write
        to streams whose events are still to come), nor once the connection closes.
        """
        quic = self._quic
        if (
            self._flush_scheduled
            and not self._handling_events
            and self.http is not None
            and not self.lost.is_set()
            and quic._state not in END_STATES  # noqa: SLF001 - closing: nothing more
            and not quic._close_pending  # noqa: SLF001 - (closed, not yet CLOSING)
        ):
            try:
                self._pump()  # (it transmits, once the flag is down)
            finally:
                super().transmit()  # (also if the pump failed; else nothing left to send)
        else:
            super().transmit()

    def _goaway_read(self, goaway: int) -> None:
        """Refuse the streams from `goaway` on; open nothing more here (RFC 9114 5.2)."""
        refuse_unprocessed(self.streams, goaway, self._refuse, peer=self.peer.address)
        if self.lost_reason is None:  # no new session on it (`closed`), as HTTP/2's GOAWAY
            self.lost_reason = ConnectionLost(
                TransportErrorCode.GOING_AWAY,
                "the server is going away (GOAWAY)",
                peer=self.peer.address,
            )
        self._close_if_drained()

    def refusal(self) -> SessionRefused | None:
        """Why no new stream may open here (the server said GOAWAY); None while one may.

        The stream would never be sent: it is unprocessed, and a pool may send it
        elsewhere (the same refusal as HTTP/2's client after a GOAWAY).
        """
        if self._goaway_seen is None:
            return None
        return going_away(
            f"GOAWAY, streams from {self._goaway_seen} refused", peer=self.peer.address
        )

    def _touch_idle(self) -> None:
        super()._touch_idle()
        if self._goaway_seen is not None:
            self._close_if_drained()

    def _close_if_drained(self) -> None:
        """After a GOAWAY, close once the streams the server kept have ended (RFC 9114 5.2).

        Not at once: the last stream's own last bytes (its FIN, a final answer) may
        still be on their way, and a closed QUIC connection sends and retransmits
        nothing. The close waits until the server has acknowledged them
        (`finish_writing`), as `Http3Client.close` does.
        """
        if not self.streams and not self.lost.is_set() and self._drain is None:
            self._drain = self._loop.create_task(self._close_when_delivered())
            self._drain.add_done_callback(_log_failure)

    async def _close_when_delivered(self) -> None:
        await self.finish_writing(min(DRAIN_GRACE, self.config.stall_timeout))
        if self.lost.is_set() or self._quic._state in END_STATES:  # noqa: SLF001
            return  # the server closed first (or this side did meanwhile)
        logger.info("%s: every stream the GOAWAY kept has ended: closing", self.peer.address)
        self.close(ErrorCode.H3_NO_ERROR, "drained after GOAWAY")

    def _termination_error(self, event: ConnectionTerminated) -> TransportError:
        """After a GOAWAY, a clean close that cuts streams still open loses them.

        `connection_lost` then, as the HTTP/2 client says; a close with none left open
        (this side's, once drained, or the server's) stays `going_away`.
        """
        error = super()._termination_error(event)
        if (
            self._goaway_seen is not None
            and self.streams
            and error.code is TransportErrorCode.GOING_AWAY
        ):
            return ConnectionLost(
                TransportErrorCode.CONNECTION_LOST, error.message, peer=self.peer.address
            )
        return error

    def _refuse(self, stream_id: int, error: TransportError) -> None:
        """A stream the server did not process (a GOAWAY): its waiter and its session fail."""
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(error)
        channel = self.streams.get(stream_id)
        if channel is not None:
            channel.fail(error)
        self._forget_stream(stream_id)
        self._reset_both_ways(stream_id, ErrorCode.H3_REQUEST_CANCELLED)  # nothing stays open


def _log_failure(task: asyncio.Task[None]) -> None:
    """A drain that failed says so in the log (nothing else awaits it)."""
    if not task.cancelled() and task.exception() is not None:
        logger.error("closing a drained connection failed", exc_info=task.exception())


def _read_outcome(future: asyncio.Future[None]) -> None:
    """Mark a future's outcome read (nobody waits on it any more)."""
    if not future.cancelled():
        future.exception()
