"""What the MCP proxy's tests share: starting a server that announces its URL on stderr."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def serving(command: list[str]) -> tuple[subprocess.Popen[str], str]:
    """Start an HTTP-serving subprocess and read the URL it announces (`serving MCP at URL`)."""
    process = subprocess.Popen(  # noqa: S603 - our interpreter and scripts
        command,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    for line in process.stderr:
        if "serving MCP at " in line:
            return process, line.rsplit(" ", 1)[1].strip()
    process.wait()
    pytest.fail(f"{command} exited ({process.returncode}) before serving")


def stop(process: subprocess.Popen[str]) -> None:
    """End a server started by `serving` (it ends its upstream processes in turn)."""
    process.terminate()
    process.wait(timeout=30)
