"""HTTP/2 and HTTP/3 sessions on real sockets on 127.0.0.1."""

from __future__ import annotations

import asyncio
import errno

import pytest
from aioquic.h3.connection import ErrorCode
from transport_helpers import HOST, Recorder, echo, running

from l7_transport import (
    ConnectError,
    ConnectionLost,
    ConnectTimeout,
    FramingError,
    SessionRefused,
    StreamReset,
    TransportConfig,
    TransportErrorCode,
    WriteStalled,
    encode_frame,
    serving,
)
from l7_transport.channel import EARLY_WRITE_AFTER
from l7_transport.exceptions import TransportProtocolError
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

PROTOCOLS = ["h2", "h2c", "h3"]


@pytest.fixture(scope="session")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"), clients=["alice", "mallory"])


async def send_forever(channel, data: bytes) -> None:
    while True:
        await channel.send(data)


async def open_one_session(connect) -> None:
    client = await connect()
    await client.open_session()


async def collect(channel, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = await channel.receive()
        assert chunk, "the session ended early"
        data += chunk
    return data


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_session_echo_and_one_shot_message(pki, protocol):
    async with running(protocol, pki) as (_, connect):
        client = await connect()
        channel = await client.open_session()
        frames = b"".join(encode_frame(b'{"n":%d}' % i) for i in range(100))
        await channel.send(frames)
        assert await collect(channel, len(frames)) == frames
        answer = await client.message(encode_frame(b'{"one":"shot"}'))
        assert answer == encode_frame(b'{"one":"shot"}')
        await channel.close()
        assert await channel.receive() == b""
        assert client.peer.protocol == ("h2c" if protocol == "h2c" else protocol)
        assert client.peer.tls is (protocol != "h2c")
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_session_task_cancelled_before_it_starts_resets_its_stream(
    pki, protocol, monkeypatch
):
    # Outside attack, cuts at every point (F2): a server's session task cancelled before
    # its first step (a shutdown at that moment) never ran, so nothing ended its stream and
    # the client waited for an answer until its own timeout.
    original = serving.HandlerTasks.spawn

    def spawn_cancelled(self, coroutine):
        task = original(self, coroutine)
        task.cancel()  # before its first step
        return task

    monkeypatch.setattr(serving.HandlerTasks, "spawn", spawn_cancelled)
    async with running(protocol, pki) as (_, connect):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b'{"n":1}'))
        with pytest.raises(StreamReset):  # reset at once: not the wait_for's TimeoutError
            await asyncio.wait_for(channel.receive(), 30)
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_many_sessions_multiplex_on_one_connection(pki, protocol):
    async with running(protocol, pki) as (_, connect):
        client = await connect()
        channels = await asyncio.gather(*(client.open_session() for _ in range(40)))
        assert client.session_count == 40

        async def exchange(index: int, channel) -> bytes:
            payload = b"".join(encode_frame(b"%d:%d" % (index, i)) for i in range(50))
            await channel.send(payload)
            got = await collect(channel, len(payload))
            await channel.close()
            return got == payload

        results = await asyncio.gather(*(exchange(i, c) for i, c in enumerate(channels)))
        assert all(results)
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_slow_receiver_makes_send_wait_and_nothing_is_unbounded(pki, protocol):
    config = TransportConfig(stream_window=64 * 1024, max_send_buffer=32 * 1024, stall_timeout=30)
    recorder = Recorder(read=False)
    async with running(protocol, pki, recorder, config=config) as (_, connect):
        client = await connect()
        channel = await client.open_session()
        chunk = encode_frame(b"x" * 4000)
        sent = 0

        async def writer() -> None:
            nonlocal sent
            while True:
                await channel.send(chunk)
                sent += len(chunk)

        task = asyncio.create_task(writer())
        await recorder.started.wait()
        await asyncio.sleep(0.5)
        stuck_at = sent
        await asyncio.sleep(0.3)
        # The writer is blocked: nothing more was accepted while the server did not read.
        assert sent == stuck_at
        # Everything in flight is bounded by the windows and buffers.
        assert sent < 4 * (config.stream_window + config.max_send_buffer) + 64 * 1024
        server_side = recorder.channels[0]
        assert server_side.unread <= config.stream_window + 16 * 1024
        recorder.release.set()  # the server starts reading (and echoing)
        for _ in range(100):
            await asyncio.sleep(0.02)
            if sent > stuck_at:
                break
        assert sent > stuck_at
        task.cancel()
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_stalled_session_is_reset_and_the_others_go_on(pki, protocol):
    config = TransportConfig(stream_window=16 * 1024, max_send_buffer=8 * 1024, stall_timeout=0.5)
    recorder = Recorder(read=False)

    async def handler(channel):
        if not recorder.channels:
            await recorder(channel)  # the first session never reads
        else:
            await echo(channel)

    async with running(protocol, pki, handler, config=config) as (_, connect):
        client = await connect()
        stuck = await client.open_session()
        with pytest.raises(WriteStalled) as caught:
            await send_forever(stuck, encode_frame(b"y" * 2000))
        assert caught.value.code is TransportErrorCode.STALLED
        healthy = await client.open_session()
        await healthy.send(encode_frame(b"still here"))
        assert await collect(healthy, 15) == encode_frame(b"still here")
        recorder.release.set()
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_frame_above_the_limit_resets_only_its_session(pki, protocol):
    config = TransportConfig(max_frame_size=1000)
    recorder = Recorder()
    async with running(protocol, pki, recorder, config=config) as (_, connect):
        client = await connect()
        good = await client.open_session()
        bad = await client.open_session()
        await good.send(encode_frame(b"before"))
        assert await collect(good, 11) == encode_frame(b"before")
        # A session under way (its handler started by its first frame) learns of the fault.
        await bad.send(encode_frame(b"ok"))
        assert await collect(bad, 7) == encode_frame(b"ok")
        await bad.send(encode_frame(b"z" * 1001))
        with pytest.raises((StreamReset, FramingError)):
            await collect(bad, 10_000)
        for _ in range(50):
            if recorder.errors:
                break
            await asyncio.sleep(0.02)
        assert any(
            isinstance(e, FramingError) and e.code is TransportErrorCode.FRAME_TOO_LARGE
            for e in recorder.errors
        )
        await good.send(encode_frame(b"after"))
        assert await collect(good, 10) == encode_frame(b"after")
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_reset_mid_frame_is_reported_to_the_server(pki, protocol):
    recorder = Recorder()
    async with running(protocol, pki, recorder) as (_, connect):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"complete"))
        await collect(channel, 13)
        await channel.send(encode_frame(b"partial" * 10)[:20])
        await asyncio.sleep(0.1)
        channel.abort("gone")
        for _ in range(50):
            if recorder.errors:
                break
            await asyncio.sleep(0.02)
        assert isinstance(recorder.errors[0], StreamReset)
        other = await client.open_session()
        await other.send(encode_frame(b"ok"))
        assert await collect(other, 7) == encode_frame(b"ok")
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_unknown_path_is_refused_with_its_status(pki, protocol):
    async with running(protocol, pki) as (_, connect):
        client = await connect()
        with pytest.raises(SessionRefused, match="404"):
            await client.open_session(path="/nowhere")
        await client.close()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_graceful_shutdown_drains_and_refuses_new_sessions(pki, protocol):
    finished = asyncio.Event()

    async def slow(channel):
        data = await channel.receive()
        await asyncio.sleep(0.3)
        await channel.send(data)
        finished.set()

    async with running(protocol, pki, slow) as (server, connect):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"in flight"))
        await asyncio.sleep(0.05)
        closing = asyncio.create_task(server.close(grace=5))
        await asyncio.sleep(0.05)
        with pytest.raises(SessionRefused):
            await client.open_session()
        assert await collect(channel, 14) == encode_frame(b"in flight")
        await closing
        assert finished.is_set()
        reason = await asyncio.wait_for(client.wait_lost(), 5)
        assert reason.code in {TransportErrorCode.GOING_AWAY, TransportErrorCode.CONNECTION_LOST}


async def test_a_lost_connection_raises_its_reason_as_a_new_error_each_time(pki):
    # The reason is kept by the connection; raised itself at every later call, it gathered
    # the frames of each (which hold the client, which holds the connection): a cycle.
    async with running("h2c", pki) as (server, connect):
        client = await connect()
        channel = await client.open_session()
        for connection in list(server.connections):
            connection.transport.abort()
        reason = await asyncio.wait_for(client.wait_lost(), 5)
        raised = []
        for _ in range(2):
            with pytest.raises(ConnectionLost) as caught:
                await client.open_session()
            raised.append(caught.value)
        with pytest.raises(ConnectionLost) as caught:
            await channel.receive()
        raised.append(caught.value)
        assert all(error is not reason for error in raised)
        assert raised[0] is not raised[1]
        assert {(error.code, str(error)) for error in raised} == {(reason.code, str(reason))}
        assert reason.__traceback__ is None
        assert channel.failure is not None
        assert channel.failure.__traceback__ is None


async def test_lost_connection_tells_which_sessions_were_open(pki):
    async with running("h2c", pki) as (server, connect):
        client = await connect()
        channels = [await client.open_session() for _ in range(3)]
        await channels[0].close()
        await asyncio.sleep(0.05)
        for connection in list(server.connections):
            connection.transport.abort()
        reason = await asyncio.wait_for(client.wait_lost(), 5)
        assert reason.code is TransportErrorCode.CONNECTION_LOST
        assert sorted(client.lost_sessions) == sorted(c.session_id for c in channels[1:])
        for channel in channels[1:]:
            with pytest.raises(ConnectionLost):
                await channel.receive()


async def test_tls_is_the_default_and_cleartext_must_be_asked_for():
    with pytest.raises(ValueError, match="TLS"):
        await serve_http2(echo)
    with pytest.raises(ValueError, match="TLS"):
        await Http2Client.connect(HOST, 1)


@pytest.mark.parametrize("kernel", [True, False], ids=["kernel's ETIMEDOUT", "own deadline"])
async def test_a_connect_timeout_says_whose_clock_ran_out(monkeypatch, kernel):
    # The kernel gives up on unanswered SYNs with ETIMEDOUT (a TimeoutError with an errno),
    # after its own retries: that is not the configured deadline, and must not read as it.
    async def unanswered(*_args: object, **_kwargs: object) -> None:
        if kernel:
            raise TimeoutError(errno.ETIMEDOUT, "Connection timed out")
        await asyncio.sleep(3600)

    loop = asyncio.get_running_loop()
    monkeypatch.setattr(loop, "create_connection", unanswered)
    config = TransportConfig(connect_timeout=0.05)
    with pytest.raises(ConnectTimeout) as caught:
        await Http2Client.connect(HOST, 9, cleartext=True, config=config)
    assert caught.value.code is TransportErrorCode.CONNECT_TIMEOUT
    assert caught.value.peer == f"{HOST}:9"
    if kernel:
        assert "Connection timed out" in caught.value.message
        assert "0.05" not in caught.value.message
    else:
        assert caught.value.message == "no connection within 0.05s"


async def test_a_full_connection_refuses_a_new_session_at_the_connect_timeout():
    """A review: a session waiting for a free stream on a connection at the server's limit
    checked `connect_timeout` only between waits of `stall_timeout` each (30 s at the
    defaults): it was refused after 30 s, not after the deadline it was given."""
    server_config = TransportConfig(max_concurrent_streams=1)
    release = asyncio.Event()

    async def held(_channel):
        await release.wait()

    server = await serve_http2(held, cleartext=True, config=server_config)
    client_config = TransportConfig(connect_timeout=0.3, stall_timeout=3600)
    client = await Http2Client.connect(HOST, server.port, cleartext=True, config=client_config)
    try:
        first = await client.open_session()
        await first.send(encode_frame(b"x"))
        async with asyncio.timeout(60):  # (hang detector: the stall timeout is an hour)
            with pytest.raises(SessionRefused) as refused:
                await client.open_session()
        assert refused.value.unprocessed
        assert "0.3s" in refused.value.message
    finally:
        release.set()
        await client.close()
        await server.close()


async def test_a_connection_closed_in_the_tls_handshake_says_so(pki):
    # Outside attack, cuts at every point (F5): a server that closed the connection in the
    # TLS handshake gave "cannot connect: " and nothing (the OSError had no text).
    async def close_after_hello(reader: asyncio.StreamReader, writer) -> None:
        await reader.read(1)  # the ClientHello has begun: then the end
        writer.close()

    server = await asyncio.start_server(close_after_hello, HOST, 0)
    try:
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(ConnectError) as caught:
            await Http2Client.connect(HOST, port, ssl_context=client_ssl_context(pki.ca_cert))
        assert caught.value.code is TransportErrorCode.CONNECT_FAILED
        said = caught.value.message.removeprefix("cannot connect:").strip()
        assert said.startswith("the server closed the connection during the TLS handshake ("), said
    finally:
        server.close()
        await server.wait_closed()


async def test_an_http3_close_with_an_application_code_is_no_tls_failure(pki):
    # Outside attack on clients (G1): HTTP/3's application codes (0x100 and up) share
    # QUIC's CRYPTO_ERROR range; a server's H3_EXCESSIVE_LOAD close read as tls_failed.
    async with running("h3", pki) as (server, connect):
        client = await connect()
        await client.open_session()
        for connection in list(server.connections):
            connection._quic.close(
                error_code=ErrorCode.H3_EXCESSIVE_LOAD, reason_phrase="calm down"
            )
            connection.transmit()
        reason = await asyncio.wait_for(client.wait_lost(), 10)
        assert isinstance(reason, ConnectionLost), reason
        assert reason.code is TransportErrorCode.PROTOCOL_ERROR, reason
        assert "calm down" in reason.message


async def test_alpn_is_checked(pki):
    server = await serve_http2(
        echo, ssl_context=server_ssl_context(pki.server_cert, pki.server_key, alpn=["http/1.1"])
    )
    try:
        with pytest.raises(ConnectError):
            await Http2Client.connect(
                HOST, server.port, ssl_context=client_ssl_context(pki.ca_cert, alpn=["h2"])
            )
    finally:
        await server.close()


async def test_an_untrusted_server_certificate_is_refused(pki, tmp_path):
    other = write_dev_pki(tmp_path / "other")
    async with running("h2", pki) as (server, _):
        with pytest.raises(ConnectError) as caught:
            await Http2Client.connect(
                HOST, server.port, ssl_context=client_ssl_context(other.ca_cert)
            )
        assert caught.value.code is TransportErrorCode.TLS_FAILED


async def test_mutual_tls_exposes_the_client_identity(pki):
    recorder = Recorder()
    async with running("h2", pki, recorder, client_cert="alice", require_client_cert=True) as (
        _,
        connect,
    ):
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"hi"))
        await collect(channel, 7)
        peer = recorder.peers[0]
        assert peer.tls
        assert peer.agent_id == "alice"
        assert peer.identities == ("URI:urn:ioa:agent:alice",)
        assert peer.certificate_subject == "CN=alice,O=ioa-stack development"  # RFC 4514
        await client.close()


async def test_mutual_tls_refuses_a_client_without_a_certificate(pki):
    async with running("h2", pki, require_client_cert=True) as (_, connect):
        # The handshake may fail at once or the server may drop the connection
        # right after it; either way no session opens.
        with pytest.raises((ConnectError, ConnectionLost, SessionRefused)):
            await open_one_session(connect)


def test_the_drivers_run_on_uvloop(pki):
    try:
        import uvloop  # noqa: PLC0415 - optional, only this test needs it
    except ImportError:
        pytest.skip("uvloop is not installed (pip install 'ioa-stack[fast]')")

    async def exchange(protocol: str) -> bytes:
        async with running(protocol, pki) as (_, connect):
            client = await connect()
            channel = await client.open_session()
            await channel.send(encode_frame(b"uv"))
            got = await collect(channel, 7)
            await client.close()
            return got

    for protocol in PROTOCOLS:
        assert uvloop.run(exchange(protocol)) == encode_frame(b"uv")


@pytest.mark.parametrize("size", [0, 1, 9, 10, 11, 300_000])
def test_the_short_data_repr_matches_hyperframes(size):
    import binascii  # noqa: PLC0415 - the reference implementation of the repr

    from l7_transport.h2patches import short_raw_data_repr  # noqa: PLC0415

    data = bytes(range(256)) * (size // 256 + 1)
    data = data[:size]

    def original(payload):
        if not payload:
            return "None"
        text = binascii.hexlify(payload).decode("ascii")
        if len(text) > 20:
            text = text[:20] + "..."
        return "<hex:" + text + ">"

    assert short_raw_data_repr(data) == original(data)


async def started_sessions(client, count: int) -> list:
    """`count` sessions on `client`, each echoed once: their headers are written."""
    channels = await asyncio.gather(*(client.open_session() for _ in range(count)))
    for channel in channels:
        await channel.send(encode_frame(b"hello"))
        assert await collect(channel, len(encode_frame(b"hello"))) == encode_frame(b"hello")
    return channels


def counted_writes(client) -> list[int]:
    """The sizes of what `client`'s connection writes from now on, one entry per write."""
    transport = client._connection.transport
    writes: list[int] = []
    write = transport.write

    def counted(data) -> None:
        writes.append(len(data))
        write(data)

    transport.write = counted
    return writes


@pytest.mark.parametrize(("sessions", "early"), [(8, 0), (32, 2)])
async def test_a_busy_turn_writes_each_16_sessions_not_only_at_its_end(pki, sessions, early):
    """`EARLY_WRITE_AFTER` sends in one turn are written at once (HTTP/2), here one a session.

    So that the peer starts on the first answers while this side makes the rest, instead
    of both sides taking turns on two cores; a quieter turn still writes once, at its end.
    """
    assert sessions // EARLY_WRITE_AFTER == early
    async with running("h2c", pki) as (_, connect):
        client = await connect()
        channels = await started_sessions(client, sessions)
        writes = counted_writes(client)
        frame = encode_frame(b'{"n": 1}')
        for channel in channels:  # one turn: no await between the sends
            channel.send_nowait(frame)
        assert len(writes) == early  # written before the turn ended
        assert sum(writes) >= early * EARLY_WRITE_AFTER * len(frame)
        answers = await asyncio.gather(*(collect(c, len(frame)) for c in channels))
        assert answers == [frame] * sessions
        assert sum(writes) >= sessions * len(frame)  # the rest went at the turn's end
        await client.close()


async def test_one_session_with_many_sends_in_a_turn_is_written_early_and_in_order(pki):
    """Sends are counted, not sessions: one session with many requests in flight is the
    same lockstep; its bytes still leave in the order they were queued."""
    async with running("h2c", pki) as (_, connect):
        client = await connect()
        [channel] = await started_sessions(client, 1)
        writes = counted_writes(client)
        frames = [encode_frame(b'{"n": %d}' % n) for n in range(4 * EARLY_WRITE_AFTER)]
        for frame in frames:
            channel.send_nowait(frame)
        assert len(writes) == 4  # at the 16th, 32nd, 48th and 64th send, before the turn ends
        expected = b"".join(frames)
        assert await collect(channel, len(expected)) == expected
        assert len(writes) == 4  # nothing was left for the turn's end
        await client.close()


async def test_a_driver_fault_in_an_early_write_is_the_connections_not_a_senders(
    pki, monkeypatch, caplog
):
    """The early write runs inside some session's `send`: an unexpected error there closes
    the connection (as one in a read does) instead of surfacing in that session's call."""
    async with running("h2c", pki) as (_, connect):
        client = await connect()
        channels = await started_sessions(client, EARLY_WRITE_AFTER + 4)
        connection = client._connection
        pump_stream = connection._pump_stream
        broken = channels[3].stream_id

        def faulty(stream_id, channel) -> None:
            if stream_id == broken:
                raise RuntimeError("an unexpected state")
            pump_stream(stream_id, channel)

        monkeypatch.setattr(connection, "_pump_stream", faulty)
        for channel in channels:  # one turn; none of these calls may raise
            channel.send_nowait(encode_frame(b'{"n": 1}'))
        assert "unexpected error writing HTTP/2 streams" in caplog.text
        with pytest.raises(TransportProtocolError, match="internal error"):
            await asyncio.wait_for(channels[0].receive(), 5)
