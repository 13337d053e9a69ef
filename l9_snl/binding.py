"""Binding content to the locked context: what a message names, checked as exactly that.

Every content a locked session receives (or sends) is bound before it has any
effect: a task of the context (`{"task": name, ...}`), a concept of the
context (`{"concept": name, ...}`), one of L9's own clarification concepts,
or a concept the context lacks but the two agents agreed a definition for.
The binding says which, and the content is validated as that and nothing
else: a handler of a task only ever sees content validated as that task.

A peer's definition never shadows a name the locked context defines: a
`concept` naming a task, a concept or a shared definition (`$defs`) of the
context is that name or nothing, whatever the peer defined.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from contexts import SharedContext, is_digest
from contexts.compat.values import integral
from contexts.exceptions import ContentInvalidError, ContextError, UndefinedConceptError
from l8_comm import Performative
from l8_comm.identifiers import AGENT_ID_PATTERN, TOPIC_PATTERN
from l9_snl.clarification import SCHEMAS, ConceptDefinition, validate_clarification
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode

VALIDATED: Final = frozenset(
    {
        Performative.REQUEST,
        Performative.QUERY,
        Performative.PROPOSE,
        Performative.COUNTER_PROPOSE,
        Performative.INFORM,
        Performative.PUBLISH,
    }
)
"""Performatives whose content must be a concept or a task of the locked context."""
_TOPIC: Final = "topic"
"""The member of a publication that is the topic's, not the context's (spec 8.1)."""
_ROUND_ID: Final = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""A round's id (8.2.1), as this member of a contribution or a result may carry it."""
_PUBLISHED: Final[dict[str, re.Pattern[str] | None]] = {"round": _ROUND_ID}
"""What a PUBLISH may carry beside its `topic`, and the one form each may take."""
_DELIVERED: Final[dict[str, re.Pattern[str] | None]] = {
    "topic_seq": None,  # None: a positive integer
    "topic_missed": None,
    "round": _ROUND_ID,
    "round_seq": None,
    "round_count": None,
    "round_from": AGENT_ID_PATTERN,
    "group_from": AGENT_ID_PATTERN,
    "group_member": AGENT_ID_PATTERN,
    "group_event": re.compile(r"joined|left"),
}
"""What the INFORM a host delivers may carry beside its `topic` (8.1.1, 8.2.1): each member
in its one form; in any other it stays in the content and the context judges it. A group's
membership notice (8.3.1) is `group_event` and `group_member` alone."""
_NOTICE: Final = frozenset({"group_event", "group_member"})
"""The members of a group's membership notice, beside the topic's (8.3.1)."""
_SUBSCRIPTION: Final = "subscription"
_MAX_BOUND: Final = 4096


class BindingKind(StrEnum):
    """What a content was bound to."""

    TASK = "task"
    """A task of the locked context (parameters or result validated)."""
    CONCEPT = "concept"
    """A concept of the locked context."""
    CLARIFICATION = "clarification"
    """One of L9's own clarification concepts (`ambiguous_parameter`...), by its schema."""
    AGREED = "agreed"
    """A concept outside the context, validated against a definition the agents agreed on."""
    NONE = "none"
    """Content that names nothing, on a performative that need not (AGREE, REFUSE...)."""
    NOTICE = "notice"
    """A hosted group's membership notice (8.3.1): the pattern's members only, each in its
    one form; nothing of the context's to validate."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Binding:
    """What a message's content is, as the locked context (or an agreed definition) says."""

    kind: BindingKind
    """Task, concept, clarification, agreed concept, or nothing."""
    name: str | None
    """The task or concept named (None for `NONE`)."""
    part: str = "parameters"
    """For a task: what was validated, its `parameters` (a request to run it) or its `result`
    (an answer): only parameters may run a task's handler."""


UNBOUND: Final = Binding(kind=BindingKind.NONE, name=None)
"""The binding of content that names nothing."""
NOTICE: Final = Binding(kind=BindingKind.NOTICE, name=None)
"""The binding of a group's membership notice (8.3.1)."""


class DefinitionNeeded(RemoteSemanticError):  # noqa: N818 - an `undefined_concept` refusal
    """A concept outside the context with no definition yet: it may be asked for (12.13)."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(SNLErrorCode.UNDEFINED_CONCEPT, message)
        self.name = name
        """The concept to ask about."""


def checked_content(content: object, performative: str, protocol: str | None) -> object:
    """The content the context validates: a publication without the topic's members.

    A PUBLISH without its `topic` (and a contribution's `round` id, 8.2.1); the
    INFORM a broker fans it out as (in a `subscription` conversation, 8.1)
    without its `topic`, and without a hosted topic's `topic_seq` and
    `topic_missed` (8.1.1) and a round result's `round`, `round_seq`,
    `round_from` and `round_count` (8.2.1), each only in its one form (a
    topic name, a positive integer, a round id, an agent id). Nothing else is left out, so
    that no content rides past validation (and the firewall's screen) under a
    topic's or a round's member.
    """
    if not isinstance(content, dict):
        return content
    if performative == Performative.PUBLISH:
        allowed = _PUBLISHED
    elif performative == Performative.INFORM and protocol == _SUBSCRIPTION:
        allowed = _DELIVERED
    else:
        return content
    return {
        k: v
        for k, v in content.items()
        if not (k == _TOPIC and _in_form(v, TOPIC_PATTERN))
        and not (k in allowed and _in_form(v, allowed[k]))
    }


def screened_content(
    content: object, performative: str, protocol: str | None, *, locked: str = ""
) -> object:
    """What the firewall's screen reads of a content: without what cannot carry prose.

    In a hosted pattern's messages (a PUBLISH; a host's INFORM in a `subscription`
    conversation; an AGREE, REFUSE or FAILURE of a `subscription` or `confirmed-publish`
    conversation: spec 8.1.1 to 8.3.1) the members that are numbers (`seq`,
    `topic_seq`, `epoch`...), a `digest` (`sha256:` and hex) and `renewed` are left out,
    each only in its one form, and `context` when it is the session's `locked` URN. Every
    string a peer chose is read: names, ids, codes, members, a `reason` (a topic name or
    an agent id can spell an instruction as well as any text); of `members`, the first
    name of each shape (`_one_per_shape`).
    """
    if not isinstance(content, dict) or not _pattern_message(performative, protocol):
        return content
    read = {
        k: v
        for k, v in content.items()
        if not (k in _UNREAD and _UNREAD[k](v)) and not (k == "context" and v == locked)
    }
    members = read.get("members")
    if type(members) is list and all(type(name) is str for name in members):
        read["members"] = _one_per_shape(members)
    return read


def pattern_strings(content: object, performative: str, protocol: str | None) -> list[str]:
    """The strings a peer chose among a hosted pattern's own members (ids, names, codes).

    A closed concept's schema, or a task's part, never names them, so a reading driven by
    the schema would pass them by: the screen reads these too (spec 13.5).
    """
    if not isinstance(content, dict) or not _pattern_message(performative, protocol):
        return []
    found: list[str] = []
    for key in _PATTERN_STRINGS:
        value = content.get(key)
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, list):
            found.extend(_one_per_shape(v for v in value if isinstance(v, str)))
    return found


def _one_per_shape(names: Iterable[str]) -> list[str]:
    """The first of each shape among `names` (a shape: each number standing alone as 0).

    A list of agent ids (a group's `members`) read whole repeats its common words: eight
    members `agent-0` to `agent-7` scored 82 and held every AGREE to a joiner, where
    `agent-0` alone scores 15. Only a number that is a whole segment (between `-`, `_`,
    `.`, `:`, `@`, `/`, spaces or the ends) stands for any number: digits beside letters
    stay as they are (a name in leetspeak is its own shape, so a decoy that differs from
    it only in its digits hides nothing). Each name read is one as sent.
    """
    seen: set[str] = set()
    kept: list[str] = []
    for name in names:
        shape = _NUMBER.sub("0", name)
        if shape not in seen:
            seen.add(shape)
            kept.append(name)
    return kept


_NUMBER: Final = re.compile(r"(?<![^-_.:@/\s])[0-9]+(?![^-_.:@/\s])")
"""A run of digits with a separator or an end on each side."""


def _pattern_message(performative: str, protocol: str | None) -> bool:
    if performative == Performative.PUBLISH:
        return True
    if performative == Performative.INFORM:
        return protocol == _SUBSCRIPTION
    return performative in _ANSWERS and protocol in _PATTERN_PROTOCOLS


def _count(value: object) -> bool:
    value = integral(value)  # an integral number is the integer it is (2.0 is 2)
    return type(value) is int and value >= 0


_UNREAD: Final[dict[str, Callable[[object], bool]]] = {
    **dict.fromkeys(
        (
            "seq",
            "missed",
            "quorum",
            "expected",
            "count",
            "epoch",
            "topic_seq",
            "topic_missed",
            "round_seq",
            "round_count",
        ),
        _count,
    ),
    "deadline": lambda v: type(v) in (int, float) and v > 0,  # type: ignore[operator]
    "expires_in": lambda v: type(v) in (int, float) and v > 0,  # type: ignore[operator]
    "digest": is_digest,
    "renewed": lambda v: v is True,
}
"""Members of a hosted pattern's messages that carry no prose, each in its one form."""
_PATTERN_STRINGS: Final = (
    "topic",
    "round",
    "round_from",
    "group_from",
    "group_member",
    "group_event",
    "code",
    "members",
)
"""A hosted pattern's own members that carry strings a peer chose."""
_ANSWERS: Final = frozenset({Performative.AGREE, Performative.REFUSE, Performative.FAILURE})
_PATTERN_PROTOCOLS: Final = frozenset({_SUBSCRIPTION, "confirmed-publish"})


def _in_form(value: object, pattern: re.Pattern[str] | None) -> bool:
    """Whether a topic's or round's member has its one form.

    A positive integer where there is no pattern (an integral number is the integer it is:
    `3.0` is 3, spec 8.1.1), else a string the pattern matches whole.
    """
    if pattern is None:
        value = integral(value)
        return type(value) is int and value >= 1
    return isinstance(value, str) and pattern.fullmatch(value) is not None


def _is_notice(checked: object, content: object, performative: str, protocol: str | None) -> bool:
    """Whether `content` is a group's membership notice (8.3.1).

    Every member the pattern's, each in its form (`checked_content` left nothing), on a
    subscription's INFORM.
    """
    return (
        checked == {}
        and performative == Performative.INFORM
        and protocol == _SUBSCRIPTION
        and isinstance(content, dict)
        and set(content) >= _NOTICE
    )


def names_content(content: object) -> bool:
    """Whether content names a concept or a task (and must then be one)."""
    return isinstance(content, dict) and ("concept" in content or "task" in content)


def content_error(exc: ContentInvalidError) -> RemoteSemanticError:
    """An `invalid_content` refusal naming the first findings (JSON pointer and message)."""
    details = "; ".join(f"{f.path or '/'}: {f.message}" for f in exc.findings[:3])
    message = f"{exc.message} ({details})" if details else exc.message
    return RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, message)


def context_names(context: SharedContext) -> frozenset[str]:
    """Every name the context defines, in any namespace: tasks, concepts, shared definitions."""
    return frozenset((*context.task_names, *context.concept_names, *context.definitions))


def bind(  # noqa: C901, PLR0912 - one decision per kind of content, in order
    context: SharedContext,
    performative: str,
    content: object,
    protocol: str | None = None,
    definition_of: Callable[[str], ConceptDefinition | None] | None = None,
) -> Binding:
    """Bind `content` to `context` and validate it as what it is bound to.

    `definition_of` gives an agreed definition of a concept the context
    lacks (it is never asked about a name the context defines). Raises
    `RemoteSemanticError`: `undefined_concept` (`DefinitionNeeded` when a
    definition could be asked for), `invalid_content`.
    """
    checked = checked_content(content, performative, protocol)
    if performative not in VALIDATED and not names_content(checked):
        return UNBOUND
    if _is_notice(checked, content, performative, protocol):
        return NOTICE
    if not isinstance(checked, dict):
        raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, "content must be a JSON object")
    concept = checked.get("concept")
    if isinstance(concept, str) and concept in SCHEMAS:
        validate_clarification(checked)
        return _bound(BindingKind.CLARIFICATION, concept)
    try:
        name = context.validate(checked)
    except UndefinedConceptError as exc:
        if "concept" not in checked or not isinstance(concept, str):
            raise RemoteSemanticError(SNLErrorCode.UNDEFINED_CONCEPT, exc.message) from exc
        if concept in context_names(context):
            kind = "task" if concept in context.task_names else "shared definition"
            raise RemoteSemanticError(
                SNLErrorCode.UNDEFINED_CONCEPT,
                f"{concept!r} is a {kind} of {context.urn}, not a concept: no definition "
                "can make it one",
            ) from exc
        definition = definition_of(concept) if definition_of is not None else None
        if definition is None:
            raise DefinitionNeeded(concept, exc.message) from exc
        try:
            definition.validate(checked)
        except ContentInvalidError as invalid:
            raise content_error(invalid) from invalid
        except ContextError as error:
            raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, str(error)) from error
        return _bound(BindingKind.AGREED, concept)
    except ContentInvalidError as exc:
        raise content_error(exc) from exc
    except ContextError as exc:
        raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, str(exc)) from exc
    if "concept" in checked:
        return _bound(BindingKind.CONCEPT, name)
    return _bound(BindingKind.TASK, name, "result" if "result" in checked else "parameters")


_BOUND: dict[tuple[BindingKind, str, str], Binding] = {}
"""Bindings are immutable and few (one per name and part): each is made once."""


def _bound(kind: BindingKind, name: str, part: str = "parameters") -> Binding:
    binding = _BOUND.get((kind, name, part))
    if binding is None:
        binding = Binding(kind=kind, name=name, part=part)
        if len(_BOUND) < _MAX_BOUND:  # names come from peers too (agreed definitions)
            _BOUND[kind, name, part] = binding
    return binding


def check_content(
    context: SharedContext,
    performative: str,
    content: object,
    protocol: str | None = None,
    definition_of: Callable[[str], ConceptDefinition | None] | None = None,
) -> str | None:
    """Validate content as a locked session does (the gateway does too); the name bound.

    See `bind`; None for content a performative need not name.
    """
    return bind(context, performative, content, protocol, definition_of).name


__all__ = [
    "UNBOUND",
    "VALIDATED",
    "Binding",
    "BindingKind",
    "DefinitionNeeded",
    "bind",
    "check_content",
    "checked_content",
    "content_error",
    "context_names",
    "names_content",
]
