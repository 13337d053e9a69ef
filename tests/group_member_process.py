"""Members of a hosted group in a process of their own, for the tests across processes.

Run as `python group_member_process.py '<json>'`: `url` (the host), `host_key` (its public
signing key), `group`, `rounds` (memberships per member), `sends` (messages per
membership), `seed`, and `members`: `[{"name", "key"}]` (`key`: the identity's private
bytes, base64). Each member, concurrently, `rounds` times: connects, joins, reads
everything the group hands it while it sends its messages at random small intervals,
keeps reading until it has read its own last message, then leaves. Prints one JSON line
per membership, `{"member", "round", "head", "sent": [[seq, offer_id]...], "items":
[[seq, kind, member, offer_id]...], "error"}`, then `{"done": true}`; exits 0.
"""

from __future__ import annotations

import asyncio
import base64
import json
import random
import sys
from typing import Any

from test_agent import OFFER as FLIGHT_OFFER

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError
from ioa.groups import GroupMessage, Membership
from l9_snl.identity import AgentIdentity

CONTEXT = "urn:contexts:travel:v2.1"
OFFER = {"concept": "flight_offer", **FLIGHT_OFFER}


def _item(message: GroupMessage) -> list[Any]:
    return [message.seq, message.kind, message.member, message.values.get("offer_id", "")]


async def _membership(agent: Agent, spec: dict[str, Any], round_: int, rng: random.Random) -> dict:
    session = await agent.connect(spec["url"], peer="host", context=CONTEXT)
    items: list[list[Any]] = []
    sent: list[list[Any]] = []
    error = ""
    try:
        membership: Membership = await session.join(spec["group"])
        seen = asyncio.Event()
        last_sent = [0]

        async def read() -> None:
            async for message in membership:
                items.append(_item(message))
                if last_sent[0] and message.seq >= last_sent[0]:
                    seen.set()

        reader = asyncio.create_task(read())
        for k in range(spec["sends"]):
            await asyncio.sleep(rng.uniform(0, 0.02))
            offer_id = f"{agent.agent_id}-{round_}-{k}"
            seq = await membership.send({**OFFER, "offer_id": offer_id})
            sent.append([seq, offer_id])
        last_sent[0] = sent[-1][0] if sent else membership.head + 1
        if items and items[-1][0] >= last_sent[0]:
            seen.set()
        async with asyncio.timeout(60):
            await seen.wait()
        reader.cancel()
        await membership.leave()
        head = membership.head
    except (AgentError, TimeoutError) as failed:
        error = f"{type(failed).__name__}: {failed}"
        head = -1
    finally:
        await session.close()
    return {
        "member": agent.agent_id,
        "round": round_,
        "head": head,
        "sent": sent,
        "items": items,
        "error": error,
    }


async def _member(spec: dict[str, Any], entry: dict[str, str], index: int) -> list[dict]:
    identity = AgentIdentity.from_private_bytes(base64.b64decode(entry["key"]))
    agent = Agent(identity, contexts=[builtin(CONTEXT)])
    agent.trust_peer("host", spec["host_key"])
    rng = random.Random(spec["seed"] * 1000 + index)
    try:
        return [await _membership(agent, spec, r, rng) for r in range(spec["rounds"])]
    finally:
        await agent.close()


async def _main(spec: dict[str, Any]) -> None:
    runs = await asyncio.gather(
        *(_member(spec, entry, i) for i, entry in enumerate(spec["members"]))
    )
    for memberships in runs:
        for membership in memberships:
            print(json.dumps(membership), flush=True)  # noqa: T201 - the parent reads stdout
    print(json.dumps({"done": True}), flush=True)  # noqa: T201


if __name__ == "__main__":
    asyncio.run(_main(json.loads(sys.argv[1])))
