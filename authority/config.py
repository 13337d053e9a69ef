"""Settings of the Schema Authority (repository and service) and of its clients."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Final

from contexts.compat import CompatibilityLevel
from l7_transport.listener_limits import ListenerLimits

TOP_LEVEL_ROLES: Final = ("root", "targets", "snapshot", "timestamp")
"""The four TUF roles every repository has."""


def _default_expiry() -> dict[str, timedelta]:
    return {
        "root": timedelta(days=365),
        "targets": timedelta(days=90),
        "snapshot": timedelta(days=7),
        "timestamp": timedelta(days=1),
    }


@dataclass(frozen=True, kw_only=True)
class AuthorityConfig:
    """How a repository signs, expires and accepts documents."""

    expiry: dict[str, timedelta] = field(default_factory=_default_expiry)
    """How long each role's metadata is valid after it is signed (delegated roles use targets')."""
    resign_margin: float = 0.5
    """Re-sign a role when less than this fraction of its validity is left."""
    compatibility: CompatibilityLevel = CompatibilityLevel.FULL_TRANSITIVE
    """What a new minor must be compatible with (default: every earlier minor, both ways)."""
    max_document_bytes: int = 1 << 20
    """Documents above this size are refused."""
    max_reason_length: int = 500
    """A deprecation or revocation reason is a sentence, not a file."""
    max_delegated_validity: timedelta = timedelta(days=365)
    """How far ahead a delegate's submitted metadata may expire (plus a day for clocks):
    a stolen delegate key cannot sign for decades; its own re-sign period is its own."""

    def with_expiry(self, **periods: timedelta) -> AuthorityConfig:
        """A copy with some roles' validity changed: `with_expiry(timestamp=timedelta(hours=1))`."""
        unknown = set(periods) - set(TOP_LEVEL_ROLES)
        if unknown:
            raise ValueError(f"no such role: {', '.join(sorted(unknown))}")
        return replace(self, expiry={**self.expiry, **periods})

    def expiry_of(self, role: str) -> timedelta:
        """The validity period of `role` (delegated roles: as targets)."""
        return self.expiry.get(role, self.expiry["targets"])


@dataclass(frozen=True, kw_only=True)
class ClientConfig:
    """How an `AuthorityClient` fetches and caches."""

    refresh_interval: float = 300.0
    """Seconds between metadata refreshes; a fetch in between is served from the verified cache."""
    max_document_bytes: int = 1 << 20
    """Documents whose signed length is above this are refused before download."""
    timestamp_max_bytes: int = 16 << 10
    """Upper bound of timestamp.json (TUF's own default)."""
    snapshot_max_bytes: int = 2 << 20
    """Upper bound of snapshot.json when its length is not signed."""
    targets_max_bytes: int = 5 << 20
    """Upper bound of targets metadata when its length is not signed."""
    root_max_bytes: int = 512 << 10
    """Upper bound of each root.json."""
    timeout: float = 10.0
    """Seconds before a network fetch gives up."""
    download_timeout: float = 60.0
    """Seconds one download may take in all: `timeout` is per read, and an authority that
    trickled a byte a second would never reach it."""


@dataclass(frozen=True, kw_only=True)
class ServiceConfig:
    """How the service runs."""

    admin_identities: frozenset[str] = field(default_factory=frozenset)
    """Client-certificate identities (`URI:...`, `DNS:...`, a subject) that may administer."""
    resign_check_interval: float = 60.0
    """Seconds between checks for metadata close to expiry."""
    max_body_bytes: int = 4 << 20
    """Request bodies above this are refused with 413."""
    authority: AuthorityConfig = field(default_factory=AuthorityConfig)
    """The repository's settings."""
    authz_issuer: str | None = None
    """The task-group authorization server's issuer (its public base URL, as tokens name
    it). Set, the service is also that server (`/oauth/...`, `authority.authz.service`),
    its state in the same database file and its administrators the authority's."""
    limits: ListenerLimits = field(default_factory=ListenerLimits)
    """Connections at once (in total, per address: one more is closed at its accept), the
    deadline of a request's headers and the keep-alive timeout (`ListenerLimits`)."""
