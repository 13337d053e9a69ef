"""Writes every published test vector (`ioa/interop/vectors/`) from fixed keys and a fixed time.

`python -m ioa.interop.make_vectors` rewrites the files; `--check` writes
nothing and exits 1, naming each file, when what it would write differs
from what is on disk. Everything is derived from fixed constants, seeded
byte sources and the stack's own public API, so two runs write the same
bytes. The one exception is HPKE: `cryptography` draws its own ephemeral
keys, so a sealed payload on disk is kept for as long as it still opens,
under the fixed keys and the same `info`, to the same plaintext; only a
payload that does not is sealed anew. The A2A card's vector is made by the
bridge, which needs the `a2a` extra: without it, the file on disk is kept.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

from ioa.interop.make_vectors.a2a_card import a2a_card
from ioa.interop.make_vectors.a2a_tags import a2a_tags
from ioa.interop.make_vectors.cards_and_sealing import l9_cards, l9_sealing
from ioa.interop.make_vectors.context_documents import builtin_contexts, context_lint, context_uris
from ioa.interop.make_vectors.envelopes import l8_envelopes
from ioa.interop.make_vectors.fixed import (
    REGENERATE,
    VECTORS,
    Previous,
    seeded,
    vector_file_bytes,
)
from ioa.interop.make_vectors.handshakes import Agents, l9_handshake
from ioa.interop.make_vectors.macs import SAMPLE_REQUEST, l9_mac, numbered_request
from ioa.interop.make_vectors.schema_authority import authority_metadata
from ioa.interop.make_vectors.task_groups import authz_dpop, authz_jws, authz_sdjwt


def _on_disk(root: Path) -> Previous:
    def read(name: str) -> bytes | None:
        path = root / name
        return path.read_bytes() if path.is_file() else None

    return read


def build(previous: Previous | None = None) -> dict[str, bytes]:
    """Every vector file, by its path under `vectors/`, as the bytes to write.

    `previous` gives what is on disk (default: the installed vectors), from
    which sealed payloads that still open are kept.
    """
    previous = previous or _on_disk(VECTORS)
    handshake = l9_handshake()
    full = handshake["transcripts"][0]
    contexts, documents = builtin_contexts()
    files = {
        "a2a_tags.json": vector_file_bytes(a2a_tags()),
        "builtin_contexts.json": vector_file_bytes(contexts),
        "context_lint.json": vector_file_bytes(context_lint()),
        "context_uris.json": vector_file_bytes(context_uris()),
        "authz_jws.json": vector_file_bytes(authz_jws()),
        "authz_sdjwt.json": vector_file_bytes(authz_sdjwt()),
        "authz_dpop.json": vector_file_bytes(authz_dpop()),
        "authority_metadata.json": vector_file_bytes(authority_metadata()),
        "l8_envelopes.json": vector_file_bytes(l8_envelopes()),
        "l9_cards.json": vector_file_bytes(l9_cards(previous)),
        "l9_handshake.json": vector_file_bytes(handshake),
        "l9_mac.json": vector_file_bytes(l9_mac(full["transcript"])),
        "l9_sealing.json": vector_file_bytes(l9_sealing(previous)),
    }
    files.update(documents)
    card = a2a_card(previous)
    if card is not None:
        files["a2a_card.json"] = card
    return dict(sorted(files.items()))


def differences(root: Path, files: Mapping[str, bytes]) -> Iterator[str]:
    """The names of the files under `root` that are not exactly `files` (or should not be)."""
    for name, data in files.items():
        path = root / name
        if not path.is_file() or path.read_bytes() != data:
            yield name
    for path in sorted(root.rglob("*.json")):
        name = path.relative_to(root).as_posix()
        if name not in files:
            yield name


def main(argv: list[str] | None = None) -> int:
    """Write the vectors, or with `--check` say which differ (exit 1)."""
    parser = argparse.ArgumentParser(prog="python -m ioa.interop.make_vectors", description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a file would change"
    )
    parser.add_argument("--out", type=Path, default=VECTORS, help="the vectors directory")
    args = parser.parse_args(argv)
    root: Path = args.out
    files = build(_on_disk(root))
    changed = list(differences(root, files))
    if args.check:
        for name in changed:
            print(f"{root / name}: differs from what make_vectors writes", file=sys.stderr)
        return 1 if changed else 0
    for name in changed:
        path = root / name
        if name in files:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(files[name])
            print(f"wrote {path}")
        else:
            path.unlink()
            print(f"removed {path}")
    return 0


__all__ = [
    "REGENERATE",
    "SAMPLE_REQUEST",
    "VECTORS",
    "Agents",
    "build",
    "differences",
    "main",
    "numbered_request",
    "seeded",
]
