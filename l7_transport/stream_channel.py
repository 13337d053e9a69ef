"""`StreamChannel`: one session on one stream of a multiplexed connection (HTTP/2, HTTP/3).

The application side (`send`, `receive`, `close`, `listen`) above, the driver side
(`deliver`, `take_outbound`, `fail`) below; the connection behind it is a
`StreamDriver` (`l7_transport.channel`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Final

from l7_transport.channel import Channel, Listener, PeerInfo, StreamDriver
from l7_transport.config import TransportConfig
from l7_transport.exceptions import (
    ChannelClosed,
    FramingError,
    SessionRefused,
    TransportError,
    TransportErrorCode,
    WriteStalled,
    again,
)
from l7_transport.framing import FRAME_HEADER_SIZE, FrameScanner
from l7_transport.lean import LeanEvent

logger = logging.getLogger("l7_transport")

IDLE_CREDIT: Final = 16 * 1024
"""Bytes read that a stream may leave uncredited while its reader waits (at most).

Credit for bytes read goes back in batches of a quarter of the stream window; a reader
about to wait (or a listener that took the bytes) gave back the rest at once, so a
request-reply session paid one credit per message (an h2 flow-control call and a
pump). Now only once this much is owed: the peer keeps its stream window less
16 KiB (or less a quarter window, if that is smaller), and waits on credit for bytes
that were read only when it has that much in flight. The connection's window is not
held with it: HTTP/2 gives it back as DATA arrives (`h2connection._on_data`; it once
did with the stream's, and three sessions nobody read, holding most of it, left
an active session's last few KiB able to stop the connection at 0), and HTTP/3
computes each stream's credit from what is unread, not from these calls.
"""


def _taken_unread(data: bytes) -> bool:  # noqa: ARG001 - a `Listener`
    """The listener of a channel whose reader is gone: whatever arrives is taken, unread."""
    return True


class StreamChannel(Channel):
    """A session on one stream of a multiplexed connection (HTTP/2 or HTTP/3).

    The driver hands in what arrives (`deliver`, `deliver_end`, `fail`) and
    drains what is queued (`take_outbound`, then `outbound_drained`). Frame
    headers are checked as bytes arrive, so a frame above the limit is
    caught before its payload is buffered.
    """

    def __init__(
        self,
        driver: StreamDriver,
        stream_id: int,
        peer: PeerInfo,
        config: TransportConfig,
        *,
        scan_frames: bool = True,
    ) -> None:
        self.stream_id = stream_id
        self.peer = peer
        self.session_id = f"{peer.protocol}://{peer.address}#{stream_id}"
        self._driver = driver
        self._config = config
        # One-shot message bodies are checked whole instead (serving.serve_message).
        self._scanner = FrameScanner(config.max_frame_size) if scan_frames else None
        # Arrived chunks, kept as they came: a read of one chunk copies nothing.
        self._inbound: list[bytes] = []
        self._inbound_size = 0
        self.received_total = 0
        """Bytes that have arrived since the stream opened (whether read or not)."""
        self._first_header = bytearray()  # the first frame's header, until it is whole
        self._first_frame_end: int | None = None  # where the first frame ends in the stream
        self._on_first_frame: Callable[[bool], None] | None = None  # see when_first_frame
        self._before_wait: Callable[[], None] | None = None  # see hold_until_read_waits
        self._listener: Listener | None = None  # see listen
        self._wake: Callable[[], None] | None = None  # see on_unread
        self.status_known = False
        """Client side: whether the server's final response status has arrived."""
        self._read_any = False  # whether `receive` has returned bytes yet
        self._uncredited = 0
        # Credit goes back in batches of a quarter window while reads come in
        # a burst, and before a read waits once `IDLE_CREDIT` (or the batch, if
        # less) is owed: the peer always keeps three quarters of its window, and
        # at most that much of it waits for credit on bytes that were read.
        # (Connection-level credit is the driver's business. The idle amount is
        # computed where used: one more attribute cost ~0.7 KiB per idle session.)
        self._credit_batch = max(1, config.stream_window // 4)
        self._progress = 0  # bumped whenever the driver takes outbound bytes
        self._taken_at: float | None = None
        self._inbound_ready = LeanEvent()
        self._received_end = False
        self._error: TransportError | None = None
        self.outbound = bytearray()
        """Bytes queued for the driver to write."""
        self.end_requested = False
        """True once `close` asked for the end of this side's direction."""
        self.ended = False
        """True once the driver has written the end of this side's direction."""
        self._writable = LeanEvent()
        self._writable.set()
        self._drained = LeanEvent()
        self._drained.set()

    # ---------------------------------------------------------- application side

    @property
    def closed(self) -> bool:
        """True once the session can neither send nor receive any more."""
        return self._error is not None or (self.ended and self._received_end)

    @property
    def first_frame_received(self) -> bool:
        """Whether one whole frame (its 5-byte header and its payload) has arrived."""
        return self._first_frame_end is not None and self.received_total >= self._first_frame_end

    def when_first_frame(self, callback: Callable[[bool], None]) -> None:
        """Call `callback(True)` once the first whole frame has arrived (at once if it has).

        Or once a whole stream window has arrived: a first frame larger than the
        window cannot arrive until someone reads. `callback(False)` instead if
        the peer ends its direction cleanly before sending a byte; never if the
        session fails first (a reset, a faulty or truncated frame, a deadline):
        a server starts a session's handler only once the stream has carried
        something to handle.
        """
        if self._error is not None:
            return
        if self.first_frame_received or self._inbound_size >= self._config.stream_window:
            callback(True)
        elif self._received_end:
            callback(False)
        else:
            self._on_first_frame = callback

    def hold_until_read_waits(self, release: Callable[[], None]) -> None:
        """Call `release` (once) the first time a `receive` would wait, unless `release_hold` first.

        A server holds a session's response status back to send it with the
        session's first bytes (spec 2.2); a handler that waits for the peer
        before writing anything must not leave a client that waits for the
        status waiting too.
        """
        self._before_wait = release

    def release_hold(self) -> None:
        """Call the `hold_until_read_waits` callback now, if it has not been called."""
        release, self._before_wait = self._before_wait, None
        if release is not None:
            release()

    def _first_frame_decided(self, *, whole: bool) -> None:
        callback, self._on_first_frame = self._on_first_frame, None
        if callback is not None:
            callback(whole)

    def first_frame(self) -> bytes | None:
        """The first frame's payload, once it has arrived whole and while nothing has been read.

        For a look before the session is set up (a server refusing a first
        frame that is no valid envelope cheaply); reading is not affected.
        """
        end = self._first_frame_end
        if end is None or self._read_any or self._error is not None or self._inbound_size < end:
            return None
        head = bytearray()
        for chunk in self._inbound:
            head += chunk[: end - len(head)]
            if len(head) >= end:
                break
        return bytes(head[FRAME_HEADER_SIZE:])

    @property
    def failed(self) -> bool:
        """True once the session has ended with an error (a reset, a fault, a lost connection)."""
        return self._error is not None

    @property
    def failure(self) -> TransportError | None:
        """The error the session ended with, if it failed."""
        return self._error

    @property
    def unsent(self) -> int:
        """Bytes sent and still queued here (waiting for credit, or for the socket)."""
        return len(self.outbound)

    @property
    def taken_at(self) -> float | None:
        """When the driver last took queued bytes (see `Channel.taken_at`)."""
        return self._taken_at

    def status_arrived(self, status: int) -> None:
        """A response's status (client side): a session refused fails here, at once.

        The first final status counts (1xx and trailers are passed over). A session
        stream answered with anything but 200 never reads the answer's
        body (a problem document) as frames: the channel fails with
        `SessionRefused` before that body arrives, and the stream is reset. A
        client that did not wait for the status (`open_session(wait=False)`)
        learns of the refusal from its next `receive` or `send`.
        """
        if 100 <= status < 200 or self.status_known:  # informational, or trailers
            return
        self.status_known = True
        if status == 200 or self._scanner is None or self._error is not None:
            return
        self._driver.reset_stream(self.stream_id, "refused")
        self.fail(
            SessionRefused.answered(
                status, "the session request", peer=self.peer.address, stream_id=self.stream_id
            )
        )

    @property
    def reader_waiting(self) -> bool:
        """Whether a `receive` waits for bytes now: what arrives is read at its next turn.

        (Read off the event it waits on, whose waiter stays until the reader resumes: an
        attribute of its own cost every idle session 1.3 KiB, its channels' `__dict__`
        growing past a size.)
        """
        return bool(self._inbound_ready._waiters)  # noqa: SLF001 - asyncio.Event's own

    @property
    def reader_gone(self) -> bool:
        """Whether the reader has gone (`drop_unread`): what arrives is let go, uncredited."""
        return self._listener is _taken_unread

    @property
    def unread(self) -> int:
        """Bytes that arrived and the application has not read yet."""
        return self._inbound_size

    def drop_unread(self) -> None:
        """Let go of what arrived unread and of what arrives later: its reader has gone.

        (A session's handler ended.) What arrives later is let go too, and given
        no credit: the peer may fill what is left of its window, no more, until
        the stream goes (a server ends a session its peer keeps open after a while).
        """
        dropped = bool(self._inbound)
        if self._inbound:
            self._inbound = []
            self._inbound_size = 0
        self._listener = _taken_unread
        if dropped and self.ended and not self._received_end and self._error is None:
            # A peer already out of credit sends nothing more that could say so (a review:
            # its send and close waited out the linger, 5.5 s): told now.
            self._driver.unread_arrived(self)

    async def receive(self) -> bytes:
        """The next bytes from the peer; `b""` once the peer has ended its direction."""
        while self.reading_idle():  # (the hold released, credit given back: then wait)
            self._inbound_ready.clear()
            await self._inbound_ready.wait()
        if self._inbound:
            chunks = self._inbound
            data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
            self._inbound = []
            self._inbound_size = 0
            self._read_any = True
            self._uncredited += len(data)
            if self._error is None and self._uncredited >= self._credit_batch:
                amount, self._uncredited = self._uncredited, 0  # (credit may write: a pump)
                self._driver.credit(self.stream_id, amount)
            return data
        if self._error is not None:
            raise again(self._error)
        self._return_credit()
        return b""

    def _return_credit(self, extra: int = 0) -> None:
        """Give back every byte not credited yet (the stream ended or failed)."""
        amount = self._uncredited + extra
        self._uncredited = 0
        if amount:
            self._driver.credit(self.stream_id, amount)

    def send_nowait(self, data: bytes) -> None:
        """Queue bytes for the peer without waiting, whatever is queued already.

        For a listener's answers (acknowledgements), which never wait: it takes
        nothing while `send_would_wait` holds.
        """
        if self._error is not None:
            raise again(self._error)
        if self.end_requested:
            raise self._closed_error()
        if data:
            self.outbound += data
            self._drained.clear()
            self._driver.schedule_flush(self.stream_id)

    async def send(self, data: bytes) -> None:
        """Queue bytes for the peer; wait while more than `max_send_buffer` are waiting."""
        self.send_nowait(data)
        if self.send_would_wait:
            self._writable.clear()
            await self._wait_for(self._writable, "send")

    async def close(self) -> None:
        """End this side's direction once everything queued has been sent."""
        if self._error is not None or self.end_requested:
            return
        self.end()
        await self._wait_for(self._drained, "close")

    def _closed_error(self) -> ChannelClosed:
        return ChannelClosed(
            TransportErrorCode.CLOSED,
            "this side of the session has already ended",
            peer=self.peer.address,
            stream_id=self.stream_id,
        )

    def end(self) -> None:
        """End this side's direction after what is queued, without waiting for it to be written."""
        if self._error is not None or self.end_requested:
            return
        self.end_requested = True
        if not self.ended:
            self._drained.clear()  # drained once the end is written too (`outbound_drained`)
        self._driver.schedule_flush(self.stream_id)

    def listen(self, listener: Listener | None) -> None:
        """Offer arriving bytes to `listener(data)` in the driver's own read (None: stop).

        The layer above then handles a message in the turn that read it instead of
        waking a reader. The listener returns True when it took the bytes, or False
        to leave them for `receive` (it is behind, or handling them needs a wait):
        from then on every byte goes to `receive` until `receive` has caught up, so
        the order is kept. Ends and failures always go to `receive`. What has
        arrived unread is offered at once.
        """
        if self._listener is _taken_unread:
            return  # its reader has gone (`drop_unread`): a listener's stop changes nothing
        self._listener = listener
        if listener is not None and self._inbound and self._error is None:
            data = b"".join(self._inbound)
            if listener(data):
                self._inbound = []
                self._inbound_size = 0
                self._read_any = True
                self._return_credit(len(data))
        self._woken()

    def on_unread(self, wake: Callable[[], None] | None) -> None:
        """Call `wake()` whenever something is left for `receive` (None: stop).

        Bytes no listener took, the end, a failure: for a reader that runs only
        while there is something to read, instead of a task waiting in `receive`
        for as long as the session lasts. Called at once if something is unread.
        """
        self._wake = wake
        self._woken()

    def _woken(self) -> None:
        if self._wake is not None and self.has_unread:
            self._wake()

    @property
    def has_unread(self) -> bool:
        """Whether a `receive` now would return at once (bytes, the end or a failure)."""
        return bool(self._inbound) or self._received_end or self._error is not None

    def reading_idle(self) -> bool:
        """Whether a reader may stop: nothing to read now (a `receive` would wait).

        If so, what a `receive` does before it waits is done here (the hold
        released, unread credit given back), and `on_unread` calls the reader
        back when something comes that no listener takes.
        """
        if self.has_unread:
            return False
        if self._before_wait is not None:
            self.release_hold()
        if self._uncredited >= min(self._credit_batch, IDLE_CREDIT):
            self._return_credit()
        return True

    @property
    def send_would_wait(self) -> bool:
        """Whether a `send` now would wait: more than `max_send_buffer` bytes are queued."""
        return len(self.outbound) > self._config.max_send_buffer

    def trusted(self) -> None:
        """The peer was authenticated above: tell the connection (see `Channel.trusted`)."""
        trust = getattr(self._driver, "trust", None)  # HTTP/2's; HTTP/3 has nothing to do
        if trust is not None:
            trust()

    def abort(self, reason: str = "aborted") -> None:
        """Reset the stream at once, in both directions."""
        if self._error is not None:
            return
        self._driver.reset_stream(self.stream_id, reason)
        self.fail(
            ChannelClosed(
                TransportErrorCode.CLOSED,
                f"the session was aborted here ({reason})",
                peer=self.peer.address,
                stream_id=self.stream_id,
            )
        )

    async def _wait_for(self, event: asyncio.Event, what: str) -> None:
        """Wait for `event`; fail as stalled only after a stall timeout with no progress at all.

        (`asyncio.timeout`, not `wait_for`: on 3.11 `wait_for` makes a task per wait, one
        more for every session that closes.)
        """
        while not event.is_set():
            progress = self._progress
            try:
                async with asyncio.timeout(self._config.stall_timeout):
                    await event.wait()
                break
            except TimeoutError:
                if self._progress != progress and self._error is None:
                    continue  # slow, but moving
            error = WriteStalled(
                TransportErrorCode.STALLED,
                f"{what} made no progress for {self._config.stall_timeout}s: the peer is "
                "not reading",
                peer=self.peer.address,
                stream_id=self.stream_id,
            )
            logger.warning("%s: %s", self.session_id, error)
            self._driver.reset_stream(self.stream_id, "stalled")
            self.fail(error)
            raise error
        if self._error is not None:
            raise again(self._error)

    # --------------------------------------------------------------- driver side

    def deliver(self, data: bytes) -> bool:
        """Bytes arrived; return False if they broke the frame format (the stream is then reset)."""
        if self._first_frame_end is None:
            self._note_first_header(data)
        self.received_total += len(data)
        if self._error is not None:
            self._return_credit(len(data))  # discarded, never to be read
            return True
        try:
            if self._scanner is not None:
                self._scanner.feed(data)
        except FramingError as error:
            # Kept (and raised to the reader later) without the traceback of this read: it
            # would hold every frame up to the connection's, their locals (the whole read, its
            # events) and this channel, in a cycle that only a full collection frees.
            error.__traceback__ = None
            error.peer = self.peer.address
            error.stream_id = self.stream_id
            logger.warning("%s: resetting the session: %s", self.session_id, error)
            self._driver.reset_stream(self.stream_id, str(error.code))
            self.fail(error)
            self._return_credit(len(data))
            return False
        listener = self._listener
        if listener is not None and not self._inbound and listener(data):
            if listener is _taken_unread:  # its reader gone: let go, never credited
                if self.ended and not self._received_end:
                    self._driver.unread_arrived(self)  # (a server asks the peer to stop)
                return True
            # Read where it arrived, and nothing is left unread: credited as a `receive`
            # that then waits credits it.
            self._read_any = True
            self._uncredited += len(data)
            if self._uncredited >= min(self._credit_batch, IDLE_CREDIT):
                self._return_credit()
        else:
            self._inbound.append(data)
            self._inbound_size += len(data)
            self._inbound_ready.set()
            self._woken()
        if self._on_first_frame is not None and (
            # A first frame larger than the window cannot arrive until someone reads: a
            # full window is as much as the peer can prove, and the reader is started.
            self.first_frame_received or self._inbound_size >= self._config.stream_window
        ):
            self._first_frame_decided(whole=True)
        return True

    def _note_first_header(self, data: bytes) -> None:
        """Keep the first frame's header (5 bytes at most) until its length is known."""
        header = self._first_header
        header += data[: FRAME_HEADER_SIZE - len(header)]
        if len(header) == FRAME_HEADER_SIZE:
            length = int.from_bytes(header[1:], "big")
            self._first_frame_end = FRAME_HEADER_SIZE + length
            header.clear()

    def deliver_end(self) -> None:
        """The peer ended its direction."""
        if self._scanner is not None and self._scanner.inside_frame and self._error is None:
            error = FramingError(
                TransportErrorCode.TRUNCATED_FRAME,
                "the peer ended its direction inside a frame",
                peer=self.peer.address,
                stream_id=self.stream_id,
            )
            logger.warning("%s: resetting the session: %s", self.session_id, error)
            self._driver.reset_stream(self.stream_id, str(error.code))
            self.fail(error)
            return
        self._received_end = True
        self._inbound_ready.set()
        if self._on_first_frame is not None:  # ended before its first byte (else, inside a frame)
            self._first_frame_decided(whole=False)
        self._woken()

    @property
    def received_end(self) -> bool:
        """Whether the peer has ended its direction (what it sent may still be unread)."""
        return self._received_end

    def stop_sending(self) -> None:
        """The peer asked this side to stop sending (RST_STREAM NO_ERROR after its end).

        What is queued is dropped and later sends fail; what arrived stays readable.
        """
        self.end_requested = self.ended = True
        self.outbound.clear()
        self._writable.set()
        self._drained.set()

    def fail(self, error: TransportError) -> None:
        """The session ended with `error`: every waiter raises it."""
        if self._error is not None:
            return
        self._error = again(error)  # kept without the frames of wherever `error` is raised
        self._on_first_frame = None  # a session that failed first is never started
        # What arrived and will never be read still counts against the
        # connection's window: release it.
        self._return_credit(self._inbound_size)
        self.outbound.clear()
        self._inbound_ready.set()
        self._writable.set()
        self._drained.set()
        self._woken()

    def take_outbound(self, limit: int) -> bytes:
        """Up to `limit` queued bytes, removed from the queue."""
        chunk = bytes(self.outbound[:limit])
        del self.outbound[:limit]
        self._progress += 1
        self._taken_at = time.monotonic()
        if len(self.outbound) <= self._config.max_send_buffer:
            self._writable.set()
        return chunk

    def outbound_drained(self) -> None:
        """Everything queued has been written (and the end, if asked for)."""
        if not self.outbound and (self.ended or not self.end_requested):
            self._drained.set()
