"""Master/Invoked context distribution over the `aci` context (sans-I/O).

The master keeps the TaskContext (the user's request, goals, overall
status) and gives each invoked agent only its own AgentContext: its
sub-task, its todo items, the outputs it depends on, nothing of the other
agents. An agent returns only its own AgentContext with its item states and
key information filled in; anything else (another agent's id or sub-task,
changed instructions) is refused. Sub-tasks form a DAG: those whose
dependencies are done are ready together (asynchronous interaction), a
dependent one waits and receives its predecessors' key information
(synchronous interaction). Evaluation has two phases: items still at state 0
are unfinished and not evaluated; items at 1 are checked against their key
information by a pluggable evaluator, which moves the goals and the overall
status. Time is passed in; nothing here does I/O. The plan itself (`Plan`,
`SubTask`, `PLAN_SCHEMA`, `rule_planner`) is `ioa.plans`, named here too; what
an answer forwards to its dependents, and within what bounds, is `ioa.forwarding`.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final

import orjson

from contexts.builtin import builtin
from contexts.exceptions import ContentInvalidError
from ioa import forwarding
from ioa.forwarding import MAX_ABSTRACT_CHARS, MAX_FORWARDED_CHARS, MAX_INLINE_CHARS
from ioa.plans import (
    PLAN_SCHEMA,
    OrchestrationError,
    Plan,
    SubTask,
    rule_planner,
    topological,
)

ACI: Final = "urn:contexts:aci:v1.1"
"""The context both TaskContext and AgentContext are concepts of (v1.1: with offloading)."""
_AGENT_OWNED: Final = frozenset({"ItemstateUpdates", "KeyInformation", "LastUpdated"})
"""The only members of an AgentContext an invoked agent may change (`LastUpdated`: when
it last changed it, as the draft has the writer stamp it; forwarded nowhere)."""


_LONG_QUERY: Final = ("/UserQuery", "maxLength")
"""The one aci schema fault a TaskContext may have: a request longer than the wire bounds."""

Evaluator = Callable[[str, str, str], bool]
"""(itemId, item description, output abstract) -> whether the output meets the item."""


def non_empty_evaluator(_item: str, _description: str, abstract: str) -> bool:
    """The default evaluator: an item is met when its key information says something."""
    return bool(abstract.strip())


@dataclass
class TaskRun:
    """One task under way at the master: the TaskContext and every sub-task's state."""

    task_id: str
    user_query: str
    plan: Plan
    now: float
    evaluator: Evaluator = non_empty_evaluator
    max_attempts: int = 2
    status: dict[str, str] = field(default_factory=dict)
    """Sub-task id -> pending, running, completed or failed."""
    returned: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Sub-task id -> the AgentContext its agent returned (accepted)."""
    attempts: dict[str, int] = field(default_factory=dict)
    task_context: dict[str, Any] = field(default_factory=dict)
    """The TaskContext (the master's own: never sent to invoked agents)."""
    given: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Sub-task id -> the AgentContext of its current attempt, inline (for accounting)."""
    sent: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Sub-task id -> the AgentContext as sent (by reference when offloaded)."""
    subs: dict[str, SubTask] = field(default_factory=dict)
    """Sub-task id -> the sub-task as now assigned (reassignment changes its agent)."""
    reassigned: list[tuple[str, str, str]] = field(default_factory=list)
    """(sub-task id, from agent, to agent), in order."""
    group: str | None = None
    """The task's collaboration group, when it has one (spec 14.5). Kept beside the
    TaskContext, not in it: the TaskContext's schema admits no other member."""

    def __post_init__(self) -> None:
        self.plan.check()
        self.status = {s.sub_task_id: "pending" for s in self.plan.sub_tasks}
        self.subs = {s.sub_task_id: s for s in self.plan.sub_tasks}
        self.task_context = {
            "concept": "TaskContext",
            "TaskID": self.task_id,
            "UserQuery": self.user_query,
            "TaskName": self.plan.task_name,
            "TaskDescription": self.plan.description,
            "GoalStatus": [{"Goal": g, "Status": "pending"} for g in self.plan.goals],
            "OverallStatus": "pending",
            "StartTime": _timestamp(self.now),
        }
        try:  # the master's own record, and what `Outcome` hands back: the aci schema's
            builtin(ACI).validate(self.task_context)
        except ContentInvalidError as error:
            # but for the request's length: the TaskContext never travels, and a request
            # longer than the wire's bound is what offloading carries (decided, spec 14.2)
            faults = [f for f in error.findings if (f.path, f.code) != _LONG_QUERY]
            if faults:  # the values can be long: say where and what, not them
                where = ", ".join(f"{f.path or '/'} ({f.code})" for f in faults[:4])
                msg = (
                    f"task {self.task_id[:64]!r}: its TaskContext breaks the aci schema at {where}"
                )
                raise OrchestrationError("invalid_task", msg) from error

    def _sub(self, sub_task_id: str) -> SubTask:
        return self.subs[sub_task_id]

    def ready(self) -> list[SubTask]:
        """Pending sub-tasks whose dependencies are completed (run them together)."""
        return [
            s
            for s in self.subs.values()
            if self.status[s.sub_task_id] == "pending"
            and all(self.status[d] == "completed" for d in s.dependencies)
        ]

    def start(self, sub_task_id: str, *, sent: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Mark a ready sub-task running; the AgentContext to send its agent (its own only).

        `sent` is that AgentContext as it will travel when not inline: the
        same, with `Context` replaced by a `ContextURI` (the master offloads;
        nothing here touches a store). A context that cannot go inline
        (above `MAX_INLINE_CHARS`, the longest string an envelope carries),
        an AgentContext above `MAX_AGENT_CONTEXT_BYTES`, or one that cannot
        be encoded, raises `OrchestrationError` (`too_large`, `invalid_context`).
        It is the master's doing (its plan's; never an answer's, `inputs`) and the
        same on every attempt: the agent is not asked again, and the sub-task goes
        to its next alternate (one that can take it by reference) or fails.
        """
        sub = self._sub(sub_task_id)
        if sub not in self.ready():
            raise OrchestrationError("not_ready", f"{sub_task_id} is not ready")
        given = self.agent_context(sub)
        wire = given if sent is None else dict(sent)
        if _without_context(wire) != _without_context(given) or (
            "Context" in wire and wire["Context"] != given["Context"]
        ):
            raise OrchestrationError("not_this_context", f"that is not {sub_task_id}'s context")
        self.status[sub_task_id] = "running"
        self.attempts[sub_task_id] = self.attempts.get(sub_task_id, 0) + 1
        self.task_context["OverallStatus"] = "in_progress"
        self.given[sub_task_id] = given
        self.sent[sub_task_id] = wire
        try:
            _check_size(wire)
        except (ValueError, TypeError) as error:  # a lone surrogate: not encodable
            self._unsendable(sub_task_id)
            raise OrchestrationError("invalid_context", f"{sub_task_id}: {error}") from error
        except OrchestrationError as error:
            self._unsendable(sub_task_id)
            raise OrchestrationError(error.code, f"{sub_task_id}: {error.message}") from error
        return copy.deepcopy(wire)

    def _unsendable(self, sub_task_id: str) -> None:
        """The sub-task's context cannot be sent: its agent's attempts are over at once.

        Asking the same agent again sends the same context, and would record the
        master's fault against the agent once per attempt.
        """
        self.attempts[sub_task_id] = max(self.attempts[sub_task_id], self.max_attempts)
        self.refuse(sub_task_id)

    def fail_attempt(self, sub_task_id: str) -> str:
        """A ready sub-task's agent could not be reached: the attempt counts as refused.

        Returns the sub-task's new status (pending again, reassigned, or failed).
        """
        if self._sub(sub_task_id) not in self.ready():
            raise OrchestrationError("not_ready", f"{sub_task_id} is not ready")
        self.status[sub_task_id] = "running"
        self.attempts[sub_task_id] = self.attempts.get(sub_task_id, 0) + 1
        self.task_context["OverallStatus"] = "in_progress"
        return self.refuse(sub_task_id)

    def forwarded(self, sub_task_id: str, room: int = MAX_FORWARDED_CHARS) -> list[str]:
        r"""The lines a taken answer adds to a dependent's `Context`, in `room` characters.

        One line per item (`ioa.forwarding`): a line break in an abstract is written as
        an escape (`\n`, `\u2028`), so no dependency writes a line attributed to another;
        an abstract takes at most `MAX_ABSTRACT_CHARS`, the lines at most `room`, each
        counted with its line break, the rest cut with a note (the whole answer stays in
        `returned`). A dependent shares its room among its dependencies (`inputs`).
        """
        return forwarding.fitted(self._lines(sub_task_id), room)

    def inputs(self, sub: SubTask) -> list[str]:
        """The lines `sub`'s dependencies forward to its `Context`, sharing its room.

        Whatever they answered, the `Context` goes inline when `sub`'s own instructions
        do, and the AgentContext stays within `MAX_AGENT_CONTEXT_BYTES` when it does
        without them (`ioa.forwarding.inputs`).
        """
        if not sub.dependencies:
            return []
        bytes_left = None  # instructions too long to go inline: offloaded, lines and all
        if len(sub.context) <= MAX_INLINE_CHARS:
            try:
                bytes_left = MAX_AGENT_CONTEXT_BYTES - len(
                    orjson.dumps(self.agent_context(sub, inputs=False))
                )
            except TypeError:  # a lone surrogate in the plan: `start` says so
                bytes_left = None
        lines = [self._lines(dep) for dep in sub.dependencies]
        return forwarding.inputs(lines, sub.context, bytes_left)

    def _lines(self, sub_task_id: str) -> list[forwarding.Line]:
        infos = self.returned.get(sub_task_id, {}).get("KeyInformation", [])
        return forwarding.lines_of(sub_task_id, infos)

    def agent_context(self, sub: SubTask, *, inputs: bool = True) -> dict[str, Any]:
        """The AgentContext of one sub-task: its fields, and its dependencies' key information.

        With `inputs=False`, its `Context` holds the sub-task's own instructions only.
        """
        lines = self.inputs(sub) if inputs else []
        context = "\n".join([sub.context, *lines]).strip() or f"Sub-task {sub.name}."
        return {
            "concept": "AgentContext",
            "AgentID": sub.agent_id,
            "AgentName": sub.agent_name,
            "SubTaskID": sub.sub_task_id,
            "SubTaskName": sub.name,
            "Dependencies": list(sub.dependencies),
            "todoItems": [{"itemId": i, "description": d} for i, d in sub.todo],
            "ItemstateUpdates": [],
            "KeyInformation": [],
            "Context": context,
        }

    def accept(
        self, agent_id: str, returned: Mapping[str, Any], *, answering: str | None = None
    ) -> str:
        """Take an invoked agent's updated AgentContext; the sub-task's new status.

        Refused (`OrchestrationError`, nothing changes) when it is not the
        agent's own, or not the sub-task it was asked about (`answering`),
        or changes anything but its item states and key information, or
        reports on items it was not given (`not_your_item`), or twice on one
        item (`duplicate_item`), or an `outputabstract` that is not a string
        (`invalid_key_information`). What it forwards is written on one line per
        item, within each dependent's room (`forwarded`, `inputs`).
        """
        sub_task_id = returned.get("SubTaskID")
        if not isinstance(sub_task_id, str) or sub_task_id not in self.status:
            raise OrchestrationError("unknown_sub_task", f"no sub-task {sub_task_id!r}")
        if answering is not None and sub_task_id != answering:
            raise OrchestrationError(
                "not_your_context", f"{agent_id} answered {answering} with {sub_task_id}"
            )
        sub = self._sub(sub_task_id)
        if sub.agent_id != agent_id:
            raise OrchestrationError(
                "not_your_context", f"{agent_id} returned the context of {sub.agent_id}"
            )
        claimed = returned.get("AgentID")
        if claimed != agent_id:
            raise OrchestrationError(
                "not_your_context", f"{agent_id} returned a context for {_quoted(claimed)}"
            )
        if self.status[sub_task_id] != "running":
            raise OrchestrationError("not_running", f"{sub_task_id} is {self.status[sub_task_id]}")
        given = self.sent[sub_task_id]
        for key in set(given) | set(returned):
            if key not in _AGENT_OWNED and given.get(key) != returned.get(key):
                raise OrchestrationError(
                    "not_your_field", f"{agent_id} changed {key}, which the master owns"
                )
        items = {i for i, _ in sub.todo}
        updates = list(returned.get("ItemstateUpdates", []))
        infos = list(returned.get("KeyInformation", []))
        reported = {u.get("itemId") for u in updates} | {k.get("itemId") for k in infos}
        if not reported <= items:
            raise OrchestrationError(
                "not_your_item", f"{agent_id} reported on items it was not given"
            )
        _check_key_information(agent_id, updates, infos)
        self.returned[sub_task_id] = copy.deepcopy(dict(returned))
        return self._evaluate(sub, updates, infos)

    def refuse(self, sub_task_id: str) -> str:
        """A running sub-task's answer was refused (or never came): nothing done, try again.

        The sub-task is ready again while attempts remain, else failed.
        """
        if self.status.get(sub_task_id) != "running":
            raise OrchestrationError("not_running", f"{sub_task_id} is not running")
        return self._evaluate(self._sub(sub_task_id), [], [])

    def _evaluate(self, sub: SubTask, updates: list[Any], infos: list[Any]) -> str:
        """Two phases: unfinished items (state 0) wait; finished ones are checked."""
        done = {u["itemId"] for u in updates if u.get("state") == 1}
        abstracts = {k["itemId"]: k["outputabstract"] for k in infos}
        descriptions = dict(sub.todo)
        unfinished = [i for i, _ in sub.todo if i not in done]
        failed = [i for i in done if not self.evaluator(i, descriptions[i], abstracts.get(i, ""))]
        if failed or unfinished:
            if self.attempts.get(sub.sub_task_id, 0) < self.max_attempts:
                self.status[sub.sub_task_id] = "pending"  # ready again: retry
            elif sub.alternates:  # reassign: the next agent starts afresh
                (agent_id, agent_name), *rest = sub.alternates
                self.subs[sub.sub_task_id] = dataclasses.replace(
                    sub, agent_id=agent_id, agent_name=agent_name, alternates=tuple(rest)
                )
                self.attempts[sub.sub_task_id] = 0
                self.status[sub.sub_task_id] = "pending"
                self.reassigned.append((sub.sub_task_id, sub.agent_id, agent_id))
            else:
                self.status[sub.sub_task_id] = "failed"
        else:
            self.status[sub.sub_task_id] = "completed"
        self._update_goals()
        return self.status[sub.sub_task_id]

    def _update_goals(self) -> None:
        statuses = set(self.status.values())
        if statuses == {"completed"}:
            overall = "completed"
        elif "failed" in statuses:
            overall = "failed"
        else:
            overall = "in_progress"
        self.task_context["OverallStatus"] = overall
        for goal in self.task_context["GoalStatus"]:
            goal["Status"] = overall if overall != "pending" else "pending"
        if overall in ("completed", "failed"):
            self.task_context["EndTime"] = _timestamp(self.now)

    @property
    def finished(self) -> bool:
        """True once every sub-task is completed or failed (or one failed for good)."""
        return self.task_context["OverallStatus"] in ("completed", "failed")


MAX_AGENT_CONTEXT_BYTES: Final = 768 * 1024
"""The largest AgentContext sent (its JSON), well inside the 1 MiB frame with the envelope."""


_QUOTED_CHARS: Final = 64
"""The most characters of a peer's value a refusal's reason quotes."""


def _check_key_information(agent_id: str, updates: list[Any], infos: list[Any]) -> None:
    """`OrchestrationError` unless each item is reported once, its abstract a string."""
    for kind, entries in (("ItemstateUpdates", updates), ("KeyInformation", infos)):
        ids = [entry.get("itemId") for entry in entries]
        if len(set(ids)) != len(ids):
            raise OrchestrationError(
                "duplicate_item", f"{agent_id} reported an item twice in {kind}"
            )
    if not all(isinstance(info.get("outputabstract"), str) for info in infos):
        raise OrchestrationError(
            "invalid_key_information", f"{agent_id} sent an outputabstract that is not text"
        )


def _quoted(value: object, limit: int = _QUOTED_CHARS) -> str:
    """A peer's value for a reason: quoted, what is not printable escaped, cut at `limit`."""
    text = repr(value) if isinstance(value, str) else f"a {type(value).__name__}"
    return text if len(text) <= limit else f"{text[:limit]}..."


def _without_context(agent_context: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in agent_context.items() if k not in ("Context", "ContextURI")}


def _check_size(sent: Mapping[str, Any]) -> None:
    """`OrchestrationError` (`too_large`) for an AgentContext the wire cannot carry."""
    inline = sent.get("Context")
    if isinstance(inline, str) and len(inline) > MAX_INLINE_CHARS:
        raise OrchestrationError(
            "too_large",
            f"a context of {len(inline):,} characters cannot go inline (at most "
            f"{MAX_INLINE_CHARS:,}) and is not offloaded",
        )
    size = len(orjson.dumps(sent))
    if size > MAX_AGENT_CONTEXT_BYTES:
        raise OrchestrationError(
            "too_large", f"an AgentContext of {size:,} bytes (at most {MAX_AGENT_CONTEXT_BYTES:,})"
        )


def _timestamp(now: float) -> str:
    return datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


__all__ = [
    "ACI",
    "MAX_ABSTRACT_CHARS",
    "MAX_AGENT_CONTEXT_BYTES",
    "MAX_FORWARDED_CHARS",
    "MAX_INLINE_CHARS",
    "PLAN_SCHEMA",
    "Evaluator",
    "OrchestrationError",
    "Plan",
    "SubTask",
    "TaskRun",
    "non_empty_evaluator",
    "rule_planner",
    "topological",
]
