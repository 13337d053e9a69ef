"""An in-path attacker on real sockets: a relay that terminates TLS and tampers with frames.

`TamperingRelay` listens for HTTP/2 (TLS or cleartext) on 127.0.0.1, opens a
session stream to the real agent for each peer stream, and relays frames
both ways, each frame through a `Tamper`: a policy that may drop, replay,
reorder, rewrite or inject frames, in the request direction (peer -> agent),
the answer direction (agent -> peer), or both. Every other frame is relayed
byte for byte, as an honest relay would.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field

from ioa.gateway import Relay, Upstream
from l7_transport import Channel
from l7_transport.exceptions import TransportError
from l7_transport.framing import FrameDecoder, encode_frame

REQUEST, ANSWER = "request", "answer"

Match = Callable[[bytes], bool]


def containing(*needles: bytes) -> Match:
    """Frames whose payload contains every one of `needles`."""
    return lambda payload: all(n in payload for n in needles)


@dataclass
class Tamper:
    """What the attacker does to the frames of one direction; by default nothing.

    `attack` is one of drop, replay, reorder, rewrite, inject, truncate, cut; it
    applies to the `times`-th frame (from 1) of `direction` that `match`
    selects. `rewrite` maps a payload to its altered form; `inject` makes
    a forged payload from the matched one (sent before it).
    """

    attack: str = "none"
    direction: str = REQUEST
    match: Match = field(default=lambda _: True)
    times: int = 1
    rewrite: Callable[[bytes], bytes] = field(default=lambda payload: payload)
    inject: Callable[[bytes], bytes] = field(default=lambda payload: payload)
    done: bool = False
    """Whether the attack was carried out (a test checks it did happen)."""
    closing: bool = False
    """Set by `truncate`: the relay ends both streams (END_STREAM, as a clean close)."""
    resetting: bool = False
    """Set by `cut`: the relay resets both streams instead (RST_STREAM)."""
    seen: list[tuple[str, bytes]] = field(default_factory=list)
    """Every frame's (direction, payload) as it came to the relay, in order."""
    _seen: int = 0
    _held: bytes | None = None

    def frames(self, direction: str, payload: bytes) -> list[bytes]:
        """The payloads to relay in place of `payload`."""
        self.seen.append((direction, payload))
        if self._held is not None and direction == self.direction:
            held, self._held = self._held, None
            return [payload, held]  # the held frame after the one that followed it
        if self.done or direction != self.direction or not self.match(payload):
            return [payload]
        self._seen += 1
        if self._seen != self.times:
            return [payload]
        attack = _ATTACKS.get(self.attack)
        if attack is None:
            return [payload]
        self.done = True
        return attack(self, payload)


def _reorder(tamper: Tamper, payload: bytes) -> list[bytes]:
    tamper._held = payload
    return []


def _close(tamper: Tamper, _payload: bytes) -> list[bytes]:
    tamper.closing = True  # drop this frame, then close both streams cleanly
    return []


def _cut(tamper: Tamper, _payload: bytes) -> list[bytes]:
    tamper.closing = tamper.resetting = True  # drop this frame, then reset both streams
    return []


_ATTACKS: dict[str, Callable[[Tamper, bytes], list[bytes]]] = {
    "drop": lambda _t, _p: [],
    "replay": lambda _t, p: [p, p],
    "reorder": _reorder,
    "rewrite": lambda t, p: [t.rewrite(p)],
    "inject": lambda t, p: [t.inject(p), p],
    "truncate": _close,
    "cut": _cut,
}


class TamperingRelay(Relay):
    """An HTTP/2 relay that runs each peer stream's frames through a fresh `Tamper`.

    `tampers` makes the `Tamper` of each new peer stream (the first stream
    gets the first, and so on; streams beyond the list are relayed honestly).
    """

    def __init__(self, upstream: Upstream, tampers: list[Tamper]) -> None:
        super().__init__(upstream)
        self.tampers = list(tampers)
        self.streams = 0

    async def _relay(self, peer: Channel) -> None:
        tamper = self.tampers[self.streams] if self.streams < len(self.tampers) else Tamper()
        self.streams += 1
        agent = await self.open_upstream()
        inbound = asyncio.create_task(self._pump(peer, agent, REQUEST, tamper))
        try:
            await self._pump(agent, peer, ANSWER, tamper)
        finally:
            inbound.cancel()
            with contextlib.suppress(asyncio.CancelledError, TransportError):
                await inbound

    @staticmethod
    async def _pump(source: Channel, sink: Channel, direction: str, tamper: Tamper) -> None:
        frames = FrameDecoder()
        try:
            while data := await source.receive():
                out = [
                    p for payload in frames.feed(data) for p in tamper.frames(direction, payload)
                ]
                if out:
                    await sink.send(b"".join(encode_frame(p) for p in out))
                if tamper.resetting:  # cut: both streams reset, nothing more
                    sink.abort("relay")
                    source.abort("relay")
                    return
                if tamper.closing:  # truncate: a clean end of both streams, nothing more
                    await sink.close()
                    await source.close()
                    return
            await sink.close()
        except TransportError:
            sink.abort("relay")
