"""Mutation fuzzing of the decoders a peer or a relay can reach, from L7 frames to L9 parsers.

`tests/test_fuzz.py` and `tests/test_context_fuzz.py` throw garbage and small
edits at hand-made envelopes and context documents. These fuzzers start from
*valid* messages captured from real sans-I/O exchanges (a full handshake, a
resumed one, a locked session whose frames carry a MAC, real clarification
answers, a real agent card, real sealed capabilities, a real ticket) and
mutate them: at the JSON level (members deleted, added, duplicated, renamed,
retyped; integers from 2**53 to 2**64 and beyond, NaN-like strings and
literals, very long strings, deep nesting, escaped lone surrogates, NUL, bidi
marks, confusables) and at the byte level for framed input (bit flips,
truncation, duplicated and spliced frames, corrupt length prefixes and flag
bytes, random chunking of the stream).

The oracle is each layer's remote-error class and nothing else:
`RemoteProtocolError` from `decode_envelope`; events from `Endpoint` and
`SemanticSession.receive_data`; events and REFUSE/FAILURE from the handshake
cores (which never raise); `RemoteSemanticError` (or `ContextError` where
documented) from the L9 parsers; `FrameGuardError` from `SessionGuard.open`.
Any other exception fails the test with its traceback. Where it is cheap the
fuzzers also check that nothing altered is ever authenticated (a mutated
SELECT, LOCK, TICKET, resumed HELLO or SELECT, card, sealed payload, ticket or
MAC'd frame), that a failed handshake stays failed, that a session either
ends or still takes a valid next message, and that no decoder buffers more
than its limit.

Budget: a few hundred examples per test in `make test`, all from `fuzz_settings`.
A long campaign (the last section): `IOA_FUZZ_EXAMPLES=1000000 .venv/bin/pytest
tests/adversarial/test_fuzz_parsers.py`.

The bugs they found have tests of their own below (refusal reasons that
quoted a peer's string whole, an unguarded clarification answer, a second
resumed HELLO after a refused one, a non-ASCII binder), each fixed.
"""

from __future__ import annotations

import contextlib
import copy
import itertools
import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import orjson
import pytest
from conftest import counter_rng
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from l9_helpers import MOOD, NOW, TRAVEL_20, TRAVEL_21, Pair, pair, run, support

from contexts.builtin import builtin
from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from l7_transport.exceptions import FramingError
from l7_transport.framing import (
    DEFAULT_MAX_FRAME_SIZE,
    FRAME_HEADER_SIZE,
    FrameDecoder,
    FrameScanner,
    encode_frame,
)
from l8_comm import Endpoint, Envelope, Limits, decode_envelope, encode_envelope
from l8_comm.events import Event, MessageReceived, ProtocolViolation, SessionTerminated
from l8_comm.exceptions import RemoteProtocolError
from l8_comm.guard import FrameGuardError
from l8_comm.identifiers import format_timestamp
from l9_snl.binding import BindingKind, bind, checked_content
from l9_snl.clarification import (
    DefinitionCache,
    accept_definition,
    answer_query,
    definition_query,
    validate_clarification,
)
from l9_snl.encoding import b64url, from_b64url
from l9_snl.events import MessageAccepted
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    PERFORMATIVE_OF,
    PROTOCOL_NAME,
    ContextLocked,
    EarlyMessage,
    HandshakeEvent,
    HandshakeFailed,
    HandshakeInitiator,
    HandshakeResponder,
    Kind,
    Outgoing,
    ResumptionRefused,
    TicketReceived,
    snl_registry,
)
from l9_snl.identity import SEAL_HYBRID, SEAL_X25519, AgentCard, AgentIdentity
from l9_snl.integrity import SessionGuard, split_payload
from l9_snl.sealing import SEAL_SUITES, open_sealed, seal
from l9_snl.selection import (
    Preferences,
    minimums_json,
    offers_json,
    parse_authorities,
    parse_minimums,
    parse_offers,
    parse_revoked,
    revoked_json,
    select,
)
from l9_snl.session import SemanticConfig, SemanticSession
from l9_snl.tickets import TicketCache, TicketIssuer
from l9_snl.trust import CardCertifier, PeerTrust


def fuzz_settings(examples: int) -> settings:
    """The settings of every fuzzer here: `examples` each, or `IOA_FUZZ_EXAMPLES` when set.

    A campaign (the variable set) is not derandomized, so each run explores
    new inputs; `make test` runs the same examples every time (conftest).
    """
    campaign = os.environ.get("IOA_FUZZ_EXAMPLES")
    extra: dict[str, Any] = {"derandomize": False} if campaign else {}
    return settings(
        max_examples=int(campaign) if campaign else examples,
        deadline=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.filter_too_much,
            HealthCheck.large_base_example,
        ],
        **extra,
    )


REGISTRY = snl_registry()
TRAVEL = builtin(TRAVEL_21)
SMALL_LIMITS = Limits(max_frame_size=4096, max_string_length=256, max_depth=8, max_recipients=2)

# -- JSON trees that can say what a parser would never write ------------------------------------


class Members(list):  # type: ignore[type-arg]
    """A JSON object as its (name, value) members in order: duplicate names can be written."""


@dataclass(frozen=True)
class Nested:
    """`depth` arrays around `leaf`, written out flat (no recursion, however deep)."""

    depth: int
    leaf: object


@dataclass(frozen=True)
class Raw:
    """JSON text written as is (`NaN`, `1e400`, `"\\ud800"`...), valid or not."""

    text: str


UNREACHABLE = object()
"""What `parsed` gives for bytes the L8 decoder refuses: nothing above L8 ever sees them."""


def tree(value: object) -> object:
    """A parsed JSON value as a mutable tree (objects as `Members`)."""
    if isinstance(value, dict):
        return Members((key, tree(child)) for key, child in value.items())
    if isinstance(value, list | tuple):
        return [tree(child) for child in value]
    return value


def encode(node: object, *, ascii_only: bool = True, spaced: bool = False) -> bytes:
    """The JSON text of a tree; lone surrogates escaped (ascii_only) or as raw bytes (not UTF-8)."""
    parts: list[str] = []
    _write(node, parts, ascii_only=ascii_only, separators=(", ", ": ") if spaced else (",", ":"))
    return "".join(parts).encode("utf-8", "surrogatepass")


def _write(
    node: object, parts: list[str], *, ascii_only: bool, separators: tuple[str, str]
) -> None:
    if isinstance(node, Members):
        parts.append("{")
        for index, (key, value) in enumerate(node):
            parts.extend((separators[0] if index else "", json.dumps(key, ensure_ascii=ascii_only)))
            parts.append(separators[1])
            _write(value, parts, ascii_only=ascii_only, separators=separators)
        parts.append("}")
    elif isinstance(node, list):
        parts.append("[")
        for index, value in enumerate(node):
            parts.append(separators[0] if index else "")
            _write(value, parts, ascii_only=ascii_only, separators=separators)
        parts.append("]")
    elif isinstance(node, Nested):
        parts.append("[" * node.depth)
        _write(node.leaf, parts, ascii_only=ascii_only, separators=separators)
        parts.append("]" * node.depth)
    elif isinstance(node, Raw):
        parts.append(node.text)
    else:
        parts.append(json.dumps(node, ensure_ascii=ascii_only))


def outcome(
    call: Callable[[], Any], errors: type[Exception] | tuple[type[Exception], ...]
) -> tuple[Any, Any]:
    """`(call(), None)`, or `(None, error)` when `call` raises one of `errors`; others escape."""
    try:
        return call(), None
    except errors as error:
        return None, error


def parsed(node: object) -> object:
    """The value a tree reaches the upper layers as (orjson, like L8), or UNREACHABLE."""
    try:
        return orjson.loads(encode(node))
    except orjson.JSONDecodeError:
        return UNREACHABLE


def canonical_or_none(value: object) -> bytes | None:
    """RFC 8785 bytes, or None for a value that has none (nobody can have signed it)."""
    try:
        return canonical_bytes(value)
    except ContextError:
        return None


def paths(node: object, here: tuple[int, ...] = ()) -> Iterator[tuple[int, ...]]:
    """Every path into a tree (indices into members and elements), the root first."""
    yield here
    if isinstance(node, Members):
        for index, (_, child) in enumerate(node):
            yield from paths(child, (*here, index))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from paths(child, (*here, index))


def at(root: object, path: tuple[int, ...]) -> Any:
    node: Any = root
    for step in path:
        node = node[step][1] if isinstance(node, Members) else node[step]
    return node


def replace(root: object, path: tuple[int, ...], value: object) -> object:
    if not path:
        return value
    parent = at(root, path[:-1])
    if isinstance(parent, Members):
        parent[path[-1]] = (parent[path[-1]][0], value)
    else:
        parent[path[-1]] = value
    return root


# -- what mutations put in ----------------------------------------------------------------------

FIELD_NAMES = (
    *("protocol", "id", "ts", "from", "to", "performative", "conversation_id", "in_reply_to"),
    *("context", "ontology", "content", "mac", "type", "parent", "metadata"),
    *("snl", "version", "initiator", "responder", "nonce", "offers", "minimums", "authorities"),
    *("revoked", "embedding_models", "embedding_model", "kx", "card", "sealed", "resume"),
    *("early", "binder", "selected", "supported", "hello_hash", "signature", "transcript"),
    *("ticket", "lifetime", "resumed", "urn", "digest", "authority", "location", "offer"),
    *("concept", "task", "parameter", "parameters", "value", "options", "label", "name"),
    *("definition", "description", "schema", "$defs", "$ref", "properties", "required"),
    *("additionalProperties", "pattern", "alg", "ct", "keys", "sign", "seal", "public"),
    *("endpoints", "contexts", "issued_at", "expires_at", "certifications", "key", "x-ext"),
    *("code", "reason", "field", "received", "topic", "__proto__", ""),
)
CONFUSABLES = str.maketrans(
    "aeopcxyAEOPCXBHKMT",
    "\u0430\u0435\u043e\u0440\u0441\u0445\u0443"
    "\u0410\u0415\u041e\u0420\u0421\u0425\u0412\u041d\u041a\u041c\u0422",
)
"""Latin letters to their Cyrillic look-alikes."""
TEXTS = st.sampled_from(
    [
        *("\ud800", "\udfff", "a\ud83db", "\udc00\ud800", "\x00", "a\x00b", "\x7f", "\x1b[2J"),
        *("\u202e", "\u200f\u202b", "\u200b", "\ufeff", "\u2028", "\u0085", "e\u0301", "\ufb01"),
        *("\u0130", "\U0001f600", "\U0010ffff", "\n", "\\", '"', "'", "{}", "*", "%s", "../"),
        *(
            "\u0430irline",
            "tr\u0430veller",
            "urn:contexts:tr\u0430vel:v2.1",
            "\uff21\uff27\uff32\uff25\uff25",
        ),
        *("REQUEST\u200b", "test-authority\u202e", "sha256:" + "0" * 63 + "\u0660"),
    ]
)
"""Unicode that parsers get wrong: lone surrogates, NUL, bidi marks, confusables."""
NAN_LIKE = st.sampled_from(
    [
        "NaN",
        "nan",
        "-NaN",
        "Infinity",
        "-Infinity",
        "inf",
        "1e400",
        "-0",
        "0x1F",
        "1_000",
        "\u0663",
        "\u00b2",
    ]
)
HUGE_INTEGERS = st.sampled_from(
    [2**53 - 1, 2**53, 2**53 + 1, 2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**64 + 1, -(2**63) - 1]
) | st.integers(2**53, 2**64 + 1)
RAW_LITERALS = st.sampled_from(
    [
        *("NaN", "Infinity", "-Infinity", "1e400", "-1e400", "-0", "-0.0", "1E-400", "0e0"),
        *("01", "+1", ".5", "1.", "tru", "nul", "[", "}", '"\\ud800"', '"\\udc00\\ud800"'),
        *('"\\u0000"', '"\\ud83d\\ude00"', "1" * 400, "-" + "9" * 30, "0." + "0" * 400 + "1"),
    ]
).map(Raw)
LONG_TEXTS = st.builds(
    lambda unit, count: unit * count,
    st.sampled_from(["x", "\u00e9", "\U0001f600", "\u202e", "A"]),
    st.sampled_from([257, 4097, 65_500, 65_536, 65_537]),  # L8's limit: 65,536
)
DEEP = st.builds(
    Nested,
    st.sampled_from([8, 9, 31, 32, 33, 64, 65, 513, 1023, 1024, 1025, 3000]),
    st.sampled_from([None, 1, "x", Members()]),
)
SMALL_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**64), 2**64)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=3)
        | st.lists(st.tuples(st.text(max_size=6), children), max_size=3).map(Members)
    ),
    max_leaves=6,
)
NASTY = st.one_of(HUGE_INTEGERS, NAN_LIKE, TEXTS, LONG_TEXTS, RAW_LITERALS, DEEP, SMALL_JSON)
KEYS = st.sampled_from(FIELD_NAMES) | TEXTS | st.text(max_size=6)


def _number(value: object) -> int | float | None:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value) if value.isascii() else None
    return None


def retyped(value: object) -> st.SearchStrategy[object]:
    """The same value as another JSON type (str <-> int <-> float <-> bool <-> null <-> ...)."""
    number = _number(value)
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    options: list[object] = [None, True, False, 0, -1, 1.0, 0.5, -0.0, "", text, len(text)]
    options += [[value], Members([("value", value)]), Members(), []]
    if number is not None:
        options += [number, float(number), str(number), -number, number + 2**53]
    if isinstance(value, float) and value.is_integer():
        options.append(int(value))
    return st.sampled_from(options)


@st.composite
def edited(draw: st.DrawFn, text: str) -> str:
    """`text` with one character inserted, cut, repeated, case-swapped, confused or flipped."""
    position = draw(st.integers(0, len(text)))
    inserted = draw(TEXTS | st.characters())
    edits: dict[str, Callable[[], str]] = {
        "insert": lambda: text[:position] + inserted + text[position:],
        "truncate": lambda: text[:position],
        "repeat": lambda: text * 3,
        "case": text.swapcase,
        "confuse": lambda: text.translate(CONFUSABLES),
        "flip": lambda: (
            text[: position - 1] + chr(ord(text[position - 1]) ^ 1) + text[position:]
            if position
            else "\x00" + text
        ),
    }
    return edits[draw(st.sampled_from(sorted(edits)))]()


# -- JSON-level mutations: each takes the tree and a path into it, and returns the tree ---------

Mutation = Callable[[st.DrawFn, object, tuple[int, ...]], object]


def _delete(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    del draw
    if not path:
        return Members()
    del at(root, path[:-1])[path[-1]]
    return root


def _insert(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    target = at(root, path)
    if isinstance(target, list):
        entry = (draw(KEYS), draw(NASTY)) if isinstance(target, Members) else draw(NASTY)
        target.insert(draw(st.integers(0, len(target))), entry)
        return root
    return replace(root, path, draw(NASTY))


def _duplicate(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    if not path:
        return [root, root]
    parent = at(root, path[:-1])
    entry = copy.deepcopy(parent[path[-1]])
    if isinstance(parent, Members) and draw(st.booleans()):
        entry = (entry[0], draw(NASTY | retyped(entry[1])))  # the same name, another value
    parent.insert(path[-1] + draw(st.integers(0, 1)), entry)  # before (ignored) or after (wins)
    return root


def _retype(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    return replace(root, path, draw(retyped(at(root, path))))


def _nasty(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    return replace(root, path, draw(NASTY))


def _edit(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    target = at(root, path)
    if isinstance(target, str):
        return replace(root, path, draw(edited(target)))
    number = _number(target)
    if number is not None:
        tweaks = [number + 1, number - 1, -number, number * 2**53, number + 0.5, float(number)]
        return replace(root, path, draw(st.sampled_from(tweaks)))
    return _insert(draw, root, path)


def _rename(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    parent = at(root, path[:-1]) if path else None
    if not isinstance(parent, Members):
        return _nasty(draw, root, path)
    name, value = parent[path[-1]]
    parent[path[-1]] = (draw(KEYS | edited(name)), value)
    return root


def _nest(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    target = at(root, path)
    wrappers: list[object] = [
        [target],
        Members([("value", target)]),
        Nested(draw(st.sampled_from([2, 31, 600, 1100])), target),
    ]
    return replace(root, path, draw(st.sampled_from(wrappers)))


def _graft(draw: st.DrawFn, root: object, path: tuple[int, ...]) -> object:
    donor = draw(st.sampled_from(list(paths(root))))
    return replace(root, path, copy.deepcopy(at(root, donor)))


MUTATIONS: dict[str, Mutation] = {
    "delete": _delete,
    "insert": _insert,
    "duplicate": _duplicate,
    "retype": _retype,
    "nasty": _nasty,
    "edit": _edit,
    "rename": _rename,
    "nest": _nest,
    "graft": _graft,
}


@st.composite
def mutated(draw: st.DrawFn, corpus: tuple[object, ...], rounds: int = 4) -> tuple[object, object]:
    """(a valid value from `corpus`, a tree of it after 1 to `rounds` JSON-level mutations)."""
    original = draw(st.sampled_from(corpus))
    root = tree(original)
    for _ in range(draw(st.integers(1, rounds))):
        path = draw(st.sampled_from(list(paths(root))))
        root = MUTATIONS[draw(st.sampled_from(sorted(MUTATIONS)))](draw, root, path)
    return original, root


# -- byte-level mutations of a framed stream ----------------------------------------------------

FrameMutation = Callable[[st.DrawFn, list[bytearray], int], None]


def _frame_flip(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    frame = frames[index]
    if frame:
        frame[draw(st.integers(0, len(frame) - 1))] ^= 1 << draw(st.integers(0, 7))


def _frame_truncate(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    del frames[index][draw(st.integers(0, len(frames[index]))) :]


def _frame_duplicate(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    frames.insert(draw(st.integers(0, len(frames))), bytearray(frames[index]))


def _frame_splice(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    other = frames[draw(st.integers(0, len(frames) - 1))]
    head = draw(st.integers(0, len(frames[index])))
    frames[index] = frames[index][:head] + other[draw(st.integers(0, len(other))) :]


def _frame_length(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    frame = frames[index]
    if len(frame) < FRAME_HEADER_SIZE:
        return
    actual = len(frame) - FRAME_HEADER_SIZE
    lengths = [0, 1, actual - 1, actual + 1, 2 * actual, DEFAULT_MAX_FRAME_SIZE]
    lengths += [DEFAULT_MAX_FRAME_SIZE + 1, 2**31 - 1, 2**31, 2**32 - 1]
    length = draw(st.sampled_from([n for n in lengths if n >= 0]) | st.integers(0, 2**32 - 1))
    frame[1:FRAME_HEADER_SIZE] = length.to_bytes(4, "big")


def _frame_flags(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    if frames[index]:
        frames[index][0] = draw(st.integers(1, 255))


def _frame_garbage(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    frames.insert(index, bytearray(draw(st.binary(min_size=1, max_size=12))))


def _frame_drop(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    del draw
    if len(frames) > 1:
        del frames[index]


def _frame_swap(draw: st.DrawFn, frames: list[bytearray], index: int) -> None:
    other = draw(st.integers(0, len(frames) - 1))
    frames[index], frames[other] = frames[other], frames[index]


FRAME_MUTATIONS: dict[str, FrameMutation] = {
    "flip": _frame_flip,
    "truncate": _frame_truncate,
    "duplicate": _frame_duplicate,
    "splice": _frame_splice,
    "length": _frame_length,
    "flags": _frame_flags,
    "garbage": _frame_garbage,
    "drop": _frame_drop,
    "swap": _frame_swap,
}


def chunked(stream: bytes, cuts: list[int]) -> list[bytes]:
    """`stream` cut at `cuts` (sorted positions), empty pieces kept: they are input too."""
    bounds = [0, *sorted(cuts), len(stream)]
    return [stream[start:end] for start, end in itertools.pairwise(bounds)]


@st.composite
def framed(
    draw: st.DrawFn, payloads: tuple[bytes, ...], *, in_order: bool = False
) -> tuple[bytes, list[bytes]]:
    """(a mutated stream of frames of `payloads`, the chunks it arrives in)."""
    if in_order:
        chosen = list(payloads)
    else:
        chosen = draw(st.lists(st.sampled_from(payloads), min_size=1, max_size=5))
    frames = [bytearray(encode_frame(payload)) for payload in chosen]
    for _ in range(draw(st.integers(1, 3))):
        index = draw(st.integers(0, len(frames) - 1))
        FRAME_MUTATIONS[draw(st.sampled_from(sorted(FRAME_MUTATIONS)))](draw, frames, index)
    stream = b"".join(frames)
    cuts = draw(st.lists(st.integers(0, len(stream)), max_size=6))
    return stream, chunked(stream, cuts)


# -- the corpus: real exchanges, captured once ----------------------------------------------------

EARLY = EarlyMessage.of(
    "Q29udmVyc2F0aW9uLWVhcmx5LTAx",
    "QUERY",
    {
        "concept": "ambiguous_parameter",
        "task": "bookFlight",
        "parameter": "dest_code",
        "value": "NY",
    },
)
BOOK = {
    "task": "bookFlight",
    "parameters": {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
}
ASK = {
    "concept": "ambiguous_parameter",
    "task": "bookFlight",
    "parameter": "origin_code",
    "value": "New York",
}
OFFER = {
    "concept": "flight_offer",
    "offer_id": "OF-1",
    "carrier_code": "IO",
    "flight_number": "100",
    "origin_code": "LAX",
    "dest_code": "JFK",
    "date": "2026-11-24",
    "departure_time": "08:30",
    "price_minor": 35900,
    "currency": "USD",
}


def full_pair() -> Pair:
    """A fresh pair whose handshake is the captured one, message for message (seeded)."""
    initiator = support(TRAVEL_20, TRAVEL_21, minimums={"travel": "v2.0"}, revoked=(TRAVEL_20,))
    return pair(initiator, label="fuzz-full")


def resumed_pair(cache: TicketCache | None = None) -> Pair:
    """A fresh pair for the captured resumption (a fresh issuer: the ticket is unspent)."""
    return pair(cache=cache if cache is not None else TicketCache(), label="fuzz-resumed")


@dataclass(frozen=True)
class HandshakeCorpus:
    """Every handshake message of a real full handshake, a resumed one, and a refusal."""

    messages: dict[str, Outgoing]
    ticket: Any  # the CachedTicket the full handshake left with the initiator


@cache
def handshake_corpus() -> HandshakeCorpus:
    full = full_pair()
    _, _, (hello, select_message, lock, ticket) = run(full)
    cached = full.cache.take("airline", now=NOW)
    assert cached is not None
    cache_ = TicketCache()
    cache_.put(cached)
    _, _, (resumed_hello, resumed_select) = run(resumed_pair(cache_), early=EARLY)
    _, _, refused = run(pair(support("urn:contexts:payment:v2.0"), label="fuzz-refused"))
    return HandshakeCorpus(
        messages={
            "HELLO": hello,
            "SELECT": select_message,
            "LOCK": lock,
            "TICKET": ticket,
            "RESUMED_HELLO": resumed_hello,
            "RESUMED_SELECT": resumed_select,
            "REFUSE": refused[-1],
        },
        ticket=cached,
    )


@dataclass
class Exchange:
    """Two endpoints that ran a real handshake over L8 and locked, MAC on (spec 12.16)."""

    traveller: Endpoint
    airline: Endpoint
    handshake: Pair
    conversation: str
    frames: list[bytes] = field(default_factory=list)
    """The payload of every frame that travelled, both ways, in order."""

    def carry(self, source: Endpoint, sink: Endpoint) -> list[Envelope]:
        data = source.data_to_send()
        decoder = FrameDecoder()
        self.frames.extend(decoder.feed(data))
        events = sink.receive_data(data, now=NOW)
        return [e.envelope for e in events if isinstance(e, MessageReceived)]

    def session(self, config: SemanticConfig | None = None) -> SemanticSession:
        """The airline's locked session (the side the fuzzers attack)."""
        guard = self.airline.guard
        assert isinstance(guard, SessionGuard)
        responder = self.handshake.responder
        assert responder.locked is not None
        return SemanticSession(
            self.airline,
            responder.locked,
            config=config,
            handshake=responder,
            handshake_conversation=self.conversation,
            integrity=guard,
        )


def exchange() -> Exchange:
    """A fresh, deterministic exchange up to the lock (what the aio drivers do, by hand)."""
    p = pair(label="fuzz-session")
    traveller = Endpoint("traveller", peer_id="airline", registry=REGISTRY, now=NOW, rng=_rng("t"))
    airline = Endpoint("airline", peer_id="traveller", registry=REGISTRY, now=NOW, rng=_rng("a"))
    traveller.guard, airline.guard = SessionGuard(traveller), SessionGuard(airline)
    hello = p.initiator.start(now=NOW)
    traveller.send(hello.performative, hello.content, protocol=PROTOCOL_NAME)
    ex = Exchange(traveller, airline, p, conversation="")
    [hello_envelope] = ex.carry(traveller, airline)
    ex.conversation = hello_envelope.conversation_id
    _, [select_message] = p.responder.receive("PROPOSE", hello_envelope.content, now=NOW)
    airline.reply(hello_envelope, select_message.performative, select_message.content)
    airline.guard.activate_send(_key(p.responder.keys.send))
    [select_envelope] = ex.carry(airline, traveller)
    _, [lock] = p.initiator.receive("AGREE", select_envelope.content, now=NOW, sender="airline")
    traveller.guard.activate_receive(_key(p.initiator.keys.receive))
    traveller.reply(select_envelope, lock.performative, lock.content)
    traveller.guard.activate_send(_key(p.initiator.keys.send))
    [lock_envelope] = ex.carry(traveller, airline)
    _, [ticket] = p.responder.receive("INFORM", lock_envelope.content, now=NOW, sender="traveller")
    airline.guard.activate_receive(_key(p.responder.keys.receive))
    airline.reply(lock_envelope, ticket.performative, ticket.content)
    [ticket_envelope] = ex.carry(airline, traveller)
    events, _ = p.initiator.receive("INFORM", ticket_envelope.content, now=NOW, sender="airline")
    assert any(isinstance(e, TicketReceived) for e in events)
    return ex


def _key(key: bytes | None) -> bytes:
    assert key is not None
    return key


def _rng(seed: str) -> Callable[[int], bytes]:
    return counter_rng(f"fuzz-{seed}")


def send_session_messages(traveller: Endpoint) -> None:
    """What the traveller sends once locked: a task, two L9 questions, a subscription."""
    context = traveller.new_context(type="trip")
    traveller.send("REQUEST", BOOK, ontology=TRAVEL_21)
    traveller.send("QUERY", ASK, ontology=TRAVEL_21)
    traveller.send("QUERY", definition_query("flight_offer"), ontology=TRAVEL_21)
    traveller.send("SUBSCRIBE", {"topic": "offers"}, ontology=TRAVEL_21, context=context)
    traveller.send("REQUEST", BOOK, ontology=TRAVEL_21, context=context)


@dataclass(frozen=True)
class SessionCorpus:
    """The locked session's real frames: the handshake, the traveller's, the airline's answers."""

    handshake: tuple[bytes, ...]
    """HELLO, SELECT, LOCK (no MAC), TICKET (with a MAC)."""
    sent: tuple[bytes, ...]
    """What the traveller sent once locked (each with its MAC, sequence numbers from 0)."""
    answers: tuple[bytes, ...]
    """What the airline's session answered (MAC'd)."""

    @property
    def envelopes(self) -> tuple[bytes, ...]:
        """Every payload, and those with a MAC also without it."""
        stripped = []
        for payload in (*self.handshake, *self.sent, *self.answers):
            parts = split_payload(payload)
            if parts is not None:
                stripped.append(parts[0])
        return (*self.handshake, *self.sent, *self.answers, *stripped)


@cache
def session_corpus() -> SessionCorpus:
    ex = exchange()
    handshake = tuple(ex.frames)
    session = ex.session()
    send_session_messages(ex.traveller)
    sent = tuple(FrameDecoder().feed(ex.traveller.data_to_send()))
    events = session.receive_data(b"".join(encode_frame(p) for p in sent), now=NOW)
    assert sum(isinstance(e, MessageAccepted) for e in events) == len(sent), events
    answers = tuple(FrameDecoder().feed(ex.airline.data_to_send()))
    return SessionCorpus(handshake=handshake, sent=sent, answers=answers)


@cache
def plain_stream() -> tuple[bytes, ...]:
    """A traveller's frames on a session without L9 (no MAC): what an L8 endpoint decodes."""
    traveller = Endpoint("traveller", peer_id="airline", registry=REGISTRY, now=NOW, rng=_rng("p"))
    send_session_messages(traveller)
    hello = full_pair().initiator.start(now=NOW)
    traveller.send(hello.performative, hello.content, protocol=PROTOCOL_NAME)
    return tuple(FrameDecoder().feed(traveller.data_to_send()))


def follow_up(traveller: Endpoint) -> tuple[bytes, str]:
    """A valid next message from `traveller` (fresh ids), framed; and its id."""
    traveller._rng = _rng("follow-up")
    envelope = traveller.send("REQUEST", BOOK, ontology=TRAVEL_21)
    return traveller.data_to_send(), envelope.id


# -- L7: the frame decoder and the frame scanner ------------------------------------------------


@fuzz_settings(400)
@given(framed(plain_stream()), st.sampled_from([DEFAULT_MAX_FRAME_SIZE, 2048, 600]))
def test_frame_decoding_of_mutated_streams_is_bounded_and_independent_of_chunking(case, limit):
    stream, chunks = case
    whole = FrameDecoder(limit)
    expected = whole.feed(stream)
    decoder, scanner = FrameDecoder(limit), FrameScanner(limit)
    payloads: list[bytes] = []
    scanned = None
    for chunk in chunks:
        payloads.extend(decoder.feed(chunk))
        # Never more than one frame held: a header and less than `limit` bytes of payload.
        assert decoder.buffered < FRAME_HEADER_SIZE + limit
        try:
            scanner.feed(chunk)
        except FramingError as error:
            scanned = scanned or error
    assert payloads == expected
    assert (decoder.error is None) == (whole.error is None) == (scanned is None)
    if decoder.error is not None:
        assert whole.error is not None
        assert decoder.error.code == whole.error.code == scanned.code
        assert decoder.buffered == 0
        assert decoder.feed(b"\0" * 64) == []
    else:
        assert scanner.inside_frame == (decoder.buffered > 0)
        if decoder.buffered:
            with pytest.raises(FramingError):
                decoder.end_of_stream()


@fuzz_settings(100)
@given(
    st.integers(DEFAULT_MAX_FRAME_SIZE + 1, 2**32 - 1) | st.just(2**32 - 1),
    st.integers(0, 3),
    st.integers(0, FRAME_HEADER_SIZE - 1),
)
def test_a_length_prefix_claiming_up_to_4_gib_buffers_nothing(length, valid_before, cut):
    header = bytes([0]) + length.to_bytes(4, "big")
    stream = b"".join(encode_frame(p) for p in plain_stream()[:valid_before]) + header
    tail = b"\0" * 65_536  # what a peer sends next, as if the huge frame were coming
    decoder = FrameDecoder()
    payloads = decoder.feed(stream[: len(stream) - cut]) + decoder.feed(
        stream[-cut:] if cut else b""
    )
    payloads += decoder.feed(tail)
    assert len(payloads) == valid_before
    assert decoder.error is not None
    assert decoder.error.code == "frame_too_large"
    assert decoder.buffered == 0
    endpoint = Endpoint("airline", peer_id="traveller", registry=REGISTRY, now=NOW)
    events = endpoint.receive_data(stream, now=NOW) + endpoint.receive_data(tail, now=NOW)
    assert endpoint.closed
    assert any(isinstance(e, SessionTerminated) and e.code == "frame_too_large" for e in events)
    assert endpoint._decoder.buffered == 0
    assert endpoint.bytes_to_send < 64 * 1024


# -- L8: the envelope decoder -------------------------------------------------------------------


def decode_or_refuse(data: bytes, limits: Limits) -> Envelope | None:
    """The envelope, or None when refused with the remote-error class; anything else escapes."""
    envelope, error = outcome(lambda: decode_envelope(data, limits, REGISTRY), RemoteProtocolError)
    if error is not None:
        assert error.message
        return None
    # Accepted: every accessor answers, and it re-encodes to an equal envelope.
    _ = (envelope.id, envelope.sender, envelope.to, envelope.performative, envelope.protocol)
    _ = (envelope.content, envelope.context, envelope.ontology, envelope.in_reply_to, envelope.ts)
    assert decode_envelope(encode_envelope(envelope, limits), limits, REGISTRY) == envelope
    return envelope


@fuzz_settings(500)
@given(
    mutated(tuple(orjson.loads(p) for p in session_corpus().envelopes)),
    st.booleans(),
    st.booleans(),
    st.sampled_from([Limits(), SMALL_LIMITS]),
)
def test_decode_envelope_refuses_mutated_envelopes_with_a_remote_protocol_error(
    case, ascii_only, spaced, limits
):
    _, root = case
    decode_or_refuse(encode(root, ascii_only=ascii_only, spaced=spaced), limits)


def test_the_captured_envelopes_decode():
    for payload in session_corpus().envelopes:
        assert decode_or_refuse(payload, Limits()) is not None


# -- L8: the endpoint ---------------------------------------------------------------------------


def plain_receiver() -> Endpoint:
    return Endpoint("airline", peer_id="traveller", registry=REGISTRY, now=NOW, rng=_rng("b"))


def check_events(events: list[Event]) -> None:
    for event in events:
        assert isinstance(event, Event), event
        if isinstance(event, ProtocolViolation):
            assert isinstance(event.error, RemoteProtocolError)


def check_bounded(endpoint: Endpoint) -> None:
    config = endpoint.config
    assert endpoint._decoder.buffered < FRAME_HEADER_SIZE + config.limits.max_frame_size
    assert endpoint.bytes_to_send <= config.max_outbound_bytes + config.answer_reserve


def check_answers(endpoint: Endpoint) -> None:
    """Every answer queued for the peer is a frame of an envelope the peer's L8 decodes."""
    decoder = FrameDecoder()
    for payload in decoder.feed(endpoint.data_to_send()):
        _, error = outcome(lambda p=payload: decode_envelope(p, registry=REGISTRY), Exception)
        assert error is None, (error, payload[:300])
    assert decoder.error is None
    assert decoder.buffered == 0


def ended_or_usable(endpoint: Endpoint, events: list[Event], follow: tuple[bytes, str]) -> None:
    """After a fuzzed stream: the session ended, or a valid next message is received."""
    if endpoint.closed:
        assert any(isinstance(e, SessionTerminated) for e in events)
        assert endpoint.receive_data(follow[0], now=NOW) == []
        return
    if endpoint._decoder.buffered:  # a frame cut short: the end of the stream says so
        ended = endpoint.receive_eof(now=NOW)
        assert any(isinstance(e, SessionTerminated) for e in ended)
        return
    after = endpoint.receive_data(follow[0], now=NOW)
    check_events(after)
    received = [e.envelope.id for e in after if isinstance(e, MessageReceived)]
    assert received == [follow[1]], after


def plain_follow_up() -> tuple[bytes, str]:
    traveller = Endpoint("traveller", peer_id="airline", registry=REGISTRY, now=NOW)
    return follow_up(traveller)


@fuzz_settings(400)
@given(framed(plain_stream()))
def test_an_endpoint_fed_a_mutated_stream_ends_the_session_or_stays_usable(case):
    _, chunks = case
    endpoint = plain_receiver()
    events: list[Event] = []
    for chunk in chunks:
        events.extend(endpoint.receive_data(chunk, now=NOW))
        check_bounded(endpoint)
    check_events(events)
    ended_or_usable(endpoint, events, plain_follow_up())
    check_answers(endpoint)


def test_the_plain_stream_is_received_whole():
    endpoint = plain_receiver()
    events = endpoint.receive_data(b"".join(encode_frame(p) for p in plain_stream()), now=NOW)
    assert sum(isinstance(e, MessageReceived) for e in events) == len(plain_stream())
    assert not any(isinstance(e, ProtocolViolation) for e in events)


# -- L9: the handshake cores --------------------------------------------------------------------

Side = HandshakeInitiator | HandshakeResponder


def _fresh_responder(p: Pair) -> Side:
    return p.responder


def _initiator_after_hello(p: Pair) -> Side:
    p.initiator.start(now=NOW)
    return p.initiator


def _responder_after_select(p: Pair) -> Side:
    hello = p.initiator.start(now=NOW)
    p.responder.receive(hello.performative, hello.content, now=NOW)
    return p.responder


def _locked_initiator(p: Pair) -> Side:
    hello = p.initiator.start(now=NOW)
    _, [select_message] = p.responder.receive(hello.performative, hello.content, now=NOW)
    p.initiator.receive(select_message.performative, select_message.content, now=NOW)
    return p.initiator


def _resuming_initiator(p: Pair) -> Side:
    p.initiator.start(now=NOW, early=EARLY)
    return p.initiator


def _resuming_pair() -> Pair:
    cache_ = TicketCache()
    cache_.put(handshake_corpus().ticket)
    return resumed_pair(cache_)


@dataclass(frozen=True)
class Stage:
    """Where a captured message is received: a fresh core in the state that expects it."""

    pair: Callable[[], Pair]
    side: Callable[[Pair], Side]
    peer: str
    authenticated: Callable[[Any], object] | None
    """What of a message must be unchanged for it to be taken (None: it is not authenticated)."""


def _whole(content: object) -> object:
    return canonical_or_none(content)


def _lock_part(content: object) -> object:
    if not isinstance(content, dict):
        return None
    return canonical_or_none([content.get("transcript"), content.get("signature")])


STAGES = {
    "HELLO": Stage(full_pair, _fresh_responder, "traveller", None),
    "SELECT": Stage(full_pair, _initiator_after_hello, "airline", _whole),
    "LOCK": Stage(full_pair, _responder_after_select, "traveller", _lock_part),
    "TICKET": Stage(full_pair, _locked_initiator, "airline", _whole),
    "RESUMED_HELLO": Stage(resumed_pair, _fresh_responder, "traveller", _whole),
    "RESUMED_SELECT": Stage(_resuming_pair, _resuming_initiator, "airline", _whole),
    "REFUSE": Stage(full_pair, _initiator_after_hello, "airline", None),
}
PERFORMATIVES = ("PROPOSE", "AGREE", "ACCEPT", "INFORM", "REFUSE", "FAILURE", "QUERY")
TAKEN = (ContextLocked, TicketReceived)
"""Events that say a message was taken as authentic."""


def handshake_wire(performative: str, content: object) -> bytes:
    """`content` in an envelope of the handshake's conversation, as L8 carries it."""
    wire = {
        "protocol": PROTOCOL_NAME,
        "id": "i" * 22,
        "ts": format_timestamp(NOW),
        "from": "airline",
        "to": ["traveller"],
        "performative": performative,
        "conversation_id": "c" * 22,
        "content": content,
    }
    return orjson.dumps(wire)


def l8_delivers(performative: str, content: object) -> bool:
    """Whether L8 hands a core this content at all (its limits: string length, depth...)."""
    try:
        decode_envelope(handshake_wire(performative, content), registry=REGISTRY)
    except (RemoteProtocolError, orjson.JSONEncodeError):
        return False
    return True


def unsendable(outgoing: list[Outgoing]) -> RemoteProtocolError | None:
    """Why L8 would not carry one of a core's answers (its limits included), or None."""
    for message in outgoing:
        assert message.kind in Kind
        assert message.performative == PERFORMATIVE_OF[message.kind]
        _, error = outcome(
            lambda m=message: decode_envelope(
                handshake_wire(m.performative, m.content), registry=REGISTRY
            ),
            RemoteProtocolError,
        )
        if error is not None:
            return error
    return None


def check_core_result(
    side: Side, result: tuple[list[HandshakeEvent], list[Outgoing]], *, delivered: bool = True
) -> None:
    """Events only, a known state, and (for what L8 delivers) answers L8 can carry."""
    events, outgoing = result
    assert all(isinstance(e, HandshakeEvent) for e in events), events
    error = unsendable(outgoing)
    if delivered:
        assert error is None, error
    assert side.state in {"start", "hello_sent", "hello_received", "selected", "locked"} | {
        "failed",
        "resume_refused",
    }


@pytest.mark.parametrize("stage", sorted(STAGES))
@fuzz_settings(250)
@given(data=st.data())
def test_handshake_cores_answer_mutated_messages_with_events_and_refusals_only(stage, data):
    valid = handshake_corpus().messages[stage]
    plan = STAGES[stage]
    p = plan.pair()
    side = plan.side(p)
    _, root = data.draw(mutated((valid.content,)), label="content")
    content = parsed(root)
    if content is UNREACHABLE:
        return  # L8 refuses such bytes (malformed_json): no core ever sees them
    performative = data.draw(st.sampled_from([valid.performative] * 4 + list(PERFORMATIVES)))
    sender = data.draw(st.sampled_from([plan.peer, plan.peer, None, "mallory", "tr\u0430veller"]))
    events, outgoing = side.receive(performative, content, now=NOW, sender=sender)
    check_core_result(side, (events, outgoing), delivered=l8_delivers(performative, content))
    if plan.authenticated is not None and any(isinstance(e, TAKEN) for e in events):
        # Authentication holds against every mutation, not only crash-freedom.
        assert plan.authenticated(content) == plan.authenticated(valid.content)
    if any(isinstance(e, HandshakeFailed) for e in events):
        assert side.state == "failed"
        # A failed core stays failed: the genuine message does not revive it.
        again = side.receive(valid.performative, valid.content, now=NOW, sender=plan.peer)
        check_core_result(side, again)
        assert not any(isinstance(e, TAKEN) for e in again[0])
        assert side.state == "failed"
        assert all(o.kind in (Kind.REFUSE, Kind.FAILURE) for o in again[1])
    if stage == "HELLO" and outgoing and outgoing[0].kind is Kind.SELECT:
        # The responder answered a HELLO: unless it is the initiator's own, the initiator
        # sees a different transcript and never locks (a stripped offer is a downgrade).
        answer = p.initiator.receive(
            outgoing[0].performative, outgoing[0].content, now=NOW, sender="airline"
        )
        check_core_result(p.initiator, answer)
        if canonical_or_none(content) != canonical_or_none(valid.content):
            assert not any(isinstance(e, ContextLocked) for e in answer[0])


def test_the_captured_handshake_messages_are_taken():
    for stage, plan in STAGES.items():
        valid = handshake_corpus().messages[stage]
        side = plan.side(plan.pair())
        events, outgoing = side.receive(
            valid.performative, valid.content, now=NOW, sender=plan.peer
        )
        assert unsendable(outgoing) is None
        if stage == "REFUSE":
            assert any(isinstance(e, HandshakeFailed) for e in events)
        else:
            assert not any(isinstance(e, HandshakeFailed | ResumptionRefused) for e in events)


@pytest.mark.parametrize("member", ["minimums", "initiator"])
def test_a_refusal_quoting_a_long_string_of_the_hello_can_still_be_sent(member):
    hello = dict(handshake_corpus().messages["HELLO"].content)
    hello[member] = {"travel": "v" + "9" * 65_500} if member == "minimums" else "t" * 65_500
    assert l8_delivers("PROPOSE", hello)  # every string within L8's limit
    events, outgoing = full_pair().responder.receive("PROPOSE", hello, now=NOW, sender="traveller")
    assert any(isinstance(e, HandshakeFailed) for e in events)
    assert [o.kind for o in outgoing] == [Kind.REFUSE]
    assert unsendable(outgoing) is None


@pytest.mark.parametrize(
    ("stage", "member"), [("RESUMED_HELLO", "binder"), ("RESUMED_SELECT", "mac"), ("TICKET", "mac")]
)
def test_a_binder_or_mac_that_is_not_ascii_is_refused_not_raised(stage, member):
    """`hmac.compare_digest` raises TypeError on a non-ASCII str: binder_matches says False."""
    plan, genuine = STAGES[stage], handshake_corpus().messages[stage]
    side = plan.side(plan.pair())
    forged = {**genuine.content, member: "\u0410" * 43}  # 43 Cyrillic A: no base64url
    events, _ = side.receive(genuine.performative, forged, now=NOW, sender=plan.peer)
    assert not any(isinstance(e, TAKEN) for e in events)
    if stage == "TICKET":
        assert events == []  # a forged ticket is ignored; the session stays locked
        assert side.state == "locked"
    else:
        [refused] = [e for e in events if isinstance(e, HandshakeFailed | ResumptionRefused)]
        assert refused.code == SNLErrorCode.BAD_SIGNATURE


def test_a_second_resumed_hello_after_a_refused_resumption_fails_the_handshake():
    genuine = handshake_corpus().messages["RESUMED_HELLO"]
    responder = resumed_pair().responder
    altered = {**genuine.content, "binder": "A" * 43}
    events, _ = responder.receive("PROPOSE", altered, now=NOW, sender="traveller")
    assert any(isinstance(e, ResumptionRefused) for e in events)
    events, outgoing = responder.receive("PROPOSE", genuine.content, now=NOW, sender="traveller")
    assert not any(isinstance(e, ContextLocked) for e in events)
    assert any(isinstance(e, HandshakeFailed) for e in events)
    assert [o.kind for o in outgoing] == [Kind.REFUSE]


# -- L9: the selection parsers ------------------------------------------------------------------


def _selection_corpus() -> dict[str, tuple[Callable[..., Any], Callable[[Any], Any], tuple]]:
    messages = handshake_corpus().messages
    hello, select_message = messages["HELLO"].content, messages["SELECT"].content
    return {
        "offers": (
            parse_offers,
            offers_json,
            (hello["offers"], select_message["supported"], [select_message["selected"]["offer"]]),
        ),
        "minimums": (parse_minimums, minimums_json, (hello["minimums"],)),
        "authorities": (parse_authorities, sorted, (hello["authorities"],)),
        "revoked": (parse_revoked, revoked_json, (hello["revoked"],)),
    }


@fuzz_settings(300)
@given(st.sampled_from(["offers", "minimums", "authorities", "revoked"]), st.data())
def test_selection_parsers_refuse_mutated_lists_with_invalid_handshake(name, data):
    parse, unparse, corpus = _selection_corpus()[name]
    _, root = data.draw(mutated(corpus), label="value")
    value = parsed(root)
    if value is UNREACHABLE:
        return
    result, error = outcome(lambda: parse(value, limit=64), RemoteSemanticError)
    if error is not None:
        assert error.code == SNLErrorCode.INVALID_HANDSHAKE
        return
    assert parse(unparse(result), limit=64) == result  # what is taken means one thing
    if name == "offers":
        theirs = Preferences(offers=result, minimums={}, authorities=frozenset(["test-authority"]))
        mine = support(TRAVEL_20, TRAVEL_21).preferences()
        _semantic(lambda: select(theirs, mine))


# -- L9: agent cards and sealed capabilities ----------------------------------------------------


@dataclass(frozen=True)
class Cards:
    identity: AgentIdentity
    card: AgentCard
    pinned: PeerTrust
    certified: PeerTrust


@cache
def cards() -> Cards:
    identity = AgentIdentity.generate("airline", hybrid=True, rng=_rng("card"))
    certifier = CardCertifier.generate("test-authority", rng=_rng("certifier"))
    card = AgentCard.issue(
        identity,
        endpoints=["https://airline.example/ioa", "h3://airline.example:4433/ioa"],
        contexts=[TRAVEL_20, TRAVEL_21],
        now=NOW - 60,
        lifetime=30 * 86400,
        extensions={"x-note": {"tiers": ["gold", 1, None]}},
    )
    card = certifier.certify(card, now=NOW)
    pinned, certified = PeerTrust(), PeerTrust()
    pinned.pin("airline", identity.public_signing_key_b64url)
    certified.trust_certifier("test-authority", certifier.public_key_b64url)
    return Cards(identity, card, pinned, certified)


@fuzz_settings(300)
@given(st.data())
def test_agent_cards_refuse_mutations_and_no_altered_card_is_trusted(data):
    genuine = cards()
    _, root = data.draw(mutated((genuine.card.to_json(),)), label="card")
    value = parsed(root)
    if value is UNREACHABLE:
        return
    card, error = outcome(lambda: AgentCard.from_json(value), RemoteSemanticError)
    if error is not None:
        assert error.code == SNLErrorCode.INVALID_CARD
        return
    assert AgentCard.from_json(card.to_json()) == card
    for trust in (genuine.pinned, genuine.certified):
        if _semantic(lambda t=trust: t.check(card, now=NOW, agent_id="airline")) is not None:
            assert card.signed_bytes == genuine.card.signed_bytes  # nothing altered is trusted


SEAL_INFO = b"ioa-snl/v1 HELLO|traveller|airline|fuzz"


@cache
def sealed_corpus() -> tuple[dict[str, Any], tuple[dict[str, str], ...]]:
    hello = handshake_corpus().messages["HELLO"].content
    capabilities = {k: hello[k] for k in ("offers", "minimums", "authorities", "revoked")}
    card = cards().card
    sealed = tuple(seal(capabilities, card, info=SEAL_INFO, alg=a) for a in SEAL_SUITES)
    return capabilities, sealed


@fuzz_settings(250)
@given(st.data())
def test_open_sealed_refuses_every_altered_payload(data):
    capabilities, sealed = sealed_corpus()
    original, root = data.draw(mutated(sealed), label="sealed")
    value = parsed(root)
    if value is UNREACHABLE:
        return
    opened, error = outcome(
        lambda: open_sealed(value, cards().identity, info=SEAL_INFO), RemoteSemanticError
    )
    if error is not None:
        assert error.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
        return
    assert value == original  # the AEAD and the canonical base64url leave no other way in
    assert opened == capabilities


@fuzz_settings(250)
@given(st.data(), st.sampled_from([SEAL_X25519, SEAL_HYBRID]), st.booleans())
def test_open_sealed_refuses_mutated_plaintexts_sealed_by_anyone(data, alg, ascii_only):
    capabilities, _ = sealed_corpus()
    _, root = data.draw(mutated((capabilities,)), label="plaintext")
    plaintext = encode(root, ascii_only=ascii_only)
    key = next(k for k in cards().card.seal_keys if k.alg == alg)
    ct = SEAL_SUITES[alg].encrypt(plaintext, key.hpke_public_key, info=SEAL_INFO)
    sealed = {"alg": alg, "ct": b64url(ct)}
    opened, error = outcome(
        lambda: open_sealed(sealed, cards().identity, info=SEAL_INFO), RemoteSemanticError
    )
    if error is not None:
        assert error.code == SNLErrorCode.SEALED_PAYLOAD_INVALID
        return
    assert canonical_bytes(opened) == plaintext  # only the canonical form of an object opens


# -- L9: resumption tickets ---------------------------------------------------------------------

ISSUER_KEY = b"k" * 32  # the key every `pair()` issuer seals its tickets with


@fuzz_settings(300)
@given(st.data())
def test_ticket_issuer_refuses_every_altered_ticket(data):
    genuine = handshake_corpus().ticket.ticket
    _, root = data.draw(mutated((genuine,)), label="ticket")
    value = parsed(root)
    if value is UNREACHABLE:
        return
    issuer = TicketIssuer(key=ISSUER_KEY)
    contents, error = outcome(lambda: issuer.open(value, now=NOW), RemoteSemanticError)
    if error is not None:
        assert error.code in (SNLErrorCode.TICKET_INVALID, SNLErrorCode.TICKET_EXPIRED)
        return
    assert value == genuine
    assert contents.secret == handshake_corpus().ticket.secret


@st.composite
def _mutated_bytes(draw: st.DrawFn, original: bytes) -> bytes:
    """`original` truncated, extended, overwritten in places, or replaced whole."""
    kind = draw(st.sampled_from(("truncate", "insert", "overwrite", "replace")))
    if kind == "replace":
        return draw(st.binary(max_size=2 * len(original)))
    at = draw(st.integers(0, len(original)))
    if kind == "truncate":
        return original[:at]
    chunk = draw(st.binary(min_size=1, max_size=16))
    if kind == "insert":
        return original[:at] + chunk + original[at:]
    return original[:at] + chunk + original[at + len(chunk) :]


@fuzz_settings(250)
@given(st.data(), st.binary(min_size=12, max_size=12))
def test_ticket_issuer_refuses_mutated_plaintexts_under_its_own_key(data, nonce):
    """Defence in depth: what the issuer's key seals is parsed strictly too."""
    aead = ChaCha20Poly1305(ISSUER_KEY)
    raw = from_b64url(handshake_corpus().ticket.ticket)
    # (sealed under the airline's trust in the traveller: spec 12.7's associated data)
    trust = full_pair().responder._peer_keys.trust_token("traveller")
    plaintext = aead.decrypt(raw[:12], raw[12:], b"ioa-snl/v1 ticket" + trust)
    mutated_plaintext = data.draw(_mutated_bytes(plaintext), label="plaintext")
    sealed = nonce + aead.encrypt(nonce, mutated_plaintext, b"ioa-snl/v1 ticket" + trust)
    issuer = TicketIssuer(key=ISSUER_KEY)
    opened = lambda: issuer.open(b64url(sealed), now=NOW, trust=trust)  # noqa: E731
    _, error = outcome(opened, RemoteSemanticError)
    if error is not None:
        assert error.code in (SNLErrorCode.TICKET_INVALID, SNLErrorCode.TICKET_EXPIRED)


# -- L9: clarification and binding --------------------------------------------------------------


@cache
def clarification_corpus() -> tuple[dict[str, Any], ...]:
    """Real clarification contents: questions, and the answers L9 gives them."""
    definition = definition_query("flight_offer")
    return (
        ASK,
        answer_query(TRAVEL, ASK),
        definition,
        answer_query(TRAVEL, definition),
        {"concept": "concept_definition", "name": "my_mood", "definition": MOOD},
    )


def _semantic(call: Callable[[], Any]) -> Any:
    """`call()`, or None when it refuses with the remote-error class (the code checked)."""
    result, error = outcome(call, RemoteSemanticError)
    if error is not None:
        assert error.code in SNLErrorCode
    return result


@fuzz_settings(400)
@given(mutated(clarification_corpus()))
def test_clarification_parsers_refuse_mutated_contents_with_a_semantic_error(case):
    _, root = case
    content = parsed(root)
    if content is UNREACHABLE:
        return
    _semantic(lambda: validate_clarification(content))
    answer = _semantic(lambda: answer_query(TRAVEL, content))
    if answer is not None:  # what L9 answers by itself is valid content for the peer
        assert validate_clarification(answer) in ("parameter_options", "concept_definition")
    agreed = _semantic(
        lambda: DefinitionCache().agree("airline", "traveller", TRAVEL.digest, content)
    )
    if agreed is not None:
        assert accept_definition(agreed.name, agreed.as_dict()).schema == agreed.schema
        with contextlib.suppress(ContextError):
            agreed.validate({"concept": agreed.name, "mood": "great"})
    if isinstance(content, dict) and isinstance(content.get("definition"), dict):
        name = content.get("name")
        _semantic(lambda: accept_definition(str(name), content["definition"]))


BIND_CORPUS = (
    ("REQUEST", "request-reply", BOOK),
    ("INFORM", "request-reply", OFFER),
    ("PUBLISH", "publish", {**OFFER, "topic": "offers"}),
    ("INFORM", "subscription", {**OFFER, "topic": "offers"}),
    ("QUERY", "query", ASK),
    ("REQUEST", "request-reply", {"concept": "my_mood", "mood": "great"}),
    ("AGREE", "request-reply", {"booking_reference": "IOA7Q2"}),
)


@cache
def mood_definition() -> Any:
    return accept_definition("my_mood", MOOD)


@fuzz_settings(400)
@given(st.sampled_from(BIND_CORPUS), st.data())
def test_binding_refuses_mutated_content_with_a_semantic_error(message, data):
    performative, protocol, valid = message
    _, root = data.draw(mutated((valid,)), label="content")
    content = parsed(root)
    if content is UNREACHABLE:
        return
    performative = data.draw(st.sampled_from([performative, performative, "INFORM", "REFUSE"]))

    def definition_of(name: str) -> Any:
        return mood_definition() if name == "my_mood" else None

    binding = _semantic(lambda: bind(TRAVEL, performative, content, protocol, definition_of))
    if binding is not None and binding.kind in (BindingKind.TASK, BindingKind.CONCEPT):
        # A handler of a name only ever sees content validated as that name.
        assert TRAVEL.validate(checked_content(content, performative, protocol)) == binding.name


# -- L9: the MAC of a locked session ------------------------------------------------------------


def receiving_guard(received: int) -> SessionGuard:
    """The airline's guard of the captured exchange, expecting message `received` next."""
    ex = exchange()
    guard = ex.airline.guard
    assert isinstance(guard, SessionGuard)
    guard.received = received
    return guard


@st.composite
def altered_payloads(draw: st.DrawFn) -> tuple[int, bytes]:
    """(the sequence number expected, a payload: a genuine one altered, or another one)."""
    sent = session_corpus().sent
    index = draw(st.integers(0, len(sent) - 1))
    payload = bytearray(sent[index])
    other = sent[draw(st.integers(0, len(sent) - 1))]
    position = draw(st.integers(0, len(payload)))
    edits: dict[str, Callable[[], bytes]] = {
        "flip": lambda: _flipped(payload, min(position, len(payload) - 1), draw),
        "truncate": lambda: bytes(payload[:position]),
        "insert": lambda: bytes(payload[:position] + draw(st.binary(min_size=1, max_size=4))),
        "cut": lambda: bytes(payload[:position] + payload[position + 1 :]),
        "splice": lambda: bytes(payload[:position]) + other[position:],
        "other": lambda: other,
        "tag": lambda: bytes(payload[:-45]) + other[-45:],
        "spaced": lambda: bytes(payload).replace(b'","', b'", "', 1),
        "reencoded": lambda: encode(tree(orjson.loads(bytes(payload))), ascii_only=True),
    }
    return index, edits[draw(st.sampled_from(sorted(edits)))]()


def _flipped(payload: bytearray, position: int, draw: st.DrawFn) -> bytes:
    changed = bytearray(payload)
    changed[position] ^= 1 << draw(st.integers(0, 7))
    return bytes(changed)


@fuzz_settings(300)
@given(altered_payloads())
def test_session_guard_never_opens_an_altered_or_misplaced_frame(case):
    index, payload = case
    genuine = session_corpus().sent[index]
    guard = receiving_guard(index)
    if payload == genuine:
        guard.open(payload, NOW)
        assert guard.received == index + 1
        return
    with pytest.raises(FrameGuardError) as caught:
        guard.open(payload, NOW)
    assert caught.value.code == SNLErrorCode.INTEGRITY_FAILURE
    assert caught.value.fatal
    assert guard.received == index  # nothing counted: the genuine frame still opens
    guard.open(genuine, NOW)
    assert guard.received == index + 1


# -- L9: a locked session fed raw bytes ---------------------------------------------------------


def session_receive(session: SemanticSession, data: bytes) -> list[Event]:
    """`session.receive_data(data)` at the vectors' time."""
    return session.receive_data(data, now=NOW)


def locked_session(*, clarify: bool = False) -> tuple[Exchange, SemanticSession]:
    ex = exchange()
    config = SemanticConfig(clarify_undefined=clarify)
    session = ex.session(config)
    session.local_definitions["my_mood"] = MOOD
    return ex, session


def genuine_wires() -> dict[str, dict[str, Any]]:
    wires = [orjson.loads(split_payload(p)[0]) for p in session_corpus().sent]  # type: ignore[index]
    return {wire["id"]: wire for wire in wires}


def check_session_events(events: list[Event]) -> None:
    check_events(events)
    genuine = genuine_wires()
    for event in events:
        if isinstance(event, MessageAccepted):  # only what the traveller really sent
            wire = genuine.get(event.envelope.id)
            assert wire is not None, event
            assert event.envelope.content == wire["content"]
            assert event.envelope.performative == wire["performative"]


def session_ended_or_usable(ex: Exchange, session: SemanticSession, events: list[Event]) -> None:
    """The session ended, or a valid next message (the traveller's next MAC'd) is accepted."""
    airline, guard = ex.airline, ex.airline.guard
    assert isinstance(guard, SessionGuard)
    follow, follow_id = follow_up(ex.traveller)
    if airline.closed:
        assert any(isinstance(e, SessionTerminated) for e in events)
        assert session.receive_data(follow, now=NOW) == []
        return
    if airline._decoder.buffered:
        assert any(isinstance(e, SessionTerminated) for e in airline.receive_eof(now=NOW))
        return
    after = session_receive(session, follow)
    check_events(after)
    if guard.received == ex.traveller.guard.sent:  # type: ignore[union-attr]
        accepted = [e.envelope.id for e in after if isinstance(e, MessageAccepted)]
        assert accepted == [follow_id], after
    else:  # a frame went missing on the way: the next one reveals it
        assert airline.closed
        assert any(
            isinstance(e, SessionTerminated) and e.code == SNLErrorCode.INTEGRITY_FAILURE
            for e in after
        )


@fuzz_settings(250)
@given(framed(session_corpus().sent, in_order=True), st.booleans())
def test_a_locked_session_fed_mutated_frames_ends_or_stays_usable(case, clarify):
    _, chunks = case
    ex, session = locked_session(clarify=clarify)
    ex.traveller.guard.sent = len(session_corpus().sent)  # type: ignore[union-attr]
    events: list[Event] = []
    for chunk in chunks:
        events.extend(session_receive(session, chunk))
        check_bounded(ex.airline)
    check_session_events(events)
    session_ended_or_usable(ex, session, events)
    check_answers(ex.airline)


def sealed_by_peer(guard: SessionGuard, body: bytes, seq: int) -> bytes:
    """`body` with the MAC the traveller's key gives it as message `seq` (an honest MAC)."""
    send = guard._send
    assert send is not None
    covered = body[:-1] + b"}"  # what the receiver rebuilds from the payload
    return body[:-1] + b',"mac":"' + send.tag(seq, covered) + b'"}'


def peer_wires() -> tuple[dict[str, Any], ...]:
    """The traveller's locked-session envelopes (no MAC), and one naming a concept the context
    lacks (what `clarify_undefined` holds while it asks the peer for a definition)."""
    wires = [orjson.loads(split_payload(p)[0]) for p in session_corpus().sent]  # type: ignore[index]
    mood = {**wires[0], "id": "m" * 22, "conversation_id": "n" * 22}
    mood["content"] = {"concept": "my_mood", "mood": "great"}
    return (*wires, mood)


@fuzz_settings(300)
@given(
    st.lists(
        mutated(peer_wires()),
        min_size=1,
        max_size=3,
    ),
    st.booleans(),
    st.booleans(),
)
def test_a_locked_session_fed_mutated_content_with_a_valid_mac_refuses_or_ends(
    cases, clarify, ascii_only
):
    """A peer that holds the keys but sends garbage: the whole incoming path, MAC valid."""
    ex, session = locked_session(clarify=clarify)
    traveller_guard = ex.traveller.guard
    assert isinstance(traveller_guard, SessionGuard)
    stream = b""
    for _, root in cases:
        body = encode(root, ascii_only=ascii_only)
        stream += encode_frame(sealed_by_peer(traveller_guard, body, traveller_guard.sent))
        traveller_guard.sent += 1
    events = session_receive(session, stream)
    check_bounded(ex.airline)
    check_events(events)
    session_ended_or_usable(ex, session, events)
    check_answers(ex.airline)


def test_an_altered_frame_behind_a_clarification_query_ends_the_session_without_raising():
    """An in-path relay flips one bit of the frame that follows a QUERY, in the same read."""
    ex, session = locked_session()
    ex.traveller.send("QUERY", ASK, ontology=TRAVEL_21)
    ex.traveller.send("REQUEST", BOOK, ontology=TRAVEL_21)
    query, request = FrameDecoder().feed(ex.traveller.data_to_send())
    altered = bytearray(request)
    altered[40] ^= 1
    events = session.receive_data(encode_frame(query) + encode_frame(bytes(altered)), now=NOW)
    assert any(
        isinstance(e, SessionTerminated) and e.code == SNLErrorCode.INTEGRITY_FAILURE
        for e in events
    )


def test_a_query_whose_conversation_a_later_message_aborts_is_not_answered_and_nothing_raises():
    """A peer with the keys follows its QUERY with an illegal step of the same conversation."""
    ex, session = locked_session()
    guard = ex.traveller.guard
    assert isinstance(guard, SessionGuard)
    ex.traveller.send("QUERY", ASK, ontology=TRAVEL_21)
    [query] = FrameDecoder().feed(ex.traveller.data_to_send())
    wire = orjson.loads(split_payload(query)[0])  # type: ignore[index]
    wire["id"] = "x" * 22  # a second QUERY in the conversation: an illegal transition
    second = sealed_by_peer(guard, orjson.dumps(wire), guard.sent)
    guard.sent += 1
    events = session.receive_data(encode_frame(query) + encode_frame(second), now=NOW)
    assert any(isinstance(e, ProtocolViolation) for e in events)
    session_ended_or_usable(ex, session, events)


def test_a_refusal_quoting_a_long_task_name_is_an_envelope_the_peer_decodes():
    ex, session = locked_session()
    ex.traveller.send("REQUEST", {"task": "t" * 65_500}, ontology=TRAVEL_21)  # within L8's limit
    events = session.receive_data(ex.traveller.data_to_send(), now=NOW)
    assert any(isinstance(e, ProtocolViolation) for e in events)
    [answer] = FrameDecoder().feed(ex.airline.data_to_send())
    assert decode_envelope(answer, registry=REGISTRY).performative == "NOT_UNDERSTOOD"


def test_the_captured_session_frames_are_accepted():
    ex, session = locked_session()
    events = session.receive_data(b"".join(encode_frame(p) for p in session_corpus().sent))
    assert sum(isinstance(e, MessageAccepted) for e in events) == len(session_corpus().sent)
    session_ended_or_usable(ex, session, events)


# -- the opt-in long campaign -------------------------------------------------------------------
# Every fuzzer above takes its budget from `fuzz_settings`: set IOA_FUZZ_EXAMPLES to run each
# with that many examples, not derandomized, e.g.
#   IOA_FUZZ_EXAMPLES=1000000 .venv/bin/pytest -x tests/adversarial/test_fuzz_parsers.py


def test_the_campaign_budget_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("IOA_FUZZ_EXAMPLES", "1000000")
    assert fuzz_settings(300).max_examples == 1_000_000
    assert not fuzz_settings(300).derandomize
    monkeypatch.delenv("IOA_FUZZ_EXAMPLES")
    assert fuzz_settings(300).max_examples == 300
