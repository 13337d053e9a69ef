"""`ioa config check FILE`: check a config file of any role without running it.

The file's `role` (agent, the default; gateway; authority; master) picks its
model (`ioa.config`); then what it names is loaded as the role would load it
(an agent's identity, contexts, handlers and `[listen]` certificate and key;
everything a gateway checks at start, by its own `set_up`; the authority's
database; a master's agent), so that a file that checks is one that starts.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape

if TYPE_CHECKING:
    from ioa.agent import Agent

from ioa.agent_cli import cleartext_problem, listen_tls
from ioa.agent_files import EXIT_UNUSABLE, ConfigError, agent_of
from ioa.certificates import CertificateCheck
from ioa.config import (
    AgentFile,
    AuthorityServiceFile,
    ConfigFileError,
    GatewayFile,
    MasterFile,
    TlsListenSection,
    load_config_file,
)
from l7_transport.files import LOGGER as FILES_LOGGER


def add_config_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `config` and its sub-commands to the `ioa` parser."""
    config = commands.add_parser("config", help="check configuration files")
    sub = config.add_subparsers(dest="config_command", metavar="COMMAND", required=True)
    check = sub.add_parser(
        "check",
        help="load a config file of any role (agent, gateway, authority, master) and the "
        "files it names, without running it",
    )
    check.add_argument("file", help="the TOML config file (docs/config.md)")
    check.add_argument(
        "--json",
        action="store_true",
        help='one JSON object on stdout: {"file", "ok", "role", "summary", "warnings"} or '
        '{"file", "ok": false, "problems": [...]}',
    )


def run_config_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa config ...`; return the exit status (faults on `errors`, default `console`)."""
    errors = errors or console
    path = Path(args.file)
    as_json = getattr(args, "json", False)
    try:
        with _warnings_of_files() as warnings:
            config = load_config_file(path)
            summary = _checked(config, path)
    except (ConfigFileError, ConfigError) as error:
        if as_json:  # the problems as data, on stdout, where --json output goes
            problems = str(error).splitlines()
            document = {"file": str(path), "ok": False, "problems": problems}
            document["warnings"] = warnings
            console.print(json.dumps(document), highlight=False, markup=False, soft_wrap=True)
            return EXIT_UNUSABLE
        _print_warnings(errors, warnings)
        for line in str(error).splitlines():
            errors.print(f"[red]error[/red] {escape(line)}", highlight=False, soft_wrap=True)
        return EXIT_UNUSABLE
    if as_json:
        document = {"file": str(path), "ok": True, "role": config.role, "summary": summary}
        document["warnings"] = warnings
        console.print(json.dumps(document), highlight=False, markup=False, soft_wrap=True)
        return 0
    _print_warnings(errors, warnings)
    console.print(f"{path}: ok: {summary}", highlight=False, soft_wrap=True)
    return 0


def _print_warnings(errors: Console, warnings: list[str]) -> None:
    for line in warnings:  # (not errors: the file is used as it is)
        errors.print(f"[yellow]warning[/yellow] {escape(line)}", highlight=False, soft_wrap=True)


@contextlib.contextmanager
def _warnings_of_files() -> Iterator[list[str]]:
    """The lines `l7_transport.files` warns while checking (secrets open to others).

    Kept from the log while checking: the check says them itself, once.
    """
    caught: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            caught.append(record.getMessage())

    handler = Catch(logging.WARNING)
    logger = FILES_LOGGER
    propagate = logger.propagate
    logger.addHandler(handler)
    logger.propagate = False
    try:
        yield caught
    finally:
        logger.removeHandler(handler)
        logger.propagate = propagate


def _checked(
    config: AgentFile | GatewayFile | AuthorityServiceFile | MasterFile, path: Path
) -> str:
    """What the file configures, in one line, once loaded as its role loads it."""
    if isinstance(config, AgentFile):
        return _agent(config, path)
    if isinstance(config, MasterFile):
        agent = agent_of(config, path)
        invoked = config.invoked
        offload = f"offloads to {invoked.offload}" if invoked.offload else "no offloading"
        return (
            f"master {agent.agent_id}, contexts {_vouched(agent)}, invokes "
            f"{', '.join(sorted(invoked.agents))} over {invoked.protocol} "
            f"({'TLS' if invoked.ca else 'cleartext'}), {offload}"
        )
    if isinstance(config, GatewayFile):
        return _gateway(config, path)
    return _authority(config, path)


def _vouched(agent: Agent) -> str:
    """Its contexts and who vouches for them: `A, B (authority X)`, or each with its own."""
    if agent.authority is not None:
        urns = ", ".join(str(c.urn) for c in agent.contexts)
        return f"{urns} (authority {agent.authority})"
    return ", ".join(f"{c.urn} (authority {agent.vouched[str(c.urn)]})" for c in agent.contexts)


def _agent(config: AgentFile, path: Path) -> str:
    agent = agent_of(config, path)
    listen = config.listen.model_dump(exclude_none=True)
    problem = cleartext_problem(listen)
    if problem is not None:
        raise ConfigError(f"{path}: {problem}")
    try:  # what `ioa agent serve` checks before it serves, and `Agent.serve` then
        listen_tls(listen, path, agent.agent_id)
    except ValueError as error:
        raise ConfigError(str(error)) from error
    handlers = ", ".join(sorted(agent.handlers)) or "none"
    firewall = f"policies {agent.firewall.bundle.source}" if agent.firewall else "no firewall"
    return (
        f"agent {agent.agent_id}, contexts {_vouched(agent)}, "
        f"handlers {handlers}, {firewall}, listens on {config.listen.host}:"
        f"{config.listen.port} ({config.listen.protocol})"
    )


def _gateway(config: GatewayFile, path: Path) -> str:
    """What the gateway checks at start (`ioa.gateway.command.set_up`), from its file."""
    from ioa.gateway.command import options_of, set_up  # noqa: PLC0415 - only for this role

    try:
        setup = set_up(options_of(config, path), CertificateCheck())
    except (OSError, ValueError) as error:  # (it names the file and the key)
        raise ConfigError(str(error)) from error
    return (
        f"gateway in front of {setup.relaying_to()}, {len(setup.bundle.policy_ids)} policies "
        f"({setup.bundle.digest}), listens on {_where(config.listen)}"
    )


def _authority(config: AuthorityServiceFile, path: Path) -> str:
    import sqlite3  # noqa: PLC0415 - only for this role

    from authority.exceptions import AuthorityError  # noqa: PLC0415
    from authority.sqlite_store import SqliteStore  # noqa: PLC0415

    db = config.service.db
    try:
        store = SqliteStore(db)
        try:
            if store.read_only:  # `serve` writes: it would refuse it
                raise ConfigError(f"{path}: [service] db = {db}: {store.not_writable()}")
            if not store.initialised():
                msg = f"{path}: [service] db = {db}: holds no authority (`ioa authority init`)"
                raise ConfigError(msg)
            authority = store.setting("authority_id")
            store.repository()  # every key and role file decodes, as `serve` checks at start
        finally:
            store.close()
    except (AuthorityError, OSError, sqlite3.Error) as error:
        said = str(error).removeprefix(f"{db}: ")  # a damaged row names the file itself
        raise ConfigError(f"{path}: [service] db = {db}: {said}") from error
    issuer = f", authorization server {config.service.authz_issuer}"
    return (
        f"authority {authority} ({db}), listens on {_where(config.listen)}"
        f"{issuer if config.service.authz_issuer else ''}"
    )


def _where(listen: TlsListenSection) -> str:
    secure = "mTLS" if listen.client_ca else "TLS" if listen.cert else "cleartext"
    return f"{listen.host}:{listen.port} ({secure})"


__all__ = ["add_config_commands", "run_config_command"]
