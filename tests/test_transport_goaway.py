"""An HTTP/2 client told GOAWAY by its server (RFC 9113 6.8), over real sockets on 127.0.0.1.

A GOAWAY with NO_ERROR is a graceful drain: the server promises to finish the
streams up to its last stream id. The client refuses the others unprocessed
(`SessionRefused.unprocessed`: a pool sends them again elsewhere), opens nothing
more on the connection, lets the streams it kept finish, and closes once none
is left. Any other error code still cuts the connection at once. h2 closes its
connection for good on any GOAWAY (python-hyper/h2#1181), so the client's
frame audit withholds GOAWAY frames from it (l7_transport.h2audit): a GOAWAY
split across reads, even byte by byte, is read whole, and a malformed one fails
the connection with the error RFC 9113 names.

The server (tests/draining_server.py) is a raw h2 server that writes its
GOAWAY behind its own h2's back, then goes on serving, as nginx, envoy or Go's
net/http do when they drain.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import h2.config
import h2.connection
import pytest
from draining_server import (
    HOST,
    MAX_STREAM_ID,
    DrainingConnection,
    answer,
    draining_server,
    goaway,
    raw_frame,
)
from h2.errors import ErrorCodes
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the fuzz/ package, beside tests/

from fuzz.targets import RecordingTransport
from l7_transport import (
    Channel,
    ConnectionLost,
    SessionRefused,
    TransportConfig,
    TransportErrorCode,
    TransportProtocolError,
)
from l7_transport.http2 import Http2Client, _ClientConnection
from l7_transport.pool import ConnectionPool, Origin

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

GOAWAY_TYPE = 0x7


async def _read_all(channel: Channel) -> bytes:
    """Everything the server sends on `channel`, up to its clean end (`b""`)."""
    received = b""
    while chunk := await channel.receive():
        received += chunk
    return received


async def _three_sessions(server) -> tuple[Http2Client, DrainingConnection, list[Channel]]:
    """A client with sessions on streams 1, 3 and 5, the server having read all three;
    stream 1 has its `200` and a first answer, the others nothing yet."""
    client = await Http2Client.connect(HOST, server.port, cleartext=True)
    channels = [await client.open_session(wait=False) for _ in range(3)]
    assert [channel.stream_id for channel in channels] == [1, 3, 5]
    connection = await server.connection()
    await connection.until(lambda: {1, 3, 5} <= connection.requests.keys())
    connection.respond(1)
    connection.send(1, answer("one, first"))
    assert await channels[0].receive() == answer("one, first")
    return client, connection, channels


async def _refused(channel: Channel) -> SessionRefused:
    with pytest.raises(SessionRefused) as refused:
        await channel.receive()
    return refused.value


async def _gone(client: Http2Client, within: float = 10.0):
    return await asyncio.wait_for(client.wait_lost(), within)


async def test_a_graceful_goaway_lets_the_streams_it_kept_finish_and_refuses_the_rest():
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, three, five) = await _three_sessions(server)
        connection.inject(goaway(3))  # NO_ERROR: streams 1 and 3 will be finished

        refused = await _refused(five)  # no response, above the last stream id
        assert refused.unprocessed
        assert refused.stream_id == 5
        assert "GOAWAY" in refused.message

        # No new stream on the connection, with an error a pool can act on.
        assert client.closed
        assert not client.has_room
        with pytest.raises(SessionRefused, match="going away") as no_more:
            await client.open_session(wait=False)
        assert no_more.value.unprocessed
        assert "GOAWAY NO_ERROR, last stream 3" in no_more.value.message

        # The server finishes stream 3 (its 200 comes after the GOAWAY) and stream 1.
        connection.respond(3)
        connection.send(3, answer("three"), end=True)
        connection.send(1, answer("one, second"), end=True)
        assert await _read_all(three) == answer("three")
        assert await _read_all(one) == answer("one, second")
        assert not three.failed
        assert not one.failed
        assert client.session_count == 2  # the client's sides are still open
        assert not connection.eof

        # Each ends its own side; once the last has, the client closes the connection
        # (the server has not closed it: it would wait for the client).
        await one.send(answer("bye from one"))
        await one.close()
        await connection.until(lambda: 1 in connection.ended)
        assert not client._connection.lost.is_set()  # stream 3 is still open
        await three.close()
        reason = await _gone(client)
        assert reason.code == TransportErrorCode.GOING_AWAY
        assert client.lost_sessions == []
        await connection.until(lambda: connection.eof)
        assert connection.client_goaway is not None
        assert connection.client_goaway.error_code == ErrorCodes.NO_ERROR
        assert connection.requests.keys() == {1, 3, 5}  # nothing new was sent
        assert connection.received[1] == answer("bye from one")
        assert 3 in connection.ended


async def test_a_stream_kept_by_a_goaway_is_lost_if_the_server_closes_before_it_ends():
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, three, five) = await _three_sessions(server)
        connection.inject(goaway(3))
        await _refused(five)
        connection.send(1, answer("one, last"), end=True)
        assert await _read_all(one) == answer("one, last")
        await one.close()
        await connection.until(lambda: 1 in connection.ended)
        connection.close()  # stream 3 never finished: the server broke its promise
        reason = await _gone(client)
        assert isinstance(reason, ConnectionLost)
        assert reason.code == TransportErrorCode.CONNECTION_LOST  # an ordinary loss
        assert "after the server's GOAWAY (NO_ERROR, last stream 3)" in reason.message
        with pytest.raises(ConnectionLost):
            await three.receive()
        assert client.lost_sessions == [three.session_id]


async def test_a_goaway_with_an_error_code_cuts_the_connection_at_once():
    # As before graceful shutdown was read: the streams up to the last id are lost
    # (they may have been processed), the others refused unprocessed.
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, three, five) = await _three_sessions(server)
        connection.inject(goaway(3, ErrorCodes.PROTOCOL_ERROR))
        reason = await _gone(client)  # the server has not closed: the client did, at once
        assert reason.code == TransportErrorCode.GOING_AWAY
        assert "PROTOCOL_ERROR" in reason.message
        assert (await _refused(five)).unprocessed
        for kept in (one, three):
            with pytest.raises(ConnectionLost, match="PROTOCOL_ERROR"):
                await kept.receive()
        assert sorted(client.lost_sessions) == sorted([one.session_id, three.session_id])
        await connection.until(lambda: connection.eof)


async def test_an_error_goaway_during_a_graceful_drain_cuts_the_connection_at_once():
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, three, five) = await _three_sessions(server)
        connection.inject(goaway(MAX_STREAM_ID))  # graceful: every stream in flight goes on
        connection.respond(3)
        connection.send(3, answer("three"))
        assert await three.receive() == answer("three")
        assert client.closed
        connection.inject(goaway(3, ErrorCodes.INTERNAL_ERROR))
        reason = await _gone(client)
        assert "INTERNAL_ERROR" in reason.message
        assert (await _refused(five)).unprocessed  # no response yet: refused by the lower id
        for kept in (one, three):
            with pytest.raises(ConnectionLost, match="INTERNAL_ERROR"):
                await kept.receive()


async def test_a_later_goaway_may_lower_the_last_stream_id_never_raise_it():
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, three, five) = await _three_sessions(server)
        # The two-step drain of RFC 9113 6.8: "any stream in flight", then the real last.
        connection.inject(goaway(MAX_STREAM_ID))
        connection.send(1, answer("one, second"))
        assert await one.receive() == answer("one, second")
        assert client.closed
        assert client.session_count == 3  # nothing refused yet
        connection.inject(goaway(1))
        assert (await _refused(three)).unprocessed
        assert (await _refused(five)).unprocessed
        connection.inject(goaway(5))  # a higher id changes nothing
        with pytest.raises(SessionRefused, match="last stream 1"):
            await client.open_session(wait=False)
        connection.send(1, answer("one, last"), end=True)
        assert await _read_all(one) == answer("one, last")
        await one.close()
        assert (await _gone(client)).code == TransportErrorCode.GOING_AWAY
        assert client.lost_sessions == []


async def test_a_goaway_split_byte_by_byte_across_reads_is_read_whole():
    async with draining_server() as server, asyncio.timeout(60):
        client, connection, (one, three, five) = await _three_sessions(server)
        # The GOAWAY (with debug data, passed over) and the DATA right behind it, one byte
        # a write: every frame header and the GOAWAY's payload split at every byte.
        connection.h2.send_data(1, answer("one, last"), end_stream=True)
        data_behind = connection.h2.data_to_send()
        await connection.inject_slowly(goaway(3, debug=b"draining, see you") + data_behind)
        assert (await _refused(five)).unprocessed
        assert await _read_all(one) == answer("one, last")
        connection.respond(3)
        connection.send(3, answer("three"), end=True)
        assert await _read_all(three) == answer("three")
        await one.close()
        await three.close()
        assert (await _gone(client)).code == TransportErrorCode.GOING_AWAY
        assert client.lost_sessions == []


@pytest.mark.parametrize(
    ("frame", "code", "says"),
    [
        (raw_frame(GOAWAY_TYPE, 0, 0, b"\0\0\0\x03"), ErrorCodes.FRAME_SIZE_ERROR, "GOAWAY of 4"),
        (raw_frame(GOAWAY_TYPE, 0, 0, b""), ErrorCodes.FRAME_SIZE_ERROR, "GOAWAY of 0"),
        (
            raw_frame(GOAWAY_TYPE, 0, 1, bytes(8)),
            ErrorCodes.PROTOCOL_ERROR,
            "GOAWAY on stream 1",
        ),
    ],
    ids=["truncated", "empty", "on-a-stream"],
)
@pytest.mark.parametrize("step", [None, 1], ids=["whole", "byte-by-byte"])
async def test_a_malformed_goaway_fails_the_connection_with_the_error_rfc_9113_names(
    frame, code, says, step
):
    async with draining_server() as server, asyncio.timeout(30):
        client, connection, (one, _three, _five) = await _three_sessions(server)
        if step is None:
            connection.inject(frame)
        else:
            await connection.inject_slowly(frame, step)
        reason = await _gone(client)
        assert isinstance(reason, TransportProtocolError)
        assert says in reason.message
        with pytest.raises(TransportProtocolError, match=says):
            await one.receive()
        # The client said why, in its own GOAWAY (RFC 9113 6.8: a GOAWAY shorter than 8
        # bytes is FRAME_SIZE_ERROR; 5.1.1: one on a stream, PROTOCOL_ERROR).
        await connection.until(lambda: connection.client_goaway is not None)
        assert connection.client_goaway.error_code == code


async def test_a_pool_opens_a_fresh_connection_past_one_going_away_and_the_old_sessions_finish():
    async with draining_server() as server, asyncio.timeout(30):
        pool = ConnectionPool()
        origin = Origin("h2c", HOST, server.port)
        try:
            old = await pool.connection(origin)
            kept = await old.open_session(wait=False)
            first = await server.connection(0)
            await first.until(lambda: 1 in first.requests)
            first.respond(1)
            first.inject(goaway(1))
            first.send(1, answer("kept"))
            assert await kept.receive() == answer("kept")
            assert old.closed
            opening = asyncio.create_task(pool.open_session(origin))
            second = await server.connection(1)  # not on the connection going away
            await second.until(lambda: 1 in second.requests)
            second.respond(1)
            fresh = await opening
            assert first.requests.keys() == {1}
            assert await pool.connection(origin) is not old
            first.send(1, answer("kept, last"), end=True)
            assert await _read_all(kept) == answer("kept, last")
            await kept.close()
            assert (await _gone(old)).code == TransportErrorCode.GOING_AWAY
            fresh.abort()
        finally:
            await pool.close()


async def _drain_in_memory(sizes: list[int], *, five_answered_first: bool) -> None:
    """The graceful drain of the first test, the server's bytes cut into reads of `sizes`."""
    connection = _ClientConnection(TransportConfig(), cleartext=True, authority="x")
    wire = RecordingTransport(connection)
    connection.connection_made(wire)
    client = Http2Client(connection)
    one, three, five = [await client.open_session(wait=False) for _ in range(3)]
    await asyncio.sleep(0)  # the requests are written
    server = h2.connection.H2Connection(
        h2.config.H2Configuration(client_side=False, header_encoding=None)
    )
    server.initiate_connection()
    server.receive_data(bytes(wire.written))
    status = [(b":status", b"200")]
    server.send_headers(1, status)
    server.send_data(1, answer("one, first"))
    if five_answered_first:
        server.send_headers(5, status)  # processed after all, whatever the GOAWAY says
    before = server.data_to_send()
    server.send_headers(3, status)
    server.send_data(3, answer("three"), end_stream=True)
    server.send_data(1, answer("one, last"), end_stream=True)
    after = server.data_to_send()
    script = before + goaway(3, debug=b"bye") + after
    at = 0
    for size in [*sizes, len(script)]:
        connection.data_received(script[at : at + size])
        at += size
        if at >= len(script):
            break
    await asyncio.sleep(0)
    if five_answered_first:
        assert not five.failed
        five.abort()
    else:
        assert isinstance(five.failure, SessionRefused)
        assert five.failure.unprocessed
    assert await _read_all(one) == answer("one, first") + answer("one, last")
    assert await _read_all(three) == answer("three")
    with pytest.raises(SessionRefused, match="going away"):
        await client.open_session(wait=False)
    assert not connection.lost.is_set()
    await one.close()
    await three.close()
    reason = await asyncio.wait_for(client.wait_lost(), 10)
    assert reason.code == TransportErrorCode.GOING_AWAY
    assert client.lost_sessions == []


@given(
    sizes=st.lists(st.integers(min_value=1, max_value=120), max_size=40),
    five_answered_first=st.booleans(),
)
def test_wherever_the_reads_split_a_graceful_goaway_is_read_in_its_place(
    sizes, five_answered_first
):
    # In memory (no socket), so that every split point is a read of its own: the
    # streams the GOAWAY keeps finish, and a response read before the GOAWAY, in the
    # same read or not, makes its stream one the server processed.
    asyncio.run(_drain_in_memory(sizes, five_answered_first=five_answered_first))
