"""Length-prefixed frames: the byte format of an L8 session stream.

A frame is one flag byte, a 4-byte big-endian payload length, then the payload
(one encoded L8 envelope), the layout gRPC uses on HTTP/2 streams. This module
is pure: bytes in, payloads out, no I/O.
"""

from __future__ import annotations

import operator
import struct
from types import ModuleType
from typing import Final

from l7_transport.bounds import UINT32_LIMIT
from l7_transport.exceptions import FramingError, TransportErrorCode, again

_compiled: ModuleType | None
try:
    from l7_transport import _framing as _compiled
except ImportError:  # installed without a C compiler: the Python loops below
    _compiled = None

FRAME_HEADER_SIZE: Final = 5
"""Bytes before the payload: one flag byte and a 4-byte length."""

DEFAULT_MAX_FRAME_SIZE: Final = 1 << 20
"""Largest payload accepted unless configured otherwise (1 MiB)."""

FLAG_ENVELOPE: Final = 0x00
"""The only flag value defined: an uncompressed envelope follows."""

_HEADER: Final = struct.Struct(">BI")


def encode_frame(payload: bytes, *, flags: int = FLAG_ENVELOPE) -> bytes:
    """Return `payload` with its frame header in front."""
    return _HEADER.pack(flags, len(payload)) + payload


Buffer = bytes | bytearray | memoryview


def _check_max_frame_size(size: int) -> int:
    """`size` as an int, if it is one in range (the compiled and Python loops read it alike)."""
    if isinstance(size, bool):  # (an int to `operator.index`, never meant as a size)
        msg = f"max_frame_size must be an integer, got {size!r}"
        raise TypeError(msg)
    size = operator.index(size)  # TypeError for a float or a str
    # (as TransportConfig bounds it: a 4-byte length announces no more)
    if not 0 < size <= UINT32_LIMIT:
        msg = f"max_frame_size must be positive and at most {UINT32_LIMIT}, got {size}"
        raise ValueError(msg)
    return size


def _bytes_only(data: Buffer) -> Buffer:
    """`data` as one row of bytes; a buffer of wider items (`"I"`), or with steps, refused."""
    if isinstance(data, bytes | bytearray):
        return data
    view = memoryview(data)
    if view.itemsize != 1:
        message = "frames are read from a buffer of bytes (items of one byte)"
        raise TypeError(message)
    if not view.c_contiguous:  # (the compiled loops cannot take it either: BufferError)
        message = "frames are read from a contiguous buffer (a view with steps is not one)"
        raise TypeError(message)
    return view if view.ndim == 1 else view.cast("B")


def _scan_headers(data: Buffer, position: int, limit: int) -> tuple[int, bool]:
    """Walk the frame headers of `data` from `position` while a whole header remains.

    Returns where the walk stopped (past the last payload announced, maybe beyond the
    end of `data`, or at a header cut short) and False; or the position of the first
    header with a flag byte other than 0 or a length above `limit`, and True.
    `_framing.scan` does the same, compiled.
    """
    data = _bytes_only(data)
    unpack = _HEADER.unpack_from
    end = len(data)
    while end - position >= FRAME_HEADER_SIZE:
        flags, length = unpack(data, position)
        if flags or length > limit:
            return position, True
        position += FRAME_HEADER_SIZE + length
    return position, False


def _split_frames(data: Buffer, limit: int) -> tuple[list[bytes], int, bool]:
    """The payloads of the complete frames at the start of `data`, and where the rest starts.

    With True, the rest starts at a header with a flag byte other than 0 or a length
    above `limit` (refused as soon as the header is whole). `_framing.split` does the
    same, compiled.
    """
    data = _bytes_only(data)
    unpack = _HEADER.unpack_from
    payloads: list[bytes] = []
    offset = 0
    end = len(data)
    while end - offset >= FRAME_HEADER_SIZE:
        flags, length = unpack(data, offset)
        if flags or length > limit:
            return payloads, offset, True
        start = offset + FRAME_HEADER_SIZE
        if end - start < length:
            break
        payloads.append(bytes(data[start : start + length]))
        offset = start + length
    return payloads, offset, False


scan_headers = _scan_headers if _compiled is None else _compiled.scan
"""`_scan_headers`, compiled when `_framing` was built (tests swap in either)."""

split_frames = _split_frames if _compiled is None else _compiled.split
"""`_split_frames`, compiled when `_framing` was built (tests swap in either)."""

COMPILED: Final = _compiled is not None
"""Whether the compiled loops (`_framing.c`) were built."""


def _fault(flags: int, length: int, limit: int) -> FramingError:
    """The error for a header that `scan_headers` or `split_frames` stopped at."""
    if flags != FLAG_ENVELOPE:
        return FramingError(
            TransportErrorCode.BAD_FRAME_FLAGS,
            f"frame flag byte is 0x{flags:02x}; only 0x00 (envelope) is defined",
        )
    return FramingError(
        TransportErrorCode.FRAME_TOO_LARGE,
        f"frame of {length} bytes exceeds the limit of {limit}",
    )


class FrameDecoder:
    """Splits a byte stream into frame payloads, never buffering more than one frame.

    `feed` returns every complete payload it can. When the stream breaks the
    format (unknown flags, a length above the limit) the decoder stops, keeps
    the payloads decoded before the fault, and records the fault in `error`;
    every later `feed` returns nothing. Check `error` after each `feed`.
    """

    __slots__ = ("_buffer", "error", "max_frame_size")

    def __init__(self, max_frame_size: int = DEFAULT_MAX_FRAME_SIZE) -> None:
        self.max_frame_size = _check_max_frame_size(max_frame_size)
        self._buffer = bytearray()
        self.error: FramingError | None = None

    @property
    def buffered(self) -> int:
        """Bytes received that do not yet form a complete frame."""
        return len(self._buffer)

    def feed(self, data: Buffer) -> list[bytes]:
        """Take more bytes of the stream; return the payloads they complete."""
        if self.error is not None:
            return []
        if type(data) is not bytes:
            data = _bytes_only(data)  # (lengths and slices below count bytes)
        buffer = self._buffer
        if buffer:
            buffer += data
            payloads, offset, fault = split_frames(buffer, self.max_frame_size)
        else:  # the usual case: whole frames, read where they lie, only a rest kept
            payloads, offset, fault = split_frames(data, self.max_frame_size)
            buffer += memoryview(data)[offset:]
            offset = 0
        if fault:
            flags, length = _HEADER.unpack_from(buffer, offset)
            self.error = _fault(flags, length, self.max_frame_size)
            buffer.clear()
        elif offset:
            del buffer[:offset]
        return payloads

    def end_of_stream(self) -> None:
        """Declare that no more bytes will come; raise `FramingError` if a frame was cut short."""
        if self.error is None and self._buffer:
            self.error = FramingError(
                TransportErrorCode.TRUNCATED_FRAME,
                f"stream ended inside a frame ({len(self._buffer)} bytes buffered)",
            )
            self._buffer.clear()
            raise again(self.error)


class FrameScanner:
    """Checks frame headers in a byte stream as it passes, without keeping the payloads.

    The transport runs one per session stream so that a frame above the
    limit, or with unknown flags, is caught at its header, before its payload
    is buffered anywhere. `feed` raises `FramingError` at the first fault and
    every later call raises it again.
    """

    __slots__ = ("_header", "_remaining", "error", "max_frame_size")

    def __init__(self, max_frame_size: int = DEFAULT_MAX_FRAME_SIZE) -> None:
        # (the C loop would raise OverflowError, or TypeError, mid-read)
        self.max_frame_size = _check_max_frame_size(max_frame_size)
        self._remaining = 0  # payload bytes of the current frame not seen yet
        self._header = bytearray()  # a header split across chunks
        self.error: FramingError | None = None

    @property
    def inside_frame(self) -> bool:
        """True when the bytes seen so far end part-way through a frame."""
        return bool(self._remaining or self._header)

    def feed(self, data: Buffer) -> None:
        """Scan the next bytes of the stream."""
        if self.error is not None:
            raise again(self.error)
        if type(data) is not bytes:
            data = _bytes_only(data)  # (lengths and slices below count bytes)
        end = len(data)
        position = min(self._remaining, end)
        self._remaining -= position
        if self._header and position < end:
            # Complete a header split across chunks, then check it.
            need = FRAME_HEADER_SIZE - len(self._header)
            self._header += data[position : position + need]
            position += need
            if len(self._header) < FRAME_HEADER_SIZE:
                return
            flags, length = _HEADER.unpack(self._header)
            self._header.clear()
            self._check(flags, length)
            position += length
        position, fault = scan_headers(data, position, self.max_frame_size)
        if fault:
            self._check(*_HEADER.unpack_from(data, position))
        if position > end:
            self._remaining = position - end
        elif position < end:
            self._header += data[position:]

    def _check(self, flags: int, length: int) -> None:
        if flags != FLAG_ENVELOPE or length > self.max_frame_size:
            self.error = _fault(flags, length, self.max_frame_size)
            raise again(self.error)
