"""`MasterAgent`: runs a `TaskRun` against invoked agents over locked `aci` sessions.

The master plans a user request (a pluggable planner; `rule_planner` by
default), opens one locked session per invoked agent (context
`urn:contexts:aci:v1.0`), sends each ready sub-task its AgentContext as a
QUERY and takes the AgentContext the agent answers with
(`TaskRun.accept`: only its own, only its own fields). Ready sub-tasks run
concurrently; dependent ones wait. Token counts (cl100k_base) of what each
agent received are kept, with what forwarding the full context (the
TaskContext and every AgentContext) to every agent would have cost.

An invoked agent is an `Agent` whose handler for `AgentContext` does the
work: `invoked_handler(work)` wraps a function from the AgentContext to
key information per item.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from ioa.agent import Agent, AgentError, AgentSession, Incoming, Tls
from ioa.orchestration import ACI, OrchestrationError, Plan, TaskRun, rule_planner
from l9_snl.tokens import count_tokens

Planner = Callable[[str], Plan]
Work = Callable[[dict[str, Any]], Awaitable[dict[str, str]]]
"""An invoked agent's work: its AgentContext -> an output abstract per itemId."""


@dataclass
class TokenCounts:
    """Tokens each invoked agent received, against forwarding the full context."""

    structured: dict[str, int] = field(default_factory=dict)
    full: dict[str, int] = field(default_factory=dict)

    @property
    def saved(self) -> float:
        """The share of tokens the structured distribution saved (0..1)."""
        full = sum(self.full.values())
        return 1 - sum(self.structured.values()) / full if full else 0.0


@dataclass
class Outcome:
    """How one task ended."""

    task_context: dict[str, Any]
    returned: dict[str, dict[str, Any]]
    tokens: TokenCounts
    refused: list[str]
    """Updates the master refused (isolation), as `agent: code`."""


def invoked_handler(work: Work) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    """The `AgentContext` handler of an invoked agent: do the work, return its own context."""

    async def handle(message: Incoming) -> dict[str, Any]:
        context = {"concept": "AgentContext", **message.values}
        outputs = await work(context)
        return {
            **context,
            "ItemstateUpdates": [
                {"itemId": item, "state": 1 if outputs.get(item) else 0}
                for item in (i["itemId"] for i in context["todoItems"])
            ],
            "KeyInformation": [
                {"itemId": item, "outputabstract": text} for item, text in outputs.items() if text
            ],
        }

    return handle


class MasterAgent:
    """Plans, distributes context, evaluates; one locked session per invoked agent."""

    def __init__(
        self,
        agent: Agent,
        addresses: Mapping[str, tuple[str, int]],
        *,
        planner: Planner = rule_planner,
        tls: Tls | None = None,
    ) -> None:
        self.agent = agent
        self.tls = tls
        """Certificates to verify the invoked agents with (None: cleartext HTTP/2)."""
        self.addresses = dict(addresses)
        """Invoked agent id -> (host, port)."""
        self.planner = planner
        self._sessions: dict[str, AgentSession] = {}

    async def _session(self, agent_id: str) -> AgentSession:
        session = self._sessions.get(agent_id)
        if session is None or session.ended.is_set():
            host, port = self.addresses[agent_id]
            session = await self.agent.connect(host, port, peer=agent_id, context=ACI, tls=self.tls)
            self._sessions[agent_id] = session
        return session

    async def run(self, task_id: str, query: str) -> Outcome:
        """Plan `query` and run it to the end."""
        run = TaskRun(task_id, query, self.planner(query), time.time())
        tokens = TokenCounts()
        refused: list[str] = []
        while not run.finished:
            ready = run.ready()
            if not ready:
                break  # nothing can move: a dependency failed
            sent = {s.sub_task_id: run.start(s.sub_task_id) for s in ready}
            full = _full_context(run, sent)
            answers = await asyncio.gather(
                *(self._invoke(s.agent_id, sent[s.sub_task_id]) for s in ready),
                return_exceptions=True,
            )
            for sub, answer in zip(ready, answers, strict=True):
                tokens.structured[sub.agent_id] = tokens.structured.get(sub.agent_id, 0) + (
                    count_tokens(orjson.dumps(sent[sub.sub_task_id]).decode())
                )
                tokens.full[sub.agent_id] = tokens.full.get(sub.agent_id, 0) + full
                try:
                    if isinstance(answer, BaseException):
                        raise answer
                    run.accept(sub.agent_id, answer)
                except (OrchestrationError, AgentError) as error:
                    refused.append(f"{sub.agent_id}: {error}")
                    run.refuse(sub.sub_task_id)  # nothing of it is taken
        run.now = time.time()
        return Outcome(run.task_context, run.returned, tokens, refused)

    async def _invoke(self, agent_id: str, context: dict[str, Any]) -> dict[str, Any]:
        session = await self._session(agent_id)
        answer = await session.query(context)
        if not isinstance(answer, dict):
            raise OrchestrationError("invalid_answer", f"{agent_id} answered {type(answer)}")
        return answer

    async def close(self) -> None:
        """Close every session."""
        for session in self._sessions.values():
            await session.close()
        self._sessions.clear()


def _full_context(run: TaskRun, sent: Mapping[str, dict[str, Any]]) -> int:
    """Tokens of the full, unfiltered context: the TaskContext and every AgentContext."""
    everything = [run.task_context, *sent.values(), *run.returned.values()]
    return count_tokens(orjson.dumps(everything).decode())


__all__ = ["MasterAgent", "Outcome", "Planner", "TokenCounts", "Work", "invoked_handler"]
