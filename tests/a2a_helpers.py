"""What the A2A bridge's tests share."""

from __future__ import annotations

from typing import Any

from contexts.builtin import builtin
from ioa.agent import Agent, Incoming
from l9_snl.identity import AgentIdentity

POLICIES = """
@id("agents-may-use-their-context")
permit (principal, action in Ioa::Action::"use", resource);

@id("plain-clients-do-not-book")
forbid (
  principal == Ioa::Agent::"a2a-client",
  action in Ioa::Action::"use",
  resource == Ioa::Concept::"urn:contexts:travel:v2.1#bookFlight"
);
"""
"""Cedar policies under which a plain A2A client (`a2a-client`) may not book a flight."""


def booking_airline() -> Agent:
    """An agent "airline" of travel v2.1 whose `bookFlight` handler books every flight."""
    airline = Agent(
        AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")]
    )

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        return {"booking_reference": "IOA7Q2", **message.values}

    return airline
