"""What both roles share: the table walk, the timer, failure handling, key exchange, checks."""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final, Protocol

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from contexts import SharedContext
from l8_comm import Performative
from l8_comm.protocols import INIT, Role
from l9_snl.encoding import b64url, from_b64url, hkdf_expand, hkdf_extract
from l9_snl.exceptions import RemoteSemanticError, SemanticError, SNLErrorCode
from l9_snl.handshake.events import (
    ContextLocked,
    HandshakeEvent,
    HandshakeFailed,
    Outgoing,
    Result,
    ResumptionRefused,
)
from l9_snl.handshake.support import (
    ContextSupport,
    HandshakeConfig,
    PeerKeys,
    Sealer,
    SupportedContext,
)
from l9_snl.handshake.table import (
    FINAL_STATES,
    PERFORMATIVE_OF,
    TRANSITIONS,
    Direction,
    Kind,
    R,
    S,
)
from l9_snl.tags import LABEL_INITIATOR, LABEL_RESPONDER, SessionKeys

_WARNED: set[type] = set()
"""The `PeerKeys` classes without `trust_token` warned about."""

# -- shared machinery -------------------------------------------------------------------------


HELLO_INFO: Final = b"ioa-snl/v1 HELLO"
SELECT_INFO: Final = b"ioa-snl/v1 SELECT"
_DEFAULT_CONFIG: Final = HandshakeConfig()
"""The config of a side given none: one for all (frozen; checking a new one costs ~2.5 us)."""


class Side:
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
        self.config = _DEFAULT_CONFIG if config is None else config
        self.state = "start"
        self._rng = rng
        self._deadline: float | None = None
        self._kx_key: X25519PrivateKey | None = None  # made when a full handshake needs it
        self.locked: ContextLocked | None = None
        self._hello_bytes = b""
        """The HELLO's canonical bytes (hashed into every transcript)."""
        self.keys = SessionKeys()
        """The MAC keys of the session (spec 12.16), each known from its point of the handshake."""
        self._trust = b""
        """What the trust in the peer rested on when its key was looked up (`_trust_now`)."""

    def _trust_now(self, agent_id: str) -> bytes:
        """What the trust in `agent_id` rests on now (`PeerKeys.trust_token`, spec 12.7).

        A `PeerKeys` written before it had one gets b"" (a change of trust then ends
        nothing), with a warning once per class.
        """
        token = getattr(self._peer_keys, "trust_token", None)
        if token is None:
            kind = type(self._peer_keys)
            if kind not in _WARNED:
                _WARNED.add(kind)
                warnings.warn(
                    f"{kind.__qualname__} has no trust_token(agent_id): tickets and locks made"
                    " under a trust that changed since are still taken (spec 12.7)",
                    DeprecationWarning,
                    stacklevel=3,
                )
            return b""
        return bytes(token(agent_id))

    def _trust_changed(self, agent_id: str) -> RemoteSemanticError | None:
        """The refusal when the trust in `agent_id` changed since its key was looked up."""
        if self._trust_now(agent_id) == self._trust:
            return None
        return RemoteSemanticError(
            SNLErrorCode.BAD_SIGNATURE,
            f"the trust in {agent_id!r} changed during the handshake (a key or certifier"
            " changed): what it signed with is not checked against a key trusted now",
        )

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
        waited = (
            f"no HELLO within {self.config.timeout:g} seconds of the session opening"
            if self.state == "start"
            else f"no answer within {self.config.timeout:g} seconds"
        )
        self.state = "failed"
        self._deadline = None
        return [
            HandshakeFailed(
                code=SNLErrorCode.HANDSHAKE_TIMEOUT, message=waited, detected_by_peer=False
            )
        ]

    @property
    def _kx(self) -> X25519PrivateKey:
        if self._kx_key is None:
            self._kx_key = X25519PrivateKey.from_private_bytes(self._rng(32))
        return self._kx_key

    def _kx_public(self) -> str:
        return b64url(self._kx.public_key().public_bytes_raw())

    def _exchange(self, peer_kx: object) -> bytes:
        """The X25519 shared secret with the peer's key share (`invalid_handshake` if bad)."""
        try:
            peer = X25519PublicKey.from_public_bytes(from_b64url(peer_kx, length=32))
            return self._kx.exchange(peer)
        except ValueError as exc:
            raise invalid(f"the key share is not an X25519 public key: {exc}") from exc

    def _derive(self, shared: bytes, transcript: str) -> bytes:
        """Both MAC keys of a full handshake (into `keys`); the resumption secret."""
        prk = hkdf_extract(transcript.encode(), shared)  # one extract for the three keys
        mine, theirs = (LABEL_INITIATOR, LABEL_RESPONDER)[:: 1 if self.role is INIT else -1]
        self.keys = SessionKeys(send=hkdf_expand(prk, mine), receive=hkdf_expand(prk, theirs))
        return hkdf_expand(prk, b"ioa-snl/v1 resumption")

    def _fail_here(self, error: SemanticError, kind: Kind) -> Result:
        """Fail: report it, and tell the peer with `kind` (REFUSE or FAILURE) when allowed."""
        outgoing: list[Outgoing] = []
        if (self.role, self.state, S, kind) in TRANSITIONS:
            self._step(S, kind)
            outgoing.append(out(kind, error.as_content()))
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
        code, message = reported(content)
        self.state = "failed"
        self._deadline = None
        return [HandshakeFailed(code=code, message=message, detected_by_peer=True)], []


def out(kind: Kind, content: dict[str, Any]) -> Outgoing:
    """The message `kind` with `content`, as the driver sends it."""
    return Outgoing(kind=kind, performative=PERFORMATIVE_OF[kind], content=content)


def reported(content: object) -> tuple[SNLErrorCode, str]:
    """The code and reason of a peer's REFUSE or FAILURE (unknown codes: `invalid_handshake`)."""
    if isinstance(content, dict):
        try:
            code = SNLErrorCode(str(content.get("code")))
        except ValueError:
            code = SNLErrorCode.INVALID_HANDSHAKE
        reason = content.get("reason")
        return code, reason if isinstance(reason, str) else "(no reason given)"
    return SNLErrorCode.INVALID_HANDSHAKE, "(no reason given)"


def invalid(message: str) -> RemoteSemanticError:
    """An `invalid_handshake` error with `message`."""
    return RemoteSemanticError(SNLErrorCode.INVALID_HANDSHAKE, message)


def field_of(content: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:  # noqa: ANN401
    """`content[name]` if it has type `kind` (a bool is not an int), else `invalid_handshake`."""
    value = content.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise invalid(f"{name} is missing or has the wrong type")
    return value


def shown(value: object) -> str:
    """A short, safe rendering of a peer's value for an error message."""
    if value is None or isinstance(value, str | int | float):
        return repr(value)[:40]
    return f"a {type(value).__name__}"


def check_location(value: object) -> None:
    """Refuse a `selected.location` that is not a short string or null."""
    if value is not None and (not isinstance(value, str) or len(value) > MAX_LOCATION):
        raise invalid("selected.location is a URL (a string) or null")


MAX_LOCATION: Final = 2048


def new_nonce(rng: Callable[[int], bytes]) -> str:
    """32 fresh random bytes, base64url."""
    return b64url(rng(32))


_NONCE_TEXT: Final = re.compile(r"[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]").fullmatch
"""The base64url (no padding) of 32 bytes, canonical: 43 characters, the last one's two
unused bits zero. What `from_b64url(value, length=32)` accepts, without decoding it."""


def check_nonce(value: object) -> str:
    """A nonce of exactly 32 bytes, base64url; else `invalid_handshake`."""
    if isinstance(value, str) and _NONCE_TEXT(value):
        return value
    try:
        from_b64url(value, length=32)
    except ValueError as exc:
        raise invalid(f"nonce: {exc}") from exc
    assert isinstance(value, str)  # noqa: S101 - from_b64url accepted it
    return value


def kind_of(performative: str, content: object) -> Kind:
    """Which handshake message a (performative, content) pair is; else `invalid_handshake`."""
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
    raise invalid(f"a {performative} with snl={shown(snl)} is not a handshake message")


def still_usable(
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
    # `minimums` already holds the declared floors (ContextSupport raises them); the
    # document's own declaration is read again so that no way of building the support
    # lets a ticket issued before the declaration resume an insecure version.
    floors = (
        support.minimums.get(supported.context.name),
        supported.context.minimum_secure_version,
        supported.minimum_secure_version,
    )
    floor = max((f for f in floors if f is not None), default=None)
    if floor is not None and supported.context.version < floor:
        raise RemoteSemanticError(
            SNLErrorCode.BELOW_MINIMUM_VERSION,
            f"{urn} is now below this agent's minimum {floor} (minimum secure version included)",
        )
    if authority not in support.authorities or supported.authority != authority:
        raise RemoteSemanticError(
            SNLErrorCode.UNKNOWN_AUTHORITY, f"{authority!r} is no longer trusted for {urn}"
        )
    return supported


MAX_EXTENSIONS: Final = 16
"""An `extensions` list names at most this many features."""
MAX_EXTENSION_LENGTH: Final = 64


def extensions_of(listed: Mapping[str, Any]) -> frozenset[str]:
    """The `extensions` list of a HELLO or SELECT, checked (absent: none)."""
    if "extensions" not in listed:
        return frozenset()
    names = listed["extensions"]
    if (
        not isinstance(names, list)
        or not names  # absent when there are none, never empty (spec 12.4)
        or len(names) > MAX_EXTENSIONS
        or not all(isinstance(n, str) and 0 < len(n) <= MAX_EXTENSION_LENGTH for n in names)
        or len(set(names)) != len(names)
    ):
        raise invalid(
            f"extensions must be a list of 1 to {MAX_EXTENSIONS} distinct names "
            f"of 1 to {MAX_EXTENSION_LENGTH} characters"
        )
    return frozenset(names)


def models_of(listed: Mapping[str, Any], limit: int) -> list[str]:
    """The `embedding_models` list of a HELLO or SELECT, checked."""
    models = listed.get("embedding_models", [])
    if (
        not isinstance(models, list)
        or len(models) > limit
        or not all(isinstance(m, str) for m in models)
    ):
        raise invalid("embedding_models must be a short list of strings")
    return models


def choose_model(context: SharedContext, mine: Iterable[str], theirs: Iterable[str]) -> str | None:
    """The embedding model the rule of spec 12.11 gives (None without vectors)."""
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


SHORT_RESUME_EXTENSION: Final = "snl.short-resume"
"""The extension (spec 12.4) under which a resumed SELECT leaves out what the ticket says."""
RESUMED_SELECT_MEMBERS: Final = frozenset({"snl", "nonce", "ticket", "mac"})
"""What a short resumed SELECT carries (spec 12.7); the MAC covers what the ticket says."""


class TicketTerms(Protocol):
    """What a ticket agreed, as either side holds it (`TicketContents`, `CachedTicket`)."""

    @property
    def urn(self) -> str:
        """The context's URN."""
        ...

    @property
    def digest(self) -> str:
        """Its digest."""
        ...

    @property
    def authority(self) -> str:
        """The authority that signed it."""
        ...

    @property
    def embedding_model(self) -> str | None:
        """The embedding model agreed, if any."""
        ...

    @property
    def extensions(self) -> Iterable[str]:
        """The optional features agreed."""
        ...


def resumed_select_signed(
    sent: Mapping[str, Any],
    *,
    hello_hash: str,
    initiator: str,
    responder: str,
    ticket: TicketTerms,
) -> dict[str, Any]:
    """What a resumed SELECT's MAC covers: its members (but `mac`) and what it leaves out.

    The SELECT does not repeat what both sides hold already (the HELLO's hash,
    the agents and what the ticket agreed): each side puts in its own view of
    them, so the MAC verifies only where the two views agree. Sent members named
    like these would be replaced: the members are checked apart.
    """
    return {
        **{name: value for name, value in sent.items() if name != "mac"},
        "hello_hash": hello_hash,
        "initiator": initiator,
        "responder": responder,
        "selected": {"urn": ticket.urn, "digest": ticket.digest, "authority": ticket.authority},
        "embedding_model": ticket.embedding_model,
        "extensions": sorted(ticket.extensions),
    }
