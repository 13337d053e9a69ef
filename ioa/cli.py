"""The `ioa` command line."""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from rich.console import Console
from rich.markup import escape

from ioa import __version__
from ioa.logs import LEVELS, JsonLines, level_of, setup

COMMANDS: dict[str, tuple[str, str, str, str]] = {
    "context": (
        "lint, digest, diff and check the compatibility of context documents",
        "ioa.context_cli",
        "add_context_commands",
        "run_context_command",
    ),
    "authority": (
        "run and administer a Schema Authority",
        "ioa.authority_cli",
        "add_authority_commands",
        "run_authority_command",
    ),
    "firewall": (
        "check semantic firewall policies",
        "ioa.firewall_cli",
        "add_firewall_commands",
        "run_firewall_command",
    ),
    "gateway": (
        "run the semantic firewall in front of agents (HTTP/2 relay)",
        "ioa.gateway.command",
        "add_gateway_command",
        "run_gateway_command",
    ),
    "agent": (
        "run an agent from a config file",
        "ioa.agent_cli",
        "add_agent_commands",
        "run_agent_command",
    ),
    "topic": (
        "publish on, or watch, a topic an agent hosts",
        "ioa.topic_cli",
        "add_topic_commands",
        "run_topic_command",
    ),
    "config": (
        "check configuration files",
        "ioa.config_cli",
        "add_config_commands",
        "run_config_command",
    ),
    "adol": (
        "the token-efficient data layer on a tool listing",
        "ioa.adol_cli",
        "add_adol_commands",
        "run_adol_command",
    ),
    "mcp-proxy": (
        "serve an MCP server (a stdio command) again, with the ADOL extension",
        "ioa.mcp_cli",
        "add_mcp_commands",
        "run_mcp_command",
    ),
    "interop": (
        "check another implementation on the wire",
        "ioa.interop_cli",
        "add_interop_commands",
        "run_interop_command",
    ),
}
"""Command -> (its help, the module that defines it, its add and run functions).

A run function is `run(args, console, errors)`: the command's output goes to `console`
(stdout), a reason it cannot do what was asked to `errors` (stderr), one line naming the
file, key or peer at fault; it returns the exit status (0, 1 for "no", 2 for a usage or
configuration error).

The CLI imports a command's module only when that command runs (or its help is
asked for): `ioa --version` and `ioa --help` import none of them."""


_VALUED: Final = frozenset({"--log-level", "--log-format"})
"""The options before the command that take a value (the next argument)."""
SERVING: Final = frozenset({"agent", "gateway", "authority", "mcp-proxy"})
"""Commands that run a service: they log at INFO by default (every decision, every refusal)."""


def _command_of(argv: Sequence[str]) -> str | None:
    """The command `argv` names (its first argument that is neither an option nor a value)."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _VALUED:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser of `ioa`: in full for the command `argv` names, the rest by name."""
    parser = argparse.ArgumentParser(
        prog="ioa",
        description="ioa-stack: agents that negotiate meaning before they exchange work",
        allow_abbrev=False,  # the command is found before parsing: options are spelt in full
    )
    parser.add_argument("--version", action="version", version=f"ioa-stack {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="count", default=0, help="log more (-vv: everything)"
    )
    parser.add_argument("-q", "--quiet", action="count", default=0, help="log less")
    parser.add_argument(
        "--log-level",
        choices=LEVELS,
        help="the log level (default: info for services, else warning)",
    )
    parser.add_argument(
        "--log-format",
        choices=("text", "json"),
        help="log lines as text or JSON (default: text on a terminal, JSON otherwise)",
    )
    parser.add_argument(
        "--debug", action="store_true", help="show the traceback of an unexpected error"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    demo = commands.add_parser("demo", help="run the demo scenarios and print their transcripts")
    demo.add_argument(
        "names", nargs="*", metavar="NAME", help="scenarios to run (default: the five main ones)"
    )
    demo.add_argument("--all", action="store_true", help="run every scenario, layer tours too")
    demo.add_argument("--list", action="store_true", help="list the scenarios and exit")
    tls = commands.add_parser("tls", help="TLS material for development")
    tls_commands = tls.add_subparsers(dest="tls_command", metavar="COMMAND", required=True)
    init = tls_commands.add_parser(
        "init", help="write a local development CA, a server certificate and client certificates"
    )
    init.add_argument("directory", help="where to write the files (created if missing)")
    init.add_argument(
        "--host",
        action="append",
        dest="hosts",
        help="a name or address the server certificate covers (repeatable; default "
        "127.0.0.1 and localhost)",
    )
    init.add_argument(
        "--client",
        action="append",
        dest="clients",
        default=[],
        help="an agent name to issue a client certificate for (repeatable)",
    )
    init.add_argument("--days", type=int, default=30, help="validity in days (default 30)")
    init.add_argument(
        "--force", action="store_true", help="overwrite the files of an existing directory"
    )
    init.add_argument(
        "--json",
        action="store_true",
        help='one JSON object on stdout: {"ok", "ca_cert", "ca_key", "server_cert", '
        '"server_key", "clients": {name: [cert, key]}} or {"ok": false, "error"}',
    )
    wanted = _command_of(argv or [])
    for name, (text, module, add, _) in COMMANDS.items():
        if argv is None or name == wanted:
            getattr(importlib.import_module(module), add)(commands)
        else:
            commands.add_parser(name, help=text)
    return parser


def tls_init(args: argparse.Namespace, console: Console, errors: Console | None = None) -> int:
    """`ioa tls init`: write a development PKI and say where each file went."""
    errors = errors or console
    from l7_transport.tls import dev_pki_files, write_dev_pki  # noqa: PLC0415 - lazy CLI

    as_json = getattr(args, "json", False)

    def refused(message: str) -> int:
        if as_json:  # the error as data, on stdout, where --json output goes
            document = {"ok": False, "error": message}
            console.print(json.dumps(document), highlight=False, markup=False)
        else:
            errors.print(f"[red]error[/red] {escape(message)}", highlight=False)
        return 2

    if not 0 < args.days <= _MOST_DAYS:
        return refused(f"--days {args.days}: from 1 to {_MOST_DAYS} days (a hundred years)")
    problem = _tls_names_problem(args)  # before anything is written: no half-made folder
    if problem is not None:
        return refused(problem)
    # lexists: a symlink counts even when dangling (someone put it there: not ours to replace)
    files = dev_pki_files(args.directory, args.clients)
    existing = [path for path in files if os.path.lexists(path)]
    if existing and not args.force:
        return refused(
            f"{existing[0]} exists (a CA may be in use): nothing written; --force overwrites"
        )
    try:
        pki = write_dev_pki(
            args.directory,
            hosts=tuple(args.hosts or ("127.0.0.1", "localhost")),
            clients=tuple(args.clients),
            days=args.days,
        )
    except OSError as error:  # replace_file names the file in its message, mkdir in filename
        where = f"{error.filename}: " if error.filename else ""
        return refused(f"{where}{error.strerror or error}")
    if as_json:
        document = {
            "ok": True,
            "ca_cert": str(pki.ca_cert),
            "ca_key": str(pki.ca_key),
            "server_cert": str(pki.server_cert),
            "server_key": str(pki.server_key),
            "clients": {n: [str(c), str(k)] for n, (c, k) in pki.client_certs.items()},
        }
        console.print(json.dumps(document), highlight=False, markup=False)
        return 0
    console.print(f"CA certificate     {pki.ca_cert}")
    console.print(f"CA private key     {pki.ca_key}  (keep it private)")
    console.print(f"server certificate {pki.server_cert}")
    console.print(f"server private key {pki.server_key}")
    for name, (cert, key) in pki.client_certs.items():
        console.print(f"client {name}: {cert} {key}")
    console.print("[yellow]for development only: do not use this CA in production[/yellow]")
    return 0


_MOST_DAYS = 36_500
_HOST_NAME = re.compile(r"[A-Za-z0-9.:_*-]{1,253}")
"""A server certificate's host: an IP address or DNS name (`*.` for a wildcard)."""
_SUBJECT_LONGEST = 64
"""The first host is also the certificate's subject name, which holds 64 characters."""


def _tls_names_problem(args: argparse.Namespace) -> str | None:
    """What of `tls init`'s folder, hosts and client names cannot be used, or None."""
    folder = Path(args.directory)
    if folder.exists() and not folder.is_dir():
        return f"{folder} is not a directory"
    for host in args.hosts or ():
        if not _HOST_NAME.fullmatch(host):
            return f"--host {host!r}: not an IP address or DNS name (letters, digits, . : - _ *)"
    if args.hosts and len(args.hosts[0]) > _SUBJECT_LONGEST:
        return f"--host {args.hosts[0]!r}: the first host names the certificate: 64 at most"
    from l7_transport.tls import client_name_problem  # noqa: PLC0415 - lazy CLI

    for name in args.clients:
        problem = client_name_problem(name)
        if problem is not None:
            return f"--client {name!r}: {problem}"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run `ioa`; return its exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(arguments)
    args = parser.parse_args(arguments)
    default = logging.INFO if args.command in SERVING else logging.WARNING
    setup(level_of(args.verbose, args.quiet, args.log_level, default), args.log_format)
    # text is never wrapped (a pipe would get lines cut at 80 columns mid-token); tables
    # still fit the terminal
    # no `:name:` emoji codes: a file name or value holding one (`a:x:.toml`) is printed as
    # it is, not with an emoji in its place
    console = Console(emoji=False)
    console.soft_wrap = True
    # what a command was asked for goes to stdout; why it could not do it, to stderr (a
    # --json command keeps its error object on stdout, where its reader looks)
    errors = Console(stderr=True, emoji=False)
    errors.soft_wrap = True
    try:
        return _run(parser, args, console, errors)
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        if args.debug:
            raise
        # an expected failure is one line naming what is at fault; a bug shows with --debug
        # what a user can fix (a file, a port, a value) is exit 2; anything else is a fault
        # of the program or of the world at run time (exit 1), its traceback with --debug
        usage = isinstance(error, OSError | ValueError) and not isinstance(
            error, UnicodeError | ArithmeticError
        )
        where = f"ioa {args.command}" if args.command else "ioa"
        line = f"{where}: error: {error} (--debug shows the traceback)"
        if any(isinstance(h.formatter, JsonLines) for h in logging.getLogger().handlers):
            logging.getLogger("ioa").error(line)  # noqa: TRY400 - one JSON line, no traceback
        else:
            print(line, file=sys.stderr)
        return 2 if usage else 1


def _run(
    parser: argparse.ArgumentParser, args: argparse.Namespace, console: Console, errors: Console
) -> int:
    if args.command == "demo":
        from ioa.demo import list_scenarios, run_demo  # noqa: PLC0415 - lazy: see COMMANDS

        if args.list:
            list_scenarios(console)
            return 0
        return run_demo(list(args.names), console, every=args.all, errors=errors)
    if args.command == "tls":
        return tls_init(args, console, errors)
    entry = COMMANDS.get(args.command or "")
    if entry is not None:
        run = getattr(importlib.import_module(entry[1]), entry[3])
        status: int = run(args, console, errors)
        return status
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
