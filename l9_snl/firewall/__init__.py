"""The semantic firewall: Cedar policy between L9 and an agent's logic (docs/firewall.md).

`load_policies(dir)` reads and validates a policy directory against the
shipped schema; `Firewall(bundle).decide(request_for(envelope, context,
bundle), now=...)` decides one message; `PolicyWatcher` reloads a directory
that changed, keeping the old policies when the new ones do not load.
"""

from l9_snl.firewall.core import Decision, Firewall, FirewallRequest, Outcome, request_for
from l9_snl.firewall.limits import RateLimiter
from l9_snl.firewall.policies import (
    SCHEMA_TEXT,
    AgentInfo,
    Limit,
    PolicyBundle,
    PolicyError,
    bundle_from_text,
    load_policies,
)
from l9_snl.firewall.screen import Screen, free_text, screen_text
from l9_snl.firewall.watch import PolicyWatcher, Reload, watch

__all__ = [
    "SCHEMA_TEXT",
    "AgentInfo",
    "Decision",
    "Firewall",
    "FirewallRequest",
    "Limit",
    "Outcome",
    "PolicyBundle",
    "PolicyError",
    "PolicyWatcher",
    "RateLimiter",
    "Reload",
    "Screen",
    "bundle_from_text",
    "free_text",
    "load_policies",
    "request_for",
    "screen_text",
    "watch",
]
