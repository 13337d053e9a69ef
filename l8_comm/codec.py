"""Bytes to envelopes and back, with orjson, enforcing every rule and limit on the way in."""

from __future__ import annotations

from typing import Final

import orjson

from l8_comm.config import DEFAULT_LIMITS, Limits
from l8_comm.envelope import Envelope
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l8_comm.guard import Restore
from l8_comm.registry import DEFAULT_REGISTRY, Registry
from l8_comm.validation import check_wire, envelope_error, plainly_valid

_loads: Final = orjson.loads
_dumps: Final = orjson.dumps
_JSONDecodeError: Final = orjson.JSONDecodeError
# The decoder builds envelopes the way Envelope.from_checked_wire does,
# without the two extra calls: this is the hot path.
_new: Final = object.__new__
_set: Final = object.__setattr__


def decode_envelope(
    data: bytes,
    limits: Limits = DEFAULT_LIMITS,
    registry: Registry = DEFAULT_REGISTRY,
    *,
    restore: Restore | None = None,
) -> Envelope:
    """Parse and check one encoded envelope; raise a `RemoteProtocolError` subclass if it is bad.

    `restore` (a frame guard's, for an authenticated frame) gives the parsed object back
    members the session implies before anything is checked (L9's compact form, spec 12.18).
    """
    if len(data) > limits.max_frame_size:
        raise envelope_error(
            ErrorCode.FRAME_TOO_LARGE,
            f"envelope of {len(data)} bytes exceeds the limit of {limits.max_frame_size}",
        )
    try:
        wire = _loads(data)
    except _JSONDecodeError as error:
        reason = str(error)[:160]
        raise envelope_error(ErrorCode.MALFORMED_JSON, f"not valid UTF-8 JSON: {reason}") from None
    if type(wire) is not dict:
        raise envelope_error(
            ErrorCode.INVALID_ENVELOPE,
            f"an envelope is a JSON object, not {type(wire).__name__}",
        )
    if restore is not None:
        restore(wire)
    if not plainly_valid(wire, limits, registry, data):
        check_wire(wire, limits, registry, data)
    wire["to"] = tuple(wire["to"])
    envelope = _new(Envelope)
    _set(envelope, "_wire", wire)
    _set(envelope, "_raw", data)
    return envelope


def encode_envelope(envelope: Envelope, limits: Limits = DEFAULT_LIMITS) -> bytes:
    """Serialize an envelope; raise `LocalProtocolError` if it exceeds the frame limit."""
    data = _dumps(envelope._wire)  # noqa: SLF001 - the codec is the wire form's other owner
    if len(data) > limits.max_frame_size:
        raise LocalProtocolError(
            ErrorCode.FRAME_TOO_LARGE,
            f"envelope encodes to {len(data)} bytes, above the limit of {limits.max_frame_size}",
            message_id=envelope.id,
            conversation_id=envelope.conversation_id,
        )
    return data
