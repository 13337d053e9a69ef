"""The JSON forms of the A2A SDK's protobuf messages, integral numbers read as ints."""

from __future__ import annotations

from typing import Any, cast

from a2a.types import Message
from google.protobuf.json_format import MessageToDict

from ioa.bridges.a2a_mapping import json_numbers


def json_form(message: Any) -> dict[str, Any]:  # noqa: ANN401 - a protobuf message
    """A protobuf message in its JSON form, integral numbers as ints (`json_numbers`)."""
    return cast("dict[str, Any]", json_numbers(MessageToDict(message)))


def message_data(message: Message) -> list[Any]:
    """The data of each data part of a message, in order (JSON form)."""
    return [
        json_numbers(MessageToDict(part.data)) for part in message.parts if part.HasField("data")
    ]


__all__ = ["json_form", "message_data"]
