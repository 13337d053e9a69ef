"""The semantic firewall: Cedar policy between L9 and an agent's logic (docs/firewall.md).

`load_policies(dir)` reads and validates a policy directory against the
shipped schema (reading disk and watching for changes is `aio`, the
driver; the rest is sans-I/O); `Firewall(bundle).decide(request_for(envelope, context,
bundle), now=...)` decides one message; `PolicyWatcher` reloads a directory
that changed, keeping the old policies when the new ones do not load.
"""

from typing import TYPE_CHECKING, Final

from l7_transport.lazy import lazy_exports

if TYPE_CHECKING:  # (imported on first use instead: see __getattr__)
    from l9_snl.firewall.aio import PolicyWatcher, Reload, lint_policies, load_policies, watch
    from l9_snl.firewall.core import Decision, Firewall, FirewallRequest, Outcome, request_for
    from l9_snl.firewall.limits import RateLimiter
    from l9_snl.firewall.policies import (
        SCHEMA_TEXT,
        AgentInfo,
        Finding,
        Limit,
        PolicyBundle,
        PolicyError,
        PolicyLint,
        bundle_from_text,
        lint_texts,
    )
    from l9_snl.firewall.screen import Screen, free_text, screen_text

# Where each name of __all__ lives: importing one module of the package does not
# import all the others (PEP 562).
_HOMES: Final[dict[str, str]] = {
    "PolicyWatcher": "l9_snl.firewall.aio",
    "Reload": "l9_snl.firewall.aio",
    "lint_policies": "l9_snl.firewall.aio",
    "load_policies": "l9_snl.firewall.aio",
    "watch": "l9_snl.firewall.aio",
    "Decision": "l9_snl.firewall.core",
    "Firewall": "l9_snl.firewall.core",
    "FirewallRequest": "l9_snl.firewall.core",
    "Outcome": "l9_snl.firewall.core",
    "request_for": "l9_snl.firewall.core",
    "RateLimiter": "l9_snl.firewall.limits",
    "SCHEMA_TEXT": "l9_snl.firewall.policies",
    "AgentInfo": "l9_snl.firewall.policies",
    "Finding": "l9_snl.firewall.policies",
    "Limit": "l9_snl.firewall.policies",
    "PolicyBundle": "l9_snl.firewall.policies",
    "PolicyError": "l9_snl.firewall.policies",
    "PolicyLint": "l9_snl.firewall.policies",
    "bundle_from_text": "l9_snl.firewall.policies",
    "lint_texts": "l9_snl.firewall.policies",
    "Screen": "l9_snl.firewall.screen",
    "free_text": "l9_snl.firewall.screen",
    "screen_text": "l9_snl.firewall.screen",
}

__all__ = [
    "SCHEMA_TEXT",
    "AgentInfo",
    "Decision",
    "Finding",
    "Firewall",
    "FirewallRequest",
    "Limit",
    "Outcome",
    "PolicyBundle",
    "PolicyError",
    "PolicyLint",
    "PolicyWatcher",
    "RateLimiter",
    "Reload",
    "Screen",
    "bundle_from_text",
    "free_text",
    "lint_policies",
    "lint_texts",
    "load_policies",
    "request_for",
    "screen_text",
    "watch",
]


if not TYPE_CHECKING:  # (mypy sees the imports above: a misspelt name stays an error)
    __getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
