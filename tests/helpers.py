"""Small helpers shared by the L8 tests."""

from __future__ import annotations

from typing import Any

from conftest import frame, wire

from l7_transport.framing import FrameDecoder
from l8_comm import (
    Delivery,
    Endpoint,
    Envelope,
    Event,
    MessageReceived,
    ProtocolViolation,
    decode_envelope,
)


def events_for(deliveries: list[Delivery], owner: str) -> list[Event]:
    return [d.event for d in deliveries if d.owner == owner]


def of_type(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def received(events: list[Event]) -> list[Envelope]:
    return [e.envelope for e in events if isinstance(e, MessageReceived)]


def violations(events: list[Event]) -> list[ProtocolViolation]:
    return of_type(events, ProtocolViolation)


def outbound(endpoint: Endpoint) -> list[Envelope]:
    """Decode (and consume) what `endpoint` has queued for its peer."""
    decoder = FrameDecoder()
    return [decode_envelope(p) for p in decoder.feed(endpoint.data_to_send())]


def inject(endpoint: Endpoint, now: float | None = None, **fields: Any) -> list[Event]:
    """Feed `endpoint` a forged envelope from its peer, bypassing the peer's own checks."""
    fields.setdefault("sender", endpoint.peer_id or "alice")
    fields.setdefault("to", [endpoint.local_id])
    return endpoint.receive_data(frame(wire(**fields)), now)
