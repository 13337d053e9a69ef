"""What stands between a hostile sender of datagrams and the HTTP/3 server's connections.

`GuardedQuicServer`: aioquic's listener with the connection caps applied to a
new connection's first Initial packet once it decrypts (junk shaped like an
Initial is dropped before, leaving no state), refused there statelessly
(CONNECTION_CLOSE with CONNECTION_REFUSED, no connection state), as every new
connection is once the server is shutting down; optionally QUIC Retry; and no
Version Negotiation answer to a datagram too small to open a connection; the
socket's receive buffer as configured (`quic_receive_buffer`), and logged.
What guards each connection once it is up is in `l7_transport.h3guard`.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Callable
from typing import Any

from aioquic.asyncio.protocol import QuicConnectionProtocol
from aioquic.asyncio.server import QuicServer
from aioquic.buffer import Buffer, BufferReadError  # type: ignore[attr-defined]
from aioquic.quic.configuration import SMALLEST_MAX_DATAGRAM_SIZE
from aioquic.quic.connection import (
    TRANSPORT_CLOSE_FRAME_CAPACITY,
    NetworkAddress,
    QuicConnectionState,
)
from aioquic.quic.crypto import CryptoPair
from aioquic.quic.packet import (
    QuicErrorCode,
    QuicFrameType,
    QuicHeader,
    QuicPacketType,
    pull_quic_header,
)
from aioquic.quic.packet_builder import QuicPacketBuilder
from aioquic.quic.retry import QuicRetryTokenHandler

from l7_transport.h3quic import read_waiting
from l7_transport.serving import ConnectionGate, socket_address

logger = logging.getLogger("l7_transport.http3")


def refusal_datagram(header: QuicHeader, reason: str) -> bytes:
    """A server Initial packet closing the connection with CONNECTION_REFUSED, stateless.

    Keys come from the client's Destination Connection ID, as for any
    server Initial; the packet is smaller than the client's Initial, so it
    amplifies nothing.
    """
    crypto = CryptoPair()
    crypto.setup_initial(cid=header.destination_cid, is_client=False, version=header.version)  # type: ignore[arg-type]
    builder = QuicPacketBuilder(
        host_cid=header.destination_cid,
        is_client=False,
        max_datagram_size=SMALLEST_MAX_DATAGRAM_SIZE,
        peer_cid=header.source_cid,
        version=header.version,  # type: ignore[arg-type]
    )
    builder.start_packet(QuicPacketType.INITIAL, crypto)
    phrase = reason.encode()[:200]
    buf = builder.start_frame(
        QuicFrameType.TRANSPORT_CLOSE, capacity=TRANSPORT_CLOSE_FRAME_CAPACITY + len(phrase)
    )
    buf.push_uint_var(QuicErrorCode.CONNECTION_REFUSED)
    buf.push_uint_var(QuicFrameType.PADDING)
    buf.push_uint_var(len(phrase))
    buf.push_bytes(phrase)
    datagrams, _ = builder.flush()
    return datagrams[0]


def host_of(addr: NetworkAddress) -> str:
    """The source IP address of a UDP peer, IPv4-mapped IPv6 shown as IPv4."""
    return str(addr[0]).removeprefix("::ffff:")


def initial_decrypts(data: bytes, *, host_cid_length: int) -> bool:
    """Whether the first packet of `data`, a client's Initial, decrypts with its Initial keys.

    The keys come from the packet's own Destination Connection ID, as for
    any server (RFC 9001 5.2): anyone can make such a packet, but junk
    shaped like one (random bytes, a valid header before garbage, a
    truncated packet) does not decrypt. Stateless, and much cheaper than
    the TLS work a connection would start.
    """
    buf = Buffer(data=data)
    try:
        header = pull_quic_header(buf, host_cid_length=host_cid_length)
        if header.version is None:
            return False
        crypto = CryptoPair()
        crypto.setup_initial(cid=header.destination_cid, is_client=False, version=header.version)
        crypto.decrypt_packet(data[: header.packet_length], buf.tell(), 0)
    except (ValueError, IndexError, BufferReadError):  # CryptoError is a ValueError
        return False
    return True


_READ_AT_CLOSE = 4096
"""Datagrams read from the socket at most as it closes (a socket buffer's worth, or more)."""

OnRefused = Callable[[NetworkAddress, str], None]
"""(peer address, reason): a new connection was refused at its first Initial."""


def set_receive_buffer(transport: asyncio.BaseTransport, wanted: int | None) -> int | None:
    """Ask for `wanted` bytes of receive buffer on `transport`'s socket; what it has then.

    None asks nothing (the system's stays). Logged once (INFO), with the setting that
    allows more when the kernel granted less; None (and a warning) when the socket cannot
    say.
    """
    sock = transport.get_extra_info("socket")
    where = socket_address(transport.get_extra_info("sockname"))
    try:
        if wanted is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, wanted)
        granted = int(sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF))
    except (AttributeError, OSError) as error:
        logger.warning("HTTP/3 at %s: the UDP receive buffer was left as it is: %s", where, error)
        return None
    if wanted is None:
        logger.info("HTTP/3 at %s: UDP receive buffer of %d bytes (the system's)", where, granted)
    elif granted < wanted:
        logger.info(
            "HTTP/3 at %s: UDP receive buffer of %d bytes (%d asked; the system allows no "
            "more: on Linux, raise net.core.rmem_max)",
            where,
            granted,
            wanted,
        )
    else:
        logger.info("HTTP/3 at %s: UDP receive buffer of %d bytes", where, granted)
    return granted


class GuardedQuicServer(QuicServer):
    """aioquic's listener with the caps on new connections (see the module docstring).

    A datagram that would open a connection must first prove something: its
    Initial packet must decrypt (`initial_decrypts`). Junk is dropped there,
    answered with nothing and leaving no state (`undecryptable` counts it),
    so that datagrams from spoofed addresses cannot fill the caps. Only
    then is the connection counted against `gate` (or refused, statelessly);
    `admitting` names its source (`ConnectionGate.source_of`) while the
    protocol is made, and the protocol releases the count when the connection
    ends. Should aioquic then decrypt nothing of it after all, the connection
    is let go at once (no QuicConnection, no timer kept).

    With `retry=True` (aioquic's), a new connection must first echo a Retry
    token bound to its address (RFC 9000 8.1): the defence against floods
    of well-formed Initials from spoofed addresses, at one round trip more
    per connection. A Retry is sent only for an Initial that decrypts.
    """

    def __init__(
        self,
        *,
        gate: ConnectionGate,
        on_refused: OnRefused,
        handshakes: Callable[[str], tuple[int, int]] = lambda _source: (0, 0),
        max_handshakes: int = 1 << 30,
        receive_buffer: int | None = None,
        **kwargs: Any,  # noqa: ANN401 - aioquic's own arguments
    ) -> None:
        super().__init__(**kwargs)
        self.gate = gate
        self.admitting: str | None = None
        self.undecryptable = 0
        """Datagrams shaped to open a connection whose Initial did not decrypt (dropped)."""
        self.retried = 0
        """New connections asked to prove their address first because of the load."""
        self._on_refused = on_refused
        self._handshakes = handshakes
        """Handshakes under way now: (in all, from one source)."""
        self._max_handshakes = max_handshakes
        self._always_retry = self._retry is not None
        self._retry_tokens = self._retry or QuicRetryTokenHandler()
        self.receive_buffer = receive_buffer
        """The receive buffer asked for the socket (None: the kernel's default); once it is
        bound, what the kernel granted (bytes; None if the socket cannot say)."""
        self.refusing: str | None = None
        """Why every new connection is refused at its first Initial (the server is shutting
        down), statelessly as over a cap; None while new connections are taken."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The socket is bound: its receive buffer is set (`receive_buffer`), and logged."""
        super().connection_made(transport)
        self.receive_buffer = set_receive_buffer(transport, self.receive_buffer)

    def datagram_received(self, data: bytes | str, addr: NetworkAddress) -> None:
        """Route a datagram, then those already waiting behind it (`read_waiting`)."""
        self._route(data, addr)
        read_waiting(self._transport, self._route)

    def _route(self, data: bytes | str, addr: NetworkAddress) -> None:
        """Route a datagram; a first Initial that decrypts is counted, or refused over a cap."""
        if isinstance(data, str):  # pragma: no cover - datagram sockets deliver bytes
            return
        host_cid_length = self._configuration.connection_id_length
        try:
            header = pull_quic_header(Buffer(data=data), host_cid_length=host_cid_length)
        except ValueError:
            return
        opens = (
            header.packet_type == QuicPacketType.INITIAL
            and len(data) >= SMALLEST_MAX_DATAGRAM_SIZE
            and header.destination_cid not in self._protocols
        )
        if header.version is not None and header.version not in self._supported_versions():
            # Version Negotiation only for a datagram that could open a
            # connection (RFC 9000 section 6.1): anything smaller would get an
            # answer larger than itself.
            if len(data) >= SMALLEST_MAX_DATAGRAM_SIZE:
                super().datagram_received(data, addr)
            return
        if not opens:
            super().datagram_received(data, addr)
            return
        if not initial_decrypts(data, host_cid_length=host_cid_length):
            self.undecryptable += 1
            return
        if self.refusing is not None:  # shutting down: refused as over a cap, with no state
            if self._transport is not None:
                self._transport.sendto(refusal_datagram(header, self.refusing), addr)
            return
        self._open(data, addr, header)

    def _open(self, data: bytes, addr: NetworkAddress, header: QuicHeader) -> None:
        """A first Initial that decrypts: counted, or refused over a cap, then handed to aioquic.

        Under load it must first prove its address: with half of `max_handshakes` under
        way (in all), a new connection is answered with a Retry (stateless) unless it
        echoes a valid one, so that Initials from spoofed addresses hold at most that
        half. Each connection under way is some hundreds of Python objects: 2,000 of them
        made full collections of 250-370 ms, an outside attack that stalled every locked
        session of the server. Nothing more is refused here: a hard cap in all let one
        real address lock every other out (a review); real addresses are held to the
        connection caps, as before.
        """
        source = self.gate.source_of(addr)
        under_way, _ = self._handshakes(source)
        refused = self.gate.admit(source)
        if refused is not None:
            if self._transport is not None:
                self._transport.sendto(refusal_datagram(header, "too many connections"), addr)
            self._on_refused(addr, refused)
            return
        validate = self._always_retry or under_way >= self._max_handshakes // 2
        if not validate and header.token:
            # A token this server may not have issued (another server's NEW_TOKEN): checked,
            # and when it does not hold, the connection goes on unvalidated (RFC 9000 8.1.3).
            try:
                self._retry_tokens.validate_token(
                    address=addr,
                    destination_cid=header.destination_cid,
                    token=header.token,
                    now=self._loop.time(),
                )
                validate = True
            except ValueError:
                validate = False
        # aioquic reads `_retry` per datagram (typed as set, None when off)
        self._retry = self._retry_tokens if validate else None  # type: ignore[assignment]
        if validate and not header.token and not self._always_retry:
            self.retried += 1
            if self.retried == 1 or self.retried % 1000 == 0:
                logger.warning(
                    "under load: %d handshakes under way (half of max_handshakes, %d, reached); "
                    "new connections prove their address first (QUIC Retry), %d so far",
                    under_way,
                    self._max_handshakes,
                    self.retried,
                )
        self.admitting = source
        try:
            super().datagram_received(data, addr)
        finally:
            self.admitting = None
            self._retry = self._retry_tokens if self._always_retry else None  # type: ignore[assignment]
        protocol = self._protocols.get(header.destination_cid)
        if protocol is None:
            self.gate.release(source)  # answered with a Retry: no connection yet
        elif protocol._quic._state is QuicConnectionState.FIRSTFLIGHT:  # noqa: SLF001
            self._let_go(protocol)

    def _let_go(self, protocol: QuicConnectionProtocol) -> None:
        """A new connection of which nothing was decrypted: no state of it is kept.

        (`initial_decrypts` should have dropped its datagram first; this
        holds whatever aioquic decides.) It is forgotten by connection ID,
        its timer cancelled, and the protocol told that it is lost, which
        releases its count in the caps.
        """
        self.undecryptable += 1
        for cid in [cid for cid, held in self._protocols.items() if held is protocol]:
            del self._protocols[cid]
        timer = protocol._timer  # noqa: SLF001 - aioquic's, armed as the datagram was handled
        if timer is not None:
            timer.cancel()
            protocol._timer = protocol._timer_at = None  # noqa: SLF001
        protocol.connection_lost(None)

    def held(self) -> set[QuicConnectionProtocol]:
        """The connections this listener holds now (their handshake done or not)."""
        return set(self._protocols.values())

    def read_waiting(self) -> None:
        """Route the datagrams already waiting in the socket, before it closes.

        A datagram left there would be lost with the socket, and its sender, who
        hears of no closed port (an unconnected UDP socket sees no ICMP), would wait
        its whole connect timeout: a new connection's Initial is refused instead
        (`refusing`), anything else goes to its connection.
        """
        read_waiting(self._transport, self._route, limit=_READ_AT_CLOSE)

    def _supported_versions(self) -> list[int]:
        return list(self._configuration.supported_versions)
