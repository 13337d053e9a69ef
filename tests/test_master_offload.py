"""`MasterAgent` offloading large contexts over real HTTP/2 on 127.0.0.1 (spec 14.3)."""

from __future__ import annotations

import asyncio

import pytest

from ioa.agent import Agent, AgentError, Incoming
from ioa.master import invoked_handler
from ioa.offload import FileContextStore, MemoryContextStore, Offloader, context_uri, fetch_context
from ioa.orchestration import Plan, SubTask
from l9_snl.identity import AgentIdentity
from tests.master_helpers import (
    ACI,
    BOTH,
    DOCTOR,
    HISTORY,
    answering,
    run_task,
    shutdown,
    team,
    two_step_plan,
)


async def test_a_large_context_is_offloaded_and_only_its_agent_can_fetch_it(tmp_path):
    query = f"Plan a trip to Lisbon. Our preferences: {HISTORY}".strip()
    uri = context_uri(f"The user asked: {query}".encode())
    seen: list[dict] = []
    attempts: list[str] = []
    hotel_running = asyncio.Event()
    weather_done = asyncio.Event()

    async def hotel(context: dict) -> dict:
        seen.append(context)
        hotel_running.set()
        await weather_done.wait()  # still running while the weather agent tries
        return {"h1": "Hotel Avenida"}

    async def nosy_weather(message: Incoming) -> dict:
        await hotel_running.wait()
        # The same bytes, but assigned to the hotel agent for its sub-task: refused.
        try:
            await fetch_context(message.session, uri, "hotel")
        except AgentError as refused:
            attempts.append(refused.code)
        weather_done.set()
        return await invoked_handler(answering("sunny", seen))(message)

    offloader = Offloader(FileContextStore(tmp_path), threshold=4096, chunk_chars=8192)
    master, listeners = await team(
        {"hotel-agent": hotel, "flight-agent": answering("TP 1350"), "weather-agent": None},
        contexts=BOTH,
        master_contexts=BOTH,
        handlers={"weather-agent": nosy_weather},
        offloader=offloader,
    )
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-5", query)
            locked = {s.context for s in master._sessions.values()}
    finally:
        await shutdown(master, listeners)
    assert locked == {"urn:contexts:aci:v1.1"}
    assert outcome.task_context["OverallStatus"] == "completed"
    assert attempts == ["not_assigned"]
    # Each agent's work saw the whole text, fetched in parts over its own session and checked.
    assert [c["AgentID"] for c in seen] == ["hotel-agent", "weather-agent"]
    assert all(HISTORY.strip() in c["Context"] and "ContextURI" not in c for c in seen)
    # What travelled in the AgentContext was the reference; the store holds the bytes.
    assert outcome.returned["hotel"]["ContextURI"] == uri
    assert "Context" not in outcome.returned["hotel"]
    assert FileContextStore(tmp_path).get(uri).decode() == f"The user asked: {query}"
    assert offloader.granted(uri) == frozenset()  # every sub-task is over
    # Each agent is counted for what it fetched too: the structured figure is not a cheat.
    assert all(outcome.tokens.structured[a] > 4000 for a in ("hotel-agent", "weather-agent"))


async def test_an_agent_that_cannot_fetch_gets_its_context_inline(tmp_path):
    seen: list[dict] = []
    offloader = Offloader(FileContextStore(tmp_path), threshold=4096)
    outcome = await run_task(
        "T-6",
        f"I feel sick. {HISTORY[:30000]}",
        {a: answering(t, seen) for a, t in DOCTOR.items()},
        contexts=ACI,  # aci v1.0 only: no ContextFetch
        master_contexts=BOTH,
        offloader=offloader,
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert HISTORY[:1000] in seen[0]["Context"]
    assert "ContextURI" not in outcome.returned["diagnosis"]
    assert not list(tmp_path.rglob("*"))


class Tampering(Offloader):
    """A master whose parts do not add up to the digest it named."""

    def fetch(self, peer, request):
        chunk, grant = super().fetch(peer, request)
        return {**chunk, "Text": chunk["Text"].replace("asthma", "asthmX")}, grant


async def test_a_context_that_does_not_match_its_digest_is_refused_by_the_agent(tmp_path):
    offloader = Tampering(FileContextStore(tmp_path), threshold=4096)
    outcome = await run_task(
        "T-7",
        f"I feel sick. {HISTORY}",
        {a: answering(t) for a, t in DOCTOR.items()},
        contexts=BOTH,
        master_contexts=BOTH,
        offloader=offloader,
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert len(outcome.refused) == 2  # tried twice, refused twice
    assert all(r.startswith("doctor-agent: digest_mismatch: ") for r in outcome.refused)
    assert "diagnosis" not in outcome.returned


async def test_a_context_above_what_an_envelope_carries_is_offloaded_or_fails_its_sub_task():
    big = "the itinerary in detail. " * 4000  # 100,000 characters
    seen: list[dict] = []
    outcome = await run_task(
        "T-20",
        big,
        {a: answering("ok", seen) for a in ("a-agent", "b-agent", "c-agent")},
        contexts=BOTH,
        master_contexts=BOTH,
        planner=two_step_plan,
        offloader=Offloader(MemoryContextStore()),  # every default
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert all(big.strip() in c["Context"] for c in seen)  # fetched in two parts each
    # Without offloading (a v1.0 peer), the sub-task fails; the run does not crash.
    outcome = await run_task(
        "T-21",
        big,
        {a: answering("ok") for a in ("a-agent", "b-agent", "c-agent")},
        planner=two_step_plan,
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(": too_large: " in r for r in outcome.refused)


async def test_a_context_the_store_refuses_fails_its_sub_task_and_a_cancelled_run_grants_nothing():
    big = "notes " * 5000  # 30,000 characters
    outcome = await run_task(
        "T-25",
        big,
        {a: answering("ok") for a in ("a-agent", "b-agent", "c-agent")},
        contexts=BOTH,
        master_contexts=BOTH,
        planner=two_step_plan,
        offloader=Offloader(MemoryContextStore(), max_chars=25_000),
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(": too_large: " in r for r in outcome.refused)

    working = asyncio.Event()

    async def forever(_context: dict) -> dict:
        working.set()
        await asyncio.Event().wait()
        return {}

    offloader = Offloader(MemoryContextStore())
    master, listeners = await team(
        dict.fromkeys(("a-agent", "b-agent", "c-agent"), forever),
        contexts=BOTH,
        master_contexts=BOTH,
        planner=two_step_plan,
        offloader=offloader,
    )
    try:
        running = asyncio.ensure_future(master.run("T-26", big))
        async with asyncio.timeout(30):
            await working.wait()
        assert offloader.in_use()  # the agents are fetching or working
        running.cancel()
        with pytest.raises(asyncio.CancelledError):
            await running
        assert offloader.in_use() == frozenset()  # nothing of the run is fetchable
    finally:
        await shutdown(master, listeners)


async def test_a_hostile_master_cannot_make_an_invoked_agent_hold_more_than_its_fetch_budget():
    # The master announces 64 Mi four-byte characters (256 MiB of UTF-8) under a URI no
    # text matches: the agent used to fetch it all, keeping three copies (~0.9 GB), before
    # the digest told. Now what it holds is bounded by its budget, across AgentContexts.
    master = Agent(AgentIdentity.generate("master"), contexts=BOTH)
    invoked = Agent(AgentIdentity.generate("invoked"), contexts=BOTH)
    master.trust_peer(invoked.identity)
    invoked.trust_peer(master.identity)
    worked: list[str] = []

    async def work(context: dict) -> dict:
        worked.append(context["SubTaskID"])
        return {"i1": "ok"}

    invoked.handler("AgentContext")(invoked_handler(work))
    uri = "ni:///sha-256;" + "A" * 43
    text = "\U0001f600" * 65_536
    served: list[int] = []

    async def forged(message: Incoming) -> dict:
        served.append(message.values["Offset"])
        return {"concept": "ContextChunk", "ContextURI": uri, "Offset": message.values["Offset"],
                "Length": 64 * 1024 * 1024, "Text": text}  # fmt: skip

    master.handler("ContextFetch")(forged)
    listener = await invoked.serve()
    session = await master.connect(
        "127.0.0.1", listener.port, peer=invoked.agent_id, context="urn:contexts:aci:v1.1"
    )
    try:
        context = {"concept": "AgentContext", "AgentID": invoked.agent_id, "AgentName": "v",
                   "SubTaskID": "s", "SubTaskName": "x", "Dependencies": [],
                   "todoItems": [{"itemId": "i1", "description": "d"}],
                   "ItemstateUpdates": [], "KeyInformation": [], "ContextURI": uri}  # fmt: skip
        async with asyncio.timeout(60):
            answers = await asyncio.gather(
                session.query(context),
                session.query({**context, "SubTaskID": "t"}),
                return_exceptions=True,
            )
    finally:
        await session.close()
        await listener.close()
    assert all(isinstance(a, AgentError) and a.code == "over_budget" for a in answers), answers
    assert worked == []
    # At most 64 MiB (the default budget, 256 KiB a part) held at once by both: once one
    # fetch is refused and lets go, the other may go on to the whole budget, no further.
    # (Unbounded, each fetch went on to 256 MiB: 2,048 parts.)
    assert len(served) <= 2 * 64 * 4 + 2


async def test_a_context_one_agent_cannot_take_is_not_tried_twice_and_goes_to_an_alternate():
    """The master's own fault (instructions too long to go inline, an agent that cannot
    fetch) was recorded against the agent once per attempt, the same context each time.
    That agent is asked once; its alternate, which can fetch, takes the sub-task."""
    big = "the history in detail. " * 4000  # 92,000 characters: only by reference
    plan = Plan("t", "d", ("g",), (
        SubTask("s", "s", "old-agent", "Old", (("s1", "x"),), (), big,
                alternates=(("new-agent", "New"),)),
    ))  # fmt: skip
    seen: list[dict] = []
    outcome = await run_task(
        "T-old",
        "q",
        {"old-agent": answering("ok", seen), "new-agent": answering("ok", seen)},
        contexts=BOTH,
        master_contexts=BOTH,
        contexts_of={"old-agent": ACI},  # aci v1.0 only: no ContextFetch
        planner=lambda _query: plan,
        offloader=Offloader(MemoryContextStore()),
    )
    [refused] = outcome.refused  # once, not once per attempt
    assert refused.startswith("old-agent: too_large: s: a context of 91,999 characters")
    assert outcome.reassigned == [("s", "old-agent", "new-agent")]
    assert outcome.task_context["OverallStatus"] == "completed"
    assert [c["AgentID"] for c in seen] == ["new-agent"]
    assert seen[0]["Context"] == big.strip()
