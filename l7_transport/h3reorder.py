"""QUIC data that arrives out of order, bounded: what aioquic would hold for a peer without limit.

aioquic keeps what arrives past a gap on a stream (or a crypto stream) in a buffer that it
grows to the highest byte received, zeros in the gaps, and the ranges received in a list
that it scans from its start for every frame (`RangeSet.add`). So a peer that sent one
byte at the end of each stream window made a server allocate every window (33 MiB a
connection for 12 KiB sent, past the first frames' 1 MiB of spec 2.2), and one-byte frames
with a gap before each cost quadratic CPU (231 KiB of Initials, no handshake needed, froze
a server's loop for 20 s). `ChargedQuicConnection` (`l7_transport.h3frames`) checks every
STREAM and CRYPTO frame here before aioquic sees it:

- a stream, and each crypto stream, holds at most `MAX_RANGES` ranges past a gap;
- a crypto stream holds at most `CRYPTO_AHEAD` bytes past what TLS has read (a
  client, `CRYPTO_AHEAD_CLIENT`: a server's certificates can be longer);
- a connection's streams hold at most its `OutOfOrder` budget: a stream not started (its
  first frame not whole, or its headers not in) counts all that aioquic holds for it past
  what it delivered, any other stream only the bytes of its gaps (those a peer makes it
  allocate without sending them).

A frame that would pass one closes the connection (`Refused`). A stream whose receiving
side this side has stopped keeps nothing more (`stop_receiving`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import Final, NamedTuple

from aioquic.quic.events import StreamDataReceived
from aioquic.quic.packet import QuicStreamFrame
from aioquic.quic.rangeset import RangeSet
from aioquic.quic.stream import FinalSizeError, QuicStreamReceiver

MAX_RANGES: Final = 64
"""Ranges one stream (or crypto stream) may hold past a gap. An honest peer's gaps are its
lost packets not yet sent again: 64 is a third of a 256 KiB window's packets. aioquic's
`RangeSet.add` walks them all for each frame out of order, so the bound is its cost too."""
CRYPTO_AHEAD: Final = 16 * 1024
"""Bytes a server's crypto stream may hold past what TLS has read (RFC 9000 7.5 asks for at
least 4,096): a client sends a ClientHello and a Finished (aioquic allowed 512 KiB)."""
CRYPTO_AHEAD_CLIENT: Final = 64 * 1024
"""The same for a client, whose server sends its certificate chain."""
OUT_OF_ORDER_BUDGET: Final = 1024 * 1024
"""Bytes a connection's streams may hold out of order together (`OutOfOrder`), unless told."""


class Refused(Exception):  # noqa: N818 - an outcome, like aioquic's own ProtocolError kin
    """A frame would make aioquic hold more out of order than any honest peer makes it."""


class Arrival(NamedTuple):
    """What a STREAM frame does to its stream's receiving side (`arrival`)."""

    new: bool
    """Whether it brings anything aioquic has not had: data, its FIN."""
    held: int
    """The bytes the stream will hold past what it delivered (an estimate: see `gap`)."""
    gap: int | None
    """Of those, the bytes never received (None: the stream's count is not changed)."""


def _stop_of(held: range) -> int:
    return held.stop


def covered(ranges: RangeSet, start: int, stop: int) -> int:
    """How many bytes of [start, stop) `ranges` (aioquic's: sorted, apart) holds.

    A binary search, then the ranges the frame overlaps (those aioquic merges anyway).
    """
    count = len(ranges)
    index = bisect_right(ranges, start, key=_stop_of)  # the first range that ends past start
    held = 0
    while index < count:
        received = ranges[index]
        if received.start >= stop:
            break
        held += min(stop, received.stop) - max(start, received.start)
        index += 1
    return held


def touches(ranges: RangeSet, start: int, stop: int) -> bool:
    """Whether aioquic merges [start, stop) into a range it has (else it adds one)."""
    index = bisect_left(ranges, start, key=_stop_of)  # the first range that ends at start or later
    return index < len(ranges) and ranges[index].start <= stop


def arrival(  # noqa: PLR0913 - the frame's fields, and its stream's gaps
    receiver: QuicStreamReceiver | None,
    start: int,
    stop: int,
    *,
    fin: bool,
    gap: int,
    max_ranges: int = MAX_RANGES,
) -> Arrival:
    """What a frame of [start, stop) does to `receiver` (None: a stream it opens).

    `gap` is what the stream's gaps held before. Raises Refused if the frame would
    make the stream hold more than `max_ranges` ranges. O(log ranges): no walk of them.
    """
    if receiver is None:  # a new stream (its opening is new): nothing received yet
        # (in order, delivered at once: nothing held)
        return Arrival(new=True, held=stop if start else 0, gap=start or None)
    if receiver.is_finished:  # aioquic keeps nothing more (and checks the final size)
        return Arrival(new=False, held=0, gap=None)
    new_end = fin and receiver._final_size is None  # noqa: SLF001 - aioquic's
    if isinstance(receiver, StoppedReceiver):
        return Arrival(new=new_end or stop > receiver.highest_offset, held=0, gap=None)
    delivered = receiver._buffer_start  # noqa: SLF001 - aioquic's: where unread data starts
    buffered = len(receiver._buffer)  # noqa: SLF001 - what it holds past `delivered`
    if not buffered and start <= delivered:  # in order: delivered at once, nothing held
        return Arrival(new=new_end or stop > delivered, held=0, gap=None)
    # aioquic grows its buffer to the frame's end, zeros in the gap before it: an empty
    # frame's too (no range, nothing received: all gap)
    grows = max(0, stop - delivered - buffered)
    first = max(start, delivered)
    if first >= stop:  # nothing past what was delivered
        return Arrival(new=new_end, held=buffered + grows, gap=gap + grows if grows else None)
    ranges = receiver._ranges  # noqa: SLF001
    if first > delivered and len(ranges) >= max_ranges and not touches(ranges, first, stop):
        msg = f"more than {max_ranges} ranges of data out of order on one stream"
        raise Refused(msg)
    arrived = stop - first - covered(ranges, first, stop)
    return Arrival(
        new=new_end or arrived > 0,
        # (in order, the held data is delivered up to the next gap: it shrinks)
        held=buffered + grows if first > delivered else buffered,
        gap=max(0, gap + grows - arrived),
    )


def check_crypto(receiver: QuicStreamReceiver, start: int, stop: int, ahead: int) -> bool:
    """Whether a CRYPTO frame brings anything new; Refused past `ahead` or `MAX_RANGES`."""
    delivered = receiver._buffer_start  # noqa: SLF001 - aioquic's: what TLS has read
    if stop - delivered > ahead:
        msg = f"CRYPTO data {stop - delivered} bytes past what was read (at most {ahead})"
        raise Refused(msg)
    new = arrival(receiver, start, stop, fin=False, gap=0)
    return new.new


class OutOfOrder:
    """What one connection's streams hold out of order, counted against its budget.

    A stream counts the bytes aioquic holds for it past what it delivered if it is not
    `started`, else only its gaps. Streams hold nothing once delivered, finished (a reset
    frees its buffer) or stopped, so the count is kept as frames arrive. A stream that
    started since it was counted is counted anew only when the budget would be passed.
    """

    __slots__ = ("_counted", "budget", "refused", "started", "total")

    def __init__(
        self,
        budget: int = OUT_OF_ORDER_BUDGET,
        started: Callable[[int], bool] | None = None,
        refused: Callable[[str], None] | None = None,
    ) -> None:
        self.budget = budget
        self.started = started
        """Whether a stream has started (None: all have, as on a client)."""
        self.refused = refused
        """Told why, once a frame is refused (the driver logs it)."""
        self.total = 0
        """The bytes counted, over all streams."""
        self._counted: dict[int, tuple[int, int, int]] = {}
        """Streams holding something: (bytes held, of which gaps, what is counted)."""

    def gap_of(self, stream_id: int) -> int:
        """The bytes of a stream's gaps, as counted."""
        counted = self._counted.get(stream_id)
        return 0 if counted is None else counted[1]

    def check(self, stream_id: int, held: int, gap: int) -> None:
        """Raise Refused if the stream may not hold `held` bytes, `gap` of them gaps."""
        gap = min(gap, held)
        if self._over(stream_id, held, gap):
            self._recount()
            if self._over(stream_id, held, gap):
                msg = (
                    f"streams would hold more than {self.budget} bytes out of order "
                    f"(first frames not whole, and gaps)"
                )
                raise Refused(msg)

    def hold(self, stream_id: int, held: int, gap: int) -> None:
        """A stream holds `held` bytes past what it delivered now, `gap` of them gaps."""
        before = self._counted.pop(stream_id, None)
        if before is not None:
            self.total -= before[2]
        if held:
            counted = self._count(stream_id, held, min(gap, held))
            self._counted[stream_id] = (held, min(gap, held), counted)
            self.total += counted

    def _count(self, stream_id: int, held: int, gap: int) -> int:
        started = self.started
        return gap if started is None or started(stream_id) else held

    def _over(self, stream_id: int, held: int, gap: int) -> bool:
        """Whether the stream's count would grow, and the total pass the budget.

        (A frame that makes no stream's count grow, a gap filled say, is never refused.)
        """
        before = self._counted.get(stream_id)
        if before is None:
            counted = was = 0
        else:
            counted = before[2]
            was = self._count(stream_id, before[0], before[1])
        now = self._count(stream_id, held, gap)
        return now > was and self.total - counted + now > self.budget

    def _recount(self) -> None:
        total = 0
        for stream_id, (held, gap, _) in self._counted.items():
            counted = self._count(stream_id, held, gap)
            self._counted[stream_id] = (held, gap, counted)
            total += counted
        self.total = total


class StoppedReceiver(QuicStreamReceiver):
    """A stream's receiving side once this side has asked the peer to stop (STOP_SENDING).

    Nobody reads it any more: the data that arrives is counted (the final size, the
    highest offset that flow control counts) and let go, never held; a FIN finishes it.
    A peer that never answers STOP_SENDING holds nothing here.
    """

    def handle_frame(self, frame: QuicStreamFrame) -> StreamDataReceived | None:
        """Check the final size as aioquic does (RFC 9000 4.5); the data is dropped."""
        stop = frame.offset + len(frame.data)
        final = self._final_size
        if final is not None and (stop > final or (frame.fin and stop != final)):
            msg = "Data received beyond final size"
            raise FinalSizeError(msg)
        if frame.fin:
            if stop < self.highest_offset:
                msg = "Data received beyond final size"
                raise FinalSizeError(msg)
            self._final_size = stop
            self.is_finished = True
        self.highest_offset = max(self.highest_offset, stop)
        return None


def let_go(receiver: QuicStreamReceiver) -> None:
    """Free what `receiver` holds past what it delivered (it reads nothing more)."""
    receiver._buffer = bytearray()  # noqa: SLF001 - aioquic's
    receiver._ranges = RangeSet()  # noqa: SLF001


def stop_receiving(receiver: QuicStreamReceiver) -> None:
    """This side has asked the peer to stop sending: `receiver` holds nothing from now on.

    One whose FIN has come is finished at once: nothing more is read from it, and flow
    control has counted its final size (a review: past a gap, a peer that only sent the
    lost bytes again left it unfinished, and aioquic kept the stream, for the life of the
    connection).
    """
    if not receiver.is_finished and not isinstance(receiver, StoppedReceiver):
        let_go(receiver)
        receiver.__class__ = StoppedReceiver
        if receiver._final_size is not None:  # noqa: SLF001 - aioquic's
            receiver.is_finished = True


__all__ = [
    "CRYPTO_AHEAD",
    "CRYPTO_AHEAD_CLIENT",
    "MAX_RANGES",
    "OUT_OF_ORDER_BUDGET",
    "Arrival",
    "OutOfOrder",
    "Refused",
    "StoppedReceiver",
    "arrival",
    "check_crypto",
    "covered",
    "let_go",
    "stop_receiving",
    "touches",
]
