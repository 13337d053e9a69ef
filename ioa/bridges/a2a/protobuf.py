"""The JSON forms of the A2A SDK's protobuf messages, and a quick check of their required fields."""

from __future__ import annotations

import functools
from typing import Any, cast

from a2a.types import Message

# (googleapis-common-protos ships no stubs)
from google.api.field_behavior_pb2 import FieldBehavior, field_behavior  # type: ignore[import-untyped]
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.json_format import MessageToDict
from google.protobuf.message import Message as ProtobufMessage

from ioa.bridges.a2a_mapping import BridgeError, json_numbers
from l9_snl.exceptions import SNLErrorCode


def _to_dict(message: ProtobufMessage) -> Any:  # noqa: ANN401 - any JSON value
    """`MessageToDict`, a number that is not finite refused `invalid_content` (`BridgeError`).

    JSON has no NaN or Infinity; `1e400` in a request reaches a `Struct` as Infinity,
    which protobuf's JSON form cannot write (a `ValueError`, else an internal error).
    """
    try:
        return MessageToDict(message)
    except ValueError:
        raise BridgeError(
            SNLErrorCode.INVALID_CONTENT.value,
            "a number that is not finite (past a double's range)",
        ) from None


def json_form(message: Any) -> dict[str, Any]:  # noqa: ANN401 - a protobuf message
    """A protobuf message in its JSON form, integral numbers as ints (`json_numbers`)."""
    return cast("dict[str, Any]", json_numbers(_to_dict(message)))


def message_data(message: Message) -> list[Any]:
    """The data of each data part of a message, in order (JSON form)."""
    return [json_numbers(_to_dict(part.data)) for part in message.parts if part.HasField("data")]


def _required(field: FieldDescriptor) -> bool:
    """Whether A2A's proto marks a field REQUIRED (`google.api.field_behavior`)."""
    return FieldBehavior.REQUIRED in field.GetOptions().Extensions[field_behavior]


@functools.cache
def _may_lack(descriptor: Descriptor) -> bool:
    """Whether a message of this type, or any it may hold, has a REQUIRED field."""
    seen: set[str] = set()
    waiting = [descriptor]
    while waiting:
        found = waiting.pop()
        if found.full_name in seen:
            continue
        seen.add(found.full_name)
        for field in found.fields:
            if _required(field):
                return True
            if field.message_type is not None:
                waiting.append(field.message_type)
    return False


@functools.cache
def _checks(descriptor: Descriptor) -> tuple[tuple[FieldDescriptor, bool, bool, bool], ...]:
    """Per field worth reading: (field, required, repeated, a message that may lack one)."""
    checks = []
    for field in descriptor.fields:
        required = _required(field)
        nested = field.message_type is not None and _may_lack(field.message_type)
        if required or nested:
            checks.append((field, required, field.is_repeated, nested))
    return tuple(checks)


def required_fields_present(message: ProtobufMessage) -> bool:
    """Whether the SDK's `validate_proto_required_fields` finds nothing missing in `message`.

    The same rule, read more quickly: the fields each type marks REQUIRED are
    listed once per type, and a field whose type holds nothing REQUIRED at any
    depth (a data part's `Struct`, which the SDK walks value by value) is not
    walked. False: ask the SDK's check, for its error.
    """
    for field, required, repeated, nested in _checks(message.DESCRIPTOR):
        if required and _lacks(message, field, repeated=repeated):
            return False
        if nested and not all(map(required_fields_present, _held(message, field, repeated))):
            return False
    return True


def _lacks(message: ProtobufMessage, field: FieldDescriptor, *, repeated: bool) -> bool:
    """Whether a REQUIRED field is missing, as the SDK reads it (empty, unset, or default)."""
    value = getattr(message, field.name)
    if repeated:
        return not value
    if field.has_presence:
        return not message.HasField(field.name)
    return bool(value == field.default_value)


def _held(message: ProtobufMessage, field: FieldDescriptor, repeated: bool) -> list[Any]:  # noqa: FBT001
    """The messages a message-typed field holds (as the SDK walks them: a map's values)."""
    value = getattr(message, field.name)
    if not repeated:
        return [value] if message.HasField(field.name) else []
    if field.message_type.GetOptions().map_entry:
        return [v for v in value.values() if isinstance(v, ProtobufMessage)]
    return list(value)


__all__ = ["json_form", "message_data", "required_fields_present"]
