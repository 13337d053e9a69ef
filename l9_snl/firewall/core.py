"""The semantic firewall: Cedar policy over validated content, in front of an agent's logic.

Sans-I/O: `Firewall.decide(message, now=...)` turns one incoming message of
a locked session into a Cedar request (principal: the sending `Agent`;
action: its performative; resource: the `Concept` its content names;
context: what the content says, flattened), evaluates it with the schema,
and returns a `Decision`. Anything other than Allow denies: a policy that
errors, a missing attribute, an unknown agent without a permit.

Amounts: the request builder (`l9_snl.firewall.request`) finds every amount
in the content, not only the members it knows (`l9_snl.firewall.amounts`),
and values them with the bundle's valuation table (`policies.Valuation`).
The request says how many it found (`amounts`), whether it could value them
all (`valued`) and what they are worth together in minor units of the
reference currency (`amount_ref_minor`, the largest 64-bit integer when not
all are valued), so that a policy can fail closed on an amount it cannot
value.

Order: the access policies decide (allow, flag, quarantine, reject); for an
allowed message, the `@limit` policies say which limits apply and the rate
limiter counts. Decisions are cached by everything a policy can read (the
whole request, and the policy bundle's digest); rate limits are counted
on every message, cached or not. Each decision is logged as one JSON line.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

import cedarpy

from contexts import SharedContext
from contexts.urn import URN_PREFIX
from l8_comm import Envelope
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall.cache import OwnedCache
from l9_snl.firewall.limits import Key, RateLimiter
from l9_snl.firewall.policies import NAMESPACE, SCHEMA, SCHEMA_TEXT, PolicyBundle
from l9_snl.firewall.request import FirewallRequest, TaskGroup, request_for
from l9_snl.firewall.screen import MAX_SCREENED, TRUNCATED, ConversationTails

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
        # each peer's share of either cache: a quarter (`OwnedCache`)
        self._cache: OwnedCache[tuple[Decision, tuple[str, ...]]] = OwnedCache(cache_size)
        self.limiter = limiter or RateLimiter()
        self._log = log or log_decision
        self._entities: OwnedCache[Any] = OwnedCache(cache_size)
        self.decisions = 0
        """How many decisions were made (for operators and benchmarks)."""
        self.cache_hits = 0

    @property
    def cache_size(self) -> int:
        """How many decisions (and entity sets) are kept at most; 0: none."""
        return self._cache.size

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

    def decide_message(  # noqa: PLR0913 - the message, its context, and a stream's caches
        self,
        envelope: Envelope,
        context: SharedContext,
        *,
        now: float,
        subcontext_type: str = "",
        targets: dict[tuple[str, str, str], Any] | None = None,
        tails: ConversationTails | None = None,
        task_group: TaskGroup | None = None,
        owner: str | None = None,
    ) -> Decision:
        """The decision on one message bound and validated under `context` (spec 13.1).

        The one path an agent's session (`FirewallStage`) and a gateway
        (`GatewayFilter`) both take, so that they decide a message alike: its
        request (`request_for`: every message, whatever its content), then
        `decide` (`owner`: see there). A message not delivered takes its
        conversation's tail with it (`tails`): withheld text carries on in no reading.
        """
        request = request_for(
            envelope,
            context,
            self._bundle,
            subcontext_type=subcontext_type,
            targets=targets,
            tails=tails,
            task_group=task_group,
        )
        decision = self.decide(request, now=now, owner=owner)
        if not decision.delivered and tails is not None:
            tails.forget(envelope.conversation_id)
        return decision

    def decide(self, request: FirewallRequest, *, now: float, owner: str | None = None) -> Decision:
        """The decision for one request; logged, and counted against any limit that applies.

        `now`: the time of the rate windows, in seconds on a monotonic clock (only
        differences count), the same clock for every call on this firewall: a
        driver passes `l7_transport.clock.ticks()`, never the wall time, which steps.
        `owner`: whose share of the caches the request's entries take (`OwnedCache`):
        where a sender's name costs nothing (a gateway without client certificates,
        where each stream names itself), the driver passes where the message came
        from; None: the principal, the sender L9 authenticated.
        """
        self.decisions += 1
        cacheable = request.cacheable()
        key = request.key()
        entry = self._cache.get(key) if cacheable else None
        if entry is not None:
            self.cache_hits += 1
            decision, limits = entry  # stored with cached=True
        else:
            owner = owner or request.principal
            decision = self._evaluate(request, owner)
            if decision.delivered and TRUNCATED in request.signals:
                # Unread text is never let through, whatever the policies say.
                decision = Decision(
                    "quarantine",
                    SNLErrorCode.QUARANTINED,
                    decision.policies,
                    f"withheld for review: free text beyond the screen's {MAX_SCREENED} "
                    "characters was not read",
                )
            found = self._limits_for(request, owner) if decision.delivered else ()
            if isinstance(found, Decision):
                decision, limits = found, ()
            else:
                limits = found
            if cacheable:
                entry = (dataclasses.replace(decision, cached=True), limits)
                self._cache.put(owner, key, entry)
        if limits:
            refused = self._count(request, limits, now)
            if refused is not None:
                decision = refused
        if self._log is not log_decision or decision_logger.isEnabledFor(logging.INFO):
            self._log(_log_record(request, decision))
        return decision

    # -- evaluation --------------------------------------------------------------------------

    def _authorize(self, request: FirewallRequest, policies: Any, owner: str) -> Any:  # noqa: ANN401
        entities = self._entities_for(request, owner)
        return cedarpy.is_authorized(request.cedar(), policies, entities, SCHEMA)

    def _evaluate(self, request: FirewallRequest, owner: str) -> Decision:  # noqa: PLR0911 - one per outcome
        bundle = self._bundle
        if request.problem is not None:
            return _reject((), request.problem)
        result = self._authorize(request, bundle.access, owner)
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
        again = self._authorize(request, rest, owner)
        if again.diagnostics.errors or again.decision != cedarpy.Decision.Allow:
            reasons = tuple(again.diagnostics.reasons)
            return _reject(reasons, "forbidden by policy" if reasons else "no policy permits it")
        if soft == "quarantine":
            return Decision(
                "quarantine", SNLErrorCode.QUARANTINED, forbids, "withheld for review by policy"
            )
        return Decision("flag", None, forbids, "delivered, flagged by policy")

    def _limits_for(self, request: FirewallRequest, owner: str) -> tuple[str, ...] | Decision:
        """The `@limit` policies that apply (pure: cached), or a rejection if one errs."""
        if self._bundle.limits is None:
            return ()
        result = self._authorize(request, self._bundle.limits, owner)
        if result.diagnostics.errors:
            return _reject((), f"limit policy error: {'; '.join(result.diagnostics.errors)}")
        if result.decision != cedarpy.Decision.Allow:
            return ()
        return tuple(result.diagnostics.reasons)

    def _count(
        self, request: FirewallRequest, policies: tuple[str, ...], now: float
    ) -> Decision | None:
        """Count the message against every limit that applies, or none if one is full."""
        windows: dict[Key, tuple[int, int, Key | None]] = {}
        resource = counted_resource(request.resource)
        for policy in policies:
            limit = self._bundle.limit_rules[policy]
            per = request.subcontext_id if limit.per_subcontext else ""
            # by the window's name (`limit_window`), not the policy's: a reload that renames
            # or re-rates a limit counts on (spec 13.3)
            key: Key = (limit.window, request.principal, resource, per)
            if not self.limiter.room(key, limit.count, limit.seconds, now=now):
                return Decision(
                    "reject",
                    SNLErrorCode.RATE_LIMITED,
                    (policy,),
                    f"more than {limit.count} in {limit.seconds} s",
                )
            group = key[:-1] if limit.per_subcontext else None
            most = max(limit.count, windows[key][0]) if key in windows else limit.count
            windows[key] = (most, limit.seconds, group)
        for counted, (most, seconds, group) in windows.items():  # once each: a shared window
            self.limiter.take(counted, most, seconds, now=now, group=group)
        return None

    def _entities_for(self, request: FirewallRequest, owner: str) -> Any:  # noqa: ANN401 - cedarpy.Entities
        key = (request.principal, request.resource, request.kind, request.tags)
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
                    "tags": dict(request.tags),
                },
            ]
            entities = cedarpy.Entities.from_json_str(json.dumps(document), schema=SCHEMA_TEXT)
            if not request.cacheable():
                return entities  # kept by nobody: its tags are a peer's long values
            self._entities.put(owner, key, entities)
        return entities


_VERSION: Final = re.compile(r":v[0-9]+\.[0-9]+(?=#)")


def counted_resource(resource: str) -> str:
    """What a limit counts per besides the agent: the resource without its context's version.

    `urn:contexts:travel:v2.1#ambiguous_parameter` and `...:v2.0#...` are one: the peer
    picks the version it locks, and a limit it could multiply by the versions an agent
    serves would be no limit (spec 13.3).
    """
    return _VERSION.sub("", resource, count=1) if resource.startswith(URN_PREFIX) else resource


def _reject(policies: tuple[str, ...], reason: str) -> Decision:
    return Decision("reject", SNLErrorCode.FORBIDDEN, policies, reason)


def _log_record(request: FirewallRequest, decision: Decision) -> dict[str, Any]:
    record: dict[str, Any] = {
        "principal": request.principal,
        "action": request.action,
        "resource": request.resource,
        "decision": decision.outcome,
        "code": str(decision.code) if decision.code else None,
        "policies": list(decision.policies),
        "reason": decision.reason,
        "cached": decision.cached,
        "screen": request.signals,
        "score": request.score,
    }
    relayed_from = request.relayed_from
    if relayed_from is not None:  # a host's relay: who it says wrote the content
        record["relayed_from"] = relayed_from
    return record


def log_decision(record: dict[str, Any]) -> None:
    """The default decision log: one JSON line on `l9_snl.firewall.decisions` (INFO)."""
    # the fields ride along too, so that a JSON-lines handler writes them as members
    # (`ioa.logs.FIELDS`) rather than a JSON string inside its line
    decision_logger.info(json.dumps(record, separators=(",", ":")), extra={"fields": record})


__all__ = [
    "ANSWERS",
    "Decision",
    "Firewall",
    "FirewallRequest",
    "Outcome",
    "counted_resource",
    "log_decision",
    "request_for",
]
