"""docs/spec.md stays true: its state tables and error codes are checked against the code."""

import dataclasses
import json
import re
from pathlib import Path

import pytest

import ioa.agent
import ioa.offload
import ioa.orchestration
import ioa.task_group
from authority.admin import _error_classes
from authority.exceptions import AuthorityErrorCode, VerificationError
from contexts import ContextErrorCode
from contexts.builtin import builtin
from ioa.interop.published import load_vectors, vectors_root
from ioa.offload import CHUNK_CHARS, DEFAULT_MAX_CHARS, DEFAULT_THRESHOLD, MIN_CHUNK_CHARS
from ioa.orchestration import MAX_AGENT_CONTEXT_BYTES, MAX_INLINE_CHARS
from l7_transport import TransportConfig, TransportErrorCode
from l8_comm import DEFAULT_REGISTRY, ErrorCode, Role
from l8_comm.exceptions import FATAL_CODES
from l8_comm.patterns.rounds import RoundCode
from l8_comm.patterns.topics import TopicCode
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.policies import SCHEMA_TEXT
from l9_snl.handshake import (
    PERFORMATIVE_OF,
    TRANSITIONS,
    Direction,
    HandshakeConfig,
    Kind,
    snl_registry,
)
from l9_snl.integrity import LABEL_INITIATOR, LABEL_RESPONDER
from l9_snl.session import SemanticConfig

SPEC = (Path(__file__).resolve().parent.parent / "docs" / "spec.md").read_text()


def section(heading: str) -> str:
    start = SPEC.index(heading)
    following = re.search(r"\n#{2,3} ", SPEC[start + len(heading) :])
    end = start + len(heading) + following.start() if following else len(SPEC)
    return SPEC[start:end]


def table_rows(text: str) -> list[list[str]]:
    rows = [
        [cell.strip().strip("`") for cell in line.strip("|").split("|")]
        for line in text.splitlines()
        if line.startswith("|") and not set(line) <= set("|-")
    ]
    return rows[1:]  # without the header


def protocol_section(name: str) -> str:
    """The section of protocol `name`: `### Protocol` in section 5, `### 12.3 Protocol` for L9."""
    heading = re.search(rf"^### (?:\d+\.\d+ )?Protocol `{re.escape(name)}`$", SPEC, re.MULTILINE)
    assert heading is not None, f"no section for protocol {name}"
    return section(heading.group(0))


@pytest.mark.parametrize("protocol", snl_registry().protocols(), ids=lambda p: p.name)
def test_state_table_in_the_spec_matches_the_code(protocol):
    text = protocol_section(protocol.name)
    rows = table_rows(text)
    documented = {(state, perf, Role(role)): target for state, perf, role, target in rows}
    implemented = {
        key: target
        for key, target in protocol.transitions.items()
        if key[1] != "NOT_UNDERSTOOD" or key[0] == "start"
    }
    assert documented == implemented
    for state in protocol.final_states:
        assert f"`{state}`" in text


def test_every_error_code_is_documented_with_its_effect():
    rows = {row[0]: row for row in table_rows(section("## 9. Error codes"))}
    assert set(rows) == {code.value for code in ErrorCode}
    for code in ErrorCode:
        assert (rows[code.value][3] == "fatal") == (code in FATAL_CODES), code


def test_every_performative_is_documented_with_its_category():
    rows = {row[0]: row[1] for row in table_rows(section("## 4. Performatives"))}
    assert rows == {s.name: s.category.value for s in DEFAULT_REGISTRY.performatives()}


def test_every_transport_error_code_is_documented():
    rows = {row[0] for row in table_rows(section("### 9.1 Transport errors (L7)"))}
    assert rows == {code.value for code in TransportErrorCode}


def test_every_context_error_code_is_documented():
    rows = {row[0] for row in table_rows(section("### 10.7 Context error codes"))}
    assert rows == {code.value for code in ContextErrorCode}


def test_every_authority_error_code_is_documented_with_its_status():
    rows = {row[0]: int(row[1]) for row in table_rows(section("### 11.7 Authority error codes"))}
    assert set(rows) == {code.value for code in AuthorityErrorCode}
    classes = _error_classes()
    for code, status in rows.items():
        assert classes[code].status == status, code


def test_every_client_refusal_is_documented():
    rows = {row[0] for row in table_rows(section("### 11.6 Client verification"))}

    def leaves(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from leaves(sub)

    codes = {sub.code.value for sub in leaves(VerificationError)}
    assert codes - {"unknown_authority", "untrusted_namespace"} <= rows
    assert "unknown_context" in rows


# -- L9 (section 12) ---------------------------------------------------------------------------

POST_LOCK_CODES = {
    SNLErrorCode.NOT_LOCKED,
    SNLErrorCode.UNDEFINED_CONCEPT,
    SNLErrorCode.INVALID_CONTENT,
    SNLErrorCode.WRONG_ONTOLOGY,
    SNLErrorCode.FORBIDDEN,
    SNLErrorCode.RATE_LIMITED,
    SNLErrorCode.QUARANTINED,
    SNLErrorCode.INTEGRITY_FAILURE,
    SNLErrorCode.ACK_TIMEOUT,
    SNLErrorCode.TRUNCATED,
    SNLErrorCode.UNDELIVERED,
    SNLErrorCode.SEQUENCE_EXHAUSTED,
}


def test_every_l9_error_code_is_documented_with_how_it_travels():
    rows = {row[0]: row for row in table_rows(section("### 12.14 L9 error codes"))}
    assert set(rows) == {code.value for code in SNLErrorCode}
    for code in SNLErrorCode:
        sent_as = rows[code.value][2]
        # After the lock codes answer content (NOT_UNDERSTOOD); before it, handshake messages.
        assert ("NOT_UNDERSTOOD" in sent_as) == (code in POST_LOCK_CODES), code


def test_the_handshake_state_table_in_the_spec_matches_the_code():
    rows = table_rows(section("### 12.12 Handshake state table"))
    documented = {
        (Role(role), state, Direction(direction), Kind(kind)): target
        for role, state, direction, kind, target in rows
    }
    assert len(documented) == len(rows), "a row is repeated"
    assert documented == dict(TRANSITIONS)


def test_the_performative_of_each_handshake_message_is_documented():
    rows = table_rows(section("### 12.1 Overview and message flow"))
    assert {Kind(row[0]): row[1] for row in rows} == {
        kind: str(performative) for kind, performative in PERFORMATIVE_OF.items()
    }


def _as_documented(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        return f"{value:g} s"
    if isinstance(value, frozenset):
        return ", ".join(sorted(map(str, value)))
    return str(value)


def test_the_handshake_limits_in_the_spec_are_the_config_defaults():
    rows = {row[0]: row[1] for row in table_rows(section("### 12.15 Limits and timeouts"))}
    defaults = HandshakeConfig()
    assert rows == {
        name: _as_documented(getattr(defaults, name))
        for name in (f.name for f in dataclasses.fields(HandshakeConfig))
    }


def test_the_transport_limits_in_the_spec_are_the_config_defaults():
    rows = {row[0]: row[1] for row in table_rows(section("### 2.4 Limits and timeouts"))}
    defaults = TransportConfig()
    assert rows == {
        name: str(getattr(defaults, name))
        for name in (f.name for f in dataclasses.fields(TransportConfig))
    }


def test_the_session_settings_in_the_spec_are_the_config_defaults():
    rows = {row[0]: row[1] for row in table_rows(section("### 12.16 Message authentication"))}
    defaults = SemanticConfig()
    settings = ("ack_delay", "ack_timeout", "clarification_limit", "clarification_window")
    assert {name: rows[name] for name in settings} == {
        name: _as_documented(getattr(defaults, name)) for name in settings
    }


def test_the_mac_labels_in_the_spec_are_the_code_labels():
    text = section("### 12.2 Encoding")
    assert f"`{LABEL_INITIATOR.decode()}`" in text
    assert f"`{LABEL_RESPONDER.decode()}`" in text


def test_the_firewall_schema_in_the_spec_is_the_one_shipped():
    block = section("### 13.2 Entities, actions and the request context")
    shipped = SCHEMA_TEXT.split("namespace Ioa {", 1)[1]
    assert shipped.strip() in block


def test_every_runtime_error_code_is_documented_with_how_it_travels():
    codes = {
        value
        for module in (ioa.agent, ioa.offload)
        for name, value in vars(module).items()
        if name.isupper() and isinstance(value, str) and name in module.__all__
    } - {ioa.offload.FETCH, ioa.offload.CHUNK}  # the two concepts' names, not codes
    codes.add(ioa.task_group.INVALID_GROUP)  # the task group's one code (14.5)
    rows = {row[0]: row for row in table_rows(section("### 14.4 Runtime error codes"))}
    assert set(rows) == codes
    assert all(row[2] for row in rows.values())


def test_every_topic_code_is_documented_with_how_it_travels():
    text = section("### 8.1.1 Hosted topics")
    rows = {row[0]: row for row in table_rows(text[text.index("| code |") :])}
    groups = section("### 8.3.1 Hosted groups")
    group_rows = {row[0]: row for row in table_rows(groups[groups.index("| code |") :])}
    group_only = {
        str(TopicCode.NOT_A_MEMBER),
        str(TopicCode.ALREADY_A_MEMBER),
        str(TopicCode.BUSY),
    }
    assert group_only <= set(group_rows)
    assert set(group_rows) <= {str(code) for code in TopicCode}
    assert all(row[2] for row in group_rows.values())
    assert {str(code) for code in TopicCode} - group_only <= set(rows)
    # the others are L9's own codes, used with the meaning section 12.14 gives them
    assert set(rows) - {str(code) for code in TopicCode} <= {str(code) for code in SNLErrorCode}
    assert all(row[2] for row in rows.values())


def test_the_topic_members_in_the_spec_are_the_ones_l9_leaves_out():
    from l9_snl.binding import checked_content  # noqa: PLC0415 - one test's

    text = section("### 8.1.1 Hosted topics")
    members = {"topic": "prices", "topic_seq": 2, "topic_missed": 3, "concept": "x"}
    assert checked_content(members, "INFORM", "subscription") == {"concept": "x"}
    assert all(f"`{name}`" in text for name in ("topic_seq", "topic_missed"))


def test_the_group_members_in_the_spec_are_the_ones_l9_leaves_out_and_a_notice_binds_as_one():
    from l9_snl.binding import BindingKind, bind, checked_content  # noqa: PLC0415 - one test's

    text = section("### 8.3.1 Hosted groups")
    message = {"topic": "team", "topic_seq": 4, "group_from": "alice", "concept": "x"}
    assert checked_content(message, "INFORM", "subscription") == {"concept": "x"}
    notice = {"topic": "team", "topic_seq": 5, "group_event": "left", "group_member": "bob"}
    assert checked_content(notice, "INFORM", "subscription") == {}
    assert bind(builtin("urn:contexts:travel:v2.1"), "INFORM", notice, "subscription").kind is (
        BindingKind.NOTICE
    )
    assert all(f"`{name}`" in text for name in ("group_from", "group_event", "group_member"))


_ROUND_INPUTS = {
    "a contribution accepted, fewer than expected": "contribution",
    "a contribution accepted, the last expected": "last",
    "the deadline, at least quorum contributions": "deadline_met",
    "the deadline, fewer than quorum contributions": "deadline_short",
    "the requester's CANCEL, or its session's end, or the host closing the aggregation": ("cancel"),
    "a contribution": "late",
}


def test_the_round_state_table_in_the_spec_is_the_one_the_core_decides_with():
    from l8_comm.patterns.rounds import TRANSITIONS, RoundInput, RoundState  # noqa: PLC0415

    text = section("### 8.2.1 Aggregation rounds")
    table = text[text.index("| state | input | next state |") :]
    documented = {}
    for states, happened, following in table_rows(table.split("\n\n")[0]):
        for state in states.replace("`", "").split(", "):
            same = following.startswith("the same")
            key = (RoundState(state), RoundInput(_ROUND_INPUTS[happened.replace("`", "")]))
            documented[key] = RoundState(state) if same else RoundState(following)
    assert documented == TRANSITIONS


def test_every_round_code_is_documented_with_how_it_travels():
    text = section("### 8.2.1 Aggregation rounds")
    rows = {row[0]: row for row in table_rows(text[text.index("| code |") :])}
    assert {str(code) for code in RoundCode} <= set(rows)
    # the others are the topics' and L9's codes, with the meaning 8.1.1 and 12.14 give them
    others = {str(code) for code in TopicCode} | {str(code) for code in SNLErrorCode}
    assert set(rows) - {str(code) for code in RoundCode} <= others
    assert all(row[2] for row in rows.values())


def test_the_round_members_in_the_spec_are_the_ones_l9_leaves_out():
    from ioa.rounds import ROUND_KEYS  # noqa: PLC0415 - one test's
    from l9_snl.binding import checked_content  # noqa: PLC0415

    text = section("### 8.2.1 Aggregation rounds")
    # Each in its one form (12.13): counts positive integers, ids and agents as such.
    members = {
        "topic": "votes",
        "round": "9f3c2a1b5d7e8f00",
        "round_seq": 2,
        "round_count": 3,
        "round_from": "retailer-7",
        "concept": "x",
    }
    assert set(members) - {"topic", "concept"} == ROUND_KEYS
    assert checked_content(members, "INFORM", "subscription") == {"concept": "x"}
    contribution = {"topic": "votes", "round": "9f3c2a1b5d7e8f00", "concept": "x"}
    assert checked_content(contribution, "PUBLISH", "confirmed-publish") == {"concept": "x"}
    assert all(f"`{name}`" in text for name in ROUND_KEYS)
    assert all(f"`{name}`" in section("### 12.13 Locked sessions") for name in ROUND_KEYS)


def test_the_round_bounds_in_the_spec_are_the_code_defaults():
    from l8_comm.patterns.rounds import RoundsConfig  # noqa: PLC0415 - one test's

    text = section("### 8.2.1 Aggregation rounds")
    config = RoundsConfig()
    assert f"`max_rounds` open rounds per aggregation\n(default {config.max_rounds})" in text
    assert f"(default {config.max_contributions:,}: a round" in text
    assert f"at least the {config.remembered:,}" in text


def test_the_offloading_limits_in_the_spec_are_the_code_defaults():
    text = section("### 14.3 Context offloading")
    assert f"{DEFAULT_THRESHOLD:,} characters" in text
    assert f"{CHUNK_CHARS:,} characters" in text
    assert f"at least {MIN_CHUNK_CHARS:,}" in text
    assert f"above {MAX_INLINE_CHARS:,} characters" in text
    assert f"exceeds {MAX_AGENT_CONTEXT_BYTES:,} bytes" in text
    chunk = builtin("urn:contexts:aci:v1.1").concept_schema("ContextChunk")
    assert chunk["properties"]["Text"]["maxLength"] == CHUNK_CHARS
    assert DEFAULT_MAX_CHARS == 64 * 1024 * 1024
    assert "64 Mi characters" in section("### 14.4 Runtime error codes")


def test_the_authorization_error_codes_are_the_codes_of_the_code():
    from authority.authz.errors import AuthzCode  # noqa: PLC0415 - this test only

    documented = {row[0] for row in table_rows(section("### 15.4 Error codes"))}
    assert documented == {str(code) for code in AuthzCode}


# -- the published test vectors (ioa/interop/vectors/) ---------------------------------------------

SECTIONS_THAT_SPECIFY_BYTES = {
    "2.1": "the frame header",
    "3": "the envelope's JSON and this implementation's re-encoding of it",
    "10.3": "a context's canonical bytes and digest",
    "11.1": "TUF metadata and its Ed25519 signatures",
    "11.2": "a context target: the canonical document, its hashes and custom fields",
    "11.3": "the revocation list's canonical JSON",
    "12.2": "canonical bytes, transcript hashes, signatures, MACs, key derivation",
    "12.4": "the HELLO hashed as received",
    "12.5": "what the SELECT's signature covers",
    "12.6": "what the LOCK's signature covers",
    "12.7": "the TICKET's MAC, the binder, the resumed SELECT's MAC, the renewed secret",
    "12.9": "HPKE suites, info and the sealed payload's layout",
    "12.10": "an agent card's canonical bytes, digest, signature and certifications",
    "12.16": "MAC keys, tags and the payload that carries them",
    "12.18": "the compact form of a sealed envelope, under its tag",
    "14.3": "the ni: URI of an offloaded context",
    "15.1": "JWS signing input and Ed25519 signatures of task-group tokens",
    "15.3": "SD-JWT disclosures and sd_hash, DPoP proofs and ath",
    "19.2": "the A2A card's JWS over its RFC 8785 form",
    "19.5": "the A2A extension's tags: HMACs over RFC 8785 forms of requests, answers, cancels",
}
"""Every section whose text fixes bytes on the wire or under a hash, signature or MAC.

Kept by hand, and held to the spec's text: a section that names canonical bytes, RFC
8785 or an HMAC is here or in `NAMES_BYTES_FIXED_ELSEWHERE`
(`test_every_section_that_names_canonical_bytes_or_a_mac_is_listed`).
"""
WITHOUT_VECTORS_YET: dict[str, str] = {}
"""Sections that specify bytes and have no vector yet (section: why)."""
NAMES_BYTES_FIXED_ELSEWHERE: dict[str, str] = {
    "11.5": "a key's id (the SHA-256 of its canonical JSON) is 11.1's, in its vector",
    "13.2": "a Cedar expression written as canonical JSON text: no bytes under a hash or MAC",
    "16.1": "schemas compared by their canonical JSON: a local comparison",
    "16.6": "output compared byte for byte in canonical JSON: a local comparison",
    "18": "the vectors' own section",
}
"""Sections whose text names canonical bytes or a MAC, though they fix no bytes of their own."""
BYTES_WORDS = re.compile(r"RFC 8785|HMAC|canonical (?:bytes|JSON|text|form)", re.IGNORECASE)
"""What a section that fixes bytes under a hash, signature or MAC says (at least one)."""


def published_sections():
    def walk(value):
        if isinstance(value, dict):
            if isinstance(value.get("section"), str):
                yield value["section"]
            for child in value.values():
                yield from walk(child)
        elif isinstance(value, list):
            for child in value:
                yield from walk(child)

    names = [entry.name for entry in vectors_root().iterdir() if entry.name.endswith(".json")]
    return {section for name in names for section in walk(load_vectors(name))}


def spec_section_numbers():
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", SPEC, re.MULTILINE))


def spec_sections() -> dict[str, str]:
    """Each numbered section's own text (up to the next heading, of any depth), by number."""
    heads = list(re.finditer(r"^#{2,3} (\d+(?:\.\d+)?)\.? .*$", SPEC, re.MULTILINE))
    ends = [head.start() for head in heads[1:]] + [len(SPEC)]
    return {head.group(1): SPEC[head.end() : end] for head, end in zip(heads, ends, strict=True)}


def test_every_section_that_names_canonical_bytes_or_a_mac_is_listed():
    naming = {number for number, text in spec_sections().items() if BYTES_WORDS.search(text)}
    unlisted = naming - set(SECTIONS_THAT_SPECIFY_BYTES) - set(NAMES_BYTES_FIXED_ELSEWHERE)
    assert unlisted == set(), "list it in SECTIONS_THAT_SPECIFY_BYTES (and give it a vector)"
    assert set(NAMES_BYTES_FIXED_ELSEWHERE) <= naming, "no longer names bytes: strike it"
    assert not set(NAMES_BYTES_FIXED_ELSEWHERE) & set(SECTIONS_THAT_SPECIFY_BYTES)


def test_every_section_that_specifies_bytes_has_a_vector():
    assert set(SECTIONS_THAT_SPECIFY_BYTES) <= spec_section_numbers()
    missing = set(SECTIONS_THAT_SPECIFY_BYTES) - published_sections()
    assert missing == set(WITHOUT_VECTORS_YET), "add the vector, or strike it from the list"


def test_every_vector_names_a_section_of_the_spec():
    assert published_sections() <= spec_section_numbers()


def test_the_spec_lists_every_vector_file():
    heading = re.search(r"^## \d+\. Test vectors$", SPEC, re.MULTILINE)
    assert heading is not None
    text = section(heading.group(0))
    for entry in vectors_root().iterdir():
        if entry.name.endswith(".json"):
            assert f"`{entry.name}`" in text, entry.name


def test_the_a2a_body_bounds_and_codes_in_the_spec_are_the_guards():
    pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")
    from ioa.bridges.a2a.guard import MAX_DEPTH, body_fault  # noqa: PLC0415 - the extra's

    text = " ".join(section("### 19.6 Errors").split())
    assert f"nested deeper than {MAX_DEPTH} levels, the request counting as 1" in text
    assert "an integer of more than 4,300 digits" in text
    not_json = ["[NaN]", "[Infinity]", "[-Infinity]", "{", b'["\xff"]']
    for body in not_json:
        fault = body_fault(body if isinstance(body, bytes) else body.encode())
        assert fault is not None
        assert fault.code == -32700, body
    assert "-32700 (not JSON) when it is not UTF-8 JSON text" in text
    past = ["[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "[" + "9" * 4301 + "]"]
    for body in past:
        fault = body_fault(body.encode())
        assert fault is not None
        assert fault.code == -32600
    assert "-32600 when it is JSON past what the bridge reads" in text
    assert body_fault(("[" * MAX_DEPTH + "]" * MAX_DEPTH).encode()) is None
    assert body_fault(b"5") is None  # (the SDK's to refuse: not a request)
    assert body_fault(b'{"x": 1e400, "n": ' + b"9" * 4300 + b"}") is None
    from ioa.bridges.a2a.guard import BODY_TIMEOUT, MAX_PARTS, MAX_VALUES  # noqa: PLC0415

    assert f"more than {MAX_VALUES:,} JSON values" in text
    assert f"more than {MAX_PARTS} parts is answered -32602" in text
    assert f"not all come {BODY_TIMEOUT:g} seconds after the request's headers -32600" in text
    at_most = ("[" + ",".join("0" * (MAX_VALUES - 1)) + "]").encode()
    assert body_fault(at_most) is None
    over = body_fault(("[" + ",".join("0" * MAX_VALUES) + "]").encode())
    assert over is not None
    assert over.code == -32600
    many = {"params": {"message": {"parts": [{}] * (MAX_PARTS + 1)}}}
    parts = body_fault(json.dumps(many).encode())
    assert parts is not None
    assert parts.code == -32602


def test_the_a2a_state_tables_in_the_spec_are_the_bridges():
    from ioa.bridges.a2a_mapping import CONVERSATION_STATE_OF, TASK_STATE_OF  # noqa: PLC0415

    served, read = (
        dict(table_rows(part))
        for part in section("### 19.4 Task states and conversation states").split("Calling,")
    )
    assert served == dict(TASK_STATE_OF)
    assert read == dict(CONVERSATION_STATE_OF)


def test_the_a2a_extension_steps_and_error_codes_in_the_spec_are_the_bridges():
    from ioa.bridges.a2a_mapping import (  # noqa: PLC0415
        A2A_ERROR_OF,
        CANCEL_STEP,
        EXTENSION,
        LOCKED_STEP,
        MESSAGE_STEP,
        REFUSED_STEP,
        STEP_PERFORMATIVE,
    )

    steps = {row[0] for row in table_rows(section("### 19.5 The extension on the wire"))}
    assert steps == {*STEP_PERFORMATIVE, LOCKED_STEP, REFUSED_STEP, MESSAGE_STEP, CANCEL_STEP}
    errors = {row[0]: row[1] for row in table_rows(section("### 19.6 Errors"))}
    assert errors == dict(A2A_ERROR_OF)
    assert f"`{EXTENSION}`" in section("### 19.2 The agent card")


def test_every_code_the_master_refuses_an_answer_with_is_in_section_14():
    import inspect  # noqa: PLC0415 - this test only

    run = ioa.orchestration.TaskRun
    source = inspect.getsource(run.accept) + inspect.getsource(
        ioa.orchestration._check_key_information
    )
    codes = set(re.findall(r'OrchestrationError\(\s*"([a-z_]+)"', source))
    assert {"duplicate_item", "invalid_key_information", "not_your_item"} <= codes
    start = SPEC.index("## 14. Agents and context distribution")
    text = SPEC[start : SPEC.index("\n## ", start + 1)]
    assert {code for code in codes if f"`{code}`" not in text} == set()


def test_the_task_groups_share_in_the_spec_is_the_codes():
    text = " ".join(section("### 14.5 Task groups").split())
    share = ioa.task_group.SHARE
    assert f"a share of {share} (8.3.1, *Shares*): of any 256 items" in text
    assert f"after {share - 1} messages" in text
