"""What this project changes in the h2 and jh2 libraries themselves, module-wide.

The hardening of a connection (l7_transport.h2engine) needs some changes that are not
the connection's: how hyperframe parses WINDOW_UPDATE, how a DATA frame prints, how a
header block's HPACK failure is reported (COMPRESSION_ERROR), and, for jh2, the checks
it makes less than h2 (its pure-Python HPACK decoder and RFC 9113 8.2.1's characters).
Each is applied once per library, by `h2engine._harden`. `Library` names the modules
of one implementation of h2's API, which every patch takes.
"""

from __future__ import annotations

import binascii
import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, cast


@dataclass(frozen=True, slots=True)
class Library:
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


def patch_window_update(frames: ModuleType) -> None:
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


def _compression_error(library: Library) -> type[Exception]:
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


def patch_decode_headers(library: Library) -> None:
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


def patch_jh2(library: Library) -> None:
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


def library_of(package: str) -> Library:
    """The modules of `package` ("h2" or "jh2"), and the hyperframe its frames come from."""
    parts = ("connection", "events", "exceptions", "settings", "config", "stream", "frame_buffer")
    modules = {part: importlib.import_module(f"{package}.{part}") for part in parts}
    frames = importlib.import_module(
        "hyperframe.frame" if package == "h2" else f"{package}.hyperframe.frame"
    )
    return Library(frames=frames, **modules)
