"""One config model per role (gateway, authority, master) beside the agent's, all checked
by `ioa config check`: every fault one line naming the section and key, exit 2."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from test_authority_service import make_store
from test_demo import run_split

from ioa.config import (
    AgentFile,
    AuthorityServiceFile,
    ConfigFileError,
    GatewayFile,
    MasterFile,
    load_agent_file,
    load_config_file,
)
from l9_snl.identity import AgentIdentity

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "l9_snl" / "firewall" / "examples"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    shutil.copytree(EXAMPLES, tmp_path / "policies")
    make_store(tmp_path / "authority.db").close()
    master = AgentIdentity.generate("master")
    (tmp_path / "master.identity").write_bytes(master.to_private_bytes())
    (tmp_path / "master.identity").chmod(0o600)  # as `ioa agent init` writes it
    return tmp_path


GATEWAY = 'role = "gateway"\n[gateway]\npolicies = "policies"\nupstream = "127.0.0.1:8443"\n'
AUTHORITY = 'role = "authority"\n[service]\ndb = "authority.db"\n[listen]\nport = 8443\n'
HOTEL_KEY = AgentIdentity.generate("hotel-agent").public_signing_key_b64url
MASTER = (
    'role = "master"\n[agent]\nidentity = "master.identity"\n'
    'contexts = ["urn:contexts:aci:v1.1"]\n'
    '[invoked]\nagents = { hotel-agent = "127.0.0.1:9001" }\n'
    f'[peers]\nhotel-agent = "{HOTEL_KEY}"\n'
)


def write(folder: Path, text: str) -> Path:
    path = folder / "role.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "model", "says"),
    [
        (GATEWAY, GatewayFile, "ok: gateway in front of 127.0.0.1:8443, "),
        (AUTHORITY, AuthorityServiceFile, "ok: authority test-authority ("),
        (
            MASTER,
            MasterFile,
            "ok: master master, contexts urn:contexts:aci:v1.1 (authority local), invokes hotel-",
        ),
    ],
)
def test_each_role_loads_and_checks(folder: Path, text: str, model: type, says: str) -> None:
    path = write(folder, text)
    config = load_config_file(path, {})
    assert isinstance(config, model)
    status, out, err = run_split(["config", "check", str(path)])
    assert status == 0, err
    assert says in out
    assert err == ""


def test_cleartext_off_loopback_loads_when_it_is_meant(folder: Path) -> None:
    remote_master = MASTER.replace("127.0.0.1:9001", "192.0.2.10:9001")
    load_config_file(
        write(folder, remote_master.replace("[invoked]", "[invoked]\ncleartext = true")), {}
    )


@pytest.mark.parametrize(
    ("upstream", "said"),
    [
        ('upstream = "192.0.2.10:8443"', "the agent at 192.0.2.10:8443"),
        ('upstreams = { a = "127.0.0.1:1", b = "agent-b.example:8443" }',
         "b at agent-b.example:8443"),
    ],
)  # fmt: skip
def test_a_gateway_reaches_agents_off_loopback_in_cleartext_only_when_meant(
    folder: Path, upstream: str, said: str
) -> None:
    """An ACI audit: every peer's traffic (AgentContexts too) would cross in the clear."""
    text = GATEWAY.replace('upstream = "127.0.0.1:8443"', upstream)
    status, _, err = run_split(["config", "check", str(write(folder, text))])
    assert status == 2
    said_once = " ".join(err.split())
    assert f"{said} would be reached in cleartext HTTP/2 (no [gateway] upstream_ca)" in said_once
    assert "[gateway] upstream_cleartext = true if that is meant" in said_once
    status, out, _ = run_split(
        ["config", "check", str(write(folder, text + "upstream_cleartext = true\n"))]
    )
    assert status == 0, out


def test_paths_are_relative_to_the_file(folder: Path) -> None:
    config = load_config_file(write(folder, GATEWAY), {})
    assert isinstance(config, GatewayFile)
    assert config.gateway.policies == folder / "policies"
    config = load_config_file(write(folder, AUTHORITY), {})
    assert isinstance(config, AuthorityServiceFile)
    assert config.service.db == folder / "authority.db"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('role = "gatway"\n', "role = 'gatway': not a role (did you mean 'gateway'?)"),
        (GATEWAY.replace("upstream =", "upstrem ="),
         "[gateway] upstrem: unknown key (did you mean 'upstream'?)"),
        (GATEWAY.replace("127.0.0.1:8443", "no-port"),
         "[gateway]: upstream = 'no-port': expected HOST:PORT"),
        (GATEWAY.replace('"policies"', '"nowhere"'), "[gateway] policies = "),
        (GATEWAY + 'minimums = { travel = "2.1" }\n', "expected vMAJOR.MINOR"),
        (GATEWAY + 'contexts = ["none.json"]\n', "[gateway] contexts: "),
        (GATEWAY + '[listen]\nclient_ca = "ca.pem"\n', "client_ca needs cert and key"),
        (AUTHORITY.replace("authority.db", "none.db"), "[service] db = "),
        (AUTHORITY.replace("8443", "70000"), "[listen] port: Input should be less than"),
        (AUTHORITY.replace("[listen]", 'admin_identities = ["op"]\n[listen]'),
         "admin_identities needs [listen] client_ca"),
        (AUTHORITY.replace("[service]", "[servce]"), "unknown section [servce]"),
        (MASTER.replace(f'hotel-agent = "{HOTEL_KEY}"', ""),
         "[peers]: no key pinned for hotel-agent"),
        (MASTER.replace("127.0.0.1:9001", "127.0.0.1"), "expected HOST:PORT"),
        # Arabic-Indic digits: `int` reads them as 9001, a socket would not
        (MASTER.replace("127.0.0.1:9001", "127.0.0.1:\u0669\u0660\u0660\u0661"),
         "expected HOST:PORT"),
        (MASTER.replace("[invoked]", '[invoked]\nprotocol = "h3"'), 'protocol = "h3" needs ca'),
        # Config audit: every interval a finite number of seconds up to a day, never `true`
        # or a string; counts within what the command line allows; no contradiction.
        (AUTHORITY.replace("[listen]", "resign_interval = true\n[listen]"),
         "[service] resign_interval: Input should be a valid number"),
        (AUTHORITY.replace("[listen]", 'header_timeout = "5"\n[listen]'),
         "[service] header_timeout: Input should be a valid number"),
        (AUTHORITY.replace("[listen]", "keep_alive_timeout = 1e9\n[listen]"),
         "[service] keep_alive_timeout: Input should be less than or equal to 86400"),
        (AUTHORITY.replace("[listen]", "max_connections = 9223372036854775807\n[listen]"),
         "[service] max_connections: Input should be less than or equal to 1000000"),
        (AUTHORITY.replace(
            "[listen]", "max_connections = 10\nmax_connections_per_address = 20\n[listen]"),
         "max_connections_per_address (20) is above max_connections (10)"),
        (GATEWAY + "reload_interval = inf\n",
         "[gateway] reload_interval: Input should be a finite number"),
        (GATEWAY + "upstream_pool = 10000000\n",
         "[gateway] upstream_pool: Input should be less than or equal to 1000000"),
        (GATEWAY + "max_streams_per_peer = 10000000\n",
         "[gateway] max_streams_per_peer: Input should be less than or equal to 1000000"),
        (GATEWAY + 'upstream = "127.0.0.1:9"\n',
         'Cannot overwrite a value (at line 5, column 25): upstream = "127.0.0.1:9"'),
        # an ACI audit: cleartext off loopback only when meant, for a master's agents and a
        # gateway's (every peer's traffic, AgentContexts, in the clear otherwise)
        (MASTER.replace("127.0.0.1:9001", "192.0.2.10:9001"),
         "agents hotel-agent = '192.0.2.10:9001' is reached without TLS off loopback"),
    ],
)  # fmt: skip
def test_a_fault_is_named_with_its_section_and_key(folder: Path, text: str, expected: str) -> None:
    path = write(folder, text)
    with pytest.raises(ConfigFileError) as caught:
        load_config_file(path, {})
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems
    status, out, err = run_split(["config", "check", str(path)])
    assert status == 2
    assert out == ""
    assert expected in err


def test_a_lower_max_connections_alone_keeps_the_per_address_default(folder: Path) -> None:
    # the contradiction is refused only where both are given: the total bounds the default
    text = AUTHORITY.replace("[listen]", "max_connections = 10\n[listen]")
    config = load_config_file(write(folder, text), {})
    assert isinstance(config, AuthorityServiceFile)
    assert config.service.max_connections == 10


def test_what_the_file_names_is_loaded_as_the_role_loads_it(folder: Path) -> None:
    (folder / "policies" / "99-broken.cedar").write_text("permit (principal, action, resource")
    status, _, err = run_split(["config", "check", str(write(folder, GATEWAY))])
    assert status == 2
    assert "[gateway] policies = " in err
    assert "99-broken.cedar" in err
    (folder / "authority.db").write_bytes(b"not sqlite" * 100)
    status, _, err = run_split(["config", "check", str(write(folder, AUTHORITY))])
    assert status == 2
    assert "[service] db = " in err


def test_the_environment_overrides_every_role(folder: Path) -> None:
    path = write(folder, GATEWAY)
    config = load_config_file(path, {"IOA_GATEWAY__UPSTREAM": "127.0.0.1:9443"})
    assert isinstance(config, GatewayFile)
    assert config.gateway.upstream == "127.0.0.1:9443"


def test_one_environment_serves_several_roles(folder: Path) -> None:
    path = write(folder, GATEWAY)
    # a variable for an agent's section is the agent's, not a fault of a gateway's file
    environ = {"IOA_AGENT__ID": "airline", "IOA_GATEWAY__UPSTREAM": "127.0.0.1:9443"}
    config = load_config_file(path, environ)
    assert isinstance(config, GatewayFile)
    assert config.gateway.upstream == "127.0.0.1:9443"
    # a section no role has is still a fault
    with pytest.raises(ConfigFileError, match="nosuch"):
        load_config_file(path, {"IOA_NOSUCH__KEY": "1"})


def test_a_command_checks_the_role_before_anything_else(folder: Path) -> None:
    master = 'role = "master"\n'  # a master's file, missing everything a master needs
    with pytest.raises(ConfigFileError) as wrong:
        load_config_file(write(folder, master), {}, expect=("gateway", "ioa gateway"))
    assert wrong.value.problems == [
        "role = 'master': `ioa gateway` needs a gateway's file (role = 'gateway')"
    ]


def test_an_agent_command_refuses_another_roles_file(folder: Path) -> None:
    with pytest.raises(ConfigFileError, match="`ioa agent` needs an agent's"):
        load_agent_file(write(folder, GATEWAY), {})


def test_config_check_json_is_one_object_on_stdout_either_way(folder: Path) -> None:
    import json  # noqa: PLC0415

    status, out, err = run_split(["config", "check", str(write(folder, GATEWAY)), "--json"])
    assert status == 0, err
    document = json.loads(out)
    assert document["ok"] is True
    assert document["role"] == "gateway"
    assert "127.0.0.1:8443" in document["summary"]
    broken = GATEWAY.replace("upstream =", "upstrem =")
    status, out, err = run_split(["config", "check", str(write(folder, broken)), "--json"])
    assert status == 2
    assert err == ""
    document = json.loads(out)
    assert document["ok"] is False
    assert any("did you mean 'upstream'?" in p for p in document["problems"])


ROUTED = (
    'role = "gateway"\n[gateway]\npolicies = "policies"\n'
    'upstreams = { airline = "127.0.0.1:8443", hotel = "127.0.0.1:8444" }\n'
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ROUTED + '[upstream_tls.airline]\nca = "ca.pem"\ncert = "gw.pem"\n',
         "[upstream_tls] airline: cert and key go together"),
        (ROUTED + '[upstream_tls.airline]\nca = "none.pem"\n',
         "[upstream_tls.airline] ca = "),
        (ROUTED + '[upstream_tls.airline]\ncertfile = "gw.pem"\n',
         "[upstream_tls.airline] certfile: unknown key (did you mean 'cert'?)"),
        (ROUTED + '[upstream_tls.train]\nca = "ca.pem"\n',
         "[upstream_tls.train]: no such agent in [gateway] upstreams (airline, hotel)"),
        (ROUTED + '[upstream_tls.hotel]\ncert = "gw.pem"\nkey = "gw.key"\n',
         "[upstream_tls.hotel] cert needs a CA for hotel"),
        (ROUTED.replace("[gateway]\n", '[gateway]\nupstream_cert = "gw.pem"\n'),
         "upstream_cert and upstream_key go together"),
        (ROUTED + 'upstream_cert = "gw.pem"\nupstream_key = "gw.key"\n',
         "upstream_cert needs upstream_ca"),
    ],
)  # fmt: skip
def test_per_upstream_tls_is_checked_and_named(folder: Path, text: str, expected: str) -> None:
    for name in ("ca.pem", "gw.pem", "gw.key"):
        (folder / name).write_text("-")
    with pytest.raises(ConfigFileError) as caught:
        load_config_file(write(folder, text), {})
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems


def test_per_upstream_tls_paths_are_relative_to_the_file(folder: Path) -> None:
    for name in ("ca.pem", "airline-ca.pem", "gw.pem", "gw.key"):
        (folder / name).write_text("-")
    text = ROUTED + (
        'upstream_ca = "ca.pem"\n'
        '[upstream_tls.airline]\nca = "airline-ca.pem"\ncert = "gw.pem"\nkey = "gw.key"\n'
    )
    config = load_config_file(write(folder, text), {})
    assert isinstance(config, GatewayFile)
    airline = config.upstream_tls["airline"]
    assert (airline.ca, airline.cert, airline.key) == (
        folder / "airline-ca.pem",
        folder / "gw.pem",
        folder / "gw.key",
    )
    assert "hotel" not in config.upstream_tls  # hotel takes [gateway] upstream_ca
    environ = {"IOA_UPSTREAM_TLS__Hotel": '{"ca": "ca.pem"}'}
    with pytest.raises(ConfigFileError, match=r"\[upstream_tls\.Hotel\]: no such agent"):
        load_config_file(write(folder, text), environ)  # agent ids keep their case


def test_the_environment_reaches_tables_of_tables_and_names_keep_their_case(folder: Path) -> None:
    for name in ("ca.pem", "airline-ca.pem"):
        (folder / name).write_text("-")
    environ = {
        "IOA_GATEWAY__UPSTREAMS__Train": "127.0.0.1:8445",  # a name in a table of names
        "IOA_UPSTREAM_TLS__airline__CA": "airline-ca.pem",  # a key of a table of tables
        "IOA_GATEWAY__UPSTREAM_CA": "ca.pem",
    }
    config = load_config_file(write(folder, ROUTED), environ)
    assert isinstance(config, GatewayFile)
    assert config.gateway.upstreams["Train"] == "127.0.0.1:8445"
    assert config.upstream_tls["airline"].ca == folder / "airline-ca.pem"


TRUST_MAP = (
    '[agent]\nidentity = "master.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
    '[[authorities]]\nurl = "http://127.0.0.1:9"\ncache = "c"\nroot = "root.json"\n'
)


def test_the_environment_names_an_entry_of_a_list_of_tables_by_its_number(folder: Path) -> None:
    (folder / "root.json").write_text("{}")
    path = write(folder, TRUST_MAP)
    config = load_config_file(path, {"IOA_AUTHORITIES__1__URL": "http://127.0.0.1:8"})
    assert isinstance(config, AgentFile)
    assert config.authorities[0].url == "http://127.0.0.1:8"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"IOA_AUTHORITIES__URL": "http://127.0.0.1:8"},
         "IOA_AUTHORITIES__URL: [[authorities]] is a list of tables: name one by its number"),
        ({"IOA_AUTHORITIES__2__URL": "http://127.0.0.1:8"},
         "IOA_AUTHORITIES__2__URL: the file has 1 [[authorities]] table(s), not 2"),
        ({"IOA_AUTHORITIES__1": "x"},
         "IOA_AUTHORITIES__1: name a key of the table as well"),
        ({"IOA_AUTHORITIES__1__NAMESPACS": '["x"]'},
         ("[[authorities]] 1 namespacs: unknown key (did you mean 'namespaces'?) "
          "(set by IOA_AUTHORITIES__1__NAMESPACS)")),
        ({"IOA_LISTEN__PROTOCL": "h3"},
         "[listen] protocl: unknown key (did you mean 'protocol'?) (set by IOA_LISTEN__PROTOCL)"),
        ({"IOA_LISTEN__PORT": "eighty"},
         "[listen] port: Input should be a valid integer (set by IOA_LISTEN__PORT)"),
    ],
)  # fmt: skip
def test_a_variable_that_cannot_be_used_is_named(
    folder: Path, environ: dict[str, str], expected: str
) -> None:
    (folder / "root.json").write_text("{}")
    with pytest.raises(ConfigFileError) as caught:
        load_config_file(write(folder, TRUST_MAP), environ)
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems


def test_config_check_lists_the_agents_behind_a_gateway(folder: Path) -> None:
    status, out, err = run_split(["config", "check", str(write(folder, ROUTED))])
    assert status == 0, err
    assert "gateway in front of airline at 127.0.0.1:8443, hotel at 127.0.0.1:8444, " in out


def _expired(folder: Path) -> str:
    import datetime as dt  # noqa: PLC0415

    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    old = write_dev_pki(folder / "old", days=30, now=dt.datetime.now(dt.UTC) - dt.timedelta(40))
    return f'[listen]\ncert = "{old.server_cert}"\nkey = "{old.server_key}"\n'


def _mismatched(folder: Path) -> str:
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    pki = write_dev_pki(folder / "pki")
    return f'[listen]\ncert = "{pki.server_cert}"\nkey = "{pki.ca_key}"\n'


def _not_pem_ca(folder: Path) -> str:
    (folder / "h.py").write_text("print(1)\n")
    return '[upstream_tls.airline]\nca = "h.py"\n'


AIRLINE = '[agent]\nidentity = "master.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
NOT_ITS_KEY = (
    "role.toml: [listen] key = {folder}/pki/ca.key is not the private key of [listen] cert = "
    "{folder}/pki/server.pem"
)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (lambda f: AIRLINE + _expired(f),
         "role.toml: [listen] cert = {folder}/old/server.pem: the certificate expired at"),
        (lambda f: AIRLINE + _mismatched(f), NOT_ITS_KEY),
        (lambda f: GATEWAY + _mismatched(f), NOT_ITS_KEY),
        (lambda f: ROUTED + _not_pem_ca(f),
         "role.toml: [upstream_tls.airline] ca = {folder}/h.py: holds no PEM certificate"),
        (lambda _: GATEWAY + 'minimums = { "bad name!" = "v2.0" }\n',
         "role.toml: [gateway] minimums: 'bad name!' = 'v2.0': [invalid_urn]"),
        # passed `config check`, then failed at start with a resolver's error
        (lambda _: AIRLINE + '[listen]\nhost = "not a host"\ncleartext = true\n',
         "role.toml: [listen] host: 'not a host' is not an IP address or a host name"),
        # passed, and then never reloaded (inf) or failed on NaN
        (lambda _: GATEWAY + "reload_interval = inf\n", "role.toml: [gateway] reload_interval:"),
        (lambda _: GATEWAY + "reload_interval = nan\n", "role.toml: [gateway] reload_interval:"),
        (lambda _: AUTHORITY.replace("[listen]", "resign_interval = inf\n[listen]"),
         "role.toml: [service] resign_interval:"),
    ],
    ids=["expired certificate", "agent key", "gateway key", "upstream CA", "minimums",
         "listen host", "reload inf", "reload nan", "resign inf"],
)  # fmt: skip
def test_config_check_refuses_what_the_service_refuses_at_start(
    folder: Path, text: Callable[[Path], str], says: str
) -> None:
    """What `agent serve` or `gateway` would refuse at start, `config check` refuses too."""
    status, out, err = run_split(["config", "check", str(write(folder, text(folder)))])
    assert (status, out) == (2, ""), out
    [line] = err.strip().splitlines()
    assert says.format(folder=folder) in line, line
