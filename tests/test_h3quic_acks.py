"""A delayed ACK rides with the last data of a flight (`h3quic.CreditedQuicConnection`).

Sans-I/O: two aioquic connections joined by hand, time passed in and kept below
aioquic's ACK delay (1 ms), so that no ACK timer fires. A request and its answer
take one datagram each way, each acknowledging what came before it; a stream with
more than a datagram queued keeps aioquic's delay (a later packet carries the ACK).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from aioquic import tls
from aioquic.quic.stream import QuicStream
from quic_pair import CLIENT_ADDR, SERVER_ADDR, QuicPair

from l7_transport import TransportConfig
from l7_transport.h3quic import CreditedQuicConnection
from l7_transport.tls import write_dev_pki

STREAM = 0
MESSAGE = b"m" * 900


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class Pair(QuicPair):
    """Both sides credited as the driver does; the server's reader grants `credit` on the
    client's first stream and no more (None: aioquic's own policy)."""

    def __init__(self, pki, *, credit: int | None = None) -> None:
        super().__init__(
            pki,
            config=TransportConfig(),
            client_credit=lambda _stream: None,
            server_credit=lambda stream: (
                credit if credit is not None and stream.stream_id == STREAM else None
            ),
            step=0.05,
        )


def ack_due(connection: CreditedQuicConnection) -> bool:
    return connection._spaces[tls.Epoch.ONE_RTT].ack_at is not None


def test_a_request_and_its_answer_take_one_datagram_each_and_acknowledge_each_other(pki):
    pair = Pair(pki)
    client, server = pair.client, pair.server
    sent = []
    for _ in range(20):
        pair.now += 0.0002  # well inside the ACK delay: no timer sends an ACK alone
        client.send_stream_data(STREAM, MESSAGE)
        up = pair.send(client, server, CLIENT_ADDR)
        server.send_stream_data(STREAM, MESSAGE)
        down = pair.send(server, client, SERVER_ADDR)
        pair.drain()
        sent.append((up, down))
        # each side's data was acknowledged by the other's next packet: nothing piles up
        assert server._loss.bytes_in_flight < 2 * len(MESSAGE) + 200
    assert sent == [(1, 1)] * 20
    assert ack_due(client)  # the last answer's ACK waits for the next request or its timer


def test_a_stream_with_more_than_a_datagram_queued_keeps_the_ack_delay(pki):
    pair = Pair(pki)
    client, server = pair.client, pair.server
    server.send_stream_data(STREAM + 1, MESSAGE)  # a server stream: the client owes an ACK
    pair.send(server, client, SERVER_ADDR)
    pair.drain()
    assert ack_due(client)
    pair.now += 0.0002
    client.send_stream_data(STREAM, b"x" * 64 * 1024)
    assert pair.send(client, server, CLIENT_ADDR) > 1
    assert ack_due(client)  # not pulled forward: the stream's later packets carry it


def owe_an_ack(pair: Pair) -> None:
    """The server sends on a stream of its own: the client owes an ACK, 1 ms from now."""
    pair.server.send_stream_data(STREAM + 1, MESSAGE)
    pair.send(pair.server, pair.client, SERVER_ADDR)
    pair.drain()
    assert ack_due(pair.client)
    pair.now += 0.0002


def test_data_the_peers_credit_holds_back_does_not_pull_the_ack_forward(pki):
    # 500 bytes wait for credit the server's reader has not granted: they go in no packet
    # now, so the ACK keeps its delay instead of leaving alone at once on every packet in.
    pair = Pair(pki, credit=0)  # the server's reader grants nothing beyond the first window
    client, server = pair.client, pair.server
    window = client._remote_max_stream_data_bidi_remote
    client.send_stream_data(STREAM, b"x" * window)
    for _ in range(100):  # the congestion window and the pacer let it out over time
        pair.now += 0.005
        pair.fire_timers()
        pair.send(client, server, CLIENT_ADDR)
        pair.send(server, client, SERVER_ADDR)
        pair.drain()
        if client._streams[STREAM].sender.highest_offset == window:
            break
    assert client._streams[STREAM].sender.highest_offset == window
    client.send_stream_data(STREAM, b"y" * 500)
    owe_an_ack(pair)
    assert pair.send(client, server, CLIENT_ADDR) == 0
    assert ack_due(client)


def test_a_fin_alone_carries_the_ack(pki):
    pair = Pair(pki)
    client, server = pair.client, pair.server
    client.send_stream_data(STREAM, MESSAGE)
    pair.send(client, server, CLIENT_ADDR)
    owe_an_ack(pair)
    client.send_stream_data(STREAM, b"", end_stream=True)
    assert pair.send(client, server, CLIENT_ADDR) == 1
    assert not ack_due(client)


def test_streams_sharing_the_connections_credit_count_what_it_lets_out():
    # 1,000 bytes of connection credit left and two streams of 700 each: 1,000 can leave
    # now (one datagram: the ACK rides), not 1,400.
    def stream(stream_id: int, size: int) -> QuicStream:
        made = QuicStream(stream_id=stream_id, max_stream_data_remote=1 << 20)
        made.sender.write(b"x" * size)
        return made

    connection = SimpleNamespace(
        _remote_max_data=1000,
        _remote_max_data_used=0,
        _streams_queue=[stream(0, 700), stream(4, 700)],
        _max_datagram_size=1200,
    )
    assert CreditedQuicConnection._sendable_bytes(connection) == 1000  # type: ignore[arg-type]
