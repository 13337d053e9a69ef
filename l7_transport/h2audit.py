"""Reads the frame headers of an HTTP/2 connection before h2 does: sizes and abuse budgets.

Sans-I/O, time passed in. `FrameAudit.inbound` follows the frame boundaries
of what the peer sends (its 9-byte headers, and the 4-byte payload of a
WINDOW_UPDATE: other bodies are counted, never buffered) and answers whether
the connection must be closed, and with which code, before the bytes reach h2:

- the preface must be followed by a SETTINGS frame that is not an ACK
  (RFC 9113 3.4), else PROTOCOL_ERROR;
- a frame whose header announces more than the largest SETTINGS_MAX_FRAME_SIZE
  this side ever advertised is FRAME_SIZE_ERROR at its header, so no body
  above the limit is ever buffered (h2 buffers a whole read first); so is a
  SETTINGS ACK with a payload (RFC 9113 6.5);
- control frames that cost the server work and carry none for the
  application (PING, SETTINGS, PRIORITY, RST_STREAM, empty DATA, HEADERS or
  CONTINUATION: CVE-2019-9512/9513/9514/9515/9518) draw on a token bucket
  (one token each, a SETTINGS frame more by its work: `SETTINGS_COST`; the
  first SETTINGS, which the protocol requires, draws only for its parameters
  past the 31st),
  and so does every WINDOW_UPDATE crediting fewer than
  `SMALL_WINDOW_UPDATE` bytes (the WINDOW_UPDATE flood and the data dribble,
  CVE-2019-9511/9517: honest clients credit in large batches);
- stream resets draw on a second, smaller bucket: every RST_STREAM the peer
  sends (CVE-2023-44487, "Rapid Reset": each stream may have started a
  handler) and every one this side sends (`resets_sent`, told by the driver
  as each is queued), since a stream the peer makes the server reset costs
  as much as one it resets itself (CVE-2025-8671, "MadeYouReset").

An empty bucket is ENHANCE_YOUR_CALM. A server's audits also share one bucket per
source address (`FrameAudit.share`, `l7_transport.budgets.AddressBudgets`): every
control-frame token a connection takes is taken from its address's too, so that many
connections from one address, each within its own budget, cannot together hold the
server's CPU; when the address's bucket is empty, only the connections spending beyond
their fair share of it are calmed (see `l7_transport.budgets.AddressShare`).

A client's audit also takes the server's GOAWAY frames out of what h2 reads
(`withhold_goaway`): h2 closes its connection for good on any GOAWAY
(python-hyper/h2#1181), and a graceful one (NO_ERROR) must let the streams
it names finish. The audit then answers, in `pieces`, what to hand h2 and
where each GOAWAY was (its last stream id and error code, the first 8 bytes
of its payload; the rest, debug data, is passed over, never kept). A frame
header split across reads is held back (at most 8 bytes) until it is whole,
so that no byte of a GOAWAY ever reaches h2. A GOAWAY shorter than 8 bytes
is FRAME_SIZE_ERROR, one on a stream PROTOCOL_ERROR (RFC 9113 6.8), and each
draws on the control-frame budget (it costs the client a look at its streams).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from h2.errors import ErrorCodes

from l7_transport.budgets import AddressShare, TokenBucket

PREFACE: Final = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
"""The client connection preface (RFC 9113 3.4)."""
SMALL_WINDOW_UPDATE: Final = 1024
"""A WINDOW_UPDATE crediting fewer bytes than this draws on the control-frame budget.

h2, nghttp2, Go and this project's own client all credit in batches (at least
a quarter or a half of the window, or 1 KiB when a window is exhausted), so an
honest peer sends few of them; a flood of tiny credits (CVE-2019-9511) or a
dribble of one byte at a time (CVE-2019-9517) spends the budget."""
_HEADER: Final = 9
_DATA, _HEADERS, _PRIORITY, _RST_STREAM, _SETTINGS, _PING = 0, 1, 2, 3, 4, 6
_GOAWAY, _WINDOW_UPDATE, _CONTINUATION = 7, 8, 9
_END_STREAM, _ACK = 0x1, 0x1
_INCREMENT: Final = 4
"""The payload of a WINDOW_UPDATE: the R bit and a 31-bit increment."""
_GOAWAY_HEAD: Final = 8
"""What a GOAWAY's payload must hold: the R bit and a 31-bit last stream id, the error code."""


class GoAway(NamedTuple):
    """A GOAWAY the audit took out of the bytes for h2 (`FrameAudit(withhold_goaway=True)`)."""

    last_stream_id: int
    """The highest stream the peer may have processed (RFC 9113 6.8; the R bit ignored)."""
    error_code: int
    """Its error code, as sent (0: NO_ERROR, a graceful shutdown)."""


class FrameAudit:
    """Follows one connection's inbound frame headers and its resets both ways (see the module)."""

    __slots__ = (
        "_block_payload",
        "_drop",
        "_goaway",
        "_header",
        "_increment",
        "_preface",
        "_settings_seen",
        "_skip",
        "budget",
        "fault_at",
        "headers_read",
        "max_frame",
        "pieces",
        "resets",
        "share",
    )

    def __init__(  # noqa: PLR0913 - all keyword-only
        self,
        *,
        max_frame_size: int,
        budget: int,
        resets: int,
        preface: bool,
        now: float = 0.0,
        withhold_goaway: bool = False,
    ) -> None:
        self.max_frame = max_frame_size
        """The largest frame payload the peer may send (the largest size advertised)."""
        self.budget = TokenBucket(float(budget), float(budget), now)
        """Control frames received: `budget` a second, as a burst too."""
        self.resets = TokenBucket(2.0 * resets, float(resets), now)
        """Streams reset, both ways: `resets` a second, twice that as a burst."""
        self._preface = 0 if preface else len(PREFACE)  # bytes of the preface checked so far
        self._settings_seen = False  # the peer's first frame (its SETTINGS) has been checked
        self._header = bytearray()  # a frame header split across reads (at most 9 bytes)
        self._increment: bytearray | None = None  # a WINDOW_UPDATE payload being read (<= 4)
        self._skip = 0  # payload bytes of the current frame still to pass over
        self.fault_at = 0
        """Where, in the bytes of the last `inbound` that found a fault, the faulty frame
        begins (0 when it began in an earlier read): the frames before it are whole."""
        self.pieces: list[bytes | GoAway] | None = [] if withhold_goaway else None
        """With `withhold_goaway`: what the last `inbound` leaves for h2, in the order of the
        wire, each GOAWAY where it was (after a fault: up to the faulty frame). None without."""
        self.headers_read = 0
        """Header-block frames (HEADERS, CONTINUATION) the last `inbound` read part of: a
        stream may open with each (a block split across reads counts in each read)."""
        self._block_payload = False  # the payload being passed over is a header block's
        self._goaway: bytearray | None = None  # a withheld GOAWAY's first 8 payload bytes
        self._drop = 0  # the rest of a withheld GOAWAY's payload still to pass over
        self.share: AddressShare | None = None
        """A server's: this connection's share of its address's budget (`AddressBudgets`),
        which every control-frame token is taken from too. None: its own budget only."""

    def inbound(self, data: bytes, now: float) -> tuple[ErrorCodes, str] | None:
        """Bytes the peer sent: None, or the code and reason to close the connection with.

        With a fault, `fault_at` says where the faulty frame begins in `data`. With
        `withhold_goaway`, `pieces` says what to hand h2 instead (see the module).
        """
        self.fault_at = 0
        self.headers_read = int(self._skip > 0 and self._block_payload)
        position = self._preface_read(data)
        if position < 0:
            return (ErrorCodes.PROTOCOL_ERROR, "not an HTTP/2 connection: the preface is wrong")
        if self.pieces is not None:
            return self._withholding(data, position, now)
        start = position  # where the frame being read began (a frame begun earlier: here)
        while position < len(data):
            if self._increment is not None or self._skip:
                position, fault = self._read_payload(data, position, now)
            else:
                if not self._header:
                    start = position
                position, fault, _ = self._read_header(data, position, now)
            if fault is not None:
                self.fault_at = start
                return fault
        return None

    def _withholding(self, data: bytes, position: int, now: float) -> tuple[ErrorCodes, str] | None:
        """`inbound`, its GOAWAY frames withheld: what goes to h2 is left in `pieces`."""
        pieces = self.pieces
        assert pieces is not None  # noqa: S101 - only when withholding
        pieces.clear()
        if self._header:  # a header held back from the last read: read again with the rest
            data = bytes(self._header) + data[position:]
            self._header.clear()
            position = 0
        start = run = position  # the frame being read begins at `start`; h2's bytes at `run`
        while position < len(data):
            if self._goaway is not None or self._drop:  # inside a withheld GOAWAY
                position = self._read_goaway(data, position)
                run = position
                continue
            if self._increment is not None or self._skip:
                position, fault = self._read_payload(data, position, now)
            else:
                start = position
                position, fault, withheld = self._read_header(data, position, now)
                if withheld and start > run:  # what came before the GOAWAY goes to h2
                    pieces.append(data[run:start])
            if fault is not None:
                self.fault_at = start
                if start > run:  # the whole frames before the faulty one go to h2
                    pieces.append(data[run:start])
                return fault
        stop = start if self._header else len(data)  # a header not whole yet is held back
        if self._goaway is None and not self._drop and stop > run:
            pieces.append(data[run:stop])
        return None

    def _read_header(
        self, data: bytes, position: int, now: float
    ) -> tuple[int, tuple[ErrorCodes, str] | None, bool]:
        """Read (part of) a frame header; once whole, judge it and begin its payload.

        Returns where the reading stopped, the fault (or None) and whether the frame is a
        GOAWAY withheld from h2.
        """
        header = self._header
        position = _gather(header, _HEADER, data, position)
        if len(header) < _HEADER:
            return position, None, False
        length = int.from_bytes(header[:3], "big")
        kind, flags = header[3], header[4]
        fault = self._judge(kind, flags, length, now)
        withheld = fault is None and kind == _GOAWAY and self.pieces is not None
        if withheld:
            stream_id = int.from_bytes(header[5:], "big") & 0x7FFFFFFF
            fault = self._judge_goaway(stream_id, length, now)
        header.clear()
        if fault is not None:
            return position, fault, False
        if withheld:
            self._goaway, self._drop = bytearray(), length - _GOAWAY_HEAD
        elif kind == _WINDOW_UPDATE and length == _INCREMENT:
            self._increment = bytearray()
        else:
            self._skip = length  # (a WINDOW_UPDATE of another length: h2's FRAME_SIZE_ERROR)
            self._block_payload = kind in (_HEADERS, _CONTINUATION)
        return position, None, withheld

    def _read_payload(
        self, data: bytes, position: int, now: float
    ) -> tuple[int, tuple[ErrorCodes, str] | None]:
        """Read (part of) a frame's payload: a WINDOW_UPDATE's increment, or bytes passed over."""
        if self._increment is not None:
            return self._read_increment(data, position, now)
        taken = min(self._skip, len(data) - position)
        self._skip -= taken
        return position + taken, None

    def _judge_goaway(
        self, stream_id: int, length: int, now: float
    ) -> tuple[ErrorCodes, str] | None:
        """A GOAWAY's header, when withheld from h2 (which would judge it otherwise)."""
        if stream_id:
            return (ErrorCodes.PROTOCOL_ERROR, f"a GOAWAY on stream {stream_id}, not 0")
        if length < _GOAWAY_HEAD:
            return (
                ErrorCodes.FRAME_SIZE_ERROR,
                f"a GOAWAY of {length} bytes: it holds {_GOAWAY_HEAD} at least",
            )
        return self._spend(now, 1, "control frames (GOAWAY)")

    def _read_goaway(self, data: bytes, position: int) -> int:
        """Read (part of) a withheld GOAWAY's payload; where the reading stopped.

        Its first 8 bytes are kept, then put in `pieces` as a `GoAway`; the rest (debug
        data) is passed over.
        """
        goaway = self._goaway
        if goaway is not None:
            position = _gather(goaway, _GOAWAY_HEAD, data, position)
            if len(goaway) < _GOAWAY_HEAD:
                return position
            self._goaway = None
            last_stream_id = int.from_bytes(goaway[:4], "big") & 0x7FFFFFFF  # the R bit ignored
            assert self.pieces is not None  # noqa: S101 - only withheld when withholding
            self.pieces.append(GoAway(last_stream_id, int.from_bytes(goaway[4:], "big")))
        taken = min(self._drop, len(data) - position)
        self._drop -= taken
        return position + taken

    def _preface_read(self, data: bytes) -> int:
        """Check what `data` holds of the preface: where the frames begin, or -1 if it is wrong."""
        seen = self._preface
        if seen == len(PREFACE):
            return 0
        taken = min(len(PREFACE) - seen, len(data))
        if data[:taken] != PREFACE[seen : seen + taken]:
            return -1
        self._preface = seen + taken
        return taken

    def _read_increment(
        self, data: bytes, position: int, now: float
    ) -> tuple[int, tuple[ErrorCodes, str] | None]:
        """Read (part of) a WINDOW_UPDATE payload; a small increment draws on the budget."""
        assert self._increment is not None  # noqa: S101 - only called while reading one
        position = _gather(self._increment, _INCREMENT, data, position)
        if len(self._increment) < _INCREMENT:
            return position, None
        increment = int.from_bytes(self._increment, "big") & 0x7FFFFFFF  # the R bit ignored
        self._increment = None
        if increment < SMALL_WINDOW_UPDATE:
            what = f"WINDOW_UPDATE frames of less than {SMALL_WINDOW_UPDATE} bytes"
            return position, self._spend(now, 1, what)
        return position, None

    def _judge(
        self, kind: int, flags: int, length: int, now: float
    ) -> tuple[ErrorCodes, str] | None:
        """One frame header: None, or why the connection closes."""
        if kind in (_HEADERS, _CONTINUATION):
            self.headers_read += 1
        mandatory = not self._settings_seen  # the first SETTINGS is owed: its base is free
        if mandatory:
            self._settings_seen = True
            if kind != _SETTINGS or flags & _ACK:
                return (
                    ErrorCodes.PROTOCOL_ERROR,
                    f"the preface must be followed by SETTINGS, not a frame of type {kind}"
                    + (" (an ACK)" if kind == _SETTINGS else ""),
                )
        if length > self.max_frame:
            return (
                ErrorCodes.FRAME_SIZE_ERROR,
                f"a frame of {length} bytes announced; the limit is {self.max_frame}",
            )
        if kind == _SETTINGS and flags & _ACK and length:
            return (ErrorCodes.FRAME_SIZE_ERROR, f"a SETTINGS ACK with {length} bytes of payload")
        cost = _cost(kind, flags, length) - (SETTINGS_COST if mandatory else 0)
        if cost:
            fault = self._spend(now, cost, f"control frames (type {kind}, {cost} of the tokens)")
            if fault is not None:
                return fault
        if kind == _RST_STREAM and not self.resets.take(now):
            return (
                ErrorCodes.ENHANCE_YOUR_CALM,
                f"streams reset beyond {self.resets.rate:g} a second",
            )
        return None

    def _spend(self, now: float, cost: int, what: str) -> tuple[ErrorCodes, str] | None:
        """Take `cost` tokens for `what` from this connection's budget and its address's."""
        if not self.budget.take(now, cost):
            reason = f"{what} beyond {self.budget.rate:g} tokens a second"
            return (ErrorCodes.ENHANCE_YOUR_CALM, reason)
        refused = self.share.refused(now, cost, what) if self.share is not None else None
        if refused is not None:
            return (ErrorCodes.ENHANCE_YOUR_CALM, refused)
        return None

    def resets_sent(self, count: int, now: float) -> tuple[ErrorCodes, str] | None:
        """This side queued `count` RST_STREAM frames: None, or why to close the connection."""
        if count and not self.resets.take(now, count):
            return (
                ErrorCodes.ENHANCE_YOUR_CALM,
                f"the peer made this side reset streams beyond {self.resets.rate:g} a second",
            )
        return None


def _gather(buffer: bytearray, size: int, data: bytes, position: int) -> int:
    """Add to `buffer` what `data` holds from `position` on, up to `size` bytes in all.

    Returns where the reading stopped: a header or a fixed payload split across reads.
    """
    taken = min(size - len(buffer), len(data) - position)
    buffer += data[position : position + taken]
    return position + taken


SETTINGS_COST: Final = 2
"""Tokens a SETTINGS frame draws, and one more for every `SETTINGS_PER_TOKEN` parameters
(the first SETTINGS, which the protocol requires, only the latter).

Measured with h2 4.4 (and jh2 5.0) on one server connection: a PING costs 13-15 us, a
SETTINGS of one parameter 23-29 us (h2 applies it and queues an ACK), one of 2,730
parameters (a 16 KiB frame) 0.9-1.0 ms, and a frame may be 256 KiB (43,690 parameters,
13-18 ms) where this side raised SETTINGS_MAX_FRAME_SIZE. At one token each, one
connection could ask for seconds of work a second within its budget; weighed so, about
0.1 s. A `max_control_frames` below this cost would refuse every SETTINGS after the first
(`TransportConfig` requires at least this much)."""
SETTINGS_PER_TOKEN: Final = 32


def _cost(kind: int, flags: int, length: int) -> int:
    """Tokens a frame draws from the budget: work for the server, nothing for the app (0: free)."""
    if kind in (_PRIORITY, _RST_STREAM):
        return 1
    if kind == _SETTINGS:  # an ACK answers this side's own
        return 0 if flags & _ACK else SETTINGS_COST + length // 6 // SETTINGS_PER_TOKEN
    if kind == _PING:
        return 0 if flags & _ACK else 1
    if length:
        return 0
    if kind == _DATA:
        return 0 if flags & _END_STREAM else 1
    return 1 if kind in (_HEADERS, _CONTINUATION) else 0


__all__ = [
    "PREFACE",
    "SETTINGS_COST",
    "SETTINGS_PER_TOKEN",
    "SMALL_WINDOW_UPDATE",
    "FrameAudit",
    "GoAway",
]
