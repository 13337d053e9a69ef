"""The L8 envelope: an immutable, validated message, kept in its wire form.

An `Envelope` wraps the JSON object it travels as, so decoding does not copy
fields into another structure and fields this version does not define are
carried along untouched. Every `Envelope` that exists has passed the rules
in `l8_comm.validation`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, TypeAlias

from l8_comm.config import DEFAULT_LIMITS, Limits
from l8_comm.exceptions import RemoteProtocolError, as_local
from l8_comm.registry import DEFAULT_REGISTRY, Registry
from l8_comm.validation import CONTEXT_FIELDS, KNOWN_FIELDS, check_wire

JSON: TypeAlias = (
    "bool | int | float | str | list[JSON] | tuple[JSON, ...] | dict[str, JSON] | None"
)
"""A JSON value as Python holds it."""

_KNOWN: Final = frozenset(KNOWN_FIELDS)
_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True, kw_only=True, slots=True)
class SubContextRef:
    """The envelope's `context` field: which sub-context a message belongs to."""

    id: str
    """128 random bits, base64url; names the sub-context within the session."""
    type: str | None = None
    """What kind of sub-context it is (for example `negotiation`, `group`)."""
    parent: str | None = None
    """The enclosing sub-context, or None for a child of the main context."""
    metadata: Mapping[str, JSON] | None = None
    """Free-form attributes (for example `conclusion: true`)."""
    extensions: Mapping[str, JSON] | None = None
    """Fields of the context object this version does not define, preserved."""

    def __post_init__(self) -> None:
        if self.extensions:
            clash = set(CONTEXT_FIELDS).intersection(self.extensions)
            if clash:
                msg = f"extensions may not redefine context fields: {sorted(clash)}"
                raise ValueError(msg)

    def to_wire(self) -> dict[str, JSON]:
        """The JSON object for the envelope's `context` field."""
        wire: dict[str, JSON] = {"id": self.id}
        if self.type is not None:
            wire["type"] = self.type
        if self.parent is not None:
            wire["parent"] = self.parent
        if self.metadata is not None:
            wire["metadata"] = dict(self.metadata)
        if self.extensions:
            wire.update(self.extensions)
        return wire

    @classmethod
    def from_wire(cls, wire: Mapping[str, Any]) -> SubContextRef:
        """Read an already validated `context` object."""
        metadata = wire.get("metadata")
        extra = {k: v for k, v in wire.items() if k not in CONTEXT_FIELDS}
        return cls(
            id=wire["id"],
            type=wire.get("type"),
            parent=wire.get("parent"),
            metadata=MappingProxyType(metadata) if metadata is not None else None,
            extensions=MappingProxyType(extra) if extra else None,
        )

    @property
    def is_conclusion(self) -> bool:
        """True when the sender marked this message as the sub-context's conclusion."""
        return bool(self.metadata and self.metadata.get("conclusion") is True)


class Envelope:
    """One L8 message. Immutable; equal when the wire objects are equal.

    `content` and the values inside it are shared, not copied: treat them as
    read-only. Build new envelopes with `replace`.
    """

    __slots__ = ("_raw", "_wire")
    _wire: dict[str, Any]
    _raw: bytes | None

    def __init__(  # noqa: PLR0913 - the envelope has these fields
        self,
        *,
        protocol: str,
        id: str,  # noqa: A002 - the field's name on the wire
        ts: str,
        sender: str,
        to: Iterable[str],
        performative: str,
        conversation_id: str,
        content: JSON,
        in_reply_to: str | None = None,
        context: SubContextRef | None = None,
        ontology: str | None = None,
        extensions: Mapping[str, JSON] | None = None,
        limits: Limits = DEFAULT_LIMITS,
        registry: Registry = DEFAULT_REGISTRY,
    ) -> None:
        if isinstance(to, str):
            msg = f"to must be a list of agent ids, not the string {to!r}"
            raise TypeError(msg)
        wire: dict[str, Any] = {
            "protocol": str(protocol),
            "id": id,
            "ts": ts,
            "from": sender,
            "to": tuple(to),
            "performative": str(performative),
            "conversation_id": conversation_id,
        }
        if in_reply_to is not None:
            wire["in_reply_to"] = in_reply_to
        if context is not None:
            wire["context"] = context.to_wire()
        if ontology is not None:
            wire["ontology"] = ontology
        wire["content"] = content
        if extensions:
            clash = _KNOWN.intersection(extensions)
            if clash:
                msg = f"extensions may not redefine envelope fields: {sorted(clash)}"
                raise ValueError(msg)
            wire.update(extensions)
        try:
            check_wire(wire, limits, registry)
        except RemoteProtocolError as error:
            raise as_local(error) from None
        _set(self, "_wire", wire)
        _set(self, "_raw", None)

    @classmethod
    def from_checked_wire(cls, wire: dict[str, Any], raw: bytes | None = None) -> Envelope:
        """Wrap a wire object that `check_wire` has accepted, with the bytes it came from."""
        envelope = _new(cls)
        _set(envelope, "_wire", wire)
        _set(envelope, "_raw", raw)
        return envelope

    def __setattr__(self, name: str, value: object) -> None:
        msg = f"Envelope is immutable; use replace() instead of setting {name!r}"
        raise AttributeError(msg)

    def __delattr__(self, name: str) -> None:
        msg = "Envelope is immutable"
        raise AttributeError(msg)

    def to_wire(self) -> dict[str, Any]:
        """A copy of the JSON object this envelope travels as (`content` shared, not copied)."""
        wire = dict(self._wire)
        wire["to"] = list(wire["to"])
        if "context" in wire:
            wire["context"] = dict(wire["context"])
        return wire

    @property
    def raw(self) -> bytes | None:
        """The exact bytes this envelope was decoded from; None if it was built here."""
        return self._raw

    @property
    def protocol(self) -> str:
        """The interaction protocol the message belongs to (`request-reply`, ...)."""
        return self._wire["protocol"]  # type: ignore[no-any-return]

    @property
    def id(self) -> str:
        """The message id, unique within the session."""
        return self._wire["id"]  # type: ignore[no-any-return]

    @property
    def ts(self) -> str:
        """When the sender sent it, RFC 3339 UTC."""
        return self._wire["ts"]  # type: ignore[no-any-return]

    @property
    def sender(self) -> str:
        """The `from` agent id."""
        return self._wire["from"]  # type: ignore[no-any-return]

    @property
    def to(self) -> tuple[str, ...]:
        """The recipients' agent ids."""
        return tuple(self._wire["to"])

    @property
    def performative(self) -> str:
        """The speech act."""
        return self._wire["performative"]  # type: ignore[no-any-return]

    @property
    def conversation_id(self) -> str:
        """The conversation the message belongs to."""
        return self._wire["conversation_id"]  # type: ignore[no-any-return]

    @property
    def in_reply_to(self) -> str | None:
        """The id of the message this one answers, if any."""
        return self._wire.get("in_reply_to")

    @property
    def context(self) -> SubContextRef | None:
        """The sub-context the message belongs to; None for the main context."""
        wire = self._wire.get("context")
        return SubContextRef.from_wire(wire) if wire is not None else None

    @property
    def context_id(self) -> str | None:
        """The sub-context id, without building a `SubContextRef`."""
        wire = self._wire.get("context")
        return wire["id"] if wire is not None else None

    @property
    def ontology(self) -> str | None:
        """The URN of the Shared Context locked for this session (set by L9)."""
        return self._wire.get("ontology")

    @property
    def content(self) -> JSON:
        """The message body."""
        return self._wire["content"]  # type: ignore[no-any-return]

    @property
    def extensions(self) -> Mapping[str, JSON]:
        """Fields this version does not define, preserved as received."""
        return MappingProxyType({k: v for k, v in self._wire.items() if k not in _KNOWN})

    def replace(self, **changes: Any) -> Envelope:  # noqa: ANN401 - same types as __init__
        """A new envelope with some fields changed; validated like any other."""
        fields: dict[str, Any] = {
            "protocol": self.protocol,
            "id": self.id,
            "ts": self.ts,
            "sender": self.sender,
            "to": self.to,
            "performative": self.performative,
            "conversation_id": self.conversation_id,
            "content": self.content,
            "in_reply_to": self.in_reply_to,
            "context": self.context,
            "ontology": self.ontology,
            "extensions": dict(self.extensions),
        }
        unknown = set(changes) - set(fields) - {"limits", "registry"}
        if unknown:
            msg = f"Envelope has no fields {sorted(unknown)}"
            raise TypeError(msg)
        fields.update(changes)
        return Envelope(**fields)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Envelope):
            return NotImplemented
        return self._wire == other._wire

    def __hash__(self) -> int:
        return hash((self._wire["id"], self._wire["conversation_id"], self._wire["from"]))

    def __repr__(self) -> str:
        return (
            f"Envelope({self.performative} {self.protocol} id={self.id} "
            f"conversation={self.conversation_id} from={self.sender} to={list(self.to)})"
        )
