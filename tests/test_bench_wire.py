"""bench/wire.py: a new session's frames, read back from what crossed a relay.

Sizes are not checked (a field's length may change); what is: every byte that
crossed is accounted for by a frame, the session is the resumed one with its
request and answer, the resumed SELECT carries only what spec 12.7 lists, the
ticket is a stored one's handle, every sealed message is compact (spec 12.18), and
the session ends with one quiet final ACK, unanswered (spec 12.16).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from wire import new_session_frames

pytest.importorskip("a2a", reason="bench/peers.py, which wire.py reads, needs the a2a extra")


async def test_a_new_session_is_these_frames_and_nothing_else():
    frames, totals = await new_session_frames()
    for direction in ("up", "down"):
        assert sum(f.size for f in frames if f.direction == direction) == totals[direction]
    messages = [(f.direction, f.label, f.content) for f in frames if f.content is not None]
    assert [(d, label) for d, label, _ in messages] == [
        ("up", "PROPOSE snl-handshake"),
        ("up", "REQUEST request-reply (compact)"),
        ("up", "INFORM snl-ack (compact)"),
        ("down", "ACCEPT snl-handshake"),
        ("down", "INFORM request-reply (compact)"),
    ]
    envelopes = {label: content for _, label, content in messages}
    assert "resume" in envelopes["PROPOSE snl-handshake"]["content"]
    assert set(envelopes["ACCEPT snl-handshake"]["content"]) == {"snl", "nonce", "ticket", "mac"}
    assert len(envelopes["PROPOSE snl-handshake"]["content"]["resume"]["ticket"]) == 22
    assert len(envelopes["ACCEPT snl-handshake"]["content"]["ticket"]["ticket"]) == 22
    for label in ("REQUEST request-reply (compact)", "INFORM request-reply (compact)"):
        assert not {"from", "to"} & set(envelopes[label])
        assert type(envelopes[label]["ts"]) is int
        assert envelopes[label]["ontology"] == "urn:contexts:travel:v2.1"
    ack = envelopes["INFORM snl-ack (compact)"]
    assert not {"from", "to", "performative", "conversation_id"} & set(ack)
    assert ack["content"] == {
        "snl": "ACK",
        "received": 1,
        "final": True,
        "answer": False,
    }
    assert [f.label for f in frames if f.label == "END_STREAM (empty DATA)"] == [
        "END_STREAM (empty DATA)"
    ] * 2
