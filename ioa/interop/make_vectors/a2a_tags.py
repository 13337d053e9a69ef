"""Vectors of the A2A extension's tags (spec 19.5): requests, an answer, a cancel, on a lock."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any, Final

from ioa.bridges.a2a_mapping import (
    answer_bound,
    cancel_bound,
    json_numbers,
    request_bound,
    tag,
)
from ioa.interop.make_vectors.fixed import REGENERATE, Json, canonical_text

INITIATOR_KEY: Final = hashlib.sha256(b"ioa a2a tags vector: the initiator's key").digest()
"""The client's MAC key of the vectors' lock (fixed; a lock's own come from spec 12.16)."""
RESPONDER_KEY: Final = hashlib.sha256(b"ioa a2a tags vector: the responder's key").digest()
"""The server's MAC key of the vectors' lock."""
CONTEXT_ID: Final = "5b0f7c3e9d2a4c1b8e6f0a7d3c9b2e14"
TASK_ID: Final = "0d6f2c1a-8b3e-4f5a-9c7d-2e1b0a9f8c6d"
_FLIGHT: Final = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


def _vector(name: str, sender: str, seq: int, bound: Mapping[str, Any]) -> Json:
    """One tag: what it covers as a receiver reads it, its RFC 8785 text, the tag."""
    key = INITIATOR_KEY if sender == "initiator" else RESPONDER_KEY
    return {
        "section": "19.5",
        "name": name,
        "key": sender,
        "seq": seq,
        "bound": dict(bound),
        "canonical": canonical_text(json_numbers(dict(bound))),
        "mac": tag(key, seq, json_numbers(dict(bound))),
    }


def a2a_tags() -> Json:
    """The tags of a client's messages, the server's answer and a cancel on one lock."""
    # Numbers travel as protobuf Struct doubles: 2.0 here is the wire's 2, which a receiver
    # reads as the integer 2 before the tag is checked (RFC 8785 writes both "2").
    first = {"task": "bookFlight", "parameters": {**_FLIGHT, "passengers": 2.0}}
    answer_result = {
        "task": "bookFlight",
        "result": {"booking_reference": "IOA7Q2", **_FLIGHT, "price_minor": 41250.0},
    }
    continued = {"parameters": {"seat": "12A", "bags": 1.0}}
    failed = [{"code": "sold_out", "reason": "no seats left"}]
    return {
        "description": (
            "Tags of the L9 extension for A2A (docs/spec.md section 19.5) on one locked "
            "context: initiator and responder are the lock's two MAC keys (fixed here, hex; "
            "a real lock derives them as section 12.16 does). Each vector: what the tag "
            "covers (bound) as a receiver reads it, request {contextId, messageId, taskId "
            '("" for a new task), data}, answer {taskId, state, result, status} or cancel '
            "{contextId, cancel}; numbers as they travel (Struct doubles: an integral one "
            "is read as an integer first); canonical, the RFC 8785 text of bound; mac, "
            "HMAC-SHA256(key, seq as 8 bytes big-endian || canonical), unpadded base64url."
        ),
        "regenerate": REGENERATE,
        "keys": {"initiator": INITIATOR_KEY.hex(), "responder": RESPONDER_KEY.hex()},
        "tags": [
            _vector(
                "a new task's request (taskId empty)",
                "initiator",
                0,
                request_bound(CONTEXT_ID, "m-0", "", [first]),
            ),
            _vector(
                "its answer: completed, with its result",
                "responder",
                0,
                answer_bound(TASK_ID, "TASK_STATE_COMPLETED", answer_result, []),
            ),
            _vector(
                "a continuation of the task",
                "initiator",
                1,
                request_bound(CONTEXT_ID, "m-1", TASK_ID, [continued]),
            ),
            _vector(
                "its answer: failed, no result",
                "responder",
                1,
                answer_bound(TASK_ID, "TASK_STATE_FAILED", None, failed),
            ),
            _vector("a CancelTask of the task", "initiator", 2, cancel_bound(CONTEXT_ID, TASK_ID)),
            _vector(
                "its answer: canceled",
                "responder",
                2,
                answer_bound(TASK_ID, "TASK_STATE_CANCELED", None, []),
            ),
        ],
    }
