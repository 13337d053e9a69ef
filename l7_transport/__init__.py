"""L7 transport: L8 sessions as long-lived streams over HTTP/2 (h2) and HTTP/3 (aioquic).

`Channel` is the one interface upper layers use; `serve_http2`/`serve_http3`
and `Http2Client`/`Http3Client` carry it over real sockets, `ConnectionPool`
shares one connection per origin, and `memory_channel_pair` joins two
channels in memory for tests. The frame format (`framing`) is pure.
"""

from typing import TYPE_CHECKING, Final

from l7_transport.lazy import lazy_exports

if TYPE_CHECKING:  # (imported on first use instead: see __getattr__)
    from l7_transport.channel import (
        Channel,
        MessageHandler,
        PeerInfo,
        SessionHandler,
    )
    from l7_transport.config import (
        CARD_PATH,
        CONTENT_TYPE,
        MESSAGE_PATH,
        SESSION_PATH,
        TransportConfig,
    )
    from l7_transport.exceptions import (
        ChannelClosed,
        ConnectError,
        ConnectionLost,
        ConnectTimeout,
        FramingError,
        MessageTooLarge,
        SessionRefused,
        StreamReset,
        TransportError,
        TransportErrorCode,
        TransportProtocolError,
        WriteStalled,
    )
    from l7_transport.framing import (
        DEFAULT_MAX_FRAME_SIZE,
        FLAG_ENVELOPE,
        FRAME_HEADER_SIZE,
        FrameDecoder,
        FrameScanner,
        encode_frame,
    )
    from l7_transport.memory import memory_channel_pair
    from l7_transport.stream_channel import StreamChannel

# Where each name of __all__ lives: importing one module of the package does not
# import all the others (PEP 562).
_HOMES: Final[dict[str, str]] = {
    "Channel": "l7_transport.channel",
    "MessageHandler": "l7_transport.channel",
    "PeerInfo": "l7_transport.channel",
    "SessionHandler": "l7_transport.channel",
    "StreamChannel": "l7_transport.stream_channel",
    "CARD_PATH": "l7_transport.config",
    "CONTENT_TYPE": "l7_transport.config",
    "MESSAGE_PATH": "l7_transport.config",
    "SESSION_PATH": "l7_transport.config",
    "TransportConfig": "l7_transport.config",
    "ChannelClosed": "l7_transport.exceptions",
    "ConnectError": "l7_transport.exceptions",
    "ConnectionLost": "l7_transport.exceptions",
    "ConnectTimeout": "l7_transport.exceptions",
    "FramingError": "l7_transport.exceptions",
    "MessageTooLarge": "l7_transport.exceptions",
    "SessionRefused": "l7_transport.exceptions",
    "StreamReset": "l7_transport.exceptions",
    "TransportError": "l7_transport.exceptions",
    "TransportErrorCode": "l7_transport.exceptions",
    "TransportProtocolError": "l7_transport.exceptions",
    "WriteStalled": "l7_transport.exceptions",
    "DEFAULT_MAX_FRAME_SIZE": "l7_transport.framing",
    "FLAG_ENVELOPE": "l7_transport.framing",
    "FRAME_HEADER_SIZE": "l7_transport.framing",
    "FrameDecoder": "l7_transport.framing",
    "FrameScanner": "l7_transport.framing",
    "encode_frame": "l7_transport.framing",
    "memory_channel_pair": "l7_transport.memory",
}

__all__ = [
    "CARD_PATH",
    "CONTENT_TYPE",
    "DEFAULT_MAX_FRAME_SIZE",
    "FLAG_ENVELOPE",
    "FRAME_HEADER_SIZE",
    "MESSAGE_PATH",
    "SESSION_PATH",
    "Channel",
    "ChannelClosed",
    "ConnectError",
    "ConnectTimeout",
    "ConnectionLost",
    "FrameDecoder",
    "FrameScanner",
    "FramingError",
    "MessageHandler",
    "MessageTooLarge",
    "PeerInfo",
    "SessionHandler",
    "SessionRefused",
    "StreamChannel",
    "StreamReset",
    "TransportConfig",
    "TransportError",
    "TransportErrorCode",
    "TransportProtocolError",
    "WriteStalled",
    "encode_frame",
    "memory_channel_pair",
]


if not TYPE_CHECKING:  # (mypy sees the imports above: a misspelt name stays an error)
    __getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
