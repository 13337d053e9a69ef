"""Imports only point down (README, "Layout rules"): a package may import only those below it.

Every import is read, those inside functions and under TYPE_CHECKING too: a lazy
import upward is still a cycle in the design.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

ALLOWED: dict[str, frozenset[str]] = {
    "l7_transport": frozenset(),
    "l8_comm": frozenset({"l7_transport"}),
    "contexts": frozenset(),
    "l9_snl": frozenset({"l8_comm", "l7_transport", "contexts"}),
    "authority": frozenset({"contexts", "l7_transport"}),
}
"""What each package may import besides itself (`ioa`, the application, may import all)."""

PROJECT = frozenset(ALLOWED) | {"ioa"}


def imported(path: Path) -> list[tuple[int, str]]:
    """(line, top-level package) of every absolute import of a project package in `path`."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found.extend((node.lineno, name.split(".")[0]) for name in names)
    return [(line, top) for line, top in found if top in PROJECT]


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_a_package_imports_only_the_packages_below_it(package: str) -> None:
    allowed = ALLOWED[package] | {package}
    upward = [
        f"{path.relative_to(ROOT)}:{line} imports {top}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, top in imported(path)
        if top not in allowed
    ]
    assert not upward, "\n".join(upward)


def test_the_reader_sees_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ioa.agent import Agent\n"
        "def f():\n    import l9_snl.session\n    from . import sibling\n"
    )
    assert imported(source) == [(3, "ioa"), (5, "l9_snl")]
