"""`ioa mcp-proxy`: an MCP server in front of another, adding the ADOL extension.

The only package that calls the MCP SDK (`mcp`, 2.x). The proxy is the SDK's
low-level `Server` with no handlers of its own and one middleware
(`ProxyMiddleware`) that answers every request by sending it on, as raw JSON,
to an upstream MCP server started as a stdio subprocess (`UpstreamCommand`):

- a client of the handshake era (`initialize`, protocol 2025-11-25 and
  earlier) gets an upstream process of its own for its connection (stdio, or
  one streamable HTTP session), started by its `initialize`, which goes
  upstream as the client sent it and comes back with the extension added to
  the capabilities; it ends when the connection does;
- requests of the per-request era (2026-07-28) share one upstream process,
  started on the first and started again after it dies;
- what the upstream sends back during a request (progress, log messages,
  sampling, elicitation, roots requests) goes to the client on that request's
  stream when it is the only one in flight on the link, on the connection's
  own stream otherwise (`STANDALONE`); progress is matched by its token, and
  cancellation both ways by the SDK's dispatchers (a cancelled forward is
  cancelled upstream), and `subscriptions/listen` frames by the subscription id
  they are stamped with (rewritten from the link's request id to the client's).

What the extension does to `tools/list` and `tools/call` is decided in
`ioa.bridges.mcp_adol` (pure); a client that does not opt in gets the
upstream's answer unaltered. Every failure is a JSON-RPC error whose message
names what is at fault (`ProxyFault`), logged on `ioa.bridges.mcp`; one
connection's upstream dying leaves every other connection served.

Modules: `upstream` (the upstream command, its link and the faults it reports),
`proxy` (the `Server` middleware, the proxy's state and caches, `build_server`
and `serve_stdio`), `listener` (streamable HTTP: the socket, the Host and
Origin checks, `serve_http`).
"""

from ioa.bridges.mcp.listener import (
    HttpSettings,
    host_checks,
    is_loopback,
    is_wildcard,
    listening_socket,
    serve_http,
)
from ioa.bridges.mcp.proxy import HANDLERS, ProxyMiddleware, build_server, serve_stdio
from ioa.bridges.mcp.upstream import MAX_WAITING, ProxyFault, UpstreamCommand, UpstreamLink

__all__ = [
    "HANDLERS",
    "MAX_WAITING",
    "HttpSettings",
    "ProxyFault",
    "ProxyMiddleware",
    "UpstreamCommand",
    "UpstreamLink",
    "build_server",
    "host_checks",
    "is_loopback",
    "is_wildcard",
    "listening_socket",
    "serve_http",
    "serve_stdio",
]
