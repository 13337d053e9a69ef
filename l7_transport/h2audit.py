"""Reads the frame headers of an HTTP/2 connection before h2 does: sizes and abuse budgets.

Sans-I/O, time passed in. `FrameAudit.inbound` follows the frame boundaries
of what the peer sends (its 9-byte headers only: bodies are counted, never
buffered) and answers whether the connection must be closed, and with which
code, before the bytes reach h2:

- a frame whose header announces more than the largest SETTINGS_MAX_FRAME_SIZE
  this side ever advertised is FRAME_SIZE_ERROR at its header, so no body
  above the limit is ever buffered (h2 buffers a whole read first);
- control frames that cost the server work and carry none for the
  application (PING, SETTINGS, PRIORITY, RST_STREAM, empty DATA, HEADERS or
  CONTINUATION: CVE-2019-9512/9513/9514/9515/9518) draw on a token bucket;
- stream resets draw on a second, smaller bucket: every RST_STREAM the peer
  sends (CVE-2023-44487, "Rapid Reset": each stream may have started a
  handler) and every one this side sends (`outbound`), since a stream the
  peer makes the server reset costs as much as one it resets itself
  (CVE-2025-8671, "MadeYouReset").

An empty bucket is ENHANCE_YOUR_CALM.
"""

from __future__ import annotations

from typing import Final

from h2.errors import ErrorCodes

PREFACE: Final = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
"""The client connection preface (RFC 9113 3.4)."""
_HEADER: Final = 9
_DATA, _HEADERS, _PRIORITY, _RST_STREAM, _SETTINGS, _PING, _CONTINUATION = 0, 1, 2, 3, 4, 6, 9
_END_STREAM, _ACK, _END_HEADERS = 0x1, 0x1, 0x4


class TokenBucket:
    """`capacity` tokens, refilled at `rate` per second (time passed in)."""

    __slots__ = ("_at", "_tokens", "capacity", "rate")

    def __init__(self, capacity: float, rate: float, now: float = 0.0) -> None:
        self.capacity = capacity
        self.rate = rate
        self._tokens = capacity
        self._at = now

    def take(self, now: float, count: float = 1.0) -> bool:
        """Spend `count` tokens at `now`; False (the bucket is empty) when there are not enough."""
        elapsed = now - self._at
        if elapsed > 0:
            self._tokens = min(self.capacity, self._tokens + elapsed * self.rate)
            self._at = now
        self._tokens -= count
        return self._tokens >= 0


class FrameAudit:
    """Follows one connection's frame headers, both ways (see the module docstring)."""

    __slots__ = (
        "_header",
        "_out_header",
        "_out_skip",
        "_preface",
        "_skip",
        "budget",
        "max_frame",
        "resets",
    )

    def __init__(
        self, *, max_frame_size: int, budget: int, resets: int, preface: bool, now: float = 0.0
    ) -> None:
        self.max_frame = max_frame_size
        """The largest frame payload the peer may send (the largest size advertised)."""
        self.budget = TokenBucket(float(budget), float(budget), now)
        """Control frames received: `budget` a second, as a burst too."""
        self.resets = TokenBucket(2.0 * resets, float(resets), now)
        """Streams reset, both ways: `resets` a second, twice that as a burst."""
        self._preface = 0 if preface else len(PREFACE)  # bytes of the preface checked so far
        self._header = bytearray()
        self._skip = 0
        self._out_header = bytearray()
        self._out_skip = 0

    def inbound(self, data: bytes, now: float) -> tuple[ErrorCodes, str] | None:
        """Bytes the peer sent: None, or the code and reason to close the connection with."""
        position, end = 0, len(data)
        if self._preface < len(PREFACE):
            seen = self._preface
            position = min(len(PREFACE) - seen, end)
            if data[:position] != PREFACE[seen : seen + position]:
                return (ErrorCodes.PROTOCOL_ERROR, "not an HTTP/2 connection: the preface is wrong")
            self._preface = seen + position
        header = self._header
        while position < end:
            if self._skip:
                taken = min(self._skip, end - position)
                position += taken
                self._skip -= taken
                continue
            taken = min(_HEADER - len(header), end - position)
            header += data[position : position + taken]
            position += taken
            if len(header) < _HEADER:
                break
            length = int.from_bytes(header[:3], "big")
            kind, flags = header[3], header[4]
            header.clear()
            if length > self.max_frame:
                return (
                    ErrorCodes.FRAME_SIZE_ERROR,
                    f"a frame of {length} bytes announced; the limit is {self.max_frame}",
                )
            if _costly(kind, flags, length) and not self.budget.take(now):
                return (
                    ErrorCodes.ENHANCE_YOUR_CALM,
                    f"control frames (type {kind}) beyond {self.budget.rate:g} a second",
                )
            if kind == _RST_STREAM and not self.resets.take(now):
                return (
                    ErrorCodes.ENHANCE_YOUR_CALM,
                    f"streams reset beyond {self.resets.rate:g} a second",
                )
            self._skip = length
        return None

    def outbound(self, data: bytes, now: float) -> tuple[ErrorCodes, str] | None:
        """Bytes this side sends: each RST_STREAM draws on the budget (None, or why to close)."""
        position, end = 0, len(data)
        header = self._out_header
        resets = 0
        while position < end:
            if self._out_skip:
                taken = min(self._out_skip, end - position)
                position += taken
                self._out_skip -= taken
                continue
            taken = min(_HEADER - len(header), end - position)
            header += data[position : position + taken]
            position += taken
            if len(header) < _HEADER:
                break
            resets += header[3] == _RST_STREAM
            self._out_skip = int.from_bytes(header[:3], "big")
            header.clear()
        if resets and not self.resets.take(now, resets):
            return (
                ErrorCodes.ENHANCE_YOUR_CALM,
                f"the peer made this side reset streams beyond {self.resets.rate:g} a second",
            )
        return None


def _costly(kind: int, flags: int, length: int) -> bool:
    """Whether a frame is one the budget counts: work for the server, nothing for the app."""
    if kind in (_PRIORITY, _RST_STREAM):
        return True
    if kind in (_PING, _SETTINGS):
        return not flags & _ACK  # an ACK answers this side's own
    if length:
        return False
    if kind == _DATA:
        return not flags & _END_STREAM
    return kind in (_HEADERS, _CONTINUATION)


__all__ = ["PREFACE", "FrameAudit", "TokenBucket"]
