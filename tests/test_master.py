"""`MasterAgent` over real HTTP/2 on 127.0.0.1: parallel and chained sub-tasks, isolation."""

from __future__ import annotations

import asyncio

import pytest

from ioa.agent import Agent, Incoming, Tls
from ioa.master import MasterAgent
from ioa.offload import FileContextStore, Offloader
from ioa.orchestration import OrchestrationError, Plan, SubTask, rule_planner
from l7_transport.tls import write_dev_pki
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


def test_token_accounting_counts_each_piece_once_not_the_plan_per_answer(monkeypatch):
    import ioa.master_tokens  # noqa: PLC0415 - its tokeniser is watched
    from ioa.master import TokenCounts  # noqa: PLC0415
    from ioa.orchestration import MAX_FORWARDED_CHARS, TaskRun  # noqa: PLC0415

    counted: list[int] = []
    real = ioa.master_tokens.count_tokens
    monkeypatch.setattr(
        ioa.master_tokens, "count_tokens", lambda text: counted.append(len(text)) or real(text)
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


@pytest.mark.parametrize("wrong", [0, -1, 1.5, True])
def test_max_in_flight_must_be_a_whole_number_of_at_least_one(wrong):
    """0 hung every run (no attempt ever had its turn); -1 raised inside the attempt."""
    master = Agent(AgentIdentity.generate("master"), contexts=ACI)
    with pytest.raises(ValueError, match="max_in_flight"):
        MasterAgent(master, {}, max_in_flight=wrong)
