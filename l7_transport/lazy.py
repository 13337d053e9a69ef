"""Lazy re-exports for a package's `__init__` (PEP 562): one module of it costs only itself.

The layer packages (`l7_transport`, `l8_comm`, `l9_snl`, `l9_snl.firewall`, `contexts`)
name their public classes at the top, but import each from its module on first use, so
that a program importing one module (the MCP proxy's token counter) does not import the
stack. Pure: the bottom layer holds it so that every package may use it.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence


def load(home: str, name: str) -> object:
    """`name` from module `home`, where a fault inside that module stays an import error.

    An AttributeError raised while `home` runs would otherwise leave the package's
    `__getattr__` and read as "cannot import name", hiding the line at fault.
    """
    try:
        return getattr(importlib.import_module(home), name)
    except AttributeError as exc:
        msg = f"{name!r} could not be loaded from {home!r}: {exc}"
        raise ImportError(msg, name=home) from exc


def lazy_exports(
    package: str, homes: Mapping[str, str], names: Sequence[str]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The `__getattr__` and `__dir__` of `package`, whose `names` live in `homes`' modules.

    A name is imported from its module on first use and kept in the package's namespace
    (later uses are plain lookups); any other name is an `AttributeError` naming it.
    """

    def __getattr__(name: str) -> object:  # noqa: N807 - the module hook's own name
        home = homes.get(name)
        if home is None:
            msg = f"module {package!r} has no attribute {name!r}"
            raise AttributeError(msg)
        value = load(home, name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:  # noqa: N807 - the module hook's own name
        return sorted({*vars(sys.modules[package]), *names})

    return __getattr__, __dir__


__all__ = ["lazy_exports", "load"]
