"""What is wrong with a policy directory: the error that refuses it."""

from __future__ import annotations


class PolicyError(Exception):
    """A policy directory that cannot be loaded: which file, which policy, what is wrong."""

    def __init__(
        self,
        path: str,
        message: str,
        policy: str | None = None,
        *,
        findings: tuple[str, ...] = (),
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
        """Every fault found in the file, one line each (the first is `str(self)`'s)."""


__all__ = ["PolicyError"]
