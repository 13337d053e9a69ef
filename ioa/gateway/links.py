"""The gateway's connections to its agents: made on demand, made again when lost, with backoff.

One `UpstreamLink` per agent behind the relay: a small pool of HTTP/2
connections, another opened when every one is at the agent's limit of
concurrent streams (so that one busy peer cannot hold the only connection). A
stream that needs an agent which is not up waits for one shared attempt (which
tries again with backoff), for a bounded time; a TLS failure marks the agent
down for a while. Backoff counts failures only: a dial that failed, or a
connection lost with sessions cut (reset by the agent once under way, or open
when it went); a connection closed while idle (the agent's idle timeout, or the
gateway's own) is no failure, and the agent is dialled again at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
from dataclasses import dataclass
from typing import Final

from l7_transport import Channel
from l7_transport.exceptions import (
    ConnectError,
    ConnectTimeout,
    TransportError,
    TransportErrorCode,
)
from l7_transport.http2 import Http2Client

logger = logging.getLogger("ioa.gateway")


@dataclass(frozen=True, slots=True)
class Upstream:
    """Where the protected agent listens."""

    host: str
    port: int
    ssl_context: ssl.SSLContext | None = None
    """None: cleartext HTTP/2 (a loopback or private link only)."""


CONNECT_WAIT: Final = 3.0
"""Seconds a peer stream waits for its agent to accept a connection (started later...)."""
BACKOFF_FIRST: Final = 0.05
"""Seconds before the second attempt to connect to an agent; doubled after each failure."""
BACKOFF_MAX: Final = 1.0
"""The longest wait between two attempts."""


DOWN_FOR: Final = 5.0
"""Seconds an agent whose TLS failed is taken as down: streams are turned away at once."""
MAX_WAITING: Final = 256
"""Streams that may wait for one agent to come up; more are turned away at once."""
POOL_SIZE: Final = 4
"""Connections to one agent at most: another is opened when every one is at the agent's
limit of concurrent streams (128 by default here), so 4 carry 512 streams."""


def backoff(failures: int) -> float:
    """Seconds to wait before dialling an agent after `failures` failures in a row."""
    if failures <= 0:
        return 0.0
    return float(min(BACKOFF_FIRST * 2 ** (failures - 1), BACKOFF_MAX))


class UpstreamLink:
    """The connections to one agent: made on demand, made again when lost, with backoff.

    One attempt at a time: every stream waiting for a connection waits on that one
    attempt (which tries again with backoff), each for its own `connect_wait`, and at
    most `MAX_WAITING` of them. A TLS failure (it will not mend by itself) marks the
    agent down for `DOWN_FOR` seconds, in which streams are turned away at once. Up to
    `pool_size` connections: a new one only when each is at the agent's stream limit.
    """

    def __init__(self, upstream: Upstream, *, pool_size: int = POOL_SIZE) -> None:
        if pool_size < 1:
            msg = f"a pool of {pool_size} connections: at least one is needed"
            raise ValueError(msg)
        self.upstream = upstream
        self.pool_size = pool_size
        self.clients: list[Http2Client] = []
        """The connections open (or lost, until the next stream looks)."""
        self.attempt: asyncio.Task[Http2Client] | None = None
        self.down_until = 0.0
        self.waiting = 0
        self.failures = 0
        """Failures in a row: dials that failed, connections lost with sessions cut."""
        self.last_failure = 0.0
        """When the last failure was (the loop's clock): the backoff counts from it."""
        self.reconnects = 0
        """Connections made again after one was lost with sessions cut (the agent restarted)."""
        self.idle_closes = 0
        """Connections closed while idle (no session cut since the last opened): no failure."""
        self._lost = False
        self._cut_before: dict[Http2Client, int] = {}
        self._draining: list[Http2Client] = []  # out of the pool, sessions still finishing
        self._jobs: set[asyncio.Task[None]] = set()

    def _where(self) -> str:
        return f"{self.upstream.host}:{self.upstream.port}"

    async def session(self, wait: float) -> Channel:
        """A new session stream to the agent, within `wait` seconds (`TransportError` else)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        self._account(loop)
        client = next((c for c in self.clients if c.has_room), None)
        if client is None and len(self.clients) < self.pool_size:
            client = await self._connected(loop, wait, deadline)
        elif client is None:  # the pool is full: wait for room on the least busy connection
            client = min(self.clients, key=lambda c: c.session_count)
        # what was cut before this session opened did not end the connection: only what
        # is cut from now on tells a connection lost from one closed while idle
        if client in self.clients:  # (else accounted already: gone while this one waited)
            self._cut_before[client] = client.sessions_cut
        try:
            async with asyncio.timeout(max(0.0, deadline - loop.time())):
                return await client.open_session()
        except TimeoutError:
            # An agent that took TCP and never answered a session, with nothing live on the
            # connection: let the next stream dial again. A connection that carries live
            # sessions (the agent at its stream limit, say) is never cut for one stream.
            if client in self.clients and not client.sessions():
                self._drop(client)
                self._closing(client)
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"{self._where()} opened no session within {wait:g} s",
            ) from None
        except ConnectError as error:
            # the agent refused this gateway's certificate (or its absence): not mended soon
            if error.code == TransportErrorCode.TLS_FAILED:
                self._failed(loop, tls=True)
                self._drop(client)  # (counted here, not again as a lost connection)
            raise

    def _account(self, loop: asyncio.AbstractEventLoop) -> None:
        """Take the connections that are gone out of the pool, and say how each ended.

        One the agent is draining (GOAWAY NO_ERROR) leaves the pool at once but is
        accounted once its last session has ended: what is cut meanwhile still counts.
        """
        for client in [c for c in self.clients if c.closed]:
            self.clients.remove(client)
            self._draining.append(client)
        for client in [c for c in self._draining if not c.sessions()]:
            self._draining.remove(client)
            cut = client.sessions_cut - self._cut_before.pop(client, 0)
            if cut:
                self._failed(loop)
                self._lost = True
                logger.info(
                    "relay: the connection to %s was lost, %d sessions on it cut",
                    self._where(),
                    cut,
                )
            else:
                self.idle_closes += 1
                logger.debug("relay: the idle connection to %s was closed", self._where())

    def _drop(self, client: Http2Client) -> None:
        if client in self.clients:
            self.clients.remove(client)
        self._cut_before.pop(client, None)

    def _failed(self, loop: asyncio.AbstractEventLoop, *, tls: bool = False) -> None:
        self.failures += 1
        self.last_failure = loop.time()
        if tls:
            self.down_until = loop.time() + DOWN_FOR

    def _closing(self, client: Http2Client) -> None:
        """Close `client` in the background (its grace is not the waiting stream's to pay)."""
        job = asyncio.get_running_loop().create_task(client.close())
        self._jobs.add(job)
        job.add_done_callback(self._jobs.discard)

    async def _connected(
        self, loop: asyncio.AbstractEventLoop, wait: float, deadline: float
    ) -> Http2Client:
        if loop.time() < self.down_until:
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED,
                f"{self._where()} failed TLS (tried again at most every {DOWN_FOR:g} s)",
            )
        if self.waiting >= MAX_WAITING:
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED,
                f"{self._where()} is not up and {MAX_WAITING} streams wait for it already",
            )
        if self.attempt is None or self.attempt.done():
            self.attempt = loop.create_task(self._connect(wait))
            # read its outcome even when every waiter has gone (no "never retrieved" log)
            self.attempt.add_done_callback(_outcome_read)
        self.waiting += 1
        try:
            async with asyncio.timeout(max(0.0, deadline - loop.time())):
                return await asyncio.shield(self.attempt)
        except TimeoutError:
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"{self._where()} did not come up within {wait:g} s",
            ) from None
        finally:
            self.waiting -= 1

    async def _connect(self, wait: float) -> Http2Client:
        up = self.upstream
        loop = asyncio.get_running_loop()
        give_up = loop.time() + wait
        while True:
            # the backoff runs from the last failure: after a long quiet spell, or an idle
            # close (no failure), the agent is dialled at once
            pause = self.last_failure + backoff(self.failures) - loop.time()
            if pause > 0:
                if loop.time() + pause > give_up:
                    raise ConnectTimeout(
                        TransportErrorCode.CONNECT_TIMEOUT,
                        f"{self._where()}: not dialled again within {wait:g} s "
                        f"({self.failures} failures in a row)",
                    )
                await asyncio.sleep(pause)
            try:
                # each dial within the attempt's time, whatever the client's own timeout
                async with asyncio.timeout(max(0.01, give_up - loop.time())):
                    client = await Http2Client.connect(
                        up.host,
                        up.port,
                        ssl_context=up.ssl_context,
                        cleartext=up.ssl_context is None,
                    )
            except TimeoutError:
                self._failed(loop)
                raise ConnectTimeout(
                    TransportErrorCode.CONNECT_TIMEOUT, f"{self._where()}: no connection in time"
                ) from None
            except TransportError as error:
                # a certificate that does not verify will not verify on the next try either:
                # streams are turned away at once for a while, not kept waiting
                tls = error.code == TransportErrorCode.TLS_FAILED
                self._failed(loop, tls=tls)
                if tls or loop.time() + backoff(self.failures) > give_up:
                    raise
            else:
                if self._lost:
                    self.reconnects += 1
                    self._lost = False
                    logger.info("relay: reconnected to %s (its connection was lost)", self._where())
                self.failures = 0
                self.clients.append(client)
                return client

    async def close(self) -> None:
        """Stop the attempt under way and close the connections."""
        if self.attempt is not None and not self.attempt.done():
            self.attempt.cancel()
            with contextlib.suppress(asyncio.CancelledError, TransportError):
                await self.attempt
        for client in [*self.clients, *self._draining]:
            await client.close()
        for job in list(self._jobs):
            with contextlib.suppress(Exception):
                await job


def _outcome_read(attempt: asyncio.Task[Http2Client]) -> None:
    if not attempt.cancelled():
        attempt.exception()  # (a failure is each waiter's to report: read, not logged)
