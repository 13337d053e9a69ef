"""`ioa mcp-proxy [--listen HOST:PORT] -- CMD [ARGS...]`: an MCP proxy with the ADOL extension.

The proxy (`ioa.bridges.mcp`) starts CMD as an MCP server on stdio and serves
it again, on this process's stdin/stdout by default or as streamable HTTP at
`http://HOST:PORT/mcp` with `--listen`. The MCP SDK is imported only when the
command runs (it is slow to import, and an optional extra).
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from rich.console import Console

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
        "--log-level", choices=LOG_LEVELS, default="warning", help="log to stderr from this level"
    )
    proxy.add_argument(
        "upstream",
        nargs=argparse.REMAINDER,
        metavar="-- CMD [ARGS...]",
        help="the upstream MCP server's command line",
    )


def parse_listen(value: str) -> tuple[str, int]:
    """HOST:PORT (HOST may be `[v6 address]`) as (host, port)."""
    host, sep, port = value.rpartition(":")
    if not sep or not host or not port.isdigit() or int(port) > 65535:
        raise ValueError(f"--listen {value!r}: expected HOST:PORT")
    return host.strip("[]"), int(port)


def run_mcp_command(args: argparse.Namespace, console: Console) -> int:
    """Run `ioa mcp-proxy`; the exit status."""
    errors = Console(stderr=True) if console.file is sys.stdout else console
    upstream = list(args.upstream)
    if upstream[:1] == ["--"]:
        upstream = upstream[1:]
    if not upstream:
        errors.print("[red]error:[/red] no upstream command: ioa mcp-proxy -- CMD [ARGS...]")
        return 2
    try:
        listen = parse_listen(args.listen) if args.listen else None
    except ValueError as error:
        errors.print(f"[red]error:[/red] {error}")
        return 2
    logging.basicConfig(
        stream=sys.stderr,
        level=args.log_level.upper(),
        format="%(name)s %(levelname)s: %(message)s",
    )
    try:
        import anyio  # noqa: PLC0415

        from ioa.bridges import mcp  # noqa: PLC0415 - the SDK, only when the proxy runs
    except ImportError as error:
        errors.print(f"[red]error:[/red] the MCP proxy needs the `mcp` extra ({error})")
        return 1
    command = mcp.UpstreamCommand(upstream[0], tuple(upstream[1:]))
    try:
        if listen is None:
            anyio.run(mcp.serve_stdio, command)
        else:
            return _serve_http(command, listen, errors)
    except KeyboardInterrupt:
        pass
    return 0


def _serve_http(command: Any, listen: tuple[str, int], errors: Console) -> int:  # noqa: ANN401
    import anyio  # noqa: PLC0415

    from ioa.bridges import mcp  # noqa: PLC0415

    try:
        sock = mcp.listening_socket(*listen)
    except OSError as error:
        errors.print(
            f"[red]error:[/red] --listen {listen[0]}:{listen[1]}: {error.strerror or error}"
        )
        return 1

    def ready(url: str) -> None:
        print(f"ioa mcp-proxy: serving MCP at {url}", file=sys.stderr, flush=True)

    anyio.run(lambda: mcp.serve_http(command, sock, ready=ready))
    return 0


__all__ = ["add_mcp_commands", "parse_listen", "run_mcp_command"]
