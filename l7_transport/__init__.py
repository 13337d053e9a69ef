"""L7 transport: the byte format of L8 session streams (later: the HTTP/2 and HTTP/3 carriers)."""

from l7_transport.exceptions import FramingError, TransportError, TransportErrorCode
from l7_transport.framing import (
    DEFAULT_MAX_FRAME_SIZE,
    FLAG_ENVELOPE,
    FRAME_HEADER_SIZE,
    FrameDecoder,
    encode_frame,
)

__all__ = [
    "DEFAULT_MAX_FRAME_SIZE",
    "FLAG_ENVELOPE",
    "FRAME_HEADER_SIZE",
    "FrameDecoder",
    "FramingError",
    "TransportError",
    "TransportErrorCode",
    "encode_frame",
]
