"""Bad input from raw sockets: each closes only what it must, and the server keeps serving."""

from __future__ import annotations

import asyncio
import logging

import h2.config
import h2.connection
import h2.errors
import h2.events
import pytest
from transport_helpers import HOST, echo, echo_message, running

from l7_transport import TransportConfig, WriteStalled, encode_frame
from l7_transport.http2 import serve_http2
from l7_transport.tls import client_ssl_context, write_dev_pki

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


async def read_until_closed(reader: asyncio.StreamReader, limit: float = 5.0) -> bytes:
    data = b""
    async with asyncio.timeout(limit):
        while chunk := await reader.read(65536):
            data += chunk
    return data


async def healthy(connect) -> None:
    client = await connect()
    channel = await client.open_session()
    await channel.send(encode_frame(b"alive"))
    got = b""
    while len(got) < 10:
        got += await channel.receive()
    assert got == encode_frame(b"alive")
    await client.close()


async def test_garbage_bytes_close_only_that_connection(pki, caplog):
    async with running("h2c", pki) as (server, connect):
        bystander = await connect()
        channel = await bystander.open_session()
        reader, writer = await asyncio.open_connection(HOST, server.port)
        with caplog.at_level(logging.WARNING, logger="l7_transport.http2"):
            writer.write(b"\x16\x03\x01garbage that is not http/2 at all" * 10)
            await writer.drain()
            await read_until_closed(reader)
            writer.close()
        assert "the preface is wrong" in caplog.text
        await channel.send(encode_frame(b"still"))
        assert await channel.receive() == encode_frame(b"still")
        await healthy(connect)
        await bystander.close()


async def test_wrong_preface_closes_the_connection(pki):
    async with running("h2c", pki) as (server, connect):
        reader, writer = await asyncio.open_connection(HOST, server.port)
        writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        await writer.drain()
        answer = await read_until_closed(reader)
        writer.close()
        # The server's own SETTINGS may precede its GOAWAY; either way it closes.
        assert answer == b"" or answer[3:4] in (b"\x04", b"\x07")
        await healthy(connect)


async def test_garbage_on_the_tls_port_closes_that_socket(pki):
    async with running("h2", pki) as (server, connect):
        reader, writer = await asyncio.open_connection(HOST, server.port)
        writer.write(b"\x00" * 512)
        await writer.drain()
        await read_until_closed(reader)
        writer.close()
        await healthy(connect)


async def test_streams_beyond_the_limit_are_refused_alone(pki):
    # RFC 9113 5.1.2: streams over the advertised limit are refused (REFUSED_STREAM, safe
    # to retry), the connection and the streams within the limit go on.
    config = TransportConfig(max_concurrent_streams=8)
    async with running("h2c", pki, config=config) as (server, connect):
        bystander = await connect()
        reader, writer = await asyncio.open_connection(HOST, server.port)
        # A raw client that opens streams without waiting for the server's SETTINGS.
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        conn.initiate_connection()
        headers = [
            (":method", "POST"),
            (":scheme", "http"),
            (":authority", "x"),
            (":path", "/ioa/v1/session"),
            ("content-type", "application/ioa+json"),
        ]
        for stream_id in range(1, 101, 2):
            conn.send_headers(stream_id, headers)
        conn.send_data(1, encode_frame(b"first"))
        writer.write(conn.data_to_send())
        await writer.drain()
        refused: set[int] = set()
        echoed = b""
        async with asyncio.timeout(10):
            while len(refused) < 42 or len(echoed) < len(encode_frame(b"first")):
                data = await reader.read(65536)
                assert data, "the server closed the connection"
                for event in conn.receive_data(data):
                    assert not isinstance(event, h2.events.ConnectionTerminated)
                    if isinstance(event, h2.events.StreamReset):
                        assert event.error_code == h2.errors.ErrorCodes.REFUSED_STREAM
                        refused.add(event.stream_id)
                    if isinstance(event, h2.events.DataReceived) and event.stream_id == 1:
                        echoed += event.data
                writer.write(conn.data_to_send())
        assert refused == set(range(17, 101, 2)), sorted(refused)
        assert echoed == encode_frame(b"first")
        writer.close()
        channel = await bystander.open_session()
        await channel.send(encode_frame(b"fine"))
        assert await channel.receive() == encode_frame(b"fine")
        await healthy(connect)
        await bystander.close()


def goaway_codes(data: bytes) -> list[int] | None:
    """The error codes of the GOAWAY frames in `data` (whole frames only); None if none yet."""
    codes: list[int] = []
    offset = 0
    while len(data) - offset >= 9:  # a whole frame header
        length = int.from_bytes(data[offset : offset + 3], "big")
        if len(data) - offset - 9 < length:
            break
        if data[offset + 3] == 0x7:  # GOAWAY
            codes.append(int.from_bytes(data[offset + 13 : offset + 17], "big"))
        offset += 9 + length
    return codes or None


@pytest.mark.parametrize("protocol", ["h2c", "h2"])
async def test_a_fault_followed_by_unread_bytes_still_delivers_its_goaway(pki, protocol):
    """A server that closed with input unread would make the kernel send a TCP reset, and
    the peer could lose the GOAWAY: the server reads on (discarding) until the peer closes."""
    async with running(protocol, pki) as (server, connect):
        context = client_ssl_context(pki.ca_cert) if protocol == "h2" else None
        reader, writer = await asyncio.open_connection(
            HOST, server.port, ssl=context, server_hostname=HOST if context else None
        )
        ping_on_a_stream = b"\0\0\x08\x06\0\0\0\0\x01" + b"12345678"  # PROTOCOL_ERROR
        writer.write(PREFACE + b"\0\0\0\x04\0\0\0\0\0" + ping_on_a_stream + b"\0" * (1 << 20))
        await writer.drain()  # a reset would fail here, or the reads below
        answer = b""
        async with asyncio.timeout(10):
            while goaway_codes(answer) is None:
                chunk = await reader.read(65536)
                assert chunk, f"the connection closed without a GOAWAY: {answer!r}"
                answer += chunk
        assert goaway_codes(answer) == [h2.errors.ErrorCodes.PROTOCOL_ERROR]
        writer.close()
        await healthy(connect)


async def test_a_peer_that_never_answers_pings_is_dropped(pki):
    config = TransportConfig(keepalive_interval=0.2, keepalive_timeout=0.3)
    async with running("h2c", pki, config=config) as (server, connect):
        reader, writer = await asyncio.open_connection(HOST, server.port)
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        conn.initiate_connection()
        writer.write(conn.data_to_send())
        await writer.drain()
        # ...and then silence: no PING is ever answered.
        await read_until_closed(reader, limit=5)
        assert not server.connections or all(c.closed for c in server.connections)
        await healthy(connect)


async def test_an_idle_connection_is_closed(pki):
    config = TransportConfig(idle_timeout=0.3, keepalive_interval=0.1, keepalive_timeout=5)
    async with running("h2c", pki, config=config) as (_, connect):
        client = await connect()
        reason = await asyncio.wait_for(client.wait_lost(), 5)
        assert reason.code.value in {"going_away", "connection_lost"}


async def test_a_client_that_stops_reading_stalls_only_its_session(pki):
    config = TransportConfig(stream_window=16 * 1024, max_send_buffer=8 * 1024, stall_timeout=0.5)
    outcome: list[BaseException] = []

    async def firehose(channel):
        try:
            while True:
                await channel.send(encode_frame(b"f" * 1000))
        except WriteStalled as error:
            outcome.append(error)
            raise

    async def route(channel):
        first = await channel.receive()
        if first == encode_frame(b"hose"):
            await firehose(channel)
        else:
            await channel.send(first)
            await echo(channel)

    async with running("h2c", pki, route, config=config) as (_, connect):
        client = await connect()
        hose = await client.open_session()
        await hose.send(encode_frame(b"hose"))  # then never read
        for _ in range(100):
            if outcome:
                break
            await asyncio.sleep(0.05)
        assert isinstance(outcome[0], WriteStalled)
        other = await client.open_session()
        await other.send(encode_frame(b"other"))
        assert await other.receive() == encode_frame(b"other")
        await client.close()


async def test_oversized_one_shot_message_is_413():
    config = TransportConfig(max_frame_size=100)
    server = await serve_http2(echo, message_handler=echo_message, cleartext=True, config=config)
    try:
        reader, writer = await asyncio.open_connection(HOST, server.port)
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        conn.initiate_connection()
        stream_id = conn.get_next_available_stream_id()
        conn.send_headers(
            stream_id,
            [
                (":method", "POST"),
                (":scheme", "http"),
                (":authority", "x"),
                (":path", "/ioa/v1/message"),
                ("content-type", "application/ioa+json"),
            ],
        )
        conn.send_data(stream_id, b"x" * 500, end_stream=True)
        writer.write(conn.data_to_send())
        await writer.drain()
        status = None
        async with asyncio.timeout(5):
            while status is None:
                data = await reader.read(65536)
                assert data
                for event in conn.receive_data(data):
                    if type(event).__name__ == "ResponseReceived":
                        status = dict(event.headers)[b":status"]
                writer.write(conn.data_to_send())
        assert status == b"413"
        writer.close()
    finally:
        await server.close()
