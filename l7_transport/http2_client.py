"""The HTTP/2 client: sessions and one-shot messages on a connection to a server.

A closing client first lets its sessions write what they queued. A client
keeps its server's GOAWAY from h2 (its frame audit withholds it,
l7_transport.h2audit) and reads it itself: with NO_ERROR (a server that
drains first, as nginx, envoy or Go's net/http do) it refuses unprocessed
the unanswered streams above the last stream id, opens no new stream, lets
the streams up to that id finish, and closes once none is left; any other
code closes the connection at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl

import h2.events
from h2.errors import ErrorCodes

from l7_transport.client import StreamClient, going_away, refuse_unprocessed
from l7_transport.config import CONTENT_TYPE, TransportConfig
from l7_transport.engines import h2_engine
from l7_transport.exceptions import (
    ConnectError,
    ConnectionLost,
    ConnectTimeout,
    SessionRefused,
    TransportError,
    TransportErrorCode,
    again,
)
from l7_transport.h2audit import GoAway
from l7_transport.h2connection import Http2Connection
from l7_transport.serving import decode_headers, socket_address, status_of
from l7_transport.stream_channel import StreamChannel
from l7_transport.tls import tls_failure

_CLIENT_CLOSE_GRACE = 2.0
"""Longest a closing client waits for its sessions to write what they queued (and the
END_STREAM of those that asked to end) before its GOAWAY."""


class _ClientConnection(Http2Connection):
    client_side = True

    def __init__(self, config: TransportConfig, *, cleartext: bool, authority: str) -> None:
        super().__init__(config, cleartext=cleartext)
        self.authority = authority
        self.responses: dict[int, asyncio.Future[int]] = {}
        self.goaway_last: int | None = None
        """Once the server said GOAWAY NO_ERROR: the last stream it processes (the lowest any
        of its GOAWAY frames named). The connection takes no new stream, and closes once the
        streams up to it have ended."""
        self._drain_over: asyncio.Handle | None = None

    def _on_response(self, event: h2.events.ResponseReceived) -> None:
        headers = decode_headers(event.headers) or {}
        status = status_of(headers)
        future = self.responses.pop(event.stream_id, None)
        if future is not None and not future.done():
            future.set_result(status)
        channel = self.streams.get(event.stream_id)
        if channel is not None:
            channel.status_arrived(status)
        if event.stream_ended is not None:
            self._on_stream_ended(event.stream_id)

    def _withheld_goaway(self, goaway: GoAway) -> None:
        """The server said GOAWAY (RFC 9113 6.8), which h2 never sees (l7_transport.h2audit).

        The streams above its last stream id that have no response were not processed:
        refused (`refuse_unprocessed`). NO_ERROR is a graceful shutdown: no new stream
        goes on the connection (`refusal`), the streams up to the last id finish, and the
        connection closes once none is left (`_drained`). A later GOAWAY may lower the last
        id (more are refused), never raise it. Any other code closes the connection at
        once: its streams are lost.
        """
        last = goaway.last_stream_id
        if self.goaway_last is not None:
            last = min(last, self.goaway_last)
        refuse_unprocessed(self.streams, last + 1, self._fail_stream, peer=self.peer.address)
        if goaway.error_code != ErrorCodes.NO_ERROR:
            self._gone_away(goaway.error_code)
            return
        self.goaway_last = last
        self._touch_idle()  # (`changed`: a session waiting for room learns none comes here)

    def refusal(self) -> SessionRefused | None:
        """Why no new stream may open here (the server is going away); None while one may."""
        if self.goaway_last is None:
            return None
        return going_away(
            f"GOAWAY NO_ERROR, last stream {self.goaway_last}", peer=self.peer.address
        )

    def _touch_idle(self) -> None:
        super()._touch_idle()
        if self.goaway_last is not None and not self.streams and self._drain_over is None:
            self._drain_over = self.loop.call_soon(self._drained)

    def connection_lost(self, exc: Exception | None) -> None:
        """The transport is gone; after a graceful GOAWAY, the streams still open are lost."""
        if self.goaway_last is not None and self.lost_reason is None:
            said = tls_failure(exc) if isinstance(exc, ssl.SSLError) else exc
            said = f" ({said})" if said else ""
            self.lost_reason = ConnectionLost(
                TransportErrorCode.CONNECTION_LOST,
                f"the connection closed{said} after the server's GOAWAY (NO_ERROR, last"
                f" stream {self.goaway_last}), with streams still open",
                peer=self.peer.address,
            )
        super().connection_lost(exc)

    def _drained(self) -> None:
        """Every stream the server kept after its GOAWAY has ended: close, after a GOAWAY too.

        (What this side wrote for those streams, their END_STREAM, went out first.)
        """
        self._drain_over = None
        if self.closed or self.lost_reason is not None or self.streams:
            return
        self.lost_reason = ConnectionLost(
            TransportErrorCode.GOING_AWAY,
            f"the server went away (GOAWAY NO_ERROR, last stream {self.goaway_last}),"
            " the streams it kept here having ended",
            peer=self.peer.address,
        )
        with contextlib.suppress(self._protocol_error):
            self.h2.close_connection(ErrorCodes.NO_ERROR)
        self._write()
        self._close_transport(linger=False)  # the server said goodbye first

    def _fail_stream(self, stream_id: int, error: TransportError) -> None:
        future = self.responses.pop(stream_id, None)
        if future is not None and not future.done():
            future.set_exception(error)
        super()._fail_stream(stream_id, error)

    def _finish(self, reason: TransportError) -> None:
        for future in self.responses.values():
            if not future.done():
                future.set_exception(again(reason))  # `reason` is kept (`lost_reason`)
        self.responses.clear()
        super()._finish(reason)

    def request_headers(self, path: str, method: str = "POST") -> list[tuple[str, str]]:
        headers = [
            (":method", method),
            (":scheme", "http" if self.cleartext else "https"),
            (":authority", self.authority),
            (":path", path),
        ]
        return [*headers, ("content-type", CONTENT_TYPE)] if method == "POST" else headers

    def can_open_stream(self) -> bool:
        return self.h2.open_outbound_streams < self.h2.remote_settings.max_concurrent_streams


class Http2Client(StreamClient):
    """One HTTP/2 connection to a server, carrying many sessions."""

    def __init__(self, connection: _ClientConnection) -> None:
        self._connection = connection

    @classmethod
    async def connect(  # noqa: PLR0913 - all keyword-only
        cls,
        host: str,
        port: int,
        *,
        ssl_context: ssl.SSLContext | None = None,
        cleartext: bool = False,
        server_hostname: str | None = None,
        config: TransportConfig | None = None,
    ) -> Http2Client:
        """Connect; TLS with ALPN `h2` unless `cleartext=True` (HTTP/2 prior knowledge)."""
        if ssl_context is None and not cleartext:
            msg = "HTTP/2 connects over TLS: pass ssl_context, or cleartext=True for loopback"
            raise ValueError(msg)
        config = config or TransportConfig()
        h2_engine(config.h2_engine)  # loaded (and logged once) before connecting
        loop = asyncio.get_running_loop()
        authority = socket_address((host, port))

        def factory() -> _ClientConnection:
            return _ClientConnection(config, cleartext=cleartext, authority=authority)

        try:
            # (`asyncio.timeout`, not `wait_for`: 3.11's keeps the attempt's task in its
            # frame, and the task its error, whose traceback holds that frame: a cycle.)
            async with asyncio.timeout(config.connect_timeout):
                _, connection = await loop.create_connection(
                    factory,
                    host,
                    port,
                    ssl=ssl_context,
                    server_hostname=server_hostname if ssl_context is not None else None,
                )
        except TimeoutError as error:
            # The deadline above raises a TimeoutError without an errno; the kernel's own
            # (ETIMEDOUT: SYNs unanswered) carries one and may come first with a long deadline.
            waited = (
                f"no connection within {config.connect_timeout}s"
                if error.errno is None
                else f"cannot connect: {error.strerror or error} (the network timed out)"
            )
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT, waited, peer=authority
            ) from None
        except ssl.SSLError as error:
            raise ConnectError(
                TransportErrorCode.TLS_FAILED,
                f"the TLS handshake failed: {tls_failure(error)}",
                peer=authority,
            ) from None
        except OSError as error:
            # Some carry no text (a connection closed in the TLS handshake): say what it was
            said = str(error) or (
                f"the server closed the connection during the TLS handshake "
                f"({type(error).__name__})"
                if ssl_context is not None
                else type(error).__name__
            )
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED, f"cannot connect: {said}", peer=authority
            ) from None
        if ssl_context is not None:
            assert connection.transport is not None  # noqa: S101 - connected above
            ssl_object = connection.transport.get_extra_info("ssl_object")
            negotiated = ssl_object.selected_alpn_protocol() if ssl_object else None
            if negotiated != "h2":
                connection.close_now()
                raise ConnectError(
                    TransportErrorCode.TLS_FAILED,
                    f"the server did not agree to HTTP/2 (ALPN {negotiated!r})",
                    peer=authority,
                )
        return cls(connection)

    @property
    def _state(self) -> _ClientConnection:
        return self._connection

    @property
    def closed(self) -> bool:
        """True once the connection is gone, or going (see `StreamClient.closed`).

        Going: the server said GOAWAY. After a graceful one (NO_ERROR) the streams it
        kept still finish, and the connection closes once none is left.
        """
        return super().closed or self._connection.goaway_last is not None

    @property
    def has_room(self) -> bool:
        """Whether a new session would open at once (see `StreamClient.has_room`)."""
        return not self.closed and self._connection.can_open_stream()

    @property
    def heard_from_server(self) -> bool:
        """Whether anything has arrived from the server yet (its SETTINGS, at least)."""
        return self._connection._heard  # noqa: SLF001 - the driver's own connection

    @property
    def sessions_cut(self) -> int:
        """Sessions on this connection the server reset once under way, or lost with it.

        A connection that closed while idle (an idle timeout) cut none since its last
        session opened; one that went with its server (a restart) did.
        """
        return self._connection.sessions_cut

    async def _open_stream(
        self, path: str, *, scan_frames: bool, method: str = "POST"
    ) -> tuple[StreamChannel, int, asyncio.Future[int]]:
        """Open a stream and wait for the response status; the channel is aborted on any failure."""
        connection = self._connection
        deadline = connection.loop.time() + connection.config.connect_timeout
        while not connection.can_open_stream():
            self._check_open()
            left = deadline - connection.loop.time()
            if left <= 0:
                raise SessionRefused.not_processed(  # never sent
                    f"the server's limit on concurrent sessions stayed reached for"
                    f" {connection.config.connect_timeout}s",
                    peer=connection.peer.address,
                )
            await connection.wait_changed(within=left)  # (not a whole stall_timeout)
        self._check_open()
        stream_id = connection.h2.get_next_available_stream_id()
        channel = StreamChannel(
            connection, stream_id, connection.peer, connection.config, scan_frames=scan_frames
        )
        future: asyncio.Future[int] = connection.loop.create_future()
        if method == "GET":
            channel.ended = True  # END_STREAM goes with the headers: this side is done
        connection.streams[stream_id] = channel
        connection.responses[stream_id] = future
        try:
            connection.h2.send_headers(
                stream_id, connection.request_headers(path, method), end_stream=method == "GET"
            )
        except Exception:  # h2 refuses (its connection closed): nothing of the stream stays
            connection.streams.pop(stream_id, None)
            connection.responses.pop(stream_id, None)
            future.cancel()
            self._check_open()  # the connection's end, said as such
            raise
        connection.schedule_flush()
        return channel, stream_id, future

    async def close(self) -> None:
        """Close the connection (GOAWAY); every session still open on it is lost.

        First, what the sessions have queued is written as far as flow
        control allows at once, and the sessions that asked to end
        (`Channel.close`) are given `_CLIENT_CLOSE_GRACE` at most to write
        the rest and their END_STREAM: a client that closes right after its
        last `send` does not lose it.
        """
        connection = self._connection
        grace = min(_CLIENT_CLOSE_GRACE, connection.config.stall_timeout)
        deadline = connection.loop.time() + grace
        connection.pump()
        while not connection.closed and connection.lost_reason is None:
            if not any(
                channel.end_requested and not channel.ended
                for channel in connection.streams.values()
            ):
                break
            remaining = deadline - connection.loop.time()
            if remaining <= 0:
                break
            connection.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(connection.changed.wait(), remaining)
        connection.close_now()
        await connection.lost.wait()
