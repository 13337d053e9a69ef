"""Topics across processes: `ioa topic subscribe|publish` against a host, a stalled subscriber."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import sys
from pathlib import Path

import pytest
from topic_helpers import TRAVEL, V21, host_and, numbers, offer, serving, take

from ioa.agent import Agent, Tls
from ioa.topics import HostedTopic
from l9_snl.identity import AgentIdentity

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP")


def member_file(tmp_path: Path, name: str, host: Agent) -> Path:
    """The agent file of a member `name` that trusts `host`; the host trusts it."""
    identity = AgentIdentity.generate(name)
    key = tmp_path / f"{name}.identity"
    key.write_bytes(identity.to_private_bytes())
    key.chmod(0o600)
    path = tmp_path / f"{name}.toml"
    path.write_text(
        "[agent]\n"
        f'identity = "{key.name}"\n'
        f'contexts = ["{V21}"]\n'
        "[peers]\n"
        f'host = "{host.identity.public_signing_key_b64url}"\n'
    )
    host.trust_peer(name, identity.public_signing_key_b64url)
    return path


async def ioa(*args: str, stdin: bool = False) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "ioa",
        "--log-level",
        "error",
        *args,
        stdin=asyncio.subprocess.PIPE if stdin else None,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def line_of(process: asyncio.subprocess.Process) -> dict:
    assert process.stdout is not None
    async with asyncio.timeout(30):
        return json.loads(await process.stdout.readline())


async def subscribed(topic: HostedTopic, count: int) -> None:
    """Until `count` members are subscribed (the CLI's SUBSCRIBE has been agreed)."""
    async with asyncio.timeout(30):
        while topic.core.subscribers < count:  # noqa: ASYNC110 - another process's progress
            await asyncio.sleep(0.02)


async def test_subscribers_in_other_processes_get_what_is_published_in_order(tmp_path):
    host, _ = host_and(contexts=TRAVEL)
    fares = host.topic("fares", context=V21)
    async with serving(host) as port:
        url = f"http://127.0.0.1:{port}"
        watchers = [
            await ioa(
                "topic",
                "subscribe",
                url,
                "fares",
                "--config",
                str(member_file(tmp_path, name, host)),
                "--peer",
                "host",
                "--context",
                V21,
                "--count",
                "4",
            )
            for name in ("watcher-1", "watcher-2")
        ]
        await subscribed(fares, 2)
        fares.publish(offer(1))
        publisher = member_file(tmp_path, "publisher", host)
        for n in (2, 3, 4):
            process = await ioa(
                "topic",
                "publish",
                url,
                "fares",
                json.dumps(offer(n)),
                "--config",
                str(publisher),
                "--peer",
                "host",
                "--context",
                V21,
            )
            assert (await line_of(process)) == {"topic": "fares", "seq": n}
            assert await process.wait() == 0
        for watcher in watchers:
            lines = [await line_of(watcher) for _ in range(4)]
            assert [(line["seq"], line["missed"], line["name"]) for line in lines] == [
                (n, 0, "flight_offer") for n in (1, 2, 3, 4)
            ]
            assert [line["values"]["offer_id"] for line in lines] == ["O-1", "O-2", "O-3", "O-4"]
            async with asyncio.timeout(30):
                assert await watcher.wait() == 0


async def test_a_refused_publication_exits_1_with_the_hosts_code(tmp_path):
    host, _ = host_and(contexts=TRAVEL)
    host.topic("fares", context=V21)
    async with serving(host) as port:
        process = await ioa(
            "topic",
            "publish",
            f"http://127.0.0.1:{port}",
            "elsewhere",
            json.dumps(offer(1)),
            "--config",
            str(member_file(tmp_path, "publisher", host)),
            "--peer",
            "host",
        )
        async with asyncio.timeout(30):
            _, err = await process.communicate()
        assert process.returncode == 1
        assert b"unknown_topic" in err


async def test_publish_reads_all_of_stdin_and_a_host_of_no_topic_refuses_at_once(tmp_path):
    host, _ = host_and(contexts=TRAVEL)
    async with serving(host) as port:
        url = f"http://127.0.0.1:{port}"
        member = ["--config", str(member_file(tmp_path, "member", host)), "--peer", "host"]
        # The host hosts no topic yet: it refuses (it used to leave the SUBSCRIBE unanswered).
        process = await ioa("topic", "subscribe", url, "fares", *member, "--count", "1")
        async with asyncio.timeout(30):
            _, err = await process.communicate()
        assert (process.returncode, err.decode().count("\n")) == (1, 1)
        assert "unknown_topic" in err.decode()
        fares = host.topic("fares", context=V21)
        outputs = []
        for stdin in (json.dumps(offer(1), indent=2).encode(), b"", b"  \n"):
            process = await ioa("topic", "publish", url, "fares", *member, stdin=True)
            async with asyncio.timeout(30):
                out, err = await process.communicate(stdin)
            outputs.append((process.returncode, out, b"stdin" in err))
        assert outputs == [
            (0, b'{"topic": "fares", "seq": 1}\n', False),
            (2, b"", True),
            (2, b"", True),
        ]
        assert fares.core.head == 1


@pytest.mark.parametrize("overflow", ["drop_oldest", "disconnect"])
async def test_a_stalled_subscriber_stops_nobody_and_the_host_holds_at_most_its_queue(
    tmp_path, overflow
):
    """A subscriber whose process is stopped (it reads nothing) while the topic goes on."""
    queue = 32
    host, (reader,) = host_and("reader")
    fares = host.topic("fares", context=V21, queue=queue, overflow=overflow)
    async with serving(host) as port:
        stalled = await ioa(
            "topic",
            "subscribe",
            f"http://127.0.0.1:{port}",
            "fares",
            "--config",
            str(member_file(tmp_path, "stalled", host)),
            "--peer",
            "host",
            "--context",
            V21,
        )
        await subscribed(fares, 1)
        session = await reader.connect("127.0.0.1", port, peer="host", context=V21)
        live = await session.subscribe("fares")
        fares.publish(offer(1))
        assert (await line_of(stalled))["seq"] == 1
        assert numbers(await take(live, 1)) == [1]
        os.kill(stalled.pid, signal.SIGSTOP)
        try:
            published, most = 1, 0
            # Until the stalled one's queue has been full for four queues' worth (its
            # socket and stream windows fill first), or it is dropped.
            full_for = 0
            while full_for < 4 * queue and published < 100_000:
                for _ in range(8):
                    published += 1
                    fares.publish(offer(published))
                got = await take(live, 8)  # the live one keeps up, round after round
                assert numbers(got) == list(range(published - 7, published + 1))
                assert all(p.missed == 0 for p in got)
                waiting = fares.backlog().get("stalled", 0)
                most = max(most, waiting)
                assert waiting <= queue
                if "stalled" not in fares.backlog():
                    break  # dropped (disconnect)
                full_for = full_for + 8 if waiting == queue else 0
            assert most <= queue
            assert fares.queued() <= queue + 8
            if overflow == "disconnect":
                assert "stalled" not in fares.backlog()
                assert fares.core.subscribers == 1
            else:
                assert fares.backlog()["stalled"] == queue
        finally:
            stalled.kill()
            await stalled.wait()


async def test_without_peer_the_host_is_named_by_its_card_and_its_key_still_checked(tmp_path):
    host, _ = host_and(contexts=TRAVEL)
    fares = host.topic("fares", context=V21)
    async with serving(host) as port:
        url = f"http://127.0.0.1:{port}"
        watcher = await ioa(
            "topic", "subscribe", url, "fares", "--config", str(member_file(tmp_path, "w", host))
        )
        await subscribed(fares, 1)
        publisher = member_file(tmp_path, "publisher", host)
        process = await ioa(
            "topic", "publish", url, "fares", json.dumps(offer(1)), "--config", str(publisher)
        )
        assert (await line_of(process)) == {"topic": "fares", "seq": 1}
        assert await process.wait() == 0
        assert (await line_of(watcher))["values"]["offer_id"] == "O-1"
        watcher.send_signal(signal.SIGINT)
        async with asyncio.timeout(30):
            assert await watcher.wait() == 0
    # Another agent that calls itself `host`: its card names it so, the handshake refuses it,
    # since the member pins the real host's key.
    impostor, _ = host_and(contexts=TRAVEL)
    impostor.topic("fares", context=V21)
    impostor.trust_peer(
        AgentIdentity.from_private_bytes((tmp_path / "publisher.identity").read_bytes())
    )
    async with serving(impostor) as port:
        process = await ioa(
            "topic",
            "publish",
            f"http://127.0.0.1:{port}",
            "fares",
            json.dumps(offer(2)),
            "--config",
            str(publisher),
        )
        async with asyncio.timeout(30):
            out, err = await process.communicate()
        assert (process.returncode, out) == (1, b"")
        assert err.decode().count("\n") == 1
        assert "bad_signature" in err.decode()  # this side's check of the key it pins
    # Nothing serves there any more: no card, one line naming the URL.
    gone = f"http://127.0.0.1:{port}"
    process = await ioa("topic", "subscribe", gone, "fares", "--config", str(publisher))
    async with asyncio.timeout(30):
        out, err = await process.communicate()
    assert (process.returncode, out) == (1, b"")
    assert err.decode().count("\n") == 1
    assert f"no agent card at {gone}" in err.decode()


async def test_a_card_that_cannot_be_fetched_is_one_clear_line(tmp_path):
    """Review 3: a silent server's timeout read `TimeoutError`, a missing CA file named no
    path."""
    from ioa.agent_client import CardUnavailableError, fetch_card  # noqa: PLC0415

    async def silent(_reader: asyncio.StreamReader, _writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(60)

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    member = Agent(AgentIdentity.generate("me"), contexts=TRAVEL)
    config = dataclasses.replace(member.transport, connect_timeout=0.5)
    try:
        with pytest.raises(CardUnavailableError, match=r"no answer within 0\.5 s"):
            await fetch_card(f"http://127.0.0.1:{port}", tls=None, config=config, agent_id="me")
        missing = tmp_path / "no-such-ca.pem"
        with pytest.raises(CardUnavailableError, match=r"no-such-ca\.pem does not exist"):
            await fetch_card(
                f"https://127.0.0.1:{port}",
                tls=Tls(ca=missing),
                config=config,
                agent_id="me",
            )
    finally:
        server.close()
        await server.wait_closed()
