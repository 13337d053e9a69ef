"""The proxy as a streamable HTTP server: the socket, the Host and Origin checks, `serve_http`."""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import anyio
from mcp.server.transport_security import (
    DEFAULT_MAX_REQUEST_BODY_SIZE,
    TransportSecuritySettings,
)

from ioa.bridges.asgi_body import (
    BodyBudgetSpent,
    body_budget,
    client_address,
    declares_body,
    read_body,
    replaying,
    whole,
)
from ioa.bridges.mcp.proxy import build_server
from ioa.bridges.mcp.upstream import UpstreamCommand
from l7_transport.listener import tcp_socket
from l7_transport.listener_limits import ListenerLimits

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
MAX_BODY: Final = DEFAULT_MAX_REQUEST_BODY_SIZE
"""Bytes of a request body read at most (the SDK's own bound, 4 MiB)."""


class BodyDeadline:
    """An ASGI app in front of another: a request's body is read here, within a time.

    The SDK reads a POST's body (up to its 4 MiB bound) before anything else checks
    it; a client that sent part and stopped held the connection and what it sent for
    ever. Here the body is read first: one that has not all come `seconds` after the
    request did is answered HTTP 408, one past `MAX_BODY` HTTP 413, and the SDK never
    sees either (it would log a client's going as an error with a traceback), nor a
    body its client left before it was whole; a whole
    body is handed to the SDK as it came. So is the body of any other method whose
    headers announce one (a GET or a DELETE with chunks: the SDK read them for as long
    as they came). A request without a body (an SSE GET) goes to the SDK at once, its
    stream not timed. (A request's headers are timed, and the
    connections bounded, before any of this: `HttpSettings.limits`.)
    """

    def __init__(self, app: Callable[..., Any], seconds: float) -> None:
        self.app = app
        self.seconds = seconds
        self.budget = body_budget(MAX_BODY)
        """Bytes of bodies being read at once, per address and in all."""

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:  # noqa: ANN401
        """Serve one request, its body read first within `seconds`."""
        if scope["type"] != "http" or (scope.get("method") != "POST" and not declares_body(scope)):
            await self.app(scope, receive, send)
            return
        body: bytes | None = b""
        left = None
        try:
            with anyio.move_on_after(self.seconds) as timer:
                body, left = await read_body(receive, MAX_BODY, self.budget, client_address(scope))
        except BodyBudgetSpent as spent:
            logger.info("a request's body refused: %s", spent)
            await _answer(send, 503, f"busy, try again: {spent}", retry_after=1)
            return
        if timer.cancelled_caught:
            logger.info("a request's body did not arrive within %g s: refused", self.seconds)
            await _answer(
                send, 408, f"the body did not arrive within {self.seconds:g} s", close=True
            )
            return
        if body is None:
            await _answer(send, 413, "Request body too large")
            return
        if left is not None:
            # The client went before its body was whole: nobody to answer, and what came is
            # not its request (handed on, the SDK set a session's transport up for nothing,
            # and left a coroutine of it never awaited).
            return
        await self.app(scope, replaying([whole(body)], receive), send)


async def _answer(
    send: Any,  # noqa: ANN401
    status: int,
    text: str,
    *,
    retry_after: int | None = None,
    close: bool = False,
) -> None:
    """A plain-text HTTP answer; `close`: the connection closes after it.

    The rest of a body still coming is read and dropped by the listener for its
    `body_timeout` (`DeadlinedH11Protocol`): a close while a client still uploads resets
    the connection, and the reset destroyed the refusal it had not read yet (an outside
    review: 2 of 3 honest clients refused 503 read a reset). A body that did not come in
    time (408) closes at once: there is little of it, and the client is slow.
    """
    body = text.encode()
    headers = [
        (b"content-type", b"text/plain; charset=utf-8"),
        (b"content-length", str(len(body)).encode()),
    ]
    if close:
        headers.append((b"connection", b"close"))
    if retry_after is not None:
        headers.append((b"retry-after", str(retry_after).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


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
    limits: ListenerLimits = field(default_factory=ListenerLimits)
    """Connections at once (in total, per address), the deadline of a request's headers,
    the keep-alive timeout: see `ListenerLimits`."""


async def serve_http(
    command: UpstreamCommand,
    sock: socket.socket,
    *,
    ready: Callable[[str], None] | None = None,
    settings: HttpSettings | None = None,
) -> None:
    """Serve MCP over streamable HTTP at `http://HOST:PORT/mcp` on a bound socket."""
    # uvicorn, the SDK's own HTTP server, needed only here
    from ioa.bridges.gated_uvicorn import gated_uvicorn  # noqa: PLC0415

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
    limits = settings.limits
    web = gated_uvicorn(
        BodyDeadline(app, limits.body_timeout), sock, limits, lifespan="on", name="mcp-proxy"
    )
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
        await web.serve()
        task_group.cancel_scope.cancel()
