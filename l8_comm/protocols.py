"""Interaction protocols as data: one transition table per protocol.

A table maps `(state, performative, sender role)` to the next state. The
conversation does not exist before its opening message (state `start`); a
final state ends it. NOT_UNDERSTOOD from either side ends any conversation
that has not ended yet: those rows are added to every table here, so the
tables below stay exactly what each protocol allows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from l8_comm.performatives import Performative as P  # noqa: N817 - keeps table rows short


class Role(StrEnum):
    """Which side of a conversation a party is on."""

    INITIATOR = "initiator"
    """The party that sent the opening message."""
    RESPONDER = "responder"
    """The party that received it."""

    @property
    def other(self) -> Role:
        """The opposite role."""
        return Role.RESPONDER if self is Role.INITIATOR else Role.INITIATOR


INIT: Final = Role.INITIATOR
RESP: Final = Role.RESPONDER

START: Final = "start"
"""The state of a conversation before its first message."""
NOT_UNDERSTOOD_STATE: Final = "not_understood"
"""The final state a NOT_UNDERSTOOD puts any open conversation in."""

PROTOCOL_NAME: Final = re.compile(r"[a-z][a-z0-9._-]{0,63}")
"""What a protocol name looks like on the wire."""

Transitions = Mapping[tuple[str, str, Role], str]


@dataclass(frozen=True, kw_only=True, slots=True)
class InteractionProtocol:
    """One interaction protocol: its name on the wire and its transition table."""

    name: str
    """The value of the envelope's `protocol` field."""
    transitions: Transitions
    """`(state, performative, sender role) -> next state`, NOT_UNDERSTOOD rows included."""
    final_states: frozenset[str]
    """States that end the conversation."""
    counted: frozenset[str] = frozenset()
    """Performatives that count as a negotiation round (bounded by the endpoint)."""
    long_lived: bool = False
    """True when the conversation has no idle timeout (subscriptions, groups)."""
    explicit: bool = False
    """True when a message must name this protocol: a performative alone never selects it
    (a layer's own protocols, which would otherwise make common openers ambiguous)."""
    description: str = ""
    """What the protocol is for, for people."""
    openers: frozenset[str] = field(init=False)
    """Performatives that may open a conversation (derived from the table)."""

    def __post_init__(self) -> None:
        if not PROTOCOL_NAME.fullmatch(self.name):
            msg = f"protocol name {self.name!r} must match {PROTOCOL_NAME.pattern}"
            raise ValueError(msg)
        for (state, _, _), target in self.transitions.items():
            if state in self.final_states:
                msg = f"{self.name}: a final state ({state}) cannot have transitions"
                raise ValueError(msg)
            if target == START:
                msg = f"{self.name}: no transition may lead back to {START!r}"
                raise ValueError(msg)
        openers = frozenset(p for (s, p, role) in self.transitions if s == START and role is INIT)
        if not openers:
            msg = f"{self.name}: the table has no opening transition from {START!r}"
            raise ValueError(msg)
        object.__setattr__(self, "openers", openers)
        object.__setattr__(self, "transitions", MappingProxyType(dict(self.transitions)))

    def next_state(self, state: str, performative: str, sender: Role) -> str | None:
        """The state after `sender` sends `performative` in `state`, or None if illegal."""
        return self.transitions.get((state, performative, sender))

    @property
    def states(self) -> frozenset[str]:
        """Every state that appears in the table."""
        found = {START}
        for (state, _, _), target in self.transitions.items():
            found.add(state)
            found.add(target)
        return frozenset(found)

    @property
    def performatives(self) -> frozenset[str]:
        """Every performative the table mentions."""
        return frozenset(p for (_, p, _) in self.transitions)


def make_protocol(  # noqa: PLR0913 - a protocol is described by all of these
    name: str,
    table: Mapping[tuple[str, str, Role], str],
    final_states: frozenset[str],
    *,
    counted: frozenset[str] = frozenset(),
    long_lived: bool = False,
    explicit: bool = False,
    description: str = "",
) -> InteractionProtocol:
    """Build a protocol from its own table, adding the NOT_UNDERSTOOD rows to every open state."""
    full = dict(table)
    open_states = {s for (s, _, _) in table} | set(table.values())
    open_states -= set(final_states) | {START}
    for state in open_states:
        for role in Role:
            full.setdefault((state, P.NOT_UNDERSTOOD, role), NOT_UNDERSTOOD_STATE)
    return InteractionProtocol(
        name=name,
        transitions=full,
        final_states=frozenset(final_states) | ({NOT_UNDERSTOOD_STATE} if open_states else set()),
        counted=counted,
        long_lived=long_lived,
        explicit=explicit,
        description=description,
    )


REQUEST_REPLY: Final = make_protocol(
    "request-reply",
    {
        (START, P.REQUEST, INIT): "requested",
        ("requested", P.AGREE, RESP): "agreed",
        ("requested", P.REFUSE, RESP): "refused",
        ("requested", P.INFORM, RESP): "done",
        ("agreed", P.INFORM, RESP): "done",
        ("agreed", P.FAILURE, RESP): "failed",
    },
    frozenset({"refused", "done", "failed"}),
    description="REQUEST, then AGREE or REFUSE, then INFORM or FAILURE; or INFORM at once",
)

NEGOTIATION: Final = make_protocol(
    "negotiation",
    {
        (START, P.PROPOSE, INIT): "offer_by_initiator",
        ("offer_by_initiator", P.ACCEPT, RESP): "accepted",
        ("offer_by_initiator", P.REJECT, RESP): "rejected",
        ("offer_by_initiator", P.COUNTER_PROPOSE, RESP): "offer_by_responder",
        ("offer_by_responder", P.ACCEPT, INIT): "accepted",
        ("offer_by_responder", P.REJECT, INIT): "rejected",
        ("offer_by_responder", P.COUNTER_PROPOSE, INIT): "offer_by_initiator",
    },
    frozenset({"accepted", "rejected"}),
    counted=frozenset({P.COUNTER_PROPOSE}),
    description="PROPOSE, then COUNTER_PROPOSE rounds in turn, ended by ACCEPT or REJECT",
)

QUERY: Final = make_protocol(
    "query",
    {
        (START, P.QUERY, INIT): "queried",
        ("queried", P.INFORM, RESP): "answered",
        ("queried", P.FAILURE, RESP): "failed",
    },
    frozenset({"answered", "failed"}),
    description="QUERY, then INFORM or FAILURE",
)

SUBSCRIPTION: Final = make_protocol(
    "subscription",
    {
        (START, P.SUBSCRIBE, INIT): "requested",
        ("requested", P.AGREE, RESP): "active",
        ("requested", P.REFUSE, RESP): "refused",
        ("requested", P.CANCEL, INIT): "cancelled",
        ("active", P.INFORM, RESP): "active",
        ("active", P.CANCEL, INIT): "cancelled",
        ("active", P.FAILURE, RESP): "failed",
    },
    frozenset({"refused", "cancelled", "failed"}),
    long_lived=True,
    description="SUBSCRIBE, then AGREE or REFUSE, then INFORM* until CANCEL or expiry",
)

PUBLISH: Final = make_protocol(
    "publish",
    {(START, P.PUBLISH, INIT): "published"},
    frozenset({"published"}),
    description="one PUBLISH to a topic; the receiver fans it out to the topic's subscribers",
)

CONFIRMED_PUBLISH: Final = make_protocol(
    "confirmed-publish",
    {
        (START, P.PUBLISH, INIT): "published",
        ("published", P.AGREE, RESP): "accepted",
        ("published", P.REFUSE, RESP): "refused",
    },
    frozenset({"accepted", "refused"}),
    explicit=True,
    description="one PUBLISH to a hosted topic, answered with its sequence number or a refusal",
)

GROUP: Final = make_protocol(
    "group",
    {
        (START, P.INFORM, INIT): "open",
        ("open", P.INFORM, INIT): "open",
        ("open", P.INFORM, RESP): "open",
        ("open", P.CANCEL, INIT): "left",
        ("open", P.CANCEL, RESP): "left",
    },
    frozenset({"left"}),
    long_lived=True,
    description="a collaboration group's link between two members: INFORM* both ways until CANCEL",
)

NOTICE: Final = make_protocol(
    "notice",
    {
        (START, P.NOT_UNDERSTOOD, INIT): "reported",
        (START, P.FAILURE, INIT): "reported",
    },
    frozenset({"reported"}),
    description="a one-message error report that belongs to no conversation",
)

BUILTIN_PROTOCOLS: Final = (
    REQUEST_REPLY,
    NEGOTIATION,
    QUERY,
    SUBSCRIPTION,
    PUBLISH,
    CONFIRMED_PUBLISH,
    GROUP,
    NOTICE,
)
