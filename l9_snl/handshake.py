"""The HELLO / SELECT / LOCK handshake: two agents agree on one Shared Context.

Sans-I/O: `HandshakeInitiator` and `HandshakeResponder` take the content of
received L8 envelopes (with `now`) and return events and the messages to
send; the driver carries them as envelopes of the `snl-handshake` L8
protocol. One table (`TRANSITIONS`) says which message each side may send
or receive in each state; anything else is `unexpected_message`.

Full handshake (spec section 12):

    initiator                                  responder
    PROPOSE  HELLO  {offers, minimums, authorities, nonce, kx, card?}  ->
          <- AGREE   SELECT {selected, supported, hello_hash, nonce, kx, signature}
    INFORM   LOCK   {transcript, signature}  ->
          <- INFORM  TICKET {ticket, lifetime}

The initiator re-runs the selection rule on the responder's signed list:
a stripped offer changes the HELLO hash, a lower pick differs from the
rule, and both are `downgrade_detected`. A resumed HELLO carries a ticket,
an HMAC binder and optionally a first flight (early data), and is answered
by ACCEPT + SELECT with an HMAC: no signatures, zero extra round trips.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final, Protocol

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from contexts import SharedContext
from contexts.canonical import canonical_bytes, is_digest
from contexts.exceptions import ContextError
from contexts.urn import ContextVersion
from l8_comm import DEFAULT_REGISTRY, Event, Performative, Registry
from l8_comm.identifiers import ID_PATTERN
from l8_comm.protocols import INIT, RESP, START, Role, make_protocol
from l9_snl.encoding import b64url, from_b64url, sign, transcript_hash, verify
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SemanticError, SNLErrorCode
from l9_snl.selection import (
    Offer,
    Preferences,
    minimums_json,
    offers_json,
    parse_authorities,
    parse_minimums,
    parse_offers,
    parse_revoked,
    revoked_json,
    select,
)
from l9_snl.tickets import (
    MAX_TICKET_LIFETIME,
    CachedTicket,
    TicketCache,
    TicketIssuer,
    binder,
    binder_matches,
)

VERSION: Final = 1
"""The handshake version this module speaks."""
PROTOCOL_NAME: Final = "snl-handshake"

HANDSHAKE_PROTOCOL: Final = make_protocol(
    PROTOCOL_NAME,
    {
        (START, Performative.PROPOSE, INIT): "hello",
        ("hello", Performative.AGREE, RESP): "selected",
        ("hello", Performative.ACCEPT, RESP): "resumed",
        ("hello", Performative.REFUSE, RESP): "refused",
        ("selected", Performative.INFORM, INIT): "locked",
        ("selected", Performative.FAILURE, INIT): "failed",
        ("locked", Performative.INFORM, RESP): "done",
        ("locked", Performative.FAILURE, RESP): "failed",
    },
    frozenset({"resumed", "refused", "failed", "done"}),
    description="L9 handshake: HELLO (PROPOSE), SELECT (AGREE; ACCEPT when resumed), "
    "LOCK (INFORM), TICKET (INFORM); REFUSE or FAILURE with a code",
)
"""The L8 conversation the handshake messages travel in."""


def snl_registry(base: Registry = DEFAULT_REGISTRY) -> Registry:
    """`base` with the handshake protocol registered (frozen)."""
    registry = base.copy()
    registry.register_protocol(HANDSHAKE_PROTOCOL)
    return registry.freeze()


class Direction(StrEnum):
    """Whether a side sends or receives a message."""

    SEND = "send"
    RECEIVE = "receive"


class Kind(StrEnum):
    """The handshake messages."""

    HELLO = "HELLO"
    SELECT = "SELECT"
    RESUMED_SELECT = "SELECT (resumed)"
    RESUME_REFUSED = "REFUSE (resumption)"
    LOCK = "LOCK"
    TICKET = "TICKET"
    REFUSE = "REFUSE"
    FAILURE = "FAILURE"


S, R = Direction.SEND, Direction.RECEIVE
TRANSITIONS: Final[Mapping[tuple[Role, str, Direction, Kind], str]] = {
    (INIT, "start", S, Kind.HELLO): "hello_sent",
    (INIT, "hello_sent", R, Kind.SELECT): "selected",
    (INIT, "hello_sent", R, Kind.RESUMED_SELECT): "locked",
    (INIT, "hello_sent", R, Kind.REFUSE): "failed",
    (INIT, "hello_sent", R, Kind.RESUME_REFUSED): "resume_refused",
    (INIT, "resume_refused", S, Kind.HELLO): "hello_sent",
    (INIT, "selected", S, Kind.LOCK): "locked",
    (INIT, "selected", S, Kind.FAILURE): "failed",
    (INIT, "locked", R, Kind.TICKET): "locked",
    (INIT, "locked", R, Kind.FAILURE): "failed",
    (RESP, "start", R, Kind.HELLO): "hello_received",
    (RESP, "hello_received", S, Kind.SELECT): "selected",
    (RESP, "hello_received", S, Kind.RESUMED_SELECT): "locked",
    (RESP, "hello_received", S, Kind.REFUSE): "failed",
    (RESP, "hello_received", S, Kind.RESUME_REFUSED): "resume_refused",
    (RESP, "resume_refused", R, Kind.HELLO): "hello_received",
    (RESP, "selected", R, Kind.LOCK): "locked",
    (RESP, "selected", R, Kind.FAILURE): "failed",
    (RESP, "locked", S, Kind.TICKET): "locked",
    (RESP, "locked", S, Kind.FAILURE): "failed",
}
"""(role, state, direction, message) -> next state: the whole handshake, both sides."""
FINAL_STATES: Final = frozenset({"locked", "failed"})
"""States in which a side no longer waits (locked still accepts a TICKET)."""

PERFORMATIVE_OF: Final[Mapping[Kind, str]] = {
    Kind.HELLO: Performative.PROPOSE,
    Kind.SELECT: Performative.AGREE,
    Kind.RESUMED_SELECT: Performative.ACCEPT,
    Kind.LOCK: Performative.INFORM,
    Kind.TICKET: Performative.INFORM,
    Kind.REFUSE: Performative.REFUSE,
    Kind.RESUME_REFUSED: Performative.REFUSE,
    Kind.FAILURE: Performative.FAILURE,
}
"""The L8 performative each message travels as."""

_HELLO_INFO: Final = b"ioa-snl/v1 HELLO"
_SELECT_INFO: Final = b"ioa-snl/v1 SELECT"


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
    """Seal offers and supported lists to the peer's HPKE key (hides capabilities from gateways)."""
    resume: bool = True
    """Use a cached ticket when there is one (initiator) / issue tickets (responder)."""


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
    """The lowest acceptable version per context name."""
    authorities: frozenset[str] = frozenset()
    """Authorities this agent trusts."""
    embedding_models: tuple[str, ...] = ()
    """Embedding models this agent can produce, preferred first."""

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


# -- events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class HandshakeEvent(Event):
    """Base of handshake events (they travel with L8's events)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HelloReceived(HandshakeEvent):
    """The responder received a HELLO (before answering it)."""

    peer: str
    """The initiator."""
    resumed: bool
    """Whether it asks to resume with a ticket."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextSelected(HandshakeEvent):
    """A context was selected (responder: chosen; initiator: verified)."""

    urn: str
    """The selected context."""
    digest: str
    """Its digest."""
    authority: str
    """The authority both trust for it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextLocked(HandshakeEvent):
    """The handshake is complete: both sides hold the same context."""

    context: SharedContext
    """The locked context."""
    peer: str
    """The other agent."""
    authority: str
    """The authority that signed the context."""
    embedding_model: str | None
    """The embedding model both will use for vector fields, if the context has any."""
    resumed: bool
    """True when locked from a ticket (zero extra round trips)."""
    transcript: str
    """`sha256:` hash of the handshake transcript (binds the session to it)."""
    early: EarlyMessage | None = None
    """The first flight a resumed HELLO declared (the message follows it on the session)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TicketReceived(HandshakeEvent):
    """The initiator received (and cached) a resumption ticket."""

    expires_at: float
    """Until when it can be used."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ResumptionRefused(HandshakeEvent):
    """A resumed HELLO was refused; the initiator may send one full HELLO in a new conversation.

    Not a failure: both sides wait for (initiator: send) the full HELLO, under
    the same timeout. A second refusal is a `HandshakeFailed`.
    """

    code: SNLErrorCode
    """Why, as a stable code."""
    message: str
    """Why, for people."""
    detected_by_peer: bool
    """True on the initiator (the responder refused), False on the responder."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandshakeFailed(HandshakeEvent):
    """The handshake failed; nothing is locked."""

    code: SNLErrorCode
    """Why, as a stable code."""
    message: str
    """Why, for people."""
    detected_by_peer: bool
    """True when the peer reported it (REFUSE or FAILURE), False when detected here."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Outgoing:
    """A message the driver must send in the handshake conversation."""

    kind: Kind
    """Which handshake message."""
    performative: str
    """The L8 performative to send it as."""
    content: dict[str, Any]
    """The envelope content."""


Result = tuple[list[HandshakeEvent], list[Outgoing]]


# -- shared machinery -------------------------------------------------------------------------


class _Side:
    """What both roles share: the table, the timer, failure handling, key exchange."""

    role: Role

    def __init__(  # noqa: PLR0913 - who this side is, and how it proves it
        self,
        *,
        agent_id: str,
        signing_key: Any,  # noqa: ANN401 - an Ed25519PrivateKey
        support: ContextSupport,
        peer_keys: PeerKeys,
        card: dict[str, Any] | None,
        sealer: Sealer | None,
        config: HandshakeConfig | None,
        rng: Callable[[int], bytes],
    ) -> None:
        self.agent_id = agent_id
        self.support = support
        self._signing_key = signing_key
        self._peer_keys = peer_keys
        self._card = card
        self._sealer = sealer
        self.config = config or HandshakeConfig()
        self.state = "start"
        self._rng = rng
        self._deadline: float | None = None
        self._kx_key: X25519PrivateKey | None = None  # made when a full handshake needs it
        self.locked: ContextLocked | None = None
        self._hello_bytes = b""
        """The HELLO's canonical bytes (hashed into every transcript)."""

    def _step(self, direction: Direction, kind: Kind) -> None:
        target = TRANSITIONS.get((self.role, self.state, direction, kind))
        if target is None:
            raise RemoteSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                f"{kind} cannot be {'received' if direction is R else 'sent'} by the "
                f"{self.role} in state {self.state}",
            )
        self.state = target

    def get_timer(self) -> float | None:
        """When `handle_timer` must be called next, or None."""
        return self._deadline if self.state not in FINAL_STATES else None

    def handle_timer(self, now: float) -> list[HandshakeEvent]:
        """Fail the handshake if the peer took too long."""
        if self._deadline is None or now < self._deadline or self.state in FINAL_STATES:
            return []
        self.state = "failed"
        self._deadline = None
        return [
            HandshakeFailed(
                code=SNLErrorCode.HANDSHAKE_TIMEOUT,
                message=f"no answer within {self.config.timeout:g} seconds",
                detected_by_peer=False,
            )
        ]

    @property
    def _kx(self) -> X25519PrivateKey:
        if self._kx_key is None:
            self._kx_key = X25519PrivateKey.from_private_bytes(self._rng(32))
        return self._kx_key

    def _kx_public(self) -> str:
        return b64url(self._kx.public_key().public_bytes_raw())

    def _secret(self, peer_kx: object, salt: str) -> bytes:
        try:
            peer = X25519PublicKey.from_public_bytes(from_b64url(peer_kx, length=32))
            shared = self._kx.exchange(peer)
        except ValueError as exc:
            raise _invalid(f"the key share is not an X25519 public key: {exc}") from exc
        return _hkdf(shared, salt.encode(), b"ioa-snl/v1 resumption")

    def _fail_here(self, error: SemanticError, kind: Kind) -> Result:
        """Fail: report it, and tell the peer with `kind` (REFUSE or FAILURE) when allowed."""
        outgoing: list[Outgoing] = []
        if (self.role, self.state, S, kind) in TRANSITIONS:
            self._step(S, kind)
            outgoing.append(_out(kind, error.as_content()))
        if self.state == "resume_refused":  # the peer may still lock in full
            refused = ResumptionRefused(
                code=error.code, message=error.message, detected_by_peer=False
            )
            return [refused], outgoing
        self.state = "failed"
        self._deadline = None
        event = HandshakeFailed(code=error.code, message=error.message, detected_by_peer=False)
        return [event], outgoing

    def _failed_there(self, content: object) -> Result:
        code, message = _reported(content)
        self.state = "failed"
        self._deadline = None
        return [HandshakeFailed(code=code, message=message, detected_by_peer=True)], []


def _out(kind: Kind, content: dict[str, Any]) -> Outgoing:
    return Outgoing(kind=kind, performative=PERFORMATIVE_OF[kind], content=content)


def _hkdf(key: bytes, salt: bytes, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(key)


def _reported(content: object) -> tuple[SNLErrorCode, str]:
    if isinstance(content, dict):
        try:
            code = SNLErrorCode(str(content.get("code")))
        except ValueError:
            code = SNLErrorCode.INVALID_HANDSHAKE
        reason = content.get("reason")
        return code, reason if isinstance(reason, str) else "(no reason given)"
    return SNLErrorCode.INVALID_HANDSHAKE, "(no reason given)"


def _invalid(message: str) -> RemoteSemanticError:
    return RemoteSemanticError(SNLErrorCode.INVALID_HANDSHAKE, message)


def _field(content: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:  # noqa: ANN401
    value = content.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise _invalid(f"{name} is missing or has the wrong type")
    return value


def _shown(value: object) -> str:
    """A short, safe rendering of a peer's value for an error message."""
    if value is None or isinstance(value, str | int | float):
        return repr(value)[:40]
    return f"a {type(value).__name__}"


def _check_location(value: object) -> None:
    if value is not None and (not isinstance(value, str) or len(value) > _MAX_LOCATION):
        raise _invalid("selected.location is a URL (a string) or null")


_MAX_LOCATION: Final = 2048


def _nonce(rng: Callable[[int], bytes]) -> str:
    return b64url(rng(32))


def _check_nonce(value: object) -> str:
    try:
        from_b64url(value, length=32)
    except ValueError as exc:
        raise _invalid(f"nonce: {exc}") from exc
    assert isinstance(value, str)  # noqa: S101 - from_b64url accepted it
    return value


def _kind_of(performative: str, content: object) -> Kind:
    snl = content.get("snl") if isinstance(content, dict) else None
    if performative == Performative.REFUSE:
        return Kind.REFUSE
    if performative == Performative.FAILURE:
        return Kind.FAILURE
    if performative == Performative.ACCEPT and snl == "SELECT":
        return Kind.RESUMED_SELECT
    expected: dict[str, Kind] = {
        Performative.PROPOSE: Kind.HELLO,
        Performative.AGREE: Kind.SELECT,
    }
    kind = expected.get(performative)
    if kind is not None and snl == kind.value:
        return kind
    if performative == Performative.INFORM and snl in (Kind.LOCK.value, Kind.TICKET.value):
        return Kind(str(snl))
    raise _invalid(f"a {performative} with snl={_shown(snl)} is not a handshake message")


def _still_usable(
    support: ContextSupport, urn: str, digest: str, authority: str
) -> SupportedContext:
    """A ticket's context, checked against this agent's policy as it is now (on resumption)."""
    supported = support.find(urn, digest)
    if supported is None:
        raise RemoteSemanticError(
            SNLErrorCode.DIGEST_MISMATCH, f"{urn} with that digest is no longer supported here"
        )
    if supported.revoked:
        raise RemoteSemanticError(SNLErrorCode.REVOKED_CONTEXT, f"{urn} was revoked")
    floor = support.minimums.get(supported.context.urn.name)
    if floor is not None and supported.context.urn.version < floor:
        raise RemoteSemanticError(
            SNLErrorCode.BELOW_MINIMUM_VERSION, f"{urn} is now below this agent's minimum {floor}"
        )
    if authority not in support.authorities or supported.authority != authority:
        raise RemoteSemanticError(
            SNLErrorCode.UNKNOWN_AUTHORITY, f"{authority!r} is no longer trusted for {urn}"
        )
    return supported


def _models(listed: Mapping[str, Any], limit: int) -> list[str]:
    models = listed.get("embedding_models", [])
    if (
        not isinstance(models, list)
        or len(models) > limit
        or not all(isinstance(m, str) for m in models)
    ):
        raise _invalid("embedding_models must be a short list of strings")
    return models


def _choose_model(context: SharedContext, mine: Iterable[str], theirs: Iterable[str]) -> str | None:
    hints = context.embedding
    if hints is None:
        return None
    common = [m for m in hints.models if m in set(mine) and m in set(theirs)]
    if not common:
        raise RemoteSemanticError(
            SNLErrorCode.NO_COMMON_EMBEDDING,
            f"{context.urn} carries vectors, and no embedding model is shared "
            f"(the context allows {', '.join(hints.models)})",
        )
    return common[0]


# -- the initiator ----------------------------------------------------------------------------


class HandshakeInitiator(_Side):
    """The side that sends HELLO."""

    role = INIT

    def __init__(  # noqa: PLR0913 - who, with whom, with what, and how
        self,
        *,
        agent_id: str,
        signing_key: Any,  # noqa: ANN401 - an Ed25519PrivateKey
        peer: str,
        support: ContextSupport,
        peer_keys: PeerKeys,
        card: dict[str, Any] | None = None,
        peer_card: Any = None,  # noqa: ANN401
        sealer: Sealer | None = None,
        tickets: TicketCache | None = None,
        config: HandshakeConfig | None = None,
        rng: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        super().__init__(
            agent_id=agent_id,
            signing_key=signing_key,
            support=support,
            peer_keys=peer_keys,
            card=card,
            sealer=sealer,
            config=config,
            rng=rng,
        )
        self.peer = peer
        self._peer_card = peer_card
        self._tickets = tickets
        self._hello: dict[str, Any] | None = None
        self._ticket: CachedTicket | None = None
        self._not_after: float | None = None  # the responder's card validity, if any
        self._secret_value = b""
        self._hello_hash = ""

    def start(self, *, now: float, early: EarlyMessage | None = None) -> Outgoing:
        """The HELLO to send (resumed when a ticket for the peer is cached)."""
        if early is not None and early.performative not in self.config.early_performatives:
            raise LocalSemanticError(
                SNLErrorCode.UNSAFE_EARLY_DATA,
                f"{early.performative} may have side effects: it cannot travel before the lock",
            )
        ticket = None
        if self.config.resume and self._tickets is not None and self.state == "start":
            ticket = self._tickets.take(self.peer, now=now) if self._ticket is None else None
        self._step(S, Kind.HELLO)
        self._deadline = now + self.config.timeout
        hello: dict[str, Any] = {
            "snl": Kind.HELLO.value,
            "version": VERSION,
            "initiator": self.agent_id,
            "responder": self.peer,
            "nonce": _nonce(self._rng),
        }
        if ticket is not None:
            self._ticket = ticket
            hello["resume"] = {"ticket": ticket.ticket}
            if early is not None:
                hello["early"] = early.as_json()
            hello["binder"] = binder(ticket.secret, hello)
        else:
            preferences = self.support.preferences()
            capabilities = {
                "offers": offers_json(preferences.offers),
                "minimums": minimums_json(self.support.minimums),
                "authorities": sorted(self.support.authorities),
                "revoked": revoked_json(preferences.revoked),
                "embedding_models": list(self.support.embedding_models),
            }
            if self._card is not None:
                capabilities["card"] = self._card
            if self.config.seal:
                if self._sealer is None or self._peer_card is None:
                    raise LocalSemanticError(
                        SNLErrorCode.SEALED_PAYLOAD_INVALID,
                        "sealing needs a sealer and the responder's card",
                    )
                # The card too: it lists the contexts this agent supports.
                info = _HELLO_INFO + f"|{self.agent_id}|{self.peer}|{hello['nonce']}".encode()
                hello["sealed"] = self._sealer.seal(capabilities, self._peer_card, info=info)
            else:
                hello.update(capabilities)
            hello["kx"] = self._kx_public()
        self._hello = hello
        self._hello_bytes = canonical_bytes(hello)  # hashed more than once: canonicalised once
        self._hello_hash = transcript_hash(self._hello_bytes)
        return _out(Kind.HELLO, hello)

    @property
    def resuming(self) -> CachedTicket | None:
        """The ticket the HELLO presented, when it asked to resume."""
        return self._ticket

    def restart_full(self, *, now: float) -> Outgoing:
        """After `ResumptionRefused`: the full HELLO to send, in a new conversation.

        The ticket is spent either way; the first flight is not resent here
        (send it once locked).
        """
        if self._ticket is None or self.state != "resume_refused":
            raise LocalSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "only a refused resumption falls back to a full HELLO",
            )
        self._ticket = None
        self._kx_key = None
        return self.start(now=now)

    def receive(  # noqa: PLR0911 - one return per kind of message
        self, performative: str, content: object, *, now: float, sender: str | None = None
    ) -> Result:
        """Handle the responder's next message (`sender`: the envelope's `from`, if known)."""
        try:
            kind = _kind_of(performative, content)
            if kind is Kind.REFUSE and self._ticket is not None and self.state == "hello_sent":
                kind = Kind.RESUME_REFUSED
            if kind is Kind.TICKET and self.state == "locked":
                return self._on_ticket(content, now, authenticated=False)
            self._step(R, kind)
            if sender is not None and sender != self.peer:
                raise _invalid(f"a handshake message from {sender!r}, not {self.peer!r}")
        except RemoteSemanticError as error:
            return self._fail_here(error, Kind.FAILURE)
        if kind is Kind.RESUME_REFUSED:
            code, message = _reported(content)
            return [ResumptionRefused(code=code, message=message, detected_by_peer=True)], []
        if kind in (Kind.REFUSE, Kind.FAILURE):
            return self._failed_there(content)
        assert isinstance(content, dict)  # noqa: S101 - _kind_of read its snl member
        try:
            if kind is Kind.SELECT:
                return self._on_select(content, now)
            return self._on_resumed_select(content, now)
        except (RemoteSemanticError, ContextError) as error:
            if isinstance(error, ContextError):
                error = _invalid(str(error))
            return self._fail_here(error, Kind.FAILURE)

    def _on_select(self, select_msg: dict[str, Any], now: float) -> Result:
        assert self._hello is not None  # noqa: S101 - HELLO sent
        hello_hash = self._hello_hash
        if select_msg.get("hello_hash") != hello_hash:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                "the responder answered a different HELLO than the one sent: "
                "it was altered in transit",
            )
        listed = select_msg
        if "sealed" in select_msg:
            if self._sealer is None:
                raise RemoteSemanticError(
                    SNLErrorCode.SEALED_PAYLOAD_INVALID, "cannot open a sealed SELECT"
                )
            info = _SELECT_INFO + f"|{self.agent_id}|{self.peer}|{select_msg.get('nonce')}".encode()
            listed = self._sealer.open(select_msg["sealed"], info=info)
        peer = self._peer_keys.resolve(self.peer, listed.get("card"), now=now)
        self._not_after = card_valid_until(peer)
        unsigned = {k: v for k, v in select_msg.items() if k != "signature"}
        if not verify(peer.signing_key, unsigned, select_msg.get("signature")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "SELECT is not signed by the responder"
            )
        if select_msg.get("initiator") != self.agent_id or select_msg.get("responder") != self.peer:
            raise RemoteSemanticError(SNLErrorCode.INVALID_HANDSHAKE, "SELECT names other agents")
        _check_nonce(select_msg.get("nonce"))
        limits = self.config
        theirs = Preferences(
            offers=parse_offers(listed.get("supported"), limit=limits.max_offers),
            minimums=parse_minimums(listed.get("minimums", {}), limit=limits.max_minimums),
            authorities=parse_authorities(listed.get("authorities"), limit=limits.max_authorities),
            revoked=parse_revoked(listed.get("revoked", []), limit=limits.max_offers),
        )
        selected = _field(select_msg, "selected", dict)
        chosen = parse_offers([selected.get("offer")], limit=1)[0]
        _check_location(selected.get("location"))
        mine = self.support.preferences()
        floor = self.support.minimums.get(chosen.urn.name)
        if floor is not None and chosen.urn.version < floor:
            raise RemoteSemanticError(
                SNLErrorCode.BELOW_MINIMUM_VERSION,
                f"the responder selected {chosen.urn}, below this agent's minimum {floor}",
            )
        expected = select(mine, theirs)
        if chosen != expected:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                f"the responder selected {chosen.urn}, but the rule gives {expected.urn} "
                "from its own signed list",
            )
        supported = self.support.find(str(chosen.urn), chosen.digest)
        assert supported is not None  # noqa: S101 - the rule only picks offers of ours
        model = select_msg.get("embedding_model")
        wanted = _choose_model(
            supported.context, self.support.embedding_models, _models(listed, limits.max_models)
        )
        if model != wanted:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                f"the responder picked embedding model {model!r}; the rule gives {wanted!r}",
            )
        transcript = transcript_hash(self._hello_bytes, select_msg)
        secret = self._secret(select_msg.get("kx"), transcript)
        lock_body = {"snl": Kind.LOCK.value, "transcript": transcript}
        lock = {**lock_body, "signature": sign(self._signing_key, lock_body)}
        self._step(S, Kind.LOCK)
        self._deadline = None
        self._secret_value = secret
        self.locked = ContextLocked(
            context=supported.context,
            peer=self.peer,
            authority=chosen.authority,
            embedding_model=wanted,
            resumed=False,
            transcript=transcript,
        )
        selected = ContextSelected(
            urn=str(chosen.urn), digest=chosen.digest, authority=chosen.authority
        )
        return [selected, self.locked], [_out(Kind.LOCK, lock)]

    def _on_ticket(self, content: object, now: float, *, authenticated: bool) -> Result:
        """Cache a ticket; a bad one is dropped (the session stays locked).

        A TICKET message carries a MAC under the resumption secret;
        `authenticated` when it came inside a MAC'd resumed SELECT instead.
        """
        if self._tickets is None or self.locked is None or not isinstance(content, dict):
            return [], []
        ticket = content.get("ticket")
        lifetime = content.get("lifetime")
        if not isinstance(ticket, str) or type(lifetime) not in (int, float):
            return [], []
        assert isinstance(lifetime, int | float)  # noqa: S101 - checked just above
        if lifetime <= 0:
            return [], []
        if not authenticated:
            unsigned = {k: v for k, v in content.items() if k != "mac"}
            if not binder_matches(self._secret_value, unsigned, content.get("mac")):
                return [], []  # not from the peer that holds the secret: ignored
        expires = now + min(float(lifetime), MAX_TICKET_LIFETIME)
        if self._not_after is not None:  # never past the responder's card
            expires = min(expires, self._not_after)
            if expires <= now:
                return [], []
        self._tickets.put(
            CachedTicket(
                ticket=ticket,
                secret=self._secret_value,
                responder=self.peer,
                urn=str(self.locked.context.urn),
                digest=self.locked.context.digest,
                authority=self.locked.authority,
                embedding_model=self.locked.embedding_model,
                expires_at=expires,
                not_after=self._not_after,
            )
        )
        return [TicketReceived(expires_at=expires)], []

    def _on_resumed_select(self, content: dict[str, Any], now: float) -> Result:
        assert self._hello is not None  # noqa: S101 - HELLO sent
        ticket = self._ticket
        if ticket is None:
            raise RemoteSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE, "a resumed SELECT answers no resumption"
            )
        unsigned = {k: v for k, v in content.items() if k != "mac"}
        if not binder_matches(ticket.secret, unsigned, content.get("mac")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "the resumed SELECT's MAC does not verify"
            )
        self._not_after = ticket.not_after
        if content.get("hello_hash") != self._hello_hash:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED, "the resumed HELLO was altered in transit"
            )
        if (
            content.get("resumed") is not True
            or content.get("initiator") != self.agent_id
            or content.get("responder") != self.peer
            or content.get("embedding_model") != ticket.embedding_model
        ):
            raise _invalid("the resumed SELECT does not match the ticket's agents and model")
        _check_nonce(content.get("nonce"))
        selected = _field(content, "selected", dict)
        chosen = parse_offers([selected.get("offer")], limit=1)[0]
        _check_location(selected.get("location"))
        if (
            str(chosen.urn) != ticket.urn
            or chosen.digest != ticket.digest
            or chosen.authority != ticket.authority
        ):
            raise RemoteSemanticError(
                SNLErrorCode.DIGEST_MISMATCH, "the resumed context is not the ticket's"
            )
        supported = _still_usable(self.support, ticket.urn, ticket.digest, ticket.authority)
        transcript = transcript_hash(self._hello_bytes, content)
        self._deadline = None
        self.locked = ContextLocked(
            context=supported.context,
            peer=self.peer,
            authority=ticket.authority,
            embedding_model=ticket.embedding_model,
            resumed=True,
            transcript=transcript,
        )
        events: list[HandshakeEvent] = [self.locked]
        renewed = content.get("ticket")
        if isinstance(renewed, dict) and self._tickets is not None:
            self._secret_value = _hkdf(
                ticket.secret, self._hello_hash.encode(), b"ioa-snl/v1 resumption next"
            )
            events.extend(self._on_ticket(renewed, now, authenticated=True)[0])
        return events, []


# -- the responder ----------------------------------------------------------------------------


class HandshakeResponder(_Side):
    """The side that answers HELLO."""

    role = RESP

    def __init__(  # noqa: PLR0913 - who, with what, and how
        self,
        *,
        agent_id: str,
        signing_key: Any,  # noqa: ANN401 - an Ed25519PrivateKey
        support: ContextSupport,
        peer_keys: PeerKeys,
        card: dict[str, Any] | None = None,
        sealer: Sealer | None = None,
        tickets: TicketIssuer | None = None,
        config: HandshakeConfig | None = None,
        rng: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        super().__init__(
            agent_id=agent_id,
            signing_key=signing_key,
            support=support,
            peer_keys=peer_keys,
            card=card,
            sealer=sealer,
            config=config,
            rng=rng,
        )
        self._tickets = tickets
        self._hello: dict[str, Any] | None = None
        self._select: dict[str, Any] | None = None
        self._peer: PeerKey | None = None
        self._chosen: SupportedContext | None = None
        self._model: str | None = None
        self._resumption_refused = False
        self.peer: str | None = None

    def receive(
        self, performative: str, content: object, *, now: float, sender: str | None = None
    ) -> Result:
        """Handle the initiator's next message (`sender`: the envelope's `from`, if known)."""
        try:
            kind = _kind_of(performative, content)
            self._step(R, kind)
        except RemoteSemanticError as error:
            failure = Kind.FAILURE if self.state == "locked" else Kind.REFUSE
            return self._fail_here(error, failure)
        if kind is Kind.FAILURE:
            return self._failed_there(content)
        assert isinstance(content, dict)  # noqa: S101 - _kind_of read its snl member
        if kind is Kind.HELLO:
            resuming = "resume" in content
            try:
                return self._on_hello(content, now, sender)
            except (RemoteSemanticError, ContextError) as error:
                if isinstance(error, ContextError):
                    error = _invalid(str(error))
                # A first refused resumption leaves room for one full HELLO.
                retry = resuming and not self._resumption_refused
                self._resumption_refused = True
                return self._fail_here(error, Kind.RESUME_REFUSED if retry else Kind.REFUSE)
        try:
            return self._on_lock(content, now)
        except (RemoteSemanticError, ContextError) as error:
            if isinstance(error, ContextError):
                error = _invalid(str(error))
            return self._fail_here(error, Kind.FAILURE)

    def _on_hello(self, hello: dict[str, Any], now: float, sender: str | None) -> Result:
        version = hello.get("version")
        if type(version) is not int or version != VERSION:
            raise _invalid(f"handshake version {_shown(version)} is not {VERSION}")
        initiator = _field(hello, "initiator", str)
        if sender is not None and sender != initiator:
            raise _invalid(
                f"the HELLO names {initiator!r} as its initiator but came from {sender!r}"
            )
        if hello.get("responder") != self.agent_id:
            raise _invalid("the HELLO is for another agent")
        _check_nonce(hello.get("nonce"))
        self._hello = hello
        self._hello_bytes = canonical_bytes(hello)
        self.peer = initiator
        self._deadline = now + self.config.timeout
        received = HelloReceived(peer=initiator, resumed="resume" in hello)
        if "resume" in hello:
            events, outgoing = self._resume(hello, now)
            return [received, *events], outgoing
        return self._select_for(hello, received, now)

    def _select_for(self, hello: dict[str, Any], received: HelloReceived, now: float) -> Result:
        initiator = received.peer
        listed = hello
        if "sealed" in hello:
            if self._sealer is None:
                raise RemoteSemanticError(
                    SNLErrorCode.SEALED_PAYLOAD_INVALID, "this agent does not open sealed offers"
                )
            info = _HELLO_INFO + f"|{initiator}|{self.agent_id}|{hello['nonce']}".encode()
            listed = self._sealer.open(hello["sealed"], info=info)
        self._peer = self._peer_keys.resolve(initiator, listed.get("card"), now=now)
        limits = self.config
        theirs = Preferences(
            offers=parse_offers(listed.get("offers"), limit=limits.max_offers),
            minimums=parse_minimums(listed.get("minimums", {}), limit=limits.max_minimums),
            authorities=parse_authorities(listed.get("authorities"), limit=limits.max_authorities),
            revoked=parse_revoked(listed.get("revoked", []), limit=limits.max_offers),
        )
        models = _models(listed, limits.max_models)
        mine = self.support.preferences()
        chosen = select(theirs, mine)
        supported = self.support.find(str(chosen.urn), chosen.digest)
        assert supported is not None  # noqa: S101 - the rule only picks offers of ours
        model = _choose_model(supported.context, self.support.embedding_models, models)
        capabilities: dict[str, Any] = {
            "supported": offers_json(mine.offers),
            "minimums": minimums_json(self.support.minimums),
            "authorities": sorted(self.support.authorities),
            "revoked": revoked_json(mine.revoked),
            "embedding_models": list(self.support.embedding_models),
        }
        if self._card is not None:
            capabilities["card"] = self._card
        select_msg: dict[str, Any] = {
            "snl": Kind.SELECT.value,
            "initiator": initiator,
            "responder": self.agent_id,
            "selected": {"offer": chosen.as_json(), "location": supported.location},
            "embedding_model": model,
            "nonce": _nonce(self._rng),
            "hello_hash": transcript_hash(self._hello_bytes),
            "kx": self._kx_public(),
        }
        if "sealed" in hello:
            if self._sealer is None or self._peer.card is None:
                raise RemoteSemanticError(
                    SNLErrorCode.SEALED_PAYLOAD_INVALID, "sealed HELLO without the initiator's card"
                )
            info = _SELECT_INFO + f"|{initiator}|{self.agent_id}|{select_msg['nonce']}".encode()
            select_msg["sealed"] = self._sealer.seal(capabilities, self._peer.card, info=info)
        else:
            select_msg.update(capabilities)
        select_msg["signature"] = sign(self._signing_key, select_msg)
        self._step(S, Kind.SELECT)
        self._select = select_msg
        self._chosen = supported
        self._model = model
        selected = ContextSelected(
            urn=str(chosen.urn), digest=chosen.digest, authority=chosen.authority
        )
        return [received, selected], [_out(Kind.SELECT, select_msg)]

    def _on_lock(self, lock: dict[str, Any], now: float) -> Result:
        hello, select_msg, peer, chosen = self._hello, self._select, self._peer, self._chosen
        if hello is None or select_msg is None or peer is None or chosen is None:
            raise RemoteSemanticError(SNLErrorCode.UNEXPECTED_MESSAGE, "LOCK before SELECT")
        transcript = transcript_hash(self._hello_bytes, select_msg)
        body = {"snl": Kind.LOCK.value, "transcript": lock.get("transcript")}
        if not verify(peer.signing_key, body, lock.get("signature")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "LOCK is not signed by the initiator"
            )
        if lock.get("transcript") != transcript:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED, "the initiator saw a different HELLO or SELECT"
            )
        secret = self._secret(hello.get("kx"), transcript)
        self._deadline = None
        self.locked = ContextLocked(
            context=chosen.context,
            peer=peer.agent_id,
            authority=chosen.authority,
            embedding_model=self._model,
            resumed=False,
            transcript=transcript,
        )
        # A TICKET always follows (`ticket` null when this agent does not resume
        # sessions), so that the handshake's conversation ends on both sides.
        ticket_msg: dict[str, Any] = {"snl": Kind.TICKET.value, "ticket": None}
        if self._tickets is not None and self.config.resume:
            ticket, contents = self._tickets.issue(
                initiator=peer.agent_id,
                responder=self.agent_id,
                urn=str(chosen.context.urn),
                digest=chosen.context.digest,
                authority=chosen.authority,
                embedding_model=self._model,
                secret=secret,
                now=now,
                not_after=card_valid_until(peer),
            )
            lifetime = math.floor(contents.expires_at - now)
            if lifetime >= 1:  # a card about to expire: no ticket (`ticket` null)
                ticket_msg["ticket"], ticket_msg["lifetime"] = ticket, lifetime
        self._step(S, Kind.TICKET)
        outgoing = [_out(Kind.TICKET, {**ticket_msg, "mac": binder(secret, ticket_msg)})]
        return [self.locked], outgoing

    def _resume(self, hello: dict[str, Any], now: float) -> Result:
        if self._tickets is None or not self.config.resume:
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_INVALID, "this agent does not resume sessions"
            )
        resume = _field(hello, "resume", dict)
        contents = self._tickets.open(resume.get("ticket"), now=now)
        if contents.initiator != hello["initiator"] or contents.responder != self.agent_id:
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_INVALID, "the ticket was issued to another pair of agents"
            )
        unsigned = {k: v for k, v in hello.items() if k != "binder"}
        if not binder_matches(contents.secret, unsigned, hello.get("binder")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "the resumed HELLO's binder does not verify"
            )
        supported = _still_usable(self.support, contents.urn, contents.digest, contents.authority)
        early = self._early(hello.get("early"))
        self._tickets.spend(contents, now=now)
        hello_hash = transcript_hash(self._hello_bytes)
        select_msg: dict[str, Any] = {
            "snl": Kind.SELECT.value,
            "resumed": True,
            "initiator": contents.initiator,
            "responder": self.agent_id,
            "selected": {"offer": supported.offer.as_json(), "location": supported.location},
            "embedding_model": contents.embedding_model,
            "nonce": _nonce(self._rng),
            "hello_hash": hello_hash,
        }
        renewed = _hkdf(contents.secret, hello_hash.encode(), b"ioa-snl/v1 resumption next")
        ticket, renewal = self._tickets.issue(
            initiator=contents.initiator,
            responder=self.agent_id,
            urn=contents.urn,
            digest=contents.digest,
            authority=contents.authority,
            embedding_model=contents.embedding_model,
            secret=renewed,
            now=now,
            authenticated_at=contents.authenticated_at,
            not_after=contents.not_after,
        )
        select_msg["ticket"] = {
            "snl": Kind.TICKET.value,
            "ticket": ticket,
            "lifetime": max(1, math.floor(renewal.expires_at - now)),
        }
        select_msg["mac"] = binder(contents.secret, select_msg)
        self._step(S, Kind.RESUMED_SELECT)
        self._deadline = None
        self.locked = ContextLocked(
            context=supported.context,
            peer=contents.initiator,
            authority=contents.authority,
            embedding_model=contents.embedding_model,
            resumed=True,
            transcript=transcript_hash(self._hello_bytes, select_msg),
            early=early,
        )
        selected = ContextSelected(
            urn=contents.urn, digest=contents.digest, authority=contents.authority
        )
        return [selected, self.locked], [_out(Kind.RESUMED_SELECT, select_msg)]

    def _early(self, value: object) -> EarlyMessage | None:
        if value is None:
            return None
        if not isinstance(value, dict) or set(value) != {
            "conversation_id",
            "performative",
            "digest",
        }:
            raise _invalid("early is {conversation_id, performative, digest}")
        performative, conversation, digest = (
            value["performative"],
            value["conversation_id"],
            value["digest"],
        )
        if not isinstance(performative, str) or performative not in self.config.early_performatives:
            raise RemoteSemanticError(
                SNLErrorCode.UNSAFE_EARLY_DATA,
                f"{performative!r} may have side effects: not allowed before the lock",
            )
        if (
            not isinstance(conversation, str)
            or not ID_PATTERN.fullmatch(conversation)
            or not is_digest(digest)
        ):
            raise _invalid("early: a conversation id and a sha256 digest")
        return EarlyMessage(
            conversation_id=conversation, performative=str(performative), digest=str(digest)
        )


__all__ = [
    "HANDSHAKE_PROTOCOL",
    "TRANSITIONS",
    "ContextLocked",
    "ContextSelected",
    "ContextSupport",
    "EarlyMessage",
    "HandshakeConfig",
    "HandshakeEvent",
    "HandshakeFailed",
    "HandshakeInitiator",
    "HandshakeResponder",
    "HelloReceived",
    "Outgoing",
    "PeerKey",
    "PeerKeys",
    "ResumptionRefused",
    "Sealer",
    "SupportedContext",
    "TicketReceived",
    "snl_registry",
]
