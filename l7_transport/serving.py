"""What the HTTP/2 and HTTP/3 servers share: request routing, handler tasks, answers."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from enum import Enum
from typing import Any

from l7_transport.channel import MessageHandler, PeerInfo, SessionHandler, StreamChannel
from l7_transport.config import CONTENT_TYPE, MESSAGE_PATH, SESSION_PATH
from l7_transport.exceptions import MessageTooLarge, TransportError

logger = logging.getLogger("l7_transport.server")


class Route(Enum):
    """What a request asks for."""

    SESSION = "session"
    MESSAGE = "message"


def route(headers: dict[str, str], *, has_message_handler: bool) -> tuple[Route | None, int]:
    """Where a request goes, or the HTTP status that refuses it (404, 405, 415)."""
    path = headers.get(":path")
    if path not in (SESSION_PATH, MESSAGE_PATH):
        return None, 404
    if headers.get(":method") != "POST":
        return None, 405
    content_type = (headers.get("content-type") or "").split(";")[0].strip()
    if content_type != CONTENT_TYPE:
        return None, 415
    if path == MESSAGE_PATH:
        return (Route.MESSAGE, 200) if has_message_handler else (None, 404)
    return Route.SESSION, 200


def response_headers(status: int, *, body_length: int | None = None) -> list[tuple[str, str]]:
    """The response header list for `status`."""
    headers = [(":status", str(status)), ("content-type", CONTENT_TYPE)]
    if body_length is not None:
        headers.append(("content-length", str(body_length)))
    return headers


class HandlerTasks:
    """The handler tasks of one connection (and of its server), so shutdown can wait for them."""

    def __init__(self, server_tasks: set[asyncio.Task[None]]) -> None:
        self.tasks: set[asyncio.Task[None]] = set()
        self._server_tasks = server_tasks

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run `coroutine` as a tracked task."""
        task = asyncio.get_running_loop().create_task(coroutine)
        for tracker in (self.tasks, self._server_tasks):
            tracker.add(task)
            task.add_done_callback(tracker.discard)

    async def wait(self, grace: float) -> set[asyncio.Task[None]]:
        """Wait up to `grace` seconds for the tasks in flight; return those still running."""
        pending = [task for task in self.tasks if not task.done()]
        if not pending:
            return set()
        _, late = await asyncio.wait(pending, timeout=grace)
        return late


async def serve_session(handler: SessionHandler, channel: StreamChannel) -> None:
    """Run a session handler; end the session cleanly when it returns, abort it if it fails."""
    try:
        await handler(channel)
    except TransportError as error:
        logger.info("%s: session ended: %s", channel.session_id, error)
    except Exception:
        logger.exception("%s: session handler failed", channel.session_id)
        channel.abort("handler failed")
        return
    if not channel.closed:
        with contextlib.suppress(TransportError):
            await channel.close()


async def answer_message(handler: MessageHandler, body: bytes, peer: PeerInfo) -> tuple[int, bytes]:
    """Run a message handler; return the HTTP status and the answer's body."""
    try:
        return 200, await handler(body, peer)
    except MessageTooLarge:
        return 413, b""
    except Exception:
        logger.exception("%s: message handler failed", peer.address)
        return 500, b""
