"""Telling signature failures apart: a bad signature is not the same attack as too few.

tuf raises one `UnsignedMetadataError` for both; operators and tests need
to know which happened. `signature_failure` re-runs the verification with
tuf's public API and looks at who signed.
"""

from __future__ import annotations

from typing import Any

from tuf.api.metadata import Metadata, Root, Targets

from authority.exceptions import AuthorityErrorCode


def signature_failure(
    delegator: Root | Targets, role: str, md: Metadata[Any]
) -> AuthorityErrorCode:
    """`bad_signature` if an authorised key's signature does not verify, else `below_threshold`."""
    result = delegator.get_verification_result(role, md.signed_bytes, md.signatures)
    forged = [keyid for keyid in md.signatures if keyid in result.unsigned]
    return AuthorityErrorCode.BAD_SIGNATURE if forged else AuthorityErrorCode.BELOW_THRESHOLD
