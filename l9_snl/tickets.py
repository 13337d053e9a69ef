"""Resumption tickets: a locked session's way to lock the next one in zero extra round trips.

The responder seals what it needs to remember into the ticket itself
(ChaCha20-Poly1305 under a key only it holds): the two agents, the locked
context and its digest, the embedding model, the lifetime, and a
resumption secret both sides derived from the handshake's key exchange.
The initiator keeps the ticket with the secret (`TicketCache`) and proves it
holds the secret with an HMAC binder on its resumed HELLO.

A responder may instead keep what a ticket holds itself (`stored=True`) and
hand out a 22-character handle: the same checks, about 220 characters fewer in
each resumed HELLO and each renewal, at the price of memory for the tickets
issued and not yet used (bounded: the newest `stored_per_initiator` per peer,
`max_stored` in all; a forgotten one is refused and a full handshake follows).

A ticket resumes once: the responder remembers used ticket ids until they
expire, so a replayed resumed HELLO (and the first flight it carries) is
refused. Each initiator has its own share of that memory: a peer that has
used up its share is refused resumption (fail closed, for it alone) and falls
back to a full handshake, and so is everyone once the whole memory is full,
which takes many peers. A remembered id is forgotten only once its ticket has
expired, when the ticket is refused anyway. Lifetimes are at most 7 days, and so
is a chain of renewed tickets: each carries the time of the full handshake
that authenticated the peers (`authenticated_at`), and none outlives it by
more than 7 days.
"""

from __future__ import annotations

import heapq
import hmac
import math
import secrets
import struct
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from l9_snl.encoding import b64url, from_b64url, hmac_sha256
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode

MAX_TICKET_LIFETIME: Final = 7 * 24 * 3600.0
"""Seven days, the longest a ticket may live (as in TLS 1.3)."""
_AAD: Final = b"ioa-snl/v1 ticket"
_NONCE: Final = 12
_TRUST_CHANGED: Final = (
    "the trust in the ticket's initiator is not what it was when the ticket was issued"
    " (a key or certifier changed): do a full handshake"
)
MAX_TICKET_LENGTH: Final = 2048
"""The longest ticket string a responder takes (and an initiator keeps), in characters."""
_PACKED_VERSION: Final = 2
_HEAD: Final = struct.Struct(">BBBIIII")
"""Format version, flags (`_HAS_MODEL`, `_SHA256_DIGEST`), the number of extensions, then
issued_at, expires_at, authenticated_at and not_after (whole seconds since the epoch)."""
_HAS_MODEL: Final = 1
"""Flag: an embedding model follows the authority."""
_SHA256_DIGEST: Final = 2
"""Flag: the digest is `sha256:<64 hex>`, packed as its 32 bytes."""
_NO_TIME: Final = 0xFFFFFFFF
"""`not_after` when none applies."""
_SHA256_PREFIX: Final = "sha256:"
_HEX: Final = frozenset("0123456789abcdef")
_LENGTH: Final = struct.Struct(">H")
_SECRET: Final = 32
_HANDLE: Final = 16
"""Random bytes of a stored ticket's handle (22 base64url characters)."""
_HANDLE_CHARACTERS: Final = 22

RandomSource = Callable[[int], bytes]
_T = TypeVar("_T")
_MAX_ALIKE: Final = 1024
"""Distinct values `TicketIssuer._shared` keeps (contexts, authorities, extension sets)."""


def binder(secret: bytes, value: Any) -> str:  # noqa: ANN401 - a JSON value
    """HMAC-SHA256 of the canonical bytes of `value` under `secret`, base64url."""
    return b64url(hmac_sha256(secret, canonical_bytes(value)))


def binder_matches(secret: bytes, value: Any, claimed: object) -> bool:  # noqa: ANN401
    """Whether `claimed` is the binder of `value` (constant-time).

    False too if `value` has no canonical form: nobody can have computed its binder, and
    for a `claimed` that is not ASCII (no base64url is; `hmac.compare_digest` raises
    `TypeError` on such a string instead of answering).
    """
    if not isinstance(claimed, str) or not claimed.isascii():
        return False
    try:
        expected = binder(secret, value)
    except ContextError:
        return False
    return hmac.compare_digest(expected, claimed)


@dataclass(frozen=True, slots=True, kw_only=True)
class TicketContents:
    """What a ticket says, once the responder opened it."""

    ticket_id: str
    """Unique id (base64url of the ticket's 12 random nonce bytes); a ticket resumes once."""
    initiator: str
    """The agent the ticket was issued to."""
    responder: str
    """The agent that issued it."""
    urn: str
    """The locked context."""
    digest: str
    """Its digest at the time."""
    authority: str
    """The authority that signed it."""
    embedding_model: str | None
    """The embedding model agreed, if any."""
    issued_at: float
    """When (seconds since the epoch)."""
    expires_at: float
    """Until when it may be used."""
    secret: bytes
    """The resumption secret (32 bytes)."""
    authenticated_at: float
    """When the full handshake behind it (and every renewal) checked signatures."""
    not_after: float | None = None
    """The end of the initiator's card validity, when a card authenticated it: no
    ticket of the chain outlives it (renewals carry it on)."""
    extensions: tuple[str, ...] = ()
    """The optional features agreed (spec 12.4), sorted; a resumed session keeps them."""
    trust: bytes = b""
    """What the responder's trust in the initiator rested on (`PeerTrust.trust_token`):
    not in the packed record but in a sealed ticket's associated data (spec 12.7)."""

    def packed(self) -> bytes:
        """The sealed plaintext (spec 12.7): a version byte, flags, four times, the secret, strings.

        Binary rather than JSON: a ticket travels twice in every resumed handshake
        (presented in the HELLO, renewed in the ACCEPT), and the JSON object with its
        member names was 611 base64url characters; this is about 240 for a built-in context.
        Times are whole seconds (`TicketIssuer.issue` rounds them towards the earlier
        second) and a SHA-256 digest its 32 bytes.
        """
        raw_digest = _sha256_bytes(self.digest)
        strings = (
            self.initiator,
            self.responder,
            self.urn,
            *(() if raw_digest is not None else (self.digest,)),
            self.authority,
            *((self.embedding_model,) if self.embedding_model is not None else ()),
        )
        parts = [
            _HEAD.pack(
                _PACKED_VERSION,
                (_HAS_MODEL if self.embedding_model is not None else 0)
                | (_SHA256_DIGEST if raw_digest is not None else 0),
                len(self.extensions),
                int(self.issued_at),
                int(self.expires_at),
                int(self.authenticated_at),
                _NO_TIME if self.not_after is None else int(self.not_after),
            ),
            self.secret,
            raw_digest or b"",
        ]
        for text in (*strings, *self.extensions):
            encoded = text.encode()
            parts += [_LENGTH.pack(len(encoded)), encoded]
        return b"".join(parts)

    @classmethod
    def unpacked(cls, ticket_id: str, plain: bytes, trust: bytes = b"") -> TicketContents:
        """The contents `packed` made (opened under `trust`); ValueError for anything else."""
        version, flags, extensions, issued, expires, authenticated, not_after = _HEAD.unpack_from(
            plain
        )
        if version != _PACKED_VERSION or flags & ~(_HAS_MODEL | _SHA256_DIGEST):
            msg = f"ticket format {version}, flags {flags}"
            raise ValueError(msg)
        model = bool(flags & _HAS_MODEL)
        offset = _HEAD.size + _SECRET
        secret = plain[_HEAD.size : offset]
        digest: str | None = None
        if flags & _SHA256_DIGEST:
            digest = _SHA256_PREFIX + plain[offset : offset + _SECRET].hex()
            offset += _SECRET
        texts: list[str] = []
        for _ in range((5 if digest is None else 4) + model + extensions):
            (length,) = _LENGTH.unpack_from(plain, offset)
            offset += _LENGTH.size
            texts.append(plain[offset : offset + length].decode())
            offset += length
        if offset != len(plain) or len(secret) != _SECRET:
            raise ValueError("a ticket of the wrong length")
        if digest is None:
            digest = texts.pop(3)
        initiator, responder, urn, authority = texts[:4]
        return cls(
            ticket_id=ticket_id,
            initiator=initiator,
            responder=responder,
            urn=urn,
            digest=digest,
            authority=authority,
            embedding_model=texts[4] if model else None,
            issued_at=issued,
            expires_at=expires,
            secret=secret,
            authenticated_at=authenticated,
            not_after=None if not_after == _NO_TIME else not_after,
            extensions=tuple(texts[4 + model :]),
            trust=trust,
        )


def _seconds(when: float) -> int:
    """`when` as whole seconds for a packed ticket: the earlier second, at most 2106's last.

    Before 1970 is 0 (such a ticket is born expired); 0xFFFFFFFF is kept for "no time".
    """
    return min(max(math.floor(when), 0), _NO_TIME - 1)


def _sha256_bytes(digest: str) -> bytes | None:
    """The 32 bytes of a `sha256:<64 lowercase hex>` digest; None for any other form."""
    hexdigits = digest.removeprefix(_SHA256_PREFIX)
    if len(digest) != len(_SHA256_PREFIX) + 64 or hexdigits == digest or not set(hexdigits) <= _HEX:
        return None
    return bytes.fromhex(hexdigits)


class TicketIssuer:
    """The responder's side: issues, opens and spends tickets.

    Sealed (the default here): the ticket carries its contents, encrypted under
    `key`. Stored (`stored=True`, an `ioa.Agent`'s default): the contents stay
    here and the ticket is a 22-character handle (spec 12.7).
    """

    def __init__(  # noqa: PLR0913 - the key, the lifetime, and the bounds of two memories
        self,
        *,
        key: bytes | None = None,
        lifetime: float = 24 * 3600.0,
        max_remembered: int = 100_000,
        per_initiator: int = 1_000,
        stored: bool = False,
        max_stored: int = 100_000,
        stored_per_initiator: int = 64,
        rng: RandomSource = secrets.token_bytes,
    ) -> None:
        if not 0 < lifetime <= MAX_TICKET_LIFETIME:
            raise LocalSemanticError(
                SNLErrorCode.TICKET_INVALID,
                f"a ticket lifetime is between 0 and {MAX_TICKET_LIFETIME:.0f} seconds",
            )
        if not 0 < per_initiator <= max_remembered:
            raise LocalSemanticError(
                SNLErrorCode.TICKET_INVALID,
                "a peer's share of the used tickets is between 1 and max_remembered",
            )
        if stored and not 0 < stored_per_initiator <= max_stored:
            raise LocalSemanticError(
                SNLErrorCode.TICKET_INVALID,
                "a peer's share of the stored tickets is between 1 and max_stored",
            )
        self.lifetime = lifetime
        self.stored = stored
        """Whether tickets are handles to contents kept here (else the sealed contents)."""
        self.max_stored = max_stored
        """How many issued, unused tickets are kept at most, all peers together (stored)."""
        self.stored_per_initiator = stored_per_initiator
        """How many of them one initiator may have: its newest (as its cache keeps them)."""
        # Oldest first (a dict keeps its order and costs less than an OrderedDict per entry).
        self._stored: dict[str, TicketContents] = {}
        self._alike: dict[Any, Any] = {}
        # Initiator -> its handles, oldest first: one handle alone, else a list of them.
        self._stored_of: dict[str, str | list[str]] = {}
        self.max_remembered = max_remembered
        """How many used ticket ids are remembered at most, all peers together."""
        self.per_initiator = per_initiator
        """How many of them one initiator may hold: its resumptions within a ticket lifetime."""
        self._rng = rng
        self._aead = ChaCha20Poly1305(key if key is not None else rng(32))
        self._used: dict[str, float] = {}
        self._held: dict[str, int] = {}  # initiator -> its ids in `_used`
        # A heap, the next to forget first: (expires at, ticket id, initiator).
        self._expiries: list[tuple[float, str, str]] = []
        self._latest = -math.inf
        """The latest `now` seen. Ids of used tickets are forgotten once expired by it, so
        tickets must be unexpired by it too: a clock stepped forward (ids forgotten) and
        back cannot make a spent ticket usable again (`horizon`)."""

    def issue(  # noqa: PLR0913 - what a ticket binds
        self,
        *,
        initiator: str,
        responder: str,
        urn: str,
        digest: str,
        authority: str,
        embedding_model: str | None,
        secret: bytes,
        now: float,
        authenticated_at: float | None = None,
        not_after: float | None = None,
        extensions: frozenset[str] = frozenset(),
        trust: bytes = b"",
    ) -> tuple[str, TicketContents]:
        """A new ticket (the opaque string the initiator keeps) and what it holds.

        `authenticated_at` is when the peers last proved their keys (a renewal
        passes on its ticket's); the ticket expires at most 7 days after it,
        and never after `not_after` (the initiator's card validity). `trust` is
        what the trust in the initiator rests on now (`PeerTrust.trust_token`):
        `open` takes the ticket only under the same.
        """
        # Whole seconds, each towards the earlier one and within the packed form's 32 bits
        # (a card valid past 2106 gives a ticket that ends then): a ticket may end a little
        # sooner than asked, never later.
        authenticated = _seconds(now if authenticated_at is None else authenticated_at)
        expires_at = _seconds(min(now + self.lifetime, authenticated + MAX_TICKET_LIFETIME))
        if not_after is not None:
            not_after = _seconds(not_after)
            expires_at = min(expires_at, not_after)
        kept = self.stored and self._room_for(initiator, now)
        nonce = self._rng(_HANDLE if kept else _NONCE)
        contents = TicketContents(
            ticket_id=b64url(nonce),
            initiator=initiator,
            responder=self._shared(responder),
            urn=self._shared(urn),
            digest=self._shared(digest),
            authority=self._shared(authority),
            embedding_model=embedding_model,
            issued_at=_seconds(now),
            expires_at=expires_at,
            secret=secret,
            authenticated_at=authenticated,
            not_after=not_after,
            extensions=self._shared(tuple(sorted(extensions))),
            trust=trust,  # (one object per peer already: `PeerTrust` keeps it)
        )
        if kept:
            self._keep(contents)
            return contents.ticket_id, contents
        sealed = self._aead.encrypt(nonce, contents.packed(), _AAD + trust)
        return b64url(nonce + sealed), contents

    def _shared(self, value: _T) -> _T:
        """One object for a value many tickets hold alike (a URN, a digest, extensions).

        A stored ticket then costs its own fields only.
        """
        shared = self._alike
        if len(shared) >= _MAX_ALIKE:
            shared.clear()
        kept: _T = shared.setdefault(value, value)
        return kept

    def _room_for(self, initiator: str, now: float) -> bool:
        """Make room for one more of `initiator`'s tickets in the store; False if there is none.

        Expired tickets go first; an initiator at its share loses its own oldest. A full
        store evicts nobody: the ticket is sealed instead (no peer can push another's
        tickets out, whatever identities it holds).
        """
        store = self._stored
        while store:  # the oldest first: those issued long ago have mostly expired
            oldest = next(iter(store.values()))
            if oldest.expires_at > now:
                break
            self._unkeep(oldest.ticket_id)
        handles = self._handles(initiator)
        if len(handles) >= self.stored_per_initiator:
            self._unkeep(handles[0])
        return len(store) < self.max_stored

    def _keep(self, contents: TicketContents) -> None:
        """Keep a stored ticket (`_room_for` made room)."""
        self._stored[contents.ticket_id] = contents
        initiator = contents.initiator
        held = self._stored_of.get(initiator)
        if held is None:
            self._stored_of[initiator] = contents.ticket_id
        elif isinstance(held, str):
            self._stored_of[initiator] = [held, contents.ticket_id]
        else:
            held.append(contents.ticket_id)

    def _handles(self, initiator: str) -> list[str]:
        held = self._stored_of.get(initiator)
        if held is None:
            return []
        return [held] if isinstance(held, str) else held

    def _unkeep(self, handle: str) -> TicketContents | None:
        contents = self._stored.pop(handle, None)
        if contents is not None:
            initiator = contents.initiator
            held = self._stored_of[initiator]
            if isinstance(held, str) or len(held) == 1:
                del self._stored_of[initiator]
            else:
                held.remove(handle)
                if len(held) == 1:
                    self._stored_of[initiator] = held[0]
        return contents

    def kept(self, initiator: str | None = None) -> int:
        """How many stored tickets are kept, issued and not used (of `initiator`'s, if given)."""
        if initiator is None:
            return len(self._stored)
        return len(self._handles(initiator))

    def open(
        self, ticket: object, *, now: float, trust: bytes = b"", initiator: str | None = None
    ) -> TicketContents:
        """What a presented ticket holds; `ticket_invalid` or `ticket_expired` otherwise.

        `trust`: what the trust in the initiator it names rests on now; a ticket
        issued under another is `ticket_invalid` (its key was rotated, say).
        `initiator`: who presents it (a stored ticket of another is refused as such).
        """
        if not isinstance(ticket, str) or len(ticket) > MAX_TICKET_LENGTH:
            raise _invalid("a ticket is a base64url string")
        if self.stored and len(ticket) <= _HANDLE_CHARACTERS:  # else sealed: the store was full
            contents = self._stored_contents(ticket)
            if initiator is not None and contents.initiator != initiator:
                raise _invalid("the ticket was issued to another pair of agents")
            if not hmac.compare_digest(contents.trust, trust):
                raise _invalid(_TRUST_CHANGED)
            return self._checked(contents, now)
        try:
            raw = from_b64url(ticket)
            plain = self._aead.decrypt(raw[:_NONCE], raw[_NONCE:], _AAD + trust)
            contents = TicketContents.unpacked(b64url(raw[:_NONCE]), plain, trust)
        except (ValueError, InvalidTag, struct.error) as exc:
            raise _invalid(
                "the ticket was not issued here, was altered, or the trust in its"
                " initiator is not what it was when it was issued"
            ) from exc
        return self._checked(contents, now)

    def _stored_contents(self, handle: str) -> TicketContents:
        contents = self._stored.get(handle) if len(handle) == _HANDLE_CHARACTERS else None
        if contents is not None:
            return contents
        if handle in self._used:
            raise RemoteSemanticError(
                SNLErrorCode.REPLAYED_EARLY_DATA,
                "this ticket was used before: a replayed resumption and its first flight",
            )
        raise _invalid("the ticket was not issued here, or has expired or been forgotten")

    def horizon(self, now: float) -> float:
        """The time expiry is judged at: `now`, or a later one this memory has seen.

        A ticket expired by any time this agent's clock has shown stays expired, even if
        the clock went back since: its id may have been forgotten already.
        """
        self._latest = max(self._latest, now)  # (a NaN never becomes the latest)
        return self._latest

    def _checked(self, contents: TicketContents, now: float) -> TicketContents:
        if not contents.issued_at <= now:  # (written so that a NaN clock refuses too)
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_EXPIRED,
                "the ticket is not valid yet: issued after this agent's clock (did it go back?)",
            )
        if not now < contents.expires_at or contents.expires_at <= self.horizon(now):
            raise RemoteSemanticError(SNLErrorCode.TICKET_EXPIRED, "the ticket has expired")
        if now - contents.authenticated_at >= MAX_TICKET_LIFETIME:
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_EXPIRED,
                "the peers last proved their keys more than 7 days ago: do a full handshake",
            )
        return contents

    def spend(self, contents: TicketContents, *, now: float) -> None:
        """Mark a ticket used; a second use is a replay (`replayed_early_data`).

        `ticket_invalid` (resumption refused, a full handshake follows) when the
        ticket's initiator already holds its share of the memory (`per_initiator`),
        or when the memory is full: without room to remember the id, a replay could
        not be told. Only ids of expired tickets are forgotten (`open` refuses those),
        so nothing spent ever becomes usable again.
        """
        self._forget_expired(now)
        if contents.ticket_id in self._used:
            raise RemoteSemanticError(
                SNLErrorCode.REPLAYED_EARLY_DATA,
                "this ticket was used before: a replayed resumption and its first flight",
            )
        initiator = contents.initiator
        held = self._held.get(initiator, 0)
        if held >= self.per_initiator:
            raise _invalid(
                f"{initiator} resumed {held} sessions within a ticket lifetime, its share of "
                "this agent's memory of used tickets: do a full handshake"
            )
        if len(self._used) >= self.max_remembered:
            raise _invalid("too many tickets in use to detect replays: do a full handshake")
        self._used[contents.ticket_id] = contents.expires_at
        self._unkeep(contents.ticket_id)
        self._held[initiator] = held + 1
        heapq.heappush(self._expiries, (contents.expires_at, contents.ticket_id, initiator))

    def remembered(self, initiator: str | None = None) -> int:
        """How many used ticket ids are remembered (of `initiator`'s, if given)."""
        return len(self._used) if initiator is None else self._held.get(initiator, 0)

    def _forget_expired(self, now: float) -> None:
        latest = self.horizon(now)
        expiries = self._expiries
        while expiries and expiries[0][0] <= latest:
            _, expired, initiator = heapq.heappop(expiries)
            if self._used.pop(expired, None) is None:
                continue
            left = self._held[initiator] - 1
            if left:
                self._held[initiator] = left
            else:
                del self._held[initiator]


def _invalid(message: str) -> RemoteSemanticError:
    return RemoteSemanticError(SNLErrorCode.TICKET_INVALID, message)


@dataclass(frozen=True, slots=True, kw_only=True)
class CachedTicket:
    """The initiator's side of a ticket: the opaque string and what it needs to use it."""

    ticket: str
    """As the responder issued it."""
    secret: bytes
    """The resumption secret."""
    responder: str
    """Who issued it."""
    urn: str
    """The context it resumes."""
    digest: str
    """That context's digest."""
    authority: str
    """The authority that signed that context."""
    embedding_model: str | None
    """The embedding model agreed."""
    expires_at: float
    """When it stops being useful."""
    not_after: float | None = None
    """The end of the responder's card validity, when a card authenticated it:
    the tickets renewed from this one stop being useful then too."""
    extensions: frozenset[str] = frozenset()
    """The optional features agreed; the resumed SELECT must name the same."""
    trust: bytes = b""
    """What the initiator's trust in the responder rested on (`PeerTrust.trust_token`):
    once it differs, the ticket is not used (`TicketCache.take`'s `trust`)."""


class TicketCache:
    """The initiator's tickets: a few per responder, one for each session it may resume at once."""

    def __init__(self, max_entries: int = 1024, per_responder: int = 64) -> None:
        self.max_entries = max_entries
        self.per_responder = per_responder
        self._tickets: OrderedDict[str, list[CachedTicket]] = OrderedDict()

    def put(self, ticket: CachedTicket) -> None:
        """Keep `ticket` for its responder (the oldest ones go first when there are too many)."""
        kept = self._tickets.pop(ticket.responder, [])
        kept.append(ticket)
        self._tickets[ticket.responder] = kept[-self.per_responder :]
        while len(self._tickets) > self.max_entries:
            self._tickets.popitem(last=False)

    def take(
        self,
        responder: str,
        *,
        now: float,
        usable: Callable[[CachedTicket], bool] | None = None,
        trust: bytes | None = None,
    ) -> CachedTicket | None:
        """The newest valid ticket for `responder` that is `usable`, removed (it resumes once).

        `usable` says whether its context may be resumed now (the one asked for, not
        revoked here); the others stay for a later session. Expired ones go, and,
        when `trust` is given (what the trust in `responder` rests on now), those
        kept under another trust.
        """
        kept = [
            ticket
            for ticket in self._tickets.get(responder, [])
            if ticket.expires_at > now and (trust is None or ticket.trust == trust)
        ]
        chosen = None
        for index in range(len(kept) - 1, -1, -1):  # the newest first
            if usable is None or usable(kept[index]):
                # By position: `list.remove` would compare whole dataclasses, field by field,
                # with every older ticket (~1 us each, 64 of them on a busy peer).
                chosen = kept.pop(index)
                break
        if kept:
            self._tickets[responder] = kept
        else:
            self._tickets.pop(responder, None)
        return chosen

    def newest(
        self,
        responder: str,
        *,
        now: float,
        usable: Callable[[CachedTicket], bool] | None = None,
        trust: bytes | None = None,
    ) -> CachedTicket | None:
        """The ticket `take` would return now, left in the cache."""
        kept = self._tickets.get(responder, [])
        return next(
            (
                ticket
                for ticket in reversed(kept)
                if ticket.expires_at > now
                and (trust is None or ticket.trust == trust)
                and (usable is None or usable(ticket))
            ),
            None,
        )

    def count(self, responder: str) -> int:
        """How many tickets are kept for `responder`."""
        return len(self._tickets.get(responder, []))

    def __len__(self) -> int:
        return sum(len(kept) for kept in self._tickets.values())
