"""The sending half of an HTTP/2 connection: session bytes into h2 as flow control allows.

`Http2Sending` is mixed into `l7_transport.h2connection.Http2Connection`: the pump visits
the streams whose sessions queued bytes (or their end), hands h2 what each stream's window
and the frame size allow, ends a stream once its session asked and all is written, then
writes; a stream h2 has closed meanwhile fails its session.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from h2.exceptions import ProtocolError

from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import StreamReset, TransportErrorCode
from l7_transport.h2engine import HardenedConnection
from l7_transport.stream_channel import StreamChannel


class Http2Sending:
    """The connection's writing of its session streams (see the module docstring)."""

    # The connection's state it reads (set by `Http2Connection`).
    config: TransportConfig
    h2: HardenedConnection
    peer: PeerInfo
    streams: dict[int, StreamChannel]
    closed: bool
    changed: asyncio.Event
    _sending: dict[int, None]
    _sends: int
    _pumping: bool
    _flush_scheduled: bool
    _writable: bool
    _protocol_error: type[ProtocolError]

    if TYPE_CHECKING:  # the connection's own

        def _write(self) -> None: ...

        def _ended_here(self, channel: StreamChannel) -> None: ...

        def _forget(self, stream_id: int) -> None: ...

        def _maybe_forget(self, stream_id: int) -> None: ...

    async def wait_changed(self, within: float | None = None) -> None:
        """Wait for a window to open, writing to resume or a stream to close.

        At most `stall_timeout`, or `within` seconds when that is sooner.
        """
        self.changed.clear()
        limit = (
            self.config.stall_timeout if within is None else min(within, self.config.stall_timeout)
        )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.changed.wait(), limit)

    def pump(self) -> None:
        """Write what the sessions have queued, as far as flow control allows, now."""
        self._pump()

    def _scheduled_pump(self) -> None:
        """The pump at the end of a turn in which sessions queued bytes (`schedule_flush`)."""
        self._pump(end_of_turn=True)

    def _pump(self, only: dict[int, None] | None = None, *, end_of_turn: bool = False) -> None:
        """Move queued session bytes into h2 as flow control allows, then write.

        `only`: the streams to visit (an early write); else every stream. At the end of a
        turn, the flag that a pump is due comes down once the hook has run (what it
        releases is written now, not by another pump), before the streams are visited
        (a send made meanwhile gets a pump of its own).
        """
        self._sending = {}
        self._sends = 0
        if self.closed:
            return
        pumped = False
        self._pumping = True
        try:
            self._before_pump()
            if end_of_turn:
                self._flush_scheduled = False
            streams = self.streams
            if only is None:
                visits = list(streams.items())
            else:
                visits = [(i, streams[i]) for i in only if i in streams]
            for stream_id, channel in visits:
                if channel.outbound or (channel.end_requested and not channel.ended):
                    self._pump_stream(stream_id, channel)
                    pumped = True
        finally:
            self._pumping = False
            if end_of_turn and self._flush_scheduled and not self._sending:
                self._flush_scheduled = False  # (the hook failed: the next send schedules)
        if pumped:
            self.changed.set()  # a closing client waits for its sessions to be written
        self._write()

    def _before_pump(self) -> None:
        """A hook: what a side hands h2 before the sessions' bytes (the server's statuses)."""

    def _pump_stream(self, stream_id: int, channel: StreamChannel) -> None:
        h2conn = self.h2
        try:
            while channel.outbound and self._writable:
                window = min(
                    h2conn.local_flow_control_window(stream_id), h2conn.max_outbound_frame_size
                )
                if window <= 0:
                    break
                h2conn.send_data(stream_id, channel.take_outbound(window))
            if channel.end_requested and not channel.outbound and not channel.ended:
                h2conn.end_stream(stream_id)
                channel.ended = True
                self._ended_here(channel)
        except self._protocol_error:
            channel.fail(
                StreamReset(
                    TransportErrorCode.STREAM_RESET,
                    "the stream closed before the session finished sending",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
            self._forget(stream_id)
            return
        channel.outbound_drained()
        self._maybe_forget(stream_id)
