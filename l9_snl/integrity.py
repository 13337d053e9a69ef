"""End-to-end message authentication of a locked session (spec section 12.16).

TLS protects a session only as far as the first relay that terminates it (a
gateway, a proxy, a load balancer). So once a context is locked, every frame
either agent sends carries a MAC keyed from the handshake, which only the two
agents hold: a relay may read the messages, but it cannot alter, inject,
replay, reorder or drop one without the session failing.

- **Keys** (`l9_snl.tags`). One HMAC-SHA256 key per direction, HKDF-SHA256 from the
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

import contextlib
import hmac
from typing import TYPE_CHECKING, Any, Final

import orjson

from l8_comm import Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import ErrorCode, LocalProtocolError, RemoteProtocolError
from l8_comm.guard import FrameGuardError, Restore
from l8_comm.protocols import INIT, START, make_protocol
from l9_snl.compact import ACK_PROTOCOL_NAME, CompactForm
from l9_snl.exceptions import SNLErrorCode
from l9_snl.tag_failures import claimed_refusal, compact_and_sealed, diagnosis
from l9_snl.tags import (
    _SUFFIX,
    _SUFFIX_HEAD,
    _TAG_CHARACTERS,
    LABEL_INITIATOR,
    LABEL_RESPONDER,
    MAC_MEMBER,
    MAC_OVERHEAD,
    SEQUENCE_LIMIT,
    MessageMac,
    SessionKeys,
    direction_key,
    seal_payload,
    session_keys,
    split_payload,
)

if TYPE_CHECKING:
    from l8_comm import Endpoint, Envelope

QUIET_CLOSE_EXTENSION: Final = "snl.quiet-close"
"""The extension (spec 12.4) under which a side may close quietly (spec 12.16)."""
REPLY_ACKS_EXTENSION: Final = "snl.reply-acks"
"""The extension (spec 12.4) under which an answer acknowledges what it answers (spec 12.16)."""
_ACK_MEMBERS: Final = (
    frozenset({"snl", "received"}),
    frozenset({"snl", "received", "final"}),
    frozenset({"snl", "received", "final", "answer"}),  # a quiet close: no final ACK back
)

_equal: Final = hmac.compare_digest

ACK_PROTOCOL: Final = make_protocol(
    ACK_PROTOCOL_NAME,
    {(START, Performative.INFORM, INIT): "done"},
    frozenset({"done"}),
    explicit=True,
    description="L9 acknowledgement of authenticated messages: one INFORM "
    '{"snl": "ACK", "received": <count>}',
)
"""The one-message L8 protocol an acknowledgement travels in."""


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
        own_protocols: frozenset[str] = frozenset({ACK_PROTOCOL_NAME}),
    ) -> None:
        # (`SemanticConfig` refuses these when built; written so that NaN is refused too)
        if not (ack_delay > 0 and (ack_timeout is None or ack_timeout > ack_delay)):
            raise ValueError("ack_delay must be positive and ack_timeout above it (or None)")
        self.endpoint = endpoint
        """The endpoint it guards (ACKs are sent through it, to its peer)."""
        self.ack_delay = ack_delay
        """Seconds after the first unacknowledged message before an ACK goes out."""
        self.ack_timeout = ack_timeout
        """Seconds a sent message may stay unacknowledged; None: no limit (gaps still fail)."""
        self.own_protocols = (  # the set given when it has the ACKs (one for all sessions)
            own_protocols
            if ACK_PROTOCOL_NAME in own_protocols
            else own_protocols | {ACK_PROTOCOL_NAME}
        )
        """Protocols of L9's own messages (ACKs, the handshake's TICKET): they never want an
        acknowledgement, so a peer that closes before reading one loses nothing it asked for."""
        self._granularity = ack_delay if ack_timeout is None else ack_timeout / 8
        self._send: MessageMac | None = None
        self._receive: MessageMac | None = None
        self._early: MessageMac | None = None  # a resumed initiator's first-flight key
        self.sent = 0
        """Messages sealed and queued (the next one's sequence number)."""
        self.received = 0
        """Messages authenticated (the sequence number expected next)."""
        self.acknowledged = 0
        """How many of this side's messages the peer said it received."""
        self._last_data = -1  # sequence number of the last message that wants an ACK
        self._last_data_id: str | None = None  # and its envelope id (a reply to it settles all)
        self._settled = False  # every message that wants an ACK is known to have arrived
        self._handed = 0  # messages handed over to the transport
        # (first seq, handed over at): a few at most (one per `_granularity` unacknowledged), and
        # a list costs 56 bytes while empty, a deque ~760 (an idle session keeps it empty)
        self._checkpoints: list[tuple[int, float]] = []
        self._paused_at: float | None = None  # reading stopped (the application lags) since
        self._pauses = 0  # pauses not yet resumed
        self._owed = 0  # messages received that the next ACK acknowledges
        self._ack_due: float | None = None
        self.quiet_close = False
        """Whether the session agreed `snl.quiet-close` (spec 12.16): set at the lock."""
        self.reply_acks = False
        """Whether the session agreed `snl.reply-acks` (spec 12.16): set at the lock."""
        # The peer's last message decoded, other than an ACK (its id), and how many frames
        # other than ACKs had been authenticated then: an answer of ours to it, with no such
        # frame authenticated since, acknowledges them all (`snl.reply-acks`).
        self._answerable: tuple[str, int] | None = None
        self._acks_decoded = 0  # the peer's ACKs (`received` minus this: the other frames)
        self.compact: CompactForm | None = None
        """The compact form sealed messages take both ways, when the session agreed
        `snl.compact` (spec 12.18): set when sealing starts, before the first sealed message."""
        self._said_goodbye = False  # this side's final ACK is queued: nothing may follow it
        self._quiet = False  # this side's final ACK asked for no answer
        self._peer_closed = False
        self._peer_quiet = False  # the peer's final ACK asked for no answer

    # -- switching on ------------------------------------------------------------------------

    @property
    def sending(self) -> bool:
        """Whether what this side sends is sealed."""
        return self._send is not None

    @property
    def receiving(self) -> bool:
        """Whether what the peer sends must be authenticated."""
        return self._receive is not None

    @property
    def may_answer(self) -> bool:
        """False between the point this side seals from and the point it authenticates from.

        The responder seals from its SELECT but authenticates from the LOCK; a resumed
        initiator seals from its HELLO but authenticates from the SELECT. A sealed answer
        to a frame that arrives in between (injected, or moved ahead of the LOCK by a
        relay) would carry this side's authentication for a relay's choice of
        conversation: such frames are refused unanswered (spec 12.16).
        """
        return self._receive is not None or self._send is None

    @property
    def broken_code(self) -> str:
        """A broken frame stream, once authenticated, is `integrity_failure`."""
        return SNLErrorCode.INTEGRITY_FAILURE

    def activate_send(self, key: bytes) -> None:
        """Seal every message queued from now on (sequence numbers from 0)."""
        self._send = MessageMac(key)
        self.sent = self._handed = 0

    def switch_send(self, key: bytes) -> None:
        """Seal with `key` from now on, the sequence running on.

        A resumed initiator leaves its first-flight key for its session key once
        it has read the SELECT.
        """
        self._send = MessageMac(key)

    def activate_receive(self, key: bytes, *, early: bytes | None = None) -> None:
        """Authenticate every message received from now on (sequence numbers from 0).

        `early`: a resumed initiator's first-flight key, accepted until the first
        message the session key authenticates (spec 12.16).
        """
        self._receive = MessageMac(key)
        self._early = MessageMac(early) if early is not None else None
        self.received = 0

    def reset(self) -> None:
        """Back to inactive (a refused resumption: its keys are never used again)."""
        self._send = self._receive = self._early = None
        self.sent = self.received = self.acknowledged = self._owed = self._handed = 0
        self._last_data = -1
        self._last_data_id = None
        self._settled = False
        self._checkpoints.clear()
        self._ack_due = None
        self._paused_at = None
        self._pauses = 0
        self._said_goodbye = self._quiet = self._peer_closed = self._peer_quiet = False
        self.quiet_close = self.reply_acks = False
        self._answerable = None
        self._acks_decoded = 0
        self.compact = None

    # -- the L8 FrameGuard interface ---------------------------------------------------------

    def seal(self, wire: dict[str, Any], now: float) -> bytes:  # noqa: ARG002 - the interface's
        """The payload for `wire`: with its tag once sending is active (see the module)."""
        mac = self._send
        if mac is None:
            return orjson.dumps(wire)
        if self._said_goodbye:
            raise LocalProtocolError(
                ErrorCode.SESSION_CLOSED,
                "this side has closed the session (its final acknowledgement went): "
                "nothing may follow it",
            )
        if self._peer_closed and wire.get("protocol") not in self.own_protocols:
            raise LocalProtocolError(
                ErrorCode.SESSION_CLOSED,
                "the peer has closed the session (its final acknowledgement came): "
                "nothing sent now would be read",
            )
        if self.sent >= SEQUENCE_LIMIT:
            raise LocalProtocolError(
                SNLErrorCode.SEQUENCE_EXHAUSTED,
                "this side has sent 2^64 messages on the session, all the numbers one "
                "direction has: nothing more can be sealed (open a new session)",
            )
        if self.compact is not None:
            wire = self.compact.compact(wire)
        return seal_payload(mac, self.sent, wire)

    def sealed(self, wire: dict[str, Any], now: float) -> None:  # noqa: ARG002 - the interface's
        """The payload of `wire` was queued: count it; it wants an ACK unless it is one."""
        if self._send is None:
            return
        if wire.get("protocol") not in self.own_protocols:
            self._last_data = self.sent
            self._last_data_id = wire.get("id")
            self._settled = False
            answerable = self._answerable
            if (
                answerable is not None
                and wire.get("in_reply_to") == answerable[0]
                and self.received - self._acks_decoded == answerable[1]
            ):
                # It answers the peer's last message, and nothing but ACKs came since: the
                # peer takes the answer as the ACK of all of them (`snl.reply-acks`).
                self._owed = 0
                self._ack_due = None
                self._answerable = None
        self.sent += 1

    def handed_over(self, now: float) -> None:
        """What was queued has left for the transport: from now on an ACK is owed for it.

        (Time spent behind a full send buffer does not count against the peer.)
        """
        if self._send is None:
            return
        if self._last_data >= self._handed:
            checkpoints = self._checkpoints
            if not checkpoints or now - checkpoints[-1][1] >= self._granularity:
                checkpoints.append((self._handed, now))
        self._handed = self.sent

    def reading_paused(self, paused: bool, now: float) -> None:  # noqa: FBT001
        """Reading stopped or resumed: the peer's ACKs wait unread behind its messages.

        Pauses may nest (the reader and the timer task can both wait on a full queue):
        the time counts from the first pause to the last resume. A message handed over
        during the pause waited only from then on.
        """
        if paused:
            if self._pauses == 0:
                self._paused_at = now
            self._pauses += 1
            return
        if self._pauses == 0:
            return
        self._pauses -= 1
        if self._pauses or self._paused_at is None:
            return
        since, self._paused_at = self._paused_at, None
        self._checkpoints = [
            (seq, now if at >= since else at + (now - since)) for seq, at in self._checkpoints
        ]

    def open(self, payload: bytes, now: float) -> Restore | None:
        """Authenticate a received payload as the next message; `FrameGuardError` if it is not.

        Returns the compact form's restoration for the decoder (spec 12.18), if agreed.
        """
        mac = self._receive
        if mac is None:
            named = compact_and_sealed(payload)
            if named is not None:
                # A first flight in the compact form after a refused resumption (its ticket's
                # terms are gone with the refusal): not readable here, and not locked yet.
                raise RemoteProtocolError(
                    SNLErrorCode.NOT_LOCKED,
                    "a sealed message in the compact form before the session is locked",
                    **named,
                )
            return None
        cut = len(payload) - _SUFFIX
        if cut <= 0 or not payload.startswith(_SUFFIX_HEAD, cut) or not payload.endswith(b'"}'):
            raise self._failure(payload, "it carries no MAC")
        if self._peer_closed:
            raise self._failure(payload, "it follows the peer's close")
        seq = self.received
        if seq >= SEQUENCE_LIMIT:
            raise FrameGuardError(
                SNLErrorCode.SEQUENCE_EXHAUSTED,
                f"a frame from {self.endpoint.peer_id or 'the peer'} after its 2^64th message, "
                "the last number one direction has: the session cannot go on",
            )
        tag = payload[-_TAG_CHARACTERS - 2 : -2]
        body = payload[:cut] + b"}"  # what the tag covers: the payload without its member
        if _equal(mac.tag(seq, body), tag):
            self._early = None  # the session key speaks: the first-flight key is done
        elif self._early is None or not _equal(self._early.tag(seq, body), tag):
            raise self._failure(payload, diagnosis(mac, body, tag, seq))
        self.received = seq + 1  # (at most SEQUENCE_LIMIT: checked above)
        if not self._said_goodbye:  # after this side's final ACK, no ACK is ever sent
            self._owed += 1
            if self._ack_due is None:
                self._ack_due = now + self.ack_delay
        compact = self.compact
        return None if compact is None else compact.restore

    def next_deadline(self) -> float | None:
        """When an ACK is due, or the oldest unacknowledged message times out."""
        due = self._ack_due
        if self._checkpoints and self.ack_timeout is not None and self._paused_at is None:
            expiry = self._checkpoints[0][1] + self.ack_timeout
            return expiry if due is None or expiry < due else due
        return due

    def handle_timer(self, now: float) -> FrameGuardError | None:
        """Send the ACK that is due; fail when a message went unacknowledged too long."""
        if self._checkpoints and self.ack_timeout is not None and self._paused_at is None:
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

    def goodbye(self, now: float) -> None:  # noqa: ARG002 - the interface's
        """This side closes: a final ACK, so that the peer can tell a close from a cut.

        On a session that agreed `snl.quiet-close`, when every message of this
        side that wants an ACK is known to have arrived (acknowledged, or
        answered: `replied`) and no conversation is open, the final ACK says
        `"answer": false` and the peer ends its stream without one of its own
        (spec 12.16); after the peer's quiet final ACK there is nothing to say.
        """
        if self._send is None or self._said_goodbye or self._peer_quiet:
            return
        content: dict[str, JSON] = {"snl": "ACK", "received": self.received, "final": True}
        if (
            self.quiet_close
            and not self._peer_closed
            and self.settled
            and not self.endpoint.open_conversations()
        ):
            # Everything this side sent arrived, and no conversation is left in which the
            # peer may still send: the peer's answer would tell nothing this side waits for.
            content["answer"] = False
            self._quiet = True
        with contextlib.suppress(LocalProtocolError):  # a full buffer: the peer sees a cut
            self._ack(content)
        # It acknowledges all that was received; nothing may follow it (spec 12.16), not
        # even the ACK a timer would have sent for what came before or comes after.
        self._said_goodbye = True
        self._owed = 0
        self._ack_due = None

    def _ack(self, content: dict[str, JSON]) -> None:
        """Send an ACK in a conversation named by its own id (its compact form says it once)."""
        ident = self.endpoint.new_id()
        self.endpoint.send(
            Performative.INFORM,
            content,
            protocol=ACK_PROTOCOL_NAME,
            conversation_id=ident,
            message_id=ident,
        )

    def peer_ended(self) -> None:
        """The peer ended the session with an authenticated fatal notice: its close."""
        self._peer_closed = True

    @property
    def final_sent(self) -> bool:
        """Whether this side's final ACK has gone: nothing may be sealed after it."""
        return self._said_goodbye

    @property
    def closed_by_peer(self) -> bool:
        """Whether the peer's authenticated close (its final ACK, or a fatal notice) was read."""
        return self._peer_closed

    @property
    def settled(self) -> bool:
        """Whether every message of this side that wants an ACK is known to have arrived."""
        return self._settled or self.acknowledged > self._last_data

    def decoded(self, envelope: Envelope) -> None:
        """An envelope of the peer was decoded (the L8 endpoint's hook, before anything reads it).

        Only one this guard authenticated counts. An answer to our last message
        that wants an ACK settles it (`replied`), whatever becomes of the answer
        next (refused, dropped as crossing a conversation that ended here, read
        during the handshake). On a session that agreed `snl.reply-acks`, an
        answer of ours to this message, sealed before any frame but an ACK is
        authenticated, acknowledges it and every message before it: no ACK is
        sent for them (spec 12.16). L9's own messages (a TICKET) are not answered.
        """
        if self._receive is None:
            return
        if envelope.protocol == ACK_PROTOCOL_NAME:
            self._acks_decoded += 1
            return
        if envelope.in_reply_to is not None:
            self.replied(envelope)
        if self.reply_acks and not self._said_goodbye:
            self._answerable = (
                None
                if envelope.protocol in self.own_protocols
                else (envelope.id, self.received - self._acks_decoded)
            )

    def replied(self, envelope: Envelope) -> None:
        """An authenticated message of the peer arrived: an answer to our last message settles.

        The peer authenticates in order, so its answer (`in_reply_to`) to the
        last message of ours that wants an ACK shows that it authenticated that
        one and every one before (spec 12.16): an acknowledgement without an ACK.
        """
        if (
            self._last_data_id is not None
            and envelope.in_reply_to == self._last_data_id
            and not self._settled
        ):
            self._settled = True
            self._trim(self._last_data + 1)

    def at_eof(self) -> FrameGuardError | None:
        """The peer's stream ended: fine after its final ACK (or our quiet one), else a cut.

        After this side's quiet final ACK (every message of its own had arrived)
        the peer ends its stream without a final ACK of its own.
        """
        if self._receive is None or self._peer_closed or self._quiet:
            return None
        return FrameGuardError(
            SNLErrorCode.TRUNCATED,
            "the stream ended without the peer's authenticated close: the connection was cut, "
            "or a relay dropped what the peer sent last and closed it",
        )

    # -- acknowledgements ----------------------------------------------------------------------

    def _send_ack(self, now: float) -> None:
        content: dict[str, JSON] = {"snl": "ACK", "received": self.received}
        try:
            self._ack(content)
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
        final = isinstance(content, dict) and content.get("final") is True
        quiet = final and isinstance(content, dict) and content.get("answer") is False
        if (
            not isinstance(content, dict)
            or set(content) != _ACK_MEMBERS[final + quiet]
            or content["snl"] != "ACK"
            or type(received) is not int
            or envelope.ontology is not None
            or envelope.context_id is not None
        ):
            return FrameGuardError(
                SNLErrorCode.INTEGRITY_FAILURE,
                'an ACK is {"snl": "ACK", "received": <integer>} (and "final": true when the '
                'peer closes, then perhaps "answer": false), without ontology or context',
            )
        if not self.acknowledged <= received <= self.sent:
            return FrameGuardError(
                SNLErrorCode.INTEGRITY_FAILURE,
                f"the peer acknowledges {received} messages; {self.sent} were sent and "
                f"{self.acknowledged} already acknowledged",
            )
        self.acknowledged = received
        self._trim(received)
        if final:
            self._peer_closed = True
            self._peer_quiet = quiet
            if received <= self._last_data:  # trailing ACKs of ours need not arrive
                return FrameGuardError(
                    SNLErrorCode.UNDELIVERED,
                    f"the peer closed the session having received {received} of this side's "
                    f"messages: those from number {received} on were not delivered",
                )
        return None

    def _trim(self, received: int) -> None:
        checkpoints = self._checkpoints
        last = None
        while checkpoints and checkpoints[0][0] < received:
            last = checkpoints.pop(0)
        if (
            last is not None
            and received <= self._last_data
            and (not checkpoints or checkpoints[0][0] > received)
        ):
            checkpoints.insert(0, (received, last[1]))  # still waiting for those after it

    # -- failures ------------------------------------------------------------------------------

    def _failure(self, payload: bytes, why: str) -> FrameGuardError:
        claim = claimed_refusal(payload)
        return FrameGuardError(
            SNLErrorCode.INTEGRITY_FAILURE,
            f"a frame from {self.endpoint.peer_id or 'the peer'} failed authentication: {why}"
            + (f"; unauthenticated, it claims {claim}" if claim else ""),
        )


__all__ = [
    "ACK_PROTOCOL",
    "ACK_PROTOCOL_NAME",
    "LABEL_INITIATOR",
    "LABEL_RESPONDER",
    "MAC_MEMBER",
    "MAC_OVERHEAD",
    "QUIET_CLOSE_EXTENSION",
    "REPLY_ACKS_EXTENSION",
    "MessageMac",
    "SessionGuard",
    "SessionKeys",
    "direction_key",
    "seal_payload",
    "session_keys",
    "split_payload",
]
