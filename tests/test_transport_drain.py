"""A server's graceful shutdown, on 127.0.0.1: refusals, GOAWAY, and what a pool does.

Over HTTP/3 a first GOAWAY names the highest request id (RFC 9114 5.2): the peer opens
nothing more on the connection while the sessions in flight finish; the last GOAWAY,
once they have, names the first request not taken. Over HTTP/2 only that last GOAWAY
goes (decided, spec 2.3: the h2 library closes its connection on any GOAWAY). A pool
retires a connection that refuses a stream and sends the session elsewhere.
"""

from __future__ import annotations

import asyncio

import h2.config
import h2.connection
import pytest
from hyperframe.frame import Frame, GoAwayFrame, RstStreamFrame, SettingsFrame
from transport_helpers import HOST, SESSION_HEADERS, eventually, running

from l7_transport import SessionRefused, TransportConfig, encode_frame
from l7_transport.pool import ConnectionPool, Origin
from l7_transport.tls import write_dev_pki

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

HIGHEST_H3_REQUEST = 2**62 - 4
REFUSED_STREAM = 0x7


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def held_echo(release: asyncio.Event):
    """A handler that reads one message, waits for `release`, echoes it and returns."""

    async def handler(channel) -> None:
        data = await channel.receive()
        await release.wait()
        await channel.send(data)

    return handler


class FrameReader:
    """The frames a raw HTTP/2 peer receives, parsed with hyperframe, in order."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self.reader = reader
        self.frames: list[Frame] = []
        self._buffer = b""

    async def until(self, found) -> Frame:
        """Read on until a frame for which `found` is true arrives (10 s at most); return it."""
        async with asyncio.timeout(10):
            while True:
                while len(self._buffer) >= 9:
                    frame, length = Frame.parse_frame_header(memoryview(self._buffer[:9]))
                    if len(self._buffer) < 9 + length:
                        break
                    frame.parse_body(memoryview(self._buffer[9 : 9 + length]))
                    self._buffer = self._buffer[9 + length :]
                    self.frames.append(frame)
                    if found(frame):
                        return frame
                data = await self.reader.read(65536)
                assert data, "the server closed the connection"
                self._buffer += data


def goaway(frame: Frame) -> bool:
    return isinstance(frame, GoAwayFrame)


async def test_an_http2_drain_refuses_new_streams_and_names_the_last_stream_once(pki):
    """HTTP/2 says one GOAWAY, at the end (decided, spec 2.3): a first GOAWAY of the highest
    stream id made the h2 library, under httpx, fail its request in flight (a review)."""
    release = asyncio.Event()
    async with running("h2c", pki, held_echo(release)) as (server, _):
        reader, writer = await asyncio.open_connection(HOST, server.port)
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        conn.initiate_connection()
        conn.send_headers(1, SESSION_HEADERS)
        conn.send_data(1, encode_frame(b"in flight"))
        writer.write(conn.data_to_send() + SettingsFrame(0, flags=["ACK"]).serialize())
        frames = FrameReader(reader)
        await eventually(lambda: server.tasks)
        closing = asyncio.create_task(server.close(grace=5))
        await eventually(lambda: all(c.draining for c in server.connections))
        conn.send_headers(3, SESSION_HEADERS)
        writer.write(conn.data_to_send())
        refusal = await frames.until(lambda f: isinstance(f, RstStreamFrame))
        assert (refusal.stream_id, refusal.error_code) == (3, REFUSED_STREAM)
        release.set()
        last = await frames.until(goaway)
        assert (last.last_stream_id, last.error_code) == (3, 0)
        echoed = b"".join(bytes(f.data) for f in frames.frames if f.type == 0 and f.stream_id == 1)
        assert echoed == encode_frame(b"in flight")  # the session in flight finished
        assert [f for f in frames.frames if goaway(f)] == [last]
        await asyncio.wait_for(closing, 10)
        writer.close()


async def test_an_http3_drain_says_goaway_first_and_its_client_opens_nothing_more(pki):
    release = asyncio.Event()
    async with running("h3", pki, held_echo(release)) as (server, connect):
        client = await connect()
        protocol = client._protocol
        said: list[int] = []
        read_goaway = protocol._goaway_read

        def recorded(identifier: int) -> None:
            said.append(identifier)
            read_goaway(identifier)

        protocol._goaway_read = recorded
        session = await client.open_session()
        await session.send(encode_frame(b"in flight"))
        await eventually(lambda: server.tasks)
        closing = asyncio.create_task(server.close(grace=5))
        await eventually(lambda: said)
        assert said == [HIGHEST_H3_REQUEST]
        with pytest.raises(SessionRefused) as refused:
            await client.open_session()  # refused here, never sent
        assert refused.value.unprocessed
        release.set()
        assert await session.receive() == encode_frame(b"in flight")
        await asyncio.wait_for(closing, 10)
        assert said == [HIGHEST_H3_REQUEST, 4]  # the last names the first request not taken


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_pool_retires_a_draining_connection_and_sends_the_session_elsewhere(pki, protocol):
    release = asyncio.Event()
    async with running(protocol, pki, held_echo(release)) as (server, _):
        pool = ConnectionPool(ca=pki.ca_cert)
        origin = Origin(protocol, HOST, server.port)
        first = await pool.open_session(origin)
        await first.send(encode_frame(b"first"))
        old = await pool.connection(origin)
        await eventually(lambda: server.tasks)
        for connection in server.connections:
            connection.begin_drain()  # a shutdown's first step, the listener still open
        second = await pool.open_session(origin)
        assert await pool.connection(origin) is not old
        release.set()
        await second.send(encode_frame(b"second"))
        assert await second.receive() == encode_frame(b"second")
        assert await first.receive() == encode_frame(b"first")
        await pool.close()


async def test_a_pool_refused_again_and_again_keeps_no_connection_it_retired(pki):
    """A review: a pool retires a connection that refuses a stream and retries on a fresh
    one, and never closed those it retired. With a server refusing every stream of the
    address for a while (a source whose gone sessions hold their limit unread), each
    attempt left a connection open: 37 in 2 s, and 37 still open after `close`. (Kept
    retiring on a refusal with no GOAWAY: a review found that keeping the connection
    left a pool stuck on a full one, on one refused by a bound per connection, and on
    an HTTP/3 drain whose GOAWAY came after its refusal.)"""
    config = TransportConfig(max_concurrent_streams=1)
    release = asyncio.Event()

    async def slow_reader(channel):
        await release.wait()  # slow work before reading
        while await channel.receive():
            pass

    async with running("h2c", pki, slow_reader, config=config) as (server, connect):
        holder = await connect()
        session = await holder.open_session()
        await session.send(encode_frame(b"x" * 1000))
        await eventually(lambda: server.tasks)
        await holder.close()  # the address's gone streams now hold their limit unread
        await eventually(lambda: not server.connections)
        pool = ConnectionPool(config=config)
        origin = Origin("h2c", HOST, server.port)
        for _ in range(6):
            with pytest.raises(SessionRefused) as refused:
                await pool.message(origin, encode_frame(b"m"))
            assert refused.value.unprocessed  # the caller may send it again later
        await eventually(lambda: len(server.connections) <= 2)  # the live one, one retiring
        await pool.close()
        await eventually(lambda: not server.connections)
        release.set()
