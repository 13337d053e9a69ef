"""Message authentication after the lock (spec 12.16): keys, tags, sequence, acknowledgements.

Sans-I/O: `SessionGuard` driven with the time passed in; a real handshake
pair for the key schedule; golden vectors another implementation can check
from the file alone (tests/vectors/l9_mac.json).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from pathlib import Path

import orjson
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st
from l9_helpers import NOW, pair

from l8_comm import Envelope, Performative
from l8_comm.guard import FrameGuardError
from l8_comm.protocols import INIT, RESP
from l9_snl.encoding import hkdf
from l9_snl.exceptions import SNLErrorCode
from l9_snl.handshake import snl_registry
from l9_snl.integrity import (
    ACK_PROTOCOL_NAME,
    MAC_OVERHEAD,
    MessageMac,
    SessionGuard,
    direction_key,
    seal_payload,
    session_keys,
    split_payload,
)

VECTORS = Path(__file__).parent / "vectors" / "l9_mac.json"
WIRE = {
    "protocol": "request-reply",
    "id": "mGz3k1yq9QmXo2cS2g6b0A",
    "ts": "2026-11-25T09:00:00.000Z",
    "from": "traveller",
    "to": ["airline"],
    "performative": "REQUEST",
    "conversation_id": "Qj8H0kq0tH1Yb3J5u2pZ7w",
    "ontology": "urn:contexts:travel:v2.1",
    "content": {
        "task": "bookFlight",
        "parameters": {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
    },
}


class Outbox:
    """A stand-in endpoint: records what the guard sends (its ACKs)."""

    def __init__(self) -> None:
        self.peer_id = "airline"
        self.sent: list[tuple[str, object, dict]] = []
        self.full = False

    def send(self, performative, content, **kwargs):
        if self.full:
            from l8_comm.exceptions import ErrorCode, LocalProtocolError  # noqa: PLC0415

            raise LocalProtocolError(ErrorCode.SEND_BUFFER_FULL, "full")
        self.sent.append((performative, content, kwargs))


def guards(key: bytes = b"k" * 32, **kwargs) -> tuple[SessionGuard, SessionGuard, Outbox, Outbox]:
    """A sending and a receiving guard sharing one direction's key."""
    out_a, out_b = Outbox(), Outbox()
    sender = SessionGuard(out_a, **kwargs)  # type: ignore[arg-type]
    receiver = SessionGuard(out_b, **kwargs)  # type: ignore[arg-type]
    sender.activate_send(key)
    receiver.activate_receive(key)
    return sender, receiver, out_a, out_b


def sent(guard: SessionGuard, wire: dict, now: float = 0.0) -> bytes:
    payload = guard.seal(wire, now)
    guard.sealed(wire, now)
    return payload


def message(n: int) -> dict:
    return {**WIRE, "id": f"{n:022d}", "content": {**WIRE["content"], "n": n}}


# -- keys ----------------------------------------------------------------------------------------


def handshake(p):
    hello = p.initiator.start(now=NOW)
    _, [select] = p.responder.receive(
        hello.performative, hello.content, now=NOW, sender="traveller"
    )
    _, [lock] = p.initiator.receive(select.performative, select.content, now=NOW, sender="airline")
    p.responder.receive(lock.performative, lock.content, now=NOW, sender="traveller")


def test_a_full_handshake_gives_each_direction_its_own_key_known_to_both_sides():
    p = pair()
    handshake(p)
    mine, theirs = p.initiator.keys, p.responder.keys
    assert mine.send == theirs.receive
    assert mine.receive == theirs.send
    assert mine.send != mine.receive
    assert all(len(k) == 32 for k in (mine.send, mine.receive))


def test_every_session_and_every_resumption_has_fresh_keys():
    first, second = pair(label="one"), pair(label="two")
    handshake(first)
    handshake(second)
    assert first.initiator.keys.send != second.initiator.keys.send
    secret = b"s" * 32
    resumed = [
        session_keys(secret, role=INIT, initiator_salt=f"sha256:{n}", responder_salt=f"t{n}")
        for n in range(2)
    ]
    assert resumed[0].send != resumed[1].send
    assert resumed[0].receive != resumed[1].receive


def test_the_keys_are_hkdf_with_the_direction_label():
    secret, salt = b"\x01" * 32, "sha256:" + "ab" * 32
    assert direction_key(secret, salt, INIT) == hkdf(
        secret, salt.encode(), b"ioa-snl/v1 mac initiator"
    )
    assert direction_key(secret, salt, RESP) == hkdf(
        secret, salt.encode(), b"ioa-snl/v1 mac responder"
    )


# -- tags ----------------------------------------------------------------------------------------


def test_a_sealed_payload_is_the_json_with_its_tag_last_and_opens_as_the_next_message():
    sender, receiver, *_ = guards()
    payload = sent(sender, WIRE)
    assert payload.startswith(orjson.dumps(WIRE)[:-1])
    assert len(payload) == len(orjson.dumps(WIRE)) + MAC_OVERHEAD
    assert orjson.loads(payload)["mac"] == payload[-45:-2].decode()
    receiver.open(payload, 0.0)
    assert (sender.sent, receiver.received) == (1, 1)


def test_a_mac_member_already_in_the_wire_is_replaced_not_doubled():
    sender, receiver, *_ = guards()
    payload = sent(sender, {**WIRE, "mac": "stale"})
    assert payload.count(b'"mac"') == 1
    receiver.open(payload, 0.0)


@pytest.mark.parametrize(
    ("attack", "why"),
    [
        ("rewrite", "altered, or injected"),
        ("replay", "replayed or reordered"),
        ("reorder", "dropped"),  # the later one first: to the receiver, a gap
        ("drop", "dropped"),
        ("strip", "carries no MAC"),
        ("swap_keys", "altered, or injected"),
    ],
)
def test_each_attack_on_the_stream_fails_with_integrity_failure_and_says_which(attack, why):
    sender, receiver, *_ = guards()
    first, second = sent(sender, message(1)), sent(sender, message(2))
    stream = {
        "rewrite": [first.replace(b'"JFK"', b'"LGA"')],
        "replay": [first, first],
        "reorder": [second, first],
        "drop": [second],
        "strip": [orjson.dumps(message(1))],
        "swap_keys": [seal_payload(MessageMac(b"x" * 32), 0, message(1))],
    }[attack]
    error = first_failure(receiver, stream)
    assert error is not None
    assert error.code == SNLErrorCode.INTEGRITY_FAILURE
    assert error.fatal
    assert why in error.message


def first_failure(receiver: SessionGuard, stream: list[bytes]) -> FrameGuardError | None:
    """What the receiver says of the first payload of `stream` that does not open."""
    for payload in stream:
        try:
            receiver.open(payload, 0.0)
        except FrameGuardError as error:
            return error
    return None


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_no_change_to_a_sealed_frame_is_accepted(data):
    _, receiver, *_ = guards()
    sender = SessionGuard(Outbox())  # type: ignore[arg-type]
    sender.activate_send(b"k" * 32)
    payload = sent(sender, message(7))
    mutated = bytearray(payload)
    kind = data.draw(st.sampled_from(["flip", "insert", "delete", "truncate"]))
    index = data.draw(st.integers(0, len(payload) - 1))
    if kind == "flip":
        mutated[index] ^= data.draw(st.integers(1, 255))
    elif kind == "insert":
        mutated.insert(index, data.draw(st.integers(0, 255)))
    elif kind == "delete":
        del mutated[index]
    else:
        del mutated[index:]
    with pytest.raises(FrameGuardError):
        receiver.open(bytes(mutated), 0.0)


def test_a_receiver_that_is_not_active_takes_frames_as_they_come():
    receiver = SessionGuard(Outbox())  # type: ignore[arg-type]
    receiver.open(b"{}", 0.0)
    assert receiver.received == 0
    assert receiver.seal(WIRE, 0.0) == orjson.dumps(WIRE)


def test_a_payload_that_is_never_queued_uses_no_sequence_number():
    sender, receiver, *_ = guards()
    sender.seal(message(1), 0.0)  # built, then refused (the send buffer was full, say)
    receiver.open(sent(sender, message(2)), 0.0)


def test_an_unauthenticated_refusal_is_shown_as_a_claim_never_trusted():
    _, receiver, *_ = guards()
    forged = orjson.dumps({**WIRE, "content": {"code": "forbidden", "reason": "gateway: no"}})
    with pytest.raises(FrameGuardError) as caught:
        receiver.open(forged, 0.0)
    assert "unauthenticated, it claims 'forbidden: gateway: no'" in caught.value.message


# -- acknowledgements ----------------------------------------------------------------------------


def ack(received: int) -> Envelope:
    return Envelope(
        protocol=ACK_PROTOCOL_NAME,
        id="a" * 22,
        ts="2026-11-25T09:00:00.000Z",
        sender="airline",
        to=("traveller",),
        performative=Performative.INFORM,
        conversation_id="c" * 22,
        content={"snl": "ACK", "received": received},
        registry=snl_registry(),
    )


def test_a_receiver_acknowledges_once_after_ack_delay_and_not_before():
    sender, receiver, _, outbox = guards(ack_delay=1.0, ack_timeout=10.0)
    for n in range(3):
        receiver.open(sent(sender, message(n)), 5.0 + n * 0.1)
    assert receiver.next_deadline() == 6.0
    assert receiver.handle_timer(5.9) is None
    assert outbox.sent == []
    assert receiver.handle_timer(6.0) is None
    [(performative, content, options)] = outbox.sent
    assert performative == Performative.INFORM
    assert content == {"snl": "ACK", "received": 3}
    assert options == {"protocol": ACK_PROTOCOL_NAME}
    assert receiver.next_deadline() is None


def test_a_sender_expects_an_ack_within_ack_timeout_and_fails_without_one():
    sender, _, _, _ = guards(ack_delay=1.0, ack_timeout=10.0)
    sent(sender, message(1), 100.0)
    sent(sender, message(2), 101.0)
    assert sender.next_deadline() == 110.0
    assert sender.handle_timer(109.9) is None
    error = sender.handle_timer(110.0)
    assert error is not None
    assert error.code == SNLErrorCode.ACK_TIMEOUT
    assert error.fatal
    assert "2 message(s)" in error.message


def test_an_ack_clears_what_it_covers_and_only_that():
    sender, _, _, _ = guards(ack_delay=1.0, ack_timeout=8.0)
    for n, at in enumerate((0.0, 0.5, 2.0, 4.0, 6.0)):
        sent(sender, message(n), at)
    assert sender.on_ack(ack(3)) is None
    assert sender.acknowledged == 3
    deadline = sender.next_deadline()
    assert deadline is not None
    assert 8.0 <= deadline <= 12.0  # the oldest unacknowledged (sent 4.0), within a checkpoint
    assert sender.on_ack(ack(5)) is None
    assert sender.next_deadline() is None
    assert sender.handle_timer(1000.0) is None


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ({"snl": "ACK", "received": 9}, "were sent"),
        ({"snl": "ACK", "received": "2"}, "integer"),
        ({"snl": "ACK", "received": 2, "more": 1}, "integer"),
        ({"snl": "NACK", "received": 2}, "integer"),
        ([1], "integer"),
    ],
)
def test_an_ack_that_lies_or_is_malformed_fails_the_session(content, why):
    sender, _, _, _ = guards()
    for n in range(3):
        sent(sender, message(n))
    lying = ack(0)
    lying._wire["content"] = content
    error = sender.on_ack(lying)
    assert error is not None
    assert error.code == SNLErrorCode.INTEGRITY_FAILURE
    assert why in error.message


def test_an_ack_may_not_go_backwards():
    sender, _, _, _ = guards()
    for n in range(3):
        sent(sender, message(n))
    assert sender.on_ack(ack(2)) is None
    error = sender.on_ack(ack(1))
    assert error is not None
    assert "already acknowledged" in error.message


def test_acks_are_counted_but_never_acknowledged():
    sender, receiver, _, outbox = guards(ack_delay=1.0, ack_timeout=10.0)
    ack_wire = {**WIRE, "protocol": ACK_PROTOCOL_NAME, "content": {"snl": "ACK", "received": 0}}
    receiver.open(sent(sender, ack_wire), 0.0)
    assert sender.next_deadline() is None  # an ACK expects no ACK
    assert receiver.on_ack(ack(0)) is None  # the inspector tells the guard it was an ACK
    assert receiver.next_deadline() is None
    assert receiver.handle_timer(5.0) is None
    assert outbox.sent == []


def test_an_ack_that_cannot_be_sent_now_is_tried_again():
    sender, receiver, _, outbox = guards(ack_delay=1.0, ack_timeout=10.0)
    receiver.open(sent(sender, message(1)), 0.0)
    outbox.full = True
    receiver.handle_timer(1.0)
    assert receiver.next_deadline() == 2.0
    outbox.full = False
    receiver.handle_timer(2.0)
    assert [c for _, c, _ in outbox.sent] == [{"snl": "ACK", "received": 1}]


def test_no_ack_timeout_means_gaps_are_still_found_but_silence_is_allowed():
    sender, receiver, *_ = guards(ack_delay=1.0, ack_timeout=None)
    sent(sender, message(1), 0.0)
    assert sender.next_deadline() is None
    assert sender.handle_timer(1e9) is None
    with pytest.raises(FrameGuardError):
        receiver.open(sent(sender, message(2)), 0.0)  # the first never arrived


@pytest.mark.parametrize(("delay", "timeout"), [(0, 10), (-1, 10), (2, 2), (2, 1)])
def test_nonsensical_timers_are_refused(delay, timeout):
    with pytest.raises(ValueError, match="ack_delay"):
        SessionGuard(Outbox(), ack_delay=delay, ack_timeout=timeout)  # type: ignore[arg-type]


def test_split_payload_finds_the_tag_only_in_the_exact_shape():
    sender, *_ = guards()
    payload = sent(sender, WIRE)
    body, tag = split_payload(payload) or (b"", b"")
    assert body == orjson.dumps(WIRE)
    assert len(tag) == 43
    for broken in (payload[:-1], payload + b" ", payload.replace(b'"mac"', b'"max"'), b"{}"):
        assert split_payload(broken) is None


# -- golden vectors ------------------------------------------------------------------------------


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def vectors() -> dict:
    """The vectors in tests/vectors/l9_mac.json (regenerate: see its `_comment`)."""
    # RFC 7748 section 6.1: Alice's and Bob's X25519 keys and their shared secret.
    alice = X25519PrivateKey.from_private_bytes(
        bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
    )
    bob = bytes.fromhex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
    shared = alice.exchange(X25519PrivateKey.from_private_bytes(bob).public_key())
    golden = json.loads((Path(__file__).parent / "vectors" / "l9_handshake.json").read_text())
    transcript, hello_hash = golden["transcript"], golden["hello_hash"]
    full = session_keys(shared, role=INIT, initiator_salt=transcript, responder_salt=transcript)
    resumption = bytes(range(32))
    resumed = session_keys(
        resumption, role=INIT, initiator_salt=hello_hash, responder_salt=transcript
    )
    answer = {
        **WIRE,
        "id": "Zt0d5pS1bqf8nV3c2kW4yQ",
        "from": "airline",
        "to": ["traveller"],
        "performative": "INFORM",
        "in_reply_to": WIRE["id"],
        "content": {"task": "bookFlight", "result": {"booking_reference": "IOA7Q2", "x": 0.5}},
    }

    def sealed(key: bytes, seq: int, wire: dict, sender: str) -> dict:
        payload = seal_payload(MessageMac(key), seq, wire)
        return {"sender": sender, "seq": seq, "payload": payload.decode()}

    assert full.send is not None
    assert full.receive is not None
    assert resumed.send is not None
    assert resumed.receive is not None
    return {
        "_comment": "MACs of a locked session (spec 12.16). Regenerate: cd tests && python -c "
        "'import test_integrity as t, json; print(json.dumps(t.vectors(), indent=2))' "
        "> vectors/l9_mac.json",
        "full": {
            "shared_secret": shared.hex(),
            "transcript": transcript,
            "keys": {"initiator": full.send.hex(), "responder": full.receive.hex()},
            "messages": [
                sealed(full.send, 0, WIRE, "initiator"),
                sealed(full.receive, 0, answer, "responder"),
                sealed(full.send, 1, message(2), "initiator"),
            ],
        },
        "resumed": {
            "resumption_secret": resumption.hex(),
            "hello_hash": hello_hash,
            "transcript": transcript,
            "keys": {"initiator": resumed.send.hex(), "responder": resumed.receive.hex()},
            "messages": [
                sealed(resumed.send, 0, WIRE, "initiator"),
                sealed(resumed.receive, 0, answer, "responder"),
            ],
        },
    }


def test_the_golden_mac_vectors_are_reproduced():
    assert json.loads(json.dumps(vectors())) == json.loads(VECTORS.read_text())


def _independent_tag(key: bytes, seq: int, body: bytes) -> str:
    """HMAC-SHA256 with the standard library alone, as a second implementation would."""
    return _b64(hmac.new(key, seq.to_bytes(8, "big") + body, hashlib.sha256).digest())


def _independent_key(secret: bytes, salt: str, label: bytes) -> bytes:
    """RFC 5869 HKDF-SHA256, 32 bytes, written out."""
    prk = hmac.new(salt.encode(), secret, hashlib.sha256).digest()
    return hmac.new(prk, label + b"\x01", hashlib.sha256).digest()


@pytest.mark.parametrize("kind", ["full", "resumed"])
def test_the_golden_mac_vectors_verify_from_the_file_alone(kind):
    vector = json.loads(VECTORS.read_text())[kind]
    if kind == "full":
        secret = bytes.fromhex(vector["shared_secret"])
        salts = {"initiator": vector["transcript"], "responder": vector["transcript"]}
    else:
        secret = bytes.fromhex(vector["resumption_secret"])
        salts = {"initiator": vector["hello_hash"], "responder": vector["transcript"]}
    for side in ("initiator", "responder"):
        key = _independent_key(secret, salts[side], f"ioa-snl/v1 mac {side}".encode())
        assert key.hex() == vector["keys"][side]
    for entry in vector["messages"]:
        payload = entry["payload"].encode()
        suffix = b',"mac":"' + payload[-45:-2] + b'"}'
        assert payload.endswith(suffix)
        body = payload[: -len(suffix)] + b"}"
        key = bytes.fromhex(vector["keys"][entry["sender"]])
        assert _independent_tag(key, entry["seq"], body) == payload[-45:-2].decode()
        assert _independent_tag(key, entry["seq"] + 1, body) != payload[-45:-2].decode()
