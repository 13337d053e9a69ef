"""What an `AuthorityClient` keeps on disk beside tuf's own cache, and how it reads tuf's.

tuf writes its cached `timestamp.json` and `snapshot.json` without fsync and
treats an unreadable one as absent. A power cut can leave both empty: tuf then
takes whatever (validly signed, unexpired) timestamp and snapshot it is served,
older ones included, and a context revoked since comes back. So the client keeps
`seen-versions.json` in its cache directory: the highest timestamp and snapshot
versions it has trusted, written with fsync and an atomic rename, and it refuses
a refresh whose trusted set is older (`rollback`) whatever tuf's own files say.

tuf also replaces `metadata/root.json` (a symlink into `root_history/`) by
removing it and then making the new link; a crash between the two leaves the
verified root chain in `root_history/` and no `root.json`. `trusted_root` reads
the chain instead (and where `root.json` is there but damaged): the bootstrap
root given, or the first root the chain holds, then each next version only if
the root before it signs it, as tuf's own update does.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import orjson
from tuf.api import exceptions as tuf_errors
from tuf.api.metadata import Metadata, Root

from authority.exceptions import InvalidMetadataError, RollbackError
from l7_transport.files import replace_file

SEEN_VERSIONS: Final = "seen-versions.json"
"""The record's name in the client's cache directory (beside `metadata/`)."""
ROLES: Final = ("timestamp", "snapshot")
logger = logging.getLogger(__name__)
_HISTORY_NAME: Final = re.compile(r"([0-9]+)\.root\.json\Z")


@dataclass(frozen=True, slots=True)
class SeenVersions:
    """The highest timestamp and snapshot versions a client cache has trusted."""

    path: Path
    authority_id: str
    versions: dict[str, int]

    @classmethod
    def load(cls, cache_dir: Path, authority_id: str) -> SeenVersions:
        """The record in `cache_dir`; none yet (or another authority's) is all zeros."""
        path = cache_dir / SEEN_VERSIONS
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return cls(path, authority_id, dict.fromkeys(ROLES, 0))
        try:
            body = orjson.loads(data)
            versions = {role: body["versions"][role] for role in ROLES}
            owner = body["authority_id"]
            if not isinstance(owner, str) or not all(
                type(v) is int and v >= 0 for v in versions.values()
            ):
                raise TypeError  # noqa: TRY301 - one message for every malformed record
        except (orjson.JSONDecodeError, KeyError, TypeError) as exc:
            msg = (
                f"{path}: not a record of the versions this client has seen (written with "
                "fsync, so not a power cut: damaged or tampered with); remove it to trust "
                "the authority's current metadata again"
            )
            raise InvalidMetadataError(msg) from exc
        if owner != authority_id:  # the cache was reset for another authority
            return cls(path, authority_id, dict.fromkeys(ROLES, 0))
        return cls(path, authority_id, versions)

    def check(self, trusted: dict[str, int]) -> None:
        """Refuse a trusted set older than what this cache has trusted before."""
        for role in ROLES:
            if trusted[role] < self.versions[role]:
                msg = (
                    f"{role} v{trusted[role]} is older than v{self.versions[role]}, which this "
                    f"client has already trusted ({self.path}): a replay of older metadata "
                    f"(the cached {role}.json was lost or damaged); if the authority was made "
                    f"anew under the same id, this cache is another's: remove {self.path} with"
                    " the rest of it"
                )
                raise RollbackError(msg)

    def advance(self, trusted: dict[str, int]) -> SeenVersions:
        """Record `trusted` (durably) if it is newer; the record as it now stands."""
        versions = {role: max(trusted[role], self.versions[role]) for role in ROLES}
        if versions == self.versions:
            return self
        body = {"authority_id": self.authority_id, "versions": versions}
        replace_file(self.path, orjson.dumps(body))  # synced, renamed: old or new bytes
        return SeenVersions(self.path, self.authority_id, versions)


def cached_version(metadata_dir: Path, role: str) -> int | None:
    """The version of tuf's cached `role.json`, or None when it is missing or unreadable."""
    try:
        md: Metadata[Any] = Metadata.from_bytes((metadata_dir / f"{role}.json").read_bytes())
    except (OSError, tuf_errors.RepositoryError, ValueError, TypeError, KeyError):
        return None
    return int(md.signed.version)


_NOT_METADATA: Final = (tuf_errors.RepositoryError, ValueError, TypeError, KeyError)


def trusted_root(metadata_dir: Path, bootstrap: bytes | None = None) -> bytes | None:
    """The newest root of the cache: `root.json`, else the verified chain in `root_history/`.

    None when the cache holds no root at all. The chain starts at `bootstrap` (the
    `root=` given) when there is one, else at the lowest version of `root_history/`
    whose file name is its version (the root this cache was first started from, taken
    on trust as tuf took it), and follows each next version only while the root before
    it verifies it and the file's name is its version: a file planted in `root_history/`
    beyond the chain is not trusted for being there. A `root.json` that does not parse
    (a damaged file) is passed over for the chain with a WARNING naming it; with no
    chain either, it is an `InvalidMetadataError` naming it.
    """
    link = metadata_dir / "root.json"
    try:
        data = link.read_bytes()
    except FileNotFoundError:
        return _chain(metadata_dir / "root_history", bootstrap)
    try:
        Metadata[Root].from_bytes(data)
    except _NOT_METADATA as exc:
        chain = _chain(metadata_dir / "root_history", bootstrap)
        if chain is None:
            msg = (
                f"{link}: not root metadata ({exc}) and no verified root in root_history/ "
                "to fall back on; remove the cache directory and pass root= again"
            )
            raise InvalidMetadataError(msg) from exc
        logger.warning(
            "%s: not root metadata (%s); using the verified root chain in root_history/",
            link,
            exc,
        )
        return chain
    return data


def _first(history: Path, found: list[int]) -> tuple[Metadata[Root], bytes] | None:
    """The lowest root of `history` whose file name is its version."""
    for version in found:
        path = history / f"{version}.root.json"
        try:
            data = path.read_bytes()
            root = Metadata[Root].from_bytes(data)
        except (OSError, *_NOT_METADATA) as exc:
            msg = f"{path}: not root metadata: {exc}"
            raise InvalidMetadataError(msg) from exc
        if root.signed.version == version:
            return root, data
    return None


def _chain(history: Path, bootstrap: bytes | None) -> bytes | None:
    try:
        names = [p.name for p in history.iterdir()]
    except FileNotFoundError:
        return bootstrap
    found = sorted(int(m[1]) for n in names if (m := _HISTORY_NAME.match(n)))
    given = (Metadata[Root].from_bytes(bootstrap), bootstrap) if bootstrap else None
    start = given or _first(history, found)
    if start is None:
        return None
    current, data = start
    for version in found:
        if version <= current.signed.version:
            continue
        if version != current.signed.version + 1:
            break  # a gap: nothing after it came through tuf's update
        try:
            candidate = (history / f"{version}.root.json").read_bytes()
            newer = Metadata[Root].from_bytes(candidate)
        except (OSError, *_NOT_METADATA):
            break
        if newer.signed.version != version or not all(
            root.get_verification_result(Root.type, newer.signed_bytes, newer.signatures).verified
            for root in (current.signed, newer.signed)
        ):
            break
        current, data = newer, candidate
    return data
