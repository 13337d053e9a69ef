"""ChildProcesses (ioa/demos/processes.py): ending children reports the status they really had.

The race these tests pin down: a child that dies while the parent is about to end it is a
zombie for a moment, and asyncio's child watcher (a thread blocked in `waitpid`, or a pidfd
callback on the loop) has not reaped it yet. If ending it polls it (`Process.kill()` does,
through `Popen.send_signal`), the poll reaps it, and the watcher, finding nothing, reports 255.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from ioa.demos.processes import ChildProcesses

WAITER = """\
import sys, time
print('{"event": "ready"}', flush=True)
time.sleep(120)
"""


def _state(pid: int) -> str | None:
    """The one-letter state /proc shows for `pid`, None once it is reaped."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return None
    return text.rsplit(")", 1)[1].split()[0]


pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads process states from /proc (Linux)"
)


@pytest.fixture
def waiter(tmp_path, monkeypatch):
    """A module `waiter` importable by the children: it reports `ready`, then sleeps."""
    (tmp_path / "waiter.py").write_text(WAITER)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    return "waiter"


@pytest.fixture
def held_watcher(monkeypatch):
    """Hold back a child-watcher thread's `waitpid` until the event is set (the main thread's
    calls go through): the window between a child's death and its reaping, made wide."""
    release = threading.Event()
    real = os.waitpid

    def waitpid(pid: int, options: int) -> tuple[int, int]:
        if threading.current_thread() is not threading.main_thread():
            release.wait(60)
        return real(pid, options)

    monkeypatch.setattr(os, "waitpid", waitpid)
    yield release
    release.set()


async def test_a_child_that_died_unreaped_is_reported_with_its_own_status(
    tmp_path, waiter, held_watcher
):
    async with ChildProcesses(tmp_path) as children:
        child = await children.start("waiter", waiter)
        await child.expect("ready", 30)
        os.kill(child.pid, signal.SIGKILL)  # it dies on its own, as far as the parent knows
        deadline = time.monotonic() + 30
        while _state(child.pid) != "Z":  # the loop does not run: nothing reaps it meanwhile
            assert time.monotonic() < deadline, f"{child.pid} never became a zombie"
            time.sleep(0.01)  # noqa: ASYNC251 - the loop must not run: it would reap it
        ending = asyncio.create_task(children.__aexit__(None, None, None))
        await asyncio.sleep(0)  # its kills are sent before its first await
        held_watcher.set()
        await ending
    assert child.returncode == -signal.SIGKILL
    assert _state(child.pid) is None


async def test_ending_a_running_child_kills_it_once_and_reaps_it(tmp_path, waiter):
    async with ChildProcesses(tmp_path) as children:
        child = await children.start("waiter", waiter)
        await child.expect("ready", 30)
        assert child.returncode is None
    assert child.returncode == -signal.SIGKILL
    assert _state(child.pid) is None


@pytest.mark.usefixtures("waiter")  # the children's PYTHONPATH
async def test_a_child_that_ended_is_left_with_its_exit_status(tmp_path):
    (tmp_path / "quits.py").write_text("raise SystemExit(3)\n")
    async with ChildProcesses(tmp_path) as children:
        child = await children.start("quits", "quits")
        assert await child.finished(30) == 3
    assert child.returncode == 3
