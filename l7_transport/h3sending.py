"""The sending half of an HTTP/3 connection: session bytes to aioquic, and the last words.

`Http3Sending` is mixed into `l7_transport.h3connection.Http3Connection`: its
pump hands what the session channels queued to aioquic while each stream's
unacknowledged bytes stay under the stream window, writes a channel's end
when it asks for it, and lets go of a stream done both ways; before this side
closes the connection, `finish_writing` delivers what the sessions queued and
waits for its acknowledgement, within a grace.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from aioquic.quic.connection import END_STATES, QuicConnection

from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import StreamReset as StreamResetError
from l7_transport.exceptions import TransportErrorCode
from l7_transport.h3guard import GuardedH3Connection
from l7_transport.h3quic import unacknowledged
from l7_transport.stream_channel import StreamChannel

_CHUNK = 64 * 1024
_ACK_POLL = 0.05  # acknowledgements raise no event: how often a closing side looks again


class Http3Sending:
    """The connection's writing of its session streams (see the module docstring)."""

    # The connection's state it reads (set by `Http3Connection`).
    streams: dict[int, StreamChannel]
    http: GuardedH3Connection | None
    config: TransportConfig
    peer: PeerInfo
    lost: asyncio.Event
    changed: asyncio.Event
    _quic: QuicConnection
    _loop: asyncio.AbstractEventLoop
    _flush_scheduled: bool

    if TYPE_CHECKING:  # the connection's own (aioquic's protocol, and its stream table)

        def transmit(self) -> None:
            """Write what aioquic has to send (aioquic's `QuicConnectionProtocol`)."""

        def _done_with(self, stream_id: int) -> None: ...

        def _ended_here(self, channel: StreamChannel) -> None: ...

    def _reset_error(self, stream_id: int, why: str) -> StreamResetError:
        """The error a session fails with when its stream is reset here: `why`, and where."""
        return StreamResetError(
            TransportErrorCode.STREAM_RESET, why, peer=self.peer.address, stream_id=stream_id
        )

    def _pump(self) -> None:
        """Hand queued session bytes to aioquic while each stream's window has room."""
        self._flush_scheduled = False
        if self.lost.is_set() or self.http is None:
            return
        for stream_id, channel in list(self.streams.items()):
            if channel.outbound or (channel.end_requested and not channel.ended):
                self._pump_stream(stream_id, channel)
        self.transmit()

    def _pump_stream(self, stream_id: int, channel: StreamChannel) -> None:
        assert self.http is not None  # noqa: S101 - checked by _pump
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001 - the send buffer's size
        if stream is None:  # aioquic let it go: nothing more can be written on it
            if not channel.ended:
                channel.stop_sending()  # (a `close` waiting for its end returns)
            if channel.closed:  # (its end had come: the stream is done both ways)
                self._done_with(stream_id)
            return
        sender = stream.sender
        try:
            while channel.outbound:
                in_flight = sender._buffer_stop - sender._buffer_start  # noqa: SLF001
                room = self.config.stream_window - in_flight
                if room <= 0:
                    break
                self.http.send_data(
                    stream_id, channel.take_outbound(min(room, _CHUNK)), end_stream=False
                )
            if channel.end_requested and not channel.outbound and not channel.ended:
                self.http.send_data(stream_id, b"", end_stream=True)
                channel.ended = True
                self._ended_here(channel)
        except Exception as error:  # noqa: BLE001 - aioquic raises plain exceptions here
            channel.fail(
                self._reset_error(stream_id, f"the stream can no longer be written ({error})")
            )
            self._done_with(stream_id)
            return
        channel.outbound_drained()
        if channel.ended and channel.closed:
            self._done_with(stream_id)

    async def finish_writing(self, grace: float) -> None:
        """Before this side closes the connection: deliver what its sessions queued.

        A closed QUIC connection sends and retransmits nothing, so what the
        sessions queued is handed to QUIC at once, as far as each stream's
        window allows, and waited for until the peer has acknowledged it; the
        sessions that asked to end (`Channel.close`) may also write the rest
        and their FIN, acknowledged too. All within `grace`: a session that
        never ends, or a peer that does not read, does not hold the close.
        """
        deadline = self._loop.time() + grace
        self._pump()
        written = {
            stream_id: stream.sender._buffer_stop  # noqa: SLF001 - the end of what was written
            for stream_id, stream in self._quic._streams.items()  # noqa: SLF001
        }
        while not self.lost.is_set() and self._quic._state not in END_STATES:  # noqa: SLF001
            remaining = deadline - self._loop.time()
            if remaining <= 0 or not self._unfinished(written):
                return
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), min(remaining, _ACK_POLL))

    def _unfinished(self, written: dict[int, int]) -> bool:
        """True while something this side wrote, or is to write, awaits its acknowledgement.

        That is: a session that asked to end has not had all it sent and its
        FIN acknowledged, or bytes `written` (stream by stream, the offset
        reached when the close began) are not acknowledged yet.
        """
        if any(
            channel.end_requested and not channel.ended and not channel.failed
            for channel in self.streams.values()
        ):
            return True
        return unacknowledged(self._quic, written)
