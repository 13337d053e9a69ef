"""`ioa agent serve CONFIG.toml` and `ioa agent init`: run an `Agent` from a file.

```toml
[agent]
identity = "airline.identity"     # written by `ioa agent init airline airline.identity`
contexts = ["urn:contexts:travel:v2.1", "urn:contexts:travel:v2.0", "extra/context.json"]
policies = "policies/"            # optional: the firewall in front
handlers = "airline_handlers"     # optional: a module with register(agent)

[listen]
host = "127.0.0.1"
port = 8443
protocol = "h2"                   # or "h3" (needs cert and key)
cert = "server.pem"               # optional for h2 on loopback (cleartext without)
key = "server.key"
# cleartext = true                # cleartext h2 on an address other than loopback

[peers]                           # pinned identity keys (base64url)
traveller = "FJXayydDzAwm-9oI0kABBl2WyY_4nLgUklAiXIc_lGw"
```

Contexts may come from a Schema Authority (`[authority]`: url, root, cache)
or from several (`[[authorities]]`, each with its `namespaces`); with
`revocations_every` (seconds) the agent polls that authority's revocation list
while it serves (spec 8.4). docs/config.md has every key. Relative paths are
relative to the config file. Exit status 2 for a config that cannot be used
(with what is wrong), 1 when an authority it names cannot be reached, 0 on
SIGINT/SIGTERM.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from ioa.agent import Agent, Tls
from ioa.agent_files import (
    EXIT_UNUSABLE,
    ConfigError,
    RevocationSource,
    _load,
    agent_of,
    load_config,
    revocation_sources,
)
from ioa.certificates import CertificateCheck
from ioa.config import (
    add_connection_limits,
    connection_limits,
    loopback,
    port_argument,
)
from ioa.event_loop import CLIENT_CA_LOOP, settle_collector
from ioa.json_files import IDENTITY_LIMIT, read_limited
from ioa.mcp_cli import parse_listen
from ioa.tls_files import NamedFile, served_certificate, server_context, unexpired_certificate
from l7_transport.files import warn_if_unprotected
from l7_transport.listener_limits import ListenerLimits
from l9_snl.identity import AgentIdentity

logger = logging.getLogger("ioa.agent")


def add_agent_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `ioa agent` to the `ioa` parser."""
    agent = commands.add_parser("agent", help="run an agent from a config file")
    sub = agent.add_subparsers(dest="agent_command", metavar="COMMAND", required=True)
    serve = sub.add_parser(
        "serve",
        help="serve an agent described by a TOML file",
        description="Serve an agent described by a TOML file: [agent] (id, identity, "
        "contexts, handlers, policies), [listen] (host, port, protocol, cert, key), "
        "[peers] (agent id = public key), and optionally [authority] (url, root, cache) "
        "or [[authorities]] (the same, each with its namespaces: a trust map). "
        "Every key: docs/config.md; check a file first with `ioa config check FILE`.",
    )
    serve.add_argument("config", nargs="?", help="the TOML config file")
    serve.add_argument(
        "--reference",
        action="store_true",
        help="serve the reference agent the interop kit is held to (no config file)",
    )
    serve.add_argument("--host", help="with --reference: where to listen (default 127.0.0.1)")
    serve.add_argument(
        "--port", type=port_argument, help="with --reference: the port (default 0: any)"
    )
    serve.add_argument(
        "--a2a",
        nargs="?",
        const="",
        metavar="HOST:PORT",
        help="also serve A2A clients (the a2a extra): on HOST:PORT, or beside the agent on "
        "any free port",
    )
    serve.add_argument(
        "--a2a-public-url",
        metavar="URL",
        help="with --a2a: the URL A2A clients reach the bridge at, as its card announces it "
        "(a proxy or TLS in front); default: the address it listens on",
    )
    add_connection_limits(serve, scope="with --a2a, for the A2A bridge: ")
    serve.add_argument(
        "--tck",
        action="store_true",
        help="with --reference --a2a: answer plain A2A messages as the A2A TCK expects "
        "(its handler set: ioa.interop.tck_handlers)",
    )
    serve.add_argument(
        "--cleartext",
        action="store_true",
        help="with --reference: serve cleartext HTTP/2 on an address other than loopback",
    )
    key = sub.add_parser("key", help="print an identity's agent id and public key again")
    key.add_argument("path", help="the identity file")
    key.add_argument("--json", action="store_true", help="print the result as JSON")
    init = sub.add_parser("init", help="write a new agent identity (owner-readable only)")
    init.add_argument("agent_id", help="the agent's id")
    init.add_argument("path", help="where to write the identity")
    init.add_argument("--json", action="store_true", help="print the result as JSON")


def run_agent_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa agent ...`; return the exit status (errors on `errors`, default `console`)."""
    errors = errors or console
    if args.agent_command == "init":
        return _init(args, console, errors)
    if args.agent_command == "key":
        return _key(args, console, errors)
    misuse = _misused(args)
    if misuse is not None:
        errors.print(f"[red]error[/red] {escape(misuse)}", highlight=False)
        return EXIT_UNUSABLE
    if args.reference:
        from ioa.interop.reference import reference_agent  # noqa: PLC0415 - only when asked

        agent = reference_agent()
        listen = {
            "host": args.host or "127.0.0.1",
            "port": args.port or 0,
            "cleartext": args.cleartext,
        }
        watches: list[RevocationSource] = []
    else:
        try:
            agent, listen, config = _load(Path(args.config))
            watches = revocation_sources(config, Path(args.config))
        except ConfigError as error:
            for line in str(error).splitlines():
                errors.print(f"[red]error[/red] {escape(line)}", highlight=False)
            return error.exit_code
    problem = _unservable(args, listen)
    if problem is not None:
        errors.print(f"[red]error[/red] {escape(problem)}", highlight=False)
        return EXIT_UNUSABLE
    a2a_url = args.a2a_public_url
    serving = _serve(
        agent,
        listen,
        console,
        a2a=args.a2a,
        tck=args.tck,
        a2a_public_url=a2a_url,
        a2a_limits=connection_limits(args),
        watches=watches,
    )
    if agent.event_loop == "auto" and listen.get("client_ca"):
        agent.event_loop = CLIENT_CA_LOOP  # the TLS alert of a refusal (ioa.event_loop)
    agent.run(serving)  # on uvloop when installed (`[transport] event_loop`)
    return 0


def _misused(args: argparse.Namespace) -> str | None:
    """What is wrong with how `serve`'s options are combined, or None."""
    bridged = [option for option, given in _bridge_limits(args) if given is not None]
    if args.a2a is None and args.a2a_public_url is not None:
        bridged.insert(0, "--a2a-public-url")
    verb = "needs" if len(bridged) == 1 else "need"
    rules = (
        (args.reference == bool(args.config), "give a config file, or --reference (not both)"),
        (
            args.tck and not (args.reference and args.a2a is not None),
            "--tck goes with --reference --a2a",
        ),
        (
            bool(bridged) and args.a2a is None,
            f"{', '.join(bridged)} {verb} --a2a (the A2A bridge's)",
        ),
        (
            not args.reference and (args.host is not None or args.port is not None),
            f"--host and --port go with --reference ({args.config} says where in [listen])",
        ),
    )
    for broken, problem in rules:
        if broken:
            return problem
    if args.a2a:  # before anything listens
        try:
            parse_listen(args.a2a, option="--a2a")
        except ValueError as error:
            return str(error)
    return None


def _bridge_limits(args: argparse.Namespace) -> list[tuple[str, object]]:
    """The A2A bridge's connection options (`add_connection_limits`), each as given or None."""
    return [
        ("--max-connections", args.max_connections),
        ("--max-connections-per-address", args.max_connections_per_address),
        ("--header-timeout", args.header_timeout),
        ("--keep-alive-timeout", args.keep_alive_timeout),
    ]


def _unservable(args: argparse.Namespace, listen: dict[str, Any]) -> str | None:
    """Why `listen` cannot be served (cleartext off loopback, a TLS file unusable), or None."""
    problem = cleartext_problem(listen)
    if problem is not None:
        return problem if args.reference else f"{args.config}: {problem}"
    if args.reference:
        return None
    try:
        listen_tls(listen, Path(args.config))
    except ValueError as error:  # a file of [listen] that cannot be used: which, and why
        return str(error)
    return None


def _key(args: argparse.Namespace, console: Console, errors: Console) -> int:
    """`ioa agent key FILE`: the `[peers]` line another agent pins this one with."""
    warn_if_unprotected(args.path)
    try:
        identity = AgentIdentity.from_private_bytes(read_limited(args.path, IDENTITY_LIMIT))
    except (OSError, ValueError) as error:
        reason = str(error).removeprefix(f"{args.path}: ")  # read_limited names it too
        return _refuse(args, console, errors, "key", f"{args.path}: {reason}")
    if args.json:
        _print_identity(console, "key", identity, args.path)
        return 0
    console.print(
        f"{identity.agent_id} = {identity.public_signing_key_b64url!r}",
        highlight=False,
        markup=False,
    )
    return 0


def _refuse(
    args: argparse.Namespace, console: Console, errors: Console, command: str, message: str
) -> int:
    """A command that cannot run: one line on stderr, or with --json one object on stdout."""
    if args.json:
        record = {"command": command, "ok": False, "error": "unusable", "message": message}
        console.print(json.dumps(record), highlight=False, markup=False, soft_wrap=True)
    else:
        errors.print(f"[red]error[/red] {escape(message)}", highlight=False)
    return EXIT_UNUSABLE


def _print_identity(console: Console, command: str, identity: AgentIdentity, path: str) -> None:
    """One JSON object on stdout: the agent id and public key an identity file holds."""
    record = {
        "command": command,
        "ok": True,
        "agent": identity.agent_id,
        "public_key": identity.public_signing_key_b64url,
        "path": path,
    }
    console.print(json.dumps(record), highlight=False, markup=False, soft_wrap=True)


def _init(args: argparse.Namespace, console: Console, errors: Console) -> int:
    path = Path(args.path)
    if path.exists():
        return _refuse(args, console, errors, "init", f"{path} exists: not overwritten")
    try:
        identity = AgentIdentity.generate(args.agent_id)
    except ValueError as error:  # not an agent id: said before anything is written
        return _refuse(args, console, errors, "init", str(error))
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError as error:  # no such folder, no permission, exists by now
        return _refuse(args, console, errors, "init", f"{path}: cannot write: {error.strerror}")
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(identity.to_private_bytes())
    if args.json:
        _print_identity(console, "init", identity, args.path)
        return 0
    console.print(f"{args.agent_id}: public key {identity.public_signing_key_b64url}")
    return 0


def cleartext_problem(listen: dict[str, Any]) -> str | None:
    """Why the `[listen]` table must not be served as it is (cleartext off loopback), or None.

    Cleartext HTTP/2 is never chosen by default (spec 2.2): without `cert` and `key`
    it is served on loopback only, unless `cleartext = true` says it is meant.
    """
    meant = listen.get("cleartext", False)
    if not isinstance(meant, bool):
        return "[listen] cleartext must be true or false"
    if bool(listen.get("cert")) != bool(listen.get("key")):
        return "[listen] cert and key go together: give both (TLS) or neither"
    secure = (listen.get("cert") and listen.get("key")) or listen.get("protocol") == "h3"
    host = str(listen.get("host", "127.0.0.1"))
    if secure or meant or loopback(host):
        return None
    return (
        f"[listen] would serve cleartext HTTP/2 on {host}: give cert and key, "
        "or set cleartext = true if that is meant"
    )


def listen_tls(
    listen: dict[str, Any], path: Path, warn_as: str | None = None
) -> ssl.SSLContext | None:
    """The TLS of the `[listen]` table of the file at `path`, built as `Agent.serve` builds it.

    None without `cert` and `key`; a `ValueError` names the key and the file that cannot be
    used (OpenSSL names neither; an expired certificate too), before the agent is started
    with them. `warn_as`: warn, as that agent, of a certificate that expires within 7 days
    (`config check`); without it, `Agent.serve` does, once, when it starts.
    """
    cert, key, client_ca = listen.get("cert"), listen.get("key"), listen.get("client_ca")
    if not cert or not key:
        return None
    named = NamedFile.key(path, "[listen] cert", cert)
    context = server_context(
        named,
        NamedFile.key(path, "[listen] key", key),
        client_ca=NamedFile.key(path, "[listen] client_ca", client_ca) if client_ca else None,
    )
    if warn_as is not None:
        served_certificate(warn_as, named, CertificateCheck())
    else:
        unexpired_certificate(named, CertificateCheck())
    return context


async def _serve(  # noqa: PLR0913 - the agent, where, and what beside it
    agent: Agent,
    listen: dict[str, Any],
    console: Console,
    *,
    a2a: str | None = None,
    tck: bool = False,
    a2a_public_url: str | None = None,
    a2a_limits: ListenerLimits | None = None,
    watches: Sequence[RevocationSource] = (),
) -> None:
    cert, key = listen.get("cert"), listen.get("key")
    tls = Tls(cert=cert, key=key, client_ca=listen.get("client_ca")) if cert and key else None
    where = f"{listen.get('host', '127.0.0.1')}:{listen.get('port', 0)}"
    try:
        listener = await agent.serve(
            str(listen.get("host", "127.0.0.1")),
            int(listen.get("port", 0)),
            protocol=str(listen.get("protocol", "h2")),
            tls=tls,
            public_url=listen.get("public_url"),
            retry=bool(listen.get("retry", False)),
        )
    except OSError as error:  # the port in use, an address not ours: say which
        msg = f"cannot listen on {where}: {error.strerror or error}"
        raise OSError(error.errno, msg) from error
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stop.set)
    handlers = ", ".join(sorted(agent.handlers)) or "none"
    host = listen.get("host", "127.0.0.1")
    protocol = str(listen.get("protocol", "h2"))
    shown = protocol if tls is not None or protocol == "h3" else "h2c, cleartext: no TLS"
    console.print(
        f"{agent.agent_id} listening on {host}:{listener.port} ({shown}); handlers: {handlers}",
        highlight=False,
        soft_wrap=True,  # one line, however narrow the terminal: scripts read it
    )
    # one line per endpoint, `<kind>: URL`, for scripts (the card is at CARD_PATH there)
    scheme = "https" if tls is not None or protocol == "h3" else "http"
    console.print(f"ioa: {scheme}://{host}:{listener.port}", highlight=False, soft_wrap=True)
    for client, every, grace in watches:  # ended by `agent.close` below
        agent.watch_revocations(client, every=every, grace=grace)
        logger.info(
            "%s: polling %s for revocations every %ss (contexts withheld %ss past its "
            "metadata's expiry without a poll)",
            agent.agent_id,
            client.metadata_url,
            every,
            grace,
        )
    bridge = None
    try:
        if a2a is not None:
            meant = bool(listen.get("cleartext", False))
            bridge = await _serve_a2a(
                agent,
                a2a,
                str(host),
                tls,
                cleartext=meant,
                tck=tck,
                public_url=a2a_public_url,
                limits=a2a_limits,
            )
            console.print(a2a_line(bridge), highlight=False, soft_wrap=True)
        settle_collector()  # set up: what is alive now lives as long as the agent serves
        sys.stdout.flush()
        await stop.wait()
    finally:
        if bridge is not None:
            await bridge.close()
        await listener.close()
        await agent.close()


async def _serve_a2a(  # noqa: PLR0913 - keyword-only, each with a purpose
    agent: Agent,
    where: str,
    host: str,
    tls: Tls | None,
    *,
    cleartext: bool = False,
    tck: bool = False,
    public_url: str | None = None,
    limits: ListenerLimits | None = None,
) -> Any:  # noqa: ANN401 - the bridge (its module is an optional extra)
    """The A2A bridge for `agent` (`--a2a`): on `where` (HOST:PORT), or on `host`, any port.

    `tck`: plain messages answered by the A2A TCK's handler set (`--tck`). `limits`: its
    connections (`--max-connections` ... `--keep-alive-timeout`; the defaults without).
    """
    try:
        from ioa.bridges.a2a import serve_a2a  # noqa: PLC0415 - only with the a2a extra
    except ImportError as error:
        msg = f"--a2a needs the a2a extra (pip install 'ioa-stack[a2a]'): {error}"
        raise ValueError(msg) from error
    on_message = None
    if tck:
        from ioa.interop.tck_handlers import tck_message  # noqa: PLC0415 - only when asked

        on_message = tck_message
    a2a_host, a2a_port = parse_listen(where, option="--a2a") if where else (host, 0)
    problem = cleartext_problem({"host": a2a_host, "cleartext": cleartext} if tls is None else {})
    if problem is not None:  # the A2A endpoint follows the same rule as the agent's own
        raise ValueError(problem.replace("[listen]", "--a2a"))
    try:
        return await serve_a2a(
            agent,
            a2a_host,
            a2a_port,
            tls=tls,
            on_message=on_message,
            public_url=public_url,
            limits=limits,
        )
    except OSError as error:
        msg = f"--a2a: cannot listen on {a2a_host}:{a2a_port}: {error.strerror or error}"
        raise OSError(error.errno, msg) from error


def a2a_line(bridge: Any) -> str:  # noqa: ANN401 - the bridge's server
    """The line for scripts: `a2a: URL`."""
    from ioa.bridges.a2a import endpoint_line  # noqa: PLC0415 - only with the a2a extra

    return endpoint_line(bridge)


__all__ = [
    "ConfigError",
    "add_agent_commands",
    "agent_of",
    "cleartext_problem",
    "listen_tls",
    "load_config",
    "run_agent_command",
]
