"""What a serving agent needs besides its handlers: its listener, its card, its first frames.

`Listener` is what `Agent.serve` returns; `PublishedCard` is the signed card a
listener serves (signed again before it gets old); `listen_urls` says where
peers reach a listener; `first_envelope` answers a session whose first
frame is no envelope before any task or L9 state exists for it, and
`refuse_handshake` one past the caps on handshakes under way.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import time
from typing import TYPE_CHECKING

from contexts.canonical import canonical_bytes
from l7_transport import Channel, StreamChannel, TransportError, encode_frame
from l7_transport.http2 import Http2Server
from l7_transport.http3 import Http3Server
from l8_comm import Endpoint, Envelope, RemoteProtocolError
from l8_comm.codec import decode_envelope, encode_envelope
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.core import Decision
from l9_snl.firewall.gateway import refusal_for

if TYPE_CHECKING:
    from ioa.agent import Agent

logger = logging.getLogger("ioa.agent")

CARD_LIFETIME = 3600.0
"""Seconds a published card is valid; it is signed again when a sixth of that has passed."""


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


def warn_client_certificates_on_uvloop(agent_id: str) -> None:
    """Say that a server asking for client certificates runs on uvloop, if it does.

    uvloop closes a connection it refused for want of a certificate without the TLS
    alert that tells the client why (asyncio sends it): `ioa agent serve`, the gateway
    and the authority stay on asyncio when they ask for one (`ioa.event_loop`).
    """
    if type(asyncio.get_running_loop()).__module__.startswith("uvloop"):
        logger.warning(
            "%s: serving with client certificates on uvloop: a client refused for want "
            'of one gets no TLS alert saying why (run on asyncio: Agent(event_loop="asyncio"), '
            "as `ioa agent serve` does)",
            agent_id,
        )


def listen_urls(secure: bool, host: str, port: int) -> list[str]:  # noqa: FBT001
    """The URL a peer reaches a listener at: none for a wildcard address; IPv6 in brackets."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None and address.is_unspecified:
        return []  # every address: which one a peer can reach, only the operator knows
    shown = f"[{host}]" if address is not None and address.version == 6 else host
    return [f"{'https' if secure else 'http'}://{shown}:{port}"]


class PublishedCard:
    """The card a listener serves at `CARD_PATH`, signed again before it gets old."""

    def __init__(self, agent: Agent, endpoints: list[str], protocol: str) -> None:
        self._agent = agent
        self._endpoints = endpoints
        self._protocol = protocol
        self._signed: tuple[float, frozenset[tuple[str, str]], bytes] | None = None

    def bytes(self) -> bytes:
        """The card's canonical bytes, signed again when old or a context was withheld.

        Old: a sixth of its lifetime has passed. Withheld (revoked, or its authority's
        revocations unverified) or offered again: the card names only the contexts
        usable now (`Agent.usable_contexts`).
        """
        now = time.time()
        withheld = self._agent.withheld
        signed = self._signed
        if signed is None or now - signed[0] > CARD_LIFETIME / 6 or signed[1] != withheld:
            card = self._agent.card(self._endpoints, now=now, protocol=self._protocol)
            signed = self._signed = (now, withheld, canonical_bytes(card.to_json()))
        return signed[2]


async def first_envelope(
    endpoint: Endpoint, channel: Channel
) -> Envelope | RemoteProtocolError | None:
    """The session's first envelope (None when the channel does not show it), or why refused.

    The transport starts a session's handler once its first frame is whole
    (`StreamChannel.first_frame`): a first frame that does not even decode
    (not JSON, not an envelope) is answered here as the session would have
    answered it (the endpoint's own NOTICE, NOT_UNDERSTOOD with the code), and
    the session ended, with no reading task, no handshake, no guard. The error is
    returned for the caller to log: clients with no identity send such frames at
    their own rate, and one line each would be a flood.
    """
    first = channel.first_frame() if isinstance(channel, StreamChannel) else None
    if first is None:
        return None
    try:
        return decode_envelope(first, endpoint.config.limits, endpoint.registry)
    except RemoteProtocolError as error:
        refused = error
    endpoint.receive_data(encode_frame(first), time.time())  # the answer, as the session's
    with contextlib.suppress(TransportError):
        await channel.send(endpoint.data_to_send())
        await channel.close()
    return refused


async def refuse_handshake(
    agent_id: str, channel: Channel, first: Envelope | None, reason: str
) -> None:
    """Turn away a session before any L9 state: its first message answered `too_many_streams`.

    A REFUSE in the handshake's conversation, as the responder's own refusal of a HELLO
    reads (spec 12.3); a channel that showed no first message is reset instead. (The
    caller logs: refusals come in floods.)
    """
    if first is None:
        channel.abort("refused")
        return
    decision = Decision("reject", SNLErrorCode.TOO_MANY_STREAMS, (), reason)
    refusal = refusal_for(first, decision, time.time(), fallback=agent_id, said_by=agent_id)
    with contextlib.suppress(TransportError):
        await channel.send(encode_frame(encode_envelope(refusal)))
        await channel.close()


__all__ = [
    "CARD_LIFETIME",
    "Listener",
    "PublishedCard",
    "first_envelope",
    "listen_urls",
    "refuse_handshake",
    "warn_client_certificates_on_uvloop",
]
