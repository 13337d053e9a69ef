"""`ioa gateway`: the semantic firewall between many agents and the network (asyncio relay).

Peers open session streams to the gateway (HTTP/2, TLS or cleartext); for
each, the gateway opens a stream to the protected agent over one shared
upstream connection and relays both ways, frame by frame. What peers send
goes through `l9_snl.firewall.gateway.GatewayFilter` (forwarded byte for
byte, or answered with a refusal); what the agent sends goes back as is.
The policy directory is reloaded when it changes (`PolicyWatcher`).

In front of several agents (`--upstream NAME=HOST:PORT`, repeated), a peer
stream goes to the agent its first message is addressed to (the envelope's
`to`); one addressed to none of them is refused `undelivered`. Upstream
connections are made when a peer first needs them and again when lost, so
the gateway and its agents start in any order: a peer stream waits up to
`connect_wait` seconds for an agent that is not up yet, trying again with
backoff (one attempt at a time per agent, whatever the number of peers).

Content of a context version below its name's floor is never relayed: the
floor is the highest minimum secure version any context the gateway knows
declares for that name (`secure_minimums`), raised to an operator's
`--minimum NAME=vMAJOR.MINOR`. So a newer document the gateway is given
(`--context`) that declares older versions insecure retires them here too,
whether or not the older documents say so themselves.

The package: `links` (the connections to the agents), `relay` (the relay and
the firewall between), `command` (the `ioa gateway` command and its config).
"""

from __future__ import annotations

from ioa.gateway.command import add_gateway_command, from_config, run_gateway_command, say_reload
from ioa.gateway.links import (
    BACKOFF_FIRST,
    BACKOFF_MAX,
    CONNECT_WAIT,
    DOWN_FOR,
    MAX_WAITING,
    Upstream,
)
from ioa.gateway.relay import Gateway, Relay

__all__ = [
    "BACKOFF_FIRST",
    "BACKOFF_MAX",
    "CONNECT_WAIT",
    "DOWN_FOR",
    "MAX_WAITING",
    "Gateway",
    "Relay",
    "Upstream",
    "add_gateway_command",
    "from_config",
    "run_gateway_command",
    "say_reload",
]
