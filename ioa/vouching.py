"""Where an agent's contexts come from when authorities vouch for them.

`contexts_from_authority` fetches and verifies the contexts an agent loads by
URN through one Schema Authority's client; `contexts_from_trust_map` through
a trust map (`authority.federation.TrustMap`), each from the authority trusted
for its name. The agent built from them offers each context as its authority
vouched for it, and trusts those authorities instead of `local`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from contexts import SharedContext

if TYPE_CHECKING:
    from authority.client import AuthorityClient, VerifiedContext
    from authority.federation import TrustMap

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
    contexts = [_verified(client.fetch, urn, now).context for urn in urns]
    return client.authority_id, contexts


def contexts_from_trust_map(
    trust: TrustMap, urns: Iterable[str], *, now: float
) -> tuple[dict[str, str], list[SharedContext]]:
    """Which authority vouches for each context `urns` names, and the contexts, verified.

    Each context is fetched from, and verified against, the authority `trust`
    trusts for its name only (a name no authority is trusted for raises
    `authority.exceptions.UntrustedNamespaceError`); otherwise as
    `contexts_from_authority`. The map goes to the agent as its `authority`:

        vouched, contexts = contexts_from_trust_map(trust, urns, now=time.time())
        agent = Agent(identity, contexts=contexts, authority=vouched)
    """
    vouched: dict[str, str] = {}
    contexts = []
    for urn in urns:
        verified = _verified(trust.fetch, urn, now)
        vouched[str(verified.context.urn)] = verified.authority_id
        contexts.append(verified.context)
    return vouched, contexts


def _verified(fetch: Callable[..., VerifiedContext], urn: str, now: float) -> VerifiedContext:
    """`urn` fetched and verified, unless below its authority's minimum secure version."""
    verified = fetch(urn, now=now)
    if verified.below_minimum_secure_version:
        msg = (
            f"{urn}: {verified.authority_id} declares {verified.minimum_secure_version} "
            "the minimum secure version of this context: use a newer one"
        )
        raise ValueError(msg)
    logger.info(
        "%s (%s) vouched for by authority %s",
        urn,
        verified.context.digest,
        verified.authority_id,
    )
    return verified
