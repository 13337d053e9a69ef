"""The deadlines of a server's HTTP/3 connection before work starts, and its first frames' budget.

`Http3ServerDeadlines` is mixed into `l7_transport.h3server.Http3ServerConnection`: a
handshake not done within `tls_handshake_timeout` is refused (CONNECTION_REFUSED); a
connection with no request within `first_byte_timeout` of its handshake is closed; a
request stream whose headers have not arrived within it (those opened below a higher one
included) is rejected; a session or one-shot message whose first frame is not whole
within it is cancelled. The first frames not yet whole of one connection's sessions hold
`FIRST_FRAMES_BUDGET` at most together. One timer per connection, at the nearest deadline.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Final

from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import END_STATES, QuicConnection
from aioquic.quic.packet import QuicErrorCode

from l7_transport.config import TransportConfig
from l7_transport.framing import FRAME_HEADER_SIZE
from l7_transport.h3quic import is_client_request_stream

if TYPE_CHECKING:
    from l7_transport.stream_channel import StreamChannel

FIRST_FRAMES_BUDGET: Final = 1024 * 1024
"""Bytes one connection's sessions may hold before their first frames are whole, together
(or `max_message_body`, when larger: room for one frame of the largest size).

Each session stream has its full window (`stream_window`) once its headers are in; a first
frame is small (a HELLO), so a peer that opens 128 sessions and sends each a first frame it
never finishes held 128 windows (28 MiB, an outside attack) for `first_byte_timeout`. Past
this, the session stream that goes over is reset (H3_EXCESSIVE_LOAD). One-shot messages
are not counted: each is one frame, bounded by `max_message_body` on its own.
"""


class Http3ServerDeadlines:
    """A server connection's deadlines before work starts (see the module docstring)."""

    # The connection's state it reads (set by `Http3Connection` and `Http3ServerConnection`).
    config: TransportConfig
    lost: asyncio.Event
    _quic: QuicConnection
    _loop: asyncio.AbstractEventLoop
    streams: dict[int, StreamChannel]

    if TYPE_CHECKING:  # the connection's own

        def _refuse_stream(self, stream_id: int, code: int, reason: str) -> None: ...

        def _close_for_fault(self, code: int, reason: str, *, warn: bool = False) -> None: ...

    def _init_deadlines(self, handshake: float | None) -> None:
        """No deadline yet but the handshake's (`handshake` seconds from now; None: none)."""
        now = self._loop.time()
        self._handshake_by: float | None = None if handshake is None else now + handshake
        self._request_by: float | None = None
        self._headers_by: dict[int, float] = {}
        self._first_frame_by: dict[int, float] = {}
        self._first_frame_seen: dict[int, tuple[bytes, int]] = {}
        self._sessions: set[int] = set()
        """Session streams (not one-shot messages) whose first frame is not whole yet."""
        self._unframed = 0
        """What those sessions hold of their first frames, together: kept as they go (a sum
        per DATA event cost an outside attack's 1-byte frames O(sessions) each)."""
        self._deadline: asyncio.TimerHandle | None = None
        self._deadline_at: float | None = None
        self._highest_seen = -4

    def _note_request_stream(self, stream_id: int) -> None:
        """A request stream has opened (with any below it): its headers get a deadline."""
        if not is_client_request_stream(stream_id) or stream_id <= self._highest_seen:
            return
        deadline = self._loop.time() + self.config.first_byte_timeout
        for opened in range(self._highest_seen + 4, stream_id + 4, 4):
            self._headers_by[opened] = deadline
        self._highest_seen = stream_id
        self._arm_deadline()

    def _watch_first_frame(self, stream_id: int, data: bytes, *, ended: bool) -> None:
        """Follow a session's first bytes until its first frame is whole (or the stream ends)."""
        head, total = self._first_frame_seen.get(stream_id, (b"", 0))
        if len(head) < FRAME_HEADER_SIZE:
            head += data[: FRAME_HEADER_SIZE - len(head)]
        total += len(data)
        whole = len(head) == FRAME_HEADER_SIZE and total >= FRAME_HEADER_SIZE + int.from_bytes(
            head[1:], "big"
        )
        if whole or ended:
            self._first_frame_done(stream_id)
            return
        self._first_frame_seen[stream_id] = (head, total)
        if stream_id not in self._sessions:
            return  # a one-shot message: one frame up to max_message_body, its own bound
        self._unframed += len(data)
        budget = max(FIRST_FRAMES_BUDGET, self.config.max_message_body)
        if self._unframed > budget:
            self._refuse_stream(
                stream_id,
                ErrorCode.H3_EXCESSIVE_LOAD,
                f"sessions' first frames hold {self._unframed} bytes unfinished, "
                f"more than {budget}",
            )

    def _first_frame_done(self, stream_id: int) -> None:
        """A stream's first frame is whole, or the stream is done with: it is watched no more."""
        self._first_frame_by.pop(stream_id, None)
        _, seen = self._first_frame_seen.pop(stream_id, (b"", 0))
        if stream_id in self._sessions:
            self._sessions.discard(stream_id)
            self._unframed -= seen

    def _started(self, stream_id: int) -> bool:
        """Whether QUIC's data out of order on a stream counts only its gaps (`OutOfOrder`).

        Not for a session whose first frame is not whole (those bytes are what the first
        frames' budget bounds), nor a stream whose headers are not in; a one-shot
        message's are its own bound, as in order (a review: a message counted as not
        started until its whole frame was in, so five honest uploads of 256 KiB, each
        with a packet lost, closed the connection).
        """
        return stream_id in self.streams and stream_id not in self._sessions

    def _arm_deadline(self) -> None:
        """Wake up at the nearest deadline before work starts (or not at all)."""
        candidates = [
            at
            for at in (
                self._handshake_by,
                self._request_by,
                min(self._headers_by.values(), default=None),
                min(self._first_frame_by.values(), default=None),
            )
            if at is not None
        ]
        at = min(candidates, default=None)
        if at == self._deadline_at:
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._deadline_at = at
        if at is not None and not self.lost.is_set():
            self._deadline = self._loop.call_at(at, self._on_deadline)

    def _on_deadline(self) -> None:
        self._deadline = self._deadline_at = None
        if self.lost.is_set() or self._quic._state in END_STATES:  # noqa: SLF001
            return
        now = self._loop.time()
        config = self.config
        if self._handshake_by is not None and now >= self._handshake_by:
            self._handshake_by = None
            self._close_for_fault(
                QuicErrorCode.CONNECTION_REFUSED,
                f"TLS handshake not completed within {config.tls_handshake_timeout:g}s",
            )
            return
        if self._request_by is not None and now >= self._request_by:
            self._request_by = None
            self._close_for_fault(
                ErrorCode.H3_NO_ERROR, f"no request within {config.first_byte_timeout:g}s"
            )
            return
        for stream_id, at in list(self._headers_by.items()):
            if now >= at and stream_id in self._quic._streams:  # noqa: SLF001
                self._refuse_stream(
                    stream_id,
                    ErrorCode.H3_REQUEST_REJECTED,
                    f"no request headers within {config.first_byte_timeout:g}s",
                )
            elif now >= at:
                del self._headers_by[stream_id]  # already gone
        for stream_id, at in list(self._first_frame_by.items()):
            if now >= at:
                self._refuse_stream(
                    stream_id,
                    ErrorCode.H3_REQUEST_CANCELLED,
                    f"no complete frame within {config.first_byte_timeout:g}s",
                )
        if not self.lost.is_set():
            self._arm_deadline()
