"""Two channels joined in memory: the same flow control and limits as a real stream, no socket.

For fast unit tests of the layers above L7 (an in-memory transport is never the
only proof: the same tests run over real HTTP/2 and HTTP/3 too).
"""

from __future__ import annotations

import asyncio

from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import StreamReset, TransportErrorCode
from l7_transport.stream_channel import StreamChannel


class _MemoryDriver:
    """Carries bytes between two in-memory channels, with a bounded window each way."""

    def __init__(self, window: int) -> None:
        self.window = window
        self.channels: dict[int, StreamChannel] = {}
        self.in_flight = {0: 0, 1: 0}
        self._scheduled = False

    def credit(self, stream_id: int, amount: int) -> None:
        self.in_flight[stream_id] -= amount
        self.schedule_flush()

    def schedule_flush(self, stream_id: int | None = None) -> None:  # noqa: ARG002 - one flush
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._flush)

    def reset_stream(self, stream_id: int, reason: str) -> None:
        other = self.channels[1 - stream_id]
        other.fail(
            StreamReset(
                TransportErrorCode.STREAM_RESET,
                f"the peer reset the session ({reason})",
                peer=other.peer.address,
            )
        )

    def unread_arrived(self, channel: StreamChannel) -> None:
        """Nothing to do: a pair in memory has no server side to stop its peer."""

    def _flush(self) -> None:
        self._scheduled = False
        for side, channel in self.channels.items():
            other = self.channels[1 - side]
            room = self.window - self.in_flight[1 - side]
            if channel.outbound and room > 0:
                chunk = channel.take_outbound(room)
                self.in_flight[1 - side] += len(chunk)
                other.deliver(chunk)
            if not channel.outbound and channel.end_requested and not channel.ended:
                channel.ended = True
                other.deliver_end()
            channel.outbound_drained()


def memory_channel_pair(
    config: TransportConfig | None = None, *, names: tuple[str, str] = ("left", "right")
) -> tuple[StreamChannel, StreamChannel]:
    """Two channels joined in memory, with the same flow control and limits as a real stream."""
    config = config or TransportConfig()
    driver = _MemoryDriver(config.stream_window)
    for side, name in enumerate(names):
        peer = PeerInfo(address=names[1 - side], protocol="memory", tls=False)
        channel = StreamChannel(driver, side, peer, config)
        channel.session_id = f"memory://{name}->{names[1 - side]}"
        driver.channels[side] = channel
    return driver.channels[0], driver.channels[1]


__all__ = ["memory_channel_pair"]
