"""The configuration files of every role, as validated models (pydantic v2).

A file's top-level `role` says what it configures: `agent` (the default),
`gateway`, `authority` (the Schema Authority service) or `master`; each has
its model (`AgentFile`, `GatewayFile`, `AuthorityServiceFile`, `MasterFile`),
written in the same style. `load_config_file(path, environ)` reads a TOML
file, lays `IOA_*` environment variables over it (`IOA_LISTEN__PORT=8443`:
sections and keys joined by a double underscore, case-insensitive; a value
that parses as JSON is taken as JSON, else as a string), and validates the
result against its role's model: unknown sections and keys are refused with
their name and the closest known one, values are checked for type and range,
and rules that span fields (`cert` with `key`, HTTP/3 with both) are checked
together. Relative paths are made relative to the file, and the files and
directories that must exist are checked. Every fault is reported, one line
each, naming the file, the section and the key. `load_agent_file` is the
same for an agent's file only.

`reference()` writes the reference page of the formats (docs/config.md) from
the models themselves, so that the page and the code cannot disagree.
"""

from __future__ import annotations

import difflib
import inspect
import ipaddress
import json
import os
import re
import tomllib
import typing
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)

from l8_comm.identifiers import AGENT_ID_PATTERN, ANY_RECIPIENT

ENV_PREFIX = "IOA_"


class ConfigFileError(ValueError):
    """A configuration that cannot be used; `problems` holds one line per fault."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = str(path)
        self.problems = problems
        super().__init__("\n".join(f"{path}: {problem}" for problem in problems))


_FILE: Final[dict[str, Any]] = {"exists": "file"}
"""A path field whose file must exist."""
_DIRECTORY: Final[dict[str, Any]] = {"exists": "directory"}
"""A path field whose directory must exist."""


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AgentSection(_Section):
    """`[agent]`: who the agent is and what it knows."""

    identity: Path = Field(
        json_schema_extra=_FILE, description="the identity file `ioa agent init` writes"
    )
    contexts: list[str] = Field(
        min_length=1,
        description="contexts it supports: built-in URNs (`urn:contexts:travel:v2.1`) or "
        "context document files",
    )
    policies: Path | None = Field(
        default=None,
        json_schema_extra=_DIRECTORY,
        description="a directory of Cedar policies: the firewall in front (optional)",
    )
    handlers: str | None = Field(
        default=None,
        description="a module beside the config file whose `register(agent)` adds the "
        "handlers (optional)",
    )


class ListenSection(_Section):
    """`[listen]`: where and how it serves."""

    host: str = Field(default="127.0.0.1", description="the address to listen on")
    port: StrictInt = Field(default=0, ge=0, le=65535, description="the port (0: any free port)")
    protocol: Literal["h2", "h3"] = Field(default="h2", description="HTTP/2 or HTTP/3 (TLS needed)")
    cert: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="the server certificate (PEM) for TLS"
    )
    key: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="its private key (PEM)"
    )
    client_ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA of client certificates: with it, clients present one (HTTP/2)",
    )
    cleartext: StrictBool = Field(
        default=False,
        description="serve cleartext HTTP/2 on an address other than loopback (development)",
    )
    public_url: str | None = Field(
        default=None, description="the URL peers reach the agent at, as its card publishes it"
    )

    @model_validator(mode="after")
    def _together(self) -> ListenSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both (TLS) or neither"
            raise ValueError(msg)
        if self.protocol == "h3" and self.cert is None:
            msg = 'protocol = "h3" needs cert and key (HTTP/3 is always TLS)'
            raise ValueError(msg)
        if self.client_ca is not None and (self.cert is None or self.protocol == "h3"):
            msg = "client_ca needs cert and key, over HTTP/2 (client certificates are TLS's)"
            raise ValueError(msg)
        return self


class AuthoritySection(_Section):
    """`[authority]`: the Schema Authority the contexts come from (optional).

    With it, every context in `[agent] contexts` is a URN the authority publishes,
    fetched and verified against its signed metadata at start, and the agent offers
    and trusts that authority's id instead of `local`.
    """

    url: str = Field(
        pattern=r"^https?://[^/\s]+/?$",
        description="the authority service's base URL (`https://host:port`); its metadata "
        "is under `/metadata/`, its documents under `/targets/`",
    )
    root: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the pinned root metadata (a file, obtained out of band): needed "
        "until the cache holds a verified root",
    )
    cache: Path = Field(
        description="the directory of the verified cache; keep it: rollback protection "
        "depends on it (one directory per authority)"
    )
    ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="a CA file that verifies an `https` authority instead of the system's "
        "CAs (a private CA, as `ioa tls init` writes)",
    )


class AgentFile(_Section):
    """An agent's config file (`role = "agent"`, the default)."""

    role: Literal["agent"] = Field(default="agent", description="`agent` (the default)")
    agent: AgentSection
    listen: ListenSection = Field(default_factory=lambda: ListenSection.model_validate({}))
    authority: AuthoritySection | None = Field(
        default=None, description="the Schema Authority the contexts come from (optional)"
    )
    peers: dict[str, str] = Field(
        default_factory=dict,
        description="pinned identity keys: agent id = its public key (base64url)",
    )

    @model_validator(mode="after")
    def _vouched(self) -> AgentFile:
        if self.authority is not None:
            files = [c for c in self.agent.contexts if not c.startswith("urn:")]
            if files:
                msg = (
                    f"[agent] contexts: {', '.join(files)}: with [authority], contexts are "
                    "URNs it publishes (a file is vouched for by no authority)"
                )
                raise ValueError(msg)
        return self


_HOST_PORT: Final = r"^(\[[0-9A-Fa-f:.]+\]|[^:\s\[\]]+):[0-9]{1,5}$"
"""`HOST:PORT`, an IPv6 host in brackets."""


class GatewaySection(_Section):
    """`[gateway]`: the firewall in front, and the agent behind it."""

    policies: Path = Field(
        json_schema_extra=_DIRECTORY,
        description="the policy directory (`*.cedar`, `agents.json`, `valuation.json`)",
    )
    upstream: str | None = Field(
        default=None,
        pattern=_HOST_PORT,
        description="the agent it stands in front of: `HOST:PORT` (or `upstreams`)",
    )
    upstreams: dict[str, str] = Field(
        default_factory=dict,
        description="several agents: agent id = `HOST:PORT`; a peer stream goes to the agent "
        "its first message is addressed to",
    )
    upstream_ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA that verifies the agents' certificates (none: cleartext HTTP/2), "
        "unless `[upstream_tls.AGENT_ID]` gives an agent its own",
    )
    upstream_cert: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the gateway's client certificate (PEM) for agents that ask for one",
    )
    upstream_key: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="its private key (PEM)"
    )
    contexts: list[Path] = Field(
        default_factory=list,
        json_schema_extra=_FILE,
        description="context documents it checks content against, beyond the built-in ones",
    )
    minimums: dict[str, str] = Field(
        default_factory=dict,
        description="context name = `vMAJOR.MINOR`: content below it is refused (only raises "
        "the floors the contexts declare)",
    )
    allow_unknown_contexts: StrictBool = Field(
        default=False, description="relay content of contexts it does not know"
    )
    reload_interval: float = Field(
        default=2.0, gt=0, description="seconds between checks of the policy directory"
    )
    max_streams_per_peer: StrictInt = Field(
        default=64,
        ge=1,
        description="streams of one peer (the agent its client certificate names, else its "
        "address) relayed at once; one more is refused `too_many_streams`",
    )
    upstream_pool: StrictInt = Field(
        default=4,
        ge=1,
        description="connections to each agent at most: another is opened when every one is "
        "at the agent's limit of concurrent streams",
    )

    @model_validator(mode="after")
    def _one_way_upstream(self) -> GatewaySection:
        if (self.upstream is None) == (not self.upstreams):
            msg = "give `upstream` (one agent) or `upstreams` (several), not both or neither"
            raise ValueError(msg)
        for name, value in self.upstreams.items():
            if re.fullmatch(_HOST_PORT, value) is None:
                msg = f"upstreams {name} = {value!r}: expected HOST:PORT"
                raise ValueError(msg)
        for name, where in [("upstream", self.upstream), *self.upstreams.items()]:
            if where is not None:
                try:
                    host_port(where, lowest=1)
                except ValueError:
                    msg = f"{name} = {where!r}: the port is from 1 to 65535"
                    raise ValueError(msg) from None
        for name in self.upstreams:
            if name == ANY_RECIPIENT or AGENT_ID_PATTERN.fullmatch(name) is None:
                msg = f"upstreams: {name!r} is not an agent id"
                raise ValueError(msg)
        return self

    @model_validator(mode="after")
    def _upstream_certificate(self) -> GatewaySection:
        if (self.upstream_cert is None) != (self.upstream_key is None):
            msg = "upstream_cert and upstream_key go together: give both or neither"
            raise ValueError(msg)
        if self.upstream_cert is not None and self.upstream_ca is None:
            msg = "upstream_cert needs upstream_ca (a client certificate is presented over TLS)"
            raise ValueError(msg)
        return self

    @model_validator(mode="after")
    def _floors(self) -> GatewaySection:
        for name, version in self.minimums.items():
            if not re.fullmatch(r"v[0-9]+\.[0-9]+", version):
                msg = f"minimums {name} = {version!r}: expected vMAJOR.MINOR (v2.0)"
                raise ValueError(msg)
        return self


def host_port(text: str, *, lowest: int = 0) -> tuple[str, int]:
    """`HOST:PORT` as (the host as written, the port).

    `ValueError` if it is not one, or if the port is not from `lowest` to 65535
    (listening may take 0, any port; dialling may not).
    """
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not lowest <= int(port) <= 65535:
        msg = f"{text!r} is not HOST:PORT (a port from {lowest} to 65535)"
        raise ValueError(msg)
    return host, int(port)


def loopback(host: str) -> bool:
    """Whether `host` is a loopback address (127/8, ::1) or the name localhost."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class TlsListenSection(_Section):
    """`[listen]`: where it serves, with or without TLS."""

    host: str = Field(default="127.0.0.1", description="the address to listen on")
    port: StrictInt = Field(default=0, ge=0, le=65535, description="the port (0: any free port)")
    cert: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="the server certificate (PEM)"
    )
    key: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="its private key (PEM)"
    )
    client_ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA of client certificates: with it, clients present one",
    )
    cleartext: StrictBool = Field(
        default=False,
        description="serve without TLS on an address other than loopback (development)",
    )

    @model_validator(mode="after")
    def _together(self) -> TlsListenSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both (TLS) or neither"
            raise ValueError(msg)
        if self.cert is None and not self.cleartext and not loopback(self.host):
            msg = (
                f"would serve without TLS on {self.host}: give cert and key, or set "
                "cleartext = true if that is meant"
            )
            raise ValueError(msg)
        if self.client_ca is not None and self.cert is None:
            msg = "client_ca needs cert and key (client certificates are a TLS matter)"
            raise ValueError(msg)
        return self


class UpstreamTlsSection(_Section):
    """`[upstream_tls.AGENT_ID]`: TLS of the gateway's own connection to one agent (optional).

    One table per agent of `[gateway] upstreams` that needs other TLS than the
    `upstream_*` keys of `[gateway]` give every agent: its own CA, and the client
    certificate the gateway presents to it. A key left out is taken from `[gateway]`.
    """

    ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA that verifies this agent's certificate (else `upstream_ca`)",
    )
    cert: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the client certificate the gateway presents to this agent (else "
        "`upstream_cert`)",
    )
    key: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="its private key (else `upstream_key`)"
    )

    @model_validator(mode="after")
    def _together(self) -> UpstreamTlsSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both or neither"
            raise ValueError(msg)
        return self


class GatewayFile(_Section):
    """A gateway's config file (`role = "gateway"`)."""

    role: Literal["gateway"] = Field(description="`gateway`")
    gateway: GatewaySection
    listen: TlsListenSection = Field(default_factory=lambda: TlsListenSection.model_validate({}))
    upstream_tls: dict[str, UpstreamTlsSection] = Field(
        default_factory=dict,
        description="per agent of `[gateway] upstreams`: its CA, and the gateway's client "
        "certificate for it",
    )

    @model_validator(mode="after")
    def _upstream_tls_of_known_agents(self) -> GatewayFile:
        for name, tls in self.upstream_tls.items():
            if name not in self.gateway.upstreams:
                known = ", ".join(self.gateway.upstreams) or "none: `upstream` names no agent"
                msg = f"[upstream_tls.{name}]: no such agent in [gateway] upstreams ({known})"
                raise ValueError(msg)
            if tls.cert is not None and tls.ca is None and self.gateway.upstream_ca is None:
                msg = (
                    f"[upstream_tls.{name}] cert needs a CA for {name}: its ca, or [gateway] "
                    "upstream_ca (a client certificate is presented over TLS)"
                )
                raise ValueError(msg)
        return self


class ServiceSection(_Section):
    """`[service]`: the authority's database and who administers it."""

    db: Path = Field(
        json_schema_extra=_FILE,
        description="the authority database `ioa authority init` created",
    )
    admin_identities: list[str] = Field(
        default_factory=list,
        description="client-certificate identities allowed to administer (needs "
        "`[listen] client_ca`)",
    )
    resign_interval: float = Field(
        default=60.0, gt=0, description="seconds between checks of metadata expiry"
    )
    authz_issuer: str | None = Field(
        default=None,
        pattern=r"^https?://\S+$",
        description="also serve the task-group authorization server, as this issuer (the "
        "service's public base URL)",
    )


class AuthorityServiceFile(_Section):
    """A Schema Authority service's config file (`role = "authority"`)."""

    role: Literal["authority"] = Field(description="`authority`")
    service: ServiceSection
    listen: TlsListenSection = Field(default_factory=lambda: TlsListenSection.model_validate({}))

    @model_validator(mode="after")
    def _admins(self) -> AuthorityServiceFile:
        if self.service.admin_identities and self.listen.client_ca is None:
            msg = "[service] admin_identities needs [listen] client_ca to verify them"
            raise ValueError(msg)
        return self


class InvokedSection(_Section):
    """`[invoked]`: how the master reaches its invoked agents."""

    agents: dict[str, str] = Field(
        min_length=1,
        description="agent id = `HOST:PORT` where it listens",
    )
    protocol: Literal["h2", "h3"] = Field(default="h2", description="HTTP/2 or HTTP/3")
    ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA that verifies them (none: cleartext HTTP/2)",
    )
    offload: Path | None = Field(
        default=None,
        description="a directory where large contexts are offloaded (none: all inline)",
    )

    @model_validator(mode="after")
    def _addresses(self) -> InvokedSection:
        for agent, where in self.agents.items():
            try:
                host_port(where)
            except ValueError:
                msg = f"agents {agent} = {where!r}: expected HOST:PORT"
                raise ValueError(msg) from None
        if self.protocol == "h3" and self.ca is None:
            msg = 'protocol = "h3" needs ca (HTTP/3 is always TLS)'
            raise ValueError(msg)
        return self


class MasterFile(_Section):
    """A master agent's config file (`role = "master"`): an agent, and those it invokes."""

    role: Literal["master"] = Field(description="`master`")
    agent: AgentSection
    invoked: InvokedSection
    authority: AuthoritySection | None = Field(
        default=None, description="the Schema Authority the contexts come from (optional)"
    )
    peers: dict[str, str] = Field(
        default_factory=dict,
        description="pinned identity keys: agent id = its public key (base64url); each "
        "invoked agent's is needed to lock a session with it",
    )

    @model_validator(mode="after")
    def _pinned(self) -> MasterFile:
        unpinned = sorted(set(self.invoked.agents) - set(self.peers))
        if unpinned:
            msg = f"[peers]: no key pinned for {', '.join(unpinned)} (invoked agents)"
            raise ValueError(msg)
        return self


ConfigFile = AgentFile | GatewayFile | AuthorityServiceFile | MasterFile
ROLES: Final[dict[str, type[ConfigFile]]] = {
    "agent": AgentFile,
    "gateway": GatewayFile,
    "authority": AuthorityServiceFile,
    "master": MasterFile,
}
"""Each role's model, by the `role` a file names (`agent` when it names none)."""
_ROLE_SECTIONS: Final = frozenset(name for model in ROLES.values() for name in model.model_fields)
"""Every section some role has (an environment variable for one of them belongs to it)."""


def with_environment(
    document: Mapping[str, Any],
    environ: Mapping[str, str],
    sections: frozenset[str] | None = None,
) -> dict[str, Any]:
    """`document` with the `IOA_SECTION__KEY` variables of `environ` laid over it.

    `sections`: the sections of the file's role; a variable for a section that another
    role has is left to that role's files (one environment may serve several roles).
    """
    out: dict[str, Any] = {
        key: dict(value) if isinstance(value, Mapping) else value for key, value in document.items()
    }
    for name, raw in environ.items():
        if not name.upper().startswith(ENV_PREFIX) or "__" not in name:
            continue
        section, _, key = name[len(ENV_PREFIX) :].partition("__")
        section = section.lower()
        if sections is not None and section not in sections and section in _ROLE_SECTIONS:
            continue
        if section not in ("peers", "upstream_tls"):  # agent ids keep their case
            key = key.lower()
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        if value is None:  # `null` would silently unset a key (the firewall, say): a string
            value = raw
        table = out.setdefault(section, {})
        if isinstance(table, dict):
            table[key] = value
    return out


def problems_of(error: ValidationError, model: type[BaseModel]) -> list[str]:
    """One line per fault: `[section] key: what is wrong` (with a suggestion for a typo)."""
    lines = []
    for item in error.errors():
        where = [str(part) for part in item["loc"]]
        if item["type"] == "extra_forbidden":
            lines.append(_unknown(where, model))
            continue
        if item["type"] == "missing":
            lines.append(f"{_place(where, model)}: missing (required)")
            continue
        message = str(item["msg"]).removeprefix("Value error, ")
        lines.append(f"{_place(where, model)}: {message}")
    return lines


def _place(where: list[str], model: type[BaseModel]) -> str:
    if not where:
        return "(file)"
    field = model.model_fields.get(where[0])
    section = len(where) > 1 or (field is not None and _model_of(field.annotation) is not None)
    head = f"[{where[0]}]" if section else where[0]
    return " ".join([head, *where[1:]]) if len(where) > 1 else head


def _unknown(where: list[str], model: type[BaseModel]) -> str:
    known: list[str] = list(model.model_fields)
    section_model: type[BaseModel] | None = model
    parts = list(where[:-1])
    head = f"[{where[0]}]"
    while parts:
        part = parts.pop(0)
        field = section_model.model_fields.get(part) if section_model else None
        section_model = _model_of(field.annotation) if field is not None else None
        known = list(section_model.model_fields) if section_model else []
        if field is not None and typing.get_origin(field.annotation) is dict and parts:
            head = f"[{part}.{parts.pop(0)}]"  # a table per agent: its name is no key
    name = where[-1]
    close = difflib.get_close_matches(name, known, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(known)})"
    if len(where) == 1:
        return f"unknown section [{name}]{hint}"
    return f"{head} {name}: unknown key{hint}"


def load_config_file(
    path: Path,
    environ: Mapping[str, str] | None = None,
    *,
    expect: tuple[str, str] | None = None,
) -> ConfigFile:
    """The validated config of `path`, of the role it names, with `environ`'s overrides.

    `ConfigFileError` with every fault otherwise. Relative paths are made relative to
    the file's folder (`~` is the home directory); the files and directories that
    must exist are checked. `expect`: (the role a command needs, the command), checked
    before anything else (a file of another role is not validated as that role).
    """
    try:
        document = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ConfigFileError(path, [str(error)]) from error
    role = document.setdefault("role", "agent")
    model = ROLES.get(role) if isinstance(role, str) else None
    if model is None:
        close = difflib.get_close_matches(str(role), ROLES, n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(ROLES)}"
        raise ConfigFileError(path, [f"role = {role!r}: not a role ({hint})"])
    if expect is not None and role != expect[0]:
        article = "an" if expect[0][:1] in "aeiou" else "a"
        raise ConfigFileError(
            path, [f"role = {role!r}: `{expect[1]}` needs {article} {expect[0]}'s"]
        )
    sections = frozenset(model.model_fields)
    merged = with_environment(document, os.environ if environ is None else environ, sections)
    try:
        config = model.model_validate(merged)
    except ValidationError as error:
        raise ConfigFileError(path, problems_of(error, model)) from error
    config = _resolved(config, path.parent)
    problems = _missing(config)
    if isinstance(config, AgentFile | MasterFile) and config.authority is not None:
        authority = config.authority
        if authority.root is None and not (authority.cache / "metadata" / "root.json").is_file():
            problems.append(
                f"[authority] root: missing, and {authority.cache} holds no verified root "
                "yet: give the authority's root metadata file the first time"
            )
    if problems:
        raise ConfigFileError(path, problems)
    return config


def file_instead_of_options(path: Path, beside: list[str], expect: tuple[str, str]) -> ConfigFile:
    """The config of a service started with `--config FILE` (`expect`: role, command).

    `beside`: the options given next to it, which the file would silently override:
    a usage error (`ConfigFileError`), as a file of another role is.
    """
    if beside:
        raise ConfigFileError(path, [f"{', '.join(beside)}: give options or --config, not both"])
    return load_config_file(path, expect=expect)


def load_agent_file(path: Path, environ: Mapping[str, str] | None = None) -> AgentFile:
    """`load_config_file` for a file that must configure an agent."""
    config = load_config_file(path, environ, expect=("agent", "ioa agent"))
    assert isinstance(config, AgentFile)  # noqa: S101 - expect= checked the role
    return config


def _tables(config: ConfigFile) -> Iterator[tuple[str, BaseModel]]:
    """Each table of `config` with its name in the file: `agent`, `upstream_tls.airline`."""
    for name in type(config).model_fields:
        value = getattr(config, name)
        if isinstance(value, BaseModel):
            yield name, value
        elif isinstance(value, dict):
            for key, table in value.items():
                if isinstance(table, BaseModel):
                    yield f"{name}.{key}", table


def _resolved(config: ConfigFile, base: Path) -> ConfigFile:
    """`config` with every path made relative to `base` (context files of `[agent]` too)."""

    def at(file: Path) -> Path:
        return base / file.expanduser()

    sections: dict[str, Any] = {}
    for label, section in _tables(config):
        update: dict[str, Any] = {}
        for key in type(section).model_fields:
            value = getattr(section, key)
            if isinstance(value, Path):
                update[key] = at(value)
            elif isinstance(value, list) and value and all(isinstance(v, Path) for v in value):
                update[key] = [at(v) for v in value]
        if isinstance(section, AgentSection):
            update["contexts"] = [
                c if c.startswith("urn:") else str(at(Path(c))) for c in section.contexts
            ]
        name, dot, key = label.partition(".")
        if dot:  # a table of a section of tables (one per agent)
            sections.setdefault(name, {})[key] = section.model_copy(update=update)
        else:
            sections[name] = section.model_copy(update=update)
    return config.model_copy(update=sections)


def _missing(config: ConfigFile) -> list[str]:
    """A line for each file or directory the config names that must exist and does not."""
    lines = []
    for name, section in _tables(config):
        for key, field in type(section).model_fields.items():
            extra = field.json_schema_extra
            kind = extra.get("exists") if isinstance(extra, dict) else None
            value = getattr(section, key)
            paths = value if isinstance(value, list) else [value]
            for file in paths:
                if not isinstance(file, Path):
                    continue
                if kind == "file" and not file.is_file():
                    shown = f"{key}: {file}" if isinstance(value, list) else f"{key} = {file}"
                    lines.append(f"[{name}] {shown}: no such file")
                elif kind == "directory" and not file.is_dir():
                    lines.append(f"[{name}] {key} = {file}: no such directory")
        if isinstance(section, AgentSection):
            lines += [
                f"[{name}] contexts: {c}: no such file"
                for c in section.contexts
                if not c.startswith("urn:") and not Path(c).is_file()
            ]
    return lines


_INTRO: Final = (
    "# Configuration reference",
    "",
    "Generated from `ioa.config` (`python -m ioa.config > docs/config.md`); a test",
    "keeps it up to date. A file's top-level `role` says what it configures: `agent`",
    "(the default), `gateway`, `authority` (the Schema Authority service) or",
    "`master`. `ioa agent serve FILE` runs an agent from such a file; `ioa config",
    "check FILE` checks a file of any role (and the files it names). Relative paths",
    "are relative to the file. Every key can be overridden by an environment variable",
    "`IOA_<SECTION>__<KEY>` (`IOA_LISTEN__PORT=8443`; a value that parses as JSON",
    "is taken as JSON: `IOA_AGENT__CONTEXTS='[\"urn:contexts:travel:v2.1\"]'`).",
    "Unknown sections and keys are refused, with the closest known name.",
    "",
)
_RULES: Final = {
    "agent": (
        'Rules across keys: `cert` and `key` go together; `protocol = "h3"` needs both;',
        "`client_ca` needs them, over HTTP/2;",
        "without them HTTP/2 is served in cleartext on a loopback address only, unless",
        "`cleartext = true`. A handler for a task or concept none of the contexts defines",
        "is refused. With `[authority]`, `[agent] contexts` are URNs that authority",
        "publishes (no files); `root` may be left out once `cache` holds a verified root.",
    ),
    "gateway": (
        "Rules across keys: `cert` and `key` go together; `client_ca` needs them (the",
        "principal is then the agent a client certificate names). `upstream_cert` and",
        "`upstream_key` go together and need `upstream_ca`. Each `[upstream_tls.AGENT_ID]`",
        "names an agent of `upstreams`; its `cert` and `key` go together and need a CA",
        "(its `ca`, or `upstream_ca`).",
    ),
    "authority": (
        "Rules across keys: `cert` and `key` go together; `admin_identities` needs",
        "`client_ca`. The database is made by `ioa authority init`.",
    ),
    "master": (
        "Rules across keys: every invoked agent's key is pinned in `[peers]`;",
        '`protocol = "h3"` needs `ca`. `[agent]` and `[authority]` are as for an agent.',
    ),
}


def reference() -> str:
    """The reference page of every role's config format (docs/config.md), from the models."""
    lines = list(_INTRO)
    for role, model in ROLES.items():
        lines += [f'## `role = "{role}"`', "", inspect.cleandoc(model.__doc__ or ""), ""]
        for name, field in model.model_fields.items():
            section = _model_of(field.annotation)
            if name == "role":
                continue
            lines += [f"### `[{name}]`", ""]
            if section is None:
                lines += [str(field.description or ""), ""]
                continue
            lines += [inspect.cleandoc(section.__doc__ or ""), ""]
            lines += ["| key | type | default | meaning |", "|---|---|---|---|"]
            for key, sub in section.model_fields.items():
                if sub.is_required():
                    default = "required"
                elif sub.default is None:
                    default = "none"
                elif sub.default_factory is not None:
                    default = "empty"
                else:
                    default = f"`{json.dumps(_plain(sub.default))}`"
                kind = _type_name(sub.annotation)
                lines.append(f"| `{key}` | {kind} | {default} | {sub.description or ''} |")
            lines.append("")
        lines += [*_RULES[role], ""]
    return "\n".join(lines)


def _model_of(annotation: Any) -> type[BaseModel] | None:  # noqa: ANN401 - a type
    """The section model an annotation names (`Section` or `Section | None`), or None."""
    for candidate in (annotation, *typing.get_args(annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


def _plain(value: Any) -> Any:  # noqa: ANN401 - a default value
    return str(value) if isinstance(value, Path) else value


def _type_name(annotation: Any) -> str:  # noqa: ANN401 - a type
    text = str(annotation).replace("typing.", "").replace("pathlib.", "")
    text = text.replace("<class '", "").replace("'>", "").replace("Literal", "one of ")
    return " or ".join(f"`{part.strip()}`" for part in text.split("|"))


if __name__ == "__main__":
    print(reference(), end="")
