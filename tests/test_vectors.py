"""The golden vectors other implementations test against: this codec must reproduce them."""

import json
from pathlib import Path

import pytest

from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import RemoteProtocolError, decode_envelope, encode_envelope

VECTORS = json.loads((Path(__file__).parent / "vectors" / "l8_envelopes.json").read_text())


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
