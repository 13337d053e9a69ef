"""The HTTP/2 engines: h2's sans-I/O API, hardened where it trusts its peer too much.

Two implementations of one API sit under the driver (l7_transport.h2connection):
the pure-Python `h2` library (the engine "pure", always present) and `jh2`, a
maintained fork of h2 with HPACK and its byte buffer compiled (the engine "jh2",
the optional `fast` extra). Both get the same hardening, from the same code
(`HardenedConnection`, mixed into each library's `H2Connection`): bounded memory of
closed streams, pausing between stream openings, a reset budget, HPACK failures as
COMPRESSION_ERROR, no whole-payload hex in frame reprs, the reserved bit of
WINDOW_UPDATE ignored (the changes to the libraries' modules are in
l7_transport.h2patches). `load_engine` builds an engine by name; which one runs is
chosen in l7_transport.engines.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, cast

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import h2.frame_buffer
import h2.settings
import h2.stream
import hyperframe.frame

from l7_transport.config import TransportConfig
from l7_transport.h2patches import (
    Library,
    library_of,
    patch_decode_headers,
    patch_jh2,
    patch_window_update,
    short_raw_data_repr,
)

if TYPE_CHECKING:
    _ConnectionBase = h2.connection.H2Connection
    _BufferBase = h2.frame_buffer.FrameBuffer
else:
    _ConnectionBase = _BufferBase = object


CLOSED_STREAMS_KEPT_PER_LIMIT = 8
"""How many closed streams a connection remembers, per stream of its concurrency limit.

Frames on a stream this side reset are ignored while it is remembered (RFC 9113 5.1: they may
have left the peer before the reset arrived); one on a stream forgotten since is a connection
error (5.1 lets an endpoint limit that period). A peer has at most the limit open at once:
eight times that leaves ample room for what an honest peer can still have in flight when a
reset reaches it."""
MAX_DATA_FRAME = 256 * 1024
"""The SETTINGS_MAX_FRAME_SIZE each side advertises (as an update, once acknowledged)."""


class ClosedStreams:
    """How the last `size` closed streams closed: h2's record of them, packed in a ring.

    h2 keeps an OrderedDict of up to 65,536 closed streams, ~150 bytes each: some MiB per
    connection, which a peer fills by opening streams. Here, 5 bytes each, `size` at most
    (the oldest forgotten first), found with a byte search. The ring grows as streams
    close, up to `size`: a connection that closes few streams (one that never opens any,
    a bare TCP connection) costs little, whatever the concurrency limit `size` is made
    from. Only what h2 and `HardenedConnection` use.
    """

    __slots__ = ("_how", "_ids", "_kinds", "_next", "_size")

    def __init__(
        self,
        size: int,
        kinds: tuple[h2.stream.StreamClosedBy | None, ...] = (None, *h2.stream.StreamClosedBy),
    ) -> None:
        if size < 1:
            msg = f"a ring of closed streams needs room for one, got {size!r}"
            raise ValueError(msg)
        self._size = size
        """The most remembered: past it, the oldest is forgotten."""
        self._ids = bytearray()
        """Stream ids, 4 bytes big-endian each, in the order they closed (then wrapping)."""
        self._how = bytearray()
        """How each closed: an index into `_kinds`."""
        self._next = 0
        self._kinds = kinds
        """None, then the library's `StreamClosedBy` members (h2's or jh2's)."""

    def __len__(self) -> int:
        return len(self._how)

    def __setitem__(self, stream_id: int, closed_by: h2.stream.StreamClosedBy | None) -> None:
        slot = self._next
        how = self._kinds.index(closed_by)
        if slot == len(self._how):  # still growing: append (amortised, as a list)
            self._ids += stream_id.to_bytes(4, "big")
            self._how.append(how)
        else:
            self._ids[4 * slot : 4 * slot + 4] = stream_id.to_bytes(4, "big")
            self._how[slot] = how
        self._next = (slot + 1) % self._size

    def _slot(self, stream_id: int) -> int:
        if not 0 < stream_id < 1 << 31:
            return -1
        needle = stream_id.to_bytes(4, "big")
        at = self._ids.find(needle)
        while at > 0 and at % 4:  # a match across two ids: look on
            at = self._ids.find(needle, at + 1)
        return at // 4 if at >= 0 else -1

    def __contains__(self, stream_id: object) -> bool:
        return isinstance(stream_id, int) and self._slot(stream_id) >= 0

    def __getitem__(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        slot = self._slot(stream_id)
        if slot < 0:
            raise KeyError(stream_id)
        return self._kinds[self._how[slot]]

    def closed_by(self, stream_id: int) -> h2.stream.StreamClosedBy | None:
        """How `stream_id` closed, if it is remembered; None if not (or closed implicitly)."""
        slot = self._slot(stream_id)
        return self._kinds[self._how[slot]] if slot >= 0 else None


class HardenedConnection(_ConnectionBase):
    """h2 (or jh2), with what RFC 9113 asks and h2 does not do, and every reset it sends counted.

    A mixin: each library's engine class puts it before that library's `H2Connection`
    (`_harden`); `_library` names the modules its frames, errors and states come from.

    - One stream too many is let open, so that the driver refuses it alone:
      h2 treats a HEADERS beyond SETTINGS_MAX_CONCURRENT_STREAMS as a
      connection error, dropping every valid stream with it; RFC 9113 5.1.2
      allows a stream error (REFUSED_STREAM) instead, which the driver sends.
      Streams are judged as their HEADERS arrive (one read can hold many),
      and remembered in `over_limit` until the driver has refused them.
    - Every RST_STREAM this side queues, whoever decided it (h2 itself for a
      faulty frame, or the driver), is told to `count_resets` the moment it
      is queued; once that answers that the budget is spent, h2 stops
      reading the batch and closes the connection (ENHANCE_YOUR_CALM), so
      one read cannot make the server write thousands of resets first.
    - DATA and HEADERS on a stream this side has reset are ignored (RFC 9113
      5.1: the peer may have sent them before it saw the reset); h2 would
      answer each with another RST_STREAM. The DATA still counts against the
      connection window and the header block is still decoded (HPACK state).
    - RST_STREAM on an idle stream is a connection error PROTOCOL_ERROR
      (RFC 9113 6.4); h2 ignores it.
    - A read is taken `OPENINGS_PER_PASS` new streams at a time (`more` says
      that frames wait; `receive_data(b"")` reads on), so that the driver
      handles the streams opened so far (refuses, resets or starts them, the
      reset budget charged) before h2 builds the state of the next: h2 reads
      a whole read before the driver sees an event, and one read of a flood
      can hold HEADERS for hundreds of streams, each ~1.4 KiB in h2.
    """

    _library: ClassVar[Library]
    _pausing_buffer: ClassVar[type[_PausingBuffer]]
    _reset_budget_spent: ClassVar[type[Exception]]
    _send_rst_stream: ClassVar[Any]
    """The library's `StreamClosedBy.SEND_RST_STREAM`."""

    OPENINGS_PER_PASS = 16
    """New streams h2 reads before the driver handles their events."""
    lenient = False

    def __init__(self, config: h2.config.H2Configuration, *, closed_streams_kept: int) -> None:
        super().__init__(config)
        self.incoming_buffer: _PausingBuffer = self._pausing_buffer(server=not config.client_side)
        self._closed = ClosedStreams(
            closed_streams_kept, (None, *self._library.stream.StreamClosedBy)
        )
        # (h2 only sets and looks up entries: `ClosedStreams` does just that.)
        self._closed_streams = self._closed  # type: ignore[assignment]
        self.over_limit: set[int] = set()
        """Streams opened beyond the advertised limit, to be refused."""
        self.count_resets: Callable[[int], str | None] | None = None
        """Told of each batch of RST_STREAM frames queued: None, or why the budget is spent."""
        self.calm: str | None = None
        """Why the reset budget ran out, once it has (the connection must close)."""
        self.more = False
        """The last `receive_data` stopped after `OPENINGS_PER_PASS` new streams: frames wait."""
        self._openings = 0

    def receive_data(self, data: bytes) -> list[h2.events.Event]:  # type: ignore[override]
        """h2's `receive_data`, pausing after `OPENINGS_PER_PASS` new streams (see `more`).

        h2 reads frames from its buffer until it is empty; `_PausingBuffer` ends that
        iteration early once enough streams opened, leaving the rest buffered.
        """
        self._openings = 0
        self.incoming_buffer.paused = False
        events: list[h2.events.Event] = super().receive_data(data)
        self.more = self.incoming_buffer.paused
        return events

    def _stream_closed_by(self, stream_id: int) -> Any:  # noqa: ANN401 - StreamClosedBy
        stream = self.streams.get(stream_id)
        if stream is not None:
            return stream.closed_by
        return self._closed.closed_by(stream_id)

    def _prepare_for_sending(self, frames: list[hyperframe.frame.Frame]) -> None:
        reset_frame = self._library.frames.RstStreamFrame
        resets = sum(isinstance(frame, reset_frame) for frame in frames)
        if resets and self.calm is None and self.count_resets is not None:
            self.calm = self.count_resets(resets)
        super()._prepare_for_sending(frames)

    def _receive_frame(self, frame: hyperframe.frame.Frame) -> list[h2.events.Event]:
        frames = self._library.frames
        if (
            isinstance(frame, frames.DataFrame | frames.HeadersFrame)
            and self._stream_closed_by(frame.stream_id) is self._send_rst_stream
        ):
            self._ignore(frame)
            events: list[h2.events.Event] = []
        else:
            events = super()._receive_frame(frame)
        if self.calm is not None:
            raise self._reset_budget_spent(self.calm)
        return events

    def _ignore(self, frame: hyperframe.frame.DataFrame | hyperframe.frame.HeadersFrame) -> None:
        """A frame on a stream this side reset: only its effect on the connection remains."""
        library = self._library
        inputs = library.connection.ConnectionInputs
        if isinstance(frame, library.frames.DataFrame):
            self.state_machine.process_input(inputs.RECV_DATA)
            manager = self._inbound_flow_control_window_manager
            manager.window_consumed(frame.flow_controlled_length)
            increment = manager.process_bytes(frame.flow_controlled_length)
            if increment:
                self._prepare_for_sending([library.frames.WindowUpdateFrame(0, increment)])
        else:
            library.connection._decode_headers(self.decoder, frame.data)  # noqa: SLF001 - HPACK state
            self.state_machine.process_input(inputs.RECV_HEADERS)

    def _receive_rst_stream_frame(
        self, frame: hyperframe.frame.RstStreamFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        stream_id = frame.stream_id
        if stream_id not in self.streams:
            if self._stream_id_is_outbound(stream_id):
                highest = self.highest_outbound_stream_id
            else:
                highest = self.highest_inbound_stream_id
            if stream_id > highest:
                msg = f"RST_STREAM on stream {stream_id}, which is idle"
                raise self._library.exceptions.ProtocolError(msg)
        return super()._receive_rst_stream_frame(frame)

    @property
    def open_inbound_streams(self) -> int:
        """h2's count, held below the limit while a HEADERS frame is read (see `lenient`)."""
        count: int = super().open_inbound_streams
        if self.lenient:
            return min(count, self.local_settings.max_concurrent_streams - 1)
        return count

    def _receive_headers_frame(
        self, frame: hyperframe.frame.HeadersFrame
    ) -> tuple[list[hyperframe.frame.Frame], list[h2.events.Event]]:
        opening = frame.stream_id not in self.streams
        self.lenient = True
        try:
            result = super()._receive_headers_frame(frame)
        finally:
            self.lenient = False
        if opening:
            self._openings += 1
            if self._openings >= self.OPENINGS_PER_PASS:
                self.incoming_buffer.paused = True  # the frames after this one wait
            if super().open_inbound_streams > self.local_settings.max_concurrent_streams:
                self.over_limit.add(frame.stream_id)
        return result

    # ------------------------------------------------------- what the driver asks

    def acknowledge_connection_data(self, size: int) -> None:
        """Give `size` bytes of the connection's window back (h2's own rule: in halves).

        The driver does this as DATA arrives: each stream's window bounds what its
        session holds unread, and the connection window opened is at least all of them
        together (`TransportConfig.max_streams_window`), so it bounds nothing more. The
        streams' windows go back as the sessions read (`acknowledge_stream_data`).
        """
        increment = self._inbound_flow_control_window_manager.process_bytes(size)
        if increment:
            self._prepare_for_sending([self._library.frames.WindowUpdateFrame(0, increment)])

    def acknowledge_stream_data(self, size: int, stream_id: int) -> bool:
        """Give `size` bytes of one stream's window back; whether a WINDOW_UPDATE was queued.

        h2's `acknowledge_received_data` without the connection's part (see
        `acknowledge_connection_data`); nothing for a stream that is gone or closed.
        """
        stream = self.streams.get(stream_id)
        if stream is None or not stream.open:
            return False
        frames = stream.acknowledge_received_data(size)
        if frames:
            self._prepare_for_sending(frames)
        return bool(frames)

    def release(self) -> None:
        """The connection is over: let go of what ties this object to itself and its driver.

        h2 dispatches frames through a table of this object's own bound methods, and the
        driver's `count_resets` is bound to the driver: reference cycles that would leave
        the connection (its HPACK tables, buffers and streams) and the driver to the cyclic
        collector. The driver releases it once its transport is gone; a frame read after
        that is a protocol error.
        """
        self.count_resets = None
        self._frame_dispatch_table = _Released(self._library.exceptions.ProtocolError)

    @property
    def terminated(self) -> bool:
        """Whether the connection is closed for good (a GOAWAY sent or received)."""
        return bool(self.state_machine.state is self._library.connection.ConnectionState.CLOSED)

    def raise_max_frame_size(self, size: int) -> None:
        """Advertise `size` as SETTINGS_MAX_FRAME_SIZE, and accept frames that large at once.

        As an update (not an initial value) h2 applies it to its own sending once the
        peer has acknowledged it, so no frame ever exceeds what the peer accepts; taken in
        at once here, not only once acknowledged: a peer may use what it was told before
        this side has read its ACK (the kit's 70 KB frame met a FRAME_SIZE_ERROR now and
        then), and accepting the larger size early costs nothing.
        """
        self.update_settings({self._library.settings.SettingCodes.MAX_FRAME_SIZE: size})
        self.max_inbound_frame_size = size


class _Released(dict[Any, Any]):
    """h2's frame dispatch table once the connection is released: every frame is refused."""

    def __init__(self, error: type[Exception]) -> None:
        super().__init__()
        self._error = error

    def __missing__(self, frame_class: Any) -> Any:  # noqa: ANN401 - a frame class, never found
        msg = f"a {frame_class.__name__} after the connection was released"
        raise self._error(msg)


class _PausingBuffer(_BufferBase):
    """h2's frame buffer, whose iteration ends early once `paused` is set (a mixin too).

    h2 takes frames from it until it runs dry; a paused buffer looks dry, and keeps the
    frames not yet taken for the next `receive_data`.
    """

    paused = False

    def __next__(self) -> hyperframe.frame.Frame:
        if self.paused:
            raise StopIteration
        return super().__next__()


@dataclass(frozen=True, kw_only=True, slots=True)
class H2Engine:
    """One HTTP/2 engine: a library under the hardening, and how to make its connections."""

    name: str
    """What the config calls it: "pure" (h2) or "jh2"."""
    library: str
    """The distribution and its version, as logged: "h2 4.4.1"."""
    compiled: bool
    """Whether parts of it are compiled (the `fast` extra)."""
    connection_class: type[HardenedConnection]
    events: ModuleType
    """The library's `events` module: the driver dispatches on its classes."""
    protocol_error: type[h2.exceptions.ProtocolError]
    """The library's `ProtocolError` (what its verbs raise on a closed stream or connection)."""
    modules: Library
    pure_hpack: type[Any] | None = None
    """The HPACK decoder class to use instead of the library's own (jh2's compiled one)."""

    def new_connection(self, *, client_side: bool, config: TransportConfig) -> HardenedConnection:
        """A hardened connection with the settings `config` asks for, in force at once."""
        modules = self.modules
        codes = modules.settings.SettingCodes
        connection = self.connection_class(
            modules.config.H2Configuration(
                client_side=client_side, header_encoding=None, validate_inbound_headers=True
            ),
            closed_streams_kept=CLOSED_STREAMS_KEPT_PER_LIMIT * config.max_concurrent_streams,
        )
        connection.local_settings = modules.settings.Settings(
            client=client_side,
            # Every setting named, h2's defaults included: jh2's differ (a 64 KiB HPACK
            # table, a 6 MiB window), and no engine may advertise what another would not.
            initial_values={
                codes.HEADER_TABLE_SIZE: 4096,
                codes.ENABLE_PUSH: 0,
                codes.MAX_CONCURRENT_STREAMS: config.max_concurrent_streams,
                codes.INITIAL_WINDOW_SIZE: config.stream_window,
                codes.MAX_FRAME_SIZE: 16384,
                codes.MAX_HEADER_LIST_SIZE: config.max_header_list_size,
                codes.ENABLE_CONNECT_PROTOCOL: 0,
            },
        )
        if self.pure_hpack is not None:  # jh2: its pure-Python decoder (see `patch_jh2`)
            connection.decoder = self.pure_hpack()
            connection.decoder.max_allowed_table_size = connection.local_settings.header_table_size
        # Settings given as initial values are in force at once (h2 only re-reads them
        # when an update is acknowledged), so mirror the one h2 enforces from its own
        # attribute.
        connection.decoder.max_header_list_size = config.max_header_list_size
        return connection


def _harden(library: Library, name: str) -> type[HardenedConnection]:
    """`HardenedConnection` over `library`'s `H2Connection`, its module-level patches applied."""
    patch_window_update(library.frames)
    library.frames._raw_data_repr = short_raw_data_repr  # type: ignore[attr-defined]  # noqa: SLF001
    if name == "Jh2":
        patch_jh2(library)
    else:
        patch_decode_headers(library)
    pausing = type("PausingBuffer", (_PausingBuffer, library.frame_buffer.FrameBuffer), {})
    spent = type(
        "ResetBudgetSpent",
        (library.exceptions.DenialOfServiceError,),
        {
            "__doc__": "The peer made this side reset more streams than the budget allows: "
            "ENHANCE_YOUR_CALM."
        },
    )
    return cast(
        "type[HardenedConnection]",
        type(
            f"Hardened{name}Connection",
            (HardenedConnection, library.connection.H2Connection),
            {
                "_library": library,
                "_pausing_buffer": pausing,
                "_reset_budget_spent": spent,
                "_send_rst_stream": library.stream.StreamClosedBy.SEND_RST_STREAM,
            },
        ),
    )


PURE_LIBRARY = library_of("h2")
HardenedH2Connection = _harden(PURE_LIBRARY, "H2")
"""The pure engine's connection class (h2's `H2Connection`, hardened)."""


def _engine(name: str, package: str, modules: Library, cls: type[HardenedConnection]) -> H2Engine:
    exceptions = modules.exceptions
    return H2Engine(
        name=name,
        library=f"{package} {version(package)}",
        compiled=package != "h2",
        connection_class=cls,
        events=modules.events,
        protocol_error=exceptions.ProtocolError,
        modules=modules,
    )


_LOADED: dict[str, H2Engine] = {}

H2_ENGINES = ("pure", "jh2")
"""The HTTP/2 engines there are: "pure" (h2, always installed) and "jh2" (the `fast` extra)."""


def load_engine(name: str) -> H2Engine:
    """The engine `name` (of `H2_ENGINES`), built once; ImportError if its library is missing."""
    engine = _LOADED.get(name)
    if engine is not None:
        return engine
    if name == "pure":
        engine = _engine("pure", "h2", PURE_LIBRARY, HardenedH2Connection)
    elif name == "jh2":
        modules = library_of("jh2")  # ImportError without the `fast` extra
        from jh2.hpack.hpack import Decoder  # noqa: PLC0415 - jh2 is optional

        engine = _engine("jh2", "jh2", modules, _harden(modules, "Jh2"))
        engine = dataclasses.replace(engine, pure_hpack=Decoder)
    else:
        msg = f"no HTTP/2 engine {name!r} (there are: {', '.join(H2_ENGINES)})"
        raise ValueError(msg)
    _LOADED[name] = engine
    return engine
