"""`ioa demo supply-chain`: three agents, each in its own process, sharing one group on 127.0.0.1.

The first test runs the demo's own path (`play`: three `python -m
ioa.demos.supply_chain_roles` processes) and checks what each process reported on
stdout, not the parent's summary of it.
"""

from __future__ import annotations

import itertools
import os
import signal

import pytest

from ioa.demos.processes import Child, ChildFailedError, ChildProcesses
from ioa.demos.supply_chain import (
    EXPECTED,
    INJECTED_NOTE,
    MODULE,
    SupplyChainResult,
    play,
    prepare,
    wholesale_order,
)

HOST, RETAILER, DISTRIBUTOR = "wholesaler-2", "retailer-7", "distributor-1"
AGENTS = (HOST, RETAILER, DISTRIBUTOR)


def _item(line: dict) -> tuple:
    return (line["seq"], line["kind"], line["member"], line["name"], line["values"])


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_the_wholesaler_adds_a_buffer_only_when_a_disruption_is_likely():
    assert wholesale_order(150, [{"confidence_score": 0.9}]) == 180
    assert wholesale_order(150, [{"confidence_score": 0.7}, {"confidence_score": 0.8}]) == 180
    assert wholesale_order(150, [{"confidence_score": 0.5}]) == 150
    assert wholesale_order(150, []) == 150


async def test_three_processes_share_one_group_in_one_order_and_the_refused_reach_nobody():
    result = await play()
    assert result.failure == ""
    # Three processes, each ended by itself (status 0) and reaped.
    assert set(result.exits) == set(AGENTS)
    assert result.exits == dict.fromkeys(AGENTS, 0)
    assert len(set(result.pids.values())) == 3
    assert os.getpid() not in result.pids.values()
    assert all(_gone(pid) for pid in result.pids.values())
    for agent in AGENTS:
        assert result.reported(agent, "done"), agent
        assert not result.reported(agent, "failed"), agent
    logs = {agent: [_item(line) for line in result.seen(agent)] for agent in AGENTS}
    # Each read a gapless span of the order, from its own join (the host's is #1).
    for agent, log in logs.items():
        seqs = [item[0] for item in log]
        assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), agent
        assert all(line["missed"] == 0 for line in result.seen(agent))
        assert log[0][1:3] == ("joined", agent)
    assert logs[HOST][0][0] == 1
    # The same order: wherever two read the same number, they read the same item.
    for one, other in itertools.combinations(AGENTS, 2):
        first, second = {i[0]: i for i in logs[one]}, {i[0]: i for i in logs[other]}
        common = first.keys() & second.keys()
        assert len(common) >= 6, (one, other)  # the five messages and a join at least
        assert all(first[seq] == second[seq] for seq in common), (one, other)
    # Every member read the five messages, sent as each sender says it sent them.
    shared = {
        (RETAILER, "current_decision"),
        (RETAILER, "decision_contingency"),
        (DISTRIBUTOR, "local_observation"),
        (HOST, "current_decision"),
    }
    for agent, log in logs.items():
        messages = [(i[2], i[3]) for i in log if i[1] == "message"]
        assert len(messages) == 5, agent
        assert set(messages) == shared, agent
    host_log = {item[0]: item for item in logs[HOST]}
    for sender in (RETAILER, DISTRIBUTOR):
        for sent in result.reported(sender, "sent"):
            assert host_log[sent["seq"]][2:] == (sender, sent["name"], sent["values"])
    # The wholesaler's order follows the rule, from what it had read when it ordered.
    [ordered] = result.reported(HOST, "ordered")
    before = [i for i in logs[HOST] if i[0] < ordered["seq"] and i[1] == "message"]
    [retail] = [i[4] for i in before if i[2:4] == (RETAILER, "current_decision")]
    observed = [i[4] for i in before if i[2:4] == (DISTRIBUTOR, "local_observation")]
    assert retail["quantity"] == 150
    assert any(o["confidence_score"] >= 0.8 for o in observed)
    assert ordered["quantity"] == wholesale_order(150, observed) == 180
    for log in logs.values():
        [order] = [i for i in log if i[2:4] == (HOST, "current_decision")]
        assert order[0] == ordered["seq"]
        assert order[4] == {"item_id": "WIDGET-42", "quantity": 180}
    # The undefined concept: kept off the wire by the retailer's L9; sent raw, refused by the
    # host's; the injected note quarantined by the host's firewall. Neither reached anyone.
    refused = {
        (line["agent"], line["name"], line["where"]): line["code"]
        for agent in AGENTS
        for line in result.reported(agent, "refused")
    }
    assert refused == {
        (RETAILER, "promotion_forecast", "local"): "undefined_concept",
        (RETAILER, "promotion_forecast", "host"): "undefined_concept",
        (DISTRIBUTOR, "local_observation", "host"): "quarantined",
    }
    for agent in AGENTS:
        for line in result.seen(agent):
            assert line["name"] != "promotion_forecast"
            assert INJECTED_NOTE not in str(line["values"])
    decisions = [line["record"] for line in result.reported(HOST, "decision")]
    [stopped] = [d for d in decisions if d["decision"] != "allow"]
    assert (stopped["decision"], stopped["principal"], stopped["action"]) == (
        "quarantine",
        DISTRIBUTOR,
        "PUBLISH",
    )
    assert stopped["resource"].endswith("#local_observation")
    assert stopped["policies"] == ["00-baseline/quarantine-injected-text"]
    # The retailer, whom the contingency policy names, stated one: allowed.
    assert any(
        d["principal"] == RETAILER and d["resource"].endswith("#decision_contingency")
        for d in decisions
    )
    assert result.in_one_order() == list(AGENTS)
    assert result.summary() == EXPECTED


def test_a_member_whose_order_differs_is_not_counted_as_in_one_order():
    def seen(seq: int, kind: str, member: str, name: str = "") -> dict:
        return {"event": "seen", "seq": seq, "kind": kind, "member": member, "name": name}

    messages = [
        (RETAILER, "current_decision"),
        (DISTRIBUTOR, "local_observation"),
        (HOST, "current_decision"),
        (RETAILER, "decision_contingency"),
        (DISTRIBUTOR, "local_observation"),
    ]
    order = [seen(n, "joined", agent) for n, agent in enumerate(AGENTS, start=1)] + [
        seen(n, "message", member, name) for n, (member, name) in enumerate(messages, start=4)
    ]
    swapped = [*order[2:4], {**order[5], "seq": 5}, {**order[4], "seq": 6}, *order[6:]]
    result = SupplyChainResult(lines={HOST: order, RETAILER: order[1:], DISTRIBUTOR: swapped})
    assert result.in_one_order() == []  # each of the others disagrees with the distributor
    result.lines[DISTRIBUTOR] = order[2:]
    assert result.in_one_order() == list(AGENTS)
    result.lines[RETAILER] = [*order[1:5], *order[6:]]  # a gap (and a message missing)
    assert result.in_one_order() == [HOST, DISTRIBUTOR]
    result.lines[RETAILER] = order[1:-1]  # gapless, but the last message not read
    assert result.in_one_order() == [HOST, DISTRIBUTOR]


async def test_the_children_are_killed_when_the_parent_stops_early(tmp_path):
    spec = str(prepare(tmp_path))
    started: list[Child] = []

    async def stop_early() -> None:
        async with ChildProcesses(tmp_path) as children:
            started.append(await children.start(HOST, MODULE, "wholesaler", spec))
            assert (await started[0].expect("listening", 30))["port"] > 0
            raise RuntimeError("stopped early")  # the wholesaler waits for members that never come

    with pytest.raises(RuntimeError, match="stopped early"):
        await stop_early()
    [host] = started
    assert host.returncode == -signal.SIGKILL
    assert _gone(host.pid)


async def test_a_child_that_ends_before_it_reports_says_why(tmp_path):
    spec = str(prepare(tmp_path))
    async with ChildProcesses(tmp_path) as children:
        # No --port, and no port on stdin: it reads the end of it.
        retailer = await children.start(RETAILER, MODULE, "retailer", spec)
        with pytest.raises(ChildFailedError, match="port was expected on stdin"):
            await retailer.expect("listening", 30)
        assert await retailer.finished(30) == 1
