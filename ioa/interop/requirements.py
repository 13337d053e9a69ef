"""What an implementation of this protocol must do, as data: one row per checked requirement.

Each requirement has a stable id (`SNL-HELLO-003`: stable across releases,
never reused for another meaning), the `docs/spec.md` section it comes from,
a level (RFC 2119: MUST, SHOULD, MAY), a category, one sentence saying what
is checked, and what the target must claim in its card for the check to
apply (`needs`: a feature of the card's `x-ioa.features`, or `"context"` for
a context both sides hold, `"task"` for a task the target says it handles).
The checks themselves are in `ioa.interop.checks`, one per id;
tests/test_interop_kit.py holds the two to each other and every section to
the spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Level(StrEnum):
    """How strong a requirement is (RFC 2119)."""

    MUST = "MUST"
    SHOULD = "SHOULD"
    MAY = "MAY"


@dataclass(frozen=True, kw_only=True, slots=True)
class Requirement:
    """One requirement the kit checks."""

    id: str
    """Stable id: `<AREA>-<TOPIC>-<NNN>`."""
    section: str
    """The docs/spec.md section it comes from (`12.4`)."""
    level: Level
    """MUST, SHOULD or MAY."""
    category: str
    """Where it belongs in a report."""
    text: str
    """What is checked, in one sentence."""
    needs: frozenset[str] = frozenset()
    """What the target must claim for the check to apply (features, `context`, `task`)."""


def _r(id_: str, section: str, level: Level, category: str, text: str, *needs: str) -> Requirement:
    return Requirement(
        id=id_, section=section, level=level, category=category, text=text, needs=frozenset(needs)
    )


MUST, SHOULD = Level.MUST, Level.SHOULD

REQUIREMENTS: Final[tuple[Requirement, ...]] = (
    # -- L7 ------------------------------------------------------------------------------------
    _r(
        "L7-CARD-001",
        "12.10",
        SHOULD,
        "l7",
        "the agent publishes a self-signed card, valid now, at "
        "/.well-known/ioa-agent.json that names it and the contexts it serves",
    ),
    _r(
        "L7-PATH-001",
        "2.2",
        MUST,
        "l7",
        "a request for a path that is not served is answered "
        "404, and the connection goes on serving",
    ),
    _r(
        "L7-TYPE-001",
        "2.2",
        MUST,
        "l7",
        "a session request with another content type than application/ioa+json is answered 415",
    ),
    _r(
        "L7-FRAME-001",
        "2.1",
        MUST,
        "l7",
        "a frame whose flag byte is not 0x00 ends the session, and the connection goes on serving",
    ),
    _r(
        "L7-FRAME-002",
        "3.2",
        MUST,
        "l7",
        "a frame header announcing more than the frame limit ends the session",
    ),
    # -- envelope --------------------------------------------------------------------------------
    _r(
        "ENV-JSON-001",
        "9",
        MUST,
        "envelope",
        "a first frame that is not JSON is answered NOT_UNDERSTOOD malformed_json",
    ),
    _r(
        "ENV-OBJECT-001",
        "9",
        MUST,
        "envelope",
        "a first frame that is JSON but not an object is answered NOT_UNDERSTOOD invalid_envelope",
    ),
    _r(
        "ENV-FIELD-001",
        "3",
        MUST,
        "envelope",
        "an envelope without a required field is "
        "answered NOT_UNDERSTOOD missing_field naming the field",
    ),
    _r(
        "ENV-PERF-001",
        "3",
        MUST,
        "envelope",
        "an envelope with an unregistered performative is "
        "answered NOT_UNDERSTOOD unknown_performative",
    ),
    _r(
        "ENV-TS-001",
        "3",
        MUST,
        "envelope",
        "an envelope whose ts is not an RFC 3339 UTC "
        "timestamp is answered NOT_UNDERSTOOD invalid_timestamp",
    ),
    _r(
        "ENV-NULL-001",
        "3",
        MUST,
        "envelope",
        "an optional field set to null is refused (invalid_field or invalid_id) naming the field",
    ),
    _r(
        "ENV-LIMIT-001",
        "3.2",
        MUST,
        "limits",
        "an envelope nested deeper than 32 levels is answered NOT_UNDERSTOOD nesting_too_deep",
    ),
    _r(
        "ENV-LIMIT-002",
        "3.2",
        MUST,
        "limits",
        "a string longer than 65,536 characters is answered NOT_UNDERSTOOD string_too_long",
    ),
    _r(
        "ENV-LIMIT-003",
        "3.2",
        MUST,
        "limits",
        "a `to` of more than 64 agents is answered NOT_UNDERSTOOD too_many_recipients",
    ),
    _r(
        "L8-CONV-001",
        "9",
        MUST,
        "conversations",
        "a message that cannot open its protocol (an INFORM first in snl-handshake) is "
        "answered NOT_UNDERSTOOD unknown_conversation",
    ),
    _r(
        "SNL-LOCK-010",
        "12.13",
        MUST,
        "envelope",
        "a message of another protocol before any handshake is answered NOT_UNDERSTOOD not_locked",
    ),
    # -- handshake -------------------------------------------------------------------------------
    _r(
        "SNL-HELLO-001",
        "12.5",
        MUST,
        "handshake",
        "a valid HELLO is answered with a SELECT "
        "signed by the key of the card, over the hash of the HELLO as sent",
        "context",
    ),
    _r(
        "SNL-HELLO-002",
        "12.4",
        MUST,
        "handshake",
        "a HELLO with a version other than 1 is refused with invalid_handshake",
        "context",
    ),
    _r(
        "SNL-HELLO-003",
        "12.2",
        MUST,
        "handshake",
        "a HELLO whose nonce is not 32 bytes is refused with invalid_handshake",
        "context",
    ),
    _r(
        "SNL-HELLO-004",
        "12.4",
        MUST,
        "handshake",
        "a stripped HELLO (no key share) is refused with invalid_handshake",
        "context",
    ),
    _r(
        "SNL-HELLO-005",
        "12.4",
        MUST,
        "handshake",
        "a HELLO addressed to another responder is refused with invalid_handshake",
        "context",
    ),
    _r(
        "SNL-HELLO-006",
        "12.4",
        MUST,
        "handshake",
        "a HELLO without its optional members "
        "(minimums, revoked, embedding models, extensions, card) is accepted",
        "context",
    ),
    _r(
        "SNL-HELLO-007",
        "12.10",
        MUST,
        "handshake",
        "a HELLO from an agent with no card and no pinned key is refused with unknown_peer",
        "context",
    ),
    _r(
        "SNL-SELECT-001",
        "12.8",
        MUST,
        "handshake",
        "offers of contexts the target does not hold are refused with no_common_context",
        "context",
    ),
    _r(
        "SNL-SELECT-002",
        "12.8",
        MUST,
        "handshake",
        "an offer whose digest differs from the "
        "target's for the same URN is refused with digest_mismatch",
        "context",
    ),
    _r(
        "SNL-SELECT-003",
        "12.8",
        MUST,
        "handshake",
        "offers signed by an authority the target "
        "does not trust are refused with unknown_authority",
        "context",
    ),
    _r(
        "SNL-SELECT-004",
        "12.8",
        MUST,
        "handshake",
        "the SELECT picks the highest version both sides hold of the initiator's first name",
        "context",
    ),
    _r(
        "SNL-LOCK-001",
        "12.6",
        MUST,
        "handshake",
        "a LOCK whose signature does not verify is answered FAILURE bad_signature",
        "context",
    ),
    _r(
        "SNL-LOCK-002",
        "12.7",
        MUST,
        "handshake",
        "a full handshake ends with a TICKET whose MAC verifies under the resumption secret",
        "context",
    ),
    # -- downgrade and minimums ------------------------------------------------------------------
    _r(
        "SNL-DOWN-001",
        "12.6",
        MUST,
        "downgrade",
        "an in-path attacker's HELLO (the highest "
        "offer stripped) is detected at the LOCK: FAILURE downgrade_detected",
        "context",
    ),
    _r(
        "SNL-MIN-001",
        "12.8",
        MUST,
        "minimums",
        "an initiator's minimum above every common version is refused with below_minimum_version",
        "context",
    ),
    _r(
        "SNL-MIN-002",
        "12.8",
        MUST,
        "minimums",
        "the target's own minimum for a name is "
        "enforced: an offer of an older version only is refused with below_minimum_version",
        "context",
    ),
    _r(
        "SNL-REV-001",
        "12.8",
        MUST,
        "revocation",
        "offers the initiator lists as revoked are refused with revoked_context",
        "context",
    ),
    # -- resumption ------------------------------------------------------------------------------
    _r(
        "SNL-RES-001",
        "12.7",
        MUST,
        "resumption",
        "a ticket resumes a session in one round trip (ACCEPT SELECT resumed)",
        "context",
        "resumption",
    ),
    _r(
        "SNL-RES-002",
        "12.7",
        MUST,
        "resumption",
        "a resumed HELLO sent again is refused with replayed_early_data",
        "context",
        "resumption",
    ),
    _r(
        "SNL-RES-003",
        "12.7",
        MUST,
        "resumption",
        "an altered ticket is refused with ticket_invalid",
        "context",
        "resumption",
    ),
    _r(
        "SNL-RES-004",
        "12.7",
        MUST,
        "resumption",
        "where the ticket's handshake agreed snl.short-resume, the resumed SELECT is the short "
        "form and its MAC covers the unsent hello_hash, agents and ticket terms",
        "context",
        "resumption",
    ),
    _r(
        "SNL-CMP-001",
        "12.18",
        MUST,
        "locked",
        "where snl.compact is agreed, the target reads the kit's compact messages and seals its "
        "own compact: its answer to a request carries no from or to",
        "context",
        "task",
    ),
    # -- timeouts --------------------------------------------------------------------------------
    _r(
        "SNL-TIME-001",
        "12.15",
        MUST,
        "timeouts",
        "a half-open handshake (HELLO answered, no LOCK) is ended by the target after its "
        "handshake timeout (not before half of it)",
        "context",
    ),
    _r(
        "SNL-TIME-002",
        "2.4",
        MUST,
        "timeouts",
        "a session that never sends a frame is ended by the target (its first-frame or "
        "handshake timeout), within twice the handshake timeout its card claims and at "
        "most 85 s",
    ),
    # -- locked sessions -------------------------------------------------------------------------
    _r(
        "SNL-MAC-001",
        "12.16",
        MUST,
        "locked",
        "after the lock, a frame without a valid MAC is "
        "answered NOT_UNDERSTOOD integrity_failure and the session ends",
        "context",
    ),
    _r(
        "SNL-VAL-001",
        "12.13",
        MUST,
        "validation",
        "a request whose parameters do not validate "
        "against the locked context is answered NOT_UNDERSTOOD invalid_content",
        "context",
        "task",
    ),
    _r(
        "SNL-VAL-002",
        "12.13",
        MUST,
        "validation",
        "content naming a concept or task the "
        "locked context does not define is answered NOT_UNDERSTOOD undefined_concept",
        "context",
    ),
    _r(
        "SNL-VAL-003",
        "12.13",
        MUST,
        "validation",
        "what the target answers to a valid request validates against the locked context",
        "context",
        "task",
    ),
    _r(
        "SNL-CLAR-001",
        "12.13",
        SHOULD,
        "clarification",
        "a clarification QUERY about a "
        "parameter the context lists options for is answered INFORM parameter_options",
        "context",
        "clarification",
    ),
    # -- after the lock: L8 rules over authenticated messages -----------------------------------
    _r(
        "L8-CONV-002",
        "5",
        MUST,
        "conversations",
        "after the lock, an ACCEPT for a negotiation never opened is answered NOT_UNDERSTOOD "
        "unknown_conversation",
        "context",
    ),
    _r(
        "L8-CONV-003",
        "5",
        MUST,
        "conversations",
        "a REQUEST reusing the id of a conversation that just ended is answered NOT_UNDERSTOOD "
        "conversation_closed",
        "context",
        "task",
    ),
    _r(
        "L8-DUP-001",
        "9",
        MUST,
        "session",
        "a message id received twice is answered NOT_UNDERSTOOD duplicate_message",
        "context",
    ),
    _r(
        "L8-CTX-001",
        "6",
        MUST,
        "sub-contexts",
        "a sub-context whose parent is not a live sub-context is answered NOT_UNDERSTOOD "
        "unknown_parent_context",
        "context",
    ),
    _r(
        "SNL-ONT-001",
        "12.13",
        MUST,
        "validation",
        "a message carrying another ontology than the locked URN is answered NOT_UNDERSTOOD "
        "wrong_ontology",
        "context",
    ),
    # -- firewall --------------------------------------------------------------------------------
    _r(
        "FW-SCREEN-001",
        "13.5",
        SHOULD,
        "firewall",
        "a concept whose free text is an obvious prompt injection is refused (quarantined or "
        "forbidden), and the same concept with ordinary text is not",
        "context",
        "firewall",
    ),
    # -- bad input -------------------------------------------------------------------------------
    _r(
        "BAD-SERVE-001",
        "7.3",
        MUST,
        "bad input",
        "after every bad input of this run, a new session still locks and is served",
    ),
)

BY_ID: Final = {requirement.id: requirement for requirement in REQUIREMENTS}

__all__ = ["BY_ID", "REQUIREMENTS", "Level", "Requirement"]
