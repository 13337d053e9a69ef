"""Contexts from a Schema Authority: `[authority]` in an agent's config, and the API.

A real authority service on 127.0.0.1 publishes travel v2.1; an agent configured with
its URL, pinned root and cache loads the context through `AuthorityClient`, offers
and trusts that authority, and a peer that trusts it locks the context with it.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from test_authority_service import make_store, root_of, running
from test_demo import run

from authority.client import AuthorityClient
from contexts.builtin import builtin
from ioa.agent import Agent, contexts_from_authority
from ioa.agent_files import ConfigError, load_config
from ioa.config import ConfigFileError, load_agent_file
from l9_snl.identity import AgentIdentity

ROOT = Path(__file__).resolve().parents[1]
TRAVEL_21 = "urn:contexts:travel:v2.1"
AUTHORITY = "test-authority"  # make_store's id


@pytest.fixture
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = make_store(tmp_path / "authority.db")
    data = (ROOT / "contexts/builtin/travel/v2.1.json").read_bytes()
    store.operate(lambda repo: repo.publish(data, now=datetime.now(UTC)), actor="test")
    yield store
    store.close()


def write_config(folder: Path, authority: str, contexts: str = f'["{TRAVEL_21}"]') -> Path:
    airline = AgentIdentity.generate("airline")
    (folder / "airline.identity").write_bytes(airline.to_private_bytes())
    (folder / "airline.identity").chmod(0o600)  # as `ioa agent init` writes it
    path = folder / "agent.toml"
    path.write_text(
        f'[agent]\nidentity = "airline.identity"\ncontexts = {contexts}\n\n[authority]\n'
        + authority
    )
    return path


async def test_an_agent_takes_its_contexts_from_the_authority_and_peers_lock_them(
    store, tmp_path: Path
) -> None:
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
        path = write_config(tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "cache"\n')
        traveller_id = AgentIdentity.generate("traveller")
        path.write_text(
            path.read_text()
            + f'\n[peers]\ntraveller = "{traveller_id.public_signing_key_b64url}"\n'
        )
        airline, _ = await asyncio.to_thread(load_config, path, {})
    # the service is stopped: the agent has what it verified, nothing more is fetched
    assert airline.authority == AUTHORITY
    assert [str(c.urn) for c in airline.contexts] == [TRAVEL_21]
    assert airline.contexts[0] == builtin(TRAVEL_21)
    assert airline.claims()["authority"] == AUTHORITY  # its card says who vouches
    assert (tmp_path / "cache" / "metadata" / "root.json").is_file()  # kept, for rollback
    listener = await airline.serve()
    try:
        trusting = Agent(traveller_id, contexts=[builtin(TRAVEL_21)], authority=AUTHORITY)
        trusting.trust_peer(airline.identity)
        session = await trusting.connect("127.0.0.1", listener.port, peer="airline")
        assert session.context == TRAVEL_21
        await session.close()
        local = Agent(traveller_id, contexts=[builtin(TRAVEL_21)])  # trusts `local` only
        local.trust_peer(airline.identity)
        with pytest.raises(Exception, match="unknown_authority"):
            await local.connect("127.0.0.1", listener.port, peer="airline")
    finally:
        await listener.close()


async def test_once_the_cache_holds_a_root_the_root_file_may_go(store, tmp_path: Path) -> None:
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
        with_root = write_config(tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "c"\n')
        await asyncio.to_thread(load_config, with_root, {})
        without = write_config(tmp_path, f'url = "{url}"\ncache = "c"\n')
        agent, _ = await asyncio.to_thread(load_config, without, {})
        assert agent.authority == AUTHORITY


async def test_a_cache_that_lost_its_root_link_starts_from_its_root_chain(
    store, tmp_path: Path
) -> None:
    # a crash inside tuf's swap of metadata/root.json leaves root_history/ only
    # (outside attack on on-disk state, finding 14)
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
        with_root = write_config(tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "c"\n')
        await asyncio.to_thread(load_config, with_root, {})
        (tmp_path / "c" / "metadata" / "root.json").unlink()
        without = write_config(tmp_path, f'url = "{url}"\ncache = "c"\n')
        agent, _ = await asyncio.to_thread(load_config, without, {})
        assert agent.authority == AUTHORITY
    assert (tmp_path / "c" / "metadata" / "root.json").is_file()


async def test_what_the_authority_refuses_is_one_line_naming_it(store, tmp_path: Path) -> None:
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
        unpublished = write_config(
            tmp_path,
            f'url = "{url}"\nroot = "root.json"\ncache = "c"\n',
            contexts='["urn:contexts:travel:v2.0"]',
        )
        with pytest.raises(ConfigError) as caught:
            await asyncio.to_thread(load_config, unpublished, {})
    [line] = str(caught.value).splitlines()
    assert line.startswith(f"{unpublished}: [authority] url = {url}: [unknown_context]")
    assert "urn:contexts:travel:v2.0" in line


def test_an_authority_nobody_serves_is_named(tmp_path: Path) -> None:
    (tmp_path / "root.json").write_bytes(b"{}")
    path = write_config(tmp_path, 'url = "http://127.0.0.1:9"\nroot = "root.json"\ncache = "c"\n')
    with pytest.raises(ConfigError, match=r"\[authority\] url = http://127.0.0.1:9: \["):
        load_config(path, {})
    assert not (tmp_path / "c").exists()  # a refused root leaves no cache behind


@pytest.mark.parametrize(
    ("authority", "contexts", "expected"),
    [
        ('urll = "http://127.0.0.1:9"\ncache = "c"\n', None, "did you mean 'url'?"),
        ('url = "ftp://x"\ncache = "c"\n', None, "[authority] url: 'ftp://x': expected http(s)://HOST"),
        ('url = "http://127.0.0.1:9"\n', None, "[authority] cache: missing"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\n', '["extra.json"]',
         "extra.json: with [authority], contexts are URNs an authority publishes"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\n', None,
         "[authority] root: missing, and"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nroot = "nowhere.json"\n', None,
         "[authority] root = "),
        # config audit: 1e-300 s polled the operator's authority 17,506 times in 2 s
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_every = 1e-300\n', None,
         "[authority] revocations_every: Input should be greater than or equal to 0.01"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_every = inf\n', None,
         "[authority] revocations_every: Input should be a finite number"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_every = true\n', None,
         "[authority] revocations_every: Input should be a valid number"),
        # the grace past the metadata's expiry: none below 0, none past 30 days, no "never"
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_grace = -1\n', None,
         "[authority] revocations_grace: Input should be greater than or equal to 0"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_grace = 2592001\n', None,
         "[authority] revocations_grace: Input should be less than or equal to 2592000"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_grace = inf\n', None,
         "[authority] revocations_grace: Input should be a finite number"),
        ('url = "http://127.0.0.1:9"\ncache = "c"\nrevocations_grace = "never"\n', None,
         "[authority] revocations_grace: Input should be a valid number"),
    ],
)  # fmt: skip
def test_an_authority_section_at_fault_is_named(
    tmp_path: Path, authority: str, contexts: str | None, expected: str
) -> None:
    (tmp_path / "extra.json").write_text("{}")
    path = write_config(tmp_path, authority, **({"contexts": contexts} if contexts else {}))
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(path, {})
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems


async def test_the_api_fetches_verified_contexts_and_refuses_revoked_ones(
    store, tmp_path: Path
) -> None:
    async with running(store) as url:
        client = AuthorityClient(
            f"{url}/metadata/",
            cache_dir=tmp_path / "cache",
            root=await asyncio.to_thread(root_of, url),
        )
        authority, contexts = await asyncio.to_thread(
            lambda: contexts_from_authority(client, [TRAVEL_21], now=time.time())
        )
        assert authority == AUTHORITY
        assert contexts == [builtin(TRAVEL_21)]
        store.operate(
            lambda repo: repo.revoke(TRAVEL_21, reason="test", now=datetime.now(UTC)),
            actor="test",
        )
        later = time.time() + 3600  # past the refresh interval: the revocation is seen
        with pytest.raises(Exception, match="revoked_context"):
            await asyncio.to_thread(lambda: contexts_from_authority(client, [TRAVEL_21], now=later))


async def test_config_check_says_which_authority_vouches(store, tmp_path: Path) -> None:
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
        path = write_config(tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "cache"\n')
        status, out = await asyncio.to_thread(run, ["config", "check", str(path)])
    assert status == 0, out
    assert f"contexts {TRAVEL_21} (authority {AUTHORITY})" in out


async def test_an_https_authority_behind_a_private_ca_is_verified_with_its_ca(
    store, tmp_path: Path
) -> None:
    from authority.client import CaFetcher  # noqa: PLC0415
    from l7_transport.tls import server_ssl_context, write_dev_pki  # noqa: PLC0415

    pki = write_dev_pki(tmp_path / "pki")
    tls = server_ssl_context(pki.server_cert, pki.server_key, alpn=("http/1.1",))
    async with running(store, ssl_context=tls) as url:
        assert url.startswith("https://127.0.0.1:")
        # the root, fetched once over the same verified channel (an operator pins it)
        fetched = await asyncio.to_thread(
            lambda: b"".join(CaFetcher(pki.ca_cert).fetch(f"{url}/metadata/1.root.json"))
        )
        (tmp_path / "root.json").write_bytes(fetched)
        with_ca = write_config(
            tmp_path,
            f'url = "{url}"\nroot = "root.json"\ncache = "cache"\nca = "pki/ca.pem"\n',
        )
        agent, _ = await asyncio.to_thread(load_config, with_ca, {})
        assert agent.authority == AUTHORITY
        without = write_config(
            tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "other"\n'
        )  # the system's CAs do not know this one
        with pytest.raises(ConfigError, match=r"\[authority_unreachable\].*certificate verify"):
            await asyncio.to_thread(load_config, without, {})


def test_an_authority_reached_without_tls_off_loopback_is_warned_about() -> None:
    from ioa.agent_files import without_tls  # noqa: PLC0415

    assert without_tls("http://authority.example:8443")
    assert without_tls("http://10.0.0.7/")
    assert not without_tls("https://authority.example:8443")
    assert not without_tls("http://127.0.0.1:9")
    assert not without_tls("http://[::1]:9")
    assert not without_tls("http://localhost:9")


# --- a trust map: several authorities, each trusted for its namespaces -------------------

PAYMENT_20 = "urn:contexts:payment:v2.0"
HEALTH = "urn:contexts:health:v1.0"
OTHER = "other-authority"


def published(path: Path, authority_id: str, *names: str):  # type: ignore[no-untyped-def]
    """An authority database `authority_id` runs, publishing the built-in documents `names`."""
    store = make_store(path, authority_id)
    for name in names:
        data = (ROOT / f"contexts/builtin/{name}.json").read_bytes()
        store.operate(lambda repo, d=data: repo.publish(d, now=datetime.now(UTC)), actor="test")
    return store


def trust_map_config(folder: Path, entries: list[tuple[str, str]], contexts: list[str]) -> Path:
    """An agent's file with `[[authorities]]` entries (url, namespaces TOML) and `contexts`."""
    airline = AgentIdentity.generate("airline")
    (folder / "airline.identity").write_bytes(airline.to_private_bytes())
    (folder / "airline.identity").chmod(0o600)  # as `ioa agent init` writes it
    tables = "".join(
        f'\n[[authorities]]\nurl = "{url}"\nroot = "root{n}.json"\ncache = "cache{n}"\n'
        f"namespaces = {namespaces}\n"
        for n, (url, namespaces) in enumerate(entries)
    )
    listed = ", ".join(f'"{urn}"' for urn in contexts)
    path = folder / "agent.toml"
    path.write_text(f'[agent]\nidentity = "airline.identity"\ncontexts = [{listed}]\n{tables}')
    return path


async def test_a_trust_map_takes_each_context_from_the_authority_trusted_for_its_name(
    tmp_path: Path,
) -> None:
    # both publish travel v2.1; only `test-authority` is trusted for travel
    first = published(tmp_path / "a.db", AUTHORITY, "travel/v2.1")
    second = published(tmp_path / "b.db", OTHER, "travel/v2.1", "payment/v2.0")
    try:
        async with running(first) as url_a, running(second) as url_b:
            (tmp_path / "root0.json").write_bytes(await asyncio.to_thread(root_of, url_a))
            (tmp_path / "root1.json").write_bytes(await asyncio.to_thread(root_of, url_b))
            path = trust_map_config(
                tmp_path, [(url_a, '["travel"]'), (url_b, '["*"]')], [TRAVEL_21, PAYMENT_20]
            )
            traveller = AgentIdentity.generate("traveller")
            path.write_text(
                path.read_text()
                + f'\n[peers]\ntraveller = "{traveller.public_signing_key_b64url}"\n'
            )
            airline, _ = await asyncio.to_thread(load_config, path, {})
    finally:
        first.close()
        second.close()
    assert airline.vouched == {TRAVEL_21: AUTHORITY, PAYMENT_20: OTHER}
    assert airline.authority is None  # no one authority vouches for all
    assert airline.authorities == {AUTHORITY, OTHER}
    claims = airline.claims()
    assert "authority" not in claims
    assert claims["authorities"] == {TRAVEL_21: AUTHORITY, PAYMENT_20: OTHER}
    listener = await airline.serve()
    try:
        for urn, authority in ((TRAVEL_21, AUTHORITY), (PAYMENT_20, OTHER)):
            peer = Agent(traveller, contexts=[builtin(urn)], authority={urn: authority})
            peer.trust_peer(airline.identity)
            session = await peer.connect("127.0.0.1", listener.port, peer="airline")
            assert session.context == urn
            await session.close()
        # travel as the other authority vouches for it is not what the agent offers
        wrong = Agent(traveller, contexts=[builtin(TRAVEL_21)], authority=OTHER)
        wrong.trust_peer(airline.identity)
        with pytest.raises(Exception, match="unknown_authority"):
            await wrong.connect("127.0.0.1", listener.port, peer="airline")
    finally:
        await listener.close()


async def test_a_context_no_namespace_covers_is_refused_naming_it(tmp_path: Path) -> None:
    store = published(tmp_path / "a.db", AUTHORITY, "travel/v2.1", "payment/v2.0")
    try:
        async with running(store) as url:
            (tmp_path / "root0.json").write_bytes(await asyncio.to_thread(root_of, url))
            path = trust_map_config(tmp_path, [(url, '["travel"]')], [TRAVEL_21, PAYMENT_20])
            with pytest.raises(ConfigError) as caught:
                await asyncio.to_thread(load_config, path, {})
    finally:
        store.close()
    [line] = str(caught.value).splitlines()
    assert line.startswith(f"{path}: [agent] contexts: {PAYMENT_20}: ")
    assert "no trusted authority covers 'payment'" in line


async def test_two_authorities_with_one_id_are_refused(tmp_path: Path) -> None:
    first = published(tmp_path / "a.db", AUTHORITY, "travel/v2.1")
    second = published(tmp_path / "b.db", AUTHORITY, "payment/v2.0")  # the same id
    try:
        async with running(first) as url_a, running(second) as url_b:
            (tmp_path / "root0.json").write_bytes(await asyncio.to_thread(root_of, url_a))
            (tmp_path / "root1.json").write_bytes(await asyncio.to_thread(root_of, url_b))
            path = trust_map_config(
                tmp_path, [(url_a, '["travel"]'), (url_b, '["payment"]')], [TRAVEL_21]
            )
            with pytest.raises(ConfigError) as caught:
                await asyncio.to_thread(load_config, path, {})
    finally:
        first.close()
        second.close()
    [line] = str(caught.value).splitlines()
    assert line.startswith(f"{path}: [[authorities]] 2 url = {url_b}: ")
    assert "already calls itself 'test-authority'" in line


AUTHORITY_TABLE = '[authority]\nurl = "http://127.0.0.1:9"\ncache = "c"\nroot = "r.json"\n'
TRUSTED = '[[authorities]]\nurl = "http://127.0.0.1:9"\ncache = "c{n}"\nroot = "r.json"\n{extra}'


@pytest.mark.parametrize(
    ("tables", "expected"),
    [
        (
            AUTHORITY_TABLE + TRUSTED.format(n=1, extra=""),
            "[authority] and [[authorities]]: give one authority or a trust map, not both",
        ),
        (
            TRUSTED.format(n=1, extra='namespaces = ["travel"]\n')
            + TRUSTED.format(n=2, extra='namespaces = ["travel"]\n'),
            "[[authorities]] 2: namespace 'travel' is already given to authority 1",
        ),
        (
            TRUSTED.format(n=1, extra='namespaces = ["no such name!"]\n'),
            "[[authorities]] 1 namespaces: 'no such name!': not a context name",
        ),
        (
            TRUSTED.format(n=1, extra="namespaces = []\n"),
            "[[authorities]] 1 namespaces: List should have at least 1 item",
        ),
        (
            TRUSTED.format(n=1, extra="")
            + '[[authorities]]\nurll = "http://127.0.0.1:8"\ncache = "d"\nnamespaces = ["x"]\n',
            "[[authorities]] 2 urll: unknown key (did you mean 'url'?)",
        ),
        (
            '[[authorities]]\nurl = "http://127.0.0.1:9"\ncache = "c"\n',
            "[[authorities]] 1 root: missing, and",
        ),
        (
            '[[authorities]]\nurl = "http://127.0.0.1:9"\ncache = "c"\nroot = "gone.json"\n',
            "[[authorities]] 1 root = ",
        ),
    ],
)
def test_a_trust_map_at_fault_is_named(tmp_path: Path, tables: str, expected: str) -> None:
    (tmp_path / "r.json").write_text("{}")
    (tmp_path / "airline.identity").write_bytes(AgentIdentity.generate("a").to_private_bytes())
    (tmp_path / "airline.identity").chmod(0o600)
    path = tmp_path / "agent.toml"
    path.write_text(
        f'[agent]\nidentity = "airline.identity"\ncontexts = ["{TRAVEL_21}"]\n' + tables
    )
    with pytest.raises(ConfigFileError) as caught:
        load_agent_file(path, {})
    assert any(expected in problem for problem in caught.value.problems), caught.value.problems


def test_the_api_maps_each_context_to_its_authority_and_refuses_gaps() -> None:
    identity = AgentIdentity.generate("airline")
    travel, payment = builtin(TRAVEL_21), builtin(PAYMENT_20)
    agent = Agent(identity, contexts=[travel, payment], authority={TRAVEL_21: "a", PAYMENT_20: "b"})
    offered = {str(s.context.urn): s.authority for s in agent.support().contexts}
    assert offered == {TRAVEL_21: "a", PAYMENT_20: "b"}
    assert agent.support().authorities == {"a", "b"}
    assert agent.support("payment").contexts[0].authority == "b"
    with pytest.raises(ValueError, match=re.escape(f"no authority given for {PAYMENT_20}")):
        Agent(identity, contexts=[travel, payment], authority={TRAVEL_21: "a"})
    with pytest.raises(ValueError, match=re.escape(f"{HEALTH}: not a context of this agent")):
        Agent(identity, contexts=[travel], authority={TRAVEL_21: "a", HEALTH: "a"})
    one = Agent(identity, contexts=[travel, payment], authority="a")
    assert (one.authority, one.claims()["authority"]) == ("a", "a")


def test_the_conformance_kit_offers_each_context_as_the_card_attaches_it() -> None:
    from ioa.interop.probe import Target  # noqa: PLC0415 - the kit, only here

    identity = AgentIdentity.generate("airline")
    travel, payment = builtin(TRAVEL_21), builtin(PAYMENT_20)
    agent = Agent(identity, contexts=[travel, payment], authority={TRAVEL_21: "a", PAYMENT_20: "b"})
    card = agent.card([], now=time.time())
    target = Target(card=card, claims=agent.claims(), contexts=(travel, payment), unknown=())
    assert (target.authority_of(travel), target.authority_of(payment)) == ("a", "b")
    single = Agent(identity, contexts=[travel], authority="c")
    target = Target(card=card, claims=single.claims(), contexts=(travel,), unknown=())
    assert target.authority_of(travel) == "c"
    older = {key: value for key, value in single.claims().items() if key != "authorities"}
    assert Target(card=card, claims=older, contexts=(), unknown=()).authority_of(travel) == "c"


async def test_an_unreachable_authority_is_one_line_and_a_runtime_failure(
    store, tmp_path: Path
) -> None:
    """Exit 1 (the world's fault, not the file's), one line, no retry chatter of urllib3."""
    async with running(store) as url:
        (tmp_path / "root.json").write_bytes(await asyncio.to_thread(root_of, url))
    # the service is gone: its port answers no more
    path = write_config(tmp_path, f'url = "{url}"\nroot = "root.json"\ncache = "c"\n')
    done = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "ioa", "--log-format", "text", "agent", "serve", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert f"[authority] url = {url}" in lines[0]
    assert "authority_unreachable" in lines[0]
    assert "Retrying" not in done.stderr


def test_an_authority_served_under_a_path_is_a_base_url(tmp_path: Path) -> None:
    (tmp_path / "root.json").write_text("{}")
    path = write_config(
        tmp_path, 'url = "https://proxy.example:8443/authority/"\nroot = "root.json"\ncache = "c"\n'
    )
    config = load_agent_file(path, {})
    assert config.authority is not None
    assert config.authority.url == "https://proxy.example:8443/authority/"
    for bad in ("https://a.example/x?y=1", "https:///x", "mailto:a@b"):
        path.write_text(path.read_text().replace(config.authority.url, bad))
        with pytest.raises(ConfigFileError, match=r"\[authority\] url: "):
            load_agent_file(path, {})
        path.write_text(path.read_text().replace(bad, config.authority.url))
