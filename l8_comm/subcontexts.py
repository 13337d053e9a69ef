"""Sub-contexts: nested threads inside a session, created by first use and ended when idle.

The tracker enforces the nesting rules (a known live parent, a depth limit,
a cap on live sub-contexts) in two steps, `check` then `commit`, so an
envelope that breaks a rule leaves no trace. Pure: time is passed in.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from l8_comm.envelope import Envelope, SubContextRef
from l8_comm.events import SubContextEnded, SubContextOpened
from l8_comm.exceptions import ErrorCode, LimitExceededError, SubContextError


@dataclass(slots=True)
class _LiveContext:
    ref: SubContextRef
    depth: int
    last_used: float
    local: bool


class ContextUse(NamedTuple):
    """What using a sub-context would do: the result of `check`, applied by `commit`."""

    context_id: str
    """The sub-context used."""
    new: SubContextRef | None
    """The sub-context to create, when this is its first use."""
    depth: int
    """Its depth."""
    local: bool
    """True when this side creates it (it counts against this side's cap)."""


class SubContextTracker:
    """The live sub-contexts of one session."""

    __slots__ = ("_created", "_live", "idle_timeout", "max_contexts", "max_depth")

    def __init__(self, *, max_contexts: int, max_depth: int, idle_timeout: float) -> None:
        self.max_contexts = max_contexts
        self.max_depth = max_depth
        self.idle_timeout = idle_timeout
        # Least recently used first. Using a context also uses its ancestors,
        # so a parent is never older than its children and ends after them.
        self._live: OrderedDict[str, _LiveContext] = OrderedDict()
        # Live sub-contexts by the side that created them: each side has its
        # own cap, so a peer cannot use up the room this side needs.
        self._created = [0, 0]  # indexed by `local` (a list of two: 72 bytes, a dict 224)

    def __len__(self) -> int:
        return len(self._live)

    def __contains__(self, context_id: object) -> bool:
        return context_id in self._live

    def __iter__(self) -> Iterator[SubContextRef]:
        return (live.ref for live in self._live.values())

    def get(self, context_id: str) -> SubContextRef | None:
        """The live sub-context with this id, as first used."""
        live = self._live.get(context_id)
        return live.ref if live else None

    def depth(self, context_id: str) -> int | None:
        """The depth of a live sub-context."""
        live = self._live.get(context_id)
        return live.depth if live else None

    def check(self, wire: Mapping[str, Any], *, local: bool) -> ContextUse:
        """What using the validated `context` object `wire` would do; raise if it breaks a rule.

        `local` says whether this side is sending (True) or receiving the message.
        """
        context_id: str = wire["id"]
        parent = wire.get("parent")
        kind = wire.get("type")
        live = self._live.get(context_id)
        if live is not None:
            if parent is not None and parent != live.ref.parent:
                raise SubContextError(
                    ErrorCode.CONTEXT_PARENT_MISMATCH,
                    f"sub-context {context_id} has parent {live.ref.parent}, not {parent}",
                    field="context.parent",
                )
            if kind is not None and kind != live.ref.type:
                raise SubContextError(
                    ErrorCode.CONTEXT_TYPE_MISMATCH,
                    f"sub-context {context_id} is of type {live.ref.type}, not {kind}",
                    field="context.type",
                )
            return ContextUse(context_id=context_id, new=None, depth=live.depth, local=live.local)
        depth = 1
        if parent is not None:
            parent_live = self._live.get(parent)
            if parent_live is None:
                raise SubContextError(
                    ErrorCode.UNKNOWN_PARENT_CONTEXT,
                    f"parent sub-context {parent} is not live in this session",
                    field="context.parent",
                )
            depth = parent_live.depth + 1
        if depth > self.max_depth:
            raise SubContextError(
                ErrorCode.CONTEXT_TOO_DEEP,
                f"sub-context {context_id} would be at depth {depth}; "
                f"the limit is {self.max_depth}",
                field="context.parent",
            )
        if self._created[local] >= self.max_contexts:
            side = "this side" if local else "the peer"
            raise LimitExceededError(
                ErrorCode.TOO_MANY_CONTEXTS,
                f"{self._created[local]} sub-contexts created by {side} are live; "
                f"the limit is {self.max_contexts}",
                field="context.id",
            )
        return ContextUse(
            context_id=context_id, new=SubContextRef.from_wire(wire), depth=depth, local=local
        )

    def commit(self, use: ContextUse, now: float) -> SubContextOpened | None:
        """Apply a checked use at time `now`; report the sub-context if it is new."""
        opened = None
        if use.new is not None:
            self._live[use.context_id] = _LiveContext(
                ref=use.new, depth=use.depth, last_used=now, local=use.local
            )
            self._created[use.local] += 1
            opened = SubContextOpened(context=use.new, depth=use.depth)
        context_id: str | None = use.context_id
        while context_id is not None:
            live = self._live.get(context_id)
            if live is None:  # pragma: no cover - parents outlive children by construction
                break
            live.last_used = now
            self._live.move_to_end(context_id)
            context_id = live.ref.parent
        return opened

    def next_deadline(self) -> float | None:
        """When the least recently used sub-context will end, if nothing uses it."""
        for live in self._live.values():
            return live.last_used + self.idle_timeout
        return None

    def expire(self, now: float) -> list[SubContextEnded]:
        """End every sub-context idle for `idle_timeout` or longer at `now`."""
        ended: list[SubContextEnded] = []
        while self._live:
            context_id, live = next(iter(self._live.items()))
            if live.last_used + self.idle_timeout > now:
                break
            del self._live[context_id]
            self._created[live.local] -= 1
            ended.append(SubContextEnded(context_id=context_id, reason="idle"))
        return ended

    def close(self) -> list[SubContextEnded]:
        """End every sub-context because the session ended."""
        ended = [SubContextEnded(context_id=cid, reason="session_closed") for cid in self._live]
        self._live.clear()
        self._created = [0, 0]
        return ended


class ContextFilter(StrEnum):
    """Which messages of a history to keep when building a prompt."""

    ALL = "all"
    """Every message."""
    MAIN_ONLY = "main_only"
    """Messages of the main context only (no sub-context)."""
    BY_TYPE = "by_type"
    """Messages in sub-contexts of one type (and their descendants)."""
    BY_ID = "by_id"
    """Messages in one sub-context (and its descendants)."""
    CONCLUSIONS_ONLY = "conclusions_only"
    """The main context, with each sub-context reduced to the messages marked as its conclusion."""


def select_messages(
    messages: Iterable[Envelope],
    strategy: ContextFilter,
    *,
    context_type: str | None = None,
    context_id: str | None = None,
    include_descendants: bool = True,
) -> list[Envelope]:
    """Keep the messages of a history that `strategy` selects, in their original order.

    The nesting is read from the messages themselves (the parent given on a
    sub-context's first use), so any history works, live or archived.
    """
    history = list(messages)
    if strategy is ContextFilter.ALL:
        return history
    if strategy is ContextFilter.MAIN_ONLY:
        return [m for m in history if m.context_id is None]
    if strategy is ContextFilter.CONCLUSIONS_ONLY:
        return [m for m in history if m.context_id is None or _is_conclusion(m)]
    parents: dict[str, str | None] = {}
    types: dict[str, str | None] = {}
    for message in history:
        ref = message.context
        if ref is not None and ref.id not in parents:
            parents[ref.id] = ref.parent
            types[ref.id] = ref.type
    if strategy is ContextFilter.BY_TYPE:
        if context_type is None:
            msg = "BY_TYPE needs context_type"
            raise ValueError(msg)
        roots = {cid for cid, kind in types.items() if kind == context_type}
    else:
        if context_id is None:
            msg = "BY_ID needs context_id"
            raise ValueError(msg)
        roots = {context_id}
    return [m for m in history if _within(m.context_id, roots, parents, include_descendants)]


def _is_conclusion(message: Envelope) -> bool:
    ref = message.context
    return ref is not None and ref.is_conclusion


def _within(
    context_id: str | None,
    roots: set[str],
    parents: Mapping[str, str | None],
    include_descendants: bool,  # noqa: FBT001 - internal helper
) -> bool:
    if context_id is None:
        return False
    if not include_descendants:
        return context_id in roots
    seen: set[str] = set()
    current: str | None = context_id
    while current is not None and current not in seen:
        if current in roots:
            return True
        seen.add(current)
        current = parents.get(current)
    return False
