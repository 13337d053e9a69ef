"""Calling an A2A agent as a peer: `connect_a2a` and the `A2ASession` it returns."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
import uuid
import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, NoReturn

import httpx
from a2a.client import ClientCallContext, ClientConfig, ClientFactory
from a2a.client.card_resolver import A2ACardResolver
from a2a.client.errors import AgentCardResolutionError
from a2a.extensions.common import HTTP_EXTENSION_HEADER
from a2a.types import (
    AgentCard,
    CancelTaskRequest,
    Message,
    SendMessageConfiguration,
    SendMessageRequest,
    StreamResponse,
    TaskState,
)
from a2a.utils import errors as a2a_errors
from google.protobuf.json_format import ParseDict

from contexts import SharedContext
from ioa.agent_session import INVALID_ANSWER, AgentError, AgentSession
from ioa.bridges.a2a.capped_http import capped_hooks
from ioa.bridges.a2a.card import card_verifier
from ioa.bridges.a2a.protobuf import json_form
from ioa.bridges.a2a_mapping import (
    CANCEL_STEP,
    CLARIFYING,
    CONVERSATION_STATE_OF,
    EXTENSION,
    LOCKED_STEP,
    MESSAGE_STEP,
    NOT_LOCKED,
    STEP_OF_KIND,
    STEP_PERFORMATIVE,
    UNSUPPORTED,
    BridgeError,
    call_message,
    cancel_bound,
    context_for,
    refusal_of,
    request_bound,
    result_of,
    tag,
    tag_matches,
    task_bound,
    text_part,
)
from l8_comm import Performative
from l9_snl.binding import bind
from l9_snl.encoding import b64url
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    ContextLocked,
    HandshakeFailed,
    HandshakeInitiator,
)
from l9_snl.output import read_result
from l9_snl.peers import TrustedPeers
from l9_snl.tags import SessionKeys

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.bridges.a2a")

INPUT_REQUIRED: Final = "input_required"
"""The code of `InputRequiredError`: the peer's task waits for parameters."""
CARD_UNAVAILABLE: Final = "card_unavailable"
"""The code of an `AgentError` when the peer's card cannot be fetched (unreachable, TLS...)."""
CARD_PATIENCE: Final = 20.0
"""Seconds an A2A card may take to arrive once connected (beyond `connect_timeout`)."""
A2A_ERROR: Final = "a2a_error"
"""The code of an `AgentError` for an A2A error that carries no ioa code."""


class InputRequiredError(AgentError):
    """The peer's task waits for parameters (A2A `input-required`): `resume` or `cancel` it."""

    def __init__(self, task_id: str, questions: list[dict[str, Any]], reason: str) -> None:
        super().__init__(INPUT_REQUIRED, reason)
        self.task_id = task_id
        """The task to continue (`A2ASession.resume`) or cancel."""
        self.questions = questions
        """What the peer asks: its data parts (`ambiguous_parameter`, `parameter_options`)."""


class A2ASession(AgentSession):
    """A session with an A2A agent: `request` a task, `resume` or `cancel` one by id.

    With the extension a context was locked (`locked` is set) and every
    message names it, for as long as the trust in the peer is what it was at
    the lock (spec 12.7: `not_locked` after a rotation); plain, each task is
    validated against the newest of this agent's contexts that defines it and
    is not revoked here. Results are validated on arrival either
    way. QUERY, INFORM and the other L8 verbs do not travel over A2A.
    """

    def __init__(  # noqa: PLR0913 - what a session is made of
        self,
        agent: Agent,
        client: Any,  # noqa: ANN401 - an a2a.client.Client
        http: httpx.AsyncClient,
        card: AgentCard,
        *,
        peer: str,
        locked: ContextLocked | None,
        context_id: str | None,
    ) -> None:
        # (no locked L8 session underneath: AgentSession's own state is not made)
        self.agent = agent
        self.card = card
        """The peer's agent card."""
        self.locked_context = locked
        """The L9 lock, when the extension was used."""
        self.context_id = context_id
        """The A2A contextId the context is locked for."""
        self.answer_timeout = 30.0
        self.keys = SessionKeys()
        """The lock's MAC keys (spec 12.16), once locked."""
        self._sent = itertools.count()
        self.trust = b""
        """What the trust in the peer rested on when the lock was made (`PeerTrust.trust_token`)."""
        self._client = client
        self._http = http
        self._peer = peer

    @property
    def context(self) -> str:
        """The locked context's URN ("" when plain)."""
        return str(self.locked_context.context.urn) if self.locked_context is not None else ""

    @property
    def peer(self) -> str:
        """The other agent."""
        return self._peer

    def _call_context(self) -> ClientCallContext:
        extensions = {HTTP_EXTENSION_HEADER: EXTENSION} if self.locked_context is not None else {}
        return ClientCallContext(service_parameters=extensions, timeout=self.answer_timeout)

    def check_trust(self) -> None:
        """`not_locked` once the trust in the peer changed since the lock (spec 12.7)."""
        if (
            self.locked_context is not None
            and self.agent.trust.trust_token(self.peer) != self.trust
        ):
            raise AgentError(
                NOT_LOCKED,
                f"the trust in {self.peer!r} is not what it was when contextId"
                f" {self.context_id!r} was locked (a key or certifier changed): connect again",
            )

    def _context_of(self, task: str) -> SharedContext:
        self.check_trust()
        if self.locked_context is not None:
            return self.locked_context.context
        try:
            return context_for(self.agent.contexts, task, self.agent.withheld)
        except BridgeError as error:
            raise AgentError(error.code, error.reason) from error

    async def request(
        self, task: str, parameters: dict[str, Any], *, require_output: list[str] | None = None
    ) -> dict[str, Any]:
        """Run `task` at the peer; its validated result (`AgentError`, `InputRequiredError`)."""
        # Parameters are not held to the schema here: what is missing or ambiguous is the
        # peer's to ask about (input-required); the peer validates them, and this side the result.
        context = self._context_of(task)
        if task not in context.task_names:
            raise AgentError(
                SNLErrorCode.UNDEFINED_CONCEPT.value, f"{context.urn} defines no task {task!r}"
            )
        document = call_message(uuid.uuid4().hex, task, parameters, require_output=require_output)
        return await self._send(document, task, context, require_output)

    async def resume(self, task_id: str, task: str, parameters: dict[str, Any]) -> dict[str, Any]:
        """Give a task waiting for input (`InputRequiredError`) its parameters; its result."""
        document = call_message(uuid.uuid4().hex, None, parameters)
        document["taskId"] = task_id
        return await self._send(document, task, self._context_of(task), None)

    async def cancel(self, task_id: str) -> str:
        """Cancel a task at the peer; the conversation state it ends in (`cancelled`).

        On a locked context the request is tagged (a task of a lock is ended by its
        client alone) and so is the answer (checked: `integrity_failure`).
        """
        self.check_trust()
        request = CancelTaskRequest(id=task_id)
        seq = None
        if self.locked_context is not None and self.keys.send is not None:
            seq = next(self._sent)
            mac = tag(self.keys.send, seq, cancel_bound(self.context_id or "", task_id))
            request.metadata.update(
                {EXTENSION: {"step": CANCEL_STEP, "context": self.context, "seq": seq, "mac": mac}}
            )
        try:
            async with asyncio.timeout(self.answer_timeout):
                task = await self._client.cancel_task(request, context=self._call_context())
        except a2a_errors.A2AError as error:
            raise _agent_error(error, self.peer) from error
        except (httpx.HTTPError, RecursionError, ValueError) as error:
            raise AgentError(INVALID_ANSWER, f"{self.peer}'s answer: {error}") from error
        if seq is not None:
            self._check_tag({"task": json_form(task)}, seq)
        return CONVERSATION_STATE_OF.get(TaskState.Name(task.status.state), "not_understood")

    async def _send(
        self,
        document: dict[str, Any],
        task: str,
        context: SharedContext,
        require_output: list[str] | None,
    ) -> dict[str, Any]:
        seq = None
        if self.locked_context is not None and self.keys.send is not None:
            seq = next(self._sent)
            document["contextId"] = self.context_id or ""
            data = [part["data"] for part in document["parts"] if "data" in part]
            bound = request_bound(
                document["contextId"], document["messageId"], document.get("taskId", ""), data
            )
            document["metadata"] = {
                EXTENSION: {
                    "step": MESSAGE_STEP,
                    "context": self.context,
                    "seq": seq,
                    "mac": tag(self.keys.send, seq, bound),
                }
            }
        request = SendMessageRequest(
            message=ParseDict(document, Message()),
            configuration=SendMessageConfiguration(return_immediately=False),
        )
        answer = await self._exchange(request)
        if seq is not None:
            self._check_tag(answer, seq)
        return self._result(answer, task, context, require_output)

    def _check_tag(self, answer: Mapping[str, Any], seq: int) -> None:
        """On a locked context: the answer is the peer's, to this request, unaltered (12.16)."""
        body = answer.get("task") or {}
        ext = (body.get("metadata") or {}).get(EXTENSION) or {}
        key = self.keys.receive
        bound = task_bound(body)
        if key is None or ext.get("seq") != seq or not tag_matches(key, seq, bound, ext.get("mac")):
            raise AgentError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"{self.peer}'s answer does not carry its tag for message {seq}",
            )

    async def _exchange(self, request: SendMessageRequest) -> dict[str, Any]:
        """The last task or message the peer answers with (JSON form)."""
        last: StreamResponse | None = None
        try:
            async with asyncio.timeout(self.answer_timeout):
                async for response in self._client.send_message(
                    request, context=self._call_context()
                ):
                    last = response
        except a2a_errors.A2AError as error:
            raise _agent_error(error, self.peer) from error
        except (httpx.HTTPError, RecursionError, ValueError) as error:
            raise AgentError(INVALID_ANSWER, f"{self.peer}'s answer: {error}") from error
        if last is None:
            raise AgentError(INVALID_ANSWER, f"{self.peer} answered nothing")
        return json_form(last)

    def _result(
        self,
        answer: Mapping[str, Any],
        task: str,
        context: SharedContext,
        require_output: list[str] | None,
    ) -> dict[str, Any]:
        if "message" in answer:  # a message answers at once: its parts hold the result
            found = result_of([answer["message"]], task)
            state = "done" if found is not None else "failed"
            status_parts = answer["message"].get("parts") or []
            task_id = ""
        else:
            body = answer.get("task") or {}
            state = CONVERSATION_STATE_OF.get(
                body.get("status", {}).get("state", ""), "not_understood"
            )
            found = result_of(body.get("artifacts") or [], task)
            status_parts = body.get("status", {}).get("message", {}).get("parts") or []
            task_id = str(body.get("id", ""))
        if state == CLARIFYING:
            questions = [p["data"] for p in status_parts if isinstance(p.get("data"), dict)]
            texts = [str(p["text"]) for p in status_parts if "text" in p]
            raise InputRequiredError(task_id, questions, "; ".join(texts) or f"{task} needs input")
        if state != "done" or found is None:
            code, reason = refusal_of(status_parts) or (state, f"{task} ended {state}")
            raise AgentError.from_peer({"code": code, "reason": reason}, self.peer)
        try:  # validated as the native wire validates an answer
            binding = bind(context, Performative.INFORM, found)
        except RemoteSemanticError as error:
            raise AgentError(INVALID_ANSWER, f"{self.peer}: {error}") from error
        if binding.name != task or binding.part != "result":
            raise AgentError(INVALID_ANSWER, f"the answer to {task} is not its result")
        try:
            return read_result(found, require_output, peer=self.peer)
        except RemoteSemanticError as error:
            raise AgentError(INVALID_ANSWER, str(error)) from error

    async def close(self, *, peer_wait: float | None = None) -> AgentError | None:
        """Close the client and its connections (HTTP: there is no peer's close to wait for)."""
        del peer_wait
        with contextlib.suppress(Exception):
            await self._client.close()
        await self._http.aclose()
        return None


def _agent_error(error: a2a_errors.A2AError, peer: str) -> AgentError:
    """A peer's JSON-RPC error, as a peer's refusal (`AgentError.from_peer`)."""
    data = getattr(error, "data", None)
    code = data.get("code") if isinstance(data, Mapping) else None
    return AgentError.from_peer({"code": code or A2A_ERROR, "reason": error.message}, peer)


def http_url(url: str) -> str:
    """The http(s) URL of an `a2a+http(s)://` one (others as they are)."""
    return url.removeprefix("a2a+")


async def connect_a2a(  # noqa: PLR0913 - where, to whom, about what, how
    agent: Agent,
    url: str,
    *,
    peer: str,
    context: str | None = None,
    extension: bool | None = None,
    http2: bool = False,
    verify: Any = True,  # noqa: ANN401 - httpx's: True, False, or an SSL context
) -> A2ASession:
    """An `A2ASession` with the A2A agent at `url` (`a2a+http(s)://`, or `http(s)://`).

    `extension`: lock a context with the L9 extension (True; the peer must
    declare it and be trusted), plainly (False), or when the card declares
    it (None: and then also insisted on for a peer whose key is pinned, or
    that this agent has locked with over A2A before). With the extension the
    card's signature is checked with the peer's pinned key first. `http2`:
    HTTP/2 (prior knowledge on `http://`).
    """
    base = http_url(url)
    # A card and each answer are read as sent, up to the agent's frame size (what its
    # own A2A server takes in a request), and each call within a deadline: the A2A client
    # reads bodies whole, with only a per-read timeout (an outside attack: an endless
    # body took 1.5 GB, a trickle of a byte a second held a connect forever).
    hooks = capped_hooks(agent.transport.max_frame_size)
    http = (
        httpx.AsyncClient(http1=False, http2=True, verify=verify, timeout=30, event_hooks=hooks)
        if http2
        else httpx.AsyncClient(verify=verify, timeout=30, event_hooks=hooks)
    )
    try:
        try:
            async with asyncio.timeout(agent.transport.connect_timeout + CARD_PATIENCE):
                card = await A2ACardResolver(http, base).get_agent_card()
        except AgentCardResolutionError as error:
            raise AgentError(CARD_UNAVAILABLE, error.message) from error
        except (httpx.HTTPError, RecursionError, ValueError, TimeoutError) as error:
            patience = agent.transport.connect_timeout + CARD_PATIENCE
            reason = str(error) or f"no card within {patience:g} s"
            raise AgentError(CARD_UNAVAILABLE, f"{base}: {reason}") from error
        declared = any(e.uri == EXTENSION for e in card.capabilities.extensions)
        known = agent.trust.public_key_of(peer) is not None or peer in _LOCKED_WITH.get(agent, ())
        # A peer whose key is pinned, or that this agent has locked a context with over
        # A2A before, speaks the extension unless the caller says plainly otherwise: a
        # card stripped of it on the way must not downgrade the session.
        use = (declared or known) if extension is None else extension
        if use and not declared:
            _undeclared(peer)
        client = ClientFactory(ClientConfig(streaming=False, httpx_client=http)).create(card)
        session = A2ASession(agent, client, http, card, peer=peer, locked=None, context_id=None)
        if use:
            key = agent.trust.public_key_of(peer)
            if key is not None:  # the card is the peer's, signed with the key pinned for it
                card_verifier(b64url(key.public_bytes_raw()))(card)
            await _lock(session, agent, peer, context)
            _LOCKED_WITH.setdefault(agent, set()).add(peer)
    except BaseException:
        await http.aclose()
        raise
    return session


_LOCKED_WITH: Final[weakref.WeakKeyDictionary[Agent, set[str]]] = weakref.WeakKeyDictionary()
"""Per agent, the peers it has locked a context with over A2A (for the process's life).

Like HSTS: a peer trusted through a certifier (not pinned) is known to speak the
extension only once it has; from then on a card stripped of it is refused.
"""


def _undeclared(peer: str) -> NoReturn:
    raise AgentError(UNSUPPORTED, f"{peer} does not declare the L9 extension")


async def _lock(session: A2ASession, agent: Agent, peer: str, context: str | None) -> None:
    """Run the L9 handshake in message metadata; the session is then locked."""
    initiator = HandshakeInitiator(
        agent_id=agent.agent_id,
        signing_key=agent.identity.signing_key,
        peer=peer,
        support=agent.support(context),  # as the agent's native connect offers
        peer_keys=TrustedPeers(agent.trust),
        config=agent.handshake,
    )
    hello = initiator.start(now=time.time())
    answer = await _step(session, "hello", hello.content, None)
    context_id = answer.get("contextId")
    if not isinstance(context_id, str) or not context_id:  # (an outside attack: a KeyError)
        raise AgentError(INVALID_ANSWER, f"{peer}'s answer to the L9 HELLO names no contextId")
    select = answer["metadata"][EXTENSION]
    if select.get("step") != STEP_OF_KIND["SELECT"]:
        raise AgentError(
            str(select.get("code", "handshake_refused")), str(select.get("reason", ""))
        )
    trust = agent.trust.trust_token(peer)  # (the trust the SELECT's key is looked up under)
    events, outgoing = initiator.receive(
        STEP_PERFORMATIVE["select"], select.get("content"), now=time.time()
    )
    failed = next((e for e in events if isinstance(e, HandshakeFailed)), None)
    if failed is not None or initiator.locked is None:
        code = str(failed.code) if failed is not None else "handshake_failed"
        raise AgentError(code, failed.message if failed is not None else "no lock")
    [lock] = [o for o in outgoing if o.kind.value == "LOCK"]
    locking = await _step(session, "lock", lock.content, context_id, cookie=select.get("cookie"))
    done = locking["metadata"][EXTENSION]
    if done.get("step") != LOCKED_STEP or done.get("context") != str(initiator.locked.context.urn):
        said = {"code": done.get("code", "handshake_failed"), "reason": done.get("reason")}
        raise AgentError.from_peer(said, peer)
    session.locked_context = initiator.locked
    session.context_id = context_id
    session.keys = initiator.keys
    session.trust = trust
    session.check_trust()  # (changed while the LOCK was on its way: refused)


async def _step(
    session: A2ASession,
    step: str,
    content: dict[str, Any],
    context_id: str | None,
    *,
    cookie: object = None,
) -> dict[str, Any]:
    """One handshake step sent, the server's answer (JSON form); `cookie`: the SELECT's."""
    member: dict[str, Any] = {"step": step, "content": content}
    if cookie is not None:
        member["cookie"] = cookie
    document: dict[str, Any] = {
        "messageId": uuid.uuid4().hex,
        "role": "ROLE_USER",
        "parts": [text_part(f"L9 {step}")],
        "metadata": {EXTENSION: member},
    }
    if context_id is not None:
        document["contextId"] = context_id
    request = SendMessageRequest(message=ParseDict(document, Message()))
    context = ClientCallContext(
        service_parameters={HTTP_EXTENSION_HEADER: EXTENSION}, timeout=session.answer_timeout
    )
    try:
        async with asyncio.timeout(session.answer_timeout):
            responses = [r async for r in session._client.send_message(request, context=context)]  # noqa: SLF001
    except a2a_errors.A2AError as error:
        raise _agent_error(error, session.peer) from error
    except TimeoutError as error:
        reason = f"{session.peer} did not answer the L9 {step} within {session.answer_timeout:g} s"
        raise AgentError("handshake_timeout", reason) from error
    except (httpx.HTTPError, RecursionError, ValueError) as error:
        reason = f"{session.peer}'s answer to the L9 {step}: {error}"
        raise AgentError(INVALID_ANSWER, reason) from error
    if not responses or not responses[-1].HasField("message"):
        raise AgentError("handshake_failed", f"{session.peer} did not answer the L9 {step}")
    answer = json_form(responses[-1].message)
    if not isinstance(answer.get("metadata", {}).get(EXTENSION), dict):
        raise AgentError(
            "handshake_failed", f"{session.peer} answered the L9 {step} without the extension"
        )
    return answer
