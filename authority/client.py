"""Fetch, verify and cache contexts from a Schema Authority (python-tuf's ngclient).

`AuthorityClient` keeps one authority's trusted metadata in a persistent
directory (rollback protection needs it), refreshes it at most every
`refresh_interval` seconds, and serves documents from a verified on-disk
cache in between. Every refusal is a `VerificationError` whose code names the
attack it stopped: `bad_signature`, `below_threshold`, `expired_metadata`
(freeze), `rollback`, `mix_and_match`, `digest_mismatch`, `endless_data`,
`oversized_document`, `revoked_context`. A refused refresh keeps the last
good state: the trusted files on disk are only replaced by verified ones.

The client is synchronous (tuf is); call it from a thread in asyncio code
(`authority.aio`). Expiry is checked by tuf against the system clock; `now`
only schedules refreshes.
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import orjson
from tuf.api import exceptions as tuf_errors
from tuf.api.metadata import DelegatedRole, Metadata, Root, TargetFile, Targets
from tuf.ngclient import FetcherInterface, Updater, UpdaterConfig

from authority.client_cache import ROLES, SeenVersions, cached_version, trusted_root
from authority.client_fetching import (
    MAX_DOWNLOADS,
    CaFetcher,
    NoRedirectFetcher,
    RecordingFetcher,
)
from authority.config import ClientConfig
from authority.exceptions import AuthorityErrorCode as Code
from authority.exceptions import (
    AuthorityUnreachableError,
    BadSignatureError,
    BelowThresholdError,
    ContextRevokedError,
    DigestMismatchError,
    EndlessDataError,
    InvalidMetadataError,
    MetadataExpiredError,
    MixAndMatchError,
    OversizedDocumentError,
    RollbackError,
    UnknownContextError,
    VerificationError,
)
from authority.repository import (
    AUTHORITY_ID_FIELD,
    REVOCATIONS_PATH,
    ContextStatus,
    MalformedTargetError,
    PublishedContext,
    TargetDigestError,
    target_path,
)
from authority.verification import signature_failure
from contexts import SharedContext
from contexts.exceptions import ContextError
from contexts.exceptions import DigestMismatchError as DocumentDigestError
from contexts.urn import ContextURN, ContextVersion

logger = logging.getLogger("ioa.authority.client")

# tuf says "rollback" and "mix-and-match" with one exception type; these are the
# wordings of its rollback checks (tuf 6-7, trusted_metadata_set.py).
_ROLLBACK_WORDING: Final = re.compile(
    r"\A(New \w+ version|Expected \S+\.json version|Expected root version)"
)

_TOP_ROLES: Final = ("root", "timestamp", "snapshot", "targets")
"""The top-level roles whose expiry bounds what a refresh verified."""


@dataclass(frozen=True, slots=True, kw_only=True)
class VerifiedContext:
    """A context document that verified against an authority's signed metadata."""

    context: SharedContext
    """The document."""
    published: PublishedContext
    """What the authority's metadata says about it (status, digest, minimum secure version)."""
    authority_id: str
    """The authority that signed it."""
    minimum_secure_version: ContextVersion | None
    """The highest minimum secure version declared by any published version of this name."""

    @property
    def deprecated(self) -> bool:
        """Whether the authority deprecated this context (still valid, but move on)."""
        return self.published.status is ContextStatus.DEPRECATED

    @property
    def below_minimum_secure_version(self) -> bool:
        """Whether a policy that honours minimum secure versions should refuse it."""
        floor = self.minimum_secure_version
        return floor is not None and self.context.version < floor


@dataclass(frozen=True, slots=True, kw_only=True)
class Revocation:
    """One entry of an authority's signed revocation list."""

    urn: str
    """The revoked context."""
    digest: str
    """Its digest."""
    reason: str
    """Why."""
    revoked_at: str
    """When (RFC 3339, UTC)."""


class AuthorityClient:
    """One trusted Schema Authority, seen through a persistent, verified cache."""

    def __init__(  # noqa: PLR0913 - where, what to trust, how to fetch, how often
        self,
        metadata_url: str,
        *,
        cache_dir: str | Path,
        root: bytes | None = None,
        targets_url: str | None = None,
        fetcher: FetcherInterface | None = None,
        config: ClientConfig | None = None,
        ca: str | Path | None = None,
    ) -> None:
        """Trust the authority at `metadata_url`.

        `root` is the trusted root metadata to start from (shipped with the
        agent, or fetched once and pinned); it is needed only the first
        time: afterwards the newest verified root in `cache_dir` is used.
        `ca`: a CA file that verifies an `https` authority instead of the
        system's CAs (`CaFetcher`).
        """
        if ca is not None and fetcher is not None:
            msg = "give ca= or fetcher=, not both (a fetcher verifies as it will)"
            raise ValueError(msg)
        self.config = config or ClientConfig()
        self.metadata_url = metadata_url.rstrip("/") + "/"
        self.targets_url = (
            targets_url or self.metadata_url.replace("/metadata/", "/targets/")
        ).rstrip("/") + "/"
        # `~` means the user's home, as in a shell: a literal `./~` directory would hold the
        # rollback-protecting cache somewhere nobody looks (and lose it on a `cd`)
        self.cache_dir = Path(cache_dir).expanduser()
        self._metadata_dir = self.cache_dir / "metadata"
        self._documents_dir = self.cache_dir / "documents"
        if root is not None:
            self._check_same_authority(root)
        cached_root = trusted_root(self._metadata_dir, root)
        if cached_root is None:
            raise InvalidMetadataError(
                f"no trusted root for {metadata_url}: pass root= the first time"
            )
        # only once what was given is known to be usable: a refused root makes no directories
        self._metadata_dir.mkdir(parents=True, exist_ok=True)
        self._documents_dir.mkdir(parents=True, exist_ok=True)
        # no root.json (a crash inside tuf's swap of the link) or a damaged one: start from
        # the newest root of the verified chain, which tuf links as root.json again
        has_link = cached_version(self._metadata_dir, "root") is not None
        self._bootstrap = None if has_link else cached_root
        if fetcher is None and ca is not None:
            fetcher = CaFetcher(Path(ca).expanduser(), timeout=self.config.timeout)
        self._fetcher = RecordingFetcher(
            fetcher or NoRedirectFetcher(socket_timeout=max(1, int(self.config.timeout))),
            deadline=self.config.download_timeout,
        )
        self._lock = threading.RLock()
        """One refresh or fetch at a time: `authority.aio` calls in from worker threads."""
        self._updater: Updater | None = None
        self._refreshed_at: float | None = None
        self._expires_at = float("inf")
        self._verified: dict[ContextURN, VerifiedContext] = {}

    # -- metadata -----------------------------------------------------------------------

    def _check_same_authority(self, root: bytes) -> None:
        """Refuse a cache that a different root started (another authority, or a reset one)."""
        try:
            version = Metadata[Root].from_bytes(root).signed.version
        except Exception as exc:  # tuf raises several types for unparseable metadata
            raise InvalidMetadataError(
                f"the trusted root given is not root metadata: {exc}"
            ) from exc
        seen = self._metadata_dir / "root_history" / f"{version}.root.json"
        if seen.exists() and seen.read_bytes() != root:
            raise InvalidMetadataError(
                f"{self.cache_dir} holds another authority's metadata (root v{version} differs); "
                "use one cache directory per authority"
            )

    def _new_updater(self) -> Updater:
        config = UpdaterConfig(
            root_max_length=self.config.root_max_bytes,
            timestamp_max_length=self.config.timestamp_max_bytes,
            snapshot_max_length=self.config.snapshot_max_bytes,
            targets_max_length=self.config.targets_max_bytes,
        )
        bootstrap = self._bootstrap
        if bootstrap is None:
            bootstrap = (self._metadata_dir / "root.json").read_bytes()
        return Updater(
            str(self._metadata_dir),
            self.metadata_url,
            str(self._documents_dir),
            self.targets_url,
            fetcher=self._fetcher,
            config=config,
            bootstrap=bootstrap,
        )

    def due(self, now: float) -> bool:
        """Whether the next fetch will refresh the metadata first."""
        return (
            self._updater is None
            or self._refreshed_at is None
            or now - self._refreshed_at >= self.config.refresh_interval
            or now < self._refreshed_at  # the clock went back: do not trust the cache's age
            or now >= self._expires_at  # verified metadata expired: a freeze shows at once
        )

    def refresh(self, *, now: float) -> None:
        """Download and verify the authority's current metadata (root -> timestamp -> ...)."""
        with self._lock:
            self._refresh(now)

    def _refresh(self, now: float) -> None:
        seen = SeenVersions.load(self.cache_dir, self.authority_id)
        for role in ROLES:
            if seen.versions[role] and cached_version(self._metadata_dir, role) is None:
                logger.warning(
                    "%s: missing or unreadable (a crash while tuf wrote it?); %s must not be "
                    "older than v%d, which this client has already trusted",
                    self._metadata_dir / f"{role}.json",
                    role,
                    seen.versions[role],
                )
        try:
            updater = self._new_updater()
            updater.refresh()
        except tuf_errors.RepositoryError as exc:
            raise self._translate(exc) from exc
        except tuf_errors.DownloadError as exc:
            raise self._translate_download(exc) from exc
        trusted = {role: cached_version(self._metadata_dir, role) or 0 for role in ROLES}
        seen.check(trusted)
        seen.advance(trusted)
        self._bootstrap = None
        self._updater = updater
        self._refreshed_at = now
        self._expires_at = min(
            md.signed.expires.timestamp()
            for role in _TOP_ROLES
            if (md := self._trusted_file(role)) is not None
        )
        self._verified.clear()
        logger.debug("refreshed %s", self.metadata_url)

    @property
    def verified_until(self) -> float | None:
        """Until when what this client last verified may be trusted (seconds since the epoch).

        The earliest expiry of its trusted root, timestamp, snapshot and targets: the last
        refresh's, or before any refresh the cache's (what loading an agent verified). Past
        it, nothing this client knows (the revocation list included) is known current.
        None when the cache holds no readable metadata for one of them.
        """
        with self._lock:
            if self._refreshed_at is not None:
                return self._expires_at
            try:
                expiries = [
                    md.signed.expires.timestamp()
                    for role in _TOP_ROLES
                    if (md := self._trusted_file(role)) is not None
                ]
            except Exception:  # noqa: BLE001 - tuf raises several types for damaged files
                return None
            return min(expiries) if len(expiries) == len(_TOP_ROLES) else None

    def _current(self, now: float) -> Updater:
        if self.due(now):
            self._refresh(now)
        assert self._updater is not None  # noqa: S101 - refresh() set it
        return self._updater

    @property
    def authority_id(self) -> str:
        """The id the trusted root names this authority by."""
        data = self._bootstrap or trusted_root(self._metadata_dir)
        if data is None:
            raise InvalidMetadataError(f"{self._metadata_dir} holds no trusted root")
        root = Metadata[Root].from_bytes(data)
        return str(root.signed.unrecognized_fields.get(AUTHORITY_ID_FIELD, ""))

    # -- documents ----------------------------------------------------------------------

    def fetch(self, urn: str | ContextURN, *, now: float) -> VerifiedContext:
        """The verified document of `urn` (from the cache when still fresh)."""
        with self._lock:
            return self._fetch(urn, now)

    def _fetch(self, urn: str | ContextURN, now: float) -> VerifiedContext:
        key = ContextURN.parse(urn) if isinstance(urn, str) else urn
        updater = self._current(now)
        cached = self._verified.get(key)
        if cached is not None:
            return cached
        info, published = self._target_of(updater, key)
        data = self._download(updater, info)
        try:
            context = SharedContext.from_bytes(
                data, expected_digest=published.digest, max_bytes=self.config.max_document_bytes
            )
        except DocumentDigestError as exc:
            raise DigestMismatchError(exc.message) from exc
        except ContextError as exc:
            raise InvalidMetadataError(
                f"{key} verified but is not a valid document: {exc}"
            ) from exc
        if context.urn != key:
            raise InvalidMetadataError(f"the document at {key}'s target names itself {context.urn}")
        verified = VerifiedContext(
            context=context,
            published=published,
            authority_id=self.authority_id,
            minimum_secure_version=self._minimum_secure_version(key),
        )
        if published.status is ContextStatus.DEPRECATED:
            logger.warning(
                "%s is deprecated by %s: %s", key, verified.authority_id, published.reason
            )
        self._verified[key] = verified
        return verified

    def _target_of(self, updater: Updater, key: ContextURN) -> tuple[TargetFile, PublishedContext]:
        """The signed target of `key`, refused if revoked or too large for this client."""
        try:
            info = updater.get_targetinfo(target_path(key))
        except tuf_errors.RepositoryError as exc:
            raise self._translate(exc) from exc
        except tuf_errors.DownloadError as exc:
            raise self._translate_download(exc) from exc
        if info is None:
            raise UnknownContextError(
                f"{key} is not published by {self.authority_id or self.metadata_url}"
            )
        try:
            published = PublishedContext.from_target(self._role_for(info.path), info)
        except TargetDigestError as exc:
            raise DigestMismatchError(str(exc)) from exc
        except MalformedTargetError as exc:
            raise InvalidMetadataError(str(exc)) from exc
        if published is None or published.urn != key:
            raise InvalidMetadataError(f"the target for {key} does not describe that context")
        if published.status is ContextStatus.REVOKED:
            raise ContextRevokedError(
                f"{key} was revoked by {self.authority_id}: {published.reason}",
                reason=published.reason or "",
            )
        if info.length > self.config.max_document_bytes:
            raise OversizedDocumentError(
                f"{key} is {info.length} bytes; this client accepts at most "
                f"{self.config.max_document_bytes}"
            )
        return info, published

    def _download(self, updater: Updater, info: TargetFile) -> bytes:
        try:
            path = updater.find_cached_target(info) or updater.download_target(info)
        except tuf_errors.RepositoryError as exc:
            raise self._translate(exc) from exc
        except tuf_errors.DownloadError as exc:
            raise self._translate_download(exc) from exc
        return Path(path).read_bytes()

    def _minimum_secure_version(self, key: ContextURN) -> ContextVersion | None:
        role = self._role_for(target_path(key))
        declared = [
            ContextVersion.parse(p.minimum_secure_version)
            for p in self._published()
            if p.role == role and p.urn.name == key.name and p.minimum_secure_version is not None
        ]
        return max(declared) if declared else None

    def _trusted_file(self, role: str) -> Metadata[Any] | None:
        path = self._metadata_dir / f"{role}.json"
        return Metadata.from_bytes(path.read_bytes()) if path.exists() else None

    def _delegations(self) -> dict[str, DelegatedRole]:
        """The namespaces the verified top-level targets delegate, by role."""
        targets = self._trusted_file("targets")
        delegations = targets.signed.delegations if targets is not None else None
        if delegations is None or delegations.roles is None:
            return {}
        return dict(delegations.roles)

    def _role_for(self, path: str) -> str:
        """The role that signs `path`: the first delegation covering it, else top-level targets."""
        for name, role in self._delegations().items():
            if role.is_delegated_path(path):
                return name
        return "targets"

    def _published(self) -> list[PublishedContext]:
        """What the trusted metadata lists.

        Top-level targets, and each delegated role's file that the current
        snapshot names, limited to the paths delegated to that role.
        """
        snapshot = self._trusted_file("snapshot")
        current = snapshot.signed.meta if snapshot is not None else {}
        found: list[PublishedContext] = []
        for role in ("targets", *self._delegations()):
            md = self._trusted_file(role)
            meta = current.get(f"{role}.json")
            if md is None or meta is None or md.signed.version != meta.version:
                continue  # not looked up since the last refresh: not known to be current
            for target in md.signed.targets.values():
                if self._role_for(target.path) != role:
                    continue  # outside what this role may sign
                try:
                    published = PublishedContext.from_target(role, target)
                except MalformedTargetError as exc:
                    raise InvalidMetadataError(str(exc)) from exc
                if published is not None:
                    found.append(published)
        return sorted(found, key=lambda p: p.urn)

    def contexts(self, *, now: float) -> list[PublishedContext]:
        """Every context the verified metadata lists (delegated ones once looked up)."""
        with self._lock:
            self._current(now)
            return self._published()

    def revocations(self, *, now: float) -> list[Revocation]:
        """The authority's signed revocation list, verified like any target."""
        with self._lock:
            return self._revocations(now)

    def _revocations(self, now: float) -> list[Revocation]:
        updater = self._current(now)
        try:
            info = updater.get_targetinfo(REVOCATIONS_PATH)
        except tuf_errors.RepositoryError as exc:
            raise self._translate(exc) from exc
        if info is None:
            raise InvalidMetadataError("the authority publishes no revocation list")
        body = orjson.loads(self._download(updater, info))
        return [
            Revocation(
                urn=e["urn"], digest=e["digest"], reason=e["reason"], revoked_at=e["revoked_at"]
            )
            for e in body.get("revoked", [])
        ]

    # -- errors -------------------------------------------------------------------------

    def _translate(self, exc: tuf_errors.RepositoryError) -> VerificationError:
        text = str(exc)
        if isinstance(exc, tuf_errors.UnsignedMetadataError):
            code = self._signature_failure()
            cls = BadSignatureError if code is Code.BAD_SIGNATURE else BelowThresholdError
            return cls(f"{self._role_label()}: {text}")
        if isinstance(exc, tuf_errors.ExpiredMetadataError):
            # tuf judges expiry by this machine's clock: say what it read, since an
            # authority's clock far behind (or this one far ahead) looks the same.
            clock = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
            return MetadataExpiredError(
                f"{text} (a freeze attack, the authority stopped re-signing, or a clock is "
                f"wrong: this machine's reads {clock})"
            )
        if isinstance(exc, tuf_errors.BadVersionNumberError):
            if _ROLLBACK_WORDING.match(text):
                return RollbackError(f"{text}: older than what this client has already seen")
            return MixAndMatchError(f"{text}: metadata from different repository states")
        if isinstance(exc, tuf_errors.LengthOrHashMismatchError):
            return DigestMismatchError(f"{text}: the bytes do not match the signed hash or length")
        return InvalidMetadataError(text or type(exc).__name__)

    def _translate_download(self, exc: tuf_errors.DownloadError) -> VerificationError:
        if isinstance(exc, tuf_errors.DownloadLengthMismatchError):
            return EndlessDataError(f"{exc}: the download exceeded its signed or configured length")
        if isinstance(exc, tuf_errors.DownloadHTTPError) and exc.status_code < 500:
            return InvalidMetadataError(f"the authority answered {exc.status_code}: {exc}")
        cause = exc.__cause__ or exc
        return AuthorityUnreachableError(f"{self.metadata_url}: {cause}")

    def _role_label(self) -> str:
        return f"{self._fetcher.last_role or 'metadata'}"

    def _signature_failure(self) -> Code:
        role = self._fetcher.last_role
        data = self._fetcher.last.get(role or "")
        if role is None or data is None:
            return Code.BAD_SIGNATURE
        try:
            md: Metadata[Any] = Metadata.from_bytes(data)
            trusted_root = Metadata[Root].from_bytes(
                (self._metadata_dir / "root.json").read_bytes()
            )
            if role in ("root", "timestamp", "snapshot", "targets"):
                code = signature_failure(trusted_root.signed, role, md)
                if role == "root" and code is Code.BELOW_THRESHOLD:
                    own = signature_failure(md.signed, "root", md)
                    old_ok = trusted_root.signed.get_verification_result(
                        "root", md.signed_bytes, md.signatures
                    ).verified
                    return own if old_ok else code
                return code
            parent = Metadata[Targets].from_bytes(
                (self._metadata_dir / "targets.json").read_bytes()
            )
            return signature_failure(parent.signed, role, md)
        except Exception:  # noqa: BLE001 - unparseable bytes: the signature is what failed
            return Code.BAD_SIGNATURE


__all__ = [
    "MAX_DOWNLOADS",
    "AuthorityClient",
    "CaFetcher",
    "Revocation",
    "VerifiedContext",
]
