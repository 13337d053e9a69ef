"""Counting a QPACK field section's lines without decoding it (`l7_transport.h3fields`)."""

from __future__ import annotations

import pylsqpack
from hypothesis import given
from hypothesis import strategies as st

from l7_transport.h3fields import field_lines

names = st.sampled_from([b":path", b"content-type", b"accept-encoding", b"x-custom", b"etag"])
values = st.binary(max_size=300) | st.sampled_from([b"gzip, deflate, br", b"/", b"*/*"])


def encoded(headers: list[tuple[bytes, bytes]]) -> bytes:
    """A field section as a peer without a dynamic table sends it (static table, literals)."""
    _, block = pylsqpack.Encoder().encode(0, headers)
    return block


@given(st.lists(st.tuples(names, values), min_size=1, max_size=60))
def test_the_lines_counted_are_the_fields_decoded(headers):
    block = encoded(headers)
    _, decoded = pylsqpack.Decoder(0, 0).feed_header(0, block)
    assert field_lines(block, at_most=1000) == len(decoded) == len(headers)


@given(st.lists(st.tuples(names, values), min_size=5, max_size=60), st.integers(0, 4))
def test_counting_stops_past_at_most(headers, at_most):
    assert field_lines(encoded(headers), at_most=at_most) == at_most + 1


@given(st.binary(max_size=200))
def test_any_bytes_give_a_count_or_none_never_an_error(block):
    lines = field_lines(block, at_most=50)
    assert lines is None or 0 <= lines <= 51


def test_a_block_cut_inside_a_literal_is_left_to_the_decoder():
    block = encoded([(b"x-custom", b"v" * 100)])
    assert field_lines(block[:-10], at_most=10) is None
    assert field_lines(b"\x00", at_most=10) is None  # no Delta Base
    assert field_lines(b"\x00\x00" + b"\xff" * 20, at_most=10) is None  # an endless integer


def test_one_byte_references_to_the_static_table_are_one_line_each():
    assert field_lines(b"\x00\x00" + b"\xdf" * 4000, at_most=128) == 129
    assert field_lines(b"\x00\x00" + b"\xdf" * 100, at_most=128) == 100
