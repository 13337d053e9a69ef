"""QUIC frames that carry nothing are drawn from the HTTP/3 connection's frame budget.

aioquic handles any number of PING, *_BLOCKED, PATH_CHALLENGE and MAX_* frames, and of
STREAM, CRYPTO, RESET_STREAM and ACK frames that bring nothing new, and a datagram holds
hundreds of them (a PING is one byte): a datagram of PINGs cost a server ~17x the CPU of
an ordinary small one, of empty STREAM frames ~37x. Sans-I/O here (two QUIC connections
in memory, time the test's); tests/adversarial/test_h3_attacks.py floods a live server.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable

import pytest
from aioquic.buffer import encode_uint_var
from aioquic.h3.connection import ErrorCode
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.connection import QuicConnection
from aioquic.quic.packet import QuicErrorCode, QuicFrameType
from aioquic.quic.rangeset import RangeSet
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from l7_transport import TransportConfig
from l7_transport.budgets import TokenBucket
from l7_transport.h3connection import Http3Connection
from l7_transport.h3frames import ACK_RANGES_FREE, FramesBeforeHandshake
from l7_transport.h3guard import GuardedH3Connection
from l7_transport.h3quic import credited, quic_configuration
from l7_transport.h3reorder import MAX_RANGES, OutOfOrder, Refused
from l7_transport.tls import DevPki, write_dev_pki

BUDGET = 100
"""Frames a connection may send at once, and a second (what `send` moves by: 5 a packet)."""
SERVER = ("127.0.0.1", 4433)
CLIENT = ("127.0.0.1", 50000)


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> DevPki:
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def server_quic(pki: DevPki, connection_id: bytes) -> QuicConnection:
    """A server's QUIC connection as the HTTP/3 server makes it (its handshake not begun)."""
    return QuicConnection(
        configuration=quic_configuration(
            is_client=False,
            config=TransportConfig(),
            certificate=pki.server_cert,
            private_key=pki.server_key,
        ),
        original_destination_connection_id=connection_id,
    )


class Pair:
    """A client and a guarded server, the handshake done; `send` writes raw frames."""

    def __init__(self, pki: DevPki) -> None:
        self.now = 1.0
        config = QuicConfiguration(is_client=True, alpn_protocols=["h3"])
        config.verify_mode = ssl.CERT_NONE
        self.client = QuicConnection(configuration=config)
        server = server_quic(pki, self.client.original_destination_connection_id)
        self.server = credited(server, lambda _stream: None)
        self.guard = GuardedH3Connection(
            self.server,
            max_field_section_size=16384,
            frame_budget=TokenBucket(BUDGET, BUDGET, self.now),
            reset_budget=TokenBucket(200, 100, self.now),
            clock=lambda: self.now,
        )
        self.server.ioa_charge = self.guard.charge_quic_frame  # as the driver does
        self.client.connect(SERVER, now=self.now)
        self.exchange()
        self._raw = b""
        self.client._write_ping_frame = self._write  # type: ignore[method-assign]

    def exchange(self) -> None:
        for _ in range(8):
            for data, _ in self.client.datagrams_to_send(now=self.now):
                self.server.receive_datagram(data, CLIENT, now=self.now)
            for data, _ in self.server.datagrams_to_send(now=self.now):
                self.client.receive_datagram(data, SERVER, now=self.now)

    def _write(self, builder, uids=(), comment="") -> None:  # noqa: ARG002 - aioquic's
        builder.start_frame(QuicFrameType.PING, capacity=1 + len(self._raw)).push_bytes(self._raw)

    def send(self, raw: bytes) -> None:
        """A packet with a PING and then `raw` (whole frames), delivered to the server."""
        self._raw = raw
        self.client.send_ping(1)
        self.now += 0.05  # past the client's pacer; the budgets' time moves with it
        sent = self.client.datagrams_to_send(now=self.now)
        assert sent, "the client sent nothing"
        for data, _ in sent:
            self.server.receive_datagram(data, CLIENT, now=self.now)

    def send_frames(self, frame: bytes, count: int) -> None:
        """`frame` `count` times, in as many packets as they need (0.05 s apart)."""
        per_packet = max(1, 900 // len(frame))
        while count > 0 and self.guard.connection_error is None:
            self.send(frame * min(count, per_packet))
            count -= per_packet


def frames(kind: int, *fields: int) -> bytes:
    return encode_uint_var(kind) + b"".join(encode_uint_var(field) for field in fields)


PACKED: dict[str, Callable[[int], bytes]] = {
    "PING": lambda n: frames(QuicFrameType.PING) * n,
    "DATA_BLOCKED": lambda n: frames(QuicFrameType.DATA_BLOCKED, 7) * n,
    "STREAMS_BLOCKED": lambda n: frames(QuicFrameType.STREAMS_BLOCKED_BIDI, 3) * n,
    "MAX_DATA": lambda n: frames(QuicFrameType.MAX_DATA, 1) * n,  # below the limit: no raise
    "MAX_STREAMS": lambda n: frames(QuicFrameType.MAX_STREAMS_UNI, 0) * n,
    "MAX_STREAM_DATA": lambda n: frames(QuicFrameType.MAX_STREAM_DATA, 0, 1) * n,
    "PATH_CHALLENGE": lambda n: (encode_uint_var(QuicFrameType.PATH_CHALLENGE) + bytes(8)) * n,
    # frames that may carry something, but these carry nothing new
    "STREAM": lambda n: frames(QuicFrameType.STREAM_BASE | 2, 0, 0) * n,  # empty, no FIN
    "STREAM ": lambda n: (frames(QuicFrameType.STREAM_BASE | 2, 0, 1) + b"\x21") * n,  # again
    "CRYPTO": lambda n: frames(QuicFrameType.CRYPTO, 0, 0) * n,
    "RESET_STREAM": lambda n: frames(QuicFrameType.RESET_STREAM, 4, 0x10C, 0) * n,
    "ACK": lambda n: frames(QuicFrameType.ACK, 0, 0, 0, 0) * n,  # past a packet's first
    "RETIRE_CONNECTION_ID": lambda n: frames(QuicFrameType.RETIRE_CONNECTION_ID, 7) * n,
    "NEW_CONNECTION_ID": lambda n: (
        (frames(QuicFrameType.NEW_CONNECTION_ID, 1, 0) + bytes([8]) + b"c" * 8 + bytes(16)) * n
    ),  # the same one again and again
}


@pytest.mark.parametrize("kind", list(PACKED))
def test_quic_frames_that_carry_nothing_are_drawn_from_the_budget(pki, kind):
    pair = Pair(pki)
    assert pair.server.ioa_charge is not None
    pair.send_frames(PACKED[kind](1), BUDGET // 2)  # within the budget: nothing happens
    assert pair.guard.connection_error is None
    pair.send_frames(PACKED[kind](1), BUDGET)
    assert pair.guard.connection_error is not None
    code, reason = pair.guard.connection_error
    assert code == ErrorCode.H3_EXCESSIVE_LOAD
    assert f"QUIC {kind.strip()}" in reason


def test_a_connection_credited_twice_keeps_aioquics_handlers(pki):
    """`credited` on a connection routed already (the fuzz targets copy a handshaken one,
    then serve the copy) took its own routing for aioquic's handler: every ACK recursed
    until Python's limit. The second call keeps the handlers, and the budget still counts."""
    pair = Pair(pki)
    handlers = dict(pair.server.ioa_handlers)
    assert credited(pair.server, lambda _stream: None) is pair.server
    assert pair.server.ioa_handlers == handlers
    assert pair.server.ioa_charge is None  # state reset: the driver charges anew
    pair.server.ioa_charge = pair.guard.charge_quic_frame
    pair.send_frames(PACKED["ACK"](1), BUDGET // 2)
    assert pair.guard.connection_error is None
    pair.send_frames(PACKED["PING"](1), BUDGET)
    assert pair.guard.connection_error is not None


def test_a_max_frame_that_raises_a_limit_is_not_drawn(pki):
    pair = Pair(pki)
    top = pair.server._remote_max_data
    raising = b"".join(frames(QuicFrameType.MAX_DATA, top + n) for n in range(1, BUDGET + 51))
    pair.send(raising)  # more than the budget, each raising the limit: an honest reader's
    assert pair.guard.connection_error is None
    assert pair.server._remote_max_data == top + BUDGET + 50
    pair.send(frames(QuicFrameType.MAX_DATA, 1) * (BUDGET + 1))  # the same, changing nothing
    assert pair.guard.connection_error is not None


def test_frames_that_bring_something_new_are_not_drawn(pki):
    pair = Pair(pki)
    streams = (0, 4, 8, 12)
    for offset in range(0, 2 * BUDGET, 4):  # one frame a stream a packet, as aioquic sends
        pair.send(
            b"".join(
                frames(QuicFrameType.STREAM_BASE | 6, stream, offset, 4) + b"data"
                for stream in streams
            )
        )
    assert pair.guard.connection_error is None  # 200 frames of new data: nothing drawn
    assert pair.server._streams[12].receiver.highest_offset == 2 * BUDGET
    # Out of order, each frame filling part of a later gap (review: it changed nothing
    # the state compared before, and was drawn): the highest offset, what is buffered and
    # how many ranges are held stay the same, the bytes received grow.
    pair.send(frames(QuicFrameType.STREAM_BASE | 6, 16, 1000, 1) + b"!")
    for offset in range(999, 999 - 2 * BUDGET, -1):
        pair.send(frames(QuicFrameType.STREAM_BASE | 6, 16, offset, 1) + b"!")
    assert len(pair.server._streams[16].receiver._ranges) == 1
    assert pair.guard.connection_error is None
    assert pair.server._close_event is None
    again = frames(QuicFrameType.STREAM_BASE | 6, 0, 0, 4) + b"data"
    pair.send_frames(again, BUDGET + 1)  # all of it again: nothing new
    assert pair.guard.connection_error is not None
    assert "QUIC STREAM" in pair.guard.connection_error[1]


def test_one_streams_data_cut_into_many_frames_of_a_packet_is_drawn(pki):
    # Review: 150 STREAM frames of one new byte each cost ~490 us a datagram, uncounted.
    pair = Pair(pki)
    pair.send_frames(
        b"".join(
            frames(QuicFrameType.STREAM_BASE | 6, 0, offset, 1) + b"!"
            for offset in range(BUDGET // 2)
        ),
        1,
    )
    assert pair.guard.connection_error is None
    pair.send(
        b"".join(
            frames(QuicFrameType.STREAM_BASE | 6, 0, offset, 1) + b"!"
            for offset in range(BUDGET // 2, 3 * BUDGET // 2 + 10)
        )
    )
    assert pair.guard.connection_error is not None
    assert "QUIC STREAM" in pair.guard.connection_error[1]


def test_an_ack_of_many_ranges_draws_a_token_a_range_past_the_free_ones(pki):
    pair = Pair(pki)
    gaps = ACK_RANGES_FREE + BUDGET + 5  # ranges of one packet each, a packet apart
    largest = 2 * gaps
    ack = frames(QuicFrameType.ACK, largest, 0, gaps, 0) + b"".join(
        encode_uint_var(0) + encode_uint_var(0) for _ in range(gaps)
    )
    pair.send(ack)
    assert pair.guard.connection_error is not None
    assert "QUIC ACK ranges" in pair.guard.connection_error[1]


def test_the_budget_refills_with_time_and_a_released_connection_charges_nothing(pki):
    pair = Pair(pki)
    for _ in range(5):  # an honest pace: half the budget a second
        pair.send(PACKED["PING"](BUDGET // 2))
        pair.now += 1.0
    assert pair.guard.connection_error is None
    pair.server.release()
    assert pair.server.ioa_charge is None
    pair.send(PACKED["PING"](3 * BUDGET))  # aioquic's own again: counted by nobody
    assert pair.guard.connection_error is None


def test_before_the_handshake_a_budget_of_its_own_refuses_the_connection(pki):
    """A handshake under way has no HTTP/3 guard yet: `FramesBeforeHandshake` counts."""
    server = credited(server_quic(pki, b"\1" * 8), lambda _stream: None)
    told: list[str] = []
    now = [1.0]
    charge = FramesBeforeHandshake(
        server, TokenBucket(BUDGET, BUDGET, now[0]), lambda: now[0], told.append
    )
    for _ in range(BUDGET):
        charge("PING")
    assert server._close_event is None
    charge("PING")
    assert server._close_event is not None
    assert server._close_event.error_code == QuicErrorCode.CONNECTION_REFUSED
    assert told == ["too many frames without content before the handshake (QUIC PING)"]
    charge("PING")  # closing: nothing more, said once
    assert len(told) == 1


async def test_an_http3_connection_counts_frames_before_its_handshake(pki):
    # The driver sets the pre-handshake budget up as it is made (then `_on_handshake`
    # hands the frames to HTTP/3's guard: tests/adversarial/test_h3_attacks.py).
    quic = server_quic(pki, b"\0" * 8)
    connection = Http3Connection(quic, config=TransportConfig(max_control_frames=BUDGET))
    assert isinstance(quic.ioa_charge, FramesBeforeHandshake)
    for _ in range(BUDGET + 1):
        quic.ioa_charge("PING")
    assert quic._close_event is not None
    assert "before the handshake" in quic._close_event.reason_phrase
    connection._credited.release()
    assert quic.ioa_charge is None


# ---------------------------------------------------------------- data out of order
# (tests/adversarial/test_h3_attacks.py, section K, meets a live server with the attacks)

STREAM_AT = QuicFrameType.STREAM_BASE | 6  # offset and length given


def stream_data(stream_id: int, offset: int, data: bytes, *, fin: bool = False) -> bytes:
    return frames(STREAM_AT | int(fin), stream_id, offset, len(data)) + data


def true_gap(pair: Pair, stream_id: int) -> int:
    """The bytes aioquic holds for a stream that it never received (zeros in its buffer)."""
    receiver = pair.server._streams[stream_id].receiver
    return len(receiver._buffer) - sum(len(held) for held in receiver._ranges)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    final=st.integers(1, 300),
    cuts=st.lists(st.tuples(st.integers(0, 299), st.integers(0, 40), st.booleans()), max_size=40),
)
def test_stream_frames_in_any_order_are_charged_exactly(pki, final, cuts):
    """A frame is charged exactly when it brings nothing new (no byte, no FIN aioquic had not
    had: a binary search, no walk of the ranges), and the gaps counted are aioquic's."""
    pair = Pair(pki)
    charged: list[str] = []
    pair.server.ioa_charge = lambda what, count=1: charged.append(what)  # noqa: ARG005
    received: set[int] = set()
    ended = False
    for sent, (at, length, ending) in enumerate(cuts):
        start = at % final
        stop = min(final, start + length)
        fin = ending and stop == final
        # (the frame that opens the stream is new, whatever it holds: the stream is)
        new = bool(set(range(start, stop)) - received) or (fin and not ended) or not sent
        charged.clear()
        pair.send(stream_data(0, start, b"d" * (stop - start), fin=fin))
        assert pair.server._close_event is None
        assert ("STREAM" in charged) is not new
        received |= set(range(start, stop))
        ended = ended or fin
        assert pair.server.ioa_out_of_order.gap_of(0) == true_gap(pair, 0)
        assert pair.server.ioa_out_of_order.total == true_gap(pair, 0)


class CountedRanges(RangeSet):
    """aioquic's ranges, counting the reads of them from outside (its own use its list)."""

    reads = 0

    def __getitem__(self, key):
        CountedRanges.reads += 1
        return super().__getitem__(key)

    def __iter__(self):
        for held in super().__iter__():
            CountedRanges.reads += 1
            yield held


def test_a_frame_out_of_order_is_judged_without_a_walk_of_the_ranges(pki):
    """An outside attack: the charging of STREAM and CRYPTO frames summed every range held,
    twice a frame, on top of aioquic's own walk: 15,000 gapped fragments took 11 s instead
    of aioquic's 3.9 s. The project's reads of the ranges are now a binary search."""
    pair = Pair(pki)
    held = MAX_RANGES - 4
    for at in range(0, held, 20):
        pair.send(b"".join(stream_data(0, 1 + 2 * n, b"x") for n in range(at, at + 20)))
    receiver = pair.server._streams[0].receiver
    assert len(receiver._ranges) == held
    receiver._ranges = CountedRanges(receiver._ranges)
    CountedRanges.reads = 0
    pair.send(stream_data(0, 1 + 2 * held, b"x"))  # one more range, past the others
    pair.send(stream_data(0, 2 * (held // 2), b"x"))  # fills a gap among them
    assert len(receiver._ranges) == held
    assert CountedRanges.reads <= 2 * 3 * held.bit_length()  # (was 4 walks of all: 240)
    assert pair.server._close_event is None


def test_a_stream_holds_max_ranges_past_its_gaps_and_one_more_closes(pki):
    pair = Pair(pki)
    for at in range(0, MAX_RANGES, 20):
        last = min(at + 20, MAX_RANGES)
        pair.send(b"".join(stream_data(0, 1 + 2 * n, b"x") for n in range(at, last)))
    receiver = pair.server._streams[0].receiver
    assert len(receiver._ranges) == MAX_RANGES
    pair.send(stream_data(0, 2, b"xx"))  # fills a gap and touches a range: no new range
    pair.send(stream_data(0, 2 * MAX_RANGES + 10, b"x"))  # at the bound: merged first...
    assert pair.server._close_event is None
    pair.send(stream_data(0, 2 * MAX_RANGES + 20, b"x"))  # ...one more is refused
    closed = pair.server._close_event
    assert closed is not None
    assert (closed.error_code, closed.frame_type) == (ErrorCode.H3_EXCESSIVE_LOAD, None)
    assert f"more than {MAX_RANGES} ranges" in closed.reason_phrase
    assert len(receiver._ranges) == MAX_RANGES


def test_a_frame_past_the_streams_credit_is_still_a_flow_control_error(pki):
    # The bounds are checked before aioquic's handler, but a frame no credit allows is
    # aioquic's to refuse, with the code RFC 9000 names (not one of the bounds').
    pair = Pair(pki)
    pair.send(stream_data(0, 10**9, b"x"))
    closed = pair.server._close_event
    assert closed is not None
    assert closed.error_code == QuicErrorCode.FLOW_CONTROL_ERROR


def test_a_stream_the_peer_resets_lets_go_of_its_gaps(pki):
    # aioquic reads nothing more of a reset stream, but kept what it held (a gap of 10,000
    # zeros here) until the stream was discarded, after this side's own half was done.
    pair = Pair(pki)
    pair.send(stream_data(0, 10_000, b"x"))
    assert true_gap(pair, 0) == 10_000
    assert pair.server.ioa_out_of_order.total == 10_000
    pair.send(frames(QuicFrameType.RESET_STREAM, 0, 0x10C, 10_001))
    assert pair.server._streams[0].receiver.is_finished
    assert len(pair.server._streams[0].receiver._buffer) == 0
    assert pair.server.ioa_out_of_order.total == 0


def test_a_stream_this_side_stops_holds_nothing_more(pki):
    # STOP_SENDING asks the peer to reset; a peer that never does kept aioquic's buffer,
    # gaps included, for as long as the connection lived.
    pair = Pair(pki)
    pair.send(stream_data(0, 10_000, b"x"))
    pair.server.stop_stream(0, ErrorCode.H3_NO_ERROR)
    receiver = pair.server._streams[0].receiver
    assert len(receiver._buffer) == 0
    assert pair.server.ioa_out_of_order.total == 0
    pair.send(stream_data(0, 12_000, b"x"))  # more, past a gap: counted, never held
    pair.send(stream_data(0, 0, b"x" * 100))
    assert len(receiver._buffer) == 0
    assert receiver.highest_offset == 12_001  # (flow control still counts it)
    assert not receiver.is_finished
    pair.send(stream_data(0, 12_001, b"", fin=True))  # its end: the stream is done
    assert receiver.is_finished
    assert pair.server._close_event is None


def test_a_stream_stopped_after_its_end_came_past_a_gap_is_finished(pki):
    """A review: a stream whose FIN had come past a gap, then stopped (a refusal with a
    body), never finished when its peer sent only the lost bytes again (the FIN is not
    sent twice), and aioquic kept the stream for the life of the connection."""
    pair = Pair(pki)
    pair.send(stream_data(0, 100, b"b" * 100, fin=True))  # the tail and its end: [0, 100) lost
    pair.server.stop_stream(0, ErrorCode.H3_NO_ERROR)
    receiver = pair.server._streams[0].receiver
    assert receiver.is_finished  # nothing more is read, and flow control counted its end
    pair.send(stream_data(0, 0, b"a" * 100))  # the lost bytes, sent again
    assert len(receiver._buffer) == 0
    assert pair.server.ioa_out_of_order.total == 0
    assert pair.server._close_event is None


def test_a_stream_that_started_since_it_was_counted_is_counted_anew_at_the_budget():
    started: set[int] = set()
    account = OutOfOrder(100, started=started.__contains__)
    account.hold(0, 80, 1)  # not started: all of its 80 bytes count
    with pytest.raises(Refused):
        account.check(4, 30, 30)
    started.add(0)  # its first frame is whole now: only its gap counts
    account.check(4, 30, 30)
    assert account.total == 1
    account.hold(4, 30, 30)
    assert account.total == 31
    account.hold(0, 0, 0)
    assert account.total == 30
