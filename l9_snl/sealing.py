"""Sealed capabilities: a JSON object encrypted to one agent's card key with HPKE (RFC 9180).

Intermediaries (gateways, proxies) that carry a handshake cannot read what
is sealed. The plaintext is the RFC 8785 canonical JSON of the object, and
the HPKE `info` binds the ciphertext to its use (the handshake message and
session), so a payload sealed for one purpose does not open for another.
Wire form: `{"alg": "X25519" | "MLKEM768-X25519", "ct": <b64url of enc || ciphertext>}`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hpke

from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from l9_snl.card_fields import within_depth
from l9_snl.encoding import b64url, from_b64url
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.identity import SEAL_HYBRID, SEAL_X25519, AgentCard, AgentIdentity, SealKey
from l9_snl.trust import TrustedPeer

SEAL_SUITES: Final[Mapping[str, hpke.Suite]] = MappingProxyType(
    {
        SEAL_X25519: hpke.Suite(hpke.KEM.X25519, hpke.KDF.HKDF_SHA256, hpke.AEAD.CHACHA20_POLY1305),
        SEAL_HYBRID: hpke.Suite(
            hpke.KEM.MLKEM768_X25519, hpke.KDF.HKDF_SHA256, hpke.AEAD.CHACHA20_POLY1305
        ),
    }
)
"""Seal algorithm -> its HPKE suite (base mode, single shot)."""

_TAG_LENGTH: Final = 16
SEAL_OVERHEAD: Final[Mapping[str, int]] = MappingProxyType(
    {
        SEAL_X25519: hpke.KEM.X25519.enc_length() + _TAG_LENGTH,
        SEAL_HYBRID: hpke.KEM.MLKEM768_X25519.enc_length() + _TAG_LENGTH,
    }
)
"""Bytes `ct` adds to the plaintext: 48 (X25519), 1136 (hybrid); then base64url adds a third."""

MAX_SEALED_PLAINTEXT: Final = 64 * 1024
"""The largest plaintext (canonical JSON bytes) that may be sealed or opened."""
MAX_NESTING: Final = 64
"""The deepest nesting of arrays and objects a sealed value may have."""
PREFERENCE: Final = (SEAL_HYBRID, SEAL_X25519)
"""Which of the recipient's keys `seal` picks when not told: post-quantum first."""


def _local(message: str) -> LocalSemanticError:
    return LocalSemanticError(SNLErrorCode.SEALED_PAYLOAD_INVALID, message)


def _remote(message: str) -> RemoteSemanticError:
    return RemoteSemanticError(SNLErrorCode.SEALED_PAYLOAD_INVALID, f"sealed payload: {message}")


def _check_info(info: object) -> None:
    if not isinstance(info, bytes) or not info:
        raise _local("info must be non-empty bytes that bind the payload to its use")


def seal(
    value: Mapping[str, Any],
    recipient: AgentCard | TrustedPeer | SealKey,
    *,
    info: bytes,
    alg: str | None = None,
) -> dict[str, str]:
    """Seal the JSON object `value` to `recipient`; `{"alg": ..., "ct": <b64url>}`.

    `recipient` is a card (check it with `PeerTrust.check` first), a trusted
    peer, or one seal key. With `alg` None the hybrid suite is chosen when
    offered, else X25519. Raises `LocalSemanticError(sealed_payload_invalid)`
    for a value that is not a JSON object, not canonicalisable, nested deeper
    than `MAX_NESTING` or larger than `MAX_SEALED_PLAINTEXT`, an empty
    `info`, or an `alg` the recipient does not offer; and
    `RemoteSemanticError(invalid_card)` if the recipient's key is unusable.
    """
    _check_info(info)
    if not isinstance(value, Mapping):
        raise _local(f"only a JSON object can be sealed, not {type(value).__name__}")
    if not within_depth(value, MAX_NESTING):
        raise _local(f"the value nests deeper than {MAX_NESTING} levels")
    try:
        plaintext = canonical_bytes(dict(value))
    except ContextError as exc:
        raise _local(exc.message) from None
    if len(plaintext) > MAX_SEALED_PLAINTEXT:
        raise _local(f"{len(plaintext)} bytes of plaintext, more than {MAX_SEALED_PLAINTEXT}")
    key = _pick_key(recipient, alg)
    try:
        ct = SEAL_SUITES[key.alg].encrypt(plaintext, key.hpke_public_key, info=info)
    except ValueError as exc:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CARD, f"the recipient's {key.alg} key is unusable: {exc}"
        ) from None
    return {"alg": key.alg, "ct": b64url(ct)}


def _pick_key(recipient: AgentCard | TrustedPeer | SealKey, alg: str | None) -> SealKey:
    if isinstance(recipient, SealKey):
        offered: tuple[SealKey, ...] = (recipient,)
    else:
        offered = recipient.seal_keys
    by_alg = {key.alg: key for key in offered if key.alg in SEAL_SUITES}
    wanted = PREFERENCE if alg is None else (alg,)
    for name in wanted:
        if name in by_alg:
            return by_alg[name]
    raise _local(f"the recipient offers no seal key for {' or '.join(wanted)}")


def open_sealed(sealed: object, identity: AgentIdentity, *, info: bytes) -> dict[str, Any]:
    """Open what `seal` made for `identity` with the same `info`; the JSON object inside.

    Any defect raises `RemoteSemanticError(sealed_payload_invalid)` saying
    which: not `{"alg", "ct"}`, an unknown algorithm or one this identity has
    no key for, bad base64url, a length out of bounds, decryption failure
    (sealed to another key, for another `info`, or altered: HPKE cannot tell
    these apart), or a plaintext that is not canonical JSON of an object.
    An empty `info` is this side's mistake: `LocalSemanticError`.
    """
    _check_info(info)
    if not isinstance(sealed, dict):
        raise _remote(f"must be an object, not {type(sealed).__name__}")
    if set(sealed) != {"alg", "ct"}:
        raise _remote(f"must have exactly the members alg and ct, not {sorted(map(str, sealed))}")
    alg, text = sealed["alg"], sealed["ct"]
    if not isinstance(alg, str) or alg not in SEAL_SUITES:
        raise _remote(f"unknown seal algorithm {str(alg)[:40]!r}")
    private_key = identity.seal_keys.get(alg)
    if private_key is None:
        raise _remote(f"sealed with {alg}, but this agent holds no {alg} key")
    shortest = SEAL_OVERHEAD[alg]
    longest = shortest + MAX_SEALED_PLAINTEXT
    if not isinstance(text, str) or len(text) > (longest * 4 + 2) // 3:
        raise _remote(f"ct must be a base64url string of at most {longest} bytes")
    try:
        ct = from_b64url(text)
    except ValueError as exc:
        raise _remote(f"ct: {exc}") from None
    if not shortest <= len(ct) <= longest:
        raise _remote(f"ct is {len(ct)} bytes; {alg} needs {shortest} to {longest}")
    try:
        plaintext = SEAL_SUITES[alg].decrypt(ct, private_key, info=info)
    except (InvalidTag, ValueError, TypeError):
        raise _remote(
            "decryption failed: not sealed to this agent's key, sealed for another use"
            " (info), or altered in transit"
        ) from None
    return _parse_plaintext(plaintext)


def _parse_plaintext(plaintext: bytes) -> dict[str, Any]:
    try:
        value = orjson.loads(plaintext)
    except orjson.JSONDecodeError as exc:
        raise _remote(f"the plaintext is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise _remote("the plaintext is not a JSON object")
    if not within_depth(value, MAX_NESTING):
        raise _remote(f"the plaintext nests deeper than {MAX_NESTING} levels")
    try:
        canonical = canonical_bytes(value)
    except ContextError as exc:
        raise _remote(f"the plaintext is not RFC 8785 JSON: {exc.message}") from None
    if canonical != plaintext:
        raise _remote("the plaintext is not in RFC 8785 canonical form")
    return value
