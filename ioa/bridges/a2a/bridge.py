"""The bridge's core: admission (handshake, tags, plans) and the run of a bridged task call."""

from __future__ import annotations

import logging
import secrets
from collections import OrderedDict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from a2a.server.agent_execution import RequestContext
from a2a.server.context import ServerCallContext
from a2a.server.events import EventQueue
from a2a.server.tasks import InMemoryTaskStore
from a2a.types import (
    AgentCard,
    CancelTaskRequest,
    Message,
    SendMessageRequest,
    Task,
    TaskState,
    TaskStatus,
    TaskStatusUpdateEvent,
)
from a2a.utils import errors as a2a_errors

from ioa.agent_messages import as_refusal
from ioa.agent_session import HANDLER_FAILED
from ioa.bridges.a2a.agent_side import AgentSide
from ioa.bridges.a2a.card import agent_card
from ioa.bridges.a2a.locks import BridgeLocks, LockedContext, keep
from ioa.bridges.a2a.protobuf import json_form, message_data
from ioa.bridges.a2a.replies import A2AMessage, A2AReply, MessageHandler, _text_of
from ioa.bridges.a2a.tasks import TaskGrowth, _publish, _request, _tagged, _task
from ioa.bridges.a2a_mapping import (
    BAD_METADATA,
    CANCEL_STEP,
    CLARIFYING,
    CLIENT_STEPS,
    EXTENSION,
    FINAL_STATES,
    MESSAGE_STEP,
    PENDING_KEY,
    PLAIN_PEER,
    TASK_STATE_OF,
    BridgeError,
    Clarify,
    Plan,
    Run,
    TaskCall,
    cancel_bound,
    carries_call,
    clarification_parts,
    extension_metadata,
    pending_call,
    plan_call,
    read_call,
    refusal_parts,
    request_bound,
    tag,
    task_bound,
)
from l8_comm.envelope import JSON
from l9_snl.exceptions import SNLErrorCode

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.bridges.a2a")

_ENDED: Final = frozenset(TaskState.Value(TASK_STATE_OF[state]) for state in FINAL_STATES)
"""The task states that take no more messages (the SDK refuses a message to one)."""


class A2ABridge:
    """What the bridge holds for one agent: its card, handshakes and locked contexts."""

    def __init__(
        self,
        agent: Agent,
        url: str,
        *,
        description: str | None = None,
        on_message: MessageHandler | None = None,
    ) -> None:
        self.agent = agent
        self.url = url
        self._description = description
        self._cards: tuple[frozenset[tuple[str, str]], AgentCard, AgentCard] | None = None
        self.on_message = on_message
        """What answers a message that calls no task (None: such a message is refused)."""
        self._side = AgentSide(agent)
        """The agent's firewall and handlers, for the calls admitted."""
        self.locks = BridgeLocks(agent)
        """The handshakes over A2A and the contexts they locked."""
        self._admitted: OrderedDict[
            int, tuple[Message, Plan | None, LockedContext | None, int | None]
        ] = OrderedDict()
        self.growth = TaskGrowth()
        """Continuations admitted to each task and not saved yet (its bounds count them)."""

    @property
    def card(self) -> AgentCard:
        """The agent's card (A2A 1.0 and 0.3), signed again when a context is revoked."""
        return self._signed_cards()[1]

    @property
    def card_1_0(self) -> AgentCard:
        """The card of A2A 1.0 alone (served under `CARD_1_0_PREFIX`), as `card`."""
        return self._signed_cards()[2]

    async def served_card(self, _built: AgentCard) -> AgentCard:
        """`card` now, for the SDK's card route (`card_modifier`)."""
        return self.card

    async def served_card_1_0(self, _built: AgentCard) -> AgentCard:
        """`card_1_0` now, for the SDK's card route (`card_modifier`)."""
        return self.card_1_0

    def _signed_cards(self) -> tuple[frozenset[tuple[str, str]], AgentCard, AgentCard]:
        withheld = self.agent.withheld
        if self._cards is None or self._cards[0] != withheld:
            description = self._description
            self._cards = (
                withheld,
                agent_card(self.agent, self.url, description=description),
                agent_card(self.agent, self.url, description=description, v0_3=False),
            )
        return self._cards

    # - before a task exists: refusals as JSON-RPC errors, the handshake as messages -

    async def admit(
        self, params: SendMessageRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> Message | None:
        """Answer a handshake step, refuse a bad message (`A2AError`), or None: run it."""
        try:
            reply = await self._admit(params, call, store)
        except BaseException as error:
            self.growth.release(params.message)
            if isinstance(error, BridgeError):
                raise self._refusal(error) from None
            raise
        if reply is not None:  # a handshake step: no task grows
            self.growth.release(params.message)
        return reply

    @staticmethod
    def _refusal(error: BridgeError) -> a2a_errors.A2AError:
        """The A2A error a refusal travels as (its ioa code in the error's data).

        Logged where it is answered, with the client's address (`refusals`), once.
        """
        kind = getattr(a2a_errors, error.a2a_error())
        return cast(
            "a2a_errors.A2AError",
            kind(message=f"{error.code}: {error.reason}", data={"code": error.code}),
        )

    async def admit_cancel(
        self, params: CancelTaskRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> tuple[LockedContext, int] | None:
        """Check a `CancelTask` before the SDK runs it (`A2AError` to refuse it).

        A task made on a locked context is ended only by a request tagged under the
        lock's key (a relay may read the task's id, not use it to end the task): the
        lock and the request's sequence number are returned, to tag the answer. A
        plain task is ended by whoever has its id (None), as a message continues it.
        """
        try:
            return await self._admit_cancel(params, call, store)
        except BridgeError as error:
            raise self._refusal(error) from None

    async def _admit_cancel(
        self, params: CancelTaskRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> tuple[LockedContext, int] | None:
        task = await store.get(params.id, call)
        if task is None or EXTENSION not in task.metadata.fields:
            return None  # unknown (the SDK answers -32001), or a plain task
        ext = None
        if EXTENSION in call.requested_extensions and params.HasField("metadata"):
            ext = extension_metadata(json_form(params.metadata))
        if ext is None:
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"task {params.id!r} was made on a locked context: its CancelTask carries "
                "the extension and its tag",
            )
        if ext["step"] != CANCEL_STEP:
            raise BridgeError(BAD_METADATA, f"a CancelTask's step is {CANCEL_STEP!r}")
        locked = self.locks.live(task.context_id, ext)
        bound = cancel_bound(task.context_id, task.id)
        return locked, self.locks.verified(task.context_id, locked, ext, bound, "CancelTask")

    def forget(self, message: Message) -> None:
        """Drop what `admit` kept for `message` (the executor took it, or the SDK refused it)."""
        self.growth.release(message)
        admitted = self._admitted.get(id(message))
        if admitted is not None and admitted[0] is message:
            del self._admitted[id(message)]

    async def _admit(
        self, params: SendMessageRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> Message | None:
        message = params.message
        ext = self._extension(message, call)
        if ext is not None and ext["step"] in CLIENT_STEPS:
            return self.locks.handshake(message, ext)
        if ext is None:
            await self._refuse_unguarded(message, call, store)
        locked = self._locked_for(message, ext)
        data = message_data(message)
        seq = None
        if locked is not None and ext is not None:
            bound = request_bound(message.context_id, message.message_id, message.task_id, data)
            seq = self.locks.verified(message.context_id, locked, ext, bound, "message")
        pending = None
        if message.task_id:
            task = await store.get(message.task_id, call)
            if task is None or task.status.state in _ENDED:
                return None  # the SDK answers: task not found, or ended
            self.growth.admit(task, message)
            pending = pending_call(json_form(task.metadata))
        if self._for_handler(data, pending, locked):
            keep(self._admitted, id(message), (message, None, None, None))
            return None
        plan = self._plan(data, pending, locked)
        if isinstance(plan, Run) and plan.task not in self.agent.handlers:
            raise BridgeError(
                "not_handled", f"{self.agent.agent_id} has no handler for {plan.task}"
            )
        # The executor gets this very message object: it takes the plan instead of making it
        # again (the entry holds the message, so its id is not reused while it waits).
        keep(self._admitted, id(message), (message, plan, locked, seq))
        return None

    async def _refuse_unguarded(
        self, message: Message, call: ServerCallContext, store: InMemoryTaskStore
    ) -> None:
        """A message without the extension must not reach a locked context's conversation.

        Its tag would not be read: a relay that strips the `A2A-Extensions` header could
        otherwise replay or rewrite a locked client's messages as plain calls.
        """
        context_id = message.context_id
        locked_task = False
        if message.task_id:
            task = await store.get(message.task_id, call)
            if task is not None:
                context_id = task.context_id or context_id
                # a task made under a lock says so itself, whether or not the lock is
                # still held in memory (pushed out, or gone idle)
                locked_task = EXTENSION in task.metadata.fields
        live = context_id in self.locks
        if locked_task or (context_id and live):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"contextId {context_id!r} is a locked context: its messages carry the "
                "extension and their tag",
            )

    def _extension(self, message: Message, call: ServerCallContext) -> dict[str, Any] | None:
        """The extension's metadata of a message, when the client activated the extension."""
        if EXTENSION not in call.requested_extensions or not message.HasField("metadata"):
            return None  # an extension not activated is not read (A2A 1.0)
        return extension_metadata(json_form(message.metadata))

    def _locked_for(self, message: Message, ext: Mapping[str, Any] | None) -> LockedContext | None:
        if ext is None:
            return None
        if ext["step"] != MESSAGE_STEP:
            raise BridgeError(BAD_METADATA, f"step {ext['step']!r} is not a client's step")
        return self.locks.live(message.context_id, ext)

    def _for_handler(
        self, data: list[Any], pending: TaskCall | None, locked: LockedContext | None
    ) -> bool:
        """Whether a message goes to the message handler: it calls no task, plainly."""
        return (
            self.on_message is not None
            and locked is None
            and pending is None
            and not carries_call(data)
        )

    def _plan(
        self, data: list[Any], pending: TaskCall | None, locked: LockedContext | None
    ) -> Plan:
        parts = [{"data": value} for value in data]
        call = read_call({"parts": parts}, continuing=pending is not None)
        return plan_call(
            self.agent.contexts,
            call,
            pending=pending,
            locked=locked.context if locked is not None else None,
            revoked=self.agent.withheld,
        )

    # - running a task -

    async def execute(self, request: RequestContext, queue: EventQueue) -> None:
        """Run the task a message calls (admitted already) and enqueue its state."""
        message = request.message
        assert message is not None  # noqa: S101 - only SendMessage executes
        current = request.current_task
        task_id = request.task_id or ""
        # A continued task keeps its context (the SDK makes a new contextId for a message
        # that names only the task).
        context_id = current.context_id if current is not None else request.context_id or ""
        admitted = self._admitted.pop(id(message), None)
        plan: Plan | None
        try:
            if admitted is not None and admitted[0] is message:
                _, plan, locked, seq = admitted
            else:  # (the SDK made the message again: planned again, from the stored task)
                pending = pending_call(json_form(current.metadata)) if current is not None else None
                ext = self._extension(message, request.call_context)
                locked = self._locked_for(message, ext)
                seq = ext.get("seq") if ext is not None else None
                data = message_data(message)
                handled = self._for_handler(data, pending, locked)
                plan = None if handled else self._plan(data, pending, locked)
        except BridgeError as error:  # (admitted a moment ago: only a race gets here)
            parts = refusal_parts(error.code, error.reason)
            await _publish(queue, current, _task(task_id, context_id, "refused", parts))
            return
        if plan is None:
            await self._answer(message, current, context_id, queue)
            return
        task = await self._answered(
            plan, locked, seq, task_id=task_id, context_id=context_id, current=current
        )
        await _publish(queue, current, task)

    def runs_at_once(self, message: Message) -> bool:
        """Whether `admit` planned `message` as a task call to run now (not to clarify first).

        Such a call ends in one step, its task done, failed or rejected: nothing can come
        between its task's making and its end (see `answer_at_once`).
        """
        admitted = self._admitted.get(id(message))
        return admitted is not None and admitted[0] is message and isinstance(admitted[1], Run)

    async def answer_at_once(self, message: Message, task_id: str, context_id: str) -> Task:
        """The ended task that answers a new call `runs_at_once` admitted, made here and now.

        The same task `execute` would publish for it (the same checks: the firewall,
        the handler, the result's validation), without an SDK queue in between.
        """
        _, plan, locked, seq = self._admitted.pop(id(message))
        assert plan is not None  # noqa: S101 - runs_at_once said so
        return await self._answered(
            plan, locked, seq, task_id=task_id, context_id=context_id, current=None
        )

    async def _answered(  # noqa: PLR0913 - the plan, and what its task is made of
        self,
        plan: Plan,
        locked: LockedContext | None,
        seq: object,
        *,
        task_id: str,
        context_id: str,
        current: Task | None,
    ) -> Task:
        """The task that answers a planned call: clarifying, or run (done, failed, refused)."""
        # The extension's metadata only for a client that activated it (a plain one gets a
        # plain task: nothing it did not ask for, nothing to parse).
        metadata: dict[str, Any] = (
            {EXTENSION: {"step": MESSAGE_STEP, "context": str(plan.context.urn)}}
            if locked is not None
            else {}
        )
        if isinstance(plan, Clarify):
            # the firewall decides before the options are given out, as natively (stage 6
            # comes before dispatch or clarification)
            asked: JSON = {"task": plan.task, "parameters": dict(plan.parameters)}
            peer = locked.peer if locked is not None else PLAIN_PEER
            envelope = _request(peer, self.agent.agent_id, asked, plan.context, context_id)
            stopped = self._side.firewall(envelope, plan.context, locked)
            if stopped is not None:
                parts = refusal_parts(*stopped)
                _tagged(
                    metadata, locked, seq, task_id=task_id, state="refused", parts=parts,
                    artifact=None,
                )  # fmt: skip
                return _task(task_id, context_id, "refused", parts, metadata)
            kept: dict[str, Any] = {"task": plan.task, "parameters": plan.parameters}
            if plan.require_output is not None:
                kept["requireOutput"] = plan.require_output
            parts = clarification_parts(plan)
            _tagged(
                metadata, locked, seq, task_id=task_id, state=CLARIFYING, parts=parts, artifact=None
            )
            return _task(task_id, context_id, CLARIFYING, parts, {**metadata, PENDING_KEY: kept})
        state, parts, artifact = await self._side.run(plan, locked, context_id)
        if current is not None and pending_call(json_form(current.metadata)) is not None:
            metadata[PENDING_KEY] = None  # answered: nothing waits any more
        _tagged(metadata, locked, seq, task_id=task_id, state=state, parts=parts, artifact=artifact)
        return _task(task_id, context_id, state, parts, metadata, artifact=artifact)

    async def _answer(
        self,
        message: Message,
        current: Task | None,
        context_id: str,
        queue: EventQueue,
    ) -> None:
        """A message that calls no task, answered by the message handler.

        Its text and data are put to the agent's firewall first (the injection screen
        reads them after what the task's earlier messages said), as free text to the
        agent's newest context: a message the firewall stops is rejected unseen.
        """
        assert self.on_message is not None  # noqa: S101 - admitted for it only
        reply = A2AReply(queue, message, current, context_id)
        seen = A2AMessage(
            message_id=message.message_id,
            text=_text_of(message),
            data=tuple(message_data(message)),
            task_id=message.task_id,
            context_id=context_id,
            state=TaskState.Name(current.status.state) if current is not None else None,
        )
        stopped = self._side.screened(seen, context_id)
        if stopped is not None:
            await reply.reject(f"{stopped[0]}: {stopped[1]}")
            return
        failure = None
        try:
            await self.on_message(seen, reply)
        except Exception as error:
            refusal = as_refusal(error)
            if refusal is not None:
                failure = f"{refusal.code}: {refusal.reason}"
            else:
                error_id = secrets.token_hex(4)
                logger.exception(
                    "%s: the message handler failed (error %s)", self.agent.agent_id, error_id
                )
                failure = f"{HANDLER_FAILED}: the message handler failed (error {error_id})"
        if failure is not None and not reply.answered:
            await reply.fail(failure)
        elif not reply.said:
            await reply.submitted()

    def tag_cancelled(self, task: Task, locked: LockedContext, seq: int) -> Task:
        """A cancelled task as answered to its locked client: tagged under this side's key."""
        if locked.keys.send is None:
            return task
        answer = Task()
        answer.CopyFrom(task)
        mark = {
            "step": MESSAGE_STEP,
            "context": str(locked.context.urn),
            "seq": seq,
            "mac": tag(locked.keys.send, seq, task_bound(json_form(task))),
        }
        answer.metadata.update({EXTENSION: mark})
        return answer

    async def cancel(self, request: RequestContext, queue: EventQueue) -> None:
        """Cancel a task (running or waiting for input)."""
        state = TaskStatus(state=TaskState.Value(TASK_STATE_OF["cancelled"]))
        event = TaskStatusUpdateEvent(
            task_id=request.task_id or "", context_id=request.context_id or "", status=state
        )
        await queue.enqueue_event(event)
