"""Policy directories: `*.cedar` files and an agent directory, checked whole at load.

A directory holds the policies users write (`*.cedar`, read in name order)
and, optionally, `agents.json`, the agents the firewall knows (organisation
and credentials). `bundle_from_text` parses every file (read from disk by
`l9_snl.firewall.aio.load_policies`), validates every
policy against the shipped Cedar schema (`schema.cedarschema`), reads the
annotations the firewall acts on, and returns an immutable `PolicyBundle`,
or raises `PolicyError` naming the file, the policy and the fault. Nothing
is half-loaded: a directory with one bad file loads nothing.

A valuation table (`valuation.json`, format in `Valuation`) says what
amounts are worth: for each currency the firewall can value, its minor-unit
exponent and the value of one major unit in minor units of a reference
currency. `bundle_from_text` takes its text; without one the shipped table
(`examples/valuation.json`) applies. An amount in any other unit is not
valued: the request builder (`core.request_for`) tells the policies so.

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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any, Final

import cedarpy

from l8_comm.identifiers import AGENT_ID_PATTERN

SCHEMA_TEXT: Final = (
    resources.files("l9_snl.firewall").joinpath("schema.cedarschema").read_text("utf-8")
)
"""The Cedar schema every policy is validated and evaluated with."""
SCHEMA: Final = cedarpy.Schema.from_str(SCHEMA_TEXT)
NAMESPACE: Final = "Ioa"
AGENTS_FILE: Final = "agents.json"
MAX_POLICY_FILE: Final = 1 << 20
"""Bytes: a policy file (or agents.json) larger than this is refused."""

VALUATION_FILE: Final = "valuation.json"
DEFAULT_VALUATION_TEXT: Final = (
    resources.files("l9_snl.firewall").joinpath("examples", VALUATION_FILE).read_text("utf-8")
)
"""The shipped valuation table: a few ISO 4217 fiat currencies, valued in US cents."""

_OUTCOMES: Final = frozenset({"reject", "quarantine", "flag"})
_NO_CREDENTIALS: Final[list[str]] = []
_LIMIT: Final = re.compile(r"([1-9][0-9]{0,6})/([1-9][0-9]{0,6})")
_PER: Final = frozenset({"agent", "subcontext"})
_KNOWN_ANNOTATIONS: Final = frozenset({"id", "outcome", "limit", "per"})
_POLICY_ID: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


class PolicyError(Exception):
    """A policy directory that cannot be loaded: which file, which policy, what is wrong."""

    def __init__(
        self,
        path: str,
        message: str,
        policy: str | None = None,
        *,
        findings: tuple[str, ...] = (),
    ) -> None:
        where = f"{path}, policy {policy}" if policy else path
        super().__init__(f"{where}: {message}")
        self.path = path
        """The file at fault."""
        self.policy = policy
        """The policy at fault (its id), when one is."""
        self.message = message
        """What is wrong."""
        self.findings = findings or (f"{where}: {message}",)
        """Every fault found in the file, one line each (the first is `str(self)`'s)."""


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


_CURRENCY_CODE: Final = re.compile(r"[A-Z]{3}")
_DECIMAL: Final = re.compile(r"(?:0|[1-9][0-9]{0,29})(?:\.[0-9]{1,18})?")
_NOT_CURRENCIES: Final = frozenset({"XXX", "XTS"})
"""ISO 4217's "no currency" and "testing" codes: nothing to value."""
_MAX_EXPONENT: Final = 18
_MAX_CURRENCIES: Final = 512
_MAX_FIELDS: Final = 64
_LONG_MAX: Final = 2**63 - 1
DEFAULT_MINOR_UNIT_FIELDS: Final = ("amount_minor", "price_minor")


class Valuation:
    """What amounts are worth: a rate table in integer minor units of a reference currency.

    The table (`valuation.json`)::

        {"reference": "USD",
         "currencies": {"USD": {"exponent": 2, "value": 100},
                        "JPY": {"exponent": 0, "value": "0.75"}},
         "minor_unit_fields": ["amount_minor", "price_minor"]}

    `value` is what one major unit of the currency is worth in minor units of
    the reference currency: an integer, or a decimal string (never a JSON
    float). `exponent` is the currency's minor-unit exponent (2 for USD, 0
    for JPY, 3 for KWD). `minor_unit_fields` name the members that hold an
    integer amount in minor units of the `currency` member beside them
    (optional; the default is `amount_minor` and `price_minor`). An amount is
    valued by exact integer arithmetic, rounded up.
    """

    __slots__ = ("_factors", "currencies", "kinds", "minor_fields", "reference")

    def __init__(
        self,
        reference: str,
        currencies: Mapping[str, tuple[int, Fraction]],
        minor_fields: frozenset[str] = frozenset(DEFAULT_MINOR_UNIT_FIELDS),
    ) -> None:
        self.reference = reference
        """The currency values and thresholds count in (its minor unit)."""
        self.currencies = dict(currencies)
        """Code -> (minor-unit exponent, value of one major unit in reference minor units)."""
        self.minor_fields = minor_fields
        """Members that hold an amount in minor units of the `currency` beside them."""
        self._factors: dict[str, tuple[int, int]] = {}
        for code, (exponent, value) in self.currencies.items():
            per_minor = value / 10**exponent
            self._factors[code] = (per_minor.numerator, per_minor.denominator)
        self.kinds: dict[str, int] = {}
        """What each member name is to the request builder (its cache; see `core`)."""

    def value(self, amount_minor: int, currency: object) -> int | None:
        """`amount_minor` of `currency` in reference minor units (rounded up), or None.

        None when the currency is not a code of the table (exactly: `usd` is not
        `USD`), or the amount or its value is not a 64-bit integer >= 0.
        """
        factor = self._factors.get(currency) if type(currency) is str else None
        if factor is None or not 0 <= amount_minor <= _LONG_MAX:
            return None
        numerator, denominator = factor
        valued = -(-amount_minor * numerator // denominator)
        return valued if valued <= _LONG_MAX else None


def valuation_from_text(text: str) -> Valuation:
    """A valuation table from its JSON text; `PolicyError` naming the fault."""
    try:
        document = json.loads(
            text, object_pairs_hook=_unique_keys, parse_float=_no_float, parse_constant=_no_float
        )
    except ValueError as exc:
        raise PolicyError(VALUATION_FILE, f"not JSON: {exc}") from exc
    if not isinstance(document, dict) or set(document) - {
        "reference",
        "currencies",
        "minor_unit_fields",
    }:
        raise PolicyError(
            VALUATION_FILE, "expected {reference, currencies[, minor_unit_fields]} and no more"
        )
    entries = document.get("currencies")
    if not isinstance(entries, dict) or not 0 < len(entries) <= _MAX_CURRENCIES:
        raise PolicyError(VALUATION_FILE, f"currencies: 1 to {_MAX_CURRENCIES} entries")
    currencies = {code: _currency(code, entry) for code, entry in entries.items()}
    reference = document.get("reference")
    if not isinstance(reference, str) or reference not in currencies:
        raise PolicyError(VALUATION_FILE, "reference: one of the currencies' codes")
    exponent, value = currencies[reference]
    if value != 10**exponent:
        raise PolicyError(
            VALUATION_FILE, f"{reference}: the reference currency's value is {10**exponent}"
        )
    fields = document.get("minor_unit_fields", list(DEFAULT_MINOR_UNIT_FIELDS))
    if (
        not isinstance(fields, list)
        or not 0 < len(fields) <= _MAX_FIELDS
        or not all(isinstance(f, str) and f and f != "currency" for f in fields)
    ):
        raise PolicyError(
            VALUATION_FILE, f"minor_unit_fields: 1 to {_MAX_FIELDS} member names (not currency)"
        )
    return Valuation(reference, currencies, frozenset(fields))


def _currency(code: str, entry: object) -> tuple[int, Fraction]:
    if not _CURRENCY_CODE.fullmatch(code) or code in _NOT_CURRENCIES:
        raise PolicyError(VALUATION_FILE, f"{code!r} is not a currency code that can be valued")
    if not isinstance(entry, dict) or set(entry) != {"exponent", "value"}:
        raise PolicyError(VALUATION_FILE, f"{code}: exactly exponent and value")
    exponent, value = entry["exponent"], entry["value"]
    if type(exponent) is not int or not 0 <= exponent <= _MAX_EXPONENT:
        raise PolicyError(VALUATION_FILE, f"{code}: exponent is an integer 0 to {_MAX_EXPONENT}")
    if type(value) is int or (isinstance(value, str) and _DECIMAL.fullmatch(value)):
        worth = Fraction(value)
    else:
        raise PolicyError(
            VALUATION_FILE, f'{code}: value is an integer or a decimal string such as "0.75"'
        )
    if worth <= 0 or worth > _LONG_MAX:
        raise PolicyError(VALUATION_FILE, f"{code}: value is above 0 and a 64-bit integer at most")
    return exponent, worth


def _no_float(text: str) -> Fraction:
    msg = f"{text} is a JSON float: write a value as an integer or a decimal string"
    raise ValueError(msg)


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


_TOKEN = re.compile(r"`([^`]+)`")
_PER_ACTION = re.compile(r' for Ioa::Action::"[^"]*"')
_END_OF_INPUT = "unexpected end of input"
_CEDAR_TOKEN = re.compile(
    r"""
      (?P<space>\s+|//[^\n]*)               # between tokens
    | "(?:[^"\\]|\\.)*"?                    # a string (unterminated: to the end)
    | [A-Za-z_][A-Za-z0-9_]*                # an identifier or keyword
    | [0-9]+                                # an integer
    | ==|!=|<=|>=|&&|\|\||::                  # two-character operators
    | .                                     # any other character, alone
    """,
    re.VERBOSE | re.DOTALL,
)
"""Cedar's tokens, closely enough that no token ends inside one of Cedar's."""


def locate_parse_error(text: str, message: str) -> str:
    """`line L, column C: ` of a Cedar parse error in `text`, or "" if none is found.

    cedarpy reports no position. The statements (up to a `;` outside strings and
    comments) are parsed in turn; in the first that fails, the faulty token is the
    first at which the statement cut after it and closed with `;` fails as the whole
    one does: cut before it, the statement only stops short (its parser recovers at
    `;`, so the first fault is the one reported). A search over the token ends finds
    it. A fault Cedar sees only once the statement is whole (a bad escape, a number
    too large, `a == b == c`) is placed by `_semantic_fault`. `message` is cedarpy's
    error for the whole text (each statement's own is read again).
    """
    del message
    for start, statement in _statements(text):
        error = _parse_error(statement)
        if error is not None:
            return _line_column(text, start + _fault_offset(statement, error))
    return ""


def _parse_error(text: str) -> str | None:
    """The error cedarpy finds in `text`, or None if it parses."""
    try:
        cedarpy.policies_to_json_str(text)
    except ValueError as exc:
        return str(exc)
    return None


_STOPS_SHORT = (None, "unexpected token `;`")
"""What a statement cut before its fault and closed with `;` parses to."""


def _fault_offset(statement: str, error: str) -> int:
    """Where in `statement` (which fails with `error`) the faulty token starts."""
    tokens = [m for m in _CEDAR_TOKEN.finditer(statement) if m.lastgroup != "space"]
    if not tokens:
        return 0
    if error == _END_OF_INPUT:  # the statement stops short: the fault is where it stops
        return tokens[-1].end()
    if error in _STOPS_SHORT:  # its closing `;` itself is refused
        return tokens[-1].start()
    if error.startswith(("unexpected token", "invalid token")):
        low, high = 1, len(tokens)  # the smallest count of tokens that holds the fault
        while low < high:
            middle = (low + high) // 2
            cut = statement[: tokens[middle - 1].end()] + " ;"
            if _parse_error(cut) in _STOPS_SHORT:
                low = middle + 1
            else:
                high = middle
        return tokens[low - 1].start()
    return _semantic_fault(statement, tokens, error)


_RELATIONAL = frozenset({"==", "!=", "<", "<=", ">", ">=", "in"})


def _semantic_fault(statement: str, tokens: list[re.Match[str]], error: str) -> int:
    """Where a fault is that Cedar sees only in a statement that parses whole.

    Such faults (a bad escape, a number too large, `a == b == c`) are found after
    parsing, so no cut shows them early; the first cut that, closed as a condition
    (`} ;`) or as a statement (`;`), fails with the same error ends the construct at
    fault. Within it: the last place holding what the message quotes, else the last
    number too large or relational operator before it, else the cut's own token.
    """
    end = len(tokens) - 1
    for index, token in enumerate(tokens):
        cut = statement[: token.end()]
        if error in (_parse_error(cut + " } ;"), _parse_error(cut + " ;")):
            end = index
            break
    before = tokens[: end + 1]
    quoted = _TOKEN.search(error)
    if quoted is not None:
        found = statement.rfind(quoted.group(1), 0, tokens[end].end())
        if found >= 0:
            return found
    for token in reversed(before):
        text = token.group()
        if text.isdigit() and int(text) > _LARGEST_LONG:
            return token.start()
        if "relational" in error and text in _RELATIONAL:
            return token.start()
    return tokens[end].start()


_LARGEST_LONG = 2**63 - 1
"""Cedar's integers are 64-bit (and `-` is an operator: the literal itself is positive)."""


def _line_column(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}: "


def _statements(text: str) -> list[tuple[int, str]]:
    """(offset, text) of each `;`-ended statement, strings and `//` comments respected."""
    out: list[tuple[int, str]] = []
    start = index = 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index += 1
            while index < len(text) and text[index] != '"':
                index += 2 if text[index] == "\\" else 1
        elif text.startswith("//", index):
            newline = text.find("\n", index)
            index = len(text) if newline < 0 else newline
        elif char == ";":
            out.append((start, text[start : index + 1]))
            start = index + 1
        index += 1
    if text[start:].strip():
        out.append((start, text[start:]))
    return out


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
        document = json.loads(text, object_pairs_hook=_unique_keys)
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


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    for key in keys:
        if keys.count(key) > 1:
            msg = f"{key!r} appears twice"
            raise ValueError(msg)
    return dict(pairs)


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


DEFAULT_VALUATION: Final[Valuation] = valuation_from_text(DEFAULT_VALUATION_TEXT)
"""The shipped table, parsed (used by every bundle built without one)."""

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
    "valuation_from_text",
]
