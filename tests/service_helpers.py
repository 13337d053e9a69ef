"""`ioa` services (`agent serve`, `gateway`) in child processes, for the tests that run them."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from test_demo import run

from l7_transport.tls import DevPki


@contextlib.asynccontextmanager
async def ioa_service(*args: str) -> AsyncIterator[tuple[asyncio.subprocess.Process, str]]:
    """`python -m ioa.cli ARGS` in a child process: yields it and its first line on stdout.

    Stopped with SIGTERM at the end, within a bounded wait; it must exit 0.
    """
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "ioa.cli",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        async with asyncio.timeout(20):
            line = (await process.stdout.readline()).decode()
        yield process, line
    finally:
        if process.returncode is None:  # (not `send_signal`: its poll could reap it unseen)
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGTERM)
        async with asyncio.timeout(20):
            status = await process.wait()
    assert status == 0


def port_of(line: str, after: str) -> int:
    """The port in a start line: `<after>HOST:PORT...` (`listening on 127.0.0.1:8443, ...`)."""
    assert after in line, line
    where = line.split(after, 1)[1].split(maxsplit=1)[0].rstrip(",;")
    return int(where.rpartition(":")[2])


async def logged(process: asyncio.subprocess.Process) -> list[dict[str, Any]]:
    """The JSON log lines a stopped service wrote on stderr."""
    assert process.stderr is not None
    return [json.loads(line) for line in (await process.stderr.read()).decode().splitlines()]


def tls_init(folder: Path, *clients: str) -> DevPki:
    """The files `ioa tls init FOLDER --client NAME...` writes, as a `DevPki`."""
    options = [option for name in clients for option in ("--client", name)]
    status, out = run(["tls", "init", str(folder), *options, "--json"])
    assert status == 0, out
    made = json.loads(out)
    return DevPki(
        ca_cert=Path(made["ca_cert"]),
        ca_key=Path(made["ca_key"]),
        server_cert=Path(made["server_cert"]),
        server_key=Path(made["server_key"]),
        client_certs={n: (Path(c), Path(k)) for n, (c, k) in made["clients"].items()},
    )
