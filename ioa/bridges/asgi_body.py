"""A request body read before an ASGI app sees it: bounded, then replayed (both bridges' HTTP)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Message = MutableMapping[str, Any]
"""An ASGI message."""
Receive = Callable[[], Awaitable[Message]]
"""An ASGI `receive`."""


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
