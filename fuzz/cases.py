"""What a fuzz input is, how it is stored, and how it is mutated.

An input for the HTTP/2 server or the L8 frame stream is a sequence of chunks
(`Chunks`: the bytes a peer sends, cut where its writes or the network cut
them); an input for the HTTP/3 server is a sequence of stream writes
(`StreamWrite`: which QUIC stream, what bytes, whether the stream ends there).

`mutate_chunks` and `mutate_writes` start from a captured input and change it
the way a hostile or broken peer would: the stream is split into the frames
of its format (`FRAMINGS`), then frames get bit flips, interesting bytes,
truncation, dropping, duplication and repetition, swapping, splicing with
frames of other inputs, garbage between them, and their length, type, flags
and stream fields rewritten; finally the stream is cut into chunks again at
new places. Every choice is asked of a `Chooser`, so the same mutations run
from a seeded `random.Random` (the campaign, fuzz/run.py) and from Hypothesis
(the tests, which can then shrink a failure).

Inputs are stored as records (`dump`, `load`): for each chunk or write a
big-endian 8-byte stream id, a flag byte (1: the stream ends) and a 4-byte
length, then the bytes.
"""

from __future__ import annotations

import itertools
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, TypeVar

H2_PREFACE: Final = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
"""The HTTP/2 client connection preface (RFC 9113 3.4)."""

_RECORD: Final = struct.Struct(">QBI")
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class StreamWrite:
    """Bytes a client hands QUIC for one stream, in one call."""

    stream_id: int
    """The QUIC stream."""
    data: bytes
    """What is written."""
    end_stream: bool = False
    """True when the write ends the stream (FIN)."""


Chunks = tuple[bytes, ...]
"""A byte stream as the reads that carry it."""
Writes = tuple[StreamWrite, ...]
"""A QUIC connection's stream writes, in order."""


def dump(case: Chunks | Writes) -> bytes:
    """The stored form of an input (see the module docstring)."""
    parts: list[bytes] = []
    for item in case:
        if isinstance(item, StreamWrite):
            parts.append(_RECORD.pack(item.stream_id, int(item.end_stream), len(item.data)))
            parts.append(item.data)
        else:
            parts.extend((_RECORD.pack(0, 0, len(item)), item))
    return b"".join(parts)


def load_chunks(stored: bytes) -> Chunks:
    """Chunks back from `dump`."""
    return tuple(write.data for write in load_writes(stored))


def load_writes(stored: bytes) -> Writes:
    """Stream writes back from `dump`; ValueError if the records are cut short."""
    writes: list[StreamWrite] = []
    offset = 0
    while offset < len(stored):
        if len(stored) - offset < _RECORD.size:
            msg = f"a record header is cut short at byte {offset}"
            raise ValueError(msg)
        stream_id, flags, length = _RECORD.unpack_from(stored, offset)
        offset += _RECORD.size
        if len(stored) - offset < length:
            msg = f"a record of {length} bytes is cut short at byte {offset}"
            raise ValueError(msg)
        writes.append(StreamWrite(stream_id, stored[offset : offset + length], bool(flags & 1)))
        offset += length
    return tuple(writes)


class Chooser(Protocol):
    """Where a mutator's choices come from: a seeded generator, or Hypothesis."""

    def below(self, n: int) -> int:
        """A whole number from 0 to `n` - 1 (`n` >= 1)."""

    def blob(self, size: int) -> bytes:
        """`size` arbitrary bytes."""


def pick(chooser: Chooser, options: Sequence[_T]) -> _T:
    """One of `options`."""
    return options[chooser.below(len(options))]


# -- frame formats ------------------------------------------------------------------------------


def _varint_size(first: int) -> int:
    return 1 << (first >> 6)


def encode_varint(value: int) -> bytes:
    """A QUIC variable-length integer (RFC 9000 16), values up to 2**62 - 1."""
    for size, prefix in ((1, 0x00), (2, 0x40), (4, 0x80), (8, 0xC0)):
        if value < 1 << (8 * size - 2):
            data = bytearray(value.to_bytes(size, "big"))
            data[0] |= prefix
            return bytes(data)
    msg = f"{value} does not fit a QUIC varint"
    raise ValueError(msg)


@dataclass(frozen=True, slots=True)
class Framing:
    """A frame format, as much of it as a mutator needs: where frames end, what fields say."""

    name: str
    split: Callable[[bytes], list[bytearray]]
    """The stream as its frames (a prefix such as a preface is a frame of its own; a last
    frame cut short is kept as it is)."""
    set_length: Callable[[bytearray, int], None]
    """Rewrite the length field of a frame (nothing for a piece too short to have one)."""
    set_kind: Callable[[bytearray, int], None]
    """Rewrite the type (or flag) field of a frame."""
    lengths: tuple[int, ...]
    """Length values worth trying besides the frame's own and random ones."""
    kinds: tuple[int, ...]
    """Type values worth trying."""
    max_length: int
    """The largest value the length field can hold."""


def _split_fixed(
    stream: bytes, header: int, length_of: Callable[[bytes, int], int], prefix: bytes = b""
) -> list[bytearray]:
    units: list[bytearray] = []
    position = 0
    if prefix and stream[: len(prefix)] == prefix[: min(len(prefix), len(stream))]:
        units.append(bytearray(stream[: len(prefix)]))
        position = len(prefix)
    while position < len(stream):
        if len(stream) - position < header:
            units.append(bytearray(stream[position:]))
            break
        end = position + header + length_of(stream, position)
        units.append(bytearray(stream[position:end]))
        position = end
    return units


def _h2_split(stream: bytes) -> list[bytearray]:
    return _split_fixed(
        stream, 9, lambda data, at: int.from_bytes(data[at : at + 3], "big"), H2_PREFACE
    )


def _h2_set_length(unit: bytearray, length: int) -> None:
    if len(unit) >= 9 and unit[:9] != H2_PREFACE[:9]:
        unit[0:3] = (length & 0xFFFFFF).to_bytes(3, "big")


def _h2_set_kind(unit: bytearray, kind: int) -> None:
    if len(unit) >= 9 and unit[:9] != H2_PREFACE[:9]:
        unit[3] = kind & 0xFF


def _l8_split(stream: bytes) -> list[bytearray]:
    return _split_fixed(stream, 5, lambda data, at: int.from_bytes(data[at + 1 : at + 5], "big"))


def _l8_set_length(unit: bytearray, length: int) -> None:
    if len(unit) >= 5:
        unit[1:5] = (length & 0xFFFFFFFF).to_bytes(4, "big")


def _l8_set_kind(unit: bytearray, kind: int) -> None:
    if unit:
        unit[0] = kind & 0xFF


def _read_varint(data: bytes | bytearray, at: int) -> tuple[int, int] | None:
    """(value, size) of the varint at `at`, or None if it is cut short."""
    if at >= len(data):
        return None
    size = _varint_size(data[at])
    if at + size > len(data):
        return None
    value = int.from_bytes(data[at : at + size], "big") & ((1 << (8 * size - 2)) - 1)
    return value, size


H3_UNI_STREAM_TYPES: Final = (0x00, 0x01, 0x02, 0x03, 0x54, 0x21, 0x40)
"""Control, push, QPACK encoder and decoder, WebTransport, and two reserved (grease) values."""


def split_h3(stream: bytes, *, unidirectional: bool) -> list[bytearray]:
    """An HTTP/3 stream as its frames (after the stream type, on a unidirectional stream).

    QPACK encoder and decoder streams carry instructions, not frames: they
    split into frame-shaped pieces all the same, which is as good a cut as any.
    """
    units: list[bytearray] = []
    position = 0
    if unidirectional:
        kind = _read_varint(stream, 0)
        if kind is None:
            return [bytearray(stream)] if stream else []
        units.append(bytearray(stream[: kind[1]]))
        position = kind[1]
    while position < len(stream):
        kind = _read_varint(stream, position)
        length = _read_varint(stream, position + kind[1]) if kind else None
        if kind is None or length is None:
            units.append(bytearray(stream[position:]))
            break
        end = min(len(stream), position + kind[1] + length[1] + length[0])
        units.append(bytearray(stream[position:end]))
        position = end
    return units


def _h3_fields(unit: bytearray) -> tuple[int, int, int, int] | None:
    """(type size, length value, length offset, length size) of an HTTP/3 frame."""
    kind = _read_varint(unit, 0)
    if kind is None:
        return None
    length = _read_varint(unit, kind[1])
    if length is None:
        return None
    return kind[1], length[0], kind[1], length[1]


def _h3_set_length(unit: bytearray, length: int) -> None:
    fields = _h3_fields(unit)
    if fields is not None:
        _, _, at, size = fields
        unit[at : at + size] = encode_varint(min(length, (1 << 62) - 1))


def _h3_set_kind(unit: bytearray, kind: int) -> None:
    old = _read_varint(unit, 0)
    if old is not None:
        unit[0 : old[1]] = encode_varint(kind)


H2_FRAMING: Final = Framing(
    name="http2",
    split=_h2_split,
    set_length=_h2_set_length,
    set_kind=_h2_set_kind,
    lengths=(0, 1, 4, 5, 6, 8, 9, 16_383, 16_384, 16_385, 262_144, 262_145, 0xFFFFFF),
    kinds=(*range(11), 0x10, 0xFF),  # DATA .. ORIGIN/ALTSVC range, unknown types
    max_length=0xFFFFFF,
)
L8_FRAMING: Final = Framing(
    name="l8",
    split=_l8_split,
    set_length=_l8_set_length,
    set_kind=_l8_set_kind,
    lengths=(0, 1, 4096, 4097, 1 << 20, (1 << 20) + 1, 2**31 - 1, 2**31, 2**32 - 1),
    kinds=(0x00, 0x01, 0x80, 0xFF),
    max_length=0xFFFFFFFF,
)
H3_FRAMING: Final = Framing(
    name="http3",
    split=lambda stream: split_h3(stream, unidirectional=False),
    set_length=_h3_set_length,
    set_kind=_h3_set_kind,
    lengths=(0, 1, 2, 63, 64, 16_383, 16_384, 17_408, 17_409, 262_144, 1 << 30, (1 << 62) - 1),
    # DATA, HEADERS, the HTTP/2-only types, CANCEL_PUSH, SETTINGS, PUSH_PROMISE, GOAWAY,
    # MAX_PUSH_ID, WebTransport, a reserved (grease) type and one past 2**32.
    kinds=(0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xD, 0x41, 0x21, 1 << 33),
    max_length=(1 << 62) - 1,
)
FRAMINGS: Final = {framing.name: framing for framing in (H2_FRAMING, L8_FRAMING, H3_FRAMING)}

# -- mutations of a list of frames ----------------------------------------------------------------

_INTERESTING_BYTES: Final = (0x00, 0x01, 0x7F, 0x80, 0xFF, 0x40, 0xC0, 0x3F)
_H2_FLAGS: Final = (0x00, 0x01, 0x04, 0x05, 0x08, 0x20, 0x25, 0x2D, 0xFF)
_H2_STREAMS: Final = (0, 1, 2, 3, 5, 7, 0x7FFFFFFF, 0x80000001, 0xFFFFFFFF)


@dataclass(slots=True)
class _Frames:
    """Frames being mutated, and what they may borrow from."""

    units: list[bytearray]
    framing: Framing
    donors: Sequence[bytes]
    """Frames of other inputs, for splicing."""
    limit: int
    """The most bytes the mutated stream may have (repetition stops there)."""

    def size(self) -> int:
        return sum(len(unit) for unit in self.units)


FrameMutation = Callable[[Chooser, _Frames], None]


def _any_unit(chooser: Chooser, frames: _Frames) -> bytearray | None:
    return pick(chooser, frames.units) if frames.units else None


def _flip(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit:
        unit[chooser.below(len(unit))] ^= 1 << chooser.below(8)


def _interesting_byte(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit:
        unit[chooser.below(len(unit))] = pick(chooser, _INTERESTING_BYTES)


def _truncate(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is not None:
        del unit[chooser.below(len(unit) + 1) :]


def _cut_stream(chooser: Chooser, frames: _Frames) -> None:
    if frames.units:
        index = chooser.below(len(frames.units))
        del frames.units[index + 1 :]
        unit = frames.units[index]
        del unit[chooser.below(len(unit) + 1) :]


def _drop(chooser: Chooser, frames: _Frames) -> None:
    if len(frames.units) > 1:
        del frames.units[chooser.below(len(frames.units))]


def _duplicate(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is not None and frames.size() + len(unit) <= frames.limit:
        frames.units.insert(chooser.below(len(frames.units) + 1), bytearray(unit))


def _repeat(chooser: Chooser, frames: _Frames) -> None:
    """One frame many times over: floods, and streams longer than any buffer should be."""
    if not frames.units:
        return
    index = chooser.below(len(frames.units))
    unit = frames.units[index]
    room = (frames.limit - frames.size()) // max(1, len(unit))
    count = min(room, pick(chooser, (2, 8, 64, 512, 4096)))
    frames.units[index + 1 : index + 1] = [bytearray(unit) for _ in range(count)]


def _swap(chooser: Chooser, frames: _Frames) -> None:
    if len(frames.units) > 1:
        first, second = chooser.below(len(frames.units)), chooser.below(len(frames.units))
        frames.units[first], frames.units[second] = frames.units[second], frames.units[first]


def _splice(chooser: Chooser, frames: _Frames) -> None:
    """A frame of another input in place of one, or a stream that changes input midway."""
    if not frames.donors:
        return
    donor = pick(chooser, frames.donors)
    if chooser.below(2):
        frames.units.insert(chooser.below(len(frames.units) + 1), bytearray(donor))
    elif frames.units:
        index = chooser.below(len(frames.units))
        unit = frames.units[index]
        frames.units[index] = (
            unit[: chooser.below(len(unit) + 1)] + donor[chooser.below(len(donor) + 1) :]
        )


def _garbage(chooser: Chooser, frames: _Frames) -> None:
    frames.units.insert(
        chooser.below(len(frames.units) + 1), bytearray(chooser.blob(1 + chooser.below(32)))
    )


def _length(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is None:
        return
    own = len(unit)
    options = (*frames.framing.lengths, own, max(0, own - 1), own + 1, 2 * own)
    if chooser.below(4):
        length = pick(chooser, options)
    else:
        length = int.from_bytes(chooser.blob(8), "big") % (frames.framing.max_length + 1)
    frames.framing.set_length(unit, length)


def _kind(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is not None:
        kinds = frames.framing.kinds
        frames.framing.set_kind(
            unit, pick(chooser, kinds) if chooser.below(4) else chooser.below(256)
        )


def _h2_flags(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is not None and len(unit) >= 9 and unit[:9] != H2_PREFACE[:9]:
        unit[4] = (
            pick(chooser, _H2_FLAGS) if chooser.below(2) else unit[4] ^ (1 << chooser.below(8))
        )


def _h2_stream(chooser: Chooser, frames: _Frames) -> None:
    unit = _any_unit(chooser, frames)
    if unit is not None and len(unit) >= 9 and unit[:9] != H2_PREFACE[:9]:
        others = [int.from_bytes(u[5:9], "big") for u in frames.units if len(u) >= 9]
        stream = pick(chooser, (*_H2_STREAMS, *others, *(o + 2 for o in others)))
        unit[5:9] = (stream & 0xFFFFFFFF).to_bytes(4, "big")


FRAME_MUTATIONS: Final[dict[str, FrameMutation]] = {
    "flip": _flip,
    "byte": _interesting_byte,
    "truncate": _truncate,
    "cut": _cut_stream,
    "drop": _drop,
    "duplicate": _duplicate,
    "repeat": _repeat,
    "swap": _swap,
    "splice": _splice,
    "garbage": _garbage,
    "length": _length,
    "kind": _kind,
}
"""Mutations every frame format takes."""
H2_MUTATIONS: Final[dict[str, FrameMutation]] = {"flags": _h2_flags, "stream": _h2_stream}
"""Mutations of the fields only HTTP/2 frame headers have."""


def mutate_frames(
    chooser: Chooser,
    stream: bytes,
    framing: Framing,
    *,
    donors: Sequence[bytes] = (),
    limit: int = 1 << 20,
) -> bytes:
    """`stream` with 1 to 4 frame mutations applied."""
    frames = _Frames(framing.split(stream), framing, donors, limit)
    table = FRAME_MUTATIONS | H2_MUTATIONS if framing is H2_FRAMING else FRAME_MUTATIONS
    names = sorted(table)
    for _ in range(1 + chooser.below(4)):
        table[pick(chooser, names)](chooser, frames)
    return bytes(b"".join(frames.units))[:limit]


def rechunk(chooser: Chooser, stream: bytes, original: Sequence[int]) -> Chunks:
    """`stream` cut into reads: where the original reads ended, anywhere, or not at all."""
    how = chooser.below(4)
    if how == 0 or not stream:
        cuts = [cut for cut in original if 0 < cut < len(stream)]
    elif how == 1:
        cuts = []
    elif how == 2:
        cuts = [1 + chooser.below(len(stream)) for _ in range(1 + chooser.below(8))]
    else:
        # Small reads: a header split across reads, each piece on its own.
        step = 1 + chooser.below(16)
        cuts = list(range(step, min(len(stream), 64 * step), step))
    bounds = [0, *sorted(set(cuts)), len(stream)]
    return tuple(stream[start:end] for start, end in itertools.pairwise(bounds))


def cut_points(chunks: Sequence[bytes]) -> list[int]:
    """Where the reads of `chunks` end, as offsets in the joined stream."""
    points: list[int] = []
    total = 0
    for chunk in chunks:
        total += len(chunk)
        points.append(total)
    return points


def mutate_chunks(
    chooser: Chooser,
    seed: Chunks,
    framing: Framing,
    *,
    donors: Sequence[bytes] = (),
    limit: int = 1 << 20,
) -> Chunks:
    """A mutated copy of a byte-stream input: its frames changed, then cut into new reads."""
    stream = b"".join(seed)
    if chooser.below(8):  # now and then only the reads change
        stream = mutate_frames(chooser, stream, framing, donors=donors, limit=limit)
    return rechunk(chooser, stream, cut_points(seed))


# -- mutations of HTTP/3 stream writes ------------------------------------------------------------


def is_unidirectional(stream_id: int) -> bool:
    """Whether a QUIC stream id names a unidirectional stream."""
    return bool(stream_id & 0x2)


def _stream_ids(writes: Sequence[StreamWrite]) -> list[int]:
    return sorted({write.stream_id for write in writes})


def _restream(
    chooser: Chooser, writes: list[StreamWrite], limit: int, donors: Sequence[bytes]
) -> None:
    """Mutate the frames of one stream, then cut it into as many writes as before."""
    stream_id = pick(chooser, _stream_ids(writes))
    positions = [i for i, write in enumerate(writes) if write.stream_id == stream_id]
    ends = any(writes[i].end_stream for i in positions)
    data = b"".join(writes[i].data for i in positions)
    uni = is_unidirectional(stream_id)
    framing = H3_FRAMING
    if uni:
        framing = Framing(
            name="http3-uni",
            split=lambda stream: split_h3(stream, unidirectional=True),
            set_length=H3_FRAMING.set_length,
            set_kind=H3_FRAMING.set_kind,
            lengths=H3_FRAMING.lengths,
            kinds=H3_FRAMING.kinds + H3_UNI_STREAM_TYPES,
            max_length=H3_FRAMING.max_length,
        )
    mutated = mutate_frames(chooser, data, framing, donors=donors, limit=limit)
    pieces = rechunk(chooser, mutated, cut_points([writes[i].data for i in positions]))
    replacement = [StreamWrite(stream_id, piece) for piece in pieces] or [
        StreamWrite(stream_id, b"")
    ]
    if ends:
        last = replacement[-1]
        replacement[-1] = StreamWrite(stream_id, last.data, end_stream=True)
    first = positions[0]
    for index in reversed(positions):
        del writes[index]
    writes[first:first] = replacement


def _move(chooser: Chooser, writes: list[StreamWrite]) -> None:
    """A write sent on another stream: a request's bytes on the control stream, and so on."""
    index = chooser.below(len(writes))
    ids = _stream_ids(writes)
    new_bidi = max([i for i in ids if not is_unidirectional(i)] or [-4]) + 4
    new_uni = max([i for i in ids if is_unidirectional(i)] or [-2]) + 4
    target = pick(chooser, (*ids, new_bidi, new_uni))
    write = writes[index]
    writes[index] = StreamWrite(target, write.data, write.end_stream)


def _reorder(chooser: Chooser, writes: list[StreamWrite]) -> None:
    first, second = chooser.below(len(writes)), chooser.below(len(writes))
    writes[first], writes[second] = writes[second], writes[first]


def _drop_write(chooser: Chooser, writes: list[StreamWrite]) -> None:
    if len(writes) > 1:
        del writes[chooser.below(len(writes))]


def _duplicate_write(chooser: Chooser, writes: list[StreamWrite]) -> None:
    write = pick(chooser, writes)
    writes.insert(chooser.below(len(writes) + 1), StreamWrite(write.stream_id, write.data))


def _toggle_end(chooser: Chooser, writes: list[StreamWrite]) -> None:
    index = chooser.below(len(writes))
    write = writes[index]
    writes[index] = StreamWrite(write.stream_id, write.data, not write.end_stream)


WRITE_MUTATIONS: Final = (
    "restream",
    "restream",
    "restream",
    "move",
    "reorder",
    "drop",
    "dup",
    "end",
)


def mutate_writes(
    chooser: Chooser,
    seed: Writes,
    *,
    donors: Sequence[bytes] = (),
    limit: int = 1 << 20,
) -> Writes:
    """A mutated copy of an HTTP/3 input: frames on its streams, and the streams themselves."""
    writes = list(seed)
    for _ in range(1 + chooser.below(3)):
        if not writes:
            break
        match pick(chooser, WRITE_MUTATIONS):
            case "restream":
                _restream(chooser, writes, limit, donors)
            case "move":
                _move(chooser, writes)
            case "reorder":
                _reorder(chooser, writes)
            case "drop":
                _drop_write(chooser, writes)
            case "dup":
                _duplicate_write(chooser, writes)
            case _:
                _toggle_end(chooser, writes)
    return tuple(writes)


def h3_donors(cases: Sequence[Writes]) -> list[bytes]:
    """The frames of every stream of `cases`, for splicing into others."""
    donors: list[bytes] = []
    for case in cases:
        for stream_id in _stream_ids(case):
            data = b"".join(w.data for w in case if w.stream_id == stream_id)
            donors.extend(
                bytes(u) for u in split_h3(data, unidirectional=is_unidirectional(stream_id))
            )
    return donors


def frame_donors(cases: Sequence[Chunks], framing: Framing) -> list[bytes]:
    """The frames of every input of `cases`, for splicing into others."""
    return [bytes(unit) for case in cases for unit in framing.split(b"".join(case))]
