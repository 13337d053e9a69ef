"""HTTP/3 input that is cheap to send and costly to take: refused before the cost is paid.

Each case comes from an outside attack on a live agent (F3, F5 of its report), and runs
here on real sockets, a raw client (`h3_attacker.RawH3`) against a server with short
limits, while an honest session on a connection of its own does round trips before and
after it. What is asserted is what the server decoded, validated, charged or closed:
nothing here asserts on time.

K: field sections that decode to far more than they weigh (a QPACK static-table bomb).
"""

from __future__ import annotations

from typing import Any

import aioquic.h3.connection as aioquic_h3
import pytest
from aioquic.h3.connection import ErrorCode, FrameType
from h3_attacker import RawH3, frame, header_block, request_headers, session
from test_h3_attacks import HonestPeer, connection_of, serving
from test_h3_attacks import pki as pki  # noqa: PLC0414 - the module's fixture, shared

INDEXED_STATIC_31 = bytes([0xC0 | 31])
"""A one-byte reference to QPACK static entry 31, `accept-encoding: gzip, deflate, br`:
a whole field (64 bytes of a field section) for one byte on the wire."""


class CountingDecoder:
    """pylsqpack's decoder, counting the fields it decodes (the rest passed through)."""

    def __init__(self, decoder: Any) -> None:
        self._decoder = decoder
        self.fields = 0

    def feed_header(self, stream_id: int, data: bytes) -> tuple[bytes, list[Any]]:
        control, headers = self._decoder.feed_header(stream_id, data)
        self.fields += len(headers)
        return control, headers

    def __getattr__(self, name: str) -> Any:
        return getattr(self._decoder, name)


# ------------------------------------------------------------------ K: field sections


@pytest.mark.parametrize(
    ("references", "decoded"),
    [(3_900, 0), (100, 105)],
    ids=["more-lines-than-the-limit-allows", "within-the-lines-above-the-limit-decoded"],
)
async def test_k_a_static_table_bomb_closes_the_connection_before_validation(
    pki, monkeypatch, references, decoded
):
    """An outside attack (F3): a HEADERS frame within the 16 KiB limit, of one-byte
    references to the static table, decoded to 16,000 fields (1 MB) and went through
    aioquic's validation (~22 ms) before the size was looked at; each was refused alone
    (431), for one token of the reset budget. Now a section whose lines alone pass the
    limit (each field counts 32 bytes at least) is refused before it is decoded, one
    decoded above it before any field is validated, and the connection is closed
    (H3_EXCESSIVE_LOAD), as HTTP/2 closes one (ENHANCE_YOUR_CALM)."""
    validated: list[int] = []
    validate = aioquic_h3.validate_request_headers

    def counted(headers: list[Any], stream: Any = None) -> None:
        validated.append(len(headers))
        validate(headers, stream)

    monkeypatch.setattr(aioquic_h3, "validate_request_headers", counted)
    async with (
        serving(pki, max_header_list_size=4096) as server,
        HonestPeer(server, pki) as honest,
    ):
        raw = await RawH3.open(server.port)
        await session(raw)
        connection = await connection_of(server, raw)
        decoder = CountingDecoder(connection.http._decoder)
        connection.http._decoder = decoder
        validated.clear()
        block = header_block(request_headers()) + INDEXED_STATIC_31 * references
        assert len(block) <= 4096  # within the limit on the wire
        raw.request(frame(FrameType.HEADERS, block))
        closed = await raw.wait_closed()
        assert (closed.code, closed.transport) == (ErrorCode.H3_EXCESSIVE_LOAD, False)
        assert "field section" in closed.reason
        assert decoder.fields == decoded
        assert all(count <= len(request_headers()) for count in validated)  # honest ones
        await honest.served_more()
        raw.close()
