"""Where a repository lives: the store interface, and a store in memory (tests, simulators).

Every operation runs in one transaction: the store loads the repository,
the pure core computes a `Commit`, the store writes all of it and commits.
If anything fails before the commit (a refused operation, a crash, `kill
-9`), the store is exactly as it was. The store on disk is SQLite
(`authority.sqlite_store.SqliteStore`).
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

from authority.config import AuthorityConfig
from authority.exceptions import InvalidRequestError
from authority.keys import KeyRing, load_pem
from authority.repository import Commit, Repository

logger = logging.getLogger("ioa.authority.store")

_VERSIONED: Final = re.compile(r"\A([0-9]{1,20})\.([A-Za-z][A-Za-z0-9_-]*)\.json\Z")
_LATEST: Final = re.compile(r"\A([A-Za-z][A-Za-z0-9_-]*)\.json\Z")


KEPT_VERSIONS: Final = 3
"""Versions of each role's metadata a store keeps, the newest stored (every root: clients walk
the chain from the one they hold); the newest 3 snapshots name no others. A client that read
a timestamp just before two commits may still fetch what it names. An outside attack: every
version was kept, so a delegate (or a thief of its key) resubmitting 2 MB of metadata grew
the database 3.5 MB a second, and 600 honest publishes stored 601 copies of the targets
(60 MB). Counted by what is stored, not by version numbers (a review: a delegate may jump
its version by up to 1,024, and one commit dropped the version a kept snapshot named)."""


def pruned(role: str) -> bool:
    """Whether a store keeps only the newest `KEPT_VERSIONS` of `role` (all but root)."""
    return role != "root"


def parse_metadata_name(name: str) -> tuple[str, int | None] | None:
    """`("targets", 3)` for `3.targets.json`, `("timestamp", None)` for `timestamp.json`.

    A version of more than 20 digits is no name (an outside attack: 4,301 digits were a
    500 and a traceback logged, Python refusing to read so long an integer).
    """
    match = _VERSIONED.match(name)
    if match is not None:
        return match[2], int(match[1])
    match = _LATEST.match(name)
    if match is not None:
        return match[1], None
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class AuditEntry:
    """One line of the audit log: who did what, when."""

    seq: int
    """Order of the operation."""
    at: str
    """When (RFC 3339, UTC)."""
    operation: str
    """`init`, `publish`, `revoke`..."""
    actor: str
    """Who asked (`token`, a certificate identity, `cli`)."""
    summary: str
    """One readable line."""


class StoreView(ABC):
    """Reads of a store: at the latest commit, or inside a transaction."""

    @abstractmethod
    def metadata(self, name: str) -> bytes | None:
        """`N.role.json` exactly, or `role.json` for the latest version; None if absent."""

    @abstractmethod
    def document(self, path: str) -> bytes | None:
        """A target file by its consistent-snapshot path; None if absent."""

    @abstractmethod
    def keyring(self) -> KeyRing:
        """The keys this authority holds (retired ones excluded)."""

    @abstractmethod
    def setting(self, key: str) -> str | None:
        """A stored setting (`authority_id`, `admin_token_sha256`...)."""


class StoreTransaction(StoreView):
    """A view that can also write, inside one atomic transaction."""

    @abstractmethod
    def apply(self, commit: Commit, *, actor: str) -> None:
        """Write everything in `commit` (metadata, documents, keys, audit line)."""

    @abstractmethod
    def set_setting(self, key: str, value: str) -> None:
        """Store a setting."""


class RepositoryStore(StoreView):
    """A store: reads at the latest commit, and atomic operations."""

    @abstractmethod
    @contextlib.contextmanager
    def transaction(self) -> Iterator[StoreTransaction]:
        """One atomic transaction; rolled back if the block raises."""

    def initialised(self) -> bool:
        """Whether an authority was created in this store."""
        return self.metadata("root.json") is not None

    def repository(self, config: AuthorityConfig | None = None) -> Repository:
        """The repository as last committed, with the keys it holds."""
        return self._load(self, self.keyring(), config)

    def _load(self, view: StoreView, keys: KeyRing, config: AuthorityConfig | None) -> Repository:
        """`Repository.load` from `view` (a store may say which of its rows is at fault)."""
        return Repository.load(
            metadata=view.metadata, documents=view.document, keys=keys, config=config
        )

    def public_repository(self, config: AuthorityConfig | None = None) -> Repository:
        """The committed state read consistently, without private keys (for public answers)."""
        with self.reading() as view:
            return self._load(view, KeyRing(), config)

    @contextlib.contextmanager
    def reading(self) -> Iterator[StoreView]:
        """A consistent view for several reads (default: the store itself)."""
        yield self

    def operate(
        self,
        operation: Callable[[Repository], Commit | None],
        *,
        actor: str,
        config: AuthorityConfig | None = None,
    ) -> Commit | None:
        """Run one operation atomically: load, compute, write, commit."""
        with self.transaction() as txn:
            repo = self._load(txn, txn.keyring(), config)
            commit = operation(repo)
            if commit is not None:
                txn.apply(commit, actor=actor)
        if commit is not None:
            logger.info("%s by %s: %s", commit.operation, actor, commit.summary)
        return commit

    def initialise(self, commit: Commit, *, actor: str, settings: dict[str, str]) -> None:
        """Store a new authority (the commit of `Repository.create`) and its settings."""
        with self.transaction() as txn:
            if txn.metadata("root.json") is not None:
                raise InvalidRequestError("this store already holds an authority")
            for key, value in settings.items():
                txn.set_setting(key, value)
            txn.apply(commit, actor=actor)

    @abstractmethod
    def audit(self, limit: int = 100) -> list[AuditEntry]:
        """The most recent audit entries, newest first."""


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


class _MemoryTransaction(StoreTransaction):
    def __init__(self, store: MemoryStore) -> None:
        self._store = store
        self._metadata = dict(store._metadata)  # noqa: SLF001 - the store's own transaction
        self._documents = dict(store._documents)  # noqa: SLF001
        self._keys = dict(store._keys)  # noqa: SLF001
        self._settings = dict(store._settings)  # noqa: SLF001
        self._audit = list(store._audit)  # noqa: SLF001

    def metadata(self, name: str) -> bytes | None:
        return _lookup(self._metadata, name)

    def document(self, path: str) -> bytes | None:
        return self._documents.get(path)

    def keyring(self) -> KeyRing:
        return KeyRing(load_pem(role, pem) for role, pem in self._keys.values())

    def setting(self, key: str) -> str | None:
        return self._settings.get(key)

    def set_setting(self, key: str, value: str) -> None:
        self._settings[key] = value

    def apply(self, commit: Commit, *, actor: str) -> None:
        for name, data in commit.metadata.items():
            if name in self._metadata:
                raise InvalidRequestError(f"{name} exists already")
            self._metadata[name] = data
        for role in {
            parsed[0] for name in commit.metadata if (parsed := parse_metadata_name(name))
        }:
            if pruned(role):
                stored = sorted(
                    (version, key)
                    for key in self._metadata
                    if (other := parse_metadata_name(key)) is not None
                    and other[0] == role
                    and (version := other[1]) is not None
                )
                for _, old in stored[:-KEPT_VERSIONS]:
                    del self._metadata[old]
        self._documents.update(commit.documents)
        for key in commit.added_keys:
            self._keys[key.keyid] = (key.role, key.private_pem())
        for keyid in commit.retired_keys:
            self._keys.pop(keyid, None)
        entry = AuditEntry(
            seq=len(self._audit) + 1,
            at=_now(),
            operation=commit.operation,
            actor=actor,
            summary=commit.summary,
        )
        self._audit.append(entry)

    def publish_to_store(self) -> None:
        store = self._store
        store._metadata, store._documents = self._metadata, self._documents  # noqa: SLF001
        store._keys, store._settings, store._audit = self._keys, self._settings, self._audit  # noqa: SLF001


def _lookup(metadata: dict[str, bytes], name: str) -> bytes | None:
    parsed = parse_metadata_name(name)
    if parsed is None:
        return None
    role, version = parsed
    if version is not None:
        return metadata.get(name)
    versions = [
        parsed_version
        for key in metadata
        if (other := parse_metadata_name(key)) is not None
        and other[0] == role
        and (parsed_version := other[1]) is not None
    ]
    return metadata[f"{max(versions)}.{role}.json"] if versions else None


class MemoryStore(RepositoryStore):
    """A store in memory: for tests and the repository simulator."""

    def __init__(self) -> None:
        self._metadata: dict[str, bytes] = {}
        self._documents: dict[str, bytes] = {}
        self._keys: dict[str, tuple[str, bytes]] = {}
        self._settings: dict[str, str] = {}
        self._audit: list[AuditEntry] = []
        self._lock = threading.RLock()

    def metadata(self, name: str) -> bytes | None:  # noqa: D102 - as the base
        return _lookup(self._metadata, name)

    def document(self, path: str) -> bytes | None:  # noqa: D102 - as the base
        return self._documents.get(path)

    def keyring(self) -> KeyRing:  # noqa: D102 - as the base
        return KeyRing(load_pem(role, pem) for role, pem in self._keys.values())

    def setting(self, key: str) -> str | None:  # noqa: D102 - as the base
        return self._settings.get(key)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[StoreTransaction]:  # noqa: D102 - as the base
        with self._lock:
            txn = _MemoryTransaction(self)
            yield txn
            txn.publish_to_store()

    def audit(self, limit: int = 100) -> list[AuditEntry]:  # noqa: D102 - as the base
        return list(reversed(self._audit))[:limit]
