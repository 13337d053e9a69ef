"""Content-addressed stores of offloaded contexts: in memory, or one file per context."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
from array import array
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Final, Protocol, runtime_checkable

from ioa.offload.wire import (
    CONTEXT_UNAVAILABLE,
    DEFAULT_MAX_CHARS,
    TOO_LARGE,
    OffloadError,
    context_uri,
    uri_digest,
)
from l7_transport.files import make_folders

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


_DIRECTORY_FLAGS: Final = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
"""Open a directory, never through a symlink (planted in the store, it would take `put`
and `prune` outside it)."""
_FILE_FLAGS: Final = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
"""Open a stored file, never through a symlink (to `/dev/urandom`: read without bound),
and without waiting for a writer (a FIFO blocked the master's event loop): both were an
outside attack's finding 6. `O_NONBLOCK` changes nothing for a regular file."""
MAX_BYTES: Final = 4 * DEFAULT_MAX_CHARS
"""The largest file a file store holds or reads by default: the longest context the
offloader takes (`DEFAULT_MAX_CHARS`) at four UTF-8 bytes a character."""
_DIRECTORY_MODE: Final = 0o700
_FILE_MODE: Final = 0o600


class _RefusedError(Exception):
    """An entry of the store that is not what the store made: one line naming its path.

    Local only: `get` and `part` answer peers with the URI, never the master's paths.
    """


def _refusal(path: Path, error: OSError) -> _RefusedError:
    """Why `path` could not be opened as a directory or file of the store."""
    with contextlib.suppress(OSError):
        mode = os.lstat(path).st_mode
        if stat.S_ISLNK(mode):
            return _RefusedError(f"{path} is a symlink (the store never follows one)")
        if error.errno in (errno.ENOTDIR, errno.ELOOP) and not stat.S_ISDIR(mode):
            return _RefusedError(f"{path} is not a directory")
    return _RefusedError(f"{path}: {error.strerror or error}")


def _checked_directory(descriptor: int, path: Path) -> None:
    """Refuse a directory of the store another user owns; make one of ours 0700 again.

    A folder of ours that group or others may write to (made under umask 002 by an
    earlier version, or loosened since) is made 0700, with a warning, rather than
    refused: what was planted in it meanwhile is never followed (no symlink is) nor
    served (a file must hash to its name).
    """
    status = os.fstat(descriptor)
    if status.st_uid != os.geteuid():
        msg = f"{path} is owned by uid {status.st_uid}, not by this process's {os.geteuid()}"
        raise _RefusedError(msg)
    if status.st_mode & 0o022:
        mode = stat.S_IMODE(status.st_mode)
        try:
            os.fchmod(descriptor, _DIRECTORY_MODE)
        except OSError as error:
            msg = f"{path} is writable by group or others (mode {mode:04o}) and cannot be "
            raise _RefusedError(f"{msg}made 0700: {error.strerror or error}") from error
        logger.warning("%s was writable by group or others (mode %04o): made 0700", path, mode)


def _directory(
    name: str, path: Path, *, parent: int | None, create: bool, stack: contextlib.ExitStack
) -> int:
    """A descriptor of the store's directory `name` in `parent`, checked; made 0700 if missing.

    `mkdir(mode=0o700, parents=True)` gave 0700 to the leaf only: the root and `sha-256/`
    took the umask's mode (0777 under umask 000), so anyone could plant a symlinked
    prefix in them (an outside attack's finding 3).
    """
    try:
        descriptor = os.open(name, _DIRECTORY_FLAGS, dir_fd=parent)
    except FileNotFoundError:
        if not create:
            raise
        descriptor = _made_directory(name, path, parent)
    except OSError as error:
        raise _refusal(path, error) from error
    stack.callback(os.close, descriptor)
    _checked_directory(descriptor, path)
    return descriptor


def _made_directory(name: str, path: Path, parent: int | None) -> int:
    """A descriptor of the directory `name` in `parent`, made now with exactly 0700."""
    made = True
    try:
        try:
            os.mkdir(name, _DIRECTORY_MODE, dir_fd=parent)
        except FileExistsError:
            made = False  # made concurrently: checked like any other
        descriptor = os.open(name, _DIRECTORY_FLAGS, dir_fd=parent)
    except OSError as error:
        raise _refusal(path, error) from error
    if made:
        try:
            os.fchmod(descriptor, _DIRECTORY_MODE)  # exactly, whatever the umask took away
        except OSError as error:
            os.close(descriptor)
            raise _refusal(path, error) from error
    return descriptor


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
    by the owner only (0600 in 0700 directories, whatever the umask). A file whose bytes
    no longer hash to its name is reported
    `context_unavailable`, never served: `get` checks the whole every time; `part`
    checks the whole file the first time it reads it, and again whenever the file is
    another (its inode, size or modification time changed), and in between reads only
    the bytes around the part (the receiver checks the whole context it assembles).

    The root and `sha-256/` must be real directories of this process's user that no one
    else can write to; the store never follows a symlink inside them (it is refused, or
    skipped by `prune`), so nothing planted there takes a write or a delete outside.
    """

    def __init__(
        self, root: str | Path, *, durable: bool = False, max_bytes: int = MAX_BYTES
    ) -> None:
        self.root = Path(root)
        self.max_bytes = max_bytes
        """The largest file stored or read: anything larger found in the store is refused,
        not read."""
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

    def _digests(self, stack: contextlib.ExitStack, *, create: bool) -> int:
        """A descriptor of `<root>/sha-256`, both checked (and made, with `create`)."""
        if create:
            make_folders(self.root.parent, mode=_DIRECTORY_MODE)  # each 0700, whatever the umask
        root = _directory(str(self.root), self.root, parent=None, create=create, stack=stack)
        path = self.root / "sha-256"
        return _directory("sha-256", path, parent=root, create=create, stack=stack)

    def _prefix(self, stack: contextlib.ExitStack, hexdigest: str, *, create: bool) -> int:
        """A descriptor of the directory `hexdigest`'s file is in, checked (or made)."""
        digests = self._digests(stack, create=create)
        path = self.root / "sha-256" / hexdigest[:2]
        return _directory(hexdigest[:2], path, parent=digests, create=create, stack=stack)

    def put(self, data: bytes) -> str:
        """Store `data` (atomically; nothing is rewritten if an intact copy exists)."""
        uri = context_uri(data)
        path = self._path(uri)
        if len(data) > self.max_bytes:
            raise OffloadError(TOO_LARGE, f"{len(data)} bytes (at most {self.max_bytes})")
        try:
            with contextlib.ExitStack() as stack:
                prefix = self._prefix(stack, path.name, create=True)
                with contextlib.suppress(OffloadError):
                    if self.get(uri) == data:
                        # Written again now, as far as `prune` is concerned: a copy granted a
                        # moment ago is not old, whenever its bytes were first written.
                        with contextlib.suppress(FileNotFoundError):
                            os.utime(path.name, dir_fd=prefix, follow_symlinks=False)
                            return uri
                self._write(prefix, path.name, data)
        except _RefusedError as refused:
            raise OffloadError(CONTEXT_UNAVAILABLE, str(refused)) from refused
        except OSError as error:
            # Named by the context's own path, not the temporary file's: a directory in
            # its place made this a bare IsADirectoryError about a `.tmp-` name (an
            # outside attack's finding 7).
            if isinstance(error, IsADirectoryError):
                msg = f"{path} is a directory"
            else:
                msg = f"{path}: {error.strerror or error}"
            raise OffloadError(CONTEXT_UNAVAILABLE, msg) from error
        return uri

    def _write(self, prefix: int, name: str, data: bytes) -> None:
        """Write `name` in the directory `prefix` whole: a temporary file renamed over."""
        temporary, descriptor = _temporary(prefix)
        try:
            with os.fdopen(descriptor, "wb") as file:
                os.fchmod(file.fileno(), _FILE_MODE)
                file.write(data)
                if self.durable:
                    file.flush()
                    os.fsync(file.fileno())
            os.rename(temporary, name, src_dir_fd=prefix, dst_dir_fd=prefix)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary, dir_fd=prefix)
            raise
        if self.durable:
            os.fsync(prefix)

    def prune(self, *, older_than: float, keep: Iterable[str] = ()) -> int:
        """Delete contexts last written before `older_than` (a POSIX time), except `keep`.

        Returns how many files went (leftover temporary files of an
        interrupted `put` included). Anything in the store that is not a regular file in
        a real directory (a symlink above all) is left alone and logged.
        """
        kept = {self._path(uri).relative_to(self.root / "sha-256") for uri in keep}
        removed = 0
        with contextlib.ExitStack() as stack:
            try:
                digests = self._digests(stack, create=False)
            except FileNotFoundError:
                return 0  # nothing stored yet
            except _RefusedError as refused:
                raise OffloadError(CONTEXT_UNAVAILABLE, str(refused)) from refused
            for prefix in _entries(digests):
                path = self.root / "sha-256" / prefix.name
                if not prefix.is_dir(follow_symlinks=False):
                    logger.warning("offload store: %s is not a directory; left alone", path)
                    continue
                try:
                    with contextlib.ExitStack() as inner:
                        directory = _directory(
                            prefix.name, path, parent=digests, create=False, stack=inner
                        )
                        removed += self._pruned(directory, path, older_than, kept)
                except FileNotFoundError:
                    continue  # pruned concurrently
                except _RefusedError as refused:
                    logger.warning("offload store: %s; left alone", refused)
                except OSError as error:
                    logger.warning(
                        "offload store: %s: %s; left alone", path, error.strerror or error
                    )
        return removed

    @staticmethod
    def _pruned(directory: int, path: Path, older_than: float, kept: set[Path]) -> int:
        """Delete the old regular files in the prefix directory `directory`; how many."""
        removed = 0
        for entry in _entries(directory):
            if Path(path.name, entry.name) in kept:
                continue
            if not entry.is_file(follow_symlinks=False):
                logger.warning(
                    "offload store: %s is not a regular file; left alone", path / entry.name
                )
                continue
            try:
                if entry.stat(follow_symlinks=False).st_mtime < older_than:
                    os.unlink(entry.name, dir_fd=directory)
                    removed += 1
            except FileNotFoundError:
                continue  # pruned concurrently
            except OSError as error:
                # One entry the store cannot delete does not keep the rest (an outside
                # attack's finding 7: prune stopped at the first directory).
                logger.warning(
                    "offload store: %s: %s; left alone", path / entry.name, error.strerror or error
                )
        return removed

    def _opened(self, stack: contextlib.ExitStack, uri: str) -> tuple[int, Path, int]:
        """A descriptor of the file `uri` names, its path and its size.

        Only a regular file of at most `max_bytes` is opened; anything else is refused.
        """
        path = self._path(uri)
        prefix = self._prefix(stack, path.name, create=False)
        try:
            descriptor = os.open(path.name, _FILE_FLAGS, dir_fd=prefix)
        except FileNotFoundError:
            raise
        except OSError as error:
            raise _refusal(path, error) from error
        stack.callback(os.close, descriptor)
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise _RefusedError(f"{path} is not a regular file")
        if status.st_size > self.max_bytes:
            msg = f"{path} holds {status.st_size} bytes, above the store's {self.max_bytes}"
            raise _RefusedError(msg)
        return descriptor, path, status.st_size

    def _unavailable(self, uri: str, refused: _RefusedError) -> OffloadError:
        """The error a reader gets for `refused` (logged here with the path)."""
        logger.warning("offload store: %s", refused)
        return OffloadError(CONTEXT_UNAVAILABLE, f"the store holds no usable copy of {uri}")

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names, checked against its digest."""
        try:
            with contextlib.ExitStack() as stack:
                descriptor, path, size = self._opened(stack, uri)
                with os.fdopen(os.dup(descriptor), "rb") as file:
                    data = file.read(size)  # a file grown since is damaged: its digest tells
        except _RefusedError as refused:
            raise self._unavailable(uri, refused) from refused
        except OSError as error:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store") from error
        return self._checked(uri, path, data)

    def part(self, uri: str, offset: int, count: int) -> tuple[str, int]:
        """Up to `count` characters from `offset` of the text `uri` names, and its length.

        Reads a few KiB around the part once the file has been checked whole: fetches of
        more contexts than a cache of texts holds re-read and re-hashed each whole file
        for every part (an outside attack: 64 MiB read per 64 KiB part).
        """
        try:
            with contextlib.ExitStack() as stack:
                descriptor, path, size = self._opened(stack, uri)
                file = stack.enter_context(os.fdopen(os.dup(descriptor), "rb"))
                status = os.fstat(file.fileno())
                stamp = (status.st_ino, size, status.st_mtime_ns)
                known = self._indexes.get(uri)
                if known is not None and known[0] == stamp:
                    index = known[1]
                    self._indexes.move_to_end(uri)
                else:
                    index = PartIndex(self._checked(uri, path, file.read(size)))
                    self._indexes[uri] = (stamp, index)
                    while len(self._indexes) > _INDEXES_KEPT:
                        self._indexes.popitem(last=False)
                start, end, skip = index.span(offset, count)
                file.seek(start)
                data = file.read(end - start)
        except _RefusedError as refused:
            raise self._unavailable(uri, refused) from refused
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


def _entries(directory: int) -> list[os.DirEntry[str]]:
    """The entries of the directory open as `directory` (read whole: the caller deletes)."""
    with os.scandir(directory) as entries:
        return list(entries)


def _temporary(directory: int) -> tuple[str, int]:
    """A new temporary file's name in `directory` and a descriptor open for writing."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    for _ in range(100):
        name = f".tmp-{os.urandom(8).hex()}"
        with contextlib.suppress(FileExistsError):
            return name, os.open(name, flags, _FILE_MODE, dir_fd=directory)
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(directory))


__all__ = [
    "INDEX_CHARS",
    "MAX_BYTES",
    "ContextStore",
    "FileContextStore",
    "MemoryContextStore",
    "PartIndex",
    "PartedStore",
]
