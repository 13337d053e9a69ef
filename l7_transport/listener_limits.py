"""The limits of the project's HTTP listeners other than the agent's own, and their accept loop.

The MCP proxy, the A2A bridge and the Schema Authority are served by uvicorn,
hypercorn and aiohttp, none of which bounds the connections it holds (uvicorn's
`limit_concurrency` answers 503 once a request has come, and counts the
connections that never send one). Each is given the agent's own accept loop
(`TcpListener`): a connection is counted against a `ConnectionGate` (in total and
per source address) the moment it is accepted, before any TLS, and one over a cap
is closed at once with one log line naming its address, the listener and the cap. The deadlines
(`header_timeout`, `keep_alive_timeout`) are set on each server, the way it can
take them (its driver says how).
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Final

from l7_transport.bounds import MANY, ConfigBounds, Count, seconds
from l7_transport.listener import Admission, TcpListener
from l7_transport.serving import ConnectionGate

MAX_CONNECTIONS: Final = 512
"""Connections served at once by default (well under the common 1,024 descriptors a process)."""
MAX_CONNECTIONS_PER_ADDRESS: Final = 128
"""Connections served at once from one source address by default (an HTTP client's pool
opens up to 100: httpx's default)."""
HEADER_TIMEOUT: Final = 10.0
"""Seconds by default for a request's headers to come, from the accept or the last response."""
BODY_TIMEOUT: Final = 30.0
"""Seconds by default for a request's body to come after its headers (the bridges' own)."""
KEEP_ALIVE_TIMEOUT: Final = 5.0
"""Seconds by default a connection may wait for its next request with nothing of it come
(uvicorn's and hypercorn's own default)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ListenerLimits:
    """What an HTTP listener admits: connections at once, and how long it waits for requests.

    The names are those of `TransportConfig` where they mean the same (the caps).
    """

    max_connections: int = MAX_CONNECTIONS
    """Connections served at once; a new one beyond is closed at its accept (and logged)."""
    max_connections_per_address: int = MAX_CONNECTIONS_PER_ADDRESS
    """Connections served at once from one source address (IPv6: its /64); beyond, the same."""
    header_timeout: float = HEADER_TIMEOUT
    """A connection whose request's headers have not all come this long after its accept
    (its TLS handshake included) or its last response is closed: a client that sends
    them a byte at a time (a slowloris) holds a connection this long at most."""
    keep_alive_timeout: float = KEEP_ALIVE_TIMEOUT
    """A connection with no request under way, of which nothing of a next request has come
    this long after its accept or its last response, is closed."""
    body_timeout: float = BODY_TIMEOUT
    """A request whose body has not all come this long after its headers is refused (the
    authority's listeners close its connection; the MCP proxy answers 408; the A2A bridge's
    guard holds its bodies to this default)."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "max_connections": Count(1, MANY),
            "max_connections_per_address": Count(1, MANY),
            "header_timeout": seconds(),
            "keep_alive_timeout": seconds(),
            "body_timeout": seconds(),
        }
    )
    """Each field's range (`l7_transport.bounds`): counts whole numbers (a float or a bool
    was taken, 1e18 timeouts too), seconds finite, within a day."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)

    @property
    def waiting_timeout(self) -> float:
        """The one timer of a server that has one for both deadlines (hypercorn, aiohttp).

        Their keep-alive timer runs from the accept or the last response and is not put
        off by bytes that come meanwhile: set to the smaller deadline, it closes an idle
        connection and a slowloris alike, each no later than its own deadline says.
        """
        return min(self.header_timeout, self.keep_alive_timeout)

    def gate(self) -> ConnectionGate:
        """A new gate with these caps."""
        return ConnectionGate(
            total=self.max_connections, per_address=self.max_connections_per_address
        )


class CountedProtocol(asyncio.Protocol):
    """A server's protocol, its connection's `Admission` released when the connection ends.

    For a server whose protocol cannot be told (aiohttp's has `__slots__`): every call
    is passed on as it came.
    """

    def __init__(self, protocol: asyncio.Protocol, admission: Admission) -> None:
        self.protocol = protocol
        self._admission = admission

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """Passed on."""
        self.protocol.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        """Passed on."""
        self.protocol.data_received(data)

    def eof_received(self) -> bool | None:
        """Passed on."""
        return self.protocol.eof_received()

    def pause_writing(self) -> None:
        """Passed on."""
        self.protocol.pause_writing()

    def resume_writing(self) -> None:
        """Passed on."""
        self.protocol.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        """Passed on; the connection no longer counts."""
        try:
            self.protocol.connection_lost(exc)
        finally:
            self._admission.release()


def gated_listener(
    limits: ListenerLimits,
    factory: Callable[[Admission], asyncio.Protocol],
    *,
    ssl_context: ssl.SSLContext | None = None,
    name: str | None = None,
) -> TcpListener:
    """An accept loop with `limits`' caps; `factory` makes an admitted connection's protocol.

    The protocol releases its `Admission` when its connection ends (a connection whose
    TLS handshake fails is released here); the handshake has `header_timeout`. `name`
    ("mcp-proxy") says which listener refused a connection, with its address, in the log.
    """
    gate = limits.gate()

    def faulted() -> None:
        gate.faulted += 1

    return TcpListener(
        gate,
        factory,
        ssl_context=ssl_context,
        handshake_timeout=limits.header_timeout,
        on_fault=faulted,
        name=name,
    )


__all__ = [
    "BODY_TIMEOUT",
    "HEADER_TIMEOUT",
    "KEEP_ALIVE_TIMEOUT",
    "MAX_CONNECTIONS",
    "MAX_CONNECTIONS_PER_ADDRESS",
    "CountedProtocol",
    "ListenerLimits",
    "gated_listener",
]
