"""The HTTP guard in front of the SDK's app: the body's bound, its type, the extension's echo."""

from __future__ import annotations

import asyncio
import json
import time
from email.utils import formatdate
from typing import Final

from a2a.extensions.common import HTTP_EXTENSION_HEADER
from a2a.server.jsonrpc_models import (
    InvalidParamsError,
    InvalidRequestError,
    JSONParseError,
    JSONRPCError,
)
from a2a.server.request_handlers.response_helpers import build_error_response
from a2a.utils import errors as a2a_errors
from a2a.utils.errors import A2AError
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.types import Message as Message_

from ioa.bridges.a2a.refusals import done_serving, log_answer, names_method, serving
from ioa.bridges.a2a_mapping import EXTENSION
from ioa.bridges.asgi_body import (
    BodyBudgetSpent,
    BodyLeft,
    body_budget,
    cancelled_on_leaving,
    client_address,
    declares_body,
    read_body,
    replaying,
    whole,
)
from l7_transport.listener_limits import BODY_TIMEOUT as DEFAULT_BODY_TIMEOUT

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


MAX_DEPTH: Final = 64
"""Deepest nesting of objects and arrays in a JSON-RPC request (the request counts as 1)."""
MAX_PARTS: Final = 256
"""Most parts of one message (within `MAX_VALUES`: said by name, the likelier mistake)."""
MAX_VALUES: Final = 20_000
"""Most JSON values (objects, arrays and what they hold) in a JSON-RPC request. The SDK turns
a request into protobuf and back, value by value, synchronously, before the bridge sees it
(~4 us a value here): 60,000 empty parts, or one data part of 520,000 zeros, each within
the 1 MiB body bound, held the event loop (every other client and L9 session of the agent)
for 1.5-2 s."""
BODY_TIMEOUT: Final = DEFAULT_BODY_TIMEOUT
"""Seconds a JSON-RPC request's body may take to arrive once its headers have: a client that
sends part of a body and stops holds a connection (and a descriptor) no longer (the default
of every HTTP listener's `ListenerLimits.body_timeout`)."""


class _NotJsonError(ValueError):
    """A body that is not JSON text (RFC 8259): not UTF-8, bad syntax, NaN or Infinity."""


def _no_constant(name: str) -> object:
    msg = f"{name} is not a JSON number"
    raise _NotJsonError(msg)


def _loads(body: bytes) -> object:
    """The JSON value of a body: `_NotJsonError`, or `ValueError` for JSON past our bounds.

    UTF-8 only (RFC 8259 section 8.1; the SDK's reader would guess UTF-16 or 32 too),
    no `NaN`, `Infinity` or `-Infinity` (not JSON; they would reach protobuf's
    `Struct` and fail there), integers of at most 4,300 digits (Python's bound on
    converting them), nesting of at most `MAX_DEPTH` (what the C parser would exhaust
    the stack on, or protobuf refuse, deeper down).
    """
    try:
        value = json.loads(body.decode(), parse_constant=_no_constant)
    except _NotJsonError:
        raise
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise _NotJsonError(str(error)) from None
    except ValueError as error:  # (an integer of too many digits)
        msg = f"the body holds a number past this reader's bounds ({str(error)[:52]})"
        raise ValueError(msg) from None
    except RecursionError:
        msg = f"the body nests deeper than {MAX_DEPTH} levels"
        raise ValueError(msg) from None
    _check_depth(value)
    return value


def _check_depth(value: object) -> None:
    """`ValueError` past `MAX_DEPTH` levels of nesting or `MAX_VALUES` values (one walk)."""
    stack: list[tuple[dict[str, object] | list[object], int]] = (
        [(value, 1)] if isinstance(value, dict | list) else []
    )
    values = 1
    while stack:
        found, depth = stack.pop()
        items = found.values() if isinstance(found, dict) else found
        if depth > MAX_DEPTH:
            msg = f"the body nests deeper than {MAX_DEPTH} levels"
            raise ValueError(msg)
        values += len(found)
        if values > MAX_VALUES:
            msg = f"the body holds more than {MAX_VALUES} JSON values"
            raise ValueError(msg)
        stack.extend((item, depth + 1) for item in items if isinstance(item, dict | list))


def body_fault(body: bytes) -> JSONRPCError | None:
    """The JSON-RPC error a request body is refused with before the SDK reads it, or None.

    The method it names, if any, is noted for the request's refusals (`names_method`).

    -32700 for a body that is not JSON text (`_loads`); -32600 for JSON this bridge
    does not read (nested deeper than `MAX_DEPTH`, an integer of more than 4,300
    digits): without this, each was an internal error (-32603) with a traceback.
    """
    try:
        request = _loads(body)
    except _NotJsonError as error:
        return JSONParseError(message=f"the body is not JSON: {error}")
    except ValueError as error:
        return InvalidRequestError(message=str(error))
    method = request.get("method") if isinstance(request, dict) else None
    if isinstance(method, str):
        names_method(method)
    parts = _parts_of(request)
    if parts > MAX_PARTS:
        return InvalidParamsError(
            message=f"the message has {parts} parts; this agent reads at most {MAX_PARTS}"
        )
    return None


def _parts_of(request: object) -> int:
    """How many parts the message of a request has (`params.message.parts`; 0 for none)."""
    params = request.get("params") if isinstance(request, dict) else None
    message = params.get("message") if isinstance(params, dict) else None
    parts = message.get("parts") if isinstance(message, dict) else None
    return len(parts) if isinstance(parts, list) else 0


def _declared_past(headers: list[tuple[bytes, bytes]], limit: int) -> bool:
    """Whether any Content-Length header says more than `limit` bytes (unreadable: no)."""
    lengths = (value.strip() for name, value in headers if name == b"content-length")
    return any(length.isdigit() and int(length) > limit for length in lengths)


class _HttpGuard:
    """An ASGI app in front of the SDK's: the body's bound, its type, the extension's echo.

    A request body past `limit` bytes is not read; a request that activated the
    extension is answered with it named in the `A2A-Extensions` header (`_echoing`).
    A JSON-RPC request whose Content-Type is not JSON is answered -32005 (content
    type not supported, A2A 1.0 section 9.4) before its body is read. The cards are
    served with `Last-Modified` (when they were made) beside the SDK's `ETag`. Each
    request is served marked with its client's address (`refusals.serving`): what
    refuses it logs that address (once).

    A JSON-RPC request's body is read here, its bytes counted as they come whatever
    the headers say (a `Content-Length` within the bound beside `Transfer-Encoding:
    chunked` is framed by its chunks, not by the length), and refused -32600
    (payload too large, as the SDK words it) once past the limit, the rest unread;
    then it is read as JSON once, strictly (`body_fault`), before the SDK reads it.
    A body that has not all come `body_timeout` seconds after its headers is refused
    -32600 the same way. The connection and every other one go on.
    """

    def __init__(  # noqa: PLR0913 - the app, its bound, and what it serves how
        self,
        app: ASGIApp,
        limit: int,
        *,
        rpc_path: str = "/",
        card_paths: frozenset[str] = frozenset(),
        agent_id: str = "",
        body_timeout: float = BODY_TIMEOUT,
    ) -> None:
        self.app = app
        self.body_timeout = body_timeout
        """Seconds a JSON-RPC body may take from its headers (the listener's `body_timeout`),
        the reading of a refused body's rest included."""
        self.agent_id = agent_id
        """The agent its refusals are logged for."""
        self.limit = limit
        self.budget = body_budget(limit)
        """Bytes of bodies being read at once, per address and in all."""
        self.rpc_path = rpc_path
        self.card_paths = card_paths
        self.cards_made = formatdate(time.time(), usegmt=True).encode()
        """The cards' `Last-Modified` (they are made with the app)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        token = serving(scope)
        try:
            await self._serve(scope, receive, send)
        finally:
            done_serving(token)

    async def _refuse(self, error: A2AError | JSONRPCError, scope: Scope, send: Send) -> None:
        """Answer a JSON-RPC error (id null: the request was not read) and log it."""
        answer = build_error_response(None, error)
        log_answer(self.agent_id, answer)

        async def nothing() -> Message_:
            return {"type": "http.disconnect"}

        await JSONResponse(answer)(scope, nothing, send)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = dict(scope["headers"])
        if _ACTIVATION in headers.get(_EXTENSIONS_HEADER, b""):
            send = _echoing(send)
        if scope["path"] in self.card_paths:
            send = _adding(send, (b"last-modified", self.cards_made))
        if scope["method"] != "POST" or scope["path"] != self.rpc_path:
            await self.app(scope, self._counting(receive), send)
            return
        content_type = headers.get(b"content-type")
        if content_type is not None and not _json_media(content_type):
            await self._refuse(
                a2a_errors.ContentTypeNotSupportedError(
                    message=f"a JSON-RPC request is application/json, not {content_type.decode()!r}"
                ),
                scope,
                send,
            )
            return
        left = BodyLeft(receive, more=declares_body(scope))
        deadline = asyncio.get_running_loop().time() + self.body_timeout
        read = await self._read(scope, left, deadline)
        if read is None:
            return
        fault = read if isinstance(read, JSONRPCError) else body_fault(read)
        if fault is not None:
            # The rest of a body refused before it was whole is read and dropped (within
            # what is left of its time) before the answer ends: hypercorn closes a
            # connection whose response ends before its request, and the reset destroyed
            # the answer of a client still uploading (a review: 2 of 3 honest clients
            # refused "busy" read a reset). The answer itself goes at once.
            await left.answer_then_discard(
                lambda sending: self._refuse(fault, scope, sending),
                send,
                deadline - asyncio.get_running_loop().time(),
            )
            return
        assert isinstance(read, bytes)  # noqa: S101 - not a fault
        await self._run(scope, read, receive, send)

    async def _read(
        self, scope: Scope, receive: Receive, deadline: float
    ) -> bytes | JSONRPCError | None:
        """A JSON-RPC request's body, what to answer instead, or None when the client went."""
        if _declared_past(scope["headers"], self.limit):
            return InvalidRequestError(message="Payload too large")
        try:
            async with asyncio.timeout_at(deadline):
                body, ended = await read_body(
                    receive, self.limit, self.budget, client_address(scope)
                )
        except TimeoutError:
            return InvalidRequestError(
                message=f"the body did not arrive within {self.body_timeout:g} seconds"
            )
        except BodyBudgetSpent as spent:
            return InvalidRequestError(message=f"busy, try again: {spent}")
        if ended is not None:
            # The client went before its body was whole: nobody to answer, and what
            # came is not the request (run as whole, its handler would hold a slot
            # with nobody to cancel it: a review, 2026-12-01).
            return None
        if body is None:
            return InvalidRequestError(message="Payload too large")
        return body

    async def _run(self, scope: Scope, body: bytes, receive: Receive, send: Send) -> None:
        """Run the app on a body read whole; over HTTP/2, cancelled if the client goes.

        Over HTTP/2 a disconnect is the stream's reset or the connection's end. Over
        HTTP/1.1 hypercorn reports a client's half-close (its EOF after the request,
        while it still reads the answer) the same way, so a call is not cancelled there.
        """
        if scope.get("http_version") == "2":
            await cancelled_on_leaving(
                lambda given, sending: self.app(scope, given, sending), body, receive, send
            )
        else:
            await self.app(scope, replaying([whole(body)], receive), send)

    def _counting(self, receive: Receive) -> Receive:
        """`receive`, stopped with HTTP 413 once past the limit (a body nobody should read)."""
        seen = 0

        async def limited() -> Message_:
            nonlocal seen
            if seen > self.limit:
                raise HTTPException(413)
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise HTTPException(413)
            return message

        return limited
