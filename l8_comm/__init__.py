"""L8, the communication layer: envelopes, performatives, sub-contexts, conversations, patterns.

Sans-I/O: bytes and time go in, events and bytes come out. See `Endpoint`.
"""

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
