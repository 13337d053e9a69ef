"""`ioa agent init|serve`: an agent from a TOML file, served in its own process on 127.0.0.1."""

from __future__ import annotations

import asyncio
import signal
import sys

from test_demo import run

from contexts.builtin import builtin
from ioa.agent import Agent
from l9_snl.identity import AgentIdentity

HANDLERS = """
async def book(message):
    return {"booking_reference": "CLI001", **message.values}


def register(agent):
    agent.handler("bookFlight")(book)
"""


def config(tmp_path, traveller: AgentIdentity, extra: str = "") -> str:
    (tmp_path / "airline_handlers.py").write_text(HANDLERS)
    path = tmp_path / "airline.toml"
    path.write_text(
        "[agent]\n"
        'identity = "airline.identity"\n'
        'contexts = ["urn:contexts:travel:v2.1"]\n'
        'handlers = "airline_handlers"\n'
        "[listen]\n"
        'host = "127.0.0.1"\n'
        "port = 0\n"
        "[peers]\n"
        f'traveller = "{traveller.public_signing_key_b64url}"\n' + extra
    )
    return str(path)


def test_init_writes_an_owner_only_identity_and_never_overwrites(tmp_path):
    path = tmp_path / "airline.identity"
    status, out = run(["agent", "init", "airline", str(path)])
    assert status == 0
    identity = AgentIdentity.from_private_bytes(path.read_bytes())
    assert identity.public_signing_key_b64url in out
    assert path.stat().st_mode & 0o077 == 0
    status, out = run(["agent", "init", "airline", str(path)])
    assert status == 2
    assert "not overwritten" in out


def test_a_config_that_cannot_be_used_says_what_is_wrong(tmp_path):
    traveller = AgentIdentity.generate("traveller")
    path = config(tmp_path, traveller, "[surprise]\nx = 1\n")
    status, out = run(["agent", "serve", path])
    assert status == 2
    assert "unknown section [surprise]" in out
    path = config(tmp_path, traveller)
    status, out = run(["agent", "serve", path])  # no identity file yet
    assert status == 2
    assert "airline.identity" in out


async def test_an_agent_served_from_its_config_answers_a_peer(tmp_path):
    traveller_identity = AgentIdentity.generate("traveller")
    path = config(tmp_path, traveller_identity)
    assert run(["agent", "init", "airline", str(tmp_path / "airline.identity")])[0] == 0
    airline = AgentIdentity.from_private_bytes((tmp_path / "airline.identity").read_bytes())
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "ioa.cli", "agent", "serve", path,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        assert process.stdout is not None
        async with asyncio.timeout(20):
            line = (await process.stdout.readline()).decode()
        assert line.startswith("airline listening on 127.0.0.1:"), line
        assert "handlers: bookFlight" in line
        port = int(line.split()[3].rpartition(":")[2])
        traveller = Agent(traveller_identity, contexts=[builtin("urn:contexts:travel:v2.1")])
        traveller.trust_peer("airline", airline.public_signing_key_b64url)
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", port, peer="airline")
            flight = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
            result = await session.request("bookFlight", flight)
            await session.close()
        assert result["booking_reference"] == "CLI001"
    finally:
        process.send_signal(signal.SIGTERM)
        async with asyncio.timeout(20):
            status = await process.wait()
    assert status == 0
