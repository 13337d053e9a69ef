"""The proxy's side towards the upstream: the command, one link to its process, the faults.

`UpstreamLink` runs the upstream MCP server as a stdio subprocess and speaks
to it through the SDK's JSON-RPC dispatcher, on behalf of client calls
(`Call`); what the upstream sends that names no request goes where the
package docstring says. Every failure is a `ProxyFault`.
"""

from __future__ import annotations

import itertools
import logging
import os
import shlex
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, Final, Self

import anyio
import anyio.abc
import mcp_types as types
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.dispatcher import CallOptions, DispatchContext, Outbound
from mcp.shared.exceptions import MCPError, NoBackChannelError
from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
from mcp.shared.subscriptions import SUBSCRIPTION_ID_META_KEY
from mcp.shared.transport_context import TransportContext
from pydantic import ValidationError

from l7_transport.exceptions import again

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
MAX_WAITING: Final = 256
"""Upstream notifications waiting for slow clients on one link; past it new ones are dropped.
As many of the upstream's own requests (sampling, elicitation, roots) may wait for a client's
answer; past it one is refused (20,000 a client never answered held 357 MiB)."""
WHY_ENDED_WAIT: Final = 10.0
"""Seconds a call whose link closed under it waits for the link to say why (the SDK stops
the process within ~7 s); past it the call is told the link closed."""

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


def _an_object(error: ValidationError) -> bool:
    """Whether an unreadable line was meant as a message: a JSON object or array, whole or not.

    Decided on the line, not on the first complaint (whose input is the member at fault:
    `"jsonrpc": "1.0"` complains about `"1.0"`). A line that is not JSON and does not
    start like an object or array, or a bare JSON scalar, is a stray line of text.
    """
    for complaint in error.errors(include_url=False):
        where, what = complaint.get("loc", ()), complaint.get("input")
        if complaint.get("type") == "json_invalid":  # not JSON: `what` is the line itself
            return isinstance(what, str) and what.lstrip("\ufeff \t\r\n")[:1] in ("{", "[")
        if len(where) > 1 or isinstance(what, dict | list):  # inside an object, or a container
            return True
    return False


def _said(error: BaseException) -> str:
    """An error in one line: a parse error's first reason, without pydantic's screenful."""
    if isinstance(error, ValidationError) and (errors := error.errors(include_url=False)):
        return str(errors[0].get("msg", error))
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def _first_leaf(error: BaseException) -> BaseException:
    """The first exception of an exception group (nested groups opened), or `error` itself."""
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return error


SERVER_BUSY: Final = -32000
"""The JSON-RPC code (implementation-defined server error) of a request past `MAX_IN_FLIGHT`."""
MAX_IN_FLIGHT: Final = 256
"""Requests one session's link may have waiting on the upstream at once. A client of the
2025 protocol that hangs up does not cancel its request: without a bound, 10,000 requests
to a tool that never answers held 315 MiB until the session ended."""


UPSTREAM: Final = "the upstream MCP server"
"""How a client is told of the upstream: never by its command line, whose arguments may
hold secrets (`env TOKEN=...`, a database URL with its password, `--api-key ...`) that
whoever reaches the proxy has no right to. The local log names the command."""


class ProxyFault(Enum):
    """What went wrong, as the JSON-RPC error code it travels as and a message template.

    `{upstream}` in a template is `UPSTREAM` in what a client is told (`error`), the
    command line in what the local log says (`logged`).
    """

    NOT_STARTED = (types.INTERNAL_ERROR, "{upstream} could not be started: {why}")
    CLOSED = (types.INTERNAL_ERROR, "{upstream} closed its connection")
    GARBLED = (types.INTERNAL_ERROR, "{upstream} sent what is not MCP: {why}")
    SLOW_START = (
        types.INTERNAL_ERROR,
        "{upstream} did not answer {method} within {seconds:g} s",
    )
    NO_SESSION = (
        types.INVALID_REQUEST,
        "no upstream session on this connection: send initialize first",
    )
    NO_CLIENT = (types.INTERNAL_ERROR, "the proxy's client cannot take {method} now")
    BUSY = (
        SERVER_BUSY,
        (
            "{count} requests of this session wait on {upstream} already, "
            "the most one session has in flight: send more once they are answered"
        ),
    )

    def error(self, **values: object) -> MCPError:
        """The JSON-RPC error for a client, its message filled in (the upstream unnamed)."""
        code, template = self.value
        return MCPError(code=code, message=template.format(upstream=UPSTREAM, **values))

    def logged(self, command: UpstreamCommand, **values: object) -> str:
        """The same message for the local log, naming the upstream by its command line."""
        _code, template = self.value
        named = f"upstream MCP server `{command.describe()}`"
        return str(template.format(upstream=named, **values))


def _told(error: OSError | ValueError) -> str:
    """Why a process could not be started, for a client: no path or argument of the command.

    An `OSError` names the file it could not run (`[Errno 2] ...: '/opt/x/server'`); its
    `strerror` alone does not.
    """
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return type(error).__name__


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
class Call:
    """A client request in flight on an upstream link."""

    request: Outbound
    """The channel to the client on that request's stream."""
    request_id: types.RequestId | None
    """The client's id for it."""
    progress_token: types.ProgressToken | None
    """The client's progress token for it, if any."""


def _restamped(params: Mapping[str, Any], call: Call) -> dict[str, Any]:
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
            item = await self._stream.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._on_end()
            raise
        if isinstance(item, ValidationError) and _an_object(item):
            # A JSON-RPC message the SDK could not read (nested past its parser's limit, or
            # not of MCP's shape): it may have been an answer, whose caller would then wait
            # for ever (an outside attack). The link ends, GARBLED; a line of plain text (a
            # server's stray print) is skipped, as the SDK does.
            self._on_end()
            raise item
        return item

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
        """The upstream's tools by name, from the last whole reading of its listing (the
        proxy's own, `_all_tools`; a client's plain page is never kept here)."""
        self.listed = False
        """Whether `tools` is a whole listing, read since the upstream last said it changed."""
        self.generation = 0
        """How many times the upstream said its tools changed (`notifications/tools/list_changed`),
        counted in the order it wrote: a listing read while this moved may mix the tools
        before and after, and is not `listed`."""
        self.failure: MCPError | None = None
        """Why the link cannot carry requests, as clients are told (None while it can)."""
        self.reported: str | None = None
        """The same for the local log, naming the command (None while the link can carry)."""
        self.answered = False
        """Whether the upstream answered a request here (a result or an error of its own)."""
        self._dispatcher: JSONRPCDispatcher[TransportContext] | None = None
        self._calls: dict[str, Call] = {}
        self._ids = itertools.count(1)
        self._scope = anyio.CancelScope()
        self._ended = False
        """Whether the pipe to the upstream process ended (read or written past its end)."""
        self._finished = anyio.Event()
        """Set once `run` has returned, `failure` saying why."""
        self._stopped = False
        """Whether the proxy ended the link (`close`, or the proxy stopping)."""
        self.waiting = 0
        """Notifications being sent on to clients now."""
        self.dropped = 0
        """Notifications dropped because `MAX_WAITING` were waiting already."""
        self.asking = 0
        """The upstream's requests waiting for a client's answer now."""

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Start the process and serve the link until it ends or `close` is called."""
        ready = _Ready(task_status)
        try:
            with self._scope:
                async with stdio_client(self.command.parameters(), errlog=sys.stderr) as streams:
                    reads, writes = (_Watched(stream, self._end) for stream in streams)
                    dispatcher: JSONRPCDispatcher[TransportContext] = JSONRPCDispatcher(
                        reads, writes
                    )
                    self._dispatcher = dispatcher
                    await dispatcher.run(
                        self._on_request, self._on_notify, self._in_order, task_status=ready
                    )
        except (OSError, ValueError) as error:
            self.failure = ProxyFault.NOT_STARTED.error(why=_told(error))
            self.reported = ProxyFault.NOT_STARTED.logged(self.command, why=error)
            logger.error("%s", self.reported)  # noqa: TRY400 - the message is the story
        except ExceptionGroup as group:
            # The SDK's reader failed inside its task group: bytes that are not UTF-8 on the
            # upstream's stdout. The link ends with its reason; the proxy serves on.
            unreadable = group.subgroup((OSError, ValueError))
            if unreadable is None or unreadable.split((OSError, ValueError))[1] is not None:
                raise
            self._fail(ProxyFault.GARBLED, why=_said(_first_leaf(group)))
            logger.error("%s", self.reported)  # noqa: TRY400 - the message is the story
        except anyio.get_cancelled_exc_class():
            self._stopped = True
            self._fail(ProxyFault.CLOSED)  # the proxy is stopping
            raise
        finally:
            self._ended = True
            if self.failure is None:
                self._fail(ProxyFault.CLOSED)
                if not self._scope.cancel_called:
                    logger.warning("%s", self.reported)
            ready.started()
            self._finished.set()

    def _fail(self, fault: ProxyFault, **values: object) -> MCPError:
        """Note why the link cannot carry requests: `failure` for clients, `reported` here."""
        self.failure = fault.error(**values)
        self.reported = fault.logged(self.command, **values)
        return self.failure

    def close(self) -> None:
        """Stop the link (the SDK closes the process's stdin, then ends it)."""
        self._stopped = True
        self._scope.cancel()

    @property
    def never_answered(self) -> str | None:
        """Why the link ended on its own before the upstream answered anything (`reported`).

        None while it runs, once the upstream answered, or when the proxy ended it.
        """
        if self.answered or self._stopped or not self._finished.is_set():
            return None
        return self.reported

    @property
    def ended_by_itself(self) -> str | None:
        """Why the link ended (`reported`), if its upstream ended it (not the proxy); else None."""
        if self._stopped or not self._finished.is_set():
            return None
        return self.reported

    def _end(self) -> None:
        self._ended = True

    async def request(
        self,
        method: str,
        params: Mapping[str, Any] | None,
        call: Call,
        *,
        time_limit: float | None = None,
    ) -> dict[str, Any]:
        """Send a request upstream on behalf of `call`; its raw result."""
        dispatcher = self._dispatcher
        if self.failure is not None or dispatcher is None:
            if self.failure is not None:
                raise again(self.failure)  # kept for every later call: raised as a copy
            raise ProxyFault.CLOSED.error()
        if not self.shared and len(self._calls) >= MAX_IN_FLIGHT:
            raise ProxyFault.BUSY.error(count=len(self._calls))
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
                slow = {"method": method, "seconds": time_limit}
                logger.warning("%s", ProxyFault.SLOW_START.logged(self.command, **slow))
                raise ProxyFault.SLOW_START.error(**slow) from None
            if error.error.code == types.CONNECTION_CLOSED and self._ended:
                # The dispatcher fails the calls in flight before `run` learns why the
                # pipe ended (bytes that are not MCP, say): the call is told that reason.
                with anyio.move_on_after(WHY_ENDED_WAIT):
                    await self._finished.wait()
                raise again(self.failure or self._fail(ProxyFault.CLOSED)) from None
            self.answered = True  # with an error of the upstream's own
            raise
        finally:
            self._calls.pop(request_id, None)
        self.answered = True
        if _subscription(result) == request_id:
            return _restamped(result, call)
        return result

    async def notify(self, method: str, params: Mapping[str, Any] | None) -> None:
        """Send a notification upstream (dropped once the link is down)."""
        if self._dispatcher is not None and self.failure is None:
            await self._dispatcher.notify(method, params)

    async def _progress(
        self, call: Call, progress: float, total: float | None, message: str | None
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
                    "slower than it sends (latest: %r)",
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
        if self.asking >= MAX_WAITING:
            logger.info(
                "refused %r from upstream: %d of its requests wait already", method, self.asking
            )
            raise ProxyFault.NO_CLIENT.error(method=method)
        self.asking += 1
        try:
            return await target.send_raw_request(method, params)
        except NoBackChannelError:
            raise ProxyFault.NO_CLIENT.error(method=method) from None
        finally:
            self.asking -= 1

    def _in_order(self, method: str, _params: Mapping[str, Any] | None) -> bool:
        """Note a change of the upstream's tools before any answer it wrote after the change.

        The dispatcher runs `_on_notify` in a task of its own, which may run after the
        answer to a `tools/list` page read later; this runs in the reader, in the order the
        upstream wrote. Nothing is consumed: every notification goes on to `_on_notify`.
        """
        if method == "notifications/tools/list_changed":
            self.generation += 1
            self.tools = {}
            self.listed = False
        return False

    async def _on_notify(
        self,
        _dctx: DispatchContext[TransportContext],
        method: str,
        params: Mapping[str, Any] | None,
    ) -> None:
        if method in HANDLED_BY_DISPATCHER:
            return
        subscription = _subscription(params)
        call = self._calls.get(subscription) if isinstance(subscription, str) else None
        if call is not None and params is not None:
            await self._pass_on(call.request, method, _restamped(params, call))
            return
        target = self._target(method)
        if target is None:
            logger.info("dropped %r from upstream: no client stream to carry it", method)
            return
        await self._pass_on(target, method, params)
