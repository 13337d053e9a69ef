"""Agent identity: an agent's private keys, its signed agent card, and how peers come to trust it.

An `AgentIdentity` holds the Ed25519 key that signs handshakes and the card,
and the HPKE keys that open sealed capabilities (`l9_snl.sealing`). An
`AgentCard` publishes the public halves, self-signed over the RFC 8785 bytes
of its `card` member; authorities may add certifications over the same
bytes. `PeerTrust` decides whether a card is the peer it claims to be.
"""

from __future__ import annotations

import copy
import math
import re
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any, Final, TypeAlias

import orjson
from cryptography.hazmat.primitives import hpke
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.asymmetric.mlkem import MLKEM768PrivateKey, MLKEM768PublicKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from contexts.canonical import canonical_bytes, digest_of_bytes
from contexts.exceptions import ContextError
from contexts.keys import ed25519_usable
from contexts.urn import ContextURN
from l8_comm.identifiers import (
    AGENT_ID_PATTERN,
    AGENT_ID_RULE,
    RandomSource,
    format_timestamp,
    parse_timestamp,
)
from l9_snl.card_fields import (
    EXTENSION_PREFIX,
    card_agent_id,
    card_array,
    card_bytes,
    card_fail,
    card_object,
    card_signing_key,
    card_string,
    card_timestamp,
    within_depth,
    x25519_usable,
)
from l9_snl.encoding import b64url, sign, verify
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode

SIGN_ALG: Final = "Ed25519"
"""The only signing algorithm of agent cards and handshakes."""
SEAL_X25519: Final = "X25519"
"""HPKE with DHKEM(X25519); every card offers it (mandatory to implement)."""
SEAL_HYBRID: Final = "MLKEM768-X25519"
"""HPKE with the ML-KEM-768 + X25519 hybrid KEM, for agents that want post-quantum sealing."""

X25519_PUBLIC_LENGTH: Final = 32
MLKEM768_PUBLIC_LENGTH: Final = 1184
MLKEM768_SEED_LENGTH: Final = 64
SIGNATURE_LENGTH: Final = 64
SEAL_PUBLIC_LENGTHS: Final[Mapping[str, int]] = MappingProxyType(
    {SEAL_X25519: X25519_PUBLIC_LENGTH, SEAL_HYBRID: MLKEM768_PUBLIC_LENGTH + X25519_PUBLIC_LENGTH}
)
"""Raw public key length per seal algorithm (hybrid: ML-KEM's 1184 bytes, then X25519's 32)."""

MAX_ENDPOINTS: Final = 16
MAX_ENDPOINT_LENGTH: Final = 2048
MAX_CONTEXTS: Final = 256
MAX_CERTIFICATIONS: Final = 16
MAX_EXTENSION_DEPTH: Final = 16
MAX_CARD_BYTES: Final = 64 * 1024
"""Bound on the canonical bytes of a card's `card` member (keys, lists and `x-*` extensions)."""

IDENTITY_FORMAT: Final = "ioa-agent-identity/v1"
"""The `format` member of a serialised `AgentIdentity`."""

# An absolute URL: a scheme, "://", then printable ASCII without spaces. The card
# carries where to connect; the transport decides which schemes it can use.
_ENDPOINT_RE: Final = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{0,31}://[!-~]+")
_CARD_MEMBERS: Final = frozenset({"id", "keys", "endpoints", "contexts", "issued_at", "expires_at"})

SealPrivateKey: TypeAlias = X25519PrivateKey | hpke.MLKEM768X25519PrivateKey
"""A private key that opens sealed payloads of one suite."""
SealPublicKey: TypeAlias = X25519PublicKey | hpke.MLKEM768X25519PublicKey
"""A public key that sealed payloads of one suite are sealed to."""


@dataclass(frozen=True, kw_only=True)
class SealKey:
    """One entry of a card's `keys.seal`: an HPKE public key and its suite."""

    alg: str
    """`X25519` or `MLKEM768-X25519`."""
    public: bytes
    """The raw public key; for the hybrid, ML-KEM-768's 1184 bytes then X25519's 32."""

    def to_json(self) -> dict[str, str]:
        """The card's JSON form `{"alg": ..., "public": <b64url>}`."""
        return {"alg": self.alg, "public": b64url(self.public)}

    @cached_property
    def hpke_public_key(self) -> SealPublicKey:
        """The key as `cryptography` takes it for `Suite.encrypt`."""
        if self.alg == SEAL_X25519:
            return X25519PublicKey.from_public_bytes(self.public)
        if self.alg == SEAL_HYBRID:
            mlkem = MLKEM768PublicKey.from_public_bytes(self.public[:MLKEM768_PUBLIC_LENGTH])
            x25519 = X25519PublicKey.from_public_bytes(self.public[MLKEM768_PUBLIC_LENGTH:])
            return hpke.MLKEM768X25519PublicKey(mlkem, x25519)
        raise ValueError(f"unknown seal algorithm {self.alg!r}")


def _seal_key(value: object, path: str) -> SealKey:
    entry = card_object(value, path, frozenset({"alg", "public"}))
    alg = card_string(entry["alg"], f"{path}.alg")
    if alg not in SEAL_PUBLIC_LENGTHS:
        card_fail(f"{path}.alg", f"unknown seal algorithm {alg[:40]!r}")
    public = card_bytes(entry["public"], f"{path}.public", SEAL_PUBLIC_LENGTHS[alg])
    if not x25519_usable(public[-X25519_PUBLIC_LENGTH:]):
        card_fail(f"{path}.public", "the X25519 key is a low-order point")
    key = SealKey(alg=alg, public=public)
    try:
        key.hpke_public_key  # noqa: B018 - importing the key is the check (ML-KEM modulus test)
    except ValueError:
        card_fail(f"{path}.public", "not a valid ML-KEM-768 encapsulation key")
    return key


@dataclass(frozen=True, kw_only=True)
class Certification:
    """An authority's signature over a card's `card` member."""

    authority: str
    """The certifying authority's id."""
    key: bytes
    """The authority's Ed25519 public key (raw, 32 bytes); trusted only if a verifier trusts it."""
    signature: str
    """Ed25519 over the RFC 8785 bytes of the card's `card` member, base64url."""

    def to_json(self) -> dict[str, str]:
        """The JSON form `{"authority": ..., "key": <b64url>, "signature": <b64url>}`."""
        return {"authority": self.authority, "key": b64url(self.key), "signature": self.signature}


def _certification(value: object, path: str) -> Certification:
    entry = card_object(value, path, frozenset({"authority", "key", "signature"}))
    authority = card_agent_id(entry["authority"], f"{path}.authority")
    key = card_signing_key(entry["key"], f"{path}.key")
    card_bytes(entry["signature"], f"{path}.signature", SIGNATURE_LENGTH)
    return Certification(authority=authority, key=key, signature=entry["signature"])


class AgentIdentity:
    """An agent's private keys: Ed25519 to sign, X25519 (and optionally hybrid ML-KEM) to open.

    Serialise with `to_private_bytes()` (a small JSON document of raw private
    keys, base64url: store it with mode 0600) and load with
    `from_private_bytes()`. The repr never shows private material.
    """

    def __init__(
        self,
        agent_id: str,
        *,
        signing_key: Ed25519PrivateKey,
        x25519_key: X25519PrivateKey,
        hybrid_keys: tuple[MLKEM768PrivateKey, X25519PrivateKey] | None = None,
    ) -> None:
        if not isinstance(agent_id, str) or AGENT_ID_PATTERN.fullmatch(agent_id) is None:
            raise ValueError(f"{agent_id!r} is not an agent id ({AGENT_ID_RULE})")
        self._agent_id = agent_id
        self._signing_key = signing_key
        self._x25519_key = x25519_key
        self._hybrid_keys = hybrid_keys
        seal: dict[str, SealPrivateKey] = {SEAL_X25519: x25519_key}
        public = [SealKey(alg=SEAL_X25519, public=x25519_key.public_key().public_bytes_raw())]
        if hybrid_keys is not None:
            mlkem, x25519 = hybrid_keys
            seal[SEAL_HYBRID] = hpke.MLKEM768X25519PrivateKey(mlkem, x25519)
            raw = mlkem.public_key().public_bytes_raw() + x25519.public_key().public_bytes_raw()
            public.append(SealKey(alg=SEAL_HYBRID, public=raw))
        self._seal_keys: Mapping[str, SealPrivateKey] = MappingProxyType(seal)
        self._seal_public_keys = tuple(public)

    @classmethod
    def generate(
        cls, agent_id: str, *, hybrid: bool = False, rng: RandomSource = secrets.token_bytes
    ) -> AgentIdentity:
        """Fresh keys from `rng` (the OS by default).

        Draws, in order: 32 bytes (Ed25519 seed), 32 (X25519 private key) and,
        when `hybrid`, 64 (ML-KEM-768 seed) and 32 (the hybrid's own X25519
        key), so a deterministic `rng` reproduces the same identity.
        """
        signing_key = Ed25519PrivateKey.from_private_bytes(rng(32))
        x25519_key = X25519PrivateKey.from_private_bytes(rng(32))
        hybrid_keys = None
        if hybrid:
            mlkem = MLKEM768PrivateKey.from_seed_bytes(rng(MLKEM768_SEED_LENGTH))
            hybrid_keys = (mlkem, X25519PrivateKey.from_private_bytes(rng(32)))
        return cls(
            agent_id, signing_key=signing_key, x25519_key=x25519_key, hybrid_keys=hybrid_keys
        )

    @property
    def agent_id(self) -> str:
        """The agent's id (the `from` of its envelopes)."""
        return self._agent_id

    @property
    def signing_key(self) -> Ed25519PrivateKey:
        """The Ed25519 identity key: signs the card and handshake messages."""
        return self._signing_key

    @property
    def public_signing_key(self) -> Ed25519PublicKey:
        """The public half of the identity key."""
        return self._signing_key.public_key()

    @property
    def public_signing_key_b64url(self) -> str:
        """The raw public identity key, base64url (what `PeerTrust.pin` takes)."""
        return b64url(self._signing_key.public_key().public_bytes_raw())

    @property
    def seal_keys(self) -> Mapping[str, SealPrivateKey]:
        """Seal algorithm -> the private key that opens payloads sealed with it."""
        return self._seal_keys

    @property
    def seal_public_keys(self) -> tuple[SealKey, ...]:
        """The entries of the card's `keys.seal`, X25519 first."""
        return self._seal_public_keys

    def sign(self, value: Mapping[str, Any]) -> str:
        """Ed25519 over the RFC 8785 bytes of `value`, base64url."""
        return sign(self._signing_key, value)

    def to_private_bytes(self) -> bytes:
        """The identity as canonical JSON; SECRET, store it readable by its owner only.

        `{"format": "ioa-agent-identity/v1", "id": ..., "sign": {"alg": "Ed25519",
        "private": <32-byte seed>}, "seal": [{"alg": "X25519", "private": <32 bytes>},
        {"alg": "MLKEM768-X25519", "private": <64-byte ML-KEM seed, then 32-byte
        X25519 key>}]}`, every key base64url of its raw bytes.
        """
        seal = [{"alg": SEAL_X25519, "private": b64url(self._x25519_key.private_bytes_raw())}]
        if self._hybrid_keys is not None:
            mlkem, x25519 = self._hybrid_keys
            raw = mlkem.private_bytes_raw() + x25519.private_bytes_raw()
            seal.append({"alg": SEAL_HYBRID, "private": b64url(raw)})
        return canonical_bytes(
            {
                "format": IDENTITY_FORMAT,
                "id": self._agent_id,
                "sign": {"alg": SIGN_ALG, "private": b64url(self._signing_key.private_bytes_raw())},
                "seal": seal,
            }
        )

    @classmethod
    def from_private_bytes(cls, data: bytes | str) -> AgentIdentity:
        """Load what `to_private_bytes` wrote; `ValueError` saying what is wrong otherwise."""
        try:
            document = orjson.loads(data)
        except orjson.JSONDecodeError as exc:
            raise ValueError(f"agent identity: not JSON: {exc}") from exc
        try:
            return cls._from_document(document)
        except RemoteSemanticError as exc:
            raise ValueError(exc.message.replace("agent card", "agent identity", 1)) from None

    @classmethod
    def _from_document(cls, document: object) -> AgentIdentity:
        top = card_object(document, "(top)", frozenset({"format", "id", "sign", "seal"}))
        if top["format"] != IDENTITY_FORMAT:
            card_fail("format", f"expected {IDENTITY_FORMAT!r}")
        agent_id = card_agent_id(top["id"], "id")
        signing = card_object(top["sign"], "sign", frozenset({"alg", "private"}))
        if signing["alg"] != SIGN_ALG:
            card_fail("sign.alg", f"expected {SIGN_ALG!r}")
        signing_key = Ed25519PrivateKey.from_private_bytes(
            card_bytes(signing["private"], "sign.private", 32)
        )
        raw: dict[str, bytes] = {}
        lengths = {SEAL_X25519: 32, SEAL_HYBRID: MLKEM768_SEED_LENGTH + 32}
        for index, value in enumerate(card_array(top["seal"], "seal", len(lengths))):
            path = f"seal[{index}]"
            entry = card_object(value, path, frozenset({"alg", "private"}))
            alg = card_string(entry["alg"], f"{path}.alg")
            if alg not in lengths or alg in raw:
                card_fail(f"{path}.alg", f"unknown or repeated seal algorithm {alg[:40]!r}")
            raw[alg] = card_bytes(entry["private"], f"{path}.private", lengths[alg])
        if SEAL_X25519 not in raw:
            card_fail("seal", f"no {SEAL_X25519} key")
        hybrid_keys = None
        if SEAL_HYBRID in raw:
            hybrid = raw[SEAL_HYBRID]
            hybrid_keys = (
                MLKEM768PrivateKey.from_seed_bytes(hybrid[:MLKEM768_SEED_LENGTH]),
                X25519PrivateKey.from_private_bytes(hybrid[MLKEM768_SEED_LENGTH:]),
            )
        return cls(
            agent_id,
            signing_key=signing_key,
            x25519_key=X25519PrivateKey.from_private_bytes(raw[SEAL_X25519]),
            hybrid_keys=hybrid_keys,
        )

    def __repr__(self) -> str:
        algs = ", ".join(self._seal_keys)
        sign_key = self.public_signing_key_b64url
        return f"AgentIdentity({self._agent_id!r}, sign={sign_key}, seal=[{algs}])"


@dataclass(frozen=True, kw_only=True)
class AgentCard:
    """A signed agent card: an agent's public keys, endpoints and contexts, for a bounded time.

    Build one with `AgentCard.issue` or `AgentCard.from_json`; both check
    every field. Verifying who signed it is `verify_self_signature` and,
    for trust, `PeerTrust.check`.
    """

    agent_id: str
    """The agent's id (`card.id`)."""
    sign_public: bytes
    """The raw Ed25519 public identity key (`card.keys.sign.public`)."""
    seal_keys: tuple[SealKey, ...]
    """The HPKE public keys (`card.keys.seal`), in card order; X25519 is always among them."""
    endpoints: tuple[str, ...]
    """URLs where the agent accepts sessions (may be empty for a client-only agent)."""
    contexts: tuple[str, ...]
    """Context URNs the agent supports."""
    issued_at: str
    """RFC 3339 UTC, as signed; the card is not valid before."""
    expires_at: str
    """RFC 3339 UTC, as signed; the card is not valid from this instant on."""
    signature: str
    """The agent's Ed25519 signature over the canonical `card` member, base64url."""
    certifications: tuple[Certification, ...] = ()
    """Authorities' signatures over the same bytes; not covered by `signature`."""
    extensions: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    """`x-*` members of `card`: covered by the signatures, otherwise ignored."""

    @classmethod
    def issue(  # noqa: PLR0913 - the card's own fields are the arguments
        cls,
        identity: AgentIdentity,
        *,
        endpoints: Iterable[str],
        contexts: Iterable[str],
        now: float,
        lifetime: float,
        extensions: Mapping[str, Any] | None = None,
    ) -> AgentCard:
        """A card for `identity`, valid from `now` for `lifetime` seconds, self-signed.

        Raises `LocalSemanticError(invalid_card)` if any field would make an
        invalid card (the same rules as `from_json`).
        """
        if not (math.isfinite(now) and math.isfinite(lifetime) and lifetime > 0):
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CARD, "now must be finite and lifetime finite and > 0"
            )
        for name in extensions or {}:
            if not name.startswith(EXTENSION_PREFIX):
                raise LocalSemanticError(
                    SNLErrorCode.INVALID_CARD, f"extension {name!r} does not start with 'x-'"
                )
        try:
            issued_at, expires_at = format_timestamp(now), format_timestamp(now + lifetime)
        except (OverflowError, ValueError, OSError) as exc:
            raise LocalSemanticError(SNLErrorCode.INVALID_CARD, f"unusable time: {exc}") from None
        body: dict[str, Any] = {
            "id": identity.agent_id,
            "keys": {
                "sign": {"alg": SIGN_ALG, "public": identity.public_signing_key_b64url},
                "seal": [key.to_json() for key in identity.seal_public_keys],
            },
            "endpoints": list(endpoints),
            "contexts": list(contexts),
            "issued_at": issued_at,
            "expires_at": expires_at,
            **(extensions or {}),
        }
        try:
            fields = _parse_body(body)
        except RemoteSemanticError as exc:
            raise LocalSemanticError(exc.code, exc.message) from None
        return cls(**fields, signature=identity.sign(body))

    @classmethod
    def from_json(cls, obj: object) -> AgentCard:
        """Parse a card's JSON form strictly; `RemoteSemanticError(invalid_card)` names any defect.

        Checks structure only: signatures are checked by `verify_self_signature`
        and `PeerTrust.check`.
        """
        top = card_object(obj, "(top)", frozenset({"card", "signature", "certifications"}))
        fields = _parse_body(top["card"])
        card_bytes(top["signature"], "signature", SIGNATURE_LENGTH)
        certifications: list[Certification] = []
        seen: set[tuple[str, bytes]] = set()
        entries = card_array(top["certifications"], "certifications", MAX_CERTIFICATIONS)
        for index, value in enumerate(entries):
            certification = _certification(value, f"certifications[{index}]")
            if (certification.authority, certification.key) in seen:
                card_fail(f"certifications[{index}]", "repeats an authority and key")
            seen.add((certification.authority, certification.key))
            certifications.append(certification)
        return cls(**fields, signature=top["signature"], certifications=tuple(certifications))

    def body(self) -> dict[str, Any]:
        """The `card` member: what the agent and the authorities sign."""
        return {
            "id": self.agent_id,
            "keys": {
                "sign": {"alg": SIGN_ALG, "public": b64url(self.sign_public)},
                "seal": [key.to_json() for key in self.seal_keys],
            },
            "endpoints": list(self.endpoints),
            "contexts": list(self.contexts),
            "issued_at": self.issued_at,
            "expires_at": self.expires_at,
            **copy.deepcopy(dict(self.extensions)),
        }

    def to_json(self) -> dict[str, Any]:
        """The card's JSON form `{"card": ..., "signature": ..., "certifications": [...]}`."""
        return {
            "card": self.body(),
            "signature": self.signature,
            "certifications": [c.to_json() for c in self.certifications],
        }

    @cached_property
    def signed_bytes(self) -> bytes:
        """The RFC 8785 bytes of `card`: what every signature on the card covers."""
        return canonical_bytes(self.body())

    @property
    def digest(self) -> str:
        """`sha256:<hex>` of `signed_bytes`: names this card (certifications aside)."""
        return digest_of_bytes(self.signed_bytes)

    @property
    def public_signing_key(self) -> Ed25519PublicKey:
        """The agent's Ed25519 public identity key."""
        return Ed25519PublicKey.from_public_bytes(self.sign_public)

    @property
    def public_signing_key_b64url(self) -> str:
        """The raw public identity key, base64url."""
        return b64url(self.sign_public)

    @property
    def valid_from(self) -> float:
        """`issued_at` in seconds since the epoch."""
        return parse_timestamp(self.issued_at)

    @property
    def valid_until(self) -> float:
        """`expires_at` in seconds since the epoch."""
        return parse_timestamp(self.expires_at)

    def verify_self_signature(self) -> None:
        """Raise `RemoteSemanticError(bad_signature)` unless the card's own key signed it.

        A key no one can hold (`ed25519_usable`: a card built in Python rather than
        parsed) signs nothing: under the identity point one fixed signature verifies.
        """
        if not ed25519_usable(self.sign_public) or not verify(
            self.public_signing_key, self.body(), self.signature
        ):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE,
                f"the card of {self.agent_id!r} is not signed by the key it publishes",
            )

    def seal_key(self, alg: str) -> SealKey | None:
        """The card's seal key for `alg`, or None if it offers none."""
        return next((key for key in self.seal_keys if key.alg == alg), None)


def _parse_keys(value: object) -> tuple[bytes, tuple[SealKey, ...]]:
    """Check `card.keys`; the raw signing key and the seal keys."""
    keys = card_object(value, "card.keys", frozenset({"sign", "seal"}))
    signing = card_object(keys["sign"], "card.keys.sign", frozenset({"alg", "public"}))
    if signing["alg"] != SIGN_ALG:
        card_fail("card.keys.sign.alg", f"must be {SIGN_ALG!r}")
    sign_public = card_signing_key(signing["public"], "card.keys.sign.public")
    seal_keys: list[SealKey] = []
    for index, entry in enumerate(
        card_array(keys["seal"], "card.keys.seal", len(SEAL_PUBLIC_LENGTHS))
    ):
        key = _seal_key(entry, f"card.keys.seal[{index}]")
        if any(other.alg == key.alg for other in seal_keys):
            card_fail(f"card.keys.seal[{index}].alg", f"{key.alg!r} appears twice")
        seal_keys.append(key)
    if not any(key.alg == SEAL_X25519 for key in seal_keys):
        card_fail("card.keys.seal", f"must offer {SEAL_X25519!r}")
    return sign_public, tuple(seal_keys)


def _parse_endpoints(value: object) -> tuple[str, ...]:
    endpoints: list[str] = []
    for index, entry in enumerate(card_array(value, "card.endpoints", MAX_ENDPOINTS)):
        url = card_string(entry, f"card.endpoints[{index}]")
        if len(url) > MAX_ENDPOINT_LENGTH or _ENDPOINT_RE.fullmatch(url) is None:
            card_fail(f"card.endpoints[{index}]", f"{url[:80]!r} is not an absolute URL")
        if url in endpoints:
            card_fail(f"card.endpoints[{index}]", f"{url[:80]!r} appears twice")
        endpoints.append(url)
    return tuple(endpoints)


def _parse_contexts(value: object) -> tuple[str, ...]:
    contexts: list[str] = []
    for index, entry in enumerate(card_array(value, "card.contexts", MAX_CONTEXTS)):
        urn = card_string(entry, f"card.contexts[{index}]")
        try:
            ContextURN.parse(urn)
        except ContextError as exc:
            card_fail(f"card.contexts[{index}]", exc.message)
        if urn in contexts:
            card_fail(f"card.contexts[{index}]", f"{urn!r} appears twice")
        contexts.append(urn)
    return tuple(contexts)


def _parse_body(value: object) -> dict[str, Any]:
    """Check a `card` member; the AgentCard fields it holds (all but the signatures)."""
    body = card_object(value, "card", _CARD_MEMBERS, extensions=True)
    agent_id = card_agent_id(body["id"], "card.id")
    sign_public, seal_keys = _parse_keys(body["keys"])
    endpoints = _parse_endpoints(body["endpoints"])
    contexts = _parse_contexts(body["contexts"])
    issued_at = card_timestamp(body["issued_at"], "card.issued_at")
    expires_at = card_timestamp(body["expires_at"], "card.expires_at")
    if parse_timestamp(expires_at) <= parse_timestamp(issued_at):
        card_fail("card.expires_at", "must be later than issued_at")
    extensions = {name: v for name, v in body.items() if name not in _CARD_MEMBERS}
    if not within_depth(extensions, MAX_EXTENSION_DEPTH):
        card_fail("card", f"x-* members nest deeper than {MAX_EXTENSION_DEPTH} levels")
    try:
        size = len(canonical_bytes(body))
    except ContextError as exc:
        card_fail("card", exc.message)
    if size > MAX_CARD_BYTES:
        card_fail("card", f"{size} canonical bytes, more than the {MAX_CARD_BYTES} allowed")
    return {
        "agent_id": agent_id,
        "sign_public": sign_public,
        "seal_keys": seal_keys,
        "endpoints": endpoints,
        "contexts": contexts,
        "issued_at": issued_at,
        "expires_at": expires_at,
        "extensions": MappingProxyType(copy.deepcopy(extensions)),
    }


_MOVED_TO_TRUST: Final = frozenset(
    {"CERTIFIED_PREFIX", "TRUSTED_BY_PIN", "CardCertifier", "PeerTrust", "TrustedPeer"}
)


def __getattr__(name: str) -> Any:  # noqa: ANN401 - whatever the name is
    """The names that moved to `l9_snl.trust`, still importable from here."""
    if name in _MOVED_TO_TRUST:
        from l9_snl import trust  # noqa: PLC0415 - trust imports this module

        return getattr(trust, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
