"""Vectors of a small Schema Authority: TUF metadata, targets, the revocation list.

With the checks a client makes against it (spec 11.1 to 11.3, 11.6).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Final

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from tuf.api.metadata import Metadata, TargetFile, Targets
from tuf.api.serialization.json import JSONSerializer

from authority.config import TOP_LEVEL_ROLES
from authority.keys import HeldKey, signer_from_private
from authority.repository import Repository, hashed_path
from contexts.builtin import builtin
from contexts.urn import ContextURN
from ioa.interop.make_vectors.context_documents import document_path
from ioa.interop.make_vectors.fixed import (
    AUTHORITY,
    NOW,
    REGENERATE,
    TRAVEL_20,
    TRAVEL_21,
    Json,
    seeded,
)

# -- the Schema Authority: TUF metadata, targets and the revocation list (spec 11.1 to 11.3) -------

_AUTHORITY_ROLES: Final = ("root", "root", "targets", "snapshot", "timestamp")
"""The keys of the published authority: two root keys (threshold 2), one for each other role."""
_STEP: Final = 60
"""Seconds between the published authority's operations."""


def _authority_seed(role: str, n: int) -> bytes:
    """The Ed25519 seed of the authority's `n`-th key (its role's)."""
    return seeded(f"authority/{role}/{n}")(32)


def _authority_key(role: str, n: int) -> HeldKey:
    seed = _authority_seed(role, n)
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
        "private": _authority_seed(key.role, n).hex(),
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
            entry["document"] = document_path(urn.name, urn.major, urn.minor)
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
