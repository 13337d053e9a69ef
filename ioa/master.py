"""`MasterAgent`: runs a `TaskRun` against invoked agents over locked `aci` sessions.

The master plans a user request (a pluggable planner; `rule_planner` by
default), opens one locked session per invoked agent (the highest `aci`
version both support; v1.1 can offload), sends each ready sub-task its
AgentContext as a QUERY and takes the AgentContext the agent answers with
(`TaskRun.accept`: only its own, only its own fields). Ready sub-tasks run
concurrently; dependent ones wait. A large context goes to the offloader's
store and travels as `ContextURI`; the master answers that agent's
`ContextFetch` on the same session (`ioa.offload`). Token counts
(cl100k_base) of what each agent received (fetched context included) are
kept, with what forwarding the full context (the TaskContext and every
AgentContext, inline) to every agent would have cost.

An invoked agent is an `Agent` whose handler for `AgentContext` does the
work: `invoked_handler(work)` (`ioa.invoked`, named here too) wraps a function
from the AgentContext (an offloaded context fetched and checked first) to key
information per item.

A master asked for a group (`group=True`, spec 14.5) hosts one per task
(`ioa.task_group`): the task's agents join it over the session the master
opened to them and see each other's messages in one order; it closes when
the run ends. `collaborating_handler(work)` joins it for the work, which
gets the `Membership` (None when the task has no group).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import aiohttp

from authority.authz.errors import AuthzError
from ioa.agent import Agent, AgentError, AgentSession, Incoming, Tls
from ioa.agent_client import http_url
from ioa.agent_messages import INVALID_ANSWER
from ioa.authorization import AUTHORIZE, Authorizer
from ioa.groups import HostedGroup
from ioa.invoked import FetchLimits, GroupWork, Work, collaborating_handler, invoked_handler
from ioa.logs import printable
from ioa.master_tokens import TokenCounts, tokens_of
from ioa.offload import (
    CHUNK,
    FETCH,
    Grant,
    Offloader,
    OffloadError,
)
from ioa.orchestration import (
    Evaluator,
    OrchestrationError,
    Plan,
    SubTask,
    TaskRun,
    non_empty_evaluator,
    rule_planner,
)
from ioa.task_group import (
    close_task_group,
    new_context_id,
    open_task_group,
    task_subcontext,
)
from l7_transport.addresses import loopback
from l7_transport.exceptions import TransportError
from l8_comm import Performative
from l8_comm.envelope import JSON, SubContextRef
from l8_comm.exceptions import L8Error
from l8_comm.identifiers import new_id
from l9_snl.binding import BindingKind
from l9_snl.exceptions import SemanticError
from l9_snl.tokens import count_tokens

MAX_IN_FLIGHT: Final = 32
"""The most AgentContext QUERYs a master has under way on one agent at once: half of
what an agent runs at once on a session (`max_handlers`, 64), so that a plan of many
sub-tasks for one agent queues at the master instead of being refused `busy`."""
MAX_REASON_CHARS: Final = 300
"""The most characters of a fault's reason kept in `Outcome.refused` (a peer's are its own)."""
_SUB_TASK_FAULTS: Final = (
    OrchestrationError,  # the answer oversteps (isolation)
    AgentError,  # the agent refused or failed
    SemanticError,  # the handshake or the content
    L8Error,  # the message could not be sent or the session closed
    TransportError,  # the agent cannot be reached, or the connection dropped
    OSError,
    TimeoutError,
)
"""What fails one sub-task (retried, reassigned, or failed), never the master's run."""

logger = logging.getLogger("ioa.master")


Planner = Callable[[str], Plan | Awaitable[Plan]]
"""The user's request -> a plan. `rule_planner` ships; a model-backed planner is
typically async and builds its plan with `Plan.from_json` from the model's JSON."""


@dataclass
class Outcome:
    """How one task ended."""

    task_context: dict[str, Any]
    returned: dict[str, dict[str, Any]]
    tokens: TokenCounts
    refused: list[str]
    """Updates the master refused (isolation), as `agent: code`."""
    reassigned: list[tuple[str, str, str]] = field(default_factory=list)
    """(sub-task id, from agent, to agent) for each sub-task handed to an alternate."""
    group: str | None = None
    """The task's collaboration group (closed now), when it had one."""


class MasterAgent:
    """Plans, distributes context, evaluates; one locked session per invoked agent."""

    def __init__(  # noqa: PLR0913 - who, where, and how to reach them
        self,
        agent: Agent,
        addresses: Mapping[str, tuple[str, int]],
        *,
        planner: Planner = rule_planner,
        tls: Tls | None = None,
        offloader: Offloader | None = None,
        protocol: str = "h2",
        authorizer: Authorizer | None = None,
        group: bool = False,
        max_in_flight: int = MAX_IN_FLIGHT,
        evaluator: Evaluator = non_empty_evaluator,
        max_attempts: int = 2,
        cleartext: bool = False,
    ) -> None:
        self.agent = agent
        self.tls = tls
        """Certificates to verify the invoked agents with (None: cleartext HTTP/2, which
        must be meant, `cleartext=True`, for an agent off loopback)."""
        remote = sorted(a for a, (host, _) in addresses.items() if not loopback(host))
        if tls is None and remote and not cleartext:
            msg = (
                f"invoked agents {', '.join(remote)} are reached off loopback: AgentContexts "
                "carry the user's request and the agents' outputs, so give tls=Tls(ca=...) to "
                "reach them over TLS, or cleartext=True if cleartext HTTP/2 is meant"
            )
            raise ValueError(msg)
        if type(max_attempts) is not int or max_attempts < 1:
            msg = f"max_attempts must be a whole number of at least 1, got {max_attempts!r}"
            raise ValueError(msg)
        self.evaluator = evaluator
        """Phase two of evaluation (spec 14.2): whether an item's key information meets
        it. The default only checks that it says something: give one that judges."""
        self.max_attempts = max_attempts
        """Attempts of a sub-task (by its agent, then its alternates) before it fails."""
        self.protocol = protocol
        """"h2" or "h3" (HTTP/3 needs `tls`)."""
        self.addresses = dict(addresses)
        """Invoked agent id -> (host, port)."""
        self.planner = planner
        self.offloader = offloader
        """Where large contexts go (None: every context inline)."""
        self.authorizer = authorizer
        """Task-group authorization (`ioa.authorization`): each sub-task's access, handed to
        its agent with `AuthorizeSubTask` before its AgentContext (None: none)."""
        self.group = group
        """Whether each task gets a collaboration group (spec 14.5), unless `run` says."""
        self._groups: dict[str, HostedGroup] = {}  # task id -> its group, while it runs
        self._context_id = new_context_id()  # of every AgentContext QUERY naming a group
        self._sessions: dict[str, AgentSession] = {}
        self._connecting: dict[str, asyncio.Lock] = {}
        if type(max_in_flight) is not int or max_in_flight < 1:
            msg = f"max_in_flight must be a whole number of at least 1, got {max_in_flight!r}"
            raise ValueError(msg)
        self.max_in_flight = max_in_flight
        """The most sub-tasks one agent is asked at once (the rest wait their turn)."""
        self._slots: dict[str, asyncio.Semaphore] = {}  # agent id -> its turns
        self._tokens: dict[str, TokenCounts] = {}  # task id -> counts, while it runs
        if offloader is not None:
            agent.handler(FETCH)(self._serve_fetch)

    async def _session(self, agent_id: str) -> AgentSession:
        """The open session to `agent_id` (one connection per agent, however many ask at once)."""
        async with self._connecting.setdefault(agent_id, asyncio.Lock()):
            session = self._sessions.get(agent_id)
            if session is None or session.ended.is_set():
                host, port = self.addresses[agent_id]
                where = (host, port) if self.tls is not None else (http_url(host, port), None)
                session = await self.agent.connect(
                    *where, peer=agent_id, context="aci", tls=self.tls, protocol=self.protocol
                )
                self._sessions[agent_id] = session
            return session

    async def _serve_fetch(self, message: Incoming) -> dict[str, Any]:
        """Answer a `ContextFetch`: only the session's (authenticated) peer's own context."""
        assert self.offloader is not None  # noqa: S101 - registered only with one
        try:
            chunk, grant = self.offloader.fetch(message.session.peer, message.values)
        except OffloadError as error:
            logger.info("%s: fetch by %s refused: %s", self.agent.agent_id, message.peer, error)
            raise AgentError(error.code, error.message) from error
        tokens = self._tokens.get(grant.task_id)
        if tokens is not None:
            tokens.fetched(grant, chunk["ContextURI"])
        return {"concept": CHUNK, **chunk}

    async def plan(self, query: str) -> Plan:
        """The planner's plan for `query`, checked against the agents this master knows."""
        planned = self.planner(query)
        plan = planned if isinstance(planned, Plan) else await planned
        unknown = plan.agents() - set(self.addresses)
        if unknown:
            raise OrchestrationError(
                "unknown_agent", f"the plan names agents with no address: {sorted(unknown)}"
            )
        return plan

    async def run(self, task_id: str, query: str, *, group: bool | None = None) -> Outcome:
        """Plan `query` and run it to the end.

        `OrchestrationError` if it cannot be planned, or `task_id` is already
        running here (`task_running`). A sub-task starts as soon as its
        dependencies are completed; each answer is taken when it arrives.
        Once a sub-task has failed for good, nothing new starts; answers
        under way are still taken. Whatever way the run ends, nothing of it
        stays fetchable.

        `group` (default: the master's `group`): the task gets a collaboration group
        (spec 14.5), hosted by this master's agent while the run lasts, named in each
        AgentContext QUERY; `OrchestrationError` `group_unavailable` (the task does not
        start) if it cannot be hosted: its name is taken, or the aci context was revoked.
        """
        if task_id in self._tokens:
            raise OrchestrationError("task_running", f"task {task_id} is already running here")
        plan = await self.plan(query)
        if task_id in self._tokens:  # started while this one was planning
            raise OrchestrationError("task_running", f"task {task_id} is already running here")
        run = TaskRun(
            task_id,
            query,
            plan,
            time.time(),
            evaluator=self.evaluator,
            max_attempts=self.max_attempts,
        )
        self._open_group(run, self.group if group is None else group)
        tokens = self._tokens[task_id] = TokenCounts()
        refused: list[str] = []
        in_flight: dict[asyncio.Task[dict[str, Any]], SubTask] = {}
        try:
            while True:
                if not run.finished:  # once failed, what is under way ends; nothing new starts
                    self._start_ready(run, in_flight, tokens)
                if not in_flight:
                    break  # done, or nothing can move: a dependency failed
                done, _ = await asyncio.wait(in_flight, return_when=asyncio.FIRST_COMPLETED)
                run.now = time.time()
                for answered in done:
                    self._take(run, in_flight.pop(answered), answered, refused)
        finally:
            for abandoned in in_flight:
                abandoned.cancel()
            try:
                # A second cancellation may land while the sub-tasks end: the run's own
                # state is released below whatever happens here.
                await asyncio.gather(*in_flight, return_exceptions=True)
            finally:
                self._release(run, task_id)
        run.now = time.time()
        return Outcome(
            run.task_context, run.returned, tokens, refused, run.reassigned, group=run.group
        )

    def _release(self, run: TaskRun, task_id: str) -> None:
        """Free what a run held: its id, its group, its authorization, its offloaded context."""
        self._tokens.pop(task_id, None)
        try:
            self._close_group(run)
        finally:
            if self.authorizer is not None:
                self.authorizer.forget(task_id)
            if self.offloader is not None:
                self.offloader.revoke_task(task_id)

    def _open_group(self, run: TaskRun, wanted: bool) -> None:  # noqa: FBT001 - run's choice
        """Host `run`'s group if `wanted`, for the agents its plan names (spec 14.5)."""
        if not wanted:
            return
        try:
            hosted = open_task_group(self.agent, run.task_id, run.plan.agents())
        except ValueError as error:  # its name hosted already, its aci context revoked
            raise OrchestrationError("group_unavailable", str(error)) from error
        self._groups[run.task_id] = hosted
        run.group = hosted.name

    def _close_group(self, run: TaskRun) -> None:
        """The run ended: its group closes, with how it ended as the reason (spec 14.5)."""
        opened = self._groups.pop(run.task_id, None)
        if opened is not None:
            status = run.task_context["OverallStatus"]
            if status in ("pending", "in_progress"):
                status = "ended"  # cancelled, or the master failed: not the task's verdict
            close_task_group(self.agent, opened, f"task {run.task_id} {status}")

    def _take(
        self,
        run: TaskRun,
        sub: SubTask,
        attempt: asyncio.Task[dict[str, Any]],
        refused: list[str],
    ) -> None:
        """An attempt ended: take its answer, or record its fault.

        Either way its context is no longer fetchable.
        """
        if attempt.cancelled():  # its turn came after the task had failed: never started
            return
        try:
            run.accept(sub.agent_id, attempt.result(), answering=sub.sub_task_id)
        except _SUB_TASK_FAULTS as error:
            _fault(run, sub, error, refused)
        if self.offloader is not None:
            self.offloader.revoke(sub.agent_id, sub.sub_task_id, run.task_id)
        tokens = self._tokens.get(run.task_id)
        if tokens is not None:
            tokens.attempt_ended(Grant(sub.agent_id, sub.sub_task_id, run.task_id))

    def _start_ready(
        self,
        run: TaskRun,
        in_flight: dict[asyncio.Task[dict[str, Any]], SubTask],
        tokens: TokenCounts,
    ) -> None:
        """Give every ready sub-task not already under way its own attempt (never waits)."""
        under_way = {sub.sub_task_id for sub in in_flight.values()}
        for sub in run.ready():
            if sub.sub_task_id not in under_way:
                attempt = self._attempt(run, sub, tokens)
                in_flight[asyncio.get_running_loop().create_task(attempt)] = sub

    async def _attempt(self, run: TaskRun, sub: SubTask, tokens: TokenCounts) -> dict[str, Any]:
        """One attempt of a sub-task: reach its agent, send its AgentContext, get the answer.

        Runs beside the others: an agent slow to connect or answer holds up
        only its own sub-task. A fault is raised for the run to record.
        """
        try:
            session = await self._session(sub.agent_id)
        except _SUB_TASK_FAULTS:
            if run.finished:  # failed while this attempt connected: it never started
                raise asyncio.CancelledError from None
            run.now = time.time()
            run.fail_attempt(sub.sub_task_id)  # unreachable: the attempt counts
            raise
        slots = self._slots.setdefault(sub.agent_id, asyncio.Semaphore(self.max_in_flight))
        async with slots:  # an agent refuses `busy` beyond its max_handlers, each an attempt
            # The task may have failed while this attempt connected or waited its turn:
            # nothing new starts (spec 14.2), so nothing is authorized or sent.
            if run.finished:
                raise asyncio.CancelledError
            return await self._attempt_on(run, sub, tokens, session)

    async def _attempt_on(
        self, run: TaskRun, sub: SubTask, tokens: TokenCounts, session: AgentSession
    ) -> dict[str, Any]:
        """The attempt, its turn come: offload, authorize, send, wait for the answer.

        An AgentContext that cannot be sent fails before anything is authorized: no
        authorization is handed for an attempt that never comes.
        """
        run.now = time.time()
        sent = None
        if self.offloader is not None and FETCH in session.locked.locked.context.concept_names:
            try:
                sent = self.offloader.offload(run.agent_context(sub), run.task_id)
            # The store refused or failed, or the text is not encodable (a lone surrogate).
            except (OffloadError, OSError, ValueError) as error:
                run.fail_attempt(sub.sub_task_id)
                raise OrchestrationError(
                    _store_code(error), f"{sub.sub_task_id}: {error}"
                ) from error
        sent = run.start(sub.sub_task_id, sent=sent)  # too large to send: raises, counted
        attempt = None  # the id its AuthorizeSubTask and AgentContext both name (spec 15.3)
        if self.authorizer is not None:
            attempt = await self._authorize(run, sub, session, self.authorizer)
        uri = sent.get("ContextURI")
        if isinstance(uri, str) and tokens.offloaded(uri) is None:
            # Up to the offloader's max_chars: counted once per task, off the event loop.
            text = run.given[sub.sub_task_id]["Context"]
            tokens.count_offloaded(uri, await asyncio.to_thread(count_tokens, text))
        received = tokens_of(sent)
        tokens.structured[sub.agent_id] = tokens.structured.get(sub.agent_id, 0) + received
        tokens.full[sub.agent_id] = tokens.full.get(sub.agent_id, 0) + tokens.full_context(run)
        subcontext = self._subcontext(run, session, attempt)
        return await self._invoke(sub.agent_id, session, sent, subcontext)

    def _subcontext(
        self, run: TaskRun, session: AgentSession, attempt: str | None = None
    ) -> SubContextRef | None:
        """The sub-context naming `run`'s group and the `attempt`; None if neither.

        The attempt is the one its authorization was handed for (spec 15.3). Only a
        session locked to exactly the group's context (URN and digest) can join: an
        agent that locked another `aci` version is not told of the group (spec 14.5).
        """
        group = self._groups.get(run.task_id)
        locked = session.locked.locked.context
        if group is not None and (
            str(locked.urn) != group.urn or locked.digest != group.context.digest
        ):
            group = None
        if group is None and attempt is None:
            return None
        name = None if group is None else group.name
        return task_subcontext(self._context_id, name, attempt=attempt)

    async def _authorize(
        self, run: TaskRun, sub: SubTask, session: AgentSession, authorizer: Authorizer
    ) -> str:
        """Hand `sub`'s agent its authorization; a refusal fails the attempt, its code kept.

        The sub-task is running by then (`_fault` records the refusal). It travels in the
        task's sub-context naming a new attempt id, which the attempt's AgentContext QUERY
        names too: the agent matches the two, so that concurrent tasks with the same
        SubTaskID (or a retry beside a late attempt) never take, or release, each other's
        authorization (spec 15.3). The attempt id is returned.
        """
        if AUTHORIZE not in session.locked.locked.context.task_names:
            raise OrchestrationError(
                "unauthorized", f"{sub.agent_id} locked a context without {AUTHORIZE}"
            )
        try:
            parameters = await authorizer.authorize(run, sub)
        except AuthzError as error:
            raise OrchestrationError(str(error.code), error.description) from error
        except (ValueError, KeyError, aiohttp.ClientError) as error:  # a bad token endpoint
            raise OrchestrationError(
                "authorization_unavailable", f"{sub.sub_task_id}: {type(error).__name__}"
            ) from error
        attempt = new_id()
        within = task_subcontext(self._context_id, attempt=attempt)
        await _request_in(session, AUTHORIZE, parameters, within)
        return attempt

    async def _invoke(
        self,
        agent_id: str,
        session: AgentSession,
        context: dict[str, Any],
        subcontext: SubContextRef | None,
    ) -> dict[str, Any]:
        # The answer must be validated as an AgentContext: not any dict the agent sends.
        try:
            if subcontext is None:
                answer = await session.query(context, expect="AgentContext")
            else:
                answer = await _query_in(session, context, subcontext)
        except TimeoutError as error:
            raise OrchestrationError(
                "answer_timeout", f"no answer within {session.answer_timeout:g} s"
            ) from error
        if not isinstance(answer, dict):
            raise OrchestrationError("invalid_answer", f"{agent_id} answered {type(answer)}")
        return answer

    async def close(self) -> None:
        """Close every session."""
        for session in self._sessions.values():
            await session.close()
        self._sessions.clear()


async def _query_in(
    session: AgentSession, context: dict[str, Any], subcontext: SubContextRef
) -> JSON:
    """`session.query(context, expect="AgentContext")`, the QUERY in `subcontext`.

    `AgentSession.query` takes no envelope fields; this is the same call with the
    sub-context that names the task's group (spec 14.5).
    """
    sent = await session.send(Performative.QUERY, context, context=subcontext)
    answer, binding = await session._answer(sent)  # noqa: SLF001 - query's own wait
    if binding.kind is not BindingKind.CONCEPT or binding.name != "AgentContext":
        what = f"{binding.kind} {binding.name}" if binding.name else "nothing of the context"
        raise AgentError(INVALID_ANSWER, f"the answer is not AgentContext ({what})")
    return answer.content


async def _request_in(
    session: AgentSession, task: str, parameters: dict[str, Any], subcontext: SubContextRef
) -> dict[str, Any]:
    """`session.request(task, parameters)`, the REQUEST in `subcontext` (as `_query_in`)."""
    sent = await session.send(
        Performative.REQUEST, {"task": task, "parameters": parameters}, context=subcontext
    )
    return await session._request_answered(sent, task, None)  # noqa: SLF001 - request's own


def _store_code(error: Exception) -> str:
    """The code an attempt fails with when its context could not be offloaded."""
    if isinstance(error, OffloadError):
        return error.code
    return "context_unavailable" if isinstance(error, OSError) else "invalid_context"


def _fault(run: TaskRun, sub: SubTask, error: BaseException, refused: list[str]) -> None:
    """An attempt failed (refused answer, refusal, lost agent): record it; retry or move on.

    Recorded as `agent: code: reason` on one line (control characters escaped: a peer's
    refusal carries its own words, and a line break in them would forge a record of
    another agent), cut to `MAX_REASON_CHARS`.
    """
    said = printable(str(error) or type(error).__name__)
    if len(said) > MAX_REASON_CHARS:
        said = said[:MAX_REASON_CHARS] + "..."
    refused.append(f"{sub.agent_id}: {said}")
    if run.status.get(sub.sub_task_id) == "running":
        run.refuse(sub.sub_task_id)  # nothing of it is taken


__all__ = [
    "MAX_IN_FLIGHT",
    "FetchLimits",
    "GroupWork",
    "MasterAgent",
    "Outcome",
    "Planner",
    "TokenCounts",
    "Work",
    "collaborating_handler",
    "invoked_handler",
]
