"""Where an agent's contexts come from when an authority vouches for them.

`contexts_from_authority` fetches and verifies the contexts an agent loads by
URN through one Schema Authority's client; the agent built from them offers
and trusts that authority instead of `local`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from contexts import SharedContext

if TYPE_CHECKING:
    from authority.client import AuthorityClient

logger = logging.getLogger("ioa.agent")


def contexts_from_authority(
    client: AuthorityClient, urns: Iterable[str], *, now: float
) -> tuple[str, list[SharedContext]]:
    """The authority's id and the contexts `urns` names, fetched and verified through `client`.

    An agent built from them offers and trusts that authority instead of `local`:

        authority, contexts = contexts_from_authority(client, urns, now=time.time())
        agent = Agent(identity, contexts=contexts, authority=authority)

    Each is checked against the authority's signed metadata (a revoked, unknown or
    altered context raises `authority.exceptions.AuthorityError`); one below the
    minimum secure version its authority declares for its name is refused
    (`ValueError`), fail closed. What vouches for what is logged.
    """
    contexts = []
    for urn in urns:
        verified = client.fetch(urn, now=now)
        if verified.below_minimum_secure_version:
            msg = (
                f"{urn}: {verified.authority_id} declares v{verified.minimum_secure_version} "
                "the minimum secure version of this context: use a newer one"
            )
            raise ValueError(msg)
        logger.info(
            "%s (%s) vouched for by authority %s",
            urn,
            verified.context.digest,
            verified.authority_id,
        )
        contexts.append(verified.context)
    return client.authority_id, contexts
