"""L7 transport: L8 sessions as long-lived streams over HTTP/2 (h2) and HTTP/3 (aioquic).

`Channel` is the one interface upper layers use; `serve_http2`/`serve_http3`
and `Http2Client`/`Http3Client` carry it over real sockets, `ConnectionPool`
shares one connection per origin, and `memory_channel_pair` joins two
channels in memory for tests. The frame format (`framing`) is pure.
"""

from l7_transport.channel import (
    Channel,
    MessageHandler,
    PeerInfo,
    SessionHandler,
    StreamChannel,
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
