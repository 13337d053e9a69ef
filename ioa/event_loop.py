"""The event loop the `ioa` CLI and `Agent.run` run on, and its servers' cyclic collector.

The loop is uvloop when installed, else asyncio. uvloop (the `fast` extra) makes
asyncio's networking several times faster here (docs/transport.md); it is used when
importable unless asyncio is asked for: the `loop` argument, or `[transport] event_loop`
in an agent's config file (`IOA_TRANSPORT__EVENT_LOOP=asyncio`). The transport logs the
loop it runs on once. `settle_collector` sets Python's cyclic collector for a
long-running server.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import logging
from collections.abc import Coroutine
from typing import Any, Final, Literal, TypeVar

logger = logging.getLogger(__name__)

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


SERVER_COLLECTOR_THRESHOLD: Final = 10_000
"""Net allocations of container objects between two passes of the cyclic collector over its
youngest generation, in a server that `settle_collector` set (Python's default: 700)."""


def settle_collector(threshold: int = SERVER_COLLECTOR_THRESHOLD) -> int:
    """Set the cyclic collector for a long-running server, once it is set up; objects frozen.

    A session leaves no reference cycle when it ends (reference counting frees it), so
    the collector's passes over the objects of the sessions in flight find nothing: at
    Python's default threshold (700) they ran several times per batch of 16 handshakes,
    and each full pass walked the whole heap (~60,000 objects of code, contexts and
    policies: 20-40 ms here). This collects once, freezes what is alive (`gc.freeze`: no
    pass walks it again), and sets the youngest generation's threshold to `threshold`.
    `ioa agent serve`, `ioa gateway` and `ioa authority serve` call it once listening
    (docs/transport.md, "A session that ends leaves nothing for the cyclic collector");
    a program of its own may too, once.
    Returns how many objects were frozen.
    """
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(threshold, older, oldest)
    frozen = gc.get_freeze_count()
    logger.info("cyclic collector: %d objects frozen, threshold %d", frozen, threshold)
    return frozen


def run(main: Coroutine[Any, Any, T], *, loop: LoopChoice = "auto") -> T:
    """Run `main` to completion on a new event loop of the kind `loop` asks (see module)."""
    with asyncio.Runner(loop_factory=loop_factory(loop)) as runner:
        return runner.run(main)
