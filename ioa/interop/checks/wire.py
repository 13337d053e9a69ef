"""Checks of L7 (paths, content types, frames) and of the envelope before any handshake."""

from __future__ import annotations

import asyncio
import contextlib
import struct
import time
from typing import Any, Final

import h2.config
import h2.connection
import h2.events

from ioa.interop.checks.base import (
    _DROP,
    Verdict,
    _envelope_bytes,
    _frame,
    _still_serves,
    _target,
    check,
    failed,
    passed,
    skipped,
)
from ioa.interop.probe import (
    PATIENCE,
    Probe,
    content_code,
    describe,
)

# -- L7 --------------------------------------------------------------------------------------------


@check("L7-CARD-001")
async def card_published(probe: Probe) -> Verdict:
    """The card was read and its signature verified before any check ran; it is valid now.

    Its `issued_at` and `expires_at` give or take 60 s of clock skew, as spec 12.10 asks
    of a receiver (an outside attack: a card expired two days before passed).
    """
    target = _target(probe)
    card, now = target.card, time.time()
    if now + CARD_SKEW < card.valid_from:
        return failed(f"the card is issued at {card.issued_at}, in the future")
    if now - CARD_SKEW >= card.valid_until:
        return failed(f"the card expired at {card.expires_at}")
    if not card.contexts:
        return failed("the card names no context")
    return passed(f"{target.agent_id}, {len(card.contexts)} contexts")


CARD_SKEW: Final = 60.0
"""The clock skew a card's times are read with (spec 12.10)."""


async def _raw_h2_statuses(probe: Probe, requests: list[list[tuple[str, str]]]) -> list[int]:
    """The statuses raw HTTP/2 requests get, one after another on one connection.

    Cleartext or TLS with ALPN h2; 0 for a request the connection ended before answering.
    """
    where = probe.where
    ssl_context = None
    if where.secure:
        from l7_transport.tls import client_ssl_context  # noqa: PLC0415 - TLS targets only

        assert where.ca is not None  # noqa: S101 - Where.parse checked
        ssl_context = client_ssl_context(where.ca)
    reader, writer = await asyncio.open_connection(where.host, where.port, ssl=ssl_context)
    statuses: list[int] = []
    try:
        connection = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        connection.initiate_connection()
        scheme = "https" if where.secure else "http"
        base = [(":scheme", scheme), (":authority", f"{where.host}:{where.port}")]
        for headers in requests:
            stream = connection.get_next_available_stream_id()
            connection.send_headers(stream, [*base, *headers], end_stream=True)
            writer.write(connection.data_to_send())
            statuses.append(await _status_of(reader, writer, connection, stream))
    finally:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()
    return statuses


async def _status_of(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    connection: h2.connection.H2Connection,
    stream: int,
) -> int:
    async with asyncio.timeout(PATIENCE):
        while True:
            data = await reader.read(65536)
            if not data:
                return 0
            for event in connection.receive_data(data):
                if isinstance(event, h2.events.ResponseReceived) and event.stream_id == stream:
                    writer.write(connection.data_to_send())
                    return int(dict(event.headers)[b":status"])
            writer.write(connection.data_to_send())


@check("L7-PATH-001")
async def unknown_path(probe: Probe) -> Verdict:
    """404 for a path not served; the same connection then serves the card."""
    if probe.where.protocol != "h2":
        return skipped("checked over HTTP/2 only")
    statuses = await _raw_h2_statuses(
        probe,
        [
            [(":method", "POST"), (":path", "/no/such/path"), ("content-type", "text/plain")],
            [(":method", "GET"), (":path", "/.well-known/ioa-agent.json")],
        ],
    )
    if statuses[0] != 404:
        return failed(f"expected 404, got {statuses[0] or 'no answer'}")
    if statuses[1] != 200:
        return failed(f"after the 404, the card on the same connection got {statuses[1]}")
    return passed("404, and the connection served on")


@check("L7-TYPE-001")
async def wrong_content_type(probe: Probe) -> Verdict:
    """415 for a session request of another media type."""
    if probe.where.protocol != "h2":
        return skipped("checked over HTTP/2 only")
    [status] = await _raw_h2_statuses(
        probe,
        [[(":method", "POST"), (":path", "/ioa/v1/session"), ("content-type", "application/json")]],
    )
    return passed("415") if status == 415 else failed(f"expected 415, got {status or 'none'}")


async def _bad_frame(probe: Probe, data: bytes, code: str) -> Verdict:
    async with await probe.raw() as raw:
        await raw.send_bytes(data)
        answer = await raw.answer(lambda e: e is None or content_code(e) is not None)
        ended = answer is None or await raw.wait_end(PATIENCE)
        if not ended:
            return failed("the session went on after a frame it must refuse")
        if answer is not None and content_code(answer) != code:
            return failed(f"expected {code} (or a reset), got {describe(answer)}")
        problem = await _still_serves(probe, client=raw.client)  # the same connection
    return failed(problem) if problem else passed(describe(answer) if answer else "reset")


@check("L7-FRAME-001")
async def bad_flags(probe: Probe) -> Verdict:
    """Flag byte 0x01: the session ends."""
    payload = b"{}"
    return await _bad_frame(
        probe, b"\x01" + struct.pack(">I", len(payload)) + payload, "bad_frame_flags"
    )


@check("L7-FRAME-002")
async def frame_too_large(probe: Probe) -> Verdict:
    """A header announcing 2 GiB: refused as soon as the header is read."""
    return await _bad_frame(probe, b"\x00" + struct.pack(">I", 2**31), "frame_too_large")


# -- envelope --------------------------------------------------------------------------------------


async def _first_frame(
    probe: Probe, payload: bytes, code: str, field: str | None = None
) -> Verdict:
    raw = await probe.raw()
    try:
        await raw.send_bytes(b"\x00" + struct.pack(">I", len(payload)) + payload)
        answer = await raw.answer(lambda e: e is None or content_code(e) is not None)
    finally:
        await raw.close()
    if not isinstance(answer, dict) or answer.get("performative") != "NOT_UNDERSTOOD":
        return failed(f"expected NOT_UNDERSTOOD {code}, got {describe(answer)}")
    got = content_code(answer)
    if got != code:
        return failed(f"expected NOT_UNDERSTOOD {code}, got {got}")
    said = answer["content"].get("field")
    if field is not None and said != field:
        return failed(f"NOT_UNDERSTOOD {code} names field {said!r}, not {field!r}")
    return passed(f"NOT_UNDERSTOOD {code}")


@check("ENV-JSON-001")
async def not_json(probe: Probe) -> Verdict:
    """A first frame of bytes that are not JSON."""
    return await _first_frame(probe, b"\xff not json", "malformed_json")


@check("ENV-OBJECT-001")
async def not_object(probe: Probe) -> Verdict:
    """A first frame holding a JSON array."""
    return await _first_frame(probe, b"[1, 2, 3]", "invalid_envelope")


@check("ENV-FIELD-001")
async def missing_field(probe: Probe) -> Verdict:
    """An envelope without `performative`."""
    data = _envelope_bytes(probe, performative=_DROP)
    return await _first_frame(probe, data, "missing_field", "performative")


@check("ENV-PERF-001")
async def unknown_performative(probe: Probe) -> Verdict:
    """An envelope with performative `SHOUT`."""
    return await _first_frame(
        probe, _envelope_bytes(probe, performative="SHOUT"), "unknown_performative"
    )


@check("ENV-TS-001")
async def bad_timestamp(probe: Probe) -> Verdict:
    """A `ts` of 30 February."""
    return await _first_frame(
        probe, _envelope_bytes(probe, ts="2026-02-30T10:00:00Z"), "invalid_timestamp"
    )


@check("ENV-NULL-001")
async def null_optional(probe: Probe) -> Verdict:
    """`in_reply_to: null` is refused, naming the field."""
    raw = await probe.raw()
    try:
        await raw.send_bytes(_frame(_envelope_bytes(probe, in_reply_to=None)))
        answer = await raw.answer(lambda e: e is None or content_code(e) is not None)
    finally:
        await raw.close()
    got = content_code(answer)
    said = answer["content"].get("field") if isinstance(answer, dict) and got else None
    if got in ("invalid_field", "invalid_id") and said == "in_reply_to":
        return passed(f"NOT_UNDERSTOOD {got} (in_reply_to)")
    return failed(
        f"expected invalid_field or invalid_id naming in_reply_to, got "
        f"{describe(answer)} (field {said!r})"
    )


@check("ENV-LIMIT-001")
async def too_deep(probe: Probe) -> Verdict:
    """Content nested 40 deep (the envelope counts as 1)."""
    nested: Any = 1
    for _ in range(40):
        nested = [nested]
    return await _first_frame(probe, _envelope_bytes(probe, content=nested), "nesting_too_deep")


@check("ENV-LIMIT-002")
async def too_long(probe: Probe) -> Verdict:
    """A string of 70,000 characters."""
    content = {"note": "x" * 70_000}
    return await _first_frame(probe, _envelope_bytes(probe, content=content), "string_too_long")


@check("ENV-LIMIT-003")
async def too_many_recipients(probe: Probe) -> Verdict:
    """65 addressees."""
    to = [_target(probe).agent_id, *(f"agent-{n}" for n in range(64))]
    return await _first_frame(probe, _envelope_bytes(probe, to=to), "too_many_recipients")


@check("L8-CONV-001")
async def not_an_opening(probe: Probe) -> Verdict:
    """An INFORM (LOCK) as the first message of a handshake conversation."""
    lock = {"snl": "LOCK", "transcript": "sha256:" + "0" * 64, "signature": "A" * 86}
    data = _envelope_bytes(probe, protocol="snl-handshake", performative="INFORM", content=lock)
    return await _first_frame(probe, data, "unknown_conversation")


@check("SNL-LOCK-010")
async def not_locked(probe: Probe) -> Verdict:
    """A REQUEST before any handshake."""
    return await _first_frame(probe, _envelope_bytes(probe), "not_locked")
