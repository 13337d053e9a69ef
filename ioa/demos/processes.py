"""Child processes that report what they do as JSON lines on stdout, for the demos' parents.

`async with ChildProcesses(folder) as children:` starts Python modules as
processes (`await children.start(name, module, *args)`), reads each one's
stdout line by line as it comes (one JSON object a line, kept in
`Child.lines`), waits for a line or for the end with a bounded timeout, and on
leaving the block, however it is left, kills every child still running and
reaps it. A child's stderr goes to a file in `folder`, shown when it fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

import orjson

REAP_WAIT: Final = 30.0
"""Seconds to wait for a killed child to be reaped (a SIGKILL is not refused)."""


class ChildFailedError(RuntimeError):
    """A child ended, or went quiet, before it reported what was waited for."""


class Child:
    """One child process: its name, its reports so far, its stderr file."""

    def __init__(
        self,
        name: str,
        process: asyncio.subprocess.Process,
        stderr: Path,
        on_line: Callable[[Child, dict[str, Any]], None] | None,
    ) -> None:
        self.name = name
        self.process = process
        self.stderr = stderr
        """Where the child's stderr goes."""
        self.lines: list[dict[str, Any]] = []
        """Every line it reported, parsed, in order (a line that is no JSON object comes as
        `{"event": "unreadable", "text": ...}`)."""
        self._on_line = on_line
        self._killed = False
        self._changed = asyncio.Event()
        self._reader = asyncio.create_task(self._read(), name=f"{name} stdout")

    @property
    def pid(self) -> int:
        """The child's process id."""
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        """Its exit status once it ended and was reaped (negative: the signal that ended it)."""
        return self.process.returncode

    def reported(self, event: str) -> list[dict[str, Any]]:
        """The lines whose `event` is `event`, in order."""
        return [line for line in self.lines if line.get("event") == event]

    async def _read(self) -> None:
        stdout = self.process.stdout
        if stdout is None:
            return
        try:
            while raw := await stdout.readline():
                try:
                    line = orjson.loads(raw)
                except orjson.JSONDecodeError:
                    line = None
                if not isinstance(line, dict):
                    line = {"event": "unreadable", "text": raw.decode(errors="replace").rstrip()}
                self.lines.append(line)
                if self._on_line is not None:
                    self._on_line(self, line)
                self._changed.set()
        finally:
            self._changed.set()

    async def tell(self, line: str) -> None:
        """Write `line` on its stdin, then close it (it was started with `stdin=True`)."""
        pipe = self.process.stdin
        if pipe is None:
            msg = f"{self.name} was started without a stdin to write to"
            raise RuntimeError(msg)
        try:
            pipe.write(line.encode() + b"\n")
            await pipe.drain()
            pipe.close()
            await pipe.wait_closed()
        except (BrokenPipeError, ConnectionResetError) as gone:
            msg = f"{self.name} ended before it read its stdin: {self.tail()}"
            raise ChildFailedError(msg) from gone

    async def expect(self, event: str, seconds: float) -> dict[str, Any]:
        """The first line reporting `event`, once it came.

        `ChildFailedError` if the child ended first, `TimeoutError` after `seconds`.
        """
        async with asyncio.timeout(seconds):
            while True:
                found = self.reported(event)
                if found:
                    return found[0]
                if self._reader.done():
                    msg = f"{self.name} ended before it reported {event!r}: {self.tail()}"
                    raise ChildFailedError(msg)
                self._changed.clear()
                await self._changed.wait()

    async def finished(self, seconds: float) -> int:
        """Its exit status, once it ended and everything it wrote was read.

        `TimeoutError` after `seconds` (it is then still running: `end` kills it).
        """
        async with asyncio.timeout(seconds):
            await asyncio.shield(self._reader)
            return await self.process.wait()

    def tail(self, lines: int = 12) -> str:
        """The end of what it wrote on stderr (for a failure's message)."""
        try:
            text = self.stderr.read_text(errors="replace")
        except OSError:
            return "(no stderr)"
        kept = text.strip().splitlines()[-lines:]
        return " | ".join(kept) if kept else "(nothing on stderr)"

    def kill(self) -> None:
        """Send it SIGKILL unless its end was already seen.

        Not `Process.kill()`: that polls the process first (`Popen.send_signal`), and a
        poll that finds it just ended reaps it behind asyncio's child watcher, which then
        reports 255 whatever the real status was. Sending the signal to a process that
        ended but is not reaped yet does nothing; it is sent once (once reaped, unseen
        for a moment yet, its pid could be another process's).
        """
        if self.process.returncode is None and not self._killed:
            self._killed = True
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.process.pid, signal.SIGKILL)

    async def end(self) -> None:
        """Kill it if it still runs; reap it; stop reading."""
        if self.process.returncode is None:
            self.kill()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.process.wait(), REAP_WAIT)
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader


class ChildProcesses:
    """The children of one run; an async context manager that always ends them."""

    def __init__(
        self, folder: Path, *, on_line: Callable[[Child, dict[str, Any]], None] | None = None
    ) -> None:
        self.folder = folder
        """Where the children's stderr files go."""
        self.children: dict[str, Child] = {}
        """Every child started, by name."""
        self._on_line = on_line

    async def start(self, name: str, module: str, *args: str, stdin: bool = False) -> Child:
        """Start `python -m module args...` (this interpreter) as the child `name`.

        With `stdin`, its stdin is a pipe for `Child.tell`; else it reads nothing there.
        """
        if name in self.children:
            msg = f"there is already a child {name!r}"
            raise ValueError(msg)
        stderr = self.folder / f"{name}.stderr"
        with stderr.open("wb") as sink:  # the child holds its own copy of the descriptor
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                module,
                *args,
                stdin=asyncio.subprocess.PIPE if stdin else asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=sink,
            )
        child = Child(name, process, stderr, self._on_line)
        self.children[name] = child
        return child

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        """Kill every child still running, and reap them all.

        The kills are sent at once, before anything is awaited: a second cancellation
        while reaping cannot leave a child running.
        """
        for child in self.children.values():
            child.kill()
        await asyncio.gather(*(child.end() for child in self.children.values()))


__all__ = ["Child", "ChildFailedError", "ChildProcesses"]
