"""Performatives: the speech acts of L8, grouped in categories, in an extensible registry."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Category(StrEnum):
    """The family a performative belongs to."""

    TRANSACTIONAL = "transactional"
    NEGOTIATION = "negotiation"
    INFORMATION = "information"
    ERROR = "error"


class Performative(StrEnum):
    """The built-in performatives. Registries accept further names."""

    REQUEST = "REQUEST"
    AGREE = "AGREE"
    REFUSE = "REFUSE"
    INFORM = "INFORM"
    PROPOSE = "PROPOSE"
    ACCEPT = "ACCEPT"
    REJECT = "REJECT"
    COUNTER_PROPOSE = "COUNTER_PROPOSE"
    QUERY = "QUERY"
    SUBSCRIBE = "SUBSCRIBE"
    PUBLISH = "PUBLISH"
    CANCEL = "CANCEL"
    FAILURE = "FAILURE"
    NOT_UNDERSTOOD = "NOT_UNDERSTOOD"


PERFORMATIVE_NAME: Final = re.compile(r"[A-Z][A-Z0-9_]{0,31}")
"""What a performative name looks like on the wire."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PerformativeSpec:
    """One registered performative."""

    name: str
    """The name on the wire, upper case."""
    category: Category
    """The family it belongs to."""
    description: str
    """What the act means, for people."""


BUILTIN_PERFORMATIVES: Final = (
    PerformativeSpec(
        name=Performative.REQUEST,
        category=Category.TRANSACTIONAL,
        description="ask the receiver to perform an action",
    ),
    PerformativeSpec(
        name=Performative.AGREE,
        category=Category.TRANSACTIONAL,
        description="commit to perform a requested action",
    ),
    PerformativeSpec(
        name=Performative.REFUSE,
        category=Category.TRANSACTIONAL,
        description="decline a request or a subscription",
    ),
    PerformativeSpec(
        name=Performative.INFORM,
        category=Category.TRANSACTIONAL,
        description="state a result or a fact",
    ),
    PerformativeSpec(
        name=Performative.PROPOSE,
        category=Category.NEGOTIATION,
        description="open a negotiation with an offer",
    ),
    PerformativeSpec(
        name=Performative.ACCEPT,
        category=Category.NEGOTIATION,
        description="accept the offer on the table",
    ),
    PerformativeSpec(
        name=Performative.REJECT,
        category=Category.NEGOTIATION,
        description="reject the offer on the table and end the negotiation",
    ),
    PerformativeSpec(
        name=Performative.COUNTER_PROPOSE,
        category=Category.NEGOTIATION,
        description="answer an offer with a different one",
    ),
    PerformativeSpec(
        name=Performative.QUERY,
        category=Category.INFORMATION,
        description="ask for information",
    ),
    PerformativeSpec(
        name=Performative.SUBSCRIBE,
        category=Category.INFORMATION,
        description="ask to be informed of what is published on a topic",
    ),
    PerformativeSpec(
        name=Performative.PUBLISH,
        category=Category.INFORMATION,
        description="publish content on a topic for its subscribers",
    ),
    PerformativeSpec(
        name=Performative.CANCEL,
        category=Category.INFORMATION,
        description="end a subscription or leave a group",
    ),
    PerformativeSpec(
        name=Performative.FAILURE,
        category=Category.ERROR,
        description="an agreed action could not be performed",
    ),
    PerformativeSpec(
        name=Performative.NOT_UNDERSTOOD,
        category=Category.ERROR,
        description="the previous message broke the protocol; content carries the code",
    ),
)
