"""The fixed instant, names and seeded byte sources every vector is made from.

And how a vector file is written: indented JSON, UTF-8, a newline at the end.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from contexts.canonical import canonical_bytes

VECTORS: Final = Path(__file__).parent.parent / "vectors"
"""Where the published vectors live (package data of `ioa.interop`)."""
REGENERATE: Final = "python -m ioa.interop.make_vectors (check: --check)"
NOW: Final = 1_795_000_000.0
"""The fixed wall-clock instant of every vector (2026-11-18T11:06:40Z)."""
AUTHORITY: Final = "test-authority"
TRAVEL_20: Final = "urn:contexts:travel:v2.0"
TRAVEL_21: Final = "urn:contexts:travel:v2.1"
LOADED_BY_URN_AUTHORITY: Final = "local"
"""The authority id `ioa.Agent` (and so `ioa agent serve` naming a built-in by URN) offers
built-in contexts under, unless told another."""

Json = dict[str, Any]
Previous = Callable[[str], bytes | None]
"""What is on disk under a vector file's name (None: nothing), for the sealed payloads."""


def seeded(label: str) -> Callable[[int], bytes]:
    """A deterministic byte source: SHA-256 of the label, a call counter and a block number."""
    counter = [0]

    def rng(n: int) -> bytes:
        counter[0] += 1
        out = b""
        block = 0
        while len(out) < n:
            out += hashlib.sha256(f"{label}/{counter[0]}/{block}".encode()).digest()
            block += 1
        return out[:n]

    return rng


def canonical_text(value: Any) -> str:  # noqa: ANN401 - a JSON value
    """The RFC 8785 bytes of `value`, as the UTF-8 text a vector file stores."""
    return canonical_bytes(value).decode("utf-8")


def vector_file_bytes(document: Json) -> bytes:
    """A vector file as written: indented JSON, non-ASCII kept, a newline at the end."""
    return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def previous_json(previous: Previous, name: str) -> Json:
    """The JSON object on disk under `name` (empty when there is none, or it is not one)."""
    data = previous(name)
    if data is None:
        return {}
    try:
        loaded = json.loads(data)
    except ValueError:
        return {}
    return loaded if isinstance(loaded, dict) else {}
