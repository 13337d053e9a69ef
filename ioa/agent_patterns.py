"""The patterns of spec 8 on one of an agent's sessions: topics, groups, aggregation rounds.

The part of `ioa.agent_session.AgentSession` a member uses against what the peer
hosts: `subscribe` and `publish` (8.1.1), `join` (8.3.1), `open_round` and
`contribute` (8.2.1). A base class of `AgentSession`, split from it along this seam.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

from ioa.groups import GroupMessage, Membership, join
from ioa.rounds import OpenedRound, contribute, open_round
from ioa.subscriptions import CLIENT_QUEUE, Publication, Subscription, publish, subscribe

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession


class SessionPatterns:
    """A member's verbs for the patterns the peer hosts: a base of `AgentSession`."""

    @property
    def _session(self) -> AgentSession:
        return cast("AgentSession", self)

    async def subscribe(  # noqa: PLR0913 - what, from where, how kept, how long
        self,
        topic: str,
        *,
        after: int | None = None,
        epoch: int | None = None,
        queue: int = CLIENT_QUEUE,
        on_publication: Callable[[Publication], Awaitable[None]] | None = None,
        expires_in: int | None = None,
        renew: bool = True,
    ) -> Subscription:
        """SUBSCRIBE to `topic` hosted by the peer (spec 8.1.1); the subscription once agreed.

        Iterate it for the publications (or give `on_publication`, called with each in
        order); `after`: resume after that sequence number (`Subscription.acknowledged`
        of an earlier subscription), with its `epoch` (`Subscription.epoch`: a host that
        restarted since refuses the resume with `invalid_resume` rather than hand on other
        publications under the same numbers). This side keeps at most `queue`
        publications the application has not read (the oldest go; `Publication.missed`
        counts them). `AgentError` with the host's code when refused (`unknown_topic`,
        `no_common_context`, `forbidden`...), `timeout` when no answer came within
        `answer_timeout` (the SUBSCRIBE is then cancelled). `expires_in`: seconds one
        SUBSCRIBE lasts (default and most: spec 8.1); the subscription renews itself at
        three quarters of it, for as long as it runs, unless `renew=False` (then
        iteration raises `AgentError` `expired` at its end).
        """
        return await subscribe(
            self._session,
            topic,
            after=after,
            queue=queue,
            callback=on_publication,
            expires_in=expires_in,
            renew=renew,
            epoch=epoch,
        )

    async def publish(self, topic: str, content: dict[str, Any]) -> int:
        """PUBLISH `content` (a concept or task of the locked context) on the peer's `topic`.

        Its sequence number on the topic once the host accepted it; `AgentError` with
        the host's code when it refused it (nobody then sees it), or `timeout` when no
        answer came within `answer_timeout`; `LocalSemanticError` when it is not valid here
        (nothing is sent).
        """
        return await publish(self._session, topic, content)

    async def join(
        self,
        group: str,
        *,
        queue: int = CLIENT_QUEUE,
        on_message: Callable[[GroupMessage], Awaitable[None]] | None = None,
        expires_in: int | None = None,
        renew: bool = True,
    ) -> Membership:
        """Join the collaboration `group` the peer hosts (spec 8.3.1); the membership once agreed.

        Iterate it for the group's messages and membership notices, in the one order the
        host sets (or give `on_message`, called with each in order); `membership.send`
        sends to the group, `membership.leave` leaves it. A member sees what is sent while
        it is a member, from its own join (a group keeps no history to replay). The
        membership renews itself before its lifetime (`expires_in`) ends unless
        `renew=False`. `AgentError` with the host's
        code when refused (`already_a_member`, `topic_full`, `no_common_context`...).
        """
        return await join(
            self._session,
            group,
            queue=queue,
            callback=on_message,
            expires_in=expires_in,
            renew=renew,
        )

    async def open_round(
        self,
        aggregation: str,
        *,
        contributors: list[str] | int,
        quorum: int | None = None,
        deadline: float | None = None,
    ) -> OpenedRound:
        """Open a round of the peer's `aggregation` (spec 8.2.1); the round once agreed.

        `contributors`: the agent ids that may give, or how many (anyone); `quorum` and
        `deadline` (seconds) default to the aggregation's. `await round.result()` gives the
        contributions in arrival order, or raises `AgentError` (`quorum_not_met`...).
        """
        return await open_round(
            self._session, aggregation, contributors=contributors, quorum=quorum, deadline=deadline
        )

    async def contribute(self, aggregation: str, round_id: str, content: dict[str, Any]) -> int:
        """Give `content` (a concept or task of the locked context) to round `round_id`.

        Its place in arrival order; `AgentError` with the host's code when refused
        (`late_contribution`, `duplicate_contribution`, `not_a_contributor`...).
        """
        return await contribute(self._session, aggregation, round_id, content)


__all__ = ["SessionPatterns"]
