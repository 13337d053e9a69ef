"""The Schema Authority's on-disk state damaged by crashes (outside attack on on-disk state).

A client cache whose tuf files a power cut emptied, a crash inside tuf's swap of
`root.json`: real tuf metadata, real signatures, real files.
"""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest
from tuf.api.metadata import Metadata, Root

from authority.client import AuthorityClient
from authority.client_cache import SEEN_VERSIONS, trusted_root
from authority.exceptions import ContextRevokedError, InvalidMetadataError, RollbackError
from authority.simulator import RepositorySimulator
from authority.store import SqliteStore
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
from authority.store import SqliteStore
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


def test_authority_init_killed_while_storing_leaves_no_half_made_database(tmp_path):
    db, token = tmp_path / "a.db", tmp_path / "tok"
    killed = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-c", _KILLED_INIT, "initialise", str(db), str(token)],
        cwd=REPO,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert killed.returncode == 9
    assert not db.exists()
    assert not token.exists()
    assert _cli("authority", "init", "--db", str(db), "--id", "k", "--token-file", str(token)
                ).returncode == 0  # fmt: skip
    status = _cli("authority", "status", "--db", str(db))
    assert status.returncode == 0, status.stderr
    assert store_authority(db) == "k"


def test_authority_init_killed_before_its_last_link_names_the_token_file_to_remove(tmp_path):
    db, token = tmp_path / "a.db", tmp_path / "tok"
    killed = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-c", _KILLED_INIT, "last-link", str(db), str(token)],
        cwd=REPO,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert killed.returncode == 9
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


def store_authority(db: Path) -> str | None:
    store = SqliteStore(db)
    try:
        return store.setting("authority_id")
    finally:
        store.close()
