"""Messages that call no task: what a message handler sees, and how it answers."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from a2a.server.events import EventQueue
from a2a.server.tasks import TaskUpdater
from a2a.types import (
    Message,
    Part,
    Task,
    TaskState,
    TaskStatus,
)
from google.protobuf.json_format import ParseDict

logger = logging.getLogger("ioa.bridges.a2a")


@dataclass(frozen=True, slots=True, kw_only=True)
class A2AMessage:
    """A message that calls no task (no `{task, parameters}` data part), as a handler sees it."""

    message_id: str
    """The client's id for it."""
    text: str
    """Its text parts, one per line."""
    data: tuple[Any, ...]
    """Its data parts' values (JSON form)."""
    task_id: str
    """The task it starts or continues."""
    context_id: str
    """The task's context."""
    state: str | None
    """The A2A state of the task it continues (`TASK_STATE_INPUT_REQUIRED`...); None: a new one."""


class A2AReply:
    """How a message handler answers: with one message, or with its task's states and artifacts.

    The task is made (`TASK_STATE_SUBMITTED`, the message in its history) before its
    first state or artifact; a handler that says nothing leaves it submitted.
    """

    def __init__(
        self, queue: EventQueue, message: Message, current: Task | None, context_id: str
    ) -> None:
        self._queue = queue
        self._message = message
        self._made = current is not None
        self._answered = False
        self._context_id = context_id
        self._updater = TaskUpdater(queue, message.task_id, context_id)

    @property
    def said(self) -> bool:
        """Whether the handler answered anything yet."""
        return self._made or self._answered

    @property
    def answered(self) -> bool:
        """Whether the handler answered with a message (then there is no task)."""
        return self._answered

    async def message(self, text: str) -> None:
        """Answer with a message and no task (only before any state or artifact)."""
        if self._made or self._answered:
            msg = "a message answers alone: the task has states already"
            raise RuntimeError(msg)
        self._answered = True
        await self._queue.enqueue_event(self._updater.new_agent_message([Part(text=text)]))

    async def submitted(self) -> None:
        """The task exists, nothing done yet (`TASK_STATE_SUBMITTED`)."""
        await self._task()

    async def _task(self) -> None:
        if self._answered:
            msg = "a message answered already: there is no task"
            raise RuntimeError(msg)
        if not self._made:
            self._made = True
            status = TaskStatus(state=TaskState.TASK_STATE_SUBMITTED)
            task = Task(id=self._message.task_id, context_id=self._context_id)
            task.status.CopyFrom(status)
            task.history.append(self._message)
            await self._queue.enqueue_event(task)

    def _said(self, text: str | None) -> Message | None:
        return self._updater.new_agent_message([Part(text=text)]) if text is not None else None

    async def working(self, text: str | None = None) -> None:
        """The task is being worked on (`TASK_STATE_WORKING`)."""
        await self._task()
        await self._updater.start_work(self._said(text))

    async def input_required(self, text: str | None = None) -> None:
        """The task waits for the client's next message (`TASK_STATE_INPUT_REQUIRED`)."""
        await self._task()
        await self._updater.requires_input(self._said(text))

    async def complete(self, text: str | None = None) -> None:
        """The task is done (`TASK_STATE_COMPLETED`)."""
        await self._task()
        await self._updater.complete(self._said(text))

    async def fail(self, text: str | None = None) -> None:
        """The task failed (`TASK_STATE_FAILED`)."""
        await self._task()
        await self._updater.failed(self._said(text))

    async def reject(self, text: str | None = None) -> None:
        """The agent will not do the task (`TASK_STATE_REJECTED`)."""
        await self._task()
        await self._updater.reject(self._said(text))

    async def artifact(  # noqa: PLR0913 - a part is one of these
        self,
        *,
        text: str | None = None,
        data: Any = None,  # noqa: ANN401 - any JSON value
        raw: bytes | None = None,
        url: str | None = None,
        filename: str = "",
        media_type: str = "",
        name: str | None = None,
    ) -> None:
        """Add an artifact of one part: text, data (JSON), raw bytes or a URL."""
        await self._task()
        part = Part(filename=filename, media_type=media_type)
        if text is not None:
            part.text = text
        elif raw is not None:
            part.raw = raw
        elif url is not None:
            part.url = url
        else:
            ParseDict(data, part.data)
        await self._updater.add_artifact([part], name=name)


MessageHandler = Callable[[A2AMessage, A2AReply], Awaitable[None]]
"""What answers messages that call no task (`serve_a2a(on_message=...)`)."""


def _text_of(message: Message) -> str:
    return "\n".join(part.text for part in message.parts if part.HasField("text"))
