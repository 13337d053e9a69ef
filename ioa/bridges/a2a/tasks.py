"""The A2A side of a bridged call: its task (made, tagged, published), its REQUEST, its session.

What the bridge (`ioa.bridges.a2a.bridge`) answers a call with, in the SDK's
types: the `Task` a conversation state maps to, the answer's tag on a locked
context, the events that publish a task's new state; and what the agent's
side sees: the REQUEST envelope the firewall reads, the session a handler
is given.
"""

from __future__ import annotations

import hashlib
import time
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.types import (
    Artifact,
    Message,
    Part,
    Role,
    Task,
    TaskArtifactUpdateEvent,
    TaskState,
    TaskStatus,
    TaskStatusUpdateEvent,
)

from contexts import SharedContext
from ioa.agent_session import AgentError, AgentSession
from ioa.bridges.a2a_mapping import (
    EXTENSION,
    TASK_STATE_OF,
    TOO_LARGE,
    UNSUPPORTED,
    BridgeError,
    answer_bound,
    tag,
)
from l8_comm import Envelope, Performative
from l8_comm.envelope import JSON
from l8_comm.identifiers import format_timestamp, new_id

if TYPE_CHECKING:
    from ioa.agent import Agent
    from ioa.bridges.a2a.bridge import A2ABridge
    from ioa.bridges.a2a.locks import LockedContext


MAX_TASK_MESSAGES: Final = 32
"""Messages one task holds (its history) at most: a continuation past it is refused."""
MAX_TASK_BYTES: Final = 2 << 20
"""Bytes one task holds at most (its protobuf form), the continuation counted: the SDK keeps
every message of a task whole in its history, text the bridge never reads included, and
copies the task at each save, so a task continued without end grew by a body each time
(54 MB and seconds per message after 60)."""


def room_for(task: Task, message: Message, pending: tuple[int, int] = (0, 0)) -> None:
    """`BridgeError` (`too_large`) when `message` would take `task` past its bounds.

    `pending`: messages and bytes of continuations admitted to the task and not saved yet.
    """
    held = len(task.history) + task.status.HasField("message") + pending[0]
    if held >= MAX_TASK_MESSAGES:
        reason = (
            f"task {task.id!r} holds {held} messages, the most one task takes "
            f"({MAX_TASK_MESSAGES}): start a new task"
        )
        raise BridgeError(TOO_LARGE, reason)
    size = task.ByteSize() + message.ByteSize() + pending[1]
    if size > MAX_TASK_BYTES:
        reason = (
            f"task {task.id!r} with this message would hold {size} bytes, past the "
            f"{MAX_TASK_BYTES} one task takes: start a new task"
        )
        raise BridgeError(TOO_LARGE, reason)


class TaskGrowth:
    """Continuations admitted to each task and not yet saved, counted against its bounds.

    `room_for` reads the task as last saved; continuations sent at once each passed that
    check against the same small task (80 of 900 KB made a task of 8 MB). Each one
    admitted counts here, until the SDK has saved it (`release`, from `forget`).
    """

    def __init__(self) -> None:
        self._growing: dict[str, tuple[int, int]] = {}  # task id -> (messages, bytes)
        self._admitted: dict[int, tuple[str, int]] = {}  # id(message) -> (task id, bytes)

    def admit(self, task: Task, message: Message) -> None:
        """Count `message` for `task` (`BridgeError` when it has no room, as `room_for`)."""
        count, size = self._growing.get(task.id, (0, 0))
        room_for(task, message, (count, size))
        added = message.ByteSize()
        self._growing[task.id] = (count + 2, size + added)  # (and the question it answers)
        self._admitted[id(message)] = (task.id, added)

    def release(self, message: Message) -> None:
        """`message` was saved, or refused: it no longer counts."""
        entry = self._admitted.pop(id(message), None)
        if entry is None:
            return
        task_id, added = entry
        count, size = self._growing.pop(task_id, (2, added))
        if count > 2:
            self._growing[task_id] = (count - 2, size - added)


def _task(  # noqa: PLR0913 - a task is made of these
    task_id: str,
    context_id: str,
    state: str,
    parts: list[dict[str, Any]],
    metadata: Mapping[str, Any] | None = None,
    *,
    artifact: list[dict[str, Any]] | None = None,
) -> Task:
    """An A2A task in the state a conversation state maps to, its status message made of parts.

    Built with the types' constructors (a quarter of the time `ParseDict` takes).
    """
    status = TaskStatus(
        state=TaskState.Value(TASK_STATE_OF[state]),
        message=Message(
            message_id=uuid.uuid4().hex,
            role=Role.ROLE_AGENT,
            task_id=task_id,
            context_id=context_id,
            parts=[_part(part) for part in parts],
        ),
    )
    task = Task(id=task_id, context_id=context_id, status=status)
    if metadata:
        task.metadata.update(metadata)
    if artifact is not None:
        task.artifacts.append(
            Artifact(
                artifact_id=uuid.uuid4().hex,
                name="result",
                parts=[_part(part) for part in artifact],
            )
        )
    return task


def _part(part: Mapping[str, Any]) -> Part:
    """A part of the JSON form the mapping writes (text, or data: an object)."""
    if "text" in part:
        return Part(text=part["text"])
    made = Part(media_type=part.get("mediaType", ""))
    made.data.struct_value.update(part["data"])
    return made


def _tagged(  # noqa: PLR0913 - what the answer's tag covers
    metadata: dict[str, Any],
    locked: LockedContext | None,
    seq: object,
    *,
    task_id: str,
    state: str,
    parts: list[dict[str, Any]],
    artifact: list[dict[str, Any]] | None,
) -> None:
    """Add the answer's tag to its extension metadata (on a locked context only).

    Under this side's key and the request's sequence number: the answer is bound to
    the request it answers.
    """
    if locked is None or locked.keys.send is None or type(seq) is not int:
        return
    result = artifact[0]["data"] if artifact else None
    status = [part["data"] for part in parts if "data" in part]
    bound = answer_bound(task_id, TASK_STATE_OF[state], result, status)
    metadata[EXTENSION] = {
        **metadata[EXTENSION],
        "seq": seq,
        "mac": tag(locked.keys.send, seq, bound),
    }


async def _publish(queue: EventQueue, current: Task | None, task: Task) -> None:
    """Enqueue a task's new state: the task itself when it is new, else its updates.

    The SDK takes a `Task` event only as a task's first (it ignores a replacement): a
    continued task gets its artifact and its status (with the metadata merged in) as
    update events.
    """
    if current is None:
        await queue.enqueue_event(task)
        return
    for artifact in task.artifacts:
        await queue.enqueue_event(
            TaskArtifactUpdateEvent(
                task_id=task.id, context_id=task.context_id, artifact=artifact, last_chunk=True
            )
        )
    update = TaskStatusUpdateEvent(task_id=task.id, context_id=task.context_id, status=task.status)
    if task.HasField("metadata"):
        update.metadata.CopyFrom(task.metadata)
    await queue.enqueue_event(update)


class _Executor(AgentExecutor):
    """The SDK's executor interface, answered by the bridge."""

    def __init__(self, bridge: A2ABridge) -> None:
        self.bridge = bridge

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        await self.bridge.execute(context, event_queue)

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        await self.bridge.cancel(context, event_queue)


def _conversation_id(context_id: str) -> str:
    """An L8 conversation id for an A2A `contextId` (which a client may choose freely)."""
    return "a2a-" + hashlib.sha256(context_id.encode()).hexdigest()[:40]


def _request(
    sender: str, agent_id: str, content: JSON, context: SharedContext, conversation: str
) -> Envelope:
    """The REQUEST a bridged call stands for, as the firewall reads it natively.

    Its conversation is the A2A `contextId` (a task's continuations share it, and a
    client groups its tasks by it): the screen reads its messages together.
    """
    return Envelope(
        protocol="request-reply",
        id=new_id(),
        ts=format_timestamp(time.time()),
        sender=sender,
        to=[agent_id],
        performative=Performative.REQUEST,
        conversation_id=_conversation_id(conversation) if conversation else new_id(),
        content=content,
        ontology=str(context.urn),
    )


class _ServedSession(AgentSession):
    """What a handler sees as `message.session` for a call that came over A2A.

    An A2A client cannot be asked back: the verbs refuse (`not_supported`).
    """

    def __init__(self, agent: Agent, peer: str, context: str) -> None:
        # (no locked L8 session underneath: AgentSession's own state is not made)
        self.agent = agent
        self._peer = peer
        self._context = context

    @property
    def context(self) -> str:
        """The context the call was validated against."""
        return self._context

    @property
    def peer(self) -> str:
        """The caller (its agent id once locked; `a2a-client` otherwise)."""
        return self._peer

    async def request(
        self, task: str, parameters: dict[str, Any], *, require_output: list[str] | None = None
    ) -> dict[str, Any]:
        """Not over A2A: the client is not a server."""
        del task, parameters, require_output
        raise AgentError(UNSUPPORTED, "an A2A client cannot be asked back")

    async def close(self, *, peer_wait: float | None = None) -> AgentError | None:
        """Nothing to close (no peer to wait for)."""
        del peer_wait
        return None
