"""`ioa mcp-proxy [--listen HOST:PORT] -- CMD [ARGS...]`: an MCP proxy with the ADOL extension.

The proxy (`ioa.bridges.mcp`) starts CMD as an MCP server on stdio and serves
it again, on this process's stdin/stdout by default or as streamable HTTP at
`http://HOST:PORT/mcp` with `--listen`. The MCP SDK is imported only when the
command runs (it is slow to import, and an optional extra).
"""

from __future__ import annotations

import argparse
import logging
import shutil
import sys
from typing import Any

from rich.console import Console
from rich.markup import escape

from ioa.config import add_connection_limits, connection_limits, host_port

LOG_LEVELS = ("debug", "info", "warning", "error")


def add_mcp_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `mcp-proxy` to the `ioa` parser."""
    proxy = commands.add_parser(
        "mcp-proxy",
        help="serve an MCP server (a stdio command) again, with the ADOL extension",
        description="Start CMD as an MCP server on stdio and serve it again: on stdin/stdout, "
        "or as streamable HTTP at http://HOST:PORT/mcp with --listen. Clients that ask for "
        "nothing get the upstream's answers unaltered; clients that opt in "
        '(params._meta["io.ioa-stack/adol"] on tools/list) get short or full, de-duplicated, '
        "selected listings and requireOutput filtering.",
    )
    proxy.add_argument(
        "--listen",
        metavar="HOST:PORT",
        help="serve streamable HTTP here (port 0: any free port) instead of stdio",
    )
    proxy.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="HOST",
        help="with --listen: a name clients reach the proxy by, accepted in the Host and "
        "Origin headers besides the listen address (repeatable; needed for 0.0.0.0 and ::)",
    )
    proxy.add_argument(
        "--max-sessions",
        type=_positive(int),
        default=32,
        metavar="N",
        help="with --listen: sessions at once, each with an upstream process (default 32); "
        "past it a new session is refused with HTTP 503",
    )
    proxy.add_argument(
        "--idle-timeout",
        type=_positive(float),
        default=600.0,
        metavar="SECONDS",
        help="with --listen: end a session (and its upstream process) after this long "
        "without a request (default 600)",
    )
    add_connection_limits(proxy, scope="with --listen: ")
    proxy.add_argument(
        "--log-level", choices=LOG_LEVELS, default="warning", help="log to stderr from this level"
    )
    proxy.add_argument(
        "upstream",
        nargs=argparse.REMAINDER,
        metavar="-- CMD [ARGS...]",
        help="the upstream MCP server's command line",
    )


def _positive(kind: type[float]) -> Any:  # noqa: ANN401 - an argparse type function
    def parse(text: str) -> float:
        value = kind(text)
        if not value > 0 or value == float("inf"):
            raise argparse.ArgumentTypeError(f"{text!r}: must be a positive number")
        return value

    parse.__name__ = kind.__name__  # argparse names the type in its error message
    return parse


def listen_problem(host: str, allowed: list[str]) -> str | None:
    """Why the proxy will not listen on `host` as asked (None: it will)."""
    from ipaddress import ip_address  # noqa: PLC0415

    try:
        wildcard = ip_address(host).is_unspecified
    except ValueError:
        wildcard = False
    if wildcard and not allowed:
        return (
            f"--listen {host}: every address of this machine, reachable by names the proxy "
            "cannot know; give them with --allow-host HOST (the Host header is checked)"
        )
    return None


def parse_listen(value: str, *, option: str = "--listen") -> tuple[str, int]:
    """HOST:PORT (HOST may be `[v6 address]`) as (host, port); errors name `option`."""
    try:
        host, port = host_port(value)
    except ValueError:
        msg = f"{option} {value!r}: expected HOST:PORT (a port from 0 to 65535)"
        raise ValueError(msg) from None
    return host.strip("[]"), port


def _usable(
    args: argparse.Namespace, upstream: list[str]
) -> tuple[tuple[str, int] | None, str | None]:
    """Where to listen (None: stdio), and what of the command line cannot be used, if any."""
    if not upstream:
        return None, "no upstream command: ioa mcp-proxy -- CMD [ARGS...]"
    if args.listen and shutil.which(upstream[0]) is None:
        # A listener has no client to tell yet: said now, not in each session's first
        # answer (on stdio, the client's first answer says it, as an MCP error).
        return None, f"the upstream command {upstream[0]!r} is not found, or not executable"
    try:
        listen = parse_listen(args.listen) if args.listen else None
    except ValueError as error:
        return None, str(error)
    return listen, listen_problem(listen[0], args.allow_host) if listen else None


def run_mcp_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa mcp-proxy`; the exit status (errors on `errors`, default `console`)."""
    errors = errors or console
    upstream = list(args.upstream)
    if upstream[:1] == ["--"]:
        upstream = upstream[1:]
    listen, problem = _usable(args, upstream)
    if problem is not None:
        errors.print(f"[red]error:[/red] {escape(problem)}", highlight=False)
        return 2
    # `ioa` has set logging up (stderr); the proxy's own --log-level sets how much
    logging.getLogger().setLevel(args.log_level.upper())
    try:
        import anyio  # noqa: PLC0415

        from ioa.bridges import mcp  # noqa: PLC0415 - the SDK, only when the proxy runs
    except ImportError as error:
        errors.print(
            f"[red]error:[/red] the MCP proxy needs the `mcp` extra ({escape(str(error))})",
            highlight=False,
        )
        return 1
    command = mcp.UpstreamCommand(upstream[0], tuple(upstream[1:]))
    try:
        if listen is None:
            upstream_fault = anyio.run(mcp.serve_stdio, command)
            if upstream_fault is not None:  # the client had its MCP error; the status says it
                what, why = upstream_fault
                errors.print(
                    f"[red]error:[/red] the upstream MCP server {what}: {escape(why)}",
                    highlight=False,
                )
                return 1
        else:
            settings = mcp.HttpSettings(
                allowed_hosts=tuple(args.allow_host),
                max_sessions=args.max_sessions,
                idle_timeout=args.idle_timeout,
                limits=connection_limits(args),
            )
            return _serve_http(command, listen, settings, errors)
    except KeyboardInterrupt:
        pass
    return 0


def _serve_http(command: Any, listen: tuple[str, int], settings: Any, errors: Console) -> int:  # noqa: ANN401
    import anyio  # noqa: PLC0415

    from ioa.bridges import mcp  # noqa: PLC0415

    if not mcp.is_loopback(listen[0]):
        print(  # plain stderr, as the URL line: a warning a script's log keeps
            f"ioa mcp-proxy: warning: --listen {listen[0]} is reachable from other machines; "
            "the proxy has no authentication: anyone who reaches it can use the upstream "
            "server (Host and Origin are checked, nothing else)",
            file=sys.stderr,
            flush=True,
        )

    try:
        sock = mcp.listening_socket(*listen)
    except OSError as error:
        errors.print(
            f"[red]error:[/red] --listen {listen[0]}:{listen[1]}: {error.strerror or error}"
        )
        return 1

    def ready(url: str) -> None:
        print(f"ioa mcp-proxy: serving MCP at {url}", file=sys.stderr, flush=True)

    anyio.run(lambda: mcp.serve_http(command, sock, ready=ready, settings=settings))
    return 0


__all__ = ["add_mcp_commands", "listen_problem", "parse_listen", "run_mcp_command"]
