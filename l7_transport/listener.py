"""A TCP listener that counts a connection before its TLS handshake.

`loop.create_server(ssl=...)` shows a protocol its connection only once TLS
is done, so a peer could hold any number of sockets in a slow handshake
before a cap saw them; a pause-and-`start_tls` inside `connection_made` is
no better, since uvloop resumes reading after `connection_made` returns
and the ClientHello is lost. So the accept loop is ours: each socket is
counted against the `ConnectionGate` (total and per source, as
`ConnectionGate.source_of` names it) the moment it is accepted, refused
by closing it when over a cap (one warning naming the peer, the listener
and the cap), and only then handed to `loop.connect_accepted_socket`,
which runs TLS with its own handshake deadline. A connection that never
gets through its handshake is released here; one that does is released by
its protocol when it ends. The caps of the listeners in one process are
lowered, together, to what its descriptors can hold (`DescriptorBudget`).
"""

from __future__ import annotations

import asyncio
import asyncio.selector_events
import asyncio.sslproto
import contextlib
import functools
import itertools
import logging
import socket
import ssl
import threading
import weakref
from collections.abc import Callable
from typing import Final

from l7_transport.exceptions import TransportErrorCode
from l7_transport.serving import ConnectionGate, socket_address
from l7_transport.tls import tls_failure

logger = logging.getLogger("l7_transport.listener")

_ACCEPT_ERROR_PAUSE = 0.5
"""Seconds to wait after accept() fails (out of descriptors, say) before trying again."""

DESCRIPTOR_RESERVE: Final = 64
"""Descriptors the listeners leave to the rest of their process (files, upstream
connections, the event loop's own) when it may open fewer than their connection caps."""


def descriptor_limit() -> int | None:
    """How many descriptors this process may open (`ulimit -n`, soft); None: no limit known."""
    try:
        import resource  # noqa: PLC0415 - POSIX only
    except ImportError:  # pragma: no cover - Windows
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


TLS_READ_SIZE: Final = 16 * 1024
"""The read buffer asyncio's TLS protocol allocates for each connection (uvloop's is
lazily allocated): asyncio's own 256 KiB, zeroed per connection, is more than a hostile
connection may cost in all (issue 14: 200 KiB). Set on asyncio's class when this module
loads, for every TLS connection of the process; it serves the TLS handshake, after which
`share_tls_read_buffer` swaps it for a view of its event loop's one shared buffer."""
if getattr(asyncio.sslproto.SSLProtocol, "max_size", 0) > TLS_READ_SIZE:
    asyncio.sslproto.SSLProtocol.max_size = TLS_READ_SIZE


def _send_pending_alert(protocol: asyncio.sslproto.SSLProtocol) -> None:
    """Write what TLS has queued for the peer (the alert that says why) before failing."""
    outgoing = getattr(protocol, "_outgoing", None)  # asyncio's, private
    transport = getattr(protocol, "_transport", None)
    if not isinstance(outgoing, ssl.MemoryBIO) or transport is None or transport.is_closing():
        return
    with contextlib.suppress(OSError, RuntimeError, ssl.SSLError):
        alert = outgoing.read()
        if alert:
            transport.write(alert)


class UnreadableCertificateError(ssl.SSLError):
    """The peer's certificate verified but Python's `ssl` cannot decode it."""

    library: str = "SSL"
    reason: str = "UNREADABLE_CERTIFICATE"


def _unreadable_certificate(protocol: asyncio.sslproto.SSLProtocol) -> ssl.SSLError | None:
    """A failure for a peer certificate that `getpeercert()` cannot decode, else None.

    asyncio decodes the peer's certificate once the handshake is done; a subjectAltName
    that is not UTF-8 (a CA that issues one) raises UnicodeDecodeError there, which
    asyncio reports with a traceback, and the accept that waits fails with a ValueError
    nobody expects. Turned into a handshake failure: one line in the log.
    """
    sslobj = getattr(protocol, "_sslobj", None)  # asyncio's, private
    if sslobj is None:
        return None
    try:
        sslobj.getpeercert()
    except ValueError as error:
        return UnreadableCertificateError(f"the peer's certificate cannot be read ({error})")
    return None


def _alerting(complete: Callable[..., None]) -> Callable[..., None]:
    @functools.wraps(complete)
    def on_handshake_complete(self: asyncio.sslproto.SSLProtocol, failure: object) -> None:
        if failure is None:
            failure = _unreadable_certificate(self)
        if failure is not None:
            _send_pending_alert(self)
        complete(self, failure)

    on_handshake_complete.sends_alert = True  # type: ignore[attr-defined]
    return on_handshake_complete


# asyncio drops the alert OpenSSL queues when a handshake fails (it aborts the socket with
# the alert unsent), so the other side only sees the connection close: a client refused
# for its certificate (TLS 1.3 checks it after the client's handshake is done) could not
# tell why. Sent first, the alert reaches it: "certificate required", "unknown ca",
# "certificate expired" (`tls_failure`). A certificate asyncio cannot decode fails the
# handshake here too (`_unreadable_certificate`). Set on asyncio's class when this module
# loads, for every TLS connection of the process, like `TLS_READ_SIZE`.
_COMPLETE = getattr(asyncio.sslproto.SSLProtocol, "_on_handshake_complete", None)
if callable(_COMPLETE) and not getattr(_COMPLETE, "sends_alert", False):
    asyncio.sslproto.SSLProtocol._on_handshake_complete = _alerting(_COMPLETE)  # type: ignore[method-assign]  # noqa: SLF001

WIDE_TLS_READ_SIZE: Final = 256 * 1024
"""The most a TLS connection reads at once after a session on it locked its context
(`Channel.trusted`; asyncio's own size). One TLS record per socket read costs a read and
an event-loop turn per 16 KiB: bench/transport.py --limits measured one-way TLS streams
at ~0.8 of the rate of 256 KiB reads. Other connections stay on 16 KiB reads: decrypting
and parsing 256 KiB of a flood at once raised the peak memory of the HTTP/2 flood family
from ~140 to ~250 KiB per connection (tests/adversarial/test_attacks_live.py), and
whole frames prove nothing (anyone can send them)."""

_shared_tls_buffers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, memoryview] = (
    weakref.WeakKeyDictionary()
)
"""One buffer per event loop: loops in other threads read concurrently (recv_into releases
the GIL), so they must never share one."""


def share_tls_read_buffer(transport: asyncio.BaseTransport, *, wide: bool) -> None:
    """Point this connection's TLS socket reads at its event loop's one shared buffer.

    asyncio's TLS protocol reads the socket into its buffer and copies the bytes into
    its TLS object before the read returns, so on a selector event loop (one read at a
    time, nothing held across turns) one buffer serves all its connections: a connection
    costs no read buffer of its own. `wide` lets it read `WIDE_TLS_READ_SIZE` at once
    instead of `TLS_READ_SIZE`. A no-op for cleartext, for uvloop (whose TLS transport
    sizes its own reads) and for any loop whose reads complete later (Windows'
    proactor), where each connection keeps its own small buffer.
    """
    ssl_protocol = getattr(transport, "_ssl_protocol", None)  # asyncio's, private
    if not isinstance(ssl_protocol, asyncio.sslproto.SSLProtocol) or not hasattr(
        ssl_protocol, "_ssl_buffer_view"
    ):
        return
    loop = asyncio.get_running_loop()
    if not isinstance(loop, asyncio.selector_events.BaseSelectorEventLoop):
        return
    shared = _shared_tls_buffers.get(loop)
    if shared is None:
        shared = _shared_tls_buffers[loop] = memoryview(bytearray(WIDE_TLS_READ_SIZE))
    size = WIDE_TLS_READ_SIZE if wide else TLS_READ_SIZE
    # get_buffer() hands out the whole view, and reallocates only when the buffer is
    # shorter than max_size: the shared one never is.
    ssl_protocol.max_size = size  # type: ignore[misc]
    ssl_protocol._ssl_buffer = shared.obj  # type: ignore[attr-defined]  # noqa: SLF001
    ssl_protocol._ssl_buffer_view = shared[:size]  # noqa: SLF001


TLS_BACKLOG: Final = (20 * 1024, 32 * 1024)
"""(low, high): the encrypted bytes a TLS connection whose reading is paused may hold before
its socket is no longer read (asyncio's default high water is 256 KiB); one socket read
more may come on top (the check follows each read: up to ~256 KiB under uvloop). A server pauses a
connection for a turn when its source has opened its share of streams
(`l7_transport.turns`): each paused connection of a flood held 256 KiB. Low stays above a
whole TLS record (16 KiB and its overhead): a partial record left in the buffer must not
keep the socket paused, or the record would never complete."""


def bound_tls_backlog(transport: asyncio.BaseTransport) -> None:
    """Bound what a TLS transport reads ahead while its protocol is paused (`TLS_BACKLOG`).

    A no-op for cleartext (pausing stops the socket reads themselves).
    """
    if transport.get_extra_info("sslcontext") is None:
        return
    set_limits = getattr(transport, "set_read_buffer_limits", None)
    if callable(set_limits):
        low, high = TLS_BACKLOG
        set_limits(high=high, low=low)


class Admission:
    """One connection counted against a gate; released exactly once, whoever ends it."""

    __slots__ = ("_gate", "address")

    def __init__(self, gate: ConnectionGate, address: str) -> None:
        self._gate: ConnectionGate | None = gate
        self.address = address
        """The source it counts under (`ConnectionGate.source_of`)."""

    def release(self) -> None:
        """The connection has ended (idempotent)."""
        gate, self._gate = self._gate, None
        if gate is not None:
            gate.release(self.address)


ProtocolFactory = Callable[[Admission], asyncio.Protocol]


def tcp_socket(host: str, port: int, *, family: int | None = None) -> socket.socket:
    """A TCP socket bound to (host, port) with SO_REUSEADDR (port 0: any free port).

    Made with the protocol number IPPROTO_TCP, not 0: sockets it accepts inherit
    it, and asyncio sets TCP_NODELAY only on a socket whose `proto` says TCP. With
    0, every accepted connection ran with Nagle's algorithm on, and a second small
    write waited for the peer's delayed ACK (40 ms on Linux) before it left.
    """
    if family is None:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host.strip("[]"), port))
    except OSError:
        sock.close()
        raise
    return sock


def no_delay(sock: socket.socket) -> None:
    """Turn Nagle's algorithm off on a TCP socket: each frame leaves when written."""
    if sock.family in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):  # a socket the peer already reset
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class DescriptorBudget:
    """The descriptors of the process, shared by every live `TcpListener` in it.

    Past its descriptors a process fails every accept (and every file and upstream
    connection it opens) until some close: caps it can hold refuse the excess cleanly
    instead. The caps are per listener, the descriptors per process: an agent's HTTP/2
    server (2,048) and its A2A bridge (512), each lowered to fit 1,024 alone, accepted
    1,472 connections together. So whenever a listener starts or closes, the descriptors
    (`descriptor_limit()` less `DESCRIPTOR_RESERVE`) are divided among the live listeners
    in proportion to the caps each was made with (`TcpListener.configured`; a cap above
    the budget weighs as the budget, so that one set very high starves no other), and
    each one's cap per source as its share of what it alone could hold, so that one
    source still holds no more of a lowered listener than it was meant to: a listener
    keeps its own caps while their sum fits, and has them back once it fits again
    (another closed). A listener lowered below the connections it holds refuses new ones
    until they end. Each listener whose caps change says so, once.
    """

    def __init__(self) -> None:
        self._listeners: weakref.WeakKeyDictionary[TcpListener, int] = weakref.WeakKeyDictionary()
        """The listeners that have started and not closed, each by the order it started in."""
        self._started = itertools.count()
        # listeners may run in several threads (an event loop each)
        self._lock = threading.Lock()

    def join(self, listener: TcpListener) -> None:
        """`listener` has started: the caps are divided again."""
        with self._lock:
            self._listeners[listener] = next(self._started)
            self._divide()

    def leave(self, listener: TcpListener) -> None:
        """`listener` is closing: the caps are divided again."""
        with self._lock:
            if self._listeners.pop(listener, None) is not None:
                self._divide()

    def _divide(self) -> None:
        # a listener whose loop ended without closing it no longer counts
        for gone in [listener for listener in self._listeners if not listener.live]:
            del self._listeners[gone]
        live = sorted(self._listeners, key=self._listeners.__getitem__)
        limit = descriptor_limit()
        budget = None if limit is None else max(1, limit - DESCRIPTOR_RESERVE)
        # Each listener weighs what it could use at most (its cap, or the whole budget): a
        # cap set "unlimited" must not starve the others down to one connection (a review).
        weights = [
            listener.configured[0] if budget is None else min(listener.configured[0], budget)
            for listener in live
        ]
        wanted = sum(weights)
        for listener, weight in zip(live, weights, strict=True):
            per_address = listener.configured[1]
            total = weight  # never more than the budget
            if budget is not None and wanted > budget:
                # at least 1 each: a listener that accepts nothing is no listener
                total = max(1, weight * budget // wanted)
            if total < weight:  # a source keeps its share of what the listener could hold
                per_address = max(1, per_address * total // weight)
            per_address = min(per_address, total)
            listener.fit(total, per_address, limit=limit, listeners=len(live))


_descriptors = DescriptorBudget()
"""The one budget of this process."""


class TcpListener:
    """Accepts connections, applies the caps, then starts TLS with a deadline (see the module)."""

    def __init__(  # noqa: PLR0913 - all but the gate and the factory keyword-only
        self,
        gate: ConnectionGate,
        factory: ProtocolFactory,
        *,
        ssl_context: ssl.SSLContext | None,
        handshake_timeout: float,
        on_fault: Callable[[], None],
        name: str | None = None,
    ) -> None:
        self.gate = gate
        self.name = name
        """What the caller calls it ("mcp-proxy", "a2a"), for log lines: one process may run
        several listeners."""
        self._factory = factory
        self._ssl = ssl_context
        self._handshake_timeout = handshake_timeout
        self._on_fault = on_fault
        self._socket: socket.socket | None = None
        self._label = name or "a listener"
        """Who refuses, in log lines: the name and the address bound, once started."""
        self._accepting: asyncio.Task[None] | None = None
        self._handshakes: set[asyncio.Task[None]] = set()
        self.configured = (gate.total, gate.per_address)
        """The caps it was made with, (total, per source): what it holds when the process's
        descriptors allow (`DescriptorBudget`)."""

    @property
    def live(self) -> bool:
        """Whether it is accepting: started, not closed, its event loop not gone."""
        return self._accepting is not None and not self._accepting.done()

    async def start(self, host: str, port: int) -> None:
        """Bind, listen and start accepting."""
        loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        family, _, _, _, address = infos[0]
        self.start_on(tcp_socket(str(address[0]), int(address[1]), family=family))

    def start_on(self, sock: socket.socket) -> None:
        """Listen and start accepting on a socket already bound (this listener closes it).

        For a server whose socket is bound before it starts (its port announced first).
        """
        try:
            sock.listen(socket.SOMAXCONN)
            sock.setblocking(False)
        except OSError:
            sock.close()
            raise
        self._socket = sock
        bound = socket_address(sock.getsockname())
        self._label = f"{self.name} at {bound}" if self.name else bound
        self._accepting = asyncio.get_running_loop().create_task(self._accept(sock))
        _descriptors.join(self)

    def fit(self, total: int, per_address: int, *, limit: int | None, listeners: int) -> None:
        """Hold these caps (`DescriptorBudget`); say so if they change."""
        gate = self.gate
        if (gate.total, gate.per_address) == (total, per_address):
            return
        gate.total, gate.per_address = total, per_address
        configured_total, configured_per_address = self.configured
        if (total, per_address) == self.configured:
            logger.warning(
                "%s: at most %d connections at once (%d from one source) again, as set: "
                "the listeners of this process fit in its %s descriptors (ulimit -n)",
                self._label,
                total,
                per_address,
                limit,
            )
            return
        shared = f", shared by {listeners} listeners" if listeners > 1 else ""
        logger.warning(
            "%s: at most %d connections at once (%d from one source), not %d (%d): this "
            "process may open %s descriptors (ulimit -n)%s; raise it to serve more",
            self._label,
            total,
            per_address,
            configured_total,
            configured_per_address,
            limit,
            shared,
        )

    @property
    def port(self) -> int:
        """The port listened on."""
        assert self._socket is not None  # noqa: S101 - set by start
        return int(self._socket.getsockname()[1])

    async def close(self) -> None:
        """Stop accepting; connections still in their TLS handshake are dropped."""
        _descriptors.leave(self)
        if self._accepting is not None:
            self._accepting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._accepting
            self._accepting = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
        for task in list(self._handshakes):
            task.cancel()
        if self._handshakes:
            await asyncio.gather(*self._handshakes, return_exceptions=True)

    async def _accept(self, listening: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                sock, peer = await loop.sock_accept(listening)
            except OSError as error:
                logger.error("accepting a connection failed: %s", error)  # noqa: TRY400
                await asyncio.sleep(_ACCEPT_ERROR_PAUSE)
                continue
            no_delay(sock)  # as asyncio's own servers do; explicit, whatever the loop
            source = self.gate.source_of(peer)
            refusal = self.gate.admit(source)
            if refusal is not None:
                logger.warning(
                    "refusing a connection from %s to %s: %s",
                    socket_address(peer),
                    self._label,
                    refusal,
                )
                sock.close()
                continue
            admission = Admission(self.gate, source)
            task = loop.create_task(self._serve(sock, admission, socket_address(peer)))
            self._handshakes.add(task)
            task.add_done_callback(self._handshakes.discard)

    async def _serve(self, sock: socket.socket, admission: Admission, peer: str) -> None:
        """Start TLS (if any) and the protocol on an admitted socket; on any failure, let go.

        Once the protocol is made it owns the admission (it releases it when the connection
        ends); until then a failure of any kind, the peer's or this side's (a setting the
        protocol cannot apply), releases it and closes the socket here, so that a fault
        never holds a place in the connection caps or a descriptor.
        """
        loop = asyncio.get_running_loop()
        started = False
        try:
            await loop.connect_accepted_socket(
                lambda: self._factory(admission),
                sock,
                ssl=self._ssl,
                ssl_handshake_timeout=self._handshake_timeout if self._ssl else None,
            )
            started = True
        except (OSError, ssl.SSLError, TimeoutError, ConnectionError) as error:
            if self._ssl is None:
                logger.info("the connection from %s failed: %s", peer, error)
            else:
                # a certificate refused here is said louder than a probe that went away
                refused = isinstance(error, ssl.SSLCertVerificationError) or (
                    isinstance(error, ssl.SSLError)
                    and error.reason == "PEER_DID_NOT_RETURN_A_CERTIFICATE"
                )
                logger.log(
                    logging.WARNING if refused else logging.INFO,
                    "TLS handshake with %s failed: %s: %s",
                    peer,
                    TransportErrorCode.TLS_FAILED,
                    tls_failure(error),
                )
            self._on_fault()
        except Exception as error:  # noqa: BLE001 - this side's fault: logged, contained
            logger.error(  # noqa: TRY400 - one line: the cause, not a traceback per connection
                "setting up the connection from %s to %s failed: %s: %s",
                peer,
                self._label,
                type(error).__name__,
                error,
            )
        finally:
            if not started:  # (cancelled too: the exception goes on once let go of)
                admission.release()
                sock.close()


__all__ = [
    "DESCRIPTOR_RESERVE",
    "Admission",
    "DescriptorBudget",
    "ProtocolFactory",
    "TcpListener",
    "bound_tls_backlog",
    "no_delay",
    "share_tls_read_buffer",
    "tcp_socket",
]
