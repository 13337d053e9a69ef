"""The gateway's relay core: a listener, a session upstream per peer stream, the firewall between.

`Relay` relays HTTP/2 session streams to the agents behind it (one, or several
routed by addressee); `Gateway` screens what peers send through
`l9_snl.firewall.gateway.GatewayFilter` and relays what the agents send as is.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from collections.abc import Mapping
from typing import Final, Self

from contexts.document import SharedContext
from contexts.exceptions import ContextError
from contexts.library import ContextLibrary
from contexts.urn import ContextVersion
from ioa.gateway.links import CONNECT_WAIT, POOL_SIZE, Upstream, UpstreamLink
from l7_transport import Channel
from l7_transport.clock import ticks
from l7_transport.exceptions import TransportError
from l7_transport.framing import FrameDecoder, encode_frame
from l7_transport.http2 import Http2Server, serve_http2
from l7_transport.stream_channel import StreamChannel
from l7_transport.turns import address_key
from l8_comm import Envelope, decode_envelope, encode_envelope
from l8_comm.aio import CLOSE_TIMEOUT
from l8_comm.config import EndpointConfig
from l8_comm.exceptions import RemoteProtocolError
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.core import Decision, Firewall
from l9_snl.firewall.gateway import ContextSource, GatewayFilter, refusal_for
from l9_snl.handshake import snl_registry
from l9_snl.selection import secure_minimums

logger = logging.getLogger("ioa.gateway")

_REGISTRY: Final = snl_registry()
"""The L8 protocols a first message may use: the handshake's too (a session's first is a HELLO)."""
_LINGER = 5.0
"""Seconds the peer has to end its side of a stream after the agent ended its own."""
_AGENT_LINGER = CLOSE_TIMEOUT
"""Seconds the agent has to end its side of a stream after the peer ended its own; then both
are ended. A peer of this stack that closes first waits that long for the agent's close
(`l8_comm.aio.CLOSE_TIMEOUT`, also the default `ack_timeout` a close waits): a shorter bound
would cut closes the peer still waits for. Not `_LINGER` (5 s, the transport's
`first_byte_timeout` a server gives a peer to end its side after its own), which only an
end of stream owed at once needs: the agent may still be answering what the peer sent last.
The transport's `stall_timeout` (a send that makes no progress) is 30 s too: a stream stuck
on either side is let go after the same time."""
MAX_STREAMS_PER_PEER: Final = 64
"""Streams of one peer relayed at once, by default: half of what one connection to an agent
carries (128), so one peer alone never fills it."""


class Relay:
    """An HTTP/2 relay: upstream connections, a listener, a session upstream per peer stream.

    `upstream`: the one agent behind it, or agents by id (then each peer stream goes
    to the agent its first message is addressed to). Subclasses say what `_relay`
    does with each peer stream. A peer (the agent its client certificate names, else
    its address) has at most `max_streams_per_peer` streams relayed at once: one more
    is refused `too_many_streams` (`_refuse_stream`), so that no peer fills the
    connections to an agent, of which there are up to `pool_size`.
    """

    def __init__(
        self,
        upstream: Upstream | Mapping[str, Upstream],
        *,
        connect_wait: float = CONNECT_WAIT,
        pool_size: int = POOL_SIZE,
        max_streams_per_peer: int = MAX_STREAMS_PER_PEER,
    ) -> None:
        self.upstreams: dict[str | None, Upstream] = (
            {None: upstream}
            if isinstance(upstream, Upstream)
            else {name: up for name, up in upstream.items()}  # noqa: C416 - keys widen to None
        )
        if not self.upstreams:
            msg = "a relay needs at least one upstream"
            raise ValueError(msg)
        if max_streams_per_peer < 1:
            msg = f"max_streams_per_peer = {max_streams_per_peer}: at least 1"
            raise ValueError(msg)
        self.connect_wait = connect_wait
        self.max_streams_per_peer = max_streams_per_peer
        self.server: Http2Server | None = None
        self.links = {
            name: UpstreamLink(up, pool_size=pool_size) for name, up in self.upstreams.items()
        }
        """The connections to each agent (None: the one agent), by agent id."""
        self.streams_by_peer: dict[str, int] = {}
        """Streams relayed now, per peer (`peer_of`)."""
        self.over_cap = 0
        """Streams refused because their peer had `max_streams_per_peer` relayed already."""

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
        return sum(link.reconnects for link in self.links.values())

    async def open_upstream(self, name: str | None = None) -> Channel:
        """A new session to the agent `name` (the one agent: None), connecting if need be.

        Waits up to `connect_wait` seconds for an agent that is not up, trying again
        with backoff; `TransportError` if it still cannot be reached.
        """
        link = self.links.get(name) if name is not None else None
        if link is None:
            link = next(iter(self.links.values()))
        return await link.session(self.connect_wait)

    async def start(
        self, *, host: str = "127.0.0.1", port: int = 0, ssl_context: ssl.SSLContext | None = None
    ) -> Self:
        """Listen (TLS with `ssl_context`, else cleartext); return self.

        The agents need not be up: each is connected when a peer first needs it.
        """
        self.server = await serve_http2(
            self._capped,
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
        for link in self.links.values():
            await link.close()

    async def _capped(self, peer: Channel) -> None:
        """`_relay` the stream, unless its peer has as many relayed as it may."""
        who = peer_of(peer)
        held = self.streams_by_peer.get(who, 0)
        if held >= self.max_streams_per_peer:
            self.over_cap += 1
            reason = (
                f"{held} streams of {who} are relayed already; the limit is "
                f"{self.max_streams_per_peer} a peer"
            )
            logger.warning(
                "relay: refused a stream of %s (%s): %s: %s",
                who,
                peer.peer.address,
                SNLErrorCode.TOO_MANY_STREAMS,
                reason,
            )
            await self._refuse_stream(peer, SNLErrorCode.TOO_MANY_STREAMS, reason)
            return
        self.streams_by_peer[who] = held + 1
        try:
            await self._relay(peer)
        finally:
            left = self.streams_by_peer[who] - 1
            if left:
                self.streams_by_peer[who] = left
            else:
                del self.streams_by_peer[who]

    async def _refuse_stream(self, peer: Channel, code: SNLErrorCode, reason: str) -> None:
        """Turn a peer stream away (here: reset it; a gateway answers its first message)."""
        del code, reason  # (a bare relay has no envelope to say them in)
        peer.abort("refused")

    async def _relay(self, peer: Channel) -> None:
        raise NotImplementedError


def peer_of(peer: Channel) -> str:
    """Who a stream's peer is, for the per-peer cap.

    The agent its client certificate names (mTLS), else its IP address (a peer's own
    `from` is its to choose).
    """
    if peer.peer.agent_id is not None:
        return f"agent {peer.peer.agent_id}"
    return f"address {peer.peer.host}"


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
        pool_size: int = POOL_SIZE,
        max_streams_per_peer: int = MAX_STREAMS_PER_PEER,
        agent_limits: EndpointConfig | None = None,
    ) -> None:
        super().__init__(
            upstream,
            connect_wait=connect_wait,
            pool_size=pool_size,
            max_streams_per_peer=max_streams_per_peer,
        )
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
        self.agent_limits = agent_limits or EndpointConfig()
        """The L8 limits of the agents behind it (the sub-contexts they keep: their number,
        depth and idle time), which it keeps a peer's sub-contexts by: a message the agent
        would refuse is refused here, and one naming a sub-context by id alone is decided
        under the type the agent holds for it. `ioa.Agent`'s are `EndpointConfig`'s defaults."""
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
        first, name, envelope = b"", None, None
        if self.routed:
            routed = await self._addressee(peer)
            if routed is None:
                return  # refused, or gone
            first, name, envelope = routed
        # Made before the stream to the agent: a fault here leaves nothing open there.
        screen = GatewayFilter(
            self.firewall,
            self.contexts,
            allow_unknown_contexts=self.allow_unknown_contexts,
            identity=peer.peer.agent_id,  # mTLS: the certificate's agent, else the first `from`
            # whose share of the firewall's caches: a name the peer cannot choose
            origin=peer.peer.agent_id or f"address {address_key(peer.peer.host)}",
            minimums=self.minimums,
            addressee=name,  # routed: every message of the stream is for that agent
            elsewhere=frozenset(n for n in self.upstreams if n is not None),
            endpoint=self.agent_limits,
        )
        try:
            agent = await self.open_upstream(name)
        except TransportError as error:
            where = f"agent {name!r}" if name is not None else "the agent"
            logger.warning("gateway: %s cannot be reached: %s", where, error)
            self.undelivered += 1
            # said to the peer as a refusal of its first message, which it can read
            reason = f"{where} behind this gateway cannot be reached now; try again later"
            if envelope is not None:
                await self._refused(peer, envelope, SNLErrorCode.UNDELIVERED, reason)
            else:
                await self._refuse_stream(peer, SNLErrorCode.UNDELIVERED, reason)
            return
        await self._carry(peer, agent, screen, first)

    async def _carry(
        self, peer: Channel, agent: Channel, screen: GatewayFilter, first: bytes
    ) -> None:
        """Relay both ways until both sides have ended (or a deadline, or a fault, ends both)."""
        inbound = asyncio.create_task(self._inbound(peer, agent, screen, first))
        outbound = asyncio.create_task(self._outbound(agent, peer, screen))
        try:
            await asyncio.wait((inbound, outbound), return_when=asyncio.FIRST_COMPLETED)
            if _fault(inbound) is None and not outbound.done():
                await self._hear_agent_out(peer, agent, outbound)  # the peer has ended its side
            # The agent has ended its side: the peer's last words (its final ACK) and its
            # end of stream still cross, for a while, so that neither stream is cut short.
            if _fault(outbound) is None:
                await asyncio.wait((inbound,), timeout=_LINGER)  # (raises nothing of inbound's)
        finally:
            for task in (inbound, outbound):
                task.cancel()
            try:  # both awaited, whatever either raised (cancelled here too: the server closes)
                await asyncio.wait((inbound, outbound))
            finally:
                if not agent.closed:
                    agent.abort("the peer did not end its side")
        # Each direction handles the failures of its streams; anything else is a fault of
        # the gateway's own: this pair of streams ends, said here with its traceback, and
        # the server's other streams go on.
        faults = [fault for fault in map(_fault, (inbound, outbound)) if fault is not None]
        if faults:
            peer.abort("the gateway failed")
            logger.error(
                "gateway: %s failed in the gateway: both its streams ended",
                peer.session_id,
                exc_info=faults[0],
            )

    async def _hear_agent_out(
        self, peer: Channel, agent: Channel, outbound: asyncio.Task[None]
    ) -> None:
        """Once the peer has ended its side: wait for the agent to end its own, but not forever.

        What the agent still sends is relayed meanwhile (`outbound`), for `_AGENT_LINGER`
        seconds at most; then both streams are ended. Nothing reads the peer's stream any
        more, so its failure (a reset, its connection lost) is watched for here: it aborts
        the agent's stream at once. Else an agent that never ends its side would hold the
        peer's slot (`streams_by_peer`) and a stream to the agent for good.
        """

        def peer_failed() -> None:  # (called when the peer's stream has anything new)
            if peer.failure is not None and not agent.closed:
                logger.info("gateway: %s ended: %s", peer.session_id, peer.failure)
                agent.abort("peer gone")  # `outbound` ends on it

        # Every transport's channel calls back on a failure too; another has the deadline alone.
        watched = peer if isinstance(peer, StreamChannel) else None
        if watched is not None:
            watched.on_unread(peer_failed)
        try:
            await asyncio.wait((outbound,), timeout=_AGENT_LINGER)
        finally:
            if watched is not None:
                watched.on_unread(None)
        if outbound.done():
            return
        logger.info(
            "gateway: the agent did not end its side of %s within %gs of the peer's end: "
            "ending both",
            peer.session_id,
            _AGENT_LINGER,
        )
        outbound.cancel()  # (first: it would log the aborts below once more)
        agent.abort("the agent did not end its side")
        peer.abort("the agent did not end its side")

    async def _addressee(self, peer: Channel) -> tuple[bytes, str, Envelope] | None:
        """The bytes read up to the stream's first message, its agent, and the message.

        None when the stream was refused (addressed to no agent behind the gateway:
        a refusal `undelivered`, then the stream ends) or ended first.
        """
        first = await self._first_message(peer)
        if first is None:
            return None
        read, envelope = first
        behind = [to for to in envelope.to if to in self.upstreams]
        if len(behind) == 1:
            return read, behind[0], envelope
        self.undelivered += 1
        reason = (
            f"no agent {', '.join(map(repr, envelope.to))} behind this gateway"
            if not behind
            else "a stream goes to one agent behind this gateway, not "
            f"{', '.join(map(repr, behind))}"
        )
        await self._refused(peer, envelope, SNLErrorCode.UNDELIVERED, reason)
        return None

    async def _first_message(self, peer: Channel) -> tuple[bytes, Envelope] | None:
        """The bytes read up to the stream's first message, and that message.

        None when the stream ended first, or broke framing or sent an unreadable
        message (then it is reset).
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
        except TransportError as error:
            logger.info("gateway: %s ended: %s", peer.session_id, error)
            return None
        try:
            return bytes(read), decode_envelope(payloads[0], registry=_REGISTRY)
        except RemoteProtocolError as error:
            logger.info("gateway: %s sent an unreadable first message: %s", peer.session_id, error)
            peer.abort("unreadable first message")
            return None

    async def _refuse_stream(self, peer: Channel, code: SNLErrorCode, reason: str) -> None:
        """Answer the stream's first message with 13.4's refusal (`code`), then end it."""
        first = await self._first_message(peer)
        if first is not None:
            await self._refused(peer, first[1], code, reason)

    async def _refused(
        self, peer: Channel, envelope: Envelope, code: SNLErrorCode, reason: str
    ) -> None:
        """Answer `envelope`, a stream's first message, with a refusal; end the stream."""
        _say_refused(peer, envelope, code, reason)
        decision = Decision("reject", code, (), reason)
        refusal = refusal_for(envelope, decision, time.time(), fallback="gateway")
        try:
            await peer.send(encode_frame(encode_envelope(refusal)))
            await peer.close()
        except TransportError as error:
            logger.info("gateway: %s ended: %s", peer.session_id, error)

    async def _inbound(
        self, peer: Channel, agent: Channel, screen: GatewayFilter, first: bytes = b""
    ) -> None:
        """Peer -> agent, through the firewall; refusals straight back to the peer.

        `first`: what was read already (to find the addressee), screened first.
        """
        try:
            while data := (first or await peer.receive()):
                first = b""
                relayed = screen.from_peer(data, now=time.time(), ticks=ticks())
                for envelope, decision in relayed.decisions:
                    if not decision.delivered:  # the gateway's refusal: said where it is made
                        _say_refused(peer, envelope, decision.code, decision.reason)
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

    async def _outbound(self, agent: Channel, peer: Channel, screen: GatewayFilter) -> None:
        """Agent -> peer, frame by frame (so refusals never split a frame).

        The filter of the peer's messages reads the sub-context types the agent sets.
        """
        frames = FrameDecoder()
        try:
            while data := await agent.receive():
                payloads = frames.feed(data)
                if payloads:
                    screen.from_agent(payloads, now=ticks())
                    await peer.send(b"".join(encode_frame(p) for p in payloads))
            await peer.close()
        except TransportError as error:
            logger.info("gateway: the agent's side of %s ended: %s", peer.session_id, error)
            peer.abort("agent gone")


def _fault(task: asyncio.Task[None]) -> BaseException | None:
    """What a relaying task raised, if it ended by raising (neither cancelled nor running)."""
    if not task.done() or task.cancelled():
        return None
    return task.exception()


def _say_refused(peer: Channel, envelope: Envelope, code: str | None, reason: str) -> None:
    """Log a message the gateway refused: what, from whom, on which stream, code, reason."""
    logger.info(
        "gateway: refused %s %s from %s on %s: %s: %s",
        envelope.performative,
        envelope.id,
        envelope.sender,
        peer.session_id,
        code,
        reason,
    )


def _lookup(library: ContextLibrary) -> ContextSource:
    def get(urn: str) -> SharedContext | None:
        try:
            return library.get(urn)
        except (ContextError, ValueError):
            return None  # not a URN: unknown

    return get
