"""The authority's HTTP listeners (aiohttp) behind the project's accept loop.

aiohttp bounds no connections and has no timer for a request's headers of its own.
Here an application's runner serves connections that `gated_listener` accepted
(each counted at the accept, per address and in total, before any TLS; one over a
cap is closed at once and logged), instead of a `TCPSite`. The deadlines are
aiohttp's keep-alive timer (`keepalive_timeout`): it runs from the accept or the
last response while the connection waits for a request, and bytes of a request's
head that come meanwhile do not put it off, so set to
`ListenerLimits.waiting_timeout` it closes an idle connection and a slowloris
alike (aiohttp's own default is an hour).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from aiohttp import web
from aiohttp.typedefs import Middleware

from l7_transport.listener import Admission, TcpListener
from l7_transport.listener_limits import CountedProtocol, ListenerLimits, gated_listener

logger = logging.getLogger("authority.listening")


def body_deadline(seconds: float) -> Middleware:
    """A middleware that closes a connection whose request body is not whole in `seconds`.

    The body is not read here (handlers that authorise first still read nothing of an
    unauthorised one); a timer checks, `seconds` after the headers, that the body has
    all come, and closes the connection if not (the handler's read then fails and it
    ends). A request without a body has no timer.
    """

    @web.middleware
    async def deadline(
        request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if not request.body_exists:
            return await handler(request)

        expired = False

        def check() -> None:
            nonlocal expired
            if request.content.is_eof():
                return
            expired = True
            logger.warning(
                "%s: the body of %s %s did not come within %gs of its headers: closing",
                request.remote,
                request.method,
                request.path,
                seconds,
            )
            if request.transport is not None:
                request.transport.close()

        timer = asyncio.get_running_loop().call_later(seconds, check)
        try:
            return await handler(request)
        except ConnectionError:
            if not expired:
                raise
            # The handler's read failed on the connection closed above: said, not a fault.
            raise web.HTTPRequestTimeout(text="the request body did not come in time") from None
        finally:
            timer.cancel()

    return deadline


def limited_runner(app: web.Application, limits: ListenerLimits, **kwargs: Any) -> web.AppRunner:  # noqa: ANN401
    """An `AppRunner` for `app` whose keep-alive timer is `limits`' (`kwargs`: aiohttp's).

    `app` gets `body_deadline(limits.body_timeout)` first among its middlewares: aiohttp
    times nothing once a request's headers are whole, so a body sent a byte at a time held
    a connection (and the unauthenticated token endpoint's handler) for hours.
    """
    app.middlewares.insert(0, body_deadline(limits.body_timeout))
    return web.AppRunner(app, keepalive_timeout=limits.waiting_timeout, **kwargs)


@contextlib.asynccontextmanager
async def listening(  # noqa: PLR0913 - what is served, where, how
    runner: web.AppRunner,
    host: str,
    port: int,
    limits: ListenerLimits,
    *,
    ssl_context: ssl.SSLContext | None = None,
    name: str | None = None,
) -> AsyncIterator[TcpListener]:
    """Serve the set-up `runner` on `host:port` within `limits` while the block runs.

    Yields the listener (`.port`: the port bound; `.gate`: the counts). On leaving,
    accepting stops; the runner's cleanup is the caller's. `name`: what the log calls
    the listener ("authority").
    """
    server = runner.server
    if server is None:
        msg = "the runner is not set up"
        raise RuntimeError(msg)

    def connection(admission: Admission) -> CountedProtocol:
        return CountedProtocol(server(), admission)

    listener = gated_listener(limits, connection, ssl_context=ssl_context, name=name)
    await listener.start(host, port)
    try:
        yield listener
    finally:
        await listener.close()


__all__ = ["body_deadline", "limited_runner", "listening"]
