"""The QUIC connection under HTTP/3 sessions: what aioquic leaves to its user at the QUIC level.

aioquic raises a stream's credit (MAX_STREAM_DATA) as data *arrives*;
`CreditedQuicConnection` grants it as the application *reads* (the driver
says how much, stream by stream), so a slow reader stops the sender instead
of growing a buffer, and it keeps every frame about a stream still beyond
the peer's MAX_STREAMS off the wire; its raises ride with the packets that
go anyway, and its congestion controller (`ValidatedReno`) grows its window
only while the window is in use; it is a `ChargedQuicConnection`
(`l7_transport.h3frames`: QUIC frames that carry nothing drawn from the
HTTP/3 budgets).
`quic_configuration` holds the QUIC settings both sides start from;
`unacknowledged` says whether a closing side still waits for the peer to
acknowledge what it wrote.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, cast

from aioquic import tls
from aioquic.buffer import Buffer  # type: ignore[attr-defined]
from aioquic.h3.connection import H3_ALPN
from aioquic.quic.configuration import QuicConfiguration
from aioquic.quic.congestion.base import QuicCongestionControl
from aioquic.quic.congestion.reno import RenoCongestionControl
from aioquic.quic.connection import QuicConnection
from aioquic.quic.packet import QuicFrameType
from aioquic.quic.packet_builder import QuicPacketBuilder, QuicSentPacket
from aioquic.quic.stream import QuicStream

from l7_transport.config import TransportConfig
from l7_transport.h3frames import ChargedQuicConnection, charge_frames

HEADER_SLACK = 1024
"""Frame headers and QPACK instructions around a header block (credit beyond the header limit)."""
_MAX_STREAM_DATA_FRAME_CAPACITY = 1 + 8 + 8  # frame type, stream id, limit (varints)
_LARGEST_DATAGRAM = 65_535
_STARVING = 4
"""Datagrams of room below which a peer's due grant goes alone, at once."""


def _aioquics_credit(stream: QuicStream) -> int | None:  # noqa: ARG001 - as `ioa_credit`
    """A released connection's credit: aioquic's own policy for every stream."""
    return None


_ROOM_FOR_A_FRAME = 32
"""Bytes a packet must have left for a stream frame to be tried in it (`_write_stream_frame`)."""


def _has_writing(stream: QuicStream) -> bool:
    """Whether aioquic's packet loop has something to do for `stream` (`_write_application`)."""
    return (
        not stream.sender.buffer_is_empty
        or stream.sender.reset_pending
        or stream.receiver.stop_pending
        or stream.is_finished
    )


class CreditedQuicConnection(ChargedQuicConnection):
    """A QUIC connection whose request streams get credit as the application reads.

    The driver sets `ioa_credit`, which returns the credit limit a stream
    should have (None for streams it does not manage: control and QPACK
    streams keep aioquic's own policy), and `ioa_charge` (`l7_transport.h3frames`).
    """

    ioa_credit: Callable[[QuicStream], int | None]
    ioa_riding: bool
    """Whether the packets being built carry data or an ACK (a due grant may ride)."""
    ioa_settled: dict[int, int]
    """Streams whose credit was decided and cannot have changed since, with the highest
    offset received then: aioquic visits every stream for every packet it builds, and
    recomputing each one's credit there was a third of HTTP/3's CPU with 64 sessions
    open. The driver calls `credit_may_change` whenever what `ioa_credit` reads changes
    (data arrived on the stream, the application read, a channel came or went); data
    that arrives out of order raises no event, but moves the highest offset."""

    def release(self) -> None:
        """The connection is over: its credit no longer asks the driver.

        `ioa_credit` is bound to the driver, which holds this connection: a reference
        cycle that would leave the driver, its sessions and its tables to the cyclic
        collector. (aioquic's own connection still refers to itself: its loss recovery,
        frame handlers, TLS and crypto callbacks are its bound methods. Those cycles hold
        only the QUIC connection, and are aioquic's.) A stream's credit is aioquic's own
        again.
        """
        self.ioa_credit = _aioquics_credit
        self.ioa_charge = None
        self.ioa_acked_in = None
        self.ioa_streams_in = (None, set())
        self.ioa_out_of_order.started = self.ioa_out_of_order.refused = None

    def credit_may_change(self, stream_id: int) -> None:
        """Recompute `stream_id`'s credit when the next packet is built."""
        self.ioa_settled.pop(stream_id, None)

    def datagrams_to_send(self, now: float) -> list[tuple[bytes, Any]]:
        """The datagrams to send; a delayed ACK rides with the last data of a flight.

        aioquic delays an ACK (`ack_at`, 1 ms on) and writes it only once that time
        has come, so an answer written at once goes without it and a packet holding
        the ACK alone follows: four datagrams per request and answer where two carry
        everything. When what the streams can send now (flow control and the pacer
        allowing) fits in one datagram (an answer, a request: the flight ends with
        it), the ACK goes in it. A stream sending more keeps aioquic's delay, as its
        later packets carry the ACK; an answer of several datagrams still sends its
        ACK alone afterwards. Sending an ACK early is always allowed (RFC 9000 13.2.1).
        """
        space = self._spaces.get(tls.Epoch.ONE_RTT)
        sendable = self._sendable_bytes()
        if (
            space is not None
            and space.ack_at is not None
            and space.ack_at > now
            and self._cryptos[tls.Epoch.ONE_RTT].send.is_valid()
            and 0 < sendable <= self._max_datagram_size
            and self._loss._pacer.next_send_time(now=now) is None  # noqa: SLF001
        ):
            space.ack_at = now
        # Whether the packets built now carry data or an ACK anyway: a grant may ride.
        self.ioa_riding = sendable > 0 or (
            space is not None and space.ack_at is not None and space.ack_at <= now
        )
        return super().datagrams_to_send(now)

    def _write_application(
        self,
        builder: QuicPacketBuilder,
        network_path: Any,  # noqa: ANN401 - aioquic's QuicNetworkPath
        now: float,
    ) -> None:
        """aioquic's, shown only the streams that have something to write.

        For every packet it builds, aioquic visits every stream of its queue: with 64
        sessions open and four answers to a packet, each answer cost sixteen visits
        (`_write_stream_frame` with no room left), the largest share of HTTP/3's CPU.
        The streams with nothing to write (no data, FIN, reset, STOP_SENDING, not
        finished: what the loop acts on) wait outside the queue while it runs, and
        go back at its head (aioquic would leave them among the streams it did not
        serve; they have nothing to send, so no stream waits longer for it); the
        streams with something to write keep aioquic's order, the served ones last.
        """
        busy: list[QuicStream] = []
        idle: list[QuicStream] = []
        for stream in self._streams_queue:
            (busy if _has_writing(stream) else idle).append(stream)
        if not idle:
            super()._write_application(builder, network_path, now)
            return
        self._streams_queue = busy
        try:
            super()._write_application(builder, network_path, now)
        finally:
            self._streams_queue = idle + self._streams_queue

    def _write_stream_frame(
        self,
        builder: QuicPacketBuilder,
        space: Any,  # noqa: ANN401 - aioquic's private QuicPacketSpace
        stream: QuicStream,
        max_offset: int,
    ) -> int:
        # aioquic asks every stream with data for a frame for each packet it builds,
        # also once the packet is full: there, answer at once. A FIN alone needs only
        # its header (5-19 bytes): aioquic is asked, as it fits where data would not.
        if builder.remaining_flight_space < _ROOM_FOR_A_FRAME and not stream.sender._pending_eof:  # noqa: SLF001
            return 0
        return super()._write_stream_frame(builder, space, stream, max_offset)

    def _sendable_bytes(self) -> int:
        """Bytes the streams may send now (their queues within both flow-control limits).

        A FIN alone counts one; the count stops once it passes a datagram's worth. Data
        the peer's credit holds back is not counted: it goes in no packet now.
        """
        room = self._remote_max_data - self._remote_max_data_used
        sendable = 0
        for stream in self._streams_queue:
            sender = stream.sender
            if stream.is_blocked or sender.buffer_is_empty:
                continue
            limit = min(stream.max_stream_data_remote, sender.highest_offset + room)
            pending = sender._pending  # noqa: SLF001 - ranges still to send, oldest first
            for queued in pending:
                if queued.start >= limit:
                    break
                sendable += min(queued.stop, limit) - queued.start
            if len(pending):  # new bytes spend the connection's credit the next stream shares
                room -= max(0, min(limit, pending.bounds().stop) - sender.highest_offset)
            if not len(pending) and sender._pending_eof:  # noqa: SLF001 - the FIN alone
                sendable += 1
            if sendable > self._max_datagram_size:
                break
        return sendable

    # A stream beyond the peer's MAX_STREAMS is "blocked": aioquic holds its
    # data back, but still writes RESET_STREAM and STOP_SENDING for it at once,
    # and a peer that has not freed a slot yet closes the whole connection
    # (STREAM_LIMIT_ERROR). So nothing about a blocked stream goes on the wire:
    # its reset waits, pending, until MAX_STREAMS lets the stream exist.

    def _write_reset_stream_frame(self, builder: QuicPacketBuilder, stream: QuicStream) -> None:
        if not stream.is_blocked:
            super()._write_reset_stream_frame(builder, stream)

    def _write_stop_sending_frame(self, builder: QuicPacketBuilder, stream: QuicStream) -> None:
        if not stream.is_blocked:
            super()._write_stop_sending_frame(builder, stream)

    def _write_stream_limits(
        self,
        builder: QuicPacketBuilder,
        space: Any,  # noqa: ANN401 - aioquic's private QuicPacketSpace
        stream: QuicStream,
    ) -> None:
        if stream.is_blocked:
            return
        stream_id = stream.stream_id
        if (
            stream_id is not None
            and self.ioa_settled.get(stream_id) == stream.receiver.highest_offset
            and stream.max_stream_data_local_sent == stream.max_stream_data_local
        ):
            return  # (a lost MAX_STREAM_DATA resets what was sent: it is written again)
        limit = self.ioa_credit(stream)
        if limit is None or not stream.max_stream_data_local:
            super()._write_stream_limits(builder, space, stream)
            self._settle(stream)
            return
        grant = self._grant_now(stream, limit)
        if grant is None:
            return  # due, and waits for a packet that goes anyway: not settled
        if not grant:
            self._settle(stream)  # data arriving makes it due, and says so
            return
        stream.max_stream_data_local = max(stream.max_stream_data_local, limit)
        if stream.max_stream_data_local_sent == stream.max_stream_data_local:
            self._settle(stream)
            return
        buf: Buffer = builder.start_frame(
            QuicFrameType.MAX_STREAM_DATA,
            capacity=_MAX_STREAM_DATA_FRAME_CAPACITY,
            handler=self._on_max_stream_data_delivery,
            handler_args=(stream,),
        )
        buf.push_uint_var(stream.stream_id or 0)
        buf.push_uint_var(stream.max_stream_data_local)
        stream.max_stream_data_local_sent = stream.max_stream_data_local
        self._settle(stream)

    def _grant_now(self, stream: QuicStream, limit: int) -> bool | None:
        """Whether raising `stream`'s credit to `limit` goes in this packet.

        True: it goes (a grant lost on the way, or a peer down to a few datagrams
        of room). None: due, once the peer has used half of the room the new limit
        would give (RFC 9000 4.2; aioquic's own policy), but it goes only in a
        packet that carries data or an ACK anyway, which data arriving soon
        brings. False: not due, or of no use (the peer's end has come: it sends
        nothing more). A grant sent at every read was a datagram of its own
        whenever the reader answered later (two of a request's six).
        """
        if stream.receiver._final_size is not None:  # noqa: SLF001 - RFC 9000 4.5
            return False
        received = stream.receiver.highest_offset
        sent = stream.max_stream_data_local_sent
        if sent < stream.max_stream_data_local:
            return True  # what was granted before and lost goes again at once
        room, new_room = sent - received, limit - received
        if limit <= sent or 2 * room >= new_room:
            return False
        if room < _STARVING * self._max_datagram_size or self.ioa_riding:
            return True
        return None

    def _settle(self, stream: QuicStream) -> None:
        stream_id = stream.stream_id
        if stream_id is None:
            return
        settled = self.ioa_settled
        settled[stream_id] = stream.receiver.highest_offset
        if len(settled) > 2 * len(self._streams) + 64:  # aioquic drops finished streams
            for gone in [known for known in settled if known not in self._streams]:
                del settled[gone]


class ValidatedReno(RenoCongestionControl):
    """aioquic's New Reno, whose window grows only while it is in use (RFC 9002 7.8).

    aioquic grows the window on every ACK, also while the sender is held back
    by the peer's flow control: on that path slow start never ended, the
    window reached megabytes, and the next burst of many streams overran the
    receiver's socket buffer. Here an ACK grows it only if at least half of
    the window was in flight when the ACKs came: the flight is counted at the
    first ACK after a send, and every ACK until the next send reads that count
    (those of one frame, or of a batch of datagrams read before anything is
    sent, whatever the clock says between them).
    """

    _ioa_flight: int | None = None

    def on_packet_sent(self, *, packet: QuicSentPacket) -> None:
        """Count `packet` into the flight; the next ACK counts the flight anew."""
        self._ioa_flight = None
        super().on_packet_sent(packet=packet)

    def on_packet_acked(self, *, now: float, packet: QuicSentPacket) -> None:
        """Count `packet` out of the flight; grow the window if it was in use."""
        if self._ioa_flight is None:
            self._ioa_flight = self.bytes_in_flight
        if 2 * self._ioa_flight < self.congestion_window:
            self.bytes_in_flight -= packet.sent_bytes
            return
        super().on_packet_acked(now=now, packet=packet)


def validate_window(cc: QuicCongestionControl) -> None:
    """Make aioquic's New Reno `cc` a `ValidatedReno` (another controller is left alone)."""
    if type(cc) is RenoCongestionControl:
        cc.__class__ = ValidatedReno


def credited(
    quic: QuicConnection, credit: Callable[[QuicStream], int | None]
) -> CreditedQuicConnection:
    """`quic`, made a `CreditedQuicConnection` (same layout, the credit methods changed)."""
    quic.__class__ = CreditedQuicConnection
    made = cast("CreditedQuicConnection", quic)
    made.ioa_credit = credit
    made.ioa_settled = {}
    made.ioa_riding = False
    charge_frames(made)
    validate_window(made._loss._cc)  # noqa: SLF001
    return made


READ_BATCH: Final = 64
"""Datagrams read at once from a UDP socket when one arrives (see `read_waiting`)."""


def read_waiting(
    transport: asyncio.BaseTransport | None,
    handle: Callable[[bytes, Any], None],
    limit: int = READ_BATCH,
) -> None:
    """Hand `handle` the datagrams already waiting on the transport's socket, up to `limit`.

    asyncio's datagram transport reads one datagram per turn of the loop; read this
    way, a burst is all fed to QUIC before anything is sent back, and its answers
    share packets. asyncio's transport hands out its socket wrapped
    (`asyncio.trsock.TransportSocket`, which has no `recvfrom`): the socket inside
    is read. Nothing for any other transport (uvloop's reads on its own).
    """
    sock = transport.get_extra_info("socket") if transport is not None else None
    sock = getattr(sock, "_sock", sock)  # asyncio's TransportSocket: the socket it wraps
    if not isinstance(sock, socket.socket):
        return
    for _ in range(limit):
        try:
            data, addr = sock.recvfrom(_LARGEST_DATAGRAM)
        except OSError:  # nothing waiting (EAGAIN), or the socket is gone
            return
        handle(data, addr)


def quic_configuration(  # noqa: PLR0913 - all keyword-only
    *,
    is_client: bool,
    config: TransportConfig,
    certificate: str | Path | None = None,
    private_key: str | Path | None = None,
    ca: str | Path | None = None,
    server_name: str | None = None,
) -> QuicConfiguration:
    """A QUIC configuration with ALPN `h3`, the transport's windows and idle timeout."""
    configuration = QuicConfiguration(
        is_client=is_client,
        alpn_protocols=H3_ALPN,
        # Until a stream's headers are in, it may carry a header block, no
        # more; a session or message then gets its full window at once.
        max_stream_data=config.max_header_list_size + HEADER_SLACK,
        max_data=max(config.connection_window, config.max_streams_window),
        idle_timeout=config.keepalive_interval + config.keepalive_timeout,
        server_name=server_name,
        max_datagram_size=config.quic_datagram_size,
    )
    if certificate is not None:
        configuration.load_cert_chain(str(certificate), str(private_key) if private_key else None)
    if ca is not None:
        configuration.load_verify_locations(str(ca))
    return configuration


def is_client_request_stream(stream_id: int) -> bool:
    """True for a client-initiated bidirectional stream (a request)."""
    return stream_id % 4 == 0


def unacknowledged(quic: QuicConnection, written: dict[int, int] | None = None) -> bool:
    """Whether a request stream awaits the peer's acknowledgement of what this side wrote.

    Its FIN written and not acknowledged, or bytes up to `written[stream]` (the offset
    a close began at; None: all it has written) not acknowledged. Streams this side reset
    are not waited for: nothing on them is to be delivered.
    """
    for stream_id, stream in quic._streams.items():  # noqa: SLF001
        sender = stream.sender
        if (
            not is_client_request_stream(stream_id)
            or sender.is_finished
            or sender._reset_error_code is not None  # noqa: SLF001
        ):
            continue
        if sender._buffer_fin is not None:  # noqa: SLF001 - the FIN is written, not acknowledged
            return True
        upto = sender._buffer_stop if written is None else written.get(stream_id, 0)  # noqa: SLF001
        if sender._buffer_start < upto:  # noqa: SLF001
            return True
    return False
