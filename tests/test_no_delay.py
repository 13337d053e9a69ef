"""Every server socket runs with TCP_NODELAY: no frame waits for the peer's delayed ACK.

A socket made with protocol number 0 passes it to the sockets it accepts, and
asyncio sets TCP_NODELAY only where `proto` says TCP: the HTTP/2 listener, the
A2A bridge and the MCP proxy all ran with Nagle's algorithm on, so a second small
write (the final ACK after a DATA frame, say) waited ~40 ms for the client's
delayed ACK. These tests read the option on the server's side of real loopback
connections, under each event loop the project runs on.
"""

from __future__ import annotations

import asyncio
import gc
import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ioa.bridges import mcp
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.listener import tcp_socket
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki

HOST = "127.0.0.1"


def _loops() -> Iterator[object]:
    yield pytest.param(asyncio.new_event_loop, id="asyncio")
    try:
        import uvloop  # noqa: PLC0415 - optional
    except ImportError:
        yield pytest.param(
            None, id="uvloop", marks=pytest.mark.skip(reason="uvloop is not installed here")
        )
    else:
        yield pytest.param(uvloop.new_event_loop, id="uvloop")


LOOPS = list(_loops())


def _no_delay(sock: object) -> int:
    return int(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))  # type: ignore[attr-defined]


async def _idle(_channel: object) -> None:
    return None


async def _http2_server_sides(*, tls: Path | None) -> list[int]:
    if tls is None:
        server = await serve_http2(_idle, cleartext=True)
        client = await Http2Client.connect(HOST, server.port, cleartext=True)
    else:
        pki = write_dev_pki(tls)
        server = await serve_http2(
            _idle, ssl_context=server_ssl_context(pki.server_cert, pki.server_key)
        )
        client = await Http2Client.connect(
            HOST, server.port, ssl_context=client_ssl_context(pki.ca_cert)
        )
    try:
        for _ in range(100):  # the server's protocol is made once the connection (and TLS) is up
            if server.connections:
                break
            await asyncio.sleep(0.01)
        return [
            _no_delay(connection.transport.get_extra_info("socket"))
            for connection in server.connections
            if connection.transport is not None
        ]
    finally:
        await client.close()
        await server.close(grace=0.5)


@pytest.mark.parametrize("new_loop", LOOPS)
@pytest.mark.parametrize("tls", [False, True], ids=["h2c", "h2-tls"])
def test_http2_server_connections_run_without_nagle(
    new_loop: Callable[[], asyncio.AbstractEventLoop],
    tls: bool,  # noqa: FBT001 - a pytest parameter
    tmp_path: Path,
) -> None:
    loop = new_loop()
    try:
        options = loop.run_until_complete(_http2_server_sides(tls=tmp_path if tls else None))
    finally:
        loop.close()
    assert options == [1]


async def _accepted_through(sock: socket.socket) -> int:
    """Serve `sock` as uvicorn and hypercorn do (`start_server(sock=...)`): the accepted side."""
    seen: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    async def accepted(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        seen.set_result(_no_delay(writer.get_extra_info("socket")))
        writer.close()

    server = await asyncio.start_server(accepted, sock=sock)
    port = sock.getsockname()[1]
    try:
        _reader, writer = await asyncio.open_connection(HOST, port)
        option = await asyncio.wait_for(seen, 10)
        writer.close()
        return option
    finally:
        server.close()
        await server.wait_closed()


@pytest.mark.parametrize("new_loop", LOOPS)
@pytest.mark.parametrize(
    "make_socket",
    [tcp_socket, mcp.listening_socket],
    ids=["tcp_socket", "mcp-proxy"],
)
def test_sockets_for_asgi_servers_accept_connections_without_nagle(
    new_loop: Callable[[], asyncio.AbstractEventLoop],
    make_socket: Callable[[str, int], socket.socket],
) -> None:
    loop = new_loop()
    try:
        assert loop.run_until_complete(_accepted_through(make_socket(HOST, 0))) == 1
    finally:
        loop.close()


def _server_transports(port: int) -> list[asyncio.Transport]:
    found = []
    for thing in gc.get_objects():
        if isinstance(thing, asyncio.Transport) and not thing.is_closing():
            sock = thing.get_extra_info("socket")
            if sock is not None and sock.getsockname()[1] == port:
                found.append(thing)
    return found


async def test_the_a2a_bridge_answers_without_nagle() -> None:
    pytest.importorskip("a2a", reason="the A2A bridge needs the a2a-sdk extra")
    from a2a_helpers import booking_airline  # noqa: PLC0415 - the tests folder is on the path

    from ioa.bridges.a2a import serve_a2a  # noqa: PLC0415 - optional extra

    server = await serve_a2a(booking_airline())
    port = int(server.url.rsplit(":", 1)[1].split("/", 1)[0])
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(f"GET /.well-known/agent-card.json HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        await writer.drain()
        assert (await reader.readline()).startswith(b"HTTP/1.1 200")
        sides = _server_transports(port)
        assert sides, "the bridge's side of the connection was not found"
        assert [_no_delay(side.get_extra_info("socket")) for side in sides] == [1] * len(sides)
    finally:
        writer.close()
        await server.close()
