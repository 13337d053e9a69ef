"""What a session stream costs before it has proved anything: its handler starts with its
first whole frame (spec 2.2), and not one byte sooner.

Issue 14, MadeYouReset (CVE-2025-8671): each stream a peer makes the server
reset once started a session handler, and the Agent's L8 and L9 state with
it, before the reset was read: 5 to 9 MiB per hostile connection. These
tests fail if any of that is built again for a stream that never carried a
whole frame, or (for an Agent) for a first frame that is no envelope; and
if h2 again holds a whole read's streams at once, or remembers closed
streams at ~150 bytes each.
"""

from __future__ import annotations

import asyncio
import struct

import hpack
import hyperframe.frame
import pytest
from h2.stream import StreamClosedBy
from transport_helpers import HOST, SESSION_HEADERS, eventually, running

from contexts.builtin import builtin
from ioa import agent_client as agent_client_module
from ioa import agent_listening as agent_module
from ioa.agent import Agent
from l7_transport import (
    Channel,
    PeerInfo,
    StreamChannel,
    StreamReset,
    TransportConfig,
    encode_frame,
    h2engine,
)
from l7_transport.tls import write_dev_pki
from l9_snl.identity import AgentIdentity

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
DATA, HEADERS, RST_STREAM, SETTINGS, WINDOW_UPDATE, GOAWAY = 0, 1, 3, 4, 8, 7
END_STREAM, END_HEADERS = 0x1, 0x4
CANCEL, PROTOCOL_ERROR, FLOW_CONTROL_ERROR = 0x8, 0x1, 0x3


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def frame(kind: int, flags: int, stream_id: int, payload: bytes = b"") -> bytes:
    return (
        len(payload).to_bytes(3, "big")
        + bytes((kind, flags))
        + struct.pack(">I", stream_id)
        + payload
    )


class Raw:
    """A raw cleartext HTTP/2 peer: sends the frames it is told, keeps what the server sends."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.encoder = hpack.Encoder()
        self.buffer = b""
        self.frames: list[hyperframe.frame.Frame] = []

    @classmethod
    async def open(cls, port: int) -> Raw:
        raw = cls(*await asyncio.open_connection(HOST, port))
        raw.send(PREFACE + frame(SETTINGS, 0, 0))
        return raw

    def send(self, *chunks: bytes) -> None:
        self.writer.write(b"".join(chunks))

    def open_session(self, stream_id: int, *, end: bool = False) -> bytes:
        flags = END_HEADERS | (END_STREAM if end else 0)
        return frame(HEADERS, flags, stream_id, self.encoder.encode(SESSION_HEADERS))

    async def until(self, condition, within: float = 10.0) -> None:
        """Read what the server sends until `condition()` holds (acknowledging its SETTINGS)."""
        async with asyncio.timeout(within):
            while not condition():
                data = await self.reader.read(65536)
                assert data, "the server closed the connection"
                self.buffer += data
                while len(self.buffer) >= 9:
                    parsed, length = hyperframe.frame.Frame.parse_frame_header(
                        memoryview(self.buffer[:9])
                    )
                    if len(self.buffer) < 9 + length:
                        break
                    parsed.parse_body(memoryview(self.buffer[9 : 9 + length]))
                    self.buffer = self.buffer[9 + length :]
                    self.frames.append(parsed)
                    settings = isinstance(parsed, hyperframe.frame.SettingsFrame)
                    if settings and "ACK" not in parsed.flags:
                        self.send(frame(SETTINGS, 0x1, 0))

    def resets(self, stream_id: int) -> list[int]:
        return [
            f.error_code
            for f in self.frames
            if isinstance(f, hyperframe.frame.RstStreamFrame) and f.stream_id == stream_id
        ]

    def ended(self, stream_id: int) -> bool:
        return any(
            f.stream_id == stream_id and "END_STREAM" in f.flags
            for f in self.frames
            if isinstance(f, hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame)
        )

    def data(self, stream_id: int) -> bytes:
        return b"".join(
            f.data
            for f in self.frames
            if isinstance(f, hyperframe.frame.DataFrame) and f.stream_id == stream_id
        )

    def close(self) -> None:
        self.writer.close()


# ------------------------------------------------------------------ the channel


class _Driver:
    def __init__(self) -> None:
        self.resets: list[str] = []

    def credit(self, stream_id: int, amount: int) -> None:
        pass

    def schedule_flush(self, stream_id: int | None = None) -> None:
        pass

    def reset_stream(self, stream_id: int, reason: str) -> None:  # noqa: ARG002 - one stream
        self.resets.append(reason)


def _channel(**config) -> tuple[StreamChannel, list[bool]]:
    peer = PeerInfo(address="peer", protocol="h2", tls=False)
    channel = StreamChannel(_Driver(), 1, peer, TransportConfig(**config))
    decided: list[bool] = []
    channel.when_first_frame(decided.append)
    return channel, decided


async def test_a_stream_is_started_once_by_its_first_whole_frame_however_it_arrives():
    channel, decided = _channel()
    whole = encode_frame(b'{"hello":1}')
    for byte in whole[:-1]:  # a byte at a time: the header split too
        channel.deliver(bytes((byte,)))
    assert decided == []
    assert channel.first_frame() is None
    channel.deliver(whole[-1:] + encode_frame(b"next"))
    assert decided == [True]
    assert channel.first_frame() == b'{"hello":1}'  # a look, not a read
    channel.deliver(encode_frame(b"more"))
    assert decided == [True]
    assert await channel.receive() == whole + encode_frame(b"next") + encode_frame(b"more")
    assert channel.first_frame() is None  # read: nothing to look at any more


async def test_a_stream_that_fails_before_its_first_frame_is_never_started():
    for fault in ("reset", "bad header", "truncated"):
        channel, decided = _channel()
        channel.deliver(encode_frame(b"x" * 10)[:8])
        if fault == "reset":
            channel.fail(StreamReset(1, "the peer reset the stream", peer="peer"))
        elif fault == "bad header":
            channel, decided = _channel(max_frame_size=100)
            channel.deliver(b"\0\xff\xff\xff\xff")
        else:
            channel.deliver_end()
        channel.deliver(b"\0\0")
        assert decided == [], fault
        assert channel.failed, fault


async def test_a_stream_ended_before_its_first_byte_is_ended_in_turn_not_started():
    channel, decided = _channel()
    channel.deliver_end()
    assert decided == [False]
    late: list[bool] = []
    channel.when_first_frame(late.append)  # asked after the end: told at once
    assert late == [False]


async def test_a_first_frame_larger_than_the_window_starts_its_reader_when_the_window_is_full():
    channel, decided = _channel(stream_window=1024, max_frame_size=4096)
    big = encode_frame(b"b" * 3000)
    channel.deliver(big[:1000])
    assert decided == []
    channel.deliver(big[1000:1024])  # the peer can send no more until someone reads
    assert decided == [True]


# ------------------------------------------------------------------ the HTTP/2 server


def _provocations(raw: Raw) -> dict[str, tuple[int, bytes]]:
    """Streams that never carry a whole frame, each with what the server must answer."""
    return {
        "reset by the peer": (
            1,
            raw.open_session(1) + frame(RST_STREAM, 0, 1, (CANCEL).to_bytes(4, "big")),
        ),
        "window overflow": (
            3,
            raw.open_session(3) + frame(WINDOW_UPDATE, 0, 3, (2**31 - 1).to_bytes(4, "big")),
        ),
        "frame header above the limit": (
            5,
            raw.open_session(5) + frame(DATA, 0, 5, b"\0\xff\xff\xff\xff"),
        ),
        "truncated frame": (
            7,
            raw.open_session(7) + frame(DATA, END_STREAM, 7, b"\0\0\0\0\x10abc"),
        ),
        "ended before a byte": (9, raw.open_session(9, end=True)),
        "half a frame, then nothing": (
            11,
            raw.open_session(11) + frame(DATA, 0, 11, b"\0\0\0\0\x10ab"),
        ),
    }


async def test_streams_without_a_whole_first_frame_never_start_a_session_handler(pki):
    started: list[Channel] = []

    async def handler(channel: Channel) -> None:
        started.append(channel)
        while data := await channel.receive():
            await channel.send(data)

    config = TransportConfig(first_byte_timeout=0.5)
    async with running("h2c", pki, handler, config=config) as (server, _):
        raw = await Raw.open(server.port)
        cases = _provocations(raw)
        for _, wire in cases.values():
            raw.send(wire)
        ids = {name: stream_id for name, (stream_id, _) in cases.items()}
        answered = [i for name, i in ids.items() if name != "reset by the peer"]
        # Each is reset (or, ended at once, ended in turn) by the server, the last one at
        # its first-byte deadline; the one the peer reset gets nothing.
        await raw.until(lambda: all(raw.resets(i) or raw.ended(i) for i in answered), within=20)
        assert raw.resets(ids["reset by the peer"]) == []
        assert raw.resets(ids["window overflow"]) == [FLOW_CONTROL_ERROR]
        assert raw.resets(ids["frame header above the limit"]) == [PROTOCOL_ERROR]
        assert raw.resets(ids["truncated frame"]) == [PROTOCOL_ERROR]
        assert raw.resets(ids["half a frame, then nothing"]) == [CANCEL]
        assert raw.ended(ids["ended before a byte"])
        assert not raw.resets(ids["ended before a byte"])
        assert started == [], "a session handler started for a stream without a whole frame"
        # A whole first frame, even one split over two DATA frames, starts it: once.
        whole = encode_frame(b"hello")
        raw.send(raw.open_session(13) + frame(DATA, 0, 13, whole[:3]))
        raw.send(frame(DATA, 0, 13, whole[3:]))
        await raw.until(lambda: raw.data(13) == whole)
        assert len(started) == 1
        raw.close()
        await eventually(lambda: server.stats().handlers == 0 and server.stats().streams == 0)


@pytest.mark.parametrize("protocol", ["h2", "h2c", "h3"])
async def test_a_session_closed_before_its_first_byte_ends_cleanly_and_starts_nothing(
    pki, protocol
):
    started: list[Channel] = []

    async def handler(channel: Channel) -> None:
        started.append(channel)
        while data := await channel.receive():
            await channel.send(data)

    async with running(protocol, pki, handler) as (server, connect):
        client = await connect()
        empty = await client.open_session()
        await empty.close()
        async with asyncio.timeout(10):
            assert await empty.receive() == b""  # ended in turn, as a handler returning would
        honest = await client.open_session()
        await honest.send(encode_frame(b"hello"))
        async with asyncio.timeout(10):
            assert await honest.receive() == encode_frame(b"hello")
        assert len(started) == 1
        await client.close()
        await eventually(lambda: server.stats().handlers == 0)


async def test_one_read_opening_many_streams_is_taken_a_few_streams_at_a_time(pki, monkeypatch):
    # h2 reads a whole read before the driver sees an event: a flood of HEADERS in one read
    # would hold every stream's h2 state at once (~1.4 KiB each) before any is refused or
    # reset. It is read OPENINGS_PER_PASS new streams at a time instead.
    held: list[int] = []
    receive = h2engine.HardenedConnection.receive_data  # the mixin every engine's class has

    def watched(self, data):
        events = receive(self, data)
        held.append(len(self.streams))
        return events

    monkeypatch.setattr(h2engine.HardenedConnection, "receive_data", watched)
    monkeypatch.setattr(h2engine.HardenedConnection, "OPENINGS_PER_PASS", 8)
    async with running("h2c", pki, config=TransportConfig()) as (server, _):
        raw = await Raw.open(server.port)
        await raw.until(lambda: any("ACK" in f.flags for f in raw.frames if f.type == SETTINGS))
        streams = range(1, 201, 2)  # 100 sessions, each reset for a bad first frame
        raw.send(*(raw.open_session(i) + frame(DATA, 0, i, b"\0\xff\xff\xff\xff") for i in streams))
        await raw.until(lambda: all(raw.resets(i) for i in streams))
        raw.close()
    # At most a pass of new streams, and the previous pass's, purged by h2 at the next HEADERS.
    assert max(held) <= 2 * 8, held


def test_closed_streams_are_remembered_five_bytes_each_the_oldest_forgotten_first():
    closed = h2engine.ClosedStreams(3)
    closed[0x100] = StreamClosedBy.SEND_RST_STREAM
    closed[0x1000000] = None  # closed implicitly
    closed[7] = StreamClosedBy.RECV_END_STREAM
    assert closed.closed_by(0x100) is StreamClosedBy.SEND_RST_STREAM
    assert 0x1000000 in closed
    assert closed[0x1000000] is None
    assert closed.closed_by(0x10001) is None  # its bytes span two ids: no match
    assert 0x10001 not in closed
    closed[9] = StreamClosedBy.SEND_END_STREAM  # the oldest goes
    assert 0x100 not in closed
    assert closed.closed_by(9) is StreamClosedBy.SEND_END_STREAM
    with pytest.raises(KeyError):
        closed[0x100]


# ------------------------------------------------------------------ the Agent


async def test_an_agent_builds_no_session_state_before_a_first_frame_that_is_an_envelope(
    monkeypatch,
):
    # Streams reset before their first frame: no Endpoint at all. A first frame that is no
    # envelope: no Session (no reading task) and no handshake; only the endpoint's answer.
    built: dict[str, int] = {"Endpoint": 0, "Session": 0, "HandshakeResponder": 0}
    for name in built:
        original = getattr(agent_module, name)

        def counted(*args, __original=original, __name=name, **kwargs):
            built[__name] += 1
            return __original(*args, **kwargs)

        monkeypatch.setattr(agent_module, name, counted)
        if name == "Session":  # a client's session is made where it connects
            monkeypatch.setattr(agent_client_module, name, counted)
    travel = builtin("urn:contexts:travel:v2.1")
    airline = Agent(AgentIdentity.generate("airline"), contexts=[travel])
    listener = await airline.serve()
    try:
        raw = await Raw.open(listener.port)
        cases = _provocations(raw)
        for name in ("reset by the peer", "window overflow", "frame header above the limit"):
            raw.send(cases[name][1])
        await raw.until(lambda: raw.resets(3) and raw.resets(5))
        assert built == {"Endpoint": 0, "Session": 0, "HandshakeResponder": 0}
        # A whole first frame that is no envelope: the session's own answer, then its end,
        # without a reading task, a handshake or its guard.
        raw.send(raw.open_session(13) + frame(DATA, 0, 13, encode_frame(b"not json")))
        await raw.until(lambda: raw.ended(13))
        answer = raw.data(13)
        assert b'"performative":"NOT_UNDERSTOOD"' in answer
        assert b'"code":"malformed_json"' in answer
        assert built["Session"] == 0
        assert built["HandshakeResponder"] == 0
        raw.close()
        # An honest peer is served as ever: one of each.
        traveller = Agent(AgentIdentity.generate("traveller"), contexts=[travel])
        traveller.trust_peer(airline.identity)
        airline.trust_peer(traveller.identity)
        async with asyncio.timeout(20):
            session = await traveller.connect(HOST, listener.port, peer="airline")
            await session.close()
        assert built["Session"] == 2  # the traveller's and the airline's
        assert built["HandshakeResponder"] == 1
    finally:
        await listener.close()


def test_a_listener_stopped_after_the_reader_went_leaves_what_arrives_let_go():
    """A review: any `listen(None)` after `drop_unread` (the layer above stopping its
    listener as its session ends) undid it, so what arrived next was held unread again."""
    channel, _ = _channel()
    channel.deliver(encode_frame(b"unread"))
    channel.drop_unread()
    assert channel.reader_gone
    channel.listen(None)
    assert channel.reader_gone
    channel.deliver(encode_frame(b"later"))
    assert channel.unread == 0
