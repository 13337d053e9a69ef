"""The bridge's refusals, logged once each where they are made: the client's address, the code.

Every request the bridge serves runs with its client's address (`serving`, from the
ASGI scope: `host:port`); every JSON-RPC error it answers, whoever made it (the
bridge's admission, the SDK's dispatcher or request handler, the HTTP guard), is
logged once for the request (`log_refusal`) on `ioa.bridges.a2a`: at INFO, or at
ERROR for an internal error (-32603), which is no refusal. The record carries its
fields (`ioa.logs.FIELDS`: a JSON-lines log gives them as members): `event`
(`a2a_refused`), `agent`, `peer` (the client's address), `code` (the JSON-RPC
code), `ioa_code` (the ioa code of a bridge's refusal, else null), `method` (when
known), `reason`.
"""

from __future__ import annotations

import contextvars
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from a2a.utils.errors import JSON_RPC_ERROR_CODE_MAP, A2AError
from starlette.types import Scope

from ioa.logs import FIELDS, printable
from l7_transport.serving import socket_address

logger = logging.getLogger("ioa.bridges.a2a")

INTERNAL_ERROR: Final = -32603
"""The JSON-RPC code of an internal error: logged at ERROR, not as a refusal."""
UNKNOWN_PEER: Final = "an unknown client"
"""The peer named when a refusal is made outside a served request (or the server gave none)."""


@dataclass(slots=True)
class _Served:
    """The request being served: its client, and whether its refusal was logged already."""

    peer: str
    logged: bool = False
    method: str | None = None
    """The JSON-RPC method the request names, once its body is read (for refusals without it)."""


_SERVED: contextvars.ContextVar[_Served | None] = contextvars.ContextVar(
    "ioa_a2a_served", default=None
)


def peer_of(scope: Scope) -> str:
    """The client's address of an ASGI request, `host:port` (`[host]:port` for IPv6)."""
    client = scope.get("client")
    if not client:
        return UNKNOWN_PEER
    return socket_address((client[0], client[1]))


def serving(scope: Scope) -> contextvars.Token[_Served | None]:
    """Mark the current task as serving the request of `scope` (reset with the token)."""
    return _SERVED.set(_Served(peer_of(scope)))


def names_method(method: str) -> None:
    """The request being served names `method` (its refusals are logged with it)."""
    served = _SERVED.get()
    if served is not None:
        served.method = method


def done_serving(token: contextvars.Token[_Served | None]) -> None:
    """The request is answered: what `serving` marked is unmarked."""
    _SERVED.reset(token)


def peer() -> str:
    """The client's address of the request being served (`UNKNOWN_PEER` outside one)."""
    served = _SERVED.get()
    return served.peer if served is not None else UNKNOWN_PEER


def log_refusal(
    agent_id: str,
    code: int,
    reason: str,
    *,
    ioa_code: str | None = None,
    method: str | None = None,
) -> None:
    """Log the JSON-RPC error a request is answered with: once per request, with its client."""
    served = _SERVED.get()
    if served is not None:
        if served.logged:
            return
        served.logged = True
    who = served.peer if served is not None else UNKNOWN_PEER
    if method is None and served is not None:
        method = served.method  # (the SDK's dispatcher and 0.3 adapter do not say it)
    what = f"an A2A {method}" if method else "an A2A request"
    said = f"{code} {ioa_code}" if ioa_code else str(code)
    # what the client sent (a method, an id in a reason) is escaped: one record, one line
    text = printable(f"{agent_id}: refused {what} from {who}: {said}: {reason}")
    record = {
        "event": "a2a_refused",
        "agent": agent_id,
        "peer": who,
        "code": code,
        "ioa_code": ioa_code,
        "method": method,
        "reason": reason,
        "message": text,
    }
    level = logging.ERROR if code == INTERNAL_ERROR else logging.INFO
    logger.log(level, "%s", text, extra={FIELDS: record})


def log_answer(agent_id: str, answer: Mapping[str, Any], *, method: str | None = None) -> None:
    """Log a JSON-RPC answer if it is an error (`{"error": {code, message, data}}`)."""
    error = answer.get("error")
    if not isinstance(error, Mapping):
        return
    code = error.get("code")
    log_refusal(
        agent_id,
        code if isinstance(code, int) else INTERNAL_ERROR,
        str(error.get("message", "")),
        ioa_code=_ioa_code(error.get("data")),
        method=method,
    )


def log_error(agent_id: str, error: A2AError, *, method: str | None = None) -> None:
    """Log an A2A error a request is about to be answered with (its JSON-RPC code)."""
    code = JSON_RPC_ERROR_CODE_MAP.get(type(error), INTERNAL_ERROR)
    data = error.data
    ioa = data.get("code") if isinstance(data, Mapping) else None
    log_refusal(
        agent_id, code, error.message, ioa_code=ioa if isinstance(ioa, str) else None, method=method
    )


def _ioa_code(data: object) -> str | None:
    """The ioa code in an error's data: A2A 1.0 `[{..., "metadata": {"code"}}]`, 0.3 `{"code"}`."""
    if isinstance(data, list):
        found = [_ioa_code(item.get("metadata")) for item in data if isinstance(item, Mapping)]
        return next((code for code in found if code is not None), None)
    if isinstance(data, Mapping):
        code = data.get("code")
        return code if isinstance(code, str) else None
    return None


__all__ = [
    "UNKNOWN_PEER",
    "done_serving",
    "log_answer",
    "log_error",
    "log_refusal",
    "names_method",
    "peer",
    "peer_of",
    "serving",
]
