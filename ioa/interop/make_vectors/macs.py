"""Vectors of the key schedule and the MACs of a locked session (spec 12.16)."""

from __future__ import annotations

import hashlib
from typing import Final

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from ioa.interop.make_vectors.fixed import REGENERATE, Json
from ioa.interop.make_vectors.handshakes import renewed_secret, resumption_secret
from l8_comm.protocols import INIT
from l9_snl.compact import CompactForm
from l9_snl.tags import MessageMac, seal_payload, session_keys

# -- MACs after the lock (spec 12.16) -------------------------------------------------------------

SAMPLE_REQUEST: Final[Json] = {
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
# RFC 7748 section 6.1: Alice's and Bob's X25519 private keys (the initiator is Alice).
_ALICE: Final = "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"
_BOB: Final = "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb"


def numbered_request(n: int) -> Json:
    """SAMPLE_REQUEST as the n-th of a run: its own id and `n` in its content."""
    return {**SAMPLE_REQUEST, "id": f"{n:022d}", "content": {**SAMPLE_REQUEST["content"], "n": n}}


def _hex(key: bytes | None) -> str:
    if key is None:
        msg = "a key the schedule should have made"
        raise AssertionError(msg)
    return key.hex()


def _sealed_message(key: bytes | None, seq: int, wire: Json, sender: str, key_name: str) -> Json:
    payload = seal_payload(MessageMac(bytes.fromhex(_hex(key))), seq, wire)
    return {
        "section": "12.16",
        "sender": sender,
        "key": key_name,
        "seq": seq,
        "payload": payload.decode("utf-8"),
    }


def _compact_message(
    key: bytes | None, seq: int, wire: Json, sender: str, form: CompactForm
) -> Json:
    """A sealed message in the compact form (spec 12.18), with the envelope it restores to."""
    payload = seal_payload(MessageMac(bytes.fromhex(_hex(key))), seq, form.compact(dict(wire)))
    return {
        "section": "12.18",
        "sender": sender,
        "key": sender,
        "seq": seq,
        "payload": payload.decode("utf-8"),
        "restored": wire,
    }


def l9_mac(transcript: str) -> Json:
    """The key schedule and MACs of a locked session, full and resumed."""
    shared = X25519PrivateKey.from_private_bytes(bytes.fromhex(_ALICE)).exchange(
        X25519PrivateKey.from_private_bytes(bytes.fromhex(_BOB)).public_key()
    )
    full = session_keys(shared, role=INIT, transcript=transcript)
    resumption = resumption_secret(shared, transcript)
    # A later resumption with that ticket (its hashes are inputs here, not a real exchange).
    hello_hash = "sha256:" + hashlib.sha256(b"resumed HELLO").hexdigest()
    resumed_transcript = "sha256:" + hashlib.sha256(b"resumed HELLO and SELECT").hexdigest()
    resumed = session_keys(
        resumption, role=INIT, transcript=resumed_transcript, first_flight_salt=hello_hash
    )
    renewed = renewed_secret(resumption, hello_hash)
    answer = {
        **SAMPLE_REQUEST,
        "id": "Zt0d5pS1bqf8nV3c2kW4yQ",
        "from": "airline",
        "to": ["traveller"],
        "performative": "INFORM",
        "in_reply_to": SAMPLE_REQUEST["id"],
        "content": {"task": "bookFlight", "result": {"booking_reference": "IOA7Q2", "x": 0.5}},
    }
    # A first flight has no side effects (spec 12.7): a QUERY, not a REQUEST.
    first_flight = {
        **SAMPLE_REQUEST,
        "protocol": "query",
        "performative": "QUERY",
        "content": {"task": "searchFlights", "parameters": SAMPLE_REQUEST["content"]["parameters"]},
    }
    ack_id = "Ak5hY2tub3dsZWRnZW1lbnQ"
    ack = {
        "protocol": "snl-ack",
        "id": ack_id,
        "ts": "2026-11-25T09:00:00.250Z",
        "from": "traveller",
        "to": ["airline"],
        "performative": "INFORM",
        "conversation_id": ack_id,
        "content": {"snl": "ACK", "received": 1, "final": True, "answer": False},
    }
    initiator_form = CompactForm(local="traveller", peer="airline")
    responder_form = CompactForm(local="airline", peer="traveller")
    return {
        "description": (
            "MACs of a locked session (docs/spec.md section 12.16). full: the X25519 keys of "
            "RFC 7748 section 6.1 and the full transcript of l9_handshake.json as inputs of the "
            "key schedule (shared secret, resumption secret, both MAC keys, hex); resumed: a "
            "resumption's keys from that secret (its hashes are inputs here, not a real "
            "exchange), the first-flight key and the renewed ticket's secret. messages are "
            'payloads as sent: the envelope\'s JSON text with ,"mac":"<tag>" before its last '
            "}, the tag HMAC-SHA256(key, seq as 8 bytes big-endian || the text without it). "
            "compact: the full session's keys with snl.compact agreed (section 12.18): each "
            "payload leaves out what the session implies, and restored is the envelope a "
            "receiver makes of it once the tag verifies."
        ),
        "regenerate": REGENERATE,
        "full": {
            "section": "12.16",
            "initiator_x25519_private": _ALICE,
            "responder_x25519_private": _BOB,
            "shared_secret": shared.hex(),
            "transcript": transcript,
            "keys": {"initiator": _hex(full.send), "responder": _hex(full.receive)},
            "resumption_secret": resumption.hex(),
            "messages": [
                _sealed_message(full.send, 0, SAMPLE_REQUEST, "initiator", "initiator"),
                _sealed_message(full.receive, 0, answer, "responder", "responder"),
                _sealed_message(full.send, 1, numbered_request(2), "initiator", "initiator"),
            ],
        },
        "resumed": {
            "section": "12.16",
            "resumption_secret": resumption.hex(),
            "hello_hash": hello_hash,
            "transcript": resumed_transcript,
            "keys": {
                "first_flight": _hex(resumed.early),
                "initiator": _hex(resumed.send),
                "responder": _hex(resumed.receive),
            },
            "renewed_secret": renewed.hex(),
            "messages": [
                _sealed_message(resumed.early, 0, first_flight, "initiator", "first_flight"),
                _sealed_message(resumed.send, 1, numbered_request(2), "initiator", "initiator"),
                _sealed_message(resumed.receive, 0, answer, "responder", "responder"),
            ],
        },
        "compact": {
            "section": "12.18",
            "initiator": "traveller",
            "responder": "airline",
            "keys": {"initiator": _hex(full.send), "responder": _hex(full.receive)},
            "messages": [
                _compact_message(full.send, 0, SAMPLE_REQUEST, "initiator", initiator_form),
                _compact_message(full.receive, 0, answer, "responder", responder_form),
                _compact_message(full.send, 1, ack, "initiator", initiator_form),
            ],
        },
    }
