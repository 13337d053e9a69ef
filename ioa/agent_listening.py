"""How an agent listens: its listener over HTTP/2 or HTTP/3, and each session a peer opens.

The part of `ioa.agent.Agent` that serves (`serve`) and answers each session stream a
peer opens with the responder's handshake, then the locked session's dispatch; the
handshakes under way are bounded (`HandshakeConfig.max_pending*`, spec 12.15). A base
class of `Agent`, split from it along this seam, as `ioa.agent_hosting` is.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Final, cast

from ioa.agent_client import Tls
from ioa.agent_serving import (
    Listener,
    PublishedCard,
    first_envelope,
    listen_urls,
    refuse_handshake,
    warn_client_certificates_on_uvloop,
)
from ioa.agent_session import AgentSession
from ioa.certificates import CertificateCheck, check_certificate, watch_certificate
from ioa.logs import Pace
from l7_transport import CARD_PATH, Channel, TransportConfig
from l7_transport.http2 import Http2Server, serve_http2
from l7_transport.http3 import Http3Server, serve_http3
from l7_transport.tls import server_ssl_context
from l8_comm import Endpoint, RemoteProtocolError
from l8_comm.aio import Session
from l8_comm.registry import Registry
from l9_snl.aio import HandshakeError, LockedSession, respond
from l9_snl.exceptions import SNLErrorCode
from l9_snl.handshake import ContextSupport, HandshakeConfig, HandshakeResponder
from l9_snl.handshake.admission import HandshakeGate, address_key
from l9_snl.identity import AgentIdentity
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.session import SemanticConfig
from l9_snl.tickets import TicketIssuer

if TYPE_CHECKING:
    from ioa.agent import Agent

logger = logging.getLogger("ioa.agent")

REFUSAL_CLOSE: Final = 2.0
"""Seconds a refused handshake's session may take to close; then its stream is reset."""


class Listening:
    """Serving peers: the listener and each session's handshake; a base of `Agent`."""

    agent_id: str
    identity: AgentIdentity
    registry: Registry
    transport: TransportConfig
    handshake: HandshakeConfig
    _issuer: TicketIssuer
    _gate: HandshakeGate

    if TYPE_CHECKING:  # the agent's own (`ioa.agent.Agent`)

        def support(self, context: str | None = None) -> ContextSupport: ...  # noqa: D102
        def _trusted_peers(self) -> TrustedPeers: ...
        def _config(self) -> SemanticConfig: ...

    async def serve(  # noqa: PLR0913 - where, how, and how it is published and checked
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        protocol: str = "h2",
        tls: Tls | None = None,
        public_url: str | None = None,
        certificate_check: CertificateCheck | None = None,
        retry: bool = False,
    ) -> Listener:
        """Listen for peers (HTTP/2, cleartext without `tls`; or HTTP/3, always TLS).

        The card published at `CARD_PATH` names where peers reach this agent:
        `public_url` when given (behind a proxy, or listening on every address),
        else the address listened on (none for a wildcard address). Over TLS the
        certificate's expiry is checked at start and again while serving
        (`certificate_check`, default `CertificateCheck()`: hourly, warned 7 days
        before). `retry` (HTTP/3): every new connection first echoes a QUIC Retry
        token bound to its address, one round trip more; without it a Retry is asked
        for only under load (`TransportConfig.max_handshakes`).
        """
        if retry and protocol != "h3":
            msg = "retry is QUIC's: serve(protocol='h3', retry=True)"
            raise ValueError(msg)
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
                retry=retry,
            )
        elif tls is not None and tls.cert is not None and tls.key is not None:
            if tls.client_ca is not None:
                warn_client_certificates_on_uvloop(self.agent_id)
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
        endpoints = [public_url] if public_url else listen_urls(secure, host, server.port)
        server.documents = {
            CARD_PATH: PublishedCard(cast("Agent", self), endpoints, protocol).bytes
        }
        if watch is None or tls is None or tls.cert is None:
            return Listener(server)
        watching = watch_certificate(self.agent_id, tls.cert, watch, check)
        return Listener(server, asyncio.create_task(watching, name=f"{tls.cert} expiry"))

    @property
    def _first_frames_refused(self) -> int:
        """Sessions whose first frame was refused (the count of their `Pace`)."""
        return self._pace("first frame refused").seen

    def _pace(self, what: str) -> Pace:
        """The pace of this agent's lines about `what`, an event peers repeat at their rate."""
        paces: dict[str, Pace] = self.__dict__.setdefault("_paces", {})
        return paces.get(what) or paces.setdefault(what, Pace())

    def _handshake_gate(self) -> HandshakeGate:
        """The caps on handshakes under way here, as `handshake` says now."""
        config = self.handshake
        gate = getattr(self, "_gate", None)
        if gate is None:
            gate = self._gate = HandshakeGate(
                total=config.max_pending,
                per_connection=config.max_pending_per_connection,
                per_address=config.max_pending_per_address,
            )
        else:  # a new `handshake` config: the same counts, its caps
            gate.total = config.max_pending
            gate.per_connection = config.max_pending_per_connection
            gate.per_address = config.max_pending_per_address
        return gate

    async def _serve_channel(self, channel: Channel) -> None:
        # What the handshake needed (the first message, the gate's entry, the responder)
        # lives in `_admit_and_lock`'s frame, gone once it returns: an idle session keeps
        # only this frame's three names.
        endpoint = Endpoint(self.agent_id, registry=self.registry)
        locked = await self._admit_and_lock(endpoint, channel)
        if locked is not None:
            await AgentSession._run_here(cast("Agent", self), locked)  # noqa: SLF001 - ioa's own

    async def _admit_and_lock(self, endpoint: Endpoint, channel: Channel) -> LockedSession | None:
        """The handshake of a new session, if the caps admit it: the locked session, or None."""
        first = await first_envelope(endpoint, channel)
        if isinstance(first, RemoteProtocolError):
            pace = self._pace("first frame refused")
            if pace.due():
                logger.info(
                    "%s: %s: first frame refused: %s (%d refused so far; said at most "
                    "once every %g s)",
                    self.agent_id,
                    channel.session_id,
                    first,
                    pace.seen,
                    pace.every,
                )
            return None
        peer = channel.peer
        gate = self._handshake_gate()
        # A connection with a client certificate (a gateway's, an agent's) counts only in
        # the total: the certificate's holder answers for its peers (`ioa gateway` bounds
        # each), and many honest peers may share its connection and address.
        anonymous = not peer.identities
        address = address_key(peer.host)
        pending = gate.admit(
            f"{peer.protocol}://{peer.address}" if anonymous else None,
            address if anonymous else None,
            lambda: channel.abort("displaced by newer handshakes"),
            source=address if anonymous else f"certificate {peer.identities[0]}",
        )
        if isinstance(pending, str):
            pace = self._pace("handshake refused")
            if pace.due():
                logger.warning(
                    "%s: refused a handshake from %s: %s: %s (%d refused so far; said at "
                    "most once every %g s)",
                    self.agent_id,
                    peer.address,
                    SNLErrorCode.TOO_MANY_STREAMS,
                    pending,
                    gate.refused,
                    pace.every,
                )
            await refuse_handshake(self.agent_id, channel, first, pending)
            return None
        del first  # read by the transport's first-frame check and the refusal only
        try:
            return await self._lock(endpoint, channel)
        finally:
            gate.release(pending)  # locked or failed: no longer under way

    async def _lock(self, endpoint: Endpoint, channel: Channel) -> LockedSession | None:
        """The responder's handshake on `channel`: the locked session, or None (refused)."""
        session = Session(endpoint, channel).start()
        handshake = HandshakeResponder(
            agent_id=self.agent_id,
            signing_key=self.identity.signing_key,
            support=self.support(),
            peer_keys=self._trusted_peers(),
            sealer=IdentitySealer(self.identity),  # sealed HELLOs open (and are answered sealed)
            tickets=self._issuer,
            config=self.handshake,
        )
        try:
            return await respond(session, handshake, config=self._config())
        except HandshakeError as error:
            pace = self._pace("handshake failed")  # any client can fail one at its rate
            if pace.due():
                logger.info(
                    "%s: handshake refused from %s (%s): %s (%d refused so far; said at most "
                    "once every %g s)",
                    self.agent_id,
                    # (never authenticated: the name is the initiator's own claim)
                    f"an initiator claiming to be {handshake.peer!r}"
                    if handshake.peer
                    else "an initiator not named yet",
                    channel.session_id,
                    error,
                    pace.seen,
                    pace.every,
                )
        except BaseException:  # the stream failed under it (a displacement, the peer gone)
            await asyncio.shield(session.close())
            raise
        if not channel.closed:  # (a reset stream takes nothing more: its state goes now)
            await asyncio.sleep(0.1)  # let the refusal reach the peer
        try:  # a peer that grants no credit does not hold it past the bound (30 s)
            async with asyncio.timeout(REFUSAL_CLOSE):
                await session.close()
        except TimeoutError:
            channel.abort("the refusal could not be delivered")
        return None


__all__ = ["Listening"]
