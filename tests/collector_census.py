"""What a scenario leaves to Python's cyclic collector: the project's objects in cycles.

A server runs all day: whatever each session, connection or failure leaves in reference
cycles waits for the collector, whose passes grow with it. `census()` runs a scenario
with the collector off and every object it would have freed kept (`gc.DEBUG_SAVEALL`);
`left()` names the project's classes among them.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

OURS = ("l7_transport", "l8_comm", "l9_snl", "ioa", "contexts", "authority")

QUIC_CONNECTION = ("l7_transport.h3quic.", "l7_transport.h3reorder.")
"""What an HTTP/3 connection leaves in cycles: aioquic's connection refers to itself (its
loss recovery, frame handlers, TLS and crypto callbacks are its bound methods), and its
class, congestion control, count of data out of order and stopped streams' receivers are
ours. The driver, its sessions and its tables are not (an HTTP/2 connection leaves
nothing)."""


@contextlib.contextmanager
def census() -> Iterator[None]:
    """The collector off, and what it would free kept in `gc.garbage` (read by `left`)."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def left(kept: tuple[str, ...] = ()) -> list[str]:
    """The project's classes in cycles now (after a collection), those of `kept` left out."""
    gc.collect()
    return sorted(
        {
            name
            for thing in gc.garbage
            if type(thing).__module__.startswith(OURS)
            and not (name := f"{type(thing).__module__}.{type(thing).__qualname__}").startswith(
                kept
            )
        }
    )
