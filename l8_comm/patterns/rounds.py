"""Aggregation rounds: a requester opens one, contributors each give once, the deadline closes it.

The sans-I/O core of N:1 aggregation on the wire (spec 8.2.1). A round has a
deadline (the clock is passed in as `now`), a quorum (the fewest
contributions that make a result) and its expected contributors (a set of
agent ids, or a number of any contributors). Each contributor is taken once,
in arrival order; the round closes at its deadline, or as soon as every
expected contributor has given: quorum met, its result is the contributions
with who gave each; not met, it failed with `quorum_not_met`. What comes
after the close is `late_contribution`. Memory is bounded by the open rounds
admitted and the contributions a round keeps, never by the traffic.

It knows nothing of sessions: a carrier names rounds, hands in contributions
it has already validated, and sends what `handle_timer` and `contribute`
return.
"""

from __future__ import annotations

import collections
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Final

from l7_transport.bounds import GIB, MANY, ConfigBounds, Count, seconds
from l7_transport.held import BytesSpent, HeldBytes
from l8_comm.envelope import JSON


class RoundCode(StrEnum):
    """Stable codes of round refusals and failures, as they travel in `code` (spec 8.2.1)."""

    QUORUM_NOT_MET = "quorum_not_met"
    """The round closed with fewer contributions than its quorum."""
    LATE_CONTRIBUTION = "late_contribution"
    """The round's deadline had passed, or it had closed."""
    DUPLICATE_CONTRIBUTION = "duplicate_contribution"
    """This contributor has already given to the round."""
    NOT_A_CONTRIBUTOR = "not_a_contributor"
    """The round names its contributors and this one is not among them."""
    UNKNOWN_ROUND = "unknown_round"
    """No round of that id is open here, or was recently."""
    TOO_MANY_ROUNDS = "too_many_rounds"
    """The aggregation has as many open rounds as it admits, or the requester as many as
    one requester may have."""
    INVALID_ROUND = "invalid_round"
    """The round asked for breaks a rule: quorum, deadline, contributors."""
    ROUND_CANCELLED = "round_cancelled"
    """The requester left before the close: nobody waits for the result."""
    ROUND_FULL = "round_full"
    """The round holds as many bytes of contributions as it admits."""


class RoundState(StrEnum):
    """Where a round is (spec 8.2.1's state table)."""

    OPEN = "open"
    """Taking contributions."""
    CLOSED = "closed"
    """Closed with a result (the quorum was met)."""
    FAILED = "failed"
    """Closed at its deadline short of its quorum (`quorum_not_met`)."""
    CANCELLED = "cancelled"
    """Ended by its requester, or by the host closing the aggregation (`round_cancelled`)."""


class RoundInput(StrEnum):
    """What happens to a round (the inputs of spec 8.2.1's state table)."""

    CONTRIBUTION = "contribution"
    """A contribution accepted, fewer than expected."""
    LAST = "last"
    """A contribution accepted, the last expected."""
    DEADLINE_MET = "deadline_met"
    """The deadline, at least `quorum` contributions."""
    DEADLINE_SHORT = "deadline_short"
    """The deadline, fewer than `quorum` contributions."""
    CANCEL = "cancel"
    """The requester's CANCEL or its session's end, or the host closing the aggregation."""
    LATE = "late"
    """A contribution after the round left `open` (refused, `late_contribution`)."""


TRANSITIONS: Final[dict[tuple[RoundState, RoundInput], RoundState]] = {
    (RoundState.OPEN, RoundInput.CONTRIBUTION): RoundState.OPEN,
    (RoundState.OPEN, RoundInput.LAST): RoundState.CLOSED,
    (RoundState.OPEN, RoundInput.DEADLINE_MET): RoundState.CLOSED,
    (RoundState.OPEN, RoundInput.DEADLINE_SHORT): RoundState.FAILED,
    (RoundState.OPEN, RoundInput.CANCEL): RoundState.CANCELLED,
    (RoundState.CLOSED, RoundInput.LATE): RoundState.CLOSED,
    (RoundState.FAILED, RoundInput.LATE): RoundState.FAILED,
    (RoundState.CANCELLED, RoundInput.LATE): RoundState.CANCELLED,
}
"""A round's state table (spec 8.2.1): the one place its transitions are decided."""
_ENDED: Final = {
    RoundState.FAILED: RoundCode.QUORUM_NOT_MET,
    RoundState.CANCELLED: RoundCode.ROUND_CANCELLED,
}


class RoundError(Exception):
    """A refusal by an aggregation, with its stable code."""

    def __init__(self, code: RoundCode, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundsConfig:
    """What an aggregation admits."""

    max_rounds: int = 256
    """Rounds open at once."""
    max_contributions: int = 1024
    """Contributions one round keeps (and expected contributors it may name)."""
    max_deadline: float = 3600.0
    """The longest a round may stay open, in seconds."""
    remembered: int = 1024
    """Closed rounds remembered, so that what comes late is told `late_contribution`."""
    max_per_requester: int = 16
    """Rounds one requester (an agent id, over all its sessions) may have open at once."""
    max_round_bytes: int = 8 * 1024 * 1024
    """Bytes of contributions (as the carrier sizes them) one round keeps: its result is
    sent to one requester, and held until it has gone."""
    max_requester_bytes: int = 16 * 1024 * 1024
    """Bytes of contributions the open rounds of one requester keep together."""
    max_bytes: int = 64 * 1024 * 1024
    """Bytes of contributions all open rounds keep together (a few peers opening their
    rounds and giving to each other's held max_rounds x max_round_bytes: 2 GiB)."""

    BOUNDS: ClassVar[ConfigBounds] = ConfigBounds(
        ranges={
            "max_rounds": Count(1, MANY),
            "max_contributions": Count(1, MANY),
            "max_deadline": seconds(),
            "remembered": Count(1, MANY),
            "max_per_requester": Count(1, MANY),
            "max_round_bytes": Count(1, GIB),
            "max_requester_bytes": Count(1, GIB),
            "max_bytes": Count(1, GIB),
        },
    )
    """The range of every numeric setting (`l7_transport.bounds`)."""

    def __post_init__(self) -> None:
        self.BOUNDS.check(self)
        if not self.max_round_bytes <= self.max_requester_bytes <= self.max_bytes:
            msg = (
                "max_round_bytes <= max_requester_bytes <= max_bytes, not"
                f" {self.max_round_bytes}, {self.max_requester_bytes}, {self.max_bytes}"
                " (a round could never fill)"
            )
            raise ValueError(msg)


@dataclass(frozen=True, kw_only=True, slots=True)
class Contribution:
    """One contribution a round took."""

    seq: int
    """Its place in arrival order (from 1)."""
    contributor: str
    """Who gave it."""
    body: dict[str, JSON]
    """What was given (validated by the carrier)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundOpened:
    """A round was opened."""

    round_id: str
    """The round."""
    requester: str
    """Who opened it (and gets its result)."""
    deadline: float
    """When it closes (the carrier's clock)."""
    quorum: int
    """The fewest contributions that make a result."""
    expected: int
    """How many contributions close it before its deadline."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ContributionAccepted:
    """A contribution was taken."""

    round_id: str
    """The round."""
    contribution: Contribution
    """What was taken, with its place."""


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundClosed:
    """A round closed: its result, or why it has none (`code`)."""

    round_id: str
    """The round."""
    requester: str
    """Who opened it."""
    contributions: tuple[Contribution, ...]
    """What was given, in arrival order."""
    quorum: int
    """Its quorum."""
    code: RoundCode | None
    """None: the quorum was met and `contributions` is the result; else why it failed."""
    reason: str
    """What happened, for people."""


RoundEvent = RoundOpened | ContributionAccepted | RoundClosed


class _Round:
    __slots__ = (
        "contributions",
        "contributors",
        "deadline",
        "expected",
        "quorum",
        "requester",
        "size",
    )

    def __init__(
        self,
        requester: str,
        deadline: float,
        quorum: int,
        contributors: frozenset[str] | None,
        expected: int,
    ) -> None:
        self.requester = requester
        self.deadline = deadline
        self.quorum = quorum
        self.contributors = contributors
        self.expected = expected
        self.contributions: dict[str, Contribution] = {}
        self.size = 0


class Rounds:
    """The open rounds of one aggregation, and the ids of those that closed lately."""

    def __init__(self, name: str, config: RoundsConfig | None = None) -> None:
        self.name = name
        self.config = config or RoundsConfig()
        self._open: dict[str, _Round] = {}
        self._closed: collections.OrderedDict[str, RoundState] = collections.OrderedDict()
        self._bytes = HeldBytes(
            total=self.config.max_bytes, per_holder=self.config.max_requester_bytes
        )
        """Bytes of contributions the open rounds keep now, and the closed rounds whose
        results are not delivered yet (`delivered`), by requester."""
        self._undelivered: dict[str, tuple[str, int]] = {}  # round -> (requester, bytes)

    @property
    def held(self) -> int:
        """Bytes of contributions held now (open rounds, and closed ones not delivered)."""
        return self._bytes.held

    def __contains__(self, round_id: str) -> bool:
        return round_id in self._open

    def state(self, round_id: str) -> RoundState | None:
        """Where `round_id` is: open, or how it ended (None: unknown, or forgotten)."""
        if round_id in self._open:
            return RoundState.OPEN
        return self._closed.get(round_id)

    @property
    def open_rounds(self) -> int:
        """Rounds open now."""
        return len(self._open)

    def open(  # noqa: PLR0913 - who, which, when, how many
        self,
        round_id: str,
        requester: str,
        *,
        now: float,
        deadline: float,
        quorum: int,
        contributors: frozenset[str] | int,
    ) -> RoundOpened:
        """Open `round_id` for `requester`, closing `deadline` seconds after `now`.

        `contributors`: the agent ids that may give, or how many (anyone) close it
        early. Raises `RoundError` (`invalid_round`, `too_many_rounds`).
        """
        config = self.config
        if round_id in self._open or round_id in self._closed or round_id in self._undelivered:
            msg = f"round {round_id!r} already exists in {self.name}"
            raise ValueError(msg)
        if isinstance(contributors, int):
            named, expected = None, contributors
        else:
            named = frozenset(contributors)
            expected = len(named)
        problem = None
        if not 1 <= expected <= config.max_contributions:
            problem = f"between 1 and {config.max_contributions} contributors, not {expected}"
        elif not 1 <= quorum <= expected:
            problem = f"a quorum between 1 and {expected} (the contributors), not {quorum}"
        elif not 0 < deadline <= config.max_deadline:
            problem = f"a deadline of more than 0 and at most {config.max_deadline} s"
        if problem is not None:
            raise RoundError(RoundCode.INVALID_ROUND, f"{self.name} needs {problem}")
        if len(self._open) >= config.max_rounds:
            reason = f"{self.name} has {config.max_rounds} open rounds, the most it admits"
            raise RoundError(RoundCode.TOO_MANY_ROUNDS, reason)
        held = sum(1 for r in self._open.values() if r.requester == requester)
        if held >= config.max_per_requester:
            reason = (
                f"{requester} has {held} open rounds in {self.name},"
                f" the most one requester may have"
            )
            raise RoundError(RoundCode.TOO_MANY_ROUNDS, reason)
        self._open[round_id] = _Round(
            requester,
            now + deadline,
            quorum,
            named,
            expected,
        )
        return RoundOpened(
            round_id=round_id,
            requester=requester,
            deadline=now + deadline,
            quorum=quorum,
            expected=expected,
        )

    def contribute(
        self,
        round_id: str,
        contributor: str,
        body: dict[str, JSON],
        *,
        now: float,
        size: int = 0,
    ) -> list[RoundEvent]:
        """Take `contributor`'s `body` (`size` bytes, as the carrier counts) into `round_id`.

        First event: it was taken. A round that has all it expects closes at once
        (`RoundClosed` follows). Raises `RoundError`: `unknown_round`,
        `late_contribution`, `not_a_contributor`, `duplicate_contribution`, `round_full`.
        """
        entry = self._open.get(round_id)
        if entry is None:
            ended = self._closed.get(round_id)
            if ended is not None:
                reason = f"round {round_id} of {self.name} has closed ({ended})"
                raise RoundError(RoundCode.LATE_CONTRIBUTION, reason)
            raise RoundError(RoundCode.UNKNOWN_ROUND, f"no round {round_id} in {self.name}")
        if now >= entry.deadline:
            reason = f"the deadline of round {round_id} of {self.name} has passed"
            raise RoundError(RoundCode.LATE_CONTRIBUTION, reason)
        if entry.contributors is not None and contributor not in entry.contributors:
            reason = f"{contributor} is not a contributor of round {round_id}"
            raise RoundError(RoundCode.NOT_A_CONTRIBUTOR, reason)
        if contributor in entry.contributions:
            reason = f"{contributor} has already contributed to round {round_id}"
            raise RoundError(RoundCode.DUPLICATE_CONTRIBUTION, reason)
        requester, config = entry.requester, self.config
        if entry.size + size > config.max_round_bytes:
            holder = f"round {round_id} of {self.name} holds"
            raise self._full(holder, entry.size, size, config.max_round_bytes, "it admits")
        try:
            self._bytes.hold(requester, size)
        except BytesSpent as spent:
            if spent.bound == "holder":
                holder = f"the open rounds of {requester} in {self.name} hold"
                admits = "one requester's rounds keep"
            else:
                holder, admits = f"the open rounds of {self.name} hold", "they keep in all"
            raise self._full(holder, spent.would_hold - size, size, spent.limit, admits) from None
        entry.size += size
        contribution = Contribution(
            seq=len(entry.contributions) + 1, contributor=contributor, body=body
        )
        entry.contributions[contributor] = contribution
        events: list[RoundEvent] = [
            ContributionAccepted(round_id=round_id, contribution=contribution)
        ]
        if len(entry.contributions) >= entry.expected:
            events.append(self._close(round_id, RoundInput.LAST, "every expected contributor gave"))
        return events

    def get_timer(self) -> float | None:
        """When `handle_timer` is next due (the earliest deadline), or None."""
        return min((r.deadline for r in self._open.values()), default=None)

    def handle_timer(self, now: float) -> list[RoundClosed]:
        """Close every round whose deadline has come, by the quorum rule."""
        due = [round_id for round_id, r in self._open.items() if now >= r.deadline]
        closed = []
        for round_id in due:
            entry = self._open[round_id]
            met = len(entry.contributions) >= entry.quorum
            happened = RoundInput.DEADLINE_MET if met else RoundInput.DEADLINE_SHORT
            closed.append(self._close(round_id, happened, "its deadline came"))
        return closed

    def cancel(self, round_id: str) -> RoundClosed | None:
        """The requester left: close `round_id` with `round_cancelled` (None if not open)."""
        if round_id not in self._open:
            return None
        return self._close(round_id, RoundInput.CANCEL, "its requester left")

    def delivered(self, round_id: str) -> None:
        """The result of the closed round `round_id` has gone (or will not): its bytes are free.

        A round's contributions count against the bounds from when they are taken until
        the carrier says this, after the round closed: a requester that does not read
        its results kept closing rounds whose results piled up unbounded (a review: 24
        rounds, 167 MiB, the bounds 16 and 64 MiB). Nothing for a round that held none.
        """
        undelivered = self._undelivered.pop(round_id, None)
        if undelivered is None:
            return
        self._bytes.let_go(*undelivered)

    @staticmethod
    def _full(holder: str, held: int, size: int, limit: int, admits: str) -> RoundError:
        """`round_full`: what `holder` holds, and the bound `size` more would pass."""
        reason = (
            f"{holder} {held} bytes of contributions; {size} more would pass the {limit} {admits}"
        )
        return RoundError(RoundCode.ROUND_FULL, reason)

    def close_all(self, reason: str) -> list[RoundClosed]:
        """Close every open round (`round_cancelled`, with `reason`)."""
        return [self._close(r, RoundInput.CANCEL, reason) for r in list(self._open)]

    def _close(self, round_id: str, happened: RoundInput, why: str) -> RoundClosed:
        entry = self._open.pop(round_id)
        if entry.size:  # still held, until the carrier has sent the result (`delivered`)
            self._undelivered[round_id] = (entry.requester, entry.size)
        ended = TRANSITIONS[RoundState.OPEN, happened]
        self._closed[round_id] = ended
        while len(self._closed) > self.config.remembered:
            self._closed.popitem(last=False)
        contributions = tuple(entry.contributions.values())
        code = _ENDED.get(ended)
        if code is RoundCode.QUORUM_NOT_MET:
            why = f"{why} with {len(contributions)} of a quorum of {entry.quorum} contributions"
        return RoundClosed(
            round_id=round_id,
            requester=entry.requester,
            contributions=contributions,
            quorum=entry.quorum,
            code=code,
            reason=f"round {round_id} of {self.name} closed: {why}",
        )


__all__ = [
    "TRANSITIONS",
    "Contribution",
    "ContributionAccepted",
    "RoundClosed",
    "RoundCode",
    "RoundError",
    "RoundEvent",
    "RoundInput",
    "RoundOpened",
    "RoundState",
    "Rounds",
    "RoundsConfig",
]
