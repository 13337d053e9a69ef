"""The invoked agent's side of a `MasterAgent`'s task: handlers that do the work.

`invoked_handler(work)` answers an AgentContext with the work's key information per
item, an offloaded context fetched within `FetchLimits` first; `collaborating_handler`
also joins the task's group for the work (spec 14.5).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ioa.agent import AgentError, Incoming
from ioa.authorization import SubTaskAuthorization
from ioa.groups import Membership
from ioa.offload import (
    DEFAULT_FETCH_SECONDS,
    DEFAULT_MAX_CHARS,
    FetchBudget,
    OffloadError,
    fetched_context,
)
from ioa.task_group import group_named
from l7_transport.bounds import GIB, ConfigBounds, Count
from l7_transport.bounds import seconds as time_range  # (`seconds` is a field here)

Work = Callable[[dict[str, Any]], Awaitable[dict[str, str]]]
"""An invoked agent's work: its AgentContext -> an output abstract per itemId."""
GroupWork = Callable[[dict[str, Any], Membership | None], Awaitable[dict[str, str]]]
"""An invoked agent's work that may collaborate: its AgentContext and its membership of the
task's group (None: the task has none) -> an output abstract per itemId."""


@dataclass(frozen=True, kw_only=True)
class FetchLimits:
    """How much of an offloaded context an invoked agent fetches, and for how long."""

    max_chars: int = DEFAULT_MAX_CHARS
    """The longest context fetched (characters); above: `too_large`."""
    seconds: float = DEFAULT_FETCH_SECONDS
    """The longest one whole fetch may take."""
    budget: FetchBudget = field(default_factory=FetchBudget)
    """The bytes every fetch under way holds together; above: `over_budget`. One per
    handler by default: pass the same one to each handler of an agent to share it."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        {"max_chars": Count(1, GIB), "seconds": time_range()}
    )

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)


def invoked_handler(
    work: Work,
    *,
    authorization: SubTaskAuthorization | None = None,
    fetch: FetchLimits | None = None,
) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    """The `AgentContext` handler of an invoked agent: do the work, return its own context.

    With `authorization`, no work is done on a sub-task its sender has not authorized
    (`AuthorizeSubTask` accepted first; `invalid_token` otherwise). A group the master
    names is not joined (`collaborating_handler` joins it). An offloaded context is
    fetched within `fetch` (default `FetchLimits()`: 64 Mi characters, 300 s, 128 MiB
    held at once across every session the handler serves, 64 MiB by one master).
    """

    async def alone(context: dict[str, Any], message: Incoming) -> dict[str, str]:
        del message
        return await work(context)

    return _handler(alone, authorization, fetch or FetchLimits())


def collaborating_handler(
    work: GroupWork,
    *,
    authorization: SubTaskAuthorization | None = None,
    fetch: FetchLimits | None = None,
) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    """As `invoked_handler`, and the work is a member of the task's group while it runs.

    When the master names a group (spec 14.5), the handler joins it on the session the
    AgentContext came on before the work starts, hands the work the `Membership`, and
    leaves once the work returns or fails, before the answer goes. A refused join
    (`not_a_member`, `no_common_context`, `topic_closed`...) refuses the sub-task with
    the host's code: no work is done without the group the master asked for.
    """

    async def together(context: dict[str, Any], message: Incoming) -> dict[str, str]:
        name = group_named(message.envelope)
        if name is None:
            return await work(context, None)
        async with await message.session.join(name) as membership:
            return await work(context, membership)

    return _handler(together, authorization, fetch or FetchLimits())


def _handler(
    work: Callable[[dict[str, Any], Incoming], Awaitable[dict[str, str]]],
    authorization: SubTaskAuthorization | None,
    fetch: FetchLimits,
) -> Callable[[Incoming], Awaitable[dict[str, Any]]]:
    async def handle(message: Incoming) -> dict[str, Any]:
        if authorization is None:
            return await _handle(message)
        with authorization.serving(message):  # one authorization, one attempt
            return await _handle(message)

    async def _handle(message: Incoming) -> dict[str, Any]:
        context = {"concept": "AgentContext", **message.values}
        uri = context.get("ContextURI")
        if isinstance(uri, str):
            # The fetched text stays charged to the budget while the work uses it.
            fetched = False
            try:
                async with fetched_context(
                    message.session,
                    uri,
                    str(context["SubTaskID"]),
                    max_chars=fetch.max_chars,
                    seconds=fetch.seconds,
                    budget=fetch.budget,
                ) as text:
                    fetched = True
                    inline = {k: v for k, v in context.items() if k != "ContextURI"}
                    outputs = await work(inline | {"Context": text}, message)
            except OffloadError as error:
                if fetched:
                    raise  # the work's own, not the fetch's
                raise AgentError(error.code, error.message) from error
        else:
            outputs = await work(context, message)
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


__all__ = ["FetchLimits", "GroupWork", "Work", "collaborating_handler", "invoked_handler"]
