"""Context documents as TUF targets: their paths and `custom` fields (spec section 11.2).

Also how a published target may change (its status, forward only) and the signed
revocation list, itself a target.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Final

from tuf.api.metadata import TargetFile

from authority.exceptions import (
    InvalidDelegationError,
    InvalidDocumentError,
    InvalidRequestError,
    UnknownContextError,
    VersionExistsError,
)
from contexts import SharedContext
from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from contexts.exceptions import InvalidDocumentError as DocumentFormatError
from contexts.urn import ContextURN, ContextVersion

CONTEXTS_DIR: Final = "contexts"
REVOCATIONS_PATH: Final = "revocations.json"


class ContextStatus(StrEnum):
    """The life of a published context: active -> deprecated -> revoked (never back)."""

    ACTIVE = "active"
    DEPRECATED = "deprecated"
    REVOKED = "revoked"


def target_path(urn: ContextURN) -> str:
    """The TUF target path of a context: `contexts/<name>/v<major>.<minor>.json`."""
    return f"{CONTEXTS_DIR}/{urn.name}/{urn.version}.json"


def hashed_path(path: str, sha256: str) -> str:
    """Where a consistent-snapshot client downloads a target: `<dir>/<sha256>.<file>`."""
    folder, _, name = path.rpartition("/")
    return f"{folder}/{sha256}.{name}" if folder else f"{sha256}.{name}"


def namespace_paths(namespace: str) -> list[str]:
    """Delegation globs covering `namespace` and every name below it."""
    return [f"{CONTEXTS_DIR}/{namespace}/*", f"{CONTEXTS_DIR}/{namespace}.*/*"]


STAMP: Final = re.compile(
    r"[0-9]{4}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9]"
    r"(?:\.[0-9]{1,9})?(?:Z|[+-][0-2][0-9]:[0-5][0-9])"
)
"""An RFC 3339 time as a target records one (a delegate's may carry no more)."""


def _stamp(moment: datetime) -> str:
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")


class MalformedTargetError(ValueError):
    """A context target whose custom fields break the layout (spec section 11.2)."""


class TargetDigestError(MalformedTargetError):
    """A context target whose `digest` is not its own sha256 hash."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PublishedContext:
    """What the signed targets metadata says about one context."""

    urn: ContextURN
    """The context's URN."""
    digest: str
    """`sha256:<hex>` of the document (also the TUF target hash)."""
    status: ContextStatus
    """active, deprecated or revoked."""
    role: str
    """The targets role that signs it (`targets` or a delegated role)."""
    path: str
    """The TUF target path."""
    length: int
    """The document's length in bytes."""
    published_at: str
    """When it was published (RFC 3339, UTC)."""
    minimum_secure_version: str | None
    """The minimum secure version the document declares, if any."""
    reason: str | None
    """Why it was deprecated or revoked."""
    changed_at: str | None
    """When it was deprecated or revoked."""
    withdrawn: bool = False
    """Revoked by the withdrawal of the delegation that published it: its URN is never
    published again, but it orders no later version (a delegate's key may have been
    stolen, its versions chosen to squat the name)."""

    @classmethod
    def from_target(cls, role: str, target: TargetFile) -> PublishedContext | None:
        """Parse a target's custom fields; None for targets that are not contexts.

        Raises `MalformedTargetError` when a context target's fields are not
        what section 11.2 of the spec says (wrong types, a digest that is not
        the target's hash, an unknown status).
        """
        custom = target.custom
        if not isinstance(custom, dict) or custom.get("kind") != "context":
            return None
        try:
            return cls._parse(role, target, custom)
        except TargetDigestError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise MalformedTargetError(f"{target.path}: malformed context target: {exc}") from exc

    @classmethod
    def _parse(cls, role: str, target: TargetFile, custom: dict[str, Any]) -> PublishedContext:
        urn = ContextURN.parse(custom["urn"])
        digest = custom["digest"]
        if digest != "sha256:" + str(target.hashes.get("sha256")):
            raise TargetDigestError(f"{target.path}: the digest is not the target's sha256 hash")
        status = ContextStatus(custom.get("status", "active"))
        published_at = custom.get("published_at", "")
        minimum = custom.get("minimum_secure_version")
        if not isinstance(published_at, str):
            raise TypeError("published_at must be a string")
        if minimum is not None:
            ContextVersion.parse(minimum)
        change: dict[str, Any] = {}
        if status is not ContextStatus.ACTIVE:
            change = custom[str(status)]
            if not isinstance(change, dict) or not isinstance(change.get("reason"), str):
                raise TypeError(f"{status} needs {{'reason': str, 'at': str}}")
        return cls(
            urn=urn,
            digest=digest,
            status=status,
            role=role,
            path=target.path,
            length=target.length,
            published_at=published_at,
            minimum_secure_version=minimum,
            reason=change.get("reason"),
            changed_at=change.get("at"),
            withdrawn=role == "targets" and isinstance(custom.get("withdrawn"), dict),
        )

    def as_json(self) -> dict[str, Any]:
        """The JSON form used by the service's listing and the CLI."""
        body: dict[str, Any] = {
            "urn": str(self.urn),
            "digest": self.digest,
            "status": str(self.status),
            "role": self.role,
            "length": self.length,
            "published_at": self.published_at,
        }
        if self.minimum_secure_version is not None:
            body["minimum_secure_version"] = self.minimum_secure_version
        if self.reason is not None:
            body["reason"] = self.reason
            body["changed_at"] = self.changed_at
        return body


def _sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_STATUS_FIELDS: Final = frozenset({"status", "deprecated", "revoked"})


def _check_status_change(old: TargetFile, new: TargetFile, published: PublishedContext) -> None:
    """An existing target may only move its status forward; everything else is frozen."""
    if old.hashes != new.hashes or old.length != new.length:
        raise VersionExistsError(f"{published.urn} changed its document: versions are never reused")
    frozen_old = {k: v for k, v in old.custom.items() if k not in _STATUS_FIELDS}
    frozen_new = {k: v for k, v in new.custom.items() if k not in _STATUS_FIELDS}
    if frozen_old != frozen_new:
        changed = sorted(
            k
            for k in frozen_old.keys() | frozen_new.keys()
            if frozen_old.get(k) != frozen_new.get(k)
        )
        raise InvalidDelegationError(
            f"{published.urn}: {', '.join(changed)} cannot change once published"
        )
    order = list(ContextStatus)
    before = ContextStatus(old.custom.get("status", "active"))
    if order.index(published.status) < order.index(before):
        raise InvalidDelegationError(
            f"{published.urn} cannot go from {before} back to {published.status}"
        )
    for status in ("deprecated", "revoked"):
        if status in old.custom and new.custom.get(status) != old.custom[status]:
            raise InvalidDelegationError(f"{published.urn}: the {status} record cannot change")


def _stored_document(
    published: PublishedContext, documents: Callable[[str], bytes | None], max_bytes: int
) -> SharedContext:
    data = documents(hashed_path(published.path, published.digest.removeprefix("sha256:")))
    if data is None:
        raise UnknownContextError(f"the store lost the document of {published.urn}")
    return SharedContext.from_bytes(
        data, expected_digest=published.digest, max_bytes=max(max_bytes, len(data))
    )


def context_target(context: SharedContext, now: datetime) -> TargetFile:
    """The TUF target of a newly published context (status active)."""
    custom: dict[str, Any] = {
        "kind": "context",
        "urn": str(context.urn),
        "digest": context.digest,
        "status": str(ContextStatus.ACTIVE),
        "published_at": _stamp(now),
    }
    if context.minimum_secure_version is not None:
        custom["minimum_secure_version"] = str(context.minimum_secure_version)
    return _target(target_path(context.urn), context.canonical, custom)


MAX_KEPT_REASON: Final = 500
"""A delegate's revocation reason kept by a withdrawal is at most this long (the
submission's own limit); a longer one, accepted before that limit, gives way."""
CONTEXT_FIELDS: Final = frozenset(
    {"kind", "urn", "digest", "status", "published_at", "minimum_secure_version", *_STATUS_FIELDS}
)
"""The `custom` members a context target may have (section 11.2); a withdrawal's tombstone
also has `withdrawn`, which only the repository writes."""


def tombstone(
    published: PublishedContext, target: TargetFile, reason: str, role: str, now: datetime
) -> TargetFile:
    """The top-level target a withdrawn delegation's context leaves: revoked, and nothing more.

    Made from the parsed fields only, so that what the delegate wrote beside them (padding,
    a long reason, a minimum secure version) does not become the delegator's to serve.
    """
    kept = (  # the delegate's own revocation, if it is one a submission may carry now
        published.status is ContextStatus.REVOKED
        and published.reason is not None
        and len(published.reason) <= MAX_KEPT_REASON
        and STAMP.fullmatch(str(published.changed_at))
    )
    revoked = (
        {"reason": published.reason, "at": published.changed_at}
        if kept
        else {"reason": reason.strip(), "at": _stamp(now)}
    )
    published_at = published.published_at
    if not STAMP.fullmatch(published_at):
        published_at = _stamp(now)
    custom: dict[str, Any] = {
        "kind": "context",
        "urn": str(published.urn),
        "digest": published.digest,
        "status": str(ContextStatus.REVOKED),
        "published_at": published_at,
        "revoked": revoked,
        "withdrawn": {"role": role, "at": _stamp(now)},
    }
    return TargetFile(
        length=target.length,
        hashes={"sha256": target.hashes["sha256"]},
        path=target.path,
        unrecognized_fields={"custom": custom},
    )


def mark(target: TargetFile, status: ContextStatus, reason: str, now: datetime) -> None:
    """Record a status change (deprecated, revoked) and its reason in a context target."""
    custom = dict(target.custom)
    custom["status"] = str(status)
    custom[str(status)] = {"reason": reason.strip(), "at": _stamp(now)}
    target.unrecognized_fields["custom"] = custom


def _target(path: str, data: bytes, custom: dict[str, Any]) -> TargetFile:
    return TargetFile(
        length=len(data),
        hashes={"sha256": _sha256_hex(data)},
        path=path,
        unrecognized_fields={"custom": custom},
    )


def _hashed(target: TargetFile) -> str:
    return hashed_path(target.path, target.hashes["sha256"])


def _parse_document(data: bytes, limit: int) -> SharedContext:
    try:
        return SharedContext.from_bytes(data, max_bytes=limit)
    except DocumentFormatError as exc:
        raise InvalidDocumentError(exc.message, exc.findings) from exc
    except ContextError as exc:
        raise InvalidDocumentError(exc.message) from exc


def _revocations_document(
    authority_id: str, revoked: Iterable[PublishedContext], now: datetime
) -> bytes:
    entries = [
        {
            "urn": str(p.urn),
            "digest": p.digest,
            "reason": p.reason or "",
            "revoked_at": p.changed_at or "",
            "role": p.role,
        }
        for p in sorted(revoked, key=lambda p: p.urn)
    ]
    return canonical_bytes(
        {"authority": authority_id, "updated_at": _stamp(now), "revoked": entries}
    )


def check_reason(reason: object, limit: int, doing: str) -> None:
    """A reason given for a status change: a sentence (`InvalidRequestError` otherwise)."""
    if not isinstance(reason, str) or not reason.strip():
        raise InvalidRequestError(f"a reason is required to {doing}")
    if len(reason) > limit:
        raise InvalidRequestError(f"the reason is at most {limit} characters")


__all__ = [
    "CONTEXTS_DIR",
    "CONTEXT_FIELDS",
    "REVOCATIONS_PATH",
    "STAMP",
    "ContextStatus",
    "MalformedTargetError",
    "PublishedContext",
    "TargetDigestError",
    "check_reason",
    "context_target",
    "hashed_path",
    "mark",
    "namespace_paths",
    "target_path",
    "tombstone",
]
