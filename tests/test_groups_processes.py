"""A hosted group across processes: 20 members in four processes join, send and leave twice
each while the host sends; each sees exactly the host's order from its join on."""

from __future__ import annotations

import asyncio
import base64
import json
import sys
from pathlib import Path

from topic_helpers import V21, host_and, offer, serving

from ioa.groups import GroupMessage
from l9_snl.identity import AgentIdentity

PROCESSES = 4
PER_PROCESS = 5
ROUNDS = 2
SENDS = 6
SCRIPT = Path(__file__).with_name("group_member_process.py")


async def _start(spec: dict) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        str(SCRIPT),
        json.dumps(spec),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def _report(process: asyncio.subprocess.Process) -> list[dict]:
    try:
        async with asyncio.timeout(240):
            out, err = await process.communicate()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert process.returncode == 0, err.decode()[-2000:]
    lines = [json.loads(line) for line in out.decode().splitlines() if line.strip()]
    assert lines[-1] == {"done": True}
    return lines[:-1]


async def test_twenty_members_in_four_processes_each_see_the_hosts_order_from_their_join():
    host, _ = host_and()
    team = host.group("swarm", context=V21, queue=4096)  # nobody is dropped for a slow core
    log: list[GroupMessage] = []
    mine = team.follow()

    async def record() -> None:
        async for message in mine:
            log.append(message)  # noqa: PERF401 - as it comes: the test reads it meanwhile

    recorder = asyncio.create_task(record())
    identities = [
        [AgentIdentity.generate(f"m{p}x{i}") for i in range(PER_PROCESS)] for p in range(PROCESSES)
    ]
    for identity in (i for batch in identities for i in batch):
        host.trust_peer(identity.agent_id, identity.public_signing_key_b64url)
    async with serving(host) as port:
        specs = [
            {
                "url": f"http://127.0.0.1:{port}",
                "host_key": host.identity.public_signing_key_b64url,
                "group": "swarm",
                "rounds": ROUNDS,
                "sends": SENDS,
                "seed": p,
                "members": [
                    {"name": i.agent_id, "key": base64.b64encode(i.to_private_bytes()).decode()}
                    for i in batch
                ],
            }
            for p, batch in enumerate(identities)
        ]
        processes = [await _start(spec) for spec in specs]
        reports = asyncio.gather(*(_report(p) for p in processes))
        sent_by_host = 0
        while not reports.done():  # traffic from the host while members come and go
            mine.send(offer(100_000 + sent_by_host))
            sent_by_host += 1
            await asyncio.sleep(0.005)
        memberships = [m for batch in await reports for m in batch]
        # every leave has reached the host once the processes are gone
        async with asyncio.timeout(30):
            while len(team.members) > 1:  # noqa: ASYNC110 - other processes' progress
                await asyncio.sleep(0.02)
        mine.send(offer(999_999))
        async with asyncio.timeout(30):
            while not log or log[-1].values.get("offer_id") != "O-999999":  # noqa: ASYNC110
                await asyncio.sleep(0.02)
    recorder.cancel()

    order = {m.seq: (m.kind, m.member, str(m.values.get("offer_id", ""))) for m in log}
    assert sorted(order) == list(range(1, len(log) + 1))  # the host's own view has no hole
    assert len(memberships) == PROCESSES * PER_PROCESS * ROUNDS
    joined = [who for kind, who, _ in order.values() if kind == "joined"]
    left = [who for kind, who, _ in order.values() if kind == "left"]
    assert len(joined) == len(left) + 1 == PROCESSES * PER_PROCESS * ROUNDS + 1  # + the host
    assert sent_by_host > 0
    for membership in memberships:
        assert membership["error"] == "", membership
        items = [tuple(item) for item in membership["items"]]
        first = membership["head"] + 1
        # its own join first, then every item of the host's order, with none missing, none
        # added, none from before its join, up to where it stopped reading
        assert items[0] == (first, "joined", membership["member"], "")
        numbers = [item[0] for item in items]
        assert numbers == list(range(first, first + len(items)))
        assert [order[n] for n in numbers] == [item[1:] for item in items]
        for seq, offer_id in membership["sent"]:
            assert order[seq] == ("message", membership["member"], offer_id)
            assert seq in numbers  # it read its own messages, in their place
