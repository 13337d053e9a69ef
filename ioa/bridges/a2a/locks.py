"""The A2A bridge's locks: the L9 handshake over A2A messages and the contexts it locks.

A HELLO and a LOCK are answered by the agent's own L9 responder; nothing is
kept between them (the SELECT carries a sealed cookie, `cookies`). A context
locked over A2A is kept per `contextId` (at most `MAX_SESSIONS`, the least
recently used go first), with the MAC keys that every later request on it is
checked under (spec 12.16).
"""

from __future__ import annotations

import json
import logging
import secrets
import time
import uuid
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from a2a.types import Message, Role

from contexts import SharedContext
from ioa.bridges.a2a.cookies import SEED_BYTES, CookieJar, SeededBytes
from ioa.bridges.a2a.refusals import peer
from ioa.bridges.a2a.tasks import _part
from ioa.bridges.a2a_mapping import (
    EXTENSION,
    LOCKED_STEP,
    NOT_LOCKED,
    REFUSED_STEP,
    STEP_OF_KIND,
    STEP_PERFORMATIVE,
    BridgeError,
    ReplayWindow,
    tag_matches,
    text_part,
)
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.screen import ConversationTails
from l9_snl.handshake import (
    ContextLocked,
    HandshakeFailed,
    HandshakeResponder,
    ResumptionRefused,
)
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.tags import SessionKeys

if TYPE_CHECKING:
    from ioa.agent import Agent


logger = logging.getLogger("ioa.bridges.a2a")

MAX_SESSIONS: Final = 4096
"""Locked contexts the bridge keeps; the least recently used go first."""
LOCK_IDLE: Final = 3600.0
"""Seconds a context locked over A2A lasts without a message on it (then: lock again)."""
MAX_HELLO_BYTES: Final = 256 * 1024
"""Largest HELLO (the UTF-8 of its compact JSON) the bridge answers: its SELECT's cookie
carries it whole back. A HELLO at every limit of `HandshakeConfig` is about 71 KB, one
with a card at `MAX_CARD_BYTES` about 64 KiB more; one padded with 700 KB made a SELECT
of 935 KB (an outside attack, 2026-12-01).
"""


@dataclass(slots=True)
class LockedContext:
    """A context locked over A2A: for one `contextId`, with one peer."""

    context: SharedContext
    peer: str
    transcript: str
    used: float
    """When a message last came on it, on `time.monotonic` (it ends `LOCK_IDLE` seconds
    after)."""
    keys: SessionKeys
    """The MAC keys of the lock (spec 12.16): the client's messages and this side's answers."""
    trust: bytes = b""
    """What the trust in `peer` rested on when it locked (`PeerTrust.trust_token`): once it
    differs (a key rotated, a pin or certifier withdrawn), the lock is over."""
    window: ReplayWindow = field(default_factory=ReplayWindow)
    """The client's sequence numbers taken so far."""
    tails: ConversationTails = field(default_factory=ConversationTails)
    """What the injection screen read before on the lock (its contextId: split instructions)."""


def keep(table: OrderedDict[Any, Any], key: object, value: object) -> None:
    """Put `value` under `key` as the most recent; past `MAX_SESSIONS`, drop the oldest."""
    table[key] = value
    table.move_to_end(key)
    while len(table) > MAX_SESSIONS:
        table.popitem(last=False)


class BridgeLocks:
    """The handshakes answered and the contexts locked over A2A for one agent."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.cookies = CookieJar()
        """Seals the state of open handshakes into their SELECT (none is kept here)."""
        self.table: OrderedDict[str, LockedContext] = OrderedDict()
        """The locked contexts by `contextId`, the least recently used first."""

    def __contains__(self, context_id: object) -> bool:
        return context_id in self.table

    def live(self, context_id: str, ext: Mapping[str, Any]) -> LockedContext:
        """The lock held for `context_id` on the context `ext` names (`not_locked` if none)."""
        locked = self.table.get(context_id)
        now = time.monotonic()  # a step of the wall clock neither ends nor keeps a lock
        if locked is not None and now - locked.used > LOCK_IDLE:
            del self.table[context_id]  # idle too long: lock again
            locked = None
        if locked is None:
            raise BridgeError(NOT_LOCKED, f"no context is locked for contextId {context_id!r}")
        if locked.trust != self.agent.trust.trust_token(locked.peer):
            del self.table[context_id]
            raise BridgeError(
                NOT_LOCKED,
                f"the trust in {locked.peer!r} is not what it was when contextId"
                f" {context_id!r} was locked (a key or certifier changed): lock again",
            )
        if ext.get("context") != str(locked.context.urn):
            raise BridgeError(
                NOT_LOCKED,
                f"the request names {ext.get('context')!r}, {locked.context.urn} is locked",
            )
        return locked

    def verified(
        self,
        context_id: str,
        locked: LockedContext,
        ext: Mapping[str, Any],
        bound: Mapping[str, Any],
        what: str,
    ) -> int:
        """The sequence number of a request on a locked context, its tag checked (12.16).

        The tag covers `bound` (what the request says) under the client's key; each
        number is taken once (`ReplayWindow`): a relay may read, not rewrite or replay.
        Only a request whose tag matched counts as the lock's use (its idle clock, its
        place among the locks kept): forgeries keep no lock alive.
        """
        key, seq = locked.keys.receive, ext.get("seq")
        if key is None or not tag_matches(key, seq, bound, ext.get("mac")):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"the {what}'s tag does not match it under the locked context's key",
            )
        assert isinstance(seq, int)  # noqa: S101 - tag_matches took only an int
        if not locked.window.accept(seq):
            raise BridgeError(
                SNLErrorCode.INTEGRITY_FAILURE.value,
                f"{what} {seq} was taken already, or is stale",
            )
        locked.used = time.monotonic()
        if context_id in self.table:
            self.table.move_to_end(context_id)
        return seq

    def _responder(self, seed: bytes) -> HandshakeResponder:
        """The agent's own L9 responder, its random bytes drawn from `seed`."""
        return HandshakeResponder(
            agent_id=self.agent.agent_id,
            signing_key=self.agent.identity.signing_key,
            # the support list the agent's native listener offers, the same for A2A
            support=self.agent.support(),
            peer_keys=TrustedPeers(self.agent.trust),
            sealer=IdentitySealer(self.agent.identity),
            config=self.agent.handshake,
            rng=SeededBytes(seed),
        )

    def handshake(self, message: Message, ext: Mapping[str, Any]) -> Message:
        """One handshake step (HELLO or LOCK) answered by the agent's own L9 responder.

        Nothing is kept between the two (`ioa.bridges.a2a.cookies`): the SELECT
        answer carries a sealed cookie that the LOCK brings back.
        """
        step, content = ext["step"], ext.get("content")
        # Wall time for what L9 reads (card validity); the monotonic clock for how long
        # the handshake has been open, so that a step of the wall clock cannot reopen it.
        now, ticks = time.time(), time.monotonic()
        if step == "hello":
            size = len(json.dumps(content, separators=(",", ":"), ensure_ascii=False).encode())
            if size > MAX_HELLO_BYTES:
                raise BridgeError(
                    SNLErrorCode.INVALID_HANDSHAKE.value,
                    f"the HELLO is {size} bytes; at most {MAX_HELLO_BYTES} are answered",
                )
            # Always a fresh, random contextId: it names the lock, and no client may choose
            # (or guess) another's.
            context_id, hello, opened, began = uuid.uuid4().hex, content, now, ticks
            seed = secrets.token_bytes(SEED_BYTES)
        else:
            context_id = message.context_id
            hello, seed, opened, began = self.cookies.open(context_id, ext.get("cookie"))
            if context_id in self.table or self.cookies.spent(context_id, ticks):
                raise BridgeError(
                    NOT_LOCKED, f"the handshake of contextId {context_id!r} has locked already"
                )
        responder = self._responder(seed)
        events, outgoing = responder.receive(STEP_PERFORMATIVE["hello"], hello, now=opened)
        if step == "lock" and not any(isinstance(e, HandshakeFailed) for e in events):
            # The handshake's own timeout (a LOCK that comes too late fails it, as natively),
            # its time elapsed read on the monotonic clock.
            now = opened + max(0.0, ticks - began)
            events = responder.handle_timer(now)
            if not events:
                events, outgoing = responder.receive(STEP_PERFORMATIVE[step], content, now=now)
        answer: dict[str, Any]
        failed = next((e for e in events if isinstance(e, HandshakeFailed)), None)
        locked = next((e for e in events if isinstance(e, ContextLocked)), None)
        selects = [o for o in outgoing if o.kind.value == "SELECT"]
        if failed is None and locked is None and not selects:
            # A resumed HELLO: the bridge issues no tickets, so it is refused; the client
            # sends a full HELLO in a new handshake (spec 12.7).
            refusal = next((e for e in events if isinstance(e, ResumptionRefused)), None)
            code = refusal.code if refusal is not None else SNLErrorCode.INVALID_HANDSHAKE
            reason = refusal.message if refusal is not None else "the HELLO was not answered"
            answer = {"step": REFUSED_STEP, "code": str(code), "reason": reason}
        elif failed is not None:
            logger.info(
                "%s: A2A handshake refused for contextId %r from %s: %s: %s",
                self.agent.agent_id,
                context_id,
                peer(),
                failed.code,
                failed.message,
            )
            answer = {"step": REFUSED_STEP, "code": str(failed.code), "reason": failed.message}
        elif locked is not None:
            if step == "lock":  # (a resumed HELLO locks at once: it has no cookie)
                self.cookies.spend(context_id, began + responder.config.timeout)
            kept = LockedContext(
                locked.context,
                locked.peer,
                locked.transcript,
                used=time.monotonic(),
                keys=responder.keys,
                trust=self.agent.trust.trust_token(locked.peer),
            )
            keep(self.table, context_id, kept)
            answer = {
                "step": LOCKED_STEP,
                "context": str(locked.context.urn),
                "transcript": locked.transcript,
            }
        else:
            answer = {
                "step": STEP_OF_KIND["SELECT"],
                "content": selects[0].content,
                "cookie": self.cookies.seal(context_id, hello, seed, (opened, began)),
            }
        reply = Message(
            message_id=uuid.uuid4().hex,
            context_id=context_id,
            role=Role.ROLE_AGENT,
            parts=[_part(text_part(f"L9 {answer['step']}"))],
        )
        reply.metadata.update({EXTENSION: answer})
        return reply


__all__ = ["LOCK_IDLE", "MAX_HELLO_BYTES", "MAX_SESSIONS", "BridgeLocks", "LockedContext", "keep"]
