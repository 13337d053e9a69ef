"""`ioa authority init`'s files, made so that a kill -9 at any point leaves no dead end.

The database and the token file are made complete under temporary names in their
final folders (`.NAME.init-XXXXXXXX`), fsynced, and then linked into place: the
token file first, the database last. `os.link` fails if the name exists, so an
authority is still created once; a kill before the last link leaves no database
(`init` can run again, once a token file it linked is removed), after it a
complete authority with its token file. Where the filesystem has no hard links
(vfat, exFAT, some FUSE), the name is checked and the file renamed into place.
A kill leaves the hidden files behind: `init` and `status` name them
(`warn_of_leftovers`), and the operator removes them.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import secrets
from pathlib import Path

from authority.exceptions import InvalidRequestError
from authority.repository import Commit
from authority.sqlite_store import SqliteStore

LOGGER = logging.getLogger(__name__)
_SUFFIX = re.compile(r"\.init-[0-9a-f]{8}(-wal|-shm)?")
"""What `create` appends to a final file's hidden name (SQLite adds -wal and -shm)."""


def refuse_existing(db: Path, token_file: Path | None) -> None:
    """Refuse names taken already (a dangling symlink counts: it would be written through)."""
    if os.path.lexists(db):
        raise InvalidRequestError(f"{db} exists already; an authority is created once")
    if token_file is not None and os.path.lexists(token_file):
        msg = (
            f"--token-file {token_file} exists already (no authority at {db} uses it: "
            "left by an init that was killed? remove it, or name another file)"
        )
        raise InvalidRequestError(msg)


def leftovers(*finals: Path) -> list[Path]:
    """The hidden files of an `init` killed before its end, beside `finals` (sorted).

    Each holds either the private keys of an authority that was never created (killed
    before the database's link) or a second name of the database or token file made
    (killed after it); removing it is safe either way, once no `init` is running.
    """
    found: set[Path] = set()
    for final in finals:
        prefix = f".{final.name}"
        try:
            names = [entry.name for entry in final.parent.iterdir()]
        except OSError:  # a folder we cannot read: nothing to name
            continue
        found.update(
            final.parent / name
            for name in names
            if name.startswith(prefix) and _SUFFIX.fullmatch(name, len(prefix))
        )
    return sorted(found)


def warn_of_leftovers(*finals: Path) -> list[Path]:
    """Log each of `leftovers(*finals)` as one WARNING line; return them."""
    found = leftovers(*finals)
    for path in found:
        LOGGER.warning(
            "%s: left by an `ioa authority init` that was killed; it may hold private keys "
            "(remove it once no init is running)",
            path,
        )
    return found


def create(  # noqa: PLR0913 - where, what, and the settings that go with it
    db: Path,
    commit: Commit,
    *,
    token: str,
    token_file: Path | None,
    actor: str,
    settings: dict[str, str],
) -> None:
    """Store the new authority at `db` and `token` in `token_file`, or nothing at all."""
    suffix = f".init-{secrets.token_hex(4)}"
    db_temp = db.with_name(f".{db.name}{suffix}")
    temps = [db_temp, Path(f"{db_temp}-wal"), Path(f"{db_temp}-shm")]
    linked: list[Path] = []
    try:
        store = SqliteStore(db_temp, create=True)
        try:
            store.initialise(commit, actor=actor, settings=settings)
        finally:
            store.close()  # the last connection: SQLite folds its WAL into the file
        _fsync(db_temp)
        if token_file is not None:
            token_temp = token_file.with_name(f".{token_file.name}{suffix}")
            temps.append(token_temp)
            fd = os.open(token_temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(token + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            _link_new(token_temp, token_file, "--token-file")
            linked.append(token_file)
        _link_new(db_temp, db, "--db")
        linked.append(db)
        for folder in {db.parent, *([token_file.parent] if token_file else [])}:
            _fsync(folder)
    except BaseException:
        for path in linked:
            path.unlink(missing_ok=True)
        raise
    finally:
        for path in temps:
            path.unlink(missing_ok=True)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


_NO_HARD_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK})
"""What `os.link` fails with where the filesystem has no hard links (vfat, exFAT, some FUSE)."""


def _link_new(made: Path, final: Path, option: str) -> None:
    """Give the complete file `made` its final name, which must not exist.

    Where the filesystem has no hard links, the name is checked and `made` renamed onto
    it: a name taken between the two is replaced (no atomic create-once there). A failure
    names `final`, not the hidden temporary file.
    """
    try:
        os.link(made, final)
    except FileExistsError:
        raise InvalidRequestError(f"{option} {final} exists already") from None
    except OSError as exc:
        if exc.errno not in _NO_HARD_LINKS:
            raise OSError(exc.errno, exc.strerror, str(final)) from None
        if os.path.lexists(final):
            raise InvalidRequestError(f"{option} {final} exists already") from None
        try:
            made.rename(final)
        except OSError as renaming:
            raise OSError(renaming.errno, renaming.strerror, str(final)) from None
