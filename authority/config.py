"""Settings of the Schema Authority (repository and service) and of its clients."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import ClassVar, Final

from contexts.compat import CompatibilityLevel
from l7_transport.bounds import DAY, GIB, MANY, ConfigBounds, Count, Quantity, seconds
from l7_transport.listener_limits import ListenerLimits

TOP_LEVEL_ROLES: Final = ("root", "targets", "snapshot", "timestamp")
"""The four TUF roles every repository has."""

LONGEST_VALIDITY: Final = timedelta(days=10 * 365)
"""The longest any metadata may be valid: a key that signs for longer outlives its reasons."""
BYTES: Final = Count(1, GIB)
"""A size limit in bytes."""


def _check_validity(owner: str, name: str, period: object) -> None:
    """Refuse a validity period that is not a timedelta above zero, up to ten years."""
    if not isinstance(period, timedelta) or not timedelta(0) < period <= LONGEST_VALIDITY:
        msg = (
            f"{owner}.{name}: {period!r} is not a timedelta above zero, "
            f"at most {LONGEST_VALIDITY.days} days"
        )
        raise ValueError(msg)


class ReadOnlyPeriods(dict[str, timedelta]):
    """A role -> validity mapping that cannot change once made (copies, pickles, asdict work)."""

    def _refuse(self, *_: object, **__: object) -> None:
        msg = "AuthorityConfig.expiry is read-only: use with_expiry(...) for a changed copy"
        raise TypeError(msg)

    __setitem__ = __delitem__ = _refuse
    clear = pop = popitem = setdefault = update = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[type[ReadOnlyPeriods], tuple[dict[str, timedelta]]]:
        return (type(self), (dict(self),))


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

    expiry: Mapping[str, timedelta] = field(default_factory=_default_expiry)
    """How long each role's metadata is valid after it is signed (delegated roles use targets').
    Copied read-only at construction: changing the mapping given, or this one, changes nothing."""
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

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        {
            "resign_margin": Quantity(0.01, 0.99, "fractions of the validity"),
            "max_document_bytes": BYTES,
            "max_reason_length": Count(1, MANY),
        }
    )

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)
        given: object = self.expiry  # what a caller passed, whatever the annotation says
        if not isinstance(given, Mapping):
            msg = f"AuthorityConfig.expiry: {given!r} is not a mapping of role to timedelta"
            raise ValueError(msg)  # noqa: TRY004 - every bad config value is a ValueError
        # Copied first and read-only after: what was checked is what is used.
        object.__setattr__(self, "expiry", ReadOnlyPeriods(given))
        wrong = [f"no such role {r!r}" for r in sorted(set(self.expiry) - set(TOP_LEVEL_ROLES))]
        wrong += [f"no period for {r}" for r in TOP_LEVEL_ROLES if r not in self.expiry]
        if wrong:
            msg = (
                f"AuthorityConfig.expiry: {'; '.join(wrong)} (roles: {', '.join(TOP_LEVEL_ROLES)})"
            )
            raise ValueError(msg)
        for role, period in self.expiry.items():
            _check_validity("AuthorityConfig", f"expiry[{role!r}]", period)
        _check_validity("AuthorityConfig", "max_delegated_validity", self.max_delegated_validity)

    def with_expiry(self, **periods: timedelta) -> AuthorityConfig:
        """A copy with some roles' validity changed: `with_expiry(timestamp=timedelta(hours=1))`."""
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

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        {
            "refresh_interval": seconds(0, DAY),  # 0: every fetch refreshes
            "max_document_bytes": BYTES,
            "timestamp_max_bytes": BYTES,
            "snapshot_max_bytes": BYTES,
            "targets_max_bytes": BYTES,
            "root_max_bytes": BYTES,
            "timeout": seconds(),
            "download_timeout": seconds(),
        }
    )

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)


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

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        {"resign_check_interval": seconds(), "max_body_bytes": BYTES}
    )

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)
