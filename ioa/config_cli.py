"""`ioa config check FILE`: check an agent's config file without serving it."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from ioa.agent_cli import EXIT_UNUSABLE, ConfigError, cleartext_problem, load_config


def add_config_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `config` and its sub-commands to the `ioa` parser."""
    config = commands.add_parser("config", help="check configuration files")
    sub = config.add_subparsers(dest="config_command", metavar="COMMAND", required=True)
    check = sub.add_parser(
        "check", help="load an agent's config file (and the files it names) without serving"
    )
    check.add_argument("file", help="the TOML config file (docs/config.md)")


def run_config_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa config ...`; return the exit status (faults on `errors`, default `console`)."""
    errors = errors or console
    path = Path(args.file)
    try:
        agent, listen = load_config(path)
    except ConfigError as error:
        for line in str(error).splitlines():
            errors.print(f"[red]error[/red] {escape(line)}", highlight=False, soft_wrap=True)
        return EXIT_UNUSABLE
    problem = cleartext_problem(listen)
    if problem is not None:
        errors.print(f"[red]error[/red] {escape(f'{path}: {problem}')}", soft_wrap=True)
        return EXIT_UNUSABLE
    handlers = ", ".join(sorted(agent.handlers)) or "none"
    contexts = ", ".join(str(c.urn) for c in agent.contexts)
    firewall = f"policies {agent.firewall.bundle.source}" if agent.firewall else "no firewall"
    console.print(
        f"{path}: ok: agent {agent.agent_id}, contexts {contexts} (authority "
        f"{agent.authority}), handlers {handlers}, "
        f"{firewall}, "
        f"listens on {listen.get('host', '127.0.0.1')}:{listen.get('port', 0)} "
        f"({listen.get('protocol', 'h2')})",
        highlight=False,
        soft_wrap=True,
    )
    return 0


__all__ = ["add_config_commands", "run_config_command"]
