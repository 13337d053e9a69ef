"""`ioa gateway`: the command, its options and the config file it can run from."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markup import escape

from contexts.builtin import builtin_library
from contexts.document import SharedContext
from contexts.exceptions import ContextError
from contexts.library import ContextLibrary
from contexts.urn import ContextURN, ContextVersion
from ioa.certificates import CertificateCheck, watch_certificate
from ioa.config import (
    ConfigFileError,
    GatewayFile,
    file_instead_of_options,
    host_port,
    loopback,
    seconds_argument,
)
from ioa.event_loop import CLIENT_CA_LOOP, settle_collector
from ioa.event_loop import run as run_event_loop
from ioa.gateway.links import POOL_SIZE, Upstream
from ioa.gateway.relay import MAX_STREAMS_PER_PEER, Gateway
from ioa.tls_files import NamedFile, client_context, served_certificate, server_context
from l7_transport.tls import ExpiryWatch
from l8_comm.config import EndpointConfig
from l8_comm.identifiers import AGENT_ID_PATTERN, ANY_RECIPIENT
from l9_snl.firewall import (
    PolicyBundle,
    PolicyError,
    PolicyWatcher,
    Reload,
    load_policies,
    watch,
)
from l9_snl.firewall.core import Firewall

logger = logging.getLogger("ioa.gateway")


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
    gateway.add_argument(
        "--upstream-cleartext",
        action="store_true",
        help="reach agents off loopback without TLS where no --upstream-ca is given "
        "(development, or a private link); refused otherwise",
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
        help="relay, undecided, messages naming a context the gateway does not know "
        "(default: refuse them; a message naming none is refused either way)",
    )
    gateway.add_argument(
        "--reload-interval",
        type=seconds_argument,
        metavar="SECONDS",
        help=f"how often the policy directory is checked for changes (default {RELOAD_INTERVAL})",
    )
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
    agent = EndpointConfig()
    gateway.add_argument(
        "--agent-max-contexts",
        type=_positive,
        metavar="N",
        help="sub-contexts the agents keep live at once per session and side (their L8 "
        f"max_contexts): a peer's past it are refused here (default {agent.max_contexts})",
    )
    gateway.add_argument(
        "--agent-max-context-depth",
        type=_positive,
        metavar="N",
        help="the deepest sub-context nesting the agents take (their L8 max_context_depth; "
        f"default {agent.max_context_depth})",
    )
    gateway.add_argument(
        "--agent-context-idle-timeout",
        type=seconds_argument,
        metavar="SECONDS",
        help="when the agents end an unused sub-context (their L8 context_idle_timeout; "
        f"default {agent.context_idle_timeout:g})",
    )


def _positive(text: str) -> int:
    """An argparse type: a whole number, 1 or more."""
    if not text.isdigit() or int(text) < 1:
        msg = f"{text!r}: a whole number, 1 or more"
        raise argparse.ArgumentTypeError(msg)
    return int(text)


@dataclass(frozen=True, kw_only=True)
class GatewaySetup:
    """What `ioa gateway` serves with, every file and option it names checked at start."""

    bundle: PolicyBundle
    """The policies."""
    library: ContextLibrary
    """The contexts content is checked against."""
    minimums: dict[str, ContextVersion]
    """The operator's floors, per context name."""
    upstream: Upstream | dict[str, Upstream]
    """The agent behind it, or the agents by id."""
    host: str
    """Where it listens."""
    port: int
    """Its port (0: any free one)."""
    server_tls: ssl.SSLContext | None
    """The TLS it serves with (None: cleartext)."""
    expiry: ExpiryWatch | None
    """Its certificate's expiry, checked again while it serves."""
    agent_limits: EndpointConfig
    """The L8 limits of the agents behind it (`Gateway.agent_limits`)."""

    def relaying_to(self) -> str:
        """The agent behind it (`HOST:PORT`), or each by id (`airline at HOST:PORT, ...`)."""
        return _shown(self.upstream)


def set_up(args: argparse.Namespace, check: CertificateCheck) -> GatewaySetup:
    """Load and check all `args` name, as the gateway starts (and `ioa config check` checks).

    A `ValueError` names the option or config key at fault and its file.
    """
    try:
        bundle = load_policies(args.policies)
    except PolicyError as error:  # (it names the directory)
        said = f"[gateway] policies = {args.policies}: " if args.config is not None else ""
        raise ValueError(_in_file(args, f"{said}{error}")) from error
    library = ContextLibrary(builtin_library())
    for path in args.context:
        try:
            library.add(SharedContext.from_bytes(Path(path).read_bytes()))
        except (ContextError, OSError) as error:
            msg = _in_file(args, f"{_key(args, 'context')}: {path}: {error}")
            raise ValueError(msg) from error
    minimums = _minimums(args.minimum, _in_file(args, _key(args, "minimum")))
    upstream = _upstream(args)
    unverified = _unverified(upstream)
    if unverified and not args.upstream_cleartext:
        name, at = unverified[0]
        msg = (
            f"{name} at {at} would be reached in cleartext HTTP/2 (no {_key(args, 'upstream_ca')}"
            f"), off loopback: give it, or {_key(args, 'upstream_cleartext')} if that is meant"
        )
        raise ValueError(_in_file(args, msg))
    host, port = host_port(args.listen)
    server_tls = _server_tls(args, host)
    expiry = (
        served_certificate("gateway", _file(args, "cert", args.cert), check) if args.cert else None
    )
    return GatewaySetup(
        bundle=bundle,
        library=library,
        minimums=minimums,
        upstream=upstream,
        host=host,
        port=port,
        server_tls=server_tls,
        expiry=expiry,
        agent_limits=_agent_limits(args),
    )


_AGENT_LIMITS: Final = {
    "agent_max_contexts": "max_contexts",
    "agent_max_context_depth": "max_context_depth",
    "agent_context_idle_timeout": "context_idle_timeout",
}
"""Each option on the agents' L8 limits, and the `EndpointConfig` field it sets."""


def _agent_limits(args: argparse.Namespace) -> EndpointConfig:
    """The agents' L8 limits the options give, each checked against L8's own bounds."""
    given = {}
    for option, field in _AGENT_LIMITS.items():
        value = getattr(args, option)
        if value is None:
            continue
        try:
            EndpointConfig(**{field: value})
        except ValueError as error:  # "EndpointConfig.FIELD: VALUE is not ...": said as given
            said = str(error).partition(": ")[2]
            raise ValueError(_in_file(args, f"{_key(args, option)}: {said}")) from None
        given[field] = value
    return EndpointConfig(**given)


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
    check = CertificateCheck()
    try:
        setup = set_up(args, check)
    except (OSError, ValueError) as error:
        errors.print(f"[red]error[/red] {escape(str(error))}", highlight=False)
        return 2
    firewall = Firewall(setup.bundle)

    async def serve() -> None:
        gateway = Gateway(
            firewall,
            setup.library,
            setup.upstream,
            allow_unknown_contexts=args.allow_unknown_contexts,
            require_identity=bool(args.client_ca),
            minimums=setup.minimums,
            pool_size=args.upstream_pool,
            max_streams_per_peer=args.max_streams_per_peer,
            agent_limits=setup.agent_limits,
        )
        where = f"{setup.host}:{setup.port}"
        try:
            await gateway.start(host=setup.host, port=setup.port, ssl_context=setup.server_tls)
        except OSError as error:  # the port in use, an address not ours: say which
            listen = _in_file(args, _key(args, "listen"))
            msg = f"cannot listen on {where} ({listen}): {error.strerror or error}"
            raise OSError(msg) from error  # (no errno: the line is the message alone)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signal_number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signal_number, stop.set)
        watcher = PolicyWatcher(args.policies, firewall, interval=args.reload_interval)
        certificate = None
        if setup.expiry is not None:  # the certificate is checked again while it is served
            watching = watch_certificate("gateway", args.cert, setup.expiry, check)
            certificate = asyncio.create_task(watching)
        plain = "" if setup.server_tls is not None else "; h2c, cleartext: no TLS"
        console.print(
            f"listening on {setup.host}:{gateway.port}, relaying to {setup.relaying_to()}; "
            f"{len(setup.bundle.policy_ids)} policies{plain}",
            highlight=False,
        )
        for name, at in _unverified(setup.upstream):
            logger.warning(
                "%s at %s is reached in cleartext (no %s): a private link only",
                name,
                at,
                _key(args, "upstream_ca"),
            )
        settle_collector()  # set up: what is alive now lives as long as the gateway
        sys.stdout.flush()
        try:
            await watch(watcher, stop, on_reload=lambda r: say_reload(console, r))
        finally:
            if certificate is not None:
                certificate.cancel()
            await gateway.close()

    # uvloop when installed; asyncio with client certificates (see ioa.event_loop.CLIENT_CA_LOOP)
    run_event_loop(serve(), loop=CLIENT_CA_LOOP if args.client_ca else "auto")
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
    "upstream_cleartext",
    "context",
    "minimum",
    "allow_unknown_contexts",
    "reload_interval",
    "max_streams_per_peer",
    "upstream_pool",
    *_AGENT_LIMITS,
)
"""Every option a config file replaces: given beside `--config`, it is refused."""

RELOAD_INTERVAL: Final = 2.0
"""Seconds between checks of the policy directory, unless `--reload-interval` says."""

_KEYS: Final = {
    "policies": "[gateway] policies",
    "context": "[gateway] contexts",
    "minimum": "[gateway] minimums",
    "upstream_ca": "[gateway] upstream_ca",
    "upstream_cert": "[gateway] upstream_cert",
    "upstream_key": "[gateway] upstream_key",
    "upstream_cleartext": "[gateway] upstream_cleartext = true",
    "listen": "[listen] host and port",
    "cert": "[listen] cert",
    "key": "[listen] key",
    "client_ca": "[listen] client_ca",
    **{option: f"[gateway] {option}" for option in _AGENT_LIMITS},
}
"""The config file's key for each option, as a fault in a file given by `--config` names it."""


def _key(args: argparse.Namespace, option: str, agent: str | None = None) -> str:
    """How the user gave `option`: `--upstream-ca`, or `[upstream_tls.AGENT] ca` in the file."""
    if args.config is None:
        return f"--{option.replace('_', '-')}"
    if agent is not None and option.startswith("upstream_"):
        return f"[upstream_tls.{agent}] {option.removeprefix('upstream_')}"
    return _KEYS[option]


def _in_file(args: argparse.Namespace, message: str) -> str:
    """`message` after the config file's path, when the gateway runs from one."""
    return message if args.config is None else f"{args.config}: {message}"


def _file(args: argparse.Namespace, option: str, path: str, agent: str | None = None) -> NamedFile:
    """The file `option` gives (for `agent`, if its own), named as the user gave it."""
    key = _key(args, option, agent)
    if args.config is None:
        return NamedFile.option(key, path, agent)
    return NamedFile.key(args.config, key, path)


def _given(args: argparse.Namespace) -> argparse.Namespace:
    if args.policies is None or not args.upstream:
        raise ConfigFileError("ioa gateway", ["give POLICIES and --upstream, or --config FILE"])
    if args.listen is None:
        args.listen = "127.0.0.1:0"
    if args.reload_interval is None:
        args.reload_interval = RELOAD_INTERVAL
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
    beside = [
        f"--{name.replace('_', '-')}"
        for name in _OPTIONS
        if getattr(args, name) not in (None, False, [])
    ]
    config = file_instead_of_options(path, beside, ("gateway", "ioa gateway"))
    assert isinstance(config, GatewayFile)  # noqa: S101 - expect= checked the role
    return argparse.Namespace(**{**vars(args), **vars(options_of(config, path))})


def options_of(config: GatewayFile, path: Path) -> argparse.Namespace:
    """A gateway's file (at `path`) as the options it stands for, faults named by its keys."""
    section, listen = config.gateway, config.listen
    return argparse.Namespace(
        config=str(path),
        policies=str(section.policies),
        upstream=(
            [section.upstream]
            if section.upstream is not None
            else [f"{name}={where}" for name, where in section.upstreams.items()]
        ),
        **_upstream_tls_options(config),
        listen=f"{listen.host}:{listen.port}",
        cert=str(listen.cert) if listen.cert else None,
        key=str(listen.key) if listen.key else None,
        client_ca=str(listen.client_ca) if listen.client_ca else None,
        cleartext=listen.cleartext,
        upstream_cleartext=section.upstream_cleartext,
        context=[str(path) for path in section.contexts],
        minimum=[f"{name}={version}" for name, version in section.minimums.items()],
        allow_unknown_contexts=section.allow_unknown_contexts,
        reload_interval=section.reload_interval,
        max_streams_per_peer=section.max_streams_per_peer,
        upstream_pool=section.upstream_pool,
        agent_max_contexts=section.agent_max_contexts,
        agent_max_context_depth=section.agent_max_context_depth,
        agent_context_idle_timeout=section.agent_context_idle_timeout,
    )


def _minimums(texts: list[str], given_as: str = "--minimum") -> dict[str, ContextVersion]:
    """`--minimum NAME=vMAJOR.MINOR` options: the highest per name (a floor only rises).

    `given_as`: how a fault names where the texts came from (the option, or the key).
    """
    floors: dict[str, ContextVersion] = {}
    for text in texts:
        name, equals, version = text.partition("=")
        if not equals:
            msg = f"{given_as} {text!r}: expected NAME=vMAJOR.MINOR (payment=v2.0)"
            raise ValueError(msg)
        try:
            floor = ContextURN.of(name, version).version
        except ContextError as error:  # (a file's key is `name = "vMAJOR.MINOR"`)
            shown = f" {text!r}" if given_as.startswith("--") else f": {name!r} = {version!r}"
            msg = f"{given_as}{shown}: {error}"
            raise ValueError(msg) from error
        if name not in floors or floors[name] < floor:
            floors[name] = floor
    return floors


def say_reload(console: Console, reload: Reload) -> None:
    """A reload on stdout; one that failed is not said here: the watcher logs it (stderr)."""
    if reload.loaded:
        console.print(f"policies reloaded: {reload.digest}", highlight=False)
        console.file.flush()


def _server_tls(args: argparse.Namespace, host: str) -> ssl.SSLContext | None:
    """The TLS to serve with; None for cleartext, on loopback or where `--cleartext` says so."""
    if args.client_ca and not args.cert:
        msg = "--client-ca needs --cert and --key (client certificates need TLS)"
        raise ValueError(msg)
    if bool(args.cert) != bool(args.key):
        msg = "--cert and --key go together: give both (TLS) or neither"
        raise ValueError(msg)
    if not args.cert:
        if not args.cleartext and not loopback(host):
            msg = (
                f"--listen {args.listen} would serve cleartext HTTP/2 (no TLS): give --cert "
                "and --key, or --cleartext if that is meant"
            )
            raise ValueError(msg)
        return None
    client_ca = _file(args, "client_ca", args.client_ca) if args.client_ca else None
    return server_context(
        _file(args, "cert", args.cert), _file(args, "key", args.key), client_ca=client_ca
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


def _files_per_agent(
    args: argparse.Namespace, option: str, agents: set[str]
) -> dict[str | None, NamedFile]:
    """`--upstream-ca` and its kin: the file for every agent (None), and per agent id."""
    flag = f"--{option.replace('_', '-')}"
    files: dict[str | None, NamedFile] = {}
    for text in getattr(args, option):
        name, equals, path = text.partition("=")
        agent: str | None = name if equals and name in agents else None
        if agent is None:
            path = text
            if equals and AGENT_ID_PATTERN.fullmatch(name) and not Path(text).exists():
                known = ", ".join(sorted(agents)) or "--upstream names none"
                msg = f"{flag} {text!r}: no agent {name!r} behind the gateway ({known})"
                raise ValueError(msg)
        if agent in files:
            whose = f"agent {agent!r}" if agent is not None else "every agent"
            msg = f"{flag} {text!r}: a second file for {whose}"
            raise ValueError(msg)
        if not Path(path).is_file():
            msg = f"{flag} {text!r}: {path}: no such file"
            raise ValueError(msg)
        files[agent] = _file(args, option, path, agent)
    return files


def _upstream_tls(args: argparse.Namespace, agent: str | None) -> ssl.SSLContext | None:
    """The TLS of the gateway's connection to `agent` (None: the one agent); None: cleartext."""
    agents = {text.rpartition("=")[0] for text in args.upstream if "=" in text}

    def of(option: str) -> NamedFile | None:
        files = _files_per_agent(args, option, agents)
        return files.get(agent, files.get(None))

    ca, cert, key = of("upstream_ca"), of("upstream_cert"), of("upstream_key")
    whose = f" for {agent}" if agent is not None else ""
    if (cert is None) != (key is None):
        msg = f"--upstream-cert and --upstream-key{whose} go together: give both or neither"
        raise ValueError(msg)
    if ca is None:
        if cert is not None:
            msg = f"--upstream-cert{whose} needs --upstream-ca (it is presented over TLS)"
            raise ValueError(msg)
        return None
    return client_context(ca, cert=cert, key=key)


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
