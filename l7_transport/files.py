"""Files with secrets on disk: written whole into place, and read with a look at their mode.

`replace_file` is the one writer of a file that must not be read half-written
or by the wrong user (`ioa tls init`'s keys and certificates): the bytes go to
a temporary file in the same folder, created 0600 by `mkstemp`, set to `mode`
with `fchmod` (whatever the umask), synced, then renamed over the name. The
name itself is replaced: a symlink there is not followed (its target is left
as it was), and an existing file's old mode is not kept.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

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
    except BaseException:
        with contextlib.suppress(OSError):
            Path(temporary).unlink()
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (best effort: not every system opens folders)."""
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


__all__ = ["PRIVATE", "PUBLIC", "replace_file"]
