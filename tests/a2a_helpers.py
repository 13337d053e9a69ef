"""What the A2A bridge's tests share."""

from __future__ import annotations

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
