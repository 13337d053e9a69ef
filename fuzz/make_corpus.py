"""Write the fuzzing corpus: real traffic of the project's own clients, one file per seed.

    .venv/bin/python fuzz/make_corpus.py

runs an HTTP/2 and an HTTP/3 client against real servers on loopback
(`fuzz.traffic`) and stores what they wrote under fuzz/corpus/<decoder>/
(the record format of `fuzz.cases.dump`), replacing the seeds there. Run it
again when the clients or servers change what they send; the campaign warns
when a stored seed is no longer served cleanly.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: import the repository's packages
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fuzz.cases import Chunks, Writes, dump
from fuzz.traffic import capture

CORPUS = Path(__file__).resolve().parent / "corpus"


def write_seeds(decoder: str, cases: tuple[Chunks, ...] | tuple[Writes, ...]) -> list[Path]:
    """Replace the seeds of `decoder` with `cases`, each named by its content."""
    folder = CORPUS / decoder
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.bin"):
        stale.unlink()
    written = []
    for case in cases:
        data = dump(case)
        path = folder / f"client-{hashlib.sha256(data).hexdigest()[:12]}.bin"
        path.write_bytes(data)
        written.append(path)
    return written


def main() -> int:
    """Capture, write, and say what was written."""
    traffic = capture()
    for decoder, cases in (("http2", traffic.http2), ("http3", traffic.http3), ("l8", traffic.l8)):
        for path in write_seeds(decoder, cases):
            sys.stdout.write(
                f"{path.relative_to(CORPUS.parent.parent)}: {path.stat().st_size} bytes\n"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
