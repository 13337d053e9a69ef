"""The initiator: sends HELLO, checks SELECT (re-running the selection rule), sends LOCK."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from l8_comm.protocols import INIT
from l9_snl.encoding import hkdf_expand, hkdf_extract, sign, transcript_hash, verify
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.handshake.events import (
    ContextLocked,
    ContextSelected,
    HandshakeEvent,
    Outgoing,
    Result,
    ResumptionRefused,
    TicketReceived,
)
from l9_snl.handshake.side import (
    HELLO_INFO,
    RESUMED_SELECT_MEMBERS,
    SELECT_INFO,
    SHORT_RESUME_EXTENSION,
    Side,
    check_location,
    check_nonce,
    choose_model,
    extensions_of,
    field_of,
    invalid,
    kind_of,
    models_of,
    new_nonce,
    out,
    reported,
    resumed_select_signed,
    still_usable,
)
from l9_snl.handshake.support import (
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    PeerKeys,
    Sealer,
    card_valid_until,
)
from l9_snl.handshake.table import (
    VERSION,
    Kind,
    R,
    S,
)
from l9_snl.selection import (
    Preferences,
    minimums_json,
    offers_json,
    parse_authorities,
    parse_minimums,
    parse_offers,
    parse_revoked,
    revoked_json,
    select,
)
from l9_snl.tags import LABEL_INITIATOR, LABEL_RESPONDER, RESUMPTION_NEXT, SessionKeys
from l9_snl.tickets import (
    MAX_TICKET_LENGTH,
    MAX_TICKET_LIFETIME,
    CachedTicket,
    TicketCache,
    binder,
    binder_matches,
)

# -- the initiator ----------------------------------------------------------------------------


class HandshakeInitiator(Side):
    """The side that sends HELLO."""

    role = INIT

    def __init__(  # noqa: PLR0913 - who, with whom, with what, and how
        self,
        *,
        agent_id: str,
        signing_key: Any,  # noqa: ANN401 - an Ed25519PrivateKey
        peer: str,
        support: ContextSupport,
        peer_keys: PeerKeys,
        card: dict[str, Any] | None = None,
        peer_card: Any = None,  # noqa: ANN401
        sealer: Sealer | None = None,
        tickets: TicketCache | None = None,
        config: HandshakeConfig | None = None,
        rng: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        super().__init__(
            agent_id=agent_id,
            signing_key=signing_key,
            support=support,
            peer_keys=peer_keys,
            card=card,
            sealer=sealer,
            config=config,
            rng=rng,
        )
        self.peer = peer
        self._peer_card = peer_card
        self._tickets = tickets
        self._hello: dict[str, Any] | None = None
        self._ticket: CachedTicket | None = None
        self._not_after: float | None = None  # the responder's card validity, if any
        self._secret_value = b""
        self._hello_hash = ""
        self._resumed_prk = b""  # HKDF-Extract of the ticket's secret under the HELLO's hash

    def start(self, *, now: float, early: EarlyMessage | None = None) -> Outgoing:
        """The HELLO to send (resumed when a ticket for the peer is cached)."""
        if early is not None and early.performative not in self.config.early_performatives:
            raise LocalSemanticError(
                SNLErrorCode.UNSAFE_EARLY_DATA,
                f"{early.performative} may have side effects: it cannot travel before the lock",
            )
        ticket = None
        if self.config.resume and self._tickets is not None and self.state == "start":
            self._trust = self._trust_now(self.peer)
            ticket = (
                self._tickets.take(
                    self.peer, now=now, usable=self.support.resumable, trust=self._trust
                )
                if self._ticket is None
                else None
            )
        # (refused before any state moves: the caller may start again)
        recipient = self._trusted_card(now) if ticket is None and self.config.seal else None
        self._step(S, Kind.HELLO)
        self._deadline = now + self.config.timeout
        hello: dict[str, Any] = {
            "snl": Kind.HELLO.value,
            "version": VERSION,
            "initiator": self.agent_id,
            "responder": self.peer,
            "nonce": new_nonce(self._rng),
        }
        if ticket is not None:
            self._ticket = ticket
            hello["resume"] = {"ticket": ticket.ticket}
            if early is not None:
                hello["early"] = early.as_json()
            hello["binder"] = binder(ticket.secret, hello)
        else:
            preferences = self.support.preferences()
            capabilities = {
                "offers": offers_json(preferences.offers),
                "minimums": minimums_json(self.support.minimums),
                "authorities": sorted(self.support.authorities),
                "revoked": revoked_json(preferences.revoked),
                "embedding_models": list(self.support.embedding_models),
            }
            if self.support.extensions:
                capabilities["extensions"] = sorted(self.support.extensions)
            if self._card is not None:
                capabilities["card"] = self._card
            if recipient is not None:
                assert self._sealer is not None  # noqa: S101 - checked with the card
                # The card too: it lists the contexts this agent supports.
                info = HELLO_INFO + f"|{self.agent_id}|{self.peer}|{hello['nonce']}".encode()
                hello["sealed"] = self._sealer.seal(capabilities, recipient, info=info)
            else:
                hello.update(capabilities)
            hello["kx"] = self._kx_public()
        self._hello = hello
        self._hello_bytes = canonical_bytes(hello)  # hashed more than once: canonicalised once
        self._hello_hash = transcript_hash(self._hello_bytes)
        if ticket is not None:  # the first flight is sealed before the SELECT comes back
            self._resumed_prk = hkdf_extract(self._hello_hash.encode(), ticket.secret)
            self.keys = SessionKeys(send=hkdf_expand(self._resumed_prk, LABEL_INITIATOR))
        return out(Kind.HELLO, hello)

    def _trusted_card(self, now: float) -> object:
        """The responder's card to seal to, once the trust accepts it as `peer`'s.

        Sealed to a card as given, the HELLO opened for whoever published it (an
        outside attack: a card in the responder's name, or another's, or expired,
        self-signed by a publisher's own key, read the offers and this agent's card),
        and the handshake failed only after. The card is checked as the SELECT's will
        be (spec 12.10's steps); one the trust refuses is refused here, nothing sent.
        """
        if self._sealer is None or self._peer_card is None:
            raise LocalSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID,
                "sealing needs a sealer and the responder's card",
            )
        given = self._peer_card
        given = getattr(given, "card", given)  # a `TrustedPeer`: the card it was trusted by
        to_json = getattr(given, "to_json", None)  # an `AgentCard`: its JSON form
        try:
            trusted = self._peer_keys.resolve(
                self.peer, to_json() if callable(to_json) else given, now=now
            )
        except RemoteSemanticError as error:
            raise LocalSemanticError(
                error.code, f"the card to seal to is refused: {error.message}"
            ) from None
        if trusted.card is None:
            raise LocalSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID, f"the trust in {self.peer!r} gave no card"
            )
        return trusted.card

    def ticket_mac_valid(self, content: object) -> bool:
        """Whether a TICKET's `mac` verifies under this handshake's resumption secret.

        (`receive` drops a TICKET whose MAC does not verify, and caches nothing for one
        whose `ticket` is null: this says which it was, for a checker such as the
        interop kit.)
        """
        if self.locked is None or not isinstance(content, dict):
            return False
        unsigned = {k: v for k, v in content.items() if k != "mac"}
        return binder_matches(self._secret_value, unsigned, content.get("mac"))

    @property
    def resuming(self) -> CachedTicket | None:
        """The ticket the HELLO presented, when it asked to resume."""
        return self._ticket

    @property
    def agreed_extensions(self) -> frozenset[str] | None:
        """The extensions sealed messages follow; None before they are known.

        The lock's, or before it the ticket's (a resumed HELLO's first flight).
        """
        if self.locked is not None:
            return self.locked.extensions
        return self._ticket.extensions if self._ticket is not None else None

    def restart_full(self, *, now: float) -> Outgoing:
        """After `ResumptionRefused`: the full HELLO to send, in a new conversation.

        The ticket is spent either way; the first flight is not resent here
        (send it once locked).
        """
        if self._ticket is None or self.state != "resume_refused":
            raise LocalSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "only a refused resumption falls back to a full HELLO",
            )
        self._ticket = None
        self._kx_key = None
        self.keys = SessionKeys()  # the resumption's keys are never used again
        return self.start(now=now)

    def receive(  # noqa: PLR0911 - one return per kind of message
        self, performative: str, content: object, *, now: float, sender: str | None = None
    ) -> Result:
        """Handle the responder's next message (`sender`: the envelope's `from`, if known)."""
        try:
            kind = kind_of(performative, content)
            if kind is Kind.REFUSE and self._ticket is not None and self.state == "hello_sent":
                kind = Kind.RESUME_REFUSED
            if kind is Kind.TICKET and self.state == "locked":
                return self._on_ticket(content, now, authenticated=False)
            self._step(R, kind)
            if sender is not None and sender != self.peer:
                raise invalid(f"a handshake message from {sender!r}, not {self.peer!r}")
        except RemoteSemanticError as error:
            return self._fail_here(error, Kind.FAILURE)
        if kind is Kind.RESUME_REFUSED:
            code, message = reported(content)
            return [ResumptionRefused(code=code, message=message, detected_by_peer=True)], []
        if kind in (Kind.REFUSE, Kind.FAILURE):
            return self._failed_there(content)
        assert isinstance(content, dict)  # noqa: S101 - _kind_of read its snl member
        try:
            if kind is Kind.SELECT:
                return self._on_select(content, now)
            return self._on_resumed_select(content, now)
        except (RemoteSemanticError, ContextError) as error:
            if isinstance(error, ContextError):
                error = invalid(str(error))
            return self._fail_here(error, Kind.FAILURE)

    def _listed(self, select_msg: dict[str, Any], *, sealed_hello: bool) -> dict[str, Any]:
        """The SELECT's capability lists: its own members, or those it sealed."""
        if sealed_hello and "sealed" not in select_msg:
            # (signed, so no relay's doing; but what sealing hides travelled in the clear)
            raise RemoteSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID, "the HELLO was sealed and the SELECT is not"
            )
        if "sealed" not in select_msg:
            return select_msg
        if self._sealer is None:
            raise RemoteSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID, "cannot open a sealed SELECT"
            )
        info = SELECT_INFO + f"|{self.agent_id}|{self.peer}|{select_msg.get('nonce')}".encode()
        return self._sealer.open(select_msg["sealed"], info=info)

    def _on_select(self, select_msg: dict[str, Any], now: float) -> Result:
        assert self._hello is not None  # noqa: S101 - HELLO sent
        hello_hash = self._hello_hash
        if select_msg.get("hello_hash") != hello_hash:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                "the responder answered a different HELLO than the one sent: "
                "it was altered in transit",
            )
        listed = self._listed(select_msg, sealed_hello="sealed" in self._hello)
        self._trust = self._trust_now(self.peer)  # (the trust the key below rests on)
        peer = self._peer_keys.resolve(self.peer, listed.get("card"), now=now)
        self._not_after = card_valid_until(peer)
        unsigned = {k: v for k, v in select_msg.items() if k != "signature"}
        if not verify(peer.signing_key, unsigned, select_msg.get("signature")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "SELECT is not signed by the responder"
            )
        if select_msg.get("initiator") != self.agent_id or select_msg.get("responder") != self.peer:
            raise RemoteSemanticError(SNLErrorCode.INVALID_HANDSHAKE, "SELECT names other agents")
        check_nonce(select_msg.get("nonce"))
        limits = self.config
        theirs = Preferences(
            offers=parse_offers(listed.get("supported"), limit=limits.max_offers),
            minimums=parse_minimums(listed.get("minimums", {}), limit=limits.max_minimums),
            authorities=parse_authorities(listed.get("authorities"), limit=limits.max_authorities),
            revoked=parse_revoked(listed.get("revoked", []), limit=limits.max_offers),
        )
        selected = field_of(select_msg, "selected", dict)
        chosen = parse_offers([selected.get("offer")], limit=1)[0]
        check_location(selected.get("location"))
        mine = self.support.preferences()
        floor = self.support.minimums.get(chosen.urn.name)
        if floor is not None and chosen.urn.version < floor:
            raise RemoteSemanticError(
                SNLErrorCode.BELOW_MINIMUM_VERSION,
                f"the responder selected {chosen.urn}, below this agent's minimum {floor}",
            )
        expected = select(mine, theirs)
        if chosen != expected:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                f"the responder selected {chosen.urn}, but the rule gives {expected.urn} "
                "from its own signed list",
            )
        supported = self.support.find(str(chosen.urn), chosen.digest)
        assert supported is not None  # noqa: S101 - the rule only picks offers of ours
        model = select_msg.get("embedding_model")
        wanted = choose_model(
            supported.context, self.support.embedding_models, models_of(listed, limits.max_models)
        )
        if model != wanted:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED,
                f"the responder picked embedding model {model!r}; the rule gives {wanted!r}",
            )
        agreed = extensions_of(listed)
        if not agreed <= self.support.extensions:
            raise invalid(
                f"the SELECT agrees extensions this agent did not offer: "
                f"{', '.join(sorted(agreed - self.support.extensions))}"
            )
        transcript = transcript_hash(self._hello_bytes, select_msg)
        secret = self._derive(self._exchange(select_msg.get("kx")), transcript)
        lock_body = {"snl": Kind.LOCK.value, "transcript": transcript}
        lock = {**lock_body, "signature": sign(self._signing_key, lock_body)}
        self._step(S, Kind.LOCK)
        self._deadline = None
        self._secret_value = secret
        self.locked = ContextLocked(
            context=supported.context,
            peer=self.peer,
            authority=chosen.authority,
            embedding_model=wanted,
            resumed=False,
            transcript=transcript,
            extensions=agreed,
        )
        selected = ContextSelected(
            urn=str(chosen.urn), digest=chosen.digest, authority=chosen.authority
        )
        self._forget_transcript()
        return [selected, self.locked], [out(Kind.LOCK, lock)]

    def _on_ticket(self, content: object, now: float, *, authenticated: bool) -> Result:
        """Cache a ticket; a bad one is dropped (the session stays locked).

        A TICKET message carries a MAC under the resumption secret;
        `authenticated` when it came inside a MAC'd resumed SELECT instead.
        """
        # (and not once the trust in the responder changed: a review kept a TICKET held back
        # until this side had rotated the responder's key under the new trust, the old
        # key's holder its issuer)
        if (
            self._tickets is None
            or self.locked is None
            or not isinstance(content, dict)
            or self._trust_now(self.peer) != self._trust
        ):
            return [], []
        ticket = content.get("ticket")
        lifetime = content.get("lifetime")
        # A ticket longer than any responder takes back would be kept for nothing.
        if (
            not isinstance(ticket, str)
            or len(ticket) > MAX_TICKET_LENGTH
            or type(lifetime) not in (int, float)
        ):
            return [], []
        assert isinstance(lifetime, int | float)  # noqa: S101 - checked just above
        if lifetime <= 0:
            return [], []
        if not authenticated:
            unsigned = {k: v for k, v in content.items() if k != "mac"}
            if not binder_matches(self._secret_value, unsigned, content.get("mac")):
                return [], []  # not from the peer that holds the secret: ignored
        expires = now + min(float(lifetime), MAX_TICKET_LIFETIME)
        if self._not_after is not None:  # never past the responder's card
            expires = min(expires, self._not_after)
            if expires <= now:
                return [], []
        self._tickets.put(
            CachedTicket(
                ticket=ticket,
                secret=self._secret_value,
                responder=self.peer,
                urn=str(self.locked.context.urn),
                digest=self.locked.context.digest,
                authority=self.locked.authority,
                embedding_model=self.locked.embedding_model,
                expires_at=expires,
                not_after=self._not_after,
                extensions=self.locked.extensions,
                trust=self._trust,
            )
        )
        return [TicketReceived(expires_at=expires)], []

    def _check_short_select(self, content: dict[str, Any], ticket: CachedTicket) -> None:
        """A resumed SELECT of `snl.short-resume`: four members, the rest under its MAC."""
        # Members first: a sent member named like one the MAC adds unsent would be replaced
        # in the MAC's input, so it must never reach the MAC (spec 12.7).
        if not set(content) <= RESUMED_SELECT_MEMBERS:
            raise invalid(
                "a resumed SELECT has only snl, nonce, ticket and mac; not "
                + ", ".join(sorted(set(content) - RESUMED_SELECT_MEMBERS))
            )
        signed = resumed_select_signed(
            content,
            hello_hash=self._hello_hash,
            initiator=self.agent_id,
            responder=self.peer,
            ticket=ticket,
        )
        if not binder_matches(ticket.secret, signed, content.get("mac")):
            # What the SELECT leaves out is under its MAC as each side holds it: an
            # altered HELLO, or tickets that disagree, show here.
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE,
                "the resumed SELECT's MAC does not verify: the HELLO was altered in transit, "
                "or the peer's ticket says another context, agents, model or extensions",
            )
        check_nonce(content.get("nonce"))

    def _check_full_select(self, content: dict[str, Any], ticket: CachedTicket) -> None:
        """A resumed SELECT that says everything, each member checked against the ticket."""
        unsigned = {k: v for k, v in content.items() if k != "mac"}
        if not binder_matches(ticket.secret, unsigned, content.get("mac")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "the resumed SELECT's MAC does not verify"
            )
        if content.get("hello_hash") != self._hello_hash:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED, "the resumed HELLO was altered in transit"
            )
        if (
            content.get("resumed") is not True
            or content.get("initiator") != self.agent_id
            or content.get("responder") != self.peer
            or content.get("embedding_model") != ticket.embedding_model
            or extensions_of(content) != ticket.extensions
        ):
            raise invalid(
                "the resumed SELECT does not match the ticket's agents, model and extensions"
            )
        check_nonce(content.get("nonce"))
        selected = field_of(content, "selected", dict)
        chosen = parse_offers([selected.get("offer")], limit=1)[0]
        check_location(selected.get("location"))
        if (
            str(chosen.urn) != ticket.urn
            or chosen.digest != ticket.digest
            or chosen.authority != ticket.authority
        ):
            raise RemoteSemanticError(
                SNLErrorCode.DIGEST_MISMATCH, "the resumed context is not the ticket's"
            )

    def _on_resumed_select(self, content: dict[str, Any], now: float) -> Result:
        assert self._hello is not None  # noqa: S101 - HELLO sent
        ticket = self._ticket
        if ticket is None:
            raise RemoteSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE, "a resumed SELECT answers no resumption"
            )
        if SHORT_RESUME_EXTENSION in ticket.extensions:
            self._check_short_select(content, ticket)
        else:
            self._check_full_select(content, ticket)
        self._not_after = ticket.not_after
        changed = self._trust_changed(self.peer)  # (since the ticket was taken, at start)
        if changed is not None:
            raise changed
        supported = still_usable(self.support, ticket.urn, ticket.digest, ticket.authority)
        transcript = transcript_hash(self._hello_bytes, content)
        # From here on the session keys (the transcript has both nonces); the first flight
        # went out under the key salted with the HELLO alone.
        prk = hkdf_extract(transcript.encode(), ticket.secret)
        self.keys = SessionKeys(
            send=hkdf_expand(prk, LABEL_INITIATOR),
            receive=hkdf_expand(prk, LABEL_RESPONDER),
            early=self.keys.send,
        )
        self._deadline = None
        self.locked = ContextLocked(
            context=supported.context,
            peer=self.peer,
            authority=ticket.authority,
            embedding_model=ticket.embedding_model,
            resumed=True,
            transcript=transcript,
            extensions=ticket.extensions,
        )
        events: list[HandshakeEvent] = [self.locked]
        renewed = content.get("ticket")
        if isinstance(renewed, dict) and self._tickets is not None:
            # The renewed ticket's secret shares the HELLO's extract with our MAC key.
            self._secret_value = hkdf_expand(self._resumed_prk, RESUMPTION_NEXT)
            events.extend(self._on_ticket(renewed, now, authenticated=True)[0])
        self._forget_transcript()
        return events, []

    def _forget_transcript(self) -> None:
        """Locked: drop what only the handshake needed, as the responder does.

        The HELLO (as sent and as canonical bytes), the key share's private half and
        the resumption's extract: no later message reads them (a TICKET needs only the
        resumption secret), and a client keeps its sessions' handshakes for as long
        as the sessions live.
        """
        self._hello = None
        self._hello_bytes = self._resumed_prk = b""
        self._kx_key = None
