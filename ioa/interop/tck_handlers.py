"""The A2A TCK's handler set: what the reference agent answers to plain A2A messages.

The A2A Technology Compatibility Kit (`a2aproject/a2a-tck`) expects its system
under test to behave in fixed ways for fixed message ids (its scenarios: a
message whose id starts `tck-complete-task` completes, `tck-input-required`
waits for input...). This is that table, as data, and the one message handler
that plays it (`serve_a2a(on_message=tck_message)`, `ioa agent serve --reference
--a2a --tck`). The bridge knows nothing of it: a message that calls no task goes
to the agent's message handler, this one or any other.

A message no row names leaves its task working (not ended: a client may send
more to it, or cancel it).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from ioa.bridges.a2a import A2AMessage, A2AReply


@dataclass(frozen=True, slots=True)
class Say:
    """Answer with a message, and no task."""

    text: str
    """The message's text."""


@dataclass(frozen=True, slots=True)
class Enter:
    """The task enters a state: `working`, `input_required`, `complete`, `fail`, `reject`."""

    state: str
    """The `A2AReply` verb that puts the task in it."""
    text: str | None = None
    """The status message's text, if any."""


@dataclass(frozen=True, slots=True)
class Produce:
    """The task gets an artifact of one part (the keywords of `A2AReply.artifact`)."""

    part: Mapping[str, Any]
    """`text`, `data`, `raw` or `url`, with `filename` and `media_type`."""


@dataclass(frozen=True, slots=True)
class Wait:
    """Time passes (for a client to subscribe to the task while it runs)."""

    seconds: float
    """How long."""


Step = Say | Enter | Produce | Wait

WORKING: Final = Enter("working")
COMPLETE: Final = Enter("complete")
FILE: Final = {"filename": "output.txt", "media_type": "text/plain"}

BEHAVIOURS: Final[Mapping[str, tuple[Step, ...]]] = MappingProxyType(
    {
        "tck-complete-task": (Enter("complete", "Hello from TCK"),),
        "tck-input-required": (Enter("input_required"),),
        "tck-artifact-text": (Produce({"text": "Generated text content"}), COMPLETE),
        "tck-artifact-file": (Produce({"raw": b"tck", **FILE}), COMPLETE),
        "tck-artifact-file-url": (
            Produce({"url": "https://example.com/output.txt", **FILE}),
            COMPLETE,
        ),
        "tck-artifact-data": (Produce({"data": {"key": "value", "count": 42}}), COMPLETE),
        "tck-message-response": (Say("Direct message response"),),
        "tck-reject-task": (Enter("reject", "rejected"),),
        "tck-stream-001": (WORKING, Produce({"text": "Stream hello from TCK"}), COMPLETE),
        "tck-stream-002": (COMPLETE,),
        "tck-stream-003": (WORKING, Produce({"text": "Stream task lifecycle"}), COMPLETE),
        "tck-stream-ordering-001": (WORKING, Produce({"text": "Ordered output"}), COMPLETE),
        "tck-stream-artifact-text": (WORKING, Produce({"text": "Streamed text content"}), COMPLETE),
        "tck-stream-artifact-file": (WORKING, Produce({"raw": b"tck", **FILE}), COMPLETE),
        "test-resubscribe-message-id": (WORKING, Wait(4.0), COMPLETE),
    }
)
"""What the TCK's scenarios expect for a message id that starts with each prefix."""

OTHERWISE: Final[tuple[Step, ...]] = (WORKING,)
"""What any other message does: its task works on, not ended."""


def behaviour_of(message_id: str) -> tuple[Step, ...]:
    """The steps for a message id: the longest prefix that matches it, else `OTHERWISE`."""
    matching = [prefix for prefix in BEHAVIOURS if message_id.startswith(prefix)]
    return BEHAVIOURS[max(matching, key=len)] if matching else OTHERWISE


async def tck_message(message: A2AMessage, reply: A2AReply) -> None:
    """Play the steps of a message's id (the A2A bridge's message handler)."""
    for step in behaviour_of(message.message_id):
        match step:
            case Say(text):
                await reply.message(text)
            case Enter(state, text):
                await getattr(reply, state)(text)
            case Produce(part):
                await reply.artifact(**part)
            case Wait(seconds):
                await asyncio.sleep(seconds)


__all__ = [
    "BEHAVIOURS",
    "OTHERWISE",
    "Enter",
    "Produce",
    "Say",
    "Step",
    "Wait",
    "behaviour_of",
    "tck_message",
]
