"""The proxy as a streamable HTTP server: the socket, the Host and Origin checks, `serve_http`."""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import anyio
from mcp.server.transport_security import TransportSecuritySettings

from ioa.bridges.mcp.proxy import build_server
from ioa.bridges.mcp.upstream import UpstreamCommand
from l7_transport.listener import tcp_socket

logger = logging.getLogger("ioa.bridges.mcp")


def listening_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to (host, port) (port 0: any free port), ready for the HTTP server."""
    sock = tcp_socket(host, port)
    sock.set_inheritable(True)
    return sock


MAX_SESSIONS: Final = 32
"""Handshake-era HTTP sessions served at once by default (each has an upstream process)."""
IDLE_TIMEOUT: Final = 600.0
"""Seconds an HTTP session may go without a request before it ends, by default."""
LOOPBACK_NAMES: Final = ("127.0.0.1", "localhost", "[::1]")
BODY_TIMEOUT: Final = 30.0
"""Seconds a request's body may take to arrive once its headers have (`BodyDeadline`)."""
CONNECTIONS_PER_SESSION: Final = 8
"""Connections (and requests) at once per session allowed, with 16 more: past
`CONNECTIONS_PER_SESSION * max_sessions + 16` uvicorn answers HTTP 503 instead of
accepting without end (a client holding a thousand half-sent requests had run the
proxy out of descriptors and memory)."""


class BodyDeadline:
    """An ASGI app in front of another: a body that stops coming ends its request.

    The SDK reads a POST's body (up to its 4 MiB bound) before anything else checks
    it; a client that sends part and stops held the connection and what it sent for
    ever. Once `seconds` have passed since the request came, a wait for more of its
    body is answered as the client's going (`http.disconnect`), so the request ends
    and uvicorn closes the connection. A response stream (an SSE GET) is not timed:
    only waits while the body is incomplete are.
    """

    def __init__(self, app: Callable[..., Any], seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:  # noqa: ANN401
        """Serve one request, its body's waits timed."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        deadline = anyio.current_time() + self.seconds
        whole = False

        async def timed() -> Any:  # noqa: ANN401 - an ASGI message
            nonlocal whole
            if whole:
                return await receive()
            with anyio.move_on_at(deadline):
                message = await receive()
                whole = message["type"] != "http.request" or not message.get("more_body")
                return message
            logger.info("a request's body did not arrive within %g s: ended", self.seconds)
            whole = True
            return {"type": "http.disconnect"}

        await self.app(scope, timed, send)


def is_loopback(host: str) -> bool:
    """Whether a listen address reaches this machine only (a name other than localhost: no)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def is_wildcard(host: str) -> bool:
    """Whether a listen address is every address of the machine (0.0.0.0, ::)."""
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return False


def host_checks(host: str, allowed: Sequence[str] = ()) -> TransportSecuritySettings:
    """The Host and Origin checks (DNS-rebinding protection) for a listener on `host`.

    A request's Host must be the listen address, one of `allowed`, or, on a loopback
    address, a loopback name; its Origin, when it has one, the same with `http` or
    `https`. A wildcard address (0.0.0.0, ::) is not a name clients use: only `allowed`.
    """
    names = [] if is_wildcard(host) else [f"[{host}]" if ":" in host else host]
    names += [f"[{name}]" if ":" in name and not name.startswith("[") else name for name in allowed]
    if is_loopback(host):
        names += LOOPBACK_NAMES
    names = list(dict.fromkeys(names))
    hosts = [*names, *(f"{name}:*" for name in names)]
    origins = [
        f"{scheme}://{name}{port}"
        for name in names
        for scheme in ("http", "https")
        for port in ("", ":*")
    ]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class HttpSettings:
    """What an HTTP listener admits."""

    allowed_hosts: tuple[str, ...] = ()
    """Names besides the listen address that a request's Host (and Origin) may carry."""
    max_sessions: int = MAX_SESSIONS
    """Sessions (each with an upstream process) at once; a new one past it gets HTTP 503."""
    idle_timeout: float = IDLE_TIMEOUT
    """Seconds after which a session that sent no request ends (its upstream process too)."""


async def serve_http(
    command: UpstreamCommand,
    sock: socket.socket,
    *,
    ready: Callable[[str], None] | None = None,
    settings: HttpSettings | None = None,
) -> None:
    """Serve MCP over streamable HTTP at `http://HOST:PORT/mcp` on a bound socket."""
    import uvicorn  # noqa: PLC0415 - the SDK's own HTTP server, needed only here

    host, port = sock.getsockname()[:2]
    settings = settings or HttpSettings()
    server = build_server(command, spare=True)
    app = server.streamable_http_app(
        host=host,
        streamable_http_path="/mcp",
        transport_security=host_checks(host, settings.allowed_hosts),
        max_sessions=settings.max_sessions,
        session_idle_timeout=settings.idle_timeout,
    )
    config = uvicorn.Config(
        BodyDeadline(app, BODY_TIMEOUT),
        log_level="warning",
        lifespan="on",
        access_log=False,
        limit_concurrency=CONNECTIONS_PER_SESSION * settings.max_sessions + 16,
    )
    web = uvicorn.Server(config)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}/mcp"

    async def announce() -> None:
        while not web.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
            await anyio.sleep(0.01)
        logger.info("serving MCP at %s", url)
        if ready is not None:
            ready(url)

    async with anyio.create_task_group() as task_group:
        task_group.start_soon(announce)
        await web.serve(sockets=[sock])
        task_group.cancel_scope.cancel()
