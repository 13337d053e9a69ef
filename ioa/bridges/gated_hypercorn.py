"""hypercorn behind the project's accept loop: connection caps, and its keep-alive as deadline.

hypercorn bounds no connections. Its accept loop (`hypercorn.asyncio.run.worker_serve`)
is replaced by `gated_listener` (each connection counted at the accept, per address
and in total); each admitted connection is served by hypercorn's own per-connection
server (`TCPServer`: HTTP/1.1, HTTP/2 by ALPN, prior knowledge or upgrade), as
`worker_serve` does. That class is hypercorn's, not its documented API: written for
hypercorn 0.18, and the A2A tests run through it.

The deadlines are hypercorn's keep-alive timer: it runs from the accept or the last
response while no request is under way, and bytes that come meanwhile do not put it
off, so it closes an idle connection and one whose request's headers (HTTP/1.1) or
first HEADERS (HTTP/2) trickle alike: set to `ListenerLimits.waiting_timeout`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import ssl
from collections.abc import Awaitable, Callable
from typing import Any

from hypercorn.asyncio.tcp_server import TCPServer
from hypercorn.asyncio.worker_context import WorkerContext
from hypercorn.config import Config
from hypercorn.events import Event, RawData
from hypercorn.protocol.h2 import H2Protocol
from hypercorn.utils import wrap_app

from l7_transport.listener import Admission
from l7_transport.listener_limits import ListenerLimits, gated_listener

STREAM_LIMIT = 2**16
"""The buffer of each connection's reader (`asyncio.start_server`'s own default)."""


class _TimedTCPServer(TCPServer):
    """hypercorn's per-connection server, its keep-alive timer started again on HTTP/2.

    A cleartext connection that turns to HTTP/2 (prior knowledge, or an `h2c` upgrade)
    does so inside a "request" of the HTTP/1.1 layer, which stopped the timer; the
    HTTP/2 layer starts it again only when a stream ends. A connection that sent its
    preface and SETTINGS, then nothing or PINGs only, had no deadline (an outside
    review). Started again here at the HTTP/2 layer's first bytes (its SETTINGS), when
    it has no stream under way; its own events stop and start it from then on.
    """

    _h2_timed = False

    async def protocol_send(self, event: Event) -> None:
        """hypercorn's; and the timer, the first time HTTP/2 writes."""
        await super().protocol_send(event)
        if self._h2_timed or not isinstance(event, RawData):
            return
        layer = getattr(getattr(self, "protocol", None), "protocol", None)
        if isinstance(layer, H2Protocol):
            self._h2_timed = True
            if layer.idle:
                await self.idle_task.restart(self._task_group, self._idle_timeout)


async def serve_hypercorn(  # noqa: PLR0913 - what is served, where, how
    app: Any,  # noqa: ANN401 - an ASGI application
    sock: socket.socket,
    limits: ListenerLimits,
    *,
    files: tuple[str, str] | None = None,
    errorlog: logging.Logger | None = None,
    name: str | None = None,
) -> Callable[[], Awaitable[None]]:
    """Serve `app` with hypercorn on the bound socket `sock`, within `limits`; how to stop.

    `files`: a certificate and its key, for TLS (ALPN h2 and http/1.1). Stopping stops
    accepting, closes idle connections and gives the others `graceful_timeout` (1 s).
    `name`: what the log calls the listener ("a2a").
    """
    config = Config()
    config.accesslog = None
    config.errorlog = errorlog or logging.getLogger("ioa.bridges.http")
    config.graceful_timeout = 1.0
    config.keep_alive_timeout = limits.waiting_timeout
    ssl_context: ssl.SSLContext | None = None
    if files is not None:
        config.certfile, config.keyfile = files
        ssl_context = config.create_ssl_context()
    served = wrap_app(app, config.wsgi_max_body_size, "asgi")
    context = WorkerContext(None)
    state: dict[str, Any] = {}  # no lifespan: what is served here has none
    loop = asyncio.get_running_loop()
    connections: set[asyncio.Task[None]] = set()

    def connected(admission: Admission) -> asyncio.Protocol:
        def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            server = _TimedTCPServer(served, loop, config, context, state, reader, writer)
            task: asyncio.Task[None] = loop.create_task(server.run())
            connections.add(task)
            task.add_done_callback(connections.discard)
            task.add_done_callback(lambda _: admission.release())

        reader = asyncio.StreamReader(limit=STREAM_LIMIT, loop=loop)
        return asyncio.StreamReaderProtocol(reader, serve, loop=loop)

    listener = gated_listener(limits, connected, ssl_context=ssl_context, name=name)
    listener.start_on(sock)

    async def stop() -> None:
        await listener.close()
        await context.terminated.set()  # idle connections close at once
        if connections:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    asyncio.gather(*connections, return_exceptions=True), config.graceful_timeout
                )

    return stop


__all__ = ["serve_hypercorn"]
