"""What an agent offers in a handshake and says of itself in its card, from its settings.

Functions of an `ioa.Agent`'s state, apart from the class so that `ioa/agent.py`
stays the facade: the contexts, floors and extensions of a handshake
(`offered_support`), and the claims of its card's `x-ioa` member (`card_claims`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from l9_snl.compact import COMPACT_EXTENSION
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.handshake import SHORT_RESUME_EXTENSION, ContextSupport, SupportedContext
from l9_snl.integrity import QUIET_CLOSE_EXTENSION, REPLY_ACKS_EXTENSION
from l9_snl.output import REQUIRE_OUTPUT_EXTENSION
from l9_snl.selection import secure_minimums

if TYPE_CHECKING:
    from collections.abc import Iterable

    from contexts import SharedContext
    from ioa.agent import Agent


def offered_extensions(agent: Agent) -> frozenset[str]:
    """The optional features `agent` offers (spec 12.4).

    It resumes with short SELECTs (12.7); it seals compact envelopes (12.18), closes
    quietly and takes an answer for an acknowledgement (12.16) unless its
    `SemanticConfig` says not to; it filters the results it sends when asked, unless
    created with `filter_results=False` (16.3).
    """
    semantic = agent.semantic
    return frozenset(
        {SHORT_RESUME_EXTENSION}
        | ({COMPACT_EXTENSION} if semantic.compact else set())
        | ({QUIET_CLOSE_EXTENSION} if semantic.quiet_close else set())
        | ({REPLY_ACKS_EXTENSION} if semantic.reply_acks else set())
        | ({REQUIRE_OUTPUT_EXTENSION} if agent.filter_results else set())
    )


def offered_support(agent: Agent, context: str | None) -> ContextSupport:
    """What `agent` offers in a handshake: its contexts (or the one named), floors, extensions."""
    named = [c for c in agent.contexts if context is None or c.urn.answers_to(context)]
    if not named:
        msg = f"{agent.agent_id} supports no context {context!r}"
        raise ValueError(msg)
    revoked = agent.revoked  # at run time (`Agent.context_revoked`): offered so, refused
    # withheld but not revoked (`Agent.authority_unverified`, `Agent.context_floor`): not
    # offered at all, so a peer finds no common context; the wire's `revoked` list says
    # only what is known
    unverified = agent.withheld - revoked
    chosen = [c for c in named if (str(c.urn), c.digest) not in unverified]
    if context is not None and not chosen:
        # a condition of the moment, not a mistake of the caller's: a handshake's refusal,
        # as a revocation's is (a master fails the sub-task, not its run)
        floors = ", ".join(f"{name} {version}" for name, version in sorted(agent.floors.items()))
        why = [f"unverified authorities: {', '.join(sorted(agent.unverified))}"] * bool(
            agent.unverified
        ) + [f"minimum secure versions declared since: {floors}"] * bool(floors)
        msg = f"{agent.agent_id} withholds {context!r} ({'; '.join(why)})"
        raise LocalSemanticError(SNLErrorCode.NO_COMMON_CONTEXT, msg)
    return ContextSupport(
        contexts=tuple(
            SupportedContext(
                context=c,
                authority=agent.vouched[str(c.urn)],
                revoked=(str(c.urn), c.digest) in revoked,
            )
            for c in chosen
        ),
        # Floors declared by any version held, not only those chosen: naming an old
        # version must not bring back what a newer one calls insecure.
        minimums=secure_minimums(agent.floors, agent.contexts),
        authorities=agent.authorities,
        extensions=offered_extensions(agent),
    )


def card_claims(agent: Agent, protocol: str) -> dict[str, object]:
    """The `x-ioa` claims of `agent`'s card (spec 12.10) for an endpoint of `protocol`."""
    features = {"catalogue"}
    if agent.handshake.resume:
        features.add("resumption")
    if agent.semantic.answer_clarifications:
        features.add("clarification")
    if agent.firewall is not None:
        features.add("firewall")
    if agent.filter_results:
        features.add(REQUIRE_OUTPUT_EXTENSION)
    minimums = secure_minimums(agent.floors, agent.contexts)
    claims: dict[str, object] = {"protocol": protocol}
    if agent.authority is not None:
        claims["authority"] = agent.authority
    usable = agent.usable_contexts()  # a context revoked at run time is named nowhere
    urns = {str(c.urn) for c in usable}
    return claims | {
        "authorities": {urn: who for urn, who in agent.vouched.items() if urn in urns},
        "digests": {str(c.urn): c.digest for c in usable},
        "minimums": {name: str(version) for name, version in sorted(minimums.items())},
        "features": sorted(features),
        "tasks": sorted(_offered(agent.handlers, agent.contexts, usable)),
        "handshake_timeout": agent.handshake.timeout,
    }


def _offered(
    handled: Iterable[str], held: Iterable[SharedContext], usable: Iterable[SharedContext]
) -> set[str]:
    """The handled names a card offers: those no context defines, or a usable one does."""
    defined = {name for c in held for name in c.task_names}
    usable_names = {name for c in usable for name in c.task_names}
    return {name for name in handled if name not in defined or name in usable_names}
