"""The client side of an agent's connections: the URL, the TLS, the session it opens.

`Agent.connect` uses these: `Tls` (certificates to serve with, to present, to
verify the other side), the target of an agent URL, the session stream of a new
connection (with a hint when a server that asks for a client certificate got
none), the A2A bridge for `a2a+` URLs, the connections shared by the sessions to
one server, and the sessions opened on them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import urlsplit

import orjson

from ioa.agent_session import AgentError, AgentSession
from l7_transport import (
    CARD_PATH,
    Channel,
    ConnectError,
    ConnectionLost,
    SessionRefused,
    TransportConfig,
    TransportError,
)
from l7_transport.addresses import loopback
from l7_transport.exceptions import again
from l7_transport.http2 import Http2Client
from l7_transport.http3 import Http3Client
from l7_transport.tls import client_ssl_context
from l8_comm import Endpoint
from l8_comm.aio import Session
from l9_snl.aio import HandshakeInterruptedError, LockedSession, check_peer_wait, initiate
from l9_snl.exceptions import LocalSemanticError, SemanticError, SNLErrorCode
from l9_snl.handshake import HandshakeInitiator
from l9_snl.identity import AgentCard
from l9_snl.session import SemanticConfig

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.agent")


@dataclass(frozen=True, slots=True)
class Tls:
    """Certificates (PEM files): `cert` and `key` to serve, or to present as a client.

    `ca` verifies the server a client connects to; `client_ca`, when serving, makes
    clients present a certificate from that CA (HTTP/2; a refused one is logged with
    the peer and the reason, and the client reads why from the TLS alert).
    """

    cert: Path | str | None = None
    key: Path | str | None = None
    ca: Path | str | None = None
    client_ca: Path | str | None = None


_CUT_BY_CONNECTION = (SessionRefused, ConnectionLost, ConnectError)
"""How a session stream fails when its server refused it, or its connection went."""


class StreamCut(Exception):  # noqa: N818 - a signal from `lock_session` to `Agent.connect`
    """A session stream failed under its handshake (refused, its connection lost or failed)."""

    def __init__(self, error: TransportError) -> None:
        super().__init__(error.message)
        self.error = error


async def lock_session(
    channel: Channel,
    endpoint: Endpoint,
    handshake: HandshakeInitiator,
    *,
    early: tuple[str, Any] | None,
    config: SemanticConfig,
) -> LockedSession:
    """`Agent.connect`'s handshake on `channel`; `StreamCut` when the stream failed under it."""
    try:
        session = Session(endpoint, channel).start()
    except BaseException:
        channel.abort("the session could not start")
        raise
    try:
        return await initiate(session, handshake, early=early, config=config)
    except BaseException as error:  # refused, lost, cancelled: nothing stays open
        cut = channel.failure
        await asyncio.shield(session.close())
        # A stream refused, or its connection gone or failing, is raised as itself (for
        # `Agent.connect` to retry or retire the connection); any other failure of the
        # stream (a reset, a bad frame) is named by the HandshakeInterruptedError, its
        # cause; a refusal by the peer (any other HandshakeError) stays what it is.
        if isinstance(error, _CUT_BY_CONNECTION):  # a send found it first
            raise StreamCut(error) from error
        if isinstance(error, HandshakeInterruptedError) and isinstance(cut, _CUT_BY_CONNECTION):
            raise StreamCut(cut) from None  # (the interruption names `cut`: not shown twice)
        raise


def explained(error: TransportError, tls: Tls | None, *, new: bool) -> TransportError | None:
    """`error` with a hint, when a server that asks for client certificates got none; else None.

    When no client certificate was given, a server's TLS refusal for want of one
    (or, where its alert is lost, a connection closed at once over TLS, before the
    first session on it started) says what to give.
    """
    if not new or tls is None or tls.cert is not None:
        return None
    if isinstance(error, ConnectError):
        if "certificate_required" not in error.message:
            return None
        hint = f"{error.message}: give Tls(cert=..., key=...), a client certificate it trusts"
    elif isinstance(error, ConnectionLost):
        hint = (
            f"{error.message}: the server closed the connection before the session "
            "started; if it asks for client certificates (mTLS), give Tls(cert=..., key=...)"
        )
    else:
        return None
    return type(error)(error.code, hint, peer=error.peer)


async def connect_a2a_url(
    agent: Agent, url: str, *, peer: str, context: str | None, tls: Tls | None
) -> AgentSession:
    """`Agent.connect` to an `a2a+http(s)://` URL: the A2A bridge's session (the `a2a` extra)."""
    try:
        from ioa.bridges.a2a import connect_a2a  # noqa: PLC0415 - only with the a2a extra
    except ImportError as error:
        msg = f"an a2a+ URL needs the `a2a` extra (pip install 'ioa-stack[a2a]'): {error}"
        raise ImportError(msg) from error
    verify = client_ssl_context(tls.ca) if tls is not None and tls.ca else True
    return await connect_a2a(agent, url, peer=peer, context=context, verify=verify)


def agent_target(url: str) -> tuple[str, int, bool]:
    """(host, port, TLS?) of an `https://` or `http://` URL (default ports 443 and 80)."""
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname:
        msg = f"not an agent URL (https://host:port or http://host:port): {url!r}"
        raise ValueError(msg)
    secure = parts.scheme == "https"
    try:
        port = parts.port
    except ValueError as error:
        msg = f"not an agent URL: {url!r}: {error}"
        raise ValueError(msg) from error
    if port == 0:  # `urlsplit` reads it as a port; no connection can go to it
        msg = f"not an agent URL: {url!r}: port 0 cannot be connected to"
        raise ValueError(msg)
    return parts.hostname, (443 if secure else 80) if port is None else port, secure


def http_url(host: str, port: int) -> str:
    """The `http://` URL of `host:port` (an IPv6 host in brackets): cleartext, said so."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"http://{shown}:{port}"


def check_cleartext(host: str, port: int, tls: object, protocol: str, peer: str) -> None:
    """Refuse cleartext HTTP/2 off loopback unless asked for by URL (spec 2.2).

    Cleartext is for loopback development and never chosen by default: a `host` and
    `port` without `tls` to another address is a mistake to say, not a session to open
    in the clear. `connect("http://host:port")` means it.
    """
    if tls is None and protocol != "h3" and not loopback(host):
        msg = (
            f"cleartext HTTP/2 to {host}:{port}, off loopback: give tls=Tls(ca=...) to reach "
            f"{peer} over TLS, or connect to {http_url(host, port)} if cleartext is meant"
        )
        raise ValueError(msg)


Client = Http2Client | Http3Client
Place = tuple[str, str, int, "Tls | None"]
"""Where a connection goes: (protocol, host, port, the TLS files it is made with)."""


class _Shared:
    """One connection and the sessions on it."""

    __slots__ = ("client", "linger", "retired", "users")

    def __init__(self, client: Client) -> None:
        self.client = client
        self.users = 0
        self.linger: asyncio.TimerHandle | None = None
        self.retired = False
        """Handed to no new session (it failed to open one): closes with its last."""


HANDSHAKES_PER_PLACE: Final = 16
"""Handshakes an agent runs at once to one place by default: a sixth of a responder's
default share per connection (spec 12.15: 96), which other agents behind the same
address may be using too."""


class HandshakeSlots:
    """How many handshakes an agent runs at once to one place (protocol, host, port, TLS).

    A responder refuses a connection's handshakes past its share (spec 12.15: 96 by
    default), and sessions opened together share one connection: beyond
    `per_place`, a session waits for one of the handshakes before it to lock or fail.
    (HTTP/2 and HTTP/3 to one server are two places, with two connections.)
    """

    def __init__(self, per_place: int) -> None:
        self.per_place = per_place
        self._places: dict[Place, tuple[asyncio.Semaphore, list[int]]] = {}

    @contextlib.asynccontextmanager
    async def slot(self, place: Place) -> AsyncIterator[None]:
        """Hold one of `place`'s slots for a handshake."""
        entry = self._places.get(place)
        if entry is None:
            entry = self._places[place] = (asyncio.Semaphore(self.per_place), [0])
        gate, users = entry
        users[0] += 1
        try:
            async with gate:
                yield
        finally:
            users[0] -= 1
            if not users[0]:
                del self._places[place]


class AgentConnections:
    """The connections an agent opens, shared by its sessions to one place.

    Sessions to the same (protocol, host, port, TLS) ride one connection while it
    has room: at most `per_connection` of them, and no more than the server's own
    limit on streams (then another is opened). Sessions opened at once share the
    one connection being opened, and its failure. When the last session on a
    connection ends, the connection stays `linger` seconds for the next one (0: it
    closes at once), then closes. A connection belongs to the event loop that
    opened it: under another loop (a second `asyncio.run`) none is handed out.
    `close` ends them all.
    """

    def __init__(
        self,
        opener: Callable[[Place], Awaitable[Client]],
        *,
        linger: float,
        per_connection: int,
    ) -> None:
        self._open = opener
        self.linger = linger
        """Seconds a connection whose last session ended stays for the next one (0: none)."""
        self._per_connection = per_connection
        self._places: dict[Place, list[_Shared]] = {}
        self._opening: dict[Place, asyncio.Future[_Shared]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closing: set[asyncio.Task[None]] = set()

    def __len__(self) -> int:
        """Connections open now (lingering ones included)."""
        return sum(len(shared) for shared in self._places.values())

    async def acquire(self, place: Place) -> tuple[Client, bool]:
        """A connection to `place` for one more session, and whether it is new."""
        loop = asyncio.get_running_loop()
        if self._loop is not loop:  # another loop's connections cannot serve this one
            self._places.clear()
            self._opening.clear()
            self._loop = loop
        while True:
            shared = self._with_room(place)
            if shared is not None:
                self._take(shared)
                return shared.client, False
            opening = self._opening.get(place)
            if opening is None:
                break
            # Opened for another session just now: share it, or its failure (a copy); if
            # its opener was cancelled, open one here (the loop comes back to it).
            await asyncio.wait((opening,))  # this task cancelled: raised, `opening` untouched
            if opening.cancelled():
                continue
            failure = opening.exception()
            if failure is not None:
                raise again(failure)  # the opening keeps its own
        opening = loop.create_future()
        self._opening[place] = opening
        try:
            shared = _Shared(await self._open(place))
        except asyncio.CancelledError:
            opening.cancel()  # this opener's cancellation is not the others': they open anew
            raise
        except BaseException as error:
            # A copy: `error`'s traceback holds this frame, which holds `opening`.
            opening.set_exception(again(error))
            opening.exception()  # retrieved: a failure nobody else waited for is not logged
            raise
        finally:
            del self._opening[place]
        self._places.setdefault(place, []).append(shared)
        opening.set_result(shared)
        self._take(shared)
        return shared.client, True

    async def session_stream(self, place: Place) -> tuple[Client, Channel, bool]:
        """A session stream to `place`, on a connection shared with other sessions there.

        Returns the connection, the stream and whether the connection is new. The
        stream is not waited on (`open_session(wait=False)`): its first frame
        leaves with its headers, and a refusal comes with the server's answer
        (`Agent.connect` sends a session that was cut unprocessed again, once). A
        shared connection already known to be going (the server said GOAWAY, it
        just dropped: nothing was sent) is retired, and another tried; a wait
        cancelled by the caller (a timeout around `connect`) leaves it in service.
        """
        tls = place[3]
        retried = False
        while True:
            client, new = await self.acquire(place)
            try:
                return client, await client.open_session(wait=False), new
            except TransportError as error:
                self.release(client, retire=True)
                if isinstance(error, SessionRefused | ConnectionLost) and not (new or retried):
                    retried = True
                    continue
                hinted = explained(error, tls, new=new and not client.heard_from_server)
                if hinted is None:
                    raise
                raise hinted from error
            except BaseException:
                self.release(client)
                raise

    def _with_room(self, place: Place) -> _Shared | None:
        """A live connection to `place` that takes one more session.

        Gone or going ones are not: those no session uses are closed; one with sessions
        still on it is retired, and closes with its last (a server that said GOAWAY
        NO_ERROR finishes the streams it kept: closing it now would cut them).
        """
        connections = self._places.get(place)
        if not connections:
            return None
        for shared in [shared for shared in connections if shared.client.closed]:
            if shared.users > 0:
                shared.retired = True
                continue
            connections.remove(shared)
            self._close(shared)  # the client is let go
        for shared in connections:
            if shared.retired or shared.users >= self._per_connection:
                continue
            if not shared.client.has_room:  # the server's own limit on streams
                continue
            return shared
        return None

    def _take(self, shared: _Shared) -> None:
        shared.users += 1
        if shared.linger is not None:
            shared.linger.cancel()
            shared.linger = None

    def release(self, client: Client, *, retire: bool = False) -> asyncio.Task[None] | None:
        """A session on `client` ended (`retire`: hand the connection to nobody else).

        Returns the closing of the connection when this ended it (its last session,
        and no linger), for a caller that wants to wait for it.
        """
        for place, connections in self._places.items():
            for shared in connections:
                if shared.client is client:
                    shared.users -= 1
                    shared.retired = shared.retired or retire
                    if shared.users > 0:
                        return None
                    if shared.retired or client.closed or self.linger <= 0:
                        return self._forget(place, shared)
                    loop = asyncio.get_running_loop()
                    shared.linger = loop.call_later(self.linger, self._expire, place, shared)
                    return None
        return None

    def retire(self, client: Client) -> None:
        """Hand `client` to no new session (those on it go on; it closes with the last)."""
        for connections in self._places.values():
            for shared in connections:
                if shared.client is client:
                    shared.retired = True

    def _expire(self, place: Place, shared: _Shared) -> None:
        shared.linger = None
        if shared in self._places.get(place, ()) and shared.users <= 0:
            self._forget(place, shared)

    def _forget(self, place: Place, shared: _Shared) -> asyncio.Task[None]:
        connections = self._places[place]
        connections.remove(shared)
        if not connections:
            del self._places[place]
        return self._close(shared)

    def _close(self, shared: _Shared) -> asyncio.Task[None]:
        if shared.linger is not None:
            shared.linger.cancel()
            shared.linger = None
        task = asyncio.get_running_loop().create_task(shared.client.close())
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)
        return task

    def close_idle(self) -> None:
        """Close the connections no session uses now (those lingering), at once."""
        for place, connections in list(self._places.items()):
            for shared in [shared for shared in connections if shared.users <= 0]:
                self._forget(place, shared)

    async def close(self) -> None:
        """Close every connection, lingering or in use."""
        for connections in self._places.values():
            for shared in connections:
                self._close(shared)
        self._places.clear()
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)


async def open_connection(place: Place, *, config: TransportConfig, agent_id: str) -> Client:
    """A new connection to the peer: HTTP/3, HTTP/2 over TLS, or cleartext HTTP/2.

    Over HTTP/2 with TLS, `tls.cert` and `tls.key` are presented as the client
    certificate (mTLS) when given.
    """
    protocol, host, port, tls = place
    if tls is not None and (tls.cert is None) != (tls.key is None):
        msg = "a client certificate needs both Tls(cert=..., key=...)"
        raise ValueError(msg)
    if protocol == "h3":
        if tls is None or tls.ca is None:
            msg = "HTTP/3 needs tls=Tls(ca=...)"
            raise ValueError(msg)
        if tls.cert is not None:  # said, not silently dropped
            logger.warning(
                "%s: HTTP/3 presents no client certificate (HTTP/3 servers here cannot "
                "ask for one): Tls(cert=..., key=...) is not used; HTTP/2 presents it",
                agent_id,
            )
        return await Http3Client.connect(host, port, ca=tls.ca, config=config)
    if tls is not None and tls.ca is not None:
        context = client_ssl_context(tls.ca, cert=tls.cert, key=tls.key)
        return await Http2Client.connect(host, port, ssl_context=context, config=config)
    if tls is not None and tls.cert is not None:
        msg = "a client certificate is presented over TLS: give Tls(ca=...) too"
        raise ValueError(msg)
    return await Http2Client.connect(host, port, cleartext=True, config=config)


class ClientSession(AgentSession):
    """A session this agent opened, on a connection it may share with its other sessions."""

    def __init__(
        self, agent: Agent, locked: LockedSession, client: Client, connections: AgentConnections
    ) -> None:
        super().__init__(agent, locked)
        self._client = client
        self._connections = connections
        self._released = False
        self._closing: asyncio.Task[None] | None = None
        """The connection's close, when this session's end ended it."""
        # However the session ends (the peer left, the connection dropped), its share
        # of the connection is given back: the connection closes with the last one.
        self._task.add_done_callback(lambda _: self._release())

    @property
    def connection(self) -> Client:
        """The connection the session rides (shared with this agent's other sessions there)."""
        return self._client

    def _starved(self) -> None:
        """A connection that leaves a session's bytes unsent is given to no new session."""
        logger.info(
            "%s: %s took none of what is queued on %s: no new session goes there",
            self.agent.agent_id,
            self.peer,
            self.locked.session.channel.session_id,
        )
        self._connections.retire(self._client)

    def _release(self) -> None:
        if not self._released:
            self._released = True
            self._closing = self._connections.release(self._client)

    async def close(self, *, peer_wait: float | None = None) -> AgentError | None:
        """End the session and give back its share of the connection.

        `peer_wait` as `AgentSession.close`. When that was the connection's last session and
        it may not linger (`reuse_linger` 0), its close is waited for too.
        """
        check_peer_wait(peer_wait)  # before the share is given back
        try:
            return await super().close(peer_wait=peer_wait)
        finally:
            self._release()
            if self._closing is not None:
                with contextlib.suppress(Exception):
                    await asyncio.shield(self._closing)


async def published_card(connections: AgentConnections, place: Place, peer: str) -> AgentCard:
    """The card the agent at `place` publishes at `CARD_PATH`, over the pooled connection.

    For a HELLO sealed to it: whether it is `peer`'s card is the handshake's own check
    (spec 12.9), before anything is sent. `LocalSemanticError(sealed_payload_invalid)`,
    naming the peer and the address, when there is none to seal to.
    """
    client, _ = await connections.acquire(place)
    answered = True
    try:
        return _card_from(await client.get(CARD_PATH))
    except TransportError as error:
        answered = isinstance(error, SessionRefused) and error.status is not None
        why = " ".join(str(error).split()) or type(error).__name__
    except (ValueError, TypeError, KeyError, SemanticError) as error:
        why = f"no valid card: {' '.join(str(error).split()) or type(error).__name__}"
    finally:
        connections.release(client, retire=not answered)
    _, host, port, _ = place
    raise LocalSemanticError(
        SNLErrorCode.SEALED_PAYLOAD_INVALID,
        f"no card of {peer} to seal the HELLO to at {host}:{port}{CARD_PATH}: {why}",
    )


def _card_from(body: bytes) -> AgentCard:
    """A published card, whole (its self-signature checked; who it is, the handshake's)."""
    card = AgentCard.from_json(orjson.loads(body))
    card.verify_self_signature()
    return card


class CardUnavailableError(Exception):
    """An agent's card could not be fetched, or is no valid card; the message names the URL."""


async def fetch_card(
    url: str, *, tls: Tls | None, config: TransportConfig, agent_id: str
) -> AgentCard:
    """The self-signed card the agent at `url` (http(s)://host:port) serves at `CARD_PATH`.

    Its self-signature is checked, which says only that the card is whole: who the agent
    is, is for the handshake to prove against the keys this side pins. Over HTTP/2,
    within `config.connect_timeout`. `CardUnavailableError` when it cannot be fetched or is
    no card.
    """
    try:
        host, port, secure = agent_target(url)
    except ValueError as error:
        msg = f"no agent card at {url}: {error}"
        raise CardUnavailableError(msg) from None
    if secure and (tls is None or tls.ca is None):
        msg = f"no agent card at {url}: an https URL needs a CA to verify the agent"
        raise CardUnavailableError(msg)
    ca = Path(tls.ca) if secure and tls is not None and tls.ca is not None else None
    if ca is not None and not ca.is_file():
        msg = f"no agent card at {url}: the CA file {ca} does not exist"
        raise CardUnavailableError(msg)
    try:
        async with asyncio.timeout(config.connect_timeout):
            client = await open_connection(
                ("h2", host, port, tls if secure else None), config=config, agent_id=agent_id
            )
            try:
                body = await client.get(CARD_PATH)
            finally:
                await client.close()
        card = _card_from(body)
    except TimeoutError:
        msg = f"no agent card at {url}: no answer within {config.connect_timeout:g} s"
        raise CardUnavailableError(msg) from None
    except (TransportError, OSError, ValueError, TypeError, KeyError) as error:
        detail = " ".join(str(error).split()) or type(error).__name__
        msg = f"no agent card at {url}: {detail}"
        raise CardUnavailableError(msg) from None
    except SemanticError as error:
        msg = f"no valid agent card at {url}: {' '.join(str(error).split())}"
        raise CardUnavailableError(msg) from None
    return card
