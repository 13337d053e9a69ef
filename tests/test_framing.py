import pytest
from hypothesis import given
from hypothesis import strategies as st

from l7_transport import (
    FRAME_HEADER_SIZE,
    FrameDecoder,
    FrameScanner,
    FramingError,
    TransportErrorCode,
    encode_frame,
    framing,
)


@pytest.fixture(autouse=True, params=["python", "compiled"])
def loops(request, monkeypatch):
    """Every test here runs on the Python frame loops and on the compiled ones (`_framing.c`)."""
    if request.param == "python":
        monkeypatch.setattr(framing, "scan_headers", framing._scan_headers)
        monkeypatch.setattr(framing, "split_frames", framing._split_frames)
    elif not framing.COMPILED:
        pytest.skip("the compiled frame loops (_framing.c) were not built: no C compiler")
    else:
        monkeypatch.setattr(framing, "scan_headers", framing._compiled.scan)
        monkeypatch.setattr(framing, "split_frames", framing._compiled.split)
    return request.param


def test_payloads_are_copies_whatever_the_stream_bytes_are():
    stream = bytearray(encode_frame(b"first") + encode_frame(b"second") + b"\x00\x00")
    decoder = FrameDecoder()
    payloads = decoder.feed(memoryview(stream))
    stream[:] = b"\xff" * len(stream)
    assert payloads == [b"first", b"second"]
    assert all(type(payload) is bytes for payload in payloads)
    assert decoder.buffered == 2
    assert decoder.feed(b"\x00\x00\x01z") == [b"z"]
    assert decoder.buffered == 0


def test_frame_header_is_flag_and_big_endian_length():
    assert encode_frame(b"abc") == b"\x00\x00\x00\x00\x03abc"
    assert FRAME_HEADER_SIZE == 5


def test_frames_split_at_every_byte_boundary_decode_identically():
    payloads = [b"", b"x", b"hello world" * 30, b"\x00\x01\x02"]
    stream = b"".join(encode_frame(p) for p in payloads)
    for step in (1, 2, 3, 7, 64, len(stream)):
        decoder = FrameDecoder()
        out = []
        for i in range(0, len(stream), step):
            out.extend(decoder.feed(stream[i : i + step]))
        assert out == payloads
        assert decoder.buffered == 0
        assert decoder.error is None


def test_oversized_length_is_refused_before_buffering_the_payload():
    decoder = FrameDecoder(max_frame_size=10)
    good = encode_frame(b"ok")
    out = decoder.feed(good + b"\x00\x00\x00\x00\x0b")
    assert out == [b"ok"]
    assert decoder.error is not None
    assert decoder.error.code is TransportErrorCode.FRAME_TOO_LARGE
    assert decoder.buffered == 0
    # A broken stream stays broken: later bytes are not interpreted.
    assert decoder.feed(encode_frame(b"x")) == []


def test_unknown_flags_are_refused():
    decoder = FrameDecoder()
    assert decoder.feed(b"\x01\x00\x00\x00\x01x") == []
    assert decoder.error is not None
    assert decoder.error.code is TransportErrorCode.BAD_FRAME_FLAGS
    assert "0x01" in str(decoder.error)


def test_end_of_stream_inside_a_frame_raises_truncated():
    decoder = FrameDecoder()
    decoder.feed(encode_frame(b"abcdef")[:-2])
    with pytest.raises(FramingError) as caught:
        decoder.end_of_stream()
    assert caught.value.code is TransportErrorCode.TRUNCATED_FRAME


def test_end_of_stream_between_frames_is_clean():
    decoder = FrameDecoder()
    decoder.feed(encode_frame(b"abc"))
    decoder.end_of_stream()
    assert decoder.error is None


@pytest.mark.parametrize("size", [0, -1, 1 << 32, 1 << 64])
def test_max_frame_size_must_be_positive_and_fit_a_length(size):
    with pytest.raises(ValueError, match="positive"):
        FrameDecoder(max_frame_size=size)
    with pytest.raises(ValueError, match="positive"):  # (the scanner did not check it)
        FrameScanner(max_frame_size=size)


@pytest.mark.parametrize("size", [1.5, True, "16", None])
def test_max_frame_size_must_be_an_integer(size):
    """An outside review: a float passed the range check, then the compiled loop raised
    TypeError mid-read where the Python one read on."""
    with pytest.raises(TypeError):
        FrameDecoder(max_frame_size=size)
    with pytest.raises(TypeError):
        FrameScanner(max_frame_size=size)


def _rows(data: bytes, width: int) -> memoryview:
    """`data` as a 2-D view of `width` bytes a row (its length a multiple of `width`)."""
    return memoryview(bytearray(data)).cast("B", shape=[len(data) // width, width])


def test_views_of_rows_are_fed_as_their_bytes():
    """An outside review: the loops read a 2-D view as its bytes, but `feed` counted and
    sliced it by rows: the scanner lost its place, the decoder dropped a partial frame."""
    frames = encode_frame(b"aaaaa") + encode_frame(b"bbbbb")  # 20 bytes
    scanner = FrameScanner(max_frame_size=16)
    scanner.feed(_rows(frames, 5))
    assert not scanner.inside_frame
    with pytest.raises(FramingError):
        scanner.feed(encode_frame(b"x" * 1000))  # a real header, read as one
    decoder = FrameDecoder(max_frame_size=16)
    header_after = frames + encode_frame(b"ccccc")[:5]  # 25 bytes: 5 rows of 5
    assert decoder.feed(_rows(header_after, 5)) == [b"aaaaa", b"bbbbb"]
    assert decoder.buffered == 5
    assert decoder.feed(b"ccccc") == [b"ccccc"]
    assert decoder.buffered == 0


def test_a_buffer_of_wider_items_is_refused_whatever_is_buffered():
    """The decoder refused a view of 4-byte items only when nothing was buffered."""
    decoder = FrameDecoder(max_frame_size=16)
    assert decoder.feed(encode_frame(b"abc")[:3]) == []
    with pytest.raises(TypeError, match="items of one byte"):
        decoder.feed(memoryview(bytearray(8)).cast("I"))
    with pytest.raises(TypeError, match="items of one byte"):
        FrameScanner(max_frame_size=16).feed(memoryview(bytearray(8)).cast("I"))


def test_a_view_with_steps_is_refused_whatever_is_buffered():
    """A review: a view with steps (`[::2]`) failed with BufferError on an empty decoder and
    with "can't concat" on one holding a partial frame."""
    stepped = memoryview(encode_frame(b"ab") * 2)[::2]
    with pytest.raises(TypeError, match="contiguous"):
        FrameDecoder().feed(stepped)
    decoder = FrameDecoder()
    assert decoder.feed(encode_frame(b"abc")[:3]) == []
    with pytest.raises(TypeError, match="contiguous"):
        decoder.feed(stepped)
    with pytest.raises(TypeError, match="contiguous"):
        FrameScanner().feed(stepped)


def test_scanner_accepts_any_chunking_of_valid_frames():
    stream = b"".join(encode_frame(b"x" * n) for n in (0, 1, 5, 300, 0))
    for step in (1, 2, 4, 5, 6, 17, len(stream)):
        scanner = FrameScanner(max_frame_size=300)
        for i in range(0, len(stream), step):
            scanner.feed(stream[i : i + step])
        assert not scanner.inside_frame


def test_scanner_stops_at_the_first_bad_header_even_split():
    scanner = FrameScanner(max_frame_size=10)
    scanner.feed(encode_frame(b"ok") + b"\x00\x00")
    assert scanner.inside_frame
    with pytest.raises(FramingError) as caught:
        scanner.feed(b"\x00\x00\x0b")
    assert caught.value.code is TransportErrorCode.FRAME_TOO_LARGE
    with pytest.raises(FramingError):
        scanner.feed(b"")
    scanner = FrameScanner()
    with pytest.raises(FramingError) as caught:
        scanner.feed(b"\x02\x00\x00\x00\x01x")
    assert caught.value.code is TransportErrorCode.BAD_FRAME_FLAGS


@given(
    st.lists(st.tuples(st.integers(0, 1), st.integers(0, 40)), max_size=12),
    st.lists(st.integers(1, 30), min_size=1, max_size=20),
)
def test_scanner_agrees_with_the_decoder_on_any_stream_and_chunking(frames, cuts):
    stream = b"".join(
        (b"\x00" if ok else b"\x03") + length.to_bytes(4, "big") + b"p" * length
        for ok, length in frames
    )
    decoder = FrameDecoder(max_frame_size=30)
    scanner = FrameScanner(max_frame_size=30)
    position, index = 0, 0
    scanner_error = None
    while position < len(stream):
        step = cuts[index % len(cuts)]
        chunk = stream[position : position + step]
        decoder.feed(chunk)
        if scanner_error is None:
            try:
                scanner.feed(chunk)
            except FramingError as error:
                scanner_error = error
        position += step
        index += 1
    assert (scanner_error is None) == (decoder.error is None)
    if scanner_error is not None:
        assert scanner_error.code is decoder.error.code
    else:
        assert scanner.inside_frame == bool(decoder.buffered)


def test_a_broken_stream_raises_a_new_error_each_time_and_keeps_no_traceback():
    # A stored error raised again gathers every raise's frames (each holding the scanner or
    # decoder that stored it): a reference cycle. Each raise is a copy; the stored one stays
    # bare.
    scanner = FrameScanner(max_frame_size=10)
    raised = []
    for chunk in (b"\x00\x00\x00\x00\x0b", b"", b"more"):
        with pytest.raises(FramingError) as caught:
            scanner.feed(chunk)
        raised.append(caught.value)
    assert scanner.error is not None
    assert scanner.error.__traceback__ is None
    assert all(error is not scanner.error for error in raised)
    assert len({id(error) for error in raised}) == 3
    assert {(error.code, str(error)) for error in raised} == {
        (scanner.error.code, str(scanner.error))
    }
    decoder = FrameDecoder()
    decoder.feed(b"\x00\x00\x00")
    with pytest.raises(FramingError) as caught:
        decoder.end_of_stream()
    assert caught.value is not decoder.error
    assert decoder.error is not None
    assert decoder.error.__traceback__ is None
    assert caught.value.code is decoder.error.code is TransportErrorCode.TRUNCATED_FRAME
