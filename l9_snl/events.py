"""The events a locked session adds to L8's (past tense, frozen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l8_comm import Envelope, Event, MessageReceived
from l9_snl.binding import UNBOUND, Binding
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.core import Decision


@dataclass(frozen=True, slots=True, kw_only=True)
class MessageAccepted(MessageReceived):
    """A message passed every check of the locked session: delivered, with what it is.

    Dispatch on `binding`, never on the content's own `task` or `concept`
    members: a task handler must run only on content validated as that task.
    """

    binding: Binding = UNBOUND
    """What the content was bound to and validated as (spec 12.13)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClarificationAnswered(Event):
    """L9 answered the peer's clarification query (the application need not)."""

    query: Envelope
    """The peer's QUERY."""
    answer: dict[str, Any]
    """The INFORM content sent back."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DefinitionAgreed(Event):
    """The peer defined a concept outside the context; it is cached for this pair."""

    name: str
    """The concept."""
    definition: dict[str, Any]
    """`{"description", "schema"}` as agreed."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FirewallDecided(Event):
    """The firewall did not simply allow a message: flagged (delivered next), or not delivered.

    For `quarantine` and `reject` the sender was answered with REFUSE (or the
    refusal its conversation allows) carrying the decision's code.
    """

    decision: Decision
    """What was decided, by which policies, and why."""
    envelope: Envelope
    """The message."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContentRefused(Event):
    """This side refused a message's content (NOT_UNDERSTOOD went back with the code)."""

    code: SNLErrorCode
    """Why."""
    message: str
    """Why, for people."""
    envelope: Envelope
    """The refused message."""


__all__ = [
    "ClarificationAnswered",
    "ContentRefused",
    "DefinitionAgreed",
    "FirewallDecided",
    "MessageAccepted",
]
