"""QUIC frames that carry nothing, counted: what aioquic handles without limit.

aioquic handles any number of PING, *_BLOCKED, PATH_CHALLENGE and MAX_* frames, and of
STREAM, CRYPTO and RESET_STREAM frames that bring nothing new, and a datagram holds
hundreds of them: such a datagram cost a server 17-37x the CPU of an ordinary small one.
`ChargedQuicConnection` routes those frame types through one handler that reports each
(`_CONTENT_FREE` says when) to `ioa_charge`, which the HTTP/3 driver points at its
guard's frame budget once the handshake is done (`GuardedH3Connection.charge_quic_frame`)
and, until then, at a `FramesBeforeHandshake`. The same handler bounds what STREAM and
CRYPTO frames make aioquic hold out of order (`l7_transport.h3reorder`), before it does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NoReturn

from aioquic.buffer import Buffer, BufferReadError  # type: ignore[attr-defined]
from aioquic.h3.connection import ErrorCode
from aioquic.quic.connection import END_STATES, QuicConnection, QuicConnectionError
from aioquic.quic.packet import QuicErrorCode, QuicFrameType
from aioquic.quic.stream import QuicStream, StreamFinishedError

from l7_transport.budgets import TokenBucket
from l7_transport.h3reorder import (
    CRYPTO_AHEAD,
    CRYPTO_AHEAD_CLIENT,
    Arrival,
    OutOfOrder,
    Refused,
    arrival,
    check_crypto,
    let_go,
    stop_receiving,
)


class ChargedQuicConnection(QuicConnection):
    """aioquic's QUIC connection with its frames that carry nothing reported (`charge_frames`).

    Its STREAM and CRYPTO frames are bounded first (`l7_transport.h3reorder`: what aioquic
    holds out of order), and a stream it stops holds nothing more.
    """

    ioa_charge: Callable[..., None] | None
    """Called with a frame's name (and how many tokens, 1 by default) for every frame
    received that carries nothing (None: not counted, once released); it must not raise
    (it closes)."""
    ioa_handlers: dict[int, Callable[[Any, int, Buffer], None]]
    """aioquic's own handlers of the frames `ioa_charge` counts, by frame type."""
    ioa_acked_in: object
    """The packet (aioquic's receive context) whose ACK frame was read last."""
    ioa_streams_in: tuple[object, set[int]]
    """The packet whose STREAM frames are being read, and the streams they were for."""
    ioa_out_of_order: OutOfOrder
    """What the streams hold out of order, against the connection's budget (the driver's)."""

    def stop_stream(self, stream_id: int, error_code: int) -> None:
        """Ask the peer to stop (aioquic's); what the stream holds goes, and all that comes later.

        Nobody reads a stopped stream: aioquic kept buffering it until the peer's
        RESET_STREAM, which a hostile peer never sends (its gaps stayed allocated).
        """
        super().stop_stream(stream_id, error_code)
        stream = self._streams.get(stream_id)
        if stream is not None:
            stop_receiving(stream.receiver)
            self.ioa_out_of_order.hold(stream_id, 0, 0)

    def _content_free(self, context: Any, frame_type: int, buf: Buffer) -> None:  # noqa: ANN401 - aioquic's QuicReceiveContext
        """A frame `ioa_charge` counts: aioquic's handler, charged unless it moved something."""
        handler = self.ioa_handlers[frame_type]
        if frame_type in _CARRYING:
            self._take_data(handler, context, frame_type, buf)
            return
        charge = self.ioa_charge
        key = self._key_of(frame_type, buf)
        if charge is None:
            handler(context, frame_type, buf)
        elif frame_type in _ACKS:
            self._charge_ack(charge, context, buf)
            handler(context, frame_type, buf)
        else:
            before = self._state_of(frame_type, key)
            try:
                handler(context, frame_type, buf)
            except StreamFinishedError:  # a frame for a stream aioquic has forgotten: ignored
                charge(_CONTENT_FREE[frame_type])
                raise
            if before is _ALWAYS or before == self._state_of(frame_type, key):
                charge(_CONTENT_FREE[frame_type])
        if frame_type == QuicFrameType.RESET_STREAM and key is not None:
            self._let_go_if_finished(key)

    def _take_data(
        self,
        handler: Callable[[Any, int, Buffer], None],
        context: Any,  # noqa: ANN401 - aioquic's QuicReceiveContext
        frame_type: int,
        buf: Buffer,
    ) -> None:
        """A STREAM or CRYPTO frame: bounded before aioquic holds any of it, then handled.

        Charged if it brought nothing new. Past a bound, the connection is closed.
        """
        fields = _data_fields(frame_type, buf)
        if fields is None:  # cut short: aioquic's handler says so (FRAME_ENCODING_ERROR)
            handler(context, frame_type, buf)
            return
        stream_id, start, stop, _ = fields
        charge = self.ioa_charge
        try:
            if frame_type == QuicFrameType.CRYPTO:
                crypto = self._crypto_streams.get(context.epoch)
                ahead = CRYPTO_AHEAD_CLIENT if self._is_client else CRYPTO_AHEAD
                new = crypto is None or check_crypto(crypto.receiver, start, stop, ahead)
                handler(context, frame_type, buf)
            else:
                if charge is not None:
                    self._charge_cut(charge, context, stream_id)
                new = self._take_stream_data(handler, context, frame_type, buf, fields)
        except Refused as refusal:
            self._refuse(frame_type, str(refusal))
        if not new and charge is not None:
            charge(_CONTENT_FREE[frame_type])

    def _charge_cut(self, charge: Callable[..., None], context: Any, stream_id: int) -> None:  # noqa: ANN401 - aioquic's QuicReceiveContext
        """Charge a stream's second frame in one packet (and more): its data cut small.

        aioquic writes one frame a stream a packet; each costs a handler call however
        little it holds.
        """
        if self.ioa_streams_in[0] is not context:
            self.ioa_streams_in = (context, set())
        seen = self.ioa_streams_in[1]
        if stream_id in seen:
            charge("STREAM")
        seen.add(stream_id)

    def _take_stream_data(
        self,
        handler: Callable[[Any, int, Buffer], None],
        context: Any,  # noqa: ANN401 - aioquic's QuicReceiveContext
        frame_type: int,
        buf: Buffer,
        fields: tuple[int, int, int, bool],
    ) -> bool:
        """A STREAM frame, checked against `ioa_out_of_order`; whether it brought anything."""
        stream_id, start, stop, fin = fields
        stream = self._streams.get(stream_id)
        account = self.ioa_out_of_order
        arrived: Arrival | None = None
        if stream is not None:
            if stop <= stream.max_stream_data_local:  # (else aioquic's FLOW_CONTROL_ERROR)
                gap = account.gap_of(stream_id)
                arrived = arrival(stream.receiver, start, stop, fin=fin, gap=gap)
        elif not self._stream_is_discarded(stream_id) and stop <= self._opening_credit(stream_id):
            arrived = arrival(None, start, stop, fin=fin, gap=0)
        if arrived is not None and arrived.gap is not None:
            account.check(stream_id, arrived.held, arrived.gap)
        try:
            handler(context, frame_type, buf)
        except StreamFinishedError:  # a frame for a stream aioquic has forgotten: ignored
            if self.ioa_charge is not None:
                self.ioa_charge("STREAM")
            raise
        if arrived is None:
            return True  # (aioquic raised, or will have)
        if arrived.gap is not None:
            stream = self._streams.get(stream_id)
            if stream is not None:
                account.hold(stream_id, len(stream.receiver._buffer), arrived.gap)  # noqa: SLF001
        return arrived.new

    def _opening_credit(self, stream_id: int) -> int:
        """The credit a stream the peer opens starts with (aioquic's `_get_or_create_stream`)."""
        if stream_id & 2:
            return self._local_max_stream_data_uni
        return self._local_max_stream_data_bidi_remote

    def _refuse(self, frame_type: int, reason: str) -> NoReturn:
        """Close the connection for a frame out of order past a bound; aioquic reads no more.

        CRYPTO: CRYPTO_BUFFER_EXCEEDED, aioquic's own code for crypto data it will not
        buffer (a transport close, which Initial packets carry). STREAM: H3_EXCESSIVE_LOAD,
        as HTTP/3's other budgets.
        """
        account = self.ioa_out_of_order
        refused, account.refused = account.refused, None
        if refused is not None:
            refused(reason)
        code: int
        if frame_type == QuicFrameType.CRYPTO:
            code = QuicErrorCode.CRYPTO_BUFFER_EXCEEDED
        else:
            code = ErrorCode.H3_EXCESSIVE_LOAD
            self.close(error_code=code, reason_phrase=reason)  # an application close
        # aioquic closes (if not closed already, as above) and reads no more of the datagram
        raise QuicConnectionError(error_code=code, frame_type=frame_type, reason_phrase=reason)

    def _let_go_if_finished(self, stream_id: int) -> None:
        """A stream reset by the peer: aioquic reads nothing more of it, but kept its buffer."""
        stream = self._streams.get(stream_id)
        if stream is not None and stream.receiver.is_finished:
            let_go(stream.receiver)
            self.ioa_out_of_order.hold(stream_id, 0, 0)

    def _charge_ack(self, charge: Callable[..., None], context: Any, buf: Buffer) -> None:  # noqa: ANN401 - aioquic's QuicReceiveContext
        """One ACK frame a packet is what a peer sends; more, or many ranges, are charged."""
        if self.ioa_acked_in is context:
            charge("ACK")
        self.ioa_acked_in = context
        at = buf.tell()
        buf.pull_uint_var()  # largest acknowledged
        buf.pull_uint_var()  # delay
        ranges = buf.pull_uint_var()
        buf.seek(at)
        if ranges > ACK_RANGES_FREE:
            charge("ACK ranges", min(ranges, _ACK_RANGES_MAX) - ACK_RANGES_FREE)

    @staticmethod
    def _key_of(frame_type: int, buf: Buffer) -> int | None:
        """A stream frame's stream id, read where its fields start without moving `buf`."""
        if frame_type not in _BY_STREAM:
            return None
        at = buf.tell()
        stream_id: int = buf.pull_uint_var()
        buf.seek(at)
        return stream_id

    def _state_of(self, frame_type: int, key: int | None) -> object:
        """What a frame of `frame_type` may change (compared before and after its handler).

        `_ALWAYS` for the frames that change nothing; a stream's receiving state (a
        reset changes it); a MAX_*'s limit.
        """
        limit = _LIMITS.get(frame_type)
        if limit is not None:
            return getattr(self, limit)
        of_connection = _CONNECTION_STATE.get(frame_type)
        if of_connection is not None:
            return of_connection(self)
        if frame_type not in _BY_STREAM:
            return _ALWAYS
        stream = self._streams.get(key) if key is not None else None
        if frame_type == QuicFrameType.MAX_STREAM_DATA:
            return -1 if stream is None else stream.max_stream_data_remote
        return None if stream is None else _received(stream)


def charge_frames(made: ChargedQuicConnection) -> None:
    """Route `made`'s frames of the kinds `_CONTENT_FREE` names through `_content_free`.

    aioquic dispatches frames through a table of bound handlers made in `__init__`.
    """
    made.ioa_charge = None
    made.ioa_acked_in = None
    made.ioa_streams_in = (None, set())
    made.ioa_out_of_order = OutOfOrder()
    if getattr(made, "ioa_handlers", None):
        return  # routed already (a copy of a routed connection): its handlers are aioquic's
    table = made._QuicConnection__frame_handlers  # type: ignore[attr-defined]  # noqa: SLF001
    made.ioa_handlers = {}
    for frame_type in _CONTENT_FREE:
        handler, epochs = table[frame_type]
        made.ioa_handlers[frame_type] = handler
        table[frame_type] = (made._content_free, epochs)  # noqa: SLF001


class FramesBeforeHandshake:
    """`ioa_charge` until HTTP/3's guard takes the frames over: a budget of its own.

    A handshake under way may be sent datagrams packed with frames that carry nothing
    too (PINGs in Initial or Handshake packets). Past the budget the connection is
    refused: CONNECTION_REFUSED, a transport close the peer's Initial and Handshake
    packets can read, and `refused` is told why once. Called from inside aioquic's
    reading of a packet: it closes and never raises.
    """

    __slots__ = ("_budget", "_clock", "_quic", "_refused")

    def __init__(
        self,
        quic: QuicConnection,
        budget: TokenBucket,
        clock: Callable[[], float],
        refused: Callable[[str], None],
    ) -> None:
        self._quic = quic
        self._budget = budget
        self._clock = clock
        self._refused: Callable[[str], None] | None = refused

    def __call__(self, what: str, count: int = 1) -> None:
        """A frame that carries nothing (`count` tokens)."""
        if self._quic._state in END_STATES or self._budget.take(self._clock(), count):  # noqa: SLF001
            return
        reason = f"too many frames without content before the handshake (QUIC {what})"
        refused, self._refused = self._refused, None
        if refused is not None:
            refused(reason)
        self._quic.close(
            error_code=QuicErrorCode.CONNECTION_REFUSED,
            frame_type=QuicFrameType.PADDING,
            reason_phrase=reason,
        )


_CONTENT_FREE: Final[dict[int, str]] = {
    QuicFrameType.PING: "PING",
    QuicFrameType.ACK: "ACK",
    QuicFrameType.ACK_ECN: "ACK",
    QuicFrameType.RESET_STREAM: "RESET_STREAM",
    QuicFrameType.CRYPTO: "CRYPTO",
    **dict.fromkeys(range(QuicFrameType.STREAM_BASE, QuicFrameType.STREAM_BASE + 8), "STREAM"),
    QuicFrameType.MAX_DATA: "MAX_DATA",
    QuicFrameType.MAX_STREAM_DATA: "MAX_STREAM_DATA",
    QuicFrameType.MAX_STREAMS_BIDI: "MAX_STREAMS",
    QuicFrameType.MAX_STREAMS_UNI: "MAX_STREAMS",
    QuicFrameType.DATA_BLOCKED: "DATA_BLOCKED",
    QuicFrameType.STREAM_DATA_BLOCKED: "STREAM_DATA_BLOCKED",
    QuicFrameType.STREAMS_BLOCKED_BIDI: "STREAMS_BLOCKED",
    QuicFrameType.STREAMS_BLOCKED_UNI: "STREAMS_BLOCKED",
    QuicFrameType.PATH_CHALLENGE: "PATH_CHALLENGE",
    QuicFrameType.PATH_RESPONSE: "PATH_RESPONSE",
    QuicFrameType.NEW_CONNECTION_ID: "NEW_CONNECTION_ID",
    QuicFrameType.RETIRE_CONNECTION_ID: "RETIRE_CONNECTION_ID",
    QuicFrameType.STOP_SENDING: "STOP_SENDING",
}
"""QUIC frames `ioa_charge` counts when they carry nothing: always (PING, *_BLOCKED,
PATH_*), when they change nothing (a STREAM, CRYPTO or RESET_STREAM with no new data, FIN
or reset: empty, or all of it received before; a MAX_* that raises no limit; a
NEW_CONNECTION_ID repeated), or past the
first of a packet (ACK). Each costs a handler call, and a datagram holds hundreds: a
datagram of empty STREAM frames cost aioquic ~730 us of CPU, one of PINGs ~340."""
_ACKS: Final = frozenset({QuicFrameType.ACK, QuicFrameType.ACK_ECN})
_CARRYING: Final = frozenset(
    {QuicFrameType.CRYPTO, *range(QuicFrameType.STREAM_BASE, QuicFrameType.STREAM_BASE + 8)}
)
"""The frames that carry data: bounded (`l7_transport.h3reorder`) before aioquic holds it."""
ACK_RANGES_FREE: Final = 32
"""Ranges an ACK frame may list uncharged; each one more draws a token (a frame of 440
ranges cost aioquic ~210 us)."""
_ACK_RANGES_MAX: Final = 4096
"""The most tokens one ACK frame draws (its ranges must fit a datagram anyway)."""
_STREAMS: Final = frozenset(range(QuicFrameType.STREAM_BASE, QuicFrameType.STREAM_BASE + 8))
_BY_STREAM: Final = frozenset(
    {
        QuicFrameType.RESET_STREAM,
        QuicFrameType.STOP_SENDING,
        QuicFrameType.MAX_STREAM_DATA,
        *range(QuicFrameType.STREAM_BASE, QuicFrameType.STREAM_BASE + 8),
    }
)
"""The counted frames whose first field is a stream id."""
_LIMITS: Final[dict[int, str]] = {
    QuicFrameType.MAX_DATA: "_remote_max_data",
    QuicFrameType.MAX_STREAMS_BIDI: "_remote_max_streams_bidi",
    QuicFrameType.MAX_STREAMS_UNI: "_remote_max_streams_uni",
}
"""The connection's limit each MAX_* frame may raise (aioquic's attributes)."""
_CONNECTION_STATE: Final[dict[int, Callable[[Any], object]]] = {
    QuicFrameType.NEW_CONNECTION_ID: lambda quic: (
        quic._peer_retire_prior_to,  # noqa: SLF001 - aioquic's
        frozenset(quic._peer_cid_sequence_numbers),  # noqa: SLF001
    ),
    QuicFrameType.RETIRE_CONNECTION_ID: lambda quic: tuple(
        cid.sequence_number
        for cid in quic._host_cids  # noqa: SLF001
    ),
    # never the same: HTTP/3's guard counts a STOP_SENDING by its event; one for a stream
    # aioquic has forgotten raises StreamFinishedError and no event (`_content_free`)
    QuicFrameType.STOP_SENDING: lambda _quic: object(),
}
"""What a frame about the connection's ids may change; a STOP_SENDING, nothing to compare."""
_ALWAYS: Final = object()
"""`_state_of` for a frame that changes nothing: always charged."""


def _received(stream: QuicStream) -> tuple[int, bool, int | None]:
    """A stream's receiving state as a RESET_STREAM changes it: O(1), no walk of its ranges."""
    receiver = stream.receiver
    return (
        receiver.highest_offset,
        receiver.is_finished,
        receiver._final_size,  # noqa: SLF001 - aioquic's
    )


def _data_fields(frame_type: int, buf: Buffer) -> tuple[int, int, int, bool] | None:
    """A STREAM or CRYPTO frame's stream id (-1: CRYPTO), start, stop and FIN.

    Read without moving `buf` (aioquic's layout, `_handle_stream_frame`); None if it is
    cut short.
    """
    at = buf.tell()
    try:
        if frame_type == QuicFrameType.CRYPTO:
            stream_id, fin = -1, False
            start = buf.pull_uint_var()
            length = buf.pull_uint_var()
        else:
            stream_id = buf.pull_uint_var()
            start = buf.pull_uint_var() if frame_type & 4 else 0
            length = buf.pull_uint_var() if frame_type & 2 else buf.capacity - buf.tell()
            fin = bool(frame_type & 1)
    except BufferReadError:
        return None
    finally:
        buf.seek(at)
    return stream_id, start, start + length, fin


__all__ = ["ACK_RANGES_FREE", "ChargedQuicConnection", "FramesBeforeHandshake", "charge_frames"]
