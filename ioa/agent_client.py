"""The client side of an agent's connections: the URL, the TLS, the session it opens.

`Agent.connect` uses these: `Tls` (certificates to serve with, to present, to
verify the other side), the target of an agent URL, the session stream of a new
connection (with a hint when a server that asks for a client certificate got
none), the A2A bridge for `a2a+` URLs, and the session that owns its connection.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ioa.agent_session import AgentError, AgentSession
from l7_transport import Channel, ConnectError, ConnectionLost
from l7_transport.http2 import Http2Client
from l7_transport.http3 import Http3Client
from l7_transport.tls import client_ssl_context
from l9_snl.aio import LockedSession

if TYPE_CHECKING:
    from ioa.agent import Agent


@dataclass(frozen=True, slots=True)
class Tls:
    """Certificates (PEM files): `cert` and `key` to serve, or to present as a client.

    `ca` verifies the server a client connects to; `client_ca`, when serving, makes
    clients present a certificate from that CA (HTTP/2; a refused one is logged with
    the peer and the reason, and the client reads why from the TLS alert).
    """

    cert: Path | str | None = None
    key: Path | str | None = None
    ca: Path | str | None = None
    client_ca: Path | str | None = None


async def opened_stream(client: Http2Client | Http3Client, tls: Tls | None) -> Channel:
    """The session stream of a new connection.

    When no client certificate was given, a server's TLS refusal for want of one
    (or, where its alert is lost, a connection closed at once over TLS) says what
    to give.
    """
    try:
        return await client.open_session()
    except (ConnectionLost, ConnectError) as error:
        if tls is None or tls.cert is not None or client.session_count:
            raise
        if isinstance(error, ConnectError):
            if "certificate_required" not in error.message:
                raise
            hint = f"{error.message}: give Tls(cert=..., key=...), a client certificate it trusts"
        else:
            hint = (
                f"{error.message}: the server closed the connection before the session "
                "started; if it asks for client certificates (mTLS), give Tls(cert=..., key=...)"
            )
        raise type(error)(error.code, hint, peer=error.peer) from error


async def connect_a2a_url(
    agent: Agent, url: str, *, peer: str, context: str | None, tls: Tls | None
) -> AgentSession:
    """`Agent.connect` to an `a2a+http(s)://` URL: the A2A bridge's session (the `a2a` extra)."""
    try:
        from ioa.bridges.a2a import connect_a2a  # noqa: PLC0415 - only with the a2a extra
    except ImportError as error:
        msg = f"an a2a+ URL needs the `a2a` extra (pip install 'ioa-stack[a2a]'): {error}"
        raise ImportError(msg) from error
    verify = client_ssl_context(tls.ca) if tls is not None and tls.ca else True
    return await connect_a2a(agent, url, peer=peer, context=context, verify=verify)


def agent_target(url: str) -> tuple[str, int, bool]:
    """(host, port, TLS?) of an `https://` or `http://` URL (default ports 443 and 80)."""
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname:
        msg = f"not an agent URL (https://host:port or http://host:port): {url!r}"
        raise ValueError(msg)
    secure = parts.scheme == "https"
    try:
        port = parts.port or (443 if secure else 80)
    except ValueError as error:
        msg = f"not an agent URL: {url!r}: {error}"
        raise ValueError(msg) from error
    return parts.hostname, port, secure


class ClientSession(AgentSession):
    """A session this agent opened: closing it closes its connection too."""

    def __init__(
        self, agent: Agent, locked: LockedSession, client: Http2Client | Http3Client
    ) -> None:
        super().__init__(agent, locked)
        self._client = client
        self._client_closed: asyncio.Task[None] | None = None
        # However the session ends (the peer left, the connection dropped), its
        # connection is closed: nothing else holds it once the session is gone.
        self._task.add_done_callback(lambda _: self._close_client())

    def _close_client(self) -> asyncio.Task[None]:
        if self._client_closed is None:
            self._client_closed = self._task.get_loop().create_task(self._client.close())
        return self._client_closed

    async def close(self) -> AgentError | None:
        """End the session, then close its connection (however the session ended)."""
        try:
            return await super().close()
        finally:  # the connection goes, however the session ended
            await self._close_client()
