"""The compiled frame loops (`l7_transport/_framing.c`) against the Python ones they mirror.

tests/test_framing.py runs the framing tests on both; this holds them to each other on any
stream, and to being built where a C compiler is.
"""

import array
import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l7_transport import framing

NOT_BUILT = "the compiled frame loops (_framing.c) were not built: no C compiler"


def test_the_install_built_the_compiled_frame_loops_where_a_compiler_is():
    """`setup.py` builds `_framing` as optional: a broken build would only show as slowness."""
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler here: frames are read by the Python loops")
    assert framing.COMPILED, "no _framing module: reinstall (pip install -e .) and read its errors"


_LIMITS = st.sampled_from([0, 1, 4, 30, 255, 1 << 20, (1 << 32) - 1, 1 << 32, 1 << 62])
# Streams of headers that are mostly sound, with garbage, huge lengths and cut ends among them.
_STREAMS = st.one_of(
    st.binary(max_size=64),
    st.lists(
        st.tuples(
            st.sampled_from([0, 0, 0, 1, 0x80, 0xFF]),
            st.one_of(st.integers(0, 40), st.sampled_from([255, 1 << 20, (1 << 32) - 1])),
            st.binary(max_size=40),
        ),
        max_size=10,
    ).map(
        lambda frames: b"".join(
            bytes([flags]) + length.to_bytes(4, "big") + body for flags, length, body in frames
        )
    ),
)


@settings(max_examples=600, deadline=None)
@given(_STREAMS, st.integers(0, 80), _LIMITS, st.sampled_from([bytes, bytearray, memoryview]))
def test_the_compiled_loops_return_what_the_python_loops_return(data, position, limit, kind):
    if not framing.COMPILED:
        pytest.skip(NOT_BUILT)
    given_data = kind(data)
    assert framing._compiled.scan(given_data, position, limit) == framing._scan_headers(
        data, position, limit
    )
    assert framing._compiled.split(given_data, limit) == framing._split_frames(data, limit)


def test_the_compiled_loops_refuse_what_they_cannot_read():
    if not framing.COMPILED:
        pytest.skip(NOT_BUILT)
    with pytest.raises(ValueError, match="negative"):
        framing._compiled.scan(b"", -1, 10)
    with pytest.raises(OverflowError):
        framing._compiled.split(b"", -1)
    with pytest.raises(TypeError):
        framing._compiled.scan("text", 0, 10)
    with pytest.raises(TypeError):
        framing._compiled.split(b"", 10, 11)


@pytest.mark.parametrize("compiled", [False, True])
def test_a_buffer_of_wider_items_is_refused_by_both_loops(compiled):
    """An outside review: a memoryview cast to 4-byte items was walked by bytes in C and by
    items in Python (a different answer, and a partial header lost in FrameDecoder)."""
    if compiled and not framing.COMPILED:
        pytest.skip(NOT_BUILT)
    scan = framing._compiled.scan if compiled else framing._scan_headers
    split = framing._compiled.split if compiled else framing._split_frames
    wide = memoryview(bytearray(b"\0\0\0\0\3abc" + b"\0" * 4)).cast("I")
    with pytest.raises(TypeError, match="items of one byte"):
        scan(wide, 0, 100)
    with pytest.raises(TypeError, match="items of one byte"):
        split(wide, 100)
    assert split(wide.cast("B"), 100) == ([b"abc"], 8, False)
    rows = memoryview(bytearray(b"\0\0\0\0\3abc")).cast("B", shape=[2, 4])
    assert split(rows, 100) == ([b"abc"], 8, False)  # a 2-D view read as its bytes
    with pytest.raises(TypeError, match="items of one byte"):
        scan(array.array("I", [0, 3]), 0, 100)
