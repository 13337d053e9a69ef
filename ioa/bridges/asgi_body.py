"""A request body read before an ASGI app sees it: bounded, then replayed (both bridges' HTTP)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final

from l7_transport.held import BytesSpent, HeldBytes
from l7_transport.turns import address_key

Message = MutableMapping[str, Any]
"""An ASGI message."""
Receive = Callable[[], Awaitable[Message]]
"""An ASGI `receive`."""
Send = Callable[[Message], Awaitable[None]]
"""An ASGI `send`."""


BODIES_PER_ADDRESS: Final = 2 * 1024 * 1024
"""Bytes of request bodies one source address may have being read at once (or one body)."""
BODIES_IN_ALL: Final = 64 * 1024 * 1024
"""Bytes of request bodies being read at once in all (or `ADDRESSES_TO_FILL` bodies)."""
ADDRESSES_TO_FILL: Final = 16
"""The fewest addresses whose shares fill the bound in all: the total is never less than this
many shares (so one address, or a few, never keep every other client's body out)."""


def body_budget(limit: int) -> BodyBudget:
    """The budget of a listener whose bodies are `limit` bytes at most."""
    share = max(limit, BODIES_PER_ADDRESS)
    return BodyBudget(per_holder=share, total=max(BODIES_IN_ALL, ADDRESSES_TO_FILL * share))


class BodyBudgetSpent(Exception):  # noqa: N818 - a refusal, said as what happened
    """Request bodies being read hold the budget of this source address, or of all."""


class BodyBudget(HeldBytes):
    """Bytes of request bodies being read at once, per source address and in all.

    A body is read whole before anything checks it, and each may be as large as the
    bridge's limit: without a bound over them, one client holds its limit once per
    connection, and over HTTP/2 once per stream (an outside attack: ~100 MiB on one
    HTTP/2 connection to the A2A bridge, 6 connections 600 MiB). Bytes are counted
    as they come and given back once the body is read (handed on, or refused); a
    holder is a source address (`l7_transport.turns.address_key`).
    """

    __slots__ = ()

    def take(self, address: str, size: int) -> None:
        """Count `size` more bytes for `address`; `BodyBudgetSpent` past a bound."""
        try:
            self.hold(address, size)
        except BytesSpent as spent:
            where = "in all" if spent.bound == "total" else f"from {address}"
            msg = f"request bodies being read {where} hold {spent.limit} bytes"
            raise BodyBudgetSpent(msg) from None


def client_address(scope: Message) -> str:
    """The source address a request counts under (IPv6 by its /64)."""
    client = scope.get("client")
    return address_key(str(client[0])) if client else "unknown"


async def read_body(
    receive: Receive,
    limit: int,
    budget: BodyBudget | None = None,
    address: str = "",
) -> tuple[bytes | None, Message | None]:
    """The request's body, and the message that ended it early (the client's going) or None.

    The body is None once it is past `limit` bytes, counted as they come (the rest is
    not read); when the client goes first, it is what came before. With `budget`, its
    bytes count for `address` while it is read: `BodyBudgetSpent` once the budget is.
    """
    chunks: list[bytes] = []
    seen = 0
    try:
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return b"".join(chunks), message
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                return None, None
            if budget is not None:
                budget.take(address, len(chunk))
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks), None
    finally:
        if budget is not None:
            budget.let_go(address, sum(map(len, chunks)))


class BodyLeft:
    """`receive`, remembering whether more of the request's body is to come (`more`).

    A request refused before its body is whole (too large, a budget spent) is answered
    after the rest is read and dropped (`discard`): a server that closes while a client
    still uploads resets the connection, and the reset destroys the answer the client
    has not read yet (an outside review: 2 of 3 honest clients refused "busy" read a
    reset, never the refusal).
    """

    __slots__ = ("_receive", "more")

    def __init__(self, receive: Receive, *, more: bool) -> None:
        self._receive = receive
        self.more = more
        """Whether the body has not ended yet (False once its last part came, or the client
        went)."""

    async def __call__(self) -> Message:
        """The next message, noting whether the body goes on."""
        message = await self._receive()
        self.more = message["type"] == "http.request" and bool(message.get("more_body", False))
        return message

    async def discard(self, seconds: float) -> None:
        """Read the rest of the body, keeping none of it, for `seconds` at most."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                while self.more:
                    await self()

    async def answer_then_discard(
        self, respond: Callable[[Send], Awaitable[None]], send: Send, seconds: float
    ) -> None:
        """`respond` through `send`, its end held back until the rest of the body is dropped.

        The client reads the whole answer at once (its length is in its headers); the
        answer's end follows the body's (or `seconds`): a server (hypercorn) that sees
        a response end before its request closes the connection, and the reset destroys
        what the client has not read yet.
        """
        if not self.more:
            await respond(send)
            return
        ended = False

        async def holding_the_end(message: Message) -> None:
            nonlocal ended
            if message["type"] == "http.response.body" and not message.get("more_body", False):
                ended = True
                message = {**message, "more_body": True}
            await send(message)

        await respond(holding_the_end)
        await self.discard(seconds)
        if ended:
            await send({"type": "http.response.body", "body": b"", "more_body": False})


def declares_body(scope: Message) -> bool:
    """Whether an HTTP request's headers say a body follows (a length above 0, or chunks)."""
    for name, value in scope.get("headers", ()):
        lowered = name.lower()
        if lowered == b"transfer-encoding" or (lowered == b"content-length" and value != b"0"):
            return True
    return False


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
