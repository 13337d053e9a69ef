"""How a gateway's link to its agent accounts for connections that end (ioa.gateway.links)."""

from __future__ import annotations

import asyncio

from ioa.gateway.links import Upstream, UpstreamLink


class _Connection:
    """What `UpstreamLink` reads of a connection to the agent."""

    def __init__(self) -> None:
        self.closed = False  # gone, or going: the agent said GOAWAY
        self.open: list[str] = []
        self.sessions_cut = 0

    def sessions(self) -> list[str]:
        return list(self.open)


def _link_with(connection: _Connection) -> UpstreamLink:
    link = UpstreamLink(Upstream("127.0.0.1", 1))
    link.clients.append(connection)  # type: ignore[arg-type]
    link._cut_before[connection] = 0  # type: ignore[index]
    return link


async def test_a_draining_connection_is_accounted_once_its_sessions_end():
    """GOAWAY NO_ERROR with a session still finishing: out of the pool at once, and a
    session cut before the drain ends is a failure, not an idle close."""
    loop = asyncio.get_running_loop()
    connection = _Connection()
    link = _link_with(connection)
    connection.open, connection.closed = ["kept"], True
    link._account(loop)
    assert connection not in link.clients  # no new session goes on it
    assert (link.idle_closes, link.failures) == (0, 0)  # not accounted while it drains
    connection.open, connection.sessions_cut = [], 1  # the agent closed under that session
    link._account(loop)
    assert (link.idle_closes, link.failures) == (0, 1)


async def test_a_drain_that_finishes_its_sessions_is_an_idle_close():
    loop = asyncio.get_running_loop()
    connection = _Connection()
    link = _link_with(connection)
    connection.open, connection.closed = ["kept"], True
    link._account(loop)
    connection.open = []
    link._account(loop)
    link._account(loop)
    assert (link.idle_closes, link.failures) == (1, 0)


async def test_closing_the_link_closes_the_connections_still_draining():
    loop = asyncio.get_running_loop()
    connection = _Connection()
    closed: list[_Connection] = []

    async def close() -> None:
        closed.append(connection)

    connection.close = close  # type: ignore[attr-defined]
    link = _link_with(connection)
    connection.open, connection.closed = ["kept"], True
    link._account(loop)
    await link.close()
    assert closed == [connection]
