"""`ioa gateway`: the command, its options and the config file it can run from."""

from __future__ import annotations

import argparse
import asyncio
import signal
import ssl
import sys
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markup import escape

from contexts.builtin import builtin_library
from contexts.document import SharedContext
from contexts.exceptions import ContextError
from contexts.library import ContextLibrary
from contexts.urn import ContextURN, ContextVersion
from ioa.certificates import CertificateCheck, check_certificate, watch_certificate
from ioa.config import (
    ConfigFileError,
    GatewayFile,
    file_instead_of_options,
    host_port,
    loopback,
)
from ioa.gateway.links import POOL_SIZE, Upstream
from ioa.gateway.relay import MAX_STREAMS_PER_PEER, Gateway
from l7_transport.tls import client_ssl_context, server_ssl_context
from l8_comm.identifiers import AGENT_ID_PATTERN, ANY_RECIPIENT
from l9_snl.firewall import PolicyError, PolicyWatcher, Reload, load_policies, watch
from l9_snl.firewall.core import Firewall


def add_gateway_command(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `ioa gateway` to the `ioa` parser."""
    gateway = commands.add_parser(
        "gateway", help="run the semantic firewall in front of agents (HTTP/2 relay)"
    )
    gateway.add_argument(
        "policies",
        nargs="?",
        help="the policy directory (*.cedar, agents.json, valuation.json)",
    )
    gateway.add_argument(
        "--upstream",
        action="append",
        default=[],
        metavar="[NAME=]HOST:PORT",
        help="the agent behind the gateway; several, each as AGENT_ID=HOST:PORT (repeated): "
        "a peer stream goes to the agent its first message is addressed to",
    )
    gateway.add_argument(
        "--config",
        metavar="FILE",
        help='a config file (role = "gateway", docs/config.md) instead of the options',
    )
    gateway.add_argument(
        "--upstream-ca",
        action="append",
        default=[],
        metavar="[AGENT_ID=]FILE",
        help="CA file to verify the agents' TLS certificates (default: cleartext); "
        "AGENT_ID=FILE for one agent of several (repeated)",
    )
    gateway.add_argument(
        "--upstream-cert",
        action="append",
        default=[],
        metavar="[AGENT_ID=]FILE",
        help="the client certificate the gateway presents to agents that ask for one "
        "(needs --upstream-ca); AGENT_ID=FILE for one agent (repeated)",
    )
    gateway.add_argument(
        "--upstream-key",
        action="append",
        default=[],
        metavar="[AGENT_ID=]FILE",
        help="its private key; AGENT_ID=FILE for one agent (repeated)",
    )
    gateway.add_argument("--listen", metavar="HOST:PORT", help="default: 127.0.0.1:0")
    gateway.add_argument(
        "--cleartext",
        action="store_true",
        help="serve without TLS on an address other than loopback (development); "
        "without --cert, only loopback is served otherwise",
    )
    gateway.add_argument("--cert", help="TLS certificate to serve with (default: cleartext)")
    gateway.add_argument("--key", help="its private key")
    gateway.add_argument(
        "--client-ca",
        help="require client certificates from this CA; the principal is then the agent the "
        "certificate names (without it, each stream's first `from`, which a peer can choose)",
    )
    gateway.add_argument(
        "--context",
        action="append",
        default=[],
        help="a context document (JSON) the gateway checks content against (repeatable; "
        "the built-in contexts are always known)",
    )
    gateway.add_argument(
        "--minimum",
        action="append",
        default=[],
        metavar="NAME=vMAJOR.MINOR",
        help="refuse content of context NAME below this version (repeatable; it only raises "
        "the minimum secure version the known contexts declare, never lowers it)",
    )
    gateway.add_argument(
        "--allow-unknown-contexts",
        action="store_true",
        help="relay content of contexts the gateway does not know (default: refuse it)",
    )
    gateway.add_argument("--reload-interval", type=float, default=2.0, metavar="SECONDS")
    gateway.add_argument(
        "--max-streams-per-peer",
        type=_positive,
        metavar="N",
        help="streams of one peer (the agent its client certificate names, else its address) "
        f"relayed at once; one more is refused too_many_streams (default {MAX_STREAMS_PER_PEER})",
    )
    gateway.add_argument(
        "--upstream-pool",
        type=_positive,
        metavar="N",
        help="connections to each agent at most, another opened when every one is at the "
        f"agent's stream limit (default {POOL_SIZE})",
    )


def _positive(text: str) -> int:
    """An argparse type: a whole number, 1 or more."""
    if not text.isdigit() or int(text) < 1:
        msg = f"{text!r}: a whole number, 1 or more"
        raise argparse.ArgumentTypeError(msg)
    return int(text)


def run_gateway_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa gateway` until interrupted; return the exit status (errors on `errors`)."""
    errors = errors or console
    try:
        args = from_config(args) if args.config is not None else _given(args)
    except ConfigFileError as error:
        for line in str(error).splitlines():
            errors.print(f"[red]error[/red] {escape(line)}", highlight=False)
        return 2
    try:
        bundle = load_policies(args.policies)
        library = ContextLibrary(builtin_library())
        for path in args.context:
            library.add(SharedContext.from_bytes(Path(path).read_bytes()))
        minimums = _minimums(args.minimum)
        upstream = _upstream(args)
        listen_host, listen_port = host_port(args.listen)
        server_tls = _server_tls(args, listen_host)
        check = CertificateCheck()
        expiry = check_certificate("gateway", args.cert, check) if args.cert else None
    except (PolicyError, ContextError, OSError, ValueError) as error:
        errors.print(f"[red]error[/red] {escape(str(error))}", highlight=False)
        return 2
    firewall = Firewall(bundle)

    async def serve() -> None:
        gateway = Gateway(
            firewall,
            library,
            upstream,
            allow_unknown_contexts=args.allow_unknown_contexts,
            require_identity=bool(args.client_ca),
            minimums=minimums,
            pool_size=args.upstream_pool,
            max_streams_per_peer=args.max_streams_per_peer,
        )
        await gateway.start(host=listen_host, port=listen_port, ssl_context=server_tls)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signal_number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signal_number, stop.set)
        watcher = PolicyWatcher(args.policies, firewall, interval=args.reload_interval)
        certificate = None
        if expiry is not None:  # the certificate is checked again while it is served
            watching = watch_certificate("gateway", args.cert, expiry, check)
            certificate = asyncio.create_task(watching)
        plain = "" if server_tls is not None else "; h2c, cleartext: no TLS"
        console.print(
            f"listening on {listen_host}:{gateway.port}, relaying to {_shown(upstream)}; "
            f"{len(bundle.policy_ids)} policies{plain}",
            highlight=False,
        )
        for name, where in _unverified(upstream):
            errors.print(
                f"[yellow]warning[/yellow] {name} at {where} is reached in cleartext "
                "(no --upstream-ca): a private link only",
                highlight=False,
            )
        sys.stdout.flush()
        try:
            await watch(watcher, stop, on_reload=lambda r: say_reload(console, errors, r))
        finally:
            if certificate is not None:
                certificate.cancel()
            await gateway.close()

    asyncio.run(serve())
    return 0


_OPTIONS: Final = (
    "policies",
    "upstream",
    "upstream_ca",
    "upstream_cert",
    "upstream_key",
    "listen",
    "cert",
    "key",
    "client_ca",
    "cleartext",
    "max_streams_per_peer",
    "upstream_pool",
)


def _given(args: argparse.Namespace) -> argparse.Namespace:
    if args.policies is None or not args.upstream:
        raise ConfigFileError("ioa gateway", ["give POLICIES and --upstream, or --config FILE"])
    if args.listen is None:
        args.listen = "127.0.0.1:0"
    if args.max_streams_per_peer is None:
        args.max_streams_per_peer = MAX_STREAMS_PER_PEER
    if args.upstream_pool is None:
        args.upstream_pool = POOL_SIZE
    return args


def from_config(args: argparse.Namespace) -> argparse.Namespace:
    """`args` with what `--config FILE` (a gateway's file) says; `ConfigFileError` else.

    The file replaces the options: one given beside it is a usage error, not silently
    overridden (`IOA_*` environment variables override the file).
    """
    path = Path(args.config)
    beside = [f"--{name.replace('_', '-')}" for name in _OPTIONS if getattr(args, name)]
    beside += [flag for flag, given in (("--context", args.context), ("--minimum", args.minimum))
               if given]  # fmt: skip
    config = file_instead_of_options(path, beside, ("gateway", "ioa gateway"))
    assert isinstance(config, GatewayFile)  # noqa: S101 - expect= checked the role
    section, listen = config.gateway, config.listen
    return argparse.Namespace(
        **{
            **vars(args),
            "policies": str(section.policies),
            "upstream": (
                [section.upstream]
                if section.upstream is not None
                else [f"{name}={where}" for name, where in section.upstreams.items()]
            ),
            **_upstream_tls_options(config),
            "listen": f"{listen.host}:{listen.port}",
            "cert": str(listen.cert) if listen.cert else None,
            "key": str(listen.key) if listen.key else None,
            "client_ca": str(listen.client_ca) if listen.client_ca else None,
            "cleartext": listen.cleartext,
            "context": [str(path) for path in section.contexts],
            "minimum": [f"{name}={version}" for name, version in section.minimums.items()],
            "allow_unknown_contexts": section.allow_unknown_contexts,
            "reload_interval": section.reload_interval,
            "max_streams_per_peer": section.max_streams_per_peer,
            "upstream_pool": section.upstream_pool,
        }
    )


def _minimums(texts: list[str]) -> dict[str, ContextVersion]:
    """`--minimum NAME=vMAJOR.MINOR` options: the highest per name (a floor only rises)."""
    floors: dict[str, ContextVersion] = {}
    for text in texts:
        name, equals, version = text.partition("=")
        if not equals:
            msg = f"--minimum {text!r}: expected NAME=vMAJOR.MINOR (payment=v2.0)"
            raise ValueError(msg)
        floor = ContextURN.of(name, version).version  # InvalidURNError names the fault
        if name not in floors or floors[name] < floor:
            floors[name] = floor
    return floors


def say_reload(console: Console, errors: Console, reload: Reload) -> None:
    """A reload on stdout; one that failed (the old policies stay) on `errors` (stderr)."""
    if reload.loaded:
        console.print(f"policies reloaded: {reload.digest}", highlight=False)
        console.file.flush()
    else:
        errors.print(
            f"[yellow]policies not reloaded[/yellow] (old ones stay): {escape(reload.error or '')}",
            highlight=False,
        )


def _server_tls(args: argparse.Namespace, host: str) -> ssl.SSLContext | None:
    """The TLS to serve with; None for cleartext, on loopback or where `--cleartext` says so."""
    if args.client_ca and not args.cert:
        msg = "--client-ca needs --cert and --key (client certificates need TLS)"
        raise ValueError(msg)
    if not args.cert:
        if not args.cleartext and not loopback(host):
            msg = (
                f"--listen {args.listen} would serve cleartext HTTP/2 (no TLS): give --cert "
                "and --key, or --cleartext if that is meant"
            )
            raise ValueError(msg)
        return None
    return server_ssl_context(
        args.cert, args.key, client_ca=args.client_ca, require_client_cert=bool(args.client_ca)
    )


def _upstream(args: argparse.Namespace) -> Upstream | dict[str, Upstream]:
    """`--upstream HOST:PORT` (one agent), or `--upstream AGENT_ID=HOST:PORT` repeated.

    Each with the TLS `--upstream-ca`, `--upstream-cert` and `--upstream-key` give it
    (`AGENT_ID=FILE` for one agent, a bare FILE for all).
    """
    named: dict[str, str] = {}
    for text in args.upstream:
        name, equals, where = text.rpartition("=")
        if not equals:
            if len(args.upstream) > 1:
                msg = f"--upstream {text!r}: several agents are each AGENT_ID=HOST:PORT"
                raise ValueError(msg)
            host, port = host_port(text, lowest=1)
            return Upstream(host, port, _upstream_tls(args, None))
        if not name or name in named:
            msg = f"--upstream {text!r}: " + ("an agent id, then =" if not name else "named twice")
            raise ValueError(msg)
        if name == ANY_RECIPIENT or AGENT_ID_PATTERN.fullmatch(name) is None:
            msg = f"--upstream {text!r}: {name!r} is not an agent id"
            raise ValueError(msg)
        named[name] = where
    return {
        name: Upstream(*host_port(where, lowest=1), _upstream_tls(args, name))
        for name, where in named.items()
    }


def _files_per_agent(option: str, texts: list[str], agents: set[str]) -> dict[str | None, str]:
    """`--upstream-ca` and its kin: the file for every agent (None), and per agent id."""
    files: dict[str | None, str] = {}
    for text in texts:
        name, equals, path = text.partition("=")
        agent: str | None = name if equals and name in agents else None
        if agent is None:
            path = text
            if equals and AGENT_ID_PATTERN.fullmatch(name) and not Path(text).exists():
                known = ", ".join(sorted(agents)) or "--upstream names none"
                msg = f"{option} {text!r}: no agent {name!r} behind the gateway ({known})"
                raise ValueError(msg)
        if agent in files:
            whose = f"agent {agent!r}" if agent is not None else "every agent"
            msg = f"{option} {text!r}: a second file for {whose}"
            raise ValueError(msg)
        if not Path(path).is_file():
            msg = f"{option} {text!r}: {path}: no such file"
            raise ValueError(msg)
        files[agent] = path
    return files


def _upstream_tls(args: argparse.Namespace, agent: str | None) -> ssl.SSLContext | None:
    """The TLS of the gateway's connection to `agent` (None: the one agent); None: cleartext."""
    agents = {text.rpartition("=")[0] for text in args.upstream if "=" in text}

    def of(option: str, texts: list[str]) -> str | None:
        files = _files_per_agent(option, texts, agents)
        return files.get(agent, files.get(None))

    ca = of("--upstream-ca", args.upstream_ca)
    cert = of("--upstream-cert", args.upstream_cert)
    key = of("--upstream-key", args.upstream_key)
    whose = f" for {agent}" if agent is not None else ""
    if (cert is None) != (key is None):
        msg = f"--upstream-cert and --upstream-key{whose} go together: give both or neither"
        raise ValueError(msg)
    if ca is None:
        if cert is not None:
            msg = f"--upstream-cert{whose} needs --upstream-ca (it is presented over TLS)"
            raise ValueError(msg)
        return None
    return client_ssl_context(ca, cert=cert, key=key)


def _upstream_tls_options(config: GatewayFile) -> dict[str, list[str]]:
    """A gateway file's upstream TLS as the options would say it (`AGENT_ID=FILE` per agent)."""
    section = config.gateway
    options: dict[str, list[str]] = {}
    for option, common, own in (
        ("upstream_ca", section.upstream_ca, "ca"),
        ("upstream_cert", section.upstream_cert, "cert"),
        ("upstream_key", section.upstream_key, "key"),
    ):
        texts = [str(common)] if common is not None else []
        for agent, tls in config.upstream_tls.items():
            path = getattr(tls, own)
            if path is not None:
                texts.append(f"{agent}={path}")
        options[option] = texts
    return options


def _unverified(upstream: Upstream | dict[str, Upstream]) -> list[tuple[str, str]]:
    """The agents reached in cleartext at an address other than loopback."""
    named = {"the agent": upstream} if isinstance(upstream, Upstream) else upstream
    return [
        (name, f"{up.host}:{up.port}")
        for name, up in named.items()
        if up.ssl_context is None and not loopback(up.host)
    ]


def _shown(upstream: Upstream | dict[str, Upstream]) -> str:
    if isinstance(upstream, Upstream):
        return f"{upstream.host}:{upstream.port}"
    return ", ".join(f"{name} at {up.host}:{up.port}" for name, up in upstream.items())
