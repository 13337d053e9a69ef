"""A task's collaboration group: hosted by the master's agent, joined by the task's agents only.

A `MasterAgent` asked for a group (spec 14.5) hosts one `TaskGroup` per run,
named for the task (`group_name`) and locked to the `aci` context its agent
holds. The name cannot travel in the TaskContext or the AgentContext (both
schemas admit no other member), so the master names it in the sub-context of
each AgentContext QUERY (`task_subcontext`), which the session's MAC covers;
the invoked agent reads it back with `group_named`, and joins over the
session the QUERY came on. The group admits only the agents the task's plan
names: the session's authenticated peer, never the envelope's `from`.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from ioa.agent_messages import AgentError
from ioa.groups import HostedGroup
from l8_comm import Envelope
from l8_comm.envelope import SubContextRef
from l8_comm.identifiers import ID_PATTERN, TOPIC_PATTERN

if TYPE_CHECKING:
    from ioa.agent import Agent

TASK_SUBCONTEXT: Final = "aci.task"
"""The sub-context type of a task's AgentContext QUERYs when the task has a group (and of
its `AuthorizeSubTask` REQUESTs and AgentContext QUERYs under task-group authorization)."""
GROUP: Final = "group"
"""The sub-context `metadata` member that names the task's group."""
ATTEMPT: Final = "attempt"
"""The sub-context `metadata` member that names one attempt of a sub-task (spec 15.3): an
`AuthorizeSubTask` serves the AgentContext QUERY that names the same attempt."""
INVALID_GROUP: Final = "invalid_group"
"""An invoked agent's refusal of an AgentContext whose sub-context names no valid group."""
INVALID_ATTEMPT: Final = "invalid_request"
"""An invoked agent's refusal of a message whose sub-context's `attempt` is no id."""
SHARE: Final = 32
"""A task group's share (spec 8.3.1, 14.5): of any 256 items in a row of its order, at most
32 are one member's, so that one member's flood cannot drop the members busy at their work
(an eighth of their queues: seven flooding together leave room for the rest)."""
_PREFIX: Final = "task."


def group_name(task_id: str) -> str:
    """The group of task `task_id`: `task.<TaskID>`, or `task.<digest>` if that is no topic name.

    A TaskID is any string of 1 to 128 characters; a topic name is not (spec 3.1): one
    that does not fit is named by the first 128 bits of its SHA-256, in hex.
    """
    name = _PREFIX + task_id
    if TOPIC_PATTERN.fullmatch(name):
        return name
    return _PREFIX + hashlib.sha256(task_id.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def task_subcontext(
    context_id: str, group: str | None = None, *, attempt: str | None = None
) -> SubContextRef:
    """The sub-context `context_id` of a task's message, naming its `group` and `attempt`.

    A master uses one id for all its tasks (`new_context_id`): the metadata may differ
    from message to message (spec 6), and each sub-context a side creates counts
    against its 64 live ones for 600 s after its last use.
    """
    metadata = {GROUP: group} if group is not None else {}
    if attempt is not None:
        metadata[ATTEMPT] = attempt
    return SubContextRef(id=context_id, type=TASK_SUBCONTEXT, metadata=metadata)


def new_context_id() -> str:
    """A sub-context id from 128 random bits (spec 3.1)."""
    return secrets.token_urlsafe(16)


def group_named(envelope: Envelope) -> str | None:
    """The group an AgentContext QUERY names (None: the task has none).

    `AgentError` `invalid_group` when its task sub-context names something that is no
    group name: the message is refused rather than worked on without the group.
    """
    return _task_named(envelope, GROUP, TOPIC_PATTERN, INVALID_GROUP, "no group", quoted=True)


def attempt_named(envelope: Envelope) -> str | None:
    """The sub-task attempt a message names (None: it names none, as older masters send).

    `AgentError` `invalid_request` when its task sub-context's `attempt` is not an id
    (spec 3.1): an authorization is not matched by something it could not have named.
    """
    return _task_named(envelope, ATTEMPT, ID_PATTERN, INVALID_ATTEMPT, "no attempt id")


def _task_named(  # noqa: PLR0913 - the member, its rule, and how a refusal says it
    envelope: Envelope,
    member: str,
    pattern: re.Pattern[str],
    code: str,
    what: str,
    *,
    quoted: bool = False,
) -> str | None:
    """The `member` of a message's task sub-context metadata (None: absent), checked.

    `AgentError` `code` when it is not a string `pattern` matches whole (the refusal
    quotes the value when `quoted`).
    """
    context = envelope.context
    if context is None or context.type != TASK_SUBCONTEXT or context.metadata is None:
        return None
    if member not in context.metadata:
        return None
    named = context.metadata[member]
    if not isinstance(named, str) or not pattern.fullmatch(named):
        shown = f": {named!r}" if quoted else ""
        raise AgentError(code, f"the task's sub-context names {what}{shown}")
    return named


def open_task_group(agent: Agent, task_id: str, agents: Iterable[str]) -> HostedGroup:
    """Host task `task_id`'s group on `agent`, locked to its `aci` context (the highest).

    It admits only `agents` (every agent the task's plan names, alternates too), checked
    against each session's authenticated peer, and holds each to its `SHARE` of the order
    (past it, its message is refused `busy`). `ValueError` when `agent` already hosts a
    topic of that name (another task's, or the application's).
    """
    return agent.group(group_name(task_id), context="aci", admits=agents, share=SHARE)


def close_task_group(agent: Agent, group: HostedGroup, reason: str) -> None:
    """Close `group` (`topic_closed` with `reason` to every member) and stop hosting it."""
    if agent.hosted_topics.topics.get(group.name) is group:
        agent.unhost(group.name, reason)
    else:
        group.close(reason)


__all__ = [
    "ATTEMPT",
    "GROUP",
    "INVALID_ATTEMPT",
    "INVALID_GROUP",
    "SHARE",
    "TASK_SUBCONTEXT",
    "attempt_named",
    "close_task_group",
    "group_name",
    "group_named",
    "new_context_id",
    "open_task_group",
    "task_subcontext",
]
