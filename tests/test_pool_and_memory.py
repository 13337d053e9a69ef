from __future__ import annotations

import asyncio

import pytest
from transport_helpers import running

from l7_transport import (
    ChannelClosed,
    ConnectError,
    FramingError,
    StreamReset,
    TransportConfig,
    TransportErrorCode,
    WriteStalled,
    encode_frame,
    memory_channel_pair,
)
from l7_transport.pool import ConnectionPool, Origin
from l7_transport.stream_channel import IDLE_CREDIT
from l7_transport.tls import client_ssl_context, write_dev_pki


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


# ------------------------------------------------------------------ memory channels


async def send_forever(channel, data: bytes) -> None:
    while True:
        await channel.send(data)


async def read_to_end(channel) -> None:
    while await channel.receive():
        pass


async def test_memory_pair_moves_bytes_both_ways_and_ends():
    left, right = memory_channel_pair()
    await left.send(encode_frame(b"hello"))
    assert await right.receive() == encode_frame(b"hello")
    await right.send(encode_frame(b"back"))
    assert await left.receive() == encode_frame(b"back")
    await left.close()
    assert await right.receive() == b""
    await right.close()
    assert left.closed
    assert right.closed
    with pytest.raises(ChannelClosed):
        await left.send(b"more")


async def test_memory_pair_has_backpressure():
    config = TransportConfig(stream_window=1000, max_send_buffer=500, stall_timeout=0.3)
    left, right = memory_channel_pair(config)
    sends = 0

    async def writer():
        nonlocal sends
        while True:
            await left.send(encode_frame(b"x" * 95))
            sends += 1

    task = asyncio.create_task(writer())
    await asyncio.sleep(0.1)
    stalled_at = sends
    assert stalled_at * 100 <= 1000 + 500 + 100
    await right.receive()
    await asyncio.sleep(0.05)
    assert sends > stalled_at
    task.cancel()


async def test_memory_pair_reports_stalls_and_resets():
    config = TransportConfig(stream_window=100, max_send_buffer=50, stall_timeout=0.2)
    left, right = memory_channel_pair(config)
    with pytest.raises(WriteStalled, match="no progress"):
        await send_forever(left, encode_frame(b"y" * 55))
    with pytest.raises(StreamReset):
        await read_to_end(right)  # what arrived before the reset is still readable


async def test_memory_pair_checks_frame_headers():
    left, right = memory_channel_pair(TransportConfig(max_frame_size=10))
    await left.send(encode_frame(b"x" * 11))
    with pytest.raises(FramingError) as caught:
        await right.receive()
    assert caught.value.code is TransportErrorCode.FRAME_TOO_LARGE


async def test_truncated_stream_is_reported():
    left, right = memory_channel_pair()
    await left.send(encode_frame(b"abcdef")[:-2])
    # The receiver resets a stream that ends inside a frame; the sender hears it.
    with pytest.raises(StreamReset):
        await left.close()
    assert await right.receive() == encode_frame(b"abcdef")[:-2]
    with pytest.raises(FramingError) as caught:
        await right.receive()
    assert caught.value.code is TransportErrorCode.TRUNCATED_FRAME


# ------------------------------------------------------------------------ the pool


@pytest.mark.parametrize("protocol", ["h2", "h2c", "h3"])
async def test_one_connection_per_origin(pki, protocol):
    async with running(protocol, pki) as (server, _):
        pool = ConnectionPool(ssl_context=client_ssl_context(pki.ca_cert), ca=pki.ca_cert)
        origin = Origin(protocol, "127.0.0.1", server.port)
        first, second = await asyncio.gather(pool.open_session(origin), pool.open_session(origin))
        connection = await pool.connection(origin)
        assert connection.session_count == 2
        assert await pool.message(origin, encode_frame(b"m")) == encode_frame(b"m")
        assert await pool.connection(origin) is connection
        await first.close()
        await second.close()
        await pool.close()


async def test_lost_sessions_are_reported_and_the_pool_reconnects(pki):
    lost: list[tuple[Origin, list[str], str]] = []
    async with running("h2c", pki) as (server, _):
        pool = ConnectionPool(
            on_lost=lambda origin, sessions, reason: lost.append((origin, sessions, reason.code))
        )
        origin = Origin("h2c", "127.0.0.1", server.port)
        channel = await pool.open_session(origin)
        before = await pool.connection(origin)
        for connection in list(server.connections):
            connection.transport.abort()
        for _ in range(100):
            if lost:
                break
            await asyncio.sleep(0.02)
        assert lost == [(origin, [channel.session_id], TransportErrorCode.CONNECTION_LOST)]
        again = await pool.open_session(origin)
        assert await pool.connection(origin) is not before
        await again.send(encode_frame(b"back"))
        assert await again.receive() == encode_frame(b"back")
        await pool.close()


async def test_reconnection_backs_off_with_jitter_and_gives_up():
    delays: list[float] = []

    async def fake_sleep(delay: float) -> None:
        delays.append(delay)

    config = TransportConfig(
        reconnect_initial=0.1, reconnect_max=0.5, reconnect_attempts=5, connect_timeout=1
    )
    pool = ConnectionPool(config=config, rng=lambda: 1.0, sleep=fake_sleep)
    with pytest.raises(ConnectError, match="gave up after 5 attempts"):
        await pool.connection(Origin("h2c", "127.0.0.1", 9))  # the discard port: refused
    assert delays == [0.1, 0.2, 0.4, 0.5]
    jittered = ConnectionPool(config=config, rng=lambda: 0.5)
    assert jittered.backoff(3) == pytest.approx(0.25)
    await pool.close()


@pytest.mark.parametrize("window", [1024, 16 * 1024, 1024 * 1024])
async def test_a_reader_that_waits_credits_small_reads_in_batches(window):
    """A request-reply session read one small message at a time, and each read that then
    waited credited it back: one flow-control update and one pump per message. Credit now
    goes back once a batch is owed (`IDLE_CREDIT`, or a quarter window if smaller); the
    peer keeps the rest of its window and never stalls; the end gives back the rest."""
    config = TransportConfig(stream_window=window)
    left, right = memory_channel_pair(config)
    given: list[int] = []
    credit = right._driver.credit
    right._driver.credit = lambda stream_id, amount: (
        given.append(amount),
        credit(stream_id, amount),
    )
    batch = min(window // 4, IDLE_CREDIT)
    message = encode_frame(b"m" * 95)  # 100 bytes
    async with asyncio.timeout(10):
        for _ in range(400):  # 40,000 bytes, one message at a time, each read then waits
            await left.send(message)
            got = b""
            while len(got) < len(message):
                got += await right.receive()
            assert right._driver.in_flight[right.stream_id] < batch + len(message)
        await left.close()
        assert await right.receive() == b""
    assert right._driver.in_flight[right.stream_id] == 0  # the end: all given back
    assert sum(given) == 400 * len(message)
    assert len(given) <= 400 * len(message) // batch + 1
    assert all(amount >= batch for amount in given[:-1])
