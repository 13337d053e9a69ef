"""What streams that are gone still cost a server: handlers that run on, bytes nobody read.

A stream that goes (ended both ways, or reset, or cut with its connection)
frees its slot under the protocol's stream limit at once, but its handler
may run on with the channel, and what arrived stays buffered until the
handler reads it or ends. Neither protocol's connection window bounds those
bytes (HTTP/2 gives it back as DATA arrives, QUIC raises MAX_DATA as data
arrives), and a connection that ends takes its own counts with it. So a
server keeps them per source (`ConnectionGate.source_of`), shared by the
source's connections (`GoneBySource`), and refuses a new stream (spec 2.3)
while `max_concurrent_streams` gone streams of the source hold bytes
unread, while twice that many handlers run (or are about to) for the
connection asking, or while its source's lost connections left `LEFT_RUNNING`
times that many running.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

LEFT_RUNNING: Final = 8
"""Handlers a source's lost connections may leave running, in `max_concurrent_streams`: a
client whose connections were cut with their work under way reconnects and is served while
that work ends (their own bound, not a live connection's)."""

if TYPE_CHECKING:
    from l7_transport.stream_channel import StreamChannel


class GoneStreams:
    """One source's streams that are gone: channels holding unread bytes, handlers left running.

    A channel leaves the count once read to the end (or dropped:
    `StreamChannel.drop_unread`), or once nothing holds it; a handler left
    by a lost connection, once it ends. At most `max_concurrent_streams`
    streams of a connection are open, and a client that ends them all and
    opens as many in one write finds the old handlers a loop turn from
    their end: only handlers that outlive their streams meet the bound on
    handlers.
    """

    __slots__ = ("__weakref__", "_orphans", "_unread")

    def __init__(self) -> None:
        self._unread: weakref.WeakSet[StreamChannel] = weakref.WeakSet()
        self._orphans: set[asyncio.Task[None]] = set()
        """Handlers still running whose connection is gone (each holds this object)."""

    def note(self, channel: StreamChannel | None) -> None:
        """A stream goes: its channel is counted if it still holds unread bytes."""
        if channel is not None and channel.unread:
            self._unread.add(channel)

    def connection_lost(
        self, tasks: Iterable[asyncio.Task[None]], channels: Iterable[StreamChannel]
    ) -> None:
        """A connection ends: its handlers still running and its channels count for its source."""
        for channel in channels:
            self.note(channel)
        for task in tasks:
            if not task.done() and task not in self._orphans:
                self._orphans.add(task)
                task.add_done_callback(self._orphan_ended)  # (holds this object meanwhile)

    def _orphan_ended(self, task: asyncio.Task[None]) -> None:
        self._orphans.discard(task)

    def holding(self) -> int:
        """How many gone streams' channels still hold unread bytes (the others are let go).

        A channel whose reader waits in `receive` is not counted: it reads them at its
        next turn (a review: a client that ends its sessions and opens the next one in
        the same write met the bound, each ended stream's last frame read a turn later).
        """
        unread = self._unread
        if unread:
            for channel in [c for c in unread if not c.unread]:
                unread.discard(channel)
        return sum(1 for channel in unread if not channel.reader_waiting)

    def refusal(self, *, running: int, limit: int) -> str | None:
        """Why a new stream is refused, or None.

        `running`: the handlers of the connection asking; `limit`: its streams at once.
        """
        held = self.holding()
        if held >= limit:
            return f"{held} finished sessions of this source hold bytes their handlers did not read"
        if running >= 2 * limit:
            return f"{running} handlers are still running on this connection"
        left = len(self._orphans)
        if left >= LEFT_RUNNING * limit:
            return f"{left} handlers of this source's lost connections are still running"
        return None


class GoneBySource:
    """Each source's `GoneStreams`, forgotten once nothing holds it.

    A connection of the source holds it, and so does a handler that a lost
    connection of the source left running: nothing is kept for a source
    that has neither.
    """

    __slots__ = ("_by_source",)

    def __init__(self) -> None:
        self._by_source: weakref.WeakValueDictionary[str, GoneStreams] = (
            weakref.WeakValueDictionary()
        )

    def of(self, source: str | None) -> GoneStreams:
        """The `GoneStreams` of `source` (a connection's own, if it has none)."""
        if source is None:
            return GoneStreams()
        gone = self._by_source.get(source)
        if gone is None:
            gone = self._by_source[source] = GoneStreams()
        return gone
