# The screen's hot loops, compiled (`_native.c`): `ngrams.read`, `ngrams.codes`,
# `normalise.squeezed`, `normalise.Vocabulary.find`, `normalise._signs`, `signals._windows`.

import numpy as np
import numpy.typing as npt

def spans(
    points: npt.NDArray[np.uint64] | bytes,
    weights: npt.NDArray[np.float32],
    bits: int,
    orders: tuple[int, ...],
    scales: tuple[int, ...],
    after: int,
    words: bool = ...,
    /,
) -> list[tuple[float, int, int]]: ...
def codes(text: str, /) -> bytes: ...
def squeezed(data: bytes, /) -> bytes: ...
def words(
    data: bytes, listed: tuple[bytes, ...], slots: bytes, /
) -> tuple[frozenset[bytes], int]: ...
def signs(
    data: bytes, classes: bytes, near_spaced: int, near_leet: int, /
) -> tuple[bool, bool]: ...
def windows(text: bytes, locators: tuple[bytes, ...], width: int, /) -> list[tuple[int, int]]: ...
