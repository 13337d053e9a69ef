"""Transport limits and timeouts, with safe defaults. Times are in seconds, sizes in bytes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final, Literal

from l7_transport.bounds import (
    GIB,
    MANY,
    UINT32_LIMIT,
    WINDOW_LIMIT,
    ConfigBounds,
    Count,
    Order,
    seconds,
)
from l7_transport.framing import DEFAULT_MAX_FRAME_SIZE, FRAME_HEADER_SIZE
from l7_transport.h2audit import SETTINGS_COST

SESSION_PATH: Final = "/ioa/v1/session"
"""Where a long-lived session stream is opened (POST)."""
MESSAGE_PATH: Final = "/ioa/v1/message"
"""Where a one-shot message is posted (POST)."""
CONTENT_TYPE: Final = "application/ioa+json"
"""The media type of both: length-prefixed frames of JSON envelopes."""
CARD_PATH: Final = "/.well-known/ioa-agent.json"
"""Where a serving agent publishes its signed agent card (GET)."""

MAX_CONCURRENT_STREAMS_LIMIT: Final = 10_000
"""The highest `TransportConfig.max_concurrent_streams`. HTTP/2 lets a setting say 2^32-1,
but each stream a peer opens costs a session's state here (~1.4 KiB in h2 alone, a
handshake, a handler), the reset budget grows with the limit, and the sum of the stream
windows must fit one connection window (`WINDOW_LIMIT`): ten times the bench's 1,000
(bench/sessions.py) is past any honest use of one connection."""


@dataclass(frozen=True, kw_only=True, slots=True)
class TransportConfig:
    """Everything a transport server or client can be tuned with."""

    max_frame_size: int = DEFAULT_MAX_FRAME_SIZE
    """Largest L8 frame payload accepted on a stream; a larger header resets the session."""
    max_concurrent_streams: int = 128
    """Most sessions (streams) a peer may have open on one connection."""
    max_header_list_size: int = 16 * 1024
    """Largest header block accepted."""
    stream_window: int = 256 * 1024
    """Receive window per stream: what a peer may send ahead of the application reading it."""
    connection_window: int = 4 * 1024 * 1024
    """Receive window per connection (HTTP/2)."""
    max_send_buffer: int = 256 * 1024
    """Bytes a session buffers for sending before `send` waits for the peer to take them."""
    stall_timeout: float = 30.0
    """A `send` stuck this long resets its stream (the peer stopped reading)."""
    connect_timeout: float = 10.0
    """Longest wait for a connection, its TLS handshake and a session to open."""
    keepalive_interval: float = 20.0
    """A connection silent this long is sent a PING."""
    keepalive_timeout: float = 10.0
    """A PING unanswered this long means the connection is dead."""
    idle_timeout: float = 30.0
    """A connection with no session open for this long is closed (a client reconnects on
    its next use)."""
    reuse_linger: float = 1.0
    """How long a client connection with no session left stays open for the next session
    to the same server (`ioa.Agent.connect` shares one connection among its sessions to
    one place); 0 closes it with its last session."""
    tls_handshake_timeout: float = 5.0
    """A connection whose TLS (or QUIC) handshake has not completed in this time is closed."""
    first_byte_timeout: float = 5.0
    """A connection that has not sent its first request (HTTP/2 preface and HEADERS, HTTP/3
    request) in this time is closed; a session stream without its first frame in this time
    is reset; a peer that has not ended its side of a session this long after the server
    ended its own is asked to stop (RST_STREAM NO_ERROR, RFC 9113 8.1)."""
    max_connections: int = 2048
    """Connections served at once; a new one beyond is closed at once (and logged)."""
    max_connections_per_address: int = 256
    """Connections served at once from one source address (IPv6: its /64;
    `ConnectionGate.source_of`)."""
    openings_per_turn: int = 16
    """New streams (sessions, one-shot messages, card requests) one source address may open
    per event-loop turn, over all its connections; a connection of a source past it stops
    reading until the next turn (`l7_transport.turns`), so that a flood of openings from
    one address cannot make a turn long for every other peer. IPv6 counts by /64. Over
    HTTP/3 (one UDP socket for all) the requests past it wait for the next turn instead."""
    max_handshakes: int = 256
    """HTTP/3: with half of this many QUIC handshakes under way, a new connection must first
    echo a Retry (RFC 9000 8.1: its address proved, one round trip more), so that a flood
    of Initials from spoofed addresses holds at most that half."""
    max_control_frames: int = 2000
    """Control frames (PING, SETTINGS, PRIORITY, RST_STREAM, empty DATA, HEADERS or
    CONTINUATION, and WINDOW_UPDATE crediting fewer than 1,024 bytes:
    `l7_transport.h2audit.SMALL_WINDOW_UPDATE`, since honest peers credit in large batches)
    a connection may send in a burst (a SETTINGS counts by its work:
    `l7_transport.h2audit.SETTINGS_COST`); the budget refills at `max_control_frames` per
    second. Streams reset, by the peer or by this side because of the peer, also draw on a
    budget of their own: max(100, `max_concurrent_streams`) a second, twice that in a burst
    (each may have started a handler). HTTP/3 draws its frames that carry nothing from the
    same budget, and QUIC's below it (PING, *_BLOCKED, PATH_CHALLENGE, PATH_RESPONSE, a
    MAX_* that raises no limit, a STREAM, CRYPTO or RESET_STREAM bringing nothing new, an
    ACK past a packet's first). Beyond either: GOAWAY ENHANCE_YOUR_CALM (HTTP/2),
    H3_EXCESSIVE_LOAD (HTTP/3)."""
    max_control_frames_per_address: int = 4000
    """The same control frames, over all of one source address's connections to a server,
    HTTP/2 or HTTP/3 (IPv6: its /64; each server keeps its own budgets): this many a
    second, as a burst too. Every token a connection takes from its own budget is taken
    from its address's as well, since a server handles only ~25-30k control frames a
    second on one core (a PING ~36 us end to end) and one address may hold
    `max_connections_per_address` connections, each within its own budget. When the
    address's budget is spent, a connection spending beyond its fair share of it (the
    budget over the address's connections) gets GOAWAY ENHANCE_YOUR_CALM (HTTP/3: it is
    closed with H3_EXCESSIVE_LOAD), and one that spends little (an honest peer behind the
    same NAT) goes on (`l7_transport.budgets.AddressShare`). Twice `max_control_frames`:
    two connections of one address may both use their whole budget. At least
    `SETTINGS_COST`.
    The budget outlives the address's last connection until it has refilled, so closing
    and reopening connections does not renew it."""
    shutdown_grace: float = 10.0
    """How long a graceful shutdown waits for in-flight sessions before resetting them."""
    reconnect_initial: float = 0.05
    """First reconnection delay; it doubles on each failure (with full jitter)."""
    reconnect_max: float = 5.0
    """Longest reconnection delay."""
    reconnect_attempts: int = 6
    """Attempts before giving up with `ConnectError`."""
    quic_datagram_size: int = 1350
    """Largest QUIC datagram sent (HTTP/3). 1350 fits any path with a 1400-byte MTU;
    on loopback or a jumbo-frame LAN a larger size (up to 16000) cuts per-packet cost."""
    quic_receive_buffer: int | None = None
    """HTTP/3: the receive buffer (bytes) a server asks for its UDP socket, which every
    connection shares (SO_RCVBUF: the kernel clamps it, Linux to `net.core.rmem_max`, and
    doubles its grant; what the socket has is logged). None keeps the system's (~208 KiB
    on Linux). A larger one drops fewer datagrams in a burst, but under a flood the server
    cannot keep up with it queues them, everyone's alike, for as long as it holds: an
    outside flood of session openings gave an honest peer p99 2.0 s with 8 MiB against
    0.33 s with the default (decided: the default, spec 2.3)."""

    h2_engine: Literal["auto", "pure", "jh2"] = "auto"
    """The HTTP/2 engine (l7_transport.engines): "auto", the compiled `jh2` when it is
    installed (the `fast` extra), else "pure" (`h2`, pure Python); or one of them by name
    (an engine named but not installed fails the server or client at its start)."""
    h3_engine: Literal["auto", "pure"] = "auto"
    """The HTTP/3 engine: "pure" (`aioquic`) is the only one; "auto" is it. (`qh3`, the
    compiled fork, was measured and rejected: docs/transport.md says why.)"""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            # the L8 frame header's 32-bit length (not HTTP/2's SETTINGS_MAX_FRAME_SIZE,
            # which the driver sets itself: h2engine.MAX_DATA_FRAME)
            "max_frame_size": Count(1, UINT32_LIMIT),
            "max_concurrent_streams": Count(1, MAX_CONCURRENT_STREAMS_LIMIT),
            "max_header_list_size": Count(1, UINT32_LIMIT),  # a 32-bit SETTINGS value
            "stream_window": Count(1, WINDOW_LIMIT),
            "connection_window": Count(1, WINDOW_LIMIT),
            "max_send_buffer": Count(1, GIB),
            "stall_timeout": seconds(),
            "connect_timeout": seconds(),
            "keepalive_interval": seconds(),
            "keepalive_timeout": seconds(),
            "idle_timeout": seconds(),
            "reuse_linger": seconds(0.0),  # 0: closed with its last session
            "tls_handshake_timeout": seconds(),
            "first_byte_timeout": seconds(),
            "max_connections": Count(1, MANY),
            "max_connections_per_address": Count(1, MANY),
            "openings_per_turn": Count(1, MANY),
            "max_handshakes": Count(1, MANY),
            # a second SETTINGS frame could never pass a budget below its cost
            "max_control_frames": Count(SETTINGS_COST, MANY),
            "max_control_frames_per_address": Count(SETTINGS_COST, MANY),
            "shutdown_grace": seconds(),
            "reconnect_initial": seconds(),
            "reconnect_max": seconds(),
            "reconnect_attempts": Count(1, 1000),
            "quic_datagram_size": Count(1200, 16000),  # the QUIC minimum; a jumbo frame
            "quic_receive_buffer": Count(4096, GIB, optional=True),
        },
        orders=(
            Order(
                "reconnect_initial",
                "reconnect_max",
                "the delay starts at the first and doubles up to the second, the longest",
            ),
        ),
    )
    """The range of every numeric setting (`l7_transport.bounds`), and the one pair whose
    first must not exceed the second by definition. A cap per part above the cap of the
    whole is no contradiction: it never bites (the whole's does first), and lowering the
    total alone (`max_connections`, `max_control_frames_per_address` below its
    connection's budget, as the attack tests do) is a safe setting, not an error. Nor is
    `connection_window` below `stream_window`: the window opened is at least the sum of
    the stream windows (`max_streams_window`), which must fit HTTP/2's largest."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)
        if self.max_streams_window > WINDOW_LIMIT:
            msg = (
                f"TransportConfig: max_concurrent_streams ({self.max_concurrent_streams}) "
                f"x stream_window ({self.stream_window}) = {self.max_streams_window} must "
                f"be at most {WINDOW_LIMIT}: an HTTP/2 connection's window covers every "
                "stream's (RFC 9113 6.9.1)"
            )
            raise ValueError(msg)
        engines = {"h2_engine": ("auto", "pure", "jh2"), "h3_engine": ("auto", "pure")}
        for name, known in engines.items():
            if getattr(self, name) not in known:
                msg = (
                    f"TransportConfig.{name} must be one of {', '.join(known)}, "
                    f"got {getattr(self, name)!r}"
                )
                raise ValueError(msg)

    @property
    def max_streams_window(self) -> int:
        """What the windows of as many streams as a peer may open add up to.

        At least this much connection window is opened (HTTP/2), so that streams nobody
        reads cannot hold the window the others need.
        """
        return self.max_concurrent_streams * self.stream_window

    @property
    def max_message_body(self) -> int:
        """Largest body of a one-shot message: one frame and its header."""
        return self.max_frame_size + FRAME_HEADER_SIZE
