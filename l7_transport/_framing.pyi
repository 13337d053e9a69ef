# The frame loops of `l7_transport.framing`, compiled (`_framing.c`): `framing._scan_headers`
# and `framing._split_frames`.

def scan(
    data: bytes | bytearray | memoryview, position: int, limit: int, /
) -> tuple[int, bool]: ...
def split(data: bytes | bytearray | memoryview, limit: int, /) -> tuple[list[bytes], int, bool]: ...
