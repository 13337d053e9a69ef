"""The semantic firewall: Cedar policy over validated content, in front of an agent's logic.

Sans-I/O: `Firewall.decide(message, now=...)` turns one incoming message of
a locked session into a Cedar request (principal: the sending `Agent`;
action: its performative; resource: the `Concept` its content names;
context: what the content says, flattened), evaluates it with the schema,
and returns a `Decision`. Anything other than Allow denies: a policy that
errors, a missing attribute, an unknown agent without a permit.

Amounts: the request builder finds every amount in the content (not only
the members it knows: `_walk`) and values them with the bundle's valuation
table (`policies.Valuation`). The request says how many it found
(`amounts`), whether it could value them all (`valued`) and what they are
worth together in minor units of the reference currency
(`amount_ref_minor`, the largest 64-bit integer when not all are valued),
so that a policy can fail closed on an amount it cannot value.

Order: the access policies decide (allow, flag, quarantine, reject); for an
allowed message, the `@limit` policies say which limits apply and the rate
limiter counts. Decisions are cached by everything a policy can read (the
whole request, and the policy bundle's digest); rate limits are counted
on every message, cached or not. Each decision is logged as one JSON line.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import logging
import re
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

import cedarpy
import orjson

from contexts import SharedContext
from l8_comm import Envelope
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.limits import RateLimiter
from l9_snl.firewall.policies import NAMESPACE, SCHEMA, SCHEMA_TEXT, PolicyBundle, Valuation
from l9_snl.firewall.screen import CLEAN, free_text, screen_text

logger = logging.getLogger("l9_snl.firewall")
decision_logger = logging.getLogger("l9_snl.firewall.decisions")
"""One JSON line per decision (INFO), for a log pipeline."""

Outcome = Literal["allow", "flag", "quarantine", "reject"]
DEFAULT_CACHE_SIZE: Final = 4096
ANSWERS: Final[Mapping[str, str]] = {
    "REQUEST": "REFUSE",
    "SUBSCRIBE": "REFUSE",
    "QUERY": "FAILURE",
    "PROPOSE": "REJECT",
    "COUNTER_PROPOSE": "REJECT",
}
"""How a stopped message is answered in its conversation; any other is refused unapplied
(NOT_UNDERSTOOD): a refusal must never let the message take effect (spec 13.4)."""
_AMOUNT_KEYS: Final = ("amount", "amount_minor")
_LONG: Final = (-(2**63), 2**63 - 1)
_OTHER, _MINOR, _MONEY, _CURRENCY = range(4)
"""What a member name is to the amount walk: nothing, an amount in minor units of the
`currency` beside it (the valuation's `minor_unit_fields`), money of unknown unit, the
currency itself."""
_MONEY_WORDS: Final = frozenset(
    {
        *("amount", "amounts", "price", "prices", "total", "totals", "subtotal", "sum"),
        *("cost", "costs", "fee", "fees", "fare", "fares", "balance", "balances", "money"),
        *("pay", "payment", "payments", "payout", "charge", "charges", "tax", "taxes"),
        *("refund", "deposit", "transfer", "cash", "funds", "principal", "tip", "wage"),
        *("salary", "budget", "credit", "debit", "minor", "major", "cents", "cent"),
    }
)
"""A member whose name has one of these words (snake_case or camelCase) holds money."""
_WORDS: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
_ASCII_LETTER: Final = re.compile(r"[A-Za-z]")
_ASCII_DIGIT: Final = re.compile(r"[0-9]")
_EXPONENT: Final = re.compile(r"[+-]?[0-9.]+[eE][+-]?[0-9]+")
_MAX_NUMBER_TEXT: Final = 256
"""A string in a money member longer than this is not read: with a digit, it is an amount the
firewall cannot value (fail closed). Peer strings go through one-character scans only: no
pattern here backtracks over them (a quadratic one did, 4.9 s at 32 KB)."""
_MAX_WALK_DEPTH: Final = 64
_MAX_KINDS: Final = 4096
_ABSENT: Final = object()


@dataclass(frozen=True, slots=True)
class Decision:
    """What the firewall decided about one message, and why."""

    outcome: Outcome
    """allow, flag (deliver, marked), quarantine (withhold for review) or reject."""
    code: SNLErrorCode | None
    """For quarantine and reject: the code the sender receives."""
    policies: tuple[str, ...]
    """The policies that decided (satisfied permits for an allow, forbids for a denial)."""
    reason: str
    """A sentence for people."""
    cached: bool = False
    """True when the access decision came from the cache."""

    @property
    def delivered(self) -> bool:
        """True when the agent's logic receives the message (allow or flag)."""
        return self.outcome in ("allow", "flag")


class FirewallRequest:
    """The Cedar request for one message, with what the limiter needs.

    Built by `request_for`, it holds the facts it read (`fingerprint`) and
    makes the Cedar context from them only when a policy must be evaluated
    (a cache miss); built by hand, it takes the context as given.
    """

    __slots__ = (
        "_context",
        "_credentials",
        "action",
        "fingerprint",
        "principal",
        "problem",
        "resource",
    )

    def __init__(  # noqa: PLR0913 - the request's parts
        self,
        principal: str,
        action: str,
        resource: str,
        context: dict[str, Any] | None = None,
        problem: str | None = None,
        *,
        fingerprint: tuple[Any, ...] | None = None,
        credentials: list[str] | None = None,
    ) -> None:
        self.principal = principal
        self.action = action
        self.resource = resource
        self.problem = problem
        """Set when the message cannot be put to the policies faithfully (it is then refused)."""
        self.fingerprint = fingerprint
        """What `request_for` read, as a tuple: the cache key (see `key`)."""
        self._context = context
        self._credentials = credentials or []

    @property
    def context(self) -> dict[str, Any]:
        """The Cedar request context (`Ioa::Message`)."""
        if self._context is None:
            self._context = _context_of(self.fingerprint or (), self._credentials)
        return self._context

    @property
    def kind(self) -> str:
        """`concept` or `task`."""
        return str(self.fingerprint[3]) if self.fingerprint else str(self.context.get("kind", ""))

    @property
    def subcontext_id(self) -> str:
        """The message's sub-context, or ""."""
        if self.fingerprint:
            return str(self.fingerprint[5])
        return str(self.context.get("subcontext_id", ""))

    @property
    def signals(self) -> list[str]:
        """What the screen found."""
        if self.fingerprint:
            return sorted(self.fingerprint[6].signals)
        return list((self.context.get("screen") or {}).get("signals", []))

    def cedar(self) -> dict[str, Any]:
        """The request as cedarpy takes it."""
        return {
            "principal": {"type": f"{NAMESPACE}::Agent", "id": self.principal},
            "action": {"type": f"{NAMESPACE}::Action", "id": self.action},
            "resource": {"type": f"{NAMESPACE}::Concept", "id": self.resource},
            "context": self.context,
        }

    def key(self) -> Hashable:
        """Everything a policy can read of this request (the cache key).

        The sender's credentials and organisation are the bundle's: the cache
        is emptied when the bundle changes.
        """
        if self.fingerprint is not None:
            return self.fingerprint
        return orjson.dumps(
            [self.principal, self.action, self.resource, self.context, self.problem],
            option=orjson.OPT_SORT_KEYS,
        )


_FACTS: Final = (
    "principal",
    "performative",
    "resource",
    "kind",
    "subcontext_type",
    "subcontext_id",
    "screen",
    "parameter",
    "amount",
    "amount_minor",
    "currency",
    "problem",
    "amounts",
    "valued",
    "amount_ref_minor",
)


def _context_of(fingerprint: tuple[Any, ...], credentials: list[str]) -> dict[str, Any]:
    facts = dict(zip(_FACTS, fingerprint, strict=True))
    urn, _, concept = str(facts["resource"]).partition("#")
    screened = facts["screen"]
    context: dict[str, Any] = {
        "performative": facts["performative"],
        "context_urn": urn,
        "concept": concept,
        "kind": facts["kind"],
        "credentials": credentials,
        "screen": _CLEAN if screened is CLEAN else screened.as_cedar(),
        "subcontext_type": facts["subcontext_type"],
        "subcontext_id": facts["subcontext_id"],
        "amounts": facts["amounts"],
        "valued": facts["valued"],
        "amount_ref_minor": facts["amount_ref_minor"],
    }
    for optional in ("parameter", "amount", "amount_minor", "currency"):
        if facts[optional] is not None:
            context[optional] = facts[optional]
    return context


def request_for(
    envelope: Envelope,
    context: SharedContext,
    bundle: PolicyBundle,
    *,
    subcontext_type: str = "",
    targets: dict[tuple[str, str, str], _Target] | None = None,
) -> FirewallRequest | None:
    """The request for a message whose content names a concept or task (else None).

    `targets` is a cache the caller keeps for one context (a session does).
    """
    content = envelope.content
    if type(content) is not dict:
        return None
    concept, kind = content.get("concept"), "concept"
    if type(concept) is not str:
        concept, kind = content.get("task"), "task"
        if type(concept) is not str:
            return None
    part = "result" if kind == "task" and "result" in content else "parameters"
    if targets is None:
        target = _target(context, concept, kind, part)
    else:  # a session's own table: one context, no hashing of it per message
        target = targets.get((concept, kind, part)) or targets.setdefault(
            (concept, kind, part), _target(context, concept, kind, part)
        )
    values = content.get(part) if kind == "task" else content
    texts = target.free_text(values)
    screened = screen_text(texts) if texts else CLEAN
    sender, performative = envelope.sender, envelope.performative
    parameter = content.get("parameter") if "parameter" in content else None
    problem = target.insecure
    found, valued, worth = _amounts_in(content, bundle.valuation)
    amounts: dict[str, int | None] = {"amount": None, "amount_minor": None}
    if type(values) is dict and ("amount" in values or "amount_minor" in values):
        for key in _AMOUNT_KEYS:
            if key not in values:
                continue
            amounts[key] = _long(values[key])
            if amounts[key] is None and problem is None:
                shown = repr(values[key])[:40]
                problem = f"{key} {shown} is not a 64-bit integer: policies cannot read it"
    currency = values.get("currency") if type(values) is dict else None
    fingerprint = (
        sender,
        performative,
        target.resource,
        kind,
        subcontext_type,
        envelope.context_id or "",
        screened,
        parameter if type(parameter) is str else None,
        amounts["amount"],
        amounts["amount_minor"],
        currency if type(currency) is str else None,
        problem,
        found,
        valued,
        worth,
    )
    return FirewallRequest(
        sender,
        performative,
        target.resource,
        None,
        problem,
        fingerprint=fingerprint,
        credentials=bundle.credentials_of(sender),
    )


def _long(value: object) -> int | None:
    """`value` as a Cedar Long, if it is one (an integral float counts: 2e6 is 2000000)."""
    if type(value) is float and value.is_integer():
        value = int(value)
    if type(value) is int and _LONG[0] <= value <= _LONG[1]:
        return value
    return None


def _amounts_in(content: dict[str, Any], valuation: Valuation) -> tuple[int, bool, int]:
    """(amounts found, all of them valued, their worth in reference minor units).

    The worth is the sum of the valued amounts, or the largest Long when any
    amount could not be valued (or the sum is not a Long): a policy that
    compares it with a threshold without reading `valued` still fails closed.
    """
    kinds = valuation.kinds
    if "currency" not in content:  # the common case: flat content with no money in it
        for key, value in content.items():
            kind_of = type(value)
            if kinds.get(key) != _OTHER or kind_of is dict or kind_of is list:
                break
        else:
            return 0, True, 0
    tally = [0, 0, 0]  # amounts, worth, unvalued (0 or 1)
    _walk(content, valuation, tally, 0, money=False)
    count, worth, unvalued = tally
    if count == 0:
        return 0, True, 0
    if unvalued or worth > _LONG[1]:
        return count, False, _LONG[1]
    return count, True, worth


def _walk(  # noqa: C901, PLR0912 - one branch per kind of member, on the hot path
    node: object, valuation: Valuation, tally: list[int], depth: int, *, money: bool
) -> None:
    """Count and value the amounts of `node` (a dict or list) into `tally`.

    An amount is: a member of `valuation.minor_fields` (valued when it is a
    64-bit integer >= 0 and the `currency` member beside it is a code of the
    table); else a number (or a string that reads as one) in a member named
    for money (`_MONEY_WORDS`) or anywhere under such a member; else a number
    beside a `currency` member. Only the first kind can be valued.
    """
    if depth > _MAX_WALK_DEPTH:  # deeper than any L8 limit allows by default: fail closed
        tally[0] += 1
        tally[2] = 1
        return
    if type(node) is list:
        for item in node:
            kind_of = type(item)
            if kind_of is dict or kind_of is list:
                _walk(item, valuation, tally, depth + 1, money=money)
            elif money and _is_number(item):
                tally[0] += 1
                tally[2] = 1
        return
    if type(node) is not dict:
        return
    kinds = valuation.kinds
    currency = node.get("currency", _ABSENT)
    for key, value in node.items():
        kind = kinds.get(key)
        if kind is None:
            kind = _kind(key, valuation)
        type_of = type(value)
        if kind == _MINOR:
            tally[0] += 1
            amount = int(value) if type_of is float and value.is_integer() else value
            worth = valuation.value(amount, currency) if type(amount) is int else None
            if worth is None:
                tally[2] = 1
            else:
                tally[1] += worth
        elif type_of is dict or type_of is list:
            _walk(value, valuation, tally, depth + 1, money=money or kind == _MONEY)
        elif kind == _CURRENCY:
            continue
        elif (money or kind == _MONEY) and _is_number(value):
            tally[0] += 1
            tally[2] = 1
        elif currency is not _ABSENT and (type_of is int or type_of is float):
            tally[0] += 1  # a number beside a currency (a string there is a flight number...)
            tally[2] = 1


def _is_number(value: object) -> bool:
    """A number, or a string that reads as one, in time linear in the string.

    Digits and no letters (`1,250.00`, `$100`, `-1`), or an exponent form (`1.5e6`).
    """
    kind = type(value)
    if kind is int or kind is float:
        return True
    if not isinstance(value, str) or _ASCII_DIGIT.search(value) is None:
        return False
    if len(value) > _MAX_NUMBER_TEXT or _ASCII_LETTER.search(value) is None:
        return True
    return _EXPONENT.fullmatch(value.strip()) is not None


def _kind(key: str, valuation: Valuation) -> int:
    """What member `key` is to `_walk` (remembered per valuation, at most `_MAX_KINDS` names)."""
    if type(key) is not str:  # JSON names are strings; anything else names no money
        return _OTHER
    if key == "currency":
        kind = _CURRENCY
    elif key in valuation.minor_fields:
        kind = _MINOR
    elif any(word.lower() in _MONEY_WORDS for word in _WORDS.findall(key)):
        kind = _MONEY
    else:
        kind = _OTHER
    if len(valuation.kinds) >= _MAX_KINDS:  # a peer inventing names: start again
        valuation.kinds.clear()
    valuation.kinds[key] = kind
    return kind


_CLEAN: Final = CLEAN.as_cedar()


@dataclass(frozen=True, slots=True)
class _Target:
    """What a concept or task of a context means to the firewall (computed once)."""

    urn: str
    resource: str
    schema: Mapping[str, Any] | None
    free_keys: frozenset[str]
    """Top-level members whose strings are free text."""
    walk_keys: frozenset[str]
    """Top-level members to walk (objects and arrays, or unknown members of an open schema)."""
    closed: bool
    insecure: str | None = None
    """Why the context may not be used (below its declared minimum secure version), or None."""

    def free_text(self, values: object) -> list[str]:
        """The free-text strings of the content (or of a task's parameters)."""
        if type(values) is not dict or self.schema is None:
            return free_text(values, self.schema) if values is not None else []
        texts: list[str] = []
        properties = self.schema.get("properties") or {}
        for key, value in values.items():
            if key in self.free_keys:
                if type(value) is str:
                    texts.append(value)
                elif type(value) is dict or type(value) is list:
                    texts.extend(free_text(value, properties.get(key)))
            elif key in self.walk_keys or (not self.closed and key not in properties):
                texts.extend(free_text(value, properties.get(key)))
        return texts


@functools.lru_cache(maxsize=1024)
def _target(context: SharedContext, name: str, kind: str, part: str = "parameters") -> _Target:
    urn = str(context.urn)
    try:
        schema: Mapping[str, Any] | None
        if kind == "concept":
            schema = context.concept_schema(name)
        else:
            task = context.task(name)
            schema = task.result if part == "result" else task.parameters
    except KeyError:
        schema = None  # L9's own concepts (clarification), or unknown: every string is screened
    properties = (schema or {}).get("properties") or {}
    free, walk = set(), set()
    for key, sub in properties.items():
        if not isinstance(sub, dict) or _constrained(sub):
            continue
        if sub.get("type") in ("object", "array"):
            walk.add(key)
        else:
            free.add(key)
    closed = schema is not None and schema.get("additionalProperties") is False
    insecure = None
    if context.below_minimum_secure_version:
        insecure = f"{urn} is below its minimum secure version {context.minimum_secure_version}"
    return _Target(urn, f"{urn}#{name}", schema, frozenset(free), frozenset(walk), closed, insecure)


def _constrained(schema: Mapping[str, Any]) -> bool:
    return any(key in schema for key in ("enum", "const", "pattern", "format"))


class Firewall:
    """Cedar policy in front of one agent (or, in a gateway, many)."""

    def __init__(
        self,
        bundle: PolicyBundle,
        *,
        cache_size: int = DEFAULT_CACHE_SIZE,
        limiter: RateLimiter | None = None,
        log: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self._bundle = bundle
        self.cache_size = cache_size
        self._cache: dict[Hashable, tuple[Decision, tuple[str, ...]]] = {}
        self.limiter = limiter or RateLimiter()
        self._log = log or log_decision
        self._entities: dict[tuple[str, str, str], Any] = {}
        self.decisions = 0
        """How many decisions were made (for operators and benchmarks)."""
        self.cache_hits = 0

    @property
    def bundle(self) -> PolicyBundle:
        """The policies in force."""
        return self._bundle

    def replace(self, bundle: PolicyBundle) -> None:
        """Put a new policy bundle in force (the cache is cleared; rate counts are kept)."""
        self._bundle = bundle
        self._cache.clear()
        self._entities.clear()
        logger.info("firewall: %d policies in force (%s)", len(bundle.policy_ids), bundle.digest)

    def decide(self, request: FirewallRequest, *, now: float) -> Decision:
        """The decision for one request; logged, and counted against any limit that applies."""
        self.decisions += 1
        key = request.key()
        entry = self._cache.get(key)
        if entry is not None:
            self.cache_hits += 1
            decision, limits = entry  # stored with cached=True
        else:
            decision = self._evaluate(request)
            found = self._limits_for(request) if decision.delivered else ()
            if isinstance(found, Decision):
                decision, limits = found, ()
            else:
                limits = found
            self._cache[key] = (dataclasses.replace(decision, cached=True), limits)
            if len(self._cache) > self.cache_size:
                del self._cache[next(iter(self._cache))]  # the oldest entry goes
        if limits:
            refused = self._count(request, limits, now)
            if refused is not None:
                decision = refused
        if self._log is not log_decision or decision_logger.isEnabledFor(logging.INFO):
            self._log(_log_record(request, decision))
        return decision

    # -- evaluation --------------------------------------------------------------------------

    def _authorize(self, request: FirewallRequest, policies: Any) -> Any:  # noqa: ANN401
        entities = self._entities_for(request)
        return cedarpy.is_authorized(request.cedar(), policies, entities, SCHEMA)

    def _evaluate(self, request: FirewallRequest) -> Decision:  # noqa: PLR0911 - one per outcome
        bundle = self._bundle
        if request.problem is not None:
            return _reject((), request.problem)
        result = self._authorize(request, bundle.access)
        errors = list(result.diagnostics.errors)
        if errors or result.decision not in (cedarpy.Decision.Allow, cedarpy.Decision.Deny):
            # A policy that errs is skipped by Cedar: a skipped forbid must never allow.
            return _reject(tuple(result.diagnostics.reasons), f"policy error: {'; '.join(errors)}")
        if result.decision == cedarpy.Decision.Allow:
            return Decision("allow", None, tuple(result.diagnostics.reasons), "a policy permits it")
        forbids = tuple(result.diagnostics.reasons)
        if not forbids:
            return _reject((), "no policy permits it")
        outcomes = {bundle.outcomes.get(p, "reject") for p in forbids}
        if "reject" in outcomes:
            hard = tuple(p for p in forbids if bundle.outcomes.get(p, "reject") == "reject")
            return _reject(hard, "forbidden by policy")
        soft = "quarantine" if "quarantine" in outcomes else "flag"
        rest = bundle.access_without_soft if soft == "quarantine" else bundle.access_without_flags
        again = self._authorize(request, rest)
        if again.diagnostics.errors or again.decision != cedarpy.Decision.Allow:
            reasons = tuple(again.diagnostics.reasons)
            return _reject(reasons, "forbidden by policy" if reasons else "no policy permits it")
        if soft == "quarantine":
            return Decision(
                "quarantine", SNLErrorCode.QUARANTINED, forbids, "withheld for review by policy"
            )
        return Decision("flag", None, forbids, "delivered, flagged by policy")

    def _limits_for(self, request: FirewallRequest) -> tuple[str, ...] | Decision:
        """The `@limit` policies that apply (pure: cached), or a rejection if one errs."""
        if self._bundle.limits is None:
            return ()
        result = self._authorize(request, self._bundle.limits)
        if result.diagnostics.errors:
            return _reject((), f"limit policy error: {'; '.join(result.diagnostics.errors)}")
        if result.decision != cedarpy.Decision.Allow:
            return ()
        return tuple(result.diagnostics.reasons)

    def _count(
        self, request: FirewallRequest, policies: tuple[str, ...], now: float
    ) -> Decision | None:
        """Count the message against every limit that applies, or none if one is full."""
        windows = []
        for policy in policies:
            limit = self._bundle.limit_rules[policy]
            per = request.subcontext_id if limit.per_subcontext else ""
            rate = f"{limit.count}/{limit.seconds}"
            key = (policy, rate, request.principal, request.resource, per)
            if not self.limiter.room(key, limit.count, limit.seconds, now=now):
                return Decision(
                    "reject",
                    SNLErrorCode.RATE_LIMITED,
                    (policy,),
                    f"more than {limit.count} in {limit.seconds} s",
                )
            windows.append((key, limit))
        for key, limit in windows:
            self.limiter.take(key, limit.count, limit.seconds, now=now)
        return None

    def _entities_for(self, request: FirewallRequest) -> Any:  # noqa: ANN401 - cedarpy.Entities
        key = (request.principal, request.resource, request.kind)
        entities = self._entities.get(key)
        if entities is None:
            agent = self._bundle.agent(request.principal)
            urn, _, name = request.resource.partition("#")
            document = [
                {
                    "uid": {"type": f"{NAMESPACE}::Agent", "id": agent.agent_id},
                    "attrs": {
                        "organisation": agent.organisation,
                        "credentials": sorted(agent.credentials),
                    },
                    "parents": (
                        [{"type": f"{NAMESPACE}::Organisation", "id": agent.organisation}]
                        if agent.organisation
                        else []
                    ),
                },
                {
                    "uid": {"type": f"{NAMESPACE}::Concept", "id": request.resource},
                    "attrs": {"name": name, "kind": request.kind},
                    "parents": [{"type": f"{NAMESPACE}::Context", "id": urn}],
                },
            ]
            entities = cedarpy.Entities.from_json_str(json.dumps(document), schema=SCHEMA_TEXT)
            if len(self._entities) >= self.cache_size:
                self._entities.clear()
            self._entities[key] = entities
        return entities


def _reject(policies: tuple[str, ...], reason: str) -> Decision:
    return Decision("reject", SNLErrorCode.FORBIDDEN, policies, reason)


def _log_record(request: FirewallRequest, decision: Decision) -> dict[str, Any]:
    return {
        "principal": request.principal,
        "action": request.action,
        "resource": request.resource,
        "decision": decision.outcome,
        "code": str(decision.code) if decision.code else None,
        "policies": list(decision.policies),
        "reason": decision.reason,
        "cached": decision.cached,
        "screen": request.signals,
    }


def log_decision(record: dict[str, Any]) -> None:
    """The default decision log: one JSON line on `l9_snl.firewall.decisions` (INFO)."""
    decision_logger.info(json.dumps(record, separators=(",", ":")))


__all__ = [
    "ANSWERS",
    "Decision",
    "Firewall",
    "FirewallRequest",
    "Outcome",
    "log_decision",
    "request_for",
]
