"""HTTP/3 input that is cheap to send and costly to take: refused before the cost is paid.

Each case comes from an outside attack on a live agent (F3, F5 of its report), and runs
here on real sockets, a raw client (`h3_attacker.RawH3`) against a server with short
limits, while an honest session on a connection of its own does round trips before and
after it. What is asserted is what the server decoded, validated, charged or closed:
nothing here asserts on time.

K: field sections that decode to far more than they weigh (a QPACK static-table bomb).
L: DATA frames of a byte or so, each an event of its own to the server.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import aioquic.h3.connection as aioquic_h3
import pytest
from aioquic.h3.connection import ErrorCode, FrameType
from h3_attacker import (
    RawH3,
    data_frame,
    frame,
    header_block,
    headers_frame,
    request_headers,
    session,
)
from test_h3_attacks import HonestPeer, connection_of, eventually, serving
from test_h3_attacks import pki as pki  # noqa: PLC0414 - the module's fixture, shared

INDEXED_STATIC_31 = bytes([0xC0 | 31])
"""A one-byte reference to QPACK static entry 31, `accept-encoding: gzip, deflate, br`:
a whole field (64 bytes of a field section) for one byte on the wire."""


class CountingDecoder:
    """pylsqpack's decoder, counting the fields it decodes (the rest passed through)."""

    def __init__(self, decoder: Any) -> None:
        self._decoder = decoder
        self.fields = 0

    def feed_header(self, stream_id: int, data: bytes) -> tuple[bytes, list[Any]]:
        control, headers = self._decoder.feed_header(stream_id, data)
        self.fields += len(headers)
        return control, headers

    def __getattr__(self, name: str) -> Any:
        return getattr(self._decoder, name)


# ------------------------------------------------------------------ K: field sections


@pytest.mark.parametrize(
    ("references", "decoded"),
    [(3_900, 0), (100, 105)],
    ids=["more-lines-than-the-limit-allows", "within-the-lines-above-the-limit-decoded"],
)
async def test_k_a_static_table_bomb_closes_the_connection_before_validation(
    pki, monkeypatch, references, decoded
):
    """An outside attack (F3): a HEADERS frame within the 16 KiB limit, of one-byte
    references to the static table, decoded to 16,000 fields (1 MB) and went through
    aioquic's validation (~22 ms) before the size was looked at; each was refused alone
    (431), for one token of the reset budget. Now a section whose lines alone pass the
    limit (each field counts 32 bytes at least) is refused before it is decoded, one
    decoded above it before any field is validated, and the connection is closed
    (H3_EXCESSIVE_LOAD), as HTTP/2 closes one (ENHANCE_YOUR_CALM)."""
    validated: list[int] = []
    validate = aioquic_h3.validate_request_headers

    def counted(headers: list[Any], stream: Any = None) -> None:
        validated.append(len(headers))
        validate(headers, stream)

    monkeypatch.setattr(aioquic_h3, "validate_request_headers", counted)
    async with (
        serving(pki, max_header_list_size=4096) as server,
        HonestPeer(server, pki) as honest,
    ):
        raw = await RawH3.open(server.port)
        await session(raw)
        connection = await connection_of(server, raw)
        decoder = CountingDecoder(connection.http._decoder)
        connection.http._decoder = decoder
        validated.clear()
        block = header_block(request_headers()) + INDEXED_STATIC_31 * references
        assert len(block) <= 4096  # within the limit on the wire
        raw.request(frame(FrameType.HEADERS, block))
        closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert "field section" in closed.reason
        assert decoder.fields == decoded
        assert all(count <= len(request_headers()) for count in validated)  # honest ones
        await honest.served_more()
        raw.close()


# ------------------------------------------------------------------ L: tiny DATA frames


def unfinished_session(announced: int = 1 << 20) -> bytes:
    """A session's headers and the header of a first frame announced at `announced` bytes."""
    return headers_frame(request_headers()) + data_frame(b"\x00" + announced.to_bytes(4, "big"))


def acknowledged(raw: RawH3, stream_id: int) -> bool:
    """Whether the server has acknowledged all that `raw` wrote on `stream_id`."""
    sender = raw.quic._streams[stream_id].sender
    return sender._buffer_start == sender._buffer_stop


@pytest.mark.parametrize(
    ("payload", "calmed"),
    [(1, True), (63, True), (64, False)],
    ids=["1-byte", "63-byte", "64-byte"],
)
async def test_l_data_frames_of_a_few_bytes_draw_on_the_frame_budget(pki, payload, calmed):
    """An outside attack (F5): 400 DATA frames of 1 byte a datagram, each a `DataReceived`
    of its own, cost the server ~25x the work per byte of ordinary framing, and drew on no
    budget (only empty ones did). A DATA frame of fewer than 64 bytes now draws a token, as
    an empty one, once the connection's free allowance (8 a token of the budget) is spent:
    3,000 of them close the connection (H3_EXCESSIVE_LOAD); 3,000 of 64 bytes draw nothing."""
    async with (
        serving(pki, max_control_frames=200, first_byte_timeout=60) as server,
        HonestPeer(server, pki) as honest,
    ):
        raw = await RawH3.open(server.port)
        stream_id = raw.request(unfinished_session())
        for _ in range(30):  # 3,000: past the free allowance (1,600) and the budget (200)
            if raw.closed is not None:
                break
            raw.send(stream_id, data_frame(b"x" * payload) * 100)
            await asyncio.sleep(0.001)
        if calmed:
            closed = await raw.wait_closed()
            assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
            assert "DATA frame of fewer than 64 bytes" in closed.reason
        else:
            await raw.until(lambda: acknowledged(raw, stream_id))  # all 300 taken
            await session(raw)  # served on, and the stream is still waiting for its frame
            assert raw.closed is None
            assert raw.seen(stream_id).reset is None
        await honest.served_more()
        raw.close()


async def test_l_small_data_frames_one_a_write_draw_nothing(pki):
    """A review: an honest session that writes one small message a turn (an acknowledgement,
    a streamed token) sends a small DATA frame in each STREAM frame; charged each, 2,000 a
    second over a connection's sessions closed it. A connection has an allowance of them,
    8 for each token of its budget: 600, past a budget of 200, close nothing."""
    async with serving(pki, max_control_frames=200, first_byte_timeout=60) as server:
        raw = await RawH3.open(server.port)
        stream_id = raw.request(unfinished_session())
        for _ in range(300):
            raw.send(stream_id, data_frame(b"x") * 2)  # flushed: a STREAM frame each
        await raw.until(lambda: acknowledged(raw, stream_id))
        await session(raw)
        assert raw.closed is None
        raw.close()


async def test_l_small_data_frames_spread_over_many_streams_are_counted_too(pki):
    """A second review: a free allowance per STREAM frame let one datagram carry a STREAM
    frame on each of 40 streams, two 1-byte DATA frames each, all free: 3,200 against a
    budget of 200 closed nothing. The allowance is the connection's, whatever the streams."""
    async with serving(pki, max_control_frames=200, first_byte_timeout=60) as server:
        raw = await RawH3.open(server.port)
        streams = []
        for _ in range(40):
            streams.append(raw.request(unfinished_session()))
            await asyncio.sleep(0.01)
        for _ in range(40):
            if raw.closed is not None:
                break
            for stream_id in streams:  # queued, then written together: packed per datagram
                raw.quic.send_stream_data(stream_id, data_frame(b"x") * 2)
            raw.flush()
            await asyncio.sleep(0.005)
        closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert "DATA frame of fewer than 64 bytes" in closed.reason
        raw.close()


async def test_l_small_data_frames_over_many_connections_draw_on_the_address(pki):
    """A second review: the allowance was per connection and never reached the address's
    share, so 16 connections of one address sent 719,040 1-byte DATA frames in 3.6 s with
    none closed. Each free one takes an eighth of a token of its address's share: eight
    connections of 1,000 each (each within its own allowance) pass the address's."""
    async with serving(
        pki, max_control_frames=200, max_control_frames_per_address=400, first_byte_timeout=60
    ) as server:
        raws = []
        for _ in range(8):
            raw = await RawH3.open(server.port)
            raws.append((raw, raw.request(unfinished_session())))
        for _ in range(10):
            for raw, stream_id in raws:
                if raw.closed is None:
                    raw.send(stream_id, data_frame(b"x") * 100)
            await asyncio.sleep(0.001)
        closed = []
        for raw, _ in raws:
            with contextlib.suppress(TimeoutError):
                closed.append(await raw.wait_closed(2.0))
        assert closed, "no connection was closed: the address's share was never drawn"
        assert all(c.code == ErrorCode.H3_EXCESSIVE_LOAD for c in closed)
        assert any("per-address budget" in c.reason for c in closed)
        for raw, _ in raws:
            raw.close()


class VisitedDict(dict[int, Any]):
    """A dict that counts the entries its iterations visit."""

    visited = 0

    def __iter__(self) -> Any:
        for key in super().__iter__():
            self.visited += 1
            yield key

    def items(self) -> Any:
        for item in super().items():
            self.visited += 1
            yield item

    def values(self) -> Any:
        for value in super().values():
            self.visited += 1
            yield value


async def test_l_the_first_frames_budget_is_kept_as_bytes_arrive_not_summed_per_frame(pki):
    """An outside attack (F5): each DATA event of a session still waiting for its first
    frame summed what every such session of the connection held (128 of them: half the
    cost of its 1-byte frames). The total is now kept as bytes arrive and leave: no DATA
    event visits the other sessions, and once every first frame is whole or its stream
    gone, the total is back to nothing."""
    async with serving(pki, first_byte_timeout=60) as server, HonestPeer(server, pki) as honest:
        raw = await RawH3.open(server.port)
        await session(raw)
        connection = await connection_of(server, raw)
        seen = connection._first_frame_seen = VisitedDict()
        streams = [raw.request(unfinished_session(4000)) for _ in range(16)]
        for _ in range(20):
            for stream_id in streams:
                raw.send(stream_id, data_frame(b"x" * 100))
            await asyncio.sleep(0.001)
        await raw.until(lambda: all(acknowledged(raw, s) for s in streams))
        assert len(seen) == len(streams)  # every one still waits for its first frame
        assert seen.visited == 0
        raw.reset(streams[0])  # gone: what it held is given back
        for stream_id in streams[1:]:  # the rest of each first frame: whole
            raw.send(stream_id, data_frame(b"x" * 2000))
        await raw.until(lambda: all(acknowledged(raw, s) for s in streams[1:]))
        await eventually(lambda: not seen)
        assert connection._unframed == 0
        assert seen.visited == 0
        await honest.served_more()
        raw.close()
