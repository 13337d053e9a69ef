"""The semantic firewall: Cedar policy between L9 and an agent's logic (docs/firewall.md).

`load_policies(dir)` reads and validates a policy directory against the
shipped schema (reading disk and watching for changes is `aio`, the
driver; the rest is sans-I/O); `Firewall(bundle).decide(request_for(envelope, context,
bundle), now=...)` decides one message; `PolicyWatcher` reloads a directory
that changed, keeping the old policies when the new ones do not load.
"""

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
