"""HTTP/2 carrier of L8 sessions: an asyncio driver around a sans-I/O engine (`h2`, `jh2`).

One TCP connection carries many sessions, each on its own stream
(`POST /ioa/v1/session`), plus one-shot messages (`POST /ioa/v1/message`),
which ride on the same `StreamChannel` machinery with a byte limit. TLS with
ALPN `h2` by default; cleartext (prior knowledge) only when asked.

What `h2` leaves to this driver, and how it is done:

- Flow control: stream windows are credited as the application reads;
  the connection window is at least the sum of all stream windows, so
  sessions that are not being read can never starve the others.
- Robustness: every h2 call made while handling events tolerates streams h2
  has already closed (a request and its reset can arrive in one read), and
  anything unexpected closes this connection with GOAWAY, never the server.
- Memory: a connection closed while its peer is not reading is aborted
  after the keep-alive timeout; header blocks awaiting CONTINUATION are
  bounded by the header limit; resets by the peer are budgeted (a rapid
  reset flood gets GOAWAY ENHANCE_YOUR_CALM).
- Graceful shutdown: h2 closes a connection for good the moment a GOAWAY is
  sent or received (python-hyper/h2#1181), so a draining server first
  refuses new streams with REFUSED_STREAM, lets the sessions in flight
  finish (handlers still running after the grace are cancelled and given a
  moment to say their last words), and only then sends GOAWAY and closes; a
  closing client first lets its sessions write what they queued (the client
  is `l7_transport.http2_client`, re-exported here).

The server's side of one connection is `l7_transport.h2server`; this module holds the
server that accepts them and what they share.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from typing import Self

from l7_transport.budgets import AddressBudgets
from l7_transport.channel import (
    MessageHandler,
    SessionHandler,
)
from l7_transport.config import TransportConfig
from l7_transport.engines import h2_engine
from l7_transport.gone import GoneBySource
from l7_transport.h2server import _ServerConnection
from l7_transport.http2_client import Http2Client, _ClientConnection
from l7_transport.listener import TcpListener
from l7_transport.loop_turns import LoopTurns
from l7_transport.paces import PacedBySource
from l7_transport.serving import (
    ConnectionGate,
    Documents,
    ServerStats,
)
from l7_transport.turns import OpeningTurns

logger = logging.getLogger("l7_transport.http2")


class Http2Server(LoopTurns):
    """A listening HTTP/2 server of L8 sessions and one-shot messages."""

    def __init__(
        self,
        session_handler: SessionHandler,
        message_handler: MessageHandler | None,
        *,
        config: TransportConfig,
        cleartext: bool,
    ) -> None:
        self.session_handler = session_handler
        self.message_handler = message_handler
        self.config = config
        self.cleartext = cleartext
        self.documents: Documents = {}
        """Path -> the JSON document served there on GET (the agent card)."""
        self.connections: set[_ServerConnection] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        self.closing = False
        self.gate = ConnectionGate(
            total=config.max_connections, per_address=config.max_connections_per_address
        )
        """The connection caps, in total and per source address."""
        self.turns = OpeningTurns(config.openings_per_turn)
        """Stream openings per source address and event-loop turn (`l7_transport.turns`)."""
        self.control_budgets = AddressBudgets(config.max_control_frames_per_address)
        """The control-frame budget each source address's connections share (its audits'
        `FrameAudit.share`), held while the address has a connection and until it has refilled."""
        self.gone = GoneBySource()
        """Each source's streams that are gone and still cost (`l7_transport.gone`)."""
        self.refusals_said = PacedBySource()
        """When a refused request of each source is logged (`l7_transport.paces`)."""
        self._listener: TcpListener | None = None

    def stats(self) -> ServerStats:
        """Connections, streams and handlers now; connections refused and faulted so far."""
        return ServerStats(
            connections=len(self.connections),
            streams=sum(len(c.streams) for c in self.connections),
            handlers=len(self.tasks),
            refused_connections=self.gate.refused,
            faulted_connections=self.gate.faulted,
        )

    def count_fault(self) -> None:
        """A connection closed (or its TLS handshake failed) for a fault of the peer."""
        self.gate.faulted += 1

    @property
    def port(self) -> int:
        """The port the server listens on (useful with port 0)."""
        assert self._listener is not None  # noqa: S101 - set by serve_http2
        return self._listener.port

    async def close(self, grace: float | None = None) -> None:
        """Stop accepting, drain every connection gracefully, then close them."""
        if self.closing:
            return
        self.closing = True
        for connection in list(self.connections):
            connection.begin_drain()  # (new streams refused from now on, before any wait)
        if self._listener is not None:
            await self._listener.close()
        grace = self.config.shutdown_grace if grace is None else grace
        connections = list(self.connections)  # (with any accepted meanwhile)
        await asyncio.gather(*(c.drain(grace) for c in connections))
        # Handlers of connections that died before the shutdown go too.
        for task in list(self.tasks):
            task.cancel()
        # The GOAWAYs are written; the connections end once their peers close (or the linger
        # of each passes): wait for that, so that nothing is left behind the server.
        lost = [asyncio.ensure_future(c.lost.wait()) for c in connections]
        if lost:
            _, pending = await asyncio.wait(lost, timeout=self.config.keepalive_timeout + 2.0)
            for waiter in pending:
                waiter.cancel()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


async def serve_http2(  # noqa: PLR0913 - all keyword-only
    session_handler: SessionHandler,
    *,
    message_handler: MessageHandler | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    ssl_context: ssl.SSLContext | None = None,
    cleartext: bool = False,
    config: TransportConfig | None = None,
    documents: Documents | None = None,
) -> Http2Server:
    """Listen for HTTP/2 connections; TLS unless `cleartext=True` is asked for explicitly.

    `documents` (path -> a function making the JSON bytes) are served on GET: an
    agent's card at `CARD_PATH`.
    """
    if ssl_context is None and not cleartext:
        msg = "HTTP/2 is served over TLS: pass ssl_context, or cleartext=True for loopback"
        raise ValueError(msg)
    if ssl_context is not None and cleartext:
        msg = "pass either ssl_context or cleartext=True, not both"
        raise ValueError(msg)
    config = config or TransportConfig()
    h2_engine(config.h2_engine, quiet=True)  # loaded now (not at the first connection)
    server = Http2Server(session_handler, message_handler, config=config, cleartext=cleartext)
    server.documents = dict(documents or {})
    listener = TcpListener(
        server.gate,
        lambda admission: _ServerConnection(server, admission),
        ssl_context=ssl_context,
        handshake_timeout=server.config.tls_handshake_timeout,
        on_fault=server.count_fault,
    )
    await listener.start(host, port)
    server._listener = listener  # noqa: SLF001 - the factory's own object
    h2_engine(config.h2_engine)  # logged once it serves: which engine, which loop
    return server


# ---------------------------------------------------------------------- client


__all__ = ["Http2Client", "Http2Server", "_ClientConnection", "_ServerConnection", "serve_http2"]
