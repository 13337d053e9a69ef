"""How HTTP/3 sessions end: a server's drain, its shutdown, and a finished session kept open.

Real QUIC on 127.0.0.1. Timeouts here are hang detectors, never measures.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import socket
import struct
import termios
import time

import pytest
from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import QuicConnection
from aioquic.quic.packet import QuicErrorCode
from transport_helpers import HOST, HandshakeHeld, echo, eventually, running

from l7_transport import (
    Channel,
    ChannelClosed,
    ConnectError,
    ConnectTimeout,
    SessionRefused,
    TransportConfig,
    TransportError,
    TransportErrorCode,
    encode_frame,
)
from l7_transport.h3quic import quic_configuration
from l7_transport.http3 import Http3Client, serve_http3
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


# ------------------------------------------------- a shutdown, to connections not served yet

PATIENT_HANDSHAKE = TransportConfig(connect_timeout=60.0, tls_handshake_timeout=60.0)
"""No handshake is timed out while a test runs: only the server's shutdown ends one."""


@contextlib.asynccontextmanager
async def serving_a_session(pki):
    """A server with one session served, whose handler waits: a close drains it until the end.

    Yields the server and a function that starts its close (a task). Afterwards the
    handler is let go, so the drain ends and the close returns.
    """
    release = asyncio.Event()
    closing: list[asyncio.Task[None]] = []

    async def waits(_channel: Channel) -> None:
        await release.wait()

    def close() -> asyncio.Task[None]:
        closing.append(asyncio.create_task(server.close(grace=HANG * 6)))  # type: ignore[attr-defined]
        return closing[0]

    async with running("h3", pki, waits, config=PATIENT_HANDSHAKE) as (server, connect):
        served = await connect()
        session = await served.open_session()
        await session.send(encode_frame(b"hello"))
        await eventually(lambda: server.stats().handlers == 1)  # type: ignore[attr-defined]
        try:
            yield server, close
        finally:
            release.set()
            async with asyncio.timeout(HANG * 2):
                await asyncio.gather(*closing)
            await served.close()


def assert_refused_for_the_shutdown(error: ConnectError) -> None:
    """`connect_failed` with the server's reason, never the connect timeout."""
    assert not isinstance(error, ConnectTimeout)
    assert error.code is TransportErrorCode.CONNECT_FAILED
    assert "the connection was refused (server shutting down)" in str(error)


async def test_a_handshake_under_way_when_the_server_stops_is_refused_at_once(pki):
    """The server stops while a client's QUIC handshake is under way (the relay withholds the
    server's flight) and while it drains a session: the client is told at once (QUIC
    CONNECTION_REFUSED, "server shutting down"), not once the drain is over, and fails with
    `connect_failed` saying so, not after its connect timeout."""
    async with serving_a_session(pki) as (server, close):
        relay = await HandshakeHeld.start(server.port)
        connecting = asyncio.create_task(
            Http3Client.connect(HOST, relay.port, ca=pki.ca_cert, config=PATIENT_HANDSHAKE)
        )
        try:
            await eventually(lambda: relay.withheld > 0 and server.handshaking.total() == 1)
            closing = close()
            async with asyncio.timeout(HANG):
                with pytest.raises(ConnectError) as refused:
                    await connecting
            assert_refused_for_the_shutdown(refused.value)
            assert not closing.done()  # told at once, while the drain goes on
        finally:
            connecting.cancel()
            relay.close()


async def test_a_client_that_connects_while_the_server_drains_is_refused(pki):
    """A new connection's first Initial, once the server is shutting down, is refused there,
    statelessly (no connection state: the server holds its drained one alone)."""
    async with serving_a_session(pki) as (server, close):
        closing = close()
        await eventually(lambda: server.closing)
        async with asyncio.timeout(HANG):
            with pytest.raises(ConnectError) as refused:
                await Http3Client.connect(
                    HOST, server.port, ca=pki.ca_cert, config=PATIENT_HANDSHAKE
                )
        assert_refused_for_the_shutdown(refused.value)
        assert server.stats().connections == 1
        assert not closing.done()


def _queued(sock: socket.socket) -> int:
    """Bytes of the first datagram waiting in `sock` (FIONREAD), 0 when none."""
    return int(struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.FIONREAD, b"\0" * 4))[0])


async def test_an_initial_waiting_in_the_socket_as_the_server_closes_is_answered(pki):
    """A client's first Initial that the server has not read when it stops would go with its
    socket, and the client, who hears of no closed port, wait its connect timeout: it is read
    and refused before the socket closes."""
    server = await serve_http3(
        echo, certificate=pki.server_cert, private_key=pki.server_key, config=PATIENT_HANDSHAKE
    )
    loop = asyncio.get_running_loop()
    quic = QuicConnection(
        configuration=quic_configuration(
            is_client=True, config=PATIENT_HANDSHAKE, ca=pki.ca_cert, server_name=HOST
        )
    )
    address = (HOST, server.port)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind((HOST, 0))
        sock.setblocking(False)
        quic.connect(address, now=loop.time())
        for datagram, _ in quic.datagrams_to_send(now=loop.time()):
            sock.sendto(datagram, address)
        # The event loop does not run until the close: the Initial waits in the socket.
        listening = server._server._transport.get_extra_info("socket")  # type: ignore[union-attr]
        waited = time.monotonic()
        while not _queued(listening):
            assert time.monotonic() - waited < HANG, "the Initial never reached the server"
            time.sleep(0.001)  # noqa: ASYNC251 - the loop must not read it first
        await server.close()
        async with asyncio.timeout(HANG):
            answer = await loop.sock_recv(sock, 65536)
    quic.receive_datagram(answer, address, now=loop.time())
    closed = quic._close_event
    assert closed is not None
    assert (closed.error_code, closed.reason_phrase) == (
        QuicErrorCode.CONNECTION_REFUSED,
        "server shutting down",
    )


# ------------------------------------------------------------------ a finished session


async def answer_once(channel: Channel) -> None:
    """Answer the first frame, then end the server's side (the handler returns)."""
    message = await collect(channel, len(encode_frame(b"hello")))
    await channel.send(message + encode_frame(b"bye"))


ANSWER = encode_frame(b"hello") + encode_frame(b"bye")
LINGER = TransportConfig(first_byte_timeout=0.5)
"""A finished session kept open is stopped after half a second."""
PATIENT = TransportConfig(first_byte_timeout=60.0)
"""Nothing is stopped for lingering while a test runs."""


async def test_a_client_that_keeps_a_finished_session_open_is_asked_to_stop(pki, caplog):
    """The server ended its side; the client did not end its own: after first_byte_timeout the
    server sends STOP_SENDING H3_NO_ERROR and forgets the stream. The client still reads what
    arrived, and its later sends fail as for a session ended here."""
    async with running("h3", pki, answer_once, config=LINGER) as (server, connect):
        client = await connect()
        channel = await client.open_session()
        with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
            await channel.send(encode_frame(b"hello"))
            await eventually(lambda: client.session_count == 0)
        assert "has not ended its side 0.5s after the server" in caplog.text
        assert await collect(channel, len(ANSWER)) == ANSWER
        assert await channel.receive() == b""
        with pytest.raises(ChannelClosed):
            await channel.send(encode_frame(b"more"))
        stats = server.stats()  # type: ignore[attr-defined]
        assert (stats.streams, stats.handlers) == (0, 0)
        [connection] = server.connections  # type: ignore[attr-defined]
        await eventually(lambda: channel.stream_id not in connection._quic._streams)
        assert not client.closed
        again = await client.open_session()  # the connection serves on
        await again.send(encode_frame(b"hello"))
        assert await collect(again, len(ANSWER)) == ANSWER
        await again.close()
        await client.close()


async def test_a_client_that_ends_a_finished_session_is_let_go_at_once(pki):
    """The server's side ended first, the client's later: the stream is let go both sides as
    the client's end arrives (it was held until the connection closed), never stopped."""
    async with running("h3", pki, answer_once, config=PATIENT) as (server, connect):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"hello"))
        assert await collect(channel, len(ANSWER)) == ANSWER
        assert await channel.receive() == b""
        await eventually(lambda: server.stats().handlers == 0)  # type: ignore[attr-defined]
        assert server.stats().streams == 1  # type: ignore[attr-defined]
        await channel.close()
        await eventually(lambda: server.stats().streams == 0)  # type: ignore[attr-defined]
        assert client.session_count == 0
        [connection] = server.connections  # type: ignore[attr-defined]
        assert not connection._lingering
        await client.close()


async def test_a_session_whose_quic_stream_is_gone_is_let_go_as_it_closes(pki):
    """aioquic forgets a stream finished both ways on its side; a channel that still had
    its end to write must not stay listed (the connection would never count as idle)."""
    async with running("h3", pki, answer_once, config=PATIENT) as (_server, connect):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"hello"))
        assert await collect(channel, len(ANSWER)) == ANSWER
        assert await channel.receive() == b""  # the server's end
        protocol = client._protocol
        protocol._quic._streams.pop(channel.stream_id)  # as aioquic lets a finished stream go
        await asyncio.wait_for(channel.close(), 5)
        assert channel.stream_id not in protocol.streams
        assert client.session_count == 0
        await client.close()


# ------------------------------------------------------------------ a closing client

SMALL_WINDOW = TransportConfig(stream_window=16 * 1024)
"""64 KiB is then four stream windows: the last of it goes only as the first is acknowledged."""


@pytest.mark.parametrize(
    ("ending", "size"),
    [("send", 1000), ("send, then end the session", 1000), ("send, then end the session", 65536)],
)
async def test_a_client_that_closes_right_after_its_last_send_loses_nothing(pki, ending, size):
    """What a session queued goes out, and is acknowledged, before the client's CONNECTION_CLOSE:
    at once as far as the stream's window allows; for a session that asked to end, all of it
    and its FIN (within a short grace), here beyond one stream window."""
    received: list[bytes] = []
    ends: list[bool] = []

    async def record(channel: Channel) -> None:
        with contextlib.suppress(TransportError):  # the client's close, after what it sent
            while data := await channel.receive():
                received.append(data)
            ends.append(True)

    async with running("h3", pki, record, config=SMALL_WINDOW) as (_, connect):
        client = await connect()
        channel = await client.open_session()
        last = encode_frame(b"w" * (size - 5))
        await channel.send(last)
        closing = None
        if ending == "send, then end the session":
            closing = asyncio.ensure_future(channel.close())
            await asyncio.sleep(0)  # the end is asked for, nothing written yet
            assert channel.end_requested
            assert not channel.ended
        async with asyncio.timeout(HANG):
            await client.close()
        assert client.closed
        await eventually(lambda: sum(map(len, received)) >= size)
        assert b"".join(received) == last
        if closing is not None:
            await closing
            await eventually(lambda: bool(ends))


async def test_a_client_whose_sessions_never_finish_still_closes(pki):
    """A server that never reads: one session never asks to end, another asks but cannot write
    all it queued. The client's close waits for neither beyond its grace, and does not hang."""
    started: list[Channel] = []

    async def never_read(channel: Channel) -> None:
        started.append(channel)
        await asyncio.Event().wait()

    async with running("h3", pki, never_read, config=SMALL_WINDOW) as (_, connect):
        client = await connect()
        stuck = [await client.open_session() for _ in range(2)]
        for channel in stuck:
            await channel.send(encode_frame(b"s" * 40_000))
        stuck[1].end()
        await eventually(lambda: len(started) == 2)
        async with asyncio.timeout(HANG):
            await client.close()
        assert client.closed
        for channel in stuck:
            assert channel.failed


# ------------------------------------------------------ a client told GOAWAY


async def told_goaway(server, connect):
    """A client with one session that has made a round trip, then told GOAWAY by the server
    (the session kept: the GOAWAY names the next stream as the first not processed)."""
    client = await connect()
    kept = await client.open_session()
    await round_trip(kept)
    [connection] = server.connections
    connection._send_goaway()
    await eventually(lambda: client.closed)
    return client, kept, connection


async def test_a_graceful_goaway_lets_the_kept_session_finish_and_refuses_new_ones(pki):
    """The server's GOAWAY keeps the session it names (RFC 9114 5.2): that session goes on;
    a new one is refused unprocessed (`SessionRefused.unprocessed`, as over HTTP/2), never
    sent; and once the kept session ends the client closes the connection itself."""
    async with running("h3", pki) as (server, connect):
        client, kept, connection = await told_goaway(server, connect)
        assert not client.has_room
        with pytest.raises(SessionRefused) as refused:
            await client.open_session()
        assert refused.value.unprocessed
        assert refused.value.code is TransportErrorCode.SESSION_REFUSED
        assert "GOAWAY" in str(refused.value)
        assert len(connection.streams) == 1  # nothing of the refused session was sent
        await round_trip(kept)  # the session the GOAWAY kept is served on
        assert not client._protocol.lost.is_set()
        await kept.close()
        assert await collect_end(kept) == b""
        async with asyncio.timeout(HANG):
            reason = await client.wait_lost()  # closed here once drained, not by the server
        assert reason.code is TransportErrorCode.GOING_AWAY  # nothing was cut: as over HTTP/2
        assert client.lost_sessions == []
        await eventually(connection.lost.is_set)
        await client.close()


async def test_a_goaway_on_a_connection_with_no_session_closes_it_at_once(pki):
    async with running("h3", pki) as (server, connect):
        client = await connect()
        await round_trip(session := await client.open_session())
        await session.close()
        assert await collect_end(session) == b""
        [connection] = server.connections  # type: ignore[attr-defined]
        await eventually(lambda: not connection.streams)
        connection._send_goaway()
        async with asyncio.timeout(HANG):
            assert (await client.wait_lost()).code is TransportErrorCode.GOING_AWAY
        with pytest.raises(SessionRefused) as refused:
            await client.open_session()
        assert refused.value.unprocessed  # still said as a GOAWAY's refusal, after the end
        await client.close()


async def test_after_a_goaway_the_clients_last_words_on_a_kept_session_arrive(pki):
    """The server ends the kept session first; the client answers and ends it too (an L9
    close and its answering final ACK). That answer is the client's last write: the
    connection, drained, closes only once the server has it."""
    go = asyncio.Event()
    heard: list[bytes | str | TransportError] = []

    async def closes_first(channel: Channel) -> None:
        await channel.send(await collect(channel, 1000))
        await go.wait()
        await channel.send(encode_frame(b"bye"))
        channel.end()
        try:
            while chunk := await channel.receive():
                heard.append(chunk)
            heard.append("end")
        except TransportError as error:
            heard.append(error)

    async with running("h3", pki, closes_first) as (server, connect):
        client, kept, connection = await told_goaway(server, connect)
        go.set()
        assert await collect_end(kept) == encode_frame(b"bye")
        await kept.send(encode_frame(b"ack"))
        await kept.close()
        async with asyncio.timeout(HANG):
            await client.wait_lost()
        await eventually(lambda: len(heard) >= 2)
        assert heard[:2] == [encode_frame(b"ack"), "end"], heard
        await client.close()


async def test_a_server_that_closes_after_its_goaway_cuts_the_kept_session_lost(pki):
    """As over HTTP/2: `going_away` was the GOAWAY's; the close that cuts a session the
    GOAWAY kept is `connection_lost` for that session."""
    async with running("h3", pki) as (server, connect):
        client, kept, connection = await told_goaway(server, connect)
        connection.close(ErrorCode.H3_NO_ERROR, "server shutting down")
        with pytest.raises(TransportError) as cut:
            await collect(kept, 1)
        assert cut.value.code is TransportErrorCode.CONNECTION_LOST
        assert (await client.wait_lost()).code is TransportErrorCode.CONNECTION_LOST
        await client.close()


async def collect_end(channel: Channel) -> bytes:
    """What arrives until the session's clean end (`b""`)."""
    async with asyncio.timeout(HANG):
        rest = b""
        while chunk := await channel.receive():
            rest += chunk
        return rest
