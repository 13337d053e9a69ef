"""Whom an agent trusts: pinned identity keys and certifiers of cards.

`PeerTrust` decides whether a card is the peer it claims to be; `CardCertifier`
is an authority's key that vouches for cards. See `l9_snl.identity` for the
keys and cards themselves.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, replace
from typing import Final

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from contexts.keys import ED25519_PUBLIC_LENGTH, ed25519_usable
from l8_comm.identifiers import AGENT_ID_PATTERN, RandomSource, format_timestamp
from l9_snl.card_fields import SMALL_ORDER
from l9_snl.encoding import b64url, from_b64url, sign, verify
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.identity import (
    MAX_CERTIFICATIONS,
    AgentCard,
    Certification,
    SealKey,
)

TRUSTED_BY_PIN: Final = "pinned"
CERTIFIED_PREFIX: Final = "certified:"
TRUST_TOKEN_LENGTH: Final = 16
"""Bytes of `PeerTrust.trust_token`."""
_PIN_LABEL: Final = b"ioa-snl/v1 trust: pinned\x00"
_CERTIFIERS_LABEL: Final = b"ioa-snl/v1 trust: certifiers\x00"


MAX_CERTIFIED_LIFETIME: Final = 90 * 86_400.0
"""The longest card (`expires_at` - `issued_at`, seconds) a `CardCertifier` vouches for by
default: a certification is withdrawn only by distrusting the certifier's whole key, so
what one vouches for must run out."""


class CardCertifier:
    """An authority's Ed25519 certification key: vouches that a card belongs to its agent."""

    def __init__(
        self,
        authority_id: str,
        private_key: Ed25519PrivateKey,
        *,
        max_lifetime: float = MAX_CERTIFIED_LIFETIME,
    ) -> None:
        if not isinstance(authority_id, str) or AGENT_ID_PATTERN.fullmatch(authority_id) is None:
            raise ValueError(f"{authority_id!r} is not an authority id")
        if not isinstance(max_lifetime, int | float) or not 0 < max_lifetime < float("inf"):
            raise ValueError(f"a max_lifetime of {max_lifetime!r} s: it must be finite and > 0")
        self._authority_id = authority_id
        self._private_key = private_key
        self.max_lifetime = float(max_lifetime)
        """The longest card it certifies, in seconds (`MAX_CERTIFIED_LIFETIME` by default)."""

    @classmethod
    def generate(
        cls,
        authority_id: str,
        *,
        rng: RandomSource = secrets.token_bytes,
        max_lifetime: float = MAX_CERTIFIED_LIFETIME,
    ) -> CardCertifier:
        """A certifier with a fresh key (32 bytes from `rng`, the Ed25519 seed)."""
        key = Ed25519PrivateKey.from_private_bytes(rng(32))
        return cls(authority_id, key, max_lifetime=max_lifetime)

    @property
    def authority_id(self) -> str:
        """The authority's id (`certifications[].authority`)."""
        return self._authority_id

    @property
    def private_key(self) -> Ed25519PrivateKey:
        """The certification key."""
        return self._private_key

    @property
    def public_key_b64url(self) -> str:
        """The raw public certification key, base64url (what `PeerTrust.trust_certifier` takes)."""
        return b64url(self._private_key.public_key().public_bytes_raw())

    def certify(self, card: AgentCard, *, now: float) -> AgentCard:
        """`card` with this authority's certification appended (unchanged if already there).

        The card's self-signature is checked first (`RemoteSemanticError(bad_signature)`):
        an authority vouches only for cards their own key signed. A card valid more than
        `max_lifetime` past `now` (the certifier's time, passed in) is refused
        (`LocalSemanticError(invalid_card)`): a short one dated years ahead too (a review:
        the card's own span was bounded, so cards could be certified today for decades).
        Whether the applicant really is `card.agent_id` is for the authority's process to
        establish.
        """
        card.verify_self_signature()
        ahead = card.valid_until - now
        if ahead > self.max_lifetime:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CARD,
                f"the card of {card.agent_id} is valid for {ahead:,.0f} s more; "
                f"{self._authority_id} certifies at most {self.max_lifetime:,.0f} s ahead",
            )
        key = self._private_key.public_key().public_bytes_raw()
        if any(c.authority == self._authority_id and c.key == key for c in card.certifications):
            return card
        if len(card.certifications) >= MAX_CERTIFICATIONS:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CARD,
                f"a card carries at most {MAX_CERTIFICATIONS} certifications",
            )
        certification = Certification(
            authority=self._authority_id, key=key, signature=sign(self._private_key, card.body())
        )
        return replace(card, certifications=(*card.certifications, certification))


@dataclass(frozen=True, kw_only=True)
class TrustedPeer:
    """A peer whose card `PeerTrust.check` accepted."""

    agent_id: str
    """The peer's id."""
    sign_public: bytes
    """Its raw Ed25519 public identity key: verifies its handshake signatures."""
    seal_keys: tuple[SealKey, ...]
    """Its HPKE public keys: what to seal capabilities to."""
    trusted_by: str
    """How it was trusted: `pinned` or `certified:<authority id>`."""
    card: AgentCard
    """The card that was checked."""

    @property
    def public_signing_key(self) -> Ed25519PublicKey:
        """The peer's Ed25519 public identity key."""
        return Ed25519PublicKey.from_public_bytes(self.sign_public)


def _public_key(text: str, what: str, *, usable: bool = True) -> bytes:
    """A raw Ed25519 key given base64url; with `usable`, one some private key stands behind."""
    try:
        raw = from_b64url(text, length=ED25519_PUBLIC_LENGTH)
    except ValueError as exc:
        raise LocalSemanticError(
            SNLErrorCode.INVALID_CARD, f"{what} is not a base64url Ed25519 public key: {exc}"
        ) from None
    if usable and not ed25519_usable(raw):  # (trusted, it would let anyone sign as the agent)
        raise LocalSemanticError(SNLErrorCode.INVALID_CARD, f"{what} {SMALL_ORDER}")
    return raw


def _token(material: bytes) -> bytes:
    return hashlib.sha256(material).digest()[:TRUST_TOKEN_LENGTH]


class PeerTrust:
    """Which peers' cards this agent accepts: pinned identity keys and trusted certifiers.

    A pin wins over certifications: a card for a pinned id must carry the
    pinned key, whoever certified it (`bad_signature` otherwise, since a
    different key under a pinned id is an impersonation attempt). Re-pinning
    an id replaces its key (rotation); a certifier may be trusted with
    several keys. What a peer's trust rests on now is `trust_token`: the
    resumption tickets and A2A locks made under one trust are refused under
    another (spec 12.7), so a rotation, `unpin` or `distrust_certifier` also
    ends what the old trust let a peer resume.
    """

    def __init__(self, *, clock_skew: float = 60.0) -> None:
        self._clock_skew = clock_skew
        self._pins: dict[str, bytes] = {}
        self._certifiers: dict[str, set[bytes]] = {}
        self._pin_tokens: dict[str, bytes] = {}
        self._certifiers_token: bytes | None = None
        """Of the certifiers trusted now (None: to compute again, they changed)."""

    def pin(self, agent_id: str, public_signing_key: str) -> None:
        """Trust `agent_id` exactly when it presents this Ed25519 key (raw, base64url)."""
        if not isinstance(agent_id, str) or AGENT_ID_PATTERN.fullmatch(agent_id) is None:
            raise LocalSemanticError(SNLErrorCode.INVALID_CARD, f"{agent_id!r} is not an agent id")
        key = _public_key(public_signing_key, f"the key pinned for {agent_id!r}")
        self._pins[agent_id] = key
        self._pin_tokens[agent_id] = _token(_PIN_LABEL + key)

    def unpin(self, agent_id: str) -> bool:
        """Stop trusting `agent_id` by its pinned key; whether it was pinned.

        A card certified by a trusted certifier may still authenticate it; the
        tickets and A2A locks made while it was pinned are no longer taken.
        """
        self._pin_tokens.pop(agent_id, None)
        return self._pins.pop(agent_id, None) is not None

    def trust_certifier(self, authority_id: str, public_key: str) -> None:
        """Accept cards certified by `authority_id` with this Ed25519 key (raw, base64url)."""
        if not isinstance(authority_id, str) or AGENT_ID_PATTERN.fullmatch(authority_id) is None:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CARD, f"{authority_id!r} is not an authority id"
            )
        key = _public_key(public_key, f"the key of certifier {authority_id!r}")
        self._certifiers.setdefault(authority_id, set()).add(key)
        self._certifiers_token = None

    def distrust_certifier(self, authority_id: str, public_key: str | None = None) -> bool:
        """Stop accepting cards certified by `authority_id`, with this key or any.

        Returns whether it was trusted so. The tickets and A2A locks of every peer
        a card authenticated are no longer taken (a full handshake checks the
        cards again).
        """
        keys = self._certifiers.get(authority_id)
        if keys is None:
            return False
        if public_key is None:
            del self._certifiers[authority_id]
        else:
            # (a key that was never trusted, whatever it is: False, as before)
            key = _public_key(public_key, f"the key of certifier {authority_id!r}", usable=False)
            if key not in keys:
                return False
            keys.discard(key)
            if not keys:
                del self._certifiers[authority_id]
        self._certifiers_token = None
        return True

    def trust_token(self, agent_id: str) -> bytes:
        """What this agent's trust in `agent_id` rests on now (`TRUST_TOKEN_LENGTH` bytes).

        For a pinned id, its pinned key; else the certifiers trusted now (a card
        vouched for it, or will have to). Tickets and locks keep the token of
        their full handshake and are refused once it differs: re-pinning another
        key, `unpin`, and any change to the certifiers trusted end them.
        """
        pinned = self._pin_tokens.get(agent_id)
        if pinned is not None:
            return pinned
        token = self._certifiers_token
        if token is None:
            parts = [_CERTIFIERS_LABEL]
            for authority in sorted(self._certifiers):
                encoded = authority.encode()
                for key in sorted(self._certifiers[authority]):
                    parts += [len(encoded).to_bytes(2, "big"), encoded, key]
            token = self._certifiers_token = _token(b"".join(parts))
        return token

    def public_key_of(self, agent_id: str) -> Ed25519PublicKey | None:
        """The pinned identity key of `agent_id`, or None if it is not pinned."""
        raw = self._pins.get(agent_id)
        return None if raw is None else Ed25519PublicKey.from_public_bytes(raw)

    def check(self, card: AgentCard, *, now: float, agent_id: str | None = None) -> TrustedPeer:
        """Accept `card` or raise `RemoteSemanticError` with the reason.

        In order: when `agent_id` is given (who the peer says it is, e.g. the
        envelope's `from`), the card must be that agent's (`invalid_card`);
        the self-signature (`bad_signature`); the validity period,
        give or take `clock_skew` seconds (`invalid_card`); then a pin for the
        id (a different key: `bad_signature`), else a certification by a
        trusted certifier key (one that does not verify: `bad_signature`),
        else `unknown_peer`.
        """
        if agent_id is not None and card.agent_id != agent_id:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CARD,
                f"the peer {agent_id[:80]!r} presented the card of {card.agent_id!r}",
            )
        card.verify_self_signature()
        # Said with this side's clock and the skew allowed: a card "from the future" is
        # more often a clock set wrong on one side than a forgery.
        clocks = f"this agent's clock reads {format_timestamp(now)}"
        clocks += f", {self._clock_skew:g} s of skew allowed"
        if now + self._clock_skew < card.valid_from:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CARD,
                f"the card of {card.agent_id!r} is not valid before {card.issued_at} "
                f"({clocks}: is one of the clocks wrong?)",
            )
        if now - self._clock_skew >= card.valid_until:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CARD,
                f"the card of {card.agent_id!r} expired at {card.expires_at} ({clocks})",
            )
        pinned = self._pins.get(card.agent_id)
        if pinned is not None:
            if pinned != card.sign_public:
                raise RemoteSemanticError(
                    SNLErrorCode.BAD_SIGNATURE,
                    f"the card of {card.agent_id!r} carries key {card.public_signing_key_b64url},"
                    f" not the key pinned for that id",
                )
            return self._trusted(card, TRUSTED_BY_PIN)
        forged: list[str] = []
        for certification in card.certifications:
            if certification.key not in self._certifiers.get(certification.authority, ()):
                continue
            public = Ed25519PublicKey.from_public_bytes(certification.key)
            if verify(public, card.body(), certification.signature):
                return self._trusted(card, CERTIFIED_PREFIX + certification.authority)
            forged.append(certification.authority)
        if forged:
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE,
                f"the certification of {card.agent_id!r} by {forged[0]!r} does not verify",
            )
        raise RemoteSemanticError(
            SNLErrorCode.UNKNOWN_PEER,
            f"{card.agent_id!r} is neither pinned nor certified by a trusted certifier",
        )

    @staticmethod
    def _trusted(card: AgentCard, trusted_by: str) -> TrustedPeer:
        return TrustedPeer(
            agent_id=card.agent_id,
            sign_public=card.sign_public,
            seal_keys=card.seal_keys,
            trusted_by=trusted_by,
            card=card,
        )
