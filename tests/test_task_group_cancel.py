"""The task group under review 3: a run cancelled twice, bad group names, works waiting on it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_task_group import TOUR, tour_team

import ioa.master as m
from ioa.groups import Membership
from ioa.master import collaborating_handler, invoked_handler
from ioa.task_group import GROUP, TASK_SUBCONTEXT
from l8_comm.envelope import SubContextRef


@pytest.mark.parametrize(("sticky", "spins"), [(True, 5), (False, 1), (False, 2), (False, 3)])
async def test_a_run_cancelled_twice_frees_its_group_and_task_id(sticky, spins):
    """A second cancel while run()'s finally awaits the abandoned attempts skips the cleanup."""
    started = asyncio.Event()

    async def slow(_context: dict[str, Any]) -> dict[str, str]:
        started.set()
        await asyncio.sleep(30)
        return {}

    handlers = dict.fromkeys(TOUR, invoked_handler(slow))
    async with tour_team(handlers, group=True) as (master, _, _):
        # make an abandoned attempt slow to finish when cancelled (e.g. a connect being torn down)
        orig = master._invoke

        async def sticky(*a: Any, **k: Any) -> Any:
            try:
                return await orig(*a, **k)
            finally:
                await asyncio.shield(asyncio.sleep(0.2))

        if sticky:
            master._invoke = sticky  # type: ignore[method-assign]
        task = asyncio.get_running_loop().create_task(master.run("T-X", "a holiday"))
        await asyncio.wait_for(started.wait(), 20)
        task.cancel()
        for _ in range(spins):
            await asyncio.sleep(0)
        task.cancel()  # e.g. asyncio.timeout + an outer TaskGroup, or Ctrl-C twice
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.5)
        hosted = dict(master.agent.hosted_topics.topics)
        running = dict(master._tokens)
        try:
            again = await asyncio.wait_for(master.run("T-X", "a holiday"), 1)
            again.task_context["OverallStatus"]
        except Exception as error:  # noqa: BLE001
            f"{type(error).__name__}: {error}"
    assert "task.T-X" not in hosted, f"group left hosted: {hosted}"
    assert "T-X" not in running, "task id stays 'running' forever"


async def _wire_code(meta: dict[str, Any], monkeypatch) -> tuple[Any, bool]:
    worked = []

    async def work(context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        worked.append(group)
        return {context["todoItems"][0]["itemId"]: "ok"}

    monkeypatch.setattr(
        m,
        "task_subcontext",
        lambda cid, _group, **_: SubContextRef(id=cid, type=TASK_SUBCONTEXT, metadata=meta),
    )
    handlers = dict.fromkeys(TOUR, collaborating_handler(work))
    async with tour_team(handlers, group=True) as (master, _, _):
        async with asyncio.timeout(30):
            outcome = await master.run("T-W", "a holiday")
    return outcome.refused, bool(worked)


@pytest.mark.parametrize("bad", ["not a topic!", 7, None, ["task.x"]])
async def test_invalid_group_reaches_the_master_as_invalid_group(bad, monkeypatch):
    refused, worked = await _wire_code({GROUP: bad}, monkeypatch)
    assert refused
    assert all("invalid_group" in r for r in refused)
    assert not worked


async def test_a_work_waiting_on_the_group_ends_when_the_run_is_cancelled():
    started: list[str] = []
    ended: list[str] = []
    all_ended = asyncio.Event()

    async def forever(_context: dict[str, Any], group: Membership | None) -> dict[str, str]:
        assert group is not None
        started.append("started")
        try:
            async for _ in group:
                pass
        except BaseException as error:
            ended.append(f"{type(error).__name__}:{getattr(error, 'code', '')}")
            if len(ended) == 3:
                all_ended.set()
            raise
        ended.append("iteration ended")
        if len(ended) == 3:
            all_ended.set()
        return {}

    handlers = dict.fromkeys(TOUR, collaborating_handler(forever))
    async with tour_team(handlers, group=True) as (master, agents, _):
        run = asyncio.create_task(master.run("T-H", "a holiday"))
        # The run is cancelled once all three works wait on the group (on a loaded machine
        # a fixed 2 s once cancelled it before any had started); the waits are hang detectors.
        async with asyncio.timeout(30):
            while len(started) < 3:
                assert not run.done(), run
                await asyncio.sleep(0.05)
        run.cancel()
        with pytest.raises(asyncio.CancelledError):
            await run
        async with asyncio.timeout(30):
            await all_ended.wait()
    assert len(ended) == 3
