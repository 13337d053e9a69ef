"""What the A2A bridge maps, as data and pure functions (no SDK, no I/O).

A2A messages and tasks are read and written here in their JSON form (the A2A
1.0 wire, camelCase, as `google.protobuf.json_format` gives them);
`ioa.bridges.a2a` converts to and from the SDK's types. The tables:

- `TASK_STATE_OF` / `CONVERSATION_STATE_OF`: A2A task states and the states
  of an L8 request-reply conversation (plus L9's `clarifying`), both ways;
- `STEP_PERFORMATIVE`: the L9 handshake steps that ride in message metadata
  under the extension, and the L8 performative each stands for;
- `A2A_ERROR_OF`: which A2A / JSON-RPC error an ioa refusal code travels as.

A task call is one data part `{"task": NAME, "parameters": {...}}` (the L9
task content); the result is an artifact with one data part `{"task": NAME,
"result": {...}}`. Both are validated against a Shared Context with the same
functions as the native wire (`l9_snl.binding.bind`), and parameters that do
not validate as sent are grounded (`l9_snl.grounding`): what is missing or
ambiguous becomes an `input-required` task that asks, from the context's
ontology, as L9 clarification would.
"""

from __future__ import annotations

import hmac
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

from contexts import SharedContext
from contexts.canonical import canonical_bytes
from contexts.compat.values import json_numbers
from contexts.exceptions import ContentInvalidError
from contexts.validation import REQUIRE_OUTPUT
from l8_comm import Performative
from l9_snl.binding import Binding, bind
from l9_snl.clarification import answer_query, clarification_query
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.grounding import grounder_for
from l9_snl.tags import SEQUENCE_LIMIT, MessageMac

EXTENSION: Final = "https://ioa-stack.dev/ext/l9/v1"
"""The URI of the A2A extension for L9 semantic negotiation (card, header, metadata key)."""
DATA_MEDIA_TYPE: Final = "application/json"
"""The media type of the data parts the bridge writes."""
PLAIN_PEER: Final = "a2a-client"
"""The sender of a message from a client that did not lock a context (no identity is known)."""

CLARIFYING: Final = "clarifying"
"""L9's state of a task whose parameters are being clarified (not an L8 request-reply state)."""
CANCELLED: Final = "cancelled"
"""The state of a conversation cancelled by its initiator."""

TASK_STATE_OF: Final[Mapping[str, str]] = MappingProxyType(
    {
        "requested": "TASK_STATE_SUBMITTED",
        "agreed": "TASK_STATE_WORKING",
        CLARIFYING: "TASK_STATE_INPUT_REQUIRED",
        "done": "TASK_STATE_COMPLETED",
        "refused": "TASK_STATE_REJECTED",
        "failed": "TASK_STATE_FAILED",
        CANCELLED: "TASK_STATE_CANCELED",
        "not_understood": "TASK_STATE_REJECTED",
    }
)
"""The A2A task state a conversation state is served as."""

CONVERSATION_STATE_OF: Final[Mapping[str, str]] = MappingProxyType(
    {
        "TASK_STATE_SUBMITTED": "requested",
        "TASK_STATE_WORKING": "agreed",
        "TASK_STATE_INPUT_REQUIRED": CLARIFYING,
        "TASK_STATE_COMPLETED": "done",
        "TASK_STATE_REJECTED": "refused",
        "TASK_STATE_FAILED": "failed",
        "TASK_STATE_CANCELED": CANCELLED,
        # this bridge does no in-band authentication: a peer asking for it has refused
        "TASK_STATE_AUTH_REQUIRED": "refused",
        "TASK_STATE_UNSPECIFIED": "not_understood",
    }
)
"""The conversation state an A2A task state is read as (a peer's task, client side)."""

FINAL_STATES: Final = frozenset({"done", "refused", "failed", CANCELLED, "not_understood"})
"""Conversation states after which a task takes no more messages."""

STEP_PERFORMATIVE: Final[Mapping[str, str]] = MappingProxyType(
    {
        "hello": Performative.PROPOSE,
        "select": Performative.AGREE,
        "lock": Performative.INFORM,
    }
)
"""The handshake steps carried under the extension's metadata key, as L9 performatives."""
CLIENT_STEPS: Final = frozenset({"hello", "lock"})
"""The handshake steps a client sends (the server answers `select`, `locked` or `refused`)."""
STEP_OF_KIND: Final[Mapping[str, str]] = MappingProxyType(
    {"HELLO": "hello", "SELECT": "select", "LOCK": "lock"}
)
"""The step name of each handshake message (its `snl` member)."""
LOCKED_STEP: Final = "locked"
"""The server's answer to a LOCK it accepted."""
REFUSED_STEP: Final = "refused"
"""The server's answer to a handshake message it refused."""
MESSAGE_STEP: Final = "message"
"""A task message (or its answer) on a locked context."""
CANCEL_STEP: Final = "cancel"
"""A `CancelTask` of a task made on a locked context (the client's, tagged)."""

NO_TASK: Final = "no_task"
"""The code of a message that names no task (no `{task, parameters}` data part)."""
NOT_LOCKED: Final = "not_locked"
"""The code of a message that claims a locked context the server does not hold for it."""
BAD_METADATA: Final = "bad_metadata"
"""The code of extension metadata that is not what the extension defines."""
UNSUPPORTED: Final = "not_supported"
"""The code of an `AgentError` for what an A2A session cannot do (QUERY, INFORM...)."""

TOO_LARGE: Final = "too_large"
"""A continuation that would take its task past what one task holds (`tasks.room_for`)."""
A2A_ERROR_OF: Final[Mapping[str, str]] = MappingProxyType(
    {
        SNLErrorCode.INVALID_CONTENT.value: "InvalidParamsError",
        SNLErrorCode.UNDEFINED_CONCEPT.value: "InvalidParamsError",
        NO_TASK: "InvalidParamsError",
        NOT_LOCKED: "InvalidParamsError",
        BAD_METADATA: "InvalidParamsError",
        SNLErrorCode.INTEGRITY_FAILURE.value: "InvalidParamsError",
        TOO_LARGE: "InvalidParamsError",
        SNLErrorCode.REVOKED_CONTEXT.value: "InvalidParamsError",
        "not_handled": "UnsupportedOperationError",
    }
)
"""The A2A error (`a2a.utils.errors`, its JSON-RPC code) each refusal before a task exists is.

-32602 for what the message says (invalid, undefined, unlocked, a bad tag), -32004 for a
task this agent has no handler for; the ioa code travels as `data.code`.
"""


class BridgeError(Exception):
    """A message the bridge refuses, with the ioa code that says why."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason

    def a2a_error(self) -> str:
        """The name of the A2A error class it is answered with (`InvalidParamsError`...)."""
        return A2A_ERROR_OF.get(self.code, "InvalidParamsError")


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskCall:
    """What a message asks: a task and its parameters (either may come in a later message)."""

    task: str | None
    """The task named (None in a message that only continues a task)."""
    parameters: dict[str, Any] = field(default_factory=dict)
    """The parameters given."""
    require_output: list[str] | None = None
    """The result fields asked for (`requireOutput`), if any."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Run:
    """Parameters that validate: run the task's handler."""

    context: SharedContext
    """The context they were validated against."""
    task: str
    """The task."""
    content: dict[str, Any]
    """The validated task content `{"task", "parameters"[, "requireOutput"]}`."""
    binding: Binding
    """What L9 bound it to (the task's parameters)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Clarify:
    """Parameters missing or ambiguous: the task waits for input (`input-required`)."""

    context: SharedContext
    """The context the task is grounded in."""
    task: str
    """The task."""
    parameters: dict[str, Any]
    """What is bound so far (kept on the task for the next message)."""
    questions: list[dict[str, Any]]
    """One `ambiguous_parameter` query per open parameter."""
    options: list[dict[str, Any]]
    """The `parameter_options` answer to each, from the context's ontology."""
    require_output: list[str] | None = None
    """The result fields asked for, carried to the run."""


Plan = Run | Clarify


def data_of(part: Mapping[str, Any]) -> object:
    """The data of a data part (None for any other part)."""
    return part.get("data")


def carries_call(data: Iterable[object]) -> bool:
    """Whether any of a message's data values is (or tries to be) a task call.

    A message with none calls no task: the agent's message handler takes it, when it
    has one (`serve_a2a(on_message=...)`); otherwise it is refused (`no_task`).
    """
    return any(
        isinstance(value, dict) and ("task" in value or "parameters" in value) for value in data
    )


def read_call(message: Mapping[str, Any], *, continuing: bool = False) -> TaskCall:
    """The task call a message carries: its one data part `{task?, parameters?}`.

    `continuing`: the message continues a task (the task may go unnamed).
    Raises `BridgeError` (`no_task`) for a message with none, or several.
    """
    calls = [
        data
        for part in message.get("parts") or ()
        if isinstance(part, Mapping)
        and isinstance(data := data_of(part), dict)
        and ("task" in data or "parameters" in data)
    ]
    if len(calls) != 1:
        what = "no" if not calls else f"{len(calls)}"
        raise BridgeError(
            NO_TASK,
            f"the message has {what} data part {{task, parameters}}: "
            "a task call is one data part naming the task and its parameters",
        )
    [call] = calls
    task = call.get("task")
    if task is None and not continuing:
        raise BridgeError(NO_TASK, "the data part names no task")
    if task is not None and not isinstance(task, str):
        raise BridgeError(NO_TASK, "the data part's task must be a string")
    parameters = call.get("parameters", {})
    if not isinstance(parameters, dict):
        raise BridgeError(SNLErrorCode.INVALID_CONTENT.value, "parameters must be an object")
    wanted = call.get(REQUIRE_OUTPUT)
    if wanted is not None and not (
        isinstance(wanted, list) and all(isinstance(w, str) for w in wanted)
    ):
        raise BridgeError(SNLErrorCode.INVALID_CONTENT.value, f"{REQUIRE_OUTPUT}: a list of paths")
    return TaskCall(task=task, parameters=dict(parameters), require_output=wanted)


def context_for(
    contexts: Iterable[SharedContext],
    task: str,
    revoked: Collection[tuple[str, str]] = (),
) -> SharedContext:
    """The newest of `contexts` that defines `task` (the agent's order breaks a tie).

    The newest, as a handshake would lock the highest version both sides hold,
    of those not `revoked` ((URN, digest) pairs: `Agent.revoked`); when only
    revoked ones define it, `revoked_context` (spec 8.4: nothing new uses them).
    """
    defining = [context for context in contexts if task in context.task_names]
    if not defining:
        raise BridgeError(SNLErrorCode.UNDEFINED_CONCEPT.value, f"no context here defines {task!r}")
    usable = [c for c in defining if (str(c.urn), c.digest) not in revoked]
    if not usable:
        names = ", ".join(sorted({str(c.urn) for c in defining}))
        raise BridgeError(
            SNLErrorCode.REVOKED_CONTEXT.value,
            f"{task!r} is defined here only by {names}, revoked by its authority",
        )
    return max(usable, key=lambda context: context.urn.version)


def plan_call(
    contexts: Sequence[SharedContext],
    call: TaskCall,
    *,
    pending: TaskCall | None = None,
    locked: SharedContext | None = None,
    revoked: Collection[tuple[str, str]] = (),
) -> Plan:
    """Run or clarify `call` (added to the `pending` call of the task it continues).

    Validated as the native wire validates a REQUEST (`bind`) against the
    `locked` context, else the newest context that defines the task and is not
    `revoked` (`context_for`). Values
    that do not validate as sent are grounded: bound through the ontology
    when one option fits, asked about when several or none were said
    (`Clarify`). Raises `BridgeError` for a task no context defines or
    parameters that cannot be made valid.
    """
    task = call.task or (pending.task if pending is not None else None)
    if task is None:
        raise BridgeError(NO_TASK, "the message names no task, and continues none")
    if pending is not None and pending.task is not None and task != pending.task:
        raise BridgeError(
            SNLErrorCode.INVALID_CONTENT.value,
            f"the task waits for parameters of {pending.task}, not of {task}",
        )
    parameters = {**(pending.parameters if pending is not None else {}), **call.parameters}
    wanted = call.require_output or (pending.require_output if pending is not None else None)
    if locked is not None:
        if task not in locked.task_names:
            raise BridgeError(
                SNLErrorCode.UNDEFINED_CONCEPT.value, f"{locked.urn} defines no task {task!r}"
            )
        context = locked
    else:
        context = context_for(contexts, task, revoked)
    if wanted is not None:
        # before any question: a task waiting for input would keep a list that no answer
        # can make valid
        try:
            context.validator.check_require_output(task, wanted)
        except ContentInvalidError as error:
            raise BridgeError(SNLErrorCode.INVALID_CONTENT.value, error.message) from None
    content = _content(task, parameters, wanted)
    try:
        binding = bind(context, Performative.REQUEST, content)
    except RemoteSemanticError as error:
        if error.code is not SNLErrorCode.INVALID_CONTENT:
            raise BridgeError(error.code.value, error.message) from error
        return _grounded(context, task, parameters, wanted, error)
    return Run(context=context, task=task, content=content, binding=binding)


def _content(task: str, parameters: Mapping[str, Any], wanted: list[str] | None) -> dict[str, Any]:
    content: dict[str, Any] = {"task": task, "parameters": dict(parameters)}
    if wanted is not None:
        content[REQUIRE_OUTPUT] = list(wanted)
    return content


def _grounded(
    context: SharedContext,
    task: str,
    parameters: dict[str, Any],
    wanted: list[str] | None,
    invalid: RemoteSemanticError,
) -> Plan:
    """Ground parameters that did not validate as sent: bound, asked about, or refused."""
    grounding = grounder_for(context).ground(task, parameters)
    if grounding.invalid or grounding.unknown:
        raise BridgeError(invalid.code.value, invalid.message) from invalid
    if grounding.open:
        try:
            questions = clarification_query(grounding)
        except LocalSemanticError as error:
            raise BridgeError(invalid.code.value, error.message) from error
        options = [answer_query(context, question) for question in questions]
        return Clarify(
            context=context,
            task=task,
            parameters=dict(grounding.parameters),
            questions=questions,
            options=options,
            require_output=wanted,
        )
    try:
        content = grounding.content()
    except LocalSemanticError as error:
        raise BridgeError(invalid.code.value, invalid.message) from error
    content = _content(task, content["parameters"], wanted)
    try:
        binding = bind(context, Performative.REQUEST, content)
    except RemoteSemanticError as error:
        raise BridgeError(error.code.value, error.message) from error
    return Run(context=context, task=task, content=content, binding=binding)


def pending_call(metadata: Mapping[str, Any] | None) -> TaskCall | None:
    """The call an `input-required` task waits to complete, kept in its metadata."""
    kept = (metadata or {}).get(PENDING_KEY)
    if not isinstance(kept, Mapping) or not isinstance(kept.get("task"), str):
        return None
    parameters = kept.get("parameters")
    wanted = kept.get(REQUIRE_OUTPUT)
    return TaskCall(
        task=kept["task"],
        parameters=dict(parameters) if isinstance(parameters, Mapping) else {},
        require_output=list(wanted) if isinstance(wanted, list) else None,
    )


PENDING_KEY: Final = f"{EXTENSION}#pending"
"""Where an `input-required` task keeps its call (task metadata): the task, what is bound."""


REPLAY_WINDOW: Final = 1024
"""How far below the highest sequence number a lock still takes one not seen (A2A requests may
arrive out of order: concurrent, or on several connections)."""


def request_bound(
    context_id: str, message_id: str, task_id: str, data: Sequence[object]
) -> dict[str, Any]:
    """What a client's tag covers on a locked context: the ids and every data part's data."""
    return {"contextId": context_id, "messageId": message_id, "taskId": task_id, "data": list(data)}


def answer_bound(
    task_id: str, state: str, result: Mapping[str, Any] | None, status: Sequence[object]
) -> dict[str, Any]:
    """What the server's tag covers: the task, its A2A state, its result, its status data."""
    return {"taskId": task_id, "state": state, "result": result, "status": list(status)}


def cancel_bound(context_id: str, task_id: str) -> dict[str, Any]:
    """What a client's tag covers on a `CancelTask` of a locked context's task."""
    return {"contextId": context_id, "cancel": task_id}


def task_bound(task: Mapping[str, Any]) -> dict[str, Any]:
    """`answer_bound` of a task in its JSON form (the answer a client checks)."""
    artifacts = task.get("artifacts") or [{}]
    first = (artifacts[0].get("parts") or [{}])[0].get("data")
    status = task.get("status") or {}
    parts = (status.get("message") or {}).get("parts") or []
    return answer_bound(
        str(task.get("id", "")),
        str(status.get("state", "")),
        first,
        [part["data"] for part in parts if "data" in part],
    )


def tag(key: bytes, seq: int, bound: Mapping[str, Any]) -> str:
    """The MAC of `bound` (RFC 8785 bytes) as message `seq` under `key` (spec 12.16's HMAC)."""
    return MessageMac(key).tag(seq, canonical_bytes(dict(bound))).decode("ascii")


def tag_matches(key: bytes, seq: object, bound: Mapping[str, Any], claimed: object) -> bool:
    """Whether `claimed` is the tag of `bound` as message `seq` (compared in constant time)."""
    if type(seq) is not int or not 0 <= seq < SEQUENCE_LIMIT or not isinstance(claimed, str):
        return False  # (a number past 2^64 has no tag: MessageMac packs 64 bits)
    return hmac.compare_digest(tag(key, seq, bound), claimed)


class ReplayWindow:
    """The sequence numbers a locked context has taken: each once, none too far behind."""

    def __init__(self, size: int = REPLAY_WINDOW) -> None:
        self.size = size
        self.highest = -1
        self._seen: set[int] = set()

    def accept(self, seq: int) -> bool:
        """Take `seq` if it is new and within the window; False for a replay or a stale one."""
        if seq <= self.highest - self.size or seq in self._seen:
            return False
        self._seen.add(seq)
        if seq > self.highest:
            self.highest = seq
            if len(self._seen) > 2 * self.size:
                self._seen = {s for s in self._seen if s > self.highest - self.size}
        return True


def data_part(data: object) -> dict[str, Any]:
    """A data part (JSON form)."""
    return {"data": data, "mediaType": DATA_MEDIA_TYPE}


def text_part(text: str) -> dict[str, Any]:
    """A text part (JSON form)."""
    return {"text": text}


def call_message(
    message_id: str,
    task: str | None,
    parameters: Mapping[str, Any],
    *,
    require_output: Sequence[str] | None = None,
) -> dict[str, Any]:
    """A user message calling `task` (JSON form; ids and metadata added by the caller)."""
    data: dict[str, Any] = {"parameters": dict(parameters)}
    if task is not None:
        data = {"task": task, **data}
    if require_output is not None:
        data[REQUIRE_OUTPUT] = list(require_output)
    return {"messageId": message_id, "role": "ROLE_USER", "parts": [data_part(data)]}


def result_parts(content: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The parts of a result artifact: the validated result content `{task, result}`."""
    return [data_part(dict(content))]


def refusal_parts(code: str, reason: str) -> list[dict[str, Any]]:
    """The parts of a refusal or failure status message: the L8 `{code, reason}` and a text."""
    return [data_part({"code": code, "reason": reason}), text_part(f"{code}: {reason}")]


def clarification_parts(plan: Clarify) -> list[dict[str, Any]]:
    """The parts of an `input-required` status message: each question, its options, a text."""
    parts: list[dict[str, Any]] = []
    said: list[str] = []
    for question, answer in zip(plan.questions, plan.options, strict=True):
        parts.append(data_part(question))
        parts.append(data_part(answer))
        values = ", ".join(str(option["value"]) for option in answer.get("options", ()))
        given = question.get("value")
        where = f"{given!r}: " if given is not None else ""
        said.append(f"{question['parameter']} ({where}{values or 'any valid value'})")
    parts.append(text_part(f"{plan.task} needs: {'; '.join(said)}"))
    return parts


def refusal_of(parts: Iterable[Mapping[str, Any]]) -> tuple[str, str] | None:
    """The `{code, reason}` a status message carries, if any."""
    for part in parts:
        data = data_of(part)
        if isinstance(data, Mapping) and isinstance(data.get("code"), str):
            return str(data["code"]), str(data.get("reason", ""))
    return None


def result_of(artifacts: Iterable[Mapping[str, Any]], task: str) -> dict[str, Any] | None:
    """The result content `{task, result}` of `task` among a task's artifacts, if any."""
    for artifact in artifacts:
        for part in artifact.get("parts") or ():
            data = data_of(part) if isinstance(part, Mapping) else None
            if isinstance(data, Mapping) and data.get("task") == task and "result" in data:
                return dict(data)
    return None


def extension_metadata(metadata: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The extension's member of a message's metadata (None when absent).

    Raises `BridgeError` (`bad_metadata`) when it is there but not an object with a step.
    """
    value = (metadata or {}).get(EXTENSION)
    if value is None:
        return None
    if not isinstance(value, Mapping) or not isinstance(value.get("step"), str):
        raise BridgeError(BAD_METADATA, f'metadata["{EXTENSION}"] must be an object with a step')
    return dict(value)


__all__ = [
    "A2A_ERROR_OF",
    "BAD_METADATA",
    "CANCELLED",
    "CANCEL_STEP",
    "CLARIFYING",
    "CLIENT_STEPS",
    "CONVERSATION_STATE_OF",
    "DATA_MEDIA_TYPE",
    "EXTENSION",
    "FINAL_STATES",
    "LOCKED_STEP",
    "MESSAGE_STEP",
    "NOT_LOCKED",
    "NO_TASK",
    "PENDING_KEY",
    "PLAIN_PEER",
    "REFUSED_STEP",
    "REPLAY_WINDOW",
    "STEP_OF_KIND",
    "STEP_PERFORMATIVE",
    "TASK_STATE_OF",
    "UNSUPPORTED",
    "BridgeError",
    "Clarify",
    "Plan",
    "ReplayWindow",
    "Run",
    "TaskCall",
    "answer_bound",
    "call_message",
    "cancel_bound",
    "carries_call",
    "clarification_parts",
    "context_for",
    "data_part",
    "extension_metadata",
    "json_numbers",
    "pending_call",
    "plan_call",
    "read_call",
    "refusal_of",
    "refusal_parts",
    "request_bound",
    "result_of",
    "result_parts",
    "tag",
    "tag_matches",
    "task_bound",
    "text_part",
]
