"""Errors of the L7 transport layer, each with a stable code that travels on the wire."""

from __future__ import annotations

from enum import StrEnum


class TransportErrorCode(StrEnum):
    """Stable, machine-readable codes of transport errors."""

    FRAME_TOO_LARGE = "frame_too_large"
    BAD_FRAME_FLAGS = "bad_frame_flags"
    TRUNCATED_FRAME = "truncated_frame"


class TransportError(Exception):
    """Base class of every error raised by `l7_transport`."""

    code: TransportErrorCode

    def __init__(self, code: TransportErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class FramingError(TransportError):
    """The peer's byte stream does not follow the frame format; the stream is unusable."""
