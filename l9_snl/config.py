"""How locked sessions treat content: `SemanticConfig`, one for all of an agent's sessions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar, Final

from l7_transport.bounds import MANY, ConfigBounds, Count, Order, seconds
from l8_comm import Envelope
from l9_snl.firewall.core import Firewall
from l9_snl.firewall.limits import RateLimiter
from l9_snl.firewall.request import TaskGroup


@dataclass(frozen=True, kw_only=True)
class SemanticConfig:
    """How a locked session treats content (one config can serve all of an agent's sessions)."""

    answer_clarifications: bool = True
    """Answer `ambiguous_parameter` queries from the ontology without the application."""
    clarify_undefined: bool = False
    """Accept a concept the context lacks when the peer defines it (`concept_definition`):
    the message waits while L9 asks, the definition is cached for this pair of agents."""
    max_held: int = 16
    """Most messages waiting for a definition at once (more are refused)."""
    firewall: Firewall | None = None
    """Cedar policy over every incoming message that names a concept or task (firewall)."""
    task_groups: Callable[[Envelope], TaskGroup | None] | None = None
    """What a task-group authorization verified for a message (`context.task_group` in
    policies): for an invoked agent, `ioa.authorization.SubTaskAuthorization.task_group`."""
    clarification_limit: int = 32
    """Clarification queries L9 answers for one peer per `clarification_window` (every session
    with that peer counts): each costs ontology work, so a flood must not starve others."""
    clarification_window: float = 10.0
    """Seconds of the sliding window of `clarification_limit`."""
    clarification_budget: RateLimiter = field(default_factory=RateLimiter, compare=False)
    """The counts behind `clarification_limit`, shared by the sessions of this config (on
    their driver's monotonic `ticks`, one clock for all of them)."""
    ack_delay: float = 1.0
    """Seconds after a first unacknowledged message before this side acknowledges (12.16)."""
    quiet_close: bool = True
    """Offer `snl.quiet-close` (spec 12.16): where the peer agrees, a side whose messages all
    arrived and whose conversations have all ended closes without waiting for the peer's
    final ACK. Off: every close waits for it, which also shows this side a relay's drop of
    a message the peer sent unasked just before the close (a notice, a publication)."""
    reply_acks: bool = True
    """Offer `snl.reply-acks` (spec 12.16): where the peer agrees, an answer to the peer's last
    message is its acknowledgement, and no ACK follows it (an isolated request and its answer
    cost three messages, not four). Off: every message read is acknowledged by an ACK."""
    compact: bool = True
    """Offer `snl.compact` (spec 12.18): where the peer agrees, sealed messages leave out what
    the session implies (`from`, a `to` that is the peer, an ACK's performative and
    conversation id) and carry `ts` as milliseconds. Off: every message travels whole, as a
    reader of a capture without the session's start would want it."""
    ack_timeout: float | None = 30.0
    """Seconds a sent message may stay unacknowledged before the session fails (`ack_timeout`);
    None: no limit (a dropped message is still found by the next one)."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "max_held": Count(1, 10_000),
            "clarification_limit": Count(1, MANY),
            "clarification_window": seconds(),
            "ack_delay": seconds(),
            "ack_timeout": seconds(optional=True),
        },
        orders=(
            # `SessionGuard`'s rule, said when the config is built rather than at each lock
            Order(
                "ack_delay",
                "ack_timeout",
                "the peer would be failed before it was due to acknowledge",
                strict=True,
            ),
        ),
    )
    """The range of every numeric setting (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)


DEFAULT_CONFIG: Final = SemanticConfig()
"""The config of sessions given none: one, so that a peer's clarification budget spans them."""


__all__ = ["DEFAULT_CONFIG", "SemanticConfig"]
