"""The pure-Python HTTP/2 engine: the `h2` library, hardened where it trusts its peer too much.

`HardenedH2Connection` is h2's sans-I/O connection with what the transport's
attack tests showed it lacked (bounded memory of closed streams, pausing between
stream openings, a reset budget, HPACK failures as COMPRESSION_ERROR, no whole-
payload hex in frame reprs, the reserved bit of WINDOW_UPDATE ignored). The
asyncio driver around it is l7_transport.h2connection.
"""

from __future__ import annotations

import binascii
from collections.abc import Callable, Iterable
from typing import Any

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import h2.frame_buffer
import h2.stream
import hyperframe.frame
from h2.connection import ConnectionInputs
from h2.errors import ErrorCodes
from hpack import Decoder
from hpack.exceptions import HPACKError


def short_raw_data_repr(data: bytes | None) -> str:
    """The DATA repr of hyperframe, without hexlifying a whole payload to keep 20 characters.

    h2 formats `repr(frame)` for a trace log on every frame it receives,
    whether or not anyone logs it, and hyperframe's repr hexlifies the entire
    payload before cutting it to 20 hex digits: with 256 KiB frames that was
    a quarter of a streamed session's cost. Same output, first 10 bytes only.
    (tests/test_transport.py checks the output is unchanged.)
    """
    if not data:
        return "None"
    text = binascii.hexlify(data[:10]).decode("ascii")
    return "<hex:" + text + ("..." if len(data) > 10 else "") + ">"


hyperframe.frame._raw_data_repr = short_raw_data_repr  # noqa: SLF001

_parse_window_update_body = hyperframe.frame.WindowUpdateFrame.parse_body


def _parse_window_update(self: hyperframe.frame.WindowUpdateFrame, data: memoryview) -> None:
    """Parse a WINDOW_UPDATE as hyperframe does, with the reserved bit ignored (RFC 9113 6.9).

    hyperframe reads the increment's 32 bits whole and refuses a value above
    2^31-1, so a peer that sets the reserved bit, which a receiver MUST ignore,
    would get its connection closed. Patched on the class, for every parser
    in the process, rather than registered as a subclass in
    `hyperframe.frame.FRAMES`: h2 dispatches frames on their exact class, so a
    subclass would break every other `H2Connection` (the tests' raw clients).
    """
    if len(data) == 4 and data[0] & 0x80:  # the 4-byte payload, its top bit set
        data = memoryview(bytes((data[0] & 0x7F,)) + bytes(data[1:]))
    _parse_window_update_body(self, data)


hyperframe.frame.WindowUpdateFrame.parse_body = _parse_window_update  # type: ignore[method-assign]

CLOSED_STREAMS_KEPT_PER_LIMIT = 8
"""How many closed streams a connection remembers, per stream of its concurrency limit.

Frames on a stream this side reset are ignored while it is remembered (RFC 9113 5.1: they may
have left the peer before the reset arrived); one on a stream forgotten since is a connection
error (5.1 lets an endpoint limit that period). A peer has at most the limit open at once:
eight times that leaves ample room for what an honest peer can still have in flight when a
reset reaches it."""
MAX_DATA_FRAME = 256 * 1024
"""The SETTINGS_MAX_FRAME_SIZE each side advertises (as an update, once acknowledged)."""


class _CompressionError(h2.exceptions.ProtocolError):
    """A header block HPACK cannot decode: a connection error of type COMPRESSION_ERROR."""

    error_code = ErrorCodes.COMPRESSION_ERROR


_h2_decode_headers = h2.connection._decode_headers  # noqa: SLF001


def _decode_headers(decoder: Decoder, encoded_header_block: bytes) -> Iterable[Any]:
    """h2's decoding; HPACK failures as COMPRESSION_ERROR (RFC 9113 4.3), not PROTOCOL_ERROR."""
    try:
        return _h2_decode_headers(decoder, encoded_header_block)
    except h2.exceptions.DenialOfServiceError:
        raise
    except h2.exceptions.ProtocolError as error:
        if isinstance(error.__cause__, HPACKError | IndexError | TypeError | UnicodeDecodeError):
            raise _CompressionError(str(error)) from error.__cause__
        raise


h2.connection._decode_headers = _decode_headers  # noqa: SLF001


class ClosedStreams:
    """How the last `size` closed streams closed: h2's record of them, packed in a ring.

    h2 keeps an OrderedDict of up to 65,536 closed streams, ~150 bytes each: some MiB per
    connection, which a peer fills by opening streams. Here, 5 bytes each, `size` at most
    (the oldest forgotten first), found with a byte search. Only what h2 and
    `HardenedH2Connection` use.
    """

    __slots__ = ("_how", "_ids", "_next")

    def __init__(self, size: int) -> None:
        self._ids = bytearray(4 * size)
        """Stream ids, 4 bytes big-endian each (0, never a stream's id: a free slot)."""
        self._how = bytearray(size)
        """How each closed: an index into `_CLOSED_BY`."""
        self._next = 0

    def __setitem__(self, stream_id: int, closed_by: h2.stream.StreamClosedBy | None) -> None:
        slot = self._next
        self._ids[4 * slot : 4 * slot + 4] = stream_id.to_bytes(4, "big")
        self._how[slot] = _CLOSED_BY.index(closed_by)
        self._next = (slot + 1) % len(self._how)

    def _slot(self, stream_id: int) -> int:
        if not 0 < stream_id < 1 << 31:
            return -1
        needle = stream_id.to_bytes(4, "big")
        at = self._ids.find(needle)
        while at > 0 and at % 4:  # a match across two ids: look on
            at = self._ids.find(needle, at + 1)
        return at // 4 if at >= 0 else -1

    def __contains__(self, stream_id: object) -> bool:
        return isinstance(stream_id, int) and self._slot(stream_id) >= 0

    def __getitem__(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        slot = self._slot(stream_id)
        if slot < 0:
            raise KeyError(stream_id)
        return _CLOSED_BY[self._how[slot]]

    def closed_by(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        """How `stream_id` closed, if it is remembered; None if not (or closed implicitly)."""
        slot = self._slot(stream_id)
        return _CLOSED_BY[self._how[slot]] if slot >= 0 else None


_CLOSED_BY: tuple[h2.stream.StreamClosedBy | None, ...] = (None, *h2.stream.StreamClosedBy)


class _PausingBuffer(h2.frame_buffer.FrameBuffer):
    """h2's frame buffer, whose iteration ends early once `paused` is set.

    h2 takes frames from it until it runs dry; a paused buffer looks dry, and keeps the
    frames not yet taken for the next `receive_data`.
    """

    paused = False

    def __next__(self) -> hyperframe.frame.Frame:
        if self.paused:
            raise StopIteration
        return super().__next__()


class _ResetBudgetSpent(h2.exceptions.DenialOfServiceError):
    """The peer made this side reset more streams than the budget allows: ENHANCE_YOUR_CALM."""


class HardenedH2Connection(h2.connection.H2Connection):
    """h2, with what RFC 9113 asks and h2 does not do, and every reset it sends counted.

    - One stream too many is let open, so that the driver refuses it alone:
      h2 treats a HEADERS beyond SETTINGS_MAX_CONCURRENT_STREAMS as a
      connection error, dropping every valid stream with it; RFC 9113 5.1.2
      allows a stream error (REFUSED_STREAM) instead, which the driver sends.
      Streams are judged as their HEADERS arrive (one read can hold many),
      and remembered in `over_limit` until the driver has refused them.
    - Every RST_STREAM this side queues, whoever decided it (h2 itself for a
      faulty frame, or the driver), is told to `count_resets` the moment it
      is queued; once that answers that the budget is spent, h2 stops
      reading the batch and closes the connection (ENHANCE_YOUR_CALM), so
      one read cannot make the server write thousands of resets first.
    - DATA and HEADERS on a stream this side has reset are ignored (RFC 9113
      5.1: the peer may have sent them before it saw the reset); h2 would
      answer each with another RST_STREAM. The DATA still counts against the
      connection window and the header block is still decoded (HPACK state).
    - RST_STREAM on an idle stream is a connection error PROTOCOL_ERROR
      (RFC 9113 6.4); h2 ignores it.
    - A read is taken `OPENINGS_PER_PASS` new streams at a time (`more` says
      that frames wait; `receive_data(b"")` reads on), so that the driver
      handles the streams opened so far (refuses, resets or starts them, the
      reset budget charged) before h2 builds the state of the next: h2 reads
      a whole read before the driver sees an event, and one read of a flood
      can hold HEADERS for hundreds of streams, each ~1.4 KiB in h2.
    """

    OPENINGS_PER_PASS = 16
    """New streams h2 reads before the driver handles their events."""
    lenient = False

    def __init__(self, config: h2.config.H2Configuration, *, closed_streams_kept: int) -> None:
        super().__init__(config)
        self.incoming_buffer: _PausingBuffer = _PausingBuffer(server=not config.client_side)
        self._closed = ClosedStreams(closed_streams_kept)
        # (h2 only sets and looks up entries: `ClosedStreams` does just that.)
        self._closed_streams = self._closed  # type: ignore[assignment]
        self.over_limit: set[int] = set()
        """Streams opened beyond the advertised limit, to be refused."""
        self.count_resets: Callable[[int], str | None] | None = None
        """Told of each batch of RST_STREAM frames queued: None, or why the budget is spent."""
        self.calm: str | None = None
        """Why the reset budget ran out, once it has (the connection must close)."""
        self.more = False
        """The last `receive_data` stopped after `OPENINGS_PER_PASS` new streams: frames wait."""
        self._openings = 0

    def receive_data(self, data: bytes) -> list[h2.events.Event]:  # type: ignore[override]
        """h2's `receive_data`, pausing after `OPENINGS_PER_PASS` new streams (see `more`).

        h2 reads frames from its buffer until it is empty; `_PausingBuffer` ends that
        iteration early once enough streams opened, leaving the rest buffered.
        """
        self._openings = 0
        self.incoming_buffer.paused = False
        events: list[h2.events.Event] = super().receive_data(data)
        self.more = self.incoming_buffer.paused
        return events

    def _stream_closed_by(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        stream = self.streams.get(stream_id)
        if stream is not None:
            return stream.closed_by
        return self._closed.closed_by(stream_id)

    def _prepare_for_sending(self, frames: list[hyperframe.frame.Frame]) -> None:
        resets = sum(isinstance(frame, hyperframe.frame.RstStreamFrame) for frame in frames)
        if resets and self.calm is None and self.count_resets is not None:
            self.calm = self.count_resets(resets)
        super()._prepare_for_sending(frames)

    def _receive_frame(self, frame: hyperframe.frame.Frame) -> list[h2.events.Event]:
        if (
            isinstance(frame, hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame)
            and self._stream_closed_by(frame.stream_id) is h2.stream.StreamClosedBy.SEND_RST_STREAM
        ):
            self._ignore(frame)
            events: list[h2.events.Event] = []
        else:
            events = super()._receive_frame(frame)
        if self.calm is not None:
            raise _ResetBudgetSpent(self.calm)
        return events

    def _ignore(self, frame: hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame) -> None:
        """A frame on a stream this side reset: only its effect on the connection remains."""
        if isinstance(frame, hyperframe.frame.DataFrame):
            self.state_machine.process_input(ConnectionInputs.RECV_DATA)
            manager = self._inbound_flow_control_window_manager
            manager.window_consumed(frame.flow_controlled_length)
            increment = manager.process_bytes(frame.flow_controlled_length)
            if increment:
                self._prepare_for_sending([hyperframe.frame.WindowUpdateFrame(0, increment)])
        else:
            h2.connection._decode_headers(self.decoder, frame.data)  # noqa: SLF001 - HPACK state
            self.state_machine.process_input(ConnectionInputs.RECV_HEADERS)

    def _receive_rst_stream_frame(
        self, frame: hyperframe.frame.RstStreamFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        stream_id = frame.stream_id
        if stream_id not in self.streams:
            if self._stream_id_is_outbound(stream_id):
                highest = self.highest_outbound_stream_id
            else:
                highest = self.highest_inbound_stream_id
            if stream_id > highest:
                msg = f"RST_STREAM on stream {stream_id}, which is idle"
                raise h2.exceptions.ProtocolError(msg)
        return super()._receive_rst_stream_frame(frame)

    @property
    def open_inbound_streams(self) -> int:
        """h2's count, held below the limit while a HEADERS frame is read (see `lenient`)."""
        count: int = super().open_inbound_streams
        if self.lenient:
            return min(count, self.local_settings.max_concurrent_streams - 1)
        return count

    def _receive_headers_frame(
        self, frame: hyperframe.frame.HeadersFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        opening = frame.stream_id not in self.streams
        self.lenient = True
        try:
            result = super()._receive_headers_frame(frame)
        finally:
            self.lenient = False
        if opening:
            self._openings += 1
            if self._openings >= self.OPENINGS_PER_PASS:
                self.incoming_buffer.paused = True  # the frames after this one wait
            if super().open_inbound_streams > self.local_settings.max_concurrent_streams:
                self.over_limit.add(frame.stream_id)
        return result
