"""The HTTP guard in front of the SDK's app: the body's bound, its type, the extension's echo."""

from __future__ import annotations

import time
from email.utils import formatdate
from typing import Final

from a2a.extensions.common import HTTP_EXTENSION_HEADER
from a2a.server.request_handlers.response_helpers import build_error_response
from a2a.utils import errors as a2a_errors
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.types import Message as Message_

from ioa.bridges.a2a.refusals import done_serving, log_answer, serving
from ioa.bridges.a2a_mapping import EXTENSION

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
    served with `Last-Modified` (when they were made) beside the SDK's `ETag`. Each
    request is served marked with its client's address (`refusals.serving`): what
    refuses it logs that address (-32005 here, once).

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
        agent_id: str = "",
    ) -> None:
        self.app = app
        self.agent_id = agent_id
        """The agent its refusals are logged for."""
        self.limit = limit
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

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
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
            answer = build_error_response(None, error)
            log_answer(self.agent_id, answer)
            await JSONResponse(answer)(scope, receive, send)
            return
        if scope["path"] in self.card_paths:
            send = _adding(send, (b"last-modified", self.cards_made))
        declared = headers.get(b"content-length", b"")
        seen = int(declared) if declared.isdigit() else 0
        if declared and seen <= self.limit:
            # a declared length within the bound: the HTTP server holds the body to it
            # (HTTP/1.1 framing; HTTP/2 refuses DATA past content-length), nothing to count
            await self.app(scope, receive, send)
            return

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
