"""Context names: the URN `urn:contexts:<name>:v<major>.<minor>` and its parts.

A name is one or more dot-separated segments (`travel`, `acme.logistics`);
the dots make namespaces that an authority can delegate. Versions compare
numerically (`v2.10` is newer than `v2.9`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering
from typing import Final

from contexts.exceptions import InvalidURNError

URN_PREFIX: Final = "urn:contexts:"
MAX_URN_LENGTH: Final = 200
"""Longer URNs are refused: a name is an identifier, not a payload."""

_SEGMENT = r"[A-Za-z][A-Za-z0-9_-]{0,62}"
_NUMBER = r"(?:0|[1-9][0-9]{0,8})"
NAME_PATTERN: Final = rf"{_SEGMENT}(?:\.{_SEGMENT})*"
_NAME_RE: Final = re.compile(rf"\A{NAME_PATTERN}\Z")
_VERSION_RE: Final = re.compile(rf"\Av?({_NUMBER})\.({_NUMBER})\Z")
_URN_RE: Final = re.compile(rf"\Aurn:contexts:({NAME_PATTERN}):v({_NUMBER})\.({_NUMBER})\Z")


@total_ordering
@dataclass(frozen=True, slots=True)
class ContextVersion:
    """A `major.minor` version; ordered numerically."""

    major: int
    """Incremented for breaking changes."""
    minor: int
    """Incremented for changes compatible with every earlier minor of the same major."""

    @classmethod
    def parse(cls, text: str) -> ContextVersion:
        """Parse `v2.1` or `2.1`; raise `InvalidURNError` otherwise."""
        match = _VERSION_RE.match(text) if isinstance(text, str) else None
        if match is None:
            raise InvalidURNError(f"{text!r} is not a version: expected v<major>.<minor>")
        return cls(int(match[1]), int(match[2]))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, ContextVersion):
            return NotImplemented
        return (self.major, self.minor) < (other.major, other.minor)

    def __str__(self) -> str:
        return f"v{self.major}.{self.minor}"


@total_ordering
@dataclass(frozen=True, slots=True)
class ContextURN:
    """A parsed context URN; ordered by name, then version."""

    name: str
    """The context name, dot-separated segments (`travel`, `acme.logistics`)."""
    version: ContextVersion
    """The document's version."""

    @classmethod
    def parse(cls, text: str) -> ContextURN:
        """Parse `urn:contexts:<name>:v<major>.<minor>`; raise `InvalidURNError` otherwise."""
        if not isinstance(text, str):
            raise InvalidURNError(f"a context URN must be a string, not {type(text).__name__}")
        if len(text) > MAX_URN_LENGTH:
            raise InvalidURNError(f"a context URN is at most {MAX_URN_LENGTH} characters")
        match = _URN_RE.match(text)
        if match is None:
            raise InvalidURNError(
                f"{text!r} is not a context URN: expected urn:contexts:<name>:v<major>.<minor>"
            )
        return cls(match[1], ContextVersion(int(match[2]), int(match[3])))

    @classmethod
    def of(cls, name: str, version: str | ContextVersion) -> ContextURN:
        """Build a URN from a name and a version, checking both."""
        if not isinstance(name, str) or _NAME_RE.match(name) is None:
            raise InvalidURNError(f"{name!r} is not a context name")
        if not isinstance(version, ContextVersion):
            version = ContextVersion.parse(version)
        urn = cls(name, version)
        if len(str(urn)) > MAX_URN_LENGTH:
            raise InvalidURNError(f"a context URN is at most {MAX_URN_LENGTH} characters")
        return urn

    @property
    def major(self) -> int:
        """The major version."""
        return self.version.major

    @property
    def minor(self) -> int:
        """The minor version."""
        return self.version.minor

    @property
    def namespace(self) -> tuple[str, ...]:
        """The name's segments, outermost first: `("acme", "logistics")`."""
        return tuple(self.name.split("."))

    def in_namespace(self, namespace: str) -> bool:
        """Whether the name is `namespace` itself or lies below it (`acme` covers `acme.x`)."""
        return self.name == namespace or self.name.startswith(namespace + ".")

    def answers_to(self, wanted: str) -> bool:
        """Whether `wanted` names this context: the URN, or its name with or without prefix."""
        return wanted in (str(self), self.name, f"{URN_PREFIX}{self.name}")

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, ContextURN):
            return NotImplemented
        return (self.name, self.version) < (other.name, other.version)

    def __str__(self) -> str:
        return f"{URN_PREFIX}{self.name}:{self.version}"


def is_context_name(text: str) -> bool:
    """Whether `text` is a valid context name (or namespace)."""
    return isinstance(text, str) and _NAME_RE.match(text) is not None
