"""The HELLO / SELECT / LOCK handshake, sans-I/O: two cores and the messages between them."""

from __future__ import annotations

import copy
import dataclasses

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from l9_helpers import (
    AUTHORITY,
    NOW,
    TRAVEL_20,
    TRAVEL_21,
    key,
    pair,
    run,
    support,
)

from contexts import SharedContext
from contexts.builtin import builtin
from l8_comm.protocols import INIT, RESP
from l9_snl.encoding import b64url, from_b64url, sign, transcript_hash
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import (
    HANDSHAKE_PROTOCOL,
    SHORT_RESUME_EXTENSION,
    TRANSITIONS,
    ContextLocked,
    ContextSelected,
    Direction,
    EarlyMessage,
    HandshakeConfig,
    HandshakeEvent,
    HandshakeFailed,
    HelloReceived,
    Kind,
    Outgoing,
    ResumptionRefused,
    TicketReceived,
    snl_registry,
)
from l9_snl.handshake.side import check_nonce
from l9_snl.tickets import MAX_TICKET_LENGTH, CachedTicket, TicketCache, TicketIssuer, binder


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


def refusal(events) -> ResumptionRefused:
    [refused] = of_type(events, ResumptionRefused)
    assert not of_type(events, HandshakeFailed)
    return refused


def failure(events) -> HandshakeFailed:
    [failed] = of_type(events, HandshakeFailed)
    return failed


def test_full_handshake_locks_the_highest_common_version():
    p = pair()
    initiator_events, responder_events, wire = run(p)
    [mine] = of_type(initiator_events, ContextLocked)
    [theirs] = of_type(responder_events, ContextLocked)
    assert str(mine.context.urn) == TRAVEL_21
    assert mine.context == theirs.context
    assert mine.transcript == theirs.transcript
    assert mine.authority == AUTHORITY
    assert not mine.resumed
    assert [m.kind for m in wire] == [Kind.HELLO, Kind.SELECT, Kind.LOCK, Kind.TICKET]
    assert [m.performative for m in wire] == ["PROPOSE", "AGREE", "INFORM", "INFORM"]
    assert of_type(responder_events, HelloReceived)[0].peer == "traveller"
    assert of_type(initiator_events, ContextSelected)[0].urn == TRAVEL_21
    assert of_type(initiator_events, TicketReceived)
    assert len(p.cache) == 1
    assert p.initiator.state == p.responder.state == "locked"


def test_the_initiators_preference_order_picks_the_name():
    both = (
        "urn:contexts:payment:v2.0",
        "urn:contexts:payment:v1.0",
        TRAVEL_21,
    )
    p = pair(support(TRAVEL_21, *both[:2]), support(*both))
    initiator_events, _, _ = run(p)
    assert str(of_type(initiator_events, ContextLocked)[0].context.urn) == TRAVEL_21
    p = pair(support(*both[:2], TRAVEL_21), support(*both))
    initiator_events, _, _ = run(p)
    assert (
        str(of_type(initiator_events, ContextLocked)[0].context.urn) == "urn:contexts:payment:v2.0"
    )


def test_an_in_path_attacker_who_strips_an_offer_is_detected():
    def strip_v21(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.HELLO:
            return message
        content = copy.deepcopy(message.content)
        content["offers"] = [o for o in content["offers"] if o["urn"] != TRAVEL_21]
        return dataclasses.replace(message, content=content)

    initiator_events, responder_events, wire = run(pair(), tamper=strip_v21)
    assert failure(initiator_events).code == SNLErrorCode.DOWNGRADE_DETECTED
    assert not failure(initiator_events).detected_by_peer
    assert of_type(responder_events, ContextSelected)[0].urn == TRAVEL_20  # fooled, but...
    assert wire[-1].kind is Kind.FAILURE  # ...told, and never locked
    assert not of_type(responder_events, ContextLocked)
    assert failure(responder_events).code == SNLErrorCode.DOWNGRADE_DETECTED


def test_a_responder_that_picks_a_lower_version_is_detected():
    responder_key = key("airline")

    def pick_lower(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.SELECT:
            return message
        content = {k: v for k, v in message.content.items() if k != "signature"}
        older = builtin(TRAVEL_20)
        content["selected"] = {
            "offer": {"urn": TRAVEL_20, "digest": older.digest, "authority": AUTHORITY},
            "location": None,
        }
        content["signature"] = sign(responder_key, content)  # properly signed: a lying responder
        return dataclasses.replace(message, content=content)

    initiator_events, _, _ = run(pair(), tamper=pick_lower)
    assert failure(initiator_events).code == SNLErrorCode.DOWNGRADE_DETECTED
    assert "rule gives urn:contexts:travel:v2.1" in failure(initiator_events).message


def test_a_tampered_select_fails_its_signature():
    def tamper(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.SELECT:
            return message
        content = copy.deepcopy(message.content)
        content["minimums"] = {"travel": "v1.0"}
        return dataclasses.replace(message, content=content)

    initiator_events, _, _ = run(pair(), tamper=tamper)
    assert failure(initiator_events).code == SNLErrorCode.BAD_SIGNATURE


def test_a_replayed_select_is_refused():
    first = pair(label="first")
    _, _, old_wire = run(first)
    old_select = old_wire[1]
    second = pair(label="second")
    second.initiator.start(now=NOW)
    events, outgoing = second.initiator.receive(
        old_select.performative, old_select.content, now=NOW
    )
    assert failure(events).code == SNLErrorCode.DOWNGRADE_DETECTED
    assert outgoing[0].kind is Kind.FAILURE


def test_a_lock_signed_by_another_key_is_refused():
    def forge(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.LOCK:
            return message
        body = {"snl": "LOCK", "transcript": message.content["transcript"]}
        return dataclasses.replace(
            message, content={**body, "signature": sign(key("mallory"), body)}
        )

    _, responder_events, wire = run(pair(), tamper=forge)
    assert failure(responder_events).code == SNLErrorCode.BAD_SIGNATURE
    assert wire[-1].kind is Kind.FAILURE
    assert not of_type(responder_events, ContextLocked)


def test_different_digests_for_one_urn_are_refused():
    altered = builtin(TRAVEL_21).as_dict()
    altered["description"] = "the same URN, other bytes"
    other = SharedContext(altered)
    p = pair(support(TRAVEL_21), support(TRAVEL_21, documents={TRAVEL_21: other}))
    initiator_events, responder_events, wire = run(p)
    assert failure(responder_events).code == SNLErrorCode.DIGEST_MISMATCH
    assert failure(initiator_events).code == SNLErrorCode.DIGEST_MISMATCH
    assert failure(initiator_events).detected_by_peer
    assert wire[-1].kind is Kind.REFUSE


def test_a_revoked_version_is_skipped_and_the_rule_still_checks_out():
    p = pair(support(TRAVEL_20, TRAVEL_21), support(TRAVEL_20, TRAVEL_21, revoked=(TRAVEL_21,)))
    initiator_events, _, _ = run(p)
    assert str(of_type(initiator_events, ContextLocked)[0].context.urn) == TRAVEL_20


def test_only_revoked_versions_in_common_is_refused():
    p = pair(support(TRAVEL_21), support(TRAVEL_21, revoked=(TRAVEL_21,)))
    initiator_events, _, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.REVOKED_CONTEXT


@pytest.mark.parametrize("side", ["initiator", "responder"])
def test_minimum_versions_are_enforced_on_each_side(side):
    strict = support(TRAVEL_20, TRAVEL_21, minimums={"travel": "v2.1"})
    lenient_old = support(TRAVEL_20)
    p = pair(strict, lenient_old) if side == "initiator" else pair(lenient_old, strict)
    initiator_events, responder_events, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
    assert failure(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION


def test_a_responder_selecting_below_the_initiators_minimum_is_refused():
    responder_key = key("airline")

    def pick_old(message: Outgoing) -> Outgoing:
        if message.kind is not Kind.SELECT:
            return message
        content = {k: v for k, v in message.content.items() if k != "signature"}
        content["selected"] = {
            "offer": {
                "urn": TRAVEL_20,
                "digest": builtin(TRAVEL_20).digest,
                "authority": AUTHORITY,
            },
            "location": None,
        }
        content["signature"] = sign(responder_key, content)
        return dataclasses.replace(message, content=content)

    p = pair(support(TRAVEL_20, TRAVEL_21, minimums={"travel": "v2.1"}))
    initiator_events, _, _ = run(p, tamper=pick_old)
    assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION


def test_an_authority_only_one_side_trusts_is_refused():
    p = pair(
        support(TRAVEL_21, authorities=("other-authority",)),
        support(TRAVEL_21),
    )
    initiator_events, _, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.UNKNOWN_AUTHORITY


def test_nothing_in_common():
    p = pair(support("urn:contexts:payment:v2.0"), support(TRAVEL_21))
    initiator_events, _, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.NO_COMMON_CONTEXT


def test_an_unknown_initiator_is_refused():
    p = pair()
    p.responder._peer_keys.pinned.pop("traveller")
    initiator_events, _, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.UNKNOWN_PEER


# -- embedding models -------------------------------------------------------------------------

HEALTH = "urn:contexts:health:v1.0"


def test_a_shared_embedding_model_is_picked_for_a_context_with_vectors():
    models = builtin(HEALTH).embedding.models
    p = pair(support(HEALTH, models=(models[1], models[0])), support(HEALTH, models=(models[1],)))
    initiator_events, responder_events, _ = run(p)
    assert of_type(initiator_events, ContextLocked)[0].embedding_model == models[1]
    assert of_type(responder_events, ContextLocked)[0].embedding_model == models[1]


def test_no_shared_embedding_model_is_refused():
    models = builtin(HEALTH).embedding.models
    p = pair(support(HEALTH, models=(models[0],)), support(HEALTH, models=(models[1],)))
    initiator_events, _, _ = run(p)
    assert failure(initiator_events).code == SNLErrorCode.NO_COMMON_EMBEDDING


def test_contexts_without_vectors_need_no_model():
    initiator_events, _, _ = run(pair())
    assert of_type(initiator_events, ContextLocked)[0].embedding_model is None


# -- extensions -------------------------------------------------------------------------------

RO = "adol.require-output"


@pytest.mark.parametrize(
    ("mine", "theirs", "agreed"),
    [
        ({RO}, {RO}, {RO}),
        ({RO, "x.a"}, {RO, "x.b"}, {RO}),
        ({RO}, set(), set()),
        (set(), {RO}, set()),
        (set(), set(), set()),
    ],
)
def test_extensions_both_sides_support_are_agreed_in_the_select(mine, theirs, agreed):
    p = pair(
        support(TRAVEL_20, TRAVEL_21, extensions=frozenset(mine)),
        support(TRAVEL_20, TRAVEL_21, extensions=frozenset(theirs)),
    )
    initiator_events, responder_events, wire = run(p)
    assert of_type(initiator_events, ContextLocked)[0].extensions == agreed
    assert of_type(responder_events, ContextLocked)[0].extensions == agreed
    hello, select_msg = wire[0].content, wire[1].content
    assert hello.get("extensions", []) == sorted(mine)  # absent when none: old peers see no change
    assert select_msg.get("extensions", []) == sorted(agreed)


def test_a_select_agreeing_an_extension_never_offered_fails():
    p = pair(support(TRAVEL_21), support(TRAVEL_21, extensions=frozenset({RO})))
    hello = p.initiator.start(now=NOW)
    _, [select_out] = p.responder.receive(hello.performative, hello.content, now=NOW)
    forged = {k: v for k, v in select_out.content.items() if k != "signature"}
    forged["extensions"] = [RO]
    forged["signature"] = sign(key("airline"), forged)
    events, _ = p.initiator.receive(select_out.performative, forged, now=NOW)
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    assert "did not offer" in failure(events).message


@pytest.mark.parametrize("bad", ["adol", [], [1], [""], ["a"] * 17, ["a", "a"], ["x" * 65]])
def test_malformed_extensions_in_a_hello_are_refused(bad):
    p = pair()
    hello = p.initiator.start(now=NOW)
    content = {**hello.content, "extensions": bad}
    events, outgoing = p.responder.receive(hello.performative, content, now=NOW)
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    assert outgoing[0].kind is Kind.REFUSE


@pytest.mark.parametrize("short", [False, True], ids=["full SELECT", "short SELECT"])
def test_a_resumed_session_keeps_the_extensions_its_ticket_agreed(short):
    agreed = frozenset({RO, SHORT_RESUME_EXTENSION} if short else {RO})
    both = support(TRAVEL_20, TRAVEL_21, extensions=agreed)
    first = pair(both, both, label="ext-full")
    run(first)
    second = resumed_pair(
        "ext-resumed", first.issuer, first.cache, initiator_support=both, responder_support=both
    )
    initiator_events, responder_events, wire = run(second)
    [mine] = of_type(initiator_events, ContextLocked)
    assert mine.resumed
    assert mine.extensions == agreed
    assert of_type(responder_events, ContextLocked)[0].extensions == agreed
    if short:  # the ticket says the rest, under the MAC
        assert set(wire[1].content) == {"snl", "nonce", "ticket", "mac"}
    else:
        assert wire[1].content["extensions"] == [RO]


@pytest.mark.parametrize("short", [False, True], ids=["full SELECT", "short SELECT"])
def test_a_resumed_select_that_changes_the_extensions_is_refused(short):
    agreed = frozenset({RO, SHORT_RESUME_EXTENSION} if short else {RO})
    both = support(TRAVEL_20, TRAVEL_21, extensions=agreed)
    first = pair(both, both, label="ext-full2")
    run(first)
    # The initiator's memory of what the ticket agreed differs from the ticket the
    # responder sealed: the resumed SELECT (a valid MAC) says RO, the initiator lacks it.
    kept = first.cache.take("airline", now=NOW)
    assert kept is not None
    first.cache.put(dataclasses.replace(kept, extensions=agreed - {RO}))
    second = resumed_pair(
        "ext-resumed2", first.issuer, first.cache, initiator_support=both, responder_support=both
    )
    initiator_events, _, _ = run(second)
    assert not any(e.resumed for e in of_type(initiator_events, ContextLocked))
    # The full form names the extensions (invalid); the short form's MAC covers them.
    expected = SNLErrorCode.BAD_SIGNATURE if short else SNLErrorCode.INVALID_HANDSHAKE
    assert failure(initiator_events).code == expected


@pytest.mark.parametrize(
    "member", ["hello_hash", "extensions", "selected", "embedding_model", "resumed", "foo"]
)
def test_a_short_resumed_select_with_another_member_is_refused_before_its_mac(member):
    """A sent member named like one the MAC adds unsent must never reach the MAC's input."""
    agreed = frozenset({SHORT_RESUME_EXTENSION})
    both = support(TRAVEL_20, TRAVEL_21, extensions=agreed)
    first = pair(both, both, label="short-member")
    run(first)
    second = resumed_pair(
        "short-member2", first.issuer, first.cache, initiator_support=both, responder_support=both
    )
    hello = second.initiator.start(now=NOW)
    _, [select] = second.responder.receive(hello.performative, hello.content, now=NOW)
    altered = {**select.content, member: select.content.get(member, "x")}
    events, _ = second.initiator.receive(select.performative, altered, now=NOW)
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    assert member in failure(events).message


# -- resumption -------------------------------------------------------------------------------


def resumed_pair(label: str, issuer: TicketIssuer, cache: TicketCache, **kwargs):
    return pair(issuer=issuer, cache=cache, label=label, **kwargs)


def test_resumption_locks_in_one_round_trip_with_a_fresh_ticket():
    first = pair(label="full")
    run(first)
    second = resumed_pair("resumed", first.issuer, first.cache)
    query = {"task": "bookFlight", "parameters": {}}
    early = EarlyMessage.of("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "QUERY", query)
    initiator_events, responder_events, wire = run(second, early=early)
    assert [m.kind for m in wire] == [Kind.HELLO, Kind.RESUMED_SELECT]
    assert [m.performative for m in wire] == ["PROPOSE", "ACCEPT"]
    assert "signature" not in wire[1].content  # symmetric MAC only
    [mine] = of_type(initiator_events, ContextLocked)
    [theirs] = of_type(responder_events, ContextLocked)
    assert mine.resumed
    assert theirs.resumed
    assert str(mine.context.urn) == TRAVEL_21
    assert theirs.early == early
    assert theirs.early.matches("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "QUERY", query)
    assert not theirs.early.matches("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "QUERY", {"other": 1})
    assert of_type(initiator_events, TicketReceived)  # the next resumption's ticket
    third = resumed_pair("again", first.issuer, first.cache)
    initiator_events, _, _ = run(third)
    assert of_type(initiator_events, ContextLocked)[0].resumed


def test_without_a_ticket_the_handshake_is_full():
    initiator_events, _, wire = run(pair(cache=TicketCache()))
    assert wire[0].content.get("resume") is None
    assert not of_type(initiator_events, ContextLocked)[0].resumed


def test_an_expired_ticket_is_refused_and_the_initiator_falls_back_in_full():
    first = pair(label="full")
    run(first)
    later = NOW + first.issuer.lifetime + 1
    ticket = first.cache.take("airline", now=NOW)
    first.cache.put(dataclasses.replace(ticket, expires_at=later + 100))
    second = resumed_pair("late", first.issuer, first.cache)
    initiator_events, responder_events, wire = run(second, now=later)
    assert refusal(responder_events).code == SNLErrorCode.TICKET_EXPIRED
    assert refusal(initiator_events).code == SNLErrorCode.TICKET_EXPIRED
    assert wire[-1].kind is Kind.RESUME_REFUSED
    assert wire[-1].performative == "REFUSE"
    assert second.responder.state == second.initiator.state == "resume_refused"
    # One full HELLO follows, to the same responder, and locks.
    hello = second.initiator.restart_full(now=later)
    assert "resume" not in hello.content
    events, [select] = second.responder.receive(hello.performative, hello.content, now=later)
    assert of_type(events, ContextSelected)
    events, [lock] = second.initiator.receive(select.performative, select.content, now=later)
    [locked] = of_type(events, ContextLocked)
    assert not locked.resumed
    events, _ = second.responder.receive(lock.performative, lock.content, now=later)
    assert of_type(events, ContextLocked)
    with pytest.raises(LocalSemanticError):
        second.initiator.restart_full(now=later)


def test_only_one_resumption_is_refused_before_the_handshake_fails():
    first = pair(label="full")
    run(first)
    ticket = first.cache.take("airline", now=NOW)
    first.cache.put(ticket)
    first.cache.put(ticket)
    stranger = TicketIssuer(key=b"s" * 32)
    second = resumed_pair("other", stranger, first.cache)
    _, responder_events, wire = run(second)
    assert refusal(responder_events).code == SNLErrorCode.TICKET_INVALID
    # A second resumed HELLO (instead of the full one) ends it.
    third = resumed_pair("again", stranger, first.cache)
    hello = third.initiator.start(now=NOW)
    assert "resume" in hello.content
    events, [refused] = second.responder.receive(hello.performative, hello.content, now=NOW)
    # Refused as a second resumption, before its ticket is even looked at (spec 12.7).
    assert failure(events).code == SNLErrorCode.UNEXPECTED_MESSAGE
    assert refused.kind is Kind.REFUSE
    assert second.responder.state == "failed"
    assert wire[-1].kind is Kind.RESUME_REFUSED


def test_a_replayed_first_flight_is_refused():
    first = pair(label="full")
    run(first)
    second = resumed_pair("resumed", first.issuer, first.cache)
    early = EarlyMessage.of("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "QUERY", {"task": "bookFlight"})
    _, _, wire = run(second, early=early)
    replayed_hello = wire[0]
    third = resumed_pair("replay", first.issuer, TicketCache())
    events, outgoing = third.responder.receive(
        replayed_hello.performative, replayed_hello.content, now=NOW
    )
    assert refusal(events).code == SNLErrorCode.REPLAYED_EARLY_DATA
    assert outgoing[0].kind is Kind.RESUME_REFUSED
    assert not of_type(events, ContextLocked)


def test_a_ticket_from_another_issuer_or_altered_is_refused():
    first = pair(label="full")
    run(first)
    stranger = TicketIssuer(key=b"s" * 32)
    second = resumed_pair("other", stranger, first.cache)
    _, responder_events, _ = run(second)
    assert refusal(responder_events).code == SNLErrorCode.TICKET_INVALID


def test_a_resumed_hello_with_a_bad_binder_is_refused():
    first = pair(label="full")
    run(first)
    second = resumed_pair("binder", first.issuer, first.cache)

    def tamper(message: Outgoing) -> Outgoing:
        if message.kind is Kind.HELLO:
            return dataclasses.replace(
                message, content={**message.content, "responder": "airline", "binder": "A" * 43}
            )
        return message

    _, responder_events, _ = run(second, tamper=tamper)
    assert refusal(responder_events).code == SNLErrorCode.BAD_SIGNATURE


def test_resumption_rechecks_revocation_and_digest():
    first = pair(label="full")
    run(first)
    revoked = resumed_pair(
        "revoked",
        first.issuer,
        first.cache,
        responder_support=support(TRAVEL_20, TRAVEL_21, revoked=(TRAVEL_21,)),
    )
    _, responder_events, _ = run(revoked)
    assert refusal(responder_events).code == SNLErrorCode.REVOKED_CONTEXT
    run(pair(label="full2", issuer=first.issuer, cache=first.cache))
    gone = resumed_pair("gone", first.issuer, first.cache, responder_support=support(TRAVEL_20))
    _, responder_events, _ = run(gone)
    assert refusal(responder_events).code == SNLErrorCode.DIGEST_MISMATCH


def test_early_data_must_be_free_of_side_effects():
    p = pair()
    with pytest.raises(LocalSemanticError) as caught:
        p.initiator.start(
            now=NOW, early=EarlyMessage.of("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "REQUEST", {})
        )
    assert caught.value.code == SNLErrorCode.UNSAFE_EARLY_DATA
    first = pair(label="full")
    run(first)
    second = resumed_pair(
        "unsafe",
        first.issuer,
        first.cache,
        config=HandshakeConfig(early_performatives=frozenset({"QUERY", "REQUEST"})),
    )
    strict = resumed_pair("strict", first.issuer, TicketCache())
    hello = second.initiator.start(
        now=NOW, early=EarlyMessage.of("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "REQUEST", {})
    )
    events, _ = strict.responder.receive(hello.performative, hello.content, now=NOW)
    assert refusal(events).code == SNLErrorCode.UNSAFE_EARLY_DATA


def test_the_ticket_cache_keeps_several_tickets_per_responder_and_drops_expired_ones():
    cache = TicketCache(per_responder=2)
    make = lambda n, expires: CachedTicket(  # noqa: E731 - a small local factory
        ticket=f"t{n}",
        secret=b"s" * 32,
        responder="airline",
        urn=TRAVEL_21,
        digest="sha256:" + "0" * 64,
        authority=AUTHORITY,
        embedding_model=None,
        expires_at=expires,
    )
    cache.put(make(1, NOW + 10))
    cache.put(make(2, NOW + 100))
    cache.put(make(3, NOW + 100))
    assert cache.count("airline") == 2  # the oldest went
    assert cache.take("airline", now=NOW).ticket == "t3"
    assert cache.take("airline", now=NOW + 200) is None  # t2 expired
    assert cache.take("airline", now=NOW) is None
    assert len(cache) == 0


def test_ticket_lifetimes_are_bounded_to_seven_days():
    with pytest.raises(LocalSemanticError):
        TicketIssuer(lifetime=8 * 24 * 3600)
    TicketIssuer(lifetime=7 * 24 * 3600)


# -- the table ----------------------------------------------------------------------------------


def test_timeouts_fail_the_waiting_side():
    p = pair()
    p.initiator.start(now=NOW)
    assert p.initiator.get_timer() == NOW + 10
    assert p.initiator.handle_timer(NOW + 9) == []
    [timed_out] = p.initiator.handle_timer(NOW + 10)
    assert timed_out.code == SNLErrorCode.HANDSHAKE_TIMEOUT
    assert p.initiator.get_timer() is None


def test_a_responder_waits_for_the_hello_no_longer_than_the_timeout():
    p = pair()
    assert p.responder.get_timer() is None  # not armed until the session is open
    p.responder.expect_hello(now=NOW)
    assert p.responder.get_timer() == NOW + 10
    assert p.responder.handle_timer(NOW + 9.9) == []
    [timed_out] = p.responder.handle_timer(NOW + 10)
    assert timed_out.code == SNLErrorCode.HANDSHAKE_TIMEOUT
    assert "no HELLO" in timed_out.message
    assert p.responder.state == "failed"


def test_a_hello_in_time_replaces_the_wait_for_it():
    p = pair()
    p.responder.expect_hello(now=NOW)
    hello = p.initiator.start(now=NOW + 8)
    p.responder.receive(hello.performative, hello.content, now=NOW + 9, sender="traveller")
    assert p.responder.get_timer() == NOW + 19  # now waiting for the LOCK
    p.responder.expect_hello(now=NOW + 9)  # too late to re-arm: a no-op
    assert p.responder.get_timer() == NOW + 19


def test_the_l8_protocol_table_carries_the_handshake():
    registry = snl_registry()
    assert registry.protocol("snl-handshake") is HANDSHAKE_PROTOCOL
    assert HANDSHAKE_PROTOCOL.next_state("start", "PROPOSE", INIT) == "hello"
    assert HANDSHAKE_PROTOCOL.next_state("hello", "ACCEPT", RESP) == "resumed"


MESSAGES = {
    Kind.HELLO: ("PROPOSE", {"snl": "HELLO"}),
    Kind.SELECT: ("AGREE", {"snl": "SELECT"}),
    Kind.RESUMED_SELECT: ("ACCEPT", {"snl": "SELECT"}),
    Kind.LOCK: ("INFORM", {"snl": "LOCK"}),
    Kind.TICKET: ("INFORM", {"snl": "TICKET"}),
    Kind.REFUSE: ("REFUSE", {"code": "no_common_context", "reason": "x"}),
    Kind.RESUME_REFUSED: ("REFUSE", {"code": "ticket_expired", "reason": "x"}),
    Kind.FAILURE: ("FAILURE", {"code": "bad_signature", "reason": "x"}),
}


@pytest.mark.parametrize("kind", list(Kind))
def test_a_message_the_table_does_not_allow_is_unexpected(kind):
    p = pair()
    p.initiator.start(now=NOW)  # hello_sent: only SELECT, resumed SELECT or REFUSE may come
    performative, content = MESSAGES[kind]
    allowed = (INIT, "hello_sent", Direction.RECEIVE, kind) in TRANSITIONS
    # A resumed SELECT is allowed by the table, but answers no resumption here.
    allowed = allowed and kind is not Kind.RESUMED_SELECT
    events, _ = p.initiator.receive(performative, content, now=NOW)
    failed = of_type(events, HandshakeFailed)
    if not allowed:
        assert failed[0].code == SNLErrorCode.UNEXPECTED_MESSAGE
    else:
        assert failed  # allowed, but these skeletons are not valid messages
        assert failed[0].code != SNLErrorCode.UNEXPECTED_MESSAGE


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["PROPOSE", "AGREE", "ACCEPT", "INFORM", "REFUSE", "FAILURE", "QUERY"]),
            st.one_of(
                st.sampled_from([m[1] for m in MESSAGES.values()]),
                st.dictionaries(
                    st.sampled_from(["snl", "code", "offers", "nonce", "version"]),
                    st.one_of(st.text(max_size=8), st.integers(), st.none()),
                ),
                st.none(),
            ),
        ),
        max_size=6,
    ),
    st.booleans(),
)
def test_any_message_sequence_ends_in_a_stable_state_with_a_code(messages, as_responder):
    p = pair()
    side = p.responder if as_responder else p.initiator
    if not as_responder:
        side.start(now=NOW)
    for performative, content in messages:
        events, outgoing = side.receive(performative, content, now=NOW)
        for event in events:
            assert isinstance(event, HandshakeEvent)
            if isinstance(event, HandshakeFailed):
                assert isinstance(event.code, SNLErrorCode)
        assert side.state in {
            "start",
            "hello_sent",
            "hello_received",
            "selected",
            "locked",
            "failed",
        }
        assert all(o.kind in Kind for o in outgoing)
    assert side.state != "locked"  # nobody locks without valid, signed messages


def test_transcript_hash_covers_every_byte_of_the_hello():
    p = pair()
    hello = p.initiator.start(now=NOW)
    changed = orjson.loads(orjson.dumps(hello.content))
    changed["nonce"] = changed["nonce"][:-1] + ("A" if changed["nonce"][-1] != "A" else "B")
    assert transcript_hash(hello.content) != transcript_hash(changed)
    assert transcript_hash(hello.content) == transcript_hash(
        orjson.loads(orjson.dumps(hello.content, option=orjson.OPT_SORT_KEYS))
    )


# -- robustness and policy on resumption (review findings) -------------------------------------


def test_a_lock_that_cannot_be_canonicalised_fails_cleanly():
    p = pair()
    hello = p.initiator.start(now=NOW)
    _, [select] = p.responder.receive(hello.performative, hello.content, now=NOW)
    lock = {"snl": "LOCK", "transcript": 2**62, "signature": "A" * 86}
    events, outgoing = p.responder.receive("INFORM", lock, now=NOW)
    assert failure(events).code == SNLErrorCode.BAD_SIGNATURE
    assert p.responder.state == "failed"
    assert p.responder.locked is None
    assert outgoing[0].kind is Kind.FAILURE
    del select


@pytest.mark.parametrize("bad", [5, [{}], ["m"] * 100])
def test_a_signed_select_with_malformed_embedding_models_fails_cleanly(bad):
    p = pair()
    hello = p.initiator.start(now=NOW)
    _, [select] = p.responder.receive(hello.performative, hello.content, now=NOW)
    forged = {k: v for k, v in select.content.items() if k != "signature"}
    forged["embedding_models"] = bad
    forged["signature"] = sign(key("airline"), forged)  # the real responder's key
    events, _ = p.initiator.receive(select.performative, forged, now=NOW)
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    assert p.initiator.state == "failed"


def test_a_resumed_hello_declaring_a_non_string_performative_is_refused():
    first = pair(label="full")
    run(first)
    second = resumed_pair("early-list", first.issuer, first.cache)
    hello = second.initiator.start(
        now=NOW, early=EarlyMessage.of("Q29udmVyc2F0aW9uLWVhcmx5LTAx", "QUERY", {})
    )
    secret = second.initiator.resuming.secret
    content = {k: v for k, v in hello.content.items() if k != "binder"}
    content["early"] = {**content["early"], "performative": ["QUERY"]}
    content["binder"] = binder(secret, content)
    events, _ = second.responder.receive(hello.performative, content, now=NOW)
    assert refusal(events).code == SNLErrorCode.UNSAFE_EARLY_DATA


def test_a_hello_is_refused_when_its_version_is_not_the_integer_1_or_its_sender_differs():
    p = pair()
    hello = p.initiator.start(now=NOW)
    events, _ = p.responder.receive(hello.performative, {**hello.content, "version": True}, now=NOW)
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    q = pair()
    hello = q.initiator.start(now=NOW)
    events, _ = q.responder.receive(hello.performative, hello.content, now=NOW, sender="mallory")
    assert failure(events).code == SNLErrorCode.INVALID_HANDSHAKE
    assert "mallory" in failure(events).message


def test_a_ticket_without_the_right_mac_is_ignored_and_the_session_stays_locked():
    p = pair()
    hello = p.initiator.start(now=NOW)
    _, [select] = p.responder.receive(hello.performative, hello.content, now=NOW)
    _, [lock] = p.initiator.receive(select.performative, select.content, now=NOW)
    _, [ticket] = p.responder.receive(lock.performative, lock.content, now=NOW)
    assert "mac" in ticket.content
    forged = {**ticket.content, "ticket": "A" * 40}
    events, _ = p.initiator.receive(ticket.performative, forged, now=NOW)
    assert events == []
    assert p.initiator.state == "locked"
    assert len(p.cache) == 0
    events, _ = p.initiator.receive(ticket.performative, ticket.content, now=NOW)
    assert of_type(events, TicketReceived)
    assert len(p.cache) == 1


def test_a_ticket_longer_than_any_responder_takes_is_not_kept():
    """A hostile responder handed out 60 KB tickets, each MAC'd: the initiator cached up
    to 64 per peer (4 MiB) for tickets no responder takes back (an outside attack)."""
    p = pair()
    hello = p.initiator.start(now=NOW)
    _, [select] = p.responder.receive(hello.performative, hello.content, now=NOW)
    _, [lock] = p.initiator.receive(select.performative, select.content, now=NOW)
    _, [ticket] = p.responder.receive(lock.performative, lock.content, now=NOW)
    secret = p.initiator._secret_value
    for length, kept in ((MAX_TICKET_LENGTH + 1, 0), (MAX_TICKET_LENGTH, 1)):
        unsigned = {k: v for k, v in ticket.content.items() if k != "mac"}
        unsigned["ticket"] = "A" * length
        content = {**unsigned, "mac": binder(secret, unsigned)}
        p.initiator.receive(ticket.performative, content, now=NOW)
        assert len(p.cache) == kept
    assert p.initiator.state == "locked"


@pytest.mark.parametrize("side", ["initiator", "responder"])
def test_resumption_rechecks_minimums_and_authority_trust_on_each_side(side):
    first = pair(label="full")
    run(first)
    stricter = support(TRAVEL_20, TRAVEL_21, minimums={"travel": "v3.0"})
    distrusting = support(TRAVEL_20, TRAVEL_21, authorities=("another-authority",))
    if side == "responder":
        second = resumed_pair("policy", first.issuer, first.cache, responder_support=stricter)
        _, responder_events, _ = run(second)
        assert refusal(responder_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
        other = pair(label="again", issuer=first.issuer, cache=TicketCache())
        run(other)
        third = resumed_pair("trust", first.issuer, other.cache, responder_support=distrusting)
        _, responder_events, _ = run(third)
        assert refusal(responder_events).code == SNLErrorCode.UNKNOWN_AUTHORITY
    else:
        second = resumed_pair("policy", first.issuer, first.cache, initiator_support=stricter)
        initiator_events, responder_events, _ = run(second)
        assert failure(initiator_events).code == SNLErrorCode.BELOW_MINIMUM_VERSION
        assert of_type(responder_events, ContextLocked)  # the responder cannot know


def test_a_chain_of_renewed_tickets_ends_7_days_after_the_last_full_handshake():
    first = pair(label="full")
    run(first)
    day = 24 * 3600.0
    now = NOW
    resumed_until = NOW
    for step in range(12):
        now += 0.9 * day
        p = resumed_pair(f"chain{step}", first.issuer, first.cache)
        if first.cache.count("airline") == 0:
            break
        initiator_events, responder_events, _ = run(p, now=now)
        locked = of_type(initiator_events, ContextLocked)
        if locked and locked[0].resumed:
            resumed_until = now
            continue
        # The chain is over: the initiator knew its ticket had expired and did a
        # full handshake, or it tried and the responder refused the ticket.
        assert locked or refusal(responder_events).code == SNLErrorCode.TICKET_EXPIRED
        break
    assert NOW + 6 * day <= resumed_until < NOW + 7 * day


@pytest.mark.parametrize("field", ["snl", "version", "resume", "early"])
def test_deeply_nested_values_fail_the_handshake_without_an_exception(field):
    deep: object = "x"
    for _ in range(3000):
        deep = [deep]
    first = pair(label="full")
    run(first)
    p = resumed_pair("deep", first.issuer, first.cache)
    hello = p.initiator.start(now=NOW)
    events, _ = p.responder.receive(hello.performative, {**hello.content, field: deep}, now=NOW)
    assert of_type(events, HandshakeFailed) or of_type(events, ResumptionRefused)
    assert p.responder.state in {"failed", "resume_refused"}


def test_a_responder_that_does_not_resume_still_ends_the_handshake_conversation():
    p = pair(config=HandshakeConfig(resume=False))
    initiator_events, _, wire = run(p)
    assert [m.kind for m in wire] == [Kind.HELLO, Kind.SELECT, Kind.LOCK, Kind.TICKET]
    assert wire[-1].content["ticket"] is None
    assert "lifetime" not in wire[-1].content
    assert not of_type(initiator_events, TicketReceived)
    assert len(p.cache) == 0
    assert p.initiator.state == p.responder.state == "locked"


_TEXT = st.text(max_size=80)
_TIME = st.floats(min_value=0, max_value=9e9, allow_nan=False)  # past 2106 too


_SHA256 = st.binary(min_size=32, max_size=32).map(lambda raw: "sha256:" + raw.hex())


@settings(max_examples=200)
@given(
    parties=st.tuples(_TEXT, _TEXT, _TEXT, _SHA256 | _TEXT, _TEXT),
    model=st.none() | _TEXT,
    times=st.tuples(_TIME, _TIME),
    not_after=st.none() | _TIME,
    extensions=st.frozensets(_TEXT, max_size=4),
)
def test_a_ticket_holds_exactly_what_was_sealed_in_it(parties, model, times, not_after, extensions):
    initiator, responder, urn, digest, authority = parties
    issued, authenticated = times
    issuer = TicketIssuer()
    ticket, sealed = issuer.issue(
        initiator=initiator,
        responder=responder,
        urn=urn,
        digest=digest,
        authority=authority,
        embedding_model=model,
        secret=bytes(range(32)),
        now=issued,
        authenticated_at=min(issued, authenticated),
        not_after=not_after,
        extensions=extensions,
    )
    if sealed.expires_at <= issued:  # born expired (not_after before now): nothing to open
        return
    assert issuer.open(ticket, now=issued) == sealed
    assert sealed.extensions == tuple(sorted(extensions))
    # Whole seconds, never later than asked, and within 32 bits (2106's last second).
    last = 0xFFFFFFFE
    assert sealed.issued_at == min(int(issued), last)
    assert sealed.expires_at <= issued + issuer.lifetime
    assert not_after is None or sealed.not_after == min(int(not_after), last)
    # nonce, tag, the fixed head (version, flags, extensions, four times), the secret; a
    # SHA-256 digest's 32 bytes; the strings
    sha256 = digest.startswith("sha256:") and len(digest) == 71 and digest.islower()
    texts = (*parties, *(() if model is None else (model,)), *extensions)
    texts = tuple(text for text in texts if not (sha256 and text is digest))
    packed = 12 + 16 + 19 + 32 + (32 if sha256 else 0) + sum(2 + len(t.encode()) for t in texts)
    assert len(ticket) == -(-packed * 4 // 3)  # base64url without padding


_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@given(
    st.binary(min_size=30, max_size=34),
    st.sampled_from([*_B64URL, "=", "+", "/", "\n", "é", "\u0661", "ß"]),
)
def test_check_nonce_accepts_what_decodes_to_32_bytes_and_nothing_else(raw, last):
    """Its fast path (a pattern) agrees with decoding, whatever the last character, and
    whatever follows a well-formed nonce (a new line, a Unicode letter or digit)."""
    whole = b64url(raw)
    texts = (whole, whole[:-1] + last, whole + last, whole[1:] + last, whole[:5] + last + whole[6:])
    for text in texts:
        try:
            from_b64url(text, length=32)
        except ValueError:
            with pytest.raises(RemoteSemanticError):
                check_nonce(text)
        else:
            assert check_nonce(text) == text
