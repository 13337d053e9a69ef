"""Message authentication after the lock (spec 12.16): keys, tags, sequence, acknowledgements.

Sans-I/O: `SessionGuard` driven with the time passed in; a real handshake
pair for the key schedule; golden vectors another implementation can check
from the file alone (ioa/interop/vectors/l9_mac.json).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time

import orjson
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st
from l9_helpers import NOW, pair

from ioa.interop.make_vectors import SAMPLE_REQUEST, numbered_request
from ioa.interop.published import load_vectors
from l8_comm import Envelope, Performative
from l8_comm.exceptions import LocalProtocolError
from l8_comm.guard import FrameGuardError
from l8_comm.protocols import INIT, RESP
from l9_snl.compact import CompactForm
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

VECTORS = load_vectors("l9_mac.json")
WIRE = SAMPLE_REQUEST


class Outbox:
    """A stand-in endpoint: records what the guard sends (its ACKs)."""

    def __init__(self) -> None:
        self.peer_id = "airline"
        self.sent: list[tuple[str, object, dict]] = []
        self.full = False
        self.conversations: tuple[object, ...] = ()  # open ones (a quiet close needs none)

    def open_conversations(self) -> tuple[object, ...]:
        return self.conversations

    def new_id(self) -> str:
        return f"{len(self.sent):022d}"

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
    """Seal, queue and hand over one message (what the endpoint and its driver do)."""
    payload = guard.seal(wire, now)
    guard.sealed(wire, now)
    guard.handed_over(now)
    return payload


message = numbered_request


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
        session_keys(secret, role=INIT, transcript=f"sha256:t{n}", first_flight_salt=f"sha256:{n}")
        for n in range(2)
    ]
    assert resumed[0].send != resumed[1].send
    assert resumed[0].receive != resumed[1].receive
    assert resumed[0].early != resumed[1].early
    keys = resumed[0]
    assert len({keys.send, keys.receive, keys.early}) == 3


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
        ("rewrite", "altered, injected"),
        ("replay", "replayed or reordered"),
        ("reorder", "dropped"),  # the later one first: to the receiver, a gap
        ("drop", "dropped"),
        ("strip", "carries no MAC"),
        ("swap_keys", "altered, injected"),
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
    # In a conversation of its own, named by the ACK's id (spec 12.18 leaves one out).
    assert options == {
        "protocol": ACK_PROTOCOL_NAME,
        "conversation_id": options["message_id"],
        "message_id": options["message_id"],
    }
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


def _independent_tag(key: bytes, seq: int, body: bytes) -> str:
    """HMAC-SHA256 with the standard library alone, as a second implementation would."""
    return _b64(hmac.new(key, seq.to_bytes(8, "big") + body, hashlib.sha256).digest())


def _independent_key(secret: bytes, salt: str, label: bytes) -> bytes:
    """RFC 5869 HKDF-SHA256, 32 bytes, written out."""
    prk = hmac.new(salt.encode(), secret, hashlib.sha256).digest()
    return hmac.new(prk, label + b"\x01", hashlib.sha256).digest()


@pytest.mark.parametrize("kind", ["full", "resumed"])
def test_the_golden_mac_vectors_verify_from_the_file_alone(kind):
    vector = VECTORS[kind]
    if kind == "full":
        private = X25519PrivateKey.from_private_bytes(
            bytes.fromhex(vector["initiator_x25519_private"])
        )
        peer = X25519PrivateKey.from_private_bytes(
            bytes.fromhex(vector["responder_x25519_private"])
        )
        secret = private.exchange(peer.public_key())
        assert secret.hex() == vector["shared_secret"]
        assert secret.hex().startswith("4a5d9d5ba4ce2de1728e3bf480350f25")  # RFC 7748 6.1
        resumption = _independent_key(secret, vector["transcript"], b"ioa-snl/v1 resumption").hex()
        assert resumption == vector["resumption_secret"]
        salts = {"initiator": vector["transcript"], "responder": vector["transcript"]}
    else:
        secret = bytes.fromhex(vector["resumption_secret"])
        salts = {
            "first_flight": vector["hello_hash"],
            "initiator": vector["transcript"],
            "responder": vector["transcript"],
        }
        renewed = _independent_key(secret, vector["hello_hash"], b"ioa-snl/v1 resumption next")
        assert renewed.hex() == vector["renewed_secret"]
    labels = {
        "first_flight": b"ioa-snl/v1 mac initiator",
        "initiator": b"ioa-snl/v1 mac initiator",
        "responder": b"ioa-snl/v1 mac responder",
    }
    for name, salt in salts.items():
        assert _independent_key(secret, salt, labels[name]).hex() == vector["keys"][name]
    for entry in vector["messages"]:
        payload = entry["payload"].encode()
        suffix = b',"mac":"' + payload[-45:-2] + b'"}'
        assert payload.endswith(suffix)
        body = payload[: -len(suffix)] + b"}"
        key = bytes.fromhex(vector["keys"][entry["key"]])
        assert _independent_tag(key, entry["seq"], body) == payload[-45:-2].decode()
        assert _independent_tag(key, entry["seq"] + 1, body) != payload[-45:-2].decode()


def _restored_independently(body: dict, sender: str, recipient: str) -> dict:
    """Spec 12.18's restoration, written out from the text (not l9_snl.compact)."""
    if "from" in body:
        return body
    out = {**body, "from": sender}
    out.setdefault("to", [recipient])
    if isinstance(out["ts"], int):
        seconds, millis = divmod(out["ts"], 1000)
        out["ts"] = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds)) + f".{millis:03d}Z"
    if out["protocol"] == "snl-ack":
        out.setdefault("performative", "INFORM")
        out.setdefault("conversation_id", out["id"])
    return out


def test_the_compact_vectors_verify_and_restore_from_the_file_alone():
    vector = VECTORS["compact"]
    assert vector["keys"] == VECTORS["full"]["keys"]
    agents = {"initiator": vector["initiator"], "responder": vector["responder"]}
    for entry in vector["messages"]:
        payload = entry["payload"].encode()
        body = payload[:-53] + b"}"
        assert payload[-53:-45] == b',"mac":"'
        key = bytes.fromhex(vector["keys"][entry["key"]])
        assert _independent_tag(key, entry["seq"], body) == payload[-45:-2].decode()
        sent = orjson.loads(body)
        assert "from" not in sent
        assert isinstance(sent["ts"], int)
        other = "responder" if entry["sender"] == "initiator" else "initiator"
        restored = _restored_independently(sent, agents[entry["sender"]], agents[other])
        assert restored == entry["restored"]
        # The implementation's restoration agrees, and so does the guard that opens it.
        sender, receiver, _, _ = guards(key)
        for _ in range(entry["seq"]):
            receiver.open(sender.seal(dict(WIRE), now=NOW), now=NOW)
            sender.sealed(WIRE, now=NOW)
        receiver.compact = CompactForm(local=agents[other], peer=agents[entry["sender"]])
        restore = receiver.open(payload, now=NOW)
        assert restore is not None
        mine = orjson.loads(body)
        restore(mine)
        assert mine == entry["restored"]


# -- closing, the first-flight key, time that does not count -------------------------------------


def final_ack(received: int) -> Envelope:
    envelope = ack(received)
    envelope._wire["content"] = {"snl": "ACK", "received": received, "final": True}
    return envelope


def test_a_final_ack_that_misses_messages_says_they_were_not_delivered():
    sender, _, _, _ = guards()
    for n in range(3):
        sent(sender, message(n))
    error = sender.on_ack(final_ack(2))
    assert error is not None
    assert error.code == SNLErrorCode.UNDELIVERED
    assert "from number 2 on were not delivered" in error.message


def test_a_final_ack_of_everything_closes_and_nothing_may_follow_it():
    sender, receiver, *_ = guards()
    stream = [sent(sender, message(n)) for n in range(2)]
    ack_wire = {**WIRE, "protocol": ACK_PROTOCOL_NAME, "content": {"snl": "ACK", "received": 0}}
    stream.append(sent(sender, ack_wire))  # a trailing ACK of ours need not have arrived
    # What a relay (or a buggy peer) might put after the close: a message under the
    # right key and the next number, which the sender itself would refuse to seal now.
    late = seal_payload(MessageMac(b"k" * 32), len(stream), message(4))
    assert sender.on_ack(final_ack(2)) is None
    for payload in stream:
        receiver.open(payload, 0.0)
    assert receiver.on_ack(final_ack(0)) is None  # the peer of `receiver` closes
    assert receiver.at_eof() is None  # ...and its stream may now end
    with pytest.raises(FrameGuardError, match="follows the peer's close"):
        receiver.open(late, 0.0)


def test_nothing_but_acknowledgements_is_sealed_once_the_peer_has_closed():
    sender, _, _, _ = guards()
    sent(sender, message(0))
    assert sender.on_ack(final_ack(1)) is None  # the peer closed, having read everything
    with pytest.raises(LocalProtocolError, match="closed the session"):
        sender.seal(message(1), 0.0)  # nobody would read it: refused, not lost
    ack_wire = {**WIRE, "protocol": ACK_PROTOCOL_NAME, "content": {"snl": "ACK", "received": 0}}
    assert sender.seal(ack_wire, 0.0)  # this side's own final ACK still goes out


def test_an_end_of_stream_without_a_final_ack_is_a_cut():
    _, receiver, *_ = guards()
    error = receiver.at_eof()
    assert error is not None
    assert error.code == SNLErrorCode.TRUNCATED
    receiver._peer_closed = True
    assert receiver.at_eof() is None
    idle = SessionGuard(Outbox())  # type: ignore[arg-type]
    assert idle.at_eof() is None  # nothing authenticated yet: an ordinary end


def test_goodbye_sends_one_final_ack():
    sender, _, outbox, _ = guards()
    sender.activate_receive(b"r" * 32)
    sent(sender, message(0))  # not acknowledged: the peer's answer is wanted
    sender.received = 4
    sender.goodbye(0.0)
    sender.goodbye(1.0)
    assert [c for _, c, _ in outbox.sent] == [{"snl": "ACK", "received": 4, "final": True}]
    assert sender.at_eof() is not None  # so the end of the peer's stream alone is a cut


@pytest.mark.parametrize("protocol", [ACK_PROTOCOL_NAME, "snl-handshake", "group"])
def test_nothing_at_all_is_sealed_after_this_sides_final_ack(protocol):
    # The peer takes any frame after this side's final ACK for a forgery (spec 12.16):
    # L9's own messages too (an ACK, a TICKET) are refused here, not sent to fail there.
    sender, _, outbox, _ = guards()
    sender.activate_receive(b"r" * 32)
    sender.goodbye(0.0)
    assert len(outbox.sent) == 1
    with pytest.raises(LocalProtocolError, match="nothing may follow it"):
        sender.seal({**WIRE, "protocol": protocol}, 0.0)


def test_no_ack_is_due_after_this_sides_final_ack():
    # What came before the close, and what comes while this side hears the peer out,
    # is acknowledged by the final ACK's count, never by a later ACK a timer would send.
    peer, me, _, outbox = guards(ack_delay=1.0, ack_timeout=10.0)
    me.activate_send(b"s" * 32)
    me.open(sent(peer, message(0)), 5.0)  # an ACK owed, due at 6.0
    assert me.next_deadline() == 6.0
    me.goodbye(5.5)
    me.open(sent(peer, message(1)), 5.6)  # the peer's last message, before its answer
    assert me.next_deadline() is None
    assert me.handle_timer(7.0) is None
    assert [c for _, c, _ in outbox.sent] == [{"snl": "ACK", "received": 1, "final": True}]


def reply_to(wire: dict) -> Envelope:
    """An authenticated message of the peer answering `wire`."""
    envelope = ack(0)
    envelope._wire.update(
        protocol="request-reply", performative="INFORM", in_reply_to=wire["id"], content={}
    )
    return envelope


@pytest.mark.parametrize("how", ["nothing sent", "acknowledged", "answered"])
def test_a_side_whose_messages_all_arrived_closes_quietly(how):
    sender, _, outbox, _ = guards()
    sender.activate_receive(b"r" * 32)
    sender.quiet_close = True  # the session agreed snl.quiet-close
    if how != "nothing sent":
        sent(sender, message(0))
        last = message(1)
        sent(sender, last)
        if how == "acknowledged":
            assert sender.on_ack(ack(2)) is None
        else:
            sender.replied(reply_to(last))
    assert sender.settled
    sender.goodbye(0.0)
    assert [c for _, c, _ in outbox.sent] == [
        {"snl": "ACK", "received": 0, "final": True, "answer": False}
    ]
    assert sender.at_eof() is None  # the peer ends its stream without a final ACK of its own
    assert sender.next_deadline() is None  # nothing is waited for


@pytest.mark.parametrize("how", ["an earlier message", "a message sent since", "nobody's"])
def test_only_an_answer_to_the_last_message_settles(how):
    sender, _, outbox, _ = guards()
    sender.quiet_close = True
    first, last = message(0), message(1)
    sent(sender, first)
    if how != "a message sent since":
        sent(sender, last)
    answer = {"an earlier message": first, "a message sent since": first, "nobody's": {"id": "x"}}
    sender.replied(reply_to(answer[how]))
    if how == "a message sent since":
        sent(sender, last)  # the answer came before it: it has not arrived yet
    assert not sender.settled
    sender.goodbye(0.0)
    assert outbox.sent[0][1] == {"snl": "ACK", "received": 0, "final": True}


@pytest.mark.parametrize("why", ["not agreed", "a conversation is open", "the peer closed"])
def test_no_quiet_close_unless_agreed_and_nothing_is_left_open(why):
    sender, _, outbox, _ = guards()
    sender.activate_receive(b"r" * 32)
    sender.quiet_close = why != "not agreed"
    if why == "a conversation is open":  # a subscription, say: the peer may still send
        outbox.conversations = (object(),)
    if why == "the peer closed":  # answering the peer's close is never quiet
        assert sender.on_ack(final_ack(0)) is None
    assert sender.settled
    sender.goodbye(0.0)
    assert [c for _, c, _ in outbox.sent] == [{"snl": "ACK", "received": 0, "final": True}]


def test_a_quiet_final_ack_is_not_answered():
    sender, receiver, outbox, _ = guards()
    receiver.activate_send(b"r" * 32)
    quiet = final_ack(0)
    quiet._wire["content"]["answer"] = False
    assert receiver.on_ack(quiet) is None
    receiver.goodbye(0.0)  # what the driver does on the peer's close, and at its end of stream
    assert receiver.at_eof() is None  # the peer's close was authenticated: a clean end
    assert [c for _, c, _ in receiver.endpoint.sent] == []  # no final ACK back
    assert outbox.sent == []


@pytest.mark.parametrize(
    "content",
    [
        {"snl": "ACK", "received": 0, "answer": False},  # not final
        {"snl": "ACK", "received": 0, "final": True, "answer": True},
        {"snl": "ACK", "received": 0, "final": True, "answer": None},
        {"snl": "ACK", "received": 0, "final": True, "answer": 0},
    ],
)
def test_answer_is_only_false_and_only_in_a_final_ack(content):
    sender, _, _, _ = guards()
    envelope = ack(0)
    envelope._wire["content"] = content
    error = sender.on_ack(envelope)
    assert error is not None
    assert error.code == SNLErrorCode.INTEGRITY_FAILURE


def test_the_first_flight_key_is_taken_until_the_session_key_speaks():
    early, session = b"e" * 32, b"s" * 32
    initiator = SessionGuard(Outbox())  # type: ignore[arg-type]
    responder = SessionGuard(Outbox())  # type: ignore[arg-type]
    initiator.activate_send(early)
    responder.activate_receive(session, early=early)
    responder.open(sent(initiator, message(0)), 0.0)  # the first flight
    initiator.switch_send(session)
    responder.open(sent(initiator, message(1)), 0.0)  # numbers run on, the session key
    initiator.switch_send(early)
    with pytest.raises(FrameGuardError):  # the first-flight key is done once the other spoke
        responder.open(sent(initiator, message(2)), 0.0)


def test_time_behind_a_full_send_buffer_or_a_paused_reader_does_not_count():
    sender, _, _, _ = guards(ack_delay=1.0, ack_timeout=10.0)
    payload_wire = message(1)
    sender.seal(payload_wire, 0.0)
    sender.sealed(payload_wire, 0.0)  # queued at 0 s...
    assert sender.next_deadline() is None
    sender.handed_over(50.0)  # ...left for the transport at 50 s
    assert sender.next_deadline() == 60.0
    sender.reading_paused(True, 55.0)  # our reader stops: the peer's ACK waits unread
    assert sender.next_deadline() is None
    assert sender.handle_timer(100.0) is None
    sender.reading_paused(False, 100.0)  # 45 s paused: they do not count
    assert sender.next_deadline() == 105.0
    assert sender.handle_timer(104.0) is None
    error = sender.handle_timer(105.0)
    assert error is not None
    assert error.code == SNLErrorCode.ACK_TIMEOUT


def test_a_huge_failed_frame_is_not_explained():
    sender, receiver, *_ = guards()
    big = {**WIRE, "content": {**WIRE["content"], "blob": "x" * 100_000}}
    sent(sender, message(1))
    with pytest.raises(FrameGuardError) as caught:
        receiver.open(sent(sender, big), 0.0)  # a gap, but too big to diagnose
    assert "does not verify as message 0" in caught.value.message


def test_nested_pauses_count_from_the_first_to_the_last_and_new_messages_from_the_resume():
    sender, _, _, _ = guards(ack_delay=1.0, ack_timeout=10.0)
    sent(sender, message(0), 0.0)  # due at 10
    sender.reading_paused(True, 5.0)  # the reader waits on a full queue...
    sender.reading_paused(True, 6.0)  # ...and the timer task too
    sender.reading_paused(False, 8.0)  # one resumes: still paused
    assert sender.next_deadline() is None
    sent(sender, message(1), 9.0)  # handed over while paused: it waited from the resume on
    sender.reading_paused(False, 20.0)  # 15 s paused in all
    assert sender.next_deadline() == 25.0  # message 0: 10 + 15
    assert sender.handle_timer(24.9) is None
    assert sender.on_ack(ack(1)) is None
    assert sender.next_deadline() == 30.0  # message 1: from 20, not from 9 + 15
    sender.reading_paused(False, 21.0)  # an unmatched resume changes nothing
    assert sender.next_deadline() == 30.0


def test_a_message_of_l9_s_own_wants_no_acknowledgement():
    # The responder's TICKET: a peer that closes before reading it lost nothing it asked for.
    sender, _, _, _ = guards(own_protocols=frozenset({"snl-handshake"}))
    sent(sender, message(0))
    sent(sender, {**message(1), "protocol": "snl-handshake"})
    assert sender.on_ack(final_ack(1)) is None  # the TICKET unread: not `undelivered`
    other, _, _, _ = guards()
    sent(other, message(0))
    sent(other, message(1))
    error = other.on_ack(final_ack(1))
    assert error is not None
    assert error.code == SNLErrorCode.UNDELIVERED


# -- the sequence limit: 2^64 messages a direction (seq is 8 bytes) ------------------------------

LAST = 2**64 - 1
"""The last message number a direction has."""


def near_the_limit(sender: SessionGuard, receiver: SessionGuard, left: int) -> None:
    """Both ends of one direction as if all but `left` of its numbers had gone by."""
    sender.sent = sender.acknowledged = receiver.received = LAST + 1 - left


def test_the_last_message_number_is_sent_then_nothing_more_is_sealed():
    sender, receiver, *_ = guards()
    near_the_limit(sender, receiver, left=1)
    receiver.open(sent(sender, message(1)), 0.0)  # number 2^64 - 1: the last
    assert receiver.received == 2**64
    with pytest.raises(LocalProtocolError) as caught:  # not struct.error
        sender.seal(message(2), 0.0)
    assert caught.value.code == SNLErrorCode.SEQUENCE_EXHAUSTED
    assert "2^64" in caught.value.message
    assert sender.sent == 2**64  # nothing was counted


def test_a_frame_after_the_peers_last_message_number_ends_the_session():
    sender, receiver, *_ = guards()
    near_the_limit(sender, receiver, left=0)
    other, _, _, _ = guards()
    with pytest.raises(FrameGuardError) as caught:  # not struct.error
        receiver.open(sent(other, message(1)), 0.0)  # well formed, but no number is left
    assert caught.value.code == SNLErrorCode.SEQUENCE_EXHAUSTED
    assert caught.value.fatal
    assert receiver.received == 2**64


def test_a_failed_tag_near_the_limit_is_explained_with_the_numbers_there_are():
    sender, receiver, *_ = guards()
    near_the_limit(sender, receiver, left=3)
    payload = sent(sender, message(1))
    error = first_failure(receiver, [payload.replace(b'"JFK"', b'"LGA"')])
    assert error is not None  # the diagnosis tries the numbers after it: only those there are
    assert error.code == SNLErrorCode.INTEGRITY_FAILURE
    assert "altered" in error.message
    sender, receiver, *_ = guards()
    near_the_limit(sender, receiver, left=2)
    sent(sender, message(1))
    error = first_failure(receiver, [sent(sender, message(2))])
    assert error is not None
    assert "dropped" in error.message
