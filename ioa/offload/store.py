"""Content-addressed stores of offloaded contexts: in memory, or one file per context."""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from array import array
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Final, Protocol, runtime_checkable

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


@runtime_checkable
class PartedStore(ContextStore, Protocol):
    """A store that also reads a part of a stored text without reading all of it."""

    def part(self, uri: str, offset: int, count: int) -> tuple[str, int]:
        """Up to `count` characters of the text `uri` names from `offset`, and its length."""
        ...


_INDEXES_KEPT: Final = 256
"""Part indexes a file store keeps (at most 128 KiB each): past them, the least recently
read file is checked whole again when next read."""
INDEX_CHARS: Final = 4096
"""Characters between two entries of a `PartIndex`."""


class PartIndex:
    """Where every `INDEX_CHARS`-th character of a UTF-8 text starts among its bytes.

    Made once from the whole bytes (checked against their digest first): a part is then
    read as a few KiB of bytes around it, not as the whole text. The index of a context
    of 64 Mi characters is 128 KiB.
    """

    __slots__ = ("bounds", "length")

    def __init__(self, data: bytes) -> None:
        text = data.decode("utf-8")
        self.length = len(text)
        """The text's length, in characters."""
        self.bounds = array("Q", [0])
        """Byte offsets of characters 0, INDEX_CHARS, 2 * INDEX_CHARS... and of the end."""
        at = 0
        for start in range(0, len(text), INDEX_CHARS):
            at += len(text[start : start + INDEX_CHARS].encode("utf-8"))
            self.bounds.append(at)

    def span(self, offset: int, count: int) -> tuple[int, int, int]:
        """(first byte, end byte, characters to skip) of the bytes that hold the part."""
        offset = min(max(offset, 0), self.length)
        first = offset // INDEX_CHARS
        last = min(-(-(offset + count) // INDEX_CHARS), len(self.bounds) - 1)
        return self.bounds[first], self.bounds[max(last, first)], offset - first * INDEX_CHARS


def _part(data: bytes | memoryview, skip: int, count: int) -> str:
    return bytes(data).decode("utf-8")[skip : skip + count]


class MemoryContextStore:
    """A store in memory (tests, short-lived masters)."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}
        self._indexes: dict[str, PartIndex] = {}

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

    def part(self, uri: str, offset: int, count: int) -> tuple[str, int]:
        """Up to `count` characters from `offset` of the text `uri` names, and its length."""
        index = self._indexes.get(uri)
        if index is None:
            index = self._indexes[uri] = PartIndex(self.get(uri))
        start, end, skip = index.span(offset, count)
        return _part(memoryview(self.objects[uri])[start:end], skip, count), index.length


class FileContextStore:
    """A store in a directory: `<root>/sha-256/<2 hex>/<64 hex>`, one file per context.

    Files are written whole or not at all (a temporary file in the same
    directory, renamed over; flushed to disk first with `durable`), readable
    by the owner only. A file whose bytes no longer hash to its name is reported
    `context_unavailable`, never served: `get` checks the whole every time; `part`
    checks the whole file the first time it reads it, and again whenever the file is
    another (its inode, size or modification time changed), and in between reads only
    the bytes around the part (the receiver checks the whole context it assembles).
    """

    def __init__(self, root: str | Path, *, durable: bool = False) -> None:
        self.root = Path(root)
        self.durable = durable
        """Flush every write to disk (file and directory) before `put` returns. Off by
        default: a context lives as long as its task, and every copy is checked against
        its digest before it is served, so a crash can lose a context but never serve a
        wrong one."""
        self._indexes: OrderedDict[str, tuple[tuple[int, int, int], PartIndex]] = OrderedDict()
        """The part indexes of the files read lately, each with the file it was made of."""

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
        return self._checked(uri, path, data)

    def part(self, uri: str, offset: int, count: int) -> tuple[str, int]:
        """Up to `count` characters from `offset` of the text `uri` names, and its length.

        Reads a few KiB around the part once the file has been checked whole: fetches of
        more contexts than a cache of texts holds re-read and re-hashed each whole file
        for every part (an outside attack: 64 MiB read per 64 KiB part).
        """
        path = self._path(uri)
        try:
            with path.open("rb") as file:
                status = os.fstat(file.fileno())
                stamp = (status.st_ino, status.st_size, status.st_mtime_ns)
                known = self._indexes.get(uri)
                if known is not None and known[0] == stamp:
                    index = known[1]
                    self._indexes.move_to_end(uri)
                else:
                    index = PartIndex(self._checked(uri, path, file.read()))
                    self._indexes[uri] = (stamp, index)
                    while len(self._indexes) > _INDEXES_KEPT:
                        self._indexes.popitem(last=False)
                start, end, skip = index.span(offset, count)
                file.seek(start)
                data = file.read(end - start)
        except OSError as error:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store") from error
        try:
            return _part(data, skip, count), index.length
        except UnicodeDecodeError as error:  # changed in place since it was checked
            self._indexes.pop(uri, None)
            raise OffloadError(
                CONTEXT_UNAVAILABLE, f"the stored copy of {uri} is damaged"
            ) from error

    @staticmethod
    def _checked(uri: str, path: Path, data: bytes) -> bytes:
        if context_uri(data) != uri:
            logger.error("offload store: %s does not match its digest", path)
            raise OffloadError(CONTEXT_UNAVAILABLE, f"the stored copy of {uri} is damaged")
        return data


__all__ = [
    "INDEX_CHARS",
    "ContextStore",
    "FileContextStore",
    "MemoryContextStore",
    "PartIndex",
    "PartedStore",
]
