"""Vectors of the L8 envelope codec and the session stream's frames (spec 2.1, 3)."""

from __future__ import annotations

from typing import Final

from ioa.interop.make_vectors.fixed import REGENERATE, Json
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import RemoteProtocolError, decode_envelope, encode_envelope

# -- L8: envelopes and frames (spec 2.1, 3) --------------------------------------------------------

_MINIMAL: Final = (
    '{"protocol":"request-reply","id":"Qm9va0ZsaWdodC0wMDAwMQ","ts":"2026-11-24T09:30:00.000Z",'
    '"from":"traveller","to":["airline"],"performative":"REQUEST",'
    '"conversation_id":"Y29udi1ib29rLWZsaWdodA",'
    '"content":{"task":"bookFlight","origin_code":"LAX","dest_code":"JFK","date":"2026-11-24"}}'
)
_VALID_ENVELOPES: Final = (
    ("minimal request", _MINIMAL),
    (
        "reply with every optional field",
        (
            '{"protocol":"request-reply","id":"cmVwbHktaW5mb3JtLTAwMDE","ts":"2026-11-24T09:30:01.250Z",'
            '"from":"airline","to":["traveller"],"performative":"INFORM",'
            '"conversation_id":"Y29udi1ib29rLWZsaWdodA","in_reply_to":"Qm9va0ZsaWdodC0wMDAwMQ",'
            '"context":{"id":"c3ViLWNvbnRleHQtYm9vaw","type":"booking",'
            '"parent":"cGFyZW50LWNvbnRleHQtMDE","metadata":{"conclusion":true}},'
            '"ontology":"urn:contexts:travel:v2.1",'
            '"content":{"booking_ref":"IOA-7Q2K","status":"confirmed"}}'
        ),
    ),
    (
        "unknown fields preserved in place",
        (
            '{"protocol":"negotiation","id":"cHJvcG9zZS0wMDAwMDAwMDE","ts":"2026-11-24T10:00:00Z",'
            '"from":"retailer-7","to":["wholesaler-2"],"performative":"PROPOSE",'
            '"conversation_id":"bmVnb3RpYXRpb24tc2t1MTIz",'
            '"content":{"item_id":"sku-1234","quantity":40,"unit_price":8.0},'
            '"x-trace":{"span":"7f3a"},"priority":2}'
        ),
    ),
    (
        "whitespace is not preserved",
        (
            '{ "protocol" : "query", "id" : "cXVlcnktMDAwMDAwMDAwMDE", "ts" : '
            '"2026-11-24T10:00:00.5Z", "from" : "leader", "to" : [ "warehouse-a" ], '
            '"performative" : "QUERY", "conversation_id" : "YWdncmVnYXRpb24tcm91bmQx", '
            '"content" : { "question" : "on_hand" } }'
        ),
    ),
    (
        "subscribe with a topic",
        (
            '{"protocol":"subscription","id":"c3Vic2NyaWJlLTAwMDAwMDE","ts":"2026-11-24T10:00:00.000Z",'
            '"from":"retailer-7","to":["supply-broker"],"performative":"SUBSCRIBE",'
            '"conversation_id":"c3Vic2NyaXB0aW9uLTAwMDE",'
            '"content":{"topic":"inventory/sku-1234","expires_in":600}}'
        ),
    ),
    (
        "any recipient",
        (
            '{"protocol":"notice","id":"bm90aWNlLTAwMDAwMDAwMDE","ts":"2024-02-29T23:59:59.999Z",'
            '"from":"bob","to":["*"],"performative":"NOT_UNDERSTOOD",'
            '"conversation_id":"bm90aWNlLWNvbnYtMDAwMDE",'
            '"content":{"code":"malformed_json","reason":"not valid UTF-8 JSON"}}'
        ),
    ),
    (
        "unicode content",
        (
            '{"protocol":"request-reply","id":"dW5pY29kZS0wMDAwMDAwMDE","ts":"2026-11-24T10:00:00.000Z",'
            '"from":"agent:eu/zurich-1","to":["agent:jp/tokyo-2"],"performative":"REQUEST",'
            '"conversation_id":"dW5pY29kZS1jb252LTAwMDE","content":{"text":"Grüße, 東京 🚄"}}'
        ),
    ),
    (
        "numbers and escapes are re-encoded, not canonicalised",
        _MINIMAL[: _MINIMAL.index('"content":')]
        + '"content":{"a":8.0,"b":1e2,"c":0.1E1,"d":-0.0,"e":100000000000000000000000,'
        '"f":12345678901234567890,"g":"\\u00e9\\/\\u2028\\n\\u0001","h":1.5e-7}}',
    ),
)
_INVALID_ENVELOPES: Final = (
    ("not JSON", "3", '{"protocol":', "malformed_json", None),
    ("not an object", "3", "[1,2,3]", "invalid_envelope", None),
    (
        "missing content",
        "3",
        _MINIMAL[: _MINIMAL.index(',"content":')] + "}",
        "missing_field",
        "content",
    ),
    (
        "missing conversation_id",
        "3",
        _MINIMAL.replace('"conversation_id":"Y29udi1ib29rLWZsaWdodA",', ""),
        "missing_field",
        "conversation_id",
    ),
    ("id too short", "3.1", _MINIMAL.replace("Qm9va0ZsaWdodC0wMDAwMQ", "abc"), "invalid_id", "id"),
    (
        "timestamp with offset",
        "1",
        _MINIMAL.replace("2026-11-24T09:30:00.000Z", "2026-11-24T09:30:00+01:00"),
        "invalid_timestamp",
        "ts",
    ),
    (
        "timestamp on 30 February",
        "1",
        _MINIMAL.replace("2026-11-24T09:30:00.000Z", "2026-02-30T09:30:00Z"),
        "invalid_timestamp",
        "ts",
    ),
    (
        "unknown performative",
        "4",
        _MINIMAL.replace('"REQUEST"', '"SHOUT"'),
        "unknown_performative",
        "performative",
    ),
    (
        "unknown protocol",
        "5",
        _MINIMAL.replace('"request-reply"', '"haggle"'),
        "unknown_protocol",
        "protocol",
    ),
    ("empty recipients", "3", _MINIMAL.replace('["airline"]', "[]"), "invalid_field", "to"),
    (
        "duplicate recipients",
        "3",
        _MINIMAL.replace('["airline"]', '["airline","airline"]'),
        "invalid_field",
        "to",
    ),
    (
        "null optional field",
        "3",
        _MINIMAL[:-1] + ',"in_reply_to":null}',
        "invalid_id",
        "in_reply_to",
    ),
    (
        "context without id",
        "6",
        _MINIMAL[:-1] + ',"context":{"type":"booking"}}',
        "missing_field",
        "context.id",
    ),
    (
        "ontology not a URN",
        "3.1",
        _MINIMAL[:-1] + ',"ontology":"travel v2.1"}',
        "invalid_field",
        "ontology",
    ),
    (
        "from is not an agent id",
        "3.1",
        _MINIMAL.replace('"traveller"', '"-traveller"'),
        "invalid_field",
        "from",
    ),
    (
        "nesting 33 deep",
        "3.2",
        _MINIMAL[: _MINIMAL.index('"content":')] + '"content":' + "[" * 32 + "1" + "]" * 32 + "}",
        "nesting_too_deep",
        "content" + "[0]" * 31,
    ),
)


def _frame_vectors() -> list[Json]:
    """Byte streams and what a receiver makes of them (spec 2.1)."""
    good = encode_frame(_MINIMAL.encode())
    streams = (
        ("two frames in one read", good + good),
        ("unknown flag byte", b"\x01" + good[1:]),
        ("length above the 1 MiB limit", b"\x00" + (1024 * 1024 + 1).to_bytes(4, "big")),
        ("stream ends inside a frame", good[:-1]),
    )
    vectors = []
    for name, stream in streams:
        decoder = FrameDecoder()
        payloads = decoder.feed(stream)
        if decoder.error is not None:
            code: str | None = str(decoder.error.code)
        elif decoder.buffered:
            code = "truncated_frame"  # what the end of the stream makes of the rest
        else:
            code = None
        vectors.append(
            {
                "name": name,
                "section": "2.1",
                "stream_hex": stream.hex(),
                "payloads": [payload.decode("utf-8") for payload in payloads],
                "code": code,
            }
        )
    return vectors


def l8_envelopes() -> Json:
    """Valid and invalid envelopes with their re-encoding, frames and error codes."""
    valid = []
    for name, text in _VALID_ENVELOPES:
        encoded = encode_envelope(decode_envelope(text.encode()))
        valid.append(
            {
                "name": name,
                "section": "3",
                "input": text,
                "encoded": encoded.decode("utf-8"),
                "frame_hex": encode_frame(encoded).hex(),
            }
        )
    invalid = []
    for name, section, text, code, field in _INVALID_ENVELOPES:
        try:
            decode_envelope(text.encode())
        except RemoteProtocolError as error:
            if (error.code, error.field) != (code, field):
                msg = f"{name}: refused with {error.code} at {error.field}, not {code} at {field}"
                raise AssertionError(msg) from None
        else:
            msg = f"{name}: the codec accepts it"
            raise AssertionError(msg)
        invalid.append(
            {"name": name, "section": section, "input": text, "code": code, "field": field}
        )
    return {
        "description": (
            "The L8 envelope codec and the session stream's frames (docs/spec.md sections 2.1 "
            "and 3). valid: input decodes; encoded is this implementation's re-encoding of it "
            "(fields in the order received, no whitespace, strings as raw UTF-8 with only the "
            "escapes JSON requires, numbers as section 3 says: not RFC 8785); frame_hex is "
            "encoded behind its 5-byte frame header. invalid: input must be refused with code "
            "(the NOT_UNDERSTOOD content code) naming field. frames: a receiver reading "
            "stream_hex gets payloads, then code (null: the stream is fine)."
        ),
        "regenerate": REGENERATE,
        "valid": valid,
        "invalid": invalid,
        "frames": _frame_vectors(),
    }
