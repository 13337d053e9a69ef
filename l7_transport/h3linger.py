"""The linger of a finished HTTP/3 session: the peer has a while to end its side, then is stopped.

`Http3ServerLingers` is mixed into `l7_transport.h3server.Http3ServerConnection`. Once
the server has ended its side of a session (FIN) and the peer has not, the peer has
`first_byte_timeout` to end its own; the linger goes on while the peer takes more of the
server's last answer (`MAX_LINGERS` at most); then the peer is asked to stop
(STOP_SENDING H3_NO_ERROR, RFC 9114 4.1) and the stream is forgotten, so that no peer holds
server state by never ending its side. Bytes that arrive once nobody reads end the
linger at once for a peer out of credit (`unread_arrived`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Final

from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import QuicConnection

from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import ChannelClosed, TransportErrorCode
from l7_transport.stream_channel import StreamChannel

if TYPE_CHECKING:
    from l7_transport.http3 import Http3Server

logger = logging.getLogger("l7_transport.http3")

BLOCKED_RECHECK: Final = 0.05
"""Seconds between looks at a blocked peer's stream whose answer waits to be acknowledged."""
MAX_LINGERS: Final = 4
"""Lingers a finished session's stream may have while its peer takes its last answer."""


class Http3ServerLingers:
    """A server connection's lingers after its sessions' ends (see the module docstring)."""

    # The connection's state it reads (set by `Http3Connection` and `Http3ServerConnection`).
    server: Http3Server | None
    config: TransportConfig
    streams: dict[int, StreamChannel]
    lost: asyncio.Event
    peer: PeerInfo
    _quic: QuicConnection
    _loop: asyncio.AbstractEventLoop

    if TYPE_CHECKING:  # the connection's own

        def _forget_stream(self, stream_id: int) -> None: ...

        def _stop_reading(self, stream_id: int, code: int) -> None: ...

        def _charge_reset(self, why: str) -> None: ...

    def _init_lingers(self) -> None:
        self._lingering: dict[int, asyncio.TimerHandle] = {}
        """Sessions this side has ended, waiting (first_byte_timeout) for the peer to end its."""
        self._acked_at_linger: dict[int, tuple[int, int]] = {}
        """Of a lingering stream whose answer is not all acknowledged: how much of it was at
        the last look, and how many lingers it has had (the linger goes on while the peer
        takes more, `MAX_LINGERS` at most)."""
        self._rechecking: set[int] = set()
        """Lingering streams with a look (`BLOCKED_RECHECK`) to come: one each at most."""

    def _drop_linger(self, stream_id: int) -> None:
        """The stream is done with: its linger, if any, goes."""
        self._acked_at_linger.pop(stream_id, None)
        self._rechecking.discard(stream_id)
        linger = self._lingering.pop(stream_id, None)
        if linger is not None:
            linger.cancel()

    def _end_lingers(self) -> None:
        """The connection is over: every linger goes."""
        for linger in self._lingering.values():
            linger.cancel()
        self._lingering.clear()
        self._acked_at_linger.clear()
        self._rechecking.clear()

    def _ended_here(self, channel: StreamChannel) -> None:
        """The server's side of a session is done: the peer has a while to end its own."""
        if self.server is not None and not channel.received_end:
            stream_id = channel.stream_id
            if stream_id not in self._acked_at_linger:  # the first linger: from what is taken
                stream = self._quic._streams.get(stream_id)  # noqa: SLF001 - aioquic's sender
                acked = stream.sender._buffer_start if stream is not None else 0  # noqa: SLF001
                self._acked_at_linger[stream_id] = (acked, 1)
            self._lingering[stream_id] = self._loop.call_later(
                self.config.first_byte_timeout, self._linger_over, channel
            )

    def unread_arrived(self, channel: StreamChannel) -> None:
        """Bytes came after the session's handler ended: the linger ends now (nobody reads).

        Only for a peer that has used all its credit (it waits for more: it learns now
        that nobody reads; one whose tail fits ends its side unasked: a review found that
        stopping each honest tail at once spent the reset budgets of both sides, and
        closed a connection after 760 such sessions in 0.5 s), and once it has
        acknowledged all of this side, its end included: STOP_SENDING is held back by no
        flow control, and would overtake the last of an answer that waits for the peer's
        credit (the peer, not having seen the end, takes it as a failure). A blocked
        peer whose answer is still unacknowledged is looked at again shortly (it sends
        nothing more that would), until the linger's timer decides.
        """
        if self.streams.get(channel.stream_id) is not channel or channel.received_end:
            return
        stream = self._quic._streams.get(channel.stream_id)  # noqa: SLF001 - aioquic's sender
        if stream is None:
            self._loop.call_soon(self._linger_over, channel)  # (not inside the read)
            return
        if stream.receiver.highest_offset < stream.max_stream_data_local:
            return  # it may still send its end: the linger decides
        if stream.sender.is_finished:
            self._loop.call_soon(self._linger_over, channel)
        elif channel.stream_id in self._lingering and channel.stream_id not in self._rechecking:
            # One look per stream at a time (a review: one per DATA frame of a peer filling
            # its window a byte a frame made 87,000 timer chains and pinned a core).
            self._rechecking.add(channel.stream_id)
            self._loop.call_later(BLOCKED_RECHECK, self._recheck_blocked, channel)

    def _recheck_blocked(self, channel: StreamChannel) -> None:
        self._rechecking.discard(channel.stream_id)
        self.unread_arrived(channel)

    def _linger_over(self, channel: StreamChannel) -> None:
        """A peer that keeps a finished session open is asked to stop (STOP_SENDING H3_NO_ERROR).

        RFC 9114 4.1: a server that needs no more of a request asks the
        client to stop sending with H3_NO_ERROR; the client keeps what it
        received. The stream is forgotten here, so that a peer cannot hold
        server state by never ending its side.
        """
        stream_id = channel.stream_id
        self._lingering.pop(stream_id, None)
        if self.lost.is_set() or self.streams.get(stream_id) is not channel or channel.received_end:
            return
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001 - aioquic's sender
        if stream is not None and not stream.sender.is_finished:
            # The answer is not all acknowledged: a stop now would reset its rest (a peer
            # reading its last answer late lost it). The linger goes on while the peer takes
            # more of it; one that took nothing for a whole linger is stopped.
            acked = stream.sender._buffer_start  # noqa: SLF001 - the acknowledged prefix
            before, lingers = self._acked_at_linger.get(stream_id, (0, 1))
            if acked > before and lingers < MAX_LINGERS:
                # (bounded: a review held a stream for ever by taking a byte a linger)
                self._acked_at_linger[stream_id] = (acked, lingers + 1)
                self._ended_here(channel)
                return
        logger.info(
            "%s: stream %d: the peer has not ended its side %gs after the server: "
            "asking it to stop (H3_NO_ERROR)",
            self.peer.address,
            stream_id,
            self.config.first_byte_timeout,
        )
        channel.fail(
            ChannelClosed(
                TransportErrorCode.CLOSED,
                "the peer did not end its side of a finished session",
                peer=self.peer.address,
                stream_id=stream_id,
            )
        )
        self._forget_stream(stream_id)
        self._stop_reading(stream_id, ErrorCode.H3_NO_ERROR)
        self._charge_reset("a finished session kept open")
