"""A member that joins and leaves a hosted group many times on one session (found in 14.5 work).

After a member's CANCEL, a message of the host's may cross it on that conversation (its own
`joined` notice, the host's answer). The member's L8 used to count each as a violation, and
after 50 leaves on one session it ended the session with `too_many_errors`; a crossing is now
an honest race (spec 5), dropped and never charged.
"""

from __future__ import annotations

import asyncio

from topic_helpers import V21, host_and, serving


async def test_a_member_can_join_and_leave_a_group_more_times_than_the_error_budget():
    host, (member,) = host_and("member")
    host.group("crew", context=V21)
    async with serving(host) as port:
        session = await member.connect("127.0.0.1", port, peer="host", context=V21)
        async with asyncio.timeout(20):
            for _ in range(60):  # the L8 error budget is 50
                membership = await session.join("crew")
                await membership.leave()
            last = await session.join("crew")  # the session is still there
            assert last.members == {"member"}
            await last.leave()
        assert session.end is None or not session.ended.is_set()
