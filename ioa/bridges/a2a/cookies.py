"""Handshake cookies: the responder's state between HELLO and LOCK, carried by the client.

A HELLO is not signed, so a responder that kept a table of open handshakes could
be made to drop a trusted agent's by HELLOs sent in its name. The bridge keeps
none: its SELECT answer carries a cookie, the HELLO and a random seed sealed
under a key only the bridge holds (AES-256-GCM, bound to the handshake's
`contextId`), and the LOCK brings it back. The responder is then made again from
the seed (its nonce and key share are drawn from it, its signature is
deterministic), reads the same HELLO at the same time, and takes the LOCK: HELLOs
cost the bridge a signature each and no memory. A LOCK's cookie is taken once
(`CookieJar.spend`), so a relay that saw a LOCK cannot lock the context again.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections import OrderedDict
from typing import Any, Final

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ioa.bridges.a2a_mapping import NOT_LOCKED, BridgeError
from l9_snl.encoding import b64url, from_b64url

SEED_BYTES: Final = 32
"""The seed a responder's random bytes are drawn from."""
_NONCE_BYTES: Final = 12
MAX_SPENT: Final = 65_536
"""Cookies of locks made within one handshake timeout the jar remembers (then: it refuses)."""


class SeededBytes:
    """Random bytes drawn from a seed: SHA-256 of the seed and a counter, block by block.

    The responder's `rng`: given the same seed, a responder draws the same nonce and
    key share again. The seed is secret (it travels only inside a sealed cookie).
    """

    def __init__(self, seed: bytes) -> None:
        self._seed = seed
        self._counter = 0
        self._buffer = b""

    def __call__(self, size: int) -> bytes:
        """The next `size` bytes of the stream."""
        while len(self._buffer) < size:
            block = self._counter.to_bytes(8, "big")
            self._buffer += hashlib.sha256(self._seed + block).digest()
            self._counter += 1
        taken, self._buffer = self._buffer[:size], self._buffer[size:]
        return taken


class CookieJar:
    """Seals and opens a bridge's handshake cookies, and remembers the ones spent."""

    def __init__(self, key: bytes | None = None) -> None:
        self._aead = AESGCM(key if key is not None else AESGCM.generate_key(bit_length=256))
        self._spent: OrderedDict[str, float] = OrderedDict()
        """contextId -> when its cookie expires (a LOCK that used it came already)."""

    def seal(self, context_id: str, hello: object, seed: bytes, at: tuple[float, float]) -> str:
        """The cookie of a handshake opened by `hello` for `context_id`.

        `at`: when, on the wall clock (what L9 reads) and on the monotonic clock (how
        long it has been open: a step of the wall clock must not reopen a handshake).
        """
        wall, ticks = at
        state = {"hello": hello, "seed": b64url(seed), "at": wall, "ticks": ticks}
        plain = json.dumps(state, separators=(",", ":")).encode()
        nonce = secrets.token_bytes(_NONCE_BYTES)
        return b64url(nonce + self._aead.encrypt(nonce, plain, context_id.encode()))

    def open(self, context_id: str, cookie: object) -> tuple[Any, bytes, float, float]:
        """The HELLO, seed and times a cookie holds (`not_locked` when it is not this jar's)."""
        try:
            sealed = from_b64url(cookie)
            plain = self._aead.decrypt(
                sealed[:_NONCE_BYTES], sealed[_NONCE_BYTES:], context_id.encode()
            )
            state = json.loads(plain)
            seed = from_b64url(state["seed"], length=SEED_BYTES)
            return state["hello"], seed, float(state["at"]), float(state["ticks"])
        except (ValueError, InvalidTag, KeyError, TypeError) as error:
            raise BridgeError(
                NOT_LOCKED,
                f"no handshake is open for contextId {context_id!r} (its cookie is not ours)",
            ) from error

    def spent(self, context_id: str, now: float) -> bool:
        """Whether a LOCK has used the cookie of `context_id` already (expired ones forgotten).

        `now` and the expiries are on the monotonic clock (its key lives no longer than
        the process, and neither do its cookies).
        """
        while self._spent:
            oldest, expires = next(iter(self._spent.items()))
            if expires > now:
                break
            del self._spent[oldest]
        return context_id in self._spent

    def spend(self, context_id: str, expires: float) -> None:
        """Remember that the cookie of `context_id` locked, until it `expires` anyway.

        Only LOCKs that verified (trusted initiators) get here. Were there ever more
        than `MAX_SPENT` within one timeout, the jar refuses rather than forget one.
        """
        if len(self._spent) >= MAX_SPENT:
            raise BridgeError(
                NOT_LOCKED, "too many handshakes locked within one timeout: try again"
            )
        self._spent[context_id] = expires


__all__ = ["MAX_SPENT", "SEED_BYTES", "CookieJar", "SeededBytes"]
