"""Shared pieces of the L9 tests: agents with keys, supported contexts, and a message pump."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from contexts import SharedContext
from contexts.builtin import builtin
from contexts.urn import ContextVersion

# the vectors' instant, authority, travel URNs and seeded byte source (reproducible transcripts)
from ioa.interop.make_vectors.fixed import AUTHORITY, NOW, TRAVEL_20, TRAVEL_21, seeded
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    ContextSupport,
    HandshakeConfig,
    HandshakeInitiator,
    HandshakeResponder,
    Outgoing,
    PeerKey,
    SupportedContext,
)
from l9_snl.integrity import SessionGuard
from l9_snl.tickets import TicketCache, TicketIssuer

MOOD = {
    "description": "How the sender feels about the deal.",
    "schema": {
        "type": "object",
        "properties": {"mood": {"type": "string", "enum": ["great", "fine", "bad"]}},
        "required": ["mood"],
        "additionalProperties": False,
    },
}
"""A concept no built-in context defines, as a peer would define it (clarify_undefined)."""


def key(label: str) -> Ed25519PrivateKey:
    return Ed25519PrivateKey.from_private_bytes(hashlib.sha256(label.encode()).digest())


@dataclass
class PinnedKeys:
    """A PeerKeys that trusts pinned public keys only."""

    pinned: dict[str, Ed25519PublicKey] = field(default_factory=dict)

    def resolve(self, agent_id: str, card: object | None, *, now: float) -> PeerKey:
        del card, now
        public = self.pinned.get(agent_id)
        if public is None:
            raise RemoteSemanticError(SNLErrorCode.UNKNOWN_PEER, f"no key pinned for {agent_id}")
        return PeerKey(agent_id=agent_id, signing_key=public)

    def trust_token(self, agent_id: str) -> bytes:
        public = self.pinned.get(agent_id)
        return b"" if public is None else hashlib.sha256(public.public_bytes_raw()).digest()[:16]


def support(
    *urns: str,
    authority: str = AUTHORITY,
    minimums: dict[str, str] | None = None,
    authorities: tuple[str, ...] = (AUTHORITY,),
    revoked: tuple[str, ...] = (),
    models: tuple[str, ...] = (),
    documents: dict[str, SharedContext] | None = None,
    extensions: frozenset[str] = frozenset(),
) -> ContextSupport:
    documents = documents or {}
    return ContextSupport(
        contexts=tuple(
            SupportedContext(
                context=documents.get(urn) or builtin(urn),
                authority=authority,
                location=f"https://authority.example/metadata/#{urn}",
                revoked=urn in revoked,
            )
            for urn in urns
        ),
        minimums={name: ContextVersion.parse(v) for name, v in (minimums or {}).items()},
        authorities=frozenset(authorities),
        embedding_models=models,
        extensions=extensions,
    )


@dataclass
class Pair:
    initiator: HandshakeInitiator
    responder: HandshakeResponder
    issuer: TicketIssuer
    cache: TicketCache


def pair(
    initiator_support: ContextSupport | None = None,
    responder_support: ContextSupport | None = None,
    *,
    config: HandshakeConfig | None = None,
    issuer: TicketIssuer | None = None,
    cache: TicketCache | None = None,
    label: str = "pair",
) -> Pair:
    initiator_key, responder_key = key("traveller"), key("airline")
    keys = PinnedKeys(
        {"traveller": initiator_key.public_key(), "airline": responder_key.public_key()}
    )
    issuer = issuer or TicketIssuer(key=b"k" * 32, rng=seeded(f"{label}/issuer"))
    cache = cache if cache is not None else TicketCache()
    initiator = HandshakeInitiator(
        agent_id="traveller",
        signing_key=initiator_key,
        peer="airline",
        support=initiator_support or support(TRAVEL_20, TRAVEL_21),
        peer_keys=keys,
        tickets=cache,
        config=config,
        rng=seeded(f"{label}/initiator"),
    )
    responder = HandshakeResponder(
        agent_id="airline",
        signing_key=responder_key,
        support=responder_support or support(TRAVEL_20, TRAVEL_21),
        peer_keys=keys,
        tickets=issuer,
        config=config,
        rng=seeded(f"{label}/responder"),
    )
    return Pair(initiator, responder, issuer, cache)


def run(p: Pair, *, now: float = NOW, tamper=None, early=None) -> tuple[list, list, list[Outgoing]]:
    """Play the handshake to its end; `tamper(message) -> message` may alter what travels."""
    initiator_events: list = []
    responder_events: list = []
    wire: list[Outgoing] = []
    message = p.initiator.start(now=now, early=early)
    to_responder = True
    while message is not None:
        if tamper is not None:
            message = tamper(message)
        wire.append(message)
        side = p.responder if to_responder else p.initiator
        events, outgoing = side.receive(message.performative, message.content, now=now)
        (responder_events if to_responder else initiator_events).extend(events)
        message = outgoing[0] if outgoing else None
        if len(outgoing) > 1:
            raise AssertionError("one message at a time")
        to_responder = not to_responder
    return initiator_events, responder_events, wire


def seal_from_here(endpoint, handshake, *, send: bool = True, receive: bool = True):
    """A hand-driven side seals (and authenticates) from this point of its stream on.

    What `l9_snl.aio` does at the points spec 12.16 names: after queueing
    LOCK (or a resumed HELLO), and after reading the SELECT. Tests that drive
    one side by hand call it at those points.
    """
    guard = endpoint.guard if isinstance(endpoint.guard, SessionGuard) else SessionGuard(endpoint)
    endpoint.guard = guard
    if send:
        guard.activate_send(handshake.keys.send)
    if receive:
        guard.activate_receive(handshake.keys.receive)
    return guard
