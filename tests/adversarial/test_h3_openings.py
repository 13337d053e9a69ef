"""HTTP/3 floods of new sessions: each source's share of openings per loop turn, and the socket.

An outside attack (F4): 32 connections opening sessions as fast as their stream credit
allowed hurt an honest peer over HTTP/3 several times more than a larger flood over
HTTP/2: HTTP/3 had no share of openings per turn (HTTP/2's `openings_per_turn`), so one
loop turn started hundreds of sessions; and the UDP socket, shared by every connection,
dropped datagrams (its receive buffer can be raised, `quic_receive_buffer`). Real
sockets on 127.0.0.1, a raw client (`h3_attacker.RawH3`) per attacking connection;
nothing here asserts on time: what is counted is openings per turn and what is served.
"""

from __future__ import annotations

import logging
import socket
from pathlib import Path

import pytest
from aioquic.h3.connection import FrameType
from h3_attacker import (
    RawH3,
    data_frame,
    frame,
    header_block,
    headers_frame,
    l8_frame,
    request_headers,
    response_body,
)
from test_h3_attacks import HonestPeer, connection_of, eventually, serving
from test_h3_attacks import pki as pki  # noqa: PLC0414 - the module's fixture, shared
from transport_helpers import CountedTurns

from l7_transport import TransportConfig
from l7_transport.turns import OpeningTurns

ECHO = b"attacker"
RMEM_MAX = Path("/proc/sys/net/core/rmem_max")
"""Linux: the largest receive buffer a socket may ask for (the kernel doubles its grant)."""
RMEM_DEFAULT = Path("/proc/sys/net/core/rmem_default")
"""Linux: a socket's receive buffer when it asks for none."""


def sessions_at_once(raw: RawH3, count: int, *, end: bool = True) -> list[int]:
    """Open `count` sessions, each with its first frame (and its end), sent in one burst."""
    streams = []
    for _ in range(count):
        stream_id = raw.quic.get_next_available_stream_id()
        payload = headers_frame(request_headers()) + data_frame(l8_frame(ECHO))
        raw.quic.send_stream_data(stream_id, payload, end_stream=end)
        streams.append(stream_id)
    raw.flush()  # as few datagrams as they fit in, all at once
    return streams


def echoed(raw: RawH3, stream_id: int) -> bool:
    """Whether a session's first frame has come back (its handler ran)."""
    return l8_frame(ECHO) in response_body(bytes(raw.seen(stream_id).data))


async def test_a_source_opens_its_share_of_sessions_per_loop_turn(pki):
    """Past its share (`openings_per_turn`) in a turn, a source's requests wait whole (with
    the data that follows them) for later turns, its connections one pass each in turn;
    every session is still served, in order, and the honest peer too."""
    connections, streams = 8, 100
    per_turn = TransportConfig().openings_per_turn
    async with serving(pki, first_byte_timeout=30) as server, HonestPeer(server, pki) as honest:
        server.turns = turns = CountedTurns(per_turn)
        raws = [await RawH3.open(server.port) for _ in range(connections)]
        turns.start()
        flooded = [(raw, sessions_at_once(raw, streams)) for raw in raws]
        await honest.served_more()
        for raw, stream_ids in flooded:  # every session answered: deferred, never dropped
            for stream_id in stream_ids:
                await raw.until(lambda raw=raw, s=stream_id: raw.seen(s).ended)
                assert l8_frame(ECHO) in raw.seen(stream_id).data, stream_id
        turns.stop()
        openings = turns.openings
        assert sum(openings.values()) >= connections * streams
        assert max(openings.values()) <= per_turn, sorted(openings.values())[-5:]
        assert len(openings) >= connections * streams // per_turn
        for raw in raws:
            assert raw.closed is None
            raw.close()
        await honest.served_more()


class Held(OpeningTurns):
    """Turns that do not come while `held`."""

    __slots__ = ("held",)

    def next_turn(self) -> None:
        if not self.held:
            super().next_turn()


async def test_a_peer_on_the_flooding_address_waits_a_pass_per_connection_not_a_share(pki):
    """An honest peer behind the flooding address (its NAT) shares its turns: with a pass of
    the whole share (16) for each connection waiting, its one session waited for every
    flooding connection's 16 (an outside flood of 32 connections: ~1 s at p99). A pass is
    now the share split over the source's connections waiting: its session is among the
    first of the next turn, one per connection ahead of it."""
    connections, streams = 8, 100
    started: list[tuple[int, int]] = []  # (the connection's port, the stream), as they start

    async def recording(channel) -> None:
        started.append((int(channel.peer.address.rsplit(":", 1)[1]), channel.stream_id))
        while data := await channel.receive():
            await channel.send(data)

    async with serving(pki, recording, first_byte_timeout=30) as server:
        server.turns = turns = Held(server.turns.per_turn)
        turns.held = True
        raws = [await RawH3.open(server.port) for _ in range(connections)]
        for raw in raws:
            sessions_at_once(raw, streams)
        honest = await RawH3.open(server.port)
        [honest_stream] = sessions_at_once(honest, 1)
        honest_port = honest.transport.get_extra_info("sockname")[1]
        waiting = await connection_of(server, honest)
        await eventually(lambda: honest_stream in waiting._waiting_requests)
        await eventually(lambda: turns.waiting == connections + 1)  # everyone waits
        before = len(started)
        turns.held = False
        await honest.until(lambda: honest.seen(honest_stream).ended)
        position = started.index((honest_port, honest_stream)) - before
        assert position <= connections, position  # a pass of each connection ahead of it
        for raw in [*raws, honest]:
            raw.close()


async def test_a_peer_that_opens_sessions_one_at_a_time_never_waits_for_a_turn(pki):
    """The share is of one turn: sessions opened one after another never wait."""
    async with serving(pki) as server:
        server.turns = turns = CountedTurns(server.turns.per_turn)
        waits = turns.waits
        async with HonestPeer(server, pki) as honest:
            assert honest.client is not None
            for _ in range(3 * server.turns.per_turn):
                channel = await honest.client.open_session()
                await channel.close()
        assert waits == []


async def test_a_request_reset_while_it_waits_for_its_turn_is_never_served(pki):
    """A request waiting for a turn that its peer resets meanwhile is let go with the
    stream: no handler starts for it, and the requests behind it are served."""
    started: list[int] = []

    async def counting(channel) -> None:
        started.append(channel.stream_id)
        while data := await channel.receive():
            await channel.send(data)

    async with serving(pki, counting, openings_per_turn=1) as server:
        server.turns = turns = Held(1)
        turns.held = True
        raw = await RawH3.open(server.port)
        streams = sessions_at_once(raw, 4, end=False)  # one served at once, three wait
        await raw.until(lambda: echoed(raw, streams[0]))
        raw.reset(streams[2])
        await raw.until(lambda: raw.seen(streams[2]).reset is not None)  # the server's answer
        turns.held = False
        for stream_id in (streams[1], streams[3]):
            await raw.until(lambda s=stream_id: echoed(raw, s))
        assert streams[2] not in started
        assert sorted(started) == [streams[0], streams[1], streams[3]]
        raw.close()


@pytest.mark.parametrize("asked", [None, 4 * 1024 * 1024], ids=["the-system's", "4-MiB"])
async def test_the_udp_socket_has_the_receive_buffer_configured_and_says_what_it_got(
    pki, caplog, asked
):
    """The socket every connection shares keeps the system's receive buffer unless
    `quic_receive_buffer` asks for more (as the kernel allows: Linux clamps it to
    net.core.rmem_max and doubles its grant); what it has is logged. (A larger one
    trades the drops of a burst for queueing under a flood: spec 2.3.)"""
    with caplog.at_level(logging.INFO, logger="l7_transport.http3"):
        async with serving(pki, quic_receive_buffer=asked) as server:
            listener = server._server
            assert listener is not None
            sock = listener._transport.get_extra_info("socket")
            granted = sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF)
            assert listener.receive_buffer == granted
            if asked is not None and RMEM_MAX.exists():  # noqa: ASYNC240 - Linux's clamp
                allowed = int(RMEM_MAX.read_text())  # noqa: ASYNC240 - a /proc read
                assert granted >= 2 * min(asked, allowed)
            if asked is None and RMEM_DEFAULT.exists():  # noqa: ASYNC240 - Linux's default
                assert granted == int(RMEM_DEFAULT.read_text())  # noqa: ASYNC240
    assert f"UDP receive buffer of {granted} bytes" in caplog.text


async def test_a_refused_request_that_waited_is_refused_once_its_trailers_with_it(pki):
    """A review: a request that waited for its turn kept its later events (its body, its
    trailers); refused when its turn came, its trailers were then taken for a request of
    their own: a second opening counted for its source, routed and refused again."""
    opened: list[str] = []

    class Recorded(Held):
        __slots__ = ()

        def opened(self, source: str) -> bool:
            opened.append(source)
            return OpeningTurns.opened(self, source)

    async with serving(pki, openings_per_turn=1) as server:
        server.turns = turns = Recorded(1)
        turns.held = True
        raw = await RawH3.open(server.port)
        connection = await connection_of(server, raw)
        [first] = sessions_at_once(raw, 1, end=False)
        await raw.until(lambda: echoed(raw, first))
        stream_id = raw.quic.get_next_available_stream_id()
        trailers = frame(FrameType.HEADERS, header_block([("x-trailer", "1")]))
        request = headers_frame(request_headers("/nope", method="POST"))
        raw.send(stream_id, request + data_frame(b"body") + trailers, end=True)
        waiting = connection._waiting_requests
        await eventually(lambda: len(waiting.get(stream_id, ())) == 3)  # headers, body, trailers
        before = len(opened)
        turns.held = False
        await raw.until(lambda: raw.seen(stream_id).ended)
        assert (await raw.response(stream_id))[0] == 404
        await raw.echo(first, b"and the connection goes on")
        assert len(opened) - before == 1
        assert stream_id not in waiting
        raw.close()
