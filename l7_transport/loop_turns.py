"""The turns of a server's event loop: `OpeningTurns` driven by the running loop.

Mixed into `l7_transport.http2.Http2Server` and `l7_transport.http3.Http3Server`: a
connection says when its source opened a stream (`opened`) and, past the source's share,
waits for a later turn (`wait_turn`); a turn ends once the loop has gone round (one
`call_soon` a turn, while anyone waits or anything was opened). The counts are
`l7_transport.turns`'s, sans-I/O.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from l7_transport.turns import OpeningTurns

logger = logging.getLogger("l7_transport.turns")


class LoopTurns:
    """A server's stream openings per source and loop turn (see the module docstring)."""

    turns: OpeningTurns
    """Stream openings per source address and event-loop turn (set by the server)."""
    _turn_due: bool = False

    def wait_turn(self, source: str, resume: Callable[[], None]) -> None:
        """`resume` is called once `source` may open streams again (a later loop turn)."""
        if self.turns.wait(source, resume):
            self._end_turn_soon()

    def opened(self, source: str) -> None:
        """`source` opened a stream: counted in this turn, which ends once the loop goes round."""
        if self.turns.opened(source):
            self._end_turn_soon()

    def _end_turn_soon(self) -> None:
        if not self._turn_due:
            self._turn_due = True
            asyncio.get_running_loop().call_soon(self._next_turn)

    def _next_turn(self) -> None:
        self._turn_due = False
        try:
            self.turns.next_turn()
        except Exception:
            logger.exception("unexpected error resuming a connection's reading")
        finally:
            if self.turns.waiting:
                self._end_turn_soon()


__all__ = ["LoopTurns"]
