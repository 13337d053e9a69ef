"""Token buckets for a server's abuse budgets: per connection, and per source address.

Sans-I/O, time passed in. `TokenBucket` is one connection's budget (HTTP/2's
`l7_transport.h2audit.FrameAudit`, HTTP/3's `l7_transport.h3guard`); the
`AddressBudgets` of a server give each source address one more bucket, which every
control-frame token of its connections is taken from too (`AddressShare`), so that many
connections from one address, each within its own budget, cannot together hold the
server's CPU.
"""

from __future__ import annotations

from collections import OrderedDict


class TokenBucket:
    """`capacity` tokens, refilled at `rate` per second (time passed in)."""

    __slots__ = ("_at", "_tokens", "capacity", "rate")

    def __init__(self, capacity: float, rate: float, now: float = 0.0) -> None:
        self.capacity = capacity
        self.rate = rate
        self._tokens = capacity
        self._at = now

    def tokens(self, now: float) -> float:
        """What the bucket holds at `now`, refilled (negative: spent beyond it)."""
        elapsed = now - self._at
        if elapsed > 0:
            self._tokens = min(self.capacity, self._tokens + elapsed * self.rate)
            self._at = now
        return self._tokens

    def take(self, now: float, count: float = 1.0) -> bool:
        """Spend `count` tokens at `now`; False (the bucket is empty) when there are not enough."""
        self._tokens = self.tokens(now) - count
        return self._tokens >= 0


class AddressBudget(TokenBucket):
    """The control-frame bucket one source address's connections share (`AddressBudgets`).

    Unlike a connection's own `TokenBucket` (whose connection closes at its first refusal),
    a refusal here may leave the connection open (`AddressShare`), so a refused take spends
    nothing (`tokens` first, then `spend`); and the tokens may go below zero, to
    `-capacity` at most, through fair-share takes. A burst of its rate.
    """

    __slots__ = ("connections", "sharing", "source")

    def __init__(self, source: str, per_second: int, now: float) -> None:
        super().__init__(float(per_second), float(per_second), now)
        self.source = source
        """The address (`ConnectionGate.source_of`: IPv6 by its /64)."""
        self.connections = 0
        """The address's connections that hold a share (`AddressBudgets` keeps the budget,
        idle, after the last, until it has refilled)."""
        self.sharing = 0
        """What the fair shares are counted over: the connections now, or while the bucket
        is empty, the most there have been since it last held enough (`AddressShare`)."""

    def spend(self, count: float) -> None:
        """Take `count` tokens (after `tokens`, at the same `now`)."""
        self._tokens -= count


class AddressShare:
    """One connection's part in its address's budget: what it takes, and whether it may.

    A take is granted while the address's bucket holds enough. When it does not, the
    connection is granted it only if it is itself a light spender: its spending, drained
    at its fair share of the address's rate (`rate / sharing` a second), stays within
    its fair share of the burst (`capacity / sharing`); a heavy spender is refused,
    and its audit calms it. An honest connection beside a flood from its own address
    (NAT; on loopback, every peer) spends little, so it passes.

    Why this bounds the address whatever the attacker's pacing: a take granted on an empty
    bucket is still taken from it, and may leave it in debt down to `-capacity`, never
    further. The bucket holds at most `capacity` and refills `rate` a second, so over any
    T seconds the address's connections take at most `rate * T + 2 * capacity` tokens,
    however many connections it has, however each is paced, and across spells with no
    connection (`AddressBudgets` keeps an idle budget until it has refilled) (a per-connection rule,
    say "refuse a connection whose own bucket is below half", would let each of 256
    connections take its own rate). The fair shares only choose whom an empty bucket
    refuses. While the bucket is empty they are counted over the most connections there
    have been since it last held enough (`AddressBudget.sharing`), not over those left:
    otherwise each connection calmed would hand its share to the rest, and a cascade of
    15 calmed connections would let the others take 2.4 bursts in debt (the sum of 1/k),
    past the floor, where a light connection is refused too. So the shares sum to one
    burst, and the heavy spenders' debt leaves a light connection its own share. (A
    spell lasts while the bucket stays short: it refills a token in 1/rate s, and then
    the shares are counted over the connections there are; a calmed connection still
    counts until it has gone. This only chooses whom to refuse; the floor is the bound.) Only new
    connections (a TCP and TLS handshake each) bring new shares; with enough of them the
    debt reaches its floor, and then every take beyond it is refused: the bound comes first.
    """

    __slots__ = ("_at", "_spent", "budget", "left")

    def __init__(self, budget: AddressBudget, now: float) -> None:
        self.budget = budget
        """The address's budget."""
        self.left = False
        """Set once the connection has gone (`AddressBudgets.leave`)."""
        self._spent = 0.0  # this connection's takes, drained at its fair share of the rate
        self._at = now

    def take(self, now: float, count: float) -> bool:
        """Take `count` tokens at `now`: False when the connection must be calmed."""
        budget = self.budget
        tokens = budget.tokens(now)
        if tokens >= count:  # the bucket holds enough: the shares are of those here now
            budget.sharing = budget.connections
        sharing = max(1, budget.sharing, budget.connections)
        elapsed = now - self._at
        if elapsed > 0:
            self._spent = max(0.0, self._spent - elapsed * budget.rate / sharing)
            self._at = now
        if tokens < count and (
            self._spent + count > budget.capacity / sharing or tokens - count < -budget.capacity
        ):
            return False
        budget.spend(count)
        self._spent += count
        return True

    def refused(self, now: float, count: float, what: str) -> str | None:
        """Take `count` tokens for `what` at `now` (`take`): None, or why the connection is calmed.

        The reason is the one both transports close the connection with (HTTP/2's GOAWAY
        ENHANCE_YOUR_CALM, HTTP/3's H3_EXCESSIVE_LOAD): it names the per-address budget,
        and whether the connection spent beyond its fair share or the debt is at its floor.
        """
        if self.take(now, count):
            return None
        budget = self.budget
        why = (
            "its debt is at its floor, whoever spends"
            if budget.tokens(now) - count < -budget.capacity
            else "this connection spending beyond its fair share"
        )
        return (
            f"{what} beyond {budget.rate:g} tokens a second from its address "
            f"(the per-address budget, {budget.connections} connection(s) now): {why}"
        )


class AddressBudgets:
    """A server's control-frame budgets, one per source address that has a connection.

    An address's budget is made with its first connection. When its last goes, the budget
    is kept, idle, until it has refilled (at most two seconds: a full burst of debt at
    most, refilled at a burst a second), and a connection of the same address in the
    meantime finds it as it was: closing every connection and opening new ones does not
    buy a fresh budget (the outside review's churn: two connections spending their bursts,
    closing and reopening every 10 ms, took 400,000 tokens a second where the bound is
    12,000). Idle budgets are dropped lazily, the oldest first, once refilled, and at most
    `max_idle` are kept (past it the oldest goes, refilled or not): they are bounded by the
    connections the server accepts in two seconds.
    """

    __slots__ = ("_budgets", "_idle", "max_idle", "per_address")

    def __init__(self, per_address: int, *, max_idle: int = 65536) -> None:
        if per_address < 1:
            msg = f"per_address must be at least 1, got {per_address}"
            raise ValueError(msg)
        self.per_address = per_address
        """Each address's budget: tokens a second, as a burst too."""
        self.max_idle = max_idle
        """Idle budgets kept at most (those of addresses with no connection left)."""
        self._budgets: dict[str, AddressBudget] = {}
        """The budgets of addresses with a connection."""
        self._idle: OrderedDict[str, AddressBudget] = OrderedDict()
        """Budgets whose last connection has gone, until refilled, the oldest first."""

    def join(self, source: str, now: float) -> AddressShare:
        """A connection from `source` begins (give the share to its `FrameAudit.share`)."""
        self._drop_refilled(now)
        budget = self._budgets.get(source)
        if budget is None:
            budget = self._idle.pop(source, None) or AddressBudget(source, self.per_address, now)
            self._budgets[source] = budget
        budget.connections += 1
        budget.sharing = max(budget.sharing, budget.connections)
        return AddressShare(budget, now)

    def leave(self, share: AddressShare, now: float) -> None:
        """The connection holding `share` has gone (idempotent)."""
        if share.left:
            return
        share.left = True
        budget = share.budget
        budget.connections -= 1
        if budget.connections <= 0 and self._budgets.get(budget.source) is budget:
            del self._budgets[budget.source]
            budget.sharing = 0
            if budget.tokens(now) < budget.capacity:  # a full one is what a new one would be
                self._idle[budget.source] = budget
        self._drop_refilled(now)

    def _drop_refilled(self, now: float) -> None:
        while self._idle:
            source, oldest = next(iter(self._idle.items()))
            if len(self._idle) <= self.max_idle and oldest.tokens(now) < oldest.capacity:
                return
            del self._idle[source]

    def __len__(self) -> int:
        """How many addresses have a connection (and so a budget in use) now."""
        return len(self._budgets)

    @property
    def idle(self) -> int:
        """How many budgets are kept for addresses whose connections have all gone."""
        return len(self._idle)

    def connections(self, source: str) -> int:
        """How many connections share `source`'s budget now."""
        budget = self._budgets.get(source)
        return 0 if budget is None else budget.connections


__all__ = [
    "AddressBudget",
    "AddressBudgets",
    "AddressShare",
    "TokenBucket",
]
