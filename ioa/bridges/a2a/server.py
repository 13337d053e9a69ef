"""Serving a bridge over HTTP: the SDK's JSON-RPC endpoint, the cards, the body guard."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import uuid
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import TYPE_CHECKING, Any, Final, cast
from urllib.parse import urlsplit

from a2a.server.context import ServerCallContext
from a2a.server.request_handlers import DefaultRequestHandlerV2
from a2a.server.routes import create_agent_card_routes
from a2a.types import (
    CancelTaskRequest,
    ListTasksRequest,
    Message,
    SendMessageRequest,
    SubscribeToTaskRequest,
    Task,
)
from a2a.utils import errors as a2a_errors
from a2a.utils.constants import (
    AGENT_CARD_WELL_KNOWN_PATH,
)
from a2a.utils.proto_utils import validate_proto_required_fields
from a2a.utils.task import apply_history_length, validate_history_length
from starlette.applications import Starlette
from starlette.types import ASGIApp

from ioa.bridges.a2a.bridge import A2ABridge
from ioa.bridges.a2a.card import CARD_1_0_PREFIX, CARD_CACHE_CONTROL
from ioa.bridges.a2a.guard import _HttpGuard
from ioa.bridges.a2a.jsonrpc import _jsonrpc_route
from ioa.bridges.a2a.protobuf import required_fields_present
from ioa.bridges.a2a.refusals import log_error
from ioa.bridges.a2a.replies import MessageHandler
from ioa.bridges.a2a.store import MAX_TASKS, _BoundedTaskStore
from ioa.bridges.a2a.tasks import _Executor
from ioa.logs import PacedRepeats
from l7_transport.listener import tcp_socket
from l7_transport.listener_limits import BODY_TIMEOUT, ListenerLimits

if TYPE_CHECKING:
    from ioa.agent import Agent, Tls


logger = logging.getLogger("ioa.bridges.a2a")


INTERRUPTED_RELEASE: Final = 60.0
"""Seconds the SDK keeps the live state of a task waiting for input (a reply brings it back)."""
STREAM_IDLE: Final = 300.0
"""Seconds an SSE stream (a streamed message, `SubscribeToTask`) stays open with no event."""


async def _until_idle(events: AsyncGenerator[Any, None], idle: float) -> AsyncGenerator[Any, None]:
    """`events`, ended (closed cleanly) when none comes for `idle` seconds.

    A stream on a task that waits (for input, or for ever) would otherwise hold its
    connection and its queue for as long as the client keeps it open.
    """
    try:
        while True:
            try:
                async with asyncio.timeout(idle):
                    event = await anext(events)
            except StopAsyncIteration:
                return
            except TimeoutError:
                logger.info("an A2A stream had no event for %g seconds: ended", idle)
                return
            yield event
    finally:
        await events.aclose()


class _RequestHandler(DefaultRequestHandlerV2):
    """The SDK's request handler, with the bridge's admission before any task exists."""

    def __init__(
        self, bridge: A2ABridge, *, stream_idle: float = STREAM_IDLE, max_tasks: int = MAX_TASKS
    ) -> None:
        self.bridge = bridge
        self.store = _BoundedTaskStore(limit=max_tasks, on_drop=self._release)
        self.stream_idle = stream_idle
        self._releasing: set[asyncio.Task[None]] = set()
        super().__init__(
            agent_executor=_Executor(bridge),
            task_store=self.store,
            agent_card=bridge.card,
            interrupted_task_timeout=INTERRUPTED_RELEASE,
        )

    def _release(self, task_id: str) -> None:
        """Let go of the SDK's live state of a task the store let go (its `ActiveTask`).

        The SDK keeps a task's `ActiveTask` (queues, asyncio tasks) until the task ends,
        whatever the store holds: a task left waiting or submitted would keep it for
        ever, so the store's bound would bound nothing. Closed in a task of its own (the
        store is told from inside a save, which may be that very task's).
        """
        job = asyncio.get_running_loop().create_task(self._close_active(task_id))
        self._releasing.add(job)
        job.add_done_callback(self._releasing.discard)

    async def _close_active(self, task_id: str) -> None:
        # the SDK's registry (no public way to drop one task from it)
        registry = self._active_task_registry
        active = await registry.get(task_id)
        if active is None:
            return
        await active.aclose()
        await registry._remove_task(active)  # noqa: SLF001

    def active_tasks(self) -> int:
        """How many tasks the SDK holds live state for (what `_release` bounds)."""
        return len(self._active_task_registry._active_tasks)  # noqa: SLF001

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

    async def on_cancel_task(
        self, params: CancelTaskRequest, context: ServerCallContext
    ) -> Task | None:
        """A locked context's task is cancelled by its client alone, and the answer tagged."""
        guard = await self.bridge.admit_cancel(params, context, self.store)
        task = cast("Task | None", await super().on_cancel_task(params, context))
        if task is None or guard is None:
            return task
        return self.bridge.tag_cancelled(task, *guard)

    async def on_message_send(
        self, params: SendMessageRequest, context: ServerCallContext
    ) -> Message | Task:
        reply = await self.bridge.admit(params, context, self.store)
        if reply is not None:
            return reply
        try:
            if not params.message.task_id and self.bridge.runs_at_once(params.message):
                return await self._at_once(params, context)
            return cast("Message | Task", await super().on_message_send(params, context))
        finally:  # refused by the SDK after admission: its plan (and body) go too
            self.bridge.forget(params.message)

    async def _at_once(self, params: SendMessageRequest, context: ServerCallContext) -> Task:
        """A new task call that ends in one step, answered without the SDK's event machinery.

        The SDK would make an `ActiveTask` for it (two asyncio tasks, two queues, a
        consumer saving each event), only to carry one event, the ended task, from the
        executor to this request: the bridge makes that task itself, saves it and
        answers it. What the SDK checks first is checked the same way (the request's
        required fields, by a quicker reading of the SDK's rule, `required_fields_present`;
        the history length), the ids are made as the SDK makes them (a random UUID for
        the task, the client's contextId or another), and the answer is the task the
        executor would have published, as the SDK returns it.
        """
        if not required_fields_present(params):
            validate_proto_required_fields(params)  # (the SDK's own check, for its error)
        validate_history_length(params.configuration)
        message = params.message
        context_id = message.context_id or str(uuid.uuid4())
        task = await self.bridge.answer_at_once(message, str(uuid.uuid4()), context_id)
        await self.store.save(task, context)
        return apply_history_length(task, params.configuration)

    async def on_message_send_stream(
        self, params: SendMessageRequest, context: ServerCallContext
    ) -> AsyncGenerator[Any, None]:
        try:
            reply = await self.bridge.admit(params, context, self.store)
        except a2a_errors.A2AError as error:
            log_error(self.bridge.agent.agent_id, error, method=context.state.get("method"))
            raise
        if reply is not None:
            yield reply
            return
        try:
            async for event in _until_idle(
                super().on_message_send_stream(params, context), self.stream_idle
            ):
                yield event
        finally:
            self.bridge.forget(params.message)

    async def on_subscribe_to_task(
        self, params: SubscribeToTaskRequest, context: ServerCallContext
    ) -> AsyncGenerator[Any, None]:
        """The SDK's subscription, ended when no event comes for `stream_idle` seconds."""
        async for event in _until_idle(
            super().on_subscribe_to_task(params, context), self.stream_idle
        ):
            yield event


def build_app(  # noqa: PLR0913 - the agent, where, and how it is served
    agent: Agent,
    url: str,
    *,
    description: str | None = None,
    on_message: MessageHandler | None = None,
    stream_idle: float = STREAM_IDLE,
    max_tasks: int = MAX_TASKS,
    body_timeout: float = BODY_TIMEOUT,
) -> tuple[ASGIApp, A2ABridge, _RequestHandler]:
    """The ASGI app serving `agent` over A2A at `url` (the cards and the JSON-RPC endpoint).

    The card at the origin's root names the endpoint for A2A 1.0 and 0.3; the card
    under `CARD_1_0_PREFIX`, for 1.0 alone. `on_message`, `stream_idle`, `max_tasks`: see
    `serve_a2a`.
    """
    # At a client's rate, paced: the SDK warns on every request for a card with no skill
    # (an agent with no handler, or none whose context is usable), and logs a traceback
    # of some 30 lines for every request whose params do not parse (the bridge's own
    # refusal record names the client).
    PacedRepeats.on("a2a.utils.proto_utils")
    PacedRepeats.on("a2a.server.routes.jsonrpc_dispatcher")
    # its 0.3 adapter logs a traceback for what it cannot convert: what the bridge does
    # not foresee (`jsonrpc._convertible`) must not be a log line a request either
    PacedRepeats.on("a2a.compat.v0_3.jsonrpc_adapter")
    bridge = A2ABridge(agent, url, description=description, on_message=on_message)
    handler = _RequestHandler(bridge, stream_idle=stream_idle, max_tasks=max_tasks)
    path = urlsplit(url).path or "/"
    routes = [
        *create_agent_card_routes(
            bridge.card, bridge.served_card, cache_control=CARD_CACHE_CONTROL
        ),
        *create_agent_card_routes(
            bridge.card_1_0,
            bridge.served_card_1_0,
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
        agent_id=agent.agent_id,
        body_timeout=body_timeout,
    )
    return app, bridge, handler


class A2AServer:
    """A serving bridge: its URL and port, and how to stop it."""

    def __init__(
        self,
        url: str,
        port: int,
        stop: Callable[[], Awaitable[None]],
        bridge: A2ABridge,
        *,
        local_url: str | None = None,
    ) -> None:
        self.url = url
        """The JSON-RPC endpoint (the card is at `/.well-known/agent-card.json` of its origin)."""
        self.port = port
        """The port it listens on."""
        self.local_url = local_url or url
        """Where it listens (`url` but for a public URL that a proxy serves)."""
        self.bridge = bridge
        self._stop = stop
        self._handler: _RequestHandler | None = None

    async def close(self) -> None:
        """Stop serving."""
        await self._stop()


def endpoint_line(server: A2AServer) -> str:
    """What `ioa agent serve` prints for the bridge: `a2a: URL`.

    Behind a public URL (a proxy's), a second line says where it listens:
    `a2a-listening: URL` (its port, when it was asked for any free one).
    """
    if server.local_url == server.url:
        return f"a2a: {server.url}"
    return f"a2a: {server.url}\na2a-listening: {server.local_url}"


def _listening(host: str, port: int) -> socket.socket:
    """The socket bound (its port known for the URL); the accept loop listens on it."""
    return tcp_socket(host, port)


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
    stream_idle: float = STREAM_IDLE,
    max_tasks: int = MAX_TASKS,
    limits: ListenerLimits | None = None,
) -> A2AServer:
    """Serve `agent` to A2A clients on `host:port` (0: any free port).

    `server`: `hypercorn` (HTTP/1.1 and HTTP/2 on one port: over TLS by ALPN,
    in cleartext by prior knowledge or upgrade) or `uvicorn` (HTTP/1.1).
    `tls`: `Tls(cert=..., key=...)` to serve `https://` (cleartext without).
    `public_url`: the URL the card announces, when clients reach the agent by
    another name. `on_message`: what answers a message that calls no task (no
    `{task, parameters}` data part: plain text from any A2A client); without
    it such a message is refused (-32602, `no_task`). `stream_idle`: seconds an
    SSE stream stays open without an event (then it ends; the task goes on).
    `max_tasks`: tasks kept (ended first, a locked context's last, past it).
    `limits`: connections at once (in total, per address: one more is closed at its
    accept), and how long a connection may wait for a request's headers and for its
    next request (`ListenerLimits`, whose defaults apply without it).
    """
    if server not in ("hypercorn", "uvicorn"):
        msg = f"server must be hypercorn or uvicorn, not {server!r}"
        raise ValueError(msg)
    files = (str(tls.cert), str(tls.key)) if tls is not None and tls.cert and tls.key else None
    sock = _listening(host, port)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    local_url = f"{'https' if files else 'http'}://{shown}:{bound}/"
    url = public_url or local_url
    limits = limits or ListenerLimits()
    try:
        app, bridge, handler = build_app(
            agent,
            url,
            description=description,
            on_message=on_message,
            stream_idle=stream_idle,
            max_tasks=max_tasks,
            body_timeout=limits.body_timeout,
        )
    except BaseException:
        sock.close()
        raise
    try:
        if server == "uvicorn":
            stop = await _uvicorn(app, sock, files, limits)
        else:
            stop = await _hypercorn(app, sock, files, limits)
    except BaseException:
        await handler.aclose()
        sock.close()
        raise

    async def close() -> None:
        try:
            await stop()
        finally:
            await handler.aclose()
            sock.close()

    if url == local_url:
        logger.info("%s: serving A2A at %s", agent.agent_id, url)
    else:
        logger.info("%s: serving A2A at %s (listening at %s)", agent.agent_id, url, local_url)
    served = A2AServer(url, bound, close, bridge, local_url=local_url)
    served._handler = handler  # noqa: SLF001 - what tests and the bench look at
    return served


async def _hypercorn(
    app: ASGIApp,
    sock: socket.socket,
    files: tuple[str, str] | None = None,
    limits: ListenerLimits | None = None,
) -> Callable[[], Awaitable[None]]:
    from ioa.bridges.gated_hypercorn import serve_hypercorn  # noqa: PLC0415 - the chosen server only

    # TLS with ALPN h2 and http/1.1 (hypercorn's default list); the accept loop owns the socket
    return await serve_hypercorn(
        app,
        sock,
        limits or ListenerLimits(),
        files=files,
        errorlog=logging.getLogger("ioa.bridges.a2a.http"),
        name="a2a",
    )


async def _uvicorn(
    app: ASGIApp,
    sock: socket.socket,
    files: tuple[str, str] | None = None,
    limits: ListenerLimits | None = None,
) -> Callable[[], Awaitable[None]]:
    from ioa.bridges.gated_uvicorn import gated_uvicorn  # noqa: PLC0415 - the chosen server only

    cert, key = files if files is not None else (None, None)
    web = gated_uvicorn(
        app, sock, limits or ListenerLimits(), ssl_certfile=cert, ssl_keyfile=key, name="a2a"
    )
    task = asyncio.get_running_loop().create_task(web.serve())
    while not web.started and not task.done():  # noqa: ASYNC110 - uvicorn offers no event
        await asyncio.sleep(0.005)

    async def stop() -> None:
        web.should_exit = True
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return stop
