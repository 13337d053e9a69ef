"""L8, the communication layer: envelopes, performatives, sub-contexts, conversations, patterns.

Sans-I/O: bytes and time go in, events and bytes come out. See `Endpoint`.
"""

from typing import TYPE_CHECKING, Final

from l7_transport.lazy import lazy_exports

if TYPE_CHECKING:  # (imported on first use instead: see __getattr__)
    from l8_comm.codec import decode_envelope, encode_envelope
    from l8_comm.config import DEFAULT_LIMITS, EndpointConfig, InteractionMode, Limits
    from l8_comm.conversations import ConversationInfo
    from l8_comm.endpoint import Endpoint
    from l8_comm.envelope import JSON, Envelope, SubContextRef
    from l8_comm.events import (
        AggregationCompleted,
        ConversationAborted,
        ConversationCompleted,
        ConversationTimedOut,
        Event,
        GroupMemberLeft,
        GroupMessageDelivered,
        GroupMessageRejected,
        MessageReceived,
        ProtocolViolation,
        Published,
        SessionTerminated,
        SubContextEnded,
        SubContextOpened,
        SubscriptionEnded,
        SubscriptionStarted,
    )
    from l8_comm.exceptions import (
        ConversationError,
        EnvelopeError,
        ErrorCode,
        FrameError,
        L8Error,
        LimitExceededError,
        LocalProtocolError,
        RemoteProtocolError,
        SessionError,
        SubContextError,
    )
    from l8_comm.identifiers import format_timestamp, new_id, parse_timestamp
    from l8_comm.pair import Delivery, MemoryNetwork, endpoint_pair
    from l8_comm.patterns import Aggregation, CollaborationGroup, TopicBroker
    from l8_comm.performatives import Category, Performative, PerformativeSpec
    from l8_comm.protocols import InteractionProtocol, Role, make_protocol
    from l8_comm.registry import DEFAULT_REGISTRY, Registry
    from l8_comm.subcontexts import ContextFilter, SubContextTracker, select_messages
    from l8_comm.violations import NOTICE_STATE

# Where each name of __all__ lives: importing one module of the package does not
# import all the others (PEP 562).
_HOMES: Final[dict[str, str]] = {
    "decode_envelope": "l8_comm.codec",
    "encode_envelope": "l8_comm.codec",
    "DEFAULT_LIMITS": "l8_comm.config",
    "EndpointConfig": "l8_comm.config",
    "InteractionMode": "l8_comm.config",
    "Limits": "l8_comm.config",
    "ConversationInfo": "l8_comm.conversations",
    "Endpoint": "l8_comm.endpoint",
    "JSON": "l8_comm.envelope",
    "Envelope": "l8_comm.envelope",
    "SubContextRef": "l8_comm.envelope",
    "AggregationCompleted": "l8_comm.events",
    "ConversationAborted": "l8_comm.events",
    "ConversationCompleted": "l8_comm.events",
    "ConversationTimedOut": "l8_comm.events",
    "Event": "l8_comm.events",
    "GroupMemberLeft": "l8_comm.events",
    "GroupMessageDelivered": "l8_comm.events",
    "GroupMessageRejected": "l8_comm.events",
    "MessageReceived": "l8_comm.events",
    "ProtocolViolation": "l8_comm.events",
    "Published": "l8_comm.events",
    "SessionTerminated": "l8_comm.events",
    "SubContextEnded": "l8_comm.events",
    "SubContextOpened": "l8_comm.events",
    "SubscriptionEnded": "l8_comm.events",
    "SubscriptionStarted": "l8_comm.events",
    "ConversationError": "l8_comm.exceptions",
    "EnvelopeError": "l8_comm.exceptions",
    "ErrorCode": "l8_comm.exceptions",
    "FrameError": "l8_comm.exceptions",
    "L8Error": "l8_comm.exceptions",
    "LimitExceededError": "l8_comm.exceptions",
    "LocalProtocolError": "l8_comm.exceptions",
    "RemoteProtocolError": "l8_comm.exceptions",
    "SessionError": "l8_comm.exceptions",
    "SubContextError": "l8_comm.exceptions",
    "format_timestamp": "l8_comm.identifiers",
    "new_id": "l8_comm.identifiers",
    "parse_timestamp": "l8_comm.identifiers",
    "Delivery": "l8_comm.pair",
    "MemoryNetwork": "l8_comm.pair",
    "endpoint_pair": "l8_comm.pair",
    "Aggregation": "l8_comm.patterns",
    "CollaborationGroup": "l8_comm.patterns",
    "TopicBroker": "l8_comm.patterns",
    "Category": "l8_comm.performatives",
    "Performative": "l8_comm.performatives",
    "PerformativeSpec": "l8_comm.performatives",
    "InteractionProtocol": "l8_comm.protocols",
    "Role": "l8_comm.protocols",
    "make_protocol": "l8_comm.protocols",
    "DEFAULT_REGISTRY": "l8_comm.registry",
    "Registry": "l8_comm.registry",
    "ContextFilter": "l8_comm.subcontexts",
    "SubContextTracker": "l8_comm.subcontexts",
    "select_messages": "l8_comm.subcontexts",
    "NOTICE_STATE": "l8_comm.violations",
}

__all__ = [
    "DEFAULT_LIMITS",
    "DEFAULT_REGISTRY",
    "JSON",
    "NOTICE_STATE",
    "Aggregation",
    "AggregationCompleted",
    "Category",
    "CollaborationGroup",
    "ContextFilter",
    "ConversationAborted",
    "ConversationCompleted",
    "ConversationError",
    "ConversationInfo",
    "ConversationTimedOut",
    "Delivery",
    "Endpoint",
    "EndpointConfig",
    "Envelope",
    "EnvelopeError",
    "ErrorCode",
    "Event",
    "FrameError",
    "GroupMemberLeft",
    "GroupMessageDelivered",
    "GroupMessageRejected",
    "InteractionMode",
    "InteractionProtocol",
    "L8Error",
    "LimitExceededError",
    "Limits",
    "LocalProtocolError",
    "MemoryNetwork",
    "MessageReceived",
    "Performative",
    "PerformativeSpec",
    "ProtocolViolation",
    "Published",
    "Registry",
    "RemoteProtocolError",
    "Role",
    "SessionError",
    "SessionTerminated",
    "SubContextEnded",
    "SubContextError",
    "SubContextOpened",
    "SubContextRef",
    "SubContextTracker",
    "SubscriptionEnded",
    "SubscriptionStarted",
    "TopicBroker",
    "decode_envelope",
    "encode_envelope",
    "endpoint_pair",
    "format_timestamp",
    "make_protocol",
    "new_id",
    "parse_timestamp",
    "select_messages",
]


if not TYPE_CHECKING:  # (mypy sees the imports above: a misspelt name stays an error)
    __getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
