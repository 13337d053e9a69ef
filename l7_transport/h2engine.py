"""The HTTP/2 engines: h2's sans-I/O API, hardened where it trusts its peer too much.

Two implementations of one API sit under the driver (l7_transport.h2connection):
the pure-Python `h2` library (the engine "pure", always present) and `jh2`, a
maintained fork of h2 with HPACK and its byte buffer compiled (the engine "jh2",
the optional `fast` extra). Both get the same hardening, from the same code
(`HardenedConnection`, mixed into each library's `H2Connection`): bounded memory of
closed streams, pausing between stream openings, a reset budget, HPACK failures as
COMPRESSION_ERROR, no whole-payload hex in frame reprs, the reserved bit of
WINDOW_UPDATE ignored. `load_engine` builds an engine by name; which one runs is
chosen in l7_transport.engines.
"""

from __future__ import annotations

import binascii
import dataclasses
import importlib
from collections.abc import Callable, Iterable
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

if TYPE_CHECKING:
    _ConnectionBase = h2.connection.H2Connection
    _BufferBase = h2.frame_buffer.FrameBuffer
else:
    _ConnectionBase = _BufferBase = object


@dataclass(frozen=True, slots=True)
class _Library:
    """The modules of one implementation of h2's API (h2 itself, or jh2), as hardened here."""

    connection: ModuleType
    """`h2.connection`: `H2Connection`, `ConnectionInputs`, `ConnectionState`, `_decode_headers`."""
    events: ModuleType
    exceptions: ModuleType
    settings: ModuleType
    config: ModuleType
    stream: ModuleType
    """`h2.stream`: `StreamClosedBy`."""
    frame_buffer: ModuleType
    frames: ModuleType
    """hyperframe's `frame` module (jh2 vendors its own copy)."""


def short_raw_data_repr(data: bytes | None) -> str:
    """The DATA repr of hyperframe, without hexlifying a whole payload to keep 20 characters.

    h2 formats `repr(frame)` for a trace log on every frame it receives,
    whether or not anyone logs it, and hyperframe's repr hexlifies the entire
    payload before cutting it to 20 hex digits: with 256 KiB frames that was
    a quarter of a streamed session's cost. Same output, first 10 bytes only.
    (tests/test_transport.py checks the output is unchanged.)
    """
    if not data:
        return "None"
    text = binascii.hexlify(data[:10]).decode("ascii")
    return "<hex:" + text + ("..." if len(data) > 10 else "") + ">"


def _patch_window_update(frames: ModuleType) -> None:
    """Parse WINDOW_UPDATE as hyperframe does, with the reserved bit ignored (RFC 9113 6.9).

    hyperframe reads the increment's 32 bits whole and refuses a value above
    2^31-1, so a peer that sets the reserved bit, which a receiver MUST ignore,
    would get its connection closed. Patched on the class, for every parser
    in the process, rather than registered as a subclass in
    `hyperframe.frame.FRAMES`: h2 dispatches frames on their exact class, so a
    subclass would break every other `H2Connection` (the tests' raw clients).
    """
    parse_body = frames.WindowUpdateFrame.parse_body

    def parse_window_update(self: Any, data: memoryview) -> None:  # noqa: ANN401 - a frame
        if len(data) == 4 and data[0] & 0x80:  # the 4-byte payload, its top bit set
            data = memoryview(bytes((data[0] & 0x7F,)) + bytes(data[1:]))
        parse_body(self, data)

    frames.WindowUpdateFrame.parse_body = parse_window_update


def _compression_error(library: _Library) -> type[Exception]:
    """The library's ProtocolError for a header block HPACK cannot decode: COMPRESSION_ERROR."""
    return type(
        "CompressionError",
        (library.exceptions.ProtocolError,),
        {
            "__doc__": "A header block HPACK cannot decode: a connection error of type "
            "COMPRESSION_ERROR.",
            "error_code": library.connection.ErrorCodes.COMPRESSION_ERROR,
        },
    )


def _patch_decode_headers(library: _Library) -> None:
    """The library's decoding, with HPACK failures as COMPRESSION_ERROR (RFC 9113 4.3).

    Both libraries raise PROTOCOL_ERROR for a header block HPACK cannot decode,
    from its cause (h2 chains it with `from`, jh2 leaves it as the context: its
    compiled decoder raises its own HPACKError, or a panic for an index out of
    range); a DenialOfServiceError (an oversized header list) stays as it is.
    """
    exceptions = library.exceptions
    compression_error = _compression_error(library)
    decode_headers = library.connection._decode_headers  # noqa: SLF001

    def hardened_decode_headers(decoder: Any, encoded_header_block: bytes) -> Iterable[Any]:  # noqa: ANN401 - either library's Decoder
        try:
            return cast("Iterable[Any]", decode_headers(decoder, encoded_header_block))
        except exceptions.DenialOfServiceError:
            raise
        except exceptions.ProtocolError as error:
            cause = error.__cause__ or error.__context__
            if cause is not None:
                raise compression_error(str(error)) from cause
            raise

    library.connection._decode_headers = hardened_decode_headers  # type: ignore[attr-defined]  # noqa: SLF001


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
    (the oldest forgotten first), found with a byte search. Only what h2 and
    `HardenedConnection` use.
    """

    __slots__ = ("_how", "_ids", "_kinds", "_next")

    def __init__(
        self,
        size: int,
        kinds: tuple[h2.stream.StreamClosedBy | None, ...] = (None, *h2.stream.StreamClosedBy),
    ) -> None:
        self._ids = bytearray(4 * size)
        """Stream ids, 4 bytes big-endian each (0, never a stream's id: a free slot)."""
        self._how = bytearray(size)
        """How each closed: an index into `_kinds`."""
        self._next = 0
        self._kinds = kinds
        """None, then the library's `StreamClosedBy` members (h2's or jh2's)."""

    def __setitem__(self, stream_id: int, closed_by: h2.stream.StreamClosedBy | None) -> None:
        slot = self._next
        self._ids[4 * slot : 4 * slot + 4] = stream_id.to_bytes(4, "big")
        self._how[slot] = self._kinds.index(closed_by)
        self._next = (slot + 1) % len(self._how)

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

    _library: ClassVar[_Library]
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
    stream_gone: tuple[type[Exception], ...]
    """What its verbs raise for a stream already closed or forgotten."""
    modules: _Library
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
        if self.pure_hpack is not None:  # jh2: its pure-Python decoder (see `_patch_jh2`)
            connection.decoder = self.pure_hpack()
            connection.decoder.max_allowed_table_size = connection.local_settings.header_table_size
        # Settings given as initial values are in force at once (h2 only re-reads them
        # when an update is acknowledged), so mirror the one h2 enforces from its own
        # attribute.
        connection.decoder.max_header_list_size = config.max_header_list_size
        return connection


def _reject_illegal_characters(
    headers: Iterable[Any], protocol_error: type[Exception]
) -> Iterable[Any]:
    """RFC 9113 8.2.1 on a decoded header list, as h2 checks it (jh2 does not).

    Field names: no characters 0x00-0x20, 0x41-0x5a (uppercase), 0x7f-0xff, no colon
    after the first character; field values: no NUL, CR or LF, no leading or trailing
    space or tab. A fault is a `protocol_error` (PROTOCOL_ERROR).
    """
    for header in headers:
        name, value = header[0], header[1]
        for c in name:
            if c <= 0x20 or 0x41 <= c <= 0x5A or c >= 0x7F:
                msg = f"Illegal character {chr(c)!r} in header name: {name!r}"
                raise protocol_error(msg)
        if name.find(b":", 1) != -1:
            msg = f"Illegal character ':' in header name: {name!r}"
            raise protocol_error(msg)
        if value:
            if b"\x00" in value or b"\r" in value or b"\n" in value:
                msg = f"Illegal character in header value: {value!r}"
                raise protocol_error(msg)
            if value[0] in (0x20, 0x09) or value[-1] in (0x20, 0x09):
                msg = f"Received header value surrounded by whitespace {value!r}"
                raise protocol_error(msg)
        yield header


def _patch_jh2(library: _Library) -> None:
    """What jh2 checks less than h2, made equal: HPACK decoding and header characters.

    jh2's compiled HPACK decoder accepts what RFC 7541 forbids (a dynamic table size
    update after a field, a Huffman string with bad padding: tests/adversarial/
    test_h2_conformance.py found them), so its connections decode with jh2's own
    pure-Python HPACK (the same checks as h2's `hpack`; see `H2Engine.new_connection`),
    and jh2's header validation lacks h2's RFC 9113 8.2.1 character checks, added here.
    """
    from jh2.hpack import exceptions as hpack_errors  # noqa: PLC0415 - jh2 is optional
    from jh2.hpack.hpack import Decoder as PureDecoder  # noqa: PLC0415

    exceptions = library.exceptions
    compression_error = _compression_error(library)
    jh2_decode_headers = library.connection._decode_headers  # noqa: SLF001

    def decode_headers(decoder: Any, encoded_header_block: bytes) -> Iterable[Any]:  # noqa: ANN401 - jh2's pure Decoder
        # Module-wide: other jh2 connections in the process (an HTTP client a handler
        # uses, say) keep jh2's compiled decoder and its own decoding.
        if not isinstance(decoder, PureDecoder):
            return cast("Iterable[Any]", jh2_decode_headers(decoder, encoded_header_block))
        try:
            return cast("Iterable[Any]", decoder.decode(encoded_header_block, raw=True))
        except hpack_errors.OversizedHeaderListError as error:
            msg = f"Oversized header block: {error}"
            raise exceptions.DenialOfServiceError(msg) from error
        except (hpack_errors.HPACKError, IndexError, TypeError, UnicodeDecodeError) as error:
            msg = f"Error decoding header block: {error}"
            raise compression_error(msg) from error

    library.connection._decode_headers = decode_headers  # type: ignore[attr-defined]  # noqa: SLF001
    from jh2 import utilities  # noqa: PLC0415

    # jh2's own pipeline, with the RFC 9113 8.2.1 character checks h2 makes in place of
    # jh2's surrounding-whitespace rule (which refuses any of `string.whitespace`: a
    # value starting with VT or FF, allowed by the RFC and by h2, closed the connection).
    steps = (
        utilities._reject_empty_header_names,  # noqa: SLF001
        utilities._reject_uppercase_header_fields,  # noqa: SLF001
        utilities._reject_te,  # noqa: SLF001
        utilities._reject_connection_header,  # noqa: SLF001
        utilities._reject_pseudo_header_fields,  # noqa: SLF001
        utilities._check_host_authority_header,  # noqa: SLF001
        utilities._check_path_header,  # noqa: SLF001
    )

    def validate(headers: Iterable[Any], flags: Any) -> Iterable[Any]:  # noqa: ANN401 - jh2's flags
        headers = _reject_illegal_characters(headers, exceptions.ProtocolError)
        for step in steps:
            headers = step(headers, flags)
        return headers

    library.stream.validate_headers = validate  # type: ignore[attr-defined]


def _harden(library: _Library, name: str) -> type[HardenedConnection]:
    """`HardenedConnection` over `library`'s `H2Connection`, its module-level patches applied."""
    _patch_window_update(library.frames)
    library.frames._raw_data_repr = short_raw_data_repr  # type: ignore[attr-defined]  # noqa: SLF001
    if name == "Jh2":
        _patch_jh2(library)
    else:
        _patch_decode_headers(library)
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


def _library_of(package: str) -> _Library:
    parts = ("connection", "events", "exceptions", "settings", "config", "stream", "frame_buffer")
    modules = {part: importlib.import_module(f"{package}.{part}") for part in parts}
    frames = importlib.import_module(
        "hyperframe.frame" if package == "h2" else f"{package}.hyperframe.frame"
    )
    return _Library(frames=frames, **modules)


PURE_LIBRARY = _library_of("h2")
HardenedH2Connection = _harden(PURE_LIBRARY, "H2")
"""The pure engine's connection class (h2's `H2Connection`, hardened)."""


def _engine(name: str, package: str, modules: _Library, cls: type[HardenedConnection]) -> H2Engine:
    exceptions = modules.exceptions
    return H2Engine(
        name=name,
        library=f"{package} {version(package)}",
        compiled=package != "h2",
        connection_class=cls,
        events=modules.events,
        protocol_error=exceptions.ProtocolError,
        stream_gone=(
            exceptions.StreamClosedError,
            exceptions.NoSuchStreamError,
            exceptions.StreamIDTooLowError,
        ),
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
        modules = _library_of("jh2")  # ImportError without the `fast` extra
        from jh2.hpack.hpack import Decoder  # noqa: PLC0415 - jh2 is optional

        engine = _engine("jh2", "jh2", modules, _harden(modules, "Jh2"))
        engine = dataclasses.replace(engine, pure_hpack=Decoder)
    else:
        msg = f"no HTTP/2 engine {name!r} (there are: {', '.join(H2_ENGINES)})"
        raise ValueError(msg)
    _LOADED[name] = engine
    return engine
