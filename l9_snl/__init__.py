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

from typing import TYPE_CHECKING, Final

from l7_transport.lazy import lazy_exports

if TYPE_CHECKING:  # (imported on first use instead: see __getattr__)
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
    from l9_snl.identity import AgentCard, AgentIdentity
    from l9_snl.peers import IdentitySealer, TrustedPeers
    from l9_snl.session import (
        ClarificationAnswered,
        ContentRefused,
        DefinitionAgreed,
        SemanticConfig,
        SemanticSession,
    )
    from l9_snl.tickets import TicketCache, TicketIssuer
    from l9_snl.trust import PeerTrust

# Where each name of __all__ lives: importing one module of the package does not
# import all the others (PEP 562).
_HOMES: Final[dict[str, str]] = {
    "LocalSemanticError": "l9_snl.exceptions",
    "RemoteSemanticError": "l9_snl.exceptions",
    "SemanticError": "l9_snl.exceptions",
    "SNLErrorCode": "l9_snl.exceptions",
    "TRANSITIONS": "l9_snl.handshake",
    "ContextLocked": "l9_snl.handshake",
    "ContextSelected": "l9_snl.handshake",
    "ContextSupport": "l9_snl.handshake",
    "EarlyMessage": "l9_snl.handshake",
    "HandshakeConfig": "l9_snl.handshake",
    "HandshakeEvent": "l9_snl.handshake",
    "HandshakeFailed": "l9_snl.handshake",
    "HandshakeInitiator": "l9_snl.handshake",
    "HandshakeResponder": "l9_snl.handshake",
    "HelloReceived": "l9_snl.handshake",
    "SupportedContext": "l9_snl.handshake",
    "TicketReceived": "l9_snl.handshake",
    "snl_registry": "l9_snl.handshake",
    "AgentCard": "l9_snl.identity",
    "AgentIdentity": "l9_snl.identity",
    "PeerTrust": "l9_snl.trust",
    "IdentitySealer": "l9_snl.peers",
    "TrustedPeers": "l9_snl.peers",
    "ClarificationAnswered": "l9_snl.session",
    "ContentRefused": "l9_snl.session",
    "DefinitionAgreed": "l9_snl.session",
    "SemanticConfig": "l9_snl.session",
    "SemanticSession": "l9_snl.session",
    "TicketCache": "l9_snl.tickets",
    "TicketIssuer": "l9_snl.tickets",
}

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


if not TYPE_CHECKING:  # (mypy sees the imports above: a misspelt name stays an error)
    __getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
