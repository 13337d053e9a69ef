"""Shared definitions documents: fetched once, cached by digest, accepted from trusted sources only.

The draft's external references point at a shared template "stored either
locally or remotely", and warn that they must come from trusted sources.
`SharedDefinitions` is the consumer's side:

- a document is accepted only when its URI is trusted: pinned to the
  SHA-256 of its canonical JSON in `pins` (a configured list), or accepted
  by `vouch(uri, data)` (the Schema Authority's signed targets: the
  authority client verifies the bytes against its signed metadata);
- it is fetched once (`fetch(uri)` -> bytes, the driver's), parsed as JSON,
  checked to be a definitions document (`$id` equal to the URI, `$defs` an
  object of schemas), and kept by its digest;
- `registry()` gives the jsonschema-rs registry the compiled validator
  resolves external references through (never the network).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import Any, Final

import jsonschema_rs

from contexts.canonical import canonical_bytes

MAX_DOCUMENT: Final = 1 << 20
"""Bytes of one definitions document read at most."""


class SharedDefinitionsError(ValueError):
    """A definitions document refused: `code` says why (`untrusted`, `digest_mismatch`...)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


class SharedDefinitions:
    """The definitions documents a consumer has accepted (see the module)."""

    def __init__(
        self,
        fetch: Callable[[str], bytes],
        *,
        pins: Mapping[str, str] | None = None,
        vouch: Callable[[str, bytes], bool] | None = None,
    ) -> None:
        self._fetch = fetch
        self._pins = dict(pins or {})
        """URI -> "sha256:<hex>" of the document's canonical JSON."""
        self._vouch = vouch
        self._by_digest: dict[str, dict[str, Any]] = {}
        self._digest_of: dict[str, str] = {}
        self.fetches = 0
        """How many times `fetch` was called (once per URI)."""

    def get(self, uri: str) -> dict[str, Any]:
        """The accepted document at `uri` (fetched and checked on first use)."""
        digest = self._digest_of.get(uri)
        if digest is not None:
            return self._by_digest[digest]
        if uri not in self._pins and self._vouch is None:
            raise SharedDefinitionsError("untrusted", f"{uri} is neither pinned nor vouched for")
        self.fetches += 1
        data = self._fetch(uri)
        if len(data) > MAX_DOCUMENT:
            raise SharedDefinitionsError("too_large", f"{uri} is over {MAX_DOCUMENT} bytes")
        try:
            document = json.loads(data)
        except ValueError as error:
            raise SharedDefinitionsError("invalid_document", f"{uri} is not JSON") from error
        if not isinstance(document, dict) or document.get("$id") != uri:
            raise SharedDefinitionsError("invalid_document", f"{uri} does not name itself as $id")
        if not isinstance(document.get("$defs", {}), dict):
            raise SharedDefinitionsError("invalid_document", f"{uri}: $defs is not an object")
        digest = "sha256:" + hashlib.sha256(canonical_bytes(document)).hexdigest()
        pinned = self._pins.get(uri)
        if pinned is not None:
            if pinned != digest:
                raise SharedDefinitionsError("digest_mismatch", f"{uri} is not the pinned {pinned}")
        elif self._vouch is None or not self._vouch(uri, data):
            raise SharedDefinitionsError("untrusted", f"{uri} was not vouched for")
        self._by_digest.setdefault(digest, document)
        self._digest_of[uri] = digest
        return self._by_digest[digest]

    def registry(self, uris: list[str]) -> jsonschema_rs.Registry:
        """A registry of the documents at `uris` (each accepted first)."""
        return jsonschema_rs.Registry([(uri, self.get(uri)) for uri in uris])


def pin(document: Mapping[str, Any]) -> str:
    """The pin of a definitions document ("sha256:<hex>" of its canonical JSON)."""
    return "sha256:" + hashlib.sha256(canonical_bytes(dict(document))).hexdigest()


__all__ = ["MAX_DOCUMENT", "SharedDefinitions", "SharedDefinitionsError", "pin"]
