"""How HTTP/3 sessions end: a server's drain, and a finished session a client keeps open.

Real QUIC on 127.0.0.1. Timeouts here are hang detectors, never measures.
"""

from __future__ import annotations

import asyncio

import pytest
from transport_helpers import running

from l7_transport import Channel, TransportError, encode_frame
from l7_transport.tls import write_dev_pki

HANG = 10.0


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


async def collect(channel: Channel, size: int) -> bytes:
    data = b""
    async with asyncio.timeout(HANG):
        while len(data) < size:
            chunk = await channel.receive()
            assert chunk, "the session ended early"
            data += chunk
    return data


async def round_trip(channel: Channel) -> None:
    message = encode_frame(b"m" * 995)
    await channel.send(message)
    assert await collect(channel, len(message)) == message


# ------------------------------------------------------------------ the drain


@pytest.mark.parametrize("then", ["and ends its session", "and is cut off"])
@pytest.mark.parametrize("size", [7, 64 * 1024], ids=["a frame", "beyond the first flight"])
async def test_a_draining_server_lets_cancelled_handlers_say_their_last_words(pki, then, size):
    """Handlers still running after the grace are cancelled; what their `finally` sends arrives
    (an L9 goodbye; the larger one needs more than QUIC's first flight, so acknowledgements),
    before a session still sending is reset; close() returns once the connection has ended."""
    goodbye = encode_frame(b"g" * size)

    async def stubborn(channel: Channel) -> None:
        try:
            message = await collect(channel, 1000)
            await channel.send(message)
            await asyncio.Event().wait()  # never ends by itself
        finally:
            await channel.send(goodbye)
            if then == "and ends its session":
                await channel.close()

    async with running("h3", pki, stubborn) as (server, connect):
        client = await connect()
        channel = await client.open_session()
        await round_trip(channel)
        [connection] = server.connections  # type: ignore[attr-defined]
        closing = asyncio.create_task(server.close(grace=0.1))  # type: ignore[attr-defined]
        assert await collect(channel, len(goodbye)) == goodbye
        if then == "and ends its session":
            assert await channel.receive() == b""
        else:
            with pytest.raises(TransportError):
                await collect(channel, 1)
        async with asyncio.timeout(HANG * 2):
            await closing
        assert connection.lost.is_set()
        assert server.stats().handlers == 0  # type: ignore[attr-defined]
        await client.close()
