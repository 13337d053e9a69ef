"""The event loop the `ioa` CLI and `Agent.run` run on: uvloop when installed, else asyncio.

uvloop (the `fast` extra) makes asyncio's networking several times faster here
(docs/transport.md); it is used when importable unless asyncio is asked for: the
`loop` argument, or `[transport] event_loop` in an agent's config file
(`IOA_TRANSPORT__EVENT_LOOP=asyncio`). The transport logs the loop it runs on once.
"""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Coroutine
from typing import Any, Literal, TypeVar

T = TypeVar("T")
LoopChoice = Literal["auto", "uvloop", "asyncio"]
LOOP_CHOICES: tuple[LoopChoice, ...] = ("auto", "uvloop", "asyncio")

CLIENT_CA_LOOP: LoopChoice = "asyncio"
"""What "auto" means for a server that asks for client certificates: uvloop closes a
connection it refused for want of one without the TLS alert that tells the client why
(asyncio sends it), so such servers (`ioa agent serve` and `ioa gateway` with a client CA)
stay on asyncio."""


def loop_factory(choice: LoopChoice = "auto") -> Any | None:  # noqa: ANN401 - uvloop's factory
    """Uvloop's `new_event_loop` for "uvloop", and for "auto" when installed; else None.

    None means asyncio's own loop. "uvloop" when it is not installed is an ImportError
    that says how to install it; anything but the three choices, a ValueError.
    """
    if choice not in LOOP_CHOICES:
        msg = f"event loop: {choice!r} is not one of {', '.join(LOOP_CHOICES)}"
        raise ValueError(msg)
    if choice == "asyncio":
        return None
    try:
        uvloop = importlib.import_module("uvloop")
    except ImportError as error:
        if choice == "uvloop":
            msg = f"event loop uvloop: {error} (pip install 'ioa-stack[fast]')"
            raise ImportError(msg) from error
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T], *, loop: LoopChoice = "auto") -> T:
    """Run `main` to completion on a new event loop of the kind `loop` asks (see module)."""
    with asyncio.Runner(loop_factory=loop_factory(loop)) as runner:
        return runner.run(main)
