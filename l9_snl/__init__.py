"""L9, the semantic negotiation layer: agree on a Shared Context, then speak within it.

Sans-I/O cores (time passed in, no I/O):

- `handshake`: `HandshakeInitiator` / `HandshakeResponder` (HELLO, SELECT,
  LOCK, TICKET; resumption with a first flight), one `TRANSITIONS` table.
- `selection`: the selection rule both sides run.
- `identity`, `peers`, `sealing`: agent cards, peer trust, HPKE sealing.
- `tickets`: resumption tickets (issuer and cache).
- `session`: `SemanticSession`, a locked session that validates content.
- `grounding`, `clarification`: binding values to task parameters, and the
  `ambiguous_parameter` / `parameter_options` / `concept_definition` loop.
- `rendering`, `tokens`: the locked context for a language model.
- `firewall`: the Cedar semantic firewall in front of an agent's logic
  (policies, rate limits, the injection screen, the gateway filter).

`l9_snl.aio` drives them over an `l8_comm.aio.Session`. Wire: docs/spec.md section 12.
"""

from l9_snl.exceptions import (
    LocalSemanticError,
    RemoteSemanticError,
    SemanticError,
    SNLErrorCode,
)
from l9_snl.handshake import (
    TRANSITIONS,
    ContextLocked,
    ContextSelected,
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    HandshakeEvent,
    HandshakeFailed,
    HandshakeInitiator,
    HandshakeResponder,
    HelloReceived,
    SupportedContext,
    TicketReceived,
    snl_registry,
)
from l9_snl.identity import AgentCard, AgentIdentity, PeerTrust
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.session import (
    ClarificationAnswered,
    ContentRefused,
    DefinitionAgreed,
    SemanticConfig,
    SemanticSession,
)
from l9_snl.tickets import TicketCache, TicketIssuer

__all__ = [
    "TRANSITIONS",
    "AgentCard",
    "AgentIdentity",
    "ClarificationAnswered",
    "ContentRefused",
    "ContextLocked",
    "ContextSelected",
    "ContextSupport",
    "DefinitionAgreed",
    "EarlyMessage",
    "HandshakeConfig",
    "HandshakeEvent",
    "HandshakeFailed",
    "HandshakeInitiator",
    "HandshakeResponder",
    "HelloReceived",
    "IdentitySealer",
    "LocalSemanticError",
    "PeerTrust",
    "RemoteSemanticError",
    "SNLErrorCode",
    "SemanticConfig",
    "SemanticError",
    "SemanticSession",
    "SupportedContext",
    "TicketCache",
    "TicketIssuer",
    "TicketReceived",
    "TrustedPeers",
    "snl_registry",
]
