"""TLS connections share one read buffer, and read large only once a session has spoken.

The sharing is safe only because asyncio copies each socket read out of the buffer
before the read returns: these tests stream different bytes over several TLS
connections at once, each checked byte for byte, and watch the read sizes change.
"""

from __future__ import annotations

import asyncio
import hashlib

import pytest
from transport_helpers import echo, eventually, running

from l7_transport import TransportConfig, encode_frame
from l7_transport.listener import TLS_READ_SIZE, WIDE_TLS_READ_SIZE
from l7_transport.tls import write_dev_pki


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def _ssl_protocols(server):
    return [c.transport._ssl_protocol for c in server.connections]


async def _checked_stream(client, seed: int, frames: int) -> None:
    """Send `frames` frames of bytes drawn from `seed`; the echo must match them exactly."""
    channel = await client.open_session()
    sent = hashlib.sha256()
    received = hashlib.sha256()
    expected = 0

    async def read() -> None:
        got = 0
        while got < expected or not expected:
            chunk = await channel.receive()
            assert chunk, "the session ended early"
            received.update(chunk)
            got += len(chunk)

    reader = asyncio.create_task(read())
    generator = hashlib.sha256(seed.to_bytes(4, "big"))
    for index in range(frames):
        generator.update(index.to_bytes(4, "big"))
        frame = encode_frame(generator.digest() * (200 + index % 300))
        sent.update(frame)
        expected += len(frame)
        await channel.send(frame)
    async with asyncio.timeout(30):
        await reader
    assert received.digest() == sent.digest()
    await channel.close()


async def test_a_connection_reads_small_until_a_session_has_sent_a_whole_frame(pki):
    async with running("h2", pki, echo) as (server, connect):
        client = await connect()
        await eventually(lambda: len(server.connections) == 1)
        (ssl_protocol,) = _ssl_protocols(server)
        assert ssl_protocol.max_size == TLS_READ_SIZE
        assert len(ssl_protocol._ssl_buffer_view) == TLS_READ_SIZE
        channel = await client.open_session()
        await channel.send(encode_frame(b"x" * 100)[:50])  # half a frame proves nothing
        await asyncio.sleep(0.05)
        assert ssl_protocol.max_size == TLS_READ_SIZE
        await channel.send(encode_frame(b"x" * 100)[50:])
        assert await channel.receive()
        assert ssl_protocol.max_size == WIDE_TLS_READ_SIZE
        assert len(ssl_protocol._ssl_buffer_view) == WIDE_TLS_READ_SIZE
        await client.close()


async def test_connections_share_one_buffer_and_lose_no_byte(pki):
    config = TransportConfig(stream_window=1024 * 1024)
    async with running("h2", pki, echo, config=config) as (server, connect):
        clients = [await connect() for _ in range(4)]
        await eventually(lambda: len(server.connections) == len(clients))
        buffers = {id(p._ssl_buffer) for p in _ssl_protocols(server)}
        assert len(buffers) == 1, "each connection has a read buffer of its own"
        # Four connections, two sessions each, all streaming at once: ~10 MB of
        # different bytes through one buffer, in reads of up to 256 KiB.
        await asyncio.gather(
            *(
                _checked_stream(client, seed=index * 2 + n, frames=120)
                for index, client in enumerate(clients)
                for n in range(2)
            )
        )
        assert all(p.max_size == WIDE_TLS_READ_SIZE for p in _ssl_protocols(server))
        for client in clients:
            await client.close()
