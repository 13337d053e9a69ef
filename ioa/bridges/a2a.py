"""The A2A bridge: an `ioa.Agent` served to A2A clients, and A2A agents called as peers.

The only module that calls the A2A SDK (`a2a-sdk` 1.x, A2A 1.0; the 0.3 method
names too, through the SDK's own compatibility layer). What is mapped and how
(task states, parts, error codes, the L9 extension's metadata) is data in
`ioa.bridges.a2a_mapping`; this module moves it between the SDK's types and the
agent.

Serving (`serve_a2a`): the SDK's JSON-RPC endpoint and the signed agent card
(`/.well-known/agent-card.json`) on one HTTP server, HTTP/1.1 and HTTP/2
(hypercorn: ALPN over TLS, prior knowledge or upgrade in cleartext; or
uvicorn, HTTP/1.1 only). A message names a task in a data part; it is
validated against the agent's Shared Context with the native wire's
functions before any task exists (a bad one is a JSON-RPC error), put to the
agent's firewall, then the agent's own handler runs and its result is
validated as the native wire validates it. Missing or ambiguous parameters
leave the task `input-required` (L9 clarification: the questions and their
options), to be continued or cancelled by its id. A client that activates
the extension (`A2A-Extensions`) may run the L9 handshake in message
metadata: a context is locked for the A2A `contextId`, and the messages on
it are validated against that context and tagged under the lock's keys
(spec 12.16) both ways.

Calling (`connect_a2a`, `agent.connect("a2a+http://...")`): an `A2ASession`
with `request`, `resume` and `cancel`, over the SDK's client, with the
extension (handshake, lock) when the peer's card declares it, or plain.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import secrets
import socket
import time
import uuid
from collections import OrderedDict
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from email.utils import formatdate
from typing import TYPE_CHECKING, Any, Final, NoReturn, cast
from urllib.parse import urlsplit

import httpx
from a2a.client import ClientCallContext, ClientConfig, ClientFactory
from a2a.client.card_resolver import A2ACardResolver
from a2a.client.errors import AgentCardResolutionError
from a2a.extensions.common import HTTP_EXTENSION_HEADER
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.context import ServerCallContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandlerV2
from a2a.server.request_handlers.response_helpers import build_error_response
from a2a.server.routes import create_agent_card_routes
from a2a.server.routes.jsonrpc_dispatcher import (  # type: ignore[attr-defined]
    JSONRPC03Adapter,  # (from here: imported first, its own module is a circular import)
    JsonRpcDispatcher,
)
from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentExtension,
    AgentInterface,
    AgentSkill,
    Artifact,
    CancelTaskRequest,
    ListTasksRequest,
    Message,
    Part,
    Role,
    SendMessageConfiguration,
    SendMessageRequest,
    StreamResponse,
    Task,
    TaskArtifactUpdateEvent,
    TaskState,
    TaskStatus,
    TaskStatusUpdateEvent,
)
from a2a.utils import errors as a2a_errors
from a2a.utils.constants import (
    AGENT_CARD_WELL_KNOWN_PATH,
    PROTOCOL_VERSION_0_3,
    PROTOCOL_VERSION_1_0,
    TransportProtocol,
)
from a2a.utils.signing import ProtectedHeader, create_agent_card_signer, create_signature_verifier
from google.protobuf.json_format import MessageToDict, ParseDict
from jwt import PyJWK
from pydantic import ValidationError as PydanticValidationError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.types import Message as Message_

from contexts import SharedContext
from ioa import __version__
from ioa.agent_session import HANDLER_FAILED, INVALID_ANSWER, AgentError, AgentSession, Incoming
from ioa.bridges.a2a_mapping import (
    CLARIFYING,
    CLIENT_STEPS,
    CONVERSATION_STATE_OF,
    EXTENSION,
    FINAL_STATES,
    LOCKED_STEP,
    MESSAGE_STEP,
    NOT_LOCKED,
    PENDING_KEY,
    PLAIN_PEER,
    REFUSED_STEP,
    STEP_OF_KIND,
    STEP_PERFORMATIVE,
    TASK_STATE_OF,
    BridgeError,
    Clarify,
    Plan,
    ReplayWindow,
    Run,
    TaskCall,
    answer_bound,
    call_message,
    carries_call,
    clarification_parts,
    context_for,
    extension_metadata,
    json_numbers,
    pending_call,
    plan_call,
    read_call,
    refusal_of,
    refusal_parts,
    request_bound,
    result_of,
    result_parts,
    tag,
    tag_matches,
    text_part,
)
from l8_comm import Envelope, Performative
from l8_comm.identifiers import format_timestamp, new_id
from l9_snl.binding import bind
from l9_snl.encoding import b64url
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.firewall.request import request_for
from l9_snl.handshake import (
    ContextLocked,
    HandshakeFailed,
    HandshakeInitiator,
    HandshakeResponder,
)
from l9_snl.integrity import SessionKeys
from l9_snl.output import read_result, result_content, wanted_by
from l9_snl.peers import TrustedPeers

if TYPE_CHECKING:
    from sse_starlette.sse import EventSourceResponse

    from ioa.agent import Agent, Tls

logger = logging.getLogger("ioa.bridges.a2a")

MAX_SESSIONS: Final = 4096
"""Locked contexts (and handshakes in progress) the bridge keeps; the oldest go first."""
LOCK_IDLE: Final = 3600.0
"""Seconds a context locked over A2A lasts without a message on it (then: lock again)."""
CARD_ALGORITHM: Final = "EdDSA"
"""The JWS algorithm of the card's signature: the agent's Ed25519 identity key."""
CARD_1_0_PREFIX: Final = "/v1"
"""Where the A2A 1.0 card alone is served (`/v1/.well-known/agent-card.json`).

The card at the origin's root also names the 0.3 interface, and with it the 0.3
fields (`url`, `preferredTransport`...) that a strict 1.0 client refuses: such a
client is given this prefix as the agent's address.
"""
CARD_CACHE_CONTROL: Final = "public, max-age=300"
"""How long a client may keep the card (its `ETag` revalidates it after)."""
HANDSHAKES_PER_PEER: Final = 16
"""Open handshakes (HELLO answered, LOCK awaited) kept per initiator a HELLO names."""
UNSUPPORTED: Final = "not_supported"
"""The code of an `AgentError` for what an A2A session cannot do (QUERY, INFORM...)."""
INPUT_REQUIRED: Final = "input_required"
"""The code of `InputRequiredError`: the peer's task waits for parameters."""
CARD_UNAVAILABLE: Final = "card_unavailable"
"""The code of an `AgentError` when the peer's card cannot be fetched (unreachable, TLS...)."""
A2A_ERROR: Final = "a2a_error"
"""The code of an `AgentError` for an A2A error that carries no ioa code."""


# -- the card --------------------------------------------------------------------------------


def extension_params(agent: Agent) -> dict[str, Any]:
    """The extension's card parameters: the agent, its key, the contexts offered."""
    return {
        "agent": agent.agent_id,
        "publicKey": agent.identity.public_signing_key_b64url,
        "contexts": [
            {"urn": str(c.urn), "digest": c.digest, "authority": agent.authority}
            for c in agent.contexts
        ],
    }


def agent_card(
    agent: Agent, url: str, *, description: str | None = None, v0_3: bool = True
) -> AgentCard:
    """The A2A 1.0 card of `agent` served at `url`, signed with its identity key (JWS, EdDSA).

    `v0_3`: the endpoint's 0.3 interface named too (the SDK then writes the 0.3
    card fields beside the 1.0 ones); without it, a card of A2A 1.0 alone.
    """
    skills = [
        AgentSkill(
            id=name,
            name=name,
            description=context.task(name).description or name,
            tags=[str(context.urn)],
            input_modes=["application/json"],
            output_modes=["application/json"],
        )
        for name in sorted(agent.handlers)
        for context in [_defining(agent.contexts, name)]
        if context is not None
    ]
    extension = AgentExtension(
        uri=EXTENSION,
        description="L9 semantic negotiation: HELLO/SELECT/LOCK in message metadata, "
        "then every message validated against the locked Shared Context",
        required=False,
    )
    extension.params.update(extension_params(agent))
    card = AgentCard(
        name=agent.agent_id,
        description=description or f"ioa agent {agent.agent_id}",
        version=__version__,
        supported_interfaces=[
            AgentInterface(
                url=url, protocol_binding=TransportProtocol.JSONRPC, protocol_version=version
            )
            for version in (
                (PROTOCOL_VERSION_1_0, PROTOCOL_VERSION_0_3) if v0_3 else (PROTOCOL_VERSION_1_0,)
            )
        ],
        capabilities=AgentCapabilities(streaming=True, extensions=[extension]),
        default_input_modes=["application/json"],
        default_output_modes=["application/json", "text/plain"],
        skills=skills,
    )
    header = cast("ProtectedHeader", {"kid": agent.agent_id, "alg": CARD_ALGORITHM, "typ": "JOSE"})
    private = agent.identity.signing_key.private_bytes_raw()
    jwk = {**_public_jwk(agent.identity.public_signing_key_b64url), "d": b64url(private)}
    return create_agent_card_signer(PyJWK.from_dict(jwk, CARD_ALGORITHM), header)(card)


def _public_jwk(public_key: str) -> dict[str, str]:
    """The JWK (RFC 8037) of an Ed25519 public key given base64url."""
    return {"kty": "OKP", "crv": "Ed25519", "x": public_key}


def _json(message: Any) -> dict[str, Any]:  # noqa: ANN401 - a protobuf message
    """A protobuf message in its JSON form, integral numbers as ints (`json_numbers`)."""
    return cast("dict[str, Any]", json_numbers(MessageToDict(message)))


def _data_of(message: Message) -> list[Any]:
    """The data of each data part of a message, in order (JSON form)."""
    return [
        json_numbers(MessageToDict(part.data)) for part in message.parts if part.HasField("data")
    ]


def _defining(contexts: Sequence[SharedContext], task: str) -> SharedContext | None:
    try:
        return context_for(contexts, task)
    except BridgeError:
        return None


def card_verifier(public_key: str) -> Callable[[AgentCard], None]:
    """The SDK's card signature check with one key (Ed25519, base64url, as pinned)."""
    key = PyJWK.from_dict(_public_jwk(public_key), CARD_ALGORITHM)
    return create_signature_verifier(lambda _kid, _jku: key, [CARD_ALGORITHM])


# -- messages that call no task ---------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class A2AMessage:
    """A message that calls no task (no `{task, parameters}` data part), as a handler sees it."""

    message_id: str
    """The client's id for it."""
    text: str
    """Its text parts, one per line."""
    data: tuple[Any, ...]
    """Its data parts' values (JSON form)."""
    task_id: str
    """The task it starts or continues."""
    context_id: str
    """The task's context."""
    state: str | None
    """The A2A state of the task it continues (`TASK_STATE_INPUT_REQUIRED`...); None: a new one."""


class A2AReply:
    """How a message handler answers: with one message, or with its task's states and artifacts.

    The task is made (`TASK_STATE_SUBMITTED`, the message in its history) before its
    first state or artifact; a handler that says nothing leaves it submitted.
    """

    def __init__(
        self, queue: EventQueue, message: Message, current: Task | None, context_id: str
    ) -> None:
        self._queue = queue
        self._message = message
        self._made = current is not None
        self._answered = False
        self._context_id = context_id
        self._updater = TaskUpdater(queue, message.task_id, context_id)

    @property
    def said(self) -> bool:
        """Whether the handler answered anything yet."""
        return self._made or self._answered

    @property
    def answered(self) -> bool:
        """Whether the handler answered with a message (then there is no task)."""
        return self._answered

    async def message(self, text: str) -> None:
        """Answer with a message and no task (only before any state or artifact)."""
        if self._made or self._answered:
            msg = "a message answers alone: the task has states already"
            raise RuntimeError(msg)
        self._answered = True
        await self._queue.enqueue_event(self._updater.new_agent_message([Part(text=text)]))

    async def submitted(self) -> None:
        """The task exists, nothing done yet (`TASK_STATE_SUBMITTED`)."""
        await self._task()

    async def _task(self) -> None:
        if self._answered:
            msg = "a message answered already: there is no task"
            raise RuntimeError(msg)
        if not self._made:
            self._made = True
            status = TaskStatus(state=TaskState.TASK_STATE_SUBMITTED)
            task = Task(id=self._message.task_id, context_id=self._context_id)
            task.status.CopyFrom(status)
            task.history.append(self._message)
            await self._queue.enqueue_event(task)

    def _said(self, text: str | None) -> Message | None:
        return self._updater.new_agent_message([Part(text=text)]) if text is not None else None

    async def working(self, text: str | None = None) -> None:
        """The task is being worked on (`TASK_STATE_WORKING`)."""
        await self._task()
        await self._updater.start_work(self._said(text))

    async def input_required(self, text: str | None = None) -> None:
        """The task waits for the client's next message (`TASK_STATE_INPUT_REQUIRED`)."""
        await self._task()
        await self._updater.requires_input(self._said(text))

    async def complete(self, text: str | None = None) -> None:
        """The task is done (`TASK_STATE_COMPLETED`)."""
        await self._task()
        await self._updater.complete(self._said(text))

    async def fail(self, text: str | None = None) -> None:
        """The task failed (`TASK_STATE_FAILED`)."""
        await self._task()
        await self._updater.failed(self._said(text))

    async def reject(self, text: str | None = None) -> None:
        """The agent will not do the task (`TASK_STATE_REJECTED`)."""
        await self._task()
        await self._updater.reject(self._said(text))

    async def artifact(  # noqa: PLR0913 - a part is one of these
        self,
        *,
        text: str | None = None,
        data: Any = None,  # noqa: ANN401 - any JSON value
        raw: bytes | None = None,
        url: str | None = None,
        filename: str = "",
        media_type: str = "",
        name: str | None = None,
    ) -> None:
        """Add an artifact of one part: text, data (JSON), raw bytes or a URL."""
        await self._task()
        part = Part(filename=filename, media_type=media_type)
        if text is not None:
            part.text = text
        elif raw is not None:
            part.raw = raw
        elif url is not None:
            part.url = url
        else:
            ParseDict(data, part.data)
        await self._updater.add_artifact([part], name=name)


MessageHandler = Callable[[A2AMessage, A2AReply], Awaitable[None]]
"""What answers messages that call no task (`serve_a2a(on_message=...)`)."""


def _text_of(message: Message) -> str:
    return "\n".join(part.text for part in message.parts if part.HasField("text"))


# -- serving ---------------------------------------------------------------------------------


@dataclass(slots=True)
class _Locked:
    """A context locked over A2A: for one `contextId`, with one peer."""

    context: SharedContext
    peer: str
    transcript: str
    used: float
    """When a message last came on it (it ends `LOCK_IDLE` seconds after)."""
    keys: SessionKeys
    """The MAC keys of the lock (spec 12.16): the client's messages and this side's answers."""
    window: ReplayWindow = field(default_factory=ReplayWindow)
    """The client's sequence numbers taken so far."""


_ENDED: Final = frozenset(TaskState.Value(TASK_STATE_OF[state]) for state in FINAL_STATES)
"""The task states that take no more messages (the SDK refuses a message to one)."""


class A2ABridge:
    """What the bridge holds for one agent: its card, handshakes and locked contexts."""

    def __init__(
        self,
        agent: Agent,
        url: str,
        *,
        description: str | None = None,
        on_message: MessageHandler | None = None,
    ) -> None:
        self.agent = agent
        self.url = url
        self.card = agent_card(agent, url, description=description)
        self.card_1_0 = agent_card(agent, url, description=description, v0_3=False)
        """The card of A2A 1.0 alone (served under `CARD_1_0_PREFIX`)."""
        self.on_message = on_message
        """What answers a message that calls no task (None: such a message is refused)."""
        self._handshakes: OrderedDict[str, HandshakeResponder] = OrderedDict()
        self._handshakes_of: dict[str, OrderedDict[str, None]] = {}
        """Per initiator named in a HELLO: its open handshakes (`_bound_per_peer`)."""
        self._locked: OrderedDict[str, _Locked] = OrderedDict()
        self._admitted: OrderedDict[
            int, tuple[Message, Plan | None, _Locked | None, int | None]
        ] = OrderedDict()

    # - before a task exists: refusals as JSON-RPC errors, the handshake as messages -

    async def admit(
        self, params: SendMessageRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> Message | None:
        """Answer a handshake step, refuse a bad message (`A2AError`), or None: run it."""
        try:
            return await self._admit(params, call, store)
        except BridgeError as error:
            logger.info("%s: refused an A2A message: %s", self.agent.agent_id, error)
            kind = getattr(a2a_errors, error.a2a_error())
            raise kind(message=f"{error.code}: {error.reason}", data={"code": error.code}) from None

    def forget(self, message: Message) -> None:
        """Drop what `admit` kept for `message` (the executor took it, or the SDK refused it)."""
        admitted = self._admitted.get(id(message))
        if admitted is not None and admitted[0] is message:
            del self._admitted[id(message)]

    async def _admit(
        self, params: SendMessageRequest, call: ServerCallContext, store: InMemoryTaskStore
    ) -> Message | None:
        message = params.message
        ext = self._extension(message, call)
        if ext is not None and ext["step"] in CLIENT_STEPS:
            return self._handshake(message, ext)
        if ext is None:
            await self._refuse_unguarded(message, call, store)
        locked = self._locked_for(message, ext)
        data = _data_of(message)
        seq = (
            self._verified(locked, message, ext, data)
            if locked is not None and ext is not None
            else None
        )
        pending = None
        if message.task_id:
            task = await store.get(message.task_id, call)
            if task is None or task.status.state in _ENDED:
                return None  # the SDK answers: task not found, or ended
            pending = pending_call(_json(task.metadata))
        if self._for_handler(data, pending, locked):
            self._keep(self._admitted, id(message), (message, None, None, None))
            return None
        plan = self._plan(data, pending, locked)
        if isinstance(plan, Run) and plan.task not in self.agent.handlers:
            raise BridgeError(
                "not_handled", f"{self.agent.agent_id} has no handler for {plan.task}"
            )
        # The executor gets this very message object: it takes the plan instead of making it
        # again (the entry holds the message, so its id is not reused while it waits).
        self._keep(self._admitted, id(message), (message, plan, locked, seq))
        return None

    async def _refuse_unguarded(
        self, message: Message, call: ServerCallContext, store: InMemoryTaskStore
    ) -> None:
        """A message without the extension must not reach a locked context's conversation.

        Its tag would not be read: a relay that strips the `A2A-Extensions` header could
        otherwise replay or rewrite a locked client's messages as plain calls.
        """
        context_id = message.context_id
        locked_task = False
        if message.task_id:
            task = await store.get(message.task_id, call)
            if task is not None:
                context_id = task.context_id or context_id
                # a task made under a lock says so itself, whether or not the lock is
                # still held in memory (pushed out, or gone idle)
                locked_task = EXTENSION in _json(task.metadata)
        live = context_id in self._locked or context_id in self._handshakes
        if locked_task or (context_id and live):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"contextId {context_id!r} is a locked context: its messages carry the "
                "extension and their tag",
            )

    def _verified(
        self, locked: _Locked, message: Message, ext: Mapping[str, Any], data: list[Any]
    ) -> int:
        """The sequence number of a message on a locked context, its tag checked (12.16).

        The tag covers the ids and every data part under the client's key; each number
        is taken once (`ReplayWindow`): a relay may read, not rewrite or replay.
        """
        key, seq = locked.keys.receive, ext.get("seq")
        bound = request_bound(message.context_id, message.message_id, message.task_id, data)
        if key is None or not tag_matches(key, seq, bound, ext.get("mac")):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                "the message's tag does not match it under the locked context's key",
            )
        assert isinstance(seq, int)  # noqa: S101 - tag_matches took only an int
        if not locked.window.accept(seq):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"message {seq} was taken already, or is stale",
            )
        return seq

    def _extension(self, message: Message, call: ServerCallContext) -> dict[str, Any] | None:
        """The extension's metadata of a message, when the client activated the extension."""
        if EXTENSION not in call.requested_extensions or not message.HasField("metadata"):
            return None  # an extension not activated is not read (A2A 1.0)
        return extension_metadata(_json(message.metadata))

    def _locked_for(self, message: Message, ext: Mapping[str, Any] | None) -> _Locked | None:
        if ext is None:
            return None
        if ext["step"] != MESSAGE_STEP:
            raise BridgeError("bad_metadata", f"step {ext['step']!r} is not a client's step")
        locked = self._locked.get(message.context_id)
        now = time.time()
        if locked is not None and now - locked.used > LOCK_IDLE:
            del self._locked[message.context_id]  # idle too long: lock again
            locked = None
        if locked is None:
            raise BridgeError(
                NOT_LOCKED, f"no context is locked for contextId {message.context_id!r}"
            )
        if ext.get("context") != str(locked.context.urn):
            raise BridgeError(
                NOT_LOCKED,
                f"the message names {ext.get('context')!r}, {locked.context.urn} is locked",
            )
        locked.used = now
        return locked

    def _for_handler(
        self, data: list[Any], pending: TaskCall | None, locked: _Locked | None
    ) -> bool:
        """Whether a message goes to the message handler: it calls no task, plainly."""
        return (
            self.on_message is not None
            and locked is None
            and pending is None
            and not carries_call(data)
        )

    def _plan(self, data: list[Any], pending: TaskCall | None, locked: _Locked | None) -> Plan:
        parts = [{"data": value} for value in data]
        call = read_call({"parts": parts}, continuing=pending is not None)
        return plan_call(
            self.agent.contexts,
            call,
            pending=pending,
            locked=locked.context if locked is not None else None,
        )

    def _handshake(self, message: Message, ext: Mapping[str, Any]) -> Message:
        """One handshake step (HELLO or LOCK) answered by the agent's own L9 responder."""
        step, content = ext["step"], ext.get("content")
        context_id = message.context_id
        now = time.time()
        if step == "hello":
            # Always a fresh, random contextId: it names the lock, and no client may choose
            # (or guess) another's.
            context_id = uuid.uuid4().hex
            responder = HandshakeResponder(
                agent_id=self.agent.agent_id,
                signing_key=self.agent.identity.signing_key,
                # the support list the agent's native listener offers, the same for A2A
                support=self.agent._support(),  # noqa: SLF001
                peer_keys=TrustedPeers(self.agent.trust),
                config=self.agent.handshake,
            )
        else:
            found = self._handshakes.pop(context_id, None)
            if found is None:
                raise BridgeError(NOT_LOCKED, f"no handshake is open for contextId {context_id!r}")
            responder = found
        # The handshake's own timeout (a LOCK that comes too late fails it, as natively).
        events = responder.handle_timer(now)
        outgoing: list[Any] = []
        if not events:
            events, outgoing = responder.receive(STEP_PERFORMATIVE[step], content, now=now)
        answer: dict[str, Any]
        failed = next((e for e in events if isinstance(e, HandshakeFailed)), None)
        locked = next((e for e in events if isinstance(e, ContextLocked)), None)
        if failed is not None:
            logger.info("%s: A2A handshake refused: %s", self.agent.agent_id, failed.message)
            answer = {"step": REFUSED_STEP, "code": str(failed.code), "reason": failed.message}
        elif locked is not None:
            kept = _Locked(
                locked.context, locked.peer, locked.transcript, used=now, keys=responder.keys
            )
            self._keep(self._locked, context_id, kept)
            answer = {
                "step": LOCKED_STEP,
                "context": str(locked.context.urn),
                "transcript": locked.transcript,
            }
        else:
            [select] = [o for o in outgoing if o.kind.value == "SELECT"]
            self._keep(self._handshakes, context_id, responder)
            self._bound_per_peer(context_id, content)
            answer = {"step": STEP_OF_KIND["SELECT"], "content": select.content}
        reply = Message(
            message_id=uuid.uuid4().hex,
            context_id=context_id,
            role=Role.ROLE_AGENT,
            parts=[_part(text_part(f"L9 {answer['step']}"))],
        )
        reply.metadata.update({EXTENSION: answer})
        return reply

    def _bound_per_peer(self, context_id: str, hello: object) -> None:
        """At most `HANDSHAKES_PER_PEER` open handshakes per initiator the HELLO names.

        A HELLO is not signed (the LOCK is): anyone may send HELLOs in a trusted agent's
        name, or replay one. Each named initiator gets a bounded share of the table, so
        such a flood pushes out that name's oldest handshakes, never other agents'.
        """
        initiator = hello.get("initiator") if isinstance(hello, dict) else None
        mine = self._handshakes_of.setdefault(str(initiator), OrderedDict())
        mine[context_id] = None
        for key in [k for k in mine if k not in self._handshakes]:  # locked, or pushed out
            del mine[key]
        while len(mine) > HANDSHAKES_PER_PEER:
            oldest, _ = mine.popitem(last=False)
            self._handshakes.pop(oldest, None)
        # (only trusted agents' HELLOs are kept at all: the names are as many as the pins)

    @staticmethod
    def _keep(table: OrderedDict[Any, Any], key: object, value: object) -> None:
        table[key] = value
        table.move_to_end(key)
        while len(table) > MAX_SESSIONS:
            table.popitem(last=False)

    # - running a task -

    async def execute(self, request: RequestContext, queue: EventQueue) -> None:
        """Run the task a message calls (admitted already) and enqueue its state."""
        message = request.message
        assert message is not None  # noqa: S101 - only SendMessage executes
        current = request.current_task
        task_id = request.task_id or ""
        # A continued task keeps its context (the SDK makes a new contextId for a message
        # that names only the task).
        context_id = current.context_id if current is not None else request.context_id or ""
        admitted = self._admitted.pop(id(message), None)
        plan: Plan | None
        try:
            if admitted is not None and admitted[0] is message:
                _, plan, locked, seq = admitted
            else:  # (the SDK made the message again: planned again, from the stored task)
                pending = pending_call(_json(current.metadata)) if current is not None else None
                ext = self._extension(message, request.call_context)
                locked = self._locked_for(message, ext)
                seq = ext.get("seq") if ext is not None else None
                data = _data_of(message)
                handled = self._for_handler(data, pending, locked)
                plan = None if handled else self._plan(data, pending, locked)
        except BridgeError as error:  # (admitted a moment ago: only a race gets here)
            parts = refusal_parts(error.code, error.reason)
            await _publish(queue, current, _task(task_id, context_id, "refused", parts))
            return
        if plan is None:
            await self._answer(message, current, context_id, queue)
            return
        # The extension's metadata only for a client that activated it (a plain one gets a
        # plain task: nothing it did not ask for, nothing to parse).
        metadata: dict[str, Any] = (
            {EXTENSION: {"step": MESSAGE_STEP, "context": str(plan.context.urn)}}
            if locked is not None
            else {}
        )
        if isinstance(plan, Clarify):
            # the firewall decides before the options are given out, as natively (stage 6
            # comes before dispatch or clarification)
            asked = {"task": plan.task, "parameters": dict(plan.parameters)}
            peer = locked.peer if locked is not None else PLAIN_PEER
            stopped = self._firewall(_request(peer, self.agent.agent_id, asked, plan), plan.context)
            if stopped is not None:
                parts = refusal_parts(*stopped)
                _tagged(
                    metadata, locked, seq, task_id=task_id, state="refused", parts=parts,
                    artifact=None,
                )  # fmt: skip
                await _publish(
                    queue, current, _task(task_id, context_id, "refused", parts, metadata)
                )
                return
            kept: dict[str, Any] = {"task": plan.task, "parameters": plan.parameters}
            if plan.require_output is not None:
                kept["requireOutput"] = plan.require_output
            parts = clarification_parts(plan)
            _tagged(
                metadata, locked, seq, task_id=task_id, state=CLARIFYING, parts=parts, artifact=None
            )
            task = _task(task_id, context_id, CLARIFYING, parts, {**metadata, PENDING_KEY: kept})
            await _publish(queue, current, task)
            return
        state, parts, artifact = await self._run(plan, locked)
        if current is not None and pending_call(_json(current.metadata)) is not None:
            metadata[PENDING_KEY] = None  # answered: nothing waits any more
        _tagged(metadata, locked, seq, task_id=task_id, state=state, parts=parts, artifact=artifact)
        task = _task(task_id, context_id, state, parts, metadata, artifact=artifact)
        await _publish(queue, current, task)

    async def _answer(
        self, message: Message, current: Task | None, context_id: str, queue: EventQueue
    ) -> None:
        """A message that calls no task, answered by the message handler."""
        assert self.on_message is not None  # noqa: S101 - admitted for it only
        reply = A2AReply(queue, message, current, context_id)
        seen = A2AMessage(
            message_id=message.message_id,
            text=_text_of(message),
            data=tuple(_data_of(message)),
            task_id=message.task_id,
            context_id=context_id,
            state=TaskState.Name(current.status.state) if current is not None else None,
        )
        failure = None
        try:
            await self.on_message(seen, reply)
        except AgentError as refusal:
            failure = f"{refusal.code}: {refusal.reason}"
        except Exception:
            error_id = secrets.token_hex(4)
            logger.exception(
                "%s: the message handler failed (error %s)", self.agent.agent_id, error_id
            )
            failure = f"{HANDLER_FAILED}: the message handler failed (error {error_id})"
        if failure is not None and not reply.answered:
            await reply.fail(failure)
        elif not reply.said:
            await reply.submitted()

    async def _run(
        self, plan: Run, locked: _Locked | None
    ) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]] | None]:
        """The handler's answer: (conversation state, status parts, result parts or None)."""
        handler = self.agent.handlers.get(plan.task)
        if handler is None:
            return "refused", refusal_parts("not_handled", f"no handler for {plan.task}"), None
        peer = locked.peer if locked is not None else PLAIN_PEER
        envelope = _request(peer, self.agent.agent_id, plan.content, plan)
        stopped = self._firewall(envelope, plan.context)
        if stopped is not None:
            return "refused", refusal_parts(*stopped), None
        incoming = Incoming(
            envelope=envelope,
            name=plan.task,
            values=dict(plan.content["parameters"]),
            session=_ServedSession(self.agent, peer, str(plan.context.urn)),
            binding=plan.binding,
        )
        try:
            result = await handler(incoming)
        except AgentError as refusal:
            return "failed", refusal_parts(refusal.code, refusal.reason), None
        except Exception:
            error_id = secrets.token_hex(4)
            logger.exception(
                "%s: the handler of %s failed (error %s)", self.agent.agent_id, plan.task, error_id
            )
            reason = f"the handler of {plan.task} failed (error {error_id})"
            return "failed", refusal_parts(HANDLER_FAILED, reason), None
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
        return "done", [text_part(f"{plan.task}: done")], result_parts(content)

    def _firewall(self, envelope: Envelope, context: SharedContext) -> tuple[str, str] | None:
        """The agent's firewall on a call: None to run it, else the refusal (code, reason).

        As natively (spec 13): the sender (`a2a-client` for a plain client, which a
        policy may name), the REQUEST and the task, put to the agent's Cedar policies,
        the injection screen and the rate limits; anything but allow or flag stops it.
        """
        firewall = self.agent.firewall
        if firewall is None:
            return None
        request = request_for(envelope, context, firewall.bundle)
        if request is None:
            return None
        decision = firewall.decide(request, now=time.time())
        if decision.delivered:
            return None
        code = decision.code or SNLErrorCode.FORBIDDEN
        logger.info(
            "%s: the firewall stopped %s from %s: %s",
            self.agent.agent_id,
            envelope.performative,
            envelope.sender,
            decision.reason,
        )
        return str(code), decision.reason

    async def cancel(self, request: RequestContext, queue: EventQueue) -> None:
        """Cancel a task (running or waiting for input)."""
        state = TaskStatus(state=TaskState.Value(TASK_STATE_OF["cancelled"]))
        event = TaskStatusUpdateEvent(
            task_id=request.task_id or "", context_id=request.context_id or "", status=state
        )
        await queue.enqueue_event(event)


def _task(  # noqa: PLR0913 - a task is made of these
    task_id: str,
    context_id: str,
    state: str,
    parts: list[dict[str, Any]],
    metadata: Mapping[str, Any] | None = None,
    *,
    artifact: list[dict[str, Any]] | None = None,
) -> Task:
    """An A2A task in the state a conversation state maps to, its status message made of parts.

    Built with the types' constructors (a quarter of the time `ParseDict` takes).
    """
    status = TaskStatus(
        state=TaskState.Value(TASK_STATE_OF[state]),
        message=Message(
            message_id=uuid.uuid4().hex,
            role=Role.ROLE_AGENT,
            task_id=task_id,
            context_id=context_id,
            parts=[_part(part) for part in parts],
        ),
    )
    task = Task(id=task_id, context_id=context_id, status=status)
    if metadata:
        task.metadata.update(metadata)
    if artifact is not None:
        task.artifacts.append(
            Artifact(
                artifact_id=uuid.uuid4().hex,
                name="result",
                parts=[_part(part) for part in artifact],
            )
        )
    return task


def _part(part: Mapping[str, Any]) -> Part:
    """A part of the JSON form the mapping writes (text, or data: an object)."""
    if "text" in part:
        return Part(text=part["text"])
    made = Part(media_type=part.get("mediaType", ""))
    made.data.struct_value.update(part["data"])
    return made


def _tagged(  # noqa: PLR0913 - what the answer's tag covers
    metadata: dict[str, Any],
    locked: _Locked | None,
    seq: object,
    *,
    task_id: str,
    state: str,
    parts: list[dict[str, Any]],
    artifact: list[dict[str, Any]] | None,
) -> None:
    """Add the answer's tag to its extension metadata (on a locked context only).

    Under this side's key and the request's sequence number: the answer is bound to
    the request it answers.
    """
    if locked is None or locked.keys.send is None or type(seq) is not int:
        return
    result = artifact[0]["data"] if artifact else None
    status = [part["data"] for part in parts if "data" in part]
    bound = answer_bound(task_id, TASK_STATE_OF[state], result, status)
    metadata[EXTENSION] = {
        **metadata[EXTENSION],
        "seq": seq,
        "mac": tag(locked.keys.send, seq, bound),
    }


async def _publish(queue: EventQueue, current: Task | None, task: Task) -> None:
    """Enqueue a task's new state: the task itself when it is new, else its updates.

    The SDK takes a `Task` event only as a task's first (it ignores a replacement): a
    continued task gets its artifact and its status (with the metadata merged in) as
    update events.
    """
    if current is None:
        await queue.enqueue_event(task)
        return
    for artifact in task.artifacts:
        await queue.enqueue_event(
            TaskArtifactUpdateEvent(
                task_id=task.id, context_id=task.context_id, artifact=artifact, last_chunk=True
            )
        )
    update = TaskStatusUpdateEvent(task_id=task.id, context_id=task.context_id, status=task.status)
    if task.HasField("metadata"):
        update.metadata.CopyFrom(task.metadata)
    await queue.enqueue_event(update)


class _Executor(AgentExecutor):
    """The SDK's executor interface, answered by the bridge."""

    def __init__(self, bridge: A2ABridge) -> None:
        self.bridge = bridge

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        await self.bridge.execute(context, event_queue)

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        await self.bridge.cancel(context, event_queue)


class _V03Adapter(JSONRPC03Adapter):
    """The SDK's A2A 0.3 JSON-RPC adapter, params that do not validate answered -32602.

    The dispatcher has checked the JSON-RPC envelope (-32600) and the method (-32601)
    already: a request of a known 0.3 method that fails the method's model has bad
    params (JSON-RPC 2.0: -32602), which the SDK's adapter answers -32600.
    """

    async def handle_request(
        self, request_id: str | int | None, method: str, body: dict[str, Any], request: Request
    ) -> JSONResponse | EventSourceResponse:
        try:
            self.METHOD_TO_MODEL[method].model_validate(body)  # type: ignore[attr-defined]
        except PydanticValidationError as error:
            answer = build_error_response(
                request_id, a2a_errors.InvalidParamsError(message=f"Invalid params: {error}")
            )
            return JSONResponse(answer)
        return await super().handle_request(request_id, method, body, request)


def _jsonrpc_route(handler: _RequestHandler, path: str) -> Route:
    """The JSON-RPC endpoint: A2A 1.0 methods, and 0.3 ones (`_V03Adapter`)."""
    dispatcher = JsonRpcDispatcher(request_handler=handler, enable_v0_3_compat=True)
    # The SDK makes its own 0.3 adapter and offers no way to give it another.
    dispatcher._v03_adapter = _V03Adapter(http_handler=handler)  # noqa: SLF001
    return Route(path, endpoint=dispatcher.handle_requests, methods=["POST"])


def _request(sender: str, agent_id: str, content: dict[str, Any], plan: Run | Clarify) -> Envelope:
    """The REQUEST a bridged call stands for, as the firewall reads it natively."""
    return Envelope(
        protocol="request-reply",
        id=new_id(),
        ts=format_timestamp(time.time()),
        sender=sender,
        to=[agent_id],
        performative=Performative.REQUEST,
        conversation_id=new_id(),
        content=content,
        ontology=str(plan.context.urn),
    )


MAX_TASKS: Final = 10_000
"""Tasks a bridge keeps (ended or waiting); past it the one saved longest ago goes."""
TASK_IDLE: Final = 3600.0
"""Seconds a task is kept after it was last saved (a task waiting for input included)."""


class _BoundedTaskStore(InMemoryTaskStore):
    """The SDK's in-memory store, bounded: at most `MAX_TASKS`, none idle past `TASK_IDLE`.

    The SDK's own keeps every task for ever: an open endpoint would grow without bound.
    """

    def __init__(
        self,
        *,
        limit: int = MAX_TASKS,
        idle: float = TASK_IDLE,
        clock: Any = time.monotonic,  # noqa: ANN401
    ) -> None:
        super().__init__()
        self._saved: OrderedDict[str, tuple[float, ServerCallContext]] = OrderedDict()
        self._limit, self._idle, self._clock = limit, idle, clock

    async def save(self, task: Task, context: ServerCallContext) -> None:
        """Save `task`, then let go of the oldest and the idle ones."""
        await super().save(task, context)
        now = self._clock()
        self._saved[task.id] = (now, context)
        self._saved.move_to_end(task.id)
        while self._saved:
            oldest, (saved_at, saved_by) = next(iter(self._saved.items()))
            if len(self._saved) <= self._limit and now - saved_at < self._idle:
                break
            del self._saved[oldest]
            await super().delete(oldest, saved_by)

    async def delete(self, task_id: str, context: ServerCallContext) -> None:
        """Delete a task (and forget when it was saved)."""
        self._saved.pop(task_id, None)
        await super().delete(task_id, context)


class _RequestHandler(DefaultRequestHandlerV2):
    """The SDK's request handler, with the bridge's admission before any task exists."""

    def __init__(self, bridge: A2ABridge) -> None:
        self.bridge = bridge
        self.store = _BoundedTaskStore()
        super().__init__(
            agent_executor=_Executor(bridge), task_store=self.store, agent_card=bridge.card
        )

    async def on_list_tasks(self, params: ListTasksRequest, context: ServerCallContext) -> Any:  # noqa: ANN401 - the SDK's ListTasksResponse
        """Tasks are listed only to a caller that names their context.

        Callers are not authenticated here: an unfiltered list would hand every
        client the ids of every other client's tasks (to read, continue or cancel).
        A context id is random and known only to whoever made or was given it.
        """
        if not params.context_id:
            raise a2a_errors.InvalidParamsError(
                message="ListTasks needs a contextId: tasks are listed only by their context"
            )
        return await super().on_list_tasks(params, context)

    async def on_message_send(
        self, params: SendMessageRequest, context: ServerCallContext
    ) -> Message | Task:
        reply = await self.bridge.admit(params, context, self.store)
        if reply is not None:
            return reply
        try:
            return cast("Message | Task", await super().on_message_send(params, context))
        finally:  # refused by the SDK after admission: its plan (and body) go too
            self.bridge.forget(params.message)

    async def on_message_send_stream(
        self, params: SendMessageRequest, context: ServerCallContext
    ) -> AsyncGenerator[Any, None]:
        reply = await self.bridge.admit(params, context, self.store)
        if reply is not None:
            yield reply
            return
        try:
            async for event in super().on_message_send_stream(params, context):
                yield event
        finally:
            self.bridge.forget(params.message)


class _ServedSession(AgentSession):
    """What a handler sees as `message.session` for a call that came over A2A.

    An A2A client cannot be asked back: the verbs refuse (`not_supported`).
    """

    def __init__(self, agent: Agent, peer: str, context: str) -> None:
        # (no locked L8 session underneath: AgentSession's own state is not made)
        self.agent = agent
        self._peer = peer
        self._context = context

    @property
    def context(self) -> str:
        """The context the call was validated against."""
        return self._context

    @property
    def peer(self) -> str:
        """The caller (its agent id once locked; `a2a-client` otherwise)."""
        return self._peer

    async def request(
        self, task: str, parameters: dict[str, Any], *, require_output: list[str] | None = None
    ) -> dict[str, Any]:
        """Not over A2A: the client is not a server."""
        del task, parameters, require_output
        raise AgentError(UNSUPPORTED, "an A2A client cannot be asked back")

    async def close(self) -> AgentError | None:
        """Nothing to close."""
        return None


_EXTENSIONS_HEADER: Final = HTTP_EXTENSION_HEADER.lower().encode()
_ACTIVATION: Final = EXTENSION.encode()


def _adding(send: Send, header: tuple[bytes, bytes]) -> Send:
    """`send` with one more response header."""

    async def added(message: Message_) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), header]}
        await send(message)

    return added


def _echoing(send: Send) -> Send:
    """`send` with the extension named in the response's `A2A-Extensions` header.

    A2A 1.0: the server lists the extensions it activated for the request; this one
    is the only one it knows.
    """

    async def echoed(message: Message_) -> None:
        if message["type"] == "http.response.start":
            headers = [*message.get("headers", []), (_EXTENSIONS_HEADER, _ACTIVATION)]
            message = {**message, "headers": headers}
        await send(message)

    return echoed


def _json_media(content_type: bytes) -> bool:
    """Whether a Content-Type names JSON (`application/json`, `application/*+json`)."""
    media = content_type.split(b";", 1)[0].strip().lower()
    return media == b"application/json" or (
        media.startswith(b"application/") and media.endswith(b"+json")
    )


class _HttpGuard:
    """An ASGI app in front of the SDK's: the body's bound, its type, the extension's echo.

    A request body past `limit` bytes is not read; a request that activated the
    extension is answered with it named in the `A2A-Extensions` header (`_echoing`).
    A JSON-RPC request whose Content-Type is not JSON is answered -32005 (content
    type not supported, A2A 1.0 section 9.4) before its body is read. The cards are
    served with `Last-Modified` (when they were made) beside the SDK's `ETag`.

    The SDK reads a whole body before parsing it; past the limit, reading stops with
    HTTP 413, which its dispatcher answers as the JSON-RPC error -32600 (payload too
    large), and the connection and every other one go on.
    """

    def __init__(
        self,
        app: ASGIApp,
        limit: int,
        *,
        rpc_path: str = "/",
        card_paths: frozenset[str] = frozenset(),
    ) -> None:
        self.app = app
        self.limit = limit
        self.rpc_path = rpc_path
        self.card_paths = card_paths
        self.cards_made = formatdate(time.time(), usegmt=True).encode()
        """The cards' `Last-Modified` (they are made with the app)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        if _ACTIVATION in headers.get(_EXTENSIONS_HEADER, b""):
            send = _echoing(send)
        content_type = headers.get(b"content-type")
        if (
            scope["method"] == "POST"
            and scope["path"] == self.rpc_path
            and content_type is not None
            and not _json_media(content_type)
        ):
            error = a2a_errors.ContentTypeNotSupportedError(
                message=f"a JSON-RPC request is application/json, not {content_type.decode()!r}"
            )
            await JSONResponse(build_error_response(None, error))(scope, receive, send)
            return
        if scope["path"] in self.card_paths:
            send = _adding(send, (b"last-modified", self.cards_made))
        declared = headers.get(b"content-length", b"")
        seen = int(declared) if declared.isdigit() else 0

        async def limited() -> Message_:
            nonlocal seen
            if seen > self.limit:
                raise HTTPException(413)
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b"")) if not declared else 0
                if seen > self.limit:
                    raise HTTPException(413)
            return message

        await self.app(scope, limited, send)


def build_app(
    agent: Agent,
    url: str,
    *,
    description: str | None = None,
    on_message: MessageHandler | None = None,
) -> tuple[ASGIApp, A2ABridge, _RequestHandler]:
    """The ASGI app serving `agent` over A2A at `url` (the cards and the JSON-RPC endpoint).

    The card at the origin's root names the endpoint for A2A 1.0 and 0.3; the card
    under `CARD_1_0_PREFIX`, for 1.0 alone. `on_message`: see `serve_a2a`.
    """
    bridge = A2ABridge(agent, url, description=description, on_message=on_message)
    handler = _RequestHandler(bridge)
    path = urlsplit(url).path or "/"
    routes = [
        *create_agent_card_routes(bridge.card, cache_control=CARD_CACHE_CONTROL),
        *create_agent_card_routes(
            bridge.card_1_0,
            card_url=CARD_1_0_PREFIX + AGENT_CARD_WELL_KNOWN_PATH,
            cache_control=CARD_CACHE_CONTROL,
        ),
        _jsonrpc_route(handler, path),
    ]
    app = _HttpGuard(
        Starlette(routes=routes),
        agent.transport.max_frame_size,
        rpc_path=path,
        card_paths=frozenset(
            (AGENT_CARD_WELL_KNOWN_PATH, CARD_1_0_PREFIX + AGENT_CARD_WELL_KNOWN_PATH)
        ),
    )
    return app, bridge, handler


class A2AServer:
    """A serving bridge: its URL and port, and how to stop it."""

    def __init__(
        self, url: str, port: int, stop: Callable[[], Awaitable[None]], bridge: A2ABridge
    ) -> None:
        self.url = url
        """The JSON-RPC endpoint (the card is at `/.well-known/agent-card.json` of its origin)."""
        self.port = port
        """The port it listens on."""
        self.bridge = bridge
        self._stop = stop

    async def close(self) -> None:
        """Stop serving."""
        await self._stop()


def endpoint_line(server: A2AServer) -> str:
    """The line `ioa agent serve` prints for the bridge: `a2a: URL`."""
    return f"a2a: {server.url}"


def _listening(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(1024)
    sock.setblocking(False)
    return sock


async def serve_a2a(  # noqa: PLR0913 - where, and how
    agent: Agent,
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    server: str = "hypercorn",
    tls: Tls | None = None,
    public_url: str | None = None,
    description: str | None = None,
    on_message: MessageHandler | None = None,
) -> A2AServer:
    """Serve `agent` to A2A clients on `host:port` (0: any free port).

    `server`: `hypercorn` (HTTP/1.1 and HTTP/2 on one port: over TLS by ALPN,
    in cleartext by prior knowledge or upgrade) or `uvicorn` (HTTP/1.1).
    `tls`: `Tls(cert=..., key=...)` to serve `https://` (cleartext without).
    `public_url`: the URL the card announces, when clients reach the agent by
    another name. `on_message`: what answers a message that calls no task (no
    `{task, parameters}` data part: plain text from any A2A client); without
    it such a message is refused (-32602, `no_task`).
    """
    if server not in ("hypercorn", "uvicorn"):
        msg = f"server must be hypercorn or uvicorn, not {server!r}"
        raise ValueError(msg)
    files = (str(tls.cert), str(tls.key)) if tls is not None and tls.cert and tls.key else None
    sock = _listening(host, port)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    url = public_url or f"{'https' if files else 'http'}://{shown}:{bound}/"
    try:
        app, bridge, handler = build_app(agent, url, description=description, on_message=on_message)
    except BaseException:
        sock.close()
        raise
    if server == "uvicorn":
        stop = await _uvicorn(app, sock, files)
    else:
        stop = await _hypercorn(app, sock, files)
        sock.detach()

    async def close() -> None:
        try:
            await stop()
        finally:
            await handler.aclose()
            sock.close()

    logger.info("%s: serving A2A at %s", agent.agent_id, url)
    return A2AServer(url, bound, close, bridge)


async def _hypercorn(
    app: ASGIApp, sock: socket.socket, files: tuple[str, str] | None = None
) -> Callable[[], Awaitable[None]]:
    from hypercorn.asyncio import serve  # noqa: PLC0415 - the chosen server only
    from hypercorn.config import Config  # noqa: PLC0415

    config = Config()
    config.bind = [f"fd://{sock.fileno()}"]  # hypercorn owns the socket from here (closes it)
    config.accesslog = None
    config.errorlog = logging.getLogger("ioa.bridges.a2a.http")
    config.graceful_timeout = 1.0
    if files is not None:  # TLS, with ALPN h2 and http/1.1 (hypercorn's default list)
        config.certfile, config.keyfile = files
    stopping = asyncio.Event()
    task = asyncio.get_running_loop().create_task(
        serve(app, config, shutdown_trigger=stopping.wait, mode="asgi")  # type: ignore[arg-type]
    )
    await asyncio.sleep(0)

    async def stop() -> None:
        stopping.set()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return stop


async def _uvicorn(
    app: ASGIApp, sock: socket.socket, files: tuple[str, str] | None = None
) -> Callable[[], Awaitable[None]]:
    import uvicorn  # noqa: PLC0415 - the chosen server only

    cert, key = files if files is not None else (None, None)
    config = uvicorn.Config(
        app,
        log_level="warning",
        lifespan="off",
        access_log=False,
        ssl_certfile=cert,
        ssl_keyfile=key,
    )
    web = uvicorn.Server(config)
    task = asyncio.get_running_loop().create_task(web.serve(sockets=[sock]))
    while not web.started and not task.done():  # noqa: ASYNC110 - uvicorn offers no event
        await asyncio.sleep(0.005)

    async def stop() -> None:
        web.should_exit = True
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return stop


# -- calling an A2A agent ----------------------------------------------------------------------


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
    message names it; plain, each task is validated against the first of this
    agent's contexts that defines it. Results are validated on arrival either
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

    def _context_of(self, task: str) -> SharedContext:
        if self.locked_context is not None:
            return self.locked_context.context
        try:
            return context_for(self.agent.contexts, task)
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
        """Cancel a task at the peer; the conversation state it ends in (`cancelled`)."""
        try:
            task = await self._client.cancel_task(
                CancelTaskRequest(id=task_id), context=self._call_context()
            )
        except a2a_errors.A2AError as error:
            raise _agent_error(error) from error
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
        artifacts = body.get("artifacts") or [{}]
        first = (artifacts[0].get("parts") or [{}])[0].get("data")
        status = body.get("status") or {}
        parts = (status.get("message") or {}).get("parts") or []
        bound = answer_bound(
            str(body.get("id", "")),
            str(status.get("state", "")),
            first,
            [part["data"] for part in parts if "data" in part],
        )
        key = self.keys.receive
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
            raise _agent_error(error) from error
        if last is None:
            raise AgentError(INVALID_ANSWER, f"{self.peer} answered nothing")
        return _json(last)

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
            raise AgentError(code, reason)
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

    async def close(self) -> AgentError | None:
        """Close the client and its connections."""
        with contextlib.suppress(Exception):
            await self._client.close()
        await self._http.aclose()
        return None


def _agent_error(error: a2a_errors.A2AError) -> AgentError:
    data = getattr(error, "data", None)
    code = data.get("code") if isinstance(data, Mapping) else None
    return AgentError(str(code) if code else A2A_ERROR, error.message)


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
    it (None). With the extension the card's signature is checked with the
    peer's pinned key first. `http2`: HTTP/2 (prior knowledge on `http://`).
    """
    base = http_url(url)
    http = (
        httpx.AsyncClient(http1=False, http2=True, verify=verify, timeout=30)
        if http2
        else httpx.AsyncClient(verify=verify, timeout=30)
    )
    try:
        try:
            card = await A2ACardResolver(http, base).get_agent_card()
        except AgentCardResolutionError as error:
            raise AgentError(CARD_UNAVAILABLE, error.message) from error
        declared = any(e.uri == EXTENSION for e in card.capabilities.extensions)
        pinned = agent.trust.public_key_of(peer) is not None
        # A peer whose key is pinned speaks the extension unless the caller says plainly
        # otherwise: a card stripped of it on the way must not downgrade the session.
        use = (declared or pinned) if extension is None else extension
        if use and not declared:
            _undeclared(peer)
        client = ClientFactory(ClientConfig(streaming=False, httpx_client=http)).create(card)
        session = A2ASession(agent, client, http, card, peer=peer, locked=None, context_id=None)
        if use:
            key = agent.trust.public_key_of(peer)
            if key is not None:  # the card is the peer's, signed with the key pinned for it
                card_verifier(b64url(key.public_bytes_raw()))(card)
            await _lock(session, agent, peer, context)
    except BaseException:
        await http.aclose()
        raise
    return session


def _undeclared(peer: str) -> NoReturn:
    raise AgentError(UNSUPPORTED, f"{peer} does not declare the L9 extension")


async def _lock(session: A2ASession, agent: Agent, peer: str, context: str | None) -> None:
    """Run the L9 handshake in message metadata; the session is then locked."""
    initiator = HandshakeInitiator(
        agent_id=agent.agent_id,
        signing_key=agent.identity.signing_key,
        peer=peer,
        support=agent._support(context),  # noqa: SLF001 - as the agent's native connect offers
        peer_keys=TrustedPeers(agent.trust),
        config=agent.handshake,
    )
    hello = initiator.start(now=time.time())
    answer = await _step(session, "hello", hello.content, None)
    context_id = str(answer["contextId"])
    select = answer["metadata"][EXTENSION]
    if select.get("step") != STEP_OF_KIND["SELECT"]:
        raise AgentError(
            str(select.get("code", "handshake_refused")), str(select.get("reason", ""))
        )
    events, outgoing = initiator.receive(
        STEP_PERFORMATIVE["select"], select.get("content"), now=time.time()
    )
    failed = next((e for e in events if isinstance(e, HandshakeFailed)), None)
    if failed is not None or initiator.locked is None:
        code = str(failed.code) if failed is not None else "handshake_failed"
        raise AgentError(code, failed.message if failed is not None else "no lock")
    [lock] = [o for o in outgoing if o.kind.value == "LOCK"]
    done = (await _step(session, "lock", lock.content, context_id))["metadata"][EXTENSION]
    if done.get("step") != LOCKED_STEP or done.get("context") != str(initiator.locked.context.urn):
        raise AgentError(
            str(done.get("code", "handshake_failed")), str(done.get("reason", "not locked"))
        )
    session.locked_context = initiator.locked
    session.context_id = context_id
    session.keys = initiator.keys


async def _step(
    session: A2ASession, step: str, content: dict[str, Any], context_id: str | None
) -> dict[str, Any]:
    document: dict[str, Any] = {
        "messageId": uuid.uuid4().hex,
        "role": "ROLE_USER",
        "parts": [text_part(f"L9 {step}")],
        "metadata": {EXTENSION: {"step": step, "content": content}},
    }
    if context_id is not None:
        document["contextId"] = context_id
    request = SendMessageRequest(message=ParseDict(document, Message()))
    context = ClientCallContext(
        service_parameters={HTTP_EXTENSION_HEADER: EXTENSION}, timeout=session.answer_timeout
    )
    try:
        responses = [r async for r in session._client.send_message(request, context=context)]  # noqa: SLF001
    except a2a_errors.A2AError as error:
        raise _agent_error(error) from error
    if not responses or not responses[-1].HasField("message"):
        raise AgentError("handshake_failed", f"{session.peer} did not answer the L9 {step}")
    answer = _json(responses[-1].message)
    if not isinstance(answer.get("metadata", {}).get(EXTENSION), dict):
        raise AgentError(
            "handshake_failed", f"{session.peer} answered the L9 {step} without the extension"
        )
    return answer


__all__ = [
    "CONVERSATION_STATE_OF",
    "EXTENSION",
    "A2ABridge",
    "A2AServer",
    "A2ASession",
    "InputRequiredError",
    "agent_card",
    "build_app",
    "card_verifier",
    "connect_a2a",
    "endpoint_line",
    "extension_params",
    "serve_a2a",
]
