"""The `ioa` command itself: lazy start-up, `python -m ioa`, `tls init`'s refusals."""

from __future__ import annotations

import argparse
import json
import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from test_demo import run, run_split

from ioa import cli
from ioa.interop.reference import reference_process
from l9_snl.identity import AgentIdentity


def test_version_and_help_import_no_command_module() -> None:
    probe = (
        "import sys, contextlib, io\n"
        "from ioa.cli import main, COMMANDS\n"
        "for argv in (['--version'], ['--help']):\n"
        "    with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
        "        main(argv)\n"
        "print(sorted(m for m in {e[1] for e in COMMANDS.values()} | {'ioa.demo'} "
        "if m in sys.modules))\n"
    )
    done = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert json.loads(done.stdout.replace("'", '"')) == []


def test_a_command_imports_its_own_module_only() -> None:
    parser = cli.build_parser(["adol", "listing", "x.json"])
    args = parser.parse_args(["adol", "listing", "x.json"])
    assert args.command == "adol"
    with pytest.raises(SystemExit):  # the stubs of the others take no arguments
        parser.parse_args(["agent", "serve", "x.toml"])


def test_the_listed_help_of_each_command_is_its_modules() -> None:
    full = cli.build_parser()  # every module imported
    [action] = [a for a in full._actions if isinstance(a, argparse._SubParsersAction)]
    helps = {choice.dest: choice.help for choice in action._choices_actions}
    for name, (text, *_rest) in cli.COMMANDS.items():
        assert helps[name] == text, name


def test_python_dash_m_ioa_is_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ioa", "--version"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.startswith("ioa-stack ")


def test_tls_init_never_overwrites_a_ca_and_refuses_a_validity_that_is_not_positive(
    tmp_path: Path,
) -> None:
    for days in ("0", "-1"):
        target = tmp_path / f"pki{days}"
        status, out = run(["tls", "init", str(target), "--days", days])
        assert status == 2
        assert "from 1 to 36500 days" in out
        assert not target.exists()  # nothing written, not even the directory
    target = tmp_path / "pki"
    assert run(["tls", "init", str(target)])[0] == 0
    ca = (target / "ca.pem").read_bytes()
    status, out = run(["tls", "init", str(target)])
    assert status == 2
    assert "ca.pem exists" in out
    assert (target / "ca.pem").read_bytes() == ca
    assert run(["tls", "init", str(target), "--force"])[0] == 0
    assert (target / "ca.pem").read_bytes() != ca


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def test_tls_init_force_writes_keys_0600_and_replaces_a_symlink_not_its_target(
    tmp_path: Path,
) -> None:
    # outside attack, finding 2: the old mode was kept and the key written through the link
    target = tmp_path / "pki"
    assert run(["tls", "init", str(target)])[0] == 0
    (target / "server.key").chmod(0o644)  # restored from a backup, copied with a plain cp
    precious = tmp_path / "precious.txt"
    precious.write_text("precious\n")
    precious.chmod(0o644)
    (target / "ca.key").unlink()
    (target / "ca.key").symlink_to(precious)
    assert run(["tls", "init", str(target), "--force"])[0] == 0
    assert _mode(target / "server.key") == 0o600
    assert _mode(target / "ca.key") == 0o600
    assert not (target / "ca.key").is_symlink()  # the link itself replaced
    assert b"PRIVATE KEY" in (target / "ca.key").read_bytes()
    assert precious.read_text() == "precious\n"  # what it pointed at untouched
    assert _mode(precious) == 0o644
    assert not [p.name for p in target.iterdir() if p.name.startswith(".")]  # no temporaries


def test_tls_init_counts_a_dangling_symlink_as_existing(tmp_path: Path) -> None:
    # outside attack, finding 2: a dangling ca.key "did not exist": the key went where it pointed
    target = tmp_path / "pki"
    target.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (target / "ca.key").symlink_to(elsewhere / "stolen.key")
    status, out = run(["tls", "init", str(target)])
    assert status == 2
    assert "ca.key exists" in out
    assert list(elsewhere.iterdir()) == []
    assert sorted(p.name for p in target.iterdir()) == ["ca.key"]  # nothing written
    assert run(["tls", "init", str(target), "--force"])[0] == 0
    assert list(elsewhere.iterdir()) == []
    assert not (target / "ca.key").is_symlink()


def test_tls_init_sets_its_modes_whatever_the_umask(tmp_path: Path) -> None:
    # outside attack, finding 13: under umask 000 the folder was 0777 and certificates 0666
    target = tmp_path / "a" / "b" / "pki"  # the folders above it too (a review)
    previous = os.umask(0)
    try:
        assert run(["tls", "init", str(target), "--client", "traveller"])[0] == 0
    finally:
        os.umask(previous)
    for made in (tmp_path / "a", tmp_path / "a" / "b", target):
        assert _mode(made) == 0o700, made
    modes = {path.name: _mode(path) for path in target.iterdir()}
    assert modes == {
        "ca.pem": 0o644,
        "ca.key": 0o600,
        "server.pem": 0o644,
        "server.key": 0o600,
        "client-traveller.pem": 0o644,
        "client-traveller.key": 0o600,
    }


def test_tls_init_that_cannot_write_a_key_names_it_and_leaves_no_certificate_of_it(
    tmp_path: Path,
) -> None:
    """A review: with a folder at ca.key, `--force` said `Is a directory: .ca.key.x7 ->
    ca.key` and had already written a new ca.pem whose key was never written."""
    target = tmp_path / "pki"
    target.mkdir()
    (target / "ca.key").mkdir()
    status, _, err = run_split(["tls", "init", str(target), "--force"])
    assert status != 0
    assert f"{target / 'ca.key'}: Is a directory" in err
    assert ".ca.key." not in err
    assert not (target / "ca.pem").exists()
    assert sorted(p.name for p in target.iterdir()) == ["ca.key"]  # no temporary file left


def test_config_check_warns_of_an_identity_others_may_read(tmp_path: Path) -> None:
    # outside attack, finding 15: secrets open to group/others were used without a word
    identity = tmp_path / "airline.identity"
    identity.write_bytes(AgentIdentity.generate("airline").to_private_bytes())
    config = tmp_path / "agent.toml"
    config.write_text(
        '[agent]\nidentity = "airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
    )
    identity.chmod(0o644)
    status, out, err = run_split(["config", "check", str(config)])
    assert status == 0, err  # a warning, not an error: existing setups keep working
    assert "ok: agent airline" in out
    assert err.strip() == (
        f"warning {identity}: unprotected private file: group or others may use it "
        f"(mode 0644); chmod 600 {identity}"
    )
    status, out, _ = run_split(["config", "check", "--json", str(config)])
    assert status == 0
    assert json.loads(out)["warnings"] == [err.strip().removeprefix("warning ")]
    identity.chmod(0o600)
    assert run_split(["config", "check", str(config)])[2] == ""


def test_a_tls_key_and_an_authority_database_others_may_read_are_warned_of(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # outside attack, finding 15: --tls-key / [listen] key and the authority database
    from test_authority_service import make_store  # noqa: PLC0415

    from authority.sqlite_store import SqliteStore  # noqa: PLC0415
    from ioa.tls_files import NamedFile, server_context  # noqa: PLC0415
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    pki = write_dev_pki(tmp_path / "pki")
    pki.server_key.chmod(0o640)
    make_store(tmp_path / "a.db").close()
    (tmp_path / "a.db").chmod(0o644)
    with caplog.at_level(logging.WARNING, logger="l7_transport.files"):
        server_context(
            NamedFile.option("--cert", pki.server_cert), NamedFile.option("--key", pki.server_key)
        )
        SqliteStore(tmp_path / "a.db").close()
    assert [r.getMessage().split(": unprotected")[0] for r in caplog.records] == [
        str(pki.server_key),
        str(tmp_path / "a.db"),
    ]
    assert "(mode 0640)" in caplog.records[0].getMessage()


def test_an_authority_token_file_others_may_read_is_warned_of(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # the admin token is a secret like a key: --token-file was read whatever its mode
    from ioa.authority_cli import read_token_file  # noqa: PLC0415

    token = tmp_path / "token"
    token.write_text("  s3cr3t-token\n")
    token.chmod(0o644)
    with caplog.at_level(logging.WARNING, logger="l7_transport.files"):
        assert read_token_file(token) == "s3cr3t-token"
    warned = f"{token}: unprotected private file: group or others may use it (mode 0644); "
    assert [r.getMessage() for r in caplog.records] == [f"{warned}chmod 600 {token}"]
    caplog.clear()
    token.chmod(0o600)
    with caplog.at_level(logging.WARNING, logger="l7_transport.files"):
        assert read_token_file(token) == "s3cr3t-token"
    assert caplog.records == []


def test_a_port_in_use_is_one_line_on_stderr_and_exit_2() -> None:
    import socket  # noqa: PLC0415

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        serve = ["agent", "serve", "--reference", "--port", port]
        as_json = subprocess.run(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", *serve],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        as_text = subprocess.run(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "--log-format", "text", *serve],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
    for done in (as_json, as_text):
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
    # not on a terminal, logs (this line too) are JSON lines; asked for text, a plain line
    [record] = [json.loads(line) for line in as_json.stderr.splitlines() if '"error"' in line]
    assert record["message"].startswith("ioa agent: error:")
    assert port in record["message"]
    last = as_text.stderr.strip().splitlines()[-1]
    assert last.startswith("ioa agent: error: ")
    assert port in last


def test_services_log_json_lines_when_not_on_a_terminal(tmp_path: Path) -> None:
    log = tmp_path / "stderr"
    with log.open("w") as stderr, reference_process(stderr=stderr) as url:
        # a stranger's HELLO is refused: the refusal is logged by the side that refuses
        done = subprocess.run(  # noqa: S603 - our own interpreter
            [sys.executable, "-m", "ioa", "interop", "run", url, "--only", "SNL-HELLO-007"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
    errors = log.read_text()
    records = [json.loads(line) for line in errors.splitlines() if line.startswith("{")]
    refusals = [r for r in records if "handshake refused" in r["message"]]
    assert refusals, errors[:2000]
    assert refusals[0]["level"] == "info"
    assert "unknown_peer" in refusals[0]["message"]
    assert "claiming to be 'stranger-" in refusals[0]["message"]  # the peer, as it named itself
    assert {"ts", "level", "logger", "message"} <= set(refusals[0])


def test_structured_records_are_json_members_not_a_string_in_a_line() -> None:
    import io  # noqa: PLC0415
    import logging  # noqa: PLC0415

    from ioa.logs import setup  # noqa: PLC0415
    from l9_snl.firewall.core import log_decision  # noqa: PLC0415

    stream = io.StringIO()
    handler = setup(logging.INFO, "json", stream)
    try:
        log_decision({"decision": "reject", "code": "forbidden", "from": "clerk-2"})
        logging.getLogger("ioa.test").info("plain %s", "text")
    finally:
        logging.getLogger().removeHandler(handler)
    decision, plain = (json.loads(line) for line in stream.getvalue().splitlines())
    assert decision["decision"] == "reject"
    assert decision["code"] == "forbidden"
    assert decision["logger"] == "l9_snl.firewall.decisions"
    assert "message" not in decision
    assert plain["message"] == "plain text"


def test_levels() -> None:
    import logging  # noqa: PLC0415

    from ioa.logs import level_of  # noqa: PLC0415

    assert level_of(0, 0, None, logging.WARNING) == logging.WARNING
    assert level_of(1, 0, None, logging.WARNING) == logging.INFO
    assert level_of(5, 0, None, logging.WARNING) == logging.DEBUG
    assert level_of(0, 2, None, logging.INFO) == logging.ERROR
    assert level_of(3, 0, "error", logging.INFO) == logging.ERROR


def test_piped_output_is_never_wrapped(tmp_path: Path) -> None:
    document = {
        "urn": "urn:contexts:example.wrap:v1.0",
        "title": "Wrap",
        "concepts": {
            "Flight": {
                "type": "object",
                "properties": {"a_rather_long_property_name": {"$ref": "#/$defs/" + "m" * 60}},
            }
        },
    }
    path = tmp_path / "wrap.json"
    path.write_text(json.dumps(document))
    done = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa", "context", "lint", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    [finding] = [line for line in done.stdout.splitlines() if "unresolved_ref" in line]
    assert "m" * 60 in finding  # the whole reference on the one line
    assert len(finding) > 80


def test_an_abbreviated_option_is_refused_not_taken_for_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ioa", "--log-l", "debug", "--version"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "unrecognized arguments: --log-l" in done.stderr or "--log-l" in done.stderr


def test_a2a_off_loopback_in_cleartext_must_be_asked_for() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ioa", "agent", "serve", "--reference", "--a2a", "0.0.0.0:0"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--a2a would serve cleartext" in done.stderr


def test_tls_init_json_is_one_object_on_stdout_either_way(tmp_path: Path) -> None:
    from test_demo import run_split  # noqa: PLC0415

    status, out, err = run_split(
        ["tls", "init", str(tmp_path / "pki"), "--client", "airline", "--json"]
    )
    assert status == 0, err
    document = json.loads(out)
    assert document["ok"] is True
    assert Path(document["ca_cert"]).is_file()
    assert Path(document["clients"]["airline"][0]).is_file()
    status, out, err = run_split(["tls", "init", str(tmp_path / "pki"), "--json"])
    assert status == 2
    assert err == ""
    refused = json.loads(out)
    assert refused["ok"] is False
    assert "--force overwrites" in refused["error"]


@pytest.mark.parametrize("terminal", [True, False], ids=["table", "piped"])
def test_authority_status_prints_a_services_answer_as_text_never_markup(terminal):
    """An outside attack: `ioa authority status --url` printed the service's unsigned
    answer as rich markup: `[/]` in its id exited 1 (MarkupError), `[green]` restyled the
    table, and terminal escapes passed through. Its words are printed as they are."""
    import io  # noqa: PLC0415 - this test only

    from rich.console import Console  # noqa: PLC0415

    from ioa.authority_cli import _print_status  # noqa: PLC0415

    status = {
        "authority": "authority.test[/]",
        "contexts": [
            {
                "urn": "urn:contexts:travel:v2.1\x1b[8m",
                "status": "[green]active[/green]",
                "digest": "sha256:" + "0" * 64,
                "published_at": "2026-01-01T00:00:00Z\u202e",
            }
        ],
    }
    out = io.StringIO()
    console = Console(file=out, force_terminal=terminal, width=200, color_system=None)
    _print_status(status, console)
    text = out.getvalue()
    assert "authority.test[/]" in text
    assert "[green]active[/green]" in text
    assert "\x1b[8m" not in text
    assert "\u202e" not in text
