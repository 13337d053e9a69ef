"""The kit's hands on the wire: a target's card, raw sessions, and handshakes it can bend.

A `Probe` is one target (a URL, and how to reach it). It reads the target's
signed card (`CARD_PATH`), opens raw session streams (`RawSession`: frames
of envelopes the kit builds itself, so that it can send what a correct
implementation never would and read exactly what comes back), and runs
handshakes with this implementation's own initiator (`HandshakeInitiator`),
whose messages it may alter on the way, as an attacker in the path would.

Everything the kit sends goes to the target's host and port only.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Self

import orjson

from contexts import SharedContext
from contexts.builtin import builtin_library
from ioa.agent import LOCAL
from ioa.agent_client import agent_target
from l7_transport import Channel, FrameDecoder, TransportConfig, TransportError, encode_frame
from l7_transport.http2 import Http2Client
from l7_transport.http3 import Http3Client
from l7_transport.tls import client_ssl_context
from l8_comm.identifiers import format_timestamp, new_id
from l8_comm.validation import peer_words
from l9_snl.exceptions import SemanticError
from l9_snl.handshake import (
    ContextSupport,
    HandshakeConfig,
    HandshakeInitiator,
    SupportedContext,
)
from l9_snl.handshake.events import Outgoing
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.peers import TrustedPeers
from l9_snl.tickets import TicketCache
from l9_snl.trust import PeerTrust

PATIENCE = 10.0
"""Seconds the kit waits for an answer before it calls the target silent."""
HANDSHAKE_PROTOCOL = "snl-handshake"
CLAIMS = "x-ioa"


class ProbeError(Exception):
    """The target could not be reached or read (the message says what and where)."""


_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
MAX_DETAIL = 500


def clean(text: str) -> str:
    """A target's words made safe to show: on one line, printable only, bounded.

    Everything a report says may quote the target (a performative, a code, a reason):
    JUnit XML cannot hold control characters nor U+FFFE and U+FFFF, a terminal would obey
    escapes, and a line break or a bidi override let a target print a verdict line of its
    own under the kit's (an outside attack). Whatever `str.isprintable` refuses is a space.
    """
    return peer_words(_CONTROLS.sub("?", text), MAX_DETAIL)


def fixed_identity(agent_id: str, label: str) -> AgentIdentity:
    """An identity whose keys come from `label` alone: the same everywhere, public knowledge.

    For test agents only (the kit, the reference agent): anyone can make its keys.
    """
    counter = 0

    def rng(size: int) -> bytes:
        nonlocal counter
        counter += 1
        return hashlib.sha256(f"{label} {counter}".encode()).digest()[:size]

    return AgentIdentity.generate(agent_id, rng=rng)


def kit_identity() -> AgentIdentity:
    """The kit's published test identity (`interop-kit`), the same everywhere.

    Its private key is public knowledge: pin it only on test targets
    (`ioa interop identity` prints the `[peers]` line). Give the kit an
    identity of its own (`--identity`) for anything else.
    """
    return fixed_identity("interop-kit", "ioa-stack interop kit test identity")


@dataclass(frozen=True, slots=True)
class Where:
    """How to reach the target."""

    host: str
    port: int
    secure: bool
    protocol: str = "h2"
    ca: str | None = None

    @classmethod
    def parse(cls, url: str, *, protocol: str = "h2", ca: str | None = None) -> Where:
        """`http://host:port` (cleartext HTTP/2) or `https://host:port` (TLS; h2 or h3)."""
        try:
            host, port, secure = agent_target(url)
        except ValueError as error:
            raise ProbeError(str(error)) from None
        if protocol == "h3" and not secure:
            raise ProbeError("HTTP/3 needs an https:// URL")
        if secure and ca is None:
            raise ProbeError("an https:// target needs --ca to verify its certificate")
        return cls(host, port, secure, protocol, ca)


@dataclass
class Target:
    """What the target's card says, read once at the start of a run."""

    card: AgentCard
    claims: dict[str, Any]
    contexts: tuple[SharedContext, ...]
    """The contexts the target claims that the kit holds too (same digest)."""
    unknown: tuple[str, ...]
    """The URNs it claims that the kit does not hold (checks skip them)."""

    @property
    def agent_id(self) -> str:
        """The target's agent id."""
        return self.card.agent_id

    def authority_of(self, context: SharedContext) -> str:
        """The authority the target attaches `context` to (`authorities`, else `authority`)."""
        vouched = self.claims.get("authorities")
        if isinstance(vouched, dict) and isinstance(vouched.get(str(context.urn)), str):
            return str(vouched[str(context.urn)])
        return str(self.claims.get("authority", LOCAL))

    @property
    def features(self) -> frozenset[str]:
        """What it claims to support beyond the core."""
        found = self.claims.get("features", [])
        return frozenset(str(item) for item in found) if isinstance(found, list) else frozenset()

    @property
    def tasks(self) -> tuple[str, ...]:
        """The tasks it claims to handle."""
        found = self.claims.get("tasks", [])
        return tuple(str(item) for item in found) if isinstance(found, list) else ()

    def context_of(self, name: str) -> SharedContext | None:
        """The newest shared context with this name."""
        found = [c for c in self.contexts if c.name == name]
        return max(found, key=lambda c: c.version) if found else None


@dataclass
class Probe:
    """One target and the kit's identity; every connection it opens is its own."""

    where: Where
    identity: AgentIdentity = field(default_factory=kit_identity)
    transport: TransportConfig = field(default_factory=TransportConfig)
    target: Target | None = None

    async def connect(self) -> Http2Client | Http3Client:
        """A new connection to the target."""
        where = self.where
        try:
            async with asyncio.timeout(PATIENCE):
                if where.protocol == "h3":
                    assert where.ca is not None  # noqa: S101 - Where.parse checked
                    return await Http3Client.connect(
                        where.host, where.port, ca=where.ca, config=self.transport
                    )
                if where.secure:
                    assert where.ca is not None  # noqa: S101 - Where.parse checked
                    return await Http2Client.connect(
                        where.host,
                        where.port,
                        ssl_context=client_ssl_context(where.ca),
                        config=self.transport,
                    )
                return await Http2Client.connect(
                    where.host, where.port, cleartext=True, config=self.transport
                )
        except (TransportError, OSError, TimeoutError) as error:
            msg = f"cannot connect to {where.host}:{where.port}: {error}"
            raise ProbeError(msg) from None

    async def read_card(self) -> Target:
        """Fetch and check the target's card; the contexts both sides hold."""
        client = await self.connect()
        try:
            async with asyncio.timeout(PATIENCE):
                body = await client.get()
        except (TransportError, TimeoutError) as error:
            why = str(error) or f"none within {PATIENCE:g} s"  # a timeout has no text
            msg = f"no agent card at {self.where.host}:{self.where.port}: {why}"
            raise ProbeError(msg) from None
        finally:
            await client.close()
        try:
            card = AgentCard.from_json(orjson.loads(body))
            card.verify_self_signature()
        except (orjson.JSONDecodeError, ValueError, TypeError, SemanticError) as error:
            detail = clean(str(error))
            raise ProbeError(f"the target's card is not a valid agent card: {detail}") from None
        claims = card.extensions.get(CLAIMS, {})
        claims = dict(claims) if isinstance(claims, dict) else {}
        digests = claims.get("digests", {})
        library = builtin_library()
        held, unknown = [], []
        for urn in card.contexts:
            try:
                context = library.get(urn)
            except ValueError:
                context = None
            claimed = digests.get(urn) if isinstance(digests, dict) else None
            if context is not None and (claimed is None or claimed == context.digest):
                held.append(context)
            else:
                unknown.append(urn)
        self.target = Target(card, claims, tuple(held), tuple(unknown))
        return self.target

    def trust(self) -> PeerTrust:
        """The kit's trust: the target's key, as its card gives it."""
        assert self.target is not None  # noqa: S101 - read_card first
        trust = PeerTrust()
        trust.pin(self.target.agent_id, self.target.card.public_signing_key_b64url)
        return trust

    def initiator(  # noqa: PLR0913 - what the kit's initiator offers, each one
        self,
        *,
        contexts: Iterable[SharedContext] | None = None,
        authority: str | None = None,
        identity: AgentIdentity | None = None,
        tickets: TicketCache | None = None,
        minimums: dict[str, Any] | None = None,
        extensions: frozenset[str] = frozenset(),
    ) -> HandshakeInitiator:
        """This implementation's initiator, speaking for the kit to the target.

        It offers no extension unless given `extensions` (spec 12.4): most checks
        test what every target must do.
        """
        assert self.target is not None  # noqa: S101 - read_card first
        who = identity or self.identity
        offered = tuple(contexts if contexts is not None else self.target.contexts)
        target = self.target
        supported = tuple(
            SupportedContext(context=c, authority=authority or target.authority_of(c))
            for c in offered
        )
        support = ContextSupport(
            contexts=supported,
            minimums=minimums or {},
            authorities=frozenset(s.authority for s in supported)
            or frozenset({authority or LOCAL}),
            extensions=extensions,
        )
        return HandshakeInitiator(
            agent_id=who.agent_id,
            signing_key=who.signing_key,
            peer=self.target.agent_id,
            support=support,
            peer_keys=TrustedPeers(self.trust()),
            tickets=tickets,
            config=HandshakeConfig(resume=tickets is not None),
        )

    async def raw(self) -> RawSession:
        """A new connection with one session stream open on it."""
        client = await self.connect()
        try:
            async with asyncio.timeout(PATIENCE):
                channel = await client.open_session()
        except BaseException:
            await client.close()
            raise
        return RawSession(client, channel, self.identity.agent_id)


@dataclass
class RawSession:
    """One session stream, written and read frame by frame, with no L8 rules applied."""

    client: Http2Client | Http3Client
    channel: Channel
    agent_id: str
    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    received: list[Any] = field(default_factory=list)
    ended: bool = False

    def envelope(  # noqa: PLR0913 - an envelope's fields
        self,
        performative: str,
        content: Any,  # noqa: ANN401 - any JSON
        *,
        to: str,
        protocol: str = HANDSHAKE_PROTOCOL,
        conversation_id: str | None = None,
        in_reply_to: str | None = None,
        sender: str | None = None,
    ) -> dict[str, Any]:
        """A well-formed envelope (section 3) from the kit."""
        envelope: dict[str, Any] = {
            "protocol": protocol,
            "id": new_id(),
            "ts": format_timestamp(time.time()),
            "from": sender or self.agent_id,
            "to": [to],
            "performative": performative,
            "conversation_id": conversation_id or new_id(),
            "content": content,
        }
        if in_reply_to is not None:
            envelope["in_reply_to"] = in_reply_to
        return envelope

    async def send(self, envelope: dict[str, Any]) -> None:
        """One frame holding `envelope`."""
        await self.send_bytes(encode_frame(orjson.dumps(envelope)))

    async def send_bytes(self, data: bytes) -> None:
        """Bytes as they are (frames or not)."""
        await self.channel.send(data)

    async def next(self, patience: float = PATIENCE) -> Any:  # noqa: ANN401 - a JSON value
        """The next envelope the target sends (parsed JSON; not checked), or None at the end."""
        deadline = asyncio.get_running_loop().time() + patience
        while not self.received:
            if self.ended:
                return None
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError
            try:
                async with asyncio.timeout(left):
                    data = await self.channel.receive()
            except TransportError:
                data = b""
            if not data:
                self.ended = True
                continue
            for payload in self.decoder.feed(data):
                try:
                    self.received.append(orjson.loads(payload))
                except orjson.JSONDecodeError:
                    self.received.append({"_unparsed": payload[:200].decode("utf-8", "replace")})
        return self.received.pop(0)

    async def answer(
        self, accept: Callable[[Any], bool] | None = None, patience: float = PATIENCE
    ) -> Any:  # noqa: ANN401 - a JSON value
        """The first envelope `accept` takes (acknowledgements and notices of others skipped).

        Within `patience` in all: each envelope skipped does not start the wait again (an
        outside attack: a target sending something every 5 s held each check 90 s).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + patience
        while True:
            envelope = await self.next(deadline - loop.time())
            if envelope is None or accept is None or accept(envelope):
                return envelope

    async def wait_end(self, patience: float) -> bool:
        """Whether the target ends the session within `patience` seconds (whatever it says)."""
        deadline = asyncio.get_running_loop().time() + patience
        with contextlib.suppress(TimeoutError):
            while True:
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0 or await self.next(left) is None:
                    break
        return self.ended

    async def close(self) -> None:
        """Close the connection (and the session with it)."""
        with contextlib.suppress(TransportError, OSError):
            await self.client.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


def content_code(envelope: Any) -> str | None:  # noqa: ANN401 - a JSON value
    """The `code` of a REFUSE, FAILURE or NOT_UNDERSTOOD envelope's content, if any."""
    if isinstance(envelope, dict) and isinstance(envelope.get("content"), dict):
        code = envelope["content"].get("code")
        return code if isinstance(code, str) else None
    return None


def describe(envelope: Any) -> str:  # noqa: ANN401 - a JSON value
    """A short line for a report: the performative and code of what came back."""
    if envelope is None:
        return "the target ended the session"
    if not isinstance(envelope, dict):
        return f"not an envelope: {str(envelope)[:80]}"
    code = content_code(envelope)
    snl = (
        envelope.get("content", {}).get("snl")
        if isinstance(envelope.get("content"), dict)
        else None
    )
    parts = [str(envelope.get("performative"))]
    if snl:
        parts.append(str(snl))
    if code:
        parts.append(code)
    return " ".join(parts)


__all__ = [
    "MAX_DETAIL",
    "PATIENCE",
    "Outgoing",
    "Probe",
    "ProbeError",
    "RawSession",
    "Target",
    "Where",
    "clean",
    "content_code",
    "describe",
    "kit_identity",
]
