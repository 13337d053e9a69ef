"""Content-addressed stores of offloaded contexts: in memory, or one file per context."""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Protocol

from ioa.offload.wire import CONTEXT_UNAVAILABLE, OffloadError, context_uri, uri_digest

logger = logging.getLogger("ioa.offload")


class ContextStore(Protocol):
    """Content-addressed bytes: `put` returns the URI, `get` returns the bytes it names."""

    def put(self, data: bytes) -> str:
        """Store `data`; its URI (storing the same bytes twice is one object)."""
        ...

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names; `OffloadError` (`context_unavailable`) if not held intact."""
        ...


class MemoryContextStore:
    """A store in memory (tests, short-lived masters)."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}

    def put(self, data: bytes) -> str:
        """Store `data`; its URI."""
        uri = context_uri(data)
        self.objects[uri] = bytes(data)
        return uri

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names."""
        uri_digest(uri)
        data = self.objects.get(uri)
        if data is None or context_uri(data) != uri:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store")
        return data


class FileContextStore:
    """A store in a directory: `<root>/sha-256/<2 hex>/<64 hex>`, one file per context.

    Files are written whole or not at all (a temporary file in the same
    directory, renamed over; flushed to disk first with `durable`), readable
    by the owner only. A file whose bytes no longer hash to its name is reported
    `context_unavailable`, never served.
    """

    def __init__(self, root: str | Path, *, durable: bool = False) -> None:
        self.root = Path(root)
        self.durable = durable
        """Flush every write to disk (file and directory) before `put` returns. Off by
        default: a context lives as long as its task, and every read checks the
        digest, so a crash can lose a context but never serve a wrong one."""

    def _path(self, uri: str) -> Path:
        hexdigest = uri_digest(uri).hex()
        return self.root / "sha-256" / hexdigest[:2] / hexdigest

    def put(self, data: bytes) -> str:
        """Store `data` (atomically; nothing is rewritten if an intact copy exists)."""
        uri = context_uri(data)
        path = self._path(uri)
        with contextlib.suppress(OffloadError):
            if self.get(uri) == data:
                # Written again now, as far as `prune` is concerned: a copy granted a
                # moment ago is not old, whenever its bytes were first written.
                with contextlib.suppress(FileNotFoundError):
                    os.utime(path)
                    return uri
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
                if self.durable:
                    file.flush()
                    os.fsync(file.fileno())
            Path(temporary).replace(path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        if self.durable:
            directory = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(directory)
            finally:
                os.close(directory)
        return uri

    def prune(self, *, older_than: float, keep: Iterable[str] = ()) -> int:
        """Delete contexts last written before `older_than` (a POSIX time), except `keep`.

        Returns how many files went (leftover temporary files of an
        interrupted `put` included).
        """
        kept = {self._path(uri) for uri in keep}
        removed = 0
        for path in self.root.glob("sha-256/*/*"):
            try:
                if path not in kept and path.stat().st_mtime < older_than:
                    path.unlink()
                    removed += 1
            except FileNotFoundError:
                continue  # pruned concurrently
        return removed

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names, checked against its digest."""
        path = self._path(uri)
        try:
            data = path.read_bytes()
        except OSError as error:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store") from error
        if context_uri(data) != uri:
            logger.error("offload store: %s does not match its digest", path)
            raise OffloadError(CONTEXT_UNAVAILABLE, f"the stored copy of {uri} is damaged")
        return data


__all__ = ["ContextStore", "FileContextStore", "MemoryContextStore"]
