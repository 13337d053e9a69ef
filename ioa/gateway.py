"""`ioa gateway`: the semantic firewall between many agents and the network (asyncio relay).

Peers open session streams to the gateway (HTTP/2, TLS or cleartext); for
each, the gateway opens a stream to the protected agent over one shared
upstream connection and relays both ways, frame by frame. What peers send
goes through `l9_snl.firewall.gateway.GatewayFilter` (forwarded byte for
byte, or answered with a refusal); what the agent sends goes back as is.
The policy directory is reloaded when it changes (`PolicyWatcher`).

In front of several agents (`--upstream NAME=HOST:PORT`, repeated), a peer
stream goes to the agent its first message is addressed to (the envelope's
`to`); one addressed to none of them is refused `undelivered`. Upstream
connections are made when a peer first needs them and again when lost, so
the gateway and its agents start in any order: a peer stream waits up to
`connect_wait` seconds for an agent that is not up yet, trying again with
backoff (one attempt at a time per agent, whatever the number of peers).

Content of a context version below its name's floor is never relayed: the
floor is the highest minimum secure version any context the gateway knows
declares for that name (`secure_minimums`), raised to an operator's
`--minimum NAME=vMAJOR.MINOR`. So a newer document the gateway is given
(`--context`) that declares older versions insecure retires them here too,
whether or not the older documents say so themselves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Self

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
from l7_transport import Channel
from l7_transport.exceptions import (
    ConnectError,
    ConnectTimeout,
    TransportError,
    TransportErrorCode,
)
from l7_transport.framing import FrameDecoder, encode_frame
from l7_transport.http2 import Http2Client, Http2Server, serve_http2
from l7_transport.tls import client_ssl_context, server_ssl_context
from l8_comm import decode_envelope, encode_envelope
from l8_comm.exceptions import RemoteProtocolError
from l8_comm.identifiers import AGENT_ID_PATTERN, ANY_RECIPIENT
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall import PolicyError, PolicyWatcher, Reload, load_policies, watch
from l9_snl.firewall.core import Decision, Firewall
from l9_snl.firewall.gateway import ContextSource, GatewayFilter, refusal_for
from l9_snl.handshake import snl_registry
from l9_snl.selection import secure_minimums

logger = logging.getLogger("ioa.gateway")

_REGISTRY: Final = snl_registry()
"""The L8 protocols a first message may use: the handshake's too (a session's first is a HELLO)."""
_LINGER = 5.0
"""Seconds the peer has to end its side of a stream after the agent ended its own."""


@dataclass(frozen=True, slots=True)
class Upstream:
    """Where the protected agent listens."""

    host: str
    port: int
    ssl_context: ssl.SSLContext | None = None
    """None: cleartext HTTP/2 (a loopback or private link only)."""


CONNECT_WAIT: Final = 3.0
"""Seconds a peer stream waits for its agent to accept a connection (started later...)."""
BACKOFF_FIRST: Final = 0.05
"""Seconds before the second attempt to connect to an agent; doubled after each failure."""
BACKOFF_MAX: Final = 1.0
"""The longest wait between two attempts."""


DOWN_FOR: Final = 5.0
"""Seconds an agent whose TLS failed is taken as down: streams are turned away at once."""
MAX_WAITING: Final = 256
"""Streams that may wait for one agent to come up; more are turned away at once."""


class _Link:
    """The connection to one agent: made on demand, made again when lost, with backoff.

    One attempt at a time: every stream waiting for the agent waits on that one
    attempt (which tries again with backoff), each for its own `connect_wait`, and at
    most `MAX_WAITING` of them. A TLS failure (it will not mend by itself) marks the
    agent down for `DOWN_FOR` seconds, in which streams are turned away at once.
    """

    def __init__(self, upstream: Upstream) -> None:
        self.upstream = upstream
        self.client: Http2Client | None = None
        self.attempt: asyncio.Task[Http2Client] | None = None
        self.down_until = 0.0
        self.waiting = 0
        self.reconnects = 0
        self.connected_before = False
        self._jobs: set[asyncio.Task[None]] = set()

    def _where(self) -> str:
        return f"{self.upstream.host}:{self.upstream.port}"

    async def session(self, wait: float) -> Channel:
        """A new session stream to the agent, within `wait` seconds (`TransportError` else)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        client = self.client
        if client is None or client.closed:
            client = await self._connected(loop, wait, deadline)
        try:
            async with asyncio.timeout(max(0.0, deadline - loop.time())):
                return await client.open_session()
        except TimeoutError:
            # An agent that took TCP and never answered a session, with nothing live on the
            # connection: let the next stream dial again. A connection that carries live
            # sessions (the agent at its stream limit, say) is never cut for one stream.
            if self.client is client and not client.sessions():
                self.client = None
                self._closing(client)
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"{self._where()} opened no session within {wait:g} s",
            ) from None

    def _closing(self, client: Http2Client) -> None:
        """Close `client` in the background (its grace is not the waiting stream's to pay)."""
        job = asyncio.get_running_loop().create_task(client.close())
        self._jobs.add(job)
        job.add_done_callback(self._jobs.discard)

    async def _connected(
        self, loop: asyncio.AbstractEventLoop, wait: float, deadline: float
    ) -> Http2Client:
        if loop.time() < self.down_until:
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED,
                f"{self._where()} failed TLS (tried again at most every {DOWN_FOR:g} s)",
            )
        if self.waiting >= MAX_WAITING:
            raise ConnectError(
                TransportErrorCode.CONNECT_FAILED,
                f"{self._where()} is not up and {MAX_WAITING} streams wait for it already",
            )
        if self.attempt is None or self.attempt.done():
            self.attempt = loop.create_task(self._connect(wait))
            # read its outcome even when every waiter has gone (no "never retrieved" log)
            self.attempt.add_done_callback(_outcome_read)
        self.waiting += 1
        try:
            async with asyncio.timeout(max(0.0, deadline - loop.time())):
                return await asyncio.shield(self.attempt)
        except TimeoutError:
            raise ConnectTimeout(
                TransportErrorCode.CONNECT_TIMEOUT,
                f"{self._where()} did not come up within {wait:g} s",
            ) from None
        finally:
            self.waiting -= 1

    async def _connect(self, wait: float) -> Http2Client:
        up = self.upstream
        loop = asyncio.get_running_loop()
        give_up, delay = loop.time() + wait, BACKOFF_FIRST
        while True:
            try:
                # each dial within the attempt's time, whatever the client's own timeout
                async with asyncio.timeout(max(0.01, give_up - loop.time())):
                    client = await Http2Client.connect(
                        up.host,
                        up.port,
                        ssl_context=up.ssl_context,
                        cleartext=up.ssl_context is None,
                    )
            except TimeoutError:
                raise ConnectTimeout(
                    TransportErrorCode.CONNECT_TIMEOUT, f"{self._where()}: no connection in time"
                ) from None
            except TransportError as error:
                # a certificate that does not verify will not verify on the next try either:
                # streams are turned away at once for a while, not kept waiting
                if error.code == TransportErrorCode.TLS_FAILED:
                    self.down_until = loop.time() + DOWN_FOR
                    raise
                if loop.time() + delay > give_up:
                    raise
            else:
                if self.connected_before:
                    self.reconnects += 1
                    logger.info("relay: reconnected to %s (its connection was lost)", self._where())
                self.client = client
                self.connected_before = True
                return client
            await asyncio.sleep(delay)
            delay = min(2 * delay, BACKOFF_MAX)

    async def close(self) -> None:
        if self.attempt is not None and not self.attempt.done():
            self.attempt.cancel()
            with contextlib.suppress(asyncio.CancelledError, TransportError):
                await self.attempt
        if self.client is not None:
            await self.client.close()
        for job in list(self._jobs):
            with contextlib.suppress(Exception):
                await job


def _outcome_read(attempt: asyncio.Task[Http2Client]) -> None:
    if not attempt.cancelled():
        attempt.exception()  # (a failure is each waiter's to report: read, not logged)


class Relay:
    """An HTTP/2 relay: upstream connections, a listener, a session upstream per peer stream.

    `upstream`: the one agent behind it, or agents by id (then each peer stream goes
    to the agent its first message is addressed to). Subclasses say what `_relay`
    does with each peer stream.
    """

    def __init__(
        self, upstream: Upstream | Mapping[str, Upstream], *, connect_wait: float = CONNECT_WAIT
    ) -> None:
        self.upstreams: dict[str | None, Upstream] = (
            {None: upstream}
            if isinstance(upstream, Upstream)
            else {name: up for name, up in upstream.items()}  # noqa: C416 - keys widen to None
        )
        if not self.upstreams:
            msg = "a relay needs at least one upstream"
            raise ValueError(msg)
        self.connect_wait = connect_wait
        self.server: Http2Server | None = None
        self._links = {name: _Link(up) for name, up in self.upstreams.items()}

    @property
    def upstream(self) -> Upstream:
        """The agent behind a relay in front of one (the first of several)."""
        return next(iter(self.upstreams.values()))

    @property
    def routed(self) -> bool:
        """Whether peer streams are routed by addressee (agents named), or all go to one."""
        return None not in self.upstreams

    @property
    def reconnects(self) -> int:
        """Times a lost upstream connection was established again (an agent restarted...)."""
        return sum(link.reconnects for link in self._links.values())

    async def open_upstream(self, name: str | None = None) -> Channel:
        """A new session to the agent `name` (the one agent: None), connecting if need be.

        Waits up to `connect_wait` seconds for an agent that is not up, trying again
        with backoff; `TransportError` if it still cannot be reached.
        """
        link = self._links.get(name) if name is not None else None
        if link is None:
            link = next(iter(self._links.values()))
        return await link.session(self.connect_wait)

    async def start(
        self, *, host: str = "127.0.0.1", port: int = 0, ssl_context: ssl.SSLContext | None = None
    ) -> Self:
        """Listen (TLS with `ssl_context`, else cleartext); return self.

        The agents need not be up: each is connected when a peer first needs it.
        """
        self.server = await serve_http2(
            self._relay,
            host=host,
            port=port,
            ssl_context=ssl_context,
            cleartext=ssl_context is None,
        )
        return self

    @property
    def port(self) -> int:
        """The port the relay listens on."""
        if self.server is None:
            msg = "the relay is not started"
            raise RuntimeError(msg)
        return self.server.port

    async def close(self) -> None:
        """Stop listening and close the upstream connections."""
        if self.server is not None:
            await self.server.close(grace=1)
        for link in self._links.values():
            await link.close()

    async def _relay(self, peer: Channel) -> None:
        raise NotImplementedError


class Gateway(Relay):
    """A running gateway: its listener, its upstream connection, and counts.

    `contexts` is a `ContextLibrary` (its documents also give the floors: see
    `minimums`) or a lookup function (then only each document's own declared
    minimum and the given `minimums` apply).
    """

    def __init__(  # noqa: PLR0913 - the firewall, the contexts, the agent, and keyword options
        self,
        firewall: Firewall,
        contexts: ContextLibrary | ContextSource,
        upstream: Upstream | Mapping[str, Upstream],
        *,
        allow_unknown_contexts: bool = False,
        require_identity: bool = False,
        minimums: Mapping[str, ContextVersion] | None = None,
        connect_wait: float = CONNECT_WAIT,
    ) -> None:
        super().__init__(upstream, connect_wait=connect_wait)
        self.firewall = firewall
        self.require_identity = require_identity
        """Refuse streams whose client certificate names no agent (mTLS deployments)."""
        self.library = contexts if isinstance(contexts, ContextLibrary) else None
        """The contexts the gateway knows, when it was given them as a library."""
        self.contexts: ContextSource = (
            _lookup(contexts) if isinstance(contexts, ContextLibrary) else contexts
        )
        self.configured_minimums = dict(minimums or {})
        """The operator's floors per context name (`--minimum`)."""
        self.allow_unknown_contexts = allow_unknown_contexts
        self.relayed = 0
        """Frames forwarded to the agent."""
        self.refused = 0
        """Messages the gateway answered itself."""
        self.undelivered = 0
        """Peer streams refused: addressed to no agent behind the gateway, or one down."""

    @property
    def minimums(self) -> dict[str, ContextVersion]:
        """The floor per context name: the configured one raised to every declared one.

        Read again for each stream, so a context added to the library later
        raises the floor for the streams after it.
        """
        return secure_minimums(self.configured_minimums, self.library or ())

    async def _relay(self, peer: Channel) -> None:
        if self.require_identity and peer.peer.agent_id is None:
            logger.warning("gateway: %s presented no agent certificate", peer.session_id)
            peer.abort("no client identity")
            return
        first, name = b"", None
        if self.routed:
            routed = await self._addressee(peer)
            if routed is None:
                return  # refused, or gone
            first, name = routed
        try:
            agent = await self.open_upstream(name)
        except TransportError as error:
            where = f"agent {name!r}" if name is not None else "the agent"
            logger.warning("gateway: %s cannot be reached: %s", where, error)
            self.undelivered += 1
            peer.abort("upstream unavailable")
            return
        screen = GatewayFilter(
            self.firewall,
            self.contexts,
            allow_unknown_contexts=self.allow_unknown_contexts,
            identity=peer.peer.agent_id,  # mTLS: the certificate's agent, else the first `from`
            minimums=self.minimums,
            addressee=name,  # routed: every message of the stream is for that agent
            elsewhere=frozenset(n for n in self.upstreams if n is not None),
        )
        inbound = asyncio.create_task(self._inbound(peer, agent, screen, first))
        try:
            await self._outbound(agent, peer)
            # The agent has ended its side: the peer's last words (its final ACK) and its
            # end of stream still cross, for a while, so that neither stream is cut short.
            with contextlib.suppress(TimeoutError, TransportError):
                await asyncio.wait_for(asyncio.shield(inbound), _LINGER)
        finally:
            inbound.cancel()
            with contextlib.suppress(asyncio.CancelledError, TransportError):
                await inbound
            if not agent.closed:
                agent.abort("the peer did not end its side")

    async def _addressee(self, peer: Channel) -> tuple[bytes, str] | None:
        """The bytes read up to the stream's first message, and the agent it is addressed to.

        None when the stream was refused (addressed to no agent behind the gateway:
        a refusal `undelivered`, then the stream ends) or ended first.
        """
        frames, read = FrameDecoder(), bytearray()
        payloads: list[bytes] = []
        try:
            while not payloads:
                data = await peer.receive()
                if not data:
                    await peer.close()
                    return None
                read += data
                payloads = frames.feed(data)
                if frames.error is not None:
                    logger.info("gateway: %s broke framing: %s", peer.session_id, frames.error)
                    peer.abort("framing")
                    return None
            try:
                envelope = decode_envelope(payloads[0], registry=_REGISTRY)
            except RemoteProtocolError as error:
                logger.info(
                    "gateway: %s sent an unreadable first message: %s", peer.session_id, error
                )
                peer.abort("unreadable first message")
                return None
            behind = [to for to in envelope.to if to in self.upstreams]
            if len(behind) == 1:
                return bytes(read), behind[0]
            self.undelivered += 1
            reason = (
                f"no agent {', '.join(map(repr, envelope.to))} behind this gateway"
                if not behind
                else "a stream goes to one agent behind this gateway, not "
                f"{', '.join(map(repr, behind))}"
            )
            logger.info(
                "gateway: refused %s %s from %s on %s: undelivered: %s",
                envelope.performative,
                envelope.id,
                envelope.sender,
                peer.session_id,
                reason,
            )
            decision = Decision("reject", SNLErrorCode.UNDELIVERED, (), reason)
            refusal = refusal_for(envelope, decision, time.time(), fallback="gateway")
            await peer.send(encode_frame(encode_envelope(refusal)))
            await peer.close()
        except TransportError as error:
            logger.info("gateway: %s ended: %s", peer.session_id, error)
        return None

    async def _inbound(
        self, peer: Channel, agent: Channel, screen: GatewayFilter, first: bytes = b""
    ) -> None:
        """Peer -> agent, through the firewall; refusals straight back to the peer.

        `first`: what was read already (to find the addressee), screened first.
        """
        try:
            while data := (first or await peer.receive()):
                first = b""
                relayed = screen.from_peer(data, now=time.time())
                for envelope, decision in relayed.decisions:
                    if not decision.delivered:  # the gateway's refusal: said where it is made
                        logger.info(
                            "gateway: refused %s %s from %s on %s: %s: %s",
                            envelope.performative,
                            envelope.id,
                            envelope.sender,
                            peer.session_id,
                            decision.code,
                            decision.reason,
                        )
                if relayed.forward:
                    await agent.send(b"".join(relayed.forward))
                    self.relayed += len(relayed.forward)
                if relayed.answer:
                    await peer.send(b"".join(relayed.answer))
                    self.refused += len(relayed.answer)
                if relayed.broken is not None:
                    logger.info("gateway: %s broke framing: %s", peer.session_id, relayed.broken)
                    peer.abort("framing")
                    agent.abort("framing")
                    return
                if relayed.ended is not None:
                    logger.info("gateway: ended %s: %s", peer.session_id, relayed.ended)
                    await peer.close()
                    await agent.close()
                    return
            await agent.close()
        except TransportError as error:
            logger.info("gateway: %s ended: %s", peer.session_id, error)
            agent.abort("peer gone")

    async def _outbound(self, agent: Channel, peer: Channel) -> None:
        """Agent -> peer, frame by frame (so refusals never split a frame)."""
        frames = FrameDecoder()
        try:
            while data := await agent.receive():
                payloads = frames.feed(data)
                if payloads:
                    await peer.send(b"".join(encode_frame(p) for p in payloads))
            await peer.close()
        except TransportError as error:
            logger.info("gateway: the agent's side of %s ended: %s", peer.session_id, error)
            peer.abort("agent gone")


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
        "--upstream-ca", help="CA file to verify the agent's TLS certificate (default: cleartext)"
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
        for name, where in _unverified(upstream, args.upstream_ca):
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
    "listen",
    "cert",
    "key",
    "client_ca",
    "cleartext",
)


def _given(args: argparse.Namespace) -> argparse.Namespace:
    if args.policies is None or not args.upstream:
        raise ConfigFileError("ioa gateway", ["give POLICIES and --upstream, or --config FILE"])
    if args.listen is None:
        args.listen = "127.0.0.1:0"
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
            "upstream_ca": str(section.upstream_ca) if section.upstream_ca else None,
            "listen": f"{listen.host}:{listen.port}",
            "cert": str(listen.cert) if listen.cert else None,
            "key": str(listen.key) if listen.key else None,
            "client_ca": str(listen.client_ca) if listen.client_ca else None,
            "cleartext": listen.cleartext,
            "context": [str(path) for path in section.contexts],
            "minimum": [f"{name}={version}" for name, version in section.minimums.items()],
            "allow_unknown_contexts": section.allow_unknown_contexts,
            "reload_interval": section.reload_interval,
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


def _lookup(library: ContextLibrary) -> ContextSource:
    def get(urn: str) -> SharedContext | None:
        try:
            return library.get(urn)
        except (ContextError, ValueError):
            return None  # not a URN: unknown

    return get


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
    """`--upstream HOST:PORT` (one agent), or `--upstream AGENT_ID=HOST:PORT` repeated."""
    tls = client_ssl_context(args.upstream_ca) if args.upstream_ca else None
    named: dict[str, Upstream] = {}
    for text in args.upstream:
        name, equals, where = text.rpartition("=")
        if not equals:
            if len(args.upstream) > 1:
                msg = f"--upstream {text!r}: several agents are each AGENT_ID=HOST:PORT"
                raise ValueError(msg)
            return Upstream(*host_port(text, lowest=1), tls)
        if not name or name in named:
            msg = f"--upstream {text!r}: " + ("an agent id, then =" if not name else "named twice")
            raise ValueError(msg)
        if name == ANY_RECIPIENT or AGENT_ID_PATTERN.fullmatch(name) is None:
            msg = f"--upstream {text!r}: {name!r} is not an agent id"
            raise ValueError(msg)
        named[name] = Upstream(*host_port(where, lowest=1), tls)
    return named


def _unverified(upstream: Upstream | dict[str, Upstream], ca: str | None) -> list[tuple[str, str]]:
    """The agents reached in cleartext at an address other than loopback."""
    if ca:
        return []
    named = {"the agent": upstream} if isinstance(upstream, Upstream) else upstream
    return [(name, f"{up.host}:{up.port}") for name, up in named.items() if not loopback(up.host)]


def _shown(upstream: Upstream | dict[str, Upstream]) -> str:
    if isinstance(upstream, Upstream):
        return f"{upstream.host}:{upstream.port}"
    return ", ".join(f"{name} at {up.host}:{up.port}" for name, up in upstream.items())
