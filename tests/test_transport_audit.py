"""The HTTP/2 frame audit (sans-I/O): what it judges at the frame header, and its budgets."""

from __future__ import annotations

import struct

import hyperframe.frame
import pytest
from h2.errors import ErrorCodes
from hypothesis import given
from hypothesis import strategies as st

import l7_transport.h2engine  # noqa: F401 - patches hyperframe's WINDOW_UPDATE parsing
from l7_transport.budgets import AddressBudgets
from l7_transport.config import TransportConfig
from l7_transport.h2audit import (
    PREFACE,
    SETTINGS_COST,
    SETTINGS_PER_TOKEN,
    SMALL_WINDOW_UPDATE,
    FrameAudit,
    GoAway,
)

SETTINGS = b"\0\0\0\x04\0\0\0\0\0"


def frame(kind: int, payload: bytes = b"", flags: int = 0, stream_id: int = 0) -> bytes:
    return (
        struct.pack(">I", len(payload))[1:] + struct.pack(">BBI", kind, flags, stream_id) + payload
    )


def window_update(increment: int, stream_id: int = 1) -> bytes:
    return frame(0x8, struct.pack(">I", increment), stream_id=stream_id)


def audit(budget: int = 10) -> FrameAudit:
    return FrameAudit(max_frame_size=16384, budget=budget, resets=100, preface=True)


def feed(subject: FrameAudit, data: bytes, *, step: int | None = None) -> tuple | None:
    """Feed `data` whole, or `step` bytes at a time; the first fault, or None."""
    if step is None:
        return subject.inbound(data, 0.0)
    for at in range(0, len(data), step):
        fault = subject.inbound(data[at : at + step], 0.0)
        if fault is not None:
            return fault
    return None


@pytest.mark.parametrize("step", [None, 1, 5])
def test_small_window_updates_draw_on_the_budget_even_split_across_reads(step):
    subject = audit(budget=10)  # the first SETTINGS is free
    small = window_update(SMALL_WINDOW_UPDATE - 1)
    assert feed(subject, PREFACE + SETTINGS + small * 10, step=step) is None
    fault = feed(subject, small, step=step)
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM


@pytest.mark.parametrize("step", [None, 1, 3])
def test_batched_credit_is_free(step):
    """Honest peers credit at least 1 KiB at a time: never charged."""
    subject = audit(budget=1)
    batch = window_update(SMALL_WINDOW_UPDATE) + window_update(1 << 20, stream_id=0)
    assert feed(subject, PREFACE + SETTINGS + batch * 100, step=step) is None


def test_the_reserved_bit_of_an_increment_is_ignored_by_the_budget():
    subject = audit(budget=1)
    large_with_r_bit = window_update((1 << 31) | 4096)
    assert feed(subject, PREFACE + SETTINGS + large_with_r_bit * 10) is None
    small_with_r_bit = window_update((1 << 31) | 1)
    assert feed(subject, small_with_r_bit * 2) is not None


def test_hyperframe_reads_a_window_update_with_the_reserved_bit_set():
    """RFC 9113 6.9: the R bit is ignored (hyperframe alone refuses the frame)."""
    parsed = hyperframe.frame.WindowUpdateFrame(1)
    parsed.parse_body(memoryview(struct.pack(">I", (1 << 31) | 1000)))
    assert parsed.window_increment == 1000


def test_a_window_update_of_another_length_is_left_to_h2():
    """Only a 4-byte payload is an increment: h2 answers the others (FRAME_SIZE_ERROR)."""
    subject = audit(budget=1)
    odd = frame(0x8, b"\0\0\0\x01\0", stream_id=1)
    ping_ack = frame(0x6, b"12345678", flags=0x1)  # free: read at the right boundary
    assert feed(subject, PREFACE + SETTINGS + odd + ping_ack * 10) is None


@pytest.mark.parametrize(
    ("first", "code"),
    [
        (frame(0x6, b"12345678"), ErrorCodes.PROTOCOL_ERROR),
        (frame(0x4, flags=0x1), ErrorCodes.PROTOCOL_ERROR),
        (SETTINGS, None),
    ],
    ids=["PING", "SETTINGS ACK", "SETTINGS"],
)
@pytest.mark.parametrize("step", [None, 1])
def test_the_preface_must_be_followed_by_settings(first, code, step):
    fault = feed(audit(), PREFACE + first, step=step)
    assert (fault and fault[0]) == code


def settings(parameters: int, flags: int = 0) -> bytes:
    """A SETTINGS frame of `parameters` entries (MAX_HEADER_LIST_SIZE, again and again)."""
    return frame(0x4, struct.pack(">HI", 0x6, 16384) * parameters, flags=flags)


@pytest.mark.parametrize("step", [None, 7])
@pytest.mark.parametrize(
    ("parameters", "cost"),
    [
        (0, SETTINGS_COST),
        (1, SETTINGS_COST),
        (31, SETTINGS_COST),
        (32, SETTINGS_COST + 1),
        (2730, SETTINGS_COST + 2730 // SETTINGS_PER_TOKEN),
    ],
)
def test_a_settings_frame_draws_by_the_parameters_it_makes_h2_apply(parameters, cost, step):
    # h2 applies every parameter: a 16 KiB SETTINGS cost ~60 PINGs of work for one token.
    budget = 10 * cost
    subject = audit(budget=budget)
    assert feed(subject, PREFACE + SETTINGS + settings(parameters) * 10, step=step) is None
    fault = feed(subject, settings(parameters), step=step)
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM
    assert "type 4" in fault[1]


def test_the_first_settings_draws_for_its_parameters_only_and_acks_are_free():
    subject = audit(budget=1)  # no token for anything but one PING
    first = settings(31)  # owed by the protocol: its base is free, 31 parameters too
    assert feed(subject, PREFACE + first + settings(0, flags=0x1) * 100, step=None) is None
    assert feed(subject, frame(0x6, b"12345678"), step=None) is None
    assert feed(subject, frame(0x6, b"12345678"), step=None) is not None


@pytest.mark.parametrize("parameters", [32, 2730, 43690])
def test_a_large_first_settings_draws_for_its_parameters(parameters):
    # A frame may be 256 KiB where this side raised its SETTINGS_MAX_FRAME_SIZE: 43,690
    # parameters, 13-18 ms of h2's work, were free as the first frame.
    drawn = parameters // SETTINGS_PER_TOKEN
    big = frame(0x4, struct.pack(">HI", 0x6, 16384) * parameters)
    subject = FrameAudit(max_frame_size=1 << 18, budget=drawn, resets=100, preface=True)
    assert feed(subject, PREFACE + big) is None
    fault = feed(subject, frame(0x6, b"12345678"))  # the budget is spent
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM
    subject = FrameAudit(max_frame_size=1 << 18, budget=drawn - 1, resets=100, preface=True)
    fault = feed(subject, PREFACE + big)
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM
    assert f"{drawn} of the tokens" in fault[1]


def test_a_budget_below_a_settings_cost_is_refused_by_the_config():
    with pytest.raises(ValueError, match=r"max_control_frames: 1 is not a whole number from 2 "):
        TransportConfig(max_control_frames=SETTINGS_COST - 1)
    assert TransportConfig(max_control_frames=SETTINGS_COST).max_control_frames == SETTINGS_COST


def test_a_settings_ack_with_a_payload_is_a_frame_size_error():
    fault = feed(audit(), PREFACE + SETTINGS + frame(0x4, b"\0\x01\0\0\x10\0", flags=0x1))
    assert fault is not None
    assert fault[0] == ErrorCodes.FRAME_SIZE_ERROR


def test_the_fault_is_located_at_its_frame():
    """The frames before the faulty one are whole: the driver hands them to h2 first."""
    subject = audit()
    head = PREFACE + SETTINGS + frame(0x6, b"12345678")
    fault = subject.inbound(head + frame(0x0, b"x" * 20000, stream_id=1), 0.0)
    assert fault is not None
    assert fault[0] == ErrorCodes.FRAME_SIZE_ERROR
    assert subject.fault_at == len(head)


def test_resets_sent_draw_on_the_reset_budget():
    subject = FrameAudit(max_frame_size=16384, budget=10, resets=100, preface=True)
    assert subject.resets_sent(200, 0.0) is None  # a burst of twice the rate
    fault = subject.resets_sent(1, 0.0)
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM
    assert subject.resets_sent(1, 10.0) is None  # refilled


# ------------------------------------------------ a client's audit withholds GOAWAY from h2


def goaway(last_stream_id: int, error_code: int = 0, debug: bytes = b"", stream_id: int = 0):
    return frame(0x7, struct.pack(">II", last_stream_id, error_code) + debug, stream_id=stream_id)


def client_audit(budget: int = 1000) -> FrameAudit:
    return FrameAudit(
        max_frame_size=16384, budget=budget, resets=100, preface=False, withhold_goaway=True
    )


def withheld(subject: FrameAudit, data: bytes, sizes: list[int]) -> tuple[list, tuple | None]:
    """`data` read in reads of `sizes` (the rest in one): what went to h2, each run of bytes
    joined, with the GOAWAYs in their places; and the fault, if one stopped the reading."""
    handed: list = []
    at, fault = 0, None
    for size in [*sizes, len(data)]:
        fault = subject.inbound(data[at : at + size], 0.0)
        assert subject.pieces is not None
        for piece in subject.pieces:
            if isinstance(piece, bytes) and handed and isinstance(handed[-1], bytes):
                handed[-1] += piece
            else:
                handed.append(piece)
        at += size
        if fault is not None or at >= len(data):
            break
    return handed, fault


_OTHER_FRAMES = st.one_of(
    st.binary(max_size=40).map(lambda payload: frame(0x0, payload, stream_id=1)),
    st.integers(SMALL_WINDOW_UPDATE, 2**31 - 1).map(window_update),
    st.binary(min_size=8, max_size=8).map(lambda data: frame(0x6, data, flags=0x1)),
)
_GOAWAYS = st.builds(
    lambda last, code, debug: (goaway(last, code, debug), GoAway(last & 0x7FFFFFFF, code)),
    st.integers(0, 2**32 - 1),  # the R bit set or not: ignored
    st.integers(0, 2**32 - 1),
    st.binary(max_size=60),
)
_SIZES = st.lists(st.integers(min_value=1, max_value=50), max_size=60)


@given(frames=st.lists(st.one_of(_OTHER_FRAMES, _GOAWAYS), max_size=12), sizes=_SIZES)
def test_a_clients_audit_hands_h2_every_frame_but_goaway_wherever_the_reads_split(frames, sizes):
    wire, expected = SETTINGS, [SETTINGS]
    for item in frames:
        if isinstance(item, tuple):
            wire += item[0]
            expected.append(item[1])
        elif isinstance(expected[-1], bytes):
            wire += item
            expected[-1] += item
        else:
            wire += item
            expected.append(item)
    handed, fault = withheld(client_audit(), wire, sizes)
    assert fault is None
    assert handed == expected


@pytest.mark.parametrize(
    ("bad", "code", "says"),
    [
        (frame(0x7, b"\0\0\0\x01"), ErrorCodes.FRAME_SIZE_ERROR, "GOAWAY of 4 bytes"),
        (frame(0x7), ErrorCodes.FRAME_SIZE_ERROR, "GOAWAY of 0 bytes"),
        (goaway(1, stream_id=3), ErrorCodes.PROTOCOL_ERROR, "GOAWAY on stream 3"),
        (frame(0x7, bytes(20000)), ErrorCodes.FRAME_SIZE_ERROR, "20000 bytes announced"),
    ],
    ids=["truncated", "empty", "on-a-stream", "too-large"],
)
@given(before=st.lists(_OTHER_FRAMES, max_size=6), sizes=_SIZES)
def test_a_malformed_goaway_is_a_fault_at_its_header_the_frames_before_it_handed_on(
    bad, code, says, before, sizes
):
    head = SETTINGS + b"".join(before)
    handed, fault = withheld(client_audit(), head + bad + window_update(4096), sizes)
    assert fault is not None
    assert fault[0] == code
    assert says in fault[1]
    assert handed == [head]  # nothing of the GOAWAY, nor of what follows it


def test_goaway_frames_draw_on_the_control_frame_budget():
    # One or two in a connection's life when honest (RFC 9113 6.8); each costs the client
    # a look at its streams.
    subject = client_audit(budget=4)  # the first SETTINGS is free
    assert subject.inbound(SETTINGS + goaway(7) * 4, 0.0) is None
    fault = subject.inbound(goaway(7), 0.0)
    assert fault is not None
    assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM


def test_a_servers_audit_leaves_goaway_frames_to_h2():
    # The server reads a client's GOAWAY with h2 (it closes at once): nothing withheld.
    subject = audit(budget=1)
    data = PREFACE + SETTINGS + goaway(0) + frame(0x7, b"\0\0\0\x01") + goaway(0) * 5
    assert subject.inbound(data, 0.0) is None
    assert subject.pieces is None


@given(st.integers(1, 60), st.booleans())
def test_every_read_that_ends_a_header_block_frame_says_so(step, continued):
    """A stream opens with the read that completes its HEADERS (or last CONTINUATION)
    frame, wherever the reads split it; a server checks its share of openings per turn
    on the reads `headers_read` names (an outside review split a HEADERS frame so that
    the read finishing it was not counted)."""
    frames = [frame(0x1, b"h" * 40, flags=0x0 if continued else 0x4, stream_id=1)]
    if continued:
        frames.append(frame(0x9, b"c" * 20, flags=0x4, stream_id=1))  # CONTINUATION
    ends, at = set(), 0
    for one in frames:
        at += len(one)
        ends.add(at)  # where a header-block frame is whole
    body = b"".join(frames)
    subject = audit()
    subject.inbound(PREFACE + SETTINGS, 0.0)
    assert subject.headers_read == 0
    for at in range(0, len(body), step):
        assert subject.inbound(body[at : at + step], 0.0) is None
        if any(at < end <= at + step for end in ends):
            assert subject.headers_read >= 1, (at, step)
    after = frame(0x0, b"d" * 30, stream_id=3)  # DATA: no header block
    for at in range(0, len(after), step):
        subject.inbound(after[at : at + step], 0.0)
        assert subject.headers_read == 0, (at, step)


# ------------------------------------------------------------- the per-address budget

PING = frame(0x6, b"\0" * 8)


def connection(budgets: AddressBudgets, now: float = 0.0, *, budget: int = 2000) -> FrameAudit:
    """A server's audit of a connection from 10.0.0.1, past its preface and first SETTINGS."""
    subject = FrameAudit(max_frame_size=16384, budget=budget, resets=100, preface=True, now=now)
    subject.share = budgets.join("10.0.0.1", now)
    assert subject.inbound(PREFACE + SETTINGS, now) is None
    return subject


def test_the_connections_of_one_address_share_its_budget_and_the_heavy_ones_are_calmed():
    """Three connections of one address flood PINGs, each far within its own budget
    (2,000): together they spend the address's 100, and each is then calmed as beyond its
    fair share; a fourth connection of the same address (NAT) that spent nothing still
    sends its PING (measured: 16 connections each within its own budget held the server
    for ~28 s, 180,000 PINGs)."""
    budgets = AddressBudgets(per_address=100)
    flooders = [connection(budgets) for _ in range(3)]
    honest = connection(budgets)
    faults: list[tuple | None] = [None] * 3
    taken = 0
    while not all(faults):
        for index, flooder in enumerate(flooders):
            if faults[index] is None:
                faults[index] = flooder.inbound(PING, 0.5)
                taken += faults[index] is None
    assert taken <= 2 * 100  # the bucket, and at most as much again in debt
    for fault in faults:
        assert fault is not None
        assert fault[0] == ErrorCodes.ENHANCE_YOUR_CALM
        assert "per-address budget" in fault[1], fault
    assert honest.inbound(PING, 0.5) is None
    assert honest.inbound(PING * 5, 0.6) is None


def test_connections_paced_just_within_their_own_budget_are_calmed_by_their_addresss():
    """16 connections of one address, each sending 1,900 PINGs a second (within its own
    2,000: never stopped before), with the default budgets: within the first two seconds
    all are calmed but those whose pace the address's rate holds (two), and the address
    took at most its rate over the time plus two bursts."""
    config = TransportConfig()
    rate = config.max_control_frames_per_address
    budgets = AddressBudgets(per_address=rate)
    flooders = [connection(budgets, budget=config.max_control_frames) for _ in range(16)]
    calmed: dict[int, tuple] = {}
    taken, now = 0, 0.0
    for _ in range(300):  # 3 s
        now += 0.01
        for index, flooder in enumerate(flooders):
            if index in calmed:
                continue
            fault = flooder.inbound(PING * 19, now)  # 1,900 a second
            if fault is not None:
                calmed[index] = fault
                assert flooder.share is not None
                budgets.leave(flooder.share, now)
            else:
                taken += 19
        assert taken <= rate * now + 2 * rate
        if now > 2.0:
            assert (len(flooders) - len(calmed)) * 1900 <= rate, now
    assert all("per-address budget" in fault[1] for fault in calmed.values())


def test_a_connection_alone_on_its_address_keeps_its_own_budget_first():
    budgets = AddressBudgets(per_address=4000)
    subject = connection(budgets, budget=10)
    assert subject.inbound(PING * 10, 0.0) is None
    fault = subject.inbound(PING, 0.0)
    assert fault is not None
    assert "per-address" not in fault[1]  # its own budget ran out first


def test_an_address_budget_outlives_its_last_connection_until_it_has_refilled():
    budgets = AddressBudgets(per_address=100)
    first, second = budgets.join("10.0.0.1", 0.0), budgets.join("10.0.0.1", 0.0)
    other = budgets.join("10.0.0.2", 0.0)
    assert first.budget is second.budget
    assert other.budget is not first.budget
    assert (len(budgets), budgets.connections("10.0.0.1")) == (2, 2)
    assert first.take(0.0, 100)  # the address's whole burst
    budgets.leave(first, 0.0)
    budgets.leave(first, 0.0)  # a connection may be released twice (lost, then finished)
    assert budgets.connections("10.0.0.1") == 1
    budgets.leave(second, 0.0)
    budgets.leave(other, 0.0)
    assert (len(budgets), budgets.idle) == (0, 1)  # 10.0.0.2's was full: dropped at once
    again = budgets.join("10.0.0.1", 0.5)  # reconnecting: the same, half refilled
    assert again.budget is first.budget
    assert again.budget.tokens(0.5) == pytest.approx(50)
    budgets.leave(again, 0.5)
    budgets.join("10.0.0.3", 1.0)  # the idle budget has refilled by now: dropped
    assert (len(budgets), budgets.idle) == (1, 0)
    assert budgets.join("10.0.0.1", 1.0).budget is not first.budget
    with pytest.raises(ValueError, match="per_address"):
        AddressBudgets(per_address=0)


def test_closing_every_connection_and_reopening_buys_no_new_budget():
    # The outside review's churn: two connections spending their bursts, all closed and
    # reopened every 10 ms for a second, took 400,000 tokens where the bound is 12,000.
    rate = 4000
    budgets = AddressBudgets(per_address=rate)
    taken, now = 0, 0.0
    while now < 1.0:
        pair = [connection(budgets, now) for _ in range(2)]
        for subject in pair:
            if subject.inbound(PING * 2000, now) is None:
                taken += 2000
            assert subject.share is not None
            budgets.leave(subject.share, now)
        now += 0.01
    assert taken <= rate * now + 2 * rate


def test_idle_budgets_are_bounded_whatever_their_debt():
    budgets = AddressBudgets(per_address=100, max_idle=3)
    for number in range(10):
        share = budgets.join(f"10.0.0.{number}", 0.0)
        assert share.take(0.0, 100)  # spent: not refilled for a second
        budgets.leave(share, 0.0)
    assert (len(budgets), budgets.idle) == (0, 3)


def test_the_config_refuses_an_address_budget_below_a_settings_cost():
    with pytest.raises(
        ValueError, match=r"max_control_frames_per_address: 1 is not a whole number from 2"
    ):
        TransportConfig(max_control_frames_per_address=1)


def _settings_of(parameters: int) -> bytes:
    return frame(0x4, b"\0\x03\0\0\0\x64" * parameters)


_FLOOD_FRAMES = {  # frame, tokens it draws
    "ping": (PING, 1),
    "settings": (_settings_of(40), SETTINGS_COST + 40 // SETTINGS_PER_TOKEN),
    "window": (window_update(1), 1),
}
_PACING = st.lists(
    st.one_of(
        st.tuples(
            st.just("send"),
            st.integers(0, 15),  # which connection (modulo those open)
            st.sampled_from(sorted(_FLOOD_FRAMES)),
            st.integers(1, 40),  # how many at once
            st.floats(0.0, 0.05),  # after how long
        ),
        st.tuples(st.just("open"), st.just(0), st.just("ping"), st.just(0), st.floats(0, 0.05)),
        st.tuples(st.just("close"), st.integers(0, 15), st.just("ping"), st.just(0), st.just(0.0)),
    ),
    max_size=120,
)


@given(st.integers(1, 16), _PACING)
def test_an_address_takes_no_more_than_its_budget_whatever_its_connections_pacing(opened, pacing):
    """However many connections an address opens, closes and reopens, and however each
    paces its control frames (each within its own budget, or calmed and gone), the
    server takes at most the address's rate over the time, plus twice its burst, also
    across spells with no connection at all (a budget outlives its last connection until
    it has refilled: closing everything and reconnecting buys nothing)."""
    per_address = 100
    budgets = AddressBudgets(per_address=per_address)
    now = since = 0.0  # (the bound is over the whole run)
    live = [connection(budgets, budget=50) for _ in range(opened)]
    taken = 0
    for action, which, kind, count, after in pacing:
        now += after
        if action == "open" and len(live) < 16:  # (an address with none left: its idle budget)
            live.append(connection(budgets, now, budget=50))
        elif action == "close" and live:
            gone = live.pop(which % len(live))
            assert gone.share is not None
            budgets.leave(gone.share, now)
        elif action == "send" and live:
            subject = live[which % len(live)]
            data, cost = _FLOOD_FRAMES[kind]
            for _ in range(count):
                if subject.inbound(data, now) is not None:  # calmed: the server closes it
                    live.remove(subject)
                    assert subject.share is not None
                    budgets.leave(subject.share, now)
                    break
                taken += cost
        assert taken <= per_address * (now - since) + 2 * per_address, (taken, now, since)


def test_connections_that_leave_hand_the_rest_no_share_and_new_ones_meet_the_floor():
    """A connection that spent the address's whole burst leaves (calmed, or closing): the
    four left may each take its fair share counted over the five (not four) on the empty
    bucket, in debt, and no more. New connections (a handshake each) bring new shares,
    until the debt is at its floor (one burst): then every take is refused."""
    budgets = AddressBudgets(per_address=100)
    drainer = connection(budgets)
    others = [connection(budgets) for _ in range(4)]
    assert drainer.inbound(PING * 100, 0.0) is None  # the address's whole burst
    assert drainer.share is not None
    budgets.leave(drainer.share, 0.0)
    for other in others:
        assert other.inbound(PING * 20, 0.0) is None  # 100 / 5
    fault = others[0].inbound(PING, 0.0)
    assert fault is not None
    assert "per-address budget" in fault[1]
    assert others[0].share is not None
    budgets.leave(others[0].share, 0.0)
    newcomer = connection(budgets)  # its share: 20 more, to the floor (-100)
    assert newcomer.inbound(PING * 20, 0.0) is None
    latecomer = connection(budgets)  # a new share, but the debt is at its floor
    fault = latecomer.inbound(PING, 0.0)
    assert fault is not None
    assert "per-address budget" in fault[1]
    assert "debt is at its floor" in fault[1]  # not "beyond its fair share": it spent none


def test_a_cascade_of_calmed_connections_leaves_a_light_one_its_share():
    """One connection drains the address's burst, then 14 others spend on the empty bucket
    one after another until each is calmed and gone. Had each calmed connection handed its
    share to those left, they would have taken 2.3 bursts in debt (the sum of 1/k), past
    the floor; the light connection of the same address still has its own share."""
    budgets = AddressBudgets(per_address=100)
    flooders = [connection(budgets) for _ in range(15)]
    honest = connection(budgets)
    for flooder in flooders:
        while (fault := flooder.inbound(PING, 0.0)) is None:
            pass
        assert "per-address budget" in fault[1]
        assert flooder.share is not None
        budgets.leave(flooder.share, 0.0)
    assert honest.inbound(PING, 0.0) is None


_GAPS = st.lists(st.tuples(st.floats(0.0, 0.05), st.integers(1, 120)), min_size=1, max_size=200)


@given(st.integers(1, 15), _GAPS)
def test_a_light_connection_beside_a_steady_flood_from_its_address_is_never_calmed(
    flooders, pacing
):
    """Connections of one address flood PINGs, paced any way, each within its own budget;
    those calmed are replaced by none (new connections would bring new shares). A
    connection of the same address that sends one PING a second (a keep-alive is one in
    20 s) is never calmed, however the flooders are calmed one after another."""
    budgets = AddressBudgets(per_address=100)
    live = [connection(budgets) for _ in range(flooders)]
    honest = connection(budgets)
    now, honest_due = 0.0, 0.0
    for index, (gap, burst) in enumerate(pacing):
        now += gap
        if live:
            subject = live[index % len(live)]
            if subject.inbound(PING * burst, now) is not None:
                live.remove(subject)
                assert subject.share is not None
                budgets.leave(subject.share, now)
        if now >= honest_due:
            assert honest.inbound(PING, now) is None, (now, len(live))
            honest_due = now + 1.0
