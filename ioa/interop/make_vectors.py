"""Writes every published test vector (`ioa/interop/vectors/`) from fixed keys and a fixed time.

`python -m ioa.interop.make_vectors` rewrites the files; `--check` writes
nothing and exits 1, naming each file, when what it would write differs
from what is on disk. Everything is derived from constants below, seeded
byte sources and the stack's own public API, so two runs write the same
bytes. The one exception is HPKE: `cryptography` draws its own ephemeral
keys, so a sealed payload on disk is kept for as long as it still opens,
under the fixed keys and the same `info`, to the same plaintext; only a
payload that does not is sealed anew.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import hmac
import json
import sys
from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import orjson
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.mlkem import MLKEM768PrivateKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from joserfc.jwk import OKPKey
from tuf.api.metadata import Metadata, TargetFile, Targets
from tuf.api.serialization.json import JSONSerializer

from authority.authz.dpop import TYP as DPOP_TYP
from authority.authz.dpop import make_proof
from authority.authz.jose import JoseCheckError, public_jwk, sha256_b64, thumbprint
from authority.authz.jose import sign as jose_sign
from authority.authz.jose import verify as jose_verify
from authority.authz.resource import NonceIssuer
from authority.authz.sdjwt import KB_TYP, Disclosure, disclose
from authority.authz.tokens import (
    ACCESS_TOKEN_TYP,
    Member,
    issue_credential,
    issue_group_token,
    issue_task_token,
    present_token_star,
    token_star,
)
from authority.config import TOP_LEVEL_ROLES
from authority.keys import HeldKey, signer_from_private
from authority.repository import Repository, hashed_path
from contexts import lint_document
from contexts.builtin import builtin, builtin_library
from contexts.canonical import canonical_bytes
from contexts.urn import ContextURN
from ioa.offload import context_uri
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import RemoteProtocolError, decode_envelope, encode_envelope
from l8_comm.protocols import INIT
from l9_snl.encoding import b64url, from_b64url, hkdf, transcript_hash
from l9_snl.handshake import (
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    HandshakeInitiator,
    HandshakeResponder,
    Outgoing,
    SupportedContext,
)
from l9_snl.identity import (
    SEAL_HYBRID,
    SEAL_X25519,
    AgentCard,
    AgentIdentity,
    CardCertifier,
    PeerTrust,
)
from l9_snl.integrity import MessageMac, seal_payload, session_keys
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.sealing import open_sealed, seal
from l9_snl.tickets import TicketCache, TicketIssuer

VECTORS: Final = Path(__file__).parent / "vectors"
"""Where the published vectors live (package data of `ioa.interop`)."""
REGENERATE: Final = "python -m ioa.interop.make_vectors (check: --check)"
NOW: Final = 1_795_000_000.0
"""The fixed wall-clock instant of every vector (2026-11-18T11:06:40Z)."""
AUTHORITY: Final = "test-authority"
TRAVEL_20: Final = "urn:contexts:travel:v2.0"
TRAVEL_21: Final = "urn:contexts:travel:v2.1"
LOADED_BY_URN_AUTHORITY: Final = "local"
"""The authority id `ioa.Agent` (and so `ioa agent serve` naming a built-in by URN) offers
built-in contexts under, unless told another."""

Json = dict[str, Any]
Previous = Callable[[str], bytes | None]
"""What is on disk under a vector file's name (None: nothing), for the sealed payloads."""


def seeded(label: str) -> Callable[[int], bytes]:
    """A deterministic byte source: SHA-256 of the label, a call counter and a block number."""
    counter = [0]

    def rng(n: int) -> bytes:
        counter[0] += 1
        out = b""
        block = 0
        while len(out) < n:
            out += hashlib.sha256(f"{label}/{counter[0]}/{block}".encode()).digest()
            block += 1
        return out[:n]

    return rng


def _text(value: Any) -> str:  # noqa: ANN401 - a JSON value
    """The RFC 8785 bytes of `value`, as the UTF-8 text a vector file stores."""
    return canonical_bytes(value).decode("utf-8")


def _dump(document: Json) -> bytes:
    return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def _previous_json(previous: Previous, name: str) -> Json:
    data = previous(name)
    if data is None:
        return {}
    try:
        loaded = json.loads(data)
    except ValueError:
        return {}
    return loaded if isinstance(loaded, dict) else {}


# -- L8: envelopes and frames (spec 2.1, 3) --------------------------------------------------------

_MINIMAL: Final = (
    '{"protocol":"request-reply","id":"Qm9va0ZsaWdodC0wMDAwMQ","ts":"2026-11-24T09:30:00.000Z",'
    '"from":"traveller","to":["airline"],"performative":"REQUEST",'
    '"conversation_id":"Y29udi1ib29rLWZsaWdodA",'
    '"content":{"task":"bookFlight","origin_code":"LAX","dest_code":"JFK","date":"2026-11-24"}}'
)
_VALID_ENVELOPES: Final = (
    ("minimal request", _MINIMAL),
    (
        "reply with every optional field",
        (
            '{"protocol":"request-reply","id":"cmVwbHktaW5mb3JtLTAwMDE","ts":"2026-11-24T09:30:01.250Z",'
            '"from":"airline","to":["traveller"],"performative":"INFORM",'
            '"conversation_id":"Y29udi1ib29rLWZsaWdodA","in_reply_to":"Qm9va0ZsaWdodC0wMDAwMQ",'
            '"context":{"id":"c3ViLWNvbnRleHQtYm9vaw","type":"booking",'
            '"parent":"cGFyZW50LWNvbnRleHQtMDE","metadata":{"conclusion":true}},'
            '"ontology":"urn:contexts:travel:v2.1",'
            '"content":{"booking_ref":"IOA-7Q2K","status":"confirmed"}}'
        ),
    ),
    (
        "unknown fields preserved in place",
        (
            '{"protocol":"negotiation","id":"cHJvcG9zZS0wMDAwMDAwMDE","ts":"2026-11-24T10:00:00Z",'
            '"from":"retailer-7","to":["wholesaler-2"],"performative":"PROPOSE",'
            '"conversation_id":"bmVnb3RpYXRpb24tc2t1MTIz",'
            '"content":{"item_id":"sku-1234","quantity":40,"unit_price":8.0},'
            '"x-trace":{"span":"7f3a"},"priority":2}'
        ),
    ),
    (
        "whitespace is not preserved",
        (
            '{ "protocol" : "query", "id" : "cXVlcnktMDAwMDAwMDAwMDE", "ts" : '
            '"2026-11-24T10:00:00.5Z", "from" : "leader", "to" : [ "warehouse-a" ], '
            '"performative" : "QUERY", "conversation_id" : "YWdncmVnYXRpb24tcm91bmQx", '
            '"content" : { "question" : "on_hand" } }'
        ),
    ),
    (
        "subscribe with a topic",
        (
            '{"protocol":"subscription","id":"c3Vic2NyaWJlLTAwMDAwMDE","ts":"2026-11-24T10:00:00.000Z",'
            '"from":"retailer-7","to":["supply-broker"],"performative":"SUBSCRIBE",'
            '"conversation_id":"c3Vic2NyaXB0aW9uLTAwMDE",'
            '"content":{"topic":"inventory/sku-1234","expires_in":600}}'
        ),
    ),
    (
        "any recipient",
        (
            '{"protocol":"notice","id":"bm90aWNlLTAwMDAwMDAwMDE","ts":"2024-02-29T23:59:59.999Z",'
            '"from":"bob","to":["*"],"performative":"NOT_UNDERSTOOD",'
            '"conversation_id":"bm90aWNlLWNvbnYtMDAwMDE",'
            '"content":{"code":"malformed_json","reason":"not valid UTF-8 JSON"}}'
        ),
    ),
    (
        "unicode content",
        (
            '{"protocol":"request-reply","id":"dW5pY29kZS0wMDAwMDAwMDE","ts":"2026-11-24T10:00:00.000Z",'
            '"from":"agent:eu/zurich-1","to":["agent:jp/tokyo-2"],"performative":"REQUEST",'
            '"conversation_id":"dW5pY29kZS1jb252LTAwMDE","content":{"text":"Grüße, 東京 🚄"}}'
        ),
    ),
    (
        "numbers and escapes are re-encoded, not canonicalised",
        _MINIMAL[: _MINIMAL.index('"content":')]
        + '"content":{"a":8.0,"b":1e2,"c":0.1E1,"d":-0.0,"e":100000000000000000000000,'
        '"f":12345678901234567890,"g":"\\u00e9\\/\\u2028\\n\\u0001","h":1.5e-7}}',
    ),
)
_INVALID_ENVELOPES: Final = (
    ("not JSON", "3", '{"protocol":', "malformed_json", None),
    ("not an object", "3", "[1,2,3]", "invalid_envelope", None),
    (
        "missing content",
        "3",
        _MINIMAL[: _MINIMAL.index(',"content":')] + "}",
        "missing_field",
        "content",
    ),
    (
        "missing conversation_id",
        "3",
        _MINIMAL.replace('"conversation_id":"Y29udi1ib29rLWZsaWdodA",', ""),
        "missing_field",
        "conversation_id",
    ),
    ("id too short", "3.1", _MINIMAL.replace("Qm9va0ZsaWdodC0wMDAwMQ", "abc"), "invalid_id", "id"),
    (
        "timestamp with offset",
        "1",
        _MINIMAL.replace("2026-11-24T09:30:00.000Z", "2026-11-24T09:30:00+01:00"),
        "invalid_timestamp",
        "ts",
    ),
    (
        "timestamp on 30 February",
        "1",
        _MINIMAL.replace("2026-11-24T09:30:00.000Z", "2026-02-30T09:30:00Z"),
        "invalid_timestamp",
        "ts",
    ),
    (
        "unknown performative",
        "4",
        _MINIMAL.replace('"REQUEST"', '"SHOUT"'),
        "unknown_performative",
        "performative",
    ),
    (
        "unknown protocol",
        "5",
        _MINIMAL.replace('"request-reply"', '"haggle"'),
        "unknown_protocol",
        "protocol",
    ),
    ("empty recipients", "3", _MINIMAL.replace('["airline"]', "[]"), "invalid_field", "to"),
    (
        "duplicate recipients",
        "3",
        _MINIMAL.replace('["airline"]', '["airline","airline"]'),
        "invalid_field",
        "to",
    ),
    (
        "null optional field",
        "3",
        _MINIMAL[:-1] + ',"in_reply_to":null}',
        "invalid_id",
        "in_reply_to",
    ),
    (
        "context without id",
        "6",
        _MINIMAL[:-1] + ',"context":{"type":"booking"}}',
        "missing_field",
        "context.id",
    ),
    (
        "ontology not a URN",
        "3.1",
        _MINIMAL[:-1] + ',"ontology":"travel v2.1"}',
        "invalid_field",
        "ontology",
    ),
    (
        "from is not an agent id",
        "3.1",
        _MINIMAL.replace('"traveller"', '"-traveller"'),
        "invalid_field",
        "from",
    ),
    (
        "nesting 33 deep",
        "3.2",
        _MINIMAL[: _MINIMAL.index('"content":')] + '"content":' + "[" * 32 + "1" + "]" * 32 + "}",
        "nesting_too_deep",
        "content" + "[0]" * 31,
    ),
)


def _frame_vectors() -> list[Json]:
    """Byte streams and what a receiver makes of them (spec 2.1)."""
    good = encode_frame(_MINIMAL.encode())
    streams = (
        ("two frames in one read", good + good),
        ("unknown flag byte", b"\x01" + good[1:]),
        ("length above the 1 MiB limit", b"\x00" + (1024 * 1024 + 1).to_bytes(4, "big")),
        ("stream ends inside a frame", good[:-1]),
    )
    vectors = []
    for name, stream in streams:
        decoder = FrameDecoder()
        payloads = decoder.feed(stream)
        if decoder.error is not None:
            code: str | None = str(decoder.error.code)
        elif decoder.buffered:
            code = "truncated_frame"  # what the end of the stream makes of the rest
        else:
            code = None
        vectors.append(
            {
                "name": name,
                "section": "2.1",
                "stream_hex": stream.hex(),
                "payloads": [payload.decode("utf-8") for payload in payloads],
                "code": code,
            }
        )
    return vectors


def l8_envelopes() -> Json:
    """Valid and invalid envelopes with their re-encoding, frames and error codes."""
    valid = []
    for name, text in _VALID_ENVELOPES:
        encoded = encode_envelope(decode_envelope(text.encode()))
        valid.append(
            {
                "name": name,
                "section": "3",
                "input": text,
                "encoded": encoded.decode("utf-8"),
                "frame_hex": encode_frame(encoded).hex(),
            }
        )
    invalid = []
    for name, section, text, code, field in _INVALID_ENVELOPES:
        try:
            decode_envelope(text.encode())
        except RemoteProtocolError as error:
            if (error.code, error.field) != (code, field):
                msg = f"{name}: refused with {error.code} at {error.field}, not {code} at {field}"
                raise AssertionError(msg) from None
        else:
            msg = f"{name}: the codec accepts it"
            raise AssertionError(msg)
        invalid.append(
            {"name": name, "section": section, "input": text, "code": code, "field": field}
        )
    return {
        "description": (
            "The L8 envelope codec and the session stream's frames (docs/spec.md sections 2.1 "
            "and 3). valid: input decodes; encoded is this implementation's re-encoding of it "
            "(fields in the order received, no whitespace, strings as raw UTF-8 with only the "
            "escapes JSON requires, numbers as section 3 says: not RFC 8785); frame_hex is "
            "encoded behind its 5-byte frame header. invalid: input must be refused with code "
            "(the NOT_UNDERSTOOD content code) naming field. frames: a receiver reading "
            "stream_hex gets payloads, then code (null: the stream is fine)."
        ),
        "regenerate": REGENERATE,
        "valid": valid,
        "invalid": invalid,
        "frames": _frame_vectors(),
    }


# -- the built-in contexts, published as documents (spec 10.2, 10.3, 12.11) ----------------------


def _document_path(urn_name: str, major: int, minor: int) -> str:
    return f"contexts/{urn_name}/v{major}.{minor}.json"


def builtin_contexts() -> tuple[Json, dict[str, bytes]]:
    """The index of the built-in contexts, and each one's canonical bytes by file name."""
    entries = []
    files: dict[str, bytes] = {}
    for context in sorted(builtin_library(), key=lambda c: str(c.urn)):
        urn = context.urn
        path = _document_path(urn.name, urn.major, urn.minor)
        files[path] = context.canonical
        document = context.as_dict()
        embedding = document.get("embedding")
        entries.append(
            {
                "urn": str(urn),
                "section": "10.3",
                "document": path,
                "digest": context.digest,
                "authority": LOADED_BY_URN_AUTHORITY,
                "minimum_secure_version": document.get("minimum_secure_version"),
                "embedding_models": list(embedding["models"]) if embedding else [],
                "embedding_fields": list(embedding["fields"]) if embedding else [],
                "concepts": sorted(document.get("concepts", {})),
                "tasks": {
                    name: sorted(task["parameters"].get("properties", {}))
                    for name, task in sorted(document.get("tasks", {}).items())
                },
            }
        )
    index = {
        "description": (
            "Every context built into ioa-stack, published so that another implementation can "
            "recompute the digests it offers (section 10.3), validate what it sends and "
            "receives, and know the embedding models a SELECT needs (section 12.11). document "
            "is a file beside this one holding the RFC 8785 bytes of the context (no trailing "
            "newline): its SHA-256 is digest. authority is the authority id an ioa.Agent offers "
            "a built-in context under when it is loaded by URN (Agent(authority=...) changes "
            "it). embedding_models are the models of the document's embedding member, in the "
            "order section 12.11 chooses by (empty: embedding_model is null); tasks maps each "
            "task to its parameter names."
        ),
        "regenerate": REGENERATE,
        "contexts": entries,
    }
    return index, files


# -- context documents and their lint findings (spec 10.2) ---------------------------------------


def _document(**members: Any) -> Json:  # noqa: ANN401 - JSON members
    base: Json = {"urn": "urn:contexts:example.lint:v1.0", "title": "Lint vectors"}
    return {**base, **members}


def _closed(properties: Json, **more: Any) -> Json:  # noqa: ANN401 - JSON members
    return {"type": "object", "properties": properties, "additionalProperties": False, **more}


_LINT_DOCUMENTS: Final = (
    (
        "clean",
        _document(concepts={"Flight": _closed({"code": {"type": "string", "maxLength": 8}})}),
    ),
    ("open content model", _document(concepts={"Flight": {"type": "object", "properties": {}}})),
    (
        "unresolved and external references",
        _document(
            concepts={
                "Flight": _closed(
                    {"a": {"$ref": "#/$defs/missing"}, "b": {"$ref": "https://x.example/s"}}
                )
            }
        ),
    ),
    (
        "a pattern the linear-time engine refuses",
        _document(concepts={"Code": _closed({"c": {"type": "string", "pattern": "^(a)\\1$"}})}),
    ),
    (
        "reserved names and properties",
        _document(
            concepts={
                "ambiguous_parameter": _closed({}),
                "Flight": _closed({"concept": {"type": "string"}}),
            }
        ),
    ),
    (
        "a required property the closed object does not declare",
        _document(concepts={"Flight": _closed({"a": {"type": "string"}}, required=["b"])}),
    ),
    (
        "an unused definition is a warning",
        _document(
            concepts={"Flight": _closed({"a": {"type": "string"}})},
            **{"$defs": {"Unused": {"type": "string"}}},
        ),
    ),
    (
        "an embedding field that is not an array of numbers",
        _document(
            concepts={"Flight": _closed({"a": {"type": "string"}})},
            embedding={"fields": ["Flight.a"], "models": ["m"]},
        ),
    ),
    ("neither concepts nor tasks", _document()),
)


def context_lint() -> Json:
    """Context documents, some deliberately faulty, and what lint finds in each."""
    vectors = []
    for name, document in _LINT_DOCUMENTS:
        findings = [
            {"code": f.code, "path": f.path, "severity": f.severity}
            for f in lint_document(document)
        ]
        vectors.append(
            {
                "name": name,
                "section": "10.2",
                "document": document,
                "valid": not any(f["severity"] == "error" for f in findings),
                "findings": findings,
            }
        )
    return {
        "description": (
            "Context documents and their lint findings (docs/spec.md section 10.2). findings "
            "lists (code, JSON Pointer path, severity) in document order; an implementation "
            "conforms when it finds the same set of error codes at the same paths. Codes that "
            "start with format: name the JSON Schema keyword of the document format that "
            "failed. valid: no finding is an error (warnings keep a document valid)."
        ),
        "regenerate": REGENERATE,
        "documents": vectors,
    }


# -- the Schema Authority: TUF metadata, targets and the revocation list (spec 11.1 to 11.3) -------

_AUTHORITY_ROLES: Final = ("root", "root", "targets", "snapshot", "timestamp")
"""The keys of the published authority: two root keys (threshold 2), one for each other role."""
_STEP: Final = 60
"""Seconds between the published authority's operations."""


def _authority_key(role: str, n: int) -> HeldKey:
    seed = seeded(f"authority/{role}/{n}")(32)
    return HeldKey(
        role=role, signer=signer_from_private(Ed25519PrivateKey.from_private_bytes(seed))
    )


def _moment(offset: int) -> datetime:
    return datetime.fromtimestamp(NOW + offset, tz=UTC)


def _rfc3339(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


_AUTHORITY_OPERATIONS: Final = (
    ("publish", TRAVEL_20, ""),
    ("publish", TRAVEL_21, ""),
    ("publish", "urn:contexts:payment:v1.0", ""),
    ("deprecate", TRAVEL_20, "superseded by v2.1"),
    ("revoke", TRAVEL_20, "withdrawn: a published example of a revocation"),
)


def _published_authority() -> tuple[Repository, dict[str, bytes], list[HeldKey], list[Json]]:
    """The authority of the vectors: created, then each operation a minute after the last."""
    keys = [_authority_key(role, n) for n, role in enumerate(_AUTHORITY_ROLES)]
    documents: dict[str, bytes] = {}
    commit = Repository.create(
        authority_id=AUTHORITY,
        now=_moment(0),
        root_keys=2,
        root_threshold=2,
        documents=documents.get,
        keys=keys,
    )
    metadata = dict(commit.metadata)
    documents.update(commit.documents)
    history: list[Json] = [{"section": "11.1", "at": _rfc3339(_moment(0)), "operation": "init"}]
    repo = commit.after
    for n, (operation, urn, reason) in enumerate(_AUTHORITY_OPERATIONS, start=1):
        moment = _moment(n * _STEP)
        if operation == "publish":
            commit = repo.publish(builtin(urn).canonical, now=moment)
        elif operation == "deprecate":
            commit = repo.deprecate(urn, reason=reason, now=moment)
        else:
            commit = repo.revoke(urn, reason=reason, now=moment)
        metadata.update(commit.metadata)
        documents.update(commit.documents)
        repo = commit.after
        step: Json = {
            "section": "11.3" if operation == "revoke" else "11.2",
            "at": _rfc3339(moment),
            "operation": operation,
            "urn": urn,
        }
        if reason:
            step["reason"] = reason
        history.append(step)
    return repo, metadata, keys, history


def _tuf_key(n: int, key: HeldKey) -> Json:
    return {
        "section": "11.1",
        "role": key.role,
        "private": seeded(f"authority/{key.role}/{n}")(32).hex(),
        "keyid": key.keyid,
        "key": key.public.to_dict(),
    }


def _role_entry(role: str, version: int, metadata: Mapping[str, bytes]) -> Json:
    """One role's current metadata: served under its versioned name (timestamp also without)."""
    data = metadata[f"{version}.{role}.json"]
    served_at = [f"metadata/{version}.{role}.json"]
    if role == "timestamp":
        served_at.insert(0, "metadata/timestamp.json")  # what clients poll
    md: Metadata[Any] = Metadata.from_bytes(data)
    return {
        "section": "11.1",
        "role": md.signed.type,
        "version": md.signed.version,
        "served_at": served_at,
        "text": data.decode("utf-8"),
        "signed": md.signed_bytes.decode("utf-8"),
        "signatures": [
            {"keyid": keyid, "sig": signature.signature}
            for keyid, signature in sorted(md.signatures.items())
        ],
        "expires": _rfc3339(md.signed.expires),
    }


def _target_entry(target: TargetFile) -> Json:
    custom = dict(target.custom)
    sha256 = target.hashes["sha256"]
    entry: Json = {
        "section": "11.3" if custom.get("kind") == "revocations" else "11.2",
        "path": target.path,
        "served_at": "targets/" + hashed_path(target.path, sha256),
        "length": target.length,
        "sha256": sha256,
        "custom": custom,
    }
    return entry


def _tampered_document(data: bytes) -> bytes:
    """The same length, one byte changed: the first lower-case letter past byte 64 upper-cased."""
    at = next(i for i in range(64, len(data)) if 0x61 <= data[i] <= 0x7A)
    return data[:at] + bytes([data[at] - 0x20]) + data[at + 1 :]


def _compact_metadata(md: Metadata[Any]) -> bytes:
    return md.to_bytes(JSONSerializer(compact=True))


def authority_metadata() -> Json:
    """A small authority's signed state, its targets, its revocation list, and client checks."""
    repo, metadata, keys, history = _published_authority()
    versions = {role: repo.metadata_of(role).signed.version for role in TOP_LEVEL_ROLES}
    roles = [
        _role_entry(role, versions[role], metadata)
        for role in ("root", "timestamp", "snapshot", "targets")
    ]
    targets = []
    for _, target in sorted(repo.targets.signed.targets.items()):
        entry = _target_entry(target)
        if entry["custom"].get("kind") == "context":
            urn = ContextURN.parse(entry["custom"]["urn"])
            entry["document"] = _document_path(urn.name, urn.major, urn.minor)
        else:
            entry["text"] = repo.revocations().decode("utf-8")
        targets.append(entry)
    targets_md = metadata[f"{versions['targets']}.targets.json"]
    timestamp_md = metadata[f"{versions['timestamp']}.timestamp.json"]
    v21 = repo.find(TRAVEL_21)
    v21_at = "targets/" + hashed_path(v21.path, v21.digest.removeprefix("sha256:"))
    unrevoked = Metadata[Targets].from_bytes(targets_md)
    unrevoked.signed.targets[repo.find(TRAVEL_20).path].custom["status"] = "active"
    stranger = Metadata.from_bytes(timestamp_md)
    stranger.signatures.clear()
    stranger.sign(_authority_key("timestamp", 99).signer)
    check_at = NOW + 3600
    expires = int(repo.timestamp.signed.expires.timestamp())
    client = [
        {
            "name": "an active context verifies: each file against the one that names it",
            "section": "11.6",
            "urn": TRAVEL_21,
            "now": check_at,
            "verified": [
                {
                    "file": "metadata/timestamp.json",
                    "signed_by": "timestamp",
                    "version": versions["timestamp"],
                },
                {
                    "file": f"metadata/{versions['snapshot']}.snapshot.json",
                    "signed_by": "snapshot",
                    "version": versions["snapshot"],
                },
                {
                    "file": f"metadata/{versions['targets']}.targets.json",
                    "signed_by": "targets",
                    "version": versions["targets"],
                },
                {
                    "file": v21_at,
                    "length": v21.length,
                    "sha256": v21.digest.removeprefix("sha256:"),
                },
            ],
            "outcome": {
                "digest": v21.digest,
                "status": "active",
                "below_minimum_secure_version": False,
            },
        },
        {
            "name": "a context below the minimum secure version its name declares",
            "section": "11.2",
            "urn": "urn:contexts:payment:v1.0",
            "now": check_at,
            "outcome": {
                "digest": repo.find("urn:contexts:payment:v1.0").digest,
                "status": "active",
                "below_minimum_secure_version": True,
            },
        },
        {
            "name": "a revoked context is refused before its document is fetched",
            "section": "11.2",
            "urn": TRAVEL_20,
            "now": check_at,
            "code": "revoked_context",
        },
        {
            "name": "a URN the authority does not publish",
            "section": "11.6",
            "urn": "urn:contexts:travel:v2.2",
            "now": check_at,
            "code": "unknown_context",
        },
        {
            "name": "a document one byte off its signed hash (same length)",
            "section": "11.6",
            "urn": TRAVEL_21,
            "now": check_at,
            "served": {v21_at: _tampered_document(builtin(TRAVEL_21).canonical).decode()},
            "code": "digest_mismatch",
        },
        {
            "name": "a document longer than its signed length",
            "section": "11.6",
            "urn": TRAVEL_21,
            "now": check_at,
            "served": {v21_at: builtin(TRAVEL_21).canonical.decode() + " "},
            "code": "endless_data",
        },
        {
            "name": "targets metadata with the revoked context set back to active, signatures kept",
            "section": "11.6",
            "urn": TRAVEL_20,
            "now": check_at,
            "served": {
                f"metadata/{versions['targets']}.targets.json": _compact_metadata(
                    unrevoked
                ).decode()
            },
            "code": "bad_signature",
        },
        {
            "name": "a timestamp signed by a key root does not list",
            "section": "11.6",
            "urn": TRAVEL_21,
            "now": check_at,
            "served": {"metadata/timestamp.json": _compact_metadata(stranger).decode()},
            "code": "below_threshold",
        },
        {
            "name": "the timestamp at its expiry (a freeze)",
            "section": "11.6",
            "urn": TRAVEL_21,
            "now": expires,
            "code": "expired_metadata",
        },
    ]
    return {
        "description": (
            "A small Schema Authority (docs/spec.md sections 11.1 to 11.3, client checks "
            "11.6), made from fixed keys at fixed times. keys: each role's Ed25519 key "
            "(private: the 32-byte seed, hex), its TUF key object and keyid (SHA-256 of the "
            "key object's canonical JSON, hex). history: what was done, a minute apart. "
            "metadata: the current version of each role: text is the file as served (at "
            "served_at, under the authority's base URL), signed the OLPC canonical JSON of its "
            "signed member (what each signature covers; TUF's canonical form, not RFC 8785), "
            "signatures as in the file (hex). targets: what targets metadata lists: path, "
            "where a consistent-snapshot client downloads it (served_at), length, sha256 "
            "(hex) and custom; a context's bytes are the file named by document (the "
            "built-in contexts' files beside this one), the revocation list's are text "
            "(RFC 8785 JSON). client: fetches a verifier makes at now (seconds since the "
            "epoch; every expiry is checked against it), starting from the root given, "
            "with served replacing the files at those paths: the files it verifies and the "
            "outcome, or the code of section 11.6 it refuses with."
        ),
        "regenerate": REGENERATE,
        "authority_id": AUTHORITY,
        "keys": [_tuf_key(n, key) for n, key in enumerate(keys)],
        "history": history,
        "metadata": roles,
        "targets": targets,
        "client": client,
    }


# -- agent cards and sealed payloads (spec 12.9, 12.10) -------------------------------------------

_CERTIFIER: Final = {
    "authority": "authority.example",
    "private": "m67Fzfx5bYbF6DGJdU6LdYVEsWXv88yk9rQtE8xMX2s",
}
_CARD_IDENTITIES: Final[tuple[tuple[str, Json, Json], ...]] = (
    (
        "hybrid card, certified",
        {
            "format": "ioa-agent-identity/v1",
            "id": "travel-agent.example",
            "seal": [
                {"alg": "X25519", "private": "NcsdEBYw6vrcwLa1Chq6kU94bmKWbl6I64v1okUoZ2s"},
                {
                    "alg": "MLKEM768-X25519",
                    "private": "hjWaBsQ_10NwXsoLDh3gheVyWdppewzpna6wpVrKKTZMDlyGCgUYtkVzyNZsViu-"
                    "LxFIe4vPsP0xM03wuP-A0laRPQaF1idpWddC4oJgJ5L1lbXNyKRq41j5reWmif5X",
                },
            ],
            "sign": {"alg": "Ed25519", "private": "9xSImYSMCI0rw4P35csteM_BP_Yr_uLHG0ALdRdi6BE"},
        },
        {
            "endpoints": [
                "https://travel.example/ioa/v1/session",
                "https://backup.travel.example:8443/ioa/v1/session",
            ],
            "contexts": ["urn:contexts:travel:v2.1", "urn:contexts:acme.logistics:v1.0"],
            "now": NOW,
            "lifetime": 2592000,
        },
    ),
    (
        "X25519-only card",
        {
            "format": "ioa-agent-identity/v1",
            "id": "airline:booking@example",
            "seal": [{"alg": "X25519", "private": "QGrN20rCT7VXaTHfCI_ej6ylV1YbhY-9qHwNemHv2D0"}],
            "sign": {"alg": "Ed25519", "private": "1F0BqWlUYU_VzkvabbmkZBPk9mhijp4Q9IGLrOr3cvA"},
        },
        {
            "endpoints": ["https://airline.example/ioa/v1/session"],
            "contexts": ["urn:contexts:travel:v2.0"],
            "now": NOW,
            "lifetime": 2592000,
        },
    ),
)
_SEALED_PLAINTEXT: Final = {
    "offers": [{"urn": "urn:contexts:travel:v2.1", "digest": "sha256:" + "0" * 64}],
    "note": "café",
}


def _certifier() -> CardCertifier:
    private = from_b64url(_CERTIFIER["private"], length=32)
    return CardCertifier(_CERTIFIER["authority"], Ed25519PrivateKey.from_private_bytes(private))


def _identity(document: Mapping[str, Any]) -> AgentIdentity:
    return AgentIdentity.from_private_bytes(orjson.dumps(document))


def _kept_or_sealed(  # noqa: PLR0913 - what was sealed, to whom, for what
    old: object,
    value: Json,
    *,
    recipient: AgentIdentity,
    card: AgentCard,
    info: bytes,
    alg: str,
) -> dict[str, str]:
    """The sealed payload on disk if it still opens to `value`, else a new one (see the module)."""
    if isinstance(old, dict) and old.get("alg") == alg:
        try:
            if open_sealed(old, recipient, info=info) == value:
                return {"alg": alg, "ct": str(old["ct"])}
        except Exception:  # noqa: BLE001, S110 - anything that does not open is sealed anew
            pass
    return seal(value, card, info=info, alg=alg)


def l9_cards(previous: Previous) -> Json:
    """Agent cards (issued, signed, certified) and payloads sealed to them."""
    certifier = _certifier()
    cards = []
    by_id: dict[str, tuple[AgentIdentity, AgentCard]] = {}
    for name, identity_document, issue in _CARD_IDENTITIES:
        identity = _identity(identity_document)
        card = AgentCard.issue(identity, **issue)
        by_id[identity.agent_id] = (identity, card)
        cards.append(
            {
                "name": name,
                "section": "12.10",
                "identity": identity_document,
                "issue": issue,
                "card": card.to_json(),
                "canonical": card.signed_bytes.decode("utf-8"),
                "digest": card.digest,
                "signature": card.signature,
                "certifier": {**_CERTIFIER, "public": certifier.public_key_b64url},
                "certified": certifier.certify(card).to_json(),
            }
        )
    old = _previous_json(previous, "l9_cards.json").get("sealed", [])
    sealed = []
    for number, (recipient_id, alg) in enumerate(
        (
            ("travel-agent.example", SEAL_HYBRID),
            ("travel-agent.example", SEAL_X25519),
            ("airline:booking@example", SEAL_X25519),
        )
    ):
        identity, card = by_id[recipient_id]
        info = f"ioa-snl/v1 HELLO offers {recipient_id}"
        before = old[number].get("sealed") if number < len(old) else None
        sealed.append(
            {
                "section": "12.9",
                "recipient": recipient_id,
                "info": info,
                "sealed": _kept_or_sealed(
                    before,
                    _SEALED_PLAINTEXT,
                    recipient=identity,
                    card=card,
                    info=info.encode(),
                    alg=alg,
                ),
                "plaintext": _SEALED_PLAINTEXT,
            }
        )
    return {
        "description": (
            "Agent cards and sealed payloads (docs/spec.md sections 12.9, 12.10). cards: "
            "identity is the private-key document (AgentIdentity.to_private_bytes); issue holds "
            "AgentCard.issue's inputs; card is the result, canonical the RFC 8785 bytes of "
            "card.card (what signature and every certification sign, Ed25519, deterministic), "
            "digest their sha256; certified is card with certifier's certification appended. "
            "sealed: open_sealed(sealed, identity of recipient, info=UTF-8 of info) must give "
            "plaintext (HPKE base mode, single shot; ct is base64url of enc || ciphertext; the "
            "suites, the private-key layout and every intermediate value are in l9_sealing.json)."
        ),
        "regenerate": REGENERATE,
        "cards": cards,
        "sealed": sealed,
    }


# -- the handshake: the agents, their pair, a pump --------------------------------------------


class _Agents:
    """Two agents with identities and certified cards, the authority both trust."""

    def __init__(self, label: str, *, hybrid: bool = False) -> None:
        self.traveller = AgentIdentity.generate(
            "traveller", hybrid=hybrid, rng=seeded(f"{label}/t")
        )
        self.airline = AgentIdentity.generate("airline", hybrid=hybrid, rng=seeded(f"{label}/a"))
        self.certifier = CardCertifier.generate(AUTHORITY, rng=seeded(f"{label}/c"))
        self.cards = {
            agent.agent_id: self.certifier.certify(
                AgentCard.issue(
                    agent,
                    endpoints=["https://127.0.0.1/ioa/v1/session"],
                    contexts=[TRAVEL_21],
                    now=NOW - 60,
                    lifetime=86400,
                )
            )
            for agent in (self.traveller, self.airline)
        }
        self.trust = PeerTrust()
        self.trust.trust_certifier(AUTHORITY, self.certifier.public_key_b64url)
        self.issuer = TicketIssuer(key=b"k" * 32, rng=seeded(f"{label}/issuer"))
        self.cache = TicketCache()

    def initiator(
        self,
        label: str,
        *,
        seal: bool = False,
        tickets: TicketCache | None = None,
        drawn: list[bytes] | None = None,
    ) -> HandshakeInitiator:
        """The traveller's side; `drawn` collects its random draws.

        `tickets` is its ticket cache; without it, the one all of these agents' runs share.
        """
        return HandshakeInitiator(
            agent_id="traveller",
            signing_key=self.traveller.signing_key,
            peer="airline",
            support=_support(TRAVEL_20, TRAVEL_21),
            peer_keys=TrustedPeers(self.trust),
            card=self.cards["traveller"].to_json(),
            peer_card=self.cards["airline"],
            sealer=IdentitySealer(self.traveller),
            tickets=self.cache if tickets is None else tickets,
            config=HandshakeConfig(seal=seal),
            rng=_recording(seeded(f"{label}/initiator"), drawn),
        )

    def responder(
        self,
        label: str,
        *,
        urns: tuple[str, ...] = (TRAVEL_20, TRAVEL_21),
        resume: bool = True,
        drawn: list[bytes] | None = None,
        issuer: TicketIssuer | None = None,
    ) -> HandshakeResponder:
        """The airline's side, supporting `urns`, issuing tickets unless not `resume`.

        `issuer` makes and opens its tickets; without it, the one these agents share.
        """
        return HandshakeResponder(
            agent_id="airline",
            signing_key=self.airline.signing_key,
            support=_support(*urns),
            peer_keys=TrustedPeers(self.trust),
            card=self.cards["airline"].to_json(),
            sealer=IdentitySealer(self.airline),
            tickets=self.issuer if issuer is None else issuer,
            config=HandshakeConfig(resume=resume),
            rng=_recording(seeded(f"{label}/responder"), drawn),
        )


def _support(*urns: str) -> ContextSupport:
    return ContextSupport(
        contexts=tuple(
            SupportedContext(
                context=builtin(urn),
                authority=AUTHORITY,
                location=f"https://authority.example/metadata/#{urn}",
            )
            for urn in urns
        ),
        minimums={},
        authorities=frozenset({AUTHORITY}),
    )


def _recording(rng: Callable[[int], bytes], drawn: list[bytes] | None) -> Callable[[int], bytes]:
    """`rng`, keeping what it draws in `drawn` (when given): the kx keys are among them."""
    if drawn is None:
        return rng
    kept = drawn

    def record(n: int) -> bytes:
        out = rng(n)
        kept.append(out)
        return out

    return record


def _run(
    initiator: HandshakeInitiator, responder: HandshakeResponder, *, early: EarlyMessage | None
) -> list[Outgoing]:
    """Play a handshake to its end (both sides at NOW); every message that travelled."""
    wire: list[Outgoing] = []
    message: Outgoing | None = initiator.start(now=NOW, early=early)
    to_responder = True
    while message is not None:
        wire.append(message)
        side: HandshakeInitiator | HandshakeResponder = responder if to_responder else initiator
        _, outgoing = side.receive(message.performative, message.content, now=NOW)
        message = outgoing[0] if outgoing else None
        to_responder = not to_responder
    return wire


def _kx_private(drawn: list[bytes], public: str) -> bytes:
    """Which of a side's random draws is the X25519 key behind the `kx` it sent."""
    for candidate in drawn:
        if len(candidate) == 32:
            key = X25519PrivateKey.from_private_bytes(candidate)
            if b64url(key.public_key().public_bytes_raw()) == public:
                return candidate
    msg = "no draw of this side makes its kx"
    raise AssertionError(msg)


def _without(content: Json, member: str) -> Json:
    return {k: v for k, v in content.items() if k != member}


def _entry(message: Outgoing, section: str, **more: Any) -> Json:  # noqa: ANN401 - JSON values
    content = dict(message.content)
    return {
        "message": str(message.kind),
        "performative": str(message.performative),
        "section": section,
        "content": content,
        "canonical": _text(content),
        **more,
    }


def l9_handshake() -> Json:
    """Complete transcripts: a full handshake, its resumption, a refused HELLO."""
    agents = _Agents("golden")
    # First, with a responder that does not resume (and so leaves no ticket behind): the
    # HELLO, SELECT and LOCK below, and a TICKET with `ticket` null, MAC'd under the same
    # secret, since the agents, keys and draws are the same.
    quiet = _run(
        agents.initiator("golden", tickets=TicketCache()),
        agents.responder("golden", resume=False),
        early=None,
    )
    drawn_initiator: list[bytes] = []
    drawn_responder: list[bytes] = []
    initiator = agents.initiator("golden", drawn=drawn_initiator)
    responder = agents.responder("golden", drawn=drawn_responder)
    hello, select, lock, ticket = _run(initiator, responder, early=None)
    kx_i = _kx_private(drawn_initiator, hello.content["kx"])
    kx_r = _kx_private(drawn_responder, select.content["kx"])
    shared = X25519PrivateKey.from_private_bytes(kx_i).exchange(
        X25519PublicKey.from_public_bytes(from_b64url(select.content["kx"], length=32))
    )
    hello_hash = transcript_hash(hello.content)
    transcript = transcript_hash(hello.content, select.content)
    resumption = hkdf(shared, transcript.encode(), b"ioa-snl/v1 resumption")
    if [m.content for m in quiet[:3]] != [m.content for m in (hello, select, lock)]:
        msg = "a responder that does not resume changed the full handshake"
        raise AssertionError(msg)
    null_ticket = quiet[3]
    full = {
        "name": "full",
        "section": "12.2",
        "kx_private": {"initiator": b64url(kx_i), "responder": b64url(kx_r)},
        "shared_secret": b64url(shared),
        "messages": [
            _entry(hello, "12.4", hash=hello_hash),
            _entry(
                select,
                "12.5",
                signed=_text(_without(select.content, "signature")),
                signer="airline",
            ),
            _entry(
                lock,
                "12.6",
                signed=_text({"snl": "LOCK", "transcript": lock.content["transcript"]}),
                signer="traveller",
            ),
            _entry(ticket, "12.7", mac_input=_text(_without(ticket.content, "mac"))),
        ],
        "hello_hash": hello_hash,
        "transcript": transcript,
        "resumption_secret": b64url(resumption),
        "ticket_null": _entry(
            null_ticket, "12.7", mac_input=_text(_without(null_ticket.content, "mac"))
        ),
    }

    first_flight = {"task": "searchFlights", "parameters": {"origin_code": "LAX"}}
    early = EarlyMessage.of("Zmlyc3QtZmxpZ2h0LTAwMDE", "QUERY", first_flight)
    resumed_hello, resumed_select = _run(
        agents.initiator("golden-resumed"), agents.responder("golden-resumed"), early=early
    )
    resumed_hello_hash = transcript_hash(resumed_hello.content)
    resumed_transcript = transcript_hash(resumed_hello.content, resumed_select.content)
    resumed = {
        "name": "resumed",
        "section": "12.7",
        "resumption_secret": b64url(resumption),
        "first_flight": {"content": first_flight, "digest": transcript_hash(first_flight)},
        "messages": [
            _entry(
                resumed_hello,
                "12.7",
                hash=resumed_hello_hash,
                binder_input=_text(_without(resumed_hello.content, "binder")),
            ),
            _entry(
                resumed_select, "12.7", mac_input=_text(_without(resumed_select.content, "mac"))
            ),
        ],
        "hello_hash": resumed_hello_hash,
        "transcript": resumed_transcript,
        "renewed_secret": b64url(
            hkdf(resumption, resumed_hello_hash.encode(), b"ioa-snl/v1 resumption next")
        ),
    }

    refusing = agents.responder("golden-refused", urns=("urn:contexts:payment:v2.0",))
    refused_hello, refusal = _run(
        agents.initiator("golden-refused", tickets=TicketCache()), refusing, early=None
    )
    refused = {
        "name": "refused",
        "section": "12.8",
        "messages": [
            _entry(refused_hello, "12.4", hash=transcript_hash(refused_hello.content)),
            _entry(refusal, "12.1"),
        ],
        "code": refusal.content["code"],
    }

    # The renewed ticket the resumption left in the cache, presented to a responder whose
    # ticket key is another (restarted without its key, say): the resumption is refused and
    # one full HELLO follows, in a new conversation.
    stranger = TicketIssuer(key=b"j" * 32, rng=seeded("golden-resume-refused/issuer"))
    resuming = agents.initiator("golden-resume-refused")
    resumed_again = resuming.start(now=NOW)
    refuser = agents.responder("golden-resume-refused", issuer=stranger)
    _, [refusal_of_resumption] = refuser.receive(
        resumed_again.performative, resumed_again.content, now=NOW
    )
    resuming.receive(refusal_of_resumption.performative, refusal_of_resumption.content, now=NOW)
    full_again = resuming.restart_full(now=NOW)
    resume_refused = {
        "name": "resumption refused",
        "section": "12.7",
        "messages": [
            _entry(
                resumed_again,
                "12.7",
                binder_input=_text(_without(resumed_again.content, "binder")),
            ),
            _entry(refusal_of_resumption, "12.7"),
            _entry(full_again, "12.4", hash=transcript_hash(full_again.content)),
        ],
        "code": refusal_of_resumption.content["code"],
    }
    return {
        "description": (
            "Complete L9 handshake transcripts (docs/spec.md section 12). keys are the agents' "
            "and the certifying authority's Ed25519 public keys (base64url); each message gives "
            "its content, canonical (its RFC 8785 bytes, what hashes are computed over), and "
            "what is signed (signed, by signer's key), MAC'd (mac_input, binder_input) or "
            "hashed (hash: transcript_hash of the message alone). full: HELLO, SELECT, LOCK, "
            "TICKET, with both sides' X25519 kx private keys, the shared secret, hello_hash, "
            "transcript and the resumption secret (HKDF, salt the transcript) that MACs the "
            "TICKET; ticket_null is the TICKET a responder that does not resume sends at the same "
            "point. resumed: the resumed HELLO (binder under the full handshake's resumption "
            "secret, a first flight declared) and resumed SELECT (mac under the same secret, a "
            "renewed ticket whose secret is renewed_secret). refused: a HELLO the responder "
            "cannot serve and its REFUSE (the reason is for people; code is normative). "
            "resumption refused: the renewed ticket presented to a responder that cannot open "
            "it (binder under resumed.renewed_secret), its REFUSE, and the full HELLO the "
            "initiator sends next, in a new conversation. Tickets "
            "are opaque: their bytes are this implementation's (section 12.7)."
        ),
        "regenerate": REGENERATE,
        "now": NOW,
        "keys": {
            "traveller": agents.traveller.public_signing_key_b64url,
            "airline": agents.airline.public_signing_key_b64url,
            "certifier": agents.certifier.public_key_b64url,
        },
        "transcripts": [full, resumed, refused, resume_refused],
    }


# -- sealed HELLOs, their keys and every step of HPKE (spec 12.9) ----------------------------------

_HPKE_IDS: Final = {SEAL_X25519: 0x0020, SEAL_HYBRID: 0x647A}
"""RFC 9180 KEM ids: DHKEM(X25519, HKDF-SHA256), and X-Wing (ML-KEM-768 + X25519)."""
_KDF_HKDF_SHA256: Final = 0x0001
_AEAD_CHACHA20_POLY1305: Final = 0x0003
_XWING_LABEL: Final = b"\\.//^\\"
"""The X-Wing combiner's label, the six ASCII bytes `\\.//^\\`."""
_MLKEM768_CIPHERTEXT: Final = 1088


def _labeled_extract(suite: bytes, salt: bytes, label: bytes, ikm: bytes) -> bytes:
    return hmac.digest(salt, b"HPKE-v1" + suite + label + ikm, "sha256")


def _labeled_expand(suite: bytes, prk: bytes, label: bytes, info: bytes, length: int) -> bytes:
    labeled = length.to_bytes(2, "big") + b"HPKE-v1" + suite + label + info
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.digest(prk, block + labeled + bytes([counter]), "sha256")
        out += block
        counter += 1
    return out[:length]


def _hpke_steps(sealed: Mapping[str, str], recipient: Json, info: bytes) -> Json:
    """Every intermediate value of opening `sealed` (RFC 9180 base mode, single shot)."""
    alg = sealed["alg"]
    ct = from_b64url(sealed["ct"])
    private = from_b64url(next(k["private"] for k in recipient["seal"] if k["alg"] == alg))
    kem_id = _HPKE_IDS[alg]
    steps: Json = {"kem_id": kem_id, "kdf_id": _KDF_HKDF_SHA256, "aead_id": _AEAD_CHACHA20_POLY1305}
    if alg == SEAL_X25519:
        enc, ciphertext = ct[:32], ct[32:]
        key = X25519PrivateKey.from_private_bytes(private)
        public = key.public_key().public_bytes_raw()
        dh = key.exchange(X25519PublicKey.from_public_bytes(enc))
        kem_suite = b"KEM" + kem_id.to_bytes(2, "big")
        prk = _labeled_extract(kem_suite, b"", b"eae_prk", dh)
        shared = _labeled_expand(kem_suite, prk, b"shared_secret", enc + public, 32)
        steps |= {"enc": b64url(enc), "recipient_public": b64url(public), "dh": b64url(dh)}
    else:
        seed, x_private = private[:64], private[64:]
        enc, ciphertext = ct[:1120], ct[1120:]
        ct_m, ct_x = enc[:_MLKEM768_CIPHERTEXT], enc[_MLKEM768_CIPHERTEXT:]
        ss_m = MLKEM768PrivateKey.from_seed_bytes(seed).decapsulate(ct_m)
        x_key = X25519PrivateKey.from_private_bytes(x_private)
        pk_x = x_key.public_key().public_bytes_raw()
        ss_x = x_key.exchange(X25519PublicKey.from_public_bytes(ct_x))
        shared = hashlib.sha3_256(ss_m + ss_x + ct_x + pk_x + _XWING_LABEL).digest()
        steps |= {
            "enc": b64url(enc),
            "mlkem_seed": b64url(seed),
            "x25519_private": b64url(x_private),
            "mlkem_ciphertext": b64url(ct_m),
            "x25519_ciphertext": b64url(ct_x),
            "mlkem_shared_secret": b64url(ss_m),
            "x25519_shared_secret": b64url(ss_x),
            "x25519_public": b64url(pk_x),
            "combiner_label_hex": _XWING_LABEL.hex(),
        }
    suite = (
        b"HPKE"
        + kem_id.to_bytes(2, "big")
        + _KDF_HKDF_SHA256.to_bytes(2, "big")
        + _AEAD_CHACHA20_POLY1305.to_bytes(2, "big")
    )
    context = (
        b"\x00"
        + _labeled_extract(suite, b"", b"psk_id_hash", b"")
        + _labeled_extract(suite, b"", b"info_hash", info)
    )
    secret = _labeled_extract(suite, shared, b"secret", b"")
    return steps | {
        "shared_secret": b64url(shared),
        "key": b64url(_labeled_expand(suite, secret, b"key", context, 32)),
        "base_nonce": b64url(_labeled_expand(suite, secret, b"base_nonce", context, 12)),
        "ciphertext": b64url(ciphertext),
    }


def _sealed_hello(label: str, *, hybrid: bool, old: Json | None) -> Json:
    agents = _Agents(label, hybrid=hybrid)
    hello = dict(agents.initiator(label, seal=True).start(now=NOW).content)
    info = f"ioa-snl/v1 HELLO|traveller|airline|{hello['nonce']}".encode()
    plaintext = open_sealed(hello["sealed"], agents.airline, info=info)
    before = old.get("hello") if old else None
    if isinstance(before, dict) and _without(before, "sealed") == _without(hello, "sealed"):
        hello["sealed"] = _kept_or_sealed(
            before.get("sealed"),
            plaintext,
            recipient=agents.airline,
            card=agents.cards["airline"],
            info=info,
            alg=hello["sealed"]["alg"],
        )
    recipient = json.loads(agents.airline.to_private_bytes())
    return {
        "name": f"HELLO sealed with {hello['sealed']['alg']}",
        "section": "12.9",
        "recipient": recipient,
        "recipient_card": agents.cards["airline"].to_json(),
        "hello": hello,
        "info": info.decode(),
        "plaintext": plaintext,
        "plaintext_canonical": _text(plaintext),
        "hpke": _hpke_steps(hello["sealed"], recipient, info),
    }


def l9_sealing(previous: Previous) -> Json:
    """Sealed HELLOs with the recipient's private keys and every step of opening them."""
    old = {h.get("name"): h for h in _previous_json(previous, "l9_sealing.json").get("hellos", [])}
    hellos = [
        _sealed_hello("sealed-x25519", hybrid=False, old=old.get("HELLO sealed with X25519")),
        _sealed_hello(
            "sealed-hybrid", hybrid=True, old=old.get("HELLO sealed with MLKEM768-X25519")
        ),
    ]
    return {
        "description": (
            "Sealed HELLOs (docs/spec.md section 12.9) with the recipient's keys. recipient is "
            "the responder's private-key document: each seal key is base64url of its raw "
            "private bytes; for MLKEM768-X25519 that is 96 bytes, the 64-byte ML-KEM-768 seed "
            "(d || z, FIPS 203) then the 32-byte X25519 private key, and the card's public key "
            "is ML-KEM-768's 1,184 bytes then X25519's 32. info is the HPKE info, plaintext the "
            "object sealed (plaintext_canonical its RFC 8785 bytes, what is encrypted). hpke "
            "gives every step of opening hello.sealed (RFC 9180 base mode, single shot, empty "
            "aad, sequence 0 so the nonce is base_nonce): for X25519 the DHKEM values; for the "
            "hybrid the X-Wing combiner, shared_secret = SHA3-256(mlkem_shared_secret || "
            "x25519_shared_secret || x25519_ciphertext || x25519_public || the label "
            "combiner_label_hex), where enc is the ML-KEM ciphertext (1,088 bytes) then the "
            "X25519 ephemeral public key (32). HPKE encryption is randomised: these payloads "
            "are kept while they open, not re-made on each run."
        ),
        "regenerate": REGENERATE,
        "hellos": hellos,
    }


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


def l9_mac(transcript: str) -> Json:
    """The key schedule and MACs of a locked session, full and resumed."""
    shared = X25519PrivateKey.from_private_bytes(bytes.fromhex(_ALICE)).exchange(
        X25519PrivateKey.from_private_bytes(bytes.fromhex(_BOB)).public_key()
    )
    full = session_keys(shared, role=INIT, transcript=transcript)
    resumption = hkdf(shared, transcript.encode(), b"ioa-snl/v1 resumption")
    # A later resumption with that ticket (its hashes are inputs here, not a real exchange).
    hello_hash = "sha256:" + hashlib.sha256(b"resumed HELLO").hexdigest()
    resumed_transcript = "sha256:" + hashlib.sha256(b"resumed HELLO and SELECT").hexdigest()
    resumed = session_keys(
        resumption, role=INIT, transcript=resumed_transcript, first_flight_salt=hello_hash
    )
    renewed = hkdf(resumption, hello_hash.encode(), b"ioa-snl/v1 resumption next")
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
    return {
        "description": (
            "MACs of a locked session (docs/spec.md section 12.16). full: the X25519 keys of "
            "RFC 7748 section 6.1 and the full transcript of l9_handshake.json as inputs of the "
            "key schedule (shared secret, resumption secret, both MAC keys, hex); resumed: a "
            "resumption's keys from that secret (its hashes are inputs here, not a real "
            "exchange), the first-flight key and the renewed ticket's secret. messages are "
            'payloads as sent: the envelope\'s JSON text with ,"mac":"<tag>" before its last '
            "}, the tag HMAC-SHA256(key, seq as 8 bytes big-endian || the text without it)."
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
    }


# -- task-group JWS (spec 15.1) ------------------------------------------------------------------

_JWS_CLAIMS: Final[Json] = {
    "iss": "https://authz.example",
    "sub": "agent:leader",
    "aud": "urn:ioa:task-group",
    "scope": "travel.book",
    "iat": 1795000000,
    "exp": 1795000600,
}


def _compact(header: Json, claims: Json, sign_with: Callable[[bytes], bytes] | None) -> str:
    """A compact JWS written by hand (to make the ones the stack must refuse)."""
    head = b64url(json.dumps(header, separators=(",", ":")).encode())
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    signing_input = f"{head}.{body}".encode()
    signature = b64url(sign_with(signing_input)) if sign_with is not None else ""
    return f"{head}.{body}.{signature}"


def _hs256(key: bytes) -> Callable[[bytes], bytes]:
    return lambda message: hmac.digest(key, message, "sha256")


def authz_jws() -> Json:
    """The authorization server's key as a JWK, and JWS it accepts and refuses."""
    private = Ed25519PrivateKey.from_private_bytes(seeded("authz/server")(32))
    other = Ed25519PrivateKey.from_private_bytes(seeded("authz/other")(32))
    raw = private.public_key().public_bytes_raw()
    key = OKPKey.import_key(
        {
            "kty": "OKP",
            "crv": "Ed25519",
            "x": b64url(raw),
            "d": b64url(private.private_bytes_raw()),
        }
    )
    jwk = public_jwk(key)
    kid = thumbprint(key)[:16]
    token = jose_sign({"typ": ACCESS_TOKEN_TYP, "kid": kid}, _JWS_CLAIMS, key)
    header = {"typ": ACCESS_TOKEN_TYP, "kid": kid}
    cases = (
        ("EdDSA, RFC 8037's name for the same algorithm", {**header, "alg": "EdDSA"}, private),
        ("alg none", {**header, "alg": "none"}, None),
        ("HS256 keyed with the public key (key confusion)", {**header, "alg": "HS256"}, "hs256"),
        ("signed by another key", {**header, "alg": "Ed25519"}, other),
        ("a crit header", {**header, "alg": "Ed25519", "crit": ["x-ext"], "x-ext": 1}, private),
        ("another typ", {"typ": "JWT", "kid": kid, "alg": "Ed25519"}, private),
    )
    made = []
    for name, case_header, signer in cases:
        if signer == "hs256":
            made.append((name, _compact(case_header, _JWS_CLAIMS, _hs256(raw))))
        elif isinstance(signer, Ed25519PrivateKey):
            made.append((name, _compact(case_header, _JWS_CLAIMS, signer.sign)))
        else:
            made.append((name, _compact(case_header, _JWS_CLAIMS, None)))
    made.append(("padded base64url", token + "=="))
    others = []
    for name, compact in made:
        try:
            jose_verify(compact, key, typ=ACCESS_TOKEN_TYP)
        except JoseCheckError:
            accepted = False
        else:
            accepted = True
        others.append({"name": name, "section": "15.1", "token": compact, "accepted": accepted})
    head, body, _ = token.split(".")
    return {
        "description": (
            "Task-group JWS (docs/spec.md section 15.1). key: the authorization server's "
            "Ed25519 key (private: its 32-byte seed, base64url), its public JWK, the RFC 7638 "
            "thumbprint (SHA-256 of the JWK's required members in JCS form, base64url) and kid "
            "(the thumbprint's first 16 characters). token: a compact JWS the server signed "
            "(alg Ed25519, typ at+jwt), signing_input what its signature covers (ASCII of "
            "header.payload, each base64url of the JSON as written). tokens: compact JWS a "
            "verifier holding key must accept or refuse (typ at+jwt expected)."
        ),
        "regenerate": REGENERATE,
        "key": {
            "section": "15.1",
            "private": b64url(private.private_bytes_raw()),
            "jwk": jwk,
            "thumbprint": thumbprint(key),
            "kid": kid,
        },
        "token": {
            "section": "15.1",
            "token": token,
            "signing_input": f"{head}.{body}",
            "header": json.loads(from_b64url(head)),
            "claims": json.loads(from_b64url(body)),
        },
        "tokens": others,
    }


# -- task-group presentations: SD-JWT, key binding, credentials, DPoP (spec 15.3) ------------------

_ISSUER: Final = "https://authz.example"
_RS_DATA: Final = "https://rs-data.example"
_RS_MODEL: Final = "https://rs-model.example"
_TASK: Final = "forecast-2026-11"


def _ascii_hash(text: str) -> str:
    """base64url(SHA-256(ASCII of text)): sd_hash, ath."""
    return sha256_b64(text.encode("ascii"))


def _okp(label: str) -> OKPKey:
    private = Ed25519PrivateKey.from_private_bytes(seeded(label)(32))
    return OKPKey.import_key(
        {
            "kty": "OKP",
            "crv": "Ed25519",
            "x": b64url(private.public_key().public_bytes_raw()),
            "d": b64url(private.private_bytes_raw()),
        }
    )


def _key_entry(label: str, key: OKPKey) -> Json:
    return {
        "section": "15.1",
        "private": b64url(seeded(label)(32)),
        "jwk": public_jwk(key),
        "thumbprint": thumbprint(key),
    }


def _jws_parts(token: str) -> Json:
    head, body, _ = token.split(".")
    return {
        "token": token,
        "header": json.loads(from_b64url(head)),
        "claims": json.loads(from_b64url(body)),
        "signing_input": f"{head}.{body}",
    }


def _authz_keys() -> dict[str, tuple[str, OKPKey]]:
    labels = {
        "server": "authz/server",
        "leader": "authz/leader",
        "collector": "authz/collector",
        "predictor": "authz/predictor",
        "other": "authz/other",
    }
    return {name: (label, _okp(label)) for name, label in labels.items()}


def _server_kid(server: OKPKey) -> str:
    return thumbprint(server)[:16]


def _disclosure_entry(disclosure: Disclosure) -> Json:
    return {
        "section": "15.2",
        "salt": disclosure.salt,
        "value": disclosure.value,
        "json": from_b64url(disclosure.encoded).decode("utf-8"),
        "encoded": disclosure.encoded,
        "digest": disclosure.digest,
    }


def _static_check(  # noqa: PLR0913 - what a resource server is given
    name: str,
    presentation: str,
    *,
    code: str | None,
    resource: str = _RS_DATA,
    nonce: str,
    now: int,
    needed: tuple[str, ...] = ("read",),
) -> Json:
    return {
        "name": name,
        "section": "15.3",
        "verifier": "resource server",
        "presentation": presentation,
        "resource": resource,
        "nonce": nonce,
        "now": now,
        "needed": list(needed),
        "code": code,
    }


def authz_sdjwt() -> Json:
    """A static group's SD-JWT, a token*, its presentation with key binding, and refusals."""
    keys = _authz_keys()
    server, collector, predictor = keys["server"][1], keys["collector"][1], keys["predictor"][1]
    members = [
        Member("collector", (_RS_DATA,), ("read",), public_jwk(collector)),
        Member("predictor", (_RS_DATA, _RS_MODEL), ("read", "predict"), public_jwk(predictor)),
    ]
    issued = issue_group_token(
        issuer=_ISSUER,
        client_id="leader",
        applier="leader",
        members=members,
        key=server,
        kid=_server_kid(server),
        now=int(NOW),
        jti="group-token-1",
        rng=seeded("authz/salts"),
    )
    star = token_star(issued, "collector")
    nonce = NonceIssuer(seeded("authz/nonce-secret")(32)).issue(NOW + 20)
    at = int(NOW) + 30
    presentation = present_token_star(star, collector, resource=_RS_DATA, nonce=nonce, now=at)
    kb_jwt = presentation[len(star) :]

    def bound(sd_jwt: str, key: OKPKey = collector, **changes: Any) -> str:  # noqa: ANN401
        claims = {"iat": at, "aud": _RS_DATA, "nonce": nonce, "sd_hash": _ascii_hash(sd_jwt)}
        claims.update(changes)
        return sd_jwt + jose_sign({"typ": KB_TYP}, claims, key)

    [mine] = [d for d in issued.disclosures if d.value["sbj"] == "collector"]
    forged = disclose({**mine.value, "scope": "read predict"}, salt=mine.salt)
    late = int(NOW) + 590
    checks = [
        _static_check("the collector's presentation", presentation, code=None, nonce=nonce, now=at),
        _static_check(
            "scope beyond the entry",
            presentation,
            code="insufficient_scope",
            nonce=nonce,
            now=at,
            needed=("predict",),
        ),
        _static_check(
            "a resource server not in the disclosed entry",
            bound(star, aud=_RS_MODEL),
            code="invalid_token",
            resource=_RS_MODEL,
            nonce=nonce,
            now=at,
        ),
        _static_check(
            "a key-binding JWT for another resource server",
            bound(star, aud=_RS_MODEL),
            code="invalid_token",
            nonce=nonce,
            now=at,
        ),
        _static_check(
            "another nonce", presentation, code="invalid_token", nonce=nonce + "x", now=at
        ),
        _static_check(
            "a key-binding JWT older than 300 s",
            presentation,
            code="invalid_token",
            nonce=nonce,
            now=at + 301,
        ),
        _static_check(
            "signed by another sub-agent's key",
            bound(star, predictor),
            code="invalid_token",
            nonce=nonce,
            now=at,
        ),
        _static_check(
            "sd_hash over another SD-JWT",
            bound(star, sd_hash=_ascii_hash(issued.serialise())),
            code="invalid_token",
            nonce=nonce,
            now=at,
        ),
        _static_check("no key-binding JWT", star, code="invalid_token", nonce=nonce, now=at),
        _static_check(
            "the whole group token (every entry disclosed)",
            bound(issued.serialise()),
            code="invalid_token",
            nonce=nonce,
            now=at,
        ),
        _static_check(
            "an entry rewritten (its digest is not in the token)",
            bound(f"{issued.jwt}~{forged.encoded}~"),
            code="invalid_token",
            nonce=nonce,
            now=at,
        ),
        _static_check(
            "the token at its exp",
            bound(star, iat=late),
            code="invalid_token",
            nonce=nonce,
            now=int(NOW) + 600,
        ),
    ]
    trusted = ["leader"]
    sub_agent_checks = [
        {
            "name": name,
            "section": "15.3",
            "verifier": "sub-agent",
            "token": star,
            "me": me,
            "trusted_appliers": appliers,
            "now": int(NOW),
            "code": code,
        }
        for name, me, appliers, code in (
            ("the collector accepts its token*", "collector", trusted, None),
            ("a leading agent the sub-agent does not trust", "collector", [], "unknown_applier"),
            ("another sub-agent's token*", "predictor", trusted, "invalid_token"),
        )
    ]
    return {
        "description": (
            "A static task group's token (docs/spec.md sections 15.2, 15.3): keys as in "
            "authz_jws.json (private: the 32-byte seed, base64url; thumbprint: RFC 7638). "
            "issued: the SD-JWT the server returns: its issuer-signed JWT (header, claims and "
            "signing_input) and one disclosure per member of grp: salt, value, json (the "
            "array that is base64url-encoded), encoded and digest (base64url of the SHA-256 "
            "of encoded's ASCII). token_star: the collector's SD-JWT with its own entry only. "
            "presentation: the token* with a key-binding JWT for a resource server and its "
            "nonce; sd_hash is base64url(SHA-256(ASCII of the token*, up to and including its "
            "last ~)). checks: presentations a resource server (given resource, nonce, now "
            "and the scope it needs) and token* a sub-agent (given its name, the appliers it "
            "trusts and now) must accept (code null) or refuse with the code of section 15.4."
        ),
        "regenerate": REGENERATE,
        "keys": {name: _key_entry(label, key) for name, (label, key) in keys.items()},
        "kid": _server_kid(server),
        "issuer": _ISSUER,
        "issued": {
            "section": "15.2",
            **_jws_parts(issued.jwt),
            "disclosures": [_disclosure_entry(d) for d in issued.disclosures],
            "serialised": issued.serialise(),
        },
        "token_star": {"section": "15.3", "sbj": "collector", "token": star},
        "presentation": {
            "section": "15.3",
            "resource": _RS_DATA,
            "nonce": nonce,
            "sd_hash_input": star,
            "sd_hash": _ascii_hash(star),
            "key_binding": _jws_parts(kb_jwt),
            "presentation": presentation,
        },
        "checks": [*checks, *sub_agent_checks],
    }


def _dynamic_check(  # noqa: PLR0913 - what a resource server is given
    name: str,
    *,
    token: str,
    credential: str,
    proofs: list[str],
    code: str | None,
    leaders: Json,
    now: int,
    method: str = "GET",
    uri: str = _RS_DATA + "/series?from=2026-11-01",
    resource: str = _RS_DATA,
    needed: tuple[str, ...] = ("read",),
) -> Json:
    return {
        "name": name,
        "section": "15.3",
        "verifier": "resource server",
        "access_token": token,
        "credential": credential,
        "dpop": proofs,
        "method": method,
        "uri": uri,
        "resource": resource,
        "needed": list(needed),
        "leaders": leaders,
        "now": now,
        "code": code,
    }


def authz_dpop() -> Json:
    """A dynamic group's task token, task credential and DPoP proof, and refusals."""
    keys = _authz_keys()
    server, leader = keys["server"][1], keys["leader"][1]
    collector, predictor, other = keys["collector"][1], keys["predictor"][1], keys["other"][1]
    kid = _server_kid(server)

    def task_token(jti: str) -> str:
        return issue_task_token(
            issuer=_ISSUER,
            client_id="leader",
            applier="leader",
            task=_TASK,
            leader_jkt=thumbprint(leader),
            audience=[_RS_DATA],
            scope=["read"],
            key=server,
            kid=kid,
            now=int(NOW),
            jti=jti,
        )

    token, another_token = task_token("task-token-1"), task_token("task-token-2")

    def credential(
        *,
        key: OKPKey = leader,
        task: str = _TASK,
        access_token: str = token,
        lifetime: int = 600,
        jti: str = "credential-1",
    ) -> str:
        return issue_credential(
            leader_key=key,
            leader="leader",
            sub_agent="collector",
            sub_agent_jwk=public_jwk(collector),
            task=task,
            access_token=access_token,
            now=int(NOW),
            lifetime=lifetime,
            jti=jti,
        )

    good = credential()
    at = int(NOW) + 30
    htu = _RS_DATA + "/series"

    def proof(
        key: OKPKey = collector,
        *,
        drop: str = "",
        header: Json | None = None,
        **changes: Any,  # noqa: ANN401 - JSON values
    ) -> str:
        """A proof written by hand (to make the ones a resource server must refuse)."""
        claims = {"jti": "proof-1", "htm": "GET", "htu": htu, "iat": at, "ath": _ascii_hash(token)}
        claims.update(changes)
        claims.pop(drop, None)
        return jose_sign(header or {"typ": DPOP_TYP, "jwk": public_jwk(key)}, claims, key)

    made = make_proof(collector, method="GET", uri=htu, now=at, jti="proof-1", access_token=token)
    leaders = {"leader": public_jwk(leader)}
    check = functools.partial(_dynamic_check, token=token, credential=good, leaders=leaders)
    private_jwk = {**public_jwk(collector), "d": b64url(seeded("authz/collector")(32))}
    checks = [
        check("the collector's request", proofs=[made], code=None, now=at),
        check(
            "scope beyond the token",
            proofs=[made],
            code="insufficient_scope",
            now=at,
            needed=("write",),
        ),
        check(
            "a resource server the token does not name",
            proofs=[made],
            code="invalid_token",
            now=at,
            uri=_RS_MODEL + "/series",
            resource=_RS_MODEL,
        ),
        check(
            "a stolen credential: the proof is by another agent's key",
            proofs=[proof(predictor)],
            code="invalid_token",
            now=at,
        ),
        check(
            "the proof's ath hashes another token",
            proofs=[proof(ath=_ascii_hash(another_token))],
            code="invalid_token",
            now=at,
        ),
        check("no ath", proofs=[proof(drop="ath")], code="invalid_token", now=at),
        check("another method", proofs=[made], code="invalid_token", now=at, method="POST"),
        check("another URI", proofs=[made], code="invalid_token", now=at, uri=_RS_DATA + "/other"),
        check("a proof older than 300 s", proofs=[made], code="invalid_token", now=at + 301),
        check("two DPoP header fields", proofs=[made, made], code="invalid_token", now=at),
        check("no DPoP header field", proofs=[], code="invalid_token", now=at),
        check(
            "typ JWT",
            proofs=[proof(header={"typ": "JWT", "jwk": public_jwk(collector)})],
            code="invalid_token",
            now=at,
        ),
        check(
            "a private key in jwk",
            proofs=[proof(header={"typ": DPOP_TYP, "jwk": private_jwk})],
            code="invalid_token",
            now=at,
        ),
        check(
            "a credential signed by another key",
            credential=credential(key=other),
            proofs=[made],
            code="invalid_credential",
            now=at,
        ),
        check(
            "a credential from a leading agent not trusted",
            leaders={},
            proofs=[made],
            code="invalid_credential",
            now=at,
        ),
        check(
            "a credential past its exp",
            credential=credential(lifetime=60, jti="credential-2"),
            proofs=[made],
            code="invalid_credential",
            now=int(NOW) + 60,
        ),
        check(
            "a credential for another task",
            credential=credential(task="another-task", jti="credential-3"),
            proofs=[made],
            code="unknown_credential",
            now=at,
        ),
        check(
            "a credential that hashes another token",
            credential=credential(access_token=another_token, jti="credential-4"),
            proofs=[made],
            code="unknown_credential",
            now=at,
        ),
    ]
    sub_agent_checks = [
        {
            "name": name,
            "section": "15.3",
            "verifier": "sub-agent",
            "access_token": token,
            "credential": good,
            "me": me,
            "leaders": trusted,
            "now": int(NOW),
            "code": code,
        }
        for name, me, trusted, code in (
            ("the collector accepts its credential", "collector", leaders, None),
            ("a credential for another sub-agent", "predictor", leaders, "invalid_credential"),
            ("a leading agent the sub-agent does not trust", "collector", {}, "invalid_credential"),
        )
    ]
    return {
        "description": (
            "A dynamic task group's documents (docs/spec.md section 15.3): keys as in "
            "authz_jws.json (private: the 32-byte seed, base64url; thumbprint: RFC 7638, the "
            "jkt of cnf). token: the task token (bound to the leading agent's key by cnf.jkt); "
            "credential: the leading agent's task credential for the collector (typ task+jwt; "
            "ath is base64url(SHA-256(ASCII of token)), cnf.jkt the collector's thumbprint); "
            "proof: the collector's DPoP proof (RFC 9449) for a request, with ath over token "
            "and jkt the thumbprint of the jwk in its header; htu is the request's URI without "
            "its query. Each with header, claims and signing_input. checks: requests a "
            "resource server (given method, uri, resource, the scope it needs, the trusted "
            "leading agents' keys and now; dpop is every DPoP header field) and credentials a "
            "sub-agent (given its name, the leading agents it trusts and now) must accept "
            "(code null) or refuse with the code of section 15.4."
        ),
        "regenerate": REGENERATE,
        "keys": {name: _key_entry(label, key) for name, (label, key) in keys.items()},
        "kid": kid,
        "issuer": _ISSUER,
        "token": {"section": "15.2", **_jws_parts(token)},
        "credential": {"section": "15.3", **_jws_parts(good), "ath": _ascii_hash(token)},
        "proof": {
            "section": "15.3",
            **_jws_parts(made),
            "jkt": thumbprint(collector),
            "ath": _ascii_hash(token),
            "method": "GET",
            "uri": _RS_DATA + "/series?from=2026-11-01",
        },
        "checks": [*checks, *sub_agent_checks],
    }


# -- offloaded contexts by URI (spec 14.3) ---------------------------------------------------------

_OFFLOADED: Final = (
    ("empty", ""),
    ("ASCII", "Item 1: check the invoice totals against the purchase order."),
    ("non-ASCII: the URI hashes UTF-8 bytes, not characters", "Grüße, 東京 🚄\n"),
)


def context_uris() -> Json:
    """Offloaded contexts and the `ni:` URIs that name them."""
    return {
        "description": (
            "ContextURIs of offloaded contexts (docs/spec.md section 14.3): uri is the RFC 6920 "
            "ni URI of the SHA-256 of text's UTF-8 bytes (utf8_hex), ni:///sha-256; then the "
            "43-character base64url digest without padding."
        ),
        "regenerate": REGENERATE,
        "contexts": [
            {
                "name": name,
                "section": "14.3",
                "text": text,
                "utf8_hex": text.encode().hex(),
                "uri": context_uri(text.encode()),
            }
            for name, text in _OFFLOADED
        ],
    }


# -- all of it --------------------------------------------------------------------------------


def _on_disk(root: Path) -> Previous:
    def read(name: str) -> bytes | None:
        path = root / name
        return path.read_bytes() if path.is_file() else None

    return read


def build(previous: Previous | None = None) -> dict[str, bytes]:
    """Every vector file, by its path under `vectors/`, as the bytes to write.

    `previous` gives what is on disk (default: the installed vectors), from
    which sealed payloads that still open are kept.
    """
    previous = previous or _on_disk(VECTORS)
    handshake = l9_handshake()
    full = handshake["transcripts"][0]
    contexts, documents = builtin_contexts()
    files = {
        "builtin_contexts.json": _dump(contexts),
        "context_lint.json": _dump(context_lint()),
        "context_uris.json": _dump(context_uris()),
        "authz_jws.json": _dump(authz_jws()),
        "authz_sdjwt.json": _dump(authz_sdjwt()),
        "authz_dpop.json": _dump(authz_dpop()),
        "authority_metadata.json": _dump(authority_metadata()),
        "l8_envelopes.json": _dump(l8_envelopes()),
        "l9_cards.json": _dump(l9_cards(previous)),
        "l9_handshake.json": _dump(handshake),
        "l9_mac.json": _dump(l9_mac(full["transcript"])),
        "l9_sealing.json": _dump(l9_sealing(previous)),
    }
    files.update(documents)
    return dict(sorted(files.items()))


def differences(root: Path, files: Mapping[str, bytes]) -> Iterator[str]:
    """The names of the files under `root` that are not exactly `files` (or should not be)."""
    for name, data in files.items():
        path = root / name
        if not path.is_file() or path.read_bytes() != data:
            yield name
    for path in sorted(root.rglob("*.json")):
        name = path.relative_to(root).as_posix()
        if name not in files:
            yield name


def main(argv: list[str] | None = None) -> int:
    """Write the vectors, or with `--check` say which differ (exit 1)."""
    parser = argparse.ArgumentParser(prog="python -m ioa.interop.make_vectors", description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a file would change"
    )
    parser.add_argument("--out", type=Path, default=VECTORS, help="the vectors directory")
    args = parser.parse_args(argv)
    root: Path = args.out
    files = build(_on_disk(root))
    changed = list(differences(root, files))
    if args.check:
        for name in changed:
            print(f"{root / name}: differs from what make_vectors writes", file=sys.stderr)
        return 1 if changed else 0
    for name in changed:
        path = root / name
        if name in files:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(files[name])
            print(f"wrote {path}")
        else:
            path.unlink()
            print(f"removed {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
