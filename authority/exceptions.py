"""The authority's error hierarchy: every error carries a stable code.

Two families. `RepositoryError`s are the authority refusing an operation
(a publish that is not compatible, a version that already exists): the
service answers them as JSON `{"error": code, "message": ...}` with a 4xx
status. `VerificationError`s are a client refusing what it was served (a bad
signature, a rollback, a revoked context): they name the attack they stopped.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from contexts.exceptions import Finding


class AuthorityErrorCode(StrEnum):
    """Stable, machine-readable codes of the `authority` package."""

    # Refusals of the repository (publish side).
    INVALID_DOCUMENT = "invalid_document"
    INCOMPATIBLE_CONTEXT = "incompatible_context"
    VERSION_EXISTS = "version_exists"
    VERSION_ORDER = "version_order"
    UNKNOWN_CONTEXT = "unknown_context"
    ALREADY_DEPRECATED = "already_deprecated"
    ALREADY_REVOKED = "already_revoked"
    NAMESPACE_DELEGATED = "namespace_delegated"
    NAMESPACE_IN_USE = "namespace_in_use"
    UNKNOWN_ROLE = "unknown_role"
    MISSING_KEY = "missing_key"
    INVALID_DELEGATION = "invalid_delegation"
    INVALID_REQUEST = "invalid_request"
    UNAUTHORIZED = "unauthorized"
    FORBIDDEN = "forbidden"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    TOO_MANY_SUBMISSIONS = "too_many_submissions"
    NOT_FOUND = "not_found"
    # Refusals of a client (verification side): each names the attack it stopped.
    BAD_SIGNATURE = "bad_signature"
    BELOW_THRESHOLD = "below_threshold"
    EXPIRED_METADATA = "expired_metadata"
    ROLLBACK = "rollback"
    MIX_AND_MATCH = "mix_and_match"
    DIGEST_MISMATCH = "digest_mismatch"
    ENDLESS_DATA = "endless_data"
    OVERSIZED_DOCUMENT = "oversized_document"
    REVOKED_CONTEXT = "revoked_context"
    INVALID_METADATA = "invalid_metadata"
    AUTHORITY_UNREACHABLE = "authority_unreachable"
    UNKNOWN_AUTHORITY = "unknown_authority"
    UNTRUSTED_NAMESPACE = "untrusted_namespace"


class AuthorityError(Exception):
    """Base of every authority error: a stable `code` and a readable message."""

    code: AuthorityErrorCode = AuthorityErrorCode.INVALID_REQUEST
    status: int = 400
    """The HTTP status the service answers this error with."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return f"[{self.code}] {self.message}"

    def as_json(self) -> dict[str, object]:
        """The JSON body the service sends for this error."""
        return {"error": str(self.code), "message": self.message}


# -- the repository refuses ---------------------------------------------------------------


class RepositoryError(AuthorityError):
    """The authority refused an operation; nothing changed."""


class InvalidDocumentError(RepositoryError):
    """The document is not a valid context document; `findings` say why."""

    code = AuthorityErrorCode.INVALID_DOCUMENT
    status = 422

    def __init__(self, message: str, findings: tuple[Finding, ...] = ()) -> None:
        super().__init__(message)
        self.findings = findings

    def as_json(self) -> dict[str, object]:  # noqa: D102 - as the base
        body = super().as_json()
        body["findings"] = [
            {"code": f.code, "path": f.path, "message": f.message} for f in self.findings
        ]
        return body


class IncompatibleContextError(RepositoryError):
    """A new minor breaks compatibility with an earlier minor; `explanation` says what broke."""

    code = AuthorityErrorCode.INCOMPATIBLE_CONTEXT
    status = 409

    def __init__(self, message: str, explanation: str) -> None:
        super().__init__(message)
        self.explanation = explanation

    def as_json(self) -> dict[str, object]:  # noqa: D102 - as the base
        body = super().as_json()
        body["explanation"] = self.explanation
        return body


class VersionExistsError(RepositoryError):
    """This URN was published before: versions are never reused."""

    code = AuthorityErrorCode.VERSION_EXISTS
    status = 409


class VersionOrderError(RepositoryError):
    """A version lower than one already published in its line."""

    code = AuthorityErrorCode.VERSION_ORDER
    status = 409


class UnknownContextError(RepositoryError):
    """No such context is published (also raised by clients)."""

    code = AuthorityErrorCode.UNKNOWN_CONTEXT
    status = 404


class AlreadyDeprecatedError(RepositoryError):
    """The context is deprecated already."""

    code = AuthorityErrorCode.ALREADY_DEPRECATED
    status = 409


class AlreadyRevokedError(RepositoryError):
    """The context is revoked already; revocation is final."""

    code = AuthorityErrorCode.ALREADY_REVOKED
    status = 409


class NamespaceDelegatedError(RepositoryError):
    """The name lies in a namespace delegated to another authority's keys."""

    code = AuthorityErrorCode.NAMESPACE_DELEGATED
    status = 409


class NamespaceInUseError(RepositoryError):
    """A namespace cannot be delegated: it overlaps a delegation or published contexts."""

    code = AuthorityErrorCode.NAMESPACE_IN_USE
    status = 409


class UnknownRoleError(RepositoryError):
    """No such role (top-level or delegated)."""

    code = AuthorityErrorCode.UNKNOWN_ROLE
    status = 404


class MissingKeyError(RepositoryError):
    """The repository does not hold the keys this operation must sign with (kept offline)."""

    code = AuthorityErrorCode.MISSING_KEY
    status = 409


class InvalidDelegationError(RepositoryError):
    """Submitted delegated metadata does not verify or breaks a rule."""

    code = AuthorityErrorCode.INVALID_DELEGATION
    status = 422


class InvalidRequestError(RepositoryError):
    """A request is malformed (missing field, wrong type)."""

    code = AuthorityErrorCode.INVALID_REQUEST


class UnauthorizedError(RepositoryError):
    """No credentials, or credentials the authority does not accept."""

    code = AuthorityErrorCode.UNAUTHORIZED
    status = 401


class ForbiddenError(RepositoryError):
    """Authenticated, but not allowed to administer this authority."""

    code = AuthorityErrorCode.FORBIDDEN
    status = 403


class PayloadTooLargeError(RepositoryError):
    """A request body above the service's limit."""

    code = AuthorityErrorCode.PAYLOAD_TOO_LARGE
    status = 413


class TooManySubmissionsError(RepositoryError):
    """A delegated role submitted faster than the service takes (its message says when)."""

    code = AuthorityErrorCode.TOO_MANY_SUBMISSIONS
    status = 429


class NotFoundError(RepositoryError):
    """No such resource on the service."""

    code = AuthorityErrorCode.NOT_FOUND
    status = 404


# -- a client refuses -----------------------------------------------------------------------


class VerificationError(AuthorityError):
    """A client refused what an authority served; the cache keeps the last good state."""

    status = 502


class BadSignatureError(VerificationError):
    """A signature by an authorised key does not verify (tampered metadata)."""

    code = AuthorityErrorCode.BAD_SIGNATURE


class BelowThresholdError(VerificationError):
    """Fewer valid signatures than the role's threshold."""

    code = AuthorityErrorCode.BELOW_THRESHOLD


class MetadataExpiredError(VerificationError):
    """Metadata past its expiry: a freeze attack, or an authority that stopped re-signing."""

    code = AuthorityErrorCode.EXPIRED_METADATA


class RollbackError(VerificationError):
    """Metadata older than what this client has already seen."""

    code = AuthorityErrorCode.ROLLBACK


class MixAndMatchError(VerificationError):
    """Metadata versions that do not belong to one snapshot of the repository."""

    code = AuthorityErrorCode.MIX_AND_MATCH


class DigestMismatchError(VerificationError):
    """A document whose bytes do not match the signed hash or length."""

    code = AuthorityErrorCode.DIGEST_MISMATCH


class EndlessDataError(VerificationError):
    """A download that kept going past its signed or configured length."""

    code = AuthorityErrorCode.ENDLESS_DATA


class OversizedDocumentError(VerificationError):
    """A document whose signed length exceeds this client's limit."""

    code = AuthorityErrorCode.OVERSIZED_DOCUMENT


class ContextRevokedError(VerificationError):
    """The authority revoked this context; `reason` says why."""

    code = AuthorityErrorCode.REVOKED_CONTEXT
    status = 410

    def __init__(self, message: str, *, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidMetadataError(VerificationError):
    """Metadata that is not well-formed TUF metadata, or breaks another TUF rule."""

    code = AuthorityErrorCode.INVALID_METADATA


class AuthorityUnreachableError(VerificationError):
    """The authority could not be reached or answered with a server error."""

    code = AuthorityErrorCode.AUTHORITY_UNREACHABLE
    status = 503


class UnknownAuthorityError(VerificationError):
    """An authority this agent does not trust."""

    code = AuthorityErrorCode.UNKNOWN_AUTHORITY
    status = 403


class UntrustedNamespaceError(VerificationError):
    """A trusted authority, but not for this context's namespace."""

    code = AuthorityErrorCode.UNTRUSTED_NAMESPACE
    status = 403
