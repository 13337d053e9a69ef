"""The built-in contexts shipped with ioa-stack, as data files `<name>/v<major>.<minor>.json`.

Each file is a context document; `builtin_library()` loads and lints them
all once. Their digests are fixed by their bytes, and `ioa/interop/vectors/`
records them, so a change to a built-in context is a visible change.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from contexts.document import SharedContext
from contexts.library import ContextLibrary


def builtin_files() -> list[tuple[str, bytes]]:
    """`(relative path, bytes)` of every built-in context file, sorted by path."""
    root = resources.files("contexts.builtin")
    found: list[tuple[str, bytes]] = []
    for folder in root.iterdir():
        if not folder.is_dir() or folder.name.startswith("_"):
            continue
        found.extend(
            (f"{folder.name}/{entry.name}", entry.read_bytes())
            for entry in folder.iterdir()
            if entry.name.endswith(".json")
        )
    return sorted(found)


@cache
def builtin_library() -> ContextLibrary:
    """Every built-in context, linted and ready (loaded once per process)."""
    return ContextLibrary(SharedContext.from_bytes(data) for _, data in builtin_files())


def builtin(urn: str) -> SharedContext:
    """The built-in context with this URN; KeyError if there is none."""
    context = builtin_library().get(urn)
    if context is None:
        raise KeyError(f"no built-in context {urn}")
    return context
