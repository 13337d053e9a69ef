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

import asyncio
import base64
import contextlib
import hashlib
import logging
import os
import re
import tempfile
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Protocol

if TYPE_CHECKING:
    from ioa.agent import AgentSession

logger = logging.getLogger("ioa.offload")

CHUNK_CHARS: Final = 65_536
"""Characters per `ContextChunk`: the most `urn:contexts:aci:v1.1` allows, which is the
longest string an L8 envelope carries (`l8_comm.Limits.max_string_length`)."""
MIN_CHUNK_CHARS: Final = 1_024
"""Every part but the last has at least this many characters (bounds the round trips)."""
DEFAULT_THRESHOLD: Final = 16_384
"""Contexts longer than this (characters) are offloaded."""
DEFAULT_MAX_CHARS: Final = 64 * 1024 * 1024
"""The largest context offloaded, or accepted by a fetch (characters)."""
DEFAULT_FETCH_SECONDS: Final = 300.0
"""The longest a whole fetch may take."""
DEFAULT_FETCH_BUDGET: Final = 64 * 1024 * 1024
"""The most UTF-8 bytes an invoked agent holds in fetches under way at once (all sessions)."""

FETCH: Final = "ContextFetch"
"""The `urn:contexts:aci:v1.1` concept an invoked agent asks for a part with."""
CHUNK: Final = "ContextChunk"
"""The concept a part comes back as."""

NOT_ASSIGNED: Final = "not_assigned"
"""A fetch by an agent the context is not assigned to (or not now, or no such context)."""
CONTEXT_UNAVAILABLE: Final = "context_unavailable"
"""The store has lost the context, or holds bytes that do not match its digest."""
DIGEST_MISMATCH: Final = "digest_mismatch"
"""The fetched context does not hash to the digest its URI names."""
INVALID_CHUNK: Final = "invalid_chunk"
"""A part out of order, for another URI, or inconsistent with the length announced."""
INVALID_CONTEXT_URI: Final = "invalid_context_uri"
"""Not an `ni:///sha-256;...` URI."""
TOO_LARGE: Final = "too_large"
"""A context above the size limit."""
OVER_BUDGET: Final = "over_budget"
"""A fetch that would take the agent's fetches under way above its byte budget."""

_PREFIX: Final = "ni:///sha-256;"
_URI: Final = re.compile(r"ni:///sha-256;[A-Za-z0-9_-]{43}")


class OffloadError(Exception):
    """An offloading fault: a stable `code` and a readable `message`."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def context_uri(data: bytes) -> str:
    """The `ni:///sha-256;...` URI naming `data` (RFC 6920, base64url without padding)."""
    digest = hashlib.sha256(data).digest()
    return _PREFIX + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def uri_digest(uri: str) -> bytes:
    """The 32-byte SHA-256 digest a context URI names; `OffloadError` if it is not one."""
    if not isinstance(uri, str) or not _URI.fullmatch(uri):
        raise OffloadError(INVALID_CONTEXT_URI, f"not an ni:///sha-256 URI: {str(uri)[:80]!r}")
    return base64.urlsafe_b64decode(uri[len(_PREFIX) :] + "=")


class ContextStore(Protocol):
    """Content-addressed bytes: `put` returns the URI, `get` returns the bytes it names."""

    def put(self, data: bytes) -> str:
        """Store `data`; its URI (storing the same bytes twice is one object)."""
        ...

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names; `OffloadError` (`context_unavailable`) if not held intact."""
        ...


class MemoryContextStore:
    """A store in memory (tests, short-lived masters)."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}

    def put(self, data: bytes) -> str:
        """Store `data`; its URI."""
        uri = context_uri(data)
        self.objects[uri] = bytes(data)
        return uri

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names."""
        uri_digest(uri)
        data = self.objects.get(uri)
        if data is None or context_uri(data) != uri:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store")
        return data


class FileContextStore:
    """A store in a directory: `<root>/sha-256/<2 hex>/<64 hex>`, one file per context.

    Files are written whole or not at all (a temporary file in the same
    directory, renamed over; flushed to disk first with `durable`), readable
    by the owner only. A file whose bytes no longer hash to its name is reported
    `context_unavailable`, never served.
    """

    def __init__(self, root: str | Path, *, durable: bool = False) -> None:
        self.root = Path(root)
        self.durable = durable
        """Flush every write to disk (file and directory) before `put` returns. Off by
        default: a context lives as long as its task, and every read checks the
        digest, so a crash can lose a context but never serve a wrong one."""

    def _path(self, uri: str) -> Path:
        hexdigest = uri_digest(uri).hex()
        return self.root / "sha-256" / hexdigest[:2] / hexdigest

    def put(self, data: bytes) -> str:
        """Store `data` (atomically; nothing is rewritten if an intact copy exists)."""
        uri = context_uri(data)
        path = self._path(uri)
        with contextlib.suppress(OffloadError):
            if self.get(uri) == data:
                # Written again now, as far as `prune` is concerned: a copy granted a
                # moment ago is not old, whenever its bytes were first written.
                with contextlib.suppress(FileNotFoundError):
                    os.utime(path)
                    return uri
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
                if self.durable:
                    file.flush()
                    os.fsync(file.fileno())
            Path(temporary).replace(path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        if self.durable:
            directory = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(directory)
            finally:
                os.close(directory)
        return uri

    def prune(self, *, older_than: float, keep: Iterable[str] = ()) -> int:
        """Delete contexts last written before `older_than` (a POSIX time), except `keep`.

        Returns how many files went (leftover temporary files of an
        interrupted `put` included).
        """
        kept = {self._path(uri) for uri in keep}
        removed = 0
        for path in self.root.glob("sha-256/*/*"):
            try:
                if path not in kept and path.stat().st_mtime < older_than:
                    path.unlink()
                    removed += 1
            except FileNotFoundError:
                continue  # pruned concurrently
        return removed

    def get(self, uri: str) -> bytes:
        """The bytes `uri` names, checked against its digest."""
        path = self._path(uri)
        try:
            data = path.read_bytes()
        except OSError as error:
            raise OffloadError(CONTEXT_UNAVAILABLE, f"{uri} is not in the store") from error
        if context_uri(data) != uri:
            logger.error("offload store: %s does not match its digest", path)
            raise OffloadError(CONTEXT_UNAVAILABLE, f"the stored copy of {uri} is damaged")
        return data


@dataclass(frozen=True, slots=True)
class Grant:
    """Who may fetch an offloaded context: one agent, for one sub-task of one task."""

    agent_id: str
    sub_task_id: str
    task_id: str


class Offloader:
    """The master's side: puts large contexts in the store and answers authorised fetches."""

    def __init__(
        self,
        store: ContextStore,
        *,
        threshold: int = DEFAULT_THRESHOLD,
        chunk_chars: int = CHUNK_CHARS,
        max_chars: int = DEFAULT_MAX_CHARS,
    ) -> None:
        if not MIN_CHUNK_CHARS <= chunk_chars <= CHUNK_CHARS:
            msg = f"chunk_chars must be {MIN_CHUNK_CHARS}..{CHUNK_CHARS}"
            raise ValueError(msg)
        self.store = store
        self.threshold = threshold
        self.chunk_chars = chunk_chars
        self.max_chars = max_chars
        self._grants: dict[str, set[Grant]] = {}
        self._texts: OrderedDict[str, str] = OrderedDict()  # a few decoded, for chunked reads

    def offload(self, agent_context: Mapping[str, Any], task_id: str) -> dict[str, Any]:
        """The AgentContext to send: by reference if its `Context` is above the threshold.

        The reference is granted to the context's `AgentID` for its `SubTaskID`.
        """
        context = dict(agent_context)
        text = context.get("Context")
        if not isinstance(text, str) or len(text) <= self.threshold:
            return context
        if len(text) > self.max_chars:
            raise OffloadError(TOO_LARGE, f"{len(text)} characters (at most {self.max_chars})")
        uri = self.store.put(text.encode("utf-8"))
        grant = Grant(str(context["AgentID"]), str(context["SubTaskID"]), task_id)
        self._grants.setdefault(uri, set()).add(grant)
        del context["Context"]
        context["ContextURI"] = uri
        logger.info("offloaded %d characters as %s for %s", len(text), uri, grant.agent_id)
        return context

    def revoke_task(self, task_id: str) -> None:
        """The task is over (or abandoned): nothing of it may be fetched any more."""
        for uri, grants in list(self._grants.items()):
            grants.difference_update({g for g in grants if g.task_id == task_id})
            if not grants:
                del self._grants[uri]
                self._texts.pop(uri, None)

    def revoke(self, agent_id: str, sub_task_id: str, task_id: str) -> None:
        """The sub-task is over: its agent may no longer fetch what it was given."""
        grant = Grant(agent_id, sub_task_id, task_id)
        for uri in [u for u, grants in self._grants.items() if grant in grants]:
            self._grants[uri].discard(grant)
            if not self._grants[uri]:
                del self._grants[uri]
                self._texts.pop(uri, None)

    def in_use(self) -> frozenset[str]:
        """The URIs some agent may fetch now (keep them when pruning the store)."""
        return frozenset(self._grants)

    def granted(self, uri: str) -> frozenset[Grant]:
        """The grants in force for `uri`."""
        return frozenset(self._grants.get(uri, ()))

    def fetch(self, peer: str, request: Mapping[str, Any]) -> tuple[dict[str, Any], Grant]:
        """Answer a `ContextFetch` from `peer` (the session's authenticated agent).

        Returns the `ContextChunk` (without `concept`) and the grant it was
        served under; `OffloadError` `not_assigned` for anyone else.
        """
        uri = str(request.get("ContextURI"))
        uri_digest(uri)
        sub_task_id = request.get("SubTaskID")
        grant = next(
            (
                g
                for g in sorted(self._grants.get(uri, ()), key=lambda g: g.task_id)
                if g.agent_id == peer and g.sub_task_id == sub_task_id
            ),
            None,
        )
        if grant is None:
            raise OffloadError(
                NOT_ASSIGNED, f"{uri} is not assigned to {peer} for {sub_task_id!r} (or not now)"
            )
        text = self._text(uri)
        offset = request.get("Offset", 0)
        if not isinstance(offset, int) or isinstance(offset, bool) or not 0 <= offset <= len(text):
            raise OffloadError(INVALID_CHUNK, f"offset {offset!r} outside 0..{len(text)}")
        part = text[offset : offset + self.chunk_chars]
        chunk = {"ContextURI": uri, "Offset": offset, "Length": len(text), "Text": part}
        return chunk, grant

    def _text(self, uri: str) -> str:
        text = self._texts.get(uri)
        if text is None:
            text = self.store.get(uri).decode("utf-8")
            self._texts[uri] = text
            while len(self._texts) > 4:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(uri)
        return text


class FetchBudget:
    """The UTF-8 bytes an agent's fetches under way hold, together, against one bound.

    One per agent (every session, every AgentContext): a master that sends
    many large contexts at once cannot make the agent hold more than `limit`,
    and no one peer holds more than `per_peer` of it (half by default), so that
    a master whose fetches crawl cannot keep every other master's out.
    """

    def __init__(self, limit: int = DEFAULT_FETCH_BUDGET, *, per_peer: int | None = None) -> None:
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"a fetch budget of {limit!r} bytes: it must be an integer >= 1")
        share = max(1, limit // 2) if per_peer is None else per_peer
        if isinstance(share, bool) or not isinstance(share, int) or not 1 <= share <= limit:
            raise ValueError(f"a share per peer of {per_peer!r} bytes: it must be 1 to {limit}")
        self.limit = limit
        self.per_peer = share
        """The most one peer's fetches (and their texts at work) hold together."""
        self.held = 0
        """Bytes held now by the fetches under way."""
        self._by_peer: dict[str, int] = {}

    def held_by(self, peer: str) -> int:
        """Bytes held now by the fetches from `peer`."""
        return self._by_peer.get(peer, 0)

    def take(self, size: int, peer: str = "") -> None:
        """Hold `size` more bytes for `peer`; `OffloadError` (`over_budget`) past a bound."""
        if self.held + size > self.limit:
            raise OffloadError(
                OVER_BUDGET,
                f"fetches under way would hold {self.held + size:,} bytes (at most {self.limit:,})",
            )
        mine = self._by_peer.get(peer, 0) + size
        if mine > self.per_peer:
            raise OffloadError(
                OVER_BUDGET,
                f"fetches from {peer or 'one peer'} would hold {mine:,} bytes "
                f"(at most {self.per_peer:,} for one peer)",
            )
        self.held += size
        self._by_peer[peer] = mine

    def give_back(self, size: int, peer: str = "") -> None:
        """A fetch from `peer` ended: the bytes it held are free."""
        self.held -= size
        mine = self._by_peer.get(peer, 0) - size
        if mine > 0:
            self._by_peer[peer] = mine
        else:
            self._by_peer.pop(peer, None)


class ContextAssembler:
    """The invoked agent's side: asks for the parts in order and checks the whole.

    The parts are kept once, as UTF-8 bytes, and hashed as they come; the
    text is decoded once, when the whole matches the digest. With a
    `budget`, the bytes taken count against it until `release` (the text
    decoded is held as long as they: whoever uses it releases after).
    """

    def __init__(
        self,
        uri: str,
        sub_task_id: str,
        *,
        max_chars: int = DEFAULT_MAX_CHARS,
        budget: FetchBudget | None = None,
        peer: str = "",
    ) -> None:
        self.digest = uri_digest(uri)
        self.uri = uri
        self.sub_task_id = sub_task_id
        self.max_chars = max_chars
        self.budget = budget
        self.peer = peer
        """Whose share of `budget` the parts are charged to (the agent fetched from)."""
        self._data = bytearray()
        self._charged = 0  # bytes taken from the budget, until `release`
        self._hash = hashlib.sha256()
        self.received = 0
        self.length: int | None = None
        self.text: str | None = None
        """The whole context, once complete and checked."""

    def request(self) -> dict[str, Any]:
        """The next `ContextFetch` to send (a concept of `urn:contexts:aci:v1.1`)."""
        return {
            "concept": FETCH,
            "ContextURI": self.uri,
            "SubTaskID": self.sub_task_id,
            "Offset": self.received,
        }

    def take(self, chunk: Mapping[str, Any]) -> bool:
        """Take the answer to the last request; True once the context is complete and checked."""
        text, length = self._checked(chunk)
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError as error:
            raise OffloadError(INVALID_CHUNK, "a part that is not valid Unicode") from error
        if self.budget is not None:
            self.budget.take(len(data), self.peer)
            self._charged += len(data)
        self.length = length
        self._data += data
        self._hash.update(data)
        self.received += len(text)
        if self.received < length:
            return False
        if self._hash.digest() != self.digest:
            raise OffloadError(DIGEST_MISMATCH, f"the context fetched does not hash to {self.uri}")
        self.text = self._data.decode("utf-8")
        self._data = bytearray()  # the text is what is held now (still charged)
        return True

    def _checked(self, chunk: Mapping[str, Any]) -> tuple[str, int]:
        """The part's text and announced length; `OffloadError` if they do not fit."""
        text = chunk.get("Text")
        length = chunk.get("Length")
        if chunk.get("ContextURI") != self.uri or chunk.get("Offset") != self.received:
            raise OffloadError(INVALID_CHUNK, "a part for another context or out of order")
        if not isinstance(text, str) or not isinstance(length, int) or isinstance(length, bool):
            raise OffloadError(INVALID_CHUNK, "a part without Text and Length")
        if length > self.max_chars:
            raise OffloadError(TOO_LARGE, f"{length} characters (at most {self.max_chars})")
        if self.budget is not None and length > self.budget.per_peer:
            # At least a byte a character: it could never be held, so say so at the first
            # part, not after fetching all the budget holds (an outside review).
            raise OffloadError(
                OVER_BUDGET,
                f"a context of {length:,} characters holds at least {length:,} bytes "
                f"(one peer's share of the budget is {self.budget.per_peer:,})",
            )
        if self.length is not None and length != self.length:
            raise OffloadError(INVALID_CHUNK, "the announced length changed between parts")
        if self.received + len(text) > length or (not text and self.received < length):
            raise OffloadError(INVALID_CHUNK, "a part that does not fit the announced length")
        if len(text) < min(MIN_CHUNK_CHARS, length - self.received):
            raise OffloadError(
                INVALID_CHUNK, f"a part of {len(text)} characters (at least {MIN_CHUNK_CHARS})"
            )
        return text, length

    def release(self) -> None:
        """Drop what is held (the fetch ended, or its text's use): it leaves the budget."""
        if self.budget is not None:
            self.budget.give_back(self._charged, self.peer)
        self._charged = 0
        self._data = bytearray()


async def fetch_context(  # noqa: PLR0913 - where, what, and the three bounds
    session: AgentSession,
    uri: str,
    sub_task_id: str,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    seconds: float = DEFAULT_FETCH_SECONDS,
    budget: FetchBudget | None = None,
) -> str:
    """Fetch an offloaded context from the session's peer, part by part; checked by digest.

    The peer's refusal arrives as `ioa.agent.AgentError` (e.g. `not_assigned`);
    a bad part or a digest that does not match as `OffloadError`, as does a
    context above `max_chars` (`too_large`) or one that would take the
    fetches under way above `budget` (`over_budget`); the whole fetch taking
    more than `seconds` as `TimeoutError`.
    """
    async with fetched_context(
        session, uri, sub_task_id, max_chars=max_chars, seconds=seconds, budget=budget
    ) as text:
        return text


@contextlib.asynccontextmanager
async def fetched_context(  # noqa: PLR0913 - as fetch_context
    session: AgentSession,
    uri: str,
    sub_task_id: str,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    seconds: float = DEFAULT_FETCH_SECONDS,
    budget: FetchBudget | None = None,
) -> AsyncIterator[str]:
    """`fetch_context`, the text's bytes charged to `budget` until the block ends.

    For the work that uses the text: the budget then bounds what the contexts under
    way and those being worked on hold together (an outside review: released at the
    fetch's end, five 60 Mi-character contexts were held at once under a 64 MiB
    budget while their works ran).
    """
    assembler = ContextAssembler(
        uri, sub_task_id, max_chars=max_chars, budget=budget, peer=session.peer
    )
    try:
        async with asyncio.timeout(seconds):
            while True:
                answer = await session.query(assembler.request())
                if not isinstance(answer, dict) or answer.get("concept") != CHUNK:
                    raise OffloadError(INVALID_CHUNK, "the answer is not a ContextChunk")
                if assembler.take(answer):
                    break
        assert assembler.text is not None  # noqa: S101 - set by a complete take
        yield assembler.text
    finally:
        assembler.release()


__all__ = [
    "CHUNK_CHARS",
    "CONTEXT_UNAVAILABLE",
    "DEFAULT_FETCH_BUDGET",
    "DEFAULT_FETCH_SECONDS",
    "DEFAULT_MAX_CHARS",
    "DEFAULT_THRESHOLD",
    "DIGEST_MISMATCH",
    "INVALID_CHUNK",
    "INVALID_CONTEXT_URI",
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
    "context_uri",
    "fetch_context",
    "fetched_context",
]
