"""Files holding keys are made private and never through a symlink planted at their name.

`SqliteStore(path, create=True)` and the authorization server's `SqliteLedger` made their
file with `O_CREAT` after a look that follows links: a dangling symlink at `path` made the
authority's key database wherever it pointed. `create_private` makes it exclusively.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from authority.authz.store import SqliteLedger
from authority.sqlite_store import SqliteStore
from l7_transport.files import create_private, unprotected


def planted(tmp_path: Path) -> tuple[Path, Path]:
    """A symlink `db` in the operator's folder pointing to a file to be, elsewhere."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = tmp_path / "operator" / "authority.db"
    link.parent.mkdir()
    link.symlink_to(elsewhere / "keys.db")
    return link, elsewhere / "keys.db"


def test_create_private_makes_a_new_file_0600_once(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    assert create_private(path) is True
    assert path.stat().st_mode & 0o777 == 0o600
    old = os.umask(0o077)
    try:  # exactly the mode asked, whatever the umask
        assert create_private(tmp_path / "shared.db", mode=0o640) is True
    finally:
        os.umask(old)
    assert (tmp_path / "shared.db").stat().st_mode & 0o777 == 0o640
    assert path.read_bytes() == b""
    path.write_bytes(b"kept")
    assert create_private(path) is False  # there already: untouched
    assert path.read_bytes() == b"kept"


def test_create_private_leaves_a_link_to_an_existing_file_as_that_file(tmp_path: Path) -> None:
    target = tmp_path / "real.db"
    target.write_bytes(b"data")
    link = tmp_path / "link.db"
    link.symlink_to(target)
    assert create_private(link) is False
    assert target.read_bytes() == b"data"


def test_create_private_does_not_follow_a_dangling_link(tmp_path: Path) -> None:
    link, target = planted(tmp_path)
    with pytest.raises(FileExistsError, match="symlink to nothing") as caught:
        create_private(link)
    assert str(link) in str(caught.value)
    assert str(target) in str(caught.value)
    assert not target.exists()
    assert link.is_symlink()  # left as it was


@pytest.mark.parametrize("make", [lambda p: SqliteStore(p, create=True), SqliteLedger])
def test_a_key_database_is_not_made_where_a_planted_link_points(tmp_path: Path, make) -> None:
    link, target = planted(tmp_path)
    with pytest.raises(FileExistsError, match=f"{link} is a symlink"):
        make(link)
    assert not target.exists()
    assert list(target.parent.iterdir()) == []
    assert list(link.parent.iterdir()) == [link]  # the link alone: no -wal, no -shm


def test_a_new_store_is_not_made_through_a_link_to_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "world-readable.db"
    target.write_bytes(b"")
    target.chmod(0o666)
    link = tmp_path / "authority.db"
    link.symlink_to(target)
    with pytest.raises(FileExistsError, match="is a symlink"):
        SqliteStore(link, create=True)
    assert target.read_bytes() == b""  # no schema, no keys written there


def test_an_unprotected_secret_on_a_read_only_mount_is_told_how_to_mend_the_mount(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Kubernetes secret volume is 0644 and read-only by default: `chmod 600` cannot work."""
    key = tmp_path / "key.pem"
    key.write_bytes(b"secret")
    key.chmod(0o644)
    assert unprotected(key) == (
        f"{key}: unprotected private file: group or others may use it (mode 0644); chmod 600 {key}"
    )
    real = os.statvfs(key)

    class ReadOnly:
        f_flag = real.f_flag | os.ST_RDONLY

    monkeypatch.setattr(os, "statvfs", lambda _path: ReadOnly())  # (no read-only mount here)
    told = unprotected(key)
    assert told is not None
    assert "chmod" not in told
    assert told.endswith(
        "read-only mount: give the mount a private mode"
        " (Kubernetes: defaultMode: 0400 on the secret volume)"
    )
    key.chmod(0o400)
    assert unprotected(key) is None
