"""Servers, clients and handlers for the transport tests (real sockets on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from aioquic.buffer import Buffer, BufferReadError  # type: ignore[attr-defined]
from aioquic.quic.crypto import CryptoPair
from aioquic.quic.packet import QuicFrameType, QuicPacketType, pull_quic_header

from l7_transport import Channel, PeerInfo, TransportConfig, TransportError
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.http3 import Http3Client, serve_http3
from l7_transport.tls import DevPki, client_ssl_context, server_ssl_context
from l7_transport.turns import OpeningTurns

HOST = "127.0.0.1"
SESSION_HEADERS = [
    (":method", "POST"),
    (":scheme", "http"),
    (":authority", "x"),
    (":path", "/ioa/v1/session"),
    ("content-type", "application/ioa+json"),
]
"""The request headers that open a session stream, as a raw client sends them."""


async def echo(channel: Channel) -> None:
    while data := await channel.receive():
        await channel.send(data)


async def echo_message(body: bytes, _peer: PeerInfo) -> bytes:
    return body


@dataclass
class Recorder:
    """A session handler that records what it saw and can be told to stall."""

    peers: list[PeerInfo] = field(default_factory=list)
    errors: list[TransportError] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    read: bool = True
    started: asyncio.Event = field(default_factory=asyncio.Event)
    release: asyncio.Event = field(default_factory=asyncio.Event)

    async def __call__(self, channel: Channel) -> None:
        self.peers.append(channel.peer)
        self.channels.append(channel)
        self.started.set()
        try:
            if not self.read:
                await self.release.wait()
            while data := await channel.receive():
                await channel.send(data)
        except TransportError as error:
            self.errors.append(error)
            raise


Server = object
Connect = Callable[[], Awaitable[Http2Client | Http3Client]]


@contextlib.asynccontextmanager
async def running(
    protocol: str,
    pki: DevPki,
    handler: Callable[[Channel], Awaitable[None]] = echo,
    *,
    config: TransportConfig | None = None,
    message_handler: Callable[[bytes, PeerInfo], Awaitable[bytes]] | None = echo_message,
    client_cert: str | None = None,
    require_client_cert: bool = False,
) -> AsyncIterator[tuple[object, Connect]]:
    """A server for `protocol` (h2, h2c or h3) and a function that connects a client to it."""
    config = config or TransportConfig()
    if protocol == "h3":
        server = await serve_http3(
            handler,
            message_handler=message_handler,
            certificate=pki.server_cert,
            private_key=pki.server_key,
            config=config,
        )

        async def connect() -> Http2Client | Http3Client:
            return await Http3Client.connect(HOST, server.port, ca=pki.ca_cert, config=config)

    else:
        cleartext = protocol == "h2c"
        server_ssl = None
        if not cleartext:
            server_ssl = server_ssl_context(
                pki.server_cert,
                pki.server_key,
                client_ca=pki.ca_cert if require_client_cert else None,
                require_client_cert=require_client_cert,
            )
        server = await serve_http2(
            handler,
            message_handler=message_handler,
            ssl_context=server_ssl,
            cleartext=cleartext,
            config=config,
        )

        async def connect() -> Http2Client | Http3Client:
            client_ssl = None
            if not cleartext:
                cert = key = None
                if client_cert is not None:
                    cert, key = pki.client_certs[client_cert]
                client_ssl = client_ssl_context(pki.ca_cert, cert=cert, key=key)
            return await Http2Client.connect(
                HOST,
                server.port,
                ssl_context=client_ssl,
                cleartext=cleartext,
                config=config,
            )

    try:
        yield server, connect
    finally:
        await server.close(grace=0.5)  # type: ignore[attr-defined]


async def eventually(condition: Callable[[], object], *, within: float = 10.0) -> None:
    """Wait until `condition()` is true (polled: a server's counters have no event to await)."""
    async with asyncio.timeout(within):
        while not condition():  # noqa: ASYNC110 - polling a counter, not an event
            await asyncio.sleep(0.02)


def endless_handler(agent: Any, task: str) -> tuple[asyncio.Event, asyncio.Event]:
    """Register a handler for `task` on `agent` that never ends: (started, cancelled)."""
    started, cancelled = asyncio.Event(), asyncio.Event()

    async def endless(_message: Any) -> dict[str, Any]:
        started.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return {}

    agent.handler(task)(endless)
    return started, cancelled


class _Side(asyncio.DatagramProtocol):
    """One socket of a relay: what it receives goes to `received`."""

    def __init__(self, received: Callable[[bytes, Any], None]) -> None:
        self.received = received

    def datagram_received(self, data: bytes, addr: Any) -> None:
        self.received(data, addr)


class HandshakeHeld:
    """A UDP relay that keeps a QUIC client's handshake under way until the server closes it.

    The client's datagrams go to the server; of the server's, only an Initial packet
    that closes the connection (CONNECTION_CLOSE, read with the Initial keys of the
    client's first Destination Connection ID, as the client reads it) goes back: the
    server's handshake flight is withheld, so neither side finishes the handshake,
    and whatever the server says as it closes reaches the client.
    """

    def __init__(self) -> None:
        self.front: asyncio.DatagramTransport | None = None
        self.back: asyncio.DatagramTransport | None = None
        self.client: Any = None
        self.withheld = 0
        """Datagrams of the server's that did not close the connection (its flight)."""
        self._first_cid: bytes | None = None
        self._version: int | None = None

    @classmethod
    async def start(cls, server_port: int) -> HandshakeHeld:
        """A relay to the server at `server_port`; clients connect to its `port`."""
        loop = asyncio.get_running_loop()
        relay = cls()
        relay.front, _ = await loop.create_datagram_endpoint(
            lambda: _Side(relay._from_client), local_addr=(HOST, 0)
        )
        relay.back, _ = await loop.create_datagram_endpoint(
            lambda: _Side(relay._from_server), remote_addr=(HOST, server_port)
        )
        return relay

    @property
    def port(self) -> int:
        assert self.front is not None
        return int(self.front.get_extra_info("sockname")[1])

    def _from_client(self, data: bytes, addr: Any) -> None:
        self.client = addr
        if self._first_cid is None:
            header = pull_quic_header(Buffer(data=data), host_cid_length=8)
            self._first_cid, self._version = header.destination_cid, header.version
        assert self.back is not None
        self.back.sendto(data)

    def _from_server(self, data: bytes, _addr: Any) -> None:
        if self._closes(data):
            assert self.front is not None
            self.front.sendto(data, self.client)
        else:
            self.withheld += 1

    def _closes(self, data: bytes) -> bool:
        """Whether `data` starts with an Initial packet holding a CONNECTION_CLOSE."""
        if self._first_cid is None or self._version is None:
            return False
        buf = Buffer(data=data)
        try:
            header = pull_quic_header(buf, host_cid_length=8)
            if header.packet_type != QuicPacketType.INITIAL:
                return False
            crypto = CryptoPair()
            crypto.setup_initial(cid=self._first_cid, is_client=True, version=self._version)
            _, payload, _ = crypto.decrypt_packet(data[: header.packet_length], buf.tell(), 0)
        except (ValueError, BufferReadError):  # (CryptoError is a ValueError)
            return False
        return payload.lstrip(b"\0")[:1] == bytes([QuicFrameType.TRANSPORT_CLOSE])

    def close(self) -> None:
        for transport in (self.front, self.back):
            if transport is not None:
                transport.close()


class CountedTurns(OpeningTurns):
    """A server's `OpeningTurns` that records the openings in each turn of the event loop.

    `start()` counts the loop's turns from then on (a callback each turn), `stop()` ends
    that; `openings` maps a turn to the streams opened in it, `waits` lists the sources
    each stream that had to wait for a later turn came from.
    """

    __slots__ = ("_ticking", "openings", "turn", "waits")

    def __init__(self, per_turn: int) -> None:
        super().__init__(per_turn)
        self.turn = 0
        self._ticking = False
        self.openings: dict[int, int] = {}
        self.waits: list[str] = []

    def wait(self, source: str, resume: Callable[[], None]) -> bool:
        """Recorded, then as `OpeningTurns` does."""
        self.waits.append(source)
        return super().wait(source, resume)

    def opened(self, source: str) -> bool:
        """Counted in this turn, then as `OpeningTurns` does."""
        self.openings[self.turn] = self.openings.get(self.turn, 0) + 1
        return super().opened(source)

    def start(self) -> None:
        """Count the loop's turns from now."""
        self._ticking = True
        asyncio.get_running_loop().call_soon(self._tick)

    def stop(self) -> None:
        """Count no more turns."""
        self._ticking = False

    def _tick(self) -> None:  # runs once in every turn of the loop
        self.turn += 1
        if self._ticking:
            asyncio.get_running_loop().call_soon(self._tick)


@contextlib.asynccontextmanager
async def serving_app(
    handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
) -> AsyncIterator[str]:
    """An aiohttp server on 127.0.0.1 whose every request, any method and path, is
    `handler`'s; its base URL (`http://127.0.0.1:PORT`)."""
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    finally:
        await runner.cleanup()
