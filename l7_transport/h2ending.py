"""How an HTTP/2 connection ends: keep-alive PINGs, the idle close, GOAWAY and its linger.

A mixin of `l7_transport.h2connection.Http2Connection` (its attributes are the
connection's). A connection closed here sends GOAWAY, then keeps reading and
discarding until the peer closes or a short linger passes (a socket closed with
unread input sends a TCP reset, and a peer that gets it may never read the GOAWAY),
then aborts a peer that takes no bytes; a connection whose peer stops answering PINGs
is aborted, and one idle past `idle_timeout` is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from typing import TYPE_CHECKING

from h2.errors import ErrorCodes

from l7_transport.exceptions import ConnectionLost, TransportError, TransportErrorCode

if TYPE_CHECKING:
    from h2.exceptions import ProtocolError

    from l7_transport.channel import PeerInfo
    from l7_transport.config import TransportConfig
    from l7_transport.h2engine import HardenedConnection
    from l7_transport.stream_channel import StreamChannel

logger = logging.getLogger("l7_transport.http2")

_LINGER = 2.0
"""Longest a connection closed here keeps reading (and discarding) after its GOAWAY."""


def _can_write_eof(transport: asyncio.Transport) -> bool:
    """Whether the transport can half-close (cleartext TCP can; TLS cannot)."""
    try:
        return transport.can_write_eof()
    except NotImplementedError:
        return False


class ConnectionEnding:
    """Keep-alive, the idle close and the closing of a connection (see the module)."""

    config: TransportConfig
    loop: asyncio.AbstractEventLoop
    h2: HardenedConnection
    transport: asyncio.Transport | None
    peer: PeerInfo
    streams: dict[int, StreamChannel]
    closed: bool
    lost_reason: TransportError | None
    _protocol_error: type[ProtocolError]
    _keepalive: asyncio.TimerHandle | None
    _closing_timer: asyncio.TimerHandle | None
    _discarding: bool
    _ping_outstanding: float | None
    _last_activity: float
    _idle_since: float

    def _write(self) -> None:
        """Write what h2 has to send (the connection's)."""
        raise NotImplementedError

    def _close_transport(self, *, linger: bool = True) -> None:
        """End the connection after its last bytes (a GOAWAY), without losing them to a TCP reset.

        Closing a socket that has unread input makes the kernel send a TCP
        reset, and a peer that gets it may never read the GOAWAY. So, unless
        the peer has said goodbye itself (`linger` False) or there is no
        socket (a transport in memory), this side half-closes where the
        transport can (cleartext TCP), and reads and discards whatever comes
        until the peer closes or a short linger passes; then it closes, and
        aborts if the peer takes no bytes within a keep-alive timeout.
        Nothing read meanwhile is parsed or kept.
        """
        transport = self.transport
        if transport is None or self._discarding:
            return
        self._discarding = True
        if self._keepalive is not None:
            self._keepalive.cancel()
        if not linger or transport.is_closing() or transport.get_extra_info("socket") is None:
            self._close_after_linger()
            return
        if _can_write_eof(transport):
            try:
                transport.write_eof()  # sent once the buffer is flushed
            except OSError:  # the peer reset the connection meanwhile (ENOTCONN): no linger
                self._close_after_linger()
                return
        self._closing_timer = self.loop.call_later(
            min(self.config.keepalive_timeout, _LINGER), self._close_after_linger
        )

    def _close_after_linger(self) -> None:
        transport = self.transport
        if self.closed or transport is None:
            return
        if not transport.is_closing():
            transport.close()
        # Cancelled when the connection is lost (`_finish`): a timer left pending would hold
        # this connection, its transport and its socket until it fires.
        self._closing_timer = self.loop.call_later(
            self.config.keepalive_timeout, self._abort_if_still_open
        )

    def _abort_if_still_open(self) -> None:
        if not self.closed and self.transport is not None:
            logger.info("%s: the peer is not reading; aborting the connection", self.peer.address)
            self.transport.abort()

    def _arm_keepalive(self) -> None:
        config = self.config
        interval = min(config.keepalive_interval, config.keepalive_timeout, config.idle_timeout) / 2
        self._keepalive = self.loop.call_later(interval, self._check_liveness)

    def _check_liveness(self) -> None:
        if self.closed or self.lost_reason is not None or self._discarding:
            return  # closing already: _close_transport watches over the rest
        now = self.loop.time()
        config = self.config
        if self._ping_outstanding is not None:
            if now - self._ping_outstanding >= config.keepalive_timeout:
                self.lost_reason = ConnectionLost(
                    TransportErrorCode.KEEPALIVE_TIMEOUT,
                    f"no answer to a PING within {config.keepalive_timeout}s",
                    peer=self.peer.address,
                )
                logger.warning("%s: %s", self.peer.address, self.lost_reason)
                if self.transport is not None:
                    self.transport.abort()  # a dead peer will not take a GOAWAY either
                return
        elif now - self._last_activity >= config.keepalive_interval:
            self._ping_outstanding = now
            self.h2.ping(os.urandom(8))
            self._write()
        if not self.streams and now - self._idle_since >= config.idle_timeout:
            logger.info("%s: closing idle connection", self.peer.address)
            self.close_now(ErrorCodes.NO_ERROR)
            return
        self._arm_keepalive()

    def close_now(self, code: ErrorCodes = ErrorCodes.NO_ERROR) -> None:
        """Send GOAWAY and close the connection; every session on it is lost."""
        if self.closed:
            return
        with contextlib.suppress(self._protocol_error):
            self.h2.close_connection(code)
        self._write()
        self.lost_reason = self.lost_reason or ConnectionLost(
            TransportErrorCode.CONNECTION_LOST,
            "the connection was closed here",
            peer=self.peer.address,
        )
        self._close_transport()
