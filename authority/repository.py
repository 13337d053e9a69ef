"""The Schema Authority's repository: TUF metadata over context documents, as a pure core.

Contexts are TUF targets named `contexts/<name>/v<major>.<minor>.json`; the
target file is the document's RFC 8785 bytes, so the TUF hash of a target is
the context digest. The target's `custom` field carries the URN, digest,
status (`active`, `deprecated`, `revoked`) and minimum secure version. A
signed revocation list, `revocations.json`, is a target too.

`Repository` is sans-I/O: every operation takes `now`, reads earlier
documents through a function it was given, and returns a `Commit` (every
new metadata file, document and key) together with the repository as it
will be once that commit is stored. Nothing changes until the caller
stores the commit and adopts `commit.after`; a refused operation raises
and leaves everything as it was.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Final, cast

import orjson
from securesystemslib.formats import encode_canonical
from securesystemslib.signer import CryptoSigner
from tuf.api.exceptions import UnsignedMetadataError
from tuf.api.metadata import (
    DelegatedRole,
    Delegations,
    Key,
    Metadata,
    MetaFile,
    Root,
    Snapshot,
    TargetFile,
    Targets,
    Timestamp,
)
from tuf.api.serialization.json import JSONSerializer

from authority import keys as keymod
from authority.config import TOP_LEVEL_ROLES, AuthorityConfig
from authority.exceptions import (
    AlreadyDeprecatedError,
    AlreadyRevokedError,
    IncompatibleContextError,
    InvalidDelegationError,
    InvalidDocumentError,
    InvalidRequestError,
    MissingKeyError,
    NamespaceDelegatedError,
    NamespaceInUseError,
    UnknownContextError,
    UnknownRoleError,
    VersionExistsError,
    VersionOrderError,
)
from authority.keys import HeldKey, KeyRing
from authority.verification import signature_failure
from contexts import SharedContext
from contexts.canonical import canonical_bytes
from contexts.compat import check_compatibility
from contexts.exceptions import ContextError
from contexts.exceptions import InvalidDocumentError as DocumentFormatError
from contexts.urn import ContextURN, ContextVersion, is_context_name

logger = logging.getLogger("ioa.authority")

CONTEXTS_DIR: Final = "contexts"
REVOCATIONS_PATH: Final = "revocations.json"
AUTHORITY_ID_FIELD: Final = "x-ioa-authority-id"
"""Root's signed field naming the authority."""
_SERIALIZER: Final = JSONSerializer(compact=True)
MAX_VERSION: Final = 2**53
"""Metadata versions above this are refused (they must fit the store and every JSON peer)."""
_MAX_ID_LENGTH: Final = 200


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


@dataclass(frozen=True, kw_only=True)
class Commit:
    """Everything one operation writes, and the repository it leads to."""

    operation: str
    """`init`, `publish`, `deprecate`, `revoke`, `rotate`, `delegate`, `submit`, `refresh`."""
    summary: str
    """One readable line for logs and the audit table."""
    metadata: dict[str, bytes]
    """New metadata files by versioned name (`3.targets.json`, `8.timestamp.json`)."""
    documents: dict[str, bytes]
    """New target files by consistent-snapshot path (`contexts/travel/<sha256>.v2.1.json`)."""
    added_keys: tuple[HeldKey, ...]
    """Keys created by this operation (to store)."""
    retired_keys: tuple[str, ...]
    """Key ids no longer authorised (to mark retired)."""
    after: Repository = field(repr=False)
    """The repository once this commit is stored."""
    detail: dict[str, Any] = field(default_factory=dict)
    """Structured facts about the operation, for the audit log."""


def _copy(md: Metadata[Any]) -> Metadata[Any]:
    copy: Metadata[Any] = Metadata.from_bytes(md.to_bytes(_SERIALIZER))
    return copy


class _Draft:
    """Copies of the metadata an operation changes; `finish` versions, signs and cascades."""

    def __init__(self, repo: Repository, now: datetime) -> None:
        self.repo = repo
        self.now = now
        self.keys = repo.keys.copy()
        self.roles: dict[str, Metadata[Any]] = {}
        self.documents: dict[str, bytes] = {}
        self.added: list[HeldKey] = []
        self.retired: list[str] = []
        self.previous_root: Root | None = None
        self.created: set[str] = set()
        """Delegated roles signed here for the first time: they start at version 1."""
        self.external: dict[str, tuple[Metadata[Targets], bytes]] = {}
        """Delegated metadata signed elsewhere: stored as received, never re-signed."""

    def touch(self, role: str) -> Metadata[Any]:
        if role not in self.roles:
            if role in TOP_LEVEL_ROLES or role in self.repo.delegated:
                self.roles[role] = _copy(self.repo.metadata_of(role))
            else:  # a delegated role whose keys this repository holds, first publication
                self._authorised(role)
                self.roles[role] = Metadata(Targets(version=1, expires=self.now))
                self.created.add(role)
            if role == "root":
                self.previous_root = self.repo.root.signed
        return self.roles[role]

    def root(self) -> Root:
        return cast("Root", self.touch("root").signed)

    def targets(self, role: str = "targets") -> Targets:
        return cast("Targets", self.touch(role).signed)

    def _root_view(self) -> Root:
        """Root as this operation leaves it."""
        return (
            cast("Root", self.roles["root"].signed)
            if "root" in self.roles
            else self.repo.root.signed
        )

    def _authorised(self, role: str) -> tuple[list[str], str]:
        """The key ids that may sign `role` and the role that delegates it."""
        root = self._root_view()
        if role in TOP_LEVEL_ROLES:
            return list(root.roles[role].keyids), "root"
        parent = self.targets_view("targets")
        delegations = parent.delegations
        if delegations is None or delegations.roles is None or role not in delegations.roles:
            raise UnknownRoleError(f"no role {role!r}")
        return list(delegations.roles[role].keyids), "targets"

    def targets_view(self, role: str) -> Targets:
        md = self.roles.get(role) or self.repo.metadata_of(role)
        return cast("Targets", md.signed)

    def _sign(self, role: str, md: Metadata[Any]) -> None:
        keyids, _ = self._authorised(role)
        signers: list[CryptoSigner] = self.keys.signers(role, keyids)
        if role == "root" and self.previous_root is not None:
            old = self.previous_root.roles["root"].keyids
            signers = [*self.keys.signers("root", old), *signers]
        if not signers:
            raise MissingKeyError(f"the repository holds no key for the {role} role")
        md.signatures.clear()
        seen: set[str] = set()
        for signer in signers:
            if signer.public_key.keyid not in seen:
                seen.add(signer.public_key.keyid)
                md.sign(signer, append=True)

    def _check_signed(self, role: str, md: Metadata[Any]) -> None:
        """Refuse to commit metadata its clients would refuse (too few of the keys held here)."""
        delegators: list[Root | Targets]
        if role == "root":
            delegators = [md.signed]
            if self.previous_root is not None:
                delegators.append(self.previous_root)
        elif role in TOP_LEVEL_ROLES:
            delegators = [
                cast("Root", self.roles["root"].signed)
                if "root" in self.roles
                else self.repo.root.signed
            ]
        else:
            delegators = [self.targets_view("targets")]
        for delegator in delegators:
            result = delegator.get_verification_result(role, md.signed_bytes, md.signatures)
            if not result.verified:
                raise MissingKeyError(
                    f"the repository holds {len(result.signed)} of the {result.threshold} "
                    f"{role} keys a client needs (the others are kept offline?); nothing changed"
                )

    def _bump(self, role: str, md: Metadata[Any]) -> None:
        if role not in self.created:
            md.signed.version += 1
        md.signed.expires = (self.now + self.repo.config.expiry_of(role)).replace(microsecond=0)

    def _sync_revocations(self) -> None:
        """Rewrite `revocations.json` if the set of revoked contexts changed."""
        view = self.repo.with_changes(
            {**self.roles, **{r: md for r, (md, _) in self.external.items()}}, self.keys
        )
        revoked = [p for p in view.contexts() if p.status is ContextStatus.REVOKED]
        listed = orjson.loads(view.revocations())["revoked"]
        if {(e["urn"], e["digest"]) for e in listed} == {(str(p.urn), p.digest) for p in revoked}:
            return
        data = _revocations_document(self.repo.authority_id, revoked, self.now)
        target = _target(REVOCATIONS_PATH, data, {"kind": "revocations"})
        self.targets("targets").targets[REVOCATIONS_PATH] = target
        self.documents[_hashed(target)] = data

    def _cascade(self) -> tuple[list[str], dict[str, Metadata[Any]]]:
        """Bump changed targets roles; touch snapshot and timestamp as they require."""
        targets_roles = [r for r in self.roles if r not in ("root", "snapshot", "timestamp")]
        for role in targets_roles:
            self._bump(role, self.roles[role])
        changed = {r: self.roles[r] for r in targets_roles}
        changed.update({r: md for r, (md, _) in self.external.items()})
        if changed:
            snapshot = cast("Snapshot", self.touch("snapshot").signed)
            for role, md in changed.items():
                snapshot.meta[f"{role}.json"] = MetaFile(version=md.signed.version)
        if "snapshot" in self.roles:
            self.touch("timestamp")
        return targets_roles, changed

    def finish(self, operation: str, summary: str, detail: dict[str, Any] | None = None) -> Commit:
        """Version, sign and cascade: targets roles -> snapshot -> timestamp."""
        if any(r not in ("root", "snapshot", "timestamp") for r in self.roles) or self.external:
            self._sync_revocations()
        targets_roles, changed = self._cascade()
        files: dict[str, bytes] = {}
        for role in ("root", *sorted(targets_roles), "snapshot", "timestamp"):
            if role not in self.roles:
                continue
            md = self.roles[role]
            if role not in targets_roles:
                self._bump(role, md)
            if role == "timestamp":
                snapshot_md: Metadata[Any] = self.roles.get("snapshot", self.repo.snapshot)
                md.signed.snapshot_meta = MetaFile(version=snapshot_md.signed.version)
            self._sign(role, md)
            self._check_signed(role, md)
            files[f"{md.signed.version}.{role}.json"] = md.to_bytes(_SERIALIZER)
        for role, (md, data) in self.external.items():
            files[f"{md.signed.version}.{role}.json"] = data
        after = self.repo.with_changes({**self.roles, **changed}, self.keys)
        return Commit(
            operation=operation,
            summary=summary,
            metadata=files,
            documents=dict(self.documents),
            added_keys=tuple(self.added),
            retired_keys=tuple(self.retired),
            after=after,
            detail=detail or {},
        )


class Repository:
    """The current signed state of one authority, and the operations that change it."""

    def __init__(  # noqa: PLR0913 - the four roles, their delegates, and what the core is given
        self,
        *,
        root: Metadata[Root],
        targets: Metadata[Targets],
        snapshot: Metadata[Snapshot],
        timestamp: Metadata[Timestamp],
        delegated: Mapping[str, Metadata[Targets]],
        keys: KeyRing,
        documents: Callable[[str], bytes | None],
        config: AuthorityConfig,
    ) -> None:
        self.root = root
        self.targets = targets
        self.snapshot = snapshot
        self.timestamp = timestamp
        self.delegated = dict(delegated)
        self.keys = keys
        self.documents = documents
        self.config = config

    # -- building -----------------------------------------------------------------------

    @classmethod
    def create(  # noqa: PLR0913 - every choice of a new authority is a keyword
        cls,
        *,
        authority_id: str,
        now: datetime,
        config: AuthorityConfig | None = None,
        root_keys: int = 1,
        root_threshold: int = 1,
        documents: Callable[[str], bytes | None] | None = None,
        keys: Iterable[HeldKey] | None = None,
    ) -> Commit:
        """A new authority: fresh keys, root v1, an empty targets list, snapshot, timestamp.

        `keys` are the keys to start with instead of fresh ones (`root_keys` for root,
        one for each other top-level role), for reproducible metadata such as the
        published test vectors.
        """
        config = config or AuthorityConfig()
        if not authority_id or len(authority_id) > _MAX_ID_LENGTH or not authority_id.isprintable():
            raise InvalidRequestError("the authority id is 1-200 printable characters")
        if not 1 <= root_threshold <= root_keys:
            raise InvalidRequestError(
                "the root threshold must be between 1 and the number of root keys"
            )
        held = _initial_keys(keys, root_keys)
        expires = {
            role: (now + config.expiry_of(role)).replace(microsecond=0) for role in TOP_LEVEL_ROLES
        }
        root = Root(
            expires=expires["root"],
            consistent_snapshot=True,
            unrecognized_fields={AUTHORITY_ID_FIELD: authority_id},
        )
        for key in held:
            root.add_key(key.public, key.role)
        root.roles["root"].threshold = root_threshold
        revocations = _revocations_document(authority_id, [], now)
        targets = Targets(expires=expires["targets"])
        targets.targets[REVOCATIONS_PATH] = _target(
            REVOCATIONS_PATH, revocations, {"kind": "revocations"}
        )
        snapshot = Snapshot(expires=expires["snapshot"])
        timestamp = Timestamp(expires=expires["timestamp"])
        ring = KeyRing(held)
        stored: dict[str, bytes] = {_hashed(targets.targets[REVOCATIONS_PATH]): revocations}
        lookup = documents or stored.get
        repo = cls(
            root=Metadata(root),
            targets=Metadata(targets),
            snapshot=Metadata(snapshot),
            timestamp=Metadata(timestamp),
            delegated={},
            keys=ring,
            documents=lookup,
            config=config,
        )
        files: dict[str, bytes] = {}
        for role in TOP_LEVEL_ROLES:
            md = repo.metadata_of(role)
            for signer in ring.signers(role, [k.keyid for k in ring.held(role)]):
                md.sign(signer, append=True)
            files[f"1.{role}.json"] = md.to_bytes(_SERIALIZER)
        return Commit(
            operation="init",
            summary=f"created authority {authority_id!r} "
            f"({root_threshold} of {root_keys} root keys)",
            metadata=files,
            documents=stored,
            added_keys=tuple(held),
            retired_keys=(),
            after=repo,
            detail={
                "authority_id": authority_id,
                "root_keys": root_keys,
                "root_threshold": root_threshold,
            },
        )

    @classmethod
    def load(
        cls,
        *,
        metadata: Callable[[str], bytes | None],
        documents: Callable[[str], bytes | None],
        keys: KeyRing,
        config: AuthorityConfig | None = None,
    ) -> Repository:
        """The repository as stored: the latest metadata of every role, delegated ones too."""

        def latest(role: str) -> bytes:
            data = metadata(f"{role}.json")
            if data is None:
                raise UnknownRoleError(
                    f"the store has no {role} metadata: is the authority initialised?"
                )
            return data

        snapshot = Metadata[Snapshot].from_bytes(latest("snapshot"))
        delegated = {
            name.removesuffix(".json"): Metadata[Targets].from_bytes(
                latest(name.removesuffix(".json"))
            )
            for name in snapshot.signed.meta
            if name != "targets.json"
        }
        return cls(
            root=Metadata[Root].from_bytes(latest("root")),
            targets=Metadata[Targets].from_bytes(latest("targets")),
            snapshot=snapshot,
            timestamp=Metadata[Timestamp].from_bytes(latest("timestamp")),
            delegated=delegated,
            keys=keys,
            documents=documents,
            config=config or AuthorityConfig(),
        )

    def with_changes(self, roles: Mapping[str, Metadata[Any]], keys: KeyRing) -> Repository:
        """A repository with some roles' metadata replaced."""
        delegated = dict(self.delegated)
        delegated.update({r: md for r, md in roles.items() if r not in TOP_LEVEL_ROLES})
        return Repository(
            root=roles.get("root", self.root),
            targets=roles.get("targets", self.targets),
            snapshot=roles.get("snapshot", self.snapshot),
            timestamp=roles.get("timestamp", self.timestamp),
            delegated=delegated,
            keys=keys,
            documents=self.documents,
            config=self.config,
        )

    # -- reading ------------------------------------------------------------------------

    @property
    def authority_id(self) -> str:
        """The id root names this authority by."""
        return str(self.root.signed.unrecognized_fields.get(AUTHORITY_ID_FIELD, ""))

    def metadata_of(self, role: str) -> Metadata[Any]:
        """The current metadata of `role` (top-level or delegated)."""
        top: dict[str, Metadata[Any]] = {
            "root": self.root,
            "targets": self.targets,
            "snapshot": self.snapshot,
            "timestamp": self.timestamp,
        }
        md = top.get(role) or self.delegated.get(role)
        if md is None:
            raise UnknownRoleError(f"no role {role!r}")
        return md

    def delegations(self) -> dict[str, DelegatedRole]:
        """The namespaces delegated by top-level targets, by role name."""
        delegations = self.targets.signed.delegations
        if delegations is None or delegations.roles is None:
            return {}
        return dict(delegations.roles)

    def _targets_roles(self) -> Iterator[tuple[str, Targets]]:
        yield "targets", self.targets.signed
        for name, md in sorted(self.delegated.items()):
            yield name, md.signed

    def contexts(self) -> list[PublishedContext]:
        """Every published context, in URN order."""
        found = [
            published
            for role, targets in self._targets_roles()
            for target in targets.targets.values()
            if (published := PublishedContext.from_target(role, target)) is not None
        ]
        return sorted(found, key=lambda p: p.urn)

    def find(self, urn: str | ContextURN) -> PublishedContext:
        """The published context with this URN; `UnknownContextError` if there is none."""
        key = ContextURN.parse(urn) if isinstance(urn, str) else urn
        for published in self.contexts():
            if published.urn == key:
                return published
        raise UnknownContextError(f"{key} is not published by this authority")

    def role_for(self, name: str) -> str:
        """The targets role responsible for context name `name`."""
        probe = f"{CONTEXTS_DIR}/{name}/v0.0.json"
        for role_name, role in self.delegations().items():
            if role.is_delegated_path(probe):
                return role_name
        return "targets"

    def document(self, published: PublishedContext) -> SharedContext:
        """The stored document of a published context."""
        return _stored_document(published, self.documents, self.config.max_document_bytes)

    def revocations(self) -> bytes:
        """The current signed revocation list's bytes."""
        target = self.targets.signed.targets[REVOCATIONS_PATH]
        data = self.documents(_hashed(target))
        if data is None:
            raise UnknownContextError("the store lost the revocation list")
        return data

    def expiring(self, now: datetime) -> list[str]:
        """Roles whose metadata has less than the re-sign margin of its validity left."""
        due = []
        for role in (*TOP_LEVEL_ROLES, *sorted(self.delegated)):
            md = self.metadata_of(role)
            left = md.signed.expires - now
            if left < self.config.expiry_of(role) * self.config.resign_margin:
                due.append(role)
        return due

    # -- operations ---------------------------------------------------------------------

    def publish(self, data: bytes, *, now: datetime) -> Commit:
        """Publish a new context document (the bytes as received)."""
        context = _parse_document(data, self.config.max_document_bytes)
        role = self.role_for(context.name)
        if role != "targets" and not self.keys.held(role):
            raise NamespaceDelegatedError(
                f"{context.name!r} lies in a namespace delegated to role {role!r}; its authority "
                "publishes there by submitting signed metadata"
            )
        self._check_new_version(context, self.contexts(), self.documents)
        draft = _Draft(self, now)
        target = context_target(context, now)
        draft.targets(role).targets[target.path] = target
        draft.documents[_hashed(target)] = context.canonical
        return draft.finish(
            "publish",
            f"published {context.urn} ({context.digest})",
            {"urn": str(context.urn), "digest": context.digest, "role": role},
        )

    def _check_new_version(
        self,
        context: SharedContext,
        existing: Iterable[PublishedContext],
        documents: Callable[[str], bytes | None],
    ) -> None:
        """Refuse a reused or out-of-order version, or a minor that breaks compatibility."""
        published = {p.urn: p for p in existing}
        if context.urn in published:
            raise VersionExistsError(
                f"{context.urn} was published before (digest {published[context.urn].digest}); "
                "versions are never reused: publish a new minor or major"
            )
        same_name = [p for p in published.values() if p.urn.name == context.name]
        same_major = [p for p in same_name if p.urn.major == context.version.major]
        if same_major and max(p.urn.version for p in same_major) > context.version:
            raise VersionOrderError(
                f"{context.urn} is lower than {max(p.urn for p in same_major)}, already published"
            )
        if (
            not same_major
            and same_name
            and max(p.urn.major for p in same_name) > context.version.major
        ):
            raise VersionOrderError(
                f"major {context.version.major} is lower than major "
                f"{max(p.urn.major for p in same_name)} of {context.name}, already published"
            )
        earlier = [
            _stored_document(p, documents, self.config.max_document_bytes)
            for p in same_major
            if p.status is not ContextStatus.REVOKED
        ]
        report = check_compatibility(context, earlier, self.config.compatibility)
        if not report.compatible:
            raise IncompatibleContextError(
                f"{context.urn} is not {self.config.compatibility} compatible with "
                f"{', '.join(report.checked_against)}; a breaking change needs a new major",
                report.explain(),
            )

    def _change_status(
        self, urn: str, status: ContextStatus, reason: str, now: datetime
    ) -> tuple[_Draft, PublishedContext]:
        if not isinstance(reason, str) or not reason.strip():
            raise InvalidRequestError(f"a reason is required to mark a context {status}")
        if len(reason) > self.config.max_reason_length:
            raise InvalidRequestError(
                f"the reason is at most {self.config.max_reason_length} characters"
            )
        published = self.find(urn)
        if published.status is ContextStatus.REVOKED:
            raise AlreadyRevokedError(f"{published.urn} is revoked; revocation is final")
        if published.status is status:
            raise AlreadyDeprecatedError(f"{published.urn} is deprecated already")
        if published.role != "targets" and not self.keys.held(published.role):
            raise NamespaceDelegatedError(
                f"{published.urn} is signed by delegated role {published.role!r}; only its "
                "authority can change it"
            )
        draft = _Draft(self, now)
        mark(draft.targets(published.role).targets[published.path], status, reason, now)
        return draft, published

    def deprecate(self, urn: str, *, reason: str, now: datetime) -> Commit:
        """Mark a context deprecated: still served and valid, but clients are told to move on."""
        draft, published = self._change_status(urn, ContextStatus.DEPRECATED, reason, now)
        return draft.finish(
            "deprecate",
            f"deprecated {published.urn}: {reason.strip()}",
            {"urn": str(published.urn)},
        )

    def revoke(self, urn: str, *, reason: str, now: datetime) -> Commit:
        """Revoke a context: clients refuse it from their next refresh on; the list is re-signed."""
        draft, published = self._change_status(urn, ContextStatus.REVOKED, reason, now)
        return draft.finish(
            "revoke",
            f"revoked {published.urn}: {reason.strip()}",
            {"urn": str(published.urn), "reason": reason.strip()},
        )

    def rotate(
        self,
        role: str,
        *,
        now: datetime,
        new_keys: Iterable[HeldKey] | None = None,
        threshold: int | None = None,
    ) -> Commit:
        """Replace the keys of a top-level role; root signs the change with old and new keys.

        Rotating root produces a root signed by a threshold of the old root
        keys and of the new ones, so that clients can follow the chain.
        """
        if role not in TOP_LEVEL_ROLES:
            raise UnknownRoleError(f"only top-level roles rotate here, not {role!r}")
        fresh = list(new_keys) if new_keys is not None else [keymod.generate(role)]
        if not fresh or any(k.role != role for k in fresh):
            raise InvalidRequestError(f"the new keys must be keys for the {role} role")
        wanted = threshold if threshold is not None else self.root.signed.roles[role].threshold
        if not 1 <= wanted <= len(fresh):
            raise InvalidRequestError("the threshold must be between 1 and the number of new keys")
        draft = _Draft(self, now)
        root = draft.root()
        old = list(root.roles[role].keyids)
        if (
            role == "root"
            and len(self.keys.signers("root", old)) < self.root.signed.roles["root"].threshold
        ):
            raise MissingKeyError("rotating root needs a threshold of the current root keys")
        for keyid in old:
            root.revoke_key(keyid, role)
        for key in fresh:
            root.add_key(key.public, role)
            draft.keys.add(key)
        root.roles[role].threshold = wanted
        draft.added.extend(fresh)
        draft.retired.extend(old)
        if role != "root":
            draft.touch(role)
        commit = draft.finish(
            "rotate",
            f"rotated {role} keys: {len(old)} retired, {len(fresh)} new (threshold {wanted})",
            {"role": role, "retired": old, "added": [k.keyid for k in fresh], "threshold": wanted},
        )
        for keyid in old:
            commit.after.keys.remove(keyid)
        return commit

    def delegate(
        self,
        namespace: str,
        *,
        role: str,
        keys: Iterable[Key],
        threshold: int,
        now: datetime,
    ) -> Commit:
        """Delegate a namespace (`acme` covers `acme` and `acme.*`) to another authority's keys."""
        public = _distinct_keys(keys)
        if not is_context_name(namespace):
            raise InvalidRequestError(f"{namespace!r} is not a context namespace")
        if not is_context_name(role) or role in TOP_LEVEL_ROLES or "." in role:
            raise InvalidRequestError(f"{role!r} cannot name a delegated role")
        if not public or not 1 <= threshold <= len(public):
            raise InvalidRequestError(
                "a delegation needs keys and a threshold between 1 and their number"
            )
        self._check_namespace_free(namespace, role)
        draft = _Draft(self, now)
        targets = draft.targets("targets")
        if targets.delegations is None:
            targets.delegations = Delegations(keys={}, roles={})
        assert targets.delegations.roles is not None  # noqa: S101 - just created with roles
        for key in public:
            targets.delegations.keys[key.keyid] = key
        targets.delegations.roles[role] = DelegatedRole(
            name=role,
            keyids=sorted(k.keyid for k in public),
            threshold=threshold,
            terminating=True,
            paths=namespace_paths(namespace),
        )
        return draft.finish(
            "delegate",
            f"delegated namespace {namespace!r} to role {role!r} "
            f"({threshold} of {len(public)} keys)",
            {"namespace": namespace, "role": role, "keyids": sorted(k.keyid for k in public)},
        )

    def _check_namespace_free(self, namespace: str, role: str) -> None:
        if role in self.delegations():
            raise NamespaceInUseError(f"role {role!r} exists already")
        for name, existing in self.delegations().items():
            for path in existing.paths or ():
                other = path.split("/")[1].removesuffix(".*")
                if _overlaps(namespace, other):
                    raise NamespaceInUseError(f"{namespace!r} overlaps the delegation to {name!r}")
        clash = [p for p in self.contexts() if p.urn.in_namespace(namespace)]
        if clash:
            raise NamespaceInUseError(f"{clash[0].urn} is already published in {namespace!r}")

    def submit(
        self, role: str, data: bytes, documents: Iterable[bytes], *, now: datetime
    ) -> Commit:
        """Accept metadata a delegated authority signed for its role, with its new documents."""
        delegation = self.delegations().get(role)
        if delegation is None:
            raise UnknownRoleError(f"no delegated role {role!r}")
        try:
            md = Metadata[Targets].from_bytes(data)
        except Exception as exc:  # tuf raises DeserializationError and ValueErrors alike
            raise InvalidDelegationError(f"not TUF targets metadata: {exc}") from exc
        if md.signed.type != "targets":
            raise InvalidDelegationError(f"{role} metadata must be targets metadata")
        try:
            self.targets.signed.verify_delegate(role, md.signed_bytes, md.signatures)
        except UnsignedMetadataError as exc:
            code = signature_failure(self.targets.signed, role, md)
            raise InvalidDelegationError(
                f"{role} metadata does not verify ({code}): {exc}"
            ) from exc
        previous = self.delegated.get(role)
        if md.signed.version > MAX_VERSION:
            raise InvalidDelegationError(f"version {md.signed.version} is above {MAX_VERSION}")
        if previous is not None and md.signed.version <= previous.signed.version:
            raise VersionOrderError(
                f"{role} v{md.signed.version} is not newer than v{previous.signed.version}"
            )
        if md.signed.is_expired(now):
            raise InvalidDelegationError(f"{role} metadata expired at {md.signed.expires}")
        if md.signed.delegations is not None:
            raise InvalidDelegationError("a delegated role may not delegate further here")
        supplied = {_sha256_hex(doc): doc for doc in documents}
        new_documents = self._check_submitted(role, delegation, md.signed, previous, supplied)
        draft = _Draft(self, now)
        draft.external[role] = (md, data)
        draft.documents.update(new_documents)
        return draft.finish(
            "submit",
            f"accepted {role} v{md.signed.version} ({len(new_documents)} new document(s))",
            {"role": role, "version": md.signed.version},
        )

    def _check_submitted(
        self,
        role: str,
        delegation: DelegatedRole,
        signed: Targets,
        previous: Metadata[Targets] | None,
        supplied: Mapping[str, bytes],
    ) -> dict[str, bytes]:
        """Check every target of submitted delegated metadata; return the new documents."""
        before = previous.signed.targets if previous is not None else {}
        missing = sorted(set(before) - set(signed.targets))
        if missing:
            raise InvalidDelegationError(f"{missing[0]} was removed; revoke it instead")
        existing = self.contexts()
        new_documents: dict[str, bytes] = {}

        def documents(path: str) -> bytes | None:
            return new_documents.get(path) or self.documents(path)

        try:
            parsed = [(t, PublishedContext.from_target(role, t)) for t in signed.targets.values()]
        except MalformedTargetError as exc:
            raise InvalidDelegationError(str(exc)) from exc
        for target, published in sorted(parsed, key=lambda pair: pair[0].path):
            if not delegation.is_delegated_path(target.path):
                raise InvalidDelegationError(
                    f"{target.path} lies outside the namespace delegated to {role}"
                )
            if published is None or target_path(published.urn) != target.path:
                raise InvalidDelegationError(f"{target.path} is not a context target")
            old = before.get(target.path)
            if old is not None:
                _check_status_change(old, target, published)
                continue
            new_documents[_hashed(target)] = self._new_document(target, published, supplied)
        for target, published in sorted(
            ((t, p) for t, p in parsed if p is not None and t.path not in before),
            key=lambda pair: pair[1].urn if pair[1] else pair[0].path,
        ):
            assert published is not None  # noqa: S101 - filtered just above
            context = SharedContext.from_bytes(new_documents[_hashed(target)])
            self._check_new_version(context, existing, documents)
            existing.append(published)
        return new_documents

    def _new_document(
        self, target: TargetFile, published: PublishedContext, supplied: Mapping[str, bytes]
    ) -> bytes:
        """The supplied document of a new delegated target, checked against the target."""
        if published.status is not ContextStatus.ACTIVE:
            raise InvalidDelegationError(f"{published.urn} is new, so it must be active")
        data = supplied.get(target.hashes.get("sha256", ""))
        if data is None:
            raise InvalidDelegationError(f"{target.path}: its document was not supplied")
        context = _parse_document(data, self.config.max_document_bytes)
        declared = context.minimum_secure_version
        if (
            context.urn != published.urn
            or context.digest != published.digest
            or len(data) != target.length
            or published.minimum_secure_version != (str(declared) if declared else None)
        ):
            raise InvalidDelegationError(
                f"{target.path}: the supplied document does not match its target"
            )
        return data

    def _can_sign(self, role: str) -> bool:
        """Whether a threshold of `role`'s authorised keys is held here (root: also re-signs)."""
        if role in TOP_LEVEL_ROLES:
            spec = self.root.signed.roles[role]
            keyids, threshold = spec.keyids, spec.threshold
        else:
            delegated = self.delegations().get(role)
            if delegated is None:
                return False
            keyids, threshold = delegated.keyids, delegated.threshold
        return len(self.keys.signers(role, keyids)) >= threshold

    def refresh(self, now: datetime) -> Commit | None:
        """Re-sign the roles that are close to expiry (None when none is)."""
        due = self.expiring(now)
        signable = [r for r in due if self._can_sign(r)]
        for role in sorted(set(due) - set(signable)):
            logger.warning(
                "%s expires at %s and this repository cannot re-sign it (keys offline)",
                role,
                self.metadata_of(role).signed.expires,
            )
        if not signable:
            return None
        draft = _Draft(self, now)
        for role in signable:
            draft.touch(role)
        return draft.finish("refresh", f"re-signed {', '.join(signable)}", {"roles": signable})


def _initial_keys(keys: Iterable[HeldKey] | None, root_keys: int) -> list[HeldKey]:
    """A new authority's keys: those given (checked), else fresh ones."""
    if keys is None:
        fresh = [keymod.generate("root") for _ in range(root_keys)]
        return fresh + [keymod.generate(role) for role in TOP_LEVEL_ROLES[1:]]
    given = list(keys)
    wanted = {"root": root_keys, **dict.fromkeys(TOP_LEVEL_ROLES[1:], 1)}
    counted = {role: sum(1 for key in given if key.role == role) for role in TOP_LEVEL_ROLES}
    if counted != wanted or len(given) != len(wanted) - 1 + root_keys:
        raise InvalidRequestError(
            f"a new authority starts with {root_keys} root key(s) and one key for each "
            "other top-level role"
        )
    if len({key.keyid for key in given}) != len(given):
        raise InvalidRequestError("a key is given twice")
    return [key for role in TOP_LEVEL_ROLES for key in given if key.role == role]


def key_id(key: Key) -> str:
    """The TUF key id of a public key: SHA-256 of its canonical JSON."""
    canonical = encode_canonical(key.to_dict()) or ""
    return hashlib.sha256(canonical.encode()).hexdigest()


def _distinct_keys(keys: Iterable[Key]) -> list[Key]:
    """Keys whose ids are their own and whose public values differ.

    Otherwise one key listed under two ids would count twice toward a threshold.
    """
    found: list[Key] = []
    seen: set[str] = set()
    for key in keys:
        if key.keyid != key_id(key):
            raise InvalidRequestError(f"key id {key.keyid[:16]}... is not the id of its key")
        public = str(key.keyval.get("public"))
        if public in seen:
            raise InvalidRequestError("the same public key is listed twice")
        seen.add(public)
        found.append(key)
    return found


def _overlaps(one: str, other: str) -> bool:
    return one == other or one.startswith(other + ".") or other.startswith(one + ".")


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
