"""A session's response status (spec 2.2): held for its first bytes, never for a waiting client.

An HTTP/2 or HTTP/3 server sends a session's `200` with the session's first
bytes (one write, or one datagram, less per new session), and alone, at once,
whenever a client may be waiting for it: the first frame had not come by the
first write after the request, the handler waits for more input before
writing, or it ends without writing. A client that does not wait (`open_session(wait=False)`, as an
`ioa.Agent` opens its sessions) sends its first frame with the request's
headers, and learns of a refusal from its next `receive`, never reading the
refusal's problem document as frames.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable

import hyperframe.frame
import pytest
from test_transport_session_start import DATA, END_STREAM, Raw, frame
from transport_helpers import eventually, running

from l7_transport import Channel, SessionRefused, encode_frame, serving
from l7_transport.client import StreamClient, refuse_unprocessed
from l7_transport.pool import ConnectionPool, Origin
from l7_transport.tls import write_dev_pki

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

FIRST, SECOND = encode_frame(b'{"first": 1}'), encode_frame(b'{"second": 2}')
ANSWER = encode_frame(b'{"answer": 3}')


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def _status_of(raw: Raw, stream_id: int) -> hyperframe.frame.HeadersFrame | None:
    for received in raw.frames:
        if isinstance(received, hyperframe.frame.HeadersFrame) and received.stream_id == stream_id:
            return received
    return None


def _position(raw: Raw, stream_id: int, kind: type[hyperframe.frame.Frame]) -> int:
    return next(
        index
        for index, received in enumerate(raw.frames)
        if isinstance(received, kind) and received.stream_id == stream_id
    )


async def _nothing_more(raw: Raw, within: float = 0.3) -> None:
    """Read what the server sends for `within` seconds (it should send nothing for the stream)."""
    with contextlib.suppress(TimeoutError):
        await raw.until(lambda: False, within=within)


def _answering_when_told() -> tuple[asyncio.Event, asyncio.Event, Callable]:
    """A handler that reads FIRST (set `got_first`), then answers once `answer_now` is set."""
    got_first, answer_now = asyncio.Event(), asyncio.Event()

    async def handler(channel: Channel) -> None:
        assert await channel.receive() == FIRST  # arrived: reading it does not wait
        got_first.set()
        await answer_now.wait()
        await channel.send(ANSWER)
        await channel.close()

    return got_first, answer_now, handler


@pytest.mark.parametrize("hold", [60.0, 0.05], ids=["held", "capped"])
async def test_the_status_waits_for_the_sessions_first_bytes_within_its_cap(pki, monkeypatch, hold):
    # Held while the handler has written nothing, and sent before its first bytes; alone
    # once STATUS_HOLD has passed (a handler busy elsewhere, a gateway reaching upstream),
    # for a client that waits for the status after its first frame.
    monkeypatch.setattr(serving, "STATUS_HOLD", hold)
    got_first, answer_now, handler = _answering_when_told()

    async with running("h2c", pki, handler) as (server, _connect):
        raw = await Raw.open(server.port)
        raw.send(raw.open_session(1), frame(DATA, 0, 1, FIRST))
        await asyncio.wait_for(got_first.wait(), 10)
        if hold > 1:
            await _nothing_more(raw)
            assert _status_of(raw, 1) is None
        else:
            await raw.until(lambda: _status_of(raw, 1) is not None)
        assert raw.data(1) == b""  # the handler has written nothing yet
        answer_now.set()
        await raw.until(lambda: raw.ended(1))
        assert _status_of(raw, 1) is not None
        assert raw.data(1) == ANSWER
        headers = _position(raw, 1, hyperframe.frame.HeadersFrame)
        assert headers < _position(raw, 1, hyperframe.frame.DataFrame)
        raw.send(frame(DATA, END_STREAM, 1))
        raw.close()


async def test_a_client_waiting_for_the_status_before_its_first_frame_gets_it_at_once(pki):
    async def handler(channel: Channel) -> None:
        await channel.send(await channel.receive())
        await channel.close()

    async with running("h2c", pki, handler) as (server, _connect):
        raw = await Raw.open(server.port)
        raw.send(raw.open_session(1))  # the headers alone: a client of the waiting kind
        await raw.until(lambda: _status_of(raw, 1) is not None)
        raw.send(frame(DATA, END_STREAM, 1, FIRST))
        await raw.until(lambda: raw.ended(1))
        assert raw.data(1) == FIRST
        raw.close()


async def _echo_both_frames(channel: Channel) -> None:
    """Read FIRST and SECOND (waiting for the second: the held status goes), echo both."""
    received = b""
    while len(received) < len(FIRST) + len(SECOND):
        received += await channel.receive()
    await channel.send(received)
    await channel.close()


async def test_a_handler_that_waits_for_more_input_releases_the_status(pki):
    async with running("h2c", pki, _echo_both_frames) as (server, _connect):
        raw = await Raw.open(server.port)
        raw.send(raw.open_session(1), frame(DATA, 0, 1, FIRST))
        # A client that sends its second frame only once it has the status is not left
        # waiting by a handler that waits for that frame.
        await raw.until(lambda: _status_of(raw, 1) is not None)
        assert raw.data(1) == b""
        raw.send(frame(DATA, END_STREAM, 1, SECOND))
        await raw.until(lambda: raw.ended(1))
        assert raw.data(1) == FIRST + SECOND
        raw.close()


async def test_a_handler_that_ends_without_writing_sends_the_status_with_its_end(pki):
    async def handler(channel: Channel) -> None:
        await channel.receive()

    async with running("h2c", pki, handler) as (server, _connect):
        raw = await Raw.open(server.port)
        raw.send(raw.open_session(1), frame(DATA, END_STREAM, 1, FIRST))
        await raw.until(lambda: raw.ended(1))
        status = _status_of(raw, 1)
        assert status is not None
        assert raw.data(1) == b""
        assert raw.resets(1) == []
        raw.close()


# -- the same over HTTP/3, seen from the project's own client (`status_known`) --------------


@pytest.mark.parametrize("hold", [60.0, 0.05], ids=["held", "capped"])
async def test_http3_holds_the_status_for_the_sessions_first_bytes_within_its_cap(
    pki, monkeypatch, hold, caplog
):
    caplog.set_level(logging.DEBUG, logger="l7_transport.server")  # why a status went
    monkeypatch.setattr(serving, "STATUS_HOLD", hold)
    got_first, answer_now, handler = _answering_when_told()

    async with _client("h3", pki, handler) as client:
        channel = await client.open_session(wait=False)
        await channel.send(FIRST)
        await asyncio.wait_for(got_first.wait(), 10)
        if hold > 1:
            await asyncio.sleep(0.3)
            assert not channel.status_known, caplog.text  # held: nothing written yet
        else:
            await eventually(lambda: channel.status_known)
        answer_now.set()
        assert await _read(channel, len(ANSWER)) == ANSWER
        assert channel.status_known
        assert not channel.failed
        await channel.close()


async def test_http3_a_session_opened_as_aioquic_sends_on_its_own_keeps_its_first_frame(
    pki, monkeypatch, caplog
):
    # A loop turn late (a loaded machine): aioquic's delayed ACK comes due in the turn that
    # opens the session, and the datagram it sends carries the first frame with the headers,
    # so the server still holds the status for the session's first bytes.
    caplog.set_level(logging.DEBUG, logger="l7_transport.server")
    monkeypatch.setattr(serving, "STATUS_HOLD", 60.0)
    got_first, answer_now, handler = _answering_when_told()

    async with _client("h3", pki, handler) as client:
        asyncio.get_running_loop().call_soon(time.sleep, 0.005)  # the process stalls
        await asyncio.sleep(0)
        await asyncio.sleep(0)  # (this turn's due timers run after this step)
        channel = await client.open_session(wait=False)
        await channel.send(FIRST)
        await asyncio.wait_for(got_first.wait(), 10)
        await asyncio.sleep(0.3)
        assert not channel.status_known, caplog.text
        answer_now.set()
        assert await _read(channel, len(ANSWER)) == ANSWER
        await channel.close()


async def test_http3_a_transmit_while_quic_events_are_handled_leaves_the_pump_for_later(pki):
    # A refusal's reset transmits in the middle of event handling: the pump must not write
    # then (to streams whose own events are still to come); the transmit after does.
    async with _client("h3", pki) as client:  # an echo server
        channel = await client.open_session()
        protocol = client._protocol
        channel.send_nowait(FIRST)
        assert protocol._flush_scheduled
        protocol._handling_events += 1
        protocol.transmit()
        assert channel.outbound == FIRST  # left for the pump
        protocol._handling_events -= 1
        protocol.transmit()
        assert channel.outbound == b""  # pumped first, then sent
        assert await _read(channel, len(FIRST)) == FIRST
        await channel.close()


async def test_http3_a_goaway_refusing_a_stream_a_pump_let_go_of_refuses_the_rest(pki):
    # Refusing one stream may transmit, and a pump then lets go of another whose sender
    # the server had reset: the GOAWAY's refusals go on without it (no KeyError, which
    # would close the whole connection with an internal error).
    async def idle(_channel: Channel) -> None:
        await asyncio.Event().wait()

    async with _client("h3", pki, idle) as client:
        first = await client.open_session(wait=False)
        second = await client.open_session(wait=False)
        first.send_nowait(encode_frame(b"x"))
        second.send_nowait(encode_frame(b"y"))
        protocol = client._protocol
        protocol._quic._streams[second.stream_id].sender.reset(error_code=0x10B)
        second.send_nowait(encode_frame(b"more"))  # a flush is scheduled
        protocol._goaway_read(first.stream_id)
        with pytest.raises(SessionRefused):
            await first.receive()
        assert second.failed


async def test_http3_a_client_waiting_for_the_status_before_its_first_frame_gets_it(pki):
    async def handler(channel: Channel) -> None:
        await channel.send(await channel.receive())
        await channel.close()

    async with _client("h3", pki, handler) as client:
        channel = await asyncio.wait_for(client.open_session(), 10)  # waits for the status
        assert channel.status_known
        await channel.send(FIRST)
        assert await _read(channel, len(FIRST)) == FIRST
        await channel.close()


async def test_http3_a_handler_that_waits_for_more_input_releases_the_status(pki):
    async with _client("h3", pki, _echo_both_frames) as client:
        channel = await client.open_session(wait=False)
        await channel.send(FIRST)
        await eventually(lambda: channel.status_known)  # before the handler writes a byte
        await channel.send(SECOND)
        assert await _read(channel, len(FIRST) + len(SECOND)) == FIRST + SECOND
        await channel.close()


async def test_http3_a_handler_that_ends_without_writing_sends_the_status_with_its_end(pki):
    async def handler(channel: Channel) -> None:
        await channel.receive()

    async with _client("h3", pki, handler) as client:
        channel = await client.open_session(wait=False)
        await channel.send(FIRST)
        await channel.close()
        assert await asyncio.wait_for(_read(channel, 1), 10) == b""  # the end, cleanly
        assert channel.status_known
        assert not channel.failed


@contextlib.asynccontextmanager
async def _client(protocol: str, pki, handler=None) -> AsyncIterator[StreamClient]:
    """A client connected to a server of `protocol` (an echo server unless `handler`)."""
    served = running(protocol, pki) if handler is None else running(protocol, pki, handler)
    async with served as (_server, connect):
        client = await connect()
        try:
            yield client
        finally:
            await client.close()


async def _read(channel: Channel, size: int) -> bytes:
    """At least `size` bytes (fewer if the peer ends first), however they are chunked."""
    received = b""
    while len(received) < size and (data := await channel.receive()):
        received += data
    return received


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_refusal_of_a_session_opened_without_waiting_is_raised_by_receive(pki, protocol):
    async with _client(protocol, pki) as client:
        channel = await client.open_session("/nowhere", wait=False)
        await channel.send(FIRST)
        # The refusal's problem document is never read as frames (no framing error):
        # the session fails with the status, from the next read and send on.
        with pytest.raises(SessionRefused, match="status 404") as refused:
            await channel.receive()
        assert refused.value.status == 404
        assert channel.failed
        with pytest.raises(SessionRefused):
            await channel.send(SECOND)
        # The connection is unharmed: a session at the right place goes through, its first
        # frame sent without waiting, and answered.
        again = await client.open_session(wait=False)
        await again.send(FIRST)
        assert await _read(again, len(FIRST)) == FIRST
        await again.close()


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_waiting_open_still_raises_a_refusal_itself(pki, protocol):
    async with _client(protocol, pki) as client:
        with pytest.raises(SessionRefused, match="status 404"):
            await client.open_session("/nowhere")


async def test_http3_trailers_after_the_answer_end_the_session_cleanly(pki):
    # A second HEADERS (trailers, no :status) is not a status: the session ends as usual.
    async def handler(channel: Channel) -> None:
        assert await channel.receive() == FIRST
        await channel.send(ANSWER)
        await channel._driver.finish_writing(5.0)  # the 200 and the answer are written
        channel._driver.http.send_headers(channel.stream_id, [(b"x-trailer", b"1")], True)
        channel._driver.transmit()
        await channel.receive()  # until the client ends its side

    async with _client("h3", pki, handler) as client:
        channel = await client.open_session()
        await channel.send(FIRST)
        assert await _read(channel, len(ANSWER) + 1) == ANSWER  # then the end, not a failure
        assert not channel.failed
        await channel.close()


def test_a_goaway_refuses_only_the_streams_it_names_that_have_no_answer():
    class _Stream:
        def __init__(self, *, answered: bool) -> None:
            self.status_known = answered

    streams = {i: _Stream(answered=i in (1, 5)) for i in (1, 3, 5, 7)}
    refused: dict[int, SessionRefused] = {}
    refuse_unprocessed(streams, 3, refused.__setitem__, peer="peer")  # none from 3 on
    assert sorted(refused) == [3, 7]  # 5 was answered: processed, whatever the GOAWAY says
    assert all(error.unprocessed and error.status is None for error in refused.values())
    assert all(error.code == "session_refused" for error in refused.values())


async def test_an_http3_client_opens_nothing_more_once_the_server_said_goaway(pki):
    # RFC 9114 5.2: after a GOAWAY no new request goes on the connection (as over HTTP/2).
    async with running("h3", pki) as (server, connect):
        client = await connect()
        try:
            assert client.has_room
            for connection in list(server.connections):
                connection._send_goaway()
                connection.transmit()
            await eventually(lambda: client.closed)
            assert not client.has_room
            with pytest.raises(SessionRefused, match="GOAWAY") as refused:
                await client.open_session(wait=False)
            assert refused.value.unprocessed  # never sent: a pool may send it elsewhere
        finally:
            await client.close()


@pytest.mark.parametrize("protocol", ["h2c", "h3"])
async def test_a_message_the_server_answered_with_a_status_is_not_sent_again(pki, protocol):
    # A status is the server's answer (its handler may have run): a pool retries only a
    # stream the server did not process.
    runs: list[bytes] = []

    async def failing(body: bytes, _peer) -> bytes:
        runs.append(body)
        raise RuntimeError("the handler failed")

    async with running(protocol, pki, message_handler=failing) as (server, _connect):
        pool = ConnectionPool(ca=pki.ca_cert)
        try:
            with pytest.raises(SessionRefused, match="status 500") as refused:
                await pool.message(Origin(protocol, "127.0.0.1", server.port), FIRST)
            assert refused.value.status == 500
            assert not refused.value.unprocessed
            assert runs == [FIRST]
        finally:
            await pool.close()
