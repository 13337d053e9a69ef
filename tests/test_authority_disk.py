"""The Schema Authority's on-disk state damaged by crashes (outside attack on on-disk state).

A client cache whose tuf files a power cut emptied, a crash inside tuf's swap of
`root.json`: real tuf metadata, real signatures, real files.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest
from test_demo import run_split
from tuf.api.metadata import Metadata, Root

from authority import sqlite_store as store_module
from authority.client import AuthorityClient
from authority.client_cache import SEEN_VERSIONS, trusted_root
from authority.config import ServiceConfig
from authority.exceptions import (
    ContextRevokedError,
    InvalidMetadataError,
    InvalidRequestError,
    RollbackError,
)
from authority.repository import Repository
from authority.service import AuthorityService
from authority.simulator import RepositorySimulator
from authority.sqlite_store import DamagedStoreError, SqliteStore
from contexts.builtin import builtin

TRAVEL = "urn:contexts:travel:v2.1"


def _replay_after_revocation(tmp_path, damage):
    """A client saw a revocation; its cache is damaged; an attacker replays the older metadata."""
    sim = RepositorySimulator()
    sim.publish(builtin(TRAVEL).canonical)
    old = {r: sim.store.metadata(f"{r}.json") for r in ("timestamp", "snapshot", "targets")}
    versions = {r: sim.current(r).signed.version for r in old}
    sim.client(tmp_path).fetch(TRAVEL, now=time.time())
    now = datetime.now(UTC)
    sim.operate(lambda repo: repo.revoke(TRAVEL, reason="broken", now=now))
    with pytest.raises(ContextRevokedError):
        sim.client(tmp_path).fetch(TRAVEL, now=time.time())
    for role, data in old.items():
        assert data is not None
        sim.overrides[f"/metadata/{role}.json"] = data
        sim.overrides[f"/metadata/{versions[role]}.{role}.json"] = data
    damage(tmp_path / "metadata")
    return sim


def _empty(*names):
    def damage(metadata):
        for name in names:
            (metadata / name).write_bytes(b"")

    return damage


@pytest.mark.parametrize(
    "damage",
    [
        _empty("timestamp.json", "snapshot.json"),
        _empty("timestamp.json", "snapshot.json", "targets.json"),
        lambda metadata: [(metadata / n).unlink() for n in ("timestamp.json", "snapshot.json")],
    ],
    ids=["emptied", "emptied-with-targets", "deleted"],
)
def test_a_damaged_cache_does_not_let_a_replay_unrevoke_a_context(tmp_path, damage, caplog):
    sim = _replay_after_revocation(tmp_path, damage)
    with pytest.raises(RollbackError) as caught:
        sim.client(tmp_path).fetch(TRAVEL, now=time.time())
    assert caught.value.code == "rollback"
    assert SEEN_VERSIONS in str(caught.value)
    # the one case where it is no attack, and what to do then
    assert f"made anew under the same id, this cache is another's: remove {tmp_path}" in str(
        caught.value
    )
    assert "timestamp.json: missing or unreadable" in caplog.text
    # the authority's current metadata is trusted again once the replay stops
    sim.overrides.clear()
    with pytest.raises(ContextRevokedError):
        sim.client(tmp_path).fetch(TRAVEL, now=time.time())


def test_a_damaged_record_of_seen_versions_is_refused_by_name(tmp_path):
    sim = RepositorySimulator()
    sim.client(tmp_path).refresh(now=time.time())
    record = tmp_path / SEEN_VERSIONS
    assert orjson.loads(record.read_bytes())["versions"]["timestamp"] >= 1
    record.write_bytes(b"{")
    with pytest.raises(InvalidMetadataError, match=SEEN_VERSIONS):
        sim.client(tmp_path).refresh(now=time.time())


def _rotate_root(sim, times):
    for _ in range(times):
        now = datetime.now(UTC)
        sim.operate(lambda repo, now=now: repo.rotate("root", now=now))


def test_a_crash_inside_tufs_root_swap_falls_back_to_the_root_chain(tmp_path):
    sim = RepositorySimulator()
    sim.publish(builtin(TRAVEL).canonical)
    _rotate_root(sim, 2)
    sim.client(tmp_path).refresh(now=time.time())
    metadata = tmp_path / "metadata"
    history = metadata / "root_history"
    assert sorted(p.name for p in history.iterdir()) == [f"{v}.root.json" for v in (1, 2, 3)]
    (metadata / "root.json").unlink()  # kill -9 between tuf's os.remove and os.symlink
    # a root planted beyond the chain is not trusted for being there
    forged = Metadata[Root].from_bytes((history / "3.root.json").read_bytes())
    forged.signed.version = 4
    (history / "4.root.json").write_bytes(forged.to_bytes())
    assert Metadata[Root].from_bytes(trusted_root(metadata) or b"").signed.version == 3

    client = AuthorityClient(
        sim.metadata_url, targets_url=sim.targets_url, cache_dir=tmp_path, fetcher=sim
    )
    assert client.authority_id == "simulated-authority"
    assert client.fetch(TRAVEL, now=time.time()).context == builtin(TRAVEL)
    assert Metadata[Root].from_bytes((metadata / "root.json").read_bytes()).signed.version == 3


REPO = Path(__file__).resolve().parents[1]
_KILLED_INIT = """
import os, sys
from authority.sqlite_store import SqliteStore
from ioa import cli
where = sys.argv[1]
if where == "initialise":  # the tables are made, the authority is not stored yet
    SqliteStore.initialise = lambda *a, **k: os._exit(9)
elif where == "last-link":  # the token file is in place, the database not yet
    real, links = os.link, []
    def link(*a, **k):
        links.append(a)
        if len(links) == 2:
            os._exit(9)
        real(*a, **k)
    os.link = link
cli.main(["authority", "init", "--db", sys.argv[2], "--id", "k", "--token-file", sys.argv[3]])
"""


def _cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-m", "ioa.cli", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        check=False,
    )


def _killed_init(stage: str, db: Path, token: Path) -> int:
    """The exit status of an `authority init` that kills itself at `stage`."""
    killed = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-c", _KILLED_INIT, stage, str(db), str(token)],
        cwd=REPO,
        capture_output=True,
        timeout=120,
        check=False,
    )
    return killed.returncode


def test_authority_init_killed_while_storing_leaves_no_half_made_database(tmp_path):
    db, token = tmp_path / "a.db", tmp_path / "tok"
    assert _killed_init("initialise", db, token) == 9
    assert not db.exists()
    assert not token.exists()
    assert _cli("authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token)
                ).returncode == 0  # fmt: skip
    status = _cli("authority", "status", "--db", str(db))
    assert status.returncode == 0, status.stderr
    assert store_authority(db) == "k"


def test_authority_init_killed_before_its_last_link_names_the_token_file_to_remove(tmp_path):
    db, token = tmp_path / "a.db", tmp_path / "tok"
    assert _killed_init("last-link", db, token) == 9
    assert not db.exists()
    assert token.exists()
    again = _cli("authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token))
    assert again.returncode == 2
    assert f"--token-file {token} exists already" in again.stderr
    assert "remove it" in again.stderr
    token.unlink()
    assert _cli("authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token)
                ).returncode == 0  # fmt: skip
    assert store_authority(db) == "k"


def test_authority_init_and_status_name_the_hidden_files_a_killed_init_left(tmp_path):
    db, token = tmp_path / "a.db", tmp_path / "tok"
    assert _killed_init("initialise", db, token) == 9
    [left, *_] = hidden = sorted(p for p in tmp_path.iterdir() if p.name.startswith(".a.db.init-"))
    again = _cli("authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token))
    assert again.returncode == 0, again.stderr
    assert str(left) in again.stderr
    assert "killed" in again.stderr
    status = _cli("authority", "status", "--db", str(db), "--json")
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["leftovers"] == [str(p) for p in hidden]
    assert str(left) in status.stderr
    for path in hidden:
        path.unlink()
    status = _cli("authority", "status", "--db", str(db), "--json")
    assert json.loads(status.stdout)["leftovers"] == []
    assert "killed" not in status.stderr
    # only this init's names: another file's hidden copies, or a look-alike, are not named
    (tmp_path / ".a.dbx.init-0123abcd").touch()
    (tmp_path / ".a.db.init-0123abcd.bak").touch()
    status = _cli("authority", "status", "--db", str(db), "--json")
    assert json.loads(status.stdout)["leftovers"] == []


def store_authority(db: Path) -> str | None:
    store = SqliteStore(db)
    try:
        return store.setting("authority_id")
    finally:
        store.close()


# -- damaged rows in an authority database (findings 8 and 9) ---------------------------


def _authority_db(tmp_path: Path, change: str | None = None) -> Path:
    db = tmp_path / "a.db"
    store = SqliteStore(db, create=True)
    store.initialise(
        Repository.create(authority_id="disk", now=datetime.now(UTC)),
        actor="test",
        settings={"authority_id": "disk"},
    )
    store.close()
    if change is not None:
        raw = sqlite3.connect(db)
        raw.execute(change)
        raw.commit()
        raw.close()
    return db


def _timestamp_keyid(db: Path) -> str:
    raw = sqlite3.connect(db)
    try:
        return str(raw.execute("SELECT keyid FROM keys WHERE role = 'timestamp'").fetchone()[0])
    finally:
        raw.close()


_BAD_PEM = "UPDATE keys SET private_pem = X'00112233' WHERE role = 'timestamp'"
_LATEST_TARGETS = "(SELECT name FROM metadata WHERE role = 'targets' ORDER BY version DESC LIMIT 1)"


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_BAD_PEM, "keys row {keyid} (timestamp): not a PEM private key"),
        (
            "UPDATE keys SET private_pem = 'garbage' WHERE role = 'timestamp'",
            "keys row {keyid} (timestamp): holds str, not bytes",
        ),
        (
            f"UPDATE metadata SET data = X'7b' WHERE name = {_LATEST_TARGETS}",  # noqa: S608 - constants
            "metadata row {targets}: not TUF metadata",
        ),
        ("UPDATE metadata SET data = 5 WHERE role = 'snapshot'", "metadata row 1.snapshot.json"),
    ],
    ids=["bad-pem", "text-pem", "metadata-not-json", "metadata-integer"],
)
def test_a_damaged_row_is_named_with_its_file_table_and_key(tmp_path, change, said):
    db = _authority_db(tmp_path, change)
    raw = sqlite3.connect(db)
    targets = raw.execute(_LATEST_TARGETS.strip("()")).fetchone()[0]
    raw.close()
    expected = f"{db}: " + said.format(keyid=_timestamp_keyid(db), targets=targets)
    store = SqliteStore(db)
    try:
        with pytest.raises(DamagedStoreError) as caught:
            store.repository()
        assert str(caught.value).startswith(expected)
        assert "\n" not in str(caught.value)
    finally:
        store.close()
    # `ioa config check` loads it as `serve` will, and says the same, once
    config = tmp_path / "authority.toml"
    config.write_text(f'role = "authority"\n[service]\ndb = "{db}"\n[listen]\nport = 0\n')
    status, out, err = run_split(["config", "check", str(config)])
    assert status != 0
    assert expected.removeprefix(f"{db}: ") in err
    assert "ok" not in out


def test_serve_refuses_a_damaged_key_before_it_listens(tmp_path):
    db = _authority_db(tmp_path, _BAD_PEM)
    refused = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-m", "ioa.cli", "authority", "serve", "--db", str(db), "--port", "0"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        check=False,
    )
    assert refused.returncode == 2
    assert "serving" not in refused.stdout
    assert f"keys row {_timestamp_keyid(db)} (timestamp): not a PEM private key" in refused.stderr
    assert "Traceback" not in refused.stderr


async def test_the_resigner_logs_one_line_for_a_damaged_store(tmp_path, caplog):
    db = _authority_db(tmp_path, _BAD_PEM)
    service = AuthorityService(SqliteStore(db), ServiceConfig(resign_check_interval=3600))
    task = asyncio.create_task(service._resign_loop())
    try:
        for _ in range(10_000):
            if any("re-signing failed" in r.getMessage() for r in caplog.records):
                break
            await asyncio.sleep(0.01)
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    failed = [r for r in caplog.records if "re-signing failed" in r.getMessage()]
    assert len(failed) == 1
    assert failed[0].exc_info is None
    assert "not a PEM private key" in failed[0].getMessage()


def test_a_schema_version_that_is_not_a_number_names_the_file_and_value(tmp_path):
    db = _authority_db(tmp_path, "UPDATE settings SET value = 'abc' WHERE key = 'schema_version'")
    with pytest.raises(InvalidRequestError) as caught:
        SqliteStore(db)
    assert f"{db}: settings.schema_version 'abc' is not a number" in str(caught.value)


# -- a database in a folder this process cannot write (finding 10) -----------------------


def as_on_a_read_only_mount(monkeypatch) -> None:
    """A read-only mount, for a test run as root (which writes through any mode bits):
    the folder is not writable, and `mode=ro` cannot make the -shm it needs."""
    monkeypatch.setattr(store_module, "_folder_writable", lambda _folder: False)
    connect = store_module._connect_uri

    def read_only_mount(uri):
        if "immutable=1" not in uri:
            raise sqlite3.OperationalError("unable to open database file")
        return connect(uri)

    monkeypatch.setattr(store_module, "_connect_uri", read_only_mount)


def test_a_database_in_a_read_only_folder_is_read_without_writing_beside_it(tmp_path, monkeypatch):
    db = _authority_db(tmp_path)
    as_on_a_read_only_mount(monkeypatch)
    store = SqliteStore(db)
    try:
        assert store.read_only
        assert store.setting("authority_id") == "disk"
        assert store.public_repository().timestamp.signed.version >= 1
        with pytest.raises(InvalidRequestError, match=r"not writable.*WAL needs"):
            store.operate(lambda repo: repo.refresh(datetime.now(UTC)), actor="test")
    finally:
        store.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db"]  # no -wal, no -shm made


def test_a_read_only_open_reads_what_a_live_wal_holds(tmp_path, monkeypatch):
    db = _authority_db(tmp_path)
    writer = SqliteStore(db)
    try:
        writer.operate(lambda repo: repo.rotate("timestamp", now=datetime.now(UTC)), actor="t")
        version = Metadata.from_bytes(writer.metadata("timestamp.json") or b"").signed.version
        assert Path(f"{db}-wal").stat().st_size > 0  # committed, not yet in the main file
        monkeypatch.setattr(store_module, "_folder_writable", lambda _folder: False)
        reader = SqliteStore(db)
        try:
            seen = Metadata.from_bytes(reader.metadata("timestamp.json") or b"")
            assert seen.signed.version == version
        finally:
            reader.close()
    finally:
        writer.close()


def test_serve_and_config_check_refuse_a_database_they_could_only_read(tmp_path, monkeypatch):
    # serve re-signs every minute: read-only, it would say "serving" and let timestamps expire
    db = _authority_db(tmp_path)
    monkeypatch.setattr(store_module, "_folder_writable", lambda _folder: False)
    status, out, err = run_split(["authority", "serve", "--db", str(db), "--port", "0"])
    assert status == 2
    assert "serving" not in out
    assert f"serve writes {db}: its folder {tmp_path} is not writable" in err
    assert len(err.strip().splitlines()) == 1
    config = tmp_path / "authority.toml"
    config.write_text(f'role = "authority"\n[service]\ndb = "{db}"\n[listen]\nport = 0\n')
    status, out, err = run_split(["config", "check", str(config)])
    assert status != 0
    assert f"[service] db = {db}: its folder {tmp_path} is not writable" in err
    assert "ok" not in out


def _timestamp_version(store: SqliteStore) -> int:
    with store.reading() as view:
        return Metadata.from_bytes(view.metadata("timestamp.json") or b"").signed.version


@pytest.mark.parametrize("unwritable", ["_folder_writable", "_file_writable"])
def test_a_read_only_open_sees_what_another_writer_commits_later(tmp_path, monkeypatch, unwritable):
    # a folder (or file) this process cannot write may be another user's, who writes it:
    # no -wal at open does not mean that nobody writes, and a long-lived reader is not frozen
    db = _authority_db(tmp_path)
    assert not Path(f"{db}-wal").exists()
    monkeypatch.setattr(store_module, unwritable, lambda _path: False)
    reader = SqliteStore(db)
    monkeypatch.undo()
    writer = SqliteStore(db)
    try:
        assert reader.read_only
        before = _timestamp_version(reader)
        writer.operate(lambda repo: repo.rotate("timestamp", now=datetime.now(UTC)), actor="t")
        assert _timestamp_version(reader) == _timestamp_version(writer) > before
        with pytest.raises(InvalidRequestError, match="not writable"):
            reader.operate(lambda repo: repo.refresh(datetime.now(UTC)), actor="test")
    finally:
        writer.close()
        reader.close()


def test_authority_init_renames_into_place_where_the_filesystem_has_no_hard_links(
    tmp_path, monkeypatch
):
    def no_hard_links(*_args, **_kwargs):
        raise PermissionError(errno.EPERM, "Operation not permitted")  # vfat, exFAT

    monkeypatch.setattr(os, "link", no_hard_links)
    db, token = tmp_path / "a.db", tmp_path / "tok"
    status, _out, err = run_split(
        ["authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token)]
    )
    assert status == 0, err
    assert store_authority(db) == "k"
    assert token.read_text().strip()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db", "tok"]  # no temp file left


def test_authority_init_names_the_final_file_when_linking_fails(tmp_path, monkeypatch):
    def failing(*_args, **_kwargs):
        raise OSError(errno.EIO, "Input/output error", _args[0], None, _args[1])

    monkeypatch.setattr(os, "link", failing)
    db = tmp_path / "a.db"
    status, _out, err = run_split(["authority", "init", "--db", str(db), "--id", "k"])
    assert status == 2
    assert f"{db}: Input/output error" in err
    assert ".init-" not in err
    assert list(tmp_path.iterdir()) == []


def _client(sim, tmp_path, root=None):
    return AuthorityClient(
        sim.metadata_url, targets_url=sim.targets_url, cache_dir=tmp_path, fetcher=sim, root=root
    )


def test_a_damaged_root_json_falls_back_to_the_root_chain_with_a_warning(tmp_path, caplog):
    sim = RepositorySimulator()
    sim.publish(builtin(TRAVEL).canonical)
    _rotate_root(sim, 2)
    sim.client(tmp_path).refresh(now=time.time())
    metadata = tmp_path / "metadata"
    (metadata / "root.json").unlink()
    (metadata / "root.json").write_bytes(b"")  # a power cut emptied it
    client = _client(sim, tmp_path)
    assert client.authority_id == "simulated-authority"
    assert client.fetch(TRAVEL, now=time.time()).context == builtin(TRAVEL)
    warned = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert any(str(metadata / "root.json") in m and "root chain" in m for m in warned)
    assert Metadata[Root].from_bytes((metadata / "root.json").read_bytes()).signed.version == 3


def test_a_damaged_root_json_with_no_chain_is_refused_by_name(tmp_path):
    sim = RepositorySimulator()
    sim.client(tmp_path).refresh(now=time.time())
    metadata = tmp_path / "metadata"
    (metadata / "root.json").unlink()
    (metadata / "root.json").write_bytes(b"{")
    for old in (metadata / "root_history").iterdir():
        old.unlink()
    with pytest.raises(InvalidMetadataError) as caught:
        _client(sim, tmp_path)
    assert str(metadata / "root.json") in str(caught.value)


def test_a_root_planted_below_the_chain_does_not_start_it(tmp_path):
    sim = RepositorySimulator()
    sim.publish(builtin(TRAVEL).canonical)
    bootstrap = sim.store.metadata("1.root.json")
    assert bootstrap is not None
    _rotate_root(sim, 1)
    sim.client(tmp_path).refresh(now=time.time())
    metadata = tmp_path / "metadata"
    history = metadata / "root_history"
    (metadata / "root.json").unlink()
    # another authority's root (its own keys, self-signed) planted below the chain
    planted = RepositorySimulator().store.metadata("1.root.json")
    assert planted is not None
    (history / "0.root.json").write_bytes(planted)  # its name is not its version
    ours = (history / "2.root.json").read_bytes()
    assert trusted_root(metadata) == ours
    assert trusted_root(metadata, bootstrap) == ours
    client = _client(sim, tmp_path, root=bootstrap)
    assert client.fetch(TRAVEL, now=time.time()).context == builtin(TRAVEL)


def test_publish_names_the_database_of_a_damaged_row_once(tmp_path):
    db = _authority_db(tmp_path, _BAD_PEM)
    context = tmp_path / "travel.json"
    context.write_bytes(builtin(TRAVEL).canonical)
    status, _out, err = run_split(["authority", "publish", "--db", str(db), str(context)])
    assert status == 2
    assert f"{db}: keys row {_timestamp_keyid(db)} (timestamp): not a PEM private key" in err
    assert err.count(str(db)) == 1


def test_a_copy_whose_wal_holds_commits_is_refused_not_read_stale(tmp_path, monkeypatch):
    """A review: where `mode=ro` cannot open (no -shm to be made), the fallback read the
    file as immutable, which ignores a -wal: a copy of a.db and a.db-wal without -shm gave
    its state before the commits in the -wal, as the authority's (an empty settings)."""
    db = _authority_db(tmp_path)
    writer = SqliteStore(db)
    try:
        writer.operate(lambda repo: repo.rotate("timestamp", now=datetime.now(UTC)), actor="t")
        copy = tmp_path / "copy"
        copy.mkdir()
        (copy / "a.db").write_bytes(db.read_bytes())
        (copy / "a.db-wal").write_bytes(Path(f"{db}-wal").read_bytes())
    finally:
        writer.close()
    assert (copy / "a.db-wal").stat().st_size > 0
    as_on_a_read_only_mount(monkeypatch)
    with pytest.raises(sqlite3.OperationalError) as refused:
        SqliteStore(copy / "a.db")
    assert f"{copy / 'a.db'}: cannot be read here: a.db-wal holds commits" in str(refused.value)
