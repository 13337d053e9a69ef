"""`ioa agent init|serve`: an agent from a TOML file, served in its own process on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import re
import textwrap
import tomllib
from pathlib import Path

import pytest
from service_helpers import ioa_service, logged, port_of, tls_init
from test_demo import run

import ioa.agent_cli
from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.agent_cli import cleartext_problem
from ioa.agent_files import load_config
from ioa.config import AgentFile
from ioa.config.models import section_model
from l9_snl.identity import AgentIdentity

HANDLERS = """
async def book(message):
    return {"booking_reference": "CLI001", **message.values}


def register(agent):
    agent.handler("bookFlight")(book)
"""


def config(tmp_path, traveller: AgentIdentity, extra: str = "", listen: str = "") -> str:
    (tmp_path / "airline_handlers.py").write_text(HANDLERS)
    path = tmp_path / "airline.toml"
    path.write_text(
        "[agent]\n"
        'identity = "airline.identity"\n'
        'contexts = ["urn:contexts:travel:v2.1"]\n'
        'handlers = "airline_handlers"\n'
        "[listen]\n"
        'host = "127.0.0.1"\n'
        "port = 0\n" + listen + "[peers]\n"
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


def test_init_and_key_answer_in_json_either_way(tmp_path):
    path = tmp_path / "airline.identity"
    status, out = run(["agent", "init", "airline", str(path), "--json"])
    made = json.loads(out)
    identity = AgentIdentity.from_private_bytes(path.read_bytes())
    assert (status, made["ok"], made["agent"]) == (0, True, "airline")
    assert made["public_key"] == identity.public_signing_key_b64url
    status, out = run(["agent", "key", str(path), "--json"])
    assert (status, json.loads(out)["public_key"]) == (0, identity.public_signing_key_b64url)
    status, out = run(["agent", "init", "airline", str(path), "--json"])
    refused = json.loads(out)  # the refusal is one object too, where --json output goes
    assert (status, refused["ok"], refused["command"]) == (2, False, "init")
    assert "not overwritten" in refused["message"]
    status, out = run(["agent", "key", str(tmp_path / "none.identity"), "--json"])
    assert (status, json.loads(out)["ok"]) == (2, False)


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
    async with ioa_service("agent", "serve", path) as (process, line):
        assert line.startswith("airline listening on 127.0.0.1:"), line
        assert "handlers: bookFlight" in line
        port = port_of(line, "listening on ")
        traveller = Agent(traveller_identity, contexts=[builtin("urn:contexts:travel:v2.1")])
        traveller.trust_peer("airline", airline.public_signing_key_b64url)
        async with asyncio.timeout(20):
            session = await traveller.connect("127.0.0.1", port, peer="airline")
            flight = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
            result = await session.request("bookFlight", flight)
            await session.close()
        assert result["booking_reference"] == "CLI001"
    # Once listening, the server set the cyclic collector (ioa.event_loop.settle_collector).
    [settled] = [r for r in await logged(process) if "cyclic collector" in r.get("message", "")]
    said = settled["message"]
    assert re.fullmatch(r"cyclic collector: \d{4,} objects frozen, threshold 10000", said)


def test_cleartext_off_loopback_must_be_asked_for(tmp_path):
    assert cleartext_problem({"host": "127.0.0.1"}) is None
    assert cleartext_problem({"host": "::1"}) is None
    assert cleartext_problem({"host": "127.0.0.2"}) is None
    assert cleartext_problem({"host": "LOCALHOST"}) is None
    assert "go together" in cleartext_problem({"host": "127.0.0.1", "cert": "c"})
    problem = cleartext_problem({"host": "0.0.0.0"})  # noqa: S104 - never served: refused
    assert problem is not None
    assert "0.0.0.0" in problem  # noqa: S104 - a string checked, nothing bound
    assert "cleartext = true" in problem
    assert cleartext_problem({"host": "0.0.0.0", "cleartext": True}) is None  # noqa: S104
    assert cleartext_problem({"host": "10.0.0.1", "cert": "c", "key": "k"}) is None
    assert cleartext_problem({"host": "10.0.0.1", "protocol": "h3"}) is None
    assert "true or false" in cleartext_problem({"host": "10.0.0.1", "cleartext": "yes"})
    traveller = AgentIdentity.generate("traveller")
    path = config(tmp_path, traveller)
    (tmp_path / "airline.toml").write_text(
        (tmp_path / "airline.toml").read_text().replace('host = "127.0.0.1"', 'host = "0.0.0.0"')
    )
    assert run(["agent", "init", "airline", str(tmp_path / "airline.identity")])[0] == 0
    status, out = run(["agent", "serve", path])
    assert status == 2
    assert "would serve cleartext HTTP/2 on 0.0.0.0" in out
    status, out = run(["agent", "serve", "--reference", "--host", "0.0.0.0"])  # noqa: S104
    assert status == 2
    status, out = run(["agent", "serve"])
    assert status == 2
    assert "config file, or --reference" in out


def test_the_documented_config_format_is_the_one_the_code_reads(tmp_path):
    docs = (Path(__file__).resolve().parents[1] / "docs" / "agents.md").read_text()
    block, *others = re.findall(r"```toml\n(.*?)```", docs, re.DOTALL)
    documented = tomllib.loads(block)
    for other in others:  # a section shown alone ([authority]) names keys of the format
        for section, value in tomllib.loads(textwrap.dedent(other)).items():
            model = section_model(AgentFile.model_fields[section].annotation)
            assert model is not None, section
            for keys in value if isinstance(value, list) else [value]:  # [[tables]] too
                assert set(keys) <= set(model.model_fields), section
    [module_block] = re.findall(r"```toml\n(.*?)```", ioa.agent_cli.__doc__ or "", re.DOTALL)
    in_module = tomllib.loads(module_block)
    for section, keys in in_module.items():
        if section != "peers":  # agent ids, not keys of the format
            assert set(keys) <= set(documented[section]), section
    # the documented file loads, once its files exist
    assert run(["agent", "init", "airline", str(tmp_path / "airline.identity")])[0] == 0
    (tmp_path / "airline_handlers.py").write_text(HANDLERS)
    (tmp_path / "extra").mkdir()
    (tmp_path / "extra" / "context.json").write_bytes(builtin("urn:contexts:travel:v2.0").canonical)
    policies = tmp_path / "policies"
    policies.mkdir()
    (policies / "allow.cedar").write_text(
        'permit (principal, action in Ioa::Action::"use", resource);\n'
    )
    for name in ("server.pem", "server.key"):
        (tmp_path / name).write_text("")
    path = tmp_path / "airline.toml"
    path.write_text(
        block.replace(
            "FJXayydDzAwm-9oI0kABBl2WyY_4nLgUklAiXIc_lGw",
            AgentIdentity.generate("t").public_signing_key_b64url,
        )
    )
    agent, listen = load_config(path)
    assert set(agent.handlers) == {"bookFlight"}
    assert listen["port"] == 8443
    assert ioa.agent_cli.cleartext_problem(listen) is None


def test_a_missing_certificate_file_is_named(tmp_path):
    traveller = AgentIdentity.generate("traveller")
    path = config(tmp_path, traveller, "")
    assert run(["agent", "init", "airline", str(tmp_path / "airline.identity")])[0] == 0
    text = (tmp_path / "airline.toml").read_text()
    text = text.replace("port = 0\n", 'port = 0\ncert = "nope.pem"\nkey = "nope.key"\n')
    (tmp_path / "airline.toml").write_text(text)
    status, out = run(["agent", "serve", path])
    assert status == 2
    assert "nope.pem: no such file" in out


def test_agent_key_prints_the_peers_line_again(tmp_path):
    path = tmp_path / "airline.identity"
    assert run(["agent", "init", "airline", str(path)])[0] == 0
    identity = AgentIdentity.from_private_bytes(path.read_bytes())
    status, out = run(["agent", "key", str(path)])
    assert status == 0
    assert out.strip() == f"airline = '{identity.public_signing_key_b64url}'"
    status, out = run(["agent", "key", str(tmp_path / "missing")])
    assert status == 2
    assert "missing" in out


async def test_an_agent_served_with_client_ca_takes_its_clients_and_logs_who_it_refused(tmp_path):
    """`[listen] client_ca`: a traveller presenting the certificate `ioa tls init --client`
    made locks a session; one presenting none is told why (the server's TLS alert), and the
    served process logs the refusal with its code, the reason and the peer."""
    from ioa.agent import Tls  # noqa: PLC0415
    from l7_transport import ConnectError  # noqa: PLC0415

    pki = tls_init(tmp_path / "pki", "traveller")
    traveller_identity = AgentIdentity.generate("traveller")
    listen = f'cert = "{pki.server_cert}"\nkey = "{pki.server_key}"\nclient_ca = "{pki.ca_cert}"\n'
    path = config(tmp_path, traveller_identity, listen=listen)
    assert run(["agent", "init", "airline", str(tmp_path / "airline.identity")])[0] == 0
    airline = AgentIdentity.from_private_bytes((tmp_path / "airline.identity").read_bytes())
    async with ioa_service("agent", "serve", path) as (process, line):
        port = port_of(line, "listening on ")
        traveller = Agent(traveller_identity, contexts=[builtin("urn:contexts:travel:v2.1")])
        traveller.trust_peer("airline", airline.public_signing_key_b64url)
        cert, key = pki.client_certs["traveller"]
        async with asyncio.timeout(20):
            with_certificate = Tls(ca=pki.ca_cert, cert=cert, key=key)
            session = await traveller.connect(
                "127.0.0.1", port, peer="airline", tls=with_certificate
            )
            await session.close()
            with pytest.raises(ConnectError, match=r"requires a certificate.*give Tls\(cert="):
                await traveller.connect("127.0.0.1", port, peer="airline", tls=Tls(ca=pki.ca_cert))
    [refusal] = [r for r in await logged(process) if "TLS handshake with" in r.get("message", "")]
    assert refusal["level"] == "warning"
    assert refusal["logger"] == "l7_transport.listener"
    assert re.search(
        r"TLS handshake with 127\.0\.0\.1:\d+ failed: tls_failed: the peer presented no "
        r"certificate",
        refusal["message"],
    ), refusal


@pytest.mark.parametrize("key", ["quiet_close", "reply_acks"])
def test_semantic_switches_in_the_agent_file_reach_the_agent(tmp_path, key):
    traveller = AgentIdentity.generate("traveller")
    run(["agent", "init", "airline", str(tmp_path / "airline.identity")])
    default = load_config(Path(config(tmp_path, traveller)))[0]
    assert getattr(default.semantic, key) is True
    off = config(tmp_path, traveller, f"[semantic]\n{key} = false\n")
    assert getattr(load_config(Path(off))[0].semantic, key) is False
    wrong = config(tmp_path, traveller, f'[semantic]\n{key} = "sometimes"\n')
    status, out = run(["agent", "serve", wrong])
    assert status == 2
    assert key in out


@pytest.mark.parametrize(("line", "handle"), [("", True), ("stored_tickets = false\n", False)])
async def test_semantic_stored_tickets_in_the_agent_file_decides_what_a_ticket_carries(
    tmp_path, line, handle
):
    # Stored (the default): the peer gets a 22-character handle to what the airline keeps;
    # false: the ticket carries its sealed contents. Either way the next session resumes.
    traveller_id = AgentIdentity.generate("traveller")
    run(["agent", "init", "airline", str(tmp_path / "airline.identity")])
    airline = load_config(Path(config(tmp_path, traveller_id, "[semantic]\n" + line)))[0]
    assert airline.handshake.stored_tickets is handle
    traveller = Agent(traveller_id, contexts=[builtin("urn:contexts:travel:v2.1")])
    traveller.trust_peer(airline.identity)
    listener = await airline.serve()
    try:
        async with asyncio.timeout(30):
            first = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            await first.close()
            [ticket] = traveller._tickets._tickets["airline"]
            assert (len(ticket.ticket) == 22) is handle, ticket.ticket
            again = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            assert again.locked.locked.resumed
            await again.close()
    finally:
        await traveller.close()
        await listener.close()
