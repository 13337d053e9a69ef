"""`AgentSession`: a locked session with typed verbs, and the handlers it runs.

What an `Agent` hands its application once a context is locked, either way:
`request` / `query` / `inform` out (`ioa.agent_verbs`), validated `Incoming`
messages in (to a handler registered for the name, or to `receive`), with the
refusal codes both sides share. This module holds the session's state, its
dispatch of what arrives, its inbox and its close.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

import orjson

from ioa.agent_handling import run_handler, start_eagerly
from ioa.agent_messages import (
    AGREE_AFTER,
    ANSWER_TIMEOUT,
    BUSY,
    HANDLER_FAILED,
    INVALID_ANSWER,
    NOT_HANDLED,
    AgentError,
    AnswerTimeoutError,
    Handler,
    Incoming,
    Observer,
)
from ioa.agent_patterns import SessionPatterns
from ioa.agent_verbs import SessionVerbs
from ioa.logs import printable
from ioa.subscriptions import (
    CONFIRMED_PUBLISH,
    SUBSCRIPTION_ENDS,
    Subscription,
)
from l7_transport.exceptions import again
from l7_transport.lean import LeanEvent, LeanQueue
from l8_comm import Envelope, Event, MessageReceived, Performative
from l8_comm.events import ProtocolViolation, SessionTerminated
from l9_snl.aio import LockedSession, check_peer_wait
from l9_snl.binding import UNBOUND, Binding, BindingKind, checked_content
from l9_snl.events import ContentRefused, FirewallDecided, MessageAccepted
from l9_snl.exceptions import SNLErrorCode
from l9_snl.output import REQUIRE_OUTPUT_EXTENSION

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.agent")

INBOX_SIZE: Final = 1024
"""Messages `AgentSession.receive` keeps waiting; beyond, new ones are dropped and logged."""
INBOX_BYTES: Final = 16 * 1024 * 1024
"""Bytes of content (JSON) `receive` keeps waiting; beyond, new messages are dropped."""
_HANDLED: Final = frozenset({Performative.REQUEST, Performative.QUERY, Performative.INFORM})
"""What handlers take (when registered for the name); anything else goes to `receive`."""


class AgentSession(SessionVerbs, SessionPatterns):
    """A locked session with typed verbs; incoming requests go to the agent's handlers."""

    agree_after: float = AGREE_AFTER
    """Seconds a handler may run before its REQUEST is answered AGREE (then the result,
    INFORM); a handler done sooner is answered INFORM at once (spec 5.1). Set on the
    class or on one session."""

    def __init__(self, agent: Agent, locked: LockedSession) -> None:
        self._open(agent, locked, asyncio.get_running_loop().create_task(self._dispatch()))

    @classmethod
    async def _run_here(cls, agent: Agent, locked: LockedSession) -> None:
        """Serve `locked` in the calling task until it ends, then close it.

        An agent's listener runs a task per stream anyway: the dispatch runs in
        it, rather than in a second task the first would only wait on (~1 KB per
        idle session: a task, its context, a future and two coroutines).
        """
        task = asyncio.current_task()
        assert task is not None  # noqa: S101 - called from a task
        session = cls.__new__(cls)
        session._open(agent, locked, task)  # noqa: SLF001 - its own
        agent.sessions.append(session)
        agent.locked_sessions += 1
        try:
            await session._dispatch()  # noqa: SLF001
        finally:
            await session.close()

    def _open(self, agent: Agent, locked: LockedSession, task: asyncio.Task[Any]) -> None:
        self.agent = agent
        self.locked = locked
        # what a peer's definition agreed in one session stays agreed in the next (12.13)
        locked.semantic.definitions = agent.definitions
        self._waiting: dict[str, asyncio.Future[tuple[Envelope, Binding]]] = {}
        self._task = task
        """The task the dispatch runs in (its own; a served session's: the stream's)."""
        self.ended: asyncio.Event = LeanEvent()
        self._end: AgentError | None = None  # made when asked for (see `end`)
        self._told_why = False
        self._reported = False
        """Whether `end` (an error) has been raised to the application yet."""
        self.answer_timeout = 30.0
        """Seconds `request` and `query` wait for the answer."""
        self.max_handlers = 64
        """Handlers running at once on this session; beyond, requests are refused `busy`."""
        # The handlers running: a set from the first one on (none while a session never ran one).
        self._handling: set[asyncio.Task[None]] | frozenset[asyncio.Task[None]] = frozenset()
        self._inbox: asyncio.Queue[tuple[Incoming, int]] = LeanQueue(INBOX_SIZE)
        self._inbox_bytes = 0
        self._dropped = 0
        """Messages dropped because the inbox was full (logged at the agent's `Pace`)."""
        self._subscriptions: dict[str, Subscription] = {}
        """Subscriptions this session opened, by conversation (`subscribe`)."""
        self.topic_gate = asyncio.Lock()
        """Held by the one sender of a hosted topic writing to this session (ioa.topics)."""

    @property
    def end(self) -> AgentError:
        """Why the session ended, raised by every call that waits on it.

        Its L8/L9 code when it was terminated (`integrity_failure`...), else
        `session_ended`.
        """
        if self._end is None:
            self._end = AgentError("session_ended", "the session ended")
        return self._end

    @end.setter
    def end(self, error: AgentError) -> None:
        self._end = error

    @property
    def context(self) -> str:
        """The locked context's URN."""
        return str(self.locked.locked.context.urn)

    @property
    def peer(self) -> str:
        """The other agent."""
        return self.locked.locked.peer

    @property
    def filters_results(self) -> bool:
        """Whether the peer sends only the result fields a request names (agreed at the lock)."""
        return REQUIRE_OUTPUT_EXTENSION in self.locked.locked.extensions

    async def receive(self) -> Incoming:
        """The next message no handler took (an INFORM, PUBLISH, PROPOSE...), validated.

        `AgentError` (`session_ended`, or the code that ended it) once the session has ended
        and nothing is left.
        """
        if self._inbox.empty() and not self.ended.is_set():
            got = asyncio.ensure_future(self._inbox.get())
            ended = asyncio.ensure_future(self.ended.wait())
            try:
                await asyncio.wait({got, ended}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                ended.cancel()
                if not got.done():
                    got.cancel()
            if got.done() and not got.cancelled():
                return self._taken(got.result())
        if not self._inbox.empty():
            return self._taken(self._inbox.get_nowait())
        self._reported = self._reported or self._told_why
        raise again(self.end)

    def _taken(self, entry: tuple[Incoming, int]) -> Incoming:
        message, size = entry
        self._inbox_bytes -= size
        return message

    async def close(self, *, peer_wait: float | None = None) -> AgentError | None:
        """End the session (handlers still running are cancelled).

        `peer_wait`: seconds to wait for the peer's own close (None: the session's
        `ack_timeout`, 30 s by default); a peer gone silent makes the close wait that
        long, then `truncated`.

        Returns the `AgentError` that says the session did not end well, when no call has
        raised it yet (None otherwise): the close found that messages this side sent never
        reached the peer (`undelivered`), or that its close never came (`truncated`), spec
        12.16; or a fault (its code) had ended the session and no `request`, `query` or
        `receive` raised it. The session is closed all the same; `end` keeps the error.

        The locked session is closed first (L9's final ACK, the end of the stream, both
        written), and only then the dispatch: a session opened by this agent closes its
        connection when its dispatch ends, which must not cut the last words short.
        """
        check_peer_wait(peer_wait)  # before anything is done
        handling = list(self._handling)
        for task in handling:
            task.cancel()
        for task in handling:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        ended = await self.locked.close(peer_wait=peer_wait)
        if ended is not None and not self._told_why:  # (else the dispatch read it first)
            self._told_why = True
            self.end = AgentError(str(ended.code), ended.reason, peer=ended.peer)
        if self._task is not asyncio.current_task():  # (a served session closing itself)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._told_why and not self._reported:  # news to the application
            self._reported = True
            logger.warning(
                "%s: session ended badly: %s", self.agent.agent_id, printable(str(self.end))
            )
            return self.end
        return None

    async def _dispatch(self) -> None:
        try:
            # Each event handled in a call of its own: while an idle session waits for
            # the next, nothing holds the last one (a message, its content).
            while await self._on_event(await self.locked.next_event()):
                pass
        finally:
            self.ended.set()
            for running in self._handling:  # nobody left to answer
                running.cancel()
            with contextlib.suppress(ValueError):
                self.agent.sessions.remove(self)
            for future in self._waiting.values():
                if not future.done():
                    future.set_exception(again(self.end))
                    self._reported = self._reported or self._told_why
            # One subscription may be listed twice (renewing: under both its conversations),
            # and ending it takes its renewal's entry out: end each once, from a copy.
            for subscription in dict.fromkeys(self._subscriptions.values()):
                subscription.ended(self.end)
            if self.agent.hosted_topics:
                self.agent.hosted_topics.session_ended(self)

    async def _on_event(self, event: Event | None) -> bool:
        """Handle the locked session's next event; False at its end (None)."""
        if event is None:
            return False
        self._observe(event)
        if isinstance(event, SessionTerminated) and not self._told_why:
            self._told_why = True  # the first says why; what follows is its echo
            self.end = AgentError(str(event.code), event.reason, peer=event.peer)
        hosted = self.agent.hosted_topics
        if isinstance(event, MessageReceived):
            binding = event.binding if isinstance(event, MessageAccepted) else UNBOUND
            subscription = self._subscriptions.get(event.envelope.conversation_id)
            if subscription is not None:
                subscription.on_message(event.envelope, binding)
            elif not await hosted.on_event(self, event, binding):  # hosting none, it refuses
                await self._on_message(event.envelope, binding)
        elif isinstance(event, ContentRefused | FirewallDecided | ProtocolViolation):
            self._answer_refused(event)
        elif isinstance(event, SUBSCRIPTION_ENDS):
            if hosted:
                await hosted.on_event(self, event, None)
            subscription = self._subscriptions.pop(event.conversation_id, None)
            if subscription is not None:
                subscription.conversation_ended(event)
        return True

    def _answer_refused(self, event: ContentRefused | FirewallDecided | ProtocolViolation) -> None:
        """This side refused a message of a conversation that awaits its answer: none will come.

        L9 refused its content and said so to the peer (a NOT_UNDERSTOOD, which ends the
        conversation on both sides), or the firewall did not deliver it (the sender was
        refused): the `request` or `query` waiting for it fails now with `invalid_answer`
        rather than at its `answer_timeout`. Not for what leaves the conversation as it
        was: an L8 violation (a duplicate), a refusal nobody was told of (a frame before
        the lock, which a relay may have forged: the real answer may still come), a
        peer's NOT_UNDERSTOOD whose text the screen withheld (delivered with its code).
        The reason names the code only: the refusal's own words may quote what the peer
        sent, which no screen has read (they are in this agent's log).
        """
        if isinstance(event, ProtocolViolation):
            if not event.answered or not isinstance(event.code, SNLErrorCode):
                return
            conversation, code, why = event.error.conversation_id, str(event.code), ""
        elif isinstance(event, FirewallDecided):
            envelope = event.envelope
            if event.decision.delivered or envelope.performative == Performative.NOT_UNDERSTOOD:
                return
            conversation = envelope.conversation_id
            code = str(event.decision.code or event.decision.outcome)
            why = f": {event.decision.reason}"  # the policies' words, not the peer's
        else:
            conversation, code, why = event.envelope.conversation_id, str(event.code), ""
        future = self._waiting.get(conversation) if conversation is not None else None
        if future is None or future.done():
            return
        reason = f"{self.peer}'s answer was refused here ({code}){why}"
        future.set_exception(AgentError(INVALID_ANSWER, reason))

    def _observe(self, event: Event) -> None:
        for observer in self.agent.observers:
            try:
                observer(self, event)
            except Exception:  # an observer must not end the session
                logger.exception("%s: an observer failed", self.agent.agent_id)

    async def _on_message(self, envelope: Envelope, binding: Binding) -> None:
        future = self._waiting.get(envelope.conversation_id)
        answered = (
            envelope.performative != Performative.AGREE or envelope.protocol == CONFIRMED_PUBLISH
        )
        if future is not None and answered:
            if not future.done():
                future.set_result((envelope, binding))
            return
        if future is not None:
            return  # AGREE: the answer follows
        if binding.kind is BindingKind.CLARIFICATION:
            return  # L9's own exchange (a clarification also names its task): answered underneath
        # Dispatch on what L9 validated, never on the content's own members: a task handler
        # runs only on content validated as that task; a peer-defined concept reaches none.
        # A task's result is an answer, never a request to run the task (nobody waits for this
        # one: it goes to `receive`).
        name = binding.name or ""
        dispatched = binding.kind is BindingKind.CONCEPT or (
            binding.kind is BindingKind.TASK and binding.part == "parameters"
        )
        handler = self.agent.handlers.get(name) if dispatched else None
        answers = envelope.performative in (Performative.REQUEST, Performative.QUERY)
        if binding.kind is BindingKind.TASK and binding.part == "result" and answers:
            reason = f"a result of {name} is an answer: there is nothing to run"
            await self._refuse(envelope, NOT_HANDLED, reason)
        elif handler is None and answers and name:
            reason = f"{self.agent.agent_id} has no handler for {name}"
            await self._refuse(envelope, NOT_HANDLED, reason)
        elif handler is None or envelope.performative not in _HANDLED:
            self._deliver(envelope, binding)
        elif len(self._handling) >= self.max_handlers:
            reason = f"{self.agent.agent_id} already runs {self.max_handlers} handlers here"
            await self._refuse(envelope, BUSY, reason)
        else:
            self._start_handler(handler, envelope, binding)

    def _start_handler(self, handler: Handler, envelope: Envelope, binding: Binding) -> None:
        # A task per message: a handler may itself ask the peer (and wait for the answer
        # this loop delivers) without stopping the session. Started here, up to its first
        # wait: one that answers at once needs no task.
        task = start_eagerly(run_handler(self, handler, envelope, binding))
        if task is None:
            return
        handling = self._handling
        if not isinstance(handling, set):
            handling = self._handling = set()
        handling.add(task)
        task.add_done_callback(handling.discard)

    def _incoming(self, envelope: Envelope, binding: Binding) -> Incoming:
        # What L9 validated: a publication without the broker's `topic` (never validated, it
        # is the broker's routing; it stays readable on the envelope).
        checked = checked_content(envelope.content, envelope.performative, envelope.protocol)
        content: Mapping[str, Any] = checked if isinstance(checked, dict) else {}
        values = content.get("parameters") if binding.kind is BindingKind.TASK else content
        if not isinstance(values, dict):
            values = {}  # a task's result (no parameters): its members are in `envelope`
        return Incoming(
            envelope=envelope,
            name=binding.name or "",
            values={k: v for k, v in values.items() if k != "concept"},
            session=self,
            binding=binding,
        )

    def _deliver(self, envelope: Envelope, binding: Binding) -> None:
        """Keep a message no handler takes for `receive` (dropped, logged, when full)."""
        size = len(orjson.dumps(envelope.content))
        if self._inbox.full() or self._inbox_bytes + size > INBOX_BYTES:
            self._dropped += 1
            # the peer sends at its own rate: one pace for all the agent's sessions
            pace = self.agent._pace("inbox full")  # noqa: SLF001 - ioa's own
            if pace.due():
                logger.warning(
                    "%s: inbox full (%d messages, %d bytes): dropped %s from %s; call "
                    "receive() (%d dropped on this session so far, %d on all; said at most "
                    "once every %g s)",
                    self.agent.agent_id,
                    self._inbox.qsize(),
                    self._inbox_bytes,
                    envelope.performative,
                    envelope.sender,
                    self._dropped,
                    pace.seen,
                    pace.every,
                )
            return
        self._inbox_bytes += size
        self._inbox.put_nowait((self._incoming(envelope, binding), size))

    async def _refuse(self, envelope: Envelope, code: str, reason: str) -> None:
        """Answer a REQUEST with REFUSE, a QUERY with FAILURE (an INFORM is not answered)."""
        refusal = {"code": code, "reason": reason}
        if envelope.performative == Performative.REQUEST:
            await self.locked.reply(envelope, Performative.REFUSE, refusal)
        elif envelope.performative == Performative.QUERY:
            await self.locked.reply(envelope, Performative.FAILURE, refusal)


__all__ = [
    "ANSWER_TIMEOUT",
    "BUSY",
    "HANDLER_FAILED",
    "INBOX_BYTES",
    "INBOX_SIZE",
    "INVALID_ANSWER",
    "NOT_HANDLED",
    "AgentError",
    "AgentSession",
    "AnswerTimeoutError",
    "Handler",
    "Incoming",
    "Observer",
]
