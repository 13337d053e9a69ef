"""L9 answers a peer's clarification QUERY itself, within the peer's clarification budget.

A QUERY for `ambiguous_parameter`, `concept_definition` or `context_catalogue` is answered from
the locked context (and this side's own definitions), never by the
application; a peer that asks more than `clarification_limit` questions in
`clarification_window` seconds (over all its sessions) gets `rate_limited`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from contexts import SharedContext
from l8_comm import Envelope, Performative
from l8_comm.exceptions import LocalProtocolError
from l9_snl.catalogue import CONTEXT_CATALOGUE, answer_catalogue
from l9_snl.clarification import (
    AMBIGUOUS_PARAMETER,
    CONCEPT_DEFINITION,
    answer_query,
    validate_clarification,
)
from l9_snl.config import SemanticConfig
from l9_snl.events import ClarificationAnswered
from l9_snl.exceptions import RemoteSemanticError, SemanticError, SNLErrorCode

Reply = Callable[[Envelope, str, Any], Envelope]


def clarify(  # noqa: PLR0913 - the query, and what answering it needs
    envelope: Envelope,
    *,
    context: SharedContext,
    config: SemanticConfig,
    local_definitions: Mapping[str, Any],
    local_id: str,
    peer: str,
    now: float,
    reply: Reply,
) -> ClarificationAnswered | None:
    """Answer `envelope` if it is a clarification QUERY L9 takes; what was answered, if anything."""
    content = envelope.content
    if envelope.performative != Performative.QUERY or not isinstance(content, dict):
        return None
    concept = content.get("concept")
    if concept not in (AMBIGUOUS_PARAMETER, CONCEPT_DEFINITION, CONTEXT_CATALOGUE):
        return None
    if concept == AMBIGUOUS_PARAMETER and not config.answer_clarifications:
        return None
    if not config.clarification_budget.take(
        ("clarification", local_id, peer),
        config.clarification_limit,
        config.clarification_window,
        now=now,
    ):
        refusal = RemoteSemanticError(
            SNLErrorCode.RATE_LIMITED,
            f"{peer} asked more than {config.clarification_limit} clarification "
            f"questions in {config.clarification_window:g} s",
        )
        _answer(reply, envelope, Performative.FAILURE, refusal.as_content())
        return None
    try:
        if concept == CONTEXT_CATALOGUE:
            validate_clarification(content)
            answer = answer_catalogue(context, content)
        else:
            answer = answer_query(context, content, local_definitions)
    except SemanticError as error:
        _answer(reply, envelope, Performative.FAILURE, error.as_content())
        return None
    answered = _answer(reply, envelope, Performative.INFORM, answer)
    return ClarificationAnswered(query=envelope, answer=answer) if answered else None


def _answer(reply: Reply, query: Envelope, performative: str, content: dict[str, Any]) -> bool:
    """Answer a clarification QUERY; False when it can no longer be answered.

    A later frame of the same read may have ended the session or the query's
    conversation (the peer took an illegal step in it): then there is nobody
    to answer, and nothing else is owed.
    """
    try:
        reply(query, performative, content)
    except LocalProtocolError:
        return False
    return True


__all__ = ["clarify"]
