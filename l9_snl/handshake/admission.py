"""Admission of handshakes under way at a responder: a bound on sessions not locked yet.

A full HELLO proves nothing (the initiator signs only its LOCK), yet it costs the
responder a SELECT (canonical JSON, a key exchange, a signature) and a session held
until the LOCK or the handshake timeout, ~24 KiB. Unbounded, thousands of HELLOs
that never lock filled memory and held the event loop for seconds (an outside
attack, stop 23). `HandshakeGate` counts them: in total, per connection and per
source address; counts only, sans-I/O.

Over the total, the oldest handshake of the source (address, or certificate) with the
most under way is displaced: a flood from several addresses displaces its own before a
lone honest handshake, whatever its round trip. Over a connection's or an address's
share, the new one is refused, before any work is done for it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from l7_transport.turns import address_key


@dataclass(eq=False, slots=True)
class PendingHandshake:
    """One handshake under way, as the gate counts it."""

    connection: str | None
    """The connection it came on (a label: protocol and remote address); None: not counted."""
    address: str | None
    """The source address it counts against; None: not counted per address."""
    source: str
    """Who it is from, for displacement: its address, or the certificate that vouches."""
    displace: Callable[[], None] = field(repr=False)
    """Called once if the gate displaces it for a newer one (the driver ends it)."""


class HandshakeGate:
    """The caps on handshakes under way at one responder (see the module)."""

    def __init__(self, *, total: int, per_connection: int, per_address: int) -> None:
        for name, value in (
            ("total", total),
            ("per_connection", per_connection),
            ("per_address", per_address),
        ):
            if value < 1:
                msg = f"{name} = {value}: at least 1"
                raise ValueError(msg)
        self.total = total
        self.per_connection = per_connection
        self.per_address = per_address
        self._pending: dict[PendingHandshake, None] = {}
        self._by_source: dict[str, dict[PendingHandshake, None]] = {}  # each oldest first
        self._by_connection: Counter[str] = Counter()
        self._by_address: Counter[str] = Counter()
        self.refused = 0
        """Handshakes refused since the start (a connection's or an address's share full)."""
        self.displaced = 0
        """Handshakes displaced since the start (the total full)."""

    @property
    def pending(self) -> int:
        """Handshakes under way now."""
        return len(self._pending)

    def admit(
        self,
        connection: str | None,
        address: str | None,
        displace: Callable[[], None],
        *,
        source: str | None = None,
    ) -> PendingHandshake | str:
        """Count a new handshake: its entry (release it once locked or failed), or why not.

        Refused when its connection or its address has its share under way (None: not
        counted there). Admitted otherwise; when the total is reached, the oldest
        handshake of the source with the most under way is displaced (its `displace`
        called): a flood displaces its own before a lone honest handshake, however
        slowly that one's round trip goes. `source`: who it is from (default: the
        address, else the connection).
        """
        if connection is not None and self._by_connection[connection] >= self.per_connection:
            self.refused += 1
            return (
                f"{self.per_connection} handshakes are under way on this connection; "
                "lock one before starting another"
            )
        if address is not None and self._by_address[address] >= self.per_address:
            self.refused += 1
            return f"{self.per_address} handshakes from {address} are under way"
        while len(self._pending) >= self.total:
            heaviest = max(self._by_source.values(), key=len)
            oldest = next(iter(heaviest))
            self.release(oldest)
            self.displaced += 1
            oldest.displace()
        who = source or address or connection or "anonymous"
        entry = PendingHandshake(connection, address, who, displace)
        self._pending[entry] = None
        self._by_source.setdefault(who, {})[entry] = None
        if connection is not None:
            self._by_connection[connection] += 1
        if address is not None:
            self._by_address[address] += 1
        return entry

    def release(self, entry: PendingHandshake) -> None:
        """The handshake locked, failed or was displaced (a second release does nothing)."""
        if self._pending.pop(entry, False) is False:  # not (or no longer) counted
            return
        same = self._by_source[entry.source]
        del same[entry]
        if not same:
            del self._by_source[entry.source]
        if entry.connection is not None:
            _uncount(self._by_connection, entry.connection)
        if entry.address is not None:
            _uncount(self._by_address, entry.address)


def _uncount(counter: Counter[str], key: str) -> None:
    left = counter[key] - 1
    if left > 0:
        counter[key] = left
    else:
        del counter[key]


__all__ = ["HandshakeGate", "PendingHandshake", "address_key"]
