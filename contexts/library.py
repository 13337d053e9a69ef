"""A set of known contexts, looked up by URN, digest, or name and version.

An agent's library holds the contexts it supports (the built-in ones, the
ones its authority client fetched); L9 offers and selects from it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from contexts.document import SharedContext
from contexts.urn import ContextURN


class ContextLibrary:
    """Contexts by URN; one document per URN (a second, different one is refused)."""

    def __init__(self, contexts: Iterable[SharedContext] = ()) -> None:
        self._by_urn: dict[ContextURN, SharedContext] = {}
        self._by_digest: dict[str, SharedContext] = {}
        for context in contexts:
            self.add(context)

    def add(self, context: SharedContext) -> None:
        """Add a context; raise `ValueError` if its URN is already held with another digest."""
        held = self._by_urn.get(context.urn)
        if held is not None and held.digest != context.digest:
            raise ValueError(
                f"{context.urn} is already held with digest {held.digest}; versions are never "
                f"reused, so {context.digest} cannot be the same context"
            )
        self._by_urn[context.urn] = context
        self._by_digest[context.digest] = context

    def __len__(self) -> int:
        return len(self._by_urn)

    def __iter__(self) -> Iterator[SharedContext]:
        return iter(sorted(self._by_urn.values(), key=lambda c: c.urn))

    def __contains__(self, urn: object) -> bool:
        if isinstance(urn, str):
            try:
                urn = ContextURN.parse(urn)
            except ValueError:
                return False
        return urn in self._by_urn

    def get(self, urn: str | ContextURN) -> SharedContext | None:
        """The context with this URN, or None."""
        key = ContextURN.parse(urn) if isinstance(urn, str) else urn
        return self._by_urn.get(key)

    def by_digest(self, digest: str) -> SharedContext | None:
        """The context with this digest, or None."""
        return self._by_digest.get(digest)

    def names(self) -> tuple[str, ...]:
        """The context names held, sorted."""
        return tuple(sorted({urn.name for urn in self._by_urn}))

    def versions(self, name: str) -> tuple[SharedContext, ...]:
        """Every held version of `name`, oldest first."""
        return tuple(
            sorted((c for c in self._by_urn.values() if c.name == name), key=lambda c: c.version)
        )

    def latest(self, name: str, major: int | None = None) -> SharedContext | None:
        """The highest held version of `name` (within `major`, if given), or None."""
        candidates = [c for c in self.versions(name) if major is None or c.version.major == major]
        return candidates[-1] if candidates else None
