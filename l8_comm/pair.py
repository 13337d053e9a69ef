"""Endpoints joined in memory, for tests and demos: bytes move when you call `pump`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from l8_comm.config import EndpointConfig
from l8_comm.endpoint import Endpoint
from l8_comm.events import Event
from l8_comm.identifiers import RandomSource


@dataclass(frozen=True, kw_only=True, slots=True)
class Delivery:
    """One event, and the endpoint that reported it."""

    owner: str
    """The agent whose endpoint reported the event."""
    peer: str
    """The agent at the other end of that endpoint's session."""
    event: Event
    """What happened."""


EndpointFactory = Callable[[str, str], Endpoint]


class MemoryNetwork:
    """A mesh of in-memory sessions between named agents.

    `link(a, b)` creates a session: an endpoint for `a` facing `b` and one
    for `b` facing `a`. `pump` moves queued bytes over every session until
    none are left and returns the events they caused, in order.
    """

    def __init__(
        self,
        *,
        config: EndpointConfig | None = None,
        rng: RandomSource | None = None,
        now: float = 0.0,
    ) -> None:
        self.config = config
        """The configuration every new endpoint gets."""
        self.now = now
        """The time passed to endpoints when `pump` is not given one."""
        self._rng = rng
        self._endpoints: dict[tuple[str, str], Endpoint] = {}

    def link(self, a: str, b: str) -> tuple[Endpoint, Endpoint]:
        """Join `a` and `b` by a new session; return (a's endpoint, b's endpoint)."""
        if (a, b) in self._endpoints:
            msg = f"{a} and {b} are already linked"
            raise ValueError(msg)
        for owner, peer in ((a, b), (b, a)):
            kwargs: dict[str, object] = {}
            if self._rng is not None:
                kwargs["rng"] = self._rng
            self._endpoints[(owner, peer)] = Endpoint(
                owner,
                peer_id=peer,
                config=self.config,
                now=self.now,
                **kwargs,  # type: ignore[arg-type]
            )
        return self._endpoints[(a, b)], self._endpoints[(b, a)]

    def endpoint(self, owner: str, peer: str) -> Endpoint:
        """`owner`'s endpoint on its session with `peer`."""
        return self._endpoints[(owner, peer)]

    def endpoints_of(self, owner: str) -> dict[str, Endpoint]:
        """Peer id to `owner`'s endpoint, for every session `owner` has."""
        return {peer: ep for (o, peer), ep in self._endpoints.items() if o == owner}

    def pump(self, now: float | None = None, *, max_rounds: int = 10_000) -> list[Delivery]:
        """Deliver queued bytes until every session is quiet; return the events, in order."""
        when = self.now if now is None else now
        self.now = when
        deliveries: list[Delivery] = []
        for _ in range(max_rounds):
            moved = False
            for (owner, peer), endpoint in list(self._endpoints.items()):
                data = endpoint.data_to_send()
                if not data:
                    continue
                moved = True
                receiver = self._endpoints[(peer, owner)]
                deliveries.extend(
                    Delivery(owner=peer, peer=owner, event=event)
                    for event in receiver.receive_data(data, when)
                )
            if not moved:
                return deliveries
        msg = f"the network was still busy after {max_rounds} rounds"
        raise RuntimeError(msg)

    def advance(self, now: float) -> list[Delivery]:
        """Move time to `now`: fire every due timer, then pump."""
        self.now = now
        deliveries: list[Delivery] = []
        for (owner, peer), endpoint in self._endpoints.items():
            deliveries.extend(
                Delivery(owner=owner, peer=peer, event=event)
                for event in endpoint.handle_timer(now)
            )
        deliveries.extend(self.pump(now))
        return deliveries


def endpoint_pair(
    a: str,
    b: str,
    *,
    config: EndpointConfig | None = None,
    rng: RandomSource | None = None,
    now: float = 0.0,
) -> tuple[MemoryNetwork, Endpoint, Endpoint]:
    """Two agents joined by one in-memory session: (network, a's endpoint, b's endpoint)."""
    network = MemoryNetwork(config=config, rng=rng, now=now)
    left, right = network.link(a, b)
    return network, left, right
