"""Stage 6 of a semantic session: the firewall on the messages L9 bound and validated.

`FirewallStage` is a part of `SemanticSession` (it reads the session's
endpoint, configuration and tables): it asks the firewall about each bound
message in the endpoint's inspector, refuses unanswerable ones at once, and
keeps the decision on the others until L8 delivers them (`_stopped`). A
peer's NOT_UNDERSTOOD is not put to the policies (nothing can refuse a
refusal), but its strings are screened: a flagged reason is withheld from
the application (`_screened_notice`).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from l8_comm import Endpoint, Envelope, Event, MessageReceived, Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import ErrorCode, LocalProtocolError, RemoteProtocolError
from l8_comm.identifiers import new_id
from l9_snl.binding import Binding
from l9_snl.config import SemanticConfig
from l9_snl.events import FirewallDecided
from l9_snl.exceptions import SNL_CODES, SNLErrorCode
from l9_snl.firewall.core import ANSWERS, Decision, Firewall
from l9_snl.firewall.request import message_text
from l9_snl.firewall.screen import ConversationTails
from l9_snl.handshake import ContextLocked

_REFUSALS = (
    Performative.REFUSE,
    Performative.FAILURE,
    Performative.REJECT,
    Performative.NOT_UNDERSTOOD,
)
"""How a firewall refusal is sent: the first the conversation's protocol allows."""
WITHHELD: Final = "[withheld: the injection screen flagged this text]"
"""What the application reads instead of a flagged NOT_UNDERSTOOD's strings."""


class FirewallStage:
    """The firewall's part of a `SemanticSession` (see the module)."""

    endpoint: Endpoint
    locked: ContextLocked
    config: SemanticConfig
    _bindings: dict[str, Binding]
    _decided: dict[str, Decision]
    _targets: dict[tuple[str, str, str], Any]
    _tails: ConversationTails
    _pending: list[Event]

    def _shared_now(self) -> float:
        raise NotImplementedError  # the session's: its monotonic `ticks`

    def _screen(self, envelope: Envelope) -> RemoteProtocolError | None:
        """Stage 6: the firewall (screen, limits, Cedar) on a message L9 bound and validated.

        A message its conversation lets this side answer (REQUEST, QUERY,
        PROPOSE...) is taken by L8 and answered with REFUSE, FAILURE or REJECT
        in `process`; any other is refused here, unapplied (NOT_UNDERSTOOD),
        so that it cannot complete a conversation or reach the application.
        """
        firewall = self.config.firewall
        if firewall is None:
            return None
        decision = self._firewall_decision(firewall, envelope)
        if decision.outcome == "allow":
            return None
        if decision.delivered or envelope.performative in ANSWERS:
            self._decided[envelope.id] = decision
            return None
        self._bindings.pop(envelope.id, None)
        self._pending.append(FirewallDecided(decision=decision, envelope=envelope))
        return RemoteProtocolError(
            str(decision.code or SNLErrorCode.FORBIDDEN), decision.reason, field="content"
        )

    def _firewall_decision(self, firewall: Firewall, envelope: Envelope) -> Decision:
        subcontext_type = ""
        if "context" in envelope._wire:  # noqa: SLF001 - read in place: the hot path
            context_id = envelope.context_id or ""
            known = self.endpoint.contexts.get(context_id)  # the type as first used
            ref = known or envelope.context
            subcontext_type = (ref.type or "") if ref is not None else ""
        # The rate windows are the firewall's, shared by every session: counted on one
        # monotonic clock, never a session's own time (spec 13.3).
        return firewall.decide_message(  # the path a gateway takes too
            envelope,
            self.locked.context,
            now=self._shared_now(),
            subcontext_type=subcontext_type,
            targets=self._targets,
            tails=self._tails,
            task_group=self.config.task_groups(envelope) if self.config.task_groups else None,
        )

    def _stopped(self, envelope: Envelope, out: list[Event]) -> bool:
        """Report a firewall decision other than allow; True when the message is not delivered."""
        decision = self._decided.pop(envelope.id, None)
        if decision is None:
            return False
        out.append(FirewallDecided(decision=decision, envelope=envelope))
        if decision.delivered:
            return False
        self._bindings.pop(envelope.id, None)
        self._firewall_refusal(envelope, decision)
        return True

    def _firewall_refusal(self, envelope: Envelope, decision: Decision) -> None:
        """Answer a message the firewall stopped: REFUSE where the conversation allows one."""
        content: dict[str, JSON] = {
            "code": str(decision.code or SNLErrorCode.FORBIDDEN),
            "reason": decision.reason,
        }
        for performative in _REFUSALS:
            try:
                self.endpoint.reply(envelope, performative, content)
            except LocalProtocolError:
                continue
            return

    def _screened_notice(self, event: MessageReceived, out: list[Event]) -> MessageReceived | None:
        """A peer's NOT_UNDERSTOOD, its text withheld when the screen flags it (others as is).

        Every string is read (the envelope's ids, keys, nested values, extensions, the
        sub-context object). Withheld, the notice gets an id of this side's making too
        (its `in_reply_to` names a message of this side's; its conversation's earlier
        messages were screened with its id).
        Flagged, the application gets `{"code", "reason": WITHHELD}` instead: the code as
        sent when it is one of the stable codes (an application acts on it), else
        `quarantined`, with no extensions and no sub-context (their strings were read
        too); None when even that cannot be rebuilt. A `FirewallDecided` (quarantine)
        carries the message as it arrived.
        """
        envelope = event.envelope
        if self.config.firewall is None or envelope.performative != Performative.NOT_UNDERSTOOD:
            return event
        texts = message_text(envelope)
        screened = self._tails.screen(envelope.conversation_id, texts)
        if not screened.flagged:
            return event
        decision = Decision(
            "quarantine",
            SNLErrorCode.QUARANTINED,
            (),
            f"the text of a NOT_UNDERSTOOD was withheld: the injection screen flagged it "
            f"(score {screened.score})",
        )
        out.append(FirewallDecided(decision=decision, envelope=envelope))
        content = envelope.content
        code = content.get("code") if type(content) is dict else None
        kept: dict[str, JSON] = {
            "code": code if code in _KNOWN_CODES else str(SNLErrorCode.QUARANTINED),
            "reason": WITHHELD,
        }
        try:
            replaced = envelope.replace(
                id=new_id(),  # the peer's may be what was flagged
                content=kept,
                extensions={},
                context=None,
                limits=self.endpoint.config.limits,
                registry=self.endpoint.registry,
            )
        except LocalProtocolError:
            return None
        return dataclasses.replace(event, envelope=replaced)


_KNOWN_CODES: Final = SNL_CODES | frozenset(code.value for code in ErrorCode)


__all__ = ["WITHHELD", "FirewallStage"]
