"""What the HTTP/2 and HTTP/3 drivers share: request routing, handler tasks, one-shot messages.

A one-shot message rides on a `StreamChannel` like a session: its body is
read with a byte limit, its answer sent with the same flow control,
backpressure and stall detection. Only the response headers come later
(their status depends on the handler), through the driver's `send_headers`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import math
import time
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass
from enum import Enum
from http import HTTPStatus
from typing import Any, Final

from l7_transport.channel import MessageHandler, PeerInfo, SessionHandler
from l7_transport.config import CONTENT_TYPE, MESSAGE_PATH, SESSION_PATH
from l7_transport.exceptions import MessageTooLarge, TransportError, TransportErrorCode
from l7_transport.framing import FrameDecoder
from l7_transport.stream_channel import StreamChannel
from l7_transport.turns import address_key

logger = logging.getLogger("l7_transport.server")

SendHeaders = Callable[[int, int | None], None]
"""(status, content length or None) -> the driver sends the response headers. A status of
400 or more with no body (length 0) is a refusal: the driver answers it in full, with an
RFC 9457 problem document (`problem_body`) and the end of its side of the stream."""


class Route(Enum):
    """What a request asks for."""

    SESSION = "session"
    MESSAGE = "message"
    DOCUMENT = "document"


Documents = Mapping[str, Callable[[], bytes]]
"""Path -> the JSON document served there on GET (made when asked: a card is re-signed)."""
DOCUMENT_TYPE = "application/json"


def route(
    headers: dict[str, str], *, has_message_handler: bool, documents: Documents | None = None
) -> tuple[Route | None, int]:
    """Where a request goes, or the HTTP status that refuses it (404, 405, 415)."""
    path = headers.get(":path")
    if documents and path in documents:
        return (Route.DOCUMENT, 200) if headers.get(":method") in ("GET", "HEAD") else (None, 405)
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


PROBLEM_TYPE = "application/problem+json"
"""The media type of a refusal's body (RFC 9457)."""
_DETAILS = {
    400: "the body of a one-shot message must be exactly one frame",
    404: f"sessions are opened at {SESSION_PATH}, one-shot messages posted to {MESSAGE_PATH}",
    405: "sessions and one-shot messages are POSTed; a published document (the agent card) is"
    " read with GET",
    413: "the body is larger than one frame may be",
    500: "the message could not be answered: the handler failed, or its answer was too large",
    415: f"the content type must be {CONTENT_TYPE}",
}


def problem_body(status: int, detail: str | None = None) -> bytes:
    """A short RFC 9457 problem document for a refused request: why, for clients and tools."""
    try:
        title = HTTPStatus(status).phrase
    except ValueError:
        title = "Error"
    document = {
        "type": "about:blank",
        "title": title,
        "status": status,
        "detail": (detail or _DETAILS.get(status, title))[:300],
    }
    return json.dumps(document, separators=(",", ":")).encode()


def problem_headers(status: int, body: bytes) -> list[tuple[str, str]]:
    """The response headers of a refusal carrying `body` (a problem document)."""
    return [
        (":status", str(status)),
        ("content-type", PROBLEM_TYPE),
        ("content-length", str(len(body))),
    ]


def document_headers(body: bytes) -> list[tuple[str, str]]:
    """The response headers of a published document (`Route.DOCUMENT`)."""
    return [
        (":status", "200"),
        ("content-type", DOCUMENT_TYPE),
        ("content-length", str(len(body))),
        ("cache-control", "no-store"),
    ]


def answer_of(
    status: int,
    request: dict[str, str],
    documents: Documents | None,
    document: bytes | None = None,
) -> tuple[list[tuple[str, str]], bytes]:
    """(headers, body) of a refusal or of a published `document`, answering `request`.

    A 405 says what the path allows (`allow`); a HEAD gets the headers alone.
    """
    if document is not None:
        headers, body = document_headers(document), document
    else:
        body = problem_body(status)
        headers = problem_headers(status, body)
        if status == 405:  # Method Not Allowed
            served = documents is not None and request.get(":path") in documents
            headers.append(("allow", "GET, HEAD" if served else "POST"))
    return headers, b"" if request.get(":method") == "HEAD" else body


_FAILURE_LOGGED: dict[str, float] = {}
"""When each document path last had a failure logged in full (one a minute, not one a GET)."""


def document_body(documents: Documents, path: str) -> bytes | None:
    """The document at `path`, or None (logged, in full at most once a minute) when it fails."""
    try:
        return documents[path]()
    except Exception:  # a provider's fault is a 500 for this request, never the connection's
        now = time.monotonic()
        if now - _FAILURE_LOGGED.get(path, -math.inf) >= 60:
            _FAILURE_LOGGED[path] = now
            logger.exception("the document at %s could not be made", path)
        return None


def response_headers(status: int, *, body_length: int | None = None) -> list[tuple[str, str]]:
    """The response header list for `status`."""
    headers = [(":status", str(status)), ("content-type", CONTENT_TYPE)]
    if body_length is not None:
        headers.append(("content-length", str(body_length)))
    return headers


def decode_headers(headers: Any) -> dict[str, str] | None:  # noqa: ANN401 - (bytes, bytes) pairs
    """Header pairs as text; None if any name or value is not valid UTF-8."""
    decoded: dict[str, str] = {}
    try:
        for name, value in headers or ():
            key = name.decode("utf-8") if isinstance(name, bytes) else str(name)
            text = value.decode("utf-8") if isinstance(value, bytes) else str(value)
            decoded.setdefault(key, text)
    except UnicodeDecodeError:
        return None
    return decoded


def status_of(headers: dict[str, str]) -> int:
    """The `:status` of a response; 0 when it is absent or not a number."""
    try:
        return int(headers.get(":status", "0"))
    except ValueError:
        return 0


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerStats:
    """What a server holds now, and what it has refused (operators, the adversarial tests)."""

    connections: int
    """Connections open now."""
    streams: int
    """Streams open now, over every connection."""
    handlers: int
    """Handler tasks running now."""
    refused_connections: int
    """Connections closed at once since the start: beyond `max_connections` or the limit per
    address."""
    faulted_connections: int
    """Connections closed since the start for a fault of the peer (a protocol error, a
    timeout, abuse)."""


def socket_address(address: object) -> str:
    """A socket address as host:port ([host]:port for IPv6): log lines, `:authority`."""
    if not isinstance(address, tuple) or len(address) < 2:
        return str(address)
    host = str(address[0])
    bare = ":" in host and not host.startswith("[")  # a URL's host may come bracketed
    return f"[{host}]:{address[1]}" if bare else f"{host}:{address[1]}"


class ConnectionGate:
    """The connection caps of one server: in total and per source address.

    `source_of` names what a new connection counts as, `admit` answers whether
    it may be served (else why not), `release` when it ends. Counts only:
    sans-I/O, shared by both drivers.
    """

    def __init__(self, *, total: int, per_address: int) -> None:
        self.total = total
        self.per_address = per_address
        self.open = 0
        self._by_address: dict[str, int] = {}
        self.refused = 0
        """Connections refused since the start."""
        self.faulted = 0
        """Connections closed since the start for a fault of the peer."""

    @staticmethod
    def source_of(peer: object) -> str:
        """What a connection from `peer`, its socket address, counts as: `address_key` of its host.

        IPv6 by its /64, an IPv4-mapped address as its IPv4 one: as the stream-opening
        turns and L9's handshake gate count, so that one host holding a /64 cannot take a
        cap's worth from each of its addresses. Every listener names its sources here (TCP
        at the accept, HTTP/3 at the first Initial): the one place a test maps a client
        port to another source, all on 127.0.0.1.
        """
        if isinstance(peer, tuple) and peer:
            return address_key(str(peer[0]))
        return "unknown"

    def admit(self, address: str) -> str | None:
        """Count a new connection from source `address` (`source_of`); None, or why not."""
        if self.open >= self.total:
            self.refused += 1
            return f"{self.open} connections are open; the limit is {self.total}"
        held = self._by_address.get(address, 0)
        if held >= self.per_address:
            self.refused += 1
            return f"{held} connections from {address} are open; the limit is {self.per_address}"
        self.open += 1
        self._by_address[address] = held + 1
        return None

    def release(self, address: str) -> None:
        """A connection admitted from source `address` has ended."""
        self.open -= 1
        held = self._by_address.get(address, 0) - 1
        if held > 0:
            self._by_address[address] = held
        else:
            self._by_address.pop(address, None)


STATUS_HOLD = 0.02
"""Seconds a session's `200` may wait for the session's first bytes (spec 2.2)."""


def _sent_nowhere(stream_id: int) -> None:
    """A released `HeldStatuses`' send: the connection is gone."""


def _flushed_nowhere() -> None:
    """A released `HeldStatuses`' flush: the connection is gone."""


class HeldStatuses:
    """The `200`s of one connection's sessions, each held to go with its session's first bytes.

    A new session then costs one write (HTTP/2) or one datagram (HTTP/3) less.
    A status goes alone, at once, when a client may be waiting for it: the
    stream's first frame had not come by the first write after the request
    (`before_write`), the handler waits for input before writing anything
    (`StreamChannel.hold_until_read_waits`), or `STATUS_HOLD` after the
    request at the latest. The driver calls `before_write` ahead of each write
    of the sessions' bytes, writes a released status with `send(stream_id)`,
    and `schedule_flush()` asks it for a write at the next loop turn.
    """

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        streams: Mapping[int, StreamChannel],
        send: Callable[[int], None],
        schedule_flush: Callable[[], None],
    ) -> None:
        self._loop = loop
        self._streams = streams
        self._send = send
        self._schedule_flush = schedule_flush
        # By stream id (a stream reset meanwhile is not kept alive by it), with when its
        # status goes at the latest: the latest last.
        self._held: dict[int, float] = {}
        self._timer: asyncio.TimerHandle | None = None

    def __bool__(self) -> bool:
        return bool(self._held)

    def hold(self, stream_id: int, channel: StreamChannel) -> None:
        """Hold session `stream_id`'s `200` (its request just routed to a session handler).

        A write is asked for at the next loop turn: its `before_write` sends the
        status then if the stream's first frame has not come with the request.
        """
        self._held[stream_id] = self._loop.time() + STATUS_HOLD
        if self._timer is None:
            self._timer = self._loop.call_later(STATUS_HOLD, self._too_long)
        channel.hold_until_read_waits(functools.partial(self._release, stream_id, "a read waits"))
        self._schedule_flush()

    def before_write(self) -> None:
        """Release the status of each held session that writes now, or whose client may wait."""
        for stream_id in list(self._held):
            channel = self._still_held(stream_id)
            if channel is None:
                continue
            if channel.outbound or channel.end_requested:
                self._let_go(stream_id, channel, "with the first bytes")
            elif not channel.first_frame_received:
                self._let_go(stream_id, channel, "no first frame by the first write")

    def cancel(self) -> None:
        """The connection is gone: no timer left behind, and nothing of it held.

        (Its `send` and `schedule_flush` are bound to the connection, which holds this: a
        reference cycle, were they kept.)
        """
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._held.clear()
        self._streams = {}
        self._send = _sent_nowhere
        self._schedule_flush = _flushed_nowhere

    def _too_long(self) -> None:
        """The statuses held `STATUS_HOLD` go alone (a handler busy elsewhere)."""
        self._timer = None
        now = self._loop.time()
        for stream_id, due in list(self._held.items()):
            if due > now:
                self._timer = self._loop.call_later(due - now, self._too_long)
                return
            channel = self._still_held(stream_id)
            if channel is not None:
                self._let_go(stream_id, channel, f"held {STATUS_HOLD:g} s")

    def _still_held(self, stream_id: int) -> StreamChannel | None:
        """The channel of held session `stream_id`; None (and forgotten) once it is gone."""
        channel = self._streams.get(stream_id)
        if channel is None or channel.failed:
            self._held.pop(stream_id, None)
            return None
        return channel

    def _let_go(self, stream_id: int, channel: StreamChannel, why: str) -> None:
        """Send session `stream_id`'s held status now, and drop the channel's callback."""
        self._release(stream_id, why)
        channel.release_hold()  # (its callback, `_release` again, finds nothing held)

    def _release(self, stream_id: int, why: str) -> None:
        """Send session `stream_id`'s held status (unless the stream is gone)."""
        if stream_id not in self._held or self._still_held(stream_id) is None:
            return
        del self._held[stream_id]
        logger.debug("stream %d: the session's status goes (%s)", stream_id, why)
        self._send(stream_id)


LAST_WORDS: Final = 1.0
"""Longest a draining server waits for the handlers it cancelled to finish (their `finally`
blocks may send a last frame: an L9 goodbye)."""


class HandlerTasks:
    """The handler tasks of one connection (and of its server), so shutdown can wait for them."""

    def __init__(self, server_tasks: set[asyncio.Task[None]]) -> None:
        self.tasks: set[asyncio.Task[None]] = set()
        self._server_tasks = server_tasks

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run `coroutine` as a tracked task (returned)."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        self._server_tasks.add(task)
        task.add_done_callback(self._forget)  # one callback, not one per set
        return task

    def _forget(self, task: asyncio.Task[None]) -> None:
        self.tasks.discard(task)
        self._server_tasks.discard(task)

    async def wind_down(self, grace: float) -> None:
        """A drain's wait for the tasks in flight: `grace` seconds, then the late ones cancelled.

        A cancelled task is given `LAST_WORDS` to finish: what its `finally` sends.
        """
        late = await self.wait(grace)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late, timeout=LAST_WORDS)

    async def wait(self, grace: float) -> set[asyncio.Task[None]]:
        """Wait up to `grace` seconds for the tasks in flight; return those still running."""
        pending = [task for task in self.tasks if not task.done()]
        if not pending:
            return set()
        _, late = await asyncio.wait(pending, timeout=grace)
        return late


def start_handler(  # noqa: PLR0913 - all keyword-only: what a request needs to be served
    kind: Route,
    channel: StreamChannel,
    *,
    session_handler: SessionHandler,
    message_handler: MessageHandler | None,
    handlers: HandlerTasks,
    send_response: SendHeaders,
    limit: int,
) -> None:
    """Serve an accepted request: a session (its 200 sent by the driver) or a one-shot message.

    A session's handler starts only once the stream's first whole frame has
    arrived (`StreamChannel.when_first_frame`): until then the stream holds
    its channel and nothing else (no task, no state of the layers above), so
    a stream the peer has reset, or made the server reset (a faulty frame
    header, a window overflow: MadeYouReset), before its first frame costs
    next to nothing. A stream that ends before its first byte is ended in
    turn, with no handler; one that sends no whole frame in time is reset by
    the driver's first-byte deadline.
    """
    if kind is Route.MESSAGE:
        if message_handler is None:  # pragma: no cover - route() answers 404 first
            msg = "a message route needs a message handler"
            raise ValueError(msg)
        handlers.spawn(serve_message(message_handler, channel, send_response, limit))
        return
    send_response(200, None)
    channel.when_first_frame(_SessionStart(session_handler, channel, handlers))


class _SessionStart:
    """What starts a session once its first frame is whole.

    A few slots, where a closure would cost a function and its cells per stream waiting.
    """

    __slots__ = ("channel", "handler", "handlers", "started")

    def __init__(
        self, handler: SessionHandler, channel: StreamChannel, handlers: HandlerTasks
    ) -> None:
        self.handler = handler
        self.channel = channel
        self.handlers = handlers
        self.started = False

    def __call__(self, whole: bool) -> None:  # noqa: FBT001 - StreamChannel.when_first_frame
        if whole:
            task = self.handlers.spawn(self.serve())
            task.add_done_callback(self.ended)
        else:  # the peer ended the session before its first byte: nothing to serve
            logger.info("%s: session ended before its first frame", self.channel.session_id)
            self.channel.end()

    async def serve(self) -> None:
        """Run the session handler; end the session cleanly when it returns, abort it if it fails.

        A session that failed between its first frame and this task's first step
        (reset in the same read, say) is not handed to the handler.
        """
        self.started = True
        channel = self.channel
        if channel.failed:
            return
        try:
            await self.handler(channel)
        except TransportError as error:
            if not channel.closed:
                # Someone else's transport failed (a gateway's upstream, say):
                # this session did not end well, so it must not look as if it had.
                logger.info(
                    "%s: handler failed on another transport: %s", channel.session_id, error
                )
                channel.abort("handler failed")
                return
            logger.info("%s: session ended: %s", channel.session_id, error)
        except Exception:
            logger.exception("%s: session handler failed", channel.session_id)
            channel.abort("handler failed")
            return
        if not channel.closed:
            with contextlib.suppress(TransportError):
                await channel.close()

    def ended(self, task: asyncio.Task[None]) -> None:
        """A session's task ended: what it left unread goes; if cancelled early, a reset.

        A task cancelled before its first step resets its stream. Such a task never
        ran `serve`, so nothing else would end the stream, and the peer waited for an
        answer until its own timeout (an outside tester's finding: a cancel at every
        point). A handler cancelled later ends its session itself, and
        what it sends on its way out (a goodbye) must not be cut by a reset here.
        """
        if task.cancelled() and not self.started and not self.channel.closed:
            self.channel.abort("the session's handler was cancelled before it began")
        # Nobody reads the channel after its handler: what it left unread is let go (a
        # server counts closed streams still holding bytes against new ones).
        self.channel.drop_unread()


async def read_body(channel: StreamChannel, limit: int) -> bytes:
    """Everything the peer sends until it ends its direction; `MessageTooLarge` past `limit`."""
    chunks: list[bytes] = []
    size = 0
    while data := await channel.receive():
        size += len(data)
        if size > limit:
            raise MessageTooLarge(
                TransportErrorCode.MESSAGE_TOO_LARGE,
                f"the body exceeds {limit} bytes",
                peer=channel.peer.address,
                stream_id=channel.stream_id,
            )
        chunks.append(data)
    return b"".join(chunks)


def is_one_frame(body: bytes) -> bool:
    """True when `body` is exactly one complete frame."""
    decoder = FrameDecoder(max_frame_size=max(len(body), 1))
    return len(decoder.feed(body)) == 1 and decoder.buffered == 0 and decoder.error is None


async def serve_message(
    handler: MessageHandler, channel: StreamChannel, send_headers: SendHeaders, limit: int
) -> None:
    """Answer one one-shot message: 413 above `limit`, 400 unless one frame, else the handler.

    A refusal (400, 413, 500) is sent as a status without a body (`SendHeaders`): the
    driver answers it with a problem document. After a 413 the channel is aborted: the
    driver, having answered in full, lets the rest of the request go unread.
    """
    try:
        body = await read_body(channel, limit)
    except MessageTooLarge:
        logger.info("%s: one-shot message too large", channel.session_id)
        send_headers(413, 0)
        channel.abort("message_too_large")
        return
    except TransportError as error:
        logger.info("%s: one-shot message lost: %s", channel.session_id, error)
        return
    if not is_one_frame(body):
        status, answer = 400, b""
    else:
        status, answer = await answer_message(handler, body, channel.peer)
    if len(answer) > limit:
        logger.error("%s: the handler's answer exceeds %d bytes", channel.session_id, limit)
        status, answer = 500, b""
    if channel.closed:
        return
    send_headers(status, len(answer))
    with contextlib.suppress(TransportError):
        await channel.send(answer)
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
