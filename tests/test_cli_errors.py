"""Every command's errors: one line on stderr naming what is at fault, stdout left alone.

What a command was asked for goes to stdout; why it could not do it goes to stderr, one
line naming the file, key or peer at fault, with exit status 2 for a usage or
configuration error (docs/agents.md, "Logs and errors"). With `--json` the error is a
JSON object on stdout instead, where the program reading it looks.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import resource
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from test_demo import run_split

from ioa.config import ConfigFileError
from l7_transport.tls import DevPki
from l9_snl.identity import AgentIdentity


def _agent_folder(tmp: Path, *, typo: bool = True) -> Path:
    (tmp / "airline.identity").write_bytes(AgentIdentity.generate("airline").to_private_bytes())
    (tmp / "airline.identity").chmod(0o600)  # as `ioa agent init` writes it
    config = tmp / "agent.toml"
    config.write_text(
        '[agent]\nidentity = "airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
        + ('handler = "x"\n' if typo else "")
    )
    return config


def _agent_listening(tmp: Path, listen: str) -> Path:
    """An agent's file whose `[listen]` table is `listen`."""
    config = _agent_folder(tmp, typo=False)
    config.write_text(config.read_text() + "[listen]\n" + listen)
    return config


def _bogus_db(tmp: Path) -> Path:
    path = tmp / "bogus.db"
    path.write_bytes(b"this is not sqlite" * 100)
    return path


def _authority_serve(tmp: Path, *options: str) -> list[str]:
    """`ioa authority serve` of a real authority database, on any port, with `options`."""
    from test_authority_service import make_store  # noqa: PLC0415

    make_store(tmp / "authority.db").close()
    return ["authority", "serve", "--db", str(tmp / "authority.db"), "--port", "0", *options]


def _tls_options(tmp: Path) -> list[str]:
    pki = _pki(tmp)
    return ["--tls-cert", str(pki / "server.pem"), "--tls-key", str(pki / "server.key")]


def _with_context(tmp: Path, document: str) -> str:
    """An agent file whose `[agent] contexts` names `mine.json`, holding `document`."""
    config = _agent_folder(tmp, typo=False)
    (tmp / "mine.json").write_text(document)
    config.write_text(config.read_text().replace('"urn:contexts:travel:v2.1"', '"mine.json"'))
    return str(config)


def _written(path: Path, text: str) -> str:
    path.write_text(text)
    return str(path)


def _written_bytes(path: Path, data: bytes) -> str:
    path.write_bytes(data)
    return str(path)


def _pki(tmp: Path) -> Path:
    assert run_split(["tls", "init", str(tmp / "pki")])[0] == 0
    return tmp / "pki"


EXAMPLES = Path(__file__).parents[1] / "l9_snl/firewall/examples"


def _gateway(*options: str) -> list[str]:
    """`ioa gateway` with the example policies, in front of one agent, and `options`."""
    return ["gateway", str(EXAMPLES), "--upstream", "127.0.0.1:1", *options]


def _gateway_file(tmp: Path, more: str = "") -> Path:
    """A gateway's file in front of the airline, `more` after `[gateway]` (and `h.py`)."""
    (tmp / "h.py").write_text("print('not a certificate')\n")
    config = tmp / "g.toml"
    config.write_text(
        f'role = "gateway"\n[gateway]\npolicies = "{EXAMPLES}"\n'
        'upstreams = { airline = "127.0.0.1:1" }\n' + more
    )
    return config


def _mismatched(tmp: Path) -> str:
    """`cert = ...` and `key = ...` of a development PKI: a key that is not the certificate's."""
    pki = _pki(tmp)
    return f'cert = "{pki / "server.pem"}"\nkey = "{pki / "ca.key"}"\n'


def _not_its_key(tmp: Path, cert: str = "--cert", key: str = "--key") -> str:
    pki = tmp / "pki"
    joint = " " if cert.startswith("--") else " = "
    return (
        f"{key}{joint}{pki / 'ca.key'} is not the private key of {cert}{joint}{pki / 'server.pem'}"
    )


TOOLS_72 = Path(__file__).parents[1] / "adol_corpus/github_mcp_tools_72.json"
TRAVEL_20 = Path(__file__).parents[1] / "contexts/builtin/travel/v2.0.json"


def _adol(tmp: Path, command: str, tools: str, *more: str) -> list[str]:
    """`ioa adol COMMAND` on a tools file holding `tools` (JSON text), then `more`."""
    return ["adol", command, _written(tmp / "tools.json", tools), *more]


NAN_TOOL = '[{"name": "a", "inputSchema": {"type": "object", "default": NaN}}]'
TWICE = '[{"name": "a", "description": "x"}, {"name": "b"}, {"name": "a"}]'


def _queries(tmp: Path, text: str = '[{"query": "x", "expected": ["a"]}]') -> str:
    return _written(tmp / "q.json", text)


ADOL_COMMANDS: tuple[tuple[str, Callable[[Path], tuple[str, ...]]], ...] = (
    ("listing", lambda _: ()),
    ("select", lambda _: ("--query", "x")),
    ("eval", lambda t: (_queries(t),)),
)
"""Each `ioa adol` command, and what it needs besides its tools file."""


def _each_adol_command(
    case: str, tools: str, says: str
) -> dict[str, tuple[Callable[[Path], list[str]], int, Callable[[Path], str]]]:
    """A case per `ioa adol` command given a tools file holding `tools`; `says` follows its name."""
    return {
        f"adol {command}, {case}": (
            lambda t, c=command, m=more: _adol(t, c, tools, *m(t)),
            2,
            lambda t: f"{t / 'tools.json'}: {says}",
        )
        for command, more in ADOL_COMMANDS
    }


# (argv from a fresh folder, the exit status, what the one line on stderr says)
CASES: dict[str, tuple[Callable[[Path], list[str]], int, Callable[[Path], str]]] = {
    "tls days": (lambda t: ["tls", "init", str(t / "p"), "--days", "0"], 2, lambda _: "--days 0"),
    "tls exists": (
        lambda t: ["tls", "init", str(_pki(t))],
        2,
        lambda t: f"{t / 'pki' / 'ca.pem'} exists",
    ),
    "tls days past a century": (
        lambda t: ["tls", "init", str(t / "p"), "--days", "99999999"],
        2,
        lambda _: "--days 99999999: from 1 to 36500 days",
    ),
    "tls, an empty host": (
        lambda t: ["tls", "init", str(t / "p"), "--host", ""],
        2,
        lambda _: "--host '': not an IP address or DNS name",
    ),
    "tls, a file for the folder": (
        lambda t: ["tls", "init", str(_gateway_file(t).with_name("h.py"))],
        2,
        lambda t: f"{t / 'h.py'} is not a directory",
    ),
    "demo": (lambda _: ["demo", "nowhere"], 2, lambda _: "unknown scenario(s): nowhere"),
    "agent serve, no file": (lambda _: ["agent", "serve"], 2, lambda _: "give a config file"),
    "agent serve, a typo": (
        lambda t: ["agent", "serve", str(_agent_folder(t))],
        2,
        lambda t: f"{t / 'agent.toml'}: [agent] handler: unknown key (did you mean 'handlers'?)",
    ),
    "agent serve, a key not its certificate's": (
        lambda t: ["agent", "serve", str(_agent_listening(t, _mismatched(t)))],
        2,
        lambda t: f"{t / 'agent.toml'}: {_not_its_key(t, '[listen] cert', '[listen] key')}",
    ),
    "agent key": (
        lambda t: ["agent", "key", str(t / "nobody.identity")],
        2,
        lambda t: f"{t / 'nobody.identity'}:",
    ),
    "agent init": (
        lambda t: ["agent", "init", "x", str(_agent_folder(t))],
        2,
        lambda t: f"{t / 'agent.toml'} exists",
    ),
    "agent init, not an agent id": (
        lambda t: ["agent", "init", "two words", str(t / "x.identity")],
        2,
        lambda _: "'two words' is not an agent id (1 to 255 of A-Z a-z 0-9",
    ),
    "authority init, no such folder": (
        lambda t: ["authority", "init", "--db", str(t / "nowhere" / "a.db"), "--id", "a"],
        2,
        lambda t: f"--db {t / 'nowhere' / 'a.db'}: its folder {t / 'nowhere'} does not exist",
    ),
    "authority init, a token file in no folder": (
        lambda t: [
            "authority",
            "init",
            "--db",
            str(t / "a.db"),
            "--id",
            "a",
            "--token-file",
            str(t / "nowhere" / "token"),
        ],
        2,
        lambda t: f"--token-file {t / 'nowhere' / 'token'}: its folder {t / 'nowhere'} does not",
    ),
    "agent init, no such folder": (
        lambda t: ["agent", "init", "x", str(t / "nowhere" / "x.identity")],
        2,
        lambda t: f"{t / 'nowhere' / 'x.identity'}: cannot write: No such file or directory",
    ),
    "config check": (
        lambda t: ["config", "check", str(_agent_folder(t))],
        2,
        lambda t: f"{t / 'agent.toml'}: [agent] handler: unknown key",
    ),
    "context lint": (
        lambda t: ["context", "lint", str(t / "none.json")],
        2,
        lambda t: f"{t / 'none.json'}: no such file",
    ),
    "config check, a context document that is not JSON (named, not only its file)": (
        lambda t: ["config", "check", _with_context(t, "{not json")],
        2,
        lambda t: f"{t / 'agent.toml'}: [agent] contexts: {t / 'mine.json'}: [invalid_document]",
    ),
    "adol eval, requests nested past the JSON reader's recursion": (
        lambda t: [
            *("adol", "eval", str(TOOLS_72)),
            _written(t / "deep.json", "[" * 100_000 + "]" * 100_000),
        ],
        2,
        lambda t: f"{t / 'deep.json'}: not JSON: depth limit exceeded",
    ),
    "config check, arrays nested past the reader's recursion": (
        lambda t: ["config", "check", _written(t / "deep.toml", "a = " + "[" * 5000 + "]" * 5000)],
        2,
        lambda t: f"{t / 'deep.toml'}: arrays or tables nested too deeply to read",
    ),
    "context lint, bytes that are not UTF-8 (where they are)": (
        lambda t: ["context", "lint", _written_bytes(t / "bad.json", b'{"a": "\xff"}')],
        2,
        lambda t: f"{t / 'bad.json'}: not JSON: not UTF-8 at byte 7 (invalid start byte)",
    ),
    "context lint, a device that never ends (read up to the limit)": (
        lambda _: ["context", "lint", "/dev/zero"],
        2,
        lambda _: "/dev/zero: more than the 1048576-byte limit",
    ),
    "firewall lint": (
        lambda t: ["firewall", "lint", str(t / "no-policies")],
        2,
        lambda t: f"{t / 'no-policies'}",
    ),
    "firewall check": (
        lambda t: [
            *("firewall", "check", str(Path(__file__).parents[1] / "l9_snl/firewall/examples")),
            *("--from", "clerk", "--message", str(t / "none.json")),
        ],
        2,
        lambda t: f"{t / 'none.json'}: no such file",
    ),
    "firewall check, a message that never ends (read up to the limit)": (
        lambda _: [
            *("firewall", "check", str(EXAMPLES), "--from", "clerk", "--message", "/dev/zero"),
        ],
        2,
        lambda _: "/dev/zero: more than the 1048576-byte limit",
    ),
    "firewall check, a performative that is none": (
        lambda t: [
            *("firewall", "check", str(EXAMPLES), "--from", "clerk", "--message"),
            _written(
                t / "m.json",
                '{"performative": 5, "ontology": "urn:contexts:travel:v2.1", "content": {}}',
            ),
        ],
        2,
        lambda t: f"{t / 'm.json'}: performative 5: not one of REQUEST, AGREE, REFUSE, INFORM",
    ),
    "firewall check, a performative that is a list": (
        lambda t: [
            *("firewall", "check", str(EXAMPLES), "--from", "clerk", "--message"),
            _written(t / "m.json", '{"performative": [], "content": {}}'),
        ],
        2,
        lambda t: f"{t / 'm.json'}: performative []: not one of REQUEST",
    ),
    "gateway": (
        lambda t: ["gateway", str(t / "no-policies"), "--upstream", "127.0.0.1:1"],
        2,
        lambda t: f"{t / 'no-policies'}",
    ),
    "gateway, no certificate file": (
        lambda t: _gateway("--cert", str(t / "nope.pem"), "--key", str(t / "nope.key")),
        2,
        lambda t: f"--cert {t / 'nope.pem'}: no such file",
    ),
    "gateway, a key not its certificate's": (
        lambda t: _gateway("--cert", str(_pki(t) / "server.pem"), "--key", str(t / "pki/ca.key")),
        2,
        _not_its_key,
    ),
    "gateway, a key not its certificate's, in its file": (
        lambda t: ["gateway", "--config", str(_gateway_file(t, "[listen]\n" + _mismatched(t)))],
        2,
        lambda t: f"{t / 'g.toml'}: {_not_its_key(t, '[listen] cert', '[listen] key')}",
    ),
    "gateway, a CA file that is no certificate": (
        lambda t: _gateway("--upstream-ca", str(_gateway_file(t).with_name("h.py"))),
        2,
        lambda t: f"--upstream-ca {t / 'h.py'}: holds no PEM certificate",
    ),
    "gateway, an agent's CA file that is no certificate, in its file": (
        lambda t: [
            "gateway",
            "--config",
            str(_gateway_file(t, '[upstream_tls.airline]\nca = "h.py"\n')),
        ],
        2,
        lambda t: (
            f"{t / 'g.toml'}: [upstream_tls.airline] ca = {t / 'h.py'}: holds no PEM certificate"
        ),
    ),
    "gateway, a minimum that names no context": (
        lambda _: _gateway("--minimum", "bad name!=v2.0"),
        2,
        lambda _: "--minimum 'bad name!=v2.0': [invalid_urn] 'bad name!' is not a context name",
    ),
    "gateway, a minimum that names no context, in its file": (
        lambda t: [
            "gateway",
            "--config",
            str(_gateway_file(t, 'minimums = { "bad name!" = "v2.0" }\n')),
        ],
        2,
        lambda t: f"{t / 'g.toml'}: [gateway] minimums: 'bad name!' = 'v2.0': [invalid_urn]",
    ),
    "gateway, --reload-interval beside its file": (
        lambda t: ["gateway", "--config", str(_gateway_file(t)), "--reload-interval", "1"],
        2,
        lambda t: f"{t / 'g.toml'}: --reload-interval: give options or --config, not both",
    ),
    "gateway, --allow-unknown-contexts beside its file": (
        lambda t: ["gateway", "--config", str(_gateway_file(t)), "--allow-unknown-contexts"],
        2,
        lambda t: f"{t / 'g.toml'}: --allow-unknown-contexts: give options or --config, not both",
    ),
    "gateway, nothing": (lambda _: ["gateway"], 2, lambda _: "give POLICIES and --upstream"),
    "gateway, both": (
        lambda t: ["gateway", "--config", str(t / "g.toml"), "--upstream", "127.0.0.1:1"],
        2,
        lambda t: f"{t / 'g.toml'}: --upstream: give options or --config, not both",
    ),
    "gateway, an agent's file": (
        lambda t: ["gateway", "--config", str(_agent_folder(t, typo=False))],
        2,
        lambda t: f"{t / 'agent.toml'}: role = 'agent': `ioa gateway` needs a gateway's",
    ),
    "adol": (
        lambda t: ["adol", "listing", str(t / "tools.json")],
        2,
        lambda t: f"{t / 'tools.json'}",
    ),
    # one loader for every adol command: each refuses alike
    **_each_adol_command("NaN in the tools", NAN_TOOL, "not JSON: unexpected character"),
    **_each_adol_command(
        "a tool name given twice", TWICE, "tool name 'a' is given twice (entries 0 and 2)"
    ),
    "adol eval, NaN in the requests": (
        lambda t: [
            *_adol(t, "eval", '[{"name": "a"}]'),
            _queries(t, '[{"query": "x", "expected": ["a"], "weight": NaN}]'),
        ],
        2,
        lambda t: f"{t / 'q.json'}: not JSON: unexpected character",
    ),
    "adol select, a tag no tool carries": (
        lambda _: ["adol", "select", str(TOOLS_72), "--query", "x", "--tag", "nosuchtag"],
        2,
        lambda _: (
            f"--tag: no tool in {TOOLS_72} carries the tag 'nosuchtag' (its 72 tags: alert, "
            "all, all_notification_read, and, and_submit_pull_request_review, branch, branche, "
            "by, code, code_scanning_alert, comment, comment_to_pending_review, ... 60 more)"
        ),
    ),
    "adol select, tags no tool carries beside one that is carried": (
        lambda t: [
            *_adol(t, "select", '[{"name": "a", "tags": ["x"]}]', "--method", "tags"),
            *("--tag", "x", "--tag", "y", "--tag", "z", "--tag", "y"),
        ],
        2,
        lambda t: (
            f"--tag: no tool in {t / 'tools.json'} carries any of the tags 'y', 'z' (its 1 tag: x)"
        ),
    ),
    "adol listing, a file past the limit": (
        lambda t: ["adol", "listing", _written(t / "big.json", "[" + " " * (8 << 20) + "]")],
        2,
        lambda t: f"{t / 'big.json'}: more than the 8388608-byte limit",
    ),
    "adol eval, a device that never ends (read up to the limit)": (
        lambda _: ["adol", "eval", str(TOOLS_72), "/dev/zero"],
        2,
        lambda _: "/dev/zero: more than the 8388608-byte limit",
    ),
    "adol select, a device that never ends": (
        lambda _: ["adol", "select", "/dev/zero", "--query", "x"],
        2,
        lambda _: "/dev/zero: more than the 8388608-byte limit",
    ),
    "interop": (
        lambda t: ["interop", "run", "http://127.0.0.1:1", "--identity", str(t / "kit.id")],
        2,
        lambda t: f"{t / 'kit.id'}:",
    ),
    "agent key, a device that never ends (read up to the limit)": (
        lambda _: ["agent", "key", "/dev/zero"],
        2,
        lambda _: "/dev/zero: more than the 65536-byte limit",
    ),
    "interop, an identity that never ends": (
        lambda _: ["interop", "run", "http://127.0.0.1:1", "--identity", "/dev/zero"],
        2,
        lambda _: "/dev/zero: more than the 65536-byte limit",
    ),
    "authority publish, a token file that never ends": (
        lambda _: [
            *("authority", "publish", str(TRAVEL_20), "--url", "http://127.0.0.1:1"),
            *("--token-file", "/dev/zero"),
        ],
        2,
        lambda _: "/dev/zero: more than the 4096-byte limit",
    ),
    "authority publish, an empty token file": (
        lambda t: [
            *("authority", "publish", str(TRAVEL_20), "--url", "http://127.0.0.1:1"),
            *("--token-file", _written(t / "token", " \n")),
        ],
        2,
        lambda t: f"--token-file {t / 'token'}: holds no token",
    ),
    "authority publish, a token file that is not text": (
        lambda t: [
            *("authority", "publish", str(TRAVEL_20), "--url", "http://127.0.0.1:1"),
            *("--token-file", _written_bytes(t / "token", b"\xff\xfe")),
        ],
        2,
        lambda t: f"--token-file {t / 'token'}: not UTF-8 text",
    ),
    "authority publish, a context that never ends": (
        lambda _: ["authority", "publish", "/dev/zero", "--url", "http://127.0.0.1:1"],
        2,
        lambda _: "/dev/zero: more than the 1048576-byte limit",
    ),
    "firewall check, a context that never ends": (
        lambda t: [
            *("firewall", "check", str(EXAMPLES), "--from", "clerk", "--context", "/dev/zero"),
            *("--message", _written(t / "m.json", '{"performative": "INFORM", "content": {}}')),
        ],
        2,
        lambda _: "/dev/zero: more than the 1048576-byte limit",
    ),
    "authority": (
        lambda t: ["authority", "status", "--db", str(_bogus_db(t))],
        2,
        lambda _: "error",
    ),
    "authority serve, admins nobody can verify": (
        lambda t: _authority_serve(t, "--admin-identity", "ops"),
        2,
        lambda _: "--admin-identity needs --client-ca to verify them",
    ),
    "authority serve, a client CA that is not there": (
        lambda t: _authority_serve(t, *_tls_options(t), "--client-ca", str(t / "nope.pem")),
        2,
        lambda t: f"--client-ca {t / 'nope.pem'}: no such file",
    ),
    "authority serve, a client CA without TLS": (
        lambda t: _authority_serve(t, "--client-ca", str(_pki(t) / "ca.pem")),
        2,
        lambda _: "--client-ca needs --tls-cert",
    ),
    "authority serve, an issuer that is no URL": (
        lambda t: _authority_serve(t, "--authz-issuer", "not a url"),
        2,
        lambda _: "--authz-issuer: 'not a url': expected http(s)://HOST[:PORT][/PATH]",
    ),
    "authority serve, a host that is none": (
        lambda t: _authority_serve(t, "--host", "not a host"),
        2,
        lambda _: "--host: 'not a host' is not an IP address or a host name",
    ),
    "authority serve, plain HTTP off loopback unasked": (
        lambda t: _authority_serve(t, "--host", "192.0.2.1"),  # TEST-NET-1: never listened on
        2,
        lambda _: (
            "--host: would serve without TLS on 192.0.2.1: give --tls-cert and --tls-key, "
            "or --cleartext if that is meant"
        ),
    ),
    "authority serve, a key not the certificate's": (
        lambda t: _authority_serve(
            t, "--tls-cert", str(_pki(t) / "server.pem"), "--tls-key", str(t / "pki" / "ca.key")
        ),
        2,
        lambda t: (
            f"{t / 'pki' / 'server.pem'}, {t / 'pki' / 'ca.key'} (--tls-cert/--tls-key): "
            "cannot be used for TLS"
        ),
    ),
    "authority serve, no database": (
        lambda t: ["authority", "serve", "--db", str(t / "none.db"), "--port", "0"],
        2,
        lambda t: f"--db {t / 'none.db'}: no authority database there (run `ioa authority init`)",
    ),
    "mcp-proxy": (lambda _: ["mcp-proxy"], 2, lambda _: "no upstream command"),
    "agent serve, --port beside its file": (
        lambda t: ["agent", "serve", "--port", "5", str(_agent_folder(t, typo=False))],
        2,
        lambda t: (
            f"--host and --port go with --reference ({t / 'agent.toml'} says where in [listen])"
        ),
    ),
    "agent serve, --a2a not HOST:PORT (before anything listens)": (
        lambda _: ["agent", "serve", "--reference", "--a2a", "127.0.0.1:70000"],
        2,
        lambda _: "--a2a '127.0.0.1:70000': expected HOST:PORT (a port from 0 to 65535)",
    ),
    "agent serve, the A2A bridge's limits without --a2a": (
        lambda _: [
            "agent",
            "serve",
            "--reference",
            "--header-timeout",
            "3",
            "--max-connections",
            "4",
        ],
        2,
        lambda _: "--max-connections, --header-timeout need --a2a (the A2A bridge's)",
    ),
    "interop, port 0": (
        lambda _: ["interop", "run", "http://127.0.0.1:0"],
        2,
        lambda _: "port 0 cannot be connected to",
    ),
    "interop, a CA file that is not there (not the connection blamed)": (
        lambda t: ["interop", "run", "--ca", str(t / "nope.pem"), "https://127.0.0.1:1"],
        2,
        lambda t: f"--ca {t / 'nope.pem'}: no such file",
    ),
    "interop, a report in no folder (said before the run, not after it)": (
        lambda t: ["interop", "run", "--html", str(t / "no" / "r.html"), "http://127.0.0.1:1"],
        2,
        lambda t: f"--html {t / 'no' / 'r.html'}: no such directory",
    ),
    "config check, a name with markup and an emoji code": (
        lambda t: ["config", "check", str(t / "a[bold]b[/]:x:.toml")],
        2,
        lambda t: f"{t / 'a[bold]b[/]:x:.toml'}: ",
    ),
}


def _empty_file(path: Path) -> None:
    path.write_bytes(b"")


def _another_database(path: Path) -> None:
    import sqlite3  # noqa: PLC0415

    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total INTEGER)")
        db.execute("INSERT INTO invoices (total) VALUES (42)")
        db.commit()


@pytest.mark.parametrize("make", [_empty_file, _another_database], ids=["empty", "another"])
@pytest.mark.parametrize("command", ["authority status", "authority serve", "config check"])
def test_a_file_that_is_no_authority_database_is_refused_and_left_as_it_was(
    make: Callable[[Path], None], command: str, tmp_path: Path
) -> None:
    # Each of these opened the store, which wrote the authority's eleven tables (and the
    # WAL journal mode) into the file before finding it held no authority.
    db = tmp_path / "authority.db"
    make(db)
    before = db.read_bytes()
    config = tmp_path / "authority.toml"
    config.write_text('role = "authority"\n[service]\ndb = "authority.db"\n[listen]\nport = 0\n')
    argv = {
        "authority status": ["authority", "status", "--db", str(db)],
        "authority serve": ["authority", "serve", "--db", str(db), "--port", "0"],
        "config check": ["config", "check", str(config)],
    }[command]
    code, out, err = run_split(argv)
    assert code == 2, (out, err)
    assert "not an authority database" in out + err
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["authority.db", "authority.toml"]


def test_context_lint_reads_a_pipe() -> None:
    # `cat doc.json | ioa context lint /dev/stdin`: a pipe says no size; it is read.
    from contexts.builtin import builtin  # noqa: PLC0415

    done = subprocess.run(
        [sys.executable, "-m", "ioa", "context", "lint", "/dev/stdin"],
        input=builtin("urn:contexts:travel:v2.1").canonical,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def _fed_forever(fifo: Path) -> threading.Thread:
    """A thread writing to `fifo` until its reader goes (or `_release` ends the wait)."""

    def feed() -> None:
        with contextlib.suppress(BrokenPipeError), fifo.open("wb") as stream:
            while True:
                stream.write(b" " * 65536)

    thread = threading.Thread(target=feed, daemon=True)
    thread.start()
    return thread


def _release(fifo: Path) -> None:
    """Open and close `fifo`'s reading end: a writer still waiting for a reader stops."""
    os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))


def _at_most_2_gib() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


@pytest.mark.parametrize("command", ["listing", "select", "eval"])
def test_an_adol_file_fed_without_end_is_read_up_to_the_limit(command, tmp_path: Path) -> None:
    # `ioa adol` read its files whole: a pipe that never ends grew the process without
    # end. The child may not pass 2 GiB of address space, so that a regression fails
    # here (a MemoryError) rather than on the machine.
    fifo = tmp_path / "endless.json"
    os.mkfifo(fifo)
    files = [str(TOOLS_72), str(fifo)] if command == "eval" else [str(fifo)]
    more = ["--query", "x"] if command == "select" else []
    feeder = _fed_forever(fifo)
    try:
        done = subprocess.run(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "adol", command, *files, *more],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            preexec_fn=_at_most_2_gib,
        )
    finally:
        _release(fifo)
        feeder.join(timeout=30)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == f"error: {fifo}: more than the 8388608-byte limit"


@pytest.mark.parametrize(
    "name", ["x/../../outside", "../outside", "..", "a\\b", "a\nb", "", "agént"]
)
def test_tls_client_names_stay_in_the_folder_and_nothing_is_written(name, tmp_path):
    # `--client x/../../outside` wrote outside.pem and outside.key two folders up.
    folder = tmp_path / "a" / "pki"
    (folder / "client-x").mkdir(parents=True)
    code, out, err = run_split(["tls", "init", str(folder), "--client", name])
    assert code == 2, (out, err)
    assert f"--client {name!r}: " in err
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["a", "client-x", "pki"]


def test_tls_client_names_are_agent_ids_and_the_library_refuses_a_path_too(tmp_path):
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    # agent ids hold `:`, `@` and `+`: names `tls init` took before and must still take
    names = ["ops@acme", "urn:agent:x", "a+b", "_svc"]
    code, out, err = run_split(
        ["tls", "init", str(tmp_path / "pki"), *(f"--client={n}" for n in names)]
    )
    assert code == 0, (out, err)
    for name in names:
        assert (tmp_path / "pki" / f"client-{name}.pem").is_file()
    with pytest.raises(ValueError, match=re.escape("client name 'x/../../outside'")):
        write_dev_pki(tmp_path / "lib" / "a" / "pki", clients=("x/../../outside",))
    assert not (tmp_path / "lib").exists()


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["agent", "serve", "--reference", "--port", "70000"], "is not a port (0, any free"),
        (["agent", "serve", "--reference", "--port", "-1"], "is not a port"),
        (["authority", "serve", "--db", "a.db", "--port", "65536"], "is not a port"),
        # 100,000 root keys ran for minutes
        (["authority", "init", "--db", "a.db", "--id", "x", "--root-keys", "100000"], "1 to 32"),
        (["authority", "rotate", "--db", "a.db", "targets", "--keys", "0"], "1 to 32"),
        # a negative interval spun, NaN failed later with "cannot convert float NaN"
        (["authority", "serve", "--db", "a.db", "--resign-interval", "-5"], "seconds from 0.01"),
        (["authority", "serve", "--db", "a.db", "--resign-interval", "nan"], "seconds from 0.01"),
        ([*_gateway("--reload-interval", "inf")], "is not a number of seconds from 0.01"),
        ([*_gateway("--reload-interval", "-1")], "is not a number of seconds from 0.01"),
        ([*_gateway("--reload-interval", "1e-300")], "is not a number of seconds from 0.01"),
        (["agent", "serve", "--reference", "--port", "\u0661"], "is not a port"),
    ],
)
def test_a_number_out_of_range_is_refused_by_its_option(argv, says, tmp_path: Path) -> None:
    # An int alone took 70000 (the socket layer listened on 70000 - 65536 = 4464) and -1.
    done = _ioa(*argv, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert f"argument {argv[-2]}: '{argv[-1]}' is not a" in done.stderr
    assert says in done.stderr
    assert not (tmp_path / "a.db").exists()


@pytest.mark.parametrize("name", list(CASES))
def test_an_error_is_one_line_on_stderr(name: str, tmp_path: Path) -> None:
    argv, status, says = CASES[name]
    arguments = argv(tmp_path)
    code, out, err = run_split(arguments)
    assert code == status, (out, err)
    assert out == "", out  # nothing on stdout: a script reading it gets no error text
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert says(tmp_path) in lines[0], lines[0]
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (
            lambda t: ["authority", "publish", str(t / "none.json"), "--url", "http://127.0.0.1:1"],
            lambda t: f"error {t / 'none.json'}: no such file",
        ),
        (
            lambda t: ["authority", "publish", str(t), "--url", "http://127.0.0.1:1"],
            lambda t: f"error {t}: is a directory, not a file",
        ),
        (
            lambda t: [
                *("authority", "publish", str(TRAVEL_20), "--url", "http://127.0.0.1:1"),
                *("--token-file", str(t / "none")),
            ],
            lambda t: f"error {t / 'none'}: no such file",
        ),
        (
            lambda t: [
                *("authority", "publish", str(TRAVEL_20), "--url", "http://127.0.0.1:1"),
                *("--token-file", _written(t / "token", "")),
            ],
            lambda t: f"error --token-file {t / 'token'}: holds no token",
        ),
    ],
    ids=["no context file", "a folder", "no token file", "an empty token file"],
)
def test_a_file_publish_cannot_read_is_named_once_and_no_other_is_blamed(argv, line, tmp_path):
    # review: read_limited's errors name the file, and the report named it again; a token
    # file's fault was reported as the first context file's (`"file"` in --json too)
    code, out, err = run_split(argv(tmp_path))
    assert (code, out, err.strip()) == (2, "", line(tmp_path))
    code, out, _ = run_split([*argv(tmp_path), "--json"])
    report = json.loads(out)
    assert (code, report["ok"], "file" in report) == (2, False, False), report
    assert report["message"] == line(tmp_path).removeprefix("error "), report


def test_publish_reads_a_token_from_a_pipe_once_for_every_file(monkeypatch) -> None:
    # review: the token was read again for each context file; a pipe's second read was empty
    from ioa import authority_cli  # noqa: PLC0415

    tokens: list[str | None] = []

    class Admin:
        def __init__(self, url: str, *, token: str | None = None) -> None:
            tokens.append(token)
            self.url = url

        def publish(self, data: bytes) -> dict[str, str]:
            return {"summary": f"published {len(data)} bytes"}

    monkeypatch.setattr(authority_cli, "AdminClient", Admin)
    read, write = os.pipe()
    os.write(write, b"t0ken\n")
    os.close(write)
    try:
        argv = ["authority", "publish", str(TRAVEL_20), str(TRAVEL_20.with_name("v2.1.json"))]
        argv += ["--url", "http://127.0.0.1:1", "--token-file", f"/dev/fd/{read}"]
        code, out, err = run_split(argv)
    finally:
        os.close(read)
    assert (code, err) == (0, ""), err
    assert out.count("published") == 2
    assert tokens == ["t0ken"]


def test_firewall_lint_findings_are_its_answer_on_stdout(tmp_path: Path) -> None:
    (tmp_path / "bad.cedar").write_text("permit (principal, action, resource) when { 1 + };\n")
    code, out, err = run_split(["firewall", "lint", str(tmp_path)])
    assert code == 1  # the answer is "no": findings, not a failure to run
    assert "bad.cedar" in out
    assert err == ""


def test_a_json_error_stays_on_stdout_as_json(tmp_path: Path) -> None:
    code, out, err = run_split(["context", "lint", str(tmp_path / "none.json"), "--json"])
    assert code == 2
    assert json.loads(out)["error"].startswith(str(tmp_path / "none.json"))
    assert err == ""


@pytest.mark.parametrize(
    "argv",
    [
        ["config", "check", "{folder}/none.toml"],
        ["context", "digest", "{folder}/none.json"],
        ["firewall", "lint", "{folder}/none"],
    ],
)
def test_in_a_process_the_error_is_on_the_real_stderr(argv: list[str], tmp_path: Path) -> None:
    arguments = [a.format(folder=tmp_path) for a in argv]
    done = _ioa(*arguments)
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert str(tmp_path / "none") in line


def test_a_gateway_reload_is_said_on_stdout_and_one_that_failed_only_in_the_log() -> None:
    """The watcher logs a failed reload (a JSON line when stderr is no terminal): said once."""
    import io  # noqa: PLC0415

    from rich.console import Console  # noqa: PLC0415

    from ioa.gateway import say_reload  # noqa: PLC0415
    from l9_snl.firewall.aio import Reload  # noqa: PLC0415

    out = io.StringIO()
    console = Console(file=out, width=200)
    say_reload(console, Reload(loaded=True, digest="sha256:1"))
    say_reload(console, Reload(loaded=False, digest="sha256:1", error="p.cedar: [x]"))
    assert out.getvalue() == "policies reloaded: sha256:1\n"


def test_the_gateway_names_the_port_it_cannot_listen_on() -> None:
    import socket  # noqa: PLC0415

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = _ioa("--log-format", "text", *_gateway("--listen", f"127.0.0.1:{port}"))
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert f"cannot listen on 127.0.0.1:{port} (--listen): Address already in use" in line
    assert "Errno" not in line


def test_authority_serve_options_take_plain_http_off_loopback_when_asked(tmp_path: Path) -> None:
    from ioa.authority_serve import check_serve_options  # noqa: PLC0415
    from ioa.cli import build_parser  # noqa: PLC0415

    argv = _authority_serve(tmp_path, "--host", "192.0.2.1")  # TEST-NET-1: checked, not bound
    with pytest.raises(ConfigFileError, match="or --cleartext if that is meant"):
        check_serve_options(build_parser(argv).parse_args(argv))
    asked = [*argv, "--cleartext"]
    check_serve_options(build_parser(asked).parse_args(asked))  # no error


def test_the_authority_names_the_port_it_cannot_listen_on(tmp_path: Path) -> None:
    import socket  # noqa: PLC0415

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        argv = _authority_serve(tmp_path)[:-2]  # without `--port 0`
        code, out, err = run_split([*argv, "--port", str(port)])
    assert code == 2, (out, err)
    [line] = err.strip().splitlines()
    assert f"cannot listen on 127.0.0.1:{port} (--host/--port): " in line, line
    assert "address already in use" in line.lower()


def _agent_serving_with(tmp_path: Path, pki: DevPki) -> Path:
    """An agent file (a fresh identity, travel v2.1) listening on TLS with `pki`'s server pair."""
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    (tmp_path / "airline.identity").write_bytes(
        AgentIdentity.generate("airline").to_private_bytes()
    )
    (tmp_path / "airline.identity").chmod(0o600)  # as `ioa agent init` writes it
    path = tmp_path / "agent.toml"
    path.write_text(
        '[agent]\nidentity = "airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
        f'[listen]\nport = 0\ncert = "{pki.server_cert}"\nkey = "{pki.server_key}"\n'
    )
    return path


def test_the_gateway_and_the_authority_refuse_an_expired_certificate(tmp_path: Path) -> None:
    import datetime as dt  # noqa: PLC0415

    from test_authority_service import make_store  # noqa: PLC0415

    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    old = write_dev_pki(tmp_path / "old", days=30, now=dt.datetime.now(dt.UTC) - dt.timedelta(40))
    make_store(tmp_path / "authority.db").close()
    policies = str(Path(__file__).parents[1] / "l9_snl/firewall/examples")
    for argv in (
        ["gateway", policies, "--upstream", "127.0.0.1:1", "--cert", str(old.server_cert),
         "--key", str(old.server_key)],
        ["authority", "serve", "--db", str(tmp_path / "authority.db"), "--port", "0",
         "--tls-cert", str(old.server_cert), "--tls-key", str(old.server_key)],
    ):  # fmt: skip
        done = subprocess.run(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "--log-format", "text", *argv],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 2, done.stderr
        assert done.stdout == ""
        [line] = done.stderr.strip().splitlines()
        assert f"{old.server_cert}: the certificate expired at" in line


def test_the_gateway_warns_of_a_certificate_near_its_end(tmp_path: Path) -> None:
    from ioa.interop.reference import reference_process  # noqa: PLC0415
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    soon = write_dev_pki(tmp_path / "soon", days=2)
    policies = str(Path(__file__).parents[1] / "l9_snl/firewall/examples")
    with reference_process() as url:  # the agent behind it, on 127.0.0.1
        upstream = url.removeprefix("http://")
        gateway = subprocess.Popen(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "--log-format", "text", "gateway", policies,
             "--upstream", upstream, "--cert", str(soon.server_cert),
             "--key", str(soon.server_key)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert gateway.stdout is not None
            assert gateway.stdout.readline().startswith("listening on 127.0.0.1:")  # it serves
        finally:
            gateway.terminate()
            _, err = gateway.communicate(timeout=30)
    assert "gateway: " in err
    assert f"{soon.server_cert} expires at" in err


def test_the_gateway_runs_from_its_config_file(tmp_path: Path) -> None:
    from ioa.interop.reference import reference_process  # noqa: PLC0415

    policies = Path(__file__).parents[1] / "l9_snl/firewall/examples"
    with reference_process() as url:  # the agent behind it, on 127.0.0.1
        upstream = url.removeprefix("http://")
        config = tmp_path / "gateway.toml"
        config.write_text(
            f'role = "gateway"\n[gateway]\npolicies = "{policies}"\nupstream = "{upstream}"\n'
            'minimums = { travel = "v2.0" }\n[listen]\nport = 0\n'
        )
        gateway = subprocess.Popen(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "gateway", "--config", str(config)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert gateway.stdout is not None
            line = gateway.stdout.readline()
        finally:
            gateway.terminate()
            gateway.communicate(timeout=30)
    assert line.startswith("listening on 127.0.0.1:")
    assert f"relaying to {upstream}" in line


def _ioa(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
    )


def test_a_handler_module_with_a_syntax_error_is_one_line_naming_it(tmp_path: Path) -> None:
    config = _agent_folder(tmp_path, typo=False)
    (tmp_path / "broken_handlers.py").write_text("def register(agent):\n    return (\n")
    config.write_text(
        config.read_text().replace("[agent]\n", '[agent]\nhandlers = "broken_handlers"\n')
    )
    done = _ioa("agent", "serve", str(config), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert "handlers = 'broken_handlers'" in line
    assert "Traceback" not in done.stderr
    # with --debug the traceback is there too, for whoever asks
    debug = _ioa("--debug", "agent", "serve", str(config), cwd=tmp_path)
    assert debug.returncode == 2
    assert "handlers = 'broken_handlers'" in debug.stderr


@pytest.mark.parametrize(
    ("module", "source", "says"),
    [
        ("boom_handlers", "raise ValueError('boom')\n", "importing it raised ValueError: boom"),
        ("exits_handlers", "import sys\nsys.exit(0)\n", "importing it raised SystemExit: 0"),
        (
            "bad_register",
            "def register(agent):\n    raise KeyError('bad')\n",
            "its register(agent) raised KeyError: 'bad'",
        ),
        ("not_callable", "register = 5\n", "the module has no register(agent) function"),
        ("../../etc/passwd", "", "not a module name"),
    ],
)
def test_a_handler_module_at_fault_is_named_with_what_it_did(module, source, says, tmp_path):
    # Each was "error: boom" or "'int' object is not callable" (a sys.exit: exit 0, nothing
    # said), naming neither the key nor the module.
    config = _agent_folder(tmp_path, typo=False)
    if source:
        (tmp_path / f"{module}.py").write_text(source)
    config.write_text(config.read_text().replace("[agent]\n", f'[agent]\nhandlers = "{module}"\n'))
    done = _ioa("agent", "serve", str(config), cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    [line] = done.stderr.strip().splitlines()
    assert f"{config}: [agent] handlers = {module!r}: {says}" in line


def test_agent_serve_help_says_where_the_file_format_is() -> None:
    helped = _ioa("agent", "serve", "--help")
    assert helped.returncode == 0
    assert "docs/config.md" in helped.stdout
    assert "ioa config check" in helped.stdout


def test_the_package_says_one_version_its_licence_and_its_pythons() -> None:
    import tomllib  # noqa: PLC0415
    from importlib import metadata  # noqa: PLC0415

    import ioa  # noqa: PLC0415

    root = Path(__file__).parents[1]
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    assert ioa.__version__ == project["version"] == metadata.version("ioa-stack")
    assert _ioa("--version").stdout.strip().endswith(project["version"])
    assert project["license"] == "Apache-2.0"
    assert "LICENSE" in project["license-files"]
    assert (root / "LICENSE").read_text().startswith(("Apache License", "\n", " "))
    assert (root / "CHANGELOG.md").read_text().startswith("# Changelog")
    versions = {c.rsplit(" :: ", 1)[1] for c in project["classifiers"] if "Python :: 3." in c}
    assert {"3.11", "3.12", "3.13"} <= versions


def test_agent_serve_names_the_key_of_an_expired_certificate(tmp_path: Path) -> None:
    """As `config check` does: the file, `[listen] cert` and the certificate, exit 2."""
    import datetime as dt  # noqa: PLC0415

    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    old = write_dev_pki(tmp_path / "old", days=30, now=dt.datetime.now(dt.UTC) - dt.timedelta(40))
    path = _agent_serving_with(tmp_path, old)
    done = _ioa("--log-format", "text", "agent", "serve", str(path))
    assert done.returncode == 2, done.stderr
    [line] = done.stderr.strip().splitlines()
    assert f"{path}: [listen] cert = {old.server_cert}: the certificate expired at" in line


def test_agent_serve_warns_once_of_a_certificate_near_its_end(tmp_path: Path) -> None:
    """Checked before serving (an expired one refused, naming its key) and warned of once,
    when the agent starts: not once by the check and again by the agent."""
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    soon = write_dev_pki(tmp_path / "soon", days=2)
    path = _agent_serving_with(tmp_path, soon)
    agent = subprocess.Popen(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa", "--log-format", "text", "agent", "serve", str(path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert agent.stdout is not None
        assert "listening on 127.0.0.1:" in agent.stdout.readline()  # it serves
    finally:
        agent.terminate()
        _, err = agent.communicate(timeout=30)
    assert err.count(f"{soon.server_cert} expires at") == 1, err
