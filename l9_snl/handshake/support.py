"""What a side brings to a handshake: its contexts, limits, peer keys, sealer, first flight."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from contexts import SharedContext
from contexts.urn import ContextVersion
from l7_transport.bounds import MANY, ConfigBounds, Count, seconds
from l8_comm import Performative
from l9_snl.encoding import transcript_hash
from l9_snl.selection import (
    Offer,
    Preferences,
    secure_minimums,
)

if TYPE_CHECKING:
    from l9_snl.tickets import CachedTicket


MAX_LISTED = 1024
"""The most entries `HandshakeConfig` may let one list of a handshake message hold."""


@dataclass(frozen=True, kw_only=True)
class HandshakeConfig:
    """Limits and choices of the handshake."""

    timeout: float = 10.0
    """Seconds a side waits for the next handshake message."""
    max_offers: int = 64
    """Most offers (and supported entries) a message may list."""
    max_minimums: int = 64
    """Most minimum-version entries."""
    max_authorities: int = 32
    """Most trusted authorities listed."""
    max_models: int = 16
    """Most embedding models listed."""
    early_performatives: frozenset[str] = frozenset({Performative.QUERY})
    """Performatives allowed in a resumed HELLO's first flight: none with side effects."""
    seal: bool = False
    """Seal capabilities to the peer's HPKE key (hides them from gateways, spec 12.9).

    An initiator seals its HELLO (it needs a sealer and a card its trust accepts as the
    responder's); a responder takes only sealed full HELLOs, refusing an unsealed one
    `sealed_payload_invalid` (resumed ones are taken). `ioa.Agent.connect` cannot seal
    yet: an agent that serves with this on is reached by initiators that seal (the L9
    library's `HandshakeInitiator` with `IdentitySealer` and the agent's card) only."""
    resume: bool = True
    """Use a cached ticket when there is one (initiator) / issue tickets (responder)."""
    stored_tickets: bool = True
    """Keep what a ticket holds here and hand out a 22-character handle (responder; the
    `TicketIssuer` an `ioa.Agent` makes): ~440 bytes fewer per resumed session, some memory
    per ticket issued and not yet used; False seals the contents into the ticket instead."""
    max_pending: int = 512
    """Responder: handshakes under way at once (sessions not locked yet), in all; a new
    one past it displaces the oldest (`admission.HandshakeGate`)."""
    max_pending_per_connection: int = 96
    """Responder: handshakes under way at once on one connection without a client
    certificate; one more is refused `too_many_streams`."""
    max_pending_per_address: int = 128
    """Responder: handshakes under way at once from one source address (IPv6: its /64),
    on connections without a client certificate; one more is refused `too_many_streams`."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "timeout": seconds(),
            # A list of 1,024 offers is ~200 KiB of HELLO, a fifth of a default frame.
            "max_offers": Count(1, MAX_LISTED),
            "max_minimums": Count(1, MAX_LISTED),
            "max_authorities": Count(1, MAX_LISTED),
            "max_models": Count(1, MAX_LISTED),
            "max_pending": Count(1, MANY),
            "max_pending_per_connection": Count(1, MANY),
            "max_pending_per_address": Count(1, MANY),
        },
    )
    """The range of every numeric setting (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        """Refuse limits no handshake could live with."""
        self.BOUNDS.check(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class SupportedContext:
    """One context version this agent supports, as its authority vouched for it."""

    context: SharedContext
    """The verified document."""
    authority: str
    """The authority that signed it."""
    location: str | None = None
    """Where its signed document lives (the authority's metadata URL), told to the peer."""
    revoked: bool = False
    """Whether this agent knows it revoked."""
    minimum_secure_version: ContextVersion | None = None
    """A minimum secure version of this context's name learnt beside the document (an
    authority's metadata: `VerifiedContext.minimum_secure_version`); it raises the floor
    of the name as the documents' own declarations do."""

    @property
    def offer(self) -> Offer:
        """This context as an offer."""
        return Offer(urn=self.context.urn, digest=self.context.digest, authority=self.authority)


@dataclass(frozen=True, kw_only=True)
class ContextSupport:
    """What an agent brings to a handshake: contexts, minimums, trust, embedding models."""

    contexts: tuple[SupportedContext, ...]
    """Supported versions, most preferred name first (versions within a name in any order)."""
    minimums: Mapping[str, ContextVersion] = field(default_factory=dict)
    """The lowest acceptable version per context name: as given, then raised (at
    construction) to the highest minimum secure version that any supported version of
    the name declares (spec 12.8). The higher wins, so a configured minimum never lets a
    version its own family declares insecure through; this is what HELLO and SELECT list,
    what the initiator checks a SELECT against, and what resumption re-checks."""
    authorities: frozenset[str] = frozenset()
    """Authorities this agent trusts."""
    embedding_models: tuple[str, ...] = ()
    """Embedding models this agent can produce, preferred first."""
    extensions: frozenset[str] = frozenset()
    """Optional protocol features this agent supports (spec 12.4: `extensions`), such as
    `adol.require-output`; a session uses those both sides support."""

    def __post_init__(self) -> None:
        """Raise `minimums` to the minimum secure versions the contexts declare."""
        floors = secure_minimums(
            self.minimums,
            (c.context for c in self.contexts),
            (
                (c.context.name, c.minimum_secure_version)
                for c in self.contexts
                if c.minimum_secure_version is not None
            ),
        )
        object.__setattr__(self, "minimums", floors)  # frozen: set once, here

    def preferences(self) -> Preferences:
        """This support as input to the selection rule."""
        return Preferences(
            offers=tuple(c.offer for c in self.contexts),
            minimums=dict(self.minimums),
            authorities=self.authorities,
            revoked=frozenset(
                (str(c.context.urn), c.context.digest) for c in self.contexts if c.revoked
            ),
        )

    def resumable(self, ticket: CachedTicket) -> bool:
        """Whether `ticket`'s context is one this support offers and does not know revoked.

        A ticket for a context not asked for now (another one), or revoked since it was
        issued, is not presented: nothing travels early under it (spec 12.7).
        """
        supported = self.find(ticket.urn, ticket.digest)
        return supported is not None and not supported.revoked

    def find(self, urn: str, digest: str) -> SupportedContext | None:
        """The supported context with this URN and digest, if any."""
        for supported in self.contexts:
            if str(supported.context.urn) == urn and supported.context.digest == digest:
                return supported
        return None


class PeerKeys(Protocol):
    """How a side learns the peer's signing key (and card, for sealing replies)."""

    def resolve(self, agent_id: str, card: object | None, *, now: float) -> PeerKey:
        """The peer's key; `RemoteSemanticError` (unknown_peer, invalid_card...) if untrusted."""
        ...

    def trust_token(self, agent_id: str) -> bytes:
        """What the trust in `agent_id` rests on now (`l9_snl.trust.PeerTrust.trust_token`).

        Tickets keep the token of their full handshake and are not used once it
        differs (spec 12.7): return other bytes whenever the key accepted for
        `agent_id`, or how it is accepted, may have changed (this stack's
        `PeerTrust`: another pin, or any change to the certifiers trusted), and the
        same bytes otherwise. Without this method (a `PeerKeys` written before it),
        a change of trust ends no ticket, with a warning.
        """
        ...


@dataclass(frozen=True, slots=True, kw_only=True)
class PeerKey:
    """A trusted peer's public keys."""

    agent_id: str
    """The peer."""
    signing_key: Ed25519PublicKey
    """Its Ed25519 identity key."""
    card: Any = None
    """Its verified agent card, when one was presented (needed to seal to it)."""


def card_valid_until(peer: PeerKey) -> float | None:
    """When the card that authenticated `peer` stops being valid (None: a pinned key)."""
    until = getattr(peer.card, "valid_until", None)
    return float(until) if isinstance(until, int | float) else None


class Sealer(Protocol):
    """Seals and opens capability lists (l9_snl.sealing behind an identity)."""

    def seal(self, value: dict[str, Any], recipient_card: Any, *, info: bytes) -> dict[str, Any]:  # noqa: ANN401
        """Seal `value` to the recipient's HPKE key."""
        ...

    def open(self, sealed: object, *, info: bytes) -> dict[str, Any]:
        """Open what was sealed to this agent; `RemoteSemanticError` otherwise."""
        ...


@dataclass(frozen=True, slots=True, kw_only=True)
class EarlyMessage:
    """The first flight of a resumed handshake, as the HELLO declares it.

    The message itself travels as an ordinary L8 envelope right behind the
    HELLO, in the same write: the HELLO binds its conversation id,
    performative (one without side effects) and content digest, so the
    responder accepts exactly that message, once, and only if it resumes.
    """

    conversation_id: str
    """The conversation the early message opens (chosen by the initiator)."""
    performative: str
    """Its performative (QUERY by default)."""
    digest: str
    """`transcript_hash(content)` of its content."""

    @classmethod
    def of(cls, conversation_id: str, performative: str, content: Any) -> EarlyMessage:  # noqa: ANN401
        """The declaration of a message with this content."""
        return cls(
            conversation_id=conversation_id,
            performative=str(performative),  # a plain str on the wire, not an enum member
            digest=transcript_hash(content),
        )

    def matches(self, conversation_id: str, performative: str, content: Any) -> bool:  # noqa: ANN401
        """Whether a received message is the one declared."""
        return (
            conversation_id == self.conversation_id
            and performative == self.performative
            and transcript_hash(content) == self.digest
        )

    def as_json(self) -> dict[str, Any]:
        """The wire form."""
        return {
            "conversation_id": self.conversation_id,
            "performative": self.performative,
            "digest": self.digest,
        }
