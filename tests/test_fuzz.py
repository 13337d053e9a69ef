"""Garbage and mutated frames: the only acceptable failure is the remote-error class."""

from __future__ import annotations

import orjson
from conftest import T0, counter_rng, frame, wire
from hypothesis import given
from hypothesis import strategies as st

from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import (
    ConversationAborted,
    Endpoint,
    EndpointConfig,
    Envelope,
    Limits,
    MessageReceived,
    ProtocolViolation,
    RemoteProtocolError,
    SessionTerminated,
    decode_envelope,
    encode_envelope,
)
from l8_comm.registry import DEFAULT_REGISTRY
from l8_comm.validation import KNOWN_FIELDS, _check_fields, _check_values, plainly_valid

VALID = [
    orjson.dumps(wire()),
    orjson.dumps(wire(performative="SUBSCRIBE", protocol="subscription", content={"topic": "t"})),
    orjson.dumps(
        wire(
            context={"id": "c" * 22, "type": "plan", "metadata": {"seq": 1}},
            in_reply_to="r" * 22,
            ontology="urn:contexts:travel:v2.1",
            extra={"nested": [1, 2.5, None, True, "x"]},
        )
    ),
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**63)
    | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)


def decode_or_remote_error(data: bytes, limits: Limits | None = None) -> Envelope | None:
    try:
        envelope = decode_envelope(data, limits or Limits())
    except RemoteProtocolError:
        return None
    # Whatever decodes re-encodes, and decodes again to the same envelope.
    assert decode_envelope(encode_envelope(envelope)) == envelope
    return envelope


@given(st.binary(max_size=600))
def test_random_bytes(data):
    decode_or_remote_error(data)


@given(st.sampled_from(VALID), st.data())
def test_mutated_bytes_of_valid_envelopes(valid, data):
    mutated = bytearray(valid)
    for _ in range(data.draw(st.integers(1, 6))):
        action = data.draw(st.sampled_from(["flip", "delete", "insert", "truncate"]))
        position = data.draw(st.integers(0, max(0, len(mutated) - 1)))
        if action == "flip" and mutated:
            mutated[position] ^= data.draw(st.integers(1, 255))
        elif action == "delete" and mutated:
            del mutated[position]
        elif action == "insert":
            mutated.insert(position, data.draw(st.integers(0, 255)))
        else:
            del mutated[position:]
    decode_or_remote_error(bytes(mutated))


@given(
    st.sampled_from(VALID),
    st.sampled_from(KNOWN_FIELDS),
    json_values,
)
def test_any_field_replaced_by_any_json(valid, field, value):
    obj = orjson.loads(valid)
    obj[field] = value
    decode_or_remote_error(orjson.dumps(obj))


@given(json_values)
def test_any_json_document(value):
    decode_or_remote_error(orjson.dumps(value))


@given(st.integers(1, 40), st.booleans())
def test_deep_and_wide_content_against_small_limits(depth, wide):
    content: object = "leaf" * (50 if wide else 1)
    for _ in range(depth):
        content = {"k": content} if depth % 2 else [content]
    limits = Limits(max_depth=16, max_string_length=100)
    envelope = decode_or_remote_error(orjson.dumps(wire(content=content)), limits)
    assert (envelope is not None) == (depth + 1 <= 16 and not wide)


@given(st.lists(st.binary(max_size=80), max_size=12), st.data())
def test_endpoint_survives_any_stream_and_any_chunking(chunks, data):
    endpoint = Endpoint(
        "bob", peer_id="alice", rng=counter_rng(), now=T0, config=EndpointConfig(error_budget=1000)
    )
    stream = b"".join(frame(c) if data.draw(st.booleans()) else c for c in chunks) + frame(wire())
    cut = data.draw(st.integers(0, len(stream)))
    events = endpoint.receive_data(stream[:cut]) + endpoint.receive_data(stream[cut:])
    for event in events:
        assert isinstance(event, MessageReceived | ProtocolViolation | SessionTerminated) or (
            type(event).__name__ in {"ConversationAborted", "SubContextEnded", "SubContextOpened"}
        )
    # Every answer the endpoint queued is itself a valid frame stream.
    decoder = FrameDecoder()
    for payload in decoder.feed(endpoint.data_to_send()):
        decode_envelope(payload)
    assert decoder.error is None


@given(st.data())
def test_chunking_does_not_change_what_is_received(data):
    frames = [encode_frame(v) for v in VALID[:2]] + [frame(wire())]
    stream = b"".join(frames)
    whole = Endpoint("bob", peer_id="alice", rng=counter_rng(), now=T0)
    expected = [type(e).__name__ for e in whole.receive_data(stream)]
    pieces = Endpoint("bob", peer_id="alice", rng=counter_rng(), now=T0)
    got = []
    position = 0
    while position < len(stream):
        step = data.draw(st.integers(1, 64))
        got.extend(
            type(e).__name__ for e in pieces.receive_data(stream[position : position + step])
        )
        position += step
    assert got == expected


# ------------------------------------------------ the fast path never accepts more


def slow_path_accepts(obj: dict) -> bool:
    try:
        _check_fields(obj, Limits(), DEFAULT_REGISTRY)
        _check_values(obj, Limits(), json_typed=True)
    except RemoteProtocolError:
        return False
    return True


field_values = st.one_of(
    json_values,
    st.sampled_from(["", "*", "x" * 22, "2026-02-30T00:00:00Z", "urn:x:y", "٢٠٢٦"]),
)


@given(
    st.sampled_from(VALID),
    st.lists(
        st.tuples(
            st.sampled_from(
                [*KNOWN_FIELDS, "context.id", "context.type", "context.parent", "context.metadata"]
            ),
            st.one_of(st.none(), field_values),
            st.booleans(),
        ),
        max_size=3,
    ),
)
def test_fast_path_accepts_only_what_the_slow_path_accepts(valid, edits):
    obj = orjson.loads(valid)
    for field, value, delete in edits:
        target, key = obj, field
        if field.startswith("context."):
            if not isinstance(obj.get("context"), dict):
                obj["context"] = {"id": "c" * 22}
            target, key = obj["context"], field.split(".", 1)[1]
        if delete:
            target.pop(key, None)
        else:
            target[key] = value
    raw = orjson.dumps(obj)
    if plainly_valid(orjson.loads(raw), Limits(), DEFAULT_REGISTRY, raw):
        assert slow_path_accepts(orjson.loads(raw)), obj


# ------------------------------------ structurally valid traffic through an endpoint

POOL_CONVERSATIONS = ["a" * 22, "b" * 22, "c" * 22]
POOL_CONTEXTS = [
    None,
    {"id": "p" * 22, "type": "plan"},
    {"id": "q" * 22, "parent": "p" * 22},
    {"id": "r" * 22, "parent": "q" * 22, "type": "step"},
    {"id": "q" * 22, "parent": "r" * 22},
]

pooled_envelopes = st.builds(
    lambda protocol, performative, conversation, context, sender, to, content, n: (
        wire(
            protocol=protocol,
            performative=performative,
            conversation_id=conversation,
            sender=sender,
            to=to,
            content=content,
            id=f"{n:022d}",
        )
        | ({"context": context} if context else {})
    ),
    st.sampled_from(sorted(DEFAULT_REGISTRY.protocol_names)),
    st.sampled_from(sorted(DEFAULT_REGISTRY.performative_names)),
    st.sampled_from(POOL_CONVERSATIONS),
    st.sampled_from(POOL_CONTEXTS),
    st.sampled_from(["alice", "alice", "alice", "mallory"]),
    st.sampled_from([["bob"], ["bob"], ["*"], ["carol"]]),
    st.sampled_from([{"topic": "t"}, {"code": "x"}, {}, {"topic": "t", "expires_in": 5}]),
    st.integers(0, 30),
)


def snapshot(endpoint: Endpoint) -> tuple:
    return (
        {c.id: (c.state, c.rounds) for c in endpoint.open_conversations()},
        {ref.id for ref in endpoint.contexts},
        endpoint.peer_id,
        dict(endpoint.conversations._ended),
    )


@given(st.lists(pooled_envelopes, max_size=25), st.booleans())
def test_refused_messages_change_no_state(envelopes, known_peer):
    endpoint = Endpoint(
        "bob",
        peer_id="alice" if known_peer else None,
        rng=counter_rng(),
        now=T0,
        config=EndpointConfig(error_budget=10_000, max_context_depth=2),
    )
    for envelope in envelopes:
        before = snapshot(endpoint)
        events = endpoint.receive_data(frame(envelope))
        kinds = {type(e).__name__ for e in events}
        assert kinds <= {
            "MessageReceived",
            "ConversationCompleted",
            "ProtocolViolation",
            "SubContextOpened",
            "ConversationAborted",
        }, kinds
        if "ProtocolViolation" not in kinds:
            continue
        assert "MessageReceived" not in kinds
        after = snapshot(endpoint)
        aborted = {e.conversation_id for e in events if isinstance(e, ConversationAborted)}
        # Only the refused message's own conversation may have ended; nothing else moved.
        assert after[1:3] == before[1:3]
        assert {k: v for k, v in before[0].items() if k not in aborted} == after[0]
        assert aborted <= {envelope["conversation_id"]}
    decoder = FrameDecoder()
    for payload in decoder.feed(endpoint.data_to_send()):
        decode_envelope(payload)
    assert decoder.error is None
