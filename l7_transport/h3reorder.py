"""QUIC data that arrives out of order, bounded: what aioquic would do for a peer without limit.

aioquic keeps the ranges received past a gap on a stream (or a crypto stream) in a list
that it scans from its start for every frame (`RangeSet.add`), and nothing bounds how
many there are: one-byte frames with a gap before each cost quadratic CPU (231 KiB of
Initials, no handshake needed, froze a server's loop for 20 s). `ChargedQuicConnection`
(`l7_transport.h3frames`) checks every STREAM and CRYPTO frame here before aioquic sees
it: a stream, and each crypto stream, holds at most `MAX_RANGES` ranges past a gap, and
whether a frame brings anything new is a binary search of them, never a walk. A frame
that would pass the bound closes the connection (`Refused`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Final

from aioquic.quic.rangeset import RangeSet
from aioquic.quic.stream import QuicStreamReceiver

MAX_RANGES: Final = 64
"""Ranges one stream (or crypto stream) may hold past a gap. An honest peer's gaps are its
lost packets not yet sent again: 64 is a third of a 256 KiB window's packets. aioquic's
`RangeSet.add` walks them all for each frame out of order, so the bound is its cost too."""


class Refused(Exception):  # noqa: N818 - an outcome, like aioquic's own ProtocolError kin
    """A frame would make aioquic hold more out of order than any honest peer makes it."""


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


def brings_new(
    receiver: QuicStreamReceiver | None,
    start: int,
    stop: int,
    *,
    fin: bool,
    max_ranges: int = MAX_RANGES,
) -> bool:
    """Whether a frame of [start, stop) brings `receiver` (None: a stream it opens) anything.

    Data or a FIN aioquic has not had. Raises Refused if the frame would make the stream
    hold more than `max_ranges` ranges. O(log ranges): no walk of them.
    """
    if receiver is None:  # a new stream: its opening is new
        return True
    if receiver.is_finished:  # aioquic keeps nothing more (and checks the final size)
        return False
    new_end = fin and receiver._final_size is None  # noqa: SLF001 - aioquic's
    delivered = receiver._buffer_start  # noqa: SLF001 - aioquic's: where unread data starts
    first = max(start, delivered)
    if first >= stop:  # nothing past what was delivered
        return new_end
    ranges = receiver._ranges  # noqa: SLF001
    if first > delivered and len(ranges) >= max_ranges and not touches(ranges, first, stop):
        msg = f"more than {max_ranges} ranges of data out of order on one stream"
        raise Refused(msg)
    return new_end or covered(ranges, first, stop) < stop - first


__all__ = ["MAX_RANGES", "Refused", "brings_new", "covered", "touches"]
