"""The credit a reader grants on HTTP/3 (`h3quic.CreditedQuicConnection`) survives lost datagrams.

Sans-I/O: two aioquic connections joined by hand, time passed in, a datagram
dropped on purpose. A MAX_STREAM_DATA frame lost and never sent again would
leave the sender waiting for credit that was granted once, on a datagram
nobody received (a stall with nothing in flight).
"""

from __future__ import annotations

import asyncio
import copy
import socket
from types import SimpleNamespace

import pytest
from aioquic.quic.congestion.cubic import CubicCongestionControl
from aioquic.quic.congestion.reno import RenoCongestionControl
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import QuicEvent, StreamDataReceived
from aioquic.quic.stream import QuicStream
from quic_pair import CLIENT_ADDR, QuicPair

from l7_transport import TransportConfig
from l7_transport.h3quic import ValidatedReno, read_waiting, validate_window
from l7_transport.tls import write_dev_pki

STREAM = 0
WINDOW = 16 * 1024


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class Pair(QuicPair):
    """The server's application reads STREAM as a test says; its reader grants credit so."""

    def __init__(self, pki) -> None:
        self._read = 0
        self.received = 0
        super().__init__(
            pki, config=TransportConfig(stream_window=WINDOW), server_credit=self._credit
        )

    @property
    def read(self) -> int:
        """What the server's application has read of STREAM: its credit is that plus WINDOW."""
        return self._read

    @read.setter
    def read(self, amount: int) -> None:
        self._read = amount
        self.server.credit_may_change(STREAM)  # as the driver says when a channel is read

    def _credit(self, stream: QuicStream) -> int | None:
        if stream.stream_id != STREAM:
            return None
        return self.read + WINDOW

    def on_event(self, connection: QuicConnection, event: QuicEvent) -> None:
        if connection is self.server and isinstance(event, StreamDataReceived):
            self.received += len(event.data)


def test_credit_on_a_lost_datagram_is_granted_again(pki):
    pair = Pair(pki)
    client, server = pair.client, pair.server
    assert client._handshake_complete
    assert server._handshake_complete
    client.send_stream_data(STREAM, b"x" * (4 * WINDOW))
    for _ in range(50):
        pair.exchange()
    # Blocked at the first credit (room for a header block: aioquic's initial
    # MAX_STREAM_DATA), the server's application having read nothing.
    first = server._streams[STREAM].max_stream_data_local
    assert pair.received == first

    pair.read = first  # the application reads it all: credit for a window more
    lost = server.datagrams_to_send(now=pair.now)  # it carries the MAX_STREAM_DATA ...
    assert lost, "the server had credit to grant"
    assert server._streams[STREAM].max_stream_data_local_sent == first + WINDOW
    del lost  # ... and is lost on the way

    # Nothing else is in flight from the server: only its loss timer (PTO) can recover
    # the credit. After a few timers the client has it, and sends one more window.
    for _ in range(10):
        if pair.received == first + WINDOW or not pair.advance_to_timers():
            break
        for _ in range(5):
            pair.exchange()
    assert client._streams[STREAM].max_stream_data_remote == first + WINDOW
    assert pair.received == first + WINDOW


def test_the_memory_of_settled_credit_is_bounded_by_the_streams_alive(pki):
    # Streams aioquic has dropped (finished) leave their ids in the set; each time it
    # grows past twice the streams alive, it keeps only those.
    server = Pair(pki).server
    server.ioa_settled.update(dict.fromkeys(range(1_000, 100_000, 4), 0))
    server._settle(SimpleNamespace(stream_id=STREAM, receiver=SimpleNamespace(highest_offset=0)))
    assert set(server.ioa_settled) <= set(server._streams)
    assert len(server.ioa_settled) <= 2 * len(server._streams) + 64


def test_settled_credit_is_recomputed_only_when_told(pki):
    pair = Pair(pki)
    pair.client.send_stream_data(STREAM, b"x" * (4 * WINDOW))
    for _ in range(50):
        pair.exchange()
    first = pair.server._streams[STREAM].max_stream_data_local
    pair._read = first  # read, but the driver has not said so: no new credit yet
    pair.server.datagrams_to_send(now=pair.now)
    assert pair.server._streams[STREAM].max_stream_data_local == first
    pair.read = first  # said: the next packet carries it
    pair.server.datagrams_to_send(now=pair.now)
    assert pair.server._streams[STREAM].max_stream_data_local == first + WINDOW


class ReadingPair(Pair):
    """The server's application reads STREAM as it arrives (the driver then says both that
    data arrived and that it was read: `credit_may_change`)."""

    def __init__(self, pki) -> None:
        self.grants: list[int] = []  # the limits the server sent, in order
        super().__init__(pki)

    def on_event(self, connection: QuicConnection, event: QuicEvent) -> None:
        super().on_event(connection, event)
        if connection is self.server and isinstance(event, StreamDataReceived):
            self.read = self.received

    def send(self, sender: QuicConnection, receiver: QuicConnection, addr) -> int:
        before = self._granted()
        count = super().send(sender, receiver, addr)
        if sender is self.server and self._granted() != before:
            self.grants.append(self._granted())
        return count

    def _granted(self) -> int:
        stream = self.server._streams.get(STREAM)
        return 0 if stream is None else stream.max_stream_data_local_sent


def test_a_read_with_room_to_spare_sends_no_datagram_of_its_own(pki):
    # A request read at once: the client may still send far more than half a window,
    # so the grant waits for traffic that goes anyway; nothing leaves just for it.
    pair = ReadingPair(pki)
    pair.client.send_stream_data(STREAM, b"x" * 20_000)  # past the header block's credit
    for _ in range(20):
        pair.exchange()
    assert pair.received == 20_000
    granted = pair.server._streams[STREAM].max_stream_data_local_sent
    pair.client.send_stream_data(STREAM, b"y" * 400)
    pair.send(pair.client, pair.server, CLIENT_ADDR)  # read on arrival: credit may change
    assert pair.received == 20_400
    assert pair.server.datagrams_to_send(now=pair.now) == []  # (its ACK waits its delay)
    assert pair.server._streams[STREAM].max_stream_data_local_sent == granted


def _down_to(pair: ReadingPair, room: int) -> int:
    """The client sends until it has `room` bytes of credit left; the server's limit then."""
    pair.client.send_stream_data(STREAM, b"x" * 20_000)
    for _ in range(30):
        pair.exchange()
    stream = pair.server._streams[STREAM]
    granted = stream.max_stream_data_local_sent
    pair.client.send_stream_data(STREAM, b"y" * (granted - stream.receiver.highest_offset - room))
    pair.send(pair.client, pair.server, CLIENT_ADDR)  # read on arrival
    assert granted - stream.receiver.highest_offset == room
    return granted


def test_a_due_grant_rides_with_the_acknowledgement_that_goes_anyway(pki):
    # Past half of its room, but far from running out: the grant waits for the ACK
    # of that data (delayed), and goes in it.
    pair = ReadingPair(pki)
    granted = _down_to(pair, room=6_000)  # of a window of 16 KiB; 4 datagrams are ~5.4 KB
    stream = pair.server._streams[STREAM]
    assert pair.server.datagrams_to_send(now=pair.now) == []
    assert stream.max_stream_data_local_sent == granted
    pair.now += 0.002  # the ACK's delay passes
    pair.fire_timers()
    assert len(pair.server.datagrams_to_send(now=pair.now)) == 1
    assert stream.max_stream_data_local_sent > granted


def test_a_grant_to_a_peer_nearly_out_of_room_goes_at_once(pki):
    pair = ReadingPair(pki)
    granted = _down_to(pair, room=2_000)
    assert len(pair.server.datagrams_to_send(now=pair.now)) == 1  # alone if need be
    assert pair.server._streams[STREAM].max_stream_data_local_sent > granted


def _settled_with_room(pair: ReadingPair) -> int:
    """The client sent and the server read 20,000 bytes; the room the client has left."""
    pair.client.send_stream_data(STREAM, b"x" * 20_000)
    for _ in range(30):
        pair.exchange()
    stream = pair.server._streams[STREAM]
    room = stream.max_stream_data_local_sent - stream.receiver.highest_offset
    assert 2 * room >= WINDOW  # no raise due: the stream's credit is settled
    assert STREAM in pair.server.ioa_settled
    return room


def test_data_past_a_gap_that_uses_up_the_room_gets_its_grant_with_the_ack(pki):
    # Out of order, aioquic raises no event for the data (nothing new to read), yet the
    # client is out of room: the ACK of that data must carry the raise, not wait for
    # the lost datagram to come again (a round trip more).
    pair = ReadingPair(pki)
    room = _settled_with_room(pair)
    stream = pair.server._streams[STREAM]
    granted = stream.max_stream_data_local_sent
    pair.client.send_stream_data(STREAM, b"z" * room)
    burst = []
    for _ in range(20):  # (the pacer spreads the burst a little)
        pair.now += 0.0001
        burst += pair.client.datagrams_to_send(now=pair.now)
    assert len(burst) > 2
    for data, _ in burst[1:]:  # the first is lost
        pair.server.receive_datagram(data, CLIENT_ADDR, now=pair.now)
    pair.drain()
    assert stream.receiver.highest_offset == granted  # the client has no room left
    pair.now += 0.002  # the ACK's delay
    pair.fire_timers()
    assert pair.server.datagrams_to_send(now=pair.now)
    assert stream.max_stream_data_local_sent > granted


def test_no_grant_goes_to_a_stream_whose_end_has_come(pki):
    # The client's last bytes and its FIN fill its room: it will send nothing more, so a
    # raise (here alone, the client being out of room) would be a datagram for nothing.
    pair = ReadingPair(pki)
    room = _settled_with_room(pair)
    stream = pair.server._streams[STREAM]
    pair.client.send_stream_data(STREAM, b"z" * room, end_stream=True)
    for _ in range(5):
        pair.now += 0.0001
        pair.send(pair.client, pair.server, CLIENT_ADDR)  # read on arrival
    assert pair.received == 20_000 + room
    granted = stream.max_stream_data_local_sent
    assert pair.server.datagrams_to_send(now=pair.now) == []
    assert stream.max_stream_data_local_sent == granted


def test_a_sender_of_many_windows_never_waits_on_a_grant_held_back(pki):
    pair = ReadingPair(pki)
    total = 8 * WINDOW
    pair.client.send_stream_data(STREAM, b"x" * total)
    for _ in range(2_000):
        if pair.received == total:
            break
        pair.exchange()
    assert pair.received == total
    assert pair.grants == sorted(pair.grants)
    # About one grant per half window read, not one per datagram.
    assert len(pair.grants) <= 2 * (total // WINDOW) + 2


class FlowLimitedPair(QuicPair):
    """Both sides credited, as the driver makes them; the server reads all as it arrives."""

    def __init__(self, pki) -> None:
        self.received = 0
        super().__init__(
            pki,
            config=TransportConfig(stream_window=WINDOW),
            server_credit=self._credit,
            client_credit=lambda _stream: None,  # aioquic's own policy for its streams
        )

    def _credit(self, stream: QuicStream) -> int | None:
        return self.received + WINDOW if stream.stream_id == STREAM else None

    def on_event(self, connection: QuicConnection, event: QuicEvent) -> None:
        if connection is self.server and isinstance(event, StreamDataReceived):
            self.received += len(event.data)
            self.server.credit_may_change(STREAM)


def test_a_sender_held_by_flow_control_does_not_grow_its_congestion_window(pki):
    # RFC 9002 7.8: a window less than half used is not grown. Grown while the peer's
    # credit held the sender back, it reached megabytes, and the first burst of many
    # streams afterwards overran the receiver's socket buffer (half-second stalls).
    pair = FlowLimitedPair(pki)
    pair.client.send_stream_data(STREAM, b"x" * (40 * WINDOW))
    for _ in range(20_000):
        if pair.received == 40 * WINDOW:
            break
        pair.exchange()
    assert pair.received == 40 * WINDOW
    assert isinstance(pair.client._loss._cc, ValidatedReno)
    assert pair.client._loss._cc.congestion_window <= 3 * WINDOW  # (189 KB when grown)


def _acked(cc, count: int, *, now: float, size: int = 1350) -> None:
    for number in range(count):
        cc.on_packet_acked(
            now=now, packet=SimpleNamespace(sent_bytes=size, sent_time=now - 0.01 + number * 1e-6)
        )


def test_a_full_window_acknowledged_by_one_ack_frame_grows_as_in_slow_start():
    # Every packet of one ACK frame counts the flight before the frame: the first ones
    # counted out must not make the last ones look like an idle window.
    cc = RenoCongestionControl(max_datagram_size=1350)
    validate_window(cc)
    start = cc.congestion_window
    cc.bytes_in_flight = start  # full
    _acked(cc, start // 1350, now=5.0)
    assert cc.congestion_window == start + (start // 1350) * 1350
    assert cc.bytes_in_flight == start - (start // 1350) * 1350


def test_a_full_window_acknowledged_over_a_batch_of_frames_grows_as_in_slow_start():
    # Datagrams read in one batch are handled at different clock readings (asyncio's
    # clock moves between them; uvloop's only every millisecond): the flight before
    # the ACKs is what counts, not the clock.
    stock = RenoCongestionControl(max_datagram_size=1350)
    validated = RenoCongestionControl(max_datagram_size=1350)
    validate_window(validated)
    for cc in (stock, validated):
        cc.bytes_in_flight = cc.congestion_window  # full
        for frame in range(10):
            _acked(cc, 1, now=5.0 + frame * 1e-6)
    assert validated.congestion_window == stock.congestion_window


def test_a_send_between_acknowledgements_counts_the_flight_anew():
    cc = RenoCongestionControl(max_datagram_size=1350)
    validate_window(cc)
    start = cc.congestion_window
    cc.bytes_in_flight = start  # full: the first ACK grows the window
    _acked(cc, 1, now=5.0)
    assert cc.congestion_window == start + 1350
    cc.bytes_in_flight = 1350  # the flight drained (elsewhere: the peer's ACKs were lost)
    cc.on_packet_sent(packet=SimpleNamespace(sent_bytes=1350, sent_time=5.1))
    _acked(cc, 1, now=5.2)  # 2,700 of ~14,850 in flight when this ACK came: no growth
    assert cc.congestion_window == start + 1350


def test_a_window_less_than_half_in_use_does_not_grow():
    cc = RenoCongestionControl(max_datagram_size=1350)
    validate_window(cc)
    start = cc.congestion_window
    cc.bytes_in_flight = 2 * 1350  # a request and an answer: far below the window
    _acked(cc, 2, now=5.0)
    assert cc.congestion_window == start
    assert cc.bytes_in_flight == 0


def test_a_copied_connection_counts_its_own_acknowledgements():
    # The fuzz harness deep-copies connections: a copy's controller must be its own.
    cc = RenoCongestionControl(max_datagram_size=1350)
    validate_window(cc)
    cc.bytes_in_flight = 1000
    twin = copy.deepcopy(cc)
    _acked(twin, 1, now=5.0, size=1000)
    assert (twin.bytes_in_flight, cc.bytes_in_flight) == (0, 1000)


def test_another_congestion_controller_is_left_as_it_is():
    cc = CubicCongestionControl(max_datagram_size=1350)
    validate_window(cc)
    assert type(cc) is CubicCongestionControl


class _Transport:
    """What `read_waiting` asks of a datagram transport: its socket."""

    def __init__(self, sock: object) -> None:
        self.sock = sock

    def get_extra_info(self, name: str) -> object:
        return self.sock if name == "socket" else None


def test_a_burst_of_datagrams_is_read_at_once_up_to_the_limit():
    receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        receiver.bind(("127.0.0.1", 0))
        receiver.setblocking(False)
        for number in range(5):
            sender.sendto(b"datagram %d" % number, receiver.getsockname())
        got: list[bytes] = []
        read_waiting(_Transport(receiver), lambda data, _addr: got.append(data), limit=3)
        assert got == [b"datagram 0", b"datagram 1", b"datagram 2"]
        read_waiting(_Transport(receiver), lambda data, _addr: got.append(data))
        assert got[3:] == [b"datagram 3", b"datagram 4"]  # and then nothing waits: no error
        read_waiting(_Transport(object()), lambda data, _addr: got.append(data))  # uvloop's
        read_waiting(None, lambda data, _addr: got.append(data))
        assert len(got) == 5
    finally:
        receiver.close()
        sender.close()


async def test_the_burst_is_read_from_asyncios_own_datagram_transport():
    # asyncio wraps the socket it hands out (TransportSocket, without recvfrom): the
    # datagrams waiting behind the one asyncio delivered are read all the same.
    got: list[bytes] = []
    loop = asyncio.get_running_loop()
    transport, _ = await loop.create_datagram_endpoint(
        asyncio.DatagramProtocol, local_addr=("127.0.0.1", 0)
    )
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        assert not isinstance(transport.get_extra_info("socket"), socket.socket)
        for number in range(3):
            sender.sendto(b"datagram %d" % number, transport.get_extra_info("sockname"))
        for _ in range(100):  # (loopback: they are there at once, or nearly)
            read_waiting(transport, lambda data, _addr: got.append(data))
            if len(got) == 3:
                break
            await asyncio.sleep(0.01)
        assert got == [b"datagram 0", b"datagram 1", b"datagram 2"]
    finally:
        transport.close()
        sender.close()
