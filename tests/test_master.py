"""`MasterAgent` over real HTTP/2 on 127.0.0.1: parallel and chained sub-tasks, isolation."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming, Tls
from ioa.master import MasterAgent, Outcome, invoked_handler
from ioa.offload import (
    FileContextStore,
    MemoryContextStore,
    Offloader,
    context_uri,
    fetch_context,
)
from ioa.orchestration import OrchestrationError, Plan, SubTask, rule_planner
from l7_transport.tls import write_dev_pki
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.0")]
BOTH = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]
TOUR_AGENTS = ("hotel-agent", "flight-agent", "weather-agent")
HISTORY = "2019: appendectomy. 2021: asthma, salbutamol as needed. " * 400  # ~23,000 chars


async def team(
    works: dict,
    *,
    contexts=ACI,
    master_contexts=ACI,
    handlers: dict | None = None,
    serve: dict | None = None,
    addresses_extra: dict | None = None,
    **kwargs,
) -> tuple[MasterAgent, list]:
    master_agent = Agent(AgentIdentity.generate("master"), contexts=master_contexts)
    listeners, addresses = [], {}
    for agent_id, work in works.items():
        invoked = Agent(AgentIdentity.generate(agent_id), contexts=contexts)
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        handler = (handlers or {}).get(agent_id) or invoked_handler(work)
        invoked.handler("AgentContext")(handler)
        listener = await invoked.serve(**(serve or {}))
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    return MasterAgent(master_agent, addresses | (addresses_extra or {}), **kwargs), listeners


async def run_task(task_id: str, query: str, works: dict, **kwargs) -> Outcome:
    """Run one task with a team on 127.0.0.1; its outcome (everything closed after)."""
    master, listeners = await team(works, **kwargs)
    try:
        async with asyncio.timeout(30):
            return await master.run(task_id, query)
    finally:
        await shutdown(master, listeners)


async def shutdown(master: MasterAgent, listeners: list) -> None:
    await master.close()
    for listener in listeners:
        await listener.close()


async def test_a_tour_plan_runs_its_independent_agents_concurrently():
    running = []
    peak = [0]

    def worker(text: str):
        async def work(context: dict) -> dict:
            running.append(context["AgentID"])
            peak[0] = max(peak[0], len(running))
            await asyncio.sleep(0.05)
            running.remove(context["AgentID"])
            return {context["todoItems"][0]["itemId"]: text}

        return work

    outcome = await run_task(
        "T-1",
        "plan a trip to Lisbon",
        {
            "hotel-agent": worker("Hotel Avenida, 2 nights, 240 EUR"),
            "flight-agent": worker("TP 1350 LHR-LIS 09:40"),
            "weather-agent": worker("sunny, 24 C"),
        },
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert peak[0] == 3  # all three at once
    assert outcome.refused == []
    assert outcome.returned["flight"]["KeyInformation"][0]["outputabstract"].startswith("TP 1350")
    # Each agent received its own context only: far fewer tokens than the whole.
    assert all(outcome.tokens.structured[a] < outcome.tokens.full[a] for a in outcome.tokens.full)
    assert outcome.tokens.saved > 0.3


async def test_see_a_doctor_runs_its_chain_in_order_and_feeds_each_step():
    seen: list[tuple[str, str]] = []

    def step(text: str):
        async def work(context: dict) -> dict:
            seen.append((context["AgentID"], context["Context"]))
            return {context["todoItems"][0]["itemId"]: text}

        return work

    outcome = await run_task(
        "T-2",
        "I feel sick, I need a doctor",
        {
            "doctor-agent": step("influenza A"),
            "prescriber-agent": step("oseltamivir 75 mg twice a day, 5 days"),
            "pharmacy-agent": step("bought at Farmacia Central"),
        },
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert [agent for agent, _ in seen] == ["doctor-agent", "prescriber-agent", "pharmacy-agent"]
    assert "influenza A" in seen[1][1]
    assert "oseltamivir" in seen[2][1]
    assert "influenza" not in seen[0][1]


async def test_an_agent_that_oversteps_is_refused_and_its_sub_task_fails():
    async def honest(context: dict) -> dict:
        return {context["todoItems"][0]["itemId"]: "ok"}

    async def nosy(context: dict) -> dict:
        del context  # it reports on an item of another agent's sub-task instead
        return {"h1": "hotel booked by the weather agent"}

    outcome = await run_task(
        "T-3", "a holiday", {"hotel-agent": honest, "flight-agent": honest, "weather-agent": nosy}
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(r.startswith("weather-agent: not_your_item") for r in outcome.refused)
    assert "weather" not in outcome.returned


def answering(text: str, seen: list | None = None) -> Callable:
    async def work(context: dict) -> dict:
        if seen is not None:
            seen.append(context)
        return {context["todoItems"][0]["itemId"]: text}

    return work


DOCTOR = {
    "doctor-agent": "influenza A",
    "prescriber-agent": "oseltamivir 75 mg",
    "pharmacy-agent": "bought",
}


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


async def test_a_sub_task_its_agent_keeps_failing_is_reassigned_to_an_alternate():
    calls: list[str] = []

    def planner(query: str) -> Plan:
        return Plan(
            "diagnose",
            query,
            ("a diagnosis",),
            (
                SubTask(
                    "diagnosis",
                    "diagnose",
                    "doctor-agent",
                    "Doctor",
                    (("d1", "a diagnosis"),),
                    context=query,
                    alternates=(("second-opinion", "Second opinion"),),
                ),
            ),
        )

    async def unsure(context: dict) -> dict:
        calls.append(context["AgentID"])
        return {}  # nothing done: the item stays at state 0

    async def sure(context: dict) -> dict:
        calls.append(context["AgentID"])
        assert context["AgentName"] == "Second opinion"
        return {"d1": "influenza A"}

    outcome = await run_task(
        "T-8",
        "fever and a cough",
        {"doctor-agent": unsure, "second-opinion": sure},
        planner=planner,
    )
    assert calls == ["doctor-agent", "doctor-agent", "second-opinion"]
    assert outcome.reassigned == [("diagnosis", "doctor-agent", "second-opinion")]
    assert outcome.task_context["OverallStatus"] == "completed"
    assert outcome.returned["diagnosis"]["AgentID"] == "second-opinion"


@pytest.mark.parametrize("down", ["hotel-agent"])
async def test_an_agent_that_cannot_be_reached_fails_its_sub_task_not_the_master(down):
    master, listeners = await team({a: answering("ok") for a in ("flight-agent", "weather-agent")})
    master.addresses[down] = ("127.0.0.1", 9)  # nothing listens there
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-9", "a holiday")
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(r.startswith(f"{down}: ") for r in outcome.refused)
    assert set(outcome.returned) == {"flight", "weather"}


async def test_the_master_runs_its_plan_over_http3_with_the_same_code(tmp_path):
    pki = write_dev_pki(tmp_path)
    tls = Tls(pki.server_cert, pki.server_key, pki.ca_cert)
    seen: list[dict] = []
    offloader = Offloader(FileContextStore(tmp_path / "store"), threshold=4096)
    outcome = await run_task(
        "T-10",
        f"I feel sick. {HISTORY}",
        {a: answering(t, seen) for a, t in DOCTOR.items()},
        contexts=BOTH,
        master_contexts=BOTH,
        serve={"protocol": "h3", "tls": tls},
        tls=tls,
        protocol="h3",
        offloader=offloader,
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert [c["AgentID"] for c in seen] == list(DOCTOR)
    assert HISTORY.strip() in seen[0]["Context"]  # offloaded and fetched over QUIC
    assert "ContextURI" in outcome.returned["diagnosis"]


async def test_a_planner_can_be_async_and_build_its_plan_from_json_like_a_model_would():
    asked: list[str] = []

    async def model_planner(query: str) -> Plan:
        asked.append(query)
        await asyncio.sleep(0)  # a model call would be here
        answer = rule_planner("doctor").as_json()  # what the model "returned"
        answer["sub_tasks"] = answer["sub_tasks"][:1]
        return Plan.from_json(answer)

    outcome = await run_task(
        "T-11", "fever", {"doctor-agent": answering("influenza A")}, planner=model_planner
    )
    assert asked == ["fever"]
    assert outcome.task_context["OverallStatus"] == "completed"
    assert set(outcome.returned) == {"diagnosis"}


async def test_a_plan_that_names_an_agent_the_master_cannot_reach_is_refused_before_any_work():
    started: list[dict] = []
    master, listeners = await team({"doctor-agent": answering("x", started)})
    try:
        with pytest.raises(OrchestrationError) as refused:
            await master.run("T-12", "I need a doctor")  # the chain needs three agents
    finally:
        await shutdown(master, listeners)
    assert refused.value.code == "unknown_agent"
    assert "pharmacy-agent" in refused.value.message
    assert started == []


# -- robustness (review findings) ---------------------------------------------------------------


def two_step_plan(query: str) -> Plan:
    """a and b at once; c after a; b and c by the same agent family."""
    return Plan.from_json(
        {
            "task_name": "t",
            "description": "d",
            "goals": ["g"],
            "sub_tasks": [
                {
                    "id": s,
                    "name": s,
                    "agent_id": agent,
                    "agent_name": agent,
                    "todo": [{"itemId": f"{s}1", "description": "x"}],
                    "dependencies": deps,
                    "context": query,
                }
                for s, agent, deps in (
                    ("a", "a-agent", []),
                    ("b", "b-agent", []),
                    ("c", "c-agent", ["a"]),
                )
            ],
        }
    )


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


async def test_an_answer_for_another_sub_task_than_the_one_asked_is_refused():
    def one_agent_plan(query: str) -> Plan:
        plan = two_step_plan(query).as_json()
        for sub in plan["sub_tasks"]:
            sub["agent_id"] = "a-agent"
        return Plan.from_json(plan)

    answers: dict[str, dict] = {}
    both = asyncio.Event()

    async def swapping(message: Incoming) -> dict:
        context = {"concept": "AgentContext", **message.values}
        answers[context["SubTaskID"]] = context
        if len(answers) == 2:
            both.set()
        await both.wait()
        other = answers["b" if context["SubTaskID"] == "a" else "a"]
        item = other["todoItems"][0]["itemId"]
        return {
            **other,
            "ItemstateUpdates": [{"itemId": item, "state": 1}],
            "KeyInformation": [{"itemId": item, "outputabstract": "done"}],
        }

    outcome = await run_task(
        "T-22",
        "q",
        {"a-agent": None},
        handlers={"a-agent": swapping},
        planner=one_agent_plan,
    )
    assert outcome.refused
    assert all("not_your_context" in r for r in outcome.refused)
    assert "a" not in outcome.returned
    assert "b" not in outcome.returned


async def test_a_sub_task_starts_when_its_dependency_is_done_not_when_the_round_is():
    order: list[str] = []
    release_b = asyncio.Event()

    async def slow_b(_context: dict) -> dict:
        await release_b.wait()
        order.append("b")
        return {"b1": "late"}

    async def c(_context: dict) -> dict:
        order.append("c")
        release_b.set()  # b can only finish once c has started
        return {"c1": "ok"}

    async def a(_context: dict) -> dict:
        order.append("a")
        return {"a1": "ok"}

    outcome = await run_task(
        "T-23", "q", {"a-agent": a, "b-agent": slow_b, "c-agent": c}, planner=two_step_plan
    )
    assert outcome.task_context["OverallStatus"] == "completed"
    assert order == ["a", "c", "b"]


async def test_one_connection_per_agent_and_one_run_per_task_id(monkeypatch):
    def same_agent_plan(query: str) -> Plan:
        plan = two_step_plan(query).as_json()
        plan["sub_tasks"][1]["agent_id"] = "a-agent"
        return Plan.from_json(plan)

    class Clock:  # the master's clock only: a minute passes between readings
        now = 1_800_000_000.0

        @classmethod
        def time(cls) -> float:
            cls.now += 60
            return cls.now

    monkeypatch.setattr("ioa.master.time", Clock)
    gate = asyncio.Event()

    async def waiting(context: dict) -> dict:
        await gate.wait()
        return {context["todoItems"][0]["itemId"]: "ok"}

    master, listeners = await team(
        {"a-agent": waiting, "c-agent": waiting}, planner=same_agent_plan
    )
    try:
        async with asyncio.timeout(30):
            first = asyncio.ensure_future(master.run("T-24", "q"))
            await asyncio.sleep(0)  # the first run has started
            with pytest.raises(OrchestrationError) as twice:
                await master.run("T-24", "q")
            assert twice.value.code == "task_running"
            gate.set()
            outcome = await first
            to_a = [s for s in master.agent.sessions if s.peer == "a-agent"]
    finally:
        await shutdown(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert outcome.task_context["EndTime"] > outcome.task_context["StartTime"]
    assert len(to_a) == 1  # a and b asked at once: one connection


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


async def test_an_agent_stuck_connecting_holds_up_only_its_own_sub_task_and_leaks_nothing():
    connections: list[asyncio.StreamReader] = []
    closed = asyncio.Event()

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(reader)  # accepts, never answers: the handshake hangs
        await reader.read()  # until the master lets go
        closed.set()
        writer.close()

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    c_done = asyncio.Event()

    async def c(context: dict) -> dict:
        c_done.set()
        return {context["todoItems"][0]["itemId"]: "ok"}

    master, listeners = await team(
        {"a-agent": answering("ok"), "c-agent": c}, planner=two_step_plan
    )
    master.addresses["b-agent"] = ("127.0.0.1", server.sockets[0].getsockname()[1])
    try:
        async with asyncio.timeout(30):
            running = asyncio.ensure_future(master.run("T-27", "q"))
            await c_done.wait()  # a, then c (after a) ran while b was still connecting
            assert connections
            running.cancel()
            with pytest.raises(asyncio.CancelledError):
                await running
            await closed.wait()  # the half-open connection to b was closed
    finally:
        await shutdown(master, listeners)
        server.close()


async def test_unreachable_agents_and_unsendable_contexts_fail_sub_tasks_never_the_run():
    big = "the itinerary in detail. " * 4000  # 100,000 characters: must be offloaded
    outcome = await run_task(
        "T-28",
        big,
        {a: answering("ok") for a in ("a-agent", "c-agent")},
        contexts=BOTH,
        master_contexts=BOTH,
        planner=two_step_plan,
        offloader=Offloader(MemoryContextStore()),
        addresses_extra={"b-agent": ("127.0.0.1", 9)},
    )
    assert outcome.task_context["OverallStatus"] == "failed"
    assert {r.split(":")[0] for r in outcome.refused} == {"b-agent"}
    assert "a" in outcome.returned  # offloaded (100,000 characters), fetched, answered
    assert "b" not in outcome.returned
    # A query that cannot be encoded (a lone surrogate) fails its sub-tasks, clearly.
    outcome = await run_task("T-29", "a trip \ud800", {a: answering("ok") for a in TOUR_AGENTS})
    assert outcome.task_context["OverallStatus"] == "failed"
    assert outcome.refused
    assert all(": invalid_context: " in r for r in outcome.refused)


async def test_a_session_the_peer_ends_closes_its_connection_and_the_master_reconnects():
    master, listeners = await team({a: answering("ok") for a in TOUR_AGENTS})
    try:
        async with asyncio.timeout(30):
            first = await master.run("T-30", "a holiday")
            old = master._sessions["hotel-agent"]
            await old.locked.close()  # the hotel's side of things ends
            await old.ended.wait()
            second = await master.run("T-31", "a holiday")
            assert master._sessions["hotel-agent"] is not old
    finally:
        await shutdown(master, listeners)
    assert first.task_context["OverallStatus"] == "completed"
    assert second.task_context["OverallStatus"] == "completed"


async def test_an_answer_that_is_not_an_agent_context_is_refused_whatever_it_holds():
    # A valid concept of the context, but not the one asked for: it must not be taken as
    # the agent's context just because it is a dict.
    async def wrong_concept(message: Incoming) -> dict:
        return {
            "concept": "TaskContext",
            "TaskID": str(message.values["SubTaskID"]),
            "UserQuery": "q",
            "TaskName": "t",
            "TaskDescription": "d",
            "GoalStatus": [],
            "OverallStatus": "pending",
            "StartTime": "2026-11-25T00:00:00Z",
        }

    async def done(_context: dict) -> dict:
        return {}

    outcome = await run_task(
        "T-31",
        "q",
        {"a-agent": done, "b-agent": done, "c-agent": done},
        handlers={"a-agent": wrong_concept},
        planner=two_step_plan,
    )
    assert any(r.startswith("a-agent: invalid_answer") for r in outcome.refused), outcome.refused
    assert "a" not in outcome.returned


def test_token_accounting_counts_each_piece_once_not_the_plan_per_answer(monkeypatch):
    import ioa.master  # noqa: PLC0415 - its tokeniser is watched
    from ioa.master import TokenCounts  # noqa: PLC0415
    from ioa.orchestration import MAX_FORWARDED_CHARS, TaskRun  # noqa: PLC0415

    counted: list[int] = []
    real = ioa.master.count_tokens
    monkeypatch.setattr(
        ioa.master, "count_tokens", lambda text: counted.append(len(text)) or real(text)
    )
    items = [f"e{i}" for i in range(8)]
    dependents = 24
    subs = [
        {
            "id": "e",
            "name": "e",
            "agent_id": "evil",
            "agent_name": "E",
            "todo": [{"itemId": i, "description": "d"} for i in items],
        }
    ]
    subs += [{"id": f"h{n}", "name": "h", "agent_id": "h", "agent_name": "H",
              "todo": [{"itemId": "x", "description": "d"}], "dependencies": ["e"]}
             for n in range(dependents)]  # fmt: skip
    plan = {"task_name": "t", "description": "d", "goals": ["g"], "sub_tasks": subs}
    run = TaskRun("T", "q", Plan.from_json(plan), 0.0)
    sent = run.start("e")
    abstract = "w " * (MAX_FORWARDED_CHARS // len(items) // 2 - 8)
    run.accept(
        "evil",
        {
            **sent,
            "ItemstateUpdates": [{"itemId": i, "state": 1} for i in items],
            "KeyInformation": [{"itemId": i, "outputabstract": abstract} for i in items],
        },
    )
    built: list[int] = []  # characters of Context rebuilt while counting
    real_context = TaskRun.agent_context

    def watched(self, sub, **kwargs):
        context = real_context(self, sub, **kwargs)
        built.append(len(context["Context"]))
        return context

    counts = TokenCounts()
    before = counts.full_context(run)
    for n in range(dependents):  # each dependent starts, is counted, and answers
        got = run.start(f"h{n}")
        monkeypatch.setattr(TaskRun, "agent_context", watched)
        counts.full_context(run)
        monkeypatch.setattr(TaskRun, "agent_context", real_context)
        run.accept("h", {**got, "ItemstateUpdates": [{"itemId": "x", "state": 1}],
                         "KeyInformation": [{"itemId": "x", "outputabstract": "ok"}]})  # fmt: skip
    # The full figure stays the full figure: every dependent would get e's key information.
    assert before > dependents * len(items) * 8000 // 10
    # ...but counting it rebuilds no dependent's context (it was every sub-task of the plan
    # per answer: dependents x plan size x 64 Ki characters), and each answer is tokenised
    # once (a dependent's answer carries its Context: 64 Ki characters each).
    assert sum(built) < 100 * dependents
    assert sum(counted) < (dependents + 2) * (MAX_FORWARDED_CHARS + 1000)


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


async def test_a_plan_with_more_sub_tasks_for_one_agent_than_it_runs_at_once_completes():
    # The agent runs 64 handlers per session and refuses the rest `busy`; the master used to
    # send every ready sub-task at once, each refusal an attempt: 80 sub-tasks failed.
    running: list[int] = [0]
    most: list[int] = [0]

    async def work(context: dict) -> dict:
        running[0] += 1
        most[0] = max(most[0], running[0])
        await asyncio.sleep(0.02)
        running[0] -= 1
        return {i["itemId"]: "done" for i in context["todoItems"]}

    subs = [SubTask(f"s{n}", "s", "worker", "W", (("i", "d"),)) for n in range(80)]
    plan = Plan("t", "d", ("g",), tuple(subs))
    outcome = await run_task("T-busy", "q", {"worker": work}, planner=lambda _query: plan)
    assert outcome.refused == []
    assert outcome.task_context["OverallStatus"] == "completed"
    assert len(outcome.returned) == 80
    assert most[0] <= 32  # MAX_IN_FLIGHT


async def test_a_silent_agent_and_a_wordy_refusal_are_recorded_with_a_code_and_a_bound():
    async def silent(message: Incoming) -> dict:
        del message
        await asyncio.Event().wait()
        return {}

    async def wordy(message: Incoming) -> dict:
        del message
        raise AgentError("nope", "x" * 20_000)

    master, listeners = await team(
        {"hotel-agent": None, "flight-agent": None, "weather-agent": answering("sunny")},
        handlers={"hotel-agent": silent, "flight-agent": wordy},
    )
    (await master._session("hotel-agent")).answer_timeout = 0.2
    try:
        async with asyncio.timeout(30):
            outcome = await master.run("T-quiet", "plan a tour")
    finally:
        await shutdown(master, listeners)
    hotel = [r for r in outcome.refused if r.startswith("hotel-agent")]
    flight = [r for r in outcome.refused if r.startswith("flight-agent")]
    assert hotel
    assert set(hotel) == {"hotel-agent: answer_timeout: no answer within 0.2 s"}
    assert flight
    assert all(r.startswith("flight-agent: nope: xxx") and len(r) < 400 for r in flight)


@pytest.mark.parametrize("wrong", [0, -1, 1.5, True])
def test_max_in_flight_must_be_a_whole_number_of_at_least_one(wrong):
    """0 hung every run (no attempt ever had its turn); -1 raised inside the attempt."""
    master = Agent(AgentIdentity.generate("master"), contexts=ACI)
    with pytest.raises(ValueError, match="max_in_flight"):
        MasterAgent(master, {}, max_in_flight=wrong)


def test_a_peers_refusal_is_recorded_on_one_line():
    """A refusal's words are the peer's: a line break in them forged a record of another
    agent in `outcome.refused` (an outside review)."""
    from ioa.master import _fault  # noqa: PLC0415 - the recorder itself

    plan = Plan.from_json(
        {"task_name": "t", "description": "d", "goals": ["g"],
         "sub_tasks": [{"id": "a", "name": "a", "agent_id": "hotel-agent", "agent_name": "H",
                        "todo": [{"itemId": "a1", "description": "d"}]}]}
    )  # fmt: skip
    from ioa.orchestration import TaskRun  # noqa: PLC0415

    run = TaskRun("T", "q", plan, 0.0)
    run.start("a")
    refused: list[str] = []
    forged = "no\nweather-agent: not_your_item: weather-agent reported on items"
    _fault(run, plan.sub_tasks[0], AgentError("busy", forged), refused)
    assert len(refused) == 1
    assert "\n" not in refused[0]
    assert refused[0].startswith("hotel-agent: busy: no\\nweather-agent")
