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

from ioa.config.base import (
    ConfigFileError,
    TlsListenSection,
    add_connection_limits,
    connection_limits,
    host_port,
    port_argument,
    seconds_argument,
    whole_number,
)
from ioa.config.gateway_file import GatewayFile, GatewaySection, UpstreamTlsSection
from ioa.config.loading import (
    file_instead_of_options,
    load_agent_file,
    load_config_file,
    options_as_file,
    problems_of,
    trusted_authorities,
    with_environment,
)
from ioa.config.models import (
    ENV_PREFIX,
    ROLES,
    AgentFile,
    AgentSection,
    AuthoritySection,
    AuthorityServiceFile,
    ConfigFile,
    InvokedSection,
    ListenSection,
    MasterFile,
    ServiceSection,
    TrustedAuthoritySection,
)
from ioa.config.reference import reference
from l7_transport.addresses import loopback

__all__ = [
    "ENV_PREFIX",
    "ROLES",
    "AgentFile",
    "AgentSection",
    "AuthoritySection",
    "AuthorityServiceFile",
    "ConfigFile",
    "ConfigFileError",
    "GatewayFile",
    "GatewaySection",
    "InvokedSection",
    "ListenSection",
    "MasterFile",
    "ServiceSection",
    "TlsListenSection",
    "TrustedAuthoritySection",
    "UpstreamTlsSection",
    "add_connection_limits",
    "connection_limits",
    "file_instead_of_options",
    "host_port",
    "load_agent_file",
    "load_config_file",
    "loopback",
    "options_as_file",
    "port_argument",
    "problems_of",
    "reference",
    "seconds_argument",
    "trusted_authorities",
    "whole_number",
    "with_environment",
]
