"""Interaction patterns built on endpoints: publish-subscribe, N:1 aggregation, N:N groups.

Each pattern is sans-I/O like the endpoint: it drives endpoints through
their verbs and consumes their events; the caller moves the bytes.
"""

from l8_comm.patterns.aggregation import Aggregation
from l8_comm.patterns.group import CollaborationGroup
from l8_comm.patterns.pubsub import TopicBroker

__all__ = ["Aggregation", "CollaborationGroup", "TopicBroker"]
