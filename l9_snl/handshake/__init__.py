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

The package is split along the handshake's seams: `table` (messages and the
state table), `support` (what a side brings), `events`, `side` (what both
roles share), `initiator` and `responder`.
"""

from __future__ import annotations

from l9_snl.handshake.events import (
    ContextLocked,
    ContextSelected,
    HandshakeEvent,
    HandshakeFailed,
    HelloReceived,
    Outgoing,
    Result,
    ResumptionRefused,
    TicketReceived,
)
from l9_snl.handshake.initiator import HandshakeInitiator
from l9_snl.handshake.responder import HandshakeResponder
from l9_snl.handshake.side import (
    RESUMED_SELECT_MEMBERS,
    SHORT_RESUME_EXTENSION,
    resumed_select_signed,
)
from l9_snl.handshake.support import (
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    PeerKey,
    PeerKeys,
    Sealer,
    SupportedContext,
    card_valid_until,
)
from l9_snl.handshake.table import (
    FINAL_STATES,
    HANDSHAKE_PROTOCOL,
    PERFORMATIVE_OF,
    PROTOCOL_NAME,
    TRANSITIONS,
    VERSION,
    Direction,
    Kind,
    snl_registry,
)

__all__ = [
    "FINAL_STATES",
    "HANDSHAKE_PROTOCOL",
    "PERFORMATIVE_OF",
    "PROTOCOL_NAME",
    "RESUMED_SELECT_MEMBERS",
    "SHORT_RESUME_EXTENSION",
    "TRANSITIONS",
    "VERSION",
    "ContextLocked",
    "ContextSelected",
    "ContextSupport",
    "Direction",
    "EarlyMessage",
    "HandshakeConfig",
    "HandshakeEvent",
    "HandshakeFailed",
    "HandshakeInitiator",
    "HandshakeResponder",
    "HelloReceived",
    "Kind",
    "Outgoing",
    "PeerKey",
    "PeerKeys",
    "Result",
    "ResumptionRefused",
    "Sealer",
    "SupportedContext",
    "TicketReceived",
    "card_valid_until",
    "resumed_select_signed",
    "snl_registry",
]
