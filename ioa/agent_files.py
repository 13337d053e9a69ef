"""An `Agent` from its config file: the file validated, its contexts vouched for, handlers loaded.

What `ioa agent serve` (`ioa.agent_cli`), `ioa config check` and `ioa topic`
share: `load_config` (the agent and its `[listen]` table), `agent_of` (an
agent or a master file's agent), the authority clients of `[authority]` and
`[[authorities]]` (`revocation_sources`), and `ConfigError`, whose exit code
says whether the file or the world is at fault.
"""

from __future__ import annotations

import importlib
import logging
import re
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple
from urllib.parse import urlsplit

from contexts.builtin import builtin
from contexts.document import SharedContext
from contexts.exceptions import ContextError
from ioa.agent import LOCAL, Agent, contexts_from_trust_map
from ioa.config import (
    AgentFile,
    AuthoritySection,
    ConfigFileError,
    MasterFile,
    load_agent_file,
    loopback,
    trusted_authorities,
)
from l7_transport import TransportConfig
from l7_transport.files import warn_if_unprotected
from l9_snl.config import SemanticConfig
from l9_snl.exceptions import SemanticError
from l9_snl.firewall import PolicyError
from l9_snl.handshake import HandshakeConfig
from l9_snl.identity import AgentIdentity

if TYPE_CHECKING:
    from authority.client import AuthorityClient

logger = logging.getLogger("ioa.agent")

EXIT_UNUSABLE: Final = 2
"""The exit status of a config file that cannot be used."""


class ConfigError(Exception):
    """A config file that cannot be used; the message says where and what.

    `exit_code`: 2 for a fault of the file (the default), 1 for a failure at run time
    that the file is not at fault for (an authority it names is unreachable).
    """

    def __init__(self, message: str, *, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code


_MODULE_NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


def _register_handlers(agent: Agent, module: str, path: Path) -> None:
    """Import `[agent] handlers` (beside the file first) and call its `register(agent)`.

    The module is the operator's own code: whatever it raises (or a `sys.exit` in it) is
    said as its fault, naming the key, the module and the step, never as this program's.
    """
    where = f"{path}: [agent] handlers = {module!r}"
    if not _MODULE_NAME.fullmatch(module):
        raise ConfigError(f"{where}: not a module name (dotted Python names, no path)")
    sys.path.insert(0, str(path.parent))
    try:
        register = getattr(importlib.import_module(module), "register", None)
    except (Exception, SystemExit) as exc:  # the operator's code: any fault
        raise ConfigError(f"{where}: importing it raised {type(exc).__name__}: {exc}") from exc
    if not callable(register):
        raise ConfigError(f"{where}: the module has no register(agent) function")
    try:
        register(agent)
    except (Exception, SystemExit) as exc:
        msg = f"{where}: its register(agent) raised {type(exc).__name__}: {exc}"
        raise ConfigError(msg) from exc


def load_config(
    path: Path, environ: Mapping[str, str] | None = None
) -> tuple[Agent, dict[str, Any]]:
    """The agent and the `[listen]` table a config file describes; `ConfigError` otherwise.

    The file is validated by `ioa.config.AgentFile` (unknown keys refused, `IOA_*`
    environment variables laid over it); then the identity, contexts, policies and
    handlers are loaded, and a handler for a task or concept no context defines is
    refused.
    """
    agent, listen, _ = _load(path, environ)
    return agent, listen


def _load(
    path: Path, environ: Mapping[str, str] | None = None
) -> tuple[Agent, dict[str, Any], AgentFile]:
    """`load_config`, and the validated file."""
    try:
        config = load_agent_file(path, environ)
    except ConfigFileError as error:
        raise ConfigError(str(error)) from error
    agent = agent_of(config, path)
    listen = config.listen.model_dump(exclude_none=True)
    return agent, listen, config


class RevocationSource(NamedTuple):
    """An authority `ioa agent serve` polls for revocations (`Agent.watch_revocations`)."""

    client: AuthorityClient
    """A client of its own on the authority's verified cache."""
    every: float
    """Seconds between polls (`revocations_every`)."""
    grace: float
    """Seconds past its metadata's expiry before its contexts are withheld
    (`revocations_grace`)."""


def revocation_sources(config: AgentFile, path: Path) -> list[RevocationSource]:
    """The authorities `ioa agent serve` polls for revocations, and how.

    Those of `[authority]` or `[[authorities]]` that set `revocations_every`; each gets a
    client of its own on its verified cache (loading the agent checked it already).
    """
    from authority.exceptions import AuthorityError  # noqa: PLC0415

    sources = []
    for label, section in trusted_authorities(config):
        if section.revocations_every is None:
            continue
        try:
            client = _authority_client(section)
        except (AuthorityError, OSError) as error:
            msg = f"{path}: {label} url = {section.url}: {error}"
            raise ConfigError(msg, exit_code=_exit_for(error)) from error
        every, grace = section.revocations_every, float(section.revocations_grace)
        sources.append(RevocationSource(client, every, grace))
    return sources


def _authority_client(section: AuthoritySection) -> AuthorityClient:
    """A client of the authority an `[authority]` (or `[[authorities]]` entry) names.

    On its cache, trusting its root file when it gives one.
    """
    from authority.client import AuthorityClient  # noqa: PLC0415 - tuf, only when asked

    return AuthorityClient(
        f"{section.url.rstrip('/')}/metadata/",
        cache_dir=section.cache,
        root=section.root.read_bytes() if section.root is not None else None,
        ca=section.ca,
    )


def _identity(file: Path) -> AgentIdentity:
    """The identity in `file`; `ValueError` naming the file (the config is named after)."""
    warn_if_unprotected(file)
    try:
        return AgentIdentity.from_private_bytes(file.read_bytes())
    except ValueError as error:  # "agent identity: not JSON ...": which file
        msg = f"[agent] identity = {file}: {error}"
        raise ValueError(msg) from None


def agent_of(config: AgentFile | MasterFile, path: Path) -> Agent:
    """The agent an agent's (or a master's) validated config describes; `ConfigError` else.

    The identity, contexts (from the built-ins, files or `[authority]`), policies and
    handlers are loaded; a handler for a task or concept no context defines is refused.
    """
    section = config.agent
    authority: str | dict[str, str] = LOCAL
    try:
        identity = _identity(section.identity)
        trusted = trusted_authorities(config)
        if trusted:
            authority, contexts = _vouched(path, trusted, section.contexts)
        else:
            contexts = [_context(c) for c in section.contexts]
        engines = config.transport
        transport = TransportConfig(h2_engine=engines.h2_engine, h3_engine=engines.h3_engine)
        agent = Agent(
            identity,
            contexts=contexts,
            policies=section.policies,
            authority=authority,
            transport=transport,
            event_loop=engines.event_loop,
            semantic=SemanticConfig(
                quiet_close=config.semantic.quiet_close,
                compact=config.semantic.compact,
                reply_acks=config.semantic.reply_acks,
            ),
            handshake=HandshakeConfig(stored_tickets=config.semantic.stored_tickets),
        )
        for peer, key in config.peers.items():
            agent.trust_peer(peer, key)
    except (OSError, ValueError, ContextError, PolicyError, SemanticError) as exc:
        msg = f"{path}: {exc}"
        raise ConfigError(msg) from exc
    if section.handlers:
        _register_handlers(agent, section.handlers, path)
    defined = {name for c in contexts for name in (*c.task_names, *c.concept_names)}
    strays = sorted(set(agent.handlers) - defined)
    if strays:
        msg = (
            f"{path}: [agent] handlers: {', '.join(strays)}: no context of this agent defines "
            f"it (tasks and concepts: {', '.join(sorted(defined)) or 'none'})"
        )
        raise ConfigError(msg)
    return agent


def without_tls(url: str) -> bool:
    """Whether an authority's URL is reached in cleartext off loopback (worth a warning)."""
    parts = urlsplit(url)
    return parts.scheme == "http" and not loopback(parts.hostname or "")


def _vouched(
    path: Path, trusted: list[tuple[str, AuthoritySection]], urns: list[str]
) -> tuple[dict[str, str], list[SharedContext]]:
    """Which authority vouches for each context `urns` names, and the contexts, verified.

    `trusted`: `[authority]` (trusted for every name), or the `[[authorities]]`
    of a trust map, each trusted for its namespaces.
    """
    from authority.exceptions import AuthorityError  # noqa: PLC0415
    from authority.federation import ANY_NAMESPACE, TrustMap  # noqa: PLC0415

    trust = TrustMap()
    where = {}
    for label, section in trusted:
        url = section.url.rstrip("/")
        if without_tls(url):
            logger.warning(
                "%s: %s url = %s is reached without TLS: its metadata signatures are "
                "still checked, but anyone on the path sees which contexts this agent loads",
                path,
                label,
                url,
            )
        namespaces = getattr(section, "namespaces", [ANY_NAMESPACE])
        try:
            client = _authority_client(section)
            trust.trust(client, namespaces)
        except AuthorityError as error:
            msg = f"{path}: {label} url = {section.url}: {error}"
            raise ConfigError(msg, exit_code=_exit_for(error)) from error
        where[client.authority_id] = f"{label} url = {section.url}"
    vouched: dict[str, str] = {}
    contexts: list[SharedContext] = []
    for urn in urns:
        try:
            source = where[trust.authority_for(urn).authority_id]
        except AuthorityError as error:  # no namespace covers it, or not a URN
            msg = f"{path}: [agent] contexts: {urn}: {error}"
            raise ConfigError(msg) from error
        try:
            one, [context] = contexts_from_trust_map(trust, [urn], now=time.time())
        except AuthorityError as error:
            msg = f"{path}: {source}: {error}"
            raise ConfigError(msg, exit_code=_exit_for(error)) from error
        except ValueError as error:
            msg = f"{path}: [agent] contexts: {error}"
            raise ConfigError(msg) from error
        vouched |= one
        contexts.append(context)
    return vouched, contexts


def _exit_for(error: Exception) -> int:
    """1 when an authority could not be reached (the world's fault, not the file's), else 2."""
    from authority.exceptions import AuthorityUnreachableError  # noqa: PLC0415 - as above

    return 1 if isinstance(error, AuthorityUnreachableError) else EXIT_UNUSABLE


def _context(name: str) -> SharedContext:
    """A built-in context by URN, or a context document file (its path already resolved)."""
    if name.startswith("urn:"):
        try:
            return builtin(name)
        except KeyError as exc:
            msg = f"{name} is not a built-in context (give a file path)"
            raise ValueError(msg) from exc
    try:
        return SharedContext.from_bytes(Path(name).read_bytes())
    except ContextError as exc:  # the document at fault, named (the file's own path)
        msg = f"[agent] contexts: {name}: {exc}"
        raise ValueError(msg) from exc
