"""The agent's side of a bridged call: its firewall, then its handler, the result validated.

What the bridge (`ioa.bridges.a2a.bridge`) puts a call to once it is admitted and
planned: the REQUEST it stands for goes to the agent's firewall (Cedar, the
injection screen, the rate limits), as natively; then the agent's handler runs,
and its result is validated as the task's result.
"""

from __future__ import annotations

import itertools
import logging
import re
import secrets
from typing import TYPE_CHECKING, Any, Final

from contexts import SharedContext
from ioa.agent_messages import as_refusal
from ioa.agent_session import BUSY, HANDLER_FAILED, Incoming
from ioa.bridges.a2a.refusals import peer
from ioa.bridges.a2a.replies import A2AMessage
from ioa.bridges.a2a.tasks import _conversation_id, _part, _request, _ServedSession
from ioa.bridges.a2a_mapping import (
    PLAIN_PEER,
    Run,
    refusal_parts,
    result_parts,
    text_part,
)
from l7_transport.clock import ticks
from l8_comm import Envelope, Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import LocalProtocolError
from l9_snl.binding import bind
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.firewall.request import request_for
from l9_snl.firewall.screen import ConversationTails, free_text, screen_text
from l9_snl.output import result_content, wanted_by

if TYPE_CHECKING:
    from ioa.agent import Agent
    from ioa.bridges.a2a.locks import LockedContext


logger = logging.getLogger("ioa.bridges.a2a")

EXACT_INTEGER: Final = 2**53 - 1
"""The largest integer magnitude a result may hold: A2A carries numbers as doubles, which
hold every integer up to it exactly, and RFC 8785 (the tag of spec 19.5) writes none past it."""
PLAIN_TAILS: Final = 10_000
"""Plain clients' contexts whose recent free text the screen keeps (as many as tasks kept)."""
MAX_RUNNING: Final = 256
"""Task handlers running at once for A2A calls; past it a call is refused `busy`. Clients are
not authenticated, and a client that goes away does not stop its handler: 100 calls each
dropped after 0.5 s left 100 handlers running."""


CLIENT_IDS_FLAGGED: Final = (
    "the injection screen flagged the ids the client chose (messageId, taskId, contextId)"
)
"""The reason a message is quarantined for what its ids say."""


_UUID: Final = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
"""An id that is a UUID says nothing, and is not screened: the SDK makes them (a task's id
for a plain message) and clients too, and a random one between two halves of an
instruction parted them, or not, by chance."""


def _client_ids(seen: A2AMessage) -> tuple[tuple[str, str], ...]:
    """The ids of a handler's message that its client chose, by their A2A names."""
    return (
        ("messageId", seen.message_id),
        ("taskId", seen.task_id),
        ("contextId", seen.context_id),
    )


class AgentSide:
    """The agent's firewall and handlers, for calls that came over A2A."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.plain_tails = ConversationTails(conversations=PLAIN_TAILS)
        """The screen's tails of plain clients, per contextId (as many as tasks are kept)."""
        self.id_tails = ConversationTails(conversations=PLAIN_TAILS)
        """The same for the ids plain clients chose (kept apart: between two halves of a
        text, ids part them; they are read after the text's tail without joining it)."""
        self.running = 0
        """Task handlers running now (`MAX_RUNNING` at most)."""

    async def run(
        self, plan: Run, locked: LockedContext | None, conversation: str
    ) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]] | None]:
        """The handler's answer: (conversation state, status parts, result parts or None)."""
        handler = self.agent.handlers.get(plan.task)
        if handler is None:
            return "refused", refusal_parts("not_handled", f"no handler for {plan.task}"), None
        peer = locked.peer if locked is not None else PLAIN_PEER
        envelope = _request(peer, self.agent.agent_id, plan.content, plan.context, conversation)
        stopped = self.firewall(envelope, plan.context, locked)
        if stopped is not None:
            return "refused", refusal_parts(*stopped), None
        incoming = Incoming(
            envelope=envelope,
            name=plan.task,
            values=dict(plan.content["parameters"]),
            session=_ServedSession(self.agent, peer, str(plan.context.urn)),
            binding=plan.binding,
        )
        if self.running >= MAX_RUNNING:
            reason = f"{self.agent.agent_id} already runs {self.running} handlers for A2A calls"
            return "refused", refusal_parts(BUSY, reason), None
        self.running += 1
        try:
            result = await handler(incoming)
        except Exception as error:  # noqa: BLE001 - a refusal, or logged and an error id
            refusal = as_refusal(error)
            if refusal is None:
                return "failed", self._handler_failed(plan.task), None
            return "failed", refusal_parts(refusal.code, refusal.reason), None
        finally:
            self.running -= 1
        return self._result(plan, result)

    def _result(
        self, plan: Run, result: object
    ) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]] | None]:
        """A handler's result, validated as the task's result and encoded as the task's parts."""
        content = result_content(
            plan.task, result if result is not None else {}, wanted_by(plan.content), agreed=True
        )
        try:
            bind(plan.context, Performative.INFORM, content)
        except RemoteSemanticError as error:
            logger.warning(
                "%s: the result of %s is invalid: %s", self.agent.agent_id, plan.task, error
            )
            return (
                "failed",
                refusal_parts(
                    SNLErrorCode.INVALID_CONTENT.value, f"the result of {plan.task} is invalid"
                ),
                None,
            )
        parts = result_parts(content)
        try:  # into the task's Struct: a valid number past a double's range (10**400) fails
            for part in parts:
                _part(part)
            _exact_in_a_double(content)
        except (ValueError, TypeError, OverflowError) as unsent:
            return "failed", self._unrepresentable(plan.task, unsent), None
        return "done", [text_part(f"{plan.task}: done")], parts

    def _unrepresentable(self, task: str, why: Exception) -> list[dict[str, Any]]:
        """The status of a task whose valid result a task cannot carry: as a handler failure.

        The handler did nothing wrong by its schema, and what went wrong is known: the
        log says what (no traceback), the client gets the error id only.
        """
        error_id = secrets.token_hex(4)
        logger.error(
            "%s: the result of %s cannot be sent in an A2A task (error %s): %.200s",
            self.agent.agent_id,
            task,
            error_id,
            why,
        )
        return refusal_parts(HANDLER_FAILED, f"the handler of {task} failed (error {error_id})")

    def _handler_failed(self, task: str) -> list[dict[str, Any]]:
        """The status of a task whose handler failed: an error id, the details in the log only."""
        error_id = secrets.token_hex(4)
        logger.error(
            "%s: the handler of %s failed (error %s)",
            self.agent.agent_id,
            task,
            error_id,
            exc_info=True,  # noqa: LOG014 - called from except blocks only
        )
        return refusal_parts(HANDLER_FAILED, f"the handler of {task} failed (error {error_id})")

    def screened(self, seen: A2AMessage, conversation: str) -> tuple[str, str] | None:
        """The firewall on a message for the message handler: None to deliver it, or why not.

        Its text (and its data) as free text of the agent's newest context, from
        `a2a-client`. An agent with a firewall and no context still screens it (no
        policy can name it): what the screen flags is quarantined.
        """
        firewall = self.agent.firewall
        if firewall is None:
            return None
        # The ids the client chose reach the handler too, and are quarantined whatever the
        # policies say when an instruction is in them, or split between them and any text
        # (a review: read only before the text, ids then text passed).
        said: JSON = [seen.text, *seen.data] if seen.data else seen.text
        texts = free_text(said, None)
        ids = [chosen for _, chosen in _client_ids(seen) if chosen and not _UUID.fullmatch(chosen)]
        if ids and self._ids_flagged(ids, texts, conversation):
            logger.info(
                "%s: quarantined a message for the message handler: %s",
                self.agent.agent_id,
                CLIENT_IDS_FLAGGED,
            )
            return SNLErrorCode.QUARANTINED.value, CLIENT_IDS_FLAGGED
        # the text as it is (member names between two messages' halves would part them)
        if not self.agent.contexts:
            screened = self.plain_tails.screen(conversation, texts)
            if not screened.flagged:
                return None
            return SNLErrorCode.QUARANTINED.value, "the injection screen flagged the message"
        context = self.agent.contexts[-1]
        try:
            envelope = _request(PLAIN_PEER, self.agent.agent_id, said, context, conversation)
        except LocalProtocolError as error:  # past L8's bounds (a string of 64 Ki characters)
            return SNLErrorCode.INVALID_CONTENT.value, f"the message is past what L8 reads: {error}"
        return self.firewall(envelope, context, None)

    def _ids_flagged(self, ids: list[str], texts: list[str], conversation: str) -> bool:
        """Whether the screen flags a message's ids, alone or as part of a split instruction.

        The ids are read together after the tail of the texts its context carried (the L8
        conversation the bridge maps the contextId to, or the contextId itself for an agent
        with no context) and after the ids its earlier messages chose (a tail of their own:
        in the texts' tail, ids would part a text's two halves); the message's text after
        each of its ids, after any of them together in every order, after the earlier
        messages' ids, and after the earlier ids or texts followed by each of its ids. A
        text the screen flags alone is not the ids' doing: the firewall reads it next,
        under the policies.
        """
        together = " ".join(ids)
        if conversation:
            key = _conversation_id(conversation) if self.agent.contexts else conversation
            tail = self.plain_tails
            if screen_text(
                [together], before=tail.before(key), before_score=tail.score(key)
            ).flagged:
                return True
            id_tails = self.id_tails
            earlier = [(id_tails.before(key), id_tails.score(key))]
            # and after what the earlier messages carried with this one's ids after it (a
            # third review: an earlier id, or text, then this id, then this text passed)
            for prior, score in [earlier[0], (tail.before(key), tail.score(key))]:
                if prior:
                    earlier += [(f"{prior} {one}", score) for one in ids]
        else:  # no context to read it in: this message alone
            key, earlier = "", []
        if screen_text([together]).flagged:
            return True
        if texts and not screen_text(texts).flagged:  # (its own reading: cached)
            # the client orders its ids as it likes in an instruction split over them and
            # the text: each alone, and every two or three of them in every order (3 ids:
            # 15 readings, made only for a text that scores at all; a second review:
            # "Ignore", "all previous", then the text, passed)
            orders = {
                " ".join(order)
                for size in range(2, len(ids) + 1)
                for order in itertools.permutations(ids, size)
            }  # (pairs of three ids too: a third review)
            befores = [*ids, *sorted(orders)]
            readings = [(before, screen_text([before]).score) for before in befores]
            for before, score in [*readings, *earlier]:
                if before and screen_text(texts, before=before, before_score=score).flagged:
                    return True
        return bool(key) and self.id_tails.screen(key, [together]).flagged

    def firewall(
        self, envelope: Envelope, context: SharedContext, locked: LockedContext | None
    ) -> tuple[str, str] | None:
        """The agent's firewall on a call: None to run it, else the refusal (code, reason).

        As natively (spec 13): the sender (`a2a-client` for a plain client, which a
        policy may name), the REQUEST and the task, put to the agent's Cedar policies,
        the injection screen and the rate limits; anything but allow or flag stops it.
        The screen reads a message after the free text of its context's earlier
        messages (the envelope's conversation is the A2A contextId, which a task's
        continuations share): an instruction split over messages is read whole.
        """
        firewall = self.agent.firewall
        if firewall is None:
            return None
        tails = locked.tails if locked is not None else self.plain_tails
        # (its ids are the bridge's own, made for this reading: not the client's text)
        request = request_for(envelope, context, firewall.bundle, tails=tails, own_ids=True)
        decision = firewall.decide(request, now=ticks())  # its windows' monotonic clock
        if decision.delivered:
            return None
        code = decision.code or SNLErrorCode.FORBIDDEN
        logger.info(
            "%s: the firewall stopped %s from %s at %s: %s: %s",
            self.agent.agent_id,
            envelope.performative,
            envelope.sender,
            peer(),
            code,
            decision.reason,
        )
        return str(code), decision.reason


def _exact_in_a_double(value: object) -> None:
    """Raise `ValueError` if `value` holds an integer a double does not carry exactly.

    Past 2^53 - 1 a Struct number rounds it (2^53 + 1 arrives as 2^53) and RFC 8785
    cannot write it, so neither a plain client nor a locked one (its tag) could be
    answered with it as it is.
    """
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif type(item) is int and abs(item) > EXACT_INTEGER:
            msg = f"an integer of {item.bit_length()} bits, beyond 2^53 - 1"
            raise ValueError(msg)
