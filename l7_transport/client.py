"""What the HTTP/2 and HTTP/3 clients share: opening sessions and posting one-shot messages."""

from __future__ import annotations

import abc
import asyncio
from collections.abc import Callable
from typing import Protocol

from l7_transport.channel import Channel, PeerInfo
from l7_transport.config import CARD_PATH, MESSAGE_PATH, SESSION_PATH, TransportConfig
from l7_transport.exceptions import (
    ChannelClosed,
    MessageTooLarge,
    SessionRefused,
    TransportError,
    TransportErrorCode,
    again,
    outcome,
)
from l7_transport.serving import read_body
from l7_transport.stream_channel import StreamChannel


def refuse_unprocessed(
    streams: dict[int, StreamChannel],
    first: int,
    refuse: Callable[[int, TransportError], None],
    *,
    peer: str,
) -> None:
    """A GOAWAY said the server processes no stream from `first` on: refuse those unanswered.

    RFC 9113 6.8 and RFC 9114 5.2: such a stream was not processed, so it is refused
    (`SessionRefused`, `unprocessed`: a client may send it again elsewhere), not lost. A
    stream that already has its response was processed, whatever the GOAWAY says: it
    ends with the connection, as lost.
    """
    for stream_id in [stream_id for stream_id in streams if stream_id >= first]:
        channel = streams.get(stream_id)  # (refusing one may end another meanwhile)
        if channel is None or channel.status_known:
            continue
        refuse(
            stream_id,
            SessionRefused.not_processed(
                f"the server went away without processing stream {stream_id} (its GOAWAY"
                f" processes none from stream {first} on)",
                peer=peer,
                stream_id=stream_id,
            ),
        )


def going_away(goaway: str, *, peer: str) -> SessionRefused:
    """The refusal of a new stream on a connection whose server said GOAWAY (`goaway`).

    Never sent: unprocessed, so a pool may send it elsewhere (RFC 9113 6.8, RFC 9114 5.2).
    """
    return SessionRefused.not_processed(
        f"the server is going away ({goaway}): no new stream on this connection", peer=peer
    )


class ConnectionState(Protocol):
    """What a client reads of its driver's connection object."""

    peer: PeerInfo
    config: TransportConfig
    streams: dict[int, StreamChannel]
    responses: dict[int, asyncio.Future[int]]
    lost: asyncio.Event
    lost_reason: TransportError | None
    lost_sessions: list[str]

    def refusal(self) -> SessionRefused | None:
        """Why no new stream may open though the connection is up (a GOAWAY); else None."""
        ...


class StreamClient(abc.ABC):
    """A client connection that carries sessions and one-shot messages on its streams."""

    @property
    @abc.abstractmethod
    def _state(self) -> ConnectionState:
        """The driver's connection object."""

    @property
    def peer(self) -> PeerInfo:
        """The server."""
        return self._state.peer

    @property
    def config(self) -> TransportConfig:
        """The limits and timeouts in force."""
        return self._state.config

    @property
    def closed(self) -> bool:
        """True once the connection is gone, or going: it failed, or the server said GOAWAY.

        (Between a GOAWAY and the socket's end the connection takes no new session.)
        """
        state = self._state
        return state.lost.is_set() or state.lost_reason is not None

    @property
    @abc.abstractmethod
    def has_room(self) -> bool:
        """Whether a new session would open at once.

        The connection is up and below the server's limit of concurrent streams (a
        pool opens another connection when not).
        """

    @property
    def heard_from_server(self) -> bool:
        """Whether anything has arrived from the server yet.

        True where the driver cannot tell: a QUIC connection is up only once the server
        has answered.
        """
        return True

    @property
    def session_count(self) -> int:
        """Sessions open on this connection."""
        return len(self._state.streams)

    def sessions(self) -> list[str]:
        """The session ids open on this connection."""
        return [channel.session_id for channel in self._state.streams.values()]

    @property
    def lost_sessions(self) -> list[str]:
        """Once the connection is gone: the sessions that were open on it."""
        return list(self._state.lost_sessions)

    async def wait_lost(self) -> TransportError:
        """Wait until the connection is gone; return why."""
        await self._state.lost.wait()
        assert self._state.lost_reason is not None  # noqa: S101 - set before `lost`
        return self._state.lost_reason

    def _check_open(self) -> None:
        refusal = self._state.refusal()
        if refusal is not None:  # never sent: unprocessed (a pool sends it elsewhere)
            raise refusal
        if self.closed:
            state = self._state
            if state.lost_reason is not None:
                raise again(state.lost_reason)  # kept by the connection: raised as a copy
            raise ChannelClosed(
                TransportErrorCode.CLOSED, "the connection is closed", peer=state.peer.address
            )

    @abc.abstractmethod
    async def _open_stream(
        self, path: str, *, scan_frames: bool, method: str = "POST"
    ) -> tuple[StreamChannel, int, asyncio.Future[int]]:
        """Send a request's headers; return its channel, stream id and response-status future."""

    async def _await_status(
        self, channel: StreamChannel, stream_id: int, future: asyncio.Future[int]
    ) -> int:
        """The response status; the stream is aborted if it never comes or the wait is cancelled."""
        timeout = self.config.connect_timeout
        try:
            async with asyncio.timeout(timeout):
                # Its error raised as a copy: the future keeps its own, and the frames that
                # wait hold the future (`outcome`).
                return await outcome(future)
        except TimeoutError:
            channel.abort("no response")
            raise SessionRefused(
                TransportErrorCode.SESSION_REFUSED,
                f"no response to the request within {timeout}s",
                peer=self.peer.address,
                stream_id=stream_id,
            ) from None
        except BaseException:
            channel.abort("cancelled")
            raise
        finally:
            self._state.responses.pop(stream_id, None)

    async def open_session(self, path: str = SESSION_PATH, *, wait: bool = True) -> Channel:
        """Open a session stream; by default, wait until the server accepts it (its 200).

        `wait=False` returns the channel at once: its first frames leave with the
        request's headers instead of a round trip later, and a refusal (a status
        other than 200, a reset) fails the channel, raised by its next `receive`
        or `send` as `SessionRefused`. For a client whose first frame is answered
        at once (an L9 HELLO): the status comes with that answer.
        """
        channel, stream_id, future = await self._open_stream(path, scan_frames=True)
        if not wait:
            self._state.responses.pop(stream_id, None)
            future.cancel()  # the channel learns the status (StreamChannel.status_arrived)
            return channel
        status = await self._await_status(channel, stream_id, future)
        if status != 200:
            channel.abort(f"status {status}")
            raise SessionRefused.answered(
                status, "the session request", peer=self.peer.address, stream_id=stream_id
            )
        return channel

    async def get(self, path: str = CARD_PATH) -> bytes:
        """GET a published document (the agent card): its body.

        A status other than 200 raises `SessionRefused`.
        """
        channel, stream_id, future = await self._open_stream(path, scan_frames=False, method="GET")
        return await self._answer_of(channel, stream_id, future, f"GET {path}", None)

    async def message(self, payload: bytes, path: str = MESSAGE_PATH) -> bytes:
        """Post a one-shot message (one frame); return the answer's body (frames)."""
        limit = self.config.max_message_body
        if len(payload) > limit:
            raise MessageTooLarge(
                TransportErrorCode.MESSAGE_TOO_LARGE,
                f"a one-shot message of {len(payload)} bytes exceeds {limit}",
                peer=self.peer.address,
            )
        channel, stream_id, future = await self._open_stream(path, scan_frames=False)
        return await self._answer_of(channel, stream_id, future, "the message", payload)

    async def _answer_of(
        self,
        channel: StreamChannel,
        stream_id: int,
        future: asyncio.Future[int],
        what: str,
        payload: bytes | None,
    ) -> bytes:
        """Send `payload` (a GET has none) and end this side; the body, or `SessionRefused`."""
        try:
            if payload is not None:
                await channel.send(payload)
                await channel.close()
            status = await self._await_status(channel, stream_id, future)
            body = await read_body(channel, self.config.max_message_body)
        except BaseException:
            channel.abort(f"{what} abandoned")
            raise
        if status != 200:
            raise SessionRefused.answered(status, what, peer=self.peer.address, stream_id=stream_id)
        return body
