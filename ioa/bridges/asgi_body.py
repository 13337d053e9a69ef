"""A request body read before an ASGI app sees it: bounded, then replayed (both bridges' HTTP)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Message = MutableMapping[str, Any]
"""An ASGI message."""
Receive = Callable[[], Awaitable[Message]]
"""An ASGI `receive`."""
Send = Callable[[Message], Awaitable[None]]
"""An ASGI `send`."""


async def read_body(receive: Receive, limit: int) -> tuple[bytes | None, Message | None]:
    """The request's body, and the message that ended it early (the client's going) or None.

    The body is None once it is past `limit` bytes, counted as they come (the rest is
    not read); when the client goes first, it is what came before.
    """
    chunks: list[bytes] = []
    seen = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks), message
        chunk = message.get("body", b"")
        seen += len(chunk)
        if seen > limit:
            return None, None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks), None


def replaying(given: list[Message], receive: Receive) -> Receive:
    """`receive` that gives the messages read already, then what comes."""
    waiting = list(given)

    async def replayed() -> Message:
        return waiting.pop(0) if waiting else await receive()

    return replayed


def whole(body: bytes) -> Message:
    """The one message of a body read whole."""
    return {"type": "http.request", "body": body, "more_body": False}


async def cancelled_on_leaving(
    run: Callable[[Receive, Send], Awaitable[None]], body: bytes, receive: Receive, send: Send
) -> None:
    """Run an app on a request whose `body` was read whole; cancel it if the client goes.

    Once the body is read, the next message the server gives is `http.disconnect`: the
    client went, or the answer was sent whole. Watched here, it cancels what runs for a
    client that left before its answer (a handler would otherwise run on to its end,
    holding its slot); the app reads it too, as it would have. (Cancelled, the A2A
    SDK's own handling of a task the client knows goes on to its end: it keeps the
    task's run in its finally, or in a task of its own for a stream.)
    """
    answered = False

    async def given() -> Message:
        return await asyncio.shield(watcher)  # what the watcher read, the app reads too

    async def sending(message: Message) -> None:
        nonlocal answered
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            answered = True  # before the send: the disconnect it brings must not cancel
        await send(message)

    app = asyncio.ensure_future(run(replaying([whole(body)], given), sending))
    watcher: asyncio.Future[Message] = asyncio.ensure_future(receive())
    try:
        await asyncio.wait((app, watcher), return_when=asyncio.FIRST_COMPLETED)
        left = watcher.done() and _disconnected(watcher)
        if left and not app.done() and not answered:
            app.cancel()  # the client left before its answer
        await asyncio.wait((app,))
        if not app.cancelled():
            app.result()  # its own error, raised as it would have been
    finally:
        watcher.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await watcher
        if not app.done():
            app.cancel()
            await asyncio.gather(app, return_exceptions=True)  # its clean-up, within this call


def _disconnected(watcher: asyncio.Future[Message]) -> bool:
    """Whether the watched message says the client went (not an error of `receive`)."""
    if watcher.cancelled() or watcher.exception() is not None:
        return False
    return bool(watcher.result()["type"] == "http.disconnect")
