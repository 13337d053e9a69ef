"""The agent config file (`ioa.config`): validated, every fault named, overridable from the env."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import TypeAdapter, ValidationError
from test_demo import run

from ioa.agent_files import ConfigError, load_config
from ioa.config import ConfigFileError, load_agent_file, reference
from ioa.config.base import ListenHost
from l9_snl.identity import AgentIdentity

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "airline.identity").write_bytes(
        AgentIdentity.generate("airline").to_private_bytes()
    )
    (tmp_path / "airline.identity").chmod(0o600)  # as `ioa agent init` writes it
    (tmp_path / "handlers.py").write_text(
        "async def book(message):\n    return {}\n\n\n"
        "def register(agent):\n    agent.handler('bookFlight')(book)\n"
    )
    return tmp_path


def write(folder: Path, text: str) -> Path:
    path = folder / "agent.toml"
    path.write_text(
        '[agent]\nidentity = "airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n' + text
    )
    return path


def test_the_reference_page_is_generated_from_the_model() -> None:
    assert (ROOT / "docs" / "config.md").read_text() == reference()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('handler = "handlers"\n', "[agent] handler: unknown key (did you mean 'handlers'?)"),
        ('[listen]\nprotcol = "h2"\n', "[listen] protcol: unknown key (did you mean 'protocol'?)"),
        ("[lisen]\nport = 1\n", "unknown section [lisen] (did you mean 'listen'?)"),
        ('[listen]\nprotocol = "h4"\n', "[listen] protocol: Input should be 'h2' or 'h3'"),
        ('[listen]\ncert = "c.pem"\n', "[listen]: cert and key go together"),
        ("[listen]\nport = 70000\n", "[listen] port: Input should be less than or equal to 65535"),
        ('[listen]\nprotocol = "h3"\n', 'protocol = "h3" needs cert and key'),
        ('[listen]\npublic_url = "ht!tp://::"\n', "[listen] public_url: not an agent URL"),
        ('[listen]\npublic_url = "ftp://a.example"\n', "public_url: not an agent URL"),
        ('[listen]\npublic_url = "https://a.example:0"\n', "port 0 cannot be connected to"),
        ('[listen]\npublic_url = "https://a.example:99999"\n', "public_url: not an agent URL"),
        ("[listen]\nretry = true\n", 'retry is QUIC\'s: it needs protocol = "h3"'),
        ('[listen]\nretry = "yes"\n', "[listen] retry: Input should be a valid boolean"),
        # config audit: booleans strictly, no empty module name
        (
            '[semantic]\nquiet_close = "no"\n',
            "[semantic] quiet_close: Input should be a valid boolean",
        ),
        ("[semantic]\nreply_acks = 0\n", "[semantic] reply_acks: Input should be a valid boolean"),
        ('handlers = ""\n', "[agent] handlers: String should have at least 1 character"),
    ],
)
def test_a_fault_is_named_with_its_section_and_key(folder: Path, text: str, expected: str) -> None:
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(write(folder, text), environ={})
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems


def test_every_fault_is_reported_not_only_the_first(folder: Path) -> None:
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(write(folder, 'handler = "x"\n[listen]\nport = -1\nprotcol = "h2"\n'), {})
    assert len(caught.value.problems) == 3


def test_missing_files_are_named(folder: Path) -> None:
    path = write(folder, 'policies = "nope/"\n')
    (folder / "airline.identity").unlink()
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(path, {})
    text = "\n".join(caught.value.problems)
    assert "[agent] identity" in text
    assert "no such file" in text
    assert "[agent] policies" in text


def test_a_path_that_is_not_the_kind_needed_says_what_it_is(folder: Path) -> None:
    # A directory, a loop of links or a device where a file is needed was "no such file".
    (folder / "a-folder").mkdir()
    (folder / "loop-a").symlink_to(folder / "loop-b")
    (folder / "loop-b").symlink_to(folder / "loop-a")
    (folder / "a-file").write_text("")
    text = (
        'policies = "a-file"\n[listen]\ncert = "a-folder"\nkey = "loop-a"\n'
        'client_ca = "/dev/null"\n'
    )
    path = write(folder, text)
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(path, {})
    problems = "\n".join(caught.value.problems)
    assert f"[agent] policies = {folder / 'a-file'}: not a directory" in problems
    assert f"[listen] cert = {folder / 'a-folder'}: a directory, not a file" in problems
    assert f"[listen] key = {folder / 'loop-a'}: cannot be read: Too many levels" in problems
    assert "[listen] client_ca = /dev/null: not a regular file" in problems


def test_environment_variables_override_the_file(folder: Path) -> None:
    path = write(folder, "[listen]\nport = 1\n")
    config = load_agent_file(
        path,
        {"IOA_LISTEN__PORT": "8443", "IOA_AGENT__CONTEXTS": '["urn:contexts:travel:v2.0"]'},
    )
    assert config.listen.port == 8443
    assert config.agent.contexts == ["urn:contexts:travel:v2.0"]
    with pytest.raises(ConfigFileError, match="port"):
        load_agent_file(path, {"IOA_LISTEN__PORT": "eighty"})


def test_a_handler_for_a_task_no_context_defines_is_refused(folder: Path) -> None:
    (folder / "handlers.py").write_text(
        "async def h(message):\n    return {}\n\n\ndef register(agent):\n"
        "    agent.handler('bookFlight')(h)\n    agent.handler('bookHotel')(h)\n"
    )
    with pytest.raises(ConfigError, match="bookHotel: no context of this agent defines it"):
        load_config(write(folder, 'handlers = "handlers"\n'), environ={})


def test_ioa_config_check(folder: Path) -> None:
    # a module name of its own: the process has imported `handlers` for another test
    (folder / "check_handlers.py").write_text((folder / "handlers.py").read_text())
    status, out = run(["config", "check", str(write(folder, 'handlers = "check_handlers"\n'))])
    assert status == 0, out
    assert "ok: agent airline" in out
    assert "handlers bookFlight" in out
    status, out = run(["config", "check", str(write(folder, 'handler = "handlers"\n'))])
    assert status == 2
    assert "did you mean 'handlers'" in out


def test_the_environment_cannot_unset_a_key_or_bend_a_type(folder: Path) -> None:
    path = write(folder, 'policies = "pol/"\n')
    (folder / "pol").mkdir()
    (folder / "pol" / "p.cedar").write_text("permit (principal, action, resource);\n")
    with pytest.raises(ConfigFileError, match=r"policies = .*null: no such directory"):
        load_agent_file(path, {"IOA_AGENT__POLICIES": "null"})  # a string, never `unset`
    for variable, value in (("IOA_LISTEN__CLEARTEXT", '"yes"'), ("IOA_LISTEN__PORT", "8443.0")):
        with pytest.raises(ConfigFileError):
            load_agent_file(path, {variable: value})
    config = load_agent_file(
        path, {"IOA_PEERS__Traveller": "FJXayydDzAwm-9oI0kABBl2WyY_4nLgUklAiXIc_lGw"}
    )
    assert "Traveller" in config.peers  # agent ids keep their case


def test_a_path_under_the_home_directory_is_the_home_directory(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(folder))
    path = folder / "sub" / "agent.toml"
    path.parent.mkdir()
    path.write_text(
        '[agent]\nidentity = "~/airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
    )
    assert load_agent_file(path, {}).agent.identity == folder / "airline.identity"


def test_config_check_says_whether_a_firewall_is_in_front(folder: Path) -> None:
    status, out = run(["config", "check", str(write(folder, ""))])
    assert status == 0
    assert "no firewall" in out


@pytest.mark.parametrize(
    ("host", "says"),
    [
        ("[::1", "its brackets do not pair"),
        ("::1]", "its brackets do not pair"),
        ("[[::1]]", "its brackets do not pair"),
        ("[127.0.0.1]", "is not an IPv6 address"),
        ("1:::::::1", "is not an IPv6 address"),
        ("[]", "is not an IPv6 address"),
        ("fe80::1%eth0", "a scoped IPv6 address (with %zone) is not supported"),
        ("256.1.1.1", "is not an IPv4 address"),
        ("1.2.3", "is not an IPv4 address"),
        ("not a host", "is not an IP address or a host name"),
        ("under_score.example", "is not an IP address or a host name"),
    ],
)
def test_a_listen_host_is_checked_as_what_it_looks_like(host: str, says: str) -> None:
    """Each form is checked as what it is: a bracket left open was taken before."""
    with pytest.raises(ValidationError, match=re.escape(says)):
        TypeAdapter(ListenHost).validate_python(host)


@pytest.mark.parametrize(
    "host",
    ["127.0.0.1", "0.0.0.0", "::1", "[::1]", "::", "localhost", "agent.example.com."],  # noqa: S104
)
def test_a_listen_host_in_each_form_is_taken_as_written(host: str) -> None:
    assert TypeAdapter(ListenHost).validate_python(host) == host


def test_a_config_file_past_1_mib_or_not_a_regular_file_is_one_line(folder: Path) -> None:
    # outside attack, finding 11: /dev/zero was read whole (a MemoryError with no message)
    big = write(folder, "# " + "x" * (1 << 20) + "\n")
    status, out = run(["config", "check", str(big)])
    assert status == 2
    assert out.strip() == f"error {big}: more than the 1048576-byte limit"
    status, out = run(["config", "check", "/dev/zero"])
    assert status == 2
    assert out.strip() == "error /dev/zero: not a regular file"
    status, out = run(["config", "check", str(folder)])
    assert status == 2
    assert out.strip() == f"error {folder}: not a regular file"


def test_a_config_file_with_a_utf8_byte_order_mark_is_read(folder: Path) -> None:
    # outside attack, finding 12: "Invalid statement (at line 1, column 1)"; the BOM is dropped
    path = write(folder, "")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    status, out = run(["config", "check", str(path)])
    assert status == 0, out
    assert "ok: agent airline" in out


def test_an_identity_that_is_not_one_is_named_with_its_path(folder: Path) -> None:
    # outside attack, finding 12: "agent identity: not JSON ..." named the config only
    (folder / "airline.identity").write_text('{"format": "ioa-identity/1", "id"')
    status, out = run(["config", "check", str(write(folder, ""))])
    assert status == 2
    identity = folder / "airline.identity"
    assert f"[agent] identity = {identity}: agent identity: not JSON" in out
