"""The drain of a server's HTTP/3 connection: its sessions finished, a GOAWAY, then the close.

`Http3ServerDrain` is mixed into `l7_transport.h3server.Http3ServerConnection`: a
shutdown says GOAWAY at once (the highest identifier: open nothing more, RFC 9114 5.2),
refuses new streams, lets the sessions in flight finish (handlers still running after the
grace are cancelled, and given `LAST_WORDS` for their `finally`), waits for what they wrote
to be acknowledged, resets what still sends, writes the last GOAWAY (aioquic has no API
for it: the frames go on the control stream) and closes. A connection whose handshake is
under way is refused at once (`refuse_handshake`).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Final

from aioquic.buffer import encode_uint_var
from aioquic.h3.connection import ErrorCode, FrameType
from aioquic.h3.connection import encode_frame as encode_h3_frame
from aioquic.quic.connection import END_STATES, QuicConnection
from aioquic.quic.packet import QuicErrorCode, QuicFrameType

from l7_transport.h3guard import GuardedH3Connection
from l7_transport.h3quic import unacknowledged
from l7_transport.serving import LAST_WORDS, HandlerTasks
from l7_transport.stream_channel import StreamChannel

HIGHEST_REQUEST_ID: Final = 2**62 - 4
"""The highest client-initiated bidirectional stream id: a shutdown's first GOAWAY names it."""
SHUTTING_DOWN: Final = "server shutting down"
"""The reason a closing server gives every connection it closes or refuses."""


class Http3ServerDrain:
    """A server connection's drain and refusal of its handshake (see the module docstring)."""

    # The connection's state it reads (set by `Http3Connection` and `Http3ServerConnection`).
    draining: bool
    handlers: HandlerTasks
    streams: dict[int, StreamChannel]
    http: GuardedH3Connection | None
    lost: asyncio.Event
    changed: asyncio.Event
    _quic: QuicConnection
    _loop: asyncio.AbstractEventLoop
    _close_logged: bool
    _highest_request: int

    if TYPE_CHECKING:  # the connection's own

        def transmit(self) -> None:
            """Write what aioquic has to send (aioquic's `QuicConnectionProtocol`)."""

        def _pump(self) -> None: ...

        def close(self, error_code: int = ..., reason_phrase: str = "") -> None:
            """Close the QUIC connection (`Http3ServerConnection.close`)."""

    def begin_drain(self) -> None:
        """Say the first GOAWAY and refuse new streams from now on (once; `drain` calls it)."""
        if self.draining:
            return
        self.draining = True
        self._send_goaway(HIGHEST_REQUEST_ID)  # RFC 9114 5.2: open no more; the rest go on

    async def drain(self, grace: float) -> None:
        """Refuse new streams, let the sessions in flight finish and be acknowledged, then close.

        Handlers still running after `grace` are cancelled, then given a
        moment (`LAST_WORDS` at most) to finish: their `finally` blocks may
        send a last frame (an L9 goodbye) and end their session. What every
        session wrote is then delivered (acknowledged by the peer) within
        what is left of the grace, `LAST_WORDS` at least, before the
        sessions still sending are reset, the GOAWAY goes and the
        connection closes.
        """
        self.begin_drain()
        deadline = self._loop.time() + grace
        await self.handlers.wind_down(grace)
        self._pump()
        # what they wrote has `LAST_WORDS` again, at least, to be acknowledged
        await self._until_delivered(max(deadline, self._loop.time() + LAST_WORDS))
        for channel in list(self.streams.values()):
            if not channel.ended:  # still sending: cut it; ended ones keep what they sent
                channel.abort(SHUTTING_DOWN)
        self._pump()
        self._send_goaway()
        self.close(ErrorCode.H3_NO_ERROR, SHUTTING_DOWN)

    def refuse_handshake(self, reason: str) -> bool:
        """Close at once a connection whose handshake is under way; False if it is past that.

        QUIC `CONNECTION_REFUSED` with `reason`: a transport close, which the Initial
        and Handshake packets a client can still read carry with its reason (an
        application close there says neither, RFC 9000 10.2.3). A connection closing
        or over already is left as it is (True: nothing more to tell).
        """
        if self.http is not None:
            return False
        if not self.lost.is_set() and self._quic._state not in END_STATES:  # noqa: SLF001
            self._close_logged = True  # this side's choice, no fault of the peer's
            self._quic.close(
                error_code=QuicErrorCode.CONNECTION_REFUSED,
                frame_type=QuicFrameType.PADDING,
                reason_phrase=reason,
            )
            self.transmit()
        return True

    async def _until_delivered(self, deadline: float) -> None:
        """Wait (until `deadline` at most) for what the sessions wrote to be acknowledged."""
        while self._loop.time() < deadline and not self.lost.is_set() and self._undelivered():
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), 0.05)

    def _undelivered(self) -> bool:
        """True while a session has bytes queued, or written (its end too) and unacknowledged.

        Streams this side reset are not waited for: nothing on them is to be delivered.
        """
        if any(channel.outbound for channel in self.streams.values()):
            return True
        return unacknowledged(self._quic)

    def _send_goaway(self, identifier: int | None = None) -> None:
        """Tell the client no request from `identifier` on is taken (aioquic cannot send it).

        None: the first request this side has not seen.
        """
        control = getattr(self.http, "_local_control_stream_id", None)
        if control is None:
            return
        if identifier is None:
            identifier = self._highest_request + 4
        payload = encode_uint_var(identifier)
        with contextlib.suppress(Exception):
            self._quic.send_stream_data(control, encode_h3_frame(FrameType.GOAWAY, payload))
        self.transmit()
