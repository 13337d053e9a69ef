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
import dataclasses
import functools
import logging
import time
from collections.abc import Callable, Coroutine, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from contexts import SharedContext
from contexts.exceptions import ContextError
from ioa.agent_client import (
    HANDSHAKES_PER_PLACE,
    AgentConnections,
    Client,
    ClientSession,
    HandshakeSlots,
    Place,
    StreamCut,
    Tls,
    agent_target,
    check_cleartext,
    connect_a2a_url,
    explained,
    lock_session,
    open_connection,
    published_card,
)
from ioa.agent_hosting import Hosting
from ioa.agent_listening import Listening
from ioa.agent_messages import EARLY_UNCONFIRMED
from ioa.agent_offer import card_claims, offered_support
from ioa.agent_serving import (
    CARD_LIFETIME,
    Listener,
)
from ioa.agent_session import (
    ANSWER_TIMEOUT,
    BUSY,
    HANDLER_FAILED,
    INVALID_ANSWER,
    NOT_HANDLED,
    AgentError,
    AgentSession,
    AnswerTimeoutError,
    Handler,
    Incoming,
    Observer,
)
from ioa.certificates import CertificateCheck
from ioa.event_loop import LoopChoice, loop_factory
from ioa.event_loop import run as run_event_loop
from ioa.vouching import contexts_from_authority, contexts_from_trust_map
from l7_transport import (
    ConnectionLost,
    SessionRefused,
    TransportConfig,
    TransportError,
)
from l7_transport.exceptions import again
from l8_comm import Endpoint, Performative
from l9_snl.aio import LockedSession, check_peer_wait
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.firewall import Firewall, load_policies
from l9_snl.handshake import (
    ContextSupport,
    HandshakeConfig,
    HandshakeInitiator,
    snl_registry,
)
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.output import request_content
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.session import SemanticConfig
from l9_snl.tickets import TicketCache, TicketIssuer
from l9_snl.trust import PeerTrust

T = TypeVar("T")

logger = logging.getLogger("ioa.agent")

LOCAL = "local"
"""The authority id of contexts an agent loads itself (built in, or from files)."""
CLAIMS = "x-ioa"
"""The card member (spec 12.10) where an agent says what it serves and supports."""

A2A_SCHEMES = ("a2a+http://", "a2a+https://")
"""URL schemes `connect` hands to the A2A bridge (`ioa.bridges.a2a`)."""


class Agent(Hosting, Listening):
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
        loop_factory(event_loop)  # a choice it does not know is said now, not at `run`
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
        self._issuer = TicketIssuer(stored=self.handshake.stored_tickets)
        self._tickets = TicketCache()
        self.connections = AgentConnections(
            functools.partial(open_connection, config=self.transport, agent_id=self.agent_id),
            linger=self.transport.reuse_linger,
            per_connection=self.transport.max_concurrent_streams,
        )
        """The connections this agent opened, shared by its sessions to one server."""
        self.handshake_slots = HandshakeSlots(HANDSHAKES_PER_PLACE)
        """Handshakes this agent runs at once to one server (the others wait their turn):
        under a responder's share per connection (spec 12.15)."""
        self.sessions: list[AgentSession] = []
        """Live sessions this agent serves (and has opened), newest last; an ended one
        leaves the list (its handlers cancelled)."""
        self.locked_sessions = 0
        """Sessions locked so far, both ways (ended ones included)."""
        self.observers: list[Observer] = []
        """Told of every event of every locked session (messages, L9 refusals and answers,
        firewall decisions), before handlers run; for transcripts and monitoring."""
        self._start_hosting()

    def trust_peer(self, peer: AgentIdentity | str, public_signing_key: str | None = None) -> None:
        """Pin a peer's identity key (an identity, or an agent id and its key, base64url).

        Pinning another key for an id rotates it: the tickets and A2A locks made
        under the old key are no longer taken (`self.trust.unpin` withdraws a pin);
        sessions locked before go on until they end (spec 12.7).
        """
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
        peer is offered the same over either wire. Made once and shared by every session
        while what it is made of stays the same (a responder keeps its support for the
        session's life).
        """
        key = (
            context,
            self.contexts,
            tuple(self.vouched.items()),
            self.authorities,
            self.filter_results,
            self._semantic.quiet_close,
            self._semantic.compact,
            self._semantic.reply_acks,
            self.revoked,
            self.withheld,
            tuple(sorted(self.floors.items())),
        )
        if self._support is None or self._support[0] != key:
            self._support = (key, offered_support(self, context))
        return self._support[1]

    def claims(self, protocol: str = "h2") -> dict[str, object]:
        """What this agent says of itself in its card's `x-ioa` member (spec 12.10).

        The authority its contexts are attached to and their digests (what an
        offer must carry), the floors it enforces, and the features a peer may
        test it on.
        """
        return card_claims(self, protocol)

    def card(self, endpoints: Iterable[str], *, now: float, protocol: str = "h2") -> AgentCard:
        """This agent's card, self-signed, valid for `CARD_LIFETIME` from `now`."""
        return AgentCard.issue(
            self.identity,
            endpoints=endpoints,
            contexts=[str(c.urn) for c in self.usable_contexts()],
            now=now,
            lifetime=CARD_LIFETIME,
            extensions={CLAIMS: self.claims(protocol)},
        )

    @property
    def semantic(self) -> SemanticConfig:
        """How this agent's locked sessions treat content (its firewall included)."""
        return self._config()

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

    async def connect(  # noqa: PLR0913 - where, to whom, about what, how
        self,
        host: str,
        port: int | None = None,
        *,
        peer: str,
        context: str | None = None,
        protocol: str = "h2",
        tls: Tls | None = None,
        peer_card: AgentCard | None = None,
    ) -> AgentSession:
        """Open a session to `peer` and lock a context.

        Where: `host` and `port`, or a URL as `host` alone: `https://host:port`
        (TLS, `tls.ca` verifies the agent; HTTP/3 with `protocol="h3"`) or
        `http://host:port` (cleartext HTTP/2). Which context: a URN
        (`urn:contexts:travel:v2.1`), a URN without version or a name (the
        newest version both sides hold), or None (any this agent supports).
        An `a2a+http://` or `a2a+https://` URL reaches an A2A agent through the
        A2A bridge (the `a2a` extra): an `ioa.bridges.a2a.A2ASession`.
        With `HandshakeConfig.seal` the HELLO is sealed to `peer_card`, or to the card
        the agent publishes at that address (fetched first): either must pass this
        agent's trust as `peer`'s card before anything is sent (spec 12.9).
        """
        if port is None and host.startswith(A2A_SCHEMES):
            return await connect_a2a_url(self, host, peer=peer, context=context, tls=tls)
        return await self._open(
            host, port, peer=peer, context=context, protocol=protocol, tls=tls, card=peer_card
        )

    async def request(  # noqa: PLR0913 - where, to whom, what, how
        self,
        host: str,
        port: int | None = None,
        *,
        peer: str,
        task: str,
        parameters: dict[str, Any],
        context: str | None = None,
        protocol: str = "h2",
        tls: Tls | None = None,
    ) -> dict[str, Any]:
        """One task on a session of its own: connect, REQUEST, the result, close.

        Where, to whom and which context as `connect` says. The REQUEST is sent
        once the context is locked; where both agents let a REQUEST travel before
        the lock (`HandshakeConfig.early_performatives`; by default only QUERY may,
        since a first flight could be replayed by whoever recorded it: spec 12.7)
        and this agent holds a ticket from an earlier session with `peer`, it
        travels right behind the resumed HELLO instead, and the answer comes one
        round trip after the first byte. The result, or `AgentError` with the
        peer's code, as `AgentSession.request`.
        """
        early_allowed = Performative.REQUEST in self.handshake.early_performatives
        if not early_allowed or (port is None and host.startswith(A2A_SCHEMES)):
            session = await self.connect(
                host, port, peer=peer, context=context, protocol=protocol, tls=tls
            )
            try:
                return await session.request(task, parameters)
            finally:
                await session.close()
        content = request_content(task, parameters, None, agreed=False)
        self._check_early(peer, content, context)
        opened = await self._open(
            host,
            port,
            peer=peer,
            context=context,
            protocol=protocol,
            tls=tls,
            early=(Performative.REQUEST, content),
        )
        try:
            sent = opened.locked.early_envelope
            if sent is None:  # sent with a resumption that was refused: not sent again
                raise AgentError(
                    EARLY_UNCONFIRMED,
                    f"the {opened.locked.early_unconfirmed} {task} sent before the lock "
                    f"(early data) may have reached {peer} and run: the resumption it went "
                    "with was refused, and nothing proves that refusal is the peer's; send "
                    "it again only if it is safe to repeat",
                )
            return await opened._request_answered(sent, task, None)  # noqa: SLF001 - ioa's own
        finally:
            await opened.close()

    def _check_early(self, peer: str, content: dict[str, Any], context: str | None) -> None:
        """Validate a first flight as a locked session would, before it leaves.

        It travels before the lock, so the session has not checked it: it is checked
        here against the context of the ticket the handshake will present (one of the
        context asked for, not revoked here: `ContextSupport.resumable`; without one, it
        is sent once locked, and checked then).
        """
        usable = self.support(context).resumable
        trust = self.trust.trust_token(peer)
        ticket = self._tickets.newest(peer, now=time.time(), usable=usable, trust=trust)
        held = {str(shared.urn): shared for shared in self.contexts}
        if ticket is None or ticket.urn not in held:
            return
        try:
            held[ticket.urn].validate(content)
        except ContextError as error:
            msg = f"not sent: {error.message}"
            raise LocalSemanticError(SNLErrorCode.INVALID_CONTENT, msg) from error

    async def _open(  # noqa: PLR0913 - where, to whom, about what, how, and a first message
        self,
        host: str,
        port: int | None,
        *,
        peer: str,
        context: str | None,
        protocol: str,
        tls: Tls | None,
        early: tuple[str, Any] | None = None,
        card: AgentCard | None = None,
    ) -> ClientSession:
        """`connect` to an ioa agent, with `early` as the first message (see `initiate`)."""
        if port is None:
            host, port, secure = agent_target(host)
            if secure and (tls is None or tls.ca is None):
                msg = "an https URL needs tls=Tls(ca=...) to verify the agent"
                raise ValueError(msg)
            if not secure:
                tls = None
        else:
            check_cleartext(host, port, tls, protocol, peer)
        place = (protocol, host, port, tls)
        async with self.handshake_slots.slot(place):
            locked, client = await self._lock_at(place, peer, context, early, tls, card=card)
        opened = ClientSession(self, locked, client, self.connections)
        self.sessions.append(opened)
        self.locked_sessions += 1
        return opened

    async def _lock_at(  # noqa: PLR0913 - where, to whom, about what, and the first flight
        self,
        place: Place,
        peer: str,
        context: str | None,
        early: tuple[str, Any] | None,
        tls: Tls | None,
        *,
        card: AgentCard | None = None,
    ) -> tuple[LockedSession, Client]:
        """A new session's stream to `place`, its handshake run to the lock."""
        retried = False
        sealing: dict[str, Any] = {}
        if self.handshake.seal:
            # To the card given, or the one the agent publishes there: fetched even to
            # resume (a resumed HELLO seals nothing, but a refused resumption falls back
            # to a full one, which must be sealed: a third review).
            sealing = {
                "card": self.card((), now=time.time(), protocol=place[0]).to_json(),
                "peer_card": card or await published_card(self.connections, place, peer),
                "sealer": IdentitySealer(self.identity),
            }
        while True:
            handshake = HandshakeInitiator(
                agent_id=self.agent_id,
                signing_key=self.identity.signing_key,
                peer=peer,
                support=self.support(context),
                peer_keys=TrustedPeers(self.trust),
                tickets=self._tickets,
                config=self.handshake,
                **sealing,
            )
            # Made before the stream, so that what it refuses (a bad peer id) leaves none open.
            endpoint = Endpoint(self.agent_id, peer_id=peer, registry=self.registry)
            client, channel, new = await self.connections.session_stream(place)
            try:
                locked = await lock_session(
                    channel, endpoint, handshake, early=early, config=self._config()
                )
            except StreamCut as cut:
                error = cut.error
                answered = isinstance(error, SessionRefused) and error.status is not None
                unprocessed = isinstance(error, SessionRefused) and error.unprocessed
                # A status is the server's answer (404, 415...): the connection is sound.
                self.connections.release(client, retire=not answered)
                # Once, on a shared connection: it went (a GOAWAY, a drop) as the stream left.
                # A stream refused unprocessed was never served; a lost one may have been,
                # so it is sent again only when no early message was to go with it.
                lost = isinstance(error, ConnectionLost) and early is None
                if unprocessed and handshake.resuming is not None:
                    # Its ticket was never read: it resumes the next try (or a later session).
                    self._tickets.put(handshake.resuming)
                if not (new or retried) and (unprocessed or lost):
                    logger.info(
                        "%s: the session to %s was cut before it started (%s); once more",
                        self.agent_id,
                        peer,
                        error,
                    )
                    retried = True
                    continue
                # Raised with no local name held (this frame is in its traceback), and the
                # channel's own failure as a copy: no reference cycle through either.
                first = new and not client.heard_from_server
                sent_early = early if handshake.resuming is not None else None  # with a ticket
                raise _told(error, tls, new=first, early=sent_early, peer=peer) from (
                    None if cut.__cause__ is error else cut.__cause__  # (not shown twice)
                )
            except BaseException:
                self.connections.release(client)
                raise
            return locked, client

    async def close(self, *, peer_wait: float | None = None) -> None:
        """Stop watching revocations, end the sessions this agent opened, close its connections.

        `peer_wait`: seconds each session waits for its peer's close (None: its `ack_timeout`,
        30 s by default), all at once: a silent peer holds the close that long.
        """
        check_peer_wait(peer_wait)  # before anything is done (each session's close would
        watchers = list(self._watchers)  # refuse it inside a gather that swallows it)
        for task in watchers:
            task.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
        opened = [session for session in self.sessions if isinstance(session, ClientSession)]
        await asyncio.gather(
            *(session.close(peer_wait=peer_wait) for session in opened), return_exceptions=True
        )
        await self.connections.close()

    def _trusted_peers(self) -> TrustedPeers:
        """The handshake's view of `trust`: one for every session while `trust` is the same."""
        if self._peer_keys is None or self._peer_keys.trust is not self.trust:
            self._peer_keys = TrustedPeers(self.trust)
        return self._peer_keys


def _told(
    error: TransportError,
    tls: Tls | None,
    *,
    new: bool,
    early: tuple[str, Any] | None,
    peer: str,
) -> TransportError:
    """What a connect cut before the lock raises: `error`, with what the caller should know.

    A hint for a server that wants a client certificate (`explained`); for a first flight
    sent with the HELLO (early data), that it may have reached the peer and run, since
    it is not sent again. Made here so that the raising frame holds no name for it (its
    traceback would hold the frame: a cycle).
    """
    told = explained(error, tls, new=new) or again(error)
    if early is None or not isinstance(told, ConnectionLost):
        return told
    return type(told)(
        told.code,
        f"{told.message}: the {early[0]} sent before the lock (early data) may have "
        f"reached {peer} and run; send it again only if it is safe to repeat",
        peer=told.peer,
    )


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
    "ANSWER_TIMEOUT",
    "BUSY",
    "EARLY_UNCONFIRMED",
    "HANDLER_FAILED",
    "INVALID_ANSWER",
    "NOT_HANDLED",
    "Agent",
    "AgentError",
    "AgentSession",
    "AnswerTimeoutError",
    "CertificateCheck",
    "Handler",
    "Incoming",
    "Listener",
    "Observer",
    "Tls",
    "contexts_from_authority",
    "contexts_from_trust_map",
]
