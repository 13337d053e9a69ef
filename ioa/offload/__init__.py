"""Context offloading: a large context travels by reference and is fetched by its agent only.

The master puts a context above `Offloader.threshold` characters into a
content-addressed store and sends the AgentContext with a `ContextURI`
instead of `Context`: an RFC 6920 Named Information URI of the SHA-256 of
its UTF-8 bytes (`ni:///sha-256;<base64url>`). The invoked agent fetches it
over the same locked session, part by part (`ContextFetch` QUERY ->
`ContextChunk` INFORM, concepts of `urn:contexts:aci:v1.1`), and checks the
whole against the digest. The master answers only the agent the context is
assigned to, and only while that sub-task runs; anyone else, or later, gets
`not_assigned` (the same code whether or not the URI exists, so nothing
leaks about other agents' contexts).

`Offloader` and `ContextAssembler` are sans-I/O; the stores do file I/O;
`fetch_context` drives an assembler over an `AgentSession`.
"""

from __future__ import annotations

from ioa.offload.fetching import ContextAssembler, FetchBudget, fetch_context, fetched_context
from ioa.offload.granting import Grant, Offloader
from ioa.offload.store import (
    MAX_BYTES,
    ContextStore,
    FileContextStore,
    MemoryContextStore,
    PartedStore,
    PartIndex,
)
from ioa.offload.wire import (
    CHUNK,
    CHUNK_CHARS,
    CONTEXT_UNAVAILABLE,
    DEFAULT_FETCH_BUDGET,
    DEFAULT_FETCH_SECONDS,
    DEFAULT_MAX_CHARS,
    DEFAULT_THRESHOLD,
    DIGEST_MISMATCH,
    FETCH,
    INVALID_CHUNK,
    INVALID_CONTEXT_URI,
    MIN_CHUNK_CHARS,
    NOT_ASSIGNED,
    OVER_BUDGET,
    TOO_LARGE,
    OffloadError,
    context_uri,
    uri_digest,
)

__all__ = [
    "CHUNK",
    "CHUNK_CHARS",
    "CONTEXT_UNAVAILABLE",
    "DEFAULT_FETCH_BUDGET",
    "DEFAULT_FETCH_SECONDS",
    "DEFAULT_MAX_CHARS",
    "DEFAULT_THRESHOLD",
    "DIGEST_MISMATCH",
    "FETCH",
    "INVALID_CHUNK",
    "INVALID_CONTEXT_URI",
    "MAX_BYTES",
    "MIN_CHUNK_CHARS",
    "NOT_ASSIGNED",
    "OVER_BUDGET",
    "TOO_LARGE",
    "ContextAssembler",
    "ContextStore",
    "FetchBudget",
    "FileContextStore",
    "Grant",
    "MemoryContextStore",
    "OffloadError",
    "Offloader",
    "PartIndex",
    "PartedStore",
    "context_uri",
    "fetch_context",
    "fetched_context",
    "uri_digest",
]
