"""The file store's own files: modes, and whatever else is found where its files should be.

Outside attack findings 3, 6 and 7: directories made with the umask's mode, symlinks
followed by `prune` and `put`, a FIFO that hung the master, a directory that stopped
`prune`.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ioa.offload import (
    DEFAULT_MAX_CHARS,
    MAX_BYTES,
    FileContextStore,
    OffloadError,
    context_uri,
)

DATA = b"a context " * 2000
LONG_AGO = 1_000_000


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def umask_000() -> Iterator[None]:
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


def file_of(store: FileContextStore, data: bytes = DATA) -> Path:
    return store._path(context_uri(data))


@pytest.mark.usefixtures("umask_000")
def test_every_directory_the_store_makes_is_0700_and_its_files_0600_under_umask_000(tmp_path):
    root = tmp_path / "var" / "contexts"
    store = FileContextStore(root)
    path = file_of(store)
    assert store.put(DATA) == context_uri(DATA)
    assert mode(path) == 0o600
    for directory in (tmp_path / "var", root, root / "sha-256", path.parent):
        assert mode(directory) == 0o700, directory


@pytest.mark.parametrize("level", ["root", "sha-256"])
def test_a_store_directory_others_can_write_to_is_made_0700_again_and_said(tmp_path, caplog, level):
    """A folder of the store that group or others may write to (an earlier version's,
    made under umask 002) is made 0700 with a warning naming it: refusing it (a first
    version of the fix) stopped every store made under umask 002 (a review)."""
    root = tmp_path / "store"
    (root / "sha-256").mkdir(parents=True)
    weak = root if level == "root" else root / "sha-256"
    weak.chmod(0o777)
    store = FileContextStore(root)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        uri = store.put(DATA)
    assert mode(weak) == 0o700
    assert f"{weak} was writable by group or others (mode 0777): made 0700" in caplog.text
    assert store.get(uri) == DATA


def test_a_store_directory_others_can_write_to_and_that_cannot_be_made_0700_is_refused(
    tmp_path, caplog, monkeypatch
):
    root = tmp_path / "store"
    root.mkdir()
    root.chmod(0o777)
    store = FileContextStore(root)

    def refused_chmod(*_):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "fchmod", refused_chmod)
    with pytest.raises(OffloadError) as refused:
        store.put(DATA)
    assert refused.value.code == "context_unavailable"
    assert f"{root} is writable by group or others (mode 0777) and cannot be made 0700" in (
        refused.value.message
    )
    with caplog.at_level(logging.WARNING, "ioa.offload"), pytest.raises(OffloadError) as read:
        store.get(context_uri(DATA))
    assert str(root) not in read.value.message  # a peer is not told the master's paths
    assert str(root) in caplog.text


def test_a_store_root_that_is_a_symlink_or_anothers_is_refused(tmp_path, monkeypatch):
    real = tmp_path / "real"
    real.mkdir(mode=0o700)
    (tmp_path / "link").symlink_to(real)
    with pytest.raises(OffloadError, match=r"link is a symlink"):
        FileContextStore(tmp_path / "link").put(DATA)
    assert list(real.iterdir()) == []
    monkeypatch.setattr(os, "geteuid", lambda: os.getuid() + 1)
    with pytest.raises(OffloadError, match=r"real is owned by uid \d+, not by this process's"):
        FileContextStore(real).put(DATA)


def test_prune_and_put_never_follow_a_symlinked_prefix_directory(tmp_path, caplog):
    """Outside attack, finding 3: prune deleted the old files a planted `sha-256/zz ->
    victim/` pointed at, and put wrote into it."""
    victim = tmp_path / "victim"
    victim.mkdir()
    for name in ("important.txt", "notes.md"):
        (victim / name).write_text("keep me")
        os.utime(victim / name, (LONG_AGO, LONG_AGO))
    store = FileContextStore(tmp_path / "store")
    store.put(b"an old context")
    planted = tmp_path / "store" / "sha-256" / "zz"
    planted.symlink_to(victim)
    prefix = file_of(store).parent
    prefix.symlink_to(victim)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        assert store.prune(older_than=LONG_AGO + 1) == 0
    assert sorted(p.name for p in victim.iterdir()) == ["important.txt", "notes.md"]
    assert f"{planted} is not a directory; left alone" in caplog.text
    with pytest.raises(OffloadError, match=f"{prefix} is a symlink"):
        store.put(DATA)
    assert sorted(p.name for p in victim.iterdir()) == ["important.txt", "notes.md"]
    with pytest.raises(OffloadError) as read:
        store.get(context_uri(DATA))
    assert read.value.code == "context_unavailable"


def test_prune_leaves_a_symlink_in_place_of_a_file_and_its_target_alone(tmp_path, caplog):
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me")
    os.utime(target, (LONG_AGO, LONG_AGO))
    store = FileContextStore(tmp_path / "store")
    old = store.put(b"an old context")
    os.utime(store._path(old), (LONG_AGO, LONG_AGO))
    link = store._path(old).parent / ("0" * 64)
    link.symlink_to(target)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        assert store.prune(older_than=LONG_AGO + 1) == 1  # the old context, not the link
    assert target.read_text() == "keep me"
    assert link.is_symlink()
    assert caplog.text.count(f"{link} is not a regular file; left alone") == 1


def in_a_thread(call: Callable[[], object], fifo: Path) -> object:
    """What `call` returned or raised. The 30 s join is only the safety net of a test that
    would otherwise hang on `fifo` (the assertions are on the answer, never on time)."""
    answer: list[object] = []

    def run() -> None:
        try:
            answer.append(call())
        except Exception as error:  # noqa: BLE001 - handed to the test
            answer.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)
    if thread.is_alive():  # unblock it: open the FIFO's other end
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(30)
        pytest.fail(f"{call} blocked")
    return answer[0]


def test_a_fifo_in_place_of_a_file_is_refused_not_waited_on(tmp_path, caplog):
    """Outside attack, finding 6: get, part and put blocked for ever on a FIFO, and
    fetches are answered on the master's event loop."""
    store = FileContextStore(tmp_path)
    uri = context_uri(DATA)
    path = file_of(store)
    path.parent.mkdir(parents=True, mode=0o700)
    os.mkfifo(path, 0o600)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        for call in (lambda: store.get(uri), lambda: store.part(uri, 0, 10)):
            refused = in_a_thread(call, path)
            assert isinstance(refused, OffloadError)
            assert refused.code == "context_unavailable"
    assert caplog.text.count(f"{path} is not a regular file") == 2
    assert in_a_thread(lambda: store.put(DATA), path) == uri  # put replaces it with the context
    assert stat.S_ISREG(os.lstat(path).st_mode)
    assert store.get(uri) == DATA


def test_a_symlink_in_place_of_a_file_or_a_file_above_the_bound_is_not_read(tmp_path, caplog):
    """Outside attack, finding 6: a symlink to /dev/urandom was read without bound."""
    store = FileContextStore(tmp_path / "store", max_bytes=len(DATA))
    big = tmp_path / "big"
    big.write_bytes(b"x" * (len(DATA) + 1))
    uri = store.put(DATA)
    path = file_of(store)
    path.unlink()
    path.symlink_to(big)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        for call in (lambda: store.get(uri), lambda: store.part(uri, 0, 10)):
            with pytest.raises(OffloadError) as refused:
                call()
            assert refused.value.code == "context_unavailable"
        assert caplog.text.count(f"{path} is a symlink") == 2
        path.unlink()
        os.link(big, path)  # a hard link is no symlink: its size is what is refused
        with pytest.raises(OffloadError) as refused:
            store.part(uri, 0, 10)
    assert refused.value.code == "context_unavailable"
    assert f"{path} holds {len(DATA) + 1} bytes, above the store's {len(DATA)}" in caplog.text
    with pytest.raises(OffloadError) as too_large:
        store.put(DATA + b"!")
    assert too_large.value.code == "too_large"
    assert store.max_bytes == len(DATA)
    assert FileContextStore(tmp_path).max_bytes == MAX_BYTES == 4 * DEFAULT_MAX_CHARS


def test_a_directory_in_place_of_a_file_is_named_by_put(tmp_path):
    """Outside attack, finding 7: put raised a bare IsADirectoryError about a `.tmp-` name."""
    store = FileContextStore(tmp_path)
    path = file_of(store)
    (path / "inside").mkdir(parents=True)
    with pytest.raises(OffloadError) as refused:
        store.put(DATA)
    assert refused.value.code == "context_unavailable"
    assert refused.value.message == f"{path} is a directory"
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no `.tmp-` left


def test_prune_goes_on_past_a_directory_in_place_of_a_file(tmp_path, caplog):
    """Outside attack, finding 7: prune stopped at the first directory, pruning nothing
    after it."""
    store = FileContextStore(tmp_path)
    path = file_of(store)
    (path / "inside").mkdir(parents=True)
    olds = [store.put(f"old context {n}".encode()) for n in range(20)]
    for uri in olds:
        os.utime(store._path(uri), (LONG_AGO, LONG_AGO))
    os.utime(path, (LONG_AGO, LONG_AGO))
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        assert store.prune(older_than=LONG_AGO + 1) == len(olds)
    assert path.is_dir()
    assert caplog.text.count(f"{path} is not a regular file; left alone") == 1


def test_put_leaves_no_temporary_file_when_a_write_fails(tmp_path, monkeypatch):
    store = FileContextStore(tmp_path, durable=True)

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OffloadError) as refused:
        store.put(DATA)
    assert refused.value.code == "context_unavailable"
    assert refused.value.message == f"{file_of(store)}: No space left on device"
    assert [p for p in tmp_path.rglob("*") if not p.is_dir()] == []


def test_prune_goes_on_past_a_file_it_cannot_delete(tmp_path, caplog, monkeypatch):
    store = FileContextStore(tmp_path)
    olds = [store.put(f"old context {n}".encode()) for n in range(20)]
    for uri in olds:
        os.utime(store._path(uri), (LONG_AGO, LONG_AGO))
    stuck = store._path(olds[7])
    unlink = os.unlink

    def refusing(name: str, *, dir_fd: int | None = None) -> None:
        if name == stuck.name:
            raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), name)
        unlink(name, dir_fd=dir_fd)

    monkeypatch.setattr(os, "unlink", refusing)
    with caplog.at_level(logging.WARNING, "ioa.offload"):
        assert store.prune(older_than=LONG_AGO + 1) == len(olds) - 1
    assert stuck.exists()
    assert f"{stuck}: Operation not permitted; left alone" in caplog.text
