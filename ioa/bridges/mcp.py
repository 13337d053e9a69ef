"""`ioa mcp-proxy`: an MCP server in front of another, adding the ADOL extension.

The only module that calls the MCP SDK (`mcp`, 2.x). The proxy is the SDK's
low-level `Server` with no handlers of its own and one middleware
(`ProxyMiddleware`) that answers every request by sending it on, as raw JSON,
to an upstream MCP server started as a stdio subprocess (`UpstreamCommand`):

- a client of the handshake era (`initialize`, protocol 2025-11-25 and
  earlier) gets an upstream process of its own for its connection (stdio, or
  one streamable HTTP session), started by its `initialize`, which goes
  upstream as the client sent it and comes back with the extension added to
  the capabilities; it ends when the connection does;
- requests of the per-request era (2026-07-28) share one upstream process,
  started on the first and started again after it dies;
- what the upstream sends back during a request (progress, log messages,
  sampling, elicitation, roots requests) goes to the client on that request's
  stream when it is the only one in flight on the link, on the connection's
  own stream otherwise (`STANDALONE`); progress is matched by its token, and
  cancellation both ways by the SDK's dispatchers (a cancelled forward is
  cancelled upstream), and `subscriptions/listen` frames by the subscription id
  they are stamped with (rewritten from the link's request id to the client's).

What the extension does to `tools/list` and `tools/call` is decided in
`ioa.bridges.mcp_adol` (pure); a client that does not opt in gets the
upstream's answer unaltered. Every failure is a JSON-RPC error whose message
names what is at fault (`ProxyFault`), logged on `ioa.bridges.mcp`; one
connection's upstream dying leaves every other connection served.
"""

from __future__ import annotations

import hashlib
import ipaddress
import itertools
import logging
import os
import shlex
import socket
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, Final, Self

import anyio
import anyio.abc
import mcp_types as types
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.server.connection import Connection
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.server.stdio import stdio_server
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.dispatcher import CallOptions, DispatchContext, Outbound
from mcp.shared.exceptions import MCPError, NoBackChannelError
from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher, progress_token_from_params
from mcp.shared.subscriptions import SUBSCRIPTION_ID_META_KEY
from mcp.shared.transport_context import TransportContext
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from contexts.canonical import canonical_bytes
from ioa import __version__
from ioa.bridges.mcp_adol import (
    EXTENSION,
    METHODS,
    AdolError,
    AdolParamsError,
    AdolUnavailableError,
    ListingRequest,
    capability,
    filtered_call_result,
    listing_request,
    opted_in_listing,
    peer_filters_output,
    plan_call,
    with_capability,
)
from l7_transport.exceptions import again
from l7_transport.listener import tcp_socket

logger = logging.getLogger("ioa.bridges.mcp")


class _UpstreamLines(logging.Filter):
    """The SDK's word on an upstream line it cannot read, as one line with no traceback.

    `mcp.client.stdio` logs each line of the upstream's stdout that is not JSON-RPC with
    the traceback of its parser: the upstream's fault, not this program's, said in a
    screenful. The record keeps its level and logger; its message says what was wrong.
    """

    UNREADABLE: Final = "Failed to parse JSONRPC message from server"
    """The SDK's message for such a line (any other record passes as it is)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Fold the traceback of an unreadable line's error into the message's one line."""
        if record.msg == self.UNREADABLE and record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            lines = [line.strip() for line in str(error).splitlines() if line.strip()]
            lines = [line for line in lines if "://" not in line] or lines  # a docs link
            said = f"{type(error).__name__}: {lines[-1] if lines else ''}".strip(": ")
            record.msg = f"{record.getMessage()} ({said}; the upstream server's fault)"
            record.args = None
            record.exc_info = record.exc_text = None
        return True


logging.getLogger("mcp.client.stdio").addFilter(_UpstreamLines())

START_TIMEOUT: Final = 60.0
"""Seconds an upstream process has to answer its first request (`initialize`, `server/discover`)."""
MAX_PAGES: Final = 100
"""Pages of the upstream's `tools/list` an opted-in listing reads at most."""
CACHE_SIZE: Final = 32
"""Listings (and their selectors) kept per proxy, by the digest of the upstream's tools."""
MAX_WAITING: Final = 256
"""Upstream notifications waiting for slow clients on one link; past it new ones are dropped."""
LINK: Final = "ioa.bridges.mcp/link"
"""Where a handshake-era connection keeps its upstream link (`Connection.state`)."""

STANDALONE: Final = frozenset(
    {
        "notifications/tools/list_changed",
        "notifications/prompts/list_changed",
        "notifications/resources/list_changed",
        "notifications/resources/updated",
    }
)
"""Upstream notifications that belong on the connection's own stream, never a request's."""
HANDLED_BY_DISPATCHER: Final = frozenset({"notifications/cancelled", "notifications/progress"})
"""Notifications the SDK's dispatchers apply themselves (cancel a forward, route progress by
its token): never sent on as they are."""
ANSWERED_HERE: Final = {"ping": dict[str, Any]}
"""Upstream requests the proxy answers itself (it is the upstream's peer), with their result."""


def _first_leaf(error: BaseException) -> BaseException:
    """The first exception of an exception group (nested groups opened), or `error` itself."""
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return error


class ProxyFault(Enum):
    """What went wrong, as the JSON-RPC error code it travels as and a message template."""

    NOT_STARTED = (
        types.INTERNAL_ERROR,
        "upstream MCP server `{command}` could not be started: {why}",
    )
    CLOSED = (types.INTERNAL_ERROR, "upstream MCP server `{command}` closed its connection")
    GARBLED = (types.INTERNAL_ERROR, "upstream MCP server `{command}` sent what is not MCP: {why}")
    SLOW_START = (
        types.INTERNAL_ERROR,
        "upstream MCP server `{command}` did not answer {method} within {seconds:g} s",
    )
    NO_SESSION = (
        types.INVALID_REQUEST,
        "no upstream session on this connection: send initialize first",
    )
    NO_CLIENT = (types.INTERNAL_ERROR, "the proxy's client cannot take {method} now")

    def error(self, **values: object) -> MCPError:
        """The JSON-RPC error, its message filled in."""
        code, template = self.value
        return MCPError(code=code, message=template.format(**values))


@dataclass(frozen=True, slots=True)
class UpstreamCommand:
    """How to start the upstream MCP server: a command that speaks MCP on its stdin/stdout."""

    command: str
    """The executable."""
    args: tuple[str, ...] = ()
    """Its arguments."""
    env: Mapping[str, str] | None = None
    """Its environment (None: the proxy's own)."""

    def describe(self) -> str:
        """The command line, quoted as a shell would need it."""
        return shlex.join([self.command, *self.args])

    def parameters(self) -> StdioServerParameters:
        """The SDK's spawn parameters."""
        env = dict(os.environ if self.env is None else self.env)
        return StdioServerParameters(command=self.command, args=list(self.args), env=env)


@dataclass(slots=True)
class _Call:
    """A client request in flight on an upstream link."""

    request: Outbound
    """The channel to the client on that request's stream."""
    request_id: types.RequestId | None
    """The client's id for it."""
    progress_token: types.ProgressToken | None
    """The client's progress token for it, if any."""


def _restamped(params: Mapping[str, Any], call: _Call) -> dict[str, Any]:
    """A listen-stream frame or result, stamped with the client's subscription id."""
    meta = dict(params.get("_meta") or {})
    meta[SUBSCRIPTION_ID_META_KEY] = call.request_id
    return {**params, "_meta": meta}


def _subscription(params: Mapping[str, Any] | None) -> object:
    """The subscription id a frame is stamped with (2026-07-28 `subscriptions/listen`), if any."""
    meta = (params or {}).get("_meta")
    return meta.get(SUBSCRIPTION_ID_META_KEY) if isinstance(meta, Mapping) else None


class _Ready:
    """A `TaskStatus` that may be told more than once (only the first counts)."""

    def __init__(self, status: anyio.abc.TaskStatus[None]) -> None:
        self._status = status
        self.done = False

    def started(self, value: None = None) -> None:
        if not self.done:
            self.done = True
            self._status.started(value)


class _Watched:
    """One end of the upstream's pipe, noting when it ends: the link's own closed state.

    The dispatcher reports a link that ended with `CONNECTION_CLOSED` (-32000), a code an
    upstream may use for errors of its own too; only this note tells the two apart.
    """

    def __init__(self, stream: Any, on_end: Callable[[], None]) -> None:  # noqa: ANN401 - either end
        self._stream = stream
        self._on_end = on_end

    def __getattr__(self, name: str) -> Any:  # noqa: ANN401 - `last_context`, read by the SDK
        return getattr(self._stream, name)

    async def receive(self) -> Any:  # noqa: ANN401 - a SessionMessage or an Exception
        try:
            return await self._stream.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._on_end()
            raise

    def __aiter__(self) -> Self:
        return self

    async def __anext__(self) -> Any:  # noqa: ANN401 - as `receive`
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def send(self, item: object, /) -> None:
        try:
            await self._stream.send(item)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._on_end()
            raise

    async def aclose(self) -> None:
        await self._stream.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.aclose()


class UpstreamLink:
    """One MCP connection to one upstream process, driven by the SDK's JSON-RPC dispatcher."""

    def __init__(
        self, command: UpstreamCommand, *, fallback: Outbound | None, shared: bool = False
    ) -> None:
        self.command = command
        self.fallback = fallback
        """Where traffic for no particular request goes (a connection's own stream), if anywhere."""
        self.shared = shared
        """Whether several clients' requests share the link (2026-07-28): traffic that names
        no request then goes to no client, since none can be told to be its own."""
        self.capabilities: Mapping[str, Any] | None = None
        """The upstream's capabilities, once its first answer came."""
        self.tools: dict[str, dict[str, Any]] = {}
        """The upstream's tools as last listed through this link."""
        self.listed = False
        """Whether `tools` is a whole listing, read since the upstream last said it changed."""
        self.truncated = False
        """Whether that listing stopped at `MAX_PAGES` with pages left."""
        self.failure: MCPError | None = None
        """Why the link cannot carry requests (None while it can)."""
        self._dispatcher: JSONRPCDispatcher[TransportContext] | None = None
        self._calls: dict[str, _Call] = {}
        self._ids = itertools.count(1)
        self._scope = anyio.CancelScope()
        self._ended = False
        """Whether the pipe to the upstream process ended (read or written past its end)."""
        self.waiting = 0
        """Notifications being sent on to clients now."""
        self.dropped = 0
        """Notifications dropped because `MAX_WAITING` were waiting already."""

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Start the process and serve the link until it ends or `close` is called."""
        ready = _Ready(task_status)
        command = self.command.describe()
        try:
            with self._scope:
                async with stdio_client(self.command.parameters(), errlog=sys.stderr) as streams:
                    reads, writes = (_Watched(stream, self._end) for stream in streams)
                    dispatcher: JSONRPCDispatcher[TransportContext] = JSONRPCDispatcher(
                        reads, writes
                    )
                    self._dispatcher = dispatcher
                    await dispatcher.run(self._on_request, self._on_notify, task_status=ready)
        except (OSError, ValueError) as error:
            self.failure = ProxyFault.NOT_STARTED.error(command=command, why=error)
            logger.error("%s", self.failure.error.message)  # noqa: TRY400 - the message is the story
        except ExceptionGroup as group:
            # The SDK's reader failed inside its task group: bytes that are not UTF-8 on the
            # upstream's stdout. The link ends with its reason; the proxy serves on.
            unreadable = group.subgroup((OSError, ValueError))
            if unreadable is None or unreadable.split((OSError, ValueError))[1] is not None:
                raise
            self.failure = ProxyFault.GARBLED.error(command=command, why=_first_leaf(group))
            logger.error("%s", self.failure.error.message)  # noqa: TRY400 - the message is the story
        except anyio.get_cancelled_exc_class():
            self.failure = ProxyFault.CLOSED.error(command=command)  # the proxy is stopping
            raise
        finally:
            self._ended = True
            if self.failure is None:
                self.failure = ProxyFault.CLOSED.error(command=command)
                if not self._scope.cancel_called:
                    logger.warning("%s", self.failure.error.message)
            ready.started()

    def close(self) -> None:
        """Stop the link (the SDK closes the process's stdin, then ends it)."""
        self._scope.cancel()

    def _end(self) -> None:
        self._ended = True

    async def request(
        self,
        method: str,
        params: Mapping[str, Any] | None,
        call: _Call,
        *,
        time_limit: float | None = None,
    ) -> dict[str, Any]:
        """Send a request upstream on behalf of `call`; its raw result."""
        dispatcher = self._dispatcher
        if self.failure is not None or dispatcher is None:
            if self.failure is not None:
                raise again(self.failure)  # kept for every later call: raised as a copy
            raise ProxyFault.CLOSED.error(command=self.command.describe())
        request_id = f"ioa-{next(self._ids)}"
        options: CallOptions = {"request_id": request_id}
        if call.progress_token is not None:
            options["on_progress"] = partial(self._progress, call)
        if time_limit is not None:
            options["timeout"] = time_limit
        self._calls[request_id] = call
        started = anyio.current_time()
        try:
            result = await dispatcher.send_raw_request(method, params, options)
        except MCPError as error:
            # -32001 is also an upstream's own error code: only the time limit running out
            # is a slow start; the upstream's error goes to the client as it sent it
            ran_out = time_limit is not None and anyio.current_time() - started >= time_limit
            if error.error.code == types.REQUEST_TIMEOUT and ran_out:
                raise ProxyFault.SLOW_START.error(
                    command=self.command.describe(), method=method, seconds=time_limit
                ) from None
            if error.error.code == types.CONNECTION_CLOSED and self._ended:
                closed = ProxyFault.CLOSED.error(command=self.command.describe())
                self.failure = self.failure or closed
                raise again(self.failure) from None
            raise
        finally:
            self._calls.pop(request_id, None)
        if _subscription(result) == request_id:
            return _restamped(result, call)
        return result

    async def notify(self, method: str, params: Mapping[str, Any] | None) -> None:
        """Send a notification upstream (dropped once the link is down)."""
        if self._dispatcher is not None and self.failure is None:
            await self._dispatcher.notify(method, params)

    async def _progress(
        self, call: _Call, progress: float, total: float | None, message: str | None
    ) -> None:
        params: dict[str, Any] = {"progressToken": call.progress_token, "progress": progress}
        if total is not None:
            params["total"] = total
        if message is not None:
            params["message"] = message
        await self._pass_on(call.request, "notifications/progress", params)

    async def _pass_on(
        self, target: Outbound, method: str, params: Mapping[str, Any] | None
    ) -> None:
        """Send a notification on to a client, or drop it if too many are waiting already.

        The SDK's dispatcher handles each notification in a task of its own, and a client
        that reads slowly keeps them waiting: without a bound an upstream that sends
        fast would grow the proxy's memory without end.
        """
        if self.waiting >= MAX_WAITING:
            self.dropped += 1
            if self.dropped == 1 or self.dropped % 1000 == 0:
                logger.warning(
                    "dropped %d notification(s) from upstream `%s` so far: its clients read "
                    "slower than it sends (latest: %s)",
                    self.dropped,
                    self.command.describe(),
                    method,
                )
            return
        self.waiting += 1
        try:
            await target.notify(method, params)
        finally:
            self.waiting -= 1

    def _target(self, method: str) -> Outbound | None:
        """Where upstream traffic that names no request goes (see the module)."""
        if method not in STANDALONE and not self.shared and len(self._calls) == 1:
            return next(iter(self._calls.values())).request
        return self.fallback

    async def _on_request(
        self,
        _dctx: DispatchContext[TransportContext],
        method: str,
        params: Mapping[str, Any] | None,
    ) -> dict[str, Any]:
        if method in ANSWERED_HERE:
            return ANSWERED_HERE[method]()
        target = self._target(method)
        if target is None:
            logger.info("refused %r from upstream: no client stream to carry it", method)
            raise ProxyFault.NO_CLIENT.error(method=method)
        try:
            return await target.send_raw_request(method, params)
        except NoBackChannelError:
            raise ProxyFault.NO_CLIENT.error(method=method) from None

    async def _on_notify(
        self,
        _dctx: DispatchContext[TransportContext],
        method: str,
        params: Mapping[str, Any] | None,
    ) -> None:
        if method in HANDLED_BY_DISPATCHER:
            return
        if method == "notifications/tools/list_changed":
            self.tools = {}
            self.listed = False
        subscription = _subscription(params)
        call = self._calls.get(subscription) if isinstance(subscription, str) else None
        if call is not None and params is not None:
            await self._pass_on(call.request, method, _restamped(params, call))
            return
        target = self._target(method)
        if target is None:
            logger.info("dropped %s from upstream: no client stream to carry it", method)
            return
        await self._pass_on(target, method, params)


def _channels(ctx: ServerRequestContext[Any, Any]) -> tuple[Outbound, Connection]:
    """The request's own channel to the client and its connection.

    The SDK keeps both on the per-request session without a public name (mcp 2.x); the
    tests fail here first should that change.
    """
    session = ctx.session
    try:
        return session._request_outbound, session._connection  # noqa: SLF001
    except AttributeError as error:  # pragma: no cover - only with another SDK major
        raise RuntimeError(f"this mcp SDK hides a request's channels: {error}") from error


def _without_extension(params: Mapping[str, Any] | None) -> dict[str, Any]:
    """Request params without the extension's `_meta` member (the upstream never sees it)."""
    out = dict(params or {})
    meta = {k: v for k, v in (out.get("_meta") or {}).items() if k != EXTENSION}
    if meta:
        out["_meta"] = meta
    else:
        out.pop("_meta", None)
    return out


def _envelope(params: Mapping[str, Any]) -> dict[str, Any]:
    """The protocol's own `_meta` members of a request (the 2026-07-28 envelope).

    A request the proxy makes upstream on a client's behalf carries them too.
    """
    meta = params.get("_meta")
    if not isinstance(meta, Mapping):
        return {}
    own = {k: v for k, v in meta.items() if str(k).startswith("io.modelcontextprotocol/")}
    return {"_meta": own} if own else {}


class Proxy:
    """The proxy's state for its lifetime: the task group its links run in, and caches."""

    def __init__(self, command: UpstreamCommand, *, spare: bool = False) -> None:
        self.command = command
        self.advertised = capability(_selection_methods())
        self.keeps_spare = spare
        """Whether one upstream process is kept started ahead of the next session (HTTP)."""
        self._spare: UpstreamLink | None = None
        self._task_group: anyio.abc.TaskGroup | None = None
        self._modern: UpstreamLink | None = None
        self._modern_lock = anyio.Lock()
        self._listings: OrderedDict[tuple[bytes, ListingRequest], dict[str, Any]] = OrderedDict()
        self._selectors: OrderedDict[bytes, Any] = OrderedDict()

    @asynccontextmanager
    async def lifespan(self, _server: Server[Proxy]) -> AsyncIterator[Proxy]:
        """The `Server` lifespan: links live in its task group and end with it."""
        async with anyio.create_task_group() as task_group:
            self._task_group = task_group
            if self.keeps_spare:
                task_group.start_soon(self._start_spare)
            try:
                yield self
            finally:
                task_group.cancel_scope.cancel()

    async def open_link(self, *, fallback: Outbound | None, shared: bool = False) -> UpstreamLink:
        """Start an upstream process; the link (check `failure`)."""
        if self._task_group is None:  # pragma: no cover - only outside the lifespan
            raise RuntimeError("the proxy is not running")
        link = UpstreamLink(self.command, fallback=fallback, shared=shared)
        await self._task_group.start(link.run)
        return link

    async def session_link(self, *, fallback: Outbound) -> UpstreamLink:
        """An upstream process for a new session: the spare one if it is alive.

        A process started ahead has read its code by now; another spare is started.
        """
        spare, self._spare = self._spare, None
        if spare is not None and spare.failure is None:
            spare.fallback = fallback
            link = spare
        else:
            if spare is not None:
                spare.close()
            link = await self.open_link(fallback=fallback)
        if self.keeps_spare and self._task_group is not None:
            self._task_group.start_soon(self._start_spare)
        return link

    async def _start_spare(self) -> None:
        spare = await self.open_link(fallback=None)
        if self._spare is None and spare.failure is None:
            self._spare = spare
        else:
            spare.close()

    async def modern_link(self) -> UpstreamLink:
        """The link the per-request era shares (started, or started again, here)."""
        async with self._modern_lock:
            if self._modern is None or self._modern.failure is not None:
                if self._modern is not None:
                    self._modern.close()  # ended already, or never to be used again
                self._modern = await self.open_link(fallback=None, shared=True)
            return self._modern

    def opted_in(self, tools: list[dict[str, Any]], request: ListingRequest) -> dict[str, Any]:
        """The opted-in listing of `tools` (cached by their digest and the request)."""
        digest = hashlib.sha256(canonical_bytes(tools)).digest()
        key = (digest, request)
        cached = self._listings.get(key)
        if cached is None:
            selector = self._selector(digest, tools)
            selected = _selected(selector, request) if request.selects else None
            tags = selector.all_tags() if selector is not None else None
            cached = opted_in_listing(tools, request, selected=selected, tags=tags)
            _remember(self._listings, key, cached)
        return cached

    def _selector(self, digest: bytes, tools: list[dict[str, Any]]) -> Any:  # noqa: ANN401 - Selector, imported late
        if self._selectors.get(digest) is None:
            try:
                from contexts.adol.selection import SelectionError, Selector  # noqa: PLC0415
            except ImportError:
                return None
            try:
                _remember(self._selectors, digest, Selector(tools))
            except SelectionError as error:
                raise AdolUnavailableError(f"the upstream's listing: {error}") from error
        return self._selectors[digest]


def _remember(cache: OrderedDict[Any, Any], key: object, value: object) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > CACHE_SIZE:
        cache.popitem(last=False)


def _selection_methods() -> tuple[str, ...]:
    """The selection methods this installation can serve (none without the `adol` extra)."""
    try:
        import contexts.adol.selection  # noqa: F401, PLC0415
    except ImportError:
        return ()
    return METHODS


def _selected(selector: Any, request: ListingRequest) -> list[tuple[str, float]]:  # noqa: ANN401
    """The selection's (name, score) list for an opted-in request."""
    if selector is None:
        raise AdolUnavailableError("selection needs the `adol` extra (bm25s, wordllama)")
    from contexts.adol.selection import SelectionError  # noqa: PLC0415

    top = request.top if request.top is not None else (5 if request.query is not None else None)
    try:
        scored = selector.select(
            request.query,
            tags=request.tags,
            top=top,
            threshold=request.threshold,
            method=request.method,
        )
    except SelectionError as error:
        if error.code.startswith("bad_"):
            raise AdolParamsError(f'_meta["{EXTENSION}"]: {error}') from error
        raise AdolUnavailableError(f"selection: {error}") from error
    return [(item.name, item.score) for item in scored]


Handler = Callable[
    ["ProxyMiddleware", UpstreamLink, _Call, str, Mapping[str, Any] | None],
    Awaitable[dict[str, Any]],
]


class ProxyMiddleware:
    """The `Server` middleware that answers every request from upstream (see the module)."""

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy

    async def __call__(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Answer a request or pass on a notification."""
        try:
            if ctx.request_id is None:
                await self._notification(ctx, call_next)
                return None
            if ctx.method == "initialize" and ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
                return await call_next(ctx)  # no handshake at 2026-07-28: the SDK's own refusal
            return await self._request(ctx)
        except AdolError as error:
            logger.info("refused %r: %r", ctx.method, error.message)
            raise MCPError(code=error.code, message=error.message) from None
        except MCPError as error:
            logger.info("%s failed: %s", ctx.method, error.error.message)
            raise
        except Exception as error:
            # A fault of the proxy's own (or of a listing it could not shape): this request
            # fails with a message that says so; the connection and every other one go on.
            logger.exception("%s failed in the proxy", ctx.method)
            message = f"ioa mcp-proxy could not serve {ctx.method}: {type(error).__name__}: {error}"
            raise MCPError(code=types.INTERNAL_ERROR, message=message) from None

    async def _request(self, ctx: ServerRequestContext[Any, Any]) -> dict[str, Any]:
        channel, connection = _channels(ctx)
        method, params = ctx.method, ctx.params
        meta = (params or {}).get("_meta")
        if meta is not None and not isinstance(meta, Mapping):
            # refused as the upstream would (the SDK's dispatcher, sending it on, could not)
            kind = type(meta).__name__
            raise MCPError(
                code=types.INVALID_PARAMS, message=f"_meta: must be an object, not {kind}"
            )
        call = _Call(
            request=channel,
            request_id=ctx.request_id,
            progress_token=progress_token_from_params(params),
        )
        if method == "initialize":
            link = await self._session_link(connection)
        elif ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
            link = await self.proxy.modern_link()
        else:
            found = connection.state.get(LINK)
            if not isinstance(found, UpstreamLink):
                raise ProxyFault.NO_SESSION.error()
            link = found
        if link.failure is not None:
            raise again(link.failure)
        handler = HANDLERS.get(method, ProxyMiddleware._forward)
        return await handler(self, link, call, method, params)

    async def _session_link(self, connection: Connection) -> UpstreamLink:
        """A new upstream process for a handshake-era connection (the old one, if any, ends)."""
        old = connection.state.pop(LINK, None)
        if isinstance(old, UpstreamLink):
            old.close()
        link = await self.proxy.session_link(fallback=connection)
        connection.state[LINK] = link
        connection.exit_stack.callback(link.close)
        return link

    async def _notification(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> None:
        await call_next(ctx)  # the SDK's own bookkeeping (`notifications/initialized`)
        if ctx.method in HANDLED_BY_DISPATCHER:
            return
        _, connection = _channels(ctx)
        link = connection.state.get(LINK)
        if isinstance(link, UpstreamLink):
            await link.notify(ctx.method, ctx.params)

    async def _forward(
        self, link: UpstreamLink, call: _Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """Any request the proxy does not look into: the upstream's answer, as it came."""
        return await link.request(method, params, call)

    async def _opening(
        self, link: UpstreamLink, call: _Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """`initialize` or `server/discover`: the upstream's answer, with the extension added."""
        result = await link.request(method, params, call, time_limit=START_TIMEOUT)
        capabilities = result.get("capabilities")
        link.capabilities = capabilities if isinstance(capabilities, Mapping) else {}
        return with_capability(result, self.proxy.advertised)

    async def _list_tools(
        self, link: UpstreamLink, call: _Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        request = listing_request(params)
        if request is None:
            result = await link.request(method, params, call)
            for tool in result.get("tools") or []:
                if isinstance(tool, dict) and isinstance(tool.get("name"), str):
                    link.tools[tool["name"]] = tool
            return result
        first, tools = await self._all_tools(link, call, _without_extension(params))
        body = await anyio.to_thread.run_sync(self.proxy.opted_in, tools, request)
        # Not to be cached as the listing: it is this request's (selected, shaped) view of it.
        dropped = {"tools", "nextCursor", "_meta", "ttlMs", "cacheScope"}
        envelope = {k: v for k, v in first.items() if k not in dropped}
        about = dict(body["_meta"][EXTENSION])
        if link.truncated:
            about["truncated"] = True
        if "cacheScope" in first:
            envelope["cacheScope"] = "private"  # (2026-07-28 requires the member)
        meta = {**(first.get("_meta") or {}), EXTENSION: about}
        return {**envelope, "ttlMs": 0, "tools": body["tools"], "_meta": meta}

    async def _all_tools(
        self, link: UpstreamLink, call: _Call, params: dict[str, Any]
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The upstream's first page and every tool of every page."""
        first: dict[str, Any] | None = None
        tools: list[dict[str, Any]] = []
        cursor: object = None
        for _ in range(MAX_PAGES):
            page = await link.request("tools/list", params, call)
            first = first or page
            tools.extend(tool for tool in page.get("tools") or [] if isinstance(tool, dict))
            cursor = page.get("nextCursor")
            if not isinstance(cursor, str):
                break
            params = {**params, "cursor": cursor}
        link.tools = {tool["name"]: tool for tool in tools if isinstance(tool.get("name"), str)}
        link.listed = True
        link.truncated = isinstance(cursor, str)
        if link.truncated:
            logger.warning("the upstream's tools/list has more than %d pages: cut there", MAX_PAGES)
        return first or {}, tools

    async def _call_tool(
        self, link: UpstreamLink, call: _Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        params = params or {}
        arguments = params.get("arguments")
        if not isinstance(arguments, Mapping) or "requireOutput" not in arguments:
            return await link.request(method, params, call)
        name = params.get("name")
        if isinstance(name, str) and name not in link.tools and not link.listed:
            await self._all_tools(link, call, _envelope(params))
        plan = plan_call(
            params,
            link.tools.get(name) if isinstance(name, str) else None,
            upstream_filters=peer_filters_output(link.capabilities),
        )
        result = await link.request(method, plan.params, call)
        if plan.paths is None or result.get("resultType", "complete") != "complete":
            return result  # an input_required round: the retry names requireOutput again
        return filtered_call_result(result, plan.paths)


HANDLERS: Final[dict[str, Handler]] = {
    "initialize": ProxyMiddleware._opening,  # noqa: SLF001
    "server/discover": ProxyMiddleware._opening,  # noqa: SLF001
    "tools/list": ProxyMiddleware._list_tools,  # noqa: SLF001
    "tools/call": ProxyMiddleware._call_tool,  # noqa: SLF001
}
"""Requests the proxy looks into; every other method goes upstream as it came (`_forward`)."""


def build_server(command: UpstreamCommand, *, spare: bool = False) -> Server[Proxy]:
    """The proxy as an SDK `Server` (to run over stdio or streamable HTTP).

    `spare`: keep one upstream process started ahead of the next session (for a listener
    that serves many; a stdio proxy serves one).
    """
    proxy = Proxy(command, spare=spare)
    server: Server[Proxy] = Server(
        "ioa-mcp-proxy",
        version=__version__,
        description=f"ioa-stack MCP proxy (ADOL) in front of {command.describe()}",
        lifespan=proxy.lifespan,
    )
    server.middleware.append(ProxyMiddleware(proxy))
    return server


async def serve_stdio(command: UpstreamCommand) -> None:
    """Serve MCP on this process's stdin and stdout until the client closes them."""
    server = build_server(command)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def listening_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to (host, port) (port 0: any free port), ready for the HTTP server."""
    sock = tcp_socket(host, port)
    sock.set_inheritable(True)
    return sock


MAX_SESSIONS: Final = 32
"""Handshake-era HTTP sessions served at once by default (each has an upstream process)."""
IDLE_TIMEOUT: Final = 600.0
"""Seconds an HTTP session may go without a request before it ends, by default."""
LOOPBACK_NAMES: Final = ("127.0.0.1", "localhost", "[::1]")


def is_loopback(host: str) -> bool:
    """Whether a listen address reaches this machine only (a name other than localhost: no)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def is_wildcard(host: str) -> bool:
    """Whether a listen address is every address of the machine (0.0.0.0, ::)."""
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return False


def host_checks(host: str, allowed: Sequence[str] = ()) -> TransportSecuritySettings:
    """The Host and Origin checks (DNS-rebinding protection) for a listener on `host`.

    A request's Host must be the listen address, one of `allowed`, or, on a loopback
    address, a loopback name; its Origin, when it has one, the same with `http` or
    `https`. A wildcard address (0.0.0.0, ::) is not a name clients use: only `allowed`.
    """
    names = [] if is_wildcard(host) else [f"[{host}]" if ":" in host else host]
    names += [f"[{name}]" if ":" in name and not name.startswith("[") else name for name in allowed]
    if is_loopback(host):
        names += LOOPBACK_NAMES
    names = list(dict.fromkeys(names))
    hosts = [*names, *(f"{name}:*" for name in names)]
    origins = [
        f"{scheme}://{name}{port}"
        for name in names
        for scheme in ("http", "https")
        for port in ("", ":*")
    ]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class HttpSettings:
    """What an HTTP listener admits."""

    allowed_hosts: tuple[str, ...] = ()
    """Names besides the listen address that a request's Host (and Origin) may carry."""
    max_sessions: int = MAX_SESSIONS
    """Sessions (each with an upstream process) at once; a new one past it gets HTTP 503."""
    idle_timeout: float = IDLE_TIMEOUT
    """Seconds after which a session that sent no request ends (its upstream process too)."""


async def serve_http(
    command: UpstreamCommand,
    sock: socket.socket,
    *,
    ready: Callable[[str], None] | None = None,
    settings: HttpSettings | None = None,
) -> None:
    """Serve MCP over streamable HTTP at `http://HOST:PORT/mcp` on a bound socket."""
    import uvicorn  # noqa: PLC0415 - the SDK's own HTTP server, needed only here

    host, port = sock.getsockname()[:2]
    settings = settings or HttpSettings()
    server = build_server(command, spare=True)
    app = server.streamable_http_app(
        host=host,
        streamable_http_path="/mcp",
        transport_security=host_checks(host, settings.allowed_hosts),
        max_sessions=settings.max_sessions,
        session_idle_timeout=settings.idle_timeout,
    )
    config = uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False)
    web = uvicorn.Server(config)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}/mcp"

    async def announce() -> None:
        while not web.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
            await anyio.sleep(0.01)
        logger.info("serving MCP at %s", url)
        if ready is not None:
            ready(url)

    async with anyio.create_task_group() as task_group:
        task_group.start_soon(announce)
        await web.serve(sockets=[sock])
        task_group.cancel_scope.cancel()


__all__ = [
    "HANDLERS",
    "HttpSettings",
    "ProxyFault",
    "ProxyMiddleware",
    "UpstreamCommand",
    "UpstreamLink",
    "build_server",
    "host_checks",
    "is_loopback",
    "is_wildcard",
    "listening_socket",
    "serve_http",
    "serve_stdio",
]
