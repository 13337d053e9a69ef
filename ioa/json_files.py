"""JSON files named on the command line: read within a size limit, parsed strictly.

One reader for the commands that take JSON files (`ioa context ...`, `ioa adol ...`):
a file that says no size (a pipe, a device) is read to at most one byte past the
limit, so that `/dev/zero` ends and `/dev/stdin` still works; the parser is the
contexts' strict one (no NaN or Infinity). Every refusal is one line naming the file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from contexts.canonical import parse_json
from contexts.exceptions import InvalidDocumentError

IDENTITY_LIMIT: Final = 64 * 1024
"""The most bytes an agent identity file may hold (one is under 1 KB)."""


class JsonFileError(ValueError):
    """A file that cannot be read, is past its limit, or is not JSON (the message names it)."""


def one_line(text: str) -> str:
    """`text` with its runs of white space (new lines too) as single spaces."""
    return " ".join(text.split())


def read_limited(path: str | Path, limit: int) -> bytes:
    """The bytes of one file of at most `limit` bytes; `JsonFileError` naming it otherwise."""
    file = Path(path)
    data = b""
    try:
        status = file.stat()
        if status.st_size <= limit:
            with file.open("rb") as stream:
                data = stream.read(limit + 1)
    except FileNotFoundError:
        raise JsonFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise JsonFileError(f"{path}: is a directory, not a file") from None
    except OSError as exc:
        raise JsonFileError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if max(len(data), status.st_size) > limit:
        raise JsonFileError(f"{path}: more than the {limit}-byte limit")
    return data


def parse_json_file(path: str | Path, data: bytes) -> Any:  # noqa: ANN401 - any parsed JSON
    """`data`, read from `path`, parsed strictly; `JsonFileError` naming the file otherwise."""
    try:
        return parse_json(data)
    except InvalidDocumentError as exc:
        raise JsonFileError(f"{path}: {one_line(exc.message)}") from None


def read_json_file(path: str | Path, limit: int) -> Any:  # noqa: ANN401 - any parsed JSON
    """One JSON file of at most `limit` bytes, parsed strictly (see the module)."""
    return parse_json_file(path, read_limited(path, limit))


__all__ = [
    "IDENTITY_LIMIT",
    "JsonFileError",
    "one_line",
    "parse_json_file",
    "read_json_file",
    "read_limited",
]
