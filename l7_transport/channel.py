"""The `Channel` interface: one L8 session's byte stream, whatever carries it.

A channel moves bytes both ways with backpressure (`send` waits while the
peer is not taking them), ends its own direction with `close`, and aborts
both with `abort`. `receive` returns what has arrived, `b""` at the end, or
raises the `TransportError` that ended the session. The HTTP/2 and HTTP/3
drivers share `StreamChannel` (`l7_transport.stream_channel`), driven through
`StreamDriver`; `l7_transport.memory.memory_channel_pair` joins two channels in
memory for tests.
"""

from __future__ import annotations

import abc
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from l7_transport.exceptions import TransportError

if TYPE_CHECKING:
    from l7_transport.stream_channel import StreamChannel

AGENT_URI_PREFIX = "urn:ioa:agent:"
"""Client certificates name their agent as a subjectAltName URI with this prefix."""

EARLY_WRITE_AFTER = 16
"""A connection writes at once when this many sends wait on one turn of the loop.

A driver writes what its sessions queued once per turn of the event loop, after they
have all run. With many sessions busy on one connection, that turns the two peers into a
lockstep: the peer reads a whole turn's answers, then this side reads the peer's whole
turn, and on two cores each side idles while the other works (round trips with 64 in
flight ran at about the sum of both sides' CPU per message). Writing once 16 sends are
queued lets the peer start on the first answers while this side makes the rest: about
twice the rate with 64 in flight on two cores (8 and 32 measured alike, 4 costs more
in writes than it gains), for one more write per 16 sends; the early write visits only
the sessions that sent. Sends, not sessions: one session with 64 requests in flight
takes turns with its peer just the same (bench/peers.py's open session x64 stayed at
half its rate when sessions were counted). A turn with fewer sends writes once, as
before. HTTP/2 only: over HTTP/3 the early writes measured slower (round trips x64
14.5k -> 12k messages/s), as each makes datagrams of its own and aioquic's cost is
per datagram.
"""


@dataclass(frozen=True, kw_only=True, slots=True)
class PeerInfo:
    """What the transport knows about the other end of a session."""

    address: str
    """`host:port` of the remote socket (or a label for in-memory channels)."""
    protocol: str
    """`h2`, `h2c` (cleartext), `h3` or `memory`."""
    tls: bool
    """True when the connection is encrypted."""
    certificate_subject: str | None = None
    """The peer certificate's subject, when it presented one (mTLS on a server)."""
    identities: tuple[str, ...] = field(default_factory=tuple)
    """The peer certificate's subjectAltName entries, typed: `DNS:...`, `IP:...`, `URI:...`,
    `email:...`. (The subject's CN is not an identity: only what a SAN type vouches for.)"""

    @property
    def host(self) -> str:
        """The remote host of `address`, without its port (the label when it has none).

        An IPv6 address comes without its brackets, as `ipaddress` reads it.
        """
        host, _, port = self.address.rpartition(":")
        if not host or not port.isdigit():
            return self.address
        return host[1:-1] if host.startswith("[") and host.endswith("]") else host

    @property
    def identity(self) -> str | None:
        """The first name the peer's certificate vouches for, if any."""
        return self.identities[0] if self.identities else None

    @property
    def agent_id(self) -> str | None:
        """The agent the certificate names: a `URI:urn:ioa:agent:<id>` entry, and only that."""
        for entry in self.identities:
            if entry.startswith("URI:" + AGENT_URI_PREFIX):
                return entry[len("URI:" + AGENT_URI_PREFIX) :] or None
        return None


class Channel(abc.ABC):
    """One session's byte stream, in both directions."""

    peer: PeerInfo
    """Who is at the other end."""
    session_id: str
    """A label for logs: protocol, peer and stream."""

    @abc.abstractmethod
    async def send(self, data: bytes) -> None:
        """Queue bytes for the peer; wait while too many are waiting (backpressure)."""

    @abc.abstractmethod
    async def receive(self) -> bytes:
        """The next bytes from the peer; `b""` once the peer has ended its direction."""

    @abc.abstractmethod
    async def close(self) -> None:
        """End this side's direction once everything queued has been sent."""

    @abc.abstractmethod
    def abort(self, reason: str = "aborted") -> None:
        """End the session at once in both directions (a stream reset)."""

    @property
    @abc.abstractmethod
    def closed(self) -> bool:
        """True once the session can neither send nor receive any more."""

    @property
    def failure(self) -> TransportError | None:
        """The error the session ended with, if it failed (None where a transport keeps none)."""
        return None

    @property
    def unsent(self) -> int:
        """Bytes sent and still queued here (0 where a transport cannot tell).

        The peer has not given the flow-control credit for them, or has not read.
        """
        return 0

    @property
    def taken_at(self) -> float | None:
        """When (`time.monotonic()`) the transport last took queued bytes to write.

        None: never, or it cannot tell. With bytes `unsent` since, the peer took nothing.
        """
        return None

    def trusted(self) -> None:  # noqa: B027 - optional: most transports have nothing to do
        """The layers above authenticated this session's peer (an L9 lock).

        A transport may then spend more on the connection: HTTP/2 over TLS reads 256 KiB
        at once instead of one TLS record. Nothing else changes; idempotent.
        """


Listener = Callable[[bytes], bool]
"""Takes bytes where they arrive (`StreamChannel.listen`): True if taken, False to leave them."""


class StreamDriver(Protocol):
    """What a `StreamChannel` needs from the connection that carries it."""

    def credit(self, stream_id: int, amount: int) -> None:
        """The application consumed `amount` bytes: let the peer send that much more."""

    def schedule_flush(self, stream_id: int | None = None) -> None:
        """Queued outbound bytes (or an end of stream) are waiting to be written.

        `stream_id`: the stream whose bytes or end wait, when one does (a driver may
        write a busy turn's streams early: `EARLY_WRITE_AFTER`).
        """

    def reset_stream(self, stream_id: int, reason: str) -> None:
        """Abort the stream on the wire."""

    def unread_arrived(self, channel: StreamChannel) -> None:
        """Bytes came for a finished stream whose reader has gone (`StreamChannel.drop_unread`).

        A server asks the peer to stop; a client does nothing.
        """


SessionHandler = Callable[[Channel], Awaitable[None]]
"""Serves one session: called with its channel, for as long as the session lasts."""

MessageHandler = Callable[[bytes, PeerInfo], Awaitable[bytes]]
"""Answers one one-shot message: the request body (frames) in, the response body out."""
