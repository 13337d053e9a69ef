"""The `ioa` command itself: lazy start-up, `python -m ioa`, `tls init`'s refusals."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_demo import run

from ioa import cli


def test_version_and_help_import_no_command_module() -> None:
    probe = (
        "import sys, contextlib, io\n"
        "from ioa.cli import main, COMMANDS\n"
        "for argv in (['--version'], ['--help']):\n"
        "    with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
        "        main(argv)\n"
        "print(sorted(m for m in {e[1] for e in COMMANDS.values()} | {'ioa.demo'} "
        "if m in sys.modules))\n"
    )
    done = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert json.loads(done.stdout.replace("'", '"')) == []


def test_a_command_imports_its_own_module_only() -> None:
    parser = cli.build_parser(["adol", "listing", "x.json"])
    args = parser.parse_args(["adol", "listing", "x.json"])
    assert args.command == "adol"
    with pytest.raises(SystemExit):  # the stubs of the others take no arguments
        parser.parse_args(["agent", "serve", "x.toml"])


def test_the_listed_help_of_each_command_is_its_modules() -> None:
    full = cli.build_parser()  # every module imported
    [action] = [a for a in full._actions if isinstance(a, argparse._SubParsersAction)]
    helps = {choice.dest: choice.help for choice in action._choices_actions}
    for name, (text, *_rest) in cli.COMMANDS.items():
        assert helps[name] == text, name


def test_python_dash_m_ioa_is_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ioa", "--version"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.startswith("ioa-stack ")


def test_tls_init_never_overwrites_a_ca_and_refuses_a_validity_that_is_not_positive(
    tmp_path: Path,
) -> None:
    for days in ("0", "-1"):
        target = tmp_path / f"pki{days}"
        status, out = run(["tls", "init", str(target), "--days", days])
        assert status == 2
        assert "at least one day" in out
        assert not target.exists()  # nothing written, not even the directory
    target = tmp_path / "pki"
    assert run(["tls", "init", str(target)])[0] == 0
    ca = (target / "ca.pem").read_bytes()
    status, out = run(["tls", "init", str(target)])
    assert status == 2
    assert "ca.pem exists" in out
    assert (target / "ca.pem").read_bytes() == ca
    assert run(["tls", "init", str(target), "--force"])[0] == 0
    assert (target / "ca.pem").read_bytes() != ca
