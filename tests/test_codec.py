import dataclasses
import math

import orjson
import pytest
from conftest import T0, fresh_id, wire
from hypothesis import given, settings
from hypothesis import strategies as st

from l8_comm import (
    DEFAULT_REGISTRY,
    Category,
    Envelope,
    EnvelopeError,
    ErrorCode,
    LimitExceededError,
    Limits,
    LocalProtocolError,
    Performative,
    RemoteProtocolError,
    SubContextRef,
    decode_envelope,
    encode_envelope,
    format_timestamp,
    validation,
)
from l8_comm.config import DEFAULT_LIMITS


def decode(obj) -> Envelope:
    return decode_envelope(obj if isinstance(obj, bytes) else orjson.dumps(obj))


def code_of(obj, limits: Limits | None = None) -> ErrorCode:
    data = obj if isinstance(obj, bytes) else orjson.dumps(obj)
    with pytest.raises(RemoteProtocolError) as caught:
        decode_envelope(data, limits or Limits())
    return caught.value.code


def test_round_trip_is_byte_exact_for_compact_input():
    data = orjson.dumps(wire(in_reply_to=fresh_id(), ontology="urn:contexts:travel:v2.1"))
    envelope = decode_envelope(data)
    assert encode_envelope(envelope) == data


def test_fields_are_exposed_with_python_names():
    w = wire(to=["bob", "carol"], context={"id": fresh_id(), "type": "negotiation"})
    envelope = decode(w)
    assert envelope.sender == "alice"
    assert envelope.to == ("bob", "carol")
    assert envelope.performative == "REQUEST"
    assert envelope.protocol == "request-reply"
    assert envelope.context is not None
    assert envelope.context.type == "negotiation"
    assert envelope.context_id == w["context"]["id"]
    assert envelope.in_reply_to is None
    assert envelope.ontology is None


def test_unknown_fields_are_preserved_on_a_round_trip():
    context_id = fresh_id()
    w = wire(
        trace={"span": "abc", "hops": [1, 2]},
        x_priority=3,
        context={"id": context_id, "future_field": True},
    )
    envelope = decode(w)
    assert dict(envelope.extensions) == {"trace": {"span": "abc", "hops": [1, 2]}, "x_priority": 3}
    assert envelope.context is not None
    assert envelope.context.extensions == {"future_field": True}
    again = orjson.loads(encode_envelope(envelope))
    assert again["trace"] == w["trace"]
    assert again["x_priority"] == 3
    assert again["context"]["future_field"] is True


def test_envelope_is_immutable_and_replace_revalidates():
    envelope = decode(wire())
    with pytest.raises(AttributeError):
        envelope.performative = "AGREE"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        envelope._wire = {}  # type: ignore[misc]
    changed = envelope.replace(ontology="urn:contexts:travel:v2.1")
    assert changed.ontology == "urn:contexts:travel:v2.1"
    assert envelope.ontology is None
    with pytest.raises(LocalProtocolError) as caught:
        envelope.replace(ts="yesterday")
    assert caught.value.code is ErrorCode.INVALID_TIMESTAMP
    with pytest.raises(TypeError, match="no fields"):
        envelope.replace(colour="red")


def test_equal_envelopes_compare_and_hash_equal():
    w = wire()
    a, b = decode(dict(w)), decode(dict(w))
    assert a == b
    assert hash(a) == hash(b)
    assert a != decode(wire())
    assert a != "not an envelope"


INVALID = [
    ("not json", b"{nope", ErrorCode.MALFORMED_JSON),
    ("invalid utf-8", b'{"a":"\xff"}', ErrorCode.MALFORMED_JSON),
    ("array", [], ErrorCode.INVALID_ENVELOPE),
    ("string", "envelope", ErrorCode.INVALID_ENVELOPE),
    ("no protocol", wire(protocol=None), ErrorCode.MISSING_FIELD),
    ("protocol not string", wire(protocol=5), ErrorCode.INVALID_FIELD),
    ("unknown protocol", wire(protocol="haggle"), ErrorCode.UNKNOWN_PROTOCOL),
    ("no id", wire(id=None), ErrorCode.MISSING_FIELD),
    ("short id", wire(id="abc"), ErrorCode.INVALID_ID),
    ("id with space", wire(id="a" * 21 + " "), ErrorCode.INVALID_ID),
    ("id not string", wire(id=123), ErrorCode.INVALID_ID),
    ("no conversation", wire(conversation_id=None), ErrorCode.MISSING_FIELD),
    ("bad conversation", wire(conversation_id="x"), ErrorCode.INVALID_ID),
    ("no ts", wire(ts=None), ErrorCode.MISSING_FIELD),
    ("ts offset", wire(ts="2026-11-22T09:30:00+01:00"), ErrorCode.INVALID_TIMESTAMP),
    ("ts date only", wire(ts="2026-11-22"), ErrorCode.INVALID_TIMESTAMP),
    ("ts feb 30", wire(ts="2026-02-30T00:00:00Z"), ErrorCode.INVALID_TIMESTAMP),
    ("ts feb 29 no leap", wire(ts="2025-02-29T00:00:00Z"), ErrorCode.INVALID_TIMESTAMP),
    ("ts hour 24", wire(ts="2026-11-22T24:00:00Z"), ErrorCode.INVALID_TIMESTAMP),
    ("ts number", wire(ts=1795000000), ErrorCode.INVALID_TIMESTAMP),
    ("no from", wire(sender=None), ErrorCode.MISSING_FIELD),
    ("bad from", wire(sender="-alice"), ErrorCode.INVALID_FIELD),
    ("from star", wire(sender="*"), ErrorCode.INVALID_FIELD),
    ("no to", wire(to=None), ErrorCode.MISSING_FIELD),
    ("to string", wire(to="bob"), ErrorCode.INVALID_FIELD),
    ("to empty", wire(to=[]), ErrorCode.INVALID_FIELD),
    ("to bad id", wire(to=["bob", "b o b"]), ErrorCode.INVALID_FIELD),
    ("to duplicate", wire(to=["bob", "bob"]), ErrorCode.INVALID_FIELD),
    ("to star mixed", wire(to=["*", "bob"]), ErrorCode.INVALID_FIELD),
    ("to too many", wire(to=[f"agent-{i}" for i in range(65)]), ErrorCode.TOO_MANY_RECIPIENTS),
    ("no performative", wire(performative=None), ErrorCode.MISSING_FIELD),
    ("unknown performative", wire(performative="SHOUT"), ErrorCode.UNKNOWN_PERFORMATIVE),
    ("lowercase performative", wire(performative="request"), ErrorCode.UNKNOWN_PERFORMATIVE),
    ("in_reply_to null", wire(in_reply_to=None) | {"in_reply_to": None}, ErrorCode.INVALID_ID),
    ("in_reply_to bad", wire(in_reply_to="1"), ErrorCode.INVALID_ID),
    ("context string", wire(context="main"), ErrorCode.INVALID_FIELD),
    ("context no id", wire(context={"type": "x"}), ErrorCode.MISSING_FIELD),
    ("context bad id", wire(context={"id": "guessable"}), ErrorCode.INVALID_ID),
    (
        "context bad type",
        wire(context={"id": fresh_id(), "type": "no spaces"}),
        ErrorCode.INVALID_FIELD,
    ),
    ("context null type", wire(context={"id": fresh_id(), "type": None}), ErrorCode.INVALID_FIELD),
    ("context bad parent", wire(context={"id": fresh_id(), "parent": 7}), ErrorCode.INVALID_ID),
    (
        "context metadata list",
        wire(context={"id": fresh_id(), "metadata": []}),
        ErrorCode.INVALID_FIELD,
    ),
    ("ontology not urn", wire(ontology="travel v2"), ErrorCode.INVALID_FIELD),
    ("no content", wire(content=None), ErrorCode.MISSING_FIELD),
    ("string too long", wire(content={"text": "x" * 70_000}), ErrorCode.STRING_TOO_LONG),
    ("key too long", wire(content={"k" * 70_000: 1}), ErrorCode.STRING_TOO_LONG),
    (
        "nesting too deep",
        wire(content=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]),
        ErrorCode.NESTING_TOO_DEEP,
    ),
]


@pytest.mark.parametrize(("name", "data", "expected"), INVALID, ids=[c[0] for c in INVALID])
def test_each_rule_has_its_own_code(name, data, expected):
    assert code_of(data) is expected, name


def test_null_for_an_optional_field_is_refused_with_advice():
    w = wire(ontology=None) | {"ontology": None}
    with pytest.raises(EnvelopeError) as caught:
        decode(w)
    assert caught.value.field == "ontology"


def test_frame_size_limit_applies_to_the_encoded_envelope():
    w = wire(content={"text": "x" * 2000})
    assert code_of(w, Limits(max_frame_size=1000)) is ErrorCode.FRAME_TOO_LARGE


def test_string_limit_counts_characters_not_bytes():
    limits = Limits(max_string_length=30)
    # Thirty two-byte characters are within a thirty-character limit; the
    # frame is larger than the limit, so the walk (not the shortcut) decides.
    assert decode_envelope(orjson.dumps(wire(content="é" * 30)), limits)
    assert code_of(wire(content="é" * 31), limits) is ErrorCode.STRING_TOO_LONG


def test_depth_shortcut_never_hides_a_deep_envelope():
    # Depth 33 in a tiny frame: the bracket count exceeds the limit, so the
    # walk runs and finds the depth.
    nested: object = 1
    for _ in range(32):
        nested = [nested]
    assert code_of(wire(content=nested)) is ErrorCode.NESTING_TOO_DEEP
    # Exactly at the limit (the envelope object, then 31 arrays) is fine.
    shallower: object = 1
    for _ in range(31):
        shallower = [shallower]
    assert decode(wire(content=shallower))


def test_brackets_inside_strings_do_not_cause_false_refusals():
    assert decode(wire(content={"text": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{"}))


def test_error_names_the_offending_message_when_readable():
    w = wire(performative="SHOUT")
    with pytest.raises(EnvelopeError) as caught:
        decode(w)
    error = caught.value
    assert error.message_id == w["id"]
    assert error.conversation_id == w["conversation_id"]
    assert error.sender == "alice"
    assert error.protocol == "request-reply"
    assert error.field == "performative"
    assert "SHOUT" in str(error)


def test_error_messages_never_echo_a_huge_value():
    huge = "P" * 100_000
    with pytest.raises(EnvelopeError) as caught:
        decode(wire(performative=huge))
    assert len(caught.value.message) < 200


def test_limit_errors_are_limit_class():
    with pytest.raises(LimitExceededError):
        decode(wire(to=[f"agent-{i}" for i in range(65)]))


def test_large_valid_envelope_takes_the_slow_path_and_passes():
    content = {"items": [{"sku": f"sku-{i}", "qty": i, "tags": ["a", "b"]} for i in range(500)]}
    envelope = decode(wire(content=content, to=[f"agent-{i}" for i in range(64)]))
    assert len(envelope.content["items"]) == 500  # type: ignore[index, arg-type]


def local(**overrides):
    fields = {
        "protocol": "request-reply",
        "id": fresh_id(),
        "ts": format_timestamp(T0),
        "sender": "alice",
        "to": ["bob"],
        "performative": "REQUEST",
        "conversation_id": fresh_id(),
        "content": {"task": "x"},
    }
    fields.update(overrides)
    return Envelope(**fields)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (math.nan, "float"),
        (math.inf, "float"),
        ({1: "int key"}, "not a string"),
        ({"s": {1, 2}}, "set"),
        (b"bytes", "bytes"),
        (2**70, "int"),
        (object(), "object"),
    ],
)
def test_local_construction_refuses_values_json_cannot_carry(content, fragment):
    with pytest.raises(LocalProtocolError) as caught:
        local(content=content)
    assert fragment in caught.value.message


def test_local_construction_accepts_tuples_and_enum_performatives():
    envelope = local(performative=Performative.REQUEST, content={"pair": (1, 2)})
    assert envelope.performative == "REQUEST"
    assert orjson.loads(encode_envelope(envelope))["content"] == {"pair": [1, 2]}


def test_extensions_may_not_shadow_envelope_fields():
    with pytest.raises(ValueError, match="redefine"):
        local(extensions={"performative": "AGREE"})


def test_sub_context_ref_round_trip():
    ref = SubContextRef(id=fresh_id(), type="group", parent=fresh_id(), metadata={"seq": 3})
    envelope = local(context=ref)
    assert envelope.context == SubContextRef.from_wire(ref.to_wire())
    assert envelope.context is not None
    assert envelope.context.metadata == {"seq": 3}


def test_encode_refuses_an_envelope_above_the_frame_limit():
    envelope = local(content={"text": "x" * 5000})
    with pytest.raises(LocalProtocolError) as caught:
        encode_envelope(envelope, Limits(max_frame_size=1000))
    assert caught.value.code is ErrorCode.FRAME_TOO_LARGE


def test_registry_decides_what_is_known():
    registry = DEFAULT_REGISTRY.copy()
    registry.register_performative("CFP", Category.NEGOTIATION, "call for proposals")
    data = orjson.dumps(wire(performative="CFP"))
    with pytest.raises(EnvelopeError):
        decode_envelope(data)
    assert decode_envelope(data, registry=registry).performative == "CFP"


@pytest.mark.parametrize(
    ("field", "value"),
    [("context", None), ("in_reply_to", None), ("ontology", None)],
)
def test_null_optional_fields_are_refused_on_the_fast_path_too(field, value):
    # A small envelope takes the fast path; null must not slip through it.
    data = orjson.dumps(wire() | {field: value})
    with pytest.raises(RemoteProtocolError) as caught:
        decode_envelope(data)
    assert caught.value.field == field


@pytest.mark.parametrize(
    "field", ["protocol", "id", "ts", "from", "to", "performative", "conversation_id"]
)
def test_null_required_field_is_missing(field):
    assert code_of(wire() | {field: None}) is ErrorCode.MISSING_FIELD


def test_fields_are_checked_in_the_order_of_the_spec_table():
    # Both ts and conversation_id are bad: ts comes first in the table.
    assert code_of(wire(ts="bad", conversation_id="x")) is ErrorCode.INVALID_TIMESTAMP
    assert code_of(wire(performative="SHOUT", conversation_id="x")) is (
        ErrorCode.UNKNOWN_PERFORMATIVE
    )


@pytest.mark.parametrize(
    "ts",
    ["٢٠٢٦-11-24T09:30:00Z", "2026-11-24T09:30:0\u0660Z", "2026-11-2\u0664T09:30:00Z"],
)
def test_timestamps_must_use_ascii_digits(ts):
    # Warm the minute cache with a valid timestamp of the same minute first.
    decode(wire(ts="2026-11-24T09:30:00Z"))
    assert code_of(wire(ts=ts)) is ErrorCode.INVALID_TIMESTAMP


def test_fault_path_is_named_and_bounded():
    key = "k" * 60_000
    content = {key: {key: ["ok", "x" * 70_000]}}
    with pytest.raises(LimitExceededError) as caught:
        decode(wire(content=content))
    field = caught.value.field
    assert field is not None
    assert len(field) <= 256
    assert field.endswith("[1]")
    assert field.startswith("content.")


HOSTILE_KEYS = [
    "\n2099-01-01 00:00:00,000 WARNING ioa.agent: forged",
    "a\rb",
    "\x1b[1A\x1b[2Kerased",
    "line\u2028sep",
    "next\x85line",
    "bidi\u202e\u2066txt\u2069",
    "zero\u200bwidth",
    "nul\x00",
    "dot.ted",
    "quo'te\"",
    "[0]",
    "\n" * 60,
]


def _faults_at(key: str) -> list[object]:
    """Envelopes whose fault lies under `key`: at the top, in content, deeper; each limit."""
    long = "x" * (DEFAULT_LIMITS.max_string_length + 1)
    deep: object = 1
    for _ in range(DEFAULT_LIMITS.max_depth + 1):
        deep = [deep]
    return [
        wire() | {key: long},
        wire(content={key: long}),
        wire(content={"a": {key: {"b": [long]}}}),
        wire(content={key: deep}),
        wire(content={key: {long: 1}}),
    ]


@pytest.mark.parametrize("key", HOSTILE_KEYS, ids=range(len(HOSTILE_KEYS)))
def test_a_fault_path_quotes_the_peers_keys(key):
    # The path joined raw keys: a peer with no identity wrote whole log lines through
    # `first frame refused: ... (field content.<key>)`, logged at INFO.
    for envelope in _faults_at(key):
        with pytest.raises(RemoteProtocolError) as caught:
            decode(envelope)
        said, field = str(caught.value), caught.value.field
        assert field is not None
        assert said.isprintable(), said  # no line break, escape or bidi control of the key's
        assert len(field) <= 256


@given(st.text(min_size=1, max_size=80))
@settings(max_examples=200, deadline=None)
def test_any_key_in_a_fault_path_is_printable(key):
    with pytest.raises(RemoteProtocolError) as caught:
        decode(wire(content={"a": {key: "x" * (DEFAULT_LIMITS.max_string_length + 1)}}))
    assert caught.value.field is not None
    assert caught.value.field.isprintable()
    assert str(caught.value).isprintable()


def test_plain_keys_stay_a_dotted_path():
    with pytest.raises(RemoteProtocolError) as caught:
        decode(wire(content={"trip": {"legs": [{"to": "x" * 70_000}]}}))
    assert caught.value.field == "content.trip.legs[0].to"
    with pytest.raises(RemoteProtocolError) as caught:
        decode(wire(content={"a b": {"c": "x" * 70_000}}))
    assert caught.value.field == "content['a b'].c"


def test_limits_are_capped():
    with pytest.raises(ValueError, match="max_depth"):
        Limits(max_depth=513)
    with pytest.raises(ValueError, match="max_frame_size: 4294967296 is not a whole number"):
        Limits(max_frame_size=2**32)  # past what the frame header's 32-bit length says


def test_local_construction_guards():
    with pytest.raises(TypeError, match="list of agent ids"):
        local(to="carl")
    with pytest.raises(ValueError, match="redefine context fields"):
        SubContextRef(id=fresh_id(), extensions={"parent": fresh_id()})


def test_to_wire_is_a_copy():
    envelope = decode(wire(context={"id": fresh_id(), "type": "plan"}))
    copy = envelope.to_wire()
    copy["context"]["id"] = "bad id!"
    copy["to"].append("mallory")
    assert envelope.context_id != "bad id!"
    assert envelope.to == ("bob",)
    assert decode_envelope(envelope.raw) == envelope


_ANY_VALUE = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from([b"bytes", 1j, object]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.tuples(children, children)
        | st.dictionaries(st.one_of(st.text(max_size=6), st.integers()), children, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=500, deadline=None)
@given(_ANY_VALUE, st.integers(min_value=1, max_value=4), st.integers(min_value=1, max_value=8))
def test_the_fast_value_walk_accepts_exactly_what_the_explaining_walk_accepts(
    value, max_depth, max_len
):
    limits = dataclasses.replace(DEFAULT_LIMITS, max_depth=max_depth, max_string_length=max_len)
    wire = {"content": value}
    try:
        validation._check_values(wire, limits, json_typed=False)
        accepted = True
    except RemoteProtocolError:
        accepted = False
    assert validation._values_plainly_valid(wire, 1, max_depth, max_len) == accepted
