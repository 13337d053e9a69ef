"""The responder: answers HELLO with SELECT (or REFUSE), checks LOCK, issues tickets."""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable
from typing import Any

from contexts.canonical import canonical_bytes, is_digest
from contexts.exceptions import ContextError
from l8_comm.identifiers import ID_PATTERN
from l8_comm.protocols import RESP
from l9_snl.encoding import hkdf_expand, hkdf_extract, sign, transcript_hash, verify
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode
from l9_snl.handshake.events import (
    ContextLocked,
    ContextSelected,
    HelloReceived,
    Result,
)
from l9_snl.handshake.side import (
    HELLO_INFO,
    SELECT_INFO,
    SHORT_RESUME_EXTENSION,
    Side,
    check_nonce,
    choose_model,
    extensions_of,
    field_of,
    invalid,
    kind_of,
    models_of,
    new_nonce,
    out,
    resumed_select_signed,
    shown,
    still_usable,
)
from l9_snl.handshake.support import (
    ContextSupport,
    EarlyMessage,
    HandshakeConfig,
    PeerKey,
    PeerKeys,
    Sealer,
    SupportedContext,
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
    TicketIssuer,
    binder,
    binder_matches,
)

# -- the responder ----------------------------------------------------------------------------


class HandshakeResponder(Side):
    """The side that answers HELLO."""

    role = RESP

    def __init__(  # noqa: PLR0913 - who, with what, and how
        self,
        *,
        agent_id: str,
        signing_key: Any,  # noqa: ANN401 - an Ed25519PrivateKey
        support: ContextSupport,
        peer_keys: PeerKeys,
        card: dict[str, Any] | None = None,
        sealer: Sealer | None = None,
        tickets: TicketIssuer | None = None,
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
        self._tickets = tickets
        self._hello: dict[str, Any] | None = None
        self._select: dict[str, Any] | None = None
        self._peer: PeerKey | None = None
        self._chosen: SupportedContext | None = None
        self._extensions: frozenset[str] = frozenset()
        self._model: str | None = None
        self._resumption_refused = False
        self._resumption_secret = b""
        self.peer: str | None = None

    def expect_hello(self, *, now: float) -> None:
        """The session is open: the peer's HELLO is due within the handshake timeout.

        Without it a peer could open a session and never start the handshake,
        holding the responder's resources for as long as the connection lives.
        """
        if self.state == "start" and self._deadline is None:
            self._deadline = now + self.config.timeout

    def receive(
        self, performative: str, content: object, *, now: float, sender: str | None = None
    ) -> Result:
        """Handle the initiator's next message (`sender`: the envelope's `from`, if known)."""
        try:
            kind = kind_of(performative, content)
            self._step(R, kind)
        except RemoteSemanticError as error:
            failure = Kind.FAILURE if self.state == "locked" else Kind.REFUSE
            return self._fail_here(error, failure)
        if kind is Kind.FAILURE:
            return self._failed_there(content)
        assert isinstance(content, dict)  # noqa: S101 - _kind_of read its snl member
        if kind is Kind.HELLO:
            resuming = "resume" in content
            try:
                return self._on_hello(content, now, sender)
            except (RemoteSemanticError, ContextError) as error:
                if isinstance(error, ContextError):
                    error = invalid(str(error))
                # A first refused resumption leaves room for one full HELLO.
                retry = resuming and not self._resumption_refused
                self._resumption_refused = True
                return self._fail_here(error, Kind.RESUME_REFUSED if retry else Kind.REFUSE)
        try:
            return self._on_lock(content, now)
        except (RemoteSemanticError, ContextError) as error:
            if isinstance(error, ContextError):
                error = invalid(str(error))
            return self._fail_here(error, Kind.FAILURE)

    def _on_hello(self, hello: dict[str, Any], now: float, sender: str | None) -> Result:
        version = hello.get("version")
        if type(version) is not int or version != VERSION:
            raise invalid(f"handshake version {shown(version)} is not {VERSION}")
        if "resume" in hello and self._resumption_refused:
            raise RemoteSemanticError(
                SNLErrorCode.UNEXPECTED_MESSAGE,
                "a refused resumption is followed by a full HELLO, not another resumption",
            )
        initiator = field_of(hello, "initiator", str)
        if sender is not None and sender != initiator:
            raise invalid(
                f"the HELLO names {initiator!r} as its initiator but came from {sender!r}"
            )
        if hello.get("responder") != self.agent_id:
            raise invalid("the HELLO is for another agent")
        check_nonce(hello.get("nonce"))
        self._hello = hello
        self._hello_bytes = canonical_bytes(hello)
        self.peer = initiator
        self._deadline = now + self.config.timeout
        received = HelloReceived(peer=initiator, resumed="resume" in hello)
        if "resume" in hello:
            events, outgoing = self._resume(hello, now)
            return [received, *events], outgoing
        return self._select_for(hello, received, now)

    @property
    def agreed_extensions(self) -> frozenset[str] | None:
        """The extensions sealed messages follow; None before the SELECT.

        The lock's, or before it the SELECT's.
        """
        if self.locked is not None:
            return self.locked.extensions
        return self._extensions if self._select is not None else None

    def _select_for(self, hello: dict[str, Any], received: HelloReceived, now: float) -> Result:
        initiator = received.peer
        listed = hello
        if self.config.seal and "sealed" not in hello:
            # Answered in the clear, the SELECT listed all `seal` is to hide, for whoever
            # sent a HELLO in a pinned peer's name (a relay holding the genuine one: an
            # outside attack). A resumed HELLO lists nothing: it is taken either way.
            raise RemoteSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID,
                "this agent takes sealed HELLOs only: seal the offers to its card",
            )
        if "sealed" in hello:
            if self._sealer is None:
                raise RemoteSemanticError(
                    SNLErrorCode.SEALED_PAYLOAD_INVALID, "this agent does not open sealed offers"
                )
            info = HELLO_INFO + f"|{initiator}|{self.agent_id}|{hello['nonce']}".encode()
            listed = self._sealer.open(hello["sealed"], info=info)
        self._trust = self._trust_now(initiator)  # (the trust the key below rests on)
        self._peer = self._peer_keys.resolve(initiator, listed.get("card"), now=now)
        if "sealed" in hello and self._peer.card is None:
            # before the selection rule: its refusals would say, offer by offer, what
            # this agent supports to whoever sealed a HELLO to its public card
            raise RemoteSemanticError(
                SNLErrorCode.SEALED_PAYLOAD_INVALID, "sealed HELLO without the initiator's card"
            )
        limits = self.config
        theirs = Preferences(
            offers=parse_offers(listed.get("offers"), limit=limits.max_offers),
            minimums=parse_minimums(listed.get("minimums", {}), limit=limits.max_minimums),
            authorities=parse_authorities(listed.get("authorities"), limit=limits.max_authorities),
            revoked=parse_revoked(listed.get("revoked", []), limit=limits.max_offers),
        )
        models = models_of(listed, limits.max_models)
        mine = self.support.preferences()
        chosen = select(theirs, mine)
        supported = self.support.find(str(chosen.urn), chosen.digest)
        assert supported is not None  # noqa: S101 - the rule only picks offers of ours
        model = choose_model(supported.context, self.support.embedding_models, models)
        agreed = extensions_of(listed) & self.support.extensions
        if agreed == self.support.extensions:
            agreed = self.support.extensions  # one set for every session that agrees to all
        capabilities: dict[str, Any] = {
            "supported": offers_json(mine.offers),
            "minimums": minimums_json(self.support.minimums),
            "authorities": sorted(self.support.authorities),
            "revoked": revoked_json(mine.revoked),
            "embedding_models": list(self.support.embedding_models),
        }
        if agreed:
            capabilities["extensions"] = sorted(agreed)
        if self._card is not None:
            capabilities["card"] = self._card
        select_msg: dict[str, Any] = {
            "snl": Kind.SELECT.value,
            "initiator": initiator,
            "responder": self.agent_id,
            "selected": {"offer": chosen.as_json(), "location": supported.location},
            "embedding_model": model,
            "nonce": new_nonce(self._rng),
            "hello_hash": transcript_hash(self._hello_bytes),
            "kx": self._kx_public(),
        }
        shared = self._exchange(hello.get("kx"))  # a bad key share is refused here, not at LOCK
        if "sealed" in hello:
            assert self._sealer is not None  # noqa: S101 - it opened the HELLO
            info = SELECT_INFO + f"|{initiator}|{self.agent_id}|{select_msg['nonce']}".encode()
            select_msg["sealed"] = self._sealer.seal(capabilities, self._peer.card, info=info)
        else:
            select_msg.update(capabilities)
        select_msg["signature"] = sign(self._signing_key, select_msg)
        self._step(S, Kind.SELECT)
        # Everything sent after the SELECT is sealed: its keys are known now.
        self._resumption_secret = self._derive(
            shared, transcript_hash(self._hello_bytes, select_msg)
        )
        self._select = select_msg
        self._chosen = supported
        self._model = model
        self._extensions = agreed
        selected = ContextSelected(
            urn=str(chosen.urn), digest=chosen.digest, authority=chosen.authority
        )
        return [received, selected], [out(Kind.SELECT, select_msg)]

    def _on_lock(self, lock: dict[str, Any], now: float) -> Result:
        hello, select_msg, peer, chosen = self._hello, self._select, self._peer, self._chosen
        if hello is None or select_msg is None or peer is None or chosen is None:
            raise RemoteSemanticError(SNLErrorCode.UNEXPECTED_MESSAGE, "LOCK before SELECT")
        transcript = transcript_hash(self._hello_bytes, select_msg)
        body = {"snl": Kind.LOCK.value, "transcript": lock.get("transcript")}
        if not verify(peer.signing_key, body, lock.get("signature")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "LOCK is not signed by the initiator"
            )
        # A review: the key was looked up at the HELLO; a rotation while the LOCK was on
        # its way let the old key lock a new session, its ticket issued under the new trust.
        changed = self._trust_changed(peer.agent_id)
        if changed is not None:
            raise changed
        if lock.get("transcript") != transcript:
            raise RemoteSemanticError(
                SNLErrorCode.DOWNGRADE_DETECTED, "the initiator saw a different HELLO or SELECT"
            )
        secret = self._resumption_secret
        self._deadline = None
        self.locked = ContextLocked(
            context=chosen.context,
            peer=peer.agent_id,
            authority=chosen.authority,
            embedding_model=self._model,
            resumed=False,
            transcript=transcript,
            extensions=self._extensions,
        )
        # A TICKET always follows (`ticket` null when this agent does not resume
        # sessions), so that the handshake's conversation ends on both sides.
        ticket_msg: dict[str, Any] = {"snl": Kind.TICKET.value, "ticket": None}
        if self._tickets is not None and self.config.resume:
            ticket, contents = self._tickets.issue(
                initiator=peer.agent_id,
                responder=self.agent_id,
                urn=str(chosen.context.urn),
                digest=chosen.context.digest,
                authority=chosen.authority,
                embedding_model=self._model,
                secret=secret,
                now=now,
                not_after=card_valid_until(peer),
                extensions=self._extensions,
                trust=self._trust,
            )
            lifetime = math.floor(contents.expires_at - now)
            if lifetime >= 1:  # a card about to expire: no ticket (`ticket` null)
                ticket_msg["ticket"], ticket_msg["lifetime"] = ticket, lifetime
        self._step(S, Kind.TICKET)
        outgoing = [out(Kind.TICKET, {**ticket_msg, "mac": binder(secret, ticket_msg)})]
        self._forget_transcript()
        return [self.locked], outgoing

    def _resume(self, hello: dict[str, Any], now: float) -> Result:
        if self._tickets is None or not self.config.resume:
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_INVALID, "this agent does not resume sessions"
            )
        resume = field_of(hello, "resume", dict)
        # Under the trust in the initiator as it is now: a ticket made before its key
        # was rotated (or its pin or certifier withdrawn) does not open (spec 12.7).
        trust = self._trust_now(hello["initiator"])
        contents = self._tickets.open(
            resume.get("ticket"), now=now, trust=trust, initiator=hello["initiator"]
        )
        if contents.initiator != hello["initiator"] or contents.responder != self.agent_id:
            raise RemoteSemanticError(
                SNLErrorCode.TICKET_INVALID, "the ticket was issued to another pair of agents"
            )
        unsigned = {k: v for k, v in hello.items() if k != "binder"}
        if not binder_matches(contents.secret, unsigned, hello.get("binder")):
            raise RemoteSemanticError(
                SNLErrorCode.BAD_SIGNATURE, "the resumed HELLO's binder does not verify"
            )
        supported = still_usable(self.support, contents.urn, contents.digest, contents.authority)
        early = self._early(hello.get("early"))
        self._tickets.spend(contents, now=now)
        hello_hash = transcript_hash(self._hello_bytes)
        short = SHORT_RESUME_EXTENSION in contents.extensions
        select_msg: dict[str, Any] = {"snl": Kind.SELECT.value, "nonce": new_nonce(self._rng)}
        if not short:  # the full form, for a peer that did not agree `snl.short-resume`
            select_msg.update(
                resumed=True,
                initiator=contents.initiator,
                responder=self.agent_id,
                selected={"offer": supported.offer.as_json(), "location": supported.location},
                embedding_model=contents.embedding_model,
                hello_hash=hello_hash,
            )
            if contents.extensions:
                select_msg["extensions"] = list(contents.extensions)
        # One extract of the ticket's secret under the HELLO's hash: the renewed ticket's
        # secret and the initiator's MAC key.
        prk = hkdf_extract(hello_hash.encode(), contents.secret)
        renewed = hkdf_expand(prk, RESUMPTION_NEXT)
        ticket, renewal = self._tickets.issue(
            initiator=contents.initiator,
            responder=self.agent_id,
            urn=contents.urn,
            digest=contents.digest,
            authority=contents.authority,
            embedding_model=contents.embedding_model,
            secret=renewed,
            now=now,
            authenticated_at=contents.authenticated_at,
            not_after=contents.not_after,
            extensions=frozenset(contents.extensions),
            trust=trust,
        )
        select_msg["ticket"] = {
            "snl": Kind.TICKET.value,
            "ticket": ticket,
            "lifetime": max(1, math.floor(renewal.expires_at - now)),
        }
        select_msg["mac"] = binder(
            contents.secret,
            resumed_select_signed(
                select_msg,
                hello_hash=hello_hash,
                initiator=contents.initiator,
                responder=self.agent_id,
                ticket=contents,
            )
            if short
            else select_msg,
        )
        self._step(S, Kind.RESUMED_SELECT)
        self._deadline = None
        transcript = transcript_hash(self._hello_bytes, select_msg)
        session = hkdf_extract(transcript.encode(), contents.secret)
        self.keys = SessionKeys(
            send=hkdf_expand(session, LABEL_RESPONDER),
            receive=hkdf_expand(session, LABEL_INITIATOR),
            early=hkdf_expand(prk, LABEL_INITIATOR),  # the first flight's
        )
        self.locked = ContextLocked(
            context=supported.context,
            peer=contents.initiator,
            authority=contents.authority,
            embedding_model=contents.embedding_model,
            resumed=True,
            transcript=transcript,
            early=early,
            extensions=frozenset(contents.extensions),
        )
        selected = ContextSelected(
            urn=contents.urn, digest=contents.digest, authority=contents.authority
        )
        self._forget_transcript()
        return [selected, self.locked], [out(Kind.RESUMED_SELECT, select_msg)]

    def _forget_transcript(self) -> None:
        """Locked: drop what only the handshake needed (an idle session keeps ~9 KB less).

        The HELLO (as received and as canonical bytes), the SELECT, the key
        share and the initiator's key; no later message reads them (anything
        more in the handshake's conversation is refused by the table), and a
        secret kept is one more to leak. The session keys stay (the driver
        switches the guard on with them).
        """
        self._hello = self._select = None
        self._hello_bytes = self._resumption_secret = b""
        self._kx_key = None
        self._peer = None

    def _early(self, value: object) -> EarlyMessage | None:
        if value is None:
            return None
        if not isinstance(value, dict) or set(value) != {
            "conversation_id",
            "performative",
            "digest",
        }:
            raise invalid("early is {conversation_id, performative, digest}")
        performative, conversation, digest = (
            value["performative"],
            value["conversation_id"],
            value["digest"],
        )
        if not isinstance(performative, str) or performative not in self.config.early_performatives:
            raise RemoteSemanticError(
                SNLErrorCode.UNSAFE_EARLY_DATA,
                f"{performative!r} may have side effects: not allowed before the lock",
            )
        if (
            not isinstance(conversation, str)
            or not ID_PATTERN.fullmatch(conversation)
            or not is_digest(digest)
        ):
            raise invalid("early: a conversation id and a sha256 digest")
        return EarlyMessage(
            conversation_id=conversation, performative=str(performative), digest=str(digest)
        )
