"""The proxy's side towards its clients: the `Server` middleware, the proxy's state, serving.

`ProxyMiddleware` answers every request by sending it on through an
`UpstreamLink`; `HANDLERS` are the requests it looks into (the ADOL extension
on `tools/list` and `tools/call`, the capability on the opening). `Proxy`
holds the links' task group and the listing caches.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any, Final

import anyio
import anyio.abc
import mcp_types as types
from mcp.server.connection import Connection
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.server.stdio import stdio_server
from mcp.shared.dispatcher import Outbound
from mcp.shared.exceptions import MCPError
from mcp.shared.jsonrpc_dispatcher import progress_token_from_params
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from ioa import __version__
from ioa.bridges.mcp.upstream import (
    HANDLED_BY_DISPATCHER,
    START_TIMEOUT,
    Call,
    ProxyFault,
    UpstreamCommand,
    UpstreamLink,
)
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

logger = logging.getLogger("ioa.bridges.mcp")

MAX_PAGES: Final = 100
"""Pages of the upstream's `tools/list` an opted-in listing reads at most."""
MAX_READS: Final = 3
"""Times the upstream's whole `tools/list` is read for one request while it says its tools
changed during the reading: once is the usual change, read again; an upstream that
changes faster than it can be read would otherwise be read without end."""
CACHE_SIZE: Final = 32
"""Listings (and their selectors) kept per proxy, by the digest of the upstream's tools."""
LINK: Final = "ioa.bridges.mcp/link"
"""Where a handshake-era connection keeps its upstream link (`Connection.state`)."""


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
        self._listings: OrderedDict[
            tuple[bytes, frozenset[str], ListingRequest], dict[str, Any]
        ] = OrderedDict()
        self._selectors: OrderedDict[bytes, Any] = OrderedDict()
        self._served = False
        """Whether an upstream process answered a request (ended links only)."""
        self._unanswered: str | None = None
        """Why the first link that ended on its own before its upstream answered ended."""
        self._lost: str | None = None
        """Why the first link whose upstream ended it (answered or not) ended."""

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
        await self._task_group.start(self._run_link, link)
        return link

    async def _run_link(
        self,
        link: UpstreamLink,
        *,
        task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        try:
            await link.run(task_status=task_status)
        finally:
            self._served = self._served or link.answered
            self._unanswered = self._unanswered or link.never_answered
            self._lost = self._lost or link.ended_by_itself

    def never_served(self) -> str | None:
        """Why no upstream process answered a request, if one was asked and none did (logged).

        None when one answered, or none ended on its own before answering (the proxy
        stopped them, or no client asked anything). Read once the lifespan is over.
        """
        return None if self._served else self._unanswered

    def lost(self) -> str | None:
        """Why the first upstream process that ended on its own ended, if one did (logged).

        A crash, an exit, bytes that are not MCP: not one the proxy stopped. Read once
        the lifespan is over.
        """
        return self._lost

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

    def opted_in(
        self,
        tools: list[dict[str, Any]],
        request: ListingRequest,
        unfiltered: frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        """The opted-in listing of `tools` (cached by their digest, `unfiltered` and the request).

        `unfiltered`: names offered no `requireOutput` (see `opted_in_listing`).
        """
        digest = hashlib.sha256(_listing_bytes(tools)).digest()
        key = (digest, unfiltered, request)
        cached = self._listings.get(key)
        if cached is None:
            selector = self._selector(digest, tools)
            selected = _selected(selector, request) if request.selects else None
            tags = selector.all_tags() if selector is not None else None
            cached = opted_in_listing(
                tools, request, selected=selected, tags=tags, unfiltered=unfiltered
            )
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


def _listing_bytes(tools: list[dict[str, Any]]) -> bytes:
    """The bytes a listing is cached by: its canonical JSON, else JSON with sorted keys.

    RFC 8785 has no form for an integer past 2^53 (`"maximum": 18446744073709551615`),
    which a JSON Schema may hold and an upstream may send (an outside fuzz: every
    opted-in listing of such an upstream failed); a cache key needs only to be stable.
    """
    try:
        return canonical_bytes(tools)
    except ContextError:
        return json.dumps(tools, sort_keys=True, separators=(",", ":")).encode()


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


@dataclass(frozen=True, slots=True)
class _ToolsRead:
    """What one reading of the upstream's whole `tools/list` gave (`ProxyMiddleware._all_tools`)."""

    first: dict[str, Any]
    """The upstream's first page (its other members are kept in the opted-in answer)."""
    tools: list[dict[str, Any]]
    """Every tool of every page read, in the upstream's order, each name's first entry only."""
    truncated: bool
    """Whether the reading stopped with pages left: past `MAX_PAGES`, or at a cursor that
    came back (a loop)."""
    repeated: tuple[str, ...] = ()
    """Names the pages listed more than once, in the order they came again."""
    differing: frozenset[str] = frozenset()
    """Those of them listed with entries that differ: offered no `requireOutput`, and not
    kept on the link, so that their calls go upstream as they came."""
    changed: bool = False
    """Whether the upstream said its tools changed during every one of `MAX_READS` readings:
    `tools` may mix the tools before and after a change."""


def _once_each(
    tools: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], tuple[str, ...], frozenset[str]]:
    """`tools` with each name's first entry only; the names that came again; those that differ.

    An upstream may list a name twice (a tool that moved to a later page while the pages
    were read, or a cursor loop); the listing's selector refuses a name twice, and the
    whole opted-in listing failed. The first entry is kept, as a client paging itself
    would meet it first. Entries that differ are two tools of one name, and which one a
    call reaches is the upstream's to say: neither is planned for (`differing`).
    """
    first: dict[str, dict[str, Any]] = {}
    kept: list[dict[str, Any]] = []
    repeated: dict[str, None] = {}  # ordered, each name once
    differing: set[str] = set()
    for tool in tools:
        name = tool.get("name")
        if not isinstance(name, str):
            kept.append(tool)  # as before: refused by the selector, with its own message
        elif name not in first:
            first[name] = tool
            kept.append(tool)
        else:
            repeated[name] = None
            if tool != first[name]:
                differing.add(name)
    return kept, tuple(repeated), frozenset(differing)


Handler = Callable[
    ["ProxyMiddleware", UpstreamLink, Call, str, Mapping[str, Any] | None],
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
            # both may be the client's words (an upstream echoes what it was sent): quoted
            logger.info("%r failed: %r", ctx.method, error.error.message)
            raise
        except Exception:
            # A fault of the proxy's own (or of a listing it could not shape): this request
            # fails with a message that says so; the connection and every other one go on.
            # What went wrong stays in the local log: an exception's text may hold paths,
            # the upstream's command line, what the proxy holds of other sessions.
            logger.exception("%r failed in the proxy", ctx.method)
            message = f"ioa mcp-proxy could not serve {ctx.method}: a fault of its own (logged)"
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
        call = Call(
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
        if not ctx.method.startswith("notifications/"):
            # A request whose id JSON-RPC does not allow (1.5, true, null, an object) is read
            # as a notification: forwarded, the tool would run with nobody to answer and
            # none of the proxy's own handling (requireOutput). MCP's notifications are
            # all named `notifications/...`: anything else is dropped, and logged.
            logger.info(
                "dropped %r sent without a usable id (a request, not a notification)", ctx.method
            )
            return
        _, connection = _channels(ctx)
        link = connection.state.get(LINK)
        if isinstance(link, UpstreamLink):
            await link.notify(ctx.method, ctx.params)

    async def _forward(
        self, link: UpstreamLink, call: Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """Any request the proxy does not look into: the upstream's answer, as it came."""
        return await link.request(method, params, call)

    async def _opening(
        self, link: UpstreamLink, call: Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """`initialize` or `server/discover`: the upstream's answer, with the extension added."""
        result = await link.request(method, params, call, time_limit=START_TIMEOUT)
        capabilities = result.get("capabilities")
        link.capabilities = capabilities if isinstance(capabilities, Mapping) else {}
        return with_capability(result, self.proxy.advertised)

    async def _list_tools(
        self, link: UpstreamLink, call: Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        request = listing_request(params)
        if request is None:
            # One page, as it came, and not kept on the link: calls are checked against a
            # whole reading only (`_all_tools`). Kept, a page put back a name the whole
            # reading left out (two differing entries), or, answered just before a
            # `list_changed` it was written after, a stale entry (an outside review).
            return await link.request(method, params, call)
        read = await self._all_tools(link, call, _without_extension(params))
        body = await anyio.to_thread.run_sync(
            self.proxy.opted_in, read.tools, request, read.differing
        )
        # Not to be cached as the listing: it is this request's (selected, shaped) view of it.
        dropped = {"tools", "nextCursor", "_meta", "ttlMs", "cacheScope"}
        envelope = {k: v for k, v in read.first.items() if k not in dropped}
        about = dict(body["_meta"][EXTENSION])
        if read.truncated:
            about["truncated"] = True
        if read.repeated:
            about["repeated"] = list(read.repeated)
        if read.changed:
            about["changed"] = True
        if "cacheScope" in read.first:
            envelope["cacheScope"] = "private"  # (2026-07-28 requires the member)
        meta = {**(read.first.get("_meta") or {}), EXTENSION: about}
        return {**envelope, "ttlMs": 0, "tools": body["tools"], "_meta": meta}

    async def _all_tools(
        self, link: UpstreamLink, call: Call, params: dict[str, Any]
    ) -> _ToolsRead:
        """The upstream's whole listing, kept on the link as `tools` once read unchanged.

        A `notifications/tools/list_changed` that came while the pages were read (the
        link's `generation` moved) means they may mix the tools before and after it: such
        a reading is not the link's listing, and is read again, `MAX_READS` times in all.
        Kept, it was served and planned calls against a stale tool until the next change
        (an outside attack). Past that, the last reading is served marked `changed`, and
        the link left as the change left it (not `listed`): the next call reads again.
        """
        for _ in range(MAX_READS):
            generation = link.generation
            read = await self._read_pages(link, call, params)
            if link.generation == generation:
                named = (tool for tool in read.tools if isinstance(tool.get("name"), str))
                link.tools = {
                    tool["name"]: tool for tool in named if tool["name"] not in read.differing
                }
                link.listed = True
                return read
            logger.info("the upstream's tools changed while the proxy read them: read again")
        logger.warning(
            "the upstream's tools changed during each of %d readings: served as read last, "
            "marked changed",
            MAX_READS,
        )
        return replace(read, changed=True)

    async def _read_pages(
        self, link: UpstreamLink, call: Call, params: dict[str, Any]
    ) -> _ToolsRead:
        """One reading of every page of the upstream's `tools/list` (`MAX_PAGES` at most).

        It stops at a cursor that came before (a loop: followed, it read the same pages
        up to `MAX_PAGES`, then failed the listing on the names they repeated).
        """
        first: dict[str, Any] | None = None
        tools: list[dict[str, Any]] = []
        cursor: object = None
        seen: set[bytes] = set()  # cursors followed, by digest: 100 of many MB each add up
        for _ in range(MAX_PAGES):
            page = await link.request("tools/list", params, call)
            first = first or page
            tools.extend(tool for tool in page.get("tools") or [] if isinstance(tool, dict))
            cursor = page.get("nextCursor")
            if not isinstance(cursor, str):
                break
            # surrogatepass: a JSON string may hold a lone surrogate, which UTF-8 refuses
            digest = hashlib.sha256(cursor.encode("utf-8", "surrogatepass")).digest()
            if digest in seen:
                logger.warning(
                    "the upstream's tools/list pages loop (a cursor came back): cut there"
                )
                break
            seen.add(digest)
            params = {**params, "cursor": cursor}
        else:  # every page had a next one
            logger.warning("the upstream's tools/list has more than %d pages: cut there", MAX_PAGES)
        kept, repeated, differing = _once_each(tools)
        if repeated:
            logger.warning(
                "the upstream's tools/list names %d tool(s) more than once, %d of them with "
                "different entries (first: %r): each name's first entry kept",
                len(repeated),
                len(differing),
                repeated[0],
            )
        return _ToolsRead(
            first=first or {},
            tools=kept,
            truncated=isinstance(cursor, str),
            repeated=repeated,
            differing=differing,
        )

    async def _call_tool(
        self, link: UpstreamLink, call: Call, method: str, params: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        params = params or {}
        arguments = params.get("arguments")
        if not isinstance(arguments, Mapping) or "requireOutput" not in arguments:
            return await link.request(method, params, call)
        name = params.get("name")
        if not link.listed:
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
    return _server(Proxy(command, spare=spare))


def _server(proxy: Proxy) -> Server[Proxy]:
    server: Server[Proxy] = Server(
        "ioa-mcp-proxy",
        version=__version__,
        # Not the command line: a 2026-era result carries this in its `serverInfo` stamp.
        description="ioa-stack MCP proxy (ADOL) in front of an upstream MCP server",
        lifespan=proxy.lifespan,
    )
    server.middleware.append(ProxyMiddleware(proxy))
    return server


async def serve_stdio(command: UpstreamCommand) -> tuple[str, str] | None:
    """Serve MCP on this process's stdin and stdout until the client closes them.

    Returns what went wrong upstream, if anything, as (what happened, why): "never
    answered" when the client asked and it did not (it could not be started, or it ended
    at once), "ended while serving" when it answered and then ended on its own. The
    client was told as an MCP error (naming no command); the caller exits saying so,
    `why` naming the command.
    """
    proxy = Proxy(command)
    server = _server(proxy)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())
    unserved = proxy.never_served()
    if unserved is not None:
        return "never answered", unserved
    lost = proxy.lost()
    return None if lost is None else ("ended while serving", lost)
