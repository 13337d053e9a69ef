"""uvicorn behind the project's accept loop: connection caps, a deadline for headers, keep-alive.

uvicorn bounds neither the connections it holds nor the time a request's headers
take: it arms no timer on a new connection, and its keep-alive timer, armed after a
response, is put off by every byte that comes, so a client sending headers a byte
at a time kept a connection for ever. Here uvicorn's own server runs without a
listening socket of its own (`startup(sockets=[])`: its lifespan, its main loop,
its graceful shutdown); connections come from `gated_listener` (counted at the
accept, per address and in total), each served by uvicorn's own HTTP/1.1 protocol
(h11) with the deadline of `ListenerLimits.header_timeout` added.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from typing import Any, Literal

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from l7_transport.listener import Admission, TcpListener
from l7_transport.listener_limits import ListenerLimits, gated_listener

logger = logging.getLogger("ioa.bridges.http")


class DeadlinedH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, with a deadline for each request's headers.

    While the connection waits for a request (both sides of h11 idle: just accepted,
    or its last response sent), one timer runs from when the wait began: at
    `keep_alive_timeout`, a connection from which nothing has come is closed; one
    part-way through its headers is closed at `header_timeout`. A request's headers
    complete stop it. A request answered while its body still comes (a 404, a 405,
    a refusal that did not read it) has `body_timeout` for the rest, from the
    answer: uvicorn reads and drops it for as long as it comes, and no deadline of
    its own runs then. The `Admission` is released when the connection ends.
    """

    def __init__(
        self,
        config: uvicorn.Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        *,
        admission: Admission,
        limits: ListenerLimits,
    ) -> None:
        super().__init__(config, server_state, app_state)
        self._admission = admission
        self._limits = limits
        self._waiting_since: float | None = None
        self._timed: str | None = None
        """What the running timer is for: "waiting" (a request's headers) or "early" (the rest
        of a body whose request was answered already)."""
        self._deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """uvicorn's; the wait for the first request begins."""
        super().connection_made(transport)
        self._watch()

    def data_received(self, data: bytes) -> None:
        """uvicorn's; a request whose headers are now complete stops the wait."""
        super().data_received(data)
        self._watch()

    def on_response_complete(self) -> None:
        """uvicorn's; the wait for the next request begins (or for the rest of a body)."""
        super().on_response_complete()
        if self._answered_early():
            # uvicorn's keep-alive timer, armed just now, would close after a pause in the
            # upload (its reset destroying the answer): the rest has `body_timeout`, ours.
            self._unset_keepalive_if_required()
        self._watch()

    def connection_lost(self, exc: Exception | None) -> None:
        """uvicorn's; the connection no longer counts."""
        self._stop_waiting()
        try:
            super().connection_lost(exc)
        finally:
            self._admission.release()

    def _waiting(self) -> bool:
        """Whether the connection waits for a request's headers (h11 idle on both sides)."""
        return (
            self.conn.our_state is h11.IDLE
            and self.conn.their_state is h11.IDLE
            and not self.transport.is_closing()
        )

    def _answered_early(self) -> bool:
        """Whether the request is answered while its body still comes (none reads it now)."""
        return (
            self.conn.their_state is h11.SEND_BODY
            and self.conn.our_state in (h11.DONE, h11.MUST_CLOSE)
            and not self.transport.is_closing()
        )

    def _watch(self) -> None:
        phase = "waiting" if self._waiting() else "early" if self._answered_early() else None
        if phase == self._timed:
            return  # (no wait, or the timer of this one runs)
        self._stop_waiting()
        if phase is None:
            return
        self._timed = phase
        self._waiting_since = self.loop.time()
        limits = self._limits
        # The rest of an answered body has a body's time: a client that sends all of it before
        # reading (most do) reads its answer then; a close while it sends would reset the
        # connection and destroy the answer it has not read yet.
        seconds = (
            limits.body_timeout
            if phase == "early"
            else min(limits.keep_alive_timeout, limits.header_timeout)
        )
        self._deadline = self.loop.call_later(seconds, self._expired)

    def _stop_waiting(self) -> None:
        self._waiting_since = None
        self._timed = None
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        self._deadline = None
        since = self._waiting_since
        if since is not None and self._timed == "early" and self._answered_early():
            logger.info(
                "closing the connection from %s: the body of a request answered already "
                "still came %g s after the answer",
                self._where(),
                self.loop.time() - since,
            )
            self._close()
            return
        if since is None or self._timed != "waiting" or not self._waiting():
            self._stop_waiting()
            return
        waited = self.loop.time() - since
        begun = bool(self.conn.trailing_data[0])  # bytes of a request's head, not all of it
        if begun and waited < self._limits.header_timeout:
            self._deadline = self.loop.call_later(
                self._limits.header_timeout - waited, self._expired
            )
            return
        if begun:
            logger.info(
                "closing the connection from %s: its request's headers did not all come "
                "within %g s",
                self._where(),
                self._limits.header_timeout,
            )
        self._close()

    def _where(self) -> str:
        return "%s:%d" % self.client if self.client else "a client"  # noqa: UP031

    def _close(self) -> None:
        self._stop_waiting()
        self.conn.send(h11.ConnectionClosed())
        self.transport.close()


class GatedUvicornServer(uvicorn.Server):
    """A uvicorn server whose connections come from `gated_listener` on `sock` (see the module)."""

    def __init__(
        self,
        config: uvicorn.Config,
        sock: socket.socket,
        limits: ListenerLimits,
        name: str | None = None,
    ) -> None:
        super().__init__(config)
        self.limits = limits
        self.name = name
        """What the log calls the listener (`gated_listener`)."""
        self.listener: TcpListener | None = None
        self._sock = sock

    async def serve(self, sockets: list[socket.socket] | None = None) -> None:
        """Serve until told to exit; cancelled, the accept loop stops too."""
        try:
            await super().serve(sockets)
        finally:
            if self.listener is not None:
                await self.listener.close()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        """The startup of uvicorn without a listening socket of its own, then the accept loop."""
        del sockets
        await super().startup(sockets=[])
        self.listener = gated_listener(
            self.limits, self._protocol, ssl_context=self.config.ssl, name=self.name
        )
        self.listener.start_on(self._sock)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """Stop accepting, then uvicorn's graceful shutdown of the connections served."""
        if self.listener is not None:
            await self.listener.close()
        await super().shutdown(sockets)

    def _protocol(self, admission: Admission) -> asyncio.Protocol:
        return DeadlinedH11Protocol(
            self.config,
            self.server_state,
            self.lifespan.state,
            admission=admission,
            limits=self.limits,
        )


def gated_uvicorn(  # noqa: PLR0913 - what is served, where, how
    app: Any,  # noqa: ANN401 - an ASGI application
    sock: socket.socket,
    limits: ListenerLimits,
    *,
    lifespan: Literal["on", "off"] = "off",
    ssl_certfile: str | None = None,
    ssl_keyfile: str | None = None,
    name: str | None = None,
) -> GatedUvicornServer:
    """A uvicorn server for `app` on the bound socket `sock`, within `limits` (HTTP/1.1).

    `name`: what the log calls the listener ("mcp-proxy").

    WebSocket upgrades are off (nothing served here takes them): uvicorn would hand the
    connection to another protocol, which `limits` do not follow.
    """
    config = uvicorn.Config(
        app,
        log_level="warning",
        lifespan=lifespan,
        access_log=False,
        ws="none",
        http="h11",
        timeout_keep_alive=limits.keep_alive_timeout,  # type: ignore[arg-type]  # (an int in its hints)
        ssl_certfile=ssl_certfile,
        ssl_keyfile=ssl_keyfile,
        # The socket's peer is the client: uvicorn would take X-Forwarded-For from
        # 127.0.0.1, letting a client there name any address in the logs and in every
        # per-address bound (an outside attack). A proxy in front is not trusted here.
        proxy_headers=False,
    )
    return GatedUvicornServer(config, sock, limits, name)


__all__ = ["DeadlinedH11Protocol", "GatedUvicornServer", "gated_uvicorn"]
