"""Configuration of the L8 codec and endpoint: limits and timeouts, with safe defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Final

from l7_transport.bounds import (
    GIB,
    MANY,
    MONTH,
    UINT32_LIMIT,
    ConfigBounds,
    Count,
    Quantity,
    seconds,
)
from l7_transport.framing import DEFAULT_MAX_FRAME_SIZE


class InteractionMode(StrEnum):
    """How many conversations a session may have in flight."""

    SYNCHRONOUS = "synchronous"
    """One exchange at a time: a conversation must complete before the next one starts."""
    ASYNCHRONOUS = "asynchronous"
    """Many conversations in flight at once, up to `EndpointConfig.max_conversations`."""


MAX_DEPTH_LIMIT: Final = 512
"""Highest allowed `Limits.max_depth` (the JSON parser itself stops at 1024)."""
MAX_FRAME_SIZE_LIMIT: Final = UINT32_LIMIT
"""Highest allowed `Limits.max_frame_size`: what a frame header can express."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Limits:
    """Bounds every decoded envelope must respect; anything beyond is refused, never truncated."""

    max_frame_size: int = DEFAULT_MAX_FRAME_SIZE
    """Largest encoded envelope in bytes (1 MiB)."""
    max_string_length: int = 64 * 1024
    """Longest string value or object key anywhere in the envelope, in characters."""
    max_depth: int = 32
    """Deepest nesting of objects and arrays, the envelope object itself counting as 1."""
    max_recipients: int = 64
    """Most entries in `to`."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "max_frame_size": Count(1, MAX_FRAME_SIZE_LIMIT),
            "max_string_length": Count(1, MAX_FRAME_SIZE_LIMIT),  # no longer than a frame
            "max_depth": Count(1, MAX_DEPTH_LIMIT),
            "max_recipients": Count(1, MANY),
        },
    )
    """The range of every limit (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)


DEFAULT_LIMITS = Limits()


@dataclass(frozen=True, kw_only=True, slots=True)
class EndpointConfig:
    """Everything an `Endpoint` can be tuned with. Times are in seconds."""

    limits: Limits = field(default_factory=Limits)
    """Codec limits applied to every envelope received and sent."""
    mode: InteractionMode = InteractionMode.ASYNCHRONOUS
    """Synchronous or asynchronous interaction."""
    max_conversations: int = 256
    """Most conversations open at once on one session, counted per side that opened them."""
    conversation_timeout: float = 120.0
    """A conversation with no message for this long times out (long-lived ones excepted)."""
    long_lived_timeout: float = 3600.0
    """A long-lived conversation without an expiry (a group link) times out after this idle time."""
    max_negotiation_rounds: int = 8
    """Most COUNTER_PROPOSE messages in one negotiation."""
    default_subscription_lifetime: float = 3600.0
    """Lifetime of a subscription whose SUBSCRIBE gives no `expires_in`."""
    max_subscription_lifetime: float = 86400.0
    """Upper bound on any subscription's lifetime."""
    max_contexts: int = 64
    """Most sub-contexts live at once on one session, counted per side that created them."""
    max_context_depth: int = 8
    """Deepest sub-context nesting; a sub-context of the main context has depth 1."""
    context_idle_timeout: float = 600.0
    """A sub-context unused for this long ends."""
    closed_conversation_memory: int = 1024
    """How many ended conversations are remembered, to tell late replies from unknown ones."""
    crossing_grace: float = 30.0
    """Seconds after this side ended a conversation during which what the peer sends in
    it is taken as sent before it could know (dropped, unanswered, uncharged); later, it
    is a violation like any other (spec 5)."""
    replay_window: int = 4096
    """How many recent message ids are remembered to refuse duplicates."""
    error_budget: int = 50
    """Protocol errors a peer may cause in a burst before the session is terminated."""
    error_refill_per_second: float = 1.0
    """Rate at which the error budget refills."""
    max_outbound_bytes: int = 8 * 1024 * 1024
    """Most bytes waiting in `data_to_send`; a send beyond it raises `send_buffer_full`."""
    answer_reserve: int = 64 * 1024
    """Room beyond `max_outbound_bytes` kept for NOT_UNDERSTOOD answers, so they are not lost."""
    check_addressee: bool = True
    """Refuse envelopes whose `to` does not name this endpoint's agent (or `*`)."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "max_conversations": Count(1, MANY),
            "conversation_timeout": seconds(),
            "long_lived_timeout": seconds(hi=MONTH),
            "max_negotiation_rounds": Count(1, 1000),
            "default_subscription_lifetime": seconds(hi=MONTH),
            "max_subscription_lifetime": seconds(hi=MONTH),
            "max_contexts": Count(1, MANY),
            "max_context_depth": Count(1, 1000),
            "context_idle_timeout": seconds(),
            "closed_conversation_memory": Count(1, MANY),
            "crossing_grace": seconds(),
            "replay_window": Count(1, MANY),
            "error_budget": Count(1, MANY),
            "error_refill_per_second": Quantity(1e-6, 1e6, "errors per second"),
            "max_outbound_bytes": Count(1, GIB),
            "answer_reserve": Count(1, GIB),
        },
    )
    """The range of every numeric setting (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)


DEFAULT_ENDPOINT_CONFIG = EndpointConfig()
"""The configuration of an endpoint given none: one for all (it is frozen), not one per session."""
