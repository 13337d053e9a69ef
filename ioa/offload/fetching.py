"""The invoked agent's side of offloading: a context fetched part by part, checked, budgeted."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import re
from collections.abc import AsyncIterator, Mapping
from typing import TYPE_CHECKING, Any, Final

from ioa.offload.wire import (
    CHUNK,
    DEFAULT_FETCH_BUDGET,
    DEFAULT_FETCH_SECONDS,
    DEFAULT_MAX_CHARS,
    DIGEST_MISMATCH,
    FETCH,
    INVALID_CHUNK,
    MIN_CHUNK_CHARS,
    OVER_BUDGET,
    TOO_LARGE,
    OffloadError,
    uri_digest,
)
from l7_transport.held import BytesSpent, HeldBytes

if TYPE_CHECKING:
    from ioa.agent import AgentSession


class FetchBudget(HeldBytes):
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
        super().__init__(total=limit, per_holder=share)
        self.limit = limit
        self.per_peer = share
        """The most one peer's fetches (and their texts at work) hold together."""

    def take(self, size: int, peer: str = "") -> None:
        """Hold `size` more bytes for `peer`; `OffloadError` (`over_budget`) past a bound."""
        try:
            self.hold(peer, size)
        except BytesSpent as spent:
            if spent.bound == "total":
                message = (
                    f"fetches under way would hold {spent.would_hold:,} bytes "
                    f"(at most {self.limit:,})"
                )
            else:
                message = (
                    f"fetches from {peer or 'one peer'} would hold {spent.would_hold:,} bytes "
                    f"(at most {self.per_peer:,} for one peer)"
                )
            raise OffloadError(OVER_BUDGET, message) from None

    def give_back(self, size: int, peer: str = "") -> None:
        """A fetch from `peer` ended: the bytes it held are free."""
        self.let_go(peer, size)


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
        self._width = 1  # bytes a character of the text will take in memory (1, 2 or 4)
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
        if len(data) != len(text):
            self._width = max(self._width, _width_in_memory(data))
            self._would_hold(length)  # at the first wide part, not once all is fetched
        self._charge(len(data))
        self.length = length
        self._data += data
        self._hash.update(data)
        self.received += len(text)
        if self.received < length:
            return False
        if self._hash.digest() != self.digest:
            raise OffloadError(DIGEST_MISMATCH, f"the context fetched does not hash to {self.uri}")
        # The text holds its characters at the widest one's size (an outside attack: ASCII
        # and one emoji, charged its UTF-8 bytes, held 4 bytes a character: 4x the budget).
        # Charged that from now on, before it is made; the bytes go once it is.
        self._charge(length * self._width - self._charged)
        self.text = self._data.decode("utf-8")
        self._data = bytearray()  # the text is what is held now (still charged)
        return True

    def _would_hold(self, length: int) -> None:
        """`OffloadError` (`over_budget`) if the text, at its width so far, passes the share.

        A review: an honest context of 20 Mi characters and one emoji was fetched whole,
        then refused, and fetched again on the master's next attempt.
        """
        if self.budget is not None and length * self._width > self.budget.per_peer:
            raise OffloadError(
                OVER_BUDGET,
                f"a context of {length:,} characters at {self._width} bytes each "
                f"(one peer's share of the budget is {self.budget.per_peer:,})",
            )

    def _charge(self, size: int) -> None:
        """Hold `size` more bytes of the budget (if any) for what is fetched."""
        if self.budget is not None and size > 0:
            self.budget.take(size, self.peer)
            self._charged += size

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


_ASTRAL_LEADS: Final = re.compile(b"[\xf0-\xf4]")
"""UTF-8 lead bytes of characters past U+FFFF: a text holding one takes 4 bytes a character."""
_WIDE_LEADS: Final = re.compile(b"[\xc4-\xef]")
"""Lead bytes of U+0100 to U+FFFF: 2 bytes a character (U+0080-U+00FF lead with C2, C3: 1)."""


def _width_in_memory(data: bytes) -> int:
    """The bytes a character CPython holds a text of these UTF-8 bytes at (PEP 393)."""
    if _ASTRAL_LEADS.search(data):
        return 4
    return 2 if _WIDE_LEADS.search(data) else 1


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


__all__ = ["ContextAssembler", "FetchBudget", "fetch_context", "fetched_context"]
