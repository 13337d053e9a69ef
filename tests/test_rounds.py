"""Aggregation rounds on the wire (spec 8.2.1): a requester and contributors on 127.0.0.1."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import pytest
from topic_helpers import OFFER, V21, example_policies, host_and, offer, serving
from transport_helpers import eventually

from ioa.agent import AgentError
from ioa.rounds import HostedAggregation
from l8_comm import Performative
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l9_snl.exceptions import LocalSemanticError
from l9_snl.session import SemanticSession

OFFER_VALUES = {k: v for k, v in OFFER.items() if k != "concept"}
DEADLINE = 60.0
"""Rounds that must close early (all gave) get a deadline no test could reach."""
SHORT = 6.0
"""Rounds that must close at their deadline: the test waits on the result, never on a clock."""


async def refused_with(code: str, call) -> AgentError:
    with pytest.raises(AgentError) as error:
        await call
    assert error.value.code == code
    return error.value


async def test_a_hosts_agree_written_with_doubles_is_read_as_the_integers_it_means(monkeypatch):
    """A host whose JSON writes every number as a double (spec 8.1.1): its AGREE's
    quorum 2.0 is the quorum 2 (it was read as 0), its expected count 3.0 is 3."""
    reply = SemanticSession.reply

    def as_doubles(self, message, performative, content=None, **kwargs):
        if self.endpoint.local_id == "host" and isinstance(content, dict):
            content = {
                key: float(value) if key in ("quorum", "expected") and type(value) is int else value
                for key, value in content.items()
            }
        return reply(self, message, performative, content, **kwargs)

    monkeypatch.setattr(SemanticSession, "reply", as_doubles)
    host, members = host_and("boss", "c1", "c2", "c3")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss = await members[0].connect("127.0.0.1", port, peer="host", context=V21)
        opened = await boss.open_round("votes", contributors=["c1", "c2", "c3"], quorum=2)
        assert (opened.quorum, opened.expected) == (2, 3)
        assert type(opened.quorum) is int


async def test_a_requester_keeps_no_more_contributions_than_it_asked_for(monkeypatch):
    """An outside attack: a host whose AGREE said `expected` 10^9 (the requester asked for
    two) and whose INFORMs said `round_count` 10^9 had the requester keep every INFORM it
    sent (20,000: 71 MiB), and no result came."""
    agree = HostedAggregation._open

    def lying(self, session, request):
        return {**agree(self, session, request), "expected": 10**9}

    monkeypatch.setattr(HostedAggregation, "_open", lying)
    host, members = host_and("boss", "c1")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss = await members[0].connect("127.0.0.1", port, peer="host", context=V21)
        opened = await boss.open_round("votes", contributors=2, quorum=1)
        assert opened.expected == 2
        [served] = [s for s in host.sessions if s.peer == "boss"]
        semantic = served.locked.semantic
        for n in range(10):
            content = {
                **offer(n),
                "topic": "votes",
                "round": opened.round_id,
                "round_seq": n + 1,
                "round_from": "c1",
                "round_count": 10**9,
            }
            semantic.reply(opened.request, Performative.INFORM, content)
        await served.locked.session.flush()
        result = await asyncio.wait_for(opened.result(), 20)
        assert [c.values["offer_id"] for c in result] == ["O-0", "O-1"]


async def test_the_default_quorum_of_a_round_of_fewer_contributors_is_all_of_them():
    host, members = host_and("boss", "c1")
    host.aggregation("votes", context=V21, deadline=DEADLINE, quorum=3)
    async with serving(host) as port:
        boss = await members[0].connect("127.0.0.1", port, peer="host", context=V21)
        opened = await boss.open_round("votes", contributors=["c1", "boss"])  # no quorum named
        assert (opened.quorum, opened.expected) == (2, 2)
        many = await boss.open_round("votes", contributors=5)
        assert many.quorum == 3


async def test_a_round_closes_once_every_contributor_gave_with_the_contributions_in_order():
    host, members = host_and("boss", "c1", "c2", "c3")
    votes = host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss, *contributors = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2", "c3"], quorum=2)
        assert opened.quorum == 2
        assert opened.deadline == DEADLINE
        for n, session in enumerate(reversed(contributors), start=1):
            assert await session.contribute("votes", opened.round_id, offer(n)) == n
        result = await opened.result()
        assert [(c.seq, c.contributor, c.name) for c in result] == [
            (1, "c3", "flight_offer"),
            (2, "c2", "flight_offer"),
            (3, "c1", "flight_offer"),
        ]
        assert result[0].values == {k: v for k, v in offer(1).items() if k != "concept"}
        assert votes.core.open_rounds == 0
        await eventually(lambda: votes.core.held == 0)  # its bytes free once the result went
        assert votes.closed[-1].code is None
        assert votes.closed[-1].count == 3
        assert not hasattr(votes.closed[-1], "contributions")  # kept: how it ended, not what
        # After the close: late, with its code, and nothing else changes.
        await refused_with(
            "late_contribution", contributors[0].contribute("votes", opened.round_id, offer(9))
        )


async def test_refused_contributions_do_not_count_and_do_not_disturb_the_others():
    host, members = host_and("boss", "c1", "c2", "stranger")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss, c1, c2, stranger = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2"])
        round_id = opened.round_id
        assert await c1.contribute("votes", round_id, offer(1)) == 1
        await refused_with("duplicate_contribution", c1.contribute("votes", round_id, offer(2)))
        await refused_with("not_a_contributor", stranger.contribute("votes", round_id, offer(3)))
        await refused_with("unknown_round", c2.contribute("votes", "no-such-round", offer(4)))
        # Not valid in the locked context: refused before it leaves...
        with pytest.raises(LocalSemanticError):
            await c2.contribute("votes", round_id, {**OFFER, "price_minor": "free"})
        # ...and sent anyway, past this side's own check: the host's L9 refuses it.
        sent = c2.locked.semantic.endpoint.send(
            "PUBLISH",
            {**OFFER, "price_minor": "free", "topic": "votes", "round": round_id},
            to=("host",),
            ontology=V21,
            protocol="confirmed-publish",
        )
        await c2.locked.session.flush()
        await refused_with("invalid_content", c2._answer(sent))
        # A round's own member in a contribution is the context's to judge: refused before
        # it leaves (spec 12.13).
        with pytest.raises(LocalSemanticError, match="round_seq"):
            await c2.contribute("votes", round_id, {**offer(5), "round_seq": 1})
        assert await c2.contribute("votes", round_id, offer(6)) == 2
        result = await opened.result()
        assert [(c.contributor, c.values["offer_id"]) for c in result] == [
            ("c1", "O-1"),
            ("c2", "O-6"),
        ]


async def test_the_deadline_closes_a_round_by_the_quorum_rule_and_a_late_one_is_refused():
    host, members = host_and("boss", "c1", "c2", "c3")
    host.aggregation("votes", context=V21)
    async with serving(host) as port:
        boss, c1, c2, c3 = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        met = await boss.open_round("votes", contributors=3, quorum=2, deadline=SHORT)
        short = await boss.open_round("votes", contributors=3, quorum=3, deadline=SHORT)
        for session in (c1, c2):
            await session.contribute("votes", met.round_id, offer(1))
            await session.contribute("votes", short.round_id, offer(1))
        assert [c.contributor for c in await met.result()] == ["c1", "c2"]
        error = await refused_with("quorum_not_met", short.result())
        assert "2 of a quorum of 3" in error.reason
        await refused_with("late_contribution", c3.contribute("votes", met.round_id, offer(3)))


async def test_opening_a_round_is_checked():
    host, (boss, old) = host_and("boss", "old")
    host.aggregation("votes", context=V21)
    host.topic("fares", context=V21)
    for taken in ("votes", "fares"):  # one namespace for both
        with pytest.raises(ValueError, match="already hosted"):
            host.aggregation(taken, context=V21)
    with pytest.raises(ValueError, match="at most 86000"):
        host.aggregation("ballots", context=V21, deadline=90_000)
    async with serving(host) as port:
        session = await boss.connect("127.0.0.1", port, peer="host", context=V21)
        await refused_with("invalid_round", session.open_round("votes", contributors=2, quorum=3))
        await refused_with("invalid_round", session.open_round("votes", contributors="all"))  # type: ignore[arg-type]
        for wrong in (1.5, True, "2", 1e300):  # a number that is not an integer, or no number
            await refused_with(
                "invalid_round",
                session.open_round("votes", contributors=2, quorum=wrong),  # type: ignore[arg-type]
            )
        # JSON has one number type: a peer that writes 2 as 2.0 means the integer
        integral = await session.open_round("votes", contributors=2.0, quorum=2.0)  # type: ignore[arg-type]
        assert (integral.quorum, integral.expected) == (2, 2)
        assert type(integral.quorum) is int
        for contributors in (["c1", ""], ["c1", "has space"], ["c1", "x" * 256]):
            error = await refused_with(
                "invalid_round", session.open_round("votes", contributors=contributors)
            )
            assert "agent ids" in error.reason
        many = [f"c{n}" for n in range(1025)]  # one more than max_contributions
        error = await refused_with("invalid_round", session.open_round("votes", contributors=many))
        assert "at most 1024" in error.reason
        await refused_with("unknown_topic", session.open_round("ballots", contributors=2))
        stale = await old.connect(
            "127.0.0.1", port, peer="host", context="urn:contexts:travel:v2.0"
        )
        await refused_with("no_common_context", stale.open_round("votes", contributors=2))


async def test_the_firewall_decides_who_opens_and_contributes_with_the_shipped_policies(tmp_path):
    policies = example_policies(tmp_path)  # 50-topics.cedar: internal.* for acme-retail only
    host, (boss, inside, outside) = host_and(
        "retailer-7", "clerk-2", "public-webapp-3", policies=policies
    )
    host.aggregation("internal.votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        opening, trusted, public = [
            await m.connect("127.0.0.1", port, peer="host", context=V21)
            for m in (boss, inside, outside)
        ]
        await refused_with("forbidden", public.open_round("internal.votes", contributors=1))
        opened = await opening.open_round("internal.votes", contributors=2, quorum=1)
        await refused_with(
            "forbidden", public.contribute("internal.votes", opened.round_id, offer(1))
        )
        assert await trusted.contribute("internal.votes", opened.round_id, offer(2)) == 1
        assert await opening.contribute("internal.votes", opened.round_id, offer(3)) == 2
        result = await opened.result()
        assert [c.contributor for c in result] == ["clerk-2", "retailer-7"]


async def test_closing_the_aggregation_fails_its_open_rounds_and_a_cancelled_round_is_forgotten():
    host, (boss, c1) = host_and("boss", "c1")
    votes = host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        requester, contributor = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in (boss, c1)
        ]
        left = await requester.open_round("votes", contributors=2)
        await left.cancel()
        waiting = await requester.open_round("votes", contributors=2)  # behind the CANCEL
        assert votes.core.open_rounds == 1
        await refused_with(
            "late_contribution", contributor.contribute("votes", left.round_id, offer(1))
        )
        votes.close("the host is shutting down")
        error = await refused_with("round_cancelled", waiting.result())
        assert "shutting down" in error.reason
        # Closed, it takes nothing more: no opening, no contribution.
        error = await refused_with("topic_closed", requester.open_round("votes", contributors=1))
        assert "shutting down" in error.reason
        await refused_with(
            "topic_closed", contributor.contribute("votes", waiting.round_id, offer(1))
        )
        assert votes.core.open_rounds == 0


CONTRIBUTOR = """
import asyncio, sys
from contexts.builtin import builtin
from ioa.agent import Agent
from l9_snl.identity import AgentIdentity

async def main(port, host_key):
    agent = Agent(AgentIdentity.from_private_bytes(sys.stdin.readline().strip()),
                  contexts=[builtin("{v21}")])
    agent.trust_peer("host", host_key)
    await agent.connect("127.0.0.1", int(port), peer="host", context="{v21}")
    print("connected", flush=True)
    await asyncio.sleep(3600)

asyncio.run(main(*sys.argv[1:]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize(("quorum", "code"), [(2, None), (3, "quorum_not_met")])
async def test_a_contributor_killed_mid_round_leaves_the_round_to_its_deadline(quorum, code):
    host, (boss, c1, c2, killed) = host_and("boss", "c1", "c2", "killed")
    votes: HostedAggregation = host.aggregation("votes", context=V21)
    async with serving(host) as port:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            CONTRIBUTOR.replace("{v21}", V21),
            str(port),
            host.identity.public_signing_key_b64url,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            cwd=Path(__file__).parent.parent,
        )
        assert process.stdin is not None
        assert process.stdout is not None
        process.stdin.write(killed.identity.to_private_bytes() + b"\n")
        await process.stdin.drain()
        async with asyncio.timeout(30):
            assert (await process.stdout.readline()).strip() == b"connected"
        requester, *sessions = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in (boss, c1, c2)
        ]
        opened = await requester.open_round(
            "votes", contributors=["c1", "c2", "killed"], quorum=quorum, deadline=SHORT
        )
        for n, session in enumerate(sessions, start=1):
            await session.contribute("votes", opened.round_id, offer(n))
        process.send_signal(signal.SIGKILL)
        assert await process.wait() == -signal.SIGKILL
        if code is None:
            assert [c.contributor for c in await opened.result()] == ["c1", "c2"]
        else:
            await refused_with(code, opened.result())
        assert votes.closed[-1].round_id == opened.round_id
        assert votes.core.open_rounds == 0


def _contribution_bytes(content: dict) -> int:
    import orjson  # noqa: PLC0415 - these tests'

    return len(orjson.dumps(content))


async def test_a_contribution_whose_result_would_not_fit_in_a_frame_is_refused(monkeypatch):
    host, members = host_and("boss", "c1", "c2")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss, c1, c2 = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2"])
        size = _contribution_bytes(offer(1))
        members_room = _contribution_bytes(
            {
                "topic": "votes",
                "round": opened.round_id,
                "round_seq": 10**9,
                "round_from": "c1",
                "round_count": 10**9,
            }
        )
        # The contribution fits a publication, but not with the round's members: refused.
        monkeypatch.setattr("ioa.rounds.MAX_PUBLICATION", size + members_room - 1)
        error = await refused_with(
            "invalid_content", c1.contribute("votes", opened.round_id, offer(1))
        )
        assert f"{size} bytes" in error.reason
        monkeypatch.setattr("ioa.rounds.MAX_PUBLICATION", size + members_room)
        assert await c1.contribute("votes", opened.round_id, offer(1)) == 1
        assert await c2.contribute("votes", opened.round_id, offer(2)) == 2
        assert len(await opened.result()) == 2


async def test_a_round_keeps_at_most_its_bytes_of_contributions():
    host, members = host_and("boss", "c1", "c2", "c3")
    size = _contribution_bytes(offer(1))
    host.aggregation("votes", context=V21, deadline=DEADLINE, max_round_bytes=2 * size)
    async with serving(host) as port:
        boss, *cs = [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]
        opened = await boss.open_round("votes", contributors=3, quorum=2)
        assert await cs[0].contribute("votes", opened.round_id, offer(1)) == 1
        assert await cs[1].contribute("votes", opened.round_id, offer(2)) == 2
        await refused_with("round_full", cs[2].contribute("votes", opened.round_id, offer(3)))


async def test_a_result_that_cannot_be_sent_ends_the_round_with_undeliverable(monkeypatch):
    host, members = host_and("boss", "c1", "c2")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    async with serving(host) as port:
        boss, c1, c2 = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2"])
        # The host's L8 will not send the second contribution's INFORM (too large a frame).
        (to_boss,) = [s for s in host.sessions if s.peer == "boss"]
        semantic = to_boss.locked.semantic
        reply, informs = semantic.reply, []

        def refusing(request, performative, content):
            if performative == "INFORM":
                informs.append(content["round_seq"])
                if content["round_seq"] == 2:
                    raise LocalProtocolError(ErrorCode.FRAME_TOO_LARGE, "too large a frame")
            return reply(request, performative, content)

        monkeypatch.setattr(semantic, "reply", refusing)
        await c1.contribute("votes", opened.round_id, offer(1))
        await c2.contribute("votes", opened.round_id, offer(2))
        error = await refused_with("undeliverable", opened.result())
        assert "too large a frame" in error.reason
        assert informs == [1, 2]


async def test_a_result_that_never_comes_is_a_timeout_and_the_round_is_cancelled(monkeypatch):
    host, members = host_and("boss")
    votes = host.aggregation("votes", context=V21, deadline=DEADLINE)

    async def nothing(*_args) -> None:
        return None

    monkeypatch.setattr(votes, "_send", nothing)
    async with serving(host) as port:
        (boss,) = [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]
        boss.answer_timeout = 0.5
        opened = await boss.open_round("votes", contributors=1, deadline=0.5)
        await refused_with("timeout", opened.result())
        assert opened.conversation_id not in boss._subscriptions


async def test_one_requester_cannot_take_every_round_over_its_sessions():
    host, (mallory, alice) = host_and("mallory", "alice")
    votes = host.aggregation("votes", context=V21, deadline=DEADLINE, max_per_requester=2)
    async with serving(host) as port:
        m1, m2 = [await mallory.connect("127.0.0.1", port, peer="host", context=V21) for _ in "12"]
        victim = await alice.connect("127.0.0.1", port, peer="host", context=V21)
        await m1.open_round("votes", contributors=1)
        await m2.open_round("votes", contributors=1)
        error = await refused_with("too_many_rounds", m1.open_round("votes", contributors=1))
        assert "mallory" in error.reason
        await victim.open_round("votes", contributors=1)
        assert votes.core.open_rounds == 3


async def test_a_task_result_contribution_comes_with_its_result_values():
    host, members = host_and("boss", "c1", "c2")
    host.aggregation("votes", context=V21, deadline=DEADLINE)
    searched = {"task": "searchFlights", "result": {"offers": [OFFER_VALUES]}}
    asked = {
        "task": "searchFlights",
        "parameters": {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-05-01"},
    }
    async with serving(host) as port:
        boss, c1, c2 = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2"])
        await c1.contribute("votes", opened.round_id, searched)
        await c2.contribute("votes", opened.round_id, asked)
        first, second = await opened.result()
        assert (first.name, first.values) == ("searchFlights", searched["result"])
        assert (second.name, second.values) == ("searchFlights", asked["parameters"])


async def test_the_requester_takes_no_more_than_it_was_agreed_and_only_its_round(monkeypatch):
    host, members = host_and("boss", "c1", "c2")
    votes = host.aggregation("votes", context=V21, deadline=DEADLINE)
    members_of = votes._members

    def inflated(round_id: str, sender: str, seq: int, count: int) -> dict:
        return {**members_of(round_id, sender, seq, count), "round_count": 10**6}

    monkeypatch.setattr(votes, "_members", inflated)  # the host claims a million
    async with serving(host) as port:
        boss, c1, c2 = [
            await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members
        ]
        opened = await boss.open_round("votes", contributors=["c1", "c2"])
        assert opened.expected == 2
        (to_boss,) = [s for s in host.sessions if s.peer == "boss"]
        semantic = to_boss.locked.semantic
        reply = semantic.reply

        def also_another_round(request, performative, content):
            if performative == "INFORM":  # each INFORM preceded by one of another round
                reply(request, performative, {**content, "round": "another"})
            return reply(request, performative, content)

        monkeypatch.setattr(semantic, "reply", also_another_round)
        await c1.contribute("votes", opened.round_id, offer(1))
        await c2.contribute("votes", opened.round_id, offer(2))
        result = await opened.result()
        assert [(c.contributor, c.envelope.content["round"]) for c in result] == [
            ("c1", opened.round_id),
            ("c2", opened.round_id),
        ]
