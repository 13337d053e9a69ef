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

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any, Final

from tuf.api.metadata import (
    DelegatedRole,
    Key,
    Metadata,
    Root,
    Snapshot,
    Targets,
    Timestamp,
)

from authority import delegating
from authority import keys as keymod
from authority.config import TOP_LEVEL_ROLES, AuthorityConfig
from authority.delegating import MAX_VERSION, key_id
from authority.drafts import _SERIALIZER, Commit, _Draft
from authority.exceptions import (
    AlreadyDeprecatedError,
    AlreadyRevokedError,
    IncompatibleContextError,
    InvalidRequestError,
    MissingKeyError,
    NamespaceDelegatedError,
    UnknownContextError,
    UnknownRoleError,
    VersionExistsError,
    VersionOrderError,
)
from authority.keys import HeldKey, KeyRing
from authority.targets import (
    CONTEXTS_DIR,
    REVOCATIONS_PATH,
    ContextStatus,
    MalformedTargetError,
    PublishedContext,
    TargetDigestError,
    _hashed,
    _parse_document,
    _revocations_document,
    _stored_document,
    _target,
    check_reason,
    context_target,
    hashed_path,
    mark,
    namespace_paths,
    target_path,
)
from contexts import SharedContext
from contexts.compat import check_compatibility
from contexts.urn import ContextURN

logger = logging.getLogger("ioa.authority")

AUTHORITY_ID_FIELD: Final = "x-ioa-authority-id"
"""Root's signed field naming the authority."""
_MAX_ID_LENGTH: Final = 200


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
        targets = Metadata[Targets].from_bytes(latest("targets"))
        roles = targets.signed.delegations.roles if targets.signed.delegations else None
        delegated = {  # a withdrawn role stays in the snapshot, not in the delegations
            name.removesuffix(".json"): Metadata[Targets].from_bytes(
                latest(name.removesuffix(".json"))
            )
            for name in snapshot.signed.meta
            if name != "targets.json" and name.removesuffix(".json") in (roles or {})
        }
        return cls(
            root=Metadata[Root].from_bytes(latest("root")),
            targets=targets,
            snapshot=snapshot,
            timestamp=Metadata[Timestamp].from_bytes(latest("timestamp")),
            delegated=delegated,
            keys=keys,
            documents=documents,
            config=config or AuthorityConfig(),
        )

    def with_changes(
        self,
        roles: Mapping[str, Metadata[Any]],
        keys: KeyRing,
        *,
        dropped: Iterable[str] = (),
    ) -> Repository:
        """A repository with some roles' metadata replaced (and `dropped` delegated roles gone)."""
        delegated = dict(self.delegated)
        delegated.update({r: md for r, md in roles.items() if r not in TOP_LEVEL_ROLES})
        for role in dropped:
            delegated.pop(role, None)
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
        same_name = [  # a withdrawn delegation's versions order nothing (a thief chose them)
            p for p in published.values() if p.urn.name == context.name and not p.withdrawn
        ]
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
        check_reason(reason, self.config.max_reason_length, f"mark a context {status}")
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
        self, namespace: str, *, role: str, keys: Iterable[Key], threshold: int, now: datetime
    ) -> Commit:
        """Delegate a namespace (`acme` covers `acme` and `acme.*`) to another authority's keys."""
        return delegating.delegate(
            self, namespace, role=role, keys=keys, threshold=threshold, now=now
        )

    def submit(
        self, role: str, data: bytes, documents: Iterable[bytes], *, now: datetime
    ) -> Commit:
        """Accept metadata a delegated authority signed for its role, with its new documents."""
        return delegating.submit(self, role, data, documents, now=now)

    def withdraw(self, role: str, *, reason: str, now: datetime) -> Commit:
        """End the delegation to `role`; what it published is revoked with `reason`."""
        return delegating.withdraw(self, role, reason=reason, now=now)

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


__all__ = [
    "AUTHORITY_ID_FIELD",
    "CONTEXTS_DIR",
    "MAX_VERSION",
    "REVOCATIONS_PATH",
    "Commit",
    "ContextStatus",
    "MalformedTargetError",
    "PublishedContext",
    "Repository",
    "TargetDigestError",
    "context_target",
    "hashed_path",
    "key_id",
    "mark",
    "namespace_paths",
    "target_path",
]
