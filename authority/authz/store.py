"""Where the authorization server keeps its state: the authority's SQLite file, or memory.

`SqliteLedger` adds its tables (`authz_*`) to the Schema Authority's database
file (or any file): registrations, signing keys, one-time values (client
assertion `jti`s, authorization codes) and the ids of issued tokens. Every
call is one transaction: it happens whole or not at all, and a one-time
value is recorded by an `INSERT` that fails when the value is there, so two
processes sharing the file cannot both accept one assertion. The file is
created readable by its owner only (it holds private keys).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from joserfc.jwk import OKPKey

from authority.authz.registry import Client, Code, SigningKey
from l7_transport.files import create_private

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS authz_clients (client_id TEXT PRIMARY KEY, metadata TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS authz_keys (
    kid TEXT PRIMARY KEY, private_jwk TEXT NOT NULL, active INTEGER NOT NULL,
    created INTEGER NOT NULL, retired INTEGER
);
CREATE TABLE IF NOT EXISTS authz_once (
    kind TEXT NOT NULL, value TEXT NOT NULL, until INTEGER NOT NULL, PRIMARY KEY (kind, value)
);
CREATE TABLE IF NOT EXISTS authz_codes (code TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS authz_tokens (
    jti TEXT PRIMARY KEY, client_id TEXT NOT NULL, kind TEXT NOT NULL,
    issued INTEGER NOT NULL, expires INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0
);
"""


def _client_row(client: Client) -> str:
    return json.dumps(client.metadata(), sort_keys=True)


def _client_from_row(text: str) -> Client:
    data = json.loads(text)
    return Client(
        client_id=data["client_id"],
        jwks=tuple(data["jwks"]["keys"]),
        grant_types=frozenset(data["grant_types"]),
        scope=frozenset(data["scope"].split()),
        capability=data["capability"],
        resources=frozenset(data.get("resources", [])),
    )


def _live(key: SigningKey, retired_after: float) -> bool:
    """Whether a key is the active one or was retired after `retired_after`."""
    return key.active or (key.retired is not None and key.retired > retired_after)


class MemoryLedger:
    """The `server.Ledger` in memory (tests, one process)."""

    def __init__(self) -> None:
        self._clients: dict[str, Client] = {}
        self._keys: list[SigningKey] = []
        self._once: dict[tuple[str, str], int] = {}
        self._latest = 0  # the latest `now` seen (see `_CLOCK`)
        self._codes: dict[str, Code] = {}
        self.tokens: dict[str, tuple[str, str, int]] = {}

    def client(self, client_id: str) -> Client | None:  # noqa: D102 - as the protocol
        return self._clients.get(client_id)

    def add_client(self, client: Client) -> bool:  # noqa: D102 - as the protocol
        if client.client_id in self._clients:
            return False
        self._clients[client.client_id] = client
        return True

    def use_once(self, kind: str, value: str, *, until: int, now: int) -> bool:  # noqa: D102
        self._latest = latest = max(self._latest, now)  # (see `_CLOCK`)
        if until <= latest:
            return False
        self._once = {key: end for key, end in self._once.items() if end > latest}
        if (kind, value) in self._once:
            return False
        self._once[(kind, value)] = until
        return True

    def add_code(self, code: Code) -> None:  # noqa: D102 - as the protocol
        self._codes[code.code] = code

    def take_code(self, code: str) -> Code | None:  # noqa: D102 - as the protocol
        return self._codes.pop(code, None)

    def record_token(  # noqa: D102 - as the protocol
        self, jti: str, client_id: str, *, kind: str, expires: int, now: int
    ) -> None:
        del now
        self.tokens[jti] = (client_id, kind, expires)

    def signing_keys(self, *, retired_after: float) -> list[SigningKey]:  # noqa: D102
        live = [each for each in self._keys if _live(each, retired_after)]
        return sorted(live, key=lambda key: key.created, reverse=True)

    def add_key(self, key: SigningKey, *, forget_retired_before: float) -> None:  # noqa: D102
        kept = [
            each
            for each in self._keys
            if each.retired is None or each.retired > forget_retired_before
        ]
        self._keys = [
            SigningKey(
                each.kid,
                each.key,
                active=False,
                created=each.created,
                retired=key.created if each.active else each.retired,
            )
            for each in kept
        ]
        self._keys.append(key)


_CLOCK: Final = "~latest-now"
"""The `authz_once` row (kind) that keeps the latest time a ledger's clock has shown.

A ledger forgets one-time values (client assertions, DPoP proofs) by the latest `now`
it has been given, never an earlier one, and a value whose window ended by then counts
as used: a clock stepped forward (values forgotten) and back cannot make a used
assertion or proof new again. The price, after such a step, is that values dated
before the latest time are refused until the clock catches up (spec 15)."""


class SqliteLedger:
    """The `server.Ledger` in a SQLite file (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        create_private(path)  # 0600, and never through a planted symlink
        self._lock = threading.Lock()
        self._connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._connection.execute("PRAGMA journal_mode=WAL")
        self._connection.execute("PRAGMA synchronous=FULL")
        self._connection.execute("PRAGMA busy_timeout=5000")
        with self._transaction() as cursor:
            for statement in _SCHEMA.strip().split(";"):
                if statement.strip():
                    cursor.execute(statement)

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Cursor]:
        with self._lock:
            cursor = self._connection.cursor()
            cursor.execute("BEGIN IMMEDIATE")
            try:
                yield cursor
            except BaseException:
                cursor.execute("ROLLBACK")
                raise
            cursor.execute("COMMIT")

    def close(self) -> None:
        """Close the file."""
        self._connection.close()

    def client(self, client_id: str) -> Client | None:  # noqa: D102 - as the protocol
        with self._transaction() as cursor:
            row = cursor.execute(
                "SELECT metadata FROM authz_clients WHERE client_id = ?", (client_id,)
            ).fetchone()
        return _client_from_row(row[0]) if row else None

    def add_client(self, client: Client) -> bool:  # noqa: D102 - as the protocol
        with self._transaction() as cursor:
            try:
                cursor.execute(
                    "INSERT INTO authz_clients (client_id, metadata) VALUES (?, ?)",
                    (client.client_id, _client_row(client)),
                )
            except sqlite3.IntegrityError:
                return False
        return True

    def use_once(self, kind: str, value: str, *, until: int, now: int) -> bool:  # noqa: D102
        with self._transaction() as cursor:
            # The latest `now` any process has used, kept in the file (see `_CLOCK`).
            row = cursor.execute(
                "SELECT until FROM authz_once WHERE kind = ? AND value = ''", (_CLOCK,)
            ).fetchone()
            latest = max(row[0] if row else 0, now)
            cursor.execute(
                "INSERT OR REPLACE INTO authz_once (kind, value, until) VALUES (?, '', ?)",
                (_CLOCK, latest),
            )
            if until <= latest:
                return False
            cursor.execute(
                "DELETE FROM authz_once WHERE until <= ? AND kind != ?", (latest, _CLOCK)
            )
            try:
                cursor.execute(
                    "INSERT INTO authz_once (kind, value, until) VALUES (?, ?, ?)",
                    (kind, value, until),
                )
            except sqlite3.IntegrityError:
                return False
        return True

    def add_code(self, code: Code) -> None:  # noqa: D102 - as the protocol
        data = {
            "client_id": code.client_id,
            "scope": sorted(code.scope),
            "challenge": code.challenge,
            "expires": code.expires,
        }
        with self._transaction() as cursor:
            cursor.execute(
                "INSERT INTO authz_codes (code, data) VALUES (?, ?)", (code.code, json.dumps(data))
            )

    def take_code(self, code: str) -> Code | None:  # noqa: D102 - as the protocol
        with self._transaction() as cursor:
            row = cursor.execute("SELECT data FROM authz_codes WHERE code = ?", (code,)).fetchone()
            if row is None:
                return None
            cursor.execute("DELETE FROM authz_codes WHERE code = ?", (code,))
        data = json.loads(row[0])
        return Code(
            code, data["client_id"], frozenset(data["scope"]), data["challenge"], data["expires"]
        )

    def record_token(  # noqa: D102 - as the protocol
        self, jti: str, client_id: str, *, kind: str, expires: int, now: int
    ) -> None:
        with self._transaction() as cursor:
            cursor.execute("DELETE FROM authz_tokens WHERE expires < ?", (now,))
            cursor.execute(
                "INSERT INTO authz_tokens (jti, client_id, kind, issued, expires) "
                "VALUES (?, ?, ?, ?, ?)",
                (jti, client_id, kind, now, expires),
            )

    def signing_keys(self, *, retired_after: float) -> list[SigningKey]:  # noqa: D102
        with self._transaction() as cursor:
            rows = cursor.execute(
                "SELECT kid, private_jwk, active, created, retired FROM authz_keys "
                "WHERE active = 1 OR retired > ? ORDER BY created DESC",
                (retired_after,),
            ).fetchall()
        return [
            SigningKey(kid, OKPKey.import_key(json.loads(jwk)), bool(active), created, retired)
            for kid, jwk, active, created, retired in rows
        ]

    def add_key(self, key: SigningKey, *, forget_retired_before: float) -> None:  # noqa: D102
        with self._transaction() as cursor:
            cursor.execute(
                "DELETE FROM authz_keys WHERE active = 0 AND retired <= ?",
                (forget_retired_before,),
            )
            cursor.execute(
                "UPDATE authz_keys SET active = 0, retired = ? WHERE active = 1", (key.created,)
            )
            cursor.execute(
                "INSERT INTO authz_keys (kid, private_jwk, active, created) VALUES (?, ?, 1, ?)",
                (key.kid, json.dumps(key.key.as_dict(private=True)), key.created),
            )


class LedgerReplayCache:
    """A `dpop.ReplayCache` in a ledger's one-time values: shared by every process on the file.

    The token endpoint's DPoP proofs are then refused twice across processes too, as the
    client assertions are.
    """

    def __init__(self, ledger: SqliteLedger | MemoryLedger) -> None:
        self._ledger = ledger

    def seen(self, key: str, jti: str, *, now: float, until: float) -> bool:
        """See `dpop.ReplayCache`."""
        once = json.dumps([key, jti])
        return not self._ledger.use_once("dpop", once, until=int(until) + 1, now=int(now))


__all__ = ["LedgerReplayCache", "MemoryLedger", "SqliteLedger"]
