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

import contextlib
import ssl
from collections.abc import AsyncIterator
from typing import Any

from aiohttp import web

from l7_transport.listener import Admission, TcpListener
from l7_transport.listener_limits import CountedProtocol, ListenerLimits, gated_listener


def limited_runner(app: web.Application, limits: ListenerLimits, **kwargs: Any) -> web.AppRunner:  # noqa: ANN401
    """An `AppRunner` for `app` whose keep-alive timer is `limits`' (`kwargs`: aiohttp's)."""
    return web.AppRunner(app, keepalive_timeout=limits.waiting_timeout, **kwargs)


@contextlib.asynccontextmanager
async def listening(
    runner: web.AppRunner,
    host: str,
    port: int,
    limits: ListenerLimits,
    *,
    ssl_context: ssl.SSLContext | None = None,
) -> AsyncIterator[TcpListener]:
    """Serve the set-up `runner` on `host:port` within `limits` while the block runs.

    Yields the listener (`.port`: the port bound; `.gate`: the counts). On leaving,
    accepting stops; the runner's cleanup is the caller's.
    """
    server = runner.server
    if server is None:
        msg = "the runner is not set up"
        raise RuntimeError(msg)

    def connection(admission: Admission) -> CountedProtocol:
        return CountedProtocol(server(), admission)

    listener = gated_listener(limits, connection, ssl_context=ssl_context)
    await listener.start(host, port)
    try:
        yield listener
    finally:
        await listener.close()


__all__ = ["limited_runner", "listening"]
