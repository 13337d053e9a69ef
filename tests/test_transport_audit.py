"""The HTTP/2 frame audit (sans-I/O): what it judges at the frame header, and its budgets."""

from __future__ import annotations

import struct

import hyperframe.frame
import pytest
from h2.errors import ErrorCodes

import l7_transport.h2engine  # noqa: F401 - patches hyperframe's WINDOW_UPDATE parsing
from l7_transport.h2audit import PREFACE, SMALL_WINDOW_UPDATE, FrameAudit

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
    subject = audit(budget=11)  # the SETTINGS takes one
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
