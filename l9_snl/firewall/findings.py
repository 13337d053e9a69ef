"""What is wrong with a policy directory: each fault (`Finding`), and the error refusing it.

`ioa firewall lint` lists every finding; loading for serving refuses the
directory with a `PolicyError` naming the first and carrying them all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal


def shown_name(name: str) -> str:
    r"""`name` as it can be printed, logged and put in JSON: the same if it prints (no `\`).

    A file name the system gave as bytes that are not UTF-8 holds lone surrogates
    (`os.fsdecode`): those bytes are shown `\xNN`; other characters that do not
    print (controls, format characters) as Python escapes them (`\x07`, `\u200b`).
    A backslash of the name itself is then shown `\\`, and so it is in a name that
    prints (the one escaping: `caf\xe9` and `caf\\xe9` are two names, never one).
    """
    if "\\" in name:
        name = name.replace("\\", "\\\\")
    elif name.isprintable():
        return name
    try:
        text = name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a surrogate no file name holds: given as text by a caller
        text = name.encode("utf-8", "backslashreplace").decode("utf-8")
    return "".join(char if char.isprintable() else _escaped(char) for char in text)


def _escaped(char: str) -> str:
    r"""A character that does not print, as Python writes it, but never as a byte's `\xNN`.

    (`\x85` is kept for a byte that is not UTF-8; the character U+0085 is `\u0085`.)
    """
    point = ord(char)
    if point < 0x80:
        return f"\\x{point:02x}"
    return f"\\u{point:04x}" if point <= 0xFFFF else f"\\U{point:08x}"


@dataclass(frozen=True, kw_only=True, slots=True)
class Finding:
    """One fault in a policy directory, and where it is."""

    file: str
    """The file at fault, by its name in the directory (the directory's own path when none is),
    as the system gave it: it may not be printable (`shown_file` is)."""
    code: str
    """What kind of fault: `parse`, `complexity` (nested or chained past what Cedar can
    read safely), `template`, `policy-id`, `validation`, `annotation`, `duplicate-id`,
    `agents`, `valuation`, `file` (not read), `empty` (a `.cedar` file without a policy),
    `skipped` (a file that looks like a policy and is not read: `aio.policy_files`),
    `too-many-policies` (`policies.MAX_POLICIES`) or `directory`."""
    message: str
    """What is wrong, in one line."""
    line: int | None = None
    """Where in the file (from 1): the faulty token, or the start of the policy at fault."""
    column: int | None = None
    """The column (from 1, in characters) on `line`."""
    policy: str | None = None
    """The policy at fault (`<file stem>/<id>`), when one is."""
    severity: Literal["error", "warning"] = "error"
    """An error refuses the directory; a warning does not."""

    @property
    def shown_file(self) -> str:
        """`file` as it can be printed, logged and put in JSON (`shown_name`)."""
        return shown_name(self.file)

    @property
    def position(self) -> str:
        """`line L, column C: `, or "" when the source gives no position."""
        if self.line is None:
            return ""
        return f"line {self.line}, column {self.column}: "

    def __str__(self) -> str:
        """`FILE[, policy P]: [line L, column C: ]message`, as `PolicyError` says it."""
        where = f"{self.shown_file}, policy {self.policy}" if self.policy else self.shown_file
        return f"{where}: {self.position}{self.message}"


class PolicyError(Exception):
    """A policy directory that cannot be loaded: which file, which policy, what is wrong."""

    def __init__(
        self,
        path: str,
        message: str,
        policy: str | None = None,
        *,
        findings: tuple[str, ...] = (),
        pointer: str | None = None,
    ) -> None:
        where = f"{path}, policy {policy}" if policy else path
        super().__init__(f"{where}: {message}")
        self.path = path
        """The file at fault."""
        self.policy = policy
        """The policy at fault (its id), when one is."""
        self.message = message
        """What is wrong."""
        self.findings = findings or (f"{where}: {message}",)
        """Every fault found in the directory, one line each (the first is `str(self)`'s)."""
        self.pointer = pointer
        """In a JSON file, the JSON Pointer of the value at fault, when one is named."""
        self.faults: tuple[Finding, ...] = ()
        """Every fault found, with its position (empty when raised for one fault alone)."""

    @classmethod
    def refusing(cls, findings: Sequence[Finding]) -> PolicyError:
        """The error refusing a directory with these findings: the first, and how many more."""
        first = findings[0]
        more = len(findings) - 1
        others = f" (and {more} more finding{'s' if more > 1 else ''})" if more else ""
        error = cls(
            first.shown_file,
            first.position + first.message + others,
            first.policy,
            findings=tuple(str(finding) for finding in findings),
        )
        error.faults = tuple(findings)
        return error


__all__ = ["Finding", "PolicyError", "shown_name"]
