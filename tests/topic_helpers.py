"""What the topic tests share: a host and its members on 127.0.0.1, offers to publish."""

from __future__ import annotations

import ast
import asyncio
import contextlib
import re
import shutil
import socket
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from test_agent import OFFER as FLIGHT_OFFER

from contexts.builtin import builtin
from ioa.agent import Agent, AgentSession
from ioa.subscriptions import Publication, Subscription
from ioa.topics import HostedTopic
from l9_snl.identity import AgentIdentity

EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
TRAVEL = [builtin("urn:contexts:travel:v2.0"), builtin("urn:contexts:travel:v2.1")]
V21 = "urn:contexts:travel:v2.1"
OFFER = {"concept": "flight_offer", **FLIGHT_OFFER}


def offer(n: int) -> dict:
    return {**OFFER, "offer_id": f"O-{n}"}


def numbers(publications: list[Publication]) -> list[int]:
    return [int(p.values["offer_id"][2:]) for p in publications]


def example_policies(tmp_path: Path) -> Path:
    """The shipped examples, with the publication limit at 3 an hour (no test waits on time)."""
    copy = tmp_path / "policies"
    shutil.copytree(EXAMPLES, copy)
    topics = copy / "50-topics.cedar"
    topics.write_text(topics.read_text().replace('@limit("20/1")', '@limit("3/3600")'))
    return copy


def host_and(*names: str, contexts=TRAVEL, **kwargs) -> tuple[Agent, list[Agent]]:
    host = Agent(AgentIdentity.generate("host"), contexts=contexts, **kwargs)
    members = [Agent(AgentIdentity.generate(name), contexts=contexts) for name in names]
    for member in members:
        member.trust_peer(host.identity)
        host.trust_peer(member.identity)
    return host, members


@contextlib.asynccontextmanager
async def serving(host: Agent):
    listener = await host.serve()
    try:
        yield listener.port
    finally:
        for member_session in list(host.sessions):
            await member_session.close()
        await listener.close()


async def take(subscription: Subscription, count: int) -> list[Publication]:
    async with asyncio.timeout(20):
        return [await anext(subscription) for _ in range(count)]


@contextlib.asynccontextmanager
async def hosting(
    *names: str, **topic: Any
) -> AsyncIterator[tuple[HostedTopic, list[AgentSession]]]:
    """A host serving the topic `fares` (`topic`: its settings), and a session of each member."""
    host, members = host_and(*names)
    fares = host.topic("fares", context=V21, **topic)
    async with serving(host) as port:
        yield fares, [await m.connect("127.0.0.1", port, peer="host", context=V21) for m in members]


async def run_docs_example(page: Path) -> dict[str, Any]:
    """Run the first Python example of `page` as written; what it bound.

    On a free port instead of 8443, with a host and a member (`host`, `member`) that trust
    each other.
    """
    text = page.read_text()  # noqa: ASYNC240 - a small file of the repository, read once
    example = re.findall(r"```python\n(.*?)```", text, re.DOTALL)[0]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    code = compile(
        example.replace("8443", str(port)),
        str(page),
        "exec",
        flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
    )
    host, [member] = host_and("member")
    names: dict[str, Any] = {"host": host, "member": member}
    await eval(code, names)  # noqa: S307 - the project's own documentation
    return names
