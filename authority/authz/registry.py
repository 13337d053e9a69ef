"""What the authorization server keeps: its clients, codes and signing keys, and the ledger.

The records of `authority.authz.server` (a registered `Client`, an authorization
`Code`, a `SigningKey`) and the `Ledger` protocol that keeps them
(`store.SqliteLedger` in a file, or `MemoryLedger`). Split from `server.py` along
this seam: the server's logic reads and writes them, the stores persist them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Protocol

from joserfc.jwk import OKPKey

from authority.authz.jose import PublicKey, import_public_jwk

DISTRIBUTE_TASKS: Final = "distribute tasks"
"""What an applier's `capability` must include (draft section 3.3)."""


@dataclass(frozen=True, slots=True)
class Client:
    """A registered client (a leading agent, or any OAuth client)."""

    client_id: str
    jwks: tuple[Mapping[str, Any], ...]
    grant_types: frozenset[str]
    scope: frozenset[str]
    capability: str = ""
    resources: frozenset[str] = frozenset()
    """The resource servers its tokens may name (RFC 8707 `resource`); registered."""

    def keys(self) -> list[PublicKey]:
        """The client's public keys."""
        return [import_public_jwk(dict(jwk)) for jwk in self.jwks]

    @property
    def may_apply(self) -> bool:
        """Whether its capability lets it request tokens for others.

        The capability is a list of phrases ("resolve intent and distribute tasks": joined
        by "and", commas or semicolons); one of them must be exactly "distribute tasks".
        """
        phrases = re.split(r"\s*(?:,|;|\band\b)\s*", self.capability.strip().lower())
        return DISTRIBUTE_TASKS in phrases

    def metadata(self) -> dict[str, Any]:
        """The RFC 7591 registration response."""
        return {
            "client_id": self.client_id,
            "jwks": {"keys": [dict(jwk) for jwk in self.jwks]},
            "grant_types": sorted(self.grant_types),
            "scope": " ".join(sorted(self.scope)),
            "capability": self.capability,
            "resources": sorted(self.resources),
            "token_endpoint_auth_method": "private_key_jwt",
        }


@dataclass(frozen=True, slots=True)
class Code:
    """An authorization code an administrator's consent created."""

    code: str
    client_id: str
    scope: frozenset[str]
    challenge: str
    """The PKCE S256 code challenge."""
    expires: int


@dataclass(frozen=True, slots=True)
class SigningKey:
    """One of the server's keys: its id, the key, whether it signs (else only published)."""

    kid: str
    key: OKPKey
    active: bool
    created: int
    retired: int | None = None
    """When it stopped signing (a rotation); it stays published until every token it
    signed has expired, then goes."""


class Ledger(Protocol):
    """What the server keeps (`store.SqliteLedger`: one SQLite transaction per call)."""

    def client(self, client_id: str) -> Client | None:
        """A registration."""
        ...

    def add_client(self, client: Client) -> bool:
        """Register; False when the id is taken."""
        ...

    def use_once(self, kind: str, value: str, *, until: int, now: int) -> bool:
        """Record a one-time value (assertion `jti`, code); False when already recorded."""
        ...

    def add_code(self, code: Code) -> None:
        """Keep a code until used."""
        ...

    def take_code(self, code: str) -> Code | None:
        """The code, removed (None when unknown or used)."""
        ...

    def record_token(self, jti: str, client_id: str, *, kind: str, expires: int, now: int) -> None:
        """Remember an issued token (for revocation and audit)."""
        ...

    def signing_keys(self, *, retired_after: float) -> list[SigningKey]:
        """The active key and those retired after `retired_after`, newest first."""
        ...

    def add_key(self, key: SigningKey, *, forget_retired_before: float) -> None:
        """Add a key; it becomes the active one, the active one before retires (at `created`).

        Keys retired at or before `forget_retired_before` are deleted, private halves included:
        nothing they signed still verifies, and a table that only grows would be read at
        every token request.
        """
        ...


__all__ = ["DISTRIBUTE_TASKS", "Client", "Code", "Ledger", "SigningKey"]
