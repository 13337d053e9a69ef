"""The two agents of the handshake vectors, and their transcripts (spec 12).

`Agents` is public: tests that need certified cards take it from here.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from contexts.builtin import builtin
from ioa.interop.make_vectors.fixed import (
    AUTHORITY,
    NOW,
    REGENERATE,
    TRAVEL_20,
    TRAVEL_21,
    Json,
    canonical_text,
    seeded,
)
from l9_snl.encoding import b64url, from_b64url, hkdf, transcript_hash
from l9_snl.handshake import (
    SHORT_RESUME_EXTENSION,
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    HandshakeInitiator,
    HandshakeResponder,
    Outgoing,
    SupportedContext,
    resumed_select_signed,
)
from l9_snl.identity import AgentCard, AgentIdentity
from l9_snl.peers import IdentitySealer, TrustedPeers
from l9_snl.tickets import TicketCache, TicketIssuer
from l9_snl.trust import CardCertifier, PeerTrust

# -- the handshake: the agents, their pair, a pump --------------------------------------------


class Agents:
    """Two agents with identities and certified cards, the authority both trust."""

    def __init__(self, label: str, *, hybrid: bool = False) -> None:
        self.traveller = AgentIdentity.generate(
            "traveller", hybrid=hybrid, rng=seeded(f"{label}/t")
        )
        self.airline = AgentIdentity.generate("airline", hybrid=hybrid, rng=seeded(f"{label}/a"))
        self.certifier = CardCertifier.generate(AUTHORITY, rng=seeded(f"{label}/c"))
        self.cards = {
            agent.agent_id: self.certifier.certify(
                AgentCard.issue(
                    agent,
                    endpoints=["https://127.0.0.1/ioa/v1/session"],
                    contexts=[TRAVEL_21],
                    now=NOW - 60,
                    lifetime=86400,
                ),
                now=NOW,
            )
            for agent in (self.traveller, self.airline)
        }
        self.trust = PeerTrust()
        self.trust.trust_certifier(AUTHORITY, self.certifier.public_key_b64url)
        self.issuer = TicketIssuer(key=b"k" * 32, rng=seeded(f"{label}/issuer"))
        self.cache = TicketCache()

    def initiator(
        self,
        label: str,
        *,
        seal: bool = False,
        tickets: TicketCache | None = None,
        drawn: list[bytes] | None = None,
    ) -> HandshakeInitiator:
        """The traveller's side; `drawn` collects its random draws.

        `tickets` is its ticket cache; without it, the one all of these agents' runs share.
        """
        return HandshakeInitiator(
            agent_id="traveller",
            signing_key=self.traveller.signing_key,
            peer="airline",
            support=_support(TRAVEL_20, TRAVEL_21),
            peer_keys=TrustedPeers(self.trust),
            card=self.cards["traveller"].to_json(),
            peer_card=self.cards["airline"],
            sealer=IdentitySealer(self.traveller),
            tickets=self.cache if tickets is None else tickets,
            config=HandshakeConfig(seal=seal),
            rng=_recording(seeded(f"{label}/initiator"), drawn),
        )

    def responder(
        self,
        label: str,
        *,
        urns: tuple[str, ...] = (TRAVEL_20, TRAVEL_21),
        resume: bool = True,
        drawn: list[bytes] | None = None,
        issuer: TicketIssuer | None = None,
    ) -> HandshakeResponder:
        """The airline's side, supporting `urns`, issuing tickets unless not `resume`.

        `issuer` makes and opens its tickets; without it, the one these agents share.
        """
        return HandshakeResponder(
            agent_id="airline",
            signing_key=self.airline.signing_key,
            support=_support(*urns),
            peer_keys=TrustedPeers(self.trust),
            card=self.cards["airline"].to_json(),
            sealer=IdentitySealer(self.airline),
            tickets=self.issuer if issuer is None else issuer,
            config=HandshakeConfig(resume=resume),
            rng=_recording(seeded(f"{label}/responder"), drawn),
        )


def _support(*urns: str) -> ContextSupport:
    return ContextSupport(
        contexts=tuple(
            SupportedContext(
                context=builtin(urn),
                authority=AUTHORITY,
                location=f"https://authority.example/metadata/#{urn}",
            )
            for urn in urns
        ),
        minimums={},
        authorities=frozenset({AUTHORITY}),
        # as an `ioa.Agent` offers it: the resumed SELECT of the vector is the short one
        extensions=frozenset({SHORT_RESUME_EXTENSION}),
    )


def _recording(rng: Callable[[int], bytes], drawn: list[bytes] | None) -> Callable[[int], bytes]:
    """`rng`, keeping what it draws in `drawn` (when given): the kx keys are among them."""
    if drawn is None:
        return rng
    kept = drawn

    def record(n: int) -> bytes:
        out = rng(n)
        kept.append(out)
        return out

    return record


def _run(
    initiator: HandshakeInitiator, responder: HandshakeResponder, *, early: EarlyMessage | None
) -> list[Outgoing]:
    """Play a handshake to its end (both sides at NOW); every message that travelled."""
    wire: list[Outgoing] = []
    message: Outgoing | None = initiator.start(now=NOW, early=early)
    to_responder = True
    while message is not None:
        wire.append(message)
        side: HandshakeInitiator | HandshakeResponder = responder if to_responder else initiator
        _, outgoing = side.receive(message.performative, message.content, now=NOW)
        message = outgoing[0] if outgoing else None
        to_responder = not to_responder
    return wire


def _kx_private(drawn: list[bytes], public: str) -> bytes:
    """Which of a side's random draws is the X25519 key behind the `kx` it sent."""
    for candidate in drawn:
        if len(candidate) == 32:
            key = X25519PrivateKey.from_private_bytes(candidate)
            if b64url(key.public_key().public_bytes_raw()) == public:
                return candidate
    msg = "no draw of this side makes its kx"
    raise AssertionError(msg)


def resumption_secret(shared: bytes, transcript: str) -> bytes:
    """The secret a full handshake leaves for resuming (spec 12.7): HKDF, salt the transcript."""
    return hkdf(shared, transcript.encode(), b"ioa-snl/v1 resumption")


def renewed_secret(resumption: bytes, hello_hash: str) -> bytes:
    """The secret of the ticket a resumption renews (spec 12.7): salt the resumed HELLO's hash."""
    return hkdf(resumption, hello_hash.encode(), b"ioa-snl/v1 resumption next")


def without(content: Json, member: str) -> Json:
    """`content` less `member`: what a signature, MAC or binder covers."""
    return {k: v for k, v in content.items() if k != member}


def _entry(message: Outgoing, section: str, **more: Any) -> Json:  # noqa: ANN401 - JSON values
    content = dict(message.content)
    return {
        "message": str(message.kind),
        "performative": str(message.performative),
        "section": section,
        "content": content,
        "canonical": canonical_text(content),
        **more,
    }


def l9_handshake() -> Json:
    """Complete transcripts: a full handshake, its resumption, a refused HELLO."""
    agents = Agents("golden")
    # First, with a responder that does not resume (and so leaves no ticket behind): the
    # HELLO, SELECT and LOCK below, and a TICKET with `ticket` null, MAC'd under the same
    # secret, since the agents, keys and draws are the same.
    quiet = _run(
        agents.initiator("golden", tickets=TicketCache()),
        agents.responder("golden", resume=False),
        early=None,
    )
    drawn_initiator: list[bytes] = []
    drawn_responder: list[bytes] = []
    initiator = agents.initiator("golden", drawn=drawn_initiator)
    responder = agents.responder("golden", drawn=drawn_responder)
    hello, select, lock, ticket = _run(initiator, responder, early=None)
    kx_i = _kx_private(drawn_initiator, hello.content["kx"])
    kx_r = _kx_private(drawn_responder, select.content["kx"])
    shared = X25519PrivateKey.from_private_bytes(kx_i).exchange(
        X25519PublicKey.from_public_bytes(from_b64url(select.content["kx"], length=32))
    )
    hello_hash = transcript_hash(hello.content)
    transcript = transcript_hash(hello.content, select.content)
    resumption = resumption_secret(shared, transcript)
    if [m.content for m in quiet[:3]] != [m.content for m in (hello, select, lock)]:
        msg = "a responder that does not resume changed the full handshake"
        raise AssertionError(msg)
    null_ticket = quiet[3]
    full = {
        "name": "full",
        "section": "12.2",
        "kx_private": {"initiator": b64url(kx_i), "responder": b64url(kx_r)},
        "shared_secret": b64url(shared),
        "messages": [
            _entry(hello, "12.4", hash=hello_hash),
            _entry(
                select,
                "12.5",
                signed=canonical_text(without(select.content, "signature")),
                signer="airline",
            ),
            _entry(
                lock,
                "12.6",
                signed=canonical_text({"snl": "LOCK", "transcript": lock.content["transcript"]}),
                signer="traveller",
            ),
            _entry(ticket, "12.7", mac_input=canonical_text(without(ticket.content, "mac"))),
        ],
        "hello_hash": hello_hash,
        "transcript": transcript,
        "resumption_secret": b64url(resumption),
        "ticket_null": _entry(
            null_ticket, "12.7", mac_input=canonical_text(without(null_ticket.content, "mac"))
        ),
    }

    first_flight = {"task": "searchFlights", "parameters": {"origin_code": "LAX"}}
    early = EarlyMessage.of("Zmlyc3QtZmxpZ2h0LTAwMDE", "QUERY", first_flight)
    resuming = agents.initiator("golden-resumed")
    resumed_hello, resumed_select = _run(resuming, agents.responder("golden-resumed"), early=early)
    resumed_hello_hash = transcript_hash(resumed_hello.content)
    locked = resuming.locked
    assert locked is not None  # noqa: S101 - the run above locked it
    # What the SELECT leaves out (the ticket says it), under its MAC all the same.
    resumed_signed = resumed_select_signed(
        resumed_select.content,
        hello_hash=resumed_hello_hash,
        initiator=resumed_hello.content["initiator"],
        responder=resumed_hello.content["responder"],
        ticket=SimpleNamespace(
            urn=str(locked.context.urn),
            digest=locked.context.digest,
            authority=locked.authority,
            embedding_model=locked.embedding_model,
            extensions=locked.extensions,
        ),
    )
    resumed_transcript = transcript_hash(resumed_hello.content, resumed_select.content)
    resumed = {
        "name": "resumed",
        "section": "12.7",
        "resumption_secret": b64url(resumption),
        "first_flight": {"content": first_flight, "digest": transcript_hash(first_flight)},
        "messages": [
            _entry(
                resumed_hello,
                "12.7",
                hash=resumed_hello_hash,
                binder_input=canonical_text(without(resumed_hello.content, "binder")),
            ),
            _entry(
                resumed_select,
                "12.7",
                mac_input=canonical_text(resumed_signed),
            ),
        ],
        "hello_hash": resumed_hello_hash,
        "transcript": resumed_transcript,
        "renewed_secret": b64url(renewed_secret(resumption, resumed_hello_hash)),
    }

    refusing = agents.responder("golden-refused", urns=("urn:contexts:payment:v2.0",))
    refused_hello, refusal = _run(
        agents.initiator("golden-refused", tickets=TicketCache()), refusing, early=None
    )
    refused = {
        "name": "refused",
        "section": "12.8",
        "messages": [
            _entry(refused_hello, "12.4", hash=transcript_hash(refused_hello.content)),
            _entry(refusal, "12.1"),
        ],
        "code": refusal.content["code"],
    }

    # The renewed ticket the resumption left in the cache, presented to a responder whose
    # ticket key is another (restarted without its key, say): the resumption is refused and
    # one full HELLO follows, in a new conversation.
    stranger = TicketIssuer(key=b"j" * 32, rng=seeded("golden-resume-refused/issuer"))
    resuming = agents.initiator("golden-resume-refused")
    resumed_again = resuming.start(now=NOW)
    refuser = agents.responder("golden-resume-refused", issuer=stranger)
    _, [refusal_of_resumption] = refuser.receive(
        resumed_again.performative, resumed_again.content, now=NOW
    )
    resuming.receive(refusal_of_resumption.performative, refusal_of_resumption.content, now=NOW)
    full_again = resuming.restart_full(now=NOW)
    resume_refused = {
        "name": "resumption refused",
        "section": "12.7",
        "messages": [
            _entry(
                resumed_again,
                "12.7",
                binder_input=canonical_text(without(resumed_again.content, "binder")),
            ),
            _entry(refusal_of_resumption, "12.7"),
            _entry(full_again, "12.4", hash=transcript_hash(full_again.content)),
        ],
        "code": refusal_of_resumption.content["code"],
    }
    return {
        "description": (
            "Complete L9 handshake transcripts (docs/spec.md section 12). keys are the agents' "
            "and the certifying authority's Ed25519 public keys (base64url); each message gives "
            "its content, canonical (its RFC 8785 bytes, what hashes are computed over), and "
            "what is signed (signed, by signer's key), MAC'd (mac_input, binder_input) or "
            "hashed (hash: transcript_hash of the message alone). full: HELLO, SELECT, LOCK, "
            "TICKET, with both sides' X25519 kx private keys, the shared secret, hello_hash, "
            "transcript and the resumption secret (HKDF, salt the transcript) that MACs the "
            "TICKET; ticket_null is the TICKET a responder that does not resume sends at the same "
            "point. resumed: the resumed HELLO (binder under the full handshake's resumption "
            "secret, a first flight declared) and resumed SELECT (mac under the same secret over "
            "its members and, unsent, the HELLO's hash, the agents and what the ticket agreed: "
            "mac_input; a renewed ticket whose secret is renewed_secret). refused: a HELLO the "
            "responder cannot serve and its REFUSE (the reason is for people; code is normative). "
            "resumption refused: the renewed ticket presented to a responder that cannot open "
            "it (binder under resumed.renewed_secret), its REFUSE, and the full HELLO the "
            "initiator sends next, in a new conversation. Tickets "
            "are opaque: their bytes are this implementation's (section 12.7)."
        ),
        "regenerate": REGENERATE,
        "now": NOW,
        "keys": {
            "traveller": agents.traveller.public_signing_key_b64url,
            "airline": agents.airline.public_signing_key_b64url,
            "certifier": agents.certifier.public_key_b64url,
        },
        "transcripts": [full, resumed, refused, resume_refused],
    }
