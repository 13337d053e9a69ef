"""`ioa.Agent`: one object that serves and connects, with every layer underneath.

An `Agent` has an identity (Ed25519 keys), the peers it trusts, the Shared
Contexts it supports, optionally a firewall, and handlers per concept or
task. `await agent.serve(...)` listens (HTTP/2 or HTTP/3); `await
agent.connect(...)` locks a context with a peer and returns an
`AgentSession` with typed `request` / `query` / `inform`. Both sides run
the same L9 handshake, validation and clarification; handlers see only
validated content.

    airline = Agent(AgentIdentity.generate("airline"), contexts=[travel])

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict:
        return {"booking_reference": "IOA7Q2", **message.values}
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import ipaddress
import logging
import time
from collections.abc import Callable, Coroutine, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from contexts import SharedContext
from contexts.canonical import canonical_bytes
from contexts.urn import URN_PREFIX
from ioa.agent_client import (
    ClientSession,
    Tls,
    agent_target,
    connect_a2a_url,
    opened_stream,
)
from ioa.agent_session import (
    BUSY,
    HANDLER_FAILED,
    INVALID_ANSWER,
    NOT_HANDLED,
    AgentError,
    AgentSession,
    Handler,
    Incoming,
    Observer,
)
from ioa.certificates import CertificateCheck, check_certificate, watch_certificate
from ioa.event_loop import LoopChoice
from ioa.event_loop import run as run_event_loop
from ioa.vouching import contexts_from_authority, contexts_from_trust_map
from l7_transport import (
    CARD_PATH,
    Channel,
    StreamChannel,
    TransportConfig,
    TransportError,
    encode_frame,
)
from l7_transport.http2 import Http2Client, Http2Server, serve_http2
from l7_transport.http3 import Http3Client, Http3Server, serve_http3
from l7_transport.tls import client_ssl_context, server_ssl_context
from l8_comm import Endpoint, RemoteProtocolError
from l8_comm.aio import Session
from l8_comm.codec import decode_envelope
from l9_snl.aio import HandshakeError, initiate, respond
from l9_snl.firewall import Firewall, load_policies
from l9_snl.handshake import (
    ContextSupport,
    HandshakeConfig,
    HandshakeInitiator,
    HandshakeResponder,
    SupportedContext,
    snl_registry,
)
from l9_snl.identity import AgentCard, AgentIdentity, PeerTrust
from l9_snl.output import REQUIRE_OUTPUT_EXTENSION
from l9_snl.peers import TrustedPeers
from l9_snl.selection import secure_minimums
from l9_snl.session import SemanticConfig
from l9_snl.tickets import TicketCache, TicketIssuer

T = TypeVar("T")

logger = logging.getLogger("ioa.agent")

CARD_LIFETIME = 3600.0
"""Seconds a published card is valid; it is signed again when a sixth of that has passed."""
LOCAL = "local"
"""The authority id of contexts an agent loads itself (built in, or from files)."""
CLAIMS = "x-ioa"
"""The card member (spec 12.10) where an agent says what it serves and supports."""

A2A_SCHEMES = ("a2a+http://", "a2a+https://")
"""URL schemes `connect` hands to the A2A bridge (`ioa.bridges.a2a`)."""


class Listener:
    """A serving agent: its port, and how to stop it."""

    def __init__(
        self, server: Http2Server | Http3Server, watch: asyncio.Task[None] | None = None
    ) -> None:
        self.server = server
        self._watch = watch

    @property
    def port(self) -> int:
        """The port it listens on."""
        return self.server.port

    async def close(self) -> None:
        """Stop listening (sessions in flight are given a moment to end)."""
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
        await self.server.close(grace=1)


class Agent:
    """An agent of the Internet of Agents: identity, trust, contexts, policy, handlers."""

    def __init__(  # noqa: PLR0913 - what an agent is made of
        self,
        identity: AgentIdentity,
        *,
        contexts: Iterable[SharedContext],
        authority: str | Mapping[str, str] = LOCAL,
        trust: PeerTrust | None = None,
        firewall: Firewall | None = None,
        policies: str | Path | None = None,
        semantic: SemanticConfig | None = None,
        transport: TransportConfig | None = None,
        handshake: HandshakeConfig | None = None,
        filter_results: bool = True,
        event_loop: LoopChoice = "auto",
    ) -> None:
        self.identity = identity
        self.event_loop: LoopChoice = event_loop
        """The loop `run` starts: "auto" (uvloop when installed, else asyncio), "uvloop",
        "asyncio" (ioa.event_loop)."""
        self.filter_results = filter_results
        """Offer the `adol.require-output` extension: send only the result fields a
        request names (spec 16.3). Off, requests still get their fields, filtered by
        the requester from the full result."""
        self.agent_id = identity.agent_id
        self.contexts = tuple(contexts)
        self.vouched = _vouched(self.contexts, authority)
        """Context URN -> the id of the authority that vouches for it (`local` for
        contexts the agent loads itself: built in, or from files)."""
        ids = set(self.vouched.values()) or {authority if isinstance(authority, str) else LOCAL}
        self.authorities = frozenset(ids)
        """The authorities this agent trusts: those that vouch for its contexts."""
        self.authority = next(iter(ids)) if len(ids) == 1 else None
        """The authority that vouches for all its contexts; None when several do."""
        self.trust = trust or PeerTrust()
        if policies is not None and firewall is None:
            firewall = Firewall(load_policies(policies))
        if firewall is None and semantic is not None:
            firewall = semantic.firewall  # given in the session config: the same firewall
        self.firewall = firewall
        self._semantic = semantic or SemanticConfig()
        """How locked sessions treat content (clarification, its budget, acknowledgements);
        one for all of this agent's sessions, so a peer's budget spans them."""
        self.transport = transport or TransportConfig()
        """Limits and timeouts of the connections this agent serves and opens."""
        self.handshake = handshake or HandshakeConfig()
        """Limits of the L9 handshake (its timeout: a peer that opens a session and says no
        HELLO within it is dropped)."""
        self.handlers: dict[str, Handler] = {}
        self._support: tuple[tuple[object, ...], ContextSupport] | None = None
        self._peer_keys: TrustedPeers | None = None
        self.registry = snl_registry()
        self._issuer = TicketIssuer()
        self._tickets = TicketCache()
        self.sessions: list[AgentSession] = []
        """Live sessions this agent serves (and has opened), newest last; an ended one
        leaves the list (its handlers cancelled)."""
        self.locked_sessions = 0
        """Sessions locked so far, both ways (ended ones included)."""
        self.observers: list[Observer] = []
        """Told of every event of every locked session (messages, L9 refusals and answers,
        firewall decisions), before handlers run; for transcripts and monitoring."""

    def trust_peer(self, peer: AgentIdentity | str, public_signing_key: str | None = None) -> None:
        """Pin a peer's identity key (an identity, or an agent id and its key, base64url)."""
        if isinstance(peer, AgentIdentity):
            self.trust.pin(peer.agent_id, peer.public_signing_key_b64url)
        elif public_signing_key is not None:
            self.trust.pin(peer, public_signing_key)
        else:
            msg = "pin an agent id with its public key"
            raise ValueError(msg)

    def handler(self, name: str) -> Callable[[Handler], Handler]:
        """Register the handler of a task or concept (a decorator)."""

        def register(function: Handler) -> Handler:
            self.handlers[name] = function
            return function

        return register

    def support(self, context: str | None = None) -> ContextSupport:
        """What this agent offers in a handshake: its contexts (or one), floors, extensions.

        The native listener and connect use it, and so does the A2A bridge, so that a
        peer is offered the same over either wire.
        """
        # Made once and shared by every session while what it is made of stays the same
        # (a responder keeps its support for the session's life).
        vouched = tuple(self.vouched.items())
        key = (context, self.contexts, vouched, self.authorities, self.filter_results)
        if self._support is not None and self._support[0] == key:
            return self._support[1]
        chosen = [
            c
            for c in self.contexts
            if context is None or context in (str(c.urn), c.urn.name, f"{URN_PREFIX}{c.urn.name}")
        ]
        if not chosen:
            msg = f"{self.agent_id} supports no context {context!r}"
            raise ValueError(msg)
        support = ContextSupport(
            contexts=tuple(
                SupportedContext(context=c, authority=self.vouched[str(c.urn)]) for c in chosen
            ),
            # Floors declared by any version held, not only those chosen: naming an old
            # version must not bring back what a newer one calls insecure.
            minimums=secure_minimums({}, self.contexts),
            authorities=self.authorities,
            # this runtime filters the results it sends when asked (spec 16.3)
            extensions=frozenset({REQUIRE_OUTPUT_EXTENSION} if self.filter_results else ()),
        )
        self._support = (key, support)
        return support

    def claims(self, protocol: str = "h2") -> dict[str, object]:
        """What this agent says of itself in its card's `x-ioa` member (spec 12.10).

        The authority its contexts are attached to and their digests (what an
        offer must carry), the floors it enforces, and the features a peer may
        test it on.
        """
        features = {"catalogue"}
        if self.handshake.resume:
            features.add("resumption")
        if self._semantic.answer_clarifications:
            features.add("clarification")
        if self.firewall is not None:
            features.add("firewall")
        if self.filter_results:
            features.add(REQUIRE_OUTPUT_EXTENSION)
        minimums = secure_minimums({}, self.contexts)
        claims: dict[str, object] = {"protocol": protocol}
        if self.authority is not None:
            claims["authority"] = self.authority
        return claims | {
            "authorities": dict(self.vouched),
            "digests": {str(c.urn): c.digest for c in self.contexts},
            "minimums": {name: str(version) for name, version in sorted(minimums.items())},
            "features": sorted(features),
            "tasks": sorted(self.handlers),
            "handshake_timeout": self.handshake.timeout,
        }

    def card(self, endpoints: Iterable[str], *, now: float, protocol: str = "h2") -> AgentCard:
        """This agent's card, self-signed, valid for `CARD_LIFETIME` from `now`."""
        return AgentCard.issue(
            self.identity,
            endpoints=endpoints,
            contexts=[str(c.urn) for c in self.contexts],
            now=now,
            lifetime=CARD_LIFETIME,
            extensions={CLAIMS: self.claims(protocol)},
        )

    def _config(self) -> SemanticConfig:
        if self._semantic.firewall is not self.firewall:
            self._semantic = dataclasses.replace(self._semantic, firewall=self.firewall)
        return self._semantic

    def run(self, main: Coroutine[Any, Any, T]) -> T:
        """Run `main` (serving, connecting: the program around this agent) to completion.

        On a new event loop of the kind `event_loop` names: uvloop when it is installed
        (the `fast` extra), unless asyncio is asked for. `asyncio.run` works as well.
        """
        return run_event_loop(main, loop=self.event_loop)

    async def serve(  # noqa: PLR0913 - where, how, and how it is published and checked
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        protocol: str = "h2",
        tls: Tls | None = None,
        public_url: str | None = None,
        certificate_check: CertificateCheck | None = None,
    ) -> Listener:
        """Listen for peers (HTTP/2, cleartext without `tls`; or HTTP/3, always TLS).

        The card published at `CARD_PATH` names where peers reach this agent:
        `public_url` when given (behind a proxy, or listening on every address),
        else the address listened on (none for a wildcard address). Over TLS the
        certificate's expiry is checked at start and again while serving
        (`certificate_check`, default `CertificateCheck()`: hourly, warned 7 days
        before).
        """
        if tls is not None and (tls.cert is None or tls.key is None):
            msg = "serving over TLS needs both Tls(cert=..., key=...) (tls=None: cleartext h2)"
            raise ValueError(msg)
        check = certificate_check or CertificateCheck()
        watch = None
        if tls is not None and tls.cert is not None:
            watch = check_certificate(self.agent_id, tls.cert, check)
        if protocol == "h3":
            if tls is None or tls.cert is None or tls.key is None:
                msg = "HTTP/3 needs tls=Tls(cert=..., key=...)"
                raise ValueError(msg)
            if tls.client_ca is not None:
                msg = "HTTP/3 here cannot ask for client certificates: Tls(client_ca=...) is h2's"
                raise ValueError(msg)
            server: Http2Server | Http3Server = await serve_http3(
                self._serve_channel,
                certificate=tls.cert,
                private_key=tls.key,
                host=host,
                port=port,
                config=self.transport,
            )
        elif tls is not None and tls.cert is not None and tls.key is not None:
            server = await serve_http2(
                self._serve_channel,
                host=host,
                port=port,
                ssl_context=server_ssl_context(
                    tls.cert,
                    tls.key,
                    client_ca=tls.client_ca,
                    require_client_cert=tls.client_ca is not None,
                ),
                config=self.transport,
            )
        else:
            server = await serve_http2(
                self._serve_channel, host=host, port=port, cleartext=True, config=self.transport
            )
        secure = protocol == "h3" or tls is not None
        endpoints = [public_url] if public_url else _endpoints(secure, host, server.port)
        server.documents = {CARD_PATH: _PublishedCard(self, endpoints, protocol).bytes}
        if watch is None or tls is None or tls.cert is None:
            return Listener(server)
        watching = watch_certificate(self.agent_id, tls.cert, watch, check)
        return Listener(server, asyncio.create_task(watching, name=f"{tls.cert} expiry"))

    async def connect(  # noqa: PLR0913 - where, to whom, about what, how
        self,
        host: str,
        port: int | None = None,
        *,
        peer: str,
        context: str | None = None,
        protocol: str = "h2",
        tls: Tls | None = None,
    ) -> AgentSession:
        """Open a session to `peer` and lock a context.

        Where: `host` and `port`, or a URL as `host` alone: `https://host:port`
        (TLS, `tls.ca` verifies the agent; HTTP/3 with `protocol="h3"`) or
        `http://host:port` (cleartext HTTP/2). Which context: a URN
        (`urn:contexts:travel:v2.1`), a URN without version or a name (the
        newest version both sides hold), or None (any this agent supports).
        An `a2a+http://` or `a2a+https://` URL reaches an A2A agent through the
        A2A bridge (the `a2a` extra): an `ioa.bridges.a2a.A2ASession`.
        """
        if port is None and host.startswith(A2A_SCHEMES):
            return await connect_a2a_url(self, host, peer=peer, context=context, tls=tls)
        if port is None:
            host, port, secure = agent_target(host)
            if secure and (tls is None or tls.ca is None):
                msg = "an https URL needs tls=Tls(ca=...) to verify the agent"
                raise ValueError(msg)
            if not secure:
                tls = None
        handshake = HandshakeInitiator(
            agent_id=self.agent_id,
            signing_key=self.identity.signing_key,
            peer=peer,
            support=self.support(context),
            peer_keys=TrustedPeers(self.trust),
            tickets=self._tickets,
            config=self.handshake,
        )
        client = await self._client(host, port, protocol, tls)
        try:
            endpoint = Endpoint(self.agent_id, peer_id=peer, registry=self.registry)
            session = Session(endpoint, await opened_stream(client, tls)).start()
            try:
                locked = await initiate(session, handshake, config=self._config())
            except BaseException:  # refused, lost, cancelled: nothing stays open
                await asyncio.shield(session.close())
                raise
        except BaseException:
            await asyncio.shield(client.close())
            raise
        opened = ClientSession(self, locked, client)
        self.sessions.append(opened)
        self.locked_sessions += 1
        return opened

    async def _client(
        self, host: str, port: int, protocol: str, tls: Tls | None
    ) -> Http2Client | Http3Client:
        """A connection to the peer: HTTP/3, HTTP/2 over TLS, or cleartext HTTP/2.

        Over HTTP/2 with TLS, `tls.cert` and `tls.key` are presented as the client
        certificate (mTLS) when given.
        """
        if tls is not None and (tls.cert is None) != (tls.key is None):
            msg = "a client certificate needs both Tls(cert=..., key=...)"
            raise ValueError(msg)
        if protocol == "h3":
            if tls is None or tls.ca is None:
                msg = "HTTP/3 needs tls=Tls(ca=...)"
                raise ValueError(msg)
            if tls.cert is not None:  # said, not silently dropped
                logger.warning(
                    "%s: HTTP/3 presents no client certificate (HTTP/3 servers here cannot "
                    "ask for one): Tls(cert=..., key=...) is not used; HTTP/2 presents it",
                    self.agent_id,
                )
            return await Http3Client.connect(host, port, ca=tls.ca, config=self.transport)
        if tls is not None and tls.ca is not None:
            context = client_ssl_context(tls.ca, cert=tls.cert, key=tls.key)
            return await Http2Client.connect(host, port, ssl_context=context, config=self.transport)
        if tls is not None and tls.cert is not None:
            msg = "a client certificate is presented over TLS: give Tls(ca=...) too"
            raise ValueError(msg)
        return await Http2Client.connect(host, port, cleartext=True, config=self.transport)

    def _trusted_peers(self) -> TrustedPeers:
        """The handshake's view of `trust`: one for every session while `trust` is the same."""
        if self._peer_keys is None or self._peer_keys.trust is not self.trust:
            self._peer_keys = TrustedPeers(self.trust)
        return self._peer_keys

    async def _serve_channel(self, channel: Channel) -> None:
        endpoint = Endpoint(self.agent_id, registry=self.registry)
        if await _refused_at_first_frame(endpoint, channel):
            return
        session = Session(endpoint, channel).start()
        handshake = HandshakeResponder(
            agent_id=self.agent_id,
            signing_key=self.identity.signing_key,
            support=self.support(),
            peer_keys=self._trusted_peers(),
            tickets=self._issuer,
            config=self.handshake,
        )
        try:
            locked = await respond(session, handshake, config=self._config(), clock=time.time)
        except HandshakeError as error:
            logger.info(
                "%s: handshake refused from %s (%s): %s",
                self.agent_id,
                handshake.peer or "an initiator not named yet",
                channel.session_id,
                error,
            )
            if not channel.closed:  # (a reset stream takes nothing more: its state goes now)
                await asyncio.sleep(0.1)  # let the refusal reach the peer
            await session.close()
            return
        await AgentSession._run_here(self, locked)  # noqa: SLF001 - ioa's own


def _endpoints(secure: bool, host: str, port: int) -> list[str]:  # noqa: FBT001
    """The URL a peer reaches a listener at: none for a wildcard address; IPv6 in brackets."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None and address.is_unspecified:
        return []  # every address: which one a peer can reach, only the operator knows
    shown = f"[{host}]" if address is not None and address.version == 6 else host
    return [f"{'https' if secure else 'http'}://{shown}:{port}"]


class _PublishedCard:
    """The card a listener serves at `CARD_PATH`, signed again before it gets old."""

    def __init__(self, agent: Agent, endpoints: list[str], protocol: str) -> None:
        self._agent = agent
        self._endpoints = endpoints
        self._protocol = protocol
        self._signed: tuple[float, bytes] | None = None

    def bytes(self) -> bytes:
        now = time.time()
        if self._signed is None or now - self._signed[0] > CARD_LIFETIME / 6:
            card = self._agent.card(self._endpoints, now=now, protocol=self._protocol)
            self._signed = (now, canonical_bytes(card.to_json()))
        return self._signed[1]


async def _refused_at_first_frame(endpoint: Endpoint, channel: Channel) -> bool:
    """Refuse a session whose first frame is no valid envelope before any task or L9 state.

    The transport starts a session's handler once its first frame is whole
    (`StreamChannel.first_frame`): a first frame that does not even decode
    (not JSON, not an envelope) is answered here as the session would have
    answered it (the endpoint's own NOTICE, NOT_UNDERSTOOD with the code), and
    the session ended, with no reading task, no handshake, no guard.
    """
    first = channel.first_frame() if isinstance(channel, StreamChannel) else None
    if first is None:
        return False
    try:
        decode_envelope(first, endpoint.config.limits, endpoint.registry)
    except RemoteProtocolError as error:
        logger.info("%s: %s: first frame refused: %s", endpoint.local_id, channel.session_id, error)
    else:
        return False
    endpoint.receive_data(encode_frame(first), time.time())  # the answer, as the session's
    with contextlib.suppress(TransportError):
        await channel.send(endpoint.data_to_send())
        await channel.close()
    return True


def _vouched(
    contexts: tuple[SharedContext, ...], authority: str | Mapping[str, str]
) -> dict[str, str]:
    """Context URN -> the authority vouching for it: one for all, or as `authority` maps them."""
    if isinstance(authority, str):
        return {str(c.urn): authority for c in contexts}
    urns = {str(c.urn) for c in contexts}
    unmapped = sorted(urns - set(authority))
    if unmapped:
        msg = f"authority: no authority given for {', '.join(unmapped)}"
        raise ValueError(msg)
    strays = sorted(set(authority) - urns)
    if strays:
        msg = f"authority: {', '.join(strays)}: not a context of this agent"
        raise ValueError(msg)
    return {urn: authority[urn] for urn in sorted(urns)}


__all__ = [
    "BUSY",
    "HANDLER_FAILED",
    "INVALID_ANSWER",
    "NOT_HANDLED",
    "Agent",
    "AgentError",
    "AgentSession",
    "CertificateCheck",
    "Handler",
    "Incoming",
    "Listener",
    "Observer",
    "Tls",
    "contexts_from_authority",
    "contexts_from_trust_map",
]
