"""The models of every role's config file (pydantic v2): sections, keys, rules across keys."""

from __future__ import annotations

import typing
from pathlib import Path
from typing import Annotated, Any, Final, Literal
from urllib.parse import urlsplit

from pydantic import (
    BaseModel,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    field_validator,
    model_validator,
)

from contexts.urn import is_context_name
from ioa.config.base import (
    _DIRECTORY,
    _FILE,
    MOST_CONNECTIONS,
    ListenHost,
    Seconds,
    TlsListenSection,
    _Section,
    host_port,
)
from ioa.config.gateway_file import GatewayFile
from l7_transport.addresses import loopback
from l7_transport.listener_limits import (
    HEADER_TIMEOUT,
    KEEP_ALIVE_TIMEOUT,
    MAX_CONNECTIONS,
    MAX_CONNECTIONS_PER_ADDRESS,
)

ENV_PREFIX = "IOA_"
LONGEST_GRACE: Final = 30 * 24 * 3600
"""The longest `revocations_grace` (30 days): longer, and an outage hides revocations for
longer than an operator would notice."""


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
        min_length=1,
        description="a module beside the config file whose `register(agent)` adds the "
        "handlers (optional)",
    )


class ListenSection(_Section):
    """`[listen]`: where and how it serves."""

    host: ListenHost = Field(
        default="127.0.0.1", description="the address to listen on (an IP address or a host name)"
    )
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
    retry: StrictBool = Field(
        default=False,
        description="HTTP/3: every new connection first proves its address with a QUIC Retry "
        "(one round trip more; without it, only under load)",
    )

    @field_validator("public_url")
    @classmethod
    def _agent_url(cls, url: str | None) -> str | None:
        if url is not None:
            from ioa.agent_client import agent_target  # noqa: PLC0415 - what peers dial it with

            agent_target(url)  # its ValueError names the URL and what is wrong
        return url

    @model_validator(mode="after")
    def _together(self) -> ListenSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both (TLS) or neither"
            raise ValueError(msg)
        if self.protocol == "h3" and self.cert is None:
            msg = 'protocol = "h3" needs cert and key (HTTP/3 is always TLS)'
            raise ValueError(msg)
        if self.retry and self.protocol != "h3":
            msg = 'retry is QUIC\'s: it needs protocol = "h3"'
            raise ValueError(msg)
        if self.client_ca is not None and (self.cert is None or self.protocol == "h3"):
            msg = "client_ca needs cert and key, over HTTP/2 (client certificates are TLS's)"
            raise ValueError(msg)
        return self


class TransportSection(_Section):
    """`[transport]`: which engines carry the sessions (l7_transport.engines), on which loop."""

    h2_engine: Literal["auto", "pure", "jh2"] = Field(
        default="auto",
        description="the HTTP/2 engine: auto (jh2 when installed, else pure), pure (h2), jh2",
    )
    h3_engine: Literal["auto", "pure"] = Field(
        default="auto", description="the HTTP/3 engine: auto or pure (aioquic, the only one)"
    )
    event_loop: Literal["auto", "uvloop", "asyncio"] = Field(
        default="auto", description="the event loop: auto (uvloop when installed), uvloop, asyncio"
    )


class SemanticSection(_Section):
    """`[semantic]`: how the agent's locked sessions behave (L9, spec 12)."""

    quiet_close: StrictBool = Field(
        default=True,
        description="close a settled session with an unanswered final ACK when the peer "
        "agrees `snl.quiet-close` (spec 12.16); false: every close is answered, which also "
        "shows this side a relay's drop of a message the peer sent unasked",
    )
    reply_acks: StrictBool = Field(
        default=True,
        description="take an answer to the peer's last message as its acknowledgement when "
        "the peer agrees `snl.reply-acks` (spec 12.16): no ACK follows it; false: every "
        "message read is acknowledged by an ACK",
    )
    compact: StrictBool = Field(
        default=True,
        description="seal messages in the compact form when the peer agrees `snl.compact` "
        "(spec 12.18): what the session implies is left out; false: every message whole",
    )
    stored_tickets: StrictBool = Field(
        default=True,
        description="keep what a resumption ticket holds here and hand the peer a "
        "22-character handle (spec 12.7): ~440 bytes fewer per resumed session, for some "
        "memory per ticket issued and not yet used (at most 100,000 tickets, 64 per peer); "
        "false: seal the contents into the ticket instead (no memory per ticket, larger "
        "handshakes)",
    )


def _base_url(url: str) -> str:
    """`url` if it is the base URL of a service: `http(s)://HOST[:PORT][/PATH]`."""
    parts = urlsplit(url)
    try:
        parts.port  # noqa: B018 - read for its check (a port past 65535 raises)
    except ValueError:
        parts = parts._replace(netloc="")
    if parts.scheme not in ("http", "https") or not parts.hostname or " " in url:
        msg = f"{url!r}: expected http(s)://HOST[:PORT][/PATH]"
        raise ValueError(msg)
    if parts.query or parts.fragment:
        msg = f"{url!r}: a base URL has no query or fragment"
        raise ValueError(msg)
    return url


class AuthoritySection(_Section):
    """`[authority]`: the Schema Authority the contexts come from (optional).

    With it, every context in `[agent] contexts` is a URN the authority publishes,
    fetched and verified against its signed metadata at start, and the agent offers
    and trusts that authority's id instead of `local`.
    """

    url: str = Field(
        description="the authority service's base URL (`https://host:port`, with a path "
        "when it is served under one); its metadata is under `/metadata/`, its documents "
        "under `/targets/`",
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
    revocations_every: Seconds | None = Field(
        default=None,
        description="seconds between polls of the authority's revocation list while "
        "`ioa agent serve` runs: a context revoked meanwhile is refused in new handshakes "
        "and closes the topics, groups and aggregations that lock it (spec 8.4); absent: "
        "revocations are learnt at start only",
    )
    revocations_grace: Annotated[
        StrictFloat, Field(ge=0, le=LONGEST_GRACE, allow_inf_nan=False)
    ] = Field(
        default=0.0,
        description="with `revocations_every`: seconds past the expiry of the authority's "
        "last verified metadata during which, while no poll succeeds, its contexts are still "
        "offered; after them the revocations cannot be known, and its contexts are withheld "
        "from new handshakes and cards until a poll succeeds (spec 8.4). 0: from the expiry "
        "itself (the timestamp role's validity, a day by default, is already the slack)",
    )

    @field_validator("url")
    @classmethod
    def _url(cls, url: str) -> str:
        return _base_url(url)


class TrustedAuthoritySection(AuthoritySection):
    """`[[authorities]]`: one of several Schema Authorities, trusted for its namespaces.

    Instead of `[authority]`, a trust map: each context in `[agent] contexts` is
    fetched from, and verified against, the authority trusted for its name (the
    most specific namespace wins), and offered as that authority vouches for it.
    One authority per namespace; authority ids must differ.
    """

    namespaces: list[str] = Field(
        default_factory=lambda: ["*"],
        min_length=1,
        description="the context names it is trusted for (`travel`, `acme.shipping`: "
        "a name and the names under it); `*` for every name no other authority is given",
    )

    @field_validator("namespaces")
    @classmethod
    def _names(cls, namespaces: list[str]) -> list[str]:
        bad = [n for n in namespaces if n != "*" and not is_context_name(n)]
        if bad:
            msg = f"{', '.join(map(repr, bad))}: not a context name or `*`"
            raise ValueError(msg)
        return namespaces


def _vouching(
    agent: AgentSection,
    authority: AuthoritySection | None,
    authorities: list[TrustedAuthoritySection],
) -> None:
    """The rules of `[authority]` and `[[authorities]]`, for an agent's and a master's file."""
    if authority is not None and authorities:
        msg = "[authority] and [[authorities]]: give one authority or a trust map, not both"
        raise ValueError(msg)
    if authority is None and not authorities:
        return
    files = [c for c in agent.contexts if not c.startswith("urn:")]
    if files:
        which = "[authority]" if authority is not None else "[[authorities]]"
        msg = (
            f"[agent] contexts: {', '.join(files)}: with {which}, contexts are URNs "
            "an authority publishes (a file is vouched for by no authority)"
        )
        raise ValueError(msg)
    seen: dict[str, int] = {}
    for index, trusted in enumerate(authorities, 1):
        for namespace in trusted.namespaces:
            if namespace in seen:
                msg = (
                    f"[[authorities]] {index}: namespace {namespace!r} is already given to "
                    f"authority {seen[namespace]}: one authority per namespace"
                )
                raise ValueError(msg)
            seen[namespace] = index


OneAuthority = Annotated[
    AuthoritySection | None,
    Field(description="the Schema Authority the contexts come from (optional)"),
]
"""`[authority]` of an agent's or a master's file."""
TrustMapTables = Annotated[
    list[TrustedAuthoritySection],
    Field(
        description="several Schema Authorities, each trusted for its namespaces (a trust "
        "map; instead of `[authority]`)"
    ),
]
"""`[[authorities]]` of an agent's or a master's file."""


class AgentFile(_Section):
    """An agent's config file (`role = "agent"`, the default)."""

    role: Literal["agent"] = Field(default="agent", description="`agent` (the default)")
    agent: AgentSection
    listen: ListenSection = Field(default_factory=lambda: ListenSection.model_validate({}))
    transport: TransportSection = Field(default_factory=lambda: TransportSection.model_validate({}))
    semantic: SemanticSection = Field(default_factory=lambda: SemanticSection.model_validate({}))
    authority: OneAuthority = None
    authorities: TrustMapTables = []  # noqa: RUF012 - a pydantic field, copied per file
    peers: dict[str, str] = Field(
        default_factory=dict,
        description="pinned identity keys: agent id = its public key (base64url)",
    )

    @model_validator(mode="after")
    def _vouched(self) -> AgentFile:
        _vouching(self.agent, self.authority, self.authorities)
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
    resign_interval: Seconds = Field(
        default=60.0,
        description="seconds between checks of metadata expiry",
    )
    authz_issuer: str | None = Field(
        default=None,
        description="also serve the task-group authorization server, as this issuer (the "
        "service's public base URL)",
    )
    max_connections: StrictInt = Field(
        default=MAX_CONNECTIONS,
        ge=1,
        le=MOST_CONNECTIONS,
        description="connections served at once; a new one past it is closed at once (and logged)",
    )
    max_connections_per_address: StrictInt = Field(
        default=MAX_CONNECTIONS_PER_ADDRESS,
        ge=1,
        le=MOST_CONNECTIONS,
        description=(
            "connections served at once from one client address (IPv6: its /64); past it the same"
        ),
    )
    header_timeout: Seconds = Field(
        default=HEADER_TIMEOUT,
        description="seconds for a request's headers to come (TLS handshake included), from "
        "the connection's opening or its last response; then it is closed",
    )
    keep_alive_timeout: Seconds = Field(
        default=KEEP_ALIVE_TIMEOUT,
        description="seconds a connection may send nothing after its opening or its last "
        "response; then it is closed",
    )

    @field_validator("authz_issuer")
    @classmethod
    def _issuer(cls, url: str | None) -> str | None:
        return None if url is None else _base_url(url)

    @model_validator(mode="after")
    def _per_address_within_all(self) -> ServiceSection:
        # Both given: one of them means nothing, say so. (A lower max_connections alone
        # keeps the per-address default, which the total then bounds.)
        given = {"max_connections", "max_connections_per_address"} <= self.model_fields_set
        if given and self.max_connections_per_address > self.max_connections:
            msg = (
                f"max_connections_per_address ({self.max_connections_per_address}) is above "
                f"max_connections ({self.max_connections}): one address could take them all"
            )
            raise ValueError(msg)
        return self


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
        description="the CA that verifies them (none: cleartext HTTP/2, on loopback "
        "addresses only unless `cleartext = true`)",
    )
    cleartext: StrictBool = Field(
        default=False,
        description="reach agents off loopback in cleartext HTTP/2 without `ca` "
        "(development: their AgentContexts carry the user's request in the clear)",
    )
    offload: Path | None = Field(
        default=None,
        description="a directory where large contexts are offloaded (none: all inline)",
    )

    @model_validator(mode="after")
    def _addresses(self) -> InvokedSection:
        for agent, where in self.agents.items():
            try:
                host, _ = host_port(where)
            except ValueError:
                msg = f"agents {agent} = {where!r}: expected HOST:PORT"
                raise ValueError(msg) from None
            if self.ca is None and not self.cleartext and not loopback(host):
                msg = (
                    f"agents {agent} = {where!r} is reached without TLS off loopback: give "
                    "ca, or cleartext = true if that is meant"
                )
                raise ValueError(msg)
        if self.protocol == "h3" and self.ca is None:
            msg = 'protocol = "h3" needs ca (HTTP/3 is always TLS)'
            raise ValueError(msg)
        return self


class MasterFile(_Section):
    """A master agent's config file (`role = "master"`): an agent, and those it invokes."""

    role: Literal["master"] = Field(description="`master`")
    agent: AgentSection
    invoked: InvokedSection
    transport: TransportSection = Field(default_factory=lambda: TransportSection.model_validate({}))
    semantic: SemanticSection = Field(default_factory=lambda: SemanticSection.model_validate({}))
    authority: OneAuthority = None
    authorities: TrustMapTables = []  # noqa: RUF012 - a pydantic field, copied per file
    peers: dict[str, str] = Field(
        default_factory=dict,
        description="pinned identity keys: agent id = its public key (base64url); each "
        "invoked agent's is needed to lock a session with it",
    )

    @model_validator(mode="after")
    def _pinned(self) -> MasterFile:
        _vouching(self.agent, self.authority, self.authorities)
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
ROLE_SECTIONS: Final = frozenset(name for model in ROLES.values() for name in model.model_fields)
"""Every section some role has (an environment variable for one of them belongs to it)."""


def section_model(annotation: Any) -> type[BaseModel] | None:  # noqa: ANN401 - a type
    """The section model an annotation names (`Section` or `Section | None`), or None."""
    for candidate in (annotation, *typing.get_args(annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None
