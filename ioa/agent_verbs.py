"""The verbs of an agent's session that send to the peer, and the wait for its answer.

The part of `ioa.agent_session.AgentSession` that asks: `request`, `query`,
`catalogue`, `ground` (each waits for the peer's answer, `_answer`), `inform` and
`send`. A base class of `AgentSession`, split from it along this seam.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from contexts.exceptions import ContextError
from ioa.agent_messages import ANSWER_TIMEOUT, INVALID_ANSWER, AgentError, AnswerTimeoutError
from l7_transport.exceptions import again
from l8_comm import Envelope, Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l9_snl.aio import LockedSession
from l9_snl.binding import Binding, BindingKind
from l9_snl.catalogue import CONTEXT_CATALOGUE, catalogue_query
from l9_snl.clarification import apply_answer, clarification_query
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.grounding import Chooser, GroundingResult, grounder_for
from l9_snl.output import read_result, request_content


class SessionVerbs:
    """The verbs that send to the peer: a base of `AgentSession` (see the module)."""

    # The session's state they read (set by `AgentSession`).
    locked: LockedSession
    ended: asyncio.Event
    end: AgentError
    answer_timeout: float
    _waiting: dict[str, asyncio.Future[tuple[Envelope, Binding]]]
    _reported: bool
    _told_why: bool

    if TYPE_CHECKING:  # the session's own

        @property
        def peer(self) -> str:
            """The other agent."""

        @property
        def filters_results(self) -> bool:
            """Whether the peer sends only the result fields a request names."""

    async def request(
        self,
        task: str,
        parameters: dict[str, Any],
        *,
        require_output: list[str] | None = None,
    ) -> dict[str, Any]:
        """REQUEST `task`; its result (or `AgentError` with the peer's code).

        `require_output`: the result fields wanted (dotted paths, spec 16.3), checked
        against the task's schema before anything is sent (`LocalSemanticError`);
        only they are returned, and the peer sends only them when it
        `filters_results`. Waits at most `answer_timeout` seconds (`AnswerTimeoutError`, an
        `AgentError` with code `answer_timeout` that is a `TimeoutError` too); an
        answer this side refuses (its content, or the firewall) raises `invalid_answer` at
        once.
        """
        if require_output is not None:
            # The paths are checked here, even when they will not travel.
            self._check_wanted(task, parameters, require_output)
        content = request_content(task, parameters, require_output, agreed=self.filters_results)
        sent = await self._locked_send(Performative.REQUEST, content)
        return await self._request_answered(sent, task, require_output)

    async def _request_answered(
        self, sent: Envelope, task: str, require_output: list[str] | None
    ) -> dict[str, Any]:
        """The result of the REQUEST `sent` (of `task`), checked as `request` says."""
        answer, binding = await self._answer(sent)
        content = answer.content if isinstance(answer.content, dict) else {}
        # The answer must be the result of the task asked (L9 validated it as what it names:
        # a peer could answer bookFlight with a searchFlights result, or a concept).
        if binding.kind is not BindingKind.TASK or binding.name != task or "result" not in content:
            what = f"{binding.kind} {binding.name}" if binding.name else "no task"
            raise AgentError(INVALID_ANSWER, f"the answer to {task} is not its result ({what})")
        try:
            return read_result(content, require_output, peer=self.peer)
        except RemoteSemanticError as error:
            raise AgentError(INVALID_ANSWER, str(error)) from error

    def _check_wanted(self, task: str, parameters: dict[str, Any], wanted: list[str]) -> None:
        try:
            self.locked.locked.context.validate(
                {"task": task, "parameters": parameters, "requireOutput": wanted}
            )
        except ContextError as error:
            raise LocalSemanticError(SNLErrorCode.INVALID_CONTENT, str(error)) from error

    async def query(self, content: dict[str, Any], *, expect: str | None = None) -> JSON:
        """QUERY with `content` (a concept or task of the context); the answer's content.

        `expect`: the concept or task of the context the answer must have been validated
        as; another answer raises `AgentError` `invalid_answer` and is never returned.
        """
        sent = await self._locked_send(Performative.QUERY, content)
        answer, binding = await self._answer(sent)
        if expect is not None and (
            binding.kind not in (BindingKind.CONCEPT, BindingKind.TASK) or binding.name != expect
        ):
            what = f"{binding.kind} {binding.name}" if binding.name else "nothing of the context"
            raise AgentError(INVALID_ANSWER, f"the answer is not {expect} ({what})")
        return answer.content

    async def catalogue(
        self,
        *,
        listing: str = "short",
        tags: tuple[str, ...] | list[str] = (),
        query: str | None = None,
        top: int | None = None,
        method: str | None = None,
    ) -> dict[str, Any]:
        """The peer's catalogue of the locked context (`context_catalogue`, answered by its L9).

        Short (default) or full entries, only those carrying one of `tags`, or the
        `top` that `query` (words) needs, ranked by `method`. Returns the INFORM
        content: `entries`, and the `defs` and `concepts` they reference.
        `AgentError` with the peer's code when it cannot answer.
        """
        content = catalogue_query(listing=listing, tags=tags, query=query, top=top, method=method)
        sent = await self._locked_send(Performative.QUERY, content)
        answer, binding = await self._answer(sent)
        if binding.kind is not BindingKind.CLARIFICATION or binding.name != CONTEXT_CATALOGUE:
            what = f"{binding.kind} {binding.name}" if binding.name else "nothing of the context"
            raise AgentError(INVALID_ANSWER, f"the answer is not a {CONTEXT_CATALOGUE} ({what})")
        if not isinstance(answer.content, dict) or "entries" not in answer.content:
            raise AgentError(INVALID_ANSWER, f"the {CONTEXT_CATALOGUE} answer has no entries")
        return dict(answer.content)

    async def inform(self, concept: str, values: dict[str, Any]) -> Envelope:
        """INFORM the peer of a concept (no answer expected)."""
        return await self._locked_send(Performative.INFORM, {"concept": concept, **values})

    async def send(self, performative: str, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """Send any message of the L8 protocols (a PROPOSE, a SUBSCRIBE, a PUBLISH...).

        The content is validated against the locked context first
        (`LocalSemanticError` if it does not fit); `kwargs` are envelope fields
        (`in_reply_to`, `conversation_id`, `context`...). Answers that no
        `request`/`query` waits for arrive through `receive`.
        """
        return await self._locked_send(performative, content, **kwargs)

    async def _locked_send(self, performative: str, content: JSON, **kwargs: Any) -> Envelope:  # noqa: ANN401
        """`locked.send`; on a session that has ended, what ended it (as `receive` raises).

        L8 says only `session_closed` once its session is over; the session knows why
        (the peer's notice, a connection lost while idle, `going_away`...).
        """
        try:
            return await self.locked.send(performative, content, **kwargs)
        except LocalProtocolError as error:
            if error.code is not ErrorCode.SESSION_CLOSED or not self.ended.is_set():
                raise
        self._reported = self._reported or self._told_why
        raise again(self.end)

    async def ground(
        self, task: str, values: Mapping[str, Any], *, choose: Chooser | None = None
    ) -> GroundingResult:
        """Ground `values` for `task` in the locked context, clarifying through the peer.

        Whatever is ambiguous or missing is asked of the peer's L9
        (`ambiguous_parameter` -> `parameter_options` from its ontology), then
        resolved with `choose` if given. The result's `content()` is the task
        content to send (`LocalSemanticError` while anything is still open).
        """
        grounding = grounder_for(self.locked.locked.context).ground(task, values)
        for question in clarification_query(grounding):
            grounding = apply_answer(grounding, await self.query(question))
        return grounding.resolve_with(choose) if choose is not None else grounding

    def _unanswered(self, sent: Envelope, unsent: int) -> str:
        """`PEER did not answer REQUEST bookFlight within 30 s` (`AnswerTimeoutError`'s reason).

        With `unsent` bytes still queued, the peer may never have had the whole request:
        said too, as the likelier cause.
        """
        content = sent.content if isinstance(sent.content, dict) else {}
        name = content.get("task", content.get("concept", content.get("topic")))
        what = f"{sent.performative} {name}" if isinstance(name, str) else str(sent.performative)
        said = f"{self.peer} did not answer {what} within {self.answer_timeout:g} s"
        if unsent:
            said += (
                f"; {unsent} bytes queued on this session were not taken for half that time: "
                "the peer gave no flow-control credit for them (or did not read)"
            )
        return said

    def _starved(self) -> None:
        """The peer left what this side sent unsent past an answer's wait (see ClientSession)."""

    async def _answer(self, sent: Envelope) -> tuple[Envelope, Binding]:
        future: asyncio.Future[tuple[Envelope, Binding]] = (
            asyncio.get_running_loop().create_future()
        )
        self._waiting[sent.conversation_id] = future
        try:
            async with asyncio.timeout(self.answer_timeout):
                answer, binding = await future
        except TimeoutError:
            # Bytes queued and none taken for half the wait or more: the peer gives no
            # credit (a slow transfer that still moves is no sign of anything).
            channel = self.locked.session.channel
            taken_at = channel.taken_at
            stalled = taken_at is None or time.monotonic() - taken_at >= self.answer_timeout / 2
            unsent = channel.unsent if stalled else 0
            if unsent:
                self._starved()
            raise AnswerTimeoutError(ANSWER_TIMEOUT, self._unanswered(sent, unsent)) from None
        finally:
            self._waiting.pop(sent.conversation_id, None)
            # A failed future holds its error, whose traceback holds this frame: without
            # this frame's hold on the future, no cycle (the session freed as it ends).
            del future
        if answer.performative in (
            Performative.REFUSE,
            Performative.FAILURE,
            Performative.NOT_UNDERSTOOD,
            Performative.REJECT,
        ):
            raise AgentError.from_peer(answer.content, self.peer)
        return answer, binding


__all__ = ["SessionVerbs"]
