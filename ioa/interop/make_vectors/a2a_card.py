"""Vectors of the A2A agent card the bridge publishes and its JWS (spec 19.2).

The cards are made by the bridge's own code (`ioa.bridges.a2a.card.agent_card`) for
a fixed agent, URL and version; their signature is Ed25519, deterministic, so the
file is the same on every run. The bridge needs the `a2a` extra (a2a-sdk): without
it the file on disk is kept as it is, since nothing else can make it.
"""

from __future__ import annotations

import json
from typing import Any, Final

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from contexts.builtin import builtin
from ioa.agent import Agent, Incoming
from ioa.interop.make_vectors.fixed import (
    REGENERATE,
    TRAVEL_21,
    Json,
    Previous,
    canonical_text,
    seeded,
    vector_file_bytes,
)
from l9_snl.encoding import b64url, from_b64url
from l9_snl.identity import AgentIdentity

NAME: Final = "a2a_card.json"
AGENT_ID: Final = "airline"
URL: Final = "https://airline.example/a2a"
"""The JSON-RPC endpoint the card announces."""
VERSION: Final = "0.1.0"
"""The card's `version` (fixed: the bridge writes the package's own)."""
TASKS: Final = ("bookFlight",)
"""The tasks the agent has a handler for (its skills)."""
_SERVED: Final = (
    ("/.well-known/agent-card.json", True),
    ("/v1/.well-known/agent-card.json", False),
)
"""Where each card is served, and whether it names the 0.3 interface too."""


def _identity() -> AgentIdentity:
    return AgentIdentity.generate(AGENT_ID, rng=seeded("a2a card/airline"))


def a2a_card(previous: Previous) -> bytes | None:
    """The file's bytes: made by the bridge, or (without a2a-sdk) those on disk, if any."""
    try:
        return _made_by_the_bridge()
    except ImportError:
        return previous(NAME)


def _made_by_the_bridge() -> bytes:
    # Imported here: a2a-sdk is an optional extra, and the other vectors need none of it.
    from a2a.server.request_handlers.response_helpers import (  # noqa: PLC0415 - see above
        agent_card_to_dict,
    )
    from google.protobuf.json_format import MessageToDict  # noqa: PLC0415 - comes with a2a-sdk

    from ioa.bridges.a2a.card import CARD_ALGORITHM, agent_card  # noqa: PLC0415 - see above

    identity = _identity()
    agent = Agent(identity, contexts=[builtin(TRAVEL_21)])

    async def unused(_message: Incoming) -> None:
        """A handler is what makes a skill; the card never calls it."""

    for task in TASKS:
        agent.handler(task)(unused)
    cards = []
    for path, v0_3 in _SERVED:
        signed = agent_card(agent, URL, v0_3=v0_3, version=VERSION)
        [signature] = signed.signatures
        served = _sorted(agent_card_to_dict(signed))
        card = _sorted(MessageToDict(signed))
        del card["signatures"]
        payload = canonical_text(_without_empty(card))
        signing_input = f"{signature.protected}.{b64url(payload.encode())}"
        _signed_over(signing_input, signature.signature, identity.signing_key.public_key())
        cards.append(
            {
                "section": "19.2",
                "path": path,
                "card": card,
                "payload": payload,
                "protected_header": json.loads(from_b64url(signature.protected)),
                "protected": signature.protected,
                "signing_input": signing_input,
                "signature": signature.signature,
                "served": served,
            }
        )
    document: Json = {
        "description": (
            "The A2A agent cards of the bridge (docs/spec.md section 19.2) for a fixed agent: "
            "inputs (agent id, its Ed25519 identity key's seed, its context, the tasks it "
            "handles, the endpoint URL, the card's version) and jwk, the public key that "
            "verifies the cards (RFC 8037; the card's params.publicKey). Per card, by the "
            "path it is served at: card, the A2A 1.0 card as the bridge builds it (protobuf "
            "JSON form, signatures left out; members sorted here, as in every object of "
            "this file: their order is not significant); payload, the RFC 8785 text of card "
            "without empty members (what is signed, detached); protected_header and protected, its "
            "base64url; signing_input, the JWS signing input (protected '.' base64url of "
            "payload, RFC 7515 section 5.1); signature, Ed25519 over signing_input, "
            "base64url; served, the card as the server sends it (signed, with the 0.3 "
            "members beside the 1.0 ones)."
        ),
        "regenerate": REGENERATE,
        "inputs": {
            "agent": AGENT_ID,
            "signing_key": b64url(identity.signing_key.private_bytes_raw()),
            "contexts": [TRAVEL_21],
            "tasks": list(TASKS),
            "url": URL,
            "version": VERSION,
        },
        "jwk": {"kty": "OKP", "crv": "Ed25519", "x": identity.public_signing_key_b64url},
        "alg": CARD_ALGORITHM,
        "cards": cards,
    }
    return vector_file_bytes(document)


def _sorted(value: Any) -> Any:  # noqa: ANN401 - a JSON value
    """`value` with every object's members sorted by name.

    A protobuf `Struct` (the extension's params) has no order of its own: the SDK
    writes its members in whatever order its map holds them, which differs by run.
    """
    if isinstance(value, dict):
        return {k: _sorted(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted(v) for v in value]
    return value


def _without_empty(value: Any) -> Any:  # noqa: ANN401 - a JSON value
    """`value` without its empty members (`""`, `[]`, `{}`) at any depth (None: all empty)."""
    if isinstance(value, dict):
        kept = {
            k: v for k, v in ((k, _without_empty(v)) for k, v in value.items()) if v is not None
        }
        return kept or None
    if isinstance(value, list):
        items = [v for v in (_without_empty(v) for v in value) if v is not None]
        return items or None
    return None if value == "" else value


def _signed_over(signing_input: str, signature: str, public_key: Ed25519PublicKey) -> None:
    """Raise unless `signature` verifies over `signing_input`: the payload is what was signed."""
    try:
        public_key.verify(from_b64url(signature), signing_input.encode("ascii"))
    except InvalidSignature as error:
        msg = "the card's payload as 19.2 reads it is not what the bridge signed"
        raise AssertionError(msg) from error
