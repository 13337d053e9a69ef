"""The error codes of task-group authorization, each where it arises.

OAuth 2.0 (RFC 6749 section 5.2) codes from the token endpoint, RFC 6750
codes from a resource server, RFC 7591 codes from registration, and the
draft's own: `unauthorized_applier` and `unrecognized_pk` (the
authorization server), `unknown_applier`, `invalid_credential` and
`unknown_credential` (a sub-agent, or a resource server checking a task
credential); and RFC 8707's `invalid_target`. A refusal carries one code and
a one-line description naming the check that failed. A failed client
authentication reads the same whatever failed (an unknown client or a bad
signature: client ids are not enumerable).
"""

from __future__ import annotations

from enum import StrEnum


class AuthzCode(StrEnum):
    """Every code this package answers with."""

    # RFC 6749 section 5.2 (token endpoint)
    INVALID_REQUEST = "invalid_request"
    INVALID_CLIENT = "invalid_client"
    INVALID_GRANT = "invalid_grant"
    UNAUTHORIZED_CLIENT = "unauthorized_client"
    UNSUPPORTED_GRANT_TYPE = "unsupported_grant_type"
    INVALID_SCOPE = "invalid_scope"
    # RFC 6749 section 4.1.2.1: a client's own verdict on a token endpoint that did not answer
    TEMPORARILY_UNAVAILABLE = "temporarily_unavailable"
    # RFC 8707 section 2 (resource indicators)
    INVALID_TARGET = "invalid_target"
    # RFC 9449 section 5 (DPoP at the token endpoint)
    INVALID_DPOP_PROOF = "invalid_dpop_proof"
    # RFC 7591 section 3.2.2 (registration)
    INVALID_CLIENT_METADATA = "invalid_client_metadata"
    # RFC 6750 section 3.1 (resource servers)
    INVALID_TOKEN = "invalid_token"  # noqa: S105 - an error code, not a secret
    INSUFFICIENT_SCOPE = "insufficient_scope"
    # the draft
    UNAUTHORIZED_APPLIER = "unauthorized_applier"
    UNRECOGNIZED_PK = "unrecognized_pk"
    UNKNOWN_APPLIER = "unknown_applier"
    INVALID_CREDENTIAL = "invalid_credential"
    UNKNOWN_CREDENTIAL = "unknown_credential"


class AuthzError(Exception):
    """A refusal: `code` for the wire, `description` one line for people."""

    def __init__(self, code: AuthzCode, description: str) -> None:
        super().__init__(f"{code}: {description}")
        self.code = code
        self.description = description

    def as_oauth(self) -> dict[str, str]:
        """The RFC 6749 error response body."""
        return {"error": str(self.code), "error_description": self.description}


__all__ = ["AuthzCode", "AuthzError"]
