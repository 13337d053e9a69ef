"""Plans: a task decomposed into sub-tasks for invoked agents (a DAG), and their JSON form.

What a planner produces and a master runs (`ioa.orchestration.TaskRun`): a
`Plan` of `SubTask`s, checked for ids, dependencies and cycles; `PLAN_SCHEMA`
for planners that are models; `rule_planner` for the two shipped workflows.
Nothing here does I/O.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from jsonschema import Draft202012Validator


class OrchestrationError(Exception):
    """A plan or an update the master refuses: a stable `code` and a readable message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class SubTask:
    """One sub-task of a plan, for one invoked agent."""

    sub_task_id: str
    name: str
    agent_id: str
    agent_name: str
    todo: tuple[tuple[str, str], ...]
    """(itemId, description) of each work item."""
    dependencies: tuple[str, ...] = ()
    context: str = ""
    """What the agent needs to know, inline (dependencies' key information is added)."""
    alternates: tuple[tuple[str, str], ...] = ()
    """(agent id, agent name) of agents that can take the sub-task over, in order, when
    its agent fails it `max_attempts` times."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A task decomposed into sub-tasks (a DAG)."""

    task_name: str
    description: str
    goals: tuple[str, ...]
    sub_tasks: tuple[SubTask, ...]

    @classmethod
    def from_json(cls, data: object) -> Plan:
        """A plan from its JSON form (`PLAN_SCHEMA`): what a model-backed planner produces.

        `OrchestrationError` (`invalid_plan`) names the first fault by JSON Pointer;
        the plan is also `check`ed (ids, dependencies, cycles).
        """
        errors = sorted(_PLAN_VALIDATOR.iter_errors(data), key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            pointer = "".join(f"/{part}" for part in first.absolute_path) or "/"
            raise OrchestrationError("invalid_plan", f"{pointer}: {first.message}")
        assert isinstance(data, dict)  # noqa: S101 - the schema says so
        plan = cls(
            task_name=data["task_name"],
            description=data["description"],
            goals=tuple(data["goals"]),
            sub_tasks=tuple(
                SubTask(
                    sub_task_id=sub["id"],
                    name=sub["name"],
                    agent_id=sub["agent_id"],
                    agent_name=sub["agent_name"],
                    todo=tuple((t["itemId"], t["description"]) for t in sub["todo"]),
                    dependencies=tuple(sub.get("dependencies", ())),
                    context=sub.get("context", ""),
                    alternates=tuple(
                        (a["agent_id"], a["agent_name"]) for a in sub.get("alternates", ())
                    ),
                )
                for sub in data["sub_tasks"]
            ),
        )
        plan.check()
        return plan

    def as_json(self) -> dict[str, Any]:
        """The plan's JSON form (`from_json` gives it back)."""
        return {
            "task_name": self.task_name,
            "description": self.description,
            "goals": list(self.goals),
            "sub_tasks": [
                {
                    "id": s.sub_task_id,
                    "name": s.name,
                    "agent_id": s.agent_id,
                    "agent_name": s.agent_name,
                    "todo": [{"itemId": i, "description": d} for i, d in s.todo],
                    "dependencies": list(s.dependencies),
                    "context": s.context,
                    "alternates": [{"agent_id": a, "agent_name": n} for a, n in s.alternates],
                }
                for s in self.sub_tasks
            ],
        }

    def agents(self) -> frozenset[str]:
        """Every agent the plan may invoke (alternates included)."""
        return frozenset(
            agent for s in self.sub_tasks for agent in (s.agent_id, *(a for a, _ in s.alternates))
        )

    def check(self) -> None:
        """`OrchestrationError` for no sub-task, duplicate ids, unknown dependencies or a cycle.

        Also a sub-task with no item, or two items of one sub-task with one id: either
        would let a sub-task complete with something no evaluation looked at (an empty
        one on any answer, a repeated id on one report for both items).
        """
        if not self.sub_tasks:
            raise OrchestrationError("invalid_plan", "a plan needs at least one sub-task")
        ids = [s.sub_task_id for s in self.sub_tasks]
        if len(set(ids)) != len(ids):
            raise OrchestrationError("invalid_plan", "two sub-tasks share an id")
        known = set(ids)
        for sub in self.sub_tasks:
            items = [item for item, _ in sub.todo]
            if not items:
                raise OrchestrationError("invalid_plan", f"{sub.sub_task_id} has no todo item")
            if len(set(items)) != len(items):
                raise OrchestrationError(
                    "invalid_plan", f"two todo items of {sub.sub_task_id} share an id"
                )
        for sub in self.sub_tasks:
            unknown = set(sub.dependencies) - known
            if unknown:
                raise OrchestrationError(
                    "invalid_plan", f"{sub.sub_task_id} depends on unknown {sorted(unknown)}"
                )
        order = topological(self.sub_tasks)
        if len(order) != len(self.sub_tasks):
            raise OrchestrationError("invalid_plan", "the dependencies form a cycle")


def _text(max_length: int, min_length: int = 1) -> dict[str, Any]:
    return {"type": "string", "minLength": min_length, "maxLength": max_length}


_AGENT = {
    "type": "object",
    "properties": {"agent_id": _text(128), "agent_name": _text(200)},
    "required": ["agent_id", "agent_name"],
    "additionalProperties": False,
}
PLAN_SCHEMA: Final[dict[str, Any]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "ioa plan",
    "description": "A task decomposed into sub-tasks for invoked agents (a DAG). Sizes are "
    "those of urn:contexts:aci.",
    "type": "object",
    "properties": {
        "task_name": _text(200),
        "description": _text(20000),
        "goals": {"type": "array", "maxItems": 256, "items": _text(2000)},
        "sub_tasks": {
            "type": "array",
            "minItems": 1,
            "maxItems": 256,
            "items": {
                "type": "object",
                "properties": {
                    "id": _text(128),
                    "name": _text(200),
                    **_AGENT["properties"],  # type: ignore[dict-item]
                    "todo": {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 1024,
                        "items": {
                            "type": "object",
                            "properties": {"itemId": _text(128), "description": _text(4000)},
                            "required": ["itemId", "description"],
                            "additionalProperties": False,
                        },
                    },
                    "dependencies": {
                        "type": "array",
                        "maxItems": 256,
                        "uniqueItems": True,
                        "items": _text(128),
                    },
                    "context": _text(200000, 0),
                    "alternates": {"type": "array", "maxItems": 16, "items": _AGENT},
                },
                "required": ["id", "name", "agent_id", "agent_name", "todo"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["task_name", "description", "goals", "sub_tasks"],
    "additionalProperties": False,
}
"""The JSON form of a plan (`Plan.from_json`), for planners that are models."""
_PLAN_VALIDATOR: Final = Draft202012Validator(PLAN_SCHEMA)


def topological(sub_tasks: Iterable[SubTask]) -> list[str]:
    """Sub-task ids in an order that respects dependencies (a cycle leaves some out)."""
    remaining = {s.sub_task_id: set(s.dependencies) for s in sub_tasks}
    order: list[str] = []
    while True:
        ready = sorted(i for i, deps in remaining.items() if deps <= set(order))
        if not ready:
            return order
        for sub_id in ready:
            order.append(sub_id)
            del remaining[sub_id]


# -- a deterministic planner -------------------------------------------------------------------


def rule_planner(query: str) -> Plan:
    """Plans for the two shipped workflows, by keyword (no model involved).

    "tour"/"trip"/"holiday": hotel, flight and weather agents, independent
    (run together); "doctor"/"sick"/"symptom": diagnosis, then prescription,
    then buying the medicine (each feeds the next). Anything else:
    `OrchestrationError` (`no_plan`).
    """
    text = query.lower()
    asked = f"The user asked: {query}"
    if any(word in text for word in ("tour", "trip", "holiday")):
        return Plan(
            task_name="tour plan",
            description="Plan a trip: where to stay, how to get there, what weather to expect.",
            goals=("a bookable itinerary",),
            sub_tasks=(
                SubTask(
                    "hotel", "find a hotel", "hotel-agent", "Hotel", (("h1", "a hotel"),), (), asked
                ),
                SubTask(
                    "flight",
                    "find a flight",
                    "flight-agent",
                    "Flight",
                    (("f1", "a flight"),),
                    (),
                    asked,
                ),
                SubTask(
                    "weather",
                    "forecast",
                    "weather-agent",
                    "Weather",
                    (("w1", "the forecast"),),
                    (),
                    asked,
                ),
            ),
        )
    if any(word in text for word in ("doctor", "sick", "symptom")):
        return Plan(
            task_name="see a doctor",
            description="From symptoms to medicine in hand.",
            goals=("the right medicine bought",),
            sub_tasks=(
                SubTask(
                    "diagnosis",
                    "diagnose",
                    "doctor-agent",
                    "Doctor",
                    (("d1", "a diagnosis"),),
                    (),
                    asked,
                ),
                SubTask(
                    "prescription",
                    "prescribe",
                    "prescriber-agent",
                    "Prescriber",
                    (("p1", "a prescription"),),
                    ("diagnosis",),
                ),
                SubTask(
                    "purchase",
                    "buy the medicine",
                    "pharmacy-agent",
                    "Pharmacy",
                    (("b1", "the medicine bought"),),
                    ("prescription",),
                ),
            ),
        )
    raise OrchestrationError("no_plan", f"no rule plans {query!r}")


__all__ = [
    "PLAN_SCHEMA",
    "OrchestrationError",
    "Plan",
    "SubTask",
    "rule_planner",
    "topological",
]
