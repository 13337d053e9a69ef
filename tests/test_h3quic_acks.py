"""A delayed ACK rides with the last data of a flight (`h3quic.CreditedQuicConnection`).

Sans-I/O: two aioquic connections joined by hand, time passed in and kept below
aioquic's ACK delay (1 ms), so that no ACK timer fires. A request and its answer
take one datagram each way, each acknowledging what came before it; a stream with
more than a datagram queued keeps aioquic's delay (a later packet carries the ACK).
"""

from __future__ import annotations

import pytest
from aioquic import tls
from aioquic.quic.connection import QuicConnection

from l7_transport import TransportConfig
from l7_transport.h3quic import CreditedQuicConnection, credited, quic_configuration
from l7_transport.tls import write_dev_pki

CLIENT_ADDR = ("127.0.0.1", 40000)
SERVER_ADDR = ("127.0.0.1", 443)
STREAM = 0
MESSAGE = b"m" * 900


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class Pair:
    """A client and a server, both as the driver makes them, sending only when told to."""

    def __init__(self, pki, *, credit: int | None = None) -> None:
        config = TransportConfig()
        self.now = 1000.0
        client = QuicConnection(
            configuration=quic_configuration(
                is_client=True, config=config, ca=pki.ca_cert, server_name="127.0.0.1"
            )
        )
        server = QuicConnection(
            configuration=quic_configuration(
                is_client=False,
                config=config,
                certificate=pki.server_cert,
                private_key=pki.server_key,
            ),
            original_destination_connection_id=client.original_destination_connection_id,
        )
        self.client = credited(client, lambda _stream: None)
        # The server's reader grants `credit` on the client's first stream, and no more.
        self.server = credited(
            server, lambda stream: credit if credit is not None and stream.stream_id == 0 else None
        )
        self.client.connect(SERVER_ADDR, now=self.now)
        for _ in range(10):  # the handshake, its timers let run
            self.now += 0.05
            self.fire_timers()
            self.send(self.client, self.server, CLIENT_ADDR)
            self.send(self.server, self.client, SERVER_ADDR)
        assert self.client._handshake_complete
        assert self.server._handshake_complete
        self.drain()

    def send(self, sender: QuicConnection, receiver: QuicConnection, addr) -> int:
        """Deliver what `sender` has to send now; how many datagrams it was."""
        datagrams = sender.datagrams_to_send(now=self.now)
        for data, _ in datagrams:
            receiver.receive_datagram(data, addr, now=self.now)
        return len(datagrams)

    def fire_timers(self) -> None:
        for connection in (self.client, self.server):
            timer = connection.get_timer()
            if timer is not None and timer <= self.now:
                connection.handle_timer(now=self.now)

    def drain(self) -> None:
        for connection in (self.client, self.server):
            while connection.next_event() is not None:
                pass


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
