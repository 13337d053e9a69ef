"""How many field lines a QPACK field section holds, counted without decoding it (RFC 9204 4.5).

A field costs at least 32 bytes of a field section's size (RFC 9114 4.2.2: its name,
its value and 32), whatever it encodes to: a one-byte reference to the static table
decodes to a whole field. A HEADERS frame within the header limit may so hold thousands
of fields, a megabyte once decoded (a "QPACK static-table bomb", an outside attack).
Counting the lines reads only their prefixes and skips the literal strings by their
lengths, and stops once there are more than asked about: the guard
(`l7_transport.h3guard`) refuses a section whose lines alone pass the limit before
anything of it is decoded.
"""

from __future__ import annotations

from typing import Final

FIELD_OVERHEAD: Final = 32
"""What each field adds to a field section's size beyond its name and value (RFC 9114 4.2.2)."""
_MAX_INTEGER_BYTES: Final = 10
"""Continuation bytes of a prefixed integer read at most (62 bits take 9): longer, not counted."""


class _Unreadable(Exception):  # noqa: N818 - an internal outcome, never raised out of here
    """The block ends early or holds an integer too long: left for the decoder to judge."""


def _integer(block: bytes, at: int, prefix_bits: int) -> tuple[int, int]:
    """A prefixed integer (RFC 7541 5.1) starting at `at`: (its value, where the next byte is)."""
    if at >= len(block):
        raise _Unreadable
    mask = (1 << prefix_bits) - 1
    value = block[at] & mask
    at += 1
    if value < mask:
        return value, at
    shift = 0
    for _ in range(_MAX_INTEGER_BYTES):
        if at >= len(block):
            raise _Unreadable
        byte = block[at]
        at += 1
        value += (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at
    raise _Unreadable


def _string(block: bytes, at: int, prefix_bits: int) -> int:
    """Skip a string literal whose length has a `prefix_bits` prefix: where the next byte is."""
    length, at = _integer(block, at, prefix_bits)
    at += length
    if at > len(block):
        raise _Unreadable
    return at


def field_lines(block: bytes, *, at_most: int) -> int | None:
    """The field lines of an encoded field section, or `at_most + 1` once there are more.

    None when the block cannot be read this far (cut short, an integer too long): the
    decoder judges it (QPACK_DECOMPRESSION_FAILED). Nothing is decoded or allocated.
    """
    try:
        _, at = _integer(block, 0, 8)  # Required Insert Count
        _, at = _integer(block, at, 7)  # Sign bit and Delta Base
        lines = 0
        while at < len(block):
            lines += 1
            if lines > at_most:
                return lines
            first = block[at]
            if first & 0x80:  # 1Txxxxxx: indexed field line
                _, at = _integer(block, at, 6)
            elif first & 0x40:  # 01NTxxxx: literal with name reference, then the value
                _, at = _integer(block, at, 4)
                at = _string(block, at, 7)
            elif first & 0x20:  # 001NHxxx: literal with literal name, then the value
                at = _string(block, at, 3)
                at = _string(block, at, 7)
            elif first & 0x10:  # 0001xxxx: indexed field line with post-base index
                _, at = _integer(block, at, 4)
            else:  # 0000Nxxx: literal with post-base name reference, then the value
                _, at = _integer(block, at, 3)
                at = _string(block, at, 7)
    except _Unreadable:
        return None
    return lines


__all__ = ["FIELD_OVERHEAD", "field_lines"]
