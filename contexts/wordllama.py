"""The packaged WordLlama model, loaded offline and without touching the host's logging.

`wordllama` (0.4) calls `logging.basicConfig(level=logging.INFO)` when it is
imported: in a program that had not configured logging, that adds a handler on
stderr and sets the root logger to INFO, so every INFO record of every library
(the firewall's decision log, one line per message) is formatted and written from
then on. The injection screen's second stage and ADOL's semantic selection both
load it; both go through `load_wordllama`, which puts the root logger back as it
was.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any


def load_wordllama(dim: int) -> Any:  # noqa: ANN401 - wordllama's WordLlamaInference (untyped)
    """WordLlama's shipped `dim`-dimensional model from its package folder, never downloaded.

    ImportError without the package; whatever `WordLlama.load` raises otherwise.
    """
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        import wordllama  # noqa: PLC0415 - loaded on first use (~0.3 s)
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    folder = Path(wordllama.__file__).parent
    return wordllama.WordLlama.load(cache_dir=folder, disable_download=True, dim=dim)


__all__ = ["load_wordllama"]
