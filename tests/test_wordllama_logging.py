"""Loading the packaged WordLlama model leaves the host program's logging as it was.

wordllama 0.4 calls `logging.basicConfig(level=logging.INFO)` on import: in a program
that had not configured logging, every INFO record of every library was then written
to stderr (the firewall's decision log: one JSON line per message, measured to halve
a firewalled session's rate in bench/firewall.py). Each case runs in a fresh process,
so that wordllama is imported for the first time there.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import logging, sys
{load}
root = logging.getLogger()
print(root.level, len(root.handlers))
logging.getLogger("l9_snl.firewall.decisions").info("a decision")
"""


@pytest.mark.parametrize(
    "load",
    [
        # the injection screen's second stage (every agent with a firewall)
        "from l9_snl.firewall.screen import second\nassert second.embedder() is not None",
        # ADOL's semantic selection
        "from contexts.adol.selection import WordLlamaModel\nWordLlamaModel()",
    ],
    ids=["screen", "selection"],
)
def test_loading_wordllama_does_not_turn_on_info_logging(load: str) -> None:
    ran = subprocess.run(  # noqa: S603 - our own interpreter and a fixed probe
        [sys.executable, "-c", PROBE.format(load=load)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    assert ran.stdout.split() == [str(30), "0"], ran.stdout  # WARNING, no handler: as before
    assert "a decision" not in ran.stderr
