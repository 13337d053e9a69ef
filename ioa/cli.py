"""The `ioa` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console

from ioa import __version__
from ioa.adol_cli import add_adol_commands, run_adol_command
from ioa.agent_cli import add_agent_commands, run_agent_command
from ioa.authority_cli import add_authority_commands, run_authority_command
from ioa.context_cli import add_context_commands, run_context_command
from ioa.demo import list_scenarios, run_demo
from ioa.firewall_cli import add_firewall_commands, run_firewall_command
from ioa.gateway import add_gateway_command, run_gateway_command
from ioa.interop_cli import add_interop_commands, run_interop_command
from ioa.mcp_cli import add_mcp_commands, run_mcp_command
from l7_transport.tls import write_dev_pki


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `ioa`."""
    parser = argparse.ArgumentParser(
        prog="ioa", description="ioa-stack: agents that negotiate meaning before they exchange work"
    )
    parser.add_argument("--version", action="version", version=f"ioa-stack {__version__}")
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
    add_context_commands(commands)
    add_authority_commands(commands)
    add_firewall_commands(commands)
    add_gateway_command(commands)
    add_agent_commands(commands)
    add_adol_commands(commands)
    add_mcp_commands(commands)
    add_interop_commands(commands)
    return parser


def tls_init(args: argparse.Namespace, console: Console) -> int:
    """`ioa tls init`: write a development PKI and say where each file went."""
    pki = write_dev_pki(
        args.directory,
        hosts=tuple(args.hosts or ("127.0.0.1", "localhost")),
        clients=tuple(args.clients),
        days=args.days,
    )
    console.print(f"CA certificate     {pki.ca_cert}")
    console.print(f"CA private key     {pki.ca_key}  (keep it private)")
    console.print(f"server certificate {pki.server_cert}")
    console.print(f"server private key {pki.server_key}")
    for name, (cert, key) in pki.client_certs.items():
        console.print(f"client {name}: {cert} {key}")
    console.print("[yellow]for development only: do not use this CA in production[/yellow]")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run `ioa`; return its exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    console = Console()
    if args.command == "demo":
        if args.list:
            list_scenarios(console)
            return 0
        return run_demo(list(args.names), console, every=args.all)
    commands = {
        "tls": tls_init,
        "context": run_context_command,
        "authority": run_authority_command,
        "firewall": run_firewall_command,
        "gateway": run_gateway_command,
        "agent": run_agent_command,
        "adol": run_adol_command,
        "mcp-proxy": run_mcp_command,
        "interop": run_interop_command,
    }
    command = commands.get(args.command)
    if command is not None:
        return command(args, console)
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
