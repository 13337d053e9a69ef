"""The gateway's connections to its agents: made on demand, made again when lost, with backoff.

One `UpstreamLink` per agent behind the relay. A stream that needs an agent which is
not up waits for one shared attempt (which tries again with backoff), for a
bounded time; a TLS failure marks the agent down for a while.
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


class UpstreamLink:
    """The connection to one agent: made on demand, made again when lost, with backoff.

    One attempt at a time: every stream waiting for the agent waits on that one
    attempt (which tries again with backoff), each for its own `connect_wait`, and at
    most `MAX_WAITING` of them. A TLS failure (it will not mend by itself) marks the
    agent down for `DOWN_FOR` seconds, in which streams are turned away at once.
    """

    def __init__(self, upstream: Upstream) -> None:
        self.upstream = upstream
        self.client: Http2Client | None = None
        self.attempt: asyncio.Task[Http2Client] | None = None
        self.down_until = 0.0
        self.waiting = 0
        self.reconnects = 0
        self.connected_before = False
        self._jobs: set[asyncio.Task[None]] = set()

    def _where(self) -> str:
        return f"{self.upstream.host}:{self.upstream.port}"

    async def session(self, wait: float) -> Channel:
        """A new session stream to the agent, within `wait` seconds (`TransportError` else)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        client = self.client
        if client is None or client.closed:
            client = await self._connected(loop, wait, deadline)
        try:
            async with asyncio.timeout(max(0.0, deadline - loop.time())):
                return await client.open_session()
        except TimeoutError:
            # An agent that took TCP and never answered a session, with nothing live on the
            # connection: let the next stream dial again. A connection that carries live
            # sessions (the agent at its stream limit, say) is never cut for one stream.
            if self.client is client and not client.sessions():
                self.client = None
                self._closing(client)
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"{self._where()} opened no session within {wait:g} s",
            ) from None

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
        give_up, delay = loop.time() + wait, BACKOFF_FIRST
        while True:
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
                raise ConnectTimeout(
                    TransportErrorCode.CONNECT_TIMEOUT, f"{self._where()}: no connection in time"
                ) from None
            except TransportError as error:
                # a certificate that does not verify will not verify on the next try either:
                # streams are turned away at once for a while, not kept waiting
                if error.code == TransportErrorCode.TLS_FAILED:
                    self.down_until = loop.time() + DOWN_FOR
                    raise
                if loop.time() + delay > give_up:
                    raise
            else:
                if self.connected_before:
                    self.reconnects += 1
                    logger.info("relay: reconnected to %s (its connection was lost)", self._where())
                self.client = client
                self.connected_before = True
                return client
            await asyncio.sleep(delay)
            delay = min(2 * delay, BACKOFF_MAX)

    async def close(self) -> None:
        """Stop the attempt under way and close the connection."""
        if self.attempt is not None and not self.attempt.done():
            self.attempt.cancel()
            with contextlib.suppress(asyncio.CancelledError, TransportError):
                await self.attempt
        if self.client is not None:
            await self.client.close()
        for job in list(self._jobs):
            with contextlib.suppress(Exception):
                await job


def _outcome_read(attempt: asyncio.Task[Http2Client]) -> None:
    if not attempt.cancelled():
        attempt.exception()  # (a failure is each waiter's to report: read, not logged)
