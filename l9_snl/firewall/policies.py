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
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Final

import cedarpy

from contexts.explainer import depth_of
from contexts.lint import json_pointer
from contexts.positions import position_of, value_positions
from l8_comm.identifiers import AGENT_ID_PATTERN
from l9_snl.firewall.cedar_text import (
    Fault,
    first_token,
    line_column,
    locate_parse_error,
    parse_statement,
    statements,
)
from l9_snl.firewall.findings import Finding, PolicyError
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
MAX_POLICIES: Final = 10_000
"""Policies in one directory at most: past it the directory is refused, the rest of its
files unread. cedarpy holds Python's interpreter lock while it builds a set, so a reload
holds an event loop for as long (an outside attack: 32,000 policies, stalls of ~3 s;
10,000, under ~1 s here)."""

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
    window: str
    """What the limit's window is known by across reloads (`limit_window`)."""


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
    """What amounts are worth (the shipped table unless the directory gives one)."""
    tag_names: frozenset[str] | None = frozenset()
    """The resource tags the policies read (`hasTag`/`getTag` with a literal name); None
    when one names a tag some other way (then every tag is given). Only these are put
    in a request, so that a decision is cached across values no policy reads."""
    reads_score: bool = True
    """Whether a policy may read the screen's score (`context.screen.score`, or the record
    or the context whole). When none does, requests that differ only in score share their
    cached decision: a message's ids are screened too, and random ids move the score of
    ordinary text by a few points, which kept most messages out of the cache."""

    def agent(self, agent_id: str) -> AgentInfo:
        """What the directory says of `agent_id` (unknown: no organisation, no credentials)."""
        return self.agents.get(agent_id) or AgentInfo(agent_id)

    def credentials_of(self, agent_id: str) -> list[str]:
        """The agent's credentials, sorted (shared: do not change the list)."""
        return self.credential_lists.get(agent_id, _NO_CREDENTIALS)


@dataclass(frozen=True, kw_only=True, slots=True)
class PolicyLint:
    """What checking a policy directory found: its bundle when whole, else every fault."""

    bundle: PolicyBundle | None
    """The bundle, or None when any finding is an error."""
    findings: tuple[Finding, ...]
    """Every fault, file by file in load order (`*.cedar`, agents.json, valuation.json)."""


def bundle_from_text(
    texts: dict[str, str],
    agents_json: str | None = None,
    *,
    source: str = "(text)",
    valuation_json: str | None = None,
) -> PolicyBundle:
    """A bundle from policy texts by file name, agents.json's and valuation.json's text.

    `PolicyError` if any is faulty (naming the first fault, carrying all);
    `source` names where they came from. Without `valuation_json` the shipped
    table values amounts.
    """
    checked = lint_texts(texts, agents_json, source=source, valuation_json=valuation_json)
    if checked.bundle is None:
        raise PolicyError.refusing(checked.findings)
    return checked.bundle


def lint_texts(
    texts: dict[str, str],
    agents_json: str | None = None,
    *,
    source: str = "(text)",
    valuation_json: str | None = None,
) -> PolicyLint:
    """Every fault of policy texts by file name, agents.json's and valuation.json's text.

    Nothing stops at the first fault: each file is checked, each `.cedar` file
    statement by statement, so that one bad policy hides no other.
    """
    digest = hashlib.sha256()
    findings: list[Finding] = []
    policies = _policies_of(texts, digest, findings)
    agents: dict[str, AgentInfo] = {}
    if agents_json is not None:
        _digest_file(digest, AGENTS_FILE, agents_json)
        try:
            agents = _agents(agents_json)
        except PolicyError as error:
            findings.append(_json_finding(error, "agents", agents_json))
    valuation = DEFAULT_VALUATION
    if valuation_json is not None:
        _digest_file(digest, VALUATION_FILE, valuation_json)
        try:
            valuation = valuation_from_text(valuation_json)
        except PolicyError as error:
            findings.append(_json_finding(error, "valuation", valuation_json))
    if any(finding.severity == "error" for finding in findings):
        return PolicyLint(bundle=None, findings=tuple(findings))
    bundle = _bundle(source, "sha256:" + digest.hexdigest(), policies, agents, valuation)
    return PolicyLint(bundle=bundle, findings=tuple(findings))


def _policies_of(
    texts: dict[str, str],
    digest: Any,  # noqa: ANN401 - a hashlib object
    findings: list[Finding],
) -> dict[str, dict[str, Any]]:
    """Every policy of the `.cedar` texts by id (their faults to `findings`), each digested."""
    policies: dict[str, dict[str, Any]] = {}
    for name in sorted(texts):
        _digest_file(digest, name, texts[name])
        if len(policies) > MAX_POLICIES:  # the files after it are not parsed (see the bound)
            continue
        checked = _PolicyFile(Path(name), texts[name])
        for policy_id, placed in checked.policies.items():
            if policy_id in policies:
                message = "a policy with this id is already loaded"
                checked.fault("duplicate-id", message, placed, policy_id)
            policies[policy_id] = placed.policy
        findings.extend(checked.findings)
        if len(policies) > MAX_POLICIES:
            message = f"more than {MAX_POLICIES} policies in the directory (this file reaches it)"
            findings.append(Finding(file=name, code="too-many-policies", message=message))
    return policies


def _digest_file(digest: Any, name: str, text: str) -> None:  # noqa: ANN401 - a hashlib object
    """Add one file to a bundle's digest: its name and bytes, each after its length.

    Separators alone let one set of files digest as another (a comment holding a NUL and
    the next file's name read as that file): the decision cache, kept across a reload
    with an unchanged digest, would then answer from policies no longer in force.
    """
    for part in (os.fsencode(name), text.encode()):
        digest.update(len(part).to_bytes(8, "big") + part)


def _json_finding(error: PolicyError, code: str, text: str) -> Finding:
    """A JSON file's fault, placed where the text has it (the value it names)."""
    cause = error.__cause__
    at: tuple[int, int] | None = None
    if isinstance(cause, json.JSONDecodeError):
        at = (cause.lineno, cause.colno)
    elif error.pointer is not None:
        at = position_of(error.pointer, value_positions(text))
    line, column = at or (None, None)
    return Finding(file=error.path, code=code, message=error.message, line=line, column=column)


@dataclass(frozen=True, slots=True)
class _Placed:
    """A policy in Cedar's JSON form, and where its statement starts."""

    policy: dict[str, Any]
    line: int
    column: int


class _PolicyFile:
    """One `.cedar` file checked: its sound policies, keyed `<stem>/<id>`, and its faults.

    Each statement is parsed alone, so that a parse error hides no later fault;
    the statements that parse are validated together (their policies keep the
    ids Cedar gives a whole file, `policyN`, when every statement parses).
    """

    def __init__(self, path: Path, text: str) -> None:
        self.file = path.name
        self.findings: list[Finding] = []
        """Every fault, in the order of the text."""
        self.policies: dict[str, _Placed] = {}
        """The policies without a fault of their own."""
        placed, parsed = self._parse(text)
        if not placed and not self.findings:  # an empty file: often one caught mid-rewrite
            self.findings.append(
                Finding(
                    file=self.file,
                    code="empty",
                    message="no policy in it (a file being written? replace policy files "
                    "whole, with mv; remove a file to drop its policies)",
                )
            )
        names = [self._name(path.stem, index, one) for index, one in enumerate(placed)]
        invalid = self._validate("\n".join(parsed), names, placed)
        for name, one in zip(names, placed, strict=True):
            try:
                _check_annotations(self.file, name, one.policy)
            except PolicyError as error:
                self.fault("annotation", error.message, one, name)
            if name in self.policies:
                self.fault("duplicate-id", "two policies share this id", one, name)
            elif name not in invalid:
                self.policies[name] = one
        self.findings.sort(key=lambda finding: (finding.line or 0, finding.column or 0))

    def fault(self, code: str, message: str, at: _Placed, policy: str | None = None) -> None:
        """Note a fault at `at`'s position."""
        self.findings.append(
            Finding(
                file=self.file,
                code=code,
                message=message,
                policy=policy,
                line=at.line,
                column=at.column,
            )
        )

    def _parse(self, text: str) -> tuple[list[_Placed], list[str]]:
        """The policies of the statements that parse, and those statements."""
        placed: list[_Placed] = []
        parsed: list[str] = []
        for start, statement in statements(text):
            document = parse_statement(statement)
            if isinstance(document, Fault):
                at = _Placed({}, *line_column(text, start + document.offset))
                self.fault(document.code, document.why, at)
                continue
            here = _Placed({}, *line_column(text, start + first_token(statement)))
            if document.get("templates"):
                self.fault("template", "templates are not supported; write static policies", here)
                continue
            for policy in document.get("staticPolicies", {}).values():
                depth = depth_of(policy)
                if depth > MAX_POLICY_DEPTH:
                    self.fault(
                        "complexity",
                        f"nests {depth} levels deep in Cedar's JSON form, which allows"
                        f" {MAX_POLICY_DEPTH}: split the condition over policies, or test"
                        " a set (`[...].contains(...)`) instead of a chain of `||`",
                        here,
                    )
                    continue
                placed.append(_Placed(policy, here.line, here.column))
                parsed.append(statement)
        return placed, parsed

    def _name(self, stem: str, index: int, one: _Placed) -> str:
        own = one.policy.get("annotations", {}).get("id")
        if own is not None and not _POLICY_ID.fullmatch(own):
            self.fault("policy-id", f"@id({own!r}) is not a policy id", one, f"policy{index}")
            own = None
        return f"{stem}/{own or f'policy{index}'}"

    def _validate(self, text: str, names: list[str], placed: list[_Placed]) -> set[str]:
        """The names of the policies of `text` that the schema refuses (each fault noted).

        `placed` are the policies of `text` in order (Cedar's `policyN`), `names` their ids.
        """
        if not text:
            return set()
        index_of = {f"policy{index}": index for index in range(len(placed))}
        invalid: set[str] = set()
        seen: set[tuple[str, str]] = set()
        for error in cedarpy.validate_policies(text, SCHEMA).errors:
            index = index_of.get(error.policy_id)
            if index is None:  # not a policy of ours: refuse the file all the same
                self.fault("validation", error.error, _Placed({}, 1, 1), error.policy_id)
                continue
            name = names[index]
            message = error.error.replace(f"for policy `{error.policy_id}`, ", "")
            # Cedar says it once per action the policy covers: once is enough
            message = _PER_ACTION.sub("", message)
            if (name, message) not in seen:
                seen.add((name, message))
                self.fault("validation", message, placed[index], name)
            invalid.add(name)
        return invalid


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
        raise PolicyError(AGENTS_FILE, 'expected {"agents": {"<agent id>": {...}}}', pointer="")
    agents: dict[str, AgentInfo] = {}
    for agent_id, entry in entries.items():
        where = json_pointer(("agents", agent_id))
        if not AGENT_ID_PATTERN.fullmatch(agent_id):
            raise PolicyError(AGENTS_FILE, f"{agent_id!r} is not an agent id", pointer=where)
        if not isinstance(entry, dict) or set(entry) - {"organisation", "credentials"}:
            message = f"{agent_id}: only organisation and credentials"
            raise PolicyError(AGENTS_FILE, message, pointer=where)
        organisation = entry.get("organisation", "")
        credentials = entry.get("credentials", [])
        if not isinstance(organisation, str) or not (
            isinstance(credentials, list) and all(isinstance(c, str) for c in credentials)
        ):
            raise PolicyError(
                AGENTS_FILE,
                f"{agent_id}: organisation is a string, credentials a list of strings",
                pointer=where,
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


_CONTEXT: Final = {"Var": "context"}


def _reads_screen_score(policies: Iterable[Any]) -> bool:
    """Whether a policy may read `context.screen.score` (Cedar's JSON form of policies).

    Reading `context.screen`'s other attributes (`flagged`, `signals`) or the context's
    other attributes does not; `context.screen` or `context` used whole (compared to a
    record, `has screen`) counts as reading it, as does `has score`.
    """
    todo = list(policies)
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            todo.extend(node)
        elif isinstance(node, dict):
            if node == _CONTEXT:
                return True  # the context whole, not one of its attributes
            for key, value in node.items():
                read = _access(value) if key in (".", "has") else None
                if read:
                    return True
                if read is None:
                    todo.append(value)
    return False


_SCREEN: Final = {".": {"left": _CONTEXT, "attr": "screen"}}


def _access(value: Any) -> bool | None:  # noqa: ANN401 - a node of Cedar's JSON
    """What an attribute access (`.` or `has`) reads of the screen's score.

    True: it reads it (or the screen whole); False: it reads something else, nothing
    under it to look at; None: look at what it is made of.
    """
    if not isinstance(value, dict) or "attr" not in value:
        return None
    left, attr = value.get("left"), value["attr"]
    if left == _CONTEXT:
        return bool(attr == "screen")  # `context.screen` itself, or another attribute
    if left == _SCREEN:
        return bool(attr == "score")  # `context.screen.score`, or `.flagged`, `.signals`
    return None


def limit_window(policy: dict[str, Any], seconds: int, *, per_subcontext: bool) -> str:
    """What a limit's window is known by: which messages it counts, over which span.

    The policy's scope and conditions (its JSON form without annotations), its span and
    whether it counts per sub-context; not its file, id or count. A reload that renames
    the file, changes the id or tightens `10/60` to `5/60` counts on in the same window
    (an outside attack: each gave a peer a fresh window, 5 or 10 more messages); two
    limits that count the same messages over the same span share one window.
    """
    counted = {key: value for key, value in policy.items() if key != "annotations"}
    text = json.dumps([counted, seconds, per_subcontext], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


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
            per_subcontext = annotations.get("per") == "subcontext"
            window = limit_window(policy, int(seconds), per_subcontext=per_subcontext)
            limits[name] = Limit(name, int(count), int(seconds), per_subcontext, window)
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
        reads_score=_reads_screen_score(policies.values()),
    )


MAX_POLICY_DEPTH: Final = 124
"""How deeply one policy's JSON form may nest (`contexts.explainer.depth_of`).

The policy set is handed to cedarpy as JSON, whose reader stops at 128 levels of objects
and arrays in all (the set's own included): a chain of about 60 `&&`, `||` or `+`, or 60
nested sets, records or `if`s. Past it the set would not load, with no word of which
policy is why."""


def _policy_set(policies: dict[str, dict[str, Any]]) -> Any:  # noqa: ANN401 - cedarpy.PolicySet
    document = {"templates": {}, "staticPolicies": policies, "templateLinks": []}
    return cedarpy.PolicySet.from_json_str(json.dumps(document))


__all__ = [
    "AGENTS_FILE",
    "DEFAULT_VALUATION",
    "DEFAULT_VALUATION_TEXT",
    "MAX_POLICY_DEPTH",
    "SCHEMA",
    "SCHEMA_TEXT",
    "VALUATION_FILE",
    "AgentInfo",
    "Finding",
    "Limit",
    "PolicyBundle",
    "PolicyError",
    "PolicyLint",
    "Valuation",
    "bundle_from_text",
    "lint_texts",
    "locate_parse_error",
    "valuation_from_text",
]
