"""The HTTP/3 guard's per-address budget (sans-I/O): many connections of one address share it.

Each `GuardedH3Connection` here stands on a server's `QuicConnection` whose handshake
never began (the guard reads QUIC events, not datagrams), and its clock is the test's:
time moves only when a test moves it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from aioquic.buffer import encode_uint_var
from aioquic.h3.connection import ErrorCode, FrameType, encode_frame
from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import StopSendingReceived, StreamDataReceived, StreamReset

from l7_transport import TransportConfig
from l7_transport.budgets import AddressBudgets, TokenBucket
from l7_transport.h3guard import GuardedH3Connection
from l7_transport.h3quic import quic_configuration
from l7_transport.tls import DevPki, write_dev_pki

RESERVED = b"\x21\x00"
"""A reserved (grease) frame type with an empty payload: a frame that carries nothing."""


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> DevPki:
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


class Clock:
    """The time the budgets are kept in: moved by the test."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Connection:
    """One server connection's guard from 10.0.0.1, its share of the address's budget taken."""

    _ids: Iterator[int] = iter(range(1 << 30))

    def __init__(
        self, pki: DevPki, budgets: AddressBudgets, clock: Clock, *, budget: int = 2000
    ) -> None:
        configuration = quic_configuration(
            is_client=False,
            config=TransportConfig(),
            certificate=pki.server_cert,
            private_key=pki.server_key,
        )
        cid = next(self._ids).to_bytes(8, "big")
        self.guard = GuardedH3Connection(
            QuicConnection(configuration=configuration, original_destination_connection_id=cid),
            max_field_section_size=16384,
            frame_budget=TokenBucket(budget, budget, clock()),
            reset_budget=TokenBucket(200, 100, clock()),
            clock=clock,
        )
        self.guard.share = budgets.join("10.0.0.1", clock())

    def control(self, frame: bytes, count: int) -> tuple[int, str] | None:
        """The peer's control stream (SETTINGS first), then `frame` `count` times."""
        opening = encode_uint_var(0) + encode_frame(FrameType.SETTINGS, b"")
        self.guard.handle_event(StreamDataReceived(data=opening, end_stream=False, stream_id=2))
        while count > 0 and self.guard.connection_error is None:
            data, count = frame * min(count, 1000), count - 1000
            self.guard.handle_event(StreamDataReceived(data=data, end_stream=False, stream_id=2))
        return self.guard.connection_error

    def send(self, frames: int) -> tuple[int, str] | None:
        """`frames` frames that carry nothing on request stream 0: None, or why it was closed."""
        data = RESERVED * frames
        self.guard.handle_event(StreamDataReceived(data=data, end_stream=False, stream_id=0))
        return self.guard.connection_error


def test_the_connections_of_one_address_share_its_budget_and_the_heavy_ones_are_closed(pki):
    """Three connections of one address each send frames that carry nothing, far within
    their own budgets (2,000): together they spend the address's 100, and each is then
    closed H3_EXCESSIVE_LOAD as beyond its fair share; a fourth connection of the same
    address (NAT) that spent nothing still sends a few."""
    clock = Clock()
    budgets = AddressBudgets(per_address=100)
    flooders = [Connection(pki, budgets, clock) for _ in range(3)]
    light = Connection(pki, budgets, clock)
    clock.now = 0.5  # (half a burst refilled: still far below what the flooders send)
    taken = 0
    for flooder in flooders:
        for _ in range(1000):  # at most half its own budget
            if flooder.send(1) is not None:
                break
            taken += 1
        closed = flooder.guard.connection_error
        assert closed is not None
        assert closed[0] == ErrorCode.H3_EXCESSIVE_LOAD
        assert "per-address budget" in closed[1], closed
        assert flooder.guard.share is not None
        budgets.leave(flooder.guard.share, clock.now)
    assert taken <= 2 * 100  # the bucket, and at most as much again in debt
    assert light.send(5) is None


def test_connections_paced_just_within_their_own_budget_are_closed_by_their_addresss(pki):
    """16 connections of one address, each sending 1,900 frames that carry nothing a second
    (within its own 2,000: never stopped before), with the default budgets: within two
    seconds all are closed but those whose pace the address's rate holds (two), and the
    address took at most its rate over the time plus two bursts."""
    config = TransportConfig()
    rate = config.max_control_frames_per_address
    clock = Clock()
    budgets = AddressBudgets(per_address=rate)
    flooders = [
        Connection(pki, budgets, clock, budget=config.max_control_frames) for _ in range(16)
    ]
    closed: dict[int, tuple[int, str]] = {}
    taken = 0
    for _ in range(300):  # 3 s
        clock.now += 0.01
        for index, flooder in enumerate(flooders):
            if index in closed:
                continue
            error = flooder.send(19)  # 1,900 a second
            if error is not None:
                closed[index] = error
                assert flooder.guard.share is not None
                budgets.leave(flooder.guard.share, clock.now)
            else:
                taken += 19
        assert taken <= rate * clock.now + 2 * rate
        if clock.now > 2.0:
            assert (len(flooders) - len(closed)) * 1900 <= rate, clock.now
    assert all(code == ErrorCode.H3_EXCESSIVE_LOAD for code, _ in closed.values())
    assert all("per-address budget" in reason for _, reason in closed.values())


@pytest.mark.parametrize(
    "frame",
    [
        encode_frame(FrameType.MAX_PUSH_ID, encode_uint_var(0)),
        encode_frame(FrameType.GOAWAY, encode_uint_var(0)),
    ],
    ids=["MAX_PUSH_ID", "GOAWAY again"],
)
@pytest.mark.parametrize("budget", ["connection", "address"])
def test_control_frames_that_change_nothing_are_drawn_from_the_budgets(pki, frame, budget):
    """Review: the same MAX_PUSH_ID, or GOAWAY with the same identifier, over and over on
    the control stream were drawn from no budget (200,000 took a second of the server's
    CPU, the connection left open); now each is a frame that carries nothing, for the
    connection's budget and its address's."""
    clock = Clock()
    budgets = AddressBudgets(per_address=100 if budget == "address" else 100_000)
    flooder = Connection(pki, budgets, clock, budget=2000 if budget == "connection" else 100_000)
    closed = flooder.control(frame, 20_000)
    assert closed is not None
    assert closed[0] == ErrorCode.H3_EXCESSIVE_LOAD
    assert ("per-address budget" in closed[1]) == (budget == "address"), closed
    assert Connection(pki, AddressBudgets(per_address=100), clock).control(frame, 3) is None


@pytest.mark.parametrize("kind", ["RESET_STREAM", "STOP_SENDING"])
def test_streams_reset_by_many_connections_of_one_address_are_drawn_from_its_budget(pki, kind):
    """Rapid reset over many connections: 12 connections of one address each reset 40
    streams, far within their own reset budgets (200); as HTTP/2's RST_STREAM, each reset
    is drawn from the address's budget (100) too, so they are closed H3_EXCESSIVE_LOAD
    once it is spent, while one that reset nothing goes on."""
    clock = Clock()
    budgets = AddressBudgets(per_address=100)
    flooders = [Connection(pki, budgets, clock) for _ in range(12)]
    light = Connection(pki, budgets, clock)
    taken = 0
    for flooder in flooders:
        for stream_id in range(0, 4 * 40, 4):  # 40 resets: far within its own budget
            # the stream, as QUIC would have made it for the peer's frames
            flooder.guard._quic._get_or_create_stream(0x04, stream_id)
            if kind == "RESET_STREAM":
                event: StreamReset | StopSendingReceived = StreamReset(
                    error_code=0, stream_id=stream_id
                )
            else:
                event = StopSendingReceived(error_code=0, stream_id=stream_id)
            flooder.guard.handle_event(event)
            if flooder.guard.connection_error is not None:
                break
            taken += 1
        closed = flooder.guard.connection_error
        if closed is not None:
            assert closed[0] == ErrorCode.H3_EXCESSIVE_LOAD
            assert "per-address budget" in closed[1], closed
            assert flooder.guard.share is not None
            budgets.leave(flooder.guard.share, clock.now)
    closed_ones = [f for f in flooders if f.guard.connection_error is not None]
    assert len(closed_ones) >= 8, f"{taken} resets taken, {len(closed_ones)} closed"
    assert taken <= 2 * 100  # the bucket, and at most as much again in debt
    assert light.send(5) is None
