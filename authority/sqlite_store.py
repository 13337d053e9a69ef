"""The SQLite store of a repository: one file (created 0600), WAL, one transaction per operation.

See `authority.store` for what a store promises; this one keeps it across crashes and
power cuts (`synchronous=FULL`) and is safe across threads and processes.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from cryptography.exceptions import UnsupportedAlgorithm
from tuf.api.serialization import DeserializationError

from authority.config import AuthorityConfig
from authority.exceptions import InvalidRequestError
from authority.keys import KeyRing, load_pem
from authority.repository import Commit, Repository
from authority.store import (
    KEPT_VERSIONS,
    AuditEntry,
    RepositoryStore,
    StoreTransaction,
    StoreView,
    _now,
    parse_metadata_name,
    pruned,
)
from l7_transport.files import create_private, warn_if_unprotected

SCHEMA_VERSION: Final = 1
_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS metadata (
    name TEXT PRIMARY KEY, role TEXT NOT NULL, version INTEGER NOT NULL, data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS metadata_by_role ON metadata (role, version);
CREATE TABLE IF NOT EXISTS documents (path TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS keys (
    keyid TEXT PRIMARY KEY, role TEXT NOT NULL, private_pem BLOB NOT NULL,
    created_at TEXT NOT NULL, retired_at TEXT
);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, operation TEXT NOT NULL,
    actor TEXT NOT NULL, summary TEXT NOT NULL, detail TEXT NOT NULL
);
"""


class DamagedStoreError(sqlite3.DatabaseError):
    """A row of an authority database that does not decode.

    The message names the file, the table and the row (`a.db: keys row <keyid>
    (timestamp): not a PEM private key`). A `sqlite3.DatabaseError`: the database is at
    fault, and whatever reports SQLite's own errors reports this one.
    """


class _SqliteTransaction(StoreTransaction):
    def __init__(self, connection: sqlite3.Connection, where: Path) -> None:
        self._db = connection
        self._where = where

    def metadata(self, name: str) -> bytes | None:
        return _sqlite_metadata(self._db, name, self._where)

    def document(self, path: str) -> bytes | None:
        return _sqlite_document(self._db, path, self._where)

    def keyring(self) -> KeyRing:
        return _sqlite_keyring(self._db, self._where)

    def setting(self, key: str) -> str | None:
        return _sqlite_setting(self._db, key)

    def set_setting(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, value))

    def apply(self, commit: Commit, *, actor: str) -> None:
        rows = []
        for name, data in commit.metadata.items():
            parsed = parse_metadata_name(name)
            if parsed is None or parsed[1] is None:
                raise InvalidRequestError(f"{name!r} is not a versioned metadata name")
            rows.append((name, parsed[0], parsed[1], data))
        self._db.executemany(
            "INSERT INTO metadata (name, role, version, data) VALUES (?, ?, ?, ?)", rows
        )
        self._db.executemany(
            "DELETE FROM metadata WHERE role = ? AND version < (SELECT version FROM metadata"
            " WHERE role = ? ORDER BY version DESC LIMIT 1 OFFSET ?)",
            [(role, role, KEPT_VERSIONS - 1) for role in {row[1] for row in rows} if pruned(role)],
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO documents (path, data) VALUES (?, ?)",
            sorted(commit.documents.items()),
        )
        now = _now()
        self._db.executemany(
            "INSERT INTO keys (keyid, role, private_pem, created_at) VALUES (?, ?, ?, ?)",
            [(k.keyid, k.role, k.private_pem(), now) for k in commit.added_keys],
        )
        self._db.executemany(
            "UPDATE keys SET retired_at = ? WHERE keyid = ? AND retired_at IS NULL",
            [(now, keyid) for keyid in commit.retired_keys],
        )
        self._db.execute(
            "INSERT INTO audit (at, operation, actor, summary, detail) VALUES (?, ?, ?, ?, ?)",
            (
                now,
                commit.operation,
                actor,
                commit.summary,
                json.dumps(commit.detail, sort_keys=True),
            ),
        )


def _blob(value: object, where: str) -> bytes:
    """A BLOB column's bytes; another type (TEXT, INTEGER: an edited row) is refused."""
    if not isinstance(value, bytes):
        raise DamagedStoreError(f"{where}: holds {type(value).__name__}, not bytes (a BLOB)")
    return value


def _sqlite_metadata(db: sqlite3.Connection, name: str, where: Path) -> bytes | None:
    parsed = parse_metadata_name(name)
    if parsed is None:
        return None
    role, version = parsed
    if version is None:
        row = db.execute(
            "SELECT name, data FROM metadata WHERE role = ? ORDER BY version DESC LIMIT 1",
            (role,),
        ).fetchone()
    else:
        row = db.execute("SELECT name, data FROM metadata WHERE name = ?", (name,)).fetchone()
    return _blob(row[1], f"{where}: metadata row {row[0]}") if row is not None else None


def _sqlite_document(db: sqlite3.Connection, path: str, where: Path) -> bytes | None:
    row = db.execute("SELECT data FROM documents WHERE path = ?", (path,)).fetchone()
    return _blob(row[0], f"{where}: documents row {path}") if row is not None else None


def _sqlite_keyring(db: sqlite3.Connection, where: Path) -> KeyRing:
    rows = db.execute(
        "SELECT keyid, role, private_pem FROM keys WHERE retired_at IS NULL"
    ).fetchall()
    held = []
    for keyid, role, pem in rows:
        row = f"{where}: keys row {keyid} ({role})"
        try:
            held.append(load_pem(role, _blob(pem, row)))
        except (ValueError, TypeError, UnsupportedAlgorithm) as exc:
            what = "not an Ed25519 key" if isinstance(exc, TypeError) else "not a PEM private key"
            raise DamagedStoreError(f"{row}: {what}") from exc
    return KeyRing(held)


def _sqlite_setting(db: sqlite3.Connection, key: str) -> str | None:
    row = db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
    return str(row[0]) if row is not None else None


def _read_only_uri(path: Path) -> str:
    """How to read `path` where this process cannot write it (a backup, a read-only mount).

    `mode=ro`, which sees what others commit while it reads: another user may write
    through a folder this process cannot. SQLite's WAL needs `-wal` and `-shm` files
    beside the database; when they are not there and cannot be made, `mode=ro` cannot
    open it, and the file is read as `immutable` instead: a snapshot of the file as it
    is now, which a reader kept open does not see change. Not when a `-wal` file with
    commits in it is there: `immutable` would not read them (a copy of `a.db` and
    `a.db-wal` without `-shm`), so that is refused, naming the file, rather than read
    stale.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    try:
        probe = _connect_uri(uri)
        try:
            probe.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            probe.close()
    except sqlite3.OperationalError as error:  # "unable to open database file": no -shm
        wal = Path(f"{path}-wal")
        with contextlib.suppress(OSError):
            if wal.stat().st_size > 0:
                msg = (
                    f"{path}: cannot be read here: {wal.name} holds commits that only a "
                    f"reader able to make {path.name}-shm beside it can see ({error})"
                )
                raise sqlite3.OperationalError(msg) from error
        return f"{uri}&immutable=1"
    return uri


def _connect_uri(uri: str) -> sqlite3.Connection:
    return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=10.0)


def _folder_writable(folder: Path) -> bool:
    return os.access(folder, os.W_OK)


def _file_writable(path: Path) -> bool:
    return os.access(path, os.W_OK)


def _unwritable(path: Path) -> Path | None:
    """What this process cannot write of the database `path`: its folder, itself, or None."""
    if not _folder_writable(path.parent):
        return path.parent  # SQLite's WAL writes beside the file
    return None if _file_writable(path) else path


def _refuse_unless_authority(path: Path, uri: str | None = None) -> None:
    """`sqlite3.DatabaseError` unless `path` is an authority's SQLite database; reads only.

    Opening a store writes its tables and its journal mode into the file: a path that
    names an empty file or another program's database must be refused before, not made
    an authority's. (The error is SQLite's own for a file that is no database at all.)
    """
    probe = sqlite3.connect(uri or f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10.0)
    try:
        tables = {row[0] for row in probe.execute("SELECT name FROM sqlite_master")}
    finally:
        probe.close()
    if not {"settings", "metadata", "documents"} <= tables:
        msg = (
            "not an authority database (it holds no authority tables;"
            " `ioa authority init --db PATH` makes one)"
        )
        raise sqlite3.DatabaseError(msg)


class SqliteStore(RepositoryStore):
    """A store in one SQLite file (created 0600); safe across threads and processes.

    In a folder or a file this process cannot write, the store is opened read-only
    (reads work, an operation is refused by name).
    """

    def __init__(self, path: str | os.PathLike[str], *, create: bool = False) -> None:
        self.path = Path(path)
        if create and self.path.is_symlink():
            # (a link to nothing or to a file: either way the keys would go where it points)
            msg = f"{self.path} is a symlink: a new authority database is made under its own name"
            raise FileExistsError(errno.EEXIST, msg)
        if not self.path.exists():
            if not create:
                raise FileNotFoundError(
                    f"no authority database at {self.path} (run `ioa authority init`)"
                )
            self.path.parent.mkdir(parents=True, exist_ok=True)
            create_private(self.path)  # its keys are never written where a planted link points
        self._unwritable = None if create else _unwritable(self.path)
        self.read_only = self._unwritable is not None
        """Opened read-only: the file or its folder is not writable by this process."""
        self._uri = _read_only_uri(self.path) if self.read_only else None
        if not create:
            _refuse_unless_authority(self.path, self._uri)  # before anything is written to it
            warn_if_unprotected(self.path)  # its keys sign every role
        self._local = threading.local()
        db = self._connection()
        if not self.read_only:
            db.executescript(_SCHEMA)
        stored = _sqlite_setting(db, "schema_version")
        if stored is None:
            if not self.read_only:
                db.execute(
                    "INSERT OR IGNORE INTO settings (key, value) VALUES ('schema_version', ?)",
                    (str(SCHEMA_VERSION),),
                )
        elif not stored.isdecimal():
            msg = f"{self.path}: settings.schema_version {stored!r} is not a number"
            raise InvalidRequestError(msg)
        elif int(stored) != SCHEMA_VERSION:
            raise InvalidRequestError(
                f"{self.path} has schema version {stored}; this ioa-stack reads {SCHEMA_VERSION}"
            )

    def _connection(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None and self._uri is not None:
            db = _connect_uri(self._uri)
            self._local.db = db
        elif db is None:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=10.0)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            self._local.db = db
        return db

    def not_writable(self) -> str:
        """Why a read-only store is: what this process cannot write (said after a colon)."""
        if self._unwritable == self.path:
            return f"the file {self.path} is not writable by this process"
        return (
            f"its folder {self.path.parent} is not writable "
            f"(SQLite's WAL needs to write {self.path.name}-wal and -shm there)"
        )

    def close(self) -> None:
        """Close this thread's connection."""
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None

    def metadata(self, name: str) -> bytes | None:  # noqa: D102 - as the base
        return _sqlite_metadata(self._connection(), name, self.path)

    def document(self, path: str) -> bytes | None:  # noqa: D102 - as the base
        return _sqlite_document(self._connection(), path, self.path)

    def keyring(self) -> KeyRing:  # noqa: D102 - as the base
        return _sqlite_keyring(self._connection(), self.path)

    def _load(self, view: StoreView, keys: KeyRing, config: AuthorityConfig | None) -> Repository:
        read: list[str] = []

        def metadata(name: str) -> bytes | None:
            read.append(name)
            return view.metadata(name)

        try:
            return Repository.load(
                metadata=metadata, documents=view.document, keys=keys, config=config
            )
        except DeserializationError as exc:
            # Repository.load parses each role's file right after reading it
            row = self._row_name(read[-1]) if read else "?"
            cause = f": {exc.__cause__!r}" if exc.__cause__ is not None else ""
            msg = f"{self.path}: metadata row {row}: not TUF metadata ({exc}{cause})"
            raise DamagedStoreError(msg) from exc

    def _row_name(self, name: str) -> str:
        """The row `name` stands for (`targets.json` is the latest `N.targets.json`)."""
        parsed = parse_metadata_name(name)
        if parsed is None or parsed[1] is not None:
            return name
        row = (
            self._connection()
            .execute(
                "SELECT name FROM metadata WHERE role = ? ORDER BY version DESC LIMIT 1",
                (parsed[0],),
            )
            .fetchone()
        )
        return str(row[0]) if row is not None else name

    def setting(self, key: str) -> str | None:  # noqa: D102 - as the base
        return _sqlite_setting(self._connection(), key)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[StoreTransaction]:  # noqa: D102 - as the base
        if self.read_only:
            raise InvalidRequestError(f"{self.path}: opened read-only, {self.not_writable()}")
        db = self._connection()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield _SqliteTransaction(db, self.path)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._commit(db)

    def _commit(self, db: sqlite3.Connection) -> None:
        try:
            db.execute("COMMIT")
        except sqlite3.Error:
            # A failed COMMIT (disk full, I/O error) leaves the transaction open and the
            # write lock held: roll back so that the next operation can run.
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    @contextlib.contextmanager
    def reading(self) -> Iterator[StoreView]:  # noqa: D102 - as the base
        db = self._connection()
        if db.in_transaction:  # already inside a transaction on this thread: it is consistent
            yield self
            return
        db.execute("BEGIN")
        try:
            yield self
        finally:
            db.execute("COMMIT")

    def audit(self, limit: int = 100) -> list[AuditEntry]:  # noqa: D102 - as the base
        rows = (
            self._connection()
            .execute(
                "SELECT seq, at, operation, actor, summary FROM audit ORDER BY seq DESC LIMIT ?",
                (limit,),
            )
            .fetchall()
        )
        return [
            AuditEntry(seq=r[0], at=r[1], operation=r[2], actor=r[3], summary=r[4]) for r in rows
        ]

    def integrity_check(self) -> str:
        """SQLite's own integrity check (`ok` when the file is sound)."""
        return str(self._connection().execute("PRAGMA integrity_check").fetchone()[0])
