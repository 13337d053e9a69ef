"""The gateway's config file (`role = "gateway"`): its section, upstream TLS, the file."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import (
    Field,
    StrictBool,
    StrictInt,
    model_validator,
)

from ioa.config.base import (
    _DIRECTORY,
    _FILE,
    MOST_CONNECTIONS,
    Seconds,
    TlsListenSection,
    _Section,
    host_port,
)
from l8_comm.config import EndpointConfig
from l8_comm.identifiers import AGENT_ID_PATTERN, ANY_RECIPIENT

_AGENT: Final = EndpointConfig()
"""The L8 limits an `ioa.Agent` runs with: the defaults of the agent keys below."""
_AGENT_BOUNDS: Final = EndpointConfig.BOUNDS.ranges


def _agent_count(field: str, description: str) -> Any:  # noqa: ANN401 - pydantic's FieldInfo
    """A key for one of the agents' L8 counts: its default and bounds are L8's own."""
    bounds = _AGENT_BOUNDS[field]
    return Field(
        default=getattr(_AGENT, field), ge=bounds.lo, le=bounds.hi, description=description
    )


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
    upstream_cleartext: StrictBool = Field(
        default=False,
        description="reach agents off loopback in cleartext HTTP/2 where no CA is given "
        "(development, or a private link: everything peers send them crosses it in the "
        "clear); without it such an agent is refused at start",
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
        default=False,
        description="relay, undecided, messages naming a context it does not know "
        "(never one naming none)",
    )
    reload_interval: Seconds = Field(
        default=2.0,
        description="seconds between checks of the policy directory",
    )
    max_streams_per_peer: StrictInt = Field(
        default=64,
        ge=1,
        le=MOST_CONNECTIONS,
        description="streams of one peer (the agent its client certificate names, else its "
        "address) relayed at once; one more is refused `too_many_streams`",
    )
    upstream_pool: StrictInt = Field(
        default=4,
        ge=1,
        le=MOST_CONNECTIONS,
        description="connections to each agent at most: another is opened when every one is "
        "at the agent's limit of concurrent streams",
    )
    agent_max_contexts: StrictInt = _agent_count(
        "max_contexts",
        "sub-contexts the agents behind it keep live at once per session and side (their L8 "
        "`max_contexts`): a peer's past it are refused here, as the agent would (`forbidden`, "
        "the reason `too_many_contexts`)",
    )
    agent_max_context_depth: StrictInt = _agent_count(
        "max_context_depth",
        "the deepest sub-context nesting the agents behind it take (their L8 `max_context_depth`)",
    )
    agent_context_idle_timeout: Seconds = Field(
        default=_AGENT.context_idle_timeout,
        description="seconds after which the agents behind it end an unused sub-context (their "
        "L8 `context_idle_timeout`): until then a message naming it by id alone is decided "
        "under its type",
    )

    @model_validator(mode="after")
    def _one_way_upstream(self) -> GatewaySection:
        if (self.upstream is None) == (not self.upstreams):
            msg = "give `upstream` (one agent) or `upstreams` (several), not both or neither"
            raise ValueError(msg)
        given = [("upstream", self.upstream)] if self.upstream is not None else []
        given += [(f"upstreams {name}", value) for name, value in self.upstreams.items()]
        for name, value in given:
            if re.fullmatch(_HOST_PORT, value) is None:
                msg = f"{name} = {value!r}: expected HOST:PORT"
                raise ValueError(msg)
            try:
                host_port(value, lowest=1)
            except ValueError:
                msg = f"{name} = {value!r}: the port is from 1 to 65535"
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
