"""How `h3quic.CreditedQuicConnection` has aioquic write many streams: all of it, each once.

aioquic builds its packets by visiting every stream of its queue for every packet;
the connection shows it only the streams with something to write and answers at once
for a packet that is full. Sans-I/O: two connections joined by hand (tests/quic_pair).
"""

from __future__ import annotations

from collections import Counter

import pytest
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import QuicEvent, StreamDataReceived
from quic_pair import SERVER_ADDR, QuicPair

from l7_transport import TransportConfig
from l7_transport.tls import write_dev_pki

STREAMS = 48
ANSWER = 300  # the size of an L8 frame in bench/transport.py


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class Pair(QuicPair):
    """A client that opened `STREAMS` streams; what the client receives, per stream."""

    def __init__(self, pki) -> None:
        self.at_client: Counter[int] = Counter()
        super().__init__(pki, config=TransportConfig(), server_credit=lambda _stream: None)
        for index in range(STREAMS):
            self.client.send_stream_data(4 * index, b"open")
        self.exchange()
        self.exchange()
        assert len(self.server._streams) == STREAMS

    def on_event(self, connection: QuicConnection, event: QuicEvent) -> None:
        if connection is self.client and isinstance(event, StreamDataReceived):
            self.at_client[event.stream_id] += len(event.data)


def queued_ids(connection: QuicConnection) -> list[int]:
    return [stream.stream_id for stream in connection._streams_queue]


def deliver_all(pair: Pair, expected: dict[int, int], each_round=None) -> int:
    """Let the server send (time passing for pacing and ACKs) until the client has `expected`."""
    datagrams = 0
    for _ in range(50):
        datagrams += pair.send(pair.server, pair.client, SERVER_ADDR)
        if each_round is not None:
            each_round()
        if pair.at_client == expected:
            return datagrams
        pair.now += 0.005
        pair.fire_timers()
        pair.send(pair.client, pair.server, ("127.0.0.1", 40000))
    raise AssertionError(f"not everything arrived: {dict(pair.at_client)}")


def test_idle_streams_keep_their_place_and_the_served_go_last(pki):
    pair = Pair(pki)
    busy = [4 * index for index in range(0, STREAMS, 5)]
    idle = [4 * index for index in range(STREAMS) if 4 * index not in busy]
    for stream_id in busy:
        pair.server.send_stream_data(stream_id, b"a" * 4000)

    def in_order() -> None:
        queue = queued_ids(pair.server)
        assert sorted(queue) == sorted(pair.server._streams)  # each stream once, none lost
        assert queue[: len(idle)] == idle  # the idle ones ahead, as they were
        assert sorted(queue[len(idle) :]) == busy

    deliver_all(pair, dict.fromkeys(busy, 4000), in_order)


def test_many_answers_are_all_written_without_asking_full_packets(pki, monkeypatch):
    pair = Pair(pki)
    asked: list[int] = []
    write = QuicConnection._write_stream_frame

    def counted(self, builder, space, stream, max_offset):
        asked.append(stream.stream_id)
        return write(self, builder, space, stream, max_offset)

    monkeypatch.setattr(QuicConnection, "_write_stream_frame", counted)
    for index in range(STREAMS):
        pair.server.send_stream_data(4 * index, bytes([index]) * ANSWER)
    datagrams = deliver_all(pair, {4 * index: ANSWER for index in range(STREAMS)})
    # aioquic's own loop asks each stream with data for a frame in every packet it builds:
    # about STREAMS x packets (536 here). Asked only where a frame may fit: once per frame,
    # once more where a frame is split over two packets, and once more per stream when
    # all of it is sent (aioquic learns so from that ask).
    assert datagrams >= 10
    assert len(asked) <= 2 * STREAMS + 2 * datagrams


def test_finished_streams_are_let_go_while_others_stay_idle(pki):
    pair = Pair(pki)
    ending = [4 * index for index in range(0, STREAMS, 3)]
    for stream_id in ending:
        pair.client.send_stream_data(stream_id, b"", end_stream=True)
        pair.server.send_stream_data(stream_id, b"bye", end_stream=True)
    for _ in range(6):
        pair.exchange(0.03)  # FINs and their ACKs both ways
    assert set(pair.server._streams) == {4 * i for i in range(STREAMS)} - set(ending)
    assert sorted(queued_ids(pair.server)) == sorted(pair.server._streams)
    assert all(pair.at_client[stream_id] == 3 for stream_id in ending)
