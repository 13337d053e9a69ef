"""Review 13: one peer can spend the responder's memory of used tickets for everyone.

`TicketIssuer.spend` remembered every used ticket id until it expires (24 h by default),
in one store shared by all peers, and refused every resumption once it held
`max_remembered` (100,000) ids: fail closed against replays, but the budget was global.
A single authenticated peer that resumes again and again (each resumption hands it a
fresh ticket) turned resumption off for every other peer of the agent for up to a day.

Now each initiator has its share (`per_initiator`): the peer that abuses it alone is
refused (and falls back to a full handshake); a spent ticket is forgotten only once it
has expired, so none becomes replayable.
"""

from __future__ import annotations

import time

import pytest

from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.tickets import TicketContents, TicketIssuer

URN = "urn:contexts:travel:v2.1"
DIGEST = "sha256:" + "0" * 64


def ticket(issuer: TicketIssuer, initiator: str, now: float) -> TicketContents:
    _, contents = issuer.issue(
        initiator=initiator,
        responder="airline",
        urn=URN,
        digest=DIGEST,
        authority="authority",
        embedding_model=None,
        secret=b"\x01" * 32,
        now=now,
    )
    return contents


def test_one_peer_cannot_spend_the_used_ticket_memory_of_the_others():
    issuer = TicketIssuer()
    now = time.time()
    refused: list[str] = []
    for _ in range(issuer.max_remembered):  # mallory resumes, again and again
        try:
            issuer.spend(ticket(issuer, "mallory", now), now=now)
        except RemoteSemanticError as error:
            refused.append(error.code)
    # Beyond its share, mallory alone is refused (and falls back to a full handshake).
    assert refused == [SNLErrorCode.TICKET_INVALID] * (issuer.max_remembered - issuer.per_initiator)
    assert issuer.remembered("mallory") == issuer.per_initiator
    alice = ticket(issuer, "alice", now + 1)
    try:
        issuer.spend(alice, now=now + 1)
    except RemoteSemanticError as error:
        raise AssertionError(
            f"alice's first resumption is refused ({error.code}: {error.message}) "
            "because mallory spent the responder's memory of used tickets"
        ) from None


def small(**kwargs: float) -> TicketIssuer:
    return TicketIssuer(lifetime=100.0, max_remembered=6, per_initiator=2, **kwargs)


def test_a_peer_over_its_share_is_refused_until_its_spent_tickets_expire():
    issuer = small()
    first = ticket(issuer, "mallory", 0.0)
    issuer.spend(first, now=0.0)
    issuer.spend(ticket(issuer, "mallory", 1.0), now=1.0)
    late = ticket(issuer, "mallory", 2.0)
    with pytest.raises(RemoteSemanticError) as refused:
        issuer.spend(late, now=2.0)
    assert refused.value.code == SNLErrorCode.TICKET_INVALID
    issuer.spend(ticket(issuer, "alice", 2.0), now=2.0)  # others are not concerned
    # Once the first ticket has expired (open refuses it), its memory frees mallory's share.
    with pytest.raises(RemoteSemanticError) as expired:
        issuer.open(issuer_ticket_of(issuer, first), now=100.0)
    assert expired.value.code == SNLErrorCode.TICKET_EXPIRED
    issuer.spend(late, now=100.0)
    assert issuer.remembered("mallory") == 2


def issuer_ticket_of(issuer: TicketIssuer, contents: TicketContents) -> str:
    """A sealed ticket with the same lifetime as `contents` (open checks the time first)."""
    sealed, _ = issuer.issue(
        initiator=contents.initiator,
        responder=contents.responder,
        urn=contents.urn,
        digest=contents.digest,
        authority=contents.authority,
        embedding_model=contents.embedding_model,
        secret=contents.secret,
        now=contents.issued_at,
    )
    return sealed


def test_a_spent_ticket_stays_spent_however_full_the_memory_is():
    issuer = small()
    spent = ticket(issuer, "mallory", 0.0)
    issuer.spend(spent, now=0.0)
    refused: list[str] = []
    for _ in range(5):  # mallory tries to push its spent ticket out of the memory
        try:
            issuer.spend(ticket(issuer, "mallory", 1.0), now=1.0)
        except RemoteSemanticError as error:
            refused.append(error.code)
    assert refused == [SNLErrorCode.TICKET_INVALID] * 4
    for peer in ("a", "b"):
        issuer.spend(ticket(issuer, peer, 1.0), now=1.0)
    with pytest.raises(RemoteSemanticError) as replayed:
        issuer.spend(spent, now=99.0)
    assert replayed.value.code == SNLErrorCode.REPLAYED_EARLY_DATA


def test_the_whole_memory_still_fails_closed_when_many_peers_fill_it():
    issuer = small()
    for peer in ("a", "b", "c"):
        for _ in range(2):
            issuer.spend(ticket(issuer, peer, 0.0), now=0.0)
    assert issuer.remembered() == issuer.max_remembered
    with pytest.raises(RemoteSemanticError) as refused:
        issuer.spend(ticket(issuer, "d", 1.0), now=1.0)
    assert refused.value.code == SNLErrorCode.TICKET_INVALID
    issuer.spend(ticket(issuer, "d", 100.0), now=100.0)  # expired entries make room


def test_a_share_larger_than_the_memory_is_refused():
    with pytest.raises(LocalSemanticError):
        TicketIssuer(max_remembered=10, per_initiator=11)
