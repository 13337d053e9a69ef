"""The firewall's driver: policy directories read from disk, and reloaded when they change.

Everything here touches the filesystem or the clock; the policy logic it
feeds (`bundle_from_text`, `Firewall.replace`) is in the sans-I/O core.

`load_policies(dir)` reads the files of a directory whose names end in
`.cedar` (in any case, in name order), `agents.json` and `valuation.json`,
each at most `MAX_POLICY_FILE` bytes of UTF-8, and returns the bundle
`bundle_from_text` builds, or `PolicyError` (naming the first fault's file
and carrying every fault: a bad valuation table refuses the directory as a
bad policy does). `lint_policies(dir)` reads the same and returns every
fault found (`ioa firewall lint`). A directory without `valuation.json` is
valued with the shipped table (`policies.DEFAULT_VALUATION`).

Nothing that looks like a policy is skipped in silence (`policy_files`): a
`.cedar` file in a sub-directory (outside hidden ones: Kubernetes mounts
keep copies in `..data`, git its own in `.git`) refuses the directory, as
a forbid the operator put there and the firewall never read would let
through what it forbids; a name that holds `.cedar` without ending in it
(`x.cedar.off`) or starts with a dot (an editor's lock `.#x.cedar`, often a
dangling link, which had refused every reload), or is `agents.json`'s or
`valuation.json`'s in another case, is not read, and said (a warning: logged
at load, listed by lint).

Hot reload: a policy directory that changes is loaded again, and put in
force only if whole. Changes are seen by name, size, modification and status-change time and
inode (so a copy that keeps the old modification time is still seen). A change
is read once the files have held still for one check: a file caught while it
is being rewritten in place (emptied, then written) is not read half-written,
and an empty `.cedar` file is refused anyway. A write cut short for good (a full
disk) between two statements still parses and is put in force: nothing tells it
from an edit (docs/firewall.md: replace files whole, by rename). A reload that
drops a forbid policy in force says which, at WARNING.

`PolicyWatcher.check(now)` compares the directory's files (names, sizes,
modification times; `valuation.json` too, so a new rate table is put in
force like a new policy) with what is in force; on a change it loads the
directory again (`load_policies`), and either replaces the firewall's
bundle (the decision cache is cleared; sessions and rate counts go on) or,
when the new files do not load, keeps the old bundle and reports why. A
bad change is reported once, not at every check, until the files change
again. `watch` runs the checks on an asyncio loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from l9_snl.firewall.core import Firewall
from l9_snl.firewall.findings import shown_name
from l9_snl.firewall.policies import (
    AGENTS_FILE,
    MAX_POLICY_FILE,
    VALUATION_FILE,
    Finding,
    PolicyBundle,
    PolicyError,
    PolicyLint,
    lint_texts,
)

logger = logging.getLogger("l9_snl.firewall")

Fingerprint = tuple[tuple[str, int, int, int, int, int, int], ...]

UNSETTLED_CHECKS = 10
"""Checks in a row that see the policy files change before it is said (once) at WARNING."""
POLICY_SUFFIX = ".cedar"
"""What a policy file's name ends in, in any case (`x.Cedar` is read)."""
MAX_SCANNED = 10_000
"""Entries of a policy directory's sub-directories looked at for `.cedar` files, at most."""


def load_policies(directory: str | Path) -> PolicyBundle:
    """Read and validate a policy directory; `PolicyError` naming the first fault found.

    The error carries every fault (`findings`, `faults`): nothing is half-loaded. Files
    that are not read (warnings) are named at WARNING.
    """
    checked = lint_policies(directory)
    if checked.bundle is None:
        raise PolicyError.refusing(checked.findings)
    for finding in checked.findings:
        if finding.severity == "warning":
            shown = shown_name(str(Path(directory) / finding.file))
            logger.warning("firewall: %s: %s", shown, finding.message)
    return checked.bundle


def policy_files(folder: Path) -> tuple[list[Path], list[Finding]]:
    """The policy files of a directory, by name, and a finding for each file not read.

    Policy files are the entries whose names end in `.cedar`, in any case. Not read:
    a `.cedar` file in a sub-directory (an error: the directory is refused), a name
    that holds `.cedar` without ending in it or starts with a dot (an editor's lock
    `.#x.cedar`, a tool's temporary `.tmp123.cedar`), and `agents.json` or
    `valuation.json` in another case (warnings). Hidden sub-directories are not looked
    into.
    """
    files: list[Path] = []
    skipped: list[Finding] = []
    budget = MAX_SCANNED  # entries looked at below the directory, all sub-directories together
    for entry in sorted(folder.iterdir(), key=lambda path: path.name):
        lower = entry.name.lower()
        if entry.name.startswith(".") and POLICY_SUFFIX in lower:
            message = (
                "not read: a hidden file (an editor's lock, a tool's copy in the making); "
                "rename it without the leading dot to read it"
            )
            skipped.append(_skipped(entry.name, message, "warning"))
        elif lower.endswith(POLICY_SUFFIX) and not entry.name.isprintable():
            # (a policy id holds its file's name: Cedar takes UTF-8 text only; a name that
            # is not UTF-8 is read with lone surrogates, which are not printable). Only a
            # name that would be read: a hidden or `.off` one stays a warning.
            message = "not read: the name is not printable UTF-8; rename the file"
            skipped.append(_skipped(entry.name, message, "error"))
        elif lower.endswith(POLICY_SUFFIX):
            files.append(entry)  # a directory so named is refused as not a regular file
        elif POLICY_SUFFIX in lower:
            message = f"not read: policy files are those whose names end in {POLICY_SUFFIX}"
            skipped.append(_skipped(entry.name, message, "warning"))
        elif lower in (AGENTS_FILE, VALUATION_FILE) and entry.name != lower:
            message = f"not read: the name is {lower} in another case, which is read alone"
            skipped.append(_skipped(entry.name, message, "warning"))
        elif entry.is_dir() and not entry.is_symlink() and not entry.name.startswith("."):
            # (a linked directory is not followed: `root -> /` would walk the disk)
            found, budget = _nested(folder, entry, budget)
            skipped.extend(found)
    return files, skipped


def _nested(folder: Path, top: Path, budget: int) -> tuple[list[Finding], int]:
    """An error for each `.cedar` file below `top` (hidden directories aside); entries left.

    `budget`: the entries still to look at, shared by every sub-directory of the policy
    directory, so that many sub-directories together stay within `MAX_SCANNED`.
    """
    found: list[Finding] = []
    seen = 0
    if budget <= 0:
        return found, budget
    for root, directories, names in os.walk(top):
        directories[:] = sorted(d for d in directories if not d.startswith("."))
        seen += len(directories) + len(names)
        for name in sorted(names):
            if name.lower().endswith(POLICY_SUFFIX):
                relative = (Path(root) / name).relative_to(folder).as_posix()
                message = (
                    "not read: policies are read from the directory itself, not its "
                    f"sub-directories (move it up to read it, or rename it {shown_name(name)}.off)"
                )
                found.append(_skipped(relative, message, "error"))
        if seen > budget:
            message = f"not looked into past {MAX_SCANNED} entries for policy files"
            found.append(_skipped(top.name, message, "warning"))
            break
    return found, budget - seen


def _skipped(name: str, message: str, severity: Literal["error", "warning"]) -> Finding:
    return Finding(file=name, code="skipped", message=message, severity=severity)


def lint_policies(directory: str | Path) -> PolicyLint:
    """Every fault of a policy directory, file by file; its bundle when there are none.

    `PolicyError` only when `directory` is not a directory at all.
    """
    folder = Path(directory)
    if not folder.is_dir():
        raise PolicyError(shown_name(str(folder)), "not a directory")
    try:
        files, skipped = policy_files(folder)
    except OSError as exc:
        raise PolicyError(shown_name(str(folder)), f"cannot be listed: {exc.strerror}") from exc
    if not files:
        fault = Finding(file=str(folder), code="directory", message="no *.cedar policy files")
        return PolicyLint(bundle=None, findings=(fault, *skipped))
    unread: list[Finding] = list(skipped)
    texts = {path.name: text for path in files if (text := _read(path, unread)) is not None}
    # A dangling link is read (and refused), not taken for "no table" or "no agents": the
    # operator meant one (with no agents.json, a forbid on an organisation matches nobody).
    agents_path = folder / AGENTS_FILE
    has_agents = agents_path.exists() or agents_path.is_symlink()
    agents_text = _read(agents_path, unread) if has_agents else None
    valuation_path = folder / VALUATION_FILE
    has_valuation = valuation_path.exists() or valuation_path.is_symlink()
    valuation_text = _read(valuation_path, unread) if has_valuation else None
    checked = lint_texts(texts, agents_text, source=str(folder), valuation_json=valuation_text)
    if not unread:
        return checked
    order = [path.name for path in files] + [AGENTS_FILE, VALUATION_FILE]
    order += [finding.file for finding in skipped]
    findings = sorted([*unread, *checked.findings], key=lambda finding: order.index(finding.file))
    refused = any(finding.severity == "error" for finding in unread)
    return PolicyLint(bundle=None if refused else checked.bundle, findings=tuple(findings))


def _read(path: Path, unread: list[Finding]) -> str | None:
    """The file's text; None, and its fault in `unread`, when it cannot be read as such."""
    try:
        return _text(path)
    except PolicyError as error:
        unread.append(Finding(file=error.path, code="file", message=error.message))
        return None


def _text(path: Path) -> str:
    try:
        if not path.is_file():
            raise PolicyError(path.name, "not a regular file")
        with path.open("rb") as stream:
            data = stream.read(MAX_POLICY_FILE + 1)
    except OSError as exc:
        raise PolicyError(path.name, f"cannot be read: {exc.strerror}") from exc
    if len(data) > MAX_POLICY_FILE:
        raise PolicyError(path.name, f"larger than {MAX_POLICY_FILE} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PolicyError(path.name, f"not UTF-8 (byte {exc.start})") from exc


@dataclass(frozen=True, slots=True)
class Reload:
    """What one reload did."""

    loaded: bool
    """True when the new policies are in force; False when the old ones stay."""
    digest: str
    """The digest of the bundle in force after it."""
    error: str | None = None
    """Why the new files were not put in force."""
    dropped: tuple[str, ...] = ()
    """The forbid policies in force before it and not after (each logged at WARNING)."""


class PolicyWatcher:
    """Reloads `directory` into `firewall` when its files change (time passed in)."""

    def __init__(self, directory: str | Path, firewall: Firewall, *, interval: float = 2.0) -> None:
        self.directory = Path(directory)
        self.firewall = firewall
        self.interval = interval
        self._seen = self.fingerprint()
        self._changing: Fingerprint | None = None  # a change seen, not yet held still
        self._unsettled = 0  # checks in a row that saw the files change
        self._next = 0.0

    def fingerprint(self) -> Fingerprint:
        """Name, size, times and inode of every file the policies come from (and of its name).

        And of the files `policy_files` says are not read: one put in a sub-directory
        is reported (the reload is refused) when it comes, not at the next change.
        """
        entries = []
        optional = [self.directory / AGENTS_FILE, self.directory / VALUATION_FILE]
        try:
            files, skipped = policy_files(self.directory)
        except OSError:
            files, skipped = [], []
        # (a skipped file by its real name, printable or not: its finding shows it escaped)
        found = [*files, *optional, *(self.directory / finding.file for finding in skipped)]
        for path in sorted(found, key=lambda p: p.relative_to(self.directory).as_posix()):
            with contextlib.suppress(OSError):
                status = _status(path)
                entries.append(
                    (
                        path.relative_to(self.directory).as_posix(),
                        status.st_size,
                        status.st_mtime_ns,
                        status.st_ctime_ns,
                        status.st_ino,
                        *_links_to(path),
                    )
                )
        return tuple(entries)

    def check(self, now: float) -> Reload | None:
        """Reload if the files changed, then held still for one check (every `interval`).

        A change is in force one to two intervals after it is written.
        """
        return self.settle(self.read_changes(now))

    def read_changes(self, now: float) -> PolicyBundle | Reload | None:
        """The new bundle if the files changed and load, else a failed `Reload` or None.

        The firewall is not touched (`settle` puts a bundle in force). This is the slow
        half (reading and linting files), safe to run off the event loop.
        """
        if now < self._next:
            return None
        self._next = now + self.interval
        current = self.fingerprint()
        if current == self._seen:
            self._changing, self._unsettled = None, 0
            return None
        if current != self._changing:  # changed since the last check: still being written?
            self._changing = current
            self._unsettled += 1
            if self._unsettled == UNSETTLED_CHECKS:
                logger.warning(
                    "firewall: the policy files of %s changed at each of %d checks: they are "
                    "read once they hold still for one",
                    self.directory,
                    UNSETTLED_CHECKS,
                )
            return None
        bundle: PolicyBundle | Exception
        try:
            bundle = load_policies(self.directory)
        except Exception as error:  # noqa: BLE001 - whatever goes wrong, the old policies stay
            bundle = error
        if self.fingerprint() != current:  # written to while read: read it once it holds still
            self._changing = None
            return None
        self._seen, self._changing, self._unsettled = current, None, 0
        if isinstance(bundle, Exception):
            logger.warning("firewall: new policies not loaded, the old ones stay: %s", bundle)
            return Reload(loaded=False, digest=self.firewall.bundle.digest, error=str(bundle))
        return bundle

    def settle(self, changes: PolicyBundle | Reload | None) -> Reload | None:
        """Put what `read_changes` returned in force; what the reload did, if anything."""
        if not isinstance(changes, PolicyBundle):
            return changes
        if changes.digest == self.firewall.bundle.digest:
            return None  # touched, not changed
        before = self.firewall.bundle.outcomes
        dropped = tuple(policy for policy in before if policy not in changes.outcomes)
        if dropped:
            logger.warning(
                "firewall: the new policies of %s drop forbid %s, in force until now: %s",
                self.directory,
                "policies" if len(dropped) > 1 else "policy",
                ", ".join(dropped),
            )
        self.firewall.replace(changes)
        return Reload(loaded=True, digest=changes.digest, dropped=dropped)


def _links_to(path: Path) -> tuple[int, int]:
    """How many links lead to `path`'s file, and a digest of their own status (inode, ctime).

    A link switched to another file and back while the files were read leaves its target's
    status as it was, but not its own; nor does a linked directory on the way (`current ->
    v1`, switched to v2 and back: a review). Every link met on the way counts, at most
    `MAX_LINKS_FOLLOWED`.
    """
    seen: list[int] = []
    where: Path | None = path.absolute()
    while where is not None and len(seen) < 2 * MAX_LINKS_FOLLOWED:
        walked, parts, where = Path(where.anchor), where.parts[1:], None
        for index, part in enumerate(parts):
            walked /= part
            try:
                own = walked.lstat()
            except OSError:
                break
            if stat.S_ISLNK(own.st_mode):  # the rest is walked again from the link's target
                seen += [own.st_ino, own.st_ctime_ns]
                with contextlib.suppress(OSError):
                    where = (walked.parent / walked.readlink()).joinpath(*parts[index + 1 :])
                break
    return len(seen) // 2, hash(tuple(seen))


MAX_LINKS_FOLLOWED: Final = 40
"""Links `_links_to` follows on the way to one policy file (the kernel's own bound)."""


def _status(path: Path) -> os.stat_result:
    """The file's status; a link's own when it leads nowhere readable.

    Dangling, looping, through a file: its coming and going is a change too.
    """
    try:
        return path.stat()
    except OSError:
        return path.lstat()


async def watch(
    watcher: PolicyWatcher,
    stop: asyncio.Event,
    *,
    on_reload: Callable[[Reload], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> None:
    """Check for changed policies every `watcher.interval` seconds until `stop` is set."""
    while not stop.is_set():
        # Linting a large directory takes cedarpy a while: off the loop, so that
        # the sessions it serves go on; the new bundle goes in force on the loop.
        result = watcher.settle(await asyncio.to_thread(watcher.read_changes, clock()))
        if result is not None and on_reload is not None:
            on_reload(result)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), watcher.interval)


__all__ = ["PolicyWatcher", "Reload", "lint_policies", "load_policies", "policy_files", "watch"]
