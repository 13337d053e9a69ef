"""End-to-end message authentication of a locked session (spec section 12.16).

TLS protects a session only as far as the first relay that terminates it (a
gateway, a proxy, a load balancer). So once a context is locked, every frame
either agent sends carries a MAC keyed from the handshake, which only the two
agents hold: a relay may read the messages, but it cannot alter, inject,
replay, reorder or drop one without the session failing.

- **Keys.** One HMAC-SHA256 key per direction, HKDF-SHA256 from the
  handshake's secret (the X25519 shared secret of a full handshake, the
  ticket's resumption secret of a resumed one) with the transcript as salt
  (`session_keys`). A resumed session has fresh keys: its HELLO's nonce and
  the responder's SELECT are in the salt, and a ticket is used once.
- **Tags.** A sender writes the envelope without `mac` as JSON bytes `B`,
  computes `HMAC(key, seq || B)` with `seq` its count of messages sent in
  this direction (8 bytes, big-endian, from 0), and sends `B` with the tag as
  a last member: `B[:-1] + ',"mac":"<43 base64url characters>"}'`. A receiver
  cuts that suffix off, puts `}` back, and checks the tag with the sequence
  number it expects, before it decodes anything (`SessionGuard.open`).
- **Acknowledgements.** Dropping the last message of a burst leaves no gap
  for a later one to reveal, so each side acknowledges what it received: an
  ACK (protocol `snl-ack`) `ack_delay` after the first message it has not yet
  acknowledged; a message not acknowledged within `ack_timeout` ends the
  session with `ack_timeout`. ACKs are authenticated like any message and
  are not themselves acknowledged.

Sans-I/O: the guard is driven by the L8 endpoint (`l8_comm.guard`), with the
time passed in.
"""

from __future__ import annotations

import binascii
import hashlib
import hmac
import struct
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import orjson

from l8_comm import Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import LocalProtocolError
from l8_comm.guard import FrameGuardError
from l8_comm.protocols import INIT, RESP, START, Role, make_protocol
from l9_snl.encoding import hkdf_expand, hkdf_extract
from l9_snl.exceptions import SNLErrorCode

if TYPE_CHECKING:
    from l8_comm import Endpoint, Envelope

MAC_MEMBER: Final = "mac"
"""The envelope member the tag travels in (always the last one a sender writes)."""
_SUFFIX_HEAD: Final = b',"mac":"'
_TAG_CHARACTERS: Final = 43
"""A 32-byte HMAC-SHA256 tag in unpadded base64url."""
MAC_OVERHEAD: Final = len(_SUFFIX_HEAD) + _TAG_CHARACTERS + 1
"""Bytes a MAC adds to an envelope: the member, its quotes and comma."""
_SUFFIX: Final = MAC_OVERHEAD + 1  # the closing brace too
_equal: Final = hmac.compare_digest
_IPAD: Final = bytes(b ^ 0x36 for b in range(256))
_OPAD: Final = bytes(b ^ 0x5C for b in range(256))
_SEQUENCE: Final = struct.Struct(">Q").pack
_b64: Final = binascii.b2a_base64
_URLSAFE: Final = bytes.maketrans(b"+/", b"-_")
_DIAGNOSIS_WINDOW: Final = 16
"""How many sequence numbers on each side are tried to explain a failed tag."""

LABEL_INITIATOR: Final = b"ioa-snl/v1 mac initiator"
"""HKDF `info` of the key of the messages the initiator sends."""
LABEL_RESPONDER: Final = b"ioa-snl/v1 mac responder"
"""HKDF `info` of the key of the messages the responder sends."""
_LABELS: Final = {INIT: LABEL_INITIATOR, RESP: LABEL_RESPONDER}
RESUMPTION_NEXT: Final = b"ioa-snl/v1 resumption next"
"""HKDF `info` of a renewed ticket's secret (spec 12.2; the salt is the resumed HELLO's hash)."""

ACK_PROTOCOL_NAME: Final = "snl-ack"
ACK_PROTOCOL: Final = make_protocol(
    ACK_PROTOCOL_NAME,
    {(START, Performative.INFORM, INIT): "done"},
    frozenset({"done"}),
    explicit=True,
    description="L9 acknowledgement of authenticated messages: one INFORM "
    '{"snl": "ACK", "received": <count>}',
)
"""The one-message L8 protocol an acknowledgement travels in."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SessionKeys:
    """This side's two MAC keys (either may be unknown yet: see `session_keys`)."""

    send: bytes | None = field(default=None, repr=False)
    """The key of the messages this side sends."""
    receive: bytes | None = field(default=None, repr=False)
    """The key of the messages the peer sends."""


def direction_key(secret: bytes, salt: str, sender: Role) -> bytes:
    """The MAC key of the messages `sender` sends: HKDF(secret, salt, its label)."""
    return hkdf_expand(hkdf_extract(salt.encode("ascii"), secret), _LABELS[sender])


def session_keys(
    secret: bytes, *, role: Role, initiator_salt: str | None, responder_salt: str | None
) -> SessionKeys:
    """This side's keys from the handshake's secret (a salt not known yet: that key is None).

    Full handshake: both salts are the transcript (one extract serves both
    keys). Resumed: the initiator's key is salted with the resumed HELLO's
    hash (its first flight is sent before the SELECT comes back), the
    responder's with the transcript.
    """
    extracted: dict[str, bytes] = {}

    def key(salt: str | None, sender: Role) -> bytes | None:
        if salt is None:
            return None
        prk = extracted.get(salt)
        if prk is None:
            prk = extracted[salt] = hkdf_extract(salt.encode("ascii"), secret)
        return hkdf_expand(prk, _LABELS[sender])

    salts = {INIT: initiator_salt, RESP: responder_salt}
    other = role.other
    return SessionKeys(send=key(salts[role], role), receive=key(salts[other], other))


class MessageMac:
    """HMAC-SHA256 under one key, with the key's pads hashed once (the hot path)."""

    __slots__ = ("_inner", "_outer")

    def __init__(self, key: bytes) -> None:
        block = key.ljust(64, b"\0")  # keys are 32 bytes: no pre-hashing needed
        self._inner = hashlib.sha256(block.translate(_IPAD))
        self._outer = hashlib.sha256(block.translate(_OPAD))

    def tag(self, seq: int, body: bytes) -> bytes:
        """The tag of `body` as message number `seq`, unpadded base64url (43 bytes)."""
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


class SessionGuard:
    """Seals and opens every frame of one locked session; keeps the acknowledgements.

    Installed on the L8 endpoint (`endpoint.guard`) by the L9 driver before
    the lock, inactive; `activate_send` and `activate_receive` switch each
    direction on at the exact point of the stream the spec names (12.16), so
    that both sides count the same messages.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        ack_delay: float = 1.0,
        ack_timeout: float | None = 30.0,
    ) -> None:
        if ack_delay <= 0 or (ack_timeout is not None and ack_timeout <= ack_delay):
            raise ValueError("ack_delay must be positive and ack_timeout above it (or None)")
        self.endpoint = endpoint
        """The endpoint it guards (ACKs are sent through it, to its peer)."""
        self.ack_delay = ack_delay
        """Seconds after the first unacknowledged message before an ACK goes out."""
        self.ack_timeout = ack_timeout
        """Seconds a sent message may stay unacknowledged; None: no limit (gaps still fail)."""
        self._granularity = ack_delay if ack_timeout is None else ack_timeout / 8
        self._send: MessageMac | None = None
        self._receive: MessageMac | None = None
        self.sent = 0
        """Messages sealed and queued (the next one's sequence number)."""
        self.received = 0
        """Messages authenticated (the sequence number expected next)."""
        self.acknowledged = 0
        """How many of this side's messages the peer said it received."""
        self._last_data = -1  # sequence number of the last message that wants an ACK
        self._checkpoints: deque[tuple[int, float]] = deque()  # (first seq, sent at)
        self._owed = 0  # messages received that the next ACK acknowledges
        self._ack_due: float | None = None

    # -- switching on ------------------------------------------------------------------------

    @property
    def sending(self) -> bool:
        """Whether what this side sends is sealed."""
        return self._send is not None

    @property
    def receiving(self) -> bool:
        """Whether what the peer sends must be authenticated."""
        return self._receive is not None

    def activate_send(self, key: bytes) -> None:
        """Seal every message queued from now on (sequence numbers from 0)."""
        self._send = MessageMac(key)
        self.sent = 0

    def activate_receive(self, key: bytes) -> None:
        """Authenticate every message received from now on (sequence numbers from 0)."""
        self._receive = MessageMac(key)
        self.received = 0

    def reset(self) -> None:
        """Back to inactive (a refused resumption: its keys are never used again)."""
        self._send = self._receive = None
        self.sent = self.received = self.acknowledged = self._owed = 0
        self._last_data = -1
        self._checkpoints.clear()
        self._ack_due = None

    # -- the L8 FrameGuard interface ---------------------------------------------------------

    def seal(self, wire: dict[str, Any], now: float) -> bytes:  # noqa: ARG002 - the interface's
        """The payload for `wire`: with its tag once sending is active (see the module)."""
        mac = self._send
        if mac is None:
            return orjson.dumps(wire)
        return seal_payload(mac, self.sent, wire)

    def sealed(self, wire: dict[str, Any], now: float) -> None:
        """The payload of `wire` was queued: count it, and expect an ACK unless it is one."""
        if self._send is None:
            return
        seq = self.sent
        self.sent += 1
        if wire.get("protocol") == ACK_PROTOCOL_NAME:
            return
        self._last_data = seq
        checkpoints = self._checkpoints
        if not checkpoints or now - checkpoints[-1][1] >= self._granularity:
            checkpoints.append((seq, now))

    def open(self, payload: bytes, now: float) -> None:
        """Authenticate a received payload as the next message; `FrameGuardError` if it is not."""
        mac = self._receive
        if mac is None:
            return
        cut = len(payload) - _SUFFIX
        if cut <= 0 or not payload.startswith(_SUFFIX_HEAD, cut) or not payload.endswith(b'"}'):
            raise self._failure(payload, "it carries no MAC")
        seq = self.received
        tag = payload[-_TAG_CHARACTERS - 2 : -2]
        body = payload[:cut] + b"}"  # what the tag covers: the payload without its member
        if not _equal(mac.tag(seq, body), tag):
            raise self._failure(payload, self._diagnosis(mac, body, tag, seq))
        self.received = seq + 1  # 2**64 messages: a session never lives that long
        self._owed += 1
        if self._ack_due is None:
            self._ack_due = now + self.ack_delay

    def next_deadline(self) -> float | None:
        """When an ACK is due, or the oldest unacknowledged message times out."""
        due = self._ack_due
        if self._checkpoints and self.ack_timeout is not None:
            expiry = self._checkpoints[0][1] + self.ack_timeout
            return expiry if due is None or expiry < due else due
        return due

    def handle_timer(self, now: float) -> FrameGuardError | None:
        """Send the ACK that is due; fail when a message went unacknowledged too long."""
        if self._checkpoints and self.ack_timeout is not None:
            seq, since = self._checkpoints[0]
            if now >= since + self.ack_timeout:
                return FrameGuardError(
                    SNLErrorCode.ACK_TIMEOUT,
                    f"{self._last_data + 1 - seq} message(s) sent from {now - since:.1f} s ago "
                    f"on were not acknowledged within {self.ack_timeout:g} s: dropped on the "
                    "way, or the peer stopped reading",
                )
        if self._ack_due is not None and now >= self._ack_due:
            self._send_ack(now)
        return None

    # -- acknowledgements ----------------------------------------------------------------------

    def _send_ack(self, now: float) -> None:
        content: dict[str, JSON] = {"snl": "ACK", "received": self.received}
        try:
            self.endpoint.send(Performative.INFORM, content, protocol=ACK_PROTOCOL_NAME)
        except LocalProtocolError:
            self._ack_due = now + self.ack_delay  # the buffer is full, say: try again
            return
        self._owed = 0
        self._ack_due = None

    def on_ack(self, envelope: Envelope) -> FrameGuardError | None:
        """An ACK from the peer (its inspector stage): record it; an error if it lies."""
        content = envelope.content
        received = content.get("received") if isinstance(content, dict) else None
        # This message was counted as owed an ACK when opened: ACKs are not acknowledged.
        self._owed = max(0, self._owed - 1)
        if self._owed == 0:
            self._ack_due = None
        if (
            not isinstance(content, dict)
            or set(content) != {"snl", "received"}
            or content["snl"] != "ACK"
            or type(received) is not int
        ):
            return FrameGuardError(
                SNLErrorCode.INTEGRITY_FAILURE, 'an ACK is {"snl": "ACK", "received": <integer>}'
            )
        if not self.acknowledged <= received <= self.sent:
            return FrameGuardError(
                SNLErrorCode.INTEGRITY_FAILURE,
                f"the peer acknowledges {received} messages; {self.sent} were sent and "
                f"{self.acknowledged} already acknowledged",
            )
        self.acknowledged = received
        self._trim(received)
        return None

    def _trim(self, received: int) -> None:
        checkpoints = self._checkpoints
        last = None
        while checkpoints and checkpoints[0][0] < received:
            last = checkpoints.popleft()
        if (
            last is not None
            and received <= self._last_data
            and (not checkpoints or checkpoints[0][0] > received)
        ):
            checkpoints.appendleft((received, last[1]))  # still waiting for those after it

    # -- failures ------------------------------------------------------------------------------

    def _diagnosis(self, mac: MessageMac, body: bytes, tag: bytes, seq: int) -> str:
        """Why a tag failed, for people (the session fails either way): nearby numbers tried."""
        for gap in range(1, _DIAGNOSIS_WINDOW + 1):
            if hmac.compare_digest(mac.tag(seq + gap, body), tag):
                return f"message {seq} and {gap - 1} after it never arrived (dropped)"
        for back in range(1, min(seq, _DIAGNOSIS_WINDOW) + 1):
            if hmac.compare_digest(mac.tag(seq - back, body), tag):
                return f"it is message {seq - back} again, expected {seq} (replayed or reordered)"
        return f"its MAC does not verify as message {seq} (altered, or injected)"

    def _failure(self, payload: bytes, why: str) -> FrameGuardError:
        claim = _claimed_refusal(payload)
        return FrameGuardError(
            SNLErrorCode.INTEGRITY_FAILURE,
            f"a frame from {self.endpoint.peer_id or 'the peer'} failed authentication: {why}"
            + (f"; unauthenticated, it claims {claim}" if claim else ""),
        )


def _claimed_refusal(payload: bytes) -> str | None:
    """What an unauthenticated refusal says (a gateway's, say): shown, never trusted."""
    try:
        wire = orjson.loads(payload)
    except orjson.JSONDecodeError:
        return None
    content = wire.get("content") if isinstance(wire, dict) else None
    if not isinstance(content, dict) or not isinstance(content.get("code"), str):
        return None
    reason = content.get("reason")
    text = f"{content['code']}: {reason}" if isinstance(reason, str) else content["code"]
    return repr(text[:200])


__all__ = [
    "ACK_PROTOCOL",
    "ACK_PROTOCOL_NAME",
    "LABEL_INITIATOR",
    "LABEL_RESPONDER",
    "MAC_MEMBER",
    "MAC_OVERHEAD",
    "MessageMac",
    "SessionGuard",
    "SessionKeys",
    "direction_key",
    "seal_payload",
    "session_keys",
    "split_payload",
]
