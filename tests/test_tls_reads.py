"""TLS connections share their loop's read buffer, and read large only once trusted.

The sharing is safe only because asyncio copies each socket read out of the buffer
before the read returns: these tests stream different bytes over several TLS
connections at once, each checked byte for byte, and watch the read sizes change.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading

import pytest
from l9_helpers import pair
from test_l9_over_http2 import Airline, traveller_session
from transport_helpers import eventually, running

from l7_transport import TransportConfig, encode_frame
from l7_transport.listener import TLS_READ_SIZE, WIDE_TLS_READ_SIZE
from l7_transport.tls import write_dev_pki
from l9_snl.aio import initiate


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


async def _trusting_echo(channel) -> None:
    """Echo; a frame saying "lock" marks the session trusted first (as an L9 lock does)."""
    while data := await channel.receive():
        if b"lock" in data:
            channel.trusted()
        await channel.send(data)


async def test_a_connection_reads_small_until_a_session_on_it_is_trusted(pki):
    async with running("h2", pki, _trusting_echo) as (server, connect):
        client = await connect()
        await eventually(lambda: len(server.connections) == 1)
        (ssl_protocol,) = _ssl_protocols(server)
        assert ssl_protocol.max_size == TLS_READ_SIZE
        assert len(ssl_protocol._ssl_buffer_view) == TLS_READ_SIZE
        channel = await client.open_session()
        # Whole frames, even many of them, earn nothing: anyone can send those.
        for _ in range(5):
            await channel.send(encode_frame(b"x" * 1000))
            assert await channel.receive()
        assert ssl_protocol.max_size == TLS_READ_SIZE
        await channel.send(encode_frame(b"lock"))
        assert await channel.receive()
        assert ssl_protocol.max_size == WIDE_TLS_READ_SIZE
        assert len(ssl_protocol._ssl_buffer_view) == WIDE_TLS_READ_SIZE
        await client.close()


async def test_an_l9_lock_makes_both_sides_read_large(pki):
    p = pair()
    airline = Airline(p)
    async with running("h2", pki, airline) as (server, connect):
        client = await connect()
        session = await traveller_session(client)
        await eventually(lambda: len(server.connections) == 1)
        (server_side,) = _ssl_protocols(server)
        client_side = client._connection.transport._ssl_protocol
        assert server_side.max_size == client_side.max_size == TLS_READ_SIZE
        locked = await initiate(session, p.initiator)
        await eventually(lambda: airline.locked)
        assert client_side.max_size == WIDE_TLS_READ_SIZE
        assert server_side.max_size == WIDE_TLS_READ_SIZE
        await locked.close()
        await client.close()


def test_event_loops_in_threads_do_not_share_a_buffer(pki):
    """recv_into releases the GIL: two loops reading into one buffer corrupted TLS records."""
    errors: list[BaseException] = []

    async def one_loop(seed: int) -> None:
        async with running("h2", pki, _trusting_echo) as (server, connect):
            client = await connect()
            channel = await client.open_session()
            await channel.send(encode_frame(b"lock"))
            assert await channel.receive()
            await eventually(lambda: len(server.connections) == 1)
            await _checked_stream(client, seed=seed, frames=150)
            await client.close()

    def run(seed: int) -> None:
        try:
            asyncio.run(one_loop(seed))
        except BaseException as error:  # noqa: BLE001 - reported by the test
            errors.append(error)

    threads = [threading.Thread(target=run, args=(seed,)) for seed in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads)
    assert not errors, errors


async def test_connections_share_one_buffer_and_lose_no_byte(pki):
    config = TransportConfig(stream_window=1024 * 1024)
    async with running("h2", pki, _trusting_echo, config=config) as (server, connect):
        clients = [await connect() for _ in range(4)]
        for client in clients:
            locking = await client.open_session()
            await locking.send(encode_frame(b"lock"))
            assert await locking.receive()
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
