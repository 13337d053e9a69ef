"""The handshake's view of identity: whom to trust, and how to seal to them.

`TrustedPeers` answers the handshake's question "which key signs for this
agent?" from a `PeerTrust` (pinned keys, trusted certifiers), using the card
the peer presented when there is one. `IdentitySealer` seals capability
lists to a peer's card and opens what was sealed to this agent.
"""

from __future__ import annotations

from typing import Any

from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import PeerKey
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.sealing import open_sealed, seal
from l9_snl.trust import PeerTrust


class TrustedPeers:
    """A `PeerKeys` backed by a `PeerTrust`."""

    def __init__(self, trust: PeerTrust) -> None:
        self.trust = trust

    def resolve(self, agent_id: str, card: object | None, *, now: float) -> PeerKey:
        """The peer's key: from its card (checked against the trust), else its pinned key."""
        if card is not None:
            parsed = AgentCard.from_json(card)
            peer = self.trust.check(parsed, now=now, agent_id=agent_id)
            return PeerKey(agent_id=agent_id, signing_key=peer.public_signing_key, card=parsed)
        key = self.trust.public_key_of(agent_id)
        if key is None:
            raise RemoteSemanticError(
                SNLErrorCode.UNKNOWN_PEER,
                f"{agent_id!r} presented no card and no key is pinned for it",
            )
        return PeerKey(agent_id=agent_id, signing_key=key)

    def trust_token(self, agent_id: str) -> bytes:
        """What the trust in `agent_id` rests on now (`PeerTrust.trust_token`)."""
        return self.trust.trust_token(agent_id)


class IdentitySealer:
    """A `Sealer` for one agent's identity."""

    def __init__(self, identity: AgentIdentity) -> None:
        self.identity = identity

    def seal(self, value: dict[str, Any], recipient_card: Any, *, info: bytes) -> dict[str, Any]:  # noqa: ANN401
        """Seal `value` to the recipient card's preferred HPKE key."""
        return seal(value, recipient_card, info=info)

    def open(self, sealed: object, *, info: bytes) -> dict[str, Any]:
        """Open what was sealed to this identity."""
        return open_sealed(sealed, self.identity, info=info)
