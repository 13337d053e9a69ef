"""Tags of a locked session's messages (spec 12.16): the key schedule and a payload's tag.

One HMAC-SHA256 key per direction, HKDF-SHA256 from the handshake's secret with
the transcript as salt (`session_keys`); a sender writes the envelope without
`mac` as JSON bytes `B` and sends `B` with `HMAC(key, seq || B)` as a last
member (`seal_payload`); a receiver cuts that suffix off (`split_payload`).
What the session does with them (sequence numbers, acknowledgements, closes)
is `l9_snl.integrity`'s.
"""

from __future__ import annotations

import binascii
import hashlib
import re
import struct
from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from l8_comm.protocols import INIT, RESP, Role
from l9_snl.encoding import HMAC_INNER_PAD, HMAC_OUTER_PAD, hkdf_expand, hkdf_extract

MAC_MEMBER: Final = "mac"
"""The envelope member the tag travels in (always the last one a sender writes)."""
_SUFFIX_HEAD: Final = b',"mac":"'
_TAG_CHARACTERS: Final = 43
"""A 32-byte HMAC-SHA256 tag in unpadded base64url."""
MAC_OVERHEAD: Final = len(_SUFFIX_HEAD) + _TAG_CHARACTERS + 1
"""Bytes a MAC adds to an envelope: the member, its quotes and comma."""
_SUFFIX: Final = MAC_OVERHEAD + 1  # the closing brace too
_SEQUENCE: Final = struct.Struct(">Q").pack
SEQUENCE_LIMIT: Final = 2**64
"""Messages one direction of a session numbers, 0 to 2^64 - 1: `seq` is 8 bytes (spec 12.16)."""
_b64: Final = binascii.b2a_base64
_TAG_FORM: Final = re.compile(r"[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]")
"""A tag: 256 bits in 43 base64url characters, the last one carrying 4 (its low 2 bits 0)."""
_URLSAFE: Final = bytes.maketrans(b"+/", b"-_")

LABEL_INITIATOR: Final = b"ioa-snl/v1 mac initiator"
"""HKDF `info` of the key of the messages the initiator sends."""
LABEL_RESPONDER: Final = b"ioa-snl/v1 mac responder"
"""HKDF `info` of the key of the messages the responder sends."""
_LABELS: Final = {INIT: LABEL_INITIATOR, RESP: LABEL_RESPONDER}
RESUMPTION_NEXT: Final = b"ioa-snl/v1 resumption next"
"""HKDF `info` of a renewed ticket's secret (spec 12.2; the salt is the resumed HELLO's hash)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SessionKeys:
    """This side's MAC keys (each None until its point of the handshake: see `session_keys`)."""

    send: bytes | None = field(default=None, repr=False)
    """The key of the messages this side sends."""
    receive: bytes | None = field(default=None, repr=False)
    """The key of the messages the peer sends."""
    early: bytes | None = field(default=None, repr=False)
    """A resumed session's first-flight key: the initiator's messages before it read the
    SELECT (the key it sends with until then; the responder accepts it until the session
    key authenticates a message)."""


def direction_key(secret: bytes, salt: str, sender: Role) -> bytes:
    """The MAC key of the messages `sender` sends: HKDF(secret, salt, its label)."""
    return hkdf_expand(hkdf_extract(salt.encode("ascii"), secret), _LABELS[sender])


def session_keys(
    secret: bytes, *, role: Role, transcript: str, first_flight_salt: str | None = None
) -> SessionKeys:
    """This side's keys from the handshake's secret: the reference key schedule (spec 12.16).

    Both session keys are salted with the transcript (one extract). A resumed
    session also has a first-flight key, salted with its HELLO's hash, for what
    the initiator sends before the SELECT comes back.
    """
    prk = hkdf_extract(transcript.encode("ascii"), secret)
    other = role.other
    early = (
        direction_key(secret, first_flight_salt, INIT) if first_flight_salt is not None else None
    )
    return SessionKeys(
        send=hkdf_expand(prk, _LABELS[role]), receive=hkdf_expand(prk, _LABELS[other]), early=early
    )


class MessageMac:
    """HMAC-SHA256 under one key, with the key's pads hashed once (the hot path)."""

    __slots__ = ("_inner", "_outer")

    def __init__(self, key: bytes) -> None:
        block = key.ljust(64, b"\0")  # keys are 32 bytes: no pre-hashing needed
        self._inner = hashlib.sha256(block.translate(HMAC_INNER_PAD))
        self._outer = hashlib.sha256(block.translate(HMAC_OUTER_PAD))

    def tag(self, seq: int, body: bytes) -> bytes:
        """The tag of `body` as message number `seq`, unpadded base64url (43 bytes).

        `seq` below `SEQUENCE_LIMIT` (the guard stops a direction there).
        """
        inner = self._inner.copy()
        inner.update(_SEQUENCE(seq))
        inner.update(body)
        outer = self._outer.copy()
        outer.update(inner.digest())
        return _b64(outer.digest(), newline=False)[:_TAG_CHARACTERS].translate(_URLSAFE)


def seal_payload(mac: MessageMac, seq: int, wire: dict[str, Any]) -> bytes:
    """The payload of `wire` (any `mac` member left out) as message `seq`, tag last."""
    if MAC_MEMBER in wire:
        wire = {k: v for k, v in wire.items() if k != MAC_MEMBER}
    body = orjson.dumps(wire)
    return b"".join((body[:-1], _SUFFIX_HEAD, mac.tag(seq, body), b'"}'))


def is_tag(value: object) -> bool:
    """Whether `value` has a tag's form: 43 characters of unpadded base64url (32 bytes)."""
    return type(value) is str and _TAG_FORM.fullmatch(value) is not None


def split_payload(payload: bytes) -> tuple[bytes, bytes] | None:
    """The bytes a received payload's tag covers, and the tag; None when it carries none."""
    cut = _tag_cut(payload)
    if cut is None:
        return None
    return payload[:cut] + b"}", payload[-_TAG_CHARACTERS - 2 : -2]


def _tag_cut(payload: bytes) -> int | None:
    """Where the tag's member starts in a payload that ends with one, else None."""
    cut = len(payload) - _SUFFIX
    if cut <= 0 or not payload.startswith(_SUFFIX_HEAD, cut) or not payload.endswith(b'"}'):
        return None
    return cut


__all__ = [
    "LABEL_INITIATOR",
    "LABEL_RESPONDER",
    "MAC_MEMBER",
    "MAC_OVERHEAD",
    "RESUMPTION_NEXT",
    "SEQUENCE_LIMIT",
    "MessageMac",
    "SessionKeys",
    "direction_key",
    "is_tag",
    "seal_payload",
    "session_keys",
    "split_payload",
]
