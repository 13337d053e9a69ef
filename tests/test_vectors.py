"""The golden vectors other implementations test against: this codec must reproduce them."""

import json

import pytest

from ioa.interop.published import load_vectors
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import RemoteProtocolError, decode_envelope, encode_envelope

VECTORS = load_vectors("l8_envelopes.json")


@pytest.mark.parametrize("vector", VECTORS["valid"], ids=lambda v: v["name"])
def test_valid_vector(vector):
    envelope = decode_envelope(vector["input"].encode())
    encoded = encode_envelope(envelope)
    assert encoded == vector["encoded"].encode()
    assert encode_frame(encoded).hex() == vector["frame_hex"]
    [payload] = FrameDecoder().feed(bytes.fromhex(vector["frame_hex"]))
    assert decode_envelope(payload) == envelope


@pytest.mark.parametrize("vector", VECTORS["invalid"], ids=lambda v: v["name"])
def test_invalid_vector(vector):
    with pytest.raises(RemoteProtocolError) as caught:
        decode_envelope(vector["input"].encode())
    assert caught.value.code == vector["code"]
    assert caught.value.field == vector["field"]


def test_vectors_cover_every_optional_field_and_an_extension():
    keys = set()
    for vector in VECTORS["valid"]:
        keys |= set(json.loads(vector["input"]))
    assert {"in_reply_to", "context", "ontology", "x-trace"} <= keys


@pytest.mark.parametrize("vector", VECTORS["frames"], ids=lambda v: v["name"])
def test_frame_vector(vector):
    decoder = FrameDecoder()
    payloads = decoder.feed(bytes.fromhex(vector["stream_hex"]))
    assert [payload.decode() for payload in payloads] == vector["payloads"]
    if decoder.error is not None:
        assert decoder.error.code == vector["code"]
    else:
        assert ("truncated_frame" if decoder.buffered else None) == vector["code"]


def test_numbers_and_escapes_are_re_encoded_as_the_spec_says():
    [vector] = [v for v in VECTORS["valid"] if v["name"].startswith("numbers and escapes")]
    content = vector["encoded"][vector["encoded"].index('"content":') :]
    # 8.0 keeps its fraction, other doubles take their shortest form; integers (64-bit) stay
    # as written; strings are raw UTF-8 (U+2028 too) with only the escapes JSON requires.
    assert content == (
        '"content":{"a":8.0,"b":100.0,"c":1.0,"d":-0.0,"e":1e+23,"f":12345678901234567890,'
        '"g":"\u00e9/\u2028\\n\\u0001","h":1.5e-7}}'
    )
