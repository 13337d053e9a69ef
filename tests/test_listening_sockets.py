"""The bridges' listening sockets name IPPROTO_TCP, so asyncio turns Nagle off on connections.

asyncio sets TCP_NODELAY only on a socket whose `proto` is IPPROTO_TCP, and an accepted
socket inherits its listener's. Without it, uvicorn's answers (headers and body written
apart) waited ~40 ms each on a keep-alive connection for the client's delayed ACK
(found by bench/peers.py: 25 requests/s against ~1,000 with it).
"""

import asyncio
import socket

import pytest

from ioa.bridges.a2a.server import _listening
from ioa.bridges.mcp import listening_socket


@pytest.mark.parametrize("make", [_listening, listening_socket], ids=["a2a", "mcp"])
async def test_accepted_connections_have_nagle_off(make):
    sock = make("127.0.0.1", 0)
    sock.listen()
    sock.setblocking(False)
    nodelay: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def accepted(_reader, writer):
        raw = writer.get_extra_info("socket")
        nodelay.set_result(raw.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        writer.close()

    server = await asyncio.start_server(accepted, sock=sock)
    try:
        _, writer = await asyncio.open_connection(*sock.getsockname()[:2])
        assert await asyncio.wait_for(nodelay, 5)
        writer.close()
    finally:
        server.close()
        await server.wait_closed()
