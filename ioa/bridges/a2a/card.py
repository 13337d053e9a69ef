"""The A2A agent card of an ioa agent: skills, the L9 extension, its JWS signature."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, cast

from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentExtension,
    AgentInterface,
    AgentSkill,
)
from a2a.utils.constants import (
    PROTOCOL_VERSION_0_3,
    PROTOCOL_VERSION_1_0,
    TransportProtocol,
)
from a2a.utils.signing import ProtectedHeader, create_agent_card_signer, create_signature_verifier
from jwt import PyJWK

from contexts import SharedContext
from contexts.keys import ED25519_PUBLIC_LENGTH, ed25519_usable
from ioa import __version__
from ioa.bridges.a2a_mapping import (
    EXTENSION,
    BridgeError,
    context_for,
)
from l9_snl.encoding import b64url, from_b64url

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.bridges.a2a")

CARD_ALGORITHM: Final = "EdDSA"
"""The JWS algorithm of the card's signature: the agent's Ed25519 identity key."""
CARD_1_0_PREFIX: Final = "/v1"
"""Where the A2A 1.0 card alone is served (`/v1/.well-known/agent-card.json`).

The card at the origin's root also names the 0.3 interface, and with it the 0.3
fields (`url`, `preferredTransport`...) that a strict 1.0 client refuses: such a
client is given this prefix as the agent's address.
"""
CARD_CACHE_CONTROL: Final = "public, max-age=300"
"""How long a client may keep the card (its `ETag` revalidates it after)."""


def extension_params(agent: Agent) -> dict[str, Any]:
    """The extension's card parameters: the agent, its key, the contexts offered (not revoked)."""
    return {
        "agent": agent.agent_id,
        "publicKey": agent.identity.public_signing_key_b64url,
        "contexts": [
            {"urn": str(c.urn), "digest": c.digest, "authority": agent.vouched[str(c.urn)]}
            for c in agent.usable_contexts()
        ],
    }


def agent_card(
    agent: Agent,
    url: str,
    *,
    description: str | None = None,
    v0_3: bool = True,
    version: str = __version__,
) -> AgentCard:
    """The A2A 1.0 card of `agent` served at `url`, signed with its identity key (JWS, EdDSA).

    Its skills and contexts are those usable now: a context revoked at run time is
    left out, and a task only it defines (`A2ABridge.card` signs the card again).

    `v0_3`: the endpoint's 0.3 interface named too (the SDK then writes the 0.3
    card fields beside the 1.0 ones); without it, a card of A2A 1.0 alone.
    `version`: the card's `version` (this package's; the published vector fixes
    one, so that a release does not change its bytes).
    """
    skills = [
        AgentSkill(
            id=name,
            name=name,
            description=context.task(name).description or name,
            tags=[str(context.urn)],
            input_modes=["application/json"],
            output_modes=["application/json"],
        )
        for name in sorted(agent.handlers)
        for context in [_defining(agent, name)]
        if context is not None
    ]
    extension = AgentExtension(
        uri=EXTENSION,
        description="L9 semantic negotiation: HELLO/SELECT/LOCK in message metadata, "
        "then every message validated against the locked Shared Context",
        required=False,
    )
    extension.params.update(extension_params(agent))
    card = AgentCard(
        name=agent.agent_id,
        description=description or f"ioa agent {agent.agent_id}",
        version=version,
        supported_interfaces=[
            AgentInterface(
                url=url, protocol_binding=TransportProtocol.JSONRPC, protocol_version=version
            )
            for version in (
                (PROTOCOL_VERSION_1_0, PROTOCOL_VERSION_0_3) if v0_3 else (PROTOCOL_VERSION_1_0,)
            )
        ],
        capabilities=AgentCapabilities(streaming=True, extensions=[extension]),
        default_input_modes=["application/json"],
        default_output_modes=["application/json", "text/plain"],
        skills=skills,
    )
    header = cast("ProtectedHeader", {"kid": agent.agent_id, "alg": CARD_ALGORITHM, "typ": "JOSE"})
    private = agent.identity.signing_key.private_bytes_raw()
    jwk = {**_public_jwk(agent.identity.public_signing_key_b64url), "d": b64url(private)}
    return create_agent_card_signer(PyJWK.from_dict(jwk, CARD_ALGORITHM), header)(card)


def _public_jwk(public_key: str) -> dict[str, str]:
    """The JWK (RFC 8037) of an Ed25519 public key given base64url."""
    return {"kty": "OKP", "crv": "Ed25519", "x": public_key}


def _defining(agent: Agent, task: str) -> SharedContext | None:
    """The context a call of `task` would run under now (None: none usable defines it)."""
    try:
        return context_for(agent.contexts, task, agent.withheld)
    except BridgeError:
        return None


def card_verifier(public_key: str) -> Callable[[AgentCard], None]:
    """The SDK's card signature check with one key (Ed25519, base64url, as pinned).

    `ValueError` for a key no one can hold (`contexts.keys.ed25519_usable`): under it
    one fixed signature verifies every card.
    """
    if not ed25519_usable(from_b64url(public_key, length=ED25519_PUBLIC_LENGTH)):
        msg = f"the card key {public_key[:64]!r} is not an Ed25519 key anyone can hold"
        raise ValueError(msg)
    key = PyJWK.from_dict(_public_jwk(public_key), CARD_ALGORITHM)
    return create_signature_verifier(lambda _kid, _jku: key, [CARD_ALGORITHM])
