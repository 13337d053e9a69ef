"""The Python examples of the operator docs (docs/*.md) are held to the code.

They are fragments (`identity`, `contexts`... stand for the reader's own), so
they are not run; README.md's are (tests/test_readme.py). Each is instead
type-checked by `mypy --strict` (the reader's names declared with their
types, `READER`), and checked as a type checker would check its calls: it parses (top-level
`await` allowed), its imports import, every name it calls resolves to
something imported (or bound from it), and every call of an imported class,
function or method, and of a method of an object built from an imported
class, binds its arguments to the real signature: no keyword that does not
exist, no positional argument where the parameter is keyword-only.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)


def examples() -> list[tuple[str, str]]:
    found = [
        (f"{page.name}#{number}", textwrap.dedent(code))  # a block inside a list item
        for page in sorted(DOCS.glob("*.md"))
        for number, code in enumerate(BLOCK.findall(page.read_text()), 1)
    ]
    assert found, "no Python examples found in docs/"
    return found


class _Placeholder:
    """An argument whose value the example leaves to the reader."""


def _imports(tree: ast.Module) -> dict[str, Any]:
    names: dict[str, Any] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            module = importlib.import_module(node.module)
            for alias in node.names:
                assert hasattr(module, alias.name), f"{node.module} has no {alias.name}"
                names[alias.asname or alias.name] = getattr(module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                names[alias.asname or alias.name.split(".")[0]] = importlib.import_module(
                    alias.name
                )
    return names


def _instances(tree: ast.Module, names: dict[str, Any]) -> dict[str, type]:
    """Names bound by `x = ImportedClass(...)`: their methods can be checked too."""
    bound: dict[str, type] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and inspect.isclass(names.get(node.value.func.id))
        ):
            bound[node.targets[0].id] = names[node.value.func.id]
    return bound


def _callee(func: ast.expr, names: dict[str, Any], instances: dict[str, type]) -> Any:
    """What a call's function resolves to, or None where the example leaves it to the reader."""
    if isinstance(func, ast.Name):
        return names.get(func.id)
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        owner = func.value.id
        if owner in names:
            target = names[owner]
            assert hasattr(target, func.attr), f"{owner} has no attribute {func.attr}"
            return getattr(target, func.attr)
        if owner in instances:
            cls = instances[owner]
            assert hasattr(cls, func.attr), f"{cls.__name__} has no method {func.attr}"
            return getattr(cls, func.attr)
    return None


def _check_call(call: ast.Call, target: Any, where: str) -> None:
    try:
        signature = inspect.signature(target)
    except (TypeError, ValueError):  # a builtin without one
        return
    if (
        inspect.isfunction(target)
        and "." in target.__qualname__
        and not isinstance(inspect.getattr_static(target, "__self__", None), type)
    ):
        # an unbound method reached through its class: `self` is implied
        parameters = list(signature.parameters.values())
        if parameters and parameters[0].name == "self":
            signature = signature.replace(parameters=parameters[1:])
    if any(isinstance(arg, ast.Starred) for arg in call.args) or any(
        keyword.arg is None for keyword in call.keywords
    ):
        return  # *args or **kwargs: cannot be counted
    positional = [_Placeholder()] * len(call.args)
    keywords = {keyword.arg: _Placeholder() for keyword in call.keywords if keyword.arg}
    try:
        signature.bind(*positional, **keywords)
    except TypeError as error:
        if "missing" in str(error):  # the example may leave out what the reader fills in
            try:
                signature.bind_partial(*positional, **keywords)
            except TypeError as partial:
                pytest.fail(f"{where}: {ast.unparse(call)[:80]}: {partial}")
            return
        pytest.fail(f"{where}: {ast.unparse(call)[:80]}: {error}")


@pytest.mark.parametrize(("where", "code"), examples(), ids=[w for w, _ in examples()])
def test_a_docs_example_imports_and_calls_the_real_api(where: str, code: str) -> None:
    tree = compile(code, where, "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    assert isinstance(tree, ast.Module)
    names = _imports(tree)
    instances = _instances(tree, names)
    defined = {
        n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name):
            known = func.id in names or func.id in defined or hasattr(builtins, func.id)
            assert known, f"{where}: {func.id} is called but never imported"
        target = _callee(func, names, instances)
        if target is not None:
            _check_call(node, target, where)


def test_the_checker_catches_a_keyword_only_argument_given_by_position() -> None:
    code = "from ioa.agent import Agent\nagent = Agent(identity, contexts)\n"
    tree = compile(code, "x", "exec", ast.PyCF_ONLY_AST)
    assert isinstance(tree, ast.Module)
    names = _imports(tree)
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call))
    with pytest.raises(pytest.fail.Exception, match="positional"):
        _check_call(call, names["Agent"], "x")


# -- mypy --strict over every example -------------------------------------------------------

READER: dict[str, tuple[str, str]] = {
    "agent": ("from ioa.agent import Agent", "Agent"),
    "hotel": ("from ioa.agent import Agent", "Agent"),
    "host": ("from ioa.agent import Agent", "Agent"),
    "member": ("from ioa.agent import Agent", "Agent"),
    "requester": ("from ioa.agent import Agent", "Agent"),
    "wholesaler": ("from ioa.agent import Agent", "Agent"),
    "quote": ("from typing import Any", "dict[str, Any]"),
    "master_agent": ("from ioa.agent import Agent", "Agent"),
    "addresses": ("from collections.abc import Mapping", "Mapping[str, tuple[str, int]]"),
    "identity": ("from l9_snl.identity import AgentIdentity", "AgentIdentity"),
    "traveller_identity": ("from l9_snl.identity import AgentIdentity", "AgentIdentity"),
    "contexts": ("from contexts import SharedContext", "list[SharedContext]"),
    "travel_v20": ("from contexts import SharedContext", "SharedContext"),
    "travel_v21": ("from contexts import SharedContext", "SharedContext"),
    "tools": ("from typing import Any", "list[dict[str, Any]]"),
    "route": ("from typing import Any", "dict[str, Any]"),
    "hotel_jwk": ("from typing import Any", "dict[str, Any]"),
    "client": ("from authority.client import AuthorityClient", "AuthorityClient"),
    "trust": ("from authority.federation import TrustMap", "TrustMap"),
    "urns": ("", "list[str]"),
    "root_bytes": ("", "bytes"),
    "find_a_hotel": ("from ioa.master import Work", "Work"),
    "http": ("import aiohttp", "aiohttp.ClientSession"),
    "master_key": ("from joserfc.jwk import OKPKey", "OKPKey"),
    "issuer_keys": ("from authority.authz.tokens import IssuerKeys", "IssuerKeys"),
    "master_public_key": ("from authority.authz.jose import PublicKey", "PublicKey"),
}
"""What an example leaves to the reader (its free names), with the type the reader's own
value has: each example is type-checked as if the reader had them."""


PENDING: dict[str, str] = {}
"""Examples known to fail the check, each with why: allowed to fail, not required to."""


def _free_names(tree: ast.Module) -> set[str]:
    """Names an example reads but never binds (imports, assignments, defs, `as` targets)."""
    bound: set[str] = set()
    read: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return read - bound - set(dir(builtins))


def typed_module(where: str, code: str) -> str:
    """An example as a module mypy can check: the reader's names declared with their
    types, the example the body of an `async def` (it may `await` at top level)."""
    tree = compile(code, where, "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    assert isinstance(tree, ast.Module)
    free = sorted(_free_names(tree))
    unknown = [name for name in free if name not in READER]
    assert not unknown, f"{where}: {unknown} used but never imported or bound (or add to READER)"
    imports = sorted({READER[name][0] for name in free} - {""})
    declared = [f"{name}: {READER[name][1]}" for name in free]
    body = textwrap.indent(code, "    ")
    return "\n".join([*imports, *declared, "", "", "async def _example() -> None:", body, ""])


def test_every_docs_example_passes_mypy_strict(tmp_path: Path) -> None:
    """The examples are what users copy: a `str` where a `Path` is typed, a name never
    imported or a wrong keyword fails here, as `mypy --strict` on the user's code would."""
    readme = (DOCS.parent / "README.md").read_text()
    run_in_readme = [(f"README.md#{n}", c) for n, c in enumerate(BLOCK.findall(readme), 1)]
    files = []
    for number, (where, code) in enumerate(examples() + run_in_readme):
        path = tmp_path / f"example_{number:02d}_{re.sub(r'[^a-z0-9]+', '_', where)}.py"
        path.write_text(typed_module(where, code))
        files.append((where, path))
    done = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--show-error-codes",
         *(str(path) for _, path in files)],
        capture_output=True, text=True, cwd=DOCS.parent, timeout=600, check=False,
    )  # fmt: skip
    names = {path.name: where for where, path in files}
    report = [
        (names.get(line.split(":", 1)[0].rsplit("/", 1)[-1], "?"), line)
        for line in done.stdout.splitlines()
    ]
    failing = [f"{where}: {line}" for where, line in report if where not in PENDING]
    assert not failing, "\n".join(failing)
    assert done.returncode == 0 or {where for where, _ in report} <= set(PENDING), done.stderr


def test_the_mypy_check_catches_a_wrong_argument_type(tmp_path: Path) -> None:
    code = 'from ioa.agent import Agent\n\nagent = Agent(identity, contexts="urn:x:v1.0")\n'
    path = tmp_path / "bad.py"
    path.write_text(typed_module("bad", code))
    done = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "mypy", "--strict", str(path)],
        capture_output=True, text=True, cwd=DOCS.parent, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 1
    assert 'Argument "contexts" to "Agent" has incompatible type "str"' in done.stdout
