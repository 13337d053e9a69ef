"""What a frame that failed authentication says, for people (spec 12.16).

The session fails either way (`l9_snl.integrity.SessionGuard.open`); these
read the frame to explain why: a gap or a replay found by trying nearby
sequence numbers, a sealed compact envelope read before the lock, an
unauthenticated refusal's claim (a gateway's, say): quoted, never acted on.
"""

from __future__ import annotations

import hmac
from typing import Final

import orjson

from l9_snl.tags import SEQUENCE_LIMIT, MessageMac, split_payload

DIAGNOSIS_WINDOW: Final = 16
"""How many sequence numbers on each side are tried to explain a failed tag."""

DIAGNOSED_BYTES: Final = 16 * 1024
"""Failed frames longer than this are not explained (see `diagnosis`)."""

_equal: Final = hmac.compare_digest


def diagnosis(mac: MessageMac, body: bytes, tag: bytes, seq: int) -> str:
    """Why a tag failed, for people (the session fails either way): nearby numbers tried.

    Only for frames of up to `DIAGNOSED_BYTES`: a peer must not make a failure cost
    dozens of MACs over a megabyte.
    """
    if len(body) <= DIAGNOSED_BYTES:
        for gap in range(1, min(DIAGNOSIS_WINDOW, SEQUENCE_LIMIT - 1 - seq) + 1):
            if _equal(mac.tag(seq + gap, body), tag):
                return f"message {seq} and {gap - 1} after it never arrived (dropped)"
        for back in range(1, min(seq, DIAGNOSIS_WINDOW) + 1):
            if _equal(mac.tag(seq - back, body), tag):
                return f"it is message {seq - back} again, expected {seq} (replayed or reordered)"
    return f"its MAC does not verify as message {seq} (altered, injected, or out of order)"


def compact_and_sealed(payload: bytes) -> dict[str, str] | None:
    """What a refusal names of a sealed compact envelope read before authentication starts.

    None for any other payload (the envelope checks and the handshake take it).
    """
    if split_payload(payload) is None:  # no MAC: not sealed
        return None
    try:
        wire = orjson.loads(payload)
    except orjson.JSONDecodeError:
        return None
    if type(wire) is not dict or "from" in wire:
        return None
    named = {
        "message_id": wire.get("id"),
        "conversation_id": wire.get("conversation_id"),
        "protocol": wire.get("protocol"),
        "performative": wire.get("performative"),
    }
    return {key: value for key, value in named.items() if type(value) is str}


def claimed_refusal(payload: bytes) -> str | None:
    """What an unauthenticated refusal says (a gateway's, say): shown, never trusted."""
    try:
        wire = orjson.loads(payload)
    except orjson.JSONDecodeError:
        return None
    content = wire.get("content") if isinstance(wire, dict) else None
    if not isinstance(content, dict) or not isinstance(content.get("code"), str):
        return None
    reason = content.get("reason")
    text = f"{content['code']}: {reason}" if isinstance(reason, str) else content["code"]
    return repr(text[:200])
