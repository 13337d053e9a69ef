"""Stage 6 of a semantic session: the firewall on the messages L9 bound and validated.

`FirewallStage` is a part of `SemanticSession` (it reads the session's
endpoint, configuration and tables): it asks the firewall about each bound
message in the endpoint's inspector, refuses unanswerable ones at once, and
keeps the decision on the others until L8 delivers them (`_stopped`).
"""

from __future__ import annotations

from typing import Any

from l8_comm import Endpoint, Envelope, Event, Performative
from l8_comm.envelope import JSON
from l8_comm.exceptions import LocalProtocolError, RemoteProtocolError
from l9_snl.binding import Binding
from l9_snl.config import SemanticConfig
from l9_snl.events import FirewallDecided
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.core import ANSWERS, Decision, Firewall, request_for
from l9_snl.handshake import ContextLocked

_REFUSALS = (
    Performative.REFUSE,
    Performative.FAILURE,
    Performative.REJECT,
    Performative.NOT_UNDERSTOOD,
)
"""How a firewall refusal is sent: the first the conversation's protocol allows."""


class FirewallStage:
    """The firewall's part of a `SemanticSession` (see the module)."""

    endpoint: Endpoint
    locked: ContextLocked
    config: SemanticConfig
    _bindings: dict[str, Binding]
    _decided: dict[str, Decision]
    _targets: dict[tuple[str, str, str], Any]
    _pending: list[Event]

    def _now(self) -> float:
        raise NotImplementedError  # the session's

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
        if decision is None or decision.outcome == "allow":
            return None
        if decision.delivered or envelope.performative in ANSWERS:
            self._decided[envelope.id] = decision
            return None
        self._bindings.pop(envelope.id, None)
        self._pending.append(FirewallDecided(decision=decision, envelope=envelope))
        return RemoteProtocolError(
            str(decision.code or SNLErrorCode.FORBIDDEN), decision.reason, field="content"
        )

    def _firewall_decision(self, firewall: Firewall, envelope: Envelope) -> Decision | None:
        subcontext_type = ""
        if "context" in envelope._wire:  # noqa: SLF001 - read in place: the hot path
            context_id = envelope.context_id or ""
            known = self.endpoint.contexts.get(context_id)  # the type as first used
            ref = known or envelope.context
            subcontext_type = (ref.type or "") if ref is not None else ""
        request = request_for(
            envelope,
            self.locked.context,
            firewall.bundle,
            subcontext_type=subcontext_type,
            targets=self._targets,
        )
        if request is None:
            return None
        return firewall.decide(request, now=self._now())

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


__all__ = ["FirewallStage"]
