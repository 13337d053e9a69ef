"""One pooled connection per peer origin, re-established with jittered backoff.

The pool hands out sessions and one-shot messages by origin. When a
connection is lost, the pool says which sessions were on it (`on_lost`), so
that nothing is silently dropped, and the next use reconnects: exponential
backoff with full jitter, a bounded number of attempts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import ssl
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

from l7_transport.channel import Channel
from l7_transport.config import TransportConfig
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    SessionRefused,
    TransportError,
    TransportErrorCode,
)
from l7_transport.http2 import Http2Client
from l7_transport.http3 import Http3Client
from l7_transport.serving import socket_address

logger = logging.getLogger("l7_transport.pool")

Protocol = Literal["h2", "h2c", "h3"]


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a pooled connection goes."""

    protocol: Protocol
    """`h2` (TLS), `h2c` (cleartext, loopback development) or `h3`."""
    host: str
    """Host name or address."""
    port: int
    """Port (TCP for HTTP/2, UDP for HTTP/3)."""

    def __str__(self) -> str:
        return f"{self.protocol}://{socket_address((self.host, self.port))}"


LostSessions = Callable[[Origin, list[str], TransportError], None]
"""Told, when a connection is lost, which of its sessions were open, and why."""

Client = Http2Client | Http3Client
ResultT = TypeVar("ResultT")


class ConnectionPool:
    """Connections by origin, shared by every session and message to that origin."""

    def __init__(  # noqa: PLR0913 - all keyword-only, each with a default
        self,
        *,
        ssl_context: ssl.SSLContext | None = None,
        ca: str | Path | None = None,
        config: TransportConfig | None = None,
        on_lost: LostSessions | None = None,
        rng: Callable[[], float] = random.random,
        sleep: Callable[[float], object] = asyncio.sleep,
    ) -> None:
        self.config = config or TransportConfig()
        """Limits and timeouts of every connection."""
        self._ssl_context = ssl_context
        self._ca = ca
        self._on_lost = on_lost
        self._rng = rng
        self._sleep = sleep
        self._clients: dict[Origin, Client] = {}
        self._retired: set[Client] = set()
        """Connections that hand out no more sessions, closed once their last one ends."""
        self._locks: dict[Origin, asyncio.Lock] = {}
        self._watchers: set[asyncio.Task[None]] = set()
        self._closing: set[asyncio.Task[None]] = set()
        """Closes of retired connections under way (`_sweep_retired`)."""
        self._closed = False

    def backoff(self, attempt: int) -> float:
        """The delay before reconnection attempt `attempt` (0-based): full jitter."""
        ceiling = min(self.config.reconnect_max, self.config.reconnect_initial * (1 << attempt))
        return self._rng() * ceiling

    async def connection(self, origin: Origin) -> Client:
        """The live connection to `origin`, connecting (with backoff) if there is none."""
        if self._closed:
            msg = "the pool is closed"
            raise RuntimeError(msg)
        if self._retired:  # (every session's way: nothing to do, most of the time)
            self._sweep_retired()
        lock = self._locks.setdefault(origin, asyncio.Lock())
        async with lock:
            client = self._clients.get(origin)
            if client is not None and not client.closed:
                return client
            client = await self._connect_with_backoff(origin)
            self._clients[origin] = client
            watcher = asyncio.get_running_loop().create_task(self._watch(origin, client))
            self._watchers.add(watcher)
            watcher.add_done_callback(self._watchers.discard)
            return client

    async def open_session(self, origin: Origin) -> Channel:
        """A new session to `origin`.

        A connection that refuses a new session unprocessed (its server is going
        away, or bounds it for load: the client cannot always tell, a GOAWAY may
        come after the refusal over HTTP/3, and a fresh connection may be
        served where this one is not) or that is lost before the session starts
        is retired, and the session is tried once more on a fresh connection:
        nothing was sent, so nothing repeats. A retired connection closes once
        its last session ends.
        """
        return await self._with_retry(origin, lambda client: client.open_session(), retry_lost=True)

    async def message(self, origin: Origin, payload: bytes) -> bytes:
        """Post a one-shot message to `origin`; return the answer's body.

        Retried on a fresh connection only when refused (REFUSED_STREAM means it
        was not processed); a message cut off by a lost connection may have been
        acted upon, so that is for the caller to decide.
        """
        return await self._with_retry(
            origin, lambda client: client.message(payload), retry_lost=False
        )

    async def _with_retry(
        self, origin: Origin, use: Callable[[Client], Awaitable[ResultT]], *, retry_lost: bool
    ) -> ResultT:
        client = await self.connection(origin)
        try:
            return await use(client)
        except (SessionRefused, ConnectionLost) as error:
            if isinstance(error, ConnectionLost) and not retry_lost:
                raise
            if isinstance(error, SessionRefused) and not error.unprocessed:
                raise  # the server's answer (a status), or no answer in time: maybe processed
            # Other sessions the connection carried are reported through on_lost.
            logger.info("%s: retiring a connection (%s); trying a fresh one", origin, error)
            self._retire(origin, client)
        return await use(await self.connection(origin))

    def _retire(self, origin: Origin, client: Client) -> None:
        """Hand out no more sessions on `client`; it serves the ones it has until they end.

        It is closed once it has none left (seen at the pool's next use, or its close):
        a server that refuses every stream of an address for a while made a pool open
        a connection per attempt, and keep them all.
        """
        if self._clients.get(origin) is client:
            del self._clients[origin]
        self._retired.add(client)

    def _sweep_retired(self) -> None:
        """Close the retired connections with no session left, beside the caller's way.

        (Not `closed`: a connection whose server said GOAWAY is "closed" to new sessions
        while it serves those it has; a lost one has none left.) A review: awaited on the
        way, the close made the next session wait for it (112 ms over HTTP/3).
        """
        for client in [client for client in self._retired if client.session_count == 0]:
            self._retired.discard(client)
            closing = asyncio.get_running_loop().create_task(self._close_quietly(client))
            self._closing.add(closing)
            closing.add_done_callback(self._closing.discard)

    @staticmethod
    async def _close_quietly(client: Client) -> None:
        with contextlib.suppress(TransportError):
            await client.close()

    async def _close_retired(self) -> None:
        retired, self._retired = list(self._retired), set()
        for client in retired:
            await self._close_quietly(client)

    async def close(self) -> None:
        """Close every connection (those retired too)."""
        self._closed = True
        await self._close_retired()
        if self._closing:
            await asyncio.gather(*self._closing)
        for client in list(self._clients.values()):
            await self._close_quietly(client)
        for watcher in list(self._watchers):
            watcher.cancel()
        self._clients.clear()

    async def _connect_with_backoff(self, origin: Origin) -> Client:
        last: TransportError | None = None
        for attempt in range(self.config.reconnect_attempts):
            if attempt:
                delay = self.backoff(attempt - 1)
                logger.info("%s: reconnecting in %.3fs (attempt %d)", origin, delay, attempt + 1)
                await self._sleep(delay)  # type: ignore[misc]
            try:
                return await self._connect(origin)
            except ConnectError as error:
                last = error
                logger.info("%s: connection attempt %d failed: %s", origin, attempt + 1, error)
        raise ConnectError(
            TransportErrorCode.CONNECT_FAILED,
            f"gave up after {self.config.reconnect_attempts} attempts: {last}",
            peer=socket_address((origin.host, origin.port)),
        )

    async def _connect(self, origin: Origin) -> Client:
        if origin.protocol == "h3":
            if self._ca is None:
                msg = "HTTP/3 origins need ca= (the QUIC handshake always verifies the server)"
                raise ValueError(msg)
            return await Http3Client.connect(
                origin.host, origin.port, ca=self._ca, config=self.config
            )
        if origin.protocol == "h2c":
            return await Http2Client.connect(
                origin.host, origin.port, cleartext=True, config=self.config
            )
        if self._ssl_context is None:
            msg = "HTTP/2 origins need ssl_context= (or use the h2c protocol on loopback)"
            raise ValueError(msg)
        return await Http2Client.connect(
            origin.host, origin.port, ssl_context=self._ssl_context, config=self.config
        )

    async def _watch(self, origin: Origin, client: Client) -> None:
        reason = await client.wait_lost()
        if self._clients.get(origin) is client:
            del self._clients[origin]
        lost = client.lost_sessions
        if lost:
            logger.warning("%s: connection lost with %d sessions: %s", origin, len(lost), reason)
        if self._on_lost is not None and not self._closed:
            self._on_lost(origin, lost, reason)
