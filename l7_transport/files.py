"""Files with secrets on disk: written whole into place, and read with a look at their mode.

`replace_file` is the one writer of a file that must not be read half-written
or by the wrong user (`ioa tls init`'s keys and certificates): the bytes go to
a temporary file in the same folder, created 0600 by `mkstemp`, set to `mode`
with `fchmod` (whatever the umask), synced, then renamed over the name. The
name itself is replaced: a symlink there is not followed (its target is left
as it was), and an existing file's old mode is not kept.

`create_private` makes an empty private file (a database SQLite then fills)
exclusively and without following a symlink: a link planted at its name,
dangling or not, never makes a file elsewhere.

`make_folders` makes a folder and the missing ones above it, each with exactly
the mode asked (`mkdir(parents=True)` gives it to the last one only).

`unprotected` says of a secret that is read (a private key, an agent identity,
an authority database) whether group or others have any access to it, as
ssh's "UNPROTECTED PRIVATE KEY FILE"; `warn_if_unprotected` logs that as one
WARNING line. A warning, not a refusal: existing setups keep working.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import tempfile
from pathlib import Path

LOGGER = logging.getLogger(__name__)
"""Where `warn_if_unprotected` logs (`ioa config check` shows its lines as warnings)."""

PRIVATE: int = 0o600
"""The mode of a private key (owner read and write)."""
PUBLIC: int = 0o644
"""The mode of a certificate (anyone may read it; only the owner may change it)."""


def replace_file(path: str | Path, data: bytes, *, mode: int = PRIVATE) -> None:
    """Put `data` at `path` with exactly `mode`: a complete file, or the old one untouched.

    A symlink at `path` is replaced, not written through. `OSError` if the
    folder cannot take the file (then no temporary file is left behind).
    """
    target = Path(path)
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(descriptor, "wb") as stream:
            os.fchmod(stream.fileno(), mode)  # mkstemp's 0600; the umask plays no part
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        Path(temporary).replace(target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            Path(temporary).unlink()
        if isinstance(error, OSError):  # named by the file meant, not the temporary one
            raise OSError(error.errno, f"{target}: {error.strerror or error}") from error
        raise
    _sync_folder(target.parent)


def create_private(path: str | Path, *, mode: int = PRIVATE) -> bool:
    """Create `path` as an empty file with exactly `mode`, unless a file is there; whether made.

    Exclusive and not through a symlink (`O_EXCL`): where the name is a symlink to
    nothing, the file it would have made elsewhere is not made, and `FileExistsError`
    names the link (a link to an existing file is that file: False).
    """
    target = Path(path)
    try:
        descriptor = os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_CLOEXEC, mode)
    except FileExistsError:
        if target.is_symlink() and not target.exists():
            raise FileExistsError(
                errno.EEXIST,
                f"{target} is a symlink to nothing ({target.readlink()}): "
                "not followed; name the file itself or remove the link",
            ) from None
        return False  # (made by another process since we looked: it is the same file)
    try:
        os.fchmod(descriptor, mode)  # exactly `mode`, whatever the umask
    finally:
        os.close(descriptor)
    return True


def make_folders(folder: str | Path, *, mode: int = 0o700) -> None:
    """Make `folder` and every missing folder above it, each with exactly `mode`.

    `mkdir(mode=..., parents=True)` gives the mode to the last folder only: the ones
    above took the umask's (0777 under umask 000). Folders that exist are left as
    they are (the operator's choice).
    """
    missing: list[Path] = []
    level = Path(folder)
    while not os.path.lexists(level) and level != level.parent:
        missing.append(level)
        level = level.parent
    for made in reversed(missing):
        with contextlib.suppress(FileExistsError):  # made meanwhile: left as it is
            made.mkdir(mode=mode)
            made.chmod(mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (best effort: not every system opens folders)."""
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def unprotected(path: str | Path) -> str | None:
    """`PATH: unprotected private file ... (mode 0644)` for a secret open to others, else None.

    None too for a file that cannot be looked at (its reader says why).
    """
    try:
        mode = stat.S_IMODE(Path(path).stat().st_mode)
    except OSError:
        return None
    if not mode & 0o077:
        return None
    fix = (
        # (chmod fails there: a Kubernetes secret volume or Docker secret is 0644 by default)
        "it is on a read-only mount: give the mount a private mode (Kubernetes:"
        " defaultMode: 0400 on the secret volume)"
        if _read_only_mount(path)
        else f"chmod 600 {path}"
    )
    return f"{path}: unprotected private file: group or others may use it (mode {mode:04o}); {fix}"


def _read_only_mount(path: str | Path) -> bool:
    """Whether `path` is on a file system mounted read-only (False where that is unknown)."""
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # (no statvfs on Windows)
        return False


def warn_if_unprotected(path: str | Path) -> str | None:
    """Log `unprotected(path)` as one WARNING line (and return it) when there is one."""
    problem = unprotected(path)
    if problem is not None:
        LOGGER.warning("%s", problem)
    return problem


__all__ = [
    "LOGGER",
    "PRIVATE",
    "PUBLIC",
    "create_private",
    "make_folders",
    "replace_file",
    "unprotected",
    "warn_if_unprotected",
]
