"""What a master's invoked agents received, in tokens, against forwarding them everything.

`TokenCounts` (one per task run of a `MasterAgent`): the cl100k_base tokens of what
each invoked agent received (its AgentContext, and an offloaded context it fetched),
beside what forwarding the full context (the TaskContext and every AgentContext,
inline) to every agent would have cost. Split from `ioa.master` along this seam.
"""

from __future__ import annotations

import collections
import functools
from collections.abc import Callable
from dataclasses import dataclass, field

import orjson

from ioa.offload import Grant
from ioa.orchestration import SubTask, TaskRun
from l9_snl.tokens import count_tokens


def tokens_of(content: object) -> int:
    """cl100k_base tokens of `content` as JSON."""
    return count_tokens(_json_text(content))


def _json_text(content: object) -> str:
    return orjson.dumps(content).decode()


def _own_text(run: TaskRun, sub: SubTask) -> str:
    return _json_text(run.agent_context(sub, inputs=False))


def _lines(run: TaskRun, sub_task_id: str) -> str:
    return "\n".join(run.forwarded(sub_task_id))


@dataclass
class TokenCounts:
    """Tokens each invoked agent received, against forwarding the full context."""

    structured: dict[str, int] = field(default_factory=dict)
    full: dict[str, int] = field(default_factory=dict)

    # Each piece is counted once, while it stays the same object: a sub-task's own
    # AgentContext (without its inputs), an answer, the lines an answer forwards, an
    # offloaded context (by URI). Counting the whole plan again for each attempt costs
    # dependents x plan size, which a hostile answer made seconds of a blocked loop.
    _counted: dict[tuple[str, str], tuple[object, int]] = field(
        default_factory=dict, repr=False, compare=False
    )
    _fan_out: collections.Counter[str] | None = field(default=None, repr=False, compare=False)
    _offloaded: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    _charged: set[Grant] = field(default_factory=set, repr=False, compare=False)

    def _once(self, kind: str, key: str, piece: object, text: Callable[[], str]) -> int:
        """The tokens of `text()`, counted again only when `piece` is another object."""
        held = self._counted.get((kind, key))
        if held is None or held[0] is not piece:
            held = self._counted[kind, key] = (piece, count_tokens(text()))
        return held[1]

    def full_context(self, run: TaskRun) -> int:
        """Tokens of the full, unfiltered context the master holds for `run`, inline.

        What forwarding everything to an agent would send it now: the
        TaskContext, the AgentContext of every sub-task of the plan (as it
        would be sent now), and every answer taken so far. The sum of the
        pieces' counts (a sub-task's own context, each answer, the lines
        each answer forwards, once per dependent), each piece counted once.
        """
        if self._fan_out is None:
            self._fan_out = collections.Counter(
                dep for sub in run.plan.sub_tasks for dep in sub.dependencies
            )
        total = tokens_of(run.task_context)
        for sub_id, sub in run.subs.items():
            total += self._once("own", sub_id, sub, functools.partial(_own_text, run, sub))
        for sub_id, answer in run.returned.items():
            total += self._once("answer", sub_id, answer, functools.partial(_json_text, answer))
            lines = functools.partial(_lines, run, sub_id)
            total += self._once("forwarded", sub_id, answer, lines) * self._fan_out[sub_id]
        return total

    def offloaded(self, uri: str) -> int | None:
        """The tokens of the context offloaded as `uri`, if counted yet."""
        return self._offloaded.get(uri)

    def count_offloaded(self, uri: str, tokens: int) -> None:
        """Keep the tokens of the context offloaded as `uri` (counted once, off the loop)."""
        self._offloaded[uri] = tokens

    def fetched(self, grant: Grant, uri: str) -> None:
        """`grant`'s agent fetched `uri`: it received the context (once per attempt)."""
        if grant not in self._charged:
            self._charged.add(grant)
            received = self._offloaded.get(uri, 0)
            self.structured[grant.agent_id] = self.structured.get(grant.agent_id, 0) + received

    def attempt_ended(self, grant: Grant) -> None:
        """`grant`'s attempt ended: a next attempt's fetch counts again."""
        self._charged.discard(grant)

    @property
    def saved(self) -> float:
        """The share of tokens the structured distribution saved (0..1)."""
        full = sum(self.full.values())
        return 1 - sum(self.structured.values()) / full if full else 0.0


__all__ = ["TokenCounts", "tokens_of"]
