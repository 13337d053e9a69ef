"""The firewall as a gateway: between many agents and the network, filtering for all of them.

`GatewayFilter` is the sans-I/O core of one relayed session stream: it
takes the bytes a peer sends towards the protected agent and returns what
to forward (the peer's frames, byte for byte: every envelope field the
gateway does not act on is preserved, sub-contexts included) and what to
answer the peer itself (a refusal, for a message a policy stops). The
asyncio relay that runs it is `ioa.gateway`.

What the gateway checks: every message its agent's firewall would decide
(all but the handshake's, ACKs and NOT_UNDERSTOOD: `L9_PROTOCOLS`), by the
same path (`Firewall.decide_message`), whatever its content: a REFUSE's
reason, an ACCEPT, a SUBSCRIBE's topic as well as a task. It does not take
part in the L9 handshake (which may be sealed end to end, and a resumed one
names no context), so it decides each message under the context its
`ontology` names, which the agent requires to be the locked one (spec
12.13), after validating the content against it as the agent does (content
the context refuses is refused here too). A message naming no context, or
one the gateway does not know, is refused (fail closed) unless it is told
to let such messages through, and so is a message naming a version below
its name's minimum: the minimum secure version the document itself
declares, raised to the `minimums` the gateway is given (`secure_minimums`
over the contexts it knows gives every declared one). Sub-context types are
learnt from what is relayed both ways (`from_agent` reads the agent's frames),
so policies can read `context.subcontext_type` on every later message too.
"""

from __future__ import annotations

import functools
import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from contexts import SharedContext
from contexts.exceptions import ContextError
from contexts.urn import ContextVersion
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import Envelope, Performative, SubContextRef, decode_envelope, encode_envelope
from l8_comm.config import EndpointConfig
from l8_comm.exceptions import RemoteProtocolError
from l8_comm.identifiers import ANY_RECIPIENT, format_timestamp, new_id
from l8_comm.registry import Registry
from l8_comm.subcontexts import ContextUse, SubContextTracker
from l9_snl.compact import restore_from
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.firewall.core import ANSWERS, Decision, Firewall
from l9_snl.firewall.screen import ConversationTails
from l9_snl.handshake import PROTOCOL_NAME, snl_registry
from l9_snl.session import L9_PROTOCOLS, check_content
from l9_snl.tags import split_payload

logger = logging.getLogger("l9_snl.firewall.gateway")

MAX_AGENT_TYPES: Final = 4096
"""Types of sub-contexts the agent declared that a stream's filter keeps (the least recently
named first out: the agent's own rate, which its peer does not set)."""

ContextSource = Callable[[str], SharedContext | None]
"""URN -> the context (None when the gateway does not know it)."""


@dataclass
class Relayed:
    """What to do with bytes that came from the peer."""

    forward: list[bytes] = field(default_factory=list)
    """Frames for the protected agent, as received."""
    answer: list[bytes] = field(default_factory=list)
    """Frames for the peer: the gateway's refusals."""
    decisions: list[tuple[Envelope, Decision]] = field(default_factory=list)
    """Every firewall decision taken, with its message."""
    broken: str | None = None
    """Set when the stream breaks framing: relay nothing more, close it."""
    ended: str | None = None
    """Set when the gateway stopped a message of an authenticated session (spec 12.16): it
    cannot drop one undetected, so the session ends (answer the peer, then close both sides)."""


class GatewayFilter:
    """One relayed session stream, peer -> protected agent (sans-I/O: time passed in)."""

    def __init__(  # noqa: PLR0913 - the firewall, the contexts, and keyword options
        self,
        firewall: Firewall,
        contexts: ContextSource,
        *,
        registry: Registry | None = None,
        allow_unknown_contexts: bool = False,
        max_frame_size: int = 1 << 20,
        identity: str | None = None,
        agent_id: str = "gateway",
        minimums: Mapping[str, ContextVersion] | None = None,
        addressee: str | None = None,
        elsewhere: frozenset[str] = frozenset(),
        origin: str | None = None,
        endpoint: EndpointConfig | None = None,
    ) -> None:
        self.firewall = firewall
        self.origin = origin
        """Where the stream comes from, whose share of the firewall's caches its messages
        take (`Firewall.decide`'s owner): the relay passes the peer's certificate agent,
        else its address (`l7_transport.turns.address_key`), since a stream without a
        certificate names its sender itself. None: each message's sender."""
        self.addressee = addressee
        """The agent this stream goes to, when a gateway routes streams by addressee: a
        message addressed to neither it nor everyone is refused `undelivered`."""
        self.elsewhere = elsewhere - {addressee} if addressee is not None else frozenset()
        """The other agents behind the gateway: a message that names one is refused
        `undelivered` (this stream reaches its own agent only)."""
        self.contexts = contexts
        self.minimums = dict(minimums or {})
        """The lowest version relayed per context name (a document's own declared minimum
        secure version applies besides: the higher wins)."""
        self.registry = registry or snl_registry()
        self.allow_unknown_contexts = allow_unknown_contexts
        self.identity = identity
        """The peer's authenticated agent id (mTLS), when the transport has one."""
        self.agent_id = agent_id
        """Who the gateway answers as when a refused message names no single addressee."""
        self._frames = FrameDecoder(max_frame_size)
        limits = endpoint or EndpointConfig()
        self._subcontexts = SubContextTracker(
            max_contexts=limits.max_contexts,
            max_depth=limits.max_context_depth,
            idle_timeout=limits.context_idle_timeout,
        )
        """The stream's live sub-contexts as the agent's L8 keeps them (`endpoint`: the
        agent's L8 configuration, its defaults unless given): fed by what is relayed both
        ways, so that a message naming one by id alone is decided under its type."""
        self._agent_types: OrderedDict[str, str] = OrderedDict()
        """The types the agent's own messages declared, by sub-context id, most recently
        named last (`MAX_AGENT_TYPES`): what the agent's L8 accepted, so they win over the
        tracker's, which a peer can lead astray (a chain of parents only the gateway
        relayed, uses timed at relay rather than at reading: a review)."""
        self._tails = ConversationTails()  # the screen's: free text each conversation carried
        self._sender: str | None = identity
        self._first = True  # no message read yet
        self._recipient = ANY_RECIPIENT  # the one agent the stream's first message names
        self.dropped = 0
        """Frames the gateway could not read, dropped (never relayed unscreened)."""

    def from_peer(self, data: bytes, *, now: float, ticks: float | None = None) -> Relayed:
        """Bytes from the peer: what to forward, and what to answer.

        `now`: the wall time (the `ts` of the gateway's refusals); `ticks`: the
        firewall's monotonic time, which its rate windows count on, the same clock for
        every stream of one firewall (spec 13.3); None: `now`.
        """
        relayed = Relayed()
        windows = now if ticks is None else ticks
        self._subcontexts.expire(windows)
        for payload in self._frames.feed(data):
            self._one(payload, relayed, now, windows)
            if relayed.ended is not None:
                break  # nothing after a stopped authenticated message is relayed
        if self._frames.error is not None:
            relayed.broken = str(self._frames.error)
        return relayed

    def _one(self, payload: bytes, relayed: Relayed, now: float, ticks: float) -> None:
        answered = len(relayed.answer)
        try:
            envelope = decode_envelope(payload, registry=self.registry, restore=self._restore)
        except RemoteProtocolError as error:
            # Fail closed: what the gateway cannot read, it cannot screen.
            self.dropped += 1
            logger.info("gateway: dropped a frame it cannot read: %s", error)
        else:
            try:
                self._envelope(envelope, encode_frame(payload), relayed, now, ticks)
            except Exception:  # one bad message must not stop the relay; it is not relayed either
                self.dropped += 1
                logger.exception("gateway: dropped message %s", envelope.id)
            else:
                if len(relayed.answer) == answered:
                    return  # relayed
        if split_payload(payload) is not None:
            # The agents' MACs (spec 12.16) would find the missing message: end the session
            # instead, saying why; the peer sees the refusal, unauthenticated, as the reason.
            relayed.ended = "the gateway stopped a message of an authenticated session"

    def _restore(self, wire: dict[str, Any]) -> None:
        """Give a compact envelope (spec 12.18) back its `from` and `to`.

        As the stream's first message named them; before that message nothing is
        restored (and a compact one is dropped, unread).
        """
        if self._sender is not None and not self._first:
            restore_from(wire, sender=self._sender, recipient=self._recipient)

    def _envelope(
        self, envelope: Envelope, frame: bytes, relayed: Relayed, now: float, ticks: float
    ) -> None:
        if self._sender is None:
            self._sender = envelope.sender  # one stream, one peer: fixed by its first message
        if self._first:
            self._first = False
            if len(envelope.to) == 1:
                self._recipient = envelope.to[0]
        use: ContextUse | Decision | None = None
        decision = self._not_this_streams(envelope)
        if decision is None:
            use = self._context_use(envelope.context)
            if (
                envelope.protocol in L9_PROTOCOLS
                or envelope.performative == Performative.NOT_UNDERSTOOD
            ):
                # What the agent's L9 routes before its firewall (the handshake, an ACK),
                # and a NOT_UNDERSTOOD, whose text only the agent can withhold (spec 13.1):
                # relayed undecided. An ACK naming a sub-context keeps it alive at the
                # agent (its L8 uses it); the agent takes none from a NOT_UNDERSTOOD.
                relayed.forward.append(frame)
                if envelope.performative != Performative.NOT_UNDERSTOOD:
                    self._commit(use, ticks)
                return
            # A sub-context the agent's L8 would refuse is refused here too (fail closed).
            decision = use if isinstance(use, Decision) else self._decide(envelope, ticks, use)
        if decision is None or decision.delivered:
            relayed.forward.append(frame)
            self._commit(use, ticks)
            if decision is not None:
                relayed.decisions.append((envelope, decision))
            return
        relayed.decisions.append((envelope, decision))
        refusal = refusal_for(
            envelope, decision, now, registry=self.registry, fallback=self.agent_id
        )
        relayed.answer.append(encode_frame(encode_envelope(refusal)))

    def _not_this_streams(self, envelope: Envelope) -> Decision | None:
        """The refusal of a message from another sender, or for another agent; else None."""
        if envelope.sender != self._sender:
            return Decision(
                "reject",
                SNLErrorCode.FORBIDDEN,
                (),
                f"this stream belongs to {self._sender!r}, not {envelope.sender!r}",
            )
        if self.addressee is not None and (
            not {self.addressee, ANY_RECIPIENT} & set(envelope.to)
            or not self.elsewhere.isdisjoint(envelope.to)
        ):
            return Decision(
                "reject",
                SNLErrorCode.UNDELIVERED,
                (),
                f"this stream goes to {self.addressee!r}, not {', '.join(map(repr, envelope.to))}",
            )
        return None

    def from_agent(self, payloads: Iterable[bytes], *, now: float) -> None:
        """The agent's frames to the peer, as relayed: the sub-contexts they use.

        A sub-context the agent opens is typed by the agent's own message; the peer's
        later ones name its id only, and the agent's firewall decides them under that type
        (its L8 tracker hears both sides): so must the gateway (an outside attack: a
        policy on `context.subcontext_type` stopped at the agent what the gateway relayed).
        The agent is the gateway's own: its frames are read for this alone. `now`: the
        clock `from_peer`'s `ticks` reads.
        """
        self._subcontexts.expire(now)
        for payload in payloads:
            if b'"context"' not in payload:
                continue
            try:
                wire = orjson.loads(payload)
            except orjson.JSONDecodeError:
                continue
            ref = wire.get("context") if isinstance(wire, dict) else None
            if not isinstance(ref, dict) or wire.get("performative") == "NOT_UNDERSTOOD":
                continue
            context_id, kind = ref.get("id"), ref.get("type")
            if not isinstance(context_id, str) or not isinstance(kind, str | None):
                continue  # (no agent of this stack sends it; one that does decides nothing)
            types = self._agent_types
            if kind is not None:
                types[context_id] = kind
            if context_id in types:  # named (again): most recently named last
                types.move_to_end(context_id)
                if len(types) > MAX_AGENT_TYPES:
                    types.popitem(last=False)
            try:
                use = self._subcontexts.check(ref, local=True)
            except (RemoteProtocolError, KeyError, TypeError, ValueError):
                continue  # not as the tracker has it: the agent's type above still counts
            self._subcontexts.commit(use, now)

    def _context_use(self, ref: SubContextRef | None) -> ContextUse | Decision | None:
        """What the peer naming `ref` does to the stream's sub-contexts, or the refusal.

        The agent's L8 refuses a message whose sub-context breaks its rules (another type
        than the live one's, a parent not live, too deep, too many live): the gateway
        refuses it too rather than decide it under a type the agent does not hold.
        """
        if ref is None:
            return None
        try:
            return self._subcontexts.check(ref.to_wire(), local=False)
        except RemoteProtocolError as error:
            return Decision("reject", SNLErrorCode.FORBIDDEN, (), f"{error.code}: {error.message}")

    def _commit(self, use: ContextUse | Decision | None, ticks: float) -> None:
        if use is not None and not isinstance(use, Decision):
            self._subcontexts.commit(use, ticks)

    def _type_of(self, use: ContextUse | None) -> str:
        """The type the agent decides a message under: its sub-context's, as first used.

        One the agent's own messages declared wins (`_agent_types`); else the tracker's.
        """
        if use is None:
            return ""
        mine = self._agent_types.get(use.context_id)
        if mine is not None and (use.new is None or use.new.type is None):
            return mine
        if use.new is not None:
            return use.new.type or ""
        live = self._subcontexts.get(use.context_id)
        return (live.type if live is not None else None) or ""

    def _decide(
        self, envelope: Envelope, ticks: float, use: ContextUse | None = None
    ) -> Decision | None:
        """The agent's stages 4 to 6 (spec 12.13) under the context the message names.

        Whatever the content names, or not (a REFUSE's reason, an ACCEPT, a SUBSCRIBE):
        the agent's firewall decides those too. None: relayed undecided (a context the
        gateway does not know and was told to let through). A message that names no
        context is refused whatever `allow_unknown_contexts` says: it would otherwise
        pass undecided by leaving `ontology` out (agents of this stack always set it).
        """
        content = envelope.content
        urn = envelope.ontology
        context = self.contexts(urn) if urn is not None else None
        if context is None:
            if self.allow_unknown_contexts and urn is not None:
                return None
            return Decision(
                "reject",
                SNLErrorCode.WRONG_ONTOLOGY,
                (),
                "the message names no context (ontology): the gateway decides each message "
                "under the context it names"
                if urn is None
                else f"the gateway does not know the context {urn!r}",
            )
        floor = _floor(context, self.minimums.get(context.name))
        if floor is not None and context.version < floor:
            # A version its family declares insecure is never relayed, whatever the
            # endpoints locked (they may run an older stack, or none of them checked).
            return Decision(
                "reject",
                SNLErrorCode.FORBIDDEN,
                (),
                f"{context.urn} is below the minimum secure version {floor} of {context.name}",
            )
        try:
            check_content(context, envelope.performative, content, envelope.protocol)
        except RemoteSemanticError as error:
            return Decision("reject", error.code, (), error.message)
        except ContextError as error:
            return Decision("reject", SNLErrorCode.INVALID_CONTENT, (), str(error))
        return self.firewall.decide_message(  # the agent's own path (`FirewallStage`)
            envelope,
            context,
            now=ticks,
            subcontext_type=self._type_of(use),
            tails=self._tails,
            owner=self.origin,
        )


def _floor(context: SharedContext, configured: ContextVersion | None) -> ContextVersion | None:
    declared = _declared(context)
    if declared is None or (configured is not None and configured > declared):
        return configured
    return declared


@functools.lru_cache(maxsize=256)
def _declared(context: SharedContext) -> ContextVersion | None:
    return context.minimum_secure_version


def refusal_for(  # noqa: PLR0913 - the message, the verdict, and who says it
    envelope: Envelope,
    decision: Decision,
    now: float,
    *,
    registry: Registry | None = None,
    fallback: str,
    said_by: str = "gateway",
) -> Envelope:
    """The gateway's answer to `envelope`, as its addressee, in the message's conversation.

    `fallback`: the sender when the envelope names no single addressee; `said_by`: who
    the reason says refused (an agent refusing a session before any L9 state: its id).
    """
    registry = registry or snl_registry()
    performative = ANSWERS.get(envelope.performative, Performative.NOT_UNDERSTOOD)
    if envelope.protocol == PROTOCOL_NAME and envelope.in_reply_to is None:
        performative = Performative.REFUSE  # a HELLO's refusal, as its table has it (12.3)
    addressee = next((to for to in envelope.to if to != ANY_RECIPIENT), fallback)
    return Envelope(
        protocol=envelope.protocol,
        id=new_id(),
        ts=format_timestamp(now),
        sender=addressee,
        to=(envelope.sender,),
        performative=performative,
        conversation_id=envelope.conversation_id,
        in_reply_to=envelope.id,
        context=SubContextRef(id=envelope.context_id) if envelope.context_id else None,
        ontology=envelope.ontology,
        content={
            "code": str(decision.code or SNLErrorCode.FORBIDDEN),
            "reason": f"{said_by}: {decision.reason}",
        },
        registry=registry,
    )


__all__ = ["ContextSource", "GatewayFilter", "Relayed", "refusal_for"]
