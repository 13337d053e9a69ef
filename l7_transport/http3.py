"""HTTP/3 carrier of L8 sessions: an asyncio driver around the sans-I/O `aioquic` library.

Same model as HTTP/2: one QUIC connection, one bidirectional stream per
session (`POST /ioa/v1/session`), one-shot messages on `POST /ioa/v1/message`
(riding the same `StreamChannel` machinery), ALPN `h3`. What aioquic leaves
to its user is done here and in the modules beside this one:

- Receive backpressure (`l7_transport.h3quic`). aioquic raises a stream's
  credit (MAX_STREAM_DATA) as data *arrives*; it is granted here as the
  application *reads*, so a slow reader stops the sender instead of growing
  a buffer. A request stream whose headers have not arrived yet gets only
  enough credit for a header block (aioquic buffers a whole HEADERS frame
  before parsing).
- Send backpressure (`l7_transport.h3connection`). aioquic buffers whatever
  it is given; a session hands it more only while the stream's
  unacknowledged bytes stay under the window.
- Limits: MAX_STREAMS comes from the configuration; a peer's reset of its
  half of a stream is answered by resetting ours, so the stream is released.
  The caps on new connections are in `l7_transport.h3listener`; the
  budgets and RFC 9114 checks of each connection in `l7_transport.h3guard`.
- Robustness: anything unexpected while handling QUIC events closes this
  connection (H3_INTERNAL_ERROR), never the server.
- Graceful shutdown (`l7_transport.h3server`): new connections (statelessly)
  and streams are refused, handshakes under way closed at once (QUIC
  CONNECTION_REFUSED, "server shutting down"), the sessions in flight
  finish, what they sent is acknowledged, a GOAWAY is sent (aioquic has no
  API for it: the frame is written on the control stream), then close. A closing client, too, first
  has what its sessions queued written and acknowledged (briefly, see
  `Http3Client.close`).

This module holds the listening `Http3Server` (`serve_http3`) and the
`Http3Client`. Client certificates (mTLS) are not offered on HTTP/3: aioquic
has no public API for a server to request them. Use HTTP/2 where mTLS is
required.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Callable
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any, Self

from aioquic.asyncio.client import connect
from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import NetworkAddress, QuicConnection

from l7_transport.budgets import AddressBudgets
from l7_transport.channel import (
    MessageHandler,
    SessionHandler,
)
from l7_transport.client import StreamClient
from l7_transport.config import CONTENT_TYPE, TransportConfig
from l7_transport.engines import h3_engine
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    ConnectTimeout,
    TransportErrorCode,
)
from l7_transport.gone import GoneBySource
from l7_transport.h3client import Http3ClientConnection
from l7_transport.h3connection import Http3Connection, bytes_headers
from l7_transport.h3drain import SHUTTING_DOWN
from l7_transport.h3listener import GuardedQuicServer, host_of
from l7_transport.h3quic import quic_configuration
from l7_transport.h3server import Http3ServerConnection
from l7_transport.loop_turns import LoopTurns
from l7_transport.paces import PacedBySource
from l7_transport.serving import ConnectionGate, Documents, ServerStats, socket_address
from l7_transport.stream_channel import StreamChannel
from l7_transport.turns import OpeningTurns

__all__ = [
    "Http3Client",
    "Http3Connection",
    "Http3Server",
    "Http3ServerConnection",
    "quic_configuration",
    "serve_http3",
]

logger = logging.getLogger("l7_transport.http3")

_REFUSAL_LOG_PER_SECOND = 20  # refused connections logged one by one; beyond, a count a second
_CLIENT_CLOSE_GRACE = 2.0
"""Longest a closing client waits for its sessions to write what they queued (and the FIN of
those that asked to end) and for the server to acknowledge it, before its CONNECTION_CLOSE."""

_Protocol = Http3ServerConnection
"""The name the fuzz targets know the server's connection by."""


class Http3Server(LoopTurns):
    """A listening HTTP/3 server of L8 sessions and one-shot messages."""

    def __init__(
        self,
        session_handler: SessionHandler,
        message_handler: MessageHandler | None,
        *,
        config: TransportConfig,
    ) -> None:
        self.session_handler = session_handler
        self.message_handler = message_handler
        self.config = config
        self.connections: set[Http3ServerConnection] = set()
        """Connections past their handshake (the ones a shutdown drains)."""
        self.tasks: set[asyncio.Task[None]] = set()
        self.closing = False
        self.documents: Documents = {}
        """Path -> the JSON document served there on GET (the agent card)."""
        self.gate = ConnectionGate(
            total=config.max_connections, per_address=config.max_connections_per_address
        )
        """The connection caps, in total and per source address: every QUIC connection counts
        from its first Initial packet that decrypts until its state is gone."""
        self.handshaking: collections.Counter[str] = collections.Counter()
        """Connections whose handshake is under way, by source (`ConnectionGate.source_of`)."""
        self.control_budgets = AddressBudgets(config.max_control_frames_per_address)
        """The control-frame budget each source address's connections share (their guards'
        `GuardedH3Connection.share`): a connection holds a share from its handshake to its
        end, and the address's budget is kept until it has refilled (`AddressBudgets`)."""
        self.gone = GoneBySource()
        """Each source's streams that are gone and still cost (`l7_transport.gone`)."""
        self.turns = OpeningTurns(config.openings_per_turn)
        """Stream openings per source address and event-loop turn (`l7_transport.turns`)."""
        self.refusals_said = PacedBySource()
        """When a refused request of each source is logged (`l7_transport.paces`)."""
        self.budget_clock: Callable[[], float] | None = None
        """The time the abuse budgets are kept in; None: each connection's event loop's. (A
        test may stop it: what is spent then stays spent.)"""
        self._server: GuardedQuicServer | None = None
        self._refusals_second = 0.0
        self._refusals_logged = 0
        self._refusals_unlogged = 0

    def handshakes(self, source: str) -> tuple[int, int]:
        """Handshakes under way now: (in all, from `source`)."""
        return self.handshaking.total(), self.handshaking[source]

    def stats(self) -> ServerStats:
        """Connections (handshake done or not), streams and handlers now; refusals and faults."""
        return ServerStats(
            connections=self.gate.open,
            streams=sum(len(c.streams) for c in self.connections),
            handlers=len(self.tasks),
            refused_connections=self.gate.refused,
            faulted_connections=self.gate.faulted,
        )

    def _refused(self, addr: NetworkAddress, reason: str) -> None:
        """A new connection was refused at its first Initial: one log line (a flood, counted)."""
        now = asyncio.get_running_loop().time()
        if now - self._refusals_second >= 1.0:
            if self._refusals_unlogged:
                logger.warning(
                    "%d more connections to %s refused in the last second (not logged one by one)",
                    self._refusals_unlogged,
                    self._where(),
                )
            self._refusals_second, self._refusals_logged, self._refusals_unlogged = now, 0, 0
        if self._refusals_logged < _REFUSAL_LOG_PER_SECOND:
            self._refusals_logged += 1
            logger.warning(
                "refusing a connection from %s to %s (CONNECTION_REFUSED): %s",
                socket_address((host_of(addr), addr[1])),
                self._where(),
                reason,
            )
        else:
            self._refusals_unlogged += 1

    def _where(self) -> str:
        """This listener, in log lines: one process may run several."""
        transport = self._server._transport if self._server else None  # noqa: SLF001
        bound = transport.get_extra_info("sockname") if transport is not None else None
        return f"HTTP/3 at {socket_address(bound)}"

    @property
    def undecryptable_initials(self) -> int:
        """Datagrams shaped to open a connection whose Initial did not decrypt, since the start.

        Each was dropped unanswered, leaving no state, and never counted against the caps.
        """
        return self._server.undecryptable if self._server is not None else 0

    @property
    def port(self) -> int:
        """The UDP port the server listens on."""
        transport = self._server._transport if self._server else None  # noqa: SLF001
        assert transport is not None  # noqa: S101 - set by serve_http3
        return int(transport.get_extra_info("sockname")[1])

    async def close(self, grace: float | None = None) -> None:
        """Refuse new connections and streams, drain every connection, then stop listening.

        No connection is dropped unsaid: from now on a new one is refused at its first
        Initial, statelessly, and one whose handshake is under way is closed at once,
        both with QUIC `CONNECTION_REFUSED` ("server shutting down"), so that its client
        fails at once (`connect_failed`), not after its connect timeout. The connections
        past their handshake are drained (`Http3ServerConnection.drain`): handlers still
        running after `grace` are cancelled and may say their last words. Once all these
        connections have ended (or after the keep-alive timeout and 2 s), the datagrams
        still waiting in the socket are answered and the listener is closed.
        """
        if self.closing:
            return
        self.closing = True
        grace = self.config.shutdown_grace if grace is None else grace
        refused = self._refuse_new_connections()
        connections = list(self.connections)
        for connection in connections:
            connection.begin_drain()  # (GOAWAY first: a refusal may still arrive before it)
        await asyncio.gather(*(c.drain(grace) for c in connections))
        # Handlers of connections that died before the shutdown go too.
        for task in list(self.tasks):
            task.cancel()
        # Each drained or refused connection is closing: it ends once QUIC's closing period
        # is over (three probe timeouts). Wait for that, bounded, so that nothing is left
        # behind.
        lost = [asyncio.ensure_future(c.lost.wait()) for c in connections + refused]
        if lost:
            _, pending = await asyncio.wait(lost, timeout=self.config.keepalive_timeout + 2.0)
            for waiter in pending:
                waiter.cancel()
        if self._server is not None:
            # What arrived meanwhile and waits in the socket is answered before it closes.
            # Any connection still held is told here as above: aioquic's own close would
            # send NO_ERROR with no reason, which a handshake reads as APPLICATION_ERROR.
            self._server.read_waiting()
            for held in self._server.held():
                if isinstance(held, Http3ServerConnection) and not held.refuse_handshake(
                    SHUTTING_DOWN
                ):
                    held.close(ErrorCode.H3_NO_ERROR, SHUTTING_DOWN)
            self._server.close()

    def _refuse_new_connections(self) -> list[Http3ServerConnection]:
        """From now on, refuse every new connection; close those whose handshake is under way.

        Returns the connections closed here (to wait for their end).
        """
        if self._server is None:
            return []
        self._server.refusing = SHUTTING_DOWN
        return [
            held
            for held in self._server.held()
            if isinstance(held, Http3ServerConnection) and held.refuse_handshake(SHUTTING_DOWN)
        ]

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


async def serve_http3(  # noqa: PLR0913 - all keyword-only, each with a purpose
    session_handler: SessionHandler,
    *,
    certificate: str | Path,
    private_key: str | Path,
    message_handler: MessageHandler | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    config: TransportConfig | None = None,
    retry: bool = False,
    documents: Documents | None = None,
) -> Http3Server:
    """Listen for HTTP/3 (QUIC, always TLS 1.3) on UDP.

    With `retry`, every new connection must first echo a QUIC Retry token
    bound to its source address (RFC 9000 8.1), at one round trip more: for
    operators under floods of well-formed Initials from spoofed addresses,
    which would otherwise hold a place in the caps until their handshake
    timeout (junk that does not decrypt never does). Without it, a Retry is
    asked for only under load: once half of `config.max_handshakes` are
    under way.
    """
    config = config or TransportConfig()
    server = Http3Server(session_handler, message_handler, config=config)
    server.documents = dict(documents or {})
    configuration = quic_configuration(
        is_client=False, config=config, certificate=certificate, private_key=private_key
    )

    def create_protocol(quic: QuicConnection, **kwargs: Any) -> Http3ServerConnection:  # noqa: ANN401
        listener = server._server  # noqa: SLF001 - the factory's own object
        admission = listener.admitting if listener is not None else None
        return Http3ServerConnection(
            quic, config=config, server=server, admission=admission, **kwargs
        )

    _, listener = await asyncio.get_running_loop().create_datagram_endpoint(
        lambda: GuardedQuicServer(
            gate=server.gate,
            on_refused=server._refused,  # noqa: SLF001 - the factory's own object
            handshakes=server.handshakes,
            max_handshakes=config.max_handshakes,
            receive_buffer=config.quic_receive_buffer,
            configuration=configuration,
            create_protocol=create_protocol,
            retry=retry,
        ),
        local_addr=(host, port),
    )
    server._server = listener  # noqa: SLF001 - the factory's own object
    h3_engine(config.h3_engine)  # logged once it serves: which engine, which loop
    return server


class Http3Client(StreamClient):
    """One HTTP/3 connection to a server, carrying many sessions."""

    def __init__(self, protocol: Http3ClientConnection, stack: AsyncExitStack) -> None:
        self._protocol = protocol
        self._stack = stack

    @classmethod
    async def connect(
        cls,
        host: str,
        port: int,
        *,
        ca: str | Path,
        server_name: str | None = None,
        config: TransportConfig | None = None,
    ) -> Http3Client:
        """Connect and complete the QUIC handshake (ALPN `h3`), verifying the server with `ca`."""
        config = config or TransportConfig()
        h3_engine(config.h3_engine)  # logged once: which engine, which loop
        configuration = quic_configuration(
            is_client=True, config=config, ca=ca, server_name=server_name or host
        )
        made: list[Http3ClientConnection] = []

        def create_protocol(quic: QuicConnection, **kwargs: Any) -> Http3ClientConnection:  # noqa: ANN401
            protocol = Http3ClientConnection(quic, config=config, **kwargs)
            made.append(protocol)
            return protocol

        stack = AsyncExitStack()
        authority = socket_address((host, port))
        try:
            protocol = await asyncio.wait_for(
                stack.enter_async_context(
                    connect(
                        host,
                        port,
                        configuration=configuration,
                        create_protocol=create_protocol,
                        wait_connected=True,
                    )
                ),
                config.connect_timeout,
            )
        except TimeoutError:
            await stack.aclose()
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"no QUIC handshake within {config.connect_timeout}s",
                peer=authority,
            ) from None
        except ConnectionError as error:
            await stack.aclose()
            reason = made[0].lost_reason if made else None
            failed = TransportErrorCode.CONNECT_FAILED
            if isinstance(reason, ConnectError) and reason.code is failed:
                # Refused by the server: its reason said, once.
                raise ConnectError(
                    reason.code, f"cannot connect: {reason.message}", peer=authority
                ) from None
            code = reason.code if reason is not None else TransportErrorCode.CONNECT_FAILED
            if code is not TransportErrorCode.TLS_FAILED:
                code = TransportErrorCode.CONNECT_FAILED
            raise ConnectError(code, f"cannot connect: {reason or error}", peer=authority) from None
        except BaseException:  # cancelled: the socket goes too
            await asyncio.shield(stack.aclose())
            raise
        assert isinstance(protocol, Http3ClientConnection)  # noqa: S101 - made by create_protocol
        protocol.authority = authority
        return cls(protocol, stack)

    @property
    def _state(self) -> Http3ClientConnection:
        return self._protocol

    @property
    def has_room(self) -> bool:
        """Whether a new session would open at once (see `StreamClient.has_room`).

        QUIC's MAX_STREAMS counts every stream ever opened: the next one's index must be
        below it, else aioquic holds it blocked until the server raises the limit.
        """
        quic = self._protocol._quic  # noqa: SLF001 - aioquic's stream limits
        next_index = quic._local_next_stream_id_bidi // 4  # noqa: SLF001
        return not self.closed and next_index < quic._remote_max_streams_bidi  # noqa: SLF001

    async def _open_stream(
        self, path: str, *, scan_frames: bool, method: str = "POST"
    ) -> tuple[StreamChannel, int, asyncio.Future[int]]:
        self._check_open()
        protocol = self._protocol
        assert protocol.http is not None  # noqa: S101 - connected
        stream_id = protocol._quic.get_next_available_stream_id()  # noqa: SLF001
        headers = [
            (":method", method),
            (":scheme", "https"),
            (":authority", protocol.authority),
            (":path", path),
        ]
        if method == "POST":
            headers.append(("content-type", CONTENT_TYPE))
        channel = StreamChannel(
            protocol, stream_id, protocol.peer, protocol.config, scan_frames=scan_frames
        )
        future: asyncio.Future[int] = protocol._loop.create_future()  # noqa: SLF001
        if method == "GET":
            channel.ended = True  # END_STREAM goes with the headers: this side is done
        protocol.streams[stream_id] = channel
        protocol._credited.credit_may_change(stream_id)  # noqa: SLF001 - its window now
        protocol.responses[stream_id] = future
        protocol.http.send_headers(stream_id, bytes_headers(headers), end_stream=method == "GET")
        # Written by the next pump, with what the caller queues meanwhile (a session's first
        # frames: one datagram, as HTTP/2's client writes them with its HEADERS).
        protocol.schedule_flush()
        return channel, stream_id, future

    async def close(self) -> None:
        """Close the connection (H3_NO_ERROR); every session still open on it is lost.

        First, what the sessions queued is written as far as each stream's
        window allows at once, and the sessions that asked to end
        (`Channel.close`) are given `_CLIENT_CLOSE_GRACE` at most to write the
        rest and their FIN; all of it is waited for, within that grace, until
        the server has acknowledged it (a closed QUIC connection retransmits
        nothing): a client that closes right after its last `send` does not
        lose it.
        """
        protocol = self._protocol
        if not protocol.lost.is_set():
            await protocol.finish_writing(min(_CLIENT_CLOSE_GRACE, protocol.config.stall_timeout))
        protocol.close(ErrorCode.H3_NO_ERROR, "client closing")
        self._protocol._finish(  # noqa: SLF001 - closing here is this connection's own end
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                "the connection was closed here",
                peer=self._protocol.peer.address,
            )
        )
        await self._stack.aclose()
