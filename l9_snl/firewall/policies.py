"""Policy directories: `*.cedar` files and an agent directory, checked whole at load.

A directory holds the policies users write (`*.cedar`, read in name order)
and, optionally, `agents.json`, the agents the firewall knows (organisation
and credentials). `bundle_from_text` parses every file (read from disk by
`l9_snl.firewall.aio.load_policies`), validates every
policy against the shipped Cedar schema (`schema.cedarschema`), reads the
annotations the firewall acts on, and returns an immutable `PolicyBundle`,
or raises `PolicyError` naming the file, the policy and the fault. Nothing
is half-loaded: a directory with one bad file loads nothing.

A valuation table (`valuation.json`, parsed in `valuation`) says what
amounts are worth. `bundle_from_text` takes its text; without one the shipped
table applies. An amount in any other unit is not valued: the request
builder (`core.request_for`) tells the policies so. Where in a `.cedar` text
a parse error is, is found in `cedar_text`.

Annotations:

- `@id("...")` names a policy (`<file stem>/<id>` in decisions and logs;
  without it, `<file stem>/policyN`).
- `@outcome("quarantine" | "flag")` on a forbid: instead of rejecting, the
  message is withheld for review (quarantine) or delivered marked (flag).
- `@limit("N/S")` on a permit: not an access rule; while it applies, at
  most N messages per S seconds per agent and concept (`@per("subcontext")`
  counts per sub-context as well).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Final

import cedarpy

from l8_comm.identifiers import AGENT_ID_PATTERN
from l9_snl.firewall.cedar_text import locate_parse_error
from l9_snl.firewall.findings import PolicyError
from l9_snl.firewall.valuation import (
    DEFAULT_VALUATION,
    DEFAULT_VALUATION_TEXT,
    VALUATION_FILE,
    Valuation,
    unique_keys,
    valuation_from_text,
)

SCHEMA_TEXT: Final = (
    resources.files("l9_snl.firewall").joinpath("schema.cedarschema").read_text("utf-8")
)
"""The Cedar schema every policy is validated and evaluated with."""
SCHEMA: Final = cedarpy.Schema.from_str(SCHEMA_TEXT)
NAMESPACE: Final = "Ioa"
AGENTS_FILE: Final = "agents.json"
MAX_POLICY_FILE: Final = 1 << 20
"""Bytes: a policy file (or agents.json) larger than this is refused."""

_OUTCOMES: Final = frozenset({"reject", "quarantine", "flag"})
_NO_CREDENTIALS: Final[list[str]] = []
_LIMIT: Final = re.compile(r"([1-9][0-9]{0,6})/([1-9][0-9]{0,6})")
_PER: Final = frozenset({"agent", "subcontext"})
_KNOWN_ANNOTATIONS: Final = frozenset({"id", "outcome", "limit", "per"})
_POLICY_ID: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
_PER_ACTION: Final = re.compile(r' for Ioa::Action::"[^"]*"')


@dataclass(frozen=True, slots=True)
class Limit:
    """A rate limit a `@limit` policy sets."""

    policy: str
    """The policy's id."""
    count: int
    """Messages allowed..."""
    seconds: int
    """...per this many seconds."""
    per_subcontext: bool
    """Counted per sub-context as well as per agent and concept."""


@dataclass(frozen=True, slots=True)
class AgentInfo:
    """What the firewall knows of a peer agent."""

    agent_id: str
    organisation: str = ""
    credentials: frozenset[str] = frozenset()

    @property
    def credential_list(self) -> list[str]:
        """The credentials, sorted (as a Cedar set travels)."""
        return sorted(self.credentials)


@dataclass(frozen=True)
class PolicyBundle:
    """A loaded, validated policy directory (immutable; a reload makes a new one)."""

    source: str
    """Where it was loaded from."""
    digest: str
    """SHA-256 over every file's name and bytes: equal digests, equal policies."""
    access: Any
    """Every access policy (cedarpy.PolicySet)."""
    access_without_flags: Any
    """The same without `@outcome("flag")` forbids."""
    access_without_soft: Any
    """The same without `@outcome("flag")` or `@outcome("quarantine")` forbids."""
    limits: Any | None
    """The `@limit` policies (cedarpy.PolicySet), or None when there are none."""
    outcomes: dict[str, str] = field(repr=False)
    """Policy id -> "reject", "quarantine" or "flag" (forbids only)."""
    limit_rules: dict[str, Limit] = field(repr=False)
    """Policy id -> its limit."""
    agents: dict[str, AgentInfo] = field(repr=False)
    """The agent directory."""
    policy_ids: tuple[str, ...] = ()
    """Every policy, in load order."""
    credential_lists: dict[str, list[str]] = field(default_factory=dict, repr=False)
    """Agent -> its credentials, sorted (as requests carry them)."""
    valuation: Valuation = field(default_factory=lambda: DEFAULT_VALUATION, repr=False)
    tag_names: frozenset[str] | None = frozenset()
    """The resource tags the policies read (`hasTag`/`getTag` with a literal name); None
    when one names a tag some other way (then every tag is given). Only these are put
    in a request, so that a decision is cached across values no policy reads."""
    """What amounts are worth (the shipped table unless the directory gives one)."""

    def agent(self, agent_id: str) -> AgentInfo:
        """What the directory says of `agent_id` (unknown: no organisation, no credentials)."""
        return self.agents.get(agent_id) or AgentInfo(agent_id)

    def credentials_of(self, agent_id: str) -> list[str]:
        """The agent's credentials, sorted (shared: do not change the list)."""
        return self.credential_lists.get(agent_id, _NO_CREDENTIALS)


def bundle_from_text(
    texts: dict[str, str],
    agents_json: str | None = None,
    *,
    source: str = "(text)",
    valuation_json: str | None = None,
) -> PolicyBundle:
    """A bundle from policy texts by file name, agents.json's and valuation.json's text.

    `PolicyError` if any is faulty; `source` names where they came from.
    Without `valuation_json` the shipped table values amounts.
    """
    digest = hashlib.sha256()
    policies: dict[str, dict[str, Any]] = {}
    for name in sorted(texts):
        digest.update(name.encode() + b"\0" + texts[name].encode() + b"\0")
        for policy_id, policy in _parse_file(Path(name), texts[name]).items():
            if policy_id in policies:
                raise PolicyError(name, "a policy with this id is already loaded", policy_id)
            policies[policy_id] = policy
    agents: dict[str, AgentInfo] = {}
    if agents_json is not None:
        digest.update(AGENTS_FILE.encode() + b"\0" + agents_json.encode())
        agents = _agents(agents_json)
    valuation = DEFAULT_VALUATION
    if valuation_json is not None:
        digest.update(VALUATION_FILE.encode() + b"\0" + valuation_json.encode())
        valuation = valuation_from_text(valuation_json)
    return _bundle(source, "sha256:" + digest.hexdigest(), policies, agents, valuation)


def _parse_file(path: Path, text: str) -> dict[str, dict[str, Any]]:
    """The file's policies in Cedar's JSON form, keyed `<stem>/<id>`, validated."""
    try:
        parsed = json.loads(cedarpy.policies_to_json_str(text))
    except ValueError as exc:
        where = locate_parse_error(text, str(exc))
        raise PolicyError(path.name, f"{where}does not parse: {exc}") from exc
    if parsed.get("templates"):
        raise PolicyError(path.name, "templates are not supported; write static policies")
    static: dict[str, dict[str, Any]] = parsed.get("staticPolicies", {})
    names: dict[str, str] = {}
    for cedar_id, policy in static.items():
        annotations = policy.get("annotations", {})
        own = annotations.get("id")
        if own is not None and not _POLICY_ID.fullmatch(own):
            raise PolicyError(path.name, f"@id({own!r}) is not a policy id", cedar_id)
        names[cedar_id] = f"{path.stem}/{own or cedar_id}"
    validation = cedarpy.validate_policies(text, SCHEMA)
    if not validation.validation_passed:
        findings: list[str] = []
        for error in validation.errors:
            name = names.get(error.policy_id, error.policy_id)
            message = error.error.replace(f"for policy `{error.policy_id}`, ", "")
            # Cedar says it once per action the policy covers: once is enough
            message = _PER_ACTION.sub("", message)
            line = f"{path.name}, policy {name}: {message}"
            if line not in findings:
                findings.append(line)
        first = validation.errors[0]
        more = len(findings) - 1
        raise PolicyError(
            path.name,
            _PER_ACTION.sub("", first.error.replace(f"for policy `{first.policy_id}`, ", ""))
            + (f" (and {more} more finding{'s' if more > 1 else ''})" if more else ""),
            names.get(first.policy_id, first.policy_id),
            findings=tuple(findings),
        )
    result: dict[str, dict[str, Any]] = {}
    for cedar_id, policy in static.items():
        name = names[cedar_id]
        if name in result:
            raise PolicyError(path.name, "two policies share this id", name)
        _check_annotations(path.name, name, policy)
        result[name] = policy
    return result


def _check_annotations(file: str, name: str, policy: dict[str, Any]) -> None:  # noqa: C901
    annotations: dict[str, str] = policy.get("annotations", {})
    unknown = set(annotations) - _KNOWN_ANNOTATIONS
    if unknown:
        raise PolicyError(file, f"unknown annotation @{min(unknown)}", name)
    for name_of, value in annotations.items():
        if not isinstance(value, str) or (name_of != "id" and not value):
            raise PolicyError(file, f"@{name_of} needs a value", name)
    effect = policy.get("effect")
    outcome = annotations.get("outcome")
    if outcome is not None:
        if effect != "forbid":
            raise PolicyError(file, "@outcome belongs on a forbid policy", name)
        if outcome not in _OUTCOMES:
            raise PolicyError(file, f"@outcome({outcome!r}): one of {sorted(_OUTCOMES)}", name)
    limit = annotations.get("limit")
    if limit is not None:
        if effect != "permit":
            raise PolicyError(
                file, "@limit belongs on a permit policy (it says when to count)", name
            )
        if not _LIMIT.fullmatch(limit):
            raise PolicyError(
                file, f'@limit({limit!r}): write "N/S", N messages per S seconds', name
            )
    per = annotations.get("per")
    if per is not None and (limit is None or per not in _PER):
        raise PolicyError(file, '@per("subcontext") goes with @limit', name)


def _agents(text: str) -> dict[str, AgentInfo]:
    try:
        document = json.loads(text, object_pairs_hook=unique_keys)
    except ValueError as exc:
        raise PolicyError(AGENTS_FILE, f"not JSON: {exc}") from exc
    entries = document.get("agents") if isinstance(document, dict) else None
    if not isinstance(entries, dict):
        raise PolicyError(AGENTS_FILE, 'expected {"agents": {"<agent id>": {...}}}')
    agents: dict[str, AgentInfo] = {}
    for agent_id, entry in entries.items():
        if not AGENT_ID_PATTERN.fullmatch(agent_id):
            raise PolicyError(AGENTS_FILE, f"{agent_id!r} is not an agent id")
        if not isinstance(entry, dict) or set(entry) - {"organisation", "credentials"}:
            raise PolicyError(AGENTS_FILE, f"{agent_id}: only organisation and credentials")
        organisation = entry.get("organisation", "")
        credentials = entry.get("credentials", [])
        if not isinstance(organisation, str) or not (
            isinstance(credentials, list) and all(isinstance(c, str) for c in credentials)
        ):
            raise PolicyError(
                AGENTS_FILE, f"{agent_id}: organisation is a string, credentials a list of strings"
            )
        agents[agent_id] = AgentInfo(agent_id, organisation, frozenset(credentials))
    return agents


def _tags_read(policies: Iterable[Any]) -> frozenset[str] | None:
    """The tag names policies read with a literal name; None if one reads another way."""
    names: set[str] = set()
    todo = list(policies)
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("hasTag", "getTag") and isinstance(value, dict):
                    name = value.get("right")
                    if not (isinstance(name, dict) and isinstance(name.get("Value"), str)):
                        return None
                    names.add(name["Value"])
                todo.append(value)
        elif isinstance(node, list):
            todo.extend(node)
    return frozenset(names)


def _bundle(
    source: str,
    digest: str,
    policies: dict[str, dict[str, Any]],
    agents: dict[str, AgentInfo],
    valuation: Valuation,
) -> PolicyBundle:
    outcomes: dict[str, str] = {}
    limits: dict[str, Limit] = {}
    access: dict[str, dict[str, Any]] = {}
    limit_policies: dict[str, dict[str, Any]] = {}
    for name, policy in policies.items():
        annotations = policy.get("annotations", {})
        if "limit" in annotations:
            count, seconds = _LIMIT.fullmatch(annotations["limit"]).groups()  # type: ignore[union-attr]
            limits[name] = Limit(
                name, int(count), int(seconds), annotations.get("per") == "subcontext"
            )
            limit_policies[name] = policy
            continue
        access[name] = policy
        if policy.get("effect") == "forbid":
            outcomes[name] = annotations.get("outcome", "reject")
    tag_names = _tags_read(policies.values())
    without_flags = {n: p for n, p in access.items() if outcomes.get(n) != "flag"}
    without_soft = {n: p for n, p in access.items() if outcomes.get(n, "reject") == "reject"}
    return PolicyBundle(
        source=source,
        digest=digest,
        access=_policy_set(access),
        access_without_flags=_policy_set(without_flags),
        access_without_soft=_policy_set(without_soft),
        limits=_policy_set(limit_policies) if limit_policies else None,
        outcomes=outcomes,
        limit_rules=limits,
        agents=agents,
        policy_ids=tuple(policies),
        credential_lists={a: sorted(info.credentials) for a, info in agents.items()},
        valuation=valuation,
        tag_names=tag_names,
    )


def _policy_set(policies: dict[str, dict[str, Any]]) -> Any:  # noqa: ANN401 - cedarpy.PolicySet
    document = {"templates": {}, "staticPolicies": policies, "templateLinks": []}
    return cedarpy.PolicySet.from_json_str(json.dumps(document))


__all__ = [
    "AGENTS_FILE",
    "DEFAULT_VALUATION",
    "DEFAULT_VALUATION_TEXT",
    "SCHEMA",
    "SCHEMA_TEXT",
    "VALUATION_FILE",
    "AgentInfo",
    "Limit",
    "PolicyBundle",
    "PolicyError",
    "Valuation",
    "bundle_from_text",
    "locate_parse_error",
    "valuation_from_text",
]
