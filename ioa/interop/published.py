"""The published test vectors (`ioa/interop/vectors/`, package data): where, and how to read.

What each file holds is in docs/spec.md, section "Test vectors";
`python -m ioa.interop.make_vectors` writes them all.
"""

from __future__ import annotations

import json
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any


def vectors_root() -> Traversable:
    """The directory of the vector files, wherever the package is installed."""
    return resources.files("ioa.interop").joinpath("vectors")


def vector_bytes(name: str) -> bytes:
    """The bytes of one vector file, by its path under `vectors/` (`l9_mac.json`)."""
    entry = vectors_root()
    for part in name.split("/"):
        entry = entry.joinpath(part)
    return entry.read_bytes()


def load_vectors(name: str) -> dict[str, Any]:
    """One vector file, parsed (`load_vectors("l8_envelopes.json")`)."""
    loaded: dict[str, Any] = json.loads(vector_bytes(name))
    return loaded


__all__ = ["load_vectors", "vector_bytes", "vectors_root"]
