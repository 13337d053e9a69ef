"""The draft of one repository operation, and the `Commit` it finishes as.

A draft holds copies of the metadata the operation changes; `finish` versions, signs and
cascades them (targets roles -> snapshot -> timestamp) into everything the operation writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final, cast

import orjson
from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import Metadata, MetaFile, Root, Snapshot, Targets
from tuf.api.serialization.json import JSONSerializer

from authority.config import TOP_LEVEL_ROLES
from authority.exceptions import MissingKeyError, UnknownRoleError
from authority.keys import HeldKey
from authority.targets import (
    REVOCATIONS_PATH,
    ContextStatus,
    _hashed,
    _revocations_document,
    _target,
)

if TYPE_CHECKING:
    from authority.repository import Repository

_SERIALIZER: Final = JSONSerializer(compact=True)


@dataclass(frozen=True, kw_only=True)
class Commit:
    """Everything one operation writes, and the repository it leads to."""

    operation: str
    """`init`, `publish`, `deprecate`, `revoke`, `rotate`, `delegate`, `submit`, `withdraw`,
    `refresh`."""
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
        self.withdrawn: set[str] = set()
        """Delegated roles this operation ends: no longer delegated, nor read by the repository."""

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
            {**self.roles, **{r: md for r, (md, _) in self.external.items()}},
            self.keys,
            dropped=self.withdrawn,
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
        # A withdrawn role stays in the snapshot at its last version (a client refuses a
        # snapshot that drops a file it listed); no targets delegate to it any more.
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
        after = self.repo.with_changes({**self.roles, **changed}, self.keys, dropped=self.withdrawn)
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


__all__ = ["Commit"]
