import pytest

from l8_comm import (
    DEFAULT_REGISTRY,
    Category,
    Endpoint,
    MessageReceived,
    Performative,
    Registry,
    Role,
    make_protocol,
)
from l8_comm.protocols import START


def test_builtin_performatives_by_category():
    names = {c: {s.name for s in DEFAULT_REGISTRY.performatives(c)} for c in Category}
    assert names[Category.TRANSACTIONAL] == {"REQUEST", "AGREE", "REFUSE", "INFORM"}
    assert names[Category.NEGOTIATION] == {"PROPOSE", "ACCEPT", "REJECT", "COUNTER_PROPOSE"}
    assert {"QUERY", "SUBSCRIBE", "PUBLISH"} <= names[Category.INFORMATION]
    assert names[Category.ERROR] == {"FAILURE", "NOT_UNDERSTOOD"}
    assert DEFAULT_REGISTRY.performative("CANCEL").category is Category.INFORMATION
    assert {p.name for p in Performative} == DEFAULT_REGISTRY.performative_names


def test_builtin_protocols():
    assert [p.name for p in DEFAULT_REGISTRY.protocols()] == [
        "request-reply",
        "negotiation",
        "query",
        "subscription",
        "publish",
        "confirmed-publish",
        "group",
        "notice",
    ]
    assert DEFAULT_REGISTRY.protocol("request-reply").openers == {"REQUEST"}
    assert DEFAULT_REGISTRY.protocol("subscription").long_lived


def test_default_registry_is_frozen():
    with pytest.raises(RuntimeError, match="frozen"):
        DEFAULT_REGISTRY.register_performative("CFP", Category.NEGOTIATION, "call for proposals")


def test_registration_rules():
    registry = DEFAULT_REGISTRY.copy()
    with pytest.raises(ValueError, match="already"):
        registry.register_performative("REQUEST", Category.TRANSACTIONAL, "again")
    with pytest.raises(ValueError, match="must match"):
        registry.register_performative("cfp", Category.NEGOTIATION, "lower case")
    with pytest.raises(ValueError, match="unregistered"):
        registry.register_protocol(
            make_protocol("cfp", {(START, "CFP", Role.INITIATOR): "open"}, frozenset())
        )
    with pytest.raises(ValueError, match="already"):
        registry.register_protocol(DEFAULT_REGISTRY.protocol("query"))


def test_an_extended_registry_drives_a_new_protocol_end_to_end():
    registry = DEFAULT_REGISTRY.copy()
    registry.register_performative("CFP", Category.NEGOTIATION, "call for proposals")
    registry.register_protocol(
        make_protocol(
            "contract-net",
            {
                (START, "CFP", Role.INITIATOR): "called",
                ("called", "PROPOSE", Role.RESPONDER): "proposed",
                ("proposed", "ACCEPT", Role.INITIATOR): "awarded",
                ("proposed", "REJECT", Role.INITIATOR): "declined",
            },
            frozenset({"awarded", "declined"}),
        )
    )
    manager = Endpoint("manager", peer_id="bidder", registry=registry, now=1.0e9)
    bidder = Endpoint("bidder", peer_id="manager", registry=registry, now=1.0e9)
    cfp = manager.send("CFP", {"task": "haul"}, to=["bidder"])
    [event] = bidder.receive_data(manager.data_to_send())
    assert isinstance(event, MessageReceived)
    assert event.state == "called"
    bidder.reply(cfp, "PROPOSE", {"price": 3})
    [event] = manager.receive_data(bidder.data_to_send())
    manager.reply(event.envelope, "ACCEPT")
    events = bidder.receive_data(manager.data_to_send())
    assert events[-1].state == "awarded"
    # The same frames are refused by an endpoint that does not know the protocol.
    plain = Endpoint("bidder", peer_id="manager", now=1.0e9)
    other = Endpoint("manager", peer_id="bidder", registry=registry, now=1.0e9)
    other.send("CFP", {}, to=["bidder"])
    [violation] = plain.receive_data(other.data_to_send())
    assert violation.code == "unknown_protocol"


def test_empty_registry_knows_nothing():
    registry = Registry()
    assert registry.performative_names == frozenset()
    assert registry.protocols() == ()


def test_what_a_performative_opens_follows_the_registrations_after_an_endpoint_asked():
    registry = DEFAULT_REGISTRY.copy()
    registry.register_performative("CFP", Category.NEGOTIATION, "call for proposals")
    assert "CFP" not in registry.unique_openers()
    Endpoint("manager", peer_id="bidder", registry=registry)  # asks, and the answer is kept
    assert registry.unique_openers()["REQUEST"] == "request-reply"
    registry.register_protocol(
        make_protocol("cfp", {(START, "CFP", Role.INITIATOR): "called"}, frozenset({"called"}))
    )
    assert registry.unique_openers()["CFP"] == "cfp"
    # A second protocol opened by the same performative: it opens neither implicitly.
    registry.register_protocol(
        make_protocol("cfp2", {(START, "CFP", Role.INITIATOR): "called"}, frozenset({"called"}))
    )
    assert "CFP" not in registry.unique_openers()
    assert "CFP" not in DEFAULT_REGISTRY.unique_openers()
