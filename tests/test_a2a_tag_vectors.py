"""The A2A extension's tags (spec 19.5) against the published vector `a2a_tags.json`.

The bridge's own functions make and check each tag: a client's request read from its
protobuf message (numbers as Struct doubles), a cancel, and the server's answer from
the task the bridge builds and the client reads back. Independently, each `mac` is
recomputed from the file alone (HMAC-SHA256 over the 8-byte sequence number and the
canonical text).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")

from a2a.types import Message
from google.protobuf.json_format import ParseDict

from contexts.canonical import canonical_bytes
from ioa.bridges.a2a.protobuf import json_form, message_data
from ioa.bridges.a2a.tasks import _tagged, _task
from ioa.bridges.a2a_mapping import (
    CONVERSATION_STATE_OF,
    EXTENSION,
    cancel_bound,
    data_part,
    json_numbers,
    refusal_parts,
    request_bound,
    tag,
    tag_matches,
    task_bound,
    text_part,
)
from ioa.interop.published import load_vectors

VECTORS = load_vectors("a2a_tags.json")
KEYS = {name: bytes.fromhex(key) for name, key in VECTORS["keys"].items()}
TAGS = VECTORS["tags"]


def _kind(bound: dict[str, Any]) -> str:
    return "cancel" if "cancel" in bound else "request" if "messageId" in bound else "answer"


def test_the_vector_covers_a_new_request_an_answer_a_cancel_and_integral_doubles():
    kinds = [_kind(vector["bound"]) for vector in TAGS]
    assert {"request", "answer", "cancel"} <= set(kinds)
    assert any(v["bound"].get("taskId") == "" for v in TAGS if _kind(v["bound"]) == "request")
    assert "2.0" in str(TAGS[0]["bound"])  # a double as it travels
    assert ":2}" in TAGS[0]["canonical"]  # read as the integer


@pytest.mark.parametrize("vector", TAGS, ids=[vector["name"] for vector in TAGS])
def test_each_mac_is_the_hmac_of_its_canonical_text_from_the_file_alone(vector):
    key = KEYS[vector["key"]]
    signed = vector["seq"].to_bytes(8, "big") + vector["canonical"].encode()
    digest = hmac.new(key, signed, hashlib.sha256).digest()
    assert base64.urlsafe_b64encode(digest).rstrip(b"=").decode() == vector["mac"]
    assert canonical_bytes(json_numbers(vector["bound"])).decode() == vector["canonical"]


@pytest.mark.parametrize(
    "vector",
    [v for v in TAGS if _kind(v["bound"]) == "request"],
    ids=lambda v: v["name"],
)
def test_the_bridge_reads_a_request_and_checks_its_tag_as_the_vector_says(vector):
    bound = vector["bound"]
    wire = {
        "messageId": bound["messageId"],
        "contextId": bound["contextId"],
        "taskId": bound["taskId"],
        "role": "ROLE_USER",
        "parts": [{"data": data} for data in bound["data"]],
    }
    message = ParseDict(wire, Message())  # numbers as they travel: Struct doubles
    read = request_bound(
        message.context_id, message.message_id, message.task_id, message_data(message)
    )
    key, seq = KEYS[vector["key"]], vector["seq"]
    assert canonical_bytes(read).decode() == vector["canonical"]
    assert tag(key, seq, read) == vector["mac"]
    assert tag_matches(key, seq, read, vector["mac"])
    assert not tag_matches(key, seq + 1, read, vector["mac"])
    assert not tag_matches(KEYS["responder"], seq, read, vector["mac"])
    for beyond in (2**64, 2**70):  # no tag exists past 64 bits (it raised struct.error)
        assert not tag_matches(key, beyond, read, vector["mac"])


def test_the_bridge_tags_a_cancel_as_the_vector_says():
    [vector] = [v for v in TAGS if _kind(v["bound"]) == "cancel"]
    bound = cancel_bound(vector["bound"]["contextId"], vector["bound"]["cancel"])
    assert tag(KEYS[vector["key"]], vector["seq"], bound) == vector["mac"]


@pytest.mark.parametrize(
    "vector",
    [v for v in TAGS if _kind(v["bound"]) == "answer"],
    ids=lambda v: v["name"],
)
def test_the_bridge_tags_an_answer_and_its_client_reads_it_as_the_vector_says(vector):
    bound = vector["bound"]
    state = CONVERSATION_STATE_OF[bound["state"]]
    parts = [text_part("a status")]
    for status in bound["status"]:
        parts = refusal_parts(status["code"], status["reason"])
    artifact = [data_part(bound["result"])] if bound["result"] is not None else None
    metadata: dict[str, Any] = {EXTENSION: {"step": "message", "context": "urn:x"}}
    locked = SimpleNamespace(keys=SimpleNamespace(send=KEYS[vector["key"]]))
    _tagged(
        metadata, locked, vector["seq"],  # type: ignore[arg-type]
        task_id=bound["taskId"], state=state, parts=parts, artifact=artifact,
    )  # fmt: skip
    assert metadata[EXTENSION]["mac"] == vector["mac"]
    task = _task(bound["taskId"], "ctx", state, parts, metadata, artifact=artifact)
    seen = task_bound(json_form(task))  # what the client checks
    assert canonical_bytes(seen).decode() == vector["canonical"]
    assert tag_matches(KEYS[vector["key"]], vector["seq"], seen, json_form(task)["metadata"][
        EXTENSION
    ]["mac"])  # fmt: skip


def test_a_double_at_2_53_is_tagged_as_a_double_not_refused_as_an_integer():
    """Protobuf carries every number as a double: a whole one below 2^53 becomes an int
    (RFC 8785 writes both alike), 2^53 and past stay doubles (an int there is refused)."""
    from ioa.bridges.a2a_mapping import tag  # noqa: PLC0415

    data = json_numbers({"a": float(2**53 - 1), "b": float(2**53), "c": -float(2**60)})
    assert data == {"a": 2**53 - 1, "b": float(2**53), "c": -float(2**60)}
    assert type(data["a"]) is int
    assert type(data["b"]) is float
    assert tag(b"k" * 32, 0, {"data": data})  # computed, not raised
