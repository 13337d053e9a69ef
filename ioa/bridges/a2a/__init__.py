"""The A2A bridge: an `ioa.Agent` served to A2A clients, and A2A agents called as peers.

The only module that calls the A2A SDK (`a2a-sdk` 1.x, A2A 1.0; the 0.3 method
names too, through the SDK's own compatibility layer). What is mapped and how
(task states, parts, error codes, the L9 extension's metadata) is data in
`ioa.bridges.a2a_mapping`; this module moves it between the SDK's types and the
agent.

Serving (`serve_a2a`): the SDK's JSON-RPC endpoint and the signed agent card
(`/.well-known/agent-card.json`) on one HTTP server, HTTP/1.1 and HTTP/2
(hypercorn: ALPN over TLS, prior knowledge or upgrade in cleartext; or
uvicorn, HTTP/1.1 only). A message names a task in a data part; it is
validated against the agent's Shared Context with the native wire's
functions before any task exists (a bad one is a JSON-RPC error), put to the
agent's firewall, then the agent's own handler runs and its result is
validated as the native wire validates it. Missing or ambiguous parameters
leave the task `input-required` (L9 clarification: the questions and their
options), to be continued or cancelled by its id. A client that activates
the extension (`A2A-Extensions`) may run the L9 handshake in message
metadata: a context is locked for the A2A `contextId`, and the messages on
it are validated against that context and tagged under the lock's keys
(spec 12.16) both ways.

Calling (`connect_a2a`, `agent.connect("a2a+http://...")`): an `A2ASession`
with `request`, `resume` and `cancel`, over the SDK's client, with the
extension (handshake, lock) when the peer's card declares it, or plain.

Modules: `card` (the signed card), `replies` (messages that call no task),
`bridge` (admission, the handshake, the run of a task call), `agent_side`
(the agent's firewall and handler on a call), `tasks` (the task a call is
answered with, its REQUEST, the handler's session), `store` (the bounded
task store), `jsonrpc` (the SDK's JSON-RPC endpoint, its errors logged),
`refusals` (refusals logged with the client's address), `server` (the HTTP
app and `serve_a2a`), `client` (`connect_a2a`, `A2ASession`), `protobuf`
(JSON forms, the required-field check), `cookies` (the handshake's sealed
state).
"""

from ioa.bridges.a2a.bridge import A2ABridge
from ioa.bridges.a2a.card import agent_card, card_verifier, extension_params
from ioa.bridges.a2a.client import A2ASession, InputRequiredError, connect_a2a
from ioa.bridges.a2a.replies import A2AMessage, A2AReply, MessageHandler
from ioa.bridges.a2a.server import A2AServer, build_app, endpoint_line, serve_a2a
from ioa.bridges.a2a_mapping import CONVERSATION_STATE_OF, EXTENSION

__all__ = [
    "CONVERSATION_STATE_OF",
    "EXTENSION",
    "A2ABridge",
    "A2AMessage",
    "A2AReply",
    "A2AServer",
    "A2ASession",
    "InputRequiredError",
    "MessageHandler",
    "agent_card",
    "build_app",
    "card_verifier",
    "connect_a2a",
    "endpoint_line",
    "extension_params",
    "serve_a2a",
]
