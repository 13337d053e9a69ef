"""The layer packages re-export their names lazily (PEP 562), and each name is the real one.

A program that imports one module of a package (the MCP proxy counts tokens with
`l9_snl.tokens`) does not pay for the rest (contexts, numpy, rdflib, cedarpy...).
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAZY = ("l7_transport", "l8_comm", "l9_snl", "l9_snl.firewall", "contexts")


def type_checking_imports(package: str) -> dict[str, str]:
    """Name -> module, as the `if TYPE_CHECKING:` block of the package's __init__ imports them."""
    path = ROOT / package.replace(".", "/") / "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    [block] = [
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    ]
    return {
        alias.name: str(node.module)
        for node in block.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }


@pytest.mark.parametrize("package", LAZY)
def test_every_exported_name_is_the_object_its_module_defines(package: str) -> None:
    module = importlib.import_module(package)
    homes = module._HOMES
    # What mypy sees (the TYPE_CHECKING imports), what runs (_HOMES) and __all__ agree.
    assert homes == type_checking_imports(package)
    assert sorted(homes) == sorted(module.__all__)
    for name, home in homes.items():
        assert getattr(module, name) is getattr(importlib.import_module(home), name)
    assert set(module.__all__) <= set(dir(module))


@pytest.mark.parametrize("package", LAZY)
def test_an_unknown_name_is_an_attribute_error_naming_it(package: str) -> None:
    module = importlib.import_module(package)
    with pytest.raises(AttributeError, match=f"{package}.*no_such_name"):
        _ = module.no_such_name
    with pytest.raises(ImportError):
        exec(f"from {package} import no_such_name", {})  # noqa: S102 - the import statement


@pytest.mark.parametrize("package", LAZY)
def test_a_fault_inside_a_module_is_not_hidden_as_a_missing_name(
    package: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A bug that raises AttributeError while the home module runs must say so, not
    # read as "cannot import name" from the package.
    home = f"lazy_probe_{package.replace('.', '_')}"
    (tmp_path / f"{home}.py").write_text("raise AttributeError('boom inside the module')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module(package)
    monkeypatch.setitem(module._HOMES, "Broken", home)
    with pytest.raises(ImportError, match=f"'Broken' could not be loaded from '{home}': boom"):
        exec(f"from {package} import Broken", {})  # noqa: S102 - the import statement
    monkeypatch.delitem(sys.modules, home, raising=False)


def test_one_module_of_a_layer_does_not_import_the_whole_stack() -> None:
    probe = (
        "import sys, l9_snl.tokens, contexts.urn, l8_comm.performatives, l7_transport.framing\n"
        "import l9_snl.firewall.limits\n"
        "heavy = ['numpy', 'rdflib', 'cedarpy', 'jsonschema', 'l8_comm.codec',\n"
        "         'contexts.document', 'l7_transport.channel', 'l9_snl.firewall.policies']\n"
        "print(' '.join(m for m in heavy if m in sys.modules))"
    )
    done = subprocess.run(  # noqa: S603 - our interpreter
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.split() == []
