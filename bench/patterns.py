"""Topics and aggregation rounds on the wire: deliveries, rounds per second, a stalled member.

One run, over real sockets on 127.0.0.1 (cleartext HTTP/2, every message
MACed and validated by L9 on both sides, no firewall):

- deliveries per second from a host's topic to 1, 4, 16 and 64 subscribers
  (each its own locked session, in this process): the host publishes (its
  own `HostedTopic.publish`, validated like a member's), every subscriber
  iterates until it has every publication; deliveries = publications x
  subscribers. Ratios: the rate to N subscribers against the rate to one,
  measured in the same run (how fan-out scales);
- the same to 4 subscribers beside a fifth that has stopped reading (below),
  against 4 alone, in three alternated pairs (the best of each): goal, the
  others' rate stays within 20% of the rate without it (issue 21);
- the host's memory with one stalled subscriber (`ioa topic subscribe` in
  another process, stopped with SIGSTOP after its first publication) after
  100,000 publications: the publications queued for it (goal: at most the
  configured queue) and the host's traced memory (tracemalloc) after the
  first 10,000 and after all of them (goal: growth under 1 MiB: bounded by
  the queue, not by the publication count);
- aggregation rounds per second with 10 contributors (each its own locked
  session, in this process): a requester opens a round naming the ten,
  each contributes once (`confirmed-publish`, validated by the host's L9),
  the round closes as the tenth arrives and the requester has the ten
  contributions (validated by its L9). Ratio: against batches of the same
  ten confirmed publications to a topic nobody subscribes to, measured in
  the same run (what opening a round and returning its result cost).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
import tempfile
import time
import tracemalloc
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, parse_args, report

from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.topics import HostedTopic
from l9_snl.identity import AgentIdentity

SUPPLY = "urn:contexts:supplyChain:v1.0"
CONTEXTS = [builtin(SUPPLY)]
FANOUT = (1, 4, 16, 64)
QUEUE = 256
GOAL_GROWTH = 1024 * 1024
PAIRS = 3
CONTRIBUTORS = 10
GROUP = 16
"""Members of the group whose deliveries are measured (compared with a topic's to as many)."""
"""Rounds of (4 subscribers beside a stalled one, 4 alone), alternated; the best of each."""


def observation(n: int) -> dict[str, Any]:
    """The n-th publication: an observation of the supply-chain context."""
    return {
        "concept": "local_observation",
        "observed_fact_text": f"dock {n % 40}: {n % 7} trucks waiting",
        "confidence_score": 0.9,
    }


def agents(count: int) -> tuple[Agent, list[Agent]]:
    """A host and `count` members that trust each other."""
    host = Agent(AgentIdentity.generate("host"), contexts=CONTEXTS)
    members = [Agent(AgentIdentity.generate(f"m{n}"), contexts=CONTEXTS) for n in range(count)]
    for member in members:
        member.trust_peer(host.identity)
        host.trust_peer(member.identity)
    return host, members


async def deliveries_per_second(
    subscribers: int, publications: int, *, with_stalled: bool = False
) -> float:
    """Deliveries per second from a host-local publisher to `subscribers` sessions.

    `with_stalled`: one more subscriber, in another process, stopped after its first
    publication (what reaches it is not counted).
    """
    host, members = agents(subscribers)
    topic = host.topic("docks", context=SUPPLY, queue=publications)  # nothing dropped
    listener = await host.serve()
    try:
        async with contextlib.AsyncExitStack() as stack:
            if with_stalled:
                await stack.enter_async_context(stopped_member(host, topic, listener.port))
            sessions = [
                await m.connect("127.0.0.1", listener.port, peer="host", context=SUPPLY)
                for m in members
            ]
            subscriptions = [await s.subscribe("docks", queue=publications) for s in sessions]
            last = topic.core.head + publications

            async def drain(subscription: Any) -> None:  # noqa: ANN401 - a Subscription
                async for publication in subscription:
                    if publication.seq == last:
                        return

            start = time.perf_counter()
            readers = [asyncio.create_task(drain(s)) for s in subscriptions]
            await _publish(topic, publications, every=64)
            await asyncio.gather(*readers)
            elapsed = time.perf_counter() - start
            for session in sessions:
                await session.close()
            for member in members:
                await member.close()
        return subscribers * publications / elapsed
    finally:
        await listener.close()


async def group_deliveries_per_second(members: int, each: int) -> float:
    """Deliveries per second in a group of `members`, each sending `each` messages at once.

    Every member receives every message (its own included) in the host's one order: the
    deliveries are `members * members * each`; each send is confirmed (AGREE).
    """
    host, agents_ = agents(members)
    host.group("desk", context=SUPPLY, queue=members * each + members + 8)  # nothing dropped
    listener = await host.serve()
    try:
        sessions = [
            await m.connect("127.0.0.1", listener.port, peer="host", context=SUPPLY)
            for m in agents_
        ]
        joined = [await s.join("desk", queue=members * each + members + 8) for s in sessions]
        last = len(joined) + members * each  # the joins, then the messages

        async def drain(membership: Any) -> None:  # noqa: ANN401 - a Membership
            async for message in membership:
                if message.seq == last:
                    return

        async def send(membership: Any) -> None:  # noqa: ANN401 - a Membership
            for n in range(each):
                await membership.send(observation(n))

        start = time.perf_counter()
        readers = [asyncio.create_task(drain(m)) for m in joined]
        await asyncio.gather(*(send(m) for m in joined))
        await asyncio.gather(*readers)
        elapsed = time.perf_counter() - start
        for session in sessions:
            await session.close()
        for member in agents_:
            await member.close()
        return members * members * each / elapsed
    finally:
        await listener.close()


@contextlib.asynccontextmanager
async def stopped_member(host: Agent, topic: HostedTopic, port: int) -> AsyncIterator[None]:
    """`ioa topic subscribe` in another process, stopped (SIGSTOP) once it has read one."""
    with tempfile.TemporaryDirectory() as folder:
        config = _member_file(Path(folder), host)
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ioa", "--log-level", "error", "topic", "subscribe",
            f"http://127.0.0.1:{port}", "docks", "--config", str(config),
            "--peer", "host", "--context", SUPPLY,
            stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        try:
            subscribed = topic.core.subscribers + 1
            async with asyncio.timeout(60):  # a subscriber that never comes: an error, no hang
                while topic.core.subscribers < subscribed:  # noqa: ASYNC110 - another process's
                    await asyncio.sleep(0.02)
            topic.publish(observation(0))
            assert process.stdout is not None  # noqa: S101 - piped above
            await process.stdout.readline()  # it got the first one: now it stops reading
            os.kill(process.pid, signal.SIGSTOP)
            yield
        finally:
            # its session is cut, as a killed member's is: not news in a benchmark
            logging.getLogger("ioa.agent").setLevel(logging.ERROR)
            process.kill()
            await process.wait()


async def stalled_memory(publications: int) -> dict[str, Any]:
    """Queued items and traced memory of a host whose one subscriber stopped reading."""
    host, _ = agents(0)
    topic = host.topic("docks", context=SUPPLY, queue=QUEUE)
    listener = await host.serve()
    try:
        async with stopped_member(host, topic, listener.port):
            tracemalloc.start()
            try:
                warm = min(10_000, publications // 2)
                await _publish(topic, warm)
                at_warm = tracemalloc.get_traced_memory()[0]
                await _publish(topic, publications - warm)
                at_end, peak = tracemalloc.get_traced_memory()
            finally:
                tracemalloc.stop()
            return {
                "publications": publications + 1,
                "queue_bound": QUEUE,
                "queued_for_stalled": topic.backlog().get("m-stalled", 0),
                "queued_total": topic.queued(),
                "traced_bytes_after_warmup": at_warm,
                "traced_bytes_at_end": at_end,
                "traced_peak_bytes": peak,
                "growth_bytes": at_end - at_warm,
            }
    finally:
        await listener.close()


async def _publish(topic: HostedTopic, count: int, every: int = 256) -> None:
    """Publish `count` observations, letting the senders and readers run `every` so many."""
    for n in range(count):
        topic.publish(observation(n))
        if n % every == every - 1:
            await asyncio.sleep(0)


async def rounds_per_second(rounds: int) -> tuple[float, float]:
    """Aggregation rounds per second with `CONTRIBUTORS`, and batches of as many publications."""
    host, (boss, *members) = agents(CONTRIBUTORS + 1)
    host.aggregation("docks.votes", context=SUPPLY, deadline=60)
    host.topic("docks", context=SUPPLY)
    listener = await host.serve()
    try:
        requester, *sessions = [
            await m.connect("127.0.0.1", listener.port, peer="host", context=SUPPLY)
            for m in (boss, *members)
        ]
        names = [m.agent_id for m in members]

        async def one_round(n: int) -> None:
            opened = await requester.open_round("docks.votes", contributors=names)
            given = [s.contribute("docks.votes", opened.round_id, observation(n)) for s in sessions]
            await asyncio.gather(*given)
            assert len(await opened.result()) == CONTRIBUTORS  # noqa: S101 - all ten came

        async def one_batch(n: int) -> None:
            await asyncio.gather(*(s.publish("docks", observation(n)) for s in sessions))

        rates = []
        for step in (one_round, one_batch):
            for n in range(5):  # warm up
                await step(n)
            start = time.perf_counter()
            for n in range(rounds):
                await step(n)
            rates.append(rounds / (time.perf_counter() - start))
        for session in (requester, *sessions):
            await session.close()
        return rates[0], rates[1]
    finally:
        await listener.close()


def _member_file(folder: Path, host: Agent) -> Path:
    identity = AgentIdentity.generate("m-stalled")
    key = folder / "m-stalled.identity"
    key.write_bytes(identity.to_private_bytes())
    key.chmod(0o600)
    path = folder / "m-stalled.toml"
    path.write_text(
        f'[agent]\nidentity = "{key.name}"\ncontexts = ["{SUPPLY}"]\n'
        f'[peers]\nhost = "{host.identity.public_signing_key_b64url}"\n'
    )
    host.trust_peer("m-stalled", identity.public_signing_key_b64url)
    return path


def main() -> int:
    """Measure, print the tables, write the report."""
    args = parse_args(__doc__.splitlines()[0] if __doc__ else "patterns")
    publications = 200 if args.quick else 8000
    rates = {
        f"deliveries_per_s_{n}": asyncio.run(deliveries_per_second(n, max(publications // n, 50)))
        for n in FANOUT
    }
    live = 4
    # One comparison is noise on a busy machine: pairs, alternated, the best of each.
    alone, beside = rates[f"deliveries_per_s_{live}"], 0.0
    for _ in range(1 if args.quick else PAIRS):
        beside = max(
            beside,
            asyncio.run(deliveries_per_second(live, publications // live, with_stalled=True)),
        )
        alone = max(alone, asyncio.run(deliveries_per_second(live, publications // live)))
    rates[f"deliveries_per_s_{live}_alone_best"] = alone
    rates[f"deliveries_per_s_{live}_beside_a_stalled_one"] = beside
    memory = asyncio.run(stalled_memory(10_000 if args.quick else 100_000))
    round_rate, batch_rate = asyncio.run(rounds_per_second(25 if args.quick else 400))
    rates[f"rounds_per_s_{CONTRIBUTORS}_contributors"] = round_rate
    rates[f"publication_batches_per_s_{CONTRIBUTORS}_publishers"] = batch_rate
    group_rate = asyncio.run(group_deliveries_per_second(GROUP, 5 if args.quick else 50))
    rates[f"group_deliveries_per_s_{GROUP}_members"] = group_rate
    base = rates["deliveries_per_s_1"]
    ratios = {f"fanout_{n}_vs_1": rates[f"deliveries_per_s_{n}"] / base for n in FANOUT[1:]}
    ratios[f"stalled_beside_{live}_vs_without"] = beside / alone
    ratios[f"rounds_{CONTRIBUTORS}_vs_publication_batches"] = round_rate / batch_rate
    ratios[f"group_{GROUP}_vs_topic_{GROUP}"] = group_rate / rates[f"deliveries_per_s_{GROUP}"]
    table = Table(title="publish-subscribe over HTTP/2 on 127.0.0.1 (L9 on both sides)")
    table.add_column("subscribers", justify="right")
    table.add_column("deliveries/s", justify="right")
    table.add_column("vs 1", justify="right")
    for n in FANOUT:
        rate = rates[f"deliveries_per_s_{n}"]
        table.add_row(str(n), f"{rate:,.0f}", f"{rate / base:.2f}")
    table.add_row(
        f"{live} + 1 stalled",
        f"{beside:,.0f}",
        f"{beside / alone:.2f} of {live}",
    )
    table.add_row("", "", "")
    table.add_row("stalled: publications", f"{memory['publications']:,}", "")
    table.add_row("queued for it / bound", f"{memory['queued_for_stalled']} / {QUEUE}", "")
    table.add_row("traced growth (bytes)", f"{memory['growth_bytes']:,}", "")
    table.add_row("", "", "")
    table.add_row(
        f"rounds/s, {CONTRIBUTORS} contributors",
        f"{round_rate:,.0f}",
        f"{round_rate / batch_rate:.2f} of batches",
    )
    table.add_row(f"batches of {CONTRIBUTORS} publications/s", f"{batch_rate:,.0f}", "")
    table.add_row("", "", "")
    table.add_row(
        f"group of {GROUP}, all send: deliveries/s",
        f"{group_rate:,.0f}",
        f"{ratios[f'group_{GROUP}_vs_topic_{GROUP}']:.2f} of a topic to {GROUP}",
    )
    goals = {
        "stalled_queue_within_bound": at_most(QUEUE, memory["queued_for_stalled"]),
        "host_memory_growth_under_1MiB": at_most(GOAL_GROWTH, memory["growth_bytes"]),
        "fanout_64_keeps_half_the_rate_of_1": at_least(0.5, ratios["fanout_64_vs_1"]),
        "a_stalled_subscriber_costs_the_others_under_20pct": at_least(
            0.8, ratios[f"stalled_beside_{live}_vs_without"]
        ),
    }
    results: dict[str, Any] = {**rates, "stalled": memory}
    return report("patterns", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
