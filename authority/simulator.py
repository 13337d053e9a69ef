"""An authority in memory, served through tuf's fetcher interface: for attack tests.

`RepositorySimulator` is a real `Repository` on a `MemoryStore`, reachable
by an `AuthorityClient` without sockets. Tests play the attacker by putting
bytes in `overrides` (served instead of the real file at that path) or by
re-signing altered metadata with the repository's own keys (`resign`), which
is what an attacker holding a stolen key, or a stale mirror, would serve.
Other implementers can use it to test their clients against ours.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from tuf.api.exceptions import DownloadHTTPError
from tuf.api.metadata import Metadata
from tuf.api.serialization.json import JSONSerializer
from tuf.ngclient import FetcherInterface

from authority.client import AuthorityClient
from authority.config import AuthorityConfig, ClientConfig
from authority.repository import Commit, Repository
from authority.store import MemoryStore

BASE_URL: Final = "https://authority.simulator.invalid"
"""Never resolved: the simulator answers every fetch itself."""


class RepositorySimulator(FetcherInterface):
    """A Schema Authority in memory, with hooks for serving what an attacker would."""

    def __init__(
        self,
        *,
        authority_id: str = "simulated-authority",
        root_keys: int = 1,
        root_threshold: int = 1,
        config: AuthorityConfig | None = None,
        now: datetime | None = None,
    ) -> None:
        self.config = config or AuthorityConfig()
        self.store = MemoryStore()
        commit = Repository.create(
            authority_id=authority_id,
            now=now or datetime.now(UTC),
            config=self.config,
            root_keys=root_keys,
            root_threshold=root_threshold,
        )
        self.store.initialise(commit, actor="simulator", settings={"authority_id": authority_id})
        self.overrides: dict[str, bytes | Callable[[], Iterator[bytes]]] = {}
        """Path (after the base URL, e.g. `/metadata/timestamp.json`) to bytes served instead."""
        self.fetched: list[str] = []
        """Every path fetched, in order."""

    @property
    def metadata_url(self) -> str:
        """Where clients fetch metadata."""
        return f"{BASE_URL}/metadata/"

    @property
    def targets_url(self) -> str:
        """Where clients fetch documents."""
        return f"{BASE_URL}/targets/"

    @property
    def repository(self) -> Repository:
        """The repository as last committed."""
        return self.store.repository(self.config)

    def root_bytes(self, version: int = 1) -> bytes:
        """Root metadata of `version`, to bootstrap a client's trust."""
        data = self.store.metadata(f"{version}.root.json")
        if data is None:
            raise KeyError(f"no root version {version}")
        return data

    def operate(self, operation: Callable[[Repository], Commit | None]) -> Commit | None:
        """Run one repository operation and store it."""
        return self.store.operate(operation, actor="simulator", config=self.config)

    def publish(self, document: bytes, *, now: datetime | None = None) -> Commit:
        """Publish a document (bytes of a context document)."""
        moment = now or datetime.now(UTC)
        commit = self.operate(lambda repo: repo.publish(document, now=moment))
        assert commit is not None  # noqa: S101 - publish commits or raises
        return commit

    def client(self, cache_dir: str | Path, config: ClientConfig | None = None) -> AuthorityClient:
        """A client that trusts this simulator's first root and fetches through it."""
        return AuthorityClient(
            self.metadata_url,
            targets_url=self.targets_url,
            cache_dir=cache_dir,
            root=self.root_bytes(1),
            fetcher=self,
            config=config,
        )

    def current(self, role: str) -> Metadata[Any]:
        """The current metadata of a role (a copy to alter)."""
        data = self.store.metadata(f"{role}.json")
        if data is None:
            raise KeyError(f"no {role} metadata")
        return Metadata.from_bytes(data)

    def resign(self, md: Metadata[Any], role: str | None = None) -> bytes:
        """Sign altered metadata with the keys the repository holds for its role."""
        name = role or md.signed.type
        repo = self.repository
        keyids = repo.root.signed.roles[name].keyids if name in repo.root.signed.roles else []
        md.signatures.clear()
        for signer in repo.keys.signers(name, keyids):
            md.sign(signer, append=True)
        return md.to_bytes(JSONSerializer(compact=True))

    def _fetch(self, url: str) -> Iterator[bytes]:
        if not url.startswith(BASE_URL):
            raise DownloadHTTPError(f"{url} is not on the simulator", 404)
        path = url[len(BASE_URL) :]
        self.fetched.append(path)
        override = self.overrides.get(path)
        if override is not None:
            if callable(override):
                return override()
            return iter([override])
        if path.startswith("/metadata/"):
            data = self.store.metadata(path.removeprefix("/metadata/"))
        elif path.startswith("/targets/"):
            data = self.store.document(path.removeprefix("/targets/"))
        else:
            data = None
        if data is None:
            raise DownloadHTTPError(f"{path} not found", 404)
        return iter([data])
