"""A raw HTTP/2 server on 127.0.0.1 that says GOAWAY while it still serves (RFC 9113 6.8).

This project's own server sends its GOAWAY only once its sessions have ended;
nginx, envoy or Go's net/http, draining, send GOAWAY(NO_ERROR, last stream id)
first and then finish the streams up to that id. `DrainingServer` does that on
command: h2 (server side, the pure library whatever the client's engine) reads
the client's requests and writes what a test asks for (a status, DATA, an end),
and `inject` writes raw bytes, a GOAWAY serialised with hyperframe, straight to
the socket, so that h2 on this side never learns of it and keeps serving.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import hyperframe.frame

from l7_transport.framing import encode_frame

HOST = "127.0.0.1"
MAX_STREAM_ID = 2**31 - 1
"""The last stream id of a first, "any stream in flight" GOAWAY (RFC 9113 6.8)."""


def goaway(last_stream_id: int, error_code: int = 0, debug: bytes = b"") -> bytes:
    """A GOAWAY frame's bytes."""
    frame = hyperframe.frame.GoAwayFrame(
        0, last_stream_id=last_stream_id, error_code=error_code, additional_data=debug
    )
    return bytes(frame.serialize())


def raw_frame(kind: int, flags: int, stream_id: int, payload: bytes) -> bytes:
    """Any frame's bytes, checked by nobody (a GOAWAY cut short, one on a stream)."""
    return (
        len(payload).to_bytes(3, "big")
        + bytes((kind, flags))
        + stream_id.to_bytes(4, "big")
        + payload
    )


@dataclass
class DrainingConnection:
    """One client connection to the server: what it asked for, and how to answer."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    h2: h2.connection.H2Connection = field(
        default_factory=lambda: h2.connection.H2Connection(
            h2.config.H2Configuration(client_side=False, header_encoding=None)
        )
    )
    requests: dict[int, dict[bytes, bytes]] = field(default_factory=dict)
    """Each stream the client opened, with its request headers."""
    received: dict[int, bytes] = field(default_factory=dict)
    ended: set[int] = field(default_factory=set)
    """Streams whose client side has ended (END_STREAM)."""
    reset: dict[int, int] = field(default_factory=dict)
    """Streams the client reset, with the code."""
    client_goaway: h2.events.ConnectionTerminated | None = None
    """The client's own GOAWAY, once it has sent one."""
    eof: bool = False
    """The client has closed the connection."""
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    async def serve(self) -> None:
        """Read what the client sends until it closes; answer h2's own frames (SETTINGS ACK)."""
        self.h2.initiate_connection()
        self._flush()
        try:
            while data := await self.reader.read(65536):
                if self.client_goaway is None:
                    self._receive(data)
                self.changed.set()
        except ConnectionError:
            pass
        finally:
            self.eof = True
            self.changed.set()
            self.writer.close()  # the client closed: so does the server

    def _receive(self, data: bytes) -> None:
        try:
            events = self.h2.receive_data(data)
        except h2.exceptions.ProtocolError:  # a test's injected bytes made h2 give up
            self.client_goaway = h2.events.ConnectionTerminated()
            return
        for event in events:
            if isinstance(event, h2.events.RequestReceived):
                self.requests[event.stream_id] = dict(event.headers or [])
            elif isinstance(event, h2.events.DataReceived):
                self.received[event.stream_id] = self.received.get(event.stream_id, b"") + (
                    event.data or b""
                )
                self.h2.acknowledge_received_data(
                    event.flow_controlled_length or 0, event.stream_id
                )
            elif isinstance(event, h2.events.StreamEnded):
                self.ended.add(event.stream_id)
            elif isinstance(event, h2.events.StreamReset):
                self.reset[event.stream_id] = int(event.error_code or 0)
            elif isinstance(event, h2.events.ConnectionTerminated):
                self.client_goaway = event
        self._flush()

    def _flush(self) -> None:
        data = self.h2.data_to_send()
        if data and not self.writer.is_closing():
            self.writer.write(data)

    async def until(self, condition: Callable[[], object], within: float = 10.0) -> None:
        """Wait until `condition()` holds (re-checked whenever the client sends something)."""
        async with asyncio.timeout(within):
            while not condition():
                self.changed.clear()
                await self.changed.wait()

    def respond(self, stream_id: int, status: int = 200) -> None:
        """Send a session's response headers."""
        headers = [(b":status", str(status).encode()), (b"content-type", b"application/ioa+json")]
        self.h2.send_headers(stream_id, headers)
        self._flush()

    def send(self, stream_id: int, payload: bytes, *, end: bool = False) -> None:
        """Send DATA on `stream_id` (`end`: with END_STREAM)."""
        self.h2.send_data(stream_id, payload, end_stream=end)
        self._flush()

    def inject(self, raw: bytes) -> None:
        """Write `raw` to the socket behind h2's back (a GOAWAY h2 here knows nothing of)."""
        self.writer.write(raw)

    async def inject_slowly(self, raw: bytes, step: int = 1) -> None:
        """`inject`, `step` bytes a write, each given time to reach the client on its own.

        Stops early, quietly, if the client closes the connection meanwhile (it may judge a
        malformed frame by its header).
        """
        for at in range(0, len(raw), step):
            if self.writer.is_closing():
                return
            self.writer.write(raw[at : at + step])
            try:
                await self.writer.drain()
            except ConnectionError:
                return
            await asyncio.sleep(0.005)

    def close(self) -> None:
        """Close the connection (as a server does once the streams it kept have ended)."""
        self.writer.close()


class DrainingServer:
    """Accepts HTTP/2 (cleartext, prior knowledge) connections; the tests drive each."""

    def __init__(self) -> None:
        self.connections: list[DrainingConnection] = []
        self.arrived = asyncio.Event()
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._accept, HOST, 0)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = DrainingConnection(reader, writer)
        self.connections.append(connection)
        self.arrived.set()
        await connection.serve()

    async def connection(self, index: int = 0) -> DrainingConnection:
        """The `index`th connection accepted (waited for)."""
        async with asyncio.timeout(10):
            while len(self.connections) <= index:
                self.arrived.clear()
                await self.arrived.wait()
        return self.connections[index]

    async def close(self) -> None:
        for connection in self.connections:
            connection.close()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 5)


@contextlib.asynccontextmanager
async def draining_server() -> AsyncIterator[DrainingServer]:
    server = DrainingServer()
    await server.start()
    try:
        yield server
    finally:
        await server.close()


def answer(text: str) -> bytes:
    """One L8 frame carrying `text` (what a session's server sends)."""
    return encode_frame(f'{{"answer": "{text}"}}'.encode())
