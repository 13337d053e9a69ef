"""HTTP/3 carrier of L8 sessions: an asyncio driver around the sans-I/O `aioquic` library.

Same model as HTTP/2: one QUIC connection, one bidirectional stream per
session (`POST /ioa/v1/session`), one-shot messages on `POST /ioa/v1/message`,
ALPN `h3`. Two things aioquic leaves to its user are done here:

- Receive backpressure. aioquic raises a stream's credit (MAX_STREAM_DATA)
  as data *arrives*; here credit follows what the application has *read*
  (`_CreditedQuicConnection`), so a slow reader stops the sender instead of
  growing a buffer.
- Send backpressure. aioquic buffers whatever it is given; here a session
  hands it more only while the stream's unacknowledged bytes stay under the
  window.

Client certificates (mTLS) are not offered on HTTP/3: aioquic has no public
API for a server to request them. Use HTTP/2 where mTLS is required.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any, Self

from aioquic.asyncio.client import connect
from aioquic.asyncio.protocol import QuicConnectionProtocol
from aioquic.asyncio.server import QuicServer, serve
from aioquic.buffer import Buffer  # type: ignore[attr-defined]
from aioquic.h3.connection import H3_ALPN, ErrorCode, H3Connection
from aioquic.h3.events import DataReceived, H3Event, HeadersReceived
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import (
    ConnectionTerminated,
    HandshakeCompleted,
    PingAcknowledged,
    QuicEvent,
    StreamReset,
)
from aioquic.quic.packet import QuicFrameType
from aioquic.quic.packet_builder import QuicPacketBuilder
from aioquic.quic.stream import QuicStream

from l7_transport.channel import (
    Channel,
    MessageHandler,
    PeerInfo,
    SessionHandler,
    StreamChannel,
)
from l7_transport.config import CONTENT_TYPE, MESSAGE_PATH, SESSION_PATH, TransportConfig
from l7_transport.exceptions import (
    ChannelClosed,
    ConnectError,
    ConnectionLost,
    ConnectTimeout,
    MessageTooLarge,
    SessionRefused,
    TransportError,
    TransportErrorCode,
    WriteStalled,
)
from l7_transport.exceptions import StreamReset as StreamResetError
from l7_transport.serving import (
    HandlerTasks,
    Route,
    answer_message,
    response_headers,
    route,
    serve_session,
)
from l7_transport.tls import identities_from_certificate

logger = logging.getLogger("l7_transport.http3")

_MAX_STREAM_DATA_FRAME_CAPACITY = 1 + 8 + 8  # frame type, stream id, limit (varints)
_CHUNK = 64 * 1024


class _CreditedQuicConnection(QuicConnection):
    """A QUIC connection whose session streams get credit as the application reads.

    The driver sets `ioa_unread`, which says how many delivered bytes of a
    stream the application has not read yet (None for streams it does not
    manage, which keep aioquic's own policy).
    """

    ioa_window: int
    ioa_unread: Any  # Callable[[int], int | None]

    def _write_stream_limits(
        self,
        builder: QuicPacketBuilder,
        space: Any,  # noqa: ANN401 - aioquic's private QuicPacketSpace
        stream: QuicStream,
    ) -> None:
        unread = self.ioa_unread(stream.stream_id)
        if unread is None or not stream.max_stream_data_local:
            super()._write_stream_limits(builder, space, stream)
            return
        credit = stream.receiver.starting_offset() - unread + self.ioa_window
        stream.max_stream_data_local = max(stream.max_stream_data_local, credit)
        if stream.max_stream_data_local_sent == stream.max_stream_data_local:
            return
        buf: Buffer = builder.start_frame(
            QuicFrameType.MAX_STREAM_DATA,
            capacity=_MAX_STREAM_DATA_FRAME_CAPACITY,
            handler=self._on_max_stream_data_delivery,
            handler_args=(stream,),
        )
        buf.push_uint_var(stream.stream_id or 0)
        buf.push_uint_var(stream.max_stream_data_local)
        stream.max_stream_data_local_sent = stream.max_stream_data_local


def _text_headers(headers: list[tuple[bytes, bytes]]) -> dict[str, str]:
    return {k.decode(): v.decode() for k, v in headers}


def _bytes_headers(headers: list[tuple[str, str]]) -> list[tuple[bytes, bytes]]:
    return [(k.encode(), v.encode()) for k, v in headers]


class _Unary:
    def __init__(self) -> None:
        self.body = bytearray()
        self.status = 0
        self.response: asyncio.Future[tuple[int, bytes]] | None = None


class _Protocol(QuicConnectionProtocol):
    """One QUIC connection carrying HTTP/3 session streams and one-shot messages."""

    def __init__(
        self,
        quic: QuicConnection,
        *,
        config: TransportConfig,
        server: Http3Server | None = None,
        **kwargs: Any,  # noqa: ANN401 - passed through to aioquic
    ) -> None:
        super().__init__(quic, **kwargs)
        quic.__class__ = _CreditedQuicConnection  # same layout, one method changed
        quic.ioa_window = config.stream_window  # type: ignore[attr-defined]
        quic.ioa_unread = self._unread  # type: ignore[attr-defined]
        self.config = config
        self.server = server
        self.http: H3Connection | None = None
        self.peer = PeerInfo(address="unknown", protocol="h3", tls=True)
        self.streams: dict[int, StreamChannel] = {}
        self.unary: dict[int, _Unary] = {}
        self.responses: dict[int, asyncio.Future[int]] = {}
        self.handlers = HandlerTasks(server.tasks if server else set())
        self.draining = False
        self.closed_reason: TransportError | None = None
        self.lost_sessions: list[str] = []
        self.lost = asyncio.Event()
        self.changed = asyncio.Event()
        self._flush_scheduled = False
        self._keepalive: asyncio.TimerHandle | None = None
        self._last_activity = self._loop.time()

    # --------------------------------------------------------------- driver hooks

    def _unread(self, stream_id: int) -> int | None:
        channel = self.streams.get(stream_id)
        return channel.unread if channel is not None else None

    def credit(self, stream_id: int, amount: int) -> None:  # noqa: ARG002 - credit is computed
        self.schedule_flush()

    def schedule_flush(self) -> None:
        if not self._flush_scheduled and not self.lost.is_set():
            self._flush_scheduled = True
            self._loop.call_soon(self._pump)

    def reset_stream(self, stream_id: int, reason: str) -> None:
        if self.lost.is_set():
            return
        code = ErrorCode.H3_MESSAGE_ERROR if "frame" in reason else ErrorCode.H3_REQUEST_CANCELLED
        with contextlib.suppress(Exception):
            self._quic.reset_stream(stream_id, code)
        with contextlib.suppress(Exception):
            self._quic.stop_stream(stream_id, code)
        self.streams.pop(stream_id, None)
        self.unary.pop(stream_id, None)
        self.changed.set()
        self.transmit()

    # ------------------------------------------------------------------- events

    def datagram_received(self, data: bytes | str, addr: Any) -> None:  # noqa: ANN401
        super().datagram_received(data, addr)
        # Acknowledgements free send windows without raising any event.
        if any(channel.outbound for channel in self.streams.values()):
            self.schedule_flush()

    def quic_event_received(self, event: QuicEvent) -> None:
        self._last_activity = self._loop.time()
        if isinstance(event, HandshakeCompleted):
            self._on_handshake()
        elif isinstance(event, ConnectionTerminated):
            self._finish(
                ConnectionLost(
                    TransportErrorCode.CONNECTION_LOST,
                    f"the connection closed ({event.reason_phrase or event.error_code})",
                    peer=self.peer.address,
                )
            )
            return
        elif isinstance(event, StreamReset):
            self._on_stream_reset(event.stream_id, event.error_code)
        elif isinstance(event, PingAcknowledged):
            pass
        if self.http is not None:
            for http_event in self.http.handle_event(event):
                self._on_http_event(http_event)
        self.schedule_flush()

    def _on_handshake(self) -> None:
        self.http = H3Connection(self._quic)
        address = self._quic._network_paths[0].addr if self._quic._network_paths else None  # noqa: SLF001
        peer_cert = getattr(self._quic.tls, "_peer_certificate", None)
        subject, names = identities_from_certificate(peer_cert)
        host = str(address[0]).removeprefix("::ffff:") if address else "unknown"
        self.peer = PeerInfo(
            address=f"{host}:{address[1]}" if address else "unknown",
            protocol="h3",
            tls=True,
            certificate_subject=subject,
            identities=names,
        )
        if self.server is not None:
            self.server.connections.add(self)
        self._arm_keepalive()

    def _on_http_event(self, event: H3Event) -> None:
        if isinstance(event, HeadersReceived):
            if self.server is not None:
                self._on_request(event)
            else:
                self._on_response(event)
        elif isinstance(event, DataReceived):
            self._on_data(event)

    def _on_data(self, event: DataReceived) -> None:
        stream_id = event.stream_id
        channel = self.streams.get(stream_id)
        if channel is not None:
            if event.data:
                channel.deliver(event.data)
            if event.stream_ended:
                channel.deliver_end()
            return
        exchange = self.unary.get(stream_id)
        if exchange is None:
            return
        exchange.body += event.data
        if len(exchange.body) > self.config.max_message_body:
            self._on_oversized(stream_id)
            return
        if event.stream_ended:
            self._on_message_complete(stream_id)

    def _on_stream_reset(self, stream_id: int, error_code: int) -> None:
        refused = error_code == ErrorCode.H3_REQUEST_REJECTED
        error_class: type[TransportError] = SessionRefused if refused else StreamResetError
        error = error_class(
            TransportErrorCode.SESSION_REFUSED if refused else TransportErrorCode.STREAM_RESET,
            f"the peer reset the stream (code {error_code:#x})",
            peer=self.peer.address,
            stream_id=stream_id,
        )
        channel = self.streams.pop(stream_id, None)
        if channel is not None:
            channel.fail(error)
        exchange = self.unary.pop(stream_id, None)
        if exchange is not None and exchange.response is not None and not exchange.response.done():
            exchange.response.set_exception(error)
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(error)
        self.changed.set()

    # ------------------------------------------------------------------- server

    def _on_request(self, event: HeadersReceived) -> None:
        stream_id = event.stream_id
        assert self.server is not None  # noqa: S101 - only servers receive requests
        assert self.http is not None  # noqa: S101 - set at handshake
        if self.draining or self.server.closing:
            self.reset_stream_code(stream_id, ErrorCode.H3_REQUEST_REJECTED)
            return
        kind, status = route(
            _text_headers(event.headers),
            has_message_handler=self.server.message_handler is not None,
        )
        if kind is None:
            logger.info("%s: refusing stream %d with %d", self.peer.address, stream_id, status)
            self.http.send_headers(
                stream_id, _bytes_headers(response_headers(status, body_length=0)), end_stream=True
            )
            return
        if kind is Route.MESSAGE:
            self.unary[stream_id] = _Unary()
            if event.stream_ended:
                self._on_message_complete(stream_id)
            return
        channel = StreamChannel(self, stream_id, self.peer, self.config)
        self.streams[stream_id] = channel
        self.http.send_headers(stream_id, _bytes_headers(response_headers(200)))
        if event.stream_ended:
            channel.deliver_end()
        self.handlers.spawn(serve_session(self.server.session_handler, channel))

    def reset_stream_code(self, stream_id: int, code: int) -> None:
        with contextlib.suppress(Exception):
            self._quic.reset_stream(stream_id, code)
        with contextlib.suppress(Exception):
            self._quic.stop_stream(stream_id, code)
        self.transmit()

    def _on_message_complete(self, stream_id: int) -> None:
        exchange = self.unary.get(stream_id)
        if exchange is None:
            return
        if self.server is None:
            self.unary.pop(stream_id, None)
            if exchange.response is not None and not exchange.response.done():
                exchange.response.set_result((exchange.status, bytes(exchange.body)))
            return
        self.handlers.spawn(self._answer(stream_id, bytes(exchange.body)))

    def _on_oversized(self, stream_id: int) -> None:
        exchange = self.unary.pop(stream_id, None)
        logger.info("%s: one-shot message on stream %d too large", self.peer.address, stream_id)
        if self.server is not None and self.http is not None:
            self.http.send_headers(
                stream_id, _bytes_headers(response_headers(413, body_length=0)), end_stream=True
            )
            with contextlib.suppress(Exception):
                self._quic.stop_stream(stream_id, ErrorCode.H3_REQUEST_CANCELLED)
            self.transmit()
            return
        self.reset_stream_code(stream_id, ErrorCode.H3_REQUEST_CANCELLED)
        if exchange is not None and exchange.response is not None and not exchange.response.done():
            exchange.response.set_exception(
                MessageTooLarge(
                    TransportErrorCode.MESSAGE_TOO_LARGE,
                    f"the answer exceeds {self.config.max_message_body} bytes",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )

    async def _answer(self, stream_id: int, body: bytes) -> None:
        assert self.server is not None  # noqa: S101
        assert self.server.message_handler is not None  # noqa: S101 - checked on arrival
        status, answer = await answer_message(self.server.message_handler, body, self.peer)
        if self.lost.is_set() or self.unary.pop(stream_id, None) is None or self.http is None:
            return
        self.http.send_headers(
            stream_id, _bytes_headers(response_headers(status, body_length=len(answer)))
        )
        self.http.send_data(stream_id, answer, end_stream=True)
        self.transmit()

    async def drain(self, grace: float) -> None:
        """Refuse new streams, give the sessions in flight `grace` seconds, then close."""
        self.draining = True
        late = await self.handlers.wait(grace)
        for channel in list(self.streams.values()):
            channel.abort("server shutting down")
        for task in late:
            task.cancel()
        self._pump()
        self.close()

    # ------------------------------------------------------------------- client

    def _on_response(self, event: HeadersReceived) -> None:
        status = int(_text_headers(event.headers).get(":status", "0"))
        future = self.responses.pop(event.stream_id, None)
        if future is not None and not future.done():
            future.set_result(status)
        exchange = self.unary.get(event.stream_id)
        if exchange is not None:
            exchange.status = status
            if event.stream_ended:
                self._on_message_complete(event.stream_id)

    # ------------------------------------------------------------------ sending

    def _pump(self) -> None:
        """Hand queued session bytes to aioquic while each stream's window has room."""
        self._flush_scheduled = False
        if self.lost.is_set() or self.http is None:
            return
        for stream_id, channel in list(self.streams.items()):
            if channel.outbound or (channel.end_requested and not channel.ended):
                self._pump_stream(stream_id, channel)
        self.transmit()

    def _pump_stream(self, stream_id: int, channel: StreamChannel) -> None:
        assert self.http is not None  # noqa: S101 - checked by _pump
        stream = self._quic._streams.get(stream_id)  # noqa: SLF001 - the send buffer's size
        if stream is None:
            return
        sender = stream.sender
        try:
            while channel.outbound:
                in_flight = sender._buffer_stop - sender._buffer_start  # noqa: SLF001
                room = self.config.stream_window - in_flight
                if room <= 0:
                    break
                self.http.send_data(
                    stream_id, channel.take_outbound(min(room, _CHUNK)), end_stream=False
                )
            if channel.end_requested and not channel.outbound and not channel.ended:
                self.http.send_data(stream_id, b"", end_stream=True)
                channel.ended = True
        except Exception as error:  # noqa: BLE001 - aioquic raises plain exceptions here
            channel.fail(
                StreamResetError(
                    TransportErrorCode.STREAM_RESET,
                    f"the stream can no longer be written ({error})",
                    peer=self.peer.address,
                    stream_id=stream_id,
                )
            )
            self.streams.pop(stream_id, None)
            return
        channel.outbound_drained()
        if channel.ended and channel.closed:
            self.streams.pop(stream_id, None)
            self.changed.set()

    # ---------------------------------------------------------------- liveness

    def _arm_keepalive(self) -> None:
        interval = min(self.config.keepalive_interval, self.config.keepalive_timeout) / 2
        self._keepalive = self._loop.call_later(interval, self._check_liveness)

    def _check_liveness(self) -> None:
        if self.lost.is_set():
            return
        now = self._loop.time()
        if now - self._last_activity >= self.config.keepalive_interval:
            self._quic.send_ping(0)
            self.transmit()
        if (
            self.server is not None
            and not self.streams
            and not self.unary
            and now - self._last_activity >= self.config.idle_timeout
        ):
            logger.info("%s: closing idle connection", self.peer.address)
            self.close()
            return
        self._arm_keepalive()

    def _finish(self, reason: TransportError) -> None:
        if self.lost.is_set():
            return
        self.closed_reason = reason
        if self._keepalive is not None:
            self._keepalive.cancel()
        self.lost_sessions = [channel.session_id for channel in self.streams.values()]
        for channel in list(self.streams.values()):
            channel.fail(reason)
        for exchange in self.unary.values():
            if exchange.response is not None and not exchange.response.done():
                exchange.response.set_exception(reason)
        for future in self.responses.values():
            if not future.done():
                future.set_exception(reason)
        self.streams.clear()
        self.unary.clear()
        self.responses.clear()
        if self.server is not None:
            self.server.connections.discard(self)
        self.changed.set()
        self.lost.set()

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self._finish(
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                f"the connection closed ({exc})" if exc else "the connection closed",
                peer=self.peer.address,
            )
        )


def quic_configuration(  # noqa: PLR0913 - all keyword-only
    *,
    is_client: bool,
    config: TransportConfig,
    certificate: str | Path | None = None,
    private_key: str | Path | None = None,
    ca: str | Path | None = None,
    server_name: str | None = None,
) -> QuicConfiguration:
    """A QUIC configuration with ALPN `h3`, the transport's windows and idle timeout."""
    configuration = QuicConfiguration(
        is_client=is_client,
        alpn_protocols=H3_ALPN,
        max_stream_data=config.stream_window,
        max_data=config.connection_window,
        idle_timeout=config.keepalive_interval + config.keepalive_timeout,
        server_name=server_name,
        max_datagram_size=config.quic_datagram_size,
    )
    if certificate is not None:
        configuration.load_cert_chain(str(certificate), str(private_key) if private_key else None)
    if ca is not None:
        configuration.load_verify_locations(str(ca))
    return configuration


class Http3Server:
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
        self.connections: set[_Protocol] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        self.closing = False
        self._server: QuicServer | None = None

    @property
    def port(self) -> int:
        """The UDP port the server listens on."""
        transport = self._server._transport if self._server else None  # noqa: SLF001
        assert transport is not None  # noqa: S101 - set by serve_http3
        return int(transport.get_extra_info("sockname")[1])

    async def close(self, grace: float | None = None) -> None:
        """Drain every connection gracefully, then stop listening."""
        if self.closing:
            return
        self.closing = True
        grace = self.config.shutdown_grace if grace is None else grace
        await asyncio.gather(*(c.drain(grace) for c in list(self.connections)))
        if self._server is not None:
            self._server.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


async def serve_http3(  # noqa: PLR0913 - all keyword-only
    session_handler: SessionHandler,
    *,
    certificate: str | Path,
    private_key: str | Path,
    message_handler: MessageHandler | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    config: TransportConfig | None = None,
) -> Http3Server:
    """Listen for HTTP/3 (QUIC, always TLS 1.3) on UDP."""
    config = config or TransportConfig()
    server = Http3Server(session_handler, message_handler, config=config)
    configuration = quic_configuration(
        is_client=False, config=config, certificate=certificate, private_key=private_key
    )

    def create_protocol(quic: QuicConnection, **kwargs: Any) -> _Protocol:  # noqa: ANN401
        return _Protocol(quic, config=config, server=server, **kwargs)

    server._server = await serve(  # noqa: SLF001 - the factory's own object
        host, port, configuration=configuration, create_protocol=create_protocol
    )
    return server


class Http3Client:
    """One HTTP/3 connection to a server, carrying many sessions."""

    def __init__(self, protocol: _Protocol, stack: AsyncExitStack) -> None:
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
        configuration = quic_configuration(
            is_client=True, config=config, ca=ca, server_name=server_name or host
        )

        def create_protocol(quic: QuicConnection, **kwargs: Any) -> _Protocol:  # noqa: ANN401
            return _Protocol(quic, config=config, **kwargs)

        stack = AsyncExitStack()
        authority = f"{host}:{port}"
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
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED, f"cannot connect: {error}", peer=authority
            ) from None
        assert isinstance(protocol, _Protocol)  # noqa: S101 - made by create_protocol
        protocol.authority = authority  # type: ignore[attr-defined]
        return cls(protocol, stack)

    @property
    def peer(self) -> PeerInfo:
        """The server."""
        return self._protocol.peer

    @property
    def closed(self) -> bool:
        """True once the connection is gone."""
        return self._protocol.lost.is_set()

    @property
    def session_count(self) -> int:
        """Sessions open on this connection."""
        return len(self._protocol.streams)

    def sessions(self) -> list[str]:
        """The session ids open on this connection."""
        return [c.session_id for c in self._protocol.streams.values()]

    @property
    def lost_sessions(self) -> list[str]:
        """Once the connection is gone: the sessions that were open on it."""
        return list(self._protocol.lost_sessions)

    async def wait_lost(self) -> TransportError:
        """Wait until the connection is gone; return why."""
        await self._protocol.lost.wait()
        assert self._protocol.closed_reason is not None  # noqa: S101 - set before `lost`
        return self._protocol.closed_reason

    def _check_open(self) -> None:
        if self._protocol.lost.is_set():
            raise self._protocol.closed_reason or ChannelClosed(
                TransportErrorCode.CLOSED, "the connection is closed"
            )

    def _request(self, path: str, *, end_stream: bool) -> int:
        protocol = self._protocol
        assert protocol.http is not None  # noqa: S101 - connected
        stream_id = protocol._quic.get_next_available_stream_id()  # noqa: SLF001
        headers = [
            (":method", "POST"),
            (":scheme", "https"),
            (":authority", getattr(protocol, "authority", "")),
            (":path", path),
            ("content-type", CONTENT_TYPE),
        ]
        protocol.http.send_headers(stream_id, _bytes_headers(headers), end_stream=end_stream)
        return stream_id

    async def open_session(self, path: str = SESSION_PATH) -> Channel:
        """Open a session stream and wait until the server accepts it."""
        self._check_open()
        protocol = self._protocol
        stream_id = self._request(path, end_stream=False)
        channel = StreamChannel(protocol, stream_id, protocol.peer, protocol.config)
        future: asyncio.Future[int] = protocol._loop.create_future()  # noqa: SLF001
        protocol.streams[stream_id] = channel
        protocol.responses[stream_id] = future
        protocol.transmit()
        try:
            status = await asyncio.wait_for(future, protocol.config.connect_timeout)
        except TimeoutError:
            channel.abort("no response")
            raise SessionRefused(
                TransportErrorCode.SESSION_REFUSED,
                f"no response to the session request within {protocol.config.connect_timeout}s",
                peer=protocol.peer.address,
                stream_id=stream_id,
            ) from None
        if status != 200:
            channel.abort(f"status {status}")
            raise SessionRefused(
                TransportErrorCode.SESSION_REFUSED,
                f"the server answered the session request with status {status}",
                peer=protocol.peer.address,
                stream_id=stream_id,
            )
        return channel

    async def message(self, payload: bytes, path: str = MESSAGE_PATH) -> bytes:
        """Post a one-shot message (one frame); return the answer's body (frames)."""
        self._check_open()
        protocol = self._protocol
        if len(payload) > protocol.config.max_message_body:
            raise MessageTooLarge(
                TransportErrorCode.MESSAGE_TOO_LARGE,
                f"a one-shot message of {len(payload)} bytes exceeds "
                f"{protocol.config.max_message_body}",
                peer=protocol.peer.address,
            )
        stream_id = self._request(path, end_stream=False)
        exchange = _Unary()
        exchange.response = protocol._loop.create_future()  # noqa: SLF001
        protocol.unary[stream_id] = exchange
        assert protocol.http is not None  # noqa: S101 - connected
        protocol.http.send_data(stream_id, payload, end_stream=True)
        protocol.transmit()
        try:
            status, body = await asyncio.wait_for(exchange.response, protocol.config.stall_timeout)
        except TimeoutError:
            protocol.reset_stream(stream_id, "stalled")
            raise WriteStalled(
                TransportErrorCode.STALLED,
                f"no answer to the message within {protocol.config.stall_timeout}s",
                peer=protocol.peer.address,
                stream_id=stream_id,
            ) from None
        if status != 200:
            raise SessionRefused(
                TransportErrorCode.SESSION_REFUSED,
                f"the server answered the message with status {status}",
                peer=protocol.peer.address,
                stream_id=stream_id,
            )
        return body

    async def close(self) -> None:
        """Close the connection; every session still open on it is lost."""
        self._protocol.close()
        self._protocol._finish(  # noqa: SLF001 - closing here is this connection's own end
            ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                "the connection was closed here",
                peer=self._protocol.peer.address,
            )
        )
        await self._stack.aclose()
