"""Running an agent's handler for one incoming message, and answering it (spec 5.1, 14.4).

What an `AgentSession` does with a REQUEST, QUERY or INFORM that a handler
takes: the handler runs in a task of its own; a REQUEST is agreed to when it
runs long; the answer is its result (INFORM), or its refusal or failure with
a code, never its internals.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from typing import TYPE_CHECKING

from ioa.agent_messages import HANDLER_FAILED, AgentError, Agreement, Handler
from l8_comm import Envelope, Performative
from l9_snl.binding import Binding, BindingKind
from l9_snl.output import result_content, wanted_by

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession

logger = logging.getLogger("ioa.agent")


async def run_handler(
    session: AgentSession, handler: Handler, envelope: Envelope, binding: Binding
) -> None:
    """Run `handler` on `envelope` in its own task, and answer with its result or failure."""
    answers = envelope.performative in (Performative.REQUEST, Performative.QUERY)
    incoming = session._incoming(envelope, binding)  # noqa: SLF001 - its session's
    name = incoming.name
    agreement = (
        Agreement(session, envelope) if envelope.performative == Performative.REQUEST else None
    )
    try:
        try:
            result = await handler(incoming)
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
        await session.locked.reply(envelope, Performative.INFORM, result)
    except AgentError as refusal:
        logger.info("%s: %s refused: %s", session.agent.agent_id, name, refusal)
        with contextlib.suppress(Exception):
            await _fail(session, envelope, agreement, refusal.code, refusal.reason)
    except Exception:
        # The details stay here: a peer learns that it failed, not why (paths,
        # internals); the error id ties the peer's report to this log line.
        error_id = secrets.token_hex(4)
        logger.exception(
            "%s: the handler of %s failed (error %s)", session.agent.agent_id, name, error_id
        )
        if answers:
            reason = f"the handler of {name} failed (error {error_id})"
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


__all__ = ["run_handler"]
