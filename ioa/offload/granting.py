"""The master's side of offloading: contexts put in a store, fetches answered to their agent."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ioa.offload.store import ContextStore, PartedStore
from ioa.offload.wire import (
    CHUNK_CHARS,
    DEFAULT_MAX_CHARS,
    DEFAULT_THRESHOLD,
    INVALID_CHUNK,
    MIN_CHUNK_CHARS,
    NOT_ASSIGNED,
    TOO_LARGE,
    OffloadError,
    uri_digest,
)

logger = logging.getLogger("ioa.offload")


@dataclass(frozen=True, slots=True)
class Grant:
    """Who may fetch an offloaded context: one agent, for one sub-task of one task."""

    agent_id: str
    sub_task_id: str
    task_id: str


def _check_store_holds(store: ContextStore, max_chars: int) -> None:
    """A store with a byte limit (`FileContextStore.max_bytes`) must hold `max_chars`.

    Said when the offloader is made, not at the first large context: a store that cannot
    hold `max_chars` ASCII characters is refused (ValueError), one that cannot hold them
    at four UTF-8 bytes each is warned of (its `too_large` names the bytes).
    """
    max_bytes = getattr(store, "max_bytes", None)
    if not isinstance(max_bytes, int):
        return
    if max_bytes < max_chars:
        msg = (
            f"the context store holds at most {max_bytes} bytes, fewer than max_chars"
            f" ({max_chars} characters): give it max_bytes={4 * max_chars}, or lower max_chars"
        )
        raise ValueError(msg)
    if max_bytes < 4 * max_chars:
        logger.warning(
            "the context store holds at most %d bytes: a context of up to max_chars (%d"
            " characters) outside ASCII may not fit (max_bytes=%d holds any)",
            max_bytes,
            max_chars,
            4 * max_chars,
        )


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
        _check_store_holds(store, max_chars)
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
        offset = request.get("Offset", 0)
        if not isinstance(offset, int) or isinstance(offset, bool) or offset < 0:
            raise OffloadError(INVALID_CHUNK, f"offset {offset!r} is not a position")
        part, length = self._part(uri, offset)
        if offset > length:
            raise OffloadError(INVALID_CHUNK, f"offset {offset!r} outside 0..{length}")
        chunk = {"ContextURI": uri, "Offset": offset, "Length": length, "Text": part}
        return chunk, grant

    def _part(self, uri: str, offset: int) -> tuple[str, int]:
        """The part from `offset` and the text's length: read around it where the store can."""
        if isinstance(self.store, PartedStore):
            return self.store.part(uri, offset, self.chunk_chars)
        text = self._text(uri)
        return text[offset : offset + self.chunk_chars], len(text)

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


__all__ = ["Grant", "Offloader"]
