"""The Shared Context error hierarchy: every error carries a stable code.

The codes travel on the wire when L9 refuses content (`undefined_concept`,
`invalid_content`) and in the authority's answers when it refuses a document
(`invalid_document`, `incompatible_context`). `ContextError.code` is the
machine-readable part; the message is for people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum


class ContextErrorCode(StrEnum):
    """Stable, machine-readable codes of the `contexts` package."""

    INVALID_URN = "invalid_urn"
    INVALID_DOCUMENT = "invalid_document"
    DIGEST_MISMATCH = "digest_mismatch"
    UNDEFINED_CONCEPT = "undefined_concept"
    INVALID_CONTENT = "invalid_content"
    INCOMPATIBLE_CONTEXT = "incompatible_context"
    INVALID_ONTOLOGY = "invalid_ontology"
    UNKNOWN_PARAMETER = "unknown_parameter"


class ContextError(Exception):
    """Base of every `contexts` error: a stable `code` and a readable message."""

    code: ContextErrorCode = ContextErrorCode.INVALID_DOCUMENT

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return f"[{self.code}] {self.message}"


class InvalidURNError(ContextError, ValueError):
    """A string is not a context URN `urn:contexts:<name>:v<major>.<minor>`."""

    code = ContextErrorCode.INVALID_URN


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One problem found in a document, by `lint` or by a validator."""

    code: str
    """What kind of problem (`closed_content_model`, `unresolved_ref`, a JSON Schema keyword...)."""
    path: str
    """Where, as a JSON Pointer into the document or the instance (`/concepts/x/properties`)."""
    message: str
    """What is wrong, in a sentence."""
    severity: str = "error"
    """`error` makes the document invalid; `warning` does not."""

    def __str__(self) -> str:
        return f"{self.severity}: {self.path or '/'}: {self.message} ({self.code})"


class InvalidDocumentError(ContextError):
    """A context document breaks the document format; `findings` says where and how."""

    code = ContextErrorCode.INVALID_DOCUMENT

    def __init__(self, message: str, findings: Sequence[Finding] = ()) -> None:
        super().__init__(message)
        self.findings = tuple(findings)

    def __str__(self) -> str:
        lines = [super().__str__(), *(f"  {finding}" for finding in self.findings)]
        return "\n".join(lines)


class DigestMismatchError(ContextError):
    """A document's bytes do not hash to the digest it was announced with."""

    code = ContextErrorCode.DIGEST_MISMATCH


class UndefinedConceptError(ContextError):
    """Content names a concept or task the locked context does not define."""

    code = ContextErrorCode.UNDEFINED_CONCEPT

    def __init__(self, message: str, *, concept: str) -> None:
        super().__init__(message)
        self.concept = concept


class ContentInvalidError(ContextError):
    """Content does not validate against its concept; `findings` explain each failure."""

    code = ContextErrorCode.INVALID_CONTENT

    def __init__(self, message: str, *, concept: str, findings: Sequence[Finding]) -> None:
        super().__init__(message)
        self.concept = concept
        self.findings = tuple(findings)

    def __str__(self) -> str:
        lines = [super().__str__(), *(f"  {finding}" for finding in self.findings)]
        return "\n".join(lines)


class OntologyError(ContextError):
    """The ontology of a context cannot be parsed or does not say what it must."""

    code = ContextErrorCode.INVALID_ONTOLOGY


class UnknownParameterError(ContextError):
    """A parameter is named that no task of the context has."""

    code = ContextErrorCode.UNKNOWN_PARAMETER
