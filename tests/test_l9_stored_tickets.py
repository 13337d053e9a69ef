"""Stored tickets (spec 12.7): a responder keeps what a ticket holds and hands out a handle.

The resumption rules are those of sealed tickets (tests/test_l9_handshake.py);
what is checked here is what changes: the handle's form, what a handle the
responder does not hold gets, replays, and the store's bounds.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from l9_helpers import NOW, pair, run

from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.handshake import ContextLocked, ResumptionRefused
from l9_snl.tickets import TicketCache, TicketIssuer

SECRET = b"s" * 32


def stored(**kwargs) -> TicketIssuer:
    return TicketIssuer(stored=True, **kwargs)


def issue(issuer: TicketIssuer, initiator: str = "traveller", now: float = NOW):
    return issuer.issue(
        initiator=initiator,
        responder="airline",
        urn="urn:contexts:travel:v2.1",
        digest="sha256:" + "ab" * 32,
        authority="local",
        embedding_model=None,
        secret=SECRET,
        now=now,
        extensions=frozenset({"snl.short-resume"}),
    )


def locked(events) -> ContextLocked | None:
    found = [e for e in events if isinstance(e, ContextLocked)]
    return found[0] if found else None


def refused(events) -> ResumptionRefused:
    [refusal] = [e for e in events if isinstance(e, ResumptionRefused)]
    return refusal


def test_a_locked_initiator_keeps_no_hello_and_no_key_share_full_or_resumed():
    """A client's session keeps its initiator for TICKETs: not the HELLO (as sent and as
    canonical bytes), the X25519 private half or the resumption's extract (the responder
    drops its copies too). A TICKET after the lock is still read."""
    first = pair(issuer=stored(), label="forget-full")
    run(first)
    second = pair(issuer=first.issuer, cache=first.cache, label="forget-resumed")
    initiator_events, _, wire = run(second)
    assert locked(initiator_events).resumed  # type: ignore[union-attr]
    assert wire[0].content.get("resume") is not None
    for initiator in (first.initiator, second.initiator):
        assert initiator._hello is None
        assert initiator._hello_bytes == b""
        assert initiator._kx_key is None
        assert initiator._resumed_prk == b""
    assert first.cache.newest("airline", now=NOW) is not None  # tickets were read


def test_a_stored_ticket_is_a_22_character_handle_that_resumes_and_renews():
    first = pair(issuer=stored(), label="full")
    run(first)
    handle = first.cache.newest("airline", now=NOW)
    assert handle is not None
    assert len(handle.ticket) == 22
    assert first.issuer.kept("traveller") == 1
    second = pair(issuer=first.issuer, cache=first.cache, label="resumed")
    initiator_events, responder_events, wire = run(second)
    assert locked(initiator_events).resumed
    assert locked(responder_events).resumed
    assert wire[0].content["resume"] == {"ticket": handle.ticket}
    renewed = wire[1].content["ticket"]["ticket"]
    assert len(renewed) == 22
    assert renewed != handle.ticket
    # The used one is gone from the store, the renewed one is kept in its place.
    assert first.issuer.kept("traveller") == 1
    third = pair(issuer=first.issuer, cache=first.cache, label="again")
    initiator_events, _, _ = run(third)
    assert locked(initiator_events).resumed


def test_a_replayed_handle_is_refused_as_a_replay():
    first = pair(issuer=stored(), label="full")
    run(first)
    second = pair(issuer=first.issuer, cache=first.cache, label="resumed")
    _, _, wire = run(second)
    hello = wire[0]
    third = pair(issuer=first.issuer, cache=TicketCache(), label="replay")
    events, outgoing = third.responder.receive(hello.performative, hello.content, now=NOW)
    assert refused(events).code == SNLErrorCode.REPLAYED_EARLY_DATA
    assert locked(events) is None
    assert outgoing[0].performative == "REFUSE"


@pytest.mark.parametrize(
    "handle",
    [
        "A" * 22,  # the right form, never issued
        "A" * 21,
        "A" * 23,
        "",
        "é" * 22,
    ],
)
def test_a_handle_this_responder_does_not_hold_is_invalid(handle):
    issuer = stored()
    issue(issuer)
    with pytest.raises(RemoteSemanticError) as caught:
        issuer.open(handle, now=NOW)
    assert caught.value.code == SNLErrorCode.TICKET_INVALID


def test_a_sealed_ticket_is_not_a_handle_and_a_handle_is_not_a_sealed_ticket():
    sealed, kept = TicketIssuer(key=b"k" * 32), stored()
    sealed_ticket, _ = issue(sealed)
    handle, _ = issue(kept)
    for issuer, ticket in ((kept, sealed_ticket), (sealed, handle)):
        with pytest.raises(RemoteSemanticError) as caught:
            issuer.open(ticket, now=NOW)
        assert caught.value.code == SNLErrorCode.TICKET_INVALID


def test_another_responders_handle_is_invalid():
    first = pair(issuer=stored(), label="full")
    run(first)
    stranger = pair(issuer=stored(), cache=first.cache, label="stranger")
    _, responder_events, _ = run(stranger)
    assert refused(responder_events).code == SNLErrorCode.TICKET_INVALID


def test_an_expired_stored_ticket_is_refused_expired_and_then_forgotten():
    issuer = stored(lifetime=60)
    handle, _ = issue(issuer)
    with pytest.raises(RemoteSemanticError) as caught:
        issuer.open(handle, now=NOW + 61)
    assert caught.value.code == SNLErrorCode.TICKET_EXPIRED
    issue(issuer, initiator="other", now=NOW + 61)  # issuing sweeps the expired oldest
    assert issuer.kept("traveller") == 0
    with pytest.raises(RemoteSemanticError) as caught:
        issuer.open(handle, now=NOW + 61)
    assert caught.value.code == SNLErrorCode.TICKET_INVALID


def test_an_initiator_keeps_only_its_newest_stored_tickets():
    issuer = stored(stored_per_initiator=3)
    handles = [issue(issuer)[0] for _ in range(5)]
    other, _ = issue(issuer, initiator="other")
    assert issuer.kept("traveller") == 3
    assert issuer.kept() == 4
    for handle in handles[:2]:
        with pytest.raises(RemoteSemanticError):
            issuer.open(handle, now=NOW)
    for handle in (*handles[2:], other):
        assert issuer.open(handle, now=NOW).ticket_id == handle


def test_a_full_store_seals_the_next_tickets_and_evicts_nobody():
    """Many identities cannot push one peer's tickets out (they could, evicting the oldest)."""
    issuer = stored(max_stored=4, stored_per_initiator=4)
    tickets = [issue(issuer, initiator=f"peer{n}")[0] for n in range(6)]
    assert issuer.kept() == 4
    assert [len(t) for t in tickets[:4]] == [22] * 4
    assert all(len(t) > 100 for t in tickets[4:])  # sealed: the store had no room
    for n, ticket in enumerate(tickets):
        contents = issuer.open(ticket, now=NOW)
        assert contents.initiator == f"peer{n}"
        issuer.spend(contents, now=NOW)
    for ticket in (tickets[0], tickets[5]):  # spent, in either form: a replay
        with pytest.raises(RemoteSemanticError) as caught:
            issuer.open(ticket, now=NOW) if len(ticket) == 22 else issuer.spend(
                issuer.open(ticket, now=NOW), now=NOW
            )
        assert caught.value.code == SNLErrorCode.REPLAYED_EARLY_DATA
    assert issuer.kept() == 0


def test_bounds_are_checked():
    with pytest.raises(LocalSemanticError):
        stored(max_stored=2, stored_per_initiator=3)
    with pytest.raises(LocalSemanticError):
        stored(stored_per_initiator=0)


def test_a_stored_ticket_holds_what_was_issued():
    issuer = stored()
    handle, contents = issue(issuer)
    opened = issuer.open(handle, now=NOW)
    assert opened == contents
    assert opened.ticket_id == handle
    assert dataclasses.replace(opened, ticket_id="x") != contents


_OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["issue", "open", "spend"]),
        st.integers(min_value=0, max_value=3),  # which initiator
        st.integers(min_value=0, max_value=40),  # which handle issued so far
        st.integers(min_value=0, max_value=50),  # seconds later
    ),
    max_size=60,
)


@settings(max_examples=150, deadline=None)
@given(_OPERATIONS)
def test_the_store_stays_bounded_and_a_spent_handle_never_opens_again(operations):
    issuer = stored(lifetime=120, max_stored=6, stored_per_initiator=3)
    now = NOW
    handles: list[str] = []
    spent: set[str] = set()
    for operation, who, which, later in operations:
        now += later
        if operation == "issue":
            handles.append(issue(issuer, initiator=f"peer{who}", now=now)[0])
        elif handles:
            handle = handles[which % len(handles)]
            codes = {
                SNLErrorCode.TICKET_INVALID,
                SNLErrorCode.TICKET_EXPIRED,
                SNLErrorCode.REPLAYED_EARLY_DATA,
            }
            contents = _opened(issuer, handle, now, codes)
            if contents is not None:
                assert handle not in spent
                if operation == "spend":
                    issuer.spend(contents, now=now)
                    spent.add(handle)
        assert issuer.kept() <= 6
        assert all(issuer.kept(f"peer{n}") <= 3 for n in range(4))
        assert issuer.kept() == sum(issuer.kept(f"peer{n}") for n in range(4))


def _opened(issuer: TicketIssuer, handle: str, now: float, codes: set[str]):
    """What `handle` opens to, or None when it is refused with one of `codes`."""
    try:
        return issuer.open(handle, now=now)
    except RemoteSemanticError as error:
        if error.code not in codes:
            raise
        return None


_STEPPED_CLOCK = st.lists(
    st.tuples(
        st.sampled_from(["issue", "issue and use", "use"]),
        st.integers(min_value=1, max_value=3),  # which ticket: 1 the newest, 2 the one before...
        # the wall clock, as an offset from NOW: it moves on a little, or steps forward or
        # back by an hour or days (NTP, a VM's restore) to a time it showed before
        st.sampled_from([0, 1, 2, 3_601, 86_400, 2 * 86_400]),
    ),
    max_size=40,
)


@pytest.mark.parametrize("kind", ["sealed", "stored"])
@settings(max_examples=300, deadline=None)
@given(operations=_STEPPED_CLOCK)
def test_a_spent_ticket_never_opens_again_whatever_the_clock_does(kind, operations):
    """Found from outside: a sealed ticket used once, then the responder's clock stepped
    forward 2 days (the used id forgotten as expired) and back, opened and spent again:
    its first flight ran twice. Whatever way the wall clock moves, a ticket spent once is
    refused ever after."""
    issuer = TicketIssuer(key=b"k" * 32, lifetime=3_600, stored=kind == "stored")
    tickets: list[str] = []
    spent: set[str] = set()
    codes = {
        SNLErrorCode.TICKET_INVALID,
        SNLErrorCode.TICKET_EXPIRED,
        SNLErrorCode.REPLAYED_EARLY_DATA,
    }
    for index, (operation, which, at) in enumerate(operations):
        now = NOW + at + index
        if operation != "use":
            tickets.append(issue(issuer, now=now)[0])
        if operation != "issue" and tickets:
            ticket = tickets[-min(which, len(tickets))] if operation == "use" else tickets[-1]
            contents = _opened(issuer, ticket, now, codes)
            if contents is None:
                continue
            try:
                issuer.spend(contents, now=now)
            except RemoteSemanticError as error:
                if error.code not in codes:
                    raise
                continue
            assert ticket not in spent, "a spent ticket was spent again"
            spent.add(ticket)


def test_a_ticket_from_after_a_clock_that_went_back_says_so():
    issuer = TicketIssuer(key=b"k" * 32)
    ticket, _ = issue(issuer, now=NOW)
    with pytest.raises(RemoteSemanticError, match="not valid yet") as caught:
        issuer.open(ticket, now=NOW - 3_600)
    assert caught.value.code == SNLErrorCode.TICKET_EXPIRED


def test_a_spent_sealed_ticket_stays_spent_after_a_step_forward_and_back():
    """The outside tester's sequence, as it ran against a live agent under faketime."""
    issuer = TicketIssuer(key=b"k" * 32, lifetime=3_600)
    ticket, _ = issue(issuer, now=NOW)
    issuer.spend(issuer.open(ticket, now=NOW + 1), now=NOW + 1)
    later, _ = issue(issuer, now=NOW + 2 * 86_400)  # the clock stepped: a full handshake
    issuer.spend(issuer.open(later, now=NOW + 2 * 86_400), now=NOW + 2 * 86_400)
    with pytest.raises(RemoteSemanticError) as caught:  # and back
        issuer.spend(issuer.open(ticket, now=NOW + 2), now=NOW + 2)
    assert caught.value.code in {SNLErrorCode.TICKET_EXPIRED, SNLErrorCode.REPLAYED_EARLY_DATA}
