"""Running an agent's handler for one incoming message, and answering it (spec 5.1, 14.4).

What an `AgentSession` does with a REQUEST, QUERY or INFORM that a handler
takes: the handler runs in a task of its own (started eagerly from Python
3.12); a REQUEST is agreed to when it runs long; the answer is its result (INFORM), or its
refusal or failure with a code, never its internals.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import sys
import types
from collections.abc import Awaitable, Callable, Coroutine, Generator
from typing import TYPE_CHECKING, Any, Final, TypeVar

from ioa.agent_messages import (
    HANDLER_FAILED,
    AgentError,
    Agreement,
    Handler,
    as_refusal,
)
from l7_transport.exceptions import TransportError
from l8_comm import Envelope, Performative
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l9_snl.binding import Binding, BindingKind
from l9_snl.output import result_content, wanted_by

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

logger = logging.getLogger("ioa.agent")

T = TypeVar("T")


def start_eagerly(work: Coroutine[Any, Any, None]) -> asyncio.Task[None] | None:
    """Run `work` in a task of its own; None if it ended without waiting on anything.

    From Python 3.12 the task starts eagerly: it runs up to its first wait at
    once, as the current task (so `asyncio.timeout`, `TaskGroup` and
    `current_task` in a handler are its own), and one that answers without
    waiting never costs a turn of the loop. Before 3.12, a task that runs at
    the loop's next turn, as always.
    """
    loop = asyncio.get_running_loop()
    if _EAGER:
        task: asyncio.Task[None] = asyncio.Task(work, loop=loop, eager_start=True)  # type: ignore[call-arg,unused-ignore]
        return None if task.done() else task
    return loop.create_task(work)


_EAGER: Final = sys.version_info >= (3, 12)
"""Whether tasks can start eagerly (`asyncio.Task(..., eager_start=True)`, Python 3.12)."""


@types.coroutine
def _forwarded(work: Coroutine[Any, Any, T], yielded: object) -> Generator[Any, Any, T]:
    """Go on with `work`, started elsewhere and waiting on `yielded`.

    What the task sends or throws goes to `work` (as `yield from` would, had it
    not been started).
    """
    while True:
        try:
            sent = yield yielded
        except GeneratorExit:
            work.close()
            raise
        except BaseException as error:  # noqa: BLE001 - a cancellation, passed on to `work`
            try:
                yielded = work.throw(error)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
        else:
            try:
                yielded = work.send(sent)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]


async def _awaited(handler: Awaitable[T], suspended: Callable[[], None] | None) -> T:
    """Await `handler`; call `suspended` if it waits on anything (not if it returns at once)."""
    if suspended is None:
        return await handler
    if not isinstance(handler, types.CoroutineType):
        suspended()
        return await handler
    try:
        first = handler.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    except BaseException:
        handler.close()
        raise
    suspended()
    return await _forwarded(handler, first)


async def run_handler(
    session: AgentSession, handler: Handler, envelope: Envelope, binding: Binding
) -> None:
    """Run `handler` on `envelope` in its own task, and answer with its result or failure.

    A REQUEST's agreement is timed from here, but its timer is set only when the
    handler first waits: one that returns at once is never late.
    """
    answers = envelope.performative in (Performative.REQUEST, Performative.QUERY)
    incoming = session._incoming(envelope, binding)  # noqa: SLF001 - its session's
    name = incoming.name
    agreement = (
        Agreement(session, envelope, armed=False)
        if envelope.performative == Performative.REQUEST
        else None
    )
    try:
        try:
            result = await _awaited(
                handler(incoming), agreement.arm if agreement is not None else None
            )
        finally:
            if agreement is not None:
                await agreement.settle()
        if not answers:
            return
        if binding.kind is BindingKind.TASK:
            wanted = wanted_by(envelope.content) if isinstance(envelope.content, dict) else None
            result = result_content(
                name, result if result is not None else {}, wanted, agreed=session.filters_results
            )
        try:
            await session.locked.reply(envelope, Performative.INFORM, result)
        except TransportError as lost:
            # The handler did its work; its answer could not go (the peer's connection or
            # stream went meanwhile): no fault of the handler's, no traceback (an outside
            # tester's hostile server, resetting at every point, read one as a failure).
            logger.info(
                "%s: the answer of %s could not be sent: %s", session.agent.agent_id, name, lost
            )
            return
    except Exception as error:
        ended_here = (
            isinstance(error, LocalProtocolError)
            and error.code is ErrorCode.SESSION_CLOSED
            and session.locked.semantic.endpoint.closed  # its own session: not another's
        ) or (isinstance(error, AgentError) and session.ended.is_set())  # (what ended it)
        refusal = None if ended_here else as_refusal(error)
        if refusal is not None:
            logger.info("%s: %s refused: %s", session.agent.agent_id, name, refusal)
            with contextlib.suppress(Exception):
                await _fail(session, envelope, agreement, refusal.code, refusal.reason)
            return
        if ended_here:
            # The handler sent on its session after the session ended (its peer left while
            # it ran, before the end reached here to cancel it): no fault of the handler's,
            # and a traceback per handler hid the log (an outside attack ended 255 at once).
            logger.info("%s: the session ended while %s ran", session.agent.agent_id, name)
            reason = f"the session ended while the handler of {name} ran"
        else:
            # The details stay here: a peer learns that it failed, not why (paths,
            # internals); the error id ties the peer's report to this log line.
            error_id = secrets.token_hex(4)
            logger.exception(
                "%s: the handler of %s failed (error %s)", session.agent.agent_id, name, error_id
            )
            reason = f"the handler of {name} failed (error {error_id})"
        if answers:
            with contextlib.suppress(Exception):
                await _fail(session, envelope, agreement, HANDLER_FAILED, reason, attempted=True)


async def _fail(  # noqa: PLR0913 - the message, its agreement, the code, and how
    session: AgentSession,
    envelope: Envelope,
    agreement: Agreement | None,
    code: str,
    reason: str,
    *,
    attempted: bool = False,
) -> None:
    """A REQUEST agreed to ends in FAILURE; one not agreed to yet, REFUSE (spec 14.4).

    Except one that was `attempted` (its handler ran and failed, or its result was not
    valid): REFUSE would say it was declined, and a requester could try it again, so
    it is AGREEd to after the fact and ends in FAILURE.
    """
    if agreement is not None and attempted and not agreement.sent:
        await session.locked.reply(envelope, Performative.AGREE)
        agreement.sent = True
    if agreement is not None and agreement.sent:
        failure = {"code": code, "reason": reason}
        await session.locked.reply(envelope, Performative.FAILURE, failure)
    else:
        await session._refuse(envelope, code, reason)  # noqa: SLF001


__all__ = ["run_handler", "start_eagerly"]
