"""RFC 9114 and RFC 9204 error handling of the HTTP/3 server, one row per MUST it can be tested for.

Each row names the section, the condition, the error code and its scope:
`connection` (the server's CONNECTION_CLOSE carries exactly that code, as an
application close unless the row says `transport`), `stream` (the server
resets that request stream both ways with that code: RESET_STREAM and
STOP_SENDING; or, where the row gives a status, answers with it and asks the
client to stop sending with that code), or `ignored` (nothing happens). A
raw client (`h3_attacker.RawH3`) sends the bytes on a real socket after an
honest session is open on the same connection; for `stream` and `ignored`
rows that session still echoes afterwards, and a new one opens; every row
also shows that another connection is served afterwards.

Beyond the RFCs (our decisions, docs/spec.md section 2): the QPACK dynamic
table is off (capacity 0), so that any use of it is an error; a HEADERS
frame above the field-section limit (`max_header_list_size`) is refused at
its frame header with 431 and STOP_SENDING H3_EXCESSIVE_LOAD; a field
section above it once decoded (or with more lines than it allows, each at
least 32 bytes) closes the connection with H3_EXCESSIVE_LOAD, as HTTP/2's
ENHANCE_YOUR_CALM does; a SETTINGS frame above 4 KiB is
H3_EXCESSIVE_LOAD; a CANCEL_PUSH, GOAWAY or MAX_PUSH_ID that cannot hold
exactly one varint is H3_FRAME_ERROR at its header; refusals (404, 405, 415)
carry an RFC 9457 problem document and STOP_SENDING H3_NO_ERROR (RFC 9114
4.1), never a reset; unknown unidirectional streams are stopped with
H3_STREAM_CREATION_ERROR.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import pytest
from aioquic.h3.connection import ErrorCode, FrameType, StreamType
from aioquic.quic.packet import QuicErrorCode
from h3_attacker import (
    MESSAGE_PATH,
    RawH3,
    data_frame,
    frame,
    header_block,
    headers_frame,
    l8_frame,
    request_headers,
    session,
    settings,
    varint,
)
from transport_helpers import running

from l7_transport import TransportConfig, encode_frame
from l7_transport.tls import write_dev_pki

LIMITS = TransportConfig(max_header_list_size=4096, max_concurrent_streams=8)


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def qpack_int(value: int, prefix_bits: int, first: int = 0) -> bytes:
    """A QPACK prefixed integer (RFC 9204 4.1.1) with `first`'s high bits."""
    limit = (1 << prefix_bits) - 1
    if value < limit:
        return bytes([first | value])
    out = bytearray([first | limit])
    value -= limit
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


SESSION = headers_frame(request_headers())
"""The HEADERS frame of a valid session request."""


def malformed(headers: list[tuple[str, str]] | list[tuple[bytes, bytes]]) -> Provoke:
    """A request whose header section is malformed (RFC 9114 4.1.2, 4.2, 4.3)."""

    async def provoke(raw: RawH3) -> int:
        return raw.request(headers_frame(headers))

    return provoke


def on_request(payload: bytes, *, end: bool = False) -> Provoke:
    """Raw bytes on a new request stream."""

    async def provoke(raw: RawH3) -> int:
        return raw.request(payload, end=end)

    return provoke


def on_control(payload: bytes) -> Provoke:
    """Frames on the control stream, after its SETTINGS."""

    async def provoke(raw: RawH3) -> int:
        assert raw.control_stream is not None
        raw.send(raw.control_stream, payload)
        return raw.control_stream

    return provoke


def on_uni(kind: int, payload: bytes = b"", *, end: bool = False) -> Provoke:
    """A new unidirectional stream of type `kind`."""

    async def provoke(raw: RawH3) -> int:
        return raw.uni(kind, payload, end=end)

    return provoke


def on_qpack(kind: int, payload: bytes) -> Provoke:
    """Instructions on this side's QPACK encoder or decoder stream."""

    async def provoke(raw: RawH3) -> int:
        stream_id = 6 if kind == StreamType.QPACK_ENCODER else 10
        raw.send(stream_id, payload)
        return stream_id

    return provoke


def control_first(payload: bytes) -> Provoke:
    """A connection whose control stream starts with `payload` (SETTINGS or not)."""

    async def provoke(raw: RawH3) -> int:
        return raw.uni(StreamType.CONTROL, payload)

    return provoke


def reset_critical(kind: int) -> Provoke:
    """Reset one of this side's critical streams (control, QPACK encoder or decoder)."""

    async def provoke(raw: RawH3) -> int:
        stream_id = 2 + 4 * [StreamType.CONTROL, StreamType.QPACK_ENCODER].index(kind)
        raw.reset(stream_id, ErrorCode.H3_NO_ERROR)
        return stream_id

    return provoke


def end_critical(kind: int) -> Provoke:
    """End (FIN) one of this side's critical streams."""

    async def provoke(raw: RawH3) -> int:
        order = [StreamType.CONTROL, StreamType.QPACK_ENCODER, StreamType.QPACK_DECODER]
        stream_id = 2 + 4 * order.index(kind)
        raw.send(stream_id, b"", end=True)
        return stream_id

    return provoke


Provoke = Callable[[RawH3], Awaitable[int]]


@dataclass(frozen=True)
class Row:
    """One MUST of the RFCs, as the server can be tested for it."""

    section: str
    condition: str
    code: int
    scope: str
    """`connection`, `stream` or `ignored`."""
    provoke: Provoke
    transport: bool = False
    """A QUIC transport close (the code is RFC 9000's), not an HTTP/3 application one."""
    status: int | None = None
    """For a stream refused with a response: its status (the code is then STOP_SENDING's)."""
    setup: bool = True
    """Open the three HTTP/3 streams (and an honest session) before provoking."""


CONNECTION, STREAM, IGNORED = "connection", "stream", "ignored"
E = ErrorCode

ROWS = [
    # ------------------------------------------------------------ RFC 9114 section 4
    Row("9114 4.1", "DATA before HEADERS", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(data_frame(b"x"))),
    Row("9114 4.1", "HEADERS after the trailers", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(SESSION + headers_frame([("x-t", "1")]) + headers_frame([("x-t", "2")]))),
    Row("9114 4.1", "DATA after the trailers", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(SESSION + headers_frame([("x-t", "1")]) + data_frame(b"x"))),
    Row("9114 4.1", "a request stream that ends before its headers", E.H3_REQUEST_INCOMPLETE,
        STREAM, on_request(b"", end=True)),
    Row("9114 4.1.2", "content-length unlike the DATA received", E.H3_MESSAGE_ERROR, STREAM,
        on_request(
            headers_frame(request_headers(MESSAGE_PATH, extra=[("content-length", "99")]))
            + data_frame(l8_frame(b"short")),
            end=True,
        )),
    Row("9114 4.2", "a field name with upper case", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers(), ("X-Upper", "1")])),
    Row("9114 4.2", "a connection-specific field", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers(), ("connection", "keep-alive")])),
    Row("9114 4.2", "TE other than trailers", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers(), ("te", "gzip")])),
    Row("9114 4.2", "a field value with a NUL", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers(), (b"x-bad", b"a\x00b")])),
    Row("9114 4.3", "a pseudo-header after a regular field", E.H3_MESSAGE_ERROR, STREAM,
        malformed([("content-type", "application/ioa+json"), *request_headers()[:4]])),
    Row("9114 4.3", "an undefined pseudo-header", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers()[:4], (":foo", "bar")])),
    Row("9114 4.3", "a response pseudo-header in a request", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers()[:4], (":status", "200")])),
    Row("9114 4.3.1", "a pseudo-header twice", E.H3_MESSAGE_ERROR, STREAM,
        malformed([*request_headers()[:4], (":path", "/again")])),
    Row("9114 4.3.1", "no :method", E.H3_MESSAGE_ERROR, STREAM,
        malformed(request_headers()[1:])),
    Row("9114 4.3.1", "no :scheme", E.H3_MESSAGE_ERROR, STREAM,
        malformed([h for h in request_headers() if h[0] != ":scheme"])),
    Row("9114 4.3.1", "no :path", E.H3_MESSAGE_ERROR, STREAM,
        malformed([h for h in request_headers() if h[0] != ":path"])),
    Row("9114 4.3.1", "an empty :path", E.H3_MESSAGE_ERROR, STREAM,
        malformed([(k, "" if k == ":path" else v) for k, v in request_headers()])),
    Row("9114 4.4", "CONNECT with :scheme and :path", E.H3_MESSAGE_ERROR, STREAM,
        malformed(request_headers(method="CONNECT"))),
    # ------------------------------------------------------------ RFC 9114 section 6
    Row("9114 6.2.1", "a second control stream", E.H3_STREAM_CREATION_ERROR, CONNECTION,
        on_uni(StreamType.CONTROL, settings())),
    Row("9114 6.2.1", "the control stream ended", E.H3_CLOSED_CRITICAL_STREAM, CONNECTION,
        end_critical(StreamType.CONTROL)),
    Row("9114 6.2.1", "the control stream reset", E.H3_CLOSED_CRITICAL_STREAM, CONNECTION,
        reset_critical(StreamType.CONTROL)),
    Row("9114 6.2.1", "a control stream that starts without SETTINGS", E.H3_MISSING_SETTINGS,
        CONNECTION, control_first(frame(FrameType.GOAWAY, varint(0))), setup=False),
    Row("9114 6.2.1", "a control stream that starts with an unknown frame",
        E.H3_MISSING_SETTINGS, CONNECTION, control_first(frame(0x21, b"x")), setup=False),
    Row("9114 6.2.2", "a push stream opened by the client", E.H3_STREAM_CREATION_ERROR,
        CONNECTION, on_uni(StreamType.PUSH, varint(0))),
    Row("9114 6.2.3", "a stream of an unknown type (stopped, not an error)",
        E.H3_STREAM_CREATION_ERROR, IGNORED, on_uni(0x21, b"ignored")),
    # ------------------------------------------------------------ RFC 9114 section 7
    Row("9114 7.1", "a frame with bytes past its fields (MAX_PUSH_ID)", E.H3_FRAME_ERROR,
        CONNECTION, on_control(frame(FrameType.MAX_PUSH_ID, varint(1) + b"\x00"))),
    Row("9114 7.1", "a frame cut short by the end of its stream", E.H3_FRAME_ERROR, CONNECTION,
        on_request(SESSION + frame(FrameType.DATA, b"abc", length=10), end=True)),
    Row("9114 7.1", "a GOAWAY too long for one varint", E.H3_FRAME_ERROR, CONNECTION,
        on_control(frame(FrameType.GOAWAY, b"\x00" * 9))),
    Row("9114 7.2.1", "DATA on the control stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_control(data_frame(b"x"))),
    Row("9114 7.2.2", "HEADERS on the control stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_control(headers_frame(request_headers()))),
    Row("9114 7.2.3", "CANCEL_PUSH on a request stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(frame(FrameType.CANCEL_PUSH, varint(0)))),
    Row("9114 7.2.3", "CANCEL_PUSH for a push never promised", E.H3_ID_ERROR, CONNECTION,
        on_control(frame(FrameType.CANCEL_PUSH, varint(3)))),
    Row("9114 7.2.4", "a second SETTINGS", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_control(settings())),
    Row("9114 7.2.4", "SETTINGS on a request stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(settings())),
    Row("9114 7.2.4", "a setting identifier twice", E.H3_SETTINGS_ERROR, CONNECTION,
        control_first(frame(FrameType.SETTINGS, varint(0x21) + varint(1) + varint(0x21)
                            + varint(2))), setup=False),
    Row("9114 7.2.4.1", "an HTTP/2 setting (ENABLE_PUSH)", E.H3_SETTINGS_ERROR, CONNECTION,
        control_first(settings({0x2: 0})), setup=False),
    Row("9114 7.2.4.1", "an HTTP/2 setting (MAX_CONCURRENT_STREAMS)", E.H3_SETTINGS_ERROR,
        CONNECTION, control_first(settings({0x3: 100})), setup=False),
    Row("9114 7.2.5", "PUSH_PROMISE from a client", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(frame(FrameType.PUSH_PROMISE, varint(0) + header_block(request_headers())))),
    Row("9114 7.2.6", "GOAWAY on a request stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(frame(FrameType.GOAWAY, varint(0)))),
    Row("9114 7.2.6", "a GOAWAY that raises its identifier", E.H3_ID_ERROR, CONNECTION,
        on_control(frame(FrameType.GOAWAY, varint(4)) + frame(FrameType.GOAWAY, varint(8)))),
    Row("9114 7.2.7", "MAX_PUSH_ID on a request stream", E.H3_FRAME_UNEXPECTED, CONNECTION,
        on_request(frame(FrameType.MAX_PUSH_ID, varint(0)))),
    Row("9114 7.2.7", "a MAX_PUSH_ID that lowers the limit", E.H3_ID_ERROR, CONNECTION,
        on_control(frame(FrameType.MAX_PUSH_ID, varint(8)) + frame(FrameType.MAX_PUSH_ID,
                                                                    varint(2)))),
    *(
        Row("9114 7.2.8", f"HTTP/2 frame type {kind:#x} on the {where} stream",
            E.H3_FRAME_UNEXPECTED, CONNECTION,
            (on_control if where == "control" else on_request)(frame(kind, b"\x00" * 4)))
        for kind in (0x2, 0x6, 0x8, 0x9)
        for where in ("control", "request")
    ),
    Row("9114 9", "an unknown frame type before HEADERS", E.H3_NO_ERROR, IGNORED,
        on_request(frame(0x21, b"grease") + SESSION)),
    Row("9114 9", "an unknown setting", E.H3_NO_ERROR, IGNORED,
        control_first(settings({0x1F * 7 + 0x21: 5})), setup=False),
    # ------------------------------------------------------------ RFC 9204 (QPACK)
    Row("9204 4.2", "a second QPACK encoder stream", E.H3_STREAM_CREATION_ERROR, CONNECTION,
        on_uni(StreamType.QPACK_ENCODER)),
    Row("9204 4.2", "a second QPACK decoder stream", E.H3_STREAM_CREATION_ERROR, CONNECTION,
        on_uni(StreamType.QPACK_DECODER)),
    Row("9204 4.2", "the QPACK encoder stream ended", E.H3_CLOSED_CRITICAL_STREAM, CONNECTION,
        end_critical(StreamType.QPACK_ENCODER)),
    Row("9204 4.2", "the QPACK decoder stream ended", E.H3_CLOSED_CRITICAL_STREAM, CONNECTION,
        end_critical(StreamType.QPACK_DECODER)),
    Row("9204 4.2", "the QPACK encoder stream reset", E.H3_CLOSED_CRITICAL_STREAM, CONNECTION,
        reset_critical(StreamType.QPACK_ENCODER)),
    Row("9204 4.3.1", "a dynamic table capacity above the maximum (0)",
        E.QPACK_ENCODER_STREAM_ERROR, CONNECTION,
        on_qpack(StreamType.QPACK_ENCODER, qpack_int(4096, 5, 0x20))),
    Row("9204 3.2.2", "an insertion larger than the table", E.QPACK_ENCODER_STREAM_ERROR,
        CONNECTION, on_qpack(StreamType.QPACK_ENCODER, b"\x41a\x01b")),
    Row("9204 4.5.1.1", "a Required Insert Count no encoder could produce",
        E.QPACK_DECOMPRESSION_FAILED, CONNECTION, on_request(frame(FrameType.HEADERS,
                                                                   b"\x01\x00\xd1"))),
    Row("9204 3.1", "a static table index past its end", E.QPACK_DECOMPRESSION_FAILED,
        CONNECTION, on_request(frame(FrameType.HEADERS, b"\x00\x00" + qpack_int(120, 6, 0xC0)))),
    Row("9204 4.4.1", "a Section Acknowledgment for no field section",
        E.QPACK_DECODER_STREAM_ERROR, CONNECTION,
        on_qpack(StreamType.QPACK_DECODER, qpack_int(0, 7, 0x80))),
    Row("9204 4.4.3", "an Insert Count Increment of zero", E.QPACK_DECODER_STREAM_ERROR,
        CONNECTION, on_qpack(StreamType.QPACK_DECODER, b"\x00")),
    Row("9204 4.4.3", "an Insert Count Increment past the inserts", E.QPACK_DECODER_STREAM_ERROR,
        CONNECTION, on_qpack(StreamType.QPACK_DECODER, b"\x05")),
    # ------------------------------------------------------------ our decisions
    Row("ours", "a HEADERS frame above the field-section limit (refused at its header)",
        E.H3_EXCESSIVE_LOAD, STREAM, on_request(frame(FrameType.HEADERS, b"", length=10**9)),
        status=431),
    Row("ours", "a field section above the limit once decoded", E.H3_EXCESSIVE_LOAD,
        CONNECTION, malformed([*request_headers(), *[(f"x-{i}", "v" * 60) for i in range(50)]])),
    Row("ours", "more field lines than the limit allows (refused undecoded)",
        E.H3_EXCESSIVE_LOAD, CONNECTION,
        on_request(frame(FrameType.HEADERS, header_block(request_headers()) + b"\xdf" * 3000))),
    Row("ours", "a SETTINGS frame above 4 KiB", E.H3_EXCESSIVE_LOAD, CONNECTION,
        control_first(frame(FrameType.SETTINGS, b"", length=5000)), setup=False),
    Row("ours", "a wrong path (404, problem document)", E.H3_NO_ERROR, STREAM,
        on_request(headers_frame(request_headers("/nowhere"))), status=404),
    Row("ours", "a method other than POST (405, problem document)", E.H3_NO_ERROR, STREAM,
        on_request(headers_frame(request_headers(method="GET"))), status=405),
    Row("ours", "another content type (415, problem document)", E.H3_NO_ERROR, STREAM,
        on_request(headers_frame(request_headers(content_type="text/plain"))), status=415),
    Row("9000 4.6", "a stream beyond MAX_STREAMS", QuicErrorCode.STREAM_LIMIT_ERROR,
        CONNECTION, on_request(SESSION), transport=True),
]  # fmt: skip


def row_id(row: Row) -> str:
    return f"{row.section} {row.condition}".replace(" ", "_")


@pytest.mark.parametrize("row", ROWS, ids=row_id)
async def test_conformance(pki, row: Row) -> None:
    async with running("h3", pki, config=LIMITS) as (server, connect):
        raw = await RawH3.open(server.port, setup=row.setup)
        honest = await session(raw) if row.setup else None
        if row.condition == "a stream beyond MAX_STREAMS":
            quic = raw.quic
            quic._remote_max_streams_bidi = 1000
            quic._local_next_stream_id_bidi = 4 * LIMITS.max_concurrent_streams
        target = await row.provoke(raw)
        if row.scope == CONNECTION:
            closed = await raw.wait_closed()
            assert (closed.code, closed.transport) == (row.code, row.transport), closed
        elif row.scope == STREAM:
            seen = raw.seen(target)
            if row.status is not None:
                status, body = await raw.response(target)
                await raw.until(lambda: seen.stop is not None)
                assert (status, seen.stop, seen.reset) == (row.status, row.code, None)
                problem = json.loads(body)
                assert problem["status"] == row.status
                assert problem["type"] == "about:blank"
                assert len(body) < 512
            elif row.code == E.H3_REQUEST_INCOMPLETE:
                await raw.until(lambda: seen.reset is not None)
                assert seen.reset == row.code
            else:
                await raw.until(lambda: seen.reset is not None and seen.stop is not None)
                assert (seen.reset, seen.stop) == (row.code, row.code)
        else:
            if row.code != E.H3_NO_ERROR:
                await raw.until(lambda: raw.seen(target).stop is not None)
                assert raw.seen(target).stop == row.code
            if not row.setup:
                raw.uni(StreamType.QPACK_ENCODER)
                raw.uni(StreamType.QPACK_DECODER)
                honest = await session(raw)
        if row.scope != CONNECTION:
            assert honest is not None
            await raw.echo(honest, b"still here")
            await session(raw)
            assert raw.closed is None
        raw.close()
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"next"))
        assert await channel.receive() == encode_frame(b"next")
        await client.close()
