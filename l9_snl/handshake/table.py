"""The handshake's messages and its one state table (both roles), as data."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Final

from l8_comm import DEFAULT_REGISTRY, Performative, Registry
from l8_comm.protocols import INIT, RESP, START, Role, make_protocol
from l9_snl.integrity import ACK_PROTOCOL

VERSION: Final = 1
"""The handshake version this module speaks."""
PROTOCOL_NAME: Final = "snl-handshake"

HANDSHAKE_PROTOCOL: Final = make_protocol(
    PROTOCOL_NAME,
    {
        (START, Performative.PROPOSE, INIT): "hello",
        ("hello", Performative.AGREE, RESP): "selected",
        ("hello", Performative.ACCEPT, RESP): "resumed",
        ("hello", Performative.REFUSE, RESP): "refused",
        ("selected", Performative.INFORM, INIT): "locked",
        ("selected", Performative.FAILURE, INIT): "failed",
        ("locked", Performative.INFORM, RESP): "done",
        ("locked", Performative.FAILURE, RESP): "failed",
    },
    frozenset({"resumed", "refused", "failed", "done"}),
    description="L9 handshake: HELLO (PROPOSE), SELECT (AGREE; ACCEPT when resumed), "
    "LOCK (INFORM), TICKET (INFORM); REFUSE or FAILURE with a code",
)
"""The L8 conversation the handshake messages travel in."""


def snl_registry(base: Registry = DEFAULT_REGISTRY) -> Registry:
    """`base` with L9's protocols registered (frozen): the handshake and `snl-ack`."""
    registry = base.copy()
    registry.register_protocol(HANDSHAKE_PROTOCOL)
    registry.register_protocol(ACK_PROTOCOL)
    return registry.freeze()


class Direction(StrEnum):
    """Whether a side sends or receives a message."""

    SEND = "send"
    RECEIVE = "receive"


class Kind(StrEnum):
    """The handshake messages."""

    HELLO = "HELLO"
    SELECT = "SELECT"
    RESUMED_SELECT = "SELECT (resumed)"
    RESUME_REFUSED = "REFUSE (resumption)"
    LOCK = "LOCK"
    TICKET = "TICKET"
    REFUSE = "REFUSE"
    FAILURE = "FAILURE"


S, R = Direction.SEND, Direction.RECEIVE
TRANSITIONS: Final[Mapping[tuple[Role, str, Direction, Kind], str]] = {
    (INIT, "start", S, Kind.HELLO): "hello_sent",
    (INIT, "hello_sent", R, Kind.SELECT): "selected",
    (INIT, "hello_sent", R, Kind.RESUMED_SELECT): "locked",
    (INIT, "hello_sent", R, Kind.REFUSE): "failed",
    (INIT, "hello_sent", R, Kind.RESUME_REFUSED): "resume_refused",
    (INIT, "resume_refused", S, Kind.HELLO): "hello_sent",
    (INIT, "selected", S, Kind.LOCK): "locked",
    (INIT, "selected", S, Kind.FAILURE): "failed",
    (INIT, "locked", R, Kind.TICKET): "locked",
    (INIT, "locked", R, Kind.FAILURE): "failed",
    (RESP, "start", R, Kind.HELLO): "hello_received",
    (RESP, "hello_received", S, Kind.SELECT): "selected",
    (RESP, "hello_received", S, Kind.RESUMED_SELECT): "locked",
    (RESP, "hello_received", S, Kind.REFUSE): "failed",
    (RESP, "hello_received", S, Kind.RESUME_REFUSED): "resume_refused",
    (RESP, "resume_refused", R, Kind.HELLO): "hello_received",
    (RESP, "selected", R, Kind.LOCK): "locked",
    (RESP, "selected", R, Kind.FAILURE): "failed",
    (RESP, "locked", S, Kind.TICKET): "locked",
    (RESP, "locked", S, Kind.FAILURE): "failed",
}
"""(role, state, direction, message) -> next state: the whole handshake, both sides."""
FINAL_STATES: Final = frozenset({"locked", "failed"})
"""States in which a side no longer waits (locked still accepts a TICKET)."""

PERFORMATIVE_OF: Final[Mapping[Kind, str]] = {
    Kind.HELLO: Performative.PROPOSE,
    Kind.SELECT: Performative.AGREE,
    Kind.RESUMED_SELECT: Performative.ACCEPT,
    Kind.LOCK: Performative.INFORM,
    Kind.TICKET: Performative.INFORM,
    Kind.REFUSE: Performative.REFUSE,
    Kind.RESUME_REFUSED: Performative.REFUSE,
    Kind.FAILURE: Performative.FAILURE,
}
"""The L8 performative each message travels as."""
